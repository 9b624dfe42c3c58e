/* ui_board.c: curses session, colours by meaning, the figure in a window. */
#include "config.h"

#include "ui_board.h"

#include <curses.h>
#include <langinfo.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <wchar.h>

#include "i18n.h"
#include "util.h"

static bool started;

/* The key script, when one drives the screens. */
static struct {
    int *keys;          /* key codes; KEY_SCRIPT_DUMP and friends below */
    int *args;          /* two per key: resize and click coordinates */
    size_t count, next;
    FILE *dump;
    int cols, rows;
    bool loaded, ended;
    int mouse_row, mouse_col;
    bool mouse;
} script;

enum { KEY_SCRIPT_DUMP = 0x7fff0001, KEY_SCRIPT_RESIZE, KEY_SCRIPT_CLICK };

/* Colours by meaning: one row per role or mark.  Each look is readable
 * on dark and light backgrounds alike: a colour that is faint on one of
 * them (blue on black, yellow or cyan on white) is only ever a background
 * behind black or white text.  The attribute alone must carry the meaning
 * on a monochrome terminal or with NO_COLOR: not reached is dim, reached
 * is plain, the path is bold and the current position reverse. */
struct look {
    short fg, bg;       /* curses colours; -1: the terminal's own */
    attr_t attr;        /* with colours */
    attr_t mono;        /* without: the meaning in attributes alone */
};

static const struct look role_looks[ROLE_COUNT] = {
    [ROLE_BLANK] = { -1, -1, A_NORMAL, A_NORMAL },
    [ROLE_PLAIN] = { -1, -1, A_DIM, A_DIM },
    [ROLE_FOLLOWED] = { -1, -1, A_NORMAL, A_NORMAL },
    [ROLE_PATH] = { COLOR_MAGENTA, -1, A_BOLD, A_BOLD },
    [ROLE_CURRENT] = { COLOR_BLACK, COLOR_YELLOW, A_NORMAL, A_BOLD | A_REVERSE },
    [ROLE_CUT] = { -1, -1, A_DIM, A_DIM },
    /* ROLE_MARK + kind: from the table of cut kinds, see role_look */
    [ROLE_TYPE] = { COLOR_BLACK, COLOR_CYAN, A_NORMAL, A_BOLD },
    [ROLE_BOUND] = { COLOR_GREEN, -1, A_BOLD, A_BOLD },
};

/* The core's colours by meaning (cutkind.h), as looks for both
 * backgrounds. */
static const struct look term_looks[] = {
    [TERM_RED] = { COLOR_RED, -1, A_BOLD, A_BOLD },
    [TERM_GREEN] = { COLOR_GREEN, -1, A_BOLD, A_BOLD },
    [TERM_YELLOW] = { COLOR_BLACK, COLOR_YELLOW, A_NORMAL, A_BOLD },
    [TERM_BLUE] = { COLOR_WHITE, COLOR_BLUE, A_BOLD, A_BOLD },
    [TERM_MAGENTA] = { COLOR_MAGENTA, -1, A_BOLD, A_BOLD },
    [TERM_CYAN] = { COLOR_BLACK, COLOR_CYAN, A_NORMAL, A_BOLD },
};

static struct look role_look(uint8_t role)
{
    if (role >= ROLE_MARK && role < ROLE_MARK + CUT_KIND_COUNT) {
        const struct cut_kind_info *k = cut_kind_info((enum cut_kind)(role - ROLE_MARK));
        struct look l = term_looks[k->colour];
        if (k->underline) {
            l.attr |= A_UNDERLINE;
            l.mono |= A_UNDERLINE;
        }
        return l;
    }
    return role_looks[role];
}

static const struct look mark_looks[UI_MARK_COUNT] = {
    [UI_MARK_NONE] = { -1, -1, A_NORMAL, A_NORMAL },
    [UI_MARK_HIGHLIGHT] = { COLOR_BLACK, COLOR_CYAN, A_NORMAL, A_BOLD | A_UNDERLINE },
    [UI_MARK_CURSOR] = { COLOR_BLACK, COLOR_YELLOW, A_NORMAL, A_REVERSE | A_BOLD },
    [UI_MARK_RIGHT] = { COLOR_GREEN, -1, A_BOLD, A_BOLD },
    [UI_MARK_WRONG] = { COLOR_WHITE, COLOR_RED, A_BOLD, A_BOLD | A_REVERSE },
    [UI_MARK_ANSWER] = { COLOR_MAGENTA, -1, A_BOLD | A_UNDERLINE, A_BOLD | A_UNDERLINE },
};

/* A look as attributes: with colour, its pair; without, the attributes
 * alone. */
static attr_t look_attr(const struct look *l, short pair, bool colour)
{
    if (!colour)
        return l->mono;
    return l->fg < 0 && l->bg < 0 ? l->attr : l->attr | (attr_t)COLOR_PAIR(pair);
}

