/* eval_fast.c - building the table evaluator's tables (eval_fast.h).
 *
 * Design.  A hand's value depends on its rank multiset unless it has a
 * flush, and then only on the flush suit's ranks:
 *   - in 5..7 cards, five of one suit leave at most two other cards, so no
 *     full house and no quads are possible (the five suited ranks differ);
 *     the flush beats every remaining category (high card .. trips,
 *     straight) in all three orders (rules.h), so the hand's value is the
 *     best of flush and straight flush of the suit's own cards, which is
 *     eval7 of those cards alone;
 *   - without a flush, eval7 looks at suits only to find a flush, so every
 *     hand with the same ranks has the same value.
 * So two tables: by rank multiset (no flush), and by flush-suit rank mask.
 *
 * The rank multiset as a number.  The ranks fall in three groups, T = T..A
 * (5 ranks), M = 6..9 and L = 2..5; within a group, rank j (from the
 * group's lowest) has the multiplier mult[j] = 1, 5, 24, 112, 521, and a
 * group's key is the sum of its cards' multipliers.  mult was found by a
 * greedy search: each the smallest number above the previous one that
 * keeps the sums of all multisets of at most 7 cards (at most 4 of a rank)
 * distinct, so a group's key identifies its multiset; the largest keys are
 * 2 420 (T: 12 bits) and 520 (M, L: 10 bits).  Keys are sums, so a hand is
 * built card by card (eval_fast_hand) or suit by suit (suit_key[13-bit
 * mask]), all three keys in one word.
 *
 * Direct index (no hashing).  The multisets (alpha, beta, gamma) of the
 * groups T, M, L with 5..7 cards in all are numbered gamma-major, then
 * beta, then alpha in the order of pos_t: alpha's rank among T's multisets
 * sorted by size.  For gamma with c cards and beta with b, the valid alphas
 * are those of size lo = max(0, 5 - b - c) .. hi = 7 - b - c, a contiguous
 * run of pos_t, so
 *     index = off_l[gamma] + off_m[beta, c] + pos_t[alpha]
 * (c, the number of cards 2..5, is kept in the incremental key and
 * popcounted from a mask, so the three loads do not wait on each other)
 * with off_l[gamma] the slots of the gammas before it, and off_m[beta, c]
 * the slots of the betas before beta (for this c) minus pos_t's start of
 * size lo, plus EVAL_FAST_BIAS (so never negative; the lookup takes the
 * bias off in the slot load's displacement).  T is the innermost group:
 * the high cards, which change fastest in a rank-ordered enumeration, then
 * move the index least.  The index is minimal: the 73 775 multisets of
 * 5..7 cards at 52 cards fill 73 775 slots.  Only multisets of the deck's
 * ranks are numbered, so smaller decks use fewer.  A slot holds a 16-bit id
 * of the value (at most 7 462 distinct values at 52 cards; value[id] the
 * 32-bit value), for the callers that compare ids, and slot_value the
 * value itself: 2 + 4 bytes per multiset.  Until issue 27 the value was
 * value[slot[index]], all the tables under 256 KiB; one load fewer a hand
 * and the 30 KiB value table out of the L1 cache were worth the 288 KiB
 * more (bench/RESULTS.md).  Lookup: three loads of the index (5, 16,
 * 4 KiB), one of the value.
 *
 * Bounds: pos_t, off_m and off_l have an entry for every key a group can
 * have (0..2420, 0..520), zero when unused, and hands of 5..7 cards of the
 * deck give indexes in range; other hands are outside the contract (as for
 * eval7, asserted in debug builds, not checked).
 */
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "card.h"
#include "err.h"
#include "eval.h"
#include "eval_batch.h"
#include "eval_fast.h"

/* Greedy multipliers of a group's ranks (see the top). */
static const uint32_t fast_mult[5] = {1, 5, 24, 112, 521};
/* The groups: first rank, number of ranks, bit position in the key. */
static const int grp_lo[3] = {8, 4, 0}, grp_n[3] = {5, 4, 4}, grp_shift[3] = {0, 12, 22};
#define FAST_GROUP_MAX 1024   /* multisets of one group with at most 7 cards: 687 for C */
/* Key values of a group: 0..520 (4 ranks: 4 * 112 + 3 * 24) and 0..2420
 * (5 ranks: 4 * 521 + 3 * 112). */
#define FAST_KEYS_AB EVAL_FAST_KEYS_AB
#define FLUSH_TAG 0x80000000u   /* an entry's payload: a flush mask, not a slot */
#define FAST_KEYS_C EVAL_FAST_KEYS_C

