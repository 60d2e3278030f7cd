/* test_canon5.c - the canonical five-card hands of core/canon5.h against
 * a plain filter: every hand of the deck walked by five nested loops (the
 * highest card outermost), kept when sorting its suit masks leaves it
 * unchanged.  Same hands, same order, orbits summing to C(N, 5), at every
 * deck size; and a walk stops when its function says so. */
#include <check.h>
#include <stdlib.h>

#include "canon5.h"
#include "card.h"
#include "combo.h"
#include "err.h"
#include "rules.h"

/* h with its four suit masks sorted, the largest in suit 0, by insertion. */
static uint64_t sorted_suits(uint64_t h)
{
    uint32_t m[4];
    for (int i = 0; i < 4; i++) {
        uint32_t x = (uint32_t)(h >> (16 * i)) & CARD_RANK_MASK;
        int j = i;
        for (; j > 0 && m[j - 1] < x; j--)
            m[j] = m[j - 1];
        m[j] = x;
    }
    return (uint64_t)m[0] | (uint64_t)m[1] << 16 | (uint64_t)m[2] << 32 | (uint64_t)m[3] << 48;
}

/* The number of suit permutations that leave h unchanged, by trying all 24. */
static uint32_t stabilizer(uint64_t h)
{
    uint32_t n = 0;
    for (int a = 0; a < 4; a++)
        for (int b = 0; b < 4; b++)
            for (int c = 0; c < 4; c++) {
                int d = 6 - a - b - c;
                if (a == b || a == c || b == c || d < 0 || d > 3 || d == a || d == b || d == c)
                    continue;
                const int to[4] = {a, b, c, d};
                uint64_t g = 0;
                for (int i = 0; i < 4; i++)
                    g |= (h >> (16 * i) & CARD_RANK_MASK) << (16 * to[i]);
                n += g == h;
            }
    return n;
}

typedef struct seen {
    uint64_t *hand;
    size_t n, cap;
    uint64_t orbits;
    int orbit_wrong;
} seen;

static int record(void *ctx, uint64_t hand, uint32_t orbit)
{
    seen *s = ctx;
    ck_assert_uint_lt(s->n, s->cap);
    s->hand[s->n++] = hand;
    s->orbits += orbit;
    s->orbit_wrong += orbit * stabilizer(hand) != 24;
    return 0;
}

START_TEST(the_walk_is_the_filtered_nested_loops_in_order_at_every_deck)
{
    for (int N = DECK_MIN; N <= DECK_MAX; N += 4) {
        rules r;
        ck_assert_int_eq(rules_init(&r, N, true, ORDER_MODERN), TALON_OK);
        seen s = {.cap = 200000};
        s.hand = malloc(s.cap * sizeof *s.hand);
        ck_assert_ptr_nonnull(s.hand);
        ck_assert_int_eq(canon5_walk(r.deck, record, &s), 0);
        int cards[DECK_MAX];
        int nc = card_list(r.deck, cards);
        size_t j = 0;
        for (int a = 4; a < nc; a++)
            for (int b = 3; b < a; b++)
                for (int c = 2; c < b; c++)
                    for (int d = 1; d < c; d++)
                        for (int e = 0; e < d; e++) {
                            uint64_t h = 1ULL << cards[a] | 1ULL << cards[b] | 1ULL << cards[c] | 1ULL << cards[d]
                                         | 1ULL << cards[e];
                            if (sorted_suits(h) != h)
                                continue;
                            ck_assert_uint_lt(j, s.n);
                            ck_assert_uint_eq(s.hand[j], h);
                            j++;
                        }
        ck_assert_uint_eq(j, s.n);
        ck_assert_int_eq(s.orbit_wrong, 0);
        ck_assert_uint_eq(s.orbits, combo_binom(N, 5));
        if (N == 52)
            ck_assert_uint_eq(s.n, 134459);
        free(s.hand);
    }
}
END_TEST

static int stop_at_third(void *ctx, uint64_t hand, uint32_t orbit)
{
    (void)hand;
    (void)orbit;
    return ++*(int *)ctx == 3 ? 7 : 0;
}

START_TEST(a_walk_stops_with_its_functions_value_and_refuses_an_uneven_deck)
{
    rules r;
    ck_assert_int_eq(rules_init(&r, 32, true, ORDER_MODERN), TALON_OK);
    int calls = 0;
    ck_assert_int_eq(canon5_walk(r.deck, stop_at_third, &calls), 7);
    ck_assert_int_eq(calls, 3);
    calls = 0;
    ck_assert_int_eq(canon5_walk(r.deck & ~(1ULL << RANK_A), stop_at_third, &calls), TALON_E_INVAL);
    ck_assert_int_eq(canon5_walk(r.deck, NULL, NULL), TALON_E_INVAL);
    ck_assert_int_eq(calls, 0);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("canon5");
    TCase *tc = tcase_create("the canonical hands of every deck");
    tcase_add_test(tc, the_walk_is_the_filtered_nested_loops_in_order_at_every_deck);
    tcase_add_test(tc, a_walk_stops_with_its_functions_value_and_refuses_an_uneven_deck);
    suite_add_tcase(s, tc);
    SRunner *sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
