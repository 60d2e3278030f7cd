/* test_shape.c - the fits of shape.h and shape_apply on a shipped file:
 *   - shape_rising: non-decreasing, the weighted mean kept, the first point
 *     never raised and the last never lowered, a sequence already in order
 *     unchanged, no worse (weighted squared error) than other
 *     non-decreasing sequences (the mean, every split into two levels);
 *     worked cases by hand;
 *   - shape_valley: no inner peak, the weighted mean kept, no worse than
 *     the rising fit or the falling fit, a valley unchanged; worked cases;
 *   - shape_apply on the shipped 4-player pot file without its backoff
 *     sets, each round-2 set's probability of going on (or betting) first
 *     drawn at random, then never_apply: the two shapes of talon strategy check, which then
 *     fail, hold after it in the same deals; every set still sums to 1; a
 *     changed set is a round-2 set whose going-on actions keep their
 *     ratios; the never checks, which held, still hold;
 *   - shape_apply on that file with its backoff sets, without a third of
 *     its round-2 sets (strat_merge builds it) and the others drawn at random: the sets it lacks
 *     that the check compares are added, named, keys in order, and the
 *     shapes hold in the same deals. */
#include <check.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "backoff.h"
#include "draw_game.h"
#include "err.h"
#include "never.h"
#include "profile.h"
#include "rng.h"
#include "sanity.h"
#include "shape.h"

#define N_MAX 34

static double wsse(const double *y, const double *w, const double *f, int n)
{
    double s = 0;
    for (int i = 0; i < n; i++)
        s += w[i] * (y[i] - f[i]) * (y[i] - f[i]);
    return s;
}

static double wmean(const double *y, const double *w, int n)
{
    double s = 0, t = 0;
    for (int i = 0; i < n; i++) {
        s += w[i] * y[i];
        t += w[i];
    }
    return s / t;
}

/* A random case: n points in [0, 1] (a third of them 0 or 1, as solved
 * probabilities often are), weights 1..1000. */
static int random_case(rng *r, double *y, double *w)
{
    int n = 1 + (int)rng_bounded(r, N_MAX);
    for (int i = 0; i < n; i++) {
        uint32_t k = rng_bounded(r, 6);
        y[i] = k == 0 ? 0 : k == 1 ? 1 : rng_double(r);
        w[i] = 1 + (double)rng_bounded(r, 1000);
    }
    return n;
}

START_TEST(the_rising_fit)
{
    double y[N_MAX], w[N_MAX], f[N_MAX], g[N_MAX];
    /* by hand: two out of order pool to their weighted mean */
    y[0] = 1, y[1] = 0, w[0] = 3, w[1] = 1;
    shape_rising(y, w, 2, f);
    ck_assert_double_eq_tol(f[0], 0.75, 1e-15);
    ck_assert_double_eq_tol(f[1], 0.75, 1e-15);
    /* 0.2 0.9 0.5 0.6 0.1 1: the block 0.9 0.5 0.6 0.1 pools to 0.525 */
    double y2[] = {0.2, 0.9, 0.5, 0.6, 0.1, 1}, w2[] = {1, 1, 1, 1, 1, 1};
    shape_rising(y2, w2, 6, f);
    double want[] = {0.2, 0.525, 0.525, 0.525, 0.525, 1};
    for (int i = 0; i < 6; i++)
        ck_assert_double_eq_tol(f[i], want[i], 1e-12);
    rng r;
    rng_seed(&r, 11, 0);
    for (int t = 0; t < 3000; t++) {
        int n = random_case(&r, y, w), over, at[2];
        shape_rising(y, w, n, f);
        ck_assert_double_le(sanity_fall(f, n, 1e-12, &over, at), 1e-12);
        ck_assert_double_eq_tol(wmean(f, w, n), wmean(y, w, n), 1e-12);
        ck_assert_double_le(f[0], y[0] + 1e-12);
        ck_assert_double_ge(f[n - 1], y[n - 1] - 1e-12);
        double e = wsse(y, w, f, n);
        for (int i = 0; i < n; i++)
            g[i] = wmean(y, w, n);
        ck_assert_double_le(e, wsse(y, w, g, n) + 1e-9);
        for (int m = 1; m < n; m++) {   /* two levels: each part's mean, when in order */
            double a = wmean(y, w, m), b = wmean(y + m, w + m, n - m);
            if (a > b)
                continue;
            for (int i = 0; i < n; i++)
                g[i] = i < m ? a : b;
            ck_assert_double_le(e, wsse(y, w, g, n) + 1e-9);
        }
        /* in order already: unchanged */
        memcpy(g, f, (size_t)n * sizeof *g);
        shape_rising(g, w, n, f);
        for (int i = 0; i < n; i++)
            ck_assert_double_eq_tol(f[i], g[i], 1e-12);
    }
}
END_TEST

