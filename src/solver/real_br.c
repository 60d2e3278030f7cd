/* real_br.c - the real-game best response of real_br.h: a round-2 policy
 * on the exact final hand and the whole public history, learned on some
 * deals and measured on others.
 *
 * The cell table.  A cell is (responder's public history, its final hand's
 * eval5 value), hashed into 64 bits (splitmix64 over the history bytes,
 * then the value; a collision of two real cells has probability about
 * cells^2 / 2^64).  Open addressing, linear probing; a cell holds the sums
 * of the training walks (W = sum of weights, W2 = sum of squared weights,
 * D1[a] = sum of w d_a, D2[a] = sum of w d_a^2) and the policy chosen at the
 * end of the sweep before (-1: the profile).  A block of training deals sums
 * into its own small table; block tables are merged into the global one in
 * block order, each in slot order, so the sums' bits do not depend on the
 * threads.  Within a sweep the policy read is the one fixed at the end of
 * the previous sweep (a separate field, written only between sweeps).
 *
 * Weights.  Before round 2 everything is sampled (weight 1).  In round 2
 * the others' actions are enumerated and weighted by their probabilities
 * while at most two players are in; with more, one action is sampled (weight
 * 1), which keeps the walk linear in the depth.  Both give an unbiased
 * value of each responder action for the deal.
 */
#include "bits.h"
#include "real_br.h"

#include <assert.h>
#include <math.h>
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "err.h"
#include "rng.h"

#define SEED_TRAIN 0x7472616eULL
#define SEED_EVAL 0x6576616cULL

/* ---- the cell table ------------------------------------------------------------------- */

typedef struct cell {
    uint64_t key;                        /* 0: empty */
    double w, w2;
    uint32_t legal;                      /* bit a: action a is legal here */
    int8_t nact;
    int8_t best;                         /* the policy of the sweep before: an action, or -1 the profile */
    uint8_t spot, band;                  /* round 2: real_br_result.where's spot and band (set when made) */
    double d[];                          /* d1[width] then d2[width] */
} cell;

#define D1(k) ((k)->d)
#define D2(t, k) ((k)->d + (t)->width)

/* A table of cells of `width` actions: the bets' (REAL_BR_MAX_ACTIONS) or
 * the draw's (REAL_BR_KEEPS). */
typedef struct table {
    unsigned char *slot;
    size_t stride;
    int width;
    uint64_t mask, used;
} table;

#define SLOT(t, i) ((cell *)((t)->slot + (size_t)(i) * (t)->stride))

static int table_init(table *t, int width, uint64_t cap)
{
    uint64_t n = 16;
    while (n < 2 * cap)
        n *= 2;
    t->width = width;
    t->stride = sizeof(cell) + 2 * (size_t)width * sizeof(double);
    t->slot = calloc(n, t->stride);
    t->mask = n - 1;
    t->used = 0;
    return t->slot ? TALON_OK : TALON_E_NOMEM;
}

static void table_clear(table *t)
{
    memset(t->slot, 0, (t->mask + 1) * t->stride);
    t->used = 0;
}

static cell *table_find(const table *t, uint64_t key)
{
    for (uint64_t i = key & t->mask;; i = (i + 1) & t->mask) {
        cell *c = SLOT(t, i);
        if (c->key == key)
            return c;
        if (!c->key)
            return NULL;
    }
}

/* The cell of key, made (with best -1) when new; NULL when out of memory. */
static cell *table_get(table *t, uint64_t key, int nact, uint32_t legal)
{
    if (2 * (t->used + 1) > t->mask + 1) {   /* keep it at most half full: double */
        table big;
        if (table_init(&big, t->width, t->mask + 1) != TALON_OK)
            return NULL;
        for (uint64_t i = 0; i <= t->mask; i++) {
            const cell *f = SLOT(t, i);
            if (f->key) {
                uint64_t j = f->key & big.mask;
                while (SLOT(&big, j)->key)
                    j = (j + 1) & big.mask;
                memcpy(SLOT(&big, j), f, t->stride);
            }
        }
        big.used = t->used;
        free(t->slot);
        *t = big;
    }
    uint64_t i = key & t->mask;
    while (SLOT(t, i)->key && SLOT(t, i)->key != key)
        i = (i + 1) & t->mask;
    cell *c = SLOT(t, i);
    if (!c->key) {
        memset(c, 0, t->stride);
        c->key = key;
        c->nact = (int8_t)nact;
        c->legal = legal;
        c->best = -1;
        t->used++;
    }
    return c;
}

