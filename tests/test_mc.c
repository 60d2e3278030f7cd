/* test_mc.c - the Monte Carlo engine: bit-identical results for any thread
 * count (a floating-point accumulator included), the block semantics
 * (checked against a sequential loop over the blocks), precision mode's
 * deterministic stop, cancellation leaving an exact prefix, argument checks,
 * and tab_freq_mc against the exact category probabilities of every deck.
 * Fixed seeds everywhere; statistical bounds are 4 standard errors. */
#include <check.h>
#include <math.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "card.h"
#include "err.h"
#include "eval.h"
#include "mc.h"
#include "rng.h"
#include "rules.h"
#include "stats.h"
#include "tab_freq.h"

/* ---- a small simulation with integer and floating-point sums ------------- */

typedef struct acc_t {
    uint64_t n;      /* trials */
    uint64_t hits;   /* trials with u < 0.3 */
    double sum;      /* sum of u: depends on the order of the additions */
    double sumsq;
} acc_t;

static void sum_play(void *a, uint64_t n, rng *g, const void *ctx)
{
    acc_t *s = a;
    for (uint64_t i = 0; i < n; i++) {
        double u = rng_double(g);
        s->hits += u < 0.3;
        s->sum += u;
        s->sumsq += u * u;
    }
    s->n += n;
}

static void sum_merge(void *into, const void *from, const void *ctx)
{
    acc_t *t = into;
    const acc_t *f = from;
    t->n += f->n;
    t->hits += f->hits;
    t->sum += f->sum;
    t->sumsq += f->sumsq;
}

static bool sum_precise(const void *a, uint64_t trials, double precision, const void *ctx)
{
    const acc_t *s = a;
    stats_ci ci;
    return stats_wilson(s->hits, trials, STATS_CONF95, &ci) == TALON_OK && stats_half_width(&ci) < precision;
}

static const mc_sim SUM_SIM = {
    .acc_size = sizeof(acc_t), .play = sum_play, .merge = sum_merge, .precise = sum_precise,
};

static mc_config config(int threads, uint64_t seed, uint64_t trials)
{
    mc_config c;
    mc_config_init(&c);
    c.threads = threads;
    c.seed = seed;
    c.trials = trials;
    return c;
}

static acc_t run_sum(int threads, uint64_t seed, uint64_t trials, uint64_t *done)
{
    mc_config c = config(threads, seed, trials);
    acc_t a;
    memset(&a, 0xAB, sizeof a);   /* the engine must zero it */
    ck_assert_int_eq(mc_run(&SUM_SIM, &c, &a, done), TALON_OK);
    return a;
}

#define ODD_TRIALS (10 * (uint64_t)MC_BLOCK + 12345)   /* not a multiple of the block */

START_TEST(the_same_seed_gives_identical_bits_with_1_2_and_3_threads)
{
    uint64_t d1, d2, d3;
    acc_t a1 = run_sum(1, 42, ODD_TRIALS, &d1);
    acc_t a2 = run_sum(2, 42, ODD_TRIALS, &d2);
    acc_t a3 = run_sum(3, 42, ODD_TRIALS, &d3);
    ck_assert_uint_eq(d1, ODD_TRIALS);
    ck_assert_uint_eq(d2, ODD_TRIALS);
    ck_assert_uint_eq(d3, ODD_TRIALS);
    ck_assert_uint_eq(a1.n, ODD_TRIALS);
    ck_assert(memcmp(&a1, &a2, sizeof a1) == 0);
    ck_assert(memcmp(&a1, &a3, sizeof a1) == 0);
    /* And again, with more threads than cores and blocks. */
    acc_t a16 = run_sum(16, 42, ODD_TRIALS, &d3);
    ck_assert(memcmp(&a1, &a16, sizeof a1) == 0);
    acc_t all = run_sum(0, 42, ODD_TRIALS, &d3);
    ck_assert(memcmp(&a1, &all, sizeof a1) == 0);
}
END_TEST

/* Blocks of very different lengths (0 to 15 extra passes, drawn from the
 * block's own stream) finish out of order and fill the merge window; the
 * bits must not change. */
static void uneven_play(void *a, uint64_t n, rng *g, const void *ctx)
{
    uint32_t extra = rng_bounded(g, 16);
    acc_t waste = {0};
    for (uint32_t i = 0; i < extra; i++)
        sum_play(&waste, n, g, NULL);
    sum_play(a, n, g, NULL);
    ((acc_t *)a)->sumsq += waste.sum;
}

