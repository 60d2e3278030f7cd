/* test_pots_replay.c - a whole hand as `talon pots` plays it (pots_replay):
 * the betting replayed with the invalid-raise example of a French hold'em
 * rules page, a
 * walkover once everyone else folded, contributions given directly with a
 * showdown, and the errors a user meets, each with its reason and in the
 * order the input is read. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "err.h"
#include "pots.h"
#include "pots_replay.h"

/* Players from "A:500:500 B:..." (test input, must be valid). */
static int players(const char *spec, pots_player *p)
{
    char buf[512];
    snprintf(buf, sizeof buf, "%s", spec);
    int n = 0;
    char *save = NULL;
    for (char *tok = strtok_r(buf, " ", &save); tok; tok = strtok_r(NULL, " ", &save)) {
        char why[200];
        ck_assert_msg(pots_parse_player(tok, &p[n], why, sizeof why) == TALON_OK, "%s: %s", tok, why);
        n++;
    }
    return n;
}

static pots_hand *hand(void)
{
    pots_hand *h = malloc(sizeof *h);
    ck_assert_ptr_nonnull(h);
    return h;
}

START_TEST(a_short_all_in_raise_is_replayed_and_leaves_a_side_pot_open)
{
    pots_player p[3];
    int n = players("B:70 C:1000 A:1000", p);
    pots_hand *h = hand();
    char why[640];
    int rc = pots_replay(h, p, n, 5, 10, "A raise 50, B allin, C call", NULL, why, sizeof why);
    ck_assert_msg(rc == TALON_OK, "%s", why);
    ck_assert(h->betting);
    ck_assert_int_eq(h->nsteps, 3);
    ck_assert_int_eq(h->steps[1].kind, POTS_K_SHORT_RAISE);
    ck_assert_int_eq(h->steps[2].pot, 190);
    ck_assert_int_eq(h->g.to_act, 2);   /* A may only call or fold */
    ck_assert_int_eq(h->res.npots, 2);
    ck_assert_int_eq(h->res.pot[0].amount, 150);
    ck_assert_int_eq(h->res.pot[1].amount, 40);
    ck_assert(!h->award);
    ck_assert_int_eq(h->live, 3);
    free(h);
}
END_TEST

START_TEST(the_last_player_in_wins_without_a_showdown_and_gets_his_uncalled_bet_back)
{
    pots_player p[3];
    int n = players("A:100 B:100 C:100", p);
    pots_hand *h = hand();
    char why[640];
    ck_assert_int_eq(pots_replay(h, p, n, 5, 10, "C fold, A fold", NULL, why, sizeof why), TALON_OK);
    ck_assert_int_eq(h->live, 1);
    ck_assert_int_eq(h->last, 1);
    ck_assert(h->award);
    ck_assert(!h->showdown);
    ck_assert_int_eq(h->res.returned_to, 1);
    ck_assert_int_eq(h->res.returned[1], 5);
    ck_assert_int_eq(h->res.won[1], 10);
    free(h);
}
END_TEST

START_TEST(given_contributions_are_split_and_awarded_from_the_showdown_order)
{
    pots_player p[5];
    int n = players("SB:1000:10:fold BB:1000:20:fold A:500:500 B:1000:1000 C:2000:1000", p);
    pots_hand *h = hand();
    char why[640];
    int rc = pots_replay(h, p, n, 10, 20, NULL, "A,B,C", why, sizeof why);
    ck_assert_msg(rc == TALON_OK, "%s", why);
    ck_assert(!h->betting);
    ck_assert(h->award && h->showdown);
    ck_assert_int_eq(h->res.won[2], 1530);   /* the rules page: A takes the main pot */
    ck_assert_int_eq(h->res.won[3], 1000);   /* B the side pot */
    ck_assert_int_eq(h->res.won[4], 0);
    free(h);
}
END_TEST

START_TEST(an_illegal_action_is_reported_with_its_number_and_reason)
{
    pots_player p[2];
    int n = players("A:100 B:100", p);
    pots_hand *h = hand();
    char why[640];
    ck_assert_int_eq(pots_replay(h, p, n, 5, 10, "A raise 15", NULL, why, sizeof why), TALON_E_INVAL);
    ck_assert_msg(strncmp(why, "--actions: action 1 is illegal: ", 32) == 0, "%s", why);
    ck_assert_ptr_nonnull(strstr(why, "minimum raise is to 20"));
    free(h);
}
END_TEST

START_TEST(a_showdown_before_the_betting_is_over_is_refused)
{
    pots_player p[2];
    int n = players("A:100 B:100", p);
    pots_hand *h = hand();
    char why[640];
    ck_assert_int_eq(pots_replay(h, p, n, 5, 10, "A call", "A,B", why, sizeof why), TALON_E_INVAL);
    ck_assert_str_eq(why, "--showdown: the betting is not over, B is to act");
    free(h);
}
END_TEST

START_TEST(contributions_that_break_the_rules_are_refused_before_any_pot_is_cut)
{
    pots_player p[2];
    int n = players("A:100:3 B:100:10", p);
    pots_hand *h = hand();
    char why[640] = "";
    ck_assert_int_ne(pots_replay(h, p, n, 5, 10, NULL, NULL, why, sizeof why), TALON_OK);
    ck_assert_str_eq(why, "A, first listed, posts the small blind of 5 but put in only 3");
    ck_assert_int_ne(pots_replay(NULL, p, n, 0, 0, NULL, NULL, NULL, 0), TALON_OK);
    free(h);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("pots_replay");
    TCase *tc = tcase_create("a hand from the players to the payout");
    tcase_add_test(tc, a_short_all_in_raise_is_replayed_and_leaves_a_side_pot_open);
    tcase_add_test(tc, the_last_player_in_wins_without_a_showdown_and_gets_his_uncalled_bet_back);
    tcase_add_test(tc, given_contributions_are_split_and_awarded_from_the_showdown_order);
    tcase_add_test(tc, an_illegal_action_is_reported_with_its_number_and_reason);
    tcase_add_test(tc, a_showdown_before_the_betting_is_over_is_refused);
    tcase_add_test(tc, contributions_that_break_the_rules_are_refused_before_any_pot_is_cut);
    suite_add_tcase(s, tc);
    SRunner *sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
