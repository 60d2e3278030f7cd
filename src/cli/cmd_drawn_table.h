/* cmd_drawn_table.h - talon drawn's table in the making (drawn_ctx) and
 * its columns, rows and origins, in cmd_drawn_table.c.  Nothing exits.
 */
#ifndef TALON_CMD_DRAWN_TABLE_H
#define TALON_CMD_DRAWN_TABLE_H

#include <stdbool.h>

#include "cli.h"
#include "rules.h"
#include "tab_drawn.h"

enum { C_DECK, C_ACE, C_PLAYERS, C_CARDS, C_ASKED, C_FINAL, C_PROB, C_LO, C_HI };   /* C_LO, C_HI: Monte Carlo only */

/* One deck's tables in the making (cmd_drawn.c fills the figures). */
typedef struct drawn_ctx {
    const cli_opts *o;
    rules r;
    int deck, players;
    bool csv;
    tab_drawn a;                 /* ours */
    tab_drawn alt;               /* the other straight convention (have_alt) */
    bool have_art, have_alt;
    int c_ci, c_art, c_diff, c_flag, c_reason;   /* optional columns, -1 when absent */
    int ndiff, ncells;
    char memo_rows[64];
    char dn[40];                 /* the deck's name */
} drawn_ctx;

/* The columns: the CSV ones, then the interval and the article's (not CSV). */
void cmd_drawn_cols(out_table *t, drawn_ctx *x);
/* Row d (cards drawn): how often it is asked, then each final category. */
void cmd_drawn_row(out_table *t, drawn_ctx *x, int d);
/* The notes under the table: the comparison with the article. */
void cmd_drawn_tail(out_table *t, const drawn_ctx *x);
/* The origins of the final hands, into orig (out_init'ed here). */
void cmd_drawn_origins(out_table *orig, const drawn_ctx *x);

#endif
