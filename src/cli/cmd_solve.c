/* cmd_solve.c - talon solve: parse the options into solve_params, call
 * solve_run (src/solver/solve.h), print its report.
 *
 * Every figure comes from the library; this file only checks the options
 * and names the conventions; rep_solve.c (the report layer) lays out three
 * tables: the summary (each seat's value and best-response gain), von
 * Neumann's thresholds (vn1944), and the convergence (exploitability against
 * iterations, and seconds unless --no-timing).  With --no-timing nothing in
 * the output depends on the machine or on --threads (the CLI test compares
 * --threads 1 and 2 byte for byte).  Bad input is one line on stderr and
 * exit 2, before any output, and never leaves a file behind.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "cli_data.h"
#include "cli_deck.h"
#include "err.h"
#include "mc.h"
#include "ofile.h"
#include "profile.h"
#include "rep_solve.h"
#include "solve.h"
#include "stratfile.h"
#include "tab_duel.h"
#include "text.h"

/* "0.5,1": 1..SOLVE_MAX_SIZES distinct sizes in (0, 1000] (a size twice
 * would make two actions of one bet, splitting its regrets between them). */
static int parse_sizes(const char *name, const char *v, double *out)
{
    char buf[256];
    if (strlen(v) >= sizeof buf)
        cli_usage_error("--%s: list too long", name);
    strcpy(buf, v);
    int n = 0;
    for (char *tok = buf, *next; tok; tok = next) {
        next = strchr(tok, ',');
        if (next)
            *next++ = '\0';
        if (n == SOLVE_MAX_SIZES)
            cli_usage_error("--%s: at most %d sizes", name, SOLVE_MAX_SIZES);
        char *end;
        double x = text_is_decimal(tok) ? strtod(tok, &end) : NAN;
        if (!(x > 0 && x <= 1000))
            cli_usage_error("--%s: each size is a fraction of the pot above 0 and at most 1000, not '%s'", name,
                            tok);
        for (int i = 0; i < n; i++)
            if (out[i] == x)
                cli_usage_error("--%s: the size %g is given twice", name, x);
        out[n++] = x;
    }
    return n;
}

/* ---- from options to parameters ------------------------------------------ */

static void draw_options(const cli_opts *o, solve_params *p, strategy *fixed)
{
    const struct cli_solve *s = &o->solve;
    solve_draw *d = &p->draw;
    if (o->players_set && (o->players < 2 || o->players > 8))
        cli_usage_error("--players: talon solve covers 2 to 8 players, not %d", o->players);
    d->players = cli_players(o, 2);
    int deck = cli_table_deck(o, d->players);   /* --deck N, else the article's deck: 32 up to 4 players */
    if (5 * d->players > deck)
        cli_usage_error("%d players need %d cards, more than the %d of the deck", d->players, 5 * d->players, deck);
    cli_rules(o, deck, &d->r);
    if (s->open_sizes)
        d->n_open = parse_sizes("open-sizes", s->open_sizes, d->open_sizes);
    if (s->raise_sizes)
        d->n_raise = parse_sizes("raise-sizes", s->raise_sizes, d->raise_sizes);
    if (s->raises)
        d->max_raises = s->raises - 1;
    if (s->draw && strcmp(s->draw, "free") != 0) {
        if (strcmp(s->draw, "fixed") != 0 && strncmp(s->draw, "fixed:", 6) != 0)
            cli_usage_error("--draw must be free, fixed or fixed:STRATEGY, not '%s'", s->draw);
        cli_opts so = *o;
        so.strategy = s->draw[5] == ':' ? s->draw + 6 : NULL;
        cli_strategy(&so, "article", fixed);
        d->draw_fixed = true;
        d->fixed = fixed;
    }
    bool vector = s->algo && strcmp(s->algo, "vector") == 0;
    d->abstraction = !s->abstraction                    ? (vector ? 2 : 0)
                     : strcmp(s->abstraction, "fine") == 0   ? 1
                     : strcmp(s->abstraction, "recall") == 0 ? 2
                                                             : 0;
    if (vector && d->abstraction != 2)
        cli_usage_error("--algo vector solves the recall abstraction (classes before the draw, the class and the "
                        "bucket after): --abstraction %s does not apply", s->abstraction);
    if (vector && (d->players != 2 || d->draw_fixed))
        cli_usage_error("--algo vector solves heads-up draw poker with a free draw: %s",
                        d->players != 2 ? "give --players 2" : "--draw fixed does not apply");
    d->post_buckets = s->buckets;
    d->post_power = s->bucket_power;
    d->quads_apart = s->quads_apart && strcmp(s->quads_apart, "on") == 0;
    d->history = !s->pub                         ? d->players >= 3
                 : strcmp(s->pub, "round1") == 0 ? DRAW_HIST_ROUND1
                 : strcmp(s->pub, "seat") == 0   ? DRAW_HIST_SEAT
                                                 : strcmp(s->pub, "summary") == 0;
    if (vector && d->history)
        cli_usage_error("--algo vector keeps the whole public history: --public %s does not apply", s->pub);
}

