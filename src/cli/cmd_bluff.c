/* cmd_bluff.c - `talon bluff`: optimal bluff frequency, raise size, calling
 * frequency and value from stated game-theory models (bluff.h), a Monte
 * Carlo check of each, and the article's three statements beside ours.
 *
 * Three tables, all computed before anything is printed: the strategy of
 * each model (one row per model: all four by default, or --model NAME), the
 * Monte Carlo check (formula, estimate, 95% interval, z), and the article's
 * statements evaluated in every model with a flag where a model does not
 * support one.  A positional TABLE picks one; csv, being one tidy table,
 * shows the strategies unless TABLE names another.  The inputs go through the library's checks, so a bad value
 * is the library's TALON_E_RANGE turned into one line and exit 2.
 */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "bluff.h"
#include "cli.h"
#include "cli_deck.h"
#include "err.h"

/* The article's example, used when --claimed / --opp-win are not given. */
#define DEFAULT_CLAIMED 0.15
#define DEFAULT_OPP_WIN 0.10
/* The largest raise played, in pots: beyond it the figures are of no use
 * and lose their digits (a value of 1e150 pots, gains of +-1e300 in the
 * Monte Carlo sums).  An optimal raise above it (q near 0) is refused like
 * an unbounded one. */
#define RAISE_MAX 1e6
/* Monte Carlo deals per model without --trials: about 20 ms each. */
#define DEFAULT_TRIALS 1000000ULL

typedef struct run {
    enum bluff_model m;
    double optimal;      /* r*, may be +inf */
    double q_for_raise;  /* the q at which the raise played is optimal */
    bluff_strategy s;
    bluff_mc mc;
} run;

/* ---- inputs ------------------------------------------------------------------ */

static void check_inputs(const cli_opts *o, double f, double q)
{
    /* bluff_check is the one judge; these calls only say which value failed. */
    if (bluff_check(f, 0, 0) != TALON_OK)
        cli_usage_error("--claimed must be a probability between 0 and 1, not %g", f);
    if (bluff_check(0, q, 0) != TALON_OK)
        cli_usage_error("--opp-win must be a probability between 0 and 1, not %g", q);
    if (o->raise_set && bluff_check(0, 0, o->raise) != TALON_OK)
        cli_usage_error("--raise must be a non-negative number of pots, not %g", o->raise);
    if (o->raise_set && o->raise > RAISE_MAX)
        cli_usage_error("--raise must be at most %g pots, not '%g'", RAISE_MAX, o->raise);
}

static int models_of(const cli_opts *o, enum bluff_model *ms)
{
    if (!o->model || strcmp(o->model, "all") == 0) {
        for (int i = 0; i < BLUFF_NMODELS; i++)
            ms[i] = (enum bluff_model)i;
        return BLUFF_NMODELS;
    }
    if (bluff_model_parse(o->model, &ms[0]) != TALON_OK)
        cli_usage_error("--model must be ante, pot, value, vn1944, all or equilibrium, not '%s'", o->model);
    if (ms[0] == BLUFF_VN1944 && (o->claimed_set || o->opp_win_set))
        cli_usage_error("--model vn1944 takes no --claimed or --opp-win: its solution fixes both");
    return 1;
}

/* ---- formatting helpers ---------------------------------------------------- */

static void set_pots(out_table *t, int col, double v)
{
    if (isinf(v))
        out_set(t, col, "inf", "unbounded");
    else if (isnan(v))
        out_set(t, col, "", "-");
    else
        out_set_num(t, col, v, "%.3f");
}

/* The library's words (regimes, check rows, model titles) in the language
 * of --lang: the data keep the English (and the keys); people read French. */
