/* SPDX-License-Identifier: GPL-3.0-or-later */
/* stepper_find.h: finding things in the stepper's search: a position by
 * its path or label, and cutoffs of a kind.
 *
 * A search for a position (the `/` key) remembers every step at which the
 * first side's search reaches a matching position (enters or evaluates
 * it) or prunes it (the cutoff whose branch holds it), so that the next
 * and the previous one are a look-up away.  Part of the stepper's model:
 * no screen, tested in tests/unit/check_stepper.c. */
#ifndef ABPRUNE_STEPPER_FIND_H
#define ABPRUNE_STEPPER_FIND_H

#include <stdbool.h>

#include "course/stepper.h"
#include "search/cutkind.h"

/* The positions text names: a path ("3.1.3", "root") names one; else the
 * label written so, or failing that every label holding text (letters
 * compared without case in every script, utf8_casefold_new: "щ" finds
 * "Щ1").  Goes to the first step at or after the current
 * one where the search reaches or prunes one of them (from the start
 * again when there is none after), with a message saying which and how
 * (false with a message when nothing matches, or the search never comes
 * near).  Remembered for stepper_find_next. */
bool stepper_find(struct stepper *st, const char *text);

/* What `:` takes: a step number (stepper_jump), else a position
 * (stepper_find). */
bool stepper_goto(struct stepper *st, const char *text);

/* The next (dir +1) or previous (dir -1) step of the last search,
 * round the end; false with a message when there was no search. */
bool stepper_find_next(struct stepper *st, int dir);

/* To the next (dir +1) or previous (dir -1) cutoff that prunes a branch of
 * kind k; the search stays, with a message, when there is none. */
void stepper_find_cut(struct stepper *st, enum cut_kind k, int dir);

#endif
