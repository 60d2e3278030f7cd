/* rep_open_fit.c - talon open's tables of the fit to the article (text,
 * md, csv and json; rep_open_fit.h): the article against the equilibrium,
 * cell by cell, under each wide table (--table article-equilibrium), and
 * the summary over the player counts compared (--table fit).  Pure
 * formatting: the comparisons are tab_open_report's and tab_open_eq's.
 */
#include <stdio.h>

#include "dclass.h"
#include "rep_open.h"
#include "rep_open_fit.h"
#include "tab_open_report.h"

/* Under the wide table: cell by cell, the article's threshold against the
 * equilibrium's (its class, a weaker one: it opens hands the equilibrium
 * checks, or a stronger one), computed, with the counts in the title
 * (--table article-equilibrium).  Text and md show a cell a bet ("stronger:
 * AA > KK (73%)"); csv and json the same facts in columns, a row a position
 * (deck, players, position; for each bet the article's class key, the
 * equilibrium's class as its file names it, the share of it that opens,
 * and the comparison: weaker, same or stronger), so that the tables of
 * several player counts make one CSV table. */
enum { F_DECK, F_PLAYERS, F_POS, F_POS_SHOWN, F_POT, F_HALF, F_BET0, F_PER_BET = 4 };

/* The columns of the article-equilibrium table: text and md show the two
 * bets' sentences, csv and json the facts. */
static void eq_fit_columns(int L, out_table *t)
{
    out_col(t, "deck", out_tr(L, "Deck", "Jeu"), OUT_INT);
    out_col(t, "players", out_tr(L, "Players", "Joueurs"), OUT_INT);
    out_col(t, "position", "Position", OUT_INT);
    out_col(t, "position_shown", "Position", OUT_STR);
    out_col(t, "pot", "Pot", OUT_STR);
    out_col(t, "half", out_tr(L, "Half pot", "Demi-pot"), OUT_STR);
    for (int b = 0; b < OPEN_BETS; b++) {
        static const char *const KEY[OPEN_BETS][F_PER_BET] = {
            {"article_pot", "equilibrium_pot", "frequency_pot", "comparison_pot"},
            {"article_half", "equilibrium_half", "frequency_half", "comparison_half"}};
        out_col(t, KEY[b][0], KEY[b][0], OUT_STR);
        out_col(t, KEY[b][1], KEY[b][1], OUT_STR);
        out_col(t, KEY[b][2], KEY[b][2], OUT_NUM);
        out_col(t, KEY[b][3], KEY[b][3], OUT_STR);
        for (int c = 0; c < F_PER_BET; c++)
            out_hide(t, F_BET0 + b * F_PER_BET + c);
    }
    out_hide(t, F_DECK);
    out_hide(t, F_PLAYERS);
    out_hide(t, F_POS);
    out_display_only(t, F_POS_SHOWN);
    out_display_only(t, F_POT);
    out_display_only(t, F_HALF);
}

void rep_open_eq_fit(const rep_open_params *par, const open_report *j, out_table *t)
{
    const int L = par->lang;
    int n[3] = {0, 0, 0}, cells = 0;   /* weaker, same, stronger */
    for (int pos = 0; pos < j->players; pos++)
        for (int b = 0; b < OPEN_BETS; b++) {
            enum open_eq_cmp c = open_eq_col_vs(&j->eq, pos, b, j->article_cls[pos][b]);
            if (c == OPEN_EQ_NONE)
                continue;
            n[c + 1]++;
            cells++;
        }
    char title[400];
    snprintf(title, sizeof title,
             L ? "L'article face à l'équilibre, %d joueurs : son seuil est la classe de l'équilibre dans %d cases "
                 "sur %d, plus faible (il ouvre plus souvent) dans %d, plus fort (moins souvent) dans %d"
               : "The article against the equilibrium, %d players: its threshold is the equilibrium's class in %d "
                 "of %d cells, weaker (it opens more often) in %d, stronger (less often) in %d",
             j->players, n[1], cells, n[0], n[2]);
    out_init(t, title);
    out_note(t, out_tr(L, "reading", "lecture"), "%s",
             L ? "l'équilibre est lu comme le seuil pur qui ouvre aussi souvent que lui (toute classe plus forte "
                 "et la part entre parenthèses de la sienne ; il panache en fait, il passe par exemple la plupart "
                 "des tirages) ; classes dans l'ordre d'ouverture (rien < paires < tirage < double paire < ...) ; "
                 "plus faible : l'article ouvre plus de mains que l'équilibre, plus fort : moins"
               : "the equilibrium read as the pure threshold that opens as often as it does (every stronger class "
                 "and the share in brackets of its own; it mixes in fact, e.g. it checks most draws); classes in "
                 "the opening order (nothing < pairs < draw < two pair < ...); weaker: the article opens more "
                 "hands than the equilibrium, stronger: fewer");
    out_field(t, "deck", OUT_INT, "%d", j->deck);
    out_field(t, "players", OUT_INT, "%d", j->players);
    out_field(t, "cells", OUT_INT, "%d", cells);
    out_field(t, "same", OUT_INT, "%d", n[1]);
    out_field(t, "weaker", OUT_INT, "%d", n[0]);
    out_field(t, "stronger", OUT_INT, "%d", n[2]);
    eq_fit_columns(L, t);
    static const char *const WORD[3][2] = {{"weaker", "plus faible"}, {"same class", "même classe"},
                                           {"stronger", "plus fort"}};
    static const char *const RAW[3] = {"weaker", "same", "stronger"};
    static const char *const SIGN[3] = {"<", "=", ">"};
    for (int pos = 0; pos < j->players; pos++) {
        out_row(t);
        out_set_int(t, F_DECK, (uint64_t)j->deck);
        out_set_int(t, F_PLAYERS, (uint64_t)j->players);
        out_set_int(t, F_POS, (uint64_t)pos + 1);
        out_set_str(t, F_POS_SHOWN, rep_open_ordinal(pos, L));
        for (int b = 0; b < OPEN_BETS; b++) {
            char buf[200], a[64], e[64], key[DCLASS_NAME_MAX];
            const int c0 = F_BET0 + b * F_PER_BET;
            enum open_eq_cmp c = open_eq_col_vs(&j->eq, pos, b, j->article_cls[pos][b]);
            if (c == OPEN_EQ_NONE) {
                out_set_str(t, F_POT + b, "-");
                continue;
            }
            rep_open_class(&j->r, j->article_cls[pos][b], L, a, sizeof a);
            rep_open_eq_text(&j->eq, pos, b, L, e, sizeof e);
            snprintf(buf, sizeof buf, L ? "%s : %s %s %s" : "%s: %s %s %s", WORD[c + 1][L != 0], a, SIGN[c + 1], e);
            out_set_str(t, F_POT + b, buf);
            out_set_str(t, c0, dclass_key(&j->r, j->article_cls[pos][b], key, sizeof key));
            double f;
            int k = open_eq_col_thr(&j->eq, pos, b, &f);
            out_set_str(t, c0 + 1, k >= 0 ? j->eq.t[b].cls.name[k] : "none");
            if (k >= 0)
                out_set_num(t, c0 + 2, f, "%.6f");
            out_set_str(t, c0 + 3, RAW[c + 1]);
        }
    }
}

