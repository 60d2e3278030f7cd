/* test_eval_fast_slow.c - the table evaluator exhaustively (label "slow").
 *
 *   - every 5-card hand of 44 and 48 cards under every order and ace-low
 *     setting (test_eval_fast.c does the other decks);
 *   - all 133 784 560 7-card hands of 52 cards (modern order, ace-low):
 *     the incremental hand (built by nested loops, as an enumeration does),
 *     the packed mask and the card indexes all give eval7's value, as do
 *     the walk (eval_walk.h, built along the same loops) and its ids
 *     eval_fast's; and the category counts are the published totals.
 * About a minute in a Release build.
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

START_TEST(test_every_5_card_hand_of_44_and_48_cards_gets_eval5s_value)
{
    int deck = 44 + 4 * _i;
    for (int al = 0; al < 2; al++)
        for (int o = 0; o < 3; o++) {
            rules r = mk(deck, al, ORDERS[o]);
            eval_fast *t;
            ck_assert_int_eq(eval_fast_new(&r, &t), TALON_OK);
            int c[DECK_MAX], n = deck_cards(&r, c);
            for (int a = 0; a < n; a++)
                for (int b = a + 1; b < n; b++)
                    for (int d = b + 1; d < n; d++)
                        for (int e = d + 1; e < n; e++)
                            for (int f = e + 1; f < n; f++) {
                                int idx[5] = {c[a], c[b], c[d], c[e], c[f]};
                                uint64_t h = 1ULL << c[a] | 1ULL << c[b] | 1ULL << c[d] | 1ULL << c[e]
                                             | 1ULL << c[f];
                                uint32_t v = eval5(&r, h);
                                CHECK(eval_fast_mask(t, h) == v && eval_fast_cards(t, idx, 5) == v,
                                      "%d cards, ace-low %d, order %d: hand %016llx", deck, al, o,
                                      (unsigned long long)h);
                            }
            eval_fast_free(t);
        }
}
END_TEST

START_TEST(test_all_7_card_hands_of_52_cards_get_eval7s_value_from_every_entry_point_and_eval_fast_each)
{
    static const uint64_t want[EVAL_NCAT] = {23294460, 58627800, 31433400, 6461620, 6180020,
                                              4047644,  3473184,  224848,   41584};
    rules r = mk(52, true, ORDER_MODERN);
    eval_fast *t;
    ck_assert_int_eq(eval_fast_new(&r, &t), TALON_OK);
    eval_walk *w;
    ck_assert_int_eq(eval_walk_new(t, &w), TALON_OK);
    int c[DECK_MAX], n = deck_cards(&r, c);
    uint64_t count[EVAL_NCAT] = {0}, total = 0;
    eval_fast_hand h0 = eval_fast_hand_empty();
    eval_walk_hand w0 = eval_walk_empty();
    for (int a = 0; a < n; a++) {
        eval_fast_hand ha = eval_fast_add(t, h0, c[a]);
        eval_walk_hand wa = eval_walk_add(w, w0, c[a]);
        for (int b = a + 1; b < n; b++) {
            eval_fast_hand hb = eval_fast_add(t, ha, c[b]);
            eval_walk_hand wb = eval_walk_add(w, wa, c[b]);
            for (int d = b + 1; d < n; d++) {
                eval_fast_hand hd = eval_fast_add(t, hb, c[d]);
                eval_walk_hand wd = eval_walk_add(w, wb, c[d]);
                for (int e = d + 1; e < n; e++) {
                    eval_fast_hand he = eval_fast_add(t, hd, c[e]);
                    eval_walk_hand we = eval_walk_add(w, wd, c[e]);
                    for (int f = e + 1; f < n; f++) {
                        eval_fast_hand hf = eval_fast_add(t, he, c[f]);
                        eval_walk_hand wf = eval_walk_add(w, we, c[f]);
                        for (int g = f + 1; g < n; g++) {
                            eval_fast_hand hg = eval_fast_add(t, hf, c[g]);
                            eval_walk_hand wg = eval_walk_add(w, wf, c[g]);
                            uint32_t each[64];   /* the last card in one call */
                            eval_fast_each(t, hg, r.deck & ~0ULL << (c[g] + 1), each);
                            for (int k = g + 1; k < n; k++) {
                                eval_fast_hand hk = eval_fast_add(t, hg, c[k]);
                                int idx[7] = {c[a], c[b], c[d], c[e], c[f], c[g], c[k]};
                                uint32_t v = eval7(&r, hk.mask);
                                CHECK(eval_fast_eval(t, hk) == v && eval_fast_mask(t, hk.mask) == v
                                          && eval_fast_cards(t, idx, 7) == v && each[c[k]] == v,
                                      "hand %016llx: eval7 %08x, incremental %08x, mask %08x",
                                      (unsigned long long)hk.mask, v, eval_fast_eval(t, hk),
                                      eval_fast_mask(t, hk.mask));
                                eval_walk_hand wk = eval_walk_add(w, wg, c[k]);
                                CHECK(eval_walk_eval(w, wk) == v && eval_walk_id(w, wk) == eval_fast_eval_id(t, hk),
                                      "hand %016llx: eval7 %08x, walk %08x", (unsigned long long)hk.mask, v,
                                      eval_walk_eval(w, wk));
                                count[eval_category(&r, v)]++;
                                total++;
                            }
                        }
                    }
                }
            }
        }
    }
    ck_assert_uint_eq(total, 133784560);
    for (int i = 0; i < EVAL_NCAT; i++)
        ck_assert_uint_eq(count[i], want[i]);
    eval_walk_free(w);
    eval_fast_free(t);
}
END_TEST

static Suite *suite(void)
{
    Suite *s = suite_create("eval_fast_slow");
    TCase *tc = tcase_create("core");
    tcase_set_timeout(tc, 3600);
    tcase_add_loop_test(tc, test_every_5_card_hand_of_44_and_48_cards_gets_eval5s_value, 0, 2);
    tcase_add_test(tc, test_all_7_card_hands_of_52_cards_get_eval7s_value_from_every_entry_point_and_eval_fast_each);
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
