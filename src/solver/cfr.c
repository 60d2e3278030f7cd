/* cfr.c - the solver's table of information sets and its two training
 * loops (tabular CFR+ and external-sampling MCCFR), a block at a time; the
 * best response is in cfr_br.c, the strategy files in cfr_io.c, and the run
 * that alternates blocks and quality checkpoints (cfr_solve, cfr_evaluate)
 * in cfr_run.c, above both, so that this file calls neither.
 *
 * Storage.  An information set is an entry of an open-addressing hash table
 * (linear probing on a 64-bit mix of its key) that points at its actions in
 * four flat arrays: the cumulative regret and the strategy sum (double),
 * and two block accumulators (int64 fixed point, 2^CFR_FIX_BITS per ante)
 * that the traversals of a block add into atomically.  A new set claims its
 * entry with a compare-and-swap on the key and its actions with a
 * fetch-and-add on the slot counter, so any thread may insert; the arrays
 * only grow between blocks (cfr_grow), and a block that runs out of room is
 * thrown away and run again once they have grown (its regrets were frozen,
 * so the second run is the same computation).
 *
 * The invariant every loop keeps: during a block nobody writes `regret` or
 * `ssum`; the current strategy of a set is regret matching of its frozen
 * regrets (computed where it is needed, so a set born in the block plays
 * uniformly, as a set with zero regrets does); all increments go to the
 * fixed-point accumulators, whose integer sums are independent of the order
 * of addition.  block_apply then folds each action's sums into its regret
 * and strategy sum on its own, so the result is the same at any number of
 * threads.
 */
#include <limits.h>
#include <math.h>
#include <omp.h>
#include <stdlib.h>
#include <string.h>

#ifdef TALON_MPI
#include <mpi.h>
#endif

#include "cfr_int.h"
#include "err.h"
#include "rng.h"

#define TAB_START (1u << 12)       /* first table capacity (entries) */
#define SLOT_START (1u << 14)      /* first action capacity */
#define FIX_SCALE 4294967296.0     /* 2^CFR_FIX_BITS */
#define OWN_DEPTH(own, p) ((int)(((own) >> (8 * (p))) & 0xff))

void cfr_config_init(cfr_config *cfg)
{
    memset(cfg, 0, sizeof *cfg);
    cfg->algo = CFR_AUTO;
}

const char *cfr_algo_name(enum cfr_algo a)
{
    switch (a) {
    case CFR_PLUS: return "CFR+ (tabular, alternating updates, linear averaging)";
    case CFR_MCCFR: return "MCCFR (external sampling, linear weights per block)";
    case CFR_VECTOR: return "vector CFR+ (the public tree walked whole, chance from a sampled model)";
    default: return "auto";
    }
}

const char *cfr_algo_label(enum cfr_algo a, const cfr_config *cfg)
{
    if (a == CFR_MCCFR && cfg && cfg->prune)
        return "MCCFR (external sampling, linear weights per block, regret-based pruning)";
    return cfr_algo_name(a);
}

/* ---- the table ------------------------------------------------------------ */


int64_t cfr_find(const cfr_solver *s, uint64_t key)
{
    for (uint64_t i = rng_mix64(key) & s->tab_mask, n = 0; n <= s->tab_mask; i = (i + 1) & s->tab_mask, n++) {
        uint64_t k = atomic_load_explicit(&s->tab[i].key, memory_order_acquire);
        if (k == 0)
            return -1;
        if (k == key) {
            while (atomic_load_explicit(&s->tab[i].ready, memory_order_acquire) == 0)
                ;
            return atomic_load_explicit(&s->tab[i].ready, memory_order_relaxed) == 1 ? (int64_t)i : -1;
        }
    }
    return -1;
}

int64_t cfr_lookup(cfr_solver *s, uint64_t key, int nact, int player, int depth)
{
    if (key == 0 || nact < 1 || nact > CFR_MAX_ACTIONS) {
        atomic_store(&s->bad_game, 1);
        return -1;
    }
    for (uint64_t i = rng_mix64(key) & s->tab_mask, n = 0; n <= s->tab_mask; i = (i + 1) & s->tab_mask, n++) {
        cfr_entry *e = &s->tab[i];
        uint64_t k = atomic_load_explicit(&e->key, memory_order_acquire);
        if (k == 0) {
            /* Keep the table at most 3/4 full: probes stay short. */
            if (atomic_load(&s->nentries) >= (s->tab_mask + 1) / 4 * 3) {
                atomic_store(&s->overflow, 1);
                return -1;
            }
            uint64_t zero = 0;
            if (!atomic_compare_exchange_strong(&e->key, &zero, key)) {
                k = zero;   /* someone else claimed it: look at what they put */
            } else {
                atomic_fetch_add(&s->nentries, 1);
                uint64_t off = atomic_fetch_add(&s->nslots, (uint64_t)nact);
                e->nact = (uint8_t)nact;
                e->player = (uint8_t)player;
                e->depth = (uint8_t)depth;
                if (off + (uint64_t)nact > s->slot_cap) {
                    atomic_store(&s->overflow, 1);
                    atomic_store_explicit(&e->ready, 2, memory_order_release);
                    return -1;
                }
                e->off = (uint32_t)off;
                atomic_store_explicit(&e->ready, 1, memory_order_release);
                return (int64_t)i;
            }
        }
        if (k == key) {
            uint8_t r;
            while ((r = atomic_load_explicit(&e->ready, memory_order_acquire)) == 0)
                ;
            if (r != 1)
                return -1;
            if (e->nact != nact || e->player != player) {   /* a key shared by two kinds of set */
                atomic_store(&s->bad_game, 1);
                return -1;
            }
            return (int64_t)i;
        }
    }
    atomic_store(&s->overflow, 1);
    return -1;
}

