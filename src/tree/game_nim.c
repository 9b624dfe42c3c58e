/* SPDX-License-Identifier: GPL-3.0-or-later */
/* game_nim.c: the rules of Nim (normal play). */
#include "config.h"

#include "tree/game_nim.h"

#include <stdio.h>
#include <string.h>

#include "base/i18n.h"

/* A move is heap * 16 + the number taken. */
#define MOVE(heap, take) ((heap) * 16 + (take))
#define MOVE_HEAP(m) ((m) / 16)
#define MOVE_TAKE(m) ((m) % 16)

bool game_nim_parse(const char *text, const struct game_shape *shape, struct game_pos *p,
                    struct game_error *err)
{
    (void)shape;
    memset(p, 0, sizeof *p);
    p->mover = GAME_FIRST;
    p->last = GAME_NO_MOVE;
    const char *s = text;
    unsigned col = 1;
    if (!*s)
        return game_fail(err, 1, _("expected heap sizes separated by commas, such as 1,2,3"));
    for (;;) {
        if (*s < '0' || *s > '9') {
            if (*s == '\0')
                return game_fail(err, col, _("expected a heap size after ','"));
            if ((unsigned char)*s >= 0x20 && (unsigned char)*s < 0x7F)
                return game_fail(err, col, _("expected a heap size (0 to %d), found '%c'"),
                                 NIM_MAX_HEAP, *s);
            return game_fail(err, col, _("expected a heap size (0 to %d), found byte 0x%02X"),
                             NIM_MAX_HEAP, (unsigned)(unsigned char)*s);
        }
        if (p->rows == NIM_MAX_HEAPS)
            return game_fail(err, col, _("more than %d heaps"), NIM_MAX_HEAPS);
        unsigned start = col, v = 0;
        while (*s >= '0' && *s <= '9') {
            if (v <= NIM_MAX_HEAP)
                v = v * 10 + (unsigned)(*s - '0');
            s++;
            col++;
        }
        if (v > NIM_MAX_HEAP)
            return game_fail(err, start, _("a heap of more than %d objects"), NIM_MAX_HEAP);
        p->cell[p->rows++] = (uint8_t)v;
        if (*s == '\0')
            return true;
        if (*s != ',') {
            if ((unsigned char)*s >= 0x20 && (unsigned char)*s < 0x7F)
                return game_fail(err, col, _("expected ',' between heap sizes, found '%c'"),
                                 *s);
            return game_fail(err, col, _("expected ',' between heap sizes, found byte 0x%02X"),
                             (unsigned)(unsigned char)*s);
        }
        s++;
        col++;
    }
}

enum game_outcome game_nim_outcome(const struct game_pos *p)
{
    for (unsigned i = 0; i < p->rows; i++)
        if (p->cell[i])
            return GAME_ONGOING;
    /* no object left: the player who took the last one won */
    return p->mover == GAME_FIRST ? GAME_WON_SECOND : GAME_WON_FIRST;
}

unsigned game_nim_moves(const struct game_pos *p, int *out)
{
    unsigned n = 0;
    for (unsigned h = 0; h < p->rows; h++)
        for (unsigned k = 1; k <= p->cell[h]; k++)
            out[n++] = MOVE((int)h, (int)k);
    return n;
}

unsigned game_nim_most_moves(const struct game_pos *p, unsigned ply)
{
    /* there is a move a token, and a move takes one at least */
    unsigned tokens = 0;
    for (unsigned h = 0; h < p->rows; h++)
        tokens += p->cell[h];
    return tokens > ply ? tokens - ply : 0;
}

void game_nim_apply(struct game_pos *p, int move)
{
    p->cell[MOVE_HEAP(move)] = (uint8_t)(p->cell[MOVE_HEAP(move)] - MOVE_TAKE(move));
    p->mover = game_other(p->mover);
    p->last = (int16_t)move;
}

int32_t game_nim_evaluate(const struct game_pos *p, uint8_t max)
{
    unsigned x = 0;
    for (unsigned h = 0; h < p->rows; h++)
        x ^= p->cell[h];
    /* the player to move wins exactly when the nim-sum is not 0 */
    bool mover_wins = x != 0;
    return (p->mover == max) == mover_wins ? 1 : -1;
}

void game_nim_move_name(const struct game_pos *p, int move, char *buf, size_t cap)
{
    (void)p;
    snprintf(buf, cap, "h%d-%d", MOVE_HEAP(move) + 1, MOVE_TAKE(move));
}

bool game_nim_parse_move(const struct game_pos *p, const char *text, size_t len, int *move)
{
    char s[16];
    unsigned heap, take;
    char end;
    if (len >= sizeof s)
        return false;
    memcpy(s, text, len);
    s[len] = '\0';
    if (sscanf(s, "h%u-%u%c", &heap, &take, &end) != 2 || heap < 1 || heap > p->rows ||
        take < 1 || take > p->cell[heap - 1] || s[1] == '0' || s[1] == '+' || s[1] == ' ')
        return false;
    *move = MOVE((int)heap - 1, (int)take);
    return true;
}

void game_nim_canonical(const struct game_pos *p, struct game_pos *out)
{
    *out = *p;
    out->last = GAME_NO_MOVE;
    /* insertion sort, largest first */
    for (unsigned i = 1; i < out->rows; i++) {
        uint8_t v = out->cell[i];
        unsigned j = i;
        for (; j > 0 && out->cell[j - 1] < v; j--)
            out->cell[j] = out->cell[j - 1];
        out->cell[j] = v;
    }
}

void game_nim_draw(const struct game_pos *p, bool ascii, struct board_picture *pic)
{
    board_clear(pic);
    int taken_heap = p->last == GAME_NO_MOVE ? -1 : MOVE_HEAP(p->last);
    for (unsigned h = 0; h < p->rows; h++) {
        char num[4];
        snprintf(num, sizeof num, "%u", h + 1);
        board_put(pic, h, 0, num, BOARD_FRAME, 0);
        unsigned c = 2;
        for (unsigned k = 0; k < p->cell[h]; k++)
            board_put(pic, h, c++, ascii ? "o" : "\u25cf", BOARD_PIECE, 0);
        /* what the last move took, hollow after what is left */
        if ((int)h == taken_heap)
            for (int k = 0; k < MOVE_TAKE(p->last); k++)
                board_put(pic, h, c++, ascii ? "-" : "\u25cb", BOARD_EMPTY, BOARD_LAST);
        if (c == 2)
            board_put(pic, h, c, ascii ? "-" : "\u2013", BOARD_FRAME, 0);
    }
}

const char *game_nim_player(uint8_t player)
{
    (void)player;
    return NULL;
}

void game_nim_write(const struct game_pos *p, const char *root_text, const int *moves, size_t n,
                    char *buf, size_t cap)
{
    (void)root_text;
    (void)moves;
    (void)n;
    size_t len = 0;
    if (cap)
        buf[0] = '\0';
    for (unsigned i = 0; i < p->rows; i++) {
        int k = snprintf(buf + len, cap - len, "%s%u", i ? "," : "", (unsigned)p->cell[i]);
        if (k < 0 || (size_t)k >= cap - len) {
            buf[0] = '\0';
            return;
        }
        len += (size_t)k;
    }
}
