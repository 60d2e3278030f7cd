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
 *
 * MPI (built with TALON_MPI; see mc.h for the contract).  After
 * mc_mpi_init, a run with more than one rank goes to run_mpi instead: it
 * plays chunks of consecutive blocks, each chunk cut into contiguous
 * per-rank ranges in rank order, every block into its own accumulator;
 * rank 0 gathers a chunk's block accumulators and merges them in block
 * order, so the total sees exactly the merges of a single process,
 * merge(0), merge(1), ...  The per-block accumulators cost memory and
 * bandwidth (acc_size bytes per MC_BLOCK trials, i.e. ~100 bytes per
 * millisecond of a core's work for tab_freq_mc), which is what the bit-identity
 * of non-associative (floating-point) merges requires: partial sums merged
 * per rank would reassociate the additions.  The only process-wide state
 * is MPI's: two duplicated communicators, set by mc_mpi_init and cleared by
 * mc_mpi_end, read-only in between.
 */
#include <math.h>
#include <sched.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#include <omp.h>
#ifdef TALON_MPI
#include <limits.h>
#include <time.h>

#include <mpi.h>
#endif

#include "deal.h"
#include "err.h"
#include "mc.h"
#include "stats.h"
#ifdef TALON_WEB
/* The WebAssembly build's split of a run between the page's Web Workers
 * (web/shim/include/web_split.h, declared here: web/ is no layer of src/). */
bool web_split_run(const mc_sim *sim, const mc_config *cfg, void *acc, uint64_t cap, uint64_t nblocks,
                   bool precision_mode, uint64_t *trials_done, int *rc);
#endif

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

/* ---- MPI: the run spread over the ranks ------------------------------------ */

#ifdef TALON_MPI

static MPI_Comm g_run_comm = MPI_COMM_NULL;   /* run_mpi's collectives (a duplicate of MPI_COMM_WORLD) */
static MPI_Comm g_end_comm = MPI_COMM_NULL;   /* mc_mpi_end's meeting (another duplicate) */
static bool g_mpi_owned;                      /* mc_mpi_init called MPI_Init_thread */
static int g_rank, g_size = 1;

/* Each rank's part of a chunk's gather starts with a header of one cache
 * line (word 0: 1 if the rank saw its cancel flag), then its blocks. */
#define MPI_HEADER 64u
/* What rank 0 broadcasts after each chunk: ctl[CTL_STATE] is CHUNK_GO,
 * CHUNK_DONE or CHUNK_CANCEL; then the next chunk's size in blocks, the
 * blocks merged so far and the end of the current round. */
enum { CTL_STATE, CTL_CHUNK, CTL_MERGED, CTL_ROUND_END, CTL_N };
enum { CHUNK_GO, CHUNK_DONE, CHUNK_CANCEL };

/* Is this mc_run call to be spread over the ranks?  The answer must be the
 * same on every rank, which the contract (same calls, same places) ensures. */
static bool mpi_distributed(void)
{
    if (g_run_comm == MPI_COMM_NULL || g_size < 2 || omp_in_parallel())
        return false;
    int main_thread = 0;
    MPI_Is_thread_main(&main_thread);
    return main_thread != 0;
}

/* First block of rank r's range in the chunk [b0, b0 + n): contiguous
 * ranges in rank order, sized in proportion to the weights (cum[r] = sum of
 * the weights of ranks 0..r-1, cum[size] = their total).  No overflow:
 * n <= a chunk (~10^6 blocks) and cum <= 1024 * ranks. */
static uint64_t mpi_split(uint64_t b0, uint64_t n, const uint64_t *cum, int r, int size)
{
    return b0 + n * cum[r] / cum[size];
}

/* Rank 0's progress estimate while it plays its share of a chunk. */
typedef struct mpi_progress {
    uint64_t base;        /* trials merged before the chunk */
    uint64_t chunk;       /* trials of the chunk */
    uint64_t total;       /* what the callback is told as `total` */
    double *last;         /* omp_get_wtime of the last call */
} mpi_progress;

/* Play blocks [lo, hi) with up to nt threads, block k into its own
 * accumulator out + (k - lo) * stride.  pr: progress to report from the
 * calling thread (rank 0), or NULL.  Returns true if a cancel flag stopped
 * it (some blocks then unplayed). */
static bool mpi_play(const mc_sim *sim, const mc_config *cfg, uint64_t cap, uint64_t lo, uint64_t hi,
                     unsigned char *out, size_t stride, int nt, const mpi_progress *pr)
{
    if (hi == lo)
        return false;
    _Atomic uint64_t next = lo, finished = 0;
    atomic_int stop = 0;
    int team = (uint64_t)nt < hi - lo ? nt : (int)(hi - lo);
#pragma omp parallel num_threads(team)
    {
        bool caller = omp_get_thread_num() == 0;
        for (;;) {
            uint64_t k = atomic_fetch_add(&next, 1);
            if (k >= hi || atomic_load(&stop))
                break;
            if (cfg->cancel && *cfg->cancel) {
                atomic_store(&stop, 1);
                break;
            }
            void *slot = out + (k - lo) * stride;
            rng g;
            rng_for_block(&g, cfg->seed, k);
            acc_zero(sim, slot);
            sim->play(slot, block_len(k, cap), &g, sim->ctx);
            uint64_t f = atomic_fetch_add(&finished, 1) + 1;
            if (caller && pr) {
                double now = omp_get_wtime();   /* no MPI call in a parallel region */
                if (now - *pr->last >= MC_PROGRESS_INTERVAL) {
                    /* the other ranks are assumed as far through their shares */
                    uint64_t est = pr->base + (uint64_t)((double)pr->chunk * (double)f / (double)(hi - lo));
                    cfg->progress(est < pr->total ? est : pr->total, pr->total, cfg->progress_arg);
                    *pr->last = now;
                }
            }
        }
    }
    return atomic_load(&stop) != 0;
}

/* The run over g_size ranks (see mc.h, "MPI", and the design note above);
 * parameters already checked by mc_run; nt = this rank's threads. */
static int run_mpi(const mc_sim *sim, const mc_config *cfg, void *acc, uint64_t cap, uint64_t nblocks,
                   int nt, bool precision_mode, uint64_t *trials_done)
{
    MPI_Comm comm = g_run_comm;
    const int rank = g_rank, size = g_size;
    const bool root = rank == 0;
    const size_t stride = (sim->acc_size + 63) / 64 * 64;

    /* Small arrays first, and agree on their allocation before anything
     * else: an allocation failure must end the run on every rank alike. */
    int *threads = malloc((size_t)size * sizeof *threads);
    uint64_t *cum = malloc(((size_t)size + 1) * sizeof *cum);
    int *counts = malloc((size_t)size * sizeof *counts);
    int *displs = malloc((size_t)size * sizeof *displs);
    unsigned char *buf = NULL;
    int fail = !threads || !cum || !counts || !displs, any = 0;
    MPI_Allreduce(&fail, &any, 1, MPI_INT, MPI_MAX, comm);
    int rc = TALON_E_NOMEM;
    if (any)
        goto out;

    /* Weights: each rank's thread count. */
    MPI_Allgather(&nt, 1, MPI_INT, threads, 1, MPI_INT, comm);
    cum[0] = 0;
    for (int r = 0; r < size; r++)
        cum[r + 1] = cum[r] + (uint64_t)threads[r];
    const uint64_t W = cum[size];

    /* The largest chunk: MC_MPI_GATHER_BYTES of block accumulators, but at
     * least a block per thread, and MPI's int counts must hold it. */
    uint64_t chunk_max = MC_MPI_GATHER_BYTES / stride;
    if (chunk_max < W)
        chunk_max = W;
    uint64_t int_room = ((uint64_t)INT_MAX - (uint64_t)size * MPI_HEADER) / stride;
    if (chunk_max > int_room)
        chunk_max = int_room;
    if (chunk_max == 0 || (uint64_t)size * MPI_HEADER > INT_MAX || sim->acc_size > INT_MAX)
        goto out;   /* TALON_E_NOMEM on every rank: the same numbers everywhere */
    /* This rank's most blocks in a chunk: ceil(chunk * w / W) <= chunk * w / W + 1. */
    uint64_t mine_max = chunk_max * (uint64_t)threads[rank] / W + 1;
    if (mine_max > chunk_max)
        mine_max = chunk_max;
    size_t bytes = root ? (size_t)size * MPI_HEADER + chunk_max * stride : MPI_HEADER + mine_max * stride;
    buf = aligned_alloc(64, bytes);
    fail = !buf;
    MPI_Allreduce(&fail, &any, 1, MPI_INT, MPI_MAX, comm);
    if (any)
        goto out;

    acc_zero(sim, acc);
    uint64_t trials = 0;
    double last_progress = omp_get_wtime();
    uint64_t ctl[CTL_N];
    ctl[CTL_STATE] = CHUNK_GO;
    /* First chunk: 8 blocks per thread (a few ms of work), then ~x4 per
     * chunk up to MC_MPI_CHUNK_SECONDS. */
    ctl[CTL_CHUNK] = 8 * W < chunk_max ? 8 * W : chunk_max;
    ctl[CTL_MERGED] = 0;
    ctl[CTL_ROUND_END] = precision_mode && MC_ROUND_BLOCKS < nblocks ? MC_ROUND_BLOCKS : nblocks;
    for (;;) {
        const uint64_t b0 = ctl[CTL_MERGED], end = ctl[CTL_ROUND_END], chunk = ctl[CTL_CHUNK];
        const uint64_t e = end - b0 < chunk ? end : b0 + chunk;
        const uint64_t n = e - b0;
        const uint64_t lo = mpi_split(b0, n, cum, rank, size), hi = mpi_split(b0, n, cum, rank + 1, size);
        const uint64_t chunk_trials = (e == nblocks ? cap : e * MC_BLOCK) - b0 * MC_BLOCK;
        const uint64_t round_trials = end == nblocks ? cap : end * MC_BLOCK;
        double t0 = omp_get_wtime();

        /* Rank 0's part lies first in the gather buffer (MPI_IN_PLACE). */
        mpi_progress pr = {.base = trials, .chunk = chunk_trials, .total = round_trials, .last = &last_progress};
        bool stopped = mpi_play(sim, cfg, cap, lo, hi, buf + MPI_HEADER, stride, nt,
                                root && cfg->progress ? &pr : NULL);
        if (cfg->cancel && *cfg->cancel)
            stopped = true;   /* raised after this rank's last block: stop all the same */
        memset(buf, 0, MPI_HEADER);
        ((uint64_t *)buf)[0] = stopped;

        if (root) {
            int off = 0;
            for (int r = 0; r < size; r++) {
                uint64_t rlo = mpi_split(b0, n, cum, r, size), rhi = mpi_split(b0, n, cum, r + 1, size);
                counts[r] = (int)(MPI_HEADER + (rhi - rlo) * stride);
                displs[r] = off;
                off += counts[r];
            }
        }
        MPI_Gatherv(root ? MPI_IN_PLACE : buf, (int)(MPI_HEADER + (hi - lo) * stride), MPI_BYTE, buf, counts,
                    displs, MPI_BYTE, 0, comm);

        if (root) {
            bool cancel = false;
            for (int r = 0; r < size; r++)
                cancel |= ((const uint64_t *)(buf + displs[r]))[0] != 0;
            if (cancel) {
                ctl[CTL_STATE] = CHUNK_CANCEL;   /* the chunk is dropped: the total stays a prefix */
            } else {
                /* Rank r's blocks follow its header, in order; ranks in
                 * order: this is global block order b0, b0 + 1, ..., e - 1. */
                for (int r = 0; r < size; r++) {
                    const unsigned char *p = buf + displs[r] + MPI_HEADER;
                    for (int i = MPI_HEADER; i < counts[r]; i += (int)stride, p += stride)
                        sim->merge(acc, p, sim->ctx);
                }
                trials += chunk_trials;
                ctl[CTL_MERGED] = e;
                if (e == end) {
                    if (end == nblocks || (precision_mode && sim->precise(acc, trials, cfg->precision, sim->ctx))) {
                        ctl[CTL_STATE] = CHUNK_DONE;
                    } else {
                        uint64_t next_end = end + (end / 4 > MC_ROUND_BLOCKS ? end / 4 : MC_ROUND_BLOCKS);
                        ctl[CTL_ROUND_END] = next_end < nblocks ? next_end : nblocks;
                    }
                }
                double now = omp_get_wtime();
                if (ctl[CTL_STATE] == CHUNK_GO && cfg->progress && now - last_progress >= MC_PROGRESS_INTERVAL) {
                    cfg->progress(trials, round_trials, cfg->progress_arg);
                    last_progress = now;
                }
                /* Next chunk: the blocks rank 0 saw done per second times
                 * the target, at most x4 and at least /4 of this one's size. */
                double t = now - t0;
                double want = t > 0 ? (double)n * (MC_MPI_CHUNK_SECONDS / t) : 4.0 * (double)chunk;
                if (want > 4.0 * (double)chunk)
                    want = 4.0 * (double)chunk;
                if (want < (double)chunk / 4)
                    want = (double)chunk / 4;
                uint64_t next = (uint64_t)want;
                ctl[CTL_CHUNK] = next < W ? W : next > chunk_max ? chunk_max : next;
            }
        }
        MPI_Bcast(ctl, CTL_N, MPI_UINT64_T, 0, comm);
        if (ctl[CTL_STATE] != CHUNK_GO)
            break;
    }
    /* Every rank leaves with rank 0's total. */
    MPI_Bcast(acc, (int)sim->acc_size, MPI_BYTE, 0, comm);
    MPI_Bcast(&trials, 1, MPI_UINT64_T, 0, comm);
    rc = ctl[CTL_STATE] == CHUNK_DONE ? TALON_OK : TALON_E_CANCEL;
    if (rc == TALON_OK && root && cfg->progress)
        cfg->progress(trials, trials, cfg->progress_arg);
    if (trials_done)
        *trials_done = trials;

out:
    free(buf);
    free(threads);
    free(cum);
    free(counts);
    free(displs);
    return rc;
}

bool mc_mpi_built(void)
{
    return true;
}

int mc_mpi_init(void)
{
    if (g_run_comm != MPI_COMM_NULL)
        return TALON_OK;
    int inited = 0, finalized = 0;
    MPI_Initialized(&inited);
    MPI_Finalized(&finalized);
    if (finalized)
        return TALON_E_INVAL;
    if (!inited) {
        /* FUNNELED: only the thread that called mc_mpi_init makes MPI calls
         * (run_mpi calls MPI outside its parallel regions only). */
        int provided;
        if (MPI_Init_thread(NULL, NULL, MPI_THREAD_FUNNELED, &provided) != MPI_SUCCESS)
            return TALON_E_INVAL;
        g_mpi_owned = true;
    }
    /* Own communicators: our collectives can never match someone else's. */
    if (MPI_Comm_dup(MPI_COMM_WORLD, &g_run_comm) != MPI_SUCCESS
        || MPI_Comm_dup(MPI_COMM_WORLD, &g_end_comm) != MPI_SUCCESS)
        return TALON_E_INVAL;
    MPI_Comm_rank(g_run_comm, &g_rank);
    MPI_Comm_size(g_run_comm, &g_size);
    return TALON_OK;
}

int mc_mpi_rank(void)
{
    return g_rank;
}

int mc_mpi_size(void)
{
    return g_size;
}

int mc_mpi_end(int status, int *status0)
{
    if (status0)
        *status0 = status;
    if (g_end_comm == MPI_COMM_NULL)
        return TALON_OK;
    /* Rank 0's status, and a barrier, both non-blocking so that a rank that
     * failed alone (the others being stuck in a run) can give up. */
    int s0 = status;
    MPI_Request req[2];
    MPI_Ibcast(&s0, 1, MPI_INT, 0, g_end_comm, &req[0]);
    MPI_Ibarrier(g_end_comm, &req[1]);
    double t0 = MPI_Wtime();
    for (;;) {
        int done = 0;
        MPI_Testall(2, req, &done, MPI_STATUSES_IGNORE);
        if (done)
            break;
        if (status != 0 && MPI_Wtime() - t0 > MC_MPI_END_WAIT)
            return TALON_E_INVAL;
        nanosleep(&(struct timespec){.tv_nsec = 1000000}, NULL);
    }
    if (status0)
        *status0 = s0;
    MPI_Comm_free(&g_run_comm);
    MPI_Comm_free(&g_end_comm);
    if (g_mpi_owned)
        MPI_Finalize();
    return TALON_OK;
}

void mc_mpi_abort(int status)
{
    if (g_end_comm == MPI_COMM_NULL)
        return;
    MPI_Abort(MPI_COMM_WORLD, status ? status : 1);
}

#else /* !TALON_MPI: stubs */

bool mc_mpi_built(void)
{
    return false;
}

int mc_mpi_init(void)
{
    return TALON_OK;
}

int mc_mpi_rank(void)
{
    return 0;
}

int mc_mpi_size(void)
{
    return 1;
}

int mc_mpi_end(int status, int *status0)
{
    if (status0)
        *status0 = status;
    return TALON_OK;
}

void mc_mpi_abort(int status)
{
    (void)status;
}

#endif

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
#ifdef TALON_MPI
    if (mpi_distributed())
        return run_mpi(sim, cfg, acc, cap, nblocks, nt, precision_mode, trials_done);
#endif
#ifdef TALON_WEB
    {   /* the page may share the run between its Web Workers, block by block */
        int web_rc;
        if (web_split_run(sim, cfg, acc, cap, nblocks, precision_mode, trials_done, &web_rc))
            return web_rc;
    }
#endif

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
