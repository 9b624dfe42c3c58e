/* SPDX-License-Identifier: GPL-3.0-or-later */
/* stats_report.c: text, CSV and JSON for experiment rows.
 *
 * One table of fields drives the CSV header, the CSV lines and the JSON
 * members, so the two machine formats cannot drift apart. */
#include "config.h"

#include "render/report/stats_report.h"

#include <inttypes.h>
#include <math.h>

#include "base/i18n.h"
#include "base/json.h"
#include "base/utf8.h"
#include "search/analysis.h"

const char *stats_values_name(const struct stats_config *c, char *buf, size_t cap)
{
    if (!c->ties)
        return "distinct";
    snprintf(buf, cap, "%d..%d", (int)c->value_min, (int)c->value_max);
    return buf;
}

enum field_kind { FIELD_ALG, FIELD_UINT, FIELD_REAL };

struct field {
    const char *name;
    enum field_kind kind;
    size_t offset;              /* of the unsigned / uint64_t / double in the row */
    bool wide;                  /* FIELD_UINT: uint64_t rather than unsigned */
};

#define UINT_FIELD(n, m) { n, FIELD_UINT, offsetof(struct stats_row, m), false }
#define WIDE_FIELD(n, m) { n, FIELD_UINT, offsetof(struct stats_row, m), true }
#define REAL_FIELD(n, m) { n, FIELD_REAL, offsetof(struct stats_row, m), false }

static const struct field fields[] = {
    { "algorithm", FIELD_ALG, 0, false },
    UINT_FIELD("degree", degree),
    UINT_FIELD("height", height),
    UINT_FIELD("trees", trees),
    REAL_FIELD("mean_leaves", mean_leaves),
    REAL_FIELD("ci95", ci95),
    REAL_FIELD("stddev", stddev),
    WIDE_FIELD("minimum", minimum),
    WIDE_FIELD("full", full),
    REAL_FIELD("branching_factor", branching),
    REAL_FIELD("pearl_limit", pearl),
    REAL_FIELD("reference_branching_factor", reference),
    REAL_FIELD("deep_leaves", deep),
    REAL_FIELD("deep_ci95", deep_ci95),
};
#define NFIELDS (sizeof fields / sizeof fields[0])

static uint64_t field_uint(const struct stats_row *row, const struct field *f)
{
    const char *p = (const char *)row + f->offset;
    return f->wide ? *(const uint64_t *)(const void *)p : *(const unsigned *)(const void *)p;
}

static double field_real(const struct stats_row *row, const struct field *f)
{
    return *(const double *)(const void *)((const char *)row + f->offset);
}

void stats_print_csv(FILE *out, const struct stats_config *c, const struct stats_result *r)
{
    char buf[32];
    for (size_t i = 0; i < NFIELDS; i++)
        fprintf(out, "%s,", fields[i].name);
    fprintf(out, "order,values,seed\n");
    for (size_t k = 0; k < r->nrows; k++) {
        const struct stats_row *row = &r->rows[k];
        for (size_t i = 0; i < NFIELDS; i++) {
            const struct field *f = &fields[i];
            if (f->kind == FIELD_ALG)
                fputs(algorithm_info(row->alg)->option, out);
            else if (f->kind == FIELD_UINT)
                fprintf(out, "%" PRIu64, field_uint(row, f));
            else if (isfinite(field_real(row, f)))
                fprintf(out, "%.10g", field_real(row, f));
            fputc(',', out);
        }
        fprintf(out, "%s,%s,%" PRIu64 "\n", order_name(c->order),
                stats_values_name(c, buf, sizeof buf), c->seed);
    }
}

void stats_print_json(FILE *out, const struct stats_config *c, const struct stats_result *r)
{
    char buf[32];
    struct json j;
    json_init(&j, out);
    json_begin_array(&j);
    for (size_t k = 0; k < r->nrows; k++) {
        const struct stats_row *row = &r->rows[k];
        json_begin_object(&j);
        for (size_t i = 0; i < NFIELDS; i++) {
            const struct field *f = &fields[i];
            json_key(&j, f->name);
            if (f->kind == FIELD_ALG)
                json_string(&j, algorithm_info(row->alg)->option);
            else if (f->kind == FIELD_UINT)
                json_int(&j, (long long)field_uint(row, f));
            else
                json_double(&j, field_real(row, f));
        }
        json_key(&j, "order");
        json_string(&j, order_name(c->order));
        json_key(&j, "values");
        json_string(&j, stats_values_name(c, buf, sizeof buf));
        json_key(&j, "seed");
        /* a JSON number may lose the low bits of a 64-bit seed in readers
         * that use doubles, so the seed is a string */
        snprintf(buf, sizeof buf, "%" PRIu64, c->seed);
        json_string(&j, buf);
        json_end_object(&j);
    }
    json_end_array(&j);
    json_finish(&j);
}

