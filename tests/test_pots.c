/* test_pots.c - side pots and the no-limit betting rules: the worked
 * examples of a French hold'em rules page (the side pot of "Cas du tapis", the "relance
 * invalide"), more pot shapes (three all-ins, folded contributors, split pots
 * with odd chips, uncalled bets), the betting rules around them, the parsers'
 * errors, and a random check that every chip ends up somewhere exactly once. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check_extra.h"
#include "err.h"
#include "pots.h"
#include "rng.h"

/* Parse players from "A:500:500 B:..." (test input, must be valid). */
static int table(const char *spec, pots_player *p)
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

static void award(const pots_player *p, int n, const char *showdown, pots_result *res)
{
    int rank[POTS_MAX_PLAYERS];
    char why[200];
    ck_assert_int_eq(pots_split(p, n, res), TALON_OK);
    ck_assert_msg(pots_parse_showdown(showdown, p, n, rank, why, sizeof why) == TALON_OK, "%s", why);
    ck_assert_int_eq(pots_award(p, n, rank, res), TALON_OK);
}

START_TEST(the_source_side_pot_example_gives_1530_to_A_and_1000_to_B)
{
    /* Blinds 10/20 posted by two players who fold; A all-in 500 (aces), B
     * all-in 1 000 (kings), C covers and calls (queens); no improvement.
     * Main pot 500 x 3 + 30 = 1 530 to A, side pot 500 x 2 = 1 000 to B. */
    pots_player p[5];
    int n = table("SB:1000:10:fold BB:1000:20:fold A:500:500 B:1000:1000 C:2000:1000", p);
    char why[200];
    ck_assert_int_eq(pots_check(p, n, 10, 20, why, sizeof why), TALON_OK);
    pots_result res;
    award(p, n, "A,B,C", &res);
    ck_assert_int_eq(res.npots, 2);
    ck_assert_int_eq(res.pot[0].amount, 1530);
    ck_assert_int_eq(res.pot[0].per_player, 500);
    ck_assert_int_eq(res.pot[0].full, 3);
    ck_assert_int_eq(res.pot[0].partial, 30);
    ck_assert_uint_eq(res.pot[0].eligible, 1u << 2 | 1u << 3 | 1u << 4);
    ck_assert_int_eq(res.pot[1].amount, 1000);
    ck_assert_uint_eq(res.pot[1].eligible, 1u << 3 | 1u << 4);
    ck_assert_int_eq(res.won[2], 1530);
    ck_assert_int_eq(res.won[3], 1000);
    ck_assert_int_eq(res.won[4], 0);
    ck_assert_int_eq(res.returned_to, -1);
}
END_TEST

START_TEST(three_all_ins_of_different_sizes_make_three_pots)
{
    pots_player p[4];
    int n = table("A:100:100 B:250:250 C:400:400 D:1000:400", p);
    pots_result res;
    award(p, n, "A,D,B,C", &res);   /* A best, then D */
    ck_assert_int_eq(res.npots, 3);
    ck_assert_int_eq(res.pot[0].amount, 400);   /* 100 x 4 */
    ck_assert_int_eq(res.pot[1].amount, 450);   /* 150 x 3 */
    ck_assert_int_eq(res.pot[2].amount, 300);   /* 150 x 2 */
    ck_assert_uint_eq(res.pot[0].eligible, 0xf);
    ck_assert_uint_eq(res.pot[1].eligible, 0xe);
    ck_assert_uint_eq(res.pot[2].eligible, 0xc);
    ck_assert_int_eq(res.won[0], 400);
    ck_assert_int_eq(res.won[3], 750);
    ck_assert_int_eq(res.won[1] + res.won[2], 0);
    /* With C best, C takes everything it reached: all three pots. */
    award(p, n, "C,A,B,D", &res);
    ck_assert_int_eq(res.won[2], 1150);
}
END_TEST