static void check_game_options(const cli_opts *o, enum solve_game g)
{
    const struct cli_solve *s = &o->solve;
    const char *bad = o->players_set ? "--players" : o->deck_set ? "--deck" : s->open_sizes ? "--open-sizes"
                      : s->raise_sizes ? "--raise-sizes" : s->raises ? "--raises" : s->draw ? "--draw"
                      : s->abstraction ? "--abstraction" : s->pub ? "--public" : s->bucket_power ? "--bucket-power" : s->quads_apart ? "--quads-apart" : o->ace_low_set ? "--ace-low" : o->order_set ? "--order"
                      : NULL;
    if (g != SOLVE_DRAW && bad)
        cli_usage_error("%s applies to --game draw only, not to %s", bad, solve_game_name(g));
    if (g != SOLVE_DRAW && g != SOLVE_VN1944 && s->buckets)
        cli_usage_error("--buckets applies to --game vn1944 and draw only, not to %s", solve_game_name(g));
    if (g == SOLVE_VN1944 && s->buckets && s->buckets < 2)
        cli_usage_error("--buckets: vn1944 needs 2 to 4096 hands, not %d", s->buckets);
    if (s->load && s->out)
        cli_usage_error("--load evaluates a strategy file: it cannot be given with --out");
    if (s->keep_played && !s->out)
        cli_usage_error("--keep-played says which sets --out writes: give --out FILE");
    if (s->out_format >= 0 && !s->out)
        cli_usage_error("--out-format is the format --out writes: give --out FILE");
    /* real and bound: a file measured by a responder of its own (cmd_solve_real.c) */
    bool real = s->best_response && strcmp(s->best_response, "abstract") != 0;
    if (real && (!s->load || g != SOLVE_DRAW))
        cli_usage_error("--best-response %s measures a strategy file of the draw game: give --load FILE",
                        s->best_response);
    if (o->position && !real)
        cli_usage_error("--position picks the seat of --best-response real or bound");
    if (real && (s->algo || s->prune || s->target))
        cli_usage_error("--best-response %s measures the file as it is: %s does not apply", s->best_response,
                        s->algo ? "--algo" : s->prune ? "--prune" : "--target");
    if (s->explain && !(s->best_response && strcmp(s->best_response, "real") == 0))
        cli_usage_error("--explain says where --best-response real's responder gains: give --best-response real");
    if (s->scope && !(s->best_response && strcmp(s->best_response, "real") == 0))
        cli_usage_error("--scope says what --best-response real's responder changes: give --best-response real");
    if (real && s->buckets && strcmp(s->best_response, "bound") == 0)
        cli_usage_error("--best-response bound uses the file's own buckets: --buckets does not apply");
    /* --load with --algo vector: the file's play measured in a vector chance model (--trials deals, --seed) */
    bool vec_load = s->algo && strcmp(s->algo, "vector") == 0;
    const char *solving = s->iterations ? "--iterations" : s->target ? "--target" : s->checkpoint ? "--checkpoint"
                          : s->max_memory > 0 ? "--max-memory"
                          : s->algo && !vec_load ? "--algo" : NULL;
    if (s->load && solving)
        cli_usage_error("--load evaluates a strategy file without solving: %s does not apply", solving);
    /* Sampling (the seed, and --trials deals for the best response) happens
     * under Monte Carlo CFR alone: auto is mccfr for draw, cfr+ for the rest. */
    bool algo_auto = !s->algo || strcmp(s->algo, "auto") == 0;   /* auto: mccfr for draw, cfr+ for the rest */
    bool sampled = algo_auto ? g == SOLVE_DRAW : strcmp(s->algo, "mccfr") == 0 || strcmp(s->algo, "vector") == 0;
    if (s->algo && strcmp(s->algo, "vector") == 0 && g != SOLVE_DRAW)
        cli_usage_error("--algo vector solves the draw game only, not %s", solve_game_name(g));
    bool mccfr = algo_auto ? g == SOLVE_DRAW : strcmp(s->algo, "mccfr") == 0;
    if (s->shapes && (!s->algo || strcmp(s->algo, "vector") || s->load))
        cli_usage_error("--shapes applies to vector CFR+ (--algo vector) while solving");
    if (s->prune && (!mccfr || s->load))
        cli_usage_error("--prune applies to Monte Carlo CFR (--algo mccfr, the default of --game draw) while solving");
    if (!sampled && (o->trials_set || o->seed_set))
        cli_usage_error("%s applies to sampled solving (--algo mccfr, the default of --game draw): %s is solved "
                        "and checked exactly", o->trials_set ? "--trials" : "--seed", solve_game_name(g));
}

