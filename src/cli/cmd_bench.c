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
 * by the report layer (rep_bench.c, rep_bench_plugin.c, which also name the
 * evaluator rows) and printed at once.  This file parses and checks the
 * options, runs the measurements, and turns the bench layer's errors into
 * messages.  A status line on stderr says what is being timed when stderr
 * is a terminal.
 *
 * --lang fr: the tables in French (the report layer's); the CSV and JSON
 * names and values, the status line and errors stay English.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "bench.h"
#include "cli.h"
#include "err.h"
#include "rep_bench.h"
#include "rep_bench_plugin.h"

/* --what items. */
enum { W_EVAL5 = 1, W_EVAL7 = 2, W_DEAL = 4, W_SIM = 8, W_EXACT = 16 };
static const struct { const char *name; unsigned bit; } WHAT[] = {
    {"eval5", W_EVAL5}, {"eval7", W_EVAL7}, {"deal", W_DEAL}, {"sim", W_SIM}, {"exact", W_EXACT},
};
#define N_WHAT ((int)(sizeof WHAT / sizeof WHAT[0]))

#define RAND_HANDS (1u << 20)   /* random hands per array: 8 MiB each, in the L3 cache */
#define SIM_TRIALS (1ull << 23) /* Monte Carlo trials per pass (~0.25 s on one thread) */
#define DEAL_HANDS (1ull << 22)

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

/* Time the rows, interleaved (bench_eval_set): repetition r of every row,
 * then r + 1; then every talon row of the same hands (order) must have the
 * same checksum. */
static void eval_measure(const bench_data *d, rep_bench_row *rows, int n, const bench_cfg *cfg)
{
    bench_eval_spec s[REP_BENCH_ROWS_MAX];
    bench_stat st[REP_BENCH_ROWS_MAX];
    bool talon[REP_BENCH_ROWS_MAX];
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
    int n = 0;   /* path[1 ..]: the plug-ins as given; path[0] unused (talon's own is built in) */
    for (char *save = NULL, *tok = strtok_r(buf, ",", &save); tok; tok = strtok_r(NULL, ",", &save)) {
        if (n == REP_BENCH_PLUGINS_MAX)
            cli_usage_error("--evaluator: at most %d plug-ins", REP_BENCH_PLUGINS_MAX);
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
    static rep_bench_row rows[2][REP_BENCH_ROWS_MAX];
    int nrows[2] = {0, 0}, nt = 0;
    for (int k = 0; k < 2; k++) {
        int cards = k == 0 ? 5 : 7;
        if (!(what & (k == 0 ? W_EVAL5 : W_EVAL7)))
            continue;
        double prate[REP_BENCH_PLUGINS_ALL] = {0};
        for (int p = 0; p < npl && cards == 7; p++)
            prate[p] = plugin_first_look(&d, &pl[p]);
        nrows[k] = rep_bench_eval_rows(cards, pl, npl, prate, rows[k], o->lang);
        eval_measure(&d, rows[k], nrows[k], cfg);
        rep_bench_eval_table(&tables[nt], cards, r, &d, rows[k], nrows[k], cfg, o->seed, o->lang);
        rep_bench_enum_skipped(&tables[nt], cards, pl, npl, prate, o->lang);
        nt++;
    }
    bench_data_free(&d);
    rep_bench_row *rp[2] = {rows[0], rows[1]};
    for (int p = 0; p < npl; p++) {
        rep_bench_verify_table(&tables[nt++], &pl[p], p ? path[p] : NULL, ver[p], nver[p], o->lang);
        if (p)
            rep_bench_compare_table(&tables[nt++], &pl[0], &pl[p], rp, nrows, o->lang);
    }
    if (npl)
        rep_bench_side_table(&tables[nt++], pl, npl, rp, nrows, o->lang);
    return nt;
}

/* ---- dealer, simulator, exact tables: measured and checked, then formatted ---------------- */

static void deal_section(out_table *t, const rules *r, const bench_cfg *cfg, int lang)
{
    bench_stat st[BENCH_DEAL_N];
    int failed, rc = bench_deal_all(r, DEAL_HANDS, cfg, st, &failed, progress, NULL);
    if (rc != TALON_OK && failed < 0)
        cli_fail("bench: eval5 and eval_batch give other values on the same dealt hands");
    if (rc != TALON_OK)
        check(rc, bench_deal_name((enum bench_deal)failed));
    rep_bench_deal_table(t, r, st, lang);
}

static void sim_section(out_table *t, const rules *r, int max_threads, uint64_t trials, const bench_cfg *cfg,
                        int lang)
{
    bench_sim_step steps[BENCH_SIM_STEPS];
    int n, differs, rc = bench_sim_scale(r, max_threads, trials, cfg, steps, &n, &differs, progress, NULL);
    if (differs)
        cli_fail("bench: tab_freq_mc gave other counts at %d threads", differs);
    check(rc, "tab_freq_mc");
    rep_bench_sim_table(t, steps, n, trials, lang);
}

static void exact_section(out_table *t, const rules *r, int threads, const bench_cfg *cfg, int lang)
{
    bench_stat st[BENCH_EXACT_N];
    int failed, rc = bench_exact_all(r->ace_low, r->order, threads, cfg, st, &failed, progress, NULL);
    if (rc != TALON_OK)
        check(rc, bench_exact_name((enum bench_exact)failed));
    rep_bench_exact_table(t, r, threads, cfg, st, lang);
}

int cmd_bench(const cli_opts *o)
{
    double t_start = wall();
    g_load = bench_load();
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
    bench_plugin pl[REP_BENCH_PLUGINS_ALL] = {{0}};
    bench_verify ver[REP_BENCH_PLUGINS_ALL][2];
    int nver[REP_BENCH_PLUGINS_ALL];
    char path[REP_BENCH_PLUGINS_ALL][512];
    int npl = plugins_load(o, &r, pl, path, ver, nver);

    out_table tables[4 + 2 * REP_BENCH_PLUGINS_ALL + 4], *ts[4 + 2 * REP_BENCH_PLUGINS_ALL + 4];
    int nt = 0;
    if (what & (W_EVAL5 | W_EVAL7))
        nt = eval_section(o, what, &r, &cfg, pl, npl, path, ver, nver, tables);
    else
        for (int p = 0; p < npl; p++)
            rep_bench_verify_table(&tables[nt++], &pl[p], p ? path[p] : NULL, ver[p], nver[p], o->lang);
    if (what & W_DEAL)
        deal_section(&tables[nt++], &r, &cfg, o->lang);
    if (what & W_SIM)
        sim_section(&tables[nt++], &r, o->threads ? o->threads : bench_cores(), o->trials_set ? o->trials : SIM_TRIALS,
                    &cfg, o->lang);
    if (what & W_EXACT) {
        bench_cfg xc = {.reps = cfg.reps > 3 ? 3 : cfg.reps, .min_seconds = 0};
        exact_section(&tables[nt++], &r, o->threads, &xc, o->lang);
    }
    status_end();
    for (int i = 0; i < nt; i++)
        ts[i] = &tables[i];
    rep_bench_machine_notes(ts[0], wall() - t_start, g_load, o->lang);
    cli_emit(ts, nt, o);
    for (int p = 0; p < npl; p++)   /* after the tables: their headings point at the names */
        bench_plugin_close(&pl[p]);
    for (int i = 0; i < nt; i++)
        out_free(&tables[i]);
    return 0;
}
