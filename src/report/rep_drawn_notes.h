/* rep_drawn_notes.h - talon drawn's headline and notes, in
 * rep_drawn_notes.c.  Nothing exits or prints.
 */
#ifndef TALON_REP_DRAWN_NOTES_H
#define TALON_REP_DRAWN_NOTES_H

#include "out.h"
#include "rep_drawn_table.h"
#include "strategy.h"

/* The conventions, the strategy s in words, the method, the folds and the
 * dealer's rules as notes, and the same facts as fields. */
void rep_drawn_notes(out_table *t, const rep_drawn_ctx *x, const strategy *s);
/* The answer for one deck: what each draw mostly ends in, as t's headline. */
void rep_drawn_headline(out_table *t, const rep_drawn_ctx *x, const strategy *s);

#endif
