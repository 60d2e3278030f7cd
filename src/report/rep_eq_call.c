/* rep_eq_call.c - the tables of `talon call --model equilibrium`
 * (rep_eq_call.h): the solved game's weakest calling hand for each opener
 * and caller (the pure threshold that calls as often as it does; eq_call),
 * with the caller's best-response gain; csv and json: one tidy row per
 * opener, caller and bet.  Pure formatting: the figures are
 * tab_equilibrium's, the files loaded by the CLI (cmd_eq_call.c).
 */
#include <stdio.h>

#include "dclass.h"
#include "labels.h"
#include "rep_eq.h"
#include "rep_eq_call.h"
#include "rep_open.h"
#include "tab_equilibrium.h"
#include "tab_open_eq.h"

/* csv and json: one tidy row per opener, caller and bet (issue 18: raw
 * values, the gain's interval as gain_ci_low, gain_ci_high), no display
 * strings. */
static void call_tidy(const rep_open_params *par, const rep_eq_pair *e, const eq_call_table *t, const rules *r,
                      out_table *tab)
{
    const int L = par->lang != 0;
    out_init(tab, out_tr(L, "Equilibrium calls of an opening", "Suivis d'une ouverture à l'équilibre"));
    /* gain and exploitability clamped at 0, with their intervals (out_expl_num: issue 24) */
    static const char *const COLS[14] = {"players", "deck", "opener", "caller", "bet", "threshold", "frequency",
                                         "dclass", "gain", "gain_ci_low", "gain_ci_high", "exploitability",
                                         "exploitability_ci_low", "exploitability_ci_high"};
    static const enum out_type TYPE[14] = {OUT_INT, OUT_INT, OUT_INT, OUT_INT, OUT_STR, OUT_STR, OUT_NUM,
                                           OUT_STR, OUT_NUM, OUT_NUM, OUT_NUM, OUT_NUM, OUT_NUM, OUT_NUM};
    for (int c = 0; c < 14; c++)
        out_col(tab, COLS[c], COLS[c], TYPE[c]);
    for (int op = 0; op < e->players; op++)
        for (int ca = 0; ca < e->players; ca++)
            for (int b = 0; b < 2; b++) {
                int i = e->size_idx[b];
                if (ca == op || i < 0 || (par->opener && par->opener != op + 1) || (par->position && par->position != ca + 1))
                    continue;
                const eq_info *in = eq_info_of(e->s[b]);
                int k = t[b].equiv[op][ca][i];
                char key[DCLASS_NAME_MAX];
                out_row(tab);
                out_set_int(tab, 0, (uint64_t)e->players);
                out_set_int(tab, 1, (uint64_t)e->deck);
                out_set_int(tab, 2, (uint64_t)op + 1);
                out_set_int(tab, 3, (uint64_t)ca + 1);
                out_set_str(tab, 4, rep_eq_bet_name(b));
                out_set_str(tab, 5, k >= 0 ? t[b].cls.name[k] : "none");
                if (k >= 0) {
                    out_set_num(tab, 6, t[b].equiv_frac[op][ca][i], "%.4f");
                    if (t[b].cls.dclass[k] >= 0)
                        out_set_str(tab, 7, dclass_key(r, t[b].cls.dclass[k], key, sizeof key));
                }
                if (in->has_gain)
                    out_set_num(tab, 8, out_expl_num(in->gain[ca]), "%.6f");
                if (in->has_interval) {
                    out_set_num(tab, 9, out_expl_num(in->gain_lo[ca]), "%.6f");
                    out_set_num(tab, 10, out_expl_num(in->gain_hi[ca]), "%.6f");
                }
                if (in->has_exploitability)
                    out_set_num(tab, 11, out_expl_num(in->exploitability), "%.6f");
                if (in->has_exploitability && in->has_expl_interval) {
                    out_set_num(tab, 12, out_expl_num(in->expl_lo), "%.6f");
                    out_set_num(tab, 13, out_expl_num(in->expl_hi), "%.6f");
                }
            }
}

