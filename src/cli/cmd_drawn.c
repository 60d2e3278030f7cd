/* cmd_drawn.c - `talon drawn`: "Cartes demandées", the final hand by number
 * of cards drawn and how often each draw is asked, under a drawing
 * strategy, with the article's value beside ours; then the origins of the
 * final hands (the --strategy loader every command with a drawing strategy
 * shares, cli_strategy, is in cli_data.c).
 *
 * One player: tab_drawn_exact.  Several: Monte Carlo deals of a whole table
 * (table.h, tab_drawn_mc), in the same tab_drawn struct, with what the
 * dealer did (four-card rule, re-shuffles) as a note.  Every table
 * is computed completely before anything is printed.  A cell is flagged when
 * our value is outside the rounding of the article's printed value (the
 * article rounds; its 3-card rows at 48..40 cards print whole percents for
 * the first three columns); the reason gives the other straight convention's
 * value.  CSV keeps exactly deck,ace_low,players,cards_drawn,asked,final,
 * probability; the article, flags and the per-draw "asked" rows are for
 * text, md and json.  This file computes and assembles; the table's
 * columns and rows are laid out in cmd_drawn_table.c, the headline and
 * notes in cmd_drawn_notes.c.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "cli_data.h"
#include "cli_deck.h"
#include "cmd_drawn_hand.h"
#include "cmd_drawn_notes.h"
#include "cmd_drawn_table.h"
#include "err.h"
#include "stats.h"
#include "tab_drawn.h"
#include "tab_freq.h"
#include "table.h"

/* ---- computing ------------------------------------------------------------------------ */

static void compute(const cli_opts *o, const rules *r, const strategy *s, int players, tab_drawn *t)
{
    if (players <= 1) {
        int rc = tab_drawn_exact(r, s, o->threads, t);   /* 0: all cores; same result at any count */
        if (rc != TALON_OK)
            cli_fail("exact table for %d cards: %s", r->deck_size, err_str(rc));
        return;
    }
    /* Several players: Monte Carlo deals of the whole table (table.h), every
     * seat pooled, nobody forced (folding hands fold). */
    strategy_plan plan;
    if (strategy_plan_init(&plan, s, r) != TALON_OK)
        cli_fail("invalid strategy");
    table tb;
    int rc = table_init(&tb, r, &plan, players, TABLE_FULL);
    if (rc == TALON_E_RANGE)
        cli_usage_error("%d players cannot be dealt from %d cards", players, r->deck_size);
    if (rc != TALON_OK)
        cli_fail("table for %d players: %s", players, err_str(rc));
    mc_config cfg;
    cli_mc_config(o, &cfg);
    if (!o->trials_set && o->precision <= 0)
        cfg.precision = 0.001;   /* default: every cell to +-0.1 point, the article's rounding */
    rc = tab_drawn_mc(&tb, s, &cfg, t);
    table_free(&tb);
    cli_mc_done(rc);
}

static void build(const cli_opts *o, int deck, const strategy *s, out_table *t, out_table *orig)
{
    drawn_ctx *x = calloc(1, sizeof *x);
    if (!x)
        cli_fail("out of memory");
    x->o = o;
    x->deck = deck;
    x->players = cli_players(o, 1);
    x->csv = o->format == OUT_CSV;
    cli_rules(o, deck, &x->r);
    compute(o, &x->r, s, x->players, &x->a);
    /* The article's rows exist for this deck (single player only); the
     * other straight convention, for the reasons (text, md, json). */
    double dummy;
    int dd;
    x->have_art = x->players == 1 && tab_drawn_article_asked(deck, 0, &dummy, &dd) == TALON_OK;
    x->have_alt = x->have_art && !x->csv && tab_drawn_exact_other(&x->r, s, o->threads, &x->alt) == TALON_OK;

    char title[160];
    label_deck_name_lang(deck, o->lang, x->dn, sizeof x->dn);
    if (x->players > 1)
        snprintf(title, sizeof title, o->lang ? "Cartes demandées, %s, %d joueurs" : "Cards drawn, %s, %d players",
                 x->dn, x->players);
    else
        snprintf(title, sizeof title, o->lang ? "Cartes demandées, %s" : "Cards drawn, %s", x->dn);
    out_init(t, title);
    if (o->ndecks == 1)
        cmd_drawn_headline(t, x, s);
    cmd_drawn_notes(t, x, s);
    cmd_drawn_cols(t, x);
    for (int d = 0; d < TAB_DRAWN_ROWS; d++)
        cmd_drawn_row(t, x, d);
    cmd_drawn_tail(t, x);
    cmd_drawn_origins(orig, x);
    free(x);
}

int cmd_drawn(const cli_opts *o)
{
    if (o->npos == 1)   /* talon drawn HAND: every way to draw from one hand */
        return cmd_drawn_hand(o);
    cli_opts oo = cli_article_decks(o);   /* default: the article's five tables */
    if (!o->ace_low_set)
        oo.ace_low = 0;   /* the article's convention (its pat-hand table) */
    if (o->quiet && oo.ndecks != 1)
        cli_usage_error("--quiet prints the headline of one deck: give --deck N");
    int players = cli_players(o, 1);
    if (players == 1 && (o->trials_set || o->precision > 0 || o->seed_set))
        cli_usage_error("--trials, --precision and --seed need --players 2 or more (one player is exact)");
    for (int i = 0; i < oo.ndecks; i++)
        if (5 * players > oo.decks[i])
            cli_usage_error("%d players need %d cards, more than the %d of the deck", players, 5 * players,
                            oo.decks[i]);
    /* --table: the cards-drawn table (the main one: CSV holds it alone by
     * default) or the origins, one table a CSV stream (cli_table). */
    static const char *const NAMES[] = {"drawn", "origins"};
    int one = cli_table(o, NAMES, 2, NULL, NULL);
    strategy s;
    cli_strategy(o, "article", &s);

    out_table tables[2 * CLI_MAX_DECKS], *ts[2 * CLI_MAX_DECKS];
    int n = 0;
    for (int i = 0; i < oo.ndecks; i++) {
        build(&oo, oo.decks[i], &s, &tables[2 * i], &tables[2 * i + 1]);
        if (one != 1)
            ts[n++] = &tables[2 * i];
        if (one != 0)
            ts[n++] = &tables[2 * i + 1];
    }
    cli_emit(ts, n, &oo);
    for (int i = 0; i < 2 * oo.ndecks; i++)
        out_free(&tables[i]);
    return 0;
}

