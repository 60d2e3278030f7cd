/* test_backoff.c - the backoff sets (backoff.h) on the shipped 5-player
 * file (its history summarised after round 1): each level a function of the finer key (coarser and coarser), only
 * in round 2 of a summary history; the built file keeps every set of the
 * input unchanged and adds sets that average the input's play (a file whose
 * round-2 sets all play one action gives backoff sets that play it; one
 * whose sets play two actions half the time each in turn gives mixes of
 * them); the same seed gives the same bits; a profile plays a backoff set
 * where the file lacks the set, and meets fewer sets it lacks; refusals. */
#include <check.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "backoff.h"
#include "check_extra.h"
#include "draw_game.h"
#include "err.h"
#include "profile.h"
#include "rng.h"

#define FILE5 TALON_SOURCE_DIR "/strategies/solved/draw-6p-44-pot.tsf"   /* a summary history (6 players) */
#define FILE2 TALON_SOURCE_DIR "/strategies/solved/check-2p-32-pot.tsf"

static draw_game *g_dg;
static cfr_game g_g;
static strat_data *g_in;

static void setup(void)
{
    draw_params dp;
    char why[256];
    ck_assert_int_eq(profile_file_game(FILE5, &dp, why, sizeof why), TALON_OK);
    ck_assert_int_eq(draw_game_init(&g_dg, &dp, &g_g), TALON_OK);
    ck_assert_int_eq(strat_read(FILE5, STRAT_READ_NAMES, &g_in, why, sizeof why), TALON_OK);
    backoff_strip(g_in);   /* the shipped file has its backoff sets: the sets they are built from */
}

static void teardown(void)
{
    strat_free(g_in);
    draw_game_free(g_dg);
}

static bool is_round2(const strat_data *d, uint64_t i)
{
    return strstr(d->names + d->name_at[i], " round 2 ") != NULL;
}

/* A deal played at random to its end, calling f at every player node. */
typedef void (*node_fn)(void *ctx, const void *st);
static void random_deal(rng *r, node_fn f, void *ctx)
{
    unsigned char st[sizeof(draw_state)];
    g_g.root(g_g.ctx, st);
    for (;;) {
        int who = g_g.node(g_g.ctx, st);
        if (who == CFR_TERMINAL)
            return;
        if (who == CFR_CHANCE) {
            g_g.chance_sample(g_g.ctx, st, r);
            continue;
        }
        f(ctx, st);
        int n = g_g.actions(g_g.ctx, st);
        g_g.act(g_g.ctx, st, (int)(rng_double(r) * n));
    }
}

/* fine key -> its level-1 and level-2 keys, as first met */
typedef struct map {
    uint64_t fine[1 << 16], b1[1 << 16], b2[1 << 16], b3[1 << 16];
    int n, round2, bad;
} map;

static void check_levels(void *ctx, const void *st)
{
    map *m = ctx;
    uint64_t fine = g_g.infoset(g_g.ctx, st);
    uint64_t b1 = g_g.backoff(g_g.ctx, st, 1), b2 = g_g.backoff(g_g.ctx, st, 2), b3 = g_g.backoff(g_g.ctx, st, 3);
    const draw_state *s = st;
    if (s->phase != DRAW_PH_BET2) {
        m->bad += b1 != 0 || b2 != 0 || b3 != 0;   /* no backoff before round 2 */
        return;
    }
    m->round2++;
    m->bad += b1 == 0 || b2 == 0 || b3 == 0 || b1 == fine || b2 == fine || b3 == fine || b1 == b2 || b2 == b3
              || g_g.backoff(g_g.ctx, st, 4) != 0;
    for (int i = 0; i < m->n; i++) {
        if (m->fine[i] == fine)
            m->bad += m->b1[i] != b1 || m->b2[i] != b2 || m->b3[i] != b3;   /* a function of the finer key */
        if (m->b1[i] == b1)
            m->bad += m->b2[i] != b2;
        if (m->b2[i] == b2)
            m->bad += m->b3[i] != b3;
    }
    if (m->n < (1 << 16)) {
        m->fine[m->n] = fine;
        m->b1[m->n] = b1;
        m->b2[m->n] = b2;
        m->b3[m->n] = b3;
        m->n++;
    }
}

