/* test_cfr.c - the CFR solver on its validation games: Kuhn's value -1/18
 * with an exact exploitability under 0.001, Leduc's -0.0856, von Neumann's
 * thresholds within 0.01 of the closed form, MCCFR's bit-identical strategy
 * at one and two threads, the strategy file's round trip and its refusal of
 * corrupt or mismatched files, and bad configurations. */
#include <check.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "bluff.h"
#include "cfr.h"
#include "cfr_games.h"
#include "err.h"
#include "solve.h"

static cfr_solver *solve(const cfr_game *g, enum cfr_algo algo, uint64_t iters, int threads, cfr_result *r)
{
    cfr_config c;
    cfr_config_init(&c);
    c.algo = algo;
    c.iterations = iters;
    c.seed = 7;
    c.threads = threads;
    c.br_samples = 4096;
    cfr_solver *s;
    ck_assert_int_eq(cfr_init(&s, g, &c), TALON_OK);
    ck_assert_int_eq(cfr_solve(s, r), TALON_OK);
    return s;
}

static char *slurp(const char *path)
{
    FILE *f = fopen(path, "rb");
    ck_assert_ptr_nonnull(f);
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    rewind(f);
    char *b = malloc((size_t)n + 1);
    ck_assert_uint_eq(fread(b, 1, (size_t)n, f), (size_t)n);
    b[n] = 0;
    fclose(f);
    return b;
}

static void spit(const char *path, const char *text)
{
    FILE *f = fopen(path, "wb");
    ck_assert_ptr_nonnull(f);
    fputs(text, f);
    fclose(f);
}

START_TEST(kuhn_s_first_player_value_is_minus_one_eighteenth_and_exploitability_falls_under_0_001)
{
    cfr_game g;
    kuhn_game_init(&g);
    cfr_result r;
    cfr_solver *s = solve(&g, CFR_AUTO, 2000, 1, &r);
    ck_assert_int_eq(r.algo, CFR_PLUS);
    ck_assert(r.quality.exact);
    ck_assert_uint_eq(r.infosets, 12);
    ck_assert_double_eq_tol(r.quality.value[0], -1.0 / 18, 0.002);
    ck_assert_double_eq_tol(r.quality.value[0] + r.quality.value[1], 0, 1e-12);
    ck_assert(r.quality.exploitability < 0.001);
    ck_assert(r.quality.exploitability >= -1e-9);   /* a best response never loses */
    /* The convergence table falls: the last row beats the first by far. */
    ck_assert_int_ge(r.nrows, 5);
    ck_assert(r.rows[r.nrows - 1].exploitability < r.rows[0].exploitability / 10);
    ck_assert_uint_eq(r.rows[r.nrows - 1].iterations, 2000);
    /* The known equilibrium family: the second seat with a king always
     * calls a bet, with a jack always folds to one. */
    double p[CFR_MAX_ACTIONS];
    int n;
    ck_assert_int_eq(cfr_strategy_get(s, 1ULL << 32 | 2 << 8 | 1 << 4 | 1, p, &n), TALON_OK);
    ck_assert_int_eq(n, 2);
    ck_assert(p[1] > 0.99);
    ck_assert_int_eq(cfr_strategy_get(s, 1ULL << 32 | 0 << 8 | 1 << 4 | 1, p, &n), TALON_OK);
    ck_assert(p[0] > 0.99);
    ck_assert_int_eq(cfr_strategy_get(s, 12345, p, &n), TALON_E_RANGE);
    cfr_free(s);
}
END_TEST

START_TEST(leduc_s_first_player_value_is_about_minus_0_0856)
{
    cfr_game g;
    leduc_game_init(&g);
    cfr_result r;
    cfr_solver *s = solve(&g, CFR_AUTO, 600, 1, &r);
    ck_assert_uint_eq(r.infosets, 288);   /* ranks only: suits never matter */
    ck_assert_double_eq_tol(r.quality.value[0], -0.0856, 0.005);
    ck_assert(r.quality.exploitability < 0.005);
    cfr_free(s);
}
END_TEST