/* Refuse an --out that cannot be written before the run (a folder, a
 * socket, a missing or read-only folder: ofile_check), so that it fails in
 * a second, not after hours.  Under MPI only rank 0 writes the file, so only
 * rank 0 checks (the others would race it for its temporary file); its
 * error ends the job. */
static void check_out(const char *out)
{
    if (mc_mpi_rank() != 0)
        return;
    char why[4600];
    if (ofile_check(out, why, sizeof why) != TALON_OK)
        cli_usage_error("--out: %s", why);
}

/* The canonical command (every choice stated), for the file's header. */
static void command_line(const cli_opts *o, const solve_params *p, char *buf, size_t size)
{
    size_t k = (size_t)snprintf(buf, size, "# command: talon solve --game %s", solve_game_name(p->game));
    if (p->game == SOLVE_DRAW)
        k += (size_t)snprintf(buf + k, size - k, " --players %d --deck %d --ace-low %s --order %s",
                              p->draw.players, p->draw.r.deck_size, p->draw.r.ace_low ? "on" : "off",
                              rules_order_name(p->draw.r.order));
    if (p->game == SOLVE_VN1944)
        k += (size_t)snprintf(buf + k, size - k, " --buckets %d", p->vn_buckets);
    /* The abstraction and the algorithm, as given (--algo vector's file
     * then names its solver; the game line holds the sizes, raises and
     * draw, which this line leaves out: the shipped files, made before,
     * carry it as it is; --buckets, when given, is here too, so the line
     * alone reproduces the solve). */
    const struct cli_solve *s = &o->solve;
    if (p->game == SOLVE_DRAW && s->buckets && k < size)
        k += (size_t)snprintf(buf + k, size - k, " --buckets %d", s->buckets);
    if (p->game == SOLVE_DRAW && s->bucket_power && k < size)
        k += (size_t)snprintf(buf + k, size - k, " --bucket-power %d", s->bucket_power);
    if (p->game == SOLVE_DRAW && s->quads_apart && k < size)
        k += (size_t)snprintf(buf + k, size - k, " --quads-apart %s", s->quads_apart);
    if (p->game == SOLVE_DRAW && s->pub && k < size)
        k += (size_t)snprintf(buf + k, size - k, " --public %s", s->pub);
    if (s->abstraction && k < size)
        k += (size_t)snprintf(buf + k, size - k, " --abstraction %s", s->abstraction);
    if (s->algo && k < size)
        k += (size_t)snprintf(buf + k, size - k, " --algo %s", s->algo);
    if (k < size)
        k += (size_t)snprintf(buf + k, size - k, " --iterations %llu --seed %llu",
                          (unsigned long long)p->cfg.iterations, (unsigned long long)p->cfg.seed);
    if (p->cfg.target > 0 && k < size)
        k += (size_t)snprintf(buf + k, size - k, " --target %g", p->cfg.target);
    if (s->prune && k < size)
        k += (size_t)snprintf(buf + k, size - k, " --prune %s", s->prune);
    if (s->shapes && k < size)
        k += (size_t)snprintf(buf + k, size - k, " --shapes %s", s->shapes);
    if (s->keep_played && k < size)
        k += (size_t)snprintf(buf + k, size - k, " --keep-played %llu", (unsigned long long)s->keep_played);
    if (s->checkpoint && k < size)
        k += (size_t)snprintf(buf + k, size - k, " --checkpoint %llu", (unsigned long long)s->checkpoint);
    if (o->trials_set && k < size)
        k += (size_t)snprintf(buf + k, size - k, " --trials %llu", (unsigned long long)o->trials);
    if (k < size)
        snprintf(buf + k, size - k, "\n");
}

/* --keep-played in the draw game: the sets met when talon duel's rule
 * players (article, a, b, c; article from 4 players, where the article has
 * an opening row) sit at each seat in turn beside the solution are kept
 * too, so a duel of those against the file finds the answers to them.  The
 * models' thresholds as talon duel computes them by default (seed 1,
 * DUEL_MODEL_TRIALS deals an estimate): the same at any --threads. */
