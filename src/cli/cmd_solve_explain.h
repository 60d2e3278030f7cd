/* cmd_solve_explain.h - `talon solve --load FILE --best-response real
 * --explain`'s second table: where each seat's real-game responder found its
 * gain on its training deals (real_br_result.where), by players still in
 * round 2, the bet faced, the final hand's strength band and what it plays
 * instead, largest first (groups of at least 0.01 antes per 100 deals),
 * labelled as an in-sample estimate.  Formatting only.
 */
#ifndef TALON_CMD_SOLVE_EXPLAIN_H
#define TALON_CMD_SOLVE_EXPLAIN_H

#include "out.h"
#include "real_br.h"

/* Fill t (out_init'ed here; the caller out_free's it) in language L. */
void cli_real_where_table(int L, const real_br_result *r, out_table *t);

#endif
