/* rng.h - PCG32 random numbers (O'Neill, "PCG: A Family of Simple Fast
 * Space-Efficient Statistically Good Algorithms for Random Number
 * Generation", 2014): a 64-bit LCG state, output by XSH-RR to 32 bits.
 *
 * Usage:
 *     rng g;
 *     rng_seed(&g, 42u, 54u);          // the paper's demo: first output 0xa15c02b7
 *     uint32_t x = rng_next(&g);
 *     uint32_t d = rng_bounded(&g, 6); // uniform in 0..5, no modulo bias
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

/* Uniform double in [0, 1) with 53 random bits. */
double rng_double(rng *g);

/* pcg32_advance_r: jump the state by delta steps (delta may "go back" by
 * passing 2^64 - k), in O(log delta). */
void rng_advance(rng *g, uint64_t delta);

/* The generator for block k of a run seeded with `seed`: stream derived from
 * (seed, k) so that blocks are independent and reproducible (see rng.c for
 * the derivation: splitmix64-hashed state and stream). */
void rng_for_block(rng *g, uint64_t seed, uint64_t block);

#endif