START_TEST(the_valley_fit)
{
    double y[N_MAX], w[N_MAX], f[N_MAX], g[N_MAX], ry[N_MAX], rw[N_MAX];
    /* a peak inside is cut: 0 1 0 -> its best valley, error 0.5 */
    double y1[] = {0, 1, 0}, w1[] = {1, 1, 1};
    shape_valley(y1, w1, 3, f);
    ck_assert_double_eq_tol(wsse(y1, w1, f, 3), 0.5, 1e-12);
    /* bluffs, checks, value bets: a valley is kept */
    double y2[] = {0.4, 0.1, 0, 0, 0.3, 1}, w2[] = {2, 5, 9, 9, 4, 1};
    shape_valley(y2, w2, 6, f);
    for (int i = 0; i < 6; i++)
        ck_assert_double_eq_tol(f[i], y2[i], 1e-12);
    rng r;
    rng_seed(&r, 12, 0);
    for (int t = 0; t < 2000; t++) {
        int n = random_case(&r, y, w), over, at[3];
        shape_valley(y, w, n, f);
        ck_assert_double_le(sanity_peak(f, n, 1e-12, &over, at), 1e-12);
        ck_assert_double_eq_tol(wmean(f, w, n), wmean(y, w, n), 1e-12);
        double e = wsse(y, w, f, n);
        shape_rising(y, w, n, g);
        ck_assert_double_le(e, wsse(y, w, g, n) + 1e-9);
        for (int i = 0; i < n; i++) {   /* the falling fit: the rising fit of the reversed sequence */
            ry[i] = y[n - 1 - i];
            rw[i] = w[n - 1 - i];
        }
        shape_rising(ry, rw, n, g);
        ck_assert_double_le(e, wsse(ry, rw, g, n) + 1e-9);
    }
}
END_TEST

static const char *const FILE4 = TALON_SOURCE_DIR "/strategies/solved/draw-4p-32-pot.tsf";

static void checks(draw_game *dg, cfr_game *g, const strat_data *d, sanity_result *r)
{
    profile *pf;
    ck_assert_int_eq(profile_data(&pf, dg, g, d, "file"), TALON_OK);
    sanity_params sp;
    sanity_params_init(&sp);
    sp.dg = dg;
    sp.g = g;
    sp.pf = pf;
    sp.deals = 65536;
    ck_assert_int_eq(sanity_run(&sp, r), TALON_OK);
    profile_free(pf);
}

/* A set read from a file sums to 1 only to the file's rounding; made to go
 * on always where it went on 4e-4 of the time, it still sums to 1 (the
 * other actions scaled from their own sum, not from 1 - p[stay], which
 * would multiply the rounding by 2 500: 1.0000025, refused by the writer). */
START_TEST(a_file_s_rounding_is_not_magnified_by_the_refit)
{
    double p[3] = {0.9996, 0.0003, 0.000100001};   /* sum 1 + 1e-9, as a text file may hold */
    double q[3];
    memcpy(q, p, sizeof p);
    shape_refit(q, 3, 0, 1, 1.0);
    ck_assert(q[0] + q[1] + q[2] > 1 + 1e-6);   /* the magnified rounding */
    shape_refit_read(p, 3, 0, 1, 1.0);
    ck_assert_double_eq_tol(p[0] + p[1] + p[2], 1, 1e-12);
    ck_assert(p[0] == 0);
    ck_assert_double_eq_tol(p[1] / p[2], 0.0003 / 0.000100001, 1e-9);   /* in proportion */
    double r[2] = {0.3, 0.7};
    shape_refit_read(r, 2, 0, 1, 0.5);   /* a set summing to 1: as shape_refit */
    ck_assert_double_eq_tol(r[0], 0.5, 1e-15);
    ck_assert_double_eq_tol(r[1], 0.5, 1e-15);
}
END_TEST

/* Set s's probability of going on (1 - its fold or check) made x, the
 * others in proportion (all to the second action when they had none). */
static void set_go(strat_data *d, uint64_t s, double x)
{
    int stay = strat_action_index(d, s, "fold") >= 0 ? strat_action_index(d, s, "fold")
                                                     : strat_action_index(d, s, "check");
    if (stay < 0)
        return;
    double *p = d->p + d->p_at[s], go = 1 - p[stay];
    for (int k = 0; k < d->nact[s]; k++)
        if (k != stay)
            p[k] = go > 1e-12 ? p[k] * x / go : k == (stay == 0 ? 1 : 0) ? x : 0;
    p[stay] = 1 - x;
}

