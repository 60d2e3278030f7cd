/* table.c - the dealer of a whole table: deal, decisions, the draw with the
 * four-card rule and the re-shuffle of the discards, showdown values; and
 * the Monte Carlo count of final hands by cards drawn.
 *
 * Sets of cards are 64-bit masks (card.h), and so are the undealt deck,
 * the stock and the discard pile: no array of cards is ever permuted.
 * Dealing a uniformly random card of a set S of n cards is choosing j
 * uniform in [0, n) and taking the j-th lowest card of S,
 *     card = pdep(1 << j, S)   (BMI2: bit 0 of 1 << j deposited in the j-th
 *                               set bit of S, i.e. that bit alone),
 * and removing it from S.  A sequence of such draws is the lazy form of
 * dealing from the top of a uniformly shuffled deck.  (An array
 * Fisher-Yates costs twice as much here: its swaps are loads and stores to
 * random places of a small array, and the processor keeps guessing wrongly
 * whether they alias.)  Without a fast pdep, a select by byte counts does
 * the same (combo.h), four picks side by side.
 *
 * The random indices come in batches: up to four from one 32-bit generator
 * output, by Lemire's multiply-and-reject method for the bound
 * p = n (n-1) ... (n-k+1) read in mixed radix (fy_digits below).  A run of
 * cards whose length is known only at run time (the draw) is dealt four at
 * a time, with spare cards past its end thrown away, so that how many cards
 * the seats ask costs no mispredicted branch.
 *
 * The strategy's decision is looked up, not recomputed: table_init runs
 * strategy_decide_value once on every hand of the deck and stores a 2-byte
 * entry per hand, indexed by the hand's colex rank.  A decision on a random
 * hand costs ~15 ns and several unpredictable branches; the lookup a few ns
 * (all seats' lookups are issued first, so their cache misses overlap; the
 * Monte Carlo loop also prefetches the next deal's).
 *
 * The draw: the decisions, and the four-card rule with them, do not depend
 * on the cards drawn, so they are taken first.  In the common case (no
 * four-card draw, and the stock holds every card asked) the cards served
 * are the next T cards of the stock, dealt in one sequence and handed out
 * in seat order, without a branch on how many each seat gets.  Otherwise a
 * seat-by-seat path serves one card at a time, with the re-shuffle, the
 * fourth card and the burn.  table_mc runs a fused copy of the deal and of
 * the common case of the draw that writes straight into its counters
 * (checked against table_deal and table_draw, bit for bit, by
 * tests/test_table.c), compiled once per number of players and without a
 * branch on the decisions, and evaluates the final hands in chunks (a plain
 * loop the compiler vectorises).
 *
 * Cost: bench/bench_table.c (4 players, 32 cards: deal 20 cards, 4 lookups,
 * ~8 cards drawn, 4 eval5, the counts).
 */
#include <assert.h>
#include <stdlib.h>
#include <string.h>
#ifdef __BMI2__
#include <immintrin.h>
#endif

/* Portable builds (TALON_NATIVE off, the default) run on any x86-64, where
 * this file has no pdep/pext (combo.h, TABLE_PDEP below), popcount is a
 * libgcc call and flush's evaluation loop does not vectorise: the dealer is
 * then 4 to 8 times slower than in a -march=native build.  So CMakeLists.txt
 * compiles this file twice in a portable x86-64 build (TALON_TABLE_V3): once
 * for baseline x86-64, and once more with -march=x86-64-v3 (AVX2, BMI1/2,
 * POPCNT) and TABLE_VARIANT, where the entry points become table_deal_v3,
 * table_draw_v3 and table_mc_v3 and the set-up functions are left out.  The
 * baseline table_deal, table_draw and table_mc call the _v3 copies when the
 * CPU has those instructions (table_v3), and is not an AMD Zen 1 or 2, whose
 * microcoded pdep would make the copy slower than the baseline.  Both copies
 * deal the same cards and count the same bits (pdep and the loop pick the
 * same card; integer code only); the decision table built by table_init
 * serves both (lut_index gives the same index with or without pext). */
#ifdef TABLE_VARIANT
#define table_deal table_deal_v3
#define table_draw table_draw_v3
#define table_mc table_mc_v3
#elif defined(TALON_TABLE_V3)
#define TABLE_DISPATCH 1
#endif

#include "bits.h"
#include "combo.h"
#include "err.h"
#include "eval.h"
#include "stats.h"
#include "table.h"

#ifdef TABLE_DISPATCH
void table_deal_v3(const table *t, rng *g, const uint64_t *preset, table_hand *h);
void table_draw_v3(const table *t, rng *g, uint32_t forced, table_hand *h);
int table_mc_v3(const table *t, uint32_t forced, const mc_config *cfg, table_counts *out, uint64_t *done);

