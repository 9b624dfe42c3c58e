/* SPDX-License-Identifier: GPL-3.0-or-later */
/* game_tictactoe.c: the rules of tic-tac-toe. */
#include "config.h"

#include "tree/game_tictactoe.h"

#include <stdio.h>
#include <string.h>

#include "base/i18n.h"

/* Cells are numbered row by row from the top: 0 1 2 / 3 4 5 / 6 7 8. */
static const uint8_t lines[8][3] = {
    { 0, 1, 2 }, { 3, 4, 5 }, { 6, 7, 8 },     /* rows */
    { 0, 3, 6 }, { 1, 4, 7 }, { 2, 5, 8 },     /* columns */
    { 0, 4, 8 }, { 2, 4, 6 },                  /* diagonals */
};

/* The square's 8 symmetries as where each cell goes. */
static const uint8_t symmetries[8][9] = {
    { 0, 1, 2, 3, 4, 5, 6, 7, 8 },      /* identity */
    { 2, 5, 8, 1, 4, 7, 0, 3, 6 },      /* a quarter turn */
    { 8, 7, 6, 5, 4, 3, 2, 1, 0 },      /* a half turn */
    { 6, 3, 0, 7, 4, 1, 8, 5, 2 },      /* three quarters */
    { 2, 1, 0, 5, 4, 3, 8, 7, 6 },      /* mirrored left to right */
    { 6, 7, 8, 3, 4, 5, 0, 1, 2 },      /* upside down */
    { 0, 3, 6, 1, 4, 7, 2, 5, 8 },      /* about the main diagonal */
    { 8, 5, 2, 7, 4, 1, 6, 3, 0 },      /* about the other diagonal */
};

/* The cell's name: a1 bottom left, c3 top right. */
static void cell_name(int cell, char *buf, size_t cap)
{
    /* as snprintf "%c%c" would, without it: every label of gen game is
     * made here */
    const char name[2] = { (char)('a' + cell % 3), (char)('3' - cell / 3) };
    if (cap == 0)
        return;
    size_t n = cap - 1 < 2 ? cap - 1 : 2;
    memcpy(buf, name, n);
    buf[n] = '\0';
}

/* The player with three in a row (the first found), or GAME_NOBODY; the
 * cells of every winning line into win[9] when given. */
static uint8_t winner(const struct game_pos *p, bool *win)
{
    uint8_t who = GAME_NOBODY;
    for (int i = 0; i < 8; i++) {
        uint8_t a = p->cell[lines[i][0]];
        if (a && a == p->cell[lines[i][1]] && a == p->cell[lines[i][2]]) {
            if (!who)
                who = a;
            for (int k = 0; win && k < 3; k++)
                win[lines[i][k]] = true;
        }
    }
    return who;
}

/* Whether `player` has a line of three. */
static bool has_line(const struct game_pos *p, uint8_t player)
{
    for (int i = 0; i < 8; i++)
        if (p->cell[lines[i][0]] == player && p->cell[lines[i][1]] == player &&
            p->cell[lines[i][2]] == player)
            return true;
    return false;
}

bool game_tictactoe_parse(const char *text, const struct game_shape *shape, struct game_pos *p,
                          struct game_error *err)
{
    (void)shape;
    memset(p, 0, sizeof *p);
    p->cols = p->rows = 3;
    p->last = GAME_NO_MOVE;
    unsigned n = 0, col = 1, count[3] = { 0, 0, 0 };
    for (const char *s = text; *s; s++, col++) {
        char c = *s;
        if ((unsigned char)c >= 0x80) {
            /* a whole UTF-8 character is one column */
            while ((s[1] & 0xC0) == 0x80)
                s++;
            return game_fail(err, col, _("expected x, o or . (an empty cell), found a "
                             "character outside ASCII"));
        }
        if (c == '/' && (n == 3 || n == 6))
            continue;
        if (n == 9)
            return game_fail(err, col, _("more than 9 cells: a tic-tac-toe position is 9 "
                             "cells, row by row from the top"));
        uint8_t v;
        if (c == 'x' || c == 'X')
            v = GAME_FIRST;
        else if (c == 'o' || c == 'O')
            v = GAME_SECOND;
        else if (c == '.' || c == '-' || c == '_')
            v = GAME_NOBODY;
        else {
            char cell[4];
            cell_name((int)n, cell, sizeof cell);
            if (c == '/')
                return game_fail(err, col, _("'/' goes between rows, after 3 or 6 cells"));
            if (c >= 0x20 && c < 0x7F)
                return game_fail(err, col, _("expected x, o or . (an empty cell) for %s, "
                                 "found '%c'"), cell, c);
            return game_fail(err, col, _("expected x, o or . (an empty cell) for %s, found "
                             "byte 0x%02X"), cell, (unsigned)(unsigned char)c);
        }
        p->cell[n++] = v;
        count[v]++;
    }
    if (n < 9)
        return game_fail(err, col, P_("only %u cell: a tic-tac-toe position is 9 cells, row "
                         "by row from the top (x, o or .)", "only %u cells: a tic-tac-toe "
                         "position is 9 cells, row by row from the top (x, o or .)", n), n);
    unsigned x = count[GAME_FIRST], o = count[GAME_SECOND];
    if (x != o && x != o + 1)
        return game_fail(err, 1, _("X has %u and O has %u: X moves first, so X has as many "
                         "as O or one more"), x, o);
    p->mover = x == o ? GAME_FIRST : GAME_SECOND;
    bool xline = has_line(p, GAME_FIRST), oline = has_line(p, GAME_SECOND);
    if (xline && oline)
        return game_fail(err, 1, _("X and O both have three in a row: the game ends at "
                         "the first"));
    if (xline && x == o)
        return game_fail(err, 1, _("X has three in a row, yet O moved after it: the game "
                         "was over"));
    if (oline && x != o)
        return game_fail(err, 1, _("O has three in a row, yet X moved after it: the game "
                         "was over"));
    return true;
}

