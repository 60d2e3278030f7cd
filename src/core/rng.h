/* rng.h - PCG32 random numbers (O'Neill, "PCG: A Family of Simple Fast
 * Space-Efficient Statistically Good Algorithms for Random Number
 * Generation", 2014): a 64-bit LCG state, output by XSH-RR to 32 bits.
 *
 * Usage:
 *     rng g;
 *     rng_seed(&g, 42u, 54u);          // the paper's demo: first output 0xa15c02b7
 *     uint32_t x = rng_next(&g);
 *     uint32_t d = rng_bounded(&g, 6); // uniform in 0..5, no modulo bias
 *     uint32_t b[2] = {6, 6}, two[2];  // two dice from one output:
 *     rng_bounded_batch(&g, b, 2, rng_batch_thresh(36), two);
 *
 * A generator is a plain value: copy it, keep one per thread or per block.
 * Not thread-safe on one object; no global state.
 */
#ifndef TALON_RNG_H
#define TALON_RNG_H

#include <stdint.h>

typedef struct rng {
    uint64_t state;
    uint64_t inc;    /* stream selector, always odd */
} rng;

/* pcg32_srandom_r: seed the state, select stream `seq` (any 64-bit value). */
void rng_seed(rng *g, uint64_t initstate, uint64_t seq);

/* pcg32_random_r: next 32-bit output. */
static inline uint32_t rng_next(rng *g)
{
    uint64_t old = g->state;
    g->state = old * 6364136223846793005ULL + g->inc;
    uint32_t xorshifted = (uint32_t)(((old >> 18u) ^ old) >> 27u);   /* XSH */
    uint32_t rot = (uint32_t)(old >> 59u);                            /* RR  */
    return (xorshifted >> rot) | (xorshifted << ((-rot) & 31));
}

/* Uniform integer in [0, bound), bound >= 1, unbiased (Lemire's
 * multiply-and-reject method: one multiply, rejection only on a small slice). */
static inline uint32_t rng_bounded(rng *g, uint32_t bound)
{
    uint64_t m = (uint64_t)rng_next(g) * bound;
    uint32_t lo = (uint32_t)m;
    if (lo < bound) {
        uint32_t t = (-bound) % bound;        /* 2^32 mod bound */
        while (lo < t) {
            m = (uint64_t)rng_next(g) * bound;
            lo = (uint32_t)m;
        }
    }
    return (uint32_t)(m >> 32);
}

/* Several bounded draws from one 32-bit output (Brackett-Rozinsky and
 * Lemire, "Batched Ranged Random Integer Generation", Software: Practice and
 * Experience, 2025): with P = bound[0] * ... * bound[k-1] <= 2^32, the output
 * x is cut by multiplying, each step's high word being a draw and its low
 * word going on:
 *     x * bound[i] = out[i] * 2^32 + x'      (x <- x')
 * and the output is rejected (a fresh one taken) when the last x' is below
 * thresh = 2^32 mod P (rng_batch_thresh(P)).  Every k-tuple then comes from
 * exactly floor(2^32 / P) accepted outputs: out[i] uniform in [0, bound[i]),
 * independent, no bias at all (k = 1 is rng_bounded with its threshold
 * computed once).  Rejection has probability thresh / 2^32 < P / 2^32, so a
 * caller keeps P well below 2^32 (deal_plan: under 2^23).  bound[i] >= 1, k >= 1.
 * rng_batch_split is one attempt on a given x (returns the last x'). */
static inline uint32_t rng_batch_split(uint32_t x, const uint32_t *bound, int k, uint32_t *out)
{
    for (int i = 0; i < k; i++) {
        uint64_t m = (uint64_t)x * bound[i];
        out[i] = (uint32_t)(m >> 32);
        x = (uint32_t)m;
    }
    return x;
}

static inline uint32_t rng_batch_thresh(uint64_t product)
{
    return (uint32_t)((1ULL << 32) % product);   /* product in 1..2^32 */
}

#if defined(__GNUC__)
__attribute__((always_inline))   /* a constant k unrolls */
#endif
static inline void rng_bounded_batch(rng *g, const uint32_t *bound, int k, uint32_t thresh, uint32_t *out)
{
    while (rng_batch_split(rng_next(g), bound, k, out) < thresh)
        ;
}

/* Uniform double in [0, 1) with 53 random bits. */
double rng_double(rng *g);

/* pcg32_advance_r: jump the state by delta steps (delta may "go back" by
 * passing 2^64 - k), in O(log delta). */
void rng_advance(rng *g, uint64_t delta);

/* The generator for block k of a run seeded with `seed`: stream derived from
 * (seed, k) so that blocks are independent and reproducible (see rng.c for
 * the derivation: splitmix64-hashed state and stream). */
void rng_for_block(rng *g, uint64_t seed, uint64_t block);

/* splitmix64's finaliser (Steele, Lea, Flood, "Fast splittable pseudorandom
 * number generators", 2014; constants from Vigna's splitmix64.c): a
 * bijection of 64-bit words with full avalanche; mix(0) == 0.  The hash of
 * rng_for_block's streams and of the games' keys. */
static inline uint64_t rng_mix64(uint64_t z)
{
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

#endif
