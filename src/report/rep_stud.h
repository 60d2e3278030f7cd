/* rep_stud.h - the report of `talon stud` (report layer): Cyber Stud Poker
 * (Caribbean Stud) under optimal play laid out as tables from the figures
 * already computed (stud.h): the outcomes and the house edge with the
 * answer's headline, the strategy by the player's hand, the ace-king
 * decisions by up card, and the progressive jackpot side bet, in English or
 * French.  The caller (the CLI) reads the paytable, runs the exact count and
 * the Monte Carlo run, and fills a rep_stud_run; nothing here computes a
 * deal, prints or fails but by out_failed.
 */
#ifndef TALON_REP_STUD_H
#define TALON_REP_STUD_H

#include <stdbool.h>
#include <stdint.h>

#include "out.h"
#include "rules.h"
#include "stud.h"

/* Everything the tables show, computed before the first is built. */
typedef struct rep_stud_run {
    stud_game g;                 /* the game played: raise, paytable */
    rules r;                     /* 52 cards, ace-low on, modern order */
    bool exact, mc;              /* which results were computed */
    stud_result ex, sim;         /* exact, Monte Carlo */
    const stud_result *R;        /* the figures of the tables: &ex when computed, else &sim; NULL when neither
                                    (the jackpot table alone needs none) */
    double t_tables, t_exact, t_mc;   /* seconds */
    int threads;                 /* the threads that counted (the time notes) */
    double jp_ev, jp_be, jp_prob[STUD_NROWS];   /* stud_jackpot's figures */
} rep_stud_run;

/* What the tables say besides the figures (the options, in the CLI). */
typedef struct rep_stud_params {
    int lang;                    /* 0 English, 1 French */
    uint64_t seed;               /* the Monte Carlo run's seed (its note and field) */
    const char *paytable;        /* the paytable's file as given (the pays note names it); NULL: the standard one */
    bool jackpot_set;            /* a jackpot meter was given: the jackpot table shows the side bet's return at it */
    double jackpot;              /* the meter (when jackpot_set) */
} rep_stud_params;

/* The tables, in the order of talon stud's --table names (outcomes,
 * strategy, ace-king, jackpot). */
enum rep_stud_table {
    REP_STUD_OUTCOMES, REP_STUD_STRATEGY, REP_STUD_ACE_KING, REP_STUD_JACKPOT, REP_STUD_NTABLES
};

/* Build table `which` (enum rep_stud_table) of the run u into t (out_init'd
 * here; the caller out_frees it).  The outcomes and strategy tables need
 * u->R; the ace-king table and the strategy notes need the exact count
 * (u->exact); the jackpot table only the jackpot figures.  On an allocation
 * failure t is out_failed. */
void rep_stud_table(out_table *t, int which, const rep_stud_params *p, const rep_stud_run *u);

#endif
