/* SPDX-License-Identifier: GPL-3.0-or-later */
/* export.h: a search written out as a picture: what every format is
 * asked (struct export_request) and says alike.  The formats are a folder
 * each beside this one: text/ (the paper's figures and the outline), dot/,
 * tikz/ (pictures and beamer decks), html/ (the web page).
 *
 * Every format shows the same information: the value or bound of each
 * position reached, which branches were followed and which cut off (and by
 * which kind of cutoff), optionally the types of critical positions, and
 * for a snapshot the current node and the path to it. */
#ifndef ABPRUNE_EXPORT_H
#define ABPRUNE_EXPORT_H

#include <stdbool.h>

#include "base/strbuf.h"
#include "base/util.h"
#include "render/figure/paper.h"
#include "search/step_state.h"
#include "search/trace.h"

/* Which positions of a game's tree get their board drawn (board.h). */
enum export_boards { BOARDS_NONE, BOARDS_ROOT, BOARDS_PATH, BOARDS_LEAVES };

/* The shape of the slides a TikZ picture or a beamer deck is sized for
 * (tikz_geom.h has their sizes). */
enum slide_aspect { ASPECT_16_9, ASPECT_16_10, ASPECT_4_3, ASPECT_COUNT };

/* A deck's legend: what fits best, the meanings in full, in a word or
 * two each (a line or two), or none. */
enum deck_legend { LEGEND_AUTO, LEGEND_FULL, LEGEND_COMPACT, LEGEND_NONE, LEGEND_COUNT };

/* How large a TikZ picture or a deck's tree is drawn. */
struct export_size {
    enum slide_aspect aspect;   /* the slide it fills (default 16:9) */
    int font;                   /* pt of its text; 0: the largest that fits */
    double scale;               /* the share of the slide it may take; 0: all (1) */
};

struct export_request {
    const char *file;               /* the tree file, for titles */
    const struct trace *trace;
    const struct step_state *state; /* positioned at the step to draw */
    bool snapshot;                  /* a step in the middle: mark where it is */
    struct paper_options opt;       /* view, marks, charset, connector rows */
    node_id root;                   /* the subtree drawn: 0, the root, for all */
    bool no_labels;                 /* DOT, TikZ: leave the file's labels out */
    double ratio;                   /* DOT, TikZ: width / height wanted; 0: natural */
    bool body_only;                 /* TikZ: the styles and the picture, no document */
    enum export_boards boards;      /* a game's boards at these positions */
    struct export_size size;        /* TikZ, beamer: the slide and the text size */
    bool outline;                   /* text: the outline rather than the figure */
    uint32_t width;                 /* text: the columns a game's boards may take */
    const char *title;              /* beamer: the frames' title (--title), or NULL:
                                       the tree's @title, else the file's name */
    enum deck_legend legend;        /* beamer: --legend */
};

/* Drawings of more positions than this are more than Graphviz or LaTeX
 * handle comfortably (and more than anyone can read): the command line
 * warns and suggests the outline or a subtree. */
#define EXPORT_BIG_GRAPH 5000

/* n's path and label for people ("1.2 (B)", "root"); for positions deeper
 * than 32 only the last steps ("....1.3.2"), so that naming every node of
 * a deep tree stays linear. */
void export_node_name(char *buf, size_t cap, const struct tree *t, node_id n);

/* For every node, the root of the pruned branch it lies in, or AB_NO_NODE
 * (a new array; NULL when out of memory). */
node_id *export_cut_roots(const struct paper *p);

/* What a node's state is, in a few words, for outlines and graph
 * tooltips: "visited", "on the path", "cut off (deep cutoff at 1.2, step
 * 25)", ...; cut_root is its entry of export_cut_roots. */
const char *export_status_words(char *buf, size_t cap, const struct export_request *rq,
                                const struct paper *p, node_id n, node_id cut_root);

#endif
