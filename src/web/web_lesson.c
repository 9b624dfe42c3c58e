/* SPDX-License-Identifier: GPL-3.0-or-later */
/* web_lesson.c: the course in the page (web_lesson.h): the lessons read
 * and played by the terminal's reader and player, their state in JSON. */
#include "config.h"

#include "web/web_lesson.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/datadir.h"
#include "base/i18n.h"
#include "base/memfile.h"
#include "base/util.h"
#include "course/lesson.h"
#include "course/lesson_player.h"
#include "course/lesson_question.h"
#include "course/progress.h"
#include "render/export/html/html.h"
#include "tree/node_name.h"
#include "tree/tree.h"
#include "web/web_answer.h"
#include "web/web_api.h"

/* The lesson open, the one state of this module (the page shows one). */
static struct {
    struct lesson *l;
    struct lesson_player p;
    char name[PROGRESS_NAME_MAX];
    const char *verdict;        /* how the last answer went, or NULL */
} open_lesson;

WEB_EXPORT("web_file") bool web_file(const char *path, const char *text)
{
    return memfile_add(path, text, strlen(text));
}

/* The lessons' directory: /abprune/lessons in the module. */
static char *lessons_dir(void)
{
    return datadir_dir("lessons");
}

/* The kept progress of the text the page keeps (none when it is not a
 * progress file: the page's storage was emptied or edited). */
static void progress_of(struct progress *kept, const char *text)
{
    *kept = (struct progress){ 0 };
    if (!progress_parse(kept, text))
        progress_free(kept);
}

/* ---- the list ---- */

static void strings_member(struct answer *a, const char *key, char *const *texts, size_t n)
{
    json_key(&a->j, key);
    json_begin_array(&a->j);
    for (size_t i = 0; i < n; i++)
        json_string(&a->j, texts[i]);
    json_end_array(&a->j);
}

static void int_member(struct answer *a, const char *key, long long v)
{
    json_key(&a->j, key);
    json_int(&a->j, v);
}

static void bool_member(struct answer *a, const char *key, bool v)
{
    json_key(&a->j, key);
    json_bool(&a->j, v);
}

/* A lesson of the list: its outline and what is kept of it. */
static void listed_lesson(struct answer *a, const char *dir, const char *name,
                          const struct progress *kept)
{
    char *path = lesson_file_in(dir, name);
    struct lesson_outline o = { 0 };
    if (path)
        lesson_read_outline(path, &o);
    const struct progress_entry *e = progress_find(kept, name);
    json_begin_object(&a->j);
    answer_member(a, "name", name);
    answer_member(a, "title", o.title ? o.title : _("(no title)"));
    strings_member(a, "sections", o.sections, o.nsections);
    bool_member(a, "finished", e && e->finished);
    int_member(a, "right", e && e->finished ? (long long)e->right : 0);
    int_member(a, "asked", e && e->finished ? (long long)e->asked : 0);
    int_member(a, "left", e && e->left ? (long long)e->place.section + 1 : 0);
    json_end_object(&a->j);
    lesson_outline_free(&o);
    free(path);
}

WEB_EXPORT("web_lessons") char *web_lessons(const char *progress)
{
    web_start();
    char *dir = lessons_dir();
    size_t n = 0;
    char **names = dir ? dir_names(dir, ".lesson", &n) : NULL;
    struct progress kept;
    progress_of(&kept, progress);
    struct answer a;
    answer_start(&a, true);
    json_key(&a.j, "lessons");
    json_begin_array(&a.j);
    for (size_t i = 0; i < n; i++)
        listed_lesson(&a, dir, names[i], &kept);
    json_end_array(&a.j);
    progress_free(&kept);
    dir_names_free(names, n);
    free(dir);
    char *answer = answer_end(&a);
    return answer ? answer : answer_out_of_memory();
}

/* ---- the state ---- */

/* The words for what the player waits for (enum lesson_wait). */
static const char *const wait_names[] = {
    [LESSON_WAIT_CONTINUE] = "continue", [LESSON_WAIT_ANSWER] = "answer",
    [LESSON_WAIT_FEEDBACK] = "feedback", [LESSON_WAIT_SECTION_END] = "section-end",
    [LESSON_WAIT_LESSON_END] = "lesson-end",
};

