/* test_best.c - "is my hand the best?": exact two-player enumeration,
 * Monte Carlo against a brute-force exact value, thread invariance, the
 * shortcut's q, and the input checks. */
#include <check.h>
#include <math.h>
#include <stdlib.h>

#include "card.h"
#include "dclass.h"
#include "err.h"
#include "eval.h"
#include "stats.h"
#include "tab_atleast.h"
#include "tab_best.h"
#include "tab_equity.h"

static rules R(int deck, bool al)
{
    rules r;
    ck_assert_int_eq(rules_init(&r, deck, al, ORDER_MODERN), TALON_OK);
    return r;
}

static mc_config cfg_of(uint64_t trials, int threads)
{
    mc_config c;
    mc_config_init(&c);
    c.trials = trials;
    c.seed = 2024;
    c.threads = threads;
    return c;
}

static uint64_t parse(const char *s)
{
    uint64_t m;
    int n;
    ck_assert_int_eq(card_parse(s, CARD_AUTO, &m, &n, NULL), TALON_OK);
    return m;
}

/* Brute force for a class at two players: every class hand against every
 * opponent hand, ranking view.  Returns best and tie counts over all pairs. */
static void brute_class_two(const rules *r, int cls, double *pbest, double *ptie)
{
    int cards[DECK_MAX], n = 0;
    for (int c = 0; c < 64; c++)
        if (r->deck >> c & 1)
            cards[n++] = c;
    uint64_t best = 0, tie = 0, all = 0;
    /* all 5-subsets as masks */
    uint64_t *hands = malloc(sizeof(uint64_t) * 20000);
    int nh = 0;
    for (int a = 0; a < n; a++)
        for (int b = a + 1; b < n; b++)
            for (int c = b + 1; c < n; c++)
                for (int d = c + 1; d < n; d++)
                    for (int e = d + 1; e < n; e++)
                        hands[nh++] = 1ULL << cards[a] | 1ULL << cards[b] | 1ULL << cards[c] | 1ULL << cards[d] |
                                      1ULL << cards[e];
    for (int i = 0; i < nh; i++) {
        if (dclass_of(r, hands[i]) != cls)
            continue;
        uint32_t mine = eval5(r, hands[i]);
        for (int j = 0; j < nh; j++) {
            if (hands[j] & hands[i])
                continue;
            uint32_t v = eval5(r, hands[j]);
            best += v < mine;
            tie += v == mine;
            all++;
        }
    }
    free(hands);
    *pbest = (double)best / (double)all;
    *ptie = (double)tie / (double)all;
}

START_TEST(monte_carlo_agrees_with_brute_force_within_four_standard_errors)
{
    rules r = R(20, true);   /* 15 504 hands: brute force is quick */
    int classes[] = {DCLASS_PAIR(RANK_K), DCLASS_PAIR(RANK_T), DCLASS_TWO_PAIR, DCLASS_NOTHING};
    for (size_t i = 0; i < sizeof classes / sizeof classes[0]; i++) {
        if (!dclass_valid(&r, classes[i]))
            continue;
        best_query q = {.players = 2, .cls = classes[i]};
        mc_config c = cfg_of(2000000, 0);
        best_result b;
        int rc = tab_best(&r, &q, &c, &b);
        if (rc == TALON_E_INVAL)   /* no such hand in this deck (nothing at 20 cards) */
            continue;
        ck_assert_int_eq(rc, TALON_OK);
        ck_assert(!b.exact);
        double pb, pt;
        brute_class_two(&r, classes[i], &pb, &pt);
        double est = (double)b.best[BEST_RANKING] / (double)b.n, se = sqrt(pb * (1 - pb) / (double)b.n);
        ck_assert_msg(fabs(est - pb) < 4 * se + 1e-12, "class %d: MC %.6f, exact %.6f, se %.6f", classes[i], est, pb, se);
        est = (double)b.tie[BEST_RANKING] / (double)b.n;
        se = sqrt(pt * (1 - pt) / (double)b.n);
        ck_assert_msg(fabs(est - pt) < 4 * se + 1e-12, "class %d tie: MC %.6f, exact %.6f", classes[i], est, pt);
    }
}
END_TEST

