/* test_open_eq.c - tab_open_eq, the equilibrium column's pieces
 * (tables/tab_open_eq.c): the class names in English and French, read back
 * from the solver's class names (short forms as --model equilibrium
 * prints them, the share shown only where the threshold takes part of a
 * class), the comparison with a coarse dclass threshold in both
 * directions, and the quality goal; a column's files: the bet's index
 * among a file's open sizes, the real-game figure, the threshold a column
 * reads at a seat.  The classes are built by hand: the names and dclass of
 * a few of the solver's 51. */
#include <check.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "card.h"
#include "dclass.h"
#include "tab_open_eq.h"

/* high A, pair K, pair A, flush draw, pair + open draw, two pair Q, trips, straight flush */
static void classes(eq_classes *c)
{
    static const char *const NAME[] = {"high A",    "pair K",    "pair A", "flush draw", "pair + open draw",
                                       "two pair Q", "trips", "straight flush"};
    const int DC[] = {DCLASS_NOTHING, DCLASS_PAIR(RANK_K), DCLASS_PAIR(RANK_A), DCLASS_DRAW, DCLASS_DRAW,
                      DCLASS_TWO_PAIR, DCLASS_TWO_PAIR + 1, DCLASS_TWO_PAIR + 6};
    memset(c, 0, sizeof *c);
    c->n = 8;
    for (int k = 0; k < c->n; k++) {
        strcpy(c->name[k], NAME[k]);
        c->dclass[k] = DC[k];
        c->occurs[k] = true;
    }
}

START_TEST(a_class_is_named_in_english_and_in_french_with_its_share_when_mixed)
{
    eq_classes c;
    classes(&c);
    char b[64];
    ck_assert_str_eq(open_eq_label(&c, 1, 0.4, 0, b, sizeof b), "KK (40%)");
    ck_assert_str_eq(open_eq_label(&c, 1, 0.4, 1, b, sizeof b), "Roi (40%)");
    ck_assert_str_eq(open_eq_label(&c, 1, 0.0049, 0, b, sizeof b), "KK (<1%)");   /* some, not "0%" */
    ck_assert_str_eq(open_eq_label(&c, 1, 0.006, 0, b, sizeof b), "KK (1%)");
    ck_assert_str_eq(open_eq_label(&c, 2, 1, 0, b, sizeof b), "AA");
    ck_assert_str_eq(open_eq_label(&c, 2, 0.96, 1, b, sizeof b), "As");   /* 95% and more: the whole class */
    ck_assert_str_eq(open_eq_label(&c, 0, 0.18, 0, b, sizeof b), "A high (18%)");
    ck_assert_str_eq(open_eq_label(&c, 0, 1, 1, b, sizeof b), "hauteur As");
    ck_assert_str_eq(open_eq_label(&c, 3, 1, 1, b, sizeof b), "tirage couleur");
    ck_assert_str_eq(open_eq_label(&c, 4, 1, 0, b, sizeof b), "pair + open draw");
    ck_assert_str_eq(open_eq_label(&c, 4, 1, 1, b, sizeof b), "paire + tirage quinte");
    ck_assert_str_eq(open_eq_label(&c, 5, 0.5, 0, b, sizeof b), "two pair Q (50%)");
    ck_assert_str_eq(open_eq_label(&c, 5, 1, 1, b, sizeof b), "double paire Dame");
    ck_assert_str_eq(open_eq_label(&c, 6, 1, 1, b, sizeof b), "brelan");
    ck_assert_str_eq(open_eq_label(&c, 7, 1, 1, b, sizeof b), "quinte flush");
    ck_assert_str_eq(open_eq_label(&c, -1, 1, 0, b, sizeof b), "none");
    ck_assert_str_eq(open_eq_label(&c, 99, 1, 1, b, sizeof b), "aucune");
    char small[4];
    ck_assert_str_eq(open_eq_label(&c, 5, 1, 0, small, sizeof small), "two");   /* truncated, terminated */
}
END_TEST

START_TEST(a_coarse_threshold_is_weaker_the_same_or_stronger_than_the_equilibriums)
{
    eq_classes c;
    classes(&c);
    /* the equilibrium opens from KK: the article's AA is stronger, nothing weaker, KK the same */
    ck_assert_int_eq(open_eq_compare(&c, 1, DCLASS_PAIR(RANK_A)), OPEN_EQ_STRONGER);
    ck_assert_int_eq(open_eq_compare(&c, 1, DCLASS_NOTHING), OPEN_EQ_WEAKER);
    ck_assert_int_eq(open_eq_compare(&c, 1, DCLASS_PAIR(RANK_K)), OPEN_EQ_SAME);
    /* any of the six draws is the coarse draw class; a draw is above aces */
    ck_assert_int_eq(open_eq_compare(&c, 4, DCLASS_DRAW), OPEN_EQ_SAME);
    ck_assert_int_eq(open_eq_compare(&c, 2, DCLASS_DRAW), OPEN_EQ_STRONGER);
    ck_assert_int_eq(open_eq_compare(&c, 5, DCLASS_DRAW), OPEN_EQ_WEAKER);
    /* an equilibrium that never opens: any threshold opens more */
    ck_assert_int_eq(open_eq_compare(&c, -1, DCLASS_TWO_PAIR), OPEN_EQ_WEAKER);
    /* no coarse threshold: nothing to say */
    ck_assert_int_eq(open_eq_compare(&c, 1, -1), OPEN_EQ_NONE);
}
END_TEST

