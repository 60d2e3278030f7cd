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

#include "bits.h"

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
    /* A broadword select where popcount is one instruction (WebAssembly;
     * x86-64 with POPCNT, without fast pdep), after Vigna, "Broadword
     * implementation of rank/select queries" (2008), with L = 0x01 and
     * H = 0x80 in every byte:
     *     s = the count of each byte of m       (2-, 4-, then 8-bit sums)
     *     b = s * L: byte i = cards in bytes 0..i (at most 64: no carry)
     *     k = popcount(((j * L | H) - b) & H)   the bytes with b_i <= j (each
     *         byte 0x80 + j - b_i >= 0x40 borrows nothing; its top bit is
     *         [b_i <= j]), i.e. the byte holding the j-th card
     *     the card: the (j - b_{k-1})-th set bit of byte k, from SEL8.
     * SEL8[x] lists the set bits of the byte x, lowest first, 3 bits each.
     * Its chain is half the length of a select by popcount halving (four
     * dependent compare-and-select steps): under node, 14 against 20 ns a
     * card in a chain of dependent picks (combo_nth_cards runs four side by
     * side). */
    static const uint32_t SEL8[256] = {
        0x000000, 0x000000, 0x000001, 0x000008, 0x000002, 0x000010, 0x000011, 0x000088,
        0x000003, 0x000018, 0x000019, 0x0000c8, 0x00001a, 0x0000d0, 0x0000d1, 0x000688,
        0x000004, 0x000020, 0x000021, 0x000108, 0x000022, 0x000110, 0x000111, 0x000888,
        0x000023, 0x000118, 0x000119, 0x0008c8, 0x00011a, 0x0008d0, 0x0008d1, 0x004688,
        0x000005, 0x000028, 0x000029, 0x000148, 0x00002a, 0x000150, 0x000151, 0x000a88,
        0x00002b, 0x000158, 0x000159, 0x000ac8, 0x00015a, 0x000ad0, 0x000ad1, 0x005688,
        0x00002c, 0x000160, 0x000161, 0x000b08, 0x000162, 0x000b10, 0x000b11, 0x005888,
        0x000163, 0x000b18, 0x000b19, 0x0058c8, 0x000b1a, 0x0058d0, 0x0058d1, 0x02c688,
        0x000006, 0x000030, 0x000031, 0x000188, 0x000032, 0x000190, 0x000191, 0x000c88,
        0x000033, 0x000198, 0x000199, 0x000cc8, 0x00019a, 0x000cd0, 0x000cd1, 0x006688,
        0x000034, 0x0001a0, 0x0001a1, 0x000d08, 0x0001a2, 0x000d10, 0x000d11, 0x006888,
        0x0001a3, 0x000d18, 0x000d19, 0x0068c8, 0x000d1a, 0x0068d0, 0x0068d1, 0x034688,
        0x000035, 0x0001a8, 0x0001a9, 0x000d48, 0x0001aa, 0x000d50, 0x000d51, 0x006a88,
        0x0001ab, 0x000d58, 0x000d59, 0x006ac8, 0x000d5a, 0x006ad0, 0x006ad1, 0x035688,
        0x0001ac, 0x000d60, 0x000d61, 0x006b08, 0x000d62, 0x006b10, 0x006b11, 0x035888,
        0x000d63, 0x006b18, 0x006b19, 0x0358c8, 0x006b1a, 0x0358d0, 0x0358d1, 0x1ac688,
        0x000007, 0x000038, 0x000039, 0x0001c8, 0x00003a, 0x0001d0, 0x0001d1, 0x000e88,
        0x00003b, 0x0001d8, 0x0001d9, 0x000ec8, 0x0001da, 0x000ed0, 0x000ed1, 0x007688,
        0x00003c, 0x0001e0, 0x0001e1, 0x000f08, 0x0001e2, 0x000f10, 0x000f11, 0x007888,
        0x0001e3, 0x000f18, 0x000f19, 0x0078c8, 0x000f1a, 0x0078d0, 0x0078d1, 0x03c688,
        0x00003d, 0x0001e8, 0x0001e9, 0x000f48, 0x0001ea, 0x000f50, 0x000f51, 0x007a88,
        0x0001eb, 0x000f58, 0x000f59, 0x007ac8, 0x000f5a, 0x007ad0, 0x007ad1, 0x03d688,
        0x0001ec, 0x000f60, 0x000f61, 0x007b08, 0x000f62, 0x007b10, 0x007b11, 0x03d888,
        0x000f63, 0x007b18, 0x007b19, 0x03d8c8, 0x007b1a, 0x03d8d0, 0x03d8d1, 0x1ec688,
        0x00003e, 0x0001f0, 0x0001f1, 0x000f88, 0x0001f2, 0x000f90, 0x000f91, 0x007c88,
        0x0001f3, 0x000f98, 0x000f99, 0x007cc8, 0x000f9a, 0x007cd0, 0x007cd1, 0x03e688,
        0x0001f4, 0x000fa0, 0x000fa1, 0x007d08, 0x000fa2, 0x007d10, 0x007d11, 0x03e888,
        0x000fa3, 0x007d18, 0x007d19, 0x03e8c8, 0x007d1a, 0x03e8d0, 0x03e8d1, 0x1f4688,
        0x0001f5, 0x000fa8, 0x000fa9, 0x007d48, 0x000faa, 0x007d50, 0x007d51, 0x03ea88,
        0x000fab, 0x007d58, 0x007d59, 0x03eac8, 0x007d5a, 0x03ead0, 0x03ead1, 0x1f5688,
        0x000fac, 0x007d60, 0x007d61, 0x03eb08, 0x007d62, 0x03eb10, 0x03eb11, 0x1f5888,
        0x007d63, 0x03eb18, 0x03eb19, 0x1f58c8, 0x03eb1a, 0x1f58d0, 0x1f58d1, 0xfac688,
    };
    const uint64_t L = 0x0101010101010101ULL, H = 0x8080808080808080ULL;
    uint64_t s = m - ((m >> 1) & 0x5555555555555555ULL);
    s = (s & 0x3333333333333333ULL) + ((s >> 2) & 0x3333333333333333ULL);
    s = (s + (s >> 4)) & 0x0f0f0f0f0f0f0f0fULL;
    uint64_t b = s * L;
    uint32_t k = (uint32_t)bits_count64((((uint64_t)j * L | H) - b) & H);
    if (k >= 8)
        return 0;   /* j >= popcount(m) */
    uint32_t r = j - (uint32_t)((b << 8 >> 8 * k) & 0xff);   /* b << 8: byte k holds b_{k-1} (0 for k = 0) */
    return 1ULL << (8 * k + ((SEL8[(m >> 8 * k) & 0xff] >> 3 * r) & 7));
