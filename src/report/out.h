/* out.h - the report layer's tables (built in out.c) and the four
 * renderings they are made for (text, csv, json, md: the CLI's
 * out_print.c, out_print.h).
 *
 * A command builds one out_table completely (title, conventions as key/value
 * notes, typed columns, rows of cells), and only then renders it, so an error
 * can never leave half a table on stdout.
 *
 *   text  the headline, then aligned columns for people, notes above the table
 *         (out_note_below's under it)
 *   csv   tidy: a header row, one row per cell, raw values at full precision
 *         (no headline, no notes: one plain table a CSV reader loads as is)
 *   json  {"title", "headline" (when set), the fields (out_field), "notes": {...}
 *         (every note, those below the table too, in the order given),
 *         "rows": [{column: value}]}
 *   md    the headline as a paragraph, notes as a list, then a pipe table,
 *         then the notes below it as a list
 *
 * The headline is the answer in one or two plain sentences, under the most
 * realistic model the command has, with its interval: a reader who stops
 * there has the answer (talon CMD --quiet prints it alone).
 *
 * Every cell has a raw form (csv/json: 1302540, 0.50117...) and a display
 * form (text/md: "1 302 540", "50.1172%").  A raw number is written with
 * the fewest significant digits that read back (strtod) as the same double
 * (out_num_raw: 0.35248, not %.17g's 0.35248000000000002).
 */
#ifndef TALON_OUT_H
#define TALON_OUT_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

enum out_format { OUT_TEXT, OUT_CSV, OUT_JSON, OUT_MD };
enum out_type { OUT_STR, OUT_INT, OUT_NUM, OUT_BOOL };

#define OUT_MAX_COLS 32
#define OUT_MAX_NOTES 16
#define OUT_MAX_FIELDS 96   /* talon open: 4 conventions, then 13 facts (7, and 6 of the real game) for each of 5 player counts */

typedef struct out_cell {
    char *raw;
    char *shown;
} out_cell;

typedef struct out_table {
    char *title;
    char *headline;          /* NULL: none (out_headline sets it) */
    int ncols;
    struct {
        const char *key;     /* csv/json name */
        const char *title;   /* text/md heading */
        enum out_type type;
        int text_hidden;     /* 1: only in csv/json (e.g. the deck column of a single-deck text table) */
        int data_hidden;     /* 1: only in text/md (a display column such as "[lo, hi]") */
    } cols[OUT_MAX_COLS];
    int nnotes;
    struct { char *key; char *value; int below; } notes[OUT_MAX_NOTES];   /* below: under the table (text, md) */
    int nfields;
    struct { char *key; char *raw; enum out_type type; } fields[OUT_MAX_FIELDS];
    int nrows, cap;
    out_cell *cells;         /* nrows * ncols */
    int group_col;           /* text: blank line when this column's value changes (-1: none) */
    int headline_col;        /* csv: the "headline" column takes this (display-only) column's value
                                row by row instead of the table's headline (-1: the table's) */
    int failed;              /* 1: an allocation failed; the table is incomplete and every later call did nothing */
} out_table;

/* Whether building t ran out of memory (out.c): a failed table must not be
 * rendered, only freed. */
static inline bool out_failed(const out_table *t) { return t->failed != 0; }

