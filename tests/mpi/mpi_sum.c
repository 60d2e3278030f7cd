/* mpi_sum.c - mc_run spread over MPI ranks, with a floating-point
 * accumulator: run by tests/mpi/mpi.sh under mpirun at 1, 2 and 3 ranks
 * (built only with -DTALON_MPI=ON).
 *
 *     mpirun -n 3 mpi_sum SEED TRIALS PRECISION
 *
 * On every rank it checks, bit for bit, that
 *   - a fixed run of TRIALS trials equals the sequential loop over the blocks
 *     (play block k from rng_for_block(seed, k) into a zeroed accumulator,
 *     merge in order), whose double sums depend on the order of the
 *     additions; the blocks cost 1 to 8 passes (drawn from their own stream),
 *     so the ranks finish their shares at different times;
 *   - a precision run (cap 0, PRECISION) equals the sequential loop over the
 *     trials it stopped at, and that stop is a round end;
 *   - a cancel flag raised on one rank only (by whichever rank plays block
 *     40 of 2000) ends the run on every rank with TALON_E_CANCEL, leaving the
 *     same exact prefix of whole blocks everywhere, no rank hanging;
 *   - only rank 0 gets progress calls, the last being (done, done);
 * and rank 0 prints the results (sums as hexadecimal floats) so that the
 * script can compare the outputs at 1, 2 and 3 ranks byte for byte.  Any
 * failure: a line "mpi_sum: rank R: ..." on stderr and exit status 1.
 *
 *     mpirun -n 2 mpi_sum fail-alone
 *
 * Rank 1 fails at once (status 3) while rank 0 starts a long run that needs
 * it: mc_mpi_end on rank 1 must give up after MC_MPI_END_WAIT seconds and
 * mc_mpi_abort the job, rather than leave both ranks waiting for ever.
 */
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "err.h"
#include "mc.h"
#include "rng.h"
#include "stats.h"

typedef struct acc_t {
    uint64_t n;      /* trials */
    uint64_t hits;   /* trials with u < 0.3 */
    double sum;      /* sum of u: depends on the order of the additions */
    double sumsq;    /* sum of u^2, plus the sums of the extra passes */
} acc_t;

typedef struct sum_ctx {
    volatile int *cancel;   /* raised when block `cancel_block` is played; NULL for none */
    uint64_t seed;
    uint64_t cancel_block;
} sum_ctx;

static void pass(acc_t *s, uint64_t n, rng *g)
{
    for (uint64_t i = 0; i < n; i++) {
        double u = rng_double(g);
        s->hits += u < 0.3;
        s->sum += u;
        s->sumsq += u * u;
    }
}

/* 0 to 7 extra passes before the counted one: uneven block costs. */
static void sum_play(void *a, uint64_t n, rng *g, const void *ctx)
{
    const sum_ctx *c = ctx;
    acc_t *s = a, waste = {0};
    if (c && c->cancel) {
        /* Is this block cancel_block?  Its stream starts as that block's. */
        rng probe;
        rng_for_block(&probe, c->seed, c->cancel_block);
        if (memcmp(&probe, g, sizeof probe) == 0)
            *c->cancel = 1;
    }
    uint32_t extra = rng_bounded(g, 8);
    for (uint32_t i = 0; i < extra; i++)
        pass(&waste, n, g);
    pass(s, n, g);
    s->sumsq += waste.sum;
    s->n += n;
}

static void sum_merge(void *into, const void *from, const void *ctx)
{
    acc_t *t = into;
    const acc_t *f = from;
    t->n += f->n;
    t->hits += f->hits;
    t->sum += f->sum;
    t->sumsq += f->sumsq;
}

static bool sum_precise(const void *a, uint64_t trials, double precision, const void *ctx)
{
    const acc_t *s = a;
    stats_ci ci;
    return stats_wilson(s->hits, trials, STATS_CONF95, &ci) == TALON_OK && stats_half_width(&ci) < precision;
}

/* The definition of a run: blocks in order, each from its own stream. */
static acc_t reference(uint64_t seed, uint64_t trials)
{
    acc_t total = {0};
    for (uint64_t k = 0; k * MC_BLOCK < trials; k++) {
        acc_t b = {0};
        rng g;
        rng_for_block(&g, seed, k);
        uint64_t n = trials - k * MC_BLOCK < MC_BLOCK ? trials - k * MC_BLOCK : MC_BLOCK;
        sum_play(&b, n, &g, NULL);
        sum_merge(&total, &b, NULL);
    }
    return total;
}

typedef struct calls {
    uint64_t n, last_done, last_total;
} calls;

static void on_progress(uint64_t done, uint64_t total, void *arg)
{
    calls *c = arg;
    c->n++;
    c->last_done = done;
    c->last_total = total;
}

static int g_status;

static void fail(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fprintf(stderr, "mpi_sum: rank %d: ", mc_mpi_rank());
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    va_end(ap);
    g_status = 1;
}

static bool same(const acc_t *a, const acc_t *b)
{
    return memcmp(a, b, sizeof *a) == 0;
}

