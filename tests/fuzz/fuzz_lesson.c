/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz_lesson.c: the lesson parser, which also loads trees, searches them
 * and checks every question.  A lesson either loads or fails with a
 * positioned message. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "course/lesson.h"
#include "fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    struct diag err;
    struct tree_limits limits = { .max_positions = FUZZ_MAX_POSITIONS };
    /* named as if in lessons/, so that "tree ../trees/NAME.tree" finds the
     * shipped trees */
    struct lesson *l = lesson_parse((const char *)data, size,
                                    TEST_TOP_SRCDIR "/lessons/fuzz.lesson", &limits, &err);
    if (!l) {
        if (err.message[0] == '\0')
            abort();
        return 0;
    }
    if (!l->title || l->nsections == 0)
        abort();
    lesson_free(l);
    return 0;
}
