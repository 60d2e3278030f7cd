/* cmd_solve_out.h - talon solve's tables, in cmd_solve_out.c.  Each
 * out_init's t and fills it from the report; nothing exits.
 */
#ifndef TALON_CMD_SOLVE_OUT_H
#define TALON_CMD_SOLVE_OUT_H

#include "cli.h"
#include "solve.h"

/* Each seat's value and best-response gain, the notes and the JSON fields. */
void cmd_solve_summary_table(const cli_opts *o, const solve_params *p, const solve_report *rep, out_table *t);
/* Von Neumann's thresholds beside the solved ones (rep->has_vn). */
void cmd_solve_vn_table(const solve_report *rep, out_table *t, int L);
/* The exploitability against iterations (and seconds unless --no-timing). */
void cmd_solve_convergence_table(const cli_opts *o, const solve_report *rep, out_table *t);
/* csv: the whole report as one tidy table. */
void cmd_solve_csv_table(const cli_opts *o, const solve_report *rep, out_table *t);

#endif
