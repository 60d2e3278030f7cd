/* rep_holdem.h - the report of `talon holdem` (report layer): the
 * hold'em equities that holdem_equity (games/holdem.h) computed, laid out
 * as one table: a row a player (his hand or range, its combos, his equity,
 * win and tie with their 95% intervals, or the exact counts), the headline
 * that gives every hand's share of the pot in a sentence, the notes (board,
 * dead cards, conventions, model, method) and the JSON fields, in English
 * or French.  The caller (the CLI) parses and checks the hands and cards and
 * runs the computation; nothing here prints or fails but by out_failed.
 */
#ifndef TALON_REP_HOLDEM_H
#define TALON_REP_HOLDEM_H

#include <stdint.h>

#include "card.h"
#include "holdem.h"
#include "out.h"
#include "rules.h"

/* The question the figures answer, as the table names it. */
typedef struct rep_holdem_params {
    int lang;                    /* 0 English, 1 French */
    uint64_t seed;               /* the Monte Carlo seed (the method note and field) */
    const rules *r;              /* the rules played: the deck and the conventions */
    int players;                 /* players at the table (the hands given, then random ones) */
    int nb, nd;                  /* board and dead cards given (0: none) */
    uint64_t board, dead;        /* those cards */
    enum card_notation board_notation, dead_notation;   /* the notation to name them in (as they were given) */
    const char *label[HOLDEM_MAX_PLAYERS];   /* each player's hand as shown: a known hand's cards, a range as
                                                given, "random" */
    double auto_precision;       /* > 0: Monte Carlo was chosen because exact enumeration was too large (no
                                    --trials or --precision), stopped at this half-width (the "why" note);
                                    0: Monte Carlo was asked for */
} rep_holdem_params;

/* Build the equity table of res (holdem_equity's, TALON_OK) into t
 * (out_init'd here; the caller out_frees it).  On an allocation failure t
 * is out_failed. */
void rep_holdem_table(out_table *t, const rep_holdem_params *p, const holdem_result *res);

#endif
