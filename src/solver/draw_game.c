/* draw_game.c - French draw poker as a cfr_game (draw_game.h).
 *
 * Design.  A node is a draw_state, a plain value: the cards as 64-bit masks
 * (card.h), the chips as doubles, the public history as one byte per
 * action, and the key material (hcode, hhash) kept up to date by act(), so
 * that infoset() costs a multiply and, past heads-up, one hash.  Nothing in
 * the hot callbacks allocates or loops over more than the seats.
 *
 * What is precomputed (draw_game_init), all read-only afterwards:
 *  - strength: every 5-card hand of the deck is counted once, through its
 *    suit class (canon5.h: one evaluation per class); the distinct
 *    eval5 values (at most 7 462), sorted, give each value the numerator
 *    2 x (hands below) + (hands equal) of its strength, over 2 x C(N,5);
 *    an open-addressing table keyed by the value finds it in about one
 *    probe (a binary search would take 13 dependent loads).
 *  - the suit classes: a set of cards is canonical when its four 13-bit
 *    suit masks are in non-increasing order; sorting them maps every set
 *    to the one canonical set of its class (canon()).  Every canonical
 *    hand of the deck (canon5_walk visits them) gets one entry in a hash
 *    map (build_classes): its default class, its suit-class id and the
 *    keep rule's choices.  A hand finds its entry through canon() and one
 *    probe; the choice, stored as positions among the canonical hand's
 *    cards, is mapped back through the suit permutation.  The class and
 *    the keep rule are suit-blind, so one entry serves the whole class
 *    (about 1/19 of the hands at 52 cards).
 *  - the keep rule: the expectation of a kept set K (draw_game.h) depends
 *    only on K's suit class; it is cached by class as an integer sum of
 *    strength numerators over the C(N - |K|, 5 - |K|) completions, so ties
 *    are exact (counted over the canonical hands for one or two kept
 *    cards, small_keeps; enumerated for three or four).
 *  - a game under the same rules as one already built copies its strength
 *    table and class map (draw_game_init_like).
 *
 * The serve (chance 2) follows src/sim/table.c's draw step for step (the
 * stock as a mask, a uniformly random card of it at each step, the
 * re-shuffle of the served players' discards keeping the player being
 * served's own out unless they are needed, the four-card asker's last card
 * after everyone with the burn when he was the last served).  table.c's
 * functions decide by a strategy table for every seat and cannot take the
 * game's per-seat choices, and its helpers are static, so the few lines are
 * repeated here on purpose; test_draw_game.c checks the same invariants
 * test_table.c checks (no card twice, discards reused only after the stock
 * is empty, the 8-player 52-card re-shuffle).
 *
 * The deal is the first 5P steps of deal.h's Fisher-Yates over a copy of
 * the deck (53 bytes): three times faster here than picking each card out
 * of a mask without the pdep instruction.
 *
 * Speed: bench/bench_draw_game.c plays random legal actions through the
 * callbacks (what the solver's sampling does); measured numbers are in
 * draw_game.h's "Cost" paragraph.
 */
#include <assert.h>
#include <stdbool.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "canon5.h"
#include "card.h"
#include "combo.h"
#include "dclass.h"
#include "deal.h"
#include "draw_game.h"
#include "err.h"
#include "eval.h"

/* An open-addressing map (linear probing) from non-zero 64-bit keys to
 * 64-bit values, growing at 3/4 load.  Key and value share a slot, so a
 * look-up at run time costs one cache miss, not two. */
typedef struct hslot {
    uint64_t key, val;
} hslot;

typedef struct hmap {
    hslot *slot;
    size_t mask, n;
} hmap;

/* The precomputation's two loops count bits in every step (eval5, canon);
 * without the popcnt instruction (a portable build) each count is a call.
 * GCC's target_clones compiles them twice and picks the popcnt version at
 * load time where the processor has it: same results, 3x faster. */
#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__) && !defined(__POPCNT__)
#define TARGET_POPCNT __attribute__((target_clones("popcnt", "default")))
#else
#define TARGET_POPCNT
#endif

/* ---- the game object ---------------------------------------------------------- */

struct draw_game {
    draw_params p;            /* p.r: the rules every function uses */
    strategy fixed;           /* draw_fixed: the strategy (copied) */
    strategy_plan plan;       /* bound to &p.r */
    int P, N;
    int nclasses;             /* pre-draw classes */
    uint64_t header;          /* number of (seat, round, class) headers of a key */
    uint64_t hlimit;          /* largest hcode that keeps a key exact */
    hmap cls;                 /* canonical hand -> its suit class's entry (build_classes) */
    uint64_t *fine_rep;       /* DRAW_ABS_FINE: canonical hand of each suit class, else NULL */
    deal_deck deck0;          /* the deck, for the deal */
    uint32_t *sv_key;         /* strength: eval5 value -> numerator (open addressing) */
    uint32_t *sv_num;
    uint32_t sv_mask;
    double sv_den;            /* 2 x C(N, 5) */
    uint32_t v_min;           /* the deck's lowest hand value: a hand of it cannot win a showdown */
    int top1;                 /* the lowest bucket that holds hands of the top 1% (strength 0.99 up) */
};

/* Default classes (draw_game.h). */
enum {
    CL_HIGH = 0,      /* + top rank */
    CL_PAIR = 13,     /* + pair rank */
    CL_DRAW = 26,     /* + kind (0 flush, 1 open, 2 straight flush) + 3 with a pair */
    CL_TWO = 32,      /* + top pair rank */
    CL_TRIPS = 45,
    CL_PAT = 46,      /* + straight, flush, full, quads, straight flush */
    CL_COUNT = 51
};

static const char rank_ch[] = "23456789TJQKA";

/* ---- cards ------------------------------------------------------------------------ */

/* One uniformly random card of *set (n cards), removed from it. */
static inline uint64_t take_one(uint64_t *set, uint32_t n, rng *g)
{
    assert(n > 0 && (uint32_t)card_count(*set) == n);
    uint64_t c = combo_nth_card(*set, rng_bounded(g, n));
    *set ^= c;
    return c;
}

/* ---- strength -------------------------------------------------------------------- */

static inline uint32_t sv_slot(const draw_game *dg, uint32_t v)
{
    return (uint32_t)((v * 0x9E3779B1u) >> 18) & dg->sv_mask;   /* table of 2^14 */
}

static inline uint32_t strength_num(const draw_game *dg, uint32_t v)
{
    uint32_t i = sv_slot(dg, v);
    while (dg->sv_key[i] != v) {
        assert(dg->sv_key[i] != 0);
        i = (i + 1) & dg->sv_mask;
    }
    return dg->sv_num[i];
}

/* The post-draw bucket of a final hand of value v (B = post_buckets, K =
 * post_power): 0 for the deck's lowest hand (it loses to or ties every other
 * hand, so it cannot win a showdown), B + 1 for a straight flush (B + 2 with
 * quads_apart, quads B + 1), else 1 + min(B - 1, floor(B x strength^K)). */
static inline uint16_t bucket_of(const draw_game *dg, uint32_t v)
{
    const uint32_t B = (uint32_t)dg->p.post_buckets;
    if (v == dg->v_min)
        return 0;
    int cat = eval_category(&dg->p.r, v);
    if (cat == EVAL_STRAIGHT_FLUSH)
        return (uint16_t)(B + 1 + (uint32_t)dg->p.quads_apart);
    if (cat == EVAL_QUADS && dg->p.quads_apart)
        return (uint16_t)(B + 1);
    return (uint16_t)draw_game_strength_bucket(&dg->p, (double)strength_num(dg, v) / dg->sv_den);
}

static int cmp_u32(const void *a, const void *b)
{
    uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
    return (x > y) - (x < y);
}

/* The first pass of build_strength: the table being filled and the
 * distinct values met so far. */
typedef struct strength_acc {
    draw_game *dg;
    uint32_t *vals, nv;
} strength_acc;

/* One canonical hand's value counted for its whole suit class (orbit
 * hands, canon5.h): the value ignores which suit is which. */
TARGET_POPCNT static int count_value(void *ctx, uint64_t h, uint32_t orbit)
{
    strength_acc *a = ctx;
    draw_game *dg = a->dg;
    uint32_t v = eval5(&dg->p.r, h), i = sv_slot(dg, v);
    while (dg->sv_key[i] && dg->sv_key[i] != v)
        i = (i + 1) & dg->sv_mask;
    if (!dg->sv_key[i]) {
        assert(a->nv < 8000);
        dg->sv_key[i] = v;
        a->vals[a->nv++] = v;
    }
    dg->sv_num[i] += orbit;
    return 0;
}

/* Every hand's value counted into the strength table. */
static int build_strength(draw_game *dg)
{
    enum { SLOTS = 1 << 14 };
    dg->sv_key = calloc(SLOTS, sizeof *dg->sv_key);
    dg->sv_num = calloc(SLOTS, sizeof *dg->sv_num);
    uint32_t *vals = malloc(8000 * sizeof *vals);
    if (!dg->sv_key || !dg->sv_num || !vals) {
        free(vals);
        return TALON_E_NOMEM;
    }
    dg->sv_mask = SLOTS - 1;
    /* First pass: count each value in sv_num (keyed by value). */
    strength_acc a = {dg, vals, 0};
    int rc = canon5_walk(dg->p.r.deck, count_value, &a);
    assert(rc == 0);   /* rules' decks have the same ranks in every suit */
    (void)rc;
    uint32_t nv = a.nv;
    /* Second: in increasing value order, numerator = 2 below + equal. */
    qsort(vals, nv, sizeof *vals, cmp_u32);
    uint32_t below = 0;
    for (uint32_t k = 0; k < nv; k++) {
        uint32_t i = sv_slot(dg, vals[k]);
        while (dg->sv_key[i] != vals[k])
            i = (i + 1) & dg->sv_mask;
        uint32_t eq = dg->sv_num[i];
        dg->sv_num[i] = 2 * below + eq;
        below += eq;
    }
    dg->sv_den = 2.0 * below;
    dg->v_min = vals[0];
    free(vals);
    return TALON_OK;
}

/* ---- classes ---------------------------------------------------------------------- */

static int default_class(const rules *r, uint64_t hand)
{
    uint32_t v = eval5(r, hand);
    enum eval_cat c = eval_category(r, v);
    uint32_t major = (v >> 13) & CARD_RANK_MASK, minor = v & CARD_RANK_MASK;
    switch (c) {
    case EVAL_HIGH:
    case EVAL_PAIR: {
        unsigned f = dclass_draws(r, hand);
        if (f & DCLASS_F_PLAYABLE) {
            int kind = (f & DCLASS_F_SFLUSH) ? 2 : (f & DCLASS_F_FLUSH) ? 0 : 1;
            return CL_DRAW + kind + 3 * (c == EVAL_PAIR);
        }
        if (c == EVAL_HIGH)
            return CL_HIGH + 31 - __builtin_clz(minor);
        return CL_PAIR + __builtin_ctz(major);
    }
    case EVAL_TWO_PAIR:
        return CL_TWO + 31 - __builtin_clz(major);
    case EVAL_TRIPS:
        return CL_TRIPS;
    default:
        return CL_PAT + (int)c - EVAL_STRAIGHT;
    }
}

