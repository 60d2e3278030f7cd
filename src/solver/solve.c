/* solve.c - the body of `talon solve`: game, solver, strategy file.
 *
 * The CLI fills solve_params from its options and prints solve_report; all
 * the work is here so that the command stays a parser and a formatter.  The
 * strategy file is written only after the whole run succeeded (never for an
 * interrupted run), through cfr_strategy_save and ofile (ofile.h).
 */
#include <stdio.h>
#include <string.h>

#include "bluff.h"
#include "cfr_games.h"
#include "draw_game.h"
#include "draw_vec.h"
#include "err.h"
#include "mc.h"
#include "solve.h"

static const char *const NAMES[SOLVE_NGAMES] = {"draw", "kuhn", "leduc", "vn1944"};

/* Iterations without --iterations: each a few seconds on one core, and
 * enough for the checks (Kuhn under 0.001 exploitability, Leduc
 * within 0.005 of its value, vn1944 within 0.01 of its thresholds). */
static const uint64_t DEFAULT_ITERS[SOLVE_NGAMES] = {65536, 2000, 2000, 500};

const char *solve_game_name(enum solve_game g)
{
    return g >= 0 && g < SOLVE_NGAMES ? NAMES[g] : "?";
}

int solve_game_parse(const char *name, enum solve_game *g)
{
    for (int i = 0; i < SOLVE_NGAMES; i++)
        if (strcmp(name, NAMES[i]) == 0) {
            *g = (enum solve_game)i;
            return TALON_OK;
        }
    return TALON_E_PARSE;
}

uint64_t solve_default_iterations(enum solve_game g)
{
    return g >= 0 && g < SOLVE_NGAMES ? DEFAULT_ITERS[g] : 1000;
}

void solve_params_init(solve_params *p)
{
    memset(p, 0, sizeof *p);
    p->game = SOLVE_DRAW;
    p->vn_buckets = 100;
    p->vn_bet = 2;
    p->draw.players = 2;
    rules_init(&p->draw.r, 32, true, ORDER_MODERN);
    p->draw.open_sizes[0] = 0.5;
    p->draw.open_sizes[1] = 1;
    p->draw.n_open = 2;
    p->draw.raise_sizes[0] = 1;
    p->draw.n_raise = 1;
    p->draw.max_raises = 1;
    cfr_config_init(&p->cfg);
}

_Static_assert(SOLVE_MAX_SIZES == DRAW_MAX_SIZES, "solve_draw and draw_params hold as many sizes");

/* The draw game (draw_game.h) from the options; its description is the game line. */
static int build_draw(const solve_draw *d, cfr_game *g, draw_game **dg, solve_report *rep)
{
    draw_params dp;
    draw_params_default(&dp, d->players, &d->r);
    if (d->n_open > 0) {
        dp.n_open = d->n_open;
        memcpy(dp.open_sizes, d->open_sizes, sizeof dp.open_sizes);
    }
    if (d->n_raise > 0) {
        dp.n_raise = d->n_raise;
        memcpy(dp.raise_sizes, d->raise_sizes, sizeof dp.raise_sizes);
    }
    dp.max_raises = d->max_raises;
    dp.draw_fixed = d->draw_fixed;
    dp.fixed = d->fixed;
    dp.abstraction = d->abstraction == 1 ? DRAW_ABS_FINE : d->abstraction == 2 ? DRAW_ABS_RECALL : DRAW_ABS_CLASSES;
    if (d->post_buckets > 0)
        dp.post_buckets = d->post_buckets;
    if (d->post_power > 0)
        dp.post_power = d->post_power;
    dp.quads_apart = d->quads_apart;
    dp.history = d->history;
    int rc = draw_game_init(dg, &dp, g);
    if (rc != TALON_OK) {
        snprintf(rep->why, sizeof rep->why, "the draw game cannot be built: %s (players %d, deck %d)", err_str(rc),
                 d->players, d->r.deck_size);
        return rc;
    }
    char desc[400];
    snprintf(rep->game_id, sizeof rep->game_id, "draw: %s", draw_game_describe(*dg, desc, sizeof desc));
    return TALON_OK;
}

