/* test_keeps.c - tab_keeps_exact: every way to draw from one hand, checked
 * against counts made by hand (the textbook figures for a pair drawing
 * three, a four-flush and an open-ended straight drawing one) and against
 * its own invariants on every keep. */
#include <check.h>
#include <stdlib.h>

#include "card.h"
#include "combo.h"
#include "err.h"
#include "tab_keeps.h"

static uint64_t cards(const char *s)
{
    uint64_t m;
    int n;
    size_t bad;
    ck_assert_int_eq(card_parse(s, CARD_EN, &m, &n, &bad), TALON_OK);
    return m;
}

static int row_of(const tab_keeps *t, uint64_t kept)
{
    for (int i = 0; i < TAB_KEEPS; i++)
        if (t->keep[i].kept == kept)
            return i;
    ck_abort_msg("no row keeps %016llx", (unsigned long long)kept);
    return -1;
}

static void setup(int deck, bool ace_low, const char *preset, rules *r, strategy *s)
{
    ck_assert_int_eq(rules_init(r, deck, ace_low, ORDER_MODERN), TALON_OK);
    ck_assert_int_eq(strategy_preset(preset, s), TALON_OK);
}

START_TEST(a_pair_drawing_three_gives_the_textbook_counts)
{
    /* KK + 987 at 52 cards: 47 unseen, 2 kings, 3 each of the discarded
     * ranks, 4 each of the 9 others.  Pairs of another rank: 3*3 + 9*6 = 63;
     * two pair 3*3*42 + 9*6*41 = 2592; full house 2*63 + (3 + 9*4) = 165;
     * trips 2*(C(45,2) - 63) = 1854; quads 45: of C(47,3) = 16215. */
    rules r;
    strategy s;
    setup(52, false, "article", &r, &s);
    tab_keeps t;
    ck_assert_int_eq(tab_keeps_exact(&r, &s, cards("KsKd9s8h7c"), &t), TALON_OK);
    const tab_keep *k = &t.keep[row_of(&t, cards("KsKd"))];
    ck_assert_int_eq(k->draw, 3);
    ck_assert_uint_eq(k->sets, 16215);
    ck_assert_uint_eq(k->count[EVAL_TWO_PAIR], 2592);
    ck_assert_uint_eq(k->count[EVAL_FULL], 165);
    ck_assert_uint_eq(k->count[EVAL_TRIPS], 1854);
    ck_assert_uint_eq(k->count[EVAL_QUADS], 45);
    ck_assert_uint_eq(k->count[EVAL_PAIR], 16215 - 2592 - 165 - 1854 - 45);
    ck_assert_uint_eq(k->count[EVAL_HIGH] + k->count[EVAL_STRAIGHT] + k->count[EVAL_FLUSH], 0);
    ck_assert_double_eq_tol(tab_keeps_improves(&r, &t, row_of(&t, cards("KsKd"))), (16215.0 - 11559) / 16215, 1e-15);
    /* the article's strategy keeps the pair and its highest kicker (draws two) */
    ck_assert_uint_eq(t.keep[t.strategy].kept, cards("KsKd9s"));
    ck_assert(!t.folds);
    ck_assert_int_eq(t.served, EVAL_PAIR);
}
END_TEST

START_TEST(a_four_flush_and_an_open_ended_straight_drawing_one)
{
    rules r;
    strategy s;
    setup(52, false, "standard", &r, &s);
    tab_keeps t;
    /* four spades, no straight within reach: 9 spades of 47 make the flush,
     * the 12 other aces, jacks, eights and treys a pair */
    ck_assert_int_eq(tab_keeps_exact(&r, &s, cards("AsJs8s3s2d"), &t), TALON_OK);
    const tab_keep *k = &t.keep[row_of(&t, cards("AsJs8s3s"))];
    ck_assert_uint_eq(k->sets, 47);
    ck_assert_uint_eq(k->count[EVAL_FLUSH], 9);
    ck_assert_uint_eq(k->count[EVAL_PAIR], 12);
    ck_assert_uint_eq(k->count[EVAL_HIGH], 26);
    ck_assert_uint_eq(t.keep[t.strategy].kept, cards("AsJs8s3s"));
    /* 9-8-7-6 open at both ends: 4 tens and 4 fives */
    ck_assert_int_eq(tab_keeps_exact(&r, &s, cards("9h8d7c6sKd"), &t), TALON_OK);
    k = &t.keep[row_of(&t, cards("9h8d7c6s"))];
    ck_assert_uint_eq(k->count[EVAL_STRAIGHT], 8);
    ck_assert_uint_eq(k->count[EVAL_PAIR], 12);
    ck_assert_uint_eq(k->count[EVAL_HIGH], 27);
}
END_TEST

START_TEST(every_keep_counts_every_replacement_once_in_a_fixed_order)
{
    static const struct { int deck; bool ace_low; const char *hand; } cases[] = {
        {32, false, "AhKd9s8h7c"}, {32, true, "Ah7c8d9sJs"}, {20, false, "AsAhAdKcQs"}, {52, true, "2h3h4h5h6h"}};
    for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++) {
        rules r;
        strategy s;
        setup(cases[c].deck, cases[c].ace_low, "article", &r, &s);
        tab_keeps t;
        uint64_t hand = cards(cases[c].hand);
        ck_assert_int_eq(tab_keeps_exact(&r, &s, hand, &t), TALON_OK);
        uint64_t seen = 0;
        for (int i = 0; i < TAB_KEEPS; i++) {
            const tab_keep *k = &t.keep[i];
            ck_assert((k->kept & ~hand) == 0);
            ck_assert_int_eq(k->draw, 5 - card_count(k->kept));
            ck_assert_uint_eq(k->sets, combo_binom(cases[c].deck - 5, k->draw));
            uint64_t sum = 0;
            for (int e = 0; e < EVAL_NCAT; e++)
                sum += k->count[e];
            ck_assert_uint_eq(sum, k->sets);
            if (i)
                ck_assert_int_ge(k->draw, t.keep[i - 1].draw);
            /* each subset once: 32 distinct keeps */
            for (int j = 0; j < i; j++)
                ck_assert(t.keep[j].kept != k->kept);
            seen |= k->kept;
        }
        ck_assert_uint_eq(seen, hand);
        /* standing pat: the served hand itself, once */
        ck_assert_uint_eq(t.keep[0].kept, hand);
        ck_assert_uint_eq(t.keep[0].count[t.served], 1);
        ck_assert_double_eq(tab_keeps_improves(&r, &t, 0), 0);
    }
}
END_TEST

START_TEST(bad_hands_are_refused)
{
    rules r;
    strategy s;
    setup(32, false, "article", &r, &s);
    tab_keeps t;
    ck_assert_int_eq(tab_keeps_exact(&r, &s, cards("KsKd9s8h"), &t), TALON_E_INVAL);       /* four cards */
    ck_assert_int_eq(tab_keeps_exact(&r, &s, cards("KsKd9s8h2c"), &t), TALON_E_INVAL);     /* a 2 at 32 cards */
    ck_assert_int_eq(tab_keeps_exact(NULL, &s, cards("KsKd9s8h7c"), &t), TALON_E_INVAL);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("keeps");
    TCase *tc = tcase_create("every way to draw");
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, a_pair_drawing_three_gives_the_textbook_counts);
    tcase_add_test(tc, a_four_flush_and_an_open_ended_straight_drawing_one);
    tcase_add_test(tc, every_keep_counts_every_replacement_once_in_a_fixed_order);
    tcase_add_test(tc, bad_hands_are_refused);
    suite_add_tcase(s, tc);
    SRunner *sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
