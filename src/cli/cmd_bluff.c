/* cmd_bluff.c - `talon bluff`: optimal bluff frequency, raise size, calling
 * frequency and value from stated game-theory models (bluff.h), a Monte
 * Carlo check of each, and the article's three statements beside ours.
 *
 * Three tables, all computed before anything is printed: the strategy of
 * each model (one row per model: all four by default, or --model NAME), the
 * Monte Carlo check (formula, estimate, 95% interval, z), and the article's
 * statements evaluated in every model with a flag where a model does not
 * support one (laid out by the report layer, rep_bluff.h).  A positional
 * TABLE picks one; csv, being one tidy table, shows the strategies unless
 * TABLE names another.  The inputs go through the library's checks, so a
 * bad value is the library's TALON_E_RANGE turned into one line and exit 2.
 */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "bluff.h"
#include "cli.h"
#include "err.h"
#include "rep_bluff.h"

/* The article's example, used when --claimed / --opp-win are not given. */
#define DEFAULT_CLAIMED 0.15
#define DEFAULT_OPP_WIN 0.10
/* The largest raise played, in pots: beyond it the figures are of no use
 * and lose their digits (a value of 1e150 pots, gains of +-1e300 in the
 * Monte Carlo sums).  An optimal raise above it (q near 0) is refused like
 * an unbounded one. */
#define RAISE_MAX 1e6
/* Monte Carlo deals per model without --trials: about 20 ms each. */
#define DEFAULT_TRIALS 1000000ULL


/* ---- inputs ------------------------------------------------------------------ */

static void check_inputs(const cli_opts *o, double f, double q)
{
    /* bluff_check is the one judge; these calls only say which value failed. */
    if (bluff_check(f, 0, 0) != TALON_OK)
        cli_usage_error("--claimed must be a probability between 0 and 1, not %g", f);
    if (bluff_check(0, q, 0) != TALON_OK)
        cli_usage_error("--opp-win must be a probability between 0 and 1, not %g", q);
    if (o->raise_set && bluff_check(0, 0, o->raise) != TALON_OK)
        cli_usage_error("--raise must be a non-negative number of pots, not %g", o->raise);
    if (o->raise_set && o->raise > RAISE_MAX)
        cli_usage_error("--raise must be at most %g pots, not '%g'", RAISE_MAX, o->raise);
}

static int models_of(const cli_opts *o, enum bluff_model *ms)
{
    if (!o->model || strcmp(o->model, "all") == 0) {
        for (int i = 0; i < BLUFF_NMODELS; i++)
            ms[i] = (enum bluff_model)i;
        return BLUFF_NMODELS;
    }
    if (bluff_model_parse(o->model, &ms[0]) != TALON_OK)
        cli_usage_error("--model must be ante, pot, value, vn1944, all or equilibrium, not '%s'", o->model);
    if (ms[0] == BLUFF_VN1944 && (o->claimed_set || o->opp_win_set))
        cli_usage_error("--model vn1944 takes no --claimed or --opp-win: its solution fixes both");
    return 1;
}


/* ---- the command ------------------------------------------------------------ */

/* Which tables: TABLE (positional) or all of them; csv holds one tidy
 * table, the strategies unless TABLE names another. */
enum { T_STRATEGIES = 1, T_CHECK = 2, T_ARTICLE = 4 };

static unsigned tables_of(const cli_opts *o)
{
    /* TABLE, or --table TABLE as for pots and stud (cli_table: list, all,
     * the main table alone in csv). */
    if (o->npos && o->table)
        cli_usage_error("give the table once: TABLE or --table TABLE, not both");
    cli_opts t = *o;
    if (o->npos)
        t.table = o->pos[0];
    static const char *const NAMES[] = {"strategies", "check", "article"};
    if (o->npos && strcmp(t.table, "all") && strcmp(t.table, "list") && strcmp(t.table, NAMES[0]) &&
        strcmp(t.table, NAMES[1]) && strcmp(t.table, NAMES[2]))
        cli_usage_error("'talon bluff' shows the tables strategies, check, article or all (list names them), not "
                        "'%s'", t.table);
    int one = cli_table(&t, NAMES, 3, NULL, NULL);
    unsigned which = one < 0 ? T_STRATEGIES | T_CHECK | T_ARTICLE : 1u << one;
    /* The Monte Carlo options set the check alone: refused where it is not printed. */
    const char *mc = o->trials_set ? "--trials" : o->precision > 0 ? "--precision" : o->seed_set ? "--seed" : NULL;
    if (mc && !(which & T_CHECK))
        cli_usage_error("%s sets the Monte Carlo check, and the table '%s' has none (give check or all)", mc,
                        NAMES[one]);
    return which;
}

