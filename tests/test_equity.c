/* test_equity.c - win probabilities at a table: a royal flush never loses,
 * the before-draw figures against a full enumeration at two players, the
 * rise with the category, thread invariance, the article's figures against
 * tables/article/equity.csv, and the input checks. */
#include <check.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "card.h"
#include "err.h"
#include "eval.h"
#include "strategy.h"
#include "tab_equity.h"

static rules R(int deck)
{
    rules r;
    ck_assert_int_eq(rules_init(&r, deck, true, ORDER_MODERN), TALON_OK);
    return r;
}

static strategy S(const char *name)
{
    strategy s;
    ck_assert_int_eq(strategy_preset(name, &s), TALON_OK);
    return s;
}

static mc_config cfg_of(uint64_t trials, int threads)
{
    mc_config c;
    mc_config_init(&c);
    c.trials = trials;
    c.seed = 77;
    c.threads = threads;
    return c;
}

static uint64_t cards(const char *s)
{
    uint64_t m;
    int n;
    ck_assert_int_eq(card_parse(s, CARD_EN, &m, &n, NULL), TALON_OK);
    return m;
}

START_TEST(a_royal_flush_at_two_players_before_the_draw_wins_with_the_exact_probability)
{
    rules r = R(32);
    strategy s = S("standard");
    equity_query q = {.players = 2, .after = true, .hand = cards("AsKsQsJsTs")};
    mc_config c = cfg_of(1000000, 0);
    static tab_equity e;
    ck_assert_int_eq(tab_equity_mc(&r, &s, &q, &c, &e), TALON_OK);
    /* Only another royal flush ties it: 3 of the C(27,5) = 80 730 hands. */
    const equity_cell *b = &e.cell[EQUITY_BEFORE][EVAL_STRAIGHT_FLUSH];
    ck_assert_uint_eq(b->n, 1000000);
    ck_assert_uint_eq(b->win + b->tie, b->n);
    double p = 3.0 / 80730, se = sqrt(p * (1 - p) / (double)b->n);
    ck_assert_msg(fabs((double)b->tie / (double)b->n - p) <= 4 * se, "tie %.3g vs exact %.3g", (double)b->tie / b->n, p);
    ck_assert_uint_eq(b->share, b->win * EQUITY_SHARE_UNIT + b->tie * (EQUITY_SHARE_UNIT / 2));
    /* It stands pat and is never beaten after the draw either. */
    for (int m = EQUITY_AFTER; m <= EQUITY_AFTER_ALL; m++) {
        const equity_cell *x = &e.cell[m][EVAL_STRAIGHT_FLUSH];
        ck_assert_uint_eq(x->n, 1000000);
        ck_assert_uint_eq(x->win + x->tie, x->n);
    }
    /* only its own rows are counted */
    ck_assert_uint_eq(e.cell[EQUITY_BEFORE][EVAL_PAIR].n, 0);
}
END_TEST

/* Every (hand, opponent hand) pair of a 20-card deck, by the first hand's
 * category: win and tie counts (exact two-player before-draw equity). */
static void brute_two(const rules *r, uint64_t n[EVAL_NCAT], uint64_t win[EVAL_NCAT], uint64_t tie[EVAL_NCAT])
{
    int cs[DECK_MAX], nc = 0;
    for (int c = 0; c < 64; c++)
        if (r->deck >> c & 1)
            cs[nc++] = c;
    uint64_t *h = malloc(sizeof(uint64_t) * 15504);
    uint32_t *v = malloc(sizeof(uint32_t) * 15504);
    int nh = 0;
    for (int a = 0; a < nc; a++)
        for (int b = a + 1; b < nc; b++)
            for (int c = b + 1; c < nc; c++)
                for (int d = c + 1; d < nc; d++)
                    for (int e = d + 1; e < nc; e++) {
                        h[nh] = 1ULL << cs[a] | 1ULL << cs[b] | 1ULL << cs[c] | 1ULL << cs[d] | 1ULL << cs[e];
                        v[nh] = eval5(r, h[nh]);
                        nh++;
                    }
    ck_assert_int_eq(nh, 15504);
    for (int i = 0; i < nh; i++) {
        enum eval_cat k = eval_category(r, v[i]);
        for (int j = 0; j < nh; j++) {
            if (h[i] & h[j])
                continue;
            n[k]++;
            win[k] += v[i] > v[j];
            tie[k] += v[i] == v[j];
        }
    }
    free(h);
    free(v);
}

