/* draw_vec.c - heads-up draw poker by vector CFR+ over the public tree
 * (draw_vec.h says why the small game it solves is the abstract game).
 *
 *   model: count P(c0, c1), and per draw pair k = (k0, k1) the type pairs
 *          and showdown signs, over sampled deals (the game's deal, then
 *          draw_game_serve_pairs: every pair's cards from one order of the stock)
 *   tree:  walk the public tree once (the game's act on a template state):
 *          decision nodes, terminals, the serve (where k becomes known)
 *   CFR+:  for t = 1..T, for seat i = 0, 1: walk(root, i) with the other
 *          seat's reach vector over its types, returning seat i's
 *          counterfactual values over its types; regrets+ and the average
 *          (weight t x own reach) at seat i's nodes
 *   check: at checkpoints, both seats' exact best responses to the average
 *          strategy (max over actions, type by type) and the profile's value
 *
 * Types: before the draw a class c (0..C-1), after it t = c x NB + b.  The
 * model's matrices hold floats (probabilities up to 2^-24 relative error;
 * the sums are doubles), each in both orientations ([t0][t1] and its
 * transpose), so that either seat's values sum whole rows.  Leaves: a fold
 * or void pays a fixed u0 to seat 0: seat 0's values are u0 x (P . r1),
 * seat 1's -u0 x (P^T . r0); a showdown pays the stake x the sign: the same
 * with S, the probability-weighted mean sign.  Rows of types the other
 * seat does not reach are skipped, and each row keeps the column range it
 * is not 0 in (a pat hand has one bucket).
 *
 * Shapes (--shapes on, issue 26): the two shapes of sanity.h held by
 * construction where a best response cannot take advantage of them.  Two
 * copies of the regrets and averages, copy c for seat c: in it seat c's
 * play after the draw is shaped and the other seat plays plain CFR+, so that
 * seat c learns the play that resists an unconstrained opponent (both seats
 * shaped in one solve, each learns against a shaped opponent: heads-up at
 * 512 iterations a best response then found 0.036 antes a deal where this
 * finds 0.020; bench/RESULTS.md, "The shapes fitted").  Facing a bet, the shaped seat's going on is a
 * mixture of thresholds "from bucket k up" per class, by regret matching+
 * over k (rising in every iteration, and so in the average, whose weights
 * are the same for every bucket of a class where the seat had not acted
 * since the draw); with no bet to face, each iteration's betting is fitted to
 * "falls then rises" (shape_play).  Each iteration walks both copies; the
 * profile measured and written takes each seat from its own copy.
 *
 * Determinism: the model's counts are integers, each thread's table added
 * up at the end; CFR+ runs in a fixed order (the subtrees below the serve
 * nodes in parallel, each by one thread), every sum in a fixed order: every
 * figure is the same at any thread count.
 */
#include "draw_vec.h"

#include <math.h>
#include <omp.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cfr_int.h"
#include "err.h"
#include "rng.h"
#include "shape.h"

#define VN_DEC 0
#define VN_FOLD 1
#define VN_SHOW 2
#define VN_SERVE 3
#define NK 36           /* draw pairs k0 x 6 + k1 */
#define VEC_CHUNK 4096u /* deals per stream (and per batch of counted records) */
#define MAX_DEPTH 32
/* --shapes on: a class's thresholds facing a bet, "go on from bucket k up" for
 * k = 0..NB (NB: none goes on).  Without the last two (the top bucket and a
 * straight flush always going on) the heads-up pot game's exploitability
 * rose to 0.41 antes a deal at 4 096 iterations (bench/RESULTS.md).  Every
 * bucket b < NB is a threshold's start. */
#define THR_K(nb) ((nb) + 1)
#define VEC_COUNT_BYTES ((size_t)512 << 20)   /* the model's count tables, all threads together */

typedef struct vnode {
    uint8_t kind, player, post, nact;
    uint8_t depth;      /* the actor's own actions before this node */
    int kidx;           /* after the draw: k0 x 6 + k1 */
    int kid;            /* first child in kids[] */
    double u0;          /* VN_FOLD: seat 0's payoff; VN_SHOW: each seat's stake */
    size_t off;         /* VN_DEC: its first regret (types x nact) */
    int st;             /* VN_DEC: its state in states[] (for the keys); VN_SERVE: its index */
} vnode;

typedef struct vec {
    const draw_game *dg;
    const cfr_game *g;
    int C, NB, TP;       /* classes, buckets, post-draw types */
    /* the model */
    double *pc;          /* C x C: P(c0, c1) */
    float *m[2], *sg[2]; /* NK x TP x TP: P(t0, t1 | k) and P x E[sign for seat 0]; [1] indexed
                            [t0][t1], [0] its transpose [t1][t0] (seat i's values sum rows of [i]) */
    int *lo[2], *hi[2];  /* NK x TP: the columns of each row of [i] that are not 0 */
    double *marg[2];     /* NK x TP: each seat's type probability (0: impossible) */
    /* the tree */
    vnode *node;
    int nnode, cap;
    int *kids;
    int nkids, kcap;
    draw_state *states;
    int nstates, scap;
    size_t nreg;
    double *reg, *ssum;
    /* scratch, per depth: reach and values */
    double *scr;         /* per thread: (MAX_DEPTH + 1) x scr_per */
    size_t scr_per;
    int threads;
    /* --shapes on (cfr.h): each seat solved with its play after the draw
     * shaped, the other seat free; two copies of the regrets, averages and
     * thresholds, copy c shaping seat c (shaped: the walks' seat, -1: none);
     * the profile measured and written takes each seat from its own copy */
    bool shape;
    int shaped;
    double **thr;        /* per node facing a bet after the draw: C x THR_K(NB) threshold regrets, or NULL */
    double *reg2[2], *ssum2[2], **thr2[2];
    double *reg0, *ssum0;   /* what reg and ssum were allocated as (the merged profile's) */
    /* the serve nodes: each walk meets them in three phases (below) */
    int *serve;          /* node of each */
    int nserve;
    double *s_ro, *s_pi, *s_cv;   /* nserve x C: the inputs met, the values found */
    uint8_t *s_met;
} vec;

/* ---- the chance model ------------------------------------------------------------ */

/* A cell of the counts: deals that served this type pair, and the sum of
 * seat 0's showdown signs. */
typedef struct vcell {
    uint32_t n;
    int32_t sign;
} vcell;

/* The counts, each thread in its own table, then added up: integer sums,
 * the same whatever thread counted which chunk.  A deal is counted under
 * its class pair and every draw pair, in a table laid out
 * [c0][c1][k][b0][b1].  The table (75 MB at 32 cards) is far larger than a
 * cache, so a chunk's serves are first written down as (cell, sign) records,
 * partitioned by the cell's high bits (VEC_PARTS slices of the table, each
 * a few tens of kB), and counted slice by slice: the increments then hit
 * the cache instead of memory. */
