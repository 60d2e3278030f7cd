/* test_eval.c - the hand evaluator (eval.h): quick checks.
 *
 * Hand-picked ordering facts from the sources, then the fast evaluator
 * against the reference one (eval_ref.c): every hand of the 32-card deck
 * under every order and ace-low setting, the known category counts, and
 * random 6- and 7-card hands for every deck size.  "Orders like the
 * reference" means: sorting the hands by reference key, the fast values are
 * equal exactly where the keys are equal and increase where they increase,
 * and the categories agree.  tests/test_eval_slow.c does the same for every
 * deck exhaustively, and all 7-card hands of 52 cards.
 *
 * Under the sanitizers (TALON_TEST_SANITIZED=1, set by CMake in a
 * TALON_SANITIZE build) the random 6- and 7-card hands are 20 000 per deck,
 * ace-low setting and order, not 200 000 (the same loop: eval7 against
 * eval_ref7 hand by hand, eval_best5 on one hand in 16, the order check,
 * which holds on any set of hands; they were 90% of the test's 49 s of CPU
 * under ASan).  The exhaustive 5-card checks keep their size.  The Release
 * suite runs 200 000.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>

#include "card.h"
#include "check_extra.h"
#include "eval_helpers.h"
#include "eval.h"
#include "rules.h"

/* Cards: C(A, S) is the ace of spades; ranks 2..9, T, J, Q, K, A. */
enum { S = 0, H = 1, D = 2, CL = 3 };
#define C(rank, suit) card_bit(RANK_##rank, (suit))

/* A random k-card hand of r's deck. */
static uint64_t random_hand(const rules *r, int k, uint64_t *seed)
{
    int cards[DECK_MAX], n = 0;
    for (int c = 0; c < 64; c++)
        if (r->deck >> c & 1)
            cards[n++] = c;
    uint64_t m = 0;
    for (int j = 0; j < k; j++) {
        int p = j + (int)(splitmix64(seed) % (uint64_t)(n - j));
        int t = cards[j];
        cards[j] = cards[p];
        cards[p] = t;
        m |= 1ULL << cards[j];
    }
    return m;
}

/* The hand with its suits renamed by the permutation perm. */
static uint64_t permute_suits(uint64_t h, const int perm[4])
{
    uint64_t out = 0;
    for (int s = 0; s < 4; s++)
        out |= (h >> (16 * s) & CARD_RANK_MASK) << (16 * perm[s]);
    return out;
}

/* --- the fast evaluator orders hands like the reference ------------------------ */

typedef struct {
    uint32_t ref, fast;
} keyval;

static int keyval_cmp(const void *a, const void *b)
{
    const keyval *x = a, *y = b;
    if (x->ref != y->ref)
        return x->ref < y->ref ? -1 : 1;
    return (x->fast > y->fast) - (x->fast < y->fast);
}

/* Sort by reference key; fail at the first pair of hands ordered differently. */
static void check_same_order(keyval *v, size_t n, const char *what)
{
    qsort(v, n, sizeof *v, keyval_cmp);
    for (size_t i = 1; i < n; i++) {
        if (v[i].ref == v[i - 1].ref)
            CHECK(v[i].fast == v[i - 1].fast,
                          "%s: ref key %05x ties but values %08x and %08x differ", what,
                          v[i].ref, v[i - 1].fast, v[i].fast);
        else
            CHECK(v[i].fast > v[i - 1].fast,
                          "%s: ref keys %05x < %05x but values %08x >= %08x", what,
                          v[i - 1].ref, v[i].ref, v[i - 1].fast, v[i].fast);
    }
}

/* Every 5-card hand of r's deck: eval5 vs eval_ref5 (order and category), and
 * eval7 == eval5 on five cards.  Counts the categories into cnt if not NULL. */