static const char *const pat_names[] = {"straight", "flush", "full", "quads", "straight flush"};
static const char *const draw_names[] = {"flush draw", "open draw", "sf draw"};

static void default_class_name(int k, char *buf, size_t size)
{
    if (k < CL_PAIR)
        snprintf(buf, size, "high %c", rank_ch[k - CL_HIGH]);
    else if (k < CL_DRAW)
        snprintf(buf, size, "pair %c", rank_ch[k - CL_PAIR]);
    else if (k < CL_TWO)
        snprintf(buf, size, "%s%s", k - CL_DRAW >= 3 ? "pair + " : "", draw_names[(k - CL_DRAW) % 3]);
    else if (k < CL_TRIPS)
        snprintf(buf, size, "two pair %c", rank_ch[k - CL_TWO]);
    else if (k == CL_TRIPS)
        snprintf(buf, size, "trips");
    else if (k < CL_COUNT)
        snprintf(buf, size, "%s", pat_names[k - CL_PAT]);
    else
        snprintf(buf, size, "?");
}

/* ---- suit-canonical forms --------------------------------------------------------- */

/* The canonical set of m's class (suit masks in decreasing order) and
 * perm[i] = the suit of m that became suit i. */
static inline uint64_t canon(uint64_t m, uint8_t perm[4])
{
    /* Each suit's mask with its suit number below it, s << 2 | i: sorting
     * these keys sorts the masks and carries the permutation (equal masks
     * keep their order, the lower suit first). */
    uint32_t k[4];
    for (int i = 0; i < 4; i++)
        k[i] = ((uint32_t)(m >> (16 * i)) & CARD_RANK_MASK) << 2 | (uint32_t)(3 - i);
    /* A 5-comparator sorting network, decreasing. */
#define CANON_CX(a, b)                         \
    do {                                       \
        uint32_t hi = k[a] > k[b] ? k[a] : k[b]; \
        uint32_t lo = k[a] > k[b] ? k[b] : k[a]; \
        k[a] = hi;                             \
        k[b] = lo;                             \
    } while (0)
    CANON_CX(0, 1);
    CANON_CX(2, 3);
    CANON_CX(0, 2);
    CANON_CX(1, 3);
    CANON_CX(1, 2);
#undef CANON_CX
    uint64_t c = 0;
    for (int i = 0; i < 4; i++) {
        perm[i] = (uint8_t)(3 - (k[i] & 3));
        c |= (uint64_t)(k[i] >> 2) << (16 * i);
    }
    return c;
}

/* A canonical set back to the original suits. */
static uint64_t uncanon(uint64_t c, const uint8_t perm[4])
{
    uint64_t m = 0;
    for (int i = 0; i < 4; i++)
        m |= ((c >> (16 * i)) & CARD_RANK_MASK) << (16 * perm[i]);
    return m;
}

static int hmap_init(hmap *h, size_t slots)
{
    h->slot = calloc(slots, sizeof *h->slot);
    h->mask = slots - 1;
    h->n = 0;
    return h->slot ? TALON_OK : TALON_E_NOMEM;
}

static void hmap_free(hmap *h)
{
    free(h->slot);
    h->slot = NULL;
}

/* The slot of key (found: *found = 1; else the empty slot for it). */
static inline size_t hmap_find(const hmap *h, uint64_t key, int *found)
{
    size_t i = (size_t)rng_mix64(key) & h->mask;
    while (h->slot[i].key && h->slot[i].key != key)
        i = (i + 1) & h->mask;
    *found = h->slot[i].key == key;
    return i;
}

/* Insert key (absent) with val. */
static int hmap_put(hmap *h, uint64_t key, uint64_t val)
{
    if (4 * (h->n + 1) > 3 * (h->mask + 1)) {
        hmap big;
        if (hmap_init(&big, 2 * (h->mask + 1)) != TALON_OK)
            return TALON_E_NOMEM;
        for (size_t i = 0; i <= h->mask; i++)
            if (h->slot[i].key) {
                int f;
                big.slot[hmap_find(&big, h->slot[i].key, &f)] = h->slot[i];
            }
        big.n = h->n;
        hmap_free(h);
        *h = big;
    }
    int f;
    size_t i = hmap_find(h, key, &f);
    assert(!f);
    h->slot[i].key = key;
    h->slot[i].val = val;
    h->n++;
    return TALON_OK;
}

/* ---- the keep rule --------------------------------------------------------------- */

/* Sum of strength numerators of K plus every (5 - |K|)-subset of the deck
 * minus K (K canonical, 1..4 cards). */
TARGET_POPCNT static uint64_t keep_sum(const draw_game *dg, uint64_t K)
{
    const rules *r = &dg->p.r;
    int L[DECK_MAX];
    int n = card_list(r->deck & ~K, L), m = 5 - card_count(K);
    uint64_t sum = 0;
    switch (m) {
    case 1:
        for (int a = 0; a < n; a++)
            sum += strength_num(dg, eval5(r, K | 1ULL << L[a]));
        break;
    case 2:
        for (int a = 1; a < n; a++)
            for (int b = 0; b < a; b++)
                sum += strength_num(dg, eval5(r, K | 1ULL << L[a] | 1ULL << L[b]));
        break;
    case 3:
        for (int a = 2; a < n; a++)
            for (int b = 1; b < a; b++) {
                uint64_t kb = K | 1ULL << L[a] | 1ULL << L[b];
                for (int c = 0; c < b; c++)
                    sum += strength_num(dg, eval5(r, kb | 1ULL << L[c]));
            }
        break;
    default:
        assert(m == 4);
        for (int a = 3; a < n; a++)
            for (int b = 2; b < a; b++)
                for (int c = 1; c < b; c++) {
                    uint64_t kc = K | 1ULL << L[a] | 1ULL << L[b] | 1ULL << L[c];
                    for (int d = 0; d < c; d++)
                        sum += strength_num(dg, eval5(r, kc | 1ULL << L[d]));
                }
        break;
    }
    return sum;
}

/* keep_sum for the kept sets of one and two cards, by counting instead of
 * enumerating: those are 182 suit classes at 52 cards, but 6.5 million of
 * keep_sum's 8.5 million evaluations (C(51,4) completions of one card,
 * C(50,3) of two).  Every hand H holds its 5 cards and 10 pairs, so one
 * walk over the canonical hands, adding orbit(H) x strength(H) to the
 * class of each of them, gives for a class of kept sets
 *     T = sum over every hand H of strength(H) x #{S in H : S in the class}
 *       = sum over the class's sets S of keep_sum(S)
 *       = |class| x keep_sum(K)          (keep_sum is the same on the class)
 * so keep_sum(K) = T / |class|, an exact integer division.  A class is
 * indexed by ranks, so keep_choose reads these sums without canon() or the
 * cache: one card (its rank, 4 sets), a suited pair (high, low rank: 4), a
 * pair (its rank: 6), an offsuit pair (high, low: 12). */
typedef struct small_keeps {
    const draw_game *dg;
    uint64_t one[CARD_RANKS], suited[CARD_RANKS][CARD_RANKS], pair[CARD_RANKS], offsuit[CARD_RANKS][CARD_RANKS];
} small_keeps;

/* The class sum of the pair of cards a, b (card indexes); no order. */
static inline uint64_t *small_pair(small_keeps *sk, int a, int b)
{
    int ra = card_rank(a), rb = card_rank(b), hi = ra > rb ? ra : rb, lo = ra > rb ? rb : ra;
    if (card_suit(a) == card_suit(b))
        return &sk->suited[hi][lo];
    return ra == rb ? &sk->pair[ra] : &sk->offsuit[hi][lo];
}

/* One canonical hand's weight, orbit x strength, added to each of its
 * cards' and pairs' classes. */
TARGET_POPCNT static int count_small_keeps(void *ctx, uint64_t h, uint32_t orbit)
{
    small_keeps *sk = ctx;
    const uint64_t w = (uint64_t)orbit * strength_num(sk->dg, eval5(&sk->dg->p.r, h));
    int c[5];
    card_list(h, c);
    for (int i = 0; i < 5; i++) {
        sk->one[card_rank(c[i])] += w;
        for (int j = 0; j < i; j++)
            *small_pair(sk, c[i], c[j]) += w;
    }
    return 0;
}

/* T / n in place (n the class's size), checking the division is exact. */
static void small_divide(uint64_t *T, uint64_t n)
{
    assert(*T % n == 0);
    *T /= n;
}

/* sk's keep sums of every kept set of one or two cards. */
static void small_keeps_init(small_keeps *sk, const draw_game *dg)
{
    memset(sk, 0, sizeof *sk);
    sk->dg = dg;
    int rc = canon5_walk(dg->p.r.deck, count_small_keeps, sk);
    assert(rc == 0);   /* rules' decks have the same ranks in every suit */
    (void)rc;
    for (int hi = 0; hi < CARD_RANKS; hi++) {
        small_divide(&sk->one[hi], 4);
        small_divide(&sk->pair[hi], 6);
        for (int lo = 0; lo < hi; lo++) {
            small_divide(&sk->suited[hi][lo], 4);
            small_divide(&sk->offsuit[hi][lo], 12);
        }
    }
}

/* keep_sum(canon(K)) for a kept set K of 1 to 4 cards: read from sk for 1
 * or 2 cards, else from the cache of the classes met so far. */
static int kept_sum(const draw_game *dg, hmap *cache, small_keeps *sk, uint64_t K, uint64_t *sum)
{
    int c[4], n = card_list(K, c);
    if (n == 1) {
        *sum = sk->one[card_rank(c[0])];
        return TALON_OK;
    }
    if (n == 2) {
        *sum = *small_pair(sk, c[0], c[1]);
        return TALON_OK;
    }
    uint8_t perm[4];
    uint64_t ck = canon(K, perm);
    int f;
    size_t slot = hmap_find(cache, ck, &f);
    if (f) {
        *sum = cache->slot[slot].val;
        return TALON_OK;
    }
    *sum = keep_sum(dg, ck);
    return hmap_put(cache, ck, *sum);
}

/* The keep rule's choice for k = 1..4 on canonical hand C, as card masks. */
static int keep_choose(const draw_game *dg, hmap *cache, small_keeps *sk, uint64_t C, uint64_t out[4])
{
    int cc[5];
    card_list(C, cc);
    /* The (5 - k)-subsets of five positions for k = 1..4, each list in
     * increasing order of the mask (colex order of the subsets). */
    static const uint8_t subsets[4][10] = {
        {15, 23, 27, 29, 30},
        {7, 11, 13, 14, 19, 21, 22, 25, 26, 28},
        {3, 5, 6, 9, 10, 12, 17, 18, 20, 24},
        {1, 2, 4, 8, 16},
    };
    static const int nsub[4] = {5, 10, 10, 5};
    for (int k = 1; k <= 4; k++) {
        uint64_t best = 0, best_sum = 0;
        int have = 0;
        for (int j = 0; j < nsub[k - 1]; j++) {
            unsigned pm = subsets[k - 1][j];
            uint64_t K = 0;
            for (int i = 0; i < 5; i++)
                K |= (pm >> i & 1) ? 1ULL << cc[i] : 0;
            uint64_t sum;
            if (kept_sum(dg, cache, sk, K, &sum) != TALON_OK)
                return TALON_E_NOMEM;
            if (!have || sum > best_sum) {
                best = K;
                best_sum = sum;
                have = 1;
            }
        }
        out[k - 1] = best;
    }
    return TALON_OK;
}

