/* SPDX-License-Identifier: GPL-3.0-or-later */
/* html.c: the web page of `export -f html`: the template filled in, the
 * page's words from the catalogues, its keys, the legend, and text from
 * the tree file escaped for wherever it lands.  The recorded searches are
 * html_steps.c's. */
#include "config.h"

#include "render/html.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/i18n.h"
#include "base/strbuf.h"
#include "base/utf8.h"
#include "render/format.h"
#include "render/graph.h"
#include "render/html_assets.h"
#include "search/nodetype.h"

/* ---- escaping ---- */

/* The next character of s (ill-formed UTF-8 as U+FFFD, one byte);
 * *len gets the bytes it takes. */
static uint32_t next_char(const char *s, const char *end, size_t *len)
{
    uint32_t cp;
    size_t k = utf8_decode(s, end, &cp);
    if (!k) {
        *len = 1;
        return 0xFFFD;
    }
    *len = k;
    return cp;
}

void html_json_string(struct strbuf *out, const char *s)
{
    const char *end = s + strlen(s);
    strbuf_puts(out, "\"");
    while (s < end) {
        size_t k;
        uint32_t cp = next_char(s, end, &k);
        if (cp == '"' || cp == '\\') {
            char esc[3] = { '\\', (char)cp, '\0' };
            strbuf_puts(out, esc);
        } else if (cp == '\n') {
            strbuf_puts(out, "\\n");
        } else if (cp == '\t') {
            strbuf_puts(out, "\\t");
        } else if (cp < 0x20 || cp == '<' || cp == '>' || cp == '&' || cp == 0x2028 ||
                   cp == 0x2029 || cp == 0x7F) {
            strbuf_printf(out, "\\u%04x", (unsigned)cp);
        } else if (cp == 0xFFFD && k == 1 && (unsigned char)*s >= 0x80) {
            strbuf_puts(out, "\\ufffd");
        } else {
            strbuf_add(out, s, k);
        }
        s += k;
    }
    strbuf_puts(out, "\"");
}

void html_escape(struct strbuf *out, const char *s)
{
    const char *end = s + strlen(s);
    while (s < end) {
        size_t k;
        uint32_t cp = next_char(s, end, &k);
        switch (cp) {
        case '&': strbuf_puts(out, "&amp;"); break;
        case '<': strbuf_puts(out, "&lt;"); break;
        case '>': strbuf_puts(out, "&gt;"); break;
        case '"': strbuf_puts(out, "&quot;"); break;
        case '\'': strbuf_puts(out, "&#39;"); break;
        default:
            if (cp == 0xFFFD && k == 1 && (unsigned char)*s >= 0x80)
                strbuf_puts(out, "\xEF\xBF\xBD");
            else if (cp < 0x20 && cp != '\n' && cp != '\t')
                strbuf_puts(out, "\xEF\xBF\xBD");
            else
                strbuf_add(out, s, k);
        }
        s += k;
    }
}

void html_json_template(struct strbuf *out, const char *fmt)
{
    struct strbuf t;
    strbuf_init(&t);
    int next = 1;
    for (const char *p = fmt; *p; p++) {
        if (*p != '%') {
            strbuf_add(&t, p, 1);
            continue;
        }
        if (p[1] == '%') {
            strbuf_puts(&t, "%");
            p++;
            continue;
        }
        const char *q = p + 1;
        int pos = 0;
        while (*q >= '0' && *q <= '9')
            pos = pos * 10 + (*q++ - '0');
        if (*q == '$') {
            q++;
        } else {
            pos = 0;
            q = p + 1;
        }
        while (*q && !strchr("diouxXsc", *q))
            q++;
        strbuf_printf(&t, "{%d}", pos ? pos : next);
        next++;
        p = *q ? q : q - 1;
    }
    if (t.failed)
        out->failed = true;
    else
        html_json_string(out, t.data ? t.data : "");
    strbuf_free(&t);
}

/* ---- the page's words, keys and legend ---- */

static void json_word(struct strbuf *out, bool comma, const char *key, const char *text)
{
    strbuf_printf(out, "%s\"%s\":", comma ? "," : "", key);
    html_json_string(out, text);
}

