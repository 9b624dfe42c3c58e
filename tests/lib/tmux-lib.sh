# SPDX-License-Identifier: GPL-3.0-or-later
# tmux-lib.sh: driving the real program in a tmux window (sourced after
# lib.sh).  Each test gets its own tmux server; screens are polled, never
# waited for with fixed sleeps alone.
#
#   tmux_start COLS ROWS COMMAND   start COMMAND (a shell string) in a window
#   tmux_keys KEY...               send keys (tmux key names: Enter, Down, ...)
#   tmux_wait TEXT [SECONDS]       wait until the screen shows TEXT (fails
#                                  the test and prints the screen if not)
#   tmux_screen FILE               the screen as text into FILE
#   tmux_cells FILE                the screen's characters with their looks
#                                  (colours and attributes) into FILE, one
#                                  per line: ROW COL CHAR fg=N bg=N bold...
#                                  (tests/lib/sgr.awk)
#   cell_look CELLS ROW COL        one cell's character and look from a
#                                  tmux_cells file ("" when blank)
#   char_looks CELLS CHAR A B      the distinct looks of CHAR in rows A..B
#   legend_look CELLS SCREEN L     the look of letter L in a legend "cuts: ..."
#   tmux_resize COLS ROWS          resize the window
#   tmux_stop                      end the server
command -v tmux >/dev/null 2>&1 || { echo "tmux not installed: skipped"; exit 77; }
TMUX_SOCKET=abprune-test-$$
unset TMUX
# the server's socket lives in the test's own folder, removed with it
tmux_cmd() { tmux -S "$TMP/tmux-$TMUX_SOCKET" "$@"; }

tmux_start() {
    tmux_cmd -f /dev/null new-session -d -x "$1" -y "$2" -s t \
        "$3; echo \"[exit \$?]\"; sleep 600" || { fail "tmux did not start"; finish; }
    tmux_cmd set-option -t t status off >/dev/null
    trap 'tmux_stop; rm -rf "$TMP"' EXIT
}

tmux_keys() { tmux_cmd send-keys -t t "$@"; }

tmux_screen() { tmux_cmd capture-pane -p -t t >"$1"; }

tmux_cells() {
    tmux_cmd capture-pane -e -p -t t | awk -f "$TOP_SRCDIR/tests/lib/sgr.awk" >"$1"
}

tmux_wait() {
    _limit=$(( ${2:-10} * 10 ))
    _i=0
    while [ $_i -lt $_limit ]; do
        tmux_screen "$TMP/screen"
        grep -qF -- "$1" "$TMP/screen" && return 0
        sleep 0.1
        _i=$((_i + 1))
    done
    fail "the screen never showed '$1'; it shows:"
    cat "$TMP/screen"
    return 1
}

cell_look() {
    awk -v r="$2" -v c="$3" '$1 == r && $2 == c { $1 = $2 = ""; sub(/^ +/, ""); print }' "$1"
}

char_looks() {
    awk -v ch="$2" -v a="$3" -v b="$4" '$3 == ch && $1 >= a && $1 <= b {
        $1 = $2 = $3 = ""; sub(/^ +/, ""); print }' "$1" | sort -u
}

legend_look() {
    _row=$(grep -n "cuts: " "$2" | head -n 1 | cut -d: -f1)
    _col=$(sed -n "${_row}p" "$2" | awk -v l="$3" '{ i = index($0, "cuts:");
        j = index(substr($0, i), " " l " "); print i + j }')
    cell_look "$1" "$_row" "$_col" | cut -d' ' -f2-
}

# Waits until TEXT is no longer on the screen (an overlay closed): what
# was under it may have been showing all along, so waiting for that alone
# can read the screen before the key is handled.
tmux_wait_gone() {
    _limit=$(( ${2:-10} * 10 ))
    _i=0
    while [ $_i -lt $_limit ]; do
        tmux_screen "$TMP/screen"
        grep -qF -- "$1" "$TMP/screen" || return 0
        sleep 0.1
        _i=$((_i + 1))
    done
    fail "the screen still shows '$1':"
    cat "$TMP/screen"
    return 1
}

tmux_resize() { tmux_cmd resize-window -t t -x "$1" -y "$2"; }

tmux_stop() { tmux_cmd kill-server 2>/dev/null || true; }

# A lesson taken in the terminal (tests/ui/lesson-*.sh).
# lesson_answer QUESTION ANSWER: waits for the question and answers it
# rightly, past its "Right." pause.
lesson_answer() {
    tmux_wait "$1"
    tmux_keys -- "$2" Enter
    tmux_wait "Right."
    tmux_keys Enter
    tmux_wait_gone "Right."
}
# lesson_section_end: the pause after a section's last question, then the
# section's end, into the next section.
lesson_section_end() {
    tmux_keys Enter
    tmux_wait "End of the section: Enter for the next one."
    tmux_keys Enter
    tmux_wait_gone "End of the section"
}
