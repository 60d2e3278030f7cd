/* deal.h - dealing random cards from a deck: a partial Fisher-Yates shuffle.
 *
 * Usage:
 *     deal_deck d;
 *     if (deal_init(&d, deck_mask(32), known) != TALON_OK) ...  // 32 cards minus the known ones
 *     rng g; rng_for_block(&g, seed, 0);
 *     for (...) {
 *         uint64_t hand = deal_cards(&d, 5, &g);   // 5 distinct random cards, as a mask
 *         // the same 5 cards as indices: d.card[0..4]
 *     }
 *
 * A deal_deck holds the n card indices of a deck in some order.  Dealing k
 * cards runs the first k steps of a Fisher-Yates shuffle over the array:
 * for i = 0..k-1, swap card[i] with card[i + u], u uniform in [0, n-i)
 * (rng_bounded, unbiased), so card[0..k-1] are k distinct cards, every
 * ordered k-tuple equally likely.
 *
 * The array is NOT restored between deals, and need not be: the deal is
 * uniform whatever permutation of the deck the array starts from (step i
 * picks uniformly among the n-i cards not yet picked, whatever their
 * positions), so each deal is independent of the previous ones given fresh
 * random numbers, and costs only k draws and k swaps.  The one consequence:
 * the cards dealt by a sequence of calls depend on the array's state, so a
 * reproducible simulation must start each block from a copy of the same
 * initial deal_deck (tab_freq_mc does), not from a deck left by another block.
 *
 * A deal_deck is a plain value (53 bytes): copy it freely.  Not thread-safe
 * on one object (dealing permutes it); one copy per thread or block.
 */
#ifndef TALON_DEAL_H
#define TALON_DEAL_H

#include <assert.h>
#include <stdint.h>

#include "card.h"
#include "rng.h"

typedef struct deal_deck {
    uint8_t card[DECK_MAX];  /* card indices (card.h encoding), a permutation of the deck */
    uint8_t n;               /* number of cards, 0..52 */
} deal_deck;

/* Fill d with the cards of `deck` minus `dead` (dead/known cards: 0 for none),
 * in increasing index order.  deck must be a set of valid cards (no bit 13..15
 * of a suit), and dead a subset of deck (a known card outside the deck is an
 * input error, not something to ignore).
 * Returns TALON_OK or TALON_E_DECK (d untouched). */
int deal_init(deal_deck *d, uint64_t deck, uint64_t dead);

/* The set of cards in d (deck minus dead), whatever its current order. */
uint64_t deal_mask(const deal_deck *d);

/* Deal k distinct uniformly random cards, 0 <= k <= d->n (asserted): returns
 * their mask; afterwards d->card[0..k-1] are the same cards in the order
 * dealt.  Permutes d->card (see above); the set of cards in d is unchanged. */
static inline uint64_t deal_cards(deal_deck *d, int k, rng *g)
{
    assert(k >= 0 && k <= d->n);
    uint64_t hand = 0;
    uint32_t n = d->n;
    for (int i = 0; i < k; i++) {
        uint32_t j = (uint32_t)i + rng_bounded(g, n - (uint32_t)i);   /* j uniform in [i, n) */
        uint8_t c = d->card[j];
        d->card[j] = d->card[i];
        d->card[i] = c;
        hand |= 1ULL << c;
    }
    return hand;
}

/* Dealing a fixed number of cards many times, with fewer random numbers
 * and no memory traffic: deal_plan_cards picks k distinct cards of a set
 * of n, card i being the u_i-th of the cards not yet picked (lowest index
 * first), u_i uniform in [0, n - i): every ordered k-tuple has probability
 * 1 / (n (n-1) ... (n-k+1)), as with deal_cards.  The bounds being known in
 * advance, they are cut into groups of DEAL_GROUP, each drawn from one
 * 32-bit output (rng_bounded_batch: exact, unbiased): at 50 cards, 11 cards
 * (three random hands and a board) take 3 outputs instead of 11, and no
 * division (deal_plan_chunk: the same for a chunk of deals, by stages).  The set of cards left is a register, not an array: the
 * in-place swaps of deal_cards make a trial's loads wait on its own earlier
 * stores to addresses known late (each swap moves a card that a later draw
 * of the same deal may read), and a deal of 11 cards cost 20 ns that way.
 *
 * Usage:
 *     deal_plan p;
 *     deal_plan_init(&p, card_count(live), 11);
 *     uint8_t c[11];
 *     for (...) { deal_plan_cards(&p, live, &g, c); ... c[0..10] ... }
 *
 * A plan is a read-only value once built (share it between threads).  It
 * keeps no deck: the same live set gives the same cards for the same
 * generator state, whatever was dealt before.  Its draws are not
 * deal_cards' draws (the same generator deals other cards; both uniform). */
/* Draws per 32-bit output: the product of four bounds is at most 52^4 <
 * 2^23, so an output is rejected with probability under 2^-9 (at 50
 * cards: 50*49*48*47 = 5 527 200, 2^32 mod it 332 896: 0.008%); five
 * (up to 2^28.5) would reject up to 9% of outputs.  A constant, so that
 * a group's draws unroll.  Changing it changes the deals. */
#define DEAL_GROUP 4

typedef struct deal_plan {
    uint8_t n, k;                  /* cards in the set, cards dealt */
    uint32_t bound[DECK_MAX];      /* bound[i] = n - i, i < k; 1 up to the group's end */
    uint32_t thresh[DECK_MAX / DEAL_GROUP + 1];   /* each group's rng_batch_thresh */
} deal_plan;

