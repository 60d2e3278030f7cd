/* out.c - rendering CLI tables as text, csv, json or markdown.
 *
 * Cells are copied into the table as strings when set, so a table is a
 * self-contained value until out_free.  Allocation failure is fatal for the
 * CLI (xmalloc prints and exits 1): there is no partial output to protect at
 * that point because nothing is printed before a table is complete.
 */
#include <math.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "out.h"

static void *xrealloc(void *p, size_t n)
{
    void *q = realloc(p, n ? n : 1);
    if (!q) {
        fputs("talon: out of memory\n", stderr);
        exit(1);
    }
    return q;
}

static char *xstrdup(const char *s)
{
    size_t n = strlen(s) + 1;
    return memcpy(xrealloc(NULL, n), s, n);
}

void out_init(out_table *t, const char *title)
{
    memset(t, 0, sizeof *t);
    t->title = xstrdup(title ? title : "");
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
    if (t->nnotes >= OUT_MAX_NOTES)
        abort();
    char buf[1024];
    vsnprintf(buf, sizeof buf, fmt, ap);
    t->notes[t->nnotes].key = xstrdup(key);
    t->notes[t->nnotes].value = xstrdup(buf);
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
        t->fields[t->nfields++].key = xstrdup(key);
    } else {
        free(t->fields[i].raw);
    }
    t->fields[i].raw = xstrdup(buf);
    t->fields[i].type = type;
}

void out_field_num(out_table *t, const char *key, double v)
{
    char raw[40];
    out_field(t, key, OUT_NUM, "%s", out_num_raw(v, raw, sizeof raw));
}

void out_headline(out_table *t, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    char *s = xrealloc(NULL, (size_t)(n < 0 ? 0 : n) + 1);
    va_start(ap, fmt);
    vsnprintf(s, (size_t)(n < 0 ? 0 : n) + 1, fmt, ap);
    va_end(ap);
    free(t->headline);
    t->headline = s;
}

