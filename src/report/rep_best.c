/* rep_best.c - talon best's table: the figures of tab_best before and
 * after the draw laid out as rows, with the notes, the headline and the
 * article's shortcut (rep_best.h states the contract). */
#include <math.h>
#include <stdio.h>
#include <strings.h>

#include "dclass.h"
#include "err.h"
#include "labels.h"
#include "rep_best.h"
#include "stats.h"
#include "tab_atleast.h"

enum { C_DECK, C_ACE, C_ORDER, C_PLAYERS, C_HAND, C_FIGURE, C_PROB, C_LO, C_HI, C_CI, C_EXACT, C_N };

/* The table in the making: the run, the words, the hand's names. */
typedef struct best_ctx {
    const rep_best_run *u;
    const rep_best_params *p;
    char key[DCLASS_NAME_MAX], cname[DCLASS_NAME_MAX], hand[CARD_STR_MAX];   /* the hand's class and name */
} best_ctx;

static void row(out_table *t, const best_ctx *x, const char *key, const char *label, double p, const stats_ci *ci,
                bool exact, uint64_t n)
{
    const rules *r = &x->u->r;
    out_row(t);
    out_set_int(t, C_DECK, (uint64_t)r->deck_size);
    out_set_bool(t, C_ACE, r->ace_low);
    out_set_str(t, C_ORDER, rules_order_name(r->order));
    out_set_int(t, C_PLAYERS, (uint64_t)x->u->q.players);
    out_set_str(t, C_HAND, x->hand);
    out_set(t, C_FIGURE, key, label);
    out_set_prob(t, C_PROB, p);
    if (ci) {
        out_set_prob(t, C_LO, ci->lo);
        out_set_prob(t, C_HI, ci->hi);
        out_set_interval(t, C_CI, ci->lo, ci->hi);
    } else {
        out_set(t, C_CI, "", exact ? (x->p->lang ? "exacte" : "exact") : "");
    }
    out_set_bool(t, C_EXACT, exact);
    out_set_int(t, C_N, n);
}

/* The hand's class key and name, and the hand as the reader wrote it. */
static void names(best_ctx *x)
{
    const rep_best_run *u = x->u;
    const char *arg = x->p->hand_arg;
    const enum card_notation notation = x->p->notation;
    dclass_key(&u->r, u->b.cls, x->key, sizeof x->key);
    dclass_name(&u->r, u->b.cls, x->p->lang, x->cname, sizeof x->cname);
    if (u->q.hand) {
        card_format(u->q.hand, notation != CARD_AUTO ? notation : card_detect(arg), x->hand, sizeof x->hand);
    } else {
        /* A pair class in the notation of the input: RR for RR (or with
         * --notation fr), KK for KK; the other classes are words. */
        char fr[DCLASS_NAME_MAX] = "";
        size_t n = 0;
        for (const char *p = x->key; *p && n + 3 < sizeof fr; p++)
            n += (size_t)snprintf(fr + n, sizeof fr - n, "%s",
                                  *p == 'K' ? "R" : *p == 'Q' ? "D" : *p == 'J' ? "V" : *p == 'T' ? "10" : (char[2]){*p, 0});
        bool french = notation == CARD_FR || (notation == CARD_AUTO && strcasecmp(arg, fr) == 0);
        snprintf(x->hand, sizeof x->hand, "%s", french ? fr : x->key);
    }
}

