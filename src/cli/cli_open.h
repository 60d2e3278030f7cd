/* cli_open.h - the opening tables of talon open, shared with talon call
 * and the equilibrium column of open (cmd_eq_open.c), in cli_open.c: one
 * model's table run from the options, and the options as the report
 * layer's tables read them (rep_open.h).
 */
#ifndef TALON_CLI_OPEN_H
#define TALON_CLI_OPEN_H

#include <stdbool.h>
#include <stdint.h>

#include "cli.h"
#include "rep_open.h"
#include "rules.h"
#include "strategy.h"
#include "tab_open.h"

/* The opening table of model m at P players under r (talon open, and talon
 * call for the openers' ranges): the query from the options (passers,
 * callers; deals per class estimate: --trials, else enough for a 95%
 * half-width of --precision at p = 1/2, else dflt), the article's class
 * frequencies when printed_q (model a), strategy s.  Exits on a deck too
 * small for P (usage) or a failed run; *q gets the query used. */
void cli_open_run(const cli_opts *o, const rules *r, int P, int m, bool printed_q, const strategy *s, uint64_t dflt,
                  open_query *q, open_table *out);

/* What talon open's and call's tables read of the options (--lang, --seed,
 * --passers, --callers, --bet, --position, --opener) into *p. */
void cli_open_params(const cli_opts *o, rep_open_params *p);

#endif