/* Bytes per action slot: its cfr_act and dirty flag, and the exact best
 * response's sum where there is one (CFR+). */
static size_t slot_bytes(const cfr_solver *s)
{
    return sizeof(cfr_act) + 1 + (s->cfvx ? sizeof(double) : 0);
}

size_t cfr_memory(const cfr_solver *s)
{
    return (size_t)(s->tab_mask + 1) * (sizeof(cfr_entry) + 1) + (size_t)s->slot_cap * slot_bytes(s);
}

static void *grow_array(void *p, size_t old_n, size_t new_n, size_t elem)
{
    void *q = realloc(p, new_n * elem);
    if (q)
        memset((char *)q + old_n * elem, 0, (new_n - old_n) * elem);
    return q;
}

/* Rehash the ready entries into a table of capacity cap (a power of two). */
static int rehash(cfr_solver *s, uint64_t cap)
{
    cfr_entry *t = calloc(cap, sizeof *t);
    uint8_t *br = malloc(cap);
    if (!t || !br) {
        free(t);
        free(br);
        return TALON_E_NOMEM;
    }
    memset(br, CFR_BR_SIGMA, cap);
    uint64_t n = 0, slots = 0;
    for (uint64_t i = 0; i <= s->tab_mask; i++) {
        cfr_entry *e = &s->tab[i];
        uint64_t k = atomic_load(&e->key);
        if (k == 0 || atomic_load(&e->ready) != 1)
            continue;
        uint64_t j = rng_mix64(k) & (cap - 1);
        while (atomic_load(&t[j].key) != 0)
            j = (j + 1) & (cap - 1);
        atomic_store(&t[j].key, k);
        t[j].off = e->off;
        t[j].nact = e->nact;
        t[j].player = e->player;
        t[j].depth = e->depth;
        atomic_store(&t[j].ready, 1);
        n++;
        if (e->off + e->nact > slots)
            slots = e->off + e->nact;
    }
    free(s->tab);
    free(s->br);
    s->tab = t;
    s->br = br;
    s->tab_mask = cap - 1;
    atomic_store(&s->nentries, n);
    atomic_store(&s->nslots, slots);   /* failed claims (ready 2) allocated past the end: drop them */
    return TALON_OK;
}

int cfr_grow(cfr_solver *s)
{
    bool over = atomic_exchange(&s->overflow, 0);
    uint64_t cap = s->tab_mask + 1, slots = s->slot_cap;
    uint64_t ne = atomic_load(&s->nentries), ns = atomic_load(&s->nslots);
    uint64_t newcap = cap, newslots = slots;
    while (ne * 2 > newcap)
        newcap *= 2;
    /* The action slots are handed out in order, not hashed: a third kept
     * free is room enough for the sets one block meets (a block that finds
     * no room is redone after growing).  ns counts the claims that failed
     * too: the redo needs them. */
    while (ns * 3 > newslots * 2)
        newslots += newslots / 2;
    if (over && newcap == cap && newslots == slots)
        newcap *= 2;   /* a long probe sequence failed: more room all the same */
    if (!over && newcap == cap && newslots == slots)
        return TALON_OK;
    size_t max = s->cfg.max_memory ? s->cfg.max_memory : (size_t)4 << 30;
    size_t need = (size_t)newcap * (sizeof(cfr_entry) + 1) + (size_t)newslots * slot_bytes(s);
    if (need > max || newslots > UINT32_MAX)   /* cfr_entry.off is 32 bits */
        return TALON_E_NOMEM;
    if (newslots != slots) {
        void *p;
        if (!(p = grow_array(s->act, slots, newslots, sizeof(cfr_act))))
            return TALON_E_NOMEM;
        s->act = p;
        if (s->cfvx) {
            if (!(p = grow_array(s->cfvx, slots, newslots, sizeof(double))))
                return TALON_E_NOMEM;
            s->cfvx = p;
        }
        if (!(p = grow_array((void *)s->dirty, slots, newslots, 1)))
            return TALON_E_NOMEM;
        s->dirty = p;
        s->slot_cap = newslots;
    }
    return rehash(s, newcap);
}

/* Regret matching: p(a) = R+(a) / sum R+; when no regret is positive, the
 * actions of largest regret share it (uniform when every regret is 0: a set
 * never updated).  Playing uniformly there instead would bring back an
 * action the set has learnt is worse (a rarely met set whose best action
 * has regret 0 and the others negative). */
void cfr_current(const cfr_solver *s, int64_t e, int n, double *p)
{
    const cfr_act *r = s->act + s->tab[e].off;
    double sum = 0, top = r[0].regret;
    for (int a = 0; a < n; a++) {
        sum += r[a].regret > 0 ? r[a].regret : 0;
        top = r[a].regret > top ? r[a].regret : top;
    }
    if (sum > 0) {
        for (int a = 0; a < n; a++)
            p[a] = r[a].regret > 0 ? r[a].regret / sum : 0;
        return;
    }
    int k = 0;
    for (int a = 0; a < n; a++)
        k += r[a].regret == top;
    for (int a = 0; a < n; a++)
        p[a] = r[a].regret == top ? 1.0 / k : 0;
}