/* Whether to run the x86-64-v3 copy (a test of a word libgcc fills at start-up). */
static inline bool table_v3(void)
{
    return __builtin_cpu_supports("avx2") && __builtin_cpu_supports("bmi2") && __builtin_cpu_supports("popcnt") &&
           !__builtin_cpu_is("znver1") && !__builtin_cpu_is("znver2");
}
#endif

/* pdep is microcoded (slow) on AMD before Zen 3. */
#if defined(__BMI2__) && !defined(__znver1__) && !defined(__znver2__)
#define TABLE_PDEP 1
#endif

/* For the functions whose constant arguments must reach the loops
 * (play_full's number of players). */
#define ALWAYS_INLINE inline __attribute__((always_inline))

/* ---- drawing cards ----------------------------------------------------------- */

/* The j-th lowest card of m is combo_nth_card(m, j): 0 when j >= popcount(m);
 * combo_nth_cards picks up to four one after another (deal_run asks for
 * spare cards past the end of a set). */

/* k (1..4) indices d[m] uniform in [0, n - m), independent, from one 32-bit
 * generator output (rarely more): Lemire's multiply-and-reject method for
 * the bound p = n (n-1) ... (n-k+1), read in mixed radix.  With r uniform
 * in [0, 2^32), r n = d0 2^32 + r1, r1 (n-1) = d1 2^32 + r2, ... gives
 * floor(r p / 2^32) = ((d0 (n-1) + d1) (n-2) + d2) ... and r p mod 2^32 =
 * r_k, so rejecting when r_k < 2^32 mod p (Lemire's test) makes the digits
 * exactly uniform ("batched ranged random integers", Brackett-Rozinsky and
 * Lemire, 2024).  p <= 52^4 < 2^23, so r_k >= 2^23 accepts at once (all but
 * 1/512 of the time).
 * All four digits are always computed, and r_k picked among the r_m, so
 * that a k known only at run time costs no branch (a mispredicted one costs
 * more than the three multiplies).  The spare digits d[k..3] are not
 * random, and not even below n - m when m >= n (n - m wraps around): a
 * caller may use them only for work it throws away. */
_Static_assert(52ull * 51 * 50 * 49 < (1ull << 23), "four draws fit 2^23");
static inline void fy_digits(rng *g, uint32_t n, uint32_t k, uint32_t d[4])
{
    assert(k >= 1 && k <= 4 && k <= n);
    for (;;) {
        uint32_t x = rng_next(g), r[4];
        for (uint32_t m = 0; m < 4; m++) {
            uint64_t z = (uint64_t)x * (n - m);
            d[m] = (uint32_t)(z >> 32);
            x = r[m] = (uint32_t)z;
        }
        uint32_t rk = r[k - 1];
        if (__builtin_expect(rk >= 1u << 23, 1))
            return;
        uint32_t p = n;
        for (uint32_t m = 1; m < k; m++)
            p *= n - m;
        if (rk >= (0u - p) % p)
            return;
    }
}

/* Deal k (1..4) cards from *s (n = popcount(*s) >= k) into out[0..k-1],
 * each removed from the set before the next is chosen (combo_nth_cards:
 * with pdep one after the other, without it four selects side by side). */
static inline void deal_k(rng *g, uint64_t *s, uint32_t n, uint32_t k, uint64_t *out)
{
    uint32_t d[4];
    uint64_t c[4];
    fy_digits(g, n, k, d);
    combo_nth_cards(*s, d, k, c);
    uint64_t m = *s;
    for (uint32_t i = 0; i < k; i++) {
        assert(d[i] < n - i && (c[i] & m) != 0);
        out[i] = c[i];
        m ^= c[i];
    }
    *s = m;
}

/* Deal T (0..3 * TABLE_MAX_PLAYERS) cards from s (n >= T of them), in
 * order, four per generator call: the cards of deal_k(4) after deal_k(4)
 * ..., then deal_k(T mod 4).  Returns the run as the sets it leaves,
 * M[i] = s less the first i cards (i = 0..T), so that cards i..j-1 are
 * M[i] ^ M[j].  Each generator call deals four cards, those past T from
 * spare digits (fy_digits), so that the only branch on T is the loop's:
 * M[T+1..T+3] are garbage, and M needs room for T rounded up to 4, plus 1. */
#define RUN_MAX (3 * TABLE_MAX_PLAYERS + 4)   /* M's size for T <= 3 * players */
static inline void deal_run(rng *g, uint64_t s, uint32_t n, uint32_t T, uint64_t *M)
{
    M[0] = s;
    for (uint32_t i = 0; i < T; i += 4) {
        uint32_t d[4];
        uint64_t c[4];
        fy_digits(g, n - i, T - i < 4 ? T - i : 4, d);
        combo_nth_cards(s, d, 4, c);   /* a spare digit may be anything: its card is garbage */
        for (uint32_t j = 0; j < 4; j++) {
            s ^= c[j];
            M[i + j + 1] = s;
        }
    }
}

