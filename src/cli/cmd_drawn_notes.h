/* cmd_drawn_notes.h - talon drawn's headline and notes, in
 * cmd_drawn_notes.c.  Nothing exits.
 */
#ifndef TALON_CMD_DRAWN_NOTES_H
#define TALON_CMD_DRAWN_NOTES_H

#include "cli.h"
#include "cmd_drawn_table.h"
#include "strategy.h"

/* The conventions, the strategy s in words, the method, the folds and the
 * dealer's rules as notes, and the same facts as fields. */
void cmd_drawn_notes(out_table *t, const drawn_ctx *x, const strategy *s);
/* The answer for one deck: what each draw mostly ends in, as t's headline. */
void cmd_drawn_headline(out_table *t, const drawn_ctx *x, const strategy *s);

#endif