START_TEST(von_neumann_s_thresholds_come_within_0_01_of_the_closed_form)
{
    vn1944_ctx v = {.buckets = 100, .bet = 2};
    cfr_game g;
    ck_assert_int_eq(vn1944_game_init(&g, &v), TALON_OK);
    cfr_result r;
    cfr_solver *s = solve(&g, CFR_AUTO, 300, 1, &r);
    double a, b, c, A, B, C, V;
    ck_assert_int_eq(vn1944_thresholds(s, &v, &a, &b, &c), TALON_OK);
    ck_assert_int_eq(bluff_vn1944(2, &A, &B, &C, &V), TALON_OK);
    ck_assert_double_eq_tol(a, A, 0.01);   /* 1/9 */
    ck_assert_double_eq_tol(b, B, 0.01);   /* 7/9 */
    ck_assert_double_eq_tol(c, C, 0.01);   /* 5/9 */
    ck_assert_double_eq_tol(r.quality.value[0], V, 0.01);
    ck_assert(r.quality.exploitability < 0.001);
    cfr_free(s);
    v.buckets = 1;
    ck_assert_int_eq(vn1944_game_init(&g, &v), TALON_E_RANGE);
}
END_TEST

/* MCCFR on two threads: the same strategy file, byte for byte, and the same
 * sampled quality figures, bit for bit. */
START_TEST(mccfr_gives_the_same_bits_at_one_and_two_threads)
{
    cfr_game games[2];
    kuhn_game_init(&games[0]);
    leduc_game_init(&games[1]);
    for (int k = 0; k < 2; k++) {
        char path[2][64];
        cfr_result r[2];
        for (int t = 0; t < 2; t++) {
            cfr_solver *s = solve(&games[k], CFR_MCCFR, k ? 3000 : 20000, t + 1, &r[t]);
            snprintf(path[t], sizeof path[t], "test_cfr_%d_%d.txt", (int)getpid(), t);
            char why[256];
            ck_assert_int_eq(cfr_strategy_save(s, path[t], games[k].name, "# threads differ\n", STRAT_FORMAT_TEXT, why,
                                               sizeof why),
                             TALON_OK);
            cfr_free(s);
        }
        char *a = slurp(path[0]), *b = slurp(path[1]);
        ck_assert_str_eq(a, b);
        ck_assert_int_eq(r[0].nrows, r[1].nrows);
        ck_assert(memcmp(&r[0].quality, &r[1].quality, sizeof r[0].quality) == 0);
        for (int i = 0; i < r[0].nrows; i++)
            ck_assert(r[0].rows[i].exploitability == r[1].rows[i].exploitability);
        free(a);
        free(b);
        remove(path[0]);
        remove(path[1]);
    }
}
END_TEST

START_TEST(mccfr_approaches_kuhn_s_value)
{
    cfr_game g;
    kuhn_game_init(&g);
    cfr_result r;
    cfr_solver *s = solve(&g, CFR_MCCFR, 100000, 2, &r);
    ck_assert_int_eq(r.algo, CFR_MCCFR);
    ck_assert(!r.quality.exact);
    ck_assert_uint_eq(r.quality.samples, 4096);
    ck_assert_double_eq_tol(r.quality.value[0], -1.0 / 18, 0.02);
    ck_assert(r.quality.exploitability < 0.05);
    cfr_free(s);
}
END_TEST

