/* eval_fast.h - the table evaluator: one hand at a time, 5 to 7 cards, with
 * exactly eval7's values, in a few dozen instructions, and an incremental
 * hand that adds one card at a time.
 *
 * Usage:
 *     rules r; rules_init(&r, 52, true, ORDER_MODERN);
 *     eval_fast *t;
 *     if (eval_fast_new(&r, &t) != TALON_OK) ...      // 536 KiB, about 2 ms
 *     uint32_t v = eval_fast_mask(t, hand);           // == eval7(&r, hand), 5..7 cards
 *     int c[7] = {...};                               // card indexes (card.h: 16 * suit + rank)
 *     uint32_t w = eval_fast_cards(t, c, 7);          // the same from an array of indexes
 *
 *     // incremental: a value type, one addition per card
 *     eval_fast_hand b = eval_fast_hand_empty();
 *     for (int i = 0; i < 5; i++) b = eval_fast_add(t, b, board[i]);
 *     uint32_t v1 = eval_fast_eval(t, eval_fast_add(t, eval_fast_add(t, b, a1), a2));
 *     uint32_t each[64];                              // the last card in one call:
 *     eval_fast_each(t, four, rest, each);            // each[c] == eval7 of four's cards + c, c in rest
 *     // rank values: a multiset's value once for all its suits (no flush)
 *     uint32_t vxy = eval_fast_rank_value(t, b.key + eval_fast_rank_key(t, x) + eval_fast_rank_key(t, y));
 *     eval_fast_free(t);
 *
 * Values.  Every function returns eval7(r, hand) (eval.h) bit for bit, so
 * on five cards eval5's value: values of eval_fast and of eval5/eval7 under
 * the same rules may be mixed freely.  Hands must hold 5, 6 or 7 distinct
 * cards of r's deck (asserted where cheap, as in eval.h; other words are
 * outside the contract).
 * tests/test_eval_fast.c checks every 5-card hand of the decks 20..40 and 52
 * under every ace-low setting and order and random 6- and 7-card hands of
 * every variant; tests/test_eval_fast_slow.c the 5-card hands of 44 and 48
 * cards and every 7-card hand of 52 cards, from all three entry points.
 *
 * How (the formulas are in eval_fast.c):
 *   - rank key: the ranks in three groups (T..A, 6..9, 2..5), and for each
 *     the sum over the cards of mult[rank] (1, 5, 24, 112, 521 from the
 *     group's lowest rank): sums of different multisets of up to 7 cards
 *     differ; the three sums share one word;
 *   - a hand without a flush: a direct, minimal index of its rank multiset,
 *     pos_t[sum T..A] + off_m[sum 6..9, cards 2..5] + off_l[sum 2..5] (no hashing,
 *     no collision, every slot used), and slot_value[index] its value
 *     (slot[index] the id of its value, value[id] the value: the ids);
 *   - a flush: a suit of 5 or more cards in 7 excludes a full house and
 *     quads, and beats everything else in every order, so the value is that
 *     suit's cards' own value: value[flush_id[13-bit rank mask]].
 *   - from a packed mask, the key is suit_key[s0] + ... + suit_key[s3]
 *     (the key of each suit's 13-bit rank mask) and the count of cards
 *     2..5 a popcount; the flush test is the OR of the suits' flush ids;
 *   - from card indexes or incrementally the key is the sum of
 *     card_key[c], laid out so that each index part is one shift and mask
 *     away, with the suit counts in the same word (EVAL_FAST_IA..).
 *
 * Tables (the eval_fast struct itself, sized for 52 cards whatever the
 * deck): slot_value 4 bytes x 73 775 (the rank multisets of 5..7 cards),
 * slot 2 x 73 775, pos_t 2 x 2 421, off_m 4 x 4 168, off_l 8 x 521,
 * suit_key 4 x 8 192, flush_id 2 x 8 192, value 4 x 7 463 (the distinct
 * values and 0), card_key and card_key0 8 x 64 each: 548 896 bytes
 * (536 KiB); built in about 2 ms (each multiset evaluated once, by
 * eval_batch, the values radix-sorted into ids).  slot_value doubles the
 * 248 KiB of the tables before it (issue 27): a value one load from the
 * index instead of two (slot, then value), and the 30 KiB value table out
 * of the L1 cache that the index parts share; the hot tables are the
 * index parts (25 KiB, L1) and slot_value (288 KiB, L2: 2 MiB a core on
 * the machine measured; on a 512 KiB L2 it would share the cache with the
 * caller's data, not measured).  Arrays at fixed offsets rather than
 * pointers: a lookup is one instruction, and the loop of a caller keeps
 * one register for t.
 *
 * Thread safety: eval_fast_new builds t; afterwards t is read-only and may
 * be shared by any number of threads.  It keeps no pointer to the rules.
 * The caller owns its eval_fast (no cache, no globals): build one per
 * rules object and reuse it.
 *
 * Speed (bench/RESULTS.md, callgrind): about 33 instructions per hand from
 * a mask, 30 from 7 card indexes (25 from 5), 9 from a prepared
 * incremental hand; random hands hit the 288 KiB slot_value table in L2,
 * and the table loads (15 a hand from 7 card indexes: 4 card bytes as
 * one word, 3 bytes, 7 keys, three index parts, the value) bound the rate
 * about as much as the instructions do.  In the like-for-like harness
 * (bench/peers: both inlined, same flags; bench/RESULTS.md, 2026-11-29,
 * a loaded machine) about 1.8 x OMPEval's rate one hand at a time from
 * masks, 0.94 to 1.05 x from card indexes (OMPEval: 34 instructions and
 * 16 loads a 7-card hand, its 16-bit value from the one L2 load).  For
 * arrays of masks, eval_batch (eval_batch.h) is still 2 to 4 x faster.
 * In an enumeration the plain incremental hand (eval_fast_add,
 * eval_fast_eval: 23 instructions a 7-card hand, loops included) runs at
 * 0.83 to 0.97 x OMPEval's own nested loops; the last two cards by rank
 * pair (eval_fast_rank_value once per rank pair of a prefix: 7.5
 * instructions a hand) at about 2.5 x.
 */