/* A heading right-aligned in a column of width, after a space, in the
 * columns it takes on the screen (a translated heading is UTF-8). */
static void print_heading(FILE *out, size_t width, const char *heading)
{
    size_t w = utf8_width(heading);
    fputc(' ', out);
    for (; w < width; w++)
        fputc(' ', out);
    fputs(heading, out);
}

/* The headings of the table's columns, translated: the notes under the
 * table name them (the CSV and JSON keep their English names). */
static void print_headings(FILE *out)
{
    char alg[64];
    fputs(utf8_pad(alg, sizeof alg, i18n_context(NC_("stats heading", "alg")), 7), out);
    print_heading(out, 3, "d");
    print_heading(out, 3, "h");
    print_heading(out, 11, i18n_context(NC_("stats heading", "mean")));
    print_heading(out, 8, "+-95%");
    print_heading(out, 9, i18n_context(NC_("stats heading", "minimum")));
    print_heading(out, 9, "d^h");
    print_heading(out, 6, _("bf"));
    print_heading(out, 9, i18n_context(NC_("stats heading", "deep")));
    fputc('\n', out);
}

/* A number in a column, or "-" when undefined. */
static void print_real(FILE *out, int width, int decimals, double v)
{
    if (isfinite(v))
        fprintf(out, " %*.*f", width, decimals, v);
    else
        fprintf(out, " %*s", width, "-");
}

/* The line above each (algorithm, degree) block: where the branching
 * factor is expected: Pearl's limit (F2's only) and the reference
 * simulation's figure (analysis.h). */
static void print_block_heading(FILE *out, const struct stats_row *row)
{
    const char *alg = algorithm_info(row->alg)->option;
    if (row->alg == ALG_F) {
        fprintf(out, _("%s, degree %u: every leaf, bf = d = %u\n"), alg, row->degree, row->degree);
        return;
    }
    unsigned at;
    double ref = analysis_reference_branching(row->alg, row->degree, &at);
    bool pearl = row->alg != ALG_F1;    /* the limit is F2's, not F1's */
    if (pearl && isfinite(ref))
        fprintf(out, _("%s, degree %u: Pearl's limit %.3f, reference %.2f at h = %u\n"), alg,
                row->degree, row->pearl, ref, at);
    else if (pearl)
        fprintf(out, _("%s, degree %u: Pearl's limit %.3f\n"), alg, row->degree, row->pearl);
    else if (isfinite(ref))
        fprintf(out, _("%s, degree %u: reference %.2f at h = %u\n"), alg, row->degree, ref, at);
    else
        fprintf(out, _("%s, degree %u\n"), alg, row->degree);
}

/* The table for people: numbers in the reader's decimal point (i18n.h). */
static void print_text(FILE *out, const struct stats_config *c, const struct stats_result *r);

void stats_print_text(FILE *out, const struct stats_config *c, const struct stats_result *r)
{
    locale_t was = i18n_reader_begin();
    print_text(out, c, r);
    i18n_reader_end(was);
}

static void print_text(FILE *out, const struct stats_config *c, const struct stats_result *r)
{
    char buf[32];
    /* TRANSLATORS: two lines, each within 80 columns whatever the seed (up
     * to 20 digits): the first %s is "distinct" or a range "0..9", the
     * second the order's words ("random order", "best order", "worst
     * order", translated on their own) */
    fprintf(out, P_("%u random tree per degree and height, seed %llu:\n"
                    "%s leaf values, %s\n",
                    "%u random trees per degree and height, seed %llu:\n"
                    "%s leaf values, %s\n",
                    c->trees),
            c->trees, (unsigned long long)c->seed,
            c->ties ? stats_values_name(c, buf, sizeof buf) : _("distinct"),
            _(order_phrase(c->order)));
    for (size_t k = 0; k < r->nrows; k++) {
        const struct stats_row *row = &r->rows[k];
        if (k == 0 || row->alg != r->rows[k - 1].alg || row->degree != r->rows[k - 1].degree) {
            fputc('\n', out);
            print_block_heading(out, row);
            print_headings(out);
        }
        fprintf(out, "%-7s %3u %3u", algorithm_info(row->alg)->option, row->degree,
                row->height);
        print_real(out, 11, 2, row->mean_leaves);
        print_real(out, 8, 2, row->ci95);
        fprintf(out, " %9" PRIu64 " %9" PRIu64, row->minimum, row->full);
        print_real(out, 6, 3, row->branching);
        print_real(out, 9, 2, row->deep);
        fputc('\n', out);
    }
    fprintf(out, _("\nmean: leaves examined, averaged over the trees; +-95%%: the half-width of\n"
            "its 95%% confidence interval.  minimum: d^ceil(h/2) + d^floor(h/2) - 1, what\n"
            "F2 examines on a perfectly ordered tree.  bf: sqrt(N_h / N_(h-2)), the\n"
            "effective branching factor.  Pearl's limit (Pearl, after the paper): x/(1-x)\n"
            "with x^d + x = 1, where F2's bf tends.  reference: this program's own\n"
            "simulation of bf (stats --paper), not a figure of the paper.  deep: leaves F1\n"
            "examines that F2 does not (mean per tree), what deep cutoffs save.\n"));
    fputs(_("alg, d, h: the procedure, the trees' degree and height.  d^h: every leaf,\n"
            "what F examines.  A dash: no value (bf needs the height h-2 as well; deep is\n"
            "given on F2's rows when F1 ran too).\n"), out);
}

