/* ui_stats.c: "and here is what happens on average": a small experiment
 * around the tree on the screen, as a table and a plot, in the terminal. */
#include "config.h"

#include <curses.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "plot.h"
#include "stats.h"
#include "stats_report.h"
#include "ui_board.h"
#include "ui_screen.h"
#include "ui_stats.h"
#include "util.h"

/* Splits text into lines and draws those that fit from row top. */
static int draw_lines(const char *text, int top, int bottom)
{
    int row = top;
    for (const char *p = text; *p && row < bottom; row++) {
        const char *nl = strchr(p, '\n');
        size_t n = nl ? (size_t)(nl - p) : strlen(p);
        char *line = strndup(p, n);
        if (line)
            ui_put(row, 0, COLS, line, A_NORMAL);
        free(line);
        p += n + (nl ? 1 : 0);
    }
    return row;
}

/* The experiment's outcome, as the screen shows it. */
struct stats_screen {
    struct stats_config c;
    bool ok;
    struct diag err;
    char *table;
    struct strbuf plot;
};

static void draw(void *ctx)
{
    const struct stats_screen *s = ctx;
    erase();
    char title[200];
    /* TRANSLATORS: the screen's title, within 80 columns */
    snprintf(title, sizeof title, P_("On average: %u random tree of degree %u per height "
             "(abprune stats)", "On average: %u random trees of degree %u per height "
             "(abprune stats)", s->c.trees),
             s->c.trees, s->c.degree_min);
    ui_put(0, 0, COLS, title, A_BOLD | A_REVERSE);
    if (!s->ok) {
        ui_put(2, 0, COLS, s->err.message, A_BOLD);
    } else {
        int row = draw_lines(s->table ? s->table : "", 2, LINES - 2);
        if (!s->plot.failed && row + 4 < LINES - 1)
            draw_lines(s->plot.data ? s->plot.data : "", row + 1, LINES - 1);
    }
    ui_put(LINES - 1, 0, COLS, _("any key: back"), A_DIM);
    refresh();
}

/* Any key leaves the screen. */
static enum ui_reaction any_key(void *ctx, int key)
{
    (void)ctx;
    (void)key;
    return UI_QUIT;
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
