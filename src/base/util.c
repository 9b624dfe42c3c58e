/* SPDX-License-Identifier: GPL-3.0-or-later */
/* util.c: file reading, atomic writing, string buffers. */
#include "config.h"

#include "base/util.h"

#include "base/i18n.h"
#include "base/memfile.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

/* Reads fd (path for messages; regular_only: refuse anything but a
 * regular file); closes it unless it is standard input. */
static char *read_fd(int fd, const char *path, size_t max, bool regular_only, size_t *len,
                     struct diag *err)
{
    bool is_stdin = fd == STDIN_FILENO;
    struct stat st;
    if (regular_only && (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode))) {
        diag_set(err, path, 0, 0, _("not a regular file (a lesson's trees are files)"));
        if (!is_stdin)
            close(fd);
        return NULL;
    }
    if (regular_only) {
        /* a regular file never blocks: reads wait for it as usual */
        int fl = fcntl(fd, F_GETFL);
        if (fl >= 0)
            fcntl(fd, F_SETFL, fl & ~O_NONBLOCK);
    }
    bool regular = false;
    size_t cap = (size_t)1 << 16;
    if (fstat(fd, &st) == 0) {
        if (S_ISDIR(st.st_mode)) {
            diag_set(err, path, 0, 0, _("is a directory, not a tree file"));
            if (!is_stdin)
                close(fd);
            return NULL;
        }
        /* a regular file is read once into a buffer of its size */
        regular = S_ISREG(st.st_mode) && st.st_size >= 0;
        if (regular && (uint64_t)st.st_size > max) {
            diag_set(err, path, 0, 0, P_("input larger than %zu byte", "input larger than %zu bytes", max), max);
            if (!is_stdin)
                close(fd);
            return NULL;
        }
        if (regular)
            cap = (size_t)st.st_size + 1;
    }
    size_t n = 0;
    char *buf = malloc(cap);
    int e = 0;
    bool too_big = false;
    while (buf) {
        if (n + 1 >= cap) {
            /* more than the size said, or a pipe: grow, within the limit */
            if (n > max) {
                too_big = true;
                break;
            }
            size_t ncap = cap * 2 > max + 2 ? max + 2 : cap * 2;
            if (ncap <= cap)
                ncap = cap + 1;
            char *nb = realloc(buf, ncap);
            if (!nb) {
                free(buf);
                buf = NULL;
                break;
            }
            buf = nb;
            cap = ncap;
        }
        ssize_t got = read(fd, buf + n, cap - n - 1);
        if (got < 0) {
            if (errno == EINTR)
                continue;
            e = errno;
            break;
        }
        if (got == 0)
            break;
        n += (size_t)got;
        if (n > max) {
            too_big = true;
            break;
        }
    }
    if (!is_stdin)
        close(fd);
    if (!buf) {
        diag_set(err, path, 0, 0, _("out of memory reading the file"));
        return NULL;
    }
    if (too_big || e) {
        free(buf);
        if (too_big)
            diag_set(err, path, 0, 0, P_("input larger than %zu byte", "input larger than %zu bytes", max), max);
        else
            diag_set(err, path, 0, 0, _("read error: %s"), strerror(e));
        return NULL;
    }
    buf[n] = '\0';
    *len = n;
    return buf;
}

/* A copy of a file held in memory (memfile.h), NULL when there is none
 * (*err then untouched) or it is larger than max (*err set). */
static char *memfile_copy(const char *path, size_t max, size_t *len, struct diag *err,
                          bool *held)
{
    size_t n;
    const char *data = memfile_find(path, &n);
    *held = data != NULL;
    if (!data)
        return NULL;
    if (n > max) {
        diag_set(err, path, 0, 0, P_("input larger than %zu byte", "input larger than %zu bytes", max), max);
        return NULL;
    }
    char *copy = malloc(n + 1);
    if (!copy) {
        diag_set(err, path, 0, 0, _("out of memory"));
        return NULL;
    }
    memcpy(copy, data, n + 1);
    *len = n;
    return copy;
}

char *file_read_max(const char *path, size_t max, size_t *len, struct diag *err)
{
    bool held;
    char *copy = memfile_copy(path, max, len, err, &held);
    if (held)
        return copy;
    bool is_stdin = strcmp(path, "-") == 0;
    int fd = is_stdin ? STDIN_FILENO : open(path, O_RDONLY);
    if (fd < 0) {
        diag_set(err, path, 0, 0, _("cannot open: %s"), strerror(errno));
        return NULL;
    }
    return read_fd(fd, path, max, false, len, err);
}

