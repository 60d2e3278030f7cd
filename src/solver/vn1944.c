/* vn1944.c - von Neumann's 1944 poker on a grid, as a cfr_game.
 *
 * The continuous game (bluff.h, BLUFF_VN1944): hands uniform on [0,1], ante
 * 1 each, seat 0 checks (showdown for the antes) or bets b; seat 1 folds or
 * calls.  Here the hands are the values (i + 1/2)/N, i = 0..N-1, dealt
 * without replacement (two chance nodes: seat 0's hand, N outcomes, then
 * seat 1's, N - 1), so a showdown always has a winner.  As N grows the
 * solution's frequencies tend to the closed form's: bluffs alpha =
 * b/((b+1)(b+4)), value bets 1 - beta = (b+2)/((b+1)(b+4)), calls 1 - gamma.
 * Information sets: key = (seat + 1) << 32 | hand.
 */
#include <stdio.h>
#include <string.h>

#include "cfr_games.h"
#include "err.h"

typedef struct vn_state {
    int16_t hand[2];   /* -1 before the deal */
    int8_t n;          /* actions so far */
    int8_t bet, call;
} vn_state;

static void v_root(const void *ctx, void *s)
{
    (void)ctx;
    vn_state *v = s;
    memset(v, 0, sizeof *v);
    v->hand[0] = v->hand[1] = -1;
}

static int v_node(const void *ctx, const void *s)
{
    (void)ctx;
    const vn_state *v = s;
    if (v->hand[1] < 0)
        return CFR_CHANCE;
    if (v->n == 0)
        return 0;
    return v->n == 1 && v->bet ? 1 : CFR_TERMINAL;
}

static int v_actions(const void *ctx, const void *s)
{
    (void)ctx;
    (void)s;
    return 2;
}

static void v_act(const void *ctx, void *s, int a)
{
    (void)ctx;
    vn_state *v = s;
    if (v->n == 0)
        v->bet = (int8_t)a;
    else
        v->call = (int8_t)a;
    v->n++;
}

static uint64_t v_infoset(const void *ctx, const void *s)
{
    (void)ctx;
    const vn_state *v = s;
    int seat = v->n;
    return (uint64_t)(seat + 1) << 32 | (uint64_t)v->hand[seat];
}

static int v_chance_count(const void *ctx, const void *s)
{
    const vn1944_ctx *c = ctx;
    const vn_state *v = s;
    return v->hand[0] < 0 ? c->buckets : c->buckets - 1;
}

static double v_chance_apply(const void *ctx, void *s, int i)
{
    const vn1944_ctx *c = ctx;
    vn_state *v = s;
    if (v->hand[0] < 0) {
        v->hand[0] = (int16_t)i;
        return 1.0 / c->buckets;
    }
    v->hand[1] = (int16_t)(i < v->hand[0] ? i : i + 1);
    return 1.0 / (c->buckets - 1);
}

static void v_chance_sample(const void *ctx, void *s, rng *g)
{
    v_chance_apply(ctx, s, (int)rng_bounded(g, (uint32_t)v_chance_count(ctx, s)));
}

static void v_payoff(const void *ctx, const void *s, double u[CFR_MAX_PLAYERS])
{
    const vn1944_ctx *c = ctx;
    const vn_state *v = s;
    double x = v->bet && v->call ? 1 + c->bet : 1;
    int w = v->bet && !v->call ? 0 : v->hand[0] > v->hand[1] ? 0 : 1;
    u[w] = x;
    u[1 - w] = -x;
}

static void v_action_name(const void *ctx, const void *s, int a, char *buf, size_t size)
{
    (void)ctx;
    const vn_state *v = s;
    snprintf(buf, size, "%s", v->n == 0 ? (a ? "bet" : "check") : (a ? "call" : "fold"));
}

static void v_infoset_name(const void *ctx, const void *s, char *buf, size_t size)
{
    const vn1944_ctx *c = ctx;
    const vn_state *v = s;
    int seat = v->n;
    snprintf(buf, size, "seat %d, hand %.6g", seat + 1, (v->hand[seat] + 0.5) / c->buckets);
}

int vn1944_game_init(cfr_game *g, const vn1944_ctx *v)
{
    if (!v || v->buckets < 2 || v->buckets > 4096 || !(v->bet > 0) || v->bet > 1e6)
        return TALON_E_RANGE;
    memset(g, 0, sizeof *g);
    g->players = 2;
    g->state_size = sizeof(vn_state);
    g->ctx = v;
    g->name = "vn1944";
    g->root = v_root;
    g->node = v_node;
    g->actions = v_actions;
    g->act = v_act;
    g->infoset = v_infoset;
    g->chance_count = v_chance_count;
    g->chance_apply = v_chance_apply;
    g->chance_sample = v_chance_sample;
    g->payoff = v_payoff;
    g->action_name = v_action_name;
    g->infoset_name = v_infoset_name;
    return TALON_OK;
}

int vn1944_thresholds(const cfr_solver *s, const vn1944_ctx *v, double *alpha, double *beta, double *gamma)
{
    double bluff = 0, value = 0, call = 0, p[CFR_MAX_ACTIONS];
    int n, N = v->buckets;
    for (int i = 0; i < N; i++) {
        if (cfr_strategy_get(s, 1ULL << 32 | (uint64_t)i, p, &n) != TALON_OK || n != 2)
            return TALON_E_RANGE;
        if (2 * i + 1 < N)
            bluff += p[1];
        else
            value += p[1];
        if (cfr_strategy_get(s, 2ULL << 32 | (uint64_t)i, p, &n) != TALON_OK || n != 2)
            return TALON_E_RANGE;
        call += p[1];
    }
    *alpha = bluff / N;
    *beta = 1 - value / N;
    *gamma = 1 - call / N;
    return TALON_OK;
}
