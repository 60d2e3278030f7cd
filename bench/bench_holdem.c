/* bench_holdem.c - hold'em equity: wall time of exact enumerations and Monte
 * Carlo throughput, at 1 thread and at all threads.
 *
 * Usage: bench_holdem [reps [filter]]   (default 5 repetitions; median and best
 *        reported; filter: run only the cases whose name contains it)
 *
 * Cases:
 *   AsAh vs random      exact, 1225 hands x 1 712 304 boards (2 097 572 400
 *                       showdowns): the usual calculator benchmark
 *   AA vs random        the same with AA as a range (6 combos)
 *   AsKs vs QdQc        exact, 1 712 304 boards
 *   AKs vs QQ           exact, ranges (4 x 6 combos)
 *   KhKd vs 3 random    Monte Carlo, 4 000 000 trials (seed 1), trials/s
 * Inputs are built before the clock; the result's counts go into a
 * checksum that is printed (it must not change with the thread count).
 * One warm-up run, then `reps` timed runs.  Wall time is what a user waits;
 * CPU time (all threads) tells, on a shared machine, whether a slow wall
 * time came from the code or from other processes (a 1-thread run whose
 * wall time is well above its CPU time was not given a whole core).
 */
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "card.h"
#include "err.h"
#include "holdem.h"
#include "range.h"
#include "rules.h"

static double clock_s(clockid_t id)
{
    struct timespec t;
    clock_gettime(id, &t);
    return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

typedef struct {
    const char *name;
    const char *hands[4];
    int players;
    enum holdem_method method;
    uint64_t trials;
} bcase;

static const bcase CASES[] = {
    {"AsAh vs random (exact)", {"AsAh", "random"}, 2, HOLDEM_EXACT, 0},
    {"AA vs random (exact)", {"AA", "random"}, 2, HOLDEM_EXACT, 0},
    {"AsKs vs QdQc (exact)", {"AsKs", "QdQc"}, 2, HOLDEM_EXACT, 0},
    {"AKs vs QQ (exact)", {"AKs", "QQ"}, 2, HOLDEM_EXACT, 0},
    {"KhKd vs 3 random (MC, 4M trials)", {"KhKd", "random", "random", "random"}, 4, HOLDEM_MC, 4000000},
};

int main(int argc, char **argv)
{
    int reps = argc > 1 ? atoi(argv[1]) : 5;
    const char *filter = argc > 2 ? argv[2] : "";
    if (reps < 1 || reps > 64) {
        fprintf(stderr, "bench_holdem: reps must be 1..64\n");
        return 2;
    }
    rules r;
    rules_init(&r, 52, true, ORDER_MODERN);
    int maxt = omp_get_max_threads();
    printf("bench_holdem: wall seconds, median (best) of %d runs after a warm-up; %d threads available\n\n", reps,
           maxt);
    printf("| case | threads | median s | best s | CPU s (median) | result |\n|---|---:|---:|---:|---:|---|\n");
    uint64_t checksum = 0;
    for (size_t c = 0; c < sizeof CASES / sizeof CASES[0]; c++) {
        const bcase *b = &CASES[c];
        if (!strstr(b->name, filter))
            continue;
        holdem_query q;
        holdem_query_init(&q);
        q.players = b->players;
        q.method = b->method;
        for (int p = 0; p < b->players; p++)
            if (range_parse(b->hands[p], r.deck, CARD_AUTO, &q.hands[p], NULL) != TALON_OK) {
                fprintf(stderr, "bench_holdem: bad hand %s\n", b->hands[p]);
                return 1;
            }
        int tl[2] = {1, maxt};
        for (int ti = 0; ti < (maxt > 1 ? 2 : 1); ti++) {
            mc_config cfg;
            mc_config_init(&cfg);
            cfg.threads = tl[ti];
            cfg.seed = 1;
            cfg.trials = b->trials ? b->trials : 1;
            double t[64], cpu[64];
            holdem_result res;
            for (int k = -1; k < reps; k++) {
                double t0 = clock_s(CLOCK_MONOTONIC), c0 = clock_s(CLOCK_PROCESS_CPUTIME_ID);
                int rc = holdem_equity(&r, &q, &cfg, &res);
                double dt = clock_s(CLOCK_MONOTONIC) - t0, dc = clock_s(CLOCK_PROCESS_CPUTIME_ID) - c0;
                if (rc != TALON_OK) {
                    fprintf(stderr, "bench_holdem: %s: %s\n", b->name, err_str(rc));
                    return 1;
                }
                if (k >= 0) {
                    t[k] = dt;
                    cpu[k] = dc;
                }
            }
            qsort(t, (size_t)reps, sizeof t[0], cmp_double);
            qsort(cpu, (size_t)reps, sizeof cpu[0], cmp_double);
            char what[160];
            if (res.exact)
                snprintf(what, sizeof what, "%.4f%% vs %.4f%%, %llu outcomes", 100 * holdem_share(&res, 0),
                         100 * holdem_share(&res, 1), (unsigned long long)res.n);
            else
                snprintf(what, sizeof what, "%.3f%%, %.3g trials/s", 100 * holdem_share(&res, 0),
                         (double)res.n / t[reps / 2]);
            printf("| %s | %d | %.4f | %.4f | %.4f | %s |\n", b->name, tl[ti], t[reps / 2], t[0], cpu[reps / 2], what);
            for (int p = 0; p < b->players; p++) {
                uint64_t x = res.win[p] * 0x9e3779b97f4a7c15ULL + holdem_ties(&res, p);
                checksum ^= x + (checksum << 6) + (checksum >> 2);
            }
            fflush(stdout);
        }
    }
    printf("\nchecksum %016llx\n", (unsigned long long)checksum);
    return 0;
}
