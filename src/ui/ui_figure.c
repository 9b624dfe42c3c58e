/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ui_figure.c: the paper's figure drawn into a window of the screen,
 * and the window kept on the drawing. */
#include "config.h"

#include "ui/ui_figure.h"

#include <curses.h>
#include <stdlib.h>

#include "base/utf8.h"
#include "ui/ui_session.h"

static void put_cell(int row, int col, uint32_t ch, uint32_t accent, attr_t attr)
{
    wchar_t wc[3] = { (wchar_t)ch, (wchar_t)accent, L'\0' };
    cchar_t c;
    /* the colour pair is setcchar's own argument: one inside attr alone
     * is lost */
    setcchar(&c, wc, attr & ~(attr_t)A_COLOR, (short)PAIR_NUMBER(attr), NULL);
    mvadd_wch(row, col, &c);
}

void ui_draw_paper_marked(const struct paper *p, int top, int left, int h, int w, uint32_t x0,
                          uint32_t y0, uint8_t (*mark_of)(const void *ctx, node_id n),
                          const void *ctx)
{
    if (h <= 0 || w <= 0)
        return;
    struct cell *cells = malloc((size_t)h * (size_t)w * sizeof *cells);
    if (!cells)
        return;
    paper_draw(p, x0, y0, (uint32_t)w, (uint32_t)h, cells);
    node_id last = AB_NO_NODE;
    uint8_t last_mark = UI_MARK_NONE;
    for (int r = 0; r < h; r++)
        for (int c = 0; c < w; c++) {
            const struct cell *cell = &cells[(size_t)r * (size_t)w + (size_t)c];
            attr_t a = (attr_t)ui_role_attr(cell->role);
            /* a mark colours a position's value and lines, never the
             * letters and digits that mark it already */
            bool letter = cell->role >= ROLE_MARK && cell->role <= ROLE_TYPE;
            if (mark_of && cell->node != AB_NO_NODE && cell->ch != ' ' && !letter) {
                if (cell->node != last) {
                    last = cell->node;
                    last_mark = mark_of(ctx, last);
                }
                if (last_mark != UI_MARK_NONE)
                    a = (attr_t)ui_mark_attr((enum ui_mark)last_mark);
            }
            /* a wide character's second column is the character's; its
             * half at an edge of the window, a blank */
            uint32_t ch = cell->ch, accent = cell->accent;
            if (ch == PAPER_WIDE_TAIL && c > 0 && utf8_char_width(cell[-1].ch) == 2)
                continue;
            if (ch == PAPER_WIDE_TAIL || (c + 1 == w && utf8_char_width(ch) == 2))
                ch = ' ', accent = 0;
            put_cell(top + r, left + c, ch, accent, a);
        }
    free(cells);
}

static uint8_t mark_in_array(const void *ctx, node_id n)
{
    return ((const uint8_t *)ctx)[n];
}

void ui_draw_paper(const struct paper *p, int top, int left, int h, int w, uint32_t x0,
                   uint32_t y0, const uint8_t *mark)
{
    ui_draw_paper_marked(p, top, left, h, w, x0, y0, mark ? mark_in_array : NULL, mark);
}

void ui_follow(const struct paper *p, node_id n, int w, int h, uint32_t *x0, uint32_t *y0)
{
    const struct layout *l = p->layout;
    uint32_t x = l->x[n], y = layout_value_row(l, tree_depth(p->tree, n));
    uint32_t margin_x = (uint32_t)w / 6, margin_y = (uint32_t)h / 6;
    if (l->width <= (uint32_t)w)
        *x0 = 0;
    else if (x < *x0 + margin_x || x + margin_x >= *x0 + (uint32_t)w)
        *x0 = x > (uint32_t)w / 2 ? x - (uint32_t)w / 2 : 0;
    if (l->rows <= (uint32_t)h)
        *y0 = 0;
    else if (y < *y0 + margin_y || y + margin_y + 1 >= *y0 + (uint32_t)h)
        *y0 = y > (uint32_t)h / 2 ? y - (uint32_t)h / 2 : 0;
    ui_clamp(p, w, h, x0, y0);
}

void ui_clamp(const struct paper *p, int w, int h, uint32_t *x0, uint32_t *y0)
{
    const struct layout *l = p->layout;
    /* never past the drawing's end: no blank rows or columns below or
     * right of it while part of it is out of sight, none at all when it
     * fits */
    uint32_t max_x = l->width > (uint32_t)w ? l->width - (uint32_t)w : 0;
    uint32_t max_y = l->rows > (uint32_t)h ? l->rows - (uint32_t)h : 0;
    if (*x0 > max_x)
        *x0 = max_x;
    if (*y0 > max_y)
        *y0 = max_y;
}
