/* SPDX-License-Identifier: GPL-3.0-or-later */
/* game_rules.h: what the rules of a game work on, and the row of the table
 * of games (game.c) that holds them.
 *
 * A position is a small flat struct that every game shares (cells of a
 * board, or heap sizes), so positions can be copied, compared and hashed
 * without knowing the game; a move is a small integer only its game
 * reads.  A game's rules are pure functions of a position (game_*.c):
 * they never print, allocate or fail except where they return an error.
 * Adding a game is one row in game.c's table and the functions it names. */
#ifndef ABPRUNE_GAME_RULES_H
#define ABPRUNE_GAME_RULES_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* The most cells (or heaps) a position has, and moves it offers. */
#define GAME_MAX_CELLS 48
#define GAME_MAX_MOVES 128
#define GAME_NO_MOVE (-1)

/* The players: who moves first is GAME_FIRST (X in tic-tac-toe and Connect
 * Four).  Max is whoever is to move at the root of a tree. */
enum game_player { GAME_NOBODY = 0, GAME_FIRST = 1, GAME_SECOND = 2 };

static inline uint8_t game_other(uint8_t player)
{
    return (uint8_t)(3 - player);
}

/* How a position ends: not yet, a draw, or a player won. */
enum game_outcome { GAME_ONGOING, GAME_DRAW, GAME_WON_FIRST, GAME_WON_SECOND };

struct game_pos {
    uint8_t cell[GAME_MAX_CELLS];   /* a board's cells (enum game_player), or heap sizes */
    uint8_t cols, rows;             /* the board's shape; Nim: rows heaps */
    uint8_t mover;                  /* the player to move */
    int16_t last;                   /* the move that made the position (shown on its
                                       board), or GAME_NO_MOVE */
};

/* What a position string did wrong: the column (1-based, in characters)
 * of the first character at fault, and the words. */
struct game_error {
    unsigned col;
    char message[240];
};

/* A board drawn as text: a grid of cells one screen column wide, each a
 * glyph and what it shows, so every renderer (the stepper, text exports,
 * DOT, TikZ) colours and styles by meaning. */
#define BOARD_MAX_ROWS 12
#define BOARD_MAX_COLS 24
enum board_role {
    BOARD_BLANK,        /* nothing: space around the board */
    BOARD_FRAME,        /* lines, coordinates */
    BOARD_EMPTY,        /* an empty cell */
    BOARD_FIRST,        /* a piece of the first player (or an object of Nim) */
    BOARD_SECOND,       /* a piece of the second player */
    BOARD_PIECE,        /* an object that belongs to nobody (Nim's) */
};
enum board_flag {
    BOARD_LAST = 1u << 0,   /* the move that made the position */
    BOARD_WIN = 1u << 1,    /* part of a winning line */
};
struct board_cell {
    char glyph[5];          /* one character, UTF-8 */
    uint8_t role;           /* enum board_role */
    uint8_t flags;          /* enum board_flag */
};
struct board_picture {
    unsigned rows, cols;
    struct board_cell cell[BOARD_MAX_ROWS][BOARD_MAX_COLS];
};

/* The shape a game's board may be given (Connect Four's --columns and
 * --rows); 0 where not given. */
struct game_shape {
    unsigned cols, rows;
};

/* One game: a row of the table (game.c).  Texts marked N_() are
 * translated where shown. */
struct game_rules {
    const char *name;           /* "tictactoe": gen game NAME and @game NAME */
    const char *title;          /* N_("tic-tac-toe") */
    const char *position_help;  /* N_() how a position is written */
    const char *start;          /* the position when none is given */
    const char *example;        /* a position for --help and the docs */
    const char *move_help;      /* N_() how a move is named in labels */
    const char *eval_help;      /* N_() the static evaluation in words */
    const char *symmetry_help;  /* N_() the symmetries in words */
    int32_t win;                /* a win's payoff: more than any evaluation */
    bool eval_exact;            /* the evaluation is the true value */
    bool shaped;                /* takes --columns and --rows */
    /* Reads a position string (shape: from the command line, or zeros);
     * false with *err. */
    bool (*parse)(const char *text, const struct game_shape *shape, struct game_pos *p,
                  struct game_error *err);
    /* The legal moves in their natural order into out[GAME_MAX_MOVES];
     * none once the game is over. */
    unsigned (*moves)(const struct game_pos *p, int *out);
    /* The most moves a position `ply` moves after p can have, 0 when no
     * game from p is that long: a bound on the tree's size that spares
     * counting a tree that cannot pass the limit (game_most_positions). */
    unsigned (*most_moves)(const struct game_pos *p, unsigned ply);
    /* Plays a legal move: the other player is then to move. */
    void (*apply)(struct game_pos *p, int move);
    enum game_outcome (*outcome)(const struct game_pos *p);
    /* The static evaluation of a position where the game goes on, for
     * player `max` (the larger, the better for max): within (-win, win). */
    int32_t (*evaluate)(const struct game_pos *p, uint8_t max);
    /* A move's name in labels ("b2", "c3", "h2-1"), and back (false when
     * the text is no legal move of p). */
    void (*move_name)(const struct game_pos *p, int move, char *buf, size_t cap);
    bool (*parse_move)(const struct game_pos *p, const char *text, size_t len, int *move);
    /* The text a position reached from root_text by moves[0..n-1] is
     * written as, so that parse reads the same position (the board, the
     * heaps, or the moves themselves after root_text); "" when it does not
     * fit cap. */
    void (*write)(const struct game_pos *p, const char *root_text, const int *moves, size_t n,
                  char *buf, size_t cap);
    /* The position's representative under the game's symmetries (the same
     * for every position its symmetries reach), last move cleared. */
    void (*canonical)(const struct game_pos *p, struct game_pos *out);
    /* The board; ascii: 7-bit characters only. */
    void (*draw)(const struct game_pos *p, bool ascii, struct board_picture *pic);
    /* The name a player goes by on the board ("X", "O"), or NULL when
     * the board does not tell the players apart (Nim). */
    const char *(*player_name)(uint8_t player);
};

/* Helpers the games share (game.c). */

/* An empty picture: no rows, every cell a blank space. */
void board_clear(struct board_picture *pic);

/* Puts text (one character a cell, UTF-8) into row r from column c. */
void board_put(struct board_picture *pic, unsigned r, unsigned c, const char *text,
               uint8_t role, uint8_t flags);

/* Fills err with the column and the formatted message; returns false. */
bool game_fail(struct game_error *err, unsigned col, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

#endif
