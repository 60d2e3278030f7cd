/* test_never.c - the answers removed by never_apply (never.h), on two
 * shipped games (4 players, one raise a round, 32 buckets on strength^3;
 * heads-up, 32 buckets on strength), each file first made to
 * play every action of every set (uniform: every answer the rules forbid
 * is there to remove):
 *   - the top-1%, quads and top-2% ("narrow") buckets it names are those
 *     draw_game puts such hands in (random final hands, their strength and
 *     bucket);
 *   - by the set names: a no-win set facing a bet never calls, a top-1%
 *     set facing a single bet and a quads set facing any bet never fold
 *     when none of their buckets holds a hand below the top 2%, a round-1
 *     quads set never folds; every other set is unchanged; every
 *     set still sums to 1; a second pass changes nothing;
 *   - talon strategy check's three "never" checks, which fail on the
 *     uniform 4-player file, hold on the result, having met spots (the
 *     heads-up file's top bucket, the top 3.1%, is too wide for them). */
#include <check.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "check_extra.h"
#include "draw_game.h"
#include "err.h"
#include "eval.h"
#include "never.h"
#include "profile.h"
#include "rng.h"
#include "sanity.h"

static const char *const FILES[] = {
    TALON_SOURCE_DIR "/strategies/solved/draw-4p-32-pot.tsf",
    TALON_SOURCE_DIR "/strategies/solved/draw-2p-32-pot.tsf",
};

typedef struct fx {
    draw_game *dg;
    cfr_game g;
    strat_data *d;
} fx;

/* File i's game, and its sets made uniform. */
static void make(fx *f, int i)
{
    draw_params dp;
    char why[256];
    ck_assert_int_eq(profile_file_game(FILES[i], &dp, why, sizeof why), TALON_OK);
    ck_assert_int_eq(draw_game_init(&f->dg, &dp, &f->g), TALON_OK);
    ck_assert_int_eq(strat_read(FILES[i], STRAT_READ_NAMES, &f->d, why, sizeof why), TALON_OK);
    for (uint64_t s = 0; s < f->d->n; s++)
        for (int k = 0; k < f->d->nact[s]; k++)
            f->d->p[f->d->p_at[s] + (uint64_t)k] = 1.0 / f->d->nact[s];
}

static void unmake(fx *f)
{
    strat_free(f->d);
    draw_game_free(f->dg);
}

static int action(const strat_data *d, uint64_t s, const char *name)
{
    const char *line = d->names + d->name_at[s];
    int k = 0;
    for (const char *c = line; *c && *c != '\t'; k++) {
        size_t n = strcspn(c, ",\t");
        if (n == strlen(name) && strncmp(c, name, n) == 0)
            return k;
        c += n;
        c += *c == ',';
    }
    return -1;
}

