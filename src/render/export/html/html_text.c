/* SPDX-License-Identifier: GPL-3.0-or-later */
/* html_text.c: text escaped for HTML, printf formats as page templates. */
#include "config.h"

#include "render/export/html/html_text.h"

#include <string.h>

#include "base/utf8.h"

void html_escape(struct strbuf *out, const char *s)
{
    const char *end = s + strlen(s);
    while (s < end) {
        uint32_t cp;
        size_t k = utf8_decode(s, end, &cp);
        if (!k) {
            /* a byte that is not part of well-formed UTF-8 */
            strbuf_puts(out, "\xEF\xBF\xBD");
            s++;
            continue;
        }
        switch (cp) {
        case '&': strbuf_puts(out, "&amp;"); break;
        case '<': strbuf_puts(out, "&lt;"); break;
        case '>': strbuf_puts(out, "&gt;"); break;
        case '"': strbuf_puts(out, "&quot;"); break;
        case '\'': strbuf_puts(out, "&#39;"); break;
        default:
            /* controls, C1 among them, and the bidirectional overrides
             * and isolates, which would reorder the page's text */
            if ((cp < 0x20 && cp != '\n' && cp != '\t') || (cp >= 0x7F && cp < 0xA0) ||
                (cp >= 0x202A && cp <= 0x202E) || (cp >= 0x2066 && cp <= 0x2069))
                strbuf_puts(out, "\xEF\xBF\xBD");
            else
                strbuf_add(out, s, k);
        }
        s += k;
    }
}

void html_template(struct json *j, const char *fmt)
{
    struct strbuf t;
    strbuf_init(&t);
    int next = 1;
    for (const char *p = fmt; *p; p++) {
        if (*p != '%') {
            strbuf_add(&t, p, 1);
            continue;
        }
        if (p[1] == '%') {
            strbuf_puts(&t, "%");
            p++;
            continue;
        }
        /* %N$... names its argument; else they come in order */
        const char *q = p + 1;
        int pos = 0;
        while (*q >= '0' && *q <= '9')
            pos = pos * 10 + (*q++ - '0');
        if (*q == '$') {
            q++;
        } else {
            pos = 0;
            q = p + 1;
        }
        while (*q && !strchr("diouxXsc", *q))
            q++;
        strbuf_printf(&t, "{%d}", pos ? pos : next);
        next++;
        p = *q ? q : q - 1;
    }
    if (t.failed && j->buf)
        j->buf->failed = true;
    json_string(j, t.data && !t.failed ? t.data : "");
    strbuf_free(&t);
}
