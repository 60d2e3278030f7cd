/* cmd_strategy_convert.c - `talon strategy convert FILE --out OUT`: the file
 * in another format, and what convert may do to it on the way, in this
 * order: --threshold (small probabilities cut), --backoff N (the backoff
 * sets built again), --shape N (the two shapes of sanity.h fitted, shape.h),
 * --never (the answers no strategy may give removed, never.h); each adds a
 * header line saying what it did (rep_strategy_convert.h writes them).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "backoff.h"
#include "cli.h"
#include "cli_load.h"
#include "cmd_strategy_convert.h"
#include "err.h"
#include "never.h"
#include "ofile.h"
#include "rep_strategy_convert.h"
#include "shape.h"
#include "stratfile.h"
#include "tab_duel.h"

strat_data *strategy_read_or_exit(const char *path, unsigned what)
{
    strat_data *d;
    char why[STRAT_WHY_MAX];
    int rc = strat_read(path, what, &d, why, sizeof why);
    if (rc == TALON_E_NOMEM)
        cli_fail("%s", why);
    if (rc != TALON_OK)
        cli_usage_error("%s", why);
    return d;
}

uint64_t strategy_file_size(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0 ? (uint64_t)st.st_size : 0;
}

/* d thresholded at --threshold (strat_threshold), its header saying so. */
static void thresholded(const cli_opts *o, strat_data *d)
{
    if (strstr(d->header, "# threshold: "))
        cli_usage_error("--threshold: %s: the file is thresholded already (its header's \"# threshold:\" line)",
                        o->pos[1]);
    if (strstr(d->header, "# backoff: "))
        cli_usage_error("--threshold: %s: the file has backoff sets: threshold it before adding them", o->pos[1]);
    uint64_t changed = strat_threshold(d, o->solve.threshold);
    if (rep_strategy_threshold_note(d, o->solve.threshold, changed) != TALON_OK)
        cli_fail("out of memory");
}

/* d's unnamed sets named (never_name: heads-up files; never_apply and
 * shape_apply go by the names). */
static void named(const cli_opts *o, const char *path, strat_data *d)
{
    cli_loaded ld;
    cli_load_file(o, path, &ld);
    uint64_t n;
    int rc = never_name(ld.dg, &ld.g, d, &n);
    cli_unload_file(&ld);
    if (rc != TALON_OK)
        cli_fail("out of memory");
}

/* d without the answers no strategy may give (never.h), every set held or
 * backoff; its header's "# never:" line, written again when it has one
 * (rep_strategy_never_note). */
static void nevered(const cli_opts *o, const char *path, strat_data *d)
{
    cli_loaded ld;
    cli_load_file(o, path, &ld);
    never_report rep;
    never_apply(ld.dg, d, &rep);
    cli_unload_file(&ld);
    if (rep_strategy_never_note(d, &rep) != TALON_OK)
        cli_fail("out of memory");
}

/* d with the two shapes fitted (shape.h) in --shape deals of its own play
 * (--seed), a set it lacks played by the article's rules as talon strategy
 * check plays it; its header's "# shape:" line (written again). */
static void shaped(const cli_opts *o, const char *path, strat_data **d)
{
    cli_loaded ld;
    cli_load_file(o, path, &ld);
    profile *pf = NULL, *fb = NULL;
    mc_config fc;
    mc_config_init(&fc);
    fc.seed = 1;
    fc.threads = o->threads;
    if (profile_data(&pf, ld.dg, &ld.g, *d, "equilibrium") != TALON_OK)
        cli_fail("out of memory");
    if (duel_fallback(ld.dg, &ld.g, DUEL_MODEL_TRIALS, &fc, &fb) == TALON_OK)
        profile_set_fallback(pf, fb);
    shape_report rep;
    int rc = shape_apply(ld.dg, &ld.g, pf, d, o->solve.shape, o->seed_set ? o->seed : 1, SHAPE_PASSES, &rep);
    profile_free(pf);
    cli_unload_file(&ld);
    if (rc == TALON_E_NOMEM)
        cli_fail("out of memory");
    if (rc != TALON_OK)
        cli_usage_error("--shape: %s: %s", o->pos[1], err_str(rc));
    if (rep_strategy_shape_note(*d, o->solve.shape, o->seed_set ? o->seed : 1, &rep) != TALON_OK)
        cli_fail("out of memory");
}

/* d with its backoff sets (backoff.h) added, from --backoff deals and --seed (d freed). */
static strat_data *with_backoff(const cli_opts *o, const char *path, strat_data *d)
{
    cli_loaded ld;
    cli_load_file(o, path, &ld);
    backoff_params bp = {o->solve.backoff, o->seed_set ? o->seed : 1, BACKOFF_MIN_DECISIONS};
    backoff_report rep;
    strat_data *out = NULL;
    char why[STRAT_WHY_MAX];
    int rc = backoff_build(&ld.g, d, &bp, &out, &rep, why, sizeof why);
    cli_unload_file(&ld);
    strat_free(d);
    if (rc == TALON_E_NOMEM)
        cli_fail("out of memory");
    if (rc != TALON_OK)
        cli_usage_error("--backoff: %s: %s", o->pos[1], why);
    return out;
}

void strategy_convert(const cli_opts *o, const char *path)
{
    if (!o->solve.out)
        cli_usage_error("convert needs --out FILE (and --out-format compact or text; default compact)");
    enum strat_format fmt = o->solve.out_format >= 0 ? (enum strat_format)o->solve.out_format : STRAT_FORMAT_COMPACT;
    char why[STRAT_WHY_MAX];
    if (ofile_check(o->solve.out, why, sizeof why) != TALON_OK)
        cli_usage_error("--out %s", why);
    strat_data *d = strategy_read_or_exit(path, STRAT_READ_NAMES);
    if (o->solve.backoff)
        backoff_strip(d);   /* a file with backoff sets: built again */
    if (o->solve.threshold > 0)
        thresholded(o, d);
    if (o->solve.backoff)
        d = with_backoff(o, path, d);
    if (o->solve.shape || o->solve.never)
        named(o, path, d);
    if (o->solve.shape) {
        if (o->solve.never)
            nevered(o, path, d);   /* first too: the fit then keeps what never sets (shape.h) */
        shaped(o, path, &d);       /* after the backoff sets, which play where the file lacks a set */
    }
    if (o->solve.never)
        nevered(o, path, d);   /* after the backoff sets: they average the held sets' play */
    int rc = strat_save(o->solve.out, d, fmt, why, sizeof why);
    enum strat_format from = d->format;
    uint64_t n = d->n;
    strat_free(d);
    if (rc != TALON_OK)
        cli_fail("--out %s: %s", o->solve.out, why);
    char ns[40], na[40], nb[40];
    out_group_digits(n, ns, sizeof ns);
    out_group_digits(strategy_file_size(path), na, sizeof na);
    out_group_digits(strategy_file_size(o->solve.out), nb, sizeof nb);
    printf("%s: %s, %s sets, %s bytes (from %s: %s, %s bytes)\n", o->solve.out, strat_format_name(fmt), ns, nb,
           o->pos[1], strat_format_name(from), na);
}