/* The responder's cells by phase: round 1's, the draw's, round 2's. */
enum { T_R1, T_DRAW, T_R2, T_N };

typedef struct tables {
    table t[T_N];
} tables;

static void tables_free(tables *t)
{
    for (int i = 0; i < T_N; i++)
        free(t->t[i].slot);
    memset(t, 0, sizeof *t);
}

static int tables_init(tables *t, uint64_t cap)
{
    memset(t, 0, sizeof *t);
    for (int i = 0; i < T_N; i++)
        if (table_init(&t->t[i], i == T_DRAW ? REAL_BR_KEEPS : REAL_BR_MAX_ACTIONS, i == T_R2 ? cap : cap / 4 + 16) !=
            TALON_OK) {
            tables_free(t);
            return TALON_E_NOMEM;
        }
    return TALON_OK;
}

/* Where a stage of learning starts its walks, and which phases it learns
 * (bit T_R1 ...). */
enum start { START_DEAL, START_DRAW, START_BET2 };

typedef struct stage {
    enum start start;
    unsigned learn;
    int passes;
} stage;

/* ---- one seat --------------------------------------------------------------------------- */

typedef struct ctx {
    const real_br_params *p;
    const cfr_game *g;
    int P, seat;
    int fixed;                           /* the game's draw follows a fixed strategy (no draw node) */
    enum start start;                    /* the stage's */
    const tables *policy;                /* the sweep before's choices (read-only during a sweep) */
} ctx;

/* The public history's hash, with a tag for the phase and the seat. */
static uint64_t hist_key(const ctx *c, const draw_state *s, uint64_t tag)
{
    uint64_t h = 0x9e3779b97f4a7c15ULL ^ (uint64_t)c->seat ^ tag << 56;
    for (int i = 0; i < s->nhist; i++)
        h = rng_mix64(h ^ s->hist[i]) + (uint64_t)i;
    return h;
}

/* The round-2 cell key of the responder at s: its public history and final
 * hand (its eval5 value, or its strength's bin). */
static uint64_t cell_key(const ctx *c, const draw_state *s)
{
    uint64_t h = hist_key(c, s, 0);
    uint64_t hand = s->value[c->seat];
    if (c->p->bins > 0)
        hand = (uint64_t)floor(c->p->bins * draw_game_strength(c->p->dg, s->hand[c->seat]));
    h = rng_mix64(h ^ (hand << 8));
    return h ? h : 1;
}

/* Before the draw (round 1, tag 1; the draw, tag 2): the public history
 * and the served hand up to suits. */
static uint64_t pre_key(const ctx *c, const draw_state *s, uint64_t tag)
{
    uint64_t h = rng_mix64(hist_key(c, s, tag) ^ draw_game_canonical(s->served[c->seat]));
    return h ? h : 1;
}

static int popcount8(unsigned x)
{
    return bits_count32(x & 0xffu);
}

/* Play from the root (every seat by the profile, chance sampled) to where
 * the responder's scope begins: round 2, its draw (the serve with a fixed
 * draw), or right after the deal; true when the deal gets there with the
 * responder in. */
static bool to_start(const ctx *c, draw_state *s, rng *r)
{
    const cfr_game *g = c->g;
    g->root(g->ctx, s);
    for (;;) {
        int who = g->node(g->ctx, s);
        if (who == CFR_TERMINAL)
            return false;
        bool in = (s->in >> c->seat) & 1;
        if (c->start == START_DEAL && s->phase == DRAW_PH_BET1)
            return in;
        if (c->start == START_DRAW && (c->fixed ? s->phase == DRAW_PH_SERVE : s->phase == DRAW_PH_DRAW && who == c->seat))
            return in;
        if (s->phase == DRAW_PH_BET2)
            return in;
        if (who == CFR_CHANCE) {
            g->chance_sample(g->ctx, s, r);
            continue;
        }
        double p[CFR_MAX_ACTIONS];
        int n;
        profile_action_probs(c->p->pf, s, p, &n);
        g->act(g->ctx, s, cfr_sample_action(p, n, rng_double(r)));
    }
}

