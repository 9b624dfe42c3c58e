/* SPDX-License-Identifier: GPL-3.0-or-later */
/* board.h: the boards of a game's positions in the exports (export
 * --boards root|path|leaves): a strip of small boards under the text
 * figure or outline, board nodes beside their positions in DOT, a strip
 * under the TikZ picture.  Nothing is added for a tree no game made. */
#ifndef ABPRUNE_BOARD_H
#define ABPRUNE_BOARD_H

#include <stdbool.h>
#include <stddef.h>

#include "base/strbuf.h"
#include "base/util.h"
#include "render/export/common/export.h"

/* The positions drawn (enum export_boards): at most BOARD_SHOWN_MAX, the
 * rest counted in a line. */
#define BOARD_SHOWN_MAX 120

/* Reads "root", "path", "leaves" or "none"; false when unknown. */
bool board_choice_parse(const char *s, enum export_boards *out);

/* The positions of rq's subtree that get a board, in preorder, into a new
 * array (NULL with *n 0 when none, or the tree is no game's): the root;
 * the path to the current position of a snapshot, or after the search the
 * principal variation (each position's best move by the true values); the
 * leaves the search evaluated. */
node_id *board_positions(const struct export_request *rq, size_t *n);

/* Under the text figure or outline: "Boards:" and the boards side by side
 * in rows of at most `width` columns, each under its position's name, with
 * whose move it is and its value as the search returned it. */
void board_text(struct strbuf *out, const struct export_request *rq, const struct paper *p,
                uint32_t width);

/* In a DOT digraph: a node holding each board, beside its position. */
void board_dot(struct strbuf *out, const struct export_request *rq);

/* In a tikzpicture: the boards in a strip under the picture. */
void board_tikz(struct strbuf *out, const struct export_request *rq);

/* A deck's boards are set at this size (pt). */
#define BOARD_DECK_FONT 7

/* In a tikzpicture: the board of position n with its north west corner at
 * (x, y) pt: "HEADING NAME" (heading may be NULL), the board, whose move
 * it is; false (nothing written) when the tree is no game's. */
bool board_tikz_one(struct strbuf *out, const struct export_request *rq, node_id n,
                    double x, double y, const char *heading);

/* The room (pt) one board of rq's game takes in a deck, as
 * board_tikz_one sets it; false (0, 0) when rq draws no boards. */
bool board_tikz_size(const struct export_request *rq, double *width, double *height);

#endif
