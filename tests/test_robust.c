/* test_robust.c - numerical robustness (issue 9, part 4): no accumulator
 * can wrap at the trial limits, Wilson intervals stay in [0, 1] and hold
 * their estimate for every k/n up to 10^15 trials, and every exact
 * enumeration counts in integers wide enough for its largest total.
 *
 * The limits, as stated in docs/conventions.md ("Limits"):
 *  - the engine runs at most MC_TRIALS_MAX = 10^15 trials (mc_run returns
 *    TALON_E_RANGE above it), the CLI at most 10^13 (--trials);
 *  - every Monte Carlo accumulator is a uint64_t count that grows by a
 *    bounded amount per trial: 1 (category and win counts), at most
 *    TABLE_MAX_PLAYERS = 10 (per-seat counts of the table dealer, equity
 *    rows), at most EQUITY_SHARE_UNIT = 2520 (equity pot shares; hold'em
 *    shares as fractions of 2520 n).  So at 10^15 trials the largest is
 *    2.52e18 < 2^64 = 1.8e19: no wrap, checked at compile time below (no
 *    10^12-trial run needed).  The only floating-point sums (bluff's gains,
 *    their squares) are means of bounded payoffs, summed per block of 65536
 *    then merged: their relative error stays near 1e-8 at 10^15 trials;
 *  - exact enumerations count in uint64_t; their largest totals (stud:
 *    1.99e13 deals; draw tables: C(48,5) * 370230 = 6.3e11; hold'em
 *    outcomes: C(50,2) C(48,5) = 2.1e9 for a hand against a random hand)
 *    pass 2^32 but are far below 2^64.
 */
#include <check.h>
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "card.h"
#include "err.h"
#include "holdem.h"
#include "mc.h"
#include "range.h"
#include "rules.h"
#include "stats.h"
#include "strategy.h"
#include "stud.h"
#include "tab_atleast.h"
#include "tab_best.h"
#include "tab_drawn.h"
#include "tab_equity.h"
#include "tab_freq.h"
#include "table.h"

/* ---- (a) accumulators at the trial limits ----------------------------------- */

/* The figure, 10^12 trials, is within the engine's limit. */
_Static_assert(1000000000000ULL <= MC_TRIALS_MAX, "10^12 trials must be allowed");
/* Block arithmetic: the last block's end, nblocks * MC_BLOCK, fits. */
_Static_assert(MC_TRIALS_MAX / MC_BLOCK + 1 <= UINT64_MAX / MC_BLOCK, "block ends overflow");
/* Per-trial increments times the limit. */
_Static_assert(MC_TRIALS_MAX <= UINT64_MAX / EQUITY_SHARE_UNIT, "equity shares overflow");
_Static_assert(MC_TRIALS_MAX <= UINT64_MAX / TABLE_MAX_PLAYERS, "per-seat counts overflow");
_Static_assert(MC_TRIALS_MAX <= UINT64_MAX / 2520u, "hold'em share denominators overflow");
/* Every count is 64 bits wide. */
#define U64(type, field) (sizeof(((type *)0)->field) == sizeof(uint64_t))
_Static_assert(U64(tab_freq, counts[0]) && U64(tab_freq, total), "tab_freq counts");
_Static_assert(U64(tab_atleast, counts[0]) && U64(tab_atleast, total), "tab_atleast counts");
_Static_assert(U64(tab_drawn, played[0][0][0]) && U64(tab_drawn, total) && U64(tab_drawn, unit), "tab_drawn");
_Static_assert(U64(best_result, n) && U64(best_result, best[0]) && U64(best_result, tie[0]), "best_result");
_Static_assert(U64(holdem_result, n) && U64(holdem_result, win[0]) && U64(holdem_result, tie[0][0]), "holdem");
_Static_assert(U64(equity_cell, n) && U64(equity_cell, win) && U64(equity_cell, share), "equity_cell");
_Static_assert(U64(stud_result, deals) && U64(stud_result, count[0][0]), "stud_result");
/* Stud: C(52,5) * 47 * C(46,4) deals, exactly. */
_Static_assert(2598960ULL * 47u * 163185u == 19933230517200ULL, "stud deal count");

typedef struct { uint64_t n; } count_acc;

static void count_play(void *acc, uint64_t n, rng *g, const void *ctx)
{
    (void)g;
    (void)ctx;
    ((count_acc *)acc)->n += n;
}

