/* cmd_freq.c - `talon freq`: the exact hand-frequency table of each chosen
 * deck, optionally beside a Monte Carlo estimate with its 95% interval.
 * Every table is computed completely before anything is printed. */
#include <stdio.h>

#include "cli.h"
#include "eval.h"
#include "tab_freq.h"

enum { C_DECK, C_ACE, C_ORDER, C_CAT, C_COMB, C_TOTAL, C_PROB };

static void build(const cli_opts *o, int deck, out_table *t)
{
    rules r;
    cli_rules(o, deck, &r);
    tab_freq f;
    tab_freq_exact(&r, &f);

    char dn[40], al[80], title[120];
    cli_deck_name(deck, dn, sizeof dn);
    cli_ace_low_name(&r, al, sizeof al);
    snprintf(title, sizeof title, o->lang ? "Fréquence des mains, %s" : "Hand frequencies, %s", dn);
    out_init(t, title);
    out_note(t, "ace-low", "%s", al);
    out_note(t, "order", "%s", rules_order_name(r.order));
    char tot[40];
    out_group_digits(f.total, tot, sizeof tot);
    out_note(t, "method", "exact: every one of the C(%d,5) = %s hands evaluated", deck, tot);

    out_col(t, "deck", "Deck", OUT_INT);
    out_col(t, "ace_low", "Ace low", OUT_BOOL);
    out_col(t, "order", "Order", OUT_STR);
    out_col(t, "category", o->lang ? "Main" : "Category", OUT_STR);
    out_col(t, "combinations", o->lang ? "Combinaisons" : "Combinations", OUT_INT);
    out_col(t, "total", "Total", OUT_INT);
    out_col(t, "probability", o->lang ? "Probabilité" : "Probability", OUT_NUM);
    out_hide(t, C_DECK);
    out_hide(t, C_ACE);
    out_hide(t, C_ORDER);
    out_hide(t, C_TOTAL);

    /* Strongest category first, in the rules' order (as the article lists them). */
    for (int pos = EVAL_NCAT - 1; pos >= 0; pos--) {
        enum eval_cat c = (enum eval_cat)r.pos_cat[pos];
        out_row(t);
        out_set_int(t, C_DECK, (uint64_t)deck);
        out_set_bool(t, C_ACE, r.ace_low);
        out_set_str(t, C_ORDER, rules_order_name(r.order));
        out_set(t, C_CAT, rules_cat_key(c), rules_cat_name(c, o->lang));
        out_set_int(t, C_COMB, f.counts[c]);
        out_set_int(t, C_TOTAL, f.total);
        out_set_prob(t, C_PROB, (double)f.counts[c] / (double)f.total);
    }
}

int cmd_freq(const cli_opts *o)
{
    out_table tables[CLI_MAX_DECKS], *ts[CLI_MAX_DECKS];
    for (int i = 0; i < o->ndecks; i++) {
        build(o, o->decks[i], &tables[i]);
        ts[i] = &tables[i];
    }
    cli_emit(ts, o->ndecks, o);
    for (int i = 0; i < o->ndecks; i++)
        out_free(&tables[i]);
    return 0;
}
