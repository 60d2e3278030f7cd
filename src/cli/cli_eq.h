/* cli_eq.h - what talon open, call and bluff --model equilibrium share, in
 * cli_eq.c: the pair of solution files behind a table, and a file's figures
 * in words (the quality sentences themselves, which talon advise and duel
 * use too, are declared in cli.h: cli_eq_quality_text, cli_eq_real_text,
 * cli_eq_file_brief).
 *
 *     eq_pair e;
 *     cli_eq_pair_load(o, 5, &e);            // exits 2 when a file is missing
 *     cli_eq_quality_notes(&t, &e, o->lang);  // "solution", "quality" notes
 *     cli_eq_pair_free(&e);
 */
#ifndef TALON_CLI_EQ_H
#define TALON_CLI_EQ_H

#include <stdbool.h>
#include <stddef.h>

#include "cli.h"
#include "rules.h"
#include "tab_equilibrium.h"

/* The pair of solutions behind one table: [0] pot, [1] half pot (either may
 * be the same file when --solution names one holding both sizes). */
typedef struct eq_pair {
    int players, deck;
    eq_solution *s[2];
    int size_idx[2];        /* the size's index in its file's open sizes, -1 absent */
    char path[2][1024];     /* as shown: --solution's, or strategies/solved/NAME (the outputs do not
                               depend on where the tree or the install is) */
} eq_pair;

/* Bet b's key in outputs: "pot", "half". */
const char *cli_eq_bet_name(int b);

/* Load the solutions for P players (deck from the options or the
 * article's; --solution's file for both sizes, with its players and deck).
 * Exits 2 when a file is missing or unreadable, or --players is outside
 * 2..EQ_MAX_SEATS or not the file's. */
void cli_eq_pair_load(const cli_opts *o, int P, eq_pair *e);
void cli_eq_pair_free(eq_pair *e);

/* The shipped pot and half-pot files of talon open's or call's equilibrium
 * column for P players at r's deck (cli_eq_shipped, cli_data.h), b = 0 pot
 * then 1 half: each given to read(col, b, solution), then freed.  false
 * when one is not shipped or does not apply (why says why, "" when none is
 * shipped); path[b] the files as outputs show them.  Exits on no memory,
 * and with a usage error when read refuses a file (err_str of its code). */
bool cli_eq_column(int P, const rules *r, char path[][96], char *why, size_t why_size,
                   int (*read)(void *col, int b, const eq_solution *s), void *col);

/* Seat `seat`'s best-response gain from s's header, "0.012 [0.004, 0.020]"
 * (out_expl_text), "?" when the file states none. */
void cli_eq_gain_text(const eq_solution *s, int seat, int lang, char *buf, size_t size);

/* Each file's "solution" and "quality" notes (one file when both sizes are
 * in one), in lang's words. */
void cli_eq_quality_notes(out_table *t, const eq_pair *e, int lang);

/* The solutions' facts as JSON fields in the object "equilibrium" (issue
 * 18): for each bet size the table shows, the file and its exploitability
 * with its interval and the real-game figure; converged and the goal.  tag:
 * "" for one player count, "_<P>p" where a table holds several. */
void cli_eq_solution_fields(out_table *t, const eq_pair *e, const char *tag);

#endif
