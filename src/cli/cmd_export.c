/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cmd_export.c: `abprune export`, a search drawn as a text figure, an
 * outline, DOT, TikZ, a beamer deck or a web page. */
#include "config.h"

#include <errno.h>
#include <getopt.h>
#include <limits.h>
#include <langinfo.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>

#include "base/datadir.h"
#include "base/i18n.h"
#include "base/strbuf.h"
#include "base/text.h"
#include "cli/cli.h"
#include "render/export/common/board.h"
#include "render/export/common/export.h"
#include "render/export/common/graph.h"
#include "render/export/formats.h"
#include "course/quiz_page.h"
#include "render/export/html/html.h"
#include "render/export/text/text_export.h"
#include "render/export/tikz/beamer.h"
#include "render/export/tikz/tikz.h"
#include "search/search.h"
#include "search/step_state.h"
#include "tree/node_name.h"
#include "tree/parse.h"

static void export_help(void)
{
    fputs(_("Usage: abprune export [OPTION]... FILE\n"
            "Draw the game tree in FILE as it stands after a search (or at any step of\n"
            "it): in the manner of Knuth & Moore's figures, as an outline, as Graphviz\n"
            "DOT or LaTeX TikZ, or as a beamer deck or a web page that steps through\n"
            "the search.\n"
            "FILE may be - for standard input.\n"
            "\n"
            "The search:\n"), stdout);
    cli_search_help(USE_EXPORT, false);
    fputs(_("      --step=N          the state after step N (0 = before the search;\n"
            "                        default: the end), current node marked; a web page\n"
            "                        opens there\n"
            "  -x, --compare         html: F1 and F2 one above the other, stepping together\n"
            "      --practice        html: an exercise: the student writes the window and\n"
            "                        the value or bound at each position and marks the\n"
            "                        cuts, the page grades them as quiz --check does and\n"
            "                        reveals the solution step by step (-a f1, f2,\n"
            "                        f2-soft)\n"
            "The picture:\n"), stdout);
    cli_view_help();
    fputs(_("      --boards=WHICH    a game's tree (gen game): the boards of its root\n"
            "                        (root), of the path to the current position with\n"
            "                        --step or else of the best play (path), or of the\n"
            "                        leaves the search reached (leaves); text, dot, tikz,\n"
            "                        beamer (beside the tree: the root's or the current\n"
            "                        position's)\n"),
          stdout);
    fputs(_("      --aspect=W:H      beamer, tikz: the slides' shape, 16:9 (the default),\n"
            "                        16:10 or 4:3; a deck's tree fills its frame\n"
            "      --font-size=PT    beamer, tikz: the tree's text in points, 3 to 40\n"
            "                        (default: the largest that fits; 14 at most)\n"
            "      --scale=F         beamer, tikz: the share of the slide's width and\n"
            "                        height the picture takes, 0.1 to 1 (default 1)\n"
            "                        For a lecture: -f beamer --frames=cutoffs, a slide\n"
            "                        a cutoff with the sentence that says why.\n"
            "      --legend=WHICH    beamer: the legend in full, compact (a word or two\n"
            "                        a meaning) or none (default: what leaves the tree\n"
            "                        the largest)\n"
            "      --title=TEXT      beamer, tikz: the title over the frames or the\n"
            "                        picture (default: the tree's @title, else the\n"
            "                        file's name)\n"),
          stdout);
    fputs(_("  -s, --style=STYLE     paper or outline (default: paper when it fits\n"
           "                        the width, else outline)\n"
           "  -f, --format=FORMAT   text (the default), dot, tikz, beamer (a deck that\n"
           "                        steps through the search), or html (one web page\n"
           "                        that steps through it in any browser, offline)\n"
           "      --frames=WHICH    beamer: a slide per step (steps, the default), per leaf\n"
           "                        (leaves) or per cutoff (cutoffs)\n"
           "      --steps=A..B      a series of snapshots: steps A to B, or every leaf\n"
           "                        (leaves) or cutoff (cutoffs), in one file\n"
           "      --split           with --steps and -o FILE: a file per step, FILE-NNN\n"
           "      --charset=SET     unicode or ascii (default: from the locale)\n"
           "  -m, --marks=LIST      comma-separated: cuts (its kind's letter at each cut),\n"
           "                        types (1/2/3 of critical positions), bounds (>=3, <=3);\n"
           "                        all, or none for the paper's bare figure (default:\n"
           "                        bounds)\n"
           "      --width=N         columns available (default: the terminal's; 132 for\n"
           "                        a file or pipe); 0 = no limit\n"
           "      --rows=N|paper    vertical connector rows between levels (default 1);\n"
           "                        paper: as the paper's figures, 4 at most and one\n"
           "                        fewer a level down to 2 above the leaves\n"
           "      --root=PATH       only the subtree at PATH (such as 2.1, or a label)\n"
           "      --no-labels       leave the file's labels out of the picture\n"
           "      --ratio=W:H       DOT, TikZ: the drawing's width to height, such as 16:9\n"
           "      --body            TikZ: the styles and the tikzpicture alone, to \\input\n"
           "                        (default: a standalone document)\n"
           "Output:\n"
           "  -o, --output=FILE     write to FILE (atomically) instead of standard output\n"
           "      --force           replace FILE if it exists (a symbolic link is\n"
           "                        replaced, not written through)\n"
           "      --max-output=BYTES\n"
           "                        stop with an error past BYTES of output (default\n"
           "                        268435456, 256 MiB); nothing is left of a file\n"
           "  -h, --help            show this help and exit\n"
           "      --version         show the version and exit\n"
           "\n"
           "Exit status: 0 success, 1 the tree does not load or a write fails,\n"
           "2 bad usage.\n"), stdout);
}

enum { OPT_STEP = 256, OPT_CHARSET, OPT_WIDTH, OPT_ROWS, OPT_FORCE, OPT_RATIO, OPT_BODY,
       OPT_ROOT, OPT_NO_LABELS, OPT_FRAMES, OPT_STEPS, OPT_SPLIT, OPT_MAX_OUTPUT, OPT_BOARDS,
       OPT_ASPECT, OPT_FONT_SIZE, OPT_SCALE, OPT_PRACTICE, OPT_LEGEND, OPT_TITLE };