START_TEST(a_given_hand_at_two_players_is_enumerated_exactly)
{
    rules r = R(32, true);
    best_query q = {.players = 2, .hand = parse("KhKd9s8c7h")};
    mc_config c = cfg_of(1, 1);
    best_result b;
    ck_assert_int_eq(tab_best(&r, &q, &c, &b), TALON_OK);
    ck_assert(b.exact);
    ck_assert_uint_eq(b.n, 80730);   /* C(27,5) */
    ck_assert_int_eq(b.cls, DCLASS_PAIR(RANK_K));
    /* the royal flush of spades is never beaten and ties only another royal */
    q.hand = parse("AsKsQsJsTs");
    ck_assert_int_eq(tab_best(&r, &q, &c, &b), TALON_OK);
    ck_assert_uint_eq(b.best[BEST_RANKING] + b.tie[BEST_RANKING], b.n);
    ck_assert_uint_eq(b.tie[BEST_RANKING], 3);   /* the three other royal flushes */
}
END_TEST

START_TEST(the_result_is_the_same_at_one_two_and_three_threads)
{
    rules r = R(32, true);
    best_query q = {.players = 4, .cls = DCLASS_PAIR(RANK_K)};
    best_result b[3];
    for (int t = 1; t <= 3; t++) {
        mc_config c = cfg_of(300000, t);
        ck_assert_int_eq(tab_best(&r, &q, &c, &b[t - 1]), TALON_OK);
    }
    ck_assert_mem_eq(&b[0], &b[1], sizeof b[0]);
    ck_assert_mem_eq(&b[0], &b[2], sizeof b[0]);
}
END_TEST

START_TEST(the_shortcut_q_is_the_at_least_table_value)
{
    rules r = R(32, true);
    tab_atleast t;
    tab_atleast_exact(&r, &t);
    int row = -1;
    for (int i = 0; i < t.nrows; i++)
        if (t.rows[i].cls == DCLASS_PAIR(RANK_K))
            row = i;
    ck_assert_int_ge(row, 0);
    best_query q = {.players = 2, .hand = parse("KhKd9s8c7h")};
    mc_config c = cfg_of(1, 1);
    best_result b;
    ck_assert_int_eq(tab_best(&r, &q, &c, &b), TALON_OK);
    ck_assert_double_eq_tol(b.q, tab_atleast_prob(&t, row), 1e-15);
}
END_TEST

START_TEST(impossible_tables_are_refused)
{
    rules r = R(32, true);
    best_query q = {.players = 7, .cls = DCLASS_PAIR(RANK_K)};   /* 35 cards from 32 */
    mc_config c = cfg_of(1000, 1);
    best_result b;
    ck_assert_int_eq(tab_best(&r, &q, &c, &b), TALON_E_RANGE);
    q.players = 1;
    ck_assert_int_eq(tab_best(&r, &q, &c, &b), TALON_E_RANGE);
    q.players = 2;
    q.cls = DCLASS_PAIR(RANK_2);   /* no deuces at 32 cards */
    ck_assert_int_eq(tab_best(&r, &q, &c, &b), TALON_E_INVAL);
    q.cls = 0;
    q.hand = parse("KhKd9s8c");
    ck_assert_int_eq(tab_best(&r, &q, &c, &b), TALON_E_COUNT);
}
END_TEST

