/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cmd_quiz.c: `abprune quiz`, practice on generated trees. */
#include "config.h"

#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "base/i18n.h"
#include "base/outfile.h"
#include "base/text.h"
#include "base/strbuf.h"
#include "base/util.h"
#include "cli/cli.h"
#include "course/quiz.h"
#include "course/quiz_grade.h"
#include "course/quiz_handout.h"
#include "course/quiz_tikz.h"
#include "render/words/format.h"
#include "tree/write.h"
#include "ui/ui_script.h"
#include "ui/ui_quiz.h"
#include "ui/ui_term.h"

/* The most exercises a worksheet holds. */
#define QUIZ_MAX_SHEET 50

static void quiz_help(void)
{
    printf(_("Usage: abprune quiz [OPTION]...\n"
             "  or:  abprune quiz --game=NAME [POSITION] [OPTION]...\n"
             "Practise on a generated tree: write the value or bound every call returns,\n"
             "the window it receives, the branches cut off and their kinds, then check.\n"
             "In a terminal the exercise opens in the interface; otherwise (or with\n"
             "--print) the exercise sheet is written as text.\n"
             "\n"
             "The tree:\n"
             "  -b, --degree=B        moves per position (default 3; with --irregular at\n"
             "                        most B)\n"
             "  -d, --height=D        levels (default 3; with --irregular at most D, default\n"
             "                        4); at most %u leaves\n"
             "      --irregular       degrees and depths vary, as in exam trees\n"
             "      --leaves=A..B     between A and B leaves (default 12..30 with\n"
             "                        --irregular)\n"
             "      --values=A..B     leaf values from A to B (default 0..9)\n"
             "      --distinct        no two leaves with the same value\n"
             "      --min-cuts=N      at least N cutoffs\n"
             "      --min-deep=N      at least N cutoffs that prune a deep branch (F2)\n"
             "      --seed=S          the first seed tried (default: from the clock); the\n"
             "                        seed of the exercise made is shown\n"),
           QUIZ_MAX_LEAVES);
    printf(_("      --game=NAME       instead, the tree of a real game's POSITION, as\n"
             "                        'abprune gen game' writes it: tictactoe, nim or\n"
             "                        connect4 (abprune gen game --list), its moves and\n"
             "                        board shown; cut where it fits a page (%u leaves)\n"
             "                        unless --depth; --min-cuts and --min-deep choose the\n"
             "                        cut; with --sheet N, N positions played from it by\n"
             "                        the seed\n"
             "      --depth=N         the game's positions N moves down are terminal, valued\n"
             "                        by its static evaluation (at most %u leaves)\n"
             "      --columns=C, --rows=R  connect4: the board's size (default 4x4)\n"),
           QUIZ_PAGE_LEAVES, QUIZ_MAX_LEAVES);
    algorithm_print_help(stdout, _("  -a, --algorithm=NAME  the procedure (default f2):"), USE_QUIZ,
                         26);
    fputs(_("      --fail-soft       F2 with m := -inf (-a f2-soft)\n"
            "  -w, --window=A,B      the root window of F2 (default -inf,inf)\n"
            "      --view=VIEW       minimax (the default) or negamax values\n"
            "      --ask=LIST        what is asked, of values, windows, cuts, kinds, leaves\n"
            "                        or all (default values,cuts)\n"
            "\n"
            "What to do:\n"
            "      --print           write the exercise sheet\n"
            "      --solution        write every answer of the exercise, each with why (an\n"
            "                        answer file --check takes)\n"
            "      --check=FILE      grade the answers in FILE, one a line: 'window PATH A\n"
            "                        B', 'value PATH V', 'bound PATH >=V' or '<=V', 'cut\n"
            "                        PATH [KIND]', 'leaves N'\n"
            "      --print-tree      write the exercise's tree (a tree file) and exit\n"
            "      --sheet=N         a worksheet of N exercises and their answer keys\n"
            "  -o, --output=FILE     the worksheet's file (default: standard output)\n"
            "  -f, --format=FORMAT   the worksheet as text (the default) or tikz (a LaTeX\n"
            "                        document, A4)\n"
            "      --key=FILE        the answer keys in FILE instead of after the exercises\n"
            "      --force           replace files that exist\n"), stdout);
    fputs(_("      --ascii           7-bit characters only\n"
            "      --list-keys       list the keys of the exercise screen and exit\n"
            "      --keys=SCRIPT     take the keys from SCRIPT instead of the keyboard,\n"
            "                        on a virtual screen (for tests and demos)\n"
            "      --dump=FILE       with --keys: write the screen to FILE at <dump> and\n"
            "                        at the end\n"
            "      --size=COLSxROWS  with --keys: the virtual screen (default 80x24)\n"), stdout);
    fputs(_("  -h, --help            show this help and exit\n"
            "      --version         show the version and exit\n"
            "\n"
            "Example: a worksheet of 4 irregular exercises with a deep cutoff each, and\n"
            "one exercise graded:\n"
            "  abprune quiz --sheet 4 --irregular --min-deep 1 --ask all -f tikz -o ws.tex\n"
            "  abprune quiz -b 3 -d 3 --seed 17 --ask all --check answers.txt\n"
            "An exercise on tic-tac-toe, two moves deep:\n"
            "  abprune quiz --game tictactoe x.o.x.... --depth 2 --print\n"
            "\n"
            "The same options and seed give the same exercise everywhere.\n"
            "Exit status: 0 success (with --check: every answer right), 1 an answer\n"
            "file does not read or (with --check) an answer is wrong or missing,\n"
            "2 bad usage, or constraints no exercise meets.\n"), stdout);
}

