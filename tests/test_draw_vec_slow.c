/* test_draw_vec_slow.c - heads-up draw poker by vector CFR+ (draw_vec.h):
 * what it refuses, the same bits at one and two threads, an exploitability
 * that falls checkpoint after checkpoint, a strategy file that reads back
 * to the same exact figures, a game value that agrees with the real deal's
 * (the draw game's own sampled evaluation of the same file), and the forced
 * answers in play (a straight flush never folds, a hand that cannot win
 * almost never calls).  Small chance models (20 cards; 32 for the forced
 * answers) keep it to about 30 s on two cores (labelled slow).
 *
 * The same bits at one and two threads: 16 iterations, checkpoints at 4, 8
 * and 16 (64 iterations, checkpoints at 16, 32, 64, until the Release suite
 * took the sanitized suite's size), which still fall, the last under a third
 * of the first (15.6, 6.0, 2.1).  The file: 32 iterations (128 before) on
 * the same 200 000-deal models, so the bounds on the value, set by the
 * models' sampling error, stand as they are; the real deal on 4 096 deals
 * (16 384 before), its 4 half-widths computed by the run.
 *
 * Under the sanitizers (TALON_TEST_SANITIZED=1, set by CMake in a
 * TALON_SANITIZE build) the forced answers' solve runs fewer iterations, in
 * about half the CPU: 128 iterations (not 256) on 1 M deals (not 2 M), 200 000
 * deals played (not 400 000).  A straight flush never folding is no luck, but
 * it needs the budget: its early folds are dropped only once their share of
 * the average is under DRAW_VEC_THRESHOLD (0.1%).  With the threshold lowered
 * in a scratch build, that share is under 0.025% at 128 iterations on 1 M
 * deals, as at the full budget; it reaches 0.05% on 500 000 deals, 0.085% at
 * 64 iterations on 2 M, and 0.1005% on 1.5 M (the check fails).  A hand that
 * cannot win calling in none of its spots is a property of the full budget;
 * at this one it calls in a few (4 of 67 spots, 0.016% on average, 0.5% at
 * most), so the sanitized run checks the average, under 0.1% (the shipped
 * MCCFR file calls in 0.95% of its spots), and the Release suite that no
 * spot calls. */
#include <check.h>
#include <math.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cfr.h"
#include "check_extra.h"
#include "draw_game.h"
#include "draw_vec.h"
#include "err.h"
#include "rng.h"

static draw_game *make(int players, int deck, int abstraction, int fixed, cfr_game *g)
{
    rules r;
    ck_assert_int_eq(rules_init(&r, deck, true, ORDER_MODERN), TALON_OK);
    draw_params p;
    draw_params_default(&p, players, &r);
    p.abstraction = abstraction;
    p.draw_fixed = fixed;
    draw_game *dg;
    ck_assert_int_eq(draw_game_init(&dg, &p, g), TALON_OK);
    return dg;
}

static cfr_config config(uint64_t iterations, int threads)
{
    cfr_config c;
    cfr_config_init(&c);
    c.iterations = iterations;
    c.seed = 5;
    c.threads = threads;
    return c;
}

/* Solve (checkpoints from first_check, 0: automatic); the solver (its table filled) is returned. */
static cfr_solver *solve(const draw_game *dg, const cfr_game *g, uint64_t iterations, uint64_t first_check,
                         uint64_t deals, int threads, cfr_result *res)
{
    cfr_config c = config(iterations, threads);
    c.first_check = first_check;
    cfr_solver *s;
    ck_assert_int_eq(cfr_init(&s, g, &c), TALON_OK);
    char why[256] = "";
    int rc = draw_vec_solve(dg, g, &c, deals, s, res, why, sizeof why);
    ck_assert_msg(rc == TALON_OK, "draw_vec_solve: %s", why);
    return s;
}

