/* rep_solve.c - talon solve's tables (rep_solve.h): the summary (each
 * seat's value and best-response gain, with the notes on the game, the
 * method and the result, and the same facts as JSON fields), von Neumann's
 * thresholds (vn1944), the convergence (exploitability against iterations,
 * and seconds unless timing is off), and for csv one tidy table of all of
 * it.  Pure formatting: every figure is the solve_report's
 * (src/solver/solve.h).
 */
#include <stdio.h>
#include <string.h>

#include "draw_vec.h"
#include "labels.h"
#include "rep_solve.h"
#include "solve.h"
#include "stratfile.h"

enum { S_SEAT, S_VALUE, S_VLO, S_VHI, S_VCI, S_GAIN, S_GLO, S_GHI, S_GCI };

/* gain: a best-response gain, whose interval's ends print clamped at 0
 * (out_expl_num: issue 24). */
static void interval(out_table *t, int col, double m, double hw, bool exact, bool gain, int lang)
{
    char shown[64];
    if (exact)
        snprintf(shown, sizeof shown, "%s", out_tr(lang, "exact", "exact"));
    else if (gain)
        snprintf(shown, sizeof shown, "[%+.4f, %+.4f]", out_expl_num(m - hw), out_expl_num(m + hw));
    else
        snprintf(shown, sizeof shown, "[%+.4f, %+.4f]", m - hw, m + hw);
    out_set(t, col, "", shown);
}

/* A cell of a best-response gain or an exploitability: raw clamped at 0,
 * shown by out_expl_text (a sampled estimate below 0: "0 (up to 0.0123)"). */
static void set_expl(out_table *t, int col, double v, double hw, bool exact, int lang)
{
    char raw[40], shown[80];
    out_num_raw(out_expl_num(v), raw, sizeof raw);
    out_set(t, col, raw, out_expl_text(v, !exact, v - hw, v + hw, 6, true, lang, shown, sizeof shown));
}

/* The notes on the game and the method: what was solved or loaded, how the
 * best response was measured. */
static void summary_method(const rep_solve_params *rp, const solve_params *p, const solve_report *rep, out_table *t)
{
    const cfr_result *r = &rep->res;
    const cfr_quality *q = &r->quality;
    const int L = rp->lang;
    out_note(t, out_tr(L, "game", "jeu"), "%s", rep->game_id);
    out_note(t, "conventions", "%s",
             out_tr(L, "payoffs in antes per deal (each seat antes 1); seat 1 acts first",
                    "gains en antes par donne (chaque place met 1 ante) ; la place 1 parle la première"));
    if (rep->loaded)
        out_note(t, out_tr(L, "strategy", "stratégie"),
                 out_tr(L, "%s (%llu information sets), evaluated, not solved",
                        "%s (%llu ensembles d'information), évaluée, non résolue"),
                 p->load, (unsigned long long)rep->loaded_sets);
    else
        out_note(t, out_tr(L, "algorithm", "algorithme"), out_tr(L, "%s; %llu iterations, seed %llu%s",
                                                                 "%s ; %llu itérations, graine %llu%s"),
                 cfr_algo_label(r->algo, &p->cfg), (unsigned long long)r->iterations, (unsigned long long)p->cfg.seed,
                 p->cfg.target > 0 ? (r->target_met ? out_tr(L, "; target met", " ; cible atteinte")
                                                    : out_tr(L, "; target NOT met", " ; cible NON atteinte"))
                                   : "");
    const char *br = out_tr(L, "best response", "meilleure réponse");
    if (p->cfg.algo == CFR_VECTOR)
        out_note(t, br,
                 out_tr(L, "exact in the chance model (%llu sampled deals, seed %llu: the class pair, then for "
                           "every pair of draw counts the final types and the showdown's mean sign); against the "
                           "real deal the figures carry that model's sampling error (measure it with --load FILE "
                           "--algo vector --seed S, another seed: its exploitability errs upwards on average)",
                        "exacte dans le modèle du hasard (%llu donnes échantillonnées, graine %llu : la paire de "
                        "classes, puis pour chaque paire de nombres de cartes demandées les types finaux et le "
                        "signe moyen de l'abattage) ; face à la vraie donne, les chiffres portent l'erreur "
                        "d'échantillonnage de ce modèle (la mesurer : --load FICHIER --algo vector --seed S, une "
                        "autre graine ; son exploitabilité penche vers le haut en moyenne)"),
                 (unsigned long long)(p->vec_deals ? p->vec_deals : DRAW_VEC_DEALS), (unsigned long long)p->cfg.seed);
    else if (q->exact)
        out_note(t, br, "%s", out_tr(L, "exact (every chance outcome enumerated)",
                                     "exacte (toutes les issues du hasard énumérées)"));
    else
        out_note(t, br, out_tr(L, "sampled: %llu deals a seat per estimate, 95%% normal intervals; the "
                                  "estimated policy's gain is a lower bound of the true best response's",
                               "échantillonnée : %llu donnes par place et par estimation, intervalles normaux à "
                               "95 %% ; le gain de la politique estimée minore celui de la vraie meilleure réponse"),
                 (unsigned long long)q->samples);
}

