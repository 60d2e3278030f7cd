/* eval_walk.h - an incremental hand for enumerations: a walk through the rank
 * multisets, one table step a card, and a hand of 5, 6 or 7 cards one load
 * from its value id.
 *
 * Usage:
 *     eval_fast *f;  eval_fast_new(&r, &f);            // eval_fast.h
 *     eval_walk *w;
 *     if (eval_walk_new(f, &w) != TALON_OK) ...         // 1.14 MiB, about 1.3 ms at 52 cards
 *     eval_walk_hand card[64]; card[c] = eval_walk_card(w, c);   // the deck's cards, once
 *     eval_walk_hand h = eval_walk_empty();
 *     h = eval_walk_plus(w, h, card[a]); ...            // one card a level
 *     uint32_t id = eval_walk_id(w, eval_walk_plus(w, h6, card[g]));   // == eval_fast's id
 *     uint32_t v = eval_walk_eval(w, h);                 // == eval7(&r, h.mask)
 *     eval_walk_free(w);                                 // f may be freed before or after
 *
 * Why.  eval_fast_hand (eval_fast.h) sums its cards' rank keys and finds the
 * sum's slot when it is evaluated: key + row_off[key >> shift], then the
 * slot's id, two dependent loads after the add, as OMPEval's Hand does.  An
 * enumeration evaluates far more hands than it builds prefixes (at 7 cards
 * of 52, 133 784 560 hands from 20 358 520 six-card prefixes), so the walk
 * moves that work to the prefix: a hand is its position in a table of
 * transitions, and the position of h plus a card of rank index i is
 * base(h's rank multiset) + i.  Adding the last card is then one add, and
 * evaluating one load: in the innermost loop of an enumeration, where
 * base(h) is the same for every card, a hand costs the card's load, an add,
 * the flush test and the id's load (issue 27; bench/RESULTS.md, "The walk").
 *
 * The tables.  A state is a rank multiset of 0..6 cards of the deck's ranks
 * (at most 4 of a rank): 26 950 at 52 cards (13 ranks), 2 931 at 32 (8
 * ranks).  State s has the positions base(s) = 1 + nrank * s ..
 * base(s) + nrank - 1, one per rank index (0 the deck's lowest rank):
 * position base(s) + i is the hand "s plus a card of rank i".  Position 0
 * is the empty hand.  id[p] is the value id (eval_fast's, 16 bits) of
 * position p's multiset when it has 5..7 cards and no flush, 0 otherwise;
 * step[p], for the positions of hands of 0..6 cards, is base(p's multiset)
 * - p, so that h plus a card of rank i is at p + step[p] + i.  States are
 * numbered by size, then in the lexicographic order of their sorted ranks,
 * so a multiset's successors by a higher rank are neighbours: an
 * enumeration in rank order reads the tables nearly in sequence.  A
 * position is a transition: the same cards added in another order may end
 * at another position of the same multiset, with the same id and the same
 * successors (step[] leads both to the multiset's base).  A fifth
 * card of a rank, an eighth card, or a card twice are outside the contract
 * (asserted in debug builds: step[] covers hands of up to 6 cards).
 *
 * Flushes as in eval_fast: the key's high word holds the suit counters
 * (EVAL_FAST_SUITS0, EVAL_FAST_SUITF), and a hand whose counters show a
 * suit of 5 is evaluated from its mask (flush_id, a copy of eval_fast's).
 *
 * Thread safety: as eval_fast (read-only after eval_walk_new; no globals).
 */
#ifndef TALON_EVAL_WALK_H
#define TALON_EVAL_WALK_H

#include <assert.h>
#include <stdint.h>

#include "eval_fast.h"

/* States (rank multisets of 0..6 cards, at most 4 of a rank) at 13 ranks,
 * their positions (1 + 13 x states), and the positions of hands of 0..6
 * cards (1 + 13 x the states of 0..5 cards). */
