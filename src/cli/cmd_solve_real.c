/* cmd_solve_real.c - `talon solve --load FILE --best-response real`: a
 * strategy file of the draw game measured in the real game (real_br.h does
 * the work: a responder that sees its exact final hand and the whole public
 * history after the draw, learned on --trials deals, measured on --trials
 * fresh ones), each seat's gain printed beside the file's own figure inside
 * its abstraction, each labelled for what it is.  This file parses, calls
 * and formats.
 */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "cli_load.h"
#include "cmd_solve_explain.h"
#include "draw_game.h"
#include "err.h"
#include "profile.h"
#include "bound_br.h"
#include "real_br.h"
#include "solve.h"
#include "tab_duel.h"
#include "tab_equilibrium.h"

#define REAL_DEFAULT_DEALS 262144

enum {
    R_SEAT, R_GAIN, R_LO, R_HI, R_CI, R_PER100, R_ABS_NUM, R_ABS_LO, R_ABS_HI, R_ABS, R_CELLS, R_DEV, R_REACHED,
    R_MISSING, R_PRE_CELLS, R_PRE_DEV, R_NCOLS
};

/* The file's own figure for a seat, inside its abstraction (from its header), as text. */
static void abstract_text(const eq_info *in, int seat, int L, char *buf, size_t size)
{
    if (!in || !in->has_gain) {
        snprintf(buf, size, "-");
        return;
    }
    out_expl_text(in->gain[seat], in->has_interval, in->gain_lo[seat], in->gain_hi[seat], 4, true, L, buf, size);
}

/* The real-game responder's parameters from the options, on the loaded file. */
static void real_params(const cli_opts *o, cli_loaded *ld, real_br_params *p)
{
    real_br_params_init(p);
    p->dg = ld->dg;
    p->g = &ld->g;
    p->pf = ld->pf;
    p->seat = o->position ? o->position - 1 : -1;
    p->train = p->eval = o->trials_set ? o->trials : REAL_DEFAULT_DEALS;
    p->seed = o->seed;
    if (o->solve.buckets)
        p->bins = o->solve.buckets;
    const char *sc = o->solve.scope ? o->solve.scope : "round2";
    p->scope = !strcmp(sc, "draw") ? REAL_BR_DRAW : !strcmp(sc, "whole") ? REAL_BR_WHOLE : REAL_BR_ROUND2;
    p->threads = o->threads;
    mc_config mc;
    cli_mc_config(o, &mc);
    p->cancel = mc.cancel;
    p->progress = mc.progress;
    p->progress_arg = mc.progress_arg;
}

/* The columns: the intervals as numbers for programs, as "[lo, hi]" for
 * people; the cells before round 2 when the scope reaches them. */
static void real_columns(int L, enum real_br_scope scope, out_table *t)
{
    out_init(t, out_tr(L, "Real-game best response", "Meilleure réponse dans le jeu réel"));
    out_col(t, "seat", out_tr(L, "Seat", "Place"), OUT_INT);
    out_col(t, "gain", out_tr(L, "Real-game gain", "Gain, jeu réel"), OUT_NUM);
    out_col(t, "ci_low", "ci_low", OUT_NUM);
    out_col(t, "ci_high", "ci_high", OUT_NUM);
    out_col(t, "ci", out_tr(L, "95% interval", "Intervalle à 95 %"), OUT_STR);
    out_col(t, "antes_per_100", out_tr(L, "Antes/100", "Antes/100"), OUT_NUM);
    out_col(t, "abstract_gain", "abstract_gain", OUT_NUM);
    out_col(t, "abstract_ci_low", "abstract_ci_low", OUT_NUM);
    out_col(t, "abstract_ci_high", "abstract_ci_high", OUT_NUM);
    out_col(t, "abstract", out_tr(L, "Inside the abstraction", "Dans l'abstraction"), OUT_STR);
    out_col(t, "cells", out_tr(L, "Cells", "Cellules"), OUT_INT);
    out_col(t, "deviations", out_tr(L, "Deviations", "Déviations"), OUT_INT);
    bool pre = scope != REAL_BR_ROUND2;
    out_col(t, "reached",
            scope == REAL_BR_ROUND2 ? out_tr(L, "Deals in round 2", "Donnes au 2e tour")
            : scope == REAL_BR_DRAW ? out_tr(L, "Deals at its draw", "Donnes à son échange")
                                    : out_tr(L, "Deals played", "Donnes jouées"),
            OUT_INT);
    out_col(t, "missing", out_tr(L, "Missing sets", "Ensembles absents"), OUT_NUM);
    if (pre) {   /* the cells before round 2 (of the Cells and Deviations columns) */
        out_col(t, "pre_cells", out_tr(L, "Cells before round 2", "Cellules avant le 2e tour"), OUT_INT);
        out_col(t, "pre_deviations", out_tr(L, "Their deviations", "Leurs déviations"), OUT_INT);
    }
    /* the intervals as numbers for programs, as "[lo, hi]" for people */
    for (int c = R_LO; c <= R_HI; c++)
        out_hide(t, c);
    for (int c = R_ABS_NUM; c <= R_ABS_HI; c++)
        out_hide(t, c);
    out_display_only(t, R_CI);
    out_display_only(t, R_ABS);
}

