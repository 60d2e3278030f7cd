/* cfr_br.c - the quality of an average strategy: each seat's best-response
 * gain against the others' average strategies, and the game value.
 *
 * Level by level.  A seat's information sets are grouped by their level, the
 * number of the seat's own actions before them.  With perfect recall the
 * value of an action at a set of level L depends on the seat's choices at
 * deeper levels only, and the sets of one level never precede one another;
 * so, deepest level first:
 *   for L = deepest .. 0:
 *     walk the game, the seat trying every action above level L, the others
 *     and chance weighted by their probabilities (exact) or sampled;
 *     at each node of level L, for each action a: cfv(set, a) += weight *
 *     value of a (below it, the seat plays its choices of the deeper levels)
 *     choose, at every set of level L, the action of largest cfv (sampled:
 *     only an action significantly better than the average strategy; else
 *     the set keeps playing the average strategy)
 * (a first pass that reaches no level discovers the sets when the table may
 * lack some) then evaluate that pure policy against the others (the gain is its value
 * minus the seat's value under the average profile).  Listed chance
 * enumerates everything (one pass, exact).  Sampled chance: each level
 * samples br_samples deals, the other seats' actions sampled by their
 * strategies, and the evaluation samples as many fresh deals, each one
 * played twice from the same generator state: the policy, then the average
 * strategy with the seat's own actions enumerated (weighted by its
 * strategy), each action entered with the generator state the policy's walk
 * has there; so where the two agree the difference is exactly 0 (common
 * random numbers), and the seat's own mixing adds no sampling noise.  The cfv sums are
 * fixed-point integers added atomically (order-free; plain doubles when
 * exact, on one thread), the evaluation's sums
 * are kept per chunk of deals and added in chunk order: the figures do not
 * depend on the thread count.
 */
#include <math.h>
#include <omp.h>
#include <stdlib.h>
#include <string.h>

#include "cfr_int.h"
#include "err.h"
#include "rng.h"

#define BR_SCALE 16777216.0   /* 2^CFR_BR_FIX_BITS */
#define BR_SQ_SCALE 65536.0  /* squares: 2^16 per ante^2 */
#define BR_CHUNK 256u
#define BR_Z 2.0              /* sampled choice: a deviation must be 2 standard errors up */         /* sampled deals per stream */
#define OWN_DEPTH(own, p) ((int)(((own) >> (8 * (p))) & 0xff))
#define PHASE_EVAL 255
#define PHASE_FIND 254

typedef struct br_ctx {
    cfr_solver *s;
    int seat;        /* the best-responding seat; -1 in the average profile's walk */
    int enum_seat;   /* sampled, average profile's walk: this seat's actions are enumerated */
    int level;
    bool exact;
} br_ctx;

static int sample_action(const double *p, int n, rng *r)
{
    double x = rng_double(r);
    int a = 0;
    while (a < n - 1 && x >= p[a])
        x -= p[a++];
    return a;
}

/* Chance at state st (depth d): enumerate when listed (exact), else sample.
 * Calls back fn for each child with its probability. */
static int chance_listed(const br_ctx *c, const void *st)
{
    const cfr_game *g = c->s->g;
    return c->exact && g->chance_count ? g->chance_count(g->ctx, st) : 0;
}

/* The value of every seat from state d: the seat c->seat (if >= 0) plays its
 * best-response choices (br[]), the others their average strategies;
 * enumerated when exact, sampled otherwise. */
