// Counts heap allocations for `tessera bench` by replacing malloc in the tool's executable.
//
// glibc supports replacing its allocator from the main program ("Replacing malloc" in its
// manual): the executable defines malloc, free, calloc and realloc (and the aligned
// variants), every shared library, the Swift runtime included, binds to them, and they
// forward to glibc's own implementation under its `__libc_` names. Only the tool links this
// target; the library products never do. Elsewhere the file is empty and the bench prints
// "n/a" for allocations.
#include "AllocationCounter.h"

#if defined(__linux__) && defined(__GLIBC__)
#include <errno.h>
#include <stddef.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void __libc_free(void *pointer);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void *__libc_valloc(size_t size);
extern void *__libc_pvalloc(size_t size);

static int counting = 0;
static int64_t allocations = 0;

static inline void count_one(void) {
    if (__atomic_load_n(&counting, __ATOMIC_RELAXED)) {
        __atomic_fetch_add(&allocations, 1, __ATOMIC_RELAXED);
    }
}

void *malloc(size_t size) { count_one(); return __libc_malloc(size); }
void *calloc(size_t count, size_t size) { count_one(); return __libc_calloc(count, size); }
void free(void *pointer) { __libc_free(pointer); }

void *realloc(void *pointer, size_t size) {
    // Growing in place is not a new allocation for the caller, but glibc does not say which
    // it did: count every realloc of an existing block, as it may move.
    count_one();
    return __libc_realloc(pointer, size);
}

void *memalign(size_t alignment, size_t size) { count_one(); return __libc_memalign(alignment, size); }
void *aligned_alloc(size_t alignment, size_t size) { count_one(); return __libc_memalign(alignment, size); }
void *valloc(size_t size) { count_one(); return __libc_valloc(size); }
void *pvalloc(size_t size) { count_one(); return __libc_pvalloc(size); }

int posix_memalign(void **result, size_t alignment, size_t size) {
    if (alignment < sizeof(void *) || (alignment & (alignment - 1)) != 0) return EINVAL;
    count_one();
    void *pointer = __libc_memalign(alignment, size);
    if (pointer == NULL && size != 0) return ENOMEM;
    *result = pointer;
    return 0;
}

int tessera_allocation_counting_available(void) { return 1; }
void tessera_allocation_counting_enable(int enabled) { __atomic_store_n(&counting, enabled, __ATOMIC_RELAXED); }
int64_t tessera_allocation_count(void) { return __atomic_load_n(&allocations, __ATOMIC_RELAXED); }

#else

int tessera_allocation_counting_available(void) { return 0; }
void tessera_allocation_counting_enable(int enabled) { (void)enabled; }
int64_t tessera_allocation_count(void) { return -1; }

#endif