/* A row a seat measured; head: the headline's "seat 1 +0.52 [..]" list. */
static void real_rows(int L, const real_br_result *rr, const eq_info *in, bool pre, char *head, size_t size,
                      out_table *t)
{
    size_t hk = 0;
    for (int s = 0; s < rr->players; s++) {
        if (!rr->done[s])
            continue;
        char b[96], a[96];
        out_row(t);
        out_set_int(t, R_SEAT, (uint64_t)s + 1);
        snprintf(b, sizeof b, "%+.4f", rr->gain[s]);
        out_set_num(t, R_GAIN, rr->gain[s], "%+.4f");
        out_set_num(t, R_LO, rr->gain[s] - rr->hw[s], "%.4f");
        out_set_num(t, R_HI, rr->gain[s] + rr->hw[s], "%.4f");
        snprintf(b, sizeof b, "[%+.4f, %+.4f]", rr->gain[s] - rr->hw[s], rr->gain[s] + rr->hw[s]);
        out_set(t, R_CI, b, b);
        out_set_num(t, R_PER100, 100 * rr->gain[s], "%+.2f");
        abstract_text(in, s, L, a, sizeof a);
        out_set(t, R_ABS, a, a);
        if (in && in->has_gain) {   /* clamped at 0: a sampled estimate below 0 is noise (out_expl_num) */
            out_set_num(t, R_ABS_NUM, out_expl_num(in->gain[s]), "%.4f");
            out_set_num(t, R_ABS_LO, out_expl_num(in->has_interval ? in->gain_lo[s] : in->gain[s]), "%.4f");
            out_set_num(t, R_ABS_HI, out_expl_num(in->has_interval ? in->gain_hi[s] : in->gain[s]), "%.4f");
        }
        out_set_int(t, R_CELLS, rr->cells[s]);
        out_set_int(t, R_DEV, rr->deviations[s]);
        out_set_int(t, R_REACHED, rr->reached[s]);
        out_set_prob(t, R_MISSING, rr->missing[s]);
        if (pre) {
            out_set_int(t, R_PRE_CELLS, rr->pre_cells[s]);
            out_set_int(t, R_PRE_DEV, rr->pre_deviations[s]);
        }
        if (hk < size)
            hk += (size_t)snprintf(head + hk, size - hk, out_tr(L, "%sseat %d %+.2f [%+.2f, %+.2f]",
                                                                "%splace %d %+.2f [%+.2f, %+.2f]"),
                                   hk ? ", " : "", s + 1, 100 * rr->gain[s], 100 * (rr->gain[s] - rr->hw[s]),
                                   100 * (rr->gain[s] + rr->hw[s]));
    }
}

