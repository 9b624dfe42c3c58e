/* SPDX-License-Identifier: GPL-3.0-or-later */
/* web_answer.c: what the calls of the page's API share (web_answer.h). */
#include "config.h"

#include "web/web_answer.h"

#include <locale.h>
#include <stdio.h>
#include <stdlib.h>

#include "base/datadir.h"
#include "base/i18n.h"

void web_start(void)
{
    static bool started;
    if (started)
        return;
    started = true;
    /* labels are UTF-8 text, whatever the host; numbers as C writes them */
    setlocale(LC_ALL, "C.UTF-8");
    setlocale(LC_NUMERIC, "C");
    /* natively, where the program's catalogues are; in the module they
     * are compiled in (web/intl.c) */
    char *dir = datadir_locale_dir();
    i18n_init(dir);
    free(dir);
}

/* ---- answers ---- */

void answer_start(struct answer *a, bool ok)
{
    strbuf_init(&a->buf);
    json_init_buffer(&a->j, &a->buf, false);
    json_begin_object(&a->j);
    json_key(&a->j, "ok");
    json_bool(&a->j, ok);
}

char *answer_end(struct answer *a)
{
    json_end_object(&a->j);
    if (a->buf.failed) {
        strbuf_free(&a->buf);
        return NULL;
    }
    return a->buf.data;
}

void answer_member(struct answer *a, const char *key, const char *text)
{
    json_key(&a->j, key);
    json_string(&a->j, text);
}

char *answer_failure(const struct diag *err)
{
    struct answer a;
    answer_start(&a, false);
    char text[sizeof err->message + 64];
    if (err->line)
        snprintf(text, sizeof text, "%u:%u: %s", err->line, err->col, err->message);
    else
        snprintf(text, sizeof text, "%s", err->message);
    answer_member(&a, "error", text);
    if (err->line) {
        json_key(&a.j, "line");
        json_int(&a.j, err->line);
        json_key(&a.j, "col");
        json_int(&a.j, err->col);
    }
    return answer_end(&a);
}

char *answer_out_of_memory(void)
{
    struct diag err;
    diag_set(&err, "", 0, 0, "%s", _("out of memory"));
    return answer_failure(&err);
}

