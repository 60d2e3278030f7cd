/* rep_best.h - talon best's table (report layer): the probability that a
 * hand is the best before the draw, with card removal, in three views, and
 * after everybody's draw by a strategy, beside the article's independence
 * shortcut (1 - q)^(P-1), which the text and md put under the table.
 * tab_best.h computes the figures and states the model; this module lays
 * them out: the rows, the notes, the JSON fields, the headline, in English
 * or French.
 */
#ifndef TALON_REP_BEST_H
#define TALON_REP_BEST_H

#include <stdbool.h>
#include <stdint.h>

#include "card.h"
#include "out.h"
#include "rules.h"
#include "strategy.h"
#include "tab_best.h"

/* What talon best computed (the CLI fills it, then calls rep_best_table). */
typedef struct rep_best_run {
    int deck;
    rules r;
    best_query q;                /* q.players; q.hand five cards, else q.cls a class */
    bool after;                  /* the after-draw run was made (ba and st are set) */
    best_result b, ba;           /* before the draw (tab_best); after it (when after) */
    strategy st;                 /* after: the drawing strategy (its name, "" for a file, in the words) */
} rep_best_run;

/* How to word it. */
typedef struct rep_best_params {
    int lang;                    /* 0 English, 1 French */
    uint64_t seed;               /* the Monte Carlo seed the notes name */
    enum card_notation notation; /* the hand's notation; CARD_AUTO: the notation hand_arg is written in */
    const char *hand_arg;        /* the HAND argument as given: five cards or a class (KK, RR, draw...) */
} rep_best_params;

/* Build talon best's table into t (out_init'ed here; the caller out_free's
 * it, and renders it unless out_failed): title, conventions and method
 * fields, the notes (the hand, its class, the model, the views, the
 * method, the after-draw run), one row a figure (best outright and tied,
 * by ranking, in the article's view, by class; after the draw), the
 * shortcut's rows with the article's figure under the table, and the
 * headline.  The hand is named in its notation: five cards as card_format
 * writes them; a pair class as KK, or RR when hand_arg reads so or the
 * notation is CARD_FR; the other classes in words. */
void rep_best_table(out_table *t, const rep_best_params *p, const rep_best_run *u);

#endif