/* ---- the decision table --------------------------------------------------------- */

/* Entry of a hand (index: colex rank of its five deck positions p0 < ... <
 * p4, sum of C(p_i, i + 1)):
 *     bits  0..4   which of the five cards are kept (bit i = the i-th
 *                  lowest card index)
 *     bit   5      the strategy folds the hand unless forced
 *     bits  6..8   served class (enum strategy_served)
 *     bits  9..11  rule (enum strategy_rule)
 *     bits 12..15  category of the hand (enum eval_cat) */
#define LUT_FOLD (1u << 5)

static inline uint32_t lut_index(const table *t, uint64_t hand)
{
    uint32_t idx = 0;
#ifdef TABLE_PDEP
    /* pext packs the deck's cards into positions 0..N-1 (pext and pdep go
     * together: both fast, or both microcoded). */
    uint64_t m = _pext_u64(hand, t->r->deck);
    for (int i = 0; i < 5; i++) {
        idx += t->binom[i][__builtin_ctzll(m)];
        m &= m - 1;
    }
#else
    for (int i = 0; i < 5; i++) {
        idx += t->binom[i][t->pos[__builtin_ctzll(hand)]];
        hand &= hand - 1;
    }
#endif
    return idx;
}

/* The cards of hand selected by the 5-bit mask bits (bit i = i-th lowest). */
static inline uint64_t lut_cards(uint32_t bits, uint64_t hand)
{
#ifdef TABLE_PDEP
    return _pdep_u64(bits, hand);
#else
    uint64_t out = 0;
    for (int i = 0; i < 5; i++, hand &= hand - 1)
        out |= (bits >> i & 1) ? hand & (0 - hand) : 0;
    return out;
#endif
}

#ifndef TABLE_VARIANT   /* the set-up: in the baseline copy only */
static uint16_t lut_entry(const table *t, uint64_t hand)
{
    strategy_play p;
    uint32_t v = eval5(t->r, hand);
    strategy_decide_value(t->plan, hand, v, &p);
    uint32_t bits = 0, i = 0;
    for (uint64_t m = hand; m; m &= m - 1, i++)
        bits |= (uint32_t)(p.keep >> __builtin_ctzll(m) & 1) << i;
    return (uint16_t)(bits | (p.fold ? LUT_FOLD : 0) | (uint32_t)p.served << 6 | (uint32_t)p.rule << 9 |
                      (uint32_t)eval_category(t->r, v) << 12);
}

int table_init(table *t, const rules *r, const strategy_plan *plan, int players, enum table_mode mode)
{
    if (!t || !r || !plan || plan->r != r)
        return TALON_E_INVAL;
    if (mode != TABLE_FULL && mode != TABLE_SOLO)
        return TALON_E_INVAL;
    if (players < 1 || players > TABLE_MAX_PLAYERS || (mode == TABLE_FULL && 5 * players > r->deck_size))
        return TALON_E_RANGE;
    table x;
    memset(&x, 0, sizeof x);
    x.r = r;
    x.plan = plan;
    x.players = players;
    x.mode = mode;
    int n = 0;
    for (uint64_t m = r->deck; m; m &= m - 1) {
        x.pos[__builtin_ctzll(m)] = (uint8_t)n;
        x.card[n++] = (uint8_t)__builtin_ctzll(m);
    }
    x.ncards = (uint8_t)n;
    for (int a = 0; a < n; a++)
        for (int i = 0; i < 5; i++)
            x.binom[i][a] = (uint32_t)combo_binom(a, i + 1);
    size_t total = (size_t)x.binom[4][n - 1] + x.binom[3][n - 1];   /* C(n,5) = C(n-1,5) + C(n-1,4) */
    x.lut = malloc(total * sizeof *x.lut);
    if (!x.lut)
        return TALON_E_NOMEM;
    combo5 it;
    for (bool more = combo5_first(&it, r->deck); more; more = combo5_next(&it)) {
        const int *q = it.pos;   /* the combinatorial number system: idx = sum C(q[i], i+1) */
        uint32_t idx = x.binom[0][q[0]] + x.binom[1][q[1]] + x.binom[2][q[2]] + x.binom[3][q[3]] + x.binom[4][q[4]];
        assert(idx < total && idx == lut_index(&x, it.hand));
        x.lut[idx] = lut_entry(&x, it.hand);
    }
    *t = x;
    return TALON_OK;
}

void table_free(table *t)
{
    if (t) {
        free(t->lut);
        t->lut = NULL;
    }
}
#endif /* TABLE_VARIANT */

/* ---- the deal --------------------------------------------------------------- */

/* Deal; `values`: also evaluate the served hands (the draw itself only
 * needs the decision table). */
