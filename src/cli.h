/* cli.h: conventions shared by the subcommands (main's side of the
 * program: only these files print to the user and choose exit codes). */
#ifndef ABPRUNE_CLI_H
#define ABPRUNE_CLI_H

#include <stdbool.h>
#include <stdint.h>

#include "search.h"

/* Exit codes: 0 success, 1 bad data (a tree or lesson that does not load),
 * 2 bad usage (unknown option, value out of range). */
enum { EXIT_OK = 0, EXIT_DATA = 1, EXIT_USAGE = 2 };

/* Prints "abprune CMD: message" and a hint to --help on stderr; returns
 * EXIT_USAGE. */
int cli_usage_error(const char *cmd, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

/* Reports what getopt_long (called with opterr = 0 and an option string
 * starting with ':') found wrong: an unknown option or a missing argument.
 * Returns EXIT_USAGE. */
int cli_bad_option(const char *cmd, char **argv, int c);

/* Parses an unsigned decimal in [min, max]. */
bool cli_parse_uint(const char *s, unsigned long long min, unsigned long long max,
                    unsigned long long *out);

/* Parses "A,B" with A < B; either may be -inf / inf / +inf. */
bool cli_parse_window(const char *s, int32_t *alpha, int32_t *beta);

/* The subcommands; argv[0] is the subcommand's name. */
int cmd_run(int argc, char **argv);
int cmd_gen(int argc, char **argv);
int cmd_export(int argc, char **argv);
int cmd_lesson(int argc, char **argv);
int cmd_quiz(int argc, char **argv);
int cmd_view(int argc, char **argv);
int cmd_stats(int argc, char **argv);

/* The interface's screens for a lesson and a quiz (ui_lesson.c,
 * ui_quiz.c); each returns an exit status. */
struct lesson;
struct quiz;
int ui_run_lesson(const struct lesson *l, bool ascii);
int ui_run_quiz(const struct quiz *q, enum value_view view, bool ascii);

#endif
