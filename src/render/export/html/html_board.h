/* SPDX-License-Identifier: GPL-3.0-or-later */
/* html_board.h: a game's boards as the web page's data. */
#ifndef ABPRUNE_HTML_BOARD_H
#define ABPRUNE_HTML_BOARD_H

#include "base/json.h"
#include "tree/tree.h"

/* The board of every position of t's subtree at root, in preorder, as a
 * JSON array (doc/export.md); null for a tree no game made. */
void html_boards_json(struct json *j, const struct tree *t, node_id root);

#endif