/* Position mask (bit i = i-th lowest card of hand) of the cards `kept`. */
static uint32_t pos_mask(uint64_t hand, uint64_t kept)
{
    uint32_t pm = 0;
    for (int i = 0; hand; i++, hand &= hand - 1)
        pm |= (hand & (0 - hand) & kept) ? 1u << i : 0;
    return pm;
}

static uint64_t cards_of_pos(uint64_t hand, uint32_t pm)
{
    uint64_t kept = 0;
    for (int i = 0; hand; i++, hand &= hand - 1)
        kept |= (pm >> i & 1) ? hand & (0 - hand) : 0;
    return kept;
}

/* The abstraction's classes from the class map: the 51 default classes, or
 * (DRAW_ABS_FINE) the suit classes and their canonical hands. */
static int set_abstraction(draw_game *dg)
{
    dg->nclasses = CL_COUNT;
    if (dg->p.abstraction == DRAW_ABS_FINE) {
        dg->nclasses = (int)dg->cls.n;
        if (!(dg->fine_rep = malloc(dg->cls.n * sizeof *dg->fine_rep)))
            return TALON_E_NOMEM;
        for (size_t i = 0; i <= dg->cls.mask; i++)
            if (dg->cls.slot[i].key)
                dg->fine_rep[dg->cls.slot[i].val >> 32] = dg->cls.slot[i].key;
    }
    return TALON_OK;
}

/* build_classes' state: the game being built and the keep rule's cache. */
typedef struct classes_acc {
    draw_game *dg;
    hmap *cache;
    small_keeps *sk;
} classes_acc;

/* One canonical hand's entry (canon5_walk visits them in increasing order,
 * so the ids are in order of first appearance). */
TARGET_POPCNT static int class_hand(void *ctx, uint64_t h, uint32_t orbit)
{
    classes_acc *a = ctx;
    draw_game *dg = a->dg;
    (void)orbit;
    uint64_t keep[4];
    if (keep_choose(dg, a->cache, a->sk, h, keep) != TALON_OK)
        return TALON_E_NOMEM;
    uint64_t v = (uint64_t)dg->cls.n << 32 | (uint64_t)default_class(&dg->p.r, h) << 20;
    for (int k = 1; k <= 4; k++)
        v |= (uint64_t)pos_mask(h, keep[k - 1]) << (5 * (k - 1));
    return hmap_put(&dg->cls, h, v);
}

/* The suit classes: every canonical hand of the deck (suit masks in
 * non-increasing order: canon(h) == h) gets its entry, packed as
 *     bits 0..19   the keep choice for k = 1..4 (5 bits each, positions
 *                  among the canonical hand's cards)
 *     bits 20..25  the default class
 *     bits 32..63  the suit-class id (order of first appearance)
 * Only the canonical hands are worked on (1/19 of the deck's at 52 cards);
 * a hand finds its class's entry through canon() at run time. */
static int build_classes(draw_game *dg)
{
    const int N = dg->N;
    hmap cache = {0};
    small_keeps *sk = malloc(sizeof *sk);
    int rc = TALON_E_NOMEM;
    /* About C(N,5)/19 classes (1/19.3 at 52 cards, 1/18.6 at 32): room for
     * 1.5 times that, so the map does not grow and stays small (4 MB at 52
     * cards: the run-time look-up is mostly a cache hit). */
    size_t slots = 1024;
    while (slots < combo_binom(N, 5) / 12)
        slots *= 2;
    if (!sk || hmap_init(&dg->cls, slots) != TALON_OK || hmap_init(&cache, 1 << 15) != TALON_OK)
        goto out;
    small_keeps_init(sk, dg);
    classes_acc a = {dg, &cache, sk};
    if ((rc = canon5_walk(dg->p.r.deck, class_hand, &a)) != TALON_OK)
        goto out;
    rc = set_abstraction(dg);
out:
    hmap_free(&cache);
    free(sk);
    return rc;
}

/* The entry of hand's suit class, its canonical form and the permutation. */
static inline uint64_t class_entry(const draw_game *dg, uint64_t hand, uint64_t *C, uint8_t perm[4])
{
    assert(card_count(hand) == 5 && (hand & ~dg->p.r.deck) == 0);
    *C = canon(hand, perm);
    int f;
    size_t i = hmap_find(&dg->cls, *C, &f);
    assert(f);
    return dg->cls.slot[i].val;
}

/* The class the abstraction uses, from an entry. */
static inline int entry_class(const draw_game *dg, uint64_t v)
{
    return dg->fine_rep ? (int)(v >> 32) : (int)(v >> 20 & 63);
}

/* The keep rule's cards for k = 1..4 from an entry. */
static inline uint64_t entry_keep(uint64_t v, uint64_t C, const uint8_t perm[4], int k)
{
    return uncanon(cards_of_pos(C, (uint32_t)(v >> (5 * (k - 1))) & 31), perm);
}

/* ---- public pieces ----------------------------------------------------------------- */

int draw_game_classes(const draw_game *dg)
{
    return dg->nclasses;
}

int draw_game_class_of(const draw_game *dg, uint64_t hand)
{
    uint64_t C;
    uint8_t perm[4];
    return entry_class(dg, class_entry(dg, hand, &C, perm));
}

const char *draw_game_bucket_name(const draw_game *dg, int b, char *buf, size_t size)
{
    int B = dg->p.post_buckets;
    if (b == 0)
        snprintf(buf, size, "no-win");
    else if (b == draw_game_post_count(&dg->p) - 1)
        snprintf(buf, size, "straight flush");
    else if (b == B + 1)
        snprintf(buf, size, "quads");
    else
        snprintf(buf, size, "bucket %d/%d", b, B);
    return buf;
}

const char *draw_game_class_name(const draw_game *dg, int cls, char *buf, size_t size)
{
    if (size == 0)
        return buf;
    if (cls < 0 || cls >= dg->nclasses)
        snprintf(buf, size, "?");
    else if (dg->fine_rep)
        card_format(dg->fine_rep[cls], CARD_EN, buf, size);
    else
        default_class_name(cls, buf, size);
    return buf;
}

int draw_game_post_count(const draw_params *p)
{
    return p->post_buckets + 2 + (p->quads_apart ? 1 : 0);
}

int draw_game_strength_bucket(const draw_params *p, double x)
{
    double y = x;
    for (int k = 1; k < p->post_power; k++)   /* products, not pow(): the same bits everywhere */
        y *= x;
    int b = (int)(y * p->post_buckets);
    return 1 + (b < p->post_buckets ? b : p->post_buckets - 1);
}

double draw_game_strength(const draw_game *dg, uint64_t hand)
{
    return strength_num(dg, eval5(&dg->p.r, hand)) / dg->sv_den;
}

uint64_t draw_game_keep(const draw_game *dg, uint64_t hand, int k)
{
    assert(card_count(hand) == 5 && (hand & ~dg->p.r.deck) == 0 && k >= 0 && k <= 5);
    if (k == 0)
        return hand;
    if (k == 5)
        return 0;
    uint64_t C;
    uint8_t perm[4];
    uint64_t v = class_entry(dg, hand, &C, perm);
    return entry_keep(v, C, perm, k);
}

const draw_params *draw_game_params(const draw_game *dg)
{
    return &dg->p;
}

/* ---- the game: helpers ---------------------------------------------------------- */

static inline int lowest(uint8_t mask)
{
    return __builtin_ctz(mask);
}

/* The first seat after `from` (cyclic) in mask (non-empty). */
static inline int next_after(int from, uint8_t mask, int P)
{
    uint32_t m = mask, hi = m & ~((2u << from) - 1);
    (void)P;
    return hi ? __builtin_ctz(hi) : __builtin_ctz(m);
}

static inline double pot_of(const draw_state *s, int P)
{
    double pot = 0;
    for (int i = 0; i < P; i++)
        pot += s->contrib[i];
    return pot;
}

/* Append one public event (history byte b, its index a at a node of `radix`
 * actions) to the history and to the key material.  The exact code is a bit
 * string: a leading 1, then 3 bits per event (every node has at most 7
 * actions), so different histories give different codes. */
static inline void push(const draw_game *dg, draw_state *s, uint8_t b, int a)
{
    assert(s->nhist < DRAW_HIST_MAX && a >= 0 && a < 8);
    s->hist[s->nhist++] = b;
    s->hhash = rng_mix64(s->hhash ^ (0x100u | b));
    if (s->hcode > (dg->hlimit - (uint64_t)a) >> 3)
        s->hover = 1;
    else
        s->hcode = s->hcode << 3 | (uint64_t)a;
}

static inline int round_of(const draw_state *s)
{
    return s->phase == DRAW_PH_BET1 ? 0 : s->phase == DRAW_PH_DRAW ? 1 : 2;
}

static void begin_bet2(draw_state *s)
{
    s->phase = DRAW_PH_BET2;
    s->actor = (uint8_t)lowest(s->in);
    s->pending = s->in;
    s->opened = 0;
    s->raises = 0;
    s->bet2_at = s->nhist;
}

/* After the draw decisions (or at once with draw_fixed). */
static void begin_draw(const draw_game *dg, draw_state *s)
{
    s->draw_at = s->nhist;
    s->in_draw = s->in;
    if (dg->p.draw_fixed) {
        s->phase = DRAW_PH_SERVE;
    } else {
        s->phase = DRAW_PH_DRAW;
        s->actor = (uint8_t)lowest(s->in);
    }
}

/* ---- callbacks ------------------------------------------------------------------ */

static void cb_root(const void *ctx, void *vs)
{
    const draw_game *dg = ctx;
    draw_state *s = vs;
    memset(s, 0, sizeof *s);
    for (int i = 0; i < dg->P; i++)
        s->contrib[i] = 1.0;
    s->bet = 1.0;
    s->in = (uint8_t)((1u << dg->P) - 1);
    s->phase = DRAW_PH_DEAL;
    s->four = -1;
    s->agg1 = s->agg2 = -1;
    s->hcode = 1;
    s->hhash = 0x243F6A8885A308D3ULL;   /* any fixed start */
}

static int cb_node(const void *ctx, const void *vs)
{
    (void)ctx;
    const draw_state *s = vs;
    switch (s->phase) {
    case DRAW_PH_DEAL:
    case DRAW_PH_SERVE:
        return CFR_CHANCE;
    case DRAW_PH_END:
        return CFR_TERMINAL;
    default:
        return s->actor;
    }
}

static int cb_actions(const void *ctx, const void *vs)
{
    const draw_game *dg = ctx;
    const draw_state *s = vs;
    if (s->phase == DRAW_PH_DRAW)
        return 1 + (s->four < 0 ? dg->p.max_draw : 3);
    assert(s->phase == DRAW_PH_BET1 || s->phase == DRAW_PH_BET2);
    if (!s->opened)
        return 1 + dg->p.n_open;
    return 2 + (s->raises < dg->p.max_raises ? dg->p.n_raise : 0);
}

