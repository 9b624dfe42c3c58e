/* SPDX-License-Identifier: GPL-3.0-or-later */
/* stepper_find.c: positions by path or label, cutoffs by kind. */
#include "config.h"

#include "course/stepper_find.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/i18n.h"
#include "base/utf8.h"
#include "base/util.h"
#include "search/trace.h"
#include "tree/node_name.h"

/* The most positions a search by label remembers. */
#define FIND_MAX 65536

/* Whether the ASCII label holds text, its letters compared in lower case. */
static bool holds_ascii(const char *label, const char *text)
{
    size_t n = strlen(text);
    for (const char *p = label; *p; p++) {
        size_t i = 0;
        while (i < n && p[i]) {
            char a = p[i];
            if (a >= 'A' && a <= 'Z')
                a = (char)(a - 'A' + 'a');
            if (a != text[i])
                break;
            i++;
        }
        if (i == n)
            return true;
    }
    return false;
}

/* Whether the label holds text (case-folded already), letters compared
 * without case in every script (utf8_casefold_new: "щ" finds "Щ1", "ő"
 * finds "ŐSZ"); an ASCII label, most of them, without folding it. */
static bool holds(const char *label, const char *folded_text)
{
    const char *p = label;
    while (*p && (unsigned char)*p < 0x80)
        p++;
    if (!*p)
        return holds_ascii(label, folded_text);
    char *f = utf8_casefold_new(label, strlen(label));
    bool found = f && strstr(f, folded_text) != NULL;
    free(f);
    return found;
}

/* The positions text names, rising, into *out (allocated); the count. */
static size_t matches(const struct tree *t, const char *text, node_id **out)
{
    *out = NULL;
    node_id n = tree_find_path(t, text);
    if (n == AB_NO_NODE && text[0])
        n = tree_find_label(t, text);
    size_t count = 0;
    if (n != AB_NO_NODE) {
        if ((*out = malloc(sizeof **out)))
            (*out)[count++] = n;
        return count;
    }
    char *folded = utf8_casefold_new(text, strlen(text));
    size_t cap = 0;
    for (size_t i = 0; folded && i < t->nlabels && count < FIND_MAX; i++) {
        if (!holds(t->labels[i].name, folded))
            continue;
        if (!ARRAY_GROW(*out, cap, count + 1))
            break;
        (*out)[count++] = t->labels[i].node;
    }
    free(folded);
    return count;
}

/* The first of the sorted m[0..count) at or after n. */
static size_t first_from(const node_id *m, size_t count, node_id n)
{
    size_t lo = 0, hi = count;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (m[mid] < n)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}

/* The positions a cutoff prunes: its branches, one after another in
 * preorder, [e->c, end). */
static node_id pruned_end(const struct tree *t, const struct event *e)
{
    node_id c = e->c;
    for (int32_t k = 1; k < e->b; k++)
        c = tree_next_sibling(t, c);
    return c + t->size[c];
}

/* The matching position event e reaches or prunes, or AB_NO_NODE. */
static node_id event_match(const struct tree *t, const struct event *e, const node_id *m,
                           size_t count)
{
    size_t i;
    switch (e->type) {
    case EV_ENTER:
    case EV_LEAF:
        i = first_from(m, count, e->node);
        return i < count && m[i] == e->node ? e->node : AB_NO_NODE;
    case EV_CUTOFF:
        if (e->b <= 0)
            return AB_NO_NODE;
        i = first_from(m, count, e->c);
        return i < count && m[i] < pruned_end(t, e) ? m[i] : AB_NO_NODE;
    default:
        return AB_NO_NODE;
    }
}

/* The positions the last search named, into st->named, and every step of
 * the first side's search that reaches or prunes one of them, into
 * st->found. */
static bool collect(struct stepper *st)
{
    free(st->found);
    free(st->named);
    st->found = NULL;
    st->nfound = 0;
    node_id *m;
    size_t count = matches(st->tree, st->find_text, &m);
    st->named = m;
    st->nnamed = count;
    if (!count)
        return true;
    const struct trace *tr = st->side[0].trace;
    size_t cap = 0;
    bool ok = true;
    for (size_t i = 0; i < tr->len && ok; i++) {
        struct event e_buf;
        if (event_match(st->tree, trace_event_at(tr, i, &e_buf), m, count) == AB_NO_NODE)
            continue;
        if (!ARRAY_GROW(st->found, cap, st->nfound + 1)) {
            ok = false;
            break;
        }
        st->found[st->nfound++] = i + 1;
    }
    return ok;
}

