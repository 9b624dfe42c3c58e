/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cli.h: conventions shared by the subcommands (main's side of the
 * program: only these files print to the user and choose exit codes). */
#ifndef ABPRUNE_CLI_H
#define ABPRUNE_CLI_H

#include <getopt.h>
#include <stdbool.h>
#include <stdint.h>

#include "base/exitcode.h"
#include "base/outfile.h"
#include "search/search.h"
#include "search/searchopt.h"
#include "tree/game_rules.h"
#include "tree/horizon.h"
#include "tree/order.h"
#include "tree/parse.h"


/* --version, which every command takes (GNU style): name and version,
 * copyright, licence, no warranty, the paper. */
enum { OPT_VERSION = 499 };
#define CLI_VERSION_OPTION { "version", no_argument, NULL, OPT_VERSION }
void cli_version(void);

/* s (a file name, a value from the command line) as it may be shown:
 * its control characters made visible (text.h); four calls' results are
 * kept at a time, for one message. */
const char *cli_shown(const char *s);

/* Prints "abprune CMD: message" and a hint to --help on stderr; returns
 * EXIT_USAGE. */
int cli_usage_error(const char *cmd, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

/* Reports that the output file exists (without --force); returns
 * EXIT_USAGE, the same status for every command: asking to write over a
 * file is the command line's problem, not the data's. */
int cli_file_exists(const char *cmd, const char *path);

/* Reports why writing path (NULL: standard output) failed with errno
 * value e, of (after outfile_finish, or NULL) telling whether it passed
 * its limit: an existing file as cli_file_exists (EXIT_USAGE), the limit
 * named with --max-output, anything else in the system's words
 * (EXIT_DATA).  Returns the exit status. */
int cli_output_error(const char *cmd, const char *path, int e, const struct outfile *of);

/* Reports that a search could not be recorded step by step: it takes
 * more than TRACE_DEFAULT_MAX_STEPS steps (too_long), or memory ran out.
 * Returns EXIT_DATA. */
int cli_trace_failed(const char *cmd, const char *file, bool too_long);

/* The page's WebAssembly module (web_module.h) in *pieces pieces, or
 * NULL after saying, as CMD, that this build has none and what building
 * it needs (the caller exits with EXIT_DATA). */
const char *const *cli_web_module(const char *cmd, size_t *pieces);

/* Reports what getopt_long (called with opterr = 0 and an option string
 * starting with ':') found wrong: an unknown option or a missing argument.
 * Returns EXIT_USAGE. */
int cli_bad_option(const char *cmd, char **argv, int c);

/* Parses --max-positions' argument into *limits; EXIT_OK or EXIT_USAGE
 * (reported). */
int cli_max_positions(const char *cmd, const char *arg, struct tree_limits *limits);

/* Parses --max-output's argument (bytes, 1 or more) into *out; EXIT_OK
 * or EXIT_USAGE (reported). */
int cli_max_output(const char *cmd, const char *arg, uint64_t *out);

/* Parses an unsigned decimal in [min, max]. */
bool cli_parse_uint(const char *s, unsigned long long min, unsigned long long max,
                    unsigned long long *out);

/* For a value that failed to parse: true when it is a whole number (a sign
 * and digits) that is only too large or too small, so the message should
 * say "out of range" rather than "expected a number". */
bool cli_is_whole_number(const char *s);

/* Reports "OPTION 'ARG' is out of range (MIN..MAX)"; returns EXIT_USAGE. */
int cli_out_of_range(const char *cmd, const char *option, const char *arg, long long min,
                     unsigned long long max);

/* Parses --size COLSxROWS for the screen tests' virtual screen (10x5 to
 * 1000x1000); EXIT_OK or EXIT_USAGE (reported, naming the range when the
 * numbers are outside it). */
int cli_size_option(const char *cmd, const char *arg, int *cols, int *rows);

/* What run, export and view do to a tree before searching it: reorder
 * the moves (--order), stop at a depth (--depth) or at a plausibility
 * threshold (--threshold). */
enum { OPT_ORDER = 400, OPT_DEPTH, OPT_THRESHOLD, OPT_MCCARTHY, OPT_FUTILITY, OPT_RESEARCH,
       OPT_GUESS, OPT_TT, OPT_FAIL_SOFT, OPT_VIEW, OPT_MAX_POSITIONS, OPT_MAX_INPUT };
#define CLI_TREE_OPTIONS                                          \
    { "order", required_argument, NULL, OPT_ORDER },              \
    { "depth", required_argument, NULL, OPT_DEPTH },              \
    { "threshold", required_argument, NULL, OPT_THRESHOLD },      \
    { "mccarthy", no_argument, NULL, OPT_MCCARTHY },              \
    { "futility", required_argument, NULL, OPT_FUTILITY },        \
    { "research", optional_argument, NULL, OPT_RESEARCH },        \
    { "guess", required_argument, NULL, OPT_GUESS },              \
    { "tt", no_argument, NULL, OPT_TT },                          \
    { "max-positions", required_argument, NULL, OPT_MAX_POSITIONS }, \
    { "max-input", required_argument, NULL, OPT_MAX_INPUT }
#define CLI_TREE_OPTION_CASES \
    case OPT_ORDER: case OPT_DEPTH: case OPT_THRESHOLD: case OPT_MCCARTHY: case OPT_FUTILITY: \
    case OPT_RESEARCH: case OPT_GUESS: case OPT_TT: case OPT_MAX_POSITIONS: case OPT_MAX_INPUT

struct tree_prep {
    struct move_order order;
    unsigned long long depth;   /* HORIZON_NO_DEPTH: none */
    double threshold;           /* 0: none */
    bool mccarthy;
    bool futility;
    long long futility_margin;
    bool research;
    bool research_widened;      /* --research=widened */
    bool tt;
    bool have_guess;
    long guess;
    struct tree_limits limits;  /* --max-positions */
    unsigned long long max_input;   /* --max-input, also in limits */
    /* after cli_prepare_tree */
    size_t made_terminal;
    int32_t whole_tree_value;   /* F of the tree before the limits */
};

/* Applies the options to *t (which it may replace); EXIT_OK, or reports
 * the problem (a position at the horizon without eval=) and returns
 * EXIT_DATA. */
int cli_prepare_tree(const char *cmd, const char *file, struct tree **t, struct tree_prep *p);

/* The options of the commands that search one tree (run, view, export),
 * one group: -a, --fail-soft, --window, --view and the tree options. */
#define CLI_SEARCH_OPTIONS                                        \
    { "algorithm", required_argument, NULL, 'a' },                \
    { "fail-soft", no_argument, NULL, OPT_FAIL_SOFT },            \
    { "window", required_argument, NULL, 'w' },                   \
    { "view", required_argument, NULL, OPT_VIEW },                \
    CLI_TREE_OPTIONS
#define CLI_SEARCH_OPTION_CASES \
    case 'a': case OPT_FAIL_SOFT: case 'w': case OPT_VIEW: CLI_TREE_OPTION_CASES

struct cli_search {
    enum algorithm alg;         /* -a (default f2) */
    bool fail_soft;
    bool window;                /* --window given */
    int32_t alpha, beta;
    int view;                   /* enum value_view, or -1: the algorithm's default */
    struct tree_prep prep;
};

void cli_search_init(struct cli_search *s);

/* Takes one of CLI_SEARCH_OPTIONS for a command that takes the algorithms
 * of `use`; EXIT_OK, or reports a bad value and returns EXIT_USAGE. */
int cli_search_option(const char *cmd, enum algorithm_use use, int c, const char *arg,
                      struct cli_search *s);

/* After the options: checks that they go together (searchopt.h) and sets
 * *o; EXIT_OK or EXIT_USAGE (reported). */
int cli_search_finish(const char *cmd, enum algorithm_use use, struct cli_search *s,
                      struct search_options *o);

/* Prints the --help lines of the group: the algorithms `use` takes, then
 * --fail-soft, --window, --view (when with_view) and the tree options. */
void cli_search_help(enum algorithm_use use, bool with_view);

/* Prints the --help lines of --view. */
void cli_view_help(void);

/* -a NAME among the algorithms of `use`, and --view NAME, for the
 * commands outside the group; EXIT_OK or EXIT_USAGE (reported). */
int cli_algorithm(const char *cmd, enum algorithm_use use, const char *name,
                  enum algorithm *out);
int cli_view(const char *cmd, const char *name, int *out);

/* Whether any limit (depth or threshold) was asked for. */
bool cli_tree_limited(const struct tree_prep *p);

/* Prints a screen's key table for --list-keys; EXIT_OK, or EXIT_DATA
 * (reported) when standard output cannot be written.  In cli_keys.c: the
 * terminal's commands' alone, in abprune-curses (handoff.h). */
struct ui_keymap;
int cli_list_keys(const struct ui_keymap *m);

/* A command's options as getopt_long takes them (the option string and
 * the table), from the one place the command reads them: shell completion
 * lists them from there (complete.h), so that it cannot miss one. */
struct cli_options {
    const char *shortopts;
    const struct option *longopts;
};
struct cli_options cmd_run_options(void);
struct cli_options cmd_view_options(void);
struct cli_options cmd_export_options(void);
struct cli_options cmd_web_options(void);
struct cli_options cmd_lesson_options(void);
struct cli_options cmd_quiz_options(void);
struct cli_options cmd_gen_options(void);
struct cli_options cmd_stats_options(void);

/* The subcommands; argv[0] is the subcommand's name. */
int cmd_run(int argc, char **argv);
int cmd_gen(int argc, char **argv);

/* `gen game`'s arguments, read by cmd_gen (cmd_gen_game.c). */
struct gen_game {
    const char *name, *position;    /* NULL when not given */
    uint32_t depth;
    bool have_depth, symmetry, transpositions;
    struct game_shape shape;        /* --columns, --rows */
    size_t max_positions;           /* 0: the default */
};
/* The tree of the game position, into *out; the exit status (errors
 * printed). */
int cmd_gen_game_tree(const struct gen_game *a, struct tree **out);
/* Writes gen game's tree as the game is walked (no tree in memory),
 * titled `title` (NULL: the game's) to output (NULL or "-": standard
 * output), at most max bytes with transpositions (0: the default); the
 * exit status (errors printed). */
int cmd_gen_game_write(const struct gen_game *a, const char *title, const char *output, bool force,
                       uint64_t max);
/* Prints the table of games (gen game --list). */
int cmd_gen_game_list(void);
/* The game NAME and its POSITION (NULL: the game's start) as `abprune CMD`
 * reads them (gen game, quiz --game): *rules and *root, or the exit status
 * of bad usage with the error printed (an unknown game, a size for a game
 * without one, "position:COL: message" with a mark under the column). */
int cli_game_position(const char *cmd, const char *name, const char *position,
                      const struct game_shape *shape, const struct game_rules **rules,
                      struct game_pos *root);
int cmd_export(int argc, char **argv);
int cmd_web(int argc, char **argv);
int cmd_lesson(int argc, char **argv);
int cmd_quiz(int argc, char **argv);
int cmd_view(int argc, char **argv);
int cmd_stats(int argc, char **argv);

#endif
