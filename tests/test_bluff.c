/* test_bluff.c - the bluffing models: the article's three statements in the
 * models that support them (and not in the others), the pot model's
 * B/(P+2B), the indifferences and the optimal raise checked numerically
 * against a payoff function written independently of the closed forms (and
 * von Neumann's game by quadrature), the Monte Carlo within 4 standard
 * errors (fixed seeds, identical at any thread count), bad input, and the
 * article's CSV against the compiled statements. */
#include <check.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bluff.h"
#include "check_extra.h"
#include "err.h"
#include "mc.h"

static bluff_strategy solve(enum bluff_model m, double f, double q, double r)
{
    bluff_strategy s;
    int rc = bluff_solve(m, f, q, r, &s);
    CHECK(rc == TALON_OK, "bluff_solve(model %d, f %.17g, q %.17g, r %.17g): %d, not TALON_OK (%d)", (int)m, f, q,
          r, rc, TALON_OK);
    return s;
}

/* ---- an independent payoff function for the toy game ----------------------
 * E[u] summed over the four (bettor, caller) type pairs and every action,
 * for any strategies: no formula of bluff.c is used. */
typedef struct toy {
    double f, q, r, M;
} toy;

/* Bettor's expected take u for strategies sigma (strong bets), beta (weak
 * bluffs), c (middling calls); H always calls. */
static double toy_u(const toy *g, double sig, double be, double c)
{
    double u = 0;
    for (int strong = 0; strong < 2; strong++)
        for (int high = 0; high < 2; high++) {
            double p = (strong ? g->f : 1 - g->f) * (high ? g->q : 1 - g->q);
            double bet = strong ? sig : be;
            double call = high ? 1.0 : c;
            bool wins = strong && !high;
            double if_check = wins ? g->M : 0.0;
            double if_called = wins ? g->M + g->r : -g->r;
            u += p * ((1 - bet) * if_check + bet * (call * if_called + (1 - call) * g->M));
        }
    return u;
}

/* The caller's expected take (M - u) restricted to his middling hands: his
 * best response is whatever maximises this over c. */
static double toy_caller_middling(const toy *g, double sig, double be, double c)
{
    toy h = *g;
    h.q = 0;   /* condition on a middling hand */
    return h.M - toy_u(&h, sig, be, c);
}

START_TEST(the_ante_model_reproduces_the_article_s_three_statements)
{
    /* 1: the optimal raise is about two pots when q is about 10%. */
    double r, q;
    ck_assert_int_eq(bluff_optimal_raise(BLUFF_ANTE, 0.15, 0.10, &r), TALON_OK);
    ck_assert_double_eq_tol(r, 2.0 * (sqrt(5.0) - 1.0), 1e-12);   /* 2.472 */
    ck_assert(fabs(r - 2.0) < 0.5);
    ck_assert_int_eq(bluff_opp_win_for_raise(BLUFF_ANTE, 2.0, &q), TALON_OK);
    ck_assert_double_eq_tol(q, 0.125, 1e-15);
    ck_assert_int_eq(bluff_optimal_raise(BLUFF_ANTE, 0.15, 0.125, &r), TALON_OK);
    ck_assert_double_eq_tol(r, 2.0, 1e-12);
    /* 2: at two pots, bluff half the claimed frequency: 7.5%, check 77.5%. */
    bluff_strategy s = solve(BLUFF_ANTE, 0.15, 0.10, 2.0);
    ck_assert_int_eq(s.regime, BLUFF_MIXED);
    ck_assert_double_eq_tol(s.bluffs, 0.075, 1e-15);
    ck_assert_double_eq_tol(s.checks, 0.775, 1e-15);
    ck_assert_double_eq_tol(s.bluff_ratio, 0.5, 1e-15);
    ck_assert_double_eq_tol(s.bluff_weak, 0.075 / 0.85, 1e-15);   /* "about a tenth" of the losing hands */
    /* 3: a third of the shows of strength are bluffs. */
    ck_assert_double_eq_tol(s.bluff_share, 1.0 / 3.0, 1e-15);
    /* Whatever q (below the no-bet bound): the ratio does not depend on it. */
    for (double qq = 0; qq < 0.21; qq += 0.05)   /* r_max = 2(1-2q)/(2q) > 2 */
        ck_assert_double_eq_tol(solve(BLUFF_ANTE, 0.15, qq, 2.0).bluff_share, 1.0 / 3.0, 1e-15);
}
END_TEST