static void check_all_five(const rules *r, uint64_t cnt[EVAL_NCAT])
{
    int cards[DECK_MAX], n = 0;
    for (int c = 0; c < 64; c++)
        if (r->deck >> c & 1)
            cards[n++] = c;
    size_t total = 0, k = 0;
    for (int a = 0; a < n; a++)
        for (int b = a + 1; b < n; b++)
            for (int c = b + 1; c < n; c++)
                for (int d = c + 1; d < n; d++)
                    total += (size_t)(n - d - 1);
    keyval *v = malloc(total * sizeof *v);
    ck_assert_ptr_nonnull(v);
    char what[64];
    snprintf(what, sizeof what, "%d cards, ace-low %s, %s", r->deck_size,
             r->ace_low ? "on" : "off", rules_order_name(r->order));
    for (int a = 0; a < n; a++)
        for (int b = a + 1; b < n; b++)
            for (int c = b + 1; c < n; c++)
                for (int d = c + 1; d < n; d++)
                    for (int e = d + 1; e < n; e++) {
                        uint64_t h = 1ULL << cards[a] | 1ULL << cards[b] | 1ULL << cards[c]
                                     | 1ULL << cards[d] | 1ULL << cards[e];
                        uint32_t f = eval5(r, h), g = eval_ref5(r, h);
                        CHECK(eval_category(r, f) == eval_ref_category(r, g),
                                      "%s: hand %016llx: category %d, reference %d", what,
                                      (unsigned long long)h, eval_category(r, f),
                                      eval_ref_category(r, g));
                        CHECK(eval7(r, h) == f, "%s: eval7 != eval5 on %016llx", what,
                                      (unsigned long long)h);
                        if (cnt)
                            cnt[eval_category(r, f)]++;
                        v[k].ref = g;
                        v[k].fast = f;
                        k++;
                    }
    ck_assert_uint_eq(k, total);
    check_same_order(v, k, what);
    free(v);
}

/* nhands random hands of 6 and 7 cards (alternately): eval7 vs eval_ref7
 * (order and category), and eval_best5's five cards. */
static void check_random_seven(const rules *r, size_t nhands, uint64_t seed)
{
    keyval *v = malloc(nhands * sizeof *v);
    ck_assert_ptr_nonnull(v);
    char what[64];
    snprintf(what, sizeof what, "%d cards, ace-low %s, %s", r->deck_size,
             r->ace_low ? "on" : "off", rules_order_name(r->order));
    for (size_t i = 0; i < nhands; i++) {
        uint64_t h = random_hand(r, 6 + (int)(i & 1), &seed);
        uint32_t f = eval7(r, h), g = eval_ref7(r, h);
        CHECK(eval_category(r, f) == eval_ref_category(r, g),
                      "%s: hand %016llx: category %d, reference %d", what, (unsigned long long)h,
                      eval_category(r, f), eval_ref_category(r, g));
        if (i % 16 == 0) {   /* the slow path, on a sample */
            uint64_t five = 0;
            CHECK(eval_best5(r, h, &five) == f && card_count(five) == 5 && (five & ~h) == 0
                      && eval5(r, five) == f && eval_ref5(r, five) == g,
                  "%s: eval_best5 on %016llx", what, (unsigned long long)h);
        }
        v[i].ref = g;
        v[i].fast = f;
    }
    check_same_order(v, nhands, what);
    free(v);
}

/* --- ordering facts --------------------------------------------------------- */

