/* fuzz.h - helpers shared by the libFuzzer targets tests/fuzz/fuzz_*.c.
 *
 * A target is a function LLVMFuzzerTestOneInput(data, size) that feeds one
 * input to a parser and checks what it can about the result.  Memory errors
 * and undefined behaviour are found by ASan and UBSan (every build of a
 * target has both, see CMakeLists.txt); a violated property of the parser's
 * contract (a round trip that changes the cards, a count that does not add
 * up) is reported by FUZZ_CHECK, which prints the condition and aborts, so
 * libFuzzer records the input as a crash.
 */
#ifndef TALON_FUZZ_H
#define TALON_FUZZ_H

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <sanitizer/common_interface_defs.h>

/* The message goes through the sanitizers' report channel, which stays
 * open when libFuzzer runs with -close_fd_mask=2 (the target's own stderr
 * silenced, as scripts/fuzz does for fuzz_cli). */
#define FUZZ_CHECK(cond)                                                         \
    do {                                                                         \
        if (!(cond))                                                             \
            fuzz_fail(__FILE__, __LINE__, #cond);                                \
    } while (0)

static inline _Noreturn void fuzz_fail(const char *file, int line, const char *cond)
{
    char msg[512];
    snprintf(msg, sizeof msg, "%s:%d: fuzz check failed: %s", file, line, cond);
    __sanitizer_report_error_summary(msg);
    abort();
}

/* The input as a NUL-terminated string in its own heap block of exactly
 * size + 1 bytes (ASan sees a read past the NUL).  A NUL byte inside the
 * input simply ends the string early.  Free with free(). */
static inline char *fuzz_cstr(const uint8_t *data, size_t size)
{
    char *s = malloc(size + 1);
    if (!s)
        abort();
    memcpy(s, data, size);
    s[size] = '\0';
    return s;
}

/* A small deterministic generator (splitmix64) seeded from the input, for
 * the targets that try a few hands on what they parsed. */
static inline uint64_t fuzz_mix(uint64_t *state)
{
    uint64_t z = (*state += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

#endif