START_TEST(von_neumann_s_game_at_its_optimal_bet_of_two_antes_fits_all_three)
{
    double a, b, g, v, r, q;
    ck_assert_int_eq(bluff_vn1944(2.0, &a, &b, &g, &v), TALON_OK);
    ck_assert_double_eq_tol(a, 1.0 / 9.0, 1e-15);
    ck_assert_double_eq_tol(b, 7.0 / 9.0, 1e-15);
    ck_assert_double_eq_tol(g, 5.0 / 9.0, 1e-15);
    ck_assert_double_eq_tol(v, 1.0 / 9.0, 1e-15);
    ck_assert_int_eq(bluff_optimal_raise(BLUFF_VN1944, 0, 0, &r), TALON_OK);
    ck_assert_double_eq(r, 2.0);
    for (double bb = 0.1; bb < 6; bb += 0.1) {   /* b = 2 maximises the value */
        double a2, b2, g2, v2;
        bluff_vn1944(bb, &a2, &b2, &g2, &v2);
        ck_assert(v2 <= v + 1e-15);
    }
    bluff_strategy s = solve(BLUFF_VN1944, 0.5, 0.5, 2.0);
    ck_assert_double_eq_tol(s.bluff_ratio, 0.5, 1e-15);
    ck_assert_double_eq_tol(s.bluff_share, 1.0 / 3.0, 1e-15);
    ck_assert_double_eq_tol(s.call, 4.0 / 9.0, 1e-15);
    ck_assert_int_eq(bluff_opp_win_for_raise(BLUFF_VN1944, 2.0, &q), TALON_OK);
    ck_assert_double_eq_tol(q, 1.0 / 9.0, 1e-15);
    ck_assert_double_eq_tol(s.opp_win, 1.0 / 9.0, 1e-15);
}
END_TEST

/* Quadrature of von Neumann's game: the value at the closed-form thresholds,
 * and no threshold move of either side improves it (to first order). */
static double vn_value(double b, double al, double be, double ga)
{
    const int n = 1500;
    double s = 0;
    for (int i = 0; i < n; i++) {
        double x = (i + 0.5) / n;
        bool bet = x < al || x > be;
        for (int j = 0; j < n; j++) {
            double y = (j + 0.37) / n;   /* off the x grid: no ties */
            if (!bet)
                s += x > y ? 1 : -1;
            else if (y < ga)
                s += 1;
            else
                s += x > y ? 1 + b : -(1 + b);
        }
    }
    return s / ((double)n * n);
}

START_TEST(von_neumann_s_thresholds_are_an_equilibrium_by_quadrature)
{
    double a, b, g, v;
    bluff_vn1944(2.0, &a, &b, &g, &v);
    double v0 = vn_value(2.0, a, b, g);
    ck_assert_msg(fabs(v0 - v) < 2e-3, "quadrature %.5f, closed form %.5f", v0, v);
    const double d = 0.05;
    /* The bettor cannot gain by moving alpha or beta; the caller (who
     * minimises) cannot gain by moving gamma. */
    ck_assert(vn_value(2.0, a + d, b, g) < v0 + 1e-3);
    ck_assert(vn_value(2.0, a - d, b, g) < v0 + 1e-3);
    ck_assert(vn_value(2.0, a, b + d, g) < v0 + 1e-3);
    ck_assert(vn_value(2.0, a, b - d, g) < v0 + 1e-3);
    ck_assert(vn_value(2.0, a, b, g + d) > v0 - 1e-3);
    ck_assert(vn_value(2.0, a, b, g - d) > v0 - 1e-3);
}
END_TEST