enum { OPT_SEED = 256, OPT_PRINT, OPT_SOLUTION, OPT_CHECK, OPT_PRINT_TREE, OPT_SHEET,
       OPT_ASCII, OPT_LIST_KEYS, OPT_KEYS, OPT_DUMP, OPT_SIZE, OPT_IRREGULAR, OPT_LEAVES,
       OPT_VALUES, OPT_DISTINCT, OPT_MIN_CUTS, OPT_MIN_DEEP, OPT_ASK, OPT_KEY, OPT_FORCE,
       OPT_QUIZ_FAIL_SOFT, OPT_QUIZ_VIEW, OPT_GAME, OPT_GAME_DEPTH, OPT_COLUMNS, OPT_ROWS };

struct quiz_args {
    struct quiz_spec spec;
    bool seed_given, fail_soft;
    enum value_view view;
    unsigned ask;
    int mode;                   /* OPT_PRINT, OPT_SOLUTION, OPT_CHECK, OPT_PRINT_TREE,
                                   OPT_SHEET or 0 */
    const char *answers;        /* --check's file */
    unsigned long long sheet;   /* --sheet's N */
    const char *output, *key;   /* -o, --key */
    bool tikz, force, ascii;
    const char *keys, *dump;    /* a key script and where it dumps screens */
    int cols, rows;             /* the key script's virtual screen */
    bool random_option;         /* an option of the random tree's (shape,
                                   values, constraints, seed) */
    const char *game;           /* --game's name, or NULL */
    bool game_option;           /* --depth, --columns or --rows */
    struct game_shape shape;    /* --columns, --rows */
};

/* "A..B" of integers within [min, max]. */
static bool parse_range(const char *s, long min, long max, long *a, long *b)
{
    const char *dots = strstr(s, "..");
    char first[32];
    if (!dots || (size_t)(dots - s) >= sizeof first || dots == s)
        return false;
    memcpy(first, s, (size_t)(dots - s));
    first[dots - s] = '\0';
    long x, y;
    if (!parse_bounded_int(first, max > -min ? max : -min, 0, &x) ||
        !parse_bounded_int(dots + 2, max > -min ? max : -min, 0, &y) || x < min || y > max ||
        x > y)
        return false;
    *a = x;
    *b = y;
    return true;
}

/* Writes sb to path (NULL or "-": standard output), with the Hungarian
 * article of what was filled in (i18n_articles). */
static int emit(const char *path, bool force, struct strbuf *sb)
{
    if (sb->failed) {
        fprintf(stderr, _("abprune quiz: %s\n"), _("out of memory"));
        return EXIT_DATA;
    }
    if (sb->data)
        sb->len = strlen(i18n_articles(sb->data));
    if (!path || strcmp(path, "-") == 0) {
        fwrite(sb->data ? sb->data : "", 1, sb->len, stdout);
        return EXIT_OK;         /* a write error is found at the end */
    }
    int e = outfile_write_whole(path, sb->data ? sb->data : "", sb->len, force);
    if (e == EEXIST)
        return cli_file_exists("quiz", path);
    if (e) {
        fprintf(stderr, _("abprune quiz: %s: %s\n"), cli_shown(path), strerror(e));
        return EXIT_DATA;
    }
    return EXIT_OK;
}

