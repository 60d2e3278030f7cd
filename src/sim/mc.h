/* mc.h - the deterministic parallel Monte Carlo engine.
 *
 * Usage (a simulation that averages rng_double):
 *     typedef struct { uint64_t n; double sum; } acc_t;
 *     static void play(void *a, uint64_t n, rng *g, const void *ctx)
 *     {   acc_t *s = a; for (uint64_t i = 0; i < n; i++) s->sum += rng_double(g); s->n += n; }
 *     static void merge(void *into, const void *from, const void *ctx)
 *     {   acc_t *t = into; const acc_t *f = from; t->n += f->n; t->sum += f->sum; }
 *
 *     mc_sim sim = { .acc_size = sizeof(acc_t), .play = play, .merge = merge };
 *     mc_config cfg; mc_config_init(&cfg);
 *     cfg.seed = 42; cfg.trials = 1000000; cfg.threads = 0;   // all cores
 *     acc_t total; uint64_t done;
 *     int rc = mc_run(&sim, &cfg, &total, &done);             // TALON_OK, done == 1000000
 *
 * Determinism.  The trials are cut into blocks of MC_BLOCK (the last block
 * of a run may be short).  Block k always covers trials [k*MC_BLOCK,
 * (k+1)*MC_BLOCK), draws from its own generator rng_for_block(&g, seed, k),
 * and plays into a freshly zeroed accumulator; the block accumulators are
 * merged into the total strictly in block order.  So the total is a fixed
 * function of (simulation, seed, trials): bit-identical with 1, 2 or 64
 * threads and whatever the scheduling, floating-point accumulators included
 * (the additions happen in the same order).  A precision run stopped at N
 * trials gives the same bits as a fixed run of N trials.
 *
 * Limits.  At most MC_TRIALS_MAX (10^15) trials per run; a uint64_t count
 * incremented at most once per trial cannot overflow below 1.8e19, so
 * 10^12-trial runs are safe with uint64_t counters (a double sum is exact
 * only up to 2^53 units: sum integers in uint64_t).
 */
#ifndef TALON_MC_H
#define TALON_MC_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "rng.h"
#include "rules.h"

/* Trials per block.  65536 = 2^16: a block of 5-card deals takes about 1 ms,
 * long enough that the per-block costs (seeding, zeroing, the locked merge)
 * are negligible and short enough for fine load balance, prompt
 * cancellation and smooth progress.  Changing it changes every result. */
#define MC_BLOCK 65536u
/* Most threads one run may ask for (a sanity bound on cfg->threads). */
#define MC_THREADS_MAX 1024
/* Most trials in one run (see Limits above). */
#define MC_TRIALS_MAX 1000000000000000ULL
/* Precision mode: the run is checked after fixed rounds.  The first round
 * ends after MC_ROUND_BLOCKS blocks (~1 M trials); each later round ends at
 * end + max(MC_ROUND_BLOCKS, end / 4) blocks (geometric growth: at most
 * ~25% more trials than needed, and a number of checks logarithmic in the
 * run's length).  The boundaries depend on nothing but the block count, so
 * the stopping point is deterministic. */
#define MC_ROUND_BLOCKS 16u
/* Precision mode with trials == 0: the cap on the run (~3 minutes at
 * 50 M trials/s on one core). */
#define MC_PRECISION_CAP 10000000000ULL
/* Finished blocks wait for their turn to be merged in slots, not in
 * threads: 4 slots per thread, so a thread stalls only when another is more
 * than ~4 blocks behind (preempted).  Memory: 4 * threads * acc_size. */
#define MC_WINDOW_PER_THREAD 4u
/* Least time between two progress calls, in seconds. */
#define MC_PROGRESS_INTERVAL 0.1

/* A simulation: callbacks over an opaque accumulator the caller defines.
 * The engine calls zero and play concurrently from several threads, each on
 * its own accumulator, and merge one call at a time (serialised, in block
 * order) from any of them; ctx is shared by all calls and must be read-only
 * (or internally synchronised) for the duration of the run.  Accumulators
 * are plain bytes to the engine: no pointers to memory they own (the engine
 * copies nothing, but has no way to free anything either). */
