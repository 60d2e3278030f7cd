/* kuhn.c - Kuhn poker (1950) as a cfr_game: three cards, one each, ante 1,
 * one bet of 1.  Its equilibria give the first seat -1/18 per deal.
 *
 * State: the two cards, the actions so far (at most three: 0 check/fold,
 * 1 bet/call) as bits.  The deal is one chance node of 6 equally likely
 * ordered pairs.  An information set is the acting seat's card and the
 * history: key = 1 << 32 | card << 8 | n << 4 | bits.
 */
#include <stdio.h>
#include <string.h>

#include "cfr_games.h"
#include "err.h"

typedef struct kuhn_state {
    int8_t dealt;     /* 0 before the deal */
    int8_t card[2];   /* 0 J, 1 Q, 2 K */
    int8_t n;         /* actions so far */
    uint8_t bits;     /* action i in bit i */
} kuhn_state;

static void k_root(const void *ctx, void *s)
{
    (void)ctx;
    memset(s, 0, sizeof(kuhn_state));
}

/* Terminal sequences: cc, bc (fold), bb, cbc (fold), cbb. */
static bool k_over(const kuhn_state *k)
{
    int a0 = k->bits & 1, a1 = (k->bits >> 1) & 1;
    return k->n == 3 || (k->n == 2 && !(a0 == 0 && a1 == 1));
}

static int k_node(const void *ctx, const void *s)
{
    (void)ctx;
    const kuhn_state *k = s;
    if (!k->dealt)
        return CFR_CHANCE;
    return k_over(k) ? CFR_TERMINAL : k->n % 2;
}

static int k_actions(const void *ctx, const void *s)
{
    (void)ctx;
    (void)s;
    return 2;
}

static void k_act(const void *ctx, void *s, int a)
{
    (void)ctx;
    kuhn_state *k = s;
    k->bits |= (uint8_t)(a << k->n);
    k->n++;
}

static uint64_t k_infoset(const void *ctx, const void *s)
{
    (void)ctx;
    const kuhn_state *k = s;
    return 1ULL << 32 | (uint64_t)k->card[k->n % 2] << 8 | (uint64_t)k->n << 4 | k->bits;
}

static int k_chance_count(const void *ctx, const void *s)
{
    (void)ctx;
    (void)s;
    return 6;
}

static double k_chance_apply(const void *ctx, void *s, int i)
{
    (void)ctx;
    kuhn_state *k = s;
    k->card[0] = (int8_t)(i / 2);
    int other = i % 2;   /* the other two cards, in order */
    k->card[1] = (int8_t)(other < k->card[0] ? other : other + 1);
    k->dealt = 1;
    return 1.0 / 6.0;
}

static void k_chance_sample(const void *ctx, void *s, rng *g)
{
    k_chance_apply(ctx, s, (int)rng_bounded(g, 6));
}

static void k_payoff(const void *ctx, const void *s, double u[CFR_MAX_PLAYERS])
{
    (void)ctx;
    const kuhn_state *k = s;
    int w = k->card[0] > k->card[1] ? 0 : 1;
    double x;
    if (k->n == 2 && k->bits == 0)            /* check, check */
        x = 1;
    else if (k->n == 2 && k->bits == 1)       /* bet, fold */
        x = 1, w = 0;
    else if (k->n == 3 && k->bits == 2)       /* check, bet, fold */
        x = 1, w = 1;
    else                                      /* a bet called */
        x = 2;
    u[w] = x;
    u[1 - w] = -x;
}

static void k_action_name(const void *ctx, const void *s, int a, char *buf, size_t size)
{
    (void)ctx;
    const kuhn_state *k = s;
    bool facing = k->n > 0 && ((k->bits >> (k->n - 1)) & 1);
    snprintf(buf, size, "%s", facing ? (a ? "call" : "fold") : (a ? "bet" : "check"));
}

static void k_infoset_name(const void *ctx, const void *s, char *buf, size_t size)
{
    (void)ctx;
    const kuhn_state *k = s;
    char h[4] = "";
    int n = k->n < 3 ? k->n : 3;
    for (int i = 0; i < n; i++)
        h[i] = (k->bits >> i) & 1 ? 'b' : 'c';
    h[n] = 0;
    snprintf(buf, size, "seat %d, card %c, history %s", k->n % 2 + 1, "JQK"[k->card[k->n % 2]],
             k->n ? h : "-");
}

int kuhn_game_init(cfr_game *g)
{
    memset(g, 0, sizeof *g);
    g->players = 2;
    g->state_size = sizeof(kuhn_state);
    g->name = "kuhn";
    g->root = k_root;
    g->node = k_node;
    g->actions = k_actions;
    g->act = k_act;
    g->infoset = k_infoset;
    g->chance_count = k_chance_count;
    g->chance_apply = k_chance_apply;
    g->chance_sample = k_chance_sample;
    g->payoff = k_payoff;
    g->action_name = k_action_name;
    g->infoset_name = k_infoset_name;
    return TALON_OK;
}