static void ev_walk(const br_ctx *c, cfr_walker *w, int d, uint64_t own, rng *r, double *u)
{
    cfr_solver *s = c->s;
    const cfr_game *g = s->g;
    unsigned char *st = cfr_state(s, w, d);
    int who = g->node(g->ctx, st), P = g->players;
    if (who == CFR_TERMINAL) {
        g->payoff(g->ctx, st, u);
        return;
    }
    for (int p = 0; p < P; p++)
        u[p] = 0;
    if (d >= CFR_MAX_DEPTH || who < CFR_CHANCE || who >= P) {
        atomic_store(&s->bad_game, 1);
        return;
    }
    unsigned char *ch = cfr_state(s, w, d + 1);
    size_t ss = g->state_size;
    double v[CFR_MAX_PLAYERS];
    if (who == CFR_CHANCE) {
        int k = chance_listed(c, st);
        if (k <= 0) {
            memcpy(ch, st, ss);
            g->chance_sample(g->ctx, ch, r);
            ev_walk(c, w, d + 1, own, r, u);
            return;
        }
        for (int i = 0; i < k; i++) {
            memcpy(ch, st, ss);
            double pk = g->chance_apply(g->ctx, ch, i);
            if (pk <= 0)
                continue;
            ev_walk(c, w, d + 1, own, r, v);
            for (int p = 0; p < P; p++)
                u[p] += pk * v[p];
        }
        return;
    }
    int n = g->actions(g->ctx, st);
    int64_t e = cfr_lookup(s, g->infoset(g->ctx, st), n, who, OWN_DEPTH(own, who));
    if (e < 0)
        return;
    uint64_t own2 = own + (1ull << (8 * who));
    double p[CFR_MAX_ACTIONS];
    if (who == c->seat && s->br[e] < n) {
        memcpy(ch, st, ss);
        g->act(g->ctx, ch, s->br[e]);
        ev_walk(c, w, d + 1, own2, r, u);
        return;
    }
    cfr_average(s, e, n, p);   /* the seat plays it where its policy says so (CFR_BR_SIGMA) */
    if (!c->exact && who != c->enum_seat && who != c->seat) {
        int a = sample_action(p, n, r);
        memcpy(ch, st, ss);
        g->act(g->ctx, ch, a);
        ev_walk(c, w, d + 1, own2, r, u);
        return;
    }
    rng r0 = *r;
    for (int a = 0; a < n; a++) {
        if (p[a] <= 0)
            continue;
        *r = r0;   /* as the policy's walk enters this action: the same draws below it */
        memcpy(ch, st, ss);
        g->act(g->ctx, ch, a);
        ev_walk(c, w, d + 1, own2, r, v);
        for (int q = 0; q < P; q++)
            u[q] += p[a] * v[q];
    }
}

/* At a node of the level: exact, cfvx(a) += wt u(a); sampled, the gain
 * over the average strategy, delta(a) = wt (u(a) - sum_b sigma(b) u(b)),
 * into the cfr_act's dreg (sum) and dsum (sum of squares), fixed point. */
static void level_add(const br_ctx *c, int64_t e, int n, double wt, const double *u)
{
    cfr_solver *s = c->s;
    uint32_t off = s->tab[e].off;
    if (c->exact) {
        for (int a = 0; a < n; a++)
            s->cfvx[off + a] += wt * u[a];
        return;
    }
    double p[CFR_MAX_ACTIONS], us = 0;
    cfr_average(s, e, n, p);
    for (int a = 0; a < n; a++)
        us += p[a] * u[a];
    for (int a = 0; a < n; a++) {
        double dl = wt * (u[a] - us);
        atomic_fetch_add_explicit(&s->act[off + a].dreg, (int64_t)llrint(dl * BR_SCALE), memory_order_relaxed);
        atomic_fetch_add_explicit(&s->act[off + a].dsum, (int64_t)llrint(dl * dl * BR_SQ_SCALE), memory_order_relaxed);
    }
}

/* Level pass: reach the seat's nodes of level c->level with weight wt (the
 * others' and chance's probability when exact, 1 when sampled), the seat
 * trying every action above that level; there add wt * value(a) to cfv. */
static void reach_walk(const br_ctx *c, cfr_walker *w, int d, uint64_t own, rng *r, double wt)
{
    cfr_solver *s = c->s;
    const cfr_game *g = s->g;
    unsigned char *st = cfr_state(s, w, d);
    int who = g->node(g->ctx, st);
    if (who == CFR_TERMINAL)
        return;
    if (d >= CFR_MAX_DEPTH || who < CFR_CHANCE || who >= g->players) {
        atomic_store(&s->bad_game, 1);
        return;
    }
    unsigned char *ch = cfr_state(s, w, d + 1);
    size_t ss = g->state_size;
    if (who == CFR_CHANCE) {
        int k = chance_listed(c, st);
        if (k <= 0) {
            memcpy(ch, st, ss);
            g->chance_sample(g->ctx, ch, r);
            reach_walk(c, w, d + 1, own, r, wt);
            return;
        }
        for (int i = 0; i < k; i++) {
            memcpy(ch, st, ss);
            double pk = g->chance_apply(g->ctx, ch, i);
            if (pk > 0)
                reach_walk(c, w, d + 1, own, r, wt * pk);
        }
        return;
    }
    int n = g->actions(g->ctx, st), lv = OWN_DEPTH(own, who);
    int64_t e = cfr_lookup(s, g->infoset(g->ctx, st), n, who, lv);
    if (e < 0)
        return;
    uint64_t own2 = own + (1ull << (8 * who));
    if (who == c->seat) {
        rng r0 = *r;
        double u[CFR_MAX_ACTIONS], v[CFR_MAX_PLAYERS];
        for (int a = 0; a < n; a++) {
            *r = r0;   /* the same draws below every action: common random numbers */
            memcpy(ch, st, ss);
            g->act(g->ctx, ch, a);
            if (lv < c->level) {
                reach_walk(c, w, d + 1, own2, r, wt);
            } else {
                ev_walk(c, w, d + 1, own2, r, v);
                u[a] = v[c->seat];
            }
        }
        if (lv == c->level)
            level_add(c, e, n, wt, u);
        return;
    }
    double p[CFR_MAX_ACTIONS];
    cfr_average(s, e, n, p);
    if (!c->exact) {
        int a = sample_action(p, n, r);
        memcpy(ch, st, ss);
        g->act(g->ctx, ch, a);
        reach_walk(c, w, d + 1, own2, r, wt);
        return;
    }
    for (int a = 0; a < n; a++)
        if (p[a] > 0) {
            memcpy(ch, st, ss);
            g->act(g->ctx, ch, a);
            reach_walk(c, w, d + 1, own2, r, wt * p[a]);
        }
}