/* The others' decisions of the evaluation walks: their weight, and that at
 * sets the file lacks (played by the profile's fallback). */
typedef struct miss_count {
    double all, missing;
} miss_count;

typedef struct walker {
    const ctx *c;
    tables *acc;                         /* learning: the deviations summed here; else NULL */
    unsigned learn;                      /* learning: the phases learned (bit T_R1 ...); the others play
                                            the policy */
    int mode;                            /* 0: the learned policy (the profile where none); 1: the profile */
    int *fail;
    miss_count *mc;                      /* may be NULL */
} walker;

static double walk(const walker *k, const draw_state *s, double w, rng *r);

/* The policy's choice at key in tab (mode 0), or -1: the profile. */
static int policy_choice(const walker *k, const table *tab, uint64_t key)
{
    if (k->mode != 0 || !k->c->policy)
        return -1;
    const cell *f = table_find(tab, key);
    return f ? f->best : -1;
}

/* Sum the deviations d_a = v_a - vp of a responder node into its cell. */
static void learn(const walker *k, table *t, uint64_t key, int nact, uint32_t legal, const double *v, double vp,
                  double w, const draw_state *s)
{
    cell *f = table_get(t, key, nact, legal);
    if (!f) {
        *k->fail = 1;
        return;
    }
    if (s && f->w == 0) {   /* round 2: where the cell is (the same for every deal of the cell) */
        int three = bits_count32(s->in) >= 3, facing = !s->opened ? 0 : s->raises ? 2 : 1;
        f->spot = (uint8_t)(3 * three + facing);
        f->band = (uint8_t)real_br_band(draw_game_strength(k->c->p->dg, s->hand[k->c->seat]));
    }
    f->w += w;
    f->w2 += w * w;
    double *d1 = D1(f), *d2 = D2(t, f);
    for (int a = 0; a < nact; a++)
        if (legal >> a & 1) {
            double d = v[a] - vp;
            d1[a] += w * d;
            d2[a] += w * d * d;
        }
}

/* The responder at a betting node: round 2 (cells by final hand) or, with
 * the whole game, round 1 (cells by served hand). */
static double bet_node(const walker *k, const draw_state *s, double w, rng *r, const double *prof, int n)
{
    const ctx *c = k->c;
    const cfr_game *g = c->g;
    int ph = s->phase == DRAW_PH_BET1 ? T_R1 : T_R2;
    uint64_t key = ph == T_R1 ? pre_key(c, s, 1) : cell_key(c, s);
    bool learning = k->acc && (k->learn >> ph & 1) && n <= REAL_BR_MAX_ACTIONS;
    double q[CFR_MAX_ACTIONS];
    memcpy(q, prof, (size_t)n * sizeof *q);
    int best = c->policy ? policy_choice(k, &c->policy->t[ph], key) : -1;
    if (best >= 0 && best < n)
        for (int a = 0; a < n; a++)
            q[a] = a == best;
    double v[CFR_MAX_ACTIONS], vp = 0, vq = 0;
    for (int a = 0; a < n; a++) {
        v[a] = 0;
        if (!learning && q[a] <= 0)   /* learning: every action's value; else only those played */
            continue;
        draw_state t = *s;
        g->act(g->ctx, &t, a);
        v[a] = walk(k, &t, w, r);
        vp += prof[a] * v[a];
        vq += q[a] * v[a];
    }
    if (learning)
        learn(k, &k->acc->t[ph], key, n, (1u << n) - 1, v, vp, w, ph == T_R2 ? s : NULL);
    return vq;
}

/* The mix of prof's actions at s: each played, its value weighted by its
 * probability; the cells below get weight w at the responder's own node
 * (own), else w times the probability.  r0 (may be NULL): every branch
 * starts from that stream. */
