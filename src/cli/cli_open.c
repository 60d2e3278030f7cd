/* cli_open.c - the opening tables of talon open, shared with talon call
 * (the openers' ranges) and the equilibrium column (cmd_equilibrium.c):
 * deals per estimate, a class's short name, one model's table from the
 * options (cli_open.h).  Below both commands, so that neither calls the
 * other for these.
 */
#include <math.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "cli.h"
#include "cli_open.h"
#include "dclass.h"
#include "err.h"
#include "tab_open.h"

uint64_t cli_open_trials(const cli_opts *o, uint64_t dflt)
{
    if (o->trials_set)
        return o->trials;
    if (o->precision > 0)   /* a 95% half-width of at most P at p = 1/2: 1.96^2 / (4 P^2) deals */
        return (uint64_t)ceil(0.9604 / (o->precision * o->precision));
    return dflt;
}

const char *cli_open_class(const rules *r, int cls, int lang, char *buf, size_t size)
{
    static const char *const FR_RANK[CARD_RANKS] = {"Deux", "Trois", "Quatre", "Cinq", "Six",  "Sept", "Huit",
                                                    "Neuf", "Dix",   "Valet",  "Dame", "Roi", "As"};
    if (cls == OPEN_NONE) {
        snprintf(buf, size, "%s", lang ? "aucune" : "no hand");
    } else if (cls == DCLASS_NOTHING) {
        snprintf(buf, size, "%s", lang ? "toute main" : "any hand");
    } else if (dclass_pair_rank(cls) >= 0) {
        if (lang)
            snprintf(buf, size, "%s", FR_RANK[dclass_pair_rank(cls)]);
        else
            dclass_key(r, cls, buf, size);
    } else if (cls == DCLASS_DRAW) {
        snprintf(buf, size, "%s", lang ? "Tirage" : "draw");
    } else {
        dclass_name(r, cls, lang, buf, size);
        if (!lang)
            for (char *p = buf; *p; p++)
                if (*p >= 'A' && *p <= 'Z')
                    *p = (char)(*p - 'A' + 'a');
    }
    return buf;
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
                      .trials = cli_open_trials(o, dflt)};
    mc_config cfg;
    cli_mc_config(o, &cfg);
    int rc = tab_open(r, q, &cfg, out);
    if (rc == TALON_E_RANGE)
        cli_usage_error("%d players cannot be dealt from %d cards", P, r->deck_size);
    cli_mc_done(rc);
}