#define VEC_PARTS 1024

static void count_records(vcell *tab, const uint32_t *rec, uint32_t *tmp, size_t n, int shift)
{
    uint32_t start[VEC_PARTS + 1] = {0};
    for (size_t i = 0; i < n; i++)
        start[(rec[i] >> 2 >> shift) + 1]++;
    for (int b = 0; b < VEC_PARTS; b++)
        start[b + 1] += start[b];
    for (size_t i = 0; i < n; i++)
        tmp[start[rec[i] >> 2 >> shift]++] = rec[i];
    for (size_t i = 0; i < n; i++) {
        vcell *c = tab + (tmp[i] >> 2);
        c->n++;
        c->sign += (int32_t)(tmp[i] & 3) - 1;
    }
}

static int build_model(vec *v, uint64_t deals, const cfr_config *cfg)
{
    const uint64_t seed = cfg->seed;
    const volatile int *cancel = cfg->cancel;
    const cfr_game *g = v->g;
    const int C = v->C, NB = v->NB, TP = v->TP, md = draw_game_params(v->dg)->max_draw;
    const size_t block = (size_t)NK * NB * NB, cells = (size_t)C * C * block;
    /* One count table a thread (75 MB at the defaults): at most VEC_COUNT_BYTES
     * of them, so that a many-core machine does not pay gigabytes for it. */
    int T = v->threads;
    while (T > 1 && (size_t)T * cells * sizeof(vcell) > VEC_COUNT_BYTES)
        T--;
    if (cells >= (size_t)1 << 30)
        return TALON_E_RANGE;
    int shift = 0;
    while ((cells - 1) >> shift >= VEC_PARTS)
        shift++;
    const size_t maxrec = (size_t)VEC_CHUNK * NK;
    vcell *tab = calloc(cells * (size_t)T, sizeof *tab);
    uint32_t *recs = malloc(2 * maxrec * (size_t)T * sizeof *recs);
    if (!tab || !recs) {
        free(tab);
        free(recs);
        return TALON_E_NOMEM;
    }
    uint64_t chunks = (deals + VEC_CHUNK - 1) / VEC_CHUNK;
    volatile int stop = 0;
    uint64_t counted = 0;   /* chunks done (progress only) */
    double last = omp_get_wtime();
#pragma omp parallel num_threads(T)
    {
        int me = omp_get_thread_num();
        vcell *mine = tab + cells * (size_t)me;
        uint32_t *rec = recs + 2 * maxrec * (size_t)me, *tmp = rec + maxrec;
        draw_state s0;
#pragma omp for schedule(dynamic, 1)
        for (uint64_t j = 0; j < chunks; j++) {
            if (stop || (cancel && *cancel)) {
                stop = 1;
                continue;
            }
            rng r;
            rng_for_block(&r, seed, j);
            uint64_t n = j + 1 < chunks ? VEC_CHUNK : deals - j * VEC_CHUNK;
            size_t nrec = 0;
            for (uint64_t d = 0; d < n; d++) {
                g->root(g->ctx, &s0);
                g->chance_sample(g->ctx, &s0, &r);   /* the deal */
                uint32_t at = (uint32_t)((size_t)(s0.pre[0] * C + s0.pre[1]) * block);
                uint32_t val[2][6];
                uint16_t bk[2][6];
                draw_game_serve_pairs(v->dg, &s0, &r, val, bk);   /* every draw count's final hands */
                for (int k0 = 0; k0 <= md; k0++)
                    for (int k1 = 0; k1 <= (k0 >= 4 ? 3 : md); k1++) {   /* the four-card rule */
                        uint32_t cell = at + (uint32_t)(((k0 * 6 + k1) * NB + bk[0][k0]) * NB + bk[1][k1]);
                        int sign = (val[0][k0] > val[1][k1]) - (val[0][k0] < val[1][k1]);
                        rec[nrec++] = cell << 2 | (uint32_t)(sign + 1);
                    }
            }
            count_records(mine, rec, tmp, nrec, shift);
            uint64_t now_done = __atomic_add_fetch(&counted, 1, __ATOMIC_RELAXED);
            if (me == 0 && cfg->progress && omp_get_wtime() - last >= MC_PROGRESS_INTERVAL) {
                last = omp_get_wtime();   /* the deals counted so far, from the calling thread */
                cfg->progress(now_done * VEC_CHUNK < deals ? now_done * VEC_CHUNK : deals, deals, cfg->progress_arg);
            }
        }
    }
    free(recs);
    int rc = stop ? TALON_E_CANCEL : TALON_OK;
    if (rc == TALON_OK) {
        for (int t = 1; t < T; t++)
            for (size_t i = 0; i < cells; i++) {
                tab[i].n += tab[cells * (size_t)t + i].n;
                tab[i].sign += tab[cells * (size_t)t + i].sign;
            }
        double inv = 1.0 / (double)deals;
        for (int c0 = 0; c0 < C; c0++)
            for (int c1 = 0; c1 < C; c1++) {
                const vcell *b = tab + (size_t)(c0 * C + c1) * block;
                uint64_t deals_here = 0;   /* every deal of this class pair is served at draw pair (0, 0) once */
                for (int i = 0; i < NB * NB; i++)
                    deals_here += b[i].n;
                v->pc[c0 * C + c1] = (double)deals_here * inv;
                for (int k = 0; k < NK; k++)
                    for (int b0 = 0; b0 < NB; b0++)
                        for (int b1 = 0; b1 < NB; b1++) {
                            const vcell *x = b + ((size_t)k * NB + b0) * NB + b1;
                            int t0 = c0 * NB + b0, t1 = c1 * NB + b1;
                            size_t a = ((size_t)k * TP + t0) * TP + t1, at = ((size_t)k * TP + t1) * TP + t0;
                            v->m[1][a] = v->m[0][at] = (float)(x->n * inv);
                            v->sg[1][a] = v->sg[0][at] = (float)(x->sign * inv);
                            v->marg[0][k * TP + t0] += x->n * inv;
                            v->marg[1][k * TP + t1] += x->n * inv;
                        }
            }
        for (int k = 0; k < NK; k++) {
            size_t base = (size_t)k * TP * TP;
            for (int i = 0; i < 2; i++)
                for (int y = 0; y < TP; y++) {
                    const float *row = v->m[i] + base + (size_t)y * TP;
                    int lo = TP, hi = -1;
                    for (int x = 0; x < TP; x++)
                        if (row[x] != 0 || v->sg[i][base + (size_t)y * TP + x] != 0) {
                            lo = lo < x ? lo : x;
                            hi = x;
                        }
                    v->lo[i][k * TP + y] = lo;
                    v->hi[i][k * TP + y] = hi;
                }
        }
    }
    free(tab);
    return rc;
}

