/* test_stats.c - the confidence intervals: against values worked out by hand,
 * at the edges (k = 0, k = n, n = 0), and invalid arguments. */
#include <check.h>
#include <math.h>
#include <stdlib.h>

#include "err.h"
#include "stats.h"

START_TEST(the_95_percent_quantile_is_1_96)
{
    double z = 0.0;
    ck_assert_int_eq(stats_z(0.95, &z), TALON_OK);
    ck_assert_double_eq_tol(z, 1.959963985, 1e-9);
    ck_assert_int_eq(stats_z(0.99, &z), TALON_OK);
    ck_assert_double_eq_tol(z, 2.575829304, 1e-9);
}
END_TEST

START_TEST(a_confidence_outside_zero_one_is_rejected)
{
    double z = 7.0;
    ck_assert_int_eq(stats_z(0.0, &z), TALON_E_RANGE);
    ck_assert_int_eq(stats_z(1.0, &z), TALON_E_RANGE);
    ck_assert_int_eq(stats_z(-0.5, &z), TALON_E_RANGE);
    ck_assert_int_eq(stats_z(NAN, &z), TALON_E_RANGE);
    ck_assert_double_eq(z, 7.0);
    stats_ci ci = {9, 9, 9};
    ck_assert_int_eq(stats_wilson(1, 2, 1.5, &ci), TALON_E_RANGE);
    ck_assert_int_eq(stats_mean(1, 1, 2, 0.0, &ci), TALON_E_RANGE);
    ck_assert_double_eq(ci.lo, 9);
}
END_TEST

/* p = 0.5, z^2 = 3.841459: center 0.5, half = 1.959964/1.038415 *
 * sqrt(0.0025 + 3.841459/40000) = 0.0961685. */
START_TEST(wilson_at_50_of_100_is_0_4038_to_0_5962)
{
    stats_ci ci;
    ck_assert_int_eq(stats_wilson(50, 100, STATS_CONF95, &ci), TALON_OK);
    ck_assert_double_eq_tol(ci.est, 0.5, 1e-15);
    ck_assert_double_eq_tol(ci.lo, 0.4038, 1e-4);
    ck_assert_double_eq_tol(ci.hi, 0.5962, 1e-4);
    ck_assert_double_eq_tol(stats_half_width(&ci), 0.0961685, 1e-7);
}
END_TEST

/* k=1, n=10: p = 0.1, center = (0.1 + 0.192073)/1.384146 = 0.211013,
 * half = 1.959964/1.384146 * sqrt(0.009 + 0.0096037) = 0.193137. */
START_TEST(wilson_at_1_of_10_is_asymmetric_around_p)
{
    stats_ci ci;
    ck_assert_int_eq(stats_wilson(1, 10, STATS_CONF95, &ci), TALON_OK);
    ck_assert_double_eq_tol(ci.lo, 0.017876, 1e-5);
    ck_assert_double_eq_tol(ci.hi, 0.404150, 1e-5);
    ck_assert(ci.hi - ci.est > ci.est - ci.lo);
}
END_TEST

/* k = 0: [0, z^2/(n+z^2)]; k = n: [n/(n+z^2), 1]. */
START_TEST(wilson_stays_inside_zero_one_at_k_0_and_k_n)
{
    static const uint64_t ns[] = {1, 2, 7, 100, 1000000, 1000000000000ULL};
    double z = 1.959963985, z2 = z * z;
    for (size_t i = 0; i < sizeof ns / sizeof ns[0]; i++) {
        uint64_t n = ns[i];
        stats_ci ci;
        ck_assert_int_eq(stats_wilson(0, n, STATS_CONF95, &ci), TALON_OK);
        ck_assert(ci.lo == 0.0 && ci.est == 0.0);
        ck_assert(ci.hi > 0.0 && ci.hi <= 1.0);
        ck_assert_double_eq_tol(ci.hi, z2 / ((double)n + z2), 1e-9);
        ck_assert_int_eq(stats_wilson(n, n, STATS_CONF95, &ci), TALON_OK);
        ck_assert(ci.hi == 1.0 && ci.est == 1.0);
        ck_assert(ci.lo >= 0.0 && ci.lo < 1.0);
        ck_assert_double_eq_tol(ci.lo, (double)n / ((double)n + z2), 1e-9);
    }
}
END_TEST

START_TEST(wilson_contains_p_and_stays_in_zero_one_everywhere)
{
    for (uint64_t n = 1; n <= 60; n++)
        for (uint64_t k = 0; k <= n; k++) {
            stats_ci ci;
            ck_assert_int_eq(stats_wilson(k, n, 0.999, &ci), TALON_OK);
            ck_assert(0.0 <= ci.lo && ci.lo <= ci.est && ci.est <= ci.hi && ci.hi <= 1.0);
        }
}
END_TEST

