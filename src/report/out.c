/* out.c - building report tables (out.h): columns, rows, cells, notes,
 * fields and the headline, with the number formats every command shares;
 * the CLI's out_print.c renders them as text, csv, json or markdown.
 *
 * Cells are copied into the table as strings when set, so a table is a
 * self-contained value until out_free.  An allocation that fails marks the
 * table failed (out_failed) and every later call on it does nothing: the
 * library never prints or exits, and the caller checks once, before it
 * renders (the CLI's cli_emit prints "out of memory" and exits 1), since
 * nothing is printed before a table is complete.
 */
#include <math.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "out.h"

/* A copy of s, or NULL with the table marked failed. */
static char *copy_str(out_table *t, const char *s)
{
    char *p = strdup(s);
    if (!p)
        t->failed = 1;
    return p;
}

void out_init(out_table *t, const char *title)
{
    memset(t, 0, sizeof *t);
    t->title = copy_str(t, title ? title : "");
    t->group_col = -1;
    t->headline_col = -1;
}

void out_free(out_table *t)
{
    free(t->title);
    free(t->headline);
    for (int i = 0; i < t->nnotes; i++) {
        free(t->notes[i].key);
        free(t->notes[i].value);
    }
    for (int i = 0; i < t->nfields; i++) {
        free(t->fields[i].key);
        free(t->fields[i].raw);
    }
    for (int i = 0; i < t->nrows * t->ncols; i++) {
        free(t->cells[i].raw);
        free(t->cells[i].shown);
    }
    free(t->cells);
    memset(t, 0, sizeof *t);
}

void out_col(out_table *t, const char *key, const char *title, enum out_type type)
{
    if (t->failed)
        return;
    if (t->ncols >= OUT_MAX_COLS)
        abort();   /* programming error: a command declares its columns statically */
    t->cols[t->ncols].key = key;
    t->cols[t->ncols].title = title;
    t->cols[t->ncols].type = type;
    t->cols[t->ncols].text_hidden = 0;
    t->cols[t->ncols].data_hidden = 0;
    t->ncols++;
}

static void note_v(out_table *t, int below, const char *key, const char *fmt, va_list ap)
{
    if (t->failed)
        return;
    if (t->nnotes >= OUT_MAX_NOTES)
        abort();
    char buf[1024];
    vsnprintf(buf, sizeof buf, fmt, ap);
    t->notes[t->nnotes].key = copy_str(t, key);
    t->notes[t->nnotes].value = copy_str(t, buf);
    t->notes[t->nnotes].below = below;
    t->nnotes++;
}

void out_note(out_table *t, const char *key, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    note_v(t, 0, key, fmt, ap);
    va_end(ap);
}

void out_note_below(out_table *t, const char *key, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    note_v(t, 1, key, fmt, ap);
    va_end(ap);
}