START_TEST(test_kickers_decide_within_a_category)
{
    for (int al = 0; al < 2; al++)
        for (int o = 0; o < 3; o++) {
            rules r = mk(52, al, ORDERS[o]);
            /* high card: A J 8 7 5 beats A 10 8 7 5 */
            uint64_t a = C(A, S) | C(J, H) | C(8, D) | C(7, CL) | C(5, S);
            uint64_t b = C(A, H) | C(T, S) | C(8, S) | C(7, D) | C(5, H);
            ck_assert_uint_gt(eval5(&r, a), eval5(&r, b));
            ck_assert_int_eq(eval_category(&r, eval5(&r, a)), EVAL_HIGH);
            /* K Q J 8 7 beats K Q J 8 5 */
            a = C(K, S) | C(Q, H) | C(J, D) | C(8, CL) | C(7, S);
            b = C(K, D) | C(Q, D) | C(J, S) | C(8, H) | C(5, CL);
            ck_assert_uint_gt(eval5(&r, a), eval5(&r, b));
            /* A A A K 10 beats A A A K 9 */
            a = C(A, S) | C(A, H) | C(A, D) | C(K, CL) | C(T, S);
            b = C(A, S) | C(A, H) | C(A, CL) | C(K, D) | C(9, S);
            ck_assert_uint_gt(eval5(&r, a), eval5(&r, b));
            ck_assert_int_eq(eval_category(&r, eval5(&r, a)), EVAL_TRIPS);
            /* pairs: the pair first, then the kickers; two pair: the top pair first */
            a = C(9, S) | C(9, H) | C(4, D) | C(3, CL) | C(2, S);
            b = C(8, S) | C(8, H) | C(A, D) | C(K, CL) | C(Q, S);
            ck_assert_uint_gt(eval5(&r, a), eval5(&r, b));
            a = C(K, S) | C(K, H) | C(3, D) | C(3, CL) | C(2, S);
            b = C(Q, S) | C(Q, H) | C(J, D) | C(J, CL) | C(A, S);
            ck_assert_uint_gt(eval5(&r, a), eval5(&r, b));
            /* full houses: the trips first */
            a = C(3, S) | C(3, H) | C(3, D) | C(2, CL) | C(2, S);
            b = C(2, H) | C(2, D) | C(2, CL) | C(A, D) | C(A, S);
            ck_assert_uint_gt(eval5(&r, a), eval5(&r, b));
            /* equal ranks, different suits: a tie */
            a = C(A, S) | C(J, S) | C(8, D) | C(7, CL) | C(5, S);
            b = C(A, H) | C(J, D) | C(8, CL) | C(7, S) | C(5, D);
            ck_assert_uint_eq(eval5(&r, a), eval5(&r, b));
        }
}
END_TEST

START_TEST(test_the_wheel_is_the_lowest_straight_with_ace_low_and_none_without)
{
    uint64_t wheel = C(A, S) | C(2, H) | C(3, D) | C(4, CL) | C(5, S);
    uint64_t six = C(2, S) | C(3, H) | C(4, D) | C(5, CL) | C(6, S);
    uint64_t trips = C(A, S) | C(A, H) | C(A, D) | C(K, CL) | C(Q, S);
    uint64_t ace_high = C(A, H) | C(K, H) | C(Q, D) | C(J, CL) | C(9, S);
    for (int o = 0; o < 3; o++) {
        rules on = mk(52, true, ORDERS[o]), off = mk(52, false, ORDERS[o]);
        uint32_t w = eval5(&on, wheel);
        ck_assert_int_eq(eval_category(&on, w), EVAL_STRAIGHT);
        ck_assert_uint_lt(w, eval5(&on, six));
        ck_assert_uint_gt(w, eval5(&on, ace_high));
        if (ORDERS[o] == ORDER_ARCHAIC)
            ck_assert_uint_lt(w, eval5(&on, trips));   /* trips beat straights */
        else
            ck_assert_uint_gt(w, eval5(&on, trips));
        /* its top card is the 5 */
        ck_assert_uint_eq(w & 0x1fff, 1u << RANK_5);
        ck_assert_uint_eq(eval_ref5(&on, wheel) >> 16 & 15, RANK_5);

        uint32_t x = eval5(&off, wheel);
        ck_assert_int_eq(eval_category(&off, x), EVAL_HIGH);
        ck_assert_int_eq(eval_ref_category(&off, eval_ref5(&off, wheel)), EVAL_HIGH);
        ck_assert_uint_lt(x, eval5(&off, ace_high));
        ck_assert_int_eq(eval_category(&off, eval5(&off, six)), EVAL_STRAIGHT);

        /* as a straight flush too */
        uint64_t sfw = C(A, D) | C(2, D) | C(3, D) | C(4, D) | C(5, D);
        uint64_t sf6 = C(2, H) | C(3, H) | C(4, H) | C(5, H) | C(6, H);
        ck_assert_int_eq(eval_category(&on, eval5(&on, sfw)), EVAL_STRAIGHT_FLUSH);
        ck_assert_uint_lt(eval5(&on, sfw), eval5(&on, sf6));
        ck_assert_int_eq(eval_category(&off, eval5(&off, sfw)), EVAL_FLUSH);
    }
}
END_TEST

