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
 * Speed.  eval5 and eval7 are static inline, branch-free and table-free on
 * purpose: a call would cost about as much as the evaluation, and a plain
 * loop over an array of hands, e.g.
 *     for (size_t i = 0; i < n; i++) v[i] = eval7(&r, hands[i]);
 * is inlined and, with GCC at -O3 -march=native on an AVX-512 machine,
 * vectorised: 16 (eval5) or 32 (eval7) hands per instruction, about 1200 and
 * 800 M evaluations/s per core, against about 200 and 70 M/s one hand at a
 * time (bench/RESULTS.md).  So evaluate hands in batches where you can: deal
 * a block of hands into an array, then evaluate the array.
 */
#ifndef TALON_EVAL_H
#define TALON_EVAL_H

#include <assert.h>
#include <stdint.h>
#include "bits.h"
#include "rules.h"

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
 * No branches: selections are arithmetic on 0/1 flags ((x + 0x1fff) >> 13 is
 * [x != 0] for a 13-bit x; x & (x - c) drops x's lowest bit when c = 1; a
 * mask 0 - c or c - 1 keeps or clears a value), or ?: between values computed
 * unconditionally, which compilers turn into cmov or masked moves.  (A ?:
 * whose condition follows from an earlier one makes GCC duplicate code to
 * "thread" it, which bloats the vectorised loop by half; hence the flags.) */

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
    assert(bits_count64(hand) == 5 && (hand & ~r->deck) == 0);
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
    uint32_t is_st = (st + 0x1fff) >> 13, is_3 = (p3 + 0x1fff) >> 13;   /* x != 0, as 0/1 */
    uint32_t code = 2 * (uint32_t)bits_count32(any) + (uint32_t)bits_count32(p2)
                    + is_st + 2 * flush;
    uint32_t pos = (uint32_t)(r->ev_pos5 >> (4 * code)) & 15;
    uint32_t major = p3 | (p2 & (is_3 - 1));            /* quads, trips (full), else the pair(s) */
    uint32_t minor = st | ((any ^ major) & (is_st - 1)); /* a straight: its top card only */
    return pos << EVAL_CAT_SHIFT | major << 13 | minor;
}

/* eval7 works mostly on 16-bit quantities (uint16_t variables, which the
 * compiler narrows on): a vectorised loop then holds 32 hands per AVX-512
 * register instead of 16, about 25% faster than the same steps on 32-bit
 * words (and some 10% slower one hand at a time).  Only the straight test
 * (two masks packed in one word) and the choice between candidates are
 * 32-bit. */

static inline uint16_t eval__pc16(uint16_t x) { return (uint16_t)bits_count32(x); }
/* [x != 0] for a 13-bit x, as 0/1 */
static inline uint16_t eval__nz16(uint16_t x) { return (uint16_t)((uint16_t)(x + 0x1fff) >> 13); }

/* Best five of 5, 6 or 7 cards.  Four candidates, each a value with its
 * category position in the top bits, and the largest wins: the rank pattern
 * (high card .. quads, whose relative order is the same in every order), the
 * straight, the flush and the straight flush; absent ones are 0.  (Ties
 * between candidates cannot happen: their categories differ.) */