#ifndef TALON_EVAL_FAST_H
#define TALON_EVAL_FAST_H

#include <assert.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "bits.h"
#include "rules.h"

/* Sizes (eval_fast.c): keys of a 4-rank group 0..520, of the 5-rank group
 * T..A 0..2420; distinct values at 52 cards 7 462; rank multisets of 5..7
 * cards 73 775. */
#define EVAL_FAST_KEYS_AB 521
#define EVAL_FAST_KEYS_C 2421
#define EVAL_FAST_VALUES (7462 + 1)
#define EVAL_FAST_SLOTS 73775
/* Added to off_m (eval_fast__rank): more than any group T position
 * (FAST_GROUP_MAX in eval_fast.c), so that off_m >= 0. */
#define EVAL_FAST_BIAS 1024

/* A suit's rank key (suit_key, 32 bits): the sums of ranks T..A in bits
 * 0..11, of 6..9 in bits 12..21, of 2..5 in bits 22..31. */
#define EVAL_FAST_KA(k) ((uint32_t)(k) & 4095u)
#define EVAL_FAST_KB(k) ((uint32_t)(k) >> 12 & 1023u)
#define EVAL_FAST_KC(k) ((uint32_t)(k) >> 22 & 1023u)
/* The 2..5 cards of a mask (their count picks off_m's column). */
#define EVAL_FAST_LOW 0x000f000f000f000fULL
/* An incremental key (card_key sums, 64 bits), in 16-bit fields so that
 * each is at most two instructions away: bits 0..15 the sum of ranks T..A
 * (pos_t's index: one zero-extending move); 16..31 the number of cards 2..5 plus 8 x the
 * sum of 6..9 (off_m's index as it stands: a copy and a shift of the low
 * word); 32..47 the count of each suit s in bits 32 + 4 s .. 35 + 4 s,
 * starting at 3, so that bit 35 + 4 s is set iff suit s has 5 cards or
 * more (one test against a constant the caller's loop keeps in a
 * register); 48..63 the sum of 2..5 (off_l's index: one shift, nothing
 * above it). */
