/* bench_drawn.c - time of the exact "Cartes demandées" tables and of the
 * strategy decision.
 *
 *   bench_drawn [repeats]
 *
 * 1. tab_drawn_exact for the six article decks (52, 48, 44, 40, 36, 32),
 *    article strategy, ace-low off, at 1 and 2 threads: best and median of
 *    `repeats` runs (default 5) of the six decks together, after one
 *    warm-up.  A checksum of every cell is printed (it must not change
 *    with the thread count).
 * 2. strategy_decide on 4 M random hands (fixed seed, dealt before the
 *    clock starts) at 32 and 52 cards: M decisions per second, one thread,
 *    with a checksum of the kept cards.
 */
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "deal.h"
#include "rng.h"
#include "strategy.h"
#include "tab_drawn.h"

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

static int cmp(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static uint64_t checksum(const tab_drawn *t)
{
    uint64_t h = t->total;
    for (int s = 0; s < STRATEGY_NSERVED; s++) {
        h = h * 31 + t->folded[s];
        for (int d = 0; d < TAB_DRAWN_ROWS; d++)
            for (int c = 0; c < EVAL_NCAT; c++)
                h = (h * 31 + t->played[s][d][c]) * 31 + t->memo[s][d][c];
    }
    return h;
}

int main(int argc, char **argv)
{
    int repeats = argc > 1 ? atoi(argv[1]) : 5;
    if (repeats < 1 || repeats > 100)
        repeats = 5;
    static const int DECKS[] = {52, 48, 44, 40, 36, 32};
    strategy s;
    strategy_preset("article", &s);
    printf("exact tables, decks 52 48 44 40 36 32 together, article strategy, ace-low off (%d cores available)\n",
           omp_get_num_procs());
    for (int threads = 1; threads <= 2; threads++) {
        double times[100];
        uint64_t sum = 0;
        for (int rep = -1; rep < repeats; rep++) {
            double t0 = now();
            sum = 0;
            for (size_t i = 0; i < sizeof DECKS / sizeof DECKS[0]; i++) {
                rules r;
                rules_init(&r, DECKS[i], false, ORDER_MODERN);
                tab_drawn t;
                if (tab_drawn_exact(&r, &s, threads, &t) != 0) {
                    fprintf(stderr, "tab_drawn_exact failed\n");
                    return 1;
                }
                sum = sum * 1000003 + checksum(&t);
            }
            if (rep >= 0)
                times[rep] = now() - t0;
        }
        qsort(times, (size_t)repeats, sizeof times[0], cmp);
        printf("  %d thread%s: best %.3f s, median %.3f s  (checksum %016llx)\n", threads, threads > 1 ? "s" : "",
               times[0], times[repeats / 2], (unsigned long long)sum);
    }

    enum { N = 1 << 22 };
    uint64_t *hands = malloc(N * sizeof *hands);
    if (!hands)
        return 1;
    static const int DD[] = {32, 52};
    printf("strategy_decide, article strategy, one thread, %d random hands\n", N);
    for (size_t k = 0; k < 2; k++) {
        rules r;
        rules_init(&r, DD[k], false, ORDER_MODERN);
        strategy_plan p;
        strategy_plan_init(&p, &s, &r);
        deal_deck dk;
        deal_init(&dk, r.deck, 0);
        rng g;
        rng_for_block(&g, 7, 0);
        for (int i = 0; i < N; i++)
            hands[i] = deal_cards(&dk, 5, &g);
        double best = 1e9;
        uint64_t sum = 0;
        for (int rep = 0; rep < 5; rep++) {
            double t0 = now();
            sum = 0;
            for (int i = 0; i < N; i++) {
                strategy_play pl;
                strategy_decide(&p, hands[i], &pl);
                sum += pl.keep ^ (uint64_t)pl.draw << 60 ^ (uint64_t)pl.fold << 59;
            }
            double dt = now() - t0;
            best = dt < best ? dt : best;
        }
        printf("  %d cards: %.1f M decisions/s (%.1f ns each, eval5 included)  (checksum %016llx)\n", DD[k],
               N / best / 1e6, 1e9 * best / N, (unsigned long long)sum);
    }
    free(hands);
    return 0;
}