/* The seed asked for gave no exercise that meets the constraints: say
 * which did (on standard error, so that the sheet stays as it is). */
static void say_seed(const struct quiz *q, const struct quiz_args *a)
{
    if (q->tries > 1 && a->seed_given)
        fprintf(stderr, _("abprune quiz: seed %llu is the first from %llu that meets the "
                          "constraints\n"), (unsigned long long)q->seed,
                (unsigned long long)a->spec.seed);
}

static int check(const struct quiz *q, const struct quiz_args *a)
{
    struct diag err;
    size_t len;
    char *text = file_read(a->answers, &len, &err);
    if (!text) {
        diag_print(stderr, &err);
        return EXIT_DATA;
    }
    /* a NUL would end the sheet early (or make it empty): no text file */
    const char *nul = memchr(text, '\0', len);
    if (nul) {
        unsigned line = 1;
        const char *start = text;
        for (const char *c = text; c < nul; c++)
            if (*c == '\n') {
                line++;
                start = c + 1;
            }
        diag_set(&err, a->answers, line, text_column(start, (size_t)(nul - start)),
                 _("not a text file (a NUL byte)"));
        diag_print(stderr, &err);
        free(text);
        return EXIT_DATA;
    }
    struct quiz_sheet sheet;
    struct quiz_result r = { 0 };
    int status = EXIT_OK;
    if (!quiz_sheet_init(&sheet, q, a->view) || !quiz_sheet_parse(&sheet, q, text, a->answers) ||
        !quiz_grade(q, &sheet, a->ask, &r)) {
        fprintf(stderr, _("abprune quiz: %s\n"), _("out of memory"));
        status = EXIT_DATA;
    } else {
        char title[400], why[1400], score[300], cmd[500];
        /* the lines that did not read, where they are; the others graded */
        for (size_t i = 0; i < sheet.nbad; i++)
            diag_print(stderr, &sheet.bad[i]);
        i18n_fprintf(stdout, "%s\n", quiz_title(title, sizeof title, q, a->view, 0));
        for (size_t i = 0; i < r.n; i++) {
            const struct quiz_graded *g = &r.item[i];
            if (g->verdict == QV_RIGHT)
                continue;
            char where[96];
            if (g->part == QP_LEAVES)
                snprintf(where, sizeof where, "leaves");
            else if (g->node)
                tree_path(q->tree, g->node, where, sizeof where);
            else
                snprintf(where, sizeof where, "root");
            if (g->line)
                printf("%s:%u: ", cli_shown(a->answers), g->line);
            /* the Hungarian article of what was filled in */
            i18n_fprintf(stdout, "%s: %s: %s.\n", where,
                         quiz_verdict_name((enum quiz_verdict)g->verdict, (enum quiz_part)g->part),
                         quiz_graded_reason(why, sizeof why, q, a->view, g));
        }
        /* the Hungarian article of the counts ("a 27 közül") */
        i18n_fprintf(stdout, _("Score: %s.\n"), quiz_result_summary(score, sizeof score, &r));
        if (r.perfect)
            printf("%s\n", _("All right."));
        else
            /* TRANSLATORS: the command line that shows this exercise's solution. */
            printf(_("Not yet.  The solution:\n  %s\n"),
                   quiz_command(cmd, sizeof cmd, q, a->view, a->ask, "--solution"));
        /* a teacher's script grades by the status: 0 only when all is right */
        if (!r.perfect)
            status = EXIT_DATA;
    }
    quiz_result_free(&r);
    quiz_sheet_free(&sheet);
    free(text);
    return status;
}

/* --print, --solution, --print-tree: one exercise as text. */
static int write_one(struct quiz *q, const struct quiz_args *a)
{
    struct strbuf sb;
    strbuf_init(&sb);
    struct quiz_handout h = { .q = &q, .n = 1, .view = a->view, .ask = a->ask,
                              .ascii = a->ascii };
    if (a->mode == OPT_SOLUTION) {
        h.ask = QUIZ_ASK_ALL;
        quiz_text_key(&sb, &h, 0, 0, true);
    } else if (a->mode == OPT_PRINT_TREE) {
        strbuf_free(&sb);
        if (tree_write(stdout, q->tree) != 0) {
            fprintf(stderr, _("%s: write error: %s\n"), "abprune quiz", strerror(errno));
            return EXIT_DATA;
        }
        return EXIT_OK;
    } else {
        quiz_text_exercise(&sb, &h, 0, 0);
    }
    int status = emit(NULL, false, &sb);
    strbuf_free(&sb);
    return status;
}

