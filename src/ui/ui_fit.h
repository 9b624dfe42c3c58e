/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ui_fit.h: lines of the screens that fit whatever their width and
 * whatever language they are in.
 *
 * A header or status line is a few pieces (segments), each a whole phrase
 * with a full and a shorter form and a priority.  When the line is too
 * narrow, pieces give way lowest priority first, each shortened before it
 * is left out; words are cut only in the last piece standing, and then at
 * a word boundary with an ellipsis.  Nothing depends on the
 * texts' lengths in one language: a translation twice as long shortens
 * sooner, it is not cut mid-word. */
#ifndef ABPRUNE_UI_FIT_H
#define ABPRUNE_UI_FIT_H

#include <stdbool.h>
#include <stddef.h>

/* The longest text of a segment, in bytes. */
#define UI_SEG_MAX 320

/* One piece of a line. */
struct ui_seg {
    char full[UI_SEG_MAX];
    char brief[UI_SEG_MAX];     /* a shorter form, or "" for none */
    int priority;               /* the lowest give way first */
    int keep;                   /* when not 0: the priority for leaving it
                                 * out (shortened by priority, kept longer) */
    unsigned long attr;         /* how it is drawn */
    bool right;                 /* at the right end of the line */
    bool elastic;               /* takes the width left over, cut at words
                                 * (a title); left out below 8 columns */
    int group;                  /* segments of one group (not 0) shorten and
                                 * go together: a legend */
    /* set by ui_fit: */
    int form;                   /* 0 full, 1 brief, -1 left out */
    char shown[UI_SEG_MAX];     /* the text drawn */
};

/* The width of text in screen columns: utf8_width_on, by characters on
 * a terminal that shows UTF-8, else a column a byte.  Every width on the
 * screens is measured by this (or ui_fit_words, ui_text_column, ui_put):
 * headers, panes, the help, prompts and the lesson's text alike. */
int ui_text_width(const char *s);

/* s in a column w columns wide, into buf: cut at a character (never
 * inside one, nor before its accents) and padded with blanks, so that
 * translated words and labels keep the columns in line.  Returns buf. */
const char *ui_text_column(char *buf, size_t cap, const char *s, int w);

/* text cut to at most w columns at a word boundary, with an ellipsis
 * ("..." when ascii) when anything is left out, into buf. */
void ui_cut_words(char *buf, size_t cap, const char *text, int w, bool ascii);

/* The bytes of the longest start of text made of whole words that fits
 * in w columns (a word longer than w is cut): one line of wrapped text. */
size_t ui_fit_words(const char *text, int w);

/* Decides each segment's form so that all fit in width columns, gap
 * blanks apart; returns the width used.  See the top of this file. */
int ui_fit(struct ui_seg *seg, size_t n, int width, int gap, bool ascii);

/* Fits and draws the segments on a row from column 0 (the right ones
 * ending at the last column), the rest of the row in fill. */
void ui_draw_fit(int row, struct ui_seg *seg, size_t n, int width, int gap, bool ascii,
                 unsigned long fill);

/* Whether the locale's character set is UTF-8 (else ASCII glyphs). */
bool ui_locale_is_utf8(void);

/* Writes a UTF-8 string at (row, col) clipped to w columns. */
void ui_put(int row, int col, int w, const char *s, unsigned long attr);

/* Wraps text (UTF-8) to width w from row *row at column left, drawing only
 * the rows in [top, bottom); *row advances past every row of the text, so
 * that a call with top = bottom counts rows without drawing. */
void ui_wrap(const char *text, int left, int w, int *row, int top, int bottom,
             unsigned long attr);

#endif
