/* SPDX-License-Identifier: GPL-3.0-or-later */
/* game_connect4.c: the rules of Connect Four. */
#include "config.h"

#include "tree/game_connect4.h"

#include <stdio.h>
#include <string.h>

#include "base/bitset.h"
#include "base/i18n.h"

/* Cell (row, column), row 0 at the bottom. */
#define AT(p, r, c) ((p)->cell[(r) * (p)->cols + (c)])

/* The four directions a line of four goes in from its first cell. */
static const int dirs[4][2] = { { 0, 1 }, { 1, 0 }, { 1, 1 }, { 1, -1 } };

/* Calls fn for every line of four cells on the board: counts of each
 * player's discs in it and its cells. */
struct line4 {
    unsigned count[3];
    int cells[4];
};

static unsigned board_lines(const struct game_pos *p, struct line4 *out, unsigned cap)
{
    unsigned n = 0;
    for (int r = 0; r < p->rows; r++)
        for (int c = 0; c < p->cols; c++)
            for (int d = 0; d < 4; d++) {
                int er = r + 3 * dirs[d][0], ec = c + 3 * dirs[d][1];
                if (er < 0 || er >= p->rows || ec < 0 || ec >= p->cols || n == cap)
                    continue;
                struct line4 *l = &out[n++];
                memset(l->count, 0, sizeof l->count);
                for (int k = 0; k < 4; k++) {
                    int rr = r + k * dirs[d][0], cc = c + k * dirs[d][1];
                    l->cells[k] = rr * p->cols + cc;
                    l->count[p->cell[l->cells[k]]]++;
                }
            }
    return n;
}

/* Enough for any board of at most GAME_MAX_CELLS cells. */
#define MAX_LINES (4 * GAME_MAX_CELLS)

/* The discs in column c. */
static int height(const struct game_pos *p, int c)
{
    int h = 0;
    while (h < p->rows && AT(p, h, c))
        h++;
    return h;
}

bool game_connect4_parse(const char *text, const struct game_shape *shape, struct game_pos *p,
                         struct game_error *err)
{
    memset(p, 0, sizeof *p);
    p->mover = GAME_FIRST;
    p->last = GAME_NO_MOVE;
    unsigned cols = shape->cols ? shape->cols : CONNECT4_DEFAULT_SIDE;
    unsigned rows = shape->rows ? shape->rows : CONNECT4_DEFAULT_SIDE;
    const char *s = text, *x = strchr(text, 'x');
    unsigned col = 1;
    if (x && x > text) {
        /* COLSxROWS, then ':' and the moves, or nothing */
        unsigned c = 0, r = 0;
        const char *q = text;
        while (*q >= '0' && *q <= '9' && c < 100)
            c = c * 10 + (unsigned)(*q++ - '0');
        if (q != x)
            return game_fail(err, (unsigned)(q - text) + 1, _("expected the board's size as "
                             "COLUMNSxROWS, such as 5x4, before ':'"));
        q++;
        while (*q >= '0' && *q <= '9' && r < 100)
            r = r * 10 + (unsigned)(*q++ - '0');
        if (q == x + 1 || (*q && *q != ':'))
            return game_fail(err, (unsigned)(q - text) + 1, _("expected the board's size as "
                             "COLUMNSxROWS, such as 5x4, before ':'"));
        if (c < 1 || c > CONNECT4_MAX_SIDE || r < 1 || r > CONNECT4_MAX_SIDE ||
            c * r > GAME_MAX_CELLS)
            return game_fail(err, 1, _("a board of %ux%u: columns and rows go from 1 to %d, "
                             "with at most %d cells"), c, r, CONNECT4_MAX_SIDE, GAME_MAX_CELLS);
        if ((shape->cols && shape->cols != c) || (shape->rows && shape->rows != r))
            return game_fail(err, 1, _("the position's board is %ux%u, but --columns and "
                             "--rows say %ux%u"), c, r, cols, rows);
        cols = c;
        rows = r;
        col = (unsigned)(q - text) + 1 + (*q == ':');
        s = *q ? q + 1 : q;
    }
    if (cols < 1 || cols > CONNECT4_MAX_SIDE || rows < 1 || rows > CONNECT4_MAX_SIDE ||
        cols * rows > GAME_MAX_CELLS)
        return game_fail(err, 1, _("a board of %ux%u: columns and rows go from 1 to %d, with "
                         "at most %d cells"), cols, rows, CONNECT4_MAX_SIDE, GAME_MAX_CELLS);
    p->cols = (uint8_t)cols;
    p->rows = (uint8_t)rows;
    for (; *s; s++, col++) {
        if (*s < '1' || *s > '9' || (unsigned)(*s - '0') > cols) {
            if (*s >= '0' && *s <= '9')
                return game_fail(err, col, _("column %c is not on the board (1 to %u)"), *s,
                                 cols);
            if ((unsigned char)*s >= 0x20 && (unsigned char)*s < 0x7F)
                return game_fail(err, col, _("expected a column, 1 to %u, found '%c'"), cols,
                                 *s);
            return game_fail(err, col, _("expected a column, 1 to %u, found byte 0x%02X"),
                             cols, (unsigned)(unsigned char)*s);
        }
        enum game_outcome o = game_connect4_outcome(p);
        if (o == GAME_WON_FIRST || o == GAME_WON_SECOND)
            return game_fail(err, col, _("the game is over before this move: %s has four in a "
                             "row"), o == GAME_WON_FIRST ? "X" : "O");
        int c = *s - '1';
        if (height(p, c) == p->rows)
            return game_fail(err, col, _("column %d is full"), c + 1);
        game_connect4_apply(p, c);
    }
    return true;
}

