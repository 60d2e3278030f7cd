/* cmd_open.c - `talon open`: the weakest hand that may open at pot and at
 * half pot, by position, for 4 to 8 players, in three models, beside the
 * article's table "Paire nécessaire pour : Pot / demi-pot".
 *
 * Every table is computed (tab_open) before anything is printed.  Text and
 * md show one wide table per player count (position, the article, each
 * model as "pot / half", which models give the article's cell) and, for
 * several player counts, a summary of the fit; csv and json are tidy: one
 * row per player count, position, bet and model, with the estimates that
 * decided the cell.  Model (a) uses the article's printed "Jeux ayant plus
 * que…" cells where the article prints the deck, and is also computed
 * with our exact class frequencies ("a-exact"): the notes say where the
 * two differ.
 *
 * Beside the models, the equilibrium column (issue 16): the shipped
 * solution of the betting game for these players and deck
 * (strategies/solved/draw-<P>p-<deck>-pot.tsf and -half.tsf, found as
 * `--model equilibrium` finds them), read with tab_equilibrium: the pure
 * threshold that opens as often as the solved game, each seat's
 * best-response gain, and whether the file meets the quality goal.  Only
 * files are read (no solving), so the default table stays as fast as the
 * models make it.  Without a shipped file the column says so.  A small
 * table under each wide one says, cell by cell, whether the article's
 * threshold is the equilibrium's class, a weaker or a stronger one.
 *
 * The headline answers from that equilibrium where it is shipped (DESIGN
 * principle 7: advice from the solved game), with the files' quality, and
 * from the most realistic threshold model otherwise, saying so.  --table
 * picks one of the tables (thresholds, article-equilibrium, fit), each with
 * data columns of its own for csv and json.
 *
 * --lang fr translates every title, heading, note and the headline; the
 * csv/json keys and values stay English (they are names for programs).
 *
 * This file parses and runs: the models (cli_open_run, tab_open) and the
 * shipped files (cli_eq_shipped) into one open_report per player count
 * (tab_open_report.h, which also compares them with the article).  The
 * tables are laid out by the report layer: rep_open_wide.c (with
 * rep_open_notes.c), rep_open_fit.c and rep_open_tidy.c.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "card.h"
#include "cli.h"
#include "cli_data.h"
#include "cli_deck.h"
#include "cli_eq.h"
#include "cli_open.h"
#include "err.h"
#include "rep_open.h"
#include "rep_open_fit.h"
#include "rep_open_tidy.h"
#include "rep_open_wide.h"
#include "tab_open_report.h"

/* Default deals per class estimate: (b) is cheap, (c) deals and draws a
 * whole table.  With these the 4..8-player table takes about 20 s on two
 * cores (bench/RESULTS.md). */
#define OPEN_TRIALS_B 60000
#define OPEN_TRIALS_C 30000

unsigned cli_open_models(const cli_opts *o)
{
    if (!o->model || strcmp(o->model, "all") == 0)
        return 7;
    unsigned m = 0;
    const char *p = o->model;
    while (*p) {
        const char *comma = strchr(p, ',');
        size_t len = comma ? (size_t)(comma - p) : strlen(p);
        int k = -1;
        for (int i = 0; i < OPEN_MODELS; i++)
            if (len == 1 && p[0] == rep_open_model_key(i)[0])
                k = i;
        if (k < 0)
            cli_usage_error("--model must be a, b, c, a list such as a,b, all, or equilibrium, not '%s'", o->model);
        m |= 1u << k;
        p += len;
        if (*p == ',')
            p++;
    }
    if (!m)
        cli_usage_error("--model must be a, b, c, a list such as a,b, all, or equilibrium, not '%s'", o->model);
    return m;
}

/* ---- the run: one open_report per player count ------------------------------------- */

/* The equilibrium column: the pot and half-pot files for P players at r's
 * deck, found where `--model equilibrium` finds them (cli_eq_shipped:
 * talon's data folders) and named strategies/solved/NAME in the output
 * wherever they were, so outputs do not depend on the checkout or the
 * install.  q->have false when one is not shipped or cannot be read (q->why
 * says why): the opening table does not depend on it, so it is printed all
 * the same, the column saying so (--model equilibrium makes it an error). */
