/* rep_drawn_hand.h - `talon drawn HAND`'s table, "what do I draw?" for one
 * served hand (rep_drawn_hand.c): a row for each of the 32 ways to keep
 * (tab_keeps.h), from standing pat to drawing five, with the exact
 * probability of each final category and of improving, the strategy's
 * keep marked; the headline says what the strategy does with the hand and
 * how often it improves.  Nothing exits or prints.
 */
#ifndef TALON_REP_DRAWN_HAND_H
#define TALON_REP_DRAWN_HAND_H

#include <stdint.h>

#include "card.h"
#include "out.h"
#include "rules.h"
#include "strategy.h"
#include "tab_keeps.h"

/* One hand's draws, counted (the CLI fills every field). */
typedef struct rep_drawn_keeps {
    rules r;
    strategy s;
    tab_keeps k;               /* tab_keeps_exact of the hand under r and s */
    enum card_notation nota;   /* the hand's own notation, for the cards shown */
    char hand[CARD_STR_MAX];   /* the hand as given, in that notation */
} rep_drawn_keeps;

/* The table of u into t (out_init'ed here; out_failed when memory ran
 * out), in the words of lang (0 English, 1 French); seed goes into the
 * method's fields as every command's does (the count is exact). */
void rep_drawn_hand(const rep_drawn_keeps *u, int lang, uint64_t seed, out_table *t);

#endif
