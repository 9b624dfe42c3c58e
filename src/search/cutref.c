/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cutref.c: freeing the comparison searches' bits (cutref.h). */
#include "config.h"

#include "search/cutref.h"

#include <stdlib.h>

void cutref_free(struct cutref *r)
{
    free(r->f1);
    free(r->f2);
    *r = (struct cutref){ 0 };
}