START_TEST(a_strategy_file_loads_back_with_the_same_probabilities_and_quality)
{
    cfr_game g;
    leduc_game_init(&g);
    cfr_result r, r2;
    cfr_solver *s = solve(&g, CFR_AUTO, 200, 1, &r);
    char path[64], why[256];
    snprintf(path, sizeof path, "test_cfr_rt_%d.txt", (int)getpid());
    ck_assert_int_eq(cfr_strategy_save(s, path, "leduc", "# command: test\n# seed: 7\n", STRAT_FORMAT_TEXT, why, sizeof why), TALON_OK);
    char *text = slurp(path);
    ck_assert(strncmp(text, "talon-strategy 1\ngame: leduc\n# command: test\n", 45) == 0);
    ck_assert_ptr_nonnull(strstr(text, "\tcheck,bet\tseat 1, card K, board -, history -\n"));
    free(text);
    cfr_strategy *st;
    ck_assert_int_eq(cfr_strategy_load(path, "leduc", &st, why, sizeof why), TALON_OK);
    ck_assert_uint_eq(cfr_strategy_count(st), 288);
    /* Every set: the file's probabilities are the solver's to 1e-9. */
    int checked = 0;
    for (uint64_t rank = 0; rank < 3; rank++) {
        uint64_t key = 1ULL << 40 | rank << 28 | 3ULL << 24;   /* first seat, no board, no action */
        double p[CFR_MAX_ACTIONS], q[CFR_MAX_ACTIONS];
        int n, m;
        ck_assert_int_eq(cfr_strategy_get(s, key, p, &n), TALON_OK);
        ck_assert_int_eq(cfr_strategy_lookup(st, key, q, &m), TALON_OK);
        ck_assert_int_eq(n, m);
        for (int a = 0; a < n; a++)
            ck_assert_double_eq_tol(p[a], q[a], 1e-9);
        checked++;
    }
    ck_assert_int_eq(checked, 3);
    /* Its quality, measured on a fresh solver, is the solved one's. */
    cfr_config c;
    cfr_config_init(&c);
    c.iterations = 1;
    cfr_solver *e;
    ck_assert_int_eq(cfr_init(&e, &g, &c), TALON_OK);
    ck_assert_int_eq(cfr_evaluate(e, st, &r2), TALON_OK);
    ck_assert_double_eq_tol(r2.quality.value[0], r.quality.value[0], 1e-6);
    ck_assert_double_eq_tol(r2.quality.exploitability, r.quality.exploitability, 1e-6);
    cfr_strategy_free(st);
    cfr_free(e);
    cfr_free(s);
    remove(path);
}
END_TEST

