/* cmd_open.c - `talon open`: the weakest hand that may open at pot and at
 * half pot, by position, for 4 to 8 players, in three models, beside the
 * article's table "Paire nécessaire pour : Pot / demi-pot".
 *
 * Every table is computed (tab_open) before anything is printed.  Text and
 * md show one wide table per player count (position, the article, each
 * model as "pot / half", which models give the article's cell) and, for
 * several player counts, a summary of the fit; csv and json are tidy: one
 * row per player count, position, bet and model, with the estimates that
 * decided the cell.  Model (a) uses the article's printed "Jeux ayant plus
 * que…" cells where the article prints the deck, and is also computed
 * with our exact class frequencies ("a-exact"): the notes say where the
 * two differ.
 *
 * Beside the models, the equilibrium column (issue 16): the shipped
 * solution of the betting game for these players and deck
 * (strategies/solved/draw-<P>p-<deck>-pot.tsf and -half.tsf, found as
 * `--model equilibrium` finds them), read with tab_equilibrium: the pure
 * threshold that opens as often as the solved game, each seat's
 * best-response gain, and whether the file meets the quality goal.  Only
 * files are read (no solving), so the default table stays as fast as the
 * models make it.  Without a shipped file the column says so.  A small
 * table under each wide one says, cell by cell, whether the article's
 * threshold is the equilibrium's class, a weaker or a stronger one.
 *
 * The headline answers from that equilibrium where it is shipped (DESIGN
 * principle 7: advice from the solved game), with the files' quality, and
 * from the most realistic threshold model otherwise, saying so.  --table
 * picks one of the tables (thresholds, article-equilibrium, fit), each with
 * data columns of its own for csv and json.
 *
 * --lang fr translates every title, heading, note and the headline; the
 * csv/json keys and values stay English (they are names for programs).
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "cli_data.h"
#include "cli_deck.h"
#include "cli_open.h"
#include "dclass.h"
#include "err.h"
#include "tab_atleast.h"
#include "tab_equilibrium.h"
#include "tab_open_eq.h"
#include "tab_open.h"

/* Default deals per class estimate: (b) is cheap, (c) deals and draws a
 * whole table.  With these the 4..8-player table takes about 20 s on two
 * cores (bench/RESULTS.md). */
#define OPEN_TRIALS_B 60000
#define OPEN_TRIALS_C 30000

static const char *const MODEL_KEY[OPEN_MODELS] = {"a", "b", "c"};

unsigned cli_open_models(const cli_opts *o)
{
    if (!o->model || strcmp(o->model, "all") == 0)
        return 7;
    unsigned m = 0;
    const char *p = o->model;
    while (*p) {
        const char *comma = strchr(p, ',');
        size_t len = comma ? (size_t)(comma - p) : strlen(p);
        int k = -1;
        for (int i = 0; i < OPEN_MODELS; i++)
            if (len == 1 && p[0] == MODEL_KEY[i][0])
                k = i;
        if (k < 0)
            cli_usage_error("--model must be a, b, c, a list such as a,b, all, or equilibrium, not '%s'", o->model);
        m |= 1u << k;
        p += len;
        if (*p == ',')
            p++;
    }
    if (!m)
        cli_usage_error("--model must be a, b, c, a list such as a,b, all, or equilibrium, not '%s'", o->model);
    return m;
}

/* "AA", "AA?" (undecided), "QQ, not draw" (the draw fails above it), "-". */
static void cell_text(const rules *r, const open_cell *c, int lang, char *buf, size_t size)
{
    if (!c->reachable) {
        snprintf(buf, size, "-");
        return;
    }
    char name[DCLASS_NAME_MAX];
    cli_open_class(r, c->cls, lang, name, sizeof name);
    snprintf(buf, size, "%s%s%s", name, c->decided ? "" : "?",
             c->exceptions ? (lang ? " sauf tirage" : ", not draw") : "");
}

static const char *ordinal(int pos, int lang)
{
    static const char *const EN[] = {"1st", "2nd", "3rd", "4th", "5th", "6th", "7th", "8th", "9th", "10th"};
    static const char *const FR[] = {"1er", "2e", "3e", "4e", "5e", "6e", "7e", "8e", "9e", "10e"};
    return lang ? FR[pos] : EN[pos];
}

/* ---- the equilibrium column ----------------------------------------------------------- */

/* The shipped files, found where `--model equilibrium` finds them
 * (cli_eq_shipped: talon's data folders) and named strategies/solved/NAME
 * in the output wherever they were, so outputs do not depend on the
 * checkout or the install. */
static const char *const BET_KEY[OPEN_BETS] = {"pot", "half"};
static const double BET_SIZE[OPEN_BETS] = {1.0, 0.5};

typedef struct open_eq {
    char why[400];                       /* !have: why the file could not be read ("" : not shipped) */
    bool have;                           /* both files found and read: the column is filled */
    char path[OPEN_BETS][96];            /* as shown: strategies/solved/draw-5p-40-pot.tsf */
    int idx[OPEN_BETS];                  /* the bet's index among its file's open sizes, -1: absent */
    eq_open_table t[OPEN_BETS];
    bool converged[OPEN_BETS];           /* eq_converged: within the quality goal */
    bool has_expl[OPEN_BETS];
    double expl[OPEN_BETS];              /* exploitability, antes per deal (sampled: printed by out_expl_text) */
    bool has_expl_ci[OPEN_BETS];         /* its 95% interval [expl_lo, expl_hi] */
    double expl_lo[OPEN_BETS], expl_hi[OPEN_BETS];
    eq_info info[OPEN_BETS];             /* the files' headers: the real-game figure (cli_eq_real_text) */
    bool has_gain[OPEN_BETS], has_gain_ci[OPEN_BETS];
    double gain[OPEN_BETS][OPEN_MAX_PLAYERS];   /* each seat's best-response gain */
    double gain_hi[OPEN_BETS][OPEN_MAX_PLAYERS];   /* the top of its 95% interval */
    uint64_t iterations[OPEN_BETS];
} open_eq;

/* Read the pot and half-pot files for P players at `deck`; q->have false
 * when one is not shipped or cannot be read (q->why says why): the
 * opening table does not depend on it, so it is printed all the same,
 * the column saying so (--model equilibrium makes it an error). */
static void eq_shipped(int P, const rules *r, open_eq *q)
{
    memset(q, 0, sizeof *q);
    q->have = true;
    for (int b = 0; b < OPEN_BETS; b++) {
        eq_solution *sol = cli_eq_shipped(P, r, b, q->path[b], sizeof q->path[b], q->why, sizeof q->why);
        if (!sol) {   /* the column says so: the table itself does not depend on it */
            q->have = false;
            return;
        }
        int rc = eq_open(sol, &q->t[b]);
        if (rc != TALON_OK) {
            eq_free(sol);
            if (rc == TALON_E_NOMEM)
                cli_fail("out of memory");
            cli_usage_error("%s: %s", q->path[b], err_str(rc));
        }
        const eq_info *in = eq_info_of(sol);
        q->idx[b] = -1;
        for (int i = 0; i < in->params.n_open; i++)
            if (fabs(in->params.open_sizes[i] - BET_SIZE[b]) < 1e-9)
                q->idx[b] = i;
        q->converged[b] = open_eq_converged(in);
        q->has_expl[b] = in->has_exploitability;
        q->expl[b] = in->exploitability;
        q->has_expl_ci[b] = in->has_expl_interval;
        q->expl_lo[b] = in->expl_lo;
        q->expl_hi[b] = in->expl_hi;
        q->info[b] = *in;
        q->has_gain[b] = in->has_gain;
        q->has_gain_ci[b] = in->has_interval;
        for (int pos = 0; pos < P && pos < OPEN_MAX_PLAYERS; pos++) {
            q->gain[b][pos] = in->gain[pos];
            q->gain_hi[b][pos] = in->gain_hi[pos];
        }
        q->iterations[b] = in->iterations;
        eq_free(sol);
    }
}

/* The equilibrium's equivalent threshold at (pos, b): its class (index in
 * q->t[b].cls, -1: never opens) and the share of that class it opens; -2
 * when there is none to show (no file, or the size is not in it). */
