/* bench_run.c - the runs of `talon bench` (bench.h, "the runs of talon
 * bench"): the steps that string bench.c's measurements together and check
 * them against each other, so that the command only parses and formats.
 *
 * Each run measures every step, then checks, and stops at the first error,
 * saying which step failed (an index, or the thread count), so the caller
 * can name it; nothing here prints.  The agreements checked are the ones
 * the tables promise: talon's paths give the same checksum on the same
 * hands, eval5 and eval_batch the same on the same dealt hands, and the
 * Monte Carlo engine the same counts at every thread count.  A progress
 * callback hears of each step before it starts (a status line).
 */
#include <stdio.h>

#include "bench.h"
#include "err.h"

static void tell(bench_progress_fn progress, void *ctx, const char *what)
{
    if (progress)
        progress(ctx, what);
}

int bench_plugins_verify(const bench_plugin *pl, int n, int threads, bench_verify (*ver)[2], int *nver, int *failed,
                         bench_progress_fn progress, void *ctx)
{
    *failed = -1;
    for (int p = 0; p < n; p++) {
        nver[p] = 0;
        for (int cards = 5; cards <= 7 && (cards == 5 || pl[p].eval7); cards += 2) {
            char what[128];
            snprintf(what, sizeof what, "verifying plug-in %s, %d-card hands", pl[p].name, cards);
            tell(progress, ctx, what);
            int rc = bench_plugin_verify(&pl[p], cards, threads, &ver[p][nver[p]]);
            if (rc != TALON_OK) {
                *failed = p;
                return rc;
            }
            nver[p]++;
        }
    }
    return TALON_OK;
}

int bench_plugin_first_look(const bench_data *d, const bench_plugin *pl, double *rate, bench_progress_fn progress,
                            void *ctx)
{
    *rate = 0;
    if (!pl->eval7)
        return TALON_OK;
    bench_eval_spec s = {.cards = 7, .order = BENCH_RANDOM, .impl = BENCH_PLUGIN, .plugin = pl, .limit = 1u << 16};
    bench_cfg quick = {.reps = 1, .min_seconds = 0.05};
    bench_stat st;
    char what[128];
    snprintf(what, sizeof what, "eval7: plug-in %s, a first look", pl->name);
    tell(progress, ctx, what);
    for (int b = 0; b < (pl->eval7_batch ? 2 : 1); b++) {
        s.impl = b ? BENCH_PLUGIN_BATCH : BENCH_PLUGIN;
        int rc = bench_eval(d, &s, &quick, &st);
        if (rc != TALON_OK)
            return rc;
        if (st.median > *rate)
            *rate = st.median;
    }
    return TALON_OK;
}

bool bench_plugin_enum_timed(int cards, double rate)
{
    return cards == 5 || (rate > 0 && BENCH_ENUM7_HANDS / rate < BENCH_PLUGIN_ENUM_MAX_S);
}

int bench_eval_rows(const bench_data *d, const bench_eval_spec *s, int n, const bench_cfg *cfg, bench_stat *out,
                    int *failed)
{
    *failed = -1;
    int rc = bench_eval_set(d, s, n, cfg, out);
    if (rc == TALON_OK)
        return rc;
    for (int i = 0; i < n; i++) {   /* which row fails */
        int rci = bench_eval(d, &s[i], cfg, &out[i]);
        if (rci != TALON_OK) {
            *failed = i;
            return rci;
        }
    }
    return rc;
}

int bench_eval_disagree(const bench_eval_spec *s, const bench_stat *st, const bool *same, int n)
{
    uint64_t sum[2] = {0, 0};
    bool have[2] = {false, false};
    for (int i = 0; i < n; i++) {
        if (!same[i])
            continue;
        int o = s[i].order == BENCH_RANDOM;
        if (have[o] && sum[o] != st[i].checksum)
            return i;
        sum[o] = st[i].checksum, have[o] = true;
    }
    return -1;
}

const char *bench_deal_name(enum bench_deal what)
{
    switch (what) {
    case BENCH_DEAL_ONLY:
        return "deal 5 cards (deal_cards)";
    case BENCH_DEAL_EVAL5:
        return "deal 5 cards + eval5";
    case BENCH_DEAL_BATCH:
        return "deal 4096 hands + eval_batch";
    }
    return "?";
}

int bench_deal_all(const rules *r, uint64_t hands, const bench_cfg *cfg, bench_stat out[BENCH_DEAL_N], int *failed,
                   bench_progress_fn progress, void *ctx)
{
    *failed = -1;
    for (int i = 0; i < BENCH_DEAL_N; i++) {
        char what[96];
        snprintf(what, sizeof what, "deal: %s", bench_deal_name((enum bench_deal)i));
        tell(progress, ctx, what);
        int rc = bench_deal(r, (enum bench_deal)i, hands, cfg, &out[i]);
        if (rc != TALON_OK) {
            *failed = i;
            return rc;
        }
    }
    if (out[BENCH_DEAL_EVAL5].checksum != out[BENCH_DEAL_BATCH].checksum)
        return TALON_E_PARSE;
    return TALON_OK;
}

/* The scaling of one step against the first (1 thread). */
static void sim_scaling(bench_sim_step *s, const bench_stat *one)
{
    const bench_stat *st = &s->st;
    s->eff = st->median / (s->threads * one->median);
    s->eff_best = st->best / (s->threads * one->best);
    s->cpu_share = st->cpu / s->threads;
    s->eff_per_cpu = (st->median / st->cpu) / (one->median / one->cpu);
}

int bench_sim_scale(const rules *r, int max_threads, uint64_t trials, const bench_cfg *cfg,
                    bench_sim_step steps[BENCH_SIM_STEPS], int *n, int *differs, bench_progress_fn progress,
                    void *ctx)
{
    int list[BENCH_SIM_STEPS], nl = 0;
    for (int k = 1; k < max_threads && nl < BENCH_SIM_STEPS - 1; k *= 2)
        list[nl++] = k;
    list[nl++] = max_threads;
    *n = 0;
    *differs = 0;
    for (int i = 0; i < nl; i++) {
        bench_sim_step *s = &steps[i];
        s->threads = list[i];
        char what[64];
        snprintf(what, sizeof what, "sim: %d thread%s", list[i], list[i] > 1 ? "s" : "");
        tell(progress, ctx, what);
        int rc = bench_sim(r, list[i], trials, cfg, &s->st);
        if (rc != TALON_OK)
            return rc;
        if (i > 0 && s->st.checksum != steps[0].st.checksum) {
            *differs = list[i];
            return TALON_E_PARSE;
        }
        sim_scaling(s, &steps[0].st);
        *n = i + 1;
    }
    return TALON_OK;
}

const char *bench_exact_name(enum bench_exact what)
{
    return what == BENCH_EXACT_FREQ ? "talon freq --deck all" : "talon drawn --deck all";
}

int bench_exact_all(bool ace_low, enum rules_order order, int threads, const bench_cfg *cfg,
                    bench_stat out[BENCH_EXACT_N], int *failed, bench_progress_fn progress, void *ctx)
{
    *failed = -1;
    for (int i = 0; i < BENCH_EXACT_N; i++) {
        char what[64];
        snprintf(what, sizeof what, "exact: %s", bench_exact_name((enum bench_exact)i));
        tell(progress, ctx, what);
        int rc = bench_exact((enum bench_exact)i, ace_low, order, threads, cfg, &out[i]);
        if (rc != TALON_OK) {
            *failed = i;
            return rc;
        }
    }
    return TALON_OK;
}