/* Goes to found step number i and says what happens there. */
static void show(struct stepper *st, size_t i)
{
    size_t step = st->found[i];
    stepper_seek(st, step);
    const struct trace *tr = st->side[0].trace;
    struct event e_buf;
    const struct event *e = trace_event_at(tr, step - 1, &e_buf);
    node_id n = st->nnamed ? event_match(st->tree, e, st->named, st->nnamed) : e->node;
    char who[96], at[96];
    node_name(who, sizeof who, st->tree, n == AB_NO_NODE ? e->node : n);
    if (e->type == EV_CUTOFF) {
        node_name(at, sizeof at, st->tree, e->node);
        stepper_say(st, _("%s (%zu of %zu): pruned by the %s cutoff at %s, step %zu"), who,
                    i + 1, st->nfound,
                    cut_kind_word(trace_branch_kind(tr, e, n == AB_NO_NODE ? e->c : n)), at,
                    step);
    } else if (e->type == EV_LEAF) {
        stepper_say(st, _("%s (%zu of %zu): evaluated at step %zu"), who, i + 1, st->nfound,
                    step);
    } else {
        stepper_say(st, _("%s (%zu of %zu): entered at step %zu"), who, i + 1, st->nfound, step);
    }
}

/* The found step to go to from the current one: the first after it (dir
 * +1) or the last before it (dir -1), round the end; from (at) the current
 * one when `here` is true. */
static size_t pick(const struct stepper *st, int dir, bool here)
{
    size_t now = st->side[0].state->step;
    size_t lo = 0, hi = st->nfound;
    /* the first found step > now (>= now with here) */
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (st->found[mid] < now || (!here && st->found[mid] == now))
            lo = mid + 1;
        else
            hi = mid;
    }
    if (dir > 0)
        return lo < st->nfound ? lo : 0;
    /* the last found step < now */
    size_t before = lo;
    while (before > 0 && st->found[before - 1] >= now)
        before--;
    return before > 0 ? before - 1 : st->nfound - 1;
}

bool stepper_find(struct stepper *st, const char *text)
{
    snprintf(st->find_text, sizeof st->find_text, "%s", text);
    if (!collect(st)) {
        stepper_say(st, "%s", _("out of memory"));
        return false;
    }
    if (!st->nfound) {
        node_id *m;
        size_t count = matches(st->tree, text, &m);
        free(m);
        if (count)
            stepper_say(st, _("the search never reaches %s, nor prunes it"), text);
        else
            stepper_say(st, _("no position is called %s (a path such as 1.2.3, or a label)"),
                        text);
        return false;
    }
    show(st, pick(st, +1, true));
    return true;
}

bool stepper_find_next(struct stepper *st, int dir)
{
    if (!st->find_text[0]) {
        stepper_say(st, "%s", _("no search yet: / and a path or label"));
        return false;
    }
    /* found again after the algorithm changed */
    if (!st->nfound && !collect(st)) {
        stepper_say(st, "%s", _("out of memory"));
        return false;
    }
    if (!st->nfound) {
        stepper_say(st, _("the search never reaches %s, nor prunes it"), st->find_text);
        return false;
    }
    show(st, pick(st, dir, false));
    return true;
}

bool stepper_goto(struct stepper *st, const char *text)
{
    if (text[0] >= '0' && text[0] <= '9' && !strchr(text, '.'))
        return stepper_jump(st, text);
    return stepper_find(st, text);
}

/* Whether cutoff e prunes a branch of kind k. */
static bool prunes_kind(const struct trace *tr, const struct event *e, enum cut_kind k)
{
    node_id c = e->c;
    for (int32_t i = 0; i < e->b; i++) {
        if (trace_branch_kind(tr, e, c) == k)
            return true;
        if (i + 1 < e->b)
            c = tree_next_sibling(tr->tree, c);
    }
    return false;
}

/* Whether cutoff event i prunes a branch of kind k. */
static bool prunes_kind_at(const struct trace *tr, size_t i, enum cut_kind k)
{
    struct event e_buf;
    return prunes_kind(tr, trace_event_at(tr, i, &e_buf), k);
}

void stepper_find_cut(struct stepper *st, enum cut_kind k, int dir)
{
    const struct trace *tr = st->side[0].trace;
    size_t now = st->side[0].state->step;
    size_t to = 0;
    if (dir > 0) {
        for (size_t i = now; i < tr->len && !to; i++)
            if (trace_event_type(tr, i) == EV_CUTOFF && prunes_kind_at(tr, i, k))
                to = i + 1;
    } else {
        for (size_t i = now > 1 ? now - 1 : 0; i-- > 0 && !to;)
            if (trace_event_type(tr, i) == EV_CUTOFF && prunes_kind_at(tr, i, k))
                to = i + 1;
    }
    if (to) {
        stepper_seek(st, to);
        return;
    }
    const char *kind = _(cut_kind_info(k)->legend);
    if (dir > 0)
        stepper_say(st, _("no cutoff of the kind '%s' after step %zu"), kind, now);
    else
        stepper_say(st, _("no cutoff of the kind '%s' before step %zu"), kind, now);
}