START_TEST(blocks_finishing_out_of_order_still_give_identical_bits)
{
    mc_sim sim = SUM_SIM;
    sim.play = uneven_play;
    acc_t ref, a;
    uint64_t done;
    mc_config c = config(1, 6, 80 * (uint64_t)MC_BLOCK - 1);
    ck_assert_int_eq(mc_run(&sim, &c, &ref, &done), TALON_OK);
    for (int threads = 2; threads <= 8; threads += 3) {
        c.threads = threads;
        ck_assert_int_eq(mc_run(&sim, &c, &a, &done), TALON_OK);
        ck_assert_uint_eq(done, 80 * (uint64_t)MC_BLOCK - 1);
        ck_assert(memcmp(&a, &ref, sizeof a) == 0);
    }
}
END_TEST

/* The engine's result is exactly this sequential loop. */
START_TEST(the_result_is_the_blocks_played_and_merged_in_order)
{
    acc_t want = {0};
    for (uint64_t k = 0, first = 0; first < ODD_TRIALS; k++, first += MC_BLOCK) {
        uint64_t n = ODD_TRIALS - first < MC_BLOCK ? ODD_TRIALS - first : MC_BLOCK;
        acc_t b = {0};
        rng g;
        rng_for_block(&g, 99, k);
        sum_play(&b, n, &g, NULL);
        sum_merge(&want, &b, NULL);
    }
    uint64_t done;
    acc_t got = run_sum(2, 99, ODD_TRIALS, &done);
    ck_assert(memcmp(&want, &got, sizeof want) == 0);
}
END_TEST

START_TEST(a_run_shorter_than_a_block_is_one_short_block)
{
    uint64_t done;
    acc_t a = run_sum(2, 5, 1, &done);
    ck_assert_uint_eq(done, 1);
    ck_assert_uint_eq(a.n, 1);
    acc_t b = run_sum(1, 5, 1000, &done);
    ck_assert_uint_eq(b.n, 1000);
}
END_TEST

START_TEST(different_seeds_give_different_results)
{
    uint64_t done;
    acc_t a = run_sum(2, 1, ODD_TRIALS, &done);
    acc_t b = run_sum(2, 2, ODD_TRIALS, &done);
    ck_assert(a.sum != b.sum);
    ck_assert(a.hits != b.hits);
    /* Both are sane: mean 1/2, P(u < 0.3) = 0.3 within 4 standard errors. */
    double n = (double)ODD_TRIALS;
    ck_assert(fabs(a.sum / n - 0.5) < 4 * sqrt(1.0 / 12 / n));
    ck_assert(fabs((double)a.hits / n - 0.3) < 4 * sqrt(0.21 / n));
}
END_TEST

/* A precision run: the same stopping point and bits at 1, 2 and 3 threads; the
 * stop is at a round boundary; the bound holds there and did not hold at the
 * previous boundary; and it equals a fixed run of the same length. */
START_TEST(precision_mode_stops_deterministically_and_meets_its_bound)
{
    const double P = 0.0004;   /* needs ~5.0 M trials for p = 0.3 */
    acc_t a[3];
    uint64_t done[3];
    for (int t = 0; t < 3; t++) {
        mc_config c = config(t + 1, 77, 0);
        c.precision = P;
        ck_assert_int_eq(mc_run(&SUM_SIM, &c, &a[t], &done[t]), TALON_OK);
    }
    ck_assert_uint_eq(done[0], done[1]);
    ck_assert_uint_eq(done[0], done[2]);
    ck_assert(memcmp(&a[0], &a[1], sizeof a[0]) == 0);
    ck_assert(memcmp(&a[0], &a[2], sizeof a[0]) == 0);
    ck_assert(sum_precise(&a[0], done[0], P, NULL));

    /* Replay the round boundaries of mc.h. */
    uint64_t end = MC_ROUND_BLOCKS, prev = 0;
    while (end * MC_BLOCK < done[0]) {
        prev = end;
        end += end / 4 > MC_ROUND_BLOCKS ? end / 4 : MC_ROUND_BLOCKS;
    }
    ck_assert_uint_eq(end * MC_BLOCK, done[0]);
    ck_assert_uint_gt(prev, 0);
    uint64_t d;
    acc_t before = run_sum(2, 77, prev * MC_BLOCK, &d);
    ck_assert(!sum_precise(&before, d, P, NULL));
    acc_t fixed = run_sum(3, 77, done[0], &d);
    ck_assert(memcmp(&a[0], &fixed, sizeof fixed) == 0);
}
END_TEST