/* ---- the public tree ------------------------------------------------------------- */

/* Room for `need` elements of `size` bytes in *arr (capacity *cap, doubled
 * from 1024); 0, or -1 out of memory. */
static int reserve(void **arr, int *cap, int need, size_t size)
{
    if (need <= *cap)
        return 0;
    int c = *cap ? *cap : 1024;
    while (c < need)
        c *= 2;
    void *p = realloc(*arr, (size_t)c * size);
    if (!p)
        return -1;
    *arr = p;
    *cap = c;
    return 0;
}

static int push_node(vec *v)
{
    if (reserve((void **)&v->node, &v->cap, v->nnode + 1, sizeof *v->node) < 0)
        return -1;
    memset(&v->node[v->nnode], 0, sizeof v->node[0]);
    return v->nnode++;
}

/* Decision node nd's state with its actor's type set to t (the class
 * before the draw; class and bucket after): the state its key comes from. */
static draw_state typed_state(const vec *v, const vnode *nd, int t)
{
    draw_state x = v->states[nd->st];
    int p = nd->player;
    if (nd->post) {
        x.pre[p] = (uint16_t)(t / v->NB);
        x.bucket[p] = (uint16_t)(t % v->NB);
    } else {
        x.pre[p] = (uint16_t)t;
    }
    return x;
}

/* The subtree of state s; returns its node index, or -1 (no memory, too deep). */
static int build_tree(vec *v, const draw_state *s, int kidx, const int own[2], int depth, rng *r)
{
    const cfr_game *g = v->g;
    if (depth >= MAX_DEPTH)
        return -1;
    int who = g->node(g->ctx, s);
    int id = push_node(v);
    if (id < 0)
        return -1;
    v->node[id].kidx = kidx;
    v->node[id].post = kidx >= 0;
    if (who == CFR_TERMINAL) {
        bool show = !s->void_deal && (s->in & (s->in - 1)) != 0;
        v->node[id].kind = show ? VN_SHOW : VN_FOLD;
        if (show) {
            v->node[id].u0 = s->contrib[0];
        } else if (!s->void_deal) {
            double pot = s->contrib[0] + s->contrib[1];
            v->node[id].u0 = (s->in & 1 ? pot : 0) - s->contrib[0];
        }
        return id;
    }
    if (who == CFR_CHANCE) {   /* the serve: the draw pair is known from here */
        draw_state t = *s;
        g->chance_sample(g->ctx, &t, r);
        v->node[id].kind = VN_SERVE;
        v->node[id].post = 0;
        v->node[id].st = v->nserve++;
        int k = s->ndraw[0] * 6 + s->ndraw[1];
        int c = build_tree(v, &t, k, own, depth + 1, r);
        if (c < 0)
            return -1;
        if (reserve((void **)&v->kids, &v->kcap, v->nkids + 1, sizeof *v->kids) < 0)
            return -1;
        v->node[id].kid = v->nkids;
        v->kids[v->nkids++] = c;
        return id;
    }
    int n = g->actions(g->ctx, s);
    if (reserve((void **)&v->states, &v->scap, v->nstates + 1, sizeof *v->states) < 0)
        return -1;
    v->states[v->nstates] = *s;
    vnode *nd = &v->node[id];
    nd->kind = VN_DEC;
    nd->player = (uint8_t)who;
    nd->nact = (uint8_t)n;
    nd->depth = (uint8_t)own[who];
    nd->st = v->nstates++;
    nd->off = v->nreg;
    v->nreg += (size_t)(kidx >= 0 ? v->TP : v->C) * (size_t)n;
    int ch[CFR_MAX_ACTIONS];
    int own2[2] = {own[0], own[1]};
    own2[who]++;
    for (int a = 0; a < n; a++) {
        draw_state t = *s;
        g->act(g->ctx, &t, a);
        if ((ch[a] = build_tree(v, &t, kidx, own2, depth + 1, r)) < 0)
            return -1;
    }
    if (reserve((void **)&v->kids, &v->kcap, v->nkids + n, sizeof *v->kids) < 0)
        return -1;
    v->node[id].kid = v->nkids;
    for (int a = 0; a < n; a++)
        v->kids[v->nkids++] = ch[a];
    return id;
}

/* ---- the walks ------------------------------------------------------------------- */

enum { W_TRAIN, W_BR, W_EVAL };
/* A walk from the root runs in three phases: PH_COLLECT walks the tree
 * before the draw and keeps what reaches each serve node (nothing updated);
 * then the subtrees below the serve nodes met are walked in parallel
 * (PH_ALL: everything, on the thread's own scratch; their sets are
 * disjoint); PH_FINISH walks before the draw again, the same way (its
 * regrets did not change), taking each serve node's values from the
 * parallel phase, and updates.  One thread does each subtree in a fixed
 * order: the figures do not depend on the thread count. */
enum { PH_ALL, PH_COLLECT, PH_FINISH };

/* Regret matching+: the current strategy of one type's regrets. */
static inline void rm_plus(const double *R, int n, double *p)
{
    double sum = 0;
    for (int a = 0; a < n; a++)
        sum += R[a] > 0 ? R[a] : 0;
    for (int a = 0; a < n; a++)
        p[a] = sum > 0 ? (R[a] > 0 ? R[a] : 0) / sum : 1.0 / n;
}

/* The average strategy of one type, thresholded: an action under
 * DRAW_VEC_THRESHOLD of the weight is dropped and the rest renormalised
 * (the residue of early iterations, when the type's later play was still
 * poor: a straight flush that folds 0.07% of the time before the draw).
 * Every figure (the best responses, the value) and the file use this
 * strategy, so what is measured is what is played. */
static inline void average(const double *S, const double *R, int n, double *p)
{
    double sum = 0;
    for (int a = 0; a < n; a++)
        sum += S[a];
    if (sum > 0) {
        double kept = 0;
        for (int a = 0; a < n; a++) {
            p[a] = S[a] >= DRAW_VEC_THRESHOLD * sum ? S[a] : 0;
            kept += p[a];
        }
        for (int a = 0; a < n; a++)
            p[a] /= kept;
    } else {
        rm_plus(R, n, p);
    }
}

/* The leaves' products are most of a solve's time (28% of
 * test_draw_vec_slow's): a portable x86-64 build also compiles leaf for
 * AVX2 (four types a step instead of two) and picks that copy at load time
 * where the processor has it.  Each sum is made in the same order, of the
 * same products (no fused multiply-add: -ffp-contract=off, and "avx2" does
 * not enable FMA), so the figures are the same bits either way. */