/* The history byte of action a at this node. */
static uint8_t action_byte(const draw_game *dg, const draw_state *s, int a)
{
    (void)dg;
    if (s->phase == DRAW_PH_DRAW)
        return (uint8_t)(DRAW_H_DRAW | a);
    if (!s->opened)
        return (uint8_t)(a == 0 ? DRAW_H_CHECK : DRAW_H_OPEN | (a - 1));
    return (uint8_t)(a == 0 ? DRAW_H_FOLD : a == 1 ? DRAW_H_CALL : DRAW_H_RAISE | (a - 2));
}

static void cb_act(const void *ctx, void *vs, int a)
{
    const draw_game *dg = ctx;
    draw_state *s = vs;
    assert(a >= 0 && a < cb_actions(ctx, vs));
    const int P = dg->P, me = s->actor;
    const uint8_t bit = (uint8_t)(1u << me);
    uint8_t b = action_byte(dg, s, a);
    push(dg, s, b, a);
    if (s->phase == DRAW_PH_BET1) {
        /* the summary history's material (draw_game.h, DRAW_HIST_SUMMARY) */
        assert(s->own1[me] < 1u << 27);
        s->own1[me] = s->own1[me] << 5 | (uint32_t)(4 * (b >> 4) + (b & 15) + 1);
        if ((b & 0xf0) == DRAW_H_OPEN) {
            s->agg1 = (int8_t)me;
            s->r1code = (uint16_t)(1 + (b & 15));
        } else if ((b & 0xf0) == DRAW_H_RAISE) {
            s->agg1 = (int8_t)me;
            s->r1code = (uint16_t)((s->r1code & 7) | (1 + (b & 15)) << 3 | (s->raises + 1) << 6);
        }
    } else if (s->phase == DRAW_PH_BET2 && ((b & 0xf0) == DRAW_H_OPEN || (b & 0xf0) == DRAW_H_RAISE)) {
        s->agg2 = (int8_t)me;
    }
    if (s->phase == DRAW_PH_DRAW) {
        s->ndraw[me] = (uint8_t)a;
        if (a >= 4 && s->four < 0)
            s->four = (int8_t)me;
        uint32_t later = s->in & ~((2u << me) - 1);
        if (later)
            s->actor = (uint8_t)__builtin_ctz(later);
        else
            s->phase = DRAW_PH_SERVE;
        return;
    }
    switch (b & 0xf0) {
    case DRAW_H_CHECK:
        s->pending &= (uint8_t)~bit;
        break;
    case DRAW_H_OPEN:
        s->contrib[me] += dg->p.open_sizes[b & 15] * pot_of(s, P);
        s->bet = s->contrib[me];
        s->opened = 1;
        s->pending = s->in & (uint8_t)~bit;
        break;
    case DRAW_H_FOLD:
        s->in &= (uint8_t)~bit;
        s->pending &= (uint8_t)~bit;
        break;
    case DRAW_H_CALL:
        s->contrib[me] = s->bet;
        s->pending &= (uint8_t)~bit;
        break;
    default: {   /* raise: match, then f x the pot after matching */
        double to_call = s->bet - s->contrib[me];
        double pot = pot_of(s, P) + to_call;
        s->contrib[me] = s->bet + dg->p.raise_sizes[b & 15] * pot;
        s->bet = s->contrib[me];
        s->raises++;
        s->pending = s->in & (uint8_t)~bit;
        break;
    }
    }
    if ((s->in & (s->in - 1)) == 0) {   /* one player left */
        s->phase = DRAW_PH_END;
    } else if (s->pending == 0) {       /* the round is over */
        if (s->phase == DRAW_PH_BET2) {
            s->phase = DRAW_PH_END;
        } else if (!s->opened) {
            s->void_deal = 1;
            s->phase = DRAW_PH_END;
        } else {
            s->opened = 0;
            s->raises = 0;
            begin_draw(dg, s);
        }
    } else {
        s->actor = (uint8_t)next_after(me, s->pending, P);
    }
}

/* A draw count as the summary history keeps it: 4 and 5 merged. */
static inline int draw_cat(int d)
{
    return d >= 4 ? 4 : d;
}

/* The summary history's "focus" opponent of the acting seat: in round 2 the
 * last bettor or raiser of the round if it is another seat, else the round-1
 * aggressor if still in and another seat; at the draw, the round-1 aggressor
 * if he drew before the acting seat.  -1 when none.  `others` receives the
 * other opponents whose draw counts are known (still in; at the draw, those
 * who drew before). */
static int summary_focus(const draw_state *s, int rd, uint8_t *others)
{
    int me = s->actor, f = -1;
    uint8_t known = rd == 2 ? s->in : (uint8_t)(s->in_draw & ((1u << me) - 1));
    known &= (uint8_t)~(1u << me);
    if (rd == 2 && s->agg2 >= 0 && s->agg2 != me)
        f = s->agg2;
    else if (s->agg1 >= 0 && s->agg1 != me && (known >> s->agg1 & 1))
        f = s->agg1;
    if (f >= 0)
        known &= (uint8_t)~(1u << f);
    *others = known;
    return f;
}

/* The lowest draw category among the seats of mask, 7 when empty. */
static inline int min_draw_cat(const draw_state *s, uint8_t mask)
{
    int m = 7;
    for (; mask; mask &= (uint8_t)(mask - 1)) {
        int c = draw_cat(s->ndraw[__builtin_ctz(mask)]);
        m = c < m ? c : m;
    }
    return m;
}

/* The key of a set at the draw or in round 2 under DRAW_HIST_SUMMARY: a
 * 63-bit hash (top bit set, like the full history's hashed keys) of the
 * header hv (seat, round, class) and the summary's fields (draw_game.h). */
static uint64_t summary_key(const draw_state *s, int rd, uint64_t hv, int mode)
{
    bool seat = mode == DRAW_HIST_SEAT;
    int me = s->actor;
    uint8_t others;
    int f = summary_focus(s, rd, &others);
    int n2 = bits_count32(s->in_draw), pos = bits_count32(s->in_draw & ((1u << me) - 1));
    uint64_t pub = (uint64_t)n2 | (uint64_t)pos << 4 | (uint64_t)(rd == 1 && s->four >= 0) << 9
                   | (uint64_t)(f >= 0 ? draw_cat(s->ndraw[f]) : 7) << 12 | (uint64_t)(f >= 0 && f == s->agg1) << 15
                   | (uint64_t)min_draw_cat(s, others) << 16 | (uint64_t)(rd == 2 ? s->ndraw[me] : 7) << 20
                   | (uint64_t)s->own1[me] << 32;
    if (seat)   /* DRAW_HIST_SEAT: round 1's aggressor's seat, 1 + seat */
        pub |= (uint64_t)(s->agg1 + 1) << 24;
    uint64_t h = rng_mix64(hv + 0x5bd1e9955bd1e995ULL);
    h = rng_mix64(h ^ pub);
    if (mode == DRAW_HIST_ROUND1)   /* the whole of round 1 */
        for (int i = 0; i < s->draw_at; i++)
            h = rng_mix64(h ^ (0x200u | s->hist[i]));
    if (rd == 2)
        for (int i = s->bet2_at; i < s->nhist; i++)
            h = rng_mix64(h ^ (0x100u | s->hist[i]));
    return h | 1ULL << 63;
}

/* A key's header: the seat, the round and the class or bucket (< header). */
static uint64_t key_header(const draw_game *dg, const draw_state *s, int rd)
{
    int me = s->actor;
    uint64_t cls = rd < 2                                   ? s->pre[me]
                   : dg->p.abstraction == DRAW_ABS_RECALL ? (uint64_t)s->pre[me] * (uint64_t)draw_game_post_count(&dg->p)
                                                              + s->bucket[me]
                                                        : s->bucket[me];
    uint64_t hv = ((uint64_t)me * 3 + (uint64_t)rd) * (dg->header / 24) + cls;
    assert(hv < dg->header);
    return hv;
}

/* Backoff level 3's group of a post-draw bucket b: 0 no-win, 1..8 the
 * buckets 1..T - 1 below the top 1% cut in 8 runs (buckets 1 + (g - 1) (T -
 * 1) / 8 .. g (T - 1) / 8, rounded up; T = top1), 9 the buckets that hold
 * hands of the top 1%, T..B (the top bucket alone from 4 players to 4 and
 * 8 buckets, 31 and 32 of 32 on strength^4 to ^6), whose hands must not play
 * as the weaker ones do (the sanity checks, never.h), 10 a straight flush,
 * 11 quads apart. */
static int backoff_group(const draw_game *dg, int b)
{
    const int B = dg->p.post_buckets, T = dg->top1;
    return b == 0 ? 0 : b == draw_game_post_count(&dg->p) - 1 ? 10 : b > B ? 11 : b >= T ? 9 : 1 + (b - 1) * 8 / (T - 1);
}

/* The backoff sets of a round-2 set under DRAW_HIST_SUMMARY (draw_game.h,
 * backoff.h), a 63-bit hash salted by the level: level 1 keeps the seat, the
 * bucket, how many went to the draw and the seat's place among them, the
 * focus opponent's draw category, the seat's own draw count and the round-2
 * actions (it forgets the seat's round-1 actions, whether the focus was
 * round 1's aggressor and the other opponents' draws); level 2 keeps only
 * the seat, the bucket, the count at the draw, the place and the round-2
 * actions; level 3 the same with the bucket's group of 8 (backoff_group)
 * instead of the bucket.  0 elsewhere (round 1, the draw, the full history). */
static uint64_t cb_backoff(const void *ctx, const void *vs, int level)
{
    const draw_game *dg = ctx;
    const draw_state *s = vs;
    if (round_of(s) != 2 || level < 1 || dg->P < 3)
        return 0;
    if (dg->p.history == DRAW_HIST_FULL || dg->p.history == DRAW_HIST_ROUND1) {   /* the summary's key, then its levels */
        if (level == 1)
            return summary_key(s, 2, key_header(dg, s, 2), DRAW_HIST_SUMMARY);
        level--;
    }
    if (level > DRAW_BACKOFF_LEVELS)
        return 0;
    int me = s->actor;
    uint8_t others;
    int f = summary_focus(s, 2, &others);
    int n2 = bits_count32(s->in_draw), pos = bits_count32(s->in_draw & ((1u << me) - 1));
    uint64_t pub = (uint64_t)n2 | (uint64_t)pos << 4;
    if (level == 1)
        pub |= (uint64_t)(f >= 0 ? draw_cat(s->ndraw[f]) : 7) << 12 | (uint64_t)s->ndraw[me] << 20
               | (uint64_t)(dg->p.history == DRAW_HIST_SEAT ? s->agg1 + 1 : 0) << 24;
    uint64_t hv = key_header(dg, s, 2);
    if (level == 3)   /* the bucket's group of 8 instead of the bucket */
        hv = (uint64_t)me * 16 + (uint64_t)backoff_group(dg, s->bucket[me]);
    uint64_t h = rng_mix64(rng_mix64(0x6261636b6f666600ULL + (uint64_t)level) ^ hv);
    h = rng_mix64(h ^ pub);
    for (int i = s->bet2_at; i < s->nhist; i++)
        h = rng_mix64(h ^ (0x100u | s->hist[i]));
    return h | 1ULL << 63;
}

