/* eval.c - the evaluator's constants and its slow helpers.
 *
 * The hot functions, eval5 and eval7, are static inline in eval.h: a value is
 * computed from the hand word with a few dozen branch-free integer operations
 * and no memory access but the rules' constants, so a loop over hands can be
 * inlined and vectorised by the compiler, and random hands cost what ordered
 * ones do (no branch to mispredict, no table to miss in cache).  The formulas
 * are written next to the code there.
 *
 * Why no lookup table (not even a 16 KiB straight table indexed by the rank
 * mask): a table read inside the loop turns into a gather (slow on this
 * AVX-512 machine, and not emitted by GCC 12 for it) or stops the
 * vectorisation, and the arithmetic straight test is nine operations.  With
 * tables the one-hand-at-a-time path would gain maybe 20%; the batch path,
 * which is the fast one, would lose most of its speed.
 *
 * What depends on the rules is reduced to constants filled here:
 *   - ev_pos5 / ev_pos7: a hand's shape code -> position of its category in
 *     the rules' order, 4 bits per code packed in one word (see eval5/eval7
 *     for the codes);
 *   - ev_straight / ev_flush / ev_sflush: the positions of the three
 *     categories eval7 computes as separate candidates, already shifted;
 *   - ev_wheel: where the ace also sits in a straight (nothing without
 *     ace-low).
 * Invariant: for every rules object, eval5(h) and eval7(h) are equal on
 * 5-card hands, and eval7(h) is the max of eval5 over h's 5-card subsets
 * (tests/test_eval.c checks both against the reference in eval_ref.c).
 */
#include <assert.h>

#include "card.h"
#include "eval.h"

uint32_t eval_best5(const rules *r, uint64_t hand, uint64_t *five)
{
    int n = card_count(hand);
    assert(n >= 5 && n <= 7 && (hand & ~r->deck) == 0);
    uint64_t card[7];
    int k = 0;
    for (uint64_t m = hand; m; m &= m - 1)
        card[k++] = m & -m;

    /* Every subset of exactly five cards; on equal values keep the first. */
    uint32_t best = 0;
    uint64_t best_five = 0;
    for (unsigned sub = 0; sub < 1u << n; sub++) {
        if (bits_count32(sub) != 5)
            continue;
        uint64_t f = 0;
        for (int i = 0; i < n; i++)
            if (sub >> i & 1)
                f |= card[i];
        uint32_t v = eval5(r, f);
        if (best_five == 0 || v > best) {
            best = v;
            best_five = f;
        }
    }
    if (five)
        *five = best_five;
    return best;
}