static void stream(const cfr_solver *s, rng *r, uint64_t round, int seat, int phase, uint64_t chunk)
{
    uint64_t id = ((round << 4 | (uint64_t)seat) << 8 | (uint64_t)phase) << 32 | chunk;
    rng_for_block(r, s->cfg.seed ^ 0x6272657370616e73ULL, id);
}

/* One level pass, then the choice at every set of that level; returns the
 * sets of the level where the choice leaves the average strategy (sampled). */
static uint64_t level_pass(cfr_solver *s, const br_ctx *c, uint64_t round, uint64_t samples)
{
    const cfr_game *g = s->g;
    uint64_t nchunks = c->exact ? 1 : (samples + BR_CHUNK - 1) / BR_CHUNK;
#pragma omp parallel for schedule(dynamic, 1) num_threads(s->threads) if (!c->exact)
    for (uint64_t k = 0; k < nchunks; k++) {
        cfr_walker *w = &s->walkers[omp_get_thread_num()];
        rng r;
        stream(s, &r, round, c->seat, c->level > CFR_MAX_DEPTH ? PHASE_FIND : c->level, k);
        uint64_t n = c->exact ? 1 : (k + 1) * BR_CHUNK <= samples ? BR_CHUNK : samples - k * BR_CHUNK;
        for (uint64_t i = 0; i < n; i++) {
            g->root(g->ctx, cfr_state(s, w, 0));
            reach_walk(c, w, 0, 0, &r, 1.0);
        }
    }
    uint64_t dev = 0;
    for (uint64_t i = 0; i <= s->tab_mask; i++) {
        cfr_entry *e = &s->tab[i];
        if (!atomic_load(&e->key) || atomic_load(&e->ready) != 1 || e->player != c->seat || e->depth != c->level)
            continue;
        /* Exact: the action of largest value.  Sampled: the action whose
         * summed gain over the average strategy is largest among those more
         * than BR_Z of its standard errors above 0 (sum > z sqrt(sum of
         * squares)); none: the set plays the average strategy (a noisy
         * argmax would often be worse than it). */
        int best = c->exact ? 0 : CFR_BR_SIGMA;
        double bv = c->exact ? -HUGE_VAL : 0;
        for (int a = 0; a < e->nact; a++) {
            double x = (double)atomic_exchange(&s->act[e->off + a].dreg, 0) / BR_SCALE;
            double x2 = (double)atomic_exchange(&s->act[e->off + a].dsum, 0) / BR_SQ_SCALE;
            if (c->exact) {
                x += s->cfvx[e->off + a];
                s->cfvx[e->off + a] = 0;
            }
            if (x > bv && (c->exact || x > BR_Z * sqrt(x2)))
                bv = x, best = a;
        }
        s->br[i] = (uint8_t)best;
        dev += best != CFR_BR_SIGMA;
    }
    return dev;
}

/* Per-chunk sums of the evaluation: the gain d = u_br - u_avg of the seat,
 * d^2, and every seat's u_avg and its square. */
enum { EV_D, EV_D2, EV_U, EV_N = EV_U + 2 * CFR_MAX_PLAYERS };

