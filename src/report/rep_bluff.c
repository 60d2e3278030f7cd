/* rep_bluff.c - talon bluff's first two tables (rep_bluff.h): the
 * strategy of each stated model (bluff, call and value, the optimal raise,
 * the regime) with the headline, and the Monte Carlo check of each
 * (formula, estimate, 95% interval, z), in the words of the language asked.
 * Pure formatting: every figure is bluff.h's.
 */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "bluff.h"
#include "labels.h"
#include "out.h"
#include "rep_bluff.h"

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
 * L: the data keep the English (and the keys); people read French. */
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
                           "c = [(1-q)M - q r]/[(1-q)(M+r)], r* = M(1/sqrt(2q) - 1), avantage en r* f M "
                           "(1 - sqrt(2q))^2",
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
static void strategy_row(out_table *t, const rep_bluff_run *r, int L)
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
static void headline(const rep_bluff_params *p, const rep_bluff_run *runs, int n, out_table *t)
{
    const int L = p->lang;
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
        snprintf(with, sizeof with, L ? "avec la main annoncée %s du temps" : "with the claimed hand %s of the time",
                 bs);
    out_headline(t,
                 L ? "Avec la main annoncée %.4g %% des donnes et un adversaire qui la bat %.4g %% du temps "
                     "(modèle %s, f = %g, q = %g) : misez %.3f pots %s, et bluffez dans %s des donnes (%s des "
                     "mises sont des bluffs) ; face à une telle mise, une main moyenne suit %s du temps (formules "
                     "exactes, vérifiées par Monte-Carlo)."
                   : "Holding the claimed hand on %.4g%% of deals, against an opponent who beats it %.4g%% of the time "
                     "(model %s, f = %g, q = %g): bet %.3f pots %s, and bluff on %s of deals (%s of bets are bluffs); "
                     "facing such a bet, a middling hand calls %s of the time (exact formulas, checked by Monte "
                     "Carlo).",
                 100 * s->claimed, 100 * s->opp_win, bluff_model_key(s->model), s->claimed, s->opp_win, s->raise, with,
                 bl, sh, ca);
}

