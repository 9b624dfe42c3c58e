/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ui_screen.c: the screen loop, the help overlay and the key tables. */
#include "config.h"

#include "ui/ui_screen.h"

#include <curses.h>
#include <stdio.h>
#include <string.h>

#include "base/i18n.h"
#include "base/utf8.h"
#include "ui/ui_session.h"
#include "ui/ui_script.h"
#include "ui/ui_fit.h"

int ui_key_action(const struct ui_keymap *m, int key)
{
    for (size_t i = 0; i < m->count; i++)
        for (int k = 0; k < 3; k++)
            if (m->keys[i].keys[k] && m->keys[i].keys[k] == key)
                return m->keys[i].action;
    return -1;
}

const char *ui_key_names(const struct ui_key *k, char *buf, size_t cap)
{
    size_t len = 0;
    const char *seen[3];
    int nseen = 0;
    buf[0] = '\0';
    for (int i = 0; i < k->shown && i < 3 && k->keys[i]; i++) {
        char one[8];
        const char *label = ui_key_label(k->keys[i], one, sizeof one);
        bool again = false;
        for (int j = 0; j < nseen; j++)
            again = again || strcmp(seen[j], label) == 0;
        if (again)
            continue;
        if (label != one)
            seen[nseen++] = label;
        len += (size_t)snprintf(buf + len, len < cap ? cap - len : 0, "%s%s", len ? " " : "",
                                label);
    }
    if (k->arg && len < cap)
        snprintf(buf + len, cap - len, "%s%s", len ? " " : "", _(k->arg));
    return buf;
}

/* The lines of the help, one column w wide whose key names take nw:
 * each row's help wrapped, continuation lines indented; into lines[]
 * (each UI_SEG_MAX long) when not NULL; returns the count. */
static int help_lines(const struct ui_keymap *m, size_t from, size_t to, int w, int nw,
                      char (*lines)[UI_SEG_MAX], int cap)
{
    int count = 0;
    for (size_t i = from; i < to; i++) {
        const char *help = _(m->keys[i].help);
        bool first = true;
        do {
            int room = w - nw - 4;
            size_t len = ui_fit_words(help, room < 10 ? 10 : room);
            if (lines && count < cap) {
                /* the names padded by columns: translated ones may be
                 * Cyrillic or accented (two bytes a letter) */
                char buf[UI_SEG_MAX];
                const char *names = first ? ui_key_names(&m->keys[i], buf, sizeof buf) : "";
                int pad = nw - ui_text_width(names);
                snprintf(lines[count], UI_SEG_MAX, " %s%*s  %.*s", names, pad > 0 ? pad : 0, "",
                         (int)len, help);
            }
            count++;
            first = false;
            help += len;
            while (*help == ' ')
                help++;
        } while (*help);
    }
    return count;
}

