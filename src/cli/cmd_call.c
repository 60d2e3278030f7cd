/* cmd_call.c - `talon call`: the weakest hand that should call an opening
 * at pot or half pot, by the opener's and the caller's positions, given
 * the opener's range from the opening table (tab_open, same model).
 *
 * For each model asked, the opening table is computed first (the opener's
 * range and the passers come from it), then every (opener, caller, bet)
 * cell asked for; all before printing.  Text and md: one table per model,
 * a row per (opener, caller).  csv and json: tidy, one row per model,
 * opener, caller and bet.
 *
 * Beside each model, the equilibrium's call (issue 16): the shipped
 * solution for these players and deck (strategies/solved, found as
 * `--model equilibrium` finds them) gives, for each opener and caller, the
 * pure threshold that calls as often as the solved game (the seats before
 * the opener checked, those between folded: the model's "the other players
 * fold").  A note counts where the model's threshold is the equilibrium's
 * class, a weaker or a stronger one.  Without a shipped file the column
 * says so.  --lang fr: every title, heading, note and the headline.
 *
 * This file parses and runs (the models: cli_open_run and tab_call; the
 * files: cli_eq_column) into a call_report (tab_open_report.h); the tables
 * are laid out by the report layer: rep_call_text.c (text, md) and
 * rep_call_tidy.c (csv, json).
 */
#include <stdio.h>
#include <stdlib.h>

#include "cli.h"
#include "cli_data.h"
#include "cli_deck.h"
#include "cli_eq.h"
#include "cli_open.h"
#include "err.h"
#include "rep_call_text.h"
#include "rep_call_tidy.h"
#include "tab_atleast.h"
#include "tab_call.h"
#include "tab_open_eq.h"
#include "tab_open_report.h"

#define CALL_TRIALS_B 60000
#define CALL_TRIALS_C 30000

/* ---- the equilibrium's calls: the shipped solutions ----------------------------------- */

/* The shipped files, found where `--model equilibrium` finds them
 * (cli_eq_column: talon's data folders) and named strategies/solved/NAME
 * in the output wherever they were, so outputs do not depend on the
 * checkout or the install.  q->have false when one is not shipped or
 * cannot be read, q->why saying why: the models' table is printed all the
 * same, the column saying so. */
static int eq_read(void *q, int b, const eq_solution *s)
{
    return call_eq_col_read(q, (enum open_bet)b, s);
}

/* What the command computes: per model asked, the opening table and the
 * calls, and the equilibrium's calls (a call_report, tab_open_report.h). */
static void compute(const cli_opts *o, call_report *u)
{
    if (!o->players_set)
        cli_usage_error("call needs --players P (4 to 8)");
    if (o->players < 4 || o->players > 8)
        cli_usage_error("--players must be 4 to 8 for the calling table, not %d", o->players);
    const int P = u->P = cli_players(o, 0);
    if (o->position > P)
        cli_usage_error("--position %d: there are %d players", o->position, P);
    if (o->opener > P)
        cli_usage_error("--opener %d: there are %d players", o->opener, P);
    if (o->position && o->position == o->opener)
        cli_usage_error("--position and --opener are the same player (%d)", o->opener);
    u->deck = cli_table_deck(o, P);
    cli_rules(o, u->deck, &u->r);
    u->models = cli_open_models(o);
    cli_strategy(o, "article", &u->s);
    uint32_t all = (1u << P) - 1;
    uint32_t openers = o->opener ? 1u << (o->opener - 1) : all;
    uint32_t calls = o->position ? 1u << (o->position - 1) : all;
    uint32_t bets = o->bet < 0 ? 3u : 1u << o->bet;
    double pct;
    bool trunc;
    u->printed_q = tab_atleast_article(u->deck, "AA", &pct, &trunc) == TALON_OK;
    u->eq.have = cli_eq_column(P, &u->r, u->eq.path, u->eq.why, sizeof u->eq.why, eq_read, &u->eq);
    for (int m = 0; m < OPEN_MODELS; m++) {
        if (!(u->models >> m & 1))
            continue;
        open_query q;
        cli_open_run(o, &u->r, P, m, u->printed_q, &u->s, m == OPEN_MODEL_C ? CALL_TRIALS_C : CALL_TRIALS_B, &q,
                     &u->opens[m]);
        mc_config cfg;
        cli_mc_config(o, &cfg);
        cli_mc_done(tab_call(&u->r, &q, &u->opens[m], openers, calls, bets, &cfg, &u->calls[m]));
    }
}

