/* cmd_atleast.c - `talon atleast`: "Jeux ayant plus que…", the probability
 * that a dealt hand is strictly better (by draw class) than trips, two pair,
 * a playable draw, and each pair, per deck, exact, with the article's value
 * beside ours.  Here each deck's table is computed under both straight
 * conventions before anything is printed; rep_atleast.c lays it out and
 * says which cells differ from the article, and why.
 */
#include "cli.h"
#include "cli_deck.h"
#include "err.h"
#include "rep_atleast.h"
#include "tab_atleast.h"

/* One deck's table into t. */
static void build(const cli_opts *o, int deck, out_table *t)
{
    rules r;
    tab_atleast a, alt;          /* ours; the other straight convention, for the reasons of the cells that differ */
    cli_rules(o, deck, &r);
    tab_atleast_exact(&r, &a);
    if (tab_atleast_exact_other(&r, &alt) != TALON_OK)
        cli_fail("cannot build the rules for a %d-card deck", deck);
    rep_atleast_params p = {.lang = o->lang, .seed = o->seed, .csv = o->format == OUT_CSV};
    rep_atleast_table(t, &p, &r, &a, &alt);
}

int cmd_atleast(const cli_opts *o)
{
    cli_opts oo = cli_article_decks(o);   /* default: the article's five columns */
    out_table tables[CLI_MAX_DECKS], *ts[CLI_MAX_DECKS];
    for (int i = 0; i < oo.ndecks; i++) {
        build(&oo, oo.decks[i], &tables[i]);
        ts[i] = &tables[i];
    }
    cli_emit(ts, oo.ndecks, &oo);
    for (int i = 0; i < oo.ndecks; i++)
        out_free(&tables[i]);
    return 0;
}