START_TEST(the_buckets_named_hold_the_hands)
{
    fx f;
    make(&f, _i);
    never_report rep;
    never_apply(f.dg, f.d, &rep);
    const rules *rl = &draw_game_params(f.dg)->r;
    /* a deal to the start of round 2, then random final hands for its first actor */
    rng r;
    rng_seed(&r, 7, 0);
    draw_state s;
    int met_top = 0, met_quads = 0;
    for (int deal = 0; deal < 200; deal++) {
        f.g.root(f.g.ctx, &s);
        int who;
        while ((who = f.g.node(f.g.ctx, &s)) != CFR_TERMINAL && !(s.phase == DRAW_PH_BET2 && s.nhist == s.bet2_at)) {
            if (who == CFR_CHANCE)
                f.g.chance_sample(f.g.ctx, &s, &r);
            else
                f.g.act(f.g.ctx, &s, s.phase == DRAW_PH_BET1 ? 1 : 0);   /* open or call; draw the rule's way */
        }
        if (who == CFR_TERMINAL)
            continue;
        int me = s.actor;
        uint64_t others = 0;
        for (int j = 0; j < draw_game_params(f.dg)->players; j++)
            if (j != me && (s.in >> j & 1))
                others |= s.hand[j];
        for (int t = 0; t < 200; t++) {
            uint64_t h = 0, free_ = rl->deck & ~others;
            while (card_count(h) < 5) {
                int c = (int)rng_bounded(&r, 64);
                if (free_ >> c & 1)
                    h |= 1ULL << c;
            }
            if (t == 0) {   /* a quads hand now and then: the lowest rank's four and a kicker */
                int lo = deck_low_rank(card_count(rl->deck)) + (int)rng_bounded(&r, 3);
                uint64_t four = 0;
                for (int su = 0; su < 4; su++)
                    four |= card_bit(lo, su);
                if ((four & others) == 0 && (four & rl->deck) == four) {
                    uint64_t rest = rl->deck & ~others & ~four;
                    h = four | (rest & -rest);
                }
            }
            int rc = draw_game_set_final(f.dg, &s, me, h);
            CHECK(rc == TALON_OK, "deal %d, hand %016llx: draw_game_set_final %d, not TALON_OK (%d)", deal,
                  (unsigned long long)h, rc, TALON_OK);
            double x = draw_game_strength(f.dg, h);
            int b = s.bucket[me];
            enum eval_cat c = eval_category(rl, s.value[me]);
            bool quads = c == EVAL_QUADS || c == EVAL_STRAIGHT_FLUSH;
            if (b == 0)
                continue;   /* no-win */
            if (b >= rep.narrow_bucket && b <= draw_game_params(f.dg)->post_buckets)
                CHECK(x >= NEVER_NARROW, "deal %d, hand %016llx: bucket %d (narrow from %d), strength %.17g < %g",
                      deal, (unsigned long long)h, b, rep.narrow_bucket, x, NEVER_NARROW);
            if (b < rep.narrow_bucket - 1 || b == 1)
                CHECK(x < NEVER_NARROW, "deal %d, hand %016llx: bucket %d (narrow from %d), strength %.17g >= %g",
                      deal, (unsigned long long)h, b, rep.narrow_bucket, x, NEVER_NARROW);
            if (x >= 0.99) {
                CHECK(b >= rep.top_bucket, "deal %d, hand %016llx: strength %.17g, bucket %d below the top %d", deal,
                      (unsigned long long)h, x, b, rep.top_bucket);
                met_top++;
            } else
                CHECK(b <= rep.top_bucket, "deal %d, hand %016llx: strength %.17g, bucket %d above the top %d", deal,
                      (unsigned long long)h, x, b, rep.top_bucket);
            if (quads) {
                CHECK(b >= rep.quads_bucket, "deal %d, hand %016llx: quads, bucket %d below the quads' %d", deal,
                      (unsigned long long)h, b, rep.quads_bucket);
                met_quads++;
            } else
                CHECK(b <= rep.quads_bucket, "deal %d, hand %016llx: no quads, bucket %d above the quads' %d", deal,
                      (unsigned long long)h, b, rep.quads_bucket);
        }
    }
    ck_assert_int_gt(met_top, 0);
    ck_assert_int_gt(met_quads, 0);
    /* 4 players: 32 buckets on strength^3, the top one the top 1.05%; heads-up 32 on strength^2, the top 1.6%:
       narrow enough, none of its hands below the top 2%; heads-up quads apart, in bucket 33 (the 4-player
       file's quads share bucket 32) */
    ck_assert_int_eq(rep.top_bucket, 32);
    ck_assert_int_eq(rep.narrow_bucket, 32);
    ck_assert_int_eq(rep.quads_bucket, _i == 1 ? 33 : 32);
    unmake(&f);
    /* heads-up 32 on strength (the files before 2026-11-30): the top one the top 3.1%, too wide for the
       rules, which then bind only the straight flush's (33) */
    rules r2;
    ck_assert_int_eq(rules_init(&r2, 32, true, ORDER_MODERN), TALON_OK);
    draw_params p;
    draw_params_default(&p, 2, &r2);
    p.post_buckets = 32;
    draw_game *dg;
    cfr_game g;
    ck_assert_int_eq(draw_game_init(&dg, &p, &g), TALON_OK);
    strat_data empty = {0};   /* no names: never_apply finds the buckets and changes nothing */
    never_apply(dg, &empty, &rep);
    ck_assert_int_eq(rep.top_bucket, 32);
    ck_assert_int_eq(rep.narrow_bucket, 33);
    draw_game_free(dg);
}
END_TEST

