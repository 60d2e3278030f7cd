/* deal.c - building a deal_deck from a deck mask.
 *
 * The hot operation, deal_cards, is inline in deal.h so that a simulation's
 * per-trial loop (deal, evaluate, count) compiles into one loop without a
 * call.  Here only the set-up: validate the masks at the edge (cards outside
 * the 13 rank bits of a suit, dead cards outside the deck) and list the
 * cards lowest index first.  Invariant of every deal_deck: card[0..n-1] are
 * n distinct valid card indices; dealing permutes them and never changes the
 * set.
 */
#include "card.h"
#include "deal.h"
#include "err.h"

int deal_init(deal_deck *d, uint64_t deck, uint64_t dead)
{
    if ((deck & ~CARD_ALL) != 0 || (dead & ~deck) != 0)
        return TALON_E_DECK;
    uint64_t m = deck & ~dead;
    int n = 0;
    while (m) {
        d->card[n++] = (uint8_t)__builtin_ctzll(m);
        m &= m - 1;   /* clear the lowest set bit */
    }
    d->n = (uint8_t)n;
    return TALON_OK;
}

uint64_t deal_mask(const deal_deck *d)
{
    uint64_t m = 0;
    for (int i = 0; i < d->n; i++)
        m |= 1ULL << d->card[i];
    return m;
}

/* Groups of DEAL_GROUP bounds, each with the threshold of its product. */
int deal_plan_init(deal_plan *p, int n, int k)
{
    if (n < 0 || n > DECK_MAX || k < 0 || k > n)
        return TALON_E_RANGE;
    p->n = (uint8_t)n;
    p->k = (uint8_t)k;
    for (int q = 0; q * DEAL_GROUP < k; q++) {
        uint64_t prod = 1;
        for (int i = q * DEAL_GROUP; i < (q + 1) * DEAL_GROUP; i++) {
            /* a short last group padded with bound 1: a draw of 0 that
             * leaves the leftover as it is (x * 1 = 0 * 2^32 + x) */
            p->bound[i] = i < k ? (uint32_t)(n - i) : 1u;
            prod *= p->bound[i];
        }
        p->thresh[q] = rng_batch_thresh(prod);
    }
    return TALON_OK;
}

/* The LCG lanes of rng_next's stream: lane l holds the state of output j
 * with j = l mod L (L = DEAL_LANES), and L steps at once are
 *   s -> M^L s + c (1 + M + ... + M^(L-1))  (mod 2^64)
 * (rng.c's rng_advance, with n = L).  Each output is pcg32's XSH-RR of its
 * state, as in rng_next. */
#define DEAL_PCG_MULT 6364136223846793005ULL
#define DEAL_LANES 8

static inline uint32_t deal__pcg_out(uint64_t old)
{
    uint32_t xorshifted = (uint32_t)(((old >> 18u) ^ old) >> 27u);
    uint32_t rot = (uint32_t)(old >> 59u);
    return (xorshifted >> rot) | (xorshifted << ((-rot) & 31));
}

/* Stage 4 of deal_plan_chunk: deal i's k cards from its draws u[0..k)[i]. */
static inline __attribute__((always_inline)) void deal__select_all(uint64_t live, uint8_t (*u)[DEAL_CHUNK], int m,
                                                                   uint8_t *out, int stride, int k)
{
    int i = 0;
    for (; i + 2 <= m; i += 2) {   /* two deals interleaved: each select waits on the one before */
        uint64_t l0 = live, l1 = live;
        uint8_t *o0 = out + (size_t)i * (size_t)stride, *o1 = o0 + stride;
        for (int t = 0; t < k; t++) {
            uint64_t b0 = deal__select(l0, u[t][i]), b1 = deal__select(l1, u[t][i + 1]);
            l0 ^= b0;
            l1 ^= b1;
            o0[t] = (uint8_t)__builtin_ctzll(b0);
            o1[t] = (uint8_t)__builtin_ctzll(b1);
        }
    }
    for (; i < m; i++) {
        uint64_t l = live;
        uint8_t *o = out + (size_t)i * (size_t)stride;
        for (int t = 0; t < k; t++) {
            uint64_t bit = deal__select(l, u[t][i]);
            l ^= bit;
            o[t] = (uint8_t)__builtin_ctzll(bit);
        }
    }
}

