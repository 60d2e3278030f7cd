/* rep_bluff_article.c - talon bluff's third table (rep_bluff.h): the
 * article's three statements ("Bluff et relance", tables/article/bluff.csv)
 * evaluated in every model asked for (bluff_statement_eval), with the
 * article's figure beside ours and a flag where a model does not support
 * one.  Pure formatting.
 */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "bluff.h"
#include "err.h"
#include "out.h"
#include "rep_bluff.h"

/* ---- table 3: the article's statements --------------------------------------- */

enum { A_MODEL, A_ST, A_FIG, A_F, A_R, A_Q, A_ART, A_OURS, A_REL, A_TOL, A_SUPP, A_FLAG, A_PRINTED };

static void set_figure(out_table *t, int col, const char *figure, double v, bool above)
{
    if (isnan(v)) {
        out_set(t, col, "", "-");
        return;
    }
    char raw[40], shown[48];
    out_num_raw(v, raw, sizeof raw);
    if (strcmp(figure, "optimal_raise") == 0) {
        if (isinf(v))
            snprintf(shown, sizeof shown, "unbounded");
        else
            snprintf(shown, sizeof shown, "%.3f pots", v);
    } else {
        out_percent(v, shown, sizeof shown);
    }
    if (above) {
        char s2[64];
        snprintf(s2, sizeof s2, "> %s", shown);
        out_set(t, col, raw, s2);
    } else {
        out_set(t, col, raw, shown);
    }
}

static void set_param(out_table *t, int col, double v)
{
    if (isnan(v))
        out_set(t, col, "", "-");
    else
        out_set_num(t, col, v, "%g");
}

/* The title, the notes on the statements, and the columns. */
static void article_head(int L, out_table *t)
{
    out_init(t, out_tr(L, "The article's statements (\"Bluff et relance\") beside each model",
                       "Les énoncés de l'article (« Bluff et relance ») face à chaque modèle"));
    out_note(t, out_tr(L, "statements", "énoncés"), "%s",
             out_tr(L, "1: the optimal raise is of the order of twice the pot when the opponent's chance of beating "
                       "the claimed hand is of the order of 10%; 2: at a raise of twice the pot, bluff half as often "
                       "as the claimed hand (a 15% draw: bluff 7.5%, pass the other 77.5%); 3 (note 6): a show of "
                       "strength is real more than once in two, at twice the pot 1/3 bluff to 2/3 real",
                    "1 : la relance optimale est de l'ordre de deux fois le pot quand l'adversaire bat la main "
                    "annoncée environ 10 % du temps ; 2 : à une relance de deux fois le pot, bluffer moitié moins "
                    "souvent que la main annoncée (un tirage à 15 % : bluffer 7,5 %, passer les 77,5 % restants) ; "
                    "3 (note 6) : un jeu fort affiché est réel plus d'une fois sur deux, à deux fois le pot 1/3 de "
                    "bluff pour 2/3 de main réelle"));
    out_note(t, "source", "%s",
             out_tr(L, "the article \"Poker fermé\" (French Wikipedia), \"Bluff et relance\" and its notes 5-6, "
                       "transcribed in tables/article/bluff.csv",
                    "l'article « Poker fermé » (Wikipédia en français), « Bluff et relance » et ses notes 5-6, "
                    "transcrites dans tables/article/bluff.csv"));
    out_note(t, out_tr(L, "parameters", "paramètres"), "%s",
             out_tr(L, "where the article states none, its own example: f = 15%, q = 10%, raise 2 pots (none of them "
                       "moves those figures for f <= 1/2); vn1944 has no free f, so figures for a 15% draw are n/a",
                    "quand l'article n'en donne pas, son propre exemple : f = 15 %, q = 10 %, relance de 2 pots "
                    "(aucun ne change ces chiffres pour f <= 1/2) ; vn1944 n'a pas de f libre : les chiffres pour un "
                    "tirage à 15 % sont sans objet"));
    out_note(t, out_tr(L, "agreement", "accord"), "%s",
             out_tr(L, "within half a unit of the article's last printed digit (\"deux\": 0.5 pot, 7,5 %: 0.05 "
                       "point, \"un dixième\", \"10 %\": 5 points); its fractions (la moitié, 1/3, 2/3) exactly",
                    "à une demi-unité près du dernier chiffre imprimé par l'article (« deux » : 0,5 pot, 7,5 % : "
                    "0,05 point, « un dixième », « 10 % » : 5 points) ; ses fractions (la moitié, 1/3, 2/3) "
                    "exactement"));
    out_col(t, "model", out_tr(L, "Model", "Modèle"), OUT_STR);
    out_col(t, "statement", "#", OUT_INT);
    out_col(t, "figure", out_tr(L, "Figure", "Chiffre"), OUT_STR);
    out_col(t, "claimed", "f", OUT_NUM);
    out_col(t, "raise", "r", OUT_NUM);
    out_col(t, "opp_win", "q", OUT_NUM);
    out_col(t, "article", "Article", OUT_NUM);
    out_col(t, "ours", out_tr(L, "Ours", "Nous"), OUT_NUM);
    out_col(t, "relation", "Relation", OUT_STR);
    out_col(t, "tolerance", out_tr(L, "Tolerance", "Tolérance"), OUT_NUM);
    out_col(t, "supported", out_tr(L, "Supported", "Confirmé"), OUT_BOOL);
    out_col(t, "flag", out_tr(L, "Flag", "Signal"), OUT_STR);
    out_col(t, "printed", out_tr(L, "Printed", "Imprimé"), OUT_STR);
    out_hide(t, A_REL);
    out_hide(t, A_TOL);
    out_hide(t, A_SUPP);
    out_hide(t, A_PRINTED);
    out_display_only(t, A_FLAG);
    t->group_col = A_MODEL;
}

