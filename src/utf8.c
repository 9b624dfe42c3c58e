/* utf8.c: decoding UTF-8, the characters of labels, display widths. */
#include "config.h"

#include "utf8.h"

#include <string.h>
#include <wchar.h>

struct range {
    uint32_t lo, hi;
};

/* Letters and digits outside ASCII, by script (punctuation, symbols and
 * spaces of each block left out where they sit apart). */
static const struct range letters[] = {
    { 0x00AA, 0x00AA }, { 0x00B5, 0x00B5 }, { 0x00BA, 0x00BA },
    { 0x00C0, 0x00D6 }, { 0x00D8, 0x00F6 }, { 0x00F8, 0x02C1 },  /* Latin, IPA */
    { 0x0370, 0x0373 }, { 0x0376, 0x037D }, { 0x037F, 0x037F },
    { 0x0386, 0x0386 }, { 0x0388, 0x03FF },                      /* Greek */
    { 0x0400, 0x0481 }, { 0x048A, 0x052F },                      /* Cyrillic */
    { 0x0531, 0x0556 }, { 0x0561, 0x0587 },                      /* Armenian */
    { 0x05D0, 0x05EA },                                          /* Hebrew */
    { 0x0620, 0x064A }, { 0x0660, 0x0669 }, { 0x066E, 0x06D3 },
    { 0x06F0, 0x06FF },                                          /* Arabic */
    { 0x0900, 0x0963 }, { 0x0966, 0x0DFF },                      /* Indic */
    { 0x0E01, 0x0E3A }, { 0x0E40, 0x0E4E }, { 0x0E50, 0x0E59 },
    { 0x0E81, 0x0EDF },                                          /* Thai, Lao */
    { 0x10A0, 0x10FF },                                          /* Georgian */
    { 0x1100, 0x11FF },                                          /* Hangul Jamo */
    { 0x1E00, 0x1FBC }, { 0x1FC2, 0x1FCC }, { 0x1FD0, 0x1FDB },
    { 0x1FE0, 0x1FEC }, { 0x1FF2, 0x1FFC },                      /* Latin, Greek ext. */
    { 0x3041, 0x3096 }, { 0x309D, 0x309F }, { 0x30A1, 0x30FA },
    { 0x30FC, 0x30FF },                                          /* kana */
    { 0x3400, 0x4DBF }, { 0x4E00, 0x9FFF },                      /* CJK */
    { 0xAC00, 0xD7A3 },                                          /* Hangul */
    { 0xF900, 0xFAFF },                                          /* CJK compatibility */
    { 0xFF10, 0xFF19 }, { 0xFF21, 0xFF3A }, { 0xFF41, 0xFF5A },  /* fullwidth */
    { 0x20000, 0x2FFFD },                                        /* CJK extensions */
};

/* Combining marks. */
static const struct range marks[] = {
    { 0x0300, 0x036F }, { 0x0483, 0x0489 }, { 0x0591, 0x05BD }, { 0x0610, 0x061A },
    { 0x064B, 0x065F }, { 0x1AB0, 0x1AFF }, { 0x1DC0, 0x1DFF }, { 0x20D0, 0x20FF },
    { 0xFE20, 0xFE2F },
};

/* East Asian wide and fullwidth characters: two columns. */
static const struct range wide[] = {
    { 0x1100, 0x115F }, { 0x2E80, 0x303E }, { 0x3041, 0x33FF }, { 0x3400, 0x4DBF },
    { 0x4E00, 0x9FFF }, { 0xA000, 0xA4CF }, { 0xAC00, 0xD7A3 }, { 0xF900, 0xFAFF },
    { 0xFE30, 0xFE4F }, { 0xFF00, 0xFF60 }, { 0xFFE0, 0xFFE6 }, { 0x1F300, 0x1F64F },
    { 0x1F900, 0x1F9FF }, { 0x20000, 0x3FFFD },
};

static bool in(const struct range *r, size_t n, uint32_t cp)
{
    size_t lo = 0, hi = n;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (cp < r[mid].lo)
            hi = mid;
        else if (cp > r[mid].hi)
            lo = mid + 1;
        else
            return true;
    }
    return false;
}

