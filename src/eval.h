/* eval.h - the bit-packed hand evaluator.
 *
 * Usage:
 *     rules r; rules_init(&r, 52, true, ORDER_MODERN);
 *     uint32_t a = eval5(&r, h1), b = eval5(&r, h2);  // a > b: h1 wins; a == b: tie
 *     enum eval_cat c = eval_category(&r, a);
 *     uint32_t v7 = eval7(&r, seven_cards);            // best five of 5, 6 or 7 cards
 *
 * A value is one 32-bit integer; comparing two values with <, ==, > orders the
 * hands under the rules (category in the rules' order, then the ranks of the
 * groups, then the kickers; suits never matter).  Layout:
 *     bits 26..29  position of the category in the rules' order (0 = weakest)
 *     bits 13..25  "major" rank mask (the group ranks: pair, trips, quads...)
 *     bits  0..12  "minor" rank mask (kickers), or for a straight 1 << top rank
 * In detail (bit r of a mask = rank r, 0 = deuce):
 *     high card, flush   major 0              minor the five ranks
 *     pair               major the pair       minor the three kickers
 *     two pair           major the two pairs  minor the kicker
 *     trips              major the trips      minor the two kickers
 *     full house         major the trips      minor the pair
 *     quads              major the quads      minor the kicker
 *     straight (flush)   major 0              minor 1 << top rank (A-2-3-4-5: the 5)
 * eval7's value is eval5's value of the five cards that play.
 * Values are only comparable between evaluations under the same rules.
 * Hands must be cards of r->deck; in the hot functions that is asserted, not
 * checked.  All functions are pure and thread-safe.
 *
 * eval5 and eval7 are static inline and branch-free on purpose: a call costs
 * about as much as the evaluation, and a loop over an array of hands inlines
 * them and, at -O3 with AVX-512, vectorises them (16 hands per instruction).
 * bench/RESULTS.md has the figures, scalar and vectorised.
 */
#ifndef TALON_EVAL_H
#define TALON_EVAL_H

#include <assert.h>
#include <stdint.h>
#include "rules.h"

#define EVAL_CAT_SHIFT 26

/* --- internals of the inline evaluator (the formulas, once) -------------------
 * A hand is four 13-bit suit masks s0..s3 in 16-bit lanes.  Split in two
 * 32-bit words, lo = s1:s0 and hi = s3:s2, one half adder per lane gives, per
 * rank, x = "exactly one of s0,s2" (resp. s1,s3) and y = "both"; the rank's
 * count is x0 + x1 + 2*(y0 + y1), so (lane 0 and lane 1 of x, y):
 *     any = x0|x1|y0|y1                    count >= 1
 *     p2  = y0|y1|(x0&x1)                  count >= 2
 *     p3  = ((x0|x1)&(y0|y1)) | (y0&y1)    count >= 3  (x_i, y_i never both set)
 *     p4  = y0&y1                          count == 4
 * Straights: rank j tops a straight when ranks j..j-3 are present and so is
 * rank j-4, or j-4 is the place below low_rank and the ace plays low.  With
 * R = ranks << 4 | (ace ? 1 << (low_rank + 3) : 0) (R_j: "j-4 is there"),
 *     run = m & m<<1 & m<<2 & m<<3 & R,   computed as a = m & m<<1, a & a<<2 & R
 * has bit j for every straight top.  The runs of one hand are contiguous (two
 * separate straights need ten ranks), so the best is run & ~(run >> 1).
 * At 20 cards (T..A) the ace-low set A,T,J,Q,K is broadway: both tops (K, A)
 * are found and the A wins.
 * Selections are written as ?: on values computed unconditionally, so that
 * the compiler emits cmov / masked moves, never a branch. */

/* 1 << (top rank) of the best straight in the rank mask m, or 0; m may
 * hold two masks, one per 16-bit lane (ev_wheel has the ace bit in both). */