/* The multisets of one group (ranks >= low only): key, size, rank counts. */
typedef struct fast_group {
    int n;
    uint32_t key[FAST_GROUP_MAX];
    uint8_t size[FAST_GROUP_MAX];
    uint8_t cnt[FAST_GROUP_MAX][5];
    /* a hand of the multiset whose cards take the suits k0, k0 + 1, ...
     * (mod 4), for k0 = 0..3: a multiset of all three groups is
     * hand[gamma][0] | hand[beta][c % 4] | hand[alpha][(b + c) % 4] (b, c
     * the cards of beta, gamma): the cards of the whole hand take the suits
     * 0, 1, 2, 3, 0... in turn, so the copies of a rank (consecutive) get
     * distinct suits and no suit gets more than 2 of 7 cards (no flush) */
    uint64_t hand[FAST_GROUP_MAX][4];
} fast_group;

static void group_list(fast_group *g, int gi, int low, int j, int left, uint8_t *cnt)
{
    if (j == grp_n[gi]) {
        uint32_t key = 0;
        int size = 0;
        for (int q = 0; q < grp_n[gi]; q++) {
            key += cnt[q] * fast_mult[q];
            size += cnt[q];
        }
        g->key[g->n] = key;
        g->size[g->n] = (uint8_t)size;
        memcpy(g->cnt[g->n], cnt, 5);
        for (int k0 = 0; k0 < 4; k0++) {
            uint64_t h = 0;
            int k = k0;
            for (int q = 0; q < grp_n[gi]; q++)
                for (int x = 0; x < cnt[q]; x++, k++)
                    h |= card_bit(grp_lo[gi] + q, k % 4);
            g->hand[g->n][k0] = h;
        }
        g->n++;
        return;
    }
    int maxc = grp_lo[gi] + j < low ? 0 : 4;    /* ranks off the deck: none */
    for (int c = 0; c <= maxc && c <= left; c++) {
        cnt[j] = (uint8_t)c;
        group_list(g, gi, low, j + 1, left - c, cnt);
    }
    cnt[j] = 0;
}

/* The group's multisets sorted by size (stable). */
static void group_build(fast_group *g, int gi, int low)
{
    uint8_t cnt[5] = {0};
    fast_group *tmp = malloc(sizeof *tmp);
    g->n = 0;
    group_list(g, gi, low, 0, 7, cnt);
    if (!tmp)
        return;   /* unsorted: the caller checks sortedness */
    int k = 0;
    for (int s = 0; s <= 7; s++)
        for (int i = 0; i < g->n; i++)
            if (g->size[i] == s) {
                tmp->key[k] = g->key[i];
                tmp->size[k] = g->size[i];
                memcpy(tmp->cnt[k], g->cnt[i], 5);
                memcpy(tmp->hand[k], g->hand[i], sizeof tmp->hand[k]);
                k++;
            }
    tmp->n = k;
    memcpy(g, tmp, sizeof *g);
    free(tmp);
}

/* Sort e[0..n) by their top 32 bits (LSD radix, 11 bits a pass, stable;
 * the low 32 bits are a payload).  qsort and a binary search per entry took
 * most of the build time. */ 
static int radix_hi32(uint64_t *e, size_t n)
{
    uint64_t *tmp = malloc(n * sizeof *tmp);
    if (!tmp)
        return TALON_E_NOMEM;
    for (int sh = 32; sh < 64; sh += 11) {
        size_t cnt[2049] = {0};
        for (size_t i = 0; i < n; i++)
            cnt[(e[i] >> sh & 2047) + 1]++;
        for (int d = 0; d < 2048; d++)
            cnt[d + 1] += cnt[d];
        for (size_t i = 0; i < n; i++)
            tmp[cnt[e[i] >> sh & 2047]++] = e[i];
        memcpy(e, tmp, n * sizeof *e);
    }
    free(tmp);
    return TALON_OK;
}

/* The rank key of a 13-bit rank mask (one suit). */
static uint32_t fast_mask_key(unsigned m)
{
    uint32_t k = 0;
    for (int gi = 0; gi < 3; gi++)
        for (int q = 0; q < grp_n[gi]; q++)
            if (m >> (grp_lo[gi] + q) & 1)
                k += fast_mult[q] << grp_shift[gi];
    return k;
}

