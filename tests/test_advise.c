/* test_advise.c - advise.h: the history's parser names the first illegal
 * action, the frequencies are the file's, fold is worth exactly the chips
 * already in, a straight flush facing an opening is worth more in than out, and a seed gives
 * the same bits at 1 and 2 threads.
 *
 * The strategy file is solved here, once (heads-up at 32 cards, a few
 * hundred MCCFR iterations: a poor equilibrium, but a real file of the
 * format; the checks hold for any strategy).
 */
#include <check.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "advise.h"
#include "card.h"
#include "cfr.h"
#include "err.h"
#include "solve.h"

static char g_file[64];

static void solve_once(void)
{
    if (g_file[0])
        return;
    snprintf(g_file, sizeof g_file, "/tmp/talon_test_advise_%d.txt", (int)getpid());
    solve_params p;
    solve_params_init(&p);   /* draw, 2 players, 32 cards, the defaults */
    p.cfg.iterations = 8192;
    p.cfg.seed = 3;
    p.cfg.threads = 1;
    p.cfg.br_samples = 256;
    p.out = g_file;
    static solve_report rep;
    ck_assert_msg(solve_run(&p, &rep) == TALON_OK, "solve: %s", rep.why);
}

static uint64_t cards(const char *s)
{
    uint64_t m;
    ck_assert_int_eq(card_parse(s, CARD_AUTO, &m, NULL, NULL), TALON_OK);
    return m;
}

static void params(advise_params *p, int players, int seat, const char *hand, const char *history)
{
    rules r;
    rules_init(&r, 32, true, ORDER_MODERN);
    advise_params_init(p, players, &r);
    p->solution = g_file;
    p->seat = seat;
    p->hand = cards(hand);
    p->history = history;
    p->mc.trials = 3000;
    p->mc.seed = 5;
    p->mc.threads = 1;
}

static int run(advise_params *p, advise_report *rep)
{
    static advise_report r;
    int rc = advise_run(p, rep ? rep : &r);
    return rc;
}

/* ---- the history ------------------------------------------------------------------ */

static int parse_drawn(const char *text, const char *drawn, int *idx, int *n, char *why, size_t ws)
{
    rules r;
    rules_init(&r, 32, true, ORDER_MODERN);
    draw_params dp;
    draw_params_default(&dp, 3, &r);
    draw_game *dg;
    cfr_game g;
    ck_assert_int_eq(draw_game_init(&dg, &dp, &g), TALON_OK);
    int rc = advise_history_parse(dg, &g, text, drawn, idx, n, why, ws);
    draw_game_free(dg);
    return rc;
}

static int parse(const char *text, int *idx, int *n, char *why, size_t ws)
{
    return parse_drawn(text, NULL, idx, n, why, ws);
}

START_TEST(a_legal_history_gives_the_action_indices)
{
    int idx[DRAW_HIST_MAX], n;
    char why[256];
    /* three players: check, open half pot, call, fold; the draw; round 2 */
    ck_assert_int_eq(parse("c,o0.5,=,f,d3,d1,b1", idx, &n, why, sizeof why), TALON_OK);
    int want[] = {0, 1, 1, 0, 3, 1, 2};
    ck_assert_int_eq(n, 7);
    for (int i = 0; i < n; i++)
        ck_assert_int_eq(idx[i], want[i]);
    /* the strategy file's way of writing it (o in round 2, '|' between parts) */
    ck_assert_int_eq(parse("c,o0.5,=,f | d3,d1 | o1", idx, &n, why, sizeof why), TALON_OK);
    ck_assert_int_eq(n, 7);
    ck_assert_int_eq(parse("", idx, &n, why, sizeof why), TALON_OK);
    ck_assert_int_eq(n, 0);
    ck_assert_int_eq(parse("c,o1,r1,=,=", idx, &n, why, sizeof why), TALON_OK);
}
END_TEST

START_TEST(each_kind_of_illegal_action_is_named)
{
    int idx[DRAW_HIST_MAX], n;
    char why[256];
    static const struct {
        const char *h, *why;
    } CASES[] = {
        {"c,c,o2", "history: action 3 'o2': no open size 2 (sizes: 0.5, 1)"},
        {"c,x", "history: action 2 'x': not a code (c check, oF open F, bF bet F, f fold, = call, rF raise F, dK draw K)"},
        {"o1,c", "history: action 2 'c' is not legal here: position 2 may play f, =, r1"},
        {"o1,r1,r1", "history: action 3 'r1' is not legal here: position 3 may play f, ="},
        {"o1,r2", "history: action 2 'r2': no raise size 2 (sizes: 1)"},
        {"o1,=,=,d6", "history: action 4 'd6': no draw of 6 (draws: 0, 1, 2, 3, 4, 5)"},
        {"o1,=,=,d4,d4", "history: action 5 'd4': no draw of 4 (draws: 0, 1, 2, 3)"},
        {"c,c,c,c", "history: action 4 'c': the deal is already over"},
        {"o", "history: action 1 'o': 'o' needs a size, e.g. o0.5"},
        {"c=", "history: action 1 'c=': 'c' takes no number (c check, oF open F, bF bet F, f fold, = call, rF raise F, dK draw K)"},
    };
    for (size_t i = 0; i < sizeof CASES / sizeof CASES[0]; i++) {
        ck_assert_int_eq(parse(CASES[i].h, idx, &n, why, sizeof why), TALON_E_PARSE);
        ck_assert_str_eq(why, CASES[i].why);
    }
}
END_TEST

