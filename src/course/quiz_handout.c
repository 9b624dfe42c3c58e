/* SPDX-License-Identifier: GPL-3.0-or-later */
/* quiz_handout.c: exercise sheets and answer keys as text. */
#include "config.h"

#include "course/quiz_handout.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/i18n.h"
#include "base/strbuf.h"
#include "base/utf8.h"
#include "course/answer.h"
#include "course/quiz_key.h"
#include "render/export/common/export.h"
#include "render/export/text/text_export.h"
#include "render/words/format.h"
#include "search/step_state.h"
#include "tree/game.h"

/* The width text is wrapped to, a terminal's. */
#define HANDOUT_COLUMNS 78

const char *quiz_command(char *buf, size_t cap, const struct quiz *q, enum value_view view,
                         unsigned ask, const char *what)
{
    char opts[300], asks[80];
    quiz_options(opts, sizeof opts, q, view);
    quiz_ask_option(asks, sizeof asks, ask);
    snprintf(buf, cap, "abprune quiz %s%s%s %s", opts, asks[0] ? " --ask " : "", asks, what);
    return buf;
}

const char *quiz_title(char *buf, size_t cap, const struct quiz *q, enum value_view view,
                       size_t number)
{
    char name[64], head[96], what[300];
    const char *alg = algorithm_info(q->alg)->name;
    quiz_name(name, sizeof name, q);
    if (q->spec.game)
        /* TRANSLATORS: the second %s is the game's position and whose
         * move it is ("Tic-tac-toe xo.xo....: X to move (Max)"), the
         * last "minimax view" or "negamax view" */
        snprintf(what, sizeof what, P_("%s on %s, %zu leaf (%s)",
                                       "%s on %s, %zu leaves (%s)", q->tree->leaves),
                 alg, q->game_title ? q->game_title : "", q->tree->leaves,
                 value_view_words(view));
    else if (q->spec.irregular)
        /* TRANSLATORS: the last %s is "minimax view" or "negamax view" */
        snprintf(what, sizeof what, P_("%s on an irregular tree of %zu leaf (%s)",
                                       "%s on an irregular tree of %zu leaves (%s)",
                                       q->tree->leaves),
                 alg, q->tree->leaves, value_view_words(view));
    else
        /* TRANSLATORS: the last %s is "minimax view" or "negamax view" */
        snprintf(what, sizeof what, _("%s on a tree of degree %u and height %u (%s)"), alg,
                 q->degree, q->height, value_view_words(view));
    if (number)
        snprintf(head, sizeof head, _("Exercise %zu (%s)"), number, name);
    else
        snprintf(head, sizeof head, _("Exercise %s"), name);
    snprintf(buf, cap, "%s: %s", head, what);
    return buf;
}

/* text wrapped at spaces to HANDOUT_COLUMNS, every line after `prefix`. */
static void wrapped(struct strbuf *out, const char *text, const char *prefix)
{
    size_t room = HANDOUT_COLUMNS - utf8_width(prefix);
    const char *s = text;
    while (utf8_width(s) > room) {
        size_t fit = utf8_fit(s, room), cut = 0;
        for (size_t i = 1; i <= fit && s[i - 1]; i++)
            if (s[i] == ' ')
                cut = i;
        if (!cut)
            cut = strcspn(s, " ");
        if (!s[cut])
            break;
        strbuf_printf(out, "%s%.*s\n", prefix, (int)cut, s);
        s += cut + 1;
    }
    strbuf_printf(out, "%s%s\n", prefix, s);
}

