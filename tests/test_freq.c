/* test_freq.c - the exact frequency table: against the article's printed
 * table, against closed-form combinatorics, and against the reference
 * evaluator applied to every hand of every deck. */
#include <check.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "card.h"
#include "err.h"
#include "eval.h"
#include "rules.h"
#include "tab_freq.h"

static void exact(int deck, bool ace_low, enum rules_order order, tab_freq *f)
{
    rules r;
    ck_assert_int_eq(rules_init(&r, deck, ace_low, order), TALON_OK);
    ck_assert_int_eq(tab_freq_exact(&r, f), TALON_OK);
}

START_TEST(the_52_card_counts_are_the_known_ones)
{
    static const uint64_t want[EVAL_NCAT] = {1302540, 1098240, 123552, 54912, 10200, 5108, 3744, 624, 40};
    tab_freq f;
    exact(52, true, ORDER_MODERN, &f);
    for (int c = 0; c < EVAL_NCAT; c++)
        ck_assert_uint_eq(f.counts[c], want[c]);
    ck_assert_uint_eq(f.total, 2598960);
}
END_TEST

/* Every count and percentage of tables/article/frequencies.csv. */
START_TEST(the_article_table_is_reproduced_cell_by_cell)
{
    FILE *fp = fopen(TALON_SOURCE_DIR "/tables/article/frequencies.csv", "r");
    ck_assert_ptr_nonnull(fp);
    char line[256];
    ck_assert_ptr_nonnull(fgets(line, sizeof line, fp));
    ck_assert_str_eq(line, "deck,ace_low,category,combinations,percent\n");
    int cells = 0;
    while (fgets(line, sizeof line, fp)) {
        int deck;
        char ace[8], cat[32], pct[32];
        unsigned long long comb;
        ck_assert_int_eq(sscanf(line, "%d,%7[a-z],%31[a-z_],%llu,%31s", &deck, ace, cat, &comb, pct), 5);
        tab_freq f;
        exact(deck, strcmp(ace, "true") == 0, ORDER_MODERN, &f);
        uint64_t ours = f.total;
        if (strcmp(cat, "total") != 0) {
            int c = -1;
            for (int k = 0; k < EVAL_NCAT; k++)
                if (strcmp(rules_cat_key((enum eval_cat)k), cat) == 0)
                    c = k;
            ck_assert_msg(c >= 0, "unknown category %s", cat);
            ours = f.counts[c];
        }
        ck_assert_msg(ours == comb, "deck %d %s: ours %llu, article %llu", deck, cat,
                      (unsigned long long)ours, comb);
        /* The printed percentage is within one unit of its last printed digit
         * (the 52-card column is truncated, the 32-card one rounded). */
        const char *dot = strchr(pct, '.');
        int decimals = dot ? (int)strlen(dot + 1) : 0;
        double unit = pow(10, -decimals);
        double p = 100.0 * (double)ours / (double)f.total;
        ck_assert_msg(fabs(p - atof(pct)) < unit, "deck %d %s: ours %.6f%%, article %s%%", deck, cat, p, pct);
        /* The library's copy of the article (printed by talon freq) is this file. */
        if (strcmp(cat, "total") != 0) {
            uint64_t ac;
            double ap;
            int ad;
            int c = -1;
            for (int k = 0; k < EVAL_NCAT; k++)
                if (strcmp(rules_cat_key((enum eval_cat)k), cat) == 0)
                    c = k;
            ck_assert_int_eq(tab_freq_article(deck, strcmp(ace, "true") == 0, (enum eval_cat)c, &ac, &ap, &ad), TALON_OK);
            ck_assert_uint_eq(ac, comb);
            ck_assert_double_eq_tol(ap, atof(pct), 1e-12);
            ck_assert_int_eq(ad, decimals);
        }
        cells++;
    }
    fclose(fp);
    ck_assert_int_eq(cells, 20);
}
END_TEST

/* Closed forms with k = N/4 ranks and s straights (rank sequences):
 * s = k-4, plus the ace-low sequence when it is a new set of ranks (k > 5). */
