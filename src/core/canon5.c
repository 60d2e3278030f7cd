/* canon5.c - the canonical five-card hands of a deck (canon5.h).
 *
 * A canonical hand is four suit masks m0 >= m1 >= m2 >= m3 (as 13-bit
 * numbers, suit 0 in the low bits) of 5 cards in all.  Its 64-bit mask
 * orders like (m3, m2, m1, m0) lexicographically, so four nested loops, m3
 * outermost, each over the deck's rank subsets in increasing order from
 * the mask of the level before, give the hands in increasing order with no
 * sort.  The work is about the output's size, not the deck's C(N, 5):
 * each level walks an ascending list of the rank subsets small enough to
 * leave a card for each level inside it, from the first mask >= the
 * level before (a binary search); the innermost takes exactly the cards
 * left.
 */
#include "bits.h"
#include "canon5.h"
#include "card.h"
#include "err.h"

enum {
    LE4_MAX = 1093,   /* subsets of at most 4 of 13 ranks: sum of C(13, i), i <= 4 */
    BY_MAX = 1287     /* subsets of exactly k of 13 ranks, k <= 5: at most C(13, 5) */
};

/* The first index of v[0..n) (ascending) holding a value >= x. */
static size_t lower_bound(const uint16_t *v, size_t n, uint16_t x)
{
    size_t lo = 0, hi = n;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (v[mid] < x)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}

int canon5_walk(uint64_t deck, int (*fn)(void *ctx, uint64_t hand, uint32_t orbit), void *ctx)
{
    const uint16_t R = (uint16_t)(deck & CARD_RANK_MASK);
    if (!fn || deck != (uint64_t)R * 0x0001000100010001ULL)
        return TALON_E_INVAL;
    /* le[j]: every subset of R of at most j ranks (j <= 4), ascending;
     * by[k]: those of exactly k ranks (k <= 5), ascending. */
    uint16_t le[5][LE4_MAX], by[6][BY_MAX];
    size_t nle[5] = {0}, nby[6] = {0};
    for (uint32_t x = 0; x <= CARD_RANK_MASK; x++) {
        int k = bits_count32(x);
        if ((x & ~(uint32_t)R) || k > 5)
            continue;
        by[k][nby[k]++] = (uint16_t)x;
        for (int j = k; j <= 4; j++)
            le[j][nle[j]++] = (uint16_t)x;
    }
    /* A non-empty mask leaves a card for each level inside it (a mask >=
     * a non-empty one is not empty): m3 has at most 2 cards, m3 + m2 at
     * most 3, m3 + m2 + m1 at most 4; m0 takes exactly what is left. */
    for (size_t i3 = 0; i3 < nle[2]; i3++) {
        const uint16_t m3 = le[2][i3];
        const int k3 = bits_count32(m3), j2 = 3 - k3;
        for (size_t i2 = lower_bound(le[j2], nle[j2], m3); i2 < nle[j2]; i2++) {
            const uint16_t m2 = le[j2][i2];
            const int k2 = bits_count32(m2), j1 = 4 - k3 - k2;
            for (size_t i1 = lower_bound(le[j1], nle[j1], m2); i1 < nle[j1]; i1++) {
                const uint16_t m1 = le[j1][i1];
                const int k0 = 5 - k3 - k2 - bits_count32(m1);
                const uint64_t h1 = (uint64_t)m3 << 48 | (uint64_t)m2 << 32 | (uint64_t)m1 << 16;
                for (size_t i0 = lower_bound(by[k0], nby[k0], m1); i0 < nby[k0]; i0++) {
                    const uint64_t h = h1 | by[k0][i0];
                    int rc = fn(ctx, h, canon5_orbit(h));
                    if (rc)
                        return rc;
                }
            }
        }
    }
    return 0;
}
