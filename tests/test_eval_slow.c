/* test_eval_slow.c - the hand evaluator, exhaustively (label "slow").
 *
 *   - eval5 against the reference evaluator on every 5-card hand of every
 *     deck (20..52 cards) under every order and ace-low setting: same order
 *     (equal values exactly where the reference keys are equal, increasing
 *     where they increase), same category, and eval7 == eval5 on five cards;
 *   - all 133,784,560 7-card hands of 52 cards through eval7, counted by
 *     category against the published totals;
 *   - eval7 against the reference on a million random 7-card hands per deck.
 * About half a minute in a Release build.
 *
 * Under the sanitizers (TALON_TEST_SANITIZED=1, set by CMake in a
 * TALON_SANITIZE build) the same loops run on less, each check exact for
 * what it covers:
 *   - eval5: every hand of the decks of 20 to 36 cards, and one hand in 8
 *     of the enumeration of the decks of 40 to 52 (every variant); the
 *     category and eval7 checks hold hand by hand, and the order check on
 *     any set of hands (ties and increases are pairwise facts);
 *   - eval7: every 7-card hand of a 24-card deck (346,104) through the
 *     same enumeration, each hand's category checked against eval_ref7's
 *     and the counts by category against the reference's counts (the
 *     published totals hold only for the whole 52-card deck);
 *   - eval7 against the reference on 100,000 random hands per deck.
 * The Release suite runs everything above in full.
 */
#include <check.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "card.h"
#include "check_extra.h"
#include "eval_helpers.h"
#include "eval.h"
#include "rules.h"

typedef struct {
    uint32_t ref, fast;
} keyval;

static int keyval_cmp(const void *a, const void *b)
{
    const keyval *x = a, *y = b;
    if (x->ref != y->ref)
        return x->ref < y->ref ? -1 : 1;
    return (x->fast > y->fast) - (x->fast < y->fast);
}

static void check_same_order(keyval *v, size_t n, const char *what)
{
    qsort(v, n, sizeof *v, keyval_cmp);
    for (size_t i = 1; i < n; i++) {
        if (v[i].ref == v[i - 1].ref)
            CHECK(v[i].fast == v[i - 1].fast, "%s: ref key %05x ties but values %08x and %08x differ",
                  what, v[i].ref, v[i - 1].fast, v[i].fast);
        else
            CHECK(v[i].fast > v[i - 1].fast, "%s: ref keys %05x < %05x but values %08x >= %08x",
                  what, v[i - 1].ref, v[i].ref, v[i - 1].fast, v[i].fast);
    }
}

START_TEST(test_eval5_orders_every_hand_of_every_deck_like_the_reference)
{
    int deck = 20 + 4 * _i;   /* loop test: one deck size per run */
    /* Under the sanitizers, one hand in `stride` above 36 cards. */
    const unsigned stride = sanitized() && deck > 36 ? 8 : 1;
    keyval *v = malloc(2598960 * sizeof *v);
    ck_assert_ptr_nonnull(v);
    for (int al = 0; al < 2; al++)
        for (int o = 0; o < 3; o++) {
            rules r = mk(deck, al, ORDERS[o]);
            char what[64];
            snprintf(what, sizeof what, "%d cards, ace-low %s, %s", deck, al ? "on" : "off",
                     rules_order_name(ORDERS[o]));
            int cards[DECK_MAX], n = deck_cards(&r, cards);
            size_t k = 0;
            unsigned skip = 0;
            for (int a = 0; a < n; a++)
                for (int b = a + 1; b < n; b++)
                    for (int c = b + 1; c < n; c++)
                        for (int d = c + 1; d < n; d++)
                            for (int e = d + 1; e < n; e++) {
                                if (++skip < stride)
                                    continue;
                                skip = 0;
                                uint64_t h = 1ULL << cards[a] | 1ULL << cards[b]
                                             | 1ULL << cards[c] | 1ULL << cards[d]
                                             | 1ULL << cards[e];
                                uint32_t f = eval5(&r, h), g = eval_ref5(&r, h);
                                CHECK(eval_category(&r, f) == eval_ref_category(&r, g),
                                      "%s: hand %016llx: category %d, reference %d", what,
                                      (unsigned long long)h, eval_category(&r, f),
                                      eval_ref_category(&r, g));
                                CHECK(eval7(&r, h) == f, "%s: eval7 != eval5 on %016llx", what,
                                      (unsigned long long)h);
                                v[k].ref = g;
                                v[k].fast = f;
                                k++;
                            }
            check_same_order(v, k, what);
        }
    free(v);
}
END_TEST