START_TEST(every_deck_matches_the_closed_form_counts)
{
    for (int deck = DECK_MIN; deck <= DECK_MAX; deck += 4)
        for (int al = 0; al < 2; al++) {
            uint64_t k = (uint64_t)deck / 4, s = k - 4 + (al && k > 5);
            uint64_t want[EVAL_NCAT];
            want[EVAL_STRAIGHT_FLUSH] = 4 * s;
            want[EVAL_QUADS] = k * (k - 1) * 4;
            want[EVAL_FULL] = k * (k - 1) * 4 * 6;
            want[EVAL_FLUSH] = 4 * tab_binom((int)k, 5) - 4 * s;
            want[EVAL_STRAIGHT] = s * (1024 - 4);
            want[EVAL_TRIPS] = k * 4 * tab_binom((int)k - 1, 2) * 16;
            want[EVAL_TWO_PAIR] = tab_binom((int)k, 2) * 36 * (k - 2) * 4;
            want[EVAL_PAIR] = k * 6 * tab_binom((int)k - 1, 3) * 64;
            want[EVAL_HIGH] = (tab_binom((int)k, 5) - s) * (1024 - 4);
            tab_freq f;
            exact(deck, al, ORDER_MODERN, &f);
            ck_assert_uint_eq(f.total, tab_binom(deck, 5));
            for (int c = 0; c < EVAL_NCAT; c++)
                ck_assert_msg(f.counts[c] == want[c], "deck %d ace_low %d %s: %llu, closed form %llu", deck, al,
                              rules_cat_key((enum eval_cat)c), (unsigned long long)f.counts[c],
                              (unsigned long long)want[c]);
        }
}
END_TEST

/* Brute force: the reference evaluator on every hand gives the same counts. */
START_TEST(every_deck_matches_the_reference_evaluator_on_every_hand)
{
    for (int deck = DECK_MIN; deck <= DECK_MAX; deck += 4)
        for (int al = 0; al < 2; al++) {
            rules r;
            ck_assert_int_eq(rules_init(&r, deck, al, ORDER_MODERN), TALON_OK);
            int cards[DECK_MAX], n = 0;
            for (int c = 0; c < 64; c++)
                if (r.deck >> c & 1)
                    cards[n++] = c;
            uint64_t ref[EVAL_NCAT] = {0};
            for (int a = 0; a < n; a++)
                for (int b = a + 1; b < n; b++)
                    for (int c = b + 1; c < n; c++)
                        for (int d = c + 1; d < n; d++)
                            for (int e = d + 1; e < n; e++) {
                                uint64_t h = 1ULL << cards[a] | 1ULL << cards[b] | 1ULL << cards[c] |
                                             1ULL << cards[d] | 1ULL << cards[e];
                                ref[eval_ref_category(&r, eval_ref5(&r, h))]++;
                            }
            tab_freq f;
            tab_freq_exact(&r, &f);
            for (int c = 0; c < EVAL_NCAT; c++)
                ck_assert_msg(f.counts[c] == ref[c], "deck %d ace_low %d %s: %llu, reference %llu", deck, al,
                              rules_cat_key((enum eval_cat)c), (unsigned long long)f.counts[c],
                              (unsigned long long)ref[c]);
        }
}
END_TEST

START_TEST(the_ranking_order_does_not_change_five_card_counts)
{
    for (int al = 0; al < 2; al++) {
        tab_freq a, b, c;
        exact(36, al, ORDER_MODERN, &a);
        exact(36, al, ORDER_FLUSH_OVER_FULL, &b);
        exact(36, al, ORDER_ARCHAIC, &c);
        ck_assert_mem_eq(a.counts, b.counts, sizeof a.counts);
        ck_assert_mem_eq(a.counts, c.counts, sizeof a.counts);
    }
}
END_TEST

START_TEST(binomials_are_exact)
{
    ck_assert_uint_eq(tab_binom(52, 5), 2598960);
    ck_assert_uint_eq(tab_binom(32, 5), 201376);
    ck_assert_uint_eq(tab_binom(52, 7), 133784560);
    ck_assert_uint_eq(tab_binom(64, 32), 1832624140942590534ULL);
    ck_assert_uint_eq(tab_binom(5, 6), 0);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("freq");
    TCase *tc = tcase_create("exact frequency table");
    tcase_set_timeout(tc, 300);
    tcase_add_test(tc, the_52_card_counts_are_the_known_ones);
    tcase_add_test(tc, the_article_table_is_reproduced_cell_by_cell);
    tcase_add_test(tc, every_deck_matches_the_closed_form_counts);
    tcase_add_test(tc, every_deck_matches_the_reference_evaluator_on_every_hand);
    tcase_add_test(tc, the_ranking_order_does_not_change_five_card_counts);
    tcase_add_test(tc, binomials_are_exact);
    suite_add_tcase(s, tc);
    SRunner *sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