static int eq_thr(const open_eq *q, int pos, int b, double *frac)
{
    *frac = 1;
    if (!q->have || q->idx[b] < 0)
        return -2;
    int k = q->t[b].equiv[pos][q->idx[b]];
    if (k >= 0)
        *frac = q->t[b].equiv_frac[pos][q->idx[b]];
    return k;
}

/* "AA (18%)", "none", or "no solution" / "-" into buf. */
static void eq_text(const open_eq *q, int pos, int b, int lang, char *buf, size_t size)
{
    double f;
    int k = eq_thr(q, pos, b, &f);
    if (!q->have)
        snprintf(buf, size, "%s", lang ? "pas de solution" : "no solution");
    else if (k == -2)
        snprintf(buf, size, "-");
    else
        open_eq_label(&q->t[b].cls, k, f, lang, buf, size);
}

/* The article's class against the equilibrium's at (pos, b). */
static enum open_eq_cmp eq_vs(const open_eq *q, int pos, int b, int art)
{
    double f;
    int k = eq_thr(q, pos, b, &f);
    if (k == -2 || art == OPEN_NONE)
        return OPEN_EQ_NONE;
    return open_eq_compare(&q->t[b].cls, k, art);
}

/* The dclass of the equilibrium's threshold (OPEN_NONE: never opens or none to show). */
static int eq_dclass(const open_eq *q, int pos, int b)
{
    double f;
    int k = eq_thr(q, pos, b, &f);
    return k >= 0 ? q->t[b].cls.dclass[k] : OPEN_NONE;
}

/* Everything computed for one player count. */
typedef struct open_job {
    int players, deck;
    rules r;
    bool article;                /* the deck is the article's for these players: compare */
    bool printed_q;              /* model (a) uses the article's printed cells */
    open_table t[OPEN_MODELS];
    open_table a_exact;          /* model (a) with exact frequencies (when printed_q) */
    int article_cls[OPEN_MAX_PLAYERS][OPEN_BETS];
    open_eq eq;                  /* the equilibrium column */
    const char *eq_title;        /* its heading (a literal: out_col keeps the pointer) */
} open_job;

static bool fits(const open_job *j, const open_table *t, int pos, int b)
{
    const open_cell *c = &t->cell[pos][b];
    return j->article && c->reachable && c->cls == j->article_cls[pos][b] && !c->exceptions;
}

static bool eq_fits(const open_job *j, int pos, int b)
{
    return j->article && eq_vs(&j->eq, pos, b, j->article_cls[pos][b]) == OPEN_EQ_SAME;
}

/* The rules, the article's cells and the equilibrium column (files only:
 * quick), before the models run: what --table may ask for is known then. */
static void prepare(const cli_opts *o, open_job *j)
{
    const int P = j->players;
    cli_rules(o, j->deck, &j->r);
    double pct;
    bool trunc;
    j->printed_q = tab_atleast_article(j->deck, "AA", &pct, &trunc) == TALON_OK;
    j->article = j->deck == deck_for_players(P);
    for (int pos = 0; pos < P; pos++)
        for (int b = 0; b < OPEN_BETS; b++) {
            const char *key;
            j->article_cls[pos][b] = OPEN_NONE;
            if (j->article && tab_open_article(P, pos + 1, b, &key, NULL) == TALON_OK &&
                dclass_parse(&j->r, key, &j->article_cls[pos][b]) != TALON_OK)
                j->article_cls[pos][b] = OPEN_NONE;
        }
    eq_shipped(P, &j->r, &j->eq);
}

/* The models asked for (b and c: Monte Carlo, the long part). */
static void compute(const cli_opts *o, unsigned models, const strategy *s, open_job *j)
{
    const int P = j->players;
    for (int m = 0; m < OPEN_MODELS; m++) {
        if (!(models >> m & 1))
            continue;
        open_query q;
        cli_open_run(o, &j->r, P, m, j->printed_q, s, m == OPEN_MODEL_C ? OPEN_TRIALS_C : OPEN_TRIALS_B, &q,
                     &j->t[m]);
        if (m == OPEN_MODEL_A && j->printed_q) {
            mc_config cfg;
            cli_mc_config(o, &cfg);
            q.article_q = false;
            cli_mc_done(tab_open(&j->r, &q, &cfg, &j->a_exact));
        }
    }
}

/* ---- text and md: one wide table per player count --------------------------------- */

enum { W_POS, W_ART, W_A, W_B, W_C, W_EQ, W_GAIN, W_FITS, W_N };

static const char *bet_word(int b, int lang)
{
    return b ? (lang ? "demi" : "half") : "pot";
}

/* Model (a)'s note, and where our exact class frequencies would change
 * its thresholds (when it uses the article's printed ones). */
static void notes_model_a(const cli_opts *o, const open_job *j, out_table *t)
{
    const int L = o->lang;
    if (!j->printed_q) {
        out_note(t, out_tr(L, "model a", "modèle a"),
                 L ? "la méthode de l'article : mains indépendantes, P(classe) de nos fréquences exactes "
                     "(l'article n'imprime pas de colonne pour %d cartes), calcul exact"
                   : "the article's method: independent hands, P(class) from our exact class "
                     "frequencies (the article prints no column for %d cards), exact arithmetic",
                 j->deck);
        return;
    }
    out_note(t, out_tr(L, "model a", "modèle a"),
             L ? "la méthode de l'article : mains indépendantes, P(classe) de sa colonne imprimée « Jeux ayant "
                 "plus que... » pour %d cartes (nos comptes exacts où elle n'imprime rien), calcul exact"
               : "the article's method: independent hands, P(class) from its printed \"Jeux ayant plus "
                 "que...\" column for %d cards (exact counts where it prints nothing), exact arithmetic",
             j->deck);
    char buf[600];
    int n = 0;
    size_t l = 0;
    buf[0] = 0;
    for (int pos = 0; pos < j->players; pos++)
        for (int b = 0; b < OPEN_BETS; b++) {
            const open_cell *x = &j->t[OPEN_MODEL_A].cell[pos][b], *y = &j->a_exact.cell[pos][b];
            if (x->cls == y->cls && x->reachable == y->reachable)
                continue;
            char s1[64], s2[64];
            cell_text(&j->r, x, L, s1, sizeof s1);
            cell_text(&j->r, y, L, s2, sizeof s2);
            if (l < sizeof buf)
                l += (size_t)snprintf(buf + l, sizeof buf - l, "%s%s %s %s -> %s", n ? "; " : "", ordinal(pos, L),
                                      bet_word(b, L), s1, s2);
            n++;
        }
    out_note(t, out_tr(L, "model a, exact q", "modèle a, q exact"),
             L ? "avec nos fréquences exactes à la place : %s" : "with our exact class frequencies instead: %s",
             n ? buf : out_tr(L, "the same thresholds", "les mêmes seuils"));
}

