/* rep_open.c - the words talon open's and talon call's tables share
 * (rep_open.h): a class's short name, a cell, a seat, a bet, a model, the
 * equilibrium's cell, and the tidy tables' conventions.
 */
#include <stdio.h>

#include "dclass.h"
#include "rep_open.h"
#include "tab_open.h"
#include "tab_open_eq.h"

const char *rep_open_class(const rules *r, int cls, int lang, char *buf, size_t size)
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

const char *rep_open_model_key(int m)
{
    static const char *const KEY[OPEN_MODELS] = {"a", "b", "c"};
    return KEY[m];
}

void rep_open_cell_text(const rules *r, const open_cell *c, int lang, char *buf, size_t size)
{
    if (!c->reachable) {
        snprintf(buf, size, "-");
        return;
    }
    char name[DCLASS_NAME_MAX];
    rep_open_class(r, c->cls, lang, name, sizeof name);
    snprintf(buf, size, "%s%s%s", name, c->decided ? "" : "?",
             c->exceptions ? (lang ? " sauf tirage" : ", not draw") : "");
}

const char *rep_open_ordinal(int pos, int lang)
{
    static const char *const EN[] = {"1st", "2nd", "3rd", "4th", "5th", "6th", "7th", "8th", "9th", "10th"};
    static const char *const FR[] = {"1er", "2e", "3e", "4e", "5e", "6e", "7e", "8e", "9e", "10e"};
    return lang ? FR[pos] : EN[pos];
}

const char *rep_open_bet_word(int b, int lang)
{
    return b ? (lang ? "demi" : "half") : "pot";
}

void rep_open_eq_text(const open_eq_col *q, int pos, int b, int lang, char *buf, size_t size)
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

void rep_open_conv_notes(const rep_open_params *par, out_table *t)
{
    const int L = par->lang;
    out_note(t, out_tr(L, "passers", "paroles"), "%s",
             par->passers ? out_tr(L, "column", "colonne") : out_tr(L, "half", "demi-pot"));
    out_note(t, out_tr(L, "callers", "suiveurs"), "%g", par->callers);
    out_note(t, out_tr(L, "seed", "graine"), "%llu", (unsigned long long)par->seed);
}

void rep_open_conv_fields(const rep_open_params *par, out_table *t)
{
    out_field(t, "conventions.passers", OUT_STR, "%s", par->passers ? "column" : "half");
    out_field(t, "conventions.callers", OUT_NUM, "%g", par->callers);
    out_field(t, "conventions.seed", OUT_INT, "%llu", (unsigned long long)par->seed);
}
