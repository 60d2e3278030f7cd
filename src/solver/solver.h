/* solver.h - the solver layer of libtalon (src/solver/), in one include:
 * equilibria of betting games by counterfactual regret, their quality
 * measured by best responses, the strategy files that carry them, and what
 * talon does with a solved strategy (advice, profiles, checks).
 *
 * Usage (the whole of `talon solve --game kuhn`, less its printing):
 *     #include "solver.h"
 *
 *     solve_params p;
 *     solve_params_init(&p);
 *     p.game = SOLVE_KUHN;
 *     p.cfg.iterations = 2000; p.cfg.seed = 1;
 *     solve_report rep;
 *     if (solve_run(&p, &rep) != TALON_OK) puts(rep.why);   // rep.res.quality.value[0] ~ -1/18
 *
 * The layer sits above games/ (hold'em, stud, pots, bluffing models: solve.c
 * takes bluff.h's models as its comparison) and below tables/ (the table
 * generators read solved files through profile.h and stratfile.h); it
 * includes nothing above it (tests/layers.sh).  Inside it the modules stand
 * in this order, each using only those before it:
 *   cfr_game.h  the contract a game implements for the solver
 *   stratfile   strategy files: the text and compact formats, read and written
 *   draw_game   French draw poker's betting game as a cfr_game
 *   cfr         the solver (CFR+, MCCFR): cfr.c its table and training
 *               blocks, cfr_br.c the best response (quality), cfr_io.c the
 *               strategies saved and loaded through stratfile (a file's game
 *               line compared with draw_game's), cfr_run.c the run that
 *               alternates blocks and quality checkpoints, above the other
 *               three; cfr_int.h their shared internals
 *   kuhn, leduc, vn1944 (cfr_games.h)  the validation games, with known values
 *   draw_vec    heads-up draw poker by vector CFR+ over a sampled chance model
 *   profile     what a seat does at any node: a solved file or a rule
 *   backoff     a kept file's coarser sets, played where it lacks a set
 *   real_br, bound_br  a solved strategy measured in the real game (a lower
 *               bound) and bounded inside its abstraction (an upper bound)
 *   sanity      answers no strategy may give, checked on a file
 *   advise      `talon advise` as one call: one spot's action frequencies, EVs
 *   solve       `talon solve` as one call: solve_run fills one report
 * Each header states its own contract (input ranges, errors, ownership,
 * thread safety); the conventions of talon.h hold for all of them.
 */
#ifndef TALON_SOLVER_H
#define TALON_SOLVER_H

#include "cfr_game.h"   /* cfr_game: the callbacks a game gives the solver */
#include "stratfile.h"  /* strat_read, strat_save, strat_find: strategy files */
#include "draw_game.h"  /* draw_game_init: French draw poker as a cfr_game */
#include "cfr.h"        /* cfr_init, cfr_solve, cfr_strategy_save/load: the solver */
#include "cfr_games.h"  /* kuhn_game_init, leduc_game_init, vn1944_game_init: the checks */
#include "draw_vec.h"   /* heads-up draw poker by vector CFR+ */
#include "profile.h"    /* profiles: a solved file or a rule, seat by seat */
#include "backoff.h"    /* backoff_build: the coarser sets a kept file adds */
#include "real_br.h"    /* real_br_run: a solved strategy's gain in the real game */
#include "bound_br.h"   /* bound_br_run: its gain bounded from above in the abstraction */
#include "sanity.h"     /* sanity_run: answers no strategy may give */
#include "advise.h"     /* advise_run: `talon advise` as one call */
#include "solve.h"      /* solve_run: `talon solve` as one call */

#endif
