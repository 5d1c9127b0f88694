#ifndef TESSERA_ALLOCATION_COUNTER_H
#define TESSERA_ALLOCATION_COUNTER_H

#include <stdint.h>

/// Whether this build counts heap allocations (Linux with glibc only: the counter replaces
/// `malloc` and friends in the executable that links it, which glibc documents as supported).
int tessera_allocation_counting_available(void);

/// Starts or stops counting. Counting is off until started, so start-up costs nothing.
void tessera_allocation_counting_enable(int enabled);

/// Allocations (malloc, calloc, realloc of a new block, memalign, posix_memalign,
/// aligned_alloc, valloc) made while counting was on, in every thread.
int64_t tessera_allocation_count(void);

#endif
