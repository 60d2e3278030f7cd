/* rep_eq.h - a solved game's files in words (report layer, rep_eq.c): what
 * talon open, call and bluff --model equilibrium share, and talon advise
 * and duel use too: the pair of solution files behind a table, a file's
 * quality inside the abstraction and in the real game, a seat's gain, and
 * the notes and JSON fields every equilibrium table carries.  The figures
 * are the files' headers (tab_equilibrium.h, tab_open_eq.h); finding and
 * loading the files is the caller's (the CLI's cli_eq.c).
 *
 *     rep_eq_pair e;                          // filled by cli_eq_pair_load
 *     rep_eq_quality_notes(&t, &e, lang);     // "solution", "quality" notes
 *     rep_eq_pair_free(&e);
 *
 * Pure functions: no allocation but the table's (out.h), nothing printed.
 */
#ifndef TALON_REP_EQ_H
#define TALON_REP_EQ_H

#include <stdbool.h>
#include <stddef.h>

#include "out.h"
#include "tab_equilibrium.h"

/* The pair of solutions behind one table: [0] pot, [1] half pot (either may
 * be the same file when --solution names one holding both sizes). */
typedef struct rep_eq_pair {
    int players, deck;
    eq_solution *s[2];
    int size_idx[2];        /* the size's index in its file's open sizes, -1 absent */
    char path[2][1024];     /* as shown: --solution's, or strategies/solved/NAME (the outputs do not
                               depend on where the tree or the install is) */
} rep_eq_pair;

/* Free e's solutions (once when both sizes are one file). */
void rep_eq_pair_free(rep_eq_pair *e);

/* Bet b's key in outputs: "pot", "half". */
const char *rep_eq_bet_name(int b);

/* Seat `seat`'s best-response gain from s's header, "0.012 [0.004, 0.020]"
 * (out_expl_text: a sampled gain below 0 is "0 (up to 0.013)", issue 24),
 * "?" when the file states none. */
void rep_eq_gain_text(const eq_solution *s, int seat, int lang, char *buf, size_t size);

/* A solution file's real-game figure (its header's "# real-game gain" lines,
 * issue 25: the largest seat's, open_eq_real_max in tab_open_eq.h) in words,
 * labelled: brief "0.107 [0.103, 0.112] (seat 2)", or "in the real game a
 * player who sees his exact final hand after the draw wins at least 0.107
 * antes a deal [0.103, 0.112] (seat 2; a round-2 responder: a lower
 * bound)"; "not measured in the real game" when none.  Returns buf. */
const char *rep_eq_real_text(const eq_info *in, bool brief, int lang, char *buf, size_t size);

/* A solution's quality in one sentence, both figures labelled: inside the
 * abstraction (iterations, exploitability, kept sets), then in the real game. */
void rep_eq_quality_text(const eq_info *in, int lang, char *buf, size_t size);

/* One solution file in a few words, for open's and call's equilibrium
 * column: "PATH: N iterations, exploitability inside the abstraction E, in
 * the real game at least R" (and ": NOT converged ..." when it is not). */
void rep_eq_file_brief(const eq_info *in, const char *path, int lang, char *buf, size_t size);

/* Each file's "solution" and "quality" notes (one file when both sizes are
 * in one), in lang's words. */
void rep_eq_quality_notes(out_table *t, const rep_eq_pair *e, int lang);

/* The solutions' facts as JSON fields in the object "equilibrium" (issue
 * 18): for each bet size the table shows, the file and its exploitability
 * with its interval and the real-game figure; converged and the goal.  tag:
 * "" for one player count, "_<P>p" where a table holds several. */
void rep_eq_solution_fields(out_table *t, const rep_eq_pair *e, const char *tag);

#endif
