/* test_duel.c - profiles (solver/profile.c) and the duel (tables/tab_duel.c):
 * the profiles' results sum to zero on every run; a profile against copies
 * of itself gets about zero at every seat when the seats rotate; a seed
 * gives the same bits at 1 and 2 threads; the article profile never folds
 * a straight flush; a file lacking every set plays the documented default
 * and counts it; a file solved for another table is refused, naming the
 * difference; a rule spec (rule:BASE,KEY=VALUE...) replaces the parts it
 * names. */
#include <check.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "card.h"
#include "dclass.h"
#include "err.h"
#include "profile.h"
#include "rules.h"
#include "tab_duel.h"

typedef struct table_fx {
    draw_game *dg;
    cfr_game g;
} table_fx;

static void table_init(table_fx *t, int players, int deck)
{
    rules r;
    ck_assert_int_eq(rules_init(&r, deck, true, ORDER_MODERN), TALON_OK);
    draw_params p;
    draw_params_default(&p, players, &r);
    ck_assert_int_eq(draw_game_init(&t->dg, &p, &t->g), TALON_OK);
}

static profile *make(table_fx *t, const char *spec)
{
    profile *pf;
    char why[400];
    mc_config cfg;
    mc_config_init(&cfg);
    cfg.seed = 3;
    cfg.threads = 1;
    ck_assert_int_eq(duel_profile_make(spec, t->dg, &t->g, NULL, 500, &cfg, &pf, why, sizeof why), TALON_OK);
    return pf;
}

static int run(table_fx *t, profile **pf, int threads, uint64_t deals, duel_result *r)
{
    mc_config cfg;
    mc_config_init(&cfg);
    cfg.seed = 7;
    cfg.trials = deals;
    cfg.threads = threads;
    return tab_duel(t->dg, &t->g, (const profile *const *)pf, true, &cfg, r);
}

START_TEST(the_profiles_results_sum_to_zero_and_repeat_at_one_and_two_threads)
{
    table_fx t;
    table_init(&t, 4, 32);
    profile *art = make(&t, "article"), *a = make(&t, "a");
    profile *pf[4] = {art, a, a, a};
    duel_result r1, r2;
    ck_assert_int_eq(run(&t, pf, 1, 140000, &r1), TALON_OK);
    ck_assert_int_eq(run(&t, pf, 2, 140000, &r2), TALON_OK);
    ck_assert_uint_eq(r1.deals, 140000);
    ck_assert(fabs(r1.total) < 1e-9);
    ck_assert(memcmp(r1.sum, r2.sum, sizeof r1.sum) == 0);
    ck_assert(memcmp(r1.sumsq, r2.sumsq, sizeof r1.sumsq) == 0);
    ck_assert(memcmp(r1.decisions, r2.decisions, sizeof r1.decisions) == 0);
    for (int i = 0; i < 4; i++)
        ck_assert(r1.hw[i] > 0);
    profile_free(art);
    profile_free(a);
    draw_game_free(t.dg);
}
END_TEST

START_TEST(a_profile_against_copies_of_itself_gets_about_zero_at_every_seat)
{
    table_fx t;
    table_init(&t, 4, 32);
    profile *art = make(&t, "article");
    profile *pf[4] = {art, art, art, art};
    duel_result r;
    ck_assert_int_eq(run(&t, pf, 0, 100000, &r), TALON_OK);
    for (int i = 0; i < 4; i++)   /* two half-widths: about 4 standard errors */
        ck_assert_msg(fabs(r.mean[i]) < 2 * r.hw[i], "profile %d: %g +/- %g", i, r.mean[i], r.hw[i]);
    profile_free(art);
    draw_game_free(t.dg);
}
END_TEST

static uint64_t cards(const char *s)
{
    uint64_t m;
    int n;
    ck_assert_int_eq(card_parse(s, CARD_EN, &m, &n, NULL), TALON_OK);
    return m;
}

/* The acting seat of s holds h (served and final) for the profile's eyes. */
static void give(draw_state *s, uint64_t h)
{
    s->served[s->actor] = h;
    s->hand[s->actor] = h;
}

