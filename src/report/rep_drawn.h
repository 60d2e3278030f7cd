/* rep_drawn.h - talon drawn's tables, "Cartes demandées" (rep_drawn.c):
 * for one deck, the final hand by number of cards drawn and how often each
 * draw is asked, under a drawing strategy, with the article's value beside
 * ours where it prints one; then the origins of the final hands.
 *
 * The figures are computed before (tab_drawn: tab_drawn_exact for one
 * player, tab_drawn_mc for a whole table; tab_drawn_exact_other for the
 * article's comparison); this module lays them out (the columns and rows
 * in rep_drawn_table.c, the headline and notes in rep_drawn_notes.c).  A
 * cell is flagged when ours is outside the rounding of the article's
 * printed value, the reason giving the other straight convention's value.
 * CSV keeps exactly deck,ace_low,players,cards_drawn,asked,final,
 * probability; the article, flags and the per-draw "asked" rows are for
 * text, md and json.  The options are a rep_drawn_params
 * (rep_drawn_table.h).  Nothing exits or prints; a table whose building
 * ran out of memory is out_failed.
 */
#ifndef TALON_REP_DRAWN_H
#define TALON_REP_DRAWN_H

#include <stdbool.h>

#include "out.h"
#include "rep_drawn_table.h"
#include "rules.h"
#include "strategy.h"
#include "tab_drawn.h"

/* Whether the table of `deck` cards and `players` is compared with the
 * article (one player, a deck the article prints: 52, 48, 44, 40, 32); the
 * caller computes the other straight convention's table (alt below) only
 * then, and not for csv. */
bool rep_drawn_has_article(int deck, int players);

/* One deck's two tables: the cards drawn into t, the origins into orig
 * (both out_init'ed here).  r the rules of the deck, players the seats
 * dealt, s the strategy a was computed under; alt the same table under the
 * other straight convention (the flags' reasons), NULL when not computed. */
void rep_drawn_tables(const rep_drawn_params *p, const rules *r, int players, const strategy *s, const tab_drawn *a,
                      const tab_drawn *alt, out_table *t, out_table *orig);

#endif
