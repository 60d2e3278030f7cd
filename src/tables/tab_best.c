/* tab_best.c - probability that a hand is the best of P before the draw.
 *
 * Each hand is scored by two keys, one per view: the eval5 value (ranking
 * view) and (class << 32 | value) (article view: class first, so a playable
 * draw outranks every pair, then ranking inside a class).  With `top` the
 * largest key among the opponents, the deal counts as "best" in a view when
 * top < mine and as "tie" when top == mine.  The class view compares the
 * high halves of the article keys only.
 *
 * Exact case (given hand, two players): the opponent's hand runs over all
 * C(N-5, 5) hands of the remaining cards, each once.  Monte Carlo case: a
 * class hand is drawn uniformly from the list of every hand of the class
 * (built once, read-only during the run), then the opponents' 5(P-1) cards
 * are dealt by a partial Fisher-Yates over the remaining cards (uniform
 * whatever order the array was left in by the previous trial).
 *
 * After the draw: the table dealer (table.h) deals the hand in question to
 * a random seat (preset), the others at random, and draws with that seat
 * forced in; the hand is best when no final hand at the showdown is better.
 */
#include <stdlib.h>

#include "card.h"
#include "combo.h"
#include "dclass.h"
#include "deal.h"
#include "err.h"
#include "eval.h"
#include "stats.h"
#include "tab_atleast.h"
#include "tab_best.h"
#include "table.h"

typedef struct best_ctx {
    const rules *r;
    int players;
    uint64_t hand;          /* fixed hand, or 0 */
    const uint64_t *list;   /* class hands when hand == 0 */
    uint32_t nlist;
} best_ctx;

typedef struct best_acc {
    uint64_t n, best[BEST_VIEWS], tie[BEST_VIEWS];
} best_acc;

static inline uint64_t key_article(const rules *r, uint64_t h, uint32_t v)
{
    return (uint64_t)dclass_of_value(r, h, v) << 32 | v;
}

static inline void score(best_acc *a, uint32_t mine0, uint64_t mine1, uint32_t top0, uint64_t top1)
{
    a->best[BEST_CLASS] += (top1 >> 32) < (mine1 >> 32);
    a->tie[BEST_CLASS] += (top1 >> 32) == (mine1 >> 32);
    a->best[BEST_RANKING] += top0 < mine0;
    a->tie[BEST_RANKING] += top0 == mine0;
    a->best[BEST_ARTICLE] += top1 < mine1;
    a->tie[BEST_ARTICLE] += top1 == mine1;
}

/* Cards of a mask into a deal_deck (the remaining deck). */
static void fill(deal_deck *d, const rules *r, uint64_t hand)
{
    deal_init(d, r->deck, hand);
}

static void play(void *acc, uint64_t n, rng *g, const void *vctx)
{
    const best_ctx *c = vctx;
    best_acc *a = acc;
    const rules *r = c->r;
    const int opp = c->players - 1;
    deal_deck d;
    uint64_t hand = c->hand;
    uint32_t mine0 = 0;
    uint64_t mine1 = 0;
    if (hand) {
        fill(&d, r, hand);
        mine0 = eval5(r, hand);
        mine1 = key_article(r, hand, mine0);
    }
    for (uint64_t t = 0; t < n; t++) {
        if (!c->hand) {
            hand = c->list[rng_bounded(g, c->nlist)];
            fill(&d, r, hand);
            mine0 = eval5(r, hand);
            mine1 = key_article(r, hand, mine0);
        }
        uint32_t top0 = 0;
        uint64_t top1 = 0;
        const uint32_t m = d.n;
        for (int p = 0; p < opp; p++) {
            uint64_t h = 0;
            for (uint32_t i = 5u * (uint32_t)p; i < 5u * (uint32_t)p + 5u; i++) {
                uint32_t j = i + rng_bounded(g, m - i);   /* partial Fisher-Yates */
                uint8_t x = d.card[j];
                d.card[j] = d.card[i];
                d.card[i] = x;
                h |= 1ULL << x;
            }
            uint32_t v = eval5(r, h);
            uint64_t k = key_article(r, h, v);
            top0 = v > top0 ? v : top0;
            top1 = k > top1 ? k : top1;
        }
        score(a, mine0, mine1, top0, top1);
        a->n++;
    }
}

/* After the draw (ranking view only). */
typedef struct after_ctx {
    const table *t;
    uint64_t hand;          /* fixed hand, or 0 */
    const uint64_t *list;   /* class hands when hand == 0 */
    uint32_t nlist;
} after_ctx;

static void play_after(void *acc, uint64_t n, rng *g, const void *vctx)
{
    const after_ctx *c = vctx;
    best_acc *a = acc;
    const int P = c->t->players;
    uint64_t preset[TABLE_MAX_PLAYERS] = {0};
    table_hand h;
    for (uint64_t i = 0; i < n; i++) {
        int seat = (int)rng_bounded(g, (uint32_t)P);
        uint64_t hand = c->hand ? c->hand : c->list[rng_bounded(g, c->nlist)];
        for (int s = 0; s < P; s++)
            preset[s] = s == seat ? hand : 0;
        table_deal(c->t, g, preset, &h);
        table_draw(c->t, g, 1u << seat, &h);
        uint32_t mine = h.seat[seat].final_value, top = 0;
        for (int s = 0; s < P; s++)
            if (s != seat && h.seat[s].final_value > top)
                top = h.seat[s].final_value;   /* 0 when folded */
        a->best[BEST_RANKING] += top < mine;
        a->tie[BEST_RANKING] += top == mine;
        a->n++;
    }
}

