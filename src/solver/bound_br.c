/* bound_br.c - the sample's exact best response of bound_br.h: an upper
 * bound of a seat's gain inside the abstraction.
 *
 * Three passes a seat.
 *  1. Every sample deal is walked once (bwalk): the responder tries each of
 *     its actions, the others and chance are fixed by the deal.  Each of the
 *     responder's sets is registered in the thread's table with its parent
 *     (the set and action above it on the line, 0 at the root) and its
 *     depth; each leaf's result (fixed point) is added to the (set, action)
 *     that decided last on its line.  The walk also returns the profile's
 *     own result for the deal (the responder mixing as the file says).
 *     The threads' tables are then merged by key (integer sums: any order).
 *  2. Backward induction, sets sorted by (depth descending, key): V(set) =
 *     max over actions a of (sum(set, a) + children(set, a)), added to its
 *     parent's children(parent action).  The best action is kept per set.
 *  3. The sample's deals again with the responder on that pure policy (pwalk)
 *     for the per-deal spread (and the check that its total is pass 2's),
 *     and on the most likely action everywhere; then `fresh` other deals:
 *     the best response (unknown sets: the profile's mix), the most likely
 *     action and the profile, paired on each deal.
 */
#include "bits.h"
#include "bound_br.h"

#include <math.h>
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "err.h"
#include "rng.h"

#define FIX 16777216.0      /* 2^24 per ante */
#define FIX_SQ 65536.0      /* 2^16 per ante^2 */
#define SEED_SAMPLE 0x73616d706c65ULL
#define SEED_FRESH 0x6672657368ULL

static inline int64_t fix(double v)
{
    return (int64_t)llround(v * FIX);
}

/* ---- the responder's sets ----------------------------------------------------------------- */

typedef struct bset {
    uint64_t key, parent;    /* parent: the key of the set above on the line, 0 at the root */
    uint32_t off;            /* first action's slot in imm */
    uint8_t nact, pact, depth, likely;
    int8_t best;             /* after the induction: the best action */
} bset;

typedef struct btab {
    uint32_t *slot;          /* set index + 1, 0 empty */
    uint64_t mask;
    bset *set;
    uint64_t nset, capset;
    int64_t *imm;            /* per action: the results of the lines it ends, fixed point */
    uint64_t nimm, capimm;
    int64_t root;            /* lines with no decision of the responder */
} btab;

static void btab_free(btab *t)
{
    free(t->slot);
    free(t->set);
    free(t->imm);
    memset(t, 0, sizeof *t);
}

static int btab_init(btab *t)
{
    memset(t, 0, sizeof *t);
    t->mask = 1023;
    t->slot = calloc(t->mask + 1, sizeof *t->slot);
    t->capset = 512;
    t->set = malloc(t->capset * sizeof *t->set);
    t->capimm = 2048;
    t->imm = malloc(t->capimm * sizeof *t->imm);
    if (!t->slot || !t->set || !t->imm) {
        btab_free(t);
        return TALON_E_NOMEM;
    }
    return TALON_OK;
}

static int64_t btab_find(const btab *t, uint64_t key)
{
    for (uint64_t i = rng_mix64(key) & t->mask;; i = (i + 1) & t->mask) {
        uint32_t v = t->slot[i];
        if (!v)
            return -1;
        if (t->set[v - 1].key == key)
            return (int64_t)v - 1;
    }
}

/* The set of key, registered (with its parent and depth) when new.  -1: out
 * of memory; -2: the set is known with another parent (perfect recall
 * broken). */
