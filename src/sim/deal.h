/* deal.h - dealing random cards from a deck: a partial Fisher-Yates shuffle.
 *
 * Usage:
 *     deal_deck d;
 *     if (deal_init(&d, deck_mask(32), known) != TALON_OK) ...  // 32 cards minus the known ones
 *     rng g; rng_for_block(&g, seed, 0);
 *     for (...) {
 *         uint64_t hand = deal_cards(&d, 5, &g);   // 5 distinct random cards, as a mask
 *         // the same 5 cards as indices: d.card[0..4]
 *     }
 *
 * A deal_deck holds the n card indices of a deck in some order.  Dealing k
 * cards runs the first k steps of a Fisher-Yates shuffle over the array:
 * for i = 0..k-1, swap card[i] with card[i + u], u uniform in [0, n-i)
 * (rng_bounded, unbiased), so card[0..k-1] are k distinct cards, every
 * ordered k-tuple equally likely.
 *
 * The array is NOT restored between deals, and need not be: the deal is
 * uniform whatever permutation of the deck the array starts from (step i
 * picks uniformly among the n-i cards not yet picked, whatever their
 * positions), so each deal is independent of the previous ones given fresh
 * random numbers, and costs only k draws and k swaps.  The one consequence:
 * the cards dealt by a sequence of calls depend on the array's state, so a
 * reproducible simulation must start each block from a copy of the same
 * initial deal_deck (tab_freq_mc does), not from a deck left by another block.
 *
 * A deal_deck is a plain value (53 bytes): copy it freely.  Not thread-safe
 * on one object (dealing permutes it); one copy per thread or block.
 */
#ifndef TALON_DEAL_H
#define TALON_DEAL_H

#include <assert.h>
#include <stdint.h>

#include "card.h"
#include "rng.h"

typedef struct deal_deck {
    uint8_t card[DECK_MAX];  /* card indices (card.h encoding), a permutation of the deck */
    uint8_t n;               /* number of cards, 0..52 */
} deal_deck;

/* Fill d with the cards of `deck` minus `dead` (dead/known cards: 0 for none),
 * in increasing index order.  deck must be a set of valid cards (no bit 13..15
 * of a suit), and dead a subset of deck (a known card outside the deck is an
 * input error, not something to ignore).
 * Returns TALON_OK or TALON_E_DECK (d untouched). */
int deal_init(deal_deck *d, uint64_t deck, uint64_t dead);

/* The set of cards in d (deck minus dead), whatever its current order. */
uint64_t deal_mask(const deal_deck *d);

/* Deal k distinct uniformly random cards, 0 <= k <= d->n (asserted): returns
 * their mask; afterwards d->card[0..k-1] are the same cards in the order
 * dealt.  Permutes d->card (see above); the set of cards in d is unchanged. */
static inline uint64_t deal_cards(deal_deck *d, int k, rng *g)
{
    assert(k >= 0 && k <= d->n);
    uint64_t hand = 0;
    uint32_t n = d->n;
    for (int i = 0; i < k; i++) {
        uint32_t j = (uint32_t)i + rng_bounded(g, n - (uint32_t)i);   /* j uniform in [i, n) */
        uint8_t c = d->card[j];
        d->card[j] = d->card[i];
        d->card[i] = c;
        hand |= 1ULL << c;
    }
    return hand;
}

#endif