void cfr_average(const cfr_solver *s, int64_t e, int n, double *p)
{
    if (s->loaded) {   /* cfr_evaluate: the file's probabilities, uniform where it has none */
        int m;
        if (cfr_strategy_lookup(s->loaded, atomic_load(&s->tab[e].key), p, &m) == TALON_OK) {
            if (m == n)
                return;
            atomic_store((_Atomic int *)&s->mismatch, 1);
        }
        for (int a = 0; a < n; a++)
            p[a] = 1.0 / n;
        return;
    }
    const cfr_act *w = s->act + s->tab[e].off;
    double sum = 0;
    for (int a = 0; a < n; a++)
        sum += w[a].ssum;
    if (sum > 0) {
        for (int a = 0; a < n; a++)
            p[a] = w[a].ssum / sum;
        return;
    }
    /* No average yet (a rare set met only as the traverser: regrets, no
     * strategy sum): its current strategy, uniform if never updated. */
    cfr_current(s, e, n, p);
}

/* A loaded strategy's probabilities at key (cfr_average of cfr_evaluate). */
int cfr_strategy_lookup(const cfr_strategy *st, uint64_t key, double p[CFR_MAX_ACTIONS], int *n)
{
    int64_t i = strat_find(st->d, key);
    if (i < 0)
        return TALON_E_RANGE;
    *n = st->d->nact[i];
    memcpy(p, st->d->p + st->d->p_at[i], (size_t)*n * sizeof *p);
    return TALON_OK;
}

/* On one thread a plain load and store (a locked add costs ~20 cycles and
 * the traversal does little else); the integer sum is the same either way. */
static inline void fix_add(const cfr_solver *s, _Atomic int64_t *p, double v)
{
    int64_t x = (int64_t)llrint(v * FIX_SCALE);
    if (s->threads > 1)
        atomic_fetch_add_explicit(p, x, memory_order_relaxed);
    else
        atomic_store_explicit(p, atomic_load_explicit(p, memory_order_relaxed) + x, memory_order_relaxed);
}

/* ---- external-sampling MCCFR ---------------------------------------------- */

/* After a traversal changed the accumulators of the set whose actions start
 * at slot off: list it in this thread's touched[] if nobody has (the
 * exchange makes exactly one thread list it), so that block_apply folds the
 * block's sums set by set instead of scanning every slot. */
static inline void mark_touched(cfr_solver *s, cfr_walker *w, uint32_t off, int n)
{
    if (atomic_load_explicit(&s->dirty[off], memory_order_relaxed)
        || atomic_exchange_explicit(&s->dirty[off], 1, memory_order_relaxed))
        return;
    if (w->ntouched < CFR_TOUCHED_MAX)
        w->touched[w->ntouched++] = off | (uint64_t)n << 32;
    else
        w->touched_full = true;
}

/* One traversal for seat `trav` from the state at depth d (Lanctot et al.,
 * external sampling):
 *   terminal: return u[trav]
 *   chance: sample an outcome, recurse
 *   trav acts: v(a) = walk(child a) for every a; v = sum sigma(a) v(a);
 *              regret(a) += v(a) - v; return v
 *   another seat acts: strategy sum += sigma (once the set's regrets are
 *              not all 0); sample a ~ sigma; recurse
 * The sampled values need no reach weights: the other seats' and chance's
 * probabilities of reaching a node are its probability of being sampled. */
static double es_walk(cfr_solver *s, cfr_walker *w, int d, int trav, uint64_t own, rng *r, double prune)
{
    const cfr_game *g = s->g;
    unsigned char *st = cfr_state(s, w, d);
    int who = g->node(g->ctx, st);
    if (who == CFR_TERMINAL) {
        double u[CFR_MAX_PLAYERS];
        g->payoff(g->ctx, st, u);
        return u[trav];
    }
    if (d >= CFR_MAX_DEPTH || who < CFR_CHANCE || who >= g->players) {
        atomic_store(&s->bad_game, 1);
        return 0;
    }
    unsigned char *ch = cfr_state(s, w, d + 1);
    size_t ss = g->state_size;
    if (who == CFR_CHANCE) {
        memcpy(ch, st, ss);
        g->chance_sample(g->ctx, ch, r);
        return es_walk(s, w, d + 1, trav, own, r, prune);
    }
    int n = g->actions(g->ctx, st);
    int64_t e = cfr_lookup(s, g->infoset(g->ctx, st), n, who, OWN_DEPTH(own, who));
    if (e < 0)
        return 0;   /* no room (the block is redone) or a broken game (the run fails) */
    double p[CFR_MAX_ACTIONS];
    cfr_current(s, e, n, p);
    uint64_t own2 = own + (1ull << (8 * who));
    uint32_t off = s->tab[e].off;
    if (who == trav) {
        /* A pruning traversal (prune < 0: the regret floor, scaled as the
         * stored regrets are) skips the actions never played whose regret
         * is below it, and leaves their regrets alone. */
        double v[CFR_MAX_ACTIONS], vs = 0;
        bool skip[CFR_MAX_ACTIONS];
        for (int a = 0; a < n; a++) {
            skip[a] = prune < 0 && p[a] == 0 && s->act[off + a].regret < prune;
            if (skip[a])
                continue;
            memcpy(ch, st, ss);
            g->act(g->ctx, ch, a);
            v[a] = es_walk(s, w, d + 1, trav, own2, r, prune);
            vs += p[a] * v[a];
        }
        for (int a = 0; a < n; a++)
            if (!skip[a])
                fix_add(s, &s->act[off + a].dreg, v[a] - vs);
        mark_touched(s, w, off, n);
        return vs;
    }
    /* The average counts a set's play only once its regrets say something:
     * the uniform play of a set never updated (every regret 0) would stay
     * in the average of a rarely met set (a straight flush facing a raise
     * met 20 times in a run) as a few percent of folds. */
    bool informed = false;
    for (int a = 0; a < n && !informed; a++)
        informed = s->act[off + a].regret != 0;
    for (int a = 0; informed && a < n; a++)
        fix_add(s, &s->act[off + a].dsum, p[a]);
    if (informed)
        mark_touched(s, w, off, n);
    double x = rng_double(r);
    int a = 0;
    while (a < n - 1 && x >= p[a])
        x -= p[a++];
    memcpy(ch, st, ss);
    g->act(g->ctx, ch, a);
    return es_walk(s, w, d + 1, trav, own2, r, prune);
}