enum { MARK_PAIR_BASE = ROLE_COUNT + 1 };

static bool use_colour;

static void init_colours(void)
{
    const char *no_colour = getenv("NO_COLOR");
    use_colour = has_colors() && !(no_colour && *no_colour);
    if (!use_colour)
        return;
    if (start_color() == ERR || COLOR_PAIRS < MARK_PAIR_BASE + UI_MARK_COUNT) {
        use_colour = false;
        return;
    }
    use_default_colors();
    for (int r = 0; r < ROLE_COUNT; r++) {
        struct look l = role_look((uint8_t)r);
        init_pair((short)(r + 1), l.fg, l.bg);
    }
    for (int m = 0; m < UI_MARK_COUNT; m++)
        init_pair((short)(MARK_PAIR_BASE + m), mark_looks[m].fg, mark_looks[m].bg);
}

unsigned long ui_role_attr(uint8_t role)
{
    if (role >= ROLE_COUNT)
        role = ROLE_BLANK;
    struct look look = role_look(role);
    return look_attr(&look, (short)(role + 1), use_colour);
}

unsigned long ui_mark_attr(enum ui_mark mark)
{
    return look_attr(&mark_looks[mark], (short)(MARK_PAIR_BASE + mark), use_colour);
}

bool ui_has_colour(void)
{
    return use_colour;
}

bool ui_locale_is_utf8(void)
{
    const char *set = nl_langinfo(CODESET);
    return set && strcmp(set, "UTF-8") == 0;
}

void ui_end(void)
{
    if (started) {
        if (script.loaded)
            ui_dump();
        endwin();
        started = false;
    }
    if (script.dump) {
        fclose(script.dump);
        script.dump = NULL;
    }
}

/* curses on a screen of the script's size that goes nowhere */
static bool start_virtual(const char *who)
{
    FILE *out = fopen("/dev/null", "w"), *in = fopen("/dev/null", "r");
    if (!out || !in || !newterm("xterm", out, in)) {
        fprintf(stderr, _("abprune %s: cannot start the virtual screen for the key script\n"),
                who);
        return false;
    }
    resizeterm(script.rows, script.cols);
    return true;
}

bool ui_start(const char *who)
{
    if (script.loaded) {
        if (!start_virtual(who))
            return false;
    } else if (!isatty(STDIN_FILENO) || !isatty(STDOUT_FILENO)) {
        fprintf(stderr, _("abprune %s: needs a terminal (standard input and output); "
                "'abprune lesson --check' and 'abprune quiz --print' work without one\n"), who);
        return false;
    } else if (!initscr()) {
        fprintf(stderr, _("abprune %s: cannot start the terminal interface\n"), who);
        return false;
    }
    started = true;
    atexit(ui_end);
    cbreak();
    noecho();
    keypad(stdscr, TRUE);
    curs_set(0);
    mousemask(BUTTON1_CLICKED | BUTTON1_PRESSED, NULL);
    init_colours();
    return true;
}

/* ---- key scripts ---- */

static const struct {
    const char *name;
    int key;
} key_names[] = {
    { "Left", KEY_LEFT }, { "Right", KEY_RIGHT }, { "Up", KEY_UP }, { "Down", KEY_DOWN },
    { "Enter", '\n' }, { "Space", ' ' }, { "Tab", '\t' }, { "Esc", 27 },
    { "Home", KEY_HOME }, { "End", KEY_END }, { "PgUp", KEY_PPAGE }, { "PgDn", KEY_NPAGE },
    { "Del", KEY_DC }, { "Backspace", KEY_BACKSPACE }, { "dump", KEY_SCRIPT_DUMP },
};

static bool add_key(int key, int a, int b)
{
    int *k = realloc(script.keys, (script.count + 1) * sizeof *k);
    if (!k)
        return false;
    script.keys = k;
    int *args = realloc(script.args, (script.count + 1) * 2 * sizeof *args);
    if (!args)
        return false;
    script.args = args;
    script.keys[script.count] = key;
    script.args[2 * script.count] = a;
    script.args[2 * script.count + 1] = b;
    script.count++;
    return true;
}

static bool parse_token(const char *tok, size_t len)
{
    if (len == 1)
        return add_key((unsigned char)tok[0], 0, 0);
    if (tok[0] != '<' || tok[len - 1] != '>')
        return false;
    char name[40];
    if (len - 2 >= sizeof name)
        return false;
    memcpy(name, tok + 1, len - 2);
    name[len - 2] = '\0';
    int a, b;
    char end;
    if (sscanf(name, "resize:%dx%d%c", &a, &b, &end) == 2 && a > 0 && b > 0)
        return add_key(KEY_SCRIPT_RESIZE, a, b);
    if (sscanf(name, "click:%d,%d%c", &a, &b, &end) == 2 && a >= 0 && b >= 0)
        return add_key(KEY_SCRIPT_CLICK, a, b);
    for (size_t i = 0; i < sizeof key_names / sizeof key_names[0]; i++)
        if (strcmp(name, key_names[i].name) == 0)
            return add_key(key_names[i].key, 0, 0);
    return false;
}