static const char *fr(int L, const char *en)
{
    static const char *const T[][2] = {
        {"mixed: both sides indifferent", "mixte : les deux camps indifférents"},
        {"rule of thumb, not an equilibrium", "règle empirique, pas un équilibre"},
        {"thresholds on a continuum of hands", "seuils sur un continuum de mains"},
        {"bluffs per deal", "bluffs par donne"},
        {"value bets per deal", "mises de valeur par donne"},
        {"caller calls a bet", "le suiveur suit une mise"},
        {"caller's hand beats a value bet", "la main du suiveur bat une mise de valeur"},
        {"caller between alpha and beta: call - fold, facing a bet",
         "suiveur entre alpha et beta : suivre - passer, face à une mise"},
        {"bettor's hand alpha: bluff - check", "main alpha du miseur : bluffer - parler"},
        {"bettor's hand beta: bet - check", "main beta du miseur : miser - parler"},
        {"middling caller calls a bet", "un suiveur moyen suit une mise"},
        {"middling caller facing a bet: call - fold", "suiveur moyen face à une mise : suivre - passer"},
        {"weak hand: bluff - check", "main faible : bluffer - parler"},
        {"strong hand: bet - check", "main forte : miser - parler"},
        {"bettor's net result per deal", "résultat net du miseur par donne"},
    };
    if (!L)
        return en;
    for (size_t i = 0; i < sizeof T / sizeof T[0]; i++)
        if (strcmp(en, T[i][0]) == 0)
            return T[i][1];
    return en;
}

/* ---- table 1: the strategies ----------------------------------------------- */

enum { S_MODEL, S_TITLE, S_POT, S_MIDDLE, S_F, S_Q, S_RAISE, S_OPT, S_QOPT, S_REGIME, S_SIGMA, S_BETA,
       S_VALUEBETS, S_BLUFFS, S_CHECKS, S_SHARE, S_CALL, S_CALLANY, S_GC, S_GW, S_GS, S_VALUE, S_EDGE };

static const char *model_note(enum bluff_model m, int L, char *buf, size_t size)
{
    if (L) {
        static const char *const FR[] = {
            [BLUFF_ANTE] = "équilibre du jeu jouet, « pot » = l'ante d'un joueur (l'unité de von Neumann), le milieu "
                           "tient M = 2 pots : bluffs = f r/(M+r), part de bluff r/(M+2r), le suiveur moyen suit "
                           "c = [(1-q)M - q r]/[(1-q)(M+r)], r* = M(1/sqrt(2q) - 1), avantage en r* f M (1 - sqrt(2q))^2",
            [BLUFF_POT] = "le même équilibre, « pot » = tous les jetons du milieu (M = 1) : part de bluff B/(P+2B), "
                          "bluffs f B/(P+B), r* = P(1/sqrt(2q) - 1)",
            [BLUFF_VALUE] = "taille de mise de valeur, « pot » = le milieu (M = 1) : les mains moyennes suivent à la "
                            "fréquence de défense minimale P/(P+B) (q ignoré), les mains faibles bluffent à la cote du "
                            "pot f B/(P+B), la mise maximise B[(1-q)P/(P+B) - q] : r* = P(sqrt((1-q)/q) - 1) ; pas un "
                            "équilibre pour q > 0 (un bluff perd q B)",
            [BLUFF_VN1944] = "le poker continu de von Neumann (1944) : mains uniformes sur [0,1], une ante chacun "
                             "(« pot » = ante), mise b ; bluff sous alpha = b/((b+1)(b+4)) (= la valeur), mise de "
                             "valeur au-dessus de beta, 1 - beta = (b+2)/((b+1)(b+4)), suit au-dessus de gamma = "
                             "b(b+3)/((b+1)(b+4)) ; r* = 2 ; f et q sont ceux qu'implique la solution : f = 1 - beta, "
                             "q = (1-beta)/2"};
        snprintf(buf, size, "%s", FR[m]);
        return buf;
    }
    switch (m) {
    case BLUFF_ANTE:
        snprintf(buf, size,
                 "toy game equilibrium, \"pot\" = one player's ante (von Neumann's unit), the middle holds "
                 "M = 2 pots: bluffs = f r/(M+r), bluff share r/(M+2r), middling caller calls "
                 "c = [(1-q)M - q r]/[(1-q)(M+r)], r* = M(1/sqrt(2q) - 1), edge at r* f M (1 - sqrt(2q))^2");
        break;
    case BLUFF_POT:
        snprintf(buf, size,
                 "the same equilibrium, \"pot\" = every chip in the middle (M = 1): bluff share B/(P+2B), "
                 "bluffs f B/(P+B), r* = P(1/sqrt(2q) - 1)");
        break;
    case BLUFF_VALUE:
        snprintf(buf, size,
                 "value-bet sizing, \"pot\" = the middle (M = 1): middling hands call at the minimum defence "
                 "frequency P/(P+B) (q ignored), weak hands bluff at pot odds f B/(P+B), the bet maximises "
                 "B[(1-q)P/(P+B) - q]: r* = P(sqrt((1-q)/q) - 1); not an equilibrium for q > 0 (a bluff "
                 "loses q B)");
        break;
    default:
        snprintf(buf, size,
                 "von Neumann's continuous poker (1944): hands uniform on [0,1], one ante each (\"pot\" = "
                 "ante), bet b; bluff below alpha = b/((b+1)(b+4)) (= the value), value-bet above beta, "
                 "1 - beta = (b+2)/((b+1)(b+4)), call above gamma = b(b+3)/((b+1)(b+4)); r* = 2; f and q "
                 "are what the solution implies: f = 1 - beta, q = (1-beta)/2");
        break;
    }
    return buf;
}