START_TEST(the_article_profile_never_folds_a_straight_flush)
{
    table_fx t;
    table_init(&t, 4, 32);
    profile *art = make(&t, "article");
    const uint64_t sf = cards("9hThJhQhKh");
    draw_state s;
    rng g;
    rng_seed(&g, 1, 2);
    t.g.root(t.g.ctx, &s);
    t.g.chance_sample(t.g.ctx, &s, &g);
    double p[CFR_MAX_ACTIONS];
    int n;
    give(&s, sf);   /* first to speak: opens (at pot) */
    ck_assert_int_eq(profile_action_probs(art, &s, p, &n), TALON_OK);
    ck_assert(p[0] == 0);
    t.g.act(t.g.ctx, &s, 2);   /* seat 0 opens 1 pot */
    give(&s, sf);              /* seat 1 faces it: raises */
    profile_action_probs(art, &s, p, &n);
    ck_assert(p[0] == 0 && p[2] == 1);
    t.g.act(t.g.ctx, &s, 2);   /* raises */
    t.g.act(t.g.ctx, &s, 0);   /* seats 2, 3 fold */
    t.g.act(t.g.ctx, &s, 0);
    give(&s, sf);              /* seat 0 faces the raise */
    profile_action_probs(art, &s, p, &n);
    ck_assert(p[0] == 0);
    t.g.act(t.g.ctx, &s, 1);   /* calls: the draw */
    give(&s, sf);
    profile_action_probs(art, &s, p, &n);
    ck_assert(p[0] == 1);      /* stands pat */
    t.g.act(t.g.ctx, &s, 0);
    t.g.act(t.g.ctx, &s, 0);
    t.g.chance_sample(t.g.ctx, &s, &g);
    ck_assert_int_eq(t.g.node(t.g.ctx, &s), 0);
    t.g.act(t.g.ctx, &s, 2);   /* seat 0 bets 1 pot */
    give(&s, sf);
    profile_action_probs(art, &s, p, &n);
    ck_assert(p[0] == 0 && p[2] == 1);
    profile_free(art);
    draw_game_free(t.dg);
}
END_TEST

/* A strategy file of dg's game with no information set. */
static void empty_file(const draw_game *dg, const char *path)
{
    char desc[400];
    FILE *f = fopen(path, "w");
    ck_assert_ptr_nonnull(f);
    fprintf(f, "talon-strategy 1\ngame: draw: %s\ninfosets: 0\nend\n", draw_game_describe(dg, desc, sizeof desc));
    fclose(f);
}

/* A fresh temporary file (path: "/tmp/talon_test_duel_XXXXXX") holding
 * empty_file's strategy. */
static void temp_empty_file(const draw_game *dg, char *path)
{
    int fd = mkstemp(path);
    ck_assert(fd >= 0);
    close(fd);
    empty_file(dg, path);
}

START_TEST(a_file_lacking_every_set_checks_or_calls_and_counts_it)
{
    table_fx t;
    table_init(&t, 3, 32);
    char path[] = "/tmp/talon_test_duel_XXXXXX";
    temp_empty_file(t.dg, path);
    profile *f;
    char why[400];
    ck_assert_int_eq(profile_file(&f, t.dg, &t.g, path, "empty", why, sizeof why), TALON_OK);
    profile *pf[3] = {f, f, f};
    duel_result r;
    ck_assert_int_eq(run(&t, pf, 1, 2000, &r), TALON_OK);
    for (int i = 0; i < 3; i++)
        ck_assert_uint_eq(r.defaults[i], r.decisions[i]);
    ck_assert_uint_eq(r.void_deals, 2000);   /* everyone checks: every deal is void */
    profile_free(f);

    table_fx four;
    table_init(&four, 4, 32);
    ck_assert_int_eq(profile_file(&f, four.dg, &four.g, path, "empty", why, sizeof why), TALON_E_INVAL);
    ck_assert_msg(strstr(why, "field 1: 'draw poker: 3 players' in the file, 'draw poker: 4 players' in the game asked") != NULL, "%s", why);
    draw_params p;
    ck_assert_int_eq(profile_file_game(path, &p, why, sizeof why), TALON_OK);
    ck_assert_int_eq(p.players, 3);
    ck_assert_int_eq(p.r.deck_size, 32);
    remove(path);
    draw_game_free(four.dg);
    draw_game_free(t.dg);
}
END_TEST

/* duel_profile_make gives a file profile the article's play where its file
 * lacks a set: at every decision of random deals an empty file plays
 * exactly what the article profile plays, and says it was a default. */
