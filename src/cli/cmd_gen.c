/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cmd_gen.c: `abprune gen`, trees made by the program. */
#include "config.h"

#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/i18n.h"
#include "base/outfile.h"
#include "base/text.h"
#include "base/util.h"
#include "cli/cli.h"
#include "search/implicit.h"
#include "tree/gen.h"
#include "tree/write.h"

static void gen_help(void)
{
    printf(_("Usage: abprune gen pi [-b B] [-d D] [OPTION]...\n"
           "       abprune gen digits STRING -b B -d D [OPTION]...\n"
           "       abprune gen random -b B -d D [--seed S] [--min X] [--max Y] [OPTION]...\n"
           "       abprune gen game NAME [POSITION] [--depth N] [--symmetry] [OPTION]...\n"
           "       abprune gen game --list\n"
           "Write a generated game tree in the .tree format.\n"
           "\n"
           "  pi      uniform tree whose leaves are the first B^D digits of pi, computed\n"
           "          by a spigot (default -b 3 -d 4: the tree of the paper's figures)\n"
           "  digits  uniform tree whose leaves are the digits of STRING, left to right\n"
           "  random  uniform tree of random leaf values, the same tree as `abprune\n"
           "          stats` searches for that seed (the same seed gives the same tree\n"
           "          everywhere; doc/generators.md)\n"
           "  game    every position of a real game from POSITION on: tictactoe (such\n"
           "          as x.o.x....), nim (heaps, such as 1,2,3) or connect4 (such as\n"
           "          5x4:3321); labelled by the moves, with eval= at every position\n"
           "\n"
           "  -b, --degree=B      moves per position (at least 1)\n"
           "  -d, --height=D      depth of the leaves\n"
           "      --seed=S        random: the seed, 0..2^64-1 (default 1)\n"
           "      --min=X         random: smallest leaf value (default 0)\n"
           "      --max=Y         random: largest leaf value (default 9)\n"
           "      --distinct      random: distinct values 0..B^D-1 in random order (the\n"
           "                      model of the paper's analysis) instead of X..Y\n"
           "      --tree=N        random: tree N of the experiment (default 0), as in\n"
           "                      abprune stats -b B -d D --seed S\n"
           "      --irregular     random: 1..B moves per position and leaves at every\n"
           "                      depth up to D, instead of a uniform tree\n"
           "      --order=ORDER   best (best move first everywhere: F2 examines the\n"
           "                      minimum), worst, eval (game: by eval=), random[:SEED]\n"
           "                      or as-is; a uniform random tree is made in best or\n"
           "                      worst order as stats --order makes it\n"
           "      --depth=N       game: positions N moves down are terminal, valued by\n"
           "                      the game's static evaluation\n"
           "      --transpositions  game: a position met again is written =Label\n"
           "      --symmetry      game: also a position equal to one met before under the\n"
           "                      board's symmetries (implies --transpositions)\n"
           "      --columns=C, --rows=R  connect4: the board's size (default 4x4)\n"
           "      --max-positions=N  game: refuse a tree of more than N positions (default\n"
           "                      2000000)\n"
           "      --list          game: the games, how positions and moves are written\n"
           "      --title=TEXT    the @title line to write\n"
           "  -o, --output=FILE   write to FILE (atomically) instead of standard output\n"
           "      --force         let -o replace an existing FILE\n"
           "      --max-output=BYTES  stop with an error past BYTES of output (default\n"
           "                      268435456, 256 MiB); nothing is left of a file\n"
           "  -h, --help          show this help and exit\n"
           "      --version       show the version and exit\n"
           "\n"
           "Exit status: 0 success, 1 the tree cannot be made or written, 2 bad usage.\n"));
}

/* A uniform random tree: tree `index` of the experiment (seed, b, d) as
 * stats searches it, in best or worst order by construction when asked
 * (the order is then done). */
