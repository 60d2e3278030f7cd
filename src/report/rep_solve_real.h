/* rep_solve_real.h - the tables of `talon solve --load FILE --best-response
 * real` (report layer, rep_solve_real.c), from a real_br_result (real_br.h):
 *
 *   real    each seat's real-game gain (a lower bound of its best response's,
 *           with its 95% interval and in antes per 100 deals) beside the
 *           file's own figure inside its abstraction (its header's), the
 *           cells, deviations, deals reached and missing sets, with the
 *           headline, the notes on the responder, the method and the labels,
 *           and the JSON fields (deals, seed, scope)
 *   where   --explain's: where each seat's responder found its gain on its
 *           training deals (real_br_result.where), by players still in round
 *           2, the bet faced, the final hand's strength band and what it
 *           plays instead, largest first (groups of at least 0.01 antes per
 *           100 deals), labelled as an in-sample estimate
 *
 * Pure formatting, in language L (0 English, 1 French).  Each function
 * out_init's t (the caller out_free's it); a table that runs out of memory
 * is marked failed (out_failed).
 */
#ifndef TALON_REP_SOLVE_REAL_H
#define TALON_REP_SOLVE_REAL_H

#include <stddef.h>

#include "draw_game.h"
#include "out.h"
#include "real_br.h"
#include "tab_equilibrium.h"

/* The real table of r, measured with p on the file path (as given) of game
 * dg; in: its header's figures, or NULL (then "-" inside the abstraction). */
void rep_solve_real_table(int L, const char *path, const draw_game *dg, const eq_info *in, const real_br_params *p,
                          const real_br_result *r, out_table *t);
/* --explain's table of r. */
void rep_solve_real_where_table(int L, const real_br_result *r, out_table *t);

/* The file's own best-response gain for seat, inside its abstraction (from
 * its header in), as a table cell shows it (out_expl_text, 4 decimals,
 * brief); "-" when in is NULL or has no gain.  Into buf. */
void rep_solve_abstract_text(const eq_info *in, int seat, int L, char *buf, size_t size);

#endif