/* The strategies table's columns (the detail ones hidden in text). */
static void strategy_cols(out_table *t, int L)
{
    out_col(t, "model", out_tr(L, "Model", "Modèle"), OUT_STR);
    out_col(t, "title", out_tr(L, "Title", "Titre"), OUT_STR);
    out_col(t, "pot_means", out_tr(L, "Pot means", "Sens du pot"), OUT_STR);
    out_col(t, "middle", out_tr(L, "Middle (pots)", "Milieu (pots)"), OUT_NUM);
    out_col(t, "claimed", out_tr(L, "Claimed", "Annoncée"), OUT_NUM);
    out_col(t, "opp_win", out_tr(L, "Opp. wins", "Adv. gagne"), OUT_NUM);
    out_col(t, "raise", out_tr(L, "Raise", "Relance"), OUT_NUM);
    out_col(t, "optimal_raise", out_tr(L, "Optimal raise", "Relance optimale"), OUT_NUM);
    out_col(t, "opp_win_for_raise", out_tr(L, "q for this raise", "q pour cette relance"), OUT_NUM);
    out_col(t, "regime", out_tr(L, "Regime", "Régime"), OUT_STR);
    out_col(t, "bet_strong", out_tr(L, "Bet | strong", "Mise | forte"), OUT_NUM);
    out_col(t, "bluff_weak", out_tr(L, "Bluff | weak", "Bluff | faible"), OUT_NUM);
    out_col(t, "value_bets", out_tr(L, "Value bet", "Mise de valeur"), OUT_NUM);
    out_col(t, "bluffs", out_tr(L, "Bluff", "Bluff"), OUT_NUM);
    out_col(t, "checks", out_tr(L, "Check", "Parole"), OUT_NUM);
    out_col(t, "bluff_share", out_tr(L, "Bluff share", "Part de bluff"), OUT_NUM);
    out_col(t, "call", out_tr(L, "Call", "Suivi"), OUT_NUM);
    out_col(t, "call_any", out_tr(L, "Call (any hand)", "Suivi (toute main)"), OUT_NUM);
    out_col(t, "caller_gain", out_tr(L, "Caller gain", "Gain du suiveur"), OUT_NUM);
    out_col(t, "bluff_gain", out_tr(L, "Bluff gain", "Gain du bluff"), OUT_NUM);
    out_col(t, "bet_gain", out_tr(L, "Bet gain", "Gain de la mise"), OUT_NUM);
    out_col(t, "value", out_tr(L, "Value", "Valeur"), OUT_NUM);
    out_col(t, "edge", out_tr(L, "Edge", "Avantage"), OUT_NUM);
    static const int hidden[] = {S_TITLE, S_POT, S_MIDDLE, S_QOPT, S_REGIME, S_SIGMA, S_BETA, S_CALLANY,
                                 S_GC, S_GW, S_GS, S_EDGE};
    for (int i = 0; i < (int)(sizeof hidden / sizeof hidden[0]); i++)
        out_hide(t, hidden[i]);

}