START_TEST(folded_contributors_feed_the_pots_but_win_none)
{
    /* F bet 300 and folded to C's raise; A all-in 200.  F's 300 splits 200 +
     * 100 across the two pots, and F is eligible for neither. */
    pots_player p[3];
    int n = table("A:200:200 F:1000:300:fold C:1000:600", p);
    pots_result res;
    ck_assert_int_eq(pots_split(p, n, &res), TALON_OK);
    /* C's 600 is uncalled above F's 300: 300 back to C. */
    ck_assert_int_eq(res.returned_to, 2);
    ck_assert_int_eq(res.returned[2], 300);
    ck_assert_int_eq(res.npots, 2);
    ck_assert_int_eq(res.pot[0].amount, 600);   /* 200 x 3 */
    ck_assert_uint_eq(res.pot[0].eligible, 1u << 0 | 1u << 2);
    ck_assert_int_eq(res.pot[1].amount, 200);   /* 100 x 2 (F's and C's) */
    ck_assert_int_eq(res.pot[1].full, 2);
    ck_assert_uint_eq(res.pot[1].eligible, 1u << 2);
    award(p, n, "A,C", &res);
    ck_assert_int_eq(res.won[0], 600);
    ck_assert_int_eq(res.won[1], 0);
    ck_assert_int_eq(res.won[2], 200);
    /* Dead money above every live level goes to the top pot. */
    n = table("A:50:50 F:1000:80:fold B:1000:50", p);
    ck_assert_int_eq(pots_split(p, n, &res), TALON_OK);
    ck_assert_int_eq(res.npots, 1);
    ck_assert_int_eq(res.pot[0].amount, 180);   /* 50 x 3 (F included) + 30 */
    ck_assert_int_eq(res.pot[0].full, 3);
    ck_assert_int_eq(res.pot[0].partial, 30);
    ck_assert_int_eq(res.returned_to, -1);
}
END_TEST

START_TEST(a_split_pot_gives_the_odd_chips_to_the_first_winners_left_of_the_button)
{
    /* Three tie for 3 x 101 + 2 dead chips = 305: 101 each and 2 odd chips,
     * one each to the first two tied players in seat order, A and B. */
    pots_player p[4];
    int n = table("X:100:2:fold A:500:101 B:500:101 C:500:101", p);
    pots_result res;
    award(p, n, "C=B=A", &res);
    ck_assert_int_eq(res.pot[0].amount, 305);
    ck_assert_int_eq(res.won[1], 102);
    ck_assert_int_eq(res.won[2], 102);
    ck_assert_int_eq(res.won[3], 101);
    /* Two of three tie for 303: 151 each, the odd chip to B, seated before C. */
    n = table("A:500:101 B:500:101 C:500:101", p);
    award(p, n, "C=B,A", &res);
    ck_assert_int_eq(res.won[0], 0);
    ck_assert_int_eq(res.won[1], 152);
    ck_assert_int_eq(res.won[2], 151);
    /* The order is the seats', not the showdown's. */
    award(p, n, "C=A,B", &res);
    ck_assert_int_eq(res.won[0], 152);
    ck_assert_int_eq(res.won[2], 151);
    /* A side pot splits on its own: A all-in 100 wins the main pot; B and C
     * tie for the side pot of 51 x 2 + 1 dead chip (F folded after 101). */
    n = table("A:100:100 F:500:101:fold B:500:151 C:500:151", p);
    award(p, n, "A,B=C", &res);
    ck_assert_int_eq(res.npots, 2);
    ck_assert_int_eq(res.pot[0].amount, 400);
    ck_assert_int_eq(res.pot[1].amount, 103);
    ck_assert_int_eq(res.won[0], 400);
    ck_assert_int_eq(res.won[2], 52);
    ck_assert_int_eq(res.won[3], 51);
}
END_TEST

START_TEST(heads_up_the_odd_chip_goes_to_the_big_blind)
{
    /* A folded third player leaves 1 dead chip: 101 between SB and BB, with
     * only two seats the button is the small blind and the big blind sits
     * first left of it. */
    pots_player p[2];
    table("SB:100:50 BB:100:50", p);
    p[0].contrib = 50;
    pots_result res;
    ck_assert_int_eq(pots_split(p, 2, &res), TALON_OK);
    res.pot[0].amount += 1;   /* a dead chip (an ante, say) makes the split odd */
    int rank[2] = {0, 0};
    ck_assert_int_eq(pots_award(p, 2, rank, &res), TALON_OK);
    ck_assert_int_eq(res.won[1], 51);
    ck_assert_int_eq(res.won[0], 50);
}
END_TEST