static void head(out_table *t, const best_ctx *x)
{
    const rep_best_run *u = x->u;
    const int L = x->p->lang, players = u->q.players;
    char dn[40], al[80], title[400];
    label_deck_name_lang(u->deck, L, dn, sizeof dn);
    label_ace_low_name_lang(&u->r, L, al, sizeof al);
    if (L)
        snprintf(title, sizeof title, "%s est-elle la meilleure main %s l'échange ? %d joueurs, %s", x->hand,
                 u->after ? "avant et après" : "avant", players, dn);
    else
        snprintf(title, sizeof title, "Is %s the best hand %s the draw? %d players, %s", x->hand,
                 u->after ? "before and after" : "before", players, dn);
    out_init(t, title);
    label_conventions(t, &u->r);
    label_method_fields(t, x->p->seed, u->b.exact, u->b.n);
    out_field(t, "players", OUT_INT, "%d", players);
    out_field(t, "class_hands", OUT_INT, "%llu", (unsigned long long)u->b.class_hands);
    if (u->q.hand)
        out_note(t, L ? "main" : "hand", L ? "%s (classe : %s)" : "%s (class: %s)", x->hand, x->cname);
    else
        out_note(t, L ? "main" : "hand", L ? "toute main de la classe %s" : "any hand of class %s", x->cname);
    char ch[40];
    out_group_digits(u->b.class_hands, ch, sizeof ch);
    if (!u->q.hand)
        out_note(t, L ? "classe" : "class",
                 L ? "%s mains du jeu, toutes également probables" : "%s hands of the deck, each equally likely", ch);
    if (u->b.pair_in_draw) {
        char cd[40], ca[40];
        out_group_digits(u->b.pair_in_draw, cd, sizeof cd);
        out_group_digits(u->b.class_hands + u->b.pair_in_draw, ca, sizeof ca);
        out_note(t, L ? "règle de classe" : "class rule",
                 L ? "%s est une paire de ce rang sans tirage jouable (quatre cartes à la couleur, ou à la quinte "
                     "ouverte des deux bouts) : les %s paires qui en tiennent un sont dans la classe tirage (les classes "
                     "de l'article) ; la ligne de la même paire dans talon equity les compte toutes (%s)"
                   : "%s is one pair of that rank without a playable draw (four to a flush, or an open-ended "
                     "four-straight): the %s such pairs that hold one are in the draw class (the article's classes); "
                     "talon equity's row of the same pair counts all %s",
                 u->q.hand ? x->key : x->hand, cd, ca);
    }
    out_note(t, L ? "as bas" : "ace-low", "%s", al);
    out_note(t, L ? "ordre" : "order", "%s", label_order_name(u->r.order, L));
    if (L)
        out_note(t, "modèle", "avant l'échange, %d autre%s main%s distribuée%s du reste du jeu (retrait exact des cartes)",
                 players - 1, players == 2 ? "" : "s", players == 2 ? "" : "s", players == 2 ? "" : "s");
    else
        out_note(t, "model", "before the draw, %d other hand%s dealt from the rest of the deck (exact card removal)",
                 players - 1, players == 2 ? "" : "s");
    out_note(t, L ? "vues" : "views", "%s",
             L ? "classement = par le classement des mains maintenant ; article = la classe de tirage d'abord (un "
                 "tirage jouable bat toute paire), puis le classement ; classe = la classe de tirage seule"
               : "ranking = by poker ranking now; article = draw class first (a playable draw beats any pair), "
                 "then ranking; class = draw class only");
    char nn[40];
    out_group_digits(u->b.n, nn, sizeof nn);
    if (u->b.exact)
        out_note(t, L ? "méthode" : "method",
                 L ? "exacte : les %s mains adverses énumérées" : "exact: all %s opponent hands enumerated", nn);
    else
        out_note(t, L ? "méthode" : "method",
                 L ? "Monte Carlo : %s donnes, graine %llu, intervalles de Wilson à 95 %%"
                   : "Monte Carlo: %s deals, seed %llu, 95%% Wilson intervals",
                 nn, (unsigned long long)x->p->seed);
    static const char *const COLS[][3] = {
        {"deck", "Deck", "Jeu"},         {"ace_low", "Ace low", "As bas"},
        {"order", "Order", "Ordre"},     {"players", "Players", "Joueurs"},
        {"hand", "Hand", "Main"},        {"figure", "Figure", "Chiffre"},
        {"probability", "Probability", "Probabilité"}, {"ci_low", "CI low", "IC bas"},
        {"ci_high", "CI high", "IC haut"}, {"ci", "95% interval", "Intervalle à 95 %"},
        {"exact", "Exact", "Exact"},     {"trials", "Deals", "Donnes"}};
    static const enum out_type TYPES[] = {OUT_INT, OUT_BOOL, OUT_STR, OUT_INT, OUT_STR, OUT_STR,
                                          OUT_NUM, OUT_NUM,  OUT_NUM, OUT_STR, OUT_BOOL, OUT_INT};
    for (int c = 0; c < (int)(sizeof TYPES / sizeof TYPES[0]); c++)
        out_col(t, COLS[c][0], COLS[c][L ? 2 : 1], TYPES[c]);
    int hidden[] = {C_DECK, C_ACE, C_ORDER, C_PLAYERS, C_HAND, C_LO, C_HI, C_EXACT, C_N};
    for (size_t i = 0; i < sizeof hidden / sizeof hidden[0]; i++)
        out_hide(t, hidden[i]);
    out_display_only(t, C_CI);
}