void out_init(out_table *t, const char *title);
void out_free(out_table *t);
void out_col(out_table *t, const char *key, const char *title, enum out_type type);
void out_note(out_table *t, const char *key, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
/* A note printed under the table in text and md (the article comparison:
 * the answer and its detail first, issue 18); in json among the notes. */
void out_note_below(out_table *t, const char *key, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
/* A typed fact for programs, in JSON only, beside the notes (which are
 * sentences for people): "exact": true, "trials": 1000000, "ci_level": 0.95.
 * A key "group.name" goes into the object "group" ("conventions": {"deck":
 * 32, ...}), the groups in the order of their first field.  The value is
 * printed as fmt makes it: a number or true/false for OUT_NUM, OUT_INT,
 * OUT_BOOL (empty, nan or inf: null), a JSON string for OUT_STR.  A key set
 * twice keeps its last value.  Not in text, csv (one plain table) or md. */
void out_field(out_table *t, const char *key, enum out_type type, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
/* out_field of a number in its shortest round-trip form (out_num_raw). */
void out_field_num(out_table *t, const char *key, double v);

/* Set the headline (replaces an earlier one). */
void out_headline(out_table *t, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* Start a new row; then set each cell with out_set*. */
void out_row(out_table *t);
void out_set(out_table *t, int col, const char *raw, const char *shown);
/* Set a cell of an earlier row (0-based). */
void out_set_at(out_table *t, int row, int col, const char *raw, const char *shown);
/* Show a column in csv/json only. */
void out_hide(out_table *t, int col);
/* Show a column in text/md only. */
void out_display_only(out_table *t, int col);
void out_set_str(out_table *t, int col, const char *s);
void out_set_int(out_table *t, int col, uint64_t v);        /* shown with thin spaces: 1 302 540 */
void out_set_prob(out_table *t, int col, double p);         /* raw out_num_raw, shown as a percentage */
void out_set_num(out_table *t, int col, double v, const char *shown_fmt);
void out_set_bool(out_table *t, int col, int v);

/* The text of a language: en (lang 0) or fr (lang 1, the --lang fr of every command). */
static inline const char *out_tr(int lang, const char *en, const char *fr) { return lang ? fr : en; }

/* The raw (csv/json) form of a number: the shortest of %.1g .. %.17g that
 * strtod reads back as v exactly (9.93167010964564e-05, 0.35248, 0.5), so
 * no digit is lost and none is noise; nan and inf as %g writes them (JSON:
 * null).  Into buf (32 bytes are enough); returns buf. */
char *out_num_raw(double v, char *buf, size_t size);
/* Exploitability and best-response gains (issue 24).  Both are at least 0
 * in truth (a best response does at least as well as the play it answers);
 * an estimate below 0 is sampling noise around 0, which a reader takes for
 * nonsense, so no output prints one.  The rule lives here, for every
 * command (open, call, bluff, solve):
 *   text, out_expl_text: an estimate >= 0 with its 95% interval [lo, hi]
 *     as "0.034 [0.001, 0.066]"; below 0 as "0 (95% interval up to 0.013)";
 *     without an interval (exact) "0.002", or, below 0, "0 (a sampled
 *     estimate below 0: noise)".  brief (a table cell): "0.034", or below
 *     0 "0 (up to 0.013)".
 *   csv/json: the estimate clamped at 0 (out_expl_num) in the field or
 *     column of the figure, its interval's two ends clamped at 0 in the
 *     *_ci_low / *_ci_high (gain_ci_low...) beside it, so a program reads
 *     the figure a person does, with the interval that says how far it is
 *     known.  The raw sampled sum stays in the strategy file's header
 *     ("# exploitability: -0.033581 ...") for whoever studies the noise.
 * An interval wholly below 0 ([-0.083, -0.039]: the sampled best response
 * found no gain at all) reads "0 (95% interval wholly below 0)" ("0
 * (interval below 0)" brief), its csv/json ends 0 and 0. */
double out_expl_num(double v);
/* lang 0 English, 1 French; decimals as printed (3, 4, 6); returns buf. */
char *out_expl_text(double est, bool has_ci, double lo, double hi, int decimals, bool brief, int lang, char *buf,
                    size_t size);

/* "1 302 540" into buf. */
void out_group_digits(uint64_t v, char *buf, size_t size);
/* Percentage with 4 significant digits at least 3 decimals: "0.00154%", "50.117%". */
void out_percent(double p, char *buf, size_t size);
/* A 95% interval as "[lo%, hi%]" (each as out_percent), into both the raw
 * and the shown value of a column (the text and data views agree). */
void out_set_interval(out_table *t, int col, double lo, double hi);

#endif