static void eval_pass(cfr_solver *s, int seat, uint64_t round, uint64_t samples, double *sums)
{
    const cfr_game *g = s->g;
    bool exact = s->algo == CFR_PLUS || samples == 0;
    uint64_t nchunks = exact ? 1 : (samples + BR_CHUNK - 1) / BR_CHUNK;
    double *chunk = calloc(nchunks * EV_N, sizeof(double));
    if (!chunk) {
        atomic_store(&s->overflow, 1);   /* no memory: reported by the caller as a failure to grow */
        return;
    }
#pragma omp parallel for schedule(dynamic, 1) num_threads(s->threads) if (!exact)
    for (uint64_t k = 0; k < nchunks; k++) {
        cfr_walker *w = &s->walkers[omp_get_thread_num()];
        br_ctx cb = {s, seat, -1, 0, exact}, ca = {s, -1, seat, 0, exact};
        rng r;
        stream(s, &r, round, seat, PHASE_EVAL, k);
        uint64_t n = exact ? 1 : (k + 1) * BR_CHUNK <= samples ? BR_CHUNK : samples - k * BR_CHUNK;
        double *acc = chunk + k * EV_N;
        for (uint64_t i = 0; i < n; i++) {
            double ub[CFR_MAX_PLAYERS], ua[CFR_MAX_PLAYERS];
            rng r0 = r;
            g->root(g->ctx, cfr_state(s, w, 0));
            ev_walk(&cb, w, 0, 0, &r, ub);
            r = r0;
            g->root(g->ctx, cfr_state(s, w, 0));
            ev_walk(&ca, w, 0, 0, &r, ua);
            double dd = ub[seat] - ua[seat];
            acc[EV_D] += dd;
            acc[EV_D2] += dd * dd;
            for (int p = 0; p < g->players; p++) {
                acc[EV_U + 2 * p] += ua[p];
                acc[EV_U + 2 * p + 1] += ua[p] * ua[p];
            }
        }
    }
    for (uint64_t k = 0; k < nchunks; k++)   /* in chunk order: the same sums at any thread count */
        for (int j = 0; j < EV_N; j++)
            sums[j] += chunk[k * EV_N + j];
    free(chunk);
}

static double half_width(double sum, double sum2, double n)
{
    if (n < 2)
        return 0;
    double m = sum / n, var = (sum2 - n * m * m) / (n - 1);
    return var > 0 ? 1.959963984540054 * sqrt(var / n) : 0;
}

static int measure_once(cfr_solver *s, uint64_t round, cfr_quality *q)
{
    const cfr_game *g = s->g;
    bool exact = s->algo == CFR_PLUS;
    uint64_t samples = s->cfg.br_samples ? s->cfg.br_samples : CFR_BR_SAMPLES;
    memset(q, 0, sizeof *q);
    q->exact = exact;
    q->samples = exact ? 0 : samples;
    double usum[2 * CFR_MAX_PLAYERS] = {0}, n_all = 0;
    for (int seat = 0; seat < g->players; seat++) {
        if (s->loaded || !exact) {
            /* Discovery: a pass that reaches no level inserts the sets this
             * seat can meet (a loaded strategy starts from an empty table;
             * MCCFR may not have met every set the best response tries). */
            br_ctx c = {s, seat, -1, CFR_MAX_DEPTH + 1, exact};
            level_pass(s, &c, round, exact ? 1 : samples / 4);
        }
        int deepest = 0;
        for (uint64_t i = 0; i <= s->tab_mask; i++)
            if (atomic_load(&s->tab[i].key) && s->tab[i].player == seat && s->tab[i].depth > deepest)
                deepest = s->tab[i].depth;
        for (int L = deepest; L >= 0; L--) {
            br_ctx c = {s, seat, -1, L, exact};
            uint64_t dev = level_pass(s, &c, round, samples);
            q->deviations[seat] += exact ? 0 : dev;
            if (atomic_load(&s->overflow) || atomic_load(&s->bad_game))
                return TALON_OK;
        }
        double sums[EV_N] = {0};
        eval_pass(s, seat, round, samples, sums);
        double n = exact ? 1 : (double)samples;
        q->gain[seat] = sums[EV_D] / n;
        q->gain_hw[seat] = exact ? 0 : half_width(sums[EV_D], sums[EV_D2], n);
        for (int p = 0; p < 2 * g->players; p++)
            usum[p] += sums[EV_U + p];
        n_all += n;
    }
    double var = 0;
    for (int p = 0; p < g->players; p++) {
        q->value[p] = usum[2 * p] / n_all;
        q->value_hw[p] = exact ? 0 : half_width(usum[2 * p], usum[2 * p + 1], n_all);
        q->exploitability += q->gain[p];
        var += q->gain_hw[p] * q->gain_hw[p];
    }
    q->exploitability_hw = sqrt(var);
    return TALON_OK;
}

int cfr_quality_measure(cfr_solver *s, uint64_t round, cfr_quality *q)
{
    for (;;) {
        measure_once(s, round, q);
        if (atomic_load(&s->bad_game))
            return TALON_E_INVAL;
        if (!atomic_load(&s->overflow))
            return TALON_OK;
        for (uint64_t i = 0; i < s->slot_cap; i++) {
            atomic_store(&s->act[i].dreg, 0);
            atomic_store(&s->act[i].dsum, 0);
            if (s->cfvx)
                s->cfvx[i] = 0;
        }
        int rc = cfr_grow(s);   /* new sets met: room for them, then measure again */
        if (rc != TALON_OK)
            return rc;
    }
}