/* The 4-player pot file's game into *dg, g, and the file read into *d. */
static void load4(draw_game **dg, cfr_game *g, strat_data **d)
{
    draw_params dp;
    char why[256];
    ck_assert_int_eq(profile_file_game(FILE4, &dp, why, sizeof why), TALON_OK);
    ck_assert_int_eq(draw_game_init(dg, &dp, g), TALON_OK);
    ck_assert_int_eq(strat_read(FILE4, STRAT_READ_NAMES, d, why, sizeof why), TALON_OK);
}

START_TEST(the_shapes_hold_after_the_fit)
{
    char why[256];
    draw_game *dg;
    cfr_game g;
    strat_data *d, *before;
    load4(&dg, &g, &d);
    ck_assert_int_eq(strat_read(FILE4, STRAT_READ_NAMES, &before, why, sizeof why), TALON_OK);
    /* its held sets only: the fit leaves a set played by a backoff set as it is, and the random play
       below makes the backoff sets (the held sets' play averaged) stale */
    ck_assert_uint_gt(backoff_strip(d), 0);
    ck_assert_uint_gt(backoff_strip(before), 0);
    rng rr;
    rng_seed(&rr, 13, 0);
    for (uint64_t s = 0; s < d->n; s++)
        if (strstr(d->names + d->name_at[s], " round 2 "))
            set_go(d, s, rng_double(&rr));
    never_report nv;
    never_apply(dg, d, &nv);
    ck_assert_uint_eq(d->n, before->n);
    for (uint64_t s = 0; s < d->n; s++)
        memcpy(before->p + before->p_at[s], d->p + d->p_at[s], d->nact[s] * sizeof *d->p);
    sanity_result r;
    checks(dg, &g, d, &r);
    ck_assert_uint_gt(r.item[SANITY_CALL].over, 0);
    ck_assert_uint_gt(r.item[SANITY_BET].over, 0);
    for (int k = SANITY_TOP; k <= SANITY_QUADS; k++)
        ck_assert_msg(r.item[k].over == 0, "%s: worst %g at %s", sanity_name(k), r.item[k].worst, r.item[k].where);
    profile *pf;
    ck_assert_int_eq(profile_data(&pf, dg, &g, d, "file"), TALON_OK);
    shape_report rep;
    ck_assert_int_eq(shape_apply(dg, &g, pf, &d, 65536, 1, SHAPE_PASSES, &rep), TALON_OK);
    profile_free(pf);
    ck_assert_uint_eq(rep.added, 0);   /* no backoff sets: a set the file lacks is played by default, not checked */
    ck_assert_uint_eq(d->n, before->n);
    ck_assert_int_ge(rep.passes, 2);
    ck_assert_int_le(rep.passes, SHAPE_PASSES);
    ck_assert_double_lt(rep.last, SHAPE_STILL);   /* still: the check's deals are the last pass's */
    ck_assert_uint_gt(rep.changed, 0);
    ck_assert_uint_gt(rep.groups, 0);
    uint64_t changed = 0;
    for (uint64_t s = 0; s < d->n; s++) {
        const double *x = d->p + d->p_at[s], *y = before->p + before->p_at[s];
        int n = d->nact[s];
        double sum = 0, diff = 0;
        for (int k = 0; k < n; k++) {
            sum += x[k];
            diff += fabs(x[k] - y[k]);
        }
        ck_assert_double_eq_tol(sum, 1, 1e-12);
        if (diff == 0)
            continue;
        changed++;
        const char *line = d->names + d->name_at[s];
        ck_assert_msg(strstr(line, " round 2 ") != NULL, "a set before the draw changed: %s", line);
        int stay = strat_action_index(d, s, "fold") >= 0 ? strat_action_index(d, s, "fold")
                                                         : strat_action_index(d, s, "check");
        ck_assert_int_ge(stay, 0);
        double gx = 1 - x[stay], gy = 1 - y[stay];
        if (gy > 1e-9 && gx > 1e-9)   /* the going-on actions scaled together */
            for (int k = 0; k < n; k++)
                if (k != stay)
                    ck_assert_double_eq_tol(x[k] / gx, y[k] / gy, 1e-9);
    }
    ck_assert_uint_gt(changed, 0);
    checks(dg, &g, d, &r);
    for (int k = SANITY_CALL; k <= SANITY_BET; k++) {
        ck_assert_msg(r.item[k].over == 0, "%s: worst %g at %s", sanity_name(k), r.item[k].worst, r.item[k].where);
        ck_assert_uint_gt(r.item[k].spots, 0);
    }
    /* the never answers are not brought back */
    for (int k = SANITY_TOP; k <= SANITY_QUADS; k++)
        ck_assert_msg(r.item[k].over == 0, "%s: worst %g at %s", sanity_name(k), r.item[k].worst, r.item[k].where);
    strat_free(before);
    strat_free(d);
    draw_game_free(dg);
}
END_TEST