static void notes_model(const cli_opts *o, const open_job *j, unsigned models, const strategy *s, out_table *t)
{
    const int L = o->lang;
    char al[80], buf[600];
    cli_ace_low_name_lang(&j->r, L, al, sizeof al);
    out_note(t, out_tr(L, "ace-low", "as bas"), "%s", al);
    out_note(t, out_tr(L, "order", "ordre"), "%s", cli_order_name(j->r.order, L));
    int len = snprintf(buf, sizeof buf, "%s",
                       L ? "rien < paire (par rang) < tirage jouable" : "nothing < pair (by rank) < playable draw");
    for (int k = DCLASS_TWO_PAIR; k < DCLASS_COUNT && len > 0 && (size_t)len < sizeof buf; k++) {
        char name[DCLASS_NAME_MAX];
        len += snprintf(buf + len, sizeof buf - (size_t)len, " < %s", cli_open_class(&j->r, k, L, name, sizeof name));
    }
    out_note(t, "classes", "%s", buf);
    double ap = open_alpha(OPEN_POT, o->callers), ah = open_alpha(OPEN_HALF, o->callers);
    if (o->callers > 0)
        out_note(t, out_tr(L, "level", "niveau"),
                 L ? "ouvrir si P(gain) >= B/(M+(1+K)B) : pot M, mise B (M au pot, M/2 au demi-pot), K = %g "
                     "suiveurs qui paient la mise quand l'ouvreur gagne : %.4f au pot, %.4f au demi-pot (1/2 et 1/3 "
                     "sans suiveurs)"
                   : "open when P(win) >= B/(M+(1+K)B): pot M, bet B (M at pot, M/2 at half pot), K = %g callers "
                     "paying the bet when the opener wins: %.4f at pot, %.4f at half pot (1/2 and 1/3 without "
                     "callers)",
                 o->callers, ap, ah);
    else
        out_note(t, out_tr(L, "level", "niveau"), "%s",
                 L ? "ouvrir au pot si P(gain) >= 1/2, au demi-pot si P(gain) >= 1/3 (l'ouvreur gagne le pot M "
                     "quand il gagne, perd sa mise B quand il perd : point mort à B/(M+B)) ; --callers K ajoute K "
                     "mises au gain"
                   : "open at pot when P(win) >= 1/2, at half pot when P(win) >= 1/3 (the opener gains the pot M "
                     "when he wins, loses his bet B when he loses: break-even at B/(M+B)); --callers K adds K bets "
                     "to the gain");
    const char *passers_en[2] = {
        "each earlier player holds a hand he would not open with at half pot (his half-pot threshold), and stays "
        "in: he may call, so he is an opponent, conditioned on having passed",
        "each earlier player holds a hand he would not open with in this column (as if every player opened at "
        "this size only); he stays in and may call, so he is an opponent, conditioned on having passed"};
    const char *passers_fr[2] = {
        "chaque joueur précédent tient une main avec laquelle il n'ouvrirait pas au demi-pot (son seuil au "
        "demi-pot) et reste : il peut suivre, c'est donc un adversaire, conditionné par sa parole",
        "chaque joueur précédent tient une main avec laquelle il n'ouvrirait pas dans cette colonne (comme si "
        "chacun n'ouvrait qu'à cette taille) ; il reste et peut suivre : un adversaire, conditionné par sa parole"};
    out_note(t, out_tr(L, "passers", "paroles"), "%s", L ? passers_fr[o->passers != 0] : passers_en[o->passers != 0]);
    out_note(t, out_tr(L, "win", "gain"), "%s",
             L ? "(a), (b) : aucun autre joueur n'a de classe supérieure, une égalité de classe comptant comme un "
                 "gain (l'exemple 63,2 %^3 de l'article) ; (c) : aucune meilleure main à l'abattage après l'échange"
               : "(a), (b): no other player holds a higher class, a tie on class counting as a win (the "
                 "article's 63.2%^3 example); (c): no better hand at the showdown after the draw");
    out_note(t, out_tr(L, "threshold", "seuil"), "%s",
             L ? "la classe la plus faible qui gagne assez souvent, toutes les classes plus fortes aussi (sauf un "
                 "tirage jouable qui échoue : « sauf tirage ») ; « ? » = pas tranché à cette précision (un "
                 "intervalle à 95 % contient le niveau) ; « - » = jamais atteint (un joueur précédent ouvre toujours)"
               : "the weakest class that wins that often, every stronger class too (a failing playable draw "
                 "excepted: \"not draw\"); '?' = not decided at this precision (a 95% interval holds the level); "
                 "'-' = never reached (an earlier player always opens)");
    if (models & 1u << OPEN_MODEL_A)
        notes_model_a(o, j, t);
    char nb[40];
    if (models & 1u << OPEN_MODEL_B) {
        out_group_digits(j->t[OPEN_MODEL_B].trials, nb, sizeof nb);
        out_note(t, out_tr(L, "model b", "modèle b"),
                 L ? "avant l'échange avec retrait des cartes : %d mains d'un même jeu, la donne conditionnée par "
                     "les mains des joueurs qui ont passé (rejet) ; Monte-Carlo, %s donnes par estimation de classe "
                     "(x4, x16 près du niveau), graine %llu"
                   : "before the draw with card removal: %d hands from one deck, the deal conditioned on the "
                     "passers' hands (rejection); Monte Carlo, %s deals per class estimate (x4, x16 near the "
                     "level), seed %llu",
                 j->players, nb, (unsigned long long)o->seed);
    }
    if (models & 1u << OPEN_MODEL_C) {
        out_group_digits(j->t[OPEN_MODEL_C].trials, nb, sizeof nb);
        out_note(t, out_tr(L, "model c", "modèle c"),
                 L ? "après l'échange : la donne du modèle b, puis chaque joueur échange selon la stratégie « %s » "
                     "(la règle des quatre cartes, écarts remélangés) ; une main qu'elle abandonne sort, les autres "
                     "vont à l'abattage ; l'ouvreur joue toujours ; Monte-Carlo, %s donnes par estimation de classe "
                     "(x4, x16 près du niveau), graine %llu"
                   : "after the draw: model b's deal, then every player draws by the strategy '%s' (the "
                     "four-card rule, re-shuffled discards); a hand it folds is out, the others go to the showdown; "
                     "the opener always plays; Monte Carlo, %s deals per class estimate (x4, x16 near the level), "
                     "seed %llu",
                 s->name, nb, (unsigned long long)o->seed);
    }
}

/* The undecided cells with their intervals, one note. */
static void notes_undecided(const cli_opts *o, const open_job *j, unsigned models, out_table *t)
{
    const int L = o->lang;
    char buf[1200];
    size_t l = 0;
    int n = 0;
    for (int m = OPEN_MODEL_B; m < OPEN_MODELS; m++) {
        if (!(models >> m & 1))
            continue;
        for (int pos = 0; pos < j->players; pos++)
            for (int b = 0; b < OPEN_BETS; b++) {
                const open_cell *c = &j->t[m].cell[pos][b];
                if (!c->reachable || c->decided || l >= sizeof buf)
                    continue;
                char s1[48], s2[48];
                cli_open_class(&j->r, c->cls, L, s1, sizeof s1);
                cli_open_class(&j->r, c->weaker, L, s2, sizeof s2);
                l += (size_t)snprintf(buf + l, sizeof buf - l,
                                      "%s(%s) %s %s: %s %.4f [%.4f, %.4f], %s %.4f [%.4f, %.4f], %s %.4f",
                                      n ? "; " : "", MODEL_KEY[m], ordinal(pos, L), bet_word(b, L), s1, c->at.p,
                                      c->at.lo, c->at.hi, s2, c->below.p, c->below.lo, c->below.hi,
                                      out_tr(L, "level", "niveau"), c->alpha);
                n++;
            }
    }
    if (n)
        out_note(t, out_tr(L, "undecided", "non tranché"), "%s", buf);
    /* Classes below a threshold that reach the level by themselves. */
    l = 0;
    n = 0;
    for (int m = OPEN_MODEL_B; m < OPEN_MODELS; m++) {
        if (!(models >> m & 1))
            continue;
        for (int pos = 0; pos < j->players; pos++)
            for (int b = 0; b < OPEN_BETS; b++) {
                const open_cell *c = &j->t[m].cell[pos][b];
                if (!c->reachable || !c->holes || l >= sizeof buf)
                    continue;
                l += (size_t)snprintf(buf + l, sizeof buf - l, "%s(%s) %s %s:", n ? "; " : "", MODEL_KEY[m],
                                      ordinal(pos, L), bet_word(b, L));
                for (int k = 0; k < DCLASS_COUNT && l < sizeof buf; k++)
                    if (c->holes >> k & 1) {
                        char nm[DCLASS_NAME_MAX];
                        l += (size_t)snprintf(buf + l, sizeof buf - l, " %s",
                                              L ? cli_open_class(&j->r, k, L, nm, sizeof nm)
                                                : dclass_key(&j->r, k, nm, sizeof nm));
                    }
                n++;
            }
    }
    if (n)
        out_note(t, out_tr(L, "below", "sous le seuil"),
                 L ? "classes sous un seuil qui atteignent le niveau seules (la classe plus forte suivante non : "
                     "elles n'ouvrent pas selon la règle du seuil) : %s"
                   : "classes under a threshold that reach the level by themselves (the next stronger class does "
                     "not: they do not open by the threshold rule): %s",
                 buf);
}