#else
    for (int lane = 0; lane < 3; lane++) {   /* skip whole suits (16-bit lanes) first */
        uint32_t c = (uint32_t)bits_count64(m & (0xffffULL << (16 * lane)));
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

/* k (0..4) cards picked one after another, as a dealer takes the d[0]-th
 * card of m, then the d[1]-th of the cards left, ...:
 *     c[i] = combo_nth_card(m ^ c[0] ^ ... ^ c[i-1], d[i])     (i < k)
 * A d[i] at or past the cards left at its turn (a spare pick, thrown away by
 * the caller: table.c deals four cards per generator output) gives 0 or
 * some card of m, and so may every later c[i]; d[i] may be any value.
 * c has room for 4: without fast pdep all four are written, whatever k.
 *
 * With pdep, one pick after the other (pdep is 3 cycles).  Without it, a
 * select is a chain of a dozen operations, and four dependent ones are the
 * dealer's critical path: so each d[i] becomes a position p[i] in m itself,
 * past the cards already taken,
 *     p = d[i]; for each q in p[0..i-1], lowest first: p += (q <= p)
 * (the d-th card left is the p-th card of m when exactly p - d of the cards
 * taken lie at or below p), and the four selects on m are independent (they
 * also share m's byte counts).  With these and the select by byte counts,
 * the page's talon equity --players 4 --deck 32 --trials 2000000 takes
 * 0.92 s of CPU under node's WASI, against 1.38 s with four dependent
 * selects by popcount halving (native: 0.37 s); with pdep the same was 10%
 * slower (more instructions for a chain that was short already). */
static inline void combo_nth_cards(uint64_t m, const uint32_t d[4], uint32_t k, uint64_t c[4])
{
    assert(k <= 4);
#ifdef COMBO_PDEP
    for (uint32_t i = 0; i < k; i++) {
        c[i] = combo_nth_card(m, d[i] & 63);
        m ^= c[i];
    }
#else
    (void)k;
    uint32_t p0 = d[0] & 63, d1 = d[1] & 63, d2 = d[2] & 63, d3 = d[3] & 63;
    uint32_t p1 = d1 + (d1 >= p0);
    uint32_t lo = p0 < p1 ? p0 : p1, hi = p0 < p1 ? p1 : p0;   /* p0, p1 in order */
    uint32_t p2 = d2 + (d2 >= lo);
    p2 += p2 >= hi;
    uint32_t q0 = lo < p2 ? lo : p2, q2 = hi > p2 ? hi : p2, q1 = lo + hi + p2 - q0 - q2;   /* p0..p2 in order */
    uint32_t p3 = d3 + (d3 >= q0);
    p3 += p3 >= q1;
    p3 += p3 >= q2;
    /* & 63: a spare pick's position may pass 63 (its card is thrown away) */
    c[0] = combo_nth_card(m, p0);
    c[1] = combo_nth_card(m, p1 & 63);
    c[2] = combo_nth_card(m, p2 & 63);
    c[3] = combo_nth_card(m, p3 & 63);
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