static inline uint32_t eval__straight(const rules *r, uint32_t m)
{
    uint32_t below = m << 4 | (m >> (9 - r->low_rank) & r->ev_wheel); /* ace: bit 12 -> low_rank + 3 */
    uint32_t a = m & m << 1;
    uint32_t run = a & a << 2 & below;
    return run & ~(run >> 1);
}

/* Exactly 5 cards (popcount(hand) == 5). */
static inline uint32_t eval5(const rules *r, uint64_t hand)
{
    assert(__builtin_popcountll(hand) == 5 && (hand & ~r->deck) == 0);
    uint32_t lo = (uint32_t)hand, hi = (uint32_t)(hand >> 32);
    uint32_t x = lo ^ hi, y = lo & hi, x1 = x >> 16, y1 = y >> 16;
    uint32_t ox = x | x1, oy = y | y1;
    uint32_t any = (ox | oy) & 0x1fff;
    uint32_t p2 = (oy | (x & x1)) & 0x1fff;
    uint32_t p3 = ((ox & oy) | (y & y1)) & 0x1fff;
    uint32_t st = eval__straight(r, any);
    /* Flush: all cards in one lane.  Adding 0x1fff to a lane carries into its
     * bit 13 iff the lane is not empty; a flush has one such bit. */
    uint64_t occ = (hand + 0x1fff1fff1fff1fffULL) & 0x2000200020002000ULL;
    uint32_t flush = (occ & (occ - 1)) == 0;
    /* Shape 2 * #ranks + #pairs-or-better: quads 5, full 6, trips 7,
     * two pair 8, pair 9, five ranks 10; + 1 straight, + 2 flush. */
    uint32_t code = 2 * (uint32_t)__builtin_popcount(any) + (uint32_t)__builtin_popcount(p2)
                    + (st != 0) + 2 * flush;
    uint32_t pos = (uint32_t)(r->ev_pos5 >> (4 * code)) & 15;
    uint32_t major = p3 ? p3 : p2;          /* quads, trips (full) or the pair(s) */
    uint32_t minor = st ? st : any ^ major;
    return pos << EVAL_CAT_SHIFT | major << 13 | minor;
}

/* Best five of 5, 6 or 7 cards.  Four candidates, each with its category
 * position in the top bits, and the largest wins: the rank pattern (high
 * card .. quads, whose relative order is the same in every order), the
 * straight, the flush and the straight flush; absent ones are 0. */
