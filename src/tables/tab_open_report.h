/* tab_open_report.h - everything `talon open` computes for one player count,
 * and how it fits the article's table "Paire nécessaire pour : Pot /
 * demi-pot": the rules, the article's cells on dclass.h's scale, the
 * threshold models' tables (tab_open), model (a) again with exact class
 * frequencies, and the equilibrium column (tab_open_eq.h), with the
 * cell-by-cell comparisons the outputs count.  The same for `talon call`
 * (call_report): the openers' tables, the calls (tab_call), the
 * equilibrium's calls, and where a model's calls stand against them.
 *
 * Usage:
 *     open_report *j = calloc(1, sizeof *j);       // large: two eq_open_tables
 *     open_report_init(j, 5, 40, &r);               // the article's cells, printed_q
 *     tab_open(&j->r, &q, &cfg, &j->t[OPEN_MODEL_B]);   // the models asked for (the caller's)
 *     open_eq_col_read(&j->eq, OPEN_POT, solution);     // and the files it found
 *     if (open_report_fits(j, &j->t[OPEN_MODEL_B], pos, OPEN_POT)) ...
 *     open_fit f;
 *     open_report_fit(j, 1, OPEN_MODEL_B, &f);      // f.fits[OPEN_POT] of f.cells positions
 *
 * The running of the models and the finding of the files stay with the
 * caller (its options, its data folders): this module only holds their
 * results and compares.  Pure functions of their arguments: no state,
 * thread-safe, never print.
 */
#ifndef TALON_TAB_OPEN_REPORT_H
#define TALON_TAB_OPEN_REPORT_H

#include <stdbool.h>

#include "rules.h"
#include "strategy.h"
#include "tab_call.h"
#include "tab_open.h"
#include "tab_open_eq.h"

typedef struct open_report {
    int players, deck;
    rules r;
    bool article;                /* the deck is the article's for these players: compare */
    bool printed_q;              /* the article prints this deck's class frequencies: model (a) uses them */
    open_table t[OPEN_MODELS];   /* the models run (the caller's) */
    open_table a_exact;          /* model (a) with exact frequencies (when printed_q; the caller's) */
    int article_cls[OPEN_MAX_PLAYERS][OPEN_BETS];   /* the article's cells, OPEN_NONE where none */
    open_eq_col eq;              /* the equilibrium column (the caller reads the files) */
} open_report;

/* The article's cells for `players` at `deck` under r into cls (dclass
 * numbers, OPEN_NONE where the article has no cell or r's deck has no such
 * class); returns whether the deck is the article's for these players
 * (deck_for_players, 4 players or more): when not, every cell is OPEN_NONE. */
bool open_article_cells(int players, int deck, const rules *r, int cls[OPEN_MAX_PLAYERS][OPEN_BETS]);

/* j zeroed, then players, deck, a copy of r, article and article_cls
 * (open_article_cells), printed_q (tab_atleast_article prints the deck). */
void open_report_init(open_report *j, int players, int deck, const rules *r);

/* Whether table t's cell (pos, b) is the article's: the deck is the
 * article's, the cell reachable, its class the article's and no playable
 * draw excepted. */
bool open_report_fits(const open_report *j, const open_table *t, int pos, enum open_bet b);

/* Whether the equilibrium's threshold at (pos, b) is the article's class. */
bool open_report_eq_fits(const open_report *j, int pos, enum open_bet b);

/* Whether cell c's class is the article's class art or the next class of
 * r's deck either side (false when c is unreachable or either is OPEN_NONE). */
bool open_report_adjacent(const rules *r, const open_cell *c, int art);

/* The fit of one model over n reports (those at the article's deck; for
 * the equilibrium, those with its column): fits[b] cells of `cells`
 * positions at bet b give the article's class, near of 2 * cells within one
 * class.  m: a model (OPEN_MODEL_A..C), OPEN_FIT_A_EXACT for model (a) with
 * exact frequencies, OPEN_FIT_EQ for the equilibrium. */
#define OPEN_FIT_A_EXACT (-1)
#define OPEN_FIT_EQ OPEN_MODELS
typedef struct open_fit {
    int fits[OPEN_BETS];
    int cells;                   /* positions compared (each has a pot and a half-pot cell) */
    int near;
} open_fit;
void open_report_fit(const open_report *jobs, int n, int m, open_fit *out);

/* What `talon call` computes: per model asked, the opening table (the
 * openers' ranges) and the calls; the equilibrium's calls beside them.
 * Large (the calls are [opener][caller][bet] cells): allocate it. */
typedef struct call_report {
    int P, deck;
    rules r;
    strategy s;                  /* model c's drawing strategy */
    unsigned models;             /* bit m: model m was run */
    bool printed_q;              /* the article prints the class frequencies of this deck */
    open_table opens[OPEN_MODELS];
    call_table calls[OPEN_MODELS];
    call_eq_col eq;              /* the equilibrium's calls (the caller reads the files) */
} call_report;

/* Where model m's calls stand against the equilibrium's, over the cells
 * computed and reachable where the equilibrium has a threshold: n[0]
 * weaker (the model calls more often), n[1] the same class, n[2] stronger;
 * returns the cells compared (0 without the equilibrium).  A model that
 * never calls is the same as an equilibrium that never calls, and
 * stronger than one that does. */
int call_report_eq_fit(const call_report *u, int m, int n[3]);

#endif