struct export_args {
    struct cli_search search;   /* -a, --window, --view, ... */
    struct search_options o;    /* what they ask for */
    bool have_step, force;
    unsigned long long step;
    int style;                  /* -1: choose by width */
    const struct export_format *format;
    bool compare;               /* --compare (html) */
    bool practice;              /* --practice (html) */
    unsigned given;             /* 1 << enum export_option: the options given
                                 * that only some formats take */
    enum beamer_frames frames;
    /* --steps: a range, or every leaf / cutoff (SERIES_*) */
    enum { SERIES_NONE, SERIES_RANGE, SERIES_LEAVES, SERIES_CUTOFFS } series;
    unsigned long long from, to;
    bool split;
    int ascii;                  /* -1: from the locale */
    unsigned marks;
    unsigned long long width, rows;
    bool have_width;
    double ratio;               /* --ratio, width / height; 0: natural */
    struct export_size size;    /* --aspect, --font-size, --scale */
    enum deck_legend legend;    /* --legend */
    const char *title;          /* --title */
    bool body, no_labels;
    enum export_boards boards;  /* --boards */
    const char *root;           /* --root, a path or a label */
    const char *output;
    uint64_t max_output;        /* --max-output */
};

/* Parses --steps: "A..B", "leaves" or "cutoffs". */
static bool parse_steps(const char *s, struct export_args *a)
{
    if (strcmp(s, "leaves") == 0 || strcmp(s, "cutoffs") == 0) {
        a->series = s[0] == 'l' ? SERIES_LEAVES : SERIES_CUTOFFS;
        return true;
    }
    const char *dots = strstr(s, "..");
    if (!dots || dots == s)
        return false;
    char first[32];
    if ((size_t)(dots - s) >= sizeof first)
        return false;
    memcpy(first, s, (size_t)(dots - s));
    first[dots - s] = '\0';
    if (!cli_parse_uint(first, 0, SIZE_MAX, &a->from) ||
        !cli_parse_uint(dots + 2, 0, SIZE_MAX, &a->to) || a->from > a->to)
        return false;
    a->series = SERIES_RANGE;
    return true;
}

/* Parses "W:H" (16:9) or a number (1.78), the width over the height. */
static bool parse_ratio(const char *s, double *out)
{
    char *end;
    double w = strtod(s, &end), h = 1;
    if (end == s || !(w > 0))
        return false;
    if (*end == ':') {
        const char *rest = end + 1;
        h = strtod(rest, &end);
        if (end == rest || !(h > 0))
            return false;
    }
    if (*end)
        return false;
    *out = w / h;
    return *out >= 0.05 && *out <= 20;
}

/* Parses "cuts,types,bounds", "all" or "none". */
static bool parse_marks(const char *s, unsigned *marks)
{
    static const struct { const char *name; unsigned bits; } names[] = {
        { "cuts", MARK_CUTS }, { "types", MARK_TYPES }, { "bounds", MARK_BOUNDS },
        { "all", MARK_ALL }, { "none", 0 },
    };
    *marks = 0;
    char *copy = strdup(s), *save = NULL;
    if (!copy)
        return false;
    bool ok = true;
    for (char *tok = strtok_r(copy, ",", &save); tok && ok; tok = strtok_r(NULL, ",", &save)) {
        ok = false;
        for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
            if (strcmp(tok, names[i].name) == 0) {
                *marks |= names[i].bits;
                ok = true;
            }
    }
    free(copy);
    return ok;
}

/* Output for a terminal must fit it.  Output for a file or a pipe is
 * allowed 132 columns (a wide printer line, a landscape handout): the
 * paper's own figures are 81 columns wide. */
#define FILE_WIDTH 132

static unsigned long long default_width(bool to_file)
{
    if (to_file || !isatty(STDOUT_FILENO))
        return FILE_WIDTH;
    const char *cols = getenv("COLUMNS");
    unsigned long long w;
    if (cols && cli_parse_uint(cols, 1, 100000, &w))
        return w;
    struct winsize ws;
    if (ioctl(STDOUT_FILENO, TIOCGWINSZ, &ws) == 0 && ws.ws_col > 0)
        return ws.ws_col;
    return 80;
}

/* export's options: getopt_long's tables, and shell completion's
 * (abprune --complete options export) */
static const struct option longopts[] = {
    CLI_SEARCH_OPTIONS,
    { "step", required_argument, NULL, OPT_STEP },
    { "style", required_argument, NULL, 's' },
    { "format", required_argument, NULL, 'f' },
    { "charset", required_argument, NULL, OPT_CHARSET },
    { "marks", required_argument, NULL, 'm' },
    { "width", required_argument, NULL, OPT_WIDTH },
    { "rows", required_argument, NULL, OPT_ROWS },
    { "output", required_argument, NULL, 'o' },
    { "force", no_argument, NULL, OPT_FORCE },
    { "ratio", required_argument, NULL, OPT_RATIO },
    { "aspect", required_argument, NULL, OPT_ASPECT },
    { "font-size", required_argument, NULL, OPT_FONT_SIZE },
    { "scale", required_argument, NULL, OPT_SCALE },
    { "legend", required_argument, NULL, OPT_LEGEND },
    { "title", required_argument, NULL, OPT_TITLE },
    { "boards", required_argument, NULL, OPT_BOARDS },
    { "body", no_argument, NULL, OPT_BODY },
    { "root", required_argument, NULL, OPT_ROOT },
    { "no-labels", no_argument, NULL, OPT_NO_LABELS },
    { "frames", required_argument, NULL, OPT_FRAMES },
    { "steps", required_argument, NULL, OPT_STEPS },
    { "split", no_argument, NULL, OPT_SPLIT },
    { "compare", no_argument, NULL, 'x' },
    { "practice", no_argument, NULL, OPT_PRACTICE },
    { "max-output", required_argument, NULL, OPT_MAX_OUTPUT },
    { "help", no_argument, NULL, 'h' },
    CLI_VERSION_OPTION,
    { NULL, 0, NULL, 0 },
};
static const char shortopts[] = ":a:w:s:f:m:o:xh";

/* An option handler's answer for an option that is not its own. */
enum { NOT_MINE = -2 };

struct cli_options cmd_export_options(void)
{
    return (struct cli_options){ shortopts, longopts };
}

