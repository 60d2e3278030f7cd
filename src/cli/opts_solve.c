/* opts_solve.c - talon solve's own options (and strategy's --out-format),
 * parsed and checked into o->solve for cli_parse (opts.c), which calls
 * cli_solve_option for every option of a command with OPT_SOLVE or
 * OPT_STRATFILE.  Here, below opts.c, rather than in cmd_solve.c, so that
 * the option parser calls no command.
 */
#include <errno.h>
#include <math.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "cfr.h"
#include "cli.h"
#include "err.h"
#include "stratfile.h"
#include "text.h"

static uint64_t solve_u64(const char *name, const char *v, uint64_t min, uint64_t max)
{
    char *end;
    errno = 0;
    unsigned long long x = *v >= '0' && *v <= '9' ? strtoull(v, &end, 10) : 0;
    if (!(*v >= '0' && *v <= '9') || *end || errno == ERANGE || x < min || x > max)
        cli_usage_error("--%s must be an integer from %llu to %llu, not '%s'", name, (unsigned long long)min,
                        (unsigned long long)max, v);
    return x;
}

static double solve_num(const char *name, const char *v, double min, double max)
{
    char *end;
    double x = text_is_decimal(v) ? strtod(v, &end) : NAN;
    if (!(x >= min && x <= max) || !isfinite(x))
        cli_usage_error("--%s must be a number from %g to %g, not '%s'", name, min, max, v);
    return x;
}

/* The draw game's model (talon solve --game draw): sizes, raises, draws,
 * the abstraction and the public view; false when name is not one. */
static bool draw_option(struct cli_solve *s, const char *name, const char *v)
{
    if (strcmp(name, "open-sizes") == 0)
        s->open_sizes = v;
    else if (strcmp(name, "raise-sizes") == 0)
        s->raise_sizes = v;
    else if (strcmp(name, "raises") == 0)
        s->raises = (int)solve_u64("raises", v, 0, 4) + 1;
    else if (strcmp(name, "draw") == 0)
        s->draw = v;
    else if (strcmp(name, "abstraction") == 0) {
        if (strcmp(v, "classes") && strcmp(v, "fine") && strcmp(v, "recall"))
            cli_usage_error("--abstraction must be classes, fine or recall, not '%s'", v);
        s->abstraction = v;
    } else if (strcmp(name, "public") == 0) {
        if (strcmp(v, "full") && strcmp(v, "summary") && strcmp(v, "seat") && strcmp(v, "round1"))
            cli_usage_error("--public must be full, summary, seat or round1, not '%s'", v);
        s->pub = v;
    } else if (strcmp(name, "buckets") == 0)
        s->buckets = (int)solve_u64("buckets", v, 1, 4096);
    else if (strcmp(name, "bucket-power") == 0)
        s->bucket_power = (int)solve_u64("bucket-power", v, 1, 7);
    else if (strcmp(name, "quads-apart") == 0) {
        if (strcmp(v, "on") && strcmp(v, "off"))
            cli_usage_error("--quads-apart must be on or off, not '%s'", v);
        s->quads_apart = v;
    } else {
        return false;
    }
    return true;
}

bool cli_solve_option(cli_opts *o, const char *name, const char *v)
{
    struct cli_solve *s = &o->solve;
    if (strcmp(name, "game") == 0)
        s->game = v;
    else if (strcmp(name, "iterations") == 0)
        s->iterations = solve_u64("iterations", v, 1, CFR_ITER_MAX);
    else if (strcmp(name, "prune") == 0) {
        if (strcmp(v, "on") && strcmp(v, "off"))
            cli_usage_error("--prune must be on or off, not '%s'", v);
        s->prune = v;
    } else if (strcmp(name, "keep-played") == 0)
        s->keep_played = solve_u64("keep-played", v, 1, 1000000000);
    else if (strcmp(name, "backoff") == 0)
        s->backoff = solve_u64("backoff", v, 1, 1000000000);
    else if (strcmp(name, "shapes") == 0) {
        if (strcmp(v, "on") && strcmp(v, "off"))
            cli_usage_error("--shapes must be on or off, not '%s'", v);
        s->shapes = v;
    } else if (strcmp(name, "shape") == 0)
        s->shape = solve_u64("shape", v, 1, 1000000000);
    else if (strcmp(name, "threshold") == 0)
        s->threshold = solve_num("threshold", v, 1e-9, 1.0 / CFR_MAX_ACTIONS);
    else if (strcmp(name, "checkpoint") == 0)
        s->checkpoint = solve_u64("checkpoint", v, 1, CFR_ITER_MAX);
    else if (strcmp(name, "target") == 0)
        s->target = solve_num("target", v, 1e-9, 1000);
    else if (strcmp(name, "max-memory") == 0)
        s->max_memory = solve_num("max-memory", v, 0.0625, 1024);
    else if (strcmp(name, "out") == 0 || strcmp(name, "load") == 0) {
        if (!*v)
            cli_usage_error("--%s needs a file", name);
        *(name[0] == 'o' ? &s->out : &s->load) = v;
    } else if (draw_option(s, name, v)) {
        /* stored by draw_option */
    } else if (strcmp(name, "algo") == 0) {
        if (strcmp(v, "auto") && strcmp(v, "cfr+") && strcmp(v, "mccfr") && strcmp(v, "vector"))
            cli_usage_error("--algo must be auto, cfr+, mccfr or vector, not '%s'", v);
        s->algo = v;
    } else if (strcmp(name, "explain") == 0) {
        s->explain = true;
    } else if (strcmp(name, "no-timing") == 0) {
        s->no_timing = true;
    } else if (strcmp(name, "best-response") == 0) {
        if (strcmp(v, "abstract") && strcmp(v, "real") && strcmp(v, "bound"))
            cli_usage_error("--best-response must be abstract, real or bound, not '%s'", v);
        s->best_response = v;
    } else if (strcmp(name, "scope") == 0) {
        if (strcmp(v, "round2") && strcmp(v, "draw") && strcmp(v, "whole"))
            cli_usage_error("--scope must be round2, draw or whole, not '%s'", v);
        s->scope = v;
    } else if (strcmp(name, "out-format") == 0) {
        enum strat_format f;
        if (strat_format_parse(v, &f) != TALON_OK)
            cli_usage_error("--out-format must be compact or text, not '%s'", v);
        s->out_format = (int)f;
    } else {
        return false;
    }
    return true;
}
