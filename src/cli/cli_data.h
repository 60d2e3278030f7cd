/* cli_data.h - the data files every command reads, found in one place: the
 * shipped solutions of strategies/solved/ (draw-<P>p-<deck>-pot.tsf and
 * -half.tsf, looked up in talon's data folders, datadir.h), a FILE the user
 * gives that may be a name under those folders, the drawing strategy of
 * --strategy (a preset or a file), and talon stud's --paytable (a preset or
 * a file).  The names and the folders are the library's (eq_shipped_name,
 * datadir_find); this module adds what a command needs on top: the name the
 * outputs show, the usage errors, the rules check.
 *
 *     char full[DATADIR_PATH_MAX], shown[128];
 *     if (cli_shipped_find(4, 32, "pot", full, sizeof full, shown, sizeof shown))
 *         read(full);                 // wherever it was found
 *     print(shown);                   // "strategies/solved/draw-4p-32-pot.tsf", always
 *
 * Outputs name a shipped file by its name under the data folders, never by
 * the folder it was found in, so that they do not depend on the checkout or
 * the install.  Functions that exit say so; none keeps state.
 */
#ifndef TALON_CLI_DATA_H
#define TALON_CLI_DATA_H

#include <stdbool.h>
#include <stddef.h>

#include "cli.h"
#include "datadir.h"
#include "rules.h"
#include "strategy.h"
#include "stud.h"

/* FILE as the user gave it when it exists (or is absolute), else the first
 * data folder's copy of it (a name as the commands print it,
 * strategies/solved/draw-4p-32-pot.tsf), into buf[0..size); returns given
 * or buf.  A name no folder has is returned as given (the reader's error
 * then names it). */
const char *cli_data_resolve(const char *given, char *buf, size_t size);

/* The shipped solution for (players, deck, bet: "pot", "half", or "" for a
 * file of both sizes): its name as outputs show it into shown[0..shown_size)
 * always, and true with its full path in path[0..path_size) when a data
 * folder holds it; false when none does (or the path does not fit). */
bool cli_shipped_find(int players, int deck, const char *bet, char *path, size_t path_size, char *shown,
                      size_t shown_size);

/* The shipped solution of talon open's and call's equilibrium column:
 * the file of bet b (0 pot, 1 half) for P players at r's deck.  Loaded (the
 * caller eq_free's it) when it is shipped, readable and solved under r's
 * rules; else NULL, why saying what is wrong ("" when none is shipped).
 * path: the file as shown (cli_shipped_find).  like: NULL or a loaded
 * solution whose game's tables are copied when its rules are the file's
 * (eq_load_like: the other file of the pair loads without its own
 * precomputation).  Exits on no memory. */
struct eq_solution;
struct eq_solution *cli_eq_shipped(int P, const rules *r, int b, const struct eq_solution *like, char *path,
                                   size_t path_size, char *why, size_t why_size);

/* The file names under strategies/solved/ in each of the nd data folders
 * dirs (datadir_folders), sorted, each once: *out, an array of n strdup'ed
 * names the caller frees (each, then the array; NULL when n is 0 and nothing
 * was allocated); returns n.  Exits on no memory. */
int cli_shipped_names(char dirs[][DATADIR_PATH_MAX], int nd, char ***out);

/* The first data folder holding strategies/solved/NAME (a name of
 * cli_shipped_names): that relative name (as shown) into rel, the file's full
 * path into path and the folder into folder; false when no folder has it
 * (or a path does not fit). */
bool cli_shipped_locate(const char *name, char *rel, size_t rel_size, char *path, size_t path_size, char *folder,
                        size_t folder_size);

/* The drawing strategy of --strategy (a preset name, else a file in the
 * format of strategies/README.md; `dflt`, a preset, when not given), with
 * --camouflage applied when given.  Exits with a usage error (the file's
 * line and reason) on a bad name or file. */
void cli_strategy(const cli_opts *o, const char *dflt, strategy *s);

/* talon stud's --paytable: "standard" (stud_paytable_standard) or a text
 * file in the format of paytables/README.md (stud_paytable_parse).  Exits
 * with a usage error naming the file (and the line) on an unreadable,
 * oversized, binary or malformed file. */
void cli_paytable(const char *arg, stud_paytable *pt);

#endif
