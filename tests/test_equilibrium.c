/* test_equilibrium.c - tab_equilibrium, the figures read from a solved draw
 * game: a short heads-up solve is run here (solve_run, a few seconds) and
 * read back.  Frequencies are probabilities and add up across sizes; each
 * threshold obeys its stated rule; trips and full houses call an
 * opening (at least 80% after this short run: 16 384 iterations leave a full house
 * calling 87%); the bluffing figures are a function of the seed; files that are
 * not a draw solution, or that keep round 1 only, are refused with the
 * right code. */
#include <check.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "err.h"
#include "solve.h"
#include "tab_equilibrium.h"

static char path[64];

/* One heads-up solve shared by the cases (Check forks each test: the file
 * is written once, before the runner starts). */
static void solve_once(void)
{
    snprintf(path, sizeof path, "/tmp/talon_test_eq_%ld.txt", (long)getpid());
    solve_params p;
    solve_params_init(&p);
    p.game = SOLVE_DRAW;
    p.cfg.iterations = 16384;
    p.cfg.seed = 3;
    p.cfg.threads = 1;   /* no OpenMP threads alive when Check forks the cases (LSan) */
    p.cfg.br_samples = 256;
    p.out = path;
    p.out_format = STRAT_FORMAT_TEXT;   /* a test below edits it as text */
    p.header = "# command: test_equilibrium\n";
    solve_report rep;
    if (solve_run(&p, &rep) != TALON_OK) {
        fprintf(stderr, "solve_run: %s\n", rep.why);
        exit(EXIT_FAILURE);
    }
}

static eq_solution *load(void)
{
    eq_solution *s;
    char why[256];
    int rc = eq_load(path, &s, why, sizeof why);
    ck_assert_msg(rc == TALON_OK, "eq_load: %s", why);
    return s;
}

START_TEST(the_file_header_gives_the_game_and_its_quality)
{
    eq_solution *s = load();
    const eq_info *in = eq_info_of(s);
    ck_assert_int_eq(in->players, 2);
    ck_assert_int_eq(in->deck, 32);
    ck_assert_int_eq(in->params.n_open, 2);
    ck_assert_uint_eq(in->iterations, 16384);
    ck_assert_uint_eq(in->seed, 3);
    ck_assert(in->has_gain && in->has_exploitability);
    ck_assert(!in->round1_only);
    ck_assert_uint_gt(in->sets, 1000);
    eq_free(s);
}
END_TEST

START_TEST(opening_frequencies_are_probabilities_summing_over_the_sizes)
{
    eq_solution *s = load();
    eq_open_table *t = malloc(sizeof *t);
    ck_assert_int_eq(eq_open(s, t), TALON_OK);
    ck_assert_int_eq(t->cls.n, 51);
    int met = 0;
    for (int pos = 0; pos < 2; pos++)
        for (int c = 0; c < t->cls.n; c++) {
            if (!t->met[pos][c])
                continue;
            met++;
            double sum = 0;
            for (int b = 0; b < t->nsizes; b++) {
                ck_assert(t->open_size[pos][b][c] >= 0 && t->open_size[pos][b][c] <= 1);
                sum += t->open_size[pos][b][c];
            }
            ck_assert(t->open[pos][c] >= -1e-12 && t->open[pos][c] <= 1 + 1e-12);
            ck_assert_msg(fabs(sum - t->open[pos][c]) < 1e-6, "pos %d class %d: %g vs %g", pos, c, sum,
                          t->open[pos][c]);
        }
    ck_assert_int_gt(met, 40);   /* 30 classes occur at 32 cards, two positions */
    free(t);
    eq_free(s);
}
END_TEST

START_TEST(each_threshold_obeys_its_rule)
{
    eq_solution *s = load();
    eq_open_table *t = malloc(sizeof *t);
    ck_assert_int_eq(eq_open(s, t), TALON_OK);
    double total = 0;
    for (int c = 0; c < t->cls.n; c++)
        total += t->cls.share[c];
    ck_assert(fabs(total - 1) < 1e-9);
    /* the equivalent threshold opens exactly as often as the equilibrium */
    for (int pos = 0; pos < 2; pos++)
        for (int b = 0; b < t->nsizes; b++) {
            int k = t->equiv[pos][b];
            ck_assert_int_ge(k, 0);
            double f = t->equiv_frac[pos][b], above = 0;
            ck_assert(f > 0 && f <= 1 + 1e-9);
            for (int c = k + 1; c < t->cls.n; c++)
                above += t->cls.share[c];
            ck_assert_msg(fabs(above + f * t->cls.share[k] - t->open_rate[pos][b]) < 1e-9, "pos %d size %d", pos, b);
        }
    for (int pos = 0; pos < 2; pos++) {
        int k = t->threshold[pos];
        if (k < 0)
            continue;
        ck_assert(t->open[pos][k] >= 0.5);
        ck_assert(fabs(t->thr_freq[pos] - t->open[pos][k]) < 1e-12);
        for (int c = k + 1; c < t->cls.n; c++)
            if (t->met[pos][c] && t->cls.share[c] >= EQ_MIN_SHARE)
                ck_assert_msg(t->open[pos][c] >= 0.5, "pos %d: class %d above the threshold %d opens %g", pos, c,
                              k, t->open[pos][c]);
        /* the next weaker class that counts opens less than half the time */
        for (int c = k - 1; c >= 0; c--)
            if (t->met[pos][c] && t->cls.share[c] >= EQ_MIN_SHARE) {
                ck_assert(t->open[pos][c] < 0.5);
                break;
            }
    }
    free(t);
    eq_free(s);
}
END_TEST