static int64_t btab_get(btab *t, uint64_t key, int nact, uint64_t parent, int pact, int depth, int likely)
{
    uint64_t i = rng_mix64(key) & t->mask;
    for (;; i = (i + 1) & t->mask) {
        uint32_t v = t->slot[i];
        if (!v)
            break;
        bset *b = &t->set[v - 1];
        if (b->key == key) {
            if (b->parent != parent || b->pact != pact || b->nact != nact)
                return -2;
            return (int64_t)v - 1;
        }
    }
    if (t->nset + 1 > UINT32_MAX - 1)
        return -1;
    if (2 * (t->nset + 1) > t->mask + 1) {   /* at most half full: double, then find the slot again */
        uint64_t m = 2 * (t->mask + 1) - 1;
        uint32_t *ns = calloc(m + 1, sizeof *ns);
        if (!ns)
            return -1;
        for (uint64_t k = 0; k < t->nset; k++) {
            uint64_t j = rng_mix64(t->set[k].key) & m;
            while (ns[j])
                j = (j + 1) & m;
            ns[j] = (uint32_t)k + 1;
        }
        free(t->slot);
        t->slot = ns;
        t->mask = m;
        for (i = rng_mix64(key) & t->mask; t->slot[i]; i = (i + 1) & t->mask)
            ;
    }
    if (t->nset == t->capset) {
        bset *ns = realloc(t->set, 2 * t->capset * sizeof *ns);
        if (!ns)
            return -1;
        t->set = ns;
        t->capset *= 2;
    }
    if (t->nimm + (uint64_t)nact > t->capimm) {
        int64_t *ni = realloc(t->imm, 2 * t->capimm * sizeof *ni);
        if (!ni)
            return -1;
        t->imm = ni;
        t->capimm *= 2;
    }
    bset *b = &t->set[t->nset];
    b->key = key;
    b->parent = parent;
    b->off = (uint32_t)t->nimm;
    b->nact = (uint8_t)nact;
    b->pact = (uint8_t)pact;
    b->depth = (uint8_t)depth;
    b->likely = (uint8_t)likely;
    b->best = -1;
    memset(t->imm + t->nimm, 0, (size_t)nact * sizeof *t->imm);
    t->nimm += (uint64_t)nact;
    t->slot[i] = (uint32_t)++t->nset;
    return (int64_t)t->nset - 1;
}

/* ---- the walks ---------------------------------------------------------------------------- */

typedef struct wk {
    const bound_br_params *p;
    const cfr_game *g;
    int seat;
    uint64_t dk;      /* the deal's key: the others' choices */
    rng serve;        /* the deal's replacement stream, copied at the serve */
    btab *t;
    int fail;         /* -1 out of memory, -2 perfect recall broken */
    int64_t *others;  /* pwalk, may be NULL: [0] the others' decisions by weight, [1] those at sets the
                         file lacks (fixed point) */
} wk;

/* The responder's information set: the file's own key (its class or
 * bucket and its view of the history, as the game computes it), chained
 * with the set above it on the line and the choice made there (an action,
 * or "deferred to the fallback, which played a": tag n + 1 + a), so that a
 * set determines every set and choice of the responder before it (perfect
 * recall by construction).  Nothing else: where the file lacks a set, the
 * responder may defer to the fallback (talon's own play there) but never
 * sees what its rules see (the exact cards: a key holding what the rules
 * would play there would tell it about its cards). */
static uint64_t rkey(const wk *w, const draw_state *s, uint64_t parent, int pact)
{
    uint64_t h = rng_mix64(parent ^ ((uint64_t)pact << 56) ^
                           rng_mix64(w->g->infoset(w->g->ctx, s) ^ 0x9e3779b97f4a7c15ULL));
    return h ? h : 1;
}

static int argmax(const double *p, int n)
{
    int a = 0;
    for (int b = 1; b < n; b++)
        if (p[b] > p[a])
            a = b;
    return a;
}

/* The others' choice at the history's k-th event: u hashed from (deal, k). */
static int other_action(const wk *w, const draw_state *s, const double *p, int n)
{
    uint64_t z = rng_mix64(w->dk ^ rng_mix64((uint64_t)s->nhist + 0x51));
    return cfr_sample_action(p, n, (double)(z >> 11) * 0x1.0p-53);
}

/* Deal i of the stream `salt`: the dealt state, the deal's key and its serve stream. */
static void deal(wk *w, uint64_t salt, uint64_t i, draw_state *s)
{
    const cfr_game *g = w->g;
    rng r;
    rng_for_block(&r, w->p->seed ^ salt, i);
    g->root(g->ctx, s);
    while (g->node(g->ctx, s) == CFR_CHANCE && s->phase == DRAW_PH_DEAL)
        g->chance_sample(g->ctx, s, &r);
    w->dk = rng_mix64(((uint64_t)rng_next(&r) << 32) | rng_next(&r));
    rng_for_block(&w->serve, w->p->seed ^ salt ^ 0x5e7e, i);
}