/* One model's optimal strategy. */
static void strategy_row(out_table *t, const run *r, int L)
{
    const bluff_strategy *s = &r->s;
    out_row(t);
    out_set_str(t, S_MODEL, bluff_model_key(s->model));
    out_set_str(t, S_TITLE, bluff_model_title(s->model));
    out_set_str(t, S_POT, bluff_model_pot(s->model));
    out_set_num(t, S_MIDDLE, s->middle, "%g");
    out_set_prob(t, S_F, s->claimed);
    out_set_prob(t, S_Q, s->opp_win);
    set_pots(t, S_RAISE, s->raise);
    set_pots(t, S_OPT, r->optimal);
    out_set_prob(t, S_QOPT, r->q_for_raise);
    out_set(t, S_REGIME, bluff_regime_name(s->regime), fr(L, bluff_regime_name(s->regime)));
    out_set_prob(t, S_SIGMA, s->bet_strong);
    out_set_prob(t, S_BETA, s->bluff_weak);
    out_set_prob(t, S_VALUEBETS, s->value_bets);
    out_set_prob(t, S_BLUFFS, s->bluffs);
    out_set_prob(t, S_CHECKS, s->checks);
    out_set_prob(t, S_SHARE, s->bluff_share);
    out_set_prob(t, S_CALL, s->call);
    out_set_prob(t, S_CALLANY, s->call_any);
    if (isnan(s->caller_gain))
        out_set(t, S_GC, "", "-");
    else
        out_set_num(t, S_GC, s->caller_gain, "%+.4f");
    out_set_num(t, S_GW, s->bluff_gain, "%+.4f");
    out_set_num(t, S_GS, s->bet_gain, "%+.4f");
    out_set_num(t, S_VALUE, s->value, "%+.4f");
    out_set_num(t, S_EDGE, s->edge, "%+.4f");
}

/* The answer under the pot model ("pot" = every chip in the middle, the
 * closest to a real pot), else the first model asked for: how often to
 * bluff, how much to raise, how often a middling hand calls.  Exact
 * formulas (the Monte Carlo table checks them). */
static void headline(const cli_opts *o, const run *runs, int n, out_table *t)
{
    const int L = o->lang;
    int k = 0;
    for (int i = 0; i < n; i++)
        if (runs[i].m == BLUFF_POT)
            k = i;
    const bluff_strategy *s = &runs[k].s;
    char bs[32], bl[32], sh[32], ca[32];
    out_percent(s->bet_strong, bs, sizeof bs);
    out_percent(s->bluffs, bl, sizeof bl);
    out_percent(s->bluff_share, sh, sizeof sh);
    out_percent(s->call, ca, sizeof ca);
    /* Plain words first: f and q are what the player knows of the hands. */
    char with[64];
    if (s->bet_strong >= 1)
        snprintf(with, sizeof with, "%s", L ? "avec chaque main annoncée" : "with every claimed hand");
    else
        snprintf(with, sizeof with, L ? "avec la main annoncée %s du temps" : "with the claimed hand %s of the time", bs);
    out_headline(t,
                 L ? "Avec la main annoncée %.4g %% des donnes et un adversaire qui la bat %.4g %% du temps (modèle %s, f = "
                     "%g, q = %g) : misez %.3f pots %s, et bluffez dans %s des donnes (%s des mises sont des bluffs) ; "
                     "face à une telle mise, une main moyenne suit %s du temps (formules exactes, vérifiées par "
                     "Monte-Carlo)."
                   : "Holding the claimed hand on %.4g%% of deals, against an opponent who beats it %.4g%% of the time "
                     "(model %s, f = %g, q = %g): bet %.3f pots %s, and bluff on %s of deals (%s of bets are bluffs); "
                     "facing such a bet, a middling hand calls %s of the time (exact formulas, checked by Monte Carlo).",
                 100 * s->claimed, 100 * s->opp_win, bluff_model_key(s->model), s->claimed, s->opp_win, s->raise, with,
                 bl, sh, ca);
}