/* An option of the picture's look (style, charset, marks, width, rows, labels, boards): EXIT_OK or the status of the error reported, NOT_MINE for
 * another option. */
static int figure_option(struct export_args *a, int c, const char *arg)
{
    switch (c) {
    case 's':
        a->given |= 1u << XO_STYLE;
        if (strcmp(arg, "paper") == 0)
            a->style = 0;
        else if (strcmp(arg, "outline") == 0)
            a->style = 1;
        else
            return cli_usage_error("export", _("unknown style '%s' (use paper or outline)"),
                                   arg);
        return EXIT_OK;
    case OPT_CHARSET:
        a->given |= 1u << XO_CHARSET;
        if (strcmp(arg, "unicode") == 0 || strcmp(arg, "utf-8") == 0)
            a->ascii = 0;
        else if (strcmp(arg, "ascii") == 0)
            a->ascii = 1;
        else
            return cli_usage_error("export", _("unknown charset '%s' (use unicode or ascii)"),
                                   arg);
        return EXIT_OK;
    case 'm':
        if (!parse_marks(arg, &a->marks))
            return cli_usage_error("export", _("bad marks '%s' (use a list of cuts, types, "
                                   "bounds, or all or none)"), arg);
        return EXIT_OK;
    case OPT_WIDTH:
        a->given |= 1u << XO_WIDTH;
        if (!cli_parse_uint(arg, 0, 1000000000, &a->width))
            return cli_is_whole_number(arg)
                       ? cli_out_of_range("export", "--width", arg, 0, 1000000000)
                       : cli_usage_error("export", _("bad width '%s': expected a number of columns, or 0 for "
                                               "no limit"), arg);
        a->have_width = true;
        return EXIT_OK;
    case OPT_ROWS:
        a->given |= 1u << XO_ROWS;
        if (strcmp(arg, "paper") == 0)
            a->rows = LAYOUT_ROWS_PAPER;
        else if (!cli_parse_uint(arg, 1, 20, &a->rows))
            return cli_usage_error("export", _("bad rows '%s': expected 1 to 20 or paper"),
                                   arg);
        return EXIT_OK;
    case OPT_ROOT:
        a->root = arg;
        return EXIT_OK;
    case OPT_NO_LABELS:
        a->no_labels = true;
        return EXIT_OK;
    case OPT_BOARDS:
        a->given |= 1u << XO_BOARDS;
        if (!board_choice_parse(arg, &a->boards))
            return cli_usage_error("export", _("unknown boards '%s' (use root, path, leaves "
                                               "or none)"), arg);
        return EXIT_OK;
    default:
        return NOT_MINE;
    }
}

/* An option of the document: its format, slides and sizes: EXIT_OK or the status of the error reported, NOT_MINE for
 * another option. */
static int document_option(struct export_args *a, int c, const char *arg)
{
    switch (c) {
    case 'f':
        if (!(a->format = export_format_named(arg))) {
            char names[200];
            return cli_usage_error("export", _("unknown format '%s' (use %s)"), arg,
                                   export_formats_taking(names, sizeof names, XO_COUNT));
        }
        return EXIT_OK;
    case OPT_RATIO:
        a->given |= 1u << XO_RATIO;
        if (!parse_ratio(arg, &a->ratio))
            return cli_usage_error("export", _("bad ratio '%s': expected W:H such as 16:9, "
                                               "or a number"), arg);
        return EXIT_OK;
    case OPT_ASPECT:
        if (!slide_aspect_parse(arg, &a->size.aspect))
            return cli_usage_error("export", _("unknown aspect '%s' (use %s)"), arg,
                                   slide_aspect_names());
        a->given |= 1u << XO_ASPECT;
        return EXIT_OK;
    case OPT_FONT_SIZE: {
        unsigned long long v;
        if (!cli_parse_uint(arg, 3, TIKZ_FONT_LIMIT, &v))
            return cli_is_whole_number(arg)
                       ? cli_out_of_range("export", "--font-size", arg, 3, TIKZ_FONT_LIMIT)
                       : cli_usage_error("export", _("bad font size '%s': expected a "
                                                     "number of points"), arg);
        a->size.font = (int)v;
        a->given |= 1u << XO_FONT_SIZE;
        return EXIT_OK;
    }
    case OPT_SCALE: {
        char *end;
        double v = strtod(arg, &end);
        if (end == arg || *end || !(v >= 0.1 && v <= 1))
            return cli_usage_error("export", _("bad scale '%s': expected a number from 0.1 "
                                               "to 1"), arg);
        a->size.scale = v;
        a->given |= 1u << XO_SCALE;
        return EXIT_OK;
    }
    case OPT_LEGEND:
        if (strcmp(arg, "full") == 0)
            a->legend = LEGEND_FULL;
        else if (strcmp(arg, "compact") == 0)
            a->legend = LEGEND_COMPACT;
        else if (strcmp(arg, "none") == 0)
            a->legend = LEGEND_NONE;
        else
            return cli_usage_error("export", _("unknown legend '%s' (use full, compact or "
                                               "none)"), arg);
        a->given |= 1u << XO_LEGEND;
        return EXIT_OK;
    case OPT_TITLE: {
        size_t at;
        uint32_t what;
        if (text_check(arg, strlen(arg), &at, &what) != TEXT_OK || !*arg) {
            char shown[256];
            return cli_usage_error("export", _("bad title '%s': expected text without "
                                               "control characters, in UTF-8"),
                                   text_visible_here(shown, sizeof shown, arg));
        }
        a->title = arg;
        a->given |= 1u << XO_TITLE;
        return EXIT_OK;
    }
    case OPT_BODY:
        a->given |= 1u << XO_BODY;
        a->body = true;
        return EXIT_OK;
    case OPT_FRAMES:
        if (strcmp(arg, "steps") == 0)
            a->frames = FRAMES_STEPS;
        else if (strcmp(arg, "leaves") == 0)
            a->frames = FRAMES_LEAVES;
        else if (strcmp(arg, "cutoffs") == 0)
            a->frames = FRAMES_CUTOFFS;
        else
            return cli_usage_error("export", _("unknown frames '%s' (use steps, leaves or "
                                               "cutoffs)"), arg);
        a->given |= 1u << XO_FRAMES;
        return EXIT_OK;
    default:
        return NOT_MINE;
    }
}

