/* SPDX-License-Identifier: GPL-3.0-or-later */
/* plot.c: text and SVG plots of an experiment's rows.
 *
 * Both renderers draw the same series, found by one function, in the same
 * log-scaled frame; only the drawing differs. */
#include "config.h"

#include "render/report/plot.h"

#include "base/i18n.h"
#include "base/strbuf.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

/* How a series looks: mark in text, colour and dashes in SVG. */
struct style {
    char mark;
    const char *color;
    const char *dash;           /* SVG stroke-dasharray, "" for solid */
    const char *label;
};

static const struct style alg_style[ALG_COUNT] = {
    [ALG_F] = { 'F', "#555555", "", N_("minimax F (= d^h)") },
    [ALG_F1] = { '1', "#d62728", "", N_("branch and bound F1") },
    [ALG_F2] = { '2', "#1f77b4", "", N_("alpha-beta F2") },
    [ALG_F2_SOFT] = { 's', "#17becf", "", N_("fail-soft F2") },
    [ALG_AB_MINIMAX] = { 'm', "#9467bd", "", N_("F2/G2 (minimax form)") },
    [ALG_F2_ITERATIVE] = { 'i', "#bcbd22", "", N_("F2 (iterative form)") },
    [ALG_PVS] = { 'p', "#8c564b", "", "PVS" },
    [ALG_MTDF] = { 't', "#e377c2", "", "MTD(f)" },
};
static const struct style minimum_style = { 'o', "#2ca02c", "6,4", N_("minimum (best order)") };
static const struct style full_style = { '+', "#7f7f7f", "2,3", N_("d^h (every leaf)") };

enum series_kind { SERIES_ALG, SERIES_MINIMUM, SERIES_FULL };

struct series {
    enum series_kind kind;
    enum algorithm alg;
    const struct style *style;
};

/* The series of one degree's panel: the algorithms run, the minimum, and
 * d^h unless F (which draws the same line) was run.  Returns how many. */
static size_t panel_series(const struct stats_config *c, struct series *out)
{
    size_t n = 0;
    for (int a = 0; a < ALG_COUNT; a++)
        if (c->algorithms & 1u << a)
            out[n++] = (struct series){ SERIES_ALG, (enum algorithm)a, &alg_style[a] };
    out[n++] = (struct series){ SERIES_MINIMUM, ALG_F, &minimum_style };
    if (!(c->algorithms & 1u << ALG_F))
        out[n++] = (struct series){ SERIES_FULL, ALG_F, &full_style };
    return n;
}

/* A series' value at (degree, height), or false when that cell has no row. */
static bool series_value(const struct stats_config *c, const struct stats_result *r,
                         const struct series *s, unsigned d, unsigned h, double *v)
{
    enum algorithm any = ALG_F;
    while (!(c->algorithms & 1u << any))
        any++;
    const struct stats_row *row = stats_find(r, s->kind == SERIES_ALG ? s->alg : any, d, h);
    if (!row || !isfinite(row->mean_leaves))
        return false;
    *v = s->kind == SERIES_ALG ? row->mean_leaves
       : s->kind == SERIES_MINIMUM ? (double)row->minimum : (double)row->full;
    return true;
}

/* The decades a panel spans: 10^lo .. 10^hi, hi > lo.  False when the
 * degree has no rows. */
static bool panel_range(const struct stats_config *c, const struct stats_result *r,
                        const struct series *s, size_t ns, unsigned d, int *lo, int *hi)
{
    double vmin = INFINITY, vmax = 0, v;
    for (size_t i = 0; i < ns; i++)
        for (unsigned h = c->height_min; h <= c->height_max; h++)
            if (series_value(c, r, &s[i], d, h, &v)) {
                vmin = fmin(vmin, v);
                vmax = fmax(vmax, v);
            }
    if (vmax <= 0)
        return false;
    *lo = (int)floor(log10(vmin < 1 ? 1 : vmin) + 1e-9);
    *hi = (int)ceil(log10(vmax) - 1e-9);
    if (*hi <= *lo)
        *hi = *lo + 1;
    return true;
}

/* 1, 10, 100, 1000, then 1e4, 1e5, ... */
static void decade_label(int p, char *buf, size_t cap)
{
    if (p >= 0 && p <= 3)
        snprintf(buf, cap, "%.0f", pow(10, p));
    else
        snprintf(buf, cap, "1e%d", p);
}

/* Position of a height along an axis of `span` units (0..span). */
static double height_at(const struct stats_config *c, unsigned h, double span)
{
    unsigned n = c->height_max - c->height_min;
    return n == 0 ? span / 2 : (double)(h - c->height_min) * span / n;
}

/* Position of a value on a log axis: 0 at 10^hi down to span at 10^lo. */
static double value_at(double v, int lo, int hi, double span)
{
    return (hi - log10(v)) / (hi - lo) * span;
}

/* ---- text ---- */

#define LABEL_WIDTH 7           /* y labels, then " |" */

