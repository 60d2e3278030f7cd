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
 * Values are only comparable between evaluations under the same rules.
 * Hands must be cards of r->deck; in the hot functions that is asserted, not
 * checked.  All functions are pure and thread-safe.
 */
#ifndef TALON_EVAL_H
#define TALON_EVAL_H

#include <stdint.h>
#include "rules.h"

#define EVAL_CAT_SHIFT 26

/* Exactly 5 cards (popcount(hand) == 5). */
uint32_t eval5(const rules *r, uint64_t hand);
/* Best five of 5, 6 or 7 cards. */
uint32_t eval7(const rules *r, uint64_t hand);

/* The category of a value. */
static inline enum eval_cat eval_category(const rules *r, uint32_t v)
{
    return (enum eval_cat)r->pos_cat[v >> EVAL_CAT_SHIFT];
}

/* The five cards that play from 5..7 cards, and their value (slow path for
 * the CLI: tries every five-card subset). */
uint32_t eval_best5(const rules *r, uint64_t hand, uint64_t *five);

/* Fill the evaluator tables of r (called by rules_init). */
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
