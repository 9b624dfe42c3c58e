#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# After make install (here into a temporary prefix), the shipped trees and
# lessons are found by name from any directory, and the man page's FILES
# section lists every shipped tree (the same list as Makefile.am's and
# trees/); the installed program holds no path of the build and reads
# the installation's lessons and catalogues.
. "$TOP_SRCDIR/tests/lib/lib.sh"
: "${BUILDDIR:?BUILDDIR must name the build tree}"

# FILES lists every tree that is shipped and installed
sed -n '/^\.SH FILES/,/^\.SH /p' "$MANPAGE" | sed -n 's/^\.I \(.*\.tree\)$/\1/p' |
    sed 's/\\-/-/g' | sort >"$TMP/man-trees"
sed -n '/^dist_trees_DATA/,/[^\\]$/p' Makefile.am | grep -o 'trees/[^ ]*\.tree' |
    sed 's|trees/||' | sort >"$TMP/make-trees"
ls trees | grep '\.tree$' | sort >"$TMP/dir-trees"
[ -s "$TMP/man-trees" ] || fail "the man page's FILES section lists no tree"
compare "the trees Makefile.am installs (left: the man page's FILES)" "$TMP/man-trees" "$TMP/make-trees"
compare "the trees in trees/ (left: the man page's FILES)" "$TMP/man-trees" "$TMP/dir-trees"

inst=$TMP/inst
# the shell completions go under the prefix (configure's default), so into
# $inst; a directory configured outside the prefix is moved into $inst too
# (never written to here)
comp_args=
for shell in bash zsh; do
    if [ "$shell" = bash ]; then dir=${BASH_COMPLETION_DIR-}; else dir=${ZSH_COMPLETION_DIR-}; fi
    case $dir in
    '') eval "comp_$shell=" ;;
    "${PREFIX:?}"/*) eval "comp_$shell=\$inst\${dir#\"\$PREFIX\"}" ;;
    *) eval "comp_$shell=\$inst/$shell-completion"
       comp_args="$comp_args ${shell}completiondir=$inst/$shell-completion" ;;
    esac
done
# a make of its own, apart from the make check that runs this test
(unset MAKEFLAGS MFLAGS MAKELEVEL; make -C "$BUILDDIR" install prefix="$inst" $comp_args) \
    >"$TMP/install.log" 2>&1 || { fail "make install prefix=$inst failed"; tail -n 20 "$TMP/install.log"; finish; }
prog=$inst/bin/abprune
data=$inst/share/abprune
[ -x "$prog" ] || { fail "make install put no program in $inst/bin"; finish; }
# the terminal's commands' program, which the installed abprune finds
# under its own installation (the configured directory is elsewhere)
curses=$inst/libexec/abprune/abprune-curses
[ -x "$curses" ] || { fail "make install put no abprune-curses in $inst/libexec/abprune"; finish; }
for t in $(cat "$TMP/make-trees"); do
    [ -f "$data/trees/$t" ] || fail "make install did not install trees/$t"
done

# the shell completions, where bash-completion and zsh look for them
if [ -n "$comp_bash" ]; then
    [ -f "$comp_bash/abprune" ] || fail "make install did not install the bash completion into $comp_bash"
    # bash-completion (when installed) loads it by the command's name from
    # $XDG_DATA_DIRS/bash-completion/completions, the default directory
    bc=/usr/share/bash-completion/bash_completion
    if [ "$comp_bash" = "$inst/share/bash-completion/completions" ] && [ -f "$bc" ] &&
        command -v bash >/dev/null 2>&1; then
        XDG_DATA_DIRS=$inst/share bash -c '. "$1" && __load_completion abprune && complete -p abprune' \
            sh "$bc" >"$TMP/loaded" 2>"$TMP/err" ||
            fail "bash-completion did not load the installed completion: $(cat "$TMP/err")"
        expect_in "$TMP/loaded" "complete -F _abprune abprune"
    else
        echo "bash-completion ($bc) not installed: its loading not tried"
    fi
else
    echo "configured without the bash completion"
fi
if [ -n "$comp_zsh" ]; then
    [ -f "$comp_zsh/_abprune" ] || fail "make install did not install the zsh completion into $comp_zsh"
    head -n 1 "$comp_zsh/_abprune" | grep -qx '#compdef abprune' || fail "the installed _abprune does not start with #compdef abprune"
    # zsh's compinit takes it from fpath for the command abprune
    if command -v zsh >/dev/null 2>&1; then
        zsh -fc 'fpath=("$1" $fpath); autoload -Uz compinit; compinit -u -D; print -r -- "$_comps[abprune]"' \
            zsh "$comp_zsh" >"$TMP/zcomps" 2>"$TMP/err" || fail "zsh's compinit failed: $(cat "$TMP/err")"
        expect_in "$TMP/zcomps" "_abprune"
    else
        echo "zsh not installed: compinit not tried"
    fi
else
    echo "configured without the zsh completion"
fi

# by name, from a directory without the trees: the installed copies
mkdir "$TMP/elsewhere"
cd "$TMP/elsewhere" || exit 99
unset ABPRUNE_DATADIR
"$prog" run knuth-moore-fig1.tree >"$TMP/run-pi" 2>"$TMP/err" || fail "run knuth-moore-fig1.tree from elsewhere failed: $(cat "$TMP/err")"
expect_in "$TMP/run-pi" "$data/trees/knuth-moore-fig1.tree"
expect_in "$TMP/run-pi" "leaves"
"$prog" run aima-fig5-2.tree >"$TMP/run-aima" 2>"$TMP/err" || fail "run aima-fig5-2.tree from elsewhere failed: $(cat "$TMP/err")"
expect_in "$TMP/run-aima" "$data/trees/aima-fig5-2.tree"
"$prog" export -a f1 --rows 4 knuth-moore-fig1.tree >"$TMP/export" 2>"$TMP/err" || fail "export by name failed: $(cat "$TMP/err")"
"$prog" view --keys /dev/null --dump "$TMP/screen" knuth-moore-fig1.tree 2>"$TMP/err" || fail "view by name failed: $(cat "$TMP/err")"
expect_in "$TMP/screen" "step 0 of 143"
# a file of that name in the current directory comes first
printf '(1 2)\n' >knuth-moore-fig1.tree
"$prog" run knuth-moore-fig1.tree >"$TMP/run-local" 2>&1 || fail "run of a local file failed"
expect_in "$TMP/run-local" "knuth-moore-fig1.tree"
grep -q "$data" "$TMP/run-local" && fail "a file in the current directory lost to the installed tree"
rm knuth-moore-fig1.tree
# a missing name is reported as typed
"$prog" run no-such.tree >/dev/null 2>"$TMP/err" && fail "run no-such.tree succeeded"
expect_in "$TMP/err" "no-such.tree"
grep -q "$data" "$TMP/err" && fail "the error for a missing tree names the data directory"
# lessons by name, number or file name, from the installed copies
"$prog" lesson >"$TMP/lessons" 2>&1 || fail "lesson (the list) failed from elsewhere"
expect_in "$TMP/lessons" "03-alpha-beta"
# found (then refused for want of a terminal: 2), not missing (1)
for name in 3 03-alpha-beta 03-alpha-beta.lesson; do
    "$prog" lesson "$name" </dev/null >/dev/null 2>"$TMP/err"
    got=$?
    [ "$got" = 2 ] || fail "lesson $name from elsewhere exited $got, expected 2 (found, no terminal): $(cat "$TMP/err")"
done
cd / || exit 99
"$prog" run knuth-moore-fig1.tree >/dev/null 2>&1 || fail "run knuth-moore-fig1.tree from / failed"

# the user's documentation is installed, and only that: the man page's
# SEE ALSO names what is in the documentation directory; COPYING and
# hacking.md (for whoever changes the sources) are not
docdir=$inst/share/doc/abprune
sed -n '/^\.SH SEE ALSO/,$p' "$MANPAGE" | sed -n 's/^\.IR* \([a-z\\-]*\.md\).*/\1/p' |
    sed 's/\\-/-/g' | sort >"$TMP/man-docs"
