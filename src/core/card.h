/* card.h - cards, card sets and decks.
 *
 * Usage:
 *     uint64_t hand; int n; size_t bad;
 *     if (card_parse("Ks2dQd9hTc", CARD_AUTO, &hand, &n, &bad) == TALON_OK) ...
 *     char buf[CARD_STR_MAX];
 *     card_format(hand, CARD_FR, buf, sizeof buf);   // "Rp2kDk9c10t" (ordered high to low)
 *
 * Encoding.  A card is an index c = 16 * suit + rank, rank 0..12 for 2..A
 * (0 = deuce, 8 = ten, 12 = ace), suit 0..3.  A set of cards is a 64-bit
 * word with bit c set for each card (16 bits per suit, bits 13..15 of each
 * suit always clear), so a suit's ranks are (mask >> 16*suit) & 0x1fff.
 *
 * Suits:        0        1        2          3
 *   English     s        h        d          c
 *   French      p        c        k          t
 *               spades   hearts   diamonds   clubs
 *               pique    coeur    carreau    trefle
 * Ranks: English 2..9 T J Q K A (also "10" for ten); French 2..10 V D R A.
 * Letters are case-insensitive; a token is rank then suit, so 'D' in rank
 * position is a French queen and 'd' in suit position English diamonds.
 * Tokens may be separated by spaces, commas or dashes.
 *
 * All functions are pure and thread-safe.
 */
#ifndef TALON_CARD_H
#define TALON_CARD_H

#include <stddef.h>
#include <stdint.h>

#include "bits.h"

#define CARD_RANKS 13
#define CARD_SUITS 4
#define CARD_RANK_MASK 0x1fffu          /* the 13 rank bits of one suit */
#define CARD_ALL 0x1fff1fff1fff1fffULL  /* the full 52-card deck */
#define CARD_STR_MAX 160                /* enough for 52 cards in either notation */

enum card_rank { RANK_2 = 0, RANK_3, RANK_4, RANK_5, RANK_6, RANK_7, RANK_8, RANK_9,
                 RANK_T, RANK_J, RANK_Q, RANK_K, RANK_A };

enum card_notation {
    CARD_AUTO = 0, /* parse: decide from the letters; both read the same -> English */
    CARD_EN = 1,
    CARD_FR = 2
};

static inline int card_index(int rank, int suit) { return 16 * suit + rank; }
static inline int card_rank(int c) { return c & 15; }
static inline int card_suit(int c) { return c >> 4; }
static inline uint64_t card_bit(int rank, int suit) { return 1ULL << card_index(rank, suit); }
/* Ranks present in any suit, as a 13-bit mask. */
static inline unsigned card_ranks(uint64_t m)
{
    return (unsigned)((m | m >> 16 | m >> 32 | m >> 48) & CARD_RANK_MASK);
}
static inline int card_count(uint64_t m) { return bits_count64(m); }
/* The card indices of m in increasing order into out (room for
 * card_count(m) entries, at most 64); returns how many. */
static inline int card_list(uint64_t m, int *out)
{
    int n = 0;
    for (; m; m &= m - 1)
        out[n++] = __builtin_ctzll(m);
    return n;
}

/* Parse a list of cards.  On success *out is the set, *n the number of cards
 * read (duplicates are an error, so *n == popcount(*out)).
 * Returns TALON_OK, TALON_E_PARSE (malformed token, or English and French
 * letters mixed in one string) or TALON_E_DUP.  On error *errpos (if not NULL)
 * is the offset in s of the offending token.  An empty string is 0 cards.
 * Separators: space, tab, comma, dash.  English and French letters mixed in
 * one string are TALON_E_PARSE at the first token of the other notation
 * (never TALON_E_DUP).  On error *out = 0 and *n = 0.  s == NULL ->
 * TALON_E_INVAL; out, n, errpos may be NULL. */
int card_parse(const char *s, enum card_notation nota, uint64_t *out, int *n, size_t *errpos);

/* Which notation card_parse would use for s under CARD_AUTO (CARD_EN or CARD_FR). */
enum card_notation card_detect(const char *s);

/* Write the cards of m, highest rank first (suits in the order above on a
 * tie), without separators, e.g. "AsKdTh" in English, "ApRk10c" in French.
 * nota CARD_AUTO means English.  Always NUL-terminates when size > 0; returns
 * the length it needed (like snprintf). */
size_t card_format(uint64_t m, enum card_notation nota, char *buf, size_t size);

/* One card's text (2 or 3 chars + NUL) into buf[4]. */
void card_name(int c, enum card_notation nota, char buf[4]);

/* Decks.  A deck of `size` cards (20, 24, ..., 52) keeps the size/4 highest
 * ranks: 32 = 7..A, 36 = 6..A, 40 = 5..A, 52 = 2..A. */
#define DECK_MIN 20
#define DECK_MAX 52
/* TALON_OK if size is a valid deck size, else TALON_E_DECK. */
int deck_check(int size);
/* Lowest rank kept in a deck of `size` (valid size). */
static inline int deck_low_rank(int size) { return CARD_RANKS - size / 4; }
/* The set of cards of a deck of `size` (valid size). */
uint64_t deck_mask(int size);
/* The article's deck for a number of players: 32 cards up to four players,
 * 40 at five, then four more cards per player up to 52 at eight.  Returns
 * the size, or TALON_E_RANGE for fewer than 2 or more than 8 players. */
int deck_for_players(int players);

#endif