/* An option of which steps are written and where: EXIT_OK or the status of the error reported, NOT_MINE for
 * another option. */
static int output_option(struct export_args *a, int c, const char *arg)
{
    switch (c) {
    case OPT_STEP:
        a->given |= 1u << XO_STEP;
        if (!cli_parse_uint(arg, 0, SIZE_MAX, &a->step))
            return cli_is_whole_number(arg)
                       ? cli_out_of_range("export", "--step", arg, 0, SIZE_MAX)
                       : cli_usage_error("export", _("bad step '%s': expected a step number, 0 or more "
                                               "(0 is before the search)"), arg);
        a->have_step = true;
        return EXIT_OK;
    case 'o':
        a->output = arg;
        return EXIT_OK;
    case OPT_FORCE:
        a->force = true;
        return EXIT_OK;
    case OPT_STEPS:
        a->given |= 1u << XO_STEPS;
        if (!parse_steps(arg, a))
            return cli_usage_error("export", _("bad steps '%s': expected A..B with A <= B, "
                                               "leaves or cutoffs"), arg);
        return EXIT_OK;
    case OPT_SPLIT:
        a->split = true;
        return EXIT_OK;
    case 'x':
        a->given |= 1u << XO_COMPARE;
        a->compare = true;
        return EXIT_OK;
    case OPT_PRACTICE:
        a->given |= 1u << XO_PRACTICE;
        a->practice = true;
        return EXIT_OK;
    case OPT_MAX_OUTPUT:
        return cli_max_output("export", arg, &a->max_output);
    default:
        return NOT_MINE;
    }
}

/* The rules of the options taken together (after the search's): which
 * format takes which, what goes with what; then the defaults that depend
 * on them.  EXIT_OK or the status of the error reported. */
static int check_args(struct export_args *a)
{
    /* the options only some formats take: the table says which */
    for (int o = 0; o < XO_COUNT; o++)
        if ((a->given & 1u << o) && !(a->format->takes & 1u << o)) {
            char names[200];
            const char *name = export_option_name((enum export_option)o);
            export_formats_taking(names, sizeof names, (enum export_option)o);
            if (a->format->hint)
                /* TRANSLATORS: "--step applies to --format=text, dot, tikz or
                 * html (a beamer deck shows every step ...)": the
                 * parenthesis says why */
                return cli_usage_error("export", _("%s applies to --format=%s (%s)"), name,
                                       names, _(a->format->hint));
            return cli_usage_error("export", _("%s applies to --format=%s"), name, names);
        }
    if (a->force && !a->output)
        return cli_usage_error("export", _("--force needs --output"));
    if (a->have_step && a->series)
        return cli_usage_error("export", _("--step and --steps do not go together"));
    if (a->split && (!a->series || !a->output || strcmp(a->output, "-") == 0))
        return cli_usage_error("export", _("--split needs --steps and --output=FILE"));
    if (a->practice && (a->compare || a->have_step || a->root))
        return cli_usage_error("export", _("--practice asks about the whole search of the "
                                           "whole tree: --compare, --step and --root do not "
                                           "go with it"));
    if (a->practice && !quiz_page_takes(a->o.alg))
        return cli_usage_error("export", _("--practice takes -a f1, f2 or f2-soft (an "
                                           "exercise's windows follow from the parent's), "
                                           "not %s"), algorithm_info(a->o.alg)->name);
    if (!a->have_width)
        a->width = default_width(a->output && strcmp(a->output, "-") != 0);
    /* the graphic formats are UTF-8 documents, whatever the terminal's
     * charset (the text figure follows the locale) */
    if (a->format->document)
        i18n_messages_utf8();
    if (a->ascii < 0) {
        const char *set = nl_langinfo(CODESET);
        a->ascii = !(set && strcmp(set, "UTF-8") == 0);
    }
    return EXIT_OK;
}

static int parse_args(int argc, char **argv, struct export_args *a)
{
    *a = (struct export_args){ .style = -1, .ascii = -1, .rows = 1, .marks = MARK_BOUNDS,
                               .max_output = OUTFILE_DEFAULT_MAX,
                               .format = export_format(EXPORT_TEXT) };
    cli_search_init(&a->search);
    int c;
    optind = 1;
    opterr = 0;
    while ((c = getopt_long(argc, argv, shortopts, longopts, NULL)) != -1) {
        switch (c) {
        CLI_SEARCH_OPTION_CASES: {
            int st = cli_search_option("export", USE_EXPORT, c, optarg, &a->search);
            if (st != EXIT_OK)
                return st;
            break;
        }
        case 'h':
            export_help();
            return -1;
        case OPT_VERSION:
            cli_version();
            return -1;
        default: {
            int st = figure_option(a, c, optarg);
            if (st == NOT_MINE)
                st = document_option(a, c, optarg);
            if (st == NOT_MINE)
                st = output_option(a, c, optarg);
            if (st == NOT_MINE)
                return cli_bad_option("export", argv, c);
            if (st != EXIT_OK)
                return st;
        }
        }
    }
    if (optind + 1 != argc)
        return cli_usage_error("export", optind == argc ? _("missing tree file")
                                                        : _("too many arguments"));
    if (cli_search_finish("export", USE_EXPORT, &a->search, &a->o) != EXIT_OK)
        return EXIT_USAGE;
    return check_args(a);
}

/* Starts the output (NULL or "-": standard output) with what is left of
 * --max-output, its strbuf streaming into it; EXIT_OK, or the status
 * reported. */
static int begin(const struct export_args *a, const char *path, bool force,
                 uint64_t used, struct outfile *of, struct strbuf *sb)
{
    strbuf_init(sb);
    int e = outfile_open(of, path, force, a->max_output - used);
    if (e)
        return cli_output_error("export", path, e, NULL);
    outfile_attach(of, sb);
    return EXIT_OK;
}

/* Ends the output begun with begin(); the exit status (reported). */
static int end(const char *path, struct outfile *of, struct strbuf *sb)
{
    int e = outfile_finish(of, sb);
    strbuf_free(sb);
    return e ? cli_output_error("export", path, e, of) : EXIT_OK;
}

/* The file of step k of a split series: FILE with "-NNN" before its
 * extension, the number as wide as the last step's. */