static void build_strategies(const cli_opts *o, const run *runs, int n, double f, double q, out_table *t)
{
    const int L = o->lang;
    out_init(t, out_tr(L, "Bluff and raise: optimal strategies", "Bluff et relance : stratégies optimales"));
    out_field_num(t, "claimed", f);
    out_field_num(t, "opp_win", q);
    out_field(t, "raise_unit", OUT_STR, "x pot (the model's pot)");
    out_field(t, "raise_fixed", OUT_BOOL, "%s", o->raise_set ? "true" : "false");
    out_field(t, "exact", OUT_BOOL, "true");
    headline(o, runs, n, t);
    out_note(t, out_tr(L, "game", "jeu"), "%s", L ? "le miseur tient la main forte qu'il annonce avec la probabilité f, sinon "
             "une main faible qui perd tout abattage ; le suiveur tient une main qui bat la forte avec la probabilité q "
             "(il suit toujours avec), sinon une main moyenne qui ne bat qu'un bluff ; une mise de r pots, suivre ou "
             "passer, abattage ; les mains sont indépendantes" :
             "the bettor holds the strong hand he claims with probability f, else a weak hand that loses "
             "every showdown; the caller holds a hand beating the strong one with probability q (he always "
             "calls with it), else a middling hand that beats only a bluff; one bet of r pots, call or fold, "
             "showdown; the hands are independent");
    char buf[700];
    for (int i = 0; i < n; i++)
        out_note(t, bluff_model_key(runs[i].m), "%s", model_note(runs[i].m, L, buf, sizeof buf));
    out_note(t, out_tr(L, "inputs", "entrées"), "f = %g%s, q = %g%s", f,
             o->claimed_set ? "" : out_tr(L, " (the article's draw)", " (le tirage de l'article)"), q,
             o->opp_win_set ? "" : out_tr(L, " (the article's 10%)", " (les 10 % de l'article)"));
    if (o->raise_set)
        out_note(t, out_tr(L, "raise", "relance"),
                 out_tr(L, "%g pots, as given (Optimal raise: the model's r*)",
                        "%g pots, comme donné (Relance optimale : le r* du modèle)"),
                 o->raise);
    else
        out_note(t, out_tr(L, "raise", "relance"), "%s",
                 out_tr(L, "each model plays its optimal raise r* (give --raise R to fix it)",
                        "chaque modèle joue sa relance optimale r* (--raise R pour la fixer)"));
    out_note(t, out_tr(L, "columns", "colonnes"), "%s",
             out_tr(L, "Value bet, Bluff, Check: frequencies per deal; Bluff share: bluffs among bets; Call: a middling "
                       "caller's calling frequency facing a bet (vn1944: any caller); Value: the bettor's net result "
                       "per deal in pots, each player having put half the middle",
                    "Mise de valeur, Bluff, Parole : fréquences par donne ; Part de bluff : bluffs parmi les mises ; "
                    "Suivi : fréquence à laquelle un suiveur moyen suit une mise (vn1944 : tout suiveur) ; Valeur : "
                    "le résultat net du miseur par donne, en pots, chacun ayant mis la moitié du milieu"));

    strategy_cols(t, L);
    for (int i = 0; i < n; i++)
        strategy_row(t, &runs[i], L);
    /* One line per model on what the raise played means. */
    for (int i = 0; i < n && t->nnotes < OUT_MAX_NOTES; i++) {
        const bluff_strategy *s = &runs[i].s;
        char key[40];
        snprintf(key, sizeof key, out_tr(L, "%s regime", "régime %s"), bluff_model_key(s->model));
        out_note(t, key, out_tr(L, "%s; raise %.3f pots is optimal at q = %.4g%s", "%s ; la relance de %.3f pots est optimale à q = %.4g%s"),
                 fr(L, bluff_regime_name(s->regime)), s->raise,
                 runs[i].q_for_raise,
                 s->regime == BLUFF_CONTINUOUS && s->raise == 0
                     ? out_tr(L, " (a bet of 0 is a check: its value bets are the thresholds' limit as the bet goes to 0)",
                              " (une mise de 0 est une parole : ses mises de valeur sont la limite des seuils quand la "
                              "mise tend vers 0)")
                     : "");
    }
}

