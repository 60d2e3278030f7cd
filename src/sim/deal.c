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

/* Groups of DEAL_GROUP bounds (the last one shorter), each with the
 * threshold of its product. */
int deal_plan_init(deal_plan *p, int n, int k)
{
    if (n < 0 || n > DECK_MAX || k < 0 || k > n)
        return TALON_E_RANGE;
    p->n = (uint8_t)n;
    p->k = (uint8_t)k;
    for (int q = 0; q * DEAL_GROUP < k; q++) {
        uint64_t prod = 1;
        for (int i = q * DEAL_GROUP; i < k && i < (q + 1) * DEAL_GROUP; i++) {
            p->bound[i] = (uint32_t)(n - i);
            prod *= (uint64_t)(n - i);
        }
        p->thresh[q] = rng_batch_thresh(prod);
    }
    return TALON_OK;
}