/* --sheet N: N exercises, the first from the seed asked for, each next
 * from the seed after the last one's. */
static int worksheet(const struct quiz_args *a)
{
    struct quiz *qs[QUIZ_MAX_SHEET] = { 0 };
    struct quiz_spec s = a->spec;
    struct diag err;
    int status = EXIT_OK;
    size_t n = 0;
    unsigned again = 0;
    for (; n < a->sheet; n++) {
        if ((qs[n] = quiz_generate(&s, &err)) == NULL)
            break;
        s.seed = qs[n]->seed + 1;
        /* a game's worksheet: each position once (as long as new ones come) */
        bool seen = false;
        for (size_t i = 0; qs[n]->position && i < n && !seen; i++)
            seen = strcmp(qs[i]->position, qs[n]->position) == 0 &&
                   qs[i]->spec.game_depth == qs[n]->spec.game_depth;
        if (seen && ++again < 4 * a->sheet) {
            quiz_free(qs[n]);
            qs[n--] = NULL;
        }
    }
    if (n < a->sheet) {
        fprintf(stderr, "abprune quiz: %s\n", cli_shown(err.message));
        status = err.line == 0 && err.file[0] == '\0' ? EXIT_USAGE : EXIT_DATA;
    } else {
        struct quiz_handout h = { .q = qs, .n = n, .view = a->view, .ask = a->ask,
                                  .ascii = a->ascii };
        struct strbuf sheet, key;
        strbuf_init(&sheet);
        strbuf_init(&key);
        if (a->tikz) {
            i18n_messages_utf8();   /* a LaTeX document: UTF-8 whatever the locale */
            quiz_tikz_sheet(&sheet, &h, !a->key);
            if (a->key)
                quiz_tikz_keys(&key, &h);
        } else {
            quiz_text_sheet(&sheet, &h, !a->key);
            if (a->key)
                quiz_text_keys(&key, &h);
        }
        /* neither file is written when the other would be refused */
        if (!a->force && a->output && strcmp(a->output, "-") != 0 && outfile_exists(a->output))
            status = cli_file_exists("quiz", a->output);
        else if (!a->force && a->key && strcmp(a->key, "-") != 0 && outfile_exists(a->key))
            status = cli_file_exists("quiz", a->key);
        else
            status = emit(a->output, a->force, &sheet);
        if (status == EXIT_OK && a->key)
            status = emit(a->key, a->force, &key);
        strbuf_free(&sheet);
        strbuf_free(&key);
    }
    for (size_t i = 0; i < n; i++)
        quiz_free(qs[i]);
    return status;
}

/* Sets the mode, which the modes' options exclude each other for. */
static int set_mode(struct quiz_args *a, int mode)
{
    if (a->mode && a->mode != mode)
        return cli_usage_error("quiz", _("--print, --solution, --check, --print-tree and --sheet "
                               "exclude each other"));
    a->mode = mode;
    return EXIT_OK;
}

/* An option handler's answer for an option that is not its own. */
enum { NOT_MINE = -2 };

/* An option of the random exercise's shape, values and constraints into
 * a: EXIT_OK, the status of the error reported, or NOT_MINE for another
 * option. */