START_TEST(the_unnamed_sets_get_the_names_the_solve_gives)
{
    /* The heads-up file with every third set's name blanked ("-\t-", as a
     * solve leaves the sets its naming walk missed): never_name gives each
     * its line back, byte for byte, and touches no other; the 4-player
     * file (past heads-up) is left as it is. */
    fx f;
    make(&f, 1);
    strat_data *d = f.d;
    size_t len = 0;
    for (uint64_t i = 0; i < d->n; i++)
        len += strlen(d->names + d->name_at[i]) + 1;
    char *was = malloc(len), *blank = malloc(len);
    uint64_t *at = malloc(d->n * sizeof *at), blanked = 0;
    ck_assert(was && blank && at);
    for (uint64_t i = 0, k = 0, b = 0; i < d->n; i++) {
        const char *l = d->names + d->name_at[i];
        size_t n = strlen(l) + 1;
        memcpy(was + k, l, n);
        at[i] = k;
        k += n;
        const char *put = i % 3 == 0 && strcmp(l, "-\t-") ? "-\t-" : l;
        blanked += put != l;
        size_t m = strlen(put) + 1;
        memcpy(blank + b, put, m);
        d->name_at[i] = b;
        b += m;
    }
    free(d->names);
    d->names = blank;
    ck_assert_uint_gt(blanked, 1000);
    uint64_t named;
    ck_assert_int_eq(never_name(f.dg, &f.g, d, &named), TALON_OK);
    ck_assert_uint_ge(named, blanked);   /* and any set the solve had left unnamed */
    for (uint64_t i = 0; i < d->n; i++) {
        const char *now = d->names + d->name_at[i], *then = was + at[i];
        if (strcmp(then, "-\t-") != 0)
            CHECK(strcmp(now, then) == 0, "set %llu: name \"%s\", was \"%s\"", (unsigned long long)i, now, then);
        else
            ck_assert_str_ne(now, "-\t-");
    }
    free(was);
    free(at);
    unmake(&f);
    make(&f, 0);
    ck_assert_int_eq(never_name(f.dg, &f.g, f.d, &named), TALON_OK);
    ck_assert_uint_eq(named, 0);
    unmake(&f);
}
END_TEST

START_TEST(the_forbidden_answers_are_gone_and_the_rest_is_kept)
{
    fx f;
    make(&f, _i);
    strat_data *before = NULL;
    char why[256];
    ck_assert_int_eq(strat_read(FILES[_i], STRAT_READ_NAMES, &before, why, sizeof why), TALON_OK);
    for (uint64_t s = 0; s < before->n; s++)
        memcpy(before->p + before->p_at[s], f.d->p + f.d->p_at[s], before->nact[s] * sizeof *before->p);
    never_report rep;
    never_apply(f.dg, f.d, &rep);
    ck_assert_uint_gt(rep.nowin, 0);
    ck_assert_uint_gt(rep.top, 0);
    ck_assert_uint_gt(rep.quads, 0);
    const draw_params *p = draw_game_params(f.dg);
    uint64_t nowin = 0, top = 0, quads = 0;
    for (uint64_t s = 0; s < f.d->n; s++) {
        const char *name = strchr(f.d->names + f.d->name_at[s], '\t') + 1;
        const double *x = f.d->p + f.d->p_at[s], *y = before->p + before->p_at[s];
        double sum = 0;
        for (int k = 0; k < f.d->nact[s]; k++)
            sum += x[k];
        CHECK(fabs(1 - sum) < 1e-12, "set %llu: probabilities sum to %.17g", (unsigned long long)s, sum);
        int fold = action(f.d, s, "fold"), call = action(f.d, s, "call");
        bool raise = strstr(f.d->names + f.d->name_at[s], ",raise") != NULL;
        int b = -1;
        const char *r2 = strstr(name, " round 2 ");
        if (r2 && strncmp(r2 + 9, "no-win", 6) == 0)
            b = 0;
        else if (r2 && strncmp(r2 + 9, "straight flush", 14) == 0)
            b = draw_game_post_count(p) - 1;
        else if (r2 && strncmp(r2 + 9, "quads", 5) == 0)   /* quads apart (the heads-up files) */
            b = p->post_buckets + 1;
        else if (r2)
            sscanf(r2 + 9, "bucket %d/", &b);
        int lo, hi, lowest = b;
        if (r2 && sscanf(r2 + 9, "buckets %d-%d/", &lo, &hi) == 2) {
            b = hi;
            lowest = lo;
        }
        bool changed = false;
        if (fold >= 0 && call >= 0 && b == 0) {
            ck_assert_double_eq(x[call], 0);
            ck_assert_double_eq_tol(x[fold], y[fold] + y[call], 1e-15);
            changed = true;
            nowin++;
        } else if (fold >= 0 && call >= 0 && lowest >= rep.narrow_bucket &&
                   ((b >= rep.top_bucket && (p->max_raises == 0 || raise)) || b >= rep.quads_bucket)) {
            ck_assert_double_eq(x[fold], 0);
            ck_assert_double_eq_tol(x[call], y[fold] + y[call], 1e-15);
            changed = true;
            top++;
        } else if (fold >= 0 && call >= 0 && !r2 &&
                   (strstr(name, " round 1 quads |") || strstr(name, " round 1 straight flush |"))) {
            ck_assert_double_eq(x[fold], 0);
            changed = true;
            quads++;
        }
        if (!changed)
            for (int k = 0; k < f.d->nact[s]; k++)
                CHECK(x[k] == y[k], "set %llu (%s), action %d: %.17g, was %.17g", (unsigned long long)s,
                      f.d->names + f.d->name_at[s], k, x[k], y[k]);
    }
    ck_assert_uint_eq(nowin, rep.nowin);
    ck_assert_uint_eq(top, rep.top);
    ck_assert_uint_eq(quads, rep.quads);
    /* a second pass has nothing left to remove */
    never_report again;
    never_apply(f.dg, f.d, &again);
    ck_assert_uint_eq(again.nowin + again.top + again.quads, 0);
    strat_free(before);
    unmake(&f);
}
END_TEST

