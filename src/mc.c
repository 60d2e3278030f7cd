/* mc.c - the Monte Carlo engine: fixed blocks, one PCG stream per block,
 * OpenMP threads, merges in block order; and the frequency simulation.
 *
 * Design.  A run is a sequence of blocks 0, 1, ..., B-1 of MC_BLOCK trials
 * (the last one short when trials is not a multiple).  Threads take blocks
 * one at a time, in increasing order, from an atomic counter (dynamic
 * scheduling: blocks of different simulations cost different times, and a
 * thread may be preempted).  Block k is played with the generator
 * rng_for_block(seed, k) into a freshly zeroed slot accumulator, slot
 * k % window; the thread then takes the merge lock, marks the slot as
 * holding block k, and merges into the total every slot that is next in
 * block order (possibly blocks finished earlier by other threads).  So the
 * sequence of operations applied to the total is merge(0), merge(1), ...
 * whatever the thread count and the scheduling, and the result is
 * bit-identical, floating-point sums included.
 *
 * Why slots rather than `#pragma omp for ordered`: with `ordered` a thread
 * that finishes block k+1 first waits, spinning, until block k is merged, so
 * the threads run in lockstep and one preempted thread stalls all the
 * others.  On the shared 2-vCPU test machine that cut the median throughput
 * of 2 threads from ~100 to 20-50 M hands/s.  With a window of
 * MC_WINDOW_PER_THREAD slots per thread, a finished block waits in its slot
 * and its thread goes on; a thread waits (yielding) only when it would get
 * more than `window` blocks ahead of the oldest unmerged block.
 *
 * Invariants: blocks 0..merged-1, and nothing else, are in the total, added
 * in order; tag[s] == k+1 iff slot s holds the finished, unmerged block k;
 * slot k % window is written only once block k - window is merged (so a
 * slot is never overwritten before it is merged).  The thread holding block
 * `merged` never waits, so the run always progresses.  Cancellation: a
 * thread that sees the caller's flag before playing block k sets `stop`;
 * block k is never played, hence never merged, and neither is any later
 * block, so after a cancel the total is still an exact prefix of the run
 * and *trials_done says how long.  Precision mode runs rounds of blocks
 * whose boundaries depend only on the block count (see MC_ROUND_BLOCKS),
 * checking sim->precise between rounds on the calling thread; the stop is
 * thus deterministic too.
 *
 * The engine never prints and keeps no global state; progress goes through
 * the caller's callback, from the calling thread (OpenMP thread 0 of the
 * team) only, rate-limited with omp_get_wtime.
 */
#include <math.h>
#include <sched.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#include <omp.h>

#include "deal.h"
#include "err.h"
#include "eval.h"
#include "mc.h"
#include "stats.h"

void mc_config_init(mc_config *cfg)
{
    *cfg = (mc_config){
        .threads = 0, .seed = 0, .trials = 0, .precision = 0.0,
        .progress = NULL, .progress_arg = NULL, .cancel = NULL,
    };
}

/* State of one run, shared by the team. */
typedef struct run_state {
    const mc_sim *sim;
    const mc_config *cfg;
    void *acc;              /* the total */
    unsigned char *slots;   /* `window` block accumulators, `stride` bytes apart */
    uint64_t *tag;          /* tag[s] = 1 + the block whose result slot s holds, 0 if none
                               (read and written under `lock` only) */
    size_t stride;
    uint64_t window;        /* slots: block k uses slot k % window */
    uint64_t cap;           /* trials of the whole run (the last block ends here) */
    omp_lock_t lock;        /* serialises the merges */
    _Atomic uint64_t next;  /* next block to hand out */
    _Atomic uint64_t merged;/* blocks 0..merged-1 are in the total (written under lock) */
    _Atomic uint64_t trials;/* trials in the total (written under lock) */
    atomic_int stop;        /* a thread saw the cancel flag */
    double last_progress;   /* omp_get_wtime of the last progress call (calling thread only) */
} run_state;

static void acc_zero(const mc_sim *sim, void *acc)
{
    if (sim->zero)
        sim->zero(acc, sim->ctx);
    else
        memset(acc, 0, sim->acc_size);
}

/* Trials in block k of a run of `cap` trials. */
static uint64_t block_len(uint64_t k, uint64_t cap)
{
    uint64_t first = k * MC_BLOCK;
    return cap - first < MC_BLOCK ? cap - first : MC_BLOCK;
}

