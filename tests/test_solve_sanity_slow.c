/* test_solve_sanity_slow.c - the solved draw game where the answer is forced
 * (issue 15): heads-up at 32 cards, solved by MCCFR, a straight flush never
 * folds (before the draw: its own class; after it: the straight-flush
 * bucket) and a hand that cannot win a showdown (the "no-win" bucket: the
 * deck's lowest hand, which loses to or ties every other hand) never calls a
 * bet on the last round.
 *
 * How: deals with the tested seat's cards forced (draw_game_deal_fixed
 * before the draw, draw_game_set_final after it), the rest of every deal
 * random, every decision played by the solved strategy (so the spots are
 * those that arise in play; a set the solver never trained plays
 * uniformly); at each of the seat's decisions whose set was trained, the
 * average strategy's probability of the forbidden action must be exactly 0.
 * The test also requires that enough sets were checked (it cannot pass by
 * meeting none).  Labelled slow: the solve takes about 20 s on two cores. */
#include <check.h>
#include <stdio.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "card.h"
#include "cfr.h"
#include "draw_game.h"
#include "err.h"
#include "eval.h"
#include "rng.h"

static draw_game *g_dg;
static cfr_game g_g;
static cfr_solver *g_s;
static cfr_strategy *g_file;   /* when set, the decisions come from this file instead of g_s */

static void solve_once(void)
{
    if (g_s)
        return;
    rules r;
    ck_assert_int_eq(rules_init(&r, 32, true, ORDER_MODERN), TALON_OK);
    draw_params p;
    draw_params_default(&p, 2, &r);
    ck_assert_int_eq(draw_game_init(&g_dg, &p, &g_g), TALON_OK);
    cfr_config c;
    cfr_config_init(&c);
    c.iterations = 1u << 17;
    c.seed = 1;
    c.threads = 2;
    c.br_samples = 1024;
    c.first_check = 1u << 17;
    ck_assert_int_eq(cfr_init(&g_s, &g_g, &c), TALON_OK);
    static cfr_result res;
    ck_assert_int_eq(cfr_solve(g_s, &res), TALON_OK);
}

/* The index of the action named `name` at s, or -1. */
static int action_named(const void *s, const char *name)
{
    char buf[32];
    for (int a = 0; a < g_g.actions(g_g.ctx, s); a++) {
        g_g.action_name(g_g.ctx, s, a, buf, sizeof buf);
        if (strcmp(buf, name) == 0)
            return a;
    }
    return -1;
}

/* The hands of the deck with the lowest value, and the straight flushes. */
static int extremes(uint64_t *low, int *nlow, uint64_t *sf, int *nsf)
{
    const rules *r = &draw_game_params(g_dg)->r;
    uint64_t deck = r->deck;
    int cards[64], n = 0;
    for (int c = 0; c < 64; c++)
        if (deck >> c & 1)
            cards[n++] = c;
    uint32_t vmin = UINT32_MAX;
    *nlow = *nsf = 0;
    for (int pass = 0; pass < 2; pass++)
        for (int a = 4; a < n; a++)
            for (int b = 3; b < a; b++)
                for (int c = 2; c < b; c++)
                    for (int d = 1; d < c; d++)
                        for (int e = 0; e < d; e++) {
                            uint64_t h = 1ULL << cards[a] | 1ULL << cards[b] | 1ULL << cards[c] |
                                         1ULL << cards[d] | 1ULL << cards[e];
                            uint32_t v = eval5(r, h);
                            if (pass == 0) {
                                vmin = v < vmin ? v : vmin;
                                if (eval_category(r, v) == EVAL_STRAIGHT_FLUSH && *nsf < 64)
                                    sf[(*nsf)++] = h;
                            } else if (v == vmin && *nlow < 4096) {
                                low[(*nlow)++] = h;
                            }
                        }
    return n;
}

/* One random deal: seat `me` is dealt `served` (0: random) and, after the
 * serve, holds `final` (0: what the serve gave); every decision is random.
 * At each of me's decisions in round `round` (1: before the draw, 2: after)
 * where `forbidden` is legal and the set was met: its probability must be 0.
 * Returns the sets checked. */
static double g_psum;   /* the forbidden action's probabilities summed over the decisions checked */
static bool g_exact;    /* true: each must be exactly 0; false: only summed (see the no-win test) */

static int play(int me, uint64_t served, uint64_t final, int round, const char *forbidden, rng *g)
{
    unsigned char s[4096];
    int checked = 0;
    g_g.root(g_g.ctx, s);
    const draw_state *ds = (const draw_state *)s;
    if (served) {
        if (draw_game_deal_fixed(g_dg, s, me, served, g) != TALON_OK)
            return 0;
    }
    int who;
    while ((who = g_g.node(g_g.ctx, s)) != CFR_TERMINAL) {
        if (who == CFR_CHANCE) {
            g_g.chance_sample(g_g.ctx, s, g);
            if (final && ds->phase == DRAW_PH_BET2 && (ds->in >> me & 1) &&
                draw_game_set_final(g_dg, s, me, final) != TALON_OK)
                return checked;   /* the final hand shares a card with the other's */
            continue;
        }
        int n = g_g.actions(g_g.ctx, s), m;
        int in_round = ds->phase == DRAW_PH_BET1 ? 1 : ds->phase == DRAW_PH_BET2 ? 2 : 0;
        uint64_t key = g_g.infoset(g_g.ctx, s);
        double p[CFR_MAX_ACTIONS];
        bool trained = g_file ? cfr_strategy_lookup(g_file, key, p, &m) == TALON_OK
                              : cfr_strategy_trained(g_s, key) && cfr_strategy_get(g_s, key, p, &m) == TALON_OK;
        if (who == me && in_round == round) {
            int f = action_named(s, forbidden);
            if (f >= 0 && trained) {
                char name[256];
                g_g.infoset_name(g_g.ctx, s, name, sizeof name);
                ck_assert_msg(m == n && (!g_exact || p[f] == 0), "%s: %s with probability %.9f", name, forbidden,
                              p[f]);
                g_psum += p[f];
                checked++;
            }
        }
        int a = (int)(rng_double(g) * n);
        if (trained) {   /* the solved strategy's choice */
            double x = rng_double(g);
            for (a = 0; a < n - 1 && x >= p[a]; a++)
                x -= p[a];
        }
        g_g.act(g_g.ctx, s, a);
    }
    return checked;
}

