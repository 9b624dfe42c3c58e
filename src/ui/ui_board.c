/* ui_board.c: curses session, colours by meaning, the figure in a window. */
#include "config.h"

#include "ui/ui_board.h"

#include <curses.h>
#include <langinfo.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <limits.h>
#include <wchar.h>
#include <wctype.h>

#include "base/i18n.h"
#include "base/utf8.h"
#include "base/util.h"
#include "ui/ui_fit.h"

static bool started;

/* One key of a script. */
struct script_key {
    int key;            /* a curses key code, a character, or KEY_SCRIPT_* */
    int a, b;           /* resize and mouse coordinates */
    bool wide;          /* key is a character beyond ASCII (a code point) */
};

/* The key script, when one drives the screens. */
static struct {
    struct script_key *keys;
    size_t count, next;
    FILE *dump;
    int cols, rows;
    bool loaded, ended;
    int mouse_row, mouse_col;
    enum ui_mouse mouse;
} script;

enum { KEY_SCRIPT_DUMP = 0x7fff0001, KEY_SCRIPT_RESIZE, KEY_SCRIPT_CLICK, KEY_SCRIPT_WHEEL_UP,
       KEY_SCRIPT_WHEEL_DOWN, KEY_SCRIPT_TEXT };

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
    /* clicks, and the wheel (buttons 4 and 5) */
    mousemask(BUTTON1_CLICKED | BUTTON1_PRESSED | BUTTON4_PRESSED | BUTTON5_PRESSED |
              BUTTON_SHIFT, NULL);
    mouseinterval(0);
    set_escdelay(25);
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

static bool add_key(int key, int a, int b, bool wide)
{
    struct script_key *k = realloc(script.keys, (script.count + 1) * sizeof *k);
    if (!k)
        return false;
    script.keys = k;
    script.keys[script.count++] = (struct script_key){ key, a, b, wide };
    return true;
}

static bool parse_token(const char *tok, size_t len)
{
    if (len == 1)
        return add_key((unsigned char)tok[0], 0, 0, false);
    /* one UTF-8 character */
    unsigned char c0 = (unsigned char)tok[0];
    size_t need = c0 >= 0xF0 ? 4 : c0 >= 0xE0 ? 3 : c0 >= 0xC0 ? 2 : 0;
    if (need && len == need) {
        int cp = c0 & (0x3F >> (need - 1));
        for (size_t i = 1; i < need; i++) {
            if (((unsigned char)tok[i] & 0xC0) != 0x80)
                return false;
            cp = (cp << 6) | ((unsigned char)tok[i] & 0x3F);
        }
        return add_key(cp, 0, 0, true);
    }
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
        return add_key(KEY_SCRIPT_RESIZE, a, b, false);
    if (sscanf(name, "click:%d,%d%c", &a, &b, &end) == 2 && a >= 0 && b >= 0)
        return add_key(KEY_SCRIPT_CLICK, a, b, false);
    if (sscanf(name, "wheel-up:%d,%d%c", &a, &b, &end) == 2 && a >= 0 && b >= 0)
        return add_key(KEY_SCRIPT_WHEEL_UP, a, b, false);
    if (sscanf(name, "wheel-down:%d,%d%c", &a, &b, &end) == 2 && a >= 0 && b >= 0)
        return add_key(KEY_SCRIPT_WHEEL_DOWN, a, b, false);
    for (size_t i = 0; i < sizeof key_names / sizeof key_names[0]; i++)
        if (strcmp(name, key_names[i].name) == 0)
            return add_key(key_names[i].key, 0, 0, false);
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
            diag_set(err, path, line, 1, _("unknown key '%.*s' (a character, or a name like "
                     "<Right>, <Enter>, <resize:80x24>, <click:5,10>, <wheel-down:5,10>, "
                     "<dump>)"),
                     (int)(p - start), start);
            ok = false;
        }
    }
    free(text);
    if (ok && dump_path && !(script.dump = fopen(dump_path, "w"))) {
        diag_set(err, dump_path, 0, 0, _("cannot write the screen dump"));
        ok = false;
    }
    script.cols = cols;
    script.rows = rows;
    script.loaded = ok;
    return ok;
}

/* The next key of the script (*wide: a character beyond ASCII), acting
 * on dumps, resizes and mouse events on the way; the script over, Esc
 * then q to leave whatever screen is open, a question too. */
