/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cmd_web.c: `abprune web`, one offline page that runs the core itself
 * (compiled to WebAssembly, embedded at build time: web_module.h) on any
 * tree the student types, makes exercises and grades them. */
#include "config.h"

#include <dirent.h>
#include <errno.h>
#include <getopt.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/datadir.h"
#include "base/i18n.h"
#include "base/json.h"
#include "base/outfile.h"
#include "base/strbuf.h"
#include "base/util.h"
#include "cli/cli.h"
#include "cli/web_module.h"
#include "render/export/html/html.h"
#include "search/search.h"
#include "search/trace.h"
#include "tree/parse.h"

static void web_help(void)
{
    fputs(_("Usage: abprune web [OPTION]...\n"
            "Write one web page that runs abprune in any browser, offline: the core\n"
            "itself, compiled to WebAssembly, searches any tree typed or generated in\n"
            "the page (F, F1, F2 and the rest, with every option), steps through it as\n"
            "abprune export -f html does, and makes and grades endless exercises.\n"
            "\n"
            "  -o, --output=FILE     write to FILE (atomically) instead of standard output\n"
            "      --force           replace FILE if it exists\n"
            "  -h, --help            show this help and exit\n"
            "      --version         show the version and exit\n"
            "The page opens in the language of --lang (before the command), else the\n"
            "browser's when it is one of abprune's, and switches between them.\n"
            "\n"
            "Exit status: 0 success, 1 the page cannot be written (or this build has\n"
            "no WebAssembly module), 2 bad usage.\n"), stdout);
}

enum { OPT_FORCE = 256 };

static const struct option longopts[] = {
    { "output", required_argument, NULL, 'o' },
    { "force", no_argument, NULL, OPT_FORCE },
    { "help", no_argument, NULL, 'h' },
    CLI_VERSION_OPTION,
    { NULL, 0, NULL, 0 },
};
static const char shortopts[] = ":o:h";

struct cli_options cmd_web_options(void)
{
    return (struct cli_options){ shortopts, longopts };
}

/* The files of the data directory's kind/ (trees, lessons, lessons/uk)
 * whose names end in suffix, as [path, text] members of j's array, the
 * path as under the data directory ("lessons/uk/01-minimax.lesson");
 * false when one cannot be read.  None there is no error: a language
 * without translated lessons has no directory. */
static bool shipped_dir(struct json *j, const char *kind, const char *suffix)
{
    char *dir = datadir_dir(kind);
    size_t n = 0;
    char **names = dir ? dir_names(dir, suffix, &n) : NULL;
    bool ok = dir != NULL;
    for (size_t i = 0; i < n && ok; i++) {
        char *path = str_printf("%s/%s%s", dir, names[i], suffix);
        char *shown = str_printf("%s/%s%s", kind, names[i], suffix);
        struct diag err;
        size_t len;
        /* the shipped files are regular files: a FIFO or a device planted
         * there is refused, not waited on */
        char *text = path && shown ? file_read_regular(path, FILE_DEFAULT_MAX_INPUT, &len, &err)
                                   : NULL;
        if (text) {
            json_begin_array(j);
            json_string(j, shown);
            json_string(j, text);
            json_end_array(j);
        } else if (path && shown) {
            diag_print(stderr, &err);
        }
        ok = text != NULL;
        free(text);
        free(shown);
        free(path);
    }
    dir_names_free(names, n);
    free(dir);
    return ok;
}

/* What the page's module reads as files (web_file): the shipped trees
 * and the lessons in every language, a JSON array of [path, text], safe
 * in a <script> element, into out; false when out of memory or one is
 * unreadable. */
static bool shipped_files(struct strbuf *out)
{
    struct json j;
    json_init_buffer(&j, out, true);
    json_begin_array(&j);
    bool ok = shipped_dir(&j, "trees", ".tree") && shipped_dir(&j, "lessons", ".lesson");
    for (size_t i = 1; ok && i < i18n_language_count(); i++) {
        char kind[32];
        snprintf(kind, sizeof kind, "lessons/%s", i18n_language_code(i));
        ok = shipped_dir(&j, kind, ".lesson");
    }
    json_end_array(&j);
    return ok && !out->failed;
}

/* The page opens on the paper's tree searched by F2, drawn by the program
 * before the module has loaded. */
static struct trace *first_search(struct tree **t)
{
    char found[PATH_MAX];
    const char *file = datadir_find("trees", "knuth-moore-fig1.tree", found, sizeof found);
    struct diag err;
    *t = tree_load(file, &err);
    if (!*t) {
        diag_print(stderr, &err);
        return NULL;
    }
    struct search_options o = search_defaults(ALG_F2);
    struct trace *tr = trace_record(*t, &o);
    if (!tr)
        fprintf(stderr, _("abprune %s: out of memory\n"), "web");
    return tr;
}

int cmd_web(int argc, char **argv)
{
    const char *output = NULL;
    bool force = false;
    int c;
    optind = 1;
    opterr = 0;
    while ((c = getopt_long(argc, argv, shortopts, longopts, NULL)) != -1) {
        switch (c) {
        case 'o':
            output = optarg;
            break;
        case OPT_FORCE:
            force = true;
            break;
        case 'h':
            web_help();
            return EXIT_OK;
        case OPT_VERSION:
            cli_version();
            return EXIT_OK;
        default:
            return cli_bad_option("web", argv, c);
        }
    }
    if (optind != argc)
        return cli_usage_error("web", _("too many arguments"));
    if (force && !output)
        return cli_usage_error("web", _("--force needs --output"));
    size_t pieces;
    const char *const *module = cli_web_module("web", &pieces);
    if (!module)
        return EXIT_DATA;
    const char *out = output && strcmp(output, "-") != 0 ? output : NULL;
    if (out && !force && outfile_exists(out))
        return cli_file_exists("web", out);
    /* the page is a UTF-8 document whatever the locale */
    i18n_messages_utf8();
    struct tree *t = NULL;
    struct trace *tr = first_search(&t);
    if (!tr) {
        tree_free(t);
        return EXIT_DATA;
    }
    struct strbuf files;
    strbuf_init(&files);
    if (!shipped_files(&files)) {
        fprintf(stderr, _("abprune %s: cannot read the shipped trees and lessons\n"), "web");
        strbuf_free(&files);
        trace_free(tr);
        tree_free(t);
        return EXIT_DATA;
    }
    struct html_request rq = {
        .scope = { .file = "knuth-moore-fig1.tree", .view = algorithm_view(ALG_F2, t->written) },
        .trace = { tr, NULL }, .nsides = 1, .module = module, .module_pieces = pieces,
        .web = true, .files = files.data,
    };
    struct outfile of;
    struct strbuf sb;
    strbuf_init(&sb);
    int e = outfile_open(&of, out, force, 0);
    int status = EXIT_OK;
    if (e) {
        status = cli_output_error("web", out, e, NULL);
    } else {
        outfile_attach(&of, &sb);
        html_page(&sb, &rq);
        e = outfile_finish(&of, &sb);
        if (e)
            status = cli_output_error("web", out, e, &of);
    }
    strbuf_free(&sb);
    strbuf_free(&files);
    trace_free(tr);
    tree_free(t);
    return status;
}
