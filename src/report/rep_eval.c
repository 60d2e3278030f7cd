/* rep_eval.c - talon eval's table: each hand evaluated and laid out, and
 * with two hands the winner (rep_eval.h states the contract). */
#include <stdio.h>

#include "eval.h"
#include "labels.h"
#include "rep_eval.h"

void rep_eval_table(out_table *t, const rep_eval_params *p, const rules *r, const uint64_t *hands, int nh)
{
    uint32_t v[2];
    const int L = p->lang;
    out_init(t, nh == 2 ? out_tr(L, "Showdown", "Abattage") : out_tr(L, "Hand", "Main"));
    char dn[40], al[80];
    label_deck_name_lang(r->deck_size, L, dn, sizeof dn);
    label_ace_low_name_lang(r, L, al, sizeof al);
    out_note(t, out_tr(L, "deck", "jeu"), "%s", dn);
    out_note(t, out_tr(L, "ace-low", "as bas"), "%s", al);
    out_note(t, out_tr(L, "order", "ordre"), "%s", label_order_name(r->order, L));
    label_conventions(t, r);
    out_col(t, "hand", out_tr(L, "Hand", "Main"), OUT_STR);
    out_col(t, "plays", out_tr(L, "Plays", "Joue"), OUT_STR);
    out_col(t, "category", out_tr(L, "Category", "Combinaison"), OUT_STR);
    out_col(t, "value", out_tr(L, "Value", "Valeur"), OUT_INT);
    if (nh == 2)
        out_col(t, "result", out_tr(L, "Result", "Résultat"), OUT_STR);
    const enum card_notation nota = p->notation;
    for (int i = 0; i < nh; i++) {
        uint64_t five;
        v[i] = eval_best5(r, hands[i], &five);
        char all[CARD_STR_MAX], plays[CARD_STR_MAX];
        card_format(hands[i], nota, all, sizeof all);
        card_format(five, nota, plays, sizeof plays);
        out_row(t);
        out_set_str(t, 0, all);
        out_set_str(t, 1, plays);
        enum eval_cat cat = eval_category(r, v[i]);
        out_set(t, 2, rules_cat_key(cat), rules_cat_name(cat, L));
        char raw[16];
        snprintf(raw, sizeof raw, "%u", v[i]);
        out_set(t, 3, raw, raw);
    }
    if (nh == 2) {
        const char *res[2];
        if (v[0] == v[1]) {
            res[0] = res[1] = L ? "égalité" : "tie";
            out_note(t, out_tr(L, "result", "résultat"), "%s", L ? "égalité (partage)" : "the hands tie (split pot)");
        } else {
            int w = v[1] > v[0];
            res[w] = L ? "gagne" : "wins";
            res[!w] = L ? "perd" : "loses";
            out_note(t, out_tr(L, "result", "résultat"), L ? "la main %d gagne" : "hand %d wins", w + 1);
        }
        for (int i = 0; i < 2; i++)
            out_set_at(t, i, 4, res[i], res[i]);
    }
}