static double mix(const walker *k, const draw_state *s, const double *prof, int n, double w, bool own, const rng *r0,
                  rng *r)
{
    const cfr_game *g = k->c->g;
    double v = 0;
    for (int a = 0; a < n; a++) {
        if (prof[a] <= 0)
            continue;
        draw_state t = *s;
        g->act(g->ctx, &t, a);
        if (r0)
            *r = *r0;
        v += prof[a] * walk(k, &t, own ? w : w * prof[a], r);
    }
    return v;
}

/* The responder's draw as the profile plays it (the keep rule's cards for
 * the counts it draws, or the fixed strategy's draw at the serve), every
 * branch on the stream r0. */
static double profile_draw(const walker *k, const draw_state *s, double w, const rng *r0, rng *r)
{
    const ctx *c = k->c;
    const cfr_game *g = c->g;
    if (c->fixed) {
        draw_state t = *s;
        *r = *r0;
        g->chance_sample(g->ctx, &t, r);
        return walk(k, &t, w, r);
    }
    double prof[CFR_MAX_ACTIONS];
    int n;
    profile_action_probs(c->p->pf, s, prof, &n);
    return mix(k, s, prof, n, w, true, r0, r);
}

/* The responder keeps the canonical positions pm of its served hand. */
static double keep_draw(const walker *k, const draw_state *s, double w, int pm, const rng *r0, rng *r)
{
    const ctx *c = k->c;
    const cfr_game *g = c->g;
    draw_state t = *s;
    uint64_t keep = draw_game_canonical_cards(s->served[c->seat], (uint32_t)pm);
    int rc = draw_game_set_keep(c->p->dg, &t, c->seat, keep);
    (void)rc;
    assert(rc == TALON_OK);
    *r = *r0;
    if (c->fixed)
        g->chance_sample(g->ctx, &t, r);
    else
        g->act(g->ctx, &t, 5 - bits_count32((unsigned)pm));
    return walk(k, &t, w, r);
}

/* The responder's draw (scopes draw and whole): any discard.  Each choice
 * is walked on the same stream (common random numbers: the same counts get
 * the same cards). */
static double draw_node(const walker *k, const draw_state *s, double w, rng *r)
{
    const ctx *c = k->c;
    const draw_params *dp = draw_game_params(c->p->dg);
    int most = c->fixed || s->four < 0 ? dp->max_draw : 3;
    uint32_t legal = 0;
    for (int pm = 0; pm < REAL_BR_KEEPS; pm++)
        if (5 - bits_count32((unsigned)pm) <= most)
            legal |= 1u << pm;
    uint64_t key = pre_key(c, s, 2);
    int best = c->policy ? policy_choice(k, &c->policy->t[T_DRAW], key) : -1;
    rng r0 = *r;
    if (!k->acc || !(k->learn >> T_DRAW & 1))
        return best >= 0 ? keep_draw(k, s, w, best, &r0, r) : profile_draw(k, s, w, &r0, r);
    double v[REAL_BR_KEEPS];
    for (int pm = 0; pm < REAL_BR_KEEPS; pm++)
        v[pm] = legal >> pm & 1 ? keep_draw(k, s, w, pm, &r0, r) : 0;
    double vp = profile_draw(k, s, w, &r0, r);
    learn(k, &k->acc->t[T_DRAW], key, REAL_BR_KEEPS, legal, v, vp, w, NULL);
    return best >= 0 ? v[best] : vp;
}

/* The walk from s: the responder's value (antes).  Chance is sampled; the
 * others' actions are weighted by their probabilities while at most two
 * players are in, else one is sampled. */
