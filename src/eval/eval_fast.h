/* eval_fast.h - the table evaluator: one hand at a time, 5 to 7 cards, with
 * exactly eval7's values, in a few dozen instructions, and an incremental
 * hand that adds one card at a time.
 *
 * Usage:
 *     rules r; rules_init(&r, 52, true, ORDER_MODERN);
 *     eval_fast t;
 *     if (eval_fast_init(&t, &r) != TALON_OK) ...     // about 240 KiB, a few ms
 *     uint32_t v = eval_fast_mask(&t, hand);          // == eval7(&r, hand), 5..7 cards
 *     int c[7] = {...};                               // card indexes (card.h: 16 * suit + rank)
 *     uint32_t w = eval_fast_cards(&t, c, 7);         // the same from an array of indexes
 *
 *     // incremental: a value type, one addition per card
 *     eval_fast_hand b = eval_fast_hand_empty();
 *     for (int i = 0; i < 5; i++) b = eval_fast_add(&t, b, board[i]);
 *     uint32_t v1 = eval_fast_eval(&t, eval_fast_add(&t, eval_fast_add(&t, b, a1), a2));
 *     eval_fast_free(&t);
 *
 * Values.  Every function returns eval7(r, hand) (eval.h) bit for bit, so
 * on five cards eval5's value: values of eval_fast and of eval5/eval7 under
 * the same rules may be mixed freely.  Hands must hold 5, 6 or 7 distinct
 * cards of r's deck (asserted where cheap, as in eval.h; other words are
 * outside the contract).
 * tests/test_eval_fast.c checks every 5-card hand of every deck x ace-low x
 * order and 6-card samples; tests/test_eval_fast_slow.c every 7-card hand of
 * 52 cards.
 *
 * How (the formulas are in eval_fast.c):
 *   - rank key: the ranks in three groups (2..5, 6..9, T..A), and for each
 *     the sum over the cards of mult[rank] (1, 5, 24, 112, 521 from the
 *     group's lowest rank): sums of different multisets of up to 7 cards
 *     differ; the three sums share one word (bits 0, 10, 20);
 *   - a hand without a flush: a direct, minimal index of its rank multiset,
 *     pos_a[sum a] + off_b[sum b, cards in c] + off_c[sum c] (no hashing,
 *     no collision, every slot used), and slot[index] the id of its value,
 *     value[id] the value;
 *   - a flush: a suit of 5 or more cards in 7 excludes a full house and
 *     quads, and beats everything else in every order, so the value is that
 *     suit's cards' own value: value[flush_id[13-bit rank mask]].
 *   - from a packed mask, the key is suit_key[s0] + ... + suit_key[s3]
 *     (the key of each suit's 13-bit rank mask), the flush test the OR of
 *     the suits' flush ids; from card indexes or incrementally the key is
 *     the sum of card_key[c], whose bits 32..47 count the cards of each
 *     suit (4 bits each, starting at 3, so bit 3 of a field says ">= 5").
 *
 * Tables (one block, owned by the eval_fast; sizes at 52 cards): slot
 * 2 bytes x 73 775 (the rank multisets of 5..7 cards), pos_a 2 x 521,
 * off_b 4 x 4 168, off_c 4 x 2 421, suit_key 4 x 8 192, flush_id
 * 2 x 8 192, value 4 x 7 463 (the distinct values and 0): 250 KiB
 * (t->bytes), less at smaller decks; built in a few milliseconds (each
 * multiset evaluated once with eval7).
 *
 * Thread safety: eval_fast_init writes t; afterwards t is read-only and may
 * be shared by any number of threads.  It keeps no pointer to the rules.
 * Each caller owns its eval_fast (no cache, no globals); build one per
 * rules object and reuse it.
 *
 * Speed (bench/RESULTS.md): about 20 instructions per hand from a mask,
 * fewer from an incremental hand; random hands hit the 150 KiB slot table
 * in L2.  For arrays of masks, eval_batch (eval_batch.h) is still faster.
 */
#ifndef TALON_EVAL_FAST_H
#define TALON_EVAL_FAST_H

#include <assert.h>
#include <stddef.h>
#include <stdint.h>

#include "rules.h"

/* The rank key (eval_fast.c): three sums of per-rank multipliers in one
 * word, ranks 2..5 in bits 0..9, 6..9 in bits 10..19, T..A in bits 20..31. */
#define EVAL_FAST_KA(k) ((uint32_t)(k) & 1023u)
#define EVAL_FAST_KB(k) ((uint32_t)(k) >> 10 & 1023u)
#define EVAL_FAST_KC(k) ((uint32_t)(k) >> 20 & 4095u)
/* card_key's suit count fields: bits 32 + 4 s .. 35 + 4 s, each starting
 * at 3, so that bit 35 + 4 s is set iff suit s has 5 cards or more. */
#define EVAL_FAST_SUITS0 0x0000333300000000ULL
#define EVAL_FAST_SUITF 0x0000888800000000ULL

/* The tables of one rules object.  Fields are private to eval_fast.c but
 * read by the inline functions below. */
typedef struct eval_fast {
    const uint16_t *slot;       /* [nslot] value id of each rank multiset of 5..7 cards */
    const uint16_t *pos_a;      /* [521] index part of ranks 2..5 */
    const uint32_t *off_b;      /* [521 * 8] index part of ranks 6..9, by (key, # cards T..A) */
    const uint32_t *off_c;      /* [2421] index part of ranks T..A | # cards T..A << 17 */
    const uint32_t *suit_key;   /* [8192] rank key of a suit's mask */
    const uint16_t *flush_id;   /* [8192] value id of a flush suit's mask (0: fewer than 5) */
    const uint32_t *value;      /* [nvalue] the distinct values, increasing; value[0] = 0 */
    uint64_t card_key[64];      /* card index -> mult[rank] + 1 << (32 + 4 suit); 0 off the deck */
    uint32_t nslot;
    size_t nvalue;
    size_t bytes;               /* the tables' size */
    void *block;                /* the allocation */
} eval_fast;

