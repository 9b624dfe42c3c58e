/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ui_session.c: the curses session (started once, always ended, on a
 * virtual screen under a key script) and colours by meaning. */
#include "config.h"

#include "ui/ui_session.h"

#include <curses.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "base/i18n.h"
#include "render/figure/paper.h"
#include "search/cutkind.h"
#include "ui/ui_script.h"

static bool started;

/* Colours by meaning: one row per role or mark.  Each look is readable
 * on dark and light backgrounds alike: a colour that is faint on one of
 * them (blue on black, yellow or cyan on white) is only ever a background
 * behind black or white text.  The attribute alone must carry the meaning
 * on a monochrome terminal or with NO_COLOR: not reached is dim, reached
 * is plain, the path is bold and the current position reverse. */
struct look {
    short fg, bg;       /* curses colours; -1: the terminal's own */
    attr_t attr;        /* with colours */
    attr_t mono;        /* without: the meaning in attributes alone */
};

static const struct look role_looks[ROLE_COUNT] = {
    [ROLE_BLANK] = { -1, -1, A_NORMAL, A_NORMAL },
    [ROLE_PLAIN] = { -1, -1, A_DIM, A_DIM },
    [ROLE_FOLLOWED] = { -1, -1, A_NORMAL, A_NORMAL },
    [ROLE_PATH] = { COLOR_MAGENTA, -1, A_BOLD, A_BOLD },
    [ROLE_CURRENT] = { COLOR_BLACK, COLOR_YELLOW, A_NORMAL, A_BOLD | A_REVERSE },
    [ROLE_CUT] = { -1, -1, A_DIM, A_DIM },
    /* ROLE_MARK + kind: from the table of cut kinds, see role_look */
    [ROLE_TYPE] = { COLOR_BLACK, COLOR_CYAN, A_NORMAL, A_BOLD },
    [ROLE_BOUND] = { COLOR_GREEN, -1, A_BOLD, A_BOLD },
};

/* The core's colours by meaning (cutkind.h), as looks for both
 * backgrounds. */
static const struct look term_looks[] = {
    [TERM_RED] = { COLOR_RED, -1, A_BOLD, A_BOLD },
    [TERM_GREEN] = { COLOR_GREEN, -1, A_BOLD, A_BOLD },
    [TERM_YELLOW] = { COLOR_BLACK, COLOR_YELLOW, A_NORMAL, A_BOLD },
    [TERM_BLUE] = { COLOR_WHITE, COLOR_BLUE, A_BOLD, A_BOLD },
    [TERM_MAGENTA] = { COLOR_MAGENTA, -1, A_BOLD, A_BOLD },
    [TERM_CYAN] = { COLOR_BLACK, COLOR_CYAN, A_NORMAL, A_BOLD },
};

static struct look role_look(uint8_t role)
{
    if (role >= ROLE_MARK && role < ROLE_MARK + CUT_KIND_COUNT) {
        const struct cut_kind_info *k = cut_kind_info((enum cut_kind)(role - ROLE_MARK));
        struct look l = term_looks[k->colour];
        if (k->underline) {
            l.attr |= A_UNDERLINE;
            l.mono |= A_UNDERLINE;
        }
        return l;
    }
    return role_looks[role];
}

static const struct look mark_looks[UI_MARK_COUNT] = {
    [UI_MARK_NONE] = { -1, -1, A_NORMAL, A_NORMAL },
    [UI_MARK_HIGHLIGHT] = { COLOR_BLACK, COLOR_CYAN, A_NORMAL, A_BOLD | A_UNDERLINE },
    [UI_MARK_CURSOR] = { COLOR_BLACK, COLOR_YELLOW, A_NORMAL, A_REVERSE | A_BOLD },
    [UI_MARK_RIGHT] = { COLOR_GREEN, -1, A_BOLD, A_BOLD },
    [UI_MARK_WRONG] = { COLOR_WHITE, COLOR_RED, A_BOLD, A_BOLD | A_REVERSE },
    [UI_MARK_ANSWER] = { COLOR_MAGENTA, -1, A_BOLD | A_UNDERLINE, A_BOLD | A_UNDERLINE },
};

/* A game's board: the two players in colours of their own, the last move
 * as the current position, the frame dim; without colours the players
 * are told apart by their letters, the last move by reverse video. */
static const struct look board_looks[UI_BOARD_COUNT] = {
    [UI_BOARD_FRAME] = { -1, -1, A_DIM, A_DIM },
    [UI_BOARD_EMPTY] = { -1, -1, A_DIM, A_DIM },
    [UI_BOARD_FIRST] = { COLOR_RED, -1, A_BOLD, A_BOLD },
    [UI_BOARD_SECOND] = { COLOR_GREEN, -1, A_BOLD, A_BOLD },
    [UI_BOARD_PIECE] = { -1, -1, A_BOLD, A_BOLD },
    [UI_BOARD_LAST] = { COLOR_BLACK, COLOR_YELLOW, A_BOLD, A_BOLD | A_REVERSE },
};

