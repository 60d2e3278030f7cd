/* test_deal.c - the dealer: dealt cards are distinct cards of the deck, never
 * dead ones, and uniform (chi-square tests with GSL, fixed seeds: a p-value
 * below 1e-6 means a real bias, not bad luck).  The deck array is never
 * reset between deals here, as in the simulations, so the tests also check
 * that a partial Fisher-Yates from a left-over permutation stays uniform.
 *
 * Under the sanitizers (TALON_TEST_SANITIZED=1, set by CMake in a
 * TALON_SANITIZE build) the test runs as in Release, every size and check
 * the same: its time there (about 90 s for 2 s of dealing) went to Check,
 * not to the dealer.  Each passing ck_assert sends Check's parent a message,
 * which Check unpacks by moving its whole buffer along, with ASan's slow
 * memmove, and the loops made millions of them.  The checks inside loops
 * over deals are now plain tests that fail through ck_abort_msg (CHECK,
 * check_extra.h): the same conditions, at no cost when they hold. */
#include <check.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include <gsl/gsl_cdf.h>

#include "card.h"
#include "check_extra.h"
#include "deal.h"
#include "err.h"
#include "rng.h"

#define P_MIN 1e-6

/* Chi-square statistic of counts against equal expected counts. */
static double chi2_uniform(const uint64_t *counts, int bins, uint64_t total)
{
    double e = (double)total / bins, x = 0.0;
    for (int i = 0; i < bins; i++) {
        double d = (double)counts[i] - e;
        x += d * d / e;
    }
    return x;
}

START_TEST(init_lists_the_deck_minus_the_dead_cards)
{
    deal_deck d;
    ck_assert_int_eq(deal_init(&d, deck_mask(32), 0), TALON_OK);
    ck_assert_int_eq(d.n, 32);
    ck_assert_uint_eq(deal_mask(&d), deck_mask(32));
    for (int i = 1; i < d.n; i++)
        ck_assert_int_lt(d.card[i - 1], d.card[i]);
    uint64_t dead = card_bit(RANK_A, 0) | card_bit(RANK_7, 3);
    ck_assert_int_eq(deal_init(&d, deck_mask(32), dead), TALON_OK);
    ck_assert_int_eq(d.n, 30);
    ck_assert_uint_eq(deal_mask(&d), deck_mask(32) & ~dead);
    ck_assert_int_eq(deal_init(&d, 0, 0), TALON_OK);
    ck_assert_int_eq(d.n, 0);
}
END_TEST

START_TEST(init_rejects_invalid_cards_and_dead_cards_outside_the_deck)
{
    deal_deck d;
    d.n = 7;
    ck_assert_int_eq(deal_init(&d, CARD_ALL | 1ULL << 13, 0), TALON_E_DECK);
    ck_assert_int_eq(deal_init(&d, deck_mask(32), card_bit(RANK_2, 0)), TALON_E_DECK);
    ck_assert_int_eq(d.n, 7);
}
END_TEST

START_TEST(dealt_cards_are_distinct_and_in_the_deck)
{
    rng g;
    rng_seed(&g, 1, 2);
    for (int size = DECK_MIN; size <= DECK_MAX; size += 4) {
        deal_deck d;
        ck_assert_int_eq(deal_init(&d, deck_mask(size), 0), TALON_OK);
        for (int k = 0; k <= size; k += (k < 10 ? 1 : 7)) {
            for (int rep = 0; rep < 200; rep++) {
                uint64_t h = deal_cards(&d, k, &g);
                CHECK(card_count(h) == k, "%d cards of %d: dealt %d", k, size, card_count(h));
                CHECK((h & ~deck_mask(size)) == 0, "%d cards of %d: %016llx outside the deck", k, size,
                      (unsigned long long)h);
                uint64_t again = 0;
                for (int i = 0; i < k; i++)
                    again |= 1ULL << d.card[i];
                CHECK(again == h, "%d cards of %d: returned %016llx, the array starts %016llx", k, size,
                      (unsigned long long)h, (unsigned long long)again);
                CHECK(deal_mask(&d) == deck_mask(size), "%d cards of %d: no longer a permutation", k,
                      size);
            }
        }
        ck_assert_uint_eq(deal_cards(&d, size, &g), deck_mask(size));
    }
}
END_TEST

