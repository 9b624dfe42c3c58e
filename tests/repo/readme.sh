#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The README's two set-up commands, as a new user copies them: the first
# installs only what building and running need and opens the stepper on
# the paper's tree; the second installs the test tools and runs make check.
# Both work as root without sudo and as a user with sudo (no bare 'sudo').
# .ci/run installs everything they do.
. "$TOP_SRCDIR/tests/lib/lib.sh"

# the code blocks of the Quick start section, one per line
awk '/^## / { q = ($0 ~ /^## Quick start/) }
     q && /^```sh$/ { c = 1; next }
     q && /^```$/ { c = 0; next }
     q && c { print }' README.md >"$TMP/blocks"
[ "$(wc -l <"$TMP/blocks")" -eq 2 ] || fail "README's Quick start should hold two one-line commands, found: $(cat "$TMP/blocks")"
first=$(sed -n 1p "$TMP/blocks")
second=$(sed -n 2p "$TMP/blocks")

# the packages a command installs: the words after 'apt-get install' up to '&&'
packages() {
    printf '%s\n' "$1" | awk '{ gsub(/&&/, "\n"); print }' | sed -n 's/.*apt-get install //p' | tr ' ' '\n' |
        grep -v '^-' | grep -v '^$' | sort -u
}

for cmd in "$first" "$second"; do
    # every sudo is $(command -v sudo), which is empty where sudo is missing
    bare=$(printf '%s\n' "$cmd" | sed 's/\$(command -v sudo)//g' | grep -ow 'sudo')
    [ -z "$bare" ] || fail "a README command uses a bare sudo: $cmd"
    case $cmd in
    *"apt-get install -y --no-install-recommends "*) ;;
    *) fail "a README command installs without -y --no-install-recommends: $cmd" ;;
    esac
done

case $first in
*"apt-get update && "*) ;;
*) fail "the first command does not start with apt-get update: $first" ;;
esac
case $first in
*"&& autoreconf -fi && ./configure && make && ./src/abprune trees/knuth-moore-fig1.tree") ;;
*) fail "the first command does not build and open the stepper on the paper's tree: $first" ;;
esac
packages "$first" >"$TMP/first"
# only what building and running need: no test tools, no TeX
for p in check tmux valgrind graphviz groff-base python3; do
    grep -qx "$p" "$TMP/first" && fail "the first command installs the test tool $p"
done
grep -q 'texlive' "$TMP/first" && fail "the first command installs TeX"
for p in build-essential autoconf automake pkg-config libncurses-dev libunistring-dev; do
    grep -qx "$p" "$TMP/first" || fail "the first command does not install $p"
done

case $second in
*" && make check") ;;
*) fail "the second command does not end with make check: $second" ;;
esac
packages "$second" >"$TMP/second"
for p in check tmux; do
    grep -qx "$p" "$TMP/second" || fail "the second command does not install $p"
done

# .ci/run installs every package of both commands (and may add its own,
# such as clang for the fuzz targets)
sed -n '/apt-get install/,/[^\\]$/p' .ci/run | tr ' \\' '\n\n' | grep -v '^-' |
    grep -v '^$' | grep -Ev 'apt-get|install|SUDO|>/dev/null' | sort -u >"$TMP/ci"
sort -u "$TMP/first" "$TMP/second" | comm -23 - "$TMP/ci" >"$TMP/not-in-ci"
[ -s "$TMP/ci" ] || fail "found no apt-get install in .ci/run"
[ -s "$TMP/not-in-ci" ] && fail ".ci/run does not install the README's $(tr '\n' ' ' <"$TMP/not-in-ci")"
finish
