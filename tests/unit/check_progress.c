/* SPDX-License-Identifier: GPL-3.0-or-later */
/* check_progress.c: the lessons finished, kept between runs: where the
 * file is, written and read back, and its absence or damage harmless. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "course/progress.h"
#include "testutil.h"

static char dir[] = "/tmp/abprune-progress-XXXXXX";

START_TEST(test_path)
{
    setenv("XDG_STATE_HOME", "/state/here", 1);
    setenv("HOME", "/home/reader", 1);
    char *p = progress_path();
    ck_assert_str_eq(p, "/state/here/abprune/progress");
    free(p);
    /* a relative XDG_STATE_HOME is ignored, as the XDG rules say */
    setenv("XDG_STATE_HOME", "state", 1);
    p = progress_path();
    ck_assert_str_eq(p, "/home/reader/.local/state/abprune/progress");
    free(p);
    unsetenv("XDG_STATE_HOME");
    p = progress_path();
    ck_assert_str_eq(p, "/home/reader/.local/state/abprune/progress");
    free(p);
    unsetenv("HOME");
    ck_assert_ptr_null(progress_path());
}
END_TEST

START_TEST(test_written_and_read)
{
    char path[256];
    snprintf(path, sizeof path, "%s/state/abprune/progress", dir);
    struct progress p = { 0 };
    /* no file yet: no progress, no error */
    ck_assert(!progress_load(&p, path));
    ck_assert_uint_eq(p.count, 0);
    ck_assert_ptr_null(progress_find(&p, "03-alpha-beta"));
    ck_assert(progress_record(&p, "03-alpha-beta", 7, 8));
    ck_assert(progress_record(&p, "01-minimax", 8, 8));
    ck_assert(progress_record(&p, "03-alpha-beta", 8, 8));     /* again: replaced */
    ck_assert(!progress_record(&p, "bad\tname", 1, 1));
    ck_assert_uint_eq(p.count, 2);
    struct diag err;
    /* the directories are made */
    ck_assert_msg(progress_save(&p, path, &err), "%s", err.message);
    progress_free(&p);
    ck_assert(progress_load(&p, path));
    ck_assert_uint_eq(p.count, 2);
    const struct progress_entry *e = progress_find(&p, "03-alpha-beta");
    ck_assert_ptr_nonnull(e);
    ck_assert_uint_eq(e->right, 8);
    ck_assert_uint_eq(e->asked, 8);
    ck_assert_uint_eq(progress_find(&p, "01-minimax")->right, 8);
    progress_free(&p);
    /* a damaged line is left out, the others read */
    FILE *f = fopen(path, "a");
    ck_assert_ptr_nonnull(f);
    fputs("04-bounds\tfinished\t9\t3\n05-ordering\tstarted\n06-windows\tfinished\t2\t8\n", f);
    fclose(f);
    ck_assert(progress_load(&p, path));
    ck_assert_uint_eq(p.count, 3);
    ck_assert_ptr_null(progress_find(&p, "04-bounds"));
    ck_assert_uint_eq(progress_find(&p, "06-windows")->right, 2);
    progress_free(&p);
    /* not a progress file: nothing */
    f = fopen(path, "w");
    fputs("something else\n01-minimax\tfinished\t1\t1\n", f);
    fclose(f);
    ck_assert(!progress_load(&p, path));
    ck_assert_uint_eq(p.count, 0);
}
END_TEST

START_TEST(test_places)
{
    char path[256];
    snprintf(path, sizeof path, "%s/places/abprune/progress", dir);
    struct progress p = { 0 };
    struct progress_place at = { .section = 2, .stop = 1, .answers = "rrls.." };
    /* a lesson left, one finished, one finished and left again since */
    ck_assert(progress_record_place(&p, "12-real-game", &at));
    ck_assert(progress_record(&p, "03-alpha-beta", 7, 8));
    ck_assert(progress_record(&p, "04-bounds", 5, 6));
    at.section = 0;
    ck_assert(progress_record_place(&p, "04-bounds", &at));
    struct progress_place bad = { .answers = "rx" };
    ck_assert(!progress_record_place(&p, "05-ordering", &bad));
    struct diag err;
    ck_assert_msg(progress_save(&p, path, &err), "%s", err.message);
    progress_free(&p);
    ck_assert(progress_load(&p, path));
    ck_assert_uint_eq(p.count, 3);
    const struct progress_entry *e = progress_find(&p, "12-real-game");
    ck_assert(e && e->left && !e->finished);
    ck_assert_uint_eq(e->place.section, 2);
    ck_assert_uint_eq(e->place.stop, 1);
    ck_assert_str_eq(e->place.answers, "rrls..");
    e = progress_find(&p, "04-bounds");
    ck_assert(e && e->left && e->finished);
    ck_assert_uint_eq(e->right, 5);
    ck_assert_uint_eq(e->place.section, 0);
    e = progress_find(&p, "03-alpha-beta");
    ck_assert(e && e->finished && !e->left);
    /* finishing a lesson forgets where it was left; forgetting keeps its
     * score */
    ck_assert(progress_record(&p, "12-real-game", 10, 19));
    ck_assert(!progress_find(&p, "12-real-game")->left);
    progress_forget_place(&p, "04-bounds");
    ck_assert(!progress_find(&p, "04-bounds")->left);
    ck_assert_uint_eq(progress_find(&p, "04-bounds")->right, 5);
    progress_free(&p);
    /* the file as written: section from 1, and lines that do not read */
    FILE *f = fopen(path, "r");
    char text[1024];
    size_t n = fread(text, 1, sizeof text - 1, f);
    fclose(f);
    text[n] = '\0';
    ck_assert(strstr(text, "\n12-real-game\tleft\t3\t1\trrls..\n") != NULL);
    f = fopen(path, "a");
    fputs("06-windows\tleft\t0\t1\trr\n07-aima\tleft\t2\t1\trq\n08-beyond\tleft\t2\t1\t\n", f);
    fclose(f);
    ck_assert(progress_load(&p, path));
    ck_assert_ptr_null(progress_find(&p, "06-windows"));
    ck_assert_ptr_null(progress_find(&p, "07-aima"));
    ck_assert(progress_find(&p, "08-beyond") && progress_find(&p, "08-beyond")->left);
    progress_free(&p);
}
END_TEST

START_TEST(test_cannot_write)
{
    char path[256];
    /* a file where a directory should be */
    snprintf(path, sizeof path, "%s/file", dir);
    FILE *f = fopen(path, "w");
    ck_assert_ptr_nonnull(f);
    fclose(f);
    snprintf(path, sizeof path, "%s/file/abprune/progress", dir);
    struct progress p = { 0 };
    ck_assert(progress_record(&p, "01-minimax", 1, 2));
    struct diag err;
    ck_assert(!progress_save(&p, path, &err));
    ck_assert(strstr(err.message, "cannot keep the progress") != NULL);
    ck_assert(!progress_load(&p, path));
    progress_free(&p);
}
END_TEST

int main(void)
{
    if (!mkdtemp(dir))
        return EXIT_FAILURE;
    Suite *s = suite_create("progress");
    TCase *tc = tcase_create("core");
    tcase_add_test(tc, test_path);
    tcase_add_test(tc, test_written_and_read);
    tcase_add_test(tc, test_places);
    tcase_add_test(tc, test_cannot_write);
    suite_add_tcase(s, tc);
    int status = run_suite(s);
    char cmd[300];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
    if (system(cmd) != 0)
        status = EXIT_FAILURE;
    return status;
}
