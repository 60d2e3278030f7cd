/* rep_solve.h - talon solve's report (report layer, rep_solve.c): a
 * solve_report (src/solver/solve.h) laid out as its tables.
 *
 *   summary       each seat's value and best-response gain, the notes on the
 *                 game, the method and the result, the same facts as JSON
 *                 fields
 *   vn1944        von Neumann's thresholds beside the solved ones (has_vn)
 *   convergence   the exploitability against iterations, and seconds unless
 *                 timing is off (not for a loaded file)
 *   csv           the whole report as one tidy table, a row per figure
 *
 * Pure formatting: every figure is the report's or the parameters'.  A
 * table that runs out of memory is marked failed (out_failed).
 */
#ifndef TALON_REP_SOLVE_H
#define TALON_REP_SOLVE_H

#include <stdbool.h>
#include <stdint.h>

#include "out.h"
#include "solve.h"

#define REP_SOLVE_TABLES 3   /* rep_solve_tables makes at most this many */

/* What the tables need beyond the solve itself. */
typedef struct rep_solve_params {
    int lang;       /* 0 English, 1 French */
    uint64_t seed;  /* the run's seed (the JSON method fields) */
    int threads;    /* the threads asked (0: all cores), for the time note */
    bool timing;    /* false: no seconds anywhere (the output then depends on nothing of the machine) */
    bool csv;       /* true: the one tidy table alone */
} rep_solve_params;

/* The tables of a solve or a loaded file's evaluation into ts[0..n), each
 * out_init'ed here (the caller out_free's them); returns n (1 to
 * REP_SOLVE_TABLES): with rp->csv the tidy table alone, else the summary,
 * then vn1944's thresholds when rep->has_vn, then the convergence unless
 * rep->loaded.  p: the parameters the solve ran with. */
int rep_solve_tables(const rep_solve_params *rp, const solve_params *p, const solve_report *rep,
                     out_table ts[REP_SOLVE_TABLES]);

#endif