START_TEST(a_solution_is_converged_only_within_the_goal_and_with_the_figure)
{
    eq_info in;
    memset(&in, 0, sizeof in);
    in.exploitability = 0.01;
    ck_assert(!open_eq_converged(&in));   /* no figure in the header */
    in.has_exploitability = true;
    ck_assert(open_eq_converged(&in));
    in.exploitability = OPEN_EQ_GOAL;
    ck_assert(open_eq_converged(&in));
    in.exploitability = 0.194;
    ck_assert(!open_eq_converged(&in));
    in.exploitability = -0.013;           /* a sampled lower bound may be negative */
    ck_assert(open_eq_converged(&in));
    in.exploitability = NAN;
    ck_assert(!open_eq_converged(&in));
}
END_TEST

START_TEST(a_bet_is_found_among_a_files_open_sizes_or_is_absent)
{
    eq_info in;
    memset(&in, 0, sizeof in);
    in.params.n_open = 2;
    in.params.open_sizes[0] = 0.5;
    in.params.open_sizes[1] = 1.0;
    ck_assert_int_eq(open_eq_size_index(&in, open_eq_bet_size(OPEN_POT)), 1);
    ck_assert_int_eq(open_eq_size_index(&in, open_eq_bet_size(OPEN_HALF)), 0);
    ck_assert_int_eq(open_eq_size_index(&in, 0.75), -1);
    in.params.n_open = 1;   /* a pot-only file... */
    in.params.open_sizes[0] = 1.0;
    ck_assert_int_eq(open_eq_size_index(&in, 0.5), -1);   /* ...has no half-pot column */
}
END_TEST

START_TEST(the_real_game_figure_is_the_largest_seats_or_none)
{
    eq_info in;
    memset(&in, 0, sizeof in);
    in.players = 3;
    double g = -1, lo = -1, hi = -1;
    ck_assert_int_eq(open_eq_real_max(&in, &g, &lo, &hi), -1);
    ck_assert(g == -1 && lo == -1 && hi == -1);   /* left alone */
    in.has_real = true;
    const double G[3] = {0.1, 0.3, 0.2};
    for (int s = 0; s < 3; s++) {
        in.real_gain[s] = G[s];
        in.real_lo[s] = G[s] - 0.01;
        in.real_hi[s] = G[s] + 0.01;
    }
    ck_assert_int_eq(open_eq_real_max(&in, &g, &lo, &hi), 1);
    ck_assert(g == 0.3 && lo == 0.3 - 0.01 && hi == 0.3 + 0.01);
}
END_TEST

START_TEST(a_column_reads_the_threshold_at_a_seat_and_compares_it)
{
    open_eq_col *q = calloc(1, sizeof *q);
    ck_assert_ptr_nonnull(q);
    classes(&q->t[OPEN_POT].cls);
    q->have = true;
    q->f[OPEN_POT].idx = 0;
    q->f[OPEN_HALF].idx = -1;   /* no half-pot opening in the file */
    q->t[OPEN_POT].equiv[2][0] = 1;   /* third seat: KK, 40% of it */
    q->t[OPEN_POT].equiv_frac[2][0] = 0.4;
    q->t[OPEN_POT].equiv[3][0] = -1;   /* fourth seat: never */
    double f;
    ck_assert_int_eq(open_eq_col_thr(q, 2, OPEN_POT, &f), 1);
    ck_assert(f == 0.4);
    ck_assert_int_eq(open_eq_col_dclass(q, 2, OPEN_POT), DCLASS_PAIR(RANK_K));
    ck_assert_int_eq(open_eq_col_vs(q, 2, OPEN_POT, DCLASS_PAIR(RANK_A)), OPEN_EQ_STRONGER);
    ck_assert_int_eq(open_eq_col_vs(q, 2, OPEN_POT, OPEN_NONE), OPEN_EQ_NONE);
    ck_assert_int_eq(open_eq_col_thr(q, 3, OPEN_POT, &f), -1);
    ck_assert(f == 1);
    ck_assert_int_eq(open_eq_col_dclass(q, 3, OPEN_POT), OPEN_NONE);
    ck_assert_int_eq(open_eq_col_vs(q, 3, OPEN_POT, DCLASS_PAIR(RANK_A)), OPEN_EQ_WEAKER);
    ck_assert_int_eq(open_eq_col_thr(q, 2, OPEN_HALF, &f), -2);   /* none to show */
    ck_assert_int_eq(open_eq_col_vs(q, 2, OPEN_HALF, DCLASS_PAIR(RANK_A)), OPEN_EQ_NONE);
    q->have = false;
    ck_assert_int_eq(open_eq_col_thr(q, 2, OPEN_POT, &f), -2);
    free(q);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("open_eq");
    TCase *tc = tcase_create("equilibrium column");
    tcase_add_test(tc, a_class_is_named_in_english_and_in_french_with_its_share_when_mixed);
    tcase_add_test(tc, a_coarse_threshold_is_weaker_the_same_or_stronger_than_the_equilibriums);
    tcase_add_test(tc, a_solution_is_converged_only_within_the_goal_and_with_the_figure);
    tcase_add_test(tc, a_bet_is_found_among_a_files_open_sizes_or_is_absent);
    tcase_add_test(tc, the_real_game_figure_is_the_largest_seats_or_none);
    tcase_add_test(tc, a_column_reads_the_threshold_at_a_seat_and_compares_it);
    suite_add_tcase(s, tc);
    SRunner *sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