START_TEST(test_ace_seven_to_ten_is_a_straight_at_32_cards_only_with_ace_low)
{
    uint64_t low = C(A, S) | C(7, H) | C(8, D) | C(9, CL) | C(T, S);
    uint64_t next = C(7, S) | C(8, H) | C(9, D) | C(T, CL) | C(J, S);
    uint64_t broadway = C(T, H) | C(J, H) | C(Q, D) | C(K, CL) | C(A, D);
    for (int o = 0; o < 3; o++) {
        rules on = mk(32, true, ORDERS[o]), off = mk(32, false, ORDERS[o]);
        ck_assert_int_eq(eval_category(&on, eval5(&on, low)), EVAL_STRAIGHT);
        ck_assert_uint_lt(eval5(&on, low), eval5(&on, next));
        ck_assert_uint_lt(eval5(&on, next), eval5(&on, broadway));
        ck_assert_uint_eq(eval5(&on, low) & 0x1fff, 1u << RANK_T);
        ck_assert_int_eq(eval_category(&off, eval5(&off, low)), EVAL_HIGH);
        ck_assert_int_eq(eval_category(&off, eval5(&off, next)), EVAL_STRAIGHT);
        /* and A-6-7-8-9 at 36 cards, where A-7-8-9-10 is no straight */
        rules r36 = mk(36, true, ORDERS[o]);
        uint64_t low36 = C(A, S) | C(6, H) | C(7, D) | C(8, CL) | C(9, S);
        uint64_t six36 = C(6, S) | C(7, H) | C(8, D) | C(9, CL) | C(T, S);
        ck_assert_int_eq(eval_category(&r36, eval5(&r36, low36)), EVAL_STRAIGHT);
        ck_assert_uint_lt(eval5(&r36, low36), eval5(&r36, six36));
        ck_assert_int_eq(eval_category(&r36, eval5(&r36, low)), EVAL_HIGH);
    }
}
END_TEST

START_TEST(test_at_20_cards_ace_to_ten_is_broadway_whatever_ace_low)
{
    uint64_t bw = C(A, S) | C(K, H) | C(Q, D) | C(J, CL) | C(T, S);
    for (int o = 0; o < 3; o++) {
        rules on = mk(20, true, ORDERS[o]), off = mk(20, false, ORDERS[o]);
        ck_assert_uint_eq(eval5(&on, bw), eval5(&off, bw));   /* same positions, same value */
        ck_assert_int_eq(eval_category(&on, eval5(&on, bw)), EVAL_STRAIGHT);
        ck_assert_uint_eq(eval5(&on, bw) & 0x1fff, 1u << RANK_A);
        ck_assert_uint_eq(eval_ref5(&on, bw), eval_ref5(&off, bw));
        ck_assert_uint_eq(eval7(&on, bw | C(A, H) | C(K, D)), eval5(&on, bw));
    }
}
END_TEST

START_TEST(test_flush_over_full_swaps_the_full_house_and_the_flush)
{
    uint64_t full = C(2, S) | C(2, H) | C(2, D) | C(3, CL) | C(3, S);
    uint64_t flush = C(A, H) | C(K, H) | C(Q, H) | C(J, H) | C(9, H);
    uint64_t quads = C(2, S) | C(2, H) | C(2, D) | C(2, CL) | C(3, S);
    uint64_t straight = C(T, H) | C(J, H) | C(Q, D) | C(K, CL) | C(A, D);
    for (int deck = 24; deck <= 52; deck += 4)   /* at 20 cards every flush is straight */
        for (int al = 0; al < 2; al++) {
            /* in every deck: the best full house vs a flush of A K J 10 and
             * the lowest rank (never a straight, even ace-low) */
            int lo = deck_low_rank(deck);
            uint64_t fu = card_bit(RANK_A, S) | card_bit(RANK_A, H) | card_bit(RANK_A, D)
                          | card_bit(RANK_K, CL) | card_bit(RANK_K, S);
            uint64_t fl = card_bit(RANK_A, H) | card_bit(RANK_K, H) | card_bit(RANK_J, H)
                          | card_bit(RANK_T, H) | card_bit(lo, H);
            rules m = mk(deck, al, ORDER_MODERN), f = mk(deck, al, ORDER_FLUSH_OVER_FULL);
            ck_assert_uint_gt(eval5(&m, fu), eval5(&m, fl));
            ck_assert_uint_lt(eval5(&f, fu), eval5(&f, fl));
            ck_assert_int_eq(eval_category(&f, eval5(&f, fl)), EVAL_FLUSH);
            ck_assert_int_eq(eval_category(&f, eval5(&f, fu)), EVAL_FULL);
        }
    rules m = mk(52, true, ORDER_MODERN), f = mk(52, true, ORDER_FLUSH_OVER_FULL);
    ck_assert_uint_gt(eval5(&m, full), eval5(&m, flush));
    ck_assert_uint_lt(eval5(&f, full), eval5(&f, flush));
    /* the rest stays: quads over both, both over a straight */
    ck_assert_uint_gt(eval5(&f, quads), eval5(&f, flush));
    ck_assert_uint_gt(eval5(&f, full), eval5(&f, straight));
}
END_TEST

