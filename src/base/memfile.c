/* SPDX-License-Identifier: GPL-3.0-or-later */
/* memfile.c: files held in memory (memfile.h): a short list, kept
 * sorted; the page registers some sixty files once. */
#include "config.h"

#include "base/memfile.h"

#include <stdlib.h>
#include <string.h>


struct memfile {
    char *path;
    char *data;
    size_t len;
};

/* The files registered: the one state of this module (the module of the
 * page has one set of files, as a program has one file system). */
static struct memfile *files;
static size_t count, cap;

/* path with "." and ".." and repeated slashes resolved, into a new
 * string; NULL when out of memory. */
static char *resolved(const char *path)
{
    char *out = malloc(strlen(path) + 2);
    if (!out)
        return NULL;
    size_t n = 0;
    const char *p = path;
    while (*p) {
        while (*p == '/')
            p++;
        const char *end = strchr(p, '/');
        size_t len = end ? (size_t)(end - p) : strlen(p);
        if (len == 0)
            break;
        if (len == 2 && p[0] == '.' && p[1] == '.') {
            while (n > 0 && out[--n] != '/')
                ;
        } else if (!(len == 1 && p[0] == '.')) {
            out[n++] = '/';
            memcpy(out + n, p, len);
            n += len;
        }
        p += len;
    }
    if (n == 0)
        out[n++] = '/';
    out[n] = '\0';
    return out;
}

static int by_path(const void *a, const void *b)
{
    return strcmp(((const struct memfile *)a)->path, ((const struct memfile *)b)->path);
}

bool memfile_add(const char *path, const char *data, size_t len)
{
    char *name = resolved(path);
    char *copy = malloc(len + 1);
    /* (not util.h's ARRAY_GROW: util.c reads these files, and a module
     * below it may not call it back) */
    if (name && copy && count == cap) {
        size_t more = cap ? 2 * cap : 64;
        struct memfile *grown = realloc(files, more * sizeof *grown);
        if (grown) {
            files = grown;
            cap = more;
        }
    }
    if (!name || !copy || count == cap) {
        free(name);
        free(copy);
        return false;
    }
    memcpy(copy, data, len);
    copy[len] = '\0';
    struct memfile key = { .path = name };
    struct memfile *held = count ? bsearch(&key, files, count, sizeof *files, by_path) : NULL;
    if (held) {
        /* the file written again */
        free(held->data);
        free(name);
        held->data = copy;
        held->len = len;
        return true;
    }
    files[count++] = (struct memfile){ name, copy, len };
    qsort(files, count, sizeof *files, by_path);
    return true;
}

const char *memfile_find(const char *path, size_t *len)
{
    if (count == 0)
        return NULL;
    char *name = resolved(path);
    if (!name)
        return NULL;
    struct memfile key = { .path = name };
    const struct memfile *f = bsearch(&key, files, count, sizeof *files, by_path);
    free(name);
    if (!f)
        return NULL;
    *len = f->len;
    return f->data;
}

char *memfile_list(const char *dir, size_t *count_out)
{
    *count_out = 0;
    char *name = resolved(dir);
    if (!name)
        return NULL;
    size_t dlen = strlen(name), bytes = 0;
    for (size_t i = 0; i < count; i++)
        if (strncmp(files[i].path, name, dlen) == 0 && files[i].path[dlen] == '/' &&
            !strchr(files[i].path + dlen + 1, '/'))
            bytes += strlen(files[i].path) + 1;
    char *out = bytes ? malloc(bytes) : NULL;
    size_t at = 0;
    for (size_t i = 0; out && i < count; i++)
        if (strncmp(files[i].path, name, dlen) == 0 && files[i].path[dlen] == '/' &&
            !strchr(files[i].path + dlen + 1, '/')) {
            size_t l = strlen(files[i].path) + 1;
            memcpy(out + at, files[i].path, l);
            at += l;
            (*count_out)++;
        }
    free(name);
    return out;
}