/* Publish the result of block k (in its slot) and merge every block that is
 * now next in order.  Whoever holds the lock merges for everybody, so a
 * block finished early waits in its slot, never in a thread. */
static void commit(run_state *st, uint64_t k)
{
    omp_set_lock(&st->lock);
    st->tag[k % st->window] = k + 1;
    uint64_t m = atomic_load_explicit(&st->merged, memory_order_relaxed);
    uint64_t tr = atomic_load_explicit(&st->trials, memory_order_relaxed);
    for (;;) {
        uint64_t s = m % st->window;
        if (st->tag[s] != m + 1)
            break;
        st->sim->merge(st->acc, st->slots + s * st->stride, st->sim->ctx);
        st->tag[s] = 0;
        tr += block_len(m, st->cap);
        m++;
    }
    atomic_store_explicit(&st->trials, tr, memory_order_relaxed);
    /* release: the slots just merged may be reused by a thread that sees m */
    atomic_store_explicit(&st->merged, m, memory_order_release);
    omp_unset_lock(&st->lock);
}

/* Play and merge blocks [b0, b1) with nt threads (b0 == merged on entry);
 * `total` is what the progress callback is told.  Returns 1 if every block
 * was merged, 0 if the run was cancelled. */
static int run_blocks(run_state *st, uint64_t b0, uint64_t b1, int nt, uint64_t total)
{
    const mc_sim *sim = st->sim;
    const mc_config *cfg = st->cfg;
    atomic_store(&st->next, b0);

#pragma omp parallel num_threads(nt)
    {
        bool caller = omp_get_thread_num() == 0;
        for (;;) {
            uint64_t k = atomic_fetch_add(&st->next, 1);
            if (k >= b1 || atomic_load(&st->stop))
                break;
            if (cfg->cancel && *cfg->cancel) {
                atomic_store(&st->stop, 1);   /* block k and all later ones: never merged */
                break;
            }
            /* Slot k % window is free once block k - window is merged.  Only a
             * thread more than `window` blocks ahead of the slowest waits; the
             * thread holding block `merged` never does, so this terminates. */
            while (k >= atomic_load_explicit(&st->merged, memory_order_acquire) + st->window) {
                if (atomic_load(&st->stop))
                    break;
                sched_yield();
            }
            if (k >= atomic_load_explicit(&st->merged, memory_order_acquire) + st->window)
                break;   /* stopped while waiting */
            void *slot = st->slots + (k % st->window) * st->stride;
            rng g;
            rng_for_block(&g, cfg->seed, k);
            acc_zero(sim, slot);
            sim->play(slot, block_len(k, st->cap), &g, sim->ctx);
            commit(st, k);

            if (caller && cfg->progress) {
                double now = omp_get_wtime();
                if (now - st->last_progress >= MC_PROGRESS_INTERVAL) {
                    cfg->progress(atomic_load(&st->trials), total, cfg->progress_arg);
                    st->last_progress = now;
                }
            }
        }
    }
    return atomic_load(&st->merged) == b1;
}