START_TEST(an_uncalled_bet_goes_back_to_its_owner)
{
    pots_player p[3];
    int n = table("A:500:500 B:1000:1000 C:2000:2000", p);
    pots_result res;
    ck_assert_int_eq(pots_split(p, n, &res), TALON_OK);
    ck_assert_int_eq(res.returned_to, 2);
    ck_assert_int_eq(res.returned[2], 1000);
    ck_assert_int_eq(res.pot[0].amount, 1500);
    ck_assert_int_eq(res.pot[1].amount, 1000);
    /* Everyone else folded: the last player wins the lot without a showdown. */
    n = table("A:500:100:fold B:1000:300", p);
    ck_assert_int_eq(pots_split(p, n, &res), TALON_OK);
    ck_assert_int_eq(res.returned[1], 200);
    int rank[2] = {-1, -1};
    ck_assert_int_eq(pots_award(p, n, rank, &res), TALON_OK);
    ck_assert_int_eq(res.won[1], 200);
}
END_TEST

/* ---- betting ---- */

static int play(pots_game *g, const char *players, int64_t sb, int64_t bb, const char *actions, char *why,
                size_t whysize, int *failed_at)
{
    pots_player p[POTS_MAX_PLAYERS];
    int n = table(players, p);
    ck_assert_int_eq(pots_game_init(g, p, n, sb, bb, why, whysize), TALON_OK);
    pots_action a[POTS_MAX_ACTIONS];
    int na;
    int rc = pots_parse_actions(actions, p, n, a, &na, NULL, why, whysize);
    if (rc != TALON_OK)
        return rc;
    for (int i = 0; i < na; i++) {
        rc = pots_game_act(g, &a[i], NULL, why, whysize);
        if (rc != TALON_OK) {
            *failed_at = i;
            return rc;
        }
    }
    return TALON_OK;
}

START_TEST(the_invalid_raise_example_leaves_A_only_call_or_fold)
{
    /* Blinds 5/10, A raises to 50 (+40), B all-in to 70 (+20 only), C calls
     * 70: A may not raise again, only call the 20 or fold. */
    pots_game g;
    char why[300];
    int at = -1;
    ck_assert_int_eq(play(&g, "B:70 C:1000 A:1000", 5, 10, "A raise 50, B allin, C call", why, sizeof why, &at),
                     TALON_OK);
    ck_assert_int_eq(g.to_act, 2);
    pots_options o;
    pots_game_options(&g, &o);
    ck_assert(o.can_call);
    ck_assert_int_eq(o.call_put, 20);
    ck_assert(!o.can_raise);
    ck_assert(!o.reopened);
    /* ... and a raise is rejected with the reason. */
    ck_assert_int_eq(play(&g, "B:70 C:1000 A:1000", 5, 10, "A raise 50, B allin, C call, A raise 150", why,
                          sizeof why, &at), TALON_E_INVAL);
    ck_assert_int_eq(at, 3);
    ck_assert_ptr_nonnull(strstr(why, "may only call or fold"));
    ck_assert_ptr_nonnull(strstr(why, "less than a full raise of 40"));
    /* An all-in for more is a raise too. */
    ck_assert_int_eq(play(&g, "B:70 C:1000 A:1000", 5, 10, "A raise 50, B allin, C call, A allin", why,
                          sizeof why, &at), TALON_E_INVAL);
    /* Calling is fine, and closes the pre-flop betting. */
    ck_assert_int_eq(play(&g, "B:70 C:1000 A:1000", 5, 10, "A raise 50, B allin, C call, A call", why,
                          sizeof why, &at), TALON_OK);
    ck_assert_int_eq(g.to_act, -1);
    ck_assert_int_eq(g.p[2].contrib, 70);
}
END_TEST

START_TEST(a_full_reraise_by_C_reopens_the_betting_for_A)
{
    /* Had C raised by at least 40 (to 110), A could raise again. */
    pots_game g;
    char why[300];
    int at = -1;
    ck_assert_int_eq(play(&g, "B:70 C:1000 A:1000", 5, 10, "A raise 50, B allin, C raise 110", why, sizeof why,
                          &at), TALON_OK);
    pots_options o;
    pots_game_options(&g, &o);
    ck_assert_int_eq(o.player, 2);
    ck_assert(o.can_raise);
    ck_assert_int_eq(o.min_to, 150);   /* 110 + the full raise of 40 */
    ck_assert_int_eq(play(&g, "B:70 C:1000 A:1000", 5, 10, "A raise 50, B allin, C raise 110, A raise 150", why,
                          sizeof why, &at), TALON_OK);
    /* C's raise by only 30 (to 100) is below the minimum and not all-in. */
    ck_assert_int_eq(play(&g, "B:70 C:1000 A:1000", 5, 10, "A raise 50, B allin, C raise 100", why, sizeof why,
                          &at), TALON_E_INVAL);
    ck_assert_ptr_nonnull(strstr(why, "minimum raise is to 110"));
}
END_TEST