int ui_draw_help(const struct ui_keymap *m, int *top)
{
    int left = COLS >= 90 ? 4 : 0, right = COLS - left;
    int first_row = 1, last_row = LINES - 2;    /* the box; its last row: back */
    int body = last_row - first_row - 1;        /* one blank row on top */
    int nw = 0;
    for (size_t i = 0; i < m->count; i++) {
        char buf[UI_SEG_MAX];
        int w = ui_text_width(ui_key_names(&m->keys[i], buf, sizeof buf));
        if (w > nw)
            nw = w;
    }
    if (nw > 16)
        nw = 16;
    /* two columns only when every help fits on its line in them */
    int col_w = (right - left) / 2, longest = 0;
    for (size_t i = 0; i < m->count; i++) {
        int w = ui_text_width(_(m->keys[i].help));
        if (w > longest)
            longest = w;
    }
    size_t half = (m->count + 1) / 2;
    int ncols = nw + 3 + longest <= col_w && (int)half <= body ? 2 : 1;
    if (ncols == 1)
        col_w = right - left;
    enum { MAX_LINES = 400 };
    static char lines[2][MAX_LINES][UI_SEG_MAX];
    int count[2] = { 0, 0 };
    if (ncols == 2) {
        count[0] = help_lines(m, 0, half, col_w, nw, lines[0], MAX_LINES);
        count[1] = help_lines(m, half, m->count, col_w, nw, lines[1], MAX_LINES);
    } else {
        count[0] = help_lines(m, 0, m->count, col_w, nw, lines[0], MAX_LINES);
    }
    int total = count[0] > count[1] ? count[0] : count[1];
    if (total > MAX_LINES)
        total = MAX_LINES;
    int most = total > body ? total - body : 0;
    if (*top > most)
        *top = most;
    if (*top < 0)
        *top = 0;
    /* clear the box: nothing behind shows through */
    char blank[UI_SEG_MAX];
    int bw = right - left < (int)sizeof blank - 1 ? right - left : (int)sizeof blank - 1;
    memset(blank, ' ', (size_t)bw);
    blank[bw] = '\0';
    for (int r = first_row; r <= last_row; r++)
        ui_put(r, left, bw, blank, A_REVERSE);
    for (int c = 0; c < ncols; c++)
        for (int r = 0; r < body && *top + r < count[c]; r++)
            ui_put(first_row + 1 + r, left + c * col_w, col_w, lines[c][*top + r], A_REVERSE);
    char back[UI_SEG_MAX];
    if (most > 0)
        snprintf(back, sizeof back, _(" %s   (Up, Down, PgUp, PgDn: more keys, %d-%d of %d)"),
                 _(m->back), *top + 1, *top + (body < total ? body : total), total);
    else
        snprintf(back, sizeof back, " %s", _(m->back));
    ui_put(last_row, left, bw, back, A_REVERSE | A_BOLD);
    return most;
}

void ui_keys_line(const struct ui_keymap *m, int row, int width, const int *keep, size_t nkeep,
                  bool ascii, unsigned long attr)
{
    enum { MOST = 32 };
    struct ui_seg seg[MOST];
    size_t n = 0;
    for (size_t i = 0; i < m->count && n < MOST; i++) {
        if (!m->keys[i].brief)
            continue;
        memset(&seg[n], 0, sizeof seg[n]);
        snprintf(seg[n].full, UI_SEG_MAX, "%s", _(m->keys[i].brief));
        /* earlier rows are the commoner keys: they stay longer */
        seg[n].priority = MOST - (int)i;
        for (size_t k = 0; k < nkeep; k++)
            if (keep[k] == m->keys[i].action)
                seg[n].priority = MOST + 1;
        seg[n].attr = attr;
        n++;
    }
    ui_draw_fit(row, seg, n, width, 2, ascii, attr);
}

/* Splits the briefs into at most `most` rows of at most `limit` columns,
 * the table's rows in order: where each row starts in start[0..*rows];
 * false when the last row, which takes what is left, is wider. */
static bool split_keys(const struct ui_keymap *m, int limit, int most, size_t *start,
                       int *rows)
{
    int used = 0;
    *rows = 1;
    start[0] = 0;
    for (size_t i = 0; i < m->count; i++) {
        if (!m->keys[i].brief)
            continue;
        int w = ui_text_width(_(m->keys[i].brief));
        if (used > 0 && used + 2 + w > limit && *rows < most) {
            start[(*rows)++] = i;
            used = 0;
        }
        used += (used > 0 ? 2 : 0) + w;
    }
    start[*rows] = m->count;
    return used <= limit;
}

