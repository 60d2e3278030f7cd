/* test_atleast.c - the "Jeux ayant plus que…" table: internal consistency
 * with the exact frequency table, counts from an independent computation,
 * and the article's cells: the transcription, and which of them agree with
 * ours within the article's rounding (an explicit list of the cells
 * expected to differ, so a change on either side shows up). */
#include <check.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "card.h"
#include "dclass.h"
#include "err.h"
#include "eval.h"
#include "rules.h"
#include "tab_atleast.h"
#include "tab_freq.h"

static void both(int deck, bool ace_low, enum rules_order order, rules *r, tab_atleast *a, tab_freq *f)
{
    ck_assert_int_eq(rules_init(r, deck, ace_low, order), TALON_OK);
    ck_assert_int_eq(tab_atleast_exact(r, a), TALON_OK);
    if (f)
        ck_assert_int_eq(tab_freq_exact(r, f), TALON_OK);
}

START_TEST(the_rows_are_trips_two_pair_draw_then_every_pair_of_the_deck_and_never_decrease)
{
    for (int o = ORDER_MODERN; o <= ORDER_ARCHAIC; o++)
        for (int deck = DECK_MIN; deck <= DECK_MAX; deck += 4)
            for (int al = 0; al < 2; al++) {
                if (o != ORDER_MODERN && deck != 20 && deck != 32 && deck != 52)
                    continue;   /* the other orders on three decks keep the test quick */
                rules r;
                tab_atleast a;
                both(deck, al, (enum rules_order)o, &r, &a, NULL);
                ck_assert_int_eq(a.nrows, 3 + deck / 4);
                ck_assert_int_eq(a.rows[0].cls, dclass_made(&r, EVAL_TRIPS));
                ck_assert_int_eq(a.rows[1].cls, DCLASS_TWO_PAIR);
                ck_assert_int_eq(a.rows[2].cls, DCLASS_DRAW);
                ck_assert_int_eq(a.rows[3].cls, DCLASS_PAIR(RANK_A));
                ck_assert_int_eq(a.rows[a.nrows - 1].cls, DCLASS_PAIR(r.low_rank));
                ck_assert_uint_eq(a.total, tab_binom(deck, 5));
                for (int i = 1; i < a.nrows; i++)
                    ck_assert_msg(a.rows[i].better >= a.rows[i - 1].better, "deck %d row %d decreases", deck, i);
                uint64_t sum = 0;
                for (int k = 0; k < DCLASS_COUNT; k++) {
                    sum += a.counts[k];
                    if (!dclass_valid(&r, k))
                        ck_assert_uint_eq(a.counts[k], 0);
                }
                ck_assert_uint_eq(sum, a.total);
                /* Better than the lowest pair: everything but nothing and that pair. */
                ck_assert_uint_eq(a.rows[a.nrows - 1].better,
                                  a.total - a.counts[DCLASS_NOTHING] - a.counts[DCLASS_PAIR(r.low_rank)]);
            }
}
END_TEST

START_TEST(two_pair_minus_trips_is_the_exact_trips_count_of_the_frequency_table)
{
    for (int deck = DECK_MIN; deck <= DECK_MAX; deck += 4)
        for (int al = 0; al < 2; al++) {
            rules r;
            tab_atleast a;
            tab_freq f;
            both(deck, al, ORDER_MODERN, &r, &a, &f);
            ck_assert_uint_eq(a.rows[1].better - a.rows[0].better, f.counts[EVAL_TRIPS]);
            /* archaic: trips sits above the straight, so both lie between */
            both(deck, al, ORDER_ARCHAIC, &r, &a, NULL);
            ck_assert_uint_eq(a.rows[1].better - a.rows[0].better, f.counts[EVAL_TRIPS] + f.counts[EVAL_STRAIGHT]);
        }
    /* At 32 cards that is 5.339% under either convention; the article's rows differ by 5.9. */
    rules r;
    tab_atleast a;
    for (int al = 0; al < 2; al++) {
        both(32, al, ORDER_MODERN, &r, &a, NULL);
        ck_assert_uint_eq(a.rows[1].better - a.rows[0].better, 10752);
    }
}
END_TEST

