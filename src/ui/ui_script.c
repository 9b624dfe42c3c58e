/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ui_script.c: key scripts that drive the screens instead of the
 * keyboard, and dumps of the screen as text, for tests and demos; the
 * keys and the mouse read through them. */
#include "config.h"

#include "ui/ui_script.h"

#include <curses.h>
#include <errno.h>
#include <stdio.h>
#include <sys/stat.h>
#include <stdlib.h>
#include <string.h>

#include "base/i18n.h"
#include "base/strbuf.h"
#include "base/text.h"
#include "base/utf8.h"
#include "base/util.h"

/* One key of a script. */
struct script_key {
    int key;            /* a curses key code, a character, or KEY_SCRIPT_* */
    int a, b;           /* resize and mouse coordinates */
    bool wide;          /* key is a character beyond ASCII (a code point) */
};

/* The key script, when one drives the screens. */
static struct {
    struct script_key *keys;
    size_t count, next, cap;
    /* the screens dumped so far, written whole at the end; NULL path: none */
    const char *dump_path;
    bool overwrite;
    struct strbuf dump;
    int cols, rows;
    bool loaded, ended;
    int mouse_row, mouse_col;
    enum ui_mouse mouse;
} script;

enum { KEY_SCRIPT_DUMP = 0x7fff0001, KEY_SCRIPT_RESIZE, KEY_SCRIPT_CLICK, KEY_SCRIPT_WHEEL_UP,
       KEY_SCRIPT_WHEEL_DOWN, KEY_SCRIPT_TEXT };

/* The keys that have names: one table for the key scripts, which spell
 * them <name>, and for the help, which shows their labels (translated).
 * A key two codes give (Enter, Backspace) has one row for each, the
 * script's name on the first. */
static const struct {
    const char *name;   /* in key scripts; NULL: not spelled there */
    int key;
    const char *label;  /* in the help and --list-keys */
} key_names[] = {
    { "Left", KEY_LEFT, N_("Left") }, { "Right", KEY_RIGHT, N_("Right") },
    { "Up", KEY_UP, N_("Up") }, { "Down", KEY_DOWN, N_("Down") },
    { "Enter", '\n', N_("Enter") }, { NULL, KEY_ENTER, N_("Enter") },
    /* TRANSLATORS: the space bar, as the help names it */
    { "Space", ' ', N_("Space") }, { "Tab", '\t', N_("Tab") }, { "Esc", 27, N_("Esc") },
    { "Home", KEY_HOME, N_("Home") }, { "End", KEY_END, N_("End") },
    { "PgUp", KEY_PPAGE, N_("PgUp") }, { "PgDn", KEY_NPAGE, N_("PgDn") },
    { "Del", KEY_DC, N_("Del") }, { "Backspace", KEY_BACKSPACE, N_("Backspace") },
    { NULL, 127, N_("Backspace") },
    /* TRANSLATORS: a mouse click, named in the help among the keys */
    { NULL, KEY_MOUSE, N_("click") },
    /* TRANSLATORS: the mouse wheel, named in the help among the keys */
    { NULL, UI_KEY_WHEEL, N_("wheel") },
    { "dump", KEY_SCRIPT_DUMP, NULL },
};

const char *ui_key_label(int key, char *buf, size_t cap)
{
    for (size_t i = 0; i < sizeof key_names / sizeof key_names[0]; i++)
        if (key_names[i].key == key && key_names[i].label)
            return _(key_names[i].label);
    if (key > ' ' && key < 127)
        snprintf(buf, cap, "%c", key);
    else
        snprintf(buf, cap, "?");
    return buf;
}

static bool add_key(int key, int a, int b, bool wide)
{
    if (!ARRAY_GROW(script.keys, script.cap, script.count + 1))
        return false;
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
        if (key_names[i].name && strcmp(name, key_names[i].name) == 0)
            return add_key(key_names[i].key, 0, 0, false);
    return false;
}

bool ui_script_load(const char *path, int cols, int rows, struct diag *err)
{
    size_t len;
    char *text = file_read(path, &len, err);
    if (!text)
        return false;
    unsigned line = 1;
    const char *line_start = text;
    bool ok = true;
    for (char *p = text; *p && ok;) {
        if (*p == '\n') {
            line++;
            line_start = p + 1;
        }
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
            diag_set(err, path, line, text_column(line_start, (size_t)(start - line_start)),
                     _("unknown key '%.*s' (a character, or a name like "
                     "<Right>, <Enter>, <resize:80x24>, <click:5,10>, <wheel-down:5,10>, "
                     "<dump>)"),
                     (int)(p - start), start);
            ok = false;
        }
    }
    free(text);
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

/* At the program's exit, the dump not written yet is (no message). */
static void close_at_exit(void)
{
    struct outfile done;
    ui_script_close(&done);
}

int ui_script_dump_to(const char *path, bool overwrite)
{
    struct stat st;
    if (stat(path, &st) == 0 && S_ISDIR(st.st_mode))
        return EISDIR;
    if (!overwrite && outfile_exists(path))
        return EEXIST;
    strbuf_init(&script.dump);
    script.dump_path = path;
    script.overwrite = overwrite;
    /* one dump for the whole run: a lesson that goes on to the next one
     * starts the screen again */
    atexit(close_at_exit);
    return 0;
}

int ui_script_close(struct outfile *done)
{
    *done = (struct outfile){ .fd = -1 };
    if (!script.dump_path)
        return 0;
    const char *path = script.dump_path;
    script.dump_path = NULL;
    int e = script.dump.failed ? (script.dump.error ? script.dump.error : ENOMEM)
                               : outfile_open(done, path, script.overwrite, 0);
    if (!e) {
        outfile_write(done, script.dump.data ? script.dump.data : "", script.dump.len);
        e = outfile_finish(done, NULL);
    }
    strbuf_free(&script.dump);
    return e;
}

void ui_dump(void)
{
    /* only while a screen is up, and up to a byte past the limit (the
     * writing then fails, naming it) */
    if (!script.dump_path || !stdscr || isendwin() || script.dump.len > OUTFILE_DEFAULT_MAX)
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
        strbuf_add(&script.dump, line, len);
        strbuf_add(&script.dump, "\n", 1);
    }
    strbuf_puts(&script.dump, "----\n");
    free(row);
}

bool ui_script_loaded(void)
{
    return script.loaded;
}

void ui_script_size(int *cols, int *rows)
{
    *cols = script.cols;
    *rows = script.rows;
}