static int exercise_option(struct quiz_args *a, int c)
{
    unsigned long long u;
    long x, y;
    switch (c) {
    case 'b':
    case 'd':
        if (!cli_parse_uint(optarg, c == 'b' ? 2 : 1, c == 'b' ? 9 : 8, &u))
            return cli_usage_error("quiz", c == 'b' ? _("bad degree '%s': expected 2 to 9")
                                                    : _("bad height '%s': expected 1 to 8"),
                                   optarg);
        *(c == 'b' ? &a->spec.degree : &a->spec.height) = (unsigned)u;
        a->spec.shape_given = a->random_option = true;
        return EXIT_OK;
    case OPT_SEED:
        if (!cli_parse_uint(optarg, 0, UINT64_MAX - QUIZ_MAX_TRIES * (QUIZ_MAX_SHEET + 1ull), &u))
            return cli_usage_error("quiz", _("bad seed '%s' (0..18446744073709551615)"), optarg);
        a->spec.seed = u;
        a->seed_given = true;
        return EXIT_OK;
    case OPT_IRREGULAR: a->spec.irregular = a->random_option = true; return EXIT_OK;
    case OPT_DISTINCT: a->spec.distinct = a->random_option = true; return EXIT_OK;
    case OPT_LEAVES:
        if (!parse_range(optarg, 1, QUIZ_MAX_LEAVES, &x, &y))
            return cli_usage_error("quiz", _("bad leaves '%s': expected A..B, 1 <= A <= B <= %u"),
                                   optarg, QUIZ_MAX_LEAVES);
        a->spec.leaves_min = (unsigned)x;
        a->spec.leaves_max = (unsigned)y;
        a->random_option = true;
        return EXIT_OK;
    case OPT_VALUES:
        if (!parse_range(optarg, -AB_VALUE_LIMIT, AB_VALUE_LIMIT, &x, &y))
            return cli_usage_error("quiz", _("bad values '%s': expected A..B with A <= B"),
                                   optarg);
        a->spec.value_min = (int32_t)x;
        a->spec.value_max = (int32_t)y;
        a->random_option = true;
        return EXIT_OK;
    case OPT_MIN_CUTS:
    case OPT_MIN_DEEP:
        if (!cli_parse_uint(optarg, 0, QUIZ_MAX_LEAVES, &u))
            return cli_usage_error("quiz", _("bad number '%s': expected 0 to %u"), optarg,
                                   QUIZ_MAX_LEAVES);
        *(c == OPT_MIN_CUTS ? &a->spec.min_cuts : &a->spec.min_deep) = (unsigned)u;
        return EXIT_OK;
    default:
        return NOT_MINE;
    }
}

/* An option of a game's exercise (quiz --game) into a: as
 * exercise_option. */
static int game_option(struct quiz_args *a, int c)
{
    unsigned long long u;
    switch (c) {
    case OPT_GAME: a->game = optarg; return EXIT_OK;
    case OPT_GAME_DEPTH:
        /* gen game's range */
        if (!cli_parse_uint(optarg, 0, 1000, &u))
            return cli_usage_error("quiz", _("bad depth '%s' (0..1000)"), optarg);
        a->spec.game_depth = (uint32_t)u;
        a->game_option = true;
        return EXIT_OK;
    case OPT_COLUMNS:
    case OPT_ROWS:
        if (!cli_parse_uint(optarg, 1, 9, &u))
            return cli_usage_error("quiz", c == OPT_COLUMNS ? _("bad number of columns '%s' "
                                   "(1..9)") : _("bad number of rows '%s' (1..9)"), optarg);
        *(c == OPT_COLUMNS ? &a->shape.cols : &a->shape.rows) = (unsigned)u;
        a->game_option = true;
        return EXIT_OK;
    default:
        return NOT_MINE;
    }
}

static int parse_option(struct quiz_args *a, int c, char **argv)
{
    int status = exercise_option(a, c);
    if (status == NOT_MINE)
        status = game_option(a, c);
    if (status != NOT_MINE)
        return status;
    switch (c) {
    case 'a':
        return cli_algorithm("quiz", USE_QUIZ, optarg, &a->spec.alg);
    case OPT_QUIZ_FAIL_SOFT:
        a->fail_soft = true;
        return EXIT_OK;
    case 'w':
        if (!fmt_parse_window(optarg, &a->spec.alpha, &a->spec.beta))
            return cli_usage_error("quiz", _("bad window '%s': expected A,B with A < B, integers "
                                             "or -inf/inf"), optarg);
        return EXIT_OK;
    case OPT_QUIZ_VIEW: {
        int v;
        if (cli_view("quiz", optarg, &v) != EXIT_OK)
            return EXIT_USAGE;
        a->view = (enum value_view)v;
        return EXIT_OK;
    }
    case OPT_ASK:
        if (!quiz_ask_parse(optarg, &a->ask))
            return cli_usage_error("quiz", _("bad --ask '%s': a list of values, windows, cuts, "
                                             "kinds, leaves or all"), optarg);
        return EXIT_OK;
    case OPT_PRINT:
    case OPT_SOLUTION:
    case OPT_PRINT_TREE:
        return set_mode(a, c);
    case OPT_CHECK:
        a->answers = optarg;
        return set_mode(a, c);
    case OPT_SHEET:
        if (!cli_parse_uint(optarg, 1, QUIZ_MAX_SHEET, &a->sheet))
            return cli_usage_error("quiz", _("bad number of exercises '%s': expected 1 to %u"),
                                   optarg, QUIZ_MAX_SHEET);
        return set_mode(a, c);
    case 'o': a->output = optarg; return EXIT_OK;
    case OPT_KEY: a->key = optarg; return EXIT_OK;
    case OPT_FORCE: a->force = true; return EXIT_OK;
    case 'f':
        if (strcmp(optarg, "text") != 0 && strcmp(optarg, "tikz") != 0)
            return cli_usage_error("quiz", _("bad format '%s': expected text or tikz"), optarg);
        a->tikz = optarg[1] == 'i';
        return EXIT_OK;
    case OPT_ASCII: a->ascii = true; return EXIT_OK;
    case OPT_KEYS: a->keys = optarg; return EXIT_OK;
    case OPT_DUMP: a->dump = optarg; return EXIT_OK;
    case OPT_SIZE:
        return cli_size_option("quiz", optarg, &a->cols, &a->rows);
    default:
        return cli_bad_option("quiz", argv, c);
    }
}