static void words_json(struct strbuf *out)
{
    strbuf_puts(out, "{\"stepOf\":");
    /* TRANSLATORS: the step shown, as in the stepper's status line */
    html_json_template(out, _("step %zu of %zu"));
    strbuf_puts(out, ",\"leavesOf\":");
    html_json_template(out, _("leaves %zu of %zu"));
    strbuf_puts(out, ",\"stackOf\":");
    /* TRANSLATORS: a heading of the web page (export -f html): the table of
     * the positions on the path with their windows and m; %s is F2, F1... */
    html_json_template(out, _("%s: the path, its windows and m"));
    strbuf_puts(out, ",\"procedureOf\":");
    /* TRANSLATORS: a heading of the web page: the listing; %s is F2, F1... */
    html_json_template(out, _("The procedure %s"));
    json_word(out, true, "position", _("position"));
    /* TRANSLATORS: headings and names of the web page (export -f html) */
    json_word(out, true, "legend", _("Legend"));
    json_word(out, true, "log", _("The steps so far"));
    json_word(out, true, "keys", _("Keys"));
    json_word(out, true, "close", _("Close"));
    json_word(out, true, "slider", _("Step"));
    /* TRANSLATORS: the web page's heading over a game's board: the
     * position the search is at (or the pointer is on) */
    json_word(out, true, "board", _("The position"));
    strbuf_puts(out, "}");
}

/* The page's keys: the stepper's where it has them (the same words), and
 * Space for play, as media players have it. */
static const struct html_key {
    const char *action;     /* page.js's name */
    const char *names;      /* as the help shows them */
    bool translate;         /* names is a message (key names are words) */
    const char *help;
    const char *keys[3];    /* KeyboardEvent.key values */
} keys[] = {
    /* TRANSLATORS: key names in the web page's help, as "Left h" */
    { "forward", N_("Right l"), true, N_("one step forward"), { "ArrowRight", "l" } },
    { "back", N_("Left h"), true, N_("one step back"), { "ArrowLeft", "h", "Backspace" } },
    { "nextLeaf", N_("Down j"), true, N_("to the next leaf"), { "ArrowDown", "j" } },
    { "prevLeaf", N_("Up k"), true, N_("to the previous leaf"), { "ArrowUp", "k" } },
    { "nextCut", "c", false, N_("to the next cutoff"), { "c" } },
    { "prevCut", "C", false, N_("to the previous cutoff"), { "C" } },
    { "nextDeep", "d", false, N_("to the next deep cutoff"), { "d" } },
    { "prevDeep", "D", false, N_("to the previous deep cutoff"), { "D" } },
    { "start", N_("Home g"), true, N_("back to the start"), { "Home", "g", "<" } },
    { "end", N_("End G"), true, N_("to the end of the search"), { "End", "G", ">" } },
    /* TRANSLATORS: key names in the web page's help: the space bar and p */
    { "play", N_("Space p"), true, N_("play / pause"), { " ", "p" } },
    { "faster", "+", false, N_("play faster"), { "+", "=" } },
    { "slower", "-", false, N_("play slower"), { "-", "_" } },
    { "fit", "w", false, N_("the figure at its own size, or fitted to the width"), { "w" } },
    { "help", "?", false, N_("this help"), { "?" } },
};

static void keys_json(struct strbuf *out)
{
    strbuf_puts(out, "[");
    for (size_t i = 0; i < sizeof keys / sizeof keys[0]; i++) {
        const struct html_key *k = &keys[i];
        strbuf_printf(out, "%s{\"action\":\"%s\",\"names\":", i ? "," : "", k->action);
        html_json_string(out, k->translate ? _(k->names) : k->names);
        strbuf_puts(out, ",\"help\":");
        html_json_string(out, _(k->help));
        strbuf_puts(out, ",\"keys\":[");
        for (size_t j = 0; j < 3 && k->keys[j]; j++) {
            strbuf_puts(out, j ? "," : "");
            html_json_string(out, k->keys[j]);
        }
        strbuf_puts(out, "]}");
    }
    strbuf_puts(out, "]");
}

