/* cmd_open_tidy.h - talon open's tidy table (csv and json), in
 * cmd_open_tidy.c.  Nothing exits.
 */
#ifndef TALON_CMD_OPEN_TIDY_H
#define TALON_CMD_OPEN_TIDY_H

#include "cli.h"
#include "tab_open_report.h"

/* The rows of the n player counts into t (out_init'ed here): each model of
 * `models` (bit m: model m), model (a) with exact frequencies where the
 * article prints the deck, the equilibrium where its files are there; hl[i]
 * is jobs[i]'s headline, set on its rows (the CSV's headline column). */
void cmd_open_tidy(const cli_opts *o, const open_report *jobs, int n, unsigned models, char *const *hl,
                   out_table *t);

#endif
