/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cmd_gen_game.c: `abprune gen game`, the tree of a game position, and
 * `gen game --list`, the table of games. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/i18n.h"
#include "base/util.h"
#include "cli/cli.h"
#include "tree/game_gen.h"
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
static int position_error(const char *text, const struct game_error *e)
{
    fprintf(stderr, _("abprune gen: position:%u: %s\n"), e->col, e->message);
    fprintf(stderr, "  %s\n  %*s^\n", text, (int)(e->col > 0 ? e->col - 1 : 0), "");
    fprintf(stderr, _("Try 'abprune %s --help' for more information.\n"), "gen");
    return EXIT_USAGE;
}

int cmd_gen_game_tree(const struct gen_game *a, struct tree **out)
{
    char names[128];
    *out = NULL;
    if (!a->name)
        return cli_usage_error("gen", _("game needs the game's name (%s), or --list"),
                               game_names(names, sizeof names));
    const struct game_rules *g = game_find(a->name);
    if (!g)
        return cli_usage_error("gen", _("unknown game '%s' (use %s)"), a->name,
                               game_names(names, sizeof names));
    if ((a->shape.cols || a->shape.rows) && !g->shaped)
        return cli_usage_error("gen", _("--columns and --rows apply to connect4 only"));
    struct game_request r = {
        .rules = g,
        .depth = a->have_depth ? a->depth : GAME_NO_DEPTH,
        .merge = a->symmetry ? GAME_MERGE_SYMMETRY
               : a->transpositions ? GAME_MERGE_SAME : GAME_MERGE_NONE,
        .max_positions = a->max_positions ? a->max_positions : GAME_DEFAULT_MAX_POSITIONS,
    };
    struct game_error e;
    if (!game_parse(g, a->position, &a->shape, &r.root, &e))
        return position_error(a->position ? a->position : g->start, &e);
    char *text = game_position_text(g, a->position, &r.root);
    if (!text) {
        fprintf(stderr, _("abprune gen: out of memory\n"));
        return EXIT_DATA;
    }
    r.position = text;
    struct diag err;
    *out = game_tree(&r, &err);
    free(text);
    if (!*out) {
        fprintf(stderr, _("abprune gen: %s\n"), err.message);
        return EXIT_DATA;
    }
    return EXIT_OK;
}
