/* cli_eq.h - what talon open, call and bluff --model equilibrium share in
 * the CLI, in cli_eq.c: loading the pair of solution files behind a table
 * (the pair and its words are the report layer's, rep_eq.h), and the
 * shipped files of open's and call's equilibrium column.
 *
 *     rep_eq_pair e;
 *     cli_eq_pair_load(o, 5, &e);            // exits 2 when a file is missing
 *     rep_eq_quality_notes(&t, &e, o->lang);  // "solution", "quality" notes
 *     rep_eq_pair_free(&e);
 */
#ifndef TALON_CLI_EQ_H
#define TALON_CLI_EQ_H

#include <stdbool.h>
#include <stddef.h>

#include "cli.h"
#include "rep_eq.h"
#include "rules.h"
#include "tab_equilibrium.h"

/* Load the solutions for P players (deck from the options or the
 * article's; --solution's file for both sizes, with its players and deck).
 * Exits 2 when a file is missing or unreadable, or --players is outside
 * 2..EQ_MAX_SEATS or not the file's. */
void cli_eq_pair_load(const cli_opts *o, int P, rep_eq_pair *e);

/* The shipped pot and half-pot files of talon open's or call's equilibrium
 * column for P players at r's deck (cli_eq_shipped, cli_data.h), b = 0 pot
 * then 1 half: each given to read(col, b, solution), then freed.  false
 * when one is not shipped or does not apply (why says why, "" when none is
 * shipped); path[b] the files as outputs show them.  Exits on no memory,
 * and with a usage error when read refuses a file (err_str of its code). */
bool cli_eq_column(int P, const rules *r, char path[][96], char *why, size_t why_size,
                   int (*read)(void *col, int b, const eq_solution *s), void *col);

#endif