START_TEST(wilson_with_no_trials_is_zero_to_one)
{
    stats_ci ci;
    ck_assert_int_eq(stats_wilson(0, 0, STATS_CONF95, &ci), TALON_OK);
    ck_assert(ci.lo == 0.0 && ci.hi == 1.0 && ci.est == 0.0);
    ck_assert_double_eq(stats_half_width(&ci), 0.5);
}
END_TEST

START_TEST(wilson_rejects_more_successes_than_trials)
{
    stats_ci ci;
    ck_assert_int_eq(stats_wilson(3, 2, STATS_CONF95, &ci), TALON_E_RANGE);
    ck_assert_int_eq(stats_wilson(1, 0, STATS_CONF95, &ci), TALON_E_RANGE);
}
END_TEST

START_TEST(wilson_shrinks_like_one_over_root_n)
{
    stats_ci a, b;
    ck_assert_int_eq(stats_wilson(250000, 1000000, STATS_CONF95, &a), TALON_OK);
    ck_assert_int_eq(stats_wilson(1000000, 4000000, STATS_CONF95, &b), TALON_OK);
    /* Large n: half-width -> z sqrt(p(1-p)/n) = 1.96 * 0.000433 = 0.000849. */
    ck_assert_double_eq_tol(stats_half_width(&a), 1.959964 * sqrt(0.1875 / 1e6), 1e-8);
    ck_assert_double_eq_tol(stats_half_width(&a) / stats_half_width(&b), 2.0, 1e-5);
}
END_TEST

/* x = 1, 2, 3, 4: mean 2.5, s^2 = 5/3, half = 1.959964 * sqrt(5/12) = 1.265151. */
START_TEST(the_mean_interval_matches_a_hand_computation)
{
    stats_ci ci;
    ck_assert_int_eq(stats_mean(10.0, 30.0, 4, STATS_CONF95, &ci), TALON_OK);
    ck_assert_double_eq_tol(ci.est, 2.5, 1e-15);
    ck_assert_double_eq_tol(ci.lo, 2.5 - 1.265151, 1e-6);
    ck_assert_double_eq_tol(ci.hi, 2.5 + 1.265151, 1e-6);
    ck_assert_double_eq_tol(stats_half_width(&ci), 1.265151, 1e-6);
}
END_TEST

START_TEST(the_mean_interval_of_constant_data_is_a_point)
{
    stats_ci ci;
    /* 0.1 * 10 and 0.01 * 10 are not exact: the variance may round below 0. */
    ck_assert_int_eq(stats_mean(0.1 * 10, 0.01 * 10, 10, STATS_CONF95, &ci), TALON_OK);
    ck_assert_double_eq_tol(ci.est, 0.1, 1e-15);
    ck_assert(ci.lo <= ci.est && ci.est <= ci.hi);
    ck_assert(stats_half_width(&ci) < 1e-7);
}
END_TEST

START_TEST(the_mean_interval_without_two_observations_is_unbounded)
{
    stats_ci ci;
    ck_assert_int_eq(stats_mean(0.0, 0.0, 0, STATS_CONF95, &ci), TALON_OK);
    ck_assert(isinf(ci.lo) && ci.lo < 0 && isinf(ci.hi) && ci.hi > 0 && ci.est == 0.0);
    ck_assert_int_eq(stats_mean(3.0, 9.0, 1, STATS_CONF95, &ci), TALON_OK);
    ck_assert(ci.est == 3.0 && isinf(stats_half_width(&ci)));
}
END_TEST

static Suite *stats_suite(void)
{
    Suite *s = suite_create("stats");
    TCase *tc = tcase_create("intervals");
    tcase_add_test(tc, the_95_percent_quantile_is_1_96);
    tcase_add_test(tc, a_confidence_outside_zero_one_is_rejected);
    tcase_add_test(tc, wilson_at_50_of_100_is_0_4038_to_0_5962);
    tcase_add_test(tc, wilson_at_1_of_10_is_asymmetric_around_p);
    tcase_add_test(tc, wilson_stays_inside_zero_one_at_k_0_and_k_n);
    tcase_add_test(tc, wilson_contains_p_and_stays_in_zero_one_everywhere);
    tcase_add_test(tc, wilson_with_no_trials_is_zero_to_one);
    tcase_add_test(tc, wilson_rejects_more_successes_than_trials);
    tcase_add_test(tc, wilson_shrinks_like_one_over_root_n);
    tcase_add_test(tc, the_mean_interval_matches_a_hand_computation);
    tcase_add_test(tc, the_mean_interval_of_constant_data_is_a_point);
    tcase_add_test(tc, the_mean_interval_without_two_observations_is_unbounded);
    suite_add_tcase(s, tc);
    return s;
}

int main(void)
{
    SRunner *sr = srunner_create(stats_suite());
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
