/* tab_keeps.h - "what do I draw?": every way to draw from one served hand,
 * and what each gives, exactly.
 *
 * Usage:
 *     rules r; rules_init(&r, 52, false, ORDER_MODERN);
 *     strategy s; strategy_preset("article", &s);
 *     tab_keeps k;
 *     tab_keeps_exact(&r, &s, hand, &k);            // 2.6 M hands at 52 cards
 *     k.keep[k.strategy].count[EVAL_TRIPS] / (double)k.keep[k.strategy].sets
 *
 * One player: the cards drawn come from the deck less the five served
 * (the other players' cards are unknown, the discards are not shuffled
 * back), every set of replacement cards equally likely, so each row is
 * exact.  The 32 keeps (every subset of the hand, from standing pat to
 * drawing five) are in a fixed order: fewest cards drawn first, and for as
 * many drawn, the kept cards' ranks from the highest (then by suit).
 * `strategy` is the row of the strategy's keep (strategy_decide); `folds`
 * says the strategy folds the hand unless forced, the row being then its
 * forced play.  Pure, thread-safe on distinct structs. */
#ifndef TALON_TAB_KEEPS_H
#define TALON_TAB_KEEPS_H

#include <stdbool.h>
#include <stdint.h>

#include "eval.h"
#include "rules.h"
#include "strategy.h"

#define TAB_KEEPS 32

typedef struct tab_keep {
    uint64_t kept;                  /* the cards kept: a subset of the hand */
    int draw;                       /* cards drawn: 5 - popcount(kept) */
    uint64_t sets;                  /* the replacement sets: C(deck - 5, draw) */
    uint64_t count[EVAL_NCAT];      /* final hands by category; they sum to sets */
} tab_keep;

typedef struct tab_keeps {
    uint64_t hand;
    enum eval_cat served;           /* the served hand's category */
    tab_keep keep[TAB_KEEPS];
    int strategy;                   /* the row the strategy keeps */
    bool folds;                     /* the strategy folds it unless forced (the row: its forced play) */
} tab_keeps;

/* Every keep of hand (five cards of r's deck).  TALON_OK; TALON_E_INVAL
 * (a NULL argument, not five cards, a card outside the deck, an invalid
 * strategy). */
int tab_keeps_exact(const rules *r, const strategy *s, uint64_t hand, tab_keeps *out);

/* The probability that row k's final hand ranks above the served hand's
 * category (in r's order: with flush over full, a flush beats a full). */
double tab_keeps_improves(const rules *r, const tab_keeps *t, int k);

#endif
