/* test_draw_game.c - the draw-poker game of the CFR solver (draw_game.h):
 * the keep rule on hand-picked hands, real deals (no card twice, the
 * re-shuffle at 8 players and 52 cards), zero-sum payoffs, the betting
 * rules, information-set keys, parameter checks, and a driver that plays
 * random legal actions through the cfr_game callbacks only, as the solver
 * does, at every table size of the article. */
#include <check.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "card.h"
#include "check_extra.h"
#include "combo.h"
#include "draw_game.h"
#include "err.h"
#include "eval.h"
#include "rng.h"
#include "rules.h"
#include "strategy.h"
#include "table.h"

/* A check that costs nothing when it passes (Check's ck_assert_* record
 * every passing assertion through a pipe, too slow for the millions of
 * checks of the random-play loops). */
#define REQ(c)                                                           \
    do {                                                                 \
        if (!(c))                                                        \
            ck_abort_msg("%s:%d: failed: %s", __FILE__, __LINE__, #c);   \
    } while (0)

static rules mk(int deck)
{
    rules r;
    REQ((rules_init(&r, deck, true, ORDER_MODERN)) == (TALON_OK));
    return r;
}

static uint64_t hand(const char *s)
{
    uint64_t m;
    int n;
    ck_assert_msg(card_parse(s, CARD_AUTO, &m, &n, NULL) == TALON_OK, "bad test hand %s", s);
    REQ((n) == (5));
    return m;
}

static uint64_t cards(const char *s)
{
    uint64_t m;
    REQ(card_parse(s, CARD_AUTO, &m, NULL, NULL) == TALON_OK);
    return m;
}

static draw_game *game(int players, int deck, cfr_game *g)
{
    rules r = mk(deck);
    draw_params p;
    draw_params_default(&p, players, &r);
    draw_game *dg;
    REQ((draw_game_init(&dg, &p, g)) == (TALON_OK));
    return dg;
}

/* ---- the keep rule ------------------------------------------------------------- */

START_TEST(the_keep_rule_keeps_a_pat_straight_when_drawing_none)
{
    cfr_game g;
    for (int deck = 32; deck <= 52; deck += 20) {
        draw_game *dg = game(2, deck, &g);
        uint64_t h = hand("9s8hThJdQc");
        REQ((draw_game_keep(dg, h, 0)) == (h));
        REQ((draw_game_keep(dg, h, 5)) == (0));
        /* Breaking it: four of the straight, never the top card alone. */
        REQ((card_count(draw_game_keep(dg, h, 1))) == (4));
        draw_game_free(dg);
    }
}
END_TEST

START_TEST(the_keep_rule_keeps_the_pair_when_drawing_three_from_a_pair)
{
    cfr_game g;
    for (int deck = 32; deck <= 52; deck += 20) {
        draw_game *dg = game(2, deck, &g);
        REQ((draw_game_keep(dg, hand("KsKh7d9cAs"), 3)) == (cards("KsKh")));
        REQ((draw_game_keep(dg, hand("7s7hQdJcAs"), 3)) == (cards("7s7h")));
        /* Two pair drawing one keeps both pairs; trips drawing two keep the trips. */
        REQ((draw_game_keep(dg, hand("QsQhJdJc8s"), 1)) == (cards("QsQhJdJc")));
        REQ((draw_game_keep(dg, hand("9s9h9dKcAs"), 2)) == (cards("9s9h9d")));
        draw_game_free(dg);
    }
}
END_TEST

START_TEST(the_keep_rule_keeps_four_to_a_flush_when_drawing_one)
{
    cfr_game g;
    draw_game *dg = game(2, 52, &g);
    REQ((draw_game_keep(dg, hand("AsKs7s4s9h"), 1)) == (cards("AsKs7s4s")));
    draw_game_free(dg);
    dg = game(2, 32, &g);
    REQ((draw_game_keep(dg, hand("AsKs9s8sTh"), 1)) == (cards("AsKs9s8s")));
    draw_game_free(dg);
}
END_TEST

START_TEST(the_keep_rule_keeps_cards_of_the_hand_and_the_right_number)
{
    cfr_game g;
    draw_game *dg = game(2, 40, &g);
    const rules *r = &draw_game_params(dg)->r;
    rng gen;
    rng_seed(&gen, 11, 3);
    for (int t = 0; t < 20000; t++) {
        uint64_t h = 0;
        while (card_count(h) < 5)
            h |= (1ULL << (16 * rng_bounded(&gen, 4) + RANK_5 + rng_bounded(&gen, 10))) & r->deck;
        for (int k = 0; k <= 5; k++) {
            uint64_t kept = draw_game_keep(dg, h, k);
            REQ((kept & ~h) == (0));
            REQ((card_count(kept)) == (5 - k));
        }
    }
    draw_game_free(dg);
}
END_TEST

/* The keep rule against its definition, by brute force on the real suits
 * (no suit classes): E(K) = mean strength of K plus every completion from
 * the deck minus K; the kept set must reach the largest E of its size. */
static double brute_e(const draw_game *dg, const rules *r, uint64_t K)
{
    int L[DECK_MAX];
    int n = card_list(r->deck & ~K, L), m = 5 - card_count(K);
    double sum = 0;
    long cnt = 0;
    int idx[4];
    for (int i = 0; i < m; i++)
        idx[i] = i;
    for (;;) {
        uint64_t h = K;
        for (int i = 0; i < m; i++)
            h |= 1ULL << L[idx[i]];
        sum += draw_game_strength(dg, h);
        cnt++;
        int i = m - 1;   /* next m-subset in lexicographic order */
        while (i >= 0 && idx[i] == n - m + i)
            i--;
        if (i < 0)
            break;
        idx[i]++;
        for (int j = i + 1; j < m; j++)
            idx[j] = idx[j - 1] + 1;
    }
    return sum / cnt;
}

START_TEST(the_keep_rule_reaches_the_best_expectation_by_brute_force)
{
    cfr_game g;
    draw_game *dg = game(2, 32, &g);
    const rules *r = &draw_game_params(dg)->r;
    rng gen;
    rng_seed(&gen, 8, 8);
    for (int t = 0; t < 40; t++) {
        uint64_t h = 0;
        while (card_count(h) < 5)
            h |= 1ULL << (16 * rng_bounded(&gen, 4) + RANK_7 + rng_bounded(&gen, 8));
        int c[5];
        card_list(h, c);
        for (int k = 1; k <= 4; k++) {
            double best = -1, got = brute_e(dg, r, draw_game_keep(dg, h, k));
            for (unsigned pm = 0; pm < 32; pm++) {
                if (__builtin_popcount(pm) != 5 - k)
                    continue;
                uint64_t K = 0;
                for (int i = 0; i < 5; i++)
                    K |= (pm >> i & 1) ? 1ULL << c[i] : 0;
                double e = brute_e(dg, r, K);
                best = e > best ? e : best;
            }
            ck_assert_msg(got >= best - 1e-12, "hand %d k %d: kept %.9f, best %.9f", t, k, got, best);
        }
    }
    draw_game_free(dg);
}
END_TEST

START_TEST(strength_follows_the_hand_order_and_lies_in_0_1)
{
    cfr_game g;
    draw_game *dg = game(2, 52, &g);
    const rules *r = &draw_game_params(dg)->r;
    REQ(draw_game_strength(dg, hand("AsKsQsJsTs")) > 0.999);
    REQ(draw_game_strength(dg, hand("7s5h4d3c2s")) < 0.001);
    rng gen;
    rng_seed(&gen, 5, 5);
    for (int t = 0; t < 20000; t++) {
        uint64_t a = 0, b = 0;
        while (card_count(a) < 5)
            a |= 1ULL << (16 * rng_bounded(&gen, 4) + rng_bounded(&gen, 13));
        while (card_count(b) < 5)
            b |= 1ULL << (16 * rng_bounded(&gen, 4) + rng_bounded(&gen, 13));
        uint32_t va = eval5(r, a), vb = eval5(r, b);
        double sa = draw_game_strength(dg, a), sb = draw_game_strength(dg, b);
        REQ(sa >= 0 && sa < 1);
        REQ((va > vb) == (sa > sb) && (va == vb) == (sa == sb));
    }
    draw_game_free(dg);
}
END_TEST

/* Every hand of the deck: the same class, keeps and strength in a and b. */
static void same_tables_as(const draw_game *a, const draw_game *b)
{
    const rules *r = &draw_game_params(a)->r;
    REQ(draw_game_classes(a) == draw_game_classes(b));
    combo5 it;
    for (bool more = combo5_first(&it, r->deck); more; more = combo5_next(&it)) {
        REQ(draw_game_class_of(a, it.hand) == draw_game_class_of(b, it.hand));
        REQ(draw_game_strength(a, it.hand) == draw_game_strength(b, it.hand));
        for (int k = 1; k <= 4; k++)
            REQ(draw_game_keep(a, it.hand, k) == draw_game_keep(b, it.hand, k));
    }
    char na[64], nb[64];
    for (int k = 0; k < draw_game_classes(a); k++)
        ck_assert_str_eq(draw_game_class_name(a, k, na, sizeof na), draw_game_class_name(b, k, nb, sizeof nb));
}

START_TEST(a_game_built_like_another_is_the_game_built_alone)
{
    cfr_game g, gl, gf;
    draw_game *first = game(2, 32, &g);
    /* Same rules, other players and the fine abstraction: tables copied. */
    rules r = mk(32);
    draw_params p;
    draw_params_default(&p, 4, &r);
    p.abstraction = DRAW_ABS_FINE;
    draw_game *like, *alone;
    REQ(draw_game_init_like(&like, &p, &gl, first) == TALON_OK);
    REQ(draw_game_init(&alone, &p, &gf) == TALON_OK);
    same_tables_as(like, alone);
    draw_game_free(like);
    draw_game_free(alone);
    /* Other rules (ace-low off): built, not copied. */
    REQ(rules_init(&r, 32, false, ORDER_MODERN) == TALON_OK);
    draw_params_default(&p, 2, &r);
    REQ(draw_game_init_like(&like, &p, &gl, first) == TALON_OK);
    REQ(draw_game_init(&alone, &p, &gf) == TALON_OK);
    same_tables_as(like, alone);
    draw_game_free(like);
    draw_game_free(alone);
    draw_game_free(first);
}
END_TEST

static const char *class_name(const draw_game *dg, const char *h, char buf[64])
{
    return draw_game_class_name(dg, draw_game_class_of(dg, hand(h)), buf, 64);
}

START_TEST(classes_split_the_hands_as_documented)
{
    cfr_game g;
    draw_game *dg = game(2, 52, &g);
    char buf[64];
    REQ((draw_game_classes(dg)) == (51));
    ck_assert_str_eq(class_name(dg, "KsKh7d9cAs", buf), "pair K");
    ck_assert_str_eq(class_name(dg, "AsKs7s4s9h", buf), "flush draw");
    ck_assert_str_eq(class_name(dg, "9s9h7s4sKs", buf), "pair + flush draw");
    ck_assert_str_eq(class_name(dg, "8s9hTdJc2s", buf), "open draw");
    ck_assert_str_eq(class_name(dg, "8s9sTsJs2h", buf), "sf draw");
    ck_assert_str_eq(class_name(dg, "AsJh8d5c2s", buf), "high A");
    ck_assert_str_eq(class_name(dg, "QsQhJdJc8s", buf), "two pair Q");
    ck_assert_str_eq(class_name(dg, "QsQhQdJc8s", buf), "trips");
    ck_assert_str_eq(class_name(dg, "QsQhQdJcJs", buf), "full");
    draw_game_free(dg);

    /* The fine abstraction: one class per hand up to suits. */
    rules r = mk(32);
    draw_params p;
    draw_params_default(&p, 2, &r);
    p.abstraction = DRAW_ABS_FINE;
    REQ((draw_game_init(&dg, &p, &g)) == (TALON_OK));
    REQ((draw_game_class_of(dg, hand("AsKs9d8c7h"))) == (draw_game_class_of(dg, hand("AhKh9c8s7d"))));
    REQ((draw_game_class_of(dg, hand("AsKs9d8c7h"))) != (draw_game_class_of(dg, hand("AsKh9d8c7h"))));
    draw_game_free(dg);
}
END_TEST

/* ---- real deals ---------------------------------------------------------------- */

/* The cards right after the serve: every card of the deck is in exactly one
 * place, and the replacements came from the stock or the discards. */
static void check_served(const draw_game *dg, const draw_state *s, int P)
{
    const rules *r = &draw_game_params(dg)->r;
    uint64_t all = 0, finals = 0, mucked = 0;
    int asked = 0, fours = 0, nin = 0;
    for (int i = 0; i < P; i++) {
        REQ((card_count(s->served[i])) == (5));
        REQ((s->served[i] & all) == (0));   /* served hands disjoint */
        all |= s->served[i];
        if (!(s->in >> i & 1)) {
            mucked |= s->served[i];
            continue;
        }
        nin++;
        REQ((card_count(s->hand[i])) == (5));
        REQ((s->hand[i] & finals) == (0));  /* final hands disjoint */
        finals |= s->hand[i];
        uint64_t got = s->hand[i] & ~s->served[i];
        REQ((got & ~s->drawn) == (0));
        REQ((card_count(got)) <= (s->ndraw[i]));
        REQ((s->ndraw[i]) <= (draw_game_params(dg)->max_draw));
        asked += s->ndraw[i];
        fours += s->ndraw[i] >= 4;
    }
    uint64_t stock0 = r->deck & ~all;
    REQ((all & ~r->deck) == (0));
    REQ((fours) <= (1));
    REQ((finals & mucked) == (0));
    REQ((s->stock & (finals | mucked)) == (0));
    REQ((s->discards & mucked) == (0));
    REQ((s->drawn & ~(stock0 | s->discards)) == (0));
    if (s->reshuffles == 0) {
        REQ((s->drawn & ~stock0) == (0));   /* discards only once the stock is out */
        REQ((card_count(s->drawn)) == (asked));
    }
    uint64_t out = s->discards & ~(s->stock | finals);
    REQ((card_count(finals) + card_count(s->stock) + card_count(mucked) + card_count(out)) == (r->deck_size));
    REQ((finals | s->stock | mucked | out) == (r->deck));
    REQ((card_count(finals)) == (5 * nin));
}

typedef struct play_stats {
    long deals, voids, served, reshuffles, fours, burns, decisions;
} play_stats;

/* Random legal actions through the callbacks only (a byte buffer state, as
 * the solver has); the invariants after every serve and at the end. */
static void random_play(const cfr_game *g, const draw_game *dg, long deals, uint64_t seed, play_stats *st)
{
    unsigned char buf[4096] __attribute__((aligned(16)));
    REQ((g->state_size) <= (sizeof buf));
    const draw_state *s = (const draw_state *)buf;
    rng gen;
    rng_seed(&gen, seed, 7);
    for (long d = 0; d < deals; d++) {
        g->root(g->ctx, buf);
        int who, steps = 0;
        while ((who = g->node(g->ctx, buf)) != CFR_TERMINAL) {
            REQ((++steps) < (200));
            if (who == CFR_CHANCE) {
                REQ((g->chance_count(g->ctx, buf)) == (0));
                int was_serve = s->phase == DRAW_PH_SERVE;
                g->chance_sample(g->ctx, buf, &gen);
                if (was_serve) {
                    check_served(dg, s, g->players);
                    st->served++;
                    st->reshuffles += s->reshuffles > 0;
                    st->fours += s->four >= 0;
                    st->burns += s->burnt;
                }
                continue;
            }
            REQ(who >= 0 && who < g->players);
            int na = g->actions(g->ctx, buf);
            REQ(na >= 1 && na <= CFR_MAX_ACTIONS);
            REQ((g->infoset(g->ctx, buf)) != (0));
            g->act(g->ctx, buf, (int)rng_bounded(&gen, (uint32_t)na));
            st->decisions++;
        }
        double u[CFR_MAX_PLAYERS], sum = 0, scale = 0;
        g->payoff(g->ctx, buf, u);
        for (int i = 0; i < g->players; i++) {
            sum += u[i];
            scale += fabs(u[i]);
            REQ(isfinite(u[i]));
        }
        CHECK(fabs(sum) <= 1e-9 * (1 + scale), "deal %ld: payoffs sum to %g (scale %g)", d, sum, scale);
        if (s->void_deal) {
            st->voids++;
            for (int i = 0; i < g->players; i++)
                REQ(u[i] == 0);
        }
        st->deals++;
    }
}

START_TEST(every_sampled_deal_is_a_real_deal_at_every_deck_and_table_size)
{
    for (int deck = 32; deck <= 52; deck += 4)
        for (int P = 2; P <= 8 && 5 * P <= deck; P++) {
            cfr_game g;
            draw_game *dg = game(P, deck, &g);
            play_stats st = {0};
            random_play(&g, dg, 1000, (uint64_t)(deck * 10 + P), &st);
            REQ((st.served) > (0));
            draw_game_free(dg);
        }
}
END_TEST

START_TEST(eight_players_at_52_cards_run_out_of_stock_and_reshuffle_the_discards)
{
    cfr_game g;
    draw_game *dg = game(8, 52, &g);
    play_stats st = {0};
    random_play(&g, dg, 20000, 99, &st);
    REQ((st.reshuffles) > (0));
    REQ((st.fours) > (0));
    REQ((st.burns) > (0));
    draw_game_free(dg);
    /* 6 players at 32 cards: two cards of stock. */
    dg = game(6, 32, &g);
    memset(&st, 0, sizeof st);
    random_play(&g, dg, 5000, 98, &st);
    REQ((st.reshuffles) > (0));
    draw_game_free(dg);
}
END_TEST

START_TEST(the_fixed_draw_has_no_draw_decision_and_keeps_real_deals)
{
    for (int P = 2; P <= 8; P++) {
        int deck = P <= 4 ? 32 : 20 + 4 * P;
        rules r = mk(deck);
        draw_params p;
        draw_params_default(&p, P, &r);
        p.draw_fixed = 1;
        cfr_game g;
        draw_game *dg;
        REQ((draw_game_init(&dg, &p, &g)) == (TALON_OK));
        draw_state s;
        rng gen;
        rng_seed(&gen, 3, (uint64_t)P);
        for (int d = 0; d < 2000; d++) {
            g.root(g.ctx, &s);
            int who;
            while ((who = g.node(g.ctx, &s)) != CFR_TERMINAL) {
                if (who == CFR_CHANCE) {
                    int was_serve = s.phase == DRAW_PH_SERVE;
                    g.chance_sample(g.ctx, &s, &gen);
                    if (was_serve) {
                        check_served(dg, &s, P);
                        /* the draw counts are public: one history byte per player in */
                        REQ((s.bet2_at - s.draw_at) == (__builtin_popcount(s.in)));
                        for (int i = s.draw_at; i < s.bet2_at; i++)
                            REQ((s.hist[i] & 0xf0) == (DRAW_H_DRAW));
                    }
                    continue;
                }
                REQ(s.phase != DRAW_PH_DRAW);
                g.act(g.ctx, &s, (int)rng_bounded(&gen, (uint32_t)g.actions(g.ctx, &s)));
            }
        }
        draw_game_free(dg);
    }
}
END_TEST


/* The serve against the table dealer (table.c) it follows: eight and seven
 * players at 52 cards, everyone in, the same fixed strategy (forced, as a table
 * where nobody folds): the rates of re-shuffles, four-card draws and burns
 * and of final categories agree within 5 standard errors. */
static void count_final(const rules *r, uint64_t fin, long *cat)
{
    cat[eval_category(r, eval5(r, fin))]++;
}

static void same_rate(long a, long b, long n, const char *what)
{
    double pa = (double)a / n, pb = (double)b / n, p = (pa + pb) / 2;
    double se = sqrt(p * (1 - p) * 2.0 / n) + 1e-9;
    if (getenv("DRAW_GAME_VERBOSE"))
        fprintf(stderr, "%s: game %.5f, table %.5f (se %.5f)\n", what, pa, pb, se);
    ck_assert_msg(fabs(pa - pb) <= 5 * se, "%s: game %.5f, table %.5f (se %.5f)", what, pa, pb, se);
}

START_TEST(the_serve_matches_the_table_dealer_in_distribution)
{
    const int P = _i ? 7 : 8;   /* re-shuffles in almost every deal at 8, some at 7 */
    const long n = 40000;
    rules r = mk(52);
    strategy st;
    ck_assert_int_eq(strategy_preset("standard", &st), TALON_OK);
    /* The game: seat 0 opens, everyone calls, the draw by the strategy. */
    draw_params p;
    draw_params_default(&p, P, &r);
    p.draw_fixed = 1;
    p.fixed = &st;
    cfr_game g;
    draw_game *dg;
    ck_assert_int_eq(draw_game_init(&dg, &p, &g), TALON_OK);
    long gr = 0, gf = 0, gb = 0, gcat[EVAL_NCAT] = {0};
    draw_state s;
    rng gen;
    rng_seed(&gen, 77, 1);
    for (long d = 0; d < n; d++) {
        g.root(g.ctx, &s);
        g.chance_sample(g.ctx, &s, &gen);
        g.act(g.ctx, &s, 1);
        for (int i = 1; i < P; i++)
            g.act(g.ctx, &s, 1);
        REQ(g.node(g.ctx, &s) == CFR_CHANCE);
        g.chance_sample(g.ctx, &s, &gen);
        gr += s.reshuffles > 0;
        gf += s.four >= 0;
        gb += s.burnt;
        for (int i = 0; i < P; i++)
            count_final(&r, s.hand[i], gcat);
    }
    draw_game_free(dg);
    /* The dealer. */
    strategy_plan plan;
    ck_assert_int_eq(strategy_plan_init(&plan, &st, &r), TALON_OK);
    table t;
    ck_assert_int_eq(table_init(&t, &r, &plan, P, TABLE_FULL), TALON_OK);
    long tr = 0, tf = 0, tb = 0, tcat[EVAL_NCAT] = {0};
    table_hand h;
    rng_seed(&gen, 78, 1);
    for (long d = 0; d < n; d++) {
        table_deal(&t, &gen, NULL, &h);
        table_draw(&t, &gen, 0xff, &h);
        tr += h.reshuffles > 0;
        tf += h.four_seat >= 0;
        tb += h.burnt;
        for (int i = 0; i < P; i++)
            count_final(&r, h.seat[i].final, tcat);
    }
    table_free(&t);
    ck_assert_int_gt(tr, 100);
    same_rate(gr, tr, n, "re-shuffles");
    same_rate(gf, tf, n, "four-card draws");
    same_rate(gb, tb, n, "burns");
    for (int c = 0; c < EVAL_NCAT; c++)
        same_rate(gcat[c], tcat[c], n * P, rules_cat_key((enum eval_cat)c));
}
END_TEST

/* ---- betting ------------------------------------------------------------------- */

static void names_at(const cfr_game *g, const draw_state *s, char names[][32], int *n)
{
    *n = g->actions(g->ctx, s);
    for (int a = 0; a < *n; a++)
        g->action_name(g->ctx, s, a, names[a], 32);
}

START_TEST(an_all_check_first_round_voids_the_deal)
{
    for (int P = 2; P <= 4; P++) {
        cfr_game g;
        draw_game *dg = game(P, 32, &g);
        draw_state s;
        rng gen;
        rng_seed(&gen, 1, 1);
        g.root(g.ctx, &s);
        g.chance_sample(g.ctx, &s, &gen);
        for (int i = 0; i < P; i++) {
            REQ((g.node(g.ctx, &s)) == (i));
            g.act(g.ctx, &s, 0);   /* check */
        }
        REQ((g.node(g.ctx, &s)) == (CFR_TERMINAL));
        double u[CFR_MAX_PLAYERS];
        g.payoff(g.ctx, &s, u);
        for (int i = 0; i < P; i++)
            REQ(u[i] == 0);
        draw_game_free(dg);
    }
}
END_TEST

/* ---- fixed cards (talon advise) ------------------------------------------------ */

START_TEST(a_fixed_deal_gives_the_seat_its_hand_and_the_others_the_rest)
{
    cfr_game g;
    draw_game *dg = game(4, 32, &g);
    uint64_t h = hand("KhKd9s8c7h");
    rng gen;
    rng_seed(&gen, 7, 0);
    for (int t = 0; t < 200; t++) {
        draw_state s, ref;
        g.root(g.ctx, &s);
        REQ(draw_game_deal_fixed(dg, &s, 2, h, &gen) == TALON_OK);
        REQ(s.served[2] == h && s.hand[2] == h);
        REQ(s.pre[2] == draw_game_class_of(dg, h));
        uint64_t all = 0;
        for (int i = 0; i < 4; i++) {
            REQ(card_count(s.served[i]) == 5 && (all & s.served[i]) == 0);
            REQ(s.pre[i] == draw_game_class_of(dg, s.served[i]));
            all |= s.served[i];
        }
        REQ(s.stock == (deck_mask(32) & ~all));
        REQ(g.node(g.ctx, &s) == 0 && s.phase == DRAW_PH_BET1);
        /* Played on, the state is a real one: the serve keeps the hands apart. */
        g.act(g.ctx, &s, 2);                 /* open 1 */
        for (int i = 1; i < 4; i++)
            g.act(g.ctx, &s, 1);             /* call */
        while (g.node(g.ctx, &s) >= 0)
            g.act(g.ctx, &s, 3);             /* draw 3 */
        g.chance_sample(g.ctx, &s, &gen);
        ref = s;
        uint64_t fin = hand("AsAhAdAc7s");
        int rc = draw_game_set_final(dg, &s, 2, fin);
        bool clash = false;
        for (int i = 0; i < 4; i++)
            clash |= i != 2 && (ref.hand[i] & fin);
        if (clash) {
            REQ(rc == TALON_E_DUP && memcmp(&s, &ref, sizeof s) == 0);
            continue;
        }
        REQ(rc == TALON_OK && s.hand[2] == fin && s.value[2] == eval5(&draw_game_params(dg)->r, fin));
        REQ(s.bucket[2] == draw_game_params(dg)->post_buckets);   /* quads: the top strength bucket */
    }
    draw_state s;
    g.root(g.ctx, &s);
    REQ(draw_game_deal_fixed(dg, &s, 4, h, &gen) == TALON_E_INVAL);            /* no seat 4 of 4 */
    REQ(draw_game_deal_fixed(dg, &s, 0, hand("KhKd9s8c2h"), &gen) == TALON_E_INVAL);   /* 2h: not at 32 */
    REQ(draw_game_set_final(dg, &s, 0, h) == TALON_E_INVAL);                  /* not after the serve */
    draw_game_free(dg);
}
END_TEST

START_TEST(a_chosen_keep_is_what_the_serve_keeps)
{
    /* Free draw, 4 players: seat 1 keeps 9s8c7h of KhKd9s8c7h (the keep rule
     * would keep the kings) and gets exactly those three and two new cards;
     * the calls a state cannot take are refused, the state untouched. */
    cfr_game g;
    draw_game *dg = game(4, 32, &g);
    uint64_t h = hand("KhKd9s8c7h"), keep = cards("9s8c7h");
    REQ(draw_game_canonical(h) == draw_game_canonical(hand("KsKc9h8d7s")));   /* suits permuted */
    REQ(draw_game_canonical(h) != draw_game_canonical(hand("KhKd9s8c7s")));
    REQ(draw_game_canonical_cards(h, 31) == h && draw_game_canonical_cards(h, 0) == 0);
    rng gen;
    rng_seed(&gen, 11, 0);
    for (int t = 0; t < 300; t++) {
        draw_state s, ref;
        g.root(g.ctx, &s);
        REQ(draw_game_deal_fixed(dg, &s, 1, h, &gen) == TALON_OK);
        g.act(g.ctx, &s, 2);                 /* open 1 */
        for (int i = 1; i < 4; i++)
            g.act(g.ctx, &s, 1);             /* call */
        REQ(s.phase == DRAW_PH_DRAW && s.actor == 0);
        ref = s;
        REQ(draw_game_set_keep(dg, &s, 1, keep) == TALON_E_INVAL);   /* not its turn */
        REQ(memcmp(&s, &ref, sizeof s) == 0);
        g.act(g.ctx, &s, (int)rng_bounded(&gen, (uint32_t)g.actions(g.ctx, &s)));
        ref = s;
        REQ(draw_game_set_keep(dg, &s, 1, keep | cards("As")) == TALON_E_INVAL);   /* not in its hand */
        REQ(memcmp(&s, &ref, sizeof s) == 0);
        REQ(draw_game_set_keep(dg, &s, 1, keep) == TALON_OK);
        REQ(draw_game_set_keep(dg, &s, 2, 0) == TALON_E_INVAL);   /* one seat per state */
        g.act(g.ctx, &s, 2);                 /* draw 2 */
        while (g.node(g.ctx, &s) >= 0)
            g.act(g.ctx, &s, (int)rng_bounded(&gen, (uint32_t)g.actions(g.ctx, &s)));
        g.chance_sample(g.ctx, &s, &gen);
        REQ(s.phase == DRAW_PH_BET2);
        REQ((s.hand[1] & s.served[1]) == keep && card_count(s.hand[1]) == 5);
        REQ(s.value[1] == eval5(&draw_game_params(dg)->r, s.hand[1]));
        uint64_t all = 0;
        for (int i = 0; i < 4; i++) {
            REQ((all & s.hand[i]) == 0);
            all |= s.hand[i];
        }
    }
    draw_game_free(dg);
    /* Fixed draw: chosen at the serve; keeping nothing draws five, or three
     * (his two highest cards kept) when an earlier seat took the four. */
    rules r = mk(32);
    draw_params p;
    draw_params_default(&p, 4, &r);
    p.draw_fixed = 1;
    REQ(draw_game_init(&dg, &p, &g) == TALON_OK);
    int fives = 0, threes = 0;
    for (int t = 0; t < 2000; t++) {
        draw_state s;
        g.root(g.ctx, &s);
        g.chance_sample(g.ctx, &s, &gen);
        g.act(g.ctx, &s, 2);
        for (int i = 1; i < 4; i++)
            g.act(g.ctx, &s, 1);
        REQ(s.phase == DRAW_PH_SERVE);
        REQ(draw_game_set_keep(dg, &s, 3, 0) == TALON_OK);
        g.chance_sample(g.ctx, &s, &gen);
        uint64_t kept = s.hand[3] & s.served[3];
        if (s.four == 3) {
            REQ(s.ndraw[3] == 5 && kept == 0);
            fives++;
        } else {
            REQ(s.ndraw[3] == 3 && card_count(kept) == 2);
            uint64_t rest = s.served[3] & ~kept;   /* no card left is above a kept one */
            REQ(31 - __builtin_clz(card_ranks(rest)) <= __builtin_ctz(card_ranks(kept)));
            threes++;
        }
    }
    REQ(fives > 0 && threes > 0);
    draw_game_free(dg);
}
END_TEST

START_TEST(legal_actions_follow_the_betting_rules)
{
    cfr_game g;
    draw_game *dg = game(3, 32, &g);
    draw_state s;
    char nm[CFR_MAX_ACTIONS][32];
    int n;
    rng gen;
    rng_seed(&gen, 2, 2);
    g.root(g.ctx, &s);
    g.chance_sample(g.ctx, &s, &gen);
    names_at(&g, &s, nm, &n);
    REQ((n) == (3));
    ck_assert_str_eq(nm[0], "check");
    ck_assert_str_eq(nm[1], "open 0.5");
    ck_assert_str_eq(nm[2], "open 1");
    g.act(g.ctx, &s, 0);   /* seat 0 checks */
    g.act(g.ctx, &s, 2);   /* seat 1 opens the pot: 3 -> 6 */
    REQ(s.contrib[1] == 4.0);
    names_at(&g, &s, nm, &n);   /* seat 2: no check after an opening */
    REQ((g.node(g.ctx, &s)) == (2));
    REQ((n) == (3));
    ck_assert_str_eq(nm[0], "fold");
    ck_assert_str_eq(nm[1], "call");
    ck_assert_str_eq(nm[2], "raise 1");
    g.act(g.ctx, &s, 2);   /* raise: call 3 (pot 9), then 9 more: contribution 13 */
    REQ(s.contrib[2] == 13.0);
    REQ((g.node(g.ctx, &s)) == (0));
    names_at(&g, &s, nm, &n);   /* the cap (one raise) is reached */
    REQ((n) == (2));
    ck_assert_str_eq(nm[0], "fold");
    ck_assert_str_eq(nm[1], "call");
    g.act(g.ctx, &s, 0);   /* seat 0 folds */
    g.act(g.ctx, &s, 1);   /* seat 1 calls */
    REQ((s.phase) == (DRAW_PH_DRAW));
    REQ((g.node(g.ctx, &s)) == (1));
    names_at(&g, &s, nm, &n);
    REQ((n) == (6));
    ck_assert_str_eq(nm[4], "draw 4");
    g.act(g.ctx, &s, 4);   /* seat 1 draws four: seat 2 may draw three at most */
    names_at(&g, &s, nm, &n);
    REQ((n) == (4));
    g.act(g.ctx, &s, 3);
    REQ((g.node(g.ctx, &s)) == (CFR_CHANCE));
    g.chance_sample(g.ctx, &s, &gen);
    REQ((g.node(g.ctx, &s)) == (1));   /* round 2: the first player in left of the dealer */
    names_at(&g, &s, nm, &n);
    ck_assert_str_eq(nm[1], "bet 0.5");
    char name[256];
    g.infoset_name(g.ctx, &s, name, sizeof name);
    ck_assert_msg(strncmp(name, "seat 2 round 2 bucket ", 22) == 0 && strstr(name, "| c,o1,r1,f,= | d4,d3"),
                  "%s", name);
    g.act(g.ctx, &s, 0);
    g.act(g.ctx, &s, 0);   /* both check: showdown */
    REQ((g.node(g.ctx, &s)) == (CFR_TERMINAL));
    double u[CFR_MAX_PLAYERS];
    g.payoff(g.ctx, &s, u);
    REQ(u[0] == -1.0);
    REQ(fabs(u[0] + u[1] + u[2]) < 1e-12);
    draw_game_free(dg);

    /* max_raises 0: fold or call only. */
    rules r = mk(32);
    draw_params p;
    draw_params_default(&p, 2, &r);
    p.max_raises = 0;
    REQ((draw_game_init(&dg, &p, &g)) == (TALON_OK));
    g.root(g.ctx, &s);
    g.chance_sample(g.ctx, &s, &gen);
    g.act(g.ctx, &s, 1);
    REQ((g.actions(g.ctx, &s)) == (2));
    g.act(g.ctx, &s, 0);   /* fold: seat 0 takes the antes */
    REQ((g.node(g.ctx, &s)) == (CFR_TERMINAL));
    g.payoff(g.ctx, &s, u);
    REQ(u[0] == 1.0 && u[1] == -1.0);
    draw_game_free(dg);
}
END_TEST

/* ---- information sets -------------------------------------------------------------- */

START_TEST(keys_are_equal_for_states_the_player_cannot_tell_apart)
{
    cfr_game g;
    draw_game *dg = game(2, 32, &g);
    draw_state s, t;
    rng gen;
    rng_seed(&gen, 4, 4);
    g.root(g.ctx, &s);
    g.chance_sample(g.ctx, &s, &gen);
    g.act(g.ctx, &s, 0);    /* seat 0 checks; seat 1 to act */
    t = s;                  /* seat 0 holds something else */
    t.served[0] = t.hand[0] = hand("AsAhAdAc7s");
    t.pre[0] = (uint16_t)draw_game_class_of(dg, t.served[0]);
    REQ((g.infoset(g.ctx, &s)) == (g.infoset(g.ctx, &t)));
    t = s;                  /* seat 1 holds another hand of its class */
    t.pre[1] = (uint16_t)(s.pre[1] == 0 ? 1 : 0);
    REQ((g.infoset(g.ctx, &s)) != (g.infoset(g.ctx, &t)));
    /* Another history (seat 0 opens instead), seat 1 with the same hand. */
    g.root(g.ctx, &t);
    g.chance_sample(g.ctx, &t, &gen);
    t.served[1] = t.hand[1] = s.served[1];
    t.pre[1] = s.pre[1];
    g.act(g.ctx, &t, 1);
    REQ((g.node(g.ctx, &t)) == (1));
    REQ((g.infoset(g.ctx, &s)) != (g.infoset(g.ctx, &t)));
    draw_game_free(dg);
}
END_TEST

typedef struct kn {
    uint64_t key;
    char name[240];
} kn;

static int by_key(const void *a, const void *b)
{
    uint64_t x = ((const kn *)a)->key, y = ((const kn *)b)->key;
    return (x > y) - (x < y);
}

static int by_name(const void *a, const void *b)
{
    return strcmp(((const kn *)a)->name, ((const kn *)b)->name);
}

static int by_u64(uint64_t x, uint64_t y)
{
    return (x > y) - (x < y);
}
static int sort_col;   /* by_sort_col's column */
static int by_sort_col(const void *a, const void *b)
{
    return by_u64(((const uint64_t *)a)[sort_col], ((const uint64_t *)b)[sort_col]);
}

/* Over random play, key and name (seat, round, class, history) determine
 * each other. */
static void keys_match_names(int P, int deck, int abstraction, int history, long deals)
{
    rules r = mk(deck);
    draw_params p;
    draw_params_default(&p, P, &r);
    p.abstraction = abstraction;
    p.history = history;
    cfr_game g;
    draw_game *dg;
    REQ((draw_game_init(&dg, &p, &g)) == (TALON_OK));
    size_t cap = 400000, n = 0;
    kn *v = malloc(cap * sizeof *v);
    ck_assert_ptr_nonnull(v);
    draw_state s;
    rng gen;
    rng_seed(&gen, 21, (uint64_t)P);
    for (long d = 0; d < deals && n < cap; d++) {
        g.root(g.ctx, &s);
        int who;
        while ((who = g.node(g.ctx, &s)) != CFR_TERMINAL) {
            if (who == CFR_CHANCE) {
                g.chance_sample(g.ctx, &s, &gen);
                continue;
            }
            if (n < cap) {
                v[n].key = g.infoset(g.ctx, &s);
                g.infoset_name(g.ctx, &s, v[n].name, sizeof v[n].name);
                n++;
            }
            g.act(g.ctx, &s, (int)rng_bounded(&gen, (uint32_t)g.actions(g.ctx, &s)));
        }
    }
    qsort(v, n, sizeof *v, by_key);
    long distinct = 0;
    for (size_t i = 1; i < n; i++) {
        if (v[i].key == v[i - 1].key && strcmp(v[i].name, v[i - 1].name) != 0)
            ck_abort_msg("key collision: %s / %s", v[i].name, v[i - 1].name);
        if (v[i].key != v[i - 1].key)
            distinct++;
    }
    REQ((distinct) > (100));
    qsort(v, n, sizeof *v, by_name);
    for (size_t i = 1; i < n; i++)
        if (strcmp(v[i].name, v[i - 1].name) == 0)
            REQ((v[i].key) == (v[i - 1].key));
    free(v);
    draw_game_free(dg);
}

START_TEST(keys_differ_exactly_when_seat_round_class_or_history_differ)
{
    keys_match_names(2, 32, DRAW_ABS_CLASSES, DRAW_HIST_FULL, 20000);   /* exact keys */
    keys_match_names(2, 52, DRAW_ABS_FINE, DRAW_HIST_FULL, 20000);      /* exact keys, 134 459 classes */
    keys_match_names(4, 32, DRAW_ABS_CLASSES, DRAW_HIST_FULL, 20000);   /* hashed keys past 12 events */
    keys_match_names(8, 52, DRAW_ABS_CLASSES, DRAW_HIST_FULL, 5000);
    /* the summary history: its names say exactly what its keys keep */
    keys_match_names(3, 32, DRAW_ABS_CLASSES, DRAW_HIST_SUMMARY, 20000);
    keys_match_names(5, 40, DRAW_ABS_CLASSES, DRAW_HIST_SUMMARY, 20000);
    keys_match_names(8, 52, DRAW_ABS_RECALL, DRAW_HIST_SUMMARY, 5000);
    /* and with round 1's aggressor's seat */
    keys_match_names(4, 32, DRAW_ABS_CLASSES, DRAW_HIST_SEAT, 20000);
    keys_match_names(7, 48, DRAW_ABS_CLASSES, DRAW_HIST_SEAT, 5000);
    /* and with the whole of round 1 */
    keys_match_names(5, 40, DRAW_ABS_CLASSES, DRAW_HIST_ROUND1, 20000);
    keys_match_names(8, 52, DRAW_ABS_CLASSES, DRAW_HIST_ROUND1, 5000);
}
END_TEST

/* DRAW_HIST_SEAT and DRAW_HIST_ROUND1 lie between the two: over random play
 * at 4 players, one full-history key gives one round-1-whole key, that one
 * seat-summary key, that one summary key; round 1 keeps its keys; each finer
 * history has more draw and round-2 sets than the next coarser (at 4 players
 * the whole history about 9% more than round 1 whole); and the game lines
 * read back. */
START_TEST(the_aggressor_seat_refines_the_summary_and_coarsens_the_full_history)
{
    rules r = mk(32);
    draw_params p;
    draw_params_default(&p, 4, &r);
    enum { H = 4 };
    cfr_game g[H];
    draw_game *dg[H];
    for (int h = 0; h < H; h++) {
        p.history = h;   /* DRAW_HIST_FULL, DRAW_HIST_SUMMARY, DRAW_HIST_SEAT, DRAW_HIST_ROUND1 */
        REQ(draw_game_init(&dg[h], &p, &g[h]) == TALON_OK);
    }
    char line[400];
    draw_params back;
    char why[200];
    strategy fixed;
    REQ(draw_params_parse(draw_game_describe(dg[2], line, sizeof line), &back, &fixed, why, sizeof why) == TALON_OK);
    REQ(back.history == DRAW_HIST_SEAT);
    ck_assert_ptr_nonnull(strstr(line, "; history summarised after round 1, with the aggressor's seat"));
    REQ(draw_params_parse(draw_game_describe(dg[3], line, sizeof line), &back, &fixed, why, sizeof why) == TALON_OK);
    REQ(back.history == DRAW_HIST_ROUND1);
    ck_assert_ptr_nonnull(strstr(line, "; history summarised after round 1, with round 1 whole"));
    enum { CAP = 200000 };
    uint64_t(*k)[H] = malloc(CAP * sizeof *k);
    ck_assert_ptr_nonnull(k);
    size_t n = 0;
    draw_state s;
    rng gen;
    rng_seed(&gen, 34, 4);
    while (n < CAP) {
        g[0].root(g[0].ctx, &s);
        int who;
        while ((who = g[0].node(g[0].ctx, &s)) != CFR_TERMINAL) {
            if (who == CFR_CHANCE) {
                g[0].chance_sample(g[0].ctx, &s, &gen);
                continue;
            }
            if (n < CAP && s.phase != DRAW_PH_BET1) {
                for (int h = 0; h < H; h++)
                    k[n][h] = g[h].infoset(g[h].ctx, &s);
                n++;
            } else if (s.phase == DRAW_PH_BET1) {
                for (int h = 1; h < H; h++)
                    REQ(g[h].infoset(g[h].ctx, &s) == g[0].infoset(g[0].ctx, &s));
            }
            g[0].act(g[0].ctx, &s, (int)rng_bounded(&gen, (uint32_t)g[0].actions(g[0].ctx, &s)));
        }
    }
    /* a function of: full -> round 1 whole -> seat summary -> summary; and
     * the distinct keys of each */
    static const int chain[H] = {0, 3, 2, 1};
    long distinct[H];
    for (int c = 0; c < H; c++) {
        int col = chain[c];
        sort_col = col;
        qsort(k, n, sizeof *k, by_sort_col);
        distinct[c] = 1;
        for (size_t i = 1; i < n; i++) {
            if (c + 1 < H && k[i][col] == k[i - 1][col])
                REQ(k[i][chain[c + 1]] == k[i - 1][chain[c + 1]]);
            distinct[c] += k[i][col] != k[i - 1][col];
        }
    }
    for (int c = 1; c < H; c++)   /* strictly more; the seat over the summary by 10% */
        ck_assert_msg(distinct[c - 1] > distinct[c] + (c == H - 1 ? distinct[c] / 10 : 0),
                      "draw and round-2 sets: %ld for history %d, %ld for history %d", distinct[c - 1], chain[c - 1],
                      distinct[c], chain[c]);
    free(k);
    for (int h = 0; h < H; h++)
        draw_game_free(dg[h]);
}
END_TEST

/* The summary history forgets, never invents: over random play, states with
 * one full-history key share one summary key (the summary is a function of
 * what the full history knows), round 1 keeps the full history's keys, and
 * at 5 players the draw and round 2 have at least a third fewer sets in
 * 300 000 decisions of random play (0.62 of them here; the share falls
 * as play goes on: about 0.3 over a million deals). */
START_TEST(the_summary_history_is_a_coarsening_of_the_full_history)
{
    rules r = mk(40);
    draw_params p;
    draw_params_default(&p, 5, &r);
    cfr_game gf, gs;
    draw_game *df, *ds;
    REQ(draw_game_init(&df, &p, &gf) == TALON_OK);
    p.history = DRAW_HIST_SUMMARY;
    REQ(draw_game_init(&ds, &p, &gs) == TALON_OK);
    size_t cap = 300000, n = 0;
    kn *v = malloc(cap * sizeof *v);   /* key: the full key; name: the summary key, in hex */
    ck_assert_ptr_nonnull(v);
    draw_state s;
    rng gen;
    rng_seed(&gen, 33, 5);
    while (n < cap) {
        gf.root(gf.ctx, &s);
        int who;
        while ((who = gf.node(gf.ctx, &s)) != CFR_TERMINAL) {
            if (who == CFR_CHANCE) {
                gf.chance_sample(gf.ctx, &s, &gen);
                continue;
            }
            uint64_t kf = gf.infoset(gf.ctx, &s), ks = gs.infoset(gs.ctx, &s);
            if (s.phase == DRAW_PH_BET1)
                REQ(kf == ks);
            else
                REQ(ks >> 63 == 1);   /* hashed, never an exact round-1 code */
            if (n < cap) {
                v[n].key = kf;
                snprintf(v[n].name, sizeof v[n].name, "%d %016llx", s.phase, (unsigned long long)ks);
                n++;
            }
            gf.act(gf.ctx, &s, (int)rng_bounded(&gen, (uint32_t)gf.actions(gf.ctx, &s)));
        }
    }
    qsort(v, n, sizeof *v, by_key);
    long full = 0;
    for (size_t i = 0; i < n; i++) {
        if (i && v[i].key == v[i - 1].key)
            REQ(strcmp(v[i].name, v[i - 1].name) == 0);
        full += v[i].name[0] != '1' && (i == 0 || v[i].key != v[i - 1].key);
    }
    qsort(v, n, sizeof *v, by_name);
    long summ = 0;
    for (size_t i = 0; i < n; i++)
        summ += v[i].name[0] != '1' && (i == 0 || strcmp(v[i].name, v[i - 1].name) != 0);
    ck_assert_msg(summ * 3 < full * 2, "draw and round-2 sets: %ld summarised, %ld full", summ, full);
    free(v);
    draw_game_free(df);
    draw_game_free(ds);
}
END_TEST

START_TEST(the_heads_up_information_sets_are_counted_exactly)
{
    cfr_game g;
    draw_game *dg = game(2, 32, &g);
    draw_infosets n;
    REQ((draw_game_count_infosets(dg, 1000000, &n)) == (TALON_OK));
    /* Round 1: seat 0 (1 node); after c, o0.5, o1 (3); after c-o0.5, c-o1,
     * o0.5-r1, o1-r1 (4); after c-o0.5-r1, c-o1-r1 (2). */
    REQ((n.public_nodes[0]) == (10));
    REQ((n.classes[0]) == (51));
    REQ((n.classes[2]) == (10));   /* 8 strength buckets, no-win and straight flush */
    REQ((n.total) == ((n.public_nodes[0] + n.public_nodes[1]) * 51 + n.public_nodes[2] * 10));
    REQ(n.total == 28966);
    REQ((draw_game_count_infosets(dg, 10, &n)) == (TALON_E_RANGE));
    draw_game_free(dg);

    /* The suit classes: 10 808 at 32 cards; and three players. */
    rules r = mk(32);
    draw_params p;
    draw_params_default(&p, 2, &r);
    p.abstraction = DRAW_ABS_FINE;
    REQ(draw_game_init(&dg, &p, &g) == TALON_OK);
    REQ(draw_game_count_infosets(dg, 1000000, &n) == TALON_OK);
    REQ(n.classes[0] == 10808 && n.total == 66 * 10808 + 2560 * 10);
    draw_game_free(dg);
    draw_params_default(&p, 3, &r);
    REQ(draw_game_init(&dg, &p, &g) == TALON_OK);
    REQ(draw_game_count_infosets(dg, 10000000, &n) == TALON_OK);
    REQ(n.public_nodes[0] == 63 && n.public_nodes[1] == 996 && n.public_nodes[2] == 194880);
    draw_game_free(dg);
}
END_TEST

/* ---- parameters -------------------------------------------------------------------- */

START_TEST(bad_parameters_are_refused_with_a_code)
{
    rules r = mk(32);
    draw_params p;
    cfr_game g;
    draw_game *dg = (draw_game *)&g;
    int bad_players[] = {0, 1, 7, 9, -3};
    for (size_t i = 0; i < sizeof bad_players / sizeof *bad_players; i++) {
        draw_params_default(&p, bad_players[i], &r);
        REQ((draw_game_init(&dg, &p, &g)) == (TALON_E_RANGE));
        ck_assert_ptr_null(dg);
    }
    double bad_sizes[] = {0, -1, NAN, INFINITY, 1e6};
    for (size_t i = 0; i < sizeof bad_sizes / sizeof *bad_sizes; i++) {
        draw_params_default(&p, 2, &r);
        p.open_sizes[1] = bad_sizes[i];
        REQ((draw_game_init(&dg, &p, &g)) == (TALON_E_RANGE));
        draw_params_default(&p, 2, &r);
        p.raise_sizes[0] = bad_sizes[i];
        REQ((draw_game_init(&dg, &p, &g)) == (TALON_E_RANGE));
    }
    struct { int *f; int v; } bad[] = {
        {&p.n_open, 0}, {&p.n_open, 5}, {&p.n_raise, 0}, {&p.n_raise, 5}, {&p.max_raises, -1},
        {&p.max_raises, 5}, {&p.max_draw, 2}, {&p.max_draw, 6}, {&p.post_buckets, 0},
        {&p.post_buckets, 4097}, {&p.post_power, 0}, {&p.post_power, 8}, {&p.abstraction, 3}, {&p.draw_fixed, 2},
        {&p.quads_apart, 2}, {&p.quads_apart, -1},
    };
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        draw_params_default(&p, 2, &r);
        *bad[i].f = bad[i].v;
        REQ((draw_game_init(&dg, &p, &g)) == (TALON_E_RANGE));
    }
    draw_params_default(&p, 2, NULL);   /* rules not built */
    REQ((draw_game_init(&dg, &p, &g)) == (TALON_E_INVAL));
    draw_params_default(&p, 2, &r);
    REQ((draw_game_init(NULL, &p, &g)) == (TALON_E_INVAL));
    REQ((draw_game_init(&dg, NULL, &g)) == (TALON_E_INVAL));
    REQ((draw_game_init(&dg, &p, NULL)) == (TALON_E_INVAL));
    draw_game_free(NULL);
    /* The limits themselves are fine. */
    p.n_open = 4;
    p.open_sizes[2] = 2;
    p.open_sizes[3] = 1000;
    p.max_raises = 4;
    p.max_draw = 3;
    p.post_buckets = 4096;
    REQ((draw_game_init(&dg, &p, &g)) == (TALON_OK));
    char buf[256];
    draw_game_describe(dg, buf, sizeof buf);
    ck_assert_msg(strstr(buf, "open 0.5,1,2,1000 pot") && strstr(buf, "draw 0..3"), "%s", buf);
    draw_game_free(dg);
}
END_TEST

