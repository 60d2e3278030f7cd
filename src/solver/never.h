/* never.h - the answers no strategy of the draw game may give, removed
 * from a strategy file (issue 26, item 2; talon strategy convert --never).
 *
 * A sampled solver (MCCFR) leaves the sets its deals rarely meet noisy: on
 * the shipped 4-player pot file a hand of the top 1% folded to a single
 * bet at 1 747 of 3 374 spots of its own play, up to 0.83 of the time, and
 * quads folded (talon strategy check).  never_apply removes, from every
 * round-1 and round-2 set of d (held or backoff), by its name:
 *   - after the draw, facing a bet, the deck's lowest hand ("no-win") never
 *     calls: it loses every showdown, so a call loses its chips against
 *     every hand; the calls fold (its raises, bluffs, stay);
 *   - after the draw, a set whose buckets hold hands of the top 1% of final
 *     strength (top_bucket up) never folds to a single bet, and a set whose
 *     buckets hold quads or better (quads_bucket up) never folds to any bet:
 *     the folds call; but only a set whose buckets hold no hand below
 *     NEVER_NARROW (narrow_bucket up): a bucket as wide as the heads-up
 *     files' top one (the top 3%) holds hands that may fold;
 *   - before the draw, quads or a straight flush ("round 1 quads", "round 1
 *     straight flush") never fold: the folds call.
 * A set faces a single bet when the game allows no raise, or one a round
 * and the set may still raise (in a game of 2 raises a round or more, only
 * the quads buckets are sure).  The top-1% buckets are those a strength of
 * 0.99 or more falls in (draw_game.h's bucket of strength^K), the whole
 * bucket: a bucket that holds some weaker hands too (bucket 31 of 32 at
 * strength^4, say) obeys the rule for all of them.
 *
 * What it costs in the real game (bench/RESULTS.md, "Sanity"): on the
 * files of 4 to 8 players, whose top buckets are narrow (32 on strength^3
 * to ^7), nothing the real-game responder measures; on the heads-up pot
 * file, whose top bucket is the top 3% (32 on strength), forcing it to call
 * took the responder's gain from 0.3 to 1.2 antes per 100 deals: hence
 * NEVER_NARROW.  The two shapes of sanity.h are shape.h's (talon strategy
 * convert --shape), a separate step with its own cost.
 *
 *     never_report rep;
 *     never_apply(dg, d, &rep);   // d changed in place; d must hold the names
 */
#ifndef TALON_NEVER_H
#define TALON_NEVER_H

#include <stdint.h>

#include "draw_game.h"
#include "stratfile.h"

/* The strength every hand of a bucket must reach for the top-1% and quads
 * rules to bind it (the top 2%). */
#define NEVER_NARROW 0.98

typedef struct never_report {
    int top_bucket, quads_bucket;   /* the lowest buckets holding the top 1%, and quads */
    int narrow_bucket;              /* the lowest bucket all of whose hands reach NEVER_NARROW */
    uint64_t nowin, top, quads;     /* sets changed: no-win calls, folds after the draw, before it */
} never_report;

void never_apply(const draw_game *dg, strat_data *d, never_report *rep);

/* Names the sets of a heads-up file that have none ("-\t-": a solve names
 * its sets by walking sampled deals, and a vector CFR+ file holds every
 * type its model reached, rare ones unnamed; never_apply and shape_apply
 * go by the names, so such a set kept a fold of quads).  Walks every
 * public node (every action, one sampled deal: the key holds the public
 * history, not the cards) and there every type of the seat to act (the
 * class before the draw; the class and the bucket, or the bucket, after
 * it), naming each set of d it finds unnamed as the game does.  *named
 * counts them.  Heads-up games with the 51 classes only (past heads-up, or
 * with suit classes, the tree is too large to walk, and a file of kept
 * sets names all of them): d is left as it is.  TALON_OK or
 * TALON_E_NOMEM. */
int never_name(const draw_game *dg, const cfr_game *g, strat_data *d, uint64_t *named);

#endif