/* The headline and the notes: who responds, how, what each column means. */
static void real_notes(int L, const char *path, const draw_game *dg, const eq_info *in, const real_br_params *p,
                       const char *head, out_table *t)
{
    char nd[40];
    out_group_digits(p->eval, nd, sizeof nd);
    static const char *who_en[] = {"a player who sees his exact final hand after the draw",
                                   "a player who sees his exact cards from the draw on (any discard, then round 2)",
                                   "a player who sees his exact cards throughout (round-1 bets, any discard, round 2)"};
    static const char *who_fr[] = {"un joueur qui voit sa main finale exacte après l'échange",
                                   "un joueur qui voit ses cartes exactes dès l'échange (écart libre, puis 2e tour)",
                                   "un joueur qui voit ses cartes exactes tout au long (mises du 1er tour, écart libre, "
                                   "2e tour)"};
    out_headline(t, out_tr(L, "Against %s, %s wins, in antes per 100 deals: %s (real game, lower bounds of the best "
                              "response's gain: %s deals learned, %s fresh deals measured, seed %llu).",
                           "Contre %s, %s gagne, en antes pour 100 donnes : %s (jeu réel, bornes inférieures du "
                           "gain de la meilleure réponse : %s donnes d'apprentissage, %s nouvelles donnes mesurées, "
                           "graine %llu)."),
                 path, L ? who_fr[p->scope] : who_en[p->scope], head, nd, nd, (unsigned long long)p->seed);
    char desc[400];
    out_note(t, out_tr(L, "game", "jeu"), "draw: %s", draw_game_describe(dg, desc, sizeof desc));
    out_note(t, out_tr(L, "responder", "répondant"), "%s", real_br_scope_text(p->scope));
    static const char *what_en[] = {"its round-2 policy", "its round-2 policy and its discard",
                                    "its round-2 policy and its discard, then its round-1 bets"};
    static const char *what_fr[] = {"sa politique du 2e tour", "sa politique du 2e tour et son écart",
                                    "sa politique du 2e tour et son écart, puis ses mises du 1er tour"};
    out_note(t, out_tr(L, "method", "méthode"),
             out_tr(L, "each seat in turn: %s learned on %s deals (the others, and itself where it does not "
                       "choose, playing the file; a set the file lacks plays its backoff set where the file has one, else "
                       "the article's rules), a cell "
                       "(history, hand) leaving the file's play only where an action beats it by %.0f standard "
                       "errors; then measured on %s fresh deals against the file's own play on the same deals "
                       "(paired), 95%% normal intervals; identical at any --threads",
                    "chaque place tour à tour : %s apprise sur %s donnes (les autres, et elle là où elle ne "
                    "choisit pas, jouent le fichier ; un ensemble absent : son ensemble de repli si le fichier en a un, "
                    "sinon les règles de l'article), une cellule "
                    "(historique, main) ne quittant le jeu du fichier que là où une action le bat de %.0f "
                    "erreurs types ; puis mesurée sur %s nouvelles donnes contre le jeu du fichier sur les mêmes "
                    "donnes (appariées), intervalles normaux à 95 %% ; identique à tout --threads"),
             L ? what_fr[p->scope] : what_en[p->scope], nd, REAL_BR_Z, nd);
    out_note(t, out_tr(L, "labels", "étiquettes"),
             out_tr(L, "Real-game gain: antes a deal, a lower bound of the real-game exploitability at that seat (%s; "
                       "a finer responder could win more); Inside the abstraction: the file's own best-response "
                       "gain in its 51 classes and buckets, from its header",
                    "Gain, jeu réel : antes par donne, borne inférieure de l'exploitabilité réelle à cette place "
                    "(%s ; un répondant plus fin pourrait gagner plus) ; Dans l'abstraction : le gain de meilleure "
                    "réponse du fichier dans ses 51 classes et ses paquets, de son en-tête"),
             p->scope == REAL_BR_ROUND2 ? out_tr(L, "the responder changes round 2 only; --scope draw or whole "
                                                   "changes more",
                                                "le répondant ne change que le 2e tour ; --scope draw ou whole "
                                                "change plus")
             : p->scope == REAL_BR_DRAW ? out_tr(L, "the responder changes its discard and round 2; round 1 plays "
                                                   "the file",
                                                "le répondant change son écart et le 2e tour ; le 1er tour joue le "
                                                "fichier")
                                       : out_tr(L, "the responder changes the whole game",
                                                "le répondant change tout le jeu"));
    out_note(t, out_tr(L, "missing sets", "ensembles absents"),
             out_tr(L, "the share of the others' decisions facing the learned policy (from the responder's "
                       "first choice on: round 2, its draw or the deal, as the scope says) at a set the file "
                       "lacks, and whose backoff sets it lacks too (there the article's rules play, as in duel and "
                       "advise: a file that keeps part of the "
                       "strategy is measured as talon plays it)",
                    "la part des décisions des autres face à la politique apprise (dès le premier choix du "
                    "répondant : 2e tour, son échange ou la donne, selon la portée), à un ensemble absent "
                    "du fichier, comme ses ensembles de repli (les règles de l'article y jouent, comme dans duel et "
                    "advise : un fichier qui ne "
                    "garde qu'une partie de la stratégie est mesuré comme talon le joue)"));
    if (in && in->has_indep)
        out_note(t, out_tr(L, "inside the abstraction", "dans l'abstraction"),
                 out_tr(L, "exploitability %.4f in an independent chance model of %llu deals (the file's header)",
                        "exploitabilité %.4f dans un modèle de hasard indépendant de %llu donnes (en-tête du fichier)"),
                 in->indep_exploitability, (unsigned long long)in->indep_deals);
}