START_TEST(dead_cards_are_never_dealt)
{
    rng g;
    rng_seed(&g, 3, 4);
    uint64_t dead = card_bit(RANK_K, 1) | card_bit(RANK_K, 2) | card_bit(RANK_9, 0) | card_bit(RANK_A, 3);
    deal_deck d;
    ck_assert_int_eq(deal_init(&d, deck_mask(32), dead), TALON_OK);
    uint64_t seen = 0;
    for (int rep = 0; rep < 100000; rep++) {
        uint64_t h = deal_cards(&d, 5, &g);
        CHECK((h & dead) == 0, "deal %d: %016llx has a dead card", rep, (unsigned long long)h);
        CHECK(card_count(h) == 5, "deal %d: %d cards", rep, card_count(h));
        seen |= h;
    }
    ck_assert_uint_eq(seen, deck_mask(32) & ~dead);   /* every live card does come */
}
END_TEST

/* 52 cards x 5 positions: each card in each position with probability 1/52,
 * and overall 5/52. */
START_TEST(every_card_is_equally_likely_in_every_position)
{
    enum { DEALS = 520000, K = 5 };
    static uint64_t pos[K][64], all[64];
    memset(pos, 0, sizeof pos);
    memset(all, 0, sizeof all);
    rng g;
    rng_for_block(&g, 2024, 0);
    deal_deck d;
    ck_assert_int_eq(deal_init(&d, CARD_ALL, 0), TALON_OK);
    for (int rep = 0; rep < DEALS; rep++) {
        deal_cards(&d, K, &g);
        for (int i = 0; i < K; i++) {
            pos[i][d.card[i]]++;
            all[d.card[i]]++;
        }
    }
    /* Compact the 52 used indices. */
    uint64_t c[K][52], a[52];
    int n = 0;
    for (int idx = 0; idx < 64; idx++) {
        if (!(CARD_ALL >> idx & 1)) {
            ck_assert_uint_eq(all[idx], 0);
            continue;
        }
        for (int i = 0; i < K; i++)
            c[i][n] = pos[i][idx];
        a[n++] = all[idx];
    }
    ck_assert_int_eq(n, 52);
    for (int i = 0; i < K; i++) {
        double q = gsl_cdf_chisq_Q(chi2_uniform(c[i], 52, DEALS), 51);
        ck_assert_msg(q > P_MIN, "position %d: chi-square p = %g", i, q);
    }
    double q = gsl_cdf_chisq_Q(chi2_uniform(a, 52, (uint64_t)DEALS * K), 51);
    ck_assert_msg(q > P_MIN, "overall: chi-square p = %g", q);
}
END_TEST

/* The strongest check: every one of the C(20,5) = 15504 hands of the 20-card
 * deck equally likely (~100 per hand), from an array never reset. */
START_TEST(every_five_card_hand_of_a_small_deck_is_equally_likely)
{
    enum { HANDS = 15504, DEALS = 100 * HANDS };
    deal_deck d;
    ck_assert_int_eq(deal_init(&d, deck_mask(20), 0), TALON_OK);
    /* Rank of a 5-subset of the 20 positions (combinatorial number system). */
    int where[64];
    for (int i = 0; i < 20; i++)
        where[d.card[i]] = i;
    static uint32_t binom[21][6];
    for (int n = 0; n <= 20; n++)
        for (int k = 0; k <= 5; k++)
            binom[n][k] = k == 0 ? 1 : n == 0 ? 0 : binom[n - 1][k - 1] + binom[n - 1][k];
    ck_assert_uint_eq(binom[20][5], HANDS);
    uint64_t *counts = calloc(HANDS, sizeof *counts);
    ck_assert_ptr_nonnull(counts);
    rng g;
    rng_for_block(&g, 7, 3);
    for (int rep = 0; rep < DEALS; rep++) {
        uint64_t h = deal_cards(&d, 5, &g);
        uint32_t bits = 0;   /* the hand as a subset of the 20 positions */
        for (uint64_t m = h; m; m &= m - 1)
            bits |= 1u << where[__builtin_ctzll(m)];
        uint32_t rank = 0;
        int k = 1;
        for (int i = 0; i < 20; i++)
            if (bits >> i & 1)
                rank += binom[i][k++];
        CHECK(rank < HANDS, "deal %d: rank %u", rep, rank);
        counts[rank]++;
    }
    for (int i = 0; i < HANDS; i++)
        CHECK(counts[i] > 0, "hand %d never dealt", i);
    double q = gsl_cdf_chisq_Q(chi2_uniform(counts, HANDS, DEALS), HANDS - 1);
    free(counts);
    ck_assert_msg(q > P_MIN, "hands: chi-square p = %g", q);
}
END_TEST

