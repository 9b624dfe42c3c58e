/* SPDX-License-Identifier: GPL-3.0-or-later */
/* catalogs.h: the message catalogues compiled into the WebAssembly module
 * (catalogs.c, written by tools/wasm-catalogs.sh from po/LL.po when the
 * module is built: the messages of the core and of web/ only). */
#ifndef ABPRUNE_WEB_CATALOGS_H
#define ABPRUNE_WEB_CATALOGS_H

#include <stddef.h>

struct web_catalog {
    const char *language;           /* "uk" */
    const unsigned char *mo;        /* the .mo file's bytes */
    size_t size;
};

/* The catalogues, *count of them. */
const struct web_catalog *web_catalogs(size_t *count);

#endif
