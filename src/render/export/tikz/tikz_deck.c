/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tikz_deck.c: a beamer deck's picture typeset once (see tikz_deck.h). */
#include "config.h"

#include "render/export/tikz/tikz_deck.h"

#include "base/strbuf.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

bool deck_add(struct deck_items *items, const struct deck_item *item)
{
    if (!ARRAY_GROW(items->v, items->cap, items->len + 1)) {
        free(item->text);
        return false;
    }
    items->v[items->len++] = *item;
    return true;
}

void deck_items_free(struct deck_items *items)
{
    for (size_t i = 0; i < items->len; i++)
        free(items->v[i].text);
    free(items->v);
    *items = (struct deck_items){ 0 };
}

/* How the boxes are saved and shown: written once at the top of the
 * document, so that a teacher reading the deck sees what they do. */
static const char deck_macros[] =
    "% Beamer typesets a frame again for every slide, so what stays the same\n"
    "% over several slides is typeset once, in a box: \\abpsave{NAME}{TikZ code};\n"
    "% the frame puts each slide's boxes in place (\\abpshow{NAME}), each where\n"
    "% its picture's left edge was (kept in \\abp@xNAME).\n"
    "\\makeatletter\n"
    "\\newcommand{\\abpsave}[2]{\\expandafter\\newsavebox\\csname abp@#1\\endcsname\n"
    "  \\expandafter\\sbox\\csname abp@#1\\endcsname{\\begin{tikzpicture}[baseline=0pt]#2%\n"
    "    \\path (current bounding box.south west);\\pgfgetlastxy{\\abp@x}{\\abp@y}%\n"
    "    \\expandafter\\xdef\\csname abp@x#1\\endcsname{\\abp@x}\\end{tikzpicture}}}\n"
    "\\newcommand{\\abpshow}[1]{\\node[inner sep=0pt, outer sep=0pt, anchor=base west]\n"
    "  at (\\csname abp@x#1\\endcsname,0pt) {\\expandafter\\usebox\\csname abp@#1\\endcsname};}\n"
    "% positions: move one and its branches follow (\\abpat{12}{(x,y)} places n12)\n"
    "\\newcommand{\\abpat}[2]{\\expandafter\\def\\csname abp@n#1\\endcsname{#2}}\n"
    "\\newcommand{\\abpn}[1]{\\csname abp@n#1\\endcsname}\n"
    "\\makeatother\n";

/* Names position n in a box's picture: \path \abpn{12} coordinate (n12); (a
 * \coordinate ... at does not read a point from a macro). */
static void name_position(struct strbuf *out, node_id n)
{
    strbuf_printf(out, "\\path \\abpn{%u} coordinate (n%u);\n", (unsigned)n, (unsigned)n);
}

/* The kinds of runs of slides, in the order a layer shows them. */
enum run { RUN_FROM_FIRST, RUN_TO_LAST, RUN_OTHER, RUN_COUNT };

static const struct {
    char letter;            /* in box names: "2p144", layer 2 */
    const char *comment;
} run_info[RUN_COUNT] = {
    [RUN_FROM_FIRST] = { 'p', "from the first slide: the box of slides 1..k holds 1..k+1's" },
    [RUN_TO_LAST] = { 's', "to the last slide: the box of slides k..end holds k-1..end's" },
    [RUN_OTHER] = { 'm', "the rest, each on its own slides" },
};

static enum run run_of(const struct deck_item *it, size_t slides)
{
    if (it->first == 1)
        return RUN_FROM_FIRST;
    return it->last >= slides ? RUN_TO_LAST : RUN_OTHER;
}

/* The slide where an item of a chain joins it: the box of slides 1..k
 * takes what shows up to k, the box of k..end what shows from k. */
static size_t chain_slide(const struct deck_item *it, enum run run)
{
    return run == RUN_FROM_FIRST ? it->last : it->first;
}

/* An item of a chain, in the order its boxes nest: the innermost first
 * (for RUN_FROM_FIRST the latest slide first), as recorded among equals. */
struct chain_entry {
    size_t order, index;
};

static int by_order(const void *a, const void *b)
{
    const struct chain_entry *x = a, *y = b;
    if (x->order != y->order)
        return x->order < y->order ? -1 : 1;
    return (x->index > y->index) - (x->index < y->index);
}

static int by_node(const void *a, const void *b)
{
    node_id x = *(const node_id *)a, y = *(const node_id *)b;
    return (x > y) - (x < y);
}

/* Writes \abpsave{NAME}{...} of the items idx[0..count-1], with the
 * coordinates they name and, first, the box `inner` (or none). */
