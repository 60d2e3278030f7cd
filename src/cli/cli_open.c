/* cli_open.c - the opening tables of talon open, shared with talon call
 * (the openers' ranges) and the equilibrium column (cmd_eq_open.c):
 * deals per estimate, a class's short name, one model's table from the
 * options, and the words talon open's tables share (a cell, a seat, a bet,
 * a model, the equilibrium's cell) (cli_open.h).  Below both commands and
 * below talon open's table files, so that none calls another for these.
 */
#include <math.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "cli.h"
#include "cli_open.h"
#include "dclass.h"
#include "err.h"
#include "tab_open.h"
#include "tab_open_eq.h"

uint64_t cli_open_trials(const cli_opts *o, uint64_t dflt)
{
    if (o->trials_set)
        return o->trials;
    if (o->precision > 0)   /* a 95% half-width of at most P at p = 1/2: 1.96^2 / (4 P^2) deals */
        return (uint64_t)ceil(0.9604 / (o->precision * o->precision));
    return dflt;
}

const char *cli_open_class(const rules *r, int cls, int lang, char *buf, size_t size)
{
    static const char *const FR_RANK[CARD_RANKS] = {"Deux", "Trois", "Quatre", "Cinq", "Six",  "Sept", "Huit",
                                                    "Neuf", "Dix",   "Valet",  "Dame", "Roi", "As"};
    if (cls == OPEN_NONE) {
        snprintf(buf, size, "%s", lang ? "aucune" : "no hand");
    } else if (cls == DCLASS_NOTHING) {
        snprintf(buf, size, "%s", lang ? "toute main" : "any hand");
    } else if (dclass_pair_rank(cls) >= 0) {
        if (lang)
            snprintf(buf, size, "%s", FR_RANK[dclass_pair_rank(cls)]);
        else
            dclass_key(r, cls, buf, size);
    } else if (cls == DCLASS_DRAW) {
        snprintf(buf, size, "%s", lang ? "Tirage" : "draw");
    } else {
        dclass_name(r, cls, lang, buf, size);
        if (!lang)
            for (char *p = buf; *p; p++)
                if (*p >= 'A' && *p <= 'Z')
                    *p = (char)(*p - 'A' + 'a');
    }
    return buf;
}

void cli_open_run(const cli_opts *o, const rules *r, int P, int m, bool printed_q, const strategy *s, uint64_t dflt,
                  open_query *q, open_table *out)
{
    *q = (open_query){.players = P,
                      .model = (enum open_model)m,
                      .passers = (enum open_passers)o->passers,
                      .callers = o->callers,
                      .article_q = m == OPEN_MODEL_A && printed_q,
                      .strategy = s,
                      .trials = cli_open_trials(o, dflt)};
    mc_config cfg;
    cli_mc_config(o, &cfg);
    int rc = tab_open(r, q, &cfg, out);
    if (rc == TALON_E_RANGE)
        cli_usage_error("%d players cannot be dealt from %d cards", P, r->deck_size);
    cli_mc_done(rc);
}

const char *cli_open_model_key(int m)
{
    static const char *const KEY[OPEN_MODELS] = {"a", "b", "c"};
    return KEY[m];
}

void cli_open_cell_text(const rules *r, const open_cell *c, int lang, char *buf, size_t size)
{
    if (!c->reachable) {
        snprintf(buf, size, "-");
        return;
    }
    char name[DCLASS_NAME_MAX];
    cli_open_class(r, c->cls, lang, name, sizeof name);
    snprintf(buf, size, "%s%s%s", name, c->decided ? "" : "?",
             c->exceptions ? (lang ? " sauf tirage" : ", not draw") : "");
}

const char *cli_open_ordinal(int pos, int lang)
{
    static const char *const EN[] = {"1st", "2nd", "3rd", "4th", "5th", "6th", "7th", "8th", "9th", "10th"};
    static const char *const FR[] = {"1er", "2e", "3e", "4e", "5e", "6e", "7e", "8e", "9e", "10e"};
    return lang ? FR[pos] : EN[pos];
}

const char *cli_open_bet_word(int b, int lang)
{
    return b ? (lang ? "demi" : "half") : "pot";
}

void cli_open_eq_text(const open_eq_col *q, int pos, int b, int lang, char *buf, size_t size)
{
    double f;
    int k = open_eq_col_thr(q, pos, (enum open_bet)b, &f);
    if (!q->have)
        snprintf(buf, size, "%s", lang ? "pas de solution" : "no solution");
    else if (k == -2)
        snprintf(buf, size, "-");
    else
        open_eq_label(&q->t[b].cls, k, f, lang, buf, size);
}

void cli_open_tidy_notes(const cli_opts *o, out_table *t)
{
    const int L = o->lang;
    out_note(t, out_tr(L, "passers", "paroles"), "%s",
             o->passers ? out_tr(L, "column", "colonne") : out_tr(L, "half", "demi-pot"));
    out_note(t, out_tr(L, "callers", "suiveurs"), "%g", o->callers);
    out_note(t, out_tr(L, "seed", "graine"), "%llu", (unsigned long long)o->seed);
}

void cli_open_tidy_fields(const cli_opts *o, out_table *t)
{
    out_field(t, "conventions.passers", OUT_STR, "%s", o->passers ? "column" : "half");
    out_field(t, "conventions.callers", OUT_NUM, "%g", o->callers);
    out_field(t, "conventions.seed", OUT_INT, "%llu", (unsigned long long)o->seed);
}
