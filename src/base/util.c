/* SPDX-License-Identifier: GPL-3.0-or-later */
/* util.c: file reading, atomic writing, string buffers. */
#include "config.h"

#include "base/util.h"

#include "base/i18n.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

char *file_read_max(const char *path, size_t max, size_t *len, struct diag *err)
{
    bool is_stdin = strcmp(path, "-") == 0;
    int fd = is_stdin ? STDIN_FILENO : open(path, O_RDONLY);
    if (fd < 0) {
        diag_set(err, path, 0, 0, _("cannot open: %s"), strerror(errno));
        return NULL;
    }
    struct stat st;
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

char *file_read(const char *path, size_t *len, struct diag *err)
{
    return file_read_max(path, FILE_DEFAULT_MAX_INPUT, len, err);
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

/* Whether one of the blocked signals in set is waiting. */
static bool signal_pending(const sigset_t *set)
{
    sigset_t pending;
    if (sigpending(&pending) != 0)
        return false;
    for (int sig = 1; sig < NSIG; sig++)
        if (sigismember(set, sig) == 1 && sigismember(&pending, sig) == 1)
            return true;
    return false;
}

/* Writes all of data to fd; 0 or an errno value.  With signals blocked
 * (*caught non-NULL), stops with EINTR between chunks when one of them
 * is pending. */
static int write_all(int fd, const char *data, size_t len, const sigset_t *caught)
{
    size_t off = 0;
    while (off < len) {
        if (caught && signal_pending(caught))
            return EINTR;
        size_t chunk = len - off < (1u << 20) ? len - off : (1u << 20);
        ssize_t w = write(fd, data + off, chunk);
        if (w < 0) {
            if (errno == EINTR)
                continue;
            return errno;
        }
        off += (size_t)w;
    }
    return 0;
}

/* Follows path through symbolic links to the file they name (which may
 * not exist yet); a new string, or NULL with *e set. */
static char *follow_links(const char *path, int *e)
{
    char *cur = strdup(path);
    for (int hops = 0; cur; hops++) {
        struct stat st;
        if (lstat(cur, &st) != 0 || !S_ISLNK(st.st_mode))
            return cur;
        if (hops == 40) {
            *e = ELOOP;
            free(cur);
            return NULL;
        }
        char target[4096];
        ssize_t n = readlink(cur, target, sizeof target - 1);
        if (n < 0) {
            *e = errno;
            free(cur);
            return NULL;
        }
        target[n] = '\0';
        char *next;
        const char *slash = strrchr(cur, '/');
        if (target[0] == '/' || !slash)
            next = strdup(target);
        else
            next = str_printf("%.*s/%s", (int)(slash - cur), cur, target);
        free(cur);
        cur = next;
    }
    *e = ENOMEM;
    return NULL;
}

bool file_write_replaces(const char *path)
{
    if (strcmp(path, "-") == 0)
        return false;
    int e;
    char *target = follow_links(path, &e);
    struct stat st;
    bool replaces = target && stat(target, &st) == 0 && S_ISREG(st.st_mode);
    free(target);
    return replaces;
}

int file_write_atomic(const char *path, const char *data, size_t len, bool overwrite)
{
    if (strcmp(path, "-") == 0) {
        /* standard output, after what stdio has buffered for it */
        if (fflush(stdout) != 0)
            return errno ? errno : EIO;
        return write_all(STDOUT_FILENO, data, len, NULL);
    }
    int e = 0;
    char *target = follow_links(path, &e);
    if (!target)
        return e;
    struct stat st;
    if (stat(target, &st) == 0 && !S_ISREG(st.st_mode)) {
        /* a device or a pipe is written to, not replaced */
        int fd = S_ISDIR(st.st_mode) ? -1 : open(target, O_WRONLY | O_NOCTTY);
        e = S_ISDIR(st.st_mode) ? EISDIR : fd < 0 ? errno : write_all(fd, data, len, NULL);
        if (fd >= 0 && close(fd) != 0 && !e)
            e = errno;
        free(target);
        return e;
    }
    size_t plen = strlen(target);
    char *tmp = malloc(plen + 16);
    if (!tmp) {
        free(target);
        return ENOMEM;
    }
    /* The temporary lives beside the target so that rename stays within
     * one file system. */
    memcpy(tmp, target, plen);
    memcpy(tmp + plen, ".tmp.XXXXXX", 12);
    /* While the temporary exists, the signals that end the program wait:
     * one that arrives stops the writing, the temporary is removed, and
     * it is delivered when they are unblocked. */
    static const int ending[] = { SIGINT, SIGTERM, SIGHUP, SIGQUIT };
    sigset_t caught, old;
    sigemptyset(&caught);
    for (size_t i = 0; i < sizeof ending / sizeof ending[0]; i++) {
        struct sigaction sa;
        if (sigaction(ending[i], NULL, &sa) == 0 && sa.sa_handler != SIG_IGN)
            sigaddset(&caught, ending[i]);
    }
    sigprocmask(SIG_BLOCK, &caught, &old);
    int fd = mkstemp(tmp);
    if (fd < 0) {
        e = errno;
    } else {
        e = write_all(fd, data, len, &caught);
        if (!e && fsync(fd) != 0)
            e = errno;
        /* mkstemp makes the file 0600; give it the usual umask-derived mode. */
        mode_t mask = umask(0);
        umask(mask);
        if (!e && fchmod(fd, 0666 & ~mask) != 0)
            e = errno;
        if (close(fd) != 0 && !e)
            e = errno;
        if (!e && signal_pending(&caught))
            e = EINTR;      /* it came during fsync */
        if (!e) {
            if (overwrite) {
                if (rename(tmp, target) != 0)
                    e = errno;
            } else if (link(tmp, target) != 0) {
                e = errno;
            }
        }
        if (e || !overwrite)
            unlink(tmp);
    }
    sigprocmask(SIG_SETMASK, &old, NULL);
    free(tmp);
    free(target);
    return e;
}

void strbuf_init(struct strbuf *sb)
{
    memset(sb, 0, sizeof *sb);
}

void strbuf_free(struct strbuf *sb)
{
    free(sb->data);
    strbuf_init(sb);
}

void strbuf_add(struct strbuf *sb, const char *s, size_t n)
{
    if (sb->failed)
        return;
    if (sb->len + n + 1 > sb->cap) {
        size_t ncap = sb->cap ? sb->cap : 256;
        while (ncap < sb->len + n + 1)
            ncap *= 2;
        char *d = realloc(sb->data, ncap);
        if (!d) {
            sb->failed = true;
            return;
        }
        sb->data = d;
        sb->cap = ncap;
    }
    memcpy(sb->data + sb->len, s, n);
    sb->len += n;
    sb->data[sb->len] = '\0';
}

void strbuf_puts(struct strbuf *sb, const char *s)
{
    strbuf_add(sb, s, strlen(s));
}

void strbuf_printf(struct strbuf *sb, const char *fmt, ...)
{
    char small[256];
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(small, sizeof small, fmt, ap);
    va_end(ap);
    if (n < 0)
        return;
    if ((size_t)n < sizeof small) {
        strbuf_add(sb, small, (size_t)n);
        return;
    }
    char *big = malloc((size_t)n + 1);
    if (!big) {
        sb->failed = true;
        return;
    }
    va_start(ap, fmt);
    vsnprintf(big, (size_t)n + 1, fmt, ap);
    va_end(ap);
    strbuf_add(sb, big, (size_t)n);
    free(big);
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
