/* SPDX-License-Identifier: GPL-3.0-or-later */
/* check_html.c: the web page's data (render/export/html/): text from a tree
 * file escaped for HTML and for the embedded JSON, and every step's
 * changes, replayed as page.js replays them, equal to the step state at
 * every step (searches again and MTD(f)'s passes included). */
#include "config.h"

#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "base/strbuf.h"
#include "render/export/common/graph.h"
#include "base/json.h"
#include "render/export/html/html.h"
#include "render/export/html/html_text.h"
#include "search/step_state.h"
#include "tree/gen.h"
#include "tree/node_name.h"
#include "testutil.h"

static char *json_of(const char *s)
{
    struct strbuf sb;
    struct json j;
    strbuf_init(&sb);
    json_init_buffer(&j, &sb, true);
    json_string(&j, s);
    ck_assert(!sb.failed);
    return sb.data;
}

START_TEST(test_json_string)
{
    char *j = json_of("</script><script>x()</script> <!-- \"q\" \\ & a\nb\x01 \xE2\x80\xA8 \xFF \xD0\x96");
    ck_assert_str_eq(j, "\"\\u003c/script\\u003e\\u003cscript\\u003ex()\\u003c/script\\u003e "
                        "\\u003c!-- \\\"q\\\" \\\\ \\u0026 a\\nb\\u0001 \\u2028 \\ufffd \xD0\x96\"");
    ck_assert_ptr_null(strstr(j, "<"));
    free(j);
}
END_TEST

START_TEST(test_html_escape)
{
    struct strbuf sb;
    strbuf_init(&sb);
    html_escape(&sb, "<img src=x onerror=\"a('b')\"> & <!-- \xC3\xA9\xFF");
    ck_assert_str_eq(sb.data, "&lt;img src=x onerror=&quot;a(&#39;b&#39;)&quot;&gt; &amp; "
                              "&lt;!-- \xC3\xA9\xEF\xBF\xBD");
    strbuf_free(&sb);
}
END_TEST

/* ---- a small reader of the side's JSON: arrays of integers, strings ---- */

/* The text after "key": in s. */
static const char *field(const char *s, const char *key)
{
    char pat[64];
    snprintf(pat, sizeof pat, "\"%s\":", key);
    const char *p = strstr(s, pat);
    ck_assert_msg(p != NULL, "no %s", key);
    return p + strlen(pat);
}

/* A JSON string at *p into a new buffer (the escapes a script-safe
 * json writer writes); *p moves past it. */
static char *read_string(const char **p)
{
    const char *s = *p;
    ck_assert_int_eq(*s, '"');
    char *out = malloc(strlen(s) + 1), *o = out;
    for (s++; *s != '"'; s++) {
        if (*s != '\\') {
            *o++ = *s;
            continue;
        }
        s++;
        if (*s == 'n') {
            *o++ = '\n';
        } else if (*s == 't') {
            *o++ = '\t';
        } else if (*s == 'u') {
            unsigned cp = (unsigned)strtoul((char[5]){ s[1], s[2], s[3], s[4], 0 }, NULL, 16);
            s += 4;
            if (cp < 0x80) {
                *o++ = (char)cp;
            } else if (cp < 0x800) {
                *o++ = (char)(0xC0 | cp >> 6);
                *o++ = (char)(0x80 | (cp & 0x3F));
            } else {
                *o++ = (char)(0xE0 | cp >> 12);
                *o++ = (char)(0x80 | (cp >> 6 & 0x3F));
                *o++ = (char)(0x80 | (cp & 0x3F));
            }
        } else {
            *o++ = *s;
        }
    }
    *o = '\0';
    *p = s + 1;
    return out;
}

/* Replays the path's changes ("p": frames kept, then name, window and m
 * of each new one) and compares every frame with the state's at every
 * step: what note_path writes from the top frame alone must be what
 * comparing the whole path would give. */