int eval_fast_new(const rules *r, eval_fast **out)
{
    if (!out)
        return TALON_E_INVAL;
    *out = NULL;
    if (!r)
        return TALON_E_INVAL;
    unsigned deck_ranks = (unsigned)(r->deck & CARD_RANK_MASK);
    int rc = TALON_E_NOMEM;
    fast_group *g = malloc(3 * sizeof *g);
    eval_fast *t = calloc(1, sizeof *t);
    uint64_t *ent = malloc((EVAL_FAST_SLOTS + 8192) * sizeof *ent);
    uint64_t *hands = malloc((EVAL_FAST_SLOTS + 8192) * sizeof *hands);
    uint32_t *vals = malloc((EVAL_FAST_SLOTS + 8192) * sizeof *vals);
    if (!g || !t || !ent || !hands || !vals)
        goto out;
    for (int gi = 0; gi < 3; gi++)
        group_build(&g[gi], gi, r->low_rank);
    /* astart[s]: first position of A's multisets of size s */
    int astart[9] = {0};
    for (int i = 0; i < g[0].n; i++)
        astart[g[0].size[i] + 1]++;
    for (int s = 0; s < 8; s++)
        astart[s + 1] += astart[s];
    for (int i = 0; i < g[0].n; i++) {
        if (i > 0 && g[0].size[i] < g[0].size[i - 1])
            goto out;   /* group_build could not sort (no memory) */
        t->pos_t[g[0].key[i]] = (uint16_t)i;
    }
    /* off_m[beta, c] and each c's block size */
    uint32_t bsize[8] = {0};
    for (int c = 0; c <= 7; c++)
        for (int i = 0; i < g[1].n; i++) {
            int b = g[1].size[i];
            if (b + c > 7)
                continue;
            int lo = 5 - b - c < 0 ? 0 : 5 - b - c, hi = 7 - b - c;
            assert(astart[lo] <= EVAL_FAST_BIAS);
            t->off_m[g[1].key[i] << 3 | (uint32_t)c] = bsize[c] + EVAL_FAST_BIAS - (uint32_t)astart[lo];
            bsize[c] += (uint32_t)(astart[hi + 1] - astart[lo]);
        }
    uint32_t nslot = 0;
    for (int i = 0; i < g[2].n; i++) {
        t->l_size[g[2].key[i]] = g[2].size[i];
        t->off_l[g[2].key[i]] = nslot;
        nslot += bsize[g[2].size[i]];
    }
    assert(nslot <= EVAL_FAST_SLOTS);
    /* the values: every multiset (payload: its slot) and every flush mask
     * (payload: FLUSH_TAG | mask), sorted by value; ids in that order */
    size_t nv = 0;
    for (int ic = 0; ic < g[2].n; ic++)
        for (int ib = 0; ib < g[1].n; ib++) {
            int bc = g[2].size[ic] + g[1].size[ib];
            if (bc > 7)
                continue;
            uint64_t hbc = g[2].hand[ic][0] | g[1].hand[ib][g[2].size[ic] & 3];
            for (int ia = 0; ia < g[0].n && g[0].size[ia] + bc <= 7; ia++) {
                if (g[0].size[ia] + bc < 5)
                    continue;
                uint32_t i = (uint32_t)(t->pos_t[g[0].key[ia]] + t->off_m[g[1].key[ib] << 3 | g[2].size[ic]]
                                        + t->off_l[g[2].key[ic]] - EVAL_FAST_BIAS);
                assert(i < nslot);
                hands[nv] = hbc | g[0].hand[ia][bc & 3];
                ent[nv++] = i;
            }
        }
    assert(nv == nslot);
    for (unsigned m = 0; m < 8192; m++) {
        int k = bits_count32(m);
        if (k >= 5 && k <= 7 && (m & ~deck_ranks) == 0) {
            hands[nv] = m;   /* the cards of suit 0 */
            ent[nv++] = FLUSH_TAG | m;
        }
    }
    /* every value at once with the batch evaluator (eval7's values, about
     * 10 x faster than eval7 one hand at a time: the build's largest cost) */
    eval_batch_plan plan;
    if (eval_batch_plan_init(&plan, r, EVAL_ISA_AUTO) != TALON_OK)
        goto out;
    eval_batch_run(&plan, 0, hands, vals, nv);
    for (size_t i = 0; i < nv; i++)
        ent[i] |= (uint64_t)vals[i] << 32;
    if (radix_hi32(ent, nv) != TALON_OK)
        goto out;
    uint32_t nu = 0;   /* value[0] = 0: no hand has the value 0 */
    for (size_t i = 0; i < nv; i++) {
        uint32_t v = (uint32_t)(ent[i] >> 32), pay = (uint32_t)ent[i];
        if (v != t->value[nu])
            t->value[++nu] = v;
        assert(nu < EVAL_FAST_VALUES);
        if (pay & FLUSH_TAG)
            t->flush_id[pay & 0x1fff] = (uint16_t)nu;
        else
            t->slot[pay] = (uint16_t)nu;
    }
    nu++;
    for (uint32_t i = 0; i < nslot; i++)   /* the values by slot: one load fewer a lookup */
        t->slot_value[i] = t->value[t->slot[i]];
    for (unsigned m = 0; m < 8192; m++)
        t->suit_key[m] = fast_mask_key(m);
    /* incremental keys: the group sums moved to their places (EVAL_FAST_IA..) */
    for (int c = 0; c < 64; c++) {
        if (!(r->deck >> c & 1))
            continue;
        uint32_t k = fast_mask_key(1u << (c & 15));
        t->card_key[c] = EVAL_FAST_KA(k) | (uint64_t)EVAL_FAST_KB(k) << 19 | (uint64_t)EVAL_FAST_KC(k) << 48
                         | (uint64_t)((c & 15) <= RANK_5) << 16 | 1ULL << (32 + 4 * (c >> 4));
    }
    for (int c = 0; c < 64; c++)
        t->card_key0[c] = t->card_key[c] + EVAL_FAST_SUITS0;
    t->nslot = nslot;
    t->nvalue = (uint32_t)nu;
    *out = t;
    t = NULL;
    rc = TALON_OK;
out:
    free(g);
    free(t);
    free(ent);
    free(hands);
    free(vals);
    return rc;
}