static double walk(const walker *k, const draw_state *s, double w, rng *r)
{
    const ctx *c = k->c;
    const cfr_game *g = c->g;
    enum real_br_scope scope = c->p->scope;
    int who = g->node(g->ctx, s);
    if (who == CFR_TERMINAL) {
        double u[CFR_MAX_PLAYERS];
        g->payoff(g->ctx, s, u);
        return u[c->seat];
    }
    if (who == CFR_CHANCE) {
        if (c->fixed && scope != REAL_BR_ROUND2 && s->phase == DRAW_PH_SERVE && (s->in >> c->seat & 1) &&
            !s->kover_seat)
            return draw_node(k, s, w, r);
        draw_state t = *s;
        g->chance_sample(g->ctx, &t, r);
        return walk(k, &t, w, r);
    }
    double prof[CFR_MAX_ACTIONS];
    int n;
    int lacks = profile_action_probs(c->p->pf, s, prof, &n) == PROFILE_DEFAULT;
    if (k->mc && who != c->seat) {
        k->mc->all += w;
        k->mc->missing += lacks ? w : 0;
    }
    if (who == c->seat) {
        if (s->phase == DRAW_PH_DRAW && scope != REAL_BR_ROUND2)
            return draw_node(k, s, w, r);
        if (s->phase == DRAW_PH_BET2 || (s->phase == DRAW_PH_BET1 && scope == REAL_BR_WHOLE))
            return bet_node(k, s, w, r, prof, n);
    }
    if (who == c->seat || popcount8(s->in) <= 2)   /* weighted, every action */
        return mix(k, s, prof, n, w, who == c->seat, NULL, r);
    draw_state t = *s;   /* three or more in: one action sampled */
    g->act(g->ctx, &t, cfr_sample_action(prof, n, rng_double(r)));
    return walk(k, &t, w, r);
}

/* The learned choice of a cell: the legal action with the largest mean
 * deviation when it is REAL_BR_Z standard errors above 0, else -1. */
static int8_t choose(const table *t, const cell *k)
{
    if (k->w < REAL_BR_MIN_WEIGHT || k->w2 <= 0)
        return -1;
    double neff = k->w * k->w / k->w2;   /* the effective number of deals */
    const double *d1 = D1(k), *d2 = D2(t, k);
    int best = -1;
    double top = 0;
    for (int a = 0; a < k->nact; a++) {
        if (!(k->legal >> a & 1))
            continue;
        double m = d1[a] / k->w, var = d2[a] / k->w - m * m;
        double se = sqrt((var > 0 ? var : 0) / neff);
        if (m > REAL_BR_Z * se && m > top + 1e-12) {
            top = m;
            best = a;
        }
    }
    return (int8_t)best;
}

/* Add the block table l into acc, in slot order. */
static int merge_table(table *acc, const table *l)
{
    for (uint64_t i = 0; i <= l->mask; i++) {
        const cell *f = SLOT(l, i);
        if (!f->key)
            continue;
        cell *k = table_get(acc, f->key, f->nact, f->legal);
        if (!k)
            return TALON_E_NOMEM;
        if (k->w == 0) {
            k->spot = f->spot;
            k->band = f->band;
        }
        k->w += f->w;
        k->w2 += f->w2;
        const double *f1 = D1(f), *f2 = D2(l, f);
        double *k1 = D1(k), *k2 = D2(acc, k);
        for (int a = 0; a < f->nact; a++) {
            k1[a] += f1[a];
            k2[a] += f2[a];
        }
    }
    return TALON_OK;
}

/* One sweep of learning over the training deals into acc (its learned
 * tables cleared here). */
static int sweep(const ctx *c, tables *acc, unsigned learn, int threads, uint64_t *done, uint64_t total)
{
    const real_br_params *p = c->p;
    uint64_t blocks = (p->train + REAL_BR_BLOCK - 1) / REAL_BR_BLOCK;
    int T = threads;
    tables *loc = calloc((size_t)T, sizeof *loc);
    if (!loc)
        return TALON_E_NOMEM;
    int rc = TALON_OK, made = 0;
    for (; made < T; made++)
        if ((rc = tables_init(&loc[made], 4 * REAL_BR_BLOCK)) != TALON_OK)
            break;
    for (int i = 0; i < T_N; i++)
        if (learn >> i & 1)
            table_clear(&acc->t[i]);
    for (uint64_t first = 0; first < blocks && rc == TALON_OK; first += (uint64_t)T) {
        int fail = 0;
#pragma omp parallel for num_threads(T) schedule(static, 1) reduction(| : fail)
        for (int t = 0; t < T; t++) {
            uint64_t b = first + (uint64_t)t;
            for (int i = 0; i < T_N; i++)
                if (learn >> i & 1)
                    table_clear(&loc[t].t[i]);
            if (b >= blocks)
                continue;
            rng r;
            rng_for_block(&r, p->seed ^ SEED_TRAIN ^ ((uint64_t)c->seat << 40), b);
            uint64_t n = b + 1 == blocks ? p->train - b * REAL_BR_BLOCK : REAL_BR_BLOCK;
            walker k = {.c = c, .acc = &loc[t], .learn = learn, .mode = 0, .fail = &fail, .mc = NULL};
            for (uint64_t j = 0; j < n && !fail; j++) {
                draw_state s;
                if (to_start(c, &s, &r))
                    walk(&k, &s, 1.0, &r);
            }
        }
        if (fail) {
            rc = TALON_E_NOMEM;
            break;
        }
        /* merge in block order, each table in slot order */
        for (int t = 0; t < T && rc == TALON_OK; t++) {
            if (first + (uint64_t)t >= blocks)
                break;
            for (int i = 0; i < T_N && rc == TALON_OK; i++)
                if (learn >> i & 1)
                    rc = merge_table(&acc->t[i], &loc[t].t[i]);
        }
        uint64_t b_end = first + (uint64_t)T < blocks ? first + (uint64_t)T : blocks;
        *done += (b_end - first) * REAL_BR_BLOCK;
        if (*done > total)
            *done = total;
        if (p->progress)
            p->progress(*done, total, p->progress_arg);
        if (p->cancel && *p->cancel)
            rc = TALON_E_CANCEL;
    }
    for (int t = 0; t < made; t++)
        tables_free(&loc[t]);
    free(loc);
    return rc;
}

