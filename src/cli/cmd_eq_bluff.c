/* cmd_eq_bluff.c - `talon bluff --model equilibrium`: how often the solved
 * game's bets after the draw are bluffs (a hand losing the showdown).  This
 * file loads the files (cli_eq.c), plays the solved strategy on sampled
 * deals (tab_equilibrium's eq_bluff) and emits the tables, which the report
 * layer lays out (rep_eq_bluff.c).
 */
#include <stdbool.h>
#include <stdlib.h>

#include "cli.h"
#include "cli_eq.h"
#include "err.h"
#include "rep_eq.h"
#include "rep_eq_bluff.h"
#include "tab_equilibrium.h"

int cli_bluff_equilibrium(const cli_opts *o)
{
    rep_eq_pair e;
    cli_eq_pair_load(o, o->players_set ? o->players : 2, &e);
    rep_eq_bluff_params p = {.lang = o->lang, .seed = o->seed, .deals = o->trials_set ? o->trials : 200000};
    eq_bluff_table *b = calloc(2, sizeof *b);
    if (!b)
        cli_fail("out of memory");
    int nb = e.s[1] == e.s[0] ? 1 : 2;
    for (int i = 0; i < nb; i++)
        if (eq_bluff(e.s[i], p.deals, p.seed, &b[i]) == TALON_E_INVAL)
            cli_usage_error("%s keeps round 1 only: no bluffing figures (a heads-up solution has them)", e.path[i]);
    const bool data = o->format == OUT_CSV || o->format == OUT_JSON;   /* one tidy table */
    const int nt = data ? 1 : 2 * nb;
    out_table tab[4], *ts[4];
    if (data)
        rep_eq_bluff_tidy(&e, b, nb, &p, &tab[0]);
    else
        for (int i = 0; i < nb; i++)
            rep_eq_bluff_tables(&e, &b[i], i, &p, &tab[2 * i]);
    for (int i = 0; i < nt; i++)
        ts[i] = &tab[i];
    if (data)
        cli_emit(ts, 1, o);
    else
        cli_emit_each(ts, nt, o);
    for (int i = 0; i < nt; i++)
        out_free(&tab[i]);
    free(b);
    rep_eq_pair_free(&e);
    return 0;
}