START_TEST(each_level_is_a_function_of_the_finer_key_and_only_in_round_2)
{
    static map m;
    memset(&m, 0, sizeof m);
    rng r;
    rng_seed(&r, 5, 1);
    for (int d = 0; d < 3000 && m.n < 4000; d++)
        random_deal(&r, check_levels, &m);
    ck_assert_int_gt(m.round2, 500);
    ck_assert_int_eq(m.bad, 0);
    /* coarser: fewer distinct keys at each level */
    int nf = 0, n1 = 0, n2 = 0, n3 = 0;
    for (int i = 0; i < m.n; i++) {
        bool f = true, a = true, b = true, c = true;
        for (int j = 0; j < i; j++) {
            f = f && m.fine[j] != m.fine[i];
            a = a && m.b1[j] != m.b1[i];
            b = b && m.b2[j] != m.b2[i];
            c = c && m.b3[j] != m.b3[i];
        }
        nf += f;
        n1 += a;
        n2 += b;
        n3 += c;
    }
    ck_assert_int_lt(n1, nf);
    ck_assert_int_lt(n2, n1);
    ck_assert_int_lt(n3, n2);
}
END_TEST

/* (key, name) of every backoff set met */
typedef struct kn {
    uint64_t key;
    char name[200];
} kn;
typedef struct kns {
    kn *v;
    size_t n, cap;
} kns;

static void collect(void *ctx, const void *st)
{
    kns *c = ctx;
    for (int level = 1; level <= DRAW_BACKOFF_LEVELS && c->n < c->cap; level++) {
        uint64_t key = g_g.backoff(g_g.ctx, st, level);
        if (!key)
            return;
        c->v[c->n].key = key;
        g_g.backoff_name(g_g.ctx, st, level, c->v[c->n].name, sizeof c->v[c->n].name);
        c->n++;
    }
}

static int kn_key(const void *a, const void *b)
{
    uint64_t x = ((const kn *)a)->key, y = ((const kn *)b)->key;
    return (x > y) - (x < y);
}

static int kn_name(const void *a, const void *b)
{
    return strcmp(((const kn *)a)->name, ((const kn *)b)->name);
}

/* Over random play, a backoff set's key and name determine each other: the
 * name says exactly what the key keeps. */
START_TEST(a_backoff_sets_name_says_what_its_key_keeps)
{
    kns c = {malloc(100000 * sizeof(kn)), 0, 100000};
    ck_assert_ptr_nonnull(c.v);
    rng r;
    rng_seed(&r, 9, 1);
    while (c.n < c.cap)
        random_deal(&r, collect, &c);
    qsort(c.v, c.n, sizeof *c.v, kn_key);
    for (size_t i = 1; i < c.n; i++)
        if (c.v[i].key == c.v[i - 1].key)
            CHECK(strcmp(c.v[i].name, c.v[i - 1].name) == 0, "key %016llx: names \"%s\" and \"%s\"",
                  (unsigned long long)c.v[i].key, c.v[i - 1].name, c.v[i].name);
    qsort(c.v, c.n, sizeof *c.v, kn_name);
    size_t distinct = 1;
    for (size_t i = 1; i < c.n; i++) {
        if (strcmp(c.v[i].name, c.v[i - 1].name) == 0)
            CHECK(c.v[i].key == c.v[i - 1].key, "name \"%s\": keys %016llx and %016llx", c.v[i].name,
                  (unsigned long long)c.v[i - 1].key, (unsigned long long)c.v[i].key);
        else
            distinct++;
    }
    ck_assert_uint_gt(distinct, 1000);
    ck_assert_ptr_nonnull(strstr(c.v[0].name, " | backoff "));
    free(c.v);
}
END_TEST

