/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ui_session.h: the curses session, which always restores the terminal,
 * and colours by meaning (readable on dark and light backgrounds, and
 * attributes alone without colours).
 *
 * The files of ui/ are the only ones that include curses. */
#ifndef ABPRUNE_UI_SESSION_H
#define ABPRUNE_UI_SESSION_H

#include <stdbool.h>
#include <stdint.h>

#include "base/diag.h"

/* The smallest terminal the screens are laid out for. */
#define UI_MIN_COLS 80
#define UI_MIN_ROWS 24

/* Extra meanings on top of enum cell_role, for overlays. */
enum ui_mark {
    UI_MARK_NONE,
    UI_MARK_HIGHLIGHT,  /* a position a lesson points at */
    UI_MARK_CURSOR,     /* the quiz cursor */
    UI_MARK_RIGHT,      /* graded right */
    UI_MARK_WRONG,      /* graded wrong */
    UI_MARK_ANSWER,     /* written by the student, not graded yet */
    UI_MARK_COUNT
};

/* Starts curses on the terminal.  Fails (*err says why, as from `who`,
 * e.g. "abprune view") when standard input or output is not a terminal.
 * With a key script loaded, starts on a virtual screen of the script's
 * size instead (no terminal needed). */
bool ui_start(const char *who, struct diag *err);

/* Ends curses; safe to call twice.  Registered with atexit by ui_start, so
 * the terminal is restored whatever happens. */
void ui_end(void);

/* Whether the terminal is big enough; if not, a "terminal too small"
 * screen is drawn instead and false returned. */
bool ui_size_ok(void);

/* The attributes (colour pair included) of a role or a mark: colours by
 * meaning, readable on dark and light backgrounds, and attributes alone
 * (dim, bold, underline, reverse) without colours or with NO_COLOR. */
unsigned long ui_role_attr(uint8_t role);

/* What a cell of a game's board shows (tree/game_rules.h's roles, the
 * last move apart), for ui_board_attr. */
enum ui_board_look {
    UI_BOARD_FRAME,     /* lines and coordinates */
    UI_BOARD_EMPTY,     /* an empty cell */
    UI_BOARD_FIRST,     /* X's pieces */
    UI_BOARD_SECOND,    /* O's pieces */
    UI_BOARD_PIECE,     /* Nim's objects */
    UI_BOARD_LAST,      /* the move that made the position */
    UI_BOARD_COUNT
};
unsigned long ui_board_attr(enum ui_board_look look);
unsigned long ui_mark_attr(enum ui_mark mark);

/* Whether colours are in use (a colour terminal and no NO_COLOR). */
bool ui_has_colour(void);

#endif