/* The notes on the result: the exploitability, its interval and deviations,
 * the target, the size, the time, the strategy file. */
static void summary_quality(const rep_solve_params *rp, const solve_params *p, const solve_report *rep, out_table *t)
{
    const cfr_result *r = &rep->res;
    const cfr_quality *q = &r->quality;
    const int L = rp->lang;
    char ex[96];
    out_expl_text(q->exploitability, !q->exact, q->exploitability - q->exploitability_hw,
                  q->exploitability + q->exploitability_hw, 6, false, L, ex, sizeof ex);
    out_note(t, out_tr(L, "exploitability", "exploitabilité"),
             out_tr(L, "%s antes per deal (%s%s)", "%s ante par donne (%s%s)"), ex,
             rep->players == 2 ? out_tr(L, "the sum of both seats' best-response gains",
                                        "la somme des gains de meilleure réponse des deux places")
                               : out_tr(L, "NashConv: the sum of the seats' gains",
                                        "NashConv : la somme des gains des places"),
             /* the draw game is solved in an abstraction: say so (issue 25) */
             p->game != SOLVE_DRAW ? ""
                                   : out_tr(L, "; inside the game's abstraction: a player who sees his exact cards may "
                                               "win more, measured by --load FILE --best-response real",
                                            " ; dans l'abstraction du jeu : un joueur qui voit ses cartes exactes peut "
                                            "gagner plus, mesuré par --load FICHIER --best-response real"));
    if (!q->exact) {
        char hw[64], dev[256];
        snprintf(hw, sizeof hw, "+/- %.6f (95%s)", q->exploitability_hw, L ? " %" : "%");
        out_note(t, out_tr(L, "exploitability interval", "intervalle de l'exploitabilité"), "%s", hw);
        size_t k = 0;
        for (int s = 0; s < rep->players && k < sizeof dev; s++)
            k += (size_t)snprintf(dev + k, sizeof dev - k, "%s%llu", s ? ", " : "",
                                  (unsigned long long)q->deviations[s]);
        out_note(t, out_tr(L, "best-response deviations", "écarts de la meilleure réponse"),
                 out_tr(L, "%s information sets a seat (where a gain is 2 standard errors above the average "
                           "strategy's; none: the gain is 0 by construction)",
                        "%s ensembles d'information par place (où un gain dépasse de 2 écarts-types celui de la "
                        "stratégie moyenne ; aucun : le gain est nul par construction)"),
                 dev);
    }
    if (p->cfg.target > 0)
        out_note(t, out_tr(L, "target", "cible"), out_tr(L, "%g antes per deal, checked at every checkpoint",
                                                        "%g ante par donne, vérifiée à chaque point de contrôle"),
                 p->cfg.target);
    out_note(t, out_tr(L, "information sets", "ensembles d'information"),
             out_tr(L, "%llu (%llu actions)", "%llu (%llu actions)"),
             (unsigned long long)r->infosets, (unsigned long long)r->actions);
    if (rp->timing) {
        char th[32];
        if (rp->threads)
            snprintf(th, sizeof th, "%d", rp->threads);
        else
            snprintf(th, sizeof th, "%s", out_tr(L, "all", "tous les"));
        out_note(t, out_tr(L, "time", "temps"), out_tr(L, "%.3f s, %s thread%s; tables %.1f MiB",
                                                       "%.3f s, %s fil%s ; tables %.1f Mio"),
                 r->seconds, th, rp->threads == 1 ? "" : "s", (double)r->memory / 1048576.0);
    }
    if (p->out)
        out_note(t, out_tr(L, "strategy file", "fichier de stratégie"), "%s (%s format, strategies/README.md)",
                 p->out, strat_format_name(p->out_format));
}

