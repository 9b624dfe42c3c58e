#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# A translated lesson in the terminal (tmux): the Hungarian lesson 2 in
# Hungarian: its status lines and text, and a cut question answered first
# wrongly, then rightly with the kind's Hungarian name ("sekély") as the
# catalogue gives it.
. "$TOP_SRCDIR/tests/lib/lib.sh"
. "$TOP_SRCDIR/tests/lib/tmux-lib.sh"
tmux_start 120 36 "ABPRUNE_DATADIR='$TOP_SRCDIR' LC_ALL=$UTF8_LOCALE '$ABPRUNE' --lang hu lesson '$TOP_SRCDIR/lessons/hu/02-branch-and-bound.lesson'"
tmux_wait "[1./4 szakasz:"
tmux_wait "Az F1(p, bound) eljárás úgy halad végig a fán, mint F"
tmux_keys Enter
tmux_wait "A szakasz vége: Enter a következőhöz."
tmux_keys Enter
tmux_wait "Az 1.1.2.2 csomópont: lenyesi-e a keresés"
tmux_wait "Az Ön válasza"
tmux_keys "mély" Enter
tmux_wait "Nem egészen."
tmux_keys "sekély" Enter
tmux_wait "Helyes. Az 1.1.2.2 csomópont le van nyesve: az 1.1.2 csomópont nyesi le"
tmux_keys Enter
tmux_wait "m elérte a korlátot"
finish
