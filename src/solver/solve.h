/* solve.h - `talon solve` as one library call: build the chosen game, run
 * the CFR solver (cfr.h) or evaluate a strategy file, write the strategy,
 * and return every figure in one struct.
 *
 * Usage:
 *     solve_params p;
 *     solve_params_init(&p);
 *     p.game = SOLVE_KUHN;
 *     p.cfg.iterations = 2000; p.cfg.seed = 1;
 *     p.out = "kuhn.txt";                       // optional
 *     p.header = "# command: talon solve --game kuhn --out kuhn.txt\n";
 *     solve_report rep;
 *     int rc = solve_run(&p, &rep);            // rep.res.quality.value[0] ~ -1/18
 *     if (rc != TALON_OK) puts(rep.why);
 *
 * Games: SOLVE_KUHN, SOLVE_LEDUC, SOLVE_VN1944 (cfr_games.h: the checks with
 * known values), SOLVE_DRAW (draw_game.h: French draw poker's betting game).
 * The strategy file (cfr_strategy_save) carries the game line
 * rep.game_id, which is also what a file given to `load` must carry.
 *
 * Errors: TALON_E_RANGE / TALON_E_INVAL (bad parameters: rep.why says which),
 * TALON_E_IO (an unwritable out, an unreadable load: nothing is left
 * behind), TALON_E_PARSE (a corrupt load file, rep.why names the line),
 * TALON_E_NOMEM, TALON_E_CANCEL (p.cfg.cancel raised; no file written).
 * rep.why is always a complete sentence fragment for "talon: <why>".
 *
 * Thread safety: as cfr_solve (one call uses p.cfg.threads threads); the
 * parameters are read only.
 */
#ifndef TALON_SOLVE_H
#define TALON_SOLVE_H

#include <stdbool.h>

#include "cfr.h"
#include "draw_game.h"
#include "rules.h"
#include "strategy.h"

enum solve_game { SOLVE_DRAW, SOLVE_KUHN, SOLVE_LEDUC, SOLVE_VN1944, SOLVE_NGAMES };

#define SOLVE_MAX_SIZES 4

typedef struct solve_draw {
    int players;                       /* 2..8 */
    rules r;                           /* deck, ace-low, order */
    double open_sizes[SOLVE_MAX_SIZES];/* x pot */
    int n_open;
    double raise_sizes[SOLVE_MAX_SIZES];
    int n_raise;
    int max_raises;                    /* per betting round */
    bool draw_fixed;                   /* the draw follows `fixed` */
    const strategy *fixed;             /* NULL: the article's */
    int abstraction;                   /* 0 classes, 1 fine, 2 recall (enum draw_abstraction) */
    int post_buckets;                  /* 0: the game's default */
    int post_power;                    /* the buckets cut strength^post_power (0: the default, 1) */
    int quads_apart;                   /* 1: quads a post-draw bucket of their own (draw_params) */
    int history;                       /* enum draw_history: 0 full, 1 summary, 2 summary and the aggressor's seat */
} solve_draw;

typedef struct solve_params {
    enum solve_game game;
    int vn_buckets;          /* vn1944: hands on the grid (2..4096) */
    double vn_bet;           /* vn1944: the bet, antes */
    solve_draw draw;         /* SOLVE_DRAW */
    cfr_config cfg;          /* iterations, target, seed, threads, progress... */
    const char *out;         /* NULL, or the strategy file to write */
    enum strat_format out_format;   /* its format: compact (the default, 0) or text (stratfile.h) */
    const char *load;        /* NULL, or a strategy file to evaluate instead of solving */
    const char *header;      /* comment lines for the file ("# command: ...\n"), may be NULL */
    uint64_t vec_deals;      /* cfg.algo CFR_VECTOR: deals of the chance model (0: DRAW_VEC_DEALS) */
    uint64_t keep_played;    /* out: only the sets met in this many deals of self-play (0: every set;
                                cfr_strategy_save_played) */
    /* keep_played, draw game: outside players whose play, each seat in turn,
     * is kept too (cfr_strategy_save_played's ex).  Called once the game is
     * built: fills ex[0..*n-1] (at most CFR_MAX_EXPLORERS) and keeps what
     * they need until explorers_done(ctx).  NULL: none. */
    int (*explorers)(void *ctx, const draw_game *dg, const cfr_game *g, cfr_explorer *ex, int *n, char *why,
                     size_t why_size);
    void (*explorers_done)(void *ctx);
    void *explorers_ctx;
} solve_params;

typedef struct solve_report {
    enum solve_game game;
    int players;
    char game_id[512];       /* the game and its conventions, one line */
    bool loaded;             /* a file was evaluated, nothing solved */
    uint64_t loaded_sets;    /* its information sets */
    cfr_result res;
    /* vn1944: the solution's thresholds and the closed form's */
    bool has_vn;
    double alpha, beta, gamma, cf_alpha, cf_beta, cf_gamma, cf_value;
    char why[640];           /* on error */
} solve_report;

/* Defaults: draw, 2 players at 32 cards (ace-low on, modern), open 0.5 and
 * 1 pot, raise 1 pot, 1 raise a round, free draw, classes; vn1944 100
 * hands, bet 2; cfg from cfr_config_init (set its iterations). */
void solve_params_init(solve_params *p);

/* "draw", "kuhn", "leduc", "vn1944"; parse returns TALON_E_PARSE on another name. */
const char *solve_game_name(enum solve_game g);
int solve_game_parse(const char *name, enum solve_game *g);

/* Default iterations per game (a few seconds each). */
uint64_t solve_default_iterations(enum solve_game g);

int solve_run(const solve_params *p, solve_report *rep);

#endif