START_TEST(short_all_ins_that_add_up_to_a_full_raise_reopen_the_betting)
{
    /* Flop: A bets 100; B all-in to 150 (+50), C all-in to 210 (+60): A faces
     * 110 more than his bet, a full raise of 100 or more, and may raise. */
    pots_game g;
    char why[300];
    int at = -1;
    ck_assert_int_eq(play(&g, "A:2000 B:160 C:220 D:2000", 5, 10,
                          "C call, D call, A call, B check / A bet 100, B allin, C allin, D call", why, sizeof why,
                          &at), TALON_OK);
    pots_options o;
    pots_game_options(&g, &o);
    ck_assert_int_eq(o.player, 0);
    ck_assert(o.reopened);
    ck_assert(o.can_raise);
    /* One short all-in alone does not: A bets 100, B all-in to 150, D calls. */
    ck_assert_int_eq(play(&g, "A:2000 B:160 C:220 D:2000", 5, 10,
                          "C call, D call, A call, B check / A bet 100, B allin, C fold, D call", why, sizeof why,
                          &at), TALON_OK);
    pots_game_options(&g, &o);
    ck_assert_int_eq(o.player, 0);
    ck_assert(!o.can_raise);
}
END_TEST

START_TEST(turn_order_minimum_bets_and_checks_are_enforced)
{
    pots_game g;
    char why[300];
    int at = -1;
    /* Pre-flop, after the big blind: C acts first, not A. */
    ck_assert_int_eq(play(&g, "A:1000 B:1000 C:1000", 5, 10, "A call", why, sizeof why, &at), TALON_E_INVAL);
    ck_assert_ptr_nonnull(strstr(why, "C's turn"));
    /* Nobody may check facing the big blind... */
    ck_assert_int_eq(play(&g, "A:1000 B:1000 C:1000", 5, 10, "C check", why, sizeof why, &at), TALON_E_INVAL);
    /* ... but the big blind has the option when everyone calls. */
    ck_assert_int_eq(play(&g, "A:1000 B:1000 C:1000", 5, 10, "C call, A call", why, sizeof why, &at), TALON_OK);
    ck_assert_int_eq(g.to_act, 1);
    pots_options o;
    pots_game_options(&g, &o);
    ck_assert(o.can_check);
    ck_assert(o.can_raise);
    ck_assert_int_eq(o.min_to, 20);
    /* The minimum bet after the flop is the big blind. */
    ck_assert_int_eq(play(&g, "A:1000 B:1000 C:1000", 5, 10, "C call, A call, B check / A bet 5", why, sizeof why,
                          &at), TALON_E_INVAL);
    ck_assert_ptr_nonnull(strstr(why, "minimum bet"));
    /* A street may not start before the last one's betting is over. */
    ck_assert_int_eq(play(&g, "A:1000 B:1000 C:1000", 5, 10, "C call, A call / A check", why, sizeof why, &at),
                     TALON_E_INVAL);
    /* Heads-up the small blind (listed first) acts first pre-flop and the big blind first after. */
    ck_assert_int_eq(play(&g, "S:1000 B:1000", 5, 10, "S call, B check / B check, S bet 10", why, sizeof why, &at),
                     TALON_OK);
    ck_assert_int_eq(g.to_act, 1);
    /* A raise may not exceed the stack. */
    ck_assert_int_eq(play(&g, "A:1000 B:1000 C:1000", 5, 10, "C raise 2000", why, sizeof why, &at), TALON_E_INVAL);
    ck_assert_ptr_nonnull(strstr(why, "has only"));
}
END_TEST