START_TEST(test_the_archaic_order_puts_trips_over_straights_and_quads_over_straight_flushes)
{
    uint64_t trips = C(2, S) | C(2, H) | C(2, D) | C(4, CL) | C(3, S);
    uint64_t straight = C(T, H) | C(J, H) | C(Q, D) | C(K, CL) | C(A, D);
    uint64_t two_pair = C(A, S) | C(A, H) | C(K, D) | C(K, CL) | C(Q, S);
    uint64_t quads = C(2, S) | C(2, H) | C(2, D) | C(2, CL) | C(3, S);
    uint64_t sflush = C(T, S) | C(J, S) | C(Q, S) | C(K, S) | C(A, S);
    uint64_t flush = C(A, H) | C(K, H) | C(Q, H) | C(J, H) | C(9, H);
    uint64_t full = C(A, S) | C(A, H) | C(A, D) | C(K, CL) | C(K, S);
    for (int al = 0; al < 2; al++) {
        rules m = mk(52, al, ORDER_MODERN), a = mk(52, al, ORDER_ARCHAIC);
        ck_assert_uint_lt(eval5(&m, trips), eval5(&m, straight));
        ck_assert_uint_gt(eval5(&a, trips), eval5(&a, straight));
        ck_assert_uint_lt(eval5(&m, quads), eval5(&m, sflush));
        ck_assert_uint_gt(eval5(&a, quads), eval5(&a, sflush));
        ck_assert_uint_gt(eval5(&a, straight), eval5(&a, two_pair));
        ck_assert_uint_gt(eval5(&a, flush), eval5(&a, full));
        ck_assert_uint_gt(eval5(&a, sflush), eval5(&a, flush));
        ck_assert_int_eq(a.pos_cat[EVAL_NCAT - 1], EVAL_QUADS);
    }
}
END_TEST

START_TEST(test_suits_never_matter)
{
    static const int perms[][4] = {{1, 0, 2, 3}, {3, 2, 1, 0}, {1, 2, 3, 0}, {2, 0, 3, 1}};
    uint64_t seed = 42;
    for (int deck = 20; deck <= 52; deck += 8)
        for (int o = 0; o < 3; o++) {
            rules r = mk(deck, deck != 28, ORDERS[o]);
            for (int i = 0; i < 20000; i++) {
                uint64_t h5 = random_hand(&r, 5, &seed), h7 = random_hand(&r, 7, &seed);
                const int *p = perms[i % 4];
                CHECK(eval5(&r, permute_suits(h5, p)) == eval5(&r, h5), "5 cards %016llx",
                      (unsigned long long)h5);
                CHECK(eval7(&r, permute_suits(h7, p)) == eval7(&r, h7), "7 cards %016llx",
                      (unsigned long long)h7);
            }
        }
}
END_TEST