const char *quiz_instruction(char *buf, size_t cap, const struct quiz *q, unsigned bit)
{
    const char *alg = algorithm_info(q->alg)->name;
    char kinds[200];
    buf[0] = '\0';
    switch (bit) {
    case QUIZ_ASK_VALUES:
        snprintf(buf, cap, _("Write at every position the value %s returns there, or the bound "
                 "it returns (>=3, <=3) when that is all it knows."), alg);
        break;
    case QUIZ_ASK_WINDOWS:
        if (q->alg == ALG_F1)
            snprintf(buf, cap, "%s", _("Write the bound every call of F1 receives, as a "
                     "window: (-inf, 5), or at Min's positions (5, +inf)."));
        else
            snprintf(buf, cap, _("Write the window (alpha, beta) every call of %s receives."),
                     alg);
        break;
    case QUIZ_ASK_CUTS:
        snprintf(buf, cap, _("Cross out every branch %s cuts off."), alg);
        break;
    case QUIZ_ASK_KINDS:
        answer_kinds_list(kinds, sizeof kinds, answer_kinds_possible(&q->trace->options), false);
        snprintf(buf, cap, _("Name the kind of every cutoff: %s."), kinds);
        break;
    case QUIZ_ASK_LEAVES:
        snprintf(buf, cap, _("Count the leaves %s evaluates."), alg);
        break;
    default:
        break;
    }
    return buf;
}

void quiz_instructions(struct strbuf *out, const struct quiz *q, unsigned ask,
                       const char *indent)
{
    char line[600];
    for (unsigned bit = 1; bit <= QUIZ_ASK_LEAVES; bit <<= 1)
        if (ask & bit)
            wrapped(out, quiz_instruction(line, sizeof line, q, bit), indent);
}

const char *quiz_answer_examples(char *buf, size_t cap, unsigned ask)
{
    static const struct { unsigned bit; const char *text; } rows[] = {
        { QUIZ_ASK_VALUES, "'value 2 5', 'bound 1.2 >=9'" },
        { QUIZ_ASK_WINDOWS, "'window 2.1 3 +inf'" },
        { QUIZ_ASK_KINDS, "'cut 2.3 deep'" },
        { QUIZ_ASK_CUTS, "'cut 2.3'" },
        { QUIZ_ASK_LEAVES, "'leaves 14'" },
    };
    size_t len = 0;
    buf[0] = '\0';
    for (size_t i = 0; i < sizeof rows / sizeof rows[0] && len < cap; i++)
        if ((ask & rows[i].bit) && !(rows[i].bit == QUIZ_ASK_CUTS && (ask & QUIZ_ASK_KINDS)))
            len += (size_t)snprintf(buf + len, cap - len, "%s%s", len ? ", " : "", rows[i].text);
    return buf;
}

const char *quiz_view_note(enum value_view view)
{
    return view == VIEW_MINIMAX
               ? _("Max moves at the root, and every value is Max's (minimax view).\n")
               : _("Every value is for the player to move there, as in the paper\n"
                   "(negamax view).\n");
}

const char *quiz_naming_note(void)
{
    return _("A position is named by the moves that lead to it: 2.3 is reached\n"
             "by the root's second move, then that position's third; the root\n"
             "is 'root'.\n");
}

/* A game's exercise: the board of its position and whose move it is,
 * before its tree. */
static void game_board(struct strbuf *out, const struct quiz *q, bool ascii)
{
    struct tree_game g;
    struct board_picture pic;
    char caption[GAME_CAPTION_MAX];
    if (!q->spec.game || !tree_game(q->tree, &g) ||
        !game_board_at(q->tree, &g, 0, ascii, &pic, caption, sizeof caption))
        return;
    for (unsigned r = 0; r < pic.rows; r++) {
        struct strbuf row;
        strbuf_init(&row);
        strbuf_puts(&row, "  ");
        for (unsigned c = 0; c < pic.cols; c++)
            strbuf_puts(&row, pic.cell[r][c].glyph);
        while (row.len && row.data[row.len - 1] == ' ')
            row.len--;
        strbuf_add(out, row.data ? row.data : "", row.len);
        strbuf_puts(out, "\n");
        out->failed |= row.failed;
        strbuf_free(&row);
    }
    strbuf_printf(out, "  %s\n\n", caption);
}