START_TEST(the_pot_model_bluff_share_is_b_over_p_plus_2b_and_supports_none)
{
    for (double B = 0.25; B <= 4.0; B += 0.25) {
        bluff_strategy s = solve(BLUFF_POT, 0.15, 0.05, B);
        if (s.regime != BLUFF_MIXED)
            continue;
        ck_assert_double_eq_tol(s.bluff_share, B / (1 + 2 * B), 1e-15);
        ck_assert_double_eq_tol(s.bluffs, 0.15 * B / (1 + B), 1e-15);
    }
    bluff_strategy s = solve(BLUFF_POT, 0.15, 0.10, 2.0);
    ck_assert_double_eq_tol(s.bluff_share, 0.4, 1e-15);
    ck_assert_double_eq_tol(s.bluffs, 0.10, 1e-15);
    double r;
    bluff_optimal_raise(BLUFF_POT, 0.15, 0.10, &r);
    ck_assert_double_eq_tol(r, sqrt(5.0) - 1.0, 1e-12);   /* 1.236: not "about two" */
}
END_TEST

START_TEST(the_value_model_sizes_two_pots_at_ten_percent_but_bluffs_at_pot_odds)
{
    double r, q;
    ck_assert_int_eq(bluff_optimal_raise(BLUFF_VALUE, 0.15, 0.10, &r), TALON_OK);
    ck_assert_double_eq_tol(r, 2.0, 1e-12);
    ck_assert_int_eq(bluff_opp_win_for_raise(BLUFF_VALUE, 2.0, &q), TALON_OK);
    ck_assert_double_eq_tol(q, 0.1, 1e-15);
    /* r* maximises the strong hand's gain r[(1-q)/(1+r) - q] on a grid. */
    double best = -1, arg = 0;
    for (int i = 0; i <= 40000; i++) {
        double x = i * 1e-4;
        double gS = solve(BLUFF_VALUE, 0.15, 0.10, x).bet_gain;
        if (gS > best) {
            best = gS;
            arg = x;
        }
    }
    ck_assert_double_eq_tol(arg, 2.0, 1e-4);
    bluff_strategy s = solve(BLUFF_VALUE, 0.15, 0.10, 2.0);
    ck_assert_double_eq_tol(s.bluffs, 0.10, 1e-15);
    ck_assert_double_eq_tol(s.call, 1.0 / 3.0, 1e-15);
    ck_assert_double_eq_tol(s.bluff_gain, -0.10 * 2.0, 1e-12);   /* -q r: not an equilibrium */
}
END_TEST

START_TEST(the_recommended_frequencies_leave_both_sides_indifferent)
{
    static const double F[] = {0.05, 0.15, 0.3, 0.5, 0.7, 0.9};
    static const double Q[] = {0.0, 0.02, 0.1, 0.2, 0.4};
    static const double R[] = {0.2, 0.5, 1.0, 2.0, 3.0, 5.0};
    const enum bluff_model models[] = {BLUFF_ANTE, BLUFF_POT};
    const double h = 1e-6;
    int mixed = 0, allweak = 0;
    for (int mi = 0; mi < 2; mi++)
        for (int i = 0; i < 6; i++)
            for (int j = 0; j < 5; j++)
                for (int k = 0; k < 6; k++) {
                    bluff_strategy s = solve(models[mi], F[i], Q[j], R[k]);
                    toy g = {F[i], Q[j], R[k], s.middle};
                    double sig = s.bet_strong, be = s.bluff_weak, c = s.call;
                    /* The bettor's take is linear in sigma and beta; its slopes are
                     * f * G_S and (1-f) * G_W: zero where he mixes, of the right
                     * sign where he does not. */
                    double dS = (toy_u(&g, sig + h, be, c) - toy_u(&g, sig - h, be, c)) / (2 * h);
                    double dW = (toy_u(&g, sig, be + h, c) - toy_u(&g, sig, be - h, c)) / (2 * h);
                    double dC = (toy_caller_middling(&g, sig, be, c + h) - toy_caller_middling(&g, sig, be, c - h)) / (2 * h);
                    const double tol = 1e-7;
                    ck_assert_double_eq_tol(dS, g.f * s.bet_gain, tol);
                    ck_assert_double_eq_tol(dW, (1 - g.f) * s.bluff_gain, tol);
                    if (sig > 0 && sig < 1) ck_assert_double_eq_tol(dS, 0, tol);
                    if (sig == 1) ck_assert(dS >= -tol);
                    if (sig == 0) ck_assert(dS <= tol);
                    if (be > 0 && be < 1) ck_assert_double_eq_tol(dW, 0, tol);
                    if (be == 1) ck_assert(dW >= -tol);
                    if (be == 0 && g.f < 1) ck_assert(dW <= tol);
                    /* The middling caller mixes only when indifferent. */
                    if (c > 0 && c < 1 && (sig > 0 || be > 0)) ck_assert_double_eq_tol(dC, 0, tol);
                    /* The value reported is the independent payoff's. */
                    ck_assert_double_eq_tol(s.value, toy_u(&g, sig, be, c) - g.M / 2, 1e-12);
                    mixed += s.regime == BLUFF_MIXED;
                    allweak += s.regime == BLUFF_ALL_WEAK;
                }
    ck_assert(mixed > 50);
    ck_assert(allweak > 5);
}
END_TEST