int cmd_solve_real(const cli_opts *o, const solve_params *sp)
{
    int L = o->lang;
    const char *path = sp->load;
    cli_loaded ld;
    cli_load_file(o, path, &ld);
    const eq_info *in = ld.in;
    int rc;
    real_br_params p;
    real_params(o, &ld, &p);
    static real_br_result r;
    rc = real_br_run(&p, &r);
    cli_mc_done(rc == TALON_E_CANCEL ? rc : TALON_OK);
    if (rc != TALON_OK)
        cli_fail("%s", r.why);

    out_table t;
    bool pre = p.scope != REAL_BR_ROUND2;
    real_columns(L, p.scope, &t);
    char head[1024] = "";
    real_rows(L, &r, in, pre, head, sizeof head, &t);
    real_notes(L, path, ld.dg, in, &p, head, &t);
    out_field(&t, "train_deals", OUT_INT, "%llu", (unsigned long long)p.train);
    out_field(&t, "eval_deals", OUT_INT, "%llu", (unsigned long long)p.eval);
    out_field(&t, "seed", OUT_INT, "%llu", (unsigned long long)p.seed);
    out_field(&t, "payoff_unit", OUT_STR, "antes per deal");
    out_field(&t, "scope", OUT_STR, "%s", p.scope == REAL_BR_ROUND2 ? "round 2" : real_br_scope_name(p.scope));
    out_table w;
    if (o->solve.explain)
        cli_real_where_table(L, &r, &w);
    out_table *ts[2] = {&t, &w};
    cli_emit_each(ts, o->solve.explain ? 2 : 1, o);
    out_free(&t);
    if (o->solve.explain)
        out_free(&w);
    cli_unload_file(&ld);
    return 0;
}

/* ---- talon solve --load FILE --best-response bound ------------------------------------------ */

#define BOUND_DEFAULT_DEALS 262144

enum {
    B_SEAT, B_GAIN, B_UPPER, B_PER100, B_LOWER, B_RANGE, B_LIKELY, B_LIKELY_LO, B_LIKELY_HI, B_LIKELY_CI,
    B_LIKELY_IN, B_ABS_NUM, B_ABS, B_SETS, B_DEV, B_MISSING, B_NCOLS
};

/* The sample best response's parameters from the options, on the loaded file. */
static void bound_params(const cli_opts *o, cli_loaded *ld, bound_br_params *p)
{
    bound_br_params_init(p);
    p->dg = ld->dg;
    p->g = &ld->g;
    p->pf = ld->pf;
    p->seat = o->position ? o->position - 1 : -1;
    p->deals = p->fresh = o->trials_set ? o->trials : BOUND_DEFAULT_DEALS;
    p->seed = o->seed;
    p->threads = o->threads;
    mc_config mc;
    cli_mc_config(o, &mc);
    p->cancel = mc.cancel;
    p->progress = mc.progress;
    p->progress_arg = mc.progress_arg;
}