/* How each question went (enum lesson_record), for the page's marks. */
static const char *const record_names[] = {
    [LESSON_NOT_ASKED] = "none", [LESSON_RIGHT_FIRST] = "right",
    [LESSON_RIGHT_LATER] = "later", [LESSON_SHOWN] = "shown",
};

/* The number (from 1) of question q among the lesson's questions. */
static size_t question_number(const struct lesson *l, const struct lesson_item *q)
{
    size_t n = 0;
    for (const struct lesson_item *it = l->items; it <= q; it++)
        n += it->op == LOP_QUESTION;
    return n;
}

static void question_member(struct answer *a, const struct lesson_player *p)
{
    json_key(&a->j, "question");
    if (p->wait != LESSON_WAIT_ANSWER || !p->question) {
        json_null(&a->j);
        return;
    }
    json_begin_object(&a->j);
    answer_member(a, "prompt", p->question->text);
    answer_member(a, "kind", question_kind_name(p->question->qkind));
    int_member(a, "number", (long long)question_number(p->l, p->question));
    int_member(a, "tries", (long long)p->tries);
    json_end_object(&a->j);
}

/* The dotted path of n ("" for the root), as the page's data names
 * positions, into a's member key. */
static void path_member(struct answer *a, const char *key, const struct tree *t, node_id n)
{
    char path[NODE_NAME_MAX];
    json_key(&a->j, key);
    if (n == AB_NO_NODE) {
        json_null(&a->j);
        return;
    }
    tree_path(t, n, path, sizeof path);
    json_string(&a->j, path);
}

static void board_member(struct answer *a, const struct lesson_player *p)
{
    const struct trace *tr = lesson_player_trace(p);
    json_key(&a->j, "board");
    if (!tr || !p->state) {
        json_null(&a->j);
        return;
    }
    const struct tree *t = tr->tree;
    char words[600];
    json_begin_object(&a->j);
    /* which search the page's data must be of: web_lesson_board's again
     * when this changes */
    char key[64];
    snprintf(key, sizeof key, "%zu/%d/%u", p->board.trace, (int)p->board.view, p->marks);
    answer_member(a, "search", key);
    int_member(a, "step", (long long)p->state->step);
    int_member(a, "steps", (long long)tr->len);
    path_member(a, "hidden", t, lesson_player_hidden(p));
    bool_member(a, "hideLeaves", lesson_player_hides_leaves(p));
    json_key(&a->j, "highlight");
    json_begin_array(&a->j);
    for (node_id n = 0; p->highlight && n < t->count; n++)
        if (p->highlight[n]) {
            char path[NODE_NAME_MAX];
            tree_path(t, n, path, sizeof path);
            json_string(&a->j, path);
        }
    json_end_array(&a->j);
    lesson_player_step_words(p, false, words, sizeof words);
    answer_member(a, "where", words);
    lesson_player_frame_words(p, false, words, sizeof words);
    answer_member(a, "frame", words);
    lesson_player_leaves_words(p, words, sizeof words);
    answer_member(a, "leaves", words);
    json_end_object(&a->j);
}

/* The list at the lesson's end, and its score. */
static void end_member(struct answer *a, const struct lesson_player *p)
{
    const struct lesson *l = p->l;
    size_t first, asked;
    lesson_player_score(p, &first, &asked);
    int_member(a, "right", (long long)first);
    int_member(a, "asked", (long long)asked);
    json_key(&a->j, "summary");
    json_begin_array(&a->j);
    for (size_t i = 0; p->wait == LESSON_WAIT_LESSON_END && i < l->nitems; i++) {
        const struct lesson_item *q = &l->items[i];
        if (q->op != LOP_QUESTION)
            continue;
        json_begin_object(&a->j);
        answer_member(a, "how", record_names[p->record[i] <= LESSON_SHOWN ? p->record[i] : 0]);
        answer_member(a, "word", lesson_record_word(p->record[i]));
        answer_member(a, "question", q->text);
        answer_member(a, "answer", q->answer);
        json_end_object(&a->j);
    }
    json_end_array(&a->j);
    char words[300] = "";
    if (p->wait == LESSON_WAIT_LESSON_END)
        lesson_player_end_words(p, words, sizeof words);
    else if (p->wait == LESSON_WAIT_SECTION_END)
        snprintf(words, sizeof words, "%s", _("End of the section: Enter for the next one."));
    answer_member(a, "end", words);
}