START_TEST(the_optimal_raise_maximises_the_equilibrium_value_on_a_grid)
{
    static const double F[] = {0.1, 0.15, 0.4, 0.6, 0.8};
    static const double Q[] = {0.03, 0.1, 0.2, 0.35};
    for (int mi = 0; mi < 2; mi++)
        for (int i = 0; i < 5; i++)
            for (int j = 0; j < 4; j++) {
                enum bluff_model m = mi ? BLUFF_POT : BLUFF_ANTE;
                double rs;
                ck_assert_int_eq(bluff_optimal_raise(m, F[i], Q[j], &rs), TALON_OK);
                double best = -1e9, arg = 0;
                for (int k = 0; k <= 20000; k++) {
                    double r = k * 1e-3;
                    bluff_strategy s = solve(m, F[i], Q[j], r);
                    if (s.value > best + 1e-14) {
                        best = s.value;
                        arg = r;
                    }
                }
                ck_assert_msg(fabs(arg - rs) <= 1.5e-3, "%s f=%g q=%g: grid %g, formula %g", bluff_model_key(m),
                              F[i], Q[j], arg, rs);
                bluff_strategy s = solve(m, F[i], Q[j], rs);
                if (F[i] <= 0.5)   /* edge = f M (1 - sqrt(2q))^2 */
                    ck_assert_double_eq_tol(s.edge, F[i] * s.middle * pow(1 - sqrt(2 * Q[j]), 2), 1e-12);
            }
    double r;
    bluff_optimal_raise(BLUFF_ANTE, 0.15, 0.0, &r);
    ck_assert(isinf(r));
    bluff_optimal_raise(BLUFF_ANTE, 0.15, 0.5, &r);
    ck_assert_double_eq(r, 0);
    bluff_optimal_raise(BLUFF_POT, 0.75, 0.0, &r);   /* bounded by the weak hands: (1-f)/(2f-1) */
    ck_assert_double_eq_tol(r, 0.5, 1e-15);
    ck_assert_int_eq(solve(BLUFF_ANTE, 0.15, 0.6, 1.0).regime, BLUFF_NO_BET);
    ck_assert_int_eq(solve(BLUFF_ANTE, 0.15, 0.1, 9.0).regime, BLUFF_NO_BET);   /* r_max = 8 */
    ck_assert_int_eq(solve(BLUFF_ANTE, 0.15, 0.1, 0.0).regime, BLUFF_NO_BET);
}
END_TEST