char *file_read_regular(const char *path, size_t max, size_t *len, struct diag *err)
{
    bool held;
    char *copy = memfile_copy(path, max, len, err, &held);
    if (held)
        return copy;
    int fd = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY);
    if (fd < 0) {
        diag_set(err, path, 0, 0, _("cannot open: %s"), strerror(errno));
        return NULL;
    }
#ifdef F_DUPFD_CLOEXEC    /* not in WASI, which has no standard input to close */
    if (fd == STDIN_FILENO) {
        /* standard input was closed and the file took its number */
        int other = fcntl(fd, F_DUPFD_CLOEXEC, 3);
        close(fd);
        if (other < 0) {
            diag_set(err, path, 0, 0, _("cannot open: %s"), strerror(errno));
            return NULL;
        }
        fd = other;
    }
#endif
    return read_fd(fd, path, max, true, len, err);
}

char *file_read(const char *path, size_t *len, struct diag *err)
{
    return file_read_max(path, FILE_DEFAULT_MAX_INPUT, len, err);
}

bool file_is_regular(const char *path)
{
    size_t len;
    struct stat st;
    return memfile_find(path, &len) || (stat(path, &st) == 0 && S_ISREG(st.st_mode));
}

static int by_name(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Adds name (of a file in the directory) to *names when it ends in
 * suffix, without it; false when out of memory. */
static bool add_name(char ***names, size_t *n, size_t *cap, const char *name, const char *suffix)
{
    size_t len = strlen(name), slen = strlen(suffix);
    if (len <= slen || strcmp(name + len - slen, suffix) != 0)
        return true;
    return ARRAY_GROW(*names, *cap, *n + 1) && ((*names)[*n] = strndup(name, len - slen)) &&
           ++*n;
}

char **dir_names(const char *dir, const char *suffix, size_t *count)
{
    char **names = NULL;
    size_t n = 0, cap = 0, held;
    bool ok = true;
    char *paths = memfile_list(dir, &held);
    for (const char *p = paths; ok && p && held--; p += strlen(p) + 1)
        ok = add_name(&names, &n, &cap, strrchr(p, '/') + 1, suffix);
    free(paths);
    DIR *d = paths ? NULL : opendir(dir);
    for (struct dirent *e; ok && d && (e = readdir(d)) != NULL;) {
        /* regular files only: a FIFO or a device there (a link to
         * /dev/zero) is neither listed nor found by its name */
        char *path = str_printf("%s/%s", dir, e->d_name);
        ok = path != NULL;
        if (ok && file_is_regular(path))
            ok = add_name(&names, &n, &cap, e->d_name, suffix);
        free(path);
    }
    if (d)
        closedir(d);
    if (!ok || n == 0) {
        dir_names_free(names, n);
        *count = 0;
        return NULL;
    }
    qsort(names, n, sizeof *names, by_name);
    *count = n;
    return names;
}

void dir_names_free(char **names, size_t count)
{
    for (size_t i = 0; i < count; i++)
        free(names[i]);
    free(names);
}

bool file_bytes_open(struct file_bytes *fb, const char *path, size_t max, struct diag *err)
{
    *fb = (struct file_bytes){ 0 };
    int fd = strcmp(path, "-") == 0 ? -1 : open(path, O_RDONLY);
    struct stat st;
    if (fd >= 0 && fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && st.st_size > 0 &&
        (uint64_t)st.st_size <= max && (uint64_t)st.st_size <= SIZE_MAX) {
        int flags = MAP_PRIVATE;
#ifdef MAP_POPULATE
        flags |= MAP_POPULATE;  /* the whole file is read: fault it in at once */
#endif
        void *m = mmap(NULL, (size_t)st.st_size, PROT_READ, flags, fd, 0);
        if (m != MAP_FAILED) {
            close(fd);
            fb->map = m;
            fb->data = m;
            fb->len = (size_t)st.st_size;
            return true;
        }
    }
    if (fd >= 0)
        close(fd);
    /* "-", not a regular file, empty, over the limit (the message comes
     * from the reader), or not mapped */
    fb->buf = file_read_max(path, max, &fb->len, err);
    fb->data = fb->buf;
    return fb->buf != NULL;
}

void file_bytes_close(struct file_bytes *fb)
{
    if (fb->map)
        munmap(fb->map, fb->len);
    free(fb->buf);
    *fb = (struct file_bytes){ 0 };
}

size_t array_capacity(size_t cap, size_t need, size_t elem)
{
    size_t ncap = cap ? cap : ARRAY_MIN_CAP;
    while (ncap < need) {
        if (ncap > SIZE_MAX / 2)
            return 0;
        ncap *= 2;
    }
    return elem && ncap > SIZE_MAX / elem ? 0 : ncap;
}

void *array_grow_block(void *p, size_t *cap, size_t need, size_t elem)
{
    size_t ncap = array_capacity(*cap, need, elem);
    void *q = ncap ? realloc(p, ncap * elem) : NULL;
    if (!q)
        return p;
    *cap = ncap;
    return q;
}

void *big_alloc(size_t bytes)
{
#if defined(MADV_HUGEPAGE) && !defined(__wasi__)   /* WASI's emulated mman has no madvise */
    if (bytes >= ((size_t)4 << 20)) {
        void *p = NULL;
        if (posix_memalign(&p, (size_t)2 << 20, bytes) != 0)
            return NULL;
        madvise(p, bytes, MADV_HUGEPAGE);
        return p;
    }
#endif
    return malloc(bytes ? bytes : 1);
}

/* A block of *bytes on huge pages, *bytes rounded up to whole ones; NULL
 * where there are none (the caller then mallocs) or out of memory. */
static void *huge_pages(size_t *bytes)
{
#if defined(MADV_HUGEPAGE) && !defined(__wasi__)
    const size_t huge = (size_t)2 << 20;
    if (*bytes > SIZE_MAX - huge)
        return NULL;
    size_t rounded = (*bytes + huge - 1) & ~(huge - 1);
    void *p = NULL;
    if (posix_memalign(&p, huge, rounded) != 0)
        return NULL;
    /* (a kernel without them says EINVAL: the block is good all the same) */
    madvise(p, rounded, MADV_HUGEPAGE);
    *bytes = rounded;
    return p;
#else
    (void)bytes;
    return NULL;
#endif
}

void *huge_table_alloc(size_t *bytes)
{
    void *p = *bytes >= HUGE_TABLE_FROM ? huge_pages(bytes) : NULL;
    return p ? p : malloc(*bytes ? *bytes : 1);
}

void *huge_table_grow_block(void *p, size_t *cap, size_t need, size_t elem)
{
    size_t ncap = array_capacity(*cap, need, elem);
    if (!ncap)
        return p;
    size_t bytes = ncap * elem;
    void *q = bytes >= HUGE_TABLE_FROM ? huge_pages(&bytes) : NULL;
    if (q) {
        if (p)
            memcpy(q, p, *cap * elem);
        free(p);
        *cap = bytes / elem;
        return q;
    }
    q = realloc(p, ncap * elem);
    if (!q)
        return p;
    *cap = ncap;
    return q;
}

void *big_calloc(size_t count, size_t size)
{
    if (size && count > SIZE_MAX / size)
        return NULL;
    void *p = big_alloc(count * size);
    if (p)
        memset(p, 0, count * size);
    return p;
}


bool parse_bounded_int(const char *s, long limit, long inf, long *out)
{
    if (inf) {
        if (strcmp(s, "inf") == 0 || strcmp(s, "+inf") == 0) {
            *out = inf;
            return true;
        }
        if (strcmp(s, "-inf") == 0) {
            *out = -inf;
            return true;
        }
    }
    char *end;
    errno = 0;
    long v = strtol(s, &end, 10);
    if (end == s || *end != '\0' || errno != 0 || v < -limit || v > limit)
        return false;
    *out = v;
    return true;
}

char *str_printf(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    if (n < 0)
        return NULL;
    char *s = malloc((size_t)n + 1);
    if (!s)
        return NULL;
    va_start(ap, fmt);
    vsnprintf(s, (size_t)n + 1, fmt, ap);
    va_end(ap);
    return s;
}

const char *words_or(char *buf, size_t cap, const char *const *words, size_t n)
{
    char head[256] = "";
    size_t len = 0;
    for (size_t i = 0; i + 1 < n && len < sizeof head; i++)
        len += (size_t)snprintf(head + len, sizeof head - len, "%s%s", i ? ", " : "", words[i]);
    if (n < 2)
        snprintf(buf, cap, "%s", n ? words[0] : "");
    else
        /* TRANSLATORS: the end of a list, "a, b" and "c" */
        snprintf(buf, cap, _("%s or %s"), head, words[n - 1]);
    return buf;
}

size_t decimal_digits(uint32_t v)
{
    size_t w = 1;
    while (v >= 10) {
        v /= 10;
        w++;
    }
    return w;
}