static void text_legend(struct strbuf *sb, const struct series *s, size_t ns, unsigned width)
{
    size_t col = 0;
    for (size_t i = 0; i <= ns; i++) {
        char item[64];
        if (i < ns)
            snprintf(item, sizeof item, "%c  %s", s[i].style->mark, _(s[i].style->label));
        else
            snprintf(item, sizeof item, "%s", _("*  several at one place"));
        size_t len = strlen(item);
        if (col > 0 && col + 3 + len > width) {
            strbuf_puts(sb, "\n");
            col = 0;
        }
        strbuf_printf(sb, "%s%s", col ? "   " : "  ", item);
        col += (col ? 3 : 2) + len;
    }
    strbuf_puts(sb, "\n");
}

static void text_panel(struct strbuf *sb, const struct stats_config *c,
                       const struct stats_result *r, unsigned d, unsigned width, unsigned rows)
{
    struct series s[ALG_COUNT + 2];
    size_t ns = panel_series(c, s);
    int lo, hi;
    if (!panel_range(c, r, s, ns, d, &lo, &hi))
        return;
    unsigned plotw = width - LABEL_WIDTH - 3;
    char *grid = malloc((size_t)rows * plotw);
    if (!grid) {
        sb->failed = true;
        return;
    }
    memset(grid, ' ', (size_t)rows * plotw);
    for (size_t i = 0; i < ns; i++)
        for (unsigned h = c->height_min; h <= c->height_max; h++) {
            double v;
            if (!series_value(c, r, &s[i], d, h, &v))
                continue;
            long row = lround(value_at(v < 1 ? 1 : v, lo, hi, rows - 1));
            long col = 1 + lround(height_at(c, h, plotw - 3));
            char *cell = &grid[(size_t)row * plotw + (size_t)col];
            *cell = *cell == ' ' || *cell == s[i].style->mark ? s[i].style->mark : '*';
        }
    strbuf_printf(sb, _("Degree %u: leaves examined against height (log scale)\n"), d);
    for (unsigned row = 0; row < rows; row++) {
        char label[16] = "";
        for (int p = lo; p <= hi; p++)
            if (lround(value_at(pow(10, p), lo, hi, rows - 1)) == (long)row)
                decade_label(p, label, sizeof label);
        strbuf_printf(sb, "%*s %c", LABEL_WIDTH, label, label[0] ? '+' : '|');
        /* no trailing blanks */
        unsigned end = plotw;
        while (end > 0 && grid[(size_t)row * plotw + end - 1] == ' ')
            end--;
        strbuf_add(sb, &grid[(size_t)row * plotw], end);
        strbuf_puts(sb, "\n");
    }
    free(grid);
    /* the x axis with a tick and a label under each height */
    char *axis = malloc(plotw + 1), *labels = malloc(plotw + 8);
    if (!axis || !labels) {
        free(axis);
        free(labels);
        sb->failed = true;
        return;
    }
    memset(axis, '-', plotw);
    memset(labels, ' ', plotw + 7);
    long free_from = 0;
    for (unsigned h = c->height_min; h <= c->height_max; h++) {
        long col = 1 + lround(height_at(c, h, plotw - 3));
        axis[col] = '+';
        char num[16];
        int len = snprintf(num, sizeof num, "%u", h);
        long at = col - (len - 1) / 2;
        if (at >= free_from && at + len <= (long)plotw + 7) {
            memcpy(labels + at, num, (size_t)len);
            free_from = at + len + 1;
        }
    }
    long end = plotw + 7;
    while (end > 0 && labels[end - 1] == ' ')
        end--;
    strbuf_printf(sb, "%*s +%.*s\n", LABEL_WIDTH, "", (int)plotw, axis);
    strbuf_printf(sb, "%*s  %.*s\n", LABEL_WIDTH, "", (int)end, labels);
    strbuf_printf(sb, "%*s  %*s\n", LABEL_WIDTH, "", (int)(plotw / 2 + 3), _("height"));
    free(axis);
    free(labels);
    text_legend(sb, s, ns, width);
}

void plot_text(struct strbuf *sb, const struct stats_config *c, const struct stats_result *r,
               unsigned width, unsigned rows)
{
    if (width < PLOT_MIN_WIDTH)
        width = PLOT_MIN_WIDTH;
    if (rows < PLOT_MIN_ROWS)
        rows = PLOT_MIN_ROWS;
    bool first = true;
    for (unsigned d = c->degree_min; d <= c->degree_max; d++) {
        size_t before = sb->len;
        if (!first)
            strbuf_puts(sb, "\n");
        text_panel(sb, c, r, d, width, rows);
        if (sb->len > before + 1)
            first = false;
        else
            sb->len = before;
    }
}

/* ---- SVG ---- */

enum {
    SVG_WIDTH = 820, PANEL_HEIGHT = 420,
    PLOT_X0 = 80, PLOT_X1 = 560, PLOT_Y0 = 50, PLOT_Y1 = 360, LEGEND_X = 585,
};