static inline void deal_inline(const table *t, rng *g, const uint64_t *preset, bool values, table_hand *h)
{
    const rules *r = t->r;
    const int P = t->players;
    h->players = P;
    if (t->mode == TABLE_SOLO) {
        /* Each seat from its own full deck. */
        for (int s = 0; s < P; s++) {
            uint64_t hand = preset ? preset[s] : 0;
            if (!hand) {
                uint64_t d = r->deck, c[5];
                deal_k(g, &d, t->ncards, 4, c);
                deal_k(g, &d, t->ncards - 4u, 1, c + 4);
                hand = c[0] | c[1] | c[2] | c[3] | c[4];
            }
            assert(card_count(hand) == 5 && (hand & ~r->deck) == 0);
            h->seat[s].served = hand;
            h->seat[s].key = lut_index(t, hand);
            if (values)
                h->seat[s].served_value = eval5(r, hand);
        }
        return;
    }
    int seats[TABLE_MAX_PLAYERS], q = 0;
    uint64_t left = r->deck;
    for (int s = 0; s < P; s++) {
        uint64_t m = preset ? preset[s] : 0;
        h->seat[s].served = m;
        if (m) {
            assert(card_count(m) == 5 && (m & ~left) == 0);
            left ^= m;
        } else {
            seats[q++] = s;
        }
    }
    /* The 5q cards in the order dealt, four per generator call; card s + q j
     * goes to the s-th dealt seat (round j: one card at a time, clockwise
     * from the dealer's left). */
    const uint32_t total = 5u * (uint32_t)q;
    uint32_t n = (uint32_t)card_count(left), i = 0;
    uint64_t c[5 * TABLE_MAX_PLAYERS];
    for (; i + 4 <= total; i += 4, n -= 4)
        deal_k(g, &left, n, 4, c + i);
    if (i < total)
        deal_k(g, &left, n, total - i, c + i);
    if (q == P)   /* no preset: seat s is the s-th dealt */
        for (int s = 0; s < P; s++)
            h->seat[s].served = c[s] | c[s + P] | c[s + 2 * P] | c[s + 3 * P] | c[s + 4 * P];
    else
        for (int s = 0; s < q; s++)
            h->seat[seats[s]].served = c[s] | c[s + q] | c[s + 2 * q] | c[s + 3 * q] | c[s + 4 * q];
    for (int s = 0; s < P; s++) {
        h->seat[s].key = lut_index(t, h->seat[s].served);
        if (values)
            h->seat[s].served_value = eval5(r, h->seat[s].served);
    }
}

void table_deal(const table *t, rng *g, const uint64_t *preset, table_hand *h)
{
#ifdef TABLE_DISPATCH
    if (table_v3()) {
        table_deal_v3(t, g, preset, h);
        return;
    }
#endif
    deal_inline(t, g, preset, true, h);
}

/* ---- the draw --------------------------------------------------------------- */

typedef struct stock {
    uint64_t cards;   /* the stock */
    uint32_t n;       /* popcount(cards) */
    uint64_t pile;    /* discards since the last re-shuffle, but those of the player being served */
    uint64_t mine;    /* the discards of the player being served */
    uint64_t got;     /* every card served so far */
    int seat;         /* the player being served */
} stock;

/* The stock is empty and `need` more cards are due to the player being
 * served: the discards become the new stock - his own only when the others
 * are not enough. */
static void reshuffle(stock *k, uint32_t need, table_hand *h)
{
    assert(k->n == 0 && need > 0);
    uint64_t fresh = k->pile;
    if ((uint32_t)card_count(fresh) < need) {
        fresh |= k->mine;
        k->mine = 0;
        h->own_reused |= 1u << k->seat;
    }
    assert((uint32_t)card_count(fresh) >= need);
    if (h->reshuffles == 0) {
        h->pile_first = fresh;
        h->from_stock = k->got;   /* every card served before came from the first stock */
    }
    k->cards = fresh;
    k->n = (uint32_t)card_count(fresh);
    k->pile = 0;
    h->reshuffles++;
}

/* Serve `now` cards (0..4) to the player k->seat, whose discards are in
 * k->mine, one card at a time (re-shuffling when the stock runs out);
 * returns them, and puts his discards on the pile.  The rare path: a deal
 * with a four-card draw, or one whose stock cannot serve every card asked. */
static uint64_t take(stock *k, uint32_t now, rng *g, table_hand *h)
{
    uint64_t got = 0;
    for (uint32_t i = 0; i < now; i++) {
        if (k->n == 0)
            reshuffle(k, now - i, h);
        uint64_t c;
        deal_k(g, &k->cards, k->n, 1, &c);
        k->n--;
        got |= c;
        k->got |= c;   /* now: a re-shuffle reads it */
    }
    k->pile |= k->mine;
    k->mine = 0;
    return got;
}

/* The highest-ranked card of m (lowest index on equal ranks); m != 0. */
static inline uint64_t highest_card(uint64_t m)
{
    int top = 31 - __builtin_clz(card_ranks(m));
    uint64_t of = strategy__ranks(m, 1u << top);
    return of & (0 - of);
}