/* ---- the driver: what the solver does, at every table of the article ---------------- */

START_TEST(random_legal_play_through_the_callbacks_works_at_every_table_of_the_article)
{
    for (int P = 2; P <= 8; P++) {
        int deck = deck_for_players(P);
        cfr_game g;
        draw_game *dg = game(P, deck, &g);
        REQ((g.players) == (P));
        ck_assert_str_eq(g.name, "draw");
        REQ((g.state_size) <= (512));
        play_stats st = {0};
        random_play(&g, dg, 5000, (uint64_t)P, &st);
        REQ((st.deals) == (5000));
        REQ((st.decisions) > (5000));
        REQ((st.served) > (0));
        draw_game_free(dg);
    }
}
END_TEST

START_TEST(the_recall_abstraction_keeps_the_served_class_after_the_draw)
{
    /* The same final bucket and history with two served classes: one key
     * under classes, two under recall; before the draw nothing changes.
     * The name says the served class, the game line the abstraction. */
    rules r = mk(32);
    draw_params p;
    uint64_t k[2][2], pre[2][2];
    char name[256] = "", desc[400] = "";
    for (int abs = 0; abs < 2; abs++) {
        draw_params_default(&p, 2, &r);
        p.abstraction = abs ? DRAW_ABS_RECALL : DRAW_ABS_CLASSES;
        draw_game *dg;
        cfr_game g;
        REQ((draw_game_init(&dg, &p, &g)) == (TALON_OK));
        rng gen;
        rng_seed(&gen, 7, 0);
        draw_state s;
        g.root(g.ctx, &s);
        g.chance_sample(g.ctx, &s, &gen);
        draw_state b = s;
        for (int v = 0; v < 2; v++) {
            b.pre[0] = (uint16_t)(v ? 13 : 40);   /* pair 2, two pair */
            pre[abs][v] = g.infoset(g.ctx, &b);
        }
        g.act(g.ctx, &s, 1);   /* open, call, both draw 3 */
        g.act(g.ctx, &s, 1);
        g.act(g.ctx, &s, 3);
        g.act(g.ctx, &s, 3);
        g.chance_sample(g.ctx, &s, &gen);
        REQ((g.node(g.ctx, &s)) == (0));
        for (int v = 0; v < 2; v++) {
            s.pre[0] = (uint16_t)(v ? 13 : 40);
            k[abs][v] = g.infoset(g.ctx, &s);
        }
        if (abs) {
            g.infoset_name(g.ctx, &s, name, sizeof name);
            draw_game_describe(dg, desc, sizeof desc);
            draw_infosets n;
            REQ((draw_game_count_infosets(dg, 1u << 20, &n)) == (TALON_OK));
            REQ((n.classes[2]) == (51u * 10u));
        }
        draw_game_free(dg);
    }
    REQ(k[0][0] == k[0][1]);
    REQ(k[1][0] != k[1][1]);
    REQ(pre[0][0] != pre[0][1] && pre[1][0] != pre[1][1]);
    ck_assert_msg(strstr(name, "(served pair 2)") != NULL, "%s", name);
    ck_assert_msg(strstr(desc, "straight flush, with the served class") != NULL, "%s", desc);
}
END_TEST