START_TEST(a_corrupt_or_mismatched_strategy_file_is_refused_with_its_line)
{
    cfr_game g;
    kuhn_game_init(&g);
    cfr_result r;
    cfr_solver *s = solve(&g, CFR_AUTO, 50, 1, &r);
    char path[64], bad[64], why[256];
    snprintf(path, sizeof path, "test_cfr_bad_%d.txt", (int)getpid());
    snprintf(bad, sizeof bad, "test_cfr_bad_%d.mod", (int)getpid());
    ck_assert_int_eq(cfr_strategy_save(s, path, "kuhn", "", STRAT_FORMAT_TEXT, why, sizeof why), TALON_OK);
    char *good = slurp(path);
    cfr_strategy *st;
    ck_assert_int_eq(cfr_strategy_load(path, "kuhn", &st, why, sizeof why), TALON_OK);
    cfr_strategy_free(st);
    ck_assert_int_eq(cfr_strategy_load(path, NULL, &st, why, sizeof why), TALON_OK);
    cfr_strategy_free(st);
    /* Another game. */
    ck_assert_int_eq(cfr_strategy_load(path, "leduc", &st, why, sizeof why), TALON_E_INVAL);
    ck_assert_ptr_null(st);
    ck_assert_ptr_nonnull(strstr(why, "'kuhn'"));
    /* Another version. */
    char *t = strdup(good);
    t[15] = '2';
    spit(bad, t);
    ck_assert_int_eq(cfr_strategy_load(bad, "kuhn", &st, why, sizeof why), TALON_E_PARSE);
    ck_assert_ptr_nonnull(strstr(why, "version"));
    /* Truncated: the last line and the end marker cut off. */
    strcpy(t, good);
    char *cut = t;
    for (int i = 0; i < 6; i++)   /* version, game, count, three sets of twelve */
        cut = strchr(cut, '\n') + 1;
    *cut = 0;
    spit(bad, t);
    ck_assert_int_eq(cfr_strategy_load(bad, "kuhn", &st, why, sizeof why), TALON_E_PARSE);
    ck_assert_ptr_nonnull(strstr(why, "truncated"));
    /* Probabilities not summing to 1, and a probability out of range: the
     * line and what is wrong. */
    const char *cases[] = {"0.5", "1.5"}, *said[] = {"sum to", "not a number from 0 to 1"};
    for (int i = 0; i < 2; i++) {
        strcpy(t, good);
        char *line = strstr(t, "\n00000001") + 1, *p = strchr(line, '\t') + 3;
        memcpy(p, cases[i], 3);
        spit(bad, t);
        ck_assert_int_eq(cfr_strategy_load(bad, "kuhn", &st, why, sizeof why), TALON_E_PARSE);
        ck_assert_ptr_nonnull(strstr(why, said[i]));
        ck_assert_ptr_nonnull(strstr(why, ": line "));
    }
    /* No end marker, and garbage after it. */
    strcpy(t, good);
    strcpy(strstr(t, "end\n"), "nd\n");
    spit(bad, t);
    ck_assert_int_eq(cfr_strategy_load(bad, "kuhn", &st, why, sizeof why), TALON_E_PARSE);
    ck_assert_ptr_nonnull(strstr(why, "'end'"));
    spit(bad, "talon-strategy 1\ngame: kuhn\ninfosets: 0\nend\nmore\n");
    ck_assert_int_eq(cfr_strategy_load(bad, "kuhn", &st, why, sizeof why), TALON_E_PARSE);
    spit(bad, "talon-strategy 1\ngame: kuhn\ninfosets: 0\nend\n");
    ck_assert_int_eq(cfr_strategy_load(bad, "kuhn", &st, why, sizeof why), TALON_OK);
    ck_assert_uint_eq(cfr_strategy_count(st), 0);
    cfr_strategy_free(st);
    ck_assert_int_eq(cfr_strategy_load("/nonexistent/x", "kuhn", &st, why, sizeof why), TALON_E_IO);
    free(t);
    free(good);
    remove(path);
    remove(bad);
    cfr_free(s);
}
END_TEST

START_TEST(an_unwritable_file_leaves_nothing_behind)
{
    cfr_game g;
    kuhn_game_init(&g);
    cfr_result r;
    cfr_solver *s = solve(&g, CFR_AUTO, 10, 1, &r);
    char why[256] = "";
    ck_assert_int_eq(cfr_strategy_save(s, "/nonexistent-dir/k.txt", "kuhn", "", STRAT_FORMAT_COMPACT, why, sizeof why), TALON_E_IO);
    ck_assert_ptr_nonnull(strstr(why, "cannot write"));
    ck_assert_int_ne(access("/nonexistent-dir/k.txt.tmp", F_OK), 0);
    cfr_free(s);
}
END_TEST

START_TEST(bad_configurations_are_refused)
{
    cfr_game g;
    kuhn_game_init(&g);
    cfr_config c;
    cfr_config_init(&c);
    cfr_solver *s = (cfr_solver *)&g;
    ck_assert_int_eq(cfr_init(&s, &g, &c), TALON_E_RANGE);   /* 0 iterations */
    ck_assert_ptr_null(s);
    c.iterations = 10;
    c.threads = -1;
    ck_assert_int_eq(cfr_init(&s, &g, &c), TALON_E_RANGE);
    c.threads = 1;
    c.target = -1;
    ck_assert_int_eq(cfr_init(&s, &g, &c), TALON_E_RANGE);
    c.target = 0;
    ck_assert_int_eq(cfr_init(NULL, &g, &c), TALON_E_INVAL);
    cfr_game h = g;
    h.players = 9;
    ck_assert_int_eq(cfr_init(&s, &h, &c), TALON_E_INVAL);
    h = g;
    h.payoff = NULL;
    ck_assert_int_eq(cfr_init(&s, &h, &c), TALON_E_INVAL);
}
END_TEST