START_TEST(test_eval7_plays_the_best_five_under_each_order)
{
    /* No 7-card hand holds both a full house and a flush (that takes 8
     * cards), so flush-over-full matters between hands: a flush with a pair
     * of aces vs a full house. */
    uint64_t flush7 = C(A, H) | C(K, H) | C(9, H) | C(5, H) | C(2, H) | C(A, S) | C(A, D);
    uint64_t full7 = C(Q, S) | C(Q, H) | C(Q, D) | C(J, S) | C(J, H) | C(3, CL) | C(4, CL);
    uint64_t flush5 = C(A, H) | C(K, H) | C(9, H) | C(5, H) | C(2, H);
    uint64_t five = 0;
    rules m = mk(52, true, ORDER_MODERN), f = mk(52, true, ORDER_FLUSH_OVER_FULL),
          a = mk(52, true, ORDER_ARCHAIC);
    ck_assert_uint_eq(eval7(&m, flush7), eval5(&m, flush5));
    ck_assert_uint_eq(eval7(&f, flush7), eval5(&f, flush5));
    ck_assert_uint_eq(eval_best5(&f, flush7, &five), eval5(&f, flush5));
    ck_assert_uint_eq(five, flush5);
    ck_assert_int_eq(eval_category(&f, eval7(&f, full7)), EVAL_FULL);
    ck_assert_uint_lt(eval7(&m, flush7), eval7(&m, full7));
    ck_assert_uint_gt(eval7(&f, flush7), eval7(&f, full7));
    ck_assert_uint_gt(eval7(&a, flush7), eval7(&a, full7));

    /* 9 9 9 + 8 7 6 5: trips and a straight */
    uint64_t seven = C(9, S) | C(9, H) | C(9, D) | C(8, CL) | C(7, S) | C(6, H) | C(5, D);
    ck_assert_int_eq(eval_category(&m, eval7(&m, seven)), EVAL_STRAIGHT);
    ck_assert_uint_eq(eval7(&m, seven), eval5(&m, C(9, S) | C(8, CL) | C(7, S) | C(6, H) | C(5, D)));
    ck_assert_int_eq(eval_category(&a, eval7(&a, seven)), EVAL_TRIPS);
    ck_assert_uint_eq(eval7(&a, seven), eval5(&a, C(9, S) | C(9, H) | C(9, D) | C(8, CL) | C(7, S)));
    eval_best5(&a, seven, &five);
    ck_assert_uint_eq(five, C(9, S) | C(9, H) | C(9, D) | C(8, CL) | C(7, S));

    /* a straight flush inside a flush of seven: the highest straight flush */
    seven = C(3, S) | C(4, S) | C(5, S) | C(6, S) | C(7, S) | C(8, S) | C(K, S);
    ck_assert_uint_eq(eval7(&m, seven), eval5(&m, C(4, S) | C(5, S) | C(6, S) | C(7, S) | C(8, S)));
    /* quads and a full: quads, best kicker */
    seven = C(Q, S) | C(Q, H) | C(Q, D) | C(Q, CL) | C(J, S) | C(J, H) | C(J, D);
    ck_assert_uint_eq(eval7(&a, seven), eval5(&a, C(Q, S) | C(Q, H) | C(Q, D) | C(Q, CL) | C(J, S)));
    /* two trips: the full of the higher over the lower */
    seven = C(Q, S) | C(Q, H) | C(Q, D) | C(4, CL) | C(4, S) | C(4, H) | C(A, D);
    ck_assert_uint_eq(eval7(&m, seven), eval5(&m, C(Q, S) | C(Q, H) | C(Q, D) | C(4, CL) | C(4, S)));
    /* three pairs: the top two and the best other card */
    seven = C(Q, S) | C(Q, H) | C(9, D) | C(9, CL) | C(4, S) | C(4, H) | C(2, D);
    ck_assert_uint_eq(eval7(&m, seven), eval5(&m, C(Q, S) | C(Q, H) | C(9, D) | C(9, CL) | C(4, S)));
    /* a wheel and a six-high straight: the six */
    seven = C(A, S) | C(2, H) | C(3, D) | C(4, CL) | C(5, S) | C(6, H) | C(K, D);
    ck_assert_uint_eq(eval7(&m, seven), eval5(&m, C(2, H) | C(3, D) | C(4, CL) | C(5, S) | C(6, H)));
    /* six cards */
    uint64_t six = C(A, S) | C(A, H) | C(K, D) | C(K, CL) | C(Q, S) | C(J, H);
    ck_assert_uint_eq(eval7(&m, six), eval5(&m, C(A, S) | C(A, H) | C(K, D) | C(K, CL) | C(Q, S)));
}
END_TEST