enum game_outcome game_tictactoe_outcome(const struct game_pos *p)
{
    uint8_t w = winner(p, NULL);
    if (w)
        return w == GAME_FIRST ? GAME_WON_FIRST : GAME_WON_SECOND;
    for (int i = 0; i < 9; i++)
        if (!p->cell[i])
            return GAME_ONGOING;
    return GAME_DRAW;
}

unsigned game_tictactoe_moves(const struct game_pos *p, int *out)
{
    unsigned n = 0;
    if (game_tictactoe_outcome(p) != GAME_ONGOING)
        return 0;
    /* a1 b1 c1 a2 ... c3: as the cells are named, from the bottom */
    for (int r = 2; r >= 0; r--)
        for (int c = 0; c < 3; c++)
            if (!p->cell[r * 3 + c])
                out[n++] = r * 3 + c;
    return n;
}

unsigned game_tictactoe_most_moves(const struct game_pos *p, unsigned ply)
{
    /* a move fills an empty cell, and there is one move an empty cell */
    unsigned empty = 0;
    for (int i = 0; i < 9; i++)
        empty += !p->cell[i];
    return empty > ply ? empty - ply : 0;
}

void game_tictactoe_apply(struct game_pos *p, int move)
{
    p->cell[move] = p->mover;
    p->mover = game_other(p->mover);
    p->last = (int16_t)move;
}

int32_t game_tictactoe_evaluate(const struct game_pos *p, uint8_t max)
{
    uint8_t min = game_other(max);
    int32_t v = 0;
    for (int i = 0; i < 8; i++) {
        bool has_max = false, has_min = false;
        for (int k = 0; k < 3; k++) {
            has_max = has_max || p->cell[lines[i][k]] == max;
            has_min = has_min || p->cell[lines[i][k]] == min;
        }
        v += !has_min;
        v -= !has_max;
    }
    return v;
}

void game_tictactoe_move_name(const struct game_pos *p, int move, char *buf, size_t cap)
{
    (void)p;
    cell_name(move, buf, cap);
}

bool game_tictactoe_parse_move(const struct game_pos *p, const char *text, size_t len,
                               int *move)
{
    if (len != 2 || text[0] < 'a' || text[0] > 'c' || text[1] < '1' || text[1] > '3')
        return false;
    int cell = ('3' - text[1]) * 3 + (text[0] - 'a');
    if (p->cell[cell] || game_tictactoe_outcome(p) != GAME_ONGOING)
        return false;
    *move = cell;
    return true;
}

/* The least of the board's eight images as memcmp orders their cells,
 * each compared with the least so far only until a cell differs.  Image
 * k's cell j is read as cell symmetries[k][j] of p: that is the image
 * under k's inverse, and the inverses are the same eight symmetries. */
void game_tictactoe_canonical(const struct game_pos *p, struct game_pos *out)
{
    const uint8_t *least = symmetries[0];
    for (int k = 1; k < 8; k++)
        for (int j = 0; j < 9; j++) {
            uint8_t a = p->cell[symmetries[k][j]], b = p->cell[least[j]];
            if (a != b) {
                if (a < b)
                    least = symmetries[k];
                break;
            }
        }
    *out = *p;
    out->last = GAME_NO_MOVE;
    for (int j = 0; j < 9; j++)
        out->cell[j] = p->cell[least[j]];
}

void game_tictactoe_draw(const struct game_pos *p, bool ascii, struct board_picture *pic)
{
    bool win[9] = { false };
    winner(p, win);
    board_clear(pic);
    for (int r = 0; r < 3; r++) {
        char num[2] = { (char)('3' - r), '\0' };
        board_put(pic, (unsigned)r, 0, num, BOARD_FRAME, 0);
        for (int c = 0; c < 3; c++) {
            int i = r * 3 + c;
            uint8_t v = p->cell[i];
            const char *g = v == GAME_FIRST ? "X" : v == GAME_SECOND ? "O"
                          : ascii ? "." : "\u00b7";
            uint8_t flags = (uint8_t)((p->last == i ? BOARD_LAST : 0) | (win[i] ? BOARD_WIN : 0));
            board_put(pic, (unsigned)r, (unsigned)(2 + 2 * c), g,
                      v == GAME_FIRST ? BOARD_FIRST : v == GAME_SECOND ? BOARD_SECOND
                                                                         : BOARD_EMPTY, flags);
        }
    }
    board_put(pic, 3, 2, "a b c", BOARD_FRAME, 0);
}

const char *game_tictactoe_player(uint8_t player)
{
    return player == GAME_FIRST ? "X" : "O";
}

void game_tictactoe_write(const struct game_pos *p, const char *root_text, const int *moves,
                          size_t n, char *buf, size_t cap)
{
    (void)root_text;
    (void)moves;
    (void)n;
    if (cap < 10) {
        if (cap)
            buf[0] = '\0';
        return;
    }
    for (int i = 0; i < 9; i++)
        buf[i] = p->cell[i] == GAME_FIRST ? 'x' : p->cell[i] == GAME_SECOND ? 'o' : '.';
    buf[9] = '\0';
}
