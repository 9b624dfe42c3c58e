/* SPDX-License-Identifier: GPL-3.0-or-later */
/* handoff.c: abprune becomes abprune-curses for the terminal's commands. */
#include "config.h"

#include "cli/handoff.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "base/datadir.h"
#include "base/exitcode.h"
#include "base/i18n.h"
#include "cli/cli.h"

static char **kept_argv;

void handoff_keep_args(int argc, char **argv)
{
    /* a copy of the array (the strings stay where they are): main takes
     * --lang out of argv, and abprune-curses must see it too */
    kept_argv = calloc((size_t)argc + 1, sizeof *kept_argv);
    if (kept_argv)
        memcpy(kept_argv, argv, (size_t)argc * sizeof *argv);
}

int handoff_to_curses(void)
{
    char *program = datadir_curses_program();
    if (!program || !kept_argv) {
        fprintf(stderr, "abprune: %s\n", strerror(ENOMEM));
        free(program);
        return EXIT_DATA;
    }
    fflush(stdout);
    execv(program, kept_argv);
    int e = errno;
    fprintf(stderr, _("abprune: view, lesson and quiz run in %s, which cannot be started: %s\n"),
            cli_shown(program), strerror(e));
    free(program);
    return EXIT_DATA;
}
