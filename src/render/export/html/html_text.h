/* SPDX-License-Identifier: GPL-3.0-or-later */
/* html_text.h: text as the web page holds it: escaped for HTML, and the
 * catalogues' printf formats as the templates page.js fills in.  Below
 * the page and its halves (html.c, html_steps.c, html_board.c) and the
 * exercise's data (course/quiz_page.c), which all write through it and
 * through base/json.h. */
#ifndef ABPRUNE_HTML_TEXT_H
#define ABPRUNE_HTML_TEXT_H

#include "base/json.h"
#include "base/strbuf.h"

/* s as HTML text or an attribute's value: & < > " ' as references, and
 * ill-formed UTF-8 and control characters (but newline and tab) as
 * U+FFFD. */
void html_escape(struct strbuf *out, const char *s);

/* A translated printf format ("step %zu of %zu", or a translation's
 * "%2$zu ... %1$zu") as a string of the page's templates, "step {1} of
 * {2}" (page.js's fill() puts the numbers in), written as j's next
 * value. */
void html_template(struct json *j, const char *fmt);

#endif