START_TEST(other_games_and_empty_budgets_are_refused)
{
    struct {
        int players, abstraction, fixed;
    } bad[] = {{3, DRAW_ABS_RECALL, 0}, {2, DRAW_ABS_CLASSES, 0}, {2, DRAW_ABS_FINE, 0}, {2, DRAW_ABS_RECALL, 1}};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        cfr_game g;
        draw_game *dg = make(bad[i].players, 20, bad[i].abstraction, bad[i].fixed, &g);
        cfr_config c = config(4, 1);
        cfr_solver *s;
        ck_assert_int_eq(cfr_init(&s, &g, &c), TALON_OK);
        cfr_result res;
        char why[256] = "";
        ck_assert_int_eq(draw_vec_solve(dg, &g, &c, 1000, s, &res, why, sizeof why), TALON_E_INVAL);
        ck_assert(why[0]);
        cfr_free(s);
        draw_game_free(dg);
    }
    cfr_game g;
    draw_game *dg = make(2, 20, DRAW_ABS_RECALL, 0, &g);
    cfr_config c = config(0, 1);
    cfr_solver *s;
    c.iterations = 1;
    ck_assert_int_eq(cfr_init(&s, &g, &c), TALON_OK);
    cfr_result res;
    char why[256] = "";
    ck_assert_int_eq(draw_vec_solve(dg, &g, &c, 0, s, &res, why, sizeof why), TALON_E_RANGE);
    c.iterations = 0;
    ck_assert_int_eq(draw_vec_solve(dg, &g, &c, 1000, s, &res, why, sizeof why), TALON_E_RANGE);
    cfr_free(s);
    draw_game_free(dg);
}
END_TEST

START_TEST(one_and_two_threads_give_the_same_bits_and_the_exploitability_falls)
{
    cfr_game g;
    draw_game *dg = make(2, 20, DRAW_ABS_RECALL, 0, &g);
    cfr_result r1, r2;
    const uint64_t it = 16, first = 4;
    cfr_solver *s1 = solve(dg, &g, it, first, 20000, 1, &r1);
    cfr_solver *s2 = solve(dg, &g, it, first, 20000, 2, &r2);
    ck_assert_uint_eq(r1.infosets, r2.infosets);
    ck_assert(memcmp(&r1.quality, &r2.quality, sizeof r1.quality) == 0);
    ck_assert_int_eq(r1.nrows, 3);   /* 4, 8, 16 */
    for (int i = 0; i < r1.nrows; i++)
        ck_assert(r1.rows[i].exploitability == r2.rows[i].exploitability);
    /* CFR+ in the model: every checkpoint better than the last, the last
     * under a third of the first; exact figures, zero-sum values. */
    for (int i = 1; i < r1.nrows; i++)
        ck_assert(r1.rows[i].exploitability < r1.rows[i - 1].exploitability);
    ck_assert(r1.rows[2].exploitability < r1.rows[0].exploitability / 3);
    ck_assert(r1.quality.exact);
    ck_assert(r1.quality.gain[0] >= 0 && r1.quality.gain[1] >= 0);
    ck_assert_double_eq_tol(r1.quality.value[0] + r1.quality.value[1], 0, 1e-12);
    ck_assert_double_eq_tol(r1.quality.exploitability, r1.quality.gain[0] + r1.quality.gain[1], 1e-12);
    /* The same strategy at every set met in the solution's own play (the
     * table holds the sets it can reach: a set its player's own strategy
     * never reaches plays no part and is left out). */
    rng r;
    rng_seed(&r, 3, 0);
    unsigned char st[4096];
    int checked = 0;
    for (int d = 0; d < 200; d++) {
        g.root(g.ctx, st);
        int who;
        while ((who = g.node(g.ctx, st)) != CFR_TERMINAL) {
            if (who == CFR_CHANCE) {
                g.chance_sample(g.ctx, st, &r);
                continue;
            }
            double p[CFR_MAX_ACTIONS], q[CFR_MAX_ACTIONS];
            int n, m;
            uint64_t key = g.infoset(g.ctx, st);
            ck_assert_int_eq(cfr_strategy_get(s1, key, p, &n), TALON_OK);
            ck_assert_int_eq(cfr_strategy_get(s2, key, q, &m), TALON_OK);
            ck_assert_int_eq(n, m);
            ck_assert(memcmp(p, q, (size_t)n * sizeof p[0]) == 0);
            checked++;
            double x = rng_double(&r);
            int a = 0;
            while (a < n - 1 && x >= p[a])
                x -= p[a++];
            g.act(g.ctx, st, a);
        }
    }
    ck_assert_int_gt(checked, 400);
    cfr_free(s1);
    cfr_free(s2);
    draw_game_free(dg);
}
END_TEST

