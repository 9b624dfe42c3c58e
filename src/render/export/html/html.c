/* SPDX-License-Identifier: GPL-3.0-or-later */
/* html.c: the web page of `export -f html`: the template filled in, the
 * page's words from the catalogues, its keys, the legend, and text from
 * the tree file escaped for wherever it lands.  The recorded searches are
 * html_steps.c's. */
#include "config.h"

#include "render/export/html/html.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/i18n.h"
#include "base/json.h"
#include "base/strbuf.h"
#include "base/utf8.h"
#include "render/words/format.h"
#include "render/export/common/graph.h"
#include "render/export/html/html_assets.h"
#include "render/export/html/html_board.h"
#include "render/export/html/html_text.h"
#include "search/nodetype.h"
#include "search/step_state.h"

/* ---- the page's words, keys and legend ---- */

static void word(struct json *j, const char *key, const char *text)
{
    json_key(j, key);
    json_string(j, text);
}

static void template(struct json *j, const char *key, const char *fmt)
{
    json_key(j, key);
    html_template(j, fmt);
}

static void words_json(struct json *j)
{
    json_begin_object(j);
    /* TRANSLATORS: the step shown, as in the stepper's status line */
    template(j, "stepOf", _("step %zu of %zu"));
    template(j, "leavesOf", _("leaves %zu of %zu"));
    /* TRANSLATORS: a heading of the web page (export -f html): the table of
     * the positions on the path with their windows and m; %s is F2, F1... */
    template(j, "stackOf", _("%s: the path, its windows and m"));
    /* TRANSLATORS: a heading of the web page: the listing; %s is F2, F1... */
    template(j, "procedureOf", _("The procedure %s"));
    word(j, "position", _("position"));
    /* TRANSLATORS: headings and names of the web page (export -f html) */
    word(j, "legend", _("Legend"));
    word(j, "log", _("The steps so far"));
    /* TRANSLATORS: the heading of the web page's help (?): each button
     * with what it does and its keys */
    word(j, "keys", _("Buttons and keys"));
    /* TRANSLATORS: the web page's legend: in the figure of the part of
     * the tree around the current position, a subtree shown as a small
     * triangle with a number under it */
    word(j, "folded", _("a subtree folded, with the number of positions it hides"));
    /* TRANSLATORS: the play button's word while it plays */
    word(j, "pause", i18n_context(NC_("web page button", "pause")));
    word(j, "close", _("Close"));
    word(j, "slider", _("Step"));
    /* TRANSLATORS: the web page's heading over a game's board: the
     * position the search is at (or the pointer is on) */
    word(j, "board", _("The position"));
    json_end_object(j);
}

/* The page's keys and buttons: the stepper's keys where it has them (the
 * same words), and Space for play, as media players have it; each with
 * the short word under its button (a pair of buttons shares one), which
 * a touch screen shows where a key's name and a title never are. */
static const struct html_key {
    const char *action;     /* page.js's name */
    const char *names;      /* as the help shows them */
    bool translate;         /* names is a message (key names are words) */
    const char *help;
    const char *word;       /* under the button (NC_, "web page button") */
    const char *keys[3];    /* KeyboardEvent.key values */
} keys[] = {
    /* TRANSLATORS: key names in the web page's help, as "Left h" */
    { "forward", N_("Right l"), true, N_("one step forward"),
      /* TRANSLATORS: the words under the web page's buttons, a word or
       * two each: one step forward */
      NC_("web page button", "step"), { "ArrowRight", "l" } },
    { "back", N_("Left h"), true, N_("one step back"),
      /* TRANSLATORS: one step back */
      NC_("web page button", "back"), { "ArrowLeft", "h", "Backspace" } },
    { "nextLeaf", N_("Down j"), true, N_("to the next leaf"),
      /* TRANSLATORS: under the pair of buttons to the previous and the
       * next leaf */
      NC_("web page button", "leaf"), { "ArrowDown", "j" } },
    { "prevLeaf", N_("Up k"), true, N_("to the previous leaf"), NC_("web page button", "leaf"),
      { "ArrowUp", "k" } },
    { "nextCut", "c", false, N_("to the next cutoff"),
      /* TRANSLATORS: under the pair of buttons to the previous and the
       * next cutoff */
      NC_("web page button", "cutoff"), { "c" } },
    { "prevCut", "C", false, N_("to the previous cutoff"), NC_("web page button", "cutoff"),
      { "C" } },
    { "nextDeep", "d", false, N_("to the next deep cutoff"),
      /* TRANSLATORS: under the pair of buttons to the previous and the
       * next deep cutoff */
      NC_("web page button", "deep cutoff"), { "d" } },
    { "prevDeep", "D", false, N_("to the previous deep cutoff"),
      NC_("web page button", "deep cutoff"), { "D" } },
    { "start", N_("Home g"), true, N_("back to the start"),
      /* TRANSLATORS: back to the start of the search */
      NC_("web page button", "start"), { "Home", "g", "<" } },
    { "end", N_("End G"), true, N_("to the end of the search"),
      /* TRANSLATORS: to the end of the search */
      NC_("web page button", "end"), { "End", "G", ">" } },
    /* TRANSLATORS: key names in the web page's help: the space bar and p */
    { "play", N_("Space p"), true, N_("play / pause"),
      /* TRANSLATORS: the steps one after another (the button's word while
       * it plays is "pause") */
      NC_("web page button", "play"), { " ", "p" } },
    { "slower", "-", false, N_("play slower"),
      /* TRANSLATORS: under the pair of buttons that play slower and faster */
      NC_("web page button", "speed"), { "-", "_" } },
    { "faster", "+", false, N_("play faster"), NC_("web page button", "speed"), { "+", "=" } },
    { "focus", "f", false,
      N_("the figure: the current position with its path and their siblings, or the whole "
         "tree"),
      /* TRANSLATORS: shows the whole tree instead of the part around the
       * current position */
      NC_("web page button", "whole tree"), { "f" } },
    { "fit", "w", false, N_("the whole tree at its own size, or fitted to the width"),
      /* TRANSLATORS: the whole tree fitted to the width of the screen */
      NC_("web page button", "fit"), { "w" } },
    { "help", "?", false, N_("this help: the buttons and their keys"),
      /* TRANSLATORS: opens the list of the buttons and keys */
      NC_("web page button", "help"), { "?" } },
};

