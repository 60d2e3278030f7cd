/* rep_strategy.h - the tables of `talon strategy list|info|check` (report
 * layer, rep_strategy.c), in language L (0 English, 1 French):
 *
 *   list    the shipped solutions found in talon's data folders, a row a
 *           file (its name, format, players, deck, opening sizes, sets,
 *           bytes, folder), the folders as notes, the count and the bytes in
 *           the headline; built in three steps, a row as each file is read
 *   info    a strategy file's header: its format, game line, sets and
 *           bytes, a row a header line
 *   check   a file's sanity checks (sanity.h): a row a check, the verdict in
 *           the headline, the method and the tolerances as notes
 *
 * Pure formatting: the CLI finds and reads the files, and runs the checks.
 * Each table is out_init'ed by the first call that builds it (the caller
 * out_free's it); a table that runs out of memory is marked failed
 * (out_failed).
 */
#ifndef TALON_REP_STRATEGY_H
#define TALON_REP_STRATEGY_H

#include <stdbool.h>
#include <stdint.h>

#include "draw_game.h"
#include "out.h"
#include "sanity.h"
#include "stratfile.h"

/* The list table begun: its columns, and a note for each of the nd data
 * folders dirs[i], "(absent)" when present[i] is false, then the lookup
 * order. */
void rep_strategy_list_begin(int L, const char *const *dirs, const bool *present, int nd, out_table *t);
/* A row: the file name (as shown) in folder, of bytes bytes; d its header
 * (strat_read's STRAT_READ_HEADER), or NULL when it could not be read
 * ("unreadable", no figures). */
void rep_strategy_list_row(int L, const char *name, const char *folder, uint64_t bytes, const strat_data *d,
                           out_table *t);
/* The headline: the rows so far, and total, the bytes of them all. */
void rep_strategy_list_end(int L, uint64_t total, out_table *t);

/* The info table of the file d (read with at least its header), named
 * name (as given), of bytes bytes. */
void rep_strategy_info_table(int L, const char *name, uint64_t bytes, const strat_data *d, out_table *t);

/* The check table of r, the checks run with p on the file name (as given)
 * of game dg.  Returns the number of checks that fail (the CLI exits 1
 * when there is one). */
int rep_strategy_check_table(int L, const char *name, const draw_game *dg, const sanity_params *p,
                             const sanity_result *r, out_table *t);

#endif