#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__) && !defined(__AVX2__)
#define TARGET_AVX2 __attribute__((target_clones("avx2", "default")))
#else
#define TARGET_AVX2
#endif

/* Seat i's values over its types at a leaf: (u x M) applied to the other
 * seat's reach ro, M = the model's matrix of draw pair k (post) or P(c0, c1). */
TARGET_AVX2 static void leaf(const vec *v, const vnode *nd, int i, const double *ro, double *cv)
{
    if (!nd->post) {   /* before the draw: a fold (or the void deal: u0 = 0) */
        const int C = v->C;
        double u = i == 0 ? nd->u0 : -nd->u0;
        for (int c = 0; c < C; c++) {
            double sum = 0;
            for (int o = 0; o < C; o++)
                sum += (i == 0 ? v->pc[c * C + o] : v->pc[o * C + c]) * ro[o];
            cv[c] = u * sum;
        }
        return;
    }
    /* cv[x] = u_i x sum over the other seat's types y of ro[y] x A[y][x], A the
     * model's matrix oriented for seat i: rows of types the other seat does
     * not reach are skipped. */
    const int TP = v->TP, k = nd->kidx;
    const size_t base = (size_t)k * TP * TP;
    const float *A = (nd->kind == VN_SHOW ? v->sg[i] : v->m[i]) + base;
    const int *lo = v->lo[i] + (size_t)k * TP, *hi = v->hi[i] + (size_t)k * TP;
    const double u = i == 0 ? nd->u0 : -nd->u0;   /* fold: seat 0's payoff; showdown: the stake (x seat 0's sign) */
    for (int x = 0; x < TP; x++)
        cv[x] = 0;
    for (int y = 0; y < TP; y++) {
        double r = ro[y];
        if (r == 0)
            continue;
        const float *row = A + (size_t)y * TP;
        for (int x = lo[y]; x <= hi[y]; x++)
            cv[x] += r * row[x];
    }
    for (int x = 0; x < TP; x++)
        cv[x] *= u;
}

/* Seat i's counterfactual values cv over its types at node id, the other
 * seat reaching with ro over its types, seat i with pi (its own reach,
 * for the average's weights); mode W_TRAIN updates seat i's regrets and
 * average with weight w. */
/* The play sig (T x n) of a decision after the draw made to fit the two
 * shapes of sanity.h class by class over the buckets: going on (every
 * action but 0, the fold or check) rising with the bucket when facing a
 * bet, else falling then rising; each type weighted by its probability
 * there (the model's marginal times the actor's reach); the going-on
 * actions scaled together (all to action 1 when they had none). */
static void shape_play(const vec *v, const vnode *nd, double *sig, const double *reach)
{
    const draw_state *s = &v->states[nd->st];
    const bool facing = s->bet > s->contrib[s->actor];
    const int n = nd->nact, NB = v->NB;
    const double *mg = v->marg[nd->player] + (size_t)nd->kidx * v->TP;
    double y[SHAPE_STACK_MAX], w[SHAPE_STACK_MAX], f[SHAPE_STACK_MAX];
    int at[SHAPE_STACK_MAX];
    for (int c = 0; c < v->C; c++) {
        int m = 0;
        for (int b = 0; b < NB && m < SHAPE_STACK_MAX; b++) {
            int t = c * NB + b;
            double x = mg[t] * reach[t];
            if (x > 0) {
                at[m] = t;
                w[m] = x;
                y[m++] = 1 - sig[(size_t)t * n];
            }
        }
        if (m < 2)
            continue;
        if (facing)
            shape_rising(y, w, m, f);
        else
            shape_valley(y, w, m, f);
        for (int k = 0; k < m; k++)
            shape_refit(sig + (size_t)at[k] * n, n, 0, 1, f[k]);
    }
}

/* Type t's gain from going on (its going-on actions in their current mix,
 * or its regrets' mix when it goes on with probability 0) over folding. */
static double going_gain(const double *R, int n, int T, const double *sig, const double *cva, int t)
{
    const double g = 1 - sig[(size_t)t * n];
    double go = 0, cond[CFR_MAX_ACTIONS];
    if (g > 0)
        for (int a = 1; a < n; a++)
            go += sig[(size_t)t * n + a] / g * cva[(size_t)a * T + t];
    else {
        rm_plus(R + (size_t)t * n + 1, n - 1, cond);
        for (int a = 1; a < n; a++)
            go += cond[a - 1] * cva[(size_t)a * T + t];
    }
    return go - cva[t];
}

/* The thresholds' regrets of a node facing a bet, class by class: a
 * bucket's gain from going on (its going-on actions in their current mix)
 * over folding, then threshold k's value the sum of those gains from bucket
 * k up, against the value of the mix played. */
static void threshold_regrets(const vec *v, double *TR, const double *R, int n, int T, const double *sig,
                              const double *cva)
{
    const int NB = v->NB, K = THR_K(NB);
    for (int c = 0; c < v->C; c++) {
        double *tr = TR + (size_t)c * K, played = 0, suffix = 0;
        for (int b = 0; b < NB; b++)
            played += (1 - sig[(size_t)(c * NB + b) * n]) * going_gain(R, n, T, sig, cva, c * NB + b);
        for (int k = K - 1; k >= 0; k--) {
            if (k < NB)
                suffix += going_gain(R, n, T, sig, cva, c * NB + k);
            double x = tr[k] + suffix - played;
            tr[k] = x > 0 ? x : 0;
        }
    }
}

