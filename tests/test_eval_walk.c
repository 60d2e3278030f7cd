/* test_eval_walk.c - the walk (eval_walk.h): quick checks.
 *
 *   - the tables' sizes are the counts of rank multisets of 0..6 cards with
 *     at most 4 of a rank (26 950 at 13 ranks, 2 931 at 8: counted
 *     independently, by a Python one-liner over
 *     itertools.combinations_with_replacement), and the struct's bounds hold;
 *   - every 5-card hand of the decks 20..32 under every order and ace-low
 *     setting, built in enumeration order, gets eval5's value and
 *     eval_fast's id;
 *   - random 5-, 6- and 7-card hands of every deck, order and ace-low
 *     setting, their cards added in a random order, get eval7's value and
 *     eval_fast's id, as in the reverse order; a position depends on the
 *     last card added (it is a transition), but one card more leads both
 *     orders to the same position;
 *   - eval_walk_new rejects NULL.
 * tests/test_eval_fast_slow.c checks the walk on all 7-card hands of 52.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>

#include "card.h"
#include "check_extra.h"
#include "eval_helpers.h"
#include "err.h"
#include "eval.h"
#include "eval_fast.h"
#include "eval_walk.h"
#include "rules.h"

/* r's eval_fast and its walk (both must build). */
static void new_tables(const rules *r, eval_fast **t, eval_walk **w)
{
    ck_assert_int_eq(eval_fast_new(r, t), TALON_OK);
    ck_assert_int_eq(eval_walk_new(*t, w), TALON_OK);
}

START_TEST(test_the_tables_hold_every_rank_multiset_of_up_to_six_cards)
{
    static const struct {
        int deck;
        uint32_t nrank, nstate, nstate5;
    } want[] = {{52, 13, 26950, 8555}, {32, 8, 2931, 1279}, {20, 5, 432, 247}};
    for (size_t i = 0; i < sizeof want / sizeof want[0]; i++) {
        rules r = mk(want[i].deck, true, ORDER_MODERN);
        eval_fast *t;
        eval_walk *w;
        new_tables(&r, &t, &w);
        ck_assert_uint_eq(w->nrank, want[i].nrank);
        if (want[i].nstate) {
            ck_assert_uint_eq(w->nstate, want[i].nstate);
            ck_assert_uint_eq(w->npos, 1 + want[i].nrank * want[i].nstate);
            ck_assert_uint_eq(w->nstep, 1 + want[i].nrank * want[i].nstate5);
        }
        ck_assert_uint_le(w->npos, EVAL_WALK_POS);
        ck_assert_uint_le(w->nstep, EVAL_WALK_STEPS);
        ck_assert_uint_eq(w->nvalue, t->nvalue);
        eval_walk_free(w);
        eval_fast_free(t);
    }
    eval_walk *w = (eval_walk *)1;
    ck_assert_int_eq(eval_walk_new(NULL, &w), TALON_E_INVAL);
    ck_assert_ptr_null(w);
    ck_assert_int_eq(eval_walk_new(NULL, NULL), TALON_E_INVAL);
    eval_walk_free(NULL);
}
END_TEST

/* Every 5-card hand of deck 20 + 4 _i (20..32), nested loops as an
 * enumeration builds them. */