/* A full history's backoff sets, and round 1 whole's, are the summary's
 * set, then the summary's backoff sets; none heads-up. */
START_TEST(a_full_historys_backoff_is_the_summary_then_its_backoff)
{
    rules r;
    ck_assert_int_eq(rules_init(&r, 32, true, ORDER_MODERN), TALON_OK);
    draw_params p;
    draw_params_default(&p, 4, &r);
    cfr_game gf, gs, g2, gr;
    draw_game *df, *ds, *d2, *dr;
    p.history = DRAW_HIST_FULL;
    ck_assert_int_eq(draw_game_init(&df, &p, &gf), TALON_OK);
    p.history = DRAW_HIST_ROUND1;
    ck_assert_int_eq(draw_game_init(&dr, &p, &gr), TALON_OK);
    p.history = DRAW_HIST_SUMMARY;
    ck_assert_int_eq(draw_game_init(&ds, &p, &gs), TALON_OK);
    draw_params_default(&p, 2, &r);
    ck_assert_int_eq(draw_game_init(&d2, &p, &g2), TALON_OK);
    rng gen;
    rng_seed(&gen, 12, 1);
    long round2 = 0;
    draw_state s;
    for (int d = 0; d < 3000; d++) {
        gf.root(gf.ctx, &s);
        int who;
        while ((who = gf.node(gf.ctx, &s)) != CFR_TERMINAL) {
            if (who == CFR_CHANCE) {
                gf.chance_sample(gf.ctx, &s, &gen);
                continue;
            }
            if (s.phase == DRAW_PH_BET2) {
                round2++;
                uint64_t kf = gf.backoff(gf.ctx, &s, 1), ks = gs.infoset(gs.ctx, &s);
                CHECK(kf == ks, "deal %d: full backoff 1 %016llx, summary set %016llx", d, (unsigned long long)kf,
                      (unsigned long long)ks);
                for (int l = 2; l <= 4; l++) {
                    kf = gf.backoff(gf.ctx, &s, l);
                    ks = gs.backoff(gs.ctx, &s, l - 1);
                    CHECK(kf == ks, "deal %d: full backoff %d %016llx, summary backoff %d %016llx", d, l,
                          (unsigned long long)kf, l - 1, (unsigned long long)ks);
                }
                kf = gf.backoff(gf.ctx, &s, 5);
                CHECK(kf == 0, "deal %d: full backoff 5 %016llx, not 0", d, (unsigned long long)kf);
                for (int l = 1; l <= 5; l++) {   /* round 1 whole: the same levels */
                    uint64_t kr = gr.backoff(gr.ctx, &s, l);
                    kf = gf.backoff(gf.ctx, &s, l);
                    CHECK(kr == kf, "deal %d: round-1 backoff %d %016llx, full %016llx", d, l, (unsigned long long)kr,
                          (unsigned long long)kf);
                }
                uint64_t kr = gr.infoset(gr.ctx, &s);
                ks = gs.infoset(gs.ctx, &s);
                CHECK(kr != ks, "deal %d: round-1 and summary sets both %016llx", d, (unsigned long long)kr);
                char name[400];
                gf.backoff_name(gf.ctx, &s, 1, name, sizeof name);
                CHECK(strstr(name, " | backoff 1: mine ") != NULL, "deal %d: backoff 1 named \"%s\"", d, name);
                gf.backoff_name(gf.ctx, &s, 4, name, sizeof name);
                CHECK(strstr(name, " | backoff 4: ") != NULL, "deal %d: backoff 4 named \"%s\"", d, name);
            } else {
                uint64_t kf = gf.backoff(gf.ctx, &s, 1);
                CHECK(kf == 0, "deal %d, phase %d: backoff 1 %016llx, not 0", d, (int)s.phase, (unsigned long long)kf);
            }
            gf.act(gf.ctx, &s, (int)(rng_double(&gen) * gf.actions(gf.ctx, &s)));
        }
    }
    ck_assert_int_gt(round2, 300);
    /* heads-up: none */
    g2.root(g2.ctx, &s);
    int who;
    while ((who = g2.node(g2.ctx, &s)) != CFR_TERMINAL) {
        if (who == CFR_CHANCE)
            g2.chance_sample(g2.ctx, &s, &gen);
        else {
            ck_assert_uint_eq(g2.backoff(g2.ctx, &s, 1), 0);
            g2.act(g2.ctx, &s, g2.actions(g2.ctx, &s) - 1);
        }
    }
    draw_game_free(df);
    draw_game_free(dr);
    draw_game_free(ds);
    draw_game_free(d2);
}
END_TEST