/* Plan the deal of k cards out of n (0 <= k <= n <= DECK_MAX).  Returns
 * TALON_OK or TALON_E_RANGE (p untouched). */
int deal_plan_init(deal_plan *p, int n, int k);

#define DEAL__L8 0x0101010101010101ULL
#define DEAL__H8 0x8080808080808080ULL

/* The number of bytes i of a word of eight byte counts c_0..c_7, each
 * increasing and at most 64, with c_i <= u (u <= 63): byte i of
 * (u * L8 | H8) - c keeps its top bit iff u >= c_i, no borrow crossing a
 * byte as every byte starts at 128 + u >= c_i; the top bits, moved to bit 0
 * of each byte and multiplied by L8, sum up in the top byte. */
static inline uint32_t deal__count_le(uint64_t c, uint32_t u)
{
    uint64_t ge = ((u * DEAL__L8 | DEAL__H8) - c) & DEAL__H8;
    return (uint32_t)(((ge >> 7) * DEAL__L8) >> 56);
}

/* The bit of the u-th set bit of m (lowest first, u < popcount(m)), in
 * plain 64-bit arithmetic (Vigna, "Broadword implementation of rank/select
 * queries", 2008): the bytes' bit counts (SWAR popcount), their prefix sums
 * by one multiplication, the byte holding the bit = the number of prefix
 * sums <= u; then the same within that byte, its eight bits spread to eight
 * bytes (bit i of v is byte i of (v * L8) & 0x8040201008040201, made 0 or
 * 1).  No table, no branch, no popcnt instruction. */
static inline uint64_t deal__select_bw(uint64_t m, uint32_t u)
{
    uint64_t s = m - (m >> 1 & 0x5555555555555555ULL);
    s = (s & 0x3333333333333333ULL) + (s >> 2 & 0x3333333333333333ULL);
    s = (s + (s >> 4)) & 0x0f0f0f0f0f0f0f0fULL;          /* byte i: popcount of byte i */
    uint64_t cum = s * DEAL__L8;                            /* byte i: popcount of bytes 0..i */
    uint32_t byte = deal__count_le(cum, u);                 /* the byte of the answer */
    uint32_t shift = 8 * byte;
    u -= (uint32_t)((cum << 8) >> shift) & 0xff;             /* its rank within the byte */
    uint64_t v = m >> shift & 0xff;
    uint64_t t = (v * DEAL__L8) & 0x8040201008040201ULL;    /* byte i: bit i of v, in place */
    t = (((t & ~DEAL__H8) + ~DEAL__H8) | t) & DEAL__H8;      /* byte i: 128 iff bit i of v */
    uint64_t cb = (t >> 7) * DEAL__L8;                      /* byte i: set bits 0..i of v */
    return 1ULL << (shift + deal__count_le(cb, u));
}

/* The same; one pdep where it is fast (BMI2 on every CPU but AMD's before
 * Zen 3, which microcode it: there the broadword form). */
static inline uint64_t deal__select(uint64_t m, uint32_t u)
{
    assert(u < (uint32_t)bits_count64(m));
#if defined(__BMI2__) && !defined(__znver1__) && !defined(__znver2__) && !defined(__bdver4__)
    return __builtin_ia32_pdep_di(1ULL << u, m);
#else
    return deal__select_bw(m, u);
#endif
}

/* Many deals at once: deal i of the m (m <= DEAL_CHUNK) goes to
 * out[i * stride .. i * stride + k), each as a call of deal_plan_cards
 * would deal (the u-th live card not yet dealt, u_i uniform in [0, n - i)),
 * but the random numbers are taken otherwise, in stages over the whole
 * chunk, so that no stage waits on another: the next G m outputs of g (G =
 * the plan's groups), output q m + i for group q of deal i (made four at a
 * time from the LCG jumped four steps: the outputs of rng_next, without
 * its one chain of multiplies); every group split by its bounds in one
 * flat loop (vectorised); a group whose leftover falls under its threshold
 * (probability under 2^-9) drawn again from the outputs that follow, in
 * order of group, then deal; the cards selected last.  Every build deals
 * the same cards (the arithmetic is the same; only the vector width
 * differs).  Uniform and unbiased as rng_bounded_batch is. */
#define DEAL_CHUNK 128
void deal_plan_chunk(const deal_plan *p, uint64_t live, rng *g, int m, uint8_t *out, int stride);

/* Deal p->k distinct cards of live (p->n == card_count(live), asserted):
 * out[0..k-1] their indexes, out[i] the u_i-th card of live less out[0..i-1]
 * (see above); returns their mask. */
static inline uint64_t deal_plan_cards(const deal_plan *p, uint64_t live, rng *g, uint8_t *out)
{
    assert(p->n == bits_count64(live));
    uint32_t u[DEAL_GROUP] = {0};
    uint64_t l = live;
    for (int i = 0, q = 0; i < p->k; q++) {
        int len = p->k - i < DEAL_GROUP ? p->k - i : DEAL_GROUP;
        rng_bounded_batch(g, p->bound + i, len, p->thresh[q], u);
        for (int j = 0; j < len; j++, i++) {
            uint64_t b = deal__select(l, u[j]);
            l ^= b;
            out[i] = (uint8_t)__builtin_ctzll(b);
        }
    }
    return live ^ l;
}

#endif
