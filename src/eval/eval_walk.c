/* eval_walk.c - building the walk's tables (eval_walk.h).
 *
 * The states, rank multisets of 0..6 cards of the deck's ranks, are listed
 * by size and, within a size, in the lexicographic order of their sorted
 * rank indexes (a recursion over nondecreasing ranks).  A hash of their
 * count vectors (3 bits a rank) finds each successor's number.  Each
 * position's id comes from eval_fast's index (the same ids, so ids of the
 * two evaluators compare), its multiset's rank key summed along the way.
 */
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "err.h"
#include "eval_walk.h"

#define WALK_HASH 65536   /* a power of two over twice EVAL_WALK_STATES */

typedef struct walk_build {
    uint64_t *counts;    /* state -> its count vector, 3 bits a rank index */
    uint32_t *keys;      /* state -> its rank key (eval_fast's) */
    uint32_t *hash;      /* open addressing: state + 1, 0 empty */
    uint32_t n;          /* states listed */
    uint32_t nrank;
    uint32_t rank_key[13];   /* rank index -> eval_fast's rank key of one card */
} walk_build;

static uint32_t walk_slot(uint64_t counts)
{
    return (uint32_t)((counts * 0x9e3779b97f4a7c15ULL) >> 48) & (WALK_HASH - 1);
}

static void walk_insert(walk_build *b, uint64_t counts, uint32_t key)
{
    assert(b->n < EVAL_WALK_STATES);
    uint32_t h = walk_slot(counts);
    while (b->hash[h])
        h = (h + 1) & (WALK_HASH - 1);
    b->hash[h] = b->n + 1;
    b->counts[b->n] = counts;
    b->keys[b->n++] = key;
}

static uint32_t walk_find(const walk_build *b, uint64_t counts)
{
    for (uint32_t h = walk_slot(counts); b->hash[h]; h = (h + 1) & (WALK_HASH - 1))
        if (b->counts[b->hash[h] - 1] == counts)
            return b->hash[h] - 1;
    assert(0);
    return 0;
}

/* The multisets of `left` more cards, rank indexes from `from` on. */
static void walk_list(walk_build *b, uint32_t from, int left, uint64_t counts, uint32_t key)
{
    if (left == 0) {
        walk_insert(b, counts, key);
        return;
    }
    for (uint32_t i = from; i < b->nrank; i++)
        if ((counts >> 3 * i & 7) < 4)
            walk_list(b, i, left - 1, counts + (1ULL << 3 * i), key + b->rank_key[i]);
}

int eval_walk_new(const eval_fast *f, eval_walk **out)
{
    if (!out)
        return TALON_E_INVAL;
    *out = NULL;
    if (!f)
        return TALON_E_INVAL;
    walk_build b = {0};
    int rank_of[13];
    for (int r = 0; r < 13; r++)   /* card r is rank r of suit 0 (card.h); 0 off the deck */
        if (f->card_key[r] != 0) {
            rank_of[b.nrank] = r;
            b.rank_key[b.nrank++] = (uint32_t)eval_fast_rank_key(f, r);
        }
    if (b.nrank == 0)
        return TALON_E_INVAL;
    int rc = TALON_E_NOMEM;
    eval_walk *w = calloc(1, sizeof *w);
    b.counts = malloc(EVAL_WALK_STATES * sizeof *b.counts);
    b.keys = malloc(EVAL_WALK_STATES * sizeof *b.keys);
    b.hash = calloc(WALK_HASH, sizeof *b.hash);
    if (!w || !b.counts || !b.keys || !b.hash)
        goto out;
    uint32_t upto5 = 0;   /* states of 0..5 cards */
    for (int n = 0; n <= 6; n++) {
        walk_list(&b, 0, n, 0, 0);
        if (n == 5)
            upto5 = b.n;
    }
    const uint32_t nr = b.nrank;
    w->nrank = nr;
    w->nstate = b.n;
    w->npos = 1 + nr * b.n;
    w->nstep = 1 + nr * upto5;
    assert(w->npos <= EVAL_WALK_POS && w->nstep <= EVAL_WALK_STEPS);
    w->step[0] = 1;   /* the empty hand: state 0's base */
    for (uint32_t s = 0; s < b.n; s++) {
        uint64_t cs = b.counts[s];
        int size = 0;
        for (uint32_t i = 0; i < nr; i++)
            size += (int)(cs >> 3 * i & 7);
        for (uint32_t i = 0; i < nr; i++) {
            uint32_t p = 1 + nr * s + i;
            bool ok = (cs >> 3 * i & 7) < 4;   /* a fifth card of a rank: outside the contract */
            if (p < w->nstep)   /* size + 1 <= 6 cards: a state of its own */
                w->step[p] = ok ? (int32_t)(1 + nr * walk_find(&b, cs + (1ULL << 3 * i))) - (int32_t)p : -(int32_t)p;
            if (ok && size + 1 >= 5) {
                uint32_t key = b.keys[s] + b.rank_key[i];
                w->id[p] = (uint16_t)eval_fast_key_id(f, key);
                assert(w->id[p] != 0);
            }
        }
    }
    for (int c = 0; c < 64; c++)
        if (f->card_key[c] != 0) {
            uint32_t i = 0;
            while (i < nr && rank_of[i] != (c & 15))
                i++;
            if (i == nr) {   /* a card whose rank has no card of suit 0: not a deck of rules.h */
                rc = TALON_E_INVAL;
                goto out;
            }
            w->card[c] = i | 1ULL << (32 + 4 * (c >> 4));
        }
    memcpy(w->flush_id, f->flush_id, sizeof w->flush_id);
    memcpy(w->value, f->value, sizeof w->value);
    w->nvalue = f->nvalue;
    *out = w;
    w = NULL;
    rc = TALON_OK;
out:
    free(w);
    free(b.counts);
    free(b.keys);
    free(b.hash);
    return rc;
}

void eval_walk_free(eval_walk *w)
{
    free(w);
}