/* The same facts for a program (JSON fields). */
static void summary_fields(const rep_solve_params *rp, const solve_params *p, const solve_report *rep, out_table *t)
{
    const cfr_result *r = &rep->res;
    const cfr_quality *q = &r->quality;
    out_field(t, "game", OUT_STR, "%s", solve_game_name(p->game));
    if (p->game == SOLVE_DRAW)
        label_conventions(t, &p->draw.r);
    out_field(t, "players", OUT_INT, "%d", rep->players);
    out_field(t, "payoff_unit", OUT_STR, "antes per deal");
    out_field(t, "iterations", OUT_INT, "%llu", (unsigned long long)r->iterations);
    /* clamped at 0, with its interval (out_expl_num: issue 24) */
    out_field_num(t, "exploitability", out_expl_num(q->exploitability));
    if (!q->exact) {
        out_field_num(t, "exploitability_ci_low", out_expl_num(q->exploitability - q->exploitability_hw));
        out_field_num(t, "exploitability_ci_high", out_expl_num(q->exploitability + q->exploitability_hw));
    }
    label_method_fields(t, rp->seed, q->exact, q->samples);
    if (p->cfg.algo == CFR_VECTOR) {   /* exact in a sampled chance model: which one */
        out_field(t, "algorithm", OUT_STR, "vector");
        out_field(t, "chance_model_deals", OUT_INT, "%llu",
                  (unsigned long long)(p->vec_deals ? p->vec_deals : DRAW_VEC_DEALS));
        out_field(t, "chance_model_seed", OUT_INT, "%llu", (unsigned long long)p->cfg.seed);
    }
    if (p->cfg.target > 0)
        out_field(t, "target_met", OUT_BOOL, "%s", r->target_met ? "true" : "false");
}

static void summary_notes(const rep_solve_params *rp, const solve_params *p, const solve_report *rep, out_table *t)
{
    summary_method(rp, p, rep, t);
    summary_quality(rp, p, rep, t);
    summary_fields(rp, p, rep, t);
}

static void summary_table(const rep_solve_params *rp, const solve_params *p, const solve_report *rep, out_table *t)
{
    const cfr_quality *q = &rep->res.quality;
    const int L = rp->lang;
    char title[96];
    snprintf(title, sizeof title, "talon solve: %s", solve_game_name(p->game));
    out_init(t, title);
    summary_notes(rp, p, rep, t);
    out_col(t, "seat", out_tr(L, "Seat", "Place"), OUT_INT);
    out_col(t, "value", out_tr(L, "Value", "Valeur"), OUT_NUM);
    out_col(t, "value_ci_low", out_tr(L, "Value low", "Valeur basse"), OUT_NUM);
    out_col(t, "value_ci_high", out_tr(L, "Value high", "Valeur haute"), OUT_NUM);
    out_col(t, "value_ci", out_tr(L, "95% interval", "Intervalle à 95 %"), OUT_STR);
    out_col(t, "gain", out_tr(L, "Best-response gain", "Gain de meilleure réponse"), OUT_NUM);
    out_col(t, "gain_ci_low", out_tr(L, "Gain low", "Gain bas"), OUT_NUM);
    out_col(t, "gain_ci_high", out_tr(L, "Gain high", "Gain haut"), OUT_NUM);
    out_col(t, "gain_ci", out_tr(L, "95% interval", "Intervalle à 95 %"), OUT_STR);
    out_hide(t, S_VLO);
    out_hide(t, S_VHI);
    out_hide(t, S_GLO);
    out_hide(t, S_GHI);
    out_display_only(t, S_VCI);
    out_display_only(t, S_GCI);
    for (int s = 0; s < rep->players; s++) {
        out_row(t);
        out_set_int(t, S_SEAT, (uint64_t)s + 1);
        out_set_num(t, S_VALUE, q->value[s], "%+.6f");
        out_set_num(t, S_VLO, q->value[s] - q->value_hw[s], "%+.6f");
        out_set_num(t, S_VHI, q->value[s] + q->value_hw[s], "%+.6f");
        interval(t, S_VCI, q->value[s], q->value_hw[s], q->exact, false, L);
        set_expl(t, S_GAIN, q->gain[s], q->gain_hw[s], q->exact, L);
        out_set_num(t, S_GLO, out_expl_num(q->gain[s] - q->gain_hw[s]), "%.6f");
        out_set_num(t, S_GHI, out_expl_num(q->gain[s] + q->gain_hw[s]), "%.6f");
        interval(t, S_GCI, q->gain[s], q->gain_hw[s], q->exact, true, L);
    }
}

