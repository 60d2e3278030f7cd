/* rep_strategy_convert.h - the header lines `talon strategy convert` writes
 * into a strategy file (report layer, rep_strategy_convert.c): what each
 * step did to the file, in one comment line ("# threshold: ...", "# never:
 * ...", "# shape: ..."), so the file says how it was made
 * (strategies/README.md).  In English, as every header line.
 *
 * Each function appends its line to d->header (a "# never:" or "# shape:"
 * line the header had is replaced); it returns TALON_OK, or TALON_E_NOMEM
 * with d unchanged.
 */
#ifndef TALON_REP_STRATEGY_CONVERT_H
#define TALON_REP_STRATEGY_CONVERT_H

#include <stdint.h>

#include "never.h"
#include "shape.h"
#include "stratfile.h"

/* --threshold: every probability below threshold cut, changed of d's sets
 * changed (strat_threshold). */
int rep_strategy_threshold_note(strat_data *d, double threshold, uint64_t changed);
/* --never: the sets never_apply changed (rep), added to the counts of the
 * line the header had (since the solve: a file converted again keeps
 * them). */
int rep_strategy_never_note(strat_data *d, const never_report *rep);
/* --shape: the fit of shape_apply (rep) in `deals` deals of the file's own
 * play, seed seed. */
int rep_strategy_shape_note(strat_data *d, uint64_t deals, uint64_t seed, const shape_report *rep);

#endif