/* The discs as bits, a set for each player (and one for the empty
 * cells): cell (r, c) at bit r * (cols + 1) + c, a column of zeros between
 * the rows keeping a line from running on into the next row.  At most 56
 * bits (cols * rows <= 48, neither over 9: 7 * 8). */
static void board_bits(const struct game_pos *p, uint64_t bits[3])
{
    bits[0] = bits[1] = bits[2] = 0;
    for (int r = 0, at = 0; r < p->rows; r++, at++)
        for (int c = 0; c < p->cols; c++, at++)
            bits[AT(p, r, c)] |= (uint64_t)1 << at;
}

/* The steps from a cell to the next of a line in board_bits' layout on a
 * board of `cols` columns: 1 along a row, cols + 1 up a column, cols + 2
 * and cols up the diagonals. */
static void line_steps(int cols, int steps[4])
{
    steps[0] = 1;
    steps[1] = cols + 1;
    steps[2] = cols + 2;
    steps[3] = cols;
}

/* Whether discs b hold four in a row on a board of `cols` columns. */
static bool four_in_a_row(uint64_t b, int cols)
{
    int steps[4];
    line_steps(cols, steps);
    for (int d = 0; d < 4; d++) {
        uint64_t two = b & (b >> steps[d]);
        if (two & (two >> 2 * steps[d]))
            return true;
    }
    return false;
}

/* Asked of every position a game's walk meets, more than once: the bits
 * say who has four in a row; only a board where both have (which no game
 * played by the rules reaches) lists its lines, the first one deciding. */
enum game_outcome game_connect4_outcome(const struct game_pos *p)
{
    uint64_t bits[3];
    board_bits(p, bits);
    bool first = four_in_a_row(bits[GAME_FIRST], p->cols);
    bool second = four_in_a_row(bits[GAME_SECOND], p->cols);
    if (first != second)
        return first ? GAME_WON_FIRST : GAME_WON_SECOND;
    if (first) {
        struct line4 l[MAX_LINES];
        unsigned n = board_lines(p, l, MAX_LINES);
        for (unsigned i = 0; i < n; i++) {
            if (l[i].count[GAME_FIRST] == 4)
                return GAME_WON_FIRST;
            if (l[i].count[GAME_SECOND] == 4)
                return GAME_WON_SECOND;
        }
    }
    for (int c = 0; c < p->cols; c++)
        if (height(p, c) < p->rows)
            return GAME_ONGOING;
    return GAME_DRAW;
}

unsigned game_connect4_moves(const struct game_pos *p, int *out)
{
    unsigned n = 0;
    if (game_connect4_outcome(p) != GAME_ONGOING)
        return 0;
    for (int c = 0; c < p->cols; c++)
        if (height(p, c) < p->rows)
            out[n++] = c;
    return n;
}

unsigned game_connect4_most_moves(const struct game_pos *p, unsigned ply)
{
    /* a move a column that is not full, and a move fills a cell */
    unsigned empty = 0, open = 0;
    for (int c = 0; c < p->cols; c++) {
        int h = height(p, c);
        empty += (unsigned)(p->rows - h);
        open += h < p->rows;
    }
    if (empty <= ply)
        return 0;
    return empty - ply < open ? empty - ply : open;
}

void game_connect4_apply(struct game_pos *p, int move)
{
    AT(p, height(p, move), move) = p->mover;
    p->mover = game_other(p->mover);
    p->last = (int16_t)move;
}

/* The lines of four in one direction (a step of board_bits' layout)
 * that hold none of theirs: one point each, five where three of the four
 * cells are mine.  Bit i of a shifted set stands for the line starting at
 * cell i; the lines are those whose four cells are all on the board. */
static int32_t open_lines(uint64_t mine, uint64_t theirs, uint64_t board, int step)
{
    uint64_t a = mine, b = mine >> step, c = mine >> 2 * step, d = mine >> 3 * step;
    uint64_t starts = board & board >> step & board >> 2 * step & board >> 3 * step;
    uint64_t open = starts & ~(theirs | theirs >> step | theirs >> 2 * step | theirs >> 3 * step);
    uint64_t three = (a & b & c & ~d) | (a & b & ~c & d) | (a & ~b & c & d) | (~a & b & c & d);
    return (int32_t)(bitset_word_count(open) + 4 * bitset_word_count(open & three));
}

