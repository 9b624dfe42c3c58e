/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tikz_deck.c: a beamer deck's picture typeset once a frame (see
 * tikz_deck.h). */
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
    "% over several slides of a frame is typeset once, before the frame, in a\n"
    "% box: \\abpsave{NAME}{TikZ code} keeps the box and where its picture's\n"
    "% left edge was (\\abp@xNAME).  A slide's picture is \\abppicture{...}: the\n"
    "% boxes its \\abpput{NAME} name and those its \\abpon{A}{B}{NAME} name when\n"
    "% it is slide A to B of the frame (\\only<A-B>, but cheaper), side by side\n"
    "% as their pictures were, so that no TikZ runs for a slide.  The next frame\n"
    "% saves its own boxes under the same names, so TeX's memory holds one\n"
    "% frame's boxes, however long the deck.\n"
    "\\makeatletter\n"
    "\\newcommand{\\abpsave}[2]{\\@ifundefined{abp@#1}{\\expandafter\\newsavebox"
    "\\csname abp@#1\\endcsname}{}%\n"
    "  \\expandafter\\sbox\\csname abp@#1\\endcsname{\\begin{tikzpicture}[baseline=0pt]#2%\n"
    "    \\path (current bounding box.south west);\\pgfgetlastxy{\\abp@x}{\\abp@y}%\n"
    "    \\expandafter\\xdef\\csname abp@x#1\\endcsname{\\abp@x}\\end{tikzpicture}}}\n"
    "\\newdimen\\abp@lo \\newdimen\\abp@hi \\newdimen\\abp@d\n"
    "\\newcommand{\\abppicture}[1]{{\\abp@lo=\\maxdimen \\abp@hi=-\\maxdimen\n"
    "  \\let\\abpput\\abp@measure #1%\n"
    "  \\hbox to \\dimexpr\\abp@hi-\\abp@lo\\relax{\\let\\abpput\\abp@place\\ignorespaces #1\\hss}}}\n"
    "\\def\\abp@measure#1{\\abp@d=\\csname abp@x#1\\endcsname\\relax\n"
    "  \\ifdim\\abp@d<\\abp@lo \\abp@lo=\\abp@d\\fi\n"
    "  \\advance\\abp@d by \\wd\\csname abp@#1\\endcsname\n"
    "  \\ifdim\\abp@d>\\abp@hi \\abp@hi=\\abp@d\\fi}\n"
    "\\def\\abpon#1#2#3{\\ifnum\\beamer@slideinframe<#1 \\else\n"
    "  \\ifnum\\beamer@slideinframe>#2 \\else\\abpput{#3}\\fi\\fi\\ignorespaces}\n"
    "\\def\\abp@place#1{\\rlap{\\kern\\dimexpr\\csname abp@x#1\\endcsname-\\abp@lo\\relax%\n"
    "  \\copy\\csname abp@#1\\endcsname}\\ignorespaces}\n"
    "% positions: move one and its branches follow (\\abpat{12}{x}{y} places\n"
    "% position 12, which the boxes read as (\\abpX{12},\\abpY{12}))\n"
    "\\newcommand{\\abpat}[3]{\\expandafter\\def\\csname abp@X#1\\endcsname{#2}%\n"
    "  \\expandafter\\def\\csname abp@Y#1\\endcsname{#3}}\n"
    "\\newcommand{\\abpX}[1]{\\csname abp@X#1\\endcsname}\n"
    "\\newcommand{\\abpY}[1]{\\csname abp@Y#1\\endcsname}\n"
    "\\makeatother\n";

/* Writes \\abpsave{NAME}{...} of the items idx[0..count-1]. */
static void save_box(struct strbuf *out, const struct deck_items *items, const size_t *idx,
                     size_t count, const char *name)
{
    strbuf_printf(out, "\\abpsave{%s}{%%\n", name);
    for (size_t i = 0; i < count; i++)
        strbuf_puts(out, items->v[idx[i]].text);
    strbuf_puts(out, "}%\n");
}