static void svg_panel(struct strbuf *sb, const struct stats_config *c,
                      const struct stats_result *r, unsigned d, double top)
{
    struct series s[ALG_COUNT + 2];
    size_t ns = panel_series(c, s);
    int lo, hi;
    if (!panel_range(c, r, s, ns, d, &lo, &hi))
        return;
    const double w = PLOT_X1 - PLOT_X0, ht = PLOT_Y1 - PLOT_Y0, y0 = top + PLOT_Y0;
    char heading[200];
    snprintf(heading, sizeof heading, _("Degree %u: leaves examined against height"), d);
    strbuf_printf(sb, "<text x=\"%d\" y=\"%.0f\" font-size=\"16\">%s</text>\n", PLOT_X0, top + 28,
                  heading);
    for (int p = lo; p <= hi; p++) {
        double y = y0 + value_at(pow(10, p), lo, hi, ht);
        char label[16];
        decade_label(p, label, sizeof label);
        strbuf_printf(sb, "<line x1=\"%d\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\" stroke=\"#dddddd\"/>\n"
                      "<text x=\"%d\" y=\"%.1f\" text-anchor=\"end\">%s</text>\n",
                      PLOT_X0, y, PLOT_X1, y, PLOT_X0 - 8, y + 4, label);
    }
    for (unsigned h = c->height_min; h <= c->height_max; h++) {
        double x = PLOT_X0 + height_at(c, h, w);
        strbuf_printf(sb, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"#000\"/>\n"
                      "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"middle\">%u</text>\n",
                      x, y0 + ht, x, y0 + ht + 5, x, y0 + ht + 20, h);
    }
    strbuf_printf(sb, "<rect x=\"%d\" y=\"%.1f\" width=\"%.0f\" height=\"%.0f\" fill=\"none\" "
                  "stroke=\"#000\"/>\n", PLOT_X0, y0, w, ht);
    strbuf_printf(sb, "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"middle\">%s</text>\n",
                  PLOT_X0 + w / 2, y0 + ht + 40, _("height"));
    strbuf_printf(sb, "<text transform=\"translate(20 %.1f) rotate(-90)\" "
                  "text-anchor=\"middle\">%s</text>\n",
                  y0 + ht / 2, _("leaves examined (log scale)"));
    for (size_t i = 0; i < ns; i++) {
        const struct style *st = s[i].style;
        strbuf_printf(sb, "<polyline fill=\"none\" stroke=\"%s\" stroke-width=\"2\"%s%s%s points=\"",
                      st->color, st->dash[0] ? " stroke-dasharray=\"" : "", st->dash,
                      st->dash[0] ? "\"" : "");
        for (unsigned h = c->height_min; h <= c->height_max; h++) {
            double v;
            if (series_value(c, r, &s[i], d, h, &v))
                strbuf_printf(sb, " %.1f,%.1f", PLOT_X0 + height_at(c, h, w),
                              y0 + value_at(v < 1 ? 1 : v, lo, hi, ht));
        }
        strbuf_puts(sb, "\"/>\n");
        if (s[i].kind == SERIES_ALG)
            for (unsigned h = c->height_min; h <= c->height_max; h++) {
                double v;
                if (series_value(c, r, &s[i], d, h, &v))
                    strbuf_printf(sb, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"3\" fill=\"%s\"/>\n",
                                  PLOT_X0 + height_at(c, h, w),
                                  y0 + value_at(v < 1 ? 1 : v, lo, hi, ht), st->color);
            }
        double ly = y0 + 10 + 22.0 * (double)i;
        strbuf_printf(sb, "<line x1=\"%d\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\" stroke=\"%s\" "
                      "stroke-width=\"2\"%s%s%s/>\n<text x=\"%d\" y=\"%.1f\">%s</text>\n",
                      LEGEND_X, ly, LEGEND_X + 30, ly, st->color,
                      st->dash[0] ? " stroke-dasharray=\"" : "", st->dash,
                      st->dash[0] ? "\"" : "", LEGEND_X + 38, ly + 4, _(st->label));
    }
}

void plot_svg(struct strbuf *sb, const struct stats_config *c, const struct stats_result *r)
{
    unsigned panels = 0;
    for (unsigned d = c->degree_min; d <= c->degree_max; d++)
        for (size_t i = 0; i < r->nrows; i++)
            if (r->rows[i].degree == d) {
                panels++;
                break;
            }
    strbuf_printf(sb, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                  "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%u\" "
                  "viewBox=\"0 0 %d %u\" font-family=\"sans-serif\" font-size=\"13\">\n"
                  "<rect width=\"100%%\" height=\"100%%\" fill=\"#ffffff\"/>\n",
                  SVG_WIDTH, PANEL_HEIGHT * (panels ? panels : 1), SVG_WIDTH,
                  PANEL_HEIGHT * (panels ? panels : 1));
    unsigned k = 0;
    for (unsigned d = c->degree_min; d <= c->degree_max; d++) {
        size_t before = sb->len;
        svg_panel(sb, c, r, d, (double)k * PANEL_HEIGHT);
        if (sb->len > before)
            k++;
    }
    strbuf_puts(sb, "</svg>\n");
}