/* quiz's options: getopt_long's tables, and shell completion's
 * (abprune --complete options quiz) */
static const struct option longopts[] = {
    { "degree", required_argument, NULL, 'b' },
    { "height", required_argument, NULL, 'd' },
    { "irregular", no_argument, NULL, OPT_IRREGULAR },
    { "leaves", required_argument, NULL, OPT_LEAVES },
    { "values", required_argument, NULL, OPT_VALUES },
    { "distinct", no_argument, NULL, OPT_DISTINCT },
    { "min-cuts", required_argument, NULL, OPT_MIN_CUTS },
    { "min-deep", required_argument, NULL, OPT_MIN_DEEP },
    { "seed", required_argument, NULL, OPT_SEED },
    { "algorithm", required_argument, NULL, 'a' },
    { "fail-soft", no_argument, NULL, OPT_QUIZ_FAIL_SOFT },
    { "window", required_argument, NULL, 'w' },
    { "view", required_argument, NULL, OPT_QUIZ_VIEW },
    { "ask", required_argument, NULL, OPT_ASK },
    { "print", no_argument, NULL, OPT_PRINT },
    { "solution", no_argument, NULL, OPT_SOLUTION },
    { "check", required_argument, NULL, OPT_CHECK },
    { "print-tree", no_argument, NULL, OPT_PRINT_TREE },
    { "sheet", required_argument, NULL, OPT_SHEET },
    { "output", required_argument, NULL, 'o' },
    { "format", required_argument, NULL, 'f' },
    { "key", required_argument, NULL, OPT_KEY },
    { "force", no_argument, NULL, OPT_FORCE },
    { "ascii", no_argument, NULL, OPT_ASCII },
    { "list-keys", no_argument, NULL, OPT_LIST_KEYS },
    { "keys", required_argument, NULL, OPT_KEYS },
    { "dump", required_argument, NULL, OPT_DUMP },
    { "size", required_argument, NULL, OPT_SIZE },
    { "game", required_argument, NULL, OPT_GAME },
    { "depth", required_argument, NULL, OPT_GAME_DEPTH },
    { "columns", required_argument, NULL, OPT_COLUMNS },
    { "rows", required_argument, NULL, OPT_ROWS },
    { "help", no_argument, NULL, 'h' },
    CLI_VERSION_OPTION,
    { NULL, 0, NULL, 0 },
};
static const char shortopts[] = ":b:d:a:w:o:f:h";

struct cli_options cmd_quiz_options(void)
{
    return (struct cli_options){ shortopts, longopts };
}