static void check_path_replay(const struct trace *tr, enum value_view view, const char *data,
                              char **strings, size_t nstrings)
{
    const struct tree *t = tr->tree;
    enum algorithm alg = tr->options.alg;
    long *frames = calloc(3 * ((size_t)t->height + 2), sizeof *frames);
    size_t depth = 0;
    struct step_state *s = step_state_new(tr);
    const char *p = field(data, "p");
    ck_assert_int_eq(*p++, '[');
    for (size_t k = 1; k <= tr->len; k++) {
        char *end;
        ck_assert_int_eq(*p++, '[');
        depth = (size_t)strtol(p, &end, 10);
        p = end;
        while (*p == ',') {
            for (int i = 0; i < 3; i++) {
                frames[3 * depth + (size_t)i] = strtol(p + 1, &end, 10);
                p = end;
            }
            depth++;
        }
        ck_assert_int_eq(*p++, ']');
        if (*p == ',')
            p++;
        step_state_forward(s);
        ck_assert_uint_eq(depth, s->depth);
        for (size_t i = 0; i < depth; i++) {
            const struct path_frame *f = &s->path[i];
            char name[NODE_NAME_MAX], w[FMT_WINDOW_MAX], m[FMT_VALUE_MAX];
            node_name(name, sizeof name, t, f->node);
            fmt_value(m, f->m, (uint32_t)i, view);
            long *got = &frames[3 * i];
            ck_assert(got[0] >= 0 && (size_t)got[0] < nstrings && got[2] >= 0 &&
                      (size_t)got[2] < nstrings);
            ck_assert_msg(strcmp(strings[got[0]], name) == 0 && strcmp(strings[got[2]], m) == 0,
                          "step %zu frame %zu: %s m %s, not %s m %s", k, i, strings[got[0]],
                          strings[got[2]], name, m);
            if (alg == ALG_F) {
                ck_assert_int_eq(got[1], -1);
            } else {
                if (alg == ALG_F1)
                    fmt_value(w, f->beta, (uint32_t)i, view);
                else
                    fmt_window(w, f->alpha, f->beta, (uint32_t)i, view);
                ck_assert_msg(got[1] >= 0 && strcmp(strings[got[1]], w) == 0,
                              "step %zu frame %zu: window not %s", k, i, w);
            }
        }
    }
    ck_assert_int_eq(*p, ']');
    step_state_free(s);
    free(frames);
}

/* Replays side 0 of the page of tr (its "d" and "strings") and compares
 * each position's code with the state at every step. */
