/* out_print.c - rendering CLI tables (out.h) as text, csv, json or
 * markdown: text aligns the columns by display width (UTF-8 code points)
 * and puts notes above or below; csv is one plain table (the headline as a
 * column when asked); json carries the title, headline, fields, notes and
 * rows with typed values; md is a GitHub table.  A table is complete
 * before it is printed (out.c), so a rendering never shows half of one.
 */
#include <math.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "out_print.h"

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
