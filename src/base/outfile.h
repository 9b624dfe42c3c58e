/* SPDX-License-Identifier: GPL-3.0-or-later */
/* outfile.h: output files written whole or not at all, streamed as they
 * are produced.
 *
 * Every -o, --plot-file and the stepper's export go through here.  The
 * bytes go to a temporary beside the file (FILE.tmp.XXXXXX) as they come,
 * so memory does not grow with the output, and only when everything is
 * written is the temporary put in place: readers see the old file or the
 * new one and never a part.  The rules (the man page's OUTPUT FILES):
 *  - "-" is standard output; an existing device or pipe (/dev/null, a
 *    FIFO, also through a symbolic link such as /dev/stdout) is written
 *    to in place, not replaced;
 *  - without overwrite, any existing directory entry is refused (EEXIST)
 *    before anything is written, a symbolic link included, even one that
 *    names nothing: the file is published with link(2), which never
 *    replaces anything, or where the file system has no hard links
 *    (FAT, exFAT, some network shares: EPERM, ENOTSUP) by creating the
 *    name with O_EXCL and renaming the temporary over that empty file;
 *  - with overwrite, the entry itself is replaced by rename(2), a
 *    symbolic link too (as sed -i and mv do): nothing is written through
 *    a link, so a link planted in a shared directory cannot redirect the
 *    output;
 *  - at most max bytes are written: one more fails with EFBIG and
 *    outfile.over_limit set, before the disk fills;
 *  - the signals that end the program and can be blocked (SIGINT,
 *    SIGTERM, SIGHUP, SIGQUIT, SIGPIPE, SIGALRM, SIGUSR1, SIGUSR2,
 *    SIGXCPU, the real-time ones...) wait while the temporary exists: one
 *    that arrives stops the writing (EINTR), the temporary is removed,
 *    and the signal is delivered when outfile_finish returns; SIGXFSZ is
 *    ignored meanwhile, so that passing ulimit -f is a write error
 *    (EFBIG) and the temporary is removed as after any other. */
#ifndef ABPRUNE_OUTFILE_H
#define ABPRUNE_OUTFILE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "base/strbuf.h"
#include "base/util.h"

/* WASI has no signals: nothing to hold while the temporary exists. */
#ifndef __wasi__
#define OUTFILE_HOLDS_SIGNALS 1
#include <signal.h>
#endif

/* The most an export writes unless told otherwise (--max-output): 256 MiB,
 * far more than any picture a person or Graphviz can use, and little
 * enough that a small hostile tree cannot fill a disk. */
#define OUTFILE_DEFAULT_MAX ((uint64_t)256 << 20)

struct outfile {
    struct strbuf_sink sink;    /* strbufs stream through it (outfile_attach) */
    char *tmp;                  /* the temporary, or NULL when in place */
    char *path;                 /* the file as named */
    int fd;                     /* -1 once closed */
    bool in_place;              /* standard output, a device or a pipe */
    bool overwrite;
    bool over_limit;            /* the output passed max */
    bool held;                  /* the ending signals are held */
    uint64_t written, max;
    int error;                  /* the first failure, an errno value */
#ifdef OUTFILE_HOLDS_SIGNALS
    sigset_t caught, old;
    struct sigaction old_xfsz;  /* SIGXFSZ's action, ignored while held */
    bool xfsz_ignored;
#endif
};

/* Starts writing path ("-" or NULL: standard output) with at most max
 * bytes (0: OUTFILE_DEFAULT_MAX).  Returns 0, or an errno value with
 * nothing made: EEXIST when path exists and overwrite is false, EISDIR
 * for a directory, or what creating the temporary said. */
int outfile_open(struct outfile *of, const char *path, bool overwrite, uint64_t max);

/* Appends len bytes; 0 or an errno value, which stays: every later call
 * returns it and outfile_finish gives up. */
int outfile_write(struct outfile *of, const char *data, size_t len);

/* Makes sb stream into of: once sb holds STRBUF_CHUNK bytes they are
 * written and sb emptied; a write that fails marks sb failed with the
 * errno value in sb->error, so the renderers stop early. */
void outfile_attach(struct outfile *of, struct strbuf *sb);

/* Ends the writing: what sb (of's attached strbuf, or NULL) still holds
 * is written, then the file is put in place; when anything failed
 * (sb->failed included: ENOMEM unless it says otherwise) the temporary
 * is removed instead and nothing is left.  Returns 0 or the errno
 * value; of is closed either way (a held signal arrives now), and
 * keeps only in_place, over_limit, written and max, for messages. */
int outfile_finish(struct outfile *of, struct strbuf *sb);

/* A stdio stream writing into of (its limit and errors as
 * outfile_write's): for output made with fprintf; NULL where the system
 * has no such streams (then errno is ENOTSUP).  Close it (fclose) before
 * outfile_finish; a writer can stop early once ferror() says so. */
FILE *outfile_stream(struct outfile *of);

/* Gives up: nothing is put in place, the temporary is removed, sb (of's
 * attached strbuf, or NULL) no longer streams. */
void outfile_abort(struct outfile *of, struct strbuf *sb);

/* Whether outfile_open(path) without overwrite would refuse it (EEXIST). */
bool outfile_exists(const char *path);

/* The whole of data written to path as above, in one call. */
int outfile_write_whole(const char *path, const char *data, size_t len, bool overwrite);

#endif
