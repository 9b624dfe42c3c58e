/* SPDX-License-Identifier: GPL-3.0-or-later */
/* outfile.c: output files streamed to a temporary and put in place whole
 * (outfile.h has the rules). */
#include "config.h"

#include "base/outfile.h"

#include "base/strbuf.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#ifdef OUTFILE_HOLDS_SIGNALS
/* Whether one of the held signals (of->caught) is waiting. */
static bool signal_pending(const struct outfile *of)
{
    sigset_t pending;
    if (!of->held || sigpending(&pending) != 0)
        return false;
    for (int sig = 1; sig < NSIG; sig++)
        if (sigismember(&of->caught, sig) == 1 && sigismember(&pending, sig) == 1)
            return true;
    return false;
}

/* The signals that end the program unless caught, and may be blocked:
 * the four a user sends, and those a limit, a timer, another process or
 * the system send (ulimit -t's SIGXCPU, alarm's SIGALRM, kill's SIGUSR1,
 * a broken pipe).  Not the faults of the program itself (SIGSEGV,
 * SIGBUS, SIGFPE, SIGILL, SIGTRAP, SIGSYS, abort's SIGABRT): blocking
 * those is undefined.  SIGXFSZ is ignored instead (hold_signals). */
static const int ending[] = {
    SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE, SIGALRM, SIGUSR1, SIGUSR2, SIGXCPU,
#ifdef SIGVTALRM
    SIGVTALRM,
#endif
#ifdef SIGPROF
    SIGPROF,
#endif
#ifdef SIGPOLL
    SIGPOLL,
#endif
#ifdef SIGPWR
    SIGPWR,
#endif
#ifdef SIGSTKFLT
    SIGSTKFLT,
#endif
#ifdef SIGLOST
    SIGLOST,
#endif
#ifdef SIGEMT
    SIGEMT,
#endif
};

/* Adds sig to the held signals unless it is ignored. */
static void hold_one(struct outfile *of, int sig)
{
    struct sigaction sa;
    if (sigaction(sig, NULL, &sa) == 0 && sa.sa_handler != SIG_IGN)
        sigaddset(&of->caught, sig);
}

/* Makes the signals that end the program wait (those not ignored), the
 * real-time ones too; ignores SIGXFSZ, so that a file past ulimit -f is
 * a write error (EFBIG) that removes the temporary like any other. */
static void hold_signals(struct outfile *of)
{
    sigemptyset(&of->caught);
    for (size_t i = 0; i < sizeof ending / sizeof ending[0]; i++)
        hold_one(of, ending[i]);
#if defined(SIGRTMIN) && defined(SIGRTMAX)
    for (int sig = SIGRTMIN; sig <= SIGRTMAX; sig++)
        hold_one(of, sig);
#endif
    struct sigaction ignore;
    memset(&ignore, 0, sizeof ignore);
    ignore.sa_handler = SIG_IGN;
    sigemptyset(&ignore.sa_mask);
    of->xfsz_ignored = sigaction(SIGXFSZ, &ignore, &of->old_xfsz) == 0;
    sigprocmask(SIG_BLOCK, &of->caught, &of->old);
    of->held = true;
}

/* Lets them in again: one that waited arrives now. */
static void release_signals(struct outfile *of)
{
    if (of->xfsz_ignored)
        sigaction(SIGXFSZ, &of->old_xfsz, NULL);
    of->xfsz_ignored = false;
    if (of->held)
        sigprocmask(SIG_SETMASK, &of->old, NULL);
}
#else
static bool signal_pending(const struct outfile *of)
{
    (void)of;
    return false;
}

static void hold_signals(struct outfile *of)
{
    (void)of;
}

static void release_signals(struct outfile *of)
{
    (void)of;
}
#endif

/* Writes all of data to of's file; 0 or an errno value.  With signals
 * held, stops with EINTR between chunks when one of them is waiting. */