static void mc_agrees(enum bluff_model m, double f, double q, double r, uint64_t seed)
{
    bluff_strategy s = solve(m, f, q, r);
    mc_config cfg;
    mc_config_init(&cfg);
    cfg.seed = seed;
    cfg.trials = 2000000;
    cfg.threads = 0;
    bluff_mc out;
    uint64_t done;
    ck_assert_int_eq(bluff_mc_run(&s, &cfg, &out, &done), TALON_OK);
    ck_assert_uint_eq(done, cfg.trials);
    ck_assert(out.nchecks >= 6);
    for (int i = 0; i < out.nchecks; i++) {
        const bluff_check_row *c = &out.checks[i];
        if (c->n == 0)
            continue;
        ck_assert_msg(fabs(c->z) <= 4.0, "%s f=%g q=%g r=%g %s: formula %.6f, MC %.6f, se %.2g, z %.2f",
                      bluff_model_key(m), f, q, r, c->key, c->formula, c->est, c->se, c->z);
        ck_assert(c->lo <= c->est && c->est <= c->hi);
    }
}

START_TEST(the_monte_carlo_agrees_with_every_formula_within_four_standard_errors)
{
    mc_agrees(BLUFF_ANTE, 0.15, 0.10, 2.0, 1);
    mc_agrees(BLUFF_ANTE, 0.15, 0.10, 2.0 * (sqrt(5.0) - 1), 2);
    mc_agrees(BLUFF_POT, 0.15, 0.10, 2.0, 3);
    mc_agrees(BLUFF_VALUE, 0.15, 0.10, 2.0, 4);
    mc_agrees(BLUFF_ANTE, 0.7, 0.1, 3.0, 5);    /* every weak hand bluffs */
    mc_agrees(BLUFF_POT, 0.3, 0.6, 1.0, 6);     /* no bet */
    mc_agrees(BLUFF_VN1944, 0, 0, 2.0, 7);
    mc_agrees(BLUFF_VN1944, 0, 0, 0.7, 8);
}
END_TEST

START_TEST(the_indifferences_are_zero_in_the_monte_carlo_too)
{
    bluff_strategy s = solve(BLUFF_ANTE, 0.15, 0.10, 2.0);
    ck_assert_double_eq_tol(s.caller_gain, 0, 1e-15);
    ck_assert_double_eq_tol(s.bluff_gain, 0, 1e-15);
    mc_config cfg;
    mc_config_init(&cfg);
    cfg.seed = 11;
    cfg.trials = 3000000;
    bluff_mc out;
    ck_assert_int_eq(bluff_mc_run(&s, &cfg, &out, NULL), TALON_OK);
    int seen = 0;
    for (int i = 0; i < out.nchecks; i++)
        if (strcmp(out.checks[i].key, "caller_gain") == 0 || strcmp(out.checks[i].key, "bluff_gain") == 0) {
            ck_assert(out.checks[i].n > 100000);
            ck_assert(fabs(out.checks[i].est) <= 4 * out.checks[i].se);
            seen++;
        }
    ck_assert_int_eq(seen, 2);
}
END_TEST

START_TEST(a_seed_gives_the_same_bits_at_one_and_four_threads)
{
    bluff_strategy s = solve(BLUFF_POT, 0.2, 0.08, 1.5);
    bluff_mc a, b;
    mc_config cfg;
    mc_config_init(&cfg);
    cfg.seed = 99;
    cfg.trials = 500000;
    cfg.threads = 1;
    ck_assert_int_eq(bluff_mc_run(&s, &cfg, &a, NULL), TALON_OK);
    cfg.threads = 4;
    ck_assert_int_eq(bluff_mc_run(&s, &cfg, &b, NULL), TALON_OK);
    for (int i = 0; i < a.nchecks; i++) {
        ck_assert_uint_eq(a.checks[i].n, b.checks[i].n);
        ck_assert(memcmp(&a.checks[i].est, &b.checks[i].est, sizeof(double)) == 0);
        ck_assert(memcmp(&a.checks[i].hi, &b.checks[i].hi, sizeof(double)) == 0);
    }
}
END_TEST

