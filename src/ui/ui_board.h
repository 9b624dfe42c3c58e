/* ui_board.h: what lessons and quizzes need from curses: a session that
 * always restores the terminal, colours by meaning, the paper figure drawn
 * into a window, a line of input and wrapped text.
 *
 * This and the other ui_*.c files are the only places that include curses. */
#ifndef ABPRUNE_UI_BOARD_H
#define ABPRUNE_UI_BOARD_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <wchar.h>

#include "base/diag.h"
#include "render/paper.h"

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

/* Starts curses on the terminal.  Fails (and prints why) when standard
 * input or output is not a terminal.  With a key script loaded, starts on
 * a virtual screen of the script's size instead (no terminal needed). */
bool ui_start(const char *who);

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

/* Writes the screen as text to the dump file (script mode). */
void ui_dump(void);


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
unsigned long ui_mark_attr(enum ui_mark mark);

/* Whether colours are in use (a colour terminal and no NO_COLOR). */
bool ui_has_colour(void);

/* Draws the part of p's figure whose top-left corner is (x0, y0) into the
 * screen rectangle at (top, left) of h x w.  mark, when not NULL, gives an
 * enum ui_mark per node that overrides the role's attributes. */
void ui_draw_paper(const struct paper *p, int top, int left, int h, int w, uint32_t x0,
                   uint32_t y0, const uint8_t *mark);

/* The same with the marks asked node by node (enum ui_mark), for what is
 * on screen only; mark_of may be NULL. */
void ui_draw_paper_marked(const struct paper *p, int top, int left, int h, int w, uint32_t x0,
                          uint32_t y0, uint8_t (*mark_of)(const void *ctx, node_id n),
                          const void *ctx);

/* Moves (x0, y0) as little as possible so that node n is inside a window
 * of w x h cells (with a margin when the figure is larger). */
void ui_follow(const struct paper *p, node_id n, int w, int h, uint32_t *x0, uint32_t *y0);

/* Keeps a scrolled window of w x h cells on the drawing: (x0, y0) at most
 * where its last column and row are at the window's right and bottom
 * edges, 0 where it fits. */
void ui_clamp(const struct paper *p, int w, int h, uint32_t *x0, uint32_t *y0);


/* How ui_read_line edits. */
enum ui_line_flags {
    UI_LINE_EDIT = 1u << 0,     /* the cursor moves in the line (Left, Right,
                                 * Home, End, Del, Ctrl-A/E/B/F/D/K/U) and '?'
                                 * is typed; without it those keys, like any
                                 * other that does not edit, end the line */
};

/* Reads a line of text (UTF-8, whatever the keyboard types) into buf at
 * (row, col) with the prompt before it, starting from what buf holds; true
 * when the reader presses Enter.  Any key that is not editing (Escape,
 * Page Up, a resize, ...) ends the input with false and is left in *key
 * for the caller to act on (Esc: cancel). */
bool ui_read_line(int row, int col, const char *prompt, char *buf, size_t cap, int *key,
                  unsigned flags);


#endif