static struct tree *random_tree(unsigned b, unsigned d, uint64_t seed, uint64_t index,
                                bool distinct, int32_t lo, int32_t hi, struct move_order *order,
                                struct diag *err)
{
    struct implicit_tree it = { .degree = b, .height = d,
                                .key = implicit_key(seed, b, d, index),
                                .ties = !distinct, .lo = lo, .hi = hi,
                                .order = order->kind == MOVES_BEST    ? ORDER_BEST_FIRST
                                         : order->kind == MOVES_WORST ? ORDER_WORST_FIRST
                                                                      : ORDER_AS_IS };
    char values[64], which[64] = "";
    if (distinct)
        snprintf(values, sizeof values, _("distinct values"));
    else
        snprintf(values, sizeof values, _("values %d..%d"), (int)lo, (int)hi);
    if (index)
        snprintf(which, sizeof which, _(", tree %llu"), (unsigned long long)index);
    char *title = str_printf(_("Random tree: degree %u, height %u, seed %llu%s, %s%s"), b, d,
                             (unsigned long long)seed, which, values,
                             it.order == ORDER_BEST_FIRST    ? _(", best move first")
                             : it.order == ORDER_WORST_FIRST ? _(", best move last")
                                                             : "");
    if (it.order != ORDER_AS_IS)
        order->kind = MOVES_AS_IS;
    struct tree *t = implicit_build(&it, title, err);
    free(title);
    return t;
}

/* The tree of a digit string, titled with the digits its leaves use
 * (the first few of a long string, and how many) and its shape. */
static struct tree *digits_tree(const char *digits, unsigned b, unsigned d, struct diag *err)
{
    enum { SHOWN = 24 };
    unsigned long long used = gen_uniform_leaves(b, d);
    char *title = used <= SHOWN
        ? str_printf(_("Digit string %.*s: degree %u, height %u"), (int)used, digits, b, d)
        : str_printf(P_("Digit string %.*s... (%llu digit): degree %u, height %u",
                        "Digit string %.*s... (%llu digits): degree %u, height %u", used),
                     (int)SHOWN, digits, used, b, d);
    struct tree *t = gen_digits(digits, b, d, title, err);
    free(title);
    return t;
}

/* Writes the tree to standard output, or to a file as it is written
 * (atomically: a temporary put in place when whole), stopping at the
 * first write error or past max bytes. */
static int emit(const struct tree *t, const char *output, bool force, uint64_t max)
{
    struct outfile of;
    struct strbuf sb;
    strbuf_init(&sb);
    int e = outfile_open(&of, output, force, max);
    if (e)
        return cli_output_error("gen", output, e, NULL);
    outfile_attach(&of, &sb);
    tree_write_buf(&sb, t);
    e = outfile_finish(&of, &sb);
    strbuf_free(&sb);
    return e ? cli_output_error("gen", output, e, &of) : EXIT_OK;
}

/* Reorders the tree, gives it its title and writes it; frees it. */
static int finish(struct tree *t, const struct move_order *order, const char *title,
                  const char *output, bool force, uint64_t max)
{
    if (order->kind != MOVES_AS_IS) {
        struct tree *r = tree_in_order(t, order);
        tree_free(t);
        if (!r) {
            fprintf(stderr, _("abprune gen: out of memory\n"));
            return EXIT_DATA;
        }
        t = r;
    }
    if (title) {
        char *copy = strdup(title);
        if (!copy) {
            tree_free(t);
            fprintf(stderr, _("abprune gen: out of memory\n"));
            return EXIT_DATA;
        }
        free(t->title);
        t->title = copy;
    }
    int status = emit(t, output, force, max);
    tree_free(t);
    return status;
}

/* gen game's options (no short forms) */
enum {
    OPT_GAME_DEPTH = 256, OPT_SYMMETRY, OPT_TRANSPOSITIONS, OPT_COLUMNS, OPT_ROWS,
    OPT_GAME_MAX_POSITIONS, OPT_LIST, OPT_MAX_OUTPUT,
};

/* gen's options: getopt_long's tables, and shell completion's
 * (abprune --complete options gen) */