[ -s "$TMP/man-docs" ] || fail "the man page's SEE ALSO names no documentation"
for d in README.md $(cat "$TMP/man-docs"); do
    [ -f "$docdir/$d" ] || fail "make install did not install $d into $docdir"
done
for d in COPYING hacking.md; do
    [ -e "$docdir/$d" ] && fail "make install installed $d as user documentation"
done

# no path of the build in the installed program (reproducible builds, and
# a packaged program never falls back to the packager's tree): not the
# build directory, not the source tree (but the installation's own paths,
# which distcheck puts under the source tree), and the file that tells a
# program in the build tree where it is stays there
case $PKGDATADIR in
"$BUILDDIR"/*) echo "the configured prefix is in the build directory: not looked for" ;;
*) for p in "$prog" "$curses"; do
       grep -qaF "$BUILDDIR" "$p" && fail "the installed $p holds the build directory $BUILDDIR"
   done ;;
esac
case $PKGDATADIR in
"$TOP_SRCDIR"/*) echo "the configured prefix is in the source tree: not looked for" ;;
*) for p in "$prog" "$curses"; do
       grep -qaF "$TOP_SRCDIR" "$p" && fail "the installed $p holds the source tree's path $TOP_SRCDIR"
   done ;;
esac
[ -e "$inst/bin/abprune-build-tree" ] && fail "make install installed abprune-build-tree"
[ -s "$BUILDDIR/src/abprune-build-tree" ] || fail "the build tree has no src/abprune-build-tree"
# so the installed program reads its own lessons and catalogues, even with
# the build tree beside it (lesson runs in the installed abprune-curses,
# which finds the installation from its libexec/abprune/)
unset ABPRUNE_LOCALEDIR
"$prog" lesson --help >"$TMP/lesson-help" 2>&1 || fail "lesson --help failed"
expect_in "$TMP/lesson-help" "$data/lessons"
grep -qF "$TOP_SRCDIR/lessons" "$TMP/lesson-help" && fail "the installed program reads the source tree's lessons"
if [ "${USE_NLS:-no}" = yes ]; then
    [ -f "$inst/share/locale/uk/LC_MESSAGES/abprune.mo" ] || fail "no Ukrainian catalogue installed"
    LANGUAGE=uk "$prog" --help >"$TMP/help-uk" 2>&1
    expect_in "$TMP/help-uk" "Використання: abprune"
    # without it, English (not the build's catalogue; unless the configured
    # localedir has one, from an earlier make install)
    rm "$inst/share/locale/uk/LC_MESSAGES/abprune.mo"
    if [ ! -f "${PKGDATADIR%/*}/locale/uk/LC_MESSAGES/abprune.mo" ]; then
        LANGUAGE=uk "$prog" --help >"$TMP/help-en" 2>&1
        expect_in "$TMP/help-en" "Usage: abprune"
    fi
fi
finish
