/* SPDX-License-Identifier: GPL-3.0-or-later */
/* util.h: small helpers shared by the core and the front ends. */
#ifndef ABPRUNE_UTIL_H
#define ABPRUNE_UTIL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "base/diag.h"

/* The most a tree file, a lesson file or a tree a lesson names may hold
 * unless a command is told otherwise (--max-input): 512 MiB. */
#define FILE_DEFAULT_MAX_INPUT ((size_t)512 << 20)

/* Reads a whole file ("-" is standard input) into a new NUL-terminated
 * buffer; *len gets its length.  NULL with *err filled on failure,
 * including "input larger than N bytes" as soon as more than max bytes
 * come (a device such as /dev/zero fails at once, not out of memory). */
char *file_read_max(const char *path, size_t max, size_t *len, struct diag *err);

/* Reads a regular file and nothing else, for files that another file
 * names (a lesson's trees): opened without blocking (a FIFO does not
 * hang), checked with fstat, so that a device, a pipe, a directory or
 * the terminal (/dev/stdin, /dev/zero) is refused with "not a regular
 * file" before anything is read; otherwise as file_read_max. */
char *file_read_regular(const char *path, size_t max, size_t *len, struct diag *err);

/* file_read_max with FILE_DEFAULT_MAX_INPUT. */
char *file_read(const char *path, size_t *len, struct diag *err);

/* A file's bytes, read-only, as file_bytes_open() got them. */
struct file_bytes {
    const char *data;       /* len bytes (not NUL-terminated when mapped) */
    size_t len;
    void *map;              /* the mapping, or NULL */
    char *buf;              /* the buffer file_read_max() filled, or NULL */
};

/* Gets path's bytes for reading once: a regular file is mapped (read in
 * place from the page cache: no copy and no fresh memory to clear, what
 * `run` on a large tree would otherwise pay for), anything else ("-",
 * pipes, devices, an empty file, or when mapping fails) read with
 * file_read_max() and the same limit and messages.  A mapped file that
 * is truncated while it is read ends the program (SIGBUS), as with any
 * mapped file.  False with *err filled on failure. */
/* Whether path is a regular file (or a file held in memory, memfile.h). */
bool file_is_regular(const char *path);

/* The files of dir whose names end in suffix (".lesson"), their names
 * without it, sorted, in a new array (free each and the array); the files
 * held in memory (memfile.h) when there are any there, else the
 * directory's.  NULL (*count 0) when it cannot be read or holds none. */
char **dir_names(const char *dir, const char *suffix, size_t *count);
void dir_names_free(char **names, size_t count);

bool file_bytes_open(struct file_bytes *fb, const char *path, size_t max, struct diag *err);

/* Gives back what file_bytes_open() got. */
void file_bytes_close(struct file_bytes *fb);

/* An array of one entry a position of a big tree, as malloc() would give
 * it (free() and realloc() take it): one of 4 MiB or more asks for huge
 * pages, so that filling it takes a page fault every 2 MiB rather than
 * every 4 KiB (on a virtual machine most of the time filling a fresh
 * array of 10^7 positions takes).  NULL when out of memory. */
void *big_alloc(size_t bytes);

/* big_alloc() with every byte 0. */
void *big_calloc(size_t count, size_t size);

/* The capacity, in elements of elem bytes, that holds need elements:
 * cap doubled (from ARRAY_MIN_CAP) until it does, so that n appends cost
 * O(n) in all whatever the allocator; 0 when the bytes would overflow.
 * The one growth rule of the program (ARRAY_GROW, and the arrays grown
 * side by side, such as the tree builder's). */
#define ARRAY_MIN_CAP 8
size_t array_capacity(size_t cap, size_t need, size_t elem);

/* ARRAY_GROW's work: the block p reallocated to array_capacity()
 * elements and *cap updated, or p itself (and *cap unchanged) when out
 * of memory. */
void *array_grow_block(void *p, size_t *cap, size_t need, size_t elem);

/* Makes room for need elements in the array arr whose capacity is the
 * size_t cap (both lvalues, evaluated more than once), growing it
 * geometrically; true when there is room, false when out of memory (the
 * array as it was).  Typed: the element size is sizeof *(arr), and arr
 * is assigned, not cast through void **:
 *     if (!ARRAY_GROW(l->items, l->capitems, l->nitems + 1)) ... */
#define ARRAY_GROW(arr, cap, need)                                                     \
    ((size_t)(need) <= (cap) ||                                                        \
     ((arr) = array_grow_block((arr), &(cap), (size_t)(need), sizeof *(arr)),          \
      (size_t)(need) <= (cap)))

/* Tables that grow to hundreds of KiB and are filled all through (a
 * game's positions by hash, gen game --transpositions): from
 * HUGE_TABLE_FROM bytes on they go on huge pages, their size rounded up
 * to whole huge pages, where one fault clears 2 MiB.  Below that, or
 * where there are no huge pages, as malloc() gives them; free() takes
 * both.  (big_alloc waits for 4 MiB: run's arrays are filled front to
 * back, its small trees are timed from the start.)  The threshold is
 * measured: bench/README.md, "fifth pass". */
#define HUGE_TABLE_FROM ((size_t)64 << 10)

/* A table of at least *bytes, *bytes then all the block holds (more
 * where it is on huge pages); NULL when out of memory. */
void *huge_table_alloc(size_t *bytes);

/* ARRAY_GROW's work for such a table: from HUGE_TABLE_FROM bytes on the
 * block is moved to a new one on huge pages (never realloc'd: that could
 * lose the alignment), *cap then counting all the elements it holds. */
void *huge_table_grow_block(void *p, size_t *cap, size_t need, size_t elem);

/* ARRAY_GROW for a table that may grow big: huge_table_grow_block. */
#define HUGE_TABLE_GROW(arr, cap, need)                                                \
    ((size_t)(need) <= (cap) ||                                                        \
     ((arr) = huge_table_grow_block((arr), &(cap), (size_t)(need), sizeof *(arr)),     \
      (size_t)(need) <= (cap)))

/* Parses a decimal int within [-limit, limit]; also "inf", "+inf", "-inf"
 * when inf is non-zero (they become +inf / -inf).  Returns false on junk. */
bool parse_bounded_int(const char *s, long limit, long inf, long *out);

/* Writes the n words as a list for people, "a, b or c", into buf. */
const char *words_or(char *buf, size_t cap, const char *const *words, size_t n);

/* A newly allocated formatted string, or NULL when out of memory. */
char *str_printf(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

/* The number of decimal digits of v (1 for 0). */
size_t decimal_digits(uint32_t v);

#endif
