/* rep_open.h - the words talon open's and talon call's tables share
 * (report layer, rep_open.c): what the tables read of the options (a
 * rep_open_params), a class's short name, a model's key, a cell of an
 * opening table, a seat, a bet, the equilibrium column's cell, and the
 * conventions the tidy tables carry.  Below the tables of both commands
 * (rep_open_*.c, rep_call_*.c) and the equilibrium's (rep_eq_open.c,
 * rep_eq_call.c), so that none calls another for these.  Pure functions.
 */
#ifndef TALON_REP_OPEN_H
#define TALON_REP_OPEN_H

#include <stddef.h>
#include <stdint.h>

#include "out.h"
#include "rules.h"
#include "tab_open.h"
#include "tab_open_eq.h"

/* What talon open's and call's tables say of the run's options (the CLI
 * fills it from --lang, --seed, --passers, --callers, --bet, --position,
 * --opener). */
typedef struct rep_open_params {
    int lang;               /* 0 English, 1 French */
    uint64_t seed;          /* the Monte Carlo seed the notes name */
    int passers;            /* 0 half (each passer under his half-pot threshold), 1 column */
    double callers;         /* K callers paying the bet when the opener wins, 0..7 */
    int bet;                /* talon call: -1 both sizes, 0 pot, 1 half */
    int position, opener;   /* talon call: the caller's and the opener's seat, 1-based; 0 every seat */
} rep_open_params;

/* A class's short name under r ("AA", "draw", "two pair", "any hand";
 * French "As", "Tirage", "Double paire").  Returns buf. */
const char *rep_open_class(const rules *r, int cls, int lang, char *buf, size_t size);
/* The key of model m (OPEN_MODEL_A..C): "a", "b", "c". */
const char *rep_open_model_key(int m);
/* A cell of an opening table: "AA", "AA?" (undecided), "QQ, not draw" (the
 * draw fails above it; French "Dame sauf tirage"), "-" (unreachable). */
void rep_open_cell_text(const rules *r, const open_cell *c, int lang, char *buf, size_t size);
/* Seat pos (0-based, below 10) as an ordinal: "1st", "2nd"...; French "1er", "2e"... */
const char *rep_open_ordinal(int pos, int lang);
/* Bet b in a cell's words: "pot", "half" (French "demi"). */
const char *rep_open_bet_word(int b, int lang);
/* The equilibrium column's cell at (pos, b): "AA (18%)", "none", "no
 * solution" (French "pas de solution") or "-" (the file has no such size). */
void rep_open_eq_text(const open_eq_col *q, int pos, int b, int lang, char *buf, size_t size);
/* The tidy tables' conventions (talon open and call, csv and json): the
 * passers, callers and seed as notes in p->lang's words, and as the fields
 * conventions.passers, .callers, .seed. */
void rep_open_conv_notes(const rep_open_params *p, out_table *t);
void rep_open_conv_fields(const rep_open_params *p, out_table *t);

#endif
