/* SPDX-License-Identifier: GPL-3.0-or-later */
/* html_assets.h: the web page's template files, embedded at build time.
 *
 * The templates in src/render/export/html/ (page.html, page.css, the
 * scripts) are hand-written and kept as they are in the source tree (to be
 * read, linted and reviewed); `make` runs tools/embed.c over them to write
 * html_assets.c, which defines these two functions. */
#ifndef ABPRUNE_HTML_ASSETS_H
#define ABPRUNE_HTML_ASSETS_H

#include <stddef.h>

/* page.html, page.css, page.js, and web.js and web.html (the page of
 * `abprune web`: its WebAssembly module loaded and asked, and its panel) */
enum html_asset_id { HTML_PAGE, HTML_STYLE, HTML_SCRIPT, HTML_WEB_SCRIPT, HTML_WEB_PANEL };

/* The file, *len bytes. */
const char *html_asset(enum html_asset_id id, size_t *len);

/* The style sheet's or a script's SHA-256 as a Content-Security-Policy
 * source, "sha256-BASE64"; "" for the page. */
const char *html_asset_hash(enum html_asset_id id);

#endif
