/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ui_stats.c: "and here is what happens on average": a small experiment
 * around the tree on the screen, as a table and a plot, in the terminal. */
#include "config.h"

#include <curses.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ui/ui_stats.h"
#include "base/i18n.h"
#include "base/strbuf.h"
#include "base/util.h"
#include "render/report/plot.h"
#include "render/report/stats_report.h"
#include "search/stats.h"
#include "ui/ui_script.h"
#include "ui/ui_fit.h"
#include "ui/ui_screen.h"

/* The experiment's outcome, as the screen shows it: the table, its note
 * and the plot, one text that scrolls when it is longer than the screen. */
struct stats_screen {
    struct stats_config c;
    bool ok;
    struct diag err;
    char *table;
    struct strbuf plot;
    int top;            /* the first line of the text shown */
    int most;           /* the largest top (0: the text fits) */
};

/* The number of lines of text. */
static int count_lines(const char *text)
{
    int n = 0;
    for (const char *p = text; *p; n++) {
        const char *nl = strchr(p, '\n');
        p = nl ? nl + 1 : p + strlen(p);
    }
    return n;
}

/* Draws lines first.. of text from row top to bottom (excluded). */
static void draw_lines(const char *text, int first, int top, int bottom)
{
    int line = 0, row = top;
    for (const char *p = text; *p && row < bottom; line++) {
        const char *nl = strchr(p, '\n');
        size_t n = nl ? (size_t)(nl - p) : strlen(p);
        if (line >= first) {
            char *s = strndup(p, n);
            if (s)
                ui_put(row, 0, COLS, s, A_NORMAL);
            free(s);
            row++;
        }
        p += n + (nl ? 1 : 0);
    }
}

static void draw(void *ctx)
{
    struct stats_screen *s = ctx;
    erase();
    char title[200];
    /* TRANSLATORS: the screen's title, within 80 columns */
    snprintf(title, sizeof title, P_("On average: %u random tree of degree %u per height "
             "(abprune stats)", "On average: %u random trees of degree %u per height "
             "(abprune stats)", s->c.trees),
             s->c.trees, s->c.degree_min);
    ui_put(0, 0, COLS, title, A_BOLD | A_REVERSE);
    char back[UI_SEG_MAX];
    snprintf(back, sizeof back, "%s", _("any key: back"));
    if (!s->ok) {
        ui_put(2, 0, COLS, s->err.message, A_BOLD);
    } else {
        /* the table and its note, a blank line, the plot */
        struct strbuf text;
        strbuf_init(&text);
        strbuf_puts(&text, s->table ? s->table : "");
        if (!s->plot.failed && s->plot.data)
            strbuf_printf(&text, "\n%s", s->plot.data);
        const char *all = text.failed || !text.data ? "" : text.data;
        int body = LINES - 3, total = count_lines(all);
        s->most = total > body ? total - body : 0;
        if (s->top > s->most)
            s->top = s->most;
        if (s->top < 0)
            s->top = 0;
        draw_lines(all, s->top, 2, LINES - 1);
        if (s->most > 0)
            snprintf(back, sizeof back,
                     _("any key: back   (Up, Down, PgUp, PgDn: scroll, lines %d-%d of %d)"),
                     s->top + 1, s->top + body, total);
        strbuf_free(&text);
    }
    ui_put(LINES - 1, 0, COLS, back, A_DIM);
    refresh();
}

/* Up, Down, PgUp and PgDn (and, as in the help, j, k, Space and the
 * wheel) scroll a text longer than the screen; any other key leaves it. */
static enum ui_reaction any_key(void *ctx, int key)
{
    struct stats_screen *s = ctx;
    int page = LINES - 4 > 1 ? LINES - 4 : 1, by = 0;
    switch (key) {
    case KEY_DOWN: case 'j': by = 1; break;
    case KEY_UP: case 'k': by = -1; break;
    case KEY_NPAGE: case ' ': by = page; break;
    case KEY_PPAGE: by = -page; break;
    case KEY_MOUSE: {
        int row, col;
        bool shift;
        enum ui_mouse m = ui_mouse(&row, &col, &shift);
        if (m == UI_MOUSE_NONE)
            return UI_KEEP;
        by = m == UI_MOUSE_WHEEL_DOWN ? 3 : m == UI_MOUSE_WHEEL_UP ? -3 : 0;
        break;
    }
    default: break;
    }
    if (by == 0 || s->most == 0)
        return UI_QUIT;
    s->top += by;
    return UI_REDRAW;
}

void ui_stats_screen(const struct tree *t)
{
    uint32_t degree = 0;
    if (!tree_is_uniform(t, &degree))
        degree = tree_nchild(t, 0);
    if (degree < 2)
        degree = 2;
    struct stats_screen s = { .c = stats_around(degree, t->height) };
    erase();
    ui_put(0, 0, COLS, _("Running a small experiment..."), A_BOLD);
    refresh();
    struct stats_result r = { 0 };
    size_t table_len = 0;
    strbuf_init(&s.plot);
    s.ok = stats_run(&s.c, &r, &s.err) == 0;
    if (s.ok) {
        FILE *mem = open_memstream(&s.table, &table_len);
        if (mem) {
            stats_print_text(mem, &s.c, &r);
            fclose(mem);
        }
        plot_text(&s.plot, &s.c, &r, (unsigned)(COLS < 80 ? 80 : COLS > 120 ? 120 : COLS),
                  PLOT_MIN_ROWS);
    }
    struct ui_screen screen = { .ctx = &s, .draw = draw, .key = any_key };
    ui_screen_run(&screen);
    free(s.table);
    strbuf_free(&s.plot);
    stats_result_free(&r);
}