/* With dead cards removed, the remaining cards stay uniform. */
START_TEST(a_deck_minus_dead_cards_deals_the_rest_uniformly)
{
    enum { DEALS = 300000 };
    uint64_t dead = card_bit(RANK_A, 0) | card_bit(RANK_A, 1) | card_bit(RANK_T, 2);
    deal_deck d;
    ck_assert_int_eq(deal_init(&d, deck_mask(36), dead), TALON_OK);
    ck_assert_int_eq(d.n, 33);
    uint64_t counts[64] = {0};
    rng g;
    rng_for_block(&g, 11, 0);
    for (int rep = 0; rep < DEALS; rep++)
        for (uint64_t m = deal_cards(&d, 5, &g); m; m &= m - 1)
            counts[__builtin_ctzll(m)]++;
    uint64_t c[33];
    int n = 0;
    uint64_t live = deck_mask(36) & ~dead;
    for (int idx = 0; idx < 64; idx++)
        if (live >> idx & 1)
            c[n++] = counts[idx];
        else
            ck_assert_uint_eq(counts[idx], 0);
    ck_assert_int_eq(n, 33);
    double q = gsl_cdf_chisq_Q(chi2_uniform(c, 33, (uint64_t)DEALS * 5), 32);
    ck_assert_msg(q > P_MIN, "chi-square p = %g", q);
}
END_TEST

/* The u-th set bit, slowly. */
static uint64_t select_naive(uint64_t m, uint32_t u)
{
    for (uint32_t i = 0; i < u; i++)
        m &= m - 1;
    return m & -m;
}

START_TEST(select_finds_the_u_th_card_by_every_method)
{
    rng g;
    rng_seed(&g, 5, 6);
    for (int rep = 0; rep < 20000; rep++) {
        uint64_t m = (uint64_t)rng_next(&g) << 32 | rng_next(&g);
        if (rep % 3 == 0)
            m &= CARD_ALL;
        if (rep == 0)
            m = ~0ULL;
        int n = __builtin_popcountll(m);
        for (int u = 0; u < n; u++) {
            uint64_t want = select_naive(m, (uint32_t)u);
            CHECK(deal__select_bw(m, (uint32_t)u) == want, "select_bw(%016llx, %d)", (unsigned long long)m, u);
            CHECK(deal__select(m, (uint32_t)u) == want, "select(%016llx, %d)", (unsigned long long)m, u);
        }
    }
}
END_TEST

START_TEST(a_plan_deals_distinct_live_cards)
{
    uint64_t live = deck_mask(52) & ~(card_bit(RANK_K, 0) | card_bit(RANK_K, 1));
    for (int k = 0; k <= 50; k += (k < 16 ? 1 : 17)) {
        deal_plan p;
        ck_assert_int_eq(deal_plan_init(&p, 50, k), TALON_OK);
        rng g;
        rng_seed(&g, 8, (uint64_t)k);
        for (int rep = 0; rep < 300; rep++) {
            uint8_t c[DECK_MAX];
            uint64_t m = deal_plan_cards(&p, live, &g, c), seen = 0;
            CHECK(card_count(m) == k, "k = %d: dealt %d", k, card_count(m));
            CHECK((m & ~live) == 0, "k = %d: %016llx not live", k, (unsigned long long)m);
            for (int i = 0; i < k; i++)
                seen |= 1ULL << c[i];
            CHECK(seen == m, "k = %d: the cards are not the mask", k);
        }
    }
    deal_plan p;
    ck_assert_int_eq(deal_plan_init(&p, 10, 11), TALON_E_RANGE);
    ck_assert_int_eq(deal_plan_init(&p, 53, 1), TALON_E_RANGE);
}
END_TEST