static const struct option longopts[] = {
    { "degree", required_argument, NULL, 'b' },
    { "height", required_argument, NULL, 'd' },
    { "seed", required_argument, NULL, 'S' },
    { "min", required_argument, NULL, 'm' },
    { "max", required_argument, NULL, 'M' },
    { "irregular", no_argument, NULL, 'i' },
    { "distinct", no_argument, NULL, 'D' },
    { "tree", required_argument, NULL, 'N' },
    { "title", required_argument, NULL, 'T' },
    { "output", required_argument, NULL, 'o' },
    { "force", no_argument, NULL, 'f' },
    { "max-output", required_argument, NULL, OPT_MAX_OUTPUT },
    { "order", required_argument, NULL, 'O' },
    { "depth", required_argument, NULL, OPT_GAME_DEPTH },
    { "symmetry", no_argument, NULL, OPT_SYMMETRY },
    { "transpositions", no_argument, NULL, OPT_TRANSPOSITIONS },
    { "columns", required_argument, NULL, OPT_COLUMNS },
    { "rows", required_argument, NULL, OPT_ROWS },
    { "max-positions", required_argument, NULL, OPT_GAME_MAX_POSITIONS },
    { "list", no_argument, NULL, OPT_LIST },
    { "help", no_argument, NULL, 'h' },
    CLI_VERSION_OPTION,
    { NULL, 0, NULL, 0 },
};
static const char shortopts[] = ":b:d:o:h";

struct cli_options cmd_gen_options(void)
{
    return (struct cli_options){ shortopts, longopts };
}

/* What gen was asked. */
struct gen_args {
    unsigned long long degree, height, seed, tree_index;
    bool have_degree, have_height, irregular, force;
    bool have_seed, have_range, distinct, have_tree;
    long lo, hi;
    const char *output, *title;
    uint64_t max_output;        /* --max-output */
    struct move_order order;
    struct gen_game game;
    bool game_option, list;
};

/* An option of gen game into a: EXIT_OK or the status of the error
 * reported. */
static int gen_game_option(struct gen_args *a, int c, const char *arg, char **argv)
{
    unsigned long long u;
    struct gen_game *game = &a->game;
    switch (c) {
    case OPT_GAME_DEPTH:
        if (!cli_parse_uint(arg, 0, 1000, &u))
            return cli_usage_error("gen", _("bad depth '%s' (0..1000)"), arg);
        game->depth = (uint32_t)u;
        game->have_depth = true;
        break;
    case OPT_SYMMETRY:
        game->symmetry = true;
        break;
    case OPT_TRANSPOSITIONS:
        game->transpositions = true;
        break;
    case OPT_COLUMNS:
    case OPT_ROWS:
        if (!cli_parse_uint(arg, 1, 9, &u))
            return cli_usage_error("gen", c == OPT_COLUMNS ? _("bad number of columns '%s' "
                                   "(1..9)") : _("bad number of rows '%s' (1..9)"), arg);
        *(c == OPT_COLUMNS ? &game->shape.cols : &game->shape.rows) = (unsigned)u;
        break;
    case OPT_GAME_MAX_POSITIONS: {
        struct tree_limits limits = { 0, 0 };
        int status = cli_max_positions("gen", arg, &limits);
        if (status != EXIT_OK)
            return status;
        game->max_positions = limits.max_positions;
        break;
    }
    case OPT_LIST:
        a->list = true;
        break;
    default:
        return cli_bad_option("gen", argv, c);
    }
    a->game_option = true;
    return EXIT_OK;
}

/* --title: what @title takes (text_check: no control character, C1 or
 * bidirectional override, only UTF-8), so that the file written reads. */
static int title_option(struct gen_args *a, const char *arg)
{
    size_t at = 0;
    uint32_t what = 0;
    if (strchr(arg, '\n'))
        return cli_usage_error("gen", _("the title must be one line"));
    enum text_fault fault = text_check(arg, strlen(arg), &at, &what);
    unsigned col = fault == TEXT_OK ? 0 : text_column(arg, at);
    if (fault == TEXT_CONTROL)
        return cli_usage_error("gen", _("--title: control character (byte 0x%02X) at column "
                                        "%u, which @title refuses"), (unsigned)what, col);
    if (fault == TEXT_C1)
        return cli_usage_error("gen", _("--title: control character U+%04X at column %u, "
                                        "which @title refuses"), (unsigned)what, col);
    if (fault == TEXT_INVALID)
        return cli_usage_error("gen", _("--title: byte 0x%02X at column %u is not UTF-8 (a "
                                        "tree file is UTF-8 text)"), (unsigned)what, col);
    a->title = arg;
    return EXIT_OK;
}

