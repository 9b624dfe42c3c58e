/* SPDX-License-Identifier: GPL-3.0-or-later */
/* web_module.h: the page's WebAssembly module (the core built by
 * src/web/wasm.mk, gzipped), embedded in the program at build time by
 * tools/embed.c, for `abprune web` to write into the page. */
#ifndef ABPRUNE_WEB_MODULE_H
#define ABPRUNE_WEB_MODULE_H

#include <stddef.h>

/* The module as base64, in *count pieces to write one after another;
 * *count is 0 for a build that has none (config.h's WEB_MISSING says what
 * building it needs). */
const char *const *web_module_base64(size_t *count);

#endif