/* d without every third round-2 set it holds (its backoff sets kept), a
 * new strat_data built by strat_merge; *removed: how many. */
static strat_data *without_some(const strat_data *d, uint64_t *removed)
{
    strat_new *keep = malloc(d->n * sizeof *keep);
    ck_assert_ptr_nonnull(keep);
    uint64_t m = 0, seen = 0;
    *removed = 0;
    for (uint64_t i = 0; i < d->n; i++) {
        const char *line = d->names + d->name_at[i];
        if (strstr(line, " round 2 ") && !strstr(line, " | backoff ") && seen++ % 3 == 0)
            (*removed)++;
        else
            keep[m++] = (strat_new){d->key[i], d->nact[i], d->p + d->p_at[i], line};
    }
    strat_data none = {.game = d->game, .header = d->header};
    strat_data *out;
    ck_assert_int_eq(strat_merge(&none, keep, m, "# without some\n", &out), TALON_OK);
    free(keep);
    ck_assert_uint_eq(out->n, m);
    ck_assert_str_eq(out->game, d->game);
    return out;
}

/* A file that lacks sets the check compares (played by its backoff sets)
 * breaks the shapes between them and the sets it holds; the fit adds them,
 * named as the game names them, and the shapes then hold in the same deals. */
START_TEST(the_sets_a_file_lacks_join_the_fit)
{
    draw_game *dg;
    cfr_game g;
    strat_data *whole, *d;
    load4(&dg, &g, &whole);
    uint64_t removed;
    d = without_some(whole, &removed);
    strat_free(whole);
    ck_assert_uint_gt(removed, 0);
    rng rr;
    rng_seed(&rr, 17, 0);
    for (uint64_t s = 0; s < d->n; s++) {
        const char *line = d->names + d->name_at[s];
        if (strstr(line, " round 2 ") && !strstr(line, " | backoff "))
            set_go(d, s, rng_double(&rr));
    }
    never_report nv;
    never_apply(dg, d, &nv);
    uint64_t n0 = d->n;
    sanity_result r;
    checks(dg, &g, d, &r);
    ck_assert_uint_gt(r.item[SANITY_CALL].over + r.item[SANITY_BET].over, 0);
    profile *pf;
    ck_assert_int_eq(profile_data(&pf, dg, &g, d, "file"), TALON_OK);
    shape_report rep;
    ck_assert_int_eq(shape_apply(dg, &g, pf, &d, 65536, 1, SHAPE_PASSES, &rep), TALON_OK);
    profile_free(pf);
    ck_assert_uint_gt(rep.added, 0);
    ck_assert_uint_eq(d->n, n0 + rep.added);
    ck_assert_double_lt(rep.last, SHAPE_STILL);
    for (uint64_t s = 0; s < d->n; s++) {
        if (s > 0)
            ck_assert_msg(d->key[s] > d->key[s - 1], "keys out of order at %llu", (unsigned long long)s);
        double sum = 0;
        for (int k = 0; k < d->nact[s]; k++)
            sum += d->p[d->p_at[s] + (uint64_t)k];
        ck_assert_double_eq_tol(sum, 1, 1e-12);
        const char *line = d->names + d->name_at[s];
        ck_assert_msg(strchr(line, '\t') && strcmp(line, "-\t-") != 0, "a set without a name: %s", line);
    }
    checks(dg, &g, d, &r);
    for (int k = SANITY_CALL; k <= SANITY_BET; k++)
        ck_assert_msg(r.item[k].over == 0, "%s: worst %g at %s", sanity_name(k), r.item[k].worst, r.item[k].where);
    strat_free(d);
    draw_game_free(dg);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("shape");
    TCase *tc = tcase_create("shape");
    tcase_set_timeout(tc, 300);
    tcase_add_test(tc, the_rising_fit);
    tcase_add_test(tc, the_valley_fit);
    tcase_add_test(tc, a_file_s_rounding_is_not_magnified_by_the_refit);
    tcase_add_test(tc, the_shapes_hold_after_the_fit);
    tcase_add_test(tc, the_sets_a_file_lacks_join_the_fit);
    suite_add_tcase(s, tc);
    SRunner *sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
