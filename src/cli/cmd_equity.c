/* cmd_equity.c - `talon equity`: the probability that a served hand wins
 * at the showdown, by category and by pair rank, before the draw and (with
 * --after-draw) after it under three models, beside the article's figures
 * ("espérance de gain"; tables/article/equity.csv).  One table per model; everything is
 * computed before anything is printed.  Here the options are checked and
 * the figures computed; rep_equity.c lays them out. */
#include <stdlib.h>

#include "cli.h"
#include "cli_data.h"
#include "cli_deck.h"
#include "err.h"
#include "rep_equity.h"
#include "tab_equity.h"

/* The tables (one a model), emitted and freed. */
static void emit(const cli_opts *o, const rules *r, const tab_equity *e)
{
    rep_equity_params p = {.lang = o->lang, .seed = o->seed};
    out_table tables[EQUITY_MODELS], *ts[EQUITY_MODELS];
    int n = rep_equity_tables(tables, &p, r, e);
    for (int i = 0; i < n; i++)
        ts[i] = &tables[i];
    cli_emit(ts, n, o);
    for (int i = 0; i < n; i++)
        out_free(&tables[i]);
}

int cmd_equity(const cli_opts *o)
{
    int players = cli_players(o, 4);
    int deck = cli_table_deck(o, players);   /* default: the article's deck for the players */
    if (5 * players > deck)
        cli_usage_error("%d players need %d cards, more than the %d of the deck", players, 5 * players, deck);
    /* Before the draw nobody draws: a strategy would be silently ignored (as in talon best). */
    if (!o->after_draw && (o->strategy || o->camouflage_set))
        cli_usage_error("--%s sets how players draw: it needs --after-draw", o->strategy ? "strategy" : "camouflage");
    rules r;
    cli_rules(o, deck, &r);
    strategy s;
    cli_strategy(o, "article", &s);

    mc_config cfg;
    cli_mc_config(o, &cfg);
    if (!o->trials_set && o->precision <= 0)
        cfg.trials = o->after_draw ? 1000000 : 4000000;
    equity_query q = {.players = players, .after = o->after_draw};
    tab_equity *e = malloc(sizeof *e);
    if (!e)
        cli_fail("out of memory");
    int rc = tab_equity_mc(&r, &s, &q, &cfg, e);
    if (rc == TALON_E_RANGE)
        cli_usage_error("%d players cannot be dealt from %d cards", players, deck);
    cli_mc_done(rc);
    emit(o, &r, e);
    cli_opts md;
    if (cli_md_copy(o, &md)) {   /* talon tables' Markdown, from the same computation */
        emit(&md, &r, e);
        cli_md_copy_end();
    }
    free(e);
    return 0;
}