/* Pass 1: every action of the responder; returns the profile's result. */
static double bwalk(wk *w, const draw_state *s, double wt, int64_t cur, int cura, int tag, int depth)
{
    const cfr_game *g = w->g;
    int who = g->node(g->ctx, s);
    draw_state t;
    if (who == CFR_TERMINAL) {
        double u[CFR_MAX_PLAYERS];
        g->payoff(g->ctx, s, u);
        if (cur >= 0)
            w->t->imm[w->t->set[cur].off + (uint32_t)cura] += fix(wt * u[w->seat]);
        else
            w->t->root += fix(wt * u[w->seat]);
        return u[w->seat];
    }
    if (who == CFR_CHANCE) {
        t = *s;
        rng r = w->serve;
        g->chance_sample(g->ctx, &t, &r);
        return bwalk(w, &t, wt, cur, cura, tag, depth);
    }
    double prof[CFR_MAX_ACTIONS];
    int n;
    bool lacks = profile_action_probs(w->p->pf, s, prof, &n) == PROFILE_DEFAULT;
    if (who != w->seat) {
        if (bits_count32(s->in) > w->p->enumerate) {
            t = *s;
            g->act(g->ctx, &t, other_action(w, s, prof, n));
            return bwalk(w, &t, wt, cur, cura, tag, depth);
        }
        double v = 0;
        for (int a = 0; a < n; a++) {
            if (prof[a] <= 0)
                continue;
            t = *s;
            g->act(g->ctx, &t, a);
            v += prof[a] * bwalk(w, &t, wt * prof[a], cur, cura, tag, depth);
        }
        return v;
    }
    /* at a set the file lacks, one more choice: defer to the fallback (slot n) */
    int m = lacks ? n + 1 : n;
    uint64_t parent = cur >= 0 ? w->t->set[cur].key : 0;
    int64_t k = btab_get(w->t, rkey(w, s, parent, cur >= 0 ? tag : 0), m, parent, cur >= 0 ? cura : 0, depth,
                         lacks ? n : argmax(prof, n));
    if (k < 0) {
        w->fail = (int)k;
        return 0;
    }
    double v = 0, vdef = 0;
    for (int a = 0; a < n && !w->fail; a++) {
        t = *s;
        g->act(g->ctx, &t, a);
        v += prof[a] * bwalk(w, &t, wt, k, a, a, depth + 1);
        if (lacks && prof[a] > 0) {   /* deferring, the rules play a: the chain says so (tag n + 1 + a) */
            t = *s;
            g->act(g->ctx, &t, a);
            vdef += prof[a] * bwalk(w, &t, wt * prof[a], k, n, n + 1 + a, depth + 1);
        }
    }
    return lacks ? vdef : v;
}

enum { PW_PROFILE, PW_LIKELY, PW_BEST };

/* The responder's result on a policy (the others and chance as bwalk's). */
static double pwalk(const wk *w, const draw_state *s, int mode, const btab *br, uint64_t parent, int pact,
                    double wt)
{
    const cfr_game *g = w->g;
    int who = g->node(g->ctx, s);
    draw_state t;
    if (who == CFR_TERMINAL) {
        double u[CFR_MAX_PLAYERS];
        g->payoff(g->ctx, s, u);
        return u[w->seat];
    }
    if (who == CFR_CHANCE) {
        t = *s;
        rng r = w->serve;
        g->chance_sample(g->ctx, &t, &r);
        return pwalk(w, &t, mode, br, parent, pact, wt);
    }
    double prof[CFR_MAX_ACTIONS];
    int n;
    bool lacks = profile_action_probs(w->p->pf, s, prof, &n) == PROFILE_DEFAULT;
    if (who != w->seat && w->others) {
        w->others[0] += fix(wt);
        w->others[1] += lacks ? fix(wt) : 0;
    }
    if (who != w->seat) {
        if (bits_count32(s->in) > w->p->enumerate) {
            t = *s;
            g->act(g->ctx, &t, other_action(w, s, prof, n));
            return pwalk(w, &t, mode, br, parent, pact, wt);
        }
        double v = 0;
        for (int a = 0; a < n; a++) {
            if (prof[a] <= 0)
                continue;
            t = *s;
            g->act(g->ctx, &t, a);
            v += prof[a] * pwalk(w, &t, mode, br, parent, pact, wt * prof[a]);
        }
        return v;
    }
    uint64_t key = rkey(w, s, parent, pact);
    int a = -1;
    bool defer = lacks;   /* the file's play at a set it lacks: the fallback's, deferred to */
    if (mode == PW_LIKELY && !lacks)
        a = argmax(prof, n);
    else if (mode == PW_BEST) {
        int64_t k = btab_find(br, key);
        if (k >= 0) {
            a = br->set[k].best;
            defer = a == n;
            a = defer ? -1 : a;
        }
    }
    if (a >= 0) {
        t = *s;
        g->act(g->ctx, &t, a);
        return pwalk(w, &t, mode, br, key, a, wt);
    }
    double v = 0;
    for (a = 0; a < n; a++) {
        if (prof[a] <= 0)
            continue;
        t = *s;
        g->act(g->ctx, &t, a);
        v += prof[a] * pwalk(w, &t, mode, br, key, defer ? n + 1 + a : a, wt * prof[a]);
    }
    return v;
}