START_TEST(precision_mode_stops_at_the_cap_when_the_bound_is_out_of_reach)
{
    mc_config c = config(2, 3, 3 * (uint64_t)MC_BLOCK + 17);
    c.precision = 1e-6;
    acc_t a;
    uint64_t done;
    ck_assert_int_eq(mc_run(&SUM_SIM, &c, &a, &done), TALON_OK);
    ck_assert_uint_eq(done, 3 * (uint64_t)MC_BLOCK + 17);
    ck_assert_uint_eq(a.n, done);
    ck_assert(!sum_precise(&a, done, c.precision, NULL));
    uint64_t d;
    acc_t fixed = run_sum(1, 3, done, &d);
    ck_assert(memcmp(&a, &fixed, sizeof fixed) == 0);
}
END_TEST

/* ---- cancellation ---------------------------------------------------------- */

typedef struct cancel_ctx {
    volatile int *flag;
    int after;        /* raise the flag when this many blocks have started */
    int started;      /* atomic */
} cancel_ctx;

static void cancel_play(void *a, uint64_t n, rng *g, const void *ctx)
{
    cancel_ctx *cc = (cancel_ctx *)ctx;
    int s;
#pragma omp atomic capture
    s = ++cc->started;
    if (s >= cc->after)
        *cc->flag = 1;
    sum_play(a, n, g, NULL);
}

START_TEST(a_raised_cancel_flag_stops_the_run_and_leaves_an_exact_prefix)
{
    for (int threads = 1; threads <= 3; threads++) {
        volatile int flag = 0;
        cancel_ctx cc = {.flag = &flag, .after = 5, .started = 0};
        mc_sim sim = SUM_SIM;
        sim.play = cancel_play;
        sim.ctx = &cc;
        mc_config c = config(threads, 8, 1000 * (uint64_t)MC_BLOCK);
        c.cancel = &flag;
        acc_t a;
        uint64_t done = 12345;
        ck_assert_int_eq(mc_run(&sim, &c, &a, &done), TALON_E_CANCEL);
        ck_assert_uint_lt(done, 1000 * (uint64_t)MC_BLOCK);
        ck_assert_uint_eq(done % MC_BLOCK, 0);
        if (threads == 1)   /* blocks 0..4 played (the 5th raised the flag), then stop */
            ck_assert_uint_eq(done, 5 * (uint64_t)MC_BLOCK);
        ck_assert_int_lt(cc.started, 5 + 2 * threads);   /* no block starts once the flag is seen */
        ck_assert_uint_eq(a.n, done);
        uint64_t d;
        acc_t prefix = run_sum(1, 8, done, &d);
        ck_assert(memcmp(&a, &prefix, sizeof a) == 0);
    }
}
END_TEST

START_TEST(a_cancel_flag_raised_before_the_start_runs_nothing)
{
    volatile int flag = 1;
    mc_config c = config(2, 8, 10 * (uint64_t)MC_BLOCK);
    c.cancel = &flag;
    acc_t a;
    uint64_t done = 99;
    ck_assert_int_eq(mc_run(&SUM_SIM, &c, &a, &done), TALON_E_CANCEL);
    ck_assert_uint_eq(done, 0);
    ck_assert_uint_eq(a.n, 0);
    c.precision = 0.01;
    c.trials = 0;
    ck_assert_int_eq(mc_run(&SUM_SIM, &c, &a, &done), TALON_E_CANCEL);
    ck_assert_uint_eq(done, 0);
}
END_TEST

/* ---- progress ---------------------------------------------------------------- */

typedef struct progress_log {
    pthread_t caller;
    int calls;
    int other_thread;
    int backwards;
    uint64_t last_done, last_total;
} progress_log;

static void on_progress(uint64_t done, uint64_t total, void *arg)
{
    progress_log *p = arg;
    if (!pthread_equal(pthread_self(), p->caller))
        p->other_thread++;
    if (done < p->last_done || done > total)
        p->backwards++;
    p->calls++;
    p->last_done = done;
    p->last_total = total;
}

