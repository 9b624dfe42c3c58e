#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The stepper at 80x24 and 200x60, in tmux, as a new reader found it:
# ] and [ scroll the figure no further than its ends (none at all when it
# fits), PgDn no further than its last row; a cutoff's words keep their
# end (the kind) on a second row; the call stack and the pseudocode keep
# to their columns; s's table, note and plot scroll; . with a letter that
# is no kind and z with nothing clicked say so.  In en, uk, ru and hu.
. "$TOP_SRCDIR/tests/lib/lib.sh"
. "$TOP_SRCDIR/tests/lib/tmux-lib.sh"
pi="$TOP_SRCDIR/trees/knuth-moore-fig1.tree"
leaves=314159265358979323846264338327950288419716939937510582097494459230781640628620899

# 80x24: the pi tree's 81 columns; ] stops with its last column at the
# right edge (one column off to the left), [ comes back to the start
tmux_start 80 24 "'$ABPRUNE' view '$pi'"
tmux_wait "1▶"
tmux_keys ']'
tmux_wait "◀1"
tmux_keys ']' ']'
sleep 0.3
tmux_keys '?'
tmux_wait "one step forward"
tmux_keys q
tmux_wait_gone "one step forward"
tmux_wait "◀1"
tmux_screen "$TMP/right"
sed -n 2p "$TMP/right" | grep -q "◀1 *$" || fail "] ] ] went past the figure's end: $(sed -n 2p "$TMP/right")"
expect_in "$TMP/right" "$(echo $leaves | cut -c2-81)"
tmux_keys '[' '['
tmux_wait "1▶"
tmux_screen "$TMP/left"
expect_in "$TMP/left" "$(echo $leaves | cut -c1-80)"
grep -q "◀" "$TMP/left" && fail "[ [ left the figure scrolled"
tmux_stop

# 200x60: the figure fits, so neither ] nor PgDn moves it
TMUX_SOCKET=abprune-test-$$-wide
tmux_start 200 60 "'$ABPRUNE' view '$pi'"
tmux_wait "before the search"
tmux_screen "$TMP/wide0"
tmux_keys ']' ']' PgDn PgDn
sleep 0.3
tmux_keys '?'
tmux_wait "one step forward"
tmux_keys q
tmux_wait_gone "one step forward"
tmux_wait "before the search"
tmux_screen "$TMP/wide1"
grep -q "[◀▶▲▼]" "$TMP/wide1" && fail "at 200x60 the figure scrolled: $(sed -n 2p "$TMP/wide1")"
compare "the 200x60 screen after ] ] PgDn PgDn" "$TMP/wide0" "$TMP/wide1"
tmux_stop

# 80x24: the words of a cutoff wrap to more rows rather than lose their
# end, which names the cut kind (a deep cutoff's goes on to say where its
# bound came from and that F1 would enter the branch), in every language;
# at 200x60 one row, two for a deep cutoff
[ "${USE_NLS:-no}" = yes ] && langs="en uk ru hu" || langs=en
words() {   # LANG COLS ROWS KEYS WANT: the last rows after KEYS end in WANT
    TMUX_SOCKET=abprune-test-$$-$1-$2-$(echo $4 | tr -d ' ')
    tmux_start "$2" "$3" "ABPRUNE_LOCALEDIR='$ABPRUNE_LOCALEDIR' '$ABPRUNE' --lang $1 view '$pi'"
    tmux_wait "143"
    tmux_keys $4
    tmux_wait "$5" || { tmux_stop; return; }
    tmux_screen "$TMP/words"
    tail -n 1 "$TMP/words" | grep -q -- "$5 *\$" ||
        fail "$1 $2x$3 $4: the last row does not end in '$5': $(tail -n 2 "$TMP/words")"
    tail -n 2 "$TMP/words" | grep -q "…" && fail "$1 $2x$3 $4: the words are cut: $(tail -n 2 "$TMP/words")"
    tmux_stop
}
for l in $langs; do
    case $l in
    en) enter="would enter 2.1.1.3" shallow=shallow ;;
    uk) enter="увійшла б у 2.1.1.3" shallow=верхнє ;;
    ru) enter="вошла бы в 2.1.1.3" shallow=верхнее ;;
    hu) enter="belépne ide: 2.1.1.3" shallow=sekély ;;
    esac
    words $l 80 24 d "2.1.1.3"      # the end of "... would enter 2.1.1.3"
    words $l 80 24 "c c c" "($shallow)"
    words $l 200 60 d "2.1.1.3"
    grep -q "$(echo "$enter" | cut -d' ' -f1)" "$TMP/words" || fail "$l 200x60 d: no '$enter'"
