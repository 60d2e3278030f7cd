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
 * The rank multiset as a number: the sum of its cards' multipliers
 * (eval_fast__mult, eval_fast_hash.c), distinct for distinct multisets of
 * at most 7 cards; keys are sums, so a hand is built card by card
 * (eval_fast_hand) or suit by suit (suit_key[13-bit mask]).
 *
 * One-load index (issue 27): the slot of a key is key + row_off[key >>
 * EVAL_FAST_SHIFT], a row displacement computed once by
 * scripts/eval_hash.c (about ten seconds: too slow for every process) and
 * checked in; no two multisets of 5..7 cards share a slot, and every key
 * of at most 7 cards reads inside the table.  The slots are not minimal
 * (109 227 for 73 775 multisets, the gaps zero), a price of 213 KiB for
 * two loads fewer a hand (bench/RESULTS.md, "The one-load index").  Only
 * multisets of the deck's ranks are filled, so smaller decks leave more
 * gaps.  A slot holds a 16-bit id of the value (at most 7 462 distinct
 * values at 52 cards; value[id] the 32-bit value), for the callers that
 * compare ids, and slot_value the value itself.
 *
 * Bounds: hands of 5..7 cards of the deck give slots of their multisets;
 * other hands are outside the contract (as for eval7, asserted in debug
 * builds, not checked).
 */
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "card.h"
#include "err.h"
#include "eval.h"
#include "eval_batch.h"
#include "eval_fast.h"

#define FLUSH_TAG 0x80000000u   /* an entry's payload: a flush mask, not a slot */
/* Rank multisets of 5..7 cards at 52 cards (at most 4 of a rank). */
#define FAST_MSETS 73775

/* The multisets of 5..7 cards of the ranks in `ranks` (a 13-bit mask): for
 * each, its slot into ent[] and a hand of it without a flush into hands[]:
 * its cards in rank order take the suits 0, 1, 2, 3, 0, ... in turn, so the
 * copies of a rank (consecutive) get distinct suits and no suit gets more
 * than 2 of 7 cards. */
typedef struct fast_list {
    const eval_fast *t;
    unsigned ranks;
    uint64_t *ent, *hands;
    size_t n;
} fast_list;

/* The ranks from `rank` on, with `left` cards more at most; the multiset so
 * far has `size` cards, the key `key` and the hand h (built along the way:
 * about 2 ms a rules object, a leaf by leaf hand cost three times that). */
static void list_msets(fast_list *l, int rank, int left, int size, uint32_t key, uint64_t h)
{
    if (rank == 13 || left == 0) {   /* the ranks after this one hold none */
        if (size >= 5) {
            assert(l->n < FAST_MSETS);
            l->ent[l->n] = eval_fast__slot(l->t, key);
            l->hands[l->n++] = h;
        }
        return;
    }
    if (size + 4 * (13 - rank) < 5)
        return;
    int maxc = l->ranks >> rank & 1 ? 4 : 0;   /* ranks off the deck: none */
    for (int c = 0; c <= maxc && c <= left; c++) {
        list_msets(l, rank + 1, left - c, size + c, key + (uint32_t)c * eval_fast__mult[rank], h);
        h |= card_bit(rank, (size + c) % 4);   /* the next copy of rank */
    }
}

/* The keys of the rank multisets of exactly `left` more cards of the ranks
 * in `ranks`, from `rank` on, added to `key`, into keys[] (*n counts). */
static void list_msets5(uint32_t *keys, size_t *n, unsigned ranks, int rank, int left, uint32_t key)
{
    if (left == 0) {
        keys[(*n)++] = key;
        return;
    }
    if (rank == 13)
        return;
    int maxc = ranks >> rank & 1 ? 4 : 0;
    for (int c = 0; c <= maxc && c <= left; c++)
        list_msets5(keys, n, ranks, rank + 1, left - c, key + (uint32_t)c * eval_fast__mult[rank]);
}

/* Rank multisets of exactly 5 cards at 52 cards. */
#define FAST_MSETS5 6175
/* Most keys of 5 cards in one row of the 5-card index (52 at row 0, where
 * the low ranks' small multipliers crowd; checked). */
#define FAST_ROW5_MAX 64

/* The 5-card index (eval_fast__slot5): its displacements from the
 * multisets of all 13 ranks, so the same index for every deck; rows with
 * more keys first (then by row), each at the least displacement whose
 * slots are all free.  6 175 keys in 8 192 slots, about two a row: first
 * fit succeeds at once for the first rows and after a few tries for the
 * last (test_eval_fast checks the index); a failure would mean another
 * multiplier table (reported as TALON_E_INVAL).  Then the deck's
 * multisets' ids and values, read from the main index (filled before). */