/* ---- evaluation: an mc_run ----------------------------------------------------------------- */

typedef struct eval_acc {
    double sum, sumsq;
    uint64_t reached, deals;
    miss_count miss;            /* the others' round-2 decisions under the learned policy */
} eval_acc;

static void eval_play(void *vacc, uint64_t n, rng *r, const void *vctx)
{
    const ctx *c = vctx;
    eval_acc *A = vacc;
    int fail = 0;
    for (uint64_t j = 0; j < n; j++) {
        draw_state s;
        double d = 0;
        if (to_start(c, &s, r)) {
            /* the same stream state for both walks: their sampled actions (three or more in) pair up */
            rng r2 = *r;
            walker kl = {.c = c, .acc = NULL, .mode = 0, .fail = &fail, .mc = &A->miss};
            walker kp = {.c = c, .acc = NULL, .mode = 1, .fail = &fail, .mc = NULL};
            double learned = walk(&kl, &s, 1.0, r);
            double prof = walk(&kp, &s, 1.0, &r2);
            d = learned - prof;
            A->reached++;
        }
        A->sum += d;
        A->sumsq += d * d;
    }
    A->deals += n;
}

static void eval_merge(void *into, const void *from, const void *vctx)
{
    (void)vctx;
    eval_acc *t = into;
    const eval_acc *f = from;
    t->sum += f->sum;
    t->sumsq += f->sumsq;
    t->reached += f->reached;
    t->deals += f->deals;
    t->miss.all += f->miss.all;
    t->miss.missing += f->miss.missing;
}

typedef struct progress_shift {
    const real_br_params *p;
    uint64_t base, total;
} progress_shift;

static void eval_progress(uint64_t done, uint64_t total, void *arg)
{
    (void)total;
    const progress_shift *ps = arg;
    ps->p->progress(ps->base + done, ps->total, ps->p->progress_arg);
}

/* The stages of learning of a scope.  Each sweep settles one more level of
 * the responder's decisions from the end (R + 2 levels in a betting round
 * of R raises at most, one for the draw).  Round 2 and the draw are learned
 * together, from the responder's draw; round 1 after them, from the deal,
 * with the draw and round 2 playing what was learned (learning all three at
 * once from the deal walks every discard under every round-1 action: 30
 * times the cost). */
static int stages_of(const real_br_params *p, stage st[3])
{
    int R = draw_game_params(p->dg)->max_raises;
    unsigned r2 = 1u << T_R2, dr = 1u << T_DRAW, r1 = 1u << T_R1;
    int manual = p->passes;
    switch (p->scope) {
    case REAL_BR_ROUND2:
        st[0] = (stage){START_BET2, r2, manual ? manual : R + 2};
        return 1;
    case REAL_BR_DRAW:
        st[0] = (stage){START_DRAW, r2 | dr, manual ? manual : R + 3};
        return 1;
    default:
        st[0] = (stage){START_DRAW, r2 | dr, manual ? manual : R + 3};
        st[1] = (stage){START_DEAL, r1, manual ? manual : R + 2};
        return 2;
    }
}