static int eq_read(void *q, int b, const eq_solution *s)
{
    return open_eq_col_read(q, (enum open_bet)b, s);
}

static void eq_shipped(int P, const rules *r, open_eq_col *q)
{
    memset(q, 0, sizeof *q);
    q->have = cli_eq_column(P, r, q->path, q->why, sizeof q->why, eq_read, q);
}

/* The rules, the article's cells and the equilibrium column (files only:
 * quick), before the models run: what --table may ask for is known then. */
static void prepare(const cli_opts *o, int P, int deck, open_report *j)
{
    rules r;
    cli_rules(o, deck, &r);
    open_report_init(j, P, deck, &r);
    eq_shipped(P, &j->r, &j->eq);
}

/* The models asked for (b and c: Monte Carlo, the long part). */
static void compute(const cli_opts *o, unsigned models, const strategy *s, open_report *j)
{
    const int P = j->players;
    for (int m = 0; m < OPEN_MODELS; m++) {
        if (!(models >> m & 1))
            continue;
        open_query q;
        cli_open_run(o, &j->r, P, m, j->printed_q, s, m == OPEN_MODEL_C ? OPEN_TRIALS_C : OPEN_TRIALS_B, &q,
                     &j->t[m]);
        if (m == OPEN_MODEL_A && j->printed_q) {
            mc_config cfg;
            cli_mc_config(o, &cfg);
            q.article_q = false;
            cli_mc_done(tab_open(&j->r, &q, &cfg, &j->a_exact));
        }
    }
}

/* Options this command would ignore are refused (issue 18): what only
 * the Monte Carlo models read, with model a alone; the drawing strategy
 * without model c; --deck, --ace-low and --order beside a --solution file,
 * which has its own deck and rules (models a, b, c beside it are run under
 * the file's rules, as the equilibrium column is; talon call refuses them
 * too). */
static void refuse_ignored(const cli_opts *o, unsigned models)
{
    if (cli_equilibrium_asked(o)) {
        if (o->table)
            cli_usage_error("--table chooses among the threshold tables; --model equilibrium prints the solved game's "
                            "own (leave --table out)");
        if (o->solution && o->deck_set && !o->deck_auto)
            cli_usage_error("--deck: the --solution file has its own deck (leave --deck out)");
        if (o->solution && (o->ace_low_set || o->order_set))
            cli_usage_error("--%s: the --solution file has its own rules (leave --%s out)",
                            o->ace_low_set ? "ace-low" : "order", o->ace_low_set ? "ace-low" : "order");
        return;   /* it runs the three models beside the solved game */
    }
    const char *asked = o->model ? o->model : "all";
    if (!(models & (1u << OPEN_MODEL_B | 1u << OPEN_MODEL_C))) {
        if (o->trials_set || o->precision > 0 || o->seed_set || o->threads)
            cli_usage_error("--%s: model a is exact arithmetic, it deals nothing (--model %s; "
                            "--trials, --precision, --seed and --threads are for models b and c)",
                            o->trials_set ? "trials" : o->precision > 0 ? "precision" : o->seed_set ? "seed" : "threads",
                            asked);
    }
    if (!(models & 1u << OPEN_MODEL_C) && (o->strategy || o->camouflage_set))
        cli_usage_error("--%s: only model c draws (--model %s)", o->strategy ? "strategy" : "camouflage", asked);
}

/* The player counts of the run into *lo..*hi: --players, else 4..8 (those
 * a fixed --deck can deal). */
static void player_range(const cli_opts *o, int *lo, int *hi)
{
    *lo = 4;
    *hi = 8;
    if (o->players_set) {
        if (o->players < 4 || o->players > 8)
            cli_usage_error("--players must be 4 to 8 for the opening table, not %d", o->players);
        *lo = *hi = o->players;
    }
    const bool fixed_deck = o->deck_set && !o->deck_auto;
    if (fixed_deck && !o->players_set) {   /* the player counts the deck can deal */
        while (*hi >= *lo && 5 * *hi > o->decks[0])
            (*hi)--;
        if (*hi < *lo)
            cli_usage_error("a %d-card deck cannot deal 4 players", o->decks[0]);
    }
}