static strat_data *build(const strat_data *in, uint64_t deals, uint64_t seed, backoff_report *rep)
{
    backoff_params bp = {deals, seed, 1};
    strat_data *out = NULL;
    char why[256];
    ck_assert_int_eq(backoff_build(&g_g, in, &bp, &out, rep, why, sizeof why), TALON_OK);
    return out;
}

START_TEST(the_file_keeps_its_sets_and_gains_backoff_sets_that_sum_to_one)
{
    backoff_report rep;
    strat_data *out = build(g_in, 4000, 1, &rep);
    ck_assert_int_eq(rep.levels, 3);
    ck_assert_uint_gt(rep.added[0], rep.added[1]);
    ck_assert_uint_gt(rep.added[1], rep.added[2]);
    ck_assert_uint_gt(rep.added[2], 0);
    ck_assert_uint_eq(out->n, g_in->n + rep.added[0] + rep.added[1] + rep.added[2]);
    ck_assert_uint_gt(rep.held, rep.decisions * 9 / 10);
    ck_assert_ptr_nonnull(strstr(out->header, "# backoff: "));
    uint64_t backoffs = 0;
    for (uint64_t i = 0; i < out->n; i++) {
        if (i)
            CHECK(out->key[i] > out->key[i - 1], "set %llu: key %016llx, not above %016llx", (unsigned long long)i,
                  (unsigned long long)out->key[i], (unsigned long long)out->key[i - 1]);
        int64_t j = strat_find(g_in, out->key[i]);
        const double *p = out->p + out->p_at[i];
        if (j >= 0) {   /* an input set: the same probabilities and name */
            CHECK(out->nact[i] == g_in->nact[j], "set %llu (%016llx): %d actions, input %d", (unsigned long long)i,
                  (unsigned long long)out->key[i], out->nact[i], g_in->nact[j]);
            CHECK(memcmp(p, g_in->p + g_in->p_at[j], out->nact[i] * sizeof *p) == 0,
                  "set %llu (%016llx): probabilities differ from the input's", (unsigned long long)i,
                  (unsigned long long)out->key[i]);
            CHECK(strcmp(out->names + out->name_at[i], g_in->names + g_in->name_at[j]) == 0,
                  "set %llu (%016llx): name \"%s\", input \"%s\"", (unsigned long long)i,
                  (unsigned long long)out->key[i], out->names + out->name_at[i], g_in->names + g_in->name_at[j]);
            continue;
        }
        backoffs++;
        CHECK(strstr(out->names + out->name_at[i], " round 2 ") != NULL, "set %llu: name \"%s\" lacks \" round 2 \"",
              (unsigned long long)i, out->names + out->name_at[i]);
        CHECK(strstr(out->names + out->name_at[i], " | backoff ") != NULL,
              "set %llu: name \"%s\" lacks \" | backoff \"", (unsigned long long)i, out->names + out->name_at[i]);
        double sum = 0;
        for (int a = 0; a < out->nact[i]; a++) {
            CHECK(p[a] >= 0 && p[a] <= 1, "set %llu (%s), action %d: probability %.17g", (unsigned long long)i,
                  out->names + out->name_at[i], a, p[a]);
            sum += p[a];
        }
        CHECK(fabs(1 - sum) < 1e-12, "set %llu (%s): probabilities sum to %.17g", (unsigned long long)i,
              out->names + out->name_at[i], sum);
    }
    ck_assert_uint_eq(backoffs, rep.added[0] + rep.added[1] + rep.added[2]);
    strat_free(out);
}
END_TEST

