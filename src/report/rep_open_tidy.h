/* rep_open_tidy.h - talon open's tidy table (csv and json), in
 * rep_open_tidy.c.  Pure formatting (report layer): nothing printed,
 * nothing exits.
 */
#ifndef TALON_REP_OPEN_TIDY_H
#define TALON_REP_OPEN_TIDY_H

#include "out.h"
#include "rep_open.h"
#include "strategy.h"
#include "tab_open_report.h"

/* The tidy table of the n player counts into t (out_init'ed here): a row
 * for each model of `models` (bit m: model m; s: model c's drawing
 * strategy), model (a) with exact frequencies where the article prints the
 * deck, and the equilibrium where its files are there; each player count's
 * headline (rep_open_headline) on its rows (the CSV's headline column), all
 * of them as the table's (JSON: the answer of the whole run).  Out of
 * memory: t is marked failed (out_failed). */
void rep_open_tidy(const rep_open_params *par, const open_report *jobs, int n, unsigned models, const strategy *s,
                   out_table *t);

#endif