/* The game of p, and its one-line description (the strategy file's game
 * line).  *owned receives what must be freed after the run (draw game). */
static int build_game(const solve_params *p, cfr_game *g, vn1944_ctx *v, void **owned, solve_report *rep)
{
    *owned = NULL;
    switch (p->game) {
    case SOLVE_KUHN:
        snprintf(rep->game_id, sizeof rep->game_id, "kuhn: Kuhn poker, cards J Q K, ante 1, bet 1");
        return kuhn_game_init(g);
    case SOLVE_LEDUC:
        snprintf(rep->game_id, sizeof rep->game_id,
                 "leduc: Leduc hold'em, cards J J Q Q K K, ante 1, bets 2 then 4, 2 a round");
        return leduc_game_init(g);
    case SOLVE_VN1944:
        v->buckets = p->vn_buckets;
        v->bet = p->vn_bet;
        if (vn1944_game_init(g, v) != TALON_OK) {
            snprintf(rep->why, sizeof rep->why, "vn1944: --buckets must be 2 to 4096, not %d", p->vn_buckets);
            return TALON_E_RANGE;
        }
        snprintf(rep->game_id, sizeof rep->game_id,
                 "vn1944: von Neumann's 1944 poker, %d hands on [0,1], ante 1, bet %g", v->buckets, v->bet);
        return TALON_OK;
    case SOLVE_DRAW:
        return build_draw(&p->draw, g, (draw_game **)owned, rep);
    default:
        snprintf(rep->why, sizeof rep->why, "unknown game");
        return TALON_E_INVAL;
    }
}

/* The file's comment lines: the caller's, then how it was solved and how good it is. */
static void file_header(const solve_params *p, const solve_report *rep, char *buf, size_t size)
{
    const cfr_result *r = &rep->res;
    const cfr_quality *q = &r->quality;
    size_t k = (size_t)snprintf(buf, size, "%s", p->header ? p->header : "");
    k += (size_t)snprintf(buf + k, size - k,
                          "# algorithm: %s\n# iterations: %llu\n# seed: %llu\n"
                          "# conventions: payoffs in antes per deal; seat 1 acts first\n",
                          cfr_algo_label(r->algo, &p->cfg), (unsigned long long)r->iterations,
                          (unsigned long long)p->cfg.seed);
    if (r->algo == CFR_VECTOR && k < size)
        k += (size_t)snprintf(buf + k, size - k,
                              "# chance model: %llu sampled deals (seed %llu); the figures below are exact in it\n",
                              (unsigned long long)(p->vec_deals ? p->vec_deals : DRAW_VEC_DEALS),
                              (unsigned long long)p->cfg.seed);
    for (int s = 0; s < rep->players && k < size; s++)
        k += (size_t)snprintf(buf + k, size - k, "# seat %d: value %+.6f, best-response gain %.6f%s\n", s + 1,
                              q->value[s], q->gain[s], q->exact ? " (exact)" : " (sampled)");
    if (k < size)
        snprintf(buf + k, size - k, "# exploitability: %.6f antes per deal (sum of the gains%s)\n",
                 q->exploitability, q->exact ? ", exact" : ", sampled best response: a lower bound");
}