static void walk(vec *v, int id, int i, const double *ro, const double *pi, double *cv, int mode, double w, int d,
                 int phase, double *scr0)
{
    const vnode *nd = &v->node[id];
    const int C = v->C, NB = v->NB, TP = v->TP;
    double *scr = scr0 + (size_t)d * v->scr_per;
    if (nd->kind == VN_FOLD || nd->kind == VN_SHOW) {
        leaf(v, nd, i, ro, cv);
        return;
    }
    if (nd->kind == VN_SERVE && phase != PH_ALL) {
        /* collect: keep what reaches it; finish: the values the parallel
         * phase found below it */
        size_t at = (size_t)nd->st * C;
        if (phase == PH_COLLECT) {
            memcpy(v->s_ro + at, ro, (size_t)C * sizeof *ro);
            memcpy(v->s_pi + at, pi, (size_t)C * sizeof *pi);
            v->s_met[nd->st] = 1;
            memset(cv, 0, (size_t)C * sizeof *cv);
        } else {
            memcpy(cv, v->s_cv + at, (size_t)C * sizeof *cv);
        }
        return;
    }
    if (nd->kind == VN_SERVE) {
        double *ro2 = scr, *pi2 = scr + TP, *cv2 = scr + 2 * TP;
        for (int c = 0; c < C; c++)
            for (int b = 0; b < NB; b++) {
                ro2[c * NB + b] = ro[c];
                pi2[c * NB + b] = pi[c];
            }
        walk(v, v->kids[nd->kid], i, ro2, pi2, cv2, mode, w, d + 1, PH_ALL, scr0);
        for (int c = 0; c < C; c++) {
            double sum = 0;
            for (int b = 0; b < NB; b++)
                sum += cv2[c * NB + b];
            cv[c] = sum;
        }
        return;
    }
    const int T = nd->post ? TP : C, n = nd->nact;
    double *sig = scr, *ro2 = scr + (size_t)T * CFR_MAX_ACTIONS, *pi2 = ro2 + T,
           *cva = pi2 + T;   /* cva: n x T */
    double *R = v->reg + nd->off, *S = v->ssum + nd->off;
    const bool mine = nd->player == i;
    const bool shaped = nd->post && mode == W_TRAIN && nd->player == v->shaped;
    /* Facing a bet, the shaped seat's share of going on comes from its
     * class's thresholds "go on from bucket k up" (THR_K), mixed by regret
     * matching+ (rising with the bucket in every iteration), its split among
     * the going-on actions from the type's own regrets. */
    const bool thr = shaped && n >= 2 && v->states[nd->st].bet > v->states[nd->st].contrib[v->states[nd->st].actor];
    double *TR = thr ? v->thr[id] : NULL, total = 0, below = 0;
    for (int t = 0; t < T; t++) {
        if (TR) {
            /* types run class by class, bucket by bucket: the thresholds'
             * positive regrets summed up to this bucket */
            const int c = t / NB, b = t % NB;
            const int K = THR_K(NB);
            const double *tr = TR + (size_t)c * K;
            if (b == 0) {
                total = below = 0;
                for (int k = 0; k < K; k++)
                    total += tr[k] > 0 ? tr[k] : 0;
            }
            below += tr[b] > 0 ? tr[b] : 0;
            double g = total > 0 ? below / total : (double)(b + 1) / K, cond[CFR_MAX_ACTIONS];
            rm_plus(R + (size_t)t * n + 1, n - 1, cond);
            sig[(size_t)t * n] = 1 - g;
            for (int a = 1; a < n; a++)
                sig[(size_t)t * n + a] = g * cond[a - 1];
        } else if (mode == W_TRAIN || (mine && mode == W_BR))
            rm_plus(R + (size_t)t * n, n, sig + (size_t)t * n);
        else
            average(S + (size_t)t * n, R + (size_t)t * n, n, sig + (size_t)t * n);
    }
    /* With no bet to face, the shaped seat's play is fitted to "falls then
     * rises" (it is not convex: a mixture of such plays may peak inside) */
    if (shaped && !TR)
        shape_play(v, nd, sig, mine ? pi : ro);
    if (!mine) {
        for (int t = 0; t < T; t++)
            cv[t] = 0;
        for (int a = 0; a < n; a++) {
            bool any = false;
            for (int t = 0; t < T; t++) {
                ro2[t] = ro[t] * sig[(size_t)t * n + a];
                any |= ro2[t] != 0;
            }
            if (!any)
                continue;
            double *c = cva;
            walk(v, v->kids[nd->kid + a], i, ro2, pi, c, mode, w, d + 1, phase, scr0);
            for (int t = 0; t < T; t++)
                cv[t] += c[t];
        }
        return;
    }
    for (int a = 0; a < n; a++) {
        for (int t = 0; t < T; t++)
            pi2[t] = pi[t] * sig[(size_t)t * n + a];
        walk(v, v->kids[nd->kid + a], i, ro, pi2, cva + (size_t)a * T, mode, w, d + 1, phase, scr0);
    }
    if (TR && phase != PH_COLLECT)
        threshold_regrets(v, TR, R, n, T, sig, cva);
    bool said_class = false;   /* TR: the thresholds of type t's class say something */
    for (int t = 0; t < T; t++) {
        double val;
        if (mode == W_BR) {
            val = cva[t];
            for (int a = 1; a < n; a++)
                val = cva[(size_t)a * T + t] > val ? cva[(size_t)a * T + t] : val;
        } else {
            val = 0;
            for (int a = 0; a < n; a++)
                val += sig[(size_t)t * n + a] * cva[(size_t)a * T + t];
        }
        cv[t] = val;
        if (mode == W_TRAIN && phase != PH_COLLECT) {
            /* The play enters the average only once the regrets say
             * something (as in MCCFR): the uniform play of a type whose
             * regrets are all 0 (its first iteration) would leave a trace
             * of every action, a dominated one too. */
            double *r = R + (size_t)t * n, *s = S + (size_t)t * n;
            if (TR) {
                /* the regrets among the going-on actions, against their own mix */
                double go = 0, cond[CFR_MAX_ACTIONS];
                rm_plus(r + 1, n - 1, cond);
                for (int a = 1; a < n; a++)
                    go += cond[a - 1] * cva[(size_t)a * T + t];
                for (int a = 1; a < n; a++) {
                    double x = r[a] + cva[(size_t)a * T + t] - go;
                    r[a] = x > 0 ? x : 0;
                }
                /* as below: only once the class's thresholds say something
                 * (their uniform mix folds the top bucket 2 times in NB + 1) */
                if (t % NB == 0) {
                    const double *tr = TR + (size_t)(t / NB) * THR_K(NB);
                    said_class = false;
                    for (int k = 0; k < THR_K(NB) && !said_class; k++)
                        said_class = tr[k] != 0;
                }
                for (int a = 0; a < n && said_class; a++)
                    s[a] += w * pi[t] * sig[(size_t)t * n + a];
                continue;
            }
            bool said = false;
            for (int a = 0; a < n; a++)
                said |= r[a] != 0;
            for (int a = 0; a < n; a++) {
                double x = r[a] + cva[(size_t)a * T + t] - val;
                r[a] = x > 0 ? x : 0;
                if (said)
                    s[a] += w * pi[t] * sig[(size_t)t * n + a];
            }
        }
    }
}

/* Seat i's total value at the root (the sum over its classes: the model's
 * P(c0, c1) is inside the leaves). */
