/* rep_drawn_table.h - talon drawn's table in the making (rep_drawn_ctx),
 * the options it is laid out by (rep_drawn_params), and its columns, rows
 * and origins, in rep_drawn_table.c.  rep_drawn.c assembles them; the
 * headline and notes are rep_drawn_notes.c's.  Nothing exits or prints.
 */
#ifndef TALON_REP_DRAWN_TABLE_H
#define TALON_REP_DRAWN_TABLE_H

#include <stdbool.h>
#include <stdint.h>

#include "out.h"
#include "rules.h"
#include "tab_drawn.h"

enum { C_DECK, C_ACE, C_PLAYERS, C_CARDS, C_ASKED, C_FINAL, C_PROB, C_LO, C_HI };   /* C_LO, C_HI: Monte Carlo only */

/* What talon drawn's tables are laid out by (the CLI fills it from its
 * options). */
typedef struct rep_drawn_params {
    int lang;                   /* 0 English, 1 French */
    enum out_format format;     /* csv: its columns alone, no "asked" rows, no article; text, md: the
                                   categories that show nothing skipped */
    uint64_t seed;              /* the Monte Carlo run's seed (the method's field and note) */
    bool ace_low_set;           /* the straight convention was given (else the note says it is the default) */
    bool headline;              /* set the table's headline (one deck asked) */
} rep_drawn_params;

/* One deck's tables in the making (rep_drawn_tables fills it). */
typedef struct rep_drawn_ctx {
    const rep_drawn_params *p;
    rules r;
    int deck, players;
    bool csv;
    const tab_drawn *a;          /* ours */
    const tab_drawn *alt;        /* the other straight convention, NULL when not computed */
    bool have_art;               /* the article has a table for this deck (one player) */
    int c_ci, c_art, c_diff, c_flag, c_reason;   /* optional columns, -1 when absent */
    int ndiff, ncells;
    char memo_rows[64];
    char dn[40];                 /* the deck's name */
} rep_drawn_ctx;

/* The columns: the CSV ones, then the interval and the article's (not CSV). */
void rep_drawn_cols(out_table *t, rep_drawn_ctx *x);
/* Row d (cards drawn): how often it is asked, then each final category. */
void rep_drawn_row(out_table *t, rep_drawn_ctx *x, int d);
/* The notes under the table: the comparison with the article. */
void rep_drawn_tail(out_table *t, const rep_drawn_ctx *x);
/* The origins of the final hands, into orig (out_init'ed here). */
void rep_drawn_origins(out_table *orig, const rep_drawn_ctx *x);

#endif
