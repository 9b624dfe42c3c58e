/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ui_script.h: the keys and the mouse, read from the keyboard or from a
 * key script, and the screen dumped as text (what the screen tests read). */
#ifndef ABPRUNE_UI_SCRIPT_H
#define ABPRUNE_UI_SCRIPT_H

#include <stdbool.h>
#include <stddef.h>
#include <wchar.h>

#include "base/diag.h"

/* Key scripts drive the screens from a file instead of the keyboard, for
 * tests and demos: whitespace-separated keys, each a single character or
 * a name in angle brackets: <Left> <Right> <Up> <Down> <Enter> <Space>
 * <Tab> <Esc> <Home> <End> <PgUp> <PgDn> <Del> <Backspace>, <dump> (write
 * the screen to the dump file), <resize:COLSxROWS>, <click:ROW,COL> (a
 * mouse click), <wheel-up:ROW,COL> and <wheel-down:ROW,COL> (the wheel).
 * A single character may be any UTF-8 character (for typing text).  '#'
 * starts a comment to the end of the line.  After the
 * last key the screen is dumped and 'q' is pressed until the program ends.
 * Returns false with *err on a bad key name. */
bool ui_script_load(const char *path, const char *dump_path, int cols, int rows,
                    struct diag *err);

/* The next key: from the script when one is loaded, else the keyboard. */
int ui_getch(void);

/* The next key or character as get_wch gives them (OK: *ch is a
 * character; KEY_CODE_YES: *ch is a key code; ERR), from the script when
 * one is loaded: what lines of text are read with. */
int ui_get_wch(wint_t *ch);

/* What the mouse did (KEY_MOUSE). */
enum ui_mouse {
    UI_MOUSE_NONE,
    UI_MOUSE_CLICK,
    UI_MOUSE_WHEEL_UP,
    UI_MOUSE_WHEEL_DOWN,
};

/* The last mouse event and where it was (*shift: with Shift held, which
 * turns the wheel sideways); UI_MOUSE_NONE when none. */
enum ui_mouse ui_mouse(int *row, int *col, bool *shift);

/* Writes the screen as text to the dump file (script mode), while a
 * screen is up. */
void ui_dump(void);

/* Whether a key script drives the screens (they start on a virtual
 * screen of its size, ui_script_size). */
bool ui_script_loaded(void);
void ui_script_size(int *cols, int *rows);

/* Closes the dump file (at the program's exit: screens may start and end
 * several times in one run, as lessons one after another). */
void ui_script_close(void);

/* A code for the mouse wheel in key tables, where the help names it
 * among the keys (no key sends it: the wheel comes as KEY_MOUSE). */
#define UI_KEY_WHEEL 0x7fff1000

/* How the help names a key: "Left", "Enter", "l" (translated); buf
 * (a few bytes) holds a character's own label. */
const char *ui_key_label(int key, char *buf, size_t cap);

#endif
