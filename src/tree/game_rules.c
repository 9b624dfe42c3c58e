/* SPDX-License-Identifier: GPL-3.0-or-later */
/* game_rules.c: what the games' rules share: drawing a board cell by cell
 * and saying where a position string went wrong. */
#include "config.h"

#include "tree/game_rules.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

void board_clear(struct board_picture *pic)
{
    pic->rows = pic->cols = 0;
    for (unsigned r = 0; r < BOARD_MAX_ROWS; r++)
        for (unsigned c = 0; c < BOARD_MAX_COLS; c++)
            pic->cell[r][c] = (struct board_cell){ " ", BOARD_BLANK, 0 };
}

void board_put(struct board_picture *pic, unsigned r, unsigned c, const char *text,
               uint8_t role, uint8_t flags)
{
    const unsigned char *s = (const unsigned char *)text;
    while (*s && r < BOARD_MAX_ROWS && c < BOARD_MAX_COLS) {
        size_t len = 1;
        while (s[len] && (s[len] & 0xC0) == 0x80 && len < 4)
            len++;
        struct board_cell *cell = &pic->cell[r][c];
        memcpy(cell->glyph, s, len);
        cell->glyph[len] = '\0';
        cell->role = role;
        cell->flags = flags;
        s += len;
        c++;
        if (c > pic->cols)
            pic->cols = c;
    }
    if (r + 1 > pic->rows)
        pic->rows = r + 1;
}

bool game_fail(struct game_error *err, unsigned col, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(err->message, sizeof err->message, fmt, ap);
    va_end(ap);
    err->col = col;
    return false;
}
