/* test_rng.c - PCG32 against the published reference output, the jump-ahead
 * against plain stepping, the bounded draw against a chi-square test, and
 * the per-block streams for distinctness and independence.  Every test uses
 * a fixed seed, so the statistical bounds are deterministic: they were set
 * several standard errors wide, and they fail for a biased generator (the
 * modulo test below checks the chi-square test has that power). */
#include <check.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include <gsl/gsl_cdf.h>

#include "check_extra.h"
#include "rng.h"

/* ck_assert* reports every passing check to the runner (a write to a pipe
 * or file), which costs seconds over a million draws; REQUIRE talks to
 * Check only on failure. */
#define REQUIRE(c)                                                                     \
    do {                                                                               \
        if (!(c))                                                                      \
            ck_abort_msg("assertion '%s' failed", #c);                                 \
    } while (0)

/* pcg32-demo of pcg-c-basic (pcg-random.org), seeded with 42u, 54u: the
 * first line "32bit:" of round 1.  Checked against an independent Python
 * transcription of pcg32_srandom_r / pcg32_random_r as well. */
START_TEST(the_paper_demo_seed_gives_the_published_outputs)
{
    static const uint32_t want[6] = {0xa15c02b7u, 0x7b47f409u, 0xba1d3330u,
                                     0x83d2f293u, 0xbfa4784bu, 0xcbed606eu};
    rng g;
    rng_seed(&g, 42u, 54u);
    ck_assert_uint_eq(g.inc, 109u);                          /* 54 << 1 | 1 */
    ck_assert_uint_eq(g.state, 0x185706b82c2e03f8ULL);       /* after srandom */
    for (int i = 0; i < 6; i++)
        ck_assert_uint_eq(rng_next(&g), want[i]);
}
END_TEST

static const uint64_t STEPS[] = {0, 1, 2, 3, 7, 8, 63, 64, 65, 1000, 4096, 12345, 100003};

START_TEST(advancing_by_k_equals_k_steps)
{
    for (size_t t = 0; t < sizeof STEPS / sizeof STEPS[0]; t++) {
        rng a, b;
        rng_seed(&a, 0x0123456789abcdefULL + t, 0xfedcba9876543210ULL - t);
        b = a;
        for (uint64_t i = 0; i < STEPS[t]; i++)
            (void)rng_next(&a);
        rng_advance(&b, STEPS[t]);
        ck_assert_uint_eq(a.state, b.state);
        ck_assert_uint_eq(a.inc, b.inc);
        ck_assert_uint_eq(rng_next(&a), rng_next(&b));
    }
}
END_TEST

START_TEST(advancing_by_2_to_the_64_minus_k_goes_back_k_steps)
{
    for (size_t t = 0; t < sizeof STEPS / sizeof STEPS[0]; t++) {
        rng g, start;
        rng_seed(&g, 42u + t, 54u);
        start = g;
        for (uint64_t i = 0; i < STEPS[t]; i++)
            (void)rng_next(&g);
        rng_advance(&g, (uint64_t)0 - STEPS[t]);
        ck_assert_uint_eq(g.state, start.state);
    }
    /* and a jump there and back over a long distance */
    rng g, start;
    rng_seed(&g, 7u, 11u);
    start = g;
    rng_advance(&g, 0x123456789abcdefULL);
    ck_assert_uint_ne(g.state, start.state);
    rng_advance(&g, (uint64_t)0 - 0x123456789abcdefULL);
    ck_assert_uint_eq(g.state, start.state);
}
END_TEST

START_TEST(bounded_draws_stay_in_range)
{
    static const uint32_t bounds[] = {1, 2, 3, 5, 6, 7, 13, 52, 1000, 0x80000001u,
                                      0xc0000000u, 0xfffffffeu, 0xffffffffu};
    rng g;
    rng_seed(&g, 2024u, 1u);
    for (size_t b = 0; b < sizeof bounds / sizeof bounds[0]; b++)
        for (int i = 0; i < 100000; i++) {
            uint32_t x = rng_bounded(&g, bounds[b]);
            REQUIRE(x < bounds[b]);
        }
}
END_TEST

/* Upper-tail p-value of Pearson's chi-square for counts against equal
 * expectations. */
static double chisq_p(const unsigned long *count, int bins, unsigned long n)
{
    double e = (double)n / bins, x2 = 0;
    for (int i = 0; i < bins; i++)
        x2 += ((double)count[i] - e) * ((double)count[i] - e) / e;
    return gsl_cdf_chisq_Q(x2, bins - 1);
}

/* p > 1e-6 is about 5 standard errors: a fair generator passes with
 * certainty at a fixed seed, a bias of the size below fails by far. */
#define P_MIN 1e-6

START_TEST(bounded_draws_on_small_bounds_pass_a_chi_square_test)
{
    static const uint32_t bounds[] = {2, 3, 5, 6, 7, 10, 13, 32, 52};
    enum { N = 400000 };
    rng g;
    rng_seed(&g, 42u, 54u);
    for (size_t b = 0; b < sizeof bounds / sizeof bounds[0]; b++) {
        unsigned long count[64] = {0};
        for (int i = 0; i < N; i++)
            count[rng_bounded(&g, bounds[b])]++;
        double p = chisq_p(count, (int)bounds[b], N);
        ck_assert_msg(p > P_MIN, "bound %u: chi-square p = %g", bounds[b], p);
    }
}
END_TEST

/* bound = 3 * 2^30: a plain rng_next() % bound would put half the draws in
 * the first third.  Lemire's rejection must keep the thirds equal, and the
 * same chi-square test must catch the modulo version. */
START_TEST(bounded_draws_have_no_modulo_bias_on_a_large_bound)
{
    enum { N = 300000 };
    const uint32_t bound = 0xc0000000u;
    unsigned long fair[3] = {0}, naive[3] = {0};
    rng g;
    rng_seed(&g, 99u, 3u);
    for (int i = 0; i < N; i++) {
        fair[rng_bounded(&g, bound) >> 30]++;
        naive[(rng_next(&g) % bound) >> 30]++;
    }
    double p = chisq_p(fair, 3, N);
    ck_assert_msg(p > P_MIN, "rng_bounded: chi-square p = %g", p);
    ck_assert_msg(chisq_p(naive, 3, N) < 1e-12, "the test should detect modulo bias");
}
END_TEST

/* Batched draws: every component in range, and the joint distribution of
 * the k-tuple uniform (chi-square over all P tuples), including a batch
 * whose product makes the rejection frequent (7^10 = 282 475 249: 2^32 mod
 * it is 56 339 881, 1.3% of the outputs). */
START_TEST(batched_draws_give_uniform_independent_tuples)
{
    static const uint32_t b3[] = {6, 5, 4}, b4[] = {50, 49, 48, 47};
    enum { N = 600000 };
    rng g;
    rng_seed(&g, 7u, 11u);
    unsigned long count[120] = {0};
    uint32_t u[10];
    for (int i = 0; i < N; i++) {
        rng_bounded_batch(&g, b3, 3, rng_batch_thresh(120), u);
        CHECK(u[0] < 6 && u[1] < 5 && u[2] < 4, "draw %d: %u %u %u, not below 6 5 4", i, u[0], u[1], u[2]);
        count[(u[0] * 5 + u[1]) * 4 + u[2]]++;
    }
    double p = chisq_p(count, 120, N);
    ck_assert_msg(p > P_MIN, "6 x 5 x 4: chi-square p = %g", p);
    /* each component of a 4-draw batch at 50..47, and the first pair jointly */
    static unsigned long first[50], last[47], pair[50 * 49];
    for (int i = 0; i < N; i++) {
        rng_bounded_batch(&g, b4, 4, rng_batch_thresh(50ULL * 49 * 48 * 47), u);
        CHECK(u[0] < 50 && u[1] < 49 && u[2] < 48 && u[3] < 47, "draw %d: %u %u %u %u, not below 50 49 48 47", i,
              u[0], u[1], u[2], u[3]);
        first[u[0]]++;
        last[u[3]]++;
        pair[u[0] * 49 + u[1]]++;
    }
    ck_assert_msg(chisq_p(first, 50, N) > P_MIN, "first of four");
    ck_assert_msg(chisq_p(last, 47, N) > P_MIN, "last of four");
    ck_assert_msg(chisq_p(pair, 50 * 49, N) > P_MIN, "first two jointly");
    uint32_t b7[10];
    for (int i = 0; i < 10; i++)
        b7[i] = 7;
    unsigned long last7[7] = {0};
    uint64_t p7 = 282475249ULL;
    ck_assert_uint_eq(rng_batch_thresh(p7), (uint32_t)((1ULL << 32) % p7));
    for (int i = 0; i < N; i++) {
        rng_bounded_batch(&g, b7, 10, rng_batch_thresh(p7), u);
        last7[u[9]]++;
    }
    ck_assert_msg(chisq_p(last7, 7, N) > P_MIN, "tenth of ten sevens");
}
END_TEST

START_TEST(doubles_lie_in_the_unit_interval_with_53_bits)
{
    enum { N = 1000000 };
    rng g, h;
    rng_seed(&g, 5u, 6u);
    h = g;
    double sum = 0;
    int odd = 0;
    for (int i = 0; i < N; i++) {
        double u = rng_double(&g);
        REQUIRE(u >= 0.0 && u < 1.0);
        double k = u * 9007199254740992.0;   /* 2^53 */
        REQUIRE(k == floor(k));               /* a multiple of 2^-53 */
        odd += fmod(k, 2.0) != 0.0;           /* the lowest bit is used */
        sum += u;
    }
    double se = sqrt(1.0 / 12.0 / N);
    ck_assert_msg(fabs(sum / N - 0.5) < 6 * se, "mean %g", sum / N);
    ck_assert_int_gt(odd, N / 2 - 5000);
    ck_assert_int_lt(odd, N / 2 + 5000);
    /* the first output makes the high bits */
    uint64_t hi = rng_next(&h), lo = rng_next(&h);
    rng_seed(&g, 5u, 6u);
    ck_assert(rng_double(&g) == (double)((hi << 32 | lo) >> 11) / 9007199254740992.0);
}
END_TEST

static int cmp_u64(const void *a, const void *b)
{
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return (x > y) - (x < y);
}

START_TEST(different_blocks_give_different_streams)
{
    enum { B = 4096 };
    static uint64_t inc[B], first[B];
    for (int k = 0; k < B; k++) {
        rng g;
        rng_for_block(&g, 12345u, (uint64_t)k);
        REQUIRE(g.inc & 1u);
        inc[k] = g.inc;
        uint64_t hi = rng_next(&g);
        first[k] = hi << 32 | rng_next(&g);
    }
    qsort(inc, B, sizeof inc[0], cmp_u64);
    qsort(first, B, sizeof first[0], cmp_u64);
    for (int k = 1; k < B; k++) {
        REQUIRE(inc[k] != inc[k - 1]);       /* distinct streams */
        REQUIRE(first[k] != first[k - 1]);   /* distinct outputs */
    }
}
END_TEST

START_TEST(a_block_stream_is_reproducible_and_depends_on_the_seed)
{
    rng a, b, c;
    rng_for_block(&a, 7u, 3u);
    rng_for_block(&b, 7u, 3u);
    rng_for_block(&c, 8u, 3u);
    int same_c = 0;
    for (int i = 0; i < 1000; i++) {
        uint32_t x = rng_next(&a);
        REQUIRE(x == rng_next(&b));
        same_c += x == rng_next(&c);
    }
    ck_assert_int_lt(same_c, 3);
    /* seed 0, block 0 is not a degenerate generator */
    rng z;
    rng_for_block(&z, 0u, 0u);
    uint32_t or_all = 0;
    for (int i = 0; i < 64; i++)
        or_all |= rng_next(&z);
    ck_assert_uint_eq(or_all, 0xffffffffu);
}
END_TEST

/* Neighbouring blocks, and the same block under neighbouring seeds, must
 * look independent: Pearson correlation of paired doubles within 6/sqrt(N). */
static double correlation(rng a, rng b, int n)
{
    double sa = 0, sb = 0, saa = 0, sbb = 0, sab = 0;
    for (int i = 0; i < n; i++) {
        double x = rng_double(&a), y = rng_double(&b);
        sa += x, sb += y, saa += x * x, sbb += y * y, sab += x * y;
    }
    double cov = sab / n - sa / n * sb / n;
    return cov / sqrt((saa / n - sa / n * sa / n) * (sbb / n - sb / n * sb / n));
}

START_TEST(neighbouring_blocks_are_uncorrelated)
{
    enum { N = 200000 };
    for (uint64_t k = 0; k < 8; k++) {
        rng a, b, c;
        rng_for_block(&a, 1u, k);
        rng_for_block(&b, 1u, k + 1);
        rng_for_block(&c, 2u, k);
        double r1 = correlation(a, b, N), r2 = correlation(a, c, N);
        ck_assert_msg(fabs(r1) < 6 / sqrt(N), "blocks %lu,%lu: r = %g", (unsigned long)k,
                      (unsigned long)k + 1, r1);
        ck_assert_msg(fabs(r2) < 6 / sqrt(N), "seeds 1,2 block %lu: r = %g", (unsigned long)k, r2);
    }
}
END_TEST

static Suite *rng_suite(void)
{
    Suite *s = suite_create("rng");
    TCase *ref = tcase_create("pcg32 follows the reference algorithm");
    tcase_add_test(ref, the_paper_demo_seed_gives_the_published_outputs);
    tcase_add_test(ref, advancing_by_k_equals_k_steps);
    tcase_add_test(ref, advancing_by_2_to_the_64_minus_k_goes_back_k_steps);
    suite_add_tcase(s, ref);
    TCase *draws = tcase_create("bounded and double draws are uniform");
    tcase_add_test(draws, bounded_draws_stay_in_range);
    tcase_add_test(draws, bounded_draws_on_small_bounds_pass_a_chi_square_test);
    tcase_add_test(draws, bounded_draws_have_no_modulo_bias_on_a_large_bound);
    tcase_add_test(draws, doubles_lie_in_the_unit_interval_with_53_bits);
    tcase_add_test(draws, batched_draws_give_uniform_independent_tuples);
    suite_add_tcase(s, draws);
    TCase *blocks = tcase_create("blocks get distinct independent streams");
    tcase_add_test(blocks, different_blocks_give_different_streams);
    tcase_add_test(blocks, a_block_stream_is_reproducible_and_depends_on_the_seed);
    tcase_add_test(blocks, neighbouring_blocks_are_uncorrelated);
    suite_add_tcase(s, blocks);
    return s;
}

int main(void)
{
    SRunner *sr = srunner_create(rng_suite());
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