START_TEST(buckets_by_a_power_of_strength_spend_them_at_the_top)
{
    /* post_power K: the bucket of a final hand is 1 + min(B - 1, floor(B x
     * strength^K)) (the ends exact as before), on every hand served; the
     * game line says it and reads back; K = 1 leaves the line as it was. */
    rules r = mk(32);
    draw_params p;
    draw_params_default(&p, 4, &r);
    p.post_buckets = 32;
    p.post_power = 3;
    draw_game *dg;
    cfr_game g;
    REQ((draw_game_init(&dg, &p, &g)) == (TALON_OK));
    rng gen;
    rng_seed(&gen, 11, 0);
    int top = 0, top1 = 0;
    for (int t = 0; t < 2000; t++) {
        draw_state s;
        g.root(g.ctx, &s);
        g.chance_sample(g.ctx, &s, &gen);
        g.act(g.ctx, &s, 2);                 /* open 1 */
        for (int i = 1; i < 4; i++)
            g.act(g.ctx, &s, 1);             /* call */
        while (g.node(g.ctx, &s) >= 0)
            g.act(g.ctx, &s, 3);             /* draw 3 */
        g.chance_sample(g.ctx, &s, &gen);
        for (int i = 0; i < 4; i++) {
            double st = draw_game_strength(dg, s.hand[i]);
            int want = s.bucket[i] == 0 || s.bucket[i] == 33 ? s.bucket[i]
                                                                : 1 + (int)fmin(31, floor(32 * st * st * st));
            REQ(s.bucket[i] == want);
            top += s.bucket[i] == 32;
            top1 += s.bucket[i] != 33 && st >= 31.0 / 32;   /* the top bucket by strength itself */
        }
    }
    /* the top bucket holds strength above 31/32's cube root, 0.9896: fewer hands than above 31/32 */
    ck_assert_msg(top > 0 && top < top1, "%d in the top bucket, %d by strength itself", top, top1);
    char desc[400];
    draw_game_describe(dg, desc, sizeof desc);
    ck_assert_msg(strstr(desc, "straight flush; buckets by strength^3") != NULL, "%s", desc);
    draw_params q;
    strategy fixed;
    char why[256];
    REQ(draw_params_parse(desc, &q, &fixed, why, sizeof why) == TALON_OK && q.post_power == 3 && q.post_buckets == 32);
    draw_game_free(dg);
    char bad[400];
    snprintf(bad, sizeof bad, "%s", desc);
    char *at = strstr(bad, "strength^3");
    at[9] = '9';
    REQ(draw_params_parse(bad, &q, &fixed, why, sizeof why) == TALON_E_PARSE);
    ck_assert_msg(strstr(why, "buckets by strength^K") != NULL, "%s", why);
    p.post_power = 1;
    REQ((draw_game_init(&dg, &p, &g)) == (TALON_OK));
    draw_game_describe(dg, desc, sizeof desc);
    ck_assert_msg(strstr(desc, "strength^") == NULL, "%s", desc);
    REQ(draw_params_parse(desc, &q, &fixed, why, sizeof why) == TALON_OK && q.post_power == 1);
    draw_game_free(dg);
}
END_TEST

