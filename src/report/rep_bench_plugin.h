/* rep_bench_plugin.h - the plug-in tables of `talon bench`
 * (rep_bench_plugin.c), report layer: formatting only, as rep_bench.h's
 * tables; they measure nothing, print nothing and never fail.
 */
#ifndef TALON_REP_BENCH_PLUGIN_H
#define TALON_REP_BENCH_PLUGIN_H

#include "bench.h"
#include "out.h"
#include "rep_bench.h"

/* What bench_plugins_verify checked of plug-in pl (loaded from path; NULL:
 * talon's own, built in, bench_plugin_talon): v[0 .. nv - 1]. */
void rep_bench_verify_table(out_table *t, const bench_plugin *pl, const char *path, const bench_verify *v, int nv,
                            int lang);

/* talon's plug-in (base) vs plug-in pl, both through the ABI, from the rows of the 5- and 7-card tables. */
void rep_bench_compare_table(out_table *t, const bench_plugin *base, const bench_plugin *pl,
                             rep_bench_row *const rows[2], const int nrows[2], int lang);

/* Every evaluator side by side on each kind of input: talon's direct path, then pl[0 .. npl - 1]. */
void rep_bench_side_table(out_table *t, const bench_plugin *pl, int npl, rep_bench_row *const rows[2],
                          const int nrows[2], int lang);

#endif