/* ---- the induction ------------------------------------------------------------------------ */

static int by_depth_key(const void *x, const void *y)
{
    const bset *a = x, *b = y;
    if (a->depth != b->depth)
        return a->depth > b->depth ? -1 : 1;
    return (a->key > b->key) - (a->key < b->key);
}

/* Sorts t's sets, rebuilds its slots, and computes the best action of
 * every set; returns the best response's total (antes, over the deals). */
static int induce(btab *t, double *total)
{
    qsort(t->set, t->nset, sizeof *t->set, by_depth_key);
    memset(t->slot, 0, (t->mask + 1) * sizeof *t->slot);
    for (uint64_t k = 0; k < t->nset; k++) {
        uint64_t j = rng_mix64(t->set[k].key) & t->mask;
        while (t->slot[j])
            j = (j + 1) & t->mask;
        t->slot[j] = (uint32_t)k + 1;
    }
    double *child = calloc(t->nimm ? t->nimm : 1, sizeof *child);
    if (!child)
        return TALON_E_NOMEM;
    double root = 0;
    for (uint64_t k = 0; k < t->nset; k++) {
        bset *b = &t->set[k];
        int best = 0;
        double top = -INFINITY;
        for (int a = 0; a < b->nact; a++) {
            double v = (double)t->imm[b->off + (uint32_t)a] / FIX + child[b->off + (uint32_t)a];
            if (v > top) {
                top = v;
                best = a;
            }
        }
        b->best = (int8_t)best;
        if (!b->parent) {
            root += top;
            continue;
        }
        int64_t q = btab_find(t, b->parent);
        if (q < 0) {   /* a parent never registered: cannot be */
            free(child);
            return TALON_E_INVAL;
        }
        child[t->set[q].off + b->pact] += top;
    }
    free(child);
    *total = root + (double)t->root / FIX;
    return TALON_OK;
}

/* ---- one seat ----------------------------------------------------------------------------- */

typedef struct sums {
    int64_t s1, s2;   /* fixed-point sum and sum of squares */
} sums;

static void sums_add(sums *m, double d)
{
    m->s1 += fix(d);
    m->s2 += (int64_t)llround(d * d * FIX_SQ);
}

static void sums_merge(sums *m, const sums *o)
{
    m->s1 += o->s1;
    m->s2 += o->s2;
}

static void mean_sd(const sums *m, uint64_t n, double *mean, double *sd)
{
    double mu = (double)m->s1 / FIX / (double)n, sq = (double)m->s2 / FIX_SQ / (double)n;
    double var = sq - mu * mu;
    *mean = mu;
    *sd = var > 0 && n > 1 ? sqrt(var * (double)n / (double)(n - 1)) : 0;
}

typedef struct run {
    const bound_br_params *p;
    int T;
    uint64_t done, planned;
} run;

static bool cancelled(const run *u)
{
    return u->p->cancel && *u->p->cancel;
}

static void progress(run *u, uint64_t n)
{
    u->done += n;
    if (u->p->progress)
        u->p->progress(u->done, u->planned, u->p->progress_arg);
}