/* Iterations [first, first + n) of one block: chunk c of CFR_CHUNK
 * iterations draws from stream (seed, first / CFR_CHUNK + c); within an
 * iteration every seat traverses once, in seat order, on its own deals. */
static void mccfr_block(cfr_solver *s, uint64_t first, uint64_t n)
{
    uint64_t nchunks = (n + CFR_CHUNK - 1) / CFR_CHUNK;
    const cfr_game *g = s->g;
#pragma omp parallel for schedule(dynamic, 1) num_threads(s->threads)
    for (uint64_t c = 0; c < nchunks; c++) {
        if (c % (uint64_t)s->mpi_size != (uint64_t)s->mpi_rank)
            continue;   /* another rank's chunk (MPI) */
        cfr_walker *w = &s->walkers[omp_get_thread_num()];
        rng r;
        rng_for_block(&r, s->cfg.seed, first / CFR_CHUNK + c);
        uint64_t lo = c * CFR_CHUNK, hi = lo + CFR_CHUNK < n ? lo + CFR_CHUNK : n;
        /* The pruning floor in the stored regrets' scale (block_apply):
         * -CFR_PRUNE_REGRET antes of linear-weighted regret. */
        double floor_ = -CFR_PRUNE_REGRET * (double)(s->block + 1);
        for (uint64_t it = lo; it < hi; it++)
            for (int trav = 0; trav < g->players; trav++) {
                double prune = 0;
                if (s->cfg.prune && first + it >= CFR_PRUNE_AFTER && rng_double(&r) < CFR_PRUNE_PROB)
                    prune = floor_;
                g->root(g->ctx, cfr_state(s, w, 0));
                es_walk(s, w, 0, trav, 0, &r, prune);
            }
    }
}

/* ---- tabular CFR+ ----------------------------------------------------------- */

/* The counterfactual walk for seat `trav` with reach probabilities pt (trav's
 * own) and po (chance and the others'), chance enumerated:
 *   terminal: return u[trav]
 *   chance: return sum_k P(k) walk(child k) with po * P(k)
 *   trav acts: v(a) = walk(child a, pt sigma(a)); v = sum sigma(a) v(a);
 *              regret(a) += po (v(a) - v); strategy sum(a) += pt sigma(a)
 *   another seat: return sum sigma(a) walk(child a, po sigma(a))
 * A subtree that neither seat's reach weighs (pt = po = 0) adds nothing: skipped. */
static double cp_walk(cfr_solver *s, cfr_walker *w, int d, int trav, uint64_t own, double pt, double po)
{
    const cfr_game *g = s->g;
    unsigned char *st = cfr_state(s, w, d);
    int who = g->node(g->ctx, st);
    if (who == CFR_TERMINAL) {
        double u[CFR_MAX_PLAYERS];
        g->payoff(g->ctx, st, u);
        return u[trav];
    }
    if (d >= CFR_MAX_DEPTH || who < CFR_CHANCE || who >= g->players) {
        atomic_store(&s->bad_game, 1);
        return 0;
    }
    unsigned char *ch = cfr_state(s, w, d + 1);
    size_t ss = g->state_size;
    double v = 0;
    if (who == CFR_CHANCE) {
        int k = g->chance_count(g->ctx, st);
        if (k <= 0)
            atomic_store(&s->bad_game, 1);
        for (int i = 0; i < k; i++) {
            memcpy(ch, st, ss);
            double pk = g->chance_apply(g->ctx, ch, i);
            if (pk > 0)
                v += pk * cp_walk(s, w, d + 1, trav, own, pt, po * pk);
        }
        return v;
    }
    int n = g->actions(g->ctx, st);
    int64_t e = cfr_lookup(s, g->infoset(g->ctx, st), n, who, OWN_DEPTH(own, who));
    if (e < 0)
        return 0;
    double p[CFR_MAX_ACTIONS], va[CFR_MAX_ACTIONS];
    cfr_current(s, e, n, p);
    uint64_t own2 = own + (1ull << (8 * who));
    uint32_t off = s->tab[e].off;
    for (int a = 0; a < n; a++) {
        double npt = who == trav ? pt * p[a] : pt, npo = who == trav ? po : po * p[a];
        va[a] = 0;
        if (npt > 0 || npo > 0) {
            memcpy(ch, st, ss);
            g->act(g->ctx, ch, a);
            va[a] = cp_walk(s, w, d + 1, trav, own2, npt, npo);
        }
        v += p[a] * va[a];
    }
    if (who == trav)
        for (int a = 0; a < n; a++) {
            if (po > 0)
                fix_add(s, &s->act[off + a].dreg, po * (va[a] - v));
            if (pt > 0)
                fix_add(s, &s->act[off + a].dsum, pt * p[a]);
        }
    return v;
}

