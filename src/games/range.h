/* range.h - hold'em starting-hand ranges: sets of two-card combinations.
 *
 * Usage:
 *     range g;
 *     size_t bad;
 *     if (range_parse("QQ+,AKs", deck_mask(52), CARD_AUTO, &g, &bad) == TALON_OK)
 *         ...                                   // range_count(&g) == 22
 *     range_remove(&g, known_cards);            // card removal: drop combos touching them
 *     uint64_t list[RANGE_MAX];
 *     int n = range_list(&g, list);             // the combos as two-card masks
 *
 * Syntax (comma-separated items; the range is their union, so repeats are
 * harmless; spaces around items are ignored; rank letters of a pattern are
 * upper case, the s/o suffix and the keywords any case):
 *     AsKs       two given cards (any card notation of card.h: KhKd, RcRk...)
 *     QQ         a pair: its 6 combos                 QQ+   QQ, KK, AA (18)
 *     QQ-99      the pairs from 99 to QQ (24)
 *     AKs  AKo   suited (4) / offsuit (12) combos     AK    both (16)
 *     ATs+       ATs, AJs, AQs, AKs: the kicker rises to just below the high card
 *     A5s-A2s    A5s, A4s, A3s, A2s: same high card, kickers between (inclusive;
 *                both ends take the same suffix, s, o or none)
 *     random     every combo of the deck (also "any")
 * Ranks: English 2..9 T J Q K A (and 10), French 2..10 V D R A; the two may
 * not be mixed in one item.  An item is a pattern if it reads as one, else
 * it must be exactly two cards: "AD" is the French ace-queen, "Ad" a lone
 * card (an error), "AK-AT" four ace-x hands, not two French aces.
 *
 * Representation.  A range stores, for each card c, the mask with[c] of the
 * cards c' such that {c, c'} is in the range (a symmetric 64x64 bit matrix in
 * the card.h encoding; 520 bytes, a plain value: copy it freely).  Combos
 * with a card outside the parse's deck are never in it (a short deck simply
 * has no 22).  All functions are pure and thread-safe on distinct objects.
 */
#ifndef TALON_RANGE_H
#define TALON_RANGE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "card.h"

#define RANGE_MAX 1326     /* C(52, 2): the most combos a range can hold */
#define RANGE_STR_MAX 4096 /* longest range text range_parse accepts */

typedef struct range {
    uint64_t with[64];   /* with[c]: partners of card c (bit c' set iff {c,c'} is in the range) */
    int n;               /* number of combos, 0..RANGE_MAX */
} range;

/* Parse s into *out for a deck (a card.h mask, e.g. deck_mask(36)).
 * Returns TALON_OK (out->n may be 0: "22" in a 36-card deck has no combo),
 * TALON_E_PARSE (bad syntax; *errpos = offset of the offending item),
 * TALON_E_DECK (two given cards, one outside the deck; *errpos likewise),
 * TALON_E_DUP (two given cards that are the same card),
 * TALON_E_INVAL (s or out NULL).  errpos may be NULL.  On error *out is empty. */
int range_parse(const char *s, uint64_t deck, enum card_notation nota, range *out, size_t *errpos);

/* The empty range. */
void range_clear(range *g);
/* Add the combo of two distinct cards a, b (card indices). */
void range_add(range *g, int a, int b);
/* Every combo of the deck (the "random" hand). */
void range_all(range *g, uint64_t deck);
/* Is the two-card mask `combo` in the range? */
bool range_has(const range *g, uint64_t combo);
/* Number of combos. */
static inline int range_count(const range *g) { return g->n; }
/* Drop every combo that has a card in `dead` (card removal). */
void range_remove(range *g, uint64_t dead);
/* True when the range holds every combo of `deck` whose cards avoid `dead`
 * (a random hand, after card removal). */
bool range_is_all(const range *g, uint64_t deck, uint64_t dead);
/* The combos as two-card masks into out[0 .. n-1] (room for range_count),
 * ordered by lower card index then higher; returns n. */
int range_list(const range *g, uint64_t *out);
/* The cards that appear in some combo of the range. */
uint64_t range_cards(const range *g);

#endif
