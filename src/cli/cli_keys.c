/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cli_keys.c: a screen's keys listed (--list-keys of view, lesson and
 * quiz), apart from cli.c because it needs the interface: only
 * abprune-curses links it (handoff.h). */
#include "config.h"

#include "cli/cli.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "base/exitcode.h"
#include "base/i18n.h"
#include "ui/ui_screen.h"

int cli_list_keys(const struct ui_keymap *m)
{
    ui_keys_print(stdout, m);
    if (fflush(stdout) != 0 || ferror(stdout)) {
        fprintf(stderr, _("%s: write error: %s\n"), "abprune", strerror(errno));
        return EXIT_DATA;
    }
    return EXIT_OK;
}