typedef struct mc_sim {
    size_t acc_size;   /* bytes of one accumulator, >= 1 */
    /* Make acc the empty accumulator (no trials).  NULL: all bytes zero.
     * Also applied to the caller's total at the start of the run. */
    void (*zero)(void *acc, const void *ctx);
    /* Play n trials (1 <= n <= MC_BLOCK) drawing only from g, adding their
     * outcome into acc.  A block-level call, so the per-trial loop has no
     * indirect call.  Must be a deterministic function of (acc, n, *g, ctx). */
    void (*play)(void *acc, uint64_t n, rng *g, const void *ctx);
    /* Add the trials of `from` into `into` (into and from never alias). */
    void (*merge)(void *into, const void *from, const void *ctx);
    /* Precision mode only (may be NULL otherwise): true when every figure
     * the caller reports from acc (after `trials` trials) has a 95% interval
     * half-width below `precision`.  Called from the calling thread only. */
    bool (*precise)(const void *acc, uint64_t trials, double precision, const void *ctx);
    const void *ctx;   /* passed to every callback; not owned */
} mc_sim;

/* Progress: `done` trials merged so far, of `total` planned.  In precision
 * mode `total` is the end of the current round (it grows from round to
 * round; at most the cap).  Called only from the thread that called mc_run,
 * at most once per MC_PROGRESS_INTERVAL, plus once at the end of a complete
 * run with done == total.  It must not call back into the engine. */
typedef void (*mc_progress_fn)(uint64_t done, uint64_t total, void *arg);

typedef struct mc_config {
    int threads;        /* OpenMP threads, 0..MC_THREADS_MAX; 0 = omp_get_max_threads() (all
                           cores, or OMP_NUM_THREADS); never more than the run has blocks */
    uint64_t seed;      /* any value */
    uint64_t trials;    /* fixed mode: trials to run, 1..MC_TRIALS_MAX;
                           precision mode: the cap (0 = MC_PRECISION_CAP) */
    double precision;   /* 0 = fixed mode; > 0: run rounds until sim->precise says so, or the cap */
    mc_progress_fn progress;      /* NULL for none */
    void *progress_arg;           /* passed to progress; not owned */
    const volatile int *cancel;   /* NULL, or a flag (e.g. set by a signal handler):
                                     non-zero stops the run between blocks */
} mc_config;

/* Defaults: all threads, seed 0, no trials (set them), fixed mode, no
 * progress, no cancel flag. */
void mc_config_init(mc_config *cfg);

/* Run the simulation; acc (sim->acc_size bytes, caller-owned) receives the
 * total.  *trials_done (may be NULL) receives the trials merged into acc.
 * Returns:
 *   TALON_OK        acc holds exactly the trials of the run: cfg->trials in
 *                   fixed mode; in precision mode the first round end where
 *                   sim->precise held, or the cap if it never did (call
 *                   sim->precise yourself to tell the two apart).
 *   TALON_E_CANCEL  *cfg->cancel was raised: acc holds the first
 *                   *trials_done trials only (whole blocks, in order) and is
 *                   NOT the requested run.
 *   TALON_E_RANGE   threads outside 0..MC_THREADS_MAX, trials out of range,
 *                   precision < 0 or NaN.
 *   TALON_E_INVAL   a NULL sim/cfg/acc/play/merge, acc_size 0, or precision
 *                   mode without sim->precise.
 *   TALON_E_NOMEM   per-thread accumulators could not be allocated.
 * On TALON_E_RANGE/INVAL/NOMEM acc is untouched and *trials_done is 0.
 * Thread-safe: concurrent runs need distinct acc (a run from inside an
 * OpenMP parallel region gets a team of one thread, unless nesting is on). */
int mc_run(const mc_sim *sim, const mc_config *cfg, void *acc, uint64_t *trials_done);