/* The equilibrium column's note: which files, their quality. */
static void notes_eq(const cli_opts *o, const open_job *j, out_table *t)
{
    const int L = o->lang;
    const open_eq *q = &j->eq;
    if (!q->have && q->why[0]) {
        out_note(t, out_tr(L, "equilibrium", "équilibre"),
                 L ? "une solution livrée ne s'applique pas (%s) : la colonne le dit"
                   : "a shipped solution does not apply (%s): the column says so",
                 q->why);
        return;
    }
    if (!q->have) {
        out_note(t, out_tr(L, "equilibrium", "équilibre"),
                 L ? "pas de solution livrée pour %d joueurs à %d cartes (%s) : la colonne le dit ; scripts/solve "
                     "en calcule une (talon open --model equilibrium --solution FICHIER la lit)"
                   : "no shipped solution for %d players at %d cards (%s): the column says so; scripts/solve "
                     "makes one (talon open --model equilibrium --solution FILE reads it)",
                 j->players, j->deck, q->path[0]);
        return;
    }
    char buf[800];
    size_t l = (size_t)snprintf(
        buf, sizeof buf, "%s",
        L ? "le jeu d'enchères résolu (comme le lit --model equilibrium) : le seuil pur qui ouvre aussi souvent que "
            "l'équilibre, toutes les classes plus fortes et NN % de la sienne ; gain du siège : son gain en "
            "meilleure réponse (antes par donne, 0 à un équilibre exact ; une estimation sous 0 est du bruit : 0, et "
            "le haut de son intervalle à 95 %), pot / demi ; "
          : "the solved betting game (as --model equilibrium reads it): the pure threshold that opens as often as "
            "the equilibrium, every stronger class and NN% of its own; seat's gain: the seat's best-response gain "
            "(antes per deal, 0 at an exact equilibrium; a sampled estimate below 0 is noise: 0, and the top of its "
            "95% interval), pot / half; ");
    for (int b = 0; b < OPEN_BETS && l < sizeof buf; b++) {
        char one[400];
        cli_eq_file_brief(&q->info[b], q->path[b], L, one, sizeof one);
        l += (size_t)snprintf(buf + l, sizeof buf - l, "%s%s", b ? "; " : "", one);
    }
    out_note(t, out_tr(L, "equilibrium", "équilibre"), "%s", buf);
}

/* One bet size of the headline: "two pair in the 1st seat, AA in the 2nd"
 * (the reachable seats) into buf at *l. */
static void headline_bet(const cli_opts *o, const open_job *j, const open_table *tb, int b, char *buf, size_t size,
                         size_t *l)
{
    const int L = o->lang;
    int k = 0;
    for (int pos = 0; pos < j->players && *l < size; pos++) {
        const open_cell *c = &tb->cell[pos][b];
        if (!c->reachable)
            continue;
        char cell[64];
        cli_open_class(&j->r, c->cls, L, cell, sizeof cell);
        if (L && c->cls != DCLASS_NOTHING && c->cls != OPEN_NONE) {
            /* A sentence, not the article's table: "paire d'as", "brelan"
             * (the table's bare "As" reads as the card). */
            dclass_name(&j->r, c->cls, 1, cell, sizeof cell);
            if (cell[0] >= 'A' && cell[0] <= 'Z')
                cell[0] = (char)(cell[0] - 'A' + 'a');
        }
        const char *exc = c->exceptions ? (L ? " (sauf un tirage)" : " (but not a draw)") : "";
        if (L)
            *l += (size_t)snprintf(buf + *l, size - *l, "%s%s%s%s en position %d", k ? ", " : "", cell,
                                   c->decided ? "" : "?", exc, pos + 1);
        else
            *l += (size_t)snprintf(buf + *l, size - *l, "%s%s%s%s in the %s seat", k ? ", " : "", cell,
                                   c->decided ? "" : "?", exc, ordinal(pos, 0));
        k++;
    }
    if (!k && *l < size)
        *l += (size_t)snprintf(buf + *l, size - *l, "%s", L ? "jamais" : "never");
}

/* An equilibrium class in a sentence: the column's label ("KK (73%)",
 * "open draw (80%)"), but in French a pair in words ("paire de rois (73%)":
 * the column's bare "Roi" reads as the card), as the model headline does.
 * Any other class name of the file is the column's label. */
static void eq_words(const open_job *j, const eq_classes *c, int k, double f, int L, char *buf, size_t size)
{
    open_eq_label(c, k, f, L, buf, size);
    if (!L || k < 0 || k >= c->n || dclass_pair_rank(c->dclass[k]) < 0 || strncmp(c->name[k], "pair ", 5) != 0 ||
        strlen(c->name[k]) != 6)
        return;
    char nm[DCLASS_NAME_MAX], tail[32] = "";
    const char *br = strstr(buf, " (");
    if (br)
        snprintf(tail, sizeof tail, "%s", br);
    dclass_name(&j->r, c->dclass[k], 1, nm, sizeof nm);
    if (nm[0] >= 'A' && nm[0] <= 'Z')
        nm[0] = (char)(nm[0] - 'A' + 'a');
    snprintf(buf, size, "%s%s", nm, tail);
}

/* One bet size of the equilibrium's headline: "open draw (80%) in the 1st
 * seat, KK (73%) in the 2nd seat, never in the 5th seat" into buf at *l. */
static void headline_eq_bet(const cli_opts *o, const open_job *j, int b, char *buf, size_t size, size_t *l)
{
    const int L = o->lang;
    const open_eq *q = &j->eq;
    if (q->idx[b] < 0) {   /* the file has no opening of this size */
        if (*l < size)
            *l += (size_t)snprintf(buf + *l, size - *l, "%s",
                                   L ? "aucune (le jeu résolu n'a pas cette mise)" : "none (the solved game has no such bet)");
        return;
    }
    for (int pos = 0; pos < j->players && *l < size; pos++) {
        double f;
        int k = eq_thr(q, pos, b, &f);
        char cell[96];
        if (k < 0)
            snprintf(cell, sizeof cell, "%s", L ? "jamais" : "never");
        else
            eq_words(j, &q->t[b].cls, k, f, L, cell, sizeof cell);
        if (L)
            *l += (size_t)snprintf(buf + *l, size - *l, "%s%s en position %d", pos ? ", " : "", cell, pos + 1);
        else
            *l += (size_t)snprintf(buf + *l, size - *l, "%s%s in the %s seat", pos ? ", " : "", cell, ordinal(pos, 0));
    }
}

/* The answer from the solved game (DESIGN principle 7: advice comes from
 * the solved game) where its files are shipped for these players, deck and
 * rules: the weakest class the equilibrium opens at each seat, read as the
 * pure threshold that opens as often (the column's reading), with the
 * files' quality in a few words: their exploitability and whether it meets
 * the goal.  Nothing here depends on the abstraction or the solver: the
 * classes and figures are what tab_equilibrium reads from the files. */
static void headline_eq(const cli_opts *o, const open_job *j, char *buf, size_t size)
{
    const int L = o->lang;
    const open_eq *q = &j->eq;
    char qual[300];
    size_t ql = 0;
    bool conv = true;
    for (int b = 0; b < OPEN_BETS && ql < sizeof qual; b++) {
        if (q->idx[b] < 0)
            continue;
        conv = conv && q->converged[b];
        const char *at = b ? (L ? "au demi-pot" : "at half pot") : (L ? "au pot" : "at pot");
        char ex[80];
        if (q->has_expl[b])
            ql += (size_t)snprintf(qual + ql, sizeof qual - ql, "%s%s %s", ql ? (L ? " et " : " and ") : "",
                                   out_expl_text(q->expl[b], q->has_expl_ci[b], q->expl_lo[b], q->expl_hi[b], 3,
                                                 false, L, ex, sizeof ex),
                                   at);
        else
            ql += (size_t)snprintf(qual + ql, sizeof qual - ql, L ? "%snon donnée %s" : "%snot stated %s",
                                   ql ? (L ? " et " : " and ") : "", at);
    }
    char real[200], one[80];
    size_t rl = 0;
    for (int b = 0; b < OPEN_BETS && rl < sizeof real; b++)
        if (q->idx[b] >= 0)
            rl += (size_t)snprintf(real + rl, sizeof real - rl, "%s%s %s", rl ? (L ? " et " : " and ") : "",
                                   cli_eq_real_text(&q->info[b], true, L, one, sizeof one),
                                   b ? (L ? "au demi-pot" : "at half pot") : (L ? "au pot" : "at pot"));
    size_t l = (size_t)snprintf(
        buf, size,
        L ? "À %d joueurs (%d cartes), l'équilibre du jeu d'enchères résolu (exploitabilité dans son abstraction %s, "
            "en antes par donne ; dans le jeu réel, un joueur qui voit ses cartes gagne au moins %s%s) ouvre au pot à "
            "partir de "
          : "At %d players (%d cards), the equilibrium of the solved betting game (exploitability inside its "
            "abstraction %s, antes a deal; in the real game a player who sees his cards wins at least %s%s) opens at "
            "pot from ",
        j->players, j->deck, qual, real,
        conv ? "" : (L ? " : NON convergé, l'objectif : " OPEN_EQ_GOAL_TEXT_FR : ": NOT converged, the goal: " OPEN_EQ_GOAL_TEXT));
    headline_eq_bet(o, j, OPEN_POT, buf, size, &l);
    if (l < size)
        l += (size_t)snprintf(buf + l, size - l, "%s", L ? " ; au demi-pot à partir de " : "; at half pot from ");
    headline_eq_bet(o, j, OPEN_HALF, buf, size, &l);
    if (l < size)
        snprintf(buf + l, size - l, "%s",
                 L ? ". Chaque position ouvre toute classe plus forte et la part entre parenthèses de la sienne "
                     "(l'équilibre panache : c'est le seuil qui ouvre aussi souvent que lui)."
                   : ". Each seat opens every stronger class and the share in brackets of its own (the equilibrium "
                     "mixes: this is the threshold that opens as often as it does).");
}

