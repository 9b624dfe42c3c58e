/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ui_screen.h: the one loop every screen of the interface runs in, and
 * the key tables that drive it.
 *
 * A screen (the stepper, a lesson, a quiz, the statistics) is a context
 * and a few callbacks: draw it, act on a row of its key table, and
 * optionally take keys that are not in the table, read input its own way
 * or do something when no key comes in time.  Handlers return a reaction
 * (what to redraw, whether to quit: the htop pattern) and the loop acts on
 * it.  Resizes and the `?` overlay are handled here and nowhere else.
 *
 * Each screen's keys are one table (struct ui_keymap): the key map, the
 * help overlay, the short key line at the bottom of a screen and the
 * `--list-keys` output all come from it, and a test compares that output
 * with the key lists of the man page. */
#ifndef ABPRUNE_UI_SCREEN_H
#define ABPRUNE_UI_SCREEN_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

/* One row of a key table: an action and the keys for it.  The help
 * names the keys from their codes (ui_key_names), so that what it says
 * is what the keys do.  Strings are marked with N_() and translated when
 * shown. */
struct ui_key {
    int action;             /* the screen's own enum */
    int keys[3];            /* curses key codes (UI_KEY_WHEEL); 0 for unused */
    int shown;              /* how many of keys[] the help names: the rest
                             * are quiet synonyms ('=' for '+') */
    const char *arg;        /* what is typed after the key (". KIND"), or NULL */
    const char *help;       /* what the action does */
    const char *brief;      /* for the key line ("v: view"), or NULL */
};

/* The keys of row k as the help shows them, into buf: the labels of its
 * first k->shown keys, each once ("Right l Space", "Enter"), then its
 * argument ("KIND"), in the language in use. */
const char *ui_key_names(const struct ui_key *k, char *buf, size_t cap);

/* A screen's key table. */
struct ui_keymap {
    const struct ui_key *keys;
    size_t count;
    const char *back;       /* the last line of the help overlay */
};

/* The action of key in the table, or -1. */
int ui_key_action(const struct ui_keymap *m, int key);

/* Draws the help overlay over whatever is on the screen (cleared behind
 * it): every row of the table, the help wrapped, in one or two columns,
 * from text line *top (clamped; the overlay scrolls when the table is
 * longer than the screen), then m->back.  Returns the largest *top. */
int ui_draw_help(const struct ui_keymap *m, int *top);

/* Draws the short key line of a screen on one row, from column 0 and
 * width columns wide: the rows' briefs ("v: view"), two spaces apart.
 * When they do not all fit, whole briefs give way, the table's later rows
 * first; the rows whose action is in keep[0..nkeep-1] (help, quit) stay
 * whatever the width and the language. */
void ui_keys_line(const struct ui_keymap *m, int row, int width, const int *keep, size_t nkeep,
                  bool ascii, unsigned long attr);

/* The key line on up to `most` rows ending at row `bottom`, when the
 * briefs do not all fit on one: the table's rows in order, as many on a
 * row as fit, the rest below (a 80-column screen shows every key on two
 * rows instead of leaving some to the help); the last row gives way as
 * ui_keys_line does when even that is not enough.  Returns the rows
 * used. */
int ui_keys_lines(const struct ui_keymap *m, int bottom, int most, int width, const int *keep,
                  size_t nkeep, bool ascii, unsigned long attr);

/* Writes the table as text, one row per line: the key names, then the
 * help (for `--list-keys`; needs no terminal). */
void ui_keys_print(FILE *out, const struct ui_keymap *m);

/* What a handler asks the loop to do next. */
enum ui_reaction {
    UI_KEEP,        /* nothing on the screen changed */
    UI_REDRAW,      /* draw the screen again */
    UI_HELP,        /* show the help overlay until the next key */
    UI_QUIT,        /* leave the screen */
};

/* A screen: its context, its key table and its handlers.  Only draw and
 * (with a table) act are required. */
struct ui_screen {
    void *ctx;
    const struct ui_keymap *keymap;     /* NULL: every key goes to key() */
    /* Draws the whole screen (erase, contents, refresh). */
    void (*draw)(void *ctx);
    /* Acts on a row of the table; key is the key that was pressed. */
    enum ui_reaction (*act)(void *ctx, int action, int key);
    /* Keys that are in no row (mouse clicks, digits, any key). */
    enum ui_reaction (*key)(void *ctx, int key);
    /* Reads the next input the screen's own way (a line of text): true
     * when it acted on it (the screen is drawn again), else *key is a key
     * for the loop to dispatch.  Not called while the help is shown. */
    bool (*input)(void *ctx, int *key);
    /* Milliseconds to wait for a key before calling tick(), or -1. */
    int (*timeout_ms)(void *ctx);
    enum ui_reaction (*tick)(void *ctx);
};

/* Runs the screen until a handler returns UI_QUIT.  Curses must be
 * started.  Screens may run other screens from their handlers. */
void ui_screen_run(const struct ui_screen *s);

#endif