void deal_plan_chunk(const deal_plan *p, uint64_t live, rng *g, int m, uint8_t *out, int stride)
{
    assert(m >= 0 && m <= DEAL_CHUNK && p->n == bits_count64(live));
    const int k = p->k, G = (k + DEAL_GROUP - 1) / DEAL_GROUP, no = G * m;
    uint32_t x[(DECK_MAX / DEAL_GROUP + 1) * DEAL_CHUNK];
    uint8_t u[DECK_MAX][DEAL_CHUNK], bad[(DECK_MAX / DEAL_GROUP + 1) * DEAL_CHUNK];
    /* 1. the outputs, DEAL_LANES lanes (a loop the compiler vectorises) */
    uint64_t st[DEAL_LANES], C = 0, Mn = 1;   /* Mn = M^L, C = c (1 + M + ... + M^(L-1)) */
    st[0] = g->state;
    for (int l = 1; l < DEAL_LANES; l++)
        st[l] = st[l - 1] * DEAL_PCG_MULT + g->inc;
    for (int l = 0; l < DEAL_LANES; l++) {
        C = C * DEAL_PCG_MULT + g->inc;
        Mn *= DEAL_PCG_MULT;
    }
    int j = 0;
    for (; j + DEAL_LANES <= no; j += DEAL_LANES)
        for (int l = 0; l < DEAL_LANES; l++) {
            x[j + l] = deal__pcg_out(st[l]);
            st[l] = st[l] * Mn + C;
        }
    g->state = st[0];   /* the state of output j: the next one rng_next gives */
    for (; j < no; j++)
        x[j] = rng_next(g);
    /* 2. the splits, group by group over the chunk */
    int nbad = 0;
    for (int q = 0; q < G; q++) {
        const uint32_t *b = p->bound + DEAL_GROUP * q, t = p->thresh[q];   /* a short last group: bounds 1 */
        const uint32_t *xq = x + q * m;
        uint8_t *bq = bad + q * m;
        for (int i = 0; i < m; i++) {
            uint64_t y0 = (uint64_t)xq[i] * b[0];
            uint64_t y1 = (uint64_t)(uint32_t)y0 * b[1];
            uint64_t y2 = (uint64_t)(uint32_t)y1 * b[2];
            uint64_t y3 = (uint64_t)(uint32_t)y2 * b[3];
            u[DEAL_GROUP * q][i] = (uint8_t)(y0 >> 32);
            u[DEAL_GROUP * q + 1][i] = (uint8_t)(y1 >> 32);
            u[DEAL_GROUP * q + 2][i] = (uint8_t)(y2 >> 32);
            u[DEAL_GROUP * q + 3][i] = (uint8_t)(y3 >> 32);
            bq[i] = (uint32_t)y3 < t;
        }
        for (int i = 0; i < m; i++)
            nbad += bq[i];
    }
    /* 3. the rejected groups again, from the outputs that follow */
    if (nbad)
        for (int q = 0; q < G; q++)
            for (int i = 0; i < m; i++)
                if (bad[q * m + i]) {
                    const int len = k - DEAL_GROUP * q < DEAL_GROUP ? k - DEAL_GROUP * q : DEAL_GROUP;
                    uint32_t r[DEAL_GROUP];
                    rng_bounded_batch(g, p->bound + DEAL_GROUP * q, len, p->thresh[q], r);
                    for (int jj = 0; jj < len; jj++)
                        u[DEAL_GROUP * q + jj][i] = (uint8_t)r[jj];
                }
    /* 4. the cards (unrolled for the usual counts: 11 for three random
     * hands and a board) */
    switch (k) {
#define DEAL_SELECT_CASE(K)                       \
    case K:                                       \
        deal__select_all(live, u, m, out, stride, K); \
        break;
    DEAL_SELECT_CASE(2) DEAL_SELECT_CASE(3) DEAL_SELECT_CASE(4) DEAL_SELECT_CASE(5) DEAL_SELECT_CASE(6)
    DEAL_SELECT_CASE(7) DEAL_SELECT_CASE(8) DEAL_SELECT_CASE(9) DEAL_SELECT_CASE(10) DEAL_SELECT_CASE(11)
    DEAL_SELECT_CASE(12) DEAL_SELECT_CASE(13) DEAL_SELECT_CASE(15) DEAL_SELECT_CASE(17)
#undef DEAL_SELECT_CASE
    default:
        deal__select_all(live, u, m, out, stride, k);
    }
}
