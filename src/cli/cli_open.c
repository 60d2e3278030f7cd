/* cli_open.c - the opening tables of talon open, shared with talon call
 * (the openers' ranges) and the equilibrium column (cmd_eq_open.c): deals
 * per estimate, one model's table run from the options with the progress
 * bar, and what the report layer's tables read of the options (cli_open.h;
 * the tables themselves: rep_open*.h, rep_call*.h).
 */
#include <math.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "cli.h"
#include "cli_open.h"
#include "err.h"
#include "tab_open.h"

static uint64_t open_trials(const cli_opts *o, uint64_t dflt)
{
    if (o->trials_set)
        return o->trials;
    if (o->precision > 0)   /* a 95% half-width of at most P at p = 1/2: 1.96^2 / (4 P^2) deals */
        return (uint64_t)ceil(0.9604 / (o->precision * o->precision));
    return dflt;
}

void cli_open_run(const cli_opts *o, const rules *r, int P, int m, bool printed_q, const strategy *s, uint64_t dflt,
                  open_query *q, open_table *out)
{
    *q = (open_query){.players = P,
                      .model = (enum open_model)m,
                      .passers = (enum open_passers)o->passers,
                      .callers = o->callers,
                      .article_q = m == OPEN_MODEL_A && printed_q,
                      .strategy = s,
                      .trials = open_trials(o, dflt)};
    mc_config cfg;
    cli_mc_config(o, &cfg);
    int rc = tab_open(r, q, &cfg, out);
    if (rc == TALON_E_RANGE)
        cli_usage_error("%d players cannot be dealt from %d cards", P, r->deck_size);
    cli_mc_done(rc);
}

void cli_open_params(const cli_opts *o, rep_open_params *p)
{
    *p = (rep_open_params){.lang = o->lang,
                           .seed = o->seed,
                           .passers = o->passers,
                           .callers = o->callers,
                           .bet = o->bet,
                           .position = o->position,
                           .opener = o->opener};
}
