/* test_open_report.c - tab_open_report, one player count of talon open
 * beside the article (tables/tab_open_report.c): the article's cells on
 * dclass's scale at its decks and none elsewhere, a model's cell fitting
 * the article (not when it excepts a draw), "within one class" skipping
 * the classes a short deck lacks, and the fit counted over player counts
 * for a model and for the equilibrium column; talon call's models against
 * the equilibrium's calls.  Tables are built by hand. */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "card.h"
#include "dclass.h"
#include "err.h"
#include "rules.h"
#include "tab_open_report.h"

static open_report *report(int players, int deck)
{
    rules r;
    ck_assert_int_eq(rules_init(&r, deck, true, ORDER_MODERN), TALON_OK);
    open_report *j = malloc(sizeof *j);
    ck_assert_ptr_nonnull(j);
    open_report_init(j, players, deck, &r);
    return j;
}

START_TEST(the_articles_cells_are_read_at_its_deck_and_none_elsewhere)
{
    open_report *j = report(5, 40);
    ck_assert(j->article);
    ck_assert(j->printed_q);   /* the article prints the 40-card column */
    ck_assert_int_eq(j->article_cls[0][OPEN_POT], DCLASS_DRAW);   /* "Tirage" */
    ck_assert_int_eq(j->article_cls[0][OPEN_HALF], DCLASS_PAIR(RANK_A));
    ck_assert_int_eq(j->article_cls[4][OPEN_HALF], DCLASS_PAIR(RANK_8));
    free(j);
    j = report(5, 52);   /* the article deals 5 players from 40 cards */
    ck_assert(!j->article);
    for (int pos = 0; pos < 5; pos++)
        ck_assert(j->article_cls[pos][OPEN_POT] == OPEN_NONE && j->article_cls[pos][OPEN_HALF] == OPEN_NONE);
    free(j);
    int cls[OPEN_MAX_PLAYERS][OPEN_BETS];
    rules r;
    ck_assert_int_eq(rules_init(&r, 32, true, ORDER_MODERN), TALON_OK);
    ck_assert(!open_article_cells(3, 32, &r, cls));   /* no table under 4 players */
    ck_assert_int_eq(cls[0][OPEN_POT], OPEN_NONE);
}
END_TEST

START_TEST(a_cell_fits_when_its_class_is_the_articles_and_no_draw_is_excepted)
{
    open_report *j = report(5, 40);
    open_cell *c = &j->t[OPEN_MODEL_A].cell[0][OPEN_HALF];
    *c = (open_cell){.reachable = true, .cls = DCLASS_PAIR(RANK_A)};
    ck_assert(open_report_fits(j, &j->t[OPEN_MODEL_A], 0, OPEN_HALF));
    c->exceptions = 1u << DCLASS_DRAW;
    ck_assert(!open_report_fits(j, &j->t[OPEN_MODEL_A], 0, OPEN_HALF));
    *c = (open_cell){.reachable = false, .cls = DCLASS_PAIR(RANK_A)};
    ck_assert(!open_report_fits(j, &j->t[OPEN_MODEL_A], 0, OPEN_HALF));
    free(j);
}
END_TEST

START_TEST(within_one_class_skips_the_classes_the_deck_lacks)
{
    rules r;
    ck_assert_int_eq(rules_init(&r, 32, true, ORDER_MODERN), TALON_OK);   /* 7..A: no pair below 77 */
    open_cell c = {.reachable = true, .cls = DCLASS_PAIR(RANK_7)};
    ck_assert(open_report_adjacent(&r, &c, DCLASS_PAIR(RANK_8)));
    ck_assert(!open_report_adjacent(&r, &c, DCLASS_PAIR(RANK_9)));
    c.cls = DCLASS_NOTHING;   /* nothing, then 77: the pairs 22..66 do not occur */
    ck_assert(open_report_adjacent(&r, &c, DCLASS_PAIR(RANK_7)));
    ck_assert(!open_report_adjacent(&r, &c, OPEN_NONE));
    c.reachable = false;
    ck_assert(!open_report_adjacent(&r, &c, DCLASS_NOTHING));
}
END_TEST