void out_field(out_table *t, const char *key, enum out_type type, const char *fmt, ...)
{
    if (t->failed)
        return;
    char buf[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    int i = 0;
    while (i < t->nfields && strcmp(t->fields[i].key, key) != 0)
        i++;
    if (i == t->nfields) {
        if (t->nfields >= OUT_MAX_FIELDS)
            abort();   /* programming error: a command sets its fields statically */
        t->fields[t->nfields++].key = copy_str(t, key);
    } else {
        free(t->fields[i].raw);
    }
    t->fields[i].raw = copy_str(t, buf);
    t->fields[i].type = type;
}

void out_field_num(out_table *t, const char *key, double v)
{
    char raw[40];
    out_field(t, key, OUT_NUM, "%s", out_num_raw(v, raw, sizeof raw));
}

void out_headline(out_table *t, const char *fmt, ...)
{
    if (t->failed)
        return;
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    char *s = malloc((size_t)(n < 0 ? 0 : n) + 1);
    if (!s) {
        t->failed = 1;
        return;
    }
    va_start(ap, fmt);
    vsnprintf(s, (size_t)(n < 0 ? 0 : n) + 1, fmt, ap);
    va_end(ap);
    free(t->headline);
    t->headline = s;
}

void out_row(out_table *t)
{
    if (t->failed)
        return;
    if (t->nrows == t->cap) {
        int cap = t->cap ? 2 * t->cap : 16;
        out_cell *cells = realloc(t->cells, (size_t)cap * (size_t)(t->ncols ? t->ncols : 1) * sizeof *cells);
        if (!cells) {
            t->failed = 1;
            return;
        }
        t->cells = cells;
        t->cap = cap;
    }
    for (int c = 0; c < t->ncols; c++) {
        out_cell *cell = &t->cells[t->nrows * t->ncols + c];
        cell->raw = copy_str(t, "");
        cell->shown = copy_str(t, "");
    }
    t->nrows++;
}

void out_hide(out_table *t, int col) { t->cols[col].text_hidden = 1; }
void out_display_only(out_table *t, int col) { t->cols[col].data_hidden = 1; }

void out_set(out_table *t, int col, const char *raw, const char *shown)
{
    out_set_at(t, t->nrows - 1, col, raw, shown);
}

void out_set_at(out_table *t, int row, int col, const char *raw, const char *shown)
{
    if (t->failed)
        return;
    out_cell *cell = &t->cells[row * t->ncols + col];
    free(cell->raw);
    free(cell->shown);
    cell->raw = copy_str(t, raw);
    cell->shown = copy_str(t, shown ? shown : raw);
}

void out_set_str(out_table *t, int col, const char *s) { out_set(t, col, s, s); }

void out_group_digits(uint64_t v, char *buf, size_t size)
{
    char digits[32];
    int n = snprintf(digits, sizeof digits, "%llu", (unsigned long long)v);
    char tmp[48];
    int k = 0;
    for (int i = 0; i < n; i++) {
        if (i > 0 && (n - i) % 3 == 0)
            tmp[k++] = ' ';
        tmp[k++] = digits[i];
    }
    tmp[k] = 0;
    snprintf(buf, size, "%s", tmp);
}

void out_set_int(out_table *t, int col, uint64_t v)
{
    char raw[32], shown[48];
    snprintf(raw, sizeof raw, "%llu", (unsigned long long)v);
    out_group_digits(v, shown, sizeof shown);
    out_set(t, col, raw, shown);
}

void out_percent(double p, char *buf, size_t size)
{
    double pct = 100.0 * p;
    int dec = 3;
    if (pct > 0 && pct < 1) {
        dec = 3 - (int)floor(log10(pct));   /* four significant digits */
        if (dec > 12)
            dec = 12;
    }
    snprintf(buf, size, "%.*f%%", dec, pct);
}

void out_set_interval(out_table *t, int col, double lo, double hi)
{
    char a[40], b[40], both[90];
    out_percent(lo, a, sizeof a);
    out_percent(hi, b, sizeof b);
    snprintf(both, sizeof both, "[%s, %s]", a, b);
    out_set(t, col, both, both);
}

char *out_num_raw(double v, char *buf, size_t size)
{
    if (!isfinite(v)) {
        snprintf(buf, size, "%g", v);
        return buf;
    }
    for (int prec = 1; prec <= 17; prec++) {   /* 17 digits always read back (DBL_DECIMAL_DIG) */
        snprintf(buf, size, "%.*g", prec, v);
        if (strtod(buf, NULL) == v)
            break;
    }
    return buf;
}

double out_expl_num(double v)
{
    return v > 0 || isnan(v) ? v : 0.0;   /* -0.0 too: "0" */
}

char *out_expl_text(double est, bool has_ci, double lo, double hi, int decimals, bool brief, int lang, char *buf,
                    size_t size)
{
    int d = decimals;
    if (!has_ci && est < 0 && est > -0.5 * pow(10, -d))
        est = 0;   /* an exact figure's rounding error (-1e-17): 0 as printed */
    if (est >= 0 && (!has_ci || brief))
        snprintf(buf, size, "%.*f", d, est);
    else if (est >= 0)
        snprintf(buf, size, "%.*f [%.*f, %.*f]", d, est, d, out_expl_num(lo), d, out_expl_num(hi));
    else if (!has_ci)
        snprintf(buf, size, "%s", out_tr(lang, "0 (a sampled estimate below 0: noise)",
                                         "0 (une estimation échantillonnée sous 0 : du bruit)"));
    else if (hi <= 0)   /* the whole interval below 0: "up to 0.000" would read as an exact 0 */
        snprintf(buf, size, "%s", brief ? out_tr(lang, "0 (interval below 0)", "0 (intervalle sous 0)")
                                        : out_tr(lang, "0 (95% interval wholly below 0)",
                                                 "0 (intervalle à 95 % entièrement sous 0)"));
    else if (brief)
        snprintf(buf, size, out_tr(lang, "0 (up to %.*f)", "0 (jusqu'à %.*f)"), d, hi);
    else
        snprintf(buf, size, out_tr(lang, "0 (95%% interval up to %.*f)", "0 (intervalle à 95 %% jusqu'à %.*f)"), d, hi);
    return buf;
}

void out_set_prob(out_table *t, int col, double p)
{
    char raw[40], shown[40];
    out_num_raw(p, raw, sizeof raw);
    out_percent(p, shown, sizeof shown);
    out_set(t, col, raw, shown);
}

void out_set_num(out_table *t, int col, double v, const char *shown_fmt)
{
    char raw[40], shown[64];
    out_num_raw(v, raw, sizeof raw);
    snprintf(shown, sizeof shown, shown_fmt, v);
    out_set(t, col, raw, shown);
}

void out_set_bool(out_table *t, int col, int v)
{
    out_set(t, col, v ? "true" : "false", v ? "yes" : "no");
}