/* Decision of one seat from its table entry e (the four-card rule is
 * applied by the caller).  Returns false when the seat folds. */
static inline bool decide(table_seat *s, uint32_t e, bool forced)
{
    uint64_t keep = lut_cards(e & 31, s->served);
    s->play.keep = keep;
    s->play.draw = (uint8_t)(5 - bits_count64(keep));
    s->play.served = (uint8_t)(e >> 6 & 7);
    s->play.rule = (uint8_t)(e >> 9 & 7);
    s->play.fold = (e & LUT_FOLD) != 0;
    s->served_cat = (uint8_t)(e >> 12);
    bool folded = s->play.fold && !forced;
    s->folded = folded;
    s->limited = false;
    s->kept = folded ? 0 : keep;
    s->drawn = folded ? 0 : s->play.draw;
    s->final_value = 0;   /* the showdown value, set after the draw if still in */
    return !folded;
}

static void draw_solo(const table *t, rng *g, uint32_t forced, table_hand *h)
{
    const rules *r = t->r;
    for (int s = 0; s < t->players; s++) {
        table_seat *x = &h->seat[s];
        if (!decide(x, t->lut[x->key], forced >> s & 1)) {
            x->final = 0;
            x->final_value = 0;
            continue;
        }
        uint64_t fin = x->kept;
        if (x->drawn) {   /* from the N-5 cards the seat does not hold */
            uint64_t left = r->deck ^ x->served, c[4] = {0, 0, 0, 0};
            deal_k(g, &left, t->ncards - 5u, x->drawn, c);
            fin |= c[0] | c[1] | c[2] | c[3];
        }
        x->final = fin;
        x->final_value = eval5(r, fin);
    }
}

static inline void draw_inline(const table *t, rng *g, uint32_t forced, table_hand *h)
{
    const rules *r = t->r;
    const int P = t->players;
    h->four_seat = -1;
    h->burnt = false;
    h->reshuffles = 0;
    h->from_stock = h->from_pile = h->discards = h->pile_first = h->mucked = 0;
    h->own_reused = 0;
    if (t->mode == TABLE_SOLO) {
        h->stock0 = 0;
        draw_solo(t, g, forced, h);
        return;
    }
    /* Every seat's table entry first: independent loads, whose cache misses
     * overlap (the 52-card table does not fit in L2). */
    uint32_t e[TABLE_MAX_PLAYERS];
    uint64_t dealt = 0;
    for (int s = 0; s < P; s++) {
        e[s] = t->lut[h->seat[s].key];
        dealt |= h->seat[s].served;
    }
    stock k = {.cards = r->deck & ~dealt, .pile = 0, .mine = 0, .got = 0, .seat = 0};
    k.n = (uint32_t)card_count(k.cards);
    h->stock0 = k.cards;
    uint64_t mucked = 0, discards = 0;
    int four = -1, last_served = -1;
    /* The decisions first: they do not depend on the cards drawn, and
     * neither does the four-card rule. */
    uint32_t now[TABLE_MAX_PLAYERS], total = 0;
    for (int s = 0; s < P; s++) {
        table_seat *x = &h->seat[s];
        bool in = decide(x, e[s], forced >> s & 1);
        mucked |= in ? 0 : x->served;
        now[s] = x->drawn;
        if (__builtin_expect(now[s] == 4, 0)) {
            if (four < 0) {
                four = s;
                now[s] = 3;   /* the fourth after everyone is served */
            } else {
                x->kept |= highest_card(x->served & ~x->kept);
                x->drawn = now[s] = 3;
                x->limited = true;
            }
        }
        uint64_t thrown = in ? x->served & ~x->kept : 0;
        discards |= thrown;
        total += now[s];
    }
    if (__builtin_expect(four < 0 && total <= k.n, 1)) {
        /* No re-shuffle, no fourth card: the cards served, seat after seat,
         * are the next `total` cards of the stock, dealt in one sequence. */
        uint64_t M[RUN_MAX];
        deal_run(g, k.cards, k.n, total, M);
        uint32_t off = 0;
        for (int s = 0; s < P; s++) {
            table_seat *x = &h->seat[s];
            x->final = x->kept | (M[off] ^ M[off + now[s]]);
            off += now[s];
        }
        k.got = k.cards ^ M[total];
        k.cards = M[total];
        k.n -= total;
    } else {
        for (int s = 0; s < P; s++) {
            table_seat *x = &h->seat[s];
            /* Discard first, then be served. */
            k.mine = x->folded ? 0 : x->served & ~x->kept;
            k.seat = s;
            x->final = x->kept | take(&k, now[s], g, h);
            last_served = now[s] ? s : last_served;
        }
    }
    if (__builtin_expect(four >= 0, 0)) {
        h->four_seat = four;
        /* His own discards still on the pile stay out of a re-shuffle for
         * his fourth card, as at his turn. */
        const table_seat *x = &h->seat[four];
        k.seat = four;
        k.mine = k.pile & x->served & ~x->kept;
        k.pile ^= k.mine;
        if (last_served == four) {
            /* The asker is the last served: burn the top card, under the
             * stock (it stays in the stock, below every other card). */
            if (k.n == 0)
                reshuffle(&k, 1, h);
            if (k.n >= 2) {
                uint64_t burnt, rest = k.cards;
                deal_k(g, &rest, k.n, 1, &burnt);
                k.cards = rest;
                k.n--;
                h->seat[four].final |= take(&k, 1, g, h);
                k.cards |= burnt;
                k.n++;
            } else {
                h->seat[four].final |= take(&k, 1, g, h);
            }
            h->burnt = true;
        } else {
            h->seat[four].final |= take(&k, 1, g, h);
        }
    }
    h->mucked = mucked;
    h->discards = discards;
    if (h->reshuffles)
        h->from_pile = k.got & ~h->from_stock;
    else
        h->from_stock = k.got;
    /* The showdown values of the seats still in, listed without a branch
     * (a folded seat's final_value is 0 already). */
    int in[TABLE_MAX_PLAYERS], nin = 0;
    for (int s = 0; s < P; s++) {
        in[nin] = s;
        nin += !h->seat[s].folded;
    }
    for (int i = 0; i < nin; i++) {
        table_seat *x = &h->seat[in[i]];
        assert(card_count(x->final) == 5);
        x->final_value = eval5(r, x->final);
    }
}