static void count_merge(void *into, const void *from, const void *ctx)
{
    (void)ctx;
    ((count_acc *)into)->n += ((const count_acc *)from)->n;
}

static const mc_sim COUNT_SIM = {.acc_size = sizeof(count_acc), .play = count_play, .merge = count_merge};

START_TEST(the_engine_refuses_trials_threads_and_precision_out_of_range)
{
    mc_config cfg;
    count_acc acc = {12345};
    uint64_t done = 7;
    const uint64_t bad_trials[] = {0, MC_TRIALS_MAX + 1, 18446744073709551615ULL, 9223372036854775808ULL};
    for (size_t i = 0; i < sizeof bad_trials / sizeof bad_trials[0]; i++) {
        mc_config_init(&cfg);
        cfg.trials = bad_trials[i];
        ck_assert_int_eq(mc_run(&COUNT_SIM, &cfg, &acc, &done), TALON_E_RANGE);
        ck_assert_uint_eq(acc.n, 12345);   /* untouched */
        ck_assert_uint_eq(done, 0);
    }
    const int bad_threads[] = {-1, MC_THREADS_MAX + 1, 10000};
    for (size_t i = 0; i < sizeof bad_threads / sizeof bad_threads[0]; i++) {
        mc_config_init(&cfg);
        cfg.trials = 1000;
        cfg.threads = bad_threads[i];
        ck_assert_int_eq(mc_run(&COUNT_SIM, &cfg, &acc, &done), TALON_E_RANGE);
    }
    mc_config_init(&cfg);
    cfg.trials = 1000;
    cfg.precision = NAN;
    ck_assert_int_eq(mc_run(&COUNT_SIM, &cfg, &acc, &done), TALON_E_RANGE);
    cfg.precision = -0.01;
    ck_assert_int_eq(mc_run(&COUNT_SIM, &cfg, &acc, &done), TALON_E_RANGE);
    ck_assert_uint_eq(acc.n, 12345);
}
END_TEST

/* A run of exactly MC_TRIALS_MAX trials is planned (1.5e10 blocks) without
 * overflow; cancelled before its first block, it merges nothing. */
START_TEST(a_run_of_the_maximum_trials_is_accepted_and_cancellable)
{
    volatile int cancel = 1;
    mc_config cfg;
    mc_config_init(&cfg);
    cfg.trials = MC_TRIALS_MAX;
    cfg.threads = 2;
    cfg.cancel = &cancel;
    count_acc acc = {99};
    uint64_t done = 7;
    ck_assert_int_eq(mc_run(&COUNT_SIM, &cfg, &acc, &done), TALON_E_CANCEL);
    ck_assert_uint_eq(done, 0);
    ck_assert_uint_eq(acc.n, 0);
}
END_TEST

/* A short run counts every trial once, the last block short. */
START_TEST(the_trial_count_is_exact_with_a_short_last_block)
{
    mc_config cfg;
    mc_config_init(&cfg);
    cfg.trials = 3 * (uint64_t)MC_BLOCK + 1;
    cfg.threads = 2;
    count_acc acc;
    uint64_t done = 0;
    ck_assert_int_eq(mc_run(&COUNT_SIM, &cfg, &acc, &done), TALON_OK);
    ck_assert_uint_eq(done, cfg.trials);
    ck_assert_uint_eq(acc.n, cfg.trials);
}
END_TEST

/* Hold'em shares are fractions of 2520 n: computed in 128 bits, refused
 * (TALON_E_RANGE) where 2520 n passes 2^64, exact at the engine's limit. */
START_TEST(holdem_exact_shares_are_checked_against_64_bits)
{
    holdem_result res;
    memset(&res, 0, sizeof res);
    res.players = 2;
    res.n = MC_TRIALS_MAX;
    res.win[0] = MC_TRIALS_MAX - 1;
    res.tie[1][2] = 1;   /* player 1 ties once, 2-way */
    res.tie[0][2] = 1;
    uint64_t num, den;
    ck_assert_int_eq(holdem_share_exact(&res, 0, &num, &den), TALON_OK);
    ck_assert_uint_eq(den, 2520u * MC_TRIALS_MAX);
    ck_assert_uint_eq(num, 2520u * (MC_TRIALS_MAX - 1) + 1260u);
    ck_assert(num <= den);
    res.n = UINT64_MAX / 2520u + 1;   /* 2520 n > 2^64: cannot be a fraction of 64-bit integers */
    ck_assert_int_eq(holdem_share_exact(&res, 0, &num, &den), TALON_E_RANGE);
    res.n = 9223372036854775808ULL;   /* 2^63 */
    res.win[0] = res.n;
    ck_assert_int_eq(holdem_share_exact(&res, 0, &num, &den), TALON_E_RANGE);
    ck_assert_double_eq_tol(holdem_share(&res, 0), 1.0, 1e-12);
}
END_TEST

