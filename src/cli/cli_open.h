/* cli_open.h - the opening tables of talon open, shared with talon call
 * and the equilibrium column of open (cmd_eq_open.c), and the words of
 * talon open's tables (cmd_open*.c), in cli_open.c.
 */
#ifndef TALON_CLI_OPEN_H
#define TALON_CLI_OPEN_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "cli.h"
#include "rules.h"
#include "strategy.h"
#include "tab_open.h"
#include "tab_open_eq.h"

/* Deals per class estimate: --trials, else enough for a 95% half-width of
 * --precision at p = 1/2, else dflt. */
uint64_t cli_open_trials(const cli_opts *o, uint64_t dflt);
/* A class's short name under r ("AA", "draw", "two pair", "any hand";
 * French "As", "Tirage", "Double paire").  Returns buf. */
const char *cli_open_class(const rules *r, int cls, int lang, char *buf, size_t size);
/* The opening table of model m at P players under r (talon open, and talon
 * call for the openers' ranges): the query from the options (passers,
 * callers, cli_open_trials with dflt), the article's class frequencies when
 * printed_q (model a), strategy s.  Exits on a deck too small for P (usage)
 * or a failed run; *q gets the query used. */
void cli_open_run(const cli_opts *o, const rules *r, int P, int m, bool printed_q, const strategy *s, uint64_t dflt,
                  open_query *q, open_table *out);

/* The key of model m (OPEN_MODEL_A..C): "a", "b", "c". */
const char *cli_open_model_key(int m);
/* A cell of an opening table: "AA", "AA?" (undecided), "QQ, not draw" (the
 * draw fails above it; French "Dame sauf tirage"), "-" (unreachable). */
void cli_open_cell_text(const rules *r, const open_cell *c, int lang, char *buf, size_t size);
/* Seat pos (0-based) as an ordinal: "1st", "2nd"...; French "1er", "2e"... */
const char *cli_open_ordinal(int pos, int lang);
/* Bet b in a cell's words: "pot", "half" (French "demi"). */
const char *cli_open_bet_word(int b, int lang);
/* The equilibrium column's cell at (pos, b): "AA (18%)", "none", "no
 * solution" (French "pas de solution") or "-" (the file has no such size). */
void cli_open_eq_text(const open_eq_col *q, int pos, int b, int lang, char *buf, size_t size);
/* The tidy tables' conventions (talon open and call, csv and json): the
 * passers, callers and seed as notes in o->lang's words, and as the fields
 * conventions.passers, .callers, .seed. */
void cli_open_tidy_notes(const cli_opts *o, out_table *t);
void cli_open_tidy_fields(const cli_opts *o, out_table *t);

#endif