/* ---- table 2: the Monte Carlo check ----------------------------------------- */

enum { M_MODEL, M_CHECK, M_WHAT, M_FORMULA, M_EST, M_LO, M_HI, M_CI, M_N, M_SE, M_Z, M_AGREES };

/* The check table's notes: the runs, the method, what Agrees means. */
static void mc_notes(const cli_opts *o, const run *runs, int n, out_table *t)
{
    const int L = o->lang;
    char nb[40];
    out_group_digits(runs[0].mc.trials, nb, sizeof nb);
    /* Whether --precision stopped the runs or the trial cap did: the
     * engine's own test (every sampled check's half-width below P). */
    char stop[120] = "";
    if (o->precision > 0) {
        bool reached = true;
        for (int i = 0; i < n; i++)
            for (int k = 0; k < runs[i].mc.nchecks; k++) {
                const bluff_check_row *c = &runs[i].mc.checks[k];
                if (c->n > 0 && !((c->hi - c->lo) / 2.0 < o->precision))
                    reached = false;
            }
        snprintf(stop, sizeof stop, reached ? " (stopped by --precision %g)"
                                            : " (--precision %g not reached: stopped at the trial cap)",
                 o->precision);
    }
    out_note(t, "monte carlo",
             out_tr(L, "%s deals per model, seed %llu, 95%% intervals (Wilson for frequencies, normal for means)%s; "
                       "identical at any --threads",
                    "%s donnes par modèle, graine %llu, intervalles à 95 %% (Wilson pour les fréquences, normal pour "
                    "les moyennes)%s ; identique pour tout --threads"),
             nb, (unsigned long long)o->seed, stop);
    out_note(t, out_tr(L, "method", "méthode"), "%s",
             out_tr(L, "each model's game played with its own strategies; every gain (action minus alternative) is "
                       "measured on every hand it concerns from the same draws, so an indifference is a mean of 0",
                    "le jeu de chaque modèle joué avec ses propres stratégies ; chaque gain (action moins "
                    "alternative) est mesuré sur chaque main qu'il concerne, avec les mêmes tirages : une "
                    "indifférence est une moyenne nulle"));
    out_note(t, out_tr(L, "agrees", "accord"), "%s",
             out_tr(L, "yes when |z| <= 4, z = (Monte Carlo - formula) / standard error (the bound of the column's "
                       "heading); '-': the condition never occurs",
                    "oui si |z| <= 4, z = (Monte-Carlo - formule) / erreur type (la borne du titre de la colonne) ; "
                    "'-' : la condition n'arrive jamais"));
}

