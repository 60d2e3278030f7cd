/* rep_open_notes.h - the notes under talon open's wide table, in
 * rep_open_notes.c (rep_open_wide.c writes them).  Each adds notes to t in
 * par->lang's words; pure formatting (report layer).
 */
#ifndef TALON_REP_OPEN_NOTES_H
#define TALON_REP_OPEN_NOTES_H

#include "out.h"
#include "rep_open.h"
#include "strategy.h"
#include "tab_open_report.h"

/* The conventions (ace-low, order, classes), the level, the passers, a
 * win, a threshold, then each model asked for (bit m of models: model m;
 * s: model c's drawing strategy). */
void rep_open_notes_models(const rep_open_params *par, const open_report *j, unsigned models, const strategy *s,
                           out_table *t);
/* The undecided cells of models b and c with their intervals, and the
 * classes under a threshold that reach the level by themselves. */
void rep_open_notes_undecided(const rep_open_params *par, const open_report *j, unsigned models, out_table *t);
/* The equilibrium column's files and their quality, or why there is none. */
void rep_open_notes_eq(const rep_open_params *par, const open_report *j, out_table *t);

#endif