/* ---- (b) Wilson intervals ---------------------------------------------------- */

static void check_wilson(uint64_t k, uint64_t n, double conf)
{
    stats_ci ci = {NAN, NAN, NAN};
    ck_assert_int_eq(stats_wilson(k, n, conf, &ci), TALON_OK);
    ck_assert_msg(!isnan(ci.lo) && !isnan(ci.est) && !isnan(ci.hi), "NaN at k=%llu n=%llu conf=%g",
                  (unsigned long long)k, (unsigned long long)n, conf);
    ck_assert_msg(0.0 <= ci.lo && ci.lo <= ci.est && ci.est <= ci.hi && ci.hi <= 1.0,
                  "k=%llu n=%llu conf=%g: [%.17g, %.17g] est %.17g", (unsigned long long)k, (unsigned long long)n,
                  conf, ci.lo, ci.hi, ci.est);
    ck_assert(ci.est == (double)k / (double)n);
    if (k == 0)
        ck_assert(ci.lo == 0.0);
    if (k == n)
        ck_assert(ci.hi == 1.0);
    /* One success (or one failure) moves the bound off 0 (off 1) while the
     * distance, about 0.1/n, is above the spacing of doubles there. */
    if (k > 0 && n <= 1000000000000000ULL)
        ck_assert_msg(ci.lo > 0.0, "k=%llu n=%llu: lo = 0", (unsigned long long)k, (unsigned long long)n);
    if (k < n && n <= 1000000000ULL)
        ck_assert_msg(ci.hi < 1.0, "k=%llu n=%llu: hi = 1", (unsigned long long)k, (unsigned long long)n);
}

START_TEST(wilson_stays_in_zero_one_and_holds_k_over_n_up_to_1e15_trials)
{
    const uint64_t ns[] = {1, 2, 3, 4, 10, 99, 1000, 65536, 1000000, 1000000007, 4294967296ULL,
                           1000000000000ULL, 1000000000000000ULL, 9007199254740992ULL /* 2^53 */,
                           9007199254740993ULL, 9223372036854775808ULL, UINT64_MAX};
    const double confs[] = {1e-6, 0.5, 0.8, 0.9, 0.95, 0.99, 0.999, 0.999999, 1 - 1e-12};
    for (size_t i = 0; i < sizeof ns / sizeof ns[0]; i++)
        for (size_t j = 0; j < sizeof confs / sizeof confs[0]; j++) {
            uint64_t n = ns[i];
            const uint64_t ks[] = {0, 1, n / 2, n - 1, n};
            for (size_t m = 0; m < sizeof ks / sizeof ks[0]; m++)
                check_wilson(ks[m], n, confs[j]);
        }
}
END_TEST

START_TEST(wilson_rejects_k_above_n_and_has_no_data_interval)
{
    stats_ci ci = {5, 5, 5};
    ck_assert_int_eq(stats_wilson(2, 1, STATS_CONF95, &ci), TALON_E_RANGE);
    ck_assert_int_eq(stats_wilson(UINT64_MAX, UINT64_MAX - 1, STATS_CONF95, &ci), TALON_E_RANGE);
    ck_assert_double_eq(ci.lo, 5);
    ck_assert_int_eq(stats_wilson(0, 0, STATS_CONF95, &ci), TALON_OK);
    ck_assert(ci.lo == 0.0 && ci.hi == 1.0 && ci.est == 0.0);
}
END_TEST

/* A hold'em equity is a probability too: its normal interval is clamped
 * into [0, 1] (the whole of it after a single trial). */