/* Whether an item shows on every slide of the frame first..last. */
static bool in_base(const struct deck_item *it, size_t first, size_t last)
{
    return it->first <= first && it->last >= last;
}

/* qsort has no context: the frame's items are sorted by keys made first. */
struct keyed {
    uint64_t key[3];
    size_t index;
};

static int by_key(const void *a, const void *b)
{
    const struct keyed *x = a, *y = b;
    for (int i = 0; i < 3; i++)
        if (x->key[i] != y->key[i])
            return x->key[i] < y->key[i] ? -1 : 1;
    return (x->index > y->index) - (x->index < y->index);
}

/* One frame's picture: its boxes into out before the frame (what shows on
 * all its slides in a box a layer, the rest a box for each run of slides
 * within the frame), and what shows them into pic. */
static void write_frame(struct strbuf *out, struct strbuf *pic, const struct deck_items *items,
                        const size_t *idx, size_t count, size_t first, size_t last,
                        unsigned layers, const char *const *layer_comments, struct keyed *keyed,
                        size_t *sorted)
{
    for (size_t i = 0; i < count; i++) {
        const struct deck_item *it = &items->v[idx[i]];
        bool base = in_base(it, first, last);
        size_t a = it->first < first ? first : it->first;
        size_t b = it->last > last ? last : it->last;
        keyed[i] = (struct keyed){ { ((uint64_t)it->layer << 1) | !base,
                                     base ? 0 : ((uint64_t)a << 32) | (uint64_t)b,
                                     it->nodes[0] }, idx[i] };
    }
    qsort(keyed, count, sizeof *keyed, by_key);
    for (size_t i = 0; i < count; i++)
        sorted[i] = keyed[i].index;
    char name[48];
    size_t boxes = 0;
    unsigned layer = UINT32_MAX;
    for (size_t i = 0; i < count;) {
        const struct deck_item *it = &items->v[sorted[i]];
        if (it->layer != layer) {
            layer = it->layer;
            if (layer < layers && layer_comments[layer])
                strbuf_printf(pic, "%% %s\n", layer_comments[layer]);
        }
        /* the items of one box: the layer's base, or one run of slides */
        size_t j = i + 1;
        while (j < count && keyed[j].key[0] == keyed[i].key[0] &&
               keyed[j].key[1] == keyed[i].key[1])
            j++;
        if (in_base(it, first, last)) {
            snprintf(name, sizeof name, "b%u", layer);
            save_box(out, items, &sorted[i], j - i, name);
            strbuf_printf(pic, "\\abpput{%s}\n", name);
        } else {
            snprintf(name, sizeof name, "r%zu", ++boxes);
            save_box(out, items, &sorted[i], j - i, name);
            size_t a = it->first < first ? first : it->first;
            size_t b = it->last > last ? last : it->last;
            strbuf_printf(pic, "\\abpon{%zu}{%zu}{%s}\n", a - first + 1, b - first + 1, name);
        }
        i = j;
    }
}

/* Slides a frame holds at least, and how many of its slides one element
 * of its base stands for at most: a frame of a big tree is longer, so
 * that its base (typeset once a frame) costs a few elements a slide. */
#define FRAME_MIN_SLIDES 16
#define FRAME_BASE_PER_SLIDE 4
/* A frame ends once this many elements (or twice as many as its base)
 * have appeared on its slides: TeX keeps a frame's boxes in memory at
 * once, and each slide reads what the frame's slides show. */
#define FRAME_NEW_PER_BASE 2
#define FRAME_MIN_NEW 256