typedef struct solve_explorers {
    profile *pf[4];
    int n;
    int threads;
} solve_explorers;

static int explorer_probs(const void *ctx, const void *state, double p[CFR_MAX_ACTIONS], int *n)
{
    return profile_action_probs(ctx, state, p, n) == TALON_OK ? TALON_OK : TALON_E_INVAL;
}

static int explorers_make(void *ctx, const draw_game *dg, const cfr_game *g, cfr_explorer *ex, int *n, char *why,
                          size_t why_size)
{
    static const char *const names[] = {"article", "a", "b", "c"};
    solve_explorers *e = ctx;
    mc_config cfg;
    mc_config_init(&cfg);
    cfg.seed = 1;
    cfg.threads = e->threads;
    *n = 0;
    for (int i = 0; i < 4; i++) {
        if (i == 0 && draw_game_params(dg)->players < 4)
            continue;
        char w[256] = "";
        int rc = duel_profile_make(names[i], dg, g, NULL, DUEL_MODEL_TRIALS, &cfg, &e->pf[e->n], w, sizeof w);
        if (rc != TALON_OK) {
            snprintf(why, why_size, "--keep-played: the player %s: %s", names[i], w);
            return rc;
        }
        ex[*n] = (cfr_explorer){names[i], explorer_probs, e->pf[e->n]};
        e->n++;
        ++*n;
    }
    return TALON_OK;
}

static void explorers_done(void *ctx)
{
    solve_explorers *e = ctx;
    for (int i = 0; i < e->n; i++)
        profile_free(e->pf[i]);
    e->n = 0;
}

/* --load FILE: the game is the file's, as advise and duel take it (its
 * game line, "NAME: ..."), unless --game names one (a different one is
 * then refused when the file is read). */
static void load_game_name(const cli_opts *o, solve_params *p)
{
    strat_data *d;
    char why[STRAT_WHY_MAX], name[16] = "";
    if (o->solve.game)
        return;   /* the game given: a file of another is refused when it is read */
    if (strat_read(o->solve.load, STRAT_READ_HEADER, &d, why, sizeof why) != TALON_OK)
        cli_usage_error("%s", why);
    sscanf(d->game, "%15[a-z0-9]", name);
    strat_free(d);
    if (solve_game_parse(name, &p->game) != TALON_OK)
        cli_usage_error("%s: a strategy of the game '%s', which talon solve does not know", o->solve.load, name);
}

/* --load FILE in the draw game: the file's players, deck, rules, sizes,
 * raises, draw, abstraction, history and buckets.  The players, deck,
 * ace-low and order given must be the file's (refused in duel's words);
 * another option given (--open-sizes...) stands, and a file of another
 * game is then refused when it is read, naming the field. */
static void load_draw_params(const cli_opts *o, solve_params *p)
{
    const struct cli_solve *s = &o->solve;
    draw_params fp;
    char why[STRAT_WHY_MAX];
    if (profile_file_game(s->load, &fp, why, sizeof why) != TALON_OK ||
        profile_file_fits(s->load, &fp, o->players_set ? o->players : -1,
                          o->deck_set && !o->deck_auto ? o->decks[0] : -1, o->ace_low_set ? o->ace_low : -1,
                          o->order_set ? (int)o->order : -1, why, sizeof why) != TALON_OK)
        cli_usage_error("%s", why);
    solve_draw *sd = &p->draw;
    sd->players = fp.players;
    sd->r = fp.r;
    if (!s->open_sizes) {
        sd->n_open = fp.n_open;
        memcpy(sd->open_sizes, fp.open_sizes, sizeof sd->open_sizes);
    }
    if (!s->raise_sizes) {
        sd->n_raise = fp.n_raise;
        memcpy(sd->raise_sizes, fp.raise_sizes, sizeof sd->raise_sizes);
    }
    if (!s->raises)
        sd->max_raises = fp.max_raises;
    if (!s->draw) {
        sd->draw_fixed = fp.draw_fixed;
        sd->fixed = NULL;   /* profile_file_game: a fixed draw is the article preset's, NULL here */
    }
    if (!s->abstraction)
        sd->abstraction = fp.abstraction;
    if (!s->pub)
        sd->history = fp.history;
    if (!s->buckets)
        sd->post_buckets = fp.post_buckets;
    if (!s->bucket_power)
        sd->post_power = fp.post_power;
    if (!s->quads_apart)
        sd->quads_apart = fp.quads_apart;
}

