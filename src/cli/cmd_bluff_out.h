/* cmd_bluff_out.h - talon bluff's tables, in cmd_bluff_out.c (the
 * strategies, the Monte Carlo check) and cmd_bluff_article.c (the
 * article's statements).  Each out_init's t and fills it; nothing exits.
 */
#ifndef TALON_CMD_BLUFF_OUT_H
#define TALON_CMD_BLUFF_OUT_H

#include "bluff.h"
#include "cli.h"

/* One stated model as talon bluff ran it (cmd_bluff.c). */
typedef struct bluff_run {
    enum bluff_model m;
    double optimal;      /* r*, may be +inf */
    double q_for_raise;  /* the q at which the raise played is optimal */
    bluff_strategy s;
    bluff_mc mc;         /* the Monte Carlo check, when it was run */
} bluff_run;

/* The strategy of each of the n runs at the article's f and q, with the
 * headline. */
void cmd_bluff_strategies(const cli_opts *o, const bluff_run *runs, int n, double f, double q, out_table *t);
/* The Monte Carlo check of each run. */
void cmd_bluff_check(const cli_opts *o, const bluff_run *runs, int n, out_table *t);
/* The article's statements evaluated in each of the n models ms. */
void cmd_bluff_article(const enum bluff_model *ms, int n, out_table *t, int lang);

#endif
