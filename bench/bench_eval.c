/* bench_eval.c - throughput of the hand evaluator for every rules variant,
 * in M evaluations/s on one core.
 *
 * Usage: bench_eval [reps]        (default 7 repetitions, median reported)
 *
 * `talon bench` measures one rules variant with all the details; this sweeps
 * six of them (deck sizes, orders, ace-low) and prints one row each.  Every
 * column but "5 nested" is a bench.h measurement (src/bench.c has the
 * kernels and the method: inputs built before the clock, a warm-up, the
 * median of `reps` repetitions of at least 0.1 s, a checksum of every value):
 *   5 enum     every C(N,5) hand in enumeration order, a plain loop over
 *              eval5: the three innermost loops run as one over a list of
 *              card triples (a long loop, which GCC vectorises)
 *   5 nested   the same hands and order, five plain nested loops (tab_freq's)
 *   5 rand     a pre-generated array of 2^20 random 5-card hands, plain loop
 *   5 scalar   the same array, one hand at a time (each hand through an
 *              empty asm, so the loop is not vectorised)
 *   5 batch    the same array through eval_batch (eval_batch.h, the SIMD
 *              path this CPU has)
 *   7 rand, 7 scalar, 7 batch   likewise, 7-card hands
 *   7 enum     every C(N,7) hand in enumeration order, plain loop (triples)
 *   7 b.enum   the same through eval_batch_run_suits: one call per 4-card
 *              prefix, the triples above it as the tail, suit-major
 *   ref5/ref7  the reference evaluator (eval_ref.c) on the random arrays
 * The talon columns of the same hands must give the same checksum (checked).
 */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "bench.h"
#include "card.h"
#include "err.h"
#include "eval.h"
#include "rules.h"
#include "tab_freq.h"

#define N_RAND (1u << 20)   /* random hands per array: 8 MiB, in the L3 cache */

/* Enumeration order, as written naively: five nested loops (tab_freq.c's). */
static __attribute__((noinline)) uint64_t k5_enum_nested(const rules *r, const uint64_t *bit, int n)
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

static double nested_rate(const bench_data *d, int reps, uint64_t *sum)
{
    double t[64];
    for (int i = 0; i <= reps; i++) {
        struct timespec a, b;
        clock_gettime(CLOCK_MONOTONIC, &a);
        *sum = k5_enum_nested(&d->r, d->bit, d->ncards);
        clock_gettime(CLOCK_MONOTONIC, &b);
        double dt = (double)(b.tv_sec - a.tv_sec) + 1e-9 * (double)(b.tv_nsec - a.tv_nsec);
        if (i > 0)
            t[i - 1] = dt;
    }
    for (int i = 1; i < reps; i++)   /* insertion sort: the median */
        for (int j = i; j > 0 && t[j] < t[j - 1]; j--) {
            double x = t[j];
            t[j] = t[j - 1];
            t[j - 1] = x;
        }
    return (double)tab_binom(d->ncards, 5) / t[reps / 2] / 1e6;
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
    /* The columns after "5 nested": cards, order, implementation. */
    static const struct {
        const char *title;
        int cards;
        enum bench_order order;
        enum bench_impl impl;
        size_t limit;
    } COL[] = {
        {"5 enum", 5, BENCH_ENUM, BENCH_LOOP, 0},      {"5 rand", 5, BENCH_RANDOM, BENCH_LOOP, 0},
        {"5 scalar", 5, BENCH_RANDOM, BENCH_ONE, 0},   {"5 batch", 5, BENCH_RANDOM, BENCH_BATCH, 0},
        {"7 rand", 7, BENCH_RANDOM, BENCH_LOOP, 0},    {"7 scalar", 7, BENCH_RANDOM, BENCH_ONE, 0},
        {"7 batch", 7, BENCH_RANDOM, BENCH_BATCH, 0},  {"7 enum", 7, BENCH_ENUM, BENCH_LOOP, 0},
        {"7 b.enum", 7, BENCH_ENUM, BENCH_BATCH, 0},   {"ref5", 5, BENCH_RANDOM, BENCH_REF, 1u << 18},
        {"ref7", 7, BENCH_RANDOM, BENCH_REF, 1u << 15},
    };
    enum { NCOL = sizeof COL / sizeof COL[0] };
    bench_cfg cfg;
    bench_cfg_init(&cfg);
    cfg.reps = reps;
    char cpu[128];
    bench_cpu_name(cpu, sizeof cpu);
    printf("bench_eval: M evaluations/s on one core, median of %d runs after a warm-up\n", reps);
    printf("machine: %s, %d logical cores; compiler: %s%s; eval_batch path: %s\n", cpu, bench_cores(),
#ifdef __clang__
           "",
#else
           "GCC ",
#endif
           __VERSION__, eval_isa_name(eval_batch_best()));
    printf("random: arrays of %u hands (fixed seed); scalar: same loop, not vectorised\n\n", N_RAND);
    printf("| %-30s | %8s |", "rules", "5 nested");
    for (int c = 0; c < NCOL; c++)
        printf(" %8s |", COL[c].title);
    printf("\n|%s|---------:|", "--------------------------------");
    for (int c = 0; c < NCOL; c++)
        printf("---------:|");
    printf("\n");
    uint64_t checksum = 0;
    for (size_t v = 0; v < sizeof V / sizeof V[0]; v++) {
        rules r;
        rules_init(&r, V[v].deck, V[v].ace_low, V[v].order);
        static bench_data d;
        int rc = bench_data_init(&d, &r, N_RAND, 0x5eed0000u + v);
        if (rc != TALON_OK) {
            fprintf(stderr, "bench_eval: %s\n", err_str(rc));
            return 1;
        }
        char name[64];
        snprintf(name, sizeof name, "%d %s, ace-low %s", V[v].deck, rules_order_name(V[v].order),
                 V[v].ace_low ? "on" : "off");
        uint64_t nsum;
        double nested = nested_rate(&d, reps > 3 ? 3 : reps, &nsum);
        printf("| %-30s | %8.0f |", name, nested);
        fflush(stdout);
        uint64_t sums[NCOL];
        for (int c = 0; c < NCOL; c++) {
            bench_eval_spec s = {.cards = COL[c].cards, .order = COL[c].order, .impl = COL[c].impl,
                                 .limit = COL[c].limit};
            bench_stat st;
            if ((rc = bench_eval(&d, &s, &cfg, &st)) != TALON_OK) {
                fprintf(stderr, "\nbench_eval: %s: %s\n", COL[c].title, err_str(rc));
                return 1;
            }
            double m = st.median / 1e6;
            printf(m >= 10 ? " %8.0f |" : " %8.2f |", m);
            fflush(stdout);
            sums[c] = st.checksum;
            checksum = checksum * 31 + st.checksum;
        }
        printf("\n");
        /* the talon columns of the same hands agree */
        if (sums[0] != nsum || sums[1] != sums[2] || sums[1] != sums[3] || sums[4] != sums[5]
            || sums[4] != sums[6] || sums[7] != sums[8]) {
            fprintf(stderr, "bench_eval: checksums of the same hands differ\n");
            return 1;
        }
        bench_data_free(&d);
    }
    printf("\nchecksum %016llx\n", (unsigned long long)checksum);
    return 0;
}
