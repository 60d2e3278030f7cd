/* ref_plugin.c - talon's reference evaluator as a `talon bench` plug-in
 * (bench/talon_evaluator.h), built by CMake as build/bench/libref_eval.so:
 *
 *     talon bench --evaluator build/bench/libref_eval.so
 *
 * It is the sample plug-in and the yardstick: the ratio "talon / this" is
 * what the bit tricks buy over the obvious method.
 *
 * eval5 is src/eval_ref.c's eval_ref5, compiled into the plug-in (list the
 * cards, count the ranks, sort them by count then rank, test flush and
 * straight the way a person would), under the standard rules built here by
 * hand: the plug-in links nothing of libtalon, which is not built as
 * position-independent code.
 *
 * eval7 is the same method on seven cards, not eval_ref7 (the best of the 21
 * five-card subsets, about 1 M hands/s: `talon bench` checks a plug-in's
 * eval7 on all 133 784 560 hands first, which would take minutes).  It counts
 * the ranks and the suits, groups the ranks by how many times they are held
 * (a rank mask per count), then looks for each category from the top:
 * straight flush in the suit holding five cards or more, quads, full house,
 * flush, straight, trips, two pair, pair, high card, taking the groups'
 * ranks from the highest down.  Its key is eval_ref5's
 * key of the five cards that play: category << 20, then the five ranks
 * ordered by (count desc, rank desc), 4 bits each (a straight: its top rank
 * only).
 *
 * Two deliberately broken builds of the same source, for the tests; `talon
 * bench` must reject both before timing anything:
 *   -DREF_PLUGIN_BROKEN=1 (build/bench/libref_eval_broken.so): two pair
 *     with aces up scores as three aces, so the category counts are wrong;
 *   -DREF_PLUGIN_BROKEN=2 (build/bench/libref_eval_misorder.so): a high-card
 *     hand forgets its lowest kicker, so the counts are right but hands that
 *     differ only there tie.
 */
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "card.h"
#include "eval.h"
#include "talon_evaluator.h"

#ifndef REF_PLUGIN_BROKEN
#define REF_PLUGIN_BROKEN 0
#define REF_NAME "reference"
#elif REF_PLUGIN_BROKEN == 1
#define REF_NAME "reference (broken: aces up is trips)"
#else
#define REF_NAME "reference (broken: high card ignores its last kicker)"
#endif

/* The standard rules, as rules_init(&r, 52, true, ORDER_MODERN) makes them
 * (the fields eval_ref5 reads: deck, low_rank, ace_low, cat_pos). */
static const rules REF_RULES = {
    .deck_size = 52,
    .low_rank = RANK_2,
    .ace_low = true,
    .order = ORDER_MODERN,
    .deck = CARD_ALL,
    .cat_pos = {0, 1, 2, 3, 4, 5, 6, 7, 8},
    .pos_cat = {0, 1, 2, 3, 4, 5, 6, 7, 8},
};

TALON_EVALUATOR_EXPORT const uint32_t talon_evaluator_abi = TALON_EVALUATOR_ABI;

TALON_EVALUATOR_EXPORT const char *talon_evaluator_name(void)
{
    return REF_NAME;
}

/* eval_ref5's key: category, then five ranks (biggest group first); the
 * broken builds' mistakes are made here. */
static uint32_t ref_key(enum eval_cat c, int r0, int r1, int r2, int r3, int r4)
{
    if (REF_PLUGIN_BROKEN == 1 && c == EVAL_TWO_PAIR && r0 == RANK_A)
        c = EVAL_TRIPS;
    if (REF_PLUGIN_BROKEN == 2 && c == EVAL_HIGH)
        r4 = 0;
    return (uint32_t)c << 20 | (uint32_t)r0 << 16 | (uint32_t)r1 << 12 | (uint32_t)r2 << 8
           | (uint32_t)r3 << 4 | (uint32_t)r4;
}

TALON_EVALUATOR_EXPORT uint32_t talon_evaluator_eval5(uint64_t cards)
{
    uint32_t key = eval_ref5(&REF_RULES, cards);
    if (REF_PLUGIN_BROKEN == 0)
        return key;
    return ref_key((enum eval_cat)(key >> 20), key >> 16 & 15, key >> 12 & 15, key >> 8 & 15, key >> 4 & 15,
                   key & 15);
}

