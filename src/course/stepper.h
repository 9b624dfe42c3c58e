/* SPDX-License-Identifier: GPL-3.0-or-later */
/* stepper.h: the model of the interactive stepper (`abprune view`).
 *
 * A stepper is a tree and one or two "sides" over it (one recorded search
 * each; two in compare mode, where the second follows the first leaf by
 * leaf), plus what the user has set: the view, the marks, breakpoints,
 * folds, the selected position, playing.  Every action of the stepper is a
 * function here, so it can be tested without a terminal; the interface
 * (ui_view.c) only maps keys to these functions and draws the fields.
 *
 * Read the fields freely; change them only through the functions.  An
 * action that has something to say (a breakpoint set, a file written, an
 * error) leaves it in `message` until stepper_unsay.  No function
 * leaves a stepper half-built: when one fails (a tree that does not load,
 * out of memory) the stepper is as it was and the message says why. */
#ifndef ABPRUNE_STEPPER_H
#define ABPRUNE_STEPPER_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "base/bitset.h"
#include "base/diag.h"
#include "render/figure/paper.h"
#include "search/search.h"
#include "search/step_state.h"
#include "search/trace.h"
#include "tree/order.h"
#include "tree/parse.h"
#include "tree/tree.h"

/* What the stepper is asked for on the command line. */
struct stepper_options {
    enum algorithm alg;
    int32_t alpha, beta;        /* F2's root window */
    int view;                   /* enum value_view, or -1 for the file's */
    bool ascii, compare, outline;
    struct move_order order;    /* applied to every tree opened */
    uint32_t depth;             /* HORIZON_NO_DEPTH: no limit */
    double threshold;           /* 0: none */
    struct search_options rules; /* McCarthy, futility, re-search, TT, guess */
    struct tree_limits limits;  /* --max-positions, for every tree opened */
};

/* One recorded search and where it stands. */
struct stepper_side {
    enum algorithm alg;
    struct trace *trace;
    struct step_state *state;
    struct paper *paper;        /* its figure, kept at the state's step */
    uint32_t *leaf_steps;       /* the step at which each leaf is evaluated
                                   (a trace has fewer than 2^32); NULL for
                                   a compact trace (stepper.c's leaf_step) */
    size_t nleaves;
    bool leaves_in_order;       /* each leaf evaluated right of the last */
    bool too_long;              /* set up failed: more than max_steps */
    size_t max_steps;           /* trace_max_steps of its search */
    /* where the interface has scrolled this side's figure and outline;
     * they start over with the side */
    uint32_t x0, y0;
    node_id outline_top;
};

/* What a position is marked with on the figure, by meaning; the interface
 * chooses how each looks. */
enum stepper_mark {
    STEPPER_MARK_NONE,
    STEPPER_MARK_CRITICAL,      /* in the minimal tree (when highlighted) */
    STEPPER_MARK_DIFFERS,       /* compare: one side prunes it, the other visits it */
    STEPPER_MARK_BREAKPOINT,
    STEPPER_MARK_SELECTED,      /* clicked: its details are shown */
    STEPPER_MARK_COUNT
};

/* How the figures are spaced (the interface chooses, stepper_space). */
struct stepper_spacing {
    uint32_t pitch;             /* leaves at least this many columns apart */
    uint32_t rows;              /* connector rows under each bar (>= 1) */
    bool compact;               /* none at all: the shortest figure */
};

/* The widest leaf spacing the interface spreads a figure to. */
#define STEPPER_PITCH_MAX 8

/* A figure wider than this many columns opens as an outline. */
#define STEPPER_OUTLINE_COLUMNS (50u * 1000u)

