#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Shell completion: abprune --complete lists the program's own commands,
# options, algorithms, languages and shipped trees (the same as --help,
# --list-algorithms and trees/ say), and the bash completion
# (completion/abprune) and the zsh one (completion/_abprune, when zsh is
# installed) offer them for a few command lines.
. "$TOP_SRCDIR/tests/lib/lib.sh"

# ---- the lists, against what the program says elsewhere ----
"$ABPRUNE" --complete commands >"$TMP/commands" 2>"$TMP/err" || fail "--complete commands failed: $(cat "$TMP/err")"
"$ABPRUNE" --help | sed -n '/^Commands:/,/^$/p' | sed -n 's/^  \([a-z][a-z]*\) .*/\1/p' >"$TMP/help-commands"
[ -s "$TMP/help-commands" ] || fail "no commands found in --help"
compare "the commands of --help (left) and --complete commands" "$TMP/help-commands" "$TMP/commands"

# every command's options: what its --help describes is listed
for cmd in $(cat "$TMP/commands"); do
    # (help --help is abprune --help: the top level's, below)
    "$ABPRUNE" --complete options "$cmd" >"$TMP/opts-$cmd" 2>"$TMP/err" || fail "--complete options $cmd failed"
    cut -f1 "$TMP/opts-$cmd" | grep -qx -- "--help" || fail "--complete options $cmd lacks --help"
    grep -qx -- "--lang	language" "$TMP/opts-$cmd" || fail "--complete options $cmd lacks --lang"
    cut -f1 "$TMP/opts-$cmd" | grep -- '^--' | sort -u >"$TMP/listed-$cmd"
    # --help may name other commands' options in its prose; those are not
    # this command's, so only the options --help starts a line with count
    "$ABPRUNE" help "$cmd" | sed -n 's/^ *\(-[a-zA-Z], \)*\(--[a-z][a-z0-9-]*\).*/\2/p' | sort -u |
        comm -23 - "$TMP/listed-$cmd" >"$TMP/missing-$cmd"
    [ "$cmd" != help ] && [ -s "$TMP/missing-$cmd" ] && fail "$cmd --help describes options --complete does not list: $(cat "$TMP/missing-$cmd" | tr '\n' ' ')"
done
cut -f1 "$TMP/opts-run" | grep -qx -- "-a" || fail "--complete options run lacks -a"
grep -qx -- "--algorithm	algorithm" "$TMP/opts-run" || fail "run's --algorithm is not marked as taking an algorithm"
grep -qx -- "-o	file" "$TMP/opts-export" || fail "export's -o is not marked as taking a file"
grep -qx -- "--trace" "$TMP/opts-run" || fail "run's --trace is listed as taking an argument"
# an option that takes no argument is never followed by a kind; the top
# level has its own
"$ABPRUNE" --complete options >"$TMP/opts-top" || fail "--complete options failed"
"$ABPRUNE" --help | sed -n 's/^ *\(-[a-zA-Z], \)*\(--[a-z][a-z0-9-]*\).*/\2/p' >"$TMP/help-top"
[ "$(wc -l <"$TMP/help-top")" -ge 5 ] || fail "--help describes fewer than 5 options: $(cat "$TMP/help-top")"
for o in $(cat "$TMP/help-top"); do
    cut -f1 "$TMP/opts-top" | grep -qx -- "$o" || fail "--complete options lacks $o, which --help describes"
done

# algorithms: the commands column of --list-algorithms
for cmd in run view export stats quiz; do
    "$ABPRUNE" --list-algorithms | awk -v c="$cmd" '{ for (i = 2; i <= NF; i++) if ($i == c) { print $1; break } }' \
        >"$TMP/list-$cmd"
    "$ABPRUNE" --complete algorithms "$cmd" >"$TMP/alg-$cmd" || fail "--complete algorithms $cmd failed"
    [ -s "$TMP/alg-$cmd" ] || fail "--complete algorithms $cmd is empty"
    compare "the algorithms --list-algorithms gives $cmd (left)" "$TMP/list-$cmd" "$TMP/alg-$cmd"
done
"$ABPRUNE" --complete algorithms gen >"$TMP/alg-gen" || fail "--complete algorithms gen failed"
[ -s "$TMP/alg-gen" ] && fail "--complete algorithms gen lists algorithms: $(cat "$TMP/alg-gen")"

# languages: the line under --lang in --help
"$ABPRUNE" --help | sed -n '/--lang LANG/,/^$/p' | tail -n 2 | head -n 1 | tr -s ' ' '\n' | sed '/^$/d' >"$TMP/help-langs"
"$ABPRUNE" --complete languages >"$TMP/langs" || fail "--complete languages failed"
compare "the languages of --help (left)" "$TMP/help-langs" "$TMP/langs"
grep -qx uk "$TMP/langs" || fail "--complete languages lacks uk"

