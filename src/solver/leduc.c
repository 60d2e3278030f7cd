/* leduc.c - Leduc hold'em (Southey et al., "Bayes' Bluff", 2005) as a
 * cfr_game: J J Q Q K K, ante 1, a private card each, a betting round
 * (bets and raises of 2), a public card, a betting round (bets of 4); at
 * most two bets a round (a bet and a raise).  Its value to the first seat
 * is about -0.0856 per deal.
 *
 * State: both cards, the board (-1 before it is dealt), the chips each has
 * put in, the round, the bets this round, whose turn, and the actions so far
 * (2 bits each: 0 check/fold, 1 call, 2 bet/raise, named k c r, a fold
 * being the last action; at most 8 a deal since a
 * round has at most 4).  Chance: the private cards (30 ordered pairs), then
 * the board (the 4 cards left).  An information set is the acting seat's
 * rank (suits never matter), the board's rank and the action sequence.
 */
#include <stdio.h>
#include <string.h>

#include "cfr_games.h"
#include "err.h"

typedef struct leduc_state {
    int8_t card[2];     /* 0..5, rank = card / 2; -1 before the deal */
    int8_t board;       /* -1 before the flop */
    int8_t round;       /* 0, 1 */
    int8_t bets;        /* bets and raises this round */
    int8_t nround;      /* actions this round */
    int8_t turn;
    int8_t folded;      /* seat that folded, or -1 */
    int8_t done;        /* the betting is over (showdown or fold) */
    int8_t n;           /* actions in the deal */
    int8_t in[2];       /* chips put in, ante included */
    uint16_t hist;      /* 2 bits an action */
} leduc_state;

static void l_root(const void *ctx, void *s)
{
    (void)ctx;
    leduc_state *l = s;
    memset(l, 0, sizeof *l);
    l->card[0] = l->card[1] = l->board = l->folded = -1;
    l->in[0] = l->in[1] = 1;
}

static int l_node(const void *ctx, const void *s)
{
    (void)ctx;
    const leduc_state *l = s;
    if (l->card[0] < 0 || (l->round == 1 && l->board < 0))
        return CFR_CHANCE;
    return l->done ? CFR_TERMINAL : l->turn;
}

static bool l_facing(const leduc_state *l)
{
    return l->in[0] != l->in[1];
}

static int l_actions(const void *ctx, const void *s)
{
    (void)ctx;
    const leduc_state *l = s;
    if (!l_facing(l))
        return 2;                 /* check, bet */
    return l->bets < 2 ? 3 : 2;   /* fold, call (, raise) */
}

static void l_act(const void *ctx, void *s, int a)
{
    (void)ctx;
    leduc_state *l = s;
    int code = l_facing(l) ? a : (a ? 2 : 0);   /* 0 check/fold, 1 call, 2 bet/raise */
    l->hist |= (uint16_t)(code << (2 * l->n));
    l->n++;
    l->nround++;
    int me = l->turn, size = l->round ? 4 : 2;
    if (code == 0 && l_facing(l)) {
        l->folded = (int8_t)me;
        l->done = 1;
        return;
    }
    bool closes = false;
    if (code == 1) {
        l->in[me] = l->in[1 - me];
        closes = true;
    } else if (code == 2) {
        l->in[me] = (int8_t)(l->in[1 - me] + size);
        l->bets++;
    } else {
        closes = l->nround == 2;   /* check, check */
    }
    l->turn = (int8_t)(1 - me);
    if (closes) {
        if (l->round == 1) {
            l->done = 1;
        } else {
            l->round = 1;
            l->bets = 0;
            l->nround = 0;
            l->turn = 0;
        }
    }
}

static uint64_t l_infoset(const void *ctx, const void *s)
{
    (void)ctx;
    const leduc_state *l = s;
    int rank = l->card[l->turn] / 2, br = l->board < 0 ? 3 : l->board / 2;
    return 1ULL << 40 | (uint64_t)rank << 28 | (uint64_t)br << 24 | (uint64_t)l->n << 16 | l->hist;
}

static int l_chance_count(const void *ctx, const void *s)
{
    (void)ctx;
    const leduc_state *l = s;
    return l->card[0] < 0 ? 30 : 4;
}

static double l_chance_apply(const void *ctx, void *s, int i)
{
    (void)ctx;
    leduc_state *l = s;
    if (l->card[0] < 0) {
        l->card[0] = (int8_t)(i / 5);
        int o = i % 5;
        l->card[1] = (int8_t)(o < l->card[0] ? o : o + 1);
        return 1.0 / 30.0;
    }
    int k = -1;   /* the i-th of the four cards left */
    for (int c = 0; c < 6; c++)
        if (c != l->card[0] && c != l->card[1] && ++k == i)
            l->board = (int8_t)c;
    return 0.25;
}

static void l_chance_sample(const void *ctx, void *s, rng *g)
{
    const leduc_state *l = s;
    l_chance_apply(ctx, s, (int)rng_bounded(g, l->card[0] < 0 ? 30 : 4));
}

static void l_payoff(const void *ctx, const void *s, double u[CFR_MAX_PLAYERS])
{
    (void)ctx;
    const leduc_state *l = s;
    int w;
    if (l->folded >= 0) {
        w = 1 - l->folded;
    } else {
        int r0 = l->card[0] / 2, r1 = l->card[1] / 2, b = l->board / 2;
        int s0 = r0 == b ? 10 + r0 : r0, s1 = r1 == b ? 10 + r1 : r1;
        if (s0 == s1) {
            u[0] = u[1] = 0;
            return;
        }
        w = s0 > s1 ? 0 : 1;
    }
    u[w] = l->in[1 - w];
    u[1 - w] = -l->in[1 - w];
}

static void l_action_name(const void *ctx, const void *s, int a, char *buf, size_t size)
{
    (void)ctx;
    const leduc_state *l = s;
    static const char *const FREE[] = {"check", "bet"}, *const FACE[] = {"fold", "call", "raise"};
    snprintf(buf, size, "%s", l_facing(l) ? FACE[a] : FREE[a]);
}

static void l_infoset_name(const void *ctx, const void *s, char *buf, size_t size)
{
    (void)ctx;
    const leduc_state *l = s;
    char h[16];
    int k = 0;
    for (int i = 0; i < l->n; i++)
        h[k++] = "kcr"[(l->hist >> (2 * i)) & 3];
    h[k] = 0;
    snprintf(buf, size, "seat %d, card %c, board %c, history %s", l->turn + 1, "JQK"[l->card[l->turn] / 2],
             l->board < 0 ? '-' : "JQK"[l->board / 2], k ? h : "-");
}

int leduc_game_init(cfr_game *g)
{
    memset(g, 0, sizeof *g);
    g->players = 2;
    g->state_size = sizeof(leduc_state);
    g->name = "leduc";
    g->root = l_root;
    g->node = l_node;
    g->actions = l_actions;
    g->act = l_act;
    g->infoset = l_infoset;
    g->chance_count = l_chance_count;
    g->chance_apply = l_chance_apply;
    g->chance_sample = l_chance_sample;
    g->payoff = l_payoff;
    g->action_name = l_action_name;
    g->infoset_name = l_infoset_name;
    return TALON_OK;
}
