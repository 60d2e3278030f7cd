// ompeval_plugin.cpp - talon bench adapter for OMPEval (github.com/zekyll/OMPEval).
//
// Our code only: it includes OMPEval's HandEvaluator.h and is linked with its
// HandEvaluator.cpp from a checkout the user points to
// (cmake -DOMPEVAL_DIR=/path/to/OMPEval); nothing of OMPEval is in this
// repository.  See bench/plugins/README.md.
//
// The ABI is src/bench/talon_evaluator.h.  Card indexes 4 * rank + suit are
// OMPEval's own encoding (rank 0 = deuce, suit 0..3), so the index functions
// pass them straight through; suits are only labels, and talon's suit order
// differs (spades, hearts, diamonds, clubs), which changes no value.
//   - eval5 / eval7: talon's mask -> the card list -> omp::Hand -> evaluate
//     (what a talon caller with masks would pay);
//   - eval5_idx / eval7_idx: card indexes -> omp::Hand -> evaluate (OMPEval's
//     natural use from a deal);
//   - enumerate: nested loops adding one omp::Hand per level, as OMPEval's
//     own benchmark enumerates; returns the sum of the values.
#include <cstddef>
#include <cstdint>

#include "omp/HandEvaluator.h"

extern "C" {
#include "talon_evaluator.h"
}

namespace {
const omp::HandEvaluator evaluator;   // builds OMPEval's static tables (constructor)

template <int K>
inline uint32_t eval_idx(const uint8_t *c)
{
    omp::Hand h = omp::Hand::empty();
    for (int i = 0; i < K; i++)
        h += omp::Hand(c[i]);
    return evaluator.evaluate(h);
}

template <int K>
inline uint32_t eval_mask(uint64_t cards)
{
    int c[7];
    talon_evaluator_cards(cards, c);
    omp::Hand h = omp::Hand::empty();
    for (int i = 0; i < K; i++)
        h += omp::Hand((unsigned)c[i]);
    return evaluator.evaluate(h);
}

// Each enumeration in a function of its own: inlined into the one exported
// function, the two loop nests shared its registers, and GCC 12 spilled the
// 7-card loop's hand to the stack and reloaded it twice a hand (about half
// of OMPEval's rate when compiled as its own benchmark compiles it).
__attribute__((noinline)) uint64_t enum5()
{
    uint64_t sum = 0;
    for (unsigned a = 0; a < 52; a++) {
        omp::Hand ha = omp::Hand::empty() + omp::Hand(a);
        for (unsigned b = a + 1; b < 52; b++) {
            omp::Hand hb = ha + omp::Hand(b);
            for (unsigned c = b + 1; c < 52; c++) {
                omp::Hand hc = hb + omp::Hand(c);
                for (unsigned d = c + 1; d < 52; d++) {
                    omp::Hand hd = hc + omp::Hand(d);
                    for (unsigned e = d + 1; e < 52; e++)
                        sum += evaluator.evaluate(hd + omp::Hand(e));
                }
            }
        }
    }
    return sum;
}

__attribute__((noinline)) uint64_t enum7()
{
    uint64_t sum = 0;
    for (unsigned a = 0; a < 52; a++) {
        omp::Hand ha = omp::Hand::empty() + omp::Hand(a);
        for (unsigned b = a + 1; b < 52; b++) {
            omp::Hand hb = ha + omp::Hand(b);
            for (unsigned c = b + 1; c < 52; c++) {
                omp::Hand hc = hb + omp::Hand(c);
                for (unsigned d = c + 1; d < 52; d++) {
                    omp::Hand hd = hc + omp::Hand(d);
                    for (unsigned e = d + 1; e < 52; e++) {
                        omp::Hand he = hd + omp::Hand(e);
                        for (unsigned f = e + 1; f < 52; f++) {
                            omp::Hand hf = he + omp::Hand(f);
                            for (unsigned g = f + 1; g < 52; g++)
                                sum += evaluator.evaluate(hf + omp::Hand(g));
                        }
                    }
                }
            }
        }
    }
    return sum;
}
}  // namespace

extern "C" {
TALON_EVALUATOR_EXPORT extern const uint32_t talon_evaluator_abi;
const uint32_t talon_evaluator_abi = TALON_EVALUATOR_ABI;

TALON_EVALUATOR_EXPORT const char *talon_evaluator_name(void) { return "OMPEval"; }
TALON_EVALUATOR_EXPORT uint32_t talon_evaluator_eval5(uint64_t cards) { return eval_mask<5>(cards); }
TALON_EVALUATOR_EXPORT uint32_t talon_evaluator_eval7(uint64_t cards) { return eval_mask<7>(cards); }
TALON_EVALUATOR_EXPORT uint32_t talon_evaluator_eval5_idx(const uint8_t *c) { return eval_idx<5>(c); }
TALON_EVALUATOR_EXPORT uint32_t talon_evaluator_eval7_idx(const uint8_t *c) { return eval_idx<7>(c); }
TALON_EVALUATOR_EXPORT uint64_t talon_evaluator_enum(int cards) { return cards == 5 ? enum5() : enum7(); }
}
