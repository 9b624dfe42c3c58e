/* SPDX-License-Identifier: GPL-3.0-or-later */
/* memfile.h: files held in memory, for the page's WebAssembly module,
 * which has no file system: the page hands it the shipped lessons and
 * trees (web_api.h's web_file), and the readers of util.h find them by
 * their paths before they ask the system, so that a lesson reads its
 * trees there as it does from disk.  A native program registers none. */
#ifndef ABPRUNE_MEMFILE_H
#define ABPRUNE_MEMFILE_H

#include <stdbool.h>
#include <stddef.h>

/* Keeps a copy of len bytes of data as the file at path (an absolute
 * path; "." and ".." are resolved); false when out of memory. */
bool memfile_add(const char *path, const char *data, size_t len);

/* The bytes of the file at path (resolved as memfile_add resolves it),
 * *len of them, or NULL when no such file is held. */
const char *memfile_find(const char *path, size_t *len);

/* The paths held under the directory dir ("/abprune/lessons/uk"), sorted,
 * one after another NUL-separated in a new buffer, *count of them; NULL
 * when there are none or out of memory. */
char *memfile_list(const char *dir, size_t *count);

#endif