START_TEST(before_the_draw_agrees_with_enumeration_at_two_players)
{
    rules r = R(20);
    strategy s = S("standard");
    uint64_t n[EVAL_NCAT] = {0}, win[EVAL_NCAT] = {0}, tie[EVAL_NCAT] = {0};
    brute_two(&r, n, win, tie);
    equity_query q = {.players = 2};
    mc_config c = cfg_of(1000000, 0);
    static tab_equity e;
    ck_assert_int_eq(tab_equity_mc(&r, &s, &q, &c, &e), TALON_OK);
    ck_assert_uint_eq(e.trials, 1000000);
    int checked = 0;
    for (int k = 0; k < EVAL_NCAT; k++) {
        const equity_cell *x = &e.cell[EQUITY_BEFORE][k];
        if (n[k] == 0) {
            ck_assert_uint_eq(x->n, 0);
            continue;
        }
        /* the share of hands in the category, and win and tie given it */
        double pk = (double)n[k] / (15504.0 * 3003.0), m = 2e6;
        ck_assert(fabs((double)x->n / m - pk) <= 4 * sqrt(pk * (1 - pk) / m) + 1e-12);
        double pw = (double)win[k] / (double)n[k], pt = (double)tie[k] / (double)n[k];
        double sw = sqrt(pw * (1 - pw) / (double)x->n), st = sqrt(pt * (1 - pt) / (double)x->n);
        ck_assert_msg(fabs((double)x->win / (double)x->n - pw) <= 4 * sw + 1e-12, "cat %d win %.5f vs %.5f", k,
                      (double)x->win / x->n, pw);
        ck_assert_msg(fabs((double)x->tie / (double)x->n - pt) <= 4 * st + 1e-12, "cat %d tie %.5f vs %.5f", k,
                      (double)x->tie / x->n, pt);
        checked++;
    }
    ck_assert_int_ge(checked, 5);
    /* no after-draw figures were asked for */
    ck_assert_uint_eq(e.cell[EQUITY_AFTER][EVAL_PAIR].n, 0);
}
END_TEST

START_TEST(the_win_probability_rises_with_the_category)
{
    rules r = R(32);
    strategy s = S("article");
    equity_query q = {.players = 4, .after = true};
    mc_config c = cfg_of(300000, 0);
    static tab_equity e;
    ck_assert_int_eq(tab_equity_mc(&r, &s, &q, &c, &e), TALON_OK);
    for (int m = 0; m < EQUITY_MODELS; m++) {
        double prev = -1;
        for (int pos = 0; pos < EVAL_NCAT; pos++) {
            const equity_cell *x = &e.cell[m][r.pos_cat[pos]];
            if (x->n < 3000)
                continue;   /* too few for a sharp comparison */
            double w = (double)x->win / (double)x->n;
            ck_assert_msg(w > prev, "model %d: category %d wins %.4f, below the one under it (%.4f)", m,
                          r.pos_cat[pos], w, prev);
            prev = w;
        }
        /* Before the draw, pairs by rank too (after it, a weak pair and a
         * playable one are played differently by the strategy). */
        if (m != EQUITY_BEFORE)
            continue;
        prev = -1;
        for (int rk = r.low_rank; rk <= RANK_A; rk++) {
            const equity_cell *x = &e.cell[m][EQUITY_ROW_PAIR(rk)];
            double w = (double)x->win / (double)x->n;
            ck_assert_msg(w > prev, "pair of rank %d wins %.4f, below the pair under it", rk, w);
            prev = w;
        }
    }
    /* every seat counted: hands = 4 per deal before the draw and all in */
    uint64_t total = 0;
    for (int k = 0; k < EVAL_NCAT; k++)
        total += e.cell[EQUITY_BEFORE][k].n;
    ck_assert_uint_eq(total, 4 * 300000ULL);
    total = 0;
    for (int k = 0; k < EVAL_NCAT; k++)
        total += e.cell[EQUITY_AFTER][k].n;
    ck_assert_uint_eq(total, 4 * 300000ULL);
}
END_TEST

START_TEST(the_result_is_the_same_at_one_two_and_three_threads)
{
    rules r = R(40);
    strategy s = S("standard");
    equity_query q = {.players = 6, .after = true};
    static tab_equity e[3];
    for (int t = 0; t < 3; t++) {
        mc_config c = cfg_of(150000, t + 1);
        ck_assert_int_eq(tab_equity_mc(&r, &s, &q, &c, &e[t]), TALON_OK);
    }
    ck_assert_mem_eq(&e[0], &e[1], sizeof e[0]);
    ck_assert_mem_eq(&e[0], &e[2], sizeof e[0]);
}
END_TEST