/* One option into a: EXIT_OK, the status of the error reported, or -1
 * when --help or --version has been answered. */
static int gen_option(struct gen_args *a, int c, const char *arg, char **argv)
{
    unsigned long long u;
    switch (c) {
    case 'b':
        if (!cli_parse_uint(arg, 1, 1000000, &a->degree))
            return cli_usage_error("gen", _("bad degree '%s' (1..1000000)"), arg);
        a->have_degree = true;
        return EXIT_OK;
    case 'd':
        if (!cli_parse_uint(arg, 0, GEN_MAX_HEIGHT, &a->height))
            return cli_usage_error("gen", _("bad height '%s' (0..%u)"), arg, GEN_MAX_HEIGHT);
        a->have_height = true;
        return EXIT_OK;
    case 'S':
        if (!cli_parse_uint(arg, 0, UINT64_MAX, &u))
            return cli_usage_error("gen", _("bad seed '%s' (0..18446744073709551615)"), arg);
        a->seed = u;
        a->have_seed = true;
        return EXIT_OK;
    case 'm':
    case 'M':
        if (!parse_bounded_int(arg, AB_VALUE_LIMIT, 0, c == 'm' ? &a->lo : &a->hi))
            return cli_usage_error("gen", _("bad value '%s' (-%d..%d)"), arg,
                                   AB_VALUE_LIMIT, AB_VALUE_LIMIT);
        a->have_range = true;
        return EXIT_OK;
    case 'i':
        a->irregular = true;
        return EXIT_OK;
    case 'D':
        a->distinct = true;
        return EXIT_OK;
    case 'N':
        if (!cli_parse_uint(arg, 0, UINT64_MAX, &a->tree_index))
            return cli_usage_error("gen", _("bad tree number '%s' (0..18446744073709551615)"),
                                   arg);
        a->have_tree = true;
        return EXIT_OK;
    case 'T':
        return title_option(a, arg);
    case 'O':
        if (!move_order_parse(arg, &a->order))
            return cli_usage_error("gen", _("unknown order '%s' (use as-is, best, worst, eval or "
                                   "random[:SEED], SEED from 0 to 18446744073709551615)"),
                                   arg);
        return EXIT_OK;
    case 'o':
        a->output = arg;
        return EXIT_OK;
    case 'f':
        a->force = true;
        return EXIT_OK;
    case OPT_MAX_OUTPUT:
        return cli_max_output("gen", arg, &a->max_output);
    case 'h':
        gen_help();
        return -1;
    case OPT_VERSION:
        cli_version();
        return -1;
    default:
        return gen_game_option(a, c, arg, argv);
    }
}

/* gen game [GAME [POSITION]] after the options. */
static int gen_game_kind(struct gen_args *a, int argc, char **argv)
{
    if (a->have_degree || a->have_height || a->have_seed || a->have_range || a->irregular ||
        a->distinct || a->have_tree)
        return cli_usage_error("gen", _("game takes a position, not -b, -d, --seed, "
                               "--min, --max, --distinct, --tree or --irregular (--depth "
                               "limits its tree)"));
    if (a->list)
        return optind == argc ? cmd_gen_game_list()
                              : cli_usage_error("gen", _("--list takes no game"));
    a->game.name = optind < argc ? argv[optind++] : NULL;
    a->game.position = optind < argc ? argv[optind++] : NULL;
    if (optind != argc)
        return cli_usage_error("gen", _("too many arguments"));
    if (a->order.kind == MOVES_AS_IS)
        return cmd_gen_game_write(&a->game, a->title, a->output, a->force, a->max_output);
    struct tree *t;
    int status = cmd_gen_game_tree(&a->game, &t);
    if (status != EXIT_OK)
        return status;
    return finish(t, &a->order, a->title, a->output, a->force, a->max_output);
}

