/* SPDX-License-Identifier: GPL-3.0-or-later */
/* stats_report.h: the rows of an experiment as an aligned text table, CSV
 * or JSON (doc/stats-output.md describes the fields).  Output is a pure
 * function of the configuration and the rows: no timings, so a seed gives
 * the same bytes on every run. */
#ifndef ABPRUNE_STATS_REPORT_H
#define ABPRUNE_STATS_REPORT_H

#include <stdio.h>

#include "search/stats.h"

/* "distinct" or "MIN..MAX" into buf (at least 32 bytes). */
const char *stats_values_name(const struct stats_config *c, char *buf, size_t cap);

/* A heading naming the experiment, the table, and a note on the columns. */
void stats_print_text(FILE *out, const struct stats_config *c, const struct stats_result *r);

/* A header line and one line per row; undefined numbers are empty. */
void stats_print_csv(FILE *out, const struct stats_config *c, const struct stats_result *r);

/* An array with one object per row; undefined numbers are null. */
void stats_print_json(FILE *out, const struct stats_config *c, const struct stats_result *r);

/* The paper's table from stats_run_paper()'s rows: for each degree, F2's
 * and F1's branching factors with their intervals, the paper's figures,
 * the differences, and Pearl's limit. */
void stats_print_paper(FILE *out, const struct stats_config *c, const struct stats_result *r);

#endif