done
# and at 200x60 the words of the deep cutoff keep to the last two rows,
# under the status line
tail -n 3 "$TMP/words" | head -n 1 | grep -q "65/143" || fail "200x60: the status line moved"

# 80x24: the call stack keeps to its 34 columns (up to m), the pseudocode
# to the rest, a rule between them on every row, in every language and
# in the minimax view (wider there: every level keeps its range) and the
# other algorithms' panes too
panes() {   # LANG KEYS
    TMUX_SOCKET=abprune-test-$$-panes-$1-$(echo $2 | tr -d ' ')
    tmux_start 80 24 "ABPRUNE_LOCALEDIR='$ABPRUNE_LOCALEDIR' '$ABPRUNE' --lang $1 view '$pi'"
    tmux_wait "143"
    tmux_keys $2
    tmux_wait "65/143" || { tmux_stop; return; }
    tmux_screen "$TMP/panes"
    tmux_stop
    _top=$(grep -En "^l  |^  k  " "$TMP/panes" | head -n 1 | cut -d: -f1)
    _status=$(grep -n "65/143" "$TMP/panes" | cut -d: -f1)
    [ -n "$_top" ] && [ "$_status" -gt "$_top" ] 2>/dev/null ||
        { fail "$1 $2: no call stack above the status line"; cat "$TMP/panes"; return; }
    sed -n "${_top},$((_status - 1))p" "$TMP/panes" >"$TMP/lower"
    # the minimax view's stack is wider: its rule where its header puts it,
    # every level with its range [lo, hi] before it
    _w=34
    case "$2" in v*)
        _w=$(head -n 1 "$TMP/lower" | awk '{ print index($0, "│") - 1 }')
        [ "$_w" -gt 34 ] || fail "$1 $2: the minimax stack is not wider than 34 columns"
        awk -v w="$_w" 'NR > 1 && /^[0-9]/ && substr($0, 1, w) !~ /\[-?[0-9inf+]+, [-+0-9inf]+\] *$/ \
            { bad = 1; print } END { exit !bad }' "$TMP/lower" &&
            fail "$1 $2: a level of the stack without its range" ;;
    esac
    sed "s/^\(.\{$_w\}\)\(..\).*/\2/" "$TMP/lower" | grep -v "^│ $" >"$TMP/rule" &&
        { fail "$1 $2: the panes' columns $((_w + 1))-$((_w + 2)) are not a rule and a blank:"; cat "$TMP/lower"; }
}
for l in $langs; do
    panes $l d
done
panes en "v d"
panes en "a d"
panes en "a a a d"