static int seat_run(run *u, int seat, bound_br_result *r)
{
    const bound_br_params *p = u->p;
    int T = u->T, rc = TALON_OK;
    btab *tabs = calloc((size_t)T, sizeof *tabs);
    int64_t *vsum = calloc((size_t)T, sizeof *vsum);
    if (!tabs || !vsum) {
        free(tabs);
        free(vsum);
        return TALON_E_NOMEM;
    }
    for (int t = 0; t < T && rc == TALON_OK; t++)
        rc = btab_init(&tabs[t]);
    uint64_t blocks = (p->deals + BOUND_BR_BLOCK - 1) / BOUND_BR_BLOCK;
    uint64_t step = (uint64_t)T * 8;
    /* pass 1 */
    for (uint64_t b0 = 0; b0 < blocks && rc == TALON_OK; b0 += step) {
        uint64_t b1 = b0 + step < blocks ? b0 + step : blocks;
        int fail = 0;
#pragma omp parallel for num_threads(T) schedule(dynamic, 1) reduction(min : fail)
        for (uint64_t b = b0; b < b1; b++) {
            int th = omp_get_thread_num();
            wk w = {p, p->g, seat, 0, {0, 0}, &tabs[th], 0, NULL};
            uint64_t e = (b + 1) * BOUND_BR_BLOCK < p->deals ? (b + 1) * BOUND_BR_BLOCK : p->deals;
            for (uint64_t i = b * BOUND_BR_BLOCK; i < e && !w.fail; i++) {
                draw_state s;
                deal(&w, SEED_SAMPLE, i, &s);
                double v = bwalk(&w, &s, 1.0, -1, 0, 0, 0);
                vsum[th] += fix(v);
            }
            if (w.fail < fail)
                fail = w.fail;
        }
        if (fail == -2) {
            snprintf(r->why, sizeof r->why, "seat %d: an information set met with two different parents "
                                            "(perfect recall broken: a bug)", seat + 1);
            rc = TALON_E_INVAL;
        } else if (fail)
            rc = TALON_E_NOMEM;
        else if (cancelled(u))
            rc = TALON_E_CANCEL;
        progress(u, (b1 * BOUND_BR_BLOCK < p->deals ? b1 * BOUND_BR_BLOCK : p->deals) -
                        b0 * BOUND_BR_BLOCK);
    }
    /* merge into table 0 */
    int64_t vtot = 0;
    for (int t = 0; t < T; t++)
        vtot += vsum[t];
    for (int t = 1; t < T && rc == TALON_OK; t++) {
        btab *a = &tabs[0], *o = &tabs[t];
        a->root += o->root;
        for (uint64_t k = 0; k < o->nset && rc == TALON_OK; k++) {
            const bset *b = &o->set[k];
            int64_t q = btab_get(a, b->key, b->nact, b->parent, b->pact, b->depth, b->likely);
            if (q < 0) {
                rc = q == -2 ? TALON_E_INVAL : TALON_E_NOMEM;
                if (q == -2)
                    snprintf(r->why, sizeof r->why, "seat %d: perfect recall broken (a bug)", seat + 1);
                break;
            }
            for (int x = 0; x < b->nact; x++)
                a->imm[a->set[q].off + (uint32_t)x] += o->imm[b->off + (uint32_t)x];
        }
        btab_free(o);
    }
    double total = 0;
    if (rc == TALON_OK)
        rc = induce(&tabs[0], &total);
    const btab *br = &tabs[0];
    if (rc == TALON_OK) {
        double N = (double)p->deals;
        r->value[seat] = (double)vtot / FIX / N;
        r->gain[seat] = total / N - r->value[seat];
        r->sets[seat] = br->nset;
        uint64_t dev = 0;
        for (uint64_t k = 0; k < br->nset; k++)
            dev += br->set[k].best != br->set[k].likely;
        r->deviations[seat] = dev;
    }
    /* pass 3: the sample again (the policy's spread, the most likely action), then fresh deals */
    sums sd_br = {0, 0}, in_likely = {0, 0}, f_br = {0, 0}, f_likely = {0, 0};
    int64_t *miss = calloc((size_t)T * 2, sizeof *miss);   /* per thread: the others' weight, at missing sets */
    if (!miss)
        rc = TALON_E_NOMEM;
    for (int phase = 0; phase < 2 && rc == TALON_OK; phase++) {
        uint64_t n = phase == 0 ? p->deals : p->fresh;
        uint64_t salt = phase == 0 ? SEED_SAMPLE : SEED_FRESH;
        uint64_t nb = (n + BOUND_BR_BLOCK - 1) / BOUND_BR_BLOCK;
        sums *tb = calloc((size_t)T * 2, sizeof *tb);
        if (!tb) {
            rc = TALON_E_NOMEM;
            break;
        }
        for (uint64_t b0 = 0; b0 < nb && rc == TALON_OK; b0 += step) {
            uint64_t b1 = b0 + step < nb ? b0 + step : nb;
#pragma omp parallel for num_threads(T) schedule(dynamic, 1)
            for (uint64_t b = b0; b < b1; b++) {
                int th = omp_get_thread_num();
                wk w = {p, p->g, seat, 0, {0, 0}, NULL, 0, NULL};
                int64_t *oth = phase == 1 ? &miss[2 * th] : NULL;
                uint64_t e = (b + 1) * BOUND_BR_BLOCK < n ? (b + 1) * BOUND_BR_BLOCK : n;
                for (uint64_t i = b * BOUND_BR_BLOCK; i < e; i++) {
                    draw_state s;
                    deal(&w, salt, i, &s);
                    double v0 = pwalk(&w, &s, PW_PROFILE, br, 0, 0, 1.0);
                    w.others = oth;
                    sums_add(&tb[2 * th], pwalk(&w, &s, PW_BEST, br, 0, 0, 1.0) - v0);
                    w.others = NULL;
                    sums_add(&tb[2 * th + 1], pwalk(&w, &s, PW_LIKELY, br, 0, 0, 1.0) - v0);
                }
            }
            if (cancelled(u))
                rc = TALON_E_CANCEL;
            progress(u, (b1 * BOUND_BR_BLOCK < n ? b1 * BOUND_BR_BLOCK : n) - b0 * BOUND_BR_BLOCK);
        }
        for (int t = 0; t < T; t++) {
            sums_merge(phase == 0 ? &sd_br : &f_br, &tb[2 * t]);
            sums_merge(phase == 0 ? &in_likely : &f_likely, &tb[2 * t + 1]);
        }
        free(tb);
    }
    if (rc == TALON_OK) {
        double m, sd;
        mean_sd(&sd_br, p->deals, &m, &sd);
        r->replay[seat] = m;
        r->sd[seat] = sd;
        r->upper[seat] = r->gain[seat] + BOUND_BR_Z * sd / sqrt((double)p->deals);
        mean_sd(&in_likely, p->deals, &r->likely_in[seat], &sd);
        if (p->fresh) {
            mean_sd(&f_likely, p->fresh, &r->likely[seat], &sd);
            r->likely_hw[seat] = 1.959963984540054 * sd / sqrt((double)p->fresh);
            mean_sd(&f_br, p->fresh, &r->fresh_gain[seat], &sd);
            r->fresh_hw[seat] = 1.959963984540054 * sd / sqrt((double)p->fresh);
        }
        int64_t all = 0, lack = 0;
        for (int t = 0; t < T; t++) {
            all += miss[2 * t];
            lack += miss[2 * t + 1];
        }
        r->missing[seat] = all ? (double)lack / (double)all : 0;
        r->done[seat] = true;
    }
    free(miss);
    btab_free(&tabs[0]);
    free(tabs);
    free(vsum);
    return rc;
}