void rep_bluff_strategies(const rep_bluff_params *p, const rep_bluff_run *runs, int n, out_table *t)
{
    const int L = p->lang;
    const double f = p->claimed, q = p->opp_win;
    out_init(t, out_tr(L, "Bluff and raise: optimal strategies", "Bluff et relance : stratégies optimales"));
    out_field_num(t, "claimed", f);
    out_field_num(t, "opp_win", q);
    out_field(t, "raise_unit", OUT_STR, "x pot (the model's pot)");
    out_field(t, "raise_fixed", OUT_BOOL, "%s", p->raise_set ? "true" : "false");
    out_field(t, "exact", OUT_BOOL, "true");
    headline(p, runs, n, t);
    out_note(t, out_tr(L, "game", "jeu"), "%s", L ? "le miseur tient la main forte qu'il annonce avec la probabilité "
             "f, sinon une main faible qui perd tout abattage ; le suiveur tient une main qui bat la forte avec la "
             "probabilité q (il suit toujours avec), sinon une main moyenne qui ne bat qu'un bluff ; une mise de r "
             "pots, suivre ou passer, abattage ; les mains sont indépendantes" :
             "the bettor holds the strong hand he claims with probability f, else a weak hand that loses "
             "every showdown; the caller holds a hand beating the strong one with probability q (he always "
             "calls with it), else a middling hand that beats only a bluff; one bet of r pots, call or fold, "
             "showdown; the hands are independent");
    char buf[700];
    for (int i = 0; i < n; i++)
        out_note(t, bluff_model_key(runs[i].m), "%s", model_note(runs[i].m, L, buf, sizeof buf));
    out_note(t, out_tr(L, "inputs", "entrées"), "f = %g%s, q = %g%s", f,
             p->claimed_set ? "" : out_tr(L, " (the article's draw)", " (le tirage de l'article)"), q,
             p->opp_win_set ? "" : out_tr(L, " (the article's 10%)", " (les 10 % de l'article)"));
    if (p->raise_set)
        out_note(t, out_tr(L, "raise", "relance"),
                 out_tr(L, "%g pots, as given (Optimal raise: the model's r*)",
                        "%g pots, comme donné (Relance optimale : le r* du modèle)"),
                 p->raise);
    else
        out_note(t, out_tr(L, "raise", "relance"), "%s",
                 out_tr(L, "each model plays its optimal raise r* (give --raise R to fix it)",
                        "chaque modèle joue sa relance optimale r* (--raise R pour la fixer)"));
    out_note(t, out_tr(L, "columns", "colonnes"), "%s",
             out_tr(L, "Value bet, Bluff, Check: frequencies per deal; Bluff share: bluffs among bets; Call: a "
                       "middling caller's calling frequency facing a bet (vn1944: any caller); Value: the bettor's "
                       "net result per deal in pots, each player having put half the middle",
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
        out_note(t, key,
                 out_tr(L, "%s; raise %.3f pots is optimal at q = %.4g%s",
                        "%s ; la relance de %.3f pots est optimale à q = %.4g%s"),
                 fr(L, bluff_regime_name(s->regime)), s->raise, runs[i].q_for_raise,
                 s->regime == BLUFF_CONTINUOUS && s->raise == 0
                     ? out_tr(L, " (a bet of 0 is a check: its value bets are the thresholds' limit as the bet goes "
                                 "to 0)",
                              " (une mise de 0 est une parole : ses mises de valeur sont la limite des seuils quand la "
                              "mise tend vers 0)")
                     : "");
    }
}

/* ---- table 2: the Monte Carlo check ----------------------------------------- */

enum { M_MODEL, M_CHECK, M_WHAT, M_FORMULA, M_EST, M_LO, M_HI, M_CI, M_N, M_SE, M_Z, M_AGREES };

/* The check table's notes: the runs, the method, what Agrees means. */
static void mc_notes(const rep_bluff_params *p, const rep_bluff_run *runs, int n, out_table *t)
{
    const int L = p->lang;
    char nb[40];
    out_group_digits(runs[0].mc.trials, nb, sizeof nb);
    /* Whether --precision stopped the runs or the trial cap did: the
     * engine's own test (every sampled check's half-width below P). */
    char stop[120] = "";
    if (p->precision > 0) {
        bool reached = true;
        for (int i = 0; i < n; i++)
            for (int k = 0; k < runs[i].mc.nchecks; k++) {
                const bluff_check_row *c = &runs[i].mc.checks[k];
                if (c->n > 0 && !((c->hi - c->lo) / 2.0 < p->precision))
                    reached = false;
            }
        snprintf(stop, sizeof stop, reached ? " (stopped by --precision %g)"
                                            : " (--precision %g not reached: stopped at the trial cap)",
                 p->precision);
    }
    out_note(t, "monte carlo",
             out_tr(L, "%s deals per model, seed %llu, 95%% intervals (Wilson for frequencies, normal for means)%s; "
                       "identical at any --threads",
                    "%s donnes par modèle, graine %llu, intervalles à 95 %% (Wilson pour les fréquences, normal pour "
                    "les moyennes)%s ; identique pour tout --threads"),
             nb, (unsigned long long)p->seed, stop);
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

void rep_bluff_check(const rep_bluff_params *p, const rep_bluff_run *runs, int n, out_table *t)
{
    const int L = p->lang;
    out_init(t, out_tr(L, "Monte Carlo check of the formulas", "Vérification des formules par Monte-Carlo"));
    label_method_fields(t, p->seed, false, runs[0].mc.trials);
    out_field(t, "agrees_if_abs_z_at_most", OUT_NUM, "4");
    mc_notes(p, runs, n, t);
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

