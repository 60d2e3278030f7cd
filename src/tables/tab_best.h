/* tab_best.h - "is my hand the best?" (the article "Poker fermé", after
 * its "Jeux ayant plus que…" table): the probability that a hand is the
 * best of P dealt hands before the draw, with card removal, in two views,
 * beside the article's independence shortcut.
 *
 * Usage:
 *     rules r; rules_init(&r, 32, true, ORDER_MODERN);
 *     best_query q = {.players = 4, .hand = 0, .cls = DCLASS_PAIR(RANK_K)};
 *     mc_config cfg; mc_config_init(&cfg); cfg.seed = 1; cfg.trials = 1000000;
 *     best_result b;
 *     tab_best(&r, &q, &cfg, &b);      // b.best[BEST_RANKING] / b.n, ...
 *
 * The model.  The hand in question (five given cards, or a hand drawn
 * uniformly from every hand of a class, e.g. every pair of kings) is dealt
 * with P-1 other hands of five cards from the rest of the deck: card
 * removal is exact, no independence is assumed.  Two views of "better":
 *   BEST_RANKING  by poker ranking now (eval5 under the rules);
 *   BEST_ARTICLE  by draw class first (dclass.h: a playable draw ranks
 *                 above every pair, as in the article's "at least" table),
 *                 then by poker ranking within a class;
 *   BEST_CLASS    by draw class only (two pairs of kings are equal): the
 *                 comparison the article's shortcut makes, so best + tie
 *                 here is the card-removal value of that shortcut.
 * The hand is best outright when every other hand is worse, tied for best
 * when none is better and at least one is equal.
 * Exact enumeration when the hand is given and P = 2 (every opponent hand);
 * Monte Carlo otherwise (the engine of mc.h: reproducible at any threads).
 *
 * After the draw (best_query.after_draw, with a strategy): the P hands are
 * dealt at a table (table.h: one deck, the four-card rule, the discards
 * re-shuffled when the stock runs out), the hand in question at a seat
 * drawn at random each deal (so the figure averages over the positions).
 * Every player draws by the strategy, the hand in question too; a hand the
 * strategy folds is out, except the hand in question, which always goes to
 * the showdown with the strategy's forced play (an empty hand keeps its
 * highest card and draws four).  It is best when no hand at the showdown
 * is better (ranking view only: best[BEST_RANKING], tie[BEST_RANKING]; the
 * other views are 0).  Always Monte Carlo.
 *
 * The article's shortcut: (1 - q)^(P-1) with q = P(one random hand is of a
 * strictly higher class than the hand's class), no card removal: q from our
 * exact class counts (tab_atleast) and from the article's printed cell.
 */
#ifndef TALON_TAB_BEST_H
#define TALON_TAB_BEST_H

#include <stdbool.h>
#include <stdint.h>

#include "mc.h"
#include "rules.h"
#include "strategy.h"

enum { BEST_RANKING = 0, BEST_ARTICLE = 1, BEST_CLASS = 2, BEST_VIEWS = 3 };

typedef struct best_query {
    int players;     /* 2..10, and 5 * players <= deck size */
    uint64_t hand;   /* five cards of the deck, or 0 to use cls */
    int cls;         /* a dclass (dclass.h) when hand == 0 */
    bool after_draw; /* false: before the draw (the default); true: after it */
    const strategy *strategy;   /* after_draw: the drawing strategy (strategy_check passes) */
} best_query;

typedef struct best_result {
    bool exact;              /* true: enumeration, n = opponent hands */
    bool after_draw;         /* the query's after_draw */
    uint64_t n;              /* configurations (exact) or trials (Monte Carlo) */
    uint64_t best[BEST_VIEWS], tie[BEST_VIEWS];
    int cls;                 /* the hand's class */
    uint64_t class_hands;    /* hands of that class in the deck */
    uint64_t pair_in_draw;   /* a pair class: the hands of that pair left out of it, in the draw class
                                (they hold a playable draw); 0 for other classes */
    double q;                /* exact P(one random hand has a higher class) */
} best_result;

/* Compute.  cfg gives seed/trials/precision/threads for the Monte Carlo
 * case (ignored when exact; precision: every figure's 95% half-width).
 * Returns TALON_OK; TALON_E_RANGE (players out of range or more cards than
 * the deck), TALON_E_COUNT (hand not 5 cards), TALON_E_DECK (hand not in
 * the deck), TALON_E_INVAL (class invalid for the deck, or with no hand;
 * after_draw without a valid strategy), TALON_E_NOMEM, or the engine's
 * TALON_E_CANCEL (result incomplete). */
int tab_best(const rules *r, const best_query *q, const mc_config *cfg, best_result *out);

#endif