/* The answer for one player count: from the equilibrium where a solution
 * is shipped for it (headline_eq), else under the most realistic
 * threshold model asked for ((c) after the draw, else (b), else (a)),
 * saying why: the weakest hand to open at pot and at half pot, seat by
 * seat. */
static void headline(const cli_opts *o, const open_job *j, unsigned models, const strategy *s, char *buf, size_t size)
{
    const int L = o->lang;
    if (j->eq.have && (j->eq.idx[OPEN_POT] >= 0 || j->eq.idx[OPEN_HALF] >= 0)) {
        headline_eq(o, j, buf, size);
        return;
    }
    int m = models & 1u << OPEN_MODEL_C ? OPEN_MODEL_C : models & 1u << OPEN_MODEL_B ? OPEN_MODEL_B : OPEN_MODEL_A;
    static const char *const MODEL_EN[] = {"the article's method, independent hands", "before the draw, card removal",
                                           "after the draw"};
    static const char *const MODEL_FR[] = {"la méthode de l'article, mains indépendantes",
                                           "avant l'échange, retrait des cartes", "après l'échange"};
    const char *why = j->eq.have ? (L ? "le jeu résolu livré n'a ni le pot ni le demi-pot, "
                                      : "the shipped solved game having neither pot nor half pot, ")
                      : j->eq.why[0] ? (L ? "le jeu résolu livré ne s'appliquant pas (voir la note équilibre), "
                                          : "the shipped solved game not applying (see the equilibrium note), ")
                                     : (L ? "aucun jeu résolu n'étant livré pour ces joueurs et ce jeu, "
                                          : "no solved game being shipped for these players and deck, ");
    size_t l = (size_t)snprintf(buf, size, L ? "À %d joueurs (%d cartes), %sselon le modèle à seuil %s (%s%s%s) : ouvrez au pot avec au moins "
                                             : "At %d players (%d cards), %sby threshold model %s (%s%s%s): open at pot with at least ",
                                j->players, j->deck, why, MODEL_KEY[m], L ? MODEL_FR[m] : MODEL_EN[m],
                                m == OPEN_MODEL_C ? (L ? ", stratégie d'écart " : ", drawing strategy ") : "",
                                m == OPEN_MODEL_C ? s->name : "");
    headline_bet(o, j, &j->t[m], OPEN_POT, buf, size, &l);
    if (l < size)
        l += (size_t)snprintf(buf + l, size - l, "%s", L ? " ; au demi-pot avec au moins " : "; at half pot with at least ");
    headline_bet(o, j, &j->t[m], OPEN_HALF, buf, size, &l);
    int never = 0, undecided = 0, any = 0;
    for (int pos = 0; pos < j->players; pos++) {
        never += !j->t[m].cell[pos][OPEN_POT].reachable && !j->t[m].cell[pos][OPEN_HALF].reachable;
        for (int b = 0; b < OPEN_BETS; b++) {
            const open_cell *c = &j->t[m].cell[pos][b];
            undecided += c->reachable && !c->decided;
            any += c->reachable && c->cls == DCLASS_NOTHING;
        }
    }
    if (l < size)
        l += (size_t)snprintf(buf + l, size - l, "%s", ".");
    if (never == 1 && l < size)
        l += (size_t)snprintf(buf + l, size - l, "%s",
                              L ? " La dernière position n'ouvre jamais (un joueur précédent a toujours ouvert)."
                                : " The last seat never opens: an earlier player always has.");
    else if (never && l < size)
        l += (size_t)snprintf(buf + l, size - l,
                              L ? " Les %d dernières positions n'ouvrent jamais (un joueur précédent a toujours ouvert)."
                                : " The last %d seats never open: an earlier player always has.",
                              never);
    if (undecided && l < size)
        l += (size_t)snprintf(buf + l, size - l, "%s",
                              L ? " « ? » : pas tranché à cette précision." : " '?': not decided at this precision.");
    if (any && l < size)
        snprintf(buf + l, size - l, "%s",
                 L ? " « toute main » : une fois que les précédents ont passé, toute main gagne assez souvent."
                   : " 'any hand': once the earlier players have passed, every hand wins often enough.");
}

/* The equilibrium column's heading, with the NOT converged mark (literals:
 * out_col keeps the pointer). */
static const char *eq_heading(const open_eq *q, int lang)
{
    static const char *const H[4][2] = {
        {"Equilibrium pot / half", "Équilibre pot / demi"},
        {"Equilibrium pot (NOT converged) / half", "Équilibre pot (NON convergé) / demi"},
        {"Equilibrium pot / half (NOT converged)", "Équilibre pot / demi (NON convergé)"},
        {"Equilibrium, NOT converged: pot / half", "Équilibre, NON convergé : pot / demi"}};
    int k = !q->have ? 0 : (!q->converged[OPEN_POT]) | (!q->converged[OPEN_HALF]) << 1;
    return H[k][lang != 0];
}