START_TEST(bad_input_is_rejected_with_a_reason)
{
    pots_player p[4];
    char why[300];
    ck_assert_int_eq(pots_parse_player("A:-500:0", &p[0], why, sizeof why), TALON_E_PARSE);
    ck_assert_ptr_nonnull(strstr(why, "stack"));
    ck_assert_int_eq(pots_parse_player("A:500:600", &p[0], why, sizeof why), TALON_E_RANGE);
    ck_assert_ptr_nonnull(strstr(why, "more than the stack"));
    ck_assert_int_eq(pots_parse_player("A:500:100:folded", &p[0], why, sizeof why), TALON_E_PARSE);
    ck_assert_int_eq(pots_parse_player("A", &p[0], why, sizeof why), TALON_E_PARSE);
    ck_assert_int_eq(pots_parse_player("A B:5", &p[0], why, sizeof why), TALON_E_PARSE);
    ck_assert_int_eq(pots_parse_player("A:99999999999999", &p[0], why, sizeof why), TALON_E_RANGE);
    int n = table("A:500:500 B:1000:1000 C:2000:1000:fold", p);
    int rank[4];
    ck_assert_int_eq(pots_parse_showdown("A,D", p, n, rank, why, sizeof why), TALON_E_PARSE);
    ck_assert_ptr_nonnull(strstr(why, "unknown player 'D'"));
    ck_assert_int_eq(pots_parse_showdown("A,B,C", p, n, rank, why, sizeof why), TALON_E_INVAL);
    ck_assert_ptr_nonnull(strstr(why, "folded"));
    ck_assert_int_eq(pots_parse_showdown("A", p, n, rank, why, sizeof why), TALON_E_INVAL);
    ck_assert_int_eq(pots_parse_showdown("A,A,B", p, n, rank, why, sizeof why), TALON_E_PARSE);
    ck_assert_int_eq(pots_parse_showdown("B=A", p, n, rank, why, sizeof why), TALON_OK);
    ck_assert_int_eq(rank[0], 0);
    ck_assert_int_eq(rank[1], 0);
    ck_assert_int_eq(rank[2], -1);
    n = table("A:500:500 A:100:100", p);
    ck_assert_int_eq(pots_check(p, n, 0, 0, why, sizeof why), TALON_E_DUP);
    n = table("A:500:500:fold B:100:100:fold", p);
    ck_assert_int_eq(pots_check(p, n, 0, 0, why, sizeof why), TALON_E_INVAL);
    n = table("A:500:5 B:100:100", p);
    ck_assert_int_eq(pots_check(p, n, 10, 20, why, sizeof why), TALON_E_INVAL);
    pots_action a[8];
    int na, bad;
    n = table("A:500 B:100", p);
    ck_assert_int_eq(pots_parse_actions("A raise", p, n, a, &na, &bad, why, sizeof why), TALON_E_PARSE);
    ck_assert_int_eq(pots_parse_actions("A call, Z fold", p, n, a, &na, &bad, why, sizeof why), TALON_E_PARSE);
    ck_assert_int_eq(bad, 1);
    ck_assert_int_eq(pots_parse_actions("A jump 5", p, n, a, &na, &bad, why, sizeof why), TALON_E_PARSE);
    ck_assert_int_eq(pots_parse_actions("A call,, B check", p, n, a, &na, &bad, why, sizeof why), TALON_E_PARSE);
    ck_assert_int_eq(pots_parse_actions("A relance 40 / B tapis", p, n, a, &na, &bad, why, sizeof why), TALON_OK);
    ck_assert_int_eq(na, 3);
    ck_assert_int_eq(a[0].verb, POTS_RAISE);
    ck_assert_int_eq(a[0].amount, 40);
    ck_assert_int_eq(a[1].verb, POTS_NEXT);
    ck_assert_int_eq(a[2].verb, POTS_ALLIN);
}
END_TEST

/* Random tables: every chip is in exactly one pot or returned, each pot is
 * won in full, and nobody wins a pot he was not eligible for. */
