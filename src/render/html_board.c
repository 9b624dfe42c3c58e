/* SPDX-License-Identifier: GPL-3.0-or-later */
/* html_board.c: the boards of a game's positions for the web page (export
 * -f html): every position of the subtree drawn, so that the page shows
 * the board of the current position, and of any position the pointer is
 * on, without a line of game rules in its script. */
#include "config.h"

#include "base/strbuf.h"
#include "render/html.h"

#include <stdio.h>

#include "tree/game.h"
#include "tree/node_name.h"

/* A cell's role as page.js reads it: b blank, f frame, e empty, x and o
 * the players' pieces, p Nim's objects. */
static char role_letter(uint8_t role)
{
    static const char letters[] = { [BOARD_BLANK] = 'b', [BOARD_FRAME] = 'f',
                                    [BOARD_EMPTY] = 'e', [BOARD_FIRST] = 'x',
                                    [BOARD_SECOND] = 'o', [BOARD_PIECE] = 'p' };
    return role < sizeof letters ? letters[role] : 'b';
}

void html_boards_json(struct strbuf *out, const struct html_request *rq)
{
    const struct tree *t = rq->trace[0]->tree;
    struct tree_game g;
    if (!tree_game(t, &g)) {
        strbuf_puts(out, "null");
        return;
    }
    node_id end = rq->root + t->size[rq->root];
    strbuf_puts(out, "[");
    for (node_id n = rq->root; n < end && !out->failed; n++) {
        struct board_picture pic;
        char caption[GAME_CAPTION_MAX], name[NODE_NAME_MAX];
        strbuf_puts(out, n > rq->root ? ",\n" : "\n");
        if (!game_board_at(t, &g, n, false, &pic, caption, sizeof caption)) {
            strbuf_puts(out, "null");
            continue;
        }
        /* rows as [glyphs, roles, flags], the caption, the moves */
        strbuf_puts(out, "{\"r\":[");
        for (unsigned r = 0; r < pic.rows; r++) {
            char roles[BOARD_MAX_COLS + 1], flags[BOARD_MAX_COLS + 1], glyphs[5 * BOARD_MAX_COLS + 1];
            size_t len = 0;
            for (unsigned c = 0; c < pic.cols; c++) {
                const struct board_cell *cell = &pic.cell[r][c];
                len += (size_t)snprintf(glyphs + len, sizeof glyphs - len, "%s", cell->glyph);
                roles[c] = role_letter(cell->role);
                flags[c] = (char)('0' + (cell->flags & 3));
            }
            roles[pic.cols] = flags[pic.cols] = '\0';
            strbuf_puts(out, r ? ",[" : "[");
            html_json_string(out, glyphs);
            strbuf_printf(out, ",\"%s\",\"%s\"]", roles, flags);
        }
        strbuf_puts(out, "],\"c\":");
        html_json_string(out, caption);
        strbuf_puts(out, ",\"m\":");
        html_json_string(out, node_name(name, sizeof name, t, n));
        strbuf_puts(out, "}");
    }
    strbuf_puts(out, "]");
}
