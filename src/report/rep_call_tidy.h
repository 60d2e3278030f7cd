/* rep_call_tidy.h - talon call's tidy table (csv and json), in
 * rep_call_tidy.c.  Pure formatting (report layer): nothing printed,
 * nothing exits.
 */
#ifndef TALON_REP_CALL_TIDY_H
#define TALON_REP_CALL_TIDY_H

#include "out.h"
#include "rep_open.h"
#include "tab_open_report.h"

/* The rows of every model run and of the equilibrium (the cells --opener,
 * --position and --bet ask for) into t (out_init'ed here). */
void rep_call_tidy(out_table *t, const rep_open_params *par, const call_report *u);

#endif
