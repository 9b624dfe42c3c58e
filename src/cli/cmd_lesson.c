/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cmd_lesson.c: `abprune lesson`: list the course, check lessons, run one. */
#include "config.h"

#include <dirent.h>
#include <getopt.h>
#include <langinfo.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>
#include <unistd.h>

#include "base/datadir.h"
#include "base/i18n.h"
#include "base/utf8.h"
#include "base/util.h"
#include "cli/cli.h"
#include "course/lesson.h"
#include "course/progress.h"
#include "ui/ui_lesson.h"
#include "ui/ui_script.h"
#include "ui/ui_term.h"

static char *lessons_dir(void);

static void lesson_help(void)
{
    fputs(_("Usage: abprune lesson [NAME|FILE]\n"
            "  or:  abprune lesson list\n"
            "  or:  abprune lesson --check FILE|NAME...\n"
            "Without arguments, or with 'list', list the installed lessons with their\n"
            "titles.  With a NAME (as listed, its number, or a word of it: 'abprune\n"
            "lesson alpha-beta') or a lesson FILE, run it in the interface (a file\n"
            "named list: ./list).\n"
            "A NAME is the lesson in the language of the messages (lessons/LL/ under\n"
            "the lessons' directory) when it is translated, else the English one.\n"
            "\n"
            "  -c, --check      check each FILE (or NAME, as listed) completely (trees,\n"
            "                   positions, steps, and every question's answer against\n"
            "                   the program's own search) without a terminal; print one\n"
            "                   line per file\n"
            "      --ascii      7-bit characters only in the interface\n"
            "      --list-keys  list the keys of the lesson screen and exit\n"
            "      --keys=SCRIPT\n"
            "                   take the keys from SCRIPT instead of the keyboard, on a\n"
            "                   virtual screen (for tests and demos)\n"
            "      --dump=FILE  with --keys: write the screen to FILE at <dump> and at\n"
            "                   the end\n"
            "      --force      let --dump replace an existing FILE\n"
            "      --size=COLSxROWS\n"
            "                   with --keys: the virtual screen (default 80x24)\n"
            "      --max-positions=N\n"
            "                   a tree may have at most N positions, transpositions\n"
            "                   (=Label) counted as what they stand for (default\n"
            "                   16000000)\n"
            "  -h, --help       show this help and exit\n"
            "      --version    show the version and exit\n"), stdout);
    /* the directory on a line of its own: however long it is, the lines
     * around it stay within 80 columns */
    char *dir = lessons_dir();
    /* TRANSLATORS: %s is the lessons' directory, on a line of its own. */
    printf(_("\nThe lessons are read from the directory\n"
             "  %s\n"
             "(the lessons/ under ABPRUNE_DATADIR when it is set; before make install,\n"
             "the source tree's; else the installed one).  Their format is described\n"
             "in lesson-format.md.\n"), dir ? dir : PKGDATADIR "/lessons");
    free(dir);
    fputs(_("\nExit status: 0 success, 1 a lesson is wrong or missing, 2 bad usage.\n"), stdout);
}

/* The directory of the lessons (datadir.h says where it is looked for). */
static char *lessons_dir(void)
{
    return datadir_dir("lessons");
}

/* Writes a lesson's title from column 25 on, wrapped at spaces so that no
 * line passes 80 columns (a word longer than a line is written whole). */
static void print_title(const char *title)
{
    const size_t indent = 25, room = 80 - 25;
    size_t used = 0;
    const char *p = title;
    while (*p) {
        while (*p == ' ')
            p++;
        size_t len = strcspn(p, " ");
        if (!len)
            break;
        size_t w = utf8_width_n(p, len);
        if (used && used + 1 + w > room) {
            printf("\n%*s", (int)indent, "");
            used = 0;
        }
        printf("%s%.*s", used ? " " : "", (int)len, p);
        used += (used ? 1 : 0) + w;
        p += len;
    }
    putchar('\n');
}