static void vn_table(const solve_report *rep, out_table *t, int L)
{
    out_init(t, out_tr(L, "von Neumann 1944: the solution's thresholds against the closed form",
                       "von Neumann 1944 : les seuils de la solution face à la forme close"));
    out_note(t, out_tr(L, "read from frequencies", "lus dans les fréquences"),
             out_tr(L, "alpha = P(bet, hand < 1/2), beta = 1 - P(bet, hand > 1/2), gamma = 1 - P(call)",
                    "alpha = P(mise, main < 1/2), beta = 1 - P(mise, main > 1/2), gamma = 1 - P(suivre)"));
    out_note(t, out_tr(L, "closed form", "forme close"), "%s",
             out_tr(L, "bluff.h (talon bluff --model vn1944): alpha = b/((b+1)(b+4)), value = alpha",
                    "bluff.h (talon bluff --model vn1944) : alpha = b/((b+1)(b+4)), valeur = alpha"));
    out_col(t, "quantity", out_tr(L, "Quantity", "Grandeur"), OUT_STR);
    out_col(t, "solved", out_tr(L, "Solved", "Résolue"), OUT_NUM);
    out_col(t, "closed_form", out_tr(L, "Closed form", "Forme close"), OUT_NUM);
    out_col(t, "difference", out_tr(L, "Difference", "Écart"), OUT_NUM);
    const char *names[] = {out_tr(L, "alpha (bluffs below)", "alpha (bluffe en dessous)"),
                           out_tr(L, "beta (value bets above)", "beta (mise pour la valeur au-dessus)"),
                           out_tr(L, "gamma (calls above)", "gamma (suit au-dessus)"),
                           out_tr(L, "value (seat 1)", "valeur (place 1)")};
    double got[] = {rep->alpha, rep->beta, rep->gamma, rep->res.quality.value[0]};
    double cf[] = {rep->cf_alpha, rep->cf_beta, rep->cf_gamma, rep->cf_value};
    for (int i = 0; i < 4; i++) {
        out_row(t);
        out_set_str(t, 0, names[i]);
        out_set_num(t, 1, got[i], "%.4f");
        out_set_num(t, 2, cf[i], "%.4f");
        out_set_num(t, 3, got[i] - cf[i], "%+.4f");
    }
}