struct stepper {
    char *file;
    struct tree *tree;
    struct stepper_options opt;
    enum value_view view;
    unsigned marks;             /* MARK_* of the figures */
    struct stepper_side side[2];
    int nsides;                 /* 2 in compare mode */
    bool outline;               /* one line per position instead of the figure */
    bool follow;                /* keep the current position in sight */
    bool critical;              /* highlight the minimal tree */
    /* a bit a node (base/bitset.h): so few are set that a byte each would
     * be most of what a big tree's stepper costs */
    bitset_word *breakpoint;
    bitset_word *fold;          /* outline mode */
    bitset_word *differs;       /* pruned by one side, visited by the other */
    uint8_t *type;              /* per node: node types (critical positions),
                                   NULL until they are first highlighted */
    node_id selected;           /* clicked, or AB_NO_NODE */
    int32_t value_scale;        /* largest |leaf value|: the scale of window bars */
    bool playing;
    int delay_ms;               /* between two steps of play */
    char message[600];          /* what the last action says; "" for nothing */
    uint64_t minimum;           /* the fewest leaves (analysis_tree_minimum) */
    struct stepper_spacing spacing; /* of every side's figure */
    uint32_t zoom;              /* leaf spacing the user chose; 0: automatic */
    bool labels;                /* the file's labels shown on the figures
                                 * (from the start, when it has any) */
    unsigned generation;        /* counts the figures laid out (caches) */
    uint32_t fit_cols, fit_pitch; /* stepper_fit_pitch's last answer ... */
    unsigned fit_generation;    /* ... and the figures it was for */
    size_t selected_step;       /* where the selected position is entered */
    /* the last search for a position (stepper_find.h) */
    char find_text[128];
    size_t *found;              /* steps reaching or pruning a match, rising */
    size_t nfound;
    node_id *named;             /* the positions find_text names, rising (found
                                 * with them: a label search folds every label) */
    size_t nnamed;
};

/* A stepper with no tree yet, set up as o asks.  Open a tree next. */
void stepper_init(struct stepper *st, const struct stepper_options *o);

/* Frees everything the stepper holds (it may be opened again). */
void stepper_free(struct stepper *st);

/* Loads a tree file (applying the options' order and limits) and records
 * its searches with the options' algorithm, starting at step 0; what the
 * user has set (marks, compare mode, outline...) stays.  False with *err
 * when the tree does not load or memory runs out; then st is unchanged. */
bool stepper_open(struct stepper *st, const char *file, struct diag *err);

