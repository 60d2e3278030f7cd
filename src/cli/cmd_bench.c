/* cmd_bench.c - `talon bench`: evaluator, dealer, Monte Carlo and exact-table
 * throughput, and external evaluators (plug-ins, --evaluator A.so,B.so)
 * verified and timed beside talon's own, every talon path (batch, plain
 * loop, table evaluator from masks and from card indexes, incremental, one
 * at a time, reference) with checksums that must agree, and a side-by-side
 * table of talon's path and each plug-in's for each kind of input.
 *
 * Order of work: options checked; the plug-in, if any, loaded and verified
 * (a failure is one line on stderr and exit 1, before any timing); then
 * every measurement (the bench layer does them, checks that they agree and
 * never prints: bench.c, bench_run.c); then the tables, built completely
 * (cli_bench.c, cli_bench_plugin.c) and printed at once.  This file parses
 * the options, names the evaluator rows, and turns the bench layer's
 * errors into messages.  A status line on stderr says what is being timed
 * when stderr is a terminal.
 *
 * --lang fr: titles, headings, notes and row labels in French (TR); the CSV
 * and JSON names and values, the status line and errors stay English.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "bench.h"
#include "cli.h"
#include "cli_bench.h"
#include "cli_bench_plugin.h"
#include "err.h"
#include "eval_batch.h"

/* --what items. */
enum { W_EVAL5 = 1, W_EVAL7 = 2, W_DEAL = 4, W_SIM = 8, W_EXACT = 16 };
static const struct { const char *name; unsigned bit; } WHAT[] = {
    {"eval5", W_EVAL5}, {"eval7", W_EVAL7}, {"deal", W_DEAL}, {"sim", W_SIM}, {"exact", W_EXACT},
};
#define N_WHAT ((int)(sizeof WHAT / sizeof WHAT[0]))

#define RAND_HANDS (1u << 20)   /* random hands per array: 8 MiB each, in the L3 cache */
#define SIM_TRIALS (1ull << 23) /* Monte Carlo trials per pass (~0.25 s on one thread) */
#define DEAL_HANDS (1ull << 22)
#define PLUGINS_MAX CLI_BENCH_PLUGINS_MAX   /* --evaluator A.so,B.so,... */
#define PLUGINS_ALL CLI_BENCH_PLUGINS_ALL   /* and talon's own, first (bench_plugin_talon) */
#define ROWS_MAX 48             /* rows of one evaluator table */

static unsigned parse_what(const char *s)
{
    if (!s)
        return W_EVAL5 | W_EVAL7 | W_DEAL | W_SIM | W_EXACT;
    char buf[128];
    if (strlen(s) >= sizeof buf)
        cli_usage_error("--what: list too long");
    strcpy(buf, s);
    unsigned what = 0;
    for (char *tok = strtok(buf, ","); tok; tok = strtok(NULL, ",")) {
        int k = -1;
        for (int i = 0; i < N_WHAT; i++)
            if (strcmp(tok, WHAT[i].name) == 0)
                k = i;
        if (k < 0)
            cli_usage_error("--what: unknown item '%s' (eval5, eval7, deal, sim, exact)", tok);
        what |= WHAT[k].bit;
    }
    if (!what)
        cli_usage_error("--what needs a list such as eval5,eval7,deal,sim,exact");
    return what;
}

/* ---- status line ---------------------------------------------------------------- */

static int g_tty = -1;
static double g_load;   /* the load average when the command started */
static int g_lang;      /* --lang: 0 English, 1 French (titles, headings, notes; errors stay English) */

/* The text of the output's language (status lines and errors stay English). */
#define TR(en, fr) out_tr(g_lang, en, fr)

