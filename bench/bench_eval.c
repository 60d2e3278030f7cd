/* bench_eval.c - throughput of the hand evaluator, in M evaluations/s on one core.
 *
 * Usage: bench_eval [reps]        (default 7 repetitions, median reported)
 *
 * For each rules variant it times (columns of the table it prints):
 *   5 enum     every C(N,5) hand in enumeration order; the three innermost
 *              loops run as one over a list of card triples (a long loop)
 *   5 nested   the same hands and order, five plain nested loops (tab_freq's)
 *   5 rand     a pre-generated array of 2^20 random 5-card hands (fixed seed)
 *   5 scalar   the same array, one hand at a time (see below)
 *   7 rand     likewise, 7-card hands; 7 scalar, one at a time
 *   7 enum     every C(N,7) hand in enumeration order (triples, as 5 enum)
 *   ref5/ref7  the reference evaluator (eval_ref.c) on the random arrays
 * The hot loops call eval5/eval7 exactly as a library user does: the functions
 * are static inline (eval.h), so the compiler inlines them and, at -O3 with
 * AVX-512, vectorises the innermost loop.  The "scalar" columns run the same
 * loop with each hand passed through an empty asm, so it is evaluated one at
 * a time: what a caller gets when each hand comes from code between calls (a
 * dealer, a Monte Carlo step).  The reference evaluator is not vectorised.
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

#define VEC __attribute__((noinline))
#define NOVEC __attribute__((noinline))
/* An empty asm the hand passes through: the compiler no longer knows where
 * the hand comes from, so it cannot vectorise the loop, and nothing else
 * changes (no instruction is emitted). */
#define OPAQUE(x) __asm__("" : "+r"(x))

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
    for (size_t i = 0; i < n; i++) {
        uint64_t x = h[i];
        OPAQUE(x);
        sum += eval5(r, x);
    }
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
    for (size_t i = 0; i < n; i++) {
        uint64_t x = h[i];
        OPAQUE(x);
        sum += eval7(r, x);
    }
    return sum;
}

static NOVEC uint64_t kref5_rand(const rules *r, const uint64_t *h, size_t n)
{
    uint64_t sum = 0;
    for (size_t i = 0; i < n; i++)
        sum += eval_ref5(r, h[i]);
    return sum;
}

