/* cmd_eq_open.c - `talon open --model equilibrium`: the opening thresholds
 * of the solved draw-poker game (the shipped strategies/solved/ files, or
 * --solution FILE) by position, beside the article's cells and the
 * threshold models a, b, c (from 4 players).  This file loads the files
 * (cli_eq.c), reads their thresholds (tab_equilibrium's eq_open), runs the
 * models (cli_open_run) and emits the tables, which the report layer lays
 * out (rep_eq_open.c).
 */
#include <stdio.h>
#include <stdlib.h>

#include "cli.h"
#include "cli_data.h"
#include "cli_eq.h"
#include "cli_open.h"
#include "rep_eq.h"
#include "rep_eq_open.h"
#include "tab_equilibrium.h"
#include "tab_open.h"
#include "tab_open_report.h"

/* Load the files for P players, read their opening thresholds, the
 * article's cells (the file's rules with --solution, else the options'),
 * and from 4 players the threshold models beside them. */
static void open_compute(const cli_opts *o, int P, rep_eq_open_job *j)
{
    cli_eq_pair_load(o, P, &j->e);
    for (int b = 0; b < 2; b++)
        eq_open(j->e.s[b], &j->t[b]);
    P = j->e.players;
    if (o->solution)   /* the file's rules (--ace-low and --order are refused beside it) */
        j->r = eq_info_of(j->e.s[0])->params.r;
    else
        cli_rules(o, j->e.deck, &j->r);
    j->article = open_article_cells(P, j->e.deck, &j->r, j->article_cls);
    if (P < 4 || 5 * P > j->e.deck)
        return;   /* the threshold models cover 4..8 players */
    strategy s;
    cli_strategy(o, "article", &s);
    for (int m = 0; m < OPEN_MODELS; m++) {
        open_query q;
        cli_open_run(o, &j->r, P, m, false, &s, m == OPEN_MODEL_C ? 20000 : 40000, &q, &j->models[m]);
    }
}

/* The tables of o's format (csv and json: the tidy one; text and md: per
 * player count the thresholds and their detail), emitted. */
static void open_emit(const cli_opts *o, const rep_eq_open_job *jobs, int n)
{
    if (o->format == OUT_CSV || o->format == OUT_JSON) {
        out_table t, *t1[1] = {&t};
        rep_eq_open_data(jobs, n, o->lang, &t);
        cli_emit(t1, 1, o);
        out_free(&t);
        return;
    }
    out_table *tables = calloc(2 * (size_t)n, sizeof *tables);
    out_table **ts = calloc(2 * (size_t)n, sizeof *ts);
    if (!tables || !ts)
        cli_fail("out of memory");
    for (int i = 0; i < n; i++) {
        rep_eq_open_thresholds(&jobs[i], o->lang, &tables[2 * i]);
        rep_eq_open_detail(&jobs[i], o->lang, &tables[2 * i + 1]);
    }
    for (int i = 0; i < 2 * n; i++)
        ts[i] = &tables[i];
    cli_emit_each(ts, 2 * n, o);
    for (int i = 0; i < 2 * n; i++)
        out_free(&tables[i]);
    free(ts);
    free(tables);
}

int cli_open_equilibrium(const cli_opts *o)
{
    int lo = 4, hi = 8;
    if (o->players_set || o->solution)
        lo = hi = o->players_set ? o->players : 0;
    int n = hi - lo + 1;
    rep_eq_open_job *jobs = calloc((size_t)n, sizeof *jobs);
    if (!jobs)
        cli_fail("out of memory");
    for (int i = 0; i < n; i++)
        open_compute(o, lo + i, &jobs[i]);
    open_emit(o, jobs, n);
    cli_opts md;
    if (cli_md_copy(o, &md)) {   /* talon tables' Markdown, from the same computation */
        open_emit(&md, jobs, n);
        cli_md_copy_end();
    }
    for (int i = 0; i < n; i++)
        rep_eq_pair_free(&jobs[i].e);
    free(jobs);
    return 0;
}
