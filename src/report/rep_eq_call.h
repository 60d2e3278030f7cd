/* rep_eq_call.h - the tables of `talon call --model equilibrium`, in
 * rep_eq_call.c: the solved game's weakest calling hand for each opener and
 * caller asked for (par->opener, par->position; 0 every seat), with the
 * caller's gain.  The CLI (cmd_eq_call.c) loads the files and reads their
 * calls (eq_call); these lay them out.  Pure formatting: nothing printed,
 * nothing exits; each out_init's its table and fills it.
 */
#ifndef TALON_REP_EQ_CALL_H
#define TALON_REP_EQ_CALL_H

#include "out.h"
#include "rep_eq.h"
#include "rep_open.h"
#include "rules.h"
#include "tab_equilibrium.h"

/* Text and md: a row per opener and caller, the threshold at pot and half
 * pot (t[0], t[1]) and the caller's gain; the headline, the rule and the
 * files' quality as notes, in par->lang's words. */
void rep_eq_call_table(const rep_open_params *par, const rep_eq_pair *e, const eq_call_table *t, out_table *tab);
/* csv and json: a row per opener, caller and bet (raw values; dclass keys
 * under r), with rep_eq_call_table's headline and notes, and the players,
 * the deck and the files' facts as fields (rep_eq_solution_fields).  Out of
 * memory: tidy is marked failed (out_failed). */
void rep_eq_call_tidy(const rep_open_params *par, const rep_eq_pair *e, const eq_call_table *t, const rules *r,
                      out_table *tidy);

#endif