static void check_replay(const struct trace *tr, enum value_view view)
{
    const struct tree *t = tr->tree;
    struct html_scope sc = { .file = "t.tree", .view = view };
    struct strbuf sb;
    struct json j;
    strbuf_init(&sb);
    json_init_buffer(&j, &sb, true);
    html_side_json(&j, &sc, tr);
    ck_assert(!sb.failed);
    /* the texts */
    const char *p = field(sb.data, "strings");
    ck_assert_int_eq(*p++, '[');
    char **strings = calloc(t->count * 4 + 64, sizeof *strings);
    size_t nstrings = 0;
    while (*p == '"') {
        strings[nstrings++] = read_string(&p);
        if (*p == ',')
            p++;
    }
    /* every step's changes, applied in turn */
    int32_t *code = calloc(t->count, sizeof *code);
    struct step_state *s = step_state_new(tr);
    struct paper_options po = { .view = view, .marks = MARK_CUTS | MARK_BOUNDS, .no_layout = true,
                                .snapshot = true };
    struct paper *paper = paper_new(tr, &po);
    ck_assert_ptr_nonnull(paper);
    p = field(sb.data, "d");
    ck_assert_int_eq(*p++, '[');
    for (size_t k = 1; k <= tr->len; k++) {
        ck_assert_int_eq(*p++, '[');
        while (*p != ']') {
            char *end;
            long n = strtol(p, &end, 10);
            ck_assert_int_eq(*end, ',');
            long c = strtol(end + 1, &end, 10);
            code[n] = (int32_t)c;
            p = *end == ',' ? end + 1 : end;
        }
        p++;
        if (*p == ',')
            p++;
        step_state_forward(s);
        paper_attach(paper, s);
        for (node_id n = 0; n < t->count; n++) {
            char want[64];
            switch (s->status[n]) {
            case NODE_ACTIVE:
                ck_assert_msg(code[n] == 1, "step %zu node %u: %d, not on the path", k, n, code[n]);
                break;
            case NODE_CUT:
                ck_assert_msg(code[n] == 2 + (int32_t)step_state_cut_kind(s, n),
                              "step %zu node %u: %d, not cut", k, n, code[n]);
                break;
            case NODE_DONE:
                graph_value_utf8(want, sizeof want, paper, n);
                ck_assert_msg(code[n] >= 10 && (size_t)code[n] - 10 < nstrings &&
                              strcmp(strings[code[n] - 10], want) == 0,
                              "step %zu node %u: code %d, not '%s'", k, n, code[n], want);
                break;
            default:
                ck_assert_msg(code[n] == 0, "step %zu node %u: %d, not unvisited", k, n, code[n]);
            }
        }
    }
    ck_assert_int_eq(*p, ']');
    check_path_replay(tr, view, sb.data, strings, nstrings);
    for (size_t i = 0; i < nstrings; i++)
        free(strings[i]);
    free(strings);
    free(code);
    paper_free(paper);
    step_state_free(s);
    strbuf_free(&sb);
}

START_TEST(test_replay_pi)
{
    struct tree *t = load_shipped("knuth-moore-fig1.tree");
    enum algorithm algs[] = { ALG_F, ALG_F1, ALG_F2, ALG_F2_SOFT, ALG_PVS, ALG_MTDF };
    for (size_t i = 0; i < sizeof algs / sizeof algs[0]; i++) {
        struct search_options o = search_defaults(algs[i]);
        struct trace *tr = trace_record(t, &o);
        check_replay(tr, i % 2 ? VIEW_MINIMAX : VIEW_NEGAMAX);
        trace_free(tr);
    }
    /* an aspiration window that searches again */
    struct search_options o = search_defaults(ALG_F2);
    o.alpha = 3;
    o.beta = 5;
    o.research = true;
    struct trace *tr = trace_record(t, &o);
    size_t again = 0;
    for (size_t e = 0; e < tr->len; e++)
        again += trace_event_type(tr, e) == EV_RESEARCH;
    ck_assert_uint_gt(again, 0);
    check_replay(tr, VIEW_NEGAMAX);
    trace_free(tr);
    tree_free(t);
}
END_TEST

START_TEST(test_replay_random)
{
    struct diag err;
    for (unsigned i = 0; i < 40; i++) {
        struct tree *t = gen_random_irregular(2 + i % 3, 2 + i % 4, 500 + i, -9, 9, &err);
        ck_assert_ptr_nonnull(t);
        struct search_options o = search_defaults(i % 3 ? ALG_F2 : ALG_MTDF);
        o.tt = i % 4 == 1;
        struct trace *tr = trace_record(t, &o);
        check_replay(tr, i % 2 ? VIEW_MINIMAX : VIEW_NEGAMAX);
        trace_free(tr);
        tree_free(t);
    }
}
END_TEST

/* The cutoffs' marks: at the pi tree's first deep cutoff (step 65, at
 * 2.1.1) the bound came from the root's m, and the position returns
 * >=-2 (negamax); its shallow one at step 16 (at 1.1.2, 2 after the
 * drawing's root 0) from the parent, 1.1; with --root 2 the root is
 * outside the drawing (-1). */
