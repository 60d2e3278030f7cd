/* cli_bench.h - the tables of `talon bench` (cli_bench.c; the plug-in
 * tables in cli_bench_plugin.h): each fills an out_table from measurements
 * already taken and checked by cmd_bench.c through the bench layer
 * (bench.h), in the output's language (lang: 0 English, 1 French; CSV and
 * JSON names stay English).  They measure nothing and never fail.
 */
#ifndef TALON_CLI_BENCH_H
#define TALON_CLI_BENCH_H

#include <stdbool.h>
#include <stdint.h>

#include "bench.h"
#include "out.h"
#include "rules.h"

#define CLI_BENCH_PLUGINS_MAX 4                           /* --evaluator A.so,B.so,... */
#define CLI_BENCH_PLUGINS_ALL (CLI_BENCH_PLUGINS_MAX + 1) /* and talon's own, first (bench_plugin_talon) */
#define CLI_BENCH_REF5_HANDS (1u << 18) /* random hands given to the reference evaluator (~20 M/s) */
#define CLI_BENCH_REF7_HANDS (1u << 15) /* eval_ref7: ~1 M/s */

/* One row of an evaluator table: what was timed and its measurement. */
typedef struct cli_bench_row {
    char name[96];     /* English: the CSV and JSON value and error messages */
    char shown[96];    /* the name in the output's language */
    bench_eval_spec s;
    bool talon;        /* talon's own values: checksums must agree with the other talon rows */
    bench_stat st;
} cli_bench_row;

/* Cells: a rate in M/s (per_s items a second), a ratio "x", a checksum in hex. */
void cli_bench_rate(out_table *t, int col, double per_s);
void cli_bench_ratio(out_table *t, int col, double x);
void cli_bench_hex(out_table *t, int col, uint64_t v);

/* The evaluator table of `cards`-card hands: rows[0 .. n - 1], timed on d's hands (seed: d's). */
void cli_bench_eval_table(out_table *t, int cards, const rules *r, const bench_data *d, const cli_bench_row *rows,
                          int n, const bench_cfg *cfg, uint64_t seed, int lang);

/* The dealer's table, from bench_deal_all's measurements. */
void cli_bench_deal_table(out_table *t, const rules *r, const bench_stat st[BENCH_DEAL_N], int lang);

/* The Monte Carlo engine's table, from bench_sim_scale's steps. */
void cli_bench_sim_table(out_table *t, const bench_sim_step *steps, int n, uint64_t trials, int lang);

/* The exact tables' table, from bench_exact_all's measurements (threads as given to it). */
void cli_bench_exact_table(out_table *t, const rules *r, int threads, const bench_cfg *cfg,
                           const bench_stat st[BENCH_EXACT_N], int lang);

/* The notes on the machine, the compiler and the total time (seconds), on the first table;
 * load: the load average when the command started. */
void cli_bench_machine_notes(out_table *t, double seconds, double load, int lang);

#endif