/* ---- the end of a block ----------------------------------------------------- */

/* Fold the accumulators into regrets and strategy sums, element by element:
 *   CFR+ (update t):  R = max(0, R + dR);  S += t dS
 *   linear (block t, MCCFR):  R~ += (t + 1) dR;  S~ += (t + 1) dS
 * Linear MCCFR weighs block k's increments k: R_t = R_{t-1} t / (t + 1) +
 * dR_t, the weighted sum over the weights' sum.  Its stored form is R~_t =
 * (t + 1) R_t, for which that recurrence is R~_t = R~_{t-1} + (t + 1) dR_t:
 * an action the block did not change keeps its value, so only the sets a
 * traversal listed (mark_touched) are folded, never every slot of a table
 * that grows to millions of sets.  Regret matching and the average strategy
 * are ratios within a set, so the scale does not show anywhere.  (DCFR's
 * halving of negative regrets at every block wiped out what a rarely met set
 * had learnt between two visits.) */
static inline void fold(cfr_solver *s, uint64_t i, bool plus, double t, double floor_)
{
    double dr = (double)atomic_load_explicit(&s->act[i].dreg, memory_order_relaxed) / FIX_SCALE;
    double ds = (double)atomic_load_explicit(&s->act[i].dsum, memory_order_relaxed) / FIX_SCALE;
    atomic_store_explicit(&s->act[i].dreg, 0, memory_order_relaxed);
    atomic_store_explicit(&s->act[i].dsum, 0, memory_order_relaxed);
    if (plus) {
        double r = s->act[i].regret + dr;
        s->act[i].regret = r > 0 ? r : 0;
        s->act[i].ssum += t * ds;
    } else {
        /* Only a regret the block moved meets the floor, so that the fold of
         * an action depends on its own numbers alone: the list, the scan of
         * every slot and every MPI rank give the same bits. */
        if (dr != 0) {
            double r = s->act[i].regret + (t + 1) * dr;
            s->act[i].regret = r < floor_ ? floor_ : r;
        }
        if (ds != 0)
            s->act[i].ssum += (t + 1) * ds;
    }
}

/* Every walker's touched[] is whole (no overflow) and can stand for the scan. */
static bool lists_whole(const cfr_solver *s)
{
    if (s->algo != CFR_MCCFR || s->mpi_size > 1)
        return false;   /* the MPI merge adds other ranks' sums without listing them */
    for (int k = 0; k < s->threads; k++)
        if (!s->walkers[k].touched || s->walkers[k].touched_full)
            return false;
    return true;
}

static void lists_clear(cfr_solver *s)
{
    for (int k = 0; k < s->threads; k++) {
        s->walkers[k].ntouched = 0;
        s->walkers[k].touched_full = false;
    }
}

static void block_apply(cfr_solver *s, bool plus, double t)
{
    /* The regret floor of pruning (cfr.h), in the stored scale: -F (t + 1). */
    double floor_ = !plus && s->cfg.prune && s->iter + CFR_BLOCK > CFR_PRUNE_AFTER ? -CFR_PRUNE_FLOOR * (t + 1)
                                                                                       : -HUGE_VAL;
    if (!plus && lists_whole(s)) {
        for (int k = 0; k < s->threads; k++) {
            const cfr_walker *w = &s->walkers[k];
            int64_t m = (int64_t)w->ntouched;
#pragma omp parallel for schedule(static) num_threads(s->threads) if (m > 16384)
            for (int64_t j = 0; j < m; j++) {
                uint64_t off = w->touched[j] & 0xffffffffu, n = w->touched[j] >> 32;
                for (uint64_t a = 0; a < n; a++)
                    fold(s, off + a, false, t, floor_);
                atomic_store_explicit(&s->dirty[off], 0, memory_order_relaxed);
            }
        }
        lists_clear(s);
        return;
    }
    int64_t n = (int64_t)atomic_load(&s->nslots);
    if (n > (int64_t)s->slot_cap)
        n = (int64_t)s->slot_cap;
#pragma omp parallel for schedule(static) num_threads(s->threads) if (n > 65536)
    for (int64_t i = 0; i < n; i++) {
        fold(s, (uint64_t)i, plus, t, floor_);
        atomic_store_explicit(&s->dirty[i], 0, memory_order_relaxed);
    }
    lists_clear(s);
}