static int list_all(void)
{
    char *dir = lessons_dir();
    size_t n = 0;
    char **names = dir ? dir_names(dir, ".lesson", &n) : NULL;
    if (!names || n == 0) {
        fprintf(stderr, _("abprune lesson: no lessons in %s\n"), cli_shown(dir ? dir : "?"));
        free(dir);
        dir_names_free(names, n);
        return EXIT_DATA;
    }
    fputs(_("Lessons (abprune lesson NAME runs one):\n"), stdout);
    /* the reader's progress, when there is some (course/progress.h) */
    char *kept = progress_path();
    struct progress progress = { 0 };
    progress_load(&progress, kept);
    const char *set = nl_langinfo(CODESET);
    const char *tick = set && strcmp(set, "UTF-8") == 0 ? "\xe2\x9c\x93" : "*";   /* ✓ */
    bool done = false, left_any = false;
    for (size_t i = 0; i < n; i++) {
        char *path = lesson_file_in(dir, names[i]);
        char *title = path ? lesson_read_title(path) : NULL;
        const char *t = title ? title : _("(no title)");
        const struct progress_entry *e = progress_find(&progress, names[i]);
        bool finished = e && e->finished, left = e && e->left;
        char *shown = NULL;
        if (finished && left)
            /* TRANSLATORS: a lesson in the list: its title, its score the
             * last time it was finished, and where it was left since */
            shown = str_printf(_("%s (%zu/%zu; left in section %zu)"), t, e->right, e->asked,
                               e->place.section + 1);
        else if (finished)
            shown = str_printf("%s (%zu/%zu)", t, e->right, e->asked);
        else if (left)
            /* TRANSLATORS: a lesson in the list, left before its end */
            shown = str_printf(_("%s (left in section %zu)"), t, e->place.section + 1);
        printf("%s ", finished ? tick : " ");
        utf8_fprint_padded(stdout, cli_shown(names[i]), 22);
        putchar(' ');
        print_title(shown ? shown : t);
        done |= finished;
        left_any |= left;
        free(shown);
        free(title);
        free(path);
    }
    if (done)
        /* TRANSLATORS: under the list of lessons; %s is the mark (a tick),
         * the second %s the progress file */
        printf(_("\n%s: finished, (right at the first try/questions); kept in\n  %s\n"), tick,
               cli_shown(kept));
    if (left_any)
        fputs(_("A lesson left before its end offers to go back there when it starts.\n"),
              stdout);
    progress_free(&progress);
    free(kept);
    dir_names_free(names, n);
    free(dir);
    return EXIT_OK;
}

static char *find_lesson(const char *name, char *several, size_t cap, char **listed);

/* The lesson listed after name, newly allocated, or NULL (the last one,
 * or out of memory). */
static char *next_lesson(const char *name)
{
    char *dir = lessons_dir();
    size_t n = 0;
    char **names = dir ? dir_names(dir, ".lesson", &n) : NULL;
    char *next = NULL;
    for (size_t i = 0; names && i + 1 < n && !next; i++)
        if (strcmp(names[i], name) == 0)
            next = strdup(names[i + 1]);
    dir_names_free(names, n);
    free(dir);
    return next;
}

/* Keeps how lesson name went (course/progress.h): finished, with right
 * of asked questions right at the first try; left before its end, where;
 * or nothing done.  A file that cannot be written is only reported: the
 * progress is never required. */
static void keep_progress(const char *name, const struct lesson_outcome *out)
{
    if (!out->finished && out->keep == LESSON_PLACE_AS_IT_WAS)
        return;
    char *path = progress_path();
    if (!path)
        return;
    struct progress p = { 0 };
    progress_load(&p, path);
    bool had_place = progress_find(&p, name) && progress_find(&p, name)->left;
    bool changed = true;
    if (out->finished)
        changed = progress_record(&p, name, out->right, out->asked);
    else if (out->keep == LESSON_PLACE_NEW)
        changed = progress_record_place(&p, name, &out->place);
    else if (had_place)
        progress_forget_place(&p, name);
    else
        changed = false;        /* nothing done, nothing kept: no file made */
    struct diag err;
    if (changed && !progress_save(&p, path, &err)) {
        fputs("abprune lesson: ", stderr);
        diag_print(stderr, &err);
    }
    progress_free(&p);
    free(path);
}

/* Where lesson name was left the last time, into *place; false when it
 * was not (or nothing is kept). */
static bool left_place(const char *name, struct progress_place *place)
{
    char *path = name ? progress_path() : NULL;
    struct progress p = { 0 };
    progress_load(&p, path);
    const struct progress_entry *e = progress_find(&p, name ? name : "");
    bool left = e && e->left;
    if (left)
        *place = e->place;
    progress_free(&p);
    free(path);
    return left;
}

/* lesson --check: files, or names as listed (in the user's language). */
static int check_files(int argc, char **argv, const struct tree_limits *limits)
{
    int status = EXIT_OK;
    for (int i = 0; i < argc; i++) {
        struct diag err;
        char several[400];
        char *found = find_lesson(argv[i], several, sizeof several, NULL);
        if (several[0]) {
            fprintf(stderr, _("abprune lesson: '%s' is in the names of several lessons (%s): "
                              "name one of them\n"), cli_shown(argv[i]), cli_shown(several));
            status = EXIT_DATA;
            continue;
        }
        const char *path = found ? found : argv[i];
        struct lesson *l = lesson_load_with(path, limits, &err);
        if (!l) {
            diag_print(stderr, &err);
            status = EXIT_DATA;
            free(found);
            continue;
        }
        printf("%s: ok: \"%s\", %zu sections, %zu questions, %zu trees\n", cli_shown(path), l->title,
               l->nsections, l->nquestions, l->ntrees);
        lesson_free(l);
        free(found);
    }
    return status;
}

