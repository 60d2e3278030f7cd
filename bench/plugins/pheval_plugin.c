/* pheval_plugin.c - talon bench adapter for PokerHandEvaluator
 * (github.com/HenryRLee/PokerHandEvaluator, its C library in cpp/).
 *
 * Our code only: it declares the two functions it calls and is linked with
 * PokerHandEvaluator's sources from a checkout the user points to
 * (cmake -DPHEVAL_DIR=/path/to/PokerHandEvaluator); nothing of theirs is in
 * this repository.  See bench/plugins/README.md.
 *
 * PokerHandEvaluator takes card ids 4 * rank + suit (rank 0 = deuce), the
 * ABI's index encoding, and returns a rank 1 (royal flush) .. 7462 (worst
 * high card): smaller is better, so the value is 7463 - rank.  It has no
 * incremental hand, so its enumeration is nested loops calling
 * evaluate_5cards / evaluate_7cards with the indexes.
 */
#include <stddef.h>
#include <stdint.h>

#include "talon_evaluator.h"

/* PokerHandEvaluator's phevaluator.h (C linkage). */
int evaluate_5cards(int a, int b, int c, int d, int e);
int evaluate_7cards(int a, int b, int c, int d, int e, int f, int g);

TALON_EVALUATOR_EXPORT const uint32_t talon_evaluator_abi = TALON_EVALUATOR_ABI;

TALON_EVALUATOR_EXPORT const char *talon_evaluator_name(void)
{
    return "PokerHandEvaluator";
}

TALON_EVALUATOR_EXPORT uint32_t talon_evaluator_eval5(uint64_t cards)
{
    int c[7];
    talon_evaluator_cards(cards, c);
    return (uint32_t)(7463 - evaluate_5cards(c[0], c[1], c[2], c[3], c[4]));
}

TALON_EVALUATOR_EXPORT uint32_t talon_evaluator_eval7(uint64_t cards)
{
    int c[7];
    talon_evaluator_cards(cards, c);
    return (uint32_t)(7463 - evaluate_7cards(c[0], c[1], c[2], c[3], c[4], c[5], c[6]));
}

TALON_EVALUATOR_EXPORT uint32_t talon_evaluator_eval5_idx(const uint8_t *c)
{
    return (uint32_t)(7463 - evaluate_5cards(c[0], c[1], c[2], c[3], c[4]));
}

TALON_EVALUATOR_EXPORT uint32_t talon_evaluator_eval7_idx(const uint8_t *c)
{
    return (uint32_t)(7463 - evaluate_7cards(c[0], c[1], c[2], c[3], c[4], c[5], c[6]));
}

TALON_EVALUATOR_EXPORT uint64_t talon_evaluator_enum(int cards)
{
    uint64_t sum = 0;
    for (int a = 0; a < 52; a++)
        for (int b = a + 1; b < 52; b++)
            for (int c = b + 1; c < 52; c++)
                for (int d = c + 1; d < 52; d++)
                    for (int e = d + 1; e < 52; e++) {
                        if (cards == 5) {
                            sum += (uint64_t)(7463 - evaluate_5cards(a, b, c, d, e));
                            continue;
                        }
                        for (int f = e + 1; f < 52; f++)
                            for (int g = f + 1; g < 52; g++)
                                sum += (uint64_t)(7463 - evaluate_7cards(a, b, c, d, e, f, g));
                    }
    return sum;
}