# trees: the shipped ones (the build's program reads the source tree's)
ls trees | grep '\.tree$' | LC_ALL=C sort >"$TMP/dir-trees"
"$ABPRUNE" --complete trees | LC_ALL=C sort >"$TMP/trees" || fail "--complete trees failed"
compare "the trees in trees/ (left)" "$TMP/dir-trees" "$TMP/trees"

# bad usage
expect_status 2 --complete
expect_status 2 --complete nothing
expect_status 2 --complete options nothing
expect_status 2 --complete options run extra
expect_in "$TMP/err" "--complete"

# ---- bash: the completion function for a few command lines ----
# try WORD...: the words of the line, the last one being completed; prints
# what is offered, sorted, on one line
cat >"$TMP/try.bash" <<'EOS'
. "$TOP_SRCDIR/completion/abprune"
COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); COMP_LINE="$*"; COMP_POINT=${#COMP_LINE}
_abprune
((${#COMPREPLY[@]})) && printf '%s\n' "${COMPREPLY[@]}" | LC_ALL=C sort | tr '\n' ' '
EOS
cat >"$TMP/try.zsh" <<'EOS'
# compadd, _files and compset as zsh's completion system would use them
# (outside a completion widget): what is offered is printed, sorted
compadd() {
    local w
    [[ $1 == -- ]] && shift
    for w in "$@"; do [[ $w == ${PREFIX}* ]] && print -r -- "$w"; done
}
_files() { print -r -- "_files${*:+ $*}"; }
compset() { [[ $1 == -P ]] && PREFIX=${PREFIX#*=}; }
words=("$@"); CURRENT=$#; PREFIX=${words[CURRENT]}
source "$TOP_SRCDIR/completion/_abprune" | LC_ALL=C sort | tr '\n' ' '
EOS
mkdir "$TMP/dir"
touch "$TMP/dir/a.tree" "$TMP/dir/b.json" "$TMP/dir/c.txt" "$TMP/dir/d.lesson"
mkdir "$TMP/dir/sub"

# expect SHELL WANT WORD...: what SHELL's completion offers for WORD...
expect() {
    _sh=$1 _want=$2
    shift 2
    if [ "$_sh" = bash ]; then
        _got=$(cd "$TMP/dir" && bash "$TMP/try.bash" "$ABPRUNE" "$@" 2>"$TMP/err")
    else
        _got=$(cd "$TMP/dir" && zsh -f "$TMP/try.zsh" "$ABPRUNE" "$@" 2>"$TMP/err")
    fi
    [ "$_got" = "$_want" ] || fail "$_sh: abprune $* <TAB> offers '$_got', expected '$_want' $(head -c 300 "$TMP/err")"
}

if command -v bash >/dev/null 2>&1; then
    expect bash "run " r
    expect bash "export " ex
    expect bash "--threshold --trace --tt " run --t
    expect bash "--algorithm " run --al
    expect bash "ab-minimax f f1 f2 f2-iterative f2-list f2-soft mtdf pvs " run -a ""
    expect bash "f1 f2 f2-soft " quiz --algorithm f
    expect bash "f f1 f2 f2-soft " stats -a ""
    expect bash "en hu ru uk " --lang ""
    expect bash "uk " --lang u
    expect bash "uk " run --lang = u     # --lang=u as bash splits it
    expect bash "--trace " --lang uk run --tr
    expect bash "knuth-moore-fig1.tree " run kn
    expect bash "a.tree aima-fig5-2.tree " run a
    expect bash "b.json binary-4.tree " run b
    expect bash "sub " run s
    expect bash "d.lesson sub " lesson ""
    expect bash "c.txt " export -o c
    expect bash "" run --depth ""
    expect bash "--compare " a.tree --comp
    expect bash "quiz " help q
else
    echo "bash not found: its completion not tried"
fi

if command -v zsh >/dev/null 2>&1; then
    expect zsh "_files -g *.(tree|json)(-.) run " r
    expect zsh "--threshold --trace --tt " run --t
    expect zsh "ab-minimax f f1 f2 f2-iterative f2-list f2-soft mtdf pvs " run -a ""
    expect zsh "f1 f2 f2-soft " quiz --algorithm f
    expect zsh "uk " run --lang=u
    expect zsh "--trace " --lang uk run --tr
    expect zsh "_files -g *.(tree|json)(-.) knuth-moore-fig1.tree " run kn
    expect zsh "_files -g *.lesson(-.) " lesson ""
    expect zsh "_files " export -o c
    expect zsh "" run --depth ""
    expect zsh "--compare " a.tree --comp
else
    echo "zsh not found (Debian: apt-get install zsh): its completion not tried"
fi
finish