#define EVAL_WALK_STATES 26950
#define EVAL_WALK_POS (1 + 13 * EVAL_WALK_STATES)
#define EVAL_WALK_STEPS (1 + 13 * 8555)

typedef struct eval_walk {
    uint64_t card[64];                  /* card c's addend key: rank index | a count of its suit; 0 off the deck */
    int32_t step[EVAL_WALK_STEPS];      /* position -> base of its multiset - position (hands of 0..6 cards) */
    uint16_t id[EVAL_WALK_POS];         /* position -> value id (5..7 cards, no flush), else 0 */
    uint16_t flush_id[8192];            /* eval_fast's: flush suit's 13-bit rank mask -> value id */
    uint32_t value[EVAL_FAST_VALUES];   /* eval_fast's: id -> eval7's value */
    uint32_t nrank, nstate, npos, nstep, nvalue;
} eval_walk;

/* Build the walk of f's rules (f is read during the call only).  Returns
 * TALON_OK, TALON_E_INVAL (NULL) or TALON_E_NOMEM; on error *out = NULL. */
int eval_walk_new(const eval_fast *f, eval_walk **out);
void eval_walk_free(eval_walk *w);   /* NULL is harmless */

/* A hand: key bits 0..31 its position, 32..47 the suit counters (from
 * EVAL_FAST_SUITS0, as eval_fast_hand's); mask its cards.  A plain value. */
typedef struct eval_walk_hand {
    uint64_t key;
    uint64_t mask;
} eval_walk_hand;

static inline __attribute__((always_inline)) eval_walk_hand eval_walk_empty(void)
{
    eval_walk_hand h = {EVAL_FAST_SUITS0, 0};
    return h;
}

/* Card c (0..63, card.h; a card of the deck) as an addend. */
static inline __attribute__((always_inline)) eval_walk_hand eval_walk_card(const eval_walk *w, int c)
{
    assert(c >= 0 && c < 64 && w->card[c] != 0);
    eval_walk_hand h = {w->card[c], 1ULL << c};
    return h;
}

/* h (0..6 cards) plus a card made by eval_walk_card, not in h.  The
 * position moves by step[p] + the card's rank index, the suit counters by
 * the card's; h.key + step[p] is the same for every card added to h (the
 * compiler keeps it out of an innermost loop). */
static inline __attribute__((always_inline)) eval_walk_hand eval_walk_plus(const eval_walk *w, eval_walk_hand h,
                                                                           eval_walk_hand card)
{
    assert(!(h.mask & card.mask) && (uint32_t)h.key < w->nstep);
    h.key = h.key + (uint64_t)(int64_t)w->step[(uint32_t)h.key] + card.key;
    h.mask |= card.mask;
    return h;
}

static inline __attribute__((always_inline)) eval_walk_hand eval_walk_add(const eval_walk *w, eval_walk_hand h, int c)
{
    return eval_walk_plus(w, h, eval_walk_card(w, c));
}

/* The value id of a hand of 5, 6 or 7 cards (eval_fast_id_value(f, id) or
 * eval_walk_value(w, id) is eval7's value). */
static inline __attribute__((always_inline)) uint32_t eval_walk_id(const eval_walk *w, eval_walk_hand h)
{
    if (__builtin_expect((h.key & EVAL_FAST_SUITF) != 0, 0))
        return w->flush_id[h.mask >> 16 * EVAL_FAST__FLUSH_SUIT_HI(h.key) & 0x1fff];
    return w->id[(uint32_t)h.key];
}

static inline __attribute__((always_inline)) uint32_t eval_walk_value(const eval_walk *w, uint32_t id)
{
    assert(id >= 1 && id < w->nvalue);
    return w->value[id];
}

/* Its value: eval7(r, h.mask). */
static inline __attribute__((always_inline)) uint32_t eval_walk_eval(const eval_walk *w, eval_walk_hand h)
{
    return w->value[eval_walk_id(w, h)];
}

#endif