void table_draw(const table *t, rng *g, uint32_t forced, table_hand *h)
{
#ifdef TABLE_DISPATCH
    if (table_v3()) {
        table_draw_v3(t, g, forced, h);
        return;
    }
#endif
    draw_inline(t, g, forced, h);
}

/* ---- Monte Carlo ---------------------------------------------------------------- */

typedef struct mc_ctx {
    const table *t;
    uint32_t forced;
} mc_ctx;

/* The accumulator counts origins only; final[][] and served[][] are its
 * margins, summed once at the end (one increment per seat in the loop). */
typedef struct mc_acc {
    uint64_t deals, limited, fours, burns, reshuffle_deals, reshuffles;
    uint64_t origin[6][EVAL_NCAT][STRATEGY_NSERVED];
} mc_acc;

/* Software-pipelined: deal i+1 is dealt, and its decision-table entries
 * prefetched, before the draw of deal i, so that the entries' cache misses
 * are hidden (at 8 players and 52 cards, whose table does not fit in the
 * L2 cache, the run is 1.5 times faster with it).  The generator
 * outputs are used in another order than deal, draw, deal, draw, but each
 * is used once: the result is as random, and fixed by the block's stream. */
static inline void prefetch(const table *t, const table_hand *h)
{
    for (int s = 0; s < h->players; s++)
        __builtin_prefetch(&t->lut[h->seat[s].key]);
}

/* Buffered counting: each seat of a deal leaves the hand to evaluate (its
 * final hand, or its served hand when folded: then its category is the
 * served one) and its row: the index of origin[d][0][served] (ROW), d the
 * cards drawn or 5 when folded; the hands of MC_CHUNK deals are evaluated in one plain loop, which
 * the compiler vectorises (eval.h: several times faster than one at a
 * time), and then counted. */
#define MC_CHUNK 64
#define ROW(d, served) ((uint16_t)((d) * EVAL_NCAT * STRATEGY_NSERVED + (served)))

typedef struct mc_buf {
    uint32_t n;
    uint64_t hand[MC_CHUNK * TABLE_MAX_PLAYERS];
    uint16_t row[MC_CHUNK * TABLE_MAX_PLAYERS];
    uint32_t value[MC_CHUNK * TABLE_MAX_PLAYERS];
} mc_buf;

static void flush(const table *t, mc_buf *b, mc_acc *a)
{
    const rules *r = t->r;
    const uint32_t n = b->n;
    for (uint32_t i = 0; i < n; i++)
        b->value[i] = eval5(r, b->hand[i]);
    uint64_t *origin = &a->origin[0][0][0];
    for (uint32_t i = 0; i < n; i++) {
        uint32_t c = r->pos_cat[b->value[i] >> EVAL_CAT_SHIFT];
        origin[b->row[i] + c * STRATEGY_NSERVED]++;
    }
    b->n = 0;
}

/* A deal drawn by draw_inline, into the buffer (and its rare counters). */
static void buffer_hand(const table_hand *h, mc_buf *b, mc_acc *a)
{
    for (int s = 0; s < h->players; s++) {
        const table_seat *x = &h->seat[s];
        uint32_t d = x->folded ? 5 : x->drawn;
        b->hand[b->n] = x->folded ? x->served : x->final;
        b->row[b->n++] = ROW(d, x->play.served);
        a->limited += x->limited;
    }
    a->fours += h->four_seat >= 0;
    a->burns += h->burnt;
    a->reshuffle_deals += h->reshuffles > 0;
    a->reshuffles += (uint64_t)h->reshuffles;
}