#define EVAL_FAST_IA(k) ((uint32_t)(uint16_t)(k))
#define EVAL_FAST_IB(k) ((uint32_t)(k) >> 16)
#define EVAL_FAST_IC(k) ((uint32_t)((k) >> 48))
#define EVAL_FAST_SUITS0 0x0000333300000000ULL
#define EVAL_FAST_SUITF 0x0000888800000000ULL
#define EVAL_FAST_SUIT1 0x0000111100000000ULL   /* one more card of every suit */
#define EVAL_FAST_FLUSH_SUIT(k) ((__builtin_ctzll((k) & EVAL_FAST_SUITF) - 35) >> 2)

/* The lookups are forced inline: a hot loop of a caller's (bench_instr's
 * main, a large function) otherwise gets an out-of-line copy, and the call
 * and the constants reloaded on every hand cost a third of the
 * instructions (41 instead of 29 from 7 card indexes, callgrind). */
#if defined(__GNUC__)
#define EVAL_FAST_INLINE static inline __attribute__((always_inline))
#else
#define EVAL_FAST_INLINE static inline
#endif

/* The tables of one rules object, in one block at fixed offsets (so each
 * lookup is one instruction off the pointer).  Fields are private to
 * eval_fast.c but read by the inline functions below. */
typedef struct eval_fast {
    uint64_t card_key[64];                     /* card index -> its incremental key; 0 off the deck */
    uint64_t card_key0[64];                    /* card_key + EVAL_FAST_SUITS0: the first card of a list */
    uint32_t off_m[EVAL_FAST_KEYS_AB << 3];    /* index part of ranks 6..9 + EVAL_FAST_BIAS, by key << 3 | # cards 2..5 */
    uint64_t off_l[EVAL_FAST_KEYS_AB];         /* index part of ranks 2..5 (64 bits: one add from memory) */
    uint32_t suit_key[8192];                   /* rank key of a suit's 13-bit mask */
    uint32_t value[EVAL_FAST_VALUES];          /* the distinct values, increasing; value[0] = 0 */
    uint16_t pos_t[EVAL_FAST_KEYS_C];          /* index part of ranks T..A */
    uint8_t l_size[EVAL_FAST_KEYS_AB];         /* cards 2..5 of a key of 2..5 (builds without popcnt) */
    uint16_t flush_id[8192];                   /* value id of a flush suit's mask (0: not 5..7 cards) */
    uint16_t slot[EVAL_FAST_SLOTS];            /* value id of each rank multiset of 5..7 cards */
    uint32_t slot_value[EVAL_FAST_SLOTS];      /* value[slot[i]]: the value one load from the index */
    uint32_t nslot, nvalue;                    /* used entries of slot and value */
} eval_fast;

/* Build the tables for r (r is read during the call only) into a new
 * eval_fast (sizeof (eval_fast): 536 KiB, allocated here, freed by
 * eval_fast_free).  Returns TALON_OK, TALON_E_INVAL (NULL) or TALON_E_NOMEM;
 * on error *out = NULL. */
int eval_fast_new(const rules *r, eval_fast **out);
void eval_fast_free(eval_fast *t);   /* NULL is harmless */

/* The value of a hand without a flush from its three index parts (the
 * loads are independent of each other): slot_value[index], or its id
 * slot[index].  off_m holds its part plus EVAL_FAST_BIAS, so that every
 * part is non-negative and the sum needs no 32-bit wrap and no zero
 * extension (64-bit adds, one from memory); the bias comes off as the
 * constant displacement of the slot load. */
EVAL_FAST_INLINE uint32_t eval_fast__rank_id(const eval_fast *t, uint32_t ia, uint32_t ib, uint32_t ic)
{
    uint64_t i = (uint32_t)(t->pos_t[ia] + t->off_m[ib]) + t->off_l[ic];
    return t->slot[i - EVAL_FAST_BIAS];
}

EVAL_FAST_INLINE uint32_t eval_fast__rank(const eval_fast *t, uint32_t ia, uint32_t ib, uint32_t ic)
{
    uint64_t i = (uint32_t)(t->pos_t[ia] + t->off_m[ib]) + t->off_l[ic];
    return t->slot_value[i - EVAL_FAST_BIAS];
}

