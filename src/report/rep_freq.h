/* rep_freq.h - talon freq's table (report layer): the exact frequency of
 * each hand category in one deck (tab_freq.h counts them), the article's
 * column where it printed one for the deck and conventions, and, when a
 * Monte Carlo run was made, its estimate with a 95% interval and whether
 * the exact figure lies in it.
 */
#ifndef TALON_REP_FREQ_H
#define TALON_REP_FREQ_H

#include <stdbool.h>
#include <stdint.h>

#include "eval.h"
#include "out.h"
#include "rules.h"
#include "tab_freq.h"

/* What talon freq computed for one deck (the CLI fills it). */
typedef struct rep_freq_run {
    rules r;
    tab_freq f;                  /* tab_freq_exact of r */
    bool mc;                     /* a Monte Carlo run was made (mcc, done are set) */
    uint64_t mcc[EVAL_NCAT], done;   /* tab_freq_mc: the hands of each category, the hands dealt */
} rep_freq_run;

/* How to word it. */
typedef struct rep_freq_params {
    int lang;                    /* 0 English, 1 French */
    uint64_t seed;               /* the Monte Carlo seed the notes and fields name */
    double precision;            /* --precision of the run (0: none): the note says whether it stopped it */
} rep_freq_params;

/* Build the deck's table into t (out_init'ed here; the caller out_free's
 * it, and renders it unless out_failed): the categories strongest first in
 * the rules' order, the exact count and probability, the article's count
 * and printed percentage (marked when it differs from ours), then the
 * Monte Carlo columns when u->mc. */
void rep_freq_table(out_table *t, const rep_freq_params *p, const rep_freq_run *u);

#endif