int mc_run(const mc_sim *sim, const mc_config *cfg, void *acc, uint64_t *trials_done)
{
    if (trials_done)
        *trials_done = 0;
    if (!sim || !cfg || !acc || !sim->play || !sim->merge || sim->acc_size == 0)
        return TALON_E_INVAL;
    if (cfg->threads < 0 || cfg->threads > MC_THREADS_MAX || isnan(cfg->precision) || cfg->precision < 0.0)
        return TALON_E_RANGE;
    bool precision_mode = cfg->precision > 0.0;
    if (precision_mode && !sim->precise)
        return TALON_E_INVAL;
    uint64_t cap = cfg->trials;
    if (precision_mode && cap == 0)
        cap = MC_PRECISION_CAP;
    if (cap == 0 || cap > MC_TRIALS_MAX)
        return TALON_E_RANGE;

    uint64_t nblocks = cap / MC_BLOCK + (cap % MC_BLOCK != 0);
    int nt = cfg->threads > 0 ? cfg->threads : omp_get_max_threads();
    if (nt < 1)
        nt = 1;
    if ((uint64_t)nt > nblocks)
        nt = (int)nblocks;

    /* MC_WINDOW_PER_THREAD slots per thread, each on its own cache lines
     * (no false sharing between threads playing neighbouring blocks). */
    uint64_t window = (uint64_t)nt * MC_WINDOW_PER_THREAD;
    size_t stride = (sim->acc_size + 63) / 64 * 64;
    if (stride < sim->acc_size || stride > SIZE_MAX / window)
        return TALON_E_NOMEM;
    unsigned char *slots = aligned_alloc(64, stride * window);
    uint64_t *tag = calloc(window, sizeof *tag);
    if (!slots || !tag) {
        free(slots);
        free(tag);
        return TALON_E_NOMEM;
    }

    run_state st = {
        .sim = sim, .cfg = cfg, .acc = acc, .slots = slots, .tag = tag, .stride = stride,
        .window = window, .cap = cap, .last_progress = omp_get_wtime(),
    };
    omp_init_lock(&st.lock);
    atomic_init(&st.next, 0);
    atomic_init(&st.merged, 0);
    atomic_init(&st.trials, 0);
    atomic_init(&st.stop, 0);
    acc_zero(sim, acc);

    int rc = TALON_OK;
    uint64_t end = precision_mode ? MC_ROUND_BLOCKS : nblocks;
    for (;;) {
        if (end > nblocks)
            end = nblocks;
        uint64_t total = end == nblocks ? cap : end * MC_BLOCK;
        if (!run_blocks(&st, atomic_load(&st.merged), end, nt, total)) {
            rc = TALON_E_CANCEL;
            break;
        }
        if (end == nblocks
            || (precision_mode && sim->precise(acc, atomic_load(&st.trials), cfg->precision, sim->ctx)))
            break;
        end += end / 4 > MC_ROUND_BLOCKS ? end / 4 : MC_ROUND_BLOCKS;
    }
    omp_destroy_lock(&st.lock);
    free(slots);
    free(tag);

    uint64_t done = atomic_load(&st.trials);
    if (rc == TALON_OK && cfg->progress)
        cfg->progress(done, done, cfg->progress_arg);
    if (trials_done)
        *trials_done = done;
    return rc;
}

/* ---- the frequency simulation ------------------------------------------- */

typedef struct freq_ctx {
    const rules *r;
    deal_deck deck;   /* the initial deck; every block deals from a fresh copy */
} freq_ctx;

/* Counts by category (enum eval_cat index). */
static void freq_play(void *acc, uint64_t n, rng *g, const void *ctx)
{
    const freq_ctx *fc = ctx;
    const rules *r = fc->r;
    /* A copy per block: the deal order depends on the array's permutation
     * (deal.h), so each block must start from the same one. */
    deal_deck d = fc->deck;
    /* Count by position in the order (value >> EVAL_CAT_SHIFT), which saves
     * the pos_cat lookup per trial; mapped to categories once per block. */
    uint64_t bypos[EVAL_NCAT] = {0};
    for (uint64_t i = 0; i < n; i++)
        bypos[eval5(r, deal_cards(&d, 5, g)) >> EVAL_CAT_SHIFT]++;
    uint64_t *counts = acc;
    for (int pos = 0; pos < EVAL_NCAT; pos++)
        counts[r->pos_cat[pos]] += bypos[pos];
}

static void freq_merge(void *into, const void *from, const void *ctx)
{
    uint64_t *t = into;
    const uint64_t *f = from;
    for (int c = 0; c < EVAL_NCAT; c++)
        t[c] += f[c];
}

static bool freq_precise(const void *acc, uint64_t trials, double precision, const void *ctx)
{
    const uint64_t *counts = acc;
    for (int c = 0; c < EVAL_NCAT; c++) {
        stats_ci ci;
        if (stats_wilson(counts[c], trials, STATS_CONF95, &ci) != TALON_OK
            || !(stats_half_width(&ci) < precision))
            return false;
    }
    return true;
}

int mc_freq(const rules *r, const mc_config *cfg, uint64_t counts[EVAL_NCAT], uint64_t *trials_done)
{
    if (trials_done)
        *trials_done = 0;
    if (!r || !counts)
        return TALON_E_INVAL;
    freq_ctx fc = {.r = r};
    int rc = deal_init(&fc.deck, r->deck, 0);
    if (rc != TALON_OK)
        return rc;
    if (fc.deck.n < 5)
        return TALON_E_DECK;
    mc_sim sim = {
        .acc_size = sizeof(uint64_t) * EVAL_NCAT,
        .zero = NULL,
        .play = freq_play,
        .merge = freq_merge,
        .precise = freq_precise,
        .ctx = &fc,
    };
    return mc_run(&sim, cfg, counts, trials_done);
}
