/* SPDX-License-Identifier: GPL-3.0-or-later */
/* pi.c: the Rabinowitz-Wagon spigot, four digits at a time.
 *
 * pi = 2 + 1/3 (2 + 2/5 (2 + 3/7 (2 + ...))): the digits fall out of
 * repeatedly multiplying this mixed-radix number by 10^4 and carrying from
 * the right.  Every 4 digits need about 14 more terms of the series. */
#include "config.h"

#include "tree/pi.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

int pi_digits(size_t n, char *out)
{
    if (n > PI_DIGITS_MAX)
        return -1;
    /* A few guard digits, since the last group can be off. */
    size_t groups = (n + 8) / 4 + 1;
    size_t terms = groups * 14;
    uint64_t *f = malloc((terms + 1) * sizeof *f);
    char *buf = malloc(groups * 4 + 1);
    if (!f || !buf) {
        free(f);
        free(buf);
        return -1;
    }
    for (size_t i = 0; i < terms; i++)
        f[i] = 2000;        /* 2 scaled by 10^4 / 10 */
    f[terms] = 0;
    uint64_t carry = 0;
    size_t len = 0;
    for (size_t c = terms; c > 0; c -= 14) {
        uint64_t d = 0;
        for (size_t b = c; b > 0; b--) {
            uint64_t g = 2 * b - 1;
            d += f[b] * 10000;
            f[b] = d % g;
            d /= g;
            if (b > 1)
                d *= b - 1;
        }
        uint64_t group = carry + d / 10000;
        carry = d % 10000;
        if (group >= 10000) {
            /* carry into the digits already written */
            group -= 10000;
            for (size_t k = len; k-- > 0;) {
                if (buf[k] == '9') {
                    buf[k] = '0';
                } else {
                    buf[k]++;
                    break;
                }
            }
        }
        for (int k = 3; k >= 0; k--) {
            buf[len + (size_t)k] = (char)('0' + group % 10);
            group /= 10;
        }
        len += 4;
        if (c < 14)
            break;
    }
    memcpy(out, buf, n);
    out[n] = '\0';
    free(f);
    free(buf);
    return 0;
}
