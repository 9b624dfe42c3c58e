/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz_course.c: a lesson with its trees, both fuzzed.
 *
 * An input is a lesson, then up to three tree files, each after a NUL
 * byte: LESSON \0 TREE-a \0 TREE-b \0 TREE-c.  The trees are written as
 * a.tree, b.tree and c.tree beside the lesson (in a directory of the
 * process's own), so that its `tree a.tree` lines read them; a lesson
 * without NUL bytes is a seed as it is.  The lesson is read with the
 * limit on positions of FUZZ_COURSE_POSITIONS, and must keep to the
 * budget a single tree has: every tree it holds counted together, every
 * search it records counted together (issue 26); an error has a message
 * and a line. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "base/util.h"
#include "course/lesson.h"
#include "course/lesson_reader.h"
#include "fuzz.h"
#include "search/trace.h"

/* The other targets' limit: still shared by several trees and reached
 * by a few transpositions, and small enough that an input runs in
 * milliseconds (at 200,000 the target ran 3 times slower, with less
 * coverage a minute; tests/fuzz/README.md). */
#define FUZZ_COURSE_POSITIONS FUZZ_MAX_POSITIONS

static char dir[] = "/tmp/fuzz_course.XXXXXX";
static const char *const names[] = { "a.tree", "b.tree", "c.tree" };

static void remove_dir(void)
{
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        char *path = str_printf("%s/%s", dir, names[i]);
        if (path)
            unlink(path);
        free(path);
    }
    rmdir(dir);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static int made;
    if (!made) {
        if (!mkdtemp(dir))
            abort();
        atexit(remove_dir);
        made = 1;
    }
    const char *text = (const char *)data, *end = text + size;
    const char *nul = memchr(text, '\0', size);
    size_t lesson_len = nul ? (size_t)(nul - text) : size;
    /* the trees after the lesson, one after each NUL */
    const char *part[3];
    size_t len[3], nparts = 0;
    for (const char *p = nul ? nul + 1 : NULL; p && nparts < 3;) {
        const char *stop = memchr(p, '\0', (size_t)(end - p));
        part[nparts] = p;
        len[nparts++] = stop ? (size_t)(stop - p) : (size_t)(end - p);
        p = stop ? stop + 1 : NULL;
    }
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        char *path = str_printf("%s/%s", dir, names[i]);
        if (!path)
            abort();
        if (i < nparts) {
            FILE *f = fopen(path, "wb");
            if (!f || fwrite(part[i], 1, len[i], f) != len[i] || fclose(f) != 0)
                abort();
        } else {
            unlink(path);
        }
        free(path);
    }
    char *lesson_path = str_printf("%s/course.lesson", dir);
    if (!lesson_path)
        abort();
    struct diag err;
    struct tree_limits limits = { .max_positions = FUZZ_COURSE_POSITIONS };
    struct lesson *l = lesson_parse(text, lesson_len, lesson_path, &limits, &err);
    free(lesson_path);
    if (!l) {
        if (err.message[0] == '\0' || err.line == 0)
            abort();
        return 0;
    }
    if (!l->title || l->nsections == 0)
        abort();
    /* one budget for the lesson, as for one tree */
    size_t positions = 0, steps = 0;
    for (size_t i = 0; i < l->ntrees; i++)
        positions += l->trees[i]->count;
    for (size_t i = 0; i < l->ntraces; i++)
        steps += l->traces[i]->len;
    if (positions > FUZZ_COURSE_POSITIONS || steps > LESSON_MAX_STEPS) {
        fprintf(stderr, "fuzz_course: the lesson holds %zu positions, %zu steps\n", positions,
                steps);
        abort();
    }
    lesson_free(l);
    return 0;
}