/* A look as attributes: with colour, its pair; without, the attributes
 * alone. */
static attr_t look_attr(const struct look *l, short pair, bool colour)
{
    if (!colour)
        return l->mono;
    return l->fg < 0 && l->bg < 0 ? l->attr : l->attr | (attr_t)COLOR_PAIR(pair);
}

enum { MARK_PAIR_BASE = ROLE_COUNT + 1, BOARD_PAIR_BASE = MARK_PAIR_BASE + UI_MARK_COUNT };

static bool use_colour;

static void init_colours(void)
{
    const char *no_colour = getenv("NO_COLOR");
    use_colour = has_colors() && !(no_colour && *no_colour);
    if (!use_colour)
        return;
    if (start_color() == ERR || COLOR_PAIRS < BOARD_PAIR_BASE + UI_BOARD_COUNT) {
        use_colour = false;
        return;
    }
    use_default_colors();
    for (int r = 0; r < ROLE_COUNT; r++) {
        struct look l = role_look((uint8_t)r);
        init_pair((short)(r + 1), l.fg, l.bg);
    }
    for (int m = 0; m < UI_MARK_COUNT; m++)
        init_pair((short)(MARK_PAIR_BASE + m), mark_looks[m].fg, mark_looks[m].bg);
    for (int b = 0; b < UI_BOARD_COUNT; b++)
        init_pair((short)(BOARD_PAIR_BASE + b), board_looks[b].fg, board_looks[b].bg);
}

unsigned long ui_role_attr(uint8_t role)
{
    if (role >= ROLE_COUNT)
        role = ROLE_BLANK;
    struct look look = role_look(role);
    return look_attr(&look, (short)(role + 1), use_colour);
}

unsigned long ui_mark_attr(enum ui_mark mark)
{
    return look_attr(&mark_looks[mark], (short)(MARK_PAIR_BASE + mark), use_colour);
}

unsigned long ui_board_attr(enum ui_board_look look)
{
    if (look >= UI_BOARD_COUNT)
        look = UI_BOARD_FRAME;
    return look_attr(&board_looks[look], (short)(BOARD_PAIR_BASE + look), use_colour);
}

bool ui_has_colour(void)
{
    return use_colour;
}

void ui_end(void)
{
    if (started) {
        if (ui_script_loaded())
            ui_dump();
        endwin();
        started = false;
    }
}

/* curses on a screen of the script's size that goes nowhere */
static bool start_virtual(const char *who, struct diag *err)
{
    FILE *out = fopen("/dev/null", "w"), *in = fopen("/dev/null", "r");
    if (!out || !in || !newterm("xterm", out, in)) {
        if (out)
            fclose(out);
        if (in)
            fclose(in);
        diag_set(err, who, 0, 0, "%s", _("cannot start the virtual screen for the key script"));
        return false;
    }
    int cols, rows;
    ui_script_size(&cols, &rows);
    resizeterm(rows, cols);
    return true;
}

bool ui_start(const char *who, struct diag *err)
{
    if (ui_script_loaded()) {
        if (!start_virtual(who, err))
            return false;
    } else if (!isatty(STDIN_FILENO) || !isatty(STDOUT_FILENO)) {
        diag_set(err, who, 0, 0, "%s",
                 _("needs a terminal (standard input and output); "
                   "'abprune lesson --check' and 'abprune quiz --print' work without one"));
        return false;
    } else if (!initscr()) {
        diag_set(err, who, 0, 0, "%s", _("cannot start the terminal interface"));
        return false;
    }
    started = true;
    atexit(ui_end);
    cbreak();
    noecho();
    keypad(stdscr, TRUE);
    curs_set(0);
    /* clicks, and the wheel (buttons 4 and 5) */
    mousemask(BUTTON1_CLICKED | BUTTON1_PRESSED | BUTTON4_PRESSED | BUTTON5_PRESSED |
              BUTTON_SHIFT, NULL);
    mouseinterval(0);
    set_escdelay(25);
    init_colours();
    return true;
}

bool ui_size_ok(void)
{
    if (COLS >= UI_MIN_COLS && LINES >= UI_MIN_ROWS)
        return true;
    erase();
    char msg[120];
    snprintf(msg, sizeof msg, _("Terminal too small: %dx%d; abprune needs %dx%d."), COLS, LINES,
             UI_MIN_COLS, UI_MIN_ROWS);
    mvaddnstr(LINES / 2, 0, msg, COLS);
    mvaddnstr(LINES / 2 + 1, 0, _("Enlarge the window, or press q to quit."), COLS);
    refresh();
    return false;
}
