/* test_sanity.c - the checks of solver/sanity.c (issue 26, item 2): the two
 * shapes on hand-made sequences (a fall, an inner peak, and the sequences
 * that have neither); then the whole run on rule profiles whose answers are
 * known: thresholds on the bucket boundaries that obey every check, and
 * each "never" check made to fail by a threshold that breaks it (a top hand
 * that folds, a no-win hand that calls); a seed gives the same result twice;
 * bad parameters are refused. */
#include <check.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "err.h"
#include "profile.h"
#include "rules.h"
#include "sanity.h"
#include "tab_duel.h"

START_TEST(a_fall_is_found_and_a_rise_is_none)
{
    int over, w[2];
    const double up[] = {0, 0.2, 0.2, 0.5, 1};
    ck_assert_double_eq(sanity_fall(up, 5, 0.05, &over, w), 0);
    ck_assert_int_eq(over, 0);
    ck_assert_int_eq(w[0], -1);
    const double dip[] = {0.1, 0.9, 0.2, 1, 0.88};
    ck_assert_double_eq_tol(sanity_fall(dip, 5, 0.05, &over, w), 0.7, 1e-12);   /* 0.9 at 1, then 0.2 at 2 */
    ck_assert_int_eq(w[0], 1);
    ck_assert_int_eq(w[1], 2);
    ck_assert_int_eq(over, 2);   /* 2 (0.7 below 0.9) and 4 (0.12 below 1) */
    ck_assert_double_eq_tol(sanity_fall(dip, 5, 0.15, &over, w), 0.7, 1e-12);
    ck_assert_int_eq(over, 1);
}
END_TEST

START_TEST(an_inner_peak_is_found_and_a_v_is_none)
{
    int over, w[3];
    const double v[] = {0.3, 0, 0, 0.2, 0.25, 1};   /* bluffs, checks, value bets */
    ck_assert_double_eq(sanity_peak(v, 6, 0.05, &over, w), 0);
    ck_assert_int_eq(over, 0);
    const double down[] = {1, 0.5, 0};
    ck_assert_double_eq(sanity_peak(down, 3, 0.05, &over, w), 0);
    const double peak[] = {0.3, 0, 0.5, 0.1, 1};
    ck_assert_double_eq_tol(sanity_peak(peak, 5, 0.05, &over, w), 0.4, 1e-12);   /* 0.5 over max(0, 0.1) */
    ck_assert_int_eq(w[0], 1);
    ck_assert_int_eq(w[1], 2);
    ck_assert_int_eq(w[2], 3);
    ck_assert_int_eq(over, 1);
    const double two[] = {0, 1};
    ck_assert_double_eq(sanity_peak(two, 2, 0.05, &over, w), 0);
}
END_TEST

typedef struct fx {
    draw_game *dg;
    cfr_game g;
    profile *pf;
} fx;

/* 4 players at 32 cards (the article's rules start at 4), 8 buckets (bucket b >= 1 holds strengths [(b-1)/8,
 * b/8)), the article's round 1 and draw, and round 2 by the thresholds
 * given. */
static void make(fx *f, double bet_min, double call_min, double raise_min, double bluff_below, double bluff_prob)
{
    rules r;
    ck_assert_int_eq(rules_init(&r, 32, true, ORDER_MODERN), TALON_OK);
    draw_params p;
    draw_params_default(&p, 4, &r);
    ck_assert_int_eq(draw_game_init(&f->dg, &p, &f->g), TALON_OK);
    profile_rules_data d;
    ck_assert_int_eq(duel_rules_article(f->dg, &d), TALON_OK);
    d.bet_min = bet_min;
    d.call_min = call_min;
    d.raise_min = raise_min;
    d.bluff_below = bluff_below;
    d.bluff_prob = bluff_prob;
    ck_assert_int_eq(profile_rules(&f->pf, f->dg, &f->g, &d), TALON_OK);
}

static void unmake(fx *f)
{
    profile_free(f->pf);
    draw_game_free(f->dg);
}

static void run(const fx *f, uint64_t deals, sanity_result *r)
{
    sanity_params p;
    sanity_params_init(&p);
    p.dg = f->dg;
    p.g = &f->g;
    p.pf = f->pf;
    p.deals = deals;
    p.mono_share = 1e-4;
    ck_assert_int_eq(sanity_run(&p, r), TALON_OK);
    ck_assert_uint_eq(r->deals, deals);
    ck_assert_uint_eq(r->missing, 0);   /* a rule profile answers everywhere */
}