static void bound_columns(int L, out_table *t)
{
    out_init(t, out_tr(L, "Best response over a fixed sample of deals: an upper bound with the file's information",
                       "Meilleure réponse sur un échantillon fixe de donnes : une borne supérieure avec "
                       "l'information du fichier"));
    out_col(t, "seat", out_tr(L, "Seat", "Place"), OUT_INT);
    out_col(t, "sample_gain", out_tr(L, "Sample gain", "Gain sur l'échantillon"), OUT_NUM);
    out_col(t, "upper", out_tr(L, "Upper bound 95%", "Borne sup. 95 %"), OUT_NUM);
    out_col(t, "upper_per_100", out_tr(L, "Upper/100", "Borne/100"), OUT_NUM);
    out_col(t, "lower", "lower", OUT_NUM);
    out_col(t, "range", out_tr(L, "Gain lies in", "Le gain est dans"), OUT_STR);
    out_col(t, "likely_gain", out_tr(L, "Most likely action", "Action la plus probable"), OUT_NUM);
    out_col(t, "likely_ci_low", "likely_ci_low", OUT_NUM);
    out_col(t, "likely_ci_high", "likely_ci_high", OUT_NUM);
    out_col(t, "likely_ci", out_tr(L, "95% interval", "Intervalle à 95 %"), OUT_STR);
    out_col(t, "likely_sample_gain", out_tr(L, "Most likely, sample", "Plus probable, échantillon"), OUT_NUM);
    out_col(t, "abstract_gain", "abstract_gain", OUT_NUM);
    out_col(t, "abstract", out_tr(L, "File's own figure", "Chiffre du fichier"), OUT_STR);
    out_col(t, "sets", out_tr(L, "Sets", "Ensembles"), OUT_INT);
    out_col(t, "deviations", out_tr(L, "Deviations", "Déviations"), OUT_INT);
    out_col(t, "missing", out_tr(L, "Missing sets", "Ensembles absents"), OUT_NUM);
    out_hide(t, B_LOWER);
    out_hide(t, B_LIKELY_LO);
    out_hide(t, B_LIKELY_HI);
    out_hide(t, B_ABS_NUM);
    out_display_only(t, B_RANGE);
    out_display_only(t, B_LIKELY_CI);
    out_display_only(t, B_ABS);
}

/* A row a seat measured; head: the headline's "seat 1 0.52" list.  Returns
 * the seats where the most likely action beats the upper bound beyond its
 * interval. */
static int bound_rows(int L, const bound_br_result *rr, const eq_info *in, char *head, size_t size, out_table *t)
{
    size_t hk = 0;
    int above = 0;
    for (int s = 0; s < rr->players; s++) {
        if (!rr->done[s])
            continue;
        char b[96];
        out_row(t);
        out_set_int(t, B_SEAT, (uint64_t)s + 1);
        out_set_num(t, B_GAIN, rr->gain[s], "%.4f");
        out_set_num(t, B_UPPER, rr->upper[s], "%.4f");
        out_set_num(t, B_PER100, 100 * rr->upper[s], "%.2f");
        double lo = rr->fresh_gain[s] - rr->fresh_hw[s];
        out_set_num(t, B_LOWER, lo, "%.4f");
        snprintf(b, sizeof b, "[%.4f, %.4f]", lo > 0 ? lo : 0, rr->upper[s]);
        out_set(t, B_RANGE, b, b);
        out_set_num(t, B_LIKELY, rr->likely[s], "%+.4f");
        out_set_num(t, B_LIKELY_LO, rr->likely[s] - rr->likely_hw[s], "%.4f");
        out_set_num(t, B_LIKELY_HI, rr->likely[s] + rr->likely_hw[s], "%.4f");
        snprintf(b, sizeof b, "[%+.4f, %+.4f]", rr->likely[s] - rr->likely_hw[s], rr->likely[s] + rr->likely_hw[s]);
        out_set(t, B_LIKELY_CI, b, b);
        out_set_num(t, B_LIKELY_IN, rr->likely_in[s], "%+.4f");
        abstract_text(in, s, L, b, sizeof b);
        out_set(t, B_ABS, b, b);
        if (in && in->has_gain)
            out_set_num(t, B_ABS_NUM, out_expl_num(in->gain[s]), "%.4f");
        out_set_int(t, B_SETS, rr->sets[s]);
        out_set_int(t, B_DEV, rr->deviations[s]);
        out_set_prob(t, B_MISSING, rr->missing[s]);
        above += rr->likely[s] - rr->likely_hw[s] > rr->upper[s];
        if (hk < size)
            hk += (size_t)snprintf(head + hk, size - hk, out_tr(L, "%sseat %d %.2f", "%splace %d %.2f"),
                                   hk ? ", " : "", s + 1, 100 * rr->upper[s]);
    }
    return above;
}