static inline uint32_t eval7(const rules *r, uint64_t hand)
{
    assert(bits_count64(hand) >= 5 && bits_count64(hand) <= 7
           && (hand & ~r->deck) == 0);
    uint16_t s0 = (uint16_t)hand, s1 = (uint16_t)(hand >> 16);
    uint16_t s2 = (uint16_t)(hand >> 32), s3 = (uint16_t)(hand >> 48);
    uint16_t x0 = s0 ^ s2, y0 = s0 & s2, x1 = s1 ^ s3, y1 = s1 & s3;   /* see the top */
    uint16_t any = s0 | s1 | s2 | s3;
    uint16_t p2 = y0 | y1 | (x0 & x1);
    uint16_t p4 = y0 & y1;
    uint16_t p3 = ((x0 | x1) & (y0 | y1)) | p4;

    /* Flush: the suit with five or more cards (one at most in 7 cards);
     * [count >= 5] = (count + 3) >> 3 for a count up to 7. */
    uint16_t f0 = (uint16_t)(eval__pc16(s0) + 3) >> 3, f1 = (uint16_t)(eval__pc16(s1) + 3) >> 3;
    uint16_t f2 = (uint16_t)(eval__pc16(s2) + 3) >> 3, f3 = (uint16_t)(eval__pc16(s3) + 3) >> 3;
    uint16_t fm = f0 ? s0 : 0;
    fm = f1 ? s1 : fm;
    fm = f2 ? s2 : fm;
    fm = f3 ? s3 : fm;
    uint16_t nf = eval__pc16(fm);                            /* 0, 5, 6 or 7 */
    uint16_t f5 = (uint16_t)(fm & (fm - ((nf + 2) >> 3)));   /* the top five: nf >= 6, drop one */
    f5 = (uint16_t)(f5 & (f5 - ((nf + 1) >> 3)));            /* nf == 7, another */
    /* Straight and straight flush in one go: fm in the high lane, any in the
     * low lane (the formula never mixes lanes: ranks 13..15 are empty). */
    uint32_t both = eval__straight(r, (uint32_t)fm << 16 | any);
    uint32_t sf = both >> 16, st = both & 0xffff;
    uint32_t isf = (uint32_t)(nf + 3) >> 3, issf = (sf + 0x1fff) >> 13, isst = (st + 0x1fff) >> 13;

    /* Rank pattern.  t3, t4: trips, quads present (0/1).  The group ranks
     * G = quads, else trips, else pairs (p4 within p3 within p2), less the
     * lowest one when there is one too many (two trips, or three pairs):
     * popcount(G) + t3 == 3. */
    uint16_t t3 = eval__nz16(p3), t4 = eval__nz16(p4);
    uint16_t G = (uint16_t)(p3 | (p2 & (t3 - 1)));
    G = (uint16_t)(p4 | (G & (t4 - 1)));
    uint16_t ng = (uint16_t)(eval__pc16(G) + t3);
    uint16_t major = (uint16_t)(G & (G - (ng >> 1 & ng)));
    /* code = min(#pairs-or-better, 2) + 3 (t3 + t4), at most 7:
     * 0 high, 1 pair, 2 two pair, 4 trips, 5 full, 7 quads. */
    uint16_t n2 = eval__pc16(p2);
    uint16_t code = (uint16_t)((n2 > 2 ? 2 : n2) + 3 * (t3 + t4));
    code = code > 7 ? 7 : code;
    /* Kickers: the top k of the other ranks (of the other pairs for a full);
     * k per code is a nibble of 0x10120135 (5,3,1,-,2,1,-,1).  There are at
     * most two too many (excess 0..2); clear them from the bottom. */
    uint16_t ms = (uint16_t)((any ^ major) & (p2 | ((code == 5) - 1)));
    uint16_t excess = (uint16_t)(eval__pc16(ms) - ((0x10120135u >> (4 * code)) & 15));
    uint16_t minor = (uint16_t)(ms & (ms - ((excess + 1) >> 1)));
    minor = (uint16_t)(minor & (minor - (excess >> 1)));
    uint16_t pos = (uint16_t)((r->ev_pos7 >> (4 * code)) & 15);
    uint32_t v = (uint32_t)pos << EVAL_CAT_SHIFT | (uint32_t)major << 13 | minor;

    /* The other candidates, 0 when absent, and the best. */
    uint32_t fv = (r->ev_flush & (0u - isf)) | f5;
    uint32_t sfv = (r->ev_sflush & (0u - issf)) | sf;
    uint32_t sv = (r->ev_straight & (0u - isst)) | st;
    v = v > sv ? v : sv;
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
