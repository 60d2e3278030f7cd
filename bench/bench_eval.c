/* bench_eval.c - throughput of the hand evaluator, in M evaluations/s on one core.
 *
 * Usage: bench_eval [reps]        (default 7 repetitions, median reported)
 *
 * For each rules variant it times:
 *   5-card  enumeration order  every C(N,5) hand, five nested loops (tab_freq's loop)
 *   5-card  random             a pre-generated array of random hands (fixed seed)
 *   7-card  random             likewise, 7 cards
 *   7-card  enumeration order  every C(N,7) hand, seven nested loops
 *   ref5    random             the reference evaluator on the 5-card array
 * The hot loops call eval5/eval7 exactly as a library user does: the functions
 * are static inline (eval.h), so the compiler inlines them and, at -O3 with
 * AVX-512, vectorises the innermost loop.  The "scalar" rows run the same loop
 * compiled with -fno-tree-vectorize (function attribute), one hand at a time,
 * which is what a caller gets when each hand comes from code between calls
 * (a dealer, a Monte Carlo step).
 * Inputs are built before the clock starts; every value goes into a checksum
 * that is printed, so nothing is optimised away (vectorised and scalar runs
 * must print the same checksum).  One warm-up run, then `reps` timed runs;
 * the median is reported.  Random numbers: a local splitmix64, so the bench
 * does not depend on rng.c.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "card.h"
#include "eval.h"
#include "rules.h"

#define N_RAND (1u << 20)   /* random hands per array: 8 MiB, in the L3 cache */
#define N_REF (1u << 18)    /* hands given to the (slow) reference evaluator */