/* The headline and the notes on the responder and the method. */
static void bound_notes(int L, const char *path, const draw_game *dg, const bound_br_params *p, const char *head,
                        out_table *t)
{
    char nd[40];
    out_group_digits(p->deals, nd, sizeof nd);
    out_headline(t, out_tr(L, "Against %s as talon plays it, a player who sees what its sets see cannot win more "
                              "than, in antes per 100 deals: %s (95%% upper bounds: the exact best response over %s sampled deals, whose "
                              "fit to the sample only raises it; seed %llu).",
                           "Contre %s tel que talon le joue, un joueur qui voit ce que voient ses ensembles ne "
                           "peut gagner plus que, en antes pour 100 donnes : %s (bornes supérieures à 95 %% : la meilleure réponse exacte sur %s "
                           "donnes tirées, que l'ajustement à l'échantillon ne fait que relever ; graine %llu)."),
                 path, head, nd, (unsigned long long)p->seed);
    char desc[400];
    out_note(t, out_tr(L, "game", "jeu"), "draw: %s", draw_game_describe(dg, desc, sizeof desc));
    out_note(t, out_tr(L, "responder", "répondant"),
             out_tr(L, "sees what the file's own sets see (its served class before the draw, its bucket after, "
                       "the history as the file keeps it) and forgets none of its own sets and actions before "
                       "(perfect recall); the others play as talon plays the file (the article's rules at a set it "
                       "lacks); where the file lacks one of its own sets, it may also defer to those rules, as "
                       "talon's advice does (they read the exact cards; it never sees what they see); the draw by "
                       "the file's rule where the game fixes it",
                    "voit ce que voient les ensembles du fichier (sa classe servie avant l'échange, son paquet "
                    "après, l'historique tel que le fichier le garde) et n'oublie aucun de ses ensembles et "
                    "actions passés (mémoire parfaite) ; les autres jouent le fichier comme talon (les règles de "
                    "l'article à un ensemble absent) ; là où le fichier n'a pas l'un de ses ensembles, il peut "
                    "aussi s'en remettre à ces règles, comme le conseil de talon (elles lisent les cartes exactes ; "
                    "il ne voit jamais ce qu'elles voient) ; l'échange par la règle du fichier quand le jeu la fixe"));
    out_note(t, out_tr(L, "method", "méthode"),
             out_tr(L, "each deal of the sample fixes the cards, the replacement cards and every other seat's "
                       "choice (drawn from the file's probabilities; with two players left, every choice, "
                       "weighted by them); the responder's best response over the "
                       "sample is exact (backward induction over its sets); its gain over the file's own play on "
                       "the same deals is biased up, and Upper bound = gain + 1.645 standard errors is a one-sided "
                       "95%% bound; identical at any --threads",
                    "chaque donne de l'échantillon fixe les cartes, les cartes d'échange et le choix de chaque "
                    "autre place (tiré des probabilités du fichier ; à deux joueurs restants, chaque choix, "
                    "pondéré par elles) ; la meilleure réponse du répondant sur "
                    "l'échantillon est exacte (induction arrière sur ses ensembles) ; son gain sur le jeu du "
                    "fichier, mêmes donnes, est biaisé vers le haut, et Borne sup. = gain + 1,645 erreurs types "
                    "est une borne unilatérale à 95 %% ; identique à tout --threads"));
}

