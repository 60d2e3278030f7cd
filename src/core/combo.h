/* combo.h - counting and walking subsets of a card set: binomial
 * coefficients, the j-th card of a set, and every five-card hand of a deck
 * in one fixed order.
 *
 * Usage:
 *     combo5 it;
 *     for (bool more = combo5_first(&it, r->deck); more; more = combo5_next(&it))
 *         counts[eval_category(r, eval5(r, it.hand))]++;
 *     uint64_t hands = combo_binom(card_count(r->deck), 5);   // the loop's length
 *
 * These were copied into five table generators, the dealer and two games
 * (issue 14); one copy means one order of enumeration, which the Monte Carlo
 * results that sample from enumerated lists depend on.
 *
 * Order.  combo5 visits the five-card subsets in lexicographic order of the
 * positions of their cards in the set (lowest card first): positions
 * (0,1,2,3,4), (0,1,2,3,5), ..., exactly the order of five nested loops
 * a < b < c < d < e.  Changing it changes every result drawn from a list
 * built with it.
 *
 * All functions are pure (combo5 only writes the iterator it is given) and
 * thread-safe; everything is inline, so the hot loops keep their speed.
 */
#ifndef TALON_COMBO_H
#define TALON_COMBO_H

#include <assert.h>
#include <stdbool.h>
#include <stdint.h>
#ifdef __BMI2__
#include <immintrin.h>
#endif

/* C(n, k), exact for every n <= 64; 0 when k < 0 or k > n. */
static inline uint64_t combo_binom(int n, int k)
{
    if (k < 0 || k > n)
        return 0;
    if (k > n - k)
        k = n - k;
    uint64_t c = 1;
    for (int i = 1; i <= k; i++)
        /* c (n-k+i) = C(n-k+i, i) i is exact; 128 bits keep it from overflowing up to n = 64 */
        c = (uint64_t)((unsigned __int128)c * (unsigned)(n - k + i) / (unsigned)i);
    return c;
}

/* pdep is microcoded (slow) on AMD before Zen 3. */
#if defined(__BMI2__) && !defined(__znver1__) && !defined(__znver2__)
#define COMBO_PDEP 1
#endif

/* The j-th lowest card of the set m (j counted from 0), as a one-bit mask;
 * 0 when j >= popcount(m).  j < 64. */
static inline uint64_t combo_nth_card(uint64_t m, uint32_t j)
{
    assert(j < 64);
#ifdef COMBO_PDEP
    return _pdep_u64(1ULL << j, m);   /* deposit bit j into the j-th set bit of m */
#elif defined(__wasm__) || defined(__POPCNT__)
    /* A select without pdep where popcount is one instruction (WebAssembly;
     * x86-64 with POPCNT, without fast pdep): halve the word four times by
     * popcount (32, 16, 8, then 4 bits), then the position of the j-th set
     * bit of the last nibble from a table, 2 bits a position.  For the page:
     * talon equity --players 4 --deck 32 --trials 2000000 took 1.66 s of CPU
     * under node's WASI, 1.97 s with the loop below (native: 0.42 s). */
    static const uint8_t sel4[16] = {0x00, 0x00, 0x01, 0x04, 0x02, 0x08, 0x09, 0x24,
                                     0x03, 0x0c, 0x0d, 0x34, 0x0e, 0x38, 0x39, 0xe4};
    if (j >= (uint32_t)__builtin_popcountll(m))
        return 0;
    uint32_t base = 0, c = (uint32_t)__builtin_popcount((uint32_t)m);
    if (j >= c) {
        j -= c;
        base = 32;
    }
    uint32_t w = (uint32_t)(m >> base);
    c = (uint32_t)__builtin_popcount(w & 0xffffu);
    if (j >= c) {
        j -= c;
        base += 16;
        w >>= 16;
    }
    c = (uint32_t)__builtin_popcount(w & 0xffu);
    if (j >= c) {
        j -= c;
        base += 8;
        w >>= 8;
    }
    c = (uint32_t)__builtin_popcount(w & 0xfu);
    if (j >= c) {
        j -= c;
        base += 4;
        w >>= 4;
    }
    return 1ULL << (base + (sel4[w & 0xfu] >> (2 * j) & 3u));
#else
    for (int lane = 0; lane < 3; lane++) {   /* skip whole suits (16-bit lanes) first */
        uint32_t c = (uint32_t)__builtin_popcountll(m & (0xffffULL << (16 * lane)));
        if (j < c)
            break;
        j -= c;
        m &= ~(0xffffULL << (16 * lane));
    }
    for (; j; j--)
        m &= m - 1;   /* drop the lowest card */
    return m & (0 - m);   /* the lowest card left */
#endif
}

/* An iterator over the five-card subsets of a set of cards.  Read hand (the
 * five cards) and pos (their positions in the set, increasing: hand is
 * card[pos[0]] | ... | card[pos[4]]); the other fields are its state. */
typedef struct combo5 {
    uint64_t hand;       /* the current five cards */
    int pos[5];          /* their positions among the set's cards, increasing */
    int n;               /* cards in the set */
    uint8_t card[64];    /* the set's cards, lowest first (card indices) */
    uint64_t part[5];    /* part[k] = the cards at pos[0..k]: a step rebuilds only what changed */
} combo5;

/* Start at the first hand (positions 0..4).  Returns false, with hand = 0,
 * when the set has fewer than five cards. */
static inline bool combo5_first(combo5 *it, uint64_t set)
{
    it->n = 0;
    for (; set; set &= set - 1)
        it->card[it->n++] = (uint8_t)__builtin_ctzll(set);
    it->hand = 0;
    if (it->n < 5)
        return false;
    for (int k = 0; k < 5; k++) {
        it->pos[k] = k;
        it->hand |= 1ULL << it->card[k];
        it->part[k] = it->hand;
    }
    return true;
}

/* Move to the next hand in the order above; false (the iterator unchanged)
 * after the last one. */
static inline bool combo5_next(combo5 *it)
{
    int k = 4;
    while (k >= 0 && it->pos[k] == it->n - 5 + k)   /* position k is at its last value */
        k--;
    if (k < 0)
        return false;
    it->pos[k]++;
    for (int j = k + 1; j < 5; j++)
        it->pos[j] = it->pos[j - 1] + 1;
    for (int j = k; j < 5; j++)
        it->part[j] = (j ? it->part[j - 1] : 0) | 1ULL << it->card[it->pos[j]];
    it->hand = it->part[4];
    return true;
}

#endif