/* The fit summary over every player count compared. */
void rep_open_summary(const rep_open_params *par, const open_report *jobs, int n, unsigned models, out_table *t)
{
    const int L = par->lang;
    out_init(t, out_tr(L, "Fit to the article's table: cells where the model gives the article's threshold",
                       "Accord avec la table de l'article : cases où le modèle donne le seuil de l'article"));
    out_note(t, out_tr(L, "cells", "cases"), "%s",
             L ? "une case concorde quand la classe du modèle est celle de l'article (une case « ? » compte par "
                 "son estimation) ; à une classe près : celle de l'article ou la suivante de part et d'autre ; "
                 "équilibre : les solutions livrées (strategies/solved), où il y en a"
               : "a cell fits when the model's class is the article's (an undecided '?' cell counts by its point "
                 "estimate); within one class: the article's or the next class either side; equilibrium: the "
                 "shipped solutions (strategies/solved), where there are some");
    /* text and md: "6/10"; csv and json: the counts (fits at pot, at half
     * pot, within one class, of cells_per_bet positions each) */
    out_col(t, "model", out_tr(L, "Model", "Modèle"), OUT_STR);
    out_col(t, "pot", "Pot", OUT_STR);
    out_col(t, "half", out_tr(L, "Half pot", "Demi-pot"), OUT_STR);
    out_col(t, "all", out_tr(L, "All", "Toutes"), OUT_STR);
    out_col(t, "near", out_tr(L, "Within one class", "À une classe près"), OUT_STR);
    static const char *const DATA[] = {"fits_pot", "fits_half", "fits", "near", "cells_per_bet", "cells"};
    for (int c = 0; c < 6; c++)
        out_col(t, DATA[c], DATA[c], OUT_INT);
    for (int c = 1; c <= 4; c++)
        out_display_only(t, c);
    for (int c = 5; c < 11; c++)
        out_hide(t, c);
    /* m = -1: model a with exact frequencies; m = OPEN_MODELS: the equilibrium */
    for (int m = -1; m <= OPEN_MODELS; m++) {
        int mm = m < 0 ? OPEN_MODEL_A : m;
        if (m < OPEN_MODELS && (!(models >> mm & 1) || (m < 0 && !jobs[0].printed_q)))
            continue;
        open_fit fit;
        open_report_fit(jobs, n, m, &fit);
        const int *f = fit.fits, c = fit.cells, near = fit.near;
        if (m == OPEN_MODELS && c == 0)
            continue;
        char b0[32], b1[32], b2[32], b3[32];
        snprintf(b0, sizeof b0, "%d/%d", f[0], c);
        snprintf(b1, sizeof b1, "%d/%d", f[1], c);
        snprintf(b2, sizeof b2, "%d/%d", f[0] + f[1], 2 * c);
        out_row(t);
        out_set(t, 0, m < 0 ? "a-exact" : m == OPEN_MODELS ? "equilibrium" : rep_open_model_key(mm),
                m < 0 ? out_tr(L, "(a) exact q", "(a) q exact")
                : m == OPEN_MODELS ? out_tr(L, "equilibrium", "équilibre")
                : mm == OPEN_MODEL_A ? "(a)" : mm == OPEN_MODEL_B ? "(b)" : "(c)");
        out_set(t, 1, b0, b0);
        out_set(t, 2, b1, b1);
        out_set(t, 3, b2, b2);
        snprintf(b3, sizeof b3, "%d/%d", near, 2 * c);
        out_set(t, 4, b3, b3);
        out_set_int(t, 5, (uint64_t)f[0]);
        out_set_int(t, 6, (uint64_t)f[1]);
        out_set_int(t, 7, (uint64_t)(f[0] + f[1]));
        out_set_int(t, 8, (uint64_t)near);
        out_set_int(t, 9, (uint64_t)c);
        out_set_int(t, 10, (uint64_t)(2 * c));
    }
}
