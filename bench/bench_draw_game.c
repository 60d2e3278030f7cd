/* bench_draw_game.c - speed of the draw game's callbacks (draw_game.h):
 * whole deals of random legal play through the cfr_game interface, as the
 * solver's sampling walks them (root, the deal, every decision with its
 * information-set key, the serve with the re-shuffle, the payoff), on one
 * thread, in deals per second, at every table of the article or the one
 * given.  Build with the project (build/bench/bench_draw_game).
 *
 *     bench_draw_game [DEALS [PLAYERS [DECK [REPEATS]]]]
 *     defaults:        1000000 all     auto  3
 *
 * Each configuration is built (its precomputation timed apart), warmed up
 * on a tenth of the deals, then run REPEATS times from the same seed; the
 * best time is reported.  Times are the thread's CPU time
 * (CLOCK_THREAD_CPUTIME_ID), not wall time: on a machine shared with other
 * work a wall clock would charge this program for the others' turns.  Every payoff and key is folded into a checksum
 * printed at the end (the same arguments give the same checksum).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "card.h"
#include "draw_game.h"
#include "err.h"
#include "rng.h"
#include "rules.h"

/* Seconds of this thread's CPU time. */
static double cpu_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

static uint64_t play(const cfr_game *g, unsigned long long deals, uint64_t seed, unsigned long long *decisions)
{
    unsigned char s[sizeof(draw_state)] __attribute__((aligned(16)));
    rng gen;
    rng_seed(&gen, seed, 1);
    uint64_t sum = 0;
    for (unsigned long long d = 0; d < deals; d++) {
        g->root(g->ctx, s);
        int who;
        while ((who = g->node(g->ctx, s)) != CFR_TERMINAL) {
            if (who == CFR_CHANCE) {
                g->chance_sample(g->ctx, s, &gen);
                continue;
            }
            sum += g->infoset(g->ctx, s);
            g->act(g->ctx, s, (int)rng_bounded(&gen, (uint32_t)g->actions(g->ctx, s)));
            ++*decisions;
        }
        double u[CFR_MAX_PLAYERS];
        g->payoff(g->ctx, s, u);
        sum = sum * 31 + (uint64_t)(int64_t)(u[0] * 1024);
    }
    return sum;
}

int main(int argc, char **argv)
{
    unsigned long long deals = argc > 1 ? strtoull(argv[1], NULL, 10) : 1000000ULL;
    int only = argc > 2 && strcmp(argv[2], "all") != 0 ? atoi(argv[2]) : 0;
    int deck_arg = argc > 3 && strcmp(argv[3], "auto") != 0 ? atoi(argv[3]) : 0;
    int repeats = argc > 4 ? atoi(argv[4]) : 3;
    if (deals == 0 || repeats < 1 || repeats > 100 || only < 0 || only > 8) {
        fprintf(stderr, "bench_draw_game: bad arguments\n");
        return 2;
    }
    uint64_t check = 0;
    printf("players deck  init_s  deals/s     decisions/deal\n");
    for (int P = only ? only : 2; P <= (only ? only : 8); P++) {
        int deck = deck_arg ? deck_arg : deck_for_players(P);
        rules r;
        draw_params p;
        draw_game *dg;
        cfr_game g;
        if (rules_init(&r, deck, true, ORDER_MODERN) != TALON_OK) {
            fprintf(stderr, "bench_draw_game: bad deck %d\n", deck);
            return 2;
        }
        draw_params_default(&p, P, &r);
        double t0 = cpu_now();
        int rc = draw_game_init(&dg, &p, &g);
        double init = cpu_now() - t0;
        if (rc != TALON_OK) {
            fprintf(stderr, "bench_draw_game: %s\n", err_str(rc));
            return 2;
        }
        unsigned long long dec = 0;
        check ^= play(&g, deals / 10 + 1, 7, &dec);
        double best = 1e300;
        for (int k = 0; k < repeats; k++) {
            dec = 0;
            t0 = cpu_now();
            check ^= play(&g, deals, 42, &dec);
            double t = cpu_now() - t0;
            best = t < best ? t : best;
        }
        printf("%7d %4d %7.3f %10.0f  %6.2f\n", P, deck, init, (double)deals / best, (double)dec / (double)deals);
        draw_game_free(dg);
    }
    printf("checksum %016llx\n", (unsigned long long)check);
    return 0;
}