START_TEST(every_chip_ends_up_in_one_pot_and_every_pot_is_won_in_full)
{
    rng g;
    rng_seed(&g, 2024, 7);
    for (int it = 0; it < 20000; it++) {
        int n = 2 + (int)rng_bounded(&g, POTS_MAX_PLAYERS - 1);
        pots_player p[POTS_MAX_PLAYERS];
        int live = 0;
        for (int i = 0; i < n; i++) {
            memset(&p[i], 0, sizeof p[i]);
            snprintf(p[i].name, sizeof p[i].name, "P%d", i);
            p[i].stack = 1 + rng_bounded(&g, 1000);
            p[i].contrib = rng_bounded(&g, 3) ? (int64_t)rng_bounded(&g, (uint32_t)p[i].stack + 1) : p[i].stack;
            p[i].folded = rng_bounded(&g, 4) == 0;
            live += !p[i].folded;
        }
        if (!live)
            p[0].folded = false;
        pots_result res;
        int rc = pots_split(p, n, &res);
        CHECK(rc == TALON_OK, "table %d: pots_split %d, not TALON_OK (%d)", it, rc, TALON_OK);
        int rank[POTS_MAX_PLAYERS];
        for (int i = 0; i < n; i++)
            rank[i] = p[i].folded ? -1 : (int)rng_bounded(&g, 3);
        rc = pots_award(p, n, rank, &res);
        CHECK(rc == TALON_OK, "table %d: pots_award %d, not TALON_OK (%d)", it, rc, TALON_OK);
        int64_t pots = 0, won = 0, ret = 0;
        for (int k = 0; k < res.npots; k++) {
            int64_t shares = 0, mn = INT64_MAX, mx = 0;
            for (int i = 0; i < n; i++) {
                shares += res.pot[k].share[i];
                if (res.pot[k].share[i])
                    CHECK(res.pot[k].eligible >> i & 1, "table %d, pot %d: player %d not eligible (%#x) wins %lld", it,
                          k, i, (unsigned)res.pot[k].eligible, (long long)res.pot[k].share[i]);
                if (res.pot[k].winners >> i & 1) {
                    mn = res.pot[k].share[i] < mn ? res.pot[k].share[i] : mn;
                    mx = res.pot[k].share[i] > mx ? res.pot[k].share[i] : mx;
                }
            }
            CHECK(shares == res.pot[k].amount, "table %d, pot %d: shares %lld, amount %lld", it, k, (long long)shares,
                  (long long)res.pot[k].amount);
            CHECK(mx - mn <= 1, "table %d, pot %d: shares from %lld to %lld", it, k, (long long)mn,
                  (long long)mx);   /* shares differ by the odd chip at most */
            if (k > 0)   /* eligibility shrinks */
                CHECK((res.pot[k].eligible & ~res.pot[k - 1].eligible) == 0,
                      "table %d, pot %d: eligible %#x, pot %d's %#x", it, k, (unsigned)res.pot[k].eligible, k - 1,
                      (unsigned)res.pot[k - 1].eligible);
            pots += res.pot[k].amount;
        }
        for (int i = 0; i < n; i++) {
            won += res.won[i];
            ret += res.returned[i];
        }
        CHECK(pots + ret == res.total, "table %d: pots %lld + returned %lld, total %lld", it, (long long)pots,
              (long long)ret, (long long)res.total);
        CHECK(won == pots, "table %d: won %lld, pots %lld", it, (long long)won, (long long)pots);
    }
}
END_TEST

int main(void)
{
    Suite *s = suite_create("pots");
    TCase *tc = tcase_create("side pots and betting rules");
    tcase_add_test(tc, the_source_side_pot_example_gives_1530_to_A_and_1000_to_B);
    tcase_add_test(tc, three_all_ins_of_different_sizes_make_three_pots);
    tcase_add_test(tc, folded_contributors_feed_the_pots_but_win_none);
    tcase_add_test(tc, a_split_pot_gives_the_odd_chips_to_the_first_winners_left_of_the_button);
    tcase_add_test(tc, heads_up_the_odd_chip_goes_to_the_big_blind);
    tcase_add_test(tc, an_uncalled_bet_goes_back_to_its_owner);
    tcase_add_test(tc, the_invalid_raise_example_leaves_A_only_call_or_fold);
    tcase_add_test(tc, a_full_reraise_by_C_reopens_the_betting_for_A);
    tcase_add_test(tc, short_all_ins_that_add_up_to_a_full_raise_reopen_the_betting);
    tcase_add_test(tc, turn_order_minimum_bets_and_checks_are_enforced);
    tcase_add_test(tc, bad_input_is_rejected_with_a_reason);
    tcase_add_test(tc, every_chip_ends_up_in_one_pot_and_every_pot_is_won_in_full);
    suite_add_tcase(s, tc);
    SRunner *sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
