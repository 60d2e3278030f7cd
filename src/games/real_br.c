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
#include "real_br.h"

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
    double d1[REAL_BR_MAX_ACTIONS], d2[REAL_BR_MAX_ACTIONS];
    int8_t nact;
    int8_t best;                         /* the policy of the sweep before: an action, or -1 the profile */
} cell;

typedef struct table {
    cell *slot;
    uint64_t mask, used;
} table;

static int table_init(table *t, uint64_t cap)
{
    uint64_t n = 16;
    while (n < 2 * cap)
        n *= 2;
    t->slot = calloc(n, sizeof *t->slot);
    t->mask = n - 1;
    t->used = 0;
    return t->slot ? TALON_OK : TALON_E_NOMEM;
}

static void table_clear(table *t)
{
    memset(t->slot, 0, (t->mask + 1) * sizeof *t->slot);
    t->used = 0;
}

static cell *table_find(const table *t, uint64_t key)
{
    for (uint64_t i = key & t->mask;; i = (i + 1) & t->mask) {
        if (t->slot[i].key == key)
            return &t->slot[i];
        if (!t->slot[i].key)
            return NULL;
    }
}

/* The cell of key, made (with best -1) when new; NULL when out of memory. */
static cell *table_get(table *t, uint64_t key, int nact)
{
    if (2 * (t->used + 1) > t->mask + 1) {   /* keep it at most half full: double */
        table big;
        if (table_init(&big, t->mask + 1) != TALON_OK)
            return NULL;
        for (uint64_t i = 0; i <= t->mask; i++)
            if (t->slot[i].key) {
                uint64_t j = t->slot[i].key & big.mask;
                while (big.slot[j].key)
                    j = (j + 1) & big.mask;
                big.slot[j] = t->slot[i];
            }
        big.used = t->used;
        free(t->slot);
        *t = big;
    }
    uint64_t i = key & t->mask;
    while (t->slot[i].key && t->slot[i].key != key)
        i = (i + 1) & t->mask;
    cell *c = &t->slot[i];
    if (!c->key) {
        memset(c, 0, sizeof *c);
        c->key = key;
        c->nact = (int8_t)nact;
        c->best = -1;
        t->used++;
    }
    return c;
}

/* ---- one seat --------------------------------------------------------------------------- */

typedef struct ctx {
    const real_br_params *p;
    const cfr_game *g;
    int P, seat;
    const table *policy;                 /* the sweep before's choices (read-only during a sweep) */
} ctx;

/* The cell key of the responder at s: its public history and final hand
 * (its eval5 value, or its strength's bin). */
static uint64_t cell_key(const ctx *c, const draw_state *s)
{
    int seat = c->seat;
    uint64_t h = 0x9e3779b97f4a7c15ULL ^ (uint64_t)seat;
    for (int i = 0; i < s->nhist; i++)
        h = rng_mix64(h ^ s->hist[i]) + (uint64_t)i;
    uint64_t hand = s->value[seat];
    if (c->p->bins > 0)
        hand = (uint64_t)floor(c->p->bins * draw_game_strength(c->p->dg, s->hand[seat]));
    h = rng_mix64(h ^ (hand << 8));
    return h ? h : 1;
}

static int popcount8(unsigned x)
{
    return __builtin_popcount(x & 0xffu);
}


/* Play from the root to round 2 (every seat by the profile, chance
 * sampled); true when the deal reaches round 2 with the responder in. */
static bool to_round2(const ctx *c, draw_state *s, rng *r)
{
    const cfr_game *g = c->g;
    g->root(g->ctx, s);
    for (;;) {
        int who = g->node(g->ctx, s);
        if (who == CFR_TERMINAL)
            return false;
        if (who == CFR_CHANCE) {
            g->chance_sample(g->ctx, s, r);
            continue;
        }
        if (s->phase == DRAW_PH_BET2)
            return (s->in >> c->seat) & 1;
        double p[CFR_MAX_ACTIONS];
        int n;
        profile_action_probs(c->p->pf, s, p, &n);
        g->act(g->ctx, s, cfr_sample_action(p, n, rng_double(r)));
    }
}

/* The responder's policy at s (mode 0: learned, falling back to the profile;
 * mode 1: the profile) as probabilities; the profile's are in prof. */
static void responder_probs(const ctx *c, const draw_state *s, const double *prof, int n, int mode, double *q)
{
    memcpy(q, prof, (size_t)n * sizeof *q);
    if (mode == 0 && c->policy) {
        const cell *k = table_find(c->policy, cell_key(c, s));
        if (k && k->best >= 0 && k->best < n) {
            for (int a = 0; a < n; a++)
                q[a] = a == k->best;
        }
    }
}