START_TEST(the_article_figures_are_those_of_the_csv)
{
    FILE *fp = fopen(TALON_SOURCE_DIR "/tables/article/equity.csv", "r");
    ck_assert_ptr_nonnull(fp);
    char line[512];
    ck_assert_ptr_nonnull(fgets(line, sizeof line, fp));
    ck_assert_str_eq(line, "deck,players,when,category,percent,low,high,section\n");
    int rows = 0;
    while (fgets(line, sizeof line, fp)) {
        char *f[8];
        int nf = 0;
        for (char *p = line; nf < 8;) {
            f[nf++] = p;
            char *comma = strchr(p, ',');
            if (!comma)
                break;
            *comma = 0;
            p = comma + 1;
        }
        ck_assert_int_eq(nf, 8);
        int deck = atoi(f[0]), players = atoi(f[1]);
        bool second = strcmp(f[2], "second_round") == 0;
        ck_assert(second || strcmp(f[2], "served") == 0);
        int row = -1;
        for (int k = 0; k < EQUITY_ROWS; k++)
            if (strcmp(tab_equity_row_key(k), f[3]) == 0)
                row = k;
        ck_assert_msg(row >= 0, "unknown category %s", f[3]);
        double lo = *f[4] ? atof(f[4]) : atof(f[5]), hi = *f[4] ? atof(f[4]) : atof(f[6]);
        double alo, ahi;
        int dec;
        /* any-deck rows are read at a deck and player count with no specific figure */
        int d = deck ? deck : 44, p = deck ? players : 6;
        ck_assert_int_eq(tab_equity_article(d, p, second, row, &alo, &ahi, &dec), TALON_OK);
        ck_assert_msg(alo == lo && ahi == hi, "%s %s: %g-%g vs csv %g-%g", f[2], f[3], alo, ahi, lo, hi);
        ck_assert_int_eq(dec, strchr(*f[4] ? f[4] : f[5], '.') ? 2 : 0);
        rows++;
    }
    fclose(fp);
    ck_assert_int_eq(rows, 30);
    double lo, hi;
    ck_assert_int_eq(tab_equity_article(32, 4, false, EVAL_TWO_PAIR, &lo, &hi, NULL), TALON_OK);
    ck_assert(lo == 45 && hi == 45);   /* the deck's figure first */
    ck_assert_int_eq(tab_equity_article(32, 4, true, EVAL_QUADS, &lo, &hi, NULL), TALON_E_RANGE);
}
END_TEST

START_TEST(impossible_tables_are_refused)
{
    rules r = R(32);
    strategy s = S("standard");
    mc_config c = cfg_of(1000, 1);
    static tab_equity e;
    equity_query q = {.players = 7};
    ck_assert_int_eq(tab_equity_mc(&r, &s, &q, &c, &e), TALON_E_RANGE);
    q.players = 1;
    ck_assert_int_eq(tab_equity_mc(&r, &s, &q, &c, &e), TALON_E_RANGE);
    q.players = 2;
    q.hand = cards("AsKsQsJs");
    ck_assert_int_eq(tab_equity_mc(&r, &s, &q, &c, &e), TALON_E_COUNT);
    q.hand = cards("AsKsQsJs2s");   /* a deuce at 32 cards */
    ck_assert_int_eq(tab_equity_mc(&r, &s, &q, &c, &e), TALON_E_DECK);
    ck_assert_str_eq(tab_equity_row_key(EQUITY_ROW_PAIR(RANK_A)), "AA");
    ck_assert_str_eq(tab_equity_row_key(EQUITY_ROW_DRAW), "draw");
    ck_assert_str_eq(tab_equity_model_key(EQUITY_AFTER_ALL), "after_draw_all");
}
END_TEST

int main(void)
{
    Suite *s = suite_create("equity");
    TCase *tc = tcase_create("win probabilities at a table");
    tcase_set_timeout(tc, 300);
    tcase_add_test(tc, a_royal_flush_at_two_players_before_the_draw_wins_with_the_exact_probability);
    tcase_add_test(tc, before_the_draw_agrees_with_enumeration_at_two_players);
    tcase_add_test(tc, the_win_probability_rises_with_the_category);
    tcase_add_test(tc, the_result_is_the_same_at_one_two_and_three_threads);
    tcase_add_test(tc, the_article_figures_are_those_of_the_csv);
    tcase_add_test(tc, impossible_tables_are_refused);
    suite_add_tcase(s, tc);
    SRunner *sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
