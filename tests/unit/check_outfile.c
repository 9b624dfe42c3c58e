/* SPDX-License-Identifier: GPL-3.0-or-later */
/* check_outfile.c: output files (outfile.c) and streamed string buffers
 * (util.c): a streamed buffer holds one chunk whatever it writes; a file
 * appears whole or not at all; existing names, symbolic links and the
 * size limit. */
#include "config.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "base/outfile.h"
#include "base/strbuf.h"
#include "base/util.h"
#include "testutil.h"

/* A sink that checks the bytes it gets are the counting pattern. */
struct counting_sink {
    struct strbuf_sink sink;
    size_t got, calls;
    bool in_order;
};

static int counting_write(struct strbuf_sink *sink, const char *data, size_t len)
{
    struct counting_sink *c = (struct counting_sink *)(void *)sink;
    for (size_t i = 0; i < len; i++)
        if (data[i] != (char)('a' + (c->got + i) % 26))
            c->in_order = false;
    c->got += len;
    c->calls++;
    return 0;
}

/* 2 MB written a few bytes at a time through a sink: the buffer never
 * grows past a chunk and a piece, and every byte arrives in order. */
START_TEST(test_streamed_strbuf)
{
    struct counting_sink c = { { counting_write }, 0, 0, true };
    struct strbuf sb;
    strbuf_init(&sb);
    sb.sink = &c.sink;
    char piece[27];
    size_t total = 0;
    while (total < ((size_t)2 << 20)) {
        size_t n = 1 + total % 26;
        for (size_t i = 0; i < n; i++)
            piece[i] = (char)('a' + (total + i) % 26);
        strbuf_add(&sb, piece, n);
        total += n;
        ck_assert_uint_le(sb.cap, 2 * STRBUF_CHUNK);
    }
    strbuf_flush(&sb);
    ck_assert(!sb.failed);
    ck_assert_uint_eq(c.got, total);
    ck_assert(c.in_order);
    ck_assert_uint_ge(c.calls, total / (2 * STRBUF_CHUNK));
    strbuf_free(&sb);
}
END_TEST

static char dir[] = "/tmp/check_outfile.XXXXXX";

static char *in_dir(const char *name)
{
    return str_printf("%s/%s", dir, name);
}

static char *slurp(const char *path)
{
    size_t len;
    struct diag err;
    return file_read(path, &len, &err);
}

/* How many entries the directory holds (no temporaries left behind). */
static int entries(void)
{
    char *cmd = str_printf("ls -A %s | wc -l", dir);
    FILE *p = popen(cmd, "r");
    int n = -1;
    if (p && fscanf(p, "%d", &n) != 1)
        n = -1;
    if (p)
        pclose(p);
    free(cmd);
    return n;
}

static void setup(void)
{
    ck_assert_ptr_nonnull(mkdtemp(dir));
}

static void teardown(void)
{
    char *cmd = str_printf("rm -rf %s", dir);
    ck_assert_int_eq(system(cmd), 0);
    free(cmd);
    strcpy(dir, "/tmp/check_outfile.XXXXXX");
}

START_TEST(test_file_whole)
{
    char *path = in_dir("out.txt");
    struct outfile of;
    ck_assert_int_eq(outfile_open(&of, path, false, 0), 0);
    struct strbuf sb;
    strbuf_init(&sb);
    outfile_attach(&of, &sb);
    for (int i = 0; i < 20000; i++)
        strbuf_printf(&sb, "line %d\n", i);
    /* nothing under the name until it is whole */
    struct stat st;
    ck_assert_int_ne(lstat(path, &st), 0);
    ck_assert_int_eq(outfile_finish(&of, &sb), 0);
    strbuf_free(&sb);
    char *text = slurp(path);
    ck_assert_ptr_nonnull(text);
    ck_assert(strncmp(text, "line 0\nline 1\n", 14) == 0);
    ck_assert_ptr_nonnull(strstr(text, "line 19999\n"));
    ck_assert_int_eq(entries(), 1);
    free(text);
    /* a second time: refused without overwrite, before anything */
    ck_assert_int_eq(outfile_open(&of, path, false, 0), EEXIST);
    ck_assert(outfile_exists(path));
    ck_assert_int_eq(outfile_write_whole(path, "new\n", 4, true), 0);
    text = slurp(path);
    ck_assert_str_eq(text, "new\n");
    free(text);
    ck_assert_int_eq(entries(), 1);
    free(path);
}
END_TEST