static uint64_t cb_infoset(const void *ctx, const void *vs)
{
    const draw_game *dg = ctx;
    const draw_state *s = vs;
    int rd = round_of(s);
    uint64_t hv = key_header(dg, s, rd);
    if (rd > 0 && dg->p.history >= DRAW_HIST_SUMMARY)
        return summary_key(s, rd, hv, dg->p.history);
    if (!s->hover)
        return s->hcode * dg->header + hv;   /* < 2^63, >= header > 0 */
    return rng_mix64(s->hhash ^ rng_mix64(hv + 1)) | 1ULL << 63;
}

static int cb_chance_count(const void *ctx, const void *vs)
{
    (void)ctx;
    (void)vs;
    return 0;   /* sampled chance only: a real deal has too many outcomes */
}

static double cb_chance_apply(const void *ctx, void *vs, int k)
{
    (void)ctx;
    (void)vs;
    (void)k;
    assert(!"draw game: chance outcomes are sampled, not listed");
    return 0;
}

/* The five cards of every seat: the first 5P steps of a Fisher-Yates
 * shuffle of the deck (deal.h), seat i taking cards 5i..5i+4, which is
 * dealing from a shuffled deck (the order cards go round the table does not
 * change the distribution). */
static void deal(const draw_game *dg, draw_state *s, rng *g)
{
    deal_deck d = dg->deck0;
    uint64_t all = deal_cards(&d, 5 * dg->P, g);
    /* Every seat's class slot is asked for first, so that the cache misses
     * of the look-ups (the map is 4 MB at 52 cards) overlap. */
    uint64_t C[CFR_MAX_PLAYERS];
    for (int i = 0; i < dg->P; i++) {
        const uint8_t *c = &d.card[5 * i];
        uint64_t h = 1ULL << c[0] | 1ULL << c[1] | 1ULL << c[2] | 1ULL << c[3] | 1ULL << c[4];
        s->served[i] = s->hand[i] = h;
        uint8_t perm[4];
        C[i] = canon(h, perm);
        __builtin_prefetch(&dg->cls.slot[(size_t)rng_mix64(C[i]) & dg->cls.mask]);
    }
    for (int i = 0; i < dg->P; i++) {
        int f;
        uint64_t v = dg->cls.slot[hmap_find(&dg->cls, C[i], &f)].val;
        assert(f);
        s->pre[i] = (uint16_t)entry_class(dg, v);
        s->keeps[i] = (uint32_t)v & 0xfffff;   /* the serve needs no second look-up */
    }
    s->stock = dg->p.r.deck & ~all;
    s->phase = DRAW_PH_BET1;
    s->actor = 0;
    s->pending = s->in;
}

/* The stock while serving (table.c's `stock`). */
typedef struct stock {
    uint64_t cards;   /* the stock */
    uint32_t n;       /* popcount(cards) */
    uint64_t pile;    /* discards since the last re-shuffle, but the served player's */
    uint64_t mine;    /* the discards of the player being served */
} stock;

/* The stock is empty and `need` cards are due: the discards of the players
 * served become the stock; the served player's own only if those are too
 * few. */
static void reshuffle(stock *k, uint32_t need, draw_state *s)
{
    assert(k->n == 0 && need > 0);
    uint64_t fresh = k->pile;
    if ((uint32_t)card_count(fresh) < need) {
        fresh |= k->mine;
        k->mine = 0;
    }
    assert((uint32_t)card_count(fresh) >= need);
    k->cards = fresh;
    k->n = (uint32_t)card_count(fresh);
    k->pile = 0;
    s->reshuffles++;
}

/* Serve `now` cards one at a time, then put the served player's discards
 * on the pile. */
static uint64_t serve(stock *k, uint32_t now, rng *g, draw_state *s)
{
    uint64_t got = 0;
    for (uint32_t i = 0; i < now; i++) {
        if (k->n == 0)
            reshuffle(k, now - i, s);
        got |= take_one(&k->cards, k->n--, g);
    }
    k->pile |= k->mine;
    k->mine = 0;
    return got;
}

/* The highest-ranked card of m (lowest index on equal ranks); m != 0. */
static inline uint64_t highest_card(uint64_t m)
{
    int top = 31 - __builtin_clz(card_ranks(m));
    uint64_t of = m & ((uint64_t)(1u << top) * 0x0001000100010001ULL);
    return of & (0 - of);
}

static void serve_all(const draw_game *dg, draw_state *s, rng *g)
{
    const rules *r = &dg->p.r;
    const int P = dg->P;
    uint64_t kept[CFR_MAX_PLAYERS] = {0};
    /* The decisions: the game's draw counts, or the fixed strategy's. */
    for (int i = 0; i < P; i++) {
        if (!(s->in >> i & 1))
            continue;
        if (dg->p.draw_fixed) {
            strategy_play play;
            strategy_decide(&dg->plan, s->served[i], &play);
            uint64_t kp = play.keep;
            bool over = s->kover_seat == i + 1;
            if (over) {
                kp = s->kover;
                play.draw = 5 - card_count(kp);
            }
            if (play.draw >= 4) {
                if (s->four < 0)
                    s->four = (int8_t)i;
                else if (s->four != i)
                    do   /* a chosen keep of four or five: three cards at most */
                        kp |= highest_card(s->served[i] & ~kp);
                    while (over && card_count(kp) < 2);
            }
            kept[i] = kp;
            s->ndraw[i] = (uint8_t)(5 - card_count(kp));
            push(dg, s, (uint8_t)(DRAW_H_DRAW | s->ndraw[i]), s->ndraw[i]);
        } else {
            int k = s->ndraw[i];
            uint8_t perm[4];
            uint64_t C = canon(s->served[i], perm);
            if (s->kover_seat == i + 1) {
                kept[i] = s->kover;
                assert(card_count(kept[i]) == 5 - k);
            } else {
                kept[i] = k == 0 ? s->served[i] : k == 5 ? 0 : entry_keep(s->keeps[i], C, perm, k);
                assert(kept[i] == draw_game_keep(dg, s->served[i], k));
            }
        }
    }
    /* The cards, seat after seat (table.c's draw). */
    stock k = {.cards = s->stock, .n = (uint32_t)card_count(s->stock), .pile = 0, .mine = 0};
    int last_served = -1;
    for (int i = 0; i < P; i++) {
        if (!(s->in >> i & 1))
            continue;
        uint32_t now = s->ndraw[i] - (i == s->four);
        k.mine = s->served[i] & ~kept[i];
        s->discards |= k.mine;
        uint64_t got = serve(&k, now, g, s);
        s->drawn |= got;
        s->hand[i] = kept[i] | got;
        last_served = now ? i : last_served;
    }
    if (s->four >= 0) {
        /* His discards still on the pile stay out of a re-shuffle for his
         * last card, as at his turn. */
        int f = s->four;
        k.mine = k.pile & s->served[f] & ~kept[f];
        k.pile ^= k.mine;
        uint64_t got;
        if (last_served == f) {
            /* He is the last served: burn the top card, under the stock. */
            if (k.n == 0)
                reshuffle(&k, 1, s);
            if (k.n >= 2) {
                uint64_t burnt = take_one(&k.cards, k.n--, g);
                got = serve(&k, 1, g, s);
                k.cards |= burnt;
                k.n++;
            } else {
                got = serve(&k, 1, g, s);
            }
            s->burnt = 1;
        } else {
            got = serve(&k, 1, g, s);
        }
        s->drawn |= got;
        s->hand[f] |= got;
    }
    s->stock = k.cards;
    for (int i = 0; i < P; i++) {
        if (!(s->in >> i & 1))
            continue;
        assert(card_count(s->hand[i]) == 5);
        s->value[i] = eval5(r, s->hand[i]);
        s->bucket[i] = bucket_of(dg, s->value[i]);
    }
    begin_bet2(s);
}

static void cb_chance_sample(const void *ctx, void *vs, rng *g)
{
    const draw_game *dg = ctx;
    draw_state *s = vs;
    if (s->phase == DRAW_PH_DEAL)
        deal(dg, s, g);
    else
        serve_all(dg, s, g);
}

static void cb_payoff(const void *ctx, const void *vs, double u[CFR_MAX_PLAYERS])
{
    const draw_game *dg = ctx;
    const draw_state *s = vs;
    const int P = dg->P;
    for (int i = 0; i < CFR_MAX_PLAYERS; i++)
        u[i] = 0;
    if (s->void_deal)
        return;
    double pot = pot_of(s, P);
    uint32_t win = 0;
    if ((s->in & (s->in - 1)) == 0) {
        win = s->in;
    } else {
        uint32_t best = 0;
        for (int i = 0; i < P; i++) {
            if (!(s->in >> i & 1))
                continue;
            uint32_t v = s->value[i];
            assert(v == eval5(&dg->p.r, s->hand[i]));
            win = v > best ? 1u << i : v == best ? win | 1u << i : win;
            best = v > best ? v : best;
        }
    }
    double share = pot / bits_count32(win);
    for (int i = 0; i < P; i++)
        u[i] = (win >> i & 1 ? share : 0) - s->contrib[i];
}

/* ---- every draw pair at once (draw_vec.c's chance model) ------------------------------ */

int draw_game_serve_pairs(const draw_game *dg, const void *vs, rng *g, uint32_t value[2][6], uint16_t bucket[2][6])
{
    const draw_state *s = vs;
    const int md = dg->p.max_draw;
    if (dg->P != 2 || dg->p.draw_fixed || s->phase != DRAW_PH_BET1 || s->nhist != 0)
        return TALON_E_INVAL;
    /* The stock in a random order, its first 8 places drawn (a partial
     * Fisher-Yates): seat 0 takes the first k0, seat 1 the last k1 of
     * those 8.  The four-card rule allows k0 + k1 <= 8 (a seat drawing
     * four or five leaves the other three at most; else 3 + 5), so the two
     * never overlap, and each pair's cards are a uniform draw without
     * replacement from the stock: what serve_all deals, whose order of
     * serving and burnt card change which cards come, not how they are
     * distributed (no re-shuffle: the stock holds N - 10 >= 10 cards). */
    uint8_t st[DECK_MAX];
    int n = 0;
    for (uint64_t m = s->stock; m; m &= m - 1)
        st[n++] = (uint8_t)__builtin_ctzll(m);
    if (n < 8)
        return TALON_E_INVAL;
    for (int i = 0; i < 8; i++) {
        int j = i + (int)rng_bounded(g, (uint32_t)(n - i));
        uint8_t t = st[i];
        st[i] = st[j];
        st[j] = t;
    }
    for (int seat = 0; seat < 2; seat++) {
        uint8_t perm[4];
        uint64_t C = canon(s->served[seat], perm), drawn = 0;
        for (int k = 0; k <= md; k++) {
            uint64_t kept = k == 0 ? s->served[seat] : k == 5 ? 0 : entry_keep(s->keeps[seat], C, perm, k);
            if (k > 0)
                drawn |= 1ULL << st[seat == 0 ? k - 1 : 8 - k];
            uint64_t hand = kept | drawn;
            assert(card_count(hand) == 5 && kept == draw_game_keep(dg, s->served[seat], k));
            value[seat][k] = eval5(&dg->p.r, hand);
            bucket[seat][k] = bucket_of(dg, value[seat][k]);
        }
    }
    return TALON_OK;
}