static NOVEC uint64_t kref7_rand(const rules *r, const uint64_t *h, size_t n)
{
    uint64_t sum = 0;
    for (size_t i = 0; i < n; i++)
        sum += eval_ref7(r, h[i]);
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

/* Enumeration order, as written naively: five nested loops (tab_freq.c's). */
static VEC uint64_t k5_enum_nested(const rules *r, const uint64_t *bit, int n)
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

/* The triples {c < d < e} of deck cards as masks, ordered by c, d, e, and
 * first[c] = index of the first triple starting at c (first[n] = the count).
 * The triples above card b are then the contiguous tail from first[b + 1]. */
typedef struct {
    uint64_t mask[DECK_MAX * (DECK_MAX - 1) * (DECK_MAX - 2) / 6];
    int first[DECK_MAX + 1];
    int count;
} triple_list;

static void triples_init(triple_list *t, const uint64_t *bit, int n)
{
    t->count = 0;
    for (int c = 0; c < n; c++) {
        t->first[c] = t->count;
        for (int d = c + 1; d < n; d++)
            for (int e = d + 1; e < n; e++)
                t->mask[t->count++] = bit[c] | bit[d] | bit[e];
    }
    t->first[n] = t->count;
}

/* The same order, with the three innermost loops as one run over the
 * triple list: a long inner loop the compiler vectorises. */
static VEC uint64_t k5_enum(const rules *r, const triple_list *t, const uint64_t *bit, int n)
{
    uint64_t sum = 0;
    for (int a = 0; a < n; a++)
        for (int b = a + 1; b < n; b++) {
            uint64_t m = bit[a] | bit[b];
            for (int i = t->first[b + 1]; i < t->count; i++)
                sum += eval5(r, m | t->mask[i]);
        }
    return sum;
}

/* Every 7-card hand, in enumeration order, the same way. */
static VEC uint64_t k7_enum(const rules *r, const triple_list *t, const uint64_t *bit, int n)
{
    uint64_t sum = 0;
    for (int a = 0; a < n; a++)
        for (int b = a + 1; b < n; b++)
            for (int c = b + 1; c < n; c++)
                for (int d = c + 1; d < n; d++) {
                    uint64_t m = bit[a] | bit[b] | bit[c] | bit[d];
                    for (int i = t->first[d + 1]; i < t->count; i++)
                        sum += eval7(r, m | t->mask[i]);
                }
    return sum;
}

/* --- timing ----------------------------------------------------------------- */

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

enum kind { RAND5, RAND5S, RAND7, RAND7S, ENUM5, ENUM5N, ENUM7, REF5, REF7 };

/* Median M evals/s of `reps` runs after one warm-up; *sum gets the checksum. */
static double time_kernel(enum kind k, const rules *r, const uint64_t *h, size_t n,
                          const triple_list *p, const uint64_t *bit, int nb, int reps,
                          uint64_t *sum)
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
        case ENUM5: s = k5_enum(r, p, bit, nb); break;
        case ENUM5N: s = k5_enum_nested(r, bit, nb); break;
        case ENUM7: s = k7_enum(r, p, bit, nb); break;
        case REF5: s = kref5_rand(r, h, n); break;
        case REF7: s = kref7_rand(r, h, n); break;
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
    uint64_t checksum = 0;
    if (!h5 || !h7) {
        fprintf(stderr, "bench_eval: out of memory\n");
        return 1;
    }
    static triple_list triples;
    printf("bench_eval: M evaluations/s on one core, median of %d runs after a warm-up\n", reps);
    printf("compiler: %s%s\n", __VERSION__,
#ifdef __AVX512F__
           ", AVX-512 enabled"
#else
           ", no AVX-512"
#endif
    );
    printf("random: arrays of %u hands (fixed seed); scalar: same loop, not vectorised\n\n",
           N_RAND);
    printf("| %-28s | %8s | %8s | %8s | %8s | %8s | %8s | %8s | %6s | %6s |\n", "rules",
           "5 enum", "5 nested", "5 rand", "5 scalar", "7 rand", "7 scalar", "7 enum", "ref5",
           "ref7");
    printf("|%s|%s|%s|%s|%s|%s|%s|%s|%s|%s|\n", "------------------------------", "---------:",
           "---------:", "---------:", "---------:", "---------:", "---------:", "---------:",
           "-------:", "-------:");
    for (size_t v = 0; v < sizeof V / sizeof V[0]; v++) {
        rules r;
        rules_init(&r, V[v].deck, V[v].ace_low, V[v].order);
        random_hands(&r, 5, h5, N_RAND, 0x5eed0005u + v);
        random_hands(&r, 7, h7, N_RAND, 0x5eed0007u + v);
        uint64_t bit[DECK_MAX];
        int nb = deck_bits(&r, bit);
        triples_init(&triples, bit, nb);
        int few = reps > 3 ? 3 : reps;

        uint64_t cs[9];
        double e5 = time_kernel(ENUM5, &r, NULL, binom(nb, 5), &triples, bit, nb, reps, &cs[0]);
        double n5 = time_kernel(ENUM5N, &r, NULL, binom(nb, 5), &triples, bit, nb, few, &cs[1]);
        double r5 = time_kernel(RAND5, &r, h5, N_RAND, NULL, NULL, 0, reps, &cs[2]);
        double s5 = time_kernel(RAND5S, &r, h5, N_RAND, NULL, NULL, 0, reps, &cs[3]);
        double r7 = time_kernel(RAND7, &r, h7, N_RAND, NULL, NULL, 0, reps, &cs[4]);
        double s7 = time_kernel(RAND7S, &r, h7, N_RAND, NULL, NULL, 0, reps, &cs[5]);
        double e7 = time_kernel(ENUM7, &r, NULL, binom(nb, 7), &triples, bit, nb, few, &cs[6]);
        double f5 = time_kernel(REF5, &r, h5, N_REF, NULL, NULL, 0, few, &cs[7]);
        double f7 = time_kernel(REF7, &r, h7, N_REF / 8, NULL, NULL, 0, few, &cs[8]);
        if (cs[0] != cs[1] || cs[2] != cs[3] || cs[4] != cs[5]) {
            fprintf(stderr, "bench_eval: checksums of the same hands differ\n");
            return 1;
        }
        char name[64];
        snprintf(name, sizeof name, "%d %s, ace-low %s", V[v].deck, rules_order_name(V[v].order),
                 V[v].ace_low ? "on" : "off");
        printf("| %-28s | %8.0f | %8.0f | %8.0f | %8.0f | %8.0f | %8.0f | %8.0f | %6.1f | %6.2f |\n",
               name, e5, n5, r5, s5, r7, s7, e7, f5, f7);
        uint64_t all = 0;
        for (int i = 0; i < 9; i++)
            all = all * 31 + cs[i];
        checksum ^= all;
    }
    printf("\nchecksum %016llx\n", (unsigned long long)checksum);
    free(h5);
    free(h7);
    return 0;
}
