/* tab_open_eq.h - reading a solved game's thresholds beside the threshold
 * models: the equilibrium column of `talon open` and `talon call` (issue
 * 16, item 2).  tab_equilibrium.h reads the solution (eq_open, eq_call give
 * the pure threshold that plays as often as the equilibrium, on the
 * solver's 51 classes); this module names those classes for people, in
 * English or French, compares them with a threshold on dclass.h's coarse
 * scale (the article's cell, a model's), and states whether a solution
 * meets the quality goal.  It also holds what a column keeps of the pot and
 * half-pot files beside the models (open_eq_col for talon open, call_eq_col
 * for talon call): each bet's thresholds, its index among the file's open
 * sizes and the file's header; finding and loading the files is the
 * caller's (the CLI's data folders).
 *
 * Usage:
 *     eq_open_table t;                          // eq_open(solution, &t)
 *     int k = t.equiv[pos][size];               // -1: never opens
 *     char buf[64];
 *     open_eq_label(&t.cls, k, t.equiv_frac[pos][size], 0, buf, sizeof buf);   // "AA (18%)"
 *     if (open_eq_compare(&t.cls, k, article_cls) == OPEN_EQ_STRONGER) ...     // the article opens less
 *
 * Pure functions of their arguments: no state, thread-safe, never print.
 */
#ifndef TALON_TAB_OPEN_EQ_H
#define TALON_TAB_OPEN_EQ_H

#include <stdbool.h>
#include <stddef.h>

#include "tab_equilibrium.h"
#include "tab_open.h"

/* The quality goal of a solution, the one `--model equilibrium` states
 * ("under 0.02 a seat"; issue 15): every seat's best-response gain at most
 * this many antes per deal (a vector file: its exploitability in an
 * independent chance model, scripts/solve's line; a file without gains: the
 * exploitability).  Above it, or without the figure, the outputs say NOT
 * converged. */
#define OPEN_EQ_GOAL 0.02
/* Heads-up, issue 15's goal is on the sum of the two gains: under 0.01. */
#define OPEN_EQ_GOAL_HU 0.01
/* The goal in words, for "NOT converged (the goal: ...)" (lang 1: French). */
#define OPEN_EQ_GOAL_TEXT "every seat's gain at most 0.02 antes a deal, heads-up their sum at most 0.01"
#define OPEN_EQ_GOAL_TEXT_FR \
    "le gain de chaque place au plus 0.02 ante par donne, à deux leur somme au plus 0.01"

/* Whether the file meets the goal above, by its header's figures. */
bool open_eq_converged(const eq_info *in);

/* Class k of c by its short name, with " (NN%)" when freq < 0.95 (the
 * share of the class the threshold takes), " (<1%)" under 0.005:
 * "KK (40%)", "A high", "two pair Q", "pair + flush draw", "trips";
 * k < 0 or out of range: "none".  lang 1: French ("Roi (40%)", "hauteur
 * As", "double paire Dame", "paire + tirage couleur", "brelan", "aucune").
 * Returns buf (always terminated when size > 0). */
const char *open_eq_label(const eq_classes *c, int k, double freq, int lang, char *buf, size_t size);

/* Where a threshold on dclass.h's coarse scale (coarse: a dclass, the
 * article's cell or a model's; -1: none) stands against the equilibrium's
 * pure threshold, class k of c (-1: the equilibrium never plays there):
 *   OPEN_EQ_WEAKER    coarse is a weaker class: it plays more hands
 *   OPEN_EQ_SAME      the same dclass (the equilibrium plays every
 *                     stronger class and all or part of this one)
 *   OPEN_EQ_STRONGER  a stronger class: it plays fewer hands
 *   OPEN_EQ_NONE      coarse is -1 (nothing to compare)
 * A threshold against an equilibrium that never plays is weaker. */
enum open_eq_cmp { OPEN_EQ_NONE = -2, OPEN_EQ_WEAKER = -1, OPEN_EQ_SAME = 0, OPEN_EQ_STRONGER = 1 };
enum open_eq_cmp open_eq_compare(const eq_classes *c, int k, int coarse);

/* ---- a column's files ----------------------------------------------------------------- */

/* The size of bet b in pots: 1 at OPEN_POT, 0.5 at OPEN_HALF. */
double open_eq_bet_size(enum open_bet b);

/* The index of `size` (x pot) among the solved game's open sizes
 * (in->params.open_sizes, within 1e-9); -1 when the game has no such size. */
int open_eq_size_index(const eq_info *in, double size);

/* A file's real-game figure (its header's "# real-game gain" lines, issue
 * 25): the largest seat's gain with its interval into *g, *lo, *hi (left
 * alone when none), and that seat (0-based); -1 when the file states none. */
int open_eq_real_max(const eq_info *in, double *g, double *lo, double *hi);

/* One bet size's solution file as a column shows it. */
typedef struct open_eq_file {
    int idx;                     /* the bet's index among the file's open sizes, -1: absent */
    bool converged;              /* open_eq_converged: within the quality goal */
    eq_info info;                /* the header: exploitability, gains, the real-game figure */
} open_eq_file;

/* The equilibrium column of talon open: the pot and half-pot files for its
 * players and deck.  have, why and path are the caller's (it finds the
 * files); open_eq_col_read fills f[b] and t[b]. */
typedef struct open_eq_col {
    bool have;                           /* both files found and read: the column is filled */
    char why[400];                       /* !have: why a file could not be read ("": none shipped) */
    char path[OPEN_BETS][96];            /* as shown: strategies/solved/draw-5p-40-pot.tsf */
    open_eq_file f[OPEN_BETS];
    eq_open_table t[OPEN_BETS];
} open_eq_col;

/* Bet b's file s into q (eq_open into q->t[b], the header into q->f[b]).
 * Returns eq_open's code (TALON_OK, TALON_E_INVAL, TALON_E_NOMEM...). */
int open_eq_col_read(open_eq_col *q, enum open_bet b, const eq_solution *s);

/* The equilibrium's equivalent threshold at (pos, b): its class (an index
 * in q->t[b].cls, -1: it never opens) with the share of that class it
 * opens in *frac (1 otherwise); -2 when there is none to show (!q->have, or
 * the file has no such size). */
int open_eq_col_thr(const open_eq_col *q, int pos, enum open_bet b, double *frac);

/* A coarse threshold (coarse: a dclass, OPEN_NONE: none) against the
 * equilibrium's at (pos, b), as open_eq_compare; OPEN_EQ_NONE when either
 * is missing. */
enum open_eq_cmp open_eq_col_vs(const open_eq_col *q, int pos, enum open_bet b, int coarse);

/* The dclass of the equilibrium's threshold at (pos, b); OPEN_NONE when it
 * never opens or there is none to show. */
int open_eq_col_dclass(const open_eq_col *q, int pos, enum open_bet b);

/* The equilibrium column of talon call: as open_eq_col, with the calling
 * thresholds (eq_call) of each opener and caller. */
typedef struct call_eq_col {
    bool have;
    char why[400];
    char path[OPEN_BETS][96];
    open_eq_file f[OPEN_BETS];
    eq_call_table t[OPEN_BETS];
} call_eq_col;

/* Bet b's file s into q (eq_call into q->t[b]); returns eq_call's code. */
int call_eq_col_read(call_eq_col *q, enum open_bet b, const eq_solution *s);

/* The equivalent calling threshold of caller p facing opener op at bet b
 * (class index, -1: never calls; -2: none to show), its share in *frac. */
int call_eq_col_thr(const call_eq_col *q, int op, int p, enum open_bet b, double *frac);

#endif