/* ---- fixed cards (talon advise) ------------------------------------------------------ */

int draw_game_deal_fixed(const draw_game *dg, void *vs, int seat, uint64_t hand, rng *g)
{
    draw_state *s = vs;
    const uint64_t deck = dg->p.r.deck;
    if (s->phase != DRAW_PH_DEAL || seat < 0 || seat >= dg->P || card_count(hand) != 5 || (hand & ~deck))
        return TALON_E_INVAL;
    /* The others take 5 cards each from the rest, uniformly: the same law as
     * deal() conditioned on seat's hand (the order of the draws is another
     * one, so a seed gives other deals than chance_sample). */
    uint64_t rest = deck & ~hand, all = hand;
    uint32_t n = (uint32_t)card_count(rest);
    for (int i = 0; i < dg->P; i++) {
        uint64_t h = hand;
        if (i != seat) {
            h = 0;
            for (int c = 0; c < 5; c++)
                h |= take_one(&rest, n--, g);
        }
        all |= h;
        s->served[i] = s->hand[i] = h;
        uint64_t C;
        uint8_t perm[4];
        uint64_t v = class_entry(dg, h, &C, perm);
        s->pre[i] = (uint16_t)entry_class(dg, v);
        s->keeps[i] = (uint32_t)v & 0xfffff;
    }
    s->stock = deck & ~all;
    s->phase = DRAW_PH_BET1;
    s->actor = 0;
    s->pending = s->in;
    return TALON_OK;
}

uint64_t draw_game_canonical(uint64_t hand)
{
    uint8_t perm[4];
    return canon(hand, perm);
}

uint64_t draw_game_canonical_cards(uint64_t hand, uint32_t pm)
{
    uint8_t perm[4];
    uint64_t C = canon(hand, perm);
    return uncanon(cards_of_pos(C, pm), perm);
}

int draw_game_set_keep(const draw_game *dg, void *vs, int seat, uint64_t keep)
{
    draw_state *s = vs;
    if (!dg || !s || seat < 0 || seat >= dg->P || !(s->in >> seat & 1) || (keep & ~s->served[seat]) ||
        (s->kover_seat && s->kover_seat != seat + 1))
        return TALON_E_INVAL;
    if (dg->p.draw_fixed ? s->phase != DRAW_PH_SERVE : s->phase != DRAW_PH_DRAW || s->actor != seat)
        return TALON_E_INVAL;
    s->kover = keep;
    s->kover_seat = (uint8_t)(seat + 1);
    return TALON_OK;
}

int draw_game_set_final(const draw_game *dg, void *vs, int seat, uint64_t hand)
{
    draw_state *s = vs;
    if (s->phase != DRAW_PH_BET2 || s->nhist != s->bet2_at || seat < 0 || seat >= dg->P || !(s->in >> seat & 1) ||
        card_count(hand) != 5 || (hand & ~dg->p.r.deck))
        return TALON_E_INVAL;
    for (int i = 0; i < dg->P; i++)
        if (i != seat && (s->in >> i & 1) && (s->hand[i] & hand))
            return TALON_E_DUP;
    s->hand[seat] = hand;
    s->value[seat] = eval5(&dg->p.r, hand);
    s->bucket[seat] = bucket_of(dg, s->value[seat]);
    return TALON_OK;
}

/* ---- names ----------------------------------------------------------------------- */

static size_t hist_code(const draw_game *dg, uint8_t b, char *buf, size_t size)
{
    int i = b & 15;
    switch (b & 0xf0) {
    case DRAW_H_CHECK: return (size_t)snprintf(buf, size, "c");
    case DRAW_H_OPEN: return (size_t)snprintf(buf, size, "o%g", dg->p.open_sizes[i]);
    case DRAW_H_FOLD: return (size_t)snprintf(buf, size, "f");
    case DRAW_H_CALL: return (size_t)snprintf(buf, size, "=");
    case DRAW_H_RAISE: return (size_t)snprintf(buf, size, "r%g", dg->p.raise_sizes[i]);
    default: return (size_t)snprintf(buf, size, "d%d", i);
    }
}

static void cb_action_name(const void *ctx, const void *vs, int a, char *buf, size_t size)
{
    const draw_game *dg = ctx;
    const draw_state *s = vs;
    if (size == 0)
        return;
    uint8_t b = action_byte(dg, s, a);
    int i = b & 15;
    switch (b & 0xf0) {
    case DRAW_H_CHECK: snprintf(buf, size, "check"); break;
    case DRAW_H_OPEN:
        snprintf(buf, size, "%s %g", s->phase == DRAW_PH_BET2 ? "bet" : "open", dg->p.open_sizes[i]);
        break;
    case DRAW_H_FOLD: snprintf(buf, size, "fold"); break;
    case DRAW_H_CALL: snprintf(buf, size, "call"); break;
    case DRAW_H_RAISE: snprintf(buf, size, "raise %g", dg->p.raise_sizes[i]); break;
    default: snprintf(buf, size, "draw %d", i); break;
    }
}

/* A draw category's name: "d3", "d4+". */
static const char *draw_cat_name(int c)
{
    static const char *const nm[] = {"d0", "d1", "d2", "d3", "d4+"};
    return c >= 0 && c <= 4 ? nm[c] : "?";
}

/* The name of a summary-history set (DRAW_HIST_SUMMARY): exactly the
 * fields of its key, e.g.
 *   "seat 3 round 2 bucket 5/8 | mine c,=,d2 | 2nd of 3 at the draw |
 *    focus d1 (round-1 aggressor), others lowest d3 | c,b1"
 * (seats from 1; "mine": the seat's own round-1 actions and, in round 2,
 * its draw; at the draw, ", four taken" when the four-card rule is used up). */
static void summary_name(const draw_game *dg, const draw_state *s, int rd, int mode, const char *rname,
                         const char *cls, char *buf, size_t size)
{
    static const char *const ord[] = {"1st", "2nd", "3rd", "4th", "5th", "6th", "7th", "8th"};
    int me = s->actor;
    size_t n = (size_t)snprintf(buf, size, "seat %d %s %s |", me + 1, rname, cls);
    if (mode == DRAW_HIST_ROUND1) {   /* the whole of round 1: "| round 1 c,o1,c,f |" */
        n += (size_t)snprintf(buf + n, size - n, " round 1");
        for (int i = 0; i < s->draw_at && n < size; i++) {
            n += (size_t)snprintf(buf + n, size - n, "%c", i == 0 ? ' ' : ',');
            if (n < size)
                n += hist_code(dg, s->hist[i], buf + n, size - n);
        }
        if (n < size)
            n += (size_t)snprintf(buf + n, size - n, " |");
    }
    if (n < size)
        n += (size_t)snprintf(buf + n, size - n, " mine");
    int groups = 0;
    for (uint32_t c = s->own1[me]; c; c >>= 5)
        groups++;
    for (int gi = groups - 1; gi >= 0 && n < size; gi--) {
        uint32_t c = (s->own1[me] >> (5 * gi)) & 31;
        uint8_t b = (uint8_t)(((c - 1) / 4) << 4 | ((c - 1) % 4));
        n += (size_t)snprintf(buf + n, size - n, "%c", gi == groups - 1 ? ' ' : ',');
        if (n < size)
            n += hist_code(dg, b, buf + n, size - n);
    }
    if (rd == 2 && n < size)
        n += (size_t)snprintf(buf + n, size - n, "%sd%d", groups ? "," : " ", s->ndraw[me]);
    int n2 = bits_count32(s->in_draw), pos = bits_count32(s->in_draw & ((1u << me) - 1));
    if (n < size)
        n += (size_t)snprintf(buf + n, size - n, " | %s of %d at the draw", ord[pos & 7], n2);
    if (mode == DRAW_HIST_SEAT && n < size && s->agg1 >= 0)
        n += (size_t)snprintf(buf + n, size - n, ", aggressor seat %d", s->agg1 + 1);
    uint8_t others;
    int f = summary_focus(s, rd, &others);
    int lo = min_draw_cat(s, others);
    if (n < size) {
        if (f >= 0)
            n += (size_t)snprintf(buf + n, size - n, " | focus %s%s", draw_cat_name(draw_cat(s->ndraw[f])),
                                  f == s->agg1 ? " (round-1 aggressor)" : "");
        else
            n += (size_t)snprintf(buf + n, size - n, " | no focus");
    }
    if (n < size)
        n += (size_t)snprintf(buf + n, size - n, ", others %s%s", lo == 7 ? "none" : "lowest ",
                              lo == 7 ? "" : draw_cat_name(lo));
    if (rd == 1 && n < size && s->four >= 0)
        n += (size_t)snprintf(buf + n, size - n, ", four taken");
    if (rd == 2 && n < size) {
        n += (size_t)snprintf(buf + n, size - n, " |");
        for (int i = s->bet2_at; i < s->nhist && n < size; i++) {
            n += (size_t)snprintf(buf + n, size - n, "%c", i == s->bet2_at ? ' ' : ',');
            if (n < size)
                n += hist_code(dg, s->hist[i], buf + n, size - n);
        }
    }
}

/* The name of a backoff set (cb_backoff), e.g.
 *   "seat 3 round 2 bucket 5/8 | backoff 1: 2nd of 3 at the draw | focus d1, mine d2 | c,b1"
 *   "seat 3 round 2 bucket 5/8 | backoff 2: 2nd of 3 at the draw | c,b1" */
static void cb_backoff_name(const void *ctx, const void *vs, int level, char *buf, size_t size)
{
    static const char *const ord[] = {"1st", "2nd", "3rd", "4th", "5th", "6th", "7th", "8th"};
    const draw_game *dg = ctx;
    const draw_state *s = vs;
    if (size == 0)
        return;
    int me = s->actor, shown = level;
    char cls[64];
    if (dg->p.history == DRAW_HIST_FULL || dg->p.history == DRAW_HIST_ROUND1) {
        if (level == 1) {   /* the summary set's name, "backoff 1: " after its class */
            char sum[400];
            draw_game_bucket_name(dg, s->bucket[me], cls, sizeof cls);
            summary_name(dg, s, 2, DRAW_HIST_SUMMARY, "round 2", cls, sum, sizeof sum);
            const char *rest = strstr(sum, " | ");
            snprintf(buf, size, "seat %d round 2 %s | backoff 1: %s", me + 1, cls, rest ? rest + 3 : sum);
            return;
        }
        level--;
    }
    int grp = backoff_group(dg, s->bucket[me]), T1 = dg->top1 - 1, B = dg->p.post_buckets;
    if (level == 3 && grp >= 1 && grp <= 8)
        snprintf(cls, sizeof cls, "buckets %d-%d/%d", 1 + ((grp - 1) * T1 + 7) / 8, (grp * T1 + 7) / 8, B);
    else if (level == 3 && grp == 9 && dg->top1 < B)
        snprintf(cls, sizeof cls, "buckets %d-%d/%d", dg->top1, B, B);
    else
        draw_game_bucket_name(dg, s->bucket[me], cls, sizeof cls);
    int n2 = bits_count32(s->in_draw), pos = bits_count32(s->in_draw & ((1u << me) - 1));
    size_t n = (size_t)snprintf(buf, size, "seat %d round 2 %s | backoff %d: %s of %d at the draw", me + 1, cls, shown,
                                ord[pos & 7], n2);
    if (level == 1 && n < size) {
        uint8_t others;
        int f = summary_focus(s, 2, &others);
        n += (size_t)snprintf(buf + n, size - n, " | %s%s, mine d%d", f >= 0 ? "focus " : "no focus",
                              f >= 0 ? draw_cat_name(draw_cat(s->ndraw[f])) : "", s->ndraw[me]);
        if (dg->p.history == DRAW_HIST_SEAT && n < size && s->agg1 >= 0)
            n += (size_t)snprintf(buf + n, size - n, ", aggressor seat %d", s->agg1 + 1);
    }
    if (n < size)
        n += (size_t)snprintf(buf + n, size - n, " |");
    for (int i = s->bet2_at; i < s->nhist && n < size; i++) {
        n += (size_t)snprintf(buf + n, size - n, "%c", i == s->bet2_at ? ' ' : ',');
        if (n < size)
            n += hist_code(dg, s->hist[i], buf + n, size - n);
    }
}