/* gen pi, digits or random (kind) after the options. */
static int gen_shaped_kind(struct gen_args *a, const char *kind, int argc, char **argv)
{
    if (a->order.kind == MOVES_EVAL)
        return cli_usage_error("gen", _("unknown order '%s' (use as-is, best, worst or "
                               "random[:SEED])"), "eval");
    const char *digits = NULL;
    if (strcmp(kind, "digits") == 0) {
        if (optind >= argc)
            return cli_usage_error("gen", _("digits needs a STRING of digits"));
        digits = argv[optind++];
    }
    if (optind != argc)
        return cli_usage_error("gen", _("too many arguments"));
    bool random = strcmp(kind, "random") == 0;
    if (!random && (a->have_seed || a->have_range || a->irregular || a->distinct || a->have_tree))
        return cli_usage_error("gen", _("--seed, --min, --max, --distinct, --tree and --irregular "
                               "apply to random only"));
    if (a->distinct && a->have_range)
        return cli_usage_error("gen", _("--distinct replaces --min and --max"));
    if (a->irregular && (a->distinct || a->have_tree))
        return cli_usage_error("gen", _("--distinct and --tree make uniform trees, not --irregular"));
    if (random && a->lo > a->hi)
        return cli_usage_error("gen", _("--min %ld is above --max %ld"), a->lo, a->hi);

    /* the arguments must fit before anything is built: a bad one is bad
     * usage (2), not a tree that could not be made (1) */
    bool pi = strcmp(kind, "pi") == 0;
    if (!pi && !digits && !random)
        return cli_usage_error("gen", _("unknown kind of tree '%s' (use pi, digits, random or "
                               "game)"), kind);
    if (!pi && (!a->have_degree || !a->have_height))
        return cli_usage_error("gen", _("%s needs -b DEGREE and -d HEIGHT"), kind);
    unsigned degree = a->have_degree ? (unsigned)a->degree : 3;
    unsigned height = a->have_height ? (unsigned)a->height : 4;
    struct diag err;
    if (pi ? !gen_check_pi(degree, height, &err)
           : digits ? !gen_check_digits(digits, degree, height, &err)
                    : !gen_check_shape(degree, height, &err))
        return cli_usage_error("gen", "%s", err.message);
    struct tree *t = NULL;
    if (pi)
        t = gen_pi(degree, height, &err);
    else if (digits)
        t = digits_tree(digits, degree, height, &err);
    else if (a->irregular)
        t = gen_random_irregular(degree, height, a->seed, (int32_t)a->lo, (int32_t)a->hi, &err);
    else
        t = random_tree(degree, height, a->seed, a->tree_index, a->distinct, (int32_t)a->lo,
                        (int32_t)a->hi, &a->order, &err);
    if (!t) {
        fprintf(stderr, _("abprune gen: %s\n"), cli_shown(err.message));
        return EXIT_DATA;
    }
    return finish(t, &a->order, a->title, a->output, a->force, a->max_output);
}

int cmd_gen(int argc, char **argv)
{
    struct gen_args a = { .seed = 1, .hi = 9, .order = { MOVES_AS_IS, 1 },
                          .max_output = OUTFILE_DEFAULT_MAX };
    int c;
    optind = 1;
    opterr = 0;
    while ((c = getopt_long(argc, argv, shortopts, longopts, NULL)) != -1) {
        int status = gen_option(&a, c, optarg, argv);
        if (status != EXIT_OK)
            return status < 0 ? EXIT_OK : status;
    }
    if (optind >= argc)
        return cli_usage_error("gen", _("missing kind of tree (pi, digits, random or game)"));
    const char *kind = argv[optind++];
    bool is_game = strcmp(kind, "game") == 0;
    if (a.game_option && !is_game)
        return cli_usage_error("gen", _("--depth, --symmetry, --transpositions, --columns, "
                               "--rows, --max-positions and --list apply to game only"));
    /* an existing file is refused before the tree is made */
    if (a.output && !a.force && !a.list && outfile_exists(a.output))
        return cli_file_exists("gen", a.output);
    return is_game ? gen_game_kind(&a, argc, argv) : gen_shaped_kind(&a, kind, argc, argv);
}