static int parse_args(int argc, char **argv, struct quiz_args *a)
{
    *a = (struct quiz_args){ .view = VIEW_MINIMAX, .ask = QUIZ_ASK_DEFAULT, .cols = 80,
                             .rows = 24 };
    quiz_spec_init(&a->spec);
    a->spec.seed = (unsigned long long)time(NULL) % 100000;
    int c;
    optind = 1;
    opterr = 0;
    while ((c = getopt_long(argc, argv, shortopts, longopts, NULL)) != -1) {
        if (c == OPT_LIST_KEYS)
            return cli_list_keys(ui_quiz_keymap()) == EXIT_OK ? -1 : EXIT_DATA;
        if (c == 'h') {
            quiz_help();
            return -1;
        }
        if (c == OPT_VERSION) {
            cli_version();
            return -1;
        }
        int status = parse_option(a, c, argv);
        if (status != EXIT_OK)
            return status;
    }
    if (a->game && a->random_option)
        return cli_usage_error("quiz", _("--game takes a position, not -b, -d, --irregular, "
                               "--leaves, --values or --distinct (--depth limits its tree)"));
    if (a->game && a->seed_given && a->mode != OPT_SHEET)
        return cli_usage_error("quiz", _("with --game, --seed goes with --sheet (the seed "
                               "chooses the worksheet's positions)"));
    /* a game's worksheet: positions played from the one given */
    a->spec.game_sheet = a->game && a->mode == OPT_SHEET;
    if (!a->game && a->game_option)
        return cli_usage_error("quiz", _("--depth, --columns and --rows go with --game"));
    if (a->game) {
        const char *position = optind < argc ? argv[optind++] : NULL;
        int status = cli_game_position("quiz", a->game, position, &a->shape, &a->spec.game,
                                       &a->spec.root);
        if (status != EXIT_OK)
            return status;
        a->spec.position = position;
    }
    if (optind != argc)
        return cli_usage_error("quiz", _("unexpected argument '%s'"), argv[optind]);
    if (a->dump && !a->keys)
        return cli_usage_error("quiz", _("--dump needs --keys"));
    if ((a->output || a->key || a->tikz) && a->mode != OPT_SHEET)
        return cli_usage_error("quiz", _("-o, --key and -f go with --sheet"));
    if (a->fail_soft && a->spec.alg == ALG_F2)
        a->spec.alg = ALG_F2_SOFT;
    else if (a->fail_soft)
        return cli_usage_error("quiz", _("--fail-soft goes with F2 (-a f2)"));
    if ((a->spec.alpha > -AB_INF || a->spec.beta < AB_INF) &&
        !algorithm_has(a->spec.alg, TRAIT_WINDOW))
        return cli_usage_error("quiz", _("--window goes with F2 (-a f2)"));
    quiz_spec_finish(&a->spec);
    struct diag err;
    if (!quiz_spec_check(&a->spec, &err))
        return cli_usage_error("quiz", "%s", err.message);
    return EXIT_OK;
}

int cmd_quiz(int argc, char **argv)
{
    struct quiz_args a;
    int status = parse_args(argc, argv, &a);
    if (status != EXIT_OK)
        return status < 0 ? EXIT_OK : status;
    if (a.mode == OPT_SHEET) {
        status = worksheet(&a);
    } else {
        struct diag err;
        char why[200];
        const char *problem;
        int e;
        struct quiz *q = quiz_generate(&a.spec, &err);
        if (!q) {
            fprintf(stderr, "abprune quiz: %s\n", cli_shown(err.message));
            /* constraints no seed meets are the request's problem */
            return err.file[0] == '\0' ? EXIT_USAGE : EXIT_DATA;
        }
        say_seed(q, &a);
        if (a.mode == OPT_CHECK)
            status = check(q, &a);
        else if (a.mode)
            status = write_one(q, &a);
        else if (a.keys && !ui_script_load(a.keys, a.cols, a.rows, &err)) {
            diag_print(stderr, &err);
            status = EXIT_USAGE;
        } else if (a.keys && a.dump && (e = ui_script_dump_to(a.dump, a.force)) != 0) {
            status = cli_output_error("quiz", a.dump, e, NULL);
        } else if (a.keys) {
            status = ui_run_quiz(q, a.view, a.ascii, a.ask);
            struct outfile done;
            if ((e = ui_script_close(&done)) != 0)
                status = cli_output_error("quiz", a.dump, e, &done);
        } else if (!isatty(STDOUT_FILENO) || !isatty(STDIN_FILENO)) {
            a.mode = OPT_PRINT;
            status = write_one(q, &a);
        } else if ((problem = ui_term_problem(why, sizeof why)) != NULL) {
            fprintf(stderr, _("abprune quiz: %s\nWithout it, 'abprune quiz --print' prints the "
                              "exercise sheet\nand --solution its solution.\n"), problem);
            status = EXIT_USAGE;
        } else {
            ui_term_catch_interrupt();
            status = ui_run_quiz(q, a.view, a.ascii, a.ask);
        }
        quiz_free(q);
    }
    if (fflush(stdout) != 0 || ferror(stdout)) {
        fprintf(stderr, _("%s: write error: %s\n"), "abprune quiz", strerror(errno));
        status = EXIT_DATA;
    }
    return status;
}
