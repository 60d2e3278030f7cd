/* talon.h - the public API of libtalon, in one include.
 *
 * Usage (the whole of examples/eval_hands.c, less its error messages):
 *     #include <talon/talon.h>
 *
 *     rules r;
 *     if (rules_init(&r, 32, true, ORDER_MODERN) != TALON_OK) ...   // 32 cards, A-7-8-9-10 plays
 *     uint64_t a, b; int n; size_t at;
 *     card_parse("AhAsKdKcQh", CARD_AUTO, &a, &n, &at);          // English or French notation
 *     card_parse("Rp Rk Rt 7c 8c", CARD_AUTO, &b, &n, &at);
 *     uint32_t va = eval5(&r, a), vb = eval5(&r, b);             // larger value = stronger hand
 *     printf("%s vs %s: %s\n", rules_cat_name(eval_category(&r, va), 0),
 *            rules_cat_name(eval_category(&r, vb), 0), va > vb ? "first" : vb > va ? "second" : "tie");
 *
 * Build against an installed talon with
 *     cc prog.c $(pkg-config --cflags --libs talon)
 * or in CMake with find_package(talon) and target_link_libraries(prog PRIVATE
 * talon::talon) (shared) or talon::talon_static.  Every header is installed
 * flat in <prefix>/include/talon/ and includes its neighbours by bare name,
 * so only <prefix>/include goes on the include path.
 *
 * What is stable.  The declarations of the headers below are the API;
 * names with a double underscore (eval__straight, strategy__double_draw)
 * are internals of inline functions and may change at any release.  Each
 * header states its own contract: input ranges, return values, ownership
 * and thread safety.  Conventions shared by all of them:
 *   - cards are bits of a uint64_t, 16 bits per suit, bit 16*suit + rank
 *     (rank 0 = deuce .. 12 = ace); a deck of N cards keeps the highest
 *     N/4 ranks (card.h);
 *   - a rules object (deck, ace-low straights, ranking order) is built once
 *     by rules_init, never changes and may be shared by every thread; every
 *     evaluator and generator takes it by pointer (rules.h);
 *   - a function that can fail returns TALON_OK (0) or a negative TALON_E_*
 *     code, err_str(code) gives its text; results go out through pointers
 *     (err.h).  The library never prints or exits, and reads the
 *     environment in one place only: datadir.h's TALON_DATA_DIR, where the
 *     shipped data is looked for first;
 *   - Monte Carlo results are a fixed function of (query, seed, trials),
 *     bit-identical at any number of threads (mc.h), and carry a 95%
 *     interval (stats.h).
 *
 * The ABI: libtalon.so.MAJOR; structs are passed by the caller, so their
 * sizes are part of the ABI and may change only with the major version.
 * TALON_VERSION_STRING (talon_version.h, generated from CMake's
 * project(VERSION)) is the version these headers belong to; `talon --version`
 * and pkg-config --modversion talon print the same.
 */
#ifndef TALON_H
#define TALON_H

#include "talon_version.h"

/* Cards, decks, errors, the generator, intervals, the rules, output files. */
#include "card.h"       /* card_parse, card_format, card_detect, deck_mask, deck_for_players */
#include "err.h"        /* TALON_OK, TALON_E_*, err_str */
#include "rng.h"        /* PCG32: rng_seed, rng_bounded, rng_double, rng_for_block */
#include "stats.h"      /* stats_wilson, stats_mean: 95% intervals */
#include "rules.h"      /* rules_init, enum rules_order, enum eval_cat, category names */
#include "ofile.h"      /* ofile_check, ofile_open/commit: output files written safely */

/* Evaluation. */
#include "eval.h"       /* eval5, eval7 (scalar, inline), eval_category, eval_best5, eval_ref5/7 */
#include "eval_batch.h" /* eval_batch: many hands at once, AVX2/AVX-512 chosen at run time */
#include "eval_fast.h"  /* the table evaluator, one hand at a time, and the incremental hand */
#include "dclass.h"     /* draw classes for opening decisions: dclass_of, dclass_name */

/* Monte Carlo, dealing, drawing strategies, the whole-table dealer. */
#include "mc.h"         /* mc_run: deterministic parallel Monte Carlo */
#include "deal.h"       /* deal_init: a deck less dead cards */
#include "strategy.h"   /* strategy_preset, strategy_parse: drawing strategies as data */
#include "table.h"      /* table_init, table_mc: a table of 2..8 players through the draw */

/* Games: hold'em, ranges, pots, Cyber Stud, bluffing models. */
#include "holdem.h"     /* holdem_equity: exact or Monte Carlo equities */
#include "range.h"      /* range_parse: hold'em ranges */
#include "pots.h"       /* pots_split, pots_award: main and side pots */
#include "pots_replay.h" /* a hand of betting replayed, pots cut and awarded */
#include "stud.h"       /* Cyber Stud: paytables, the raise strategy, house edge */
#include "bluff.h"      /* bluff_solve: game-theory bluffing models */

/* The solver: CFR, best responses, strategy files, the draw game, advice. */
#include "solver.h"     /* its modules, each named with what it is for */

/* The table generators: each fills a struct, never prints. */
#include "tab_freq.h"    /* tab_freq_exact, tab_freq_mc: hand frequencies */
#include "tab_atleast.h" /* tab_atleast_exact: "Jeux ayant plus que" */
#include "tab_drawn.h"   /* tab_drawn_exact, tab_drawn_mc: "Cartes demandées" */
#include "tab_best.h"    /* tab_best: is this hand the best at P players */
#include "tab_equity.h"  /* tab_equity_mc: win probability of each served hand */
#include "tab_open.h"    /* tab_open: opening thresholds */
#include "tab_call.h"    /* tab_call: calling thresholds, from an opening table */
#include "tab_equilibrium.h" /* eq_load, eq_open, eq_call, eq_bluff: figures of a solved draw game */

/* Timing, and the ABI of external evaluators (plug-ins). */
#include "bench.h"
#include "talon_evaluator.h"

/* The reports: the figures above laid out as tables, as talon prints them. */
#include "report.h"     /* its modules, each named with what it is for */

#endif
