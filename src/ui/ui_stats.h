/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ui_stats.h: the statistics screen of the interface. */
#ifndef ABPRUNE_UI_STATS_H
#define ABPRUNE_UI_STATS_H

#include "tree/tree.h"

/* Runs a small experiment (stats_around) on random trees of t's degree and
 * heights up to t's, and shows its table and plot until a key is pressed.
 * Call with curses started. */
void ui_stats_screen(const struct tree *t);

#endif