START_TEST(quads_apart_have_a_bucket_of_their_own)
{
    /* quads_apart: every final quads in bucket B + 1 ("quads"), a straight
     * flush in B + 2, the rest as without it (strength^K buckets, no-win);
     * B + 3 buckets in all (the recall abstraction's round-2 classes); the
     * game line says it and reads back; without it quads share the top
     * strength buckets. */
    rules r = mk(32);
    draw_params p;
    draw_params_default(&p, 2, &r);
    p.post_buckets = 32;
    p.post_power = 2;
    p.abstraction = DRAW_ABS_RECALL;
    p.quads_apart = 1;
    draw_game *dg;
    cfr_game g;
    REQ((draw_game_init(&dg, &p, &g)) == (TALON_OK));
    REQ(draw_game_post_count(&p) == 35);
    rng gen;
    rng_seed(&gen, 13, 0);
    int quads = 0, top = 0;
    for (int t = 0; t < 20000; t++) {
        draw_state s;
        g.root(g.ctx, &s);
        g.chance_sample(g.ctx, &s, &gen);
        g.act(g.ctx, &s, 1);                 /* open 1 */
        g.act(g.ctx, &s, 1);                 /* call */
        while (g.node(g.ctx, &s) >= 0)
            g.act(g.ctx, &s, 2);             /* draw 2 */
        g.chance_sample(g.ctx, &s, &gen);
        for (int i = 0; i < 2; i++) {
            int cat = eval_category(&r, s.value[i]);
            double st = draw_game_strength(dg, s.hand[i]);
            int want = cat == EVAL_STRAIGHT_FLUSH ? 34 : cat == EVAL_QUADS ? 33 : s.bucket[i] == 0 ? 0
                                                                             : 1 + (int)fmin(31, floor(32 * st * st));
            CHECK(s.bucket[i] == want, "deal %d, seat %d: bucket %d, want %d (category %d)", t, i, s.bucket[i], want,
                  cat);
            quads += cat == EVAL_QUADS;
            top += s.bucket[i] == 32;
        }
    }
    ck_assert_msg(quads > 20 && top > 20, "%d quads, %d in the top strength bucket", quads, top);
    char name[64], desc[400], why[256];
    REQ(strcmp(draw_game_bucket_name(dg, 33, name, sizeof name), "quads") == 0);
    REQ(strcmp(draw_game_bucket_name(dg, 34, name, sizeof name), "straight flush") == 0);
    REQ(strcmp(draw_game_bucket_name(dg, 32, name, sizeof name), "bucket 32/32") == 0);
    draw_infosets n;
    REQ((draw_game_count_infosets(dg, 1u << 20, &n)) == (TALON_OK));
    REQ((n.classes[2]) == (51u * 35u));
    draw_game_describe(dg, desc, sizeof desc);
    ck_assert_msg(strstr(desc, "32 buckets + no-win, quads, straight flush, with the served class") != NULL, "%s", desc);
    draw_params q;
    strategy fixed;
    REQ(draw_params_parse(desc, &q, &fixed, why, sizeof why) == TALON_OK && q.quads_apart == 1 && q.post_power == 2);
    draw_game_free(dg);
    /* without it: quads in the strength buckets, the line as before */
    p.quads_apart = 0;
    REQ((draw_game_init(&dg, &p, &g)) == (TALON_OK));
    REQ(draw_game_post_count(&p) == 34);
    REQ(strcmp(draw_game_bucket_name(dg, 33, name, sizeof name), "straight flush") == 0);
    draw_game_describe(dg, desc, sizeof desc);
    ck_assert_msg(strstr(desc, "quads") == NULL, "%s", desc);
    REQ(draw_params_parse(desc, &q, &fixed, why, sizeof why) == TALON_OK && q.quads_apart == 0);
    draw_game_free(dg);
}
END_TEST