/* The others' decisions of the evaluation walks: their weight, and that at
 * sets the file lacks (played by the profile's fallback). */
typedef struct miss_count {
    double all, missing;
} miss_count;

/* The walk of round 2 from s: the responder's value (antes).  learn: sum
 * its cells' deviations into acc (weight w); mode as responder_probs; mc
 * (may be NULL) counts the others' decisions. */
static double walk(const ctx *c, const draw_state *s, double w, rng *r, table *acc, int mode, int *fail,
                   miss_count *mc)
{
    const cfr_game *g = c->g;
    int who = g->node(g->ctx, s);
    if (who == CFR_TERMINAL) {
        double u[CFR_MAX_PLAYERS];
        g->payoff(g->ctx, s, u);
        return u[c->seat];
    }
    draw_state t;
    if (who == CFR_CHANCE) {
        t = *s;
        g->chance_sample(g->ctx, &t, r);
        return walk(c, &t, w, r, acc, mode, fail, mc);
    }
    double prof[CFR_MAX_ACTIONS];
    int n;
    int lacks = profile_action_probs(c->p->pf, s, prof, &n) == PROFILE_DEFAULT;
    if (mc && who != c->seat) {
        mc->all += w;
        mc->missing += lacks ? w : 0;
    }
    if (who == c->seat) {
        double v[CFR_MAX_ACTIONS], q[CFR_MAX_ACTIONS], vp = 0, vq = 0;
        responder_probs(c, s, prof, n, mode, q);
        bool all = acc != NULL;   /* learning: every action's value; else only those played */
        for (int a = 0; a < n; a++) {
            v[a] = 0;
            if (!all && q[a] <= 0)
                continue;
            t = *s;
            g->act(g->ctx, &t, a);
            v[a] = walk(c, &t, w, r, acc, mode, fail, mc);
            vp += prof[a] * v[a];
            vq += q[a] * v[a];
        }
        if (acc && n <= REAL_BR_MAX_ACTIONS) {
            cell *k = table_get(acc, cell_key(c, s), n);
            if (!k) {
                *fail = 1;
                return vq;
            }
            k->w += w;
            k->w2 += w * w;
            for (int a = 0; a < n; a++) {
                double d = v[a] - vp;
                k->d1[a] += w * d;
                k->d2[a] += w * d * d;
            }
        }
        return vq;
    }
    if (popcount8(s->in) > 2) {   /* three or more in: one action sampled */
        t = *s;
        g->act(g->ctx, &t, cfr_sample_action(prof, n, rng_double(r)));
        return walk(c, &t, w, r, acc, mode, fail, mc);
    }
    double v = 0;
    for (int a = 0; a < n; a++) {
        if (prof[a] <= 0)
            continue;
        t = *s;
        g->act(g->ctx, &t, a);
        v += prof[a] * walk(c, &t, w * prof[a], r, acc, mode, fail, mc);
    }
    return v;
}

/* The learned choice of a cell: the action with the largest mean
 * deviation when it is REAL_BR_Z standard errors above 0, else -1. */
static int8_t choose(const cell *k)
{
    if (k->w < REAL_BR_MIN_WEIGHT || k->w2 <= 0)
        return -1;
    double neff = k->w * k->w / k->w2;   /* the effective number of deals */
    int best = -1;
    double top = 0;
    for (int a = 0; a < k->nact; a++) {
        double m = k->d1[a] / k->w, var = k->d2[a] / k->w - m * m;
        double se = sqrt((var > 0 ? var : 0) / neff);
        if (m > REAL_BR_Z * se && m > top + 1e-12) {
            top = m;
            best = a;
        }
    }
    return (int8_t)best;
}