/* One figure of k in n deals (an interval unless exact). */
static void figure(out_table *t, const best_ctx *x, const char *key, const char *label,
                   uint64_t k, uint64_t n, bool exact)
{
    stats_ci ci;
    stats_wilson(k, n, STATS_CONF95, &ci);
    row(t, x, key, label, (double)k / (double)n, exact ? NULL : &ci, exact, n);
}

/* The figures before the draw, in the three views, then after it. */
static void figures(out_table *t, const best_ctx *x)
{
    const rep_best_run *u = x->u;
    const best_result *b = &u->b;
    const int L = x->p->lang;
#define TR(en, fr) (L ? fr : en)
    figure(t, x, "ranking_best", TR("best outright, by ranking", "seule la meilleure, par le classement"),
           b->best[BEST_RANKING], b->n, b->exact);
    figure(t, x, "ranking_tie", TR("tied for best, by ranking", "meilleure à égalité, par le classement"),
           b->tie[BEST_RANKING], b->n, b->exact);
    figure(t, x, "article_best", TR("best outright, article view", "seule la meilleure, vue de l'article"),
           b->best[BEST_ARTICLE], b->n, b->exact);
    figure(t, x, "article_tie", TR("tied for best, article view", "meilleure à égalité, vue de l'article"),
           b->tie[BEST_ARTICLE], b->n, b->exact);
    figure(t, x, "class_not_beaten", TR("no other hand of a higher class", "aucune autre main d'une classe plus haute"),
           b->best[BEST_CLASS] + b->tie[BEST_CLASS], b->n, b->exact);
    if (!u->after)
        return;
    const best_result *ba = &u->ba;
    out_field(t, "after_draw.trials", OUT_INT, "%llu", (unsigned long long)ba->n);
    out_field(t, "after_draw.strategy", OUT_STR, "%s", u->st.name[0] ? u->st.name : "");
    char nn2[40];
    out_group_digits(ba->n, nn2, sizeof nn2);
    out_note(t, TR("after the draw", "après l'échange"),
             TR("%s deals at a table (one deck, four-card rule, re-shuffled discards), the hand at a random seat; "
                "everybody draws by the strategy %s, the hand too (if the strategy folds it: its forced play); "
                "the others' folded hands are out; ranking after the draw; seed %llu",
                "%s donnes à une table (un jeu, règle des quatre cartes, écarts rebattus), la main à une place au "
                "hasard ; chacun écarte selon la stratégie %s, la main aussi (si la stratégie la couche : son jeu "
                "forcé) ; les mains couchées des autres sont hors jeu ; classement après l'échange ; graine %llu"),
             nn2, u->st.name[0] ? u->st.name : TR("(from a file)", "(d'un fichier)"), (unsigned long long)x->p->seed);
    figure(t, x, "after_draw_best", TR("best outright after the draw", "seule la meilleure après l'échange"),
           ba->best[BEST_RANKING], ba->n, false);
    figure(t, x, "after_draw_tie", TR("tied for best after the draw", "meilleure à égalité après l'échange"),
           ba->tie[BEST_RANKING], ba->n, false);
#undef TR
}

/* The answer in one or two sentences: the chance to hold the best hand
 * outright by poker ranking with card removal, before the draw and (but
 * with --after-draw off) after everybody's draw, the most realistic model. */