static void block_discard(cfr_solver *s)
{
    uint64_t n = atomic_load(&s->nslots);
    if (n > s->slot_cap)
        n = s->slot_cap;
    for (uint64_t i = 0; i < n; i++) {
        atomic_store_explicit(&s->act[i].dreg, 0, memory_order_relaxed);
        atomic_store_explicit(&s->act[i].dsum, 0, memory_order_relaxed);
        atomic_store_explicit(&s->dirty[i], 0, memory_order_relaxed);
    }
    lists_clear(s);
}

/* ---- MPI: the blocks spread over the ranks ------------------------------- */

/* With more than one rank (cfr.c built with TALON_MPI, the program under
 * mpirun, mc_mpi_init called), chunk c of every MCCFR block runs on rank
 * c mod size, with that rank's OpenMP threads.  At the block's end each rank
 * packs the sets whose accumulators it changed (key, kind, and the int64
 * sums) and every rank receives every other's (MPI_Allgatherv), inserts the
 * sets it lacks and adds their sums into its own accumulators, by key:
 * integer sums do not depend on the order, so each rank then holds the sums
 * a single process would, and block_apply gives every rank the same regrets
 * and strategy sums bit for bit.  Before each checkpoint the ranks also
 * exchange the keys they inserted without changing a sum, so that every
 * rank's table holds the sets a single process would have met.  The best
 * response (cfr_br.c) then runs on every rank over identical tables: the
 * same figures everywhere (it is not spread over the ranks).  A failure or a
 * cancel flag on any rank is agreed on (MPI_Allreduce) at every block's end,
 * so every rank returns the same code after the same iterations.  Record:
 * key, meta (nact | player << 8 | depth << 16), then with sums nact regret
 * sums and nact strategy sums. */

#ifdef TALON_MPI
static MPI_Comm run_comm(const cfr_solver *s)
{
    return MPI_Comm_f2c(s->mpi_comm);
}

/* The most negative code of every rank (TALON_OK when all succeeded). */
int cfr_mpi_agree(const cfr_solver *s, int rc)
{
    int all = rc;
    MPI_Allreduce(&rc, &all, 1, MPI_INT, MPI_MIN, run_comm(s));
    return all;
}

static bool ensure(int64_t **buf, size_t *cap, size_t words)
{
    if (words <= *cap)
        return true;
    size_t n = *cap ? *cap : 4096;
    while (n < words)
        n *= 2;
    int64_t *p = realloc(*buf, n * sizeof *p);
    if (!p)
        return false;
    *buf = p;
    *cap = n;
    return true;
}

/* This rank's records into s->msend (sums: the sets with a non-zero block
 * sum, with their sums; else every set's key); the words written, or -1
 * when out of memory. */
static int64_t mpi_pack(cfr_solver *s, bool sums)
{
    size_t words = 0;
    for (int pass = 0; pass < 2; pass++) {
        for (uint64_t i = 0; i <= s->tab_mask; i++) {
            cfr_entry *e = &s->tab[i];
            uint64_t key = atomic_load(&e->key);
            if (!key || atomic_load(&e->ready) != 1)
                continue;
            int n = e->nact;
            bool any = !sums;
            for (int a = 0; a < n && !any; a++)
                any = atomic_load_explicit(&s->act[e->off + a].dreg, memory_order_relaxed) != 0 ||
                      atomic_load_explicit(&s->act[e->off + a].dsum, memory_order_relaxed) != 0;
            if (!any)
                continue;
            if (pass == 1) {
                int64_t *w = s->msend + words;
                w[0] = (int64_t)key;
                w[1] = (int64_t)((uint64_t)n | (uint64_t)e->player << 8 | (uint64_t)e->depth << 16);
                for (int a = 0; sums && a < n; a++) {
                    w[2 + a] = atomic_load_explicit(&s->act[e->off + a].dreg, memory_order_relaxed);
                    w[2 + n + a] = atomic_load_explicit(&s->act[e->off + a].dsum, memory_order_relaxed);
                }
            }
            words += sums ? 2 + 2 * (size_t)n : 2;
        }
        if (pass == 1)
            break;
        if (!ensure(&s->msend, &s->msend_cap, words ? words : 1))
            return -1;
        words = 0;
    }
    return (int64_t)words;
}

/* Every rank's records into s->mrecv (rank r's at displs[r], counts[r]
 * words); TALON_OK or TALON_E_NOMEM (agreed). */
static int mpi_gather(cfr_solver *s, int64_t words, int *counts, int *displs)
{
    int rc = words < 0 || words > INT_MAX ? TALON_E_NOMEM : TALON_OK;
    if ((rc = cfr_mpi_agree(s, rc)) != TALON_OK)
        return rc;
    int mine = (int)words;
    MPI_Allgather(&mine, 1, MPI_INT, counts, 1, MPI_INT, run_comm(s));
    size_t total = 0;
    for (int r = 0; r < s->mpi_size; r++) {
        displs[r] = (int)total;
        total += (size_t)counts[r];
    }
    rc = total > INT_MAX || !ensure(&s->mrecv, &s->mrecv_cap, total ? total : 1) ? TALON_E_NOMEM : TALON_OK;
    if ((rc = cfr_mpi_agree(s, rc)) != TALON_OK)
        return rc;
    MPI_Allgatherv(s->msend, mine, MPI_INT64_T, s->mrecv, counts, displs, MPI_INT64_T, run_comm(s));
    return TALON_OK;
}

