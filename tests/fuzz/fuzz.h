/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz.h: the fuzz targets' entry point, shared by libFuzzer (make fuzz,
 * configure --enable-fuzzing) and the replay driver (make check), which
 * runs every saved input through the same function. */
#ifndef ABPRUNE_FUZZ_H
#define ABPRUNE_FUZZ_H

#include <stddef.h>
#include <stdint.h>

/* Runs one input; returns 0.  A failed check aborts (a crash). */
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* Trees bigger than this are not searched: a fuzz input should run in
 * milliseconds (transpositions could otherwise ask for millions). */
#define FUZZ_MAX_POSITIONS 20000

#endif