START_TEST(test_eval7_counts_every_7_card_hand_of_52_cards_by_category)
{
    /* Weakest first: high, pair, two pair, trips, straight, flush, full, quads, SF. */
    static const uint64_t want[EVAL_NCAT] = {23294460, 58627800, 31433400, 6461620, 6180020,
                                             4047644, 3473184, 224848, 41584};
    /* Under the sanitizers: every hand of 24 cards, against the reference. */
    const bool small = sanitized();
    const int deck = small ? 24 : 52;
    rules r = mk(deck, true, ORDER_MODERN);
    int cards[DECK_MAX], n = deck_cards(&r, cards);
    uint64_t bit[DECK_MAX];
    for (int i = 0; i < n; i++)
        bit[i] = 1ULL << cards[i];
    /* Count by value position (the category position of the modern order);
     * with the reference, its categories too. */
    uint64_t by_pos[16] = {0}, ref_by_cat[EVAL_NCAT] = {0};
    for (int a = 0; a < n; a++)
        for (int b = a + 1; b < n; b++)
            for (int c = b + 1; c < n; c++)
                for (int d = c + 1; d < n; d++)
                    for (int e = d + 1; e < n; e++) {
                        uint64_t m5 = bit[a] | bit[b] | bit[c] | bit[d] | bit[e];
                        for (int f = e + 1; f < n; f++) {
                            uint64_t m6 = m5 | bit[f];
                            for (int g = f + 1; g < n; g++) {
                                uint32_t v = eval7(&r, m6 | bit[g]);
                                by_pos[v >> EVAL_CAT_SHIFT]++;
                                if (small) {
                                    enum eval_cat rc = eval_ref_category(&r, eval_ref7(&r, m6 | bit[g]));
                                    CHECK(eval_category(&r, v) == rc, "%d cards: hand %016llx: category %d, "
                                          "reference %d", deck, (unsigned long long)(m6 | bit[g]),
                                          eval_category(&r, v), rc);
                                    ref_by_cat[rc]++;
                                }
                            }
                        }
                    }
    uint64_t total = 0;
    for (int p = 0; p < 16; p++)
        total += by_pos[p];
    ck_assert_uint_eq(total, small ? 346104 : 133784560);   /* C(24,7), C(52,7) */
    for (int c = 0; c < EVAL_NCAT; c++) {
        uint64_t got = by_pos[r.cat_pos[c]], w = small ? ref_by_cat[c] : want[c];
        ck_assert_msg(got == w, "%d cards, %s: %llu, want %llu", deck, rules_cat_key((enum eval_cat)c),
                      (unsigned long long)got, (unsigned long long)w);
    }
}
END_TEST

#define N_RANDOM7 1000000
#define N_RANDOM7_SANITIZED 100000

START_TEST(test_eval7_orders_a_million_random_7_card_hands_per_deck_like_the_reference)
{
    int deck = 20 + 4 * _i;
    const size_t total = sanitized() ? N_RANDOM7_SANITIZED : N_RANDOM7;
    keyval *v = malloc(total * sizeof *v);
    ck_assert_ptr_nonnull(v);
    uint64_t seed = 0x51077 + (uint64_t)deck;
    for (int k = 0; k < 6; k++) {
        rules r = mk(deck, k & 1, ORDERS[k / 2]);
        char what[64];
        snprintf(what, sizeof what, "%d cards, ace-low %s, %s", deck, (k & 1) ? "on" : "off",
                 rules_order_name(ORDERS[k / 2]));
        int cards[DECK_MAX], n = deck_cards(&r, cards);
        for (size_t i = 0; i < total / 6; i++) {
            uint64_t h = 0;
            for (int j = 0; j < 7; j++) {   /* partial Fisher-Yates */
                int p = j + (int)(splitmix64(&seed) % (uint64_t)(n - j));
                int t = cards[j];
                cards[j] = cards[p];
                cards[p] = t;
                h |= 1ULL << cards[j];
            }
            uint32_t f = eval7(&r, h), g = eval_ref7(&r, h);
            CHECK(eval_category(&r, f) == eval_ref_category(&r, g),
                  "%s: hand %016llx: category %d, reference %d", what, (unsigned long long)h,
                  eval_category(&r, f), eval_ref_category(&r, g));
            v[i].ref = g;
            v[i].fast = f;
        }
        check_same_order(v, total / 6, what);
    }
    free(v);
}
END_TEST

static Suite *eval_slow_suite(void)
{
    Suite *s = suite_create("eval_slow");
    TCase *tc = tcase_create("every hand");
    tcase_set_timeout(tc, 600);
    tcase_add_loop_test(tc, test_eval5_orders_every_hand_of_every_deck_like_the_reference, 0, 9);
    tcase_add_test(tc, test_eval7_counts_every_7_card_hand_of_52_cards_by_category);
    tcase_add_loop_test(tc, test_eval7_orders_a_million_random_7_card_hands_per_deck_like_the_reference, 0, 9);
    suite_add_tcase(s, tc);
    return s;
}

int main(void)
{
    SRunner *sr = srunner_create(eval_slow_suite());
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