static double root_value(vec *v, int i, int mode, double w)
{
    const int C = v->C;
    double ones[2 * 64], cv[64];
    for (int c = 0; c < 2 * C; c++)
        ones[c] = 1;
    memset(v->s_met, 0, (size_t)v->nserve);
    walk(v, 0, i, ones, ones + C, cv, mode, w, 0, PH_COLLECT, v->scr);
    int ns = v->nserve;
#pragma omp parallel for schedule(dynamic, 1) num_threads(v->threads)
    for (int j = 0; j < ns; j++) {
        if (!v->s_met[j])
            continue;
        double *scr = v->scr + (size_t)omp_get_thread_num() * (MAX_DEPTH + 1) * v->scr_per;
        walk(v, v->serve[j], i, v->s_ro + (size_t)j * C, v->s_pi + (size_t)j * C, v->s_cv + (size_t)j * C, mode, w,
             0, PH_ALL, scr);
    }
    walk(v, 0, i, ones, ones + C, cv, mode, w, 0, PH_FINISH, v->scr);
    double sum = 0;
    for (int c = 0; c < C; c++)
        sum += cv[c];
    return sum;
}

static void quality(vec *v, cfr_quality *q)
{
    memset(q, 0, sizeof *q);
    q->exact = true;
    q->value[0] = root_value(v, 0, W_EVAL, 0);
    q->value[1] = -q->value[0];
    for (int i = 0; i < 2; i++) {
        q->gain[i] = root_value(v, i, W_BR, 0) - q->value[i];
        if (q->gain[i] < 0 && q->gain[i] > -1e-9)   /* rounding: a best response gains at least 0 */
            q->gain[i] = 0;
        q->exploitability += q->gain[i];
    }
}

/* ---- the run ---------------------------------------------------------------------- */

static void vec_free(vec *v)
{
    free(v->pc);
    for (int i = 0; i < 2; i++) {
        free(v->m[i]);
        free(v->sg[i]);
        free(v->lo[i]);
        free(v->hi[i]);
    }
    free(v->marg[0]);
    free(v->marg[1]);
    free(v->node);
    free(v->kids);
    free(v->states);
    free(v->reg0);
    free(v->ssum0);
    for (int c = 0; c < 2; c++) {
        free(v->reg2[c]);
        free(v->ssum2[c]);
        for (int id = 0; v->thr2[c] && id < v->nnode; id++)
            free(v->thr2[c][id]);
        free(v->thr2[c]);
    }
    free(v->scr);
    free(v->serve);
    free(v->s_ro);
    free(v->s_pi);
    free(v->s_cv);
    free(v->s_met);
}

/* Which sets the average strategy can reach by its own play: live[off + t
 * x nact] = 1 when type t's own reach at decision node `off` is above 0.
 * r[seat] is each seat's own reach over the node's types (the classes
 * before the draw, class x bucket after); scr holds two vectors of the
 * post-draw types per depth.  A set its own player never reaches plays no
 * part in any figure: the other seat's best response and values weigh it
 * by that reach, 0. */
static void mark_live(const vec *v, int id, const double *r0, const double *r1, uint8_t *live, double *scr, int d)
{
    const vnode *nd = &v->node[id];
    const int C = v->C, NB = v->NB, TP = v->TP;
    double *n0 = scr + (size_t)d * 2 * TP, *n1 = n0 + TP;
    if (nd->kind == VN_FOLD || nd->kind == VN_SHOW || d >= MAX_DEPTH)
        return;
    if (nd->kind == VN_SERVE) {
        for (int c = 0; c < C; c++)
            for (int b = 0; b < NB; b++) {
                n0[c * NB + b] = r0[c];
                n1[c * NB + b] = r1[c];
            }
        mark_live(v, v->kids[nd->kid], n0, n1, live, scr, d + 1);
        return;
    }
    const int T = nd->post ? TP : C, n = nd->nact, p = nd->player;
    const double *rp = p ? r1 : r0;
    for (int t = 0; t < T; t++)
        if (rp[t] > 0)
            live[nd->off + (size_t)t * n] = 1;
    for (int a = 0; a < n; a++) {
        double *np = p ? n1 : n0;
        memcpy(p ? n0 : n1, p ? r0 : r1, (size_t)T * sizeof *n0);
        for (int t = 0; t < T; t++) {
            double pr[CFR_MAX_ACTIONS];
            pr[a] = 0;
            if (rp[t] > 0)
                average(v->ssum + nd->off + (size_t)t * n, v->reg + nd->off + (size_t)t * n, n, pr);
            np[t] = rp[t] * pr[a];
        }
        mark_live(v, v->kids[nd->kid + a], n0, n1, live, scr, d + 1);
    }
}

/* Every set the average strategy can reach by its own play into the
 * solver's table: its average strategy (the strategy sums normalised) and
 * its regrets.  A type the model never met (impossible at that draw pair)
 * is left out, and so is a set its own player never reaches (mark_live):
 * heads-up at 32 cards that keeps the file a fraction of the tree's types. */
static int fill_table(vec *v, cfr_solver *s, uint64_t *nsets, uint64_t *nacts)
{
    const cfr_game *g = v->g;
    uint64_t added = 0, acts = 0;
    uint8_t *live = calloc(v->nreg ? v->nreg : 1, 1);
    double *scr = malloc((size_t)(MAX_DEPTH + 1) * 2 * v->TP * sizeof *scr);
    double *root = calloc((size_t)2 * v->C, sizeof *root);
    if (!live || !scr || !root) {
        free(live);
        free(scr);
        free(root);
        return TALON_E_NOMEM;
    }
    /* A class the model never dealt (no hand of the deck, as "high 6" at 32
     * cards) has no reach either. */
    for (int c = 0; c < v->C; c++)
        for (int o = 0; o < v->C; o++) {
            root[c] += v->pc[c * v->C + o] > 0;
            root[v->C + c] += v->pc[o * v->C + c] > 0;
        }
    mark_live(v, 0, root, root + v->C, live, scr, 0);
    free(scr);
    free(root);
    for (int id = 0; id < v->nnode; id++) {
        const vnode *nd = &v->node[id];
        if (nd->kind != VN_DEC)
            continue;
        int T = nd->post ? v->TP : v->C, n = nd->nact, p = nd->player;
        for (int t = 0; t < T; t++) {
            if ((nd->post && v->marg[p][nd->kidx * v->TP + t] == 0) || !live[nd->off + (size_t)t * n])
                continue;
            draw_state st = typed_state(v, nd, t);
            uint64_t key = g->infoset(g->ctx, &st);
            int64_t e = cfr_lookup(s, key, n, p, nd->depth);
            if (e < 0) {
                int rc = atomic_load(&s->bad_game) ? TALON_E_INVAL : cfr_grow(s);
                if (rc != TALON_OK) {
                    free(live);
                    return rc;
                }
                t--;   /* again, in the grown table */
                continue;
            }
            double pr[CFR_MAX_ACTIONS];
            const double *R = v->reg + nd->off + (size_t)t * n, *S = v->ssum + nd->off + (size_t)t * n;
            /* A type whose play never entered the average (its regrets, if
             * any, give its strategy: cfr_average falls back to them) keeps
             * a zero sum, so that cfr_strategy_trained tells it apart. */
            double sum = 0;
            for (int a = 0; a < n; a++)
                sum += S[a];
            average(S, R, n, pr);
            uint32_t off = s->tab[e].off;
            for (int a = 0; a < n; a++) {
                s->act[off + a].ssum = sum > 0 ? pr[a] : 0;
                s->act[off + a].regret = R[a];
            }
            acts += (uint64_t)n;
            if (++added % 4096 == 0) {
                int rc = cfr_grow(s);
                if (rc != TALON_OK) {
                    free(live);
                    return rc;
                }
            }
        }
    }
    free(live);
    *nsets = added;
    *nacts = acts;
    return cfr_grow(s);
}