static int build_index5(eval_fast *t, unsigned deck_ranks)
{
    uint32_t *k = malloc(FAST_MSETS5 * sizeof *k);
    uint32_t *byrow = malloc(FAST_MSETS5 * sizeof *byrow);
    uint32_t *first = calloc(EVAL_FAST_ROWS5 + 1, sizeof *first);
    uint32_t *order = malloc(EVAL_FAST_ROWS5 * sizeof *order);
    uint8_t *used = calloc(EVAL_FAST_SLOTS5, 1);
    int rc = TALON_E_NOMEM;
    if (!k || !byrow || !first || !order || !used)
        goto out;
    size_t n = 0;
    list_msets5(k, &n, 0x1fff, 0, 5, 0);
    rc = TALON_E_INVAL;
    if (n != FAST_MSETS5)
        goto out;
    /* keys by row (a counting sort) */
    for (size_t i = 0; i < n; i++) {
        if (k[i] >> EVAL_FAST_SHIFT5 >= EVAL_FAST_ROWS5)
            goto out;
        first[(k[i] >> EVAL_FAST_SHIFT5) + 1]++;
    }
    for (int r = 0; r < EVAL_FAST_ROWS5; r++)
        first[r + 1] += first[r];
    {
        uint32_t fill[EVAL_FAST_ROWS5];
        memcpy(fill, first, sizeof fill);
        for (size_t i = 0; i < n; i++)
            byrow[fill[k[i] >> EVAL_FAST_SHIFT5]++] = k[i];
    }
    /* rows by decreasing count (a counting sort, stable in the row) */
    uint32_t bycount[FAST_ROW5_MAX + 2] = {0};
    for (int r = 0; r < EVAL_FAST_ROWS5; r++) {
        uint32_t c = first[r + 1] - first[r];
        if (c > FAST_ROW5_MAX)
            goto out;
        bycount[FAST_ROW5_MAX - c + 1]++;
    }
    for (int c = 0; c <= FAST_ROW5_MAX; c++)
        bycount[c + 1] += bycount[c];
    for (int r = 0; r < EVAL_FAST_ROWS5; r++)
        order[bycount[FAST_ROW5_MAX - (first[r + 1] - first[r])]++] = (uint32_t)r;
    const uint32_t mask = EVAL_FAST_SLOTS5 - 1;
    for (int i = 0; i < EVAL_FAST_ROWS5; i++) {
        uint32_t r = order[i], a = first[r], b = first[r + 1];
        if (a == b)
            break;   /* the empty rows come last; their offset stays 0 */
        uint32_t d = 0;
        for (; d <= mask; d++) {
            uint32_t j = a;
            while (j < b && !used[(byrow[j] + d) & mask])
                j++;
            if (j == b)
                break;
        }
        if (d > mask)
            goto out;
        for (uint32_t j = a; j < b; j++)
            used[(byrow[j] + d) & mask] = 1;
        t->row_off5[r] = d;
    }
    /* the deck's multisets: their ids from the main index */
    n = 0;
    list_msets5(k, &n, deck_ranks, 0, 5, 0);
    for (size_t i = 0; i < n; i++) {
        uint32_t s5 = eval_fast__slot5(t, k[i]), id = t->slot[eval_fast__slot(t, k[i])];
        assert(t->slot5[s5] == 0 && id != 0);
        t->slot5[s5] = (uint16_t)id;
        t->slot5_value[s5] = t->value[id];
    }
    rc = TALON_OK;
out:
    free(k);
    free(byrow);
    free(first);
    free(order);
    free(used);
    return rc;
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
    for (int q = 0; q < 13; q++)
        if (m >> q & 1)
            k += eval_fast__mult[q];
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
    eval_fast *t = calloc(1, sizeof *t);
    uint64_t *ent = malloc((FAST_MSETS + 8192) * sizeof *ent);
    uint64_t *hands = malloc((FAST_MSETS + 8192) * sizeof *hands);
    uint32_t *vals = malloc((FAST_MSETS + 8192) * sizeof *vals);
    if (!t || !ent || !hands || !vals)
        goto out;
    for (int i = 0; i < EVAL_FAST_ROWS; i++)
        t->row_off[i] = (uint32_t)eval_fast__row_off[i];
    /* the values: every multiset (payload: its slot) and every flush mask
     * (payload: FLUSH_TAG | mask), sorted by value; ids in that order */
    fast_list l = {.t = t, .ranks = deck_ranks, .ent = ent, .hands = hands};
    list_msets(&l, 0, 7, 0, 0, 0);
    size_t nv = l.n;
    uint32_t nslot = (uint32_t)nv;
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
        if (pay & FLUSH_TAG) {
            t->flush_id[pay & 0x1fff] = (uint16_t)nu;
        } else {
            assert(pay < EVAL_FAST_SLOTS && t->slot[pay] == 0);   /* one multiset a slot */
            t->slot[pay] = (uint16_t)nu;
        }
    }
    nu++;
    for (uint32_t i = 0; i < EVAL_FAST_SLOTS; i++)   /* the values by slot: one load fewer a lookup */
        t->slot_value[i] = t->value[t->slot[i]];
    rc = build_index5(t, deck_ranks);
    if (rc != TALON_OK)
        goto out;
    rc = TALON_E_NOMEM;
    for (unsigned m = 0; m < 8192; m++)
        t->suit_key[m] = fast_mask_key(m);
    /* incremental keys: the rank key, and a count of the card's suit */
    for (int c = 0; c < 64; c++)
        if (r->deck >> c & 1)
            t->card_key[c] = eval_fast__mult[c & 15] | 1ULL << (32 + 4 * (c >> 4));
    for (int c = 0; c < 64; c++)
        t->card_key0[c] = t->card_key[c] + EVAL_FAST_SUITS0;
    t->nslot = nslot;
    t->nvalue = (uint32_t)nu;
    *out = t;
    t = NULL;
    rc = TALON_OK;
out:
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
    return t->value[eval_fast__flush_cards8_id(t, c, n, k)];
}

uint32_t eval_fast__flush_cards8_id(const eval_fast *t, const uint8_t *c, int n, uint64_t k)
{
    assert(n >= 5 && n <= 7);
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