START_TEST(the_draw_counts_may_come_apart_from_the_history)
{
    int idx[DRAW_HIST_MAX], n, idx2[DRAW_HIST_MAX], n2;
    char why[256];
    ck_assert_int_eq(parse_drawn("c,o0.5,=,f,b1", "3,1", idx, &n, why, sizeof why), TALON_OK);
    ck_assert_int_eq(parse("c,o0.5,=,f,d3,d1,b1", idx2, &n2, why, sizeof why), TALON_OK);
    ck_assert_int_eq(n, n2);
    ck_assert(memcmp(idx, idx2, sizeof idx[0] * (size_t)n) == 0);
    ck_assert_int_eq(parse_drawn("c,o0.5,=,f", "d3,d1", idx, &n, why, sizeof why), TALON_OK);   /* the spot: round 2 */
    ck_assert_int_eq(n, 6);
    static const struct {
        const char *h, *d, *why;
    } BAD[] = {
        {"c,o1,=,f,d3", "3,1", "history: action 5 'd3': the draw counts are given by --drawn, not in the history"},
        {"c,o1", "3", "drawn: the history does not reach the draw (the betting of round 1 is not over)"},
        {"c,o1,=,f", "3,1,2", "drawn: 3 counts, but 2 players drew"},
        {"c,o1,=,=", "4,4", "drawn: count 2 'd4': no draw of 4 (draws: 0, 1, 2, 3)"},
        {"c,o1,=,=", "x", "drawn: count 1 'dx': 'd' needs a count, e.g. d3"},
    };
    for (size_t i = 0; i < sizeof BAD / sizeof BAD[0]; i++) {
        ck_assert_int_eq(parse_drawn(BAD[i].h, BAD[i].d, idx, &n, why, sizeof why), TALON_E_PARSE);
        ck_assert_str_eq(why, BAD[i].why);
    }
}
END_TEST

START_TEST(a_history_that_does_not_end_at_the_hero_is_refused)
{
    solve_once();
    advise_params p;
    advise_report rep;
    params(&p, 2, 0, "KhKd9s8c7h", "c");
    ck_assert_int_eq(run(&p, &rep), TALON_E_PARSE);
    ck_assert_str_eq(rep.why, "history: after it position 2 speaks, not position 1");
    params(&p, 2, 1, "KhKd9s8c7h", "");
    ck_assert_int_eq(run(&p, &rep), TALON_E_PARSE);
    ck_assert_str_eq(rep.why, "history: none given, so position 1 speaks, not position 2 (give the actions before "
                              "his turn, e.g. --history c)");
    params(&p, 2, 0, "KhKd9s8c7h", "c,c");
    ck_assert_int_eq(run(&p, &rep), TALON_E_PARSE);
    ck_assert_str_eq(rep.why, "history: the deal is over after it: nobody acts");
}
END_TEST

START_TEST(bad_parameters_and_files_are_refused_with_a_code)
{
    solve_once();
    advise_params p;
    advise_report rep;
    params(&p, 2, 2, "KhKd9s8c7h", "");
    ck_assert_int_eq(run(&p, &rep), TALON_E_RANGE);   /* position 3 of 2 */
    params(&p, 2, 0, "KhKd9s8c7h", "");
    p.hand |= cards("Ac");   /* six cards */
    ck_assert_int_eq(run(&p, &rep), TALON_E_RANGE);
    params(&p, 2, 0, "KhKd9s8c7h", "");
    p.solution = "/nonexistent/advise.txt";
    ck_assert_int_eq(run(&p, &rep), TALON_E_IO);
    params(&p, 3, 0, "KhKd9s8c7h", "");   /* a heads-up file for three players */
    ck_assert_int_eq(run(&p, &rep), TALON_E_INVAL);
    ck_assert_msg(strstr(rep.why, "another game") != NULL, "%s", rep.why);
}
END_TEST

/* ---- the figures ------------------------------------------------------------------- */

START_TEST(the_frequencies_are_the_files)
{
    solve_once();
    advise_params p;
    advise_report rep;
    params(&p, 2, 1, "AsAhAdKc7s", "o1");
    ck_assert_int_eq(run(&p, &rep), TALON_OK);
    ck_assert(rep.has_freq);
    cfr_strategy *st;
    char why[256];
    ck_assert_int_eq(cfr_strategy_load(g_file, rep.game_id, &st, why, sizeof why), TALON_OK);
    double q[CFR_MAX_ACTIONS];
    int n;
    ck_assert_int_eq(cfr_strategy_lookup(st, rep.key, q, &n), TALON_OK);
    ck_assert_int_eq(n, rep.nact);
    for (int a = 0; a < n; a++)
        ck_assert(rep.act[a].freq == q[a]);
    cfr_strategy_free(st);
    ck_assert_str_eq(rep.act[0].name, "fold");
    ck_assert_str_eq(rep.act[2].code, "r1");
    ck_assert_str_eq(rep.cls_name, "trips");
}
END_TEST