static void cb_infoset_name(const void *ctx, const void *vs, char *buf, size_t size)
{
    const draw_game *dg = ctx;
    const draw_state *s = vs;
    if (size == 0)
        return;
    int rd = round_of(s), me = s->actor;
    char cls[128];
    if (rd < 2) {
        draw_game_class_name(dg, s->pre[me], cls, sizeof cls);
    } else {
        draw_game_bucket_name(dg, s->bucket[me], cls, sizeof cls);
        if (dg->p.abstraction == DRAW_ABS_RECALL) {   /* "bucket 5/8 (served pair K)" */
            size_t k = strlen(cls);
            snprintf(cls + k, sizeof cls - k, " (served ");
            k = strlen(cls);
            draw_game_class_name(dg, s->pre[me], cls + k, sizeof cls - k - 1);
            k = strlen(cls);
            snprintf(cls + k, sizeof cls - k, ")");
        }
    }
    static const char *const rname[] = {"round 1", "draw", "round 2"};
    if (rd > 0 && dg->p.history >= DRAW_HIST_SUMMARY) {
        summary_name(dg, s, rd, dg->p.history, rname[rd], cls, buf, size);
        return;
    }
    /* Seats count from 1 in names, as talon solve prints them. */
    size_t n = (size_t)snprintf(buf, size, "seat %d %s %s |", me + 1, rname[rd], cls);
    for (int i = 0; i < s->nhist && n < size; i++) {
        bool new_part = (i == s->draw_at && s->draw_at) || (i == s->bet2_at && s->bet2_at);
        int sep = i == 0 ? ' ' : new_part ? '|' : ',';
        if (sep == '|')
            n += (size_t)snprintf(buf + n, size - n, " | ");
        else
            n += (size_t)snprintf(buf + n, size - n, "%c", sep);
        if (n < size)
            n += hist_code(dg, s->hist[i], buf + n, size - n);
    }
}

/* ---- parameters, init, free ------------------------------------------------------- */

void draw_params_default(draw_params *p, int players, const rules *r)
{
    memset(p, 0, sizeof *p);
    p->players = players;
    if (r)
        p->r = *r;
    p->open_sizes[0] = 0.5;
    p->open_sizes[1] = 1.0;
    p->n_open = 2;
    p->raise_sizes[0] = 1.0;
    p->n_raise = 1;
    p->max_raises = 1;
    p->max_draw = 5;
    p->draw_fixed = 0;
    p->fixed = NULL;
    p->abstraction = DRAW_ABS_CLASSES;
    p->post_buckets = 8;
    p->post_power = 1;
    p->quads_apart = 0;
}

static int check_sizes(const double *v, int n)
{
    if (n < 1 || n > DRAW_MAX_SIZES)
        return TALON_E_RANGE;
    for (int i = 0; i < n; i++)
        if (!isfinite(v[i]) || !(v[i] > 0) || v[i] > 1000)
            return TALON_E_RANGE;
    return TALON_OK;
}

static int check_params(const draw_params *p)
{
    const rules *r = &p->r;
    if (deck_check(r->deck_size) != TALON_OK || r->deck != deck_mask(r->deck_size)
        || r->low_rank != deck_low_rank(r->deck_size))
        return TALON_E_INVAL;
    if (p->players < 2 || p->players > CFR_MAX_PLAYERS || 5 * p->players > r->deck_size)
        return TALON_E_RANGE;
    if (check_sizes(p->open_sizes, p->n_open) != TALON_OK
        || check_sizes(p->raise_sizes, p->n_raise) != TALON_OK)
        return TALON_E_RANGE;
    if (p->max_raises < 0 || p->max_raises > DRAW_MAX_RAISES || p->max_draw < 3 || p->max_draw > 5
        || p->post_buckets < 1 || p->post_buckets > DRAW_MAX_BUCKETS || p->post_power < 1
        || p->post_power > DRAW_MAX_POWER || (p->quads_apart != 0 && p->quads_apart != 1)
        || (p->abstraction != DRAW_ABS_CLASSES && p->abstraction != DRAW_ABS_FINE
            && p->abstraction != DRAW_ABS_RECALL)
        || (p->draw_fixed != 0 && p->draw_fixed != 1)
        || (p->history != DRAW_HIST_FULL && p->history != DRAW_HIST_SUMMARY && p->history != DRAW_HIST_SEAT
            && p->history != DRAW_HIST_ROUND1))
        return TALON_E_RANGE;
    if (p->draw_fixed && p->fixed && strategy_check(p->fixed) != TALON_OK)
        return TALON_E_RANGE;
    return TALON_OK;
}

void draw_game_free(draw_game *dg)
{
    if (!dg)
        return;
    hmap_free(&dg->cls);
    free(dg->fine_rep);
    free(dg->sv_key);
    free(dg->sv_num);
    free(dg);
}

/* Whether games under a and b have the same precomputed tables: the
 * strength table and the class map depend on the rules alone, and
 * rules_init makes the rules from these three. */
static bool same_tables(const rules *a, const rules *b)
{
    return a->deck_size == b->deck_size && a->ace_low == b->ace_low && a->order == b->order;
}

/* dg's strength table and class map as copies of like's (same_tables):
 * 4 MB copied at 52 cards (2.5 ms) instead of a build of 0.12 s. */
static int copy_tables(draw_game *dg, const draw_game *like)
{
    const size_t sv = (size_t)like->sv_mask + 1;
    dg->sv_key = malloc(sv * sizeof *dg->sv_key);
    dg->sv_num = malloc(sv * sizeof *dg->sv_num);
    if (!dg->sv_key || !dg->sv_num || hmap_init(&dg->cls, like->cls.mask + 1) != TALON_OK)
        return TALON_E_NOMEM;
    memcpy(dg->sv_key, like->sv_key, sv * sizeof *dg->sv_key);
    memcpy(dg->sv_num, like->sv_num, sv * sizeof *dg->sv_num);
    dg->sv_mask = like->sv_mask;
    dg->sv_den = like->sv_den;
    dg->v_min = like->v_min;
    memcpy(dg->cls.slot, like->cls.slot, (like->cls.mask + 1) * sizeof *dg->cls.slot);
    dg->cls.n = like->cls.n;
    return set_abstraction(dg);
}

int draw_game_init(draw_game **out, const draw_params *p, cfr_game *g)
{
    return draw_game_init_like(out, p, g, NULL);
}

int draw_game_init_like(draw_game **out, const draw_params *p, cfr_game *g, const draw_game *like)
{
    if (!out)
        return TALON_E_INVAL;
    *out = NULL;
    if (!p || !g)
        return TALON_E_INVAL;
    int rc = check_params(p);
    if (rc != TALON_OK)
        return rc;
    draw_game *dg = calloc(1, sizeof *dg);
    if (!dg)
        return TALON_E_NOMEM;
    dg->p = *p;
    dg->p.fixed = NULL;   /* the copy below is what counts */
    dg->P = p->players;
    dg->N = p->r.deck_size;
    if (p->draw_fixed) {
        if (p->fixed)
            dg->fixed = *p->fixed;
        else if ((rc = strategy_preset("article", &dg->fixed)) != TALON_OK)
            goto fail;
        dg->p.fixed = &dg->fixed;
        if ((rc = strategy_plan_init(&dg->plan, &dg->fixed, &dg->p.r)) != TALON_OK)
            goto fail;
    }
    assert(card_count(dg->p.r.deck) == dg->N);
    rc = deal_init(&dg->deck0, dg->p.r.deck, 0);
    if (rc == TALON_OK && like && same_tables(&like->p.r, &dg->p.r)) {
        rc = copy_tables(dg, like);
    } else {
        if (rc == TALON_OK)
            rc = build_strength(dg);
        if (rc == TALON_OK)
            rc = build_classes(dg);
    }
    if (rc != TALON_OK)
        goto fail;
    dg->top1 = draw_game_strength_bucket(p, 0.99);
    uint64_t npost = (uint64_t)draw_game_post_count(p) * (p->abstraction == DRAW_ABS_RECALL ? (uint64_t)dg->nclasses : 1);
    uint64_t ncls = (uint64_t)dg->nclasses > npost ? (uint64_t)dg->nclasses : npost;
    dg->header = 24 * ncls;
    dg->hlimit = (UINT64_MAX >> 1) / dg->header - 1;   /* hcode * header + hv < 2^63 */

    memset(g, 0, sizeof *g);
    g->players = dg->P;
    g->state_size = sizeof(draw_state);
    g->ctx = dg;
    g->name = "draw";
    g->root = cb_root;
    g->node = cb_node;
    g->actions = cb_actions;
    g->act = cb_act;
    g->infoset = cb_infoset;
    g->chance_count = cb_chance_count;
    g->chance_apply = cb_chance_apply;
    g->chance_sample = cb_chance_sample;
    g->payoff = cb_payoff;
    g->action_name = cb_action_name;
    g->infoset_name = cb_infoset_name;
    g->backoff = cb_backoff;
    g->backoff_name = cb_backoff_name;
    *out = dg;
    return TALON_OK;
fail:
    draw_game_free(dg);
    return rc;
}

/* ---- description and size ------------------------------------------------------- */

static size_t list_sizes(const double *v, int n, char *buf, size_t size)
{
    size_t k = 0;
    for (int i = 0; i < n && k < size; i++)
        k += (size_t)snprintf(buf + k, size - k, "%s%g", i ? "," : "", v[i]);
    return k;
}