/* 11 cards from 50, as KK against three random hands: each position of
 * the deal uniform over the live cards, and the first two jointly. */
START_TEST(a_plan_deals_every_card_equally_likely_in_every_position)
{
    enum { DEALS = 500000, K = 11 };
    uint64_t live = deck_mask(52) & ~(card_bit(RANK_K, 0) | card_bit(RANK_K, 1));
    int idx[64], n = 0;
    for (int c = 0; c < 64; c++)
        idx[c] = live >> c & 1 ? n++ : -1;
    ck_assert_int_eq(n, 50);
    deal_plan p;
    ck_assert_int_eq(deal_plan_init(&p, 50, K), TALON_OK);
    static uint64_t pos[K][50], pair[50 * 50];
    memset(pos, 0, sizeof pos);
    memset(pair, 0, sizeof pair);
    rng g;
    rng_for_block(&g, 2026, 3);
    for (int rep = 0; rep < DEALS; rep++) {
        uint8_t c[K];
        deal_plan_cards(&p, live, &g, c);
        for (int i = 0; i < K; i++)
            pos[i][idx[c[i]]]++;
        pair[idx[c[0]] * 50 + idx[c[1]]]++;
    }
    for (int i = 0; i < K; i++) {
        double q = gsl_cdf_chisq_Q(chi2_uniform(pos[i], 50, DEALS), 49);
        ck_assert_msg(q > P_MIN, "position %d: p = %g", i, q);
    }
    /* the pair: 50 * 49 equally likely ordered pairs, the diagonal empty */
    uint64_t off[50 * 49];
    int m = 0;
    for (int a = 0; a < 50; a++)
        for (int b = 0; b < 50; b++) {
            if (a == b)
                ck_assert_uint_eq(pair[a * 50 + b], 0);
            else
                off[m++] = pair[a * 50 + b];
        }
    double q = gsl_cdf_chisq_Q(chi2_uniform(off, m, DEALS), m - 1);
    ck_assert_msg(q > P_MIN, "first two cards: p = %g", q);
}
END_TEST

/* deal_plan_chunk as its contract reads, plainly: outputs q m + i of
 * rng_next for group q of deal i, a rejected group drawn again from the
 * outputs that follow (group by group, then deal), then the selections. */
static void chunk_reference(const deal_plan *p, uint64_t live, rng *g, int m, uint8_t *out, int stride)
{
    int G = (p->k + DEAL_GROUP - 1) / DEAL_GROUP;
    static uint32_t x[16][DEAL_CHUNK], u[64][DEAL_CHUNK];
    static bool bad[16][DEAL_CHUNK];
    for (int q = 0; q < G; q++)
        for (int i = 0; i < m; i++)
            x[q][i] = rng_next(g);
    for (int q = 0; q < G; q++)
        for (int i = 0; i < m; i++) {
            uint32_t r[DEAL_GROUP];
            bad[q][i] = rng_batch_split(x[q][i], p->bound + DEAL_GROUP * q, DEAL_GROUP, r) < p->thresh[q];
            for (int j = 0; j < DEAL_GROUP; j++)
                u[DEAL_GROUP * q + j][i] = r[j];
        }
    for (int q = 0; q < G; q++)
        for (int i = 0; i < m; i++)
            if (bad[q][i]) {
                uint32_t r[DEAL_GROUP];
                rng_bounded_batch(g, p->bound + DEAL_GROUP * q, DEAL_GROUP, p->thresh[q], r);
                for (int j = 0; j < DEAL_GROUP; j++)
                    u[DEAL_GROUP * q + j][i] = r[j];
            }
    for (int i = 0; i < m; i++) {
        uint64_t l = live;
        for (int t = 0; t < p->k; t++) {
            uint64_t b = select_naive(l, u[t][i]);
            l ^= b;
            out[i * stride + t] = (uint8_t)__builtin_ctzll(b);
        }
    }
}

