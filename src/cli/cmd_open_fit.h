/* cmd_open_fit.h - talon open's tables of the fit to the article, in
 * cmd_open_fit.c.  Each out_init's t and fills it; nothing exits.
 */
#ifndef TALON_CMD_OPEN_FIT_H
#define TALON_CMD_OPEN_FIT_H

#include "cli.h"
#include "tab_open_report.h"

/* The article's threshold against the equilibrium's, a row a position, the
 * counts in the title (j at the article's deck, with its equilibrium). */
void cmd_open_eq_fit(const cli_opts *o, const open_report *j, out_table *t);
/* Over the n player counts: for each model of `models` (bit m: model m),
 * model (a) with exact frequencies and the equilibrium, the cells that give
 * the article's threshold. */
void cmd_open_summary(const cli_opts *o, const open_report *jobs, int n, unsigned models, out_table *t);

#endif