START_TEST(rules_on_the_bucket_boundaries_obey_every_check)
{
    fx f;
    /* value bets from 6/8, raises at 8/8, calls from 4/8 on, bluffs 30% below 1/8 */
    make(&f, 0.625, 0.375, 0.875, 0.125, 0.3);
    sanity_result r;
    run(&f, 200000, &r);
    for (int k = 0; k < SANITY_KINDS; k++) {
        ck_assert_msg(r.item[k].over == 0, "%s: %llu beyond, worst %g at %s", sanity_name(k),
                      (unsigned long long)r.item[k].over, r.item[k].worst, r.item[k].where);
        ck_assert_double_eq(r.item[k].worst, 0);
    }
    /* it met enough of each to mean something */
    ck_assert_uint_ge(r.item[SANITY_TOP].spots, 100);
    ck_assert_uint_ge(r.item[SANITY_QUADS].spots, 20);
    ck_assert_uint_ge(r.item[SANITY_CALL].spots, 20);
    ck_assert_uint_ge(r.item[SANITY_BET].spots, 20);
    /* the same seed, the same result */
    sanity_result r2;
    run(&f, 200000, &r2);
    ck_assert(memcmp(&r, &r2, sizeof r) == 0);
    unmake(&f);
}
END_TEST

START_TEST(a_top_hand_that_folds_fails)
{
    fx f;
    make(&f, 0.625, 0.995, 0.995, 0.125, 0.3);   /* strengths 0.99 to 0.995 fold to a bet */
    sanity_result r;
    run(&f, 200000, &r);
    ck_assert_uint_gt(r.item[SANITY_TOP].over, 0);
    ck_assert_double_eq(r.item[SANITY_TOP].worst, 1);
    ck_assert_ptr_nonnull(strstr(r.item[SANITY_TOP].where, "round 2 bucket 8/8"));
    ck_assert_uint_eq(r.item[SANITY_QUADS].over, 0);   /* quads are above 0.995: they raise, or call a raise */
    unmake(&f);
}
END_TEST

START_TEST(a_no_win_hand_that_calls_fails)
{
    fx f;
    make(&f, 0.625, 0, 0.875, 0.125, 0.3);   /* everything calls a bet (and folds to a raise below 7/8) */
    sanity_result r;
    run(&f, 400000, &r);
    ck_assert_uint_gt(r.item[SANITY_NOWIN].over, 0);
    ck_assert_double_eq(r.item[SANITY_NOWIN].worst, 1);
    ck_assert_ptr_nonnull(strstr(r.item[SANITY_NOWIN].where, "round 2 no-win"));
    unmake(&f);
}
END_TEST

START_TEST(bad_parameters_are_refused)
{
    fx f;
    make(&f, 0.625, 0.375, 0.875, 0.125, 0.3);
    sanity_params p;
    sanity_params_init(&p);
    sanity_result r;
    ck_assert_int_eq(sanity_run(&p, &r), TALON_E_INVAL);   /* no game */
    p.dg = f.dg;
    p.g = &f.g;
    p.pf = f.pf;
    p.deals = 0;
    ck_assert_int_eq(sanity_run(&p, &r), TALON_E_INVAL);
    p.deals = 10;
    p.top = 1.5;
    ck_assert_int_eq(sanity_run(&p, &r), TALON_E_INVAL);
    p.top = 0.99;
    p.mono_tol = NAN;
    ck_assert_int_eq(sanity_run(&p, &r), TALON_E_INVAL);
    p.mono_tol = 0.05;
    p.mono_share = -1;
    ck_assert_int_eq(sanity_run(&p, &r), TALON_E_INVAL);
    p.mono_share = 1e-4;
    ck_assert_int_eq(sanity_run(&p, NULL), TALON_E_INVAL);
    ck_assert_int_eq(sanity_run(&p, &r), TALON_OK);
    unmake(&f);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("sanity");
    TCase *tc = tcase_create("checks");
    tcase_set_timeout(tc, 300);
    tcase_add_test(tc, a_fall_is_found_and_a_rise_is_none);
    tcase_add_test(tc, an_inner_peak_is_found_and_a_v_is_none);
    tcase_add_test(tc, rules_on_the_bucket_boundaries_obey_every_check);
    tcase_add_test(tc, a_top_hand_that_folds_fails);
    tcase_add_test(tc, a_no_win_hand_that_calls_fails);
    tcase_add_test(tc, bad_parameters_are_refused);
    suite_add_tcase(s, tc);
    SRunner *sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