static enum start scope_start(enum real_br_scope scope)
{
    return scope == REAL_BR_ROUND2 ? START_BET2 : scope == REAL_BR_DRAW ? START_DRAW : START_DEAL;
}

static const double band_low[REAL_BR_BANDS] = {0, 0.5, 0.7, 0.8, 0.9, 0.95, 0.97, 0.99};

int real_br_band(double x)
{
    int b = REAL_BR_BANDS - 1;
    while (b > 0 && x < band_low[b])
        b--;
    return b;
}

double real_br_band_low(int band)
{
    return band >= 0 && band < REAL_BR_BANDS ? band_low[band] : NAN;
}

/* real_br_result.where of a seat from its round-2 cells (the last sweep's
 * sums): each deviating cell's D1 of its choice over the training deals. */
static void explain(const table *t, uint64_t train, double where[REAL_BR_SPOTS][REAL_BR_BANDS][REAL_BR_PLAYS])
{
    for (uint64_t j = 0; j <= t->mask; j++) {
        const cell *f = SLOT(t, j);
        int8_t b;
        if (!f->key || (b = choose(t, f)) < 0)
            continue;
        /* the play: no bet to face, action 0 checks and the others bet; facing one, 0 folds, 1 calls, on raise */
        int play = f->spot % 3 == 0 ? (b == 0 ? 0 : 1) : (b <= 1 ? 2 + b : 4);
        where[f->spot][f->band][play] += D1(f)[b] / (double)train;
    }
}

static int one_seat(const real_br_params *p, int seat, int threads, uint64_t *done, uint64_t total,
                    real_br_result *r)
{
    ctx c = {.p = p, .g = p->g, .P = draw_game_params(p->dg)->players, .seat = seat,
             .fixed = draw_game_params(p->dg)->draw_fixed, .policy = NULL};
    tables acc, pol;
    int rc = tables_init(&acc, 1 << 16);
    if (rc == TALON_OK && (rc = tables_init(&pol, 16)) != TALON_OK)
        tables_free(&acc);
    if (rc != TALON_OK)
        return rc;
    stage st[3];
    int ns = stages_of(p, st);
    uint64_t cells[T_N] = {0}, dev[T_N] = {0};
    for (int si = 0; si < ns && rc == TALON_OK; si++) {
        c.start = st[si].start;
        unsigned learn = st[si].learn;
        for (int k = 0; k < st[si].passes && rc == TALON_OK; k++) {
            c.policy = &pol;
            rc = sweep(&c, &acc, learn, threads, done, total);
            if (rc != TALON_OK)
                break;
            /* the next sweep's policy for the phases learned: this one's choices */
            for (int i = 0; i < T_N && rc == TALON_OK; i++) {
                if (!(learn >> i & 1))
                    continue;
                table *to = &pol.t[i];
                const table *from = &acc.t[i];
                free(to->slot);
                if ((rc = table_init(to, from->width, from->used + 16)) != TALON_OK)
                    break;
                dev[i] = 0;
                for (uint64_t j = 0; j <= from->mask && rc == TALON_OK; j++) {
                    const cell *f = SLOT(from, j);
                    if (!f->key)
                        continue;
                    int8_t b = choose(from, f);
                    if (b < 0)
                        continue;
                    cell *q = table_get(to, f->key, f->nact, f->legal);
                    if (!q)
                        rc = TALON_E_NOMEM;
                    else
                        q->best = b;
                    dev[i]++;
                }
                cells[i] = from->used;
            }
        }
    }
    if (rc == TALON_OK)
        explain(&acc.t[T_R2], p->train, r->where[seat]);
    r->cells[seat] = cells[T_R1] + cells[T_DRAW] + cells[T_R2];
    r->deviations[seat] = dev[T_R1] + dev[T_DRAW] + dev[T_R2];
    r->pre_cells[seat] = cells[T_R1] + cells[T_DRAW];
    r->pre_deviations[seat] = dev[T_R1] + dev[T_DRAW];
    if (rc == TALON_OK) {
        c.policy = &pol;
        c.start = scope_start(p->scope);
        mc_sim sim = {.acc_size = sizeof(eval_acc), .play = eval_play, .merge = eval_merge, .ctx = &c};
        mc_config cfg;
        mc_config_init(&cfg);
        cfg.seed = p->seed ^ SEED_EVAL ^ ((uint64_t)seat << 40);
        cfg.trials = p->eval;
        cfg.threads = threads;
        cfg.cancel = p->cancel;
        progress_shift ps = {p, *done, total};
        if (p->progress) {
            cfg.progress = eval_progress;
            cfg.progress_arg = &ps;
        }
        eval_acc A;
        uint64_t got = 0;
        rc = mc_run(&sim, &cfg, &A, &got);
        if (rc == TALON_OK) {
            double n = (double)A.deals, m = A.sum / n, var = A.sumsq / n - m * m;
            r->gain[seat] = m;
            r->hw[seat] = 1.959963984540054 * sqrt((var > 0 ? var : 0) / n);
            r->reached[seat] = A.reached;
            r->missing[seat] = A.miss.all > 0 ? A.miss.missing / A.miss.all : 0;
            r->done[seat] = true;
            *done += p->eval;
        }
    }
    tables_free(&acc);
    tables_free(&pol);
    return rc;
}

