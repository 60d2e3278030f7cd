/* bench_mc.c - throughput of the Monte Carlo engine on its main workload:
 * 5-card hands dealt (partial Fisher-Yates) and evaluated (eval5) through
 * tab_freq_mc, in million hands per second, at 1 and 2 threads (or the list
 * given).
 *
 *     bench_mc [TRIALS [DECK [REPEATS [THREADS...]]]]
 *     defaults:  100000000  52   3        1 2
 *
 * Each configuration runs REPEATS times after one untimed warm-up run of a
 * tenth of the trials; the best time is reported, with the median.  The
 * counts of every run are folded into a checksum printed at the end (so the
 * work cannot be optimised away, and two builds can be compared: the same
 * seed and trials give the same checksum at any thread count).
 */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "err.h"
#include "mc.h"
#include "rules.h"
#include "tab_freq.h"

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
    int deck = argc > 2 ? atoi(argv[2]) : 52;
    int repeats = argc > 3 ? atoi(argv[3]) : 3;
    int threads_default[] = {1, 2}, nthreads = 2, *threads = threads_default;
    int threads_arg[16];
    if (argc > 4) {
        nthreads = 0;
        for (int i = 4; i < argc && nthreads < 16; i++)
            threads_arg[nthreads++] = atoi(argv[i]);
        threads = threads_arg;
    }
    if (repeats < 1 || repeats > 100 || trials == 0) {
        fprintf(stderr, "bench_mc: bad arguments\n");
        return 2;
    }
    rules r;
    int rc = rules_init(&r, deck, true, ORDER_MODERN);
    if (rc != TALON_OK) {
        fprintf(stderr, "bench_mc: %s\n", err_str(rc));
        return 2;
    }

    printf("tab_freq_mc: deal 5 + eval5 + count, deck %d, %llu trials, best (median) of %d\n",
           deck, trials, repeats);
    uint64_t checksum = 0;
    for (int t = 0; t < nthreads; t++) {
        mc_config cfg;
        mc_config_init(&cfg);
        cfg.threads = threads[t];
        cfg.seed = 12345;
        uint64_t counts[EVAL_NCAT], done;
        cfg.trials = trials / 10 ? trials / 10 : 1;   /* warm-up */
        if ((rc = tab_freq_mc(&r, &cfg, counts, &done)) != TALON_OK) {
            fprintf(stderr, "bench_mc: %s\n", err_str(rc));
            return 1;
        }
        cfg.trials = trials;
        double secs[100];
        for (int k = 0; k < repeats; k++) {
            double t0 = now();
            rc = tab_freq_mc(&r, &cfg, counts, &done);
            secs[k] = now() - t0;
            if (rc != TALON_OK) {
                fprintf(stderr, "bench_mc: %s\n", err_str(rc));
                return 1;
            }
            for (int c = 0; c < EVAL_NCAT; c++)
                checksum = checksum * 1000003u + counts[c];   /* order-sensitive fold */
        }
        qsort(secs, (size_t)repeats, sizeof secs[0], cmp_double);
        double best = secs[0], med = secs[repeats / 2];
        printf("  threads %2d: %8.1f M hands/s  (median %8.1f, %.3f s)   pairs %.5f%%\n", threads[t],
               (double)done / best / 1e6, (double)done / med / 1e6, best,
               100.0 * (double)counts[EVAL_PAIR] / (double)done);
    }
    printf("checksum %016llx\n", (unsigned long long)checksum);
    return 0;
}
