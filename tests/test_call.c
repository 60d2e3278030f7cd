/* test_call.c - tab_call, the calling thresholds (tables/tab_call.c), on
 * model (a), exact arithmetic, so every figure is fixed: the cells computed
 * are exactly those asked for, each with the pot-odds level of its size;
 * the opener's range is what opens at that size and not at a larger one; a
 * caller who spoke first holds a hand he passed with; a table that does not
 * match the query is refused.  (The Monte Carlo models' thread invariance
 * and model (c)'s calls are checked in test_open.c.) */
#include <check.h>
#include <stdlib.h>

#include "dclass.h"
#include "err.h"
#include "rules.h"
#include "tab_call.h"
#include "tab_open.h"

/* Model (a) at P players, 32 cards, and its opening table. */
static void opening(int players, rules *r, open_query *q, open_table *t)
{
    ck_assert_int_eq(rules_init(r, 32, true, ORDER_MODERN), TALON_OK);
    *q = (open_query){.players = players, .model = OPEN_MODEL_A};
    ck_assert_int_eq(tab_open(r, q, NULL, t), TALON_OK);
}

START_TEST(only_the_cells_asked_for_are_computed_each_at_its_pot_odds)
{
    rules r;
    open_query q;
    open_table t;
    opening(4, &r, &q, &t);
    call_table *c = malloc(sizeof *c);
    ck_assert_ptr_nonnull(c);
    /* Opener third (seat 2), callers first and fourth, pot only. */
    ck_assert_int_eq(tab_call(&r, &q, &t, 1u << 2, 1u << 0 | 1u << 3, 1u << OPEN_POT, NULL, c), TALON_OK);
    ck_assert_int_eq(c->players, 4);
    for (int o = 0; o < 4; o++)
        for (int p = 0; p < 4; p++)
            for (int b = 0; b < OPEN_BETS; b++) {
                bool asked = o == 2 && (p == 0 || p == 3) && b == OPEN_POT;
                ck_assert_int_eq(c->cell[o][p][b].computed, asked);
                if (asked)
                    ck_assert_double_eq(c->cell[o][p][b].alpha, open_alpha(OPEN_POT, 0));
            }
    free(c);
}
END_TEST

START_TEST(the_openers_range_is_what_opens_at_that_size_and_not_at_pot)
{
    rules r;
    open_query q;
    open_table t;
    opening(5, &r, &q, &t);
    call_table *c = malloc(sizeof *c);
    ck_assert_int_eq(tab_call(&r, &q, &t, 0x1f, 0x1f, 3, NULL, c), TALON_OK);
    for (int o = 0; o < 5; o++)
        for (int p = 0; p < 5; p++) {
            if (o == p) {
                ck_assert(!c->cell[o][p][OPEN_POT].computed);
                continue;
            }
            ck_assert_uint_eq(c->cell[o][p][OPEN_POT].range, t.cell[o][OPEN_POT].opens);
            ck_assert_uint_eq(c->cell[o][p][OPEN_HALF].range,
                              t.cell[o][OPEN_HALF].opens & ~t.cell[o][OPEN_POT].opens);
            /* Who spoke before the opener passed: he holds one of his passing classes. */
            uint32_t own = c->cell[o][p][OPEN_POT].own;
            if (p < o)
                ck_assert_uint_eq(own & t.cell[p][OPEN_HALF].opens, 0);
            else
                ck_assert_uint_eq(own, OPEN_ANY);
            const call_cell *k = &c->cell[o][p][OPEN_POT];
            if (k->reachable && k->cls != OPEN_NONE)
                ck_assert(k->own >> k->cls & 1);
        }
    ck_assert_int_gt(c->estimates, 0);
    free(c);
}
END_TEST

START_TEST(an_opening_table_of_other_players_is_refused)
{
    rules r;
    open_query q;
    open_table t;
    opening(4, &r, &q, &t);
    call_table *c = malloc(sizeof *c);
    open_query q5 = q;
    q5.players = 5;
    ck_assert_int_eq(tab_call(&r, &q5, &t, 1, 2, 3, NULL, c), TALON_E_INVAL);
    open_query qk = q;
    qk.callers = 1;
    ck_assert_int_eq(tab_call(&r, &qk, &t, 1, 2, 3, NULL, c), TALON_E_INVAL);
    open_query qp = q;
    qp.players = 1;   /* not a table: refused before the table is compared */
    ck_assert_int_eq(tab_call(&r, &qp, &t, 1, 2, 3, NULL, c), TALON_E_RANGE);
    free(c);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("call");
    TCase *tc = tcase_create("calling thresholds");
    tcase_add_test(tc, only_the_cells_asked_for_are_computed_each_at_its_pot_odds);
    tcase_add_test(tc, the_openers_range_is_what_opens_at_that_size_and_not_at_pot);
    tcase_add_test(tc, an_opening_table_of_other_players_is_refused);
    suite_add_tcase(s, tc);
    SRunner *sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