/* The tree with its leaf values and a blank at every other position; a
 * game's moves above the positions they lead to. */
static void blank_figure(struct strbuf *out, const struct quiz *q, const struct quiz_handout *h)
{
    const struct tree *t = q->tree;
    bool moves = q->spec.game != NULL;
    struct paper_options o = { .view = h->view, .ascii = h->ascii, .connector_rows = 1,
                               .unvisited_leaves = true, .labels = moves, .label_row = moves };
    struct paper *p = paper_new(q->trace, &o);
    struct step_state *s = step_state_new(q->trace);
    struct cell *row = p ? malloc((size_t)p->layout->width * sizeof *row) : NULL;
    if (!p || !s || !row) {
        out->failed = true;
    } else {
        const struct layout *l = p->layout;
        paper_update(p, s);
        for (uint32_t y = 0; y < l->rows; y++) {
            paper_draw(p, 0, y, l->width, 1, row);
            /* a blank on the value's column of every position but a leaf */
            uint32_t d = layout_depth_of_row(l, y, &(uint32_t){ 0 });
            for (size_t i = d != UINT32_MAX ? l->depth_start[d] : 0;
                 d != UINT32_MAX && i < l->depth_start[d + 1]; i++) {
                node_id n = l->by_depth[i];
                if (!tree_is_leaf(t, n))
                    row[l->x[n]] = (struct cell){ '_', ROLE_PLAIN, n, 0 };
            }
            export_row_text(out, row, l->width);
        }
    }
    free(row);
    step_state_free(s);
    paper_free(p);
}

/* A line to write the window of every position but the leaves, three to
 * a row. */
static void window_lines(struct strbuf *out, const struct quiz *q)
{
    const struct tree *t = q->tree;
    strbuf_printf(out, "\n%s\n", q->alg == ALG_F1 ? _("The bound of every call, as a window:")
                                                   : _("The window of every call:"));
    size_t k = 0;
    for (node_id n = 0; n < t->count; n++) {
        if (tree_is_leaf(t, n))
            continue;
        char path[64];
        if (n)
            tree_path(t, n, path, sizeof path);
        strbuf_printf(out, "%s%-6s (______, ______)", k % 3 ? "    " : "  ", n ? path : "root");
        if (++k % 3 == 0)
            strbuf_puts(out, "\n");
    }
    if (k % 3)
        strbuf_puts(out, "\n");
}

void quiz_text_exercise(struct strbuf *out, const struct quiz_handout *h, size_t i,
                        size_t number)
{
    const struct quiz *q = h->q[i];
    char title[400], cmd[500], ex[200], line[400];
    strbuf_printf(out, "%s\n\n", quiz_title(title, sizeof title, q, h->view, number));
    game_board(out, q, h->ascii);
    blank_figure(out, q, h);
    if (h->ask & QUIZ_ASK_WINDOWS)
        window_lines(out, q);
    if (h->ask & QUIZ_ASK_LEAVES)
        strbuf_printf(out, "\n%s ______\n", _("Leaves evaluated:"));
    strbuf_puts(out, "\n");
    quiz_instructions(out, q, h->ask, "");
    strbuf_printf(out, "%s\n  %s\n", _("Check the answers with:"),
                  quiz_command(cmd, sizeof cmd, q, h->view, h->ask, "--check ANSWERS"));
    quiz_answer_examples(ex, sizeof ex, h->ask);
    snprintf(line, sizeof line, _("ANSWERS has one answer a line: %s."), ex);
    wrapped(out, line, "");
    /* what the sheet does not show: whose values, and how a position is
     * named in the answers */
    strbuf_printf(out, "%s%s", quiz_view_note(h->view), quiz_naming_note());
}