START_TEST(a_straight_flush_never_folds)
{
    solve_once();
    uint64_t low[4096], sf[64];
    int nlow, nsf;
    extremes(low, &nlow, sf, &nsf);
    ck_assert_int_eq(nsf, 20);   /* 32 cards, ace-low: 5 straights (A-7-8-9-10 to 10-J-Q-K-A) x 4 suits */
    rng g;
    rng_seed(&g, 11, 1);
    g_exact = true;
    int before = 0, after = 0;
    for (int i = 0; i < 20000; i++) {
        int me = i & 1;
        before += play(me, sf[i % nsf], 0, 1, "fold", &g);
        after += play(me, 0, sf[(i / 2) % nsf], 2, "fold", &g);
    }
    /* Facing an opening or a raise: enough trained sets were checked (a
     * straight flush after the draw is rare: fewer of its sets are trained). */
    ck_assert_int_ge(before, 1000);
    ck_assert_int_ge(after, 20);
}
END_TEST

/* The shipped heads-up solution (strategies/solved/draw-2p-32-pot.tsf,
 * scripts/solve: vector CFR+, so the recall abstraction): a hand that cannot
 * win, facing a bet on the last round, in the spots that arise when both
 * seats play the file.  Every set of the file is read as written (a set it
 * does not hold plays uniformly there: the file keeps the sets its own play
 * can reach). */
START_TEST(the_shipped_heads_up_solution_s_no_win_hand_calls_in_under_1_percent_of_its_spots)
{
    draw_game *keep_dg = g_dg;
    cfr_game keep_g = g_g;
    rules r;
    ck_assert_int_eq(rules_init(&r, 32, true, ORDER_MODERN), TALON_OK);
    draw_params p;
    draw_params_default(&p, 2, &r);
    p.n_open = 1;
    p.open_sizes[0] = 1;
    p.abstraction = DRAW_ABS_RECALL;
    p.post_buckets = 32;   /* scripts/solve: the heads-up files have 32 post-draw buckets (issue 26) */
    p.post_power = 2;      /* on strength^2, so that the top one holds the top 1.6% (never.h) */
    p.quads_apart = 1;     /* quads a bucket of their own (the quads rule binds them alone) */
    ck_assert_int_eq(draw_game_init(&g_dg, &p, &g_g), TALON_OK);
    char id[512], desc[400], why[256];
    snprintf(id, sizeof id, "draw: %s", draw_game_describe(g_dg, desc, sizeof desc));
    int rc = cfr_strategy_load(TALON_SOURCE_DIR "/strategies/solved/draw-2p-32-pot.tsf", id, &g_file, why, sizeof why);
    ck_assert_msg(rc == TALON_OK, "%s", why);
    uint64_t low[4096], sf[64];
    int nlow, nsf;
    extremes(low, &nlow, sf, &nsf);
    rng g;
    rng_seed(&g, 13, 1);
    int checked = 0;
    g_exact = false;
    g_psum = 0;
    /* A million deals: the file keeps the sets its own play reaches, and a
       no-win final hand forced onto a random serve meets one about once in
       500 deals (the recall abstraction's key holds the served class). */
    for (int i = 0; i < 1000000; i++)
        checked += play(i & 1, 0, low[i % nlow], 2, "call", &g);
    fprintf(stderr, "shipped heads-up file, no-win facing a bet: %d decisions, mean call probability %.6f\n", checked,
            checked ? g_psum / checked : 0);
    ck_assert_int_ge(checked, 1000);
    ck_assert_double_lt(g_psum / checked, 0.01);
    cfr_strategy_free(g_file);
    g_file = NULL;
    draw_game_free(g_dg);
    g_dg = keep_dg;
    g_g = keep_g;
}
END_TEST

int main(void)
{
    Suite *s = suite_create("solve sanity");
    TCase *tc = tcase_create("forced answers");
    tcase_set_timeout(tc, 900);
    tcase_add_test(tc, a_straight_flush_never_folds);
    tcase_add_test(tc, the_shipped_heads_up_solution_s_no_win_hand_calls_in_under_1_percent_of_its_spots);
    suite_add_tcase(s, tc);
    SRunner *sr = srunner_create(s);
    srunner_set_fork_status(sr, CK_NOFORK);   /* one solve for both tests */
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    cfr_free(g_s);
    draw_game_free(g_dg);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
