/* SPDX-License-Identifier: GPL-3.0-or-later */
/* progress.h: which lessons a reader has finished, and how well, and
 * where a lesson left before its end was left, kept between runs.
 *
 * A small text file, $XDG_STATE_HOME/abprune/progress (else
 * ~/.local/state/abprune/progress), a line a lesson and what is kept of it:
 *
 *     abprune-progress 1
 *     03-alpha-beta	finished	7	8
 *     12-real-game	left	3	2	rrlrs.............
 *
 * "finished": the lesson's name as `abprune lesson` lists it, the
 * questions right at the first try and the questions asked, the last time
 * it was finished.  "left": the lesson was left before its end, in
 * section 3 (from 1), after 2 of that section's stops (its pauses and
 * questions), with a letter for each question of the lesson in its order:
 * r right at the first try, l right later, s its answer shown, . not
 * answered.  A version that knows only "finished" lines reads past the
 * others.  It is never required: a file that is missing, unreadable or
 * partly wrong reads as no progress (or the lines that do read), and one
 * that cannot be written is only reported. */
#ifndef ABPRUNE_PROGRESS_H
#define ABPRUNE_PROGRESS_H

#include <stdbool.h>
#include <stddef.h>

#include "base/diag.h"
#include "base/strbuf.h"

/* The longest lesson name kept. */
#define PROGRESS_NAME_MAX 64
/* The most questions whose answers a place keeps (the letters and a NUL);
 * a lesson with more keeps the first ones. */
#define PROGRESS_ANSWERS_MAX 256

/* Where a lesson was left: the section (from 0), the stops of that
 * section passed (pauses, and questions answered or shown), and a letter
 * per question of the lesson (r, l, s or ., see above). */
struct progress_place {
    size_t section, stop;
    char answers[PROGRESS_ANSWERS_MAX];
};

struct progress_entry {
    char name[PROGRESS_NAME_MAX];
    bool finished;              /* finished at least once: */
    size_t right;               /* right at the first try */
    size_t asked;               /* questions in the lesson */
    bool left;                  /* left before its end: */
    struct progress_place place;
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

/* Reads the text of a progress file into *p (emptied first), as
 * progress_load reads the file; false when it is not one. */
bool progress_parse(struct progress *p, const char *text);

/* Appends the text of *p as progress_save writes it to out; false when
 * out of memory. */
bool progress_text(const struct progress *p, struct strbuf *out);

/* The entry of lesson name, or NULL. */
const struct progress_entry *progress_find(const struct progress *p, const char *name);

/* Records that lesson name was finished with right of asked questions
 * right at the first try (replacing the score kept for it, and forgetting
 * where it was left); false when out of memory or the name is too long
 * to keep. */
bool progress_record(struct progress *p, const char *name, size_t right, size_t asked);

/* Records where lesson name was left before its end (replacing the place
 * kept for it; a score stays); false as for progress_record, and for
 * answers with letters other than r, l, s and '.'. */
bool progress_record_place(struct progress *p, const char *name,
                           const struct progress_place *place);

/* Forgets where lesson name was left (its score stays). */
void progress_forget_place(struct progress *p, const char *name);

/* Writes *p to path, making its directory when needed, through a
 * temporary file renamed into place (a reader never sees half a file).
 * false with *err set when it cannot. */
bool progress_save(const struct progress *p, const char *path, struct diag *err);

void progress_free(struct progress *p);

#endif