START_TEST(the_fit_is_counted_over_player_counts_for_a_model_and_the_equilibrium)
{
    open_report *j = calloc(2, sizeof *j);
    ck_assert_ptr_nonnull(j);
    open_report *a = report(4, 32), *b = report(5, 52);
    j[0] = *a;
    j[1] = *b;   /* not the article's deck: not counted */
    free(a);
    free(b);
    for (int pos = 0; pos < 4; pos++)
        for (int bet = 0; bet < OPEN_BETS; bet++)
            j[0].t[OPEN_MODEL_B].cell[pos][bet] = (open_cell){.reachable = true, .cls = j[0].article_cls[pos][bet]};
    j[0].t[OPEN_MODEL_B].cell[3][OPEN_POT].cls = DCLASS_TWO_PAIR;   /* the article: QQ, two pair is 3 classes up */
    open_fit f;
    open_report_fit(j, 2, OPEN_MODEL_B, &f);
    ck_assert_int_eq(f.cells, 4);
    ck_assert_int_eq(f.fits[OPEN_POT], 3);
    ck_assert_int_eq(f.fits[OPEN_HALF], 4);
    ck_assert_int_eq(f.near, 7);
    open_report_fit(j, 2, OPEN_FIT_EQ, &f);   /* no equilibrium column: nothing compared */
    ck_assert_int_eq(f.cells, 0);
    free(j);
}
END_TEST

START_TEST(a_models_calls_are_weaker_the_same_or_stronger_than_the_equilibriums)
{
    call_report *u = calloc(1, sizeof *u);
    ck_assert_ptr_nonnull(u);
    u->P = 3;
    int n[3];
    ck_assert_int_eq(call_report_eq_fit(u, OPEN_MODEL_A, n), 0);   /* no equilibrium */
    u->eq.have = true;
    u->eq.f[OPEN_POT].idx = 0;
    u->eq.f[OPEN_HALF].idx = -1;   /* no half-pot opening in the file: not compared */
    eq_classes *c = &u->eq.t[OPEN_POT].cls;
    c->n = 2;
    c->dclass[0] = DCLASS_PAIR(RANK_K);
    c->dclass[1] = DCLASS_PAIR(RANK_A);
    call_cell(*cell)[OPEN_MAX_PLAYERS][OPEN_BETS] = u->calls[OPEN_MODEL_A].cell;
    const call_cell on = {.computed = true, .reachable = true};
    cell[0][1][OPEN_POT] = on;
    cell[0][1][OPEN_POT].cls = DCLASS_PAIR(RANK_A);
    u->eq.t[OPEN_POT].equiv[0][1][0] = 0;   /* the equilibrium calls from KK: the model's AA is stronger */
    cell[0][2][OPEN_POT] = on;
    cell[0][2][OPEN_POT].cls = OPEN_NONE;
    u->eq.t[OPEN_POT].equiv[0][2][0] = -1;   /* both never call: the same */
    cell[1][2][OPEN_POT] = on;
    cell[1][2][OPEN_POT].cls = DCLASS_PAIR(RANK_K);
    u->eq.t[OPEN_POT].equiv[1][2][0] = 1;    /* the equilibrium calls from AA: KK is weaker */
    cell[2][0][OPEN_HALF] = on;
    cell[2][0][OPEN_HALF].cls = DCLASS_PAIR(RANK_K);
    ck_assert_int_eq(call_report_eq_fit(u, OPEN_MODEL_A, n), 3);
    ck_assert(n[0] == 1 && n[1] == 1 && n[2] == 1);
    free(u);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("open_report");
    TCase *tc = tcase_create("one player count beside the article");
    tcase_add_test(tc, the_articles_cells_are_read_at_its_deck_and_none_elsewhere);
    tcase_add_test(tc, a_cell_fits_when_its_class_is_the_articles_and_no_draw_is_excepted);
    tcase_add_test(tc, within_one_class_skips_the_classes_the_deck_lacks);
    tcase_add_test(tc, the_fit_is_counted_over_player_counts_for_a_model_and_the_equilibrium);
    tcase_add_test(tc, a_models_calls_are_weaker_the_same_or_stronger_than_the_equilibriums);
    suite_add_tcase(s, tc);
    SRunner *sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