static int script_key(bool *wide)
{
    *wide = false;
    while (script.next < script.count) {
        const struct script_key *k = &script.keys[script.next++];
        switch (k->key) {
        case KEY_SCRIPT_DUMP:
            ui_dump();
            continue;
        case KEY_SCRIPT_RESIZE:
            resizeterm(k->b, k->a);
            return KEY_RESIZE;
        case KEY_SCRIPT_CLICK:
        case KEY_SCRIPT_WHEEL_UP:
        case KEY_SCRIPT_WHEEL_DOWN:
            script.mouse = k->key == KEY_SCRIPT_CLICK ? UI_MOUSE_CLICK
                         : k->key == KEY_SCRIPT_WHEEL_UP ? UI_MOUSE_WHEEL_UP
                                                         : UI_MOUSE_WHEEL_DOWN;
            script.mouse_row = k->a;
            script.mouse_col = k->b;
            return KEY_MOUSE;
        default:
            *wide = k->wide;
            return k->key;
        }
    }
    script.ended = !script.ended;
    return script.ended ? 27 : 'q';
}

int ui_getch(void)
{
    if (!script.loaded)
        return getch();
    bool wide;
    int key = script_key(&wide);
    /* a character beyond ASCII is no command */
    return wide ? KEY_SCRIPT_TEXT : key;
}

int ui_get_wch(wint_t *ch)
{
    if (!script.loaded)
        return get_wch(ch);
    bool wide;
    int key = script_key(&wide);
    *ch = (wint_t)key;
    if (wide || key < KEY_MIN || key == 27)
        return OK;
    return KEY_CODE_YES;
}