/* Top rank of the best straight in a rank mask, or -1. */
static int ref_straight_top(unsigned ranks)
{
    for (int top = RANK_A; top >= RANK_6; top--) {
        unsigned five = 0x1fu << (top - 4);
        if ((ranks & five) == five)
            return top;
    }
    unsigned wheel = 1u << RANK_A | 1u << RANK_2 | 1u << RANK_3 | 1u << RANK_4 | 1u << RANK_5;
    if ((ranks & wheel) == wheel)
        return RANK_5;
    return -1;
}

/* The highest rank of a non-empty rank mask, and the mask without it. */
static int top(unsigned m)
{
    return 31 - __builtin_clz(m);
}
static unsigned rest(unsigned m)
{
    return m & ~(1u << top(m));
}

TALON_EVALUATOR_EXPORT uint32_t talon_evaluator_eval7(uint64_t cards)
{
    int cnt[CARD_RANKS] = {0}, nsuit[CARD_SUITS] = {0};
    unsigned suit[CARD_SUITS] = {0};
    for (uint64_t m = cards; m; m &= m - 1) {
        int c = __builtin_ctzll(m);
        cnt[card_rank(c)]++;
        nsuit[card_suit(c)]++;
        suit[card_suit(c)] |= 1u << card_rank(c);
    }
    /* held[k]: the ranks held exactly k times; ranks: held at all. */
    unsigned held[5] = {0};
    for (int r = RANK_2; r <= RANK_A; r++)
        held[cnt[r]] |= 1u << r;
    unsigned ranks = held[1] | held[2] | held[3] | held[4];
    int fs = -1;                                    /* the suit holding five or more */
    for (int s = 0; s < CARD_SUITS; s++)
        if (nsuit[s] >= 5)
            fs = s;

    if (fs >= 0) {
        int t = ref_straight_top(suit[fs]);
        if (t >= 0)
            return ref_key(EVAL_STRAIGHT_FLUSH, t, 0, 0, 0, 0);
    }
    if (held[4]) {
        int q = top(held[4]);
        int kicker = top(ranks & ~(1u << q));       /* the best other rank, whatever its group */
        return ref_key(EVAL_QUADS, q, q, q, q, kicker);
    }
    if (held[3] && (rest(held[3]) || held[2])) {
        int t = top(held[3]);
        int p = top(rest(held[3]) | held[2]);       /* the best other pair: a pair or a second trips */
        return ref_key(EVAL_FULL, t, t, t, p, p);
    }
    if (fs >= 0) {
        unsigned f = suit[fs];
        int a = top(f), b = top(f = rest(f)), c = top(f = rest(f)), d = top(f = rest(f)), e = top(rest(f));
        return ref_key(EVAL_FLUSH, a, b, c, d, e);
    }
    int t = ref_straight_top(ranks);
    if (t >= 0)
        return ref_key(EVAL_STRAIGHT, t, 0, 0, 0, 0);
    unsigned k = held[1];                           /* the single cards, for kickers */
    if (held[3]) {                                  /* no pair here: that was a full house */
        int tr = top(held[3]), a = top(k), b = top(rest(k));
        return ref_key(EVAL_TRIPS, tr, tr, tr, a, b);
    }
    if (held[2] && rest(held[2])) {
        int p1 = top(held[2]), p2 = top(rest(held[2]));
        int kicker = top(rest(rest(held[2])) | k);  /* a third pair's rank may be the kicker */
        return ref_key(EVAL_TWO_PAIR, p1, p1, p2, p2, kicker);
    }
    if (held[2]) {
        int p = top(held[2]), a = top(k), b = top(k = rest(k)), c = top(rest(k));
        return ref_key(EVAL_PAIR, p, p, a, b, c);
    }
    int a = top(k), b = top(k = rest(k)), c = top(k = rest(k)), d = top(k = rest(k)), e = top(rest(k));
    return ref_key(EVAL_HIGH, a, b, c, d, e);
}

/* The batch entry points (not in the broken builds): plain loops here (a
 * SIMD evaluator would put its fast path behind them); talon checks they
 * give the one-hand functions' values, then times them beside its own batch
 * API. */
#if REF_PLUGIN_BROKEN == 0
TALON_EVALUATOR_EXPORT void talon_evaluator_eval5_batch(const uint64_t *cards, uint32_t *values, size_t n)
{
    for (size_t i = 0; i < n; i++)
        values[i] = talon_evaluator_eval5(cards[i]);
}

TALON_EVALUATOR_EXPORT void talon_evaluator_eval7_batch(const uint64_t *cards, uint32_t *values, size_t n)
{
    for (size_t i = 0; i < n; i++)
        values[i] = talon_evaluator_eval7(cards[i]);
}
#endif