/* Every line of four no disc of min's blocks is worth 1 to max, 5 with
 * three of max's discs; the same for min, taken away.  Found by bits, a
 * direction at a time (the evaluation is asked of nearly every position
 * a game's walk meets). */
int32_t game_connect4_evaluate(const struct game_pos *p, uint8_t max)
{
    uint64_t bits[3];
    board_bits(p, bits);
    uint64_t board = bits[0] | bits[GAME_FIRST] | bits[GAME_SECOND];
    uint8_t min = game_other(max);
    int steps[4];
    line_steps(p->cols, steps);
    int32_t v = 0;
    for (int d = 0; d < 4; d++)
        v += open_lines(bits[max], bits[min], board, steps[d]) -
             open_lines(bits[min], bits[max], board, steps[d]);
    return v;
}

_Static_assert(CONNECT4_MAX_SIDE <= 9, "a column's name is one digit");

void game_connect4_move_name(const struct game_pos *p, int move, char *buf, size_t cap)
{
    /* columns are 1..9 (CONNECT4_MAX_SIDE): one digit */
    (void)p;
    if (cap >= 3) {
        buf[0] = 'c';
        buf[1] = (char)('1' + move);
        buf[2] = '\0';
    } else if (cap) {
        buf[0] = '\0';
    }
}

bool game_connect4_parse_move(const struct game_pos *p, const char *text, size_t len,
                              int *move)
{
    if (len != 2 || text[0] != 'c' || text[1] < '1' || text[1] > '0' + p->cols)
        return false;
    int c = text[1] - '1';
    if (height(p, c) == p->rows || game_connect4_outcome(p) != GAME_ONGOING)
        return false;
    *move = c;
    return true;
}

void game_connect4_canonical(const struct game_pos *p, struct game_pos *out)
{
    *out = *p;
    out->last = GAME_NO_MOVE;
    struct game_pos m = *out;
    for (int r = 0; r < p->rows; r++)
        for (int c = 0; c < p->cols; c++)
            AT(&m, r, c) = AT(p, r, p->cols - 1 - c);
    if (memcmp(m.cell, out->cell, (size_t)p->cols * p->rows) < 0)
        memcpy(out->cell, m.cell, sizeof out->cell);
}

void game_connect4_draw(const struct game_pos *p, bool ascii, struct board_picture *pic)
{
    struct line4 l[MAX_LINES];
    unsigned n = board_lines(p, l, MAX_LINES);
    bool win[GAME_MAX_CELLS] = { false };
    for (unsigned i = 0; i < n; i++)
        if (l[i].count[GAME_FIRST] == 4 || l[i].count[GAME_SECOND] == 4)
            for (int k = 0; k < 4; k++)
                win[l[i].cells[k]] = true;
    int last = p->last == GAME_NO_MOVE ? -1
             : (height(p, p->last) - 1) * p->cols + p->last;
    board_clear(pic);
    for (int r = p->rows - 1, row = 0; r >= 0; r--, row++)
        for (int c = 0; c < p->cols; c++) {
            int i = r * p->cols + c;
            uint8_t v = p->cell[i];
            const char *g = v == GAME_FIRST ? "X" : v == GAME_SECOND ? "O"
                          : ascii ? "." : "\u00b7";
            uint8_t flags = (uint8_t)((i == last ? BOARD_LAST : 0) | (win[i] ? BOARD_WIN : 0));
            board_put(pic, (unsigned)row, (unsigned)(2 * c), g,
                      v == GAME_FIRST ? BOARD_FIRST : v == GAME_SECOND ? BOARD_SECOND
                                                                         : BOARD_EMPTY, flags);
        }
    for (int c = 0; c < p->cols; c++) {
        char num[2] = { (char)('1' + c), '\0' };
        board_put(pic, p->rows, (unsigned)(2 * c), num, BOARD_FRAME, 0);
    }
}

const char *game_connect4_player(uint8_t player)
{
    return player == GAME_FIRST ? "X" : "O";
}

void game_connect4_write(const struct game_pos *p, const char *root_text, const int *moves,
                         size_t n, char *buf, size_t cap)
{
    /* a position is the columns played, after the root's */
    (void)p;
    size_t len = (size_t)snprintf(buf, cap, "%s%s", root_text,
                                  n && !strchr(root_text, ':') && strchr(root_text, 'x') ? ":"
                                                                                         : "");
    for (size_t i = 0; i < n && len + 1 < cap; i++)
        buf[len++] = (char)('1' + moves[i]);
    if (len >= cap) {
        buf[0] = '\0';
        return;
    }
    buf[len] = '\0';
}