static void build_mc(const cli_opts *o, const run *runs, int n, out_table *t)
{
    const int L = o->lang;
    out_init(t, out_tr(L, "Monte Carlo check of the formulas", "Vérification des formules par Monte-Carlo"));
    cli_method_fields(t, o, false, runs[0].mc.trials);
    out_field(t, "agrees_if_abs_z_at_most", OUT_NUM, "4");
    mc_notes(o, runs, n, t);
    out_col(t, "model", out_tr(L, "Model", "Modèle"), OUT_STR);
    out_col(t, "check", out_tr(L, "Check", "Vérification"), OUT_STR);
    out_col(t, "what", out_tr(L, "What", "Quoi"), OUT_STR);
    out_col(t, "formula", out_tr(L, "Formula", "Formule"), OUT_NUM);
    out_col(t, "mc", out_tr(L, "Monte Carlo", "Monte-Carlo"), OUT_NUM);
    out_col(t, "ci_low", out_tr(L, "CI low", "IC bas"), OUT_NUM);
    out_col(t, "ci_high", out_tr(L, "CI high", "IC haut"), OUT_NUM);
    out_col(t, "ci", out_tr(L, "95% interval", "Intervalle à 95 %"), OUT_STR);
    out_col(t, "n", "n", OUT_INT);
    out_col(t, "se", out_tr(L, "SE", "ET"), OUT_NUM);
    out_col(t, "z", "z", OUT_NUM);
    out_col(t, "agrees", out_tr(L, "Agrees (-4 <= z <= 4)", "Accord (-4 <= z <= 4)"), OUT_BOOL);
    out_hide(t, M_CHECK);
    out_hide(t, M_LO);
    out_hide(t, M_HI);
    out_hide(t, M_SE);
    out_display_only(t, M_CI);
    t->group_col = M_MODEL;
    for (int i = 0; i < n; i++)
        for (int k = 0; k < runs[i].mc.nchecks; k++) {
            const bluff_check_row *c = &runs[i].mc.checks[k];
            out_row(t);
            out_set_str(t, M_MODEL, bluff_model_key(runs[i].m));
            out_set_str(t, M_CHECK, c->key);
            out_set(t, M_WHAT, c->what, fr(L, c->what));
            /* A zero computed as -1e-17 would show as "-0.00000": print it as 0. */
            if (!isfinite(c->formula))   /* 0/0: a condition that never occurs (no bet to call) */
                out_set(t, M_FORMULA, "", "-");
            else
                out_set_num(t, M_FORMULA, fabs(c->formula) < 5e-15 ? 0.0 : c->formula, "%.5f");
            out_set_int(t, M_N, c->n);
            if (c->n == 0) {
                out_set(t, M_EST, "", "-");
                out_set(t, M_CI, "", "-");
                continue;
            }
            out_set_num(t, M_EST, c->est, "%.5f");
            out_set_num(t, M_LO, c->lo, "%.5f");
            out_set_num(t, M_HI, c->hi, "%.5f");
            char ci[80];
            snprintf(ci, sizeof ci, "[%.5f, %.5f]", c->lo, c->hi);
            out_set_str(t, M_CI, ci);
            out_set_num(t, M_SE, c->se, "%.2g");
            if (isfinite(c->z))
                out_set_num(t, M_Z, c->z, "%+.2f");
            else
                out_set(t, M_Z, "", "-");
            out_set(t, M_AGREES, fabs(c->z) <= 4.0 ? "true" : "false",
                    fabs(c->z) <= 4.0 ? out_tr(L, "yes", "oui") : out_tr(L, "no", "non"));
        }
}

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