static void keys_json(struct json *j)
{
    json_begin_array(j);
    for (size_t i = 0; i < sizeof keys / sizeof keys[0]; i++) {
        const struct html_key *k = &keys[i];
        json_begin_object(j);
        word(j, "action", k->action);
        word(j, "names", k->translate ? _(k->names) : k->names);
        word(j, "help", _(k->help));
        word(j, "word", i18n_context(k->word));
        json_key(j, "keys");
        json_begin_array(j);
        for (size_t n = 0; n < 3 && k->keys[n]; n++)
            json_string(j, k->keys[n]);
        json_end_array(j);
        json_end_object(j);
    }
    json_end_array(j);
}

static void kinds_json(struct json *j)
{
    json_begin_array(j);
    for (int k = 0; k < CUT_KIND_COUNT; k++) {
        const struct cut_kind_info *ki = cut_kind_info((enum cut_kind)k);
        char letter[2] = { ki->letter, '\0' };
        json_begin_object(j);
        word(j, "name", ki->name);
        word(j, "letter", letter);
        word(j, "colour", ki->page_colour);
        word(j, "dark", ki->page_dark);
        word(j, "caption", _(ki->caption));
        json_end_object(j);
    }
    json_end_array(j);
}

/* The legend: the meanings any of the searches uses by its end, and those
 * of a step in the middle (the path, the current position, positions not
 * reached yet), in graph.h's order and words. */
static void legend_json(struct json *j, const struct html_request *rq)
{
    const struct html_scope *sc = &rq->scope;
    uint32_t uses = 1u << GM_PATH | 1u << GM_CURRENT | 1u << GM_UNVISITED;
    struct paper_options po = { .view = sc->view, .marks = sc->marks | MARK_CUTS | MARK_BOUNDS,
                                .no_layout = true, .snapshot = true };
    struct export_request er = { .file = sc->file, .root = sc->root, .snapshot = true,
                                 .opt = po };
    for (int i = 0; i < rq->nsides; i++) {
        struct step_state *s = step_state_new(rq->trace[i]);
        struct paper *p = s ? paper_new(rq->trace[i], &po) : NULL;
        if (!p) {
            step_state_free(s);
            j->buf->failed = true;
            return;
        }
        step_state_seek(s, rq->trace[i]->len);
        paper_update(p, s);
        er.trace = rq->trace[i];
        er.state = s;
        uses |= graph_uses(&er, p);
        paper_free(p);
        step_state_free(s);
    }
    if (sc->view != VIEW_MINIMAX)
        uses &= ~(1u << GM_MAX | 1u << GM_MIN);
    json_begin_array(j);
    for (int m = 0; m < GM_COUNT; m++) {
        if (!(uses & 1u << m))
            continue;
        static const char *const names[] = {
            [GM_FOLLOWED] = "followed", [GM_PATH] = "path", [GM_CURRENT] = "current",
            [GM_INSIDE] = "inside", [GM_UNVISITED] = "unvisited", [GM_LOWER] = "lower",
            [GM_UPPER] = "upper", [GM_TYPES] = "types", [GM_MAX] = "max", [GM_MIN] = "min",
        };
        static const char *const samples[] = {
            [GM_LOWER] = "\xE2\x89\xA5" "3", [GM_UPPER] = "\xE2\x89\xA4" "3", [GM_TYPES] = "1",
            [GM_MAX] = "Max", [GM_MIN] = "Min",
        };
        bool cut = m >= GM_CUT && m < GM_INSIDE;
        char words[200];
        graph_meaning_words(words, sizeof words, &er, (enum graph_meaning)m);
        json_begin_object(j);
        word(j, "m", cut ? "cut" : names[m]);
        json_key(j, "k");
        json_int(j, cut ? m - GM_CUT : -1);
        word(j, "w", words);
        if (!cut && samples[m])
            word(j, "sample", samples[m]);
        json_end_object(j);
    }
    json_end_array(j);
}

