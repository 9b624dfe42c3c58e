/* SPDX-License-Identifier: GPL-3.0-or-later */
/* orders.c: one search in several move orders. */
#include "config.h"

#include "search/orders.h"

#include <string.h>

#include "base/i18n.h"

struct move_order orders_move_order(enum orders_row row)
{
    static const enum move_order_kind kinds[ORDERS_COUNT] = {
        [ORDERS_AS_IS] = MOVES_AS_IS, [ORDERS_EVAL] = MOVES_EVAL,
        [ORDERS_BEST] = MOVES_BEST, [ORDERS_WORST] = MOVES_WORST,
    };
    return (struct move_order){ kinds[row], 1 };
}

const char *orders_row_words(enum orders_row row)
{
    static const char *const words[ORDERS_COUNT] = {
        [ORDERS_AS_IS] = N_("as in the file"),
        [ORDERS_EVAL] = N_("by evaluation (eval=)"),
        [ORDERS_BEST] = N_("best move first"),
        [ORDERS_WORST] = N_("best move last"),
    };
    return words[row];
}

/* Whether any position carries a static evaluation. */
static bool has_eval(const struct tree *t)
{
    for (size_t i = 0; i < t->nnotes; i++)
        if (t->notes[i].has & ANN_EVAL)
            return true;
    return false;
}

int orders_compare(const struct tree *t, const struct search_options *o,
                   struct orders_result *out)
{
    memset(out, 0, sizeof *out);
    for (int row = 0; row < ORDERS_COUNT; row++) {
        if (row == ORDERS_EVAL && !has_eval(t))
            continue;
        if (row == ORDERS_AS_IS) {
            if (search_run(t, o, NULL, &out->r[row]) != 0)
                return -1;
        } else {
            struct move_order mo = orders_move_order((enum orders_row)row);
            struct tree *r = tree_in_order(t, &mo);
            int st = r ? search_run(r, o, NULL, &out->r[row]) : -1;
            tree_free(r);
            if (st != 0)
                return -1;
        }
        out->done[row] = true;
    }
    return 0;
}