/* in with every round-2 set playing action a (or, alternately, a and b) */
static strat_data *rewritten(int a, int b)
{
    strat_data *c = strat_alloc(g_in->n, g_in->p_at[g_in->n - 1] + g_in->nact[g_in->n - 1], 0);
    ck_assert_ptr_nonnull(c);
    c->game = strdup(g_in->game);
    c->header = strdup(g_in->header);
    c->names = g_in->names;   /* borrowed */
    c->name_at = g_in->name_at;
    memcpy(c->key, g_in->key, g_in->n * sizeof *c->key);
    memcpy(c->nact, g_in->nact, g_in->n);
    memcpy(c->p_at, g_in->p_at, g_in->n * sizeof *c->p_at);
    uint64_t k = 0;
    for (uint64_t i = 0; i < g_in->n; i++) {
        double *p = c->p + c->p_at[i];
        memcpy(p, g_in->p + g_in->p_at[i], g_in->nact[i] * sizeof *p);
        if (!is_round2(g_in, i))
            continue;
        memset(p, 0, g_in->nact[i] * sizeof *p);
        p[k++ % 2 ? b : a] = 1;
    }
    return c;
}

static void unborrow(strat_data *c)
{
    c->names = NULL;
    c->name_at = NULL;
    strat_free(c);
}

START_TEST(backoff_sets_average_the_play_of_the_sets_they_hold)
{
    /* every round-2 set plays its first action: so does every backoff set */
    strat_data *c = rewritten(0, 0);
    backoff_report rep;
    strat_data *out = build(c, 3000, 2, &rep);
    uint64_t seen = 0, mixed = 0;
    for (uint64_t i = 0; i < out->n; i++)
        if (strat_find(c, out->key[i]) < 0) {
            CHECK(out->p[out->p_at[i]] == 1, "set %llu (%s): first action %.17g, not 1", (unsigned long long)i,
                  out->names + out->name_at[i], out->p[out->p_at[i]]);
            seen++;
        }
    ck_assert_uint_gt(seen, 100);
    strat_free(out);
    unborrow(c);
    /* the sets alternate between the first and the second action: each backoff
     * set plays those two alone, and some mix them */
    c = rewritten(0, 1);
    out = build(c, 3000, 2, &rep);
    for (uint64_t i = 0; i < out->n; i++)
        if (strat_find(c, out->key[i]) < 0) {
            const double *p = out->p + out->p_at[i];
            CHECK(fabs(1 - (p[0] + p[1])) < 1e-12, "set %llu (%s): first two actions %.17g + %.17g",
                  (unsigned long long)i, out->names + out->name_at[i], p[0], p[1]);
            mixed += p[0] > 0 && p[1] > 0;
        }
    ck_assert_uint_gt(mixed, 10);
    strat_free(out);
    unborrow(c);
}
END_TEST

START_TEST(the_same_seed_gives_the_same_bits)
{
    backoff_report r1, r2, r3;
    strat_data *a = build(g_in, 2000, 7, &r1), *b = build(g_in, 2000, 7, &r2), *c = build(g_in, 2000, 8, &r3);
    ck_assert_uint_eq(a->n, b->n);
    ck_assert(memcmp(a->key, b->key, a->n * sizeof *a->key) == 0);
    uint64_t np = a->p_at[a->n - 1] + a->nact[a->n - 1];
    ck_assert(memcmp(a->p, b->p, np * sizeof *a->p) == 0);
    ck_assert_str_eq(a->header, b->header);
    bool differ = a->n != c->n || memcmp(a->key, c->key, a->n * sizeof *a->key) != 0;
    ck_assert(differ);   /* another seed meets other deals */
    strat_free(a);
    strat_free(b);
    strat_free(c);
}
END_TEST