START_TEST(test_every_5_card_hand_of_the_small_decks_gets_eval5s_value)
{
    int deck = 20 + 4 * _i;
    for (int al = 0; al < 2; al++)
        for (int o = 0; o < 3; o++) {
            rules r = mk(deck, al, ORDERS[o]);
            eval_fast *t;
            eval_walk *w;
            new_tables(&r, &t, &w);
            int c[DECK_MAX], n = deck_cards(&r, c);
            eval_walk_hand card[DECK_MAX];
            for (int i = 0; i < n; i++)
                card[i] = eval_walk_card(w, c[i]);
            long hands = 0;
            for (int a = 0; a < n; a++) {
                eval_walk_hand ha = eval_walk_plus(w, eval_walk_empty(), card[a]);
                for (int b = a + 1; b < n; b++) {
                    eval_walk_hand hb = eval_walk_plus(w, ha, card[b]);
                    for (int d = b + 1; d < n; d++) {
                        eval_walk_hand hd = eval_walk_plus(w, hb, card[d]);
                        for (int e = d + 1; e < n; e++) {
                            eval_walk_hand he = eval_walk_plus(w, hd, card[e]);
                            for (int f = e + 1; f < n; f++) {
                                eval_walk_hand hf = eval_walk_plus(w, he, card[f]);
                                uint32_t v = eval5(&r, hf.mask), id = eval_walk_id(w, hf);
                                CHECK(eval_walk_eval(w, hf) == v && id == eval_fast_mask_id(t, hf.mask)
                                          && eval_walk_value(w, id) == v,
                                      "%d cards, ace-low %d, order %d: hand %016llx: eval5 %08x, walk %08x", deck,
                                      al, o, (unsigned long long)hf.mask, v, eval_walk_eval(w, hf));
                                hands++;
                            }
                        }
                    }
                }
            }
            ck_assert_int_eq(hands, (long)n * (n - 1) * (n - 2) * (n - 3) * (n - 4) / 120);
            eval_walk_free(w);
            eval_fast_free(t);
        }
}
END_TEST

/* Random hands of 5..7 cards of deck 20 + 4 _i (20..52), the cards added
 * in a random order and again in another. */
START_TEST(test_random_hands_in_any_order_get_eval7s_value_and_eval_fasts_id)
{
    int deck = 20 + 4 * _i;
    uint64_t seed = 0x5eed0000u + (uint64_t)deck;
    for (int al = 0; al < 2; al++)
        for (int o = 0; o < 3; o++) {
            rules r = mk(deck, al, ORDERS[o]);
            eval_fast *t;
            eval_walk *w;
            new_tables(&r, &t, &w);
            int c[DECK_MAX], n = deck_cards(&r, c);
            for (int i = 0; i < 20000; i++) {
                int k = 5 + i % 3;
                for (int j = 0; j < k; j++) {   /* a partial shuffle: c[0..k) the hand */
                    int x = j + (int)(splitmix64(&seed) % (uint64_t)(n - j));
                    int tmp = c[j];
                    c[j] = c[x];
                    c[x] = tmp;
                }
                eval_walk_hand h = eval_walk_empty(), g = eval_walk_empty();
                for (int j = 0; j < k; j++)
                    h = eval_walk_add(w, h, c[j]);
                for (int j = k - 1; j >= 0; j--)   /* the other order */
                    g = eval_walk_plus(w, g, eval_walk_card(w, c[j]));
                uint32_t v = eval7(&r, h.mask);
                CHECK(eval_walk_eval(w, h) == v && eval_walk_id(w, h) == eval_fast_mask_id(t, h.mask)
                          && eval_walk_id(w, g) == eval_walk_id(w, h) && g.mask == h.mask,
                      "%d cards, ace-low %d, order %d: hand %016llx: eval7 %08x, walk %08x, reversed %08x", deck,
                      al, o, (unsigned long long)h.mask, v, eval_walk_eval(w, h), eval_walk_eval(w, g));
                if (k < 7) {   /* a position depends on the last card; one card more, the same position */
                    eval_walk_hand h1 = eval_walk_add(w, h, c[k]), g1 = eval_walk_add(w, g, c[k]);
                    CHECK(h1.key == g1.key && eval_walk_eval(w, h1) == eval7(&r, h1.mask),
                          "%d cards, ace-low %d, order %d: hand %016llx: keys %016llx and %016llx", deck, al, o,
                          (unsigned long long)h1.mask, (unsigned long long)h1.key, (unsigned long long)g1.key);
                }
            }
            eval_walk_free(w);
            eval_fast_free(t);
        }
}
END_TEST

static Suite *suite(void)
{
    Suite *s = suite_create("eval_walk");
    TCase *tc = tcase_create("core");
    tcase_set_timeout(tc, 600);
    tcase_add_test(tc, test_the_tables_hold_every_rank_multiset_of_up_to_six_cards);
    tcase_add_loop_test(tc, test_every_5_card_hand_of_the_small_decks_gets_eval5s_value, 0, 4);
    tcase_add_loop_test(tc, test_random_hands_in_any_order_get_eval7s_value_and_eval_fasts_id, 0, 9);
    suite_add_tcase(s, tc);
    return s;
}

int main(void)
{
    SRunner *sr = srunner_create(suite());
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