enum ui_mouse ui_mouse(int *row, int *col, bool *shift)
{
    *shift = false;
    if (script.loaded) {
        enum ui_mouse m = script.mouse;
        *row = script.mouse_row;
        *col = script.mouse_col;
        return m;
    }
    MEVENT ev;
    if (getmouse(&ev) != OK)
        return UI_MOUSE_NONE;
    *row = ev.y;
    *col = ev.x;
    *shift = (ev.bstate & BUTTON_SHIFT) != 0;
    if (ev.bstate & BUTTON4_PRESSED)
        return UI_MOUSE_WHEEL_UP;
    if (ev.bstate & BUTTON5_PRESSED)
        return UI_MOUSE_WHEEL_DOWN;
    if (ev.bstate & (BUTTON1_CLICKED | BUTTON1_PRESSED))
        return UI_MOUSE_CLICK;
    return UI_MOUSE_NONE;
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
        for (int x = 0; x < n && len + 4 * (CCHARW_MAX + 1) < sizeof line; x++) {
            wchar_t wc[CCHARW_MAX + 1];
            attr_t a;
            short pair;
            /* a wide character's second column is not in row[]: it ends
             * early, at an empty cell */
            if (getcchar(&row[x], wc, &a, &pair, NULL) == ERR || wc[0] == L'\0')
                break;
            /* the character and its combining accents */
            for (int i = 0; i < CCHARW_MAX && wc[i] != L'\0'; i++)
                len += utf8_encode((uint32_t)wc[i], line + len);
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

static void put_cell(int row, int col, uint32_t ch, uint32_t accent, attr_t attr)
{
    wchar_t wc[3] = { (wchar_t)ch, (wchar_t)accent, L'\0' };
    cchar_t c;
    /* the colour pair is setcchar's own argument: one inside attr alone
     * is lost */
    setcchar(&c, wc, attr & ~(attr_t)A_COLOR, (short)PAIR_NUMBER(attr), NULL);
    mvadd_wch(row, col, &c);
}

void ui_draw_paper_marked(const struct paper *p, int top, int left, int h, int w, uint32_t x0,
                          uint32_t y0, uint8_t (*mark_of)(const void *ctx, node_id n),
                          const void *ctx)
{
    if (h <= 0 || w <= 0)
        return;
    struct cell *cells = malloc((size_t)h * (size_t)w * sizeof *cells);
    if (!cells)
        return;
    paper_draw(p, x0, y0, (uint32_t)w, (uint32_t)h, cells);
    node_id last = AB_NO_NODE;
    uint8_t last_mark = UI_MARK_NONE;
    for (int r = 0; r < h; r++)
        for (int c = 0; c < w; c++) {
            const struct cell *cell = &cells[(size_t)r * (size_t)w + (size_t)c];
            attr_t a = (attr_t)ui_role_attr(cell->role);
            /* a mark colours a position's value and lines, never the
             * letters and digits that mark it already */
            bool letter = cell->role >= ROLE_MARK && cell->role <= ROLE_TYPE;
            if (mark_of && cell->node != AB_NO_NODE && cell->ch != ' ' && !letter) {
                if (cell->node != last) {
                    last = cell->node;
                    last_mark = mark_of(ctx, last);
                }
                if (last_mark != UI_MARK_NONE)
                    a = (attr_t)ui_mark_attr((enum ui_mark)last_mark);
            }
            /* a wide character's second column is the character's; its
             * half at an edge of the window, a blank */
            uint32_t ch = cell->ch, accent = cell->accent;
            if (ch == PAPER_WIDE_TAIL && c > 0 && utf8_char_width(cell[-1].ch) == 2)
                continue;
            if (ch == PAPER_WIDE_TAIL || (c + 1 == w && utf8_char_width(ch) == 2))
                ch = ' ', accent = 0;
            put_cell(top + r, left + c, ch, accent, a);
        }
    free(cells);
}

static uint8_t mark_in_array(const void *ctx, node_id n)
{
    return ((const uint8_t *)ctx)[n];
}

void ui_draw_paper(const struct paper *p, int top, int left, int h, int w, uint32_t x0,
                   uint32_t y0, const uint8_t *mark)
{
    ui_draw_paper_marked(p, top, left, h, w, x0, y0, mark ? mark_in_array : NULL, mark);
}

void ui_follow(const struct paper *p, node_id n, int w, int h, uint32_t *x0, uint32_t *y0)
{
    const struct layout *l = p->layout;
    uint32_t x = l->x[n], y = layout_value_row(l, tree_depth(p->tree, n));
    uint32_t margin_x = (uint32_t)w / 6, margin_y = (uint32_t)h / 6;
    if (l->width <= (uint32_t)w)
        *x0 = 0;
    else if (x < *x0 + margin_x || x + margin_x >= *x0 + (uint32_t)w)
        *x0 = x > (uint32_t)w / 2 ? x - (uint32_t)w / 2 : 0;
    if (l->rows <= (uint32_t)h)
        *y0 = 0;
    else if (y < *y0 + margin_y || y + margin_y + 1 >= *y0 + (uint32_t)h)
        *y0 = y > (uint32_t)h / 2 ? y - (uint32_t)h / 2 : 0;
    ui_clamp(p, w, h, x0, y0);
}

void ui_clamp(const struct paper *p, int w, int h, uint32_t *x0, uint32_t *y0)
{
    const struct layout *l = p->layout;
    /* never past the drawing's end: no blank rows or columns below or
     * right of it while part of it is out of sight, none at all when it
     * fits */
    uint32_t max_x = l->width > (uint32_t)w ? l->width - (uint32_t)w : 0;
    uint32_t max_y = l->rows > (uint32_t)h ? l->rows - (uint32_t)h : 0;
    if (*x0 > max_x)
        *x0 = max_x;
    if (*y0 > max_y)
        *y0 = max_y;
}

/* The longest line read, in characters. */
#define LINE_CHARS 256

/* The bytes text[0..n) takes in the locale's encoding (UTF-8). */
static size_t encoded_len(const wchar_t *text, size_t n)
{
    char mb[MB_LEN_MAX];
    mbstate_t st;
    memset(&st, 0, sizeof st);
    size_t len = 0;
    for (size_t i = 0; i < n; i++) {
        size_t k = wcrtomb(mb, text[i], &st);
        len += k == (size_t)-1 ? 1 : k;
    }
    return len;
}

/* The columns a character typed at a prompt takes: as ui_text_width
 * counts it (its bytes, on a terminal that does not show UTF-8). */
static int char_width(wchar_t wc)
{
    if (ui_locale_is_utf8())
        return utf8_char_width((uint32_t)wc);
    return (int)encoded_len(&wc, 1);
}

/* Draws the prompt and the line with the cursor at `at`, scrolling the
 * line sideways so that the cursor stays in sight. */
static void draw_line(int row, int col, const char *prompt, const wchar_t *text, size_t len,
                      size_t at)
{
    move(row, col);
    clrtoeol();
    /* a question wider than the line is cut short, so that what is typed
     * stays in view (at least 24 columns, or half a narrower line) */
    int line = COLS - col - 1, keep = line < 48 ? line / 2 : 24;
    int shown = ui_text_width(prompt);
    if (shown > line - keep)
        shown = line - keep > 0 ? line - keep : 0;
    ui_put(row, col, shown, prompt, A_BOLD);
    int start = col + shown;
    int room = COLS - start - 1;
    if (room < 1)
        room = 1;
    /* the first character shown: the cursor at most `room` columns in */
    size_t first = 0;
    int w = 0;
    for (size_t i = at; i > 0; i--) {
        w += char_width(text[i - 1]);
        if (w >= room) {
            first = i;
            break;
        }
    }
    int x = start, cursor = start;
    for (size_t i = first; i < len; i++) {
        int cw = char_width(text[i]);
        if (i == at)
            cursor = x;
        if (x + cw > COLS - 1)
            break;
        wchar_t one[2] = { text[i], L'\0' };
        mvaddwstr(row, x, one);
        x += cw;
    }
    if (at >= len)
        cursor = x;
    move(row, cursor < COLS ? cursor : COLS - 1);
    refresh();
}

/* The end of a prompt: the cursor hidden again and the len characters
 * typed in text given back in buf as multibyte text (empty if they do
 * not convert). */
static void line_done(wchar_t *text, size_t len, char *buf, size_t cap)
{
    mbstate_t st;
    memset(&st, 0, sizeof st);
    curs_set(0);
    text[len] = L'\0';
    const wchar_t *from = text;
    if (wcsrtombs(buf, &from, cap, &st) == (size_t)-1)
        buf[0] = '\0';
}

bool ui_read_line(int row, int col, const char *prompt, char *buf, size_t cap, int *key,
                  unsigned flags)
{
    wchar_t text[LINE_CHARS + 1];
    mbstate_t st;
    memset(&st, 0, sizeof st);
    const char *src = buf;
    size_t len = mbsrtowcs(text, &src, LINE_CHARS, &st);
    if (len == (size_t)-1)
        len = 0;
    size_t at = len;
    bool edit = flags & UI_LINE_EDIT;
    *key = 0;
    curs_set(1);
    for (;;) {
        draw_line(row, col, prompt, text, len, at);
        wint_t ch;
        int r = ui_get_wch(&ch);
        if (r == ERR)
            continue;
        bool code = r == KEY_CODE_YES;
        if ((!code && (ch == L'\n' || ch == L'\r')) || (code && ch == KEY_ENTER))
            break;
        if ((code && ch == KEY_BACKSPACE) || (!code && (ch == 127 || ch == 8))) {
            if (at > 0) {
                memmove(text + at - 1, text + at, (len - at) * sizeof *text);
                at--;
                len--;
            }
            continue;
        }
        if (edit) {
            /* cursor keys, and the usual control keys of a shell */
            if ((code && ch == KEY_LEFT) || (!code && ch == 2)) {
                at = at > 0 ? at - 1 : 0;
                continue;
            }
            if ((code && ch == KEY_RIGHT) || (!code && ch == 6)) {
                at = at < len ? at + 1 : len;
                continue;
            }
            if ((code && ch == KEY_HOME) || (!code && ch == 1)) {
                at = 0;
                continue;
            }
            if ((code && ch == KEY_END) || (!code && ch == 5)) {
                at = len;
                continue;
            }
            if ((code && ch == KEY_DC) || (!code && ch == 4)) {
                if (at < len) {
                    memmove(text + at, text + at + 1, (len - at - 1) * sizeof *text);
                    len--;
                }
                continue;
            }
            if (!code && ch == 11) {        /* Ctrl-K: to the end */
                len = at;
                continue;
            }
            if (!code && ch == 21) {        /* Ctrl-U: to the start */
                memmove(text, text + at, (len - at) * sizeof *text);
                len -= at;
                at = 0;
                continue;
            }
            if (code && ch == KEY_MOUSE)
                continue;
        }
        if (!code && ch >= 32 && ch != 127 && (edit || ch != L'?') && iswprint((wint_t)ch)) {
            /* room for it in the caller's buffer, encoded */
            wchar_t c = (wchar_t)ch;
            if (len < LINE_CHARS && encoded_len(text, len) + encoded_len(&c, 1) < cap) {
                memmove(text + at + 1, text + at, (len - at) * sizeof *text);
                text[at++] = c;
                len++;
            }
            continue;
        }
        /* not editing: left for the caller (Esc: cancel) */
        *key = (int)ch;
        line_done(text, len, buf, cap);
        return false;
    }
    line_done(text, len, buf, cap);
    return true;
}