/* --table (one table a CSV stream): thresholds, the main one (text and md:
 * the wide table of each player count; csv and json: the tidy rows),
 * article-equilibrium (under each wide table where the article's deck has a
 * shipped solution), fit (the summary over several player counts).
 * Checked before the models run.  Returns cli_table's choice (-1: all);
 * *fit whether the summary can be made. */
static int table_asked(const cli_opts *o, const open_report *jobs, int n, bool *fit)
{
    bool any_article = false, any_fit = false;
    for (int i = 0; i < n; i++) {
        any_article = any_article || jobs[i].article;
        any_fit = any_fit || (jobs[i].article && jobs[i].eq.have);
    }
    static const char *const NAMES[] = {"thresholds", "article-equilibrium", "fit"};
    const bool avail[] = {true, any_fit, n > 1 && any_article};
    static const char *const WHY[] = {
        NULL,
        "no player count of this run has both the article's deck and a shipped solution (talon open --players 5: "
        "both)",
        "the fit summary is over several player counts at the article's decks (leave --players and --deck out)"};
    *fit = avail[2];
    return cli_table(o, NAMES, 3, avail, WHY);
}

/* The tables asked for (one: table_asked's choice), emitted and freed. */
static void emit(const cli_opts *o, const open_report *jobs, int n, unsigned models, const strategy *s, int one,
                 bool fit)
{
    const bool data = o->format == OUT_CSV || o->format == OUT_JSON;
    rep_open_params p;
    cli_open_params(o, &p);
    out_table *tables = calloc(2 * (size_t)n + 1, sizeof *tables);
    out_table **ts = calloc(2 * (size_t)n + 1, sizeof *ts);
    if (!tables || !ts)
        cli_fail("out of memory");
    int nt = 0;
    if (data && one <= 0)
        rep_open_tidy(&p, jobs, n, models, s, &tables[nt++]);
    /* text and md: per player count the wide table, the article against
     * the equilibrium under it (when both are there); then the summary */
    for (int i = 0; i < n; i++) {
        if (!data && one <= 0)
            rep_open_wide(&p, &jobs[i], models, s, &tables[nt++]);
        if ((one < 0 || one == 1) && jobs[i].article && jobs[i].eq.have)
            rep_open_eq_fit(&p, &jobs[i], &tables[nt++]);
    }
    if ((one < 0 || one == 2) && fit)
        rep_open_summary(&p, jobs, n, models, &tables[nt++]);
    for (int i = 0; i < nt; i++)
        ts[i] = &tables[i];
    cli_emit(ts, nt, o);
    for (int i = 0; i < nt; i++)
        out_free(&tables[i]);
    free(ts);
    free(tables);
}

int cmd_open(const cli_opts *o)
{
    if (cli_equilibrium_asked(o)) {
        refuse_ignored(o, 7);
        return cli_open_equilibrium(o);
    }
    int lo, hi;
    player_range(o, &lo, &hi);
    unsigned models = cli_open_models(o);
    refuse_ignored(o, models);
    strategy s;
    cli_strategy(o, "article", &s);
    int n = hi - lo + 1;
    bool fit;
    if (o->table && strcmp(o->table, "list") == 0)
        table_asked(o, NULL, 0, &fit);   /* the names need no solution file read: printed, exit */
    open_report *jobs = calloc((size_t)n, sizeof *jobs);
    if (!jobs)
        cli_fail("out of memory");
    for (int i = 0; i < n; i++)
        prepare(o, lo + i, cli_table_deck(o, lo + i), &jobs[i]);
    int one = table_asked(o, jobs, n, &fit);
    for (int i = 0; i < n; i++)
        compute(o, models, &s, &jobs[i]);
    emit(o, jobs, n, models, &s, one, fit);
    cli_opts md;
    if (cli_md_copy(o, &md)) {   /* talon tables' Markdown, from the same computation */
        emit(&md, jobs, n, models, &s, table_asked(&md, jobs, n, &fit), fit);
        cli_md_copy_end();
    }
    free(jobs);
    return 0;
}
