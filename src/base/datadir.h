/* SPDX-License-Identifier: GPL-3.0-or-later */
/* datadir.h: where the data shipped with the program (trees, lessons) is
 * found, so that `abprune run knuth-moore-fig1.tree` works from any
 * directory once the program is installed. */
#ifndef ABPRUNE_DATADIR_H
#define ABPRUNE_DATADIR_H

#include <stddef.h>

/* The directory of one kind of data ("trees" or "lessons"): under
 * $ABPRUNE_DATADIR when set; else under the share/abprune beside the
 * running program's bin/ (an installation moved or made with
 * `make install prefix=DIR`), else under the configured PKGDATADIR when it
 * exists; else, before make install, the source tree's.  Newly allocated;
 * NULL only when out of memory. */
char *datadir_dir(const char *kind);

/* The file a name on the command line means: the name itself when it
 * exists or is a path (has a '/'); else the file of that name in kind's
 * directory when there is one (written into buf); else the name as given,
 * so that the error names what was typed.  Returns name or buf. */
const char *datadir_find(const char *kind, const char *name, char *buf, size_t size);

#endif
