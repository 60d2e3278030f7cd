/* cmd_eval.c - `talon eval CARDS [CARDS2]`: category, the five cards that
 * play, the strength value; with two hands, which one wins. */
#include <stdio.h>

#include "cli.h"
#include "cli_deck.h"
#include "eval.h"

int cmd_eval(const cli_opts *o)
{
    int deck = o->decks[0];
    rules r;
    cli_rules(o, deck, &r);

    uint64_t hands[2];
    int nh = o->npos;
    for (int i = 0; i < nh; i++) {
        int n;
        hands[i] = cli_cards(o, o->pos[i], deck, nh == 2 ? (i ? "second hand" : "first hand") : "hand", &n);
        if (n < 5 || n > 7)
            cli_usage_error("hand '%s' has %d card%s: give 5, 6 or 7", o->pos[i], n, n == 1 ? "" : "s");
    }
    if (nh == 2) {
        uint64_t both = hands[0] & hands[1];
        if (both) {
            char name[4];
            card_name(__builtin_ctzll(both), card_detect(o->pos[0]), name);
            cli_usage_error("card %s is in both hands", name);
        }
    }

    uint32_t v[2];
    out_table t;
    const int L = o->lang;
    out_init(&t, nh == 2 ? out_tr(L, "Showdown", "Abattage") : out_tr(L, "Hand", "Main"));
    char dn[40], al[80];
    label_deck_name_lang(deck, L, dn, sizeof dn);
    label_ace_low_name_lang(&r, L, al, sizeof al);
    out_note(&t, out_tr(L, "deck", "jeu"), "%s", dn);
    out_note(&t, out_tr(L, "ace-low", "as bas"), "%s", al);
    out_note(&t, out_tr(L, "order", "ordre"), "%s", label_order_name(r.order, L));
    label_conventions(&t, &r);
    out_col(&t, "hand", out_tr(L, "Hand", "Main"), OUT_STR);
    out_col(&t, "plays", out_tr(L, "Plays", "Joue"), OUT_STR);
    out_col(&t, "category", out_tr(L, "Category", "Combinaison"), OUT_STR);
    out_col(&t, "value", out_tr(L, "Value", "Valeur"), OUT_INT);
    if (nh == 2)
        out_col(&t, "result", out_tr(L, "Result", "Résultat"), OUT_STR);
    enum card_notation nota = o->notation != CARD_AUTO ? o->notation : card_detect(o->pos[0]);
    for (int i = 0; i < nh; i++) {
        uint64_t five;
        v[i] = eval_best5(&r, hands[i], &five);
        char all[CARD_STR_MAX], plays[CARD_STR_MAX];
        card_format(hands[i], nota, all, sizeof all);
        card_format(five, nota, plays, sizeof plays);
        out_row(&t);
        out_set_str(&t, 0, all);
        out_set_str(&t, 1, plays);
        enum eval_cat cat = eval_category(&r, v[i]);
        out_set(&t, 2, rules_cat_key(cat), rules_cat_name(cat, o->lang));
        char raw[16];
        snprintf(raw, sizeof raw, "%u", v[i]);
        out_set(&t, 3, raw, raw);
    }
    if (nh == 2) {
        const char *res[2];
        if (v[0] == v[1]) {
            res[0] = res[1] = o->lang ? "égalité" : "tie";
            out_note(&t, out_tr(L, "result", "résultat"), "%s", L ? "égalité (partage)" : "the hands tie (split pot)");
        } else {
            int w = v[1] > v[0];
            res[w] = o->lang ? "gagne" : "wins";
            res[!w] = o->lang ? "perd" : "loses";
            out_note(&t, out_tr(L, "result", "résultat"), L ? "la main %d gagne" : "hand %d wins", w + 1);
        }
        for (int i = 0; i < 2; i++)
            out_set_at(&t, i, 4, res[i], res[i]);
    }
    out_table *ts[1] = {&t};
    cli_emit(ts, 1, o);
    out_free(&t);
    return 0;
}
