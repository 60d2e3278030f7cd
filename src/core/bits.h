/* bits.h - counting the set bits of a mask.
 *
 * Where the processor has a popcount instruction the compiler is told so
 * (__POPCNT__: -mpopcnt, -march=native or x86-64-v2 and up) and on other
 * targets (arm64, WebAssembly), the builtin is that instruction.  A
 * portable x86-64 build has none: GCC then calls libgcc's __popcountdi2,
 * a function call for each count, which took 29% of `talon open`'s time.
 * There the count is the usual bit-parallel sum, inline (GCC recognises
 * it and emits popcnt again inside a function compiled for it, such as a
 * target_clones copy).  Same results either way. */
#ifndef TALON_BITS_H
#define TALON_BITS_H

#include <stdint.h>

#if defined(__x86_64__) && !defined(__POPCNT__)
static inline int bits_count64(uint64_t x)
{
    x = x - (x >> 1 & 0x5555555555555555ULL);
    x = (x & 0x3333333333333333ULL) + (x >> 2 & 0x3333333333333333ULL);
    x = (x + (x >> 4)) & 0x0f0f0f0f0f0f0f0fULL;
    return (int)(x * 0x0101010101010101ULL >> 56);
}
static inline int bits_count32(uint32_t x)
{
    x = x - (x >> 1 & 0x55555555u);
    x = (x & 0x33333333u) + (x >> 2 & 0x33333333u);
    x = (x + (x >> 4)) & 0x0f0f0f0fu;
    return (int)(x * 0x01010101u >> 24);
}
#else
static inline int bits_count64(uint64_t x) { return __builtin_popcountll(x); }
static inline int bits_count32(uint32_t x) { return __builtin_popcount(x); }
#endif

#endif
