/* cmd_solve_real.c - `talon solve --load FILE --best-response real|bound`:
 * a strategy file of the draw game measured by a responder of its own.
 * real (real_br.h does the work): a responder that sees its exact final
 * hand and the whole public history after the draw, learned on --trials
 * deals, measured on --trials fresh ones; bound (bound_br.h): the exact best
 * response over a fixed sample of --trials deals, an upper bound.  This file
 * loads the file (cli_load.h), runs the responder with the progress bar and
 * prints the tables that rep_solve_real.h and rep_solve_bound.h lay out.
 */
#include <string.h>

#include "bound_br.h"
#include "cli.h"
#include "cli_load.h"
#include "err.h"
#include "real_br.h"
#include "rep_solve_bound.h"
#include "rep_solve_real.h"
#include "solve.h"

#define REAL_DEFAULT_DEALS 262144
#define BOUND_DEFAULT_DEALS 262144

/* The real-game responder's parameters from the options, on the loaded file. */
static void real_params(const cli_opts *o, cli_loaded *ld, real_br_params *p)
{
    real_br_params_init(p);
    p->dg = ld->dg;
    p->g = &ld->g;
    p->pf = ld->pf;
    p->seat = o->position ? o->position - 1 : -1;
    p->train = p->eval = o->trials_set ? o->trials : REAL_DEFAULT_DEALS;
    p->seed = o->seed;
    if (o->solve.buckets)
        p->bins = o->solve.buckets;
    const char *sc = o->solve.scope ? o->solve.scope : "round2";
    p->scope = !strcmp(sc, "draw") ? REAL_BR_DRAW : !strcmp(sc, "whole") ? REAL_BR_WHOLE : REAL_BR_ROUND2;
    p->threads = o->threads;
    mc_config mc;
    cli_mc_config(o, &mc);
    p->cancel = mc.cancel;
    p->progress = mc.progress;
    p->progress_arg = mc.progress_arg;
}

int cmd_solve_real(const cli_opts *o, const solve_params *sp)
{
    cli_loaded ld;
    cli_load_file(o, sp->load, &ld);
    real_br_params p;
    real_params(o, &ld, &p);
    static real_br_result r;
    int rc = real_br_run(&p, &r);
    cli_mc_done(rc == TALON_E_CANCEL ? rc : TALON_OK);
    if (rc != TALON_OK)
        cli_fail("%s", r.why);
    out_table t, w;
    rep_solve_real_table(o->lang, sp->load, ld.dg, ld.in, &p, &r, &t);
    if (o->solve.explain)
        rep_solve_real_where_table(o->lang, &r, &w);
    out_table *ts[2] = {&t, &w};
    cli_emit_each(ts, o->solve.explain ? 2 : 1, o);
    out_free(&t);
    if (o->solve.explain)
        out_free(&w);
    cli_unload_file(&ld);
    return 0;
}

/* The sample best response's parameters from the options, on the loaded file. */
static void bound_params(const cli_opts *o, cli_loaded *ld, bound_br_params *p)
{
    bound_br_params_init(p);
    p->dg = ld->dg;
    p->g = &ld->g;
    p->pf = ld->pf;
    p->seat = o->position ? o->position - 1 : -1;
    p->deals = p->fresh = o->trials_set ? o->trials : BOUND_DEFAULT_DEALS;
    p->seed = o->seed;
    p->threads = o->threads;
    mc_config mc;
    cli_mc_config(o, &mc);
    p->cancel = mc.cancel;
    p->progress = mc.progress;
    p->progress_arg = mc.progress_arg;
}

int cmd_solve_bound(const cli_opts *o, const solve_params *sp)
{
    cli_loaded ld;
    cli_load_file(o, sp->load, &ld);
    bound_br_params p;
    bound_params(o, &ld, &p);
    static bound_br_result r;
    int rc = bound_br_run(&p, &r);
    cli_mc_done(rc == TALON_E_CANCEL ? rc : TALON_OK);
    if (rc != TALON_OK)
        cli_fail("%s", r.why);
    out_table t;
    rep_solve_bound_table(o->lang, sp->load, ld.dg, ld.in, &p, &r, &t);
    out_table *ts[1] = {&t};
    cli_emit(ts, 1, o);
    out_free(&t);
    cli_unload_file(&ld);
    return 0;
}