/* Whether word (one or more words joined by '-', any case in any script:
 * utf8_casefold_new) is a run of whole words of a lesson's name:
 * "alpha-beta", "alpha" and "beta" are in "03-alpha-beta", "АЛЬФА" in
 * "12-альфа-бета", "bound" is not in "04-bounds". */
static bool has_word(const char *name, const char *word)
{
    char *n = utf8_casefold_new(name, strlen(name));
    char *w = utf8_casefold_new(word, strlen(word));
    size_t len = w ? strlen(w) : 0;
    bool found = false;
    for (const char *s = n; s && len && *s && !found; s++)
        found = (s == n || s[-1] == '-') && strncmp(s, w, len) == 0 &&
                (s[len] == '\0' || s[len] == '-');
    free(n);
    free(w);
    return found;
}

/* Whether a and b are the same name without case, in any script. */
static bool same_name(const char *a, const char *b)
{
    char *fa = utf8_casefold_new(a, strlen(a)), *fb = utf8_casefold_new(b, strlen(b));
    bool same = fa && fb ? strcmp(fa, fb) == 0 : strcmp(a, b) == 0;
    free(fa);
    free(fb);
    return same;
}

/* A lesson named on the command line: a file, a listed name (with or
 * without .lesson), a number ("3" finds "03-..."), or a word of one name
 * ("alpha-beta" finds "03-alpha-beta").  NULL when none is found, or when
 * the word is in several names (*several then says which).  *listed gets
 * the name as listed (newly allocated) when the lesson is one of the
 * list's, else NULL. */
static char *find_lesson(const char *name, char *several, size_t cap, char **listed)
{
    several[0] = '\0';
    if (listed)
        *listed = NULL;
    struct stat st;
    if (stat(name, &st) == 0 && S_ISREG(st.st_mode))
        return strdup(name);
    size_t len = strlen(name);
    char *bare = len > 7 && strcmp(name + len - 7, ".lesson") == 0 ? strndup(name, len - 7)
                                                                   : strdup(name);
    if (!bare)
        return NULL;
    name = bare;
    char *dir = lessons_dir();
    size_t n = 0;
    char **names = dir ? dir_names(dir, ".lesson", &n) : NULL;
    char *found = NULL;
    char *end;
    long number = strtol(name, &end, 10);
    for (size_t i = 0; names && i < n && !found; i++) {
        bool match = same_name(names[i], name);
        if (!match && *end == '\0' && end != name)
            match = strtol(names[i], NULL, 10) == number && names[i][0] >= '0' &&
                    names[i][0] <= '9';
        if (match) {
            found = lesson_file_in(dir, names[i]);
            if (listed)
                *listed = strdup(names[i]);
        }
    }
    /* else a word of exactly one name */
    size_t hits = 0, first = 0, used = 0;
    for (size_t i = 0; names && i < n && !found; i++) {
        if (!has_word(names[i], name))
            continue;
        if (hits++ == 0)
            first = i;
        if (used < cap)
            used += (size_t)snprintf(several + used, cap - used, "%s%s", hits > 1 ? ", " : "",
                                     names[i]);
    }
    if (hits == 1) {
        found = lesson_file_in(dir, names[first]);
        if (listed)
            *listed = strdup(names[first]);
        several[0] = '\0';
    } else if (hits == 0) {
        several[0] = '\0';
    }
    dir_names_free(names, n);
    free(dir);
    free(bare);
    return found;
}

/* lesson's options: getopt_long's tables, and shell completion's
 * (abprune --complete options lesson) */
static const struct option longopts[] = {
    { "check", no_argument, NULL, 'c' },
    { "ascii", no_argument, NULL, 'A' },
    { "list-keys", no_argument, NULL, 'K' },
    { "max-positions", required_argument, NULL, 'M' },
    { "keys", required_argument, NULL, 'k' },
    { "dump", required_argument, NULL, 'd' },
    { "force", no_argument, NULL, 'f' },
    { "size", required_argument, NULL, 's' },
    { "help", no_argument, NULL, 'h' },
    CLI_VERSION_OPTION,
    { NULL, 0, NULL, 0 },
};
static const char shortopts[] = ":ch";

struct cli_options cmd_lesson_options(void)
{
    return (struct cli_options){ shortopts, longopts };
}

/* Takes lesson l (named name in the course, or NULL), then the next
 * ones as long as the reader asks for them at a lesson's end (Enter); a
 * lesson of the course finished, or left, is kept in the progress file.
 * Frees l and name; the exit status. */
