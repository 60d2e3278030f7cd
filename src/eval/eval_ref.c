/* eval_ref.c - the reference evaluator: slow, plain, obviously correct.
 *
 * It shares no code and no representation with the fast evaluator (eval.h,
 * eval.c): it lists the cards, counts how often each rank occurs, sorts the
 * five ranks by (count desc, rank desc), and tests flush and straight the way
 * a person would (all suits equal; five distinct ranks that are consecutive,
 * or the ace-low set).  Its only job is to be easy to check by reading, so the
 * tests can compare the fast evaluator's order against it hand by hand, and
 * the benchmark can show what the bit tricks buy.
 *
 * Key layout (eval.h):  category position << 20 | five 4-bit ranks, the rank
 * of the biggest group first (A A K K 9 -> A,A,K,K,9); for a straight or a
 * straight flush only the top rank, in the first nibble.
 */
#include <assert.h>

#include "card.h"
#include "eval.h"

/* Does rank a come before rank b in a hand's key: bigger group first, then
 * higher rank? */
static bool ref_before(const int cnt[CARD_RANKS], int a, int b)
{
    return cnt[a] != cnt[b] ? cnt[a] > cnt[b] : a > b;
}

/* The five ranks sorted by (count desc, rank desc) (insertion sort), and the
 * rank counts. */
static void ref_sort(const int rank[5], int cnt[CARD_RANKS], int sorted[5])
{
    for (int i = 0; i < CARD_RANKS; i++)
        cnt[i] = 0;
    for (int i = 0; i < 5; i++)
        cnt[rank[i]]++;
    for (int i = 0; i < 5; i++) {
        int j = i;
        for (; j > 0 && ref_before(cnt, rank[i], sorted[j - 1]); j--)
            sorted[j] = sorted[j - 1];
        sorted[j] = rank[i];
    }
}

/* Top rank of the straight the five sorted distinct ranks make, or -1. */
static int ref_straight_top(const rules *r, const int sorted[5])
{
    for (int i = 0; i + 1 < 5; i++)
        if (sorted[i] == sorted[i + 1])
            return -1;                          /* a pair: no straight */
    if (sorted[0] - sorted[4] == 4)
        return sorted[0];                       /* five in a row (includes T..A at 20 cards) */
    if (r->ace_low && sorted[0] == RANK_A && sorted[4] == r->low_rank
        && sorted[1] == r->low_rank + 3 && sorted[2] == r->low_rank + 2
        && sorted[3] == r->low_rank + 1)
        return r->low_rank + 3;                 /* A plays below low_rank: A-2-3-4-5 is "5 high" */
    return -1;
}

uint32_t eval_ref5(const rules *r, uint64_t hand)
{
    assert(card_count(hand) == 5 && (hand & ~r->deck) == 0);
    int rank[5], suit[5], n = 0;
    for (uint64_t m = hand; m; m &= m - 1) {    /* each card, lowest index first */
        int c = __builtin_ctzll(m);
        rank[n] = card_rank(c);
        suit[n] = card_suit(c);
        n++;
    }

    int cnt[CARD_RANKS], s[5];
    ref_sort(rank, cnt, s);
    bool flush = suit[0] == suit[1] && suit[1] == suit[2] && suit[2] == suit[3]
                 && suit[3] == suit[4];
    int top = ref_straight_top(r, s);
    int most = cnt[s[0]];                       /* the biggest group comes first */
    int pairs = 0;
    for (int i = 0; i < 5; i++)
        pairs += cnt[s[i]] == 2;
    pairs /= 2;                                 /* each pair was seen twice */

    enum eval_cat cat;
    if (top >= 0 && flush)
        cat = EVAL_STRAIGHT_FLUSH;
    else if (most == 4)
        cat = EVAL_QUADS;
    else if (most == 3 && pairs == 1)
        cat = EVAL_FULL;
    else if (flush)
        cat = EVAL_FLUSH;
    else if (top >= 0)
        cat = EVAL_STRAIGHT;
    else if (most == 3)
        cat = EVAL_TRIPS;
    else if (pairs == 2)
        cat = EVAL_TWO_PAIR;
    else if (pairs == 1)
        cat = EVAL_PAIR;
    else
        cat = EVAL_HIGH;

    uint32_t key = (uint32_t)r->cat_pos[cat] << 20;
    if (top >= 0)
        return key | (uint32_t)top << 16;
    for (int i = 0; i < 5; i++)
        key |= (uint32_t)s[i] << (16 - 4 * i);
    return key;
}

uint32_t eval_ref7(const rules *r, uint64_t hand)
{
    int n = card_count(hand);
    assert(n >= 5 && n <= 7 && (hand & ~r->deck) == 0);
    uint64_t card[7];
    int k = 0;
    for (uint64_t m = hand; m; m &= m - 1)
        card[k++] = m & -m;                     /* the lowest card left */

    /* Every five-card subset: leave out no card (5 cards), each single card
     * (6 cards), or each pair of cards (7 cards). */
    if (n == 5)
        return eval_ref5(r, hand);
    uint32_t best = 0;
    for (int i = 0; i < n; i++) {
        if (n == 6) {
            uint32_t v = eval_ref5(r, hand & ~card[i]);
            if (v > best)
                best = v;
            continue;
        }
        for (int j = i + 1; j < n; j++) {
            uint32_t v = eval_ref5(r, hand & ~card[i] & ~card[j]);
            if (v > best)
                best = v;
        }
    }
    return best;
}

enum eval_cat eval_ref_category(const rules *r, uint32_t key)
{
    return (enum eval_cat)r->pos_cat[key >> 20];
}