static void status(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static void status(const char *fmt, ...)
{
    if (g_tty < 0)
        g_tty = isatty(STDERR_FILENO);
    if (!g_tty)
        return;
    char line[100];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(line, sizeof line, fmt, ap);
    va_end(ap);
    fprintf(stderr, "\r\033[Ktalon bench: %s", line);
    fflush(stderr);
}

static void status_end(void)
{
    if (g_tty > 0)
        fprintf(stderr, "\r\033[K");
}

static double wall(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

/* bench_progress_fn for the bench layer's runs: the status line. */
static void progress(void *ctx, const char *what)
{
    (void)ctx;
    status("%s", what);
}

static void check(int rc, const char *what)
{
    if (rc == TALON_E_PARSE)
        cli_fail("bench: %s: the checksum changed between passes (a non-deterministic evaluator?)", what);
    if (rc != TALON_OK)
        cli_fail("bench: %s: %s", what, err_str(rc));
}
/* ---- evaluators ------------------------------------------------------------------ */

#define ROW(nm, fr, ord, im, is, pl_, tal, lim, ...)                                              \
    do {                                                                                          \
        cli_bench_row *r_ = &rows[n++];                                                                \
        memset(r_, 0, sizeof *r_);                                                                \
        snprintf(r_->name, sizeof r_->name, nm, __VA_ARGS__);                                      \
        snprintf(r_->shown, sizeof r_->shown, TR(nm, fr), __VA_ARGS__);                            \
        r_->s = (bench_eval_spec){.cards = cards, .order = ord, .impl = im, .isa = is, .plugin = pl_, \
                                  .limit = lim};                                                  \
        r_->talon = tal;                                                                          \
    } while (0)

/* talon's rows of one evaluator table (cards 5 or 7): every path. */
static int talon_rows(int cards, cli_bench_row *rows)
{
    int n = 0;
    enum eval_isa best = eval_batch_best();
    const char *fn = cards == 5 ? "eval5" : "eval7";
    ROW("talon eval_batch (%s)", "talon eval_batch (%s)", BENCH_ENUM, BENCH_BATCH, best, NULL, true, 0,
        eval_isa_name(best));
    ROW("talon eval_batch (%s)", "talon eval_batch (%s)", BENCH_RANDOM, BENCH_BATCH, best, NULL, true, 0,
        eval_isa_name(best));
    for (int isa = EVAL_ISA_AVX512; isa > EVAL_ISA_AUTO; isa--)
        if (isa != (int)best && eval_batch_supported((enum eval_isa)isa))
            ROW("talon eval_batch (%s)", "talon eval_batch (%s)", BENCH_RANDOM, BENCH_BATCH, (enum eval_isa)isa, NULL,
                true, 0, eval_isa_name((enum eval_isa)isa));
    ROW("talon %s, plain loop", "talon %s, boucle simple", BENCH_ENUM, BENCH_LOOP, EVAL_ISA_AUTO, NULL, true, 0, fn);
    ROW("talon %s, plain loop", "talon %s, boucle simple", BENCH_RANDOM, BENCH_LOOP, EVAL_ISA_AUTO, NULL, true, 0, fn);
    ROW("talon %s, plain loop from card indexes", "talon %s, boucle simple sur des indices de cartes", BENCH_RANDOM,
        BENCH_IDX_LOOP, EVAL_ISA_AUTO, NULL, true, 0, fn);
    ROW("talon eval_fast, one at a time%s", "talon eval_fast, une main à la fois%s", BENCH_ENUM, BENCH_FAST,
        EVAL_ISA_AUTO, NULL, true, 0, "");
    ROW("talon eval_fast, one at a time%s", "talon eval_fast, une main à la fois%s", BENCH_RANDOM, BENCH_FAST,
        EVAL_ISA_AUTO, NULL, true, 0, "");
    ROW("talon eval_fast, from card indexes%s", "talon eval_fast, sur des indices de cartes%s", BENCH_RANDOM,
        BENCH_FAST_IDX, EVAL_ISA_AUTO, NULL, true, 0, "");
    ROW("talon eval_fast_hand, incremental%s", "talon eval_fast_hand, incrémental%s", BENCH_ENUM, BENCH_INCR,
        EVAL_ISA_AUTO, NULL, true, 0, "");
    ROW("talon eval_fast_hand, incremental%s", "talon eval_fast_hand, incrémental%s", BENCH_RANDOM, BENCH_INCR,
        EVAL_ISA_AUTO, NULL, true, 0, "");
    ROW("talon eval_fast_hand, incremental, last card by eval_fast_each%s",
        "talon eval_fast_hand, incrémental, dernière carte par eval_fast_each%s", BENCH_ENUM, BENCH_EACH, EVAL_ISA_AUTO,
        NULL, true, 0, "");
    ROW("talon eval_fast_hand, incremental, last two cards by rank pair%s",
        "talon eval_fast_hand, incrémental, deux dernières cartes par paire de rangs%s", BENCH_ENUM, BENCH_PAIRS,
        EVAL_ISA_AUTO, NULL, true, 0, "");
    ROW("talon %s, one at a time", "talon %s, une main à la fois", BENCH_RANDOM, BENCH_ONE, EVAL_ISA_AUTO, NULL, true,
        0, fn);
    ROW("reference eval_ref%d", "référence eval_ref%d", BENCH_RANDOM, BENCH_REF, EVAL_ISA_AUTO, NULL, false,
        cards == 5 ? CLI_BENCH_REF5_HANDS : CLI_BENCH_REF7_HANDS, cards);
    return n;
}

/* A plug-in's rows: every function it has.  Its one-hand enumeration is
 * timed when a pass is short (5 cards, or a fast enough 7-card evaluator:
 * plugin_rate, its first look). */
static int plugin_rows(int cards, const bench_plugin *pl, double plugin_rate, cli_bench_row *rows)
{
    int n = 0;
    bool five = cards == 5;
    bool enumerate = bench_plugin_enum_timed(cards, plugin_rate);
    if (five ? pl->eval5 : pl->eval7) {
        ROW("plug-in %s", "greffon %s", BENCH_RANDOM, BENCH_PLUGIN, EVAL_ISA_AUTO, pl, false, 0, pl->name);
        if (enumerate)
            ROW("plug-in %s", "greffon %s", BENCH_ENUM, BENCH_PLUGIN, EVAL_ISA_AUTO, pl, false, 0, pl->name);
    }
    if (five ? pl->eval5_batch : pl->eval7_batch) {
        ROW("plug-in %s, batch", "greffon %s, par lots", BENCH_RANDOM, BENCH_PLUGIN_BATCH, EVAL_ISA_AUTO, pl, false, 0,
            pl->name);
        if (enumerate)
            ROW("plug-in %s, batch", "greffon %s, par lots", BENCH_ENUM, BENCH_PLUGIN_BATCH, EVAL_ISA_AUTO, pl, false,
                0, pl->name);
    }
    if (five ? pl->eval5_idx : pl->eval7_idx)
        ROW("plug-in %s, from card indexes", "greffon %s, sur des indices de cartes", BENCH_RANDOM, BENCH_PLUGIN_IDX,
            EVAL_ISA_AUTO, pl, false, 0, pl->name);
    if (pl->enumerate)
        ROW("plug-in %s, its enumeration", "greffon %s, son énumération", BENCH_ENUM, BENCH_PLUGIN_ENUM, EVAL_ISA_AUTO,
            pl, false, 0, pl->name);
    return n;
}
#undef ROW

/* The rows of one evaluator table: talon's, then each plug-in's. */
static int eval_rows(int cards, const bench_plugin *pl, int npl, const double *prate, cli_bench_row *rows)
{
    int n = talon_rows(cards, rows);
    for (int i = 0; i < npl; i++)
        n += plugin_rows(cards, &pl[i], prate[i], rows + n);
    return n;
}

/* Time the rows, interleaved (bench_eval_set): repetition r of every row,
 * then r + 1. *//* Time the rows, interleaved (bench_eval_set): repetition r of every row,
 * then r + 1; then every talon row of the same hands (order) must have the
 * same checksum. */
static void eval_measure(const bench_data *d, cli_bench_row *rows, int n, const bench_cfg *cfg)
{
    bench_eval_spec s[ROWS_MAX];
    bench_stat st[ROWS_MAX];
    bool talon[ROWS_MAX];
    for (int i = 0; i < n; i++)
        s[i] = rows[i].s, talon[i] = rows[i].talon;
    status("eval%d: %d rows, %d interleaved rounds", n ? rows[0].s.cards : 0, n, cfg->reps);
    int failed, rc = bench_eval_rows(d, s, n, cfg, st, &failed);
    if (rc != TALON_OK)
        check(rc, failed >= 0 ? rows[failed].name : "the evaluators");
    for (int i = 0; i < n; i++)
        rows[i].st = st[i];
    int bad = bench_eval_disagree(s, st, talon, n);
    if (bad >= 0)
        cli_fail("bench: %s gives other values than the other talon rows (checksum %016llx)", rows[bad].name,
                 (unsigned long long)rows[bad].st.checksum);
}

/* ---- the command ------------------------------------------------------------------------- */

static int plugins_load(const cli_opts *o, const rules *r, bench_plugin *pl, char path[][512], bench_verify ver[][2],
                        int *nver)
{
    if (!o->evaluator)
        return 0;
    if (r->deck_size != 52 || !r->ace_low || r->order != ORDER_MODERN)
        cli_usage_error("--evaluator compares under the standard rules: 52 cards, --ace-low on, --order modern");
    char buf[1024];
    if (strlen(o->evaluator) >= sizeof buf)
        cli_usage_error("--evaluator: list too long");
    strcpy(buf, o->evaluator);
    /* talon's own evaluator behind the same ABI comes first: every ratio
     * sets a plug-in's call against the same call of talon's. */
    if (bench_plugin_talon(&pl[0]) != TALON_OK)
        cli_fail("bench: %s", err_str(TALON_E_NOMEM));
    snprintf(path[0], 512, "%s", TR("built in (src/bench/bench_abi.c)", "intégré (src/bench/bench_abi.c)"));
    int n = 0;
    for (char *save = NULL, *tok = strtok_r(buf, ",", &save); tok; tok = strtok_r(NULL, ",", &save)) {
        if (n == PLUGINS_MAX)
            cli_usage_error("--evaluator: at most %d plug-ins", PLUGINS_MAX);
        n++;
        snprintf(path[n], 512, "%s", tok);
        char why[BENCH_WHY_MAX];
        if (bench_plugin_open(&pl[n], tok, why, sizeof why) != TALON_OK)
            cli_usage_error("%s", why);   /* a plug-in that is not there or not one: bad input, exit 2 */
    }
    n++;   /* talon's own plug-in and the n opened */
    int failed;
    if (bench_plugins_verify(pl, n, o->threads, ver, nver, &failed, progress, NULL) != TALON_OK) {
        status_end();
        cli_fail("evaluator '%s' rejected: %s", pl[failed].name, ver[failed][nver[failed]].why);
    }
    return n;
}

/* A first look at a plug-in's 7-card speed (bench_plugin_first_look), so
 * that a slow one's enumeration, minutes long, is skipped. */
static double plugin_first_look(const bench_data *d, const bench_plugin *pl)
{
    double rate;
    check(bench_plugin_first_look(d, pl, &rate, progress, NULL), pl->name);
    return rate;
}

/* The evaluator tables (and, with plug-ins, their verification, the
 * comparisons and the side-by-side table) into ts; returns how many. */
static int eval_section(const cli_opts *o, unsigned what, const rules *r, const bench_cfg *cfg, bench_plugin *pl,
                        int npl, char path[][512], bench_verify ver[][2], const int *nver, out_table *tables)
{
    bench_data d;
    status("preparing the hands");
    int rc = bench_data_init(&d, r, RAND_HANDS, o->seed);
    if (rc != TALON_OK)
        cli_fail("bench: %s", err_str(rc));
    static cli_bench_row rows[2][ROWS_MAX];
    int nrows[2] = {0, 0}, nt = 0;
    for (int k = 0; k < 2; k++) {
        int cards = k == 0 ? 5 : 7;
        if (!(what & (k == 0 ? W_EVAL5 : W_EVAL7)))
            continue;
        double prate[PLUGINS_ALL] = {0};
        for (int p = 0; p < npl && cards == 7; p++)
            prate[p] = plugin_first_look(&d, &pl[p]);
        nrows[k] = eval_rows(cards, pl, npl, prate, rows[k]);
        eval_measure(&d, rows[k], nrows[k], cfg);
        cli_bench_eval_table(&tables[nt], cards, r, &d, rows[k], nrows[k], cfg, o->seed, g_lang);
        for (int p = 0; p < npl && cards == 7; p++)
            if (pl[p].eval7 && prate[p] > 0 && !bench_plugin_enum_timed(cards, prate[p]))
                out_note(&tables[nt], TR("plug-in enumeration", "énumération du greffon"),
                         TR("%s, one call a hand: not timed (a pass: about %.0f s)",
                            "%s, un appel par main : non chronométrée (une passe : environ %.0f s)"),
                         pl[p].name, BENCH_ENUM7_HANDS / prate[p]);
        nt++;
    }
    bench_data_free(&d);
    cli_bench_row *rp[2] = {rows[0], rows[1]};
    for (int p = 0; p < npl; p++) {
        cli_bench_verify_table(&tables[nt++], &pl[p], path[p], ver[p], nver[p], g_lang);
        if (p)
            cli_bench_compare_table(&tables[nt++], &pl[0], &pl[p], rp, nrows, g_lang);
    }
    if (npl)
        cli_bench_side_table(&tables[nt++], pl, npl, rp, nrows, g_lang);
    return nt;
}

/* ---- dealer, simulator, exact tables: measured and checked, then formatted ---------------- */

static void deal_section(out_table *t, const rules *r, const bench_cfg *cfg)
{
    bench_stat st[BENCH_DEAL_N];
    int failed, rc = bench_deal_all(r, DEAL_HANDS, cfg, st, &failed, progress, NULL);
    if (rc != TALON_OK && failed < 0)
        cli_fail("bench: eval5 and eval_batch give other values on the same dealt hands");
    if (rc != TALON_OK)
        check(rc, bench_deal_name((enum bench_deal)failed));
    cli_bench_deal_table(t, r, st, g_lang);
}

static void sim_section(out_table *t, const rules *r, int max_threads, uint64_t trials, const bench_cfg *cfg)
{
    bench_sim_step steps[BENCH_SIM_STEPS];
    int n, differs, rc = bench_sim_scale(r, max_threads, trials, cfg, steps, &n, &differs, progress, NULL);
    if (differs)
        cli_fail("bench: tab_freq_mc gave other counts at %d threads", differs);
    check(rc, "tab_freq_mc");
    cli_bench_sim_table(t, steps, n, trials, g_lang);
}

static void exact_section(out_table *t, const rules *r, int threads, const bench_cfg *cfg)
{
    bench_stat st[BENCH_EXACT_N];
    int failed, rc = bench_exact_all(r->ace_low, r->order, threads, cfg, st, &failed, progress, NULL);
    if (rc != TALON_OK)
        check(rc, bench_exact_name((enum bench_exact)failed));
    cli_bench_exact_table(t, r, threads, cfg, st, g_lang);
}

int cmd_bench(const cli_opts *o)
{
    double t_start = wall();
    g_load = bench_load();
    g_lang = o->lang;
    unsigned what = parse_what(o->what);
    /* Options that no measurement asked would use are refused, not ignored. */
    if (o->trials_set && !(what & W_SIM))
        cli_usage_error("--trials sets the trials of each sim run: --what has no sim");
    if (o->seed_set && !(what & (W_EVAL5 | W_EVAL7)))
        cli_usage_error("--seed draws the random hands of eval5 and eval7: --what has neither");
    rules r;
    cli_rules(o, o->decks[0], &r);
    bench_cfg cfg;
    bench_cfg_init(&cfg);
    if (o->reps)
        cfg.reps = o->reps;

    /* The plug-ins: loaded and verified before anything is timed. */
    bench_plugin pl[PLUGINS_ALL] = {{0}};
    bench_verify ver[PLUGINS_ALL][2];
    int nver[PLUGINS_ALL];
    char path[PLUGINS_ALL][512];
    int npl = plugins_load(o, &r, pl, path, ver, nver);

    out_table tables[4 + 2 * PLUGINS_ALL + 4], *ts[4 + 2 * PLUGINS_ALL + 4];
    int nt = 0;
    if (what & (W_EVAL5 | W_EVAL7))
        nt = eval_section(o, what, &r, &cfg, pl, npl, path, ver, nver, tables);
    else
        for (int p = 0; p < npl; p++)
            cli_bench_verify_table(&tables[nt++], &pl[p], path[p], ver[p], nver[p], g_lang);
    if (what & W_DEAL)
        deal_section(&tables[nt++], &r, &cfg);
    if (what & W_SIM)
        sim_section(&tables[nt++], &r, o->threads ? o->threads : bench_cores(), o->trials_set ? o->trials : SIM_TRIALS,
                    &cfg);
    if (what & W_EXACT) {
        bench_cfg xc = {.reps = cfg.reps > 3 ? 3 : cfg.reps, .min_seconds = 0};
        exact_section(&tables[nt++], &r, o->threads, &xc);
    }
    status_end();
    for (int i = 0; i < nt; i++)
        ts[i] = &tables[i];
    cli_bench_machine_notes(ts[0], wall() - t_start, g_load, g_lang);
    cli_emit(ts, nt, o);
    for (int p = 0; p < npl; p++)   /* after the tables: their headings point at the names */
        bench_plugin_close(&pl[p]);
    for (int i = 0; i < nt; i++)
        out_free(&tables[i]);
    return 0;
}