static void merge(void *into, const void *from, const void *ctx)
{
    (void)ctx;
    best_acc *t = into;
    const best_acc *f = from;
    t->n += f->n;
    for (int v = 0; v < BEST_VIEWS; v++) {
        t->best[v] += f->best[v];
        t->tie[v] += f->tie[v];
    }
}

static bool precise(const void *acc, uint64_t trials, double precision, const void *ctx)
{
    (void)ctx;
    const best_acc *a = acc;
    for (int v = 0; v < BEST_VIEWS; v++) {
        stats_ci b, t;
        stats_wilson(a->best[v], trials, STATS_CONF95, &b);
        stats_wilson(a->tie[v], trials, STATS_CONF95, &t);
        if (stats_half_width(&b) >= precision || stats_half_width(&t) >= precision)
            return false;
    }
    return true;
}

/* Every hand of class cls in r's deck, into a malloc'd list. */
static int class_list(const rules *r, int cls, uint64_t **out, uint32_t *n)
{
    size_t cap = 1024, k = 0;
    uint64_t *list = malloc(cap * sizeof *list);
    if (!list)
        return TALON_E_NOMEM;
    combo5 it;   /* combo5's order is the list's: the sampling below depends on it */
    for (bool more = combo5_first(&it, r->deck); more; more = combo5_next(&it)) {
        if (dclass_of(r, it.hand) != cls)
            continue;
        if (k == cap) {
            uint64_t *bigger = realloc(list, 2 * cap * sizeof *list);
            if (!bigger) {
                free(list);
                return TALON_E_NOMEM;
            }
            list = bigger;
            cap *= 2;
        }
        list[k++] = it.hand;
    }
    *out = list;
    *n = (uint32_t)k;
    return TALON_OK;
}

/* Two players, given hand: every opponent hand once. */
static void exact_two(const rules *r, uint64_t hand, best_acc *a)
{
    uint32_t mine0 = eval5(r, hand);
    uint64_t mine1 = key_article(r, hand, mine0);
    int cards[DECK_MAX];
    int nc = card_list(r->deck & ~hand, cards);
    for (int i = 0; i < nc; i++)
        for (int j = i + 1; j < nc; j++)
            for (int k = j + 1; k < nc; k++)
                for (int l = k + 1; l < nc; l++)
                    for (int m = l + 1; m < nc; m++) {
                        uint64_t h = 1ULL << cards[i] | 1ULL << cards[j] | 1ULL << cards[k] |
                                     1ULL << cards[l] | 1ULL << cards[m];
                        uint32_t v = eval5(r, h);
                        score(a, mine0, mine1, v, key_article(r, h, v));
                        a->n++;
                    }
}

int tab_best(const rules *r, const best_query *q, const mc_config *cfg, best_result *out)
{
    if (q->players < 2 || q->players > 10 || 5 * q->players > r->deck_size)
        return TALON_E_RANGE;
    if (q->hand) {
        if (card_count(q->hand) != 5)
            return TALON_E_COUNT;
        if (q->hand & ~r->deck)
            return TALON_E_DECK;
    } else if (!dclass_valid(r, q->cls)) {
        return TALON_E_INVAL;
    }
    best_result res = {0};
    res.cls = q->hand ? dclass_of(r, q->hand) : q->cls;

    /* q and the class size from the exact class counts. */
    tab_atleast t;
    tab_atleast_exact(r, &t);
    uint64_t above = 0;
    for (int k = res.cls + 1; k < DCLASS_COUNT; k++)
        above += t.counts[k];
    res.q = (double)above / (double)t.total;
    res.class_hands = t.counts[res.cls];
    res.pair_in_draw = dclass_pair_rank(res.cls) >= 0 ? t.pair_draw[dclass_pair_rank(res.cls)] : 0;
    if (res.class_hands == 0)
        return TALON_E_INVAL;   /* a class no hand of this deck has (e.g. straights at 20 cards) */

    best_acc a = {0};
    if (q->after_draw) {
        strategy_plan plan;
        if (!q->strategy || strategy_plan_init(&plan, q->strategy, r) != TALON_OK)
            return TALON_E_INVAL;
        table tb;
        int rc = table_init(&tb, r, &plan, q->players, TABLE_FULL);
        if (rc != TALON_OK)
            return rc;
        after_ctx ctx = {.t = &tb, .hand = q->hand};
        uint64_t *list = NULL;
        if (!q->hand) {
            rc = class_list(r, q->cls, &list, &ctx.nlist);
            if (rc != TALON_OK) {
                table_free(&tb);
                return rc;
            }
            ctx.list = list;
        }
        mc_sim sim = {.acc_size = sizeof(best_acc), .play = play_after, .merge = merge, .precise = precise,
                      .ctx = &ctx};
        uint64_t done = 0;
        rc = mc_run(&sim, cfg, &a, &done);
        free(list);
        table_free(&tb);
        if (rc != TALON_OK)
            return rc;
        res.after_draw = true;
    } else if (q->hand && q->players == 2) {
        exact_two(r, q->hand, &a);
        res.exact = true;
    } else {
        best_ctx ctx = {.r = r, .players = q->players, .hand = q->hand};
        uint64_t *list = NULL;
        if (!q->hand) {
            int rc = class_list(r, q->cls, &list, &ctx.nlist);
            if (rc != TALON_OK)
                return rc;
            ctx.list = list;
        }
        mc_sim sim = {.acc_size = sizeof(best_acc), .play = play, .merge = merge, .precise = precise, .ctx = &ctx};
        uint64_t done = 0;
        int rc = mc_run(&sim, cfg, &a, &done);
        free(list);
        if (rc != TALON_OK)
            return rc;
    }
    res.n = a.n;
    for (int v = 0; v < BEST_VIEWS; v++) {
        res.best[v] = a.best[v];
        res.tie[v] = a.tie[v];
    }
    *out = res;
    return TALON_OK;
}