/* The tree drawn: its moves in preorder (each position's number of
 * children), its labels, where it lies in the file's tree. */
static void tree_json(struct json *j, const struct html_request *rq)
{
    const struct html_scope *sc = &rq->scope;
    const struct tree *t = rq->trace[0]->tree;
    node_id root = sc->root, end = root + t->size[root];
    json_begin_object(j);
    json_key(j, "nc");
    json_begin_array(j);
    for (node_id n = root; n < end; n++)
        json_int(j, tree_nchild(t, n));
    json_end_array(j);
    json_key(j, "labels");
    json_begin_array(j);
    for (node_id n = root; n < end && !sc->no_labels; n++) {
        const char *label = tree_label_short(t, n);
        if (!label)
            continue;
        json_begin_array(j);
        json_int(j, (long long)(n - root));
        json_string(j, label);
        json_end_array(j);
    }
    json_end_array(j);
    if (sc->marks & MARK_TYPES) {
        /* the types of the critical positions, a digit each (0: none) */
        uint8_t *types = malloc(t->count);
        char *digits = malloc((size_t)(end - root) + 1);
        if (!types || !digits) {
            free(types);
            free(digits);
            j->buf->failed = true;
            return;
        }
        node_types(t, types);
        for (node_id n = root; n < end; n++)
            digits[n - root] = (char)('0' + types[n]);
        digits[end - root] = '\0';
        word(j, "types", digits);
        free(digits);
        free(types);
    }
    char path[512];
    tree_path(t, root, path, sizeof path);
    word(j, "base", root ? path : "");
    json_key(j, "rootDepth");
    json_int(j, tree_depth(t, root));
    json_key(j, "levels");
    if (sc->view == VIEW_MINIMAX) {
        json_begin_array(j);
        json_string(j, "Max");
        json_string(j, "Min");
        json_end_array(j);
    } else {
        json_null(j);
    }
    json_end_object(j);
}

/* The page's title: the file's @title, else its name. */
static const char *page_title(const struct html_request *rq)
{
    const struct tree *t = rq->trace[0]->tree;
    if (t->title && t->title[0])
        return t->title;
    const char *base = strrchr(rq->scope.file, '/');
    return base ? base + 1 : rq->scope.file;
}

/* The line under it: each search's title ("F2 on pi.tree, negamax
 * view"), joined by a middle dot. */
static const char *page_subtitle(char *buf, size_t cap, const struct html_request *rq)
{
    size_t len = 0;
    buf[0] = '\0';
    for (int i = 0; i < rq->nsides && len < cap; i++) {
        char title[400];
        struct export_request er = { .file = rq->scope.file, .trace = rq->trace[i],
                                     .root = rq->scope.root, .opt = { .view = rq->scope.view } };
        graph_title(title, sizeof title, &er);
        len += (size_t)snprintf(buf + len, cap - len, "%s%s", i ? " \xC2\xB7 " : "", title);
    }
    return buf;
}

void html_data(struct strbuf *out, const struct html_request *rq)
{
    struct json j;
    json_init_buffer(&j, out, true);
    json_begin_object(&j);
    json_key(&j, "v");
    json_int(&j, 1);
    word(&j, "lang", i18n_language());
    word(&j, "view", value_view_name(rq->scope.view));
    /* the page's heading, for a page whose script shows another search
     * than the one written into it */
    char sub[900];
    word(&j, "title", page_title(rq));
    word(&j, "subtitle", page_subtitle(sub, sizeof sub, rq));
    json_key(&j, "start");
    json_int(&j, (long long)rq->start);
    json_key(&j, "words");
    words_json(&j);
    json_key(&j, "keys");
    keys_json(&j);
    json_key(&j, "kinds");
    kinds_json(&j);
    json_key(&j, "legend");
    legend_json(&j, rq);
    json_key(&j, "tree");
    tree_json(&j, rq);
    json_key(&j, "sides");
    json_begin_array(&j);
    for (int i = 0; i < rq->nsides; i++) {
        json_break(&j);
        html_side_json(&j, &rq->scope, rq->trace[i]);
    }
    json_end_array(&j);
    if (rq->nsides == 2) {
        json_break(&j);
        json_key(&j, "sync");
        html_sync_json(&j, rq->trace[0], rq->trace[1]);
    }
    if (rq->trace[0]->tree->game) {
        /* a game's tree: the board of every position */
        json_break(&j);
        json_key(&j, "boards");
        html_boards_json(&j, rq->trace[0]->tree, rq->scope.root);
    }
    if (rq->practice) {
        /* the exercise: the page asks the search's answers */
        json_break(&j);
        json_key(&j, "practice");
        json_raw(&j, rq->practice);
    }
    json_end_object(&j);
}

