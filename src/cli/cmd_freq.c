/* cmd_freq.c - `talon freq`: the exact hand-frequency table of each chosen
 * deck, optionally beside a Monte Carlo estimate with its 95% interval.
 * Every table is computed completely before anything is printed. */
#include <stdio.h>

#include "cli.h"
#include "cli_deck.h"
#include "err.h"
#include "eval.h"
#include "stats.h"
#include "tab_freq.h"

enum { C_DECK, C_ACE, C_ORDER, C_CAT, C_COMB, C_TOTAL, C_PROB, C_ART,
       C_TRIALS, C_SEED, C_MCCOUNT, C_MCPROB, C_LO, C_HI, C_CI, C_IN };

/* One deck's table in the making. */
typedef struct freq_ctx {
    int deck;
    rules r;
    tab_freq f;
    bool has_art;                /* the article prints a column for these conventions */
    bool mc;                     /* --trials or --precision: a Monte Carlo column too */
    uint64_t mcc[EVAL_NCAT], done;
} freq_ctx;

/* Title, notes and the exact columns (the article's where it has one). */
static void head(out_table *t, const cli_opts *o, freq_ctx *x)
{
    const int L = o->lang;
    char dn[40], al[80], title[120];
    label_deck_name_lang(x->deck, L, dn, sizeof dn);
    label_ace_low_name_lang(&x->r, L, al, sizeof al);
    snprintf(title, sizeof title, L ? "Fréquence des mains, %s" : "Hand frequencies, %s", dn);
    out_init(t, title);
    label_conventions(t, &x->r);
    label_method_fields(t, o->seed, true, 0);   /* the probability column; the Monte Carlo one: monte_carlo() */
    out_note(t, L ? "as bas" : "ace-low", "%s", al);
    out_note(t, L ? "ordre" : "order", "%s", label_order_name(x->r.order, L));
    char tot[40];
    out_group_digits(x->f.total, tot, sizeof tot);
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
    x->has_art = x->r.order == ORDER_MODERN &&
                 tab_freq_article(x->deck, x->r.ace_low, EVAL_PAIR, &ac, &ap, &ad) == TALON_OK;
    if (!x->has_art)
        out_hide(t, C_ART);   /* hidden in every format */
    else
        out_note(t, "article",
                 L ? "sa colonne à %d cartes (%s), nombre et pourcentage imprimé ; DIFFÈRE marque un nombre différent du nôtre"
                   : "its %d-card column (%s), count and printed percentage; DIFFERS marks a count not equal to ours",
                 x->deck,
                 x->r.ace_low ? (L ? "la quinte A-2-3-4-5 y compte" : "it counts the wheel as a straight")
                              : (L ? "l'as n'y joue qu'en haut" : "it plays the ace high only"));
}

/* The Monte Carlo run, its note and its columns. */
static void monte_carlo(out_table *t, const cli_opts *o, freq_ctx *x)
{
    mc_config cfg;
    cli_mc_config(o, &cfg);
    cli_mc_done(tab_freq_mc(&x->r, &cfg, x->mcc, &x->done));
    char dn2[40];
    out_group_digits(x->done, dn2, sizeof dn2);
    /* Whether --precision stopped the run or the trial cap did: the
     * engine's own test (every category's 95% half-width below P). */
    const int L = o->lang;
    char stop[160] = "";
    if (o->precision > 0) {
        double worst = 0.0;
        for (int c = 0; c < EVAL_NCAT; c++) {
            stats_ci ci;
            if (stats_wilson(x->mcc[c], x->done, STATS_CONF95, &ci) == TALON_OK && stats_half_width(&ci) > worst)
                worst = stats_half_width(&ci);
        }
        if (worst < o->precision)
            snprintf(stop, sizeof stop, L ? " (arrêté par --precision %g)" : " (stopped by --precision %g)", o->precision);
        else
            snprintf(stop, sizeof stop,
                     L ? " (--precision %g non atteinte : arrêté au plafond de tirages)"
                       : " (--precision %g not reached: stopped at the trial cap)",
                     o->precision);
    }
    out_field(t, "monte_carlo.trials", OUT_INT, "%llu", (unsigned long long)x->done);
    out_field(t, "monte_carlo.seed", OUT_INT, "%llu", (unsigned long long)o->seed);
    out_field(t, "monte_carlo.ci_level", OUT_NUM, "0.95");
    out_note(t, "monte carlo",
             L ? "%s mains distribuées, graine %llu, intervalles de Wilson à 95 %%%s ; identique pour tout --threads"
               : "%s hands dealt, seed %llu, 95%% Wilson intervals%s; identical at any --threads",
             dn2, (unsigned long long)o->seed, stop);
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

static void freq_row(out_table *t, const cli_opts *o, const freq_ctx *x, enum eval_cat c)
{
    out_row(t);
    out_set_int(t, C_DECK, (uint64_t)x->deck);
    out_set_bool(t, C_ACE, x->r.ace_low);
    out_set_str(t, C_ORDER, rules_order_name(x->r.order));
    out_set(t, C_CAT, rules_cat_key(c), rules_cat_name(c, o->lang));
    out_set_int(t, C_COMB, x->f.counts[c]);
    out_set_int(t, C_TOTAL, x->f.total);
    double p = (double)x->f.counts[c] / (double)x->f.total;
    out_set_prob(t, C_PROB, p);
    if (x->has_art) {
        uint64_t ac;
        double ap;
        int ad;
        tab_freq_article(x->deck, x->r.ace_low, c, &ac, &ap, &ad);
        char cnt[40], cell[120];
        out_group_digits(ac, cnt, sizeof cnt);
        snprintf(cell, sizeof cell, "%s (%.*f%%)%s", cnt, ad, ap,
                 ac == x->f.counts[c] ? "" : o->lang ? "  DIFFÈRE" : "  DIFFERS");
        out_set(t, C_ART, cell, cell);
    }
    if (x->mc) {
        stats_ci ci;
        stats_wilson(x->mcc[c], x->done, STATS_CONF95, &ci);
        out_set_int(t, C_TRIALS, x->done);
        out_set_int(t, C_SEED, o->seed);
        out_set_int(t, C_MCCOUNT, x->mcc[c]);
        out_set_prob(t, C_MCPROB, ci.est);
        out_set_prob(t, C_LO, ci.lo);
        out_set_prob(t, C_HI, ci.hi);
        out_set_interval(t, C_CI, ci.lo, ci.hi);
        bool in = p >= ci.lo && p <= ci.hi;
        out_set(t, C_IN, in ? "true" : "false", in ? (o->lang ? "oui" : "yes") : (o->lang ? "non" : "no"));
    }
}

static void build(const cli_opts *o, int deck, out_table *t)
{
    freq_ctx x = {.deck = deck, .mc = o->trials_set || o->precision > 0};
    cli_rules(o, deck, &x.r);
    tab_freq_exact(&x.r, &x.f);
    head(t, o, &x);
    if (x.mc)
        monte_carlo(t, o, &x);
    /* Strongest category first, in the rules' order (as the article lists them). */
    for (int pos = EVAL_NCAT - 1; pos >= 0; pos--)
        freq_row(t, o, &x, (enum eval_cat)x.r.pos_cat[pos]);
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