const char *draw_game_describe(const draw_game *dg, char *buf, size_t size)
{
    if (size == 0)
        return buf;
    const draw_params *p = &dg->p;
    char os[64], rs[64];
    list_sizes(p->open_sizes, p->n_open, os, sizeof os);
    list_sizes(p->raise_sizes, p->n_raise, rs, sizeof rs);
    char dr[64], pw[40] = "";
    if (p->post_power > 1)
        snprintf(pw, sizeof pw, "; buckets by strength^%d", p->post_power);
    if (p->draw_fixed)
        snprintf(dr, sizeof dr, "draw fixed by strategy %s", dg->fixed.name[0] ? dg->fixed.name : "(unnamed)");
    else
        snprintf(dr, sizeof dr, "draw 0..%d by the keep rule", p->max_draw);
    snprintf(buf, size,
             "draw poker: %d players, %d cards, ace-low %s, %s; ante 1; open %s pot; raise %s pot, "
             "%d per round; %s; pre-draw %d %s, post-draw %d buckets + no-win, %sstraight flush%s%s%s",
             p->players, p->r.deck_size, p->r.ace_low ? "on" : "off", rules_order_name(p->r.order), os, rs,
             p->max_raises, dr, dg->nclasses, p->abstraction == DRAW_ABS_FINE ? "suit classes" : "classes",
             p->post_buckets, p->quads_apart ? "quads, " : "", p->abstraction == DRAW_ABS_RECALL ? ", with the served class" : "", pw,
             p->history == DRAW_HIST_ROUND1    ? "; history summarised after round 1, with round 1 whole"
             : p->history == DRAW_HIST_SEAT    ? "; history summarised after round 1, with the aggressor's seat"
             : p->history == DRAW_HIST_SUMMARY ? "; history summarised after round 1"
                                               : "");
    return buf;
}

/* ---- the game line read back ------------------------------------------------------ */

#define LINE_FIELDS 24
#define FIELD_MAX 128

/* Split a game line into its fields (at ", " and "; "). */
static int split_fields(const char *line, char f[LINE_FIELDS][FIELD_MAX])
{
    int n = 0;
    while (*line && n < LINE_FIELDS) {
        const char *end = line;
        while (*end && !((end[0] == ',' || end[0] == ';') && end[1] == ' '))
            end++;
        snprintf(f[n++], FIELD_MAX, "%.*s", (int)(end - line), line);
        line = *end ? end + 2 : end;
    }
    return n;
}

int draw_game_line_diff(const char *a, const char *b, const char *name_a, const char *name_b, char *out, size_t size)
{
    char (*x)[FIELD_MAX] = malloc(2 * LINE_FIELDS * sizeof *x), (*y)[FIELD_MAX];
    if (!x) {
        snprintf(out, size, "the game lines differ");
        return strcmp(a, b) != 0;
    }
    y = x + LINE_FIELDS;
    int na = split_fields(a, x), nb = split_fields(b, y);
    int differ = 1;
    for (int i = 0;; i++) {
        if (i == na && i == nb) {
            differ = strcmp(a, b) != 0;
            snprintf(out, size, differ ? "the game lines differ in their separators" : "the same game");
            break;
        }
        if (i == na || i == nb) {   /* one line ends first */
            if (i == na)
                snprintf(out, size, "field %d: none in the %s, '%.100s' in the %s", i + 1, name_a, y[i], name_b);
            else
                snprintf(out, size, "field %d: '%.100s' in the %s, none in the %s", i + 1, x[i], name_a, name_b);
            break;
        }
        if (strcmp(x[i], y[i]) != 0) {
            snprintf(out, size, "field %d: '%.100s' in the %s, '%.100s' in the %s", i + 1, x[i], name_a, y[i], name_b);
            break;
        }
    }
    free(x);
    return differ;
}

int draw_params_parse(const char *line, draw_params *p, strategy *fixed, char *why, size_t ws)
{
    char (*f)[FIELD_MAX] = malloc(LINE_FIELDS * sizeof *f);
    if (!f) {
        snprintf(why, ws, "out of memory");
        return TALON_E_NOMEM;
    }
    int n = split_fields(line, f), i = 0, players = 0, deck = 0, k, used;
    const char *want = NULL;
    char w[FIELD_MAX], ace[8];
    rules r;
    enum rules_order ord = ORDER_MODERN;
#define FIELD(cond, form) \
    if (!want && (i >= n || !(cond)))                                                                                 \
        want = form;                                                                                                  \
    if (!want)                                                                                                        \
        i++;
#define SCAN(fmt, ...) (used = -1, sscanf(f[i], fmt "%n", __VA_ARGS__, &used) >= 1 && used == (int)strlen(f[i]))
    FIELD(SCAN("draw poker: %d players", &players) && players >= 2 && players <= CFR_MAX_PLAYERS,
          "draw poker: P players (2 to 8)");
    FIELD(SCAN("%d cards", &deck), "N cards");
    FIELD(SCAN("ace-low %7s", ace) && (!strcmp(ace, "on") || !strcmp(ace, "off")), "ace-low on|off");
    FIELD(rules_order_parse(f[i], &ord) == TALON_OK, "an order: modern, flush-over-full or archaic");
    if (!want && rules_init(&r, deck, strcmp(ace, "on") == 0, ord) != TALON_OK) {
        i = 1;
        want = "N cards: a deck of 20 to 52, a multiple of 4";
    }
    if (!want)
        draw_params_default(p, players, &r);
    FIELD(strcmp(f[i], "ante 1") == 0, "ante 1");
    double *sizes[2] = {p->open_sizes, p->raise_sizes};
    int *nsz[2] = {&p->n_open, &p->n_raise};
    for (int t = 0; t < 2; t++) {
        bool ok = !want && i < n && sscanf(f[i], t ? "raise %127[0-9.,] pot%n" : "open %127[0-9.,] pot%n", w, &used) == 1 &&
             used == (int)strlen(f[i]);
        *nsz[t] = 0;
        for (char *s = w, *e; ok && *s; s = *e ? e + 1 : e) {
            double x = strtod(s, &e);
            ok = e != s && x > 0 && *nsz[t] < DRAW_MAX_SIZES && (*e == ',' || !*e);
            if (ok)
                sizes[t][(*nsz[t])++] = x;
        }
        FIELD(ok && *nsz[t] > 0, t ? "raise S[,S...] pot" : "open S[,S...] pot");
    }
    FIELD(SCAN("%d per round", &p->max_raises) && p->max_raises >= 0, "R per round");
    if (!want && i < n && sscanf(f[i], "draw fixed by strategy %127s", w) == 1) {
        if (strategy_preset(w, fixed) != TALON_OK) {
            want = "draw fixed by strategy NAME, a preset (standard, standard-camouflage, article): a strategy read "
                   "from a file is not in the line";
        } else {
            p->draw_fixed = 1;
            p->fixed = fixed;
            i++;
        }
    } else {
        FIELD(SCAN("draw 0..%d by the keep rule", &p->max_draw), "draw 0..D by the keep rule");
    }
    bool fine = false;
    if (!want && i < n && (SCAN("pre-draw %d classes", &k) || (fine = SCAN("pre-draw %d suit classes", &k))))
        i++;
    else if (!want)
        want = "pre-draw K classes, or pre-draw K suit classes";
    FIELD(SCAN("post-draw %d buckets + no-win", &p->post_buckets) && p->post_buckets >= 1, "post-draw B buckets + no-win");
    p->quads_apart = 0;
    if (!want && i < n && strcmp(f[i], "quads") == 0) {
        p->quads_apart = 1;
        i++;
    }
    FIELD(strcmp(f[i], "straight flush") == 0, "straight flush");
    p->abstraction = fine ? DRAW_ABS_FINE : DRAW_ABS_CLASSES;
    if (!want && i < n && strcmp(f[i], "with the served class") == 0) {
        p->abstraction = DRAW_ABS_RECALL;
        i++;
    }
    p->post_power = 1;
    if (!want && i < n && sscanf(f[i], "buckets by strength^%d%n", &k, &used) == 1 && used == (int)strlen(f[i])) {
        if (k < 2 || k > DRAW_MAX_POWER)
            want = "buckets by strength^K, K from 2 to 7";
        else {
            p->post_power = k;
            i++;
        }
    }
    p->history = DRAW_HIST_FULL;
    if (!want && i < n && strcmp(f[i], "history summarised after round 1") == 0) {
        p->history = DRAW_HIST_SUMMARY;
        i++;
        if (i < n && strcmp(f[i], "with the aggressor's seat") == 0) {
            p->history = DRAW_HIST_SEAT;
            i++;
        } else if (i < n && strcmp(f[i], "with round 1 whole") == 0) {
            p->history = DRAW_HIST_ROUND1;
            i++;
        }
    }
    if (!want && i < n)
        want = "the end of the line";
#undef FIELD
#undef SCAN
    int rc = TALON_OK;
    if (want) {
        snprintf(why, ws, "field %d of the game line, '%.100s': expected '%s'", i + 1, i < n ? f[i] : "(missing)", want);
        rc = TALON_E_PARSE;
    }
    free(f);
    return rc;
}

typedef struct walk {
    uint64_t nodes[3], visited, max;
} walk;

static int walk_public(const draw_game *dg, const draw_state *s, walk *w);

/* The fixed draw's public outcomes: every vector of draw counts 0..4 of
 * the players still in (the four-card rule: one 4 at most). */
static int walk_fixed_draws(const draw_game *dg, draw_state *s, int seat, walk *w)
{
    while (seat < dg->P && !(s->in >> seat & 1))
        seat++;
    if (seat == dg->P) {
        begin_bet2(s);
        return walk_public(dg, s, w);
    }
    for (int d = 0; d <= 4; d++) {
        if (d == 4 && s->four >= 0)
            continue;
        draw_state t = *s;
        t.ndraw[seat] = (uint8_t)d;
        if (d == 4)
            t.four = (int8_t)seat;
        push(dg, &t, (uint8_t)(DRAW_H_DRAW | d), d);
        int rc = walk_fixed_draws(dg, &t, seat + 1, w);
        if (rc != TALON_OK)
            return rc;
    }
    return TALON_OK;
}

static int walk_public(const draw_game *dg, const draw_state *s, walk *w)
{
    if (++w->visited > w->max)
        return TALON_E_RANGE;
    switch (s->phase) {
    case DRAW_PH_END:
        return TALON_OK;
    case DRAW_PH_DEAL: {
        draw_state t = *s;
        t.phase = DRAW_PH_BET1;
        t.actor = 0;
        t.pending = t.in;
        return walk_public(dg, &t, w);
    }
    case DRAW_PH_SERVE: {
        draw_state t = *s;
        if (!dg->p.draw_fixed) {
            begin_bet2(&t);
            return walk_public(dg, &t, w);
        }
        return walk_fixed_draws(dg, &t, 0, w);
    }
    default: {
        w->nodes[round_of(s)]++;
        int na = cb_actions(dg, s);
        for (int a = 0; a < na; a++) {
            draw_state t = *s;
            cb_act(dg, &t, a);
            int rc = walk_public(dg, &t, w);
            if (rc != TALON_OK)
                return rc;
        }
        return TALON_OK;
    }
    }
}

int draw_game_count_infosets(const draw_game *dg, uint64_t max_nodes, draw_infosets *out)
{
    if (!dg || !out)
        return TALON_E_INVAL;
    memset(out, 0, sizeof *out);
    walk w = {.max = max_nodes};
    draw_state s;
    cb_root(dg, &s);
    int rc = walk_public(dg, &s, &w);
    out->classes[0] = out->classes[1] = (uint64_t)dg->nclasses;
    out->classes[2] = (uint64_t)draw_game_post_count(&dg->p) * (dg->p.abstraction == DRAW_ABS_RECALL ? (uint64_t)dg->nclasses : 1);
    for (int i = 0; i < 3; i++) {
        out->public_nodes[i] = w.nodes[i];
        out->total += w.nodes[i] * out->classes[i];
    }
    return rc;
}
