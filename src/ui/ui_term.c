/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ui_term.c: the terminal checked before curses starts, and interrupts
 * that restore it. */
#include "config.h"

#include "ui/ui_term.h"

#include <curses.h>
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <term.h>
#include <unistd.h>

#include "base/i18n.h"

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
        return i18n_articles(buf);
    }
    /* the stepper places every character: without cursor addressing
     * ('dumb', 'unknown') curses would draw garbage */
    char *cup = tigetstr("cup");
    bool addressable = cup && cup != (char *)-1;
    del_curterm(cur_term);
    if (!addressable) {
        snprintf(buf, size, _("the terminal type '%s' (TERM) cannot move the cursor,\n"
                              "so the terminal interface cannot start."), name);
        return i18n_articles(buf);
    }
    return NULL;
}

/* As curses' own handler does, end curses first: the terminal is left as
 * it was found.  Then the signal's default action ends the program as
 * the signal asked, which the shell reports as 128 + the signal: 130 for
 * Ctrl-C, 129 for a hangup, 131 for Ctrl-\, 143 for SIGTERM.  (Blocked
 * while this runs, the signal raised again arrives when it returns.) */
static void on_interrupt(int sig)
{
    endwin();
    signal(sig, SIG_DFL);
    raise(sig);
}

static void catch(int sig, void (*handler)(int));

/* Ctrl-Z: the terminal as it was found while the program is stopped; on
 * 'fg' the screen drawn again and the keypad's application mode sent again
 * at once.  (curses' own handler leaves the keypad off until the next
 * getch() call, and the program is already waiting in one: the first arrow
 * after 'fg' arrived as Esc [ C, three keys.)  The curses calls here are
 * the ones curses' own handler makes from its handler; the program is
 * waiting for a key or drawing, and drawing is finished again by the
 * redraw. */
static void on_stop(int sig)
{
    int saved = errno;
    bool curses = stdscr != NULL;
    if (curses)
        endwin();
    signal(sig, SIG_DFL);
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, sig);
    sigprocmask(SIG_UNBLOCK, &set, NULL);
    raise(sig);
    /* continued: the signal blocked again until this returns */
    sigprocmask(SIG_BLOCK, &set, NULL);
    catch(sig, on_stop);
    if (curses) {
        reset_prog_mode();
        keypad(stdscr, TRUE);
        clearok(curscr, TRUE);
        doupdate();
    }
    errno = saved;
}

/* handler for sig, unless the caller ignores it */
static void catch(int sig, void (*handler)(int))
{
    struct sigaction sa = { .sa_handler = handler, .sa_flags = SA_RESTART }, old;
    sigemptyset(&sa.sa_mask);
    if (sigaction(sig, NULL, &old) == 0 && old.sa_handler != SIG_IGN)
        sigaction(sig, &sa, NULL);
}

void ui_term_catch_interrupt(void)
{
    /* curses installs its handlers only where none is set */
    static const int ending[] = { SIGINT, SIGTERM, SIGHUP, SIGQUIT };
    for (size_t i = 0; i < sizeof ending / sizeof ending[0]; i++)
        catch(ending[i], on_interrupt);
    catch(SIGTSTP, on_stop);
}