/* ---- the run ------------------------------------------------------------------------------------ */

void real_br_params_init(real_br_params *p)
{
    memset(p, 0, sizeof *p);
    p->seat = -1;
    p->train = p->eval = 262144;
    p->bins = REAL_BR_BINS;
    p->seed = 1;
    p->scope = REAL_BR_ROUND2;
}

const char *real_br_scope_text(enum real_br_scope scope)
{
    switch (scope) {
    case REAL_BR_DRAW:
        return "round 2 and the draw: before the draw the profile's bets; at the draw the served hand (up to "
               "suits) and the history, any discard; after it the exact final hand (its strength's bin) and the "
               "whole public history";
    case REAL_BR_WHOLE:
        return "the whole game: before the draw the served hand (up to suits) and the history, its bets and any "
               "discard; after it the exact final hand (its strength's bin) and the whole public history";
    default:
        return "round 2: before the draw the profile's play; after it the exact final hand (its strength's bin) "
               "and the whole public history (every action and draw count)";
    }
}

const char *real_br_scope_name(enum real_br_scope scope)
{
    return scope == REAL_BR_DRAW ? "draw" : scope == REAL_BR_WHOLE ? "whole" : "round2";
}

int real_br_run(const real_br_params *p, real_br_result *r)
{
    memset(r, 0, sizeof *r);
    if (!p || !p->dg || !p->g || !p->pf || p->train < 1 || p->eval < 1 || p->passes < 0 || p->bins < 0 ||
        p->bins > 1000000 ||
        (p->scope != REAL_BR_ROUND2 && p->scope != REAL_BR_DRAW && p->scope != REAL_BR_WHOLE))
        return err_why(r->why, sizeof r->why, TALON_E_INVAL, "bad parameters for the real-game best response");
    int P = draw_game_params(p->dg)->players;
    if (p->seat < -1 || p->seat >= P)
        return err_why(r->why, sizeof r->why, TALON_E_INVAL, "seat %d: the game seats 1 to %d", p->seat + 1, P);
    r->players = P;
    r->train = p->train;
    r->eval = p->eval;
    int threads = p->threads > 0 ? p->threads : omp_get_max_threads();
    int first = p->seat < 0 ? 0 : p->seat, last = p->seat < 0 ? P - 1 : p->seat;
    stage st[3];
    int ns = stages_of(p, st);
    uint64_t sweeps = 0;
    for (int i = 0; i < ns; i++)
        sweeps += (uint64_t)st[i].passes;
    uint64_t total = (uint64_t)(last - first + 1) * (sweeps * p->train + p->eval), done = 0;
    for (int s = first; s <= last; s++) {
        int rc = one_seat(p, s, threads, &done, total, r);
        if (rc != TALON_OK)
            return err_why(r->why, sizeof r->why, rc, "%s", rc == TALON_E_CANCEL ? "interrupted" : err_str(rc));
    }
    return TALON_OK;
}
