/* cmd_open_notes.h - the notes under talon open's wide table, in
 * cmd_open_notes.c (cmd_open_wide.c writes them).  Each adds notes to t in
 * o->lang's words; nothing exits.
 */
#ifndef TALON_CMD_OPEN_NOTES_H
#define TALON_CMD_OPEN_NOTES_H

#include "cli.h"
#include "strategy.h"
#include "tab_open_report.h"

/* The conventions (ace-low, order, classes), the level, the passers, a
 * win, a threshold, then each model asked for (bit m of models: model m;
 * s: model c's drawing strategy). */
void cmd_open_notes_models(const cli_opts *o, const open_report *j, unsigned models, const strategy *s, out_table *t);
/* The undecided cells of models b and c with their intervals, and the
 * classes under a threshold that reach the level by themselves. */
void cmd_open_notes_undecided(const cli_opts *o, const open_report *j, unsigned models, out_table *t);
/* The equilibrium column's files and their quality, or why there is none. */
void cmd_open_notes_eq(const cli_opts *o, const open_report *j, out_table *t);

#endif