START_TEST(the_trips_row_is_straight_through_straight_flush_and_the_draw_row_two_pair_or_better)
{
    for (int o = ORDER_MODERN; o <= ORDER_FLUSH_OVER_FULL; o++)
        for (int deck = DECK_MIN; deck <= DECK_MAX; deck += 4)
            for (int al = 0; al < 2; al++) {
                rules r;
                tab_atleast a;
                tab_freq f;
                both(deck, al, (enum rules_order)o, &r, &a, &f);
                uint64_t above = 0;
                for (int c = EVAL_STRAIGHT; c <= EVAL_STRAIGHT_FLUSH; c++)
                    above += f.counts[c];
                ck_assert_uint_eq(a.rows[0].better, above);
                ck_assert_uint_eq(a.rows[2].better, above + f.counts[EVAL_TRIPS] + f.counts[EVAL_TWO_PAIR]);
                /* Made classes hold the frequency table's counts; draws split high card and pair. */
                for (int c = EVAL_TWO_PAIR; c < EVAL_NCAT; c++)
                    ck_assert_uint_eq(a.counts[dclass_made(&r, (enum eval_cat)c)], f.counts[c]);
                uint64_t low = a.counts[DCLASS_NOTHING] + a.counts[DCLASS_DRAW];
                for (int rk = 0; rk < CARD_RANKS; rk++)
                    low += a.counts[DCLASS_PAIR(rk)];
                ck_assert_uint_eq(low, f.counts[EVAL_HIGH] + f.counts[EVAL_PAIR]);
            }
}
END_TEST

/* Counts from a separate throw-away program (plain arrays, its own straight
 * and draw code) written while investigating the article. */
START_TEST(the_draw_and_nothing_counts_are_the_independently_computed_ones)
{
    static const struct {
        int deck;
        bool ace_low;
        uint64_t draw, nothing;
    } want[] = {
        {52, true, 184812, 1165440}, {52, false, 176664, 1173120},
        {32, true, 20052, 41280},    {32, false, 16704, 44160},
    };
    for (size_t i = 0; i < sizeof want / sizeof want[0]; i++) {
        rules r;
        tab_atleast a;
        both(want[i].deck, want[i].ace_low, ORDER_MODERN, &r, &a, NULL);
        ck_assert_uint_eq(a.counts[DCLASS_DRAW], want[i].draw);
        ck_assert_uint_eq(a.counts[DCLASS_NOTHING], want[i].nothing);
    }
    /* Pairs of kings with no playable draw at 52 cards, by hand: 6 * C(12,3)
     * * 64 = 84 480 pairs of kings; 6 * 2 * C(12,3) = 2 640 hold four to a
     * flush (a king and three more of its suit); the only open-ended window
     * holding a king is 10-J-Q-K (J-Q-K-A is one-way), 6 * 64 = 384 hands,
     * 12 of them also four to a flush.  84 480 - 2 640 - 372 = 81 468. */
    rules r;
    tab_atleast a;
    for (int al = 0; al < 2; al++) {
        both(52, al, ORDER_MODERN, &r, &a, NULL);
        ck_assert_uint_eq(a.counts[DCLASS_PAIR(RANK_K)], 81468);
    }
}
END_TEST

