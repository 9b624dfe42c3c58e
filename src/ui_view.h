/* ui_view.h: the interactive stepper's screen (`abprune FILE`, `abprune
 * view`).
 *
 * The state and the actions are the model's (stepper.h); ui_view.c maps
 * keys to them and ui_view_draw.c draws the panes from the state: the
 * figures or outlines, the call stack, the pseudocode and the status. */
#ifndef ABPRUNE_UI_VIEW_H
#define ABPRUNE_UI_VIEW_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "stepper.h"
#include "ui_screen.h"

/* The stepper and what only the screen has. */
struct viewer {
    struct stepper st;
    bool show_stack, show_code; /* the lower panes */
    uint8_t *mark;              /* per node, scratch for drawing */
    size_t mark_count;
};

/* Runs the stepper on a tree file; returns an exit status. */
int ui_run_view(const char *file, const struct stepper_options *o);

/* The stepper's key table (for --list-keys). */
const struct ui_keymap *ui_view_keymap(void);

/* ---- drawing (ui_view_draw.c) ---- */

/* Draws the whole screen for the viewer's state. */
void view_draw(struct viewer *v);

/* The node at screen position (row, col) of the tree pane, or AB_NO_NODE. */
node_id view_node_at(struct viewer *v, int row, int col);

#endif