START_TEST(precision_mode_stops_when_every_interval_is_narrow_enough)
{
    bluff_strategy s = solve(BLUFF_ANTE, 0.15, 0.10, 2.0);
    mc_config cfg;
    mc_config_init(&cfg);
    cfg.seed = 5;
    cfg.precision = 0.01;
    bluff_mc out;
    uint64_t done;
    ck_assert_int_eq(bluff_mc_run(&s, &cfg, &out, &done), TALON_OK);
    ck_assert(done < 100000000ULL);
    for (int i = 0; i < out.nchecks; i++)
        ck_assert((out.checks[i].hi - out.checks[i].lo) / 2 < 0.01);
    /* No bet: the conditions of the caller's checks never occur; the run
     * still stops. */
    s = solve(BLUFF_ANTE, 0.15, 0.7, 2.0);
    ck_assert_int_eq(bluff_mc_run(&s, &cfg, &out, &done), TALON_OK);
    ck_assert(done < 100000000ULL);
}
END_TEST

START_TEST(bad_input_is_a_range_error)
{
    bluff_strategy s;
    double r, q;
    static const double bad_p[] = {-0.01, 1.01, NAN, INFINITY, -INFINITY};
    for (int i = 0; i < 5; i++) {
        ck_assert_int_eq(bluff_solve(BLUFF_ANTE, bad_p[i], 0.1, 2, &s), TALON_E_RANGE);
        ck_assert_int_eq(bluff_solve(BLUFF_POT, 0.15, bad_p[i], 2, &s), TALON_E_RANGE);
        ck_assert_int_eq(bluff_optimal_raise(BLUFF_VALUE, bad_p[i], 0.1, &r), TALON_E_RANGE);
        ck_assert_int_eq(bluff_optimal_raise(BLUFF_ANTE, 0.15, bad_p[i], &r), TALON_E_RANGE);
    }
    static const double bad_r[] = {-1.0, -1e-300, NAN, INFINITY};
    for (int i = 0; i < 4; i++) {
        ck_assert_int_eq(bluff_solve(BLUFF_ANTE, 0.15, 0.1, bad_r[i], &s), TALON_E_RANGE);
        ck_assert_int_eq(bluff_solve(BLUFF_VN1944, 0.15, 0.1, bad_r[i], &s), TALON_E_RANGE);
        ck_assert_int_eq(bluff_opp_win_for_raise(BLUFF_ANTE, bad_r[i], &q), TALON_E_RANGE);
        double a, b, g, v;
        ck_assert_int_eq(bluff_vn1944(bad_r[i], &a, &b, &g, &v), TALON_E_RANGE);
    }
    ck_assert_int_eq(bluff_check(0, 1, 0), TALON_OK);
    ck_assert_int_eq(bluff_check(1, 0, 1e6), TALON_OK);
    ck_assert_int_eq(bluff_solve((enum bluff_model)7, 0.1, 0.1, 1, &s), TALON_E_INVAL);
    enum bluff_model m;
    ck_assert_int_eq(bluff_model_parse("ante", &m), TALON_OK);
    ck_assert_int_eq(m, BLUFF_ANTE);
    ck_assert_int_eq(bluff_model_parse("vonneumann", &m), TALON_OK);
    ck_assert_int_eq(m, BLUFF_VN1944);
    ck_assert_int_eq(bluff_model_parse("kuhn", &m), TALON_E_PARSE);
}
END_TEST

/* Which model supports which statement: a statement is supported when
 * every figure of it that applies to the model agrees. */
static bool supports(enum bluff_model m, int statement)
{
    int n;
    const bluff_statement *st = bluff_statements(&n);
    bool ok = true;
    for (int i = 0; i < n; i++) {
        if (st[i].statement != statement)
            continue;
        double ours;
        int rc = bluff_statement_eval(m, &st[i], &ours);
        if (rc == TALON_E_RANGE)
            continue;
        ck_assert_int_eq(rc, TALON_OK);
        ok = ok && bluff_statement_agrees(&st[i], ours);
    }
    return ok;
}

START_TEST(each_model_supports_the_statements_its_formulas_give)
{
    for (int k = 1; k <= 3; k++) {
        ck_assert_msg(supports(BLUFF_ANTE, k), "ante, statement %d", k);
        ck_assert_msg(supports(BLUFF_VN1944, k), "vn1944, statement %d", k);
        ck_assert_msg(!supports(BLUFF_POT, k), "pot, statement %d", k);
        ck_assert_msg(supports(BLUFF_VALUE, k) == (k == 1), "value, statement %d", k);
    }
}
END_TEST