void bound_br_params_init(bound_br_params *p)
{
    memset(p, 0, sizeof *p);
    p->seat = -1;
    p->deals = 262144;
    p->fresh = 262144;
    p->enumerate = 2;
    p->seed = 1;
}

int bound_br_run(const bound_br_params *p, bound_br_result *r)
{
    if (!r)
        return TALON_E_INVAL;
    memset(r, 0, sizeof *r);
    if (!p || !p->dg || !p->g || !p->pf || !p->deals) {
        snprintf(r->why, sizeof r->why, "bound_br: a game, a profile and at least one deal are needed");
        return TALON_E_INVAL;
    }
    int P = p->g->players;
    if (p->seat < -1 || p->seat >= P) {
        snprintf(r->why, sizeof r->why, "bound_br: seat %d outside 1..%d", p->seat + 1, P);
        return TALON_E_INVAL;
    }
    if (p->enumerate < 0 || p->enumerate > CFR_MAX_PLAYERS) {
        snprintf(r->why, sizeof r->why, "bound_br: enumerate %d outside 0..%d", p->enumerate, CFR_MAX_PLAYERS);
        return TALON_E_INVAL;
    }
    if (p->threads < 0 || p->threads > MC_THREADS_MAX) {
        snprintf(r->why, sizeof r->why, "bound_br: threads %d outside 0..%d", p->threads, MC_THREADS_MAX);
        return TALON_E_INVAL;
    }
    r->players = P;
    r->deals = p->deals;
    r->fresh = p->fresh;
    run u = {p, p->threads ? p->threads : omp_get_max_threads(), 0, 0};
    int seats = p->seat >= 0 ? 1 : P;
    u.planned = (uint64_t)seats * (2 * p->deals + p->fresh);
    for (int s = 0; s < P; s++) {
        if (p->seat >= 0 && s != p->seat)
            continue;
        int rc = seat_run(&u, s, r);
        if (rc != TALON_OK) {
            if (!r->why[0])
                snprintf(r->why, sizeof r->why, "%s", rc == TALON_E_CANCEL ? "interrupted" : err_str(rc));
            return rc;
        }
    }
    return TALON_OK;
}