START_TEST(test_cut_marks)
{
    struct tree *t = load_shipped("knuth-moore-fig1.tree");
    struct search_options o = search_defaults(ALG_F2);
    struct trace *tr = trace_record(t, &o);
    for (int sub = 0; sub < 2; sub++) {
        struct html_scope sc = { .file = "t.tree", .view = VIEW_NEGAMAX };
        if (sub)
            sc.root = tree_find_path(t, "2");
        struct strbuf sb;
        struct json j;
        strbuf_init(&sb);
        json_init_buffer(&j, &sb, true);
        html_side_json(&j, &sc, tr);
        ck_assert(!sb.failed);
        const char *p = field(sb.data, "strings");
        ck_assert_int_eq(*p++, '[');
        char *strings[400];
        size_t n = 0;
        while (*p == '"' && n < 400) {
            strings[n++] = read_string(&p);
            if (*p == ',')
                p++;
        }
        p = field(sb.data, "cuts");
        const char *at = strstr(p, "65,");
        ck_assert_ptr_nonnull(at);
        long step, from, how, bound;
        ck_assert_int_eq(sscanf(at, "%ld,%ld,%ld,%ld", &step, &from, &how, &bound), 4);
        ck_assert_int_eq(from, sub ? -1 : 0);
        ck_assert_int_eq(how, 0);
        ck_assert(bound >= 0 && (size_t)bound < n);
        ck_assert_str_eq(strings[bound], "\xE2\x89\xA5-2");
        if (!sub) {
            ck_assert_int_eq(strncmp(p, "[16,", 4), 0);
            ck_assert_int_eq(sscanf(p + 1, "%ld,%ld", &step, &from), 2);
            ck_assert_int_eq(from, (long)tree_find_path(t, "1.1"));
        }
        for (size_t i = 0; i < n; i++)
            free(strings[i]);
        strbuf_free(&sb);
    }
    trace_free(tr);
    tree_free(t);
}
END_TEST

START_TEST(test_page)
{
    /* the page holds the script and the data once, the title escaped */
    struct tree *t = parse_ok("@title </script><script>alert(1)</script> <!--\n( A: (3 1) B: (2 9) )");
    struct search_options o = search_defaults(ALG_F2);
    struct trace *tr = trace_record(t, &o);
    struct html_request rq = { .scope = { .file = "a<b.tree", .view = VIEW_MINIMAX },
                               .trace = { tr }, .nsides = 1 };
    struct strbuf sb;
    strbuf_init(&sb);
    html_page(&sb, &rq);
    ck_assert(!sb.failed);
    size_t scripts = 0;
    for (const char *p = sb.data; (p = strstr(p, "<script")); p++)
        scripts++;
    ck_assert_uint_eq(scripts, 2);
    ck_assert_ptr_null(strstr(sb.data, "<!--"));
    ck_assert_ptr_null(strstr(sb.data, "@@"));
    ck_assert_ptr_nonnull(strstr(sb.data, "<title>&lt;/script&gt;&lt;script&gt;alert(1)"));
    ck_assert_ptr_nonnull(strstr(sb.data, "script-src 'sha256-"));
    ck_assert_ptr_nonnull(strstr(sb.data, "\"levels\":[\"Max\",\"Min\"]"));
    ck_assert_ptr_nonnull(strstr(sb.data, "\"labels\":[[1,\"A\"],[4,\"B\"]]"));
    strbuf_free(&sb);
    trace_free(tr);
    tree_free(t);
}
END_TEST

static Suite *html_suite(void)
{
    Suite *s = suite_create("html");
    TCase *tc = tcase_create("core");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, test_json_string);
    tcase_add_test(tc, test_html_escape);
    tcase_add_test(tc, test_replay_pi);
    tcase_add_test(tc, test_replay_random);
    tcase_add_test(tc, test_cut_marks);
    tcase_add_test(tc, test_page);
    suite_add_tcase(s, tc);
    return s;
}

int main(void)
{
    return run_suite(html_suite());
}
