/* cfr_run.c - a solver's run: training blocks (cfr.c) up to each
 * checkpoint, the quality measured there (cfr_br.c), the stop on the target;
 * and the quality of a loaded strategy instead of a trained one.
 *
 * It stands above cfr.c (the table and the training loops) and cfr_br.c
 * (the best response), which both work on the table alone: the loop that
 * alternates them lives here so that neither calls the other.
 */
#include <omp.h>
#include <string.h>

#include "cfr_int.h"
#include "err.h"

/* The first checkpoint: CFR+ after 8 iterations, MCCFR after 4 blocks
 * (a multiple of CFR_BLOCK, so every block but the run's last is whole). */
static uint64_t first_checkpoint(const cfr_solver *s)
{
    uint64_t f = s->cfg.first_check;
    if (s->algo == CFR_PLUS)
        return f ? f : 8;
    if (!f)
        f = 4 * CFR_BLOCK;
    return (f + CFR_BLOCK - 1) / CFR_BLOCK * CFR_BLOCK;
}

static int checkpoint(cfr_solver *s, cfr_result *r, double t0)
{
    int rc = cfr_quality_measure(s, (uint64_t)r->nrows, &r->quality);
    if (rc != TALON_OK)
        return rc;
    cfr_row *row = &r->rows[r->nrows < CFR_MAX_ROWS ? r->nrows++ : CFR_MAX_ROWS - 1];
    row->iterations = s->iter;
    row->seconds = omp_get_wtime() - t0;
    row->exploitability = r->quality.exploitability;
    row->half_width = r->quality.exploitability_hw;
    return TALON_OK;
}

/* The sets in the table and their actions (a sum over the sets, not the
 * slots allocated: claims lost to a full table leave holes), and the bytes. */
static void count_sets(const cfr_solver *s, cfr_result *r)
{
    uint64_t n = 0, a = 0;
    for (uint64_t i = 0; i <= s->tab_mask; i++)
        if (atomic_load(&s->tab[i].key) && atomic_load(&s->tab[i].ready) == 1) {
            n++;
            a += s->tab[i].nact;
        }
    r->memory = cfr_memory(s);
    r->infosets = n;
    r->actions = a;
}

/* The run:
 *   until the iterations are done (or the target is met):
 *     run blocks up to the next checkpoint (never across it)
 *     at a checkpoint (first_check * 2^m, and the last iteration):
 *       measure the quality; stop if below the target
 * Checkpoints fall at fixed iteration counts: where a run stops depends on
 * nothing but the seed and the configuration. */
int cfr_solve(cfr_solver *s, cfr_result *r)
{
    memset(r, 0, sizeof *r);
    r->algo = s->algo;
    double t0 = omp_get_wtime(), last = t0;
    uint64_t total = s->cfg.iterations, next = first_checkpoint(s);
    int rc = TALON_OK;
    cfr_mpi_begin(s);
    while (s->iter < total) {
        int halt = s->cfg.cancel && *s->cfg.cancel ? TALON_E_CANCEL : TALON_OK;
        if (s->mpi_size > 1)
            halt = cfr_mpi_agree(s, halt);   /* a flag on any rank stops every rank here */
        if (halt != TALON_OK) {
            rc = halt;
            break;
        }
        uint64_t stop = next < total ? next : total;
        uint64_t n = s->algo == CFR_MCCFR ? CFR_BLOCK : 1;
        if (s->iter + n > stop)
            n = stop - s->iter;
        if ((rc = cfr_run_block(s, n)) != TALON_OK)
            break;
        if (s->cfg.progress && omp_get_wtime() - last >= MC_PROGRESS_INTERVAL) {
            last = omp_get_wtime();
            s->cfg.progress(s->iter, total, s->cfg.progress_arg);
        }
        if (s->iter == stop) {
            if (s->mpi_size > 1 && (rc = cfr_mpi_merge(s, TALON_OK, false)) != TALON_OK)
                break;   /* every rank's table now holds every set met */
            if ((rc = checkpoint(s, r, t0)) != TALON_OK)
                break;
            if (s->cfg.target > 0 && r->quality.exploitability < s->cfg.target) {
                r->target_met = true;
                break;
            }
            next *= 2;
        }
    }
    if (s->cfg.progress && rc == TALON_OK)
        s->cfg.progress(s->iter, s->iter, s->cfg.progress_arg);
    cfr_mpi_end(s);
    r->iterations = s->iter;
    r->seconds = omp_get_wtime() - t0;
    count_sets(s, r);
    return rc;
}

int cfr_evaluate(cfr_solver *s, const cfr_strategy *st, cfr_result *r)
{
    memset(r, 0, sizeof *r);
    r->algo = s->algo;
    double t0 = omp_get_wtime();
    s->loaded = st;
    int rc = cfr_quality_measure(s, 0, &r->quality);
    s->loaded = NULL;
    if (rc == TALON_OK && atomic_load(&s->mismatch))
        rc = TALON_E_INVAL;
    r->seconds = omp_get_wtime() - t0;
    count_sets(s, r);
    return rc;
}