/* Sets the message (printf-style), or clears it. */
void stepper_say(struct stepper *st, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
void stepper_unsay(struct stepper *st);

/* ---- moving through the search (the first side; the second follows) ---- */

/* One step forward or back (dir +1 or -1); in compare mode one leaf. */
void stepper_step(struct stepper *st, int dir);

/* To just after the next leaf (dir +1), or to just after the one before
 * the last evaluated (dir -1; the start when there is none). */
void stepper_leaf(struct stepper *st, int dir);

/* To just after the next (dir +1) or previous (dir -1) event of a type,
 * e.g. EV_CUTOFF; to the end or the start when there is none. */
void stepper_event(struct stepper *st, enum event_type type, int dir);

/* To step k (clamped to the search; SIZE_MAX: the end). */
void stepper_seek(struct stepper *st, size_t k);

/* To the step written in text (a number from 0 to the last step); false
 * with a message when it is not one. */
bool stepper_jump(struct stepper *st, const char *text);

/* ---- playing ---- */

/* Starts or stops playing. */
void stepper_play(struct stepper *st);

/* Plays one step (call every delay_ms while playing): stops at the end,
 * and with a message when it enters a position with a breakpoint. */
void stepper_play_tick(struct stepper *st);

/* Plays faster (dir +1: half the delay, down to 25 ms) or slower (-1:
 * twice the delay, up to 3200 ms). */
void stepper_speed(struct stepper *st, int dir);

/* ---- what is searched and how it is shown ---- */

/* The next algorithm for the first side that takes the search options
 * given (searchopt.h), at the same number of leaves evaluated; false
 * (message "out of memory") when it cannot be recorded. */
bool stepper_next_algorithm(struct stepper *st);

/* Compare mode on (F1 against F2, or F2 against F1) or off. */
bool stepper_toggle_compare(struct stepper *st);

/* The negamax / minimax view. */
void stepper_toggle_view(struct stepper *st);

/* The marks of the figures: the cut kinds, then everything, then none. */
void stepper_cycle_marks(struct stepper *st);

/* The file's labels shown on the figures or not (with a message when the
 * tree has none). */
void stepper_toggle_labels(struct stepper *st);

/* Lays the figures out with this spacing (when it is not theirs already);
 * false with a message when out of memory (the figures stay as they were).
 * Costs a layout of the tree: call it when the screen changes, not at
 * every key. */
bool stepper_space(struct stepper *st, const struct stepper_spacing *sp);

/* The widest leaf spacing (1 to STEPPER_PITCH_MAX, at least the texts'
 * own) at which the first side's figure fits in cols columns: what the
 * interface spreads a figure to.  A figure wider than cols at the
 * narrowest spacing, or a tree too big to try, gets the narrowest.
 * Remembered for the last cols. */
uint32_t stepper_fit_pitch(struct stepper *st, uint32_t cols);

/* The user's zoom: one step wider (dir +1) or narrower (-1) than the
 * spacing now shown, `automatic` being the interface's own choice; coming
 * back to it makes the spacing automatic again.  With a message. */
void stepper_zoom(struct stepper *st, int dir, uint32_t shown, uint32_t automatic);

/* The figure or the outline. */
void stepper_toggle_outline(struct stepper *st);

/* Highlighting of the critical positions (with a message). */
void stepper_toggle_critical(struct stepper *st);

/* ---- positions ---- */

/* Selects n (a click), or unselects it when it is selected already;
 * AB_NO_NODE unselects. */
void stepper_select(struct stepper *st, node_id n);

/* Sets or clears a breakpoint on the selected position, else the current
 * one (with a message). */
void stepper_toggle_breakpoint(struct stepper *st);

/* Folds or unfolds the selected position in the outline; with nothing
 * selected, or a leaf, says so instead. */
void stepper_toggle_fold(struct stepper *st);

/* Scrolls every side's figure by dx columns and its figure and outline by
 * dy rows (negative: left or up), and stops following. */
void stepper_scroll(struct stepper *st, int dx, int dy);

/* Follows the current position again. */
void stepper_follow(struct stepper *st);

/* The mark of node n (enum stepper_mark): the selected position first,
 * then breakpoints, differences, critical positions.  O(1), so that a
 * screen asks only for what it shows. */
uint8_t stepper_node_mark(const struct stepper *st, node_id n);

/* The mark of every node into mark[tree->count], as stepper_node_mark
 * gives them.  Each is written as look[its enum stepper_mark] (the
 * interface's look for that meaning), or as the enum itself when look is
 * NULL. */
void stepper_node_marks(const struct stepper *st, uint8_t *mark, const uint8_t *look);

/* The most lines stepper_details writes, and their size. */
#define STEPPER_DETAILS_MAX 6
#define STEPPER_DETAIL_LEN 200

/* What there is to say about position n in the first side's search at
 * its step (the details of a clicked position): its path, depth and
 * moves, what it returned, the bound or window it was entered with,
 * which cutoff pruned it or that it is not reached yet, and its
 * breakpoint.  One sentence per line into lines; returns the count. */
size_t stepper_details(const struct stepper *st, node_id n,
                       char lines[STEPPER_DETAILS_MAX][STEPPER_DETAIL_LEN]);

/* ---- writing the picture ---- */

/* Writes the first side's picture at its step to path, in the format its
 * extension names (.txt the text figure, or the outline in outline mode;
 * .dot DOT; .tex TikZ), never over a file unless overwrite.  Returns 0 or
 * an errno value and says what happened; EEXIST (the file exists) says
 * nothing, for the caller to ask; EINVAL: an extension it does not know
 * (nothing written, the message lists the formats). */
int stepper_export(struct stepper *st, const char *path, bool overwrite);

#endif