START_TEST(a_duel_file_plays_the_article_where_it_lacks_a_set)
{
    table_fx t;
    table_init(&t, 4, 32);
    char path[] = "/tmp/talon_test_duel_XXXXXX";
    temp_empty_file(t.dg, path);
    profile *f, *art = make(&t, "article");
    ck_assert_ptr_nonnull(f = make(&t, path));
    rng g;
    rng_seed(&g, 5, 0);
    int checked = 0;
    for (int d = 0; d < 200; d++) {
        draw_state s;
        t.g.root(t.g.ctx, &s);
        for (int who; (who = t.g.node(t.g.ctx, &s)) != CFR_TERMINAL;) {
            if (who == CFR_CHANCE) {
                t.g.chance_sample(t.g.ctx, &s, &g);
                continue;
            }
            double p[CFR_MAX_ACTIONS], q[CFR_MAX_ACTIONS];
            int n, m;
            ck_assert_int_eq(profile_action_probs(f, &s, p, &n), PROFILE_DEFAULT);
            ck_assert_int_eq(profile_action_probs(art, &s, q, &m), TALON_OK);
            ck_assert_int_eq(n, m);
            for (int a = 0; a < n; a++)
                ck_assert(p[a] == q[a]);
            checked++;
            /* a random legal action, so the deal also goes where the
             * article would not take it */
            t.g.act(t.g.ctx, &s, (int)(rng_next(&g) % (uint64_t)n));
        }
    }
    ck_assert_int_gt(checked, 1000);
    profile_free(f);
    profile_free(art);
    remove(path);
    draw_game_free(t.dg);
}
END_TEST

/* A rule spec is its base with the parts named replaced, for every seat,
 * opener and size; the rest stays the base's; bad specs are refused. */
START_TEST(a_rule_spec_replaces_the_parts_it_names_and_keeps_the_rest)
{
    table_fx t;
    table_init(&t, 4, 32);
    mc_config cfg;
    mc_config_init(&cfg);
    cfg.threads = 1;
    char why[400];
    profile_rules_data art, d;
    ck_assert_int_eq(duel_rules_article(t.dg, &art), TALON_OK);
    ck_assert_int_eq(duel_rules_spec("rule:article", t.dg, 500, &cfg, &d, why, sizeof why), TALON_OK);
    ck_assert(memcmp(d.open_mask, art.open_mask, sizeof d.open_mask) == 0);
    ck_assert(d.bet_min == art.bet_min && d.call_min == art.call_min && d.raise_min == art.raise_min);
    ck_assert_int_eq(duel_rules_spec("rule:article,open=KK,call=two-pair,raise=full,bet=0.9,call2=0.6,raise2=0.97,"
                                     "bluff=0.2,bluff-prob=0.25",
                                     t.dg, 500, &cfg, &d, why, sizeof why),
                     TALON_OK);
    /* KK and better: pairs of kings and aces, the draw, two pair and the made classes */
    uint32_t kk = 0;
    for (int k = DCLASS_PAIR(RANK_K); k < DCLASS_COUNT; k++)
        kk |= 1u << k;
    for (int o = 0; o < 4; o++)
        for (int b = 0; b < 2; b++) {
            ck_assert_uint_eq(d.open_mask[o][b] & ((1u << DCLASS_COUNT) - 1), kk);
            for (int c = 0; c < 4; c++)
                ck_assert_uint_eq(d.call_mask[o][c][b] & ((1u << DCLASS_COUNT) - 1),
                                  kk & ~((1u << DCLASS_TWO_PAIR) - 1));
        }
    ck_assert(d.bet_min == 0.9 && d.call_min == 0.6 && d.raise_min == 0.97);
    ck_assert(d.bluff_below == 0.2 && d.bluff_prob == 0.25);
    ck_assert(memcmp(&d.draw, &art.draw, sizeof d.draw) == 0);   /* the drawing strategy: the base's */
    static const char *const bad[] = {"rule:", "rule:z", "rule:a,", "rule:a,,bet=1", "rule:a,bet", "rule:a,bet=1.5",
                                      "rule:a,bet=nan", "rule:a,bet=0.5,bet=0.6", "rule:a,open=55", "rule:a,bluff=-1",
                                      "rule:a,fold=1", "rule:a,bet=0x0.8", "rule:a,bet= 0.5", "article"};
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        why[0] = '\0';
        ck_assert_int_eq(duel_rules_spec(bad[i], t.dg, 500, &cfg, &d, why, sizeof why), TALON_E_PARSE);
        ck_assert_msg(why[0] != '\0', "no reason for %s", bad[i]);
    }
    draw_game_free(t.dg);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("duel");
    TCase *tc = tcase_create("duel");
    tcase_set_timeout(tc, 300);
    tcase_add_test(tc, the_profiles_results_sum_to_zero_and_repeat_at_one_and_two_threads);
    tcase_add_test(tc, a_profile_against_copies_of_itself_gets_about_zero_at_every_seat);
    tcase_add_test(tc, a_duel_file_plays_the_article_where_it_lacks_a_set);
    tcase_add_test(tc, the_article_profile_never_folds_a_straight_flush);
    tcase_add_test(tc, a_file_lacking_every_set_checks_or_calls_and_counts_it);
    tcase_add_test(tc, a_rule_spec_replaces_the_parts_it_names_and_keeps_the_rest);
    suite_add_tcase(s, tc);
    SRunner *sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