START_TEST(a_target_stops_the_run_at_the_first_checkpoint_under_it)
{
    cfr_game g;
    kuhn_game_init(&g);
    cfr_config c;
    cfr_config_init(&c);
    c.iterations = 100000;
    c.target = 0.01;
    c.threads = 1;
    cfr_solver *s;
    ck_assert_int_eq(cfr_init(&s, &g, &c), TALON_OK);
    cfr_result r;
    ck_assert_int_eq(cfr_solve(s, &r), TALON_OK);
    ck_assert(r.target_met);
    ck_assert(r.quality.exploitability < 0.01);
    ck_assert(r.iterations < 1000);
    ck_assert(r.nrows < 2 || r.rows[r.nrows - 2].exploitability >= 0.01);
    cfr_free(s);
}
END_TEST

START_TEST(solve_run_solves_writes_and_evaluates_a_file_and_builds_the_draw_game)
{
    solve_params p;
    solve_params_init(&p);
    p.game = SOLVE_KUHN;
    p.cfg.iterations = 300;
    p.cfg.threads = 1;
    char path[64];
    snprintf(path, sizeof path, "test_cfr_solve_%d.txt", (int)getpid());
    p.out = path;
    p.header = "# command: test\n";
    static solve_report rep, rep2;
    ck_assert_int_eq(solve_run(&p, &rep), TALON_OK);
    ck_assert_int_eq(rep.players, 2);
    ck_assert_str_eq(rep.game_id, "kuhn: Kuhn poker, cards J Q K, ante 1, bet 1");
    p.out = NULL;
    p.load = path;
    ck_assert_int_eq(solve_run(&p, &rep2), TALON_OK);
    ck_assert(rep2.loaded);
    ck_assert_uint_eq(rep2.loaded_sets, 12);
    ck_assert_double_eq_tol(rep2.res.quality.exploitability, rep.res.quality.exploitability, 1e-6);
    p.game = SOLVE_LEDUC;   /* the file is Kuhn's */
    ck_assert_int_eq(solve_run(&p, &rep2), TALON_E_INVAL);
    ck_assert_ptr_nonnull(strstr(rep2.why, "a strategy for another game (field 1: 'kuhn: Kuhn poker' in the file"));
    remove(path);
    /* The draw game, three players, a few iterations: every seat measured. */
    solve_params_init(&p);
    p.draw.players = 3;
    p.cfg.iterations = 64;
    p.cfg.br_samples = 64;
    p.cfg.threads = 2;
    ck_assert_int_eq(solve_run(&p, &rep), TALON_OK);
    ck_assert_int_eq(rep.players, 3);
    ck_assert(strncmp(rep.game_id, "draw: draw poker: 3 players, 32 cards", 37) == 0);
    ck_assert_int_eq(rep.res.algo, CFR_MCCFR);
    ck_assert_double_eq_tol(rep.res.quality.value[0] + rep.res.quality.value[1] + rep.res.quality.value[2], 0, 1e-9);
    p.draw.players = 7;   /* 35 cards at 32 */
    ck_assert_int_ne(solve_run(&p, &rep), TALON_OK);
    ck_assert(rep.why[0]);
}
END_TEST

/* A short three-player draw solve whose file keeps the sets met in `deals`
 * deals of each kind. */
static void small_played(solve_params *p, uint64_t deals)
{
    solve_params_init(p);
    p->draw.players = 3;
    p->draw.history = 1;
    p->cfg.iterations = 1024;
    p->cfg.br_samples = 64;
    p->keep_played = deals;
}

/* --keep-played: a three-player draw file lists only the sets met in the
 * solution's own play, names every one of them, says how many and how much
 * of fresh play they cover, loads back, and is the same at 1 and 2 threads. */
