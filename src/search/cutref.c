/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cutref.c: the kind of a pruned branch, read from the comparison searches. */
#include "config.h"

#include "search/cutref.h"

#include <stdlib.h>

void cutref_free(struct cutref *r)
{
    free(r->f1);
    free(r->f2);
    *r = (struct cutref){ 0 };
}

enum cut_kind cutref_kind(const struct cutref *r, node_id c, bool f1, bool null_window)
{
    enum cutref_level level = cutref_level(r, c);
    if (f1)
        return level != REF_NONE ? CUT_WINDOW : CUT_SHALLOW;
    if (level == REF_F2)
        return null_window ? CUT_NULL_WINDOW : CUT_WINDOW;
    return level == REF_F1 ? CUT_DEEP : CUT_SHALLOW;
}