/* talon strategy check's never checks on file i's uniform play, before and after. */
static void never_checks(fx *f, sanity_result *r)
{
    char path[] = "/tmp/test_never_XXXXXX", why[256];
    int fd = mkstemp(path);
    ck_assert_int_ge(fd, 0);
    close(fd);
    ck_assert_int_eq(strat_save(path, f->d, STRAT_FORMAT_COMPACT, why, sizeof why), TALON_OK);
    profile *pf;
    ck_assert_int_eq(profile_file(&pf, f->dg, &f->g, path, "file", why, sizeof why), TALON_OK);
    sanity_params sp;
    sanity_params_init(&sp);
    sp.dg = f->dg;
    sp.g = &f->g;
    sp.pf = pf;
    sp.deals = 20000;
    ck_assert_int_eq(sanity_run(&sp, r), TALON_OK);
    profile_free(pf);
    unlink(path);
}

START_TEST(the_never_checks_fail_before_and_hold_after)
{
    fx f;
    make(&f, _i);
    sanity_result r;
    never_checks(&f, &r);
    ck_assert_uint_gt(r.item[SANITY_TOP].over, 0);
    ck_assert_uint_gt(r.item[SANITY_NOWIN].over + r.item[SANITY_QUADS].over, 0);
    never_report rep;
    never_apply(f.dg, f.d, &rep);
    never_checks(&f, &r);
    for (int k = SANITY_TOP; k <= SANITY_QUADS; k++) {
        ck_assert_msg(r.item[k].over == 0, "%s: worst %g at %s", sanity_name(k), r.item[k].worst, r.item[k].where);
        ck_assert_msg(r.item[k].spots > 0, "%s: no spot met", sanity_name(k));
    }
    unmake(&f);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("never");
    TCase *tc = tcase_create("never");
    tcase_set_timeout(tc, 300);
    tcase_add_loop_test(tc, the_buckets_named_hold_the_hands, 0, 2);
    tcase_add_test(tc, the_unnamed_sets_get_the_names_the_solve_gives);
    tcase_add_loop_test(tc, the_forbidden_answers_are_gone_and_the_rest_is_kept, 0, 2);
    tcase_add_loop_test(tc, the_never_checks_fail_before_and_hold_after, 0, 1);
    suite_add_tcase(s, tc);
    SRunner *sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
