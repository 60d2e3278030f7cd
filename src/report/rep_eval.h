/* rep_eval.h - talon eval's table (report layer): each hand's category,
 * the five cards that play and its strength value (eval.h); with two
 * hands, which one wins.
 */
#ifndef TALON_REP_EVAL_H
#define TALON_REP_EVAL_H

#include <stdint.h>

#include "card.h"
#include "out.h"
#include "rules.h"

/* How to word it. */
typedef struct rep_eval_params {
    int lang;                    /* 0 English, 1 French */
    enum card_notation notation; /* the notation the cards are written in (not CARD_AUTO) */
} rep_eval_params;

/* Evaluate hands[0..nh-1] (nh 1 or 2; 5 to 7 cards of r's deck each, no
 * card in both) under r and build the table into t (out_init'ed here; the
 * caller out_free's it, and renders it unless out_failed): a row a hand,
 * with two hands a result column and the result in the notes. */
void rep_eval_table(out_table *t, const rep_eval_params *p, const rules *r, const uint64_t *hands, int nh);

#endif