/* Value ids.  The table's values are numbered 1, 2, ... in increasing
 * order of value (eval_fast.c sorts them), so two hands' ids compare as
 * their values do: a showdown may compare ids and skip the last load.
 * eval_fast_key_id: the id of a hand of 5..7 cards from its incremental key
 * (eval_fast_hand.key) when the key shows no flush, that is
 * !(key & EVAL_FAST_SUITF), eval_fast_flush_id (below) when it does;
 * eval_fast_cards8_id: the id of n (5..7) card indexes, flush or not;
 * eval_fast_id_value: the value of an id (== eval7's). */
EVAL_FAST_INLINE uint32_t eval_fast_key_id(const eval_fast *t, uint64_t key)
{
    assert(!(key & EVAL_FAST_SUITF));
    return eval_fast__rank_id(t, EVAL_FAST_IA(key), EVAL_FAST_IB(key), EVAL_FAST_IC(key));
}

EVAL_FAST_INLINE uint32_t eval_fast_id_value(const eval_fast *t, uint32_t id)
{
    assert(id >= 1 && id < t->nvalue);
    return t->value[id];
}

uint32_t eval_fast_cards8_id(const eval_fast *t, const uint8_t *c, int n);

/* The id of a hand whose incremental key shows a flush (key &
 * EVAL_FAST_SUITF), from the key and the hand's cards as a mask. */
EVAL_FAST_INLINE uint32_t eval_fast_flush_id(const eval_fast *t, uint64_t key, uint64_t mask)
{
    assert(key & EVAL_FAST_SUITF);
    return t->flush_id[mask >> 16 * EVAL_FAST_FLUSH_SUIT(key) & 0x1fff];
}

/* 5, 6 or 7 cards as a packed mask (card.h).  == eval7(r, hand). */
EVAL_FAST_INLINE uint32_t eval_fast_mask(const eval_fast *t, uint64_t hand)
{
    assert(bits_count64(hand) >= 5 && bits_count64(hand) <= 7);
    uint32_t s0 = hand & 0x1fff, s1 = hand >> 16 & 0x1fff, s2 = hand >> 32 & 0x1fff, s3 = hand >> 48;
    /* a suit of 5 or more: its mask has the only non-zero flush id */
    uint32_t f = (uint32_t)t->flush_id[s0] | t->flush_id[s1] | t->flush_id[s2] | t->flush_id[s3];
    if (__builtin_expect(f != 0, 0))
        return t->value[f];
    uint32_t k = t->suit_key[s0] + t->suit_key[s1] + t->suit_key[s2] + t->suit_key[s3];
#ifdef __POPCNT__
    uint32_t nc = (uint32_t)bits_count64(hand & EVAL_FAST_LOW);   /* popcnt, or inline (bits.h) */
#else
    uint32_t nc = t->l_size[EVAL_FAST_KC(k)];   /* a portable build: a load, not a libgcc call */
#endif
    return eval_fast__rank(t, EVAL_FAST_KA(k), EVAL_FAST_KB(k) << 3 | nc, EVAL_FAST_KC(k));
}

/* An incremental hand: the sum of its cards' keys and their mask.  A plain
 * value (copy it freely); start from eval_fast_hand_empty(). */
typedef struct eval_fast_hand {
    uint64_t key;    /* the sum of card_key, from EVAL_FAST_SUITS0 */
    uint64_t mask;   /* the cards */
} eval_fast_hand;

EVAL_FAST_INLINE eval_fast_hand eval_fast_hand_empty(void)
{
    eval_fast_hand h = {EVAL_FAST_SUITS0, 0};
    return h;
}

/* h plus card c (0..63, card.h; a card of the deck, not already in h). */
EVAL_FAST_INLINE eval_fast_hand eval_fast_add(const eval_fast *t, eval_fast_hand h, int c)
{
    assert(c >= 0 && c < 64 && !(h.mask >> c & 1));
    h.key += t->card_key[c];
    h.mask |= 1ULL << c;
    return h;
}

/* h plus a set of cards. */
EVAL_FAST_INLINE eval_fast_hand eval_fast_add_mask(const eval_fast *t, eval_fast_hand h, uint64_t cards)
{
    for (; cards; cards &= cards - 1)
        h = eval_fast_add(t, h, __builtin_ctzll(cards));
    return h;
}

