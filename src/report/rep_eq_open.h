/* rep_eq_open.h - the tables of `talon open --model equilibrium`, in
 * rep_eq_open.c: the solved game's opening thresholds for one player count
 * (text, md) with a detail table of every class's frequency, and the tidy
 * table of every player count (csv, json).  The CLI (cmd_eq_open.c) loads
 * the files and runs the threshold models into a rep_eq_open_job; these
 * lay it out.  Pure formatting: nothing printed, nothing exits; each
 * out_init's t and fills it.
 */
#ifndef TALON_REP_EQ_OPEN_H
#define TALON_REP_EQ_OPEN_H

#include <stdbool.h>

#include "out.h"
#include "rep_eq.h"
#include "rules.h"
#include "tab_equilibrium.h"
#include "tab_open.h"

/* One player count of the solved game. */
typedef struct rep_eq_open_job {
    rep_eq_pair e;                      /* the pot and half-pot files */
    eq_open_table t[2];                 /* their opening thresholds (eq_open), [0] pot, [1] half */
    rules r;                            /* the file's rules with --solution, else the options' */
    bool article;                       /* the article has this player count's deck */
    int article_cls[OPEN_MAX_PLAYERS][2];   /* its cells (open_article_cells) */
    open_table models[OPEN_MODELS];     /* the threshold models a, b, c (from 4 players) */
} rep_eq_open_job;

/* The thresholds of j by position (text, md) in lang's words (0 English,
 * 1 French): the article's cells, the equilibrium's at pot and half pot,
 * whether they fit, the stricter reading, the models, each seat's gain;
 * the headline, the notes and the files' quality. */
void rep_eq_open_thresholds(const rep_eq_open_job *j, int lang, out_table *t);
/* Every class's opening frequency by position, pot / half pot (text, md). */
void rep_eq_open_detail(const rep_eq_open_job *j, int lang, out_table *t);
/* csv and json: one row per player count of jobs[0..n), position and bet,
 * with the thresholds tables' headlines one after the other, their notes,
 * and the files' facts as fields (rep_eq_solution_fields, tag "_<P>p").
 * Out of memory: t is marked failed (out_failed). */
void rep_eq_open_data(const rep_eq_open_job *jobs, int n, int lang, out_table *t);

#endif
