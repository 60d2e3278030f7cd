/* rep_solve_bound.h - the table of `talon solve --load FILE --best-response
 * bound` (report layer, rep_solve_bound.c), from a bound_br_result
 * (bound_br.h): each seat's gain over the sample, its one-sided 95% upper
 * bound (and per 100 deals), the range the gain lies in (from the fresh
 * deals' lower end to the bound), the file's most likely action on the
 * fresh deals and on the sample, the file's own figure (its header's), the
 * sets, deviations and missing sets; with the headline, the notes on the
 * responder, the method, the columns, the check (the most likely action
 * under every bound) and whether the bound is loose, and the JSON fields.
 *
 * Pure formatting, in language L (0 English, 1 French).
 */
#ifndef TALON_REP_SOLVE_BOUND_H
#define TALON_REP_SOLVE_BOUND_H

#include "bound_br.h"
#include "draw_game.h"
#include "out.h"
#include "tab_equilibrium.h"

/* The table of r, measured with p on the file path (as given) of game dg;
 * in: its header's figures, or NULL.  out_init's t (the caller out_free's
 * it); a table that runs out of memory is marked failed (out_failed). */
void rep_solve_bound_table(int L, const char *path, const draw_game *dg, const eq_info *in,
                           const bound_br_params *p, const bound_br_result *r, out_table *t);

#endif