void deck_write(struct strbuf *out, const struct deck_items *items, size_t slides,
                unsigned layers, const char *const *layer_comments, const char *fixed,
                node_id first, node_id end, deck_coordinate_fn *coordinate, const void *ctx,
                const struct deck_frames *frames)
{
    strbuf_puts(out, deck_macros);
    for (node_id n = first; n < end; n++) {
        strbuf_printf(out, "\\abpat{%u}", (unsigned)n);
        coordinate(out, ctx, n);
        strbuf_puts(out, "\n");
    }
    if (fixed && *fixed) {
        /* on every slide, above the rest: typeset once for the deck */
        strbuf_puts(out, "\\abpsave{fixed}{%\n");
        for (node_id n = first; n < end; n++)
            strbuf_printf(out, "\\path (\\abpX{%u},\\abpY{%u});\n", (unsigned)n, (unsigned)n);
        strbuf_puts(out, fixed);
        strbuf_puts(out, "}%\n");
    }
    size_t len = items->len;
    /* the items by first slide (a counting sort), and how many show on
     * each slide (a difference array) */
    size_t *start = calloc(slides + 2, sizeof *start);
    size_t *by_first = malloc((len + 1) * sizeof *by_first);
    long long *visible = calloc(slides + 2, sizeof *visible);
    size_t *alive = malloc((len + 1) * sizeof *alive);
    size_t *frame = malloc((len + 1) * sizeof *frame);
    size_t *sorted = malloc((len + 1) * sizeof *sorted);
    struct keyed *keyed = malloc((len + 1) * sizeof *keyed);
    struct strbuf pic;
    strbuf_init(&pic);
    if (!start || !by_first || !visible || !alive || !frame || !sorted || !keyed) {
        out->failed = true;
        goto done;
    }
    for (size_t i = 0; i < len; i++) {
        start[items->v[i].first]++;
        visible[items->v[i].first]++;
        visible[items->v[i].last + 1]--;
    }
    for (size_t k = 1, sum = 0; k <= slides + 1; k++) {
        size_t c = start[k];
        start[k] = sum;
        sum += c;
    }
    for (size_t i = 0; i < len; i++)
        by_first[start[items->v[i].first]++] = i;
    /* start[k] is now where slide k+1's items begin: slide k's are
     * by_first[start[k-1] .. start[k]-1] */
    for (size_t k = 1; k <= slides; k++)
        visible[k] += visible[k - 1];
    size_t nalive = 0;
    for (size_t a = 1; a <= slides;) {
        /* the frame: from slide a until enough has changed */
        size_t base = (size_t)visible[a];
        size_t most = base / FRAME_BASE_PER_SLIDE;
        if (most < FRAME_MIN_SLIDES)
            most = FRAME_MIN_SLIDES;
        size_t enough = base * FRAME_NEW_PER_BASE > FRAME_MIN_NEW ? base * FRAME_NEW_PER_BASE
                                                                  : FRAME_MIN_NEW;
        size_t added = 0, b = a;
        while (b < slides && b - a + 1 < most && added < enough) {
            b++;
            added += start[b] - start[b - 1];
        }
        /* its items: those alive at a (and still showing), then those
         * that start on its slides */
        size_t count = 0;
        for (size_t i = 0; i < nalive; i++)
            if (items->v[alive[i]].last >= a)
                frame[count++] = alive[i];
        for (size_t k = start[a - 1]; k < start[b]; k++)
            frame[count++] = by_first[k];
        pic.len = 0;
        strbuf_puts(&pic, "\\abppicture{%\n");
        write_frame(out, &pic, items, frame, count, a, b, layers, layer_comments, keyed, sorted);
        if (fixed && *fixed)
            strbuf_puts(&pic, "% on every slide\n\\abpput{fixed}\n");
        strbuf_puts(&pic, "}\n");
        frames->open(out, frames->ctx, a, b);
        strbuf_add(out, pic.data, pic.len);
        frames->close(out, frames->ctx, a, b);
        /* what is still showing after b goes on */
        nalive = 0;
        for (size_t i = 0; i < count; i++)
            if (items->v[frame[i]].last > b)
                alive[nalive++] = frame[i];
        a = b + 1;
    }
done:
    out->failed |= pic.failed;
    strbuf_free(&pic);
    free(start);
    free(by_first);
    free(visible);
    free(alive);
    free(frame);
    free(sorted);
    free(keyed);
}