int ui_keys_lines(const struct ui_keymap *m, int bottom, int most, int width, const int *keep,
                  size_t nkeep, bool ascii, unsigned long attr)
{
    enum { ROWS_MOST = 4 };
    size_t start[ROWS_MOST + 1];
    int rows;
    most = most < 1 ? 1 : most > ROWS_MOST ? ROWS_MOST : most;
    /* the fewest rows that take every key, then the narrowest rows that
     * keep to that many: rows of about the same length, not a last one
     * with a single key */
    int need = 1;
    while (need < most && !split_keys(m, width, need, start, &rows))
        need++;
    int limit = width;
    if (need > 1 && split_keys(m, width, need, start, &rows))
        for (int l = 1; l < width; l++)
            if (split_keys(m, l, need, start, &rows)) {
                limit = l;
                break;
            }
    split_keys(m, limit, need, start, &rows);
    for (int r = 0; r < rows; r++) {
        struct ui_keymap part = { m->keys + start[r], start[r + 1] - start[r], m->back };
        ui_keys_line(&part, bottom - (rows - 1) + r, width, keep, nkeep, ascii, attr);
    }
    return rows;
}

void ui_keys_print(FILE *out, const struct ui_keymap *m)
{
    int w = 0;
    char buf[UI_SEG_MAX];
    for (size_t i = 0; i < m->count; i++) {
        int len = (int)utf8_width(ui_key_names(&m->keys[i], buf, sizeof buf));
        if (len > w)
            w = len;
    }
    for (size_t i = 0; i < m->count; i++) {
        utf8_fprint_padded(out, ui_key_names(&m->keys[i], buf, sizeof buf), w);
        fprintf(out, "  %s\n", _(m->keys[i].help));
    }
}

/* What a key does: a row of the table, else the screen's other keys. */
static enum ui_reaction dispatch(const struct ui_screen *s, int key)
{
    int a = s->keymap ? ui_key_action(s->keymap, key) : -1;
    if (a >= 0)
        return s->act(s->ctx, a, key);
    return s->key ? s->key(s->ctx, key) : UI_KEEP;
}

/* Whether a key scrolls the help, and by how much (lines). */
static int help_scroll(int key, int page)
{
    switch (key) {
    case KEY_DOWN: case 'j': return 1;
    case KEY_UP: case 'k': return -1;
    case KEY_NPAGE: case ' ': return page;
    case KEY_PPAGE: return -page;
    case KEY_MOUSE: {
        int row, col;
        bool shift;
        enum ui_mouse m = ui_mouse(&row, &col, &shift);
        return m == UI_MOUSE_WHEEL_DOWN ? 3 : m == UI_MOUSE_WHEEL_UP ? -3 : 0;
    }
    default: return 0;
    }
}

void ui_screen_run(const struct ui_screen *s)
{
    bool help = false, draw = true;
    int help_top = 0, help_most = 0;
    for (;;) {
        if (draw) {
            s->draw(s->ctx);
            if (help && s->keymap && COLS >= UI_MIN_COLS && LINES >= UI_MIN_ROWS)
                help_most = ui_draw_help(s->keymap, &help_top);
            refresh();
        }
        int wait = s->timeout_ms && s->tick ? s->timeout_ms(s->ctx) : -1;
        timeout(wait);
        int key = ERR;
        bool acted = false;
        if (!help && s->input)
            acted = s->input(s->ctx, &key);
        else
            key = ui_getch();
        enum ui_reaction r;
        if (acted)
            r = UI_REDRAW;
        else if (key == KEY_RESIZE)
            r = UI_REDRAW;
        else if (key == ERR)
            r = wait >= 0 ? s->tick(s->ctx) : UI_KEEP;
        else if (help) {
            /* the keys that scroll it scroll it (when there is more);
             * any other closes it */
            int by = help_scroll(key, LINES / 2);
            if (by && help_most > 0) {
                help_top += by;
                r = UI_REDRAW;
            } else if (key == KEY_MOUSE) {
                r = UI_KEEP;
            } else {
                help = false;
                r = UI_REDRAW;
            }
        } else {
            r = dispatch(s, key);
        }
        draw = r != UI_KEEP;
        if (r == UI_HELP) {
            help = true;
            help_top = 0;
        }
        else if (r == UI_QUIT)
            break;
    }
    timeout(-1);
}
