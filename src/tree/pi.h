/* SPDX-License-Identifier: GPL-3.0-or-later */
/* pi.h: decimal digits of pi, computed by a spigot. */
#ifndef ABPRUNE_PI_H
#define ABPRUNE_PI_H

#include <stddef.h>

/* The largest number of digits pi_digits computes (the spigot takes time
 * quadratic in the count: about five seconds for the maximum). */
#define PI_DIGITS_MAX 50000

/* Writes the first n digits of pi ("31415...", the leading 3 included) as
 * ASCII into out[0..n-1] and a NUL at out[n].  Returns 0, or -1 when n is
 * above PI_DIGITS_MAX or memory runs out. */
int pi_digits(size_t n, char *out);

#endif
