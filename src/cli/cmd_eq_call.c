/* cmd_eq_call.c - `talon call --model equilibrium`: the solved game's
 * weakest calling hand for each opener and caller, with the caller's
 * best-response gain.  This file loads the files (cli_eq.c), reads their
 * calls (tab_equilibrium's eq_call) and emits the table, which the report
 * layer lays out (rep_eq_call.c).
 */
#include <stdlib.h>

#include "cli.h"
#include "cli_eq.h"
#include "cli_open.h"
#include "rep_eq.h"
#include "rep_eq_call.h"
#include "tab_equilibrium.h"

int cli_call_equilibrium(const cli_opts *o)
{
    rep_eq_pair e;
    cli_eq_pair_load(o, o->players_set ? o->players : 4, &e);
    eq_call_table *t = calloc(2, sizeof *t);
    if (!t)
        cli_fail("out of memory");
    for (int b = 0; b < 2; b++)
        eq_call(e.s[b], &t[b]);
    rep_open_params p;
    cli_open_params(o, &p);
    out_table tab, *ts[1] = {&tab};
    if (o->format == OUT_CSV || o->format == OUT_JSON) {
        rules r;   /* the tidy rows' class keys */
        cli_rules(o, e.deck, &r);
        rep_eq_call_tidy(&p, &e, t, &r, &tab);
    } else {
        rep_eq_call_table(&p, &e, t, &tab);
    }
    cli_emit(ts, 1, o);
    out_free(&tab);
    free(t);
    rep_eq_pair_free(&e);
    return 0;
}
