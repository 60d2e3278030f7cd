/* test_combo.c - the shared counting helpers of core/combo.h and the clock
 * of core/timer.h: binomials against Pascal's triangle, the j-th card
 * against a plain scan, four picks against four one after another, and the
 * five-card walk against five nested loops (same hands, same order, C(n, 5)
 * of them).
 *
 * combo_nth_card has three bodies (pdep; a select by byte counts where
 * popcount is one instruction, the page's WebAssembly; a loop), and each
 * build tests the one it compiles.  CMakeLists.txt builds this file a second
 * time as test_combo_popcnt, with -mpopcnt and without BMI2 on x86-64, so
 * that the WebAssembly body also runs natively (TALON_TEST_POPCNT_SELECT:
 * the #error below checks that it is the one compiled). */
#include <check.h>
#include <stdlib.h>

#include "card.h"
#include "combo.h"
#include "rng.h"
#include "timer.h"

#if defined(TALON_TEST_POPCNT_SELECT) && (!defined(__POPCNT__) || defined(COMBO_PDEP))
#error "test_combo_popcnt must compile combo.h's select by popcount (-mpopcnt, no BMI2)"
#endif

/* The j-th set bit of m by a plain scan, or 0. */
static uint64_t nth_by_scan(uint64_t m, uint32_t j)
{
    for (int b = 0; b < 64; b++)
        if (m >> b & 1) {
            if (j == 0)
                return 1ULL << b;
            j--;
        }
    return 0;
}

/* Random sets of every density: a random word thinned by 0 to 3 more. */
static uint64_t random_set(rng *g)
{
    uint64_t m = (uint64_t)rng_next(g) << 32 | rng_next(g);
    for (uint32_t i = rng_bounded(g, 4); i > 0; i--)
        m &= (uint64_t)rng_next(g) << 32 | rng_next(g);
    return m;
}

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

START_TEST(the_jth_card_of_random_sets_is_the_jth_set_bit)
{
    rng g;
    rng_seed(&g, 29, 1);
    for (int t = 0; t < 20000; t++) {
        uint64_t m = random_set(&g);
        if (t == 0)
            m = ~0ULL;   /* 64 cards: every byte full, the last prefix 64 */
        for (uint32_t j = 0; j < 64; j++)
            if (combo_nth_card(m, j) != nth_by_scan(m, j))
                ck_abort_msg("combo_nth_card(%016llx, %u) = %016llx, not %016llx", (unsigned long long)m, j,
                             (unsigned long long)combo_nth_card(m, j), (unsigned long long)nth_by_scan(m, j));
    }
}
END_TEST

START_TEST(four_picks_are_four_picks_one_after_another_whatever_the_spare_digits)
{
    rng g;
    rng_seed(&g, 29, 2);
    for (int t = 0; t < 200000; t++) {
        uint64_t m = random_set(&g);
        uint32_t n = (uint32_t)card_count(m), k = rng_bounded(&g, 5), d[4];
        if (n < k)
            continue;
        for (uint32_t i = 0; i < 4; i++)   /* past k: a spare digit, anything */
            d[i] = i < k ? rng_bounded(&g, n - i) : rng_next(&g);
        uint64_t c[4], left = m;
        combo_nth_cards(m, d, k, c);
        for (uint32_t i = 0; i < k; i++) {
            uint64_t want = nth_by_scan(left, d[i]);
            if (c[i] != want)
                ck_abort_msg("pick %u of %u from %016llx (digits %u %u %u %u): %016llx, not %016llx", i, k,
                             (unsigned long long)m, d[0], d[1], d[2], d[3], (unsigned long long)c[i],
                             (unsigned long long)want);
            left ^= want;
        }
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
#ifdef TALON_TEST_POPCNT_SELECT
    if (!__builtin_cpu_supports("popcnt"))
        return 77;   /* skipped: this CPU cannot run the -mpopcnt build */
#endif
    Suite *s = suite_create("combo");
    TCase *tc = tcase_create("binomials, the j-th card, the five-card walk, the clock");
    tcase_add_test(tc, binomials_match_pascals_triangle_up_to_64);
    tcase_add_test(tc, the_jth_card_is_the_jth_set_bit_and_zero_past_the_end);
    tcase_add_test(tc, the_jth_card_of_random_sets_is_the_jth_set_bit);
    tcase_add_test(tc, four_picks_are_four_picks_one_after_another_whatever_the_spare_digits);
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