static char *numbered(const char *file, size_t k, size_t last)
{
    int digits = snprintf(NULL, 0, "%zu", last);
    const char *slash = strrchr(file, '/'), *dot = strrchr(file, '.');
    size_t stem = dot && dot > (slash ? slash : file) ? (size_t)(dot - file) : strlen(file);
    return str_printf("%.*s-%0*zu%s", (int)stem, file, digits, k, file + stem);
}

/* The steps of --steps (or of the slides of --frames), in order: a new
 * array of *count, or NULL when out of memory. */
static size_t *series_steps(const struct export_args *a, const struct trace *tr, size_t *count)
{
    size_t *steps = malloc((tr->len + 1) * sizeof *steps);
    *count = 0;
    if (!steps)
        return NULL;
    for (size_t k = 0; k <= tr->len; k++) {
        bool take;
        if (a->series == SERIES_RANGE)
            take = k >= a->from && k <= a->to;
        else
            take = k > 0 && trace_event_type(tr, k - 1) == (a->series == SERIES_LEAVES ? EV_LEAF
                                                                                : EV_CUTOFF);
        if (take)
            steps[(*count)++] = k;
    }
    return steps;
}

/* A graphic drawing too big to be of use, or a TikZ picture that cannot
 * fit a slide, says so on standard error (it is written all the same). */
static void warn_size(const struct export_args *a, const struct export_request *rq,
                      const struct paper *p)
{
    const struct tree *t = p->tree;
    size_t count = t->size[rq->root];
    if (a->format->drawer == DRAWN_AS_TEXT)
        return;
    if (count > EXPORT_BIG_GRAPH) {
        fprintf(stderr, a->format->drawer == DRAWN_BY_GRAPHVIZ
                ? P_("abprune export: warning: %zu position is more than Graphviz lays out "
                     "comfortably or anyone can read; try the outline (--style=outline) or one "
                     "subtree (--root PATH, such as --root 1)\n",
                     "abprune export: warning: %zu positions are more than Graphviz lays out "
                     "comfortably or anyone can read; try the outline (--style=outline) or one "
                     "subtree (--root PATH, such as --root 1)\n", count)
                : P_("abprune export: warning: %zu position is more than LaTeX draws "
                     "comfortably or anyone can read; try the outline (--style=outline) or one "
                     "subtree (--root PATH, such as --root 1)\n",
                     "abprune export: warning: %zu positions are more than LaTeX draws "
                     "comfortably or anyone can read; try the outline (--style=outline) or one "
                     "subtree (--root PATH, such as --root 1)\n", count),
                count);
        return;
    }
    double cm;
    if (a->format->drawer == DRAWN_BY_LATEX && !tikz_fits_slide(rq, p, &cm))
        fprintf(stderr, _("abprune export: note: at %d pt the picture is %.0f cm wide, wider "
                          "than a %s slide; for slides draw subtrees with --root PATH\n"),
                TIKZ_MIN_FONT, cm, slide_shape(rq->size.aspect)->name);
}

/* Whether a deck's tree fits its frames (at the size asked for, if any):
 * EXIT_OK, or why not said before anything is written: 2 for a size or
 * legend asked for that leaves it no room (with the largest size that
 * fits), 1 for a tree too big for any (with --root to draw a part).  A
 * legend made compact or left out for --font-size or --scale is noted. */
static int check_deck(const struct export_args *a, const char *file,
                      const struct export_request *rq, struct paper *p, struct step_state *s)
{
    struct deck_choice c;
    enum deck_fit fit = beamer_fit(rq, p, s, a->frames, &c);
    const char *shape = slide_shape(rq->size.aspect)->name;
    static const char *const legends[] = { "", "full", "compact", "none" };
    if (fit == DECK_FITS) {
        if ((a->size.font || a->size.scale) && a->legend == LEGEND_AUTO &&
            c.legend != LEGEND_FULL)
            fprintf(stderr, c.legend == LEGEND_COMPACT
                    ? _("abprune export: note: the legend is compact (a word or two a "
                        "meaning) so that the tree fits its frame at %d pt (--legend=full "
                        "asks for it in full)\n")
                    : _("abprune export: note: the legend is left out so that the tree fits "
                        "its frame at %d pt\n"), c.font);
        return EXIT_OK;
    }
    if (fit == DECK_NO_MEMORY) {
        fprintf(stderr, _("abprune %s: out of memory\n"), "export");
        return EXIT_DATA;
    }
    if (a->size.font || a->legend != LEGEND_AUTO) {
        char asked[64];
        if (a->size.font)
            snprintf(asked, sizeof asked, "--font-size=%d", a->size.font);
        else
            snprintf(asked, sizeof asked, "--legend=%s", legends[a->legend]);
        if (c.largest)
            return cli_usage_error("export", _("with %s the tree does not fit the %s frame "
                                               "(%.0f by %.0f pt under its title and "
                                               "captions); the largest size that fits is "
                                               "%d pt"), asked, shape, c.room_width,
                                   c.room_height, c.largest);
        return cli_usage_error("export", _("with %s the tree does not fit the %s frame "
                                           "(%.0f by %.0f pt under its title and captions), "
                                           "nor at any size; draw a subtree with --root "
                                           "PATH"), asked, shape, c.room_width, c.room_height);
    }
    if (fit == DECK_TOO_WIDE)
        fprintf(stderr, _("abprune export: %s: a deck's tree must fit its frame: at %d pt "
                          "this one is %.0f pt wide, the %s frame %.0f pt; draw a subtree "
                          "with --root PATH (such as --root 1)\n"),
                cli_shown(file), TIKZ_MIN_FONT, c.need_width, shape, c.room_width);
    else
        fprintf(stderr, _("abprune export: %s: a deck's tree must fit its frame: even at %d "
                          "pt its levels need more than the %.0f pt the %s frame leaves "
                          "under its title and captions; draw a subtree with --root PATH "
                          "(such as --root 1)\n"),
                cli_shown(file), TIKZ_MIN_FONT, c.room_height, shape);
    return EXIT_DATA;
}

/* A split series: one file per step, none written when one exists that
 * may not be replaced; --max-output counts them all. */