/* With a floor on the decisions averaged, a subset of the backoff sets, each
 * with the same probabilities. */
START_TEST(a_floor_on_the_decisions_keeps_a_subset_of_the_sets)
{
    backoff_report r1, r16;
    strat_data *all = build(g_in, 3000, 4, &r1);
    backoff_params bp = {3000, 4, BACKOFF_MIN_DECISIONS};
    strat_data *few = NULL;
    char why[256];
    ck_assert_int_eq(backoff_build(&g_g, g_in, &bp, &few, &r16, why, sizeof why), TALON_OK);
    ck_assert_uint_lt(few->n, all->n);
    ck_assert_uint_gt(few->n, g_in->n);
    for (uint64_t i = 0; i < few->n; i++) {
        int64_t j = strat_find(all, few->key[i]);
        CHECK(j >= 0, "set %llu (%016llx): not in the unfloored file", (unsigned long long)i,
              (unsigned long long)few->key[i]);
        CHECK(memcmp(few->p + few->p_at[i], all->p + all->p_at[j], few->nact[i] * sizeof *few->p) == 0,
              "set %llu (%016llx): probabilities differ from the unfloored file's", (unsigned long long)i,
              (unsigned long long)few->key[i]);
    }
    ck_assert_ptr_nonnull(strstr(few->header, "each set from 16 decisions or more"));
    strat_free(all);
    strat_free(few);
}
END_TEST

typedef struct counts {
    const profile *pf;
    uint64_t ok, backoff, def;
    const profile *plain;
    uint64_t differ;
} counts;

static void count_play(void *ctx, const void *st)
{
    counts *c = ctx;
    double p[CFR_MAX_ACTIONS], q[CFR_MAX_ACTIONS];
    int n, m;
    int rc = profile_action_probs(c->pf, st, p, &n);
    int rq = profile_action_probs(c->plain, st, q, &m);
    c->ok += rc == TALON_OK;
    c->backoff += rc == PROFILE_BACKOFF;
    c->def += rc == PROFILE_DEFAULT;
    CHECK(rc == TALON_OK || rc == PROFILE_BACKOFF || rc == PROFILE_DEFAULT, "with backoff: %d", rc);
    CHECK(rq == TALON_OK || rq == PROFILE_DEFAULT, "plain: %d", rq);   /* no backoff set in the plain file */
    /* the file's sets answer the same */
    CHECK((rq == TALON_OK) == (rc == TALON_OK), "with backoff %d, plain %d", rc, rq);
    if (rc == TALON_OK)
        c->differ += memcmp(p, q, (size_t)n * sizeof *p) != 0;
}

START_TEST(a_profile_plays_the_backoff_set_where_the_file_lacks_the_set)
{
    backoff_report rep;
    strat_data *out = build(g_in, 20000, 1, &rep);
    char path[] = "/tmp/talon_backoff_XXXXXX";
    int fd = mkstemp(path);
    ck_assert_int_ge(fd, 0);
    close(fd);
    char why[256];
    ck_assert_int_eq(strat_save(path, out, STRAT_FORMAT_COMPACT, why, sizeof why), TALON_OK);
    strat_free(out);
    profile *pf, *plain;
    ck_assert_int_eq(profile_file(&pf, g_dg, &g_g, path, "backoff", why, sizeof why), TALON_OK);
    ck_assert_int_eq(strat_save(path, g_in, STRAT_FORMAT_COMPACT, why, sizeof why), TALON_OK);   /* without them */
    ck_assert_int_eq(profile_file(&plain, g_dg, &g_g, path, "plain", why, sizeof why), TALON_OK);
    unlink(path);
    counts c = {pf, 0, 0, 0, plain, 0};
    rng r;
    rng_seed(&r, 11, 1);
    for (int d = 0; d < 4000; d++)
        random_deal(&r, count_play, &c);   /* random play: far from the solution's path */
    ck_assert_uint_gt(c.backoff, 100);
    ck_assert_uint_gt(c.ok, 0);
    ck_assert_uint_eq(c.differ, 0);
    profile_free(pf);
    profile_free(plain);
}
END_TEST

