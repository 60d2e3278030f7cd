/* rep_open_fit.h - talon open's tables of the fit to the article, in
 * rep_open_fit.c.  Each out_init's t and fills it; pure formatting
 * (report layer).
 */
#ifndef TALON_REP_OPEN_FIT_H
#define TALON_REP_OPEN_FIT_H

#include "out.h"
#include "rep_open.h"
#include "tab_open_report.h"

/* The article's threshold against the equilibrium's, a row a position, the
 * counts in the title (j at the article's deck, with its equilibrium). */
void rep_open_eq_fit(const rep_open_params *par, const open_report *j, out_table *t);
/* Over the n player counts: for each model of `models` (bit m: model m),
 * model (a) with exact frequencies and the equilibrium, the cells that give
 * the article's threshold. */
void rep_open_summary(const rep_open_params *par, const open_report *jobs, int n, unsigned models, out_table *t);

#endif