static void convergence_table(const rep_solve_params *rp, const solve_report *rep, out_table *t)
{
    const cfr_result *r = &rep->res;
    bool timing = rp->timing, exact = r->quality.exact;
    const int L = rp->lang;
    out_init(t, out_tr(L, "Convergence: exploitability against iterations",
                       "Convergence : exploitabilité selon les itérations"));
    out_note(t, out_tr(L, "checkpoints", "points de contrôle"), "%s",
             out_tr(L, "the first, then every doubling of the iterations, and the last",
                    "le premier, puis à chaque doublement des itérations, et le dernier"));
    out_col(t, "iterations", out_tr(L, "Iterations", "Itérations"), OUT_INT);
    if (timing)
        out_col(t, "seconds", out_tr(L, "Seconds", "Secondes"), OUT_NUM);
    out_col(t, "exploitability", out_tr(L, "Exploitability", "Exploitabilité"), OUT_NUM);
    if (!exact)
        out_col(t, "half_width", out_tr(L, "95% half-width", "Demi-largeur à 95 %"), OUT_NUM);
    for (int i = 0; i < r->nrows; i++) {
        int c = 0;
        out_row(t);
        out_set_int(t, c++, r->rows[i].iterations);
        if (timing)
            out_set_num(t, c++, r->rows[i].seconds, "%.3f");
        set_expl(t, c++, r->rows[i].exploitability, r->rows[i].half_width, exact, L);
        if (!exact)
            out_set_num(t, c++, r->rows[i].half_width, "%.6f");
    }
}

/* CSV: one tidy table (the formatter's CSV shares one header among tables):
 * a row per figure, "kind" saying which (value, gain, exploitability at the
 * end, then convergence rows, then vn1944's thresholds). */
static void csv_row(out_table *t, const char *kind, int seat, uint64_t iters, double sec, double v, double hw)
{
    /* a gain or an exploitability (>= 0 in truth), its interval too, clamped at 0 (out_expl_num: issue 24) */
    bool expl = strcmp(kind, "gain") == 0 || strcmp(kind, "exploitability") == 0 || strcmp(kind, "convergence") == 0;
    double lo = v - hw, hi = v + hw;
    out_row(t);
    out_set_str(t, 0, kind);
    out_set_int(t, 1, (uint64_t)seat);
    out_set_int(t, 2, iters);
    out_set_num(t, 3, sec, "%g");
    out_set_num(t, 4, expl ? out_expl_num(v) : v, "%g");
    out_set_num(t, 5, expl ? out_expl_num(lo) : lo, "%g");
    out_set_num(t, 6, expl ? out_expl_num(hi) : hi, "%g");
}

static void csv_table(const rep_solve_params *rp, const solve_report *rep, out_table *t)
{
    const cfr_result *r = &rep->res;
    const cfr_quality *q = &r->quality;
    bool timing = rp->timing;
    out_init(t, "talon solve");
    const char *cols[] = {"kind", "seat", "iterations", "seconds", "value", "ci_low", "ci_high"};
    for (int c = 0; c < 7; c++)
        out_col(t, cols[c], cols[c], c == 0 ? OUT_STR : c < 3 ? OUT_INT : OUT_NUM);
    for (int s = 0; s < rep->players; s++)
        csv_row(t, "value", s + 1, r->iterations, 0, q->value[s], q->value_hw[s]);
    for (int s = 0; s < rep->players; s++)
        csv_row(t, "gain", s + 1, r->iterations, 0, q->gain[s], q->gain_hw[s]);
    csv_row(t, "exploitability", 0, r->iterations, timing ? r->seconds : 0, q->exploitability, q->exploitability_hw);
    for (int i = 0; i < r->nrows; i++)
        csv_row(t, "convergence", 0, r->rows[i].iterations, timing ? r->rows[i].seconds : 0,
                r->rows[i].exploitability, r->rows[i].half_width);
    if (rep->has_vn) {
        const char *k[] = {"alpha", "beta", "gamma", "closed_alpha", "closed_beta", "closed_gamma"};
        double v[] = {rep->alpha, rep->beta, rep->gamma, rep->cf_alpha, rep->cf_beta, rep->cf_gamma};
        for (int i = 0; i < 6; i++)
            csv_row(t, k[i], 0, r->iterations, 0, v[i], 0);
    }
}


int rep_solve_tables(const rep_solve_params *rp, const solve_params *p, const solve_report *rep,
                     out_table ts[REP_SOLVE_TABLES])
{
    int n = 0;
    if (rp->csv) {
        csv_table(rp, rep, &ts[n++]);
        return n;
    }
    summary_table(rp, p, rep, &ts[n++]);
    if (rep->has_vn)
        vn_table(rep, &ts[n++], rp->lang);
    if (!rep->loaded)
        convergence_table(rp, rep, &ts[n++]);
    return n;
}
