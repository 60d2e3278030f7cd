/* report.h - the report layer of libtalon (src/report/), in one include:
 * what a question's answer looks like as tables.  The layers below compute
 * figures (tables/ fills structs, solver/ solves and measures); this layer
 * lays those figures out as report tables (out.h): which columns, which
 * rows, the notes that name the conventions and the method, the headline
 * that answers in one sentence, in English or French.  The CLI (src/cli/)
 * parses the options, calls the library, and renders the tables as text,
 * CSV, JSON or Markdown (out_print.c); a program or the browser page that
 * wants the same tables calls this layer without the CLI.
 *
 * Like every library layer, it never prints, exits, or reads the
 * environment: a table whose building runs out of memory is marked failed
 * (out_failed) and is only freed.  It sits above tables/ and bench/ and
 * below the CLI (tests/layers.sh).  Its modules, each using only those
 * before it:
 *   out      the table: typed columns, rows, notes, JSON fields, headline;
 *            the number formats every report shares
 *   labels   the deck and the conventions in words, and the fields that
 *            carry them and the method
 * then one module a command (or a family), each using out, labels and,
 * for the solved game's words, rep_eq and rep_open:
 *   rep_freq     talon freq: a deck's hand frequencies, the article's
 *                column, the Monte Carlo estimate beside them
 *   rep_atleast  talon atleast: P(better than) each class, exact, and which
 *                of the article's cells differ and why
 *   rep_drawn    talon drawn: the final hand by cards drawn, the article
 *                beside ours, the origins (rep_drawn_table, rep_drawn_notes);
 *                talon drawn HAND's 32 ways to draw (rep_drawn_hand)
 *   rep_best     talon best: whether a hand is the best, before and after
 *                the draw, in three views, beside the article's shortcut
 *   rep_equity   talon equity: a served hand's win figures by category and
 *                pair, one table a model, beside the article's
 *   rep_eval     talon eval: hands evaluated (category, five cards, value),
 *                and the winner of two
 *   rep_eq       a solved game's files in words: the pair of files behind
 *                a table, its quality inside the abstraction and in the real
 *                game, its notes and fields
 *   rep_open     the words of talon open's and call's tables, and their
 *                params (rep_open_params); talon open's tables: rep_open_wide
 *                (with rep_open_notes), rep_open_fit, rep_open_tidy
 *   rep_call_text, rep_call_tidy  talon call's tables (text and md; csv and
 *                json)
 *   rep_eq_open, rep_eq_call, rep_eq_bluff  the tables of open, call and
 *                bluff --model equilibrium
 *   rep_bluff    talon bluff's stated models: the strategies with the
 *                headline, the Monte Carlo check, the article's statements
 *                (rep_bluff_article.c)
 *   rep_stud     talon stud: Cyber Stud under optimal play (outcomes and
 *                house edge, strategy by hand, ace-king by up card, jackpot)
 *   rep_pots     talon pots: a replayed no-limit hand's betting, pots and
 *                players
 *   rep_holdem   talon holdem: each hand's equity, win and tie, exact or
 *                with intervals
 *   rep_solve    talon solve's tables: each seat's value and gain, von
 *                Neumann's thresholds, the convergence, the tidy csv
 *   rep_solve_real   --best-response real's table, and --explain's: where
 *                the real-game responder gains
 *   rep_solve_bound  --best-response bound's table: the sample's upper bound
 *   rep_strategy talon strategy list, info and check's tables
 *   rep_strategy_convert  the header lines strategy convert writes
 *                (# threshold, # never, # shape)
 *   rep_bench    talon bench's tables: the evaluator rows named, the
 *                evaluator, dealer, Monte Carlo and exact-table tables, the
 *                machine notes
 *   rep_bench_plugin  talon bench's plug-in tables: verification, talon
 *                beside the plug-in, side by side
 * Each builds its tables from figures the caller computed (the tab_*,
 * games and solver results) and a small params struct (the language, the
 * seed, what the options asked), never from the CLI's options.
 * Each header states its own contract; the conventions of talon.h hold.
 */
#ifndef TALON_REPORT_H
#define TALON_REPORT_H

#include "out.h"
#include "labels.h"
#include "rep_freq.h"
#include "rep_atleast.h"
#include "rep_drawn.h"
#include "rep_drawn_hand.h"
#include "rep_best.h"
#include "rep_equity.h"
#include "rep_eval.h"
#include "rep_eq.h"
#include "rep_open.h"
#include "rep_open_wide.h"
#include "rep_open_notes.h"
#include "rep_open_fit.h"
#include "rep_open_tidy.h"
#include "rep_call_text.h"
#include "rep_call_tidy.h"
#include "rep_eq_open.h"
#include "rep_eq_call.h"
#include "rep_eq_bluff.h"
#include "rep_bluff.h"
#include "rep_stud.h"
#include "rep_pots.h"
#include "rep_holdem.h"
#include "rep_solve.h"
#include "rep_solve_real.h"
#include "rep_solve_bound.h"
#include "rep_strategy.h"
#include "rep_strategy_convert.h"
#include "rep_bench.h"
#include "rep_bench_plugin.h"

#endif
