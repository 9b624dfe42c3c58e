/* SPDX-License-Identifier: GPL-3.0-or-later */
/* datadir.h: where the data shipped with the program (trees, lessons) and
 * its message catalogues are found, so that `abprune run
 * knuth-moore-fig1.tree` works from any directory once the program is
 * installed, and before, from the build tree. */
#ifndef ABPRUNE_DATADIR_H
#define ABPRUNE_DATADIR_H

#include <stddef.h>

/* The file `make` writes beside the program in the build tree (never
 * installed): "srcdir DIR", "localedir DIR" and "curses PROGRAM" lines, by
 * which a program run before make install finds the source tree's data, the
 * build's catalogues and abprune-curses without a path of the build
 * compiled in. */
#define DATADIR_BUILD_FILE "abprune-build-tree"

/* The directory of one kind of data ("trees" or "lessons"): under
 * $ABPRUNE_DATADIR when set; else, for a program run from its build tree
 * (DATADIR_BUILD_FILE beside it), the source tree's; else under the
 * share/abprune of the installation the program runs from (its bin/, or
 * libexec/abprune/ for abprune-curses: an installation moved or made with
 * `make install prefix=DIR`) when it exists, else under the
 * configured PKGDATADIR.  Newly allocated; NULL only when out of memory. */
char *datadir_dir(const char *kind);

/* The directory of the message catalogues: $ABPRUNE_LOCALEDIR when set;
 * else the build's po/locale for a program run from its build tree; else
 * the share/locale of the installation when it holds this program's
 * catalogues; else the configured LOCALEDIR.  Newly allocated; NULL only
 * when out of memory. */
char *datadir_locale_dir(void);

/* The program abprune hands the terminal's commands to (view, lesson,
 * quiz: cli/handoff.h): for a program run from its build tree the one the
 * build made beside it; else the libexec/abprune/abprune-curses of the
 * installation the program runs from when it is there; else the one in the
 * configured PKGLIBEXECDIR.  Newly allocated; NULL only when out of
 * memory. */
char *datadir_curses_program(void);

/* The file a name on the command line means: the name itself when it
 * exists or is a path (has a '/'); else the file of that name in kind's
 * directory when there is one (written into buf); else the name as given,
 * so that the error names what was typed.  Returns name or buf. */
const char *datadir_find(const char *kind, const char *name, char *buf, size_t size);

#endif