START_TEST(progress_comes_from_the_calling_thread_and_ends_at_the_total)
{
    progress_log log = {.caller = pthread_self()};
    mc_config c = config(3, 4, 200 * (uint64_t)MC_BLOCK + 1);
    c.progress = on_progress;
    c.progress_arg = &log;
    acc_t a;
    uint64_t done;
    ck_assert_int_eq(mc_run(&SUM_SIM, &c, &a, &done), TALON_OK);
    ck_assert_int_ge(log.calls, 1);
    ck_assert_int_eq(log.other_thread, 0);
    ck_assert_int_eq(log.backwards, 0);
    ck_assert_uint_eq(log.last_done, done);
    ck_assert_uint_eq(log.last_total, done);
}
END_TEST

/* ---- argument checks ---------------------------------------------------------- */

START_TEST(bad_arguments_are_rejected_and_leave_the_accumulator_alone)
{
    acc_t a;
    memset(&a, 0x5A, sizeof a);
    acc_t orig = a;
    uint64_t done = 7;
    mc_config c = config(1, 1, 0);
    ck_assert_int_eq(mc_run(&SUM_SIM, &c, &a, &done), TALON_E_RANGE);   /* no trials */
    ck_assert_uint_eq(done, 0);
    c.trials = MC_TRIALS_MAX + 1;
    ck_assert_int_eq(mc_run(&SUM_SIM, &c, &a, &done), TALON_E_RANGE);
    c.trials = 10;
    c.threads = -1;
    ck_assert_int_eq(mc_run(&SUM_SIM, &c, &a, &done), TALON_E_RANGE);
    c.threads = MC_THREADS_MAX + 1;
    ck_assert_int_eq(mc_run(&SUM_SIM, &c, &a, &done), TALON_E_RANGE);
    c.threads = 1;
    c.precision = -0.1;
    ck_assert_int_eq(mc_run(&SUM_SIM, &c, &a, &done), TALON_E_RANGE);
    c.precision = NAN;
    ck_assert_int_eq(mc_run(&SUM_SIM, &c, &a, &done), TALON_E_RANGE);
    c.precision = 0.01;
    mc_sim no_check = SUM_SIM;
    no_check.precise = NULL;
    ck_assert_int_eq(mc_run(&no_check, &c, &a, &done), TALON_E_INVAL);
    c.precision = 0;
    ck_assert_int_eq(mc_run(&SUM_SIM, &c, NULL, &done), TALON_E_INVAL);
    ck_assert_int_eq(mc_run(NULL, &c, &a, &done), TALON_E_INVAL);
    ck_assert_int_eq(mc_run(&SUM_SIM, NULL, &a, &done), TALON_E_INVAL);
    mc_sim no_play = SUM_SIM;
    no_play.play = NULL;
    ck_assert_int_eq(mc_run(&no_play, &c, &a, &done), TALON_E_INVAL);
    ck_assert(memcmp(&a, &orig, sizeof a) == 0);
    ck_assert_int_eq(mc_run(&SUM_SIM, &c, &a, NULL), TALON_OK);   /* trials_done is optional */
    ck_assert_uint_eq(a.n, 10);
}
END_TEST

/* ---- tab_freq_mc against exact enumeration --------------------------------------- */

/* The exact category counts: every 5-card subset of the deck through eval5. */
static uint64_t enumerate(const rules *r, uint64_t counts[EVAL_NCAT])
{
    int cards[DECK_MAX], n = 0;
    for (int c = 0; c < 64; c++)
        if (r->deck >> c & 1)
            cards[n++] = c;
    memset(counts, 0, EVAL_NCAT * sizeof counts[0]);
    uint64_t total = 0;
    for (int a = 0; a < n; a++)
        for (int b = a + 1; b < n; b++)
            for (int c = b + 1; c < n; c++)
                for (int d = c + 1; d < n; d++)
                    for (int e = d + 1; e < n; e++) {
                        uint64_t h = 1ULL << cards[a] | 1ULL << cards[b] | 1ULL << cards[c]
                                   | 1ULL << cards[d] | 1ULL << cards[e];
                        counts[eval_category(r, eval5(r, h))]++;
                        total++;
                    }
    return total;
}