static void kinds_json(struct strbuf *out)
{
    strbuf_puts(out, "[");
    for (int k = 0; k < CUT_KIND_COUNT; k++) {
        const struct cut_kind_info *ki = cut_kind_info((enum cut_kind)k);
        strbuf_printf(out, "%s{\"name\":\"%s\",\"letter\":\"%c\",\"colour\":\"%s\",\"caption\":",
                      k ? "," : "", ki->name, ki->letter, ki->dot_colour);
        html_json_string(out, _(ki->caption));
        strbuf_puts(out, "}");
    }
    strbuf_puts(out, "]");
}

/* The legend: the meanings any of the searches uses by its end, and those
 * of a step in the middle (the path, the current position, positions not
 * reached yet), in graph.h's order and words. */
static void legend_json(struct strbuf *out, const struct html_request *rq)
{
    uint32_t uses = 1u << GM_PATH | 1u << GM_CURRENT | 1u << GM_UNVISITED;
    struct paper_options po = { .view = rq->view, .marks = rq->marks | MARK_CUTS | MARK_BOUNDS,
                                .no_layout = true, .snapshot = true };
    struct export_request er = { .file = rq->file, .root = rq->root, .snapshot = true,
                                 .opt = po };
    for (int i = 0; i < rq->nsides; i++) {
        struct step_state *s = step_state_new(rq->trace[i]);
        struct paper *p = s ? paper_new(rq->trace[i], &po) : NULL;
        if (!p) {
            step_state_free(s);
            out->failed = true;
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
    if (rq->view != VIEW_MINIMAX)
        uses &= ~(1u << GM_MAX | 1u << GM_MIN);
    strbuf_puts(out, "[");
    bool comma = false;
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
        strbuf_printf(out, "%s{\"m\":\"%s\",\"k\":%d,\"w\":", comma ? "," : "",
                      cut ? "cut" : names[m], cut ? m - GM_CUT : -1);
        html_json_string(out, words);
        if (!cut && samples[m]) {
            strbuf_puts(out, ",\"sample\":");
            html_json_string(out, samples[m]);
        }
        strbuf_puts(out, "}");
        comma = true;
    }
    strbuf_puts(out, "]");
}

/* The tree drawn: its moves in preorder (each position's number of
 * children), its labels, where it lies in the file's tree. */
static void tree_json(struct strbuf *out, const struct html_request *rq)
{
    const struct tree *t = rq->trace[0]->tree;
    node_id end = rq->root + t->size[rq->root];
    strbuf_puts(out, "{\"nc\":[");
    for (node_id n = rq->root; n < end; n++)
        strbuf_printf(out, n > rq->root ? ",%u" : "%u", (unsigned)tree_nchild(t, n));
    strbuf_puts(out, "],\"labels\":[");
    bool comma = false;
    for (node_id n = rq->root; n < end && !rq->no_labels; n++) {
        const char *label = tree_label_short(t, n);
        if (!label)
            continue;
        strbuf_printf(out, "%s[%u,", comma ? "," : "", (unsigned)(n - rq->root));
        html_json_string(out, label);
        strbuf_puts(out, "]");
        comma = true;
    }
    char path[512];
    tree_path(t, rq->root, path, sizeof path);
    strbuf_puts(out, "]");
    if (rq->marks & MARK_TYPES) {
        /* the types of the critical positions, a digit each (0: none) */
        uint8_t *types = malloc(t->count);
        if (!types) {
            out->failed = true;
            return;
        }
        node_types(t, types);
        strbuf_puts(out, ",\"types\":\"");
        for (node_id n = rq->root; n < end; n++)
            strbuf_printf(out, "%c", '0' + types[n]);
        strbuf_puts(out, "\"");
        free(types);
    }
    strbuf_puts(out, ",\"base\":");
    html_json_string(out, rq->root ? path : "");
    strbuf_printf(out, ",\"rootDepth\":%u,\"levels\":%s}", (unsigned)tree_depth(t, rq->root),
                  rq->view == VIEW_MINIMAX ? "[\"Max\",\"Min\"]" : "null");
}

/* The recorded search and everything the script shows, as one JSON
 * object (doc/export.md). */
static void data_json(struct strbuf *out, const struct html_request *rq)
{
    strbuf_printf(out, "{\"v\":1,\"lang\":\"%s\",\"view\":\"%s\",\"start\":%zu,\"words\":",
                  i18n_language(), value_view_name(rq->view), rq->start);
    words_json(out);
    strbuf_puts(out, ",\"keys\":");
    keys_json(out);
    strbuf_puts(out, ",\"kinds\":");
    kinds_json(out);
    strbuf_puts(out, ",\"legend\":");
    legend_json(out, rq);
    strbuf_puts(out, ",\"tree\":");
    tree_json(out, rq);
    strbuf_puts(out, ",\"sides\":[");
    for (int i = 0; i < rq->nsides; i++) {
        strbuf_puts(out, i ? ",\n" : "\n");
        html_side_json(out, rq, i);
    }
    strbuf_puts(out, "]");
    if (rq->nsides == 2) {
        strbuf_puts(out, ",\n\"sync\":");
        html_sync_json(out, rq);
    }
    if (rq->trace[0]->tree->game) {
        /* a game's tree: the board of every position */
        strbuf_puts(out, ",\n\"boards\":");
        html_boards_json(out, rq);
    }
    if (rq->practice) {
        /* the exercise: the page asks the search's answers */
        strbuf_puts(out, ",\n\"practice\":");
        strbuf_puts(out, rq->practice);
    }
    strbuf_puts(out, "}");
}

/* ---- the page ---- */

static void put_asset(struct strbuf *out, enum html_asset_id id)
{
    size_t count;
    const char *const *parts = html_asset(id, &count);
    for (size_t i = 0; i < count; i++)
        strbuf_puts(out, parts[i]);
}

/* The page's title: the file's @title, else its name. */
static const char *page_title(const struct html_request *rq)
{
    const struct tree *t = rq->trace[0]->tree;
    if (t->title && t->title[0])
        return t->title;
    const char *base = strrchr(rq->file, '/');
    return base ? base + 1 : rq->file;
}

/* What stands at a marker of the template. */
static void fill(struct strbuf *out, const char *name, size_t len, const struct html_request *rq)
{
#define IS(s) (len == sizeof s - 1 && memcmp(name, s, len) == 0)
    if (IS("LANG")) {
        html_escape(out, i18n_language());
    } else if (IS("CSP")) {
        strbuf_printf(out, "default-src 'none'; script-src '%s'; style-src '%s'; img-src 'none'; "
                      "font-src 'none'; connect-src 'none'; base-uri 'none'; form-action 'none'",
                      html_asset_hash(HTML_SCRIPT), html_asset_hash(HTML_STYLE));
    } else if (IS("GENERATOR")) {
        html_escape(out, PACKAGE_STRING);
    } else if (IS("TITLE")) {
        html_escape(out, page_title(rq));
    } else if (IS("SUBTITLE")) {
        for (int i = 0; i < rq->nsides; i++) {
            char title[400];
            struct export_request er = { .file = rq->file, .trace = rq->trace[i],
                                         .root = rq->root, .opt = { .view = rq->view } };
            graph_title(title, sizeof title, &er);
            if (i)
                strbuf_puts(out, " \xC2\xB7 ");
            html_escape(out, title);
        }
    } else if (IS("NOSCRIPT")) {
        html_escape(out, _("This page steps through the search with its script, which the "
                           "browser does not run here: allow it to see the search."));
    } else if (IS("CSS")) {
        put_asset(out, HTML_STYLE);
    } else if (IS("JS")) {
        put_asset(out, HTML_SCRIPT);
    } else if (IS("DATA")) {
        data_json(out, rq);
    }
#undef IS
}

void html_page(struct strbuf *out, const struct html_request *rq)
{
    struct strbuf page;
    strbuf_init(&page);
    put_asset(&page, HTML_PAGE);
    if (page.failed || !page.data) {
        out->failed = true;
        strbuf_free(&page);
        return;
    }
    const char *p = page.data;
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
    strbuf_free(&page);
}