/* The model, the tree and the regret arrays of a run; TALON_OK or an error
 * (why filled). */
static int vec_setup(vec *v, const draw_game *dg, const cfr_game *g, const cfr_config *cfg, uint64_t deals,
                     char *why, size_t why_size)
{
    *v = (vec){0};   /* vec_free is safe whatever happens below */
    const draw_params *p = draw_game_params(dg);
    if (p->players != 2 || p->draw_fixed || p->abstraction != DRAW_ABS_RECALL) {
        snprintf(why, why_size, "the vector solver plays heads-up draw poker with a free draw and the recall "
                                "abstraction only");
        return TALON_E_INVAL;
    }
    if (deals == 0 || deals > DRAW_VEC_DEALS_MAX) {
        snprintf(why, why_size, "the vector solver's chance model takes 1 to %llu deals, not %llu",
                 (unsigned long long)DRAW_VEC_DEALS_MAX, (unsigned long long)deals);
        return TALON_E_RANGE;
    }
    *v = (vec){.dg = dg, .g = g, .C = draw_game_classes(dg), .NB = draw_game_post_count(p)};
    v->TP = v->C * v->NB;
    if (v->C > 64) {
        snprintf(why, why_size, "the vector solver plays the 51-class abstraction before the draw");
        return TALON_E_INVAL;
    }
    v->threads = cfg->threads > 0 ? cfg->threads : omp_get_max_threads();
    v->shape = cfg->shapes;
    v->shaped = -1;
    size_t cells = (size_t)NK * v->TP * v->TP;
    /* The model's four float matrices grow as the square of the types (51 x
     * (buckets + 2)): refuse before allocating what the cap forbids. */
    size_t cap = cfg->max_memory ? cfg->max_memory : (size_t)4 << 30;
    if (4 * cells * sizeof(float) > cap) {
        snprintf(why, why_size,
                 "the vector solver's chance model needs %.1f GiB at %d post-draw buckets (the cap is %.1f GiB): "
                 "give fewer --buckets (8 take 0.14 GiB) or a larger --max-memory",
                 (double)(4 * cells * sizeof(float)) / (1 << 30), p->post_buckets, (double)cap / (1 << 30));
        return TALON_E_RANGE;   /* decided from the options alone: an input error */
    }
    v->pc = calloc((size_t)v->C * v->C, sizeof *v->pc);
    int rc = TALON_OK;
    for (int i = 0; i < 2; i++) {
        v->m[i] = malloc(cells * sizeof(float));
        v->sg[i] = malloc(cells * sizeof(float));
        v->lo[i] = malloc((size_t)NK * v->TP * sizeof(int));
        v->hi[i] = malloc((size_t)NK * v->TP * sizeof(int));
        if (!v->m[i] || !v->sg[i] || !v->lo[i] || !v->hi[i])
            rc = TALON_E_NOMEM;
    }
    v->marg[0] = calloc((size_t)NK * v->TP, sizeof(double));
    v->marg[1] = calloc((size_t)NK * v->TP, sizeof(double));
    v->scr_per = (size_t)v->TP * (2 * CFR_MAX_ACTIONS + 4);
    v->scr = malloc((size_t)v->threads * (MAX_DEPTH + 1) * v->scr_per * sizeof(double));
    if (!v->pc || !v->marg[0] || !v->marg[1] || !v->scr)
        rc = TALON_E_NOMEM;
    if (rc == TALON_OK)
        rc = build_model(v, deals, cfg);
    if (rc == TALON_OK) {
        /* The public tree from one deal's template (the cards only feed the
         * serve's bookkeeping; the walk sets the types itself). */
        draw_state s0;
        rng r;
        rng_for_block(&r, cfg->seed, UINT64_MAX);
        g->root(g->ctx, &s0);
        g->chance_sample(g->ctx, &s0, &r);
        int own[2] = {0, 0};
        if (build_tree(v, &s0, -1, own, 0, &r) != 0)
            rc = TALON_E_NOMEM;
    }
    if (rc == TALON_OK) {
        v->serve = malloc((size_t)v->nserve * sizeof *v->serve);
        v->s_ro = malloc((size_t)v->nserve * v->C * sizeof(double));
        v->s_pi = malloc((size_t)v->nserve * v->C * sizeof(double));
        v->s_cv = malloc((size_t)v->nserve * v->C * sizeof(double));
        v->s_met = malloc((size_t)v->nserve);
        if (!v->serve || !v->s_ro || !v->s_pi || !v->s_cv || !v->s_met)
            rc = TALON_E_NOMEM;
        else
            for (int id = 0; id < v->nnode; id++)
                if (v->node[id].kind == VN_SERVE)
                    v->serve[v->node[id].st] = id;
    }
    if (rc == TALON_OK) {
        v->reg = calloc(v->nreg, sizeof *v->reg);
        v->ssum = calloc(v->nreg, sizeof *v->ssum);
        if (!v->reg || !v->ssum)
            rc = TALON_E_NOMEM;
        v->reg0 = v->reg;
        v->ssum0 = v->ssum;
    }
    for (int c = 0; v->shape && c < 2 && rc == TALON_OK; c++) {
        v->reg2[c] = calloc(v->nreg, sizeof *v->reg);
        v->ssum2[c] = calloc(v->nreg, sizeof *v->ssum);
        v->thr2[c] = calloc((size_t)v->nnode, sizeof *v->thr2[c]);
        if (!v->reg2[c] || !v->ssum2[c] || !v->thr2[c])
            rc = TALON_E_NOMEM;
        for (int id = 0; id < v->nnode && rc == TALON_OK; id++) {
            const vnode *nd = &v->node[id];
            const draw_state *st = &v->states[nd->st];
            if (nd->kind == VN_DEC && nd->post && nd->nact >= 2 && st->bet > st->contrib[st->actor]
                && !(v->thr2[c][id] = calloc((size_t)v->C * THR_K(v->NB), sizeof(double))))
                rc = TALON_E_NOMEM;
        }
    }
    if (rc == TALON_E_NOMEM)
        snprintf(why, why_size, "out of memory for the vector solver's model and tree");
    else if (rc == TALON_E_CANCEL)
        snprintf(why, why_size, "interrupted");
    return rc;
}