void rep_bluff_article(const enum bluff_model *ms, int n, int lang, out_table *t)
{
    const int L = lang;
    article_head(L, t);
    int ns;
    const bluff_statement *st = bluff_statements(&ns);
    char summary[400] = "";
    size_t len = 0;
    for (int i = 0; i < n; i++) {
        bool ok[4] = {true, true, true, true};
        for (int k = 0; k < ns; k++) {
            double ours;
            int rc = bluff_statement_eval(ms[i], &st[k], &ours);
            bool applies = rc == TALON_OK;
            bool agrees = applies && bluff_statement_agrees(&st[k], ours);
            if (applies && !agrees)
                ok[st[k].statement] = false;
            out_row(t);
            out_set_str(t, A_MODEL, bluff_model_key(ms[i]));
            out_set_int(t, A_ST, (uint64_t)st[k].statement);
            out_set_str(t, A_FIG, st[k].figure);
            set_param(t, A_F, st[k].claimed);
            set_param(t, A_R, st[k].raise);
            set_param(t, A_Q, st[k].opp_win);
            set_figure(t, A_ART, st[k].figure, st[k].value, st[k].relation == BLUFF_ABOVE);
            set_figure(t, A_OURS, st[k].figure, ours, false);
            out_set_str(t, A_REL, st[k].relation == BLUFF_ABOVE ? "above" : "about");
            out_set_num(t, A_TOL, st[k].tolerance, "%g");
            if (applies)
                out_set_bool(t, A_SUPP, agrees);
            out_set_str(t, A_FLAG, !applies ? out_tr(L, "n/a", "sans objet")
                                   : agrees ? ""
                                            : out_tr(L, "NOT SUPPORTED", "NON CONFIRMÉ"));
            out_set_str(t, A_PRINTED, st[k].printed);
        }
        char list[40] = "";
        size_t l = 0;
        for (int k = 1; k <= 3; k++)
            if (ok[k])
                l += (size_t)snprintf(list + l, sizeof list - l, "%s%d", l ? ", " : "", k);
        len += (size_t)snprintf(summary + len, sizeof summary - len, "%s%s: %s", i ? "; " : "",
                                bluff_model_key(ms[i]), l ? list : out_tr(L, "none", "aucun"));
    }
    out_note(t, out_tr(L, "supported", "confirmés"), "%s", summary);
}
