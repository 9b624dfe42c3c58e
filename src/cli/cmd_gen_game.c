/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cmd_gen_game.c: `abprune gen game`, the tree of a game position, and
 * `gen game --list`, the table of games; a game's position read from the
 * command line (gen game, quiz --game). */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/i18n.h"
#include "base/utf8.h"
#include "base/util.h"
#include "cli/cli.h"
#include "base/outfile.h"
#include "base/strbuf.h"
#include "tree/game_gen.h"
#include "tree/game_write.h"
#include "tree/parse.h"

int cmd_gen_game_list(void)
{
    size_t n;
    const struct game_rules *g = game_table(&n);
    for (size_t i = 0; i < n; i++) {
        printf("%s%s: %s\n", i ? "\n" : "", g[i].name, _(g[i].title));
        /* TRANSLATORS: gen game --list; the first %s says how a position
         * is written, the others are positions as written */
        printf(_("  position: %s\n"), _(g[i].position_help));
        printf(_("  start: %s; example: %s\n"), *g[i].start ? g[i].start : "4x4",
               g[i].example);
        printf(_("  moves (the labels): %s\n"), _(g[i].move_help));
        printf(_("  a win scores %d for the winner, a draw 0\n"), (int)g[i].win);
        printf(_("  evaluation: %s\n"), _(g[i].eval_help));
        printf(_("  symmetries: %s\n"), _(g[i].symmetry_help));
        if (g[i].shaped)
            printf("%s", _("  --columns and --rows: the board's size\n"));
    }
    return EXIT_OK;
}

/* A position that does not read: where, in the style of a file's errors
 * (position:COLUMN: message), and the text with a mark under the column. */
static int position_error(const char *cmd, const char *text, const struct game_error *e)
{
    /* TRANSLATORS: the first %s is the subcommand (gen, quiz), the
     * second the error; "position" is the position given, as a file's
     * name would be */
    fprintf(stderr, _("abprune %s: position:%u: %s\n"), cmd, e->col, cli_shown(e->message));
    /* the text as shown (its controls made visible), the mark under the
     * column's character there */
    char before[256];
    size_t at = 0;
    for (unsigned col = 1; text[at] && at + 1 < sizeof before; at++)
        if (((unsigned char)text[at] & 0xC0) != 0x80 && col++ == e->col)
            break;
    snprintf(before, sizeof before, "%.*s", (int)at, text);
    fprintf(stderr, "  %s\n  %*s^\n", cli_shown(text), (int)utf8_width(cli_shown(before)), "");
    fprintf(stderr, _("Try 'abprune %s --help' for more information.\n"), cmd);
    return EXIT_USAGE;
}

int cli_game_position(const char *cmd, const char *name, const char *position,
                      const struct game_shape *shape, const struct game_rules **rules,
                      struct game_pos *root)
{
    char names[128];
    const struct game_rules *g = game_find(name);
    if (!g)
        return cli_usage_error(cmd, _("unknown game '%s' (use %s)"), name,
                               game_names(names, sizeof names));
    if ((shape->cols || shape->rows) && !g->shaped)
        return cli_usage_error(cmd, _("--columns and --rows apply to connect4 only"));
    struct game_error e;
    if (!game_parse(g, position, shape, root, &e))
        return position_error(cmd, position ? position : g->start, &e);
    *rules = g;
    return EXIT_OK;
}

/* The request of `gen game` (r->position allocated: the caller frees
 * it); the exit status (errors printed). */
static int game_request_of(const struct gen_game *a, struct game_request *r)
{
    char names[128];
    if (!a->name)
        return cli_usage_error("gen", _("game needs the game's name (%s), or --list"),
                               game_names(names, sizeof names));
    const struct game_rules *g;
    struct game_pos root;
    int status = cli_game_position("gen", a->name, a->position, &a->shape, &g, &root);
    if (status != EXIT_OK)
        return status;
    *r = (struct game_request){
        .rules = g,
        .root = root,
        .depth = a->have_depth ? a->depth : GAME_NO_DEPTH,
        .merge = a->symmetry ? GAME_MERGE_SYMMETRY
               : a->transpositions ? GAME_MERGE_SAME : GAME_MERGE_NONE,
        .max_positions = a->max_positions ? a->max_positions : GAME_DEFAULT_MAX_POSITIONS,
    };
    char *text = game_position_text(g, a->position, &r->root);
    if (!text) {
        fprintf(stderr, _("abprune gen: out of memory\n"));
        return EXIT_DATA;
    }
    r->position = text;
    return EXIT_OK;
}

int cmd_gen_game_tree(const struct gen_game *a, struct tree **out)
{
    *out = NULL;
    struct game_request r;
    int status = game_request_of(a, &r);
    if (status != EXIT_OK)
        return status;
    struct diag err;
    *out = game_tree(&r, &err);
    free((char *)r.position);
    if (!*out) {
        fprintf(stderr, _("abprune gen: %s\n"), cli_shown(err.message));
        return EXIT_DATA;
    }
    return EXIT_OK;
}

int cmd_gen_game_write(const struct gen_game *a, const char *title, const char *output, bool force,
                       uint64_t max)
{
    struct game_request r;
    int status = game_request_of(a, &r);
    if (status != EXIT_OK)
        return status;
    struct diag err;
    if (!game_within_limit(&r, &err)) {
        free((char *)r.position);
        fprintf(stderr, _("abprune gen: %s\n"), err.message);
        return EXIT_DATA;
    }
    /* --max-output holds as for every tree written: the whole game of
     * tic-tac-toe is 33 MB */
    struct outfile of;
    struct strbuf sb;
    strbuf_init(&sb);
    int e = outfile_open(&of, output, force, max);
    if (!e) {
        outfile_attach(&of, &sb);
        if (game_write(&r, title, &sb) != 0 && !sb.failed)
            sb.failed = true;       /* out of memory: nothing is put in place */
        e = outfile_finish(&of, &sb);
    }
    strbuf_free(&sb);
    free((char *)r.position);
    return e ? cli_output_error("gen", output, e, &of) : EXIT_OK;
}
