/* ui_board.c: curses session, colours by meaning, the figure in a window. */
#include "config.h"

#include "ui_board.h"

#include <curses.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <wchar.h>

static bool started;

/* Colours by meaning: one row per role or mark; the attribute alone must
 * carry the meaning on a monochrome terminal or with NO_COLOR. */
struct look {
    short fg;
    attr_t attr;
};

static const struct look role_looks[ROLE_COUNT] = {
    [ROLE_BLANK] = { -1, A_NORMAL },
    [ROLE_PLAIN] = { -1, A_DIM },
    [ROLE_FOLLOWED] = { -1, A_BOLD },
    [ROLE_PATH] = { COLOR_YELLOW, A_BOLD },
    [ROLE_CURRENT] = { COLOR_YELLOW, A_BOLD | A_REVERSE },
    [ROLE_CUT] = { COLOR_RED, A_DIM },
    [ROLE_MARK_SHALLOW] = { COLOR_BLUE, A_BOLD },
    [ROLE_MARK_DEEP] = { COLOR_RED, A_BOLD | A_UNDERLINE },
    [ROLE_MARK_WINDOW] = { COLOR_MAGENTA, A_BOLD },
    [ROLE_TYPE] = { COLOR_CYAN, A_NORMAL },
};

static const struct look mark_looks[] = {
    [UI_MARK_NONE] = { -1, A_NORMAL },
    [UI_MARK_HIGHLIGHT] = { COLOR_CYAN, A_BOLD | A_UNDERLINE },
    [UI_MARK_CURSOR] = { COLOR_YELLOW, A_REVERSE | A_BOLD },
    [UI_MARK_RIGHT] = { COLOR_GREEN, A_BOLD },
    [UI_MARK_WRONG] = { COLOR_RED, A_BOLD | A_REVERSE },
    [UI_MARK_ANSWER] = { COLOR_CYAN, A_BOLD },
};

enum { MARK_PAIR_BASE = ROLE_COUNT + 1 };

static bool use_colour;

static void init_colours(void)
{
    const char *no_colour = getenv("NO_COLOR");
    use_colour = has_colors() && !(no_colour && *no_colour);
    if (!use_colour)
        return;
    start_color();
    use_default_colors();
    for (int r = 0; r < ROLE_COUNT; r++)
        init_pair((short)(r + 1), role_looks[r].fg, -1);
    for (size_t m = 0; m < sizeof mark_looks / sizeof mark_looks[0]; m++)
        init_pair((short)(MARK_PAIR_BASE + m), mark_looks[m].fg, -1);
}

unsigned long ui_role_attr(uint8_t role)
{
    if (role >= ROLE_COUNT)
        role = ROLE_BLANK;
    attr_t a = role_looks[role].attr;
    if (use_colour && role_looks[role].fg >= 0)
        a |= COLOR_PAIR(role + 1);
    return a;
}

unsigned long ui_mark_attr(enum ui_mark mark)
{
    attr_t a = mark_looks[mark].attr;
    if (use_colour && mark_looks[mark].fg >= 0)
        a |= COLOR_PAIR(MARK_PAIR_BASE + mark);
    return a;
}

void ui_end(void)
{
    if (started) {
        endwin();
        started = false;
    }
}

bool ui_start(const char *who)
{
    if (!isatty(STDIN_FILENO) || !isatty(STDOUT_FILENO)) {
        fprintf(stderr, "abprune %s: needs a terminal (standard input and output); "
                "'abprune lesson --check' and 'abprune quiz --print' work without one\n", who);
        return false;
    }
    if (!initscr()) {
        fprintf(stderr, "abprune %s: cannot start the terminal interface\n", who);
        return false;
    }
    started = true;
    atexit(ui_end);
    cbreak();
    noecho();
    keypad(stdscr, TRUE);
    curs_set(0);
    init_colours();
    return true;
}

bool ui_size_ok(void)
{
    if (COLS >= UI_MIN_COLS && LINES >= UI_MIN_ROWS)
        return true;
    erase();
    char msg[120];
    snprintf(msg, sizeof msg, "Terminal too small: %dx%d; abprune needs %dx%d.", COLS, LINES,
             UI_MIN_COLS, UI_MIN_ROWS);
    mvaddnstr(LINES / 2, 0, msg, COLS);
    mvaddnstr(LINES / 2 + 1, 0, "Enlarge the window, or press q to quit.", COLS);
    refresh();
    return false;
}

static void put_cell(int row, int col, uint32_t ch, attr_t attr)
{
    wchar_t wc[2] = { (wchar_t)ch, L'\0' };
    cchar_t c;
    setcchar(&c, wc, attr, 0, NULL);
    mvadd_wch(row, col, &c);
}

