/* SPDX-License-Identifier: GPL-3.0-or-later */
/* replay.c: runs saved fuzz inputs through a fuzz target without
 * libFuzzer, so that make check (with any compiler, and under the
 * sanitizers in CI) replays every corpus input and every crash found
 * once.  Arguments are files or directories; without arguments, the
 * target's corpus and seed directories under the source tree. */
#include "config.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "base/util.h"
#include "fuzz.h"

#ifndef FUZZ_TARGET
#error "FUZZ_TARGET names the target's corpus (tree, lesson, pipeline)"
#endif

static size_t replayed;

static int by_name(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

static int replay_file(const char *path)
{
    struct diag err;
    size_t len;
    char *data = file_read(path, &len, &err);
    if (!data) {
        diag_print(stderr, &err);
        return 1;
    }
    /* exactly len bytes, no NUL after them, as libFuzzer and a mapped
     * file give them: the sanitizers see a read past the end */
    char *exact = malloc(len ? len : 1);
    if (!exact)
        abort();
    memcpy(exact, data, len);
    free(data);
    LLVMFuzzerTestOneInput((const uint8_t *)exact, len);
    free(exact);
    replayed++;
    return 0;
}

static int replay(const char *path)
{
    struct stat st;
    if (stat(path, &st) != 0) {
        perror(path);
        return 1;
    }
    if (!S_ISDIR(st.st_mode))
        return replay_file(path);
    DIR *d = opendir(path);
    if (!d) {
        perror(path);
        return 1;
    }
    char **names = NULL;
    size_t n = 0, cap = 0;
    for (struct dirent *e; (e = readdir(d)) != NULL;) {
        if (e->d_name[0] == '.')
            continue;
        if (n == cap) {
            cap = cap ? 2 * cap : 64;
            names = realloc(names, cap * sizeof *names);
            if (!names)
                abort();
        }
        size_t len = strlen(path) + strlen(e->d_name) + 2;
        names[n] = malloc(len);
        if (!names[n])
            abort();
        snprintf(names[n++], len, "%s/%s", path, e->d_name);
    }
    closedir(d);
    qsort(names, n, sizeof *names, by_name);
    int status = 0;
    for (size_t i = 0; i < n; i++) {
        struct stat fst;
        if (stat(names[i], &fst) == 0 && S_ISREG(fst.st_mode))
            status |= replay_file(names[i]);
        free(names[i]);
    }
    free(names);
    return status;
}

int main(int argc, char **argv)
{
    static const char *const defaults[] = { FUZZ_DEFAULT_DIRS };
    int status = 0;
    if (argc > 1) {
        for (int i = 1; i < argc; i++)
            status |= replay(argv[i]);
    } else {
        for (size_t i = 0; i < sizeof defaults / sizeof defaults[0]; i++) {
            char *dir = str_printf("%s/%s", TEST_TOP_SRCDIR, defaults[i]);
            if (!dir)
                return 1;
            status |= replay(dir);
            free(dir);
        }
    }
    printf("%s: %zu inputs replayed, none crashed\n", FUZZ_TARGET, replayed);
    return status;
}