static void build_wide(const cli_opts *o, const open_job *j, unsigned models, const strategy *s, out_table *t)
{
    const int L = o->lang;
    char dn[40], title[200];
    if (L)
        cli_deck_name_lang(j->deck, L, dn, sizeof dn);
    else
        cli_deck_name(j->deck, dn, sizeof dn);
    snprintf(title, sizeof title, L ? "Ouvertures au pot / demi-pot, %d joueurs, %s"
                                    : "Opening thresholds at pot / half pot, %d players, %s",
             j->players, dn);
    out_init(t, title);
    char hl[1200];
    headline(o, j, models, s, hl, sizeof hl);
    out_headline(t, "%s", hl);
    notes_model(o, j, models, s, t);
    out_col(t, "position", "Position", OUT_STR);
    out_col(t, "article", "Article", OUT_STR);
    out_col(t, "a", out_tr(L, "(a) pot / half", "(a) pot / demi"), OUT_STR);
    out_col(t, "b", out_tr(L, "(b) pot / half", "(b) pot / demi"), OUT_STR);
    out_col(t, "c", out_tr(L, "(c) pot / half", "(c) pot / demi"), OUT_STR);
    out_col(t, "equilibrium", eq_heading(&j->eq, L), OUT_STR);
    out_col(t, "gain", out_tr(L, "Seat's gain (eq.)", "Gain du siège (éq.)"), OUT_STR);
    out_col(t, "fits", out_tr(L, "Fits the article (pot / half)", "Conforme à l'article (pot / demi)"), OUT_STR);
    for (int m = 0; m < OPEN_MODELS; m++)
        if (!(models >> m & 1))
            out_hide(t, W_A + m);
    if (!j->eq.have)
        out_hide(t, W_GAIN);
    if (!j->article) {
        out_hide(t, W_ART);
        out_hide(t, W_FITS);
    }
    int nfit[OPEN_MODELS + 1] = {0}, ncells = 0;
    for (int pos = 0; pos < j->players; pos++) {
        out_row(t);
        out_set_str(t, W_POS, ordinal(pos, L));
        char buf[160], s1[64], s2[64];
        if (j->article) {
            snprintf(buf, sizeof buf, "%s / %s", cli_open_class(&j->r, j->article_cls[pos][0], L, s1, sizeof s1),
                     cli_open_class(&j->r, j->article_cls[pos][1], L, s2, sizeof s2));
            out_set_str(t, W_ART, buf);
        }
        char fit[2][24] = {"", ""};
        for (int m = 0; m < OPEN_MODELS; m++) {
            if (!(models >> m & 1))
                continue;
            cell_text(&j->r, &j->t[m].cell[pos][0], L, s1, sizeof s1);
            cell_text(&j->r, &j->t[m].cell[pos][1], L, s2, sizeof s2);
            snprintf(buf, sizeof buf, "%s / %s", s1, s2);
            out_set_str(t, W_A + m, buf);
            for (int b = 0; b < OPEN_BETS; b++)
                if (fits(j, &j->t[m], pos, b)) {
                    size_t l = strlen(fit[b]);
                    snprintf(fit[b] + l, sizeof fit[b] - l, "%s%s", l ? " " : "", MODEL_KEY[m]);
                    nfit[m]++;
                }
        }
        if (j->eq.have) {
            eq_text(&j->eq, pos, 0, L, s1, sizeof s1);
            eq_text(&j->eq, pos, 1, L, s2, sizeof s2);
            snprintf(buf, sizeof buf, "%s / %s", s1, s2);
            out_set_str(t, W_EQ, buf);
            for (int b = 0; b < OPEN_BETS; b++) {
                if (j->eq.has_gain[b])
                    out_expl_text(j->eq.gain[b][pos], j->eq.has_gain_ci[b], 0, j->eq.gain_hi[b][pos], 3, true, L,
                                  b ? s2 : s1, sizeof s1);
                else
                    snprintf(b ? s2 : s1, sizeof s1, "?");
                if (eq_fits(j, pos, b)) {
                    size_t l = strlen(fit[b]);
                    snprintf(fit[b] + l, sizeof fit[b] - l, "%s%s", l ? " " : "", out_tr(L, "eq", "éq"));
                    nfit[OPEN_MODELS]++;
                }
            }
            snprintf(buf, sizeof buf, "%s / %s", s1, s2);
            out_set_str(t, W_GAIN, buf);
        } else {
            out_set_str(t, W_EQ, out_tr(L, "no solution", "pas de solution"));
        }
        ncells += 2;
        snprintf(buf, sizeof buf, "%s / %s", fit[0][0] ? fit[0] : "-", fit[1][0] ? fit[1] : "-");
        out_set_str(t, W_FITS, buf);
    }
    notes_undecided(o, j, models, t);
    notes_eq(o, j, t);
    if (j->article) {
        char fb[200];
        size_t l = 0;
        for (int m = 0; m < OPEN_MODELS; m++)
            if (models >> m & 1)
                l += (size_t)snprintf(fb + l, sizeof fb - l, "%s(%s) %d", l ? ", " : "", MODEL_KEY[m], nfit[m]);
        if (j->eq.have)
            l += (size_t)snprintf(fb + l, sizeof fb - l, "%s%s %d", l ? ", " : "", out_tr(L, "equilibrium", "équilibre"),
                                  nfit[OPEN_MODELS]);
        out_note(t, "article",
                 L ? "le tableau de l'article « Paire nécessaire pour : Pot / demi-pot » (tables/article/open.csv), son jeu pour "
                     "%d joueurs ; cases où un modèle donne le seuil de l'article, sur %d : %s"
                   : "the article's \"Paire nécessaire pour : Pot / demi-pot\" (tables/article/open.csv), its deck for "
                     "%d players; cells where a model gives the article's threshold, of %d: %s",
                 j->players, ncells, fb);
    } else {
        out_note(t, "article",
                 L ? "pas de comparaison : la table de l'article pour %d joueurs est à %d cartes"
                   : "not compared: the article's table for %d players uses %d cards",
                 j->players, deck_for_players(j->players));
    }
}

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

