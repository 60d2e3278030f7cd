/* test_combo.c - the shared counting helpers of core/combo.h and the clock
 * of core/timer.h: binomials against Pascal's triangle, the j-th card
 * against a plain scan, and the five-card walk against five nested loops
 * (same hands, same order, C(n, 5) of them). */
#include <check.h>
#include <stdlib.h>

#include "card.h"
#include "combo.h"
#include "timer.h"

START_TEST(binomials_match_pascals_triangle_up_to_64)
{
    static uint64_t row[65];   /* row[k] = C(n, k) for the current n */
    row[0] = 1;
    for (int n = 0; n <= 64; n++) {
        if (n > 0)
            for (int k = n; k >= 1; k--)
                row[k] += row[k - 1];   /* C(n, k) = C(n-1, k) + C(n-1, k-1) */
        for (int k = 0; k <= n; k++)
            ck_assert_uint_eq(combo_binom(n, k), row[k]);
        ck_assert_uint_eq(combo_binom(n, -1), 0);
        ck_assert_uint_eq(combo_binom(n, n + 1), 0);
    }
    ck_assert_uint_eq(combo_binom(52, 5), 2598960);
    ck_assert_uint_eq(combo_binom(32, 5), 201376);
}
END_TEST

START_TEST(the_jth_card_is_the_jth_set_bit_and_zero_past_the_end)
{
    /* A few sets: the full deck, a 32-card deck, one suit, scattered cards. */
    const uint64_t sets[] = {CARD_ALL, 0x1fe01fe01fe01fe0ULL, 0x1fffULL << 48, 0x0001000200040008ULL, 0};
    for (size_t s = 0; s < sizeof sets / sizeof sets[0]; s++) {
        uint64_t m = sets[s];
        int idx[64], n = card_list(m, idx);
        for (int j = 0; j < 64; j++)
            ck_assert_uint_eq(combo_nth_card(m, (uint32_t)j), j < n ? 1ULL << idx[j] : 0);
    }
}
END_TEST

START_TEST(the_five_card_walk_is_the_nested_loops_in_order)
{
    const uint64_t deck = 0x1fe01fe01fe01fe0ULL;   /* 32 cards, 7..A */
    int cards[64], n = card_list(deck, cards);
    combo5 it;
    bool more = combo5_first(&it, deck);
    uint64_t count = 0;
    for (int a = 0; a < n; a++)
        for (int b = a + 1; b < n; b++)
            for (int c = b + 1; c < n; c++)
                for (int d = c + 1; d < n; d++)
                    for (int e = d + 1; e < n; e++) {
                        ck_assert(more);
                        uint64_t h = 1ULL << cards[a] | 1ULL << cards[b] | 1ULL << cards[c] |
                                     1ULL << cards[d] | 1ULL << cards[e];
                        if (it.hand != h || it.pos[0] != a || it.pos[4] != e)
                            ck_abort_msg("hand %llu differs at positions %d %d %d %d %d",
                                         (unsigned long long)count, a, b, c, d, e);
                        count++;
                        more = combo5_next(&it);
                    }
    ck_assert(!more);
    ck_assert_uint_eq(count, combo_binom(32, 5));
}
END_TEST

START_TEST(the_five_card_walk_counts_every_hand_of_a_full_deck_once)
{
    combo5 it;
    uint64_t count = 0, seen_or = 0;
    for (bool more = combo5_first(&it, CARD_ALL); more; more = combo5_next(&it)) {
        if (card_count(it.hand) != 5 || (it.hand & ~CARD_ALL))
            ck_abort_msg("not five cards of the deck");
        seen_or |= it.hand;
        count++;
    }
    ck_assert_uint_eq(count, 2598960);
    ck_assert_uint_eq(seen_or, CARD_ALL);
}
END_TEST

START_TEST(a_set_of_fewer_than_five_cards_has_no_hand_and_five_cards_have_one)
{
    combo5 it;
    ck_assert(!combo5_first(&it, 0));
    ck_assert(!combo5_first(&it, 0xfULL));
    ck_assert_uint_eq(it.hand, 0);
    ck_assert(combo5_first(&it, 0x1fULL << 16));
    ck_assert_uint_eq(it.hand, 0x1fULL << 16);
    ck_assert(!combo5_next(&it));
    ck_assert_uint_eq(it.hand, 0x1fULL << 16);   /* unchanged after the last */
}
END_TEST

START_TEST(the_clock_never_goes_back)
{
    double t0 = timer_now();
    for (int i = 0; i < 1000; i++) {
        double t1 = timer_now();
        ck_assert(t1 >= t0);
        t0 = t1;
    }
}
END_TEST

int main(void)
{
    Suite *s = suite_create("combo");
    TCase *tc = tcase_create("binomials, the j-th card, the five-card walk, the clock");
    tcase_add_test(tc, binomials_match_pascals_triangle_up_to_64);
    tcase_add_test(tc, the_jth_card_is_the_jth_set_bit_and_zero_past_the_end);
    tcase_add_test(tc, the_five_card_walk_is_the_nested_loops_in_order);
    tcase_add_test(tc, the_five_card_walk_counts_every_hand_of_a_full_deck_once);
    tcase_add_test(tc, a_set_of_fewer_than_five_cards_has_no_hand_and_five_cards_have_one);
    tcase_add_test(tc, the_clock_never_goes_back);
    suite_add_tcase(s, tc);
    SRunner *sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
