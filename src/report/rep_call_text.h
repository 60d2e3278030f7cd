/* rep_call_text.h - talon call's tables for text and md, and the class
 * masks in words, in rep_call_text.c.  Pure formatting (report layer):
 * nothing printed, nothing exits.
 */
#ifndef TALON_REP_CALL_TEXT_H
#define TALON_REP_CALL_TEXT_H

#include <stddef.h>
#include <stdint.h>

#include "out.h"
#include "rep_open.h"
#include "rules.h"
#include "tab_open_report.h"

/* A class mask (bit k: dclass k) as runs: "QQ..KK", "draw+", "nothing..JJ,
 * draw"; French (lang 1) in talon open's names ("Dame..Roi", "Tirage+");
 * "-" when empty. */
void rep_call_mask_text(const rules *r, uint32_t m, int lang, char *buf, size_t size);
/* Model m's table into t (out_init'ed here): its notes, a row per opener
 * and caller computed. */
void rep_call_model_table(out_table *t, const rep_open_params *par, const call_report *u, int m);
/* The answer under the most realistic model asked for, as t's headline. */
void rep_call_headline(const rep_open_params *par, const call_report *u, out_table *t);

#endif
