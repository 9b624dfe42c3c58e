/* SPDX-License-Identifier: GPL-3.0-or-later */
/* complete.c: the words of shell completion, from the program's tables. */
#include "config.h"

#include "cli/complete.h"

#include <dirent.h>
#include <stdlib.h>
#include <string.h>

#include "base/datadir.h"
#include "base/i18n.h"
#include "search/algorithm.h"

/* What an option's argument is, for the options whose argument can be
 * completed; any other option's argument is a "value" (a number, a
 * window, a list), which the shells leave to the person. */
static const struct {
    const char *option;     /* the long name */
    const char *kind;
} arg_kinds[] = {
    { "algorithm", "algorithm" },
    { "algorithms", "algorithm" },  /* stats: a list, f,f1,f2 */
    { "output", "file" },
    { "plot-file", "file" },
    { "keys", "file" },
    { "dump", "file" },
    { "check", "file" },            /* quiz: the answers (lesson's takes none) */
    { "lang", "language" },
};

static const char *arg_kind(const char *option)
{
    for (size_t i = 0; i < sizeof arg_kinds / sizeof arg_kinds[0]; i++)
        if (option && strcmp(arg_kinds[i].option, option) == 0)
            return arg_kinds[i].kind;
    return "value";
}

/* The long option whose getopt value is c (a short option's long name). */
static const char *long_name(const struct option *longopts, int c)
{
    for (const struct option *l = longopts; l && l->name; l++)
        if (l->val == c && !l->flag)
            return l->name;
    return NULL;
}

void complete_options(FILE *out, const struct cli_options *o)
{
    /* short options: the letters of the option string, ':' after one that
     * takes an argument (the leading ':' is getopt's quiet mode) */
    for (const char *s = o->shortopts; s && *s; s++) {
        if (*s == ':')
            continue;
        if (s[1] == ':')
            fprintf(out, "-%c\t%s\n", *s, arg_kind(long_name(o->longopts, (unsigned char)*s)));
        else
            fprintf(out, "-%c\n", *s);
    }
    for (const struct option *l = o->longopts; l && l->name; l++) {
        /* an optional argument is only ever --name=ARG: not the next word */
        if (l->has_arg == required_argument)
            fprintf(out, "--%s\t%s\n", l->name, arg_kind(l->name));
        else
            fprintf(out, "--%s\n", l->name);
    }
    /* main.c takes --lang out of every command line */
    fprintf(out, "--lang\t%s\n", arg_kind("lang"));
}

void complete_algorithms(FILE *out, const char *command)
{
    unsigned use = 0;
    for (unsigned i = 0; i < USE_COUNT; i++)
        if (strcmp(algorithm_use_name(1u << i), command) == 0)
            use = 1u << i;
    if (!use)
        return;
    for (int a = 0; a < ALG_COUNT; a++) {
        const struct algorithm_info *info = algorithm_info((enum algorithm)a);
        if (info->uses & use)
            fprintf(out, "%s\n", info->option);
    }
}

void complete_languages(FILE *out)
{
    for (size_t i = 0; i < i18n_language_count(); i++)
        fprintf(out, "%s\n", i18n_language_code(i));
}

static int tree_file(const struct dirent *e)
{
    size_t n = strlen(e->d_name);
    return n > 5 && e->d_name[0] != '.' && strcmp(e->d_name + n - 5, ".tree") == 0;
}

void complete_trees(FILE *out)
{
    char *dir = datadir_dir("trees");
    struct dirent **names = NULL;
    int n = dir ? scandir(dir, &names, tree_file, alphasort) : -1;
    for (int i = 0; i < n; i++) {
        fprintf(out, "%s\n", names[i]->d_name);
        free(names[i]);
    }
    free(names);
    free(dir);
}
