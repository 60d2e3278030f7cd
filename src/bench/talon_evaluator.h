/* talon_evaluator.h - the plug-in ABI of `talon bench --evaluator LIB.so`,
 * version 1.
 *
 * A plug-in is a shared library that `talon bench` loads with dlopen, checks
 * against talon's own evaluator, then times beside it.  It exports, with C
 * linkage:
 *
 *   const uint32_t talon_evaluator_abi = TALON_EVALUATOR_ABI;     required
 *   const char *talon_evaluator_name(void);                        required
 *   uint32_t talon_evaluator_eval5(uint64_t cards);                required
 *   uint32_t talon_evaluator_eval7(uint64_t cards);                optional
 *   void talon_evaluator_eval5_batch(const uint64_t *cards, uint32_t *values, size_t n);   optional
 *   void talon_evaluator_eval7_batch(const uint64_t *cards, uint32_t *values, size_t n);   optional
 *   uint32_t talon_evaluator_eval5_idx(const uint8_t *cards);      optional
 *   uint32_t talon_evaluator_eval7_idx(const uint8_t *cards);      optional
 *   uint64_t talon_evaluator_enum(int cards);                       optional
 *
 * Example (bench/ref_plugin.c is a complete one):
 *
 *     #include "talon_evaluator.h"
 *     TALON_EVALUATOR_EXPORT const uint32_t talon_evaluator_abi = TALON_EVALUATOR_ABI;
 *     TALON_EVALUATOR_EXPORT const char *talon_evaluator_name(void) { return "my evaluator"; }
 *     TALON_EVALUATOR_EXPORT uint32_t talon_evaluator_eval5(uint64_t cards)
 *     {
 *         int c[7];
 *         talon_evaluator_cards(cards, c);          // 5 indexes 4 * rank + suit
 *         return my_eval_5(c[0], c[1], c[2], c[3], c[4]);
 *     }
 *
 *     cc -O3 -shared -fPIC -I talon/bench -o libmy.so my.c
 *     talon bench --evaluator ./libmy.so
 *
 * Cards.  A hand is talon's card set: a 64-bit word with bit 16 * suit +
 * rank set for each card, rank 0..12 for 2, 3, ..., K, A and suit 0..3
 * (spades, hearts, diamonds, clubs; suits never matter to a value).  So a
 * suit's ranks are (cards >> 16 * suit) & 0x1fff and bits 13..15 of every
 * suit are clear.  eval5 gets exactly 5 cards, eval7 exactly 7.  An
 * evaluator built on another encoding converts: talon_evaluator_cards()
 * below lists the cards as indexes 4 * rank + suit (0 = 2 of spades,
 * 1 = 2 of hearts, ..., 51 = ace of clubs), the encoding most public
 * evaluators use, or as anything else from (rank, suit).
 *
 * Values.  A 32-bit value per hand: of two hands, the one with the larger
 * value wins, equal values tie.  Standard poker: the 52-card deck, the ace
 * also low in A-2-3-4-5 (five high), high card < pair < two pair < trips <
 * straight < flush < full house < quads < straight flush, kickers as usual,
 * suits never break ties.  eval7 ranks the best five of the seven cards.
 * The numbers themselves are free (eval5 and eval7 values need not even be
 * comparable with each other): only their order is checked.
 *
 * The batch functions, when present, set values[i] to the value of
 * cards[i] for i < n (n may be anything from 1 to a few million; the arrays
 * do not overlap and have no particular alignment); talon times them beside
 * its own batch API, so a SIMD evaluator can show what it does on arrays.
 * The one-hand functions are timed one call per hand, as talon's own
 * evaluator one hand at a time.
 *
 * Thread safety: every function must be pure and callable from several
 * threads at once (the verification runs on all cores).  The library may
 * build tables in a constructor, but must not print.
 *
 * The index functions, when present, take the same hand as 5 or 7 card
 * indexes 4 * rank + suit (talon_evaluator_cards' encoding, in any order)
 * and return the same value as eval5 / eval7 on it: talon converts its
 * random arrays once, before the clock starts, and times the plug-in from
 * them beside its own card-index path (checked: the values must equal the
 * one-hand function's on the first 65 536 hands).
 *
 * talon_evaluator_enum(cards), when present, visits every hand of `cards`
 * (5 or 7) cards of the 52-card deck the plug-in's fastest way (nested
 * loops adding one card at a time, typically) and returns the sum of its
 * values: talon times it beside its own incremental enumeration.  The sum
 * is shown, not checked (the values' scale is the plug-in's).
 *
 * What talon checks before timing anything (a failure is one line on
 * stderr, exit status 1, and nothing is timed):
 *   1. the symbols: the ABI version must equal TALON_EVALUATOR_ABI;
 *   2. category counts over every 5-card hand (and, with eval7, every 7-card
 *      hand): the category of a value is derived from the plug-in's own
 *      order, as the number of categories whose weakest hand (found by
 *      talon) it reaches; the counts must be the exact ones (1 302 540
 *      pairs, 40 straight flushes... in 5 cards);
 *   3. the order: on every pair of 5-card hands, and on every pair of a
 *      fixed random sample of 7-card hands, the plug-in's values compare as
 *      talon's do (both sorted, then compared neighbour by neighbour).
 */
#ifndef TALON_EVALUATOR_H
#define TALON_EVALUATOR_H

#include <stddef.h>
#include <stdint.h>

/* The ABI version this header describes. */
#define TALON_EVALUATOR_ABI 1u

#if defined(__GNUC__) || defined(__clang__)
#define TALON_EVALUATOR_EXPORT __attribute__((visibility("default")))
#else
#define TALON_EVALUATOR_EXPORT
#endif

/* Symbol names, for loaders. */
#define TALON_EVALUATOR_SYM_ABI "talon_evaluator_abi"
#define TALON_EVALUATOR_SYM_NAME "talon_evaluator_name"
#define TALON_EVALUATOR_SYM_EVAL5 "talon_evaluator_eval5"
#define TALON_EVALUATOR_SYM_EVAL7 "talon_evaluator_eval7"
#define TALON_EVALUATOR_SYM_EVAL5_BATCH "talon_evaluator_eval5_batch"
#define TALON_EVALUATOR_SYM_EVAL7_BATCH "talon_evaluator_eval7_batch"
#define TALON_EVALUATOR_SYM_EVAL5_IDX "talon_evaluator_eval5_idx"
#define TALON_EVALUATOR_SYM_EVAL7_IDX "talon_evaluator_eval7_idx"
#define TALON_EVALUATOR_SYM_ENUM "talon_evaluator_enum"

typedef const char *(*talon_evaluator_name_fn)(void);
typedef uint32_t (*talon_evaluator_eval_fn)(uint64_t cards);
typedef void (*talon_evaluator_batch_fn)(const uint64_t *cards, uint32_t *values, size_t n);
typedef uint32_t (*talon_evaluator_idx_fn)(const uint8_t *cards);
typedef uint64_t (*talon_evaluator_enum_fn)(int cards);

/* The cards of a talon card set as indexes 4 * rank + suit into
 * out[0..count), in talon's bit order (spades 2..A, then hearts...); returns
 * the count.  out must have room for every card of the set (7 for an eval7
 * argument). */
static inline int talon_evaluator_cards(uint64_t cards, int *out)
{
    int n = 0;
    for (; cards; cards &= cards - 1) {
        int bit = __builtin_ctzll(cards);      /* 16 * suit + rank */
        out[n++] = 4 * (bit & 15) + (bit >> 4);
    }
    return n;
}

#endif