static int take_lessons(struct lesson *l, char *name, bool ascii,
                        const struct tree_limits *limits)
{
    struct diag err;
    int status;
    for (;;) {
        char *next = name ? next_lesson(name) : NULL;
        struct lesson_outcome out;
        struct progress_place place;
        status = ui_run_lesson(l, ascii, next, left_place(name, &place) ? &place : NULL, &out);
        lesson_free(l);
        l = NULL;
        if (status == EXIT_OK && name)
            keep_progress(name, &out);
        if (status != EXIT_OK || !out.next || !next) {
            free(next);
            break;
        }
        free(name);
        name = next;
        char *dir = lessons_dir();
        char *path = dir ? lesson_file_in(dir, name) : NULL;
        free(dir);
        l = path ? lesson_load_with(path, limits, &err) : NULL;
        free(path);
        if (!l) {
            diag_print(stderr, &err);
            status = EXIT_DATA;
            break;
        }
    }
    free(name);
    return status;
}

int cmd_lesson(int argc, char **argv)
{
    bool check = false, ascii = false, force = false;
    const char *keys = NULL, *dump = NULL;
    int cols = 80, rows = 24;
    struct tree_limits limits = { 0 };
    int c;
    optind = 1;
    opterr = 0;
    while ((c = getopt_long(argc, argv, shortopts, longopts, NULL)) != -1) {
        switch (c) {
        case 'c':
            check = true;
            break;
        case 'A':
            ascii = true;
            break;
        case 'K':
            return cli_list_keys(ui_lesson_keymap());
        case 'M':
            if (cli_max_positions("lesson", optarg, &limits) != EXIT_OK)
                return EXIT_USAGE;
            break;
        case 'k': keys = optarg; break;
        case 'd': dump = optarg; break;
        case 'f': force = true; break;
        case 's':
            if (cli_size_option("lesson", optarg, &cols, &rows) != EXIT_OK)
                return EXIT_USAGE;
            break;
        case 'h':
            lesson_help();
            return EXIT_OK;
        case OPT_VERSION:
            cli_version();
            return EXIT_OK;
        default:
            return cli_bad_option("lesson", argv, c);
        }
    }
    if (check) {
        if (optind == argc)
            return cli_usage_error("lesson", _("--check needs lesson files"));
        return check_files(argc - optind, argv + optind, &limits);
    }
    if (dump && !keys)
        return cli_usage_error("lesson", _("--dump needs --keys"));
    /* 'abprune lesson list' is the list too: what a reader tries first */
    if (optind == argc || (optind + 1 == argc && strcmp(argv[optind], "list") == 0))
        return list_all();
    if (optind + 1 != argc)
        return cli_usage_error("lesson", _("too many arguments"));
    char several[400], *name = NULL;
    char *path = find_lesson(argv[optind], several, sizeof several, &name);
    if (!path && several[0]) {
        fprintf(stderr, _("abprune lesson: '%s' is in the names of several lessons (%s): "
                          "name one of them\n"), cli_shown(argv[optind]), cli_shown(several));
        return EXIT_USAGE;
    }
    if (!path) {
        fprintf(stderr, _("abprune lesson: no lesson '%s' (abprune lesson lists them)\n"),
                cli_shown(argv[optind]));
        return EXIT_DATA;
    }
    struct diag err;
    struct lesson *l = lesson_load_with(path, &limits, &err);
    free(path);
    if (!l) {
        diag_print(stderr, &err);
        free(name);
        return EXIT_DATA;
    }
    if (keys) {
        if (!ui_script_load(keys, cols, rows, &err)) {
            diag_print(stderr, &err);
            lesson_free(l);
            free(name);
            return EXIT_USAGE;
        }
        int e = dump ? ui_script_dump_to(dump, force) : 0;
        if (e) {
            lesson_free(l);
            free(name);
            return cli_output_error("lesson", dump, e, NULL);
        }
    }
    char why[200];
    const char *problem = !keys && isatty(STDIN_FILENO) && isatty(STDOUT_FILENO)
                              ? ui_term_problem(why, sizeof why) : NULL;
    if (problem) {
        fprintf(stderr, _("abprune lesson: %s\nWithout it, 'abprune lesson --check' checks "
                          "lessons, and\n'abprune run' and 'abprune export' show a search.\n"),
                problem);
        lesson_free(l);
        free(name);
        return EXIT_USAGE;
    }
    ui_term_catch_interrupt();
    int status = take_lessons(l, name, ascii, &limits);
    struct outfile done;
    int e = ui_script_close(&done);
    return e ? cli_output_error("lesson", dump, e, &done) : status;
}
