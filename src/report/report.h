/* report.h - the report layer of libtalon (src/report/), in one include:
 * what a question's answer looks like as tables.  The layers below compute
 * figures (tables/ fills structs, solver/ solves and measures); this layer
 * lays those figures out as report tables (out.h): which columns, which
 * rows, the notes that name the conventions and the method, the headline
 * that answers in one sentence, in English or French.  The CLI (src/cli/)
 * parses the options, calls the library, and renders the tables as text,
 * CSV, JSON or Markdown (out_print.c); a program or the browser page that
 * wants the same tables calls this layer without the CLI.
 *
 * Like every library layer, it never prints, exits, or reads the
 * environment: a table whose building runs out of memory is marked failed
 * (out_failed) and is only freed.  It sits above tables/ and bench/ and
 * below the CLI (tests/layers.sh).  Its modules, each using only those
 * before it:
 *   out      the table: typed columns, rows, notes, JSON fields, headline;
 *            the number formats every report shares
 *   labels   the deck and the conventions in words, and the fields that
 *            carry them and the method
 * Each header states its own contract; the conventions of talon.h hold.
 */
#ifndef TALON_REPORT_H
#define TALON_REPORT_H

#include "out.h"
#include "labels.h"

#endif
