/* cli.c: argument helpers shared by the subcommands. */
#include "config.h"

#include "cli.h"

#include <errno.h>
#include <getopt.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tree.h"
#include "util.h"

int cli_usage_error(const char *cmd, const char *fmt, ...)
{
    va_list ap;
    fprintf(stderr, "abprune%s%s: ", cmd ? " " : "", cmd ? cmd : "");
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fprintf(stderr, "\nTry 'abprune%s%s --help' for more information.\n", cmd ? " " : "",
            cmd ? cmd : "");
    return EXIT_USAGE;
}

int cli_bad_option(const char *cmd, char **argv, int c)
{
    const char *arg = argv[optind - 1];
    if (c == ':')
        return cli_usage_error(cmd, "option '%s' needs a value", arg);
    if (optopt && strncmp(arg, "--", 2) != 0)
        return cli_usage_error(cmd, "unrecognised option '-%c'", optopt);
    return cli_usage_error(cmd, "unrecognised option '%s'", arg);
}

bool cli_parse_uint(const char *s, unsigned long long min, unsigned long long max,
                    unsigned long long *out)
{
    if (!s || *s < '0' || *s > '9')
        return false;
    char *end;
    errno = 0;
    unsigned long long v = strtoull(s, &end, 10);
    if (*end != '\0' || errno != 0 || v < min || v > max)
        return false;
    *out = v;
    return true;
}

bool cli_parse_window(const char *s, int32_t *alpha, int32_t *beta)
{
    return parse_window(s, alpha, beta);
}