START_TEST(mc_freq_matches_the_exact_probabilities_of_every_deck)
{
    const uint64_t TRIALS = 4000000;
    for (int deck = DECK_MIN; deck <= DECK_MAX; deck += 4)
        for (int ace_low = 0; ace_low <= 1; ace_low++) {
            rules r;
            ck_assert_int_eq(rules_init(&r, deck, ace_low, ORDER_MODERN), TALON_OK);
            uint64_t exact[EVAL_NCAT], got[EVAL_NCAT], done;
            uint64_t total = enumerate(&r, exact);
            mc_config c = config(0, 1000 + (uint64_t)deck, TRIALS);
            ck_assert_int_eq(tab_freq_mc(&r, &c, got, &done), TALON_OK);
            ck_assert_uint_eq(done, TRIALS);
            uint64_t sum = 0;
            for (int k = 0; k < EVAL_NCAT; k++) {
                sum += got[k];
                double p = (double)exact[k] / (double)total;
                double se = sqrt(p * (1 - p) / (double)TRIALS);
                double f = (double)got[k] / (double)TRIALS;
                if (exact[k] == 0)
                    ck_assert_msg(got[k] == 0, "deck %d ace_low %d %s: impossible, dealt %llu",
                                  deck, ace_low, rules_cat_key(k), (unsigned long long)got[k]);
                else
                    ck_assert_msg(fabs(f - p) <= 4 * se,
                                  "deck %d ace_low %d %s: p %.7f, freq %.7f, %.1f se",
                                  deck, ace_low, rules_cat_key(k), p, f, (f - p) / se);
            }
            ck_assert_uint_eq(sum, TRIALS);
        }
}
END_TEST

START_TEST(mc_freq_gives_identical_counts_with_1_2_and_3_threads)
{
    rules r;
    ck_assert_int_eq(rules_init(&r, 32, true, ORDER_FLUSH_OVER_FULL), TALON_OK);
    uint64_t got[3][EVAL_NCAT], done[3];
    for (int t = 0; t < 3; t++) {
        mc_config c = config(t + 1, 31337, ODD_TRIALS);
        ck_assert_int_eq(tab_freq_mc(&r, &c, got[t], &done[t]), TALON_OK);
        ck_assert_uint_eq(done[t], ODD_TRIALS);
    }
    ck_assert(memcmp(got[0], got[1], sizeof got[0]) == 0);
    ck_assert(memcmp(got[0], got[2], sizeof got[0]) == 0);
}
END_TEST

START_TEST(mc_freq_precision_mode_meets_its_bound_for_every_category)
{
    rules r;
    ck_assert_int_eq(rules_init(&r, 52, true, ORDER_MODERN), TALON_OK);
    mc_config c = config(2, 5, 0);
    c.precision = 0.001;   /* the worst cell, high card near 1/2, needs ~1 M trials */
    uint64_t got[EVAL_NCAT], done;
    ck_assert_int_eq(tab_freq_mc(&r, &c, got, &done), TALON_OK);
    ck_assert_uint_eq(done % MC_BLOCK, 0);
    for (int k = 0; k < EVAL_NCAT; k++) {
        stats_ci ci;
        ck_assert_int_eq(stats_wilson(got[k], done, STATS_CONF95, &ci), TALON_OK);
        ck_assert(stats_half_width(&ci) < 0.001);
    }
}
END_TEST

static Suite *mc_suite(void)
{
    Suite *s = suite_create("mc");
    TCase *tc = tcase_create("engine");
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, the_same_seed_gives_identical_bits_with_1_2_and_3_threads);
    tcase_add_test(tc, the_result_is_the_blocks_played_and_merged_in_order);
    tcase_add_test(tc, blocks_finishing_out_of_order_still_give_identical_bits);
    tcase_add_test(tc, a_run_shorter_than_a_block_is_one_short_block);
    tcase_add_test(tc, different_seeds_give_different_results);
    tcase_add_test(tc, precision_mode_stops_deterministically_and_meets_its_bound);
    tcase_add_test(tc, precision_mode_stops_at_the_cap_when_the_bound_is_out_of_reach);
    tcase_add_test(tc, a_raised_cancel_flag_stops_the_run_and_leaves_an_exact_prefix);
    tcase_add_test(tc, a_cancel_flag_raised_before_the_start_runs_nothing);
    tcase_add_test(tc, progress_comes_from_the_calling_thread_and_ends_at_the_total);
    tcase_add_test(tc, bad_arguments_are_rejected_and_leave_the_accumulator_alone);
    suite_add_tcase(s, tc);
    TCase *tf = tcase_create("freq");
    tcase_set_timeout(tf, 300);
    tcase_add_test(tf, mc_freq_matches_the_exact_probabilities_of_every_deck);
    tcase_add_test(tf, mc_freq_gives_identical_counts_with_1_2_and_3_threads);
    tcase_add_test(tf, mc_freq_precision_mode_meets_its_bound_for_every_category);
    suite_add_tcase(s, tf);
    return s;
}

int main(void)
{
    SRunner *sr = srunner_create(mc_suite());
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