START_TEST(trips_and_full_houses_call_an_opening_at_least_four_times_in_five)
{
    eq_solution *s = load();
    eq_call_table *t = malloc(sizeof *t);
    ck_assert_int_eq(eq_call(s, t), TALON_OK);
    int checked = 0;
    for (int c = 0; c < t->cls.n; c++) {
        /* quads and the straight flush are too rare (under 0.1% of the hands)
         * for 16 384 iterations to settle their sets */
        if (strcmp(t->cls.name[c], "full") && strcmp(t->cls.name[c], "trips"))
            continue;
        for (int b = 0; b < t->nsizes; b++)
            if (t->met[0][1][b][c]) {
                ck_assert_msg(t->call[0][1][b][c] > 0.8, "%s calls %g", t->cls.name[c], t->call[0][1][b][c]);
                checked++;
            }
    }
    ck_assert_int_gt(checked, 0);
    free(t);
    eq_free(s);
}
END_TEST

START_TEST(bluffing_figures_depend_on_the_seed_alone)
{
    eq_solution *s = load();
    eq_bluff_table *a = malloc(sizeof *a), *b = malloc(sizeof *b);
    ck_assert_int_eq(eq_bluff(s, 20000, 7, a), TALON_OK);
    ck_assert_int_eq(eq_bluff(s, 20000, 7, b), TALON_OK);
    ck_assert(memcmp(a, b, sizeof *a) == 0);
    double p = eq_rate_p(&a->bluff_share_all);
    ck_assert(p > 0 && p < 1);
    ck_assert_uint_gt(a->reached, 0);
    /* hands that beat the bettor call at least as often as all hands */
    for (int k = 0; k < a->nsizes; k++)
        if (a->call_winning[k].n > 200)
            ck_assert(eq_rate_p(&a->call_winning[k]) >= eq_rate_p(&a->call_any[k]));
    ck_assert_int_eq(eq_bluff(s, 0, 7, a), TALON_E_RANGE);
    free(a);
    free(b);
    eq_free(s);
}
END_TEST

/* A copy of the solved file with one more header line after its second. */
static void copy_with_line(const char *to, const char *extra)
{
    FILE *in = fopen(path, "r"), *out = fopen(to, "w");
    ck_assert(in && out);
    char line[4096];
    for (int no = 1; fgets(line, sizeof line, in); no++) {
        fputs(line, out);
        if (no == 2)
            fputs(extra, out);
    }
    fclose(in);
    fclose(out);
}

START_TEST(other_files_are_refused_with_their_code)
{
    eq_solution *s = (eq_solution *)1;
    char why[256];
    ck_assert_int_eq(eq_load("/nonexistent/x.txt", &s, why, sizeof why), TALON_E_IO);
    ck_assert_ptr_null(s);
    ck_assert_int_eq(eq_load(TALON_SOURCE_DIR "/strategies/README.md", &s, why, sizeof why), TALON_E_PARSE);
    /* a pruned copy: loads, but has no round 2 */
    char pruned[80];
    snprintf(pruned, sizeof pruned, "%s.pruned", path);
    copy_with_line(pruned, "# pruned: only round 1 (test)\n");
    ck_assert_int_eq(eq_load(pruned, &s, why, sizeof why), TALON_OK);
    ck_assert(eq_info_of(s)->round1_only);
    eq_bluff_table *b = malloc(sizeof *b);
    ck_assert_int_eq(eq_bluff(s, 100, 1, b), TALON_E_INVAL);
    free(b);
    eq_free(s);
    remove(pruned);
}
END_TEST

/* scripts/solve's "# as shipped" line (a vector file whose play talon
 * strategy convert changed after the solve): its exact figures replace the
 * solve's own, which the header gives after it. */
START_TEST(the_figures_of_the_play_as_shipped_replace_the_solve_s)
{
    eq_info before, after;
    char why[256], shipped[80];
    ck_assert_int_eq(eq_read_info(path, &before, why, sizeof why), TALON_OK);
    ck_assert(!before.has_shipped);
    snprintf(shipped, sizeof shipped, "%s.shipped", path);
    copy_with_line(shipped, "# as shipped (after talon strategy convert, below): exact best responses in the solve's "
                            "own chance model (1024 sampled deals, seed 1): exploitability 0.032422 (seat gains "
                            "0.017420, 0.015002)\n");
    ck_assert_int_eq(eq_read_info(shipped, &after, why, sizeof why), TALON_OK);
    ck_assert(after.has_shipped && after.has_exploitability && after.has_gain && after.has_interval);
    ck_assert_double_eq_tol(after.exploitability, 0.032422, 1e-12);
    ck_assert_double_eq_tol(after.gain[0], 0.017420, 1e-12);
    ck_assert_double_eq_tol(after.gain_hi[1], 0.015002, 1e-12);
    ck_assert_double_ne(after.exploitability, before.exploitability);
    ck_assert_double_eq(after.value[0], before.value[0]);   /* the game's value: the solve's */
    remove(shipped);
}
END_TEST

int main(void)
{
    solve_once();
    Suite *s = suite_create("equilibrium");
    TCase *tc = tcase_create("solved draw game");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, the_file_header_gives_the_game_and_its_quality);
    tcase_add_test(tc, opening_frequencies_are_probabilities_summing_over_the_sizes);
    tcase_add_test(tc, each_threshold_obeys_its_rule);
    tcase_add_test(tc, trips_and_full_houses_call_an_opening_at_least_four_times_in_five);
    tcase_add_test(tc, bluffing_figures_depend_on_the_seed_alone);
    tcase_add_test(tc, other_files_are_refused_with_their_code);
    tcase_add_test(tc, the_figures_of_the_play_as_shipped_replace_the_solve_s);
    suite_add_tcase(s, tc);
    SRunner *sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    remove(path);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