static int write_all(const struct outfile *of, const char *data, size_t len)
{
    int fd = of->fd;
    size_t off = 0;
    while (off < len) {
        if (signal_pending(of))
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

/* Whether path names something written in place: an existing device,
 * pipe or socket, found through symbolic links (/dev/stdout is one). */
static bool written_in_place(const char *path, struct stat *st)
{
    return stat(path, st) == 0 && !S_ISREG(st->st_mode) && !S_ISDIR(st->st_mode);
}

bool outfile_exists(const char *path)
{
    struct stat st;
    if (!path || strcmp(path, "-") == 0 || written_in_place(path, &st))
        return false;
    return lstat(path, &st) == 0;
}

static int sink_write(struct strbuf_sink *sink, const char *data, size_t len)
{
    /* the sink is the outfile's first member */
    return outfile_write((struct outfile *)(void *)sink, data, len);
}

int outfile_open(struct outfile *of, const char *path, bool overwrite, uint64_t max)
{
    *of = (struct outfile){ .sink = { sink_write }, .fd = -1, .overwrite = overwrite,
                            .max = max ? max : OUTFILE_DEFAULT_MAX };
    struct stat st;
    if (!path || strcmp(path, "-") == 0) {
        /* standard output, after what stdio has buffered for it */
        if (fflush(stdout) != 0)
            return errno ? errno : EIO;
        of->fd = STDOUT_FILENO;
        of->in_place = true;
        return 0;
    }
    if (written_in_place(path, &st)) {
        of->fd = open(path, O_WRONLY | O_NOCTTY);
        of->in_place = true;
        return of->fd < 0 ? errno : 0;
    }
    if (lstat(path, &st) == 0) {
        if (S_ISDIR(st.st_mode))
            return EISDIR;
        if (!overwrite)
            return EEXIST;
    } else if (errno != ENOENT) {
        return errno;
    }
    size_t plen = strlen(path);
    of->path = strdup(path);
    of->tmp = malloc(plen + 16);
    if (!of->path || !of->tmp) {
        free(of->path);
        free(of->tmp);
        *of = (struct outfile){ .fd = -1 };
        return ENOMEM;
    }
    /* the temporary lives beside the file so that rename stays within
     * one file system */
    memcpy(of->tmp, path, plen);
    memcpy(of->tmp + plen, ".tmp.XXXXXX", 12);
    /* while the temporary exists, the signals that end the program wait */
    hold_signals(of);
#ifdef __wasi__
    /* WASI has no mkstemp: the module hands its output over as a string */
    of->fd = -1;
    errno = ENOTSUP;
#else
    of->fd = mkstemp(of->tmp);
#endif
    if (of->fd < 0) {
        int e = errno;
        release_signals(of);
        free(of->path);
        free(of->tmp);
        *of = (struct outfile){ .fd = -1 };
        return e;
    }
    return 0;
}

int outfile_write(struct outfile *of, const char *data, size_t len)
{
    if (of->error)
        return of->error;
    if (len > of->max - of->written) {
        of->over_limit = true;
        return of->error = EFBIG;
    }
    of->error = write_all(of, data, len);
    of->written += len;
    return of->error;
}

#if defined(HAVE_FOPENCOOKIE) && !defined(__wasi__)
static ssize_t cookie_write(void *cookie, const char *data, size_t len)
{
    return outfile_write(cookie, data, len) ? -1 : (ssize_t)len;
}

FILE *outfile_stream(struct outfile *of)
{
    cookie_io_functions_t io = { .write = cookie_write };
    return fopencookie(of, "w", io);
}
#elif defined(HAVE_FUNOPEN) && !defined(__wasi__)
static int funopen_write(void *cookie, const char *data, int len)
{
    return outfile_write(cookie, data, (size_t)len) ? -1 : len;
}

FILE *outfile_stream(struct outfile *of)
{
    return funopen(of, NULL, funopen_write, NULL, NULL);
}
#else
FILE *outfile_stream(struct outfile *of)
{
    (void)of;
    errno = ENOTSUP;
    return NULL;
}
#endif

void outfile_attach(struct outfile *of, struct strbuf *sb)
{
    sb->sink = &of->sink;
}

/* Puts the finished temporary in place; 0 or an errno value.  *moved:
 * whether the temporary's name is gone (renamed into place). */
static int publish(struct outfile *of, bool *moved)
{
    if (of->overwrite) {
        *moved = rename(of->tmp, of->path) == 0;
        return *moved ? 0 : errno;
    }
    /* link(2) never replaces an existing name */
    if (link(of->tmp, of->path) == 0)
        return 0;
    int e = errno;
    if (e != EPERM && e != ENOTSUP && e != EOPNOTSUPP && e != ENOSYS && e != EMLINK)
        return e;
    /* no hard links here (FAT, exFAT, some network shares): take the name
     * with O_EXCL, which fails on anything there, then rename the
     * temporary over that empty file of ours */
    int fd = open(of->path, O_WRONLY | O_CREAT | O_EXCL | O_NOCTTY, 0666);
    if (fd < 0)
        return errno;
    close(fd);
    if (rename(of->tmp, of->path) != 0) {
        e = errno;
        unlink(of->path);
        return e;
    }
    *moved = true;
    return 0;
}

int outfile_finish(struct outfile *of, struct strbuf *sb)
{
    if (sb) {
        strbuf_flush(sb);
        if (sb->failed && !of->error)
            of->error = sb->error ? sb->error : ENOMEM;
        sb->sink = NULL;
    }
    int e = of->error;
    if (of->in_place) {
        if (of->fd == STDOUT_FILENO) {
            /* a full device shows at the last write, or here */
        } else if (of->fd >= 0 && close(of->fd) != 0 && !e) {
            e = errno;
        }
        struct outfile done = { .fd = -1, .in_place = true, .over_limit = of->over_limit,
                                .written = of->written, .max = of->max };
        *of = done;
        return e;
    }
    if (of->fd >= 0) {
        if (!e && fsync(of->fd) != 0)
            e = errno;
        /* mkstemp makes the file 0600; give it the usual umask-derived
         * mode where the file system has modes (FAT has none: its
         * refusal, EPERM or ENOSYS, leaves the file as the mount says) */
#ifndef __wasi__      /* which has no modes */
        mode_t mask = umask(0);
        umask(mask);
        if (!e && fchmod(of->fd, 0666 & ~mask) != 0)
            errno = 0;
#endif
        if (close(of->fd) != 0 && !e)
            e = errno;
    }
    if (!e && signal_pending(of))
        e = EINTR;      /* it came during fsync */
    bool moved = false;
    if (!e)
        e = publish(of, &moved);
    if (!moved)
        unlink(of->tmp);
    release_signals(of);
    free(of->tmp);
    free(of->path);
    struct outfile done = { .fd = -1, .over_limit = of->over_limit, .written = of->written,
                            .max = of->max };
    *of = done;
    return e;
}

void outfile_abort(struct outfile *of, struct strbuf *sb)
{
    if (!of->error)
        of->error = ECANCELED;
    if (sb)
        sb->sink = NULL;
    outfile_finish(of, NULL);
}

int outfile_write_whole(const char *path, const char *data, size_t len, bool overwrite)
{
    struct outfile of;
    int e = outfile_open(&of, path, overwrite, UINT64_MAX);
    if (e)
        return e;
    outfile_write(&of, data, len);
    return outfile_finish(&of, NULL);
}