/* The half-width of a 95% interval for sqrt(N_h / N_(h-2)), from those of
 * the two means (independent trees; first order). */
static double branching_ci(const struct stats_result *r, const struct stats_row *row)
{
    const struct stats_row *below = stats_find(r, row->alg, row->degree, row->height - 2);
    if (!below || !isfinite(row->branching))
        return NAN;
    double a = row->ci95 / row->mean_leaves, b = below->ci95 / below->mean_leaves;
    return row->branching * 0.5 * sqrt(a * a + b * b);
}

/* "bf +-ci paper diff" for one procedure. */
static void print_paper_cell(FILE *out, const struct stats_result *r, enum algorithm a,
                             unsigned d, unsigned h)
{
    const struct stats_row *row = stats_find(r, a, d, h);
    if (!row) {
        fprintf(out, " %6s %6s %6s %7s", "-", "-", "-", "-");
        return;
    }
    print_real(out, 6, 3, row->branching);
    print_real(out, 6, 3, branching_ci(r, row));
    print_real(out, 6, 2, row->reference);
    double diff = 100 * (row->branching / row->reference - 1);
    if (isfinite(diff))
        fprintf(out, " %+6.1f%%", diff);
    else
        fprintf(out, " %7s", "-");
}

static void print_paper(FILE *out, const struct stats_config *c, const struct stats_result *r);

void stats_print_paper(FILE *out, const struct stats_config *c, const struct stats_result *r)
{
    locale_t was = i18n_reader_begin();
    print_paper(out, c, r);
    i18n_reader_end(was);
}

static void print_paper(FILE *out, const struct stats_config *c, const struct stats_result *r)
{
    fprintf(out, P_("Random trees (Knuth & Moore 1975 bound their cost in sections 7 and 8): the\n"
                    "effective branching factor sqrt(N_h / N_(h-2)) of F2 and F1 on random uniform\n"
                    "trees of degree d and height h with distinct leaf values, %u tree per height,\n"
                    "seed %" PRIu64 ", next to this program's reference simulation and Pearl's\n"
                    "limit (neither is a figure of the paper).\n\n",
                    "Random trees (Knuth & Moore 1975 bound their cost in sections 7 and 8): the\n"
                    "effective branching factor sqrt(N_h / N_(h-2)) of F2 and F1 on random uniform\n"
                    "trees of degree d and height h with distinct leaf values, %u trees per\n"
                    "height, seed %" PRIu64 ", next to this program's reference simulation and\n"
                    "Pearl's limit (neither is a figure of the paper).\n\n", c->trees),
            c->trees, c->seed);
    char f2_heading[96];
    fprintf(out, "%8s %-28s  %s\n", "", utf8_pad(f2_heading, sizeof f2_heading, _("F2 (alpha-beta)"), 28),
            _("F1 (branch and bound)"));
    fprintf(out, "%3s %3s  %6s %6s %6s %7s  %6s %6s %6s %7s %7s\n", "d", "h", _("bf"), "+-95%",
            _("ref"), _("diff"), _("bf"), "+-95%", _("ref"), _("diff"), _("Pearl"));
    for (size_t i = 0; i < analysis_reference_cells(); i++) {
        unsigned d, h;
        analysis_reference_cell(i, &d, &h);
        fprintf(out, "%3u %3u ", d, h);
        print_paper_cell(out, r, ALG_F2, d, h);
        fputc(' ', out);
        print_paper_cell(out, r, ALG_F1, d, h);
        fprintf(out, " %7.3f\n", analysis_pearl_limit(d));
    }
    fprintf(out, _("\nbf: measured from the mean leaves N_h and N_(h-2) over the trees; +-95%%: its\n"
                   "approximate 95%% interval from theirs; ref: this program's reference\n"
                   "simulation, %u trees per height with seed %u (doc/paper.md section 6);\n"
                   "diff: measured against it.  Pearl's limit (Pearl, 1980-82, after the\n"
                   "paper): x/(1-x) with x^d + x = 1, where F2's bf tends as h grows.\n"),
            ANALYSIS_REFERENCE_TREES, ANALYSIS_REFERENCE_SEED);
}