/* --- fast vs reference -------------------------------------------------------- */

START_TEST(test_eval5_orders_every_32_card_hand_like_the_reference)
{
    for (int al = 0; al < 2; al++)
        for (int o = 0; o < 3; o++) {
            rules r = mk(32, al, ORDERS[o]);
            check_all_five(&r, NULL);
        }
}
END_TEST

START_TEST(test_eval5_counts_the_known_category_totals)
{
    /* Weakest first: high, pair, two pair, trips, straight, flush, full, quads, SF. */
    static const uint64_t want52[EVAL_NCAT] = {1302540, 1098240, 123552, 54912, 10200,
                                               5108, 3744, 624, 40};
    static const uint64_t want32[EVAL_NCAT] = {53040, 107520, 24192, 10752, 4080,
                                               208, 1344, 224, 16};
    uint64_t cnt[EVAL_NCAT] = {0};
    rules r = mk(52, true, ORDER_MODERN);
    check_all_five(&r, cnt);
    for (int c = 0; c < EVAL_NCAT; c++)
        ck_assert_msg(cnt[c] == want52[c], "52 cards, %s: %llu, want %llu",
                      rules_cat_key((enum eval_cat)c), (unsigned long long)cnt[c],
                      (unsigned long long)want52[c]);
    uint64_t cnt32[EVAL_NCAT] = {0};
    rules r32 = mk(32, false, ORDER_MODERN);
    check_all_five(&r32, cnt32);
    for (int c = 0; c < EVAL_NCAT; c++)
        ck_assert_msg(cnt32[c] == want32[c], "32 cards, %s: %llu, want %llu",
                      rules_cat_key((enum eval_cat)c), (unsigned long long)cnt32[c],
                      (unsigned long long)want32[c]);
}
END_TEST

/* Random 6- and 7-card hands per deck, ace-low setting and order (under
 * the sanitizers a tenth: the top of this file). */
#define N_RANDOM7 200000
#define N_RANDOM7_SANITIZED 20000

START_TEST(test_eval7_orders_random_6_and_7_card_hands_like_the_reference)
{
    int deck = 20 + 4 * _i;   /* loop test: one deck size per run */
    const size_t n = sanitized() ? N_RANDOM7_SANITIZED : N_RANDOM7;
    for (int al = 0; al < 2; al++)
        for (int o = 0; o < 3; o++) {
            rules r = mk(deck, al, ORDERS[o]);
            check_random_seven(&r, n, 0x7e57 + (uint64_t)(100 * deck + 10 * al + o));
        }
}
END_TEST

static Suite *eval_suite(void)
{
    Suite *s = suite_create("eval");
    TCase *tc = tcase_create("ordering facts");
    tcase_add_test(tc, test_kickers_decide_within_a_category);
    tcase_add_test(tc, test_the_wheel_is_the_lowest_straight_with_ace_low_and_none_without);
    tcase_add_test(tc, test_ace_seven_to_ten_is_a_straight_at_32_cards_only_with_ace_low);
    tcase_add_test(tc, test_at_20_cards_ace_to_ten_is_broadway_whatever_ace_low);
    tcase_add_test(tc, test_flush_over_full_swaps_the_full_house_and_the_flush);
    tcase_add_test(tc, test_the_archaic_order_puts_trips_over_straights_and_quads_over_straight_flushes);
    tcase_add_test(tc, test_suits_never_matter);
    tcase_add_test(tc, test_eval7_plays_the_best_five_under_each_order);
    suite_add_tcase(s, tc);

    TCase *ref = tcase_create("fast evaluator against the reference");
    tcase_set_timeout(ref, 300);
    tcase_add_test(ref, test_eval5_orders_every_32_card_hand_like_the_reference);
    tcase_add_test(ref, test_eval5_counts_the_known_category_totals);
    tcase_add_loop_test(ref, test_eval7_orders_random_6_and_7_card_hands_like_the_reference, 0, 9);
    suite_add_tcase(s, ref);
    return s;
}

int main(void)
{
    SRunner *sr = srunner_create(eval_suite());
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