/* ---- MPI ------------------------------------------------------------------
 *
 * Built with -DTALON_MPI=ON (Open MPI), a run can be spread over the ranks
 * of an MPI job, each rank using its OpenMP threads.  Usage (every rank runs
 * the same program on the same input):
 *     if (mc_mpi_init() != TALON_OK) ...              // once, at start-up
 *     int rc = mc_run(&sim, &cfg, &total, &done);    // collective: every rank
 *     if (mc_mpi_rank() == 0) print(&total);
 *     mc_mpi_end(status, NULL);                      // once, at exit
 *
 * After mc_mpi_init, with more than one rank, mc_run is collective: every
 * rank calls it with the same arguments (same sim and ctx contents, same
 * cfg apart from threads, progress and cancel), in the same sequence, from
 * the thread that initialised MPI and outside any OpenMP parallel region
 * (a call made elsewhere runs on its own rank only, as without MPI).  Every
 * rank then returns the same code, *trials_done and accumulator bytes, bit-
 * identical to a single-process run with the same seed and trials.
 *
 * How.  The run goes in chunks of consecutive blocks; each chunk is cut
 * into one contiguous range per rank, in rank order, sized in proportion to
 * the ranks' thread counts.  A rank plays its range into per-block
 * accumulators (OpenMP, dynamic), rank 0 gathers them (MPI_Gatherv) and
 * merges every block into the total in global block order (0, 1, 2, ...),
 * exactly the sequence of merges of a single process.  Rank 0 then
 * broadcasts what comes next (go on, done, cancelled) and the next chunk's
 * size, grown or shrunk to take about MC_MPI_CHUNK_SECONDS (the sizes
 * change only the grouping, never the result).  A chunk never crosses a
 * precision round, and rank 0 checks sim->precise on the merged total at
 * the same round ends as a single process; the total is broadcast at the
 * end.  A cancel flag raised on any rank, or an allocation failure on any
 * rank, ends the run on every rank at the next chunk end (TALON_E_CANCEL,
 * TALON_E_NOMEM), the total then being an exact prefix of whole blocks.
 * Only rank 0 calls cfg->progress.
 *
 * Without TALON_MPI these functions are stubs: init and end do nothing and
 * return TALON_OK, the rank is 0 and the size 1.
 */

/* Rank 0's gather buffer aims at most this many bytes per chunk (and holds
 * at least one block per thread of the job, whatever the accumulator size). */
#define MC_MPI_GATHER_BYTES (64u << 20)
/* Target duration of a chunk: the ranks meet once per chunk, so shorter
 * chunks idle more at the meeting point and longer ones delay a
 * cancellation (a rank that saw its flag waits for the others' chunk). */
#define MC_MPI_CHUNK_SECONDS 0.25
/* mc_mpi_end: how long a rank ending with a non-zero status waits for the
 * others before giving up (they are then presumably stuck in a run). */
#define MC_MPI_END_WAIT 10.0

/* true when libtalon was built with MPI support. */
bool mc_mpi_built(void);

/* Initialise MPI (MPI_THREAD_FUNNELED; or use the MPI the program already
 * initialised) and make mc_run collective from now on.  Call once, from the
 * main thread, before any run.  Returns TALON_OK, or TALON_E_INVAL when MPI
 * cannot be initialised.  Not thread-safe (process-wide state). */
int mc_mpi_init(void);

/* This process's rank in MPI_COMM_WORLD and the number of ranks, after
 * mc_mpi_init (0 and 1 before it, and without MPI). */
int mc_mpi_rank(void);
int mc_mpi_size(void);

/* End MPI for this rank: every rank calls it once, at exit, with the exit
 * status it is about to return; no mc_run afterwards.  It waits until every
 * rank has called it (at most MC_MPI_END_WAIT seconds when status is not
 * 0), then finalises MPI (if mc_mpi_init initialised it).  *status0 (may be
 * NULL) receives rank 0's status (status itself on rank 0, or without MPI).
 * Returns TALON_OK, or TALON_E_INVAL when the other ranks did not all come
 * in time (a failure on this rank alone while the others wait in a run):
 * MPI is then left as it is, and the caller should report its error and
 * call mc_mpi_abort.  Does nothing if mc_mpi_init was not called. */
int mc_mpi_end(int status, int *status0);

/* Kill every rank of the job (MPI_Abort with `status`, 1 if 0): for a
 * failure that the other ranks cannot know about.  Without MPI, or before
 * mc_mpi_init, it returns at once and does nothing. */
void mc_mpi_abort(int status);

#endif