/* One sweep of learning over the training deals into acc (cleared here). */
static int sweep(const ctx *c, table *acc, int threads, uint64_t *done, uint64_t total)
{
    const real_br_params *p = c->p;
    uint64_t blocks = (p->train + REAL_BR_BLOCK - 1) / REAL_BR_BLOCK;
    int T = threads;
    table *loc = calloc((size_t)T, sizeof *loc);
    if (!loc)
        return TALON_E_NOMEM;
    int rc = TALON_OK;
    for (int t = 0; t < T && rc == TALON_OK; t++)
        rc = table_init(&loc[t], 4 * REAL_BR_BLOCK);
    table_clear(acc);
    for (uint64_t first = 0; first < blocks && rc == TALON_OK; first += (uint64_t)T) {
        int fail = 0;
#pragma omp parallel for num_threads(T) schedule(static, 1) reduction(| : fail)
        for (int t = 0; t < T; t++) {
            uint64_t b = first + (uint64_t)t;
            table_clear(&loc[t]);
            if (b >= blocks)
                continue;
            rng r;
            rng_for_block(&r, p->seed ^ SEED_TRAIN ^ ((uint64_t)c->seat << 40), b);
            uint64_t n = b + 1 == blocks ? p->train - b * REAL_BR_BLOCK : REAL_BR_BLOCK;
            for (uint64_t j = 0; j < n && !fail; j++) {
                draw_state s;
                if (to_round2(c, &s, &r))
                    walk(c, &s, 1.0, &r, &loc[t], 0, &fail, NULL);
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
            const table *l = &loc[t];
            for (uint64_t i = 0; i <= l->mask && rc == TALON_OK; i++) {
                const cell *f = &l->slot[i];
                if (!f->key)
                    continue;
                cell *k = table_get(acc, f->key, f->nact);
                if (!k) {
                    rc = TALON_E_NOMEM;
                    break;
                }
                k->w += f->w;
                k->w2 += f->w2;
                for (int a = 0; a < f->nact; a++) {
                    k->d1[a] += f->d1[a];
                    k->d2[a] += f->d2[a];
                }
            }
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
    for (int t = 0; t < T; t++)
        free(loc[t].slot);
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
        if (to_round2(c, &s, r)) {
            /* the same stream state for both walks: their sampled actions (three or more in) pair up */
            rng r2 = *r;
            double learned = walk(c, &s, 1.0, r, NULL, 0, &fail, &A->miss);
            double prof = walk(c, &s, 1.0, &r2, NULL, 1, &fail, NULL);
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

static int one_seat(const real_br_params *p, int seat, int threads, uint64_t *done, uint64_t total,
                    real_br_result *r)
{
    ctx c = {.p = p, .g = p->g, .P = draw_game_params(p->dg)->players, .seat = seat, .policy = NULL};
    table acc, pol;
    int rc = table_init(&acc, 1 << 16);
    if (rc == TALON_OK && (rc = table_init(&pol, 16)) != TALON_OK)
        free(acc.slot);
    if (rc != TALON_OK)
        return rc;
    int passes = p->passes > 0 ? p->passes : draw_game_params(p->dg)->max_raises + 2;
    for (int k = 0; k < passes && rc == TALON_OK; k++) {
        c.policy = k ? &pol : NULL;
        rc = sweep(&c, &acc, threads, done, total);
        if (rc != TALON_OK)
            break;
        /* the next sweep's policy: this one's choices */
        free(pol.slot);
        rc = table_init(&pol, acc.used + 16);
        uint64_t dev = 0;
        for (uint64_t i = 0; i <= acc.mask && rc == TALON_OK; i++) {
            const cell *f = &acc.slot[i];
            if (!f->key)
                continue;
            int8_t b = choose(f);
            if (b < 0)
                continue;
            cell *q = table_get(&pol, f->key, f->nact);
            if (!q)
                rc = TALON_E_NOMEM;
            else
                q->best = b;
            dev++;
        }
        r->cells[seat] = acc.used;
        r->deviations[seat] = dev;
    }
    if (rc == TALON_OK) {
        c.policy = &pol;
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
    free(acc.slot);
    free(pol.slot);
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
    (void)scope;
    return "round 2: before the draw the profile's play; after it the exact final hand (its eval5 value) and "
           "the whole public history (every action and draw count)";
}

int real_br_run(const real_br_params *p, real_br_result *r)
{
    memset(r, 0, sizeof *r);
    if (!p || !p->dg || !p->g || !p->pf || p->train < 1 || p->eval < 1 || p->passes < 0 || p->bins < 0 ||
        p->bins > 1000000 ||
        p->scope != REAL_BR_ROUND2)
        return err_why(r->why, sizeof r->why, TALON_E_INVAL, "bad parameters for the real-game best response");
    int P = draw_game_params(p->dg)->players;
    if (p->seat < -1 || p->seat >= P)
        return err_why(r->why, sizeof r->why, TALON_E_INVAL, "seat %d: the game seats 1 to %d", p->seat + 1, P);
    r->players = P;
    r->train = p->train;
    r->eval = p->eval;
    int threads = p->threads > 0 ? p->threads : omp_get_max_threads();
    int first = p->seat < 0 ? 0 : p->seat, last = p->seat < 0 ? P - 1 : p->seat;
    int passes = p->passes > 0 ? p->passes : draw_game_params(p->dg)->max_raises + 2;
    uint64_t total = (uint64_t)(last - first + 1) * ((uint64_t)passes * p->train + p->eval), done = 0;
    for (int s = first; s <= last; s++) {
        int rc = one_seat(p, s, threads, &done, total, r);
        if (rc != TALON_OK)
            return err_why(r->why, sizeof r->why, rc, "%s", rc == TALON_E_CANCEL ? "interrupted" : err_str(rc));
    }
    return TALON_OK;
}