START_TEST(a_played_only_file_keeps_the_sets_met_in_self_play)
{
    solve_params p;
    small_played(&p, 2000);
    char path[2][64];
    static solve_report rep[2];
    for (int t = 0; t < 2; t++) {
        snprintf(path[t], sizeof path[t], "test_cfr_played_%d_%d.txt", (int)getpid(), t);
        p.out = path[t];
        p.out_format = STRAT_FORMAT_TEXT;
        p.cfg.threads = t + 1;
        ck_assert_int_eq(solve_run(&p, &rep[t]), TALON_OK);
    }
    char *a = slurp(path[0]), *b = slurp(path[1]);
    ck_assert_str_eq(a, b);
    unsigned long long kept = 0, all = 0;
    double cover = 0, cover_x = 0;
    const char *k = strstr(a, "# kept: the ");
    ck_assert_ptr_nonnull(k);
    ck_assert_int_eq(sscanf(k, "# kept: the %llu information sets of %llu met when the strategy plays 2000 deals "
                               "against itself and 2000 with each seat in turn leaving its path (%*[^)]); they "
                               "meet %lf%% of the decisions of as many fresh deals of self-play and %lf%%",
                            &kept, &all, &cover, &cover_x),
                     4);
    ck_assert(kept > 100 && kept < all);   /* training met far more than its own play does */
    ck_assert(all == rep[0].res.infosets);
    ck_assert(cover > 50 && cover <= 100);     /* an early, diffuse strategy */
    ck_assert(cover_x > 50 && cover_x <= 100);
    ck_assert_ptr_null(strstr(a, "\t-\t-\n"));   /* every kept set named */
    cfr_strategy *st;
    char why[256];
    ck_assert_int_eq(cfr_strategy_load(path[0], rep[0].game_id, &st, why, sizeof why), TALON_OK);
    ck_assert_uint_eq(cfr_strategy_count(st), kept);
    cfr_strategy_free(st);
    free(a);
    free(b);
    remove(path[0]);
    remove(path[1]);
}
END_TEST

/* An outside player for the test below: always the last legal action
 * (the largest bet, a raise, the deepest draw). */
static int last_action(const void *ctx, const void *state, double p[CFR_MAX_ACTIONS], int *n)
{
    const cfr_game *g = ctx;
    *n = g->actions(g->ctx, state);
    for (int a = 0; a < *n; a++)
        p[a] = a == *n - 1;
    return TALON_OK;
}

static int one_explorer(void *ctx, const draw_game *dg, const cfr_game *g, cfr_explorer *ex, int *n, char *why,
                        size_t why_size)
{
    (void)ctx;
    (void)dg;
    (void)why;
    (void)why_size;
    ex[0] = (cfr_explorer){"last", last_action, g};
    *n = 1;
    return TALON_OK;
}

static int done_calls;
static void explorer_done(void *ctx)
{
    (void)ctx;
    done_calls++;
}

/* An outside player's deals add the others' answers to it: the same run
 * with one keeps every set of the run without it (the self-play and random
 * streams do not move) and more, names the player, and still loads. */
START_TEST(an_outside_player_adds_the_answers_to_it)
{
    solve_params p;
    small_played(&p, 500);
    p.cfg.threads = 1;
    char path[2][64];
    static solve_report rep[2];
    for (int t = 0; t < 2; t++) {
        snprintf(path[t], sizeof path[t], "test_cfr_explore_%d_%d.txt", (int)getpid(), t);
        p.out = path[t];
        p.out_format = STRAT_FORMAT_TEXT;
        p.explorers = t ? one_explorer : NULL;
        p.explorers_done = t ? explorer_done : NULL;
        ck_assert_int_eq(solve_run(&p, &rep[t]), TALON_OK);
    }
    ck_assert_int_eq(done_calls, 1);
    cfr_strategy *st[2];
    char why[256];
    for (int t = 0; t < 2; t++)
        ck_assert_int_eq(cfr_strategy_load(path[t], rep[t].game_id, &st[t], why, sizeof why), TALON_OK);
    ck_assert_uint_gt(cfr_strategy_count(st[1]), cfr_strategy_count(st[0]));
    char *b = slurp(path[1]);
    ck_assert_ptr_nonnull(strstr(b, "with probability 1/2, or the player last: the others' answers are kept"));
    free(b);
    /* every set of the smaller file is in the larger one, with the same play */
    FILE *f = fopen(path[0], "r");
    ck_assert_ptr_nonnull(f);
    char line[512];
    int sets = 0;
    while (fgets(line, sizeof line, f))
        if (strlen(line) > 17 && line[16] == '\t') {
            uint64_t key = strtoull(line, NULL, 16);
            double p0[CFR_MAX_ACTIONS], p1[CFR_MAX_ACTIONS];
            int n0, n1;
            ck_assert_int_eq(cfr_strategy_lookup(st[0], key, p0, &n0), TALON_OK);
            ck_assert_int_eq(cfr_strategy_lookup(st[1], key, p1, &n1), TALON_OK);
            ck_assert_int_eq(n0, n1);
            for (int a = 0; a < n0; a++)
                ck_assert(p0[a] == p1[a]);
            sets++;
        }
    fclose(f);
    ck_assert_uint_eq((uint64_t)sets, cfr_strategy_count(st[0]));
    for (int t = 0; t < 2; t++) {
        cfr_strategy_free(st[t]);
        remove(path[t]);
    }
}
END_TEST