START_TEST(holdem_equity_intervals_stay_in_zero_one)
{
    holdem_result res;
    memset(&res, 0, sizeof res);
    res.players = 2;
    const uint64_t ns[] = {1, 2, 10, 1000, 1000000000000ULL};
    for (size_t i = 0; i < sizeof ns / sizeof ns[0]; i++) {
        const uint64_t wins[] = {0, 1, ns[i] - 1, ns[i]};
        for (size_t j = 0; j < 4; j++) {
            res.n = ns[i];
            res.win[0] = wins[j];
            res.win[1] = ns[i] - wins[j];
            for (int p = 0; p < 2; p++) {
                stats_ci e, w, t;
                holdem_ci(&res, p, &e, &w, &t);
                ck_assert_msg(0.0 <= e.lo && e.lo <= e.est && e.est <= e.hi && e.hi <= 1.0,
                              "n=%llu wins=%llu p=%d: [%g, %g] est %g", (unsigned long long)ns[i],
                              (unsigned long long)res.win[p], p, e.lo, e.hi, e.est);
                ck_assert(0.0 <= w.lo && w.lo <= w.est && w.est <= w.hi && w.hi <= 1.0);
                ck_assert(0.0 <= t.lo && t.hi <= 1.0);
            }
        }
    }
    res.n = 1;
    res.win[0] = 1;
    res.win[1] = 0;
    stats_ci e;
    holdem_ci(&res, 0, &e, NULL, NULL);
    ck_assert(e.lo == 0.0 && e.hi == 1.0);
}
END_TEST

/* ---- (c) exact enumerations ---------------------------------------------------- */

static uint64_t gcd64(uint64_t a, uint64_t b)
{
    while (b) {
        uint64_t t = a % b;
        a = b;
        b = t;
    }
    return a;
}

START_TEST(frequency_and_atleast_tables_count_every_hand_of_every_deck)
{
    for (int deck = DECK_MIN; deck <= DECK_MAX; deck += 4) {
        rules r;
        ck_assert_int_eq(rules_init(&r, deck, true, ORDER_MODERN), TALON_OK);
        tab_freq f;
        ck_assert_int_eq(tab_freq_exact(&r, &f), TALON_OK);
        uint64_t sum = 0;
        for (int c = 0; c < EVAL_NCAT; c++)
            sum += f.counts[c];
        ck_assert_uint_eq(f.total, tab_binom(deck, 5));
        ck_assert_uint_eq(sum, f.total);
    }
    ck_assert_uint_eq(tab_binom(52, 5), 2598960);
    ck_assert_uint_eq(tab_binom(64, 32), 1832624140942590534ULL);   /* the largest C(n,k) it takes */
    rules r;
    ck_assert_int_eq(rules_init(&r, 32, false, ORDER_MODERN), TALON_OK);
    tab_atleast a;
    ck_assert_int_eq(tab_atleast_exact(&r, &a), TALON_OK);
    ck_assert_uint_eq(a.total, 201376);
    uint64_t sum = 0;
    for (int c = 0; c < DCLASS_COUNT; c++)
        sum += a.counts[c];
    ck_assert_uint_eq(sum, a.total);
}
END_TEST

/* The exact draw tables weigh a hand unit = lcm of C(N-5, d), d = 0..4, so
 * their total C(N,5) * unit passes 2^32 from 32 cards on (6.3e11 at 48):
 * 64-bit counts, far from 2^64. */
START_TEST(draw_table_weights_fit_64_bits_at_every_deck)
{
    uint64_t most = 0;
    for (int deck = DECK_MIN; deck <= DECK_MAX; deck += 4) {
        uint64_t unit = 1;
        for (int d = 0; d <= 4; d++) {
            uint64_t b = tab_binom(deck - 5, d);
            unit = unit / gcd64(unit, b) * b;
        }
        unsigned __int128 total = (unsigned __int128)tab_binom(deck, 5) * unit;
        ck_assert(total < ((unsigned __int128)1 << 64));
        if ((uint64_t)total > most)
            most = (uint64_t)total;
    }
    ck_assert_uint_eq(most, 633946309920ULL);   /* 48 cards: 1 712 304 * 370 230 */
    ck_assert(most > UINT32_MAX);

    const int decks[] = {20, 32};
    for (size_t i = 0; i < 2; i++) {
        rules r;
        ck_assert_int_eq(rules_init(&r, decks[i], false, ORDER_MODERN), TALON_OK);
        strategy s;
        ck_assert_int_eq(strategy_preset("standard", &s), TALON_OK);
        tab_drawn t;
        ck_assert_int_eq(tab_drawn_exact(&r, &s, 0, &t), TALON_OK);
        ck_assert_uint_eq(t.total, tab_binom(decks[i], 5) * t.unit);
        unsigned __int128 sum = 0;
        for (int c = 0; c < STRATEGY_NSERVED; c++) {
            sum += t.folded[c];
            for (int d = 0; d < TAB_DRAWN_ROWS; d++)
                for (int e = 0; e < EVAL_NCAT; e++)
                    sum += t.played[c][d][e];
        }
        ck_assert(sum == t.total);
    }
}
END_TEST