/* The fail-alone case (see the top). */
static int fail_alone(void)
{
    int status = 0;
    if (mc_mpi_rank() == 1) {
        fprintf(stderr, "mpi_sum: rank 1 fails alone\n");
        status = 3;
    } else {
        mc_sim sim = {.acc_size = sizeof(acc_t), .play = sum_play, .merge = sum_merge};
        mc_config cfg;
        mc_config_init(&cfg);
        cfg.trials = MC_TRIALS_MAX;
        acc_t a;
        mc_run(&sim, &cfg, &a, NULL);   /* never returns: rank 1 aborts the job */
        fprintf(stderr, "mpi_sum: rank %d: the run returned\n", mc_mpi_rank());
        status = 1;
    }
    if (mc_mpi_end(status, NULL) != TALON_OK)
        mc_mpi_abort(status);
    return status;
}

int main(int argc, char **argv)
{
    if (argc == 2 && strcmp(argv[1], "fail-alone") == 0) {
        if (mc_mpi_init() != TALON_OK)
            return 1;
        return fail_alone();
    }
    if (argc != 4) {
        fprintf(stderr, "usage: mpi_sum SEED TRIALS PRECISION\n");
        return 2;
    }
    uint64_t seed = strtoull(argv[1], NULL, 10), trials = strtoull(argv[2], NULL, 10);
    double precision = strtod(argv[3], NULL);
    if (mc_mpi_init() != TALON_OK) {
        fprintf(stderr, "mpi_sum: cannot initialise MPI\n");
        return 1;
    }
    int rank = mc_mpi_rank();
    mc_sim sim = {.acc_size = sizeof(acc_t), .play = sum_play, .merge = sum_merge, .precise = sum_precise};

    /* 1. Fixed run, with progress. */
    calls pc = {0};
    mc_config cfg;
    mc_config_init(&cfg);
    cfg.seed = seed;
    cfg.trials = trials;
    cfg.progress = on_progress;
    cfg.progress_arg = &pc;
    acc_t a;
    memset(&a, 0xAB, sizeof a);   /* the engine must zero it */
    uint64_t done = 0;
    int rc = mc_run(&sim, &cfg, &a, &done);
    acc_t ref = reference(seed, trials);
    if (rc != TALON_OK || done != trials)
        fail("fixed run: rc %d, %" PRIu64 " trials done of %" PRIu64, rc, done, trials);
    else if (!same(&a, &ref))
        fail("fixed run: the total differs from the sequential loop over the blocks");
    if (rank == 0 && (pc.n == 0 || pc.last_done != trials || pc.last_total != trials))
        fail("rank 0: %" PRIu64 " progress calls, the last (%" PRIu64 ", %" PRIu64 ")", pc.n, pc.last_done,
             pc.last_total);
    if (rank != 0 && pc.n != 0)
        fail("%" PRIu64 " progress calls on a rank other than 0", pc.n);
    if (rank == 0)
        printf("fixed: trials=%" PRIu64 " n=%" PRIu64 " hits=%" PRIu64 " sum=%a sumsq=%a\n", done, a.n, a.hits,
               a.sum, a.sumsq);

    /* 2. Precision run: the stop must be a round end, whatever the ranks. */
    mc_config_init(&cfg);
    cfg.seed = seed + 1;
    cfg.precision = precision;
    rc = mc_run(&sim, &cfg, &a, &done);
    if (rc != TALON_OK || done % MC_BLOCK != 0)
        fail("precision run: rc %d, %" PRIu64 " trials", rc, done);
    else if (!sum_precise(&a, done, precision, NULL))
        fail("precision run stopped at %" PRIu64 " trials without meeting its bound", done);
    ref = reference(seed + 1, done);
    if (!same(&a, &ref))
        fail("precision run: the total differs from the sequential loop over its %" PRIu64 " trials", done);
    if (rank == 0)
        printf("precision %g: trials=%" PRIu64 " hits=%" PRIu64 " sum=%a sumsq=%a\n", precision, done, a.hits,
               a.sum, a.sumsq);

    /* 3. Cancel raised on the rank that plays block 40. */
    volatile int flag = 0;
    sum_ctx cc = {.cancel = &flag, .seed = seed + 2, .cancel_block = 40};
    sim.ctx = &cc;
    mc_config_init(&cfg);
    cfg.seed = seed + 2;
    cfg.trials = 2000 * (uint64_t)MC_BLOCK;
    cfg.cancel = &flag;
    rc = mc_run(&sim, &cfg, &a, &done);
    sim.ctx = NULL;
    ref = reference(seed + 2, done);
    if (rc != TALON_E_CANCEL)
        fail("cancel: rc %d (%s), expected TALON_E_CANCEL", rc, err_str(rc));
    else if (done % MC_BLOCK != 0 || done >= cfg.trials)
        fail("cancel: %" PRIu64 " trials done", done);
    else if (!same(&a, &ref))
        fail("cancel: the total is not the exact prefix of %" PRIu64 " trials", done);
    if (rank == 0)
        printf("cancel: %s\n", g_status ? "FAILED" : "every rank stopped with an exact prefix");

    fflush(stdout);
    int status = g_status;
    if (mc_mpi_end(status, NULL) != TALON_OK)
        mc_mpi_abort(status);
    return status;
}
