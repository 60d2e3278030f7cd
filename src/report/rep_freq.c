/* rep_freq.c - talon freq's table: a deck's exact hand frequencies
 * (tab_freq), the article's column where it printed one, and the Monte
 * Carlo estimate with its interval when one was run (rep_freq.h states
 * the contract). */
#include <stdio.h>

#include "err.h"
#include "eval.h"
#include "labels.h"
#include "rep_freq.h"
#include "stats.h"

enum { C_DECK, C_ACE, C_ORDER, C_CAT, C_COMB, C_TOTAL, C_PROB, C_ART,
       C_TRIALS, C_SEED, C_MCCOUNT, C_MCPROB, C_LO, C_HI, C_CI, C_IN };

/* One deck's table in the making. */
typedef struct freq_ctx {
    const rep_freq_params *p;
    const rep_freq_run *u;
    int deck;
    bool has_art;                /* the article prints a column for these conventions */
} freq_ctx;

/* Title, notes and the exact columns (the article's where it has one). */
static void head(out_table *t, freq_ctx *x)
{
    const rep_freq_run *u = x->u;
    const rep_freq_params *p = x->p;
    const int L = p->lang;
    char dn[40], al[80], title[120];
    label_deck_name_lang(x->deck, L, dn, sizeof dn);
    label_ace_low_name_lang(&u->r, L, al, sizeof al);
    snprintf(title, sizeof title, L ? "Fréquence des mains, %s" : "Hand frequencies, %s", dn);
    out_init(t, title);
    label_conventions(t, &u->r);
    label_method_fields(t, p->seed, true, 0);   /* the probability column; the Monte Carlo one: monte_carlo() */
    out_note(t, L ? "as bas" : "ace-low", "%s", al);
    out_note(t, L ? "ordre" : "order", "%s", label_order_name(u->r.order, L));
    char tot[40];
    out_group_digits(u->f.total, tot, sizeof tot);
    out_note(t, L ? "méthode" : "method",
             L ? "exacte : chacune des C(%d,5) = %s mains évaluée" : "exact: every one of the C(%d,5) = %s hands evaluated",
             x->deck, tot);
    out_col(t, "deck", L ? "Jeu" : "Deck", OUT_INT);
    out_col(t, "ace_low", L ? "As bas" : "Ace low", OUT_BOOL);
    out_col(t, "order", L ? "Ordre" : "Order", OUT_STR);
    out_col(t, "category", L ? "Main" : "Category", OUT_STR);
    out_col(t, "combinations", L ? "Combinaisons" : "Combinations", OUT_INT);
    out_col(t, "total", "Total", OUT_INT);
    out_col(t, "probability", L ? "Probabilité" : "Probability", OUT_NUM);
    out_hide(t, C_DECK);
    out_hide(t, C_ACE);
    out_hide(t, C_ORDER);
    out_hide(t, C_TOTAL);
    /* The article's column, where it printed one for these conventions (text/md only:
     * the CSV columns are fixed). */
    out_col(t, "article", "Article", OUT_STR);
    out_display_only(t, C_ART);
    uint64_t ac;
    double ap;
    int ad;
    x->has_art = u->r.order == ORDER_MODERN &&
                 tab_freq_article(x->deck, u->r.ace_low, EVAL_PAIR, &ac, &ap, &ad) == TALON_OK;
    if (!x->has_art)
        out_hide(t, C_ART);   /* hidden in every format */
    else
        out_note(t, "article",
                 L ? "sa colonne à %d cartes (%s), nombre et pourcentage imprimé ; DIFFÈRE marque un nombre différent du nôtre"
                   : "its %d-card column (%s), count and printed percentage; DIFFERS marks a count not equal to ours",
                 x->deck,
                 u->r.ace_low ? (L ? "la quinte A-2-3-4-5 y compte" : "it counts the wheel as a straight")
                              : (L ? "l'as n'y joue qu'en haut" : "it plays the ace high only"));
}

