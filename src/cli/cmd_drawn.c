/* cmd_drawn.c - `talon drawn`: "Cartes demandées", the final hand by number
 * of cards drawn and how often each draw is asked, under a drawing
 * strategy, with the article's value beside ours; then the origins of the
 * final hands (the --strategy loader every command with a drawing strategy
 * shares, cli_strategy, is in cli_data.c).  With a hand (talon drawn
 * HAND): "what do I draw?", each of the 32 ways to keep it, counted
 * exactly (tab_keeps.h), laid out by rep_drawn_hand.h.
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
 * text, md and json.  This file checks the options and computes; the
 * tables are laid out by the report layer (rep_drawn.h).
 */
#include <stdlib.h>

#include "card.h"
#include "cli.h"
#include "cli_data.h"
#include "cli_deck.h"
#include "err.h"
#include "rep_drawn.h"
#include "rep_drawn_hand.h"
#include "tab_drawn.h"
#include "tab_keeps.h"
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

/* One deck's figures (ours, and for the article's comparison the other
 * straight convention's), then its two tables (rep_drawn.h). */
static void build(const cli_opts *o, int deck, const strategy *s, out_table *t, out_table *orig)
{
    tab_drawn *a = calloc(2, sizeof *a);   /* a[0] ours, a[1] the other convention */
    if (!a)
        cli_fail("out of memory");
    rules r;
    int players = cli_players(o, 1);
    cli_rules(o, deck, &r);
    compute(o, &r, s, players, &a[0]);
    bool have_alt = rep_drawn_has_article(deck, players) && o->format != OUT_CSV &&
                    tab_drawn_exact_other(&r, s, o->threads, &a[1]) == TALON_OK;
    rep_drawn_params p = {
        .lang = o->lang, .format = o->format, .seed = o->seed, .ace_low_set = o->ace_low_set, .headline = o->ndecks == 1};
    rep_drawn_tables(&p, &r, players, s, &a[0], have_alt ? &a[1] : NULL, t, orig);
    free(a);
}

/* ---- talon drawn HAND ------------------------------------------------------------------ */

static void hand_options(const cli_opts *o)
{
    if (cli_players(o, 1) != 1)
        cli_usage_error("--players %d: talon drawn HAND is one player's draw, counted exactly (without a hand, "
                        "--players deals whole tables)",
                        o->players);
    if (o->trials_set || o->precision > 0 || o->seed_set)
        cli_usage_error("--%s: talon drawn HAND counts every draw exactly",
                        o->trials_set ? "trials" : o->precision > 0 ? "precision" : "seed");
    if (o->table)
        cli_usage_error("--table: talon drawn HAND prints one table");
    if (o->deck_set && o->ndecks != 1)
        cli_usage_error("talon drawn HAND takes one deck: give --deck N (default 52)");
}

/* talon drawn HAND: every way to draw from one hand, counted exactly. */
static int drawn_hand(const cli_opts *o)
{
    hand_options(o);
    static rep_drawn_keeps run;   /* static: a usage error exits from inside (LSan) */
    rep_drawn_keeps *u = &run;
    const int deck = o->deck_set ? o->decks[0] : 52;
    cli_opts oo = *o;
    if (!o->ace_low_set)
        oo.ace_low = 0;   /* talon drawn's convention (the article's pat-hand table) */
    cli_rules(&oo, deck, &u->r);
    int n;
    uint64_t hand = cli_cards(&oo, o->pos[0], deck, "hand", &n);
    if (n != 5)
        cli_usage_error("hand '%s' has %d card%s: give the 5 cards served", o->pos[0], n, n == 1 ? "" : "s");
    u->nota = o->notation != CARD_AUTO ? o->notation : card_detect(o->pos[0]);
    card_format(hand, u->nota, u->hand, sizeof u->hand);
    cli_strategy(&oo, "article", &u->s);
    if (tab_keeps_exact(&u->r, &u->s, hand, &u->k) != TALON_OK)
        cli_fail("cannot count the draws of %s", u->hand);
    out_table t, *ts[1] = {&t};
    rep_drawn_hand(u, o->lang, o->seed, &t);
    cli_emit(ts, 1, &oo);
    out_free(&t);
    return 0;
}

/* ---- talon drawn ----------------------------------------------------------------------- */

int cmd_drawn(const cli_opts *o)
{
    if (o->npos == 1)   /* talon drawn HAND: every way to draw from one hand */
        return drawn_hand(o);
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

