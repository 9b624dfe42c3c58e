/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ui_script.h: the keys and the mouse, read from the keyboard or from a
 * key script, and the screen dumped as text (what the screen tests read). */
#ifndef ABPRUNE_UI_SCRIPT_H
#define ABPRUNE_UI_SCRIPT_H

#include <stdbool.h>
#include <stddef.h>
#include <wchar.h>

#include "base/diag.h"
#include "base/outfile.h"

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
bool ui_script_load(const char *path, int cols, int rows, struct diag *err);

/* Dumps the screens (<dump> and the end) into path, as -o writes a file
 * (outfile.h): kept in memory, at most OUTFILE_DEFAULT_MAX bytes, and
 * written whole by ui_script_close, through a temporary put in place,
 * never through a symbolic link and over an existing file only with
 * overwrite (an existing one refused now, before anything runs).
 * Returns 0 or an errno value (EEXIST, EISDIR). */
int ui_script_dump_to(const char *path, bool overwrite);

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

/* Writes the dump file, once (screens may start and end several times in
 * one run, as lessons one after another: the command calls it at its end,
 * and the program's exit does if it did not).  Returns 0 or an errno value
 * (EFBIG past the limit), *done then saying what happened for the message
 * (cli_output_error). */
int ui_script_close(struct outfile *done);

/* A code for the mouse wheel in key tables, where the help names it
 * among the keys (no key sends it: the wheel comes as KEY_MOUSE). */
#define UI_KEY_WHEEL 0x7fff1000

/* How the help names a key: "Left", "Enter", "l" (translated); buf
 * (a few bytes) holds a character's own label. */
const char *ui_key_label(int key, char *buf, size_t cap);

#endif