START_TEST(test_links)
{
    char *link = in_dir("link.txt"), *target = in_dir("target.txt"),
         *dangling = in_dir("dangling.txt"), *nowhere = in_dir("nowhere.txt");
    ck_assert_int_eq(outfile_write_whole(target, "old\n", 4, false), 0);
    ck_assert_int_eq(symlink("target.txt", link), 0);
    ck_assert_int_eq(symlink("nowhere.txt", dangling), 0);
    /* every existing name is refused, a dangling link too */
    ck_assert(outfile_exists(link));
    ck_assert(outfile_exists(dangling));
    ck_assert_int_eq(outfile_write_whole(dangling, "x\n", 2, false), EEXIST);
    struct stat st;
    ck_assert_int_ne(lstat(nowhere, &st), 0);
    /* with overwrite the link itself is replaced, its file left alone */
    ck_assert_int_eq(outfile_write_whole(link, "new\n", 4, true), 0);
    ck_assert_int_eq(lstat(link, &st), 0);
    ck_assert(S_ISREG(st.st_mode));
    char *text = slurp(target);
    ck_assert_str_eq(text, "old\n");
    free(text);
    ck_assert_int_eq(outfile_write_whole(dangling, "d\n", 2, true), 0);
    ck_assert_int_ne(lstat(nowhere, &st), 0);
    /* a directory is no file; a device is written in place */
    ck_assert_int_eq(outfile_write_whole(dir, "x", 1, true), EISDIR);
    ck_assert(!outfile_exists("/dev/null"));
    ck_assert(!outfile_exists("-"));
    ck_assert_int_eq(outfile_write_whole("/dev/null", "x", 1, false), 0);
    ck_assert_int_eq(entries(), 3);
    free(link);
    free(target);
    free(dangling);
    free(nowhere);
}
END_TEST

/* Past the limit: EFBIG, over_limit, the strbuf marked failed so that a
 * renderer stops, and nothing left. */
START_TEST(test_limit)
{
    char *path = in_dir("big.txt");
    struct outfile of;
    ck_assert_int_eq(outfile_open(&of, path, false, 100000), 0);
    struct strbuf sb;
    strbuf_init(&sb);
    outfile_attach(&of, &sb);
    int lines = 0;
    while (!sb.failed && lines < 1000000) {
        strbuf_puts(&sb, "0123456789\n");
        lines++;
    }
    ck_assert(sb.failed);
    ck_assert_int_eq(sb.error, EFBIG);
    ck_assert_int_lt(lines, 100000 / 11 + STRBUF_CHUNK / 11 + 2);
    ck_assert_int_eq(outfile_finish(&of, &sb), EFBIG);
    ck_assert(of.over_limit);
    ck_assert_uint_eq(of.max, 100000);
    strbuf_free(&sb);
    ck_assert_int_eq(entries(), 0);
    /* exactly at the limit is fine */
    ck_assert_int_eq(outfile_open(&of, path, false, 10), 0);
    ck_assert_int_eq(outfile_write(&of, "0123456789", 10), 0);
    ck_assert_int_eq(outfile_finish(&of, NULL), 0);
    ck_assert(!of.over_limit);
    /* given up: nothing */
    char *other = in_dir("other.txt");
    ck_assert_int_eq(outfile_open(&of, other, false, 0), 0);
    outfile_write(&of, "abc", 3);
    outfile_abort(&of, NULL);
    ck_assert_int_eq(entries(), 1);
    free(other);
    free(path);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("outfile");
    TCase *tc = tcase_create("outfile");
    tcase_add_checked_fixture(tc, setup, teardown);
    tcase_set_timeout(tc, 60);     /* fsync on a busy disk */
    tcase_add_test(tc, test_streamed_strbuf);
    tcase_add_test(tc, test_file_whole);
    tcase_add_test(tc, test_links);
    tcase_add_test(tc, test_limit);
    suite_add_tcase(s, tc);
    return run_suite(s);
}
