/* rep_equity.h - talon equity's tables (report layer): the probability
 * that a served hand wins at the showdown, by category and by pair rank,
 * one table a model (before the draw; with the after-draw run also after
 * it, the hand always playing or everybody playing, and at the second
 * round), beside the article's figures ("espérance de gain";
 * tables/article/equity.csv).  tab_equity.h computes the figures and
 * states the models; this module lays them out: the rows, the notes, the
 * JSON fields, the headline, in English or French.
 */
#ifndef TALON_REP_EQUITY_H
#define TALON_REP_EQUITY_H

#include <stdint.h>

#include "out.h"
#include "rules.h"
#include "tab_equity.h"

/* How to word it. */
typedef struct rep_equity_params {
    int lang;           /* 0 English, 1 French */
    uint64_t seed;      /* the Monte Carlo seed the notes and fields name */
} rep_equity_params;

/* Build talon equity's tables from e (tab_equity_mc under the rules r)
 * into tables[0..n-1] (each out_init'ed here; the caller out_free's them
 * and renders them unless out_failed) and return n: 1 (before the draw)
 * when e->after is false, else EQUITY_MODELS (one a model, in the order of
 * tab_equity.h).  A table's rows: the categories strongest first in r's
 * order, the pairs by rank after the pair row, then the draw row (the
 * unimproved-pair row at the second round), each with its 95% interval and
 * the article's figure where it has one and whether ours fits it.  The
 * headline (on tables[0]) answers under the most realistic model run: after
 * the draw, the hand playing and the others following e->strategy; else
 * before. */
int rep_equity_tables(out_table tables[EQUITY_MODELS], const rep_equity_params *p, const rules *r,
                      const tab_equity *e);

#endif
