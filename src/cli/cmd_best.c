/* cmd_best.c - `talon best HAND --players P`: the probability that a hand is
 * the best before the draw, with card removal, in three views, and after
 * everybody's draw by a strategy (tab_best.h states the model; --after-draw
 * off leaves that Monte Carlo run out), beside the article's independence
 * shortcut (1 - q)^(P-1), which the text and md put under the table.
 * Here the options are checked and the figures computed; rep_best.c lays
 * them out. */
#include "cli.h"
#include "cli_data.h"
#include "cli_deck.h"
#include "dclass.h"
#include "err.h"
#include "labels.h"
#include "rep_best.h"
#include "tab_best.h"

/* HAND: a class (KK, draw, two-pair...) or five cards. */
static void parse_query(const cli_opts *o, rep_best_run *u)
{
    if (!o->players_set)
        cli_usage_error("best needs --players P (2 to 10)");
    /* The answer is before and after the draw (issue 18: the headline under
     * the most realistic model); --after-draw off keeps the before-draw
     * figures alone, and then nobody draws: a strategy would be ignored. */
    u->after = !o->after_draw_set || o->after_draw;
    if (!u->after && (o->strategy || o->camouflage_set))
        cli_usage_error("--%s sets how players draw: --after-draw off leaves the draw out",
                        o->strategy ? "strategy" : "camouflage");
    u->deck = cli_table_deck(o, o->players);   /* --deck N, else the article's deck for the players */
    cli_rules(o, u->deck, &u->r);
    u->q = (best_query){.players = o->players};
    const char *arg = o->pos[0];
    int cls;
    int rc = dclass_parse(&u->r, arg, &cls);
    if (rc == TALON_OK) {
        u->q.cls = cls;
    } else if (rc == TALON_E_DECK) {
        char dn[40];
        label_deck_name(u->deck, dn, sizeof dn);
        cli_usage_error("hand class '%s' does not exist in the deck of %s", arg, dn);
    } else {
        int n;
        u->q.hand = cli_cards(o, arg, u->deck, "hand", &n);
        if (n != 5)
            cli_usage_error("hand '%s' has %d card%s: give 5 cards or a class (KK, draw, two-pair...)", arg, n,
                            n == 1 ? "" : "s");
    }
    /* Five cards at 2 players is an exact enumeration (tab_best): a Monte
     * Carlo setting would be silently ignored, so it is refused. */
    if (u->q.hand && o->players == 2 && !u->after && (o->trials_set || o->precision > 0 || o->seed_set))
        cli_usage_error("five cards at 2 players are counted exactly: --%s does not apply with --after-draw off (it "
                        "sets the after-draw run)",
                        o->trials_set ? "trials" : o->precision > 0 ? "precision" : "seed");
    /* The drawing strategy read now, with the other options: a bad name or
     * file is refused at once, not after the before-draw run (issue 24). */
    if (u->after)
        cli_strategy(o, "article", &u->st);
}

static void run(const cli_opts *o, rep_best_run *u)
{
    const char *arg = o->pos[0];
    mc_config cfg;
    cli_mc_config(o, &cfg);
    if (!o->trials_set && o->precision <= 0)
        cfg.precision = 0.0005;   /* default: every figure to +-0.05 points */
    int rc = tab_best(&u->r, &u->q, &cfg, &u->b);
    if (rc == TALON_E_INVAL)
        cli_usage_error("no hand of the %d-card deck is in class '%s'", u->deck, arg);
    if (rc == TALON_E_RANGE)
        cli_usage_error("%d players cannot be dealt from %d cards", o->players, u->deck);
    cli_mc_done(rc);
    if (u->after) {   /* the same hand after everybody's draw (Monte Carlo), u->st read by parse_query */
        best_query qa = u->q;
        qa.after_draw = true;
        qa.strategy = &u->st;
        cli_mc_config(o, &cfg);
        if (!o->trials_set && o->precision <= 0)
            cfg.precision = 0.0005;
        cli_mc_done(tab_best(&u->r, &qa, &cfg, &u->ba));
    }
}

/* The table in o's format and language, emitted and freed. */
static void emit(const cli_opts *o, const rep_best_run *u)
{
    rep_best_params p = {.lang = o->lang, .seed = o->seed, .notation = o->notation, .hand_arg = o->pos[0]};
    out_table t;
    rep_best_table(&t, &p, u);
    out_table *ts[1] = {&t};
    cli_emit(ts, 1, o);
    out_free(&t);
}

int cmd_best(const cli_opts *o)
{
    /* On the stack: a usage error exits from inside parse_query or run,
     * and a heap block would then be reported as a leak (LSan). */
    rep_best_run run_state = {0}, *u = &run_state;
    parse_query(o, u);
    run(o, u);
    emit(o, u);
    cli_opts md;
    if (cli_md_copy(o, &md)) {   /* talon tables' Markdown, from the same computation */
        emit(&md, u);
        cli_md_copy_end();
    }
    return 0;
}
