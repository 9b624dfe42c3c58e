/* ui_term.c: the terminal checked before curses starts, and interrupts
 * that restore it. */
#include "config.h"

#include "ui_term.h"

#include <curses.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <term.h>
#include <unistd.h>

#include "i18n.h"

const char *ui_term_problem(char *buf, size_t size)
{
    const char *name = getenv("TERM");
    if (!name || !*name) {
        snprintf(buf, size, "%s",
                 _("TERM is not set, so the terminal interface cannot start."));
        return buf;
    }
    int err = 0;
    if (setupterm(NULL, STDOUT_FILENO, &err) != OK) {
        if (err == 1)
            snprintf(buf, size, _("the terminal type '%s' (TERM) is a hardcopy terminal,\n"
                                  "so the terminal interface cannot start."), name);
        else
            snprintf(buf, size, _("the terminal type '%s' (TERM) is not known here (no\n"
                                  "terminfo entry), so the terminal interface cannot start."), name);
        return buf;
    }
    /* the stepper places every character: without cursor addressing
     * ('dumb', 'unknown') curses would draw garbage */
    char *cup = tigetstr("cup");
    bool addressable = cup && cup != (char *)-1;
    del_curterm(cur_term);
    if (!addressable) {
        snprintf(buf, size, _("the terminal type '%s' (TERM) cannot move the cursor,\n"
                              "so the terminal interface cannot start."), name);
        return buf;
    }
    return NULL;
}

/* As curses' own handler does, end curses first: the terminal is left as
 * it was found.  Then the signal's default action ends the program as
 * the signal asked, which the shell reports as 128 + the signal: 130 for
 * Ctrl-C.  (Blocked while this runs, the signal raised again arrives when
 * it returns.) */
static void on_interrupt(int sig)
{
    endwin();
    signal(sig, SIG_DFL);
    raise(sig);
}

void ui_term_catch_interrupt(void)
{
    /* curses installs its handlers only where none is set */
    static const int signals[] = { SIGINT, SIGTERM };
    struct sigaction sa = { .sa_handler = on_interrupt };
    sigemptyset(&sa.sa_mask);
    for (size_t i = 0; i < sizeof signals / sizeof signals[0]; i++) {
        struct sigaction old;
        if (sigaction(signals[i], NULL, &old) == 0 && old.sa_handler != SIG_IGN)
            sigaction(signals[i], &sa, NULL);
    }
}
