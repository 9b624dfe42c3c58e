/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ui_prompt.h: a line of text read at a prompt. */
#ifndef ABPRUNE_UI_PROMPT_H
#define ABPRUNE_UI_PROMPT_H

#include <stdbool.h>
#include <stddef.h>

/* How ui_read_line edits. */
enum ui_line_flags {
    UI_LINE_EDIT = 1u << 0,     /* the cursor moves in the line (Left, Right,
                                 * Home, End, Del, Ctrl-A/E/B/F/D/K/U) and '?'
                                 * is typed; without it those keys, like any
                                 * other that does not edit, end the line */
    UI_LINE_QUIT = 1u << 1,     /* q typed on an empty line ends it, left in
                                 * *key: the screen's way out (its key line
                                 * says "q: quit") while a line waits */
};

/* Reads a line of text (UTF-8, whatever the keyboard types) into buf at
 * (row, col) with the prompt before it, starting from what buf holds; true
 * when the reader presses Enter.  Any key that is not editing (Escape,
 * Page Up, a resize, ...) ends the input with false and is left in *key
 * for the caller to act on (Esc: cancel). */
bool ui_read_line(int row, int col, const char *prompt, char *buf, size_t cap, int *key,
                  unsigned flags);

#endif