static size_t vec_memory(const vec *v)
{
    size_t thr = 0;
    for (int id = 0; v->shape && id < v->nnode; id++)
        thr += v->thr2[0] && v->thr2[0][id] ? 2 * (size_t)v->C * THR_K(v->NB) * sizeof(double) : 0;
    return (size_t)4 * NK * v->TP * v->TP * sizeof(float) + (v->shape ? 6 : 2) * v->nreg * sizeof(double)
           + (size_t)v->nstates * sizeof(draw_state) + thr;
}

/* --shapes on: copy c (the one shaping seat c) in play for the walks. */
static void use_copy(vec *v, int c)
{
    v->reg = v->reg2[c];
    v->ssum = v->ssum2[c];
    v->thr = v->thr2[c];
    v->shaped = c;
}

/* --shapes on: the profile measured and written, in reg and ssum: each
 * seat's sets from the copy that shaped it (merged: the arrays to fill). */
static void use_merged(vec *v, double *reg, double *ssum)
{
    for (int id = 0; id < v->nnode; id++) {
        const vnode *nd = &v->node[id];
        if (nd->kind != VN_DEC)
            continue;
        size_t len = (size_t)(nd->post ? v->TP : v->C) * nd->nact * sizeof(double);
        memcpy(reg + nd->off, v->reg2[nd->player] + nd->off, len);
        memcpy(ssum + nd->off, v->ssum2[nd->player] + nd->off, len);
    }
    v->reg = reg;
    v->ssum = ssum;
    v->thr = NULL;
    v->shaped = -1;
}

int draw_vec_solve(const draw_game *dg, const cfr_game *g, const cfr_config *cfg, uint64_t deals, cfr_solver *s,
                   cfr_result *res, char *why, size_t why_size)
{
    memset(res, 0, sizeof *res);
    res->algo = CFR_VECTOR;
    if (cfg->iterations == 0) {
        snprintf(why, why_size, "the vector solver needs iterations above 0");
        return TALON_E_RANGE;
    }
    double t0 = omp_get_wtime();
    vec v;
    int rc = vec_setup(&v, dg, g, cfg, deals, why, why_size);
    if (rc == TALON_OK && cfg->progress)
        cfg->progress(0, cfg->iterations, cfg->progress_arg);   /* the iterations' phase begins */
    double last = omp_get_wtime();
    uint64_t next = cfg->first_check ? cfg->first_check : 16, it = 0;
    while (rc == TALON_OK && it < cfg->iterations) {
        if (cfg->cancel && *cfg->cancel) {
            rc = TALON_E_CANCEL;
            snprintf(why, why_size, "interrupted");
            break;
        }
        it++;
        for (int c = 0; c < (v.shape ? 2 : 1); c++) {
            if (v.shape)
                use_copy(&v, c);
            for (int i = 0; i < 2; i++)
                root_value(&v, i, W_TRAIN, (double)it);
        }
        if (cfg->progress && omp_get_wtime() - last >= MC_PROGRESS_INTERVAL) {
            last = omp_get_wtime();
            cfg->progress(it, cfg->iterations, cfg->progress_arg);
        }
        if (it == next || it == cfg->iterations) {
            if (v.shape)
                use_merged(&v, v.reg0, v.ssum0);
            quality(&v, &res->quality);
            cfr_row *row = &res->rows[res->nrows < CFR_MAX_ROWS ? res->nrows++ : CFR_MAX_ROWS - 1];
            row->iterations = it;
            row->seconds = omp_get_wtime() - t0;
            row->exploitability = res->quality.exploitability;
            if (cfg->target > 0 && res->quality.exploitability < cfg->target) {
                res->target_met = true;
                break;
            }
            if (it == next)
                next *= 2;
        }
    }
    if (rc == TALON_OK && cfg->progress)
        cfg->progress(it, it, cfg->progress_arg);
    res->iterations = it;
    if (v.shape)
        use_merged(&v, v.reg0, v.ssum0);
    uint64_t nsets = 0, nacts = 0;
    if (rc == TALON_OK && (rc = fill_table(&v, s, &nsets, &nacts)) != TALON_OK)
        snprintf(why, why_size, "the vector solver cannot store its strategy: %s", err_str(rc));
    res->infosets = nsets;
    res->actions = nacts;
    res->memory = cfr_memory(s) + vec_memory(&v);
    res->seconds = omp_get_wtime() - t0;
    vec_free(&v);
    return rc;
}

int draw_vec_evaluate(const draw_game *dg, const cfr_game *g, const cfr_config *cfg, uint64_t deals,
                      const cfr_strategy *st, cfr_result *res, char *why, size_t why_size)
{
    memset(res, 0, sizeof *res);
    res->algo = CFR_VECTOR;
    double t0 = omp_get_wtime();
    vec v;
    int rc = vec_setup(&v, dg, g, cfg, deals, why, why_size);
    /* The file's strategy as the average (strategy sums = its
     * probabilities; a set it lacks plays uniformly). */
    for (int id = 0; rc == TALON_OK && id < v.nnode; id++) {
        const vnode *nd = &v.node[id];
        if (nd->kind != VN_DEC)
            continue;
        int T = nd->post ? v.TP : v.C, n = nd->nact;
        for (int t = 0; t < T; t++) {
            draw_state x = typed_state(&v, nd, t);
            double pr[CFR_MAX_ACTIONS];
            int m;
            double *S = v.ssum + nd->off + (size_t)t * n;
            if (cfr_strategy_lookup(st, g->infoset(g->ctx, &x), pr, &m) == TALON_OK) {
                if (m != n) {
                    snprintf(why, why_size, "the file's sets do not match this game's actions");
                    rc = TALON_E_INVAL;
                    break;
                }
                for (int a = 0; a < n; a++)
                    S[a] = pr[a];
                res->infosets++;   /* the file's sets this game met */
                res->actions += (uint64_t)n;
            } else {
                for (int a = 0; a < n; a++)
                    S[a] = 1.0 / n;
            }
        }
    }
    if (rc == TALON_OK)
        quality(&v, &res->quality);
    res->memory = vec_memory(&v);
    res->seconds = omp_get_wtime() - t0;
    vec_free(&v);
    return rc;
}