START_TEST(the_file_reads_back_to_the_same_figures_and_the_real_deal_agrees)
{
    cfr_game g;
    draw_game *dg = make(2, 20, DRAW_ABS_RECALL, 0, &g);
    cfr_result res;
    cfr_solver *s = solve(dg, &g, 32, 0, 200000, 2, &res);
    char path[64], why[256];
    snprintf(path, sizeof path, "test_draw_vec_%d.txt", (int)getpid());
    char id[400], desc[300];
    snprintf(id, sizeof id, "draw: %s", draw_game_describe(dg, desc, sizeof desc));
    /* the text format: probabilities to 9 decimals, so the figures agree to 1e-9 (compact's 2^-24 would not) */
    ck_assert_int_eq(cfr_strategy_save(s, path, id, "# test\n", STRAT_FORMAT_TEXT, why, sizeof why), TALON_OK);
    cfr_strategy *st;
    ck_assert_int_eq(cfr_strategy_load(path, id, &st, why, sizeof why), TALON_OK);
    ck_assert_uint_eq(cfr_strategy_count(st), res.infosets);
    /* The same model (seed, deals): the same exact figures, to the file's digits. */
    cfr_config c = config(1, 2);
    cfr_result ev;
    ck_assert_int_eq(draw_vec_evaluate(dg, &g, &c, 200000, st, &ev, why, sizeof why), TALON_OK);
    ck_assert_double_eq_tol(ev.quality.value[0], res.quality.value[0], 1e-9);
    ck_assert_double_eq_tol(ev.quality.exploitability, res.quality.exploitability, 1e-8);
    /* Another model (seed 6): the profile's value is the same game's to
     * the models' sampling error (a deal's payoff has a standard deviation
     * of a few antes: at 200 000 deals the difference of two models has one
     * of about 0.015; 0.06 is 4 of them), and its best responses gain at
     * least as much on average: here more than the exact in-model figure. */
    c.seed = 6;
    cfr_result ev6;
    ck_assert_int_eq(draw_vec_evaluate(dg, &g, &c, 200000, st, &ev6, why, sizeof why), TALON_OK);
    ck_assert_double_eq_tol(ev6.quality.value[0], res.quality.value[0], 0.06);
    ck_assert(ev6.quality.exploitability > res.quality.exploitability);
    /* The real deal: the draw game's own sampled evaluation of the file
     * (every deal a real one) finds the same value within its interval
     * (4 half-widths) and the model's error (0.045: 4 of its standard
     * deviations). */
    cfr_config cs = config(1, 2);
    cs.br_samples = 1u << 12;
    cfr_solver *e;
    ck_assert_int_eq(cfr_init(&e, &g, &cs), TALON_OK);
    cfr_result real;
    ck_assert_int_eq(cfr_evaluate(e, st, &real), TALON_OK);
    ck_assert_msg(fabs(real.quality.value[0] - res.quality.value[0]) < 4 * real.quality.value_hw[0] + 0.045,
                  "model %.4f, real deal %.4f +- %.4f", res.quality.value[0], real.quality.value[0],
                  real.quality.value_hw[0]);
    cfr_free(e);
    /* A file of another game is refused by the evaluation. */
    cfr_game g2;
    draw_game *dg2 = make(2, 20, DRAW_ABS_CLASSES, 0, &g2);
    ck_assert_int_eq(draw_vec_evaluate(dg2, &g2, &c, 1000, st, &ev, why, sizeof why), TALON_E_INVAL);
    draw_game_free(dg2);
    cfr_strategy_free(st);
    remove(path);
    cfr_free(s);
    draw_game_free(dg);
}
END_TEST

/* The index of the action named `name` at s, or -1. */
static int action_named(const cfr_game *g, const void *s, const char *name)
{
    char buf[32];
    for (int a = 0; a < g->actions(g->ctx, s); a++) {
        g->action_name(g->ctx, s, a, buf, sizeof buf);
        if (strcmp(buf, name) == 0)
            return a;
    }
    return -1;
}