/* The value of a hand of 5, 6 or 7 cards.  == eval7(r, h.mask). */
EVAL_FAST_INLINE uint32_t eval_fast_eval(const eval_fast *t, eval_fast_hand h)
{
    uint64_t f = h.key & EVAL_FAST_SUITF;
    if (__builtin_expect(f != 0, 0)) {
        int s = EVAL_FAST_FLUSH_SUIT(h.key);             /* bit 35 + 4 s */
        return t->value[t->flush_id[h.mask >> 16 * s & 0x1fff]];
    }
    return eval_fast__rank(t, EVAL_FAST_IA(h.key), EVAL_FAST_IB(h.key), EVAL_FAST_IC(h.key));
}

/* Rank values.  Without a flush a hand's value depends on its ranks only,
 * so an enumeration may evaluate a rank multiset once for all the hands
 * that share it (the last two cards of a 7-card enumeration, by their rank
 * pair: bench.c, pairs_enum).
 * eval_fast_rank_key: the key of one card of rank `rank` (0..12, a rank of
 * the deck) with no suit count; sums of it and of incremental keys are
 * keys, whose suit counts only the flush test reads.
 * eval_fast_rank_value: the value of a key's ranks as if no suit had five
 * cards, that is eval7's value of any hand of 5..7 cards with those ranks
 * and no flush (at most 4 cards of a rank: other keys are outside the
 * contract and may read outside the tables).
 * eval_fast_flush_value: the value of a hand whose flush suit holds the
 * ranks `ranks` (a 13-bit mask of 5..7 ranks of the deck): eval7 of those
 * cards alone, the hand's value whatever its other cards (eval_fast.c). */
EVAL_FAST_INLINE uint64_t eval_fast_rank_key(const eval_fast *t, int rank)
{
    assert(rank >= 0 && rank < 13);
    return t->card_key[rank] & ~0x0000ffff00000000ULL;
}

EVAL_FAST_INLINE uint32_t eval_fast_rank_value(const eval_fast *t, uint64_t key)
{
    return eval_fast__rank(t, EVAL_FAST_IA(key), EVAL_FAST_IB(key), EVAL_FAST_IC(key));
}

EVAL_FAST_INLINE uint32_t eval_fast_flush_value(const eval_fast *t, uint32_t ranks)
{
    assert(ranks < 8192 && t->flush_id[ranks] != 0);
    return t->value[t->flush_id[ranks]];
}

/* The last level of an enumeration in one call: v[c] = the value of h plus
 * card c (== eval7(r, h.mask | 1 << c)) for every card c of `cards`.  h:
 * 4, 5 or 6 cards; cards: cards of the deck, none of them in h.  Without a
 * flush the value depends on c's rank only, so each rank of `cards` costs
 * one lookup whatever its number of suits (an enumeration's innermost
 * level, in rank-major order, has several suits of each rank); the suit
 * of h with 4 cards or more, if any, gets its flushes one by one.  Writes
 * v[c] for the cards of `cards` and may overwrite v at the other suits of
 * their ranks (meaningless there); leaves the rest of v (64 entries)
 * alone.  Thread-safe as the lookups (t read-only, v the caller's). */
void eval_fast__each_flush(const eval_fast *t, eval_fast_hand h, uint64_t cards, uint32_t *v);
EVAL_FAST_INLINE void eval_fast_each(const eval_fast *t, eval_fast_hand h, uint64_t cards, uint32_t *v)
{
    assert(!(h.mask & cards));
    /* the ranks of cards: one lookup each; card_key[r] is the card of rank
     * r in suit 0 (its suit count is not tested) */
    uint32_t rm = (uint32_t)(cards | cards >> 16 | cards >> 32 | cards >> 48) & 0x1fff;
    if (__builtin_expect(!(h.key & EVAL_FAST_SUITF), 1))   /* else h's flush stands */
        for (; rm; rm &= rm - 1) {
            int r = __builtin_ctz(rm);
            uint64_t k = h.key + t->card_key[r];
            uint32_t x = eval_fast__rank(t, EVAL_FAST_IA(k), EVAL_FAST_IB(k), EVAL_FAST_IC(k));
            v[r] = v[r + 16] = v[r + 32] = v[r + 48] = x;
        }
    /* bit 35 + 4 s: suit s has 4 cards or more in h (count + 3 + 1 >= 8) */
    if (__builtin_expect(((h.key + EVAL_FAST_SUIT1) & EVAL_FAST_SUITF) != 0, 0))
        eval_fast__each_flush(t, h, cards, v);
}

