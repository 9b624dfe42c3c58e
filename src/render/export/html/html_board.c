/* SPDX-License-Identifier: GPL-3.0-or-later */
/* html_board.c: the boards of a game's positions for the web page (export
 * -f html): every position of the subtree drawn, so that the page shows
 * the board of the current position, and of any position the pointer is
 * on, without a line of game rules in its script. */
#include "config.h"

#include "base/strbuf.h"
#include "render/export/html/html_board.h"

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

void html_boards_json(struct json *j, const struct tree *t, node_id root)
{
    struct tree_game g;
    if (!tree_game(t, &g)) {
        json_null(j);
        return;
    }
    node_id end = root + t->size[root];
    json_begin_array(j);
    for (node_id n = root; n < end && !(j->buf && j->buf->failed); n++) {
        struct board_picture pic;
        char caption[GAME_CAPTION_MAX], name[NODE_NAME_MAX];
        json_break(j);
        if (!game_board_at(t, &g, n, false, &pic, caption, sizeof caption)) {
            json_null(j);
            continue;
        }
        /* rows as [glyphs, roles, flags], the caption, the moves */
        json_begin_object(j);
        json_key(j, "r");
        json_begin_array(j);
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
            json_begin_array(j);
            json_string(j, glyphs);
            json_string(j, roles);
            json_string(j, flags);
            json_end_array(j);
        }
        json_end_array(j);
        json_key(j, "c");
        json_string(j, caption);
        json_key(j, "m");
        json_string(j, node_name(name, sizeof name, t, n));
        json_end_object(j);
    }
    json_end_array(j);
}