/* Build the tables for r (r is read during the call only).  Returns
 * TALON_OK, TALON_E_INVAL (NULL) or TALON_E_NOMEM (t is then empty, and
 * eval_fast_free on it is harmless). */
int eval_fast_init(eval_fast *t, const rules *r);
void eval_fast_free(eval_fast *t);

/* The value of a hand without a flush, from its rank key. */
static inline uint32_t eval_fast__rank(const eval_fast *t, uint32_t key)
{
    uint32_t c = t->off_c[EVAL_FAST_KC(key)];
    uint32_t i = (c & 0x1ffff) + t->off_b[EVAL_FAST_KB(key) << 3 | c >> 17] + t->pos_a[EVAL_FAST_KA(key)];
    return t->value[t->slot[i]];
}

/* 5, 6 or 7 cards as a packed mask (card.h).  == eval7(r, hand). */
static inline uint32_t eval_fast_mask(const eval_fast *t, uint64_t hand)
{
    assert(__builtin_popcountll(hand) >= 5 && __builtin_popcountll(hand) <= 7);
    uint32_t s0 = hand & 0x1fff, s1 = hand >> 16 & 0x1fff, s2 = hand >> 32 & 0x1fff, s3 = hand >> 48;
    /* a suit of 5 or more: its mask has the only non-zero flush id */
    uint32_t f = (uint32_t)t->flush_id[s0] | t->flush_id[s1] | t->flush_id[s2] | t->flush_id[s3];
    if (__builtin_expect(f != 0, 0))
        return t->value[f];
    return eval_fast__rank(t, t->suit_key[s0] + t->suit_key[s1] + t->suit_key[s2] + t->suit_key[s3]);
}

/* An incremental hand: the sum of its cards' keys and their mask.  A plain
 * value (copy it freely); start from eval_fast_hand_empty(). */
typedef struct eval_fast_hand {
    uint64_t key;    /* rank key (bits 0..31) + suit counts (32..47, from 3) */
    uint64_t mask;   /* the cards */
} eval_fast_hand;

static inline eval_fast_hand eval_fast_hand_empty(void)
{
    eval_fast_hand h = {EVAL_FAST_SUITS0, 0};
    return h;
}

/* h plus card c (0..63, card.h; a card of the deck, not already in h). */
static inline eval_fast_hand eval_fast_add(const eval_fast *t, eval_fast_hand h, int c)
{
    assert(c >= 0 && c < 64 && !(h.mask >> c & 1));
    h.key += t->card_key[c];
    h.mask |= 1ULL << c;
    return h;
}

/* h plus a set of cards. */
static inline eval_fast_hand eval_fast_add_mask(const eval_fast *t, eval_fast_hand h, uint64_t cards)
{
    for (; cards; cards &= cards - 1)
        h = eval_fast_add(t, h, __builtin_ctzll(cards));
    return h;
}

/* The value of a hand of 5, 6 or 7 cards.  == eval7(r, h.mask). */
static inline uint32_t eval_fast_eval(const eval_fast *t, eval_fast_hand h)
{
    uint64_t f = h.key & EVAL_FAST_SUITF;
    if (__builtin_expect(f != 0, 0)) {
        int s = (__builtin_ctzll(f) - 35) >> 2;          /* bit 35 + 4 s */
        return t->value[t->flush_id[h.mask >> 16 * s & 0x1fff]];
    }
    return eval_fast__rank(t, (uint32_t)h.key);
}

/* n (5..7) card indexes (card.h) -> eval7's value.  The mask is built only
 * for a flush. */
static inline uint32_t eval_fast_cards(const eval_fast *t, const int *c, int n)
{
    assert(n >= 5 && n <= 7);
    uint64_t k = EVAL_FAST_SUITS0;
    for (int i = 0; i < n; i++)
        k += t->card_key[c[i] & 63];
    uint64_t f = k & EVAL_FAST_SUITF;
    if (__builtin_expect(f != 0, 0)) {
        int s = (__builtin_ctzll(f) - 35) >> 2;
        uint32_t m = 0;
        for (int i = 0; i < n; i++)
            m |= (uint32_t)(c[i] >> 4 == s) << (c[i] & 15);
        return t->value[t->flush_id[m & 0x1fff]];
    }
    return eval_fast__rank(t, (uint32_t)k);
}

/* The same from 8-bit card indexes (a compact deal). */
static inline uint32_t eval_fast_cards8(const eval_fast *t, const uint8_t *c, int n)
{
    assert(n >= 5 && n <= 7);
    uint64_t k = EVAL_FAST_SUITS0;
    for (int i = 0; i < n; i++)
        k += t->card_key[c[i] & 63];
    uint64_t f = k & EVAL_FAST_SUITF;
    if (__builtin_expect(f != 0, 0)) {
        int s = (__builtin_ctzll(f) - 35) >> 2;
        uint32_t m = 0;
        for (int i = 0; i < n; i++)
            m |= (uint32_t)(c[i] >> 4 == s) << (c[i] & 15);
        return t->value[t->flush_id[m & 0x1fff]];
    }
    return eval_fast__rank(t, (uint32_t)k);
}

#endif