static void save_box(struct strbuf *out, const struct deck_items *items, const size_t *idx,
                     size_t count, const char *name, const char *inner)
{
    strbuf_printf(out, "\\abpsave{%s}{%%\n", name);
    node_id *nodes = malloc(2 * count * sizeof *nodes + 1);
    if (!nodes) {
        out->failed = true;
        return;
    }
    size_t n = 0;
    for (size_t i = 0; i < count; i++)
        for (int k = 0; k < 2; k++)
            if (items->v[idx[i]].nodes[k] != AB_NO_NODE)
                nodes[n++] = items->v[idx[i]].nodes[k];
    qsort(nodes, n, sizeof *nodes, by_node);
    for (size_t i = 0; i < n; i++)
        if (i == 0 || nodes[i] != nodes[i - 1])
            name_position(out, nodes[i]);
    free(nodes);
    if (inner)
        strbuf_printf(out, "\\abpshow{%s}\n", inner);
    for (size_t i = 0; i < count; i++)
        strbuf_puts(out, items->v[idx[i]].text);
    strbuf_puts(out, "}%\n");
}

/* A layer's run: its boxes, and the slides each is shown on. */
static void write_run(struct strbuf *boxes, struct strbuf *picture,
                      const struct deck_items *items, size_t slides, unsigned layer,
                      enum run run, size_t *idx)
{
    size_t count = 0;
    for (size_t i = 0; i < items->len; i++)
        if (items->v[i].layer == layer && run_of(&items->v[i], slides) == run)
            idx[count++] = i;
    if (count == 0)
        return;
    strbuf_printf(picture, "%% %s\n", run_info[run].comment);
    char name[64], inner[64];
    if (run == RUN_OTHER) {
        for (size_t i = 0; i < count; i++) {
            const struct deck_item *it = &items->v[idx[i]];
            snprintf(name, sizeof name, "%u%c%zu", layer, run_info[run].letter, i + 1);
            save_box(boxes, items, &idx[i], 1, name, NULL);
            strbuf_printf(picture, "\\only<%zu-%zu>{\\abpshow{%s}}\n", it->first, it->last,
                          name);
        }
        return;
    }
    struct chain_entry *chain = malloc(count * sizeof *chain);
    if (!chain) {
        boxes->failed = picture->failed = true;
        return;
    }
    for (size_t i = 0; i < count; i++) {
        size_t k = chain_slide(&items->v[idx[i]], run);
        chain[i] = (struct chain_entry){ run == RUN_FROM_FIRST ? SIZE_MAX - k : k, idx[i] };
    }
    qsort(chain, count, sizeof *chain, by_order);
    for (size_t i = 0; i < count; i++)
        idx[i] = chain[i].index;
    free(chain);
    inner[0] = '\0';
    for (size_t i = 0; i < count;) {
        /* the items that join at the same slide k: one box */
        size_t k = chain_slide(&items->v[idx[i]], run), j = i;
        while (j < count && chain_slide(&items->v[idx[j]], run) == k)
            j++;
        snprintf(name, sizeof name, "%u%c%zu", layer, run_info[run].letter, k);
        save_box(boxes, items, &idx[i], j - i, name, inner[0] ? inner : NULL);
        /* shown until the next box of the chain takes over */
        size_t next = j < count ? chain_slide(&items->v[idx[j]], run) : 0;
        size_t lo = run == RUN_FROM_FIRST ? (next ? next + 1 : 1) : k;
        size_t hi = run == RUN_FROM_FIRST ? k : (next ? next - 1 : slides);
        strbuf_printf(picture, "\\only<%zu-%zu>{\\abpshow{%s}}\n", lo, hi, name);
        memcpy(inner, name, sizeof inner);
        i = j;
    }
}

void deck_write(struct strbuf *boxes, struct strbuf *picture, const struct deck_items *items,
                size_t slides, unsigned layers, const char *const *layer_comments,
                const char *fixed, node_id first, node_id end, deck_coordinate_fn *coordinate,
                const void *ctx)
{
    strbuf_puts(boxes, deck_macros);
    for (node_id n = first; n < end; n++) {
        strbuf_printf(boxes, "\\abpat{%u}{", (unsigned)n);
        coordinate(boxes, ctx, n);
        strbuf_puts(boxes, "}\n");
    }
    size_t *idx = malloc((items->len + 1) * sizeof *idx);
    if (!idx) {
        boxes->failed = picture->failed = true;
        return;
    }
    for (unsigned layer = 0; layer < layers; layer++) {
        if (layer_comments[layer])
            strbuf_printf(picture, "%% %s\n", layer_comments[layer]);
        for (int run = 0; run < RUN_COUNT; run++)
            write_run(boxes, picture, items, slides, layer, (enum run)run, idx);
    }
    free(idx);
    if (fixed && *fixed) {
        strbuf_puts(boxes, "\\abpsave{fixed}{%\n");
        for (node_id n = first; n < end; n++)
            name_position(boxes, n);
        strbuf_puts(boxes, fixed);
        strbuf_puts(boxes, "}%\n");
        strbuf_puts(picture, "% on every slide\n\\abpshow{fixed}\n");
    }
}
