/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ui_view.h: the interactive stepper's screen (`abprune FILE`, `abprune
 * view`): its entry and its keys, for the command line.
 *
 * The state and the actions are the model's (stepper.h); ui_view.c maps
 * keys to them, ui_view_frame.c shares the screen out and ui_view_draw.c
 * draws the panes from the state: the figures or outlines, the call
 * stack, the pseudocode and the status.  What those three files share is
 * in ui_viewer.h. */
#ifndef ABPRUNE_UI_VIEW_H
#define ABPRUNE_UI_VIEW_H

#include "course/stepper.h"
#include "ui/ui_screen.h"

/* Runs the stepper on a tree file; returns an exit status. */
int ui_run_view(const char *file, const struct stepper_options *o);

/* The stepper's key table (for --list-keys). */
const struct ui_keymap *ui_view_keymap(void);

#endif