/* Solve each of the n models ms at f, q and the raise played (--raise, else
 * each model's optimal r*) into runs; a raise unbounded or above RAISE_MAX
 * is a usage error. */
static void solve_runs(const cli_opts *o, const enum bluff_model *ms, int n, double f, double q, rep_bluff_run *runs)
{
    for (int i = 0; i < n; i++) {
        rep_bluff_run *R = &runs[i];
        R->m = ms[i];
        if (bluff_optimal_raise(R->m, f, q, &R->optimal) != TALON_OK)
            cli_fail("cannot solve model %s", bluff_model_key(R->m));
        double r = o->raise_set ? o->raise : R->optimal;
        if (!isfinite(r))
            cli_usage_error("with q = %g and f = %g the optimal raise of model %s is unbounded (the value "
                            "grows with the raise): give --raise R",
                            q, f, bluff_model_key(R->m));
        if (r > RAISE_MAX)
            cli_usage_error("with q = %g and f = %g the optimal raise of model %s is %g pots, more than the %g "
                            "talon plays: give --raise R",
                            q, f, bluff_model_key(R->m), r, RAISE_MAX);
        int rc = bluff_solve(R->m, f, q, r, &R->s);
        if (rc == TALON_E_RANGE)   /* check_inputs let it through: cannot happen */
            cli_usage_error("%s", err_str(rc));
        if (rc != TALON_OK)
            cli_fail("cannot solve model %s: %s", bluff_model_key(R->m), err_str(rc));
        bluff_opp_win_for_raise(R->m, r, &R->q_for_raise);
    }
}

/* What the tables say of the options: f and q played, the raise, the check's seed. */
static void bluff_params(const cli_opts *o, double f, double q, rep_bluff_params *p)
{
    *p = (rep_bluff_params){.lang = o->lang, .claimed = f, .opp_win = q, .claimed_set = o->claimed_set,
                            .opp_win_set = o->opp_win_set, .raise_set = o->raise_set, .raise = o->raise,
                            .seed = o->seed, .precision = o->precision};
}

int cmd_bluff(const cli_opts *o)
{
    if (cli_equilibrium_asked(o)) {
        /* The stated game's inputs mean nothing to the solved game. */
        const char *toy = o->claimed_set ? "--claimed" : o->opp_win_set ? "--opp-win" : o->raise_set ? "--raise"
                          : o->precision > 0 ? "--precision" : o->npos ? "a TABLE" : o->table ? "--table" : NULL;
        if (toy)
            cli_usage_error("--model equilibrium reads the solved draw game: %s does not apply (the stated models "
                            "take it)", toy);
        if (o->solution && o->deck_set && !o->deck_auto)   /* as talon open and call */
            cli_usage_error("--deck: the --solution file has its own deck (leave --deck out)");
        return cli_bluff_equilibrium(o);
    }
    if (o->players_set || o->deck_set)
        cli_usage_error("--players and --deck go with --model equilibrium (the toy models have no table)");
    unsigned which = tables_of(o);
    double f = o->claimed_set ? o->claimed : DEFAULT_CLAIMED;
    double q = o->opp_win_set ? o->opp_win : DEFAULT_OPP_WIN;
    check_inputs(o, f, q);
    enum bluff_model ms[BLUFF_NMODELS];
    int n = models_of(o, ms);

    rep_bluff_run runs[BLUFF_NMODELS];
    solve_runs(o, ms, n, f, q, runs);
    if (which & T_CHECK)
        for (int i = 0; i < n; i++) {
            mc_config cfg;
            cli_mc_config(o, &cfg);
            if (!o->trials_set && o->precision <= 0)
                cfg.trials = DEFAULT_TRIALS;
            cli_mc_done(bluff_mc_run(&runs[i].s, &cfg, &runs[i].mc, NULL));
        }

    rep_bluff_params p;
    bluff_params(o, f, q, &p);
    out_table tables[3], *ts[3];
    int nt = 0;
    if (which & T_STRATEGIES)
        rep_bluff_strategies(&p, runs, n, &tables[nt++]);
    if (which & T_CHECK)
        rep_bluff_check(&p, runs, n, &tables[nt++]);
    if (which & T_ARTICLE)
        rep_bluff_article(ms, n, o->lang, &tables[nt++]);
    for (int i = 0; i < nt; i++)
        ts[i] = &tables[i];
    cli_emit(ts, nt, o);
    for (int i = 0; i < nt; i++)
        out_free(&tables[i]);
    return 0;
}