/* Insert the other ranks' sets (growing as needed), then add their sums. */
static int mpi_absorb(cfr_solver *s, const int *counts, const int *displs, bool sums)
{
    for (;;) {
        for (int r = 0; r < s->mpi_size; r++) {
            if (r == s->mpi_rank)
                continue;
            for (const int64_t *w = s->mrecv + displs[r], *end = w + counts[r]; w < end;) {
                uint64_t meta = (uint64_t)w[1];
                int n = (int)(meta & 0xff);
                if (cfr_lookup(s, (uint64_t)w[0], n, (int)(meta >> 8 & 0xff), (int)(meta >> 16 & 0xff)) < 0 &&
                    !atomic_load(&s->overflow))
                    return TALON_E_INVAL;   /* a key of two kinds of set */
                w += sums ? 2 + 2 * n : 2;
            }
        }
        if (!atomic_load(&s->overflow))
            break;
        int rc = cfr_grow(s);
        if (rc != TALON_OK)
            return rc;
    }
    for (int r = 0; sums && r < s->mpi_size; r++) {
        if (r == s->mpi_rank)
            continue;
        for (const int64_t *w = s->mrecv + displs[r], *end = w + counts[r]; w < end;) {
            int n = (int)((uint64_t)w[1] & 0xff);
            uint32_t off = s->tab[cfr_find(s, (uint64_t)w[0])].off;
            for (int a = 0; a < n; a++) {
                atomic_fetch_add_explicit(&s->act[off + a].dreg, w[2 + a], memory_order_relaxed);
                atomic_fetch_add_explicit(&s->act[off + a].dsum, w[2 + n + a], memory_order_relaxed);
            }
            w += 2 + 2 * n;
        }
    }
    return cfr_grow(s);
}

/* The exchange at a block's end (sums) or before a checkpoint (keys);
 * rc is this rank's code so far; returns the agreed code. */
int cfr_mpi_merge(cfr_solver *s, int rc, bool sums)
{
    if ((rc = cfr_mpi_agree(s, rc)) != TALON_OK)
        return rc;
    int *counts = malloc(2 * (size_t)s->mpi_size * sizeof *counts);
    int64_t words = counts ? mpi_pack(s, sums) : -1;
    if ((rc = mpi_gather(s, words, counts ? counts : &rc, counts ? counts + s->mpi_size : &rc)) == TALON_OK)
        rc = cfr_mpi_agree(s, mpi_absorb(s, counts, counts + s->mpi_size, sums));
    free(counts);
    return rc;
}

/* Spread this run over the ranks when it is collective (every rank in
 * cfr_solve, from the thread that initialised MPI, outside OpenMP). */
void cfr_mpi_begin(cfr_solver *s)
{
    int main_thread = 0;
    if (s->algo != CFR_MCCFR || mc_mpi_size() < 2 || omp_in_parallel())
        return;
    MPI_Is_thread_main(&main_thread);
    if (!main_thread)
        return;
    MPI_Comm c;
    if (MPI_Comm_dup(MPI_COMM_WORLD, &c) != MPI_SUCCESS)
        return;
    s->mpi_comm = MPI_Comm_c2f(c);
    s->mpi_rank = mc_mpi_rank();
    s->mpi_size = mc_mpi_size();
}

void cfr_mpi_end(cfr_solver *s)
{
    if (s->mpi_size < 2)
        return;
    MPI_Comm c = run_comm(s);
    MPI_Comm_free(&c);
    s->mpi_size = 1;
    s->mpi_rank = 0;
}
#else
int cfr_mpi_agree(const cfr_solver *s, int rc)
{
    (void)s;
    return rc;
}
int cfr_mpi_merge(cfr_solver *s, int rc, bool sums)
{
    (void)s;
    (void)sums;
    return rc;
}
void cfr_mpi_begin(cfr_solver *s)
{
    (void)s;
}
void cfr_mpi_end(cfr_solver *s)
{
    (void)s;
}
#endif

/* One block: MCCFR iterations [s->iter, s->iter + n), or one CFR+ iteration
 * (n = 1: one update per seat, each its own block).  Redone after growing
 * when it ran out of room. */
int cfr_run_block(cfr_solver *s, uint64_t n)
{
    const cfr_game *g = s->g;
    if (s->algo == CFR_MCCFR) {
        int rc = TALON_OK;
        for (;;) {
            mccfr_block(s, s->iter, n);
            if (atomic_load(&s->bad_game)) {
                rc = TALON_E_INVAL;
                break;
            }
            if (!atomic_load(&s->overflow))
                break;
            block_discard(s);
            if ((rc = cfr_grow(s)) != TALON_OK)
                break;
        }
        if (rc == TALON_OK)
            rc = cfr_grow(s);   /* room for the next block (and for the merge) */
        if (s->mpi_size > 1)
            rc = cfr_mpi_merge(s, rc, true);
        if (rc != TALON_OK)
            return rc;
        s->block++;
        block_apply(s, false, (double)s->block);
        s->iter += n;
        return TALON_OK;
    }
    for (int trav = 0; trav < g->players; trav++) {
        for (;;) {
            g->root(g->ctx, cfr_state(s, &s->walkers[0], 0));
            cp_walk(s, &s->walkers[0], 0, trav, 0, 1.0, 1.0);
            if (atomic_load(&s->bad_game))
                return TALON_E_INVAL;
            if (!atomic_load(&s->overflow))
                break;
            block_discard(s);
            int rc = cfr_grow(s);
            if (rc != TALON_OK)
                return rc;
        }
        s->block++;
        block_apply(s, true, (double)(s->iter + 1));
        int rc = cfr_grow(s);
        if (rc != TALON_OK)
            return rc;
    }
    s->iter++;
    return TALON_OK;
}