START_TEST(bad_inputs_are_refused)
{
    backoff_params bp = {0, 1, 1};
    strat_data *out = (strat_data *)1;
    backoff_report rep;
    char why[256] = "";
    ck_assert_int_eq(backoff_build(&g_g, g_in, &bp, &out, &rep, why, sizeof why), TALON_E_INVAL);
    ck_assert_ptr_null(out);
    /* a file with its backoff sets already; stripped of them, the input again */
    backoff_report made;
    strat_data *b = build(g_in, 100, 1, &made);
    bp.deals = 100;
    ck_assert_int_eq(backoff_build(&g_g, b, &bp, &out, &rep, why, sizeof why), TALON_E_INVAL);
    ck_assert_ptr_nonnull(strstr(why, "already"));
    ck_assert_uint_eq(backoff_strip(b), made.added[0] + made.added[1] + made.added[2]);
    ck_assert_uint_eq(b->n, g_in->n);
    ck_assert(memcmp(b->key, g_in->key, b->n * sizeof *b->key) == 0);
    ck_assert(memcmp(b->nact, g_in->nact, b->n) == 0);
    for (uint64_t i = 0; i < b->n; i++)
        CHECK(memcmp(b->p + b->p_at[i], g_in->p + g_in->p_at[i], b->nact[i] * sizeof *b->p) == 0,
              "set %llu (%016llx): probabilities differ from the input's", (unsigned long long)i,
              (unsigned long long)b->key[i]);
    ck_assert_str_eq(b->header, g_in->header);
    strat_free(b);
    /* a game without backoff sets (heads-up: the full history) */
    draw_params dp;
    draw_game *dg2;
    cfr_game g2;
    ck_assert_int_eq(profile_file_game(FILE2, &dp, why, sizeof why), TALON_OK);
    ck_assert_int_eq(draw_game_init(&dg2, &dp, &g2), TALON_OK);
    strat_data *in2;
    ck_assert_int_eq(strat_read(FILE2, STRAT_READ_NAMES, &in2, why, sizeof why), TALON_OK);
    backoff_params bp2 = {100, 1, 1};
    ck_assert_int_eq(backoff_build(&g2, in2, &bp2, &out, &rep, why, sizeof why), TALON_E_INVAL);
    ck_assert_ptr_null(out);
    ck_assert_ptr_nonnull(strstr(why, "no backoff set"));
    strat_free(in2);
    draw_game_free(dg2);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("backoff");
    TCase *tc = tcase_create("backoff");
    tcase_add_checked_fixture(tc, setup, teardown);
    tcase_set_timeout(tc, 300);
    tcase_add_test(tc, each_level_is_a_function_of_the_finer_key_and_only_in_round_2);
    tcase_add_test(tc, a_backoff_sets_name_says_what_its_key_keeps);
    tcase_add_test(tc, a_full_historys_backoff_is_the_summary_then_its_backoff);
    tcase_add_test(tc, the_file_keeps_its_sets_and_gains_backoff_sets_that_sum_to_one);
    tcase_add_test(tc, backoff_sets_average_the_play_of_the_sets_they_hold);
    tcase_add_test(tc, the_same_seed_gives_the_same_bits);
    tcase_add_test(tc, a_floor_on_the_decisions_keeps_a_subset_of_the_sets);
    tcase_add_test(tc, a_profile_plays_the_backoff_set_where_the_file_lacks_the_set);
    tcase_add_test(tc, bad_inputs_are_refused);
    suite_add_tcase(s, tc);
    SRunner *sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? 1 : 0;
}