static int draw_split(const struct export_args *a, struct export_request *rq,
                      struct paper *p, struct step_state *s, const size_t *steps, size_t count)
{
    const struct trace *tr = rq->trace;
    for (size_t i = 0; i < count && !a->force; i++) {
        char *name = numbered(a->output, steps[i], tr->len);
        bool exists = name && outfile_exists(name);
        int status = exists ? cli_file_exists("export", name) : EXIT_OK;
        free(name);
        if (exists)
            return status;
    }
    int status = EXIT_OK;
    uint64_t used = 0;
    /* the files written so far, removed if a later one fails (a full
     * disk): a series is written whole or not at all */
    char **written = calloc(count ? count : 1, sizeof *written);
    size_t nwritten = 0;
    if (!written) {
        fprintf(stderr, _("abprune %s: out of memory\n"), "export");
        return EXIT_DATA;
    }
    for (size_t i = 0; i < count && status == EXIT_OK; i++) {
        step_state_seek(s, steps[i]);
        paper_update(p, s);
        char *name = numbered(a->output, steps[i], tr->len);
        if (!name) {
            fprintf(stderr, _("abprune %s: out of memory\n"), "export");
            status = EXIT_DATA;
            break;
        }
        struct outfile of;
        struct strbuf sb;
        status = begin(a, name, true, used, &of, &sb);
        if (status == EXIT_OK) {
            a->format->picture(&sb, rq, p);
            status = end(name, &of, &sb);
            used += of.written;
        }
        if (status == EXIT_OK && !of.in_place)
            written[nwritten++] = name;
        else
            free(name);
    }
    if (status != EXIT_OK && nwritten > 0) {
        for (size_t i = 0; i < nwritten; i++)
            unlink(written[i]);
        fprintf(stderr, P_("abprune export: the %zu file of the series written before was "
                           "removed (a series is written whole or not at all)\n",
                           "abprune export: the %zu files of the series written before were "
                           "removed (a series is written whole or not at all)\n", nwritten),
                nwritten);
    }
    for (size_t i = 0; i < nwritten; i++)
        free(written[i]);
    free(written);
    return status;
}

/* The paper of rq's search, laid out as the format needs it; for the text
 * figure with no --style, the outline instead when the figure would be
 * wider than --width (said on standard error).  NULL (reported) when out
 * of memory. */
static struct paper *paper_for(const struct export_args *a, struct export_request *rq)
{
    const struct tree *t = rq->trace->tree;
    bool text = a->format->id == EXPORT_TEXT, choose = text && a->style < 0 && a->width;
    rq->outline = a->style == 1;
    if (choose) {
        /* a leaf takes a column of the figure at least: more leaves than
         * columns is the outline, without laying out the figure first */
        size_t leaves = 0;
        for (node_id n = rq->root; n < rq->root + t->size[rq->root]; n++)
            leaves += tree_is_leaf(t, n);
        if (leaves > a->width) {
            fprintf(stderr, P_("abprune export: the figure has %zu leaf, more than %llu "
                               "columns can show; writing the outline instead (--width=0 "
                               "or --style=paper draws the figure)\n",
                               "abprune export: the figure has %zu leaves, more than %llu "
                               "columns can show; writing the outline instead (--width=0 "
                               "or --style=paper draws the figure)\n", leaves),
                    leaves, a->width);
            rq->outline = true;
        }
    }
    for (;;) {
        /* an outline and the graphic formats say what every number is */
        if (rq->outline || !text)
            rq->opt.marks |= MARK_BOUNDS;
        rq->opt.no_layout = rq->outline || a->format->id == EXPORT_DOT;
        struct paper *p = paper_new(rq->trace, &rq->opt);
        if (!p) {
            fprintf(stderr, _("abprune export: out of memory laying out the tree\n"));
            return NULL;
        }
        paper_update(p, rq->state);
        uint32_t columns = p->layout ? export_paper_columns(rq, p, NULL) : 0;
        if (!choose || rq->outline || columns <= a->width)
            return p;
        fprintf(stderr, P_("abprune export: the figure is %u column wide, more than %llu; "
                           "writing the outline instead (--width=%u, --width=0 or "
                           "--style=paper draws the figure)\n",
                           "abprune export: the figure is %u columns wide, more than %llu; "
                           "writing the outline instead (--width=%u, --width=0 or "
                           "--style=paper draws the figure)\n", columns),
                columns, a->width, columns);
        rq->outline = true;
        paper_free(p);
    }
}

/* Whether the deck would have more slides x positions than
 * BEAMER_WORK_MAX (said at once, with what to do, before anything is
 * drawn). */
static bool deck_work_too_big(const struct export_args *a, const char *file,
                              const struct trace *tr, node_id root)
{
    unsigned long long slides = beamer_slide_count(tr, a->frames);
    unsigned long long positions = tr->tree->size[root];
    if (slides * positions <= BEAMER_WORK_MAX)
        return false;
    fprintf(stderr, _("abprune export: %s: a deck of %llu slides of %llu positions is more "
                      "than one draws in a few seconds (slides times positions at most %llu); "
                      "--frames=leaves or --frames=cutoffs makes fewer slides, --root PATH "
                      "draws a subtree\n"),
            cli_shown(file), slides, positions, (unsigned long long)BEAMER_WORK_MAX);
    return true;
}

/* Writes the picture, the series or the deck of rq into one output. */
static int draw_one(const struct export_args *a, struct export_request *rq, struct paper *p,
                    struct step_state *s, const size_t *steps, size_t count)
{
    const char *out = a->output && strcmp(a->output, "-") != 0 ? a->output : NULL;
    const struct export_format *f = a->format;
    /* written as it is drawn, a chunk at a time */
    struct outfile of;
    struct strbuf sb;
    int status = begin(a, out, a->force, 0, &of, &sb);
    if (status != EXIT_OK)
        return status;
    if (a->series && f->series) {
        f->series(&sb, rq, p, s, steps, count);
    } else if (a->series) {
        for (size_t i = 0; i < count && !sb.failed; i++) {
            step_state_seek(s, steps[i]);
            paper_update(p, s);
            if (i > 0)
                strbuf_puts(&sb, f->series_separator);
            f->picture(&sb, rq, p);
        }
    } else if (f->deck) {
        size_t slides;
        f->deck(&sb, rq, p, s, a->frames, &slides);
    } else {
        f->picture(&sb, rq, p);
    }
    return end(out, &of, &sb);
}