START_TEST(after_the_draw_a_royal_flush_is_never_beaten)
{
    rules r = R(32, true);
    strategy st;
    ck_assert_int_eq(strategy_preset("standard", &st), TALON_OK);
    best_query q = {.players = 4, .hand = parse("AsKsQsJsTs"), .after_draw = true, .strategy = &st};
    mc_config c = cfg_of(200000, 0);
    best_result b;
    ck_assert_int_eq(tab_best(&r, &q, &c, &b), TALON_OK);
    ck_assert(b.after_draw && !b.exact);
    ck_assert_uint_eq(b.n, 200000);
    ck_assert_uint_eq(b.best[BEST_RANKING] + b.tie[BEST_RANKING], b.n);
    q.strategy = NULL;
    ck_assert_int_eq(tab_best(&r, &q, &c, &b), TALON_E_INVAL);
}
END_TEST

START_TEST(after_the_draw_best_agrees_with_the_equity_of_the_same_hand)
{
    /* Two code paths over the same model: tab_best after the draw and
     * tab_equity's after-draw row for a fixed hand (other seeds). */
    rules r = R(32, true);
    strategy st;
    ck_assert_int_eq(strategy_preset("article", &st), TALON_OK);
    static const char *const HANDS[] = {"KhKd9s8c7h", "AhQcTc8c7d", "9s9h9dAcKs"};
    for (size_t i = 0; i < 3; i++) {
        best_query q = {.players = 4, .hand = parse(HANDS[i]), .after_draw = true, .strategy = &st};
        mc_config c = cfg_of(200000, 0);
        best_result b;
        ck_assert_int_eq(tab_best(&r, &q, &c, &b), TALON_OK);
        equity_query eq = {.players = 4, .after = true, .hand = q.hand};
        c.seed = 99;
        static tab_equity e;
        ck_assert_int_eq(tab_equity_mc(&r, &st, &eq, &c, &e), TALON_OK);
        const equity_cell *x = &e.cell[EQUITY_AFTER][eval_category(&r, eval5(&r, q.hand))];
        double p1 = (double)b.best[BEST_RANKING] / (double)b.n, p2 = (double)x->win / (double)x->n;
        double se = sqrt(p1 * (1 - p1) / (double)b.n + p2 * (1 - p2) / (double)x->n);
        ck_assert_msg(fabs(p1 - p2) <= 4 * se + 1e-12, "%s: best %.5f, equity %.5f", HANDS[i], p1, p2);
    }
}
END_TEST

START_TEST(after_the_draw_the_result_is_the_same_at_one_two_and_three_threads)
{
    rules r = R(40, true);
    strategy st;
    ck_assert_int_eq(strategy_preset("standard", &st), TALON_OK);
    best_query q = {.players = 5, .cls = DCLASS_PAIR(RANK_Q), .after_draw = true, .strategy = &st};
    best_result b[3];
    for (int t = 1; t <= 3; t++) {
        mc_config c = cfg_of(150000, t);
        ck_assert_int_eq(tab_best(&r, &q, &c, &b[t - 1]), TALON_OK);
    }
    ck_assert_mem_eq(&b[0], &b[1], sizeof b[0]);
    ck_assert_mem_eq(&b[0], &b[2], sizeof b[0]);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("best");
    TCase *tc = tcase_create("is my hand the best");
    tcase_set_timeout(tc, 300);
    tcase_add_test(tc, monte_carlo_agrees_with_brute_force_within_four_standard_errors);
    tcase_add_test(tc, a_given_hand_at_two_players_is_enumerated_exactly);
    tcase_add_test(tc, the_result_is_the_same_at_one_two_and_three_threads);
    tcase_add_test(tc, the_shortcut_q_is_the_at_least_table_value);
    tcase_add_test(tc, impossible_tables_are_refused);
    tcase_add_test(tc, after_the_draw_a_royal_flush_is_never_beaten);
    tcase_add_test(tc, after_the_draw_best_agrees_with_the_equity_of_the_same_hand);
    tcase_add_test(tc, after_the_draw_the_result_is_the_same_at_one_two_and_three_threads);
    suite_add_tcase(s, tc);
    SRunner *sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