static void make_params(const cli_opts *o, solve_params *p, strategy *fixed, char *header, size_t hsize)
{
    const struct cli_solve *s = &o->solve;
    solve_params_init(p);
    if (s->game && solve_game_parse(s->game, &p->game) != TALON_OK)
        cli_usage_error("--game must be kuhn, leduc, vn1944 or draw, not '%s'", s->game);
    if (s->load)
        load_game_name(o, p);
    check_game_options(o, p->game);
    if (p->game == SOLVE_DRAW)
        draw_options(o, p, fixed);
    if (p->game == SOLVE_DRAW && s->load)
        load_draw_params(o, p);
    if (p->game == SOLVE_VN1944 && s->buckets)
        p->vn_buckets = s->buckets;
    p->cfg.iterations = s->iterations ? s->iterations
                        : s->target   ? 1000 * solve_default_iterations(p->game)
                                      : solve_default_iterations(p->game);
    p->cfg.target = s->target;
    if (s->max_memory > 0)
        p->cfg.max_memory = (size_t)(s->max_memory * (double)(1u << 30));
    p->cfg.first_check = s->checkpoint;
    p->keep_played = s->keep_played;
    /* Pruning pays where the tree is wide (5 players at 40 cards: half the
     * CPU time for the same quality); heads-up it did not (bench/RESULTS.md),
     * and a rarely met set's early noise lingers longer with it. */
    p->cfg.prune = s->prune ? strcmp(s->prune, "on") == 0 : p->game == SOLVE_DRAW && p->draw.players >= 3;
    p->cfg.shapes = s->shapes && strcmp(s->shapes, "on") == 0;
    p->cfg.seed = o->seed;
    p->cfg.threads = o->threads;
    p->cfg.br_samples = o->trials_set ? o->trials : 0;
    p->cfg.algo = !s->algo || !strcmp(s->algo, "auto") ? CFR_AUTO
                  : !strcmp(s->algo, "cfr+")             ? CFR_PLUS
                  : !strcmp(s->algo, "vector")           ? CFR_VECTOR
                                                         : CFR_MCCFR;
    if (p->cfg.algo == CFR_VECTOR) {   /* --trials: the chance model's deals (its best response is exact) */
        p->vec_deals = p->cfg.br_samples;
        p->cfg.br_samples = 0;
    }
    p->out = s->out;
    p->out_format = s->out_format >= 0 ? (enum strat_format)s->out_format : STRAT_FORMAT_COMPACT;
    p->load = s->load;
    if (p->out)
        check_out(p->out);
    command_line(o, p, header, hsize);
    p->header = header;
}

int cmd_solve(const cli_opts *o)
{
    solve_params p;
    strategy fixed;
    char header[2048];
    make_params(o, &p, &fixed, header, sizeof header);
    static solve_explorers ex;
    ex.threads = o->threads;
    p.explorers = explorers_make;
    p.explorers_done = explorers_done;
    p.explorers_ctx = &ex;
    mc_config mc;
    cli_mc_config(o, &mc);
    p.cfg.progress = mc.progress;
    p.cfg.cancel = mc.cancel;
    if (o->solve.best_response && strcmp(o->solve.best_response, "real") == 0)
        return cmd_solve_real(o, &p);
    if (o->solve.best_response && strcmp(o->solve.best_response, "bound") == 0)
        return cmd_solve_bound(o, &p);
    static solve_report rep;
    int rc = solve_run(&p, &rep);
    cli_mc_done(rc == TALON_E_CANCEL ? rc : TALON_OK);
    /* Writing --out failed after the run (/dev/full, a full disk): a runtime
     * failure.  --out is never given with --load, the other source of I/O
     * errors (an unreadable file: bad input). */
    if (rc == TALON_E_NOMEM || (rc == TALON_E_IO && p.out))
        cli_fail("%s", rep.why);
    if (rc != TALON_OK)
        cli_usage_error("%s", rep.why);
    rep_solve_params rp = {o->lang, o->seed, o->threads, !o->solve.no_timing, o->format == OUT_CSV};
    out_table ts[REP_SOLVE_TABLES];
    out_table *tp[REP_SOLVE_TABLES];
    int n = rep_solve_tables(&rp, &p, &rep, ts);
    for (int i = 0; i < n; i++)
        tp[i] = &ts[i];
    cli_emit(tp, n, o);
    for (int i = 0; i < n; i++)
        out_free(&ts[i]);
    return 0;
}