/* ---- the page ---- */

static void put_asset(struct strbuf *out, enum html_asset_id id)
{
    size_t len;
    const char *text = html_asset(id, &len);
    strbuf_add(out, text, len);
}

static void fill_template(struct strbuf *out, enum html_asset_id id, const struct html_request *rq);

/* What stands at a marker of the template. */
static void fill(struct strbuf *out, const char *name, size_t len, const struct html_request *rq)
{
#define IS(s) (len == sizeof s - 1 && memcmp(name, s, len) == 0)
    if (IS("LANG")) {
        html_escape(out, i18n_language());
    } else if (IS("CSP")) {
        /* the page's own style and scripts, by their hashes; a page with
         * the core (abprune web, a --practice page) compiles its
         * WebAssembly module too */
        strbuf_printf(out, "default-src 'none'; script-src '%s'", html_asset_hash(HTML_SCRIPT));
        if (rq->web)
            strbuf_printf(out, " '%s'", html_asset_hash(HTML_WEB_SCRIPT));
        if (rq->module)
            strbuf_puts(out, " 'wasm-unsafe-eval'");
        strbuf_printf(out, "; style-src '%s'; img-src 'none'; font-src 'none'; "
                      "connect-src 'none'; base-uri 'none'; form-action 'none'",
                      html_asset_hash(HTML_STYLE));
    } else if (IS("GENERATOR")) {
        html_escape(out, PACKAGE_STRING);
    } else if (IS("TITLE")) {
        html_escape(out, page_title(rq));
    } else if (IS("SUBTITLE")) {
        char sub[900];
        html_escape(out, page_subtitle(sub, sizeof sub, rq));
    } else if (IS("NOSCRIPT")) {
        html_escape(out, _("This page steps through the search with its script, which the "
                           "browser does not run here: allow it to see the search."));
    } else if (IS("CSS")) {
        put_asset(out, HTML_STYLE);
    } else if (IS("JS")) {
        put_asset(out, HTML_SCRIPT);
    } else if (IS("DATA")) {
        html_data(out, rq);
    } else if (IS("WEBPANEL") && rq->web) {
        fill_template(out, HTML_WEB_PANEL, rq);
    } else if (IS("LANGGIVEN")) {
        /* the language abprune was asked for (--lang, or LANGUAGE), which
         * the page of abprune web opens in; else the browser's */
        const char *asked = getenv("LANGUAGE");
        if (asked && *asked)
            html_escape(out, i18n_language());
    } else if (IS("LOADING")) {
        html_escape(out, _("Starting abprune's engine..."));
    } else if (IS("CORE") && rq->module) {
        /* the module (gzip, base64: never run, so no hash needed), before
         * the page's script, which starts it (core.js) */
        strbuf_puts(out, "<script type=\"application/octet-stream\" id=\"abprune-core\">");
        for (size_t i = 0; i < rq->module_pieces; i++)
            strbuf_puts(out, rq->module[i]);
        strbuf_puts(out, "</script>");
    } else if (IS("WEB") && rq->web) {
        /* the shipped trees and lessons, and the script that asks the
         * module */
        strbuf_puts(out, "<script type=\"application/json\" id=\"abprune-files\">");
        strbuf_puts(out, rq->files ? rq->files : "[]");
        strbuf_puts(out, "</script>\n<script>");
        put_asset(out, HTML_WEB_SCRIPT);
        strbuf_puts(out, "</script>");
    }
#undef IS
}

/* Writes the template id with its markers filled in. */
static void fill_template(struct strbuf *out, enum html_asset_id id, const struct html_request *rq)
{
    size_t len;
    const char *p = html_asset(id, &len);   /* a C string: the template holds no NUL */
    for (;;) {
        const char *at = strstr(p, "@@");
        const char *close = at ? strstr(at + 2, "@@") : NULL;
        if (!close) {
            strbuf_puts(out, p);
            break;
        }
        strbuf_add(out, p, (size_t)(at - p));
        fill(out, at + 2, (size_t)(close - at - 2), rq);
        p = close + 2;
    }
}

void html_page(struct strbuf *out, const struct html_request *rq)
{
    fill_template(out, HTML_PAGE, rq);
}