static void build_eq_fit(const cli_opts *o, const open_job *j, out_table *t)
{
    const int L = o->lang;
    int n[3] = {0, 0, 0}, cells = 0;   /* weaker, same, stronger */
    for (int pos = 0; pos < j->players; pos++)
        for (int b = 0; b < OPEN_BETS; b++) {
            enum open_eq_cmp c = eq_vs(&j->eq, pos, b, j->article_cls[pos][b]);
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
    static const char *const WORD[3][2] = {{"weaker", "plus faible"}, {"same class", "même classe"},
                                           {"stronger", "plus fort"}};
    static const char *const RAW[3] = {"weaker", "same", "stronger"};
    static const char *const SIGN[3] = {"<", "=", ">"};
    for (int pos = 0; pos < j->players; pos++) {
        out_row(t);
        out_set_int(t, F_DECK, (uint64_t)j->deck);
        out_set_int(t, F_PLAYERS, (uint64_t)j->players);
        out_set_int(t, F_POS, (uint64_t)pos + 1);
        out_set_str(t, F_POS_SHOWN, ordinal(pos, L));
        for (int b = 0; b < OPEN_BETS; b++) {
            char buf[200], a[64], e[64], key[DCLASS_NAME_MAX];
            const int c0 = F_BET0 + b * F_PER_BET;
            enum open_eq_cmp c = eq_vs(&j->eq, pos, b, j->article_cls[pos][b]);
            if (c == OPEN_EQ_NONE) {
                out_set_str(t, F_POT + b, "-");
                continue;
            }
            cli_open_class(&j->r, j->article_cls[pos][b], L, a, sizeof a);
            eq_text(&j->eq, pos, b, L, e, sizeof e);
            snprintf(buf, sizeof buf, L ? "%s : %s %s %s" : "%s: %s %s %s", WORD[c + 1][L != 0], a, SIGN[c + 1], e);
            out_set_str(t, F_POT + b, buf);
            out_set_str(t, c0, dclass_key(&j->r, j->article_cls[pos][b], key, sizeof key));
            double f;
            int k = eq_thr(&j->eq, pos, b, &f);
            out_set_str(t, c0 + 1, k >= 0 ? j->eq.t[b].cls.name[k] : "none");
            if (k >= 0)
                out_set_num(t, c0 + 2, f, "%.6f");
            out_set_str(t, c0 + 3, RAW[c + 1]);
        }
    }
}

/* The cell's class is the article's or the next valid class either side. */
static int adjacent(const open_job *j, const open_cell *c, int art)
{
    if (!c->reachable || c->cls == OPEN_NONE || art == OPEN_NONE)
        return 0;
    int lo = c->cls < art ? c->cls : art, hi = c->cls < art ? art : c->cls, between = 0;
    for (int k = lo + 1; k < hi; k++)
        between += dclass_valid(&j->r, k);
    return between == 0;
}

/* The fit summary over every player count compared. */
static void build_summary(const cli_opts *o, const open_job *jobs, int n, unsigned models, out_table *t)
{
    const int L = o->lang;
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
        int f[2] = {0, 0}, c = 0, near = 0;
        for (int i = 0; i < n; i++) {
            const open_job *j = &jobs[i];
            if (!j->article || (m == OPEN_MODELS && !j->eq.have))
                continue;
            for (int pos = 0; pos < j->players; pos++) {
                for (int b = 0; b < OPEN_BETS; b++) {
                    if (m == OPEN_MODELS) {
                        open_cell e = {.reachable = true, .cls = eq_dclass(&j->eq, pos, b)};
                        f[b] += eq_fits(j, pos, b);
                        near += adjacent(j, &e, j->article_cls[pos][b]);
                        continue;
                    }
                    const open_table *tb = m < 0 ? &j->a_exact : &j->t[mm];
                    f[b] += fits(j, tb, pos, b);
                    near += adjacent(j, &tb->cell[pos][b], j->article_cls[pos][b]);
                }
                c++;
            }
        }
        if (m == OPEN_MODELS && c == 0)
            continue;
        char b0[32], b1[32], b2[32], b3[32];
        snprintf(b0, sizeof b0, "%d/%d", f[0], c);
        snprintf(b1, sizeof b1, "%d/%d", f[1], c);
        snprintf(b2, sizeof b2, "%d/%d", f[0] + f[1], 2 * c);
        out_row(t);
        out_set(t, 0, m < 0 ? "a-exact" : m == OPEN_MODELS ? "equilibrium" : MODEL_KEY[mm],
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

/* ---- csv and json: tidy ------------------------------------------------------------------ */

enum {
    D_DECK, D_ACE, D_ORDER, D_PLAYERS, D_POS, D_BET, D_MODEL, D_THR, D_REACH, D_EXC, D_WIN, D_LO, D_HI, D_N, D_WEAKER,
    D_WWIN, D_WLO, D_WHI, D_WN, D_LEVEL, D_DECIDED, D_ART, D_FITS, D_FREQ, D_NCOLS
};

static void tidy_rows(const open_job *j, const char *model, const open_table *tb, out_table *t)
{
    for (int pos = 0; pos < j->players; pos++)
        for (int b = 0; b < OPEN_BETS; b++) {
            const open_cell *c = &tb->cell[pos][b];
            char key[DCLASS_NAME_MAX];
            out_row(t);
            out_set_int(t, D_DECK, (uint64_t)j->deck);
            out_set_bool(t, D_ACE, j->r.ace_low);
            out_set_str(t, D_ORDER, rules_order_name(j->r.order));
            out_set_int(t, D_PLAYERS, (uint64_t)j->players);
            out_set_int(t, D_POS, (uint64_t)pos + 1);
            out_set_str(t, D_BET, BET_KEY[b]);
            out_set_str(t, D_MODEL, model);
            out_set_bool(t, D_REACH, c->reachable);
            out_set_num(t, D_LEVEL, c->alpha, "%.6f");
            if (j->article && j->article_cls[pos][b] != OPEN_NONE) {
                out_set_str(t, D_ART, dclass_key(&j->r, j->article_cls[pos][b], key, sizeof key));
                out_set_bool(t, D_FITS, fits(j, tb, pos, b));
            }
            if (!c->reachable)
                continue;
            out_set_str(t, D_THR, c->cls == OPEN_NONE ? "none" : dclass_key(&j->r, c->cls, key, sizeof key));
            out_set_str(t, D_EXC, c->exceptions ? "draw" : "");
            out_set_bool(t, D_DECIDED, c->decided);
            if (c->cls != OPEN_NONE) {
                out_set_num(t, D_WIN, c->at.p, "%.6f");
                out_set_num(t, D_LO, c->at.lo, "%.6f");
                out_set_num(t, D_HI, c->at.hi, "%.6f");
                out_set_int(t, D_N, c->at.n);
            }
            if (c->weaker != OPEN_NONE) {
                out_set_str(t, D_WEAKER, dclass_key(&j->r, c->weaker, key, sizeof key));
                out_set_num(t, D_WWIN, c->below.p, "%.6f");
                out_set_num(t, D_WLO, c->below.lo, "%.6f");
                out_set_num(t, D_WHI, c->below.hi, "%.6f");
                out_set_int(t, D_WN, c->below.n);
            }
        }
}

/* The equilibrium's rows (model "equilibrium"): threshold = the dclass of
 * its pure threshold, frequency = the share of that class it opens,
 * decided = the file meets the quality goal. */
static void tidy_eq_rows(const open_job *j, out_table *t)
{
    if (!j->eq.have)
        return;
    for (int pos = 0; pos < j->players; pos++)
        for (int b = 0; b < OPEN_BETS; b++) {
            double f;
            int k = eq_thr(&j->eq, pos, b, &f);
            if (k == -2)
                continue;
            char key[DCLASS_NAME_MAX];
            out_row(t);
            out_set_int(t, D_DECK, (uint64_t)j->deck);
            out_set_bool(t, D_ACE, j->r.ace_low);
            out_set_str(t, D_ORDER, rules_order_name(j->r.order));
            out_set_int(t, D_PLAYERS, (uint64_t)j->players);
            out_set_int(t, D_POS, (uint64_t)pos + 1);
            out_set_str(t, D_BET, BET_KEY[b]);
            out_set_str(t, D_MODEL, "equilibrium");
            out_set_bool(t, D_REACH, true);
            int d = eq_dclass(&j->eq, pos, b);
            out_set_str(t, D_THR, d == OPEN_NONE ? "none" : dclass_key(&j->r, d, key, sizeof key));
            if (k >= 0)
                out_set_num(t, D_FREQ, f, "%.6f");
            out_set_bool(t, D_DECIDED, j->eq.converged[b]);
            if (j->article && j->article_cls[pos][b] != OPEN_NONE) {
                out_set_str(t, D_ART, dclass_key(&j->r, j->article_cls[pos][b], key, sizeof key));
                out_set_bool(t, D_FITS, eq_fits(j, pos, b));
            }
        }
}

/* hl[i]: the headline of jobs[i], the CSV's "headline" of its rows (a run
 * of several player counts answers for each). */
static void build_tidy(const cli_opts *o, const open_job *jobs, int n, unsigned models, char *const *hl,
                       out_table *t)
{
    const int L = o->lang;   /* the title and notes in French (README); fields and columns stay names */
    out_init(t, out_tr(L, "Opening thresholds", "Seuils d'ouverture"));
    out_note(t, out_tr(L, "passers", "paroles"), "%s",
             o->passers ? out_tr(L, "column", "colonne") : out_tr(L, "half", "demi-pot"));
    out_note(t, out_tr(L, "callers", "suiveurs"), "%g", o->callers);
    out_note(t, out_tr(L, "seed", "graine"), "%llu", (unsigned long long)o->seed);
    out_note(t, out_tr(L, "equilibrium", "équilibre"),
             L ? "modèle equilibrium : le seuil pur de la solution livrée (strategies/solved) ; frequency : la part "
                 "de la classe du seuil qu'elle ouvre ; decided : le fichier atteint l'objectif de qualité "
                 "(exploitabilité d'au plus %g ante par donne)"
               : "model equilibrium: the shipped solution's pure threshold (strategies/solved); frequency: the "
                 "share of the threshold class it opens; decided: the file meets the quality goal "
                 "(exploitability at most %g antes per deal)",
             OPEN_EQ_GOAL);
    /* The same facts as typed fields (JSON): the conventions, and per
     * player count the solutions' quality. */
    out_field(t, "conventions.passers", OUT_STR, "%s", o->passers ? "column" : "half");
    out_field(t, "conventions.callers", OUT_NUM, "%g", o->callers);
    out_field(t, "conventions.seed", OUT_INT, "%llu", (unsigned long long)o->seed);
    out_field(t, "conventions.converged_goal", OUT_NUM, "%g", OPEN_EQ_GOAL);
    for (int i = 0; i < n; i++) {
        const open_eq *q = &jobs[i].eq;
        char key[80];
        for (int b = 0; b < OPEN_BETS; b++) {
            /* clamped at 0, with its interval (out_expl_num: issue 24) */
            snprintf(key, sizeof key, "equilibrium.exploitability_%dp_%s", jobs[i].players, BET_KEY[b]);
            if (q->have && q->has_expl[b])
                out_field(t, key, OUT_NUM, "%.6f", out_expl_num(q->expl[b]));
            else
                out_field(t, key, OUT_NUM, "%s", "");
            bool ci = q->have && q->has_expl[b] && q->has_expl_ci[b];
            for (int e = 0; e < 2; e++) {
                snprintf(key, sizeof key, "equilibrium.exploitability_%dp_%s_ci_%s", jobs[i].players, BET_KEY[b],
                         e ? "high" : "low");
                if (ci)
                    out_field(t, key, OUT_NUM, "%.6f", out_expl_num(e ? q->expl_hi[b] : q->expl_lo[b]));
                else
                    out_field(t, key, OUT_NUM, "%s", "");
            }
        }
        snprintf(key, sizeof key, "equilibrium.converged_%dp", jobs[i].players);
        if (q->have)
            out_field(t, key, OUT_BOOL, "%s", q->converged[0] && q->converged[1] ? "true" : "false");
        else
            out_field(t, key, OUT_BOOL, "%s", "");
    }
    static const char *const COLS[D_NCOLS][2] = {
        {"deck", "Deck"}, {"ace_low", "Ace low"}, {"order", "Order"}, {"players", "Players"},
        {"position", "Position"}, {"bet", "Bet"}, {"model", "Model"}, {"threshold", "Threshold"},
        {"reachable", "Reachable"}, {"exceptions", "Exceptions"}, {"win", "Win"}, {"ci_low", "CI low"},
        {"ci_high", "CI high"}, {"deals", "Deals"}, {"weaker", "Weaker"}, {"weaker_win", "Weaker win"},
        {"weaker_ci_low", "Weaker CI low"}, {"weaker_ci_high", "Weaker CI high"}, {"weaker_deals", "Weaker deals"},
        {"level", "Level"}, {"decided", "Decided"}, {"article", "Article"}, {"fits", "Fits"},
        {"frequency", "Frequency"}};
    static const enum out_type TYPES[D_NCOLS] = {OUT_INT, OUT_BOOL, OUT_STR, OUT_INT, OUT_INT, OUT_STR, OUT_STR, OUT_STR,
                                                 OUT_BOOL, OUT_STR, OUT_NUM,  OUT_NUM, OUT_NUM, OUT_INT, OUT_STR, OUT_NUM,
                                                 OUT_NUM,  OUT_NUM, OUT_INT, OUT_NUM,  OUT_BOOL, OUT_STR, OUT_BOOL,
                                                 OUT_NUM};
    for (int c = 0; c < D_NCOLS; c++)
        out_col(t, COLS[c][0], COLS[c][1], TYPES[c]);
    out_col(t, "row_headline", "", OUT_STR);   /* not a column of its own: the CSV's headline, row by row */
    out_display_only(t, D_NCOLS);
    t->headline_col = D_NCOLS;
    for (int i = 0; i < n; i++) {
        int first = t->nrows;
        for (int m = 0; m < OPEN_MODELS; m++) {
            if (!(models >> m & 1))
                continue;
            tidy_rows(&jobs[i], MODEL_KEY[m], &jobs[i].t[m], t);
            if (m == OPEN_MODEL_A && jobs[i].printed_q)
                tidy_rows(&jobs[i], "a-exact", &jobs[i].a_exact, t);
        }
        tidy_eq_rows(&jobs[i], t);
        for (int r = first; r < t->nrows; r++)
            out_set_at(t, r, D_NCOLS, hl[i], hl[i]);
    }
}

/* Options this command would ignore are refused (issue 18): what only
 * the Monte Carlo models read, with model a alone; the drawing strategy
 * without model c; --deck, --ace-low and --order beside a --solution file,
 * which has its own deck and rules (models a, b, c beside it are run under
 * the file's rules, as the equilibrium column is; talon call refuses them
 * too). */
static void refuse_ignored(const cli_opts *o, unsigned models)
{
    if (cli_equilibrium_asked(o)) {
        if (o->table)
            cli_usage_error("--table chooses among the threshold tables; --model equilibrium prints the solved game's "
                            "own (leave --table out)");
        if (o->solution && o->deck_set && !o->deck_auto)
            cli_usage_error("--deck: the --solution file has its own deck (leave --deck out)");
        if (o->solution && (o->ace_low_set || o->order_set))
            cli_usage_error("--%s: the --solution file has its own rules (leave --%s out)",
                            o->ace_low_set ? "ace-low" : "order", o->ace_low_set ? "ace-low" : "order");
        return;   /* it runs the three models beside the solved game */
    }
    const char *asked = o->model ? o->model : "all";
    if (!(models & (1u << OPEN_MODEL_B | 1u << OPEN_MODEL_C))) {
        if (o->trials_set || o->precision > 0 || o->seed_set || o->threads)
            cli_usage_error("--%s: model a is exact arithmetic, it deals nothing (--model %s; "
                            "--trials, --precision, --seed and --threads are for models b and c)",
                            o->trials_set ? "trials" : o->precision > 0 ? "precision" : o->seed_set ? "seed" : "threads",
                            asked);
    }
    if (!(models & 1u << OPEN_MODEL_C) && (o->strategy || o->camouflage_set))
        cli_usage_error("--%s: only model c draws (--model %s)", o->strategy ? "strategy" : "camouflage", asked);
}

int cmd_open(const cli_opts *o)
{
    if (cli_equilibrium_asked(o)) {
        refuse_ignored(o, 7);
        return cli_open_equilibrium(o);
    }
    int lo = 4, hi = 8;
    if (o->players_set) {
        if (o->players < 4 || o->players > 8)
            cli_usage_error("--players must be 4 to 8 for the opening table, not %d", o->players);
        lo = hi = o->players;
    }
    const bool fixed_deck = o->deck_set && !o->deck_auto;
    if (fixed_deck && !o->players_set) {   /* the player counts the deck can deal */
        while (hi >= lo && 5 * hi > o->decks[0])
            hi--;
        if (hi < lo)
            cli_usage_error("a %d-card deck cannot deal 4 players", o->decks[0]);
    }
    unsigned models = cli_open_models(o);
    refuse_ignored(o, models);
    strategy s;
    cli_strategy(o, "article", &s);
    int n = hi - lo + 1;
    open_job *jobs = calloc((size_t)n, sizeof *jobs);
    if (!jobs)
        cli_fail("out of memory");
    for (int i = 0; i < n; i++) {
        jobs[i].players = lo + i;
        jobs[i].deck = cli_table_deck(o, lo + i);
        prepare(o, &jobs[i]);
    }
    /* --table (one table a CSV stream): thresholds, the main one (text and
     * md: the wide table of each player count; csv and json: the tidy
     * rows), article-equilibrium (under each wide table where the article's
     * deck has a shipped solution), fit (the summary over several player
     * counts).  Checked before the models run. */
    bool any_article = false, any_fit = false;
    for (int i = 0; i < n; i++) {
        any_article = any_article || jobs[i].article;
        any_fit = any_fit || (jobs[i].article && jobs[i].eq.have);
    }
    static const char *const NAMES[] = {"thresholds", "article-equilibrium", "fit"};
    const bool avail[] = {true, any_fit, n > 1 && any_article};
    static const char *const WHY[] = {
        NULL,
        "no player count of this run has both the article's deck and a shipped solution (talon open --players 5: "
        "both)",
        "the fit summary is over several player counts at the article's decks (leave --players and --deck out)"};
    int one = cli_table(o, NAMES, 3, avail, WHY);
    for (int i = 0; i < n; i++)
        compute(o, models, &s, &jobs[i]);
    const bool data = o->format == OUT_CSV || o->format == OUT_JSON;
    out_table *tables = calloc(2 * (size_t)n + 1, sizeof *tables);
    out_table **ts = calloc(2 * (size_t)n + 1, sizeof *ts);
    if (!tables || !ts)
        cli_fail("out of memory");
    int nt = 0;
    if (data && one <= 0) {
        /* Each player count's headline: its rows' in CSV, all of them in
         * the JSON field (the answer of the whole run). */
        char(*each)[1200] = calloc((size_t)n, sizeof *each);
        char *hl = malloc(1201 * (size_t)n + 1), *ptr[OPEN_MAX_PLAYERS];
        if (!each || !hl)
            cli_fail("out of memory");
        size_t l = 0;
        for (int i = 0; i < n; i++) {
            headline(o, &jobs[i], models, &s, each[i], sizeof each[i]);
            l += (size_t)sprintf(hl + l, "%s%s", i ? " " : "", each[i]);
            ptr[i] = each[i];
        }
        build_tidy(o, jobs, n, models, ptr, &tables[nt]);
        out_headline(&tables[nt], "%s", hl);
        ts[nt] = &tables[nt];
        nt++;
        free(each);
        free(hl);
    }
    /* text and md: per player count the wide table, the article against
     * the equilibrium under it (when both are there); then the summary */
    for (int i = 0; i < n; i++) {
        if (!data && one <= 0) {
            build_wide(o, &jobs[i], models, &s, &tables[nt]);
            ts[nt] = &tables[nt];
            nt++;
        }
        if ((one < 0 || one == 1) && jobs[i].article && jobs[i].eq.have) {
            build_eq_fit(o, &jobs[i], &tables[nt]);
            ts[nt] = &tables[nt];
            nt++;
        }
    }
    if ((one < 0 || one == 2) && avail[2]) {
        build_summary(o, jobs, n, models, &tables[nt]);
        ts[nt] = &tables[nt];
        nt++;
    }
    cli_emit(ts, nt, o);
    for (int i = 0; i < nt; i++)
        out_free(&tables[i]);
    free(ts);
    free(tables);
    free(jobs);
    return 0;
}