/* The row of opener op and caller ca. */
static void call_row(const rep_eq_pair *e, const eq_call_table *t, int op, int ca, int L, out_table *tab)
{
    out_row(tab);
    char buf[200], g0[64], g1[64];
    snprintf(buf, sizeof buf, "%d", op + 1);
    out_set_str(tab, 0, buf);
    snprintf(buf, sizeof buf, "%d%s", ca + 1, ca < op ? out_tr(L, " (passed)", " (a passé)") : "");
    out_set_str(tab, 1, buf);
    for (int b = 0; b < 2; b++) {
        int i = e->size_idx[b];
        if (i < 0)
            snprintf(buf, sizeof buf, "-");
        else
            open_eq_label(&t[b].cls, t[b].equiv[op][ca][i], t[b].equiv_frac[op][ca][i], L, buf, sizeof buf);
        out_set_str(tab, 2 + b, buf);
    }
    if (e->size_idx[0] < 0)   /* the size is not in the file: no gain for it either */
        snprintf(g0, sizeof g0, "-");
    else
        rep_eq_gain_text(e->s[0], ca, L, g0, sizeof g0);
    if (e->size_idx[1] < 0)
        snprintf(g1, sizeof g1, "-");
    else
        rep_eq_gain_text(e->s[1], ca, L, g1, sizeof g1);
    snprintf(buf, sizeof buf, "%s / %s", g0, g1);
    out_set_str(tab, 4, buf);
}

/* The text table (its headline and notes, which csv and json repeat). */
void rep_eq_call_table(const rep_open_params *par, const rep_eq_pair *e, const eq_call_table *t, out_table *tab)
{
    const int P = e->players, L = par->lang != 0;
    char title[160], dn[40];
    label_deck_name_lang(e->deck, L, dn, sizeof dn);
    snprintf(title, sizeof title, L ? "Suivis d'une ouverture à l'équilibre, %d joueurs, %s"
                                    : "Equilibrium calls of an opening, %d players, %s", P, dn);
    out_init(tab, title);
    static const char *const COLS[5][3] = {{"opener", "Opener", "Ouvreur"},
                                           {"caller", "Caller", "Suiveur"},
                                           {"pot", "Call with, pot", "Suivre avec, pot"},
                                           {"half", "Call with, half pot", "Suivre avec, demi-pot"},
                                           {"gain", "Caller's gain (pot / half)", "Gain du suiveur (pot / demi)"}};
    for (int c = 0; c < 5; c++)
        out_col(tab, COLS[c][0], COLS[c][1 + L], OUT_STR);
    for (int op = 0; op < P; op++)
        for (int ca = 0; ca < P; ca++)
            if (ca != op && (!par->opener || par->opener == op + 1) && (!par->position || par->position == ca + 1))
                call_row(e, t, op, ca, L, tab);
    out_headline(tab, L ? "À %d joueurs (%s), la main la plus faible avec laquelle le jeu résolu suit, pour chaque "
                          "ouvreur et suiveur (les places entre eux ont abandonné, celles avant l'ouvreur ont passé)."
                        : "At %d players (%s), the solved game's weakest calling hand for each opener and caller "
                          "(the seats between them folded, those before the opener checked).", P, dn);
    out_note(tab, out_tr(L, "rule", "règle"), "%s",
             L ? "la règle de seuil pure qui suit (ou relance) exactement aussi souvent que le jeu résolu, mains "
                 "pondérées par leur fréquence : toute classe plus forte et NN % de celle-ci"
               : "the pure threshold rule that calls (or raises) exactly as often as the solved game, hands "
                 "weighted by their frequency: every stronger class and NN% of that class");
    rep_eq_quality_notes(tab, e, L);
}

void rep_eq_call_tidy(const rep_open_params *par, const rep_eq_pair *e, const eq_call_table *t, const rules *r,
                      out_table *tidy)
{
    out_table tab;
    rep_eq_call_table(par, e, t, &tab);
    call_tidy(par, e, t, r, tidy);
    if (out_failed(&tab))
        tidy->failed = 1;   /* out_failed: the caller says "out of memory" */
    if (tab.headline)
        out_headline(tidy, "%s", tab.headline);
    for (int i = 0; i < tab.nnotes; i++)   /* the same notes: the rule, the solutions' quality */
        out_note(tidy, tab.notes[i].key, "%s", tab.notes[i].value);
    out_field(tidy, "players", OUT_INT, "%d", e->players);   /* and as fields (issue 18) */
    out_field(tidy, "deck", OUT_INT, "%d", e->deck);
    rep_eq_solution_fields(tidy, e, "");
    out_free(&tab);
}