static void headline(out_table *t, const best_ctx *x)
{
    const rep_best_run *u = x->u;
    const int L = x->p->lang;
    char what[300], pb[40], lo[40], hi[40], after[512] = "";
    if (u->q.hand)
        snprintf(what, sizeof what, "%s (%s)", x->hand, x->cname);
    else
    {
        char ch[40];
        out_group_digits(u->b.class_hands, ch, sizeof ch);
        snprintf(what, sizeof what, L ? "Une main de la classe %s (%s%s, %s mains)" : "A hand of class %s (%s%s, %s hands)",
                 x->hand, x->cname, !u->b.pair_in_draw ? "" : L ? " sans tirage jouable" : " without a playable draw", ch);
    }
    stats_ci ci;
    stats_wilson(u->b.best[BEST_RANKING], u->b.n, STATS_CONF95, &ci);
    out_percent((double)u->b.best[BEST_RANKING] / (double)u->b.n, pb, sizeof pb);
    out_percent(ci.lo, lo, sizeof lo);
    out_percent(ci.hi, hi, sizeof hi);
    char civ[100];
    snprintf(civ, sizeof civ, u->b.exact ? (L ? " (exact)" : " (exact)") : " [%s, %s]", lo, hi);
    if (u->after) {
        const best_result *ba = &u->ba;
        char pa[40], alo[40], ahi[40];
        stats_wilson(ba->best[BEST_RANKING], ba->n, STATS_CONF95, &ci);
        out_percent((double)ba->best[BEST_RANKING] / (double)ba->n, pa, sizeof pa);
        out_percent(ci.lo, alo, sizeof alo);
        out_percent(ci.hi, ahi, sizeof ahi);
        snprintf(after, sizeof after,
                 L ? ", et après l'échange (chacun écarte selon la stratégie %s) %s [%s, %s]"
                   : ", and after the draw (everybody drawing by the strategy %s) %s [%s, %s]",
                 u->st.name[0] ? u->st.name : (L ? "du fichier" : "from the file"), pa, alo, ahi);
    }
    out_headline(t,
                 L ? "%s est seule la meilleure des %d mains avant l'échange %s du temps%s%s. "
                     "Meilleure = par le classement des mains, avec le retrait des cartes (égalités non comptées)."
                   : "%s is the best of %d hands outright before the draw %s of the time%s%s. "
                     "Best = by poker ranking, with card removal (ties not counted).",
                 what, u->q.players, pb, civ, after);
}

/* The article's shortcut (1-q)^(P-1), from our exact q and from its printed q. */
static void shortcut(out_table *t, const best_ctx *x)
{
    const rep_best_run *u = x->u;
    const best_result *b = &u->b;
    int opp = u->q.players - 1;
    double ours = pow(1.0 - b->q, opp);
    const int L = x->p->lang;
    char qs[40], label[160];
    out_percent(b->q, qs, sizeof qs);
    snprintf(label, sizeof label, L ? "raccourci (1-q)^%d, notre q exact = %s" : "shortcut (1-q)^%d, our exact q = %s",
             opp, qs);
    row(t, x, "shortcut_exact_q", label, ours, NULL, true, 0);
    double pct;
    bool trunc;
    if (tab_atleast_article(u->deck, x->key, &pct, &trunc) == TALON_OK) {
        double art = pow(1.0 - pct / 100.0, opp);
        snprintf(label, sizeof label,
                 L ? "raccourci (1-q)^%d, q de l'article = %.1f%%" : "shortcut (1-q)^%d, article's q = %.1f%%", opp, pct);
        row(t, x, "shortcut_article_q", label, art, NULL, true, 0);
        out_note_below(t, "article",
                 L ? "son raccourci donne %.1f%% ; le chiffre de classe avec retrait des cartes en diffère de %+.2f points"
                   : "its shortcut gives %.1f%%; the card-removal class figure differs by %+.2f points",
                 100 * art, 100 * ((double)(b->best[BEST_CLASS] + b->tie[BEST_CLASS]) / (double)b->n - art));
    } else {
        out_note_below(t, "article", L ? "n'imprime pas de q pour la classe %s à %d cartes" : "prints no q for class %s at %d cards",
                 u->q.hand ? x->key : x->hand, u->deck);
    }
}

void rep_best_table(out_table *t, const rep_best_params *p, const rep_best_run *u)
{
    best_ctx x = {.u = u, .p = p};
    names(&x);
    head(t, &x);
    figures(t, &x);
    shortcut(t, &x);
    headline(t, &x);
}