START_TEST(a_chunk_deals_as_its_plain_reference_and_leaves_the_generator_after_it)
{
    uint64_t live = deck_mask(52) & ~(card_bit(RANK_K, 0) | card_bit(RANK_K, 1));
    static const int ks[] = {1, 2, 5, 7, 11, 12, 13, 21, 50};
    static uint8_t a[DEAL_CHUNK * 64], b[DEAL_CHUNK * 64];
    for (size_t t = 0; t < sizeof ks / sizeof ks[0]; t++) {
        deal_plan p;
        ck_assert_int_eq(deal_plan_init(&p, 50, ks[t]), TALON_OK);
        rng g, h;
        rng_for_block(&g, 99, t);
        h = g;
        for (int rep = 0; rep < 400; rep++) {   /* about 150 000 groups at k = 11: some rejected */
            int m = rep % 7 == 3 ? rep % DEAL_CHUNK : DEAL_CHUNK;
            deal_plan_chunk(&p, live, &g, m, a, 64);
            chunk_reference(&p, live, &h, m, b, 64);
            for (int i = 0; i < m; i++)
                CHECK(memcmp(a + 64 * i, b + 64 * i, (size_t)ks[t]) == 0, "k = %d, chunk %d, deal %d: "
                      "not the reference's cards", ks[t], rep, i);
            ck_assert_uint_eq(g.state, h.state);
        }
    }
}
END_TEST

/* 11 cards from 50 by chunk: every position uniform. */
START_TEST(a_chunk_deals_every_card_equally_likely_in_every_position)
{
    enum { CHUNKS = 4000, K = 11 };
    uint64_t live = deck_mask(52) & ~(card_bit(RANK_K, 0) | card_bit(RANK_K, 1));
    int idx[64], n = 0;
    for (int c = 0; c < 64; c++)
        idx[c] = live >> c & 1 ? n++ : -1;
    deal_plan p;
    ck_assert_int_eq(deal_plan_init(&p, 50, K), TALON_OK);
    static uint64_t pos[K][50];
    memset(pos, 0, sizeof pos);
    static uint8_t out[DEAL_CHUNK * 16];
    rng g;
    rng_for_block(&g, 7, 1);
    for (int rep = 0; rep < CHUNKS; rep++) {
        deal_plan_chunk(&p, live, &g, DEAL_CHUNK, out, 16);
        for (int i = 0; i < DEAL_CHUNK; i++) {
            uint64_t seen = 0;
            for (int j = 0; j < K; j++) {
                uint8_t c = out[16 * i + j];
                CHECK(live >> c & 1 && !(seen >> c & 1), "chunk %d, deal %d, card %d: %d dead or repeated",
                      rep, i, j, c);
                seen |= 1ULL << c;
                pos[j][idx[c]]++;
            }
        }
    }
    for (int j = 0; j < K; j++) {
        double q = gsl_cdf_chisq_Q(chi2_uniform(pos[j], 50, (uint64_t)CHUNKS * DEAL_CHUNK), 49);
        ck_assert_msg(q > P_MIN, "position %d: p = %g", j, q);
    }
}
END_TEST

static Suite *deal_suite(void)
{
    Suite *s = suite_create("deal");
    TCase *tc = tcase_create("dealer");
    tcase_add_test(tc, init_lists_the_deck_minus_the_dead_cards);
    tcase_add_test(tc, init_rejects_invalid_cards_and_dead_cards_outside_the_deck);
    tcase_add_test(tc, dealt_cards_are_distinct_and_in_the_deck);
    tcase_add_test(tc, dead_cards_are_never_dealt);
    tcase_add_test(tc, every_card_is_equally_likely_in_every_position);
    tcase_add_test(tc, every_five_card_hand_of_a_small_deck_is_equally_likely);
    tcase_add_test(tc, a_deck_minus_dead_cards_deals_the_rest_uniformly);
    tcase_add_test(tc, select_finds_the_u_th_card_by_every_method);
    tcase_add_test(tc, a_plan_deals_distinct_live_cards);
    tcase_add_test(tc, a_plan_deals_every_card_equally_likely_in_every_position);
    tcase_add_test(tc, a_chunk_deals_as_its_plain_reference_and_leaves_the_generator_after_it);
    tcase_add_test(tc, a_chunk_deals_every_card_equally_likely_in_every_position);
    suite_add_tcase(s, tc);
    return s;
}

int main(void)
{
    SRunner *sr = srunner_create(deal_suite());
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
