/* ui_screen.c: the screen loop, the help overlay and the key tables. */
#include "config.h"

#include "ui_screen.h"

#include <curses.h>
#include <string.h>

#include "i18n.h"
#include "ui_board.h"

int ui_key_action(const struct ui_keymap *m, int key)
{
    for (size_t i = 0; i < m->count; i++)
        for (int k = 0; k < 3; k++)
            if (m->keys[i].keys[k] && m->keys[i].keys[k] == key)
                return m->keys[i].action;
    return -1;
}

void ui_draw_help(const struct ui_keymap *m)
{
    /* one column when it fits, else two */
    int n = (int)m->count;
    int avail = LINES - 5;
    int per_col = n <= avail ? n : (n + 1) / 2;
    int col_w = n <= avail ? COLS - 8 : (COLS - 8) / 2;
    char line[300];
    for (int i = 0; i < n; i++) {
        int col = i / per_col, row = 2 + i % per_col;
        if (row >= LINES - 2)
            continue;
        snprintf(line, sizeof line, " %-14s %s", _(m->keys[i].names), _(m->keys[i].help));
        ui_put(row, 4 + col * col_w, col_w, line, A_REVERSE);
        /* pad the box so that it reads as one */
        int len = (int)strlen(line);
        for (int x = len; x < col_w; x++)
            ui_put(row, 4 + col * col_w + x, 1, " ", A_REVERSE);
    }
    snprintf(line, sizeof line, " %s", _(m->back));
    ui_put(2 + per_col < LINES - 1 ? 2 + per_col : LINES - 2, 4, COLS - 8, line,
           A_REVERSE | A_BOLD);
}

void ui_keys_brief(const struct ui_keymap *m, char *buf, size_t cap)
{
    size_t len = 0;
    buf[0] = '\0';
    for (size_t i = 0; i < m->count && len < cap; i++) {
        if (!m->keys[i].brief)
            continue;
        int n = snprintf(buf + len, cap - len, "%s%s", len ? "  " : "", _(m->keys[i].brief));
        if (n < 0)
            break;
        len += (size_t)n;
    }
}

void ui_keys_print(FILE *out, const struct ui_keymap *m)
{
    int w = 0;
    for (size_t i = 0; i < m->count; i++) {
        int len = (int)strlen(_(m->keys[i].names));
        if (len > w)
            w = len;
    }
    for (size_t i = 0; i < m->count; i++)
        fprintf(out, "%-*s  %s\n", w, _(m->keys[i].names), _(m->keys[i].help));
}

/* What a key does: a row of the table, else the screen's other keys. */
static enum ui_reaction dispatch(const struct ui_screen *s, int key)
{
    int a = s->keymap ? ui_key_action(s->keymap, key) : -1;
    if (a >= 0)
        return s->act(s->ctx, a, key);
    return s->key ? s->key(s->ctx, key) : UI_KEEP;
}

void ui_screen_run(const struct ui_screen *s)
{
    bool help = false, draw = true;
    for (;;) {
        if (draw) {
            s->draw(s->ctx);
            if (help && s->keymap && COLS >= UI_MIN_COLS && LINES >= UI_MIN_ROWS)
                ui_draw_help(s->keymap);
            refresh();
        }
        int wait = s->timeout_ms && s->tick ? s->timeout_ms(s->ctx) : -1;
        timeout(wait);
        int key = ERR;
        bool acted = false;
        if (!help && s->input)
            acted = s->input(s->ctx, &key);
        else
            key = ui_getch();
        enum ui_reaction r;
        if (acted)
            r = UI_REDRAW;
        else if (key == KEY_RESIZE)
            r = UI_REDRAW;
        else if (key == ERR)
            r = wait >= 0 ? s->tick(s->ctx) : UI_KEEP;
        else if (help) {
            /* any key closes the help */
            help = false;
            r = UI_REDRAW;
        } else {
            r = dispatch(s, key);
        }
        draw = r != UI_KEEP;
        if (r == UI_HELP)
            help = true;
        else if (r == UI_QUIT)
            break;
    }
    timeout(-1);
}