static inline uint32_t eval7(const rules *r, uint64_t hand)
{
    assert(__builtin_popcountll(hand) >= 5 && __builtin_popcountll(hand) <= 7
           && (hand & ~r->deck) == 0);
    uint32_t lo = (uint32_t)hand, hi = (uint32_t)(hand >> 32);
    uint32_t x = lo ^ hi, y = lo & hi, x1 = x >> 16, y1 = y >> 16;
    uint32_t ox = x | x1, oy = y | y1;
    uint32_t any = (ox | oy) & 0x1fff;
    uint32_t p2 = (oy | (x & x1)) & 0x1fff;
    uint32_t p4 = y & y1 & 0x1fff;
    uint32_t p3 = (ox & oy & 0x1fff) | p4;

    /* Flush: the suit with five or more cards (at most one in 7 cards). */
    uint32_t s0 = lo & 0xffff, s1 = lo >> 16, s2 = hi & 0xffff, s3 = hi >> 16;
    uint32_t fm = __builtin_popcount(s0) >= 5 ? s0 : 0;
    fm = __builtin_popcount(s1) >= 5 ? s1 : fm;
    fm = __builtin_popcount(s2) >= 5 ? s2 : fm;
    fm = __builtin_popcount(s3) >= 5 ? s3 : fm;
    /* The top five of the flush: x & (x - c) clears the lowest bit of x
     * when c = 1 and nothing when c = 0; nf is 0, 5, 6 or 7. */
    uint32_t nf = (uint32_t)__builtin_popcount(fm);
    uint32_t f5 = fm & (fm - ((nf + 2) >> 3));   /* nf >= 6 */
    f5 &= f5 - ((nf + 1) >> 3);                   /* nf >= 7 */
    /* Candidates: the category position (0 when absent: 0 - [present] is
     * the all-ones mask) or the ranks. */
    uint32_t fv = (r->ev_flush & (0 - ((nf + 3) >> 3))) | f5;
    /* Straight and straight flush in one go: fm in the high lane, any in the
     * low lane (the formula never mixes lanes: ranks 13..15 are empty). */
    uint32_t both = eval__straight(r, fm << 16 | any);
    uint32_t st = both & 0x1fff, sf = both >> 16;
    uint32_t sfv = (r->ev_sflush & (0 - ((sf + 0x1fff) >> 13))) | sf;
    uint32_t sv = (r->ev_straight & (0 - ((st + 0x1fff) >> 13))) | st;

    /* Rank pattern.  t3, t4: trips, quads present (0/1).  The group ranks
     * G = quads, else trips, else pairs (p4 within p3 within p2), less the
     * lowest one when there is one too many (two trips, or three pairs):
     * popcount(G) + t3 == 3. */
    uint32_t t3 = (p3 + 0x1fff) >> 13, t4 = (p4 + 0x1fff) >> 13;
    uint32_t G = p3 | (p2 & (t3 - 1));
    G = p4 | (G & (t4 - 1));
    uint32_t ng = (uint32_t)__builtin_popcount(G) + t3;
    uint32_t major = G & (G - (ng >> 1 & ng));
    /* code = min(#pairs-or-better, 2) + 3 (t3 + t4), at most 7:
     * 0 high, 1 pair, 2 two pair, 4 trips, 5 full, 7 quads. */
    uint32_t n2 = (uint32_t)__builtin_popcount(p2);
    uint32_t code = (n2 > 2 ? 2 : n2) + 3 * (t3 + t4);
    code = code > 7 ? 7 : code;
    /* Kickers: the top k of the other ranks (of the other pairs for a full);
     * k per code is a nibble of 0x10120135 (5,3,1,-,2,1,-,1).  There are at
     * most two too many (excess 0..2); clear them from the bottom. */
    uint32_t ms = (any ^ major) & (code == 5 ? p2 : 0x1fff);
    uint32_t excess = (uint32_t)__builtin_popcount(ms) - ((0x10120135u >> (4 * code)) & 15);
    uint32_t minor = ms & (ms - ((excess + 1) >> 1));
    minor &= minor - (excess >> 1);
    uint32_t pv = ((r->ev_pos7 >> (4 * code)) & 15) << EVAL_CAT_SHIFT | major << 13 | minor;

    uint32_t v = pv > sv ? pv : sv;
    v = v > fv ? v : fv;
    return v > sfv ? v : sfv;
}

/* The category of a value. */
static inline enum eval_cat eval_category(const rules *r, uint32_t v)
{
    return (enum eval_cat)r->pos_cat[v >> EVAL_CAT_SHIFT];
}

/* The five cards that play from 5..7 cards, and their value (slow path for
 * the CLI: tries every five-card subset). */
uint32_t eval_best5(const rules *r, uint64_t hand, uint64_t *five);

/* Fill the evaluator constants of r (called by rules_init, after cat_pos). */
void eval_tables_init(rules *r);

/* The reference evaluator: straightforward (sort the ranks, count groups),
 * independent of the fast code, used by tests and as the bench plug-in.
 * Takes 5 cards; returns a key whose order is the hand order:
 *     category position << 20 | ranks ordered by (count desc, rank desc), 4 bits each
 * (for a straight, only its top rank).  Keys are NOT the same numbers as eval5
 * values; compare orders, not numbers. */
uint32_t eval_ref5(const rules *r, uint64_t hand);
/* Reference best of 5..7 cards: the max of eval_ref5 over all 5-subsets. */
uint32_t eval_ref7(const rules *r, uint64_t hand);
/* Category of a reference key. */
enum eval_cat eval_ref_category(const rules *r, uint32_t key);

#endif
