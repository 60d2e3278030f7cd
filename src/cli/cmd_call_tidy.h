/* cmd_call_tidy.h - talon call's tidy table (csv and json), in
 * cmd_call_tidy.c.  Nothing exits.
 */
#ifndef TALON_CMD_CALL_TIDY_H
#define TALON_CMD_CALL_TIDY_H

#include "cli.h"
#include "tab_open_report.h"

/* The rows of every model run and of the equilibrium (the cells --opener,
 * --position and --bet ask for) into t (out_init'ed here). */
void cmd_call_tidy(out_table *t, const cli_opts *o, const call_report *u);

#endif