START_TEST(the_article_csv_is_the_table_the_code_compares_with)
{
    FILE *fp = fopen(TALON_SOURCE_DIR "/tables/article/atleast.csv", "r");
    ck_assert_ptr_nonnull(fp);
    char line[256];
    ck_assert_ptr_nonnull(fgets(line, sizeof line, fp));
    ck_assert_str_eq(line, "deck,threshold,percent,rounding\n");
    int cells = 0, absent = 0;
    while (fgets(line, sizeof line, fp)) {
        int deck;
        char key[32], pct[32], how[32];
        ck_assert_int_eq(sscanf(line, "%d,%31[^,],%31[^,],%31[a-z]", &deck, key, pct, how), 4);
        double p;
        bool trunc;
        int rc = tab_atleast_article(deck, key, &p, &trunc);
        if (strcmp(pct, "absent") == 0) {
            ck_assert_msg(rc == TALON_E_RANGE, "%d %s should be absent", deck, key);
            absent++;
        } else {
            ck_assert_msg(rc == TALON_OK, "%d %s missing in the code", deck, key);
            ck_assert_msg(fabs(p - atof(pct)) < 1e-12, "%d %s: code %g, csv %s", deck, key, p, pct);
            ck_assert_int_eq(trunc, strcmp(how, "truncated") == 0);
            cells++;
        }
        /* An absent pair rank is exactly one missing from the deck. */
        rules r;
        ck_assert_int_eq(rules_init(&r, deck, true, ORDER_MODERN), TALON_OK);
        int k;
        int prc = dclass_parse(&r, key, &k);
        ck_assert_int_eq(prc, strcmp(pct, "absent") == 0 ? TALON_E_DECK : TALON_OK);
    }
    fclose(fp);
    ck_assert_int_eq(cells, 16 + 15 + 14 + 13 + 11);
    ck_assert_int_eq(absent, 0 + 1 + 2 + 3 + 5);
    double p;
    bool t;
    ck_assert_int_eq(tab_atleast_article(36, "trips", &p, &t), TALON_E_RANGE);
    ck_assert_int_eq(tab_atleast_article(52, "flush", &p, &t), TALON_E_PARSE);
}
END_TEST

START_TEST(agreement_follows_the_rounding_of_the_column)
{
    ck_assert(tab_atleast_agrees(0.007586, 0.7, true));    /* 0.7586% truncates to 0.7 */
    ck_assert(!tab_atleast_agrees(0.007586, 0.7, false));  /* ... but rounds to 0.8 */
    ck_assert(tab_atleast_agrees(0.007586, 0.8, false));
    ck_assert(!tab_atleast_agrees(0.007586, 0.8, true));
    ck_assert(tab_atleast_agrees(0.0075, 0.7, true));
    ck_assert(!tab_atleast_agrees(0.0080, 0.7, true));
    ck_assert(tab_atleast_agrees(0.1445, 14.4, false));
    ck_assert(!tab_atleast_agrees(0.14451, 14.4, false));
}
END_TEST

/* The cells of the article that our exact values do not reproduce within
 * its rounding, for each straight convention (standard draw definition,
 * modern order).  Everything else must agree. */
static const struct {
    int deck;
    bool ace_low;
    const char *differ;
} EXPECTED_DIFFER[] = {
    {52, true, "draw AA KK QQ JJ TT 99 88 77 66 55 44 33 22"},
    {48, true, "two-pair draw AA KK QQ JJ TT 99 88 77 66 55 44 33"},
    {44, true, "trips AA KK QQ JJ TT 99 88 77 66 55 44"},
    {40, true, "trips AA KK QQ JJ TT 99 88 77 66 55"},
    {32, true, "trips AA KK QQ JJ TT 99 88 77"},
    {52, false, "AA QQ JJ TT 99 88 77 66 55 44 33 22"},
    {48, false, "AA JJ TT 99 88 77 66 55 44 33"},
    {44, false, "two-pair draw AA KK QQ 77 66 55 44"},
    {40, false, "two-pair draw AA KK QQ JJ TT 99 88 77 55"},
    {32, false, "two-pair draw AA KK QQ JJ TT 99 88 77"},
};