/* Minimal CSV field splitter: commas, double-quoted fields. */
static int split_csv(char *line, char **fields, int max)
{
    int n = 0;
    char *p = line;
    while (n < max) {
        if (*p == '"') {
            fields[n++] = ++p;
            char *w = p;
            while (*p && !(*p == '"' && p[1] != '"')) {
                if (*p == '"')
                    p++;
                *w++ = *p++;
            }
            if (*p == '"')
                p++;
            *w = 0;
            if (*p == ',')
                p++;
            else
                break;
        } else {
            fields[n++] = p;
            char *e = strpbrk(p, ",\n");
            if (!e)
                break;
            bool last = *e == '\n';
            *e = 0;
            p = e + 1;
            if (last)
                break;
        }
    }
    return n;
}

static double num_or_nan(const char *s) { return *s ? atof(s) : NAN; }

static bool same(double a, double b) { return (isnan(a) && isnan(b)) || fabs(a - b) <= 1e-15; }

START_TEST(the_article_csv_is_the_table_the_code_compares_with)
{
    FILE *fp = fopen(TALON_SOURCE_DIR "/tables/article/bluff.csv", "r");
    ck_assert_ptr_nonnull(fp);
    char line[1024];
    ck_assert_ptr_nonnull(fgets(line, sizeof line, fp));
    ck_assert_str_eq(line, "statement,figure,claimed,raise,opp_win,value,relation,tolerance,printed\n");
    int n;
    const bluff_statement *st = bluff_statements(&n);
    int i = 0;
    while (fgets(line, sizeof line, fp)) {
        char *f[9];
        ck_assert_int_eq(split_csv(line, f, 9), 9);
        ck_assert_int_lt(i, n);
        ck_assert_int_eq(atoi(f[0]), st[i].statement);
        ck_assert_str_eq(f[1], st[i].figure);
        ck_assert(same(num_or_nan(f[2]), st[i].claimed));
        ck_assert(same(num_or_nan(f[3]), st[i].raise));
        ck_assert(same(num_or_nan(f[4]), st[i].opp_win));
        ck_assert(same(num_or_nan(f[5]), st[i].value));
        ck_assert_str_eq(f[6], st[i].relation == BLUFF_ABOVE ? "above" : "about");
        ck_assert(same(num_or_nan(f[7]), st[i].tolerance));
        ck_assert_str_eq(f[8], st[i].printed);
        i++;
    }
    fclose(fp);
    ck_assert_int_eq(i, n);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("bluff");
    TCase *tc = tcase_create("bluff models");
    tcase_set_timeout(tc, 300);
    tcase_add_test(tc, the_ante_model_reproduces_the_article_s_three_statements);
    tcase_add_test(tc, von_neumann_s_game_at_its_optimal_bet_of_two_antes_fits_all_three);
    tcase_add_test(tc, von_neumann_s_thresholds_are_an_equilibrium_by_quadrature);
    tcase_add_test(tc, the_pot_model_bluff_share_is_b_over_p_plus_2b_and_supports_none);
    tcase_add_test(tc, the_value_model_sizes_two_pots_at_ten_percent_but_bluffs_at_pot_odds);
    tcase_add_test(tc, the_recommended_frequencies_leave_both_sides_indifferent);
    tcase_add_test(tc, the_optimal_raise_maximises_the_equilibrium_value_on_a_grid);
    tcase_add_test(tc, the_monte_carlo_agrees_with_every_formula_within_four_standard_errors);
    tcase_add_test(tc, the_indifferences_are_zero_in_the_monte_carlo_too);
    tcase_add_test(tc, a_seed_gives_the_same_bits_at_one_and_four_threads);
    tcase_add_test(tc, precision_mode_stops_when_every_interval_is_narrow_enough);
    tcase_add_test(tc, bad_input_is_a_range_error);
    tcase_add_test(tc, each_model_supports_the_statements_its_formulas_give);
    tcase_add_test(tc, the_article_csv_is_the_table_the_code_compares_with);
    suite_add_tcase(s, tc);
    SRunner *sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