void out_row(out_table *t)
{
    if (t->nrows == t->cap) {
        t->cap = t->cap ? 2 * t->cap : 16;
        t->cells = xrealloc(t->cells, (size_t)t->cap * (size_t)t->ncols * sizeof *t->cells);
    }
    for (int c = 0; c < t->ncols; c++) {
        out_cell *cell = &t->cells[t->nrows * t->ncols + c];
        cell->raw = xstrdup("");
        cell->shown = xstrdup("");
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
    out_cell *cell = &t->cells[row * t->ncols + col];
    free(cell->raw);
    free(cell->shown);
    cell->raw = xstrdup(raw);
    cell->shown = xstrdup(shown ? shown : raw);
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

/* ---- rendering --------------------------------------------------------- */

/* Display width of a UTF-8 string (counts code points; our texts have no wide glyphs). */
static int width(const char *s)
{
    int w = 0;
    for (; *s; s++)
        if (((unsigned char)*s & 0xC0) != 0x80)
            w++;
    return w;
}

static void pad(FILE *fp, int n)
{
    for (int i = 0; i < n; i++)
        fputc(' ', fp);
}

static const out_cell *cell_at(const out_table *t, int r, int c) { return &t->cells[r * t->ncols + c]; }

/* Print one line without its trailing blanks (empty last cells). */
static void put_line(FILE *fp, char *line, size_t len)
{
    while (len > 0 && line[len - 1] == ' ')
        len--;
    fwrite(line, 1, len, fp);
    fputc('\n', fp);
}

/* The notes printed above a table, each as fmt (key, value); returns their
 * count and sets *below to the count of those kept for below it. */
static int notes_above(const out_table *t, FILE *fp, const char *fmt, int *below)
{
    int above = 0;
    *below = 0;
    for (int i = 0; i < t->nnotes; i++) {
        *below += t->notes[i].below;
        if (!t->notes[i].below) {
            fprintf(fp, fmt, t->notes[i].key, t->notes[i].value);
            above++;
        }
    }
    return above;
}

static void print_text(const out_table *t, FILE *fp)
{
    int w[OUT_MAX_COLS];
    for (int c = 0; c < t->ncols; c++) {
        w[c] = width(t->cols[c].title);
        for (int r = 0; r < t->nrows; r++)
            if (width(cell_at(t, r, c)->shown) > w[c])
                w[c] = width(cell_at(t, r, c)->shown);
    }
    if (t->headline)
        fprintf(fp, "%s\n\n", t->headline);
    if (t->title[0])
        fprintf(fp, "%s\n", t->title);
    int below;
    int above = notes_above(t, fp, "  %s: %s\n", &below);
    if (t->title[0] || above)
        fputc('\n', fp);
    /* row -1 is the heading */
    for (int r = -1; r < t->nrows; r++) {
        if (r > 0 && t->group_col >= 0 &&
            strcmp(cell_at(t, r, t->group_col)->raw, cell_at(t, r - 1, t->group_col)->raw) != 0)
            fputc('\n', fp);
        char *line = NULL;
        size_t len = 0;
        FILE *lf = open_memstream(&line, &len);
        if (!lf)
            return;
        int first = 1;
        for (int c = 0; c < t->ncols; c++) {
            if (t->cols[c].text_hidden)
                continue;
            const char *s = r < 0 ? t->cols[c].title : cell_at(t, r, c)->shown;
            int right = t->cols[c].type != OUT_STR;
            if (!first)
                fputs("  ", lf);
            if (right)
                pad(lf, w[c] - width(s));
            fputs(s, lf);
            if (!right)
                pad(lf, w[c] - width(s));
            first = 0;
        }
        fclose(lf);
        put_line(fp, line, len);
        free(line);
    }
    if (below)
        fputc('\n', fp);
    for (int i = 0; i < t->nnotes; i++)
        if (t->notes[i].below)
            fprintf(fp, "  %s: %s\n", t->notes[i].key, t->notes[i].value);
}

static void csv_field(const char *s, FILE *fp)
{
    if (strpbrk(s, ",\"\n")) {
        fputc('"', fp);
        for (; *s; s++) {
            if (*s == '"')
                fputc('"', fp);
            fputc(*s, fp);
        }
        fputc('"', fp);
    } else {
        fputs(s, fp);
    }
}

/* with_headline: a last column "headline" holding the table's headline on
 * every row (the answer travels with the rows; empty for a table without
 * one among tables that share a header), or the row's own (headline_col). */
static void print_csv(const out_table *t, FILE *fp, int header, int with_headline)
{
    if (header) {
        int first = 1;
        for (int c = 0; c < t->ncols; c++) {
            if (t->cols[c].data_hidden)
                continue;
            if (!first)
                fputc(',', fp);
            csv_field(t->cols[c].key, fp);
            first = 0;
        }
        if (with_headline)
            fputs(first ? "headline" : ",headline", fp);
        fputc('\n', fp);
    }
    for (int r = 0; r < t->nrows; r++) {
        int first = 1;
        for (int c = 0; c < t->ncols; c++) {
            if (t->cols[c].data_hidden)
                continue;
            if (!first)
                fputc(',', fp);
            csv_field(cell_at(t, r, c)->raw, fp);
            first = 0;
        }
        if (with_headline) {
            if (!first)
                fputc(',', fp);
            if (t->headline_col >= 0)   /* a table of several answers: each row its own */
                csv_field(cell_at(t, r, t->headline_col)->raw, fp);
            else
                csv_field(t->headline ? t->headline : "", fp);
        }
        fputc('\n', fp);
    }
}

static void json_str(const char *s, FILE *fp)
{
    fputc('"', fp);
    for (; *s; s++) {
        unsigned char ch = (unsigned char)*s;
        if (ch == '"' || ch == '\\')
            fprintf(fp, "\\%c", ch);
        else if (ch < 0x20)
            fprintf(fp, "\\u%04x", ch);
        else
            fputc(ch, fp);
    }
    fputc('"', fp);
}

static void json_value(const char *raw, enum out_type type, FILE *fp)
{
    if (type == OUT_STR || raw[0] == 0)
        json_str(raw, fp);
    else if (type == OUT_BOOL && strcmp(raw, "true") != 0 && strcmp(raw, "false") != 0)
        fputs(strcmp(raw, "0") == 0 ? "false" : "true", fp);
    else if (type == OUT_NUM && (strcmp(raw, "nan") == 0 || strstr(raw, "inf")))
        fputs("null", fp);
    else
        fputs(raw, fp);
}

/* The fields of out_field: plain keys in place, "group.name" keys gathered
 * into one object per group where the group's first field stands. */
static void print_json_fields(const out_table *t, FILE *fp)
{
    for (int i = 0; i < t->nfields; i++) {
        const char *key = t->fields[i].key, *dot = strchr(key, '.');
        size_t glen = dot ? (size_t)(dot - key) : 0;
        bool seen = false;   /* the group was printed with an earlier field */
        for (int j = 0; dot && j < i && !seen; j++)
            seen = strncmp(t->fields[j].key, key, glen) == 0 && t->fields[j].key[glen] == '.';
        if (seen)
            continue;
        fputs(", ", fp);
        if (!dot) {
            json_str(key, fp);
            fputs(": ", fp);
            json_value(t->fields[i].raw, t->fields[i].type, fp);
            continue;
        }
        char group[64];
        snprintf(group, sizeof group, "%.*s", (int)glen, key);
        json_str(group, fp);
        fputs(": {", fp);
        for (int j = i, k = 0; j < t->nfields; j++) {
            const char *kj = t->fields[j].key;
            if (strncmp(kj, key, glen) != 0 || kj[glen] != '.')
                continue;
            fputs(k++ ? ", " : "", fp);
            json_str(kj + glen + 1, fp);
            fputs(": ", fp);
            json_value(t->fields[j].raw, t->fields[j].type, fp);
        }
        fputc('}', fp);
    }
}

static void print_json(const out_table *t, FILE *fp)
{
    fputs("{\"title\": ", fp);
    json_str(t->title, fp);
    if (t->headline) {
        fputs(", \"headline\": ", fp);
        json_str(t->headline, fp);
    }
    print_json_fields(t, fp);
    fputs(", \"notes\": {", fp);
    for (int i = 0; i < t->nnotes; i++) {
        if (i)
            fputs(", ", fp);
        json_str(t->notes[i].key, fp);
        fputs(": ", fp);
        json_str(t->notes[i].value, fp);
    }
    fputs("}, \"rows\": [", fp);
    for (int r = 0; r < t->nrows; r++) {
        fputs(r ? ",\n  {" : "\n  {", fp);
        int first = 1;
        for (int c = 0; c < t->ncols; c++) {
            if (t->cols[c].data_hidden)
                continue;
            if (!first)
                fputs(", ", fp);
            first = 0;
            json_str(t->cols[c].key, fp);
            fputs(": ", fp);
            json_value(cell_at(t, r, c)->raw, t->cols[c].type, fp);
        }
        fputc('}', fp);
    }
    fputs("\n]}", fp);
}

static void print_md(const out_table *t, FILE *fp)
{
    if (t->headline)
        fprintf(fp, "%s\n\n", t->headline);
    if (t->title[0])
        fprintf(fp, "### %s\n\n", t->title);
    int below;
    int above = notes_above(t, fp, "- %s: %s\n", &below);
    if (above)
        fputc('\n', fp);
    fputc('|', fp);
    for (int c = 0; c < t->ncols; c++)
        if (!t->cols[c].text_hidden)
            fprintf(fp, " %s |", t->cols[c].title);
    fputs("\n|", fp);
    for (int c = 0; c < t->ncols; c++)
        if (!t->cols[c].text_hidden)
            fputs(t->cols[c].type == OUT_STR ? " --- |" : " ---: |", fp);
    fputc('\n', fp);
    for (int r = 0; r < t->nrows; r++) {
        fputc('|', fp);
        for (int c = 0; c < t->ncols; c++)
            if (!t->cols[c].text_hidden)
                fprintf(fp, " %s |", cell_at(t, r, c)->shown);
        fputc('\n', fp);
    }
    if (below)
        fputc('\n', fp);
    for (int i = 0; i < t->nnotes; i++)
        if (t->notes[i].below)
            fprintf(fp, "- %s: %s\n", t->notes[i].key, t->notes[i].value);
}

int out_print_all(out_table *const *ts, int n, enum out_format f, FILE *fp)
{
    if (f == OUT_JSON && n > 1)
        fputs("[", fp);
    for (int i = 0; i < n; i++) {
        switch (f) {
        case OUT_TEXT:
            if (i)
                fputc('\n', fp);
            print_text(ts[i], fp);
            break;
        case OUT_CSV: {
            /* Tables of one command share their columns: one header, tidy rows. */
            int hl = 0;
            for (int j = 0; j < n; j++)
                hl |= ts[j]->headline != NULL;
            print_csv(ts[i], fp, i == 0, hl);
            break;
        }
        case OUT_JSON:
            if (i)
                fputs(",\n", fp);
            print_json(ts[i], fp);
            break;
        case OUT_MD:
            if (i)
                fputc('\n', fp);
            print_md(ts[i], fp);
            break;
        }
    }
    if (f == OUT_JSON)
        fputs(n > 1 ? "]\n" : "\n", fp);
    if (fflush(fp) != 0 || ferror(fp))
        return -1;
    return 0;
}

int out_print_headlines(out_table *const *ts, int n, FILE *fp)
{
    int k = 0;
    for (int i = 0; i < n; i++)
        if (ts[i]->headline)
            fprintf(fp, "%s%s\n", k++ ? "\n" : "", ts[i]->headline);
    if (fflush(fp) != 0 || ferror(fp))
        return -1;
    return 0;
}

int out_print(const out_table *t, enum out_format f, FILE *fp)
{
    out_table *one = (out_table *)t;
    return out_print_all(&one, 1, f, fp);
}