static int run_solver(const solve_params *p, const cfr_game *g, const draw_game *dg, solve_report *rep,
                      cfr_solver **sp)
{
    int rc = cfr_init(sp, g, &p->cfg);
    if (rc != TALON_OK) {
        snprintf(rep->why, sizeof rep->why, "cannot set up the solver: %s", err_str(rc));
        return rc;
    }
    if (!p->load && p->cfg.algo == CFR_VECTOR) {
        if (!dg)
            return snprintf(rep->why, sizeof rep->why, "the vector solver plays the draw game only"), TALON_E_INVAL;
        return draw_vec_solve(dg, g, &p->cfg, p->vec_deals ? p->vec_deals : DRAW_VEC_DEALS, *sp, &rep->res, rep->why,
                              sizeof rep->why);
    }
    if (!p->load) {
        rc = cfr_solve(*sp, &rep->res);
        if (rc == TALON_E_NOMEM)
            snprintf(rep->why, sizeof rep->why,
                     "out of memory: the solver's tables reached their cap (%.1f GiB) at %llu information sets "
                     "after %llu iterations; solve a smaller game (fewer players, sizes or raises, --draw fixed) or give a "
                     "larger --max-memory",
                     (double)(p->cfg.max_memory ? p->cfg.max_memory : (size_t)4 << 30) / (1 << 30),
                     (unsigned long long)rep->res.infosets, (unsigned long long)rep->res.iterations);
        return rc;
    }
    cfr_strategy *st;
    rc = cfr_strategy_load(p->load, rep->game_id, &st, rep->why, sizeof rep->why);
    if (rc != TALON_OK)
        return rc;
    rep->loaded = true;
    rep->loaded_sets = cfr_strategy_count(st);
    if (p->cfg.algo == CFR_VECTOR) {
        rc = dg ? draw_vec_evaluate(dg, g, &p->cfg, p->vec_deals ? p->vec_deals : DRAW_VEC_DEALS, st, &rep->res,
                                    rep->why, sizeof rep->why)
                : TALON_E_INVAL;
        cfr_strategy_free(st);
        return rc;
    }
    rc = cfr_evaluate(*sp, st, &rep->res);
    cfr_strategy_free(st);
    if (rc == TALON_E_INVAL)
        snprintf(rep->why, sizeof rep->why, "%s: its sets do not match this game's actions", p->load);
    return rc;
}

int solve_run(const solve_params *p, solve_report *rep)
{
    memset(rep, 0, sizeof *rep);
    rep->game = p->game;
    cfr_game g;
    vn1944_ctx v;
    void *owned;
    int rc = build_game(p, &g, &v, &owned, rep);
    if (rc != TALON_OK)
        return rc;
    rep->players = g.players;
    cfr_solver *s = NULL;
    rc = run_solver(p, &g, p->game == SOLVE_DRAW ? owned : NULL, rep, &s);
    if (rc == TALON_OK && p->game == SOLVE_VN1944 && !rep->loaded) {
        double value;
        rep->has_vn = vn1944_thresholds(s, &v, &rep->alpha, &rep->beta, &rep->gamma) == TALON_OK;
        bluff_vn1944(v.bet, &rep->cf_alpha, &rep->cf_beta, &rep->cf_gamma, &value);
        rep->cf_value = value;
    }
    if (rc == TALON_OK && p->out && !rep->loaded && mc_mpi_rank() == 0) {   /* MPI: rank 0 writes */
        static _Thread_local char header[8192];
        file_header(p, rep, header, sizeof header);
        cfr_explorer ex[CFR_MAX_EXPLORERS];
        int n_ex = 0;
        if (p->keep_played && p->explorers && p->game == SOLVE_DRAW)
            rc = p->explorers(p->explorers_ctx, owned, &g, ex, &n_ex, rep->why, sizeof rep->why);
        if (rc == TALON_OK)
            rc = cfr_strategy_save_played(s, p->out, rep->game_id, header, p->out_format, p->keep_played, ex, n_ex,
                                          rep->why, sizeof rep->why);
        if (p->explorers_done)
            p->explorers_done(p->explorers_ctx);
    }
    if (rc != TALON_OK && !rep->why[0])
        snprintf(rep->why, sizeof rep->why, "%s", err_str(rc));
    cfr_free(s);
    draw_game_free(owned);
    return rc;
}