/* Options this command would ignore are refused (issue 18), one line,
 * exit 2.  --model equilibrium reads a solved game: no threshold model
 * runs, so nothing of theirs is read, nor --bet (both sizes are shown);
 * a --solution file has its own deck and rules (--deck, --ace-low, --order:
 * refused the same way by talon open).  The threshold models:
 * model a alone deals nothing; only model c draws. */
static void refuse_ignored(const cli_opts *o)
{
    const char *opt = NULL;
    if (cli_equilibrium_asked(o)) {
        if (o->bet >= 0)
            opt = "bet";
        else if (o->passers)
            opt = "passers";
        else if (o->callers > 0)
            opt = "callers";
        else if (o->strategy || o->camouflage_set)
            opt = o->strategy ? "strategy" : "camouflage";
        else if (o->trials_set || o->precision > 0 || o->seed_set || o->threads)
            opt = o->trials_set ? "trials" : o->precision > 0 ? "precision" : o->seed_set ? "seed" : "threads";
        else if (o->solution && (o->deck_set || o->ace_low_set || o->order_set))
            opt = o->deck_set ? "deck" : o->ace_low_set ? "ace-low" : "order";
        if (opt)
            cli_usage_error("--%s: talon call --model equilibrium reads the solved game's calls%s and would "
                            "ignore it",
                            opt, o->solution ? " from --solution" : "");
        return;
    }
    unsigned models = cli_open_models(o);
    const char *asked = o->model ? o->model : "all";
    if (!(models & (1u << OPEN_MODEL_B | 1u << OPEN_MODEL_C)) &&
        (o->trials_set || o->precision > 0 || o->seed_set || o->threads))
        cli_usage_error("--%s: model a is exact arithmetic, it deals nothing (--model %s; --trials, --precision, "
                        "--seed and --threads are for models b and c)",
                        o->trials_set ? "trials" : o->precision > 0 ? "precision" : o->seed_set ? "seed" : "threads",
                        asked);
    if (!(models & 1u << OPEN_MODEL_C) && (o->strategy || o->camouflage_set))
        cli_usage_error("--%s: only model c draws (--model %s)", o->strategy ? "strategy" : "camouflage", asked);
}

/* The tables of o's format (text and md: one a model; csv and json: the
 * tidy one), emitted and freed. */
static void emit(const cli_opts *o, const call_report *u)
{
    rep_open_params p;
    cli_open_params(o, &p);
    out_table tables[OPEN_MODELS], *ts[OPEN_MODELS];
    int nt = 0;
    if (o->format == OUT_CSV || o->format == OUT_JSON) {
        rep_call_tidy(&tables[nt++], &p, u);
    } else {
        for (int m = 0; m < OPEN_MODELS; m++)
            if (u->models >> m & 1)
                rep_call_model_table(&tables[nt++], &p, u, m);
    }
    if (nt)
        rep_call_headline(&p, u, &tables[0]);
    for (int i = 0; i < nt; i++)
        ts[i] = &tables[i];
    cli_emit(ts, nt, o);
    for (int i = 0; i < nt; i++)
        out_free(&tables[i]);
}

int cmd_call(const cli_opts *o)
{
    refuse_ignored(o);
    if (cli_equilibrium_asked(o))
        return cli_call_equilibrium(o);
    /* static: compute's usage errors exit from inside it (a heap copy would leak there, under LeakSanitizer) */
    static call_report report;
    call_report *u = &report;
    compute(o, u);
    emit(o, u);
    cli_opts md;
    if (cli_md_copy(o, &md)) {   /* talon tables' Markdown, from the same computation */
        emit(&md, u);
        cli_md_copy_end();
    }
    return 0;
}
