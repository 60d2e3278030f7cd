/* deck.c - deck sizes: a deck of N cards keeps the N/4 highest ranks of
 * each suit (32 = 7..A, 40 = 5..A, 52 = 2..A).  20 is the smallest deck that
 * still deals five distinct ranks. */
#include "card.h"
#include "err.h"

int deck_check(int size)
{
    return (size >= DECK_MIN && size <= DECK_MAX && size % 4 == 0) ? TALON_OK : TALON_E_DECK;
}

uint64_t deck_mask(int size)
{
    uint64_t suit = (uint64_t)(CARD_RANK_MASK & ~((1u << deck_low_rank(size)) - 1u));
    return suit | suit << 16 | suit << 32 | suit << 48;
}

int deck_for_players(int players)
{
    if (players < 2 || players > 8)
        return TALON_E_RANGE;
    return players <= 4 ? 32 : 40 + 4 * (players - 5);
}