/* The Monte Carlo loop of a full table, with the number of players P a
 * compile-time constant: mc_play has an instance of play_full for each P
 * (about 11 kB of code each), so that the loops over seats and cards
 * unroll, card i of the deal goes to seat i mod P without arithmetic, and
 * the hands stay in registers: 1.3 times faster than with P a variable
 * (4 players at 32 cards). */

/* Deal the P hands (the cards of deal_inline with no preset hand: the same
 * generator outputs, the same cards), their decision-table keys, and
 * prefetch their entries. */
static ALWAYS_INLINE void deal_full(const table *t, rng *g, const int P, uint64_t *hand, uint32_t *key)
{
    uint64_t left = t->r->deck;
    for (int s = 0; s < P; s++)
        hand[s] = 0;
#pragma GCC unroll 16
    for (int i = 0; i < 5 * P; i += 4) {
        const int k = 5 * P - i < 4 ? 5 * P - i : 4;
        uint32_t d[4];
        uint64_t c[4];
        fy_digits(g, t->ncards - (uint32_t)i, (uint32_t)k, d);
        combo_nth_cards(left, d, (uint32_t)k, c);
#pragma GCC unroll 4
        for (int j = 0; j < k; j++) {
            left ^= c[j];
            hand[(i + j) % P] |= c[j];
        }
    }
    for (int s = 0; s < P; s++) {
        key[s] = lut_index(t, hand[s]);
        __builtin_prefetch(&t->lut[key[s]]);
    }
}

/* The draw of one deal, for the common case: nobody asks four cards and
 * the stock holds every card asked (so no re-shuffle).  It draws exactly
 * as draw_inline does in that case (the cards asked, in seat order, as one
 * run), so the counts are the same as with draw_inline, bit for bit (a
 * test checks it); it only skips the table_hand bookkeeping, and the
 * branches: whether a seat folds, and how many cards it asks, are a coin
 * flip to the branch predictor, so they are arithmetic here.  Any other
 * deal goes to draw_inline, from the same generator state. */
static ALWAYS_INLINE void draw_full(const table *t, rng *g, uint32_t forced, const int P, const uint64_t *hand,
                                    const uint32_t *key, mc_buf *b, mc_acc *a)
{
    uint32_t e[TABLE_MAX_PLAYERS], now[TABLE_MAX_PLAYERS], in[TABLE_MAX_PLAYERS], total = 0, four = 0;
    uint64_t keep[TABLE_MAX_PLAYERS], dealt = 0;
    for (int s = 0; s < P; s++) {
        e[s] = t->lut[key[s]];
        dealt |= hand[s];
        keep[s] = lut_cards(e[s] & 31, hand[s]);
        in[s] = ((e[s] & LUT_FOLD) == 0) | (forced >> s & 1);   /* !(fold && !forced), as 0/1 */
        now[s] = (5 - (uint32_t)bits_count64(keep[s])) & (0 - in[s]);
        assert(now[s] <= 4);
        total += now[s];
        four |= now[s] == 4;
    }
    const uint32_t n = t->ncards - 5u * (uint32_t)P;   /* the stock */
    if (__builtin_expect(four || total > n, 0)) {
        table_hand h;
        h.players = P;
        for (int s = 0; s < P; s++) {
            h.seat[s].served = hand[s];
            h.seat[s].key = key[s];
        }
        draw_inline(t, g, forced, &h);
        buffer_hand(&h, b, a);
    } else {
        uint64_t M[RUN_MAX];
        deal_run(g, t->r->deck & ~dealt, n, total, M);
        uint32_t off = 0, i = b->n;
        for (int s = 0; s < P; s++) {
            uint64_t fin = keep[s] | (M[off] ^ M[off + now[s]]), inm = 0 - (uint64_t)in[s];
            off += now[s];
            b->hand[i + s] = (fin & inm) | (hand[s] & ~inm);   /* folded: the served hand */
            b->row[i + s] = ROW(now[s] | (5 & (in[s] - 1)), e[s] >> 6 & 7);   /* in ? now : 5 (now = 0 when out) */
        }
        b->n = i + P;
    }
}

/* n deals.  The generator is a local copy, which the compiler can keep in
 * registers (stores to the buffer might alias *g). */