# s: the table, its note and the plot scroll at 80x24 (Up, Down, PgUp,
# PgDn) down to the last line, in every language; at 200x60 they fit
footer() { tail -n 1 "$1" | grep -o '[0-9][0-9]*' | tail -n 3 | tr '\n' ' '; }
stats() {   # LANG COLS ROWS
    TMUX_SOCKET=abprune-test-$$-stats-$1-$2
    tmux_start "$2" "$3" "ABPRUNE_LOCALEDIR='$ABPRUNE_LOCALEDIR' '$ABPRUNE' --lang $1 view '$pi'"
    tmux_wait "143"
    tmux_keys s
    tmux_wait "(abprune stats)" 30 || { tmux_stop; return; }
    tmux_wait "0.00"
    tmux_screen "$TMP/stats"
    if [ "$2" = 200 ]; then
        tail -n 1 "$TMP/stats" | grep -q "[0-9]" && fail "$1 200x60: s scrolls: $(tail -n 1 "$TMP/stats")"
        tmux_stop
        return
    fi
    set -- "$1" "$2" $(footer "$TMP/stats")
    [ "${3:-}" = 1 ] && [ "${4:-}" = $((LINES_BODY)) ] ||
        { fail "$1 80x24: s's footer does not count lines 1-$LINES_BODY: $(tail -n 1 "$TMP/stats")"; tmux_stop; return; }
    _total=$5
    tmux_keys PgDn PgDn PgDn PgDn
    tmux_wait "$((_total - LINES_BODY + 1))-$_total" || { tmux_stop; return; }
    tmux_keys Up
    tmux_wait "$((_total - LINES_BODY))-$((_total - 1))" || { tmux_stop; return; }
    tmux_keys PgUp PgUp PgUp
    tmux_wait " 1-$LINES_BODY" || { tmux_stop; return; }
    tmux_keys Down
    tmux_wait " 2-$((LINES_BODY + 1))" || { tmux_stop; return; }
    # as in the help: k, j and Space scroll too
    tmux_keys k
    tmux_wait " 1-$LINES_BODY" || { tmux_stop; return; }
    tmux_keys Space
    tmux_wait " 21-$((LINES_BODY + 20))" || { tmux_stop; return; }
    tmux_keys x
    tmux_wait "0/143"
    tmux_stop
}
LINES_BODY=21     # 24 rows less the title, a blank and the footer
for l in $langs; do
    stats $l 80 24
done
stats en 200 60

# a prompt after words on two rows: the question on the last row, no half
# sentence left above it
TMUX_SOCKET=abprune-test-$$-prompt
tmux_start 80 24 "'$ABPRUNE' view '$pi'"
tmux_wait "143"
tmux_keys d
tmux_wait "the parent"
tmux_keys :
tmux_wait "Jump to step"
tmux_screen "$TMP/prompt"
tail -n 2 "$TMP/prompt" | head -n 1 | grep -q "[^ ]" &&
    fail "a half sentence above the prompt: $(tail -n 2 "$TMP/prompt")"
tmux_stop

# . followed by a letter that is no kind, and z with nothing clicked, say
# what is wrong and what to do, on the last row, in every language
said() {   # LANG COLS ROWS KEYS WANT
    TMUX_SOCKET=abprune-test-$$-said-$1-$2-$(echo $4 | tr -d ' .')
    tmux_start "$2" "$3" "ABPRUNE_LOCALEDIR='$ABPRUNE_LOCALEDIR' '$ABPRUNE' --lang $1 view '$pi'"
    tmux_wait "143"
    tmux_keys $4
    tmux_wait "$5" || { tmux_stop; return; }
    tmux_screen "$TMP/said"
    tail -n 1 "$TMP/said" | grep -qF -- "$5" || fail "$1 $2x$3 $4: '$5' is not on the last row"
    tmux_stop
}
for l in $langs; do
    case $l in
    en) notkind="'x' is not a cut kind; the kinds: s shallow, d deep"
        nofold="nothing is clicked: click a position, then z folds it (in the outline: o)" ;;
    uk) notkind="«x» — не вид відсікання; види: s верхнє, d нижнє"
        nofold="нічого не клацнуто: клацніть позицію, і z згорне її (у структурі: o)" ;;
    ru) notkind="«x» — не вид отсечения; виды: s верхнее, d нижнее"
        nofold="ничего не выбрано щелчком: щёлкните по позиции, и z свернёт её (в структуре: o)" ;;
    hu) notkind="„x” nem nyesésfajta; a fajták: s sekély, d mély"
        nofold="nincs kattintott csomópont: kattintson egyre, és a z becsukja (a vázlatban: o)" ;;
    esac
    said $l 80 24 ". x" "$notkind"
    said $l 80 24 z "$nofold"
done
said en 200 60 ". x" "'x' is not a cut kind; the kinds: s shallow, d deep"
said en 200 60 "o z" "nothing is clicked: click a position, then z folds it (in the outline: o)"
finish