/* Where the reader is, kept into the progress text: the lesson finished
 * (its score), left before its end (where), or nothing done yet (no
 * place: a place kept before is forgotten), as `abprune lesson` keeps it. */
static void progress_member(struct answer *a, const struct lesson_player *p, const char *text)
{
    struct progress kept;
    progress_of(&kept, text);
    if (p->wait == LESSON_WAIT_LESSON_END) {
        size_t first, asked;
        lesson_player_score(p, &first, &asked);
        progress_record(&kept, open_lesson.name, first, asked);
    } else if (lesson_player_at_start(p)) {
        progress_forget_place(&kept, open_lesson.name);
    } else {
        struct progress_place place;
        lesson_player_place(p, &place);
        progress_record_place(&kept, open_lesson.name, &place);
    }
    struct strbuf sb;
    strbuf_init(&sb);
    if (!progress_text(&kept, &sb))
        a->buf.failed = true;
    answer_member(a, "progress", sb.data ? sb.data : "");
    strbuf_free(&sb);
    progress_free(&kept);
}

static char *state(const char *progress)
{
    const struct lesson_player *p = &open_lesson.p;
    const struct lesson *l = p->l;
    struct answer a;
    answer_start(&a, true);
    answer_member(&a, "name", open_lesson.name);
    answer_member(&a, "title", l->title ? l->title : _("(no title)"));
    json_key(&a.j, "sections");
    json_begin_array(&a.j);
    for (size_t i = 0; i < l->nsections; i++)
        json_string(&a.j, l->sections[i].title);
    json_end_array(&a.j);
    int_member(&a, "section", (long long)p->section + 1);
    answer_member(&a, "wait", wait_names[p->wait]);
    char **texts;
    size_t n = lesson_player_paragraphs(p, &texts);
    strings_member(&a, "paragraphs", texts, n);
    for (size_t i = 0; i < n; i++)
        free(texts[i]);
    free(texts);
    question_member(&a, p);
    answer_member(&a, "feedback", p->feedback);
    json_key(&a.j, "verdict");
    if (open_lesson.verdict)
        json_string(&a.j, open_lesson.verdict);
    else
        json_null(&a.j);
    board_member(&a, p);
    end_member(&a, p);
    progress_member(&a, p, progress);
    char *answer = p->failed ? NULL : answer_end(&a);
    if (p->failed)
        strbuf_free(&a.buf);
    return answer ? answer : answer_out_of_memory();
}

/* ---- opening and acting ---- */

static void close_lesson(void)
{
    if (open_lesson.l) {
        lesson_player_free(&open_lesson.p);
        lesson_free(open_lesson.l);
    }
    open_lesson.l = NULL;
    open_lesson.verdict = NULL;
}

WEB_EXPORT("web_lesson_open") char *web_lesson_open(const char *name, const char *progress)
{
    web_start();
    close_lesson();
    struct diag err;
    if (!name[0] || strlen(name) >= sizeof open_lesson.name || strchr(name, '/')) {
        diag_set(&err, "", 0, 0, _("no lesson named '%s'"), name);
        return answer_failure(&err);
    }
    char *dir = lessons_dir();
    char *path = dir ? lesson_file_in(dir, name) : NULL;
    free(dir);
    if (!path)
        return answer_out_of_memory();
    if (!file_is_regular(path)) {
        free(path);
        diag_set(&err, "", 0, 0, _("no lesson named '%s'"), name);
        return answer_failure(&err);
    }
    struct lesson *l = lesson_load(path, &err);
    free(path);
    if (!l)
        return answer_failure(&err);
    if (!lesson_player_init(&open_lesson.p, l, false)) {
        lesson_free(l);
        return answer_out_of_memory();
    }
    open_lesson.l = l;
    snprintf(open_lesson.name, sizeof open_lesson.name, "%s", name);
    struct progress kept;
    progress_of(&kept, progress);
    const struct progress_entry *e = progress_find(&kept, name);
    if (e && e->left)
        lesson_player_resume(&open_lesson.p, &e->place);
    progress_free(&kept);
    return state(progress);
}