/* ---- the solver ------------------------------------------------------------- */

static bool root_lists_chance(const cfr_game *g, unsigned char *buf)
{
    g->root(g->ctx, buf);
    return g->node(g->ctx, buf) == CFR_CHANCE && g->chance_count && g->chance_count(g->ctx, buf) > 0;
}

int cfr_init(cfr_solver **out, const cfr_game *g, const cfr_config *cfg)
{
    if (out)
        *out = NULL;
    if (!out || !g || !cfg || !g->root || !g->node || !g->actions || !g->act || !g->infoset ||
        !g->chance_sample || !g->payoff)
        return TALON_E_INVAL;
    if (g->players < 2 || g->players > CFR_MAX_PLAYERS || g->state_size == 0 || g->state_size > 4096)
        return TALON_E_INVAL;
    if (cfg->iterations < 1 || cfg->iterations > CFR_ITER_MAX || !(cfg->target >= 0) ||
        cfg->threads < 0 || cfg->threads > MC_THREADS_MAX)
        return TALON_E_RANGE;
    cfr_solver *s = calloc(1, sizeof *s);
    if (!s)
        return TALON_E_NOMEM;
    s->g = g;
    s->cfg = *cfg;
    s->mpi_size = 1;
    s->threads = cfg->threads ? cfg->threads : omp_get_max_threads();
    s->walkers = calloc((size_t)s->threads, sizeof *s->walkers);
    bool ok = s->walkers != NULL;
    for (int t = 0; ok && t < s->threads; t++)
        ok = (s->walkers[t].stack = malloc((size_t)(CFR_MAX_DEPTH + 2) * g->state_size)) != NULL;
    s->tab_mask = TAB_START - 1;
    s->slot_cap = SLOT_START;
    s->tab = calloc(TAB_START, sizeof *s->tab);
    s->br = malloc(TAB_START);
    if (s->br)
        memset(s->br, CFR_BR_SIGMA, TAB_START);
    s->act = calloc(SLOT_START, sizeof(cfr_act));
    s->dirty = calloc(SLOT_START, 1);
    if (!ok || !s->tab || !s->br || !s->act || !s->dirty) {
        cfr_free(s);
        return TALON_E_NOMEM;
    }
    bool listed = root_lists_chance(g, s->walkers[0].stack);
    s->algo = cfg->algo != CFR_AUTO ? cfg->algo : listed ? CFR_PLUS : CFR_MCCFR;
    if (s->algo == CFR_PLUS && !listed) {
        cfr_free(s);
        return TALON_E_INVAL;
    }
    if (s->algo == CFR_PLUS && !(s->cfvx = calloc(SLOT_START, sizeof(double)))) {
        cfr_free(s);
        return TALON_E_NOMEM;
    }
    for (int t = 0; s->algo == CFR_MCCFR && t < s->threads; t++)
        if (!(s->walkers[t].touched = malloc(CFR_TOUCHED_MAX * sizeof *s->walkers[t].touched))) {
            cfr_free(s);
            return TALON_E_NOMEM;
        }
    *out = s;
    return TALON_OK;
}

void cfr_free(cfr_solver *s)
{
    if (!s)
        return;
    if (s->walkers)
        for (int t = 0; t < s->threads; t++) {
            free(s->walkers[t].stack);
            free(s->walkers[t].touched);
        }
    free(s->walkers);
    free(s->tab);
    free(s->br);
    free(s->act);
    free(s->cfvx);
    free((void *)s->dirty);
    free(s->msend);
    free(s->mrecv);
    free(s);
}

int cfr_strategy_get(const cfr_solver *s, uint64_t key, double p[CFR_MAX_ACTIONS], int *n)
{
    int64_t e = key ? cfr_find(s, key) : -1;
    if (e < 0)
        return TALON_E_RANGE;
    *n = s->tab[e].nact;
    cfr_average(s, e, *n, p);
    return TALON_OK;
}

bool cfr_strategy_trained(const cfr_solver *s, uint64_t key)
{
    int64_t e = key ? cfr_find(s, key) : -1;
    if (e < 0)
        return false;
    for (int a = 0; a < s->tab[e].nact; a++)
        if (s->act[s->tab[e].off + a].ssum > 0 || s->act[s->tab[e].off + a].regret != 0)
            return true;
    return false;
}

bool cfr_strategy_averaged(const cfr_solver *s, uint64_t key)
{
    int64_t e = key ? cfr_find(s, key) : -1;
    if (e < 0)
        return false;
    for (int a = 0; a < s->tab[e].nact; a++)
        if (s->act[s->tab[e].off + a].ssum > 0)
            return true;
    return false;
}