/* The suit s with 5 cards or more (bit 35 + 4 s of k), its rank mask, its
 * value.  The mask of the hand is built without a loop or a test (OR of
 * 1 << c, c = 16 s + rank: card.h) and suit s's 13 bits taken from it: a
 * flush is 3% of random hands, and their branch mispredicts anyway, but
 * the work behind it counts (a loop testing each card's suit cost a few
 * per cent of the 7-card rate from card indexes: bench/RESULTS.md, sixth
 * pass). */
#define FLUSH_MASK(c, n)                                                                           \
    (1ULL << (c)[0] | 1ULL << (c)[1] | 1ULL << (c)[2] | 1ULL << (c)[3] | 1ULL << (c)[4]            \
     | ((n) >= 6 ? 1ULL << (c)[5] : 0) | ((n) >= 7 ? 1ULL << (c)[6] : 0))

uint32_t eval_fast__flush_cards(const eval_fast *t, const int *c, int n, uint64_t k)
{
    assert(n >= 5 && n <= 7);
    int s = EVAL_FAST_FLUSH_SUIT(k);
    return t->value[t->flush_id[FLUSH_MASK(c, n) >> 16 * s & 0x1fff]];
}

uint32_t eval_fast__flush_cards8(const eval_fast *t, const uint8_t *c, int n, uint64_t k)
{
    assert(n >= 5 && n <= 7);
    int s = EVAL_FAST_FLUSH_SUIT(k);
    return t->value[t->flush_id[FLUSH_MASK(c, n) >> 16 * s & 0x1fff]];
}

uint32_t eval_fast_cards8_id(const eval_fast *t, const uint8_t *c, int n)
{
    assert(n >= 5 && n <= 7);
    uint64_t k = eval_fast__key8(t, c, n);
    if (!(k & EVAL_FAST_SUITF))
        return eval_fast__rank_id(t, EVAL_FAST_IA(k), EVAL_FAST_IB(k), EVAL_FAST_IC(k));
    int s = EVAL_FAST_FLUSH_SUIT(k);
    return t->flush_id[FLUSH_MASK(c, n) >> 16 * s & 0x1fff];
}

/* The flushes of eval_fast_each (h has a suit with 4 cards or more). */
void eval_fast__each_flush(const eval_fast *t, eval_fast_hand h, uint64_t cards, uint32_t *v)
{
    uint32_t rm = (uint32_t)(cards | cards >> 16 | cards >> 32 | cards >> 48) & 0x1fff;
    /* the one suit s with 4 or more (4 + 4 > 7): its cards make a flush;
     * if h has 5 of s, every other card leaves h's flush as it is */
    uint64_t f4 = (h.key + EVAL_FAST_SUIT1) & EVAL_FAST_SUITF;
    int s = EVAL_FAST_FLUSH_SUIT(f4);
    uint32_t fm = (uint32_t)(h.mask >> 16 * s) & 0x1fff;
    if (h.key & EVAL_FAST_SUITF) {
        uint32_t x = t->value[t->flush_id[fm]];
        for (uint32_t m = rm; m; m &= m - 1) {
            int r = __builtin_ctz(m);
            v[r] = v[r + 16] = v[r + 32] = v[r + 48] = x;
        }
    }
    for (uint32_t m = (uint32_t)(cards >> 16 * s) & 0x1fff; m; m &= m - 1)
        v[16 * s + __builtin_ctz(m)] = t->value[t->flush_id[fm | (m & -m)]];
}

void eval_fast_free(eval_fast *t)
{
    free(t);
}