START_TEST(the_article_cells_agree_within_rounding_except_the_listed_ones)
{
    for (size_t i = 0; i < sizeof EXPECTED_DIFFER / sizeof EXPECTED_DIFFER[0]; i++) {
        rules r;
        tab_atleast a;
        both(EXPECTED_DIFFER[i].deck, EXPECTED_DIFFER[i].ace_low, ORDER_MODERN, &r, &a, NULL);
        char got[256] = "";
        for (int row = 0; row < a.nrows; row++) {
            char key[DCLASS_NAME_MAX];
            dclass_key(&r, a.rows[row].cls, key, sizeof key);
            double pct;
            bool trunc;
            ck_assert_int_eq(tab_atleast_article(a.deck_size, key, &pct, &trunc), TALON_OK);
            if (!tab_atleast_agrees(tab_atleast_prob(&a, row), pct, trunc)) {
                if (got[0])
                    strcat(got, " ");
                strcat(got, key);
            }
        }
        ck_assert_msg(strcmp(got, EXPECTED_DIFFER[i].differ) == 0, "deck %d ace_low %d: differ '%s', expected '%s'",
                      EXPECTED_DIFFER[i].deck, EXPECTED_DIFFER[i].ace_low, got, EXPECTED_DIFFER[i].differ);
    }
}
END_TEST

/* The article's own numbers: its 32-card trips and two-pair cells cannot
 * both be right, whatever the convention (5.9 apart, P(trips) = 5.339%). */
START_TEST(the_article_contradicts_itself_at_32_cards_only)
{
    static const int decks[] = {52, 48, 44, 40, 32};
    for (int i = 0; i < 5; i++) {
        double t, p;
        bool tr;
        ck_assert_int_eq(tab_atleast_article(decks[i], "trips", &t, &tr), TALON_OK);
        ck_assert_int_eq(tab_atleast_article(decks[i], "two-pair", &p, &tr), TALON_OK);
        rules r;
        tab_atleast a;
        both(decks[i], true, ORDER_MODERN, &r, &a, NULL);
        double trips = 100.0 * (double)(a.rows[1].better - a.rows[0].better) / (double)a.total;
        bool consistent = fabs((p - t) - trips) <= 0.1 + 1e-9;
        ck_assert_msg(consistent == (decks[i] != 32), "deck %d: article %.1f, P(trips) %.3f", decks[i], p - t, trips);
    }
}
END_TEST

START_TEST(the_other_convention_is_the_table_with_ace_low_flipped)
{
    for (int deck = 32; deck <= 52; deck += 20) {
        rules r, flipped;
        ck_assert_int_eq(rules_init(&r, deck, true, ORDER_MODERN), TALON_OK);
        ck_assert_int_eq(rules_init(&flipped, deck, false, ORDER_MODERN), TALON_OK);
        tab_atleast other, direct;
        ck_assert_int_eq(tab_atleast_exact_other(&r, &other), TALON_OK);
        tab_atleast_exact(&flipped, &direct);
        ck_assert(!other.ace_low);
        ck_assert_int_eq(other.deck_size, deck);
        ck_assert_uint_eq(other.total, direct.total);
        ck_assert_mem_eq(other.counts, direct.counts, sizeof direct.counts);
        /* Ace-low changes the straights: the draw row must differ somewhere. */
        tab_atleast same;
        tab_atleast_exact(&r, &same);
        ck_assert(memcmp(same.counts, other.counts, sizeof other.counts) != 0);
    }
}
END_TEST

int main(void)
{
    Suite *s = suite_create("atleast");
    TCase *tc = tcase_create("better-than table");
    tcase_set_timeout(tc, 300);
    tcase_add_test(tc, the_rows_are_trips_two_pair_draw_then_every_pair_of_the_deck_and_never_decrease);
    tcase_add_test(tc, the_other_convention_is_the_table_with_ace_low_flipped);
    tcase_add_test(tc, two_pair_minus_trips_is_the_exact_trips_count_of_the_frequency_table);
    tcase_add_test(tc, the_trips_row_is_straight_through_straight_flush_and_the_draw_row_two_pair_or_better);
    tcase_add_test(tc, the_draw_and_nothing_counts_are_the_independently_computed_ones);
    tcase_add_test(tc, the_article_csv_is_the_table_the_code_compares_with);
    tcase_add_test(tc, agreement_follows_the_rounding_of_the_column);
    tcase_add_test(tc, the_article_cells_agree_within_rounding_except_the_listed_ones);
    tcase_add_test(tc, the_article_contradicts_itself_at_32_cards_only);
    suite_add_tcase(s, tc);
    SRunner *sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