void ui_draw_paper(const struct paper *p, int top, int left, int h, int w, uint32_t x0,
                   uint32_t y0, const uint8_t *mark)
{
    if (h <= 0 || w <= 0)
        return;
    struct cell *cells = malloc((size_t)h * (size_t)w * sizeof *cells);
    if (!cells)
        return;
    paper_draw(p, x0, y0, (uint32_t)w, (uint32_t)h, cells);
    for (int r = 0; r < h; r++)
        for (int c = 0; c < w; c++) {
            const struct cell *cell = &cells[(size_t)r * (size_t)w + (size_t)c];
            attr_t a = (attr_t)ui_role_attr(cell->role);
            if (mark && cell->node != AB_NO_NODE && mark[cell->node] != UI_MARK_NONE &&
                cell->ch != ' ')
                a = (attr_t)ui_mark_attr((enum ui_mark)mark[cell->node]);
            put_cell(top + r, left + c, cell->ch, a);
        }
    free(cells);
}

void ui_follow(const struct paper *p, node_id n, int w, int h, uint32_t *x0, uint32_t *y0)
{
    const struct layout *l = p->layout;
    uint32_t x = l->x[n], y = layout_value_row(l, p->tree->depth[n]);
    uint32_t margin_x = (uint32_t)w / 6, margin_y = (uint32_t)h / 6;
    if (l->width <= (uint32_t)w)
        *x0 = 0;
    else if (x < *x0 + margin_x || x + margin_x >= *x0 + (uint32_t)w)
        *x0 = x > (uint32_t)w / 2 ? x - (uint32_t)w / 2 : 0;
    if (l->rows <= (uint32_t)h)
        *y0 = 0;
    else if (y < *y0 + margin_y || y + margin_y + 1 >= *y0 + (uint32_t)h)
        *y0 = y > (uint32_t)h / 2 ? y - (uint32_t)h / 2 : 0;
}

void ui_put(int row, int col, int w, const char *s, unsigned long attr)
{
    attr_t old;
    short pair;
    attr_get(&old, &pair, NULL);
    attrset((attr_t)attr);
    move(row, col);
    /* count columns, not bytes */
    mbstate_t st;
    memset(&st, 0, sizeof st);
    int used = 0;
    while (*s && used < w) {
        wchar_t wc;
        size_t n = mbrtowc(&wc, s, strlen(s), &st);
        if (n == (size_t)-1 || n == (size_t)-2 || n == 0)
            break;
        wchar_t one[2] = { wc, L'\0' };
        addwstr(one);
        s += n;
        used++;
    }
    attrset(old);
}

void ui_wrap(const char *text, int left, int w, int *row, int top, int bottom,
             unsigned long attr)
{
    const char *p = text;
    while (*p) {
        /* the longest run of whole words that fits in w columns */
        size_t len = strlen(p), cut = 0, cols = 0, i = 0, last_space = 0;
        while (i < len && cols < (size_t)w) {
            if (p[i] == ' ')
                last_space = i;
            i++;
            while (i < len && (p[i] & 0xC0) == 0x80)
                i++;
            cols++;
        }
        cut = i >= len ? len : last_space ? last_space : i;
        char line[1024];
        size_t n = cut < sizeof line - 1 ? cut : sizeof line - 1;
        memcpy(line, p, n);
        line[n] = '\0';
        if (*row >= top && *row < bottom)
            ui_put(*row, left, w, line, attr);
        (*row)++;
        p += cut;
        while (*p == ' ')
            p++;
    }
}

bool ui_read_line(int row, int col, const char *prompt, char *buf, size_t cap, int *key)
{
    size_t len = strlen(buf);
    *key = 0;
    curs_set(1);
    for (;;) {
        move(row, col);
        clrtoeol();
        ui_put(row, col, COLS - col, prompt, A_BOLD);
        int at = col + (int)strlen(prompt);
        mvaddnstr(row, at, buf, COLS - at - 1);
        refresh();
        int ch = getch();
        if (ch == '\n' || ch == '\r' || ch == KEY_ENTER) {
            curs_set(0);
            return true;
        }
        if (ch == KEY_BACKSPACE || ch == 127 || ch == 8) {
            if (len > 0)
                buf[--len] = '\0';
        } else if (ch >= 32 && ch < 127 && ch != '?') {
            if (len + 1 < cap) {
                buf[len++] = (char)ch;
                buf[len] = '\0';
            }
        } else {
            *key = ch;
            curs_set(0);
            return false;
        }
    }
}

int ui_key_action(const struct ui_key *map, size_t n, int key)
{
    for (size_t i = 0; i < n; i++)
        for (int k = 0; k < 3; k++)
            if (map[i].keys[k] && map[i].keys[k] == key)
                return map[i].action;
    return -1;
}

void ui_draw_help(const struct ui_key *map, size_t n, const char *back)
{
    int row = 3;
    char line[200];
    for (size_t i = 0; i < n && row < LINES - 2; i++) {
        snprintf(line, sizeof line, "  %-12s %s  ", map[i].names, map[i].help);
        ui_put(row++, 4, COLS - 8, line, A_REVERSE);
    }
    snprintf(line, sizeof line, "  %s", back);
    ui_put(row, 4, COLS - 8, line, A_REVERSE);
}