/* Hold'em exact outcomes: two known hands preflop, C(48,5) boards; a hand
 * against a random hand, C(50,2) C(48,5) = 2 097 572 400 > 2^31. */
START_TEST(holdem_exact_counts_every_outcome)
{
    rules r;
    ck_assert_int_eq(rules_init(&r, 52, true, ORDER_MODERN), TALON_OK);
    mc_config cfg;
    mc_config_init(&cfg);
    const char *opp[] = {"QdQc", "random"};
    const uint64_t want[] = {1712304ULL, 1225ULL * 1712304ULL};
    for (int i = 0; i < 2; i++) {
        holdem_query q;
        holdem_query_init(&q);
        q.players = 2;
        q.method = HOLDEM_EXACT;
        ck_assert_int_eq(range_parse("AsKs", deck_mask(52), CARD_AUTO, &q.hands[0], NULL), TALON_OK);
        ck_assert_int_eq(range_parse(opp[i], deck_mask(52), CARD_AUTO, &q.hands[1], NULL), TALON_OK);
        holdem_result res;
        ck_assert_int_eq(holdem_equity(&r, &q, &cfg, &res), TALON_OK);
        ck_assert(res.exact);
        ck_assert_uint_eq(res.n, want[i]);
        for (int p = 0; p < 2; p++) {
            uint64_t num, den;
            ck_assert_int_eq(holdem_share_exact(&res, p, &num, &den), TALON_OK);
            ck_assert_uint_eq(den, 2520u * want[i]);
        }
        /* every outcome is a win, a loss or a tie: wins of both + ties <= n */
        ck_assert(res.win[0] + res.win[1] + holdem_ties(&res, 0) == res.n);
    }
}
END_TEST

/* "Is my hand the best?" exact at two players: every opponent hand,
 * C(47,5) of them. */
START_TEST(best_exact_counts_every_opponent_hand)
{
    rules r;
    ck_assert_int_eq(rules_init(&r, 52, true, ORDER_MODERN), TALON_OK);
    uint64_t hand;
    int n;
    ck_assert_int_eq(card_parse("KhKd9s8c7h", CARD_AUTO, &hand, &n, NULL), TALON_OK);
    best_query q = {.players = 2, .hand = hand};
    mc_config cfg;
    mc_config_init(&cfg);
    best_result b;
    ck_assert_int_eq(tab_best(&r, &q, &cfg, &b), TALON_OK);
    ck_assert(b.exact);
    ck_assert_uint_eq(b.n, 1533939);
    for (int v = 0; v < BEST_VIEWS; v++)
        ck_assert(b.best[v] + b.tie[v] <= b.n);
}
END_TEST

static Suite *robust_suite(void)
{
    Suite *s = suite_create("robust");
    TCase *tc = tcase_create("limits");
    tcase_add_test(tc, the_engine_refuses_trials_threads_and_precision_out_of_range);
    tcase_add_test(tc, a_run_of_the_maximum_trials_is_accepted_and_cancellable);
    tcase_add_test(tc, the_trial_count_is_exact_with_a_short_last_block);
    tcase_add_test(tc, holdem_exact_shares_are_checked_against_64_bits);
    tcase_add_test(tc, wilson_stays_in_zero_one_and_holds_k_over_n_up_to_1e15_trials);
    tcase_add_test(tc, wilson_rejects_k_above_n_and_has_no_data_interval);
    tcase_add_test(tc, holdem_equity_intervals_stay_in_zero_one);
    tcase_add_test(tc, frequency_and_atleast_tables_count_every_hand_of_every_deck);
    tcase_add_test(tc, draw_table_weights_fit_64_bits_at_every_deck);
    tcase_add_test(tc, holdem_exact_counts_every_outcome);
    tcase_add_test(tc, best_exact_counts_every_opponent_hand);
    suite_add_tcase(s, tc);
    return s;
}

int main(void)
{
    SRunner *sr = srunner_create(robust_suite());
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
