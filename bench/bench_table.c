/* bench_table.c - throughput of the table dealer: whole deals (deal 5 cards
 * to each of P players one at a time, the strategy's decision for every
 * seat, the draw with the four-card rule and the re-shuffle, eval5 of every
 * final hand, and the count of final hands by cards drawn) through
 * table_mc, in million table deals per second, at 1 and 2 threads (or the
 * list given).  Build with the project (build/bench/bench_table).
 *
 *     bench_table [TRIALS [PLAYERS [DECK [REPEATS [THREADS...]]]]]
 *     defaults:    100000000 4      auto  3         1 2
 *
 * DECK "auto" (or 0) is the article's deck for the players (4 -> 32, ...,
 * 8 -> 52).  The strategy is the "standard" preset; no seat is forced.
 * Each configuration runs REPEATS times after an untimed warm-up of a tenth
 * of the trials; the best time is reported, with the median.  The counts
 * of every run are folded into a checksum printed at the end (the same seed
 * and trials give the same checksum at any thread count).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "card.h"
#include "err.h"
#include "mc.h"
#include "rules.h"
#include "strategy.h"
#include "table.h"

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

int main(int argc, char **argv)
{
    unsigned long long trials = argc > 1 ? strtoull(argv[1], NULL, 10) : 100000000ULL;
    int players = argc > 2 ? atoi(argv[2]) : 4;
    int deck = argc > 3 && strcmp(argv[3], "auto") != 0 ? atoi(argv[3]) : 0;
    int repeats = argc > 4 ? atoi(argv[4]) : 3;
    int threads_default[] = {1, 2}, nthreads = 2, *threads = threads_default;
    int threads_arg[16];
    if (argc > 5) {
        nthreads = 0;
        for (int i = 5; i < argc && nthreads < 16; i++)
            threads_arg[nthreads++] = atoi(argv[i]);
        threads = threads_arg;
    }
    if (deck == 0)
        deck = deck_for_players(players);
    if (repeats < 1 || repeats > 100 || trials == 0 || deck < 0) {
        fprintf(stderr, "bench_table: bad arguments\n");
        return 2;
    }
    rules r;
    strategy s;
    strategy_plan p;
    table t;
    int rc = rules_init(&r, deck, true, ORDER_MODERN);
    if (rc == TALON_OK)
        rc = strategy_preset("standard", &s);
    if (rc == TALON_OK)
        rc = strategy_plan_init(&p, &s, &r);
    if (rc == TALON_OK)
        rc = table_init(&t, &r, &p, players, TABLE_FULL);
    if (rc != TALON_OK) {
        fprintf(stderr, "bench_table: %s\n", err_str(rc));
        return 2;
    }

    printf("table_mc: deal + decide + draw + eval5 + count, %d players, deck %d, %llu deals, best (median) of %d\n",
           players, deck, trials, repeats);
    uint64_t checksum = 0;
    for (int k = 0; k < nthreads; k++) {
        mc_config cfg;
        mc_config_init(&cfg);
        cfg.threads = threads[k];
        cfg.seed = 12345;
        static table_counts c;
        uint64_t done;
        cfg.trials = trials / 10 ? trials / 10 : 1;   /* warm-up */
        if ((rc = table_mc(&t, 0, &cfg, &c, &done)) != TALON_OK) {
            fprintf(stderr, "bench_table: %s\n", err_str(rc));
            return 1;
        }
        cfg.trials = trials;
        double secs[100];
        for (int i = 0; i < repeats; i++) {
            double t0 = now();
            rc = table_mc(&t, 0, &cfg, &c, &done);
            secs[i] = now() - t0;
            if (rc != TALON_OK) {
                fprintf(stderr, "bench_table: %s\n", err_str(rc));
                return 1;
            }
            for (int d = 0; d < 6; d++)
                for (int e = 0; e < EVAL_NCAT; e++)
                    checksum = checksum * 1000003u + c.final[d][e];   /* order-sensitive fold */
        }
        qsort(secs, (size_t)repeats, sizeof secs[0], cmp_double);
        double best = secs[0], med = secs[repeats / 2];
        printf("  threads %2d: %8.2f M deals/s  (median %8.2f, %.3f s)   re-shuffles in %.4f%% of deals, "
               "four-card limits %llu\n",
               threads[k], (double)done / best / 1e6, (double)done / med / 1e6, best,
               100.0 * (double)c.reshuffle_deals / (double)done, (unsigned long long)c.limited);
    }
    printf("checksum %016llx\n", (unsigned long long)checksum);
    table_free(&t);
    return 0;
}
