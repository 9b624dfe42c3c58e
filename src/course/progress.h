/* SPDX-License-Identifier: GPL-3.0-or-later */
/* progress.h: which lessons a reader has finished, and how well, kept
 * between runs.
 *
 * A small text file, $XDG_STATE_HOME/abprune/progress (else
 * ~/.local/state/abprune/progress), one line a lesson:
 *
 *     abprune-progress 1
 *     03-alpha-beta	finished	7	8
 *
 * (the lesson's name as `abprune lesson` lists it, "finished", the
 * questions right at the first try and the questions asked, the last time
 * it was finished).  It is never required: a file that is missing,
 * unreadable or partly wrong reads as no progress (or the lines that do
 * read), and one that cannot be written is only reported. */
#ifndef ABPRUNE_PROGRESS_H
#define ABPRUNE_PROGRESS_H

#include <stdbool.h>
#include <stddef.h>

#include "base/diag.h"

/* The longest lesson name kept. */
#define PROGRESS_NAME_MAX 64

struct progress_entry {
    char name[PROGRESS_NAME_MAX];
    size_t right;               /* right at the first try */
    size_t asked;               /* questions in the lesson */
};

struct progress {
    struct progress_entry *entries;
    size_t count;
};

/* Where the progress is kept: $XDG_STATE_HOME/abprune/progress when
 * XDG_STATE_HOME is set to an absolute path, else
 * $HOME/.local/state/abprune/progress.  Newly allocated; NULL when
 * neither is set (or out of memory): then nothing is kept. */
char *progress_path(void);

/* Reads path into *p (emptied first).  Returns false when nothing could
 * be read (no file: the first run; or not a progress file); *p is then
 * empty, which is no error.  Lines it does not understand are left out. */
bool progress_load(struct progress *p, const char *path);

/* The entry of lesson name, or NULL. */
const struct progress_entry *progress_find(const struct progress *p, const char *name);

/* Records that lesson name was finished with right of asked questions
 * right at the first try (replacing what was kept for it); false when
 * out of memory or the name is too long to keep. */
bool progress_record(struct progress *p, const char *name, size_t right, size_t asked);

/* Writes *p to path, making its directory when needed, through a
 * temporary file renamed into place (a reader never sees half a file).
 * false with *err set when it cannot. */
bool progress_save(const struct progress *p, const char *path, struct diag *err);

void progress_free(struct progress *p);

#endif