/* Draws the loaded search (at s's step, or as a series or a deck); returns
 * an exit status. */
static int draw(const struct export_args *a, const char *file, const struct trace *tr,
                struct step_state *s, node_id root)
{
    const struct tree *t = tr->tree;
    bool moving = a->have_step || a->series || a->format->deck;
    struct export_request rq = {
        .file = file, .trace = tr, .state = s, .snapshot = moving,
        .root = root, .no_labels = a->no_labels, .ratio = a->ratio, .body_only = a->body,
        .boards = a->boards, .size = a->size,
        .width = a->width ? (uint32_t)a->width : FILE_WIDTH,
        .title = a->title, .legend = a->legend,
        .opt = { .view = a->search.view < 0 ? algorithm_view(a->o.alg, t->written)
                                            : (enum value_view)a->search.view,
                 .marks = a->marks, .ascii = a->ascii == 1,
                 .connector_rows = (uint32_t)a->rows, .snapshot = moving,
                 .labels = !a->no_labels, .label_row = true },
    };
    if (a->format->deck && deck_work_too_big(a, file, tr, root))
        return EXIT_DATA;
    struct paper *p = paper_for(a, &rq);
    if (!p)
        return EXIT_DATA;
    int status = EXIT_OK;
    if (a->format->deck)
        status = check_deck(a, file, &rq, p, s);
    else
        warn_size(a, &rq, p);
    if (status != EXIT_OK) {
        paper_free(p);
        return status;
    }
    size_t count = 0, *steps = NULL;
    if (a->series && !(steps = series_steps(a, tr, &count))) {
        fprintf(stderr, _("abprune %s: out of memory\n"), "export");
        status = EXIT_DATA;
    } else if (a->series && count == 0) {
        status = cli_usage_error("export", _("--steps: %s on %s has no such steps (it has "
                                             "steps 0 to %zu)"),
                                 algorithm_info(a->o.alg)->name, file, tr->len);
    } else if (a->split) {
        status = draw_split(a, &rq, p, s, steps, count);
    } else {
        status = draw_one(a, &rq, p, s, steps, count);
    }
    free(steps);
    paper_free(p);
    return status;
}

/* The web page: the search (and with --compare the other of F1 and F2,
 * with the same rules, as the stepper's compare mode records it), all its
 * steps, opening at --step. */
static int draw_html(const struct export_args *a, const char *file, struct trace *tr,
                     node_id root)
{
    const struct tree *t = tr->tree;
    struct html_request rq = {
        .scope = { .file = file, .root = root,
                   .view = a->search.view < 0 ? algorithm_view(a->o.alg, t->written)
                                              : (enum value_view)a->search.view,
                   .marks = a->marks, .no_labels = a->no_labels },
        .trace = { tr, NULL }, .nsides = 1,
        .start = a->have_step ? (size_t)a->step : 0,
    };
    struct trace *other = NULL;
    struct strbuf practice;
    strbuf_init(&practice);
    if (a->practice) {
        /* the page grades with the core itself, compiled to WebAssembly:
         * the grader of quiz --check, not a copy in JavaScript */
        if (!(rq.module = cli_web_module("export", &rq.module_pieces)))
            return EXIT_DATA;
        if (!quiz_page_json(&practice, tr, rq.scope.view, true)) {
            strbuf_free(&practice);
            fprintf(stderr, _("abprune %s: out of memory\n"), "export");
            return EXIT_DATA;
        }
        rq.practice = practice.data;
    }
    if (a->compare) {
        enum algorithm alg = a->o.alg == ALG_F1 ? ALG_F2 : ALG_F1;
        struct search_options o = search_options_like(alg, &a->o);
        bool too_long;
        if (!(other = trace_record_max(t, &o, 0, &too_long)))
            return cli_trace_failed("export", file, too_long);
        rq.trace[1] = other;
        rq.nsides = 2;
    }
    size_t count = t->size[root];
    if (count > HTML_BIG_PAGE)
        fprintf(stderr, P_("abprune export: warning: %zu position is more than a browser draws "
                           "quickly or anyone can follow; try one subtree (--root PATH, such as "
                           "--root 1)\n",
                           "abprune export: warning: %zu positions are more than a browser draws "
                           "quickly or anyone can follow; try one subtree (--root PATH, such as "
                           "--root 1)\n", count),
                count);
    const char *out = a->output && strcmp(a->output, "-") != 0 ? a->output : NULL;
    struct outfile of;
    struct strbuf sb;
    int status = begin(a, out, a->force, 0, &of, &sb);
    if (status == EXIT_OK) {
        a->format->page(&sb, &rq);
        status = end(out, &of, &sb);
    }
    strbuf_free(&practice);
    trace_free(other);
    return status;
}

/* The node --root names (a path such as 2.1, or a label), the root
 * without it; AB_NO_NODE (reported) when there is none. */
static node_id find_root(const struct export_args *a, const char *file, const struct tree *t)
{
    if (!a->root)
        return 0;
    node_id n = tree_find_path(t, a->root);
    if (n == AB_NO_NODE)
        n = tree_find_label(t, a->root);
    if (n == AB_NO_NODE)
        cli_usage_error("export", _("--root %s: %s has no such position (give a path such "
                                    "as 2.1, or a label)"), a->root, file);
    return n;
}

/* The fewest bytes the picture of the subtree at root can take: every
 * position drawn takes a few bytes in every format (a DOT node and its
 * edge some 70, a TikZ coordinate some 38, an outline line its
 * indentation and path, a leaf's value a column of the figure). */