/* The Monte Carlo run's note and columns. */
static void monte_carlo(out_table *t, const freq_ctx *x)
{
    const rep_freq_run *u = x->u;
    const rep_freq_params *p = x->p;
    char dn2[40];
    out_group_digits(u->done, dn2, sizeof dn2);
    /* Whether --precision stopped the run or the trial cap did: the
     * engine's own test (every category's 95% half-width below P). */
    const int L = p->lang;
    char stop[160] = "";
    if (p->precision > 0) {
        double worst = 0.0;
        for (int c = 0; c < EVAL_NCAT; c++) {
            stats_ci ci;
            if (stats_wilson(u->mcc[c], u->done, STATS_CONF95, &ci) == TALON_OK && stats_half_width(&ci) > worst)
                worst = stats_half_width(&ci);
        }
        if (worst < p->precision)
            snprintf(stop, sizeof stop, L ? " (arrêté par --precision %g)" : " (stopped by --precision %g)", p->precision);
        else
            snprintf(stop, sizeof stop,
                     L ? " (--precision %g non atteinte : arrêté au plafond de tirages)"
                       : " (--precision %g not reached: stopped at the trial cap)",
                     p->precision);
    }
    out_field(t, "monte_carlo.trials", OUT_INT, "%llu", (unsigned long long)u->done);
    out_field(t, "monte_carlo.seed", OUT_INT, "%llu", (unsigned long long)p->seed);
    out_field(t, "monte_carlo.ci_level", OUT_NUM, "0.95");
    out_note(t, "monte carlo",
             L ? "%s mains distribuées, graine %llu, intervalles de Wilson à 95 %%%s ; identique pour tout --threads"
               : "%s hands dealt, seed %llu, 95%% Wilson intervals%s; identical at any --threads",
             dn2, (unsigned long long)p->seed, stop);
    static const char *const COLS[][3] = {{"trials", "Trials", "Tirages"},
                                          {"seed", "Seed", "Graine"},
                                          {"mc_count", "MC count", "Nombre MC"},
                                          {"mc_probability", "Monte Carlo", "Monte Carlo"},
                                          {"ci_low", "CI low", "IC bas"},
                                          {"ci_high", "CI high", "IC haut"},
                                          {"ci", "95% interval", "Intervalle à 95 %"},
                                          {"in_ci", "Exact in CI", "Exact dans l'IC"}};
    static const enum out_type TYPES[] = {OUT_INT, OUT_INT, OUT_INT, OUT_NUM, OUT_NUM, OUT_NUM, OUT_NUM, OUT_BOOL};
    for (int c = 0; c < 8; c++)
        out_col(t, COLS[c][0], COLS[c][L ? 2 : 1], TYPES[c]);
    out_hide(t, C_TRIALS);
    out_hide(t, C_SEED);
    out_hide(t, C_MCCOUNT);
    out_hide(t, C_LO);
    out_hide(t, C_HI);
    out_display_only(t, C_CI);
}

static void freq_row(out_table *t, const freq_ctx *x, enum eval_cat c)
{
    const rep_freq_run *u = x->u;
    const rep_freq_params *p = x->p;
    const int L = p->lang;
    out_row(t);
    out_set_int(t, C_DECK, (uint64_t)x->deck);
    out_set_bool(t, C_ACE, u->r.ace_low);
    out_set_str(t, C_ORDER, rules_order_name(u->r.order));
    out_set(t, C_CAT, rules_cat_key(c), rules_cat_name(c, L));
    out_set_int(t, C_COMB, u->f.counts[c]);
    out_set_int(t, C_TOTAL, u->f.total);
    double exact = (double)u->f.counts[c] / (double)u->f.total;
    out_set_prob(t, C_PROB, exact);
    if (x->has_art) {
        uint64_t ac;
        double ap;
        int ad;
        tab_freq_article(x->deck, u->r.ace_low, c, &ac, &ap, &ad);
        char cnt[40], cell[120];
        out_group_digits(ac, cnt, sizeof cnt);
        snprintf(cell, sizeof cell, "%s (%.*f%%)%s", cnt, ad, ap,
                 ac == u->f.counts[c] ? "" : L ? "  DIFFÈRE" : "  DIFFERS");
        out_set(t, C_ART, cell, cell);
    }
    if (u->mc) {
        stats_ci ci;
        stats_wilson(u->mcc[c], u->done, STATS_CONF95, &ci);
        out_set_int(t, C_TRIALS, u->done);
        out_set_int(t, C_SEED, p->seed);
        out_set_int(t, C_MCCOUNT, u->mcc[c]);
        out_set_prob(t, C_MCPROB, ci.est);
        out_set_prob(t, C_LO, ci.lo);
        out_set_prob(t, C_HI, ci.hi);
        out_set_interval(t, C_CI, ci.lo, ci.hi);
        bool in = exact >= ci.lo && exact <= ci.hi;
        out_set(t, C_IN, in ? "true" : "false", in ? (L ? "oui" : "yes") : (L ? "non" : "no"));
    }
}

void rep_freq_table(out_table *t, const rep_freq_params *p, const rep_freq_run *u)
{
    freq_ctx x = {.p = p, .u = u, .deck = u->r.deck_size};
    head(t, &x);
    if (u->mc)
        monte_carlo(t, &x);
    /* Strongest category first, in the rules' order (as the article lists them). */
    for (int pos = EVAL_NCAT - 1; pos >= 0; pos--)
        freq_row(t, &x, (enum eval_cat)u->r.pos_cat[pos]);
}
