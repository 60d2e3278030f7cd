/* cmd_freq.c - `talon freq`: the exact hand-frequency table of each chosen
 * deck, optionally beside a Monte Carlo estimate with its 95% interval.
 * Every table is computed completely before anything is printed; here the
 * figures are computed, rep_freq.c lays them out. */
#include "cli.h"
#include "cli_deck.h"
#include "rep_freq.h"
#include "tab_freq.h"

/* One deck's table into t: the exact count, and with --trials or
 * --precision the Monte Carlo run (with its progress bar). */
static void build(const cli_opts *o, int deck, out_table *t)
{
    rep_freq_run x = {.mc = o->trials_set || o->precision > 0};
    cli_rules(o, deck, &x.r);
    tab_freq_exact(&x.r, &x.f);
    if (x.mc) {
        mc_config cfg;
        cli_mc_config(o, &cfg);
        cli_mc_done(tab_freq_mc(&x.r, &cfg, x.mcc, &x.done));
    }
    rep_freq_params p = {.lang = o->lang, .seed = o->seed, .precision = o->precision};
    rep_freq_table(t, &p, &x);
}

int cmd_freq(const cli_opts *o)
{
    out_table tables[CLI_MAX_DECKS], *ts[CLI_MAX_DECKS];
    for (int i = 0; i < o->ndecks; i++) {
        build(o, o->decks[i], &tables[i]);
        ts[i] = &tables[i];
    }
    cli_emit(ts, o->ndecks, o);
    for (int i = 0; i < o->ndecks; i++)
        out_free(&tables[i]);
    return 0;
}
