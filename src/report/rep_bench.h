/* rep_bench.h - the tables of `talon bench` (rep_bench.c; the plug-in
 * tables in rep_bench_plugin.h), report layer: the evaluator rows named
 * (what each times, in English and in the output's language), and each
 * table filled from measurements already taken and checked by the CLI
 * (cmd_bench.c) through the bench layer (bench.h), in the output's language
 * (lang: 0 English, 1 French; CSV and JSON names stay English).  They
 * measure nothing, print nothing and never fail (a table that runs out of
 * memory is marked failed: out.h).
 */
#ifndef TALON_REP_BENCH_H
#define TALON_REP_BENCH_H

#include <stdbool.h>
#include <stdint.h>

#include "bench.h"
#include "out.h"
#include "rules.h"

#define REP_BENCH_PLUGINS_MAX 4                           /* --evaluator A.so,B.so,... */
#define REP_BENCH_PLUGINS_ALL (REP_BENCH_PLUGINS_MAX + 1) /* and talon's own, first (bench_plugin_talon) */
#define REP_BENCH_ROWS_MAX 48           /* rows of one evaluator table (rep_bench_eval_rows) */
#define REP_BENCH_REF5_HANDS (1u << 18) /* random hands given to the reference evaluator (~20 M/s) */
#define REP_BENCH_REF7_HANDS (1u << 15) /* eval_ref7: ~1 M/s */

/* One row of an evaluator table: what was timed and its measurement. */
typedef struct rep_bench_row {
    char name[96];     /* English: the CSV and JSON value and error messages */
    char shown[96];    /* the name in the output's language */
    bench_eval_spec s;
    bool talon;        /* talon's own values: checksums must agree with the other talon rows */
    bench_stat st;
} rep_bench_row;

/* The rows of the evaluator table of `cards`-card hands (5 or 7), named
 * and with what to time (st left 0): every path of talon's (the batch
 * evaluator on each instruction set this CPU has, the plain loop, the table
 * evaluator from masks and from card indexes, incremental, one at a time,
 * the reference), then each function of each plug-in pl[0 .. npl - 1]; a
 * plug-in's one-hand enumeration only when bench_plugin_enum_timed(cards,
 * prate[i]) (prate: each plug-in's first-look rate, 0 unknown).  Into
 * rows (REP_BENCH_ROWS_MAX for up to REP_BENCH_PLUGINS_ALL plug-ins);
 * returns how many. */
int rep_bench_eval_rows(int cards, const bench_plugin *pl, int npl, const double *prate, rep_bench_row *rows,
                        int lang);

/* Cells: a rate in M/s (per_s items a second), a ratio "x", a checksum in hex. */
void rep_bench_rate(out_table *t, int col, double per_s);
void rep_bench_ratio(out_table *t, int col, double x);
void rep_bench_hex(out_table *t, int col, uint64_t v);

/* The evaluator table of `cards`-card hands: rows[0 .. n - 1], timed on d's hands (seed: d's). */
void rep_bench_eval_table(out_table *t, int cards, const rules *r, const bench_data *d, const rep_bench_row *rows,
                          int n, const bench_cfg *cfg, uint64_t seed, int lang);

/* On the 7-card evaluator table t (cards 7; nothing for 5): a note for each
 * plug-in of pl[0 .. npl - 1] with an eval7 whose one-hand enumeration was
 * not timed, too slow at its first-look rate prate[p] (bench_plugin_enum_timed). */
void rep_bench_enum_skipped(out_table *t, int cards, const bench_plugin *pl, int npl, const double *prate, int lang);

/* The dealer's table, from bench_deal_all's measurements. */
void rep_bench_deal_table(out_table *t, const rules *r, const bench_stat st[BENCH_DEAL_N], int lang);

/* The Monte Carlo engine's table, from bench_sim_scale's steps. */
void rep_bench_sim_table(out_table *t, const bench_sim_step *steps, int n, uint64_t trials, int lang);

/* The exact tables' table, from bench_exact_all's measurements (threads as given to it). */
void rep_bench_exact_table(out_table *t, const rules *r, int threads, const bench_cfg *cfg,
                           const bench_stat st[BENCH_EXACT_N], int lang);

/* The notes on the machine, the compiler and the total time (seconds), on the first table;
 * load: the load average when the command started. */
void rep_bench_machine_notes(out_table *t, double seconds, double load, int lang);

#endif