/* Pruning changes nothing before CFR_PRUNE_AFTER and something after it;
 * with and without it MCCFR comes near Kuhn's value. */
START_TEST(pruning_starts_at_its_iteration_and_both_ways_approach_kuhn_s_value)
{
    cfr_game g;
    kuhn_game_init(&g);
    cfr_result r[2];
    for (int np = 0; np < 2; np++) {
        cfr_config c;
        cfr_config_init(&c);
        c.algo = CFR_MCCFR;
        c.iterations = 65536;
        c.seed = 7;
        c.threads = 1;
        c.br_samples = 4096;
        c.first_check = CFR_PRUNE_AFTER;
        c.prune = !np;
        cfr_solver *s;
        ck_assert_int_eq(cfr_init(&s, &g, &c), TALON_OK);
        ck_assert_int_eq(cfr_solve(s, &r[np]), TALON_OK);
        cfr_free(s);
        ck_assert_double_eq_tol(r[np].quality.value[0], -1.0 / 18, 0.02);
        ck_assert(r[np].quality.exploitability < 0.05);
    }
    ck_assert(r[0].rows[0].iterations == CFR_PRUNE_AFTER);
    ck_assert(r[0].rows[0].exploitability == r[1].rows[0].exploitability);   /* the same run so far */
    ck_assert(r[0].quality.value[0] != r[1].quality.value[0]);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("cfr");
    TCase *tc = tcase_create("cfr solver");
    tcase_set_timeout(tc, 300);
    tcase_add_test(tc, kuhn_s_first_player_value_is_minus_one_eighteenth_and_exploitability_falls_under_0_001);
    tcase_add_test(tc, leduc_s_first_player_value_is_about_minus_0_0856);
    tcase_add_test(tc, von_neumann_s_thresholds_come_within_0_01_of_the_closed_form);
    tcase_add_test(tc, mccfr_gives_the_same_bits_at_one_and_two_threads);
    tcase_add_test(tc, mccfr_approaches_kuhn_s_value);
    tcase_add_test(tc, a_strategy_file_loads_back_with_the_same_probabilities_and_quality);
    tcase_add_test(tc, a_corrupt_or_mismatched_strategy_file_is_refused_with_its_line);
    tcase_add_test(tc, an_unwritable_file_leaves_nothing_behind);
    tcase_add_test(tc, bad_configurations_are_refused);
    tcase_add_test(tc, a_target_stops_the_run_at_the_first_checkpoint_under_it);
    tcase_add_test(tc, solve_run_solves_writes_and_evaluates_a_file_and_builds_the_draw_game);
    tcase_add_test(tc, a_played_only_file_keeps_the_sets_met_in_self_play);
    tcase_add_test(tc, an_outside_player_adds_the_answers_to_it);
    tcase_add_test(tc, pruning_starts_at_its_iteration_and_both_ways_approach_kuhn_s_value);
    suite_add_tcase(s, tc);
    SRunner *sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