/* The flush of a card list whose key k says one (eval_fast.c: out of line,
 * so that the caller's loop does not keep the cards in registers for it). */
uint32_t eval_fast__flush_cards(const eval_fast *t, const int *c, int n, uint64_t k);
uint32_t eval_fast__flush_cards8(const eval_fast *t, const uint8_t *c, int n, uint64_t k);

/* The key of n (5..7) cards: one chain of additions, written out (GCC
 * keeps a two-chain loop rolled at 7 cards, 9 instructions more a hand);
 * the first card's entry holds the suit counters' start (card_key0), so
 * no addition of EVAL_FAST_SUITS0 (one instruction of about 35 a hand). */
#define EVAL_FAST__KEY(t, c, n)                                                                    \
    ((t)->card_key0[(c)[0]] + (t)->card_key[(c)[1]] + (t)->card_key[(c)[2]]                       \
     + (t)->card_key[(c)[3]] + (t)->card_key[(c)[4]] + ((n) >= 6 ? (t)->card_key[(c)[5]] : 0)     \
     + ((n) >= 7 ? (t)->card_key[(c)[6]] : 0))

/* The key of n (5..7) 8-bit card indexes: cards 0..3 in one 32-bit load
 * (memcpy: any alignment; x = c0 | c1 << 8 | c2 << 16 | c3 << 24 on a
 * little-endian machine), each byte a shift and a mask away, the others a
 * byte each.  Four loads fewer than a byte a card, for about as many shifts:
 * the loads bound this loop (one hand at a time, 7 cards: 15 loads instead
 * of 18), and reading cards 4..6 from a second word as well costs more in
 * shifts than it saves (bench/RESULTS.md, issue 27).  Never reads past
 * c[n - 1].  Big-endian machines read the cards a byte each. */
EVAL_FAST_INLINE uint64_t eval_fast__key8(const eval_fast *t, const uint8_t *c, int n)
{
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    uint32_t x;
    memcpy(&x, c, 4);
    const uint64_t *ck = t->card_key;
    return t->card_key0[x & 0xff] + ck[x >> 8 & 0xff] + ck[x >> 16 & 0xff] + ck[x >> 24] + ck[c[4]]
           + (n >= 6 ? ck[c[5]] : 0) + (n >= 7 ? ck[c[6]] : 0);
#else
    return EVAL_FAST__KEY(t, c, n);
#endif
}

/* n (5..7) card indexes (card.h: 16 * suit + rank, cards of the deck)
 * -> eval7's value.  The mask is built only for a flush. */
EVAL_FAST_INLINE uint32_t eval_fast_cards(const eval_fast *t, const int *c, int n)
{
    assert(n >= 5 && n <= 7);
    uint64_t k = EVAL_FAST__KEY(t, c, n);
    if (__builtin_expect((k & EVAL_FAST_SUITF) != 0, 0))
        return eval_fast__flush_cards(t, c, n, k);
    return eval_fast__rank(t, EVAL_FAST_IA(k), EVAL_FAST_IB(k), EVAL_FAST_IC(k));
}

/* The same from 8-bit card indexes (a compact deal). */
EVAL_FAST_INLINE uint32_t eval_fast_cards8(const eval_fast *t, const uint8_t *c, int n)
{
    assert(n >= 5 && n <= 7);
    uint64_t k = eval_fast__key8(t, c, n);
    if (__builtin_expect((k & EVAL_FAST_SUITF) != 0, 0))
        return eval_fast__flush_cards8(t, c, n, k);
    return eval_fast__rank(t, EVAL_FAST_IA(k), EVAL_FAST_IB(k), EVAL_FAST_IC(k));
}

#endif
