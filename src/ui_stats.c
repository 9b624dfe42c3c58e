/* ui_stats.c: "and here is what happens on average": a small experiment
 * around the tree on the screen, as a table and a plot, in the terminal. */
#include "config.h"

#include <curses.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "plot.h"
#include "stats.h"
#include "stats_report.h"
#include "ui_board.h"
#include "ui_stats.h"

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

void ui_stats_screen(const struct tree *t)
{
    uint32_t degree = 0;
    if (!tree_is_uniform(t, &degree))
        degree = t->nchild[0];
    if (degree < 2)
        degree = 2;
    struct stats_config c = stats_around(degree, t->height);
    erase();
    ui_put(0, 0, COLS, "Running a small experiment...", A_BOLD);
    refresh();
    struct stats_result r = { 0 };
    struct diag err;
    char *table = NULL;
    size_t table_len = 0;
    struct strbuf plot;
    strbuf_init(&plot);
    int ok = stats_run(&c, &r, &err) == 0;
    if (ok) {
        FILE *mem = open_memstream(&table, &table_len);
        if (mem) {
            stats_print_text(mem, &c, &r);
            fclose(mem);
        }
        plot_text(&plot, &c, &r, (unsigned)(COLS < 80 ? 80 : COLS > 120 ? 120 : COLS),
                  PLOT_MIN_ROWS);
    }
    int key;
    do {
        erase();
        char title[200];
        snprintf(title, sizeof title, "On average: %u random trees of degree %u per height, "
                 "as in the paper's analysis (abprune stats)", c.trees, c.degree_min);
        ui_put(0, 0, COLS, title, A_BOLD | A_REVERSE);
        if (!ok) {
            ui_put(2, 0, COLS, err.message, A_BOLD);
        } else {
            int row = draw_lines(table ? table : "", 2, LINES - 2);
            if (!plot.failed && row + 4 < LINES - 1)
                draw_lines(plot.data ? plot.data : "", row + 1, LINES - 1);
        }
        ui_put(LINES - 1, 0, COLS, "any key: back", A_DIM);
        refresh();
        key = ui_getch();
    } while (key == KEY_RESIZE);
    free(table);
    strbuf_free(&plot);
    stats_result_free(&r);
}