static uint64_t splitmix64(uint64_t *s)
{
    uint64_t z = (*s += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

/* Fill h[0..n) with random k-card hands of the deck (partial Fisher-Yates). */
static void random_hands(const rules *r, int k, uint64_t *h, size_t n, uint64_t seed)
{
    int cards[DECK_MAX], nc = 0;
    for (int c = 0; c < 64; c++)
        if (r->deck >> c & 1)
            cards[nc++] = c;
    for (size_t i = 0; i < n; i++) {
        uint64_t m = 0;
        for (int j = 0; j < k; j++) {
            int p = j + (int)(splitmix64(&seed) % (uint64_t)(nc - j));
            int t = cards[j];
            cards[j] = cards[p];
            cards[p] = t;
            m |= 1ULL << cards[j];
        }
        h[i] = m;
    }
}

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

/* --- kernels ---------------------------------------------------------------- */

#define NOVEC __attribute__((noinline, optimize("no-tree-vectorize")))
#define VEC __attribute__((noinline))

static VEC uint64_t k5_rand(const rules *r, const uint64_t *h, size_t n)
{
    uint64_t sum = 0;
    for (size_t i = 0; i < n; i++)
        sum += eval5(r, h[i]);
    return sum;
}

static NOVEC uint64_t k5_rand_scalar(const rules *r, const uint64_t *h, size_t n)
{
    uint64_t sum = 0;
    for (size_t i = 0; i < n; i++)
        sum += eval5(r, h[i]);
    return sum;
}

static VEC uint64_t k7_rand(const rules *r, const uint64_t *h, size_t n)
{
    uint64_t sum = 0;
    for (size_t i = 0; i < n; i++)
        sum += eval7(r, h[i]);
    return sum;
}

static NOVEC uint64_t k7_rand_scalar(const rules *r, const uint64_t *h, size_t n)
{
    uint64_t sum = 0;
    for (size_t i = 0; i < n; i++)
        sum += eval7(r, h[i]);
    return sum;
}

static NOVEC uint64_t kref5_rand(const rules *r, const uint64_t *h, size_t n)
{
    uint64_t sum = 0;
    for (size_t i = 0; i < n; i++)
        sum += eval_ref5(r, h[i]);
    return sum;
}

/* The deck's cards as single-bit masks, in increasing order. */
static int deck_bits(const rules *r, uint64_t bit[DECK_MAX])
{
    int n = 0;
    for (int c = 0; c < 64; c++)
        if (r->deck >> c & 1)
            bit[n++] = 1ULL << c;
    return n;
}

static VEC uint64_t k5_enum(const rules *r, const uint64_t *bit, int n)
{
    uint64_t sum = 0;
    for (int a = 0; a < n; a++)
        for (int b = a + 1; b < n; b++)
            for (int c = b + 1; c < n; c++)
                for (int d = c + 1; d < n; d++) {
                    uint64_t m = bit[a] | bit[b] | bit[c] | bit[d];
                    for (int e = d + 1; e < n; e++)
                        sum += eval5(r, m | bit[e]);
                }
    return sum;
}

static VEC uint64_t k7_enum(const rules *r, const uint64_t *bit, int n)
{
    uint64_t sum = 0;
    for (int a = 0; a < n; a++)
        for (int b = a + 1; b < n; b++)
            for (int c = b + 1; c < n; c++)
                for (int d = c + 1; d < n; d++)
                    for (int e = d + 1; e < n; e++) {
                        uint64_t m5 = bit[a] | bit[b] | bit[c] | bit[d] | bit[e];
                        for (int f = e + 1; f < n; f++) {
                            uint64_t m = m5 | bit[f];
                            for (int g = f + 1; g < n; g++)
                                sum += eval7(r, m | bit[g]);
                        }
                    }
    return sum;
}

/* --- timing ----------------------------------------------------------------- */

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

enum kind { RAND5, RAND5S, RAND7, RAND7S, ENUM5, ENUM7, REF5 };

/* Median M evals/s of `reps` runs after one warm-up; *sum gets the checksum. */
static double time_kernel(enum kind k, const rules *r, const uint64_t *h, size_t n,
                          const uint64_t *bit, int nb, int reps, uint64_t *sum)
{
    double t[64];
    for (int i = 0; i <= reps; i++) {
        double t0 = now();
        uint64_t s = 0;
        switch (k) {
        case RAND5: s = k5_rand(r, h, n); break;
        case RAND5S: s = k5_rand_scalar(r, h, n); break;
        case RAND7: s = k7_rand(r, h, n); break;
        case RAND7S: s = k7_rand_scalar(r, h, n); break;
        case ENUM5: s = k5_enum(r, bit, nb); break;
        case ENUM7: s = k7_enum(r, bit, nb); break;
        case REF5: s = kref5_rand(r, h, n); break;
        }
        double dt = now() - t0;
        if (i > 0)
            t[i - 1] = dt;
        *sum = s;
    }
    qsort(t, (size_t)reps, sizeof t[0], cmp_double);
    return (double)n / t[reps / 2] / 1e6;
}

static uint64_t binom(int n, int k)
{
    uint64_t c = 1;
    for (int i = 1; i <= k; i++)
        c = c * (uint64_t)(n - k + i) / (uint64_t)i;
    return c;
}

int main(int argc, char **argv)
{
    int reps = argc > 1 ? atoi(argv[1]) : 7;
    if (reps < 1 || reps > 64) {
        fprintf(stderr, "bench_eval: reps must be 1..64\n");
        return 2;
    }
    static const struct {
        int deck;
        bool ace_low;
        enum rules_order order;
    } V[] = {
        {52, true, ORDER_MODERN},
        {32, false, ORDER_MODERN},
        {32, true, ORDER_FLUSH_OVER_FULL},
        {36, true, ORDER_ARCHAIC},
        {40, true, ORDER_MODERN},
        {20, true, ORDER_FLUSH_OVER_FULL},
    };
    uint64_t *h5 = malloc(N_RAND * sizeof *h5), *h7 = malloc(N_RAND * sizeof *h7);
    if (!h5 || !h7) {
        fprintf(stderr, "bench_eval: out of memory\n");
        return 1;
    }
    printf("M evals/s, one core, median of %d runs after a warm-up; random arrays of %u hands\n",
           reps, N_RAND);
    printf("%-24s %9s %9s %9s %9s %9s %9s %9s  %s\n", "rules", "5 enum", "5 rand", "5 scalar",
           "7 rand", "7 scalar", "7 enum", "ref5", "checksum");
    for (size_t v = 0; v < sizeof V / sizeof V[0]; v++) {
        rules r;
        rules_init(&r, V[v].deck, V[v].ace_low, V[v].order);
        random_hands(&r, 5, h5, N_RAND, 0x5eed0005u + v);
        random_hands(&r, 7, h7, N_RAND, 0x5eed0007u + v);
        uint64_t bit[DECK_MAX];
        int nb = deck_bits(&r, bit);

        uint64_t cs[7];
        double e5 = time_kernel(ENUM5, &r, NULL, binom(nb, 5), bit, nb, reps, &cs[0]);
        double r5 = time_kernel(RAND5, &r, h5, N_RAND, NULL, 0, reps, &cs[1]);
        double s5 = time_kernel(RAND5S, &r, h5, N_RAND, NULL, 0, reps, &cs[2]);
        double r7 = time_kernel(RAND7, &r, h7, N_RAND, NULL, 0, reps, &cs[3]);
        double s7 = time_kernel(RAND7S, &r, h7, N_RAND, NULL, 0, reps, &cs[4]);
        double e7 = time_kernel(ENUM7, &r, NULL, binom(nb, 7), bit, nb, reps > 3 ? 3 : reps, &cs[5]);
        double f5 = time_kernel(REF5, &r, h5, N_REF, NULL, 0, reps > 3 ? 3 : reps, &cs[6]);
        if (cs[1] != cs[2] || cs[3] != cs[4]) {
            fprintf(stderr, "bench_eval: vectorised and scalar checksums differ\n");
            return 1;
        }
        char name[64];
        snprintf(name, sizeof name, "%d %s ace-low %s", V[v].deck, rules_order_name(V[v].order),
                 V[v].ace_low ? "on" : "off");
        printf("%-24s %9.0f %9.0f %9.0f %9.0f %9.0f %9.0f %9.1f  %016llx\n", name, e5, r5, s5, r7,
               s7, e7, f5,
               (unsigned long long)(cs[0] ^ cs[1] * 3 ^ cs[3] * 5 ^ cs[5] * 7 ^ cs[6] * 11));
    }
    free(h5);
    free(h7);
    return 0;
}
