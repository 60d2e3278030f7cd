/* rng.c - PCG32 (XSH-RR over a 64-bit LCG), after the reference code of
 * pcg-random.org (pcg_basic.c, pcg32_srandom_r / pcg32_advance_r), plus the
 * derivation of one generator per Monte Carlo block.
 *
 * Invariant: g->inc is odd (the LCG then has full period 2^64 for every
 * stream).  rng_next and rng_bounded are inline in rng.h; this file holds the
 * cold parts.  Verified against the reference output in tests/test_rng.c.
 */
#include <assert.h>

#include "rng.h"

#define PCG_MULT 6364136223846793005ULL

void rng_seed(rng *g, uint64_t initstate, uint64_t seq)
{
    /* exactly pcg32_srandom_r: the two steps make the first output depend
     * on both initstate and the stream */
    g->state = 0;
    g->inc = seq << 1u | 1u;
    (void)rng_next(g);
    g->state += initstate;
    (void)rng_next(g);
}

/* pcg_advance_lcg_64 (Brown, "Random Number Generation with Arbitrary
 * Stride", 1994): n steps of x -> M x + C compose to x -> A x + B with
 *   A = M^n,  B = C (M^n - 1) / (M - 1) = C (1 + M + ... + M^(n-1)),
 * built by square-and-multiply over the bits of n: (cur_mult, cur_plus) is
 * the map for 2^k steps, and composing it with itself gives 2^(k+1) steps:
 *   cur_plus' = (cur_mult + 1) * cur_plus,  cur_mult' = cur_mult^2.
 * All arithmetic mod 2^64, so delta = 2^64 - k steps back by k. */
void rng_advance(rng *g, uint64_t delta)
{
    uint64_t cur_mult = PCG_MULT, cur_plus = g->inc;
    uint64_t acc_mult = 1u, acc_plus = 0u;
    while (delta > 0) {
        if (delta & 1u) {
            acc_mult *= cur_mult;
            acc_plus = acc_plus * cur_mult + cur_plus;
        }
        cur_plus = (cur_mult + 1u) * cur_plus;
        cur_mult *= cur_mult;
        delta >>= 1u;
    }
    g->state = acc_mult * g->state + acc_plus;
}

/* 53 bits: the first output gives the high 32 bits of a 64-bit word, the
 * second the low 32; keep the top 53 and scale by 2^-53, so the result is
 * k / 2^53 for a uniform k in [0, 2^53): exactly representable, < 1. */
double rng_double(rng *g)
{
    uint64_t hi = rng_next(g);
    uint64_t lo = rng_next(g);
    return (double)((hi << 32 | lo) >> 11) * 0x1.0p-53;
}

#define GOLDEN 0x9e3779b97f4a7c15ULL   /* 2^64 / phi, odd */

/* Block k of a run seeded with `seed`:
 *   key       = rng_mix64((k + 1) * GOLDEN) the k-th output of splitmix64 from 0
 *   stream    = key                          (inc = key << 1 | 1)
 *   initstate = rng_mix64(seed ^ key)     (mix(0) == 0: hence the golden-ratio offsets)
 *   rng_seed(g, initstate, stream)
 * Why: key is a bijection of k (GOLDEN is odd, mix64 is a bijection), so for
 * one seed distinct blocks get distinct initstates, and distinct streams
 * except with probability 2^-63 per pair (the top bit of key is shifted out
 * of inc).  Hashing rather than using k directly avoids giving neighbouring
 * blocks increments 1, 3, 5, ..., whose LCG sequences are related by a
 * simple multiplier (y_n = r x_n + M^n d with r = c2/c1 mod 2^64); with
 * hashed inc and state, r and d are arbitrary-looking.  Across seeds the same
 * block keeps its stream but starts at an unrelated point of its 2^64 cycle
 * (mix64 of a different word), so two blocks of L draws overlap with
 * probability about 2L/2^64.  Nothing here depends on thread count: block k
 * always gets the same generator. */
void rng_for_block(rng *g, uint64_t seed, uint64_t block)
{
    uint64_t key = rng_mix64((block + 1u) * GOLDEN);
    rng_seed(g, rng_mix64(seed ^ key), key);
    assert(g->inc & 1u);
}