static void build_article(const enum bluff_model *ms, int n, out_table *t, int lang)
{
    out_init(t, out_tr(lang, "The article's statements (\"Bluff et relance\") beside each model",
                       "Les énoncés de l'article (« Bluff et relance ») face à chaque modèle"));
    const int L = lang;
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
            out_set_str(t, A_FLAG, !applies ? out_tr(L, "n/a", "sans objet") : agrees ? ""
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

/* ---- the command ------------------------------------------------------------ */

/* Which tables: TABLE (positional) or all of them; csv holds one tidy
 * table, the strategies unless TABLE names another. */
enum { T_STRATEGIES = 1, T_CHECK = 2, T_ARTICLE = 4 };

static unsigned tables_of(const cli_opts *o)
{
    /* TABLE, or --table TABLE as for pots and stud (cli_table: list, all,
     * the main table alone in csv). */
    if (o->npos && o->table)
        cli_usage_error("give the table once: TABLE or --table TABLE, not both");
    cli_opts t = *o;
    if (o->npos)
        t.table = o->pos[0];
    static const char *const NAMES[] = {"strategies", "check", "article"};
    if (o->npos && strcmp(t.table, "all") && strcmp(t.table, "list") && strcmp(t.table, NAMES[0]) &&
        strcmp(t.table, NAMES[1]) && strcmp(t.table, NAMES[2]))
        cli_usage_error("'talon bluff' shows the tables strategies, check, article or all (list names them), not "
                        "'%s'", t.table);
    int one = cli_table(&t, NAMES, 3, NULL, NULL);
    unsigned which = one < 0 ? T_STRATEGIES | T_CHECK | T_ARTICLE : 1u << one;
    /* The Monte Carlo options set the check alone: refused where it is not printed. */
    const char *mc = o->trials_set ? "--trials" : o->precision > 0 ? "--precision" : o->seed_set ? "--seed" : NULL;
    if (mc && !(which & T_CHECK))
        cli_usage_error("%s sets the Monte Carlo check, and the table '%s' has none (give check or all)", mc,
                        NAMES[one]);
    return which;
}

int cmd_bluff(const cli_opts *o)
{
    if (cli_equilibrium_asked(o)) {
        /* The stated game's inputs mean nothing to the solved game. */
        const char *toy = o->claimed_set ? "--claimed" : o->opp_win_set ? "--opp-win" : o->raise_set ? "--raise"
                          : o->precision > 0 ? "--precision" : o->npos ? "a TABLE" : o->table ? "--table" : NULL;
        if (toy)
            cli_usage_error("--model equilibrium reads the solved draw game: %s does not apply (the stated models "
                            "take it)", toy);
        if (o->solution && o->deck_set && !o->deck_auto)   /* as talon open and call */
            cli_usage_error("--deck: the --solution file has its own deck (leave --deck out)");
        return cli_bluff_equilibrium(o);
    }
    if (o->players_set || o->deck_set)
        cli_usage_error("--players and --deck go with --model equilibrium (the toy models have no table)");
    unsigned which = tables_of(o);
    double f = o->claimed_set ? o->claimed : DEFAULT_CLAIMED;
    double q = o->opp_win_set ? o->opp_win : DEFAULT_OPP_WIN;
    check_inputs(o, f, q);
    enum bluff_model ms[BLUFF_NMODELS];
    int n = models_of(o, ms);

    run runs[BLUFF_NMODELS];
    for (int i = 0; i < n; i++) {
        run *R = &runs[i];
        R->m = ms[i];
        if (bluff_optimal_raise(R->m, f, q, &R->optimal) != TALON_OK)
            cli_fail("cannot solve model %s", bluff_model_key(R->m));
        double r = o->raise_set ? o->raise : R->optimal;
        if (!isfinite(r))
            cli_usage_error("with q = %g and f = %g the optimal raise of model %s is unbounded (the value "
                            "grows with the raise): give --raise R",
                            q, f, bluff_model_key(R->m));
        if (r > RAISE_MAX)
            cli_usage_error("with q = %g and f = %g the optimal raise of model %s is %g pots, more than the %g "
                            "talon plays: give --raise R",
                            q, f, bluff_model_key(R->m), r, RAISE_MAX);
        int rc = bluff_solve(R->m, f, q, r, &R->s);
        if (rc == TALON_E_RANGE)   /* check_inputs let it through: cannot happen */
            cli_usage_error("%s", err_str(rc));
        if (rc != TALON_OK)
            cli_fail("cannot solve model %s: %s", bluff_model_key(R->m), err_str(rc));
        bluff_opp_win_for_raise(R->m, r, &R->q_for_raise);
    }
    if (which & T_CHECK)
        for (int i = 0; i < n; i++) {
            mc_config cfg;
            cli_mc_config(o, &cfg);
            if (!o->trials_set && o->precision <= 0)
                cfg.trials = DEFAULT_TRIALS;
            cli_mc_done(bluff_mc_run(&runs[i].s, &cfg, &runs[i].mc, NULL));
        }

    out_table tables[3], *ts[3];
    int nt = 0;
    if (which & T_STRATEGIES)
        build_strategies(o, runs, n, f, q, &tables[nt++]);
    if (which & T_CHECK)
        build_mc(o, runs, n, &tables[nt++]);
    if (which & T_ARTICLE)
        build_article(ms, n, &tables[nt++], o->lang);
    for (int i = 0; i < nt; i++)
        ts[i] = &tables[i];
    cli_emit(ts, nt, o);
    for (int i = 0; i < nt; i++)
        out_free(&tables[i]);
    return 0;
}