/* The answer typed, judged; the verdict remembered for the state. */
static void answer_typed(struct lesson_player *p, const char *text)
{
    if (p->wait != LESSON_WAIT_ANSWER)
        return;
    snprintf(p->answer, sizeof p->answer, "%s", text);
    size_t tries = p->tries;
    bool right = lesson_player_answer(p);
    if (right)
        open_lesson.verdict = "right";
    else if (p->wait == LESSON_WAIT_FEEDBACK)
        open_lesson.verdict = "shown";         /* wrong, and the answer shown */
    else
        open_lesson.verdict = p->tries > tries ? "wrong" : "unreadable";
}

/* The section numbered from 1 in text (the current one for a bad number). */
static size_t section_of(const struct lesson_player *p, const char *text)
{
    long k;
    if (parse_bounded_int(text, (long)p->l->nsections, 0, &k) && k >= 1)
        return (size_t)k - 1;
    return p->section;
}

WEB_EXPORT("web_lesson_act") char *web_lesson_act(const char *action, const char *text,
                                                  const char *progress)
{
    web_start();
    struct lesson_player *p = &open_lesson.p;
    struct diag err;
    if (!open_lesson.l) {
        diag_set(&err, "", 0, 0, "%s", _("no lesson is open"));
        return answer_failure(&err);
    }
    const char *before = open_lesson.verdict;
    open_lesson.verdict = NULL;
    if (strcmp(action, "go") == 0) {
        lesson_player_go_on(p);
    } else if (strcmp(action, "answer") == 0) {
        answer_typed(p, text);
    } else if (strcmp(action, "show") == 0) {
        bool asked = p->wait == LESSON_WAIT_ANSWER;
        lesson_player_show(p);
        open_lesson.verdict = asked ? "shown" : NULL;
    } else if (strcmp(action, "back") == 0 || strcmp(action, "forward") == 0) {
        lesson_player_step(p, action[0] == 'b' ? -1 : +1);
        open_lesson.verdict = before;
    } else if (strcmp(action, "section") == 0) {
        lesson_player_start_section(p, section_of(p, text));
    } else if (strcmp(action, "restart") == 0) {
        lesson_player_free(p);
        if (!lesson_player_init(p, open_lesson.l, false)) {
            lesson_free(open_lesson.l);
            open_lesson.l = NULL;
            return answer_out_of_memory();
        }
    } else if (strcmp(action, "view") == 0 || strcmp(action, "marks") == 0) {
        (action[0] == 'v' ? lesson_player_toggle_view : lesson_player_toggle_marks)(p);
        open_lesson.verdict = before;
    } else if (strcmp(action, "reopen") == 0) {
        /* the same lesson in the language now in use, at the same place
         * (the translations have the same stops) */
        struct progress_place place;
        lesson_player_place(p, &place);
        char name[sizeof open_lesson.name];
        snprintf(name, sizeof name, "%s", open_lesson.name);
        char *opened = web_lesson_open(name, "");
        if (!open_lesson.l)
            return opened;
        web_free(opened);
        lesson_player_resume(&open_lesson.p, &place);
    } else if (strcmp(action, "state") == 0) {
        open_lesson.verdict = before;
    } else {
        /* the page's own mistake, never a reader's: not translated */
        diag_set(&err, "", 0, 0, "no such action: %s", action);
        return answer_failure(&err);
    }
    return state(progress);
}

WEB_EXPORT("web_lesson_board") char *web_lesson_board(void)
{
    web_start();
    const struct lesson_player *p = &open_lesson.p;
    const struct trace *tr = open_lesson.l ? lesson_player_trace(p) : NULL;
    struct diag err;
    if (!tr) {
        diag_set(&err, "", 0, 0, "%s", _("no lesson is open"));
        return answer_failure(&err);
    }
    const struct tree *t = tr->tree;
    struct html_request rq = {
        .scope = { .file = t->title && t->title[0] ? t->title : open_lesson.name,
                   .view = p->board.view, .marks = p->marks },
        .trace = { tr, NULL }, .nsides = 1,
    };
    struct strbuf data;
    strbuf_init(&data);
    html_data(&data, &rq);
    struct answer a;
    answer_start(&a, true);
    json_key(&a.j, "page");
    json_raw(&a.j, data.data ? data.data : "null");
    if (data.failed)
        a.buf.failed = true;
    strbuf_free(&data);
    char *answer = answer_end(&a);
    return answer ? answer : answer_out_of_memory();
}