static uint64_t least_bytes(const struct export_args *a, const struct tree *t, node_id root)
{
    node_id end = root + t->size[root];
    if (a->format->id != EXPORT_TEXT)
        return (uint64_t)t->size[root] * a->format->min_bytes;
    uint64_t bytes = 0;
    for (node_id n = root; n < end; n++)
        bytes += tree_is_leaf(t, n);
    /* the figure, unless it is the outline (asked for, or instead of a
     * figure wider than --width: see draw) */
    if (a->style == 0 || (a->style < 0 && (!a->width || bytes <= a->width)))
        return bytes;
    bytes = 0;
    /* the outline: 4 bytes of indentation a level below the root drawn
     * (32 at most), a path of 2D - 1 characters at depth D (three dots
     * and its last steps below NODE_NAME_DEPTH), two spaces, a word and
     * a newline; depths from the ends of the open subtrees */
    node_id *open = malloc(((size_t)t->height + 2) * sizeof *open);
    if (!open)
        return 0;
    size_t depth = 0, d0 = root ? tree_depth(t, root) : 0;
    for (node_id n = root; n < end; n++) {
        while (depth > 0 && open[depth - 1] <= n)
            depth--;
        uint64_t indent = depth < 32 ? depth : 32, whole = d0 + depth;
        bytes += 4 * indent + (whole == 0 ? 1 : whole <= NODE_NAME_DEPTH ? 2 * whole - 1 : 3) + 4;
        if (!tree_is_leaf(t, n))
            open[depth++] = n + t->size[n];
    }
    free(open);
    return bytes;
}

/* Whether the picture is sure to pass --max-output: said at once, before
 * the search, rather than after seconds of drawing. */
static bool too_big(const struct export_args *a, const char *file, const struct tree *t,
                    node_id root)
{
    uint64_t least = least_bytes(a, t, root);
    if (least <= a->max_output)
        return false;
    unsigned long long count = t->size[root];
    fprintf(stderr, P_("abprune export: %s: a picture of %llu position takes at least "
                       "%llu bytes, more than the output limit of %llu bytes; "
                       "--max-output=BYTES raises the limit, --root PATH draws a subtree\n",
                       "abprune export: %s: a picture of %llu positions takes at least "
                       "%llu bytes, more than the output limit of %llu bytes; "
                       "--max-output=BYTES raises the limit, --root PATH draws a subtree\n",
                       (unsigned long)count),
            cli_shown(file), count, (unsigned long long)least, (unsigned long long)a->max_output);
    return true;
}

/* Whether --practice was asked of a tree too big to be an exercise
 * (said, with what to do). */
static bool practice_too_big(const struct export_args *a, const char *file, const struct tree *t)
{
    if (!a->practice || t->count <= QUIZ_PAGE_MAX)
        return false;
    unsigned long long count = t->count;
    fprintf(stderr, P_("abprune export: %s: --practice asks about every position, at most %d, "
                       "and this tree has %llu; an exercise is a smaller tree (abprune quiz "
                       "--print-tree makes one)\n",
                       "abprune export: %s: --practice asks about every position, at most %d, "
                       "and this tree has %llu; an exercise is a smaller tree (abprune quiz "
                       "--print-tree makes one)\n", (unsigned long)count),
            cli_shown(file), QUIZ_PAGE_MAX, count);
    return true;
}

/* Whether a deck's tree cannot fit its frame whatever the search does
 * (its leaves side by side, its levels one under another, at 5 pt):
 * said at once, before the search. */
static bool deck_too_big(const struct export_args *a, const char *file, const struct tree *t,
                         node_id root)
{
    double need, room;
    struct export_size size = a->size;
    size.font = 0;
    enum deck_fit fit = tikz_deck_precheck(t, root, &size, &need, &room);
    if (fit == DECK_FITS)
        return false;
    const char *shape = slide_shape(a->size.aspect)->name;
    if (fit == DECK_TOO_WIDE)
        fprintf(stderr, _("abprune export: %s: a deck's tree must fit its frame: at %d pt "
                          "this one is %.0f pt wide at least, the %s frame %.0f pt; draw a "
                          "subtree with --root PATH (such as --root 1)\n"),
                cli_shown(file), TIKZ_MIN_FONT, need, shape, room);
    else
        fprintf(stderr, _("abprune export: %s: a deck's tree must fit its frame: at %d pt "
                          "its levels need %.0f pt at least, the %s frame has %.0f pt; draw "
                          "a subtree with --root PATH (such as --root 1)\n"),
                cli_shown(file), TIKZ_MIN_FONT, need, shape, room);
    return true;
}

int cmd_export(int argc, char **argv)
{
    struct export_args a;
    int status = parse_args(argc, argv, &a);
    if (status != EXIT_OK)
        return status < 0 ? EXIT_OK : status;
    /* an existing output is refused before any work */
    if (a.output && !a.force && !a.split && outfile_exists(a.output))
        return cli_file_exists("export", a.output);
    char found[PATH_MAX];
    const char *file = datadir_find("trees", argv[optind], found, sizeof found);
    struct diag err;
    struct tree *t = tree_load_with(file, &a.search.prep.limits, &err);
    if (!t) {
        diag_print(stderr, &err);
        return EXIT_DATA;
    }
    if (cli_prepare_tree("export", file, &t, &a.search.prep) != EXIT_OK) {
        tree_free(t);
        return EXIT_DATA;
    }
    if (a.boards && !t->game)
        fprintf(stderr, _("abprune export: note: %s is not a game's tree (no @game: gen game "
                          "makes one), so --boards draws no board\n"), cli_shown(file));
    node_id root = find_root(&a, file, t);
    if (root == AB_NO_NODE) {
        tree_free(t);
        return EXIT_USAGE;
    }
    if (too_big(&a, file, t, root) || practice_too_big(&a, file, t) ||
        (a.format->deck && deck_too_big(&a, file, t, root))) {
        tree_free(t);
        return EXIT_DATA;
    }
    bool too_long;
    struct trace *tr = trace_record_max(t, &a.o, 0, &too_long);
    /* dense: a series reads every position at every step anyway */
    struct step_state *s = tr ? step_state_new_as(tr, STATE_DENSE) : NULL;
    if (!s) {
        status = cli_trace_failed("export", file, too_long);
    } else if ((a.have_step && a.step > tr->len) ||
               (a.series == SERIES_RANGE && a.to > tr->len)) {
        unsigned long long bad = a.have_step ? a.step : a.to;
        status = cli_usage_error("export", _("step %llu is out of range: %s on %s has steps "
                                 "0 to %zu"), bad, algorithm_info(a.o.alg)->name, file,
                                 tr->len);
    } else if (a.format->page) {
        status = draw_html(&a, file, tr, root);
    } else {
        step_state_seek(s, a.have_step ? (size_t)a.step : tr->len);
        status = draw(&a, file, tr, s, root);
    }
    step_state_free(s);
    trace_free(tr);
    tree_free(t);
    return status;
}