bool ui_script_load(const char *path, const char *dump_path, int cols, int rows,
                    struct diag *err)
{
    size_t len;
    char *text = file_read(path, &len, err);
    if (!text)
        return false;
    unsigned line = 1;
    bool ok = true;
    for (char *p = text; *p && ok;) {
        if (*p == '\n')
            line++;
        if (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r') {
            p++;
            continue;
        }
        if (*p == '#') {
            while (*p && *p != '\n')
                p++;
            continue;
        }
        char *start = p;
        while (*p && *p != ' ' && *p != '\t' && *p != '\n' && *p != '\r')
            p++;
        if (!parse_token(start, (size_t)(p - start))) {
            diag_set(err, path, line, 1, "unknown key '%.*s' (a character, or a name like "
                     "<Right>, <Enter>, <resize:80x24>, <click:5,10>, <dump>)",
                     (int)(p - start), start);
            ok = false;
        }
    }
    free(text);
    if (ok && dump_path && !(script.dump = fopen(dump_path, "w"))) {
        diag_set(err, dump_path, 0, 0, "cannot write the screen dump");
        ok = false;
    }
    script.cols = cols;
    script.rows = rows;
    script.loaded = ok;
    return ok;
}

int ui_getch(void)
{
    if (!script.loaded)
        return getch();
    while (script.next < script.count) {
        size_t i = script.next++;
        int key = script.keys[i], a = script.args[2 * i], b = script.args[2 * i + 1];
        if (key == KEY_SCRIPT_DUMP) {
            ui_dump();
            continue;
        }
        if (key == KEY_SCRIPT_RESIZE) {
            resizeterm(b, a);
            return KEY_RESIZE;
        }
        if (key == KEY_SCRIPT_CLICK) {
            script.mouse = true;
            script.mouse_row = a;
            script.mouse_col = b;
            return KEY_MOUSE;
        }
        return key;
    }
    /* the script is over: leave whatever screen is open, a question too */
    script.ended = !script.ended;
    return script.ended ? 27 : 'q';
}

bool ui_mouse(int *row, int *col)
{
    if (script.loaded) {
        if (!script.mouse)
            return false;
        *row = script.mouse_row;
        *col = script.mouse_col;
        return true;
    }
    MEVENT ev;
    if (getmouse(&ev) != OK)
        return false;
    *row = ev.y;
    *col = ev.x;
    return true;
}

void ui_dump(void)
{
    if (!script.dump || !started)
        return;
    cchar_t *row = malloc(((size_t)COLS + 1) * sizeof *row);
    if (!row)
        return;
    for (int y = 0; y < LINES; y++) {
        int n = mvin_wchnstr(y, 0, row, COLS) == ERR ? 0 : COLS;
        char line[8 * 512];
        size_t len = 0;
        for (int x = 0; x < n && len + 8 < sizeof line; x++) {
            wchar_t wc[CCHARW_MAX + 1];
            attr_t a;
            short pair;
            if (getcchar(&row[x], wc, &a, &pair, NULL) == ERR || wc[0] == L'\0')
                wc[0] = L' ';
            len += (size_t)paper_utf8((uint32_t)wc[0], line + len);
        }
        while (len > 0 && line[len - 1] == ' ')
            len--;
        fprintf(script.dump, "%.*s\n", (int)len, line);
    }
    fputs("----\n", script.dump);
    fflush(script.dump);
    free(row);
}

bool ui_size_ok(void)
{
    if (COLS >= UI_MIN_COLS && LINES >= UI_MIN_ROWS)
        return true;
    erase();
    char msg[120];
    snprintf(msg, sizeof msg, _("Terminal too small: %dx%d; abprune needs %dx%d."), COLS, LINES,
             UI_MIN_COLS, UI_MIN_ROWS);
    mvaddnstr(LINES / 2, 0, msg, COLS);
    mvaddnstr(LINES / 2 + 1, 0, _("Enlarge the window, or press q to quit."), COLS);
    refresh();
    return false;
}

static void put_cell(int row, int col, uint32_t ch, attr_t attr)
{
    wchar_t wc[2] = { (wchar_t)ch, L'\0' };
    cchar_t c;
    /* the colour pair is setcchar's own argument: one inside attr alone
     * is lost */
    setcchar(&c, wc, attr & ~(attr_t)A_COLOR, (short)PAIR_NUMBER(attr), NULL);
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
        int ch = ui_getch();
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
