/* rep_bluff.h - talon bluff's tables (report layer), for the stated models
 * of bluff.h: the strategy of each model with the headline and the Monte
 * Carlo check of each (rep_bluff.c), and the article's statements beside
 * each model (rep_bluff_article.c).  The caller solves the models and runs
 * the checks (bluff_solve, bluff_mc_run) into rep_bluff_run's; these
 * functions only lay the figures out, in English or French.  Each
 * out_init's its table t and fills it; nothing prints or exits (a table
 * that ran out of memory is out_failed).
 */
#ifndef TALON_REP_BLUFF_H
#define TALON_REP_BLUFF_H

#include <stdbool.h>
#include <stdint.h>

#include "bluff.h"
#include "out.h"

/* One stated model as solved for the tables. */
typedef struct rep_bluff_run {
    enum bluff_model m;
    double optimal;      /* r*, may be +inf */
    double q_for_raise;  /* the q at which the raise played is optimal */
    bluff_strategy s;
    bluff_mc mc;         /* the Monte Carlo check, when it was run */
} rep_bluff_run;

/* What the tables say of the inputs (talon bluff's options). */
typedef struct rep_bluff_params {
    int lang;            /* 0 English, 1 French */
    double claimed;      /* f played */
    double opp_win;      /* q played */
    bool claimed_set;    /* false: f is the article's draw (noted so) */
    bool opp_win_set;    /* false: q is the article's 10% */
    bool raise_set;      /* true: every model plays raise; false: each its optimal r* */
    double raise;
    uint64_t seed;       /* the Monte Carlo check's seed */
    double precision;    /* the check's --precision (0: none): the note says whether it was reached */
} rep_bluff_params;

/* The strategy of each of the n runs (one row each) at p's f and q, the
 * notes on the game, each model and each regime, and the headline: the
 * pot model's answer if it is among the runs, else the first run's. */
void rep_bluff_strategies(const rep_bluff_params *p, const rep_bluff_run *runs, int n, out_table *t);
/* The Monte Carlo check of each of the n runs (runs[i].mc, run by the
 * caller with p's seed): formula, estimate, 95% interval, z, agreement. */
void rep_bluff_check(const rep_bluff_params *p, const rep_bluff_run *runs, int n, out_table *t);
/* The article's statements evaluated in each of the n models ms, in the
 * words of lang (0 English, 1 French), with the summary of those each
 * model supports. */
void rep_bluff_article(const enum bluff_model *ms, int n, int lang, out_table *t);

#endif
