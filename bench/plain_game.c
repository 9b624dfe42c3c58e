/* SPDX-License-Identifier: GPL-3.0-or-later */
/* plain_game.c: the anchor of `gen game tictactoe` (issue 42): a plain C
 * program that writes the same bytes as `abprune gen game tictactoe`
 * (the whole game from the empty board) and nothing more: recursion, a
 * board of 9 chars, stdio with a big buffer.  A position goes on one line
 * when its text fits in 72 columns (found by writing it on one line into
 * a buffer that gives up past them), as the tree writer lays it out. */
#include <stdio.h>
#include <string.h>

static const int lines[8][3] = { { 0, 1, 2 }, { 3, 4, 5 }, { 6, 7, 8 }, { 0, 3, 6 },
                                 { 1, 4, 7 }, { 2, 5, 8 }, { 0, 4, 8 }, { 2, 4, 6 } };
static const int order[9] = { 6, 7, 8, 3, 4, 5, 0, 1, 2 };     /* a1 b1 c1 a2 ... c3 */
static char cell[9];            /* 0, 'x' or 'o' */
static char label[64];

/* 10 or -10 when a player has three in a row (x is Max), 0 for a draw,
 * 1 while the game goes on */
static int outcome(void)
{
    for (int i = 0; i < 8; i++)
        if (cell[lines[i][0]] && cell[lines[i][0]] == cell[lines[i][1]] &&
            cell[lines[i][0]] == cell[lines[i][2]])
            return cell[lines[i][0]] == 'x' ? 10 : -10;
    for (int i = 0; i < 9; i++)
        if (!cell[i])
            return 1;
    return 0;
}

/* lines still open for x minus those still open for o */
static int evaluate(void)
{
    int v = 0;
    for (int i = 0; i < 8; i++) {
        int x = 0, o = 0;
        for (int k = 0; k < 3; k++) {
            x |= cell[lines[i][k]] == 'x';
            o |= cell[lines[i][k]] == 'o';
        }
        v += !o - !x;
    }
    return v;
}

/* The position's text on one line after buf[len] (buf holds 200 bytes),
 * labelled label[0..ll) (shown unless ll is 0: the root): the new
 * length, or -1 past 72 columns. */
static int one_line(int ll, char mover, char *buf, int len)
{
    int o = outcome();
    if (ll)
        len += snprintf(buf + len, 100, "%.*s: ", ll, label);
    if (o != 1)
        len += snprintf(buf + len, 100, "%d {eval=%d}", o, o);
    else
        buf[len++] = '(';
    if (len > 72)
        return -1;
    if (o != 1)
        return len;
    for (int k = 0, first = 1; k < 9; k++) {
        int c = order[k];
        if (cell[c])
            continue;
        if (!first)
            buf[len++] = ' ';
        first = 0;
        cell[c] = mover;
        int cl = ll + snprintf(label + ll, 8, ll ? ".%c%c" : "%c%c", 'a' + c % 3, '3' - c / 3);
        len = one_line(cl, mover == 'x' ? 'o' : 'x', buf, len);
        cell[c] = 0;
        if (len < 0)
            return -1;
    }
    len += snprintf(buf + len, 100, ") {eval=%d}", evaluate());
    return len > 72 ? -1 : len;
}

/* The position labelled label[0..ll) on lines of its own at `level`, or
 * on one line when it fits. */
static void node(int ll, char mover, int level)
{
    char buf[200];
    int len = one_line(ll, mover, buf, 0);
    if (len >= 0) {
        fwrite(buf, 1, (size_t)len, stdout);
        return;
    }
    int o = outcome();
    if (ll)
        printf("%.*s: ", ll, label);
    if (o != 1) {
        printf("%d {eval=%d}", o, o);
        return;
    }
    putchar('(');
    for (int k = 0; k < 9; k++) {
        int c = order[k];
        if (cell[c])
            continue;
        printf("\n%*s", 2 * (level + 1), "");
        cell[c] = mover;
        int cl = ll + snprintf(label + ll, 8, ll ? ".%c%c" : "%c%c", 'a' + c % 3, '3' - c / 3);
        node(cl, mover == 'x' ? 'o' : 'x', level + 1);
        cell[c] = 0;
    }
    printf("\n%*s) {eval=%d}", 2 * level, "", evaluate());
}

int main(void)
{
    static char out[1 << 16];
    setvbuf(stdout, out, _IOFBF, sizeof out);
    printf("@title Tic-tac-toe .........: X to move (Max)\n@values minimax\n"
           "@game tictactoe\n@position .........\n");
    node(0, 'x', 0);
    putchar('\n');
    return 0;
}