static ALWAYS_INLINE void play_full(const table *t, uint32_t forced, uint64_t n, rng *g0, mc_acc *a, mc_buf *b,
                                    const int P)
{
    rng g = *g0;
    uint64_t hand[TABLE_MAX_PLAYERS], next_hand[TABLE_MAX_PLAYERS];
    uint32_t key[TABLE_MAX_PLAYERS], next_key[TABLE_MAX_PLAYERS];
    deal_full(t, &g, P, hand, key);
    for (uint64_t i = 0; i + 1 < n; i++) {
        deal_full(t, &g, P, next_hand, next_key);
        draw_full(t, &g, forced, P, hand, key, b, a);
        if (b->n > (MC_CHUNK - 1) * TABLE_MAX_PLAYERS)
            flush(t, b, a);
        for (int s = 0; s < P; s++) {
            hand[s] = next_hand[s];
            key[s] = next_key[s];
        }
    }
    if (n > 0)
        draw_full(t, &g, forced, P, hand, key, b, a);   /* the last deal (flushed by mc_play) */
    a->deals += n;
    *g0 = g;
}

static void mc_play(void *acc, uint64_t n, rng *g, const void *vctx)
{
    const mc_ctx *c = vctx;
    const table *t = c->t;
    mc_acc *a = acc;
    mc_buf buf;   /* 9 kB */
    mc_buf *b = &buf;
    b->n = 0;
    if (t->mode == TABLE_FULL) {
        _Static_assert(TABLE_MAX_PLAYERS == 10, "one instance per number of players");
        switch (t->players) {
        case 1: play_full(t, c->forced, n, g, a, b, 1); break;
        case 2: play_full(t, c->forced, n, g, a, b, 2); break;
        case 3: play_full(t, c->forced, n, g, a, b, 3); break;
        case 4: play_full(t, c->forced, n, g, a, b, 4); break;
        case 5: play_full(t, c->forced, n, g, a, b, 5); break;
        case 6: play_full(t, c->forced, n, g, a, b, 6); break;
        case 7: play_full(t, c->forced, n, g, a, b, 7); break;
        case 8: play_full(t, c->forced, n, g, a, b, 8); break;
        case 9: play_full(t, c->forced, n, g, a, b, 9); break;
        default: play_full(t, c->forced, n, g, a, b, 10); break;
        }
    } else {
        table_hand h[2];
        deal_inline(t, g, NULL, false, &h[0]);
        prefetch(t, &h[0]);
        for (uint64_t i = 0; i < n; i++) {
            table_hand *cur = &h[i & 1], *next = &h[(i + 1) & 1];
            if (i + 1 < n) {
                deal_inline(t, g, NULL, false, next);
                prefetch(t, next);
            }
            draw_inline(t, g, c->forced, cur);
            buffer_hand(cur, b, a);
            a->deals++;
            if (b->n > (MC_CHUNK - 1) * TABLE_MAX_PLAYERS)
                flush(t, b, a);
        }
    }
    flush(t, b, a);
}

static void mc_merge(void *into, const void *from, const void *ctx)
{
    (void)ctx;
    uint64_t *a = into;
    const uint64_t *b = from;
    for (size_t i = 0; i < sizeof(mc_acc) / sizeof(uint64_t); i++)
        a[i] += b[i];
}

static void margins(const mc_acc *a, int players, table_counts *out)
{
    memset(out, 0, sizeof *out);
    out->deals = a->deals;
    out->hands = a->deals * (uint64_t)players;
    out->limited = a->limited;
    out->fours = a->fours;
    out->burns = a->burns;
    out->reshuffle_deals = a->reshuffle_deals;
    out->reshuffles = a->reshuffles;
    memcpy(out->origin, a->origin, sizeof out->origin);
    for (int d = 0; d < 6; d++)
        for (int c = 0; c < EVAL_NCAT; c++)
            for (int v = 0; v < STRATEGY_NSERVED; v++) {
                out->final[d][c] += a->origin[d][c][v];
                out->served[d][v] += a->origin[d][c][v];
            }
}

static bool mc_precise(const void *acc, uint64_t trials, double precision, const void *vctx)
{
    (void)trials;
    const mc_ctx *c = vctx;
    table_counts m;
    margins(acc, c->t->players, &m);
    for (int d = 0; d < 6; d++)
        for (int k = 0; k < EVAL_NCAT; k++) {
            stats_ci ci;
            stats_wilson(m.final[d][k], m.hands, STATS_CONF95, &ci);
            if (stats_half_width(&ci) >= precision)
                return false;
        }
    return true;
}

int table_mc(const table *t, uint32_t forced, const mc_config *cfg, table_counts *out, uint64_t *done)
{
#ifdef TABLE_DISPATCH
    if (table_v3())
        return table_mc_v3(t, forced, cfg, out, done);
#endif
    if (!t || !cfg || !out)
        return TALON_E_INVAL;
    mc_ctx ctx = {.t = t, .forced = forced};
    mc_sim sim = {.acc_size = sizeof(mc_acc), .play = mc_play, .merge = mc_merge,
                  .precise = mc_precise, .ctx = &ctx};
    mc_acc *a = malloc(sizeof *a);
    if (!a)
        return TALON_E_NOMEM;
    int rc = mc_run(&sim, cfg, a, done);
    if (rc == TALON_OK || rc == TALON_E_CANCEL)
        margins(a, t->players, out);
    free(a);
    return rc;
}