START_TEST(serving_every_draw_pair_at_once_deals_as_the_game_serves)
{
    /* draw_game_serve_pairs against the game's own serve, on one deal, for
     * pairs of draw counts with and without the four-card rule: the joint
     * distribution of the two final buckets and the showdown's sign must be
     * the same (every cell within 5 standard errors of the difference of two
     * 200 000-sample estimates), and its hands must be real (5 cards each,
     * disjoint, kept cards as the keep rule says: asserted inside). */
    rules r = mk(32);
    draw_params p;
    draw_params_default(&p, 2, &r);
    draw_game *dg;
    cfr_game g;
    REQ((draw_game_init(&dg, &p, &g)) == (TALON_OK));
    rng gen;
    rng_seed(&gen, 21, 0);
    draw_state s0;
    g.root(g.ctx, &s0);
    g.chance_sample(g.ctx, &s0, &gen);
    const int NB = p.post_buckets + 2, pairs[][2] = {{3, 2}, {4, 3}, {1, 5}, {0, 0}, {5, 1}};
    enum { N = 200000 };
    static uint32_t h[2][12 * 12 * 3];
    for (size_t q = 0; q < sizeof pairs / sizeof pairs[0]; q++) {
        int k0 = pairs[q][0], k1 = pairs[q][1];
        memset(h, 0, sizeof h);
        for (int i = 0; i < N; i++) {
            /* the game: act the counts, serve */
            draw_state s = s0;
            g.act(g.ctx, &s, 1);
            g.act(g.ctx, &s, 1);
            g.act(g.ctx, &s, k0);
            g.act(g.ctx, &s, k1);
            g.chance_sample(g.ctx, &s, &gen);
            int sg = (s.value[0] > s.value[1]) - (s.value[0] < s.value[1]);
            h[0][(s.bucket[0] * NB + s.bucket[1]) * 3 + sg + 1]++;
            /* every pair at once */
            uint32_t val[2][6];
            uint16_t bk[2][6];
            REQ((draw_game_serve_pairs(dg, &s0, &gen, val, bk)) == (TALON_OK));
            sg = (val[0][k0] > val[1][k1]) - (val[0][k0] < val[1][k1]);
            h[1][(bk[0][k0] * NB + bk[1][k1]) * 3 + sg + 1]++;
        }
        for (int c = 0; c < NB * NB * 3; c++) {
            double a = (double)h[0][c] / N, b = (double)h[1][c] / N, m = (a + b) / 2;
            double se = sqrt(2 * m * (1 - m) / N);
            ck_assert_msg(fabs(a - b) <= 5 * se + 1e-9, "draw pair %d,%d cell %d: %g against %g", k0, k1, c, a, b);
        }
    }
    draw_state later = s0;
    g.act(g.ctx, &later, 1);
    uint32_t val[2][6];
    uint16_t bk[2][6];
    REQ((draw_game_serve_pairs(dg, &later, &gen, val, bk)) == (TALON_E_INVAL));   /* not right after the deal */
    draw_game_free(dg);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("draw_game");
    TCase *tc = tcase_create("draw game");
    tcase_set_timeout(tc, 300);
    tcase_add_test(tc, the_keep_rule_keeps_a_pat_straight_when_drawing_none);
    tcase_add_test(tc, a_game_built_like_another_is_the_game_built_alone);
    tcase_add_test(tc, the_keep_rule_keeps_the_pair_when_drawing_three_from_a_pair);
    tcase_add_test(tc, the_keep_rule_keeps_four_to_a_flush_when_drawing_one);
    tcase_add_test(tc, the_keep_rule_keeps_cards_of_the_hand_and_the_right_number);
    tcase_add_test(tc, the_keep_rule_reaches_the_best_expectation_by_brute_force);
    tcase_add_test(tc, strength_follows_the_hand_order_and_lies_in_0_1);
    tcase_add_test(tc, classes_split_the_hands_as_documented);
    tcase_add_test(tc, every_sampled_deal_is_a_real_deal_at_every_deck_and_table_size);
    tcase_add_test(tc, eight_players_at_52_cards_run_out_of_stock_and_reshuffle_the_discards);
    tcase_add_test(tc, the_fixed_draw_has_no_draw_decision_and_keeps_real_deals);
    tcase_add_loop_test(tc, the_serve_matches_the_table_dealer_in_distribution, 0, 2);
    tcase_add_test(tc, an_all_check_first_round_voids_the_deal);
    tcase_add_test(tc, a_fixed_deal_gives_the_seat_its_hand_and_the_others_the_rest);
    tcase_add_test(tc, legal_actions_follow_the_betting_rules);
    tcase_add_test(tc, keys_are_equal_for_states_the_player_cannot_tell_apart);
    tcase_add_test(tc, keys_differ_exactly_when_seat_round_class_or_history_differ);
    tcase_add_test(tc, the_aggressor_seat_refines_the_summary_and_coarsens_the_full_history);
    tcase_add_test(tc, the_summary_history_is_a_coarsening_of_the_full_history);
    tcase_add_test(tc, the_heads_up_information_sets_are_counted_exactly);
    tcase_add_test(tc, bad_parameters_are_refused_with_a_code);
    tcase_add_test(tc, the_recall_abstraction_keeps_the_served_class_after_the_draw);
    tcase_add_test(tc, buckets_by_a_power_of_strength_spend_them_at_the_top);
    tcase_add_test(tc, quads_apart_have_a_bucket_of_their_own);
    tcase_add_test(tc, serving_every_draw_pair_at_once_deals_as_the_game_serves);
    tcase_add_test(tc, a_chosen_keep_is_what_the_serve_keeps);
    tcase_add_test(tc, random_legal_play_through_the_callbacks_works_at_every_table_of_the_article);
    suite_add_tcase(s, tc);
    SRunner *sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