START_TEST(folding_is_worth_exactly_the_chips_already_in)
{
    solve_once();
    advise_params p;
    advise_report rep;
    params(&p, 2, 0, "8c9dJhQsKs", "c,o1");   /* he checked, the other opened pot: 1 ante in */
    ck_assert_int_eq(run(&p, &rep), TALON_OK);
    ck_assert_str_eq(rep.act[0].name, "fold");
    ck_assert(rep.act[0].exact && rep.act[0].ev == -1.0 && rep.act[0].lo == -1.0 && rep.act[0].hi == -1.0);
    ck_assert(rep.in == 1.0 && rep.to_call == 2.0 && rep.pot == 4.0);
    /* after a raise he has 3 in */
    params(&p, 2, 0, "8c9dJhQsKs", "o1,r1");
    ck_assert_int_eq(run(&p, &rep), TALON_OK);
    ck_assert(rep.act[0].exact && rep.act[0].ev == -3.0);
}
END_TEST

START_TEST(a_straight_flush_facing_an_opening_is_worth_more_in_than_out)
{
    /* Not "opening beats checking": with a straight flush, checking to let
     * the other seat bet can be worth more, depending on how he plays.  But
     * facing an opening, calling or raising must beat folding (-1, the ante). */
    solve_once();
    advise_params p;
    advise_report rep;
    params(&p, 2, 1, "7h8h9hThJh", "o1");
    ck_assert_int_eq(run(&p, &rep), TALON_OK);
    ck_assert_str_eq(rep.act[0].name, "fold");
    ck_assert_str_eq(rep.act[1].name, "call");
    ck_assert(rep.act[0].exact && rep.act[0].ev == -1.0);
    ck_assert_msg(rep.act[1].lo > rep.act[0].ev, "call %g [%g, %g], fold %g", rep.act[1].ev, rep.act[1].lo,
                  rep.act[1].hi, rep.act[0].ev);
    /* the spot's value is the frequency-weighted mix of the actions' values */
    double mix = 0;
    for (int a = 0; a < rep.nact; a++)
        mix += rep.act[a].freq * rep.act[a].ev;
    ck_assert_msg(fabs(mix - rep.value) < 1e-9, "%.17g vs %.17g", mix, rep.value);
}
END_TEST

START_TEST(a_round_two_spot_uses_the_final_hand)
{
    solve_once();
    advise_params p;
    advise_report rep;
    params(&p, 2, 1, "AsAhAdAc7s", "c,o1,=,d3,d2,c");
    ck_assert_int_eq(run(&p, &rep), TALON_OK);
    ck_assert_int_eq(rep.phase, DRAW_PH_BET2);
    ck_assert_int_eq(rep.cls, 8);   /* quads: the top strength bucket, 8/8 */
    ck_assert_str_eq(rep.act[1].name, "bet 0.5");
    ck_assert_str_eq(rep.act[1].code, "b0.5");
    ck_assert_msg(rep.act[2].ev > 0, "quads betting pot: %g", rep.act[2].ev);
}
END_TEST

START_TEST(a_seed_gives_the_same_bits_at_1_and_2_threads)
{
    solve_once();
    advise_params p;
    static advise_report r1, r2;
    params(&p, 2, 1, "KhKd9s8c7h", "o0.5");
    p.mc.trials = 65536 + 3000;   /* two blocks */
    ck_assert_int_eq(run(&p, &r1), TALON_OK);
    p.mc.threads = 2;
    ck_assert_int_eq(run(&p, &r2), TALON_OK);
    ck_assert(memcmp(r1.act, r2.act, sizeof r1.act) == 0);
    ck_assert(r1.value == r2.value && r1.ess == r2.ess && r1.trials == 68536);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("advise");
    TCase *tc = tcase_create("advise");
    tcase_set_timeout(tc, 600);
    tcase_add_test(tc, a_legal_history_gives_the_action_indices);
    tcase_add_test(tc, each_kind_of_illegal_action_is_named);
    tcase_add_test(tc, the_draw_counts_may_come_apart_from_the_history);
    tcase_add_test(tc, a_history_that_does_not_end_at_the_hero_is_refused);
    tcase_add_test(tc, bad_parameters_and_files_are_refused_with_a_code);
    tcase_add_test(tc, the_frequencies_are_the_files);
    tcase_add_test(tc, folding_is_worth_exactly_the_chips_already_in);
    tcase_add_test(tc, a_straight_flush_facing_an_opening_is_worth_more_in_than_out);
    tcase_add_test(tc, a_round_two_spot_uses_the_final_hand);
    tcase_add_test(tc, a_seed_gives_the_same_bits_at_1_and_2_threads);
    suite_add_tcase(s, tc);
    SRunner *sr = srunner_create(s);
    srunner_set_fork_status(sr, CK_NOFORK);   /* one solve for every test */
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    if (g_file[0])
        unlink(g_file);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
