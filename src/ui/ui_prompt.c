/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ui_prompt.c: a line of text read at a prompt (UTF-8, the cursor moved
 * and the line edited). */
#include "config.h"

#include "ui/ui_prompt.h"

#include <curses.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <wchar.h>
#include <wctype.h>

#include "base/utf8.h"
#include "ui/ui_fit.h"
#include "ui/ui_script.h"

/* The longest line read, in characters. */
#define LINE_CHARS 256

/* The bytes text[0..n) takes in the locale's encoding (UTF-8). */
static size_t encoded_len(const wchar_t *text, size_t n)
{
    char mb[MB_LEN_MAX];
    mbstate_t st;
    memset(&st, 0, sizeof st);
    size_t len = 0;
    for (size_t i = 0; i < n; i++) {
        size_t k = wcrtomb(mb, text[i], &st);
        len += k == (size_t)-1 ? 1 : k;
    }
    return len;
}

/* The columns a character typed at a prompt takes: as ui_text_width
 * counts it (its bytes, on a terminal that does not show UTF-8). */
static int char_width(wchar_t wc)
{
    if (ui_locale_is_utf8())
        return utf8_char_width((uint32_t)wc);
    return (int)encoded_len(&wc, 1);
}

/* Draws the prompt and the line with the cursor at `at`, scrolling the
 * line sideways so that the cursor stays in sight. */
static void draw_line(int row, int col, const char *prompt, const wchar_t *text, size_t len,
                      size_t at)
{
    move(row, col);
    clrtoeol();
    /* a question wider than the line is cut short, so that what is typed
     * stays in view (at least 24 columns, or half a narrower line) */
    int line = COLS - col - 1, keep = line < 48 ? line / 2 : 24;
    int shown = ui_text_width(prompt);
    if (shown > line - keep)
        shown = line - keep > 0 ? line - keep : 0;
    ui_put(row, col, shown, prompt, A_BOLD);
    int start = col + shown;
    int room = COLS - start - 1;
    if (room < 1)
        room = 1;
    /* the first character shown: the cursor at most `room` columns in */
    size_t first = 0;
    int w = 0;
    for (size_t i = at; i > 0; i--) {
        w += char_width(text[i - 1]);
        if (w >= room) {
            first = i;
            break;
        }
    }
    int x = start, cursor = start;
    for (size_t i = first; i < len; i++) {
        int cw = char_width(text[i]);
        if (i == at)
            cursor = x;
        if (x + cw > COLS - 1)
            break;
        wchar_t one[2] = { text[i], L'\0' };
        mvaddwstr(row, x, one);
        x += cw;
    }
    if (at >= len)
        cursor = x;
    move(row, cursor < COLS ? cursor : COLS - 1);
    refresh();
}

/* The end of a prompt: the cursor hidden again and the len characters
 * typed in text given back in buf as multibyte text (empty if they do
 * not convert). */
static void line_done(wchar_t *text, size_t len, char *buf, size_t cap)
{
    mbstate_t st;
    memset(&st, 0, sizeof st);
    curs_set(0);
    text[len] = L'\0';
    const wchar_t *from = text;
    if (wcsrtombs(buf, &from, cap, &st) == (size_t)-1)
        buf[0] = '\0';
}

bool ui_read_line(int row, int col, const char *prompt, char *buf, size_t cap, int *key,
                  unsigned flags)
{
    wchar_t text[LINE_CHARS + 1];
    mbstate_t st;
    memset(&st, 0, sizeof st);
    const char *src = buf;
    size_t len = mbsrtowcs(text, &src, LINE_CHARS, &st);
    if (len == (size_t)-1)
        len = 0;
    size_t at = len;
    bool edit = flags & UI_LINE_EDIT;
    *key = 0;
    curs_set(1);
    for (;;) {
        draw_line(row, col, prompt, text, len, at);
        wint_t ch;
        int r = ui_get_wch(&ch);
        if (r == ERR)
            continue;
        bool code = r == KEY_CODE_YES;
        if ((!code && (ch == L'\n' || ch == L'\r')) || (code && ch == KEY_ENTER))
            break;
        if ((code && ch == KEY_BACKSPACE) || (!code && (ch == 127 || ch == 8))) {
            if (at > 0) {
                memmove(text + at - 1, text + at, (len - at) * sizeof *text);
                at--;
                len--;
            }
            continue;
        }
        if (edit) {
            /* cursor keys, and the usual control keys of a shell */
            if ((code && ch == KEY_LEFT) || (!code && ch == 2)) {
                at = at > 0 ? at - 1 : 0;
                continue;
            }
            if ((code && ch == KEY_RIGHT) || (!code && ch == 6)) {
                at = at < len ? at + 1 : len;
                continue;
            }
            if ((code && ch == KEY_HOME) || (!code && ch == 1)) {
                at = 0;
                continue;
            }
            if ((code && ch == KEY_END) || (!code && ch == 5)) {
                at = len;
                continue;
            }
            if ((code && ch == KEY_DC) || (!code && ch == 4)) {
                if (at < len) {
                    memmove(text + at, text + at + 1, (len - at - 1) * sizeof *text);
                    len--;
                }
                continue;
            }
            if (!code && ch == 11) {        /* Ctrl-K: to the end */
                len = at;
                continue;
            }
            if (!code && ch == 21) {        /* Ctrl-U: to the start */
                memmove(text, text + at, (len - at) * sizeof *text);
                len -= at;
                at = 0;
                continue;
            }
            if (code && ch == KEY_MOUSE)
                continue;
        }
        if (!code && ch == L'q' && len == 0 && (flags & UI_LINE_QUIT)) {
            *key = 'q';
            line_done(text, len, buf, cap);
            return false;
        }
        if (!code && ch >= 32 && ch != 127 && (edit || ch != L'?') && iswprint((wint_t)ch)) {
            /* room for it in the caller's buffer, encoded */
            wchar_t c = (wchar_t)ch;
            if (len < LINE_CHARS && encoded_len(text, len) + encoded_len(&c, 1) < cap) {
                memmove(text + at + 1, text + at, (len - at) * sizeof *text);
                text[at++] = c;
                len++;
            }
            continue;
        }
        /* not editing: left for the caller (Esc: cancel) */
        *key = (int)ch;
        line_done(text, len, buf, cap);
        return false;
    }
    line_done(text, len, buf, cap);
    return true;
}
