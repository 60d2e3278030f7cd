/* deal.c - building a deal_deck from a deck mask.
 *
 * The hot operation, deal_cards, is inline in deal.h so that a simulation's
 * per-trial loop (deal, evaluate, count) compiles into one loop without a
 * call.  Here only the set-up: validate the masks at the edge (cards outside
 * the 13 rank bits of a suit, dead cards outside the deck) and list the
 * cards lowest index first.  Invariant of every deal_deck: card[0..n-1] are
 * n distinct valid card indices; dealing permutes them and never changes the
 * set.
 */
#include "card.h"
#include "deal.h"
#include "err.h"

int deal_init(deal_deck *d, uint64_t deck, uint64_t dead)
{
    if ((deck & ~CARD_ALL) != 0 || (dead & ~deck) != 0)
        return TALON_E_DECK;
    uint64_t m = deck & ~dead;
    int n = 0;
    while (m) {
        d->card[n++] = (uint8_t)__builtin_ctzll(m);
        m &= m - 1;   /* clear the lowest set bit */
    }
    d->n = (uint8_t)n;
    return TALON_OK;
}

uint64_t deal_mask(const deal_deck *d)
{
    uint64_t m = 0;
    for (int i = 0; i < d->n; i++)
        m |= 1ULL << d->card[i];
    return m;
}