/* The search's own figure, each line after `prefix`. */
static void solved_figure(struct strbuf *out, const struct quiz *q, const struct quiz_handout *h,
                          const char *prefix)
{
    struct export_request rq = {
        .file = "exercise", .trace = q->trace, .state = q->end,
        .opt = { .view = h->view, .ascii = h->ascii, .connector_rows = 1,
                 .marks = MARK_CUTS | MARK_BOUNDS, .labels = q->spec.game != NULL,
                 .label_row = q->spec.game != NULL },
    };
    struct paper *p = paper_new(q->trace, &rq.opt);
    struct strbuf fig;
    strbuf_init(&fig);
    if (!p) {
        out->failed = true;
    } else {
        paper_update(p, q->end);
        export_paper(&fig, &rq, p);
    }
    for (const char *s = fig.data; s && *s; ) {
        const char *nl = strchr(s, '\n');
        size_t len = nl ? (size_t)(nl - s) : strlen(s);
        strbuf_printf(out, "%s%.*s\n", len ? prefix : (prefix[0] == '#' ? "#" : ""), (int)len, s);
        s = nl ? nl + 1 : s + len;
    }
    out->failed |= fig.failed;
    strbuf_free(&fig);
    paper_free(p);
}

/* One answer line of the key, when asked, and its reason. */
static void key_line(struct strbuf *out, const struct quiz *q, const struct quiz_handout *h,
                     node_id n, enum quiz_part part, bool as_answers)
{
    char line[200], why[1200];
    if (!quiz_key_answer(line, sizeof line, q, n, part, h->ask, h->view))
        return;
    strbuf_printf(out, "%s%s\n", as_answers ? "" : "  ", line);
    quiz_explain(why, sizeof why, q, n, part, h->view, 3);
    size_t len = strlen(why);
    if (len + 1 < sizeof why && (len == 0 || why[len - 1] != '.'))
        strcat(why, ".");
    wrapped(out, why, as_answers ? "#   " : "      ");
}

void quiz_text_key(struct strbuf *out, const struct quiz_handout *h, size_t i, size_t number,
                   bool as_answers)
{
    const struct quiz *q = h->q[i];
    const char *note = as_answers ? "# " : "";
    char title[400], head[500], cmd[500], answers[200];
    quiz_title(title, sizeof title, q, h->view, number);
    snprintf(head, sizeof head, _("Answer key: %s"), title);
    wrapped(out, head, note);
    strbuf_printf(out, "%s\n", as_answers ? "#" : "");
    solved_figure(out, q, h, note);
    strbuf_printf(out, "%s\n", as_answers ? "#" : "");
    snprintf(answers, sizeof answers, _("Every answer (%s), with why:"),
             quiz_ask_words(head, sizeof head, h->ask));
    wrapped(out, answers, note);
    if (as_answers) {
        snprintf(head, sizeof head, _("This file is an answer file: %s"),
                 quiz_command(cmd, sizeof cmd, q, h->view, h->ask, "--check FILE"));
        wrapped(out, head, note);
    }
    for (node_id n = 0; n < q->tree->count; n++)
        for (int part = 0; part < QP_LEAVES; part++)
            key_line(out, q, h, n, (enum quiz_part)part, as_answers);
    key_line(out, q, h, 0, QP_LEAVES, as_answers);
}

void quiz_text_sheet(struct strbuf *out, const struct quiz_handout *h, bool with_key)
{
    for (size_t i = 0; i < h->n; i++) {
        if (i)
            strbuf_puts(out, "\n\f\n");
        quiz_text_exercise(out, h, i, i + 1);
    }
    if (with_key) {
        strbuf_puts(out, "\n\f\n");
        quiz_text_keys(out, h);
    }
}

void quiz_text_keys(struct strbuf *out, const struct quiz_handout *h)
{
    for (size_t i = 0; i < h->n; i++) {
        if (i)
            strbuf_puts(out, "\n");
        quiz_text_key(out, h, i, i + 1, false);
    }
}
