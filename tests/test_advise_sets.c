/* test_advise_sets_slow.c - talon advise answers from the player's own
 * information set (issue 25, item 3): on self-play deals of every shipped
 * heads-up and four-player solution, at every decision of every seat, the
 * spot advise_locate builds from what that player knows (his served hand,
 * his final hand after the draw, the public history with the draw counts)
 * has the key the solver's game computes at that decision.  After the draw
 * of a file whose sets hold the served class (the heads-up files), advise
 * refuses the spot when the served hand is not given.  A deal where the
 * stock ran out and the discards were shuffled back may give a player one
 * of his own discards, which the keep rule cannot explain: advise refuses
 * those spots, and the test counts them apart (a few, never at 2 players). */
#include <check.h>
#include <stdio.h>
#include <string.h>

#include "advise.h"
#include "draw_game.h"
#include "err.h"
#include "profile.h"
#include "rng.h"

#define DEALS 300

/* The history code of action a at s, as advise reads it. */
static void code(const cfr_game *g, const draw_state *s, int a, char *buf, size_t size)
{
    char nm[32];
    g->action_name(g->ctx, s, a, nm, sizeof nm);
    const char *sp = strchr(nm, ' ');
    if (strcmp(nm, "check") == 0)
        snprintf(buf, size, "c");
    else if (strcmp(nm, "fold") == 0)
        snprintf(buf, size, "f");
    else if (strcmp(nm, "call") == 0)
        snprintf(buf, size, "=");
    else
        snprintf(buf, size, "%c%s", nm[0], sp ? sp + 1 : "");   /* open, bet, raise, draw: o1, b1, r1, d3 */
}

static int sample(const double *p, int n, double u)
{
    double c = 0;
    for (int a = 0; a < n; a++) {
        c += p[a];
        if (u < c)
            return a;
    }
    return n - 1;
}

static void walk_file(const char *name, int *decisions, int *reshuffled)
{
    char path[512], why[512];
    snprintf(path, sizeof path, "%s/strategies/solved/%s.tsf", TALON_SOURCE_DIR, name);
    draw_params dp;
    ck_assert_int_eq(profile_file_game(path, &dp, why, sizeof why), TALON_OK);
    draw_game *dg;
    cfr_game g;
    ck_assert_int_eq(draw_game_init(&dg, &dp, &g), TALON_OK);
    profile *pf;
    ck_assert_int_eq(profile_file(&pf, dg, &g, path, "eq", why, sizeof why), TALON_OK);
    bool recall = dp.abstraction == DRAW_ABS_RECALL;
    rng r;
    rng_seed(&r, 11, 1);
    for (int d = 0; d < DEALS; d++) {
        draw_state s;
        char hist[1024] = "";
        size_t hl = 0;
        g.root(g.ctx, &s);
        int who;
        while ((who = g.node(g.ctx, &s)) != CFR_TERMINAL) {
            if (who == CFR_CHANCE) {
                g.chance_sample(g.ctx, &s, &r);
                continue;
            }
            bool post = s.phase == DRAW_PH_BET2;
            uint64_t hand = post ? s.hand[who] : s.served[who], key;
            int rc = advise_locate(dg, &g, who, hand, post ? s.served[who] : 0, hist, NULL, &key, why, sizeof why);
            if (rc == TALON_E_PARSE && strstr(why, "which he discarded") && s.reshuffles) {
                ++*reshuffled;
            } else {
                ck_assert_msg(rc == TALON_OK, "%s, deal %d, seat %d, history '%s': %s", name, d, who + 1, hist, why);
                ck_assert_msg(key == g.infoset(g.ctx, &s), "%s, deal %d, seat %d, history '%s': key %016llx, the "
                              "solver's %016llx", name, d, who + 1, hist, (unsigned long long)key,
                              (unsigned long long)g.infoset(g.ctx, &s));
                ++*decisions;
            }
            if (post && recall) {   /* without the served hand: refused, not answered from another set */
                ck_assert_int_eq(advise_locate(dg, &g, who, hand, 0, hist, NULL, &key, why, sizeof why),
                                 TALON_E_PARSE);
                ck_assert_ptr_nonnull(strstr(why, "--served"));
            }
            double p[CFR_MAX_ACTIONS];
            int n;
            profile_action_probs(pf, &s, p, &n);
            int a = sample(p, n, rng_double(&r));
            char c[24];
            code(&g, &s, a, c, sizeof c);
            hl += (size_t)snprintf(hist + hl, sizeof hist - hl, "%s%s", hl ? "," : "", c);
            g.act(g.ctx, &s, a);
        }
    }
    profile_free(pf);
    draw_game_free(dg);
}

START_TEST(advise_finds_the_solver_s_set_at_every_decision_of_self_play)
{
    static const char *const FILES[] = {"draw-2p-32-pot", "draw-2p-32-half", "draw-4p-32-pot", "draw-4p-32-half"};
    for (size_t f = 0; f < sizeof FILES / sizeof FILES[0]; f++) {
        int decisions = 0, reshuffled = 0;
        walk_file(FILES[f], &decisions, &reshuffled);
        ck_assert_int_gt(decisions, 2 * DEALS);
        ck_assert_int_le(reshuffled, decisions / 50);   /* a few, from reshuffled discards only */
        if (FILES[f][5] == '2')
            ck_assert_int_eq(reshuffled, 0);
        printf("%s: %d decisions placed in the solver's set, %d after a reshuffle refused\n", FILES[f], decisions,
               reshuffled);
    }
}
END_TEST

int main(void)
{
    Suite *s = suite_create("advise_sets");
    TCase *tc = tcase_create("self-play");
    tcase_set_timeout(tc, 600);
    tcase_add_test(tc, advise_finds_the_solver_s_set_at_every_decision_of_self_play);
    suite_add_tcase(s, tc);
    SRunner *sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? 1 : 0;
}