START_TEST(a_straight_flush_never_folds_and_a_hand_that_cannot_win_never_calls)
{
    /* The forced answers, in play (both seats playing the solution, 32
     * cards, the spots that arise).  A straight flush: at every spot where
     * the actor may fold, its type replaced by a straight flush (the
     * pre-draw class, or the post-draw bucket with every served class), the
     * probability of folding must be exactly 0 (the average drops what is
     * left of the first iterations, DRAW_VEC_THRESHOLD).  A hand that cannot
     * win (the "no-win" bucket, the deck's lowest hand): wherever a player
     * really holds it facing a bet in round 2, calling must have probability
     * exactly 0 (raising is a bluff, a real choice).  It is not a theorem of
     * the game: two lowest hands tie, so against a bet made only with lowest
     * hands a call is right, and where the opponent seldom bets, CFR+'s
     * early regrets barely move (forced on every served class, rather than
     * held in play, a few calls stay).  A model whose draw pairs did not
     * share their cards showed calls in 0.005% of the spots, 0.5% at most;
     * this one none: a change that brings calls back is worth a look.  Sets
     * the model never met, or the solution never reached, are skipped;
     * enough are checked. */
    cfr_game g;
    draw_game *dg = make(2, 32, DRAW_ABS_RECALL, 0, &g);   /* at 20 cards the lowest hand often ties */
    cfr_result res;
    const bool small = sanitized();   /* the budget that forces the answers needs the iterations (above) */
    cfr_solver *s = solve(dg, &g, small ? 128 : 256, 0, small ? 1000000 : 2000000, 2, &res);
    const int C = draw_game_classes(dg), NB = draw_game_params(dg)->post_buckets + 2, SF_CLASS = C - 1;
    rng r;
    rng_seed(&r, 11, 0);
    int checked_sf = 0, checked_nowin = 0;
    double calls = 0, max_call = 0;
    for (int d = 0; d < (small ? 200000 : 400000); d++) {
        draw_state st;
        g.root(g.ctx, &st);
        int who;
        while ((who = g.node(g.ctx, &st)) != CFR_TERMINAL) {
            if (who == CFR_CHANCE) {
                g.chance_sample(g.ctx, &st, &r);
                continue;
            }
            bool post = st.phase == DRAW_PH_BET2;
            int fold = action_named(&g, &st, "fold"), call = action_named(&g, &st, "call");
            double p[CFR_MAX_ACTIONS];
            int n;
            if (d < 3000 && st.phase != DRAW_PH_DRAW && fold >= 0)
                for (int c = 0; c < (post ? C : 1); c++) {
                    draw_state x = st;
                    x.pre[who] = (uint16_t)(post ? c : SF_CLASS);
                    x.bucket[who] = (uint16_t)(NB - 1);
                    uint64_t key = g.infoset(g.ctx, &x);
                    if (!cfr_strategy_trained(s, key) || cfr_strategy_get(s, key, p, &n) != TALON_OK)
                        continue;
                    ck_assert_msg(p[fold] == 0, "a straight flush folds with probability %g", p[fold]);
                    checked_sf++;
                }
            ck_assert_int_eq(cfr_strategy_get(s, g.infoset(g.ctx, &st), p, &n), TALON_OK);
            if (post && fold >= 0 && st.bucket[who] == 0) {
                calls += p[call];
                max_call = p[call] > max_call ? p[call] : max_call;
                checked_nowin++;
            }
            /* play on by the solution */
            double u = rng_double(&r);
            int a = 0;
            while (a < n - 1 && u >= p[a])
                u -= p[a++];
            g.act(g.ctx, &st, a);
        }
    }
    ck_assert_int_gt(checked_sf, 1000);
    ck_assert_int_gt(checked_nowin, 20);
    /* 125 spots at this budget, no call (the shipped MCCFR file calls in
     * 0.95% of its spots: tests/test_solve_sanity_slow.c); at the sanitized
     * one, 67 spots, 0.016% on average (above). */
    if (small)
        ck_assert_msg(calls / checked_nowin < 0.001,
                      "a hand that cannot win calls: %g on average over %d spots, %g at most", calls / checked_nowin,
                      checked_nowin, max_call);
    else
        ck_assert_msg(max_call == 0, "a hand that cannot win calls: %g on average over %d spots, %g at most",
                      calls / checked_nowin, checked_nowin, max_call);
    cfr_free(s);
    draw_game_free(dg);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("draw_vec");
    TCase *tc = tcase_create("vector CFR+");
    tcase_set_timeout(tc, 300);
    tcase_add_test(tc, other_games_and_empty_budgets_are_refused);
    tcase_add_test(tc, one_and_two_threads_give_the_same_bits_and_the_exploitability_falls);
    tcase_add_test(tc, the_file_reads_back_to_the_same_figures_and_the_real_deal_agrees);
    tcase_add_test(tc, a_straight_flush_never_folds_and_a_hand_that_cannot_win_never_calls);
    suite_add_tcase(s, tc);
    SRunner *sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