/* The notes on the columns, the check, and whether the bound is loose. */
static void bound_labels(int L, const bound_br_params *p, const bound_br_result *rr, int above, out_table *t)
{
    char nd[40];
    out_group_digits(p->deals, nd, sizeof nd);
    out_note(t, out_tr(L, "labels", "étiquettes"),
             out_tr(L, "antes per deal; Gain lies in: from the lower end of the sample's best response played "
                       "on %s fresh deals (a lower bound) to the upper bound; Most likely action: the seat "
                       "playing the file's most likely action at every decision, on the fresh deals, 95%% "
                       "interval (on the sample it is at most Sample gain, by construction); File's own "
                       "figure: its header's best-response gain (sampled, a lower bound; a vector file's: exact "
                       "in its chance model); Deviations: sets where the best response leaves "
                       "the file's most likely action; Missing sets: the share of the others' decisions, facing the "
                       "best response on the fresh deals, at a set the file lacks (the article's rules play there)",
                    "antes par donne ; Le gain est dans : de l'extrémité basse de la meilleure réponse de "
                    "l'échantillon jouée sur %s nouvelles donnes (une borne inférieure) à la borne supérieure ; "
                    "Action la plus probable : la place jouant l'action la plus probable du fichier à chaque "
                    "décision, sur les nouvelles donnes, intervalle à 95 %% (sur l'échantillon elle ne dépasse "
                    "pas le gain, par construction) ; Chiffre du fichier : le gain de meilleure réponse de son "
                    "en-tête (échantillonné, une borne inférieure ; celui d'un fichier vectoriel : exact dans son "
                    "modèle de hasard) ; Déviations : ensembles où la meilleure réponse quitte l'action la plus "
                    "probable du fichier ; Ensembles absents : la part des décisions des autres, face à la "
                    "meilleure réponse sur les nouvelles donnes, à un ensemble absent du fichier (les règles de "
                    "l'article y jouent)"),
             nd);
    out_note(t, out_tr(L, "check", "contrôle"),
             above ? out_tr(L, "the most likely action beats an upper bound beyond its interval at %d seat(s)",
                            "l'action la plus probable dépasse une borne supérieure au-delà de son intervalle à "
                            "%d place(s)")
                   : out_tr(L, "the most likely action stays under every seat's upper bound%.0d",
                            "l'action la plus probable reste sous la borne supérieure de chaque place%.0d"),
             above);
    uint64_t most = 0;
    for (int s = 0; s < rr->players; s++)
        if (rr->done[s] && rr->sets[s] > most)
            most = rr->sets[s];
    char ns[40];
    out_group_digits(most, ns, sizeof ns);
    if (4 * most > p->deals)
        out_note(t, out_tr(L, "loose", "lâche"),
                 out_tr(L, "up to %s sets met in %s deals: most sets are met by a few deals, whose cards the "
                           "best response fits, so the upper bound is far above the true gain; more --trials "
                           "tighten it (as 1/sqrt(deals) once the sets stop multiplying)",
                        "jusqu'à %s ensembles rencontrés en %s donnes : la plupart ne le sont que par quelques "
                        "donnes, dont la meilleure réponse épouse les cartes, si bien que la borne supérieure est "
                        "loin au-dessus du vrai gain ; plus de --trials la resserrent (en 1/racine(donnes) une "
                        "fois que les ensembles ne se multiplient plus)"),
                 ns, nd);
}

int cmd_solve_bound(const cli_opts *o, const solve_params *sp)
{
    int L = o->lang;
    const char *path = sp->load;
    cli_loaded ld;
    cli_load_file(o, path, &ld);
    const eq_info *in = ld.in;
    bound_br_params p;
    bound_params(o, &ld, &p);
    static bound_br_result r;
    int rc = bound_br_run(&p, &r);
    cli_mc_done(rc == TALON_E_CANCEL ? rc : TALON_OK);
    if (rc != TALON_OK)
        cli_fail("%s", r.why);

    out_table t;
    bound_columns(L, &t);
    char head[1024] = "";
    int above = bound_rows(L, &r, in, head, sizeof head, &t);
    bound_notes(L, path, ld.dg, &p, head, &t);
    bound_labels(L, &p, &r, above, &t);
    out_field(&t, "sample_deals", OUT_INT, "%llu", (unsigned long long)p.deals);
    out_field(&t, "fresh_deals", OUT_INT, "%llu", (unsigned long long)p.fresh);
    out_field(&t, "seed", OUT_INT, "%llu", (unsigned long long)p.seed);
    out_field(&t, "payoff_unit", OUT_STR, "antes per deal");
    out_table *ts[1] = {&t};
    cli_emit(ts, 1, o);
    out_free(&t);
    cli_unload_file(&ld);
    return 0;
}
