/* canon5.h - the five-card hands of a deck up to a permutation of the suits.
 *
 * Usage:
 *     static int count(void *ctx, uint64_t hand, uint32_t orbit)
 *     {
 *         struct my *m = ctx;
 *         m->counts[eval_category(m->r, eval5(m->r, hand))] += orbit;
 *         return 0;   // non-zero stops the walk
 *     }
 *     canon5_walk(r->deck, count, &m);   // m.counts as over all C(N, 5) hands
 *
 * A deck of deck.h is the same ranks in each suit, so anything that
 * ignores which suit is which (a hand's value, its draw class, its
 * strength) is the same on all the hands one permutation of the suits
 * makes of another.  A hand is canonical when its four 13-bit suit masks
 * are in non-increasing order, suit 0 the largest: every such class (an
 * orbit) holds exactly one.  A count over every hand of the deck is the
 * count over the canonical hands, each weighted by its orbit's size: the
 * same integers with about 1/19 of the work at 52 cards (134 459 hands
 * for 2 598 960), 1/18.6 at 32.
 *
 * Order.  canon5_walk visits the canonical hands in increasing order of
 * their masks: the order in which five nested loops, the highest card
 * outermost (for a, for b < a, ... for e < d), meet them among all the
 * deck's hands, so an id given in order of first appearance is the same
 * whichever of the two walks made it.
 *
 * Pure functions, thread-safe. */
#ifndef TALON_CANON5_H
#define TALON_CANON5_H

#include <stdint.h>

/* Calls fn(ctx, hand, canon5_orbit(hand)) on every canonical 5-card hand
 * of deck (deck.h's deck_mask(N), N a multiple of 4 from DECK_MIN to
 * DECK_MAX: the same ranks in each suit), in increasing order, until fn
 * returns non-zero.  Returns that value, 0 when every hand was visited, or
 * TALON_E_INVAL (a deck whose suits differ, or fn NULL) before any call.
 * Allocates nothing. */
int canon5_walk(uint64_t deck, int (*fn)(void *ctx, uint64_t hand, uint32_t orbit), void *ctx);

/* The number of hands of the canonical hand c's class: 4! over the
 * product of k! for each run of k equal suit masks (empty suits
 * included), e.g. 24 for four different masks, 12 for two empty suits. */
static inline uint32_t canon5_orbit(uint64_t c)
{
    static const uint32_t fact[5] = {1, 1, 2, 6, 24};
    uint32_t div = 1, run = 1;
    for (int i = 1; i < 4; i++) {
        if ((c >> (16 * i) & 0xffff) == (c >> (16 * (i - 1)) & 0xffff)) {
            run++;
        } else {
            div *= fact[run];
            run = 1;
        }
    }
    return 24 / (div * fact[run]);
}

#endif
