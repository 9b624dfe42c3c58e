#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# gen game: trees of real games.  Values checked against what is known of
# the games (Nim by Bouton's rule, Connect Four by a brute force written
# here, independent of the program), the position strings' errors (exit
# 2, position:COLUMN), the directives' errors in a file (exit 1,
# file:line:col), the limit, the table, and the trees through run.
# (The whole of tic-tac-toe, 255,168 games and 765 positions up to
# symmetry, is tests/unit/check_game.c's.)
. "$TOP_SRCDIR/tests/lib/lib.sh"

# root_value FILE [RUN OPTIONS]: the root value run reports
root_value() {
    _f=$1
    shift
    "$ABPRUNE" run "$@" "$_f" | sed -n 's/^root value *//p'
}

# ---- the table ----
golden game-list 0 gen game --list

# ---- Nim: the player to move loses exactly when the nim-sum is 0 ----
for heaps in 1,2,3:-1 1,2,4:1 2,3,1:-1 1,3,4:1 2,2:-1 1,1,1:1 0,0:-1 4:1; do
    pos=${heaps%:*} want=${heaps#*:}
    expect_status 0 gen game nim "$pos" -o "$TMP/nim.tree" --force --transpositions
    for alg in "f" "f2 --tt"; do
        got=$(root_value "$TMP/nim.tree" -a $alg)
        [ "$got" = "$want" ] || fail "nim $pos: $alg says $got, Bouton's rule $want"
    done
done
expect_in "$TMP/nim.tree" "@game nim"
expect_in "$TMP/nim.tree" "@position 4"

# ---- tic-tac-toe: a position, its labels and the depth limit ----
golden game-ttt-depth 0 gen game tictactoe x.o.x.... --depth 2
"$ABPRUNE" gen game tictactoe x.o.x.... -o "$TMP/ttt.tree" || fail "gen game tictactoe"
[ "$(root_value "$TMP/ttt.tree" -a f)" = 0 ] || fail "x.o.x....: O blocks at c1 and draws"
[ "$(root_value "$TMP/ttt.tree" -a f2)" = 0 ] || fail "x.o.x....: F2 disagrees with F"
# the file's eval= let run cut it at a depth, as trees/horizon.tree
expect_status 0 run --depth 2 "$TMP/ttt.tree"
expect_in "$TMP/out" "limit       depth 2:"
# the trace names positions by their moves
expect_status 0 run --trace "$TMP/ttt.tree"
expect_in "$TMP/out" "leaf    a1.b1.c1.a2.c2     window (-inf, +inf); f = 10"
# moves ordered by the evaluation visit fewer leaves
plain=$("$ABPRUNE" run "$TMP/ttt.tree" | sed -n 's/^leaves *\([0-9]*\) of.*/\1/p')
byeval=$("$ABPRUNE" run --order eval "$TMP/ttt.tree" | sed -n 's/^leaves *\([0-9]*\) of.*/\1/p')
[ "$byeval" -lt "$plain" ] || fail "--order eval visits $byeval leaves, the natural order $plain"
# symmetry: fewer positions written, the same value, and the table saves work
"$ABPRUNE" gen game tictactoe --symmetry -o "$TMP/sym.tree" || fail "gen game --symmetry"
# (765 positions in all: the root and 764 labelled ones written out)
written=$(grep -o '[a-c][1-3][.a-c1-3]*: [-0-9(]' "$TMP/sym.tree" | wc -l)
[ "$written" = 764 ] || fail "--symmetry wrote $written positions besides the root, expected 764"
[ "$(grep -o ': =[a-c]' "$TMP/sym.tree" | wc -l)" -gt 0 ] || fail "--symmetry wrote no =Label"
[ "$(root_value "$TMP/sym.tree" -a f)" = 0 ] || fail "tic-tac-toe is not a draw under F"
[ "$(root_value "$TMP/sym.tree" -a f2 --tt)" = 0 ] || fail "tic-tac-toe is not a draw under F2 --tt"

# ---- Connect Four against a brute force of its own ----
if command -v "${PYTHON3:-python3}" >/dev/null 2>&1; then
    cat >"$TMP/c4.py" <<'EOF'
# Negamax over Connect Four boards, memoised: the value for the player to
# move (1 win, 0 draw, -1 loss) of "COLSxROWS:moves".
import functools, sys
def solve(spec):
    size, _, moves = spec.partition(':')
    cols, rows = map(int, size.split('x'))
    board = [[] for _ in range(cols)]
    mover = 1
    for ch in moves:
        board[int(ch) - 1].append(mover)
        mover = 3 - mover
    def won(b):
        g = {(c, r): v for c, col in enumerate(b) for r, v in enumerate(col)}
        return any(all(g.get((x + k * dx, y + k * dy)) == v for k in range(4))
                   for (x, y), v in g.items()
                   for dx, dy in ((1, 0), (0, 1), (1, 1), (1, -1)))
    @functools.lru_cache(None)
    def negamax(key, mover):
        b = [list(c) for c in key]
        if won(b):
            return -1
        best = None
        for c in range(cols):
            if len(b[c]) < rows:
                b[c].append(mover)
                v = -negamax(tuple(map(tuple, b)), 3 - mover)
                b[c].pop()
                best = v if best is None else max(best, v)
        return 0 if best is None else best
    return negamax(tuple(map(tuple, board)), mover)
print(solve(sys.argv[1]))
EOF
    for pos in 4x4:221133 4x4:2233111 4x4:2211334 5x4:1234512345 5x4:3142531425; do
        want=$("${PYTHON3:-python3}" "$TMP/c4.py" "$pos")
        "$ABPRUNE" gen game connect4 "$pos" --symmetry -o "$TMP/c4.tree" --force ||
            fail "gen game connect4 $pos"
        got=$(root_value "$TMP/c4.tree" -a f2 --tt)
        [ "$got" = "$((want * 1000))" ] || fail "connect4 $pos: F2 says $got, the brute force $want (x1000)"
    done
    # the board's size from the options, kept in front of the position
    "$ABPRUNE" gen game connect4 --columns 5 --rows 4 1234512345 --symmetry -o "$TMP/c4.tree" \
        --force || fail "gen game connect4 --columns"
    expect_in "$TMP/c4.tree" "@position 5x4:1234512345"
fi

# ---- bad positions: bad usage, where in the string ----
golden game-bad-ttt 2 gen game tictactoe x.o.x..q.
golden game-bad-nim 2 gen game nim 1,2,,3
golden game-bad-c4 2 gen game connect4 4x4:12121212
golden game-bad-name 2 gen game chess
golden game-bad-option 2 gen game tictactoe --columns 4
golden game-bad-mix 2 gen game nim 1,2 -d 3
expect_status 2 gen pi --symmetry
expect_in "$TMP/err" "apply to game only"
# too large: refused before anything is written, saying what to do
golden game-too-large 1 gen game connect4 --max-positions 100000 -o "$TMP/no.tree"
[ -e "$TMP/no.tree" ] && fail "a refused tree was written"
expect_status 0 gen game connect4 --depth 3 -o "$TMP/c4d.tree"
expect_status 0 run --order eval "$TMP/c4d.tree"

# ---- the directives in a file: file:line:col, exit 1 ----
printf '@game tictactoe\n@position x.o.x..q.\n(1 2)\n' >"$TMP/bad1.tree"
expect_status 1 run "$TMP/bad1.tree"
expect_in "$TMP/err" "bad1.tree:2:18: expected x, o or . (an empty cell) for b1, found 'q'"
printf '@game go\n(1 2)\n' >"$TMP/bad2.tree"
expect_status 1 run "$TMP/bad2.tree"
expect_in "$TMP/err" "bad2.tree:1:7: unknown game 'go' (known: tictactoe, nim or connect4)"
printf '@position 1,2\n(1 2)\n' >"$TMP/bad3.tree"
expect_status 1 run "$TMP/bad3.tree"
expect_in "$TMP/err" "bad3.tree:1:1: @position needs @game"
# a tree without them reads as before; one written without labels gets
# them from the game's moves, in order
printf '@game nim\n@position 1,1\n((-1) (-1))\n' >"$TMP/nolabels.tree"
expect_status 0 run --trace "$TMP/nolabels.tree"
expect_in "$TMP/out" "leaf    h2-1.h1-1"
# ---- the exports: boards at the root, along the path, at the leaves ----
"$ABPRUNE" gen game tictactoe x.o.x.... --depth 2 -o "$TMP/d2.tree" || fail "gen game --depth 2"
cp "$TMP/d2.tree" "$TMP/ttt-d2.tree"
golden game-export-path 0 export --boards path --width 100 --charset unicode "$TMP/ttt-d2.tree"
golden game-export-leaves 0 export --boards leaves --step 20 --style outline --charset ascii \
    "$TMP/ttt-d2.tree"
expect_status 0 export -f dot --boards root "$TMP/ttt-d2.tree"
expect_in "$TMP/out" "{ rank=same; n0; b0; }"
expect_in "$TMP/out" '<font color="#c00000">X</font>'
expect_status 0 export -f tikz --boards path "$TMP/ttt-d2.tree"
expect_in "$TMP/out" "% the boards of the positions (export --boards)"
expect_in "$TMP/out" '\textcolor{green!45!black}{O}'
# a deck's boards stand right of its tree (issue 40)
expect_status 0 export -f beamer --boards root "$TMP/ttt-d2.tree"
expect_in "$TMP/out" '\textcolor{green!45!black}{O}'
expect_status 0 export -f beamer --boards path --frames cutoffs "$TMP/ttt-d2.tree"
expect_in "$TMP/out" "\\begin{tabular}[t]{@{}l@{}}"
expect_status 2 export --boards rows "$TMP/ttt-d2.tree"
expect_status 0 export --boards root trees/aima-fig5-2.tree
expect_in "$TMP/err" "not a game's tree"
# run --orders: the moves by evaluation visit fewer leaves than as written
golden game-run-orders 0 run --orders - <"$TMP/ttt.tree"
expect_status 2 run --orders --order best "$TMP/ttt.tree"
# the web page holds every position's board, and shows the current one
expect_status 0 export -f html -o "$TMP/d2.html" "$TMP/ttt-d2.tree"
expect_in "$TMP/d2.html" '"boards":['
chrome=$(command -v chromium || command -v chromium-browser || true)
if [ -n "$chrome" ]; then
    with_timeout 120 "$chrome" --headless --no-sandbox --disable-gpu --dump-dom \
        "file://$TMP/d2.html#step=20" >"$TMP/dom.html" 2>/dev/null
    if grep -q 'data-ready="true"' "$TMP/dom.html"; then
        tr -d '\n' <"$TMP/dom.html" | sed 's/<[^>]*>//g' >"$TMP/text"
        expect_in "$TMP/text" "The positionb13 X · O2 · X ·1 · O ·  a b cX to move (Min)"
    else
        echo "the browser did not run the page: its board is not checked"
    fi
fi
# the README's game examples run as written (but for opening the stepper)
mkdir "$TMP/readme-game"
grep -E '^\./src/abprune (gen game|quiz --game)' "$TOP_SRCDIR/README.md" |
    sed -e 's| && \./src/abprune ttt\.tree$||' -e 's|\./src/abprune|"$ABPRUNE"|g' \
    >"$TMP/readme-game/run.sh"
[ "$(wc -l <"$TMP/readme-game/run.sh")" -eq 3 ] ||
    fail "README: the three game examples: $(cat "$TMP/readme-game/run.sh")"
(cd "$TMP/readme-game" && ABPRUNE=$ABPRUNE sh ./run.sh) >"$TMP/readme-game/out" 2>&1 ||
    fail "README's game examples: $(head -n 3 "$TMP/readme-game/out")"
expect_in "$TMP/readme-game/ttt.tree" "@game tictactoe"
expect_in "$TMP/readme-game/out" "tictactoe: Tic-tac-toe"
expect_in "$TMP/readme-game/out" "Exercise nim 2,2: F2 on Nim 2,2: Max to move, 14 leaves"
finish
