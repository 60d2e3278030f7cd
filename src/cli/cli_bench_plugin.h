/* cli_bench_plugin.h - the plug-in tables of `talon bench`
 * (cli_bench_plugin.c): formatting only, as cli_bench.h's tables.
 */
#ifndef TALON_CLI_BENCH_PLUGIN_H
#define TALON_CLI_BENCH_PLUGIN_H

#include "bench.h"
#include "cli_bench.h"
#include "out.h"

/* What bench_plugins_verify checked of plug-in pl (loaded from path): v[0 .. nv - 1]. */
void cli_bench_verify_table(out_table *t, const bench_plugin *pl, const char *path, const bench_verify *v, int nv,
                            int lang);

/* talon's plug-in (base) vs plug-in pl, both through the ABI, from the rows of the 5- and 7-card tables. */
void cli_bench_compare_table(out_table *t, const bench_plugin *base, const bench_plugin *pl,
                             cli_bench_row *const rows[2], const int nrows[2], int lang);

/* Every evaluator side by side on each kind of input: talon's direct path, then pl[0 .. npl - 1]. */
void cli_bench_side_table(out_table *t, const bench_plugin *pl, int npl, cli_bench_row *const rows[2],
                          const int nrows[2], int lang);

#endif
