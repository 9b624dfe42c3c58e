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

/* Trees bigger than this are not searched.  It was 20,000 positions, so
 * that every input ran in milliseconds, and the fuzzers never saw the
 * lopsided shapes of issue 43 (a degree of 50,000, a chain of depth
 * 2,048); the cap is now what the 5 s budget (-timeout=5) allows under
 * ASan: a million positions (a command's default is 16 million, whose
 * transposition bombs alone take seconds under a sanitizer).  Time, not
 * this count, is what the fuzzers hold an input to. */
#define FUZZ_MAX_POSITIONS 1000000

#endif