size_t utf8_encode(uint32_t ch, char *buf)
{
    if (ch < 0x80) {
        buf[0] = (char)ch;
        return 1;
    }
    if (ch < 0x800) {
        buf[0] = (char)(0xC0 | (ch >> 6));
        buf[1] = (char)(0x80 | (ch & 0x3F));
        return 2;
    }
    if (ch < 0x10000) {
        buf[0] = (char)(0xE0 | (ch >> 12));
        buf[1] = (char)(0x80 | ((ch >> 6) & 0x3F));
        buf[2] = (char)(0x80 | (ch & 0x3F));
        return 3;
    }
    buf[0] = (char)(0xF0 | (ch >> 18));
    buf[1] = (char)(0x80 | ((ch >> 12) & 0x3F));
    buf[2] = (char)(0x80 | ((ch >> 6) & 0x3F));
    buf[3] = (char)(0x80 | (ch & 0x3F));
    return 4;
}

size_t utf8_decode(const char *s, const char *end, uint32_t *cp)
{
    if (s >= end)
        return 0;
    const unsigned char *u = (const unsigned char *)s;
    size_t avail = (size_t)(end - s);
    uint32_t c = u[0];
    size_t len;
    uint32_t min;
    if (c < 0x80) {
        *cp = c;
        return 1;
    } else if (c >= 0xC2 && c <= 0xDF) {
        len = 2, min = 0x80, c &= 0x1F;
    } else if (c >= 0xE0 && c <= 0xEF) {
        len = 3, min = 0x800, c &= 0x0F;
    } else if (c >= 0xF0 && c <= 0xF4) {
        len = 4, min = 0x10000, c &= 0x07;
    } else {
        return 0;
    }
    if (avail < len)
        return 0;
    for (size_t i = 1; i < len; i++) {
        if ((u[i] & 0xC0) != 0x80)
            return 0;
        c = (c << 6) | (u[i] & 0x3F);
    }
    if (c < min || c > 0x10FFFF || (c >= 0xD800 && c <= 0xDFFF))
        return 0;
    *cp = c;
    return len;
}

bool utf8_valid(const char *s, size_t n)
{
    const char *end = s + n;
    uint32_t cp;
    while (s < end) {
        size_t len = utf8_decode(s, end, &cp);
        if (!len)
            return false;
        s += len;
    }
    return true;
}

bool utf8_is_letter(uint32_t cp)
{
    return in(letters, sizeof letters / sizeof letters[0], cp);
}

bool utf8_is_mark(uint32_t cp)
{
    return in(marks, sizeof marks / sizeof marks[0], cp);
}

int utf8_char_width(uint32_t cp)
{
    if (cp < 0x80)
        return 1;
    /* the locale's table when it knows the character (a UTF-8 locale) */
    int w = wcwidth((wchar_t)cp);
    if (w >= 0)
        return w;
    if (utf8_is_mark(cp))
        return 0;
    return in(wide, sizeof wide / sizeof wide[0], cp) ? 2 : 1;
}

size_t utf8_width_n(const char *s, size_t n)
{
    const char *end = s + n;
    size_t cols = 0;
    uint32_t cp;
    while (s < end) {
        size_t len = utf8_decode(s, end, &cp);
        if (!len) {
            cols++;
            s++;
            continue;
        }
        cols += (size_t)utf8_char_width(cp);
        s += len;
    }
    return cols;
}

size_t utf8_width(const char *s)
{
    return utf8_width_n(s, strlen(s));
}

size_t utf8_fit(const char *s, size_t cols)
{
    return utf8_fit_on(s, cols, true, NULL);
}

size_t utf8_width_on(const char *s, bool utf8)
{
    size_t n = strlen(s);
    return utf8 ? utf8_width_n(s, n) : n;
}

size_t utf8_fit_on(const char *s, size_t cols, bool utf8, size_t *blank)
{
    const char *p = s, *end = s + strlen(s);
    size_t used = 0;
    uint32_t cp;
    if (blank)
        *blank = 0;
    while (p < end) {
        size_t len = utf8 ? utf8_decode(p, end, &cp) : 1;
        int w = len && utf8 ? utf8_char_width(cp) : 1;
        if (!len)
            len = 1;
        if (used + (size_t)w > cols)
            break;
        if (blank && *p == ' ')
            *blank = (size_t)(p - s);
        used += (size_t)w;
        p += len;
    }
    return (size_t)(p - s);
}

int utf8_fprint_padded(FILE *out, const char *s, int width)
{
    size_t want = (size_t)(width < 0 ? -(long)width : width);
    size_t have = utf8_width(s);
    int pad = have < want ? (int)(want - have) : 0;
    return width < 0 ? fprintf(out, "%*s%s", pad, "", s) : fprintf(out, "%s%*s", s, pad, "");
}

const char *utf8_pad(char *buf, size_t cap, const char *s, size_t width)
{
    size_t have = utf8_width(s);
    size_t pad = have < width ? width - have : 0;
    snprintf(buf, cap, "%s%*s", s, (int)pad, "");
    return buf;
}
