/* rep_eq.c - a solved game's files in words (rep_eq.h): a file's quality
 * inside the abstraction and in the real game, a seat's gain, the notes and
 * the JSON fields every equilibrium table carries (talon open, call, bluff
 * --model equilibrium; advise and duel).  The figures are the files'
 * headers (tab_equilibrium.h, tab_open_eq.h).
 */
#include <math.h>
#include <stdio.h>

#include "rep_eq.h"
#include "tab_equilibrium.h"
#include "tab_open_eq.h"

const char *rep_eq_bet_name(int b)
{
    static const char *const NAME[2] = {"pot", "half"};
    return NAME[b];
}

void rep_eq_pair_free(rep_eq_pair *e)
{
    eq_free(e->s[0]);
    if (e->s[1] != e->s[0])
        eq_free(e->s[1]);
}

/* The seat's best-response gain "0.012 [0.004, 0.020]" from a file's header
 * (out_expl_text: a sampled gain below 0 is "0 (up to 0.013)", issue 24). */
void rep_eq_gain_text(const eq_solution *s, int seat, int L, char *buf, size_t size)
{
    const eq_info *in = eq_info_of(s);
    if (!in->has_gain)
        snprintf(buf, size, "?");
    else
        out_expl_text(in->gain[seat], in->has_interval, in->gain_lo[seat], in->gain_hi[seat], 3, in->gain[seat] < 0,
                      L, buf, size);
}

/* The file's exploitability as text, with its interval (out_expl_text);
 * a vector file's figure is exact in its model. */
static const char *expl_text(const eq_info *in, double v, int decimals, int L, char *buf, size_t size)
{
    bool ci = in->has_expl_interval && !in->model_deals;
    return out_expl_text(v, ci, in->expl_lo, in->expl_hi, decimals, false, L, buf, size);
}

const char *rep_eq_real_text(const eq_info *in, bool brief, int L, char *buf, size_t size)
{
    double g, lo, hi;
    int s = open_eq_real_max(in, &g, &lo, &hi);
    if (s < 0)
        snprintf(buf, size, "%s", brief ? out_tr(L, "not measured", "non mesuré")
                                        : out_tr(L, "not measured in the real game (talon solve --load FILE "
                                                    "--best-response real)",
                                                 "non mesurée dans le jeu réel (talon solve --load FICHIER "
                                                 "--best-response real)"));
    else if (brief)
        snprintf(buf, size, out_tr(L, "%.3f [%.3f, %.3f] (seat %d)", "%.3f [%.3f, %.3f] (place %d)"), g, lo, hi,
                 s + 1);
    else
        snprintf(buf, size,
                 out_tr(L, "in the real game a player who sees his exact final hand after the draw wins at least "
                           "%.3f antes a deal [%.3f, %.3f] (seat %d; a round-2 responder: a lower bound)",
                        "dans le jeu réel, un joueur qui voit sa main finale exacte après l'échange gagne au moins "
                        "%.3f ante par donne [%.3f, %.3f] (place %d ; un répondant au 2e tour : une borne "
                        "inférieure)"),
                 g, lo, hi, s + 1);
    return buf;
}

static void quality_abstract(const eq_info *in, int L, char *buf, size_t size);

void rep_eq_file_brief(const eq_info *in, const char *path, int L, char *buf, size_t size)
{
    char it[40], ex[80], real[80];
    out_group_digits(in->iterations, it, sizeof it);
    if (in->has_exploitability)
        out_expl_text(in->exploitability, in->has_expl_interval, in->expl_lo, in->expl_hi, 3, false, L, ex, sizeof ex);
    else
        snprintf(ex, sizeof ex, "%s", L ? "non donnée" : "not stated");
    snprintf(buf, size,
             L ? "%s : %s itérations, exploitabilité dans l'abstraction %s, dans le jeu réel au moins %s%s"
               : "%s: %s iterations, exploitability inside the abstraction %s, in the real game at least %s%s",
             path, it, ex, rep_eq_real_text(in, true, L, real, sizeof real),
             open_eq_converged(in) ? ""
                                   : (L ? " : NON convergé (objectif : " OPEN_EQ_GOAL_TEXT_FR ")"
                                        : ": NOT converged (the goal: " OPEN_EQ_GOAL_TEXT ")"));
}

/* One file's quality sentence, in the words of lang: inside the
 * abstraction, then in the real game (issue 25: each labelled). */
void rep_eq_quality_text(const eq_info *in, int L, char *buf, size_t size)
{
    char ab[700], real[300];   /* together under the callers' 1 024 */
    quality_abstract(in, L, ab, sizeof ab);
    snprintf(buf, size, "%.699s; %.299s", ab, rep_eq_real_text(in, false, L, real, sizeof real));
}

/* The file's quality inside its abstraction, in the words of lang. */
static void quality_abstract(const eq_info *in, int L, char *buf, size_t size)
{
    char ex[80], ex2[80];
    if (in->model_deals && in->has_indep) {   /* a shipped vector file: scripts/solve measured it again */
        snprintf(buf, size,
                 out_tr(L, "%llu vector CFR+ iterations, seed %llu; inside the abstraction, exploitability %s "
                           "antes per deal in an independent chance model of %llu sampled deals (the safe-side figure; %s exact in its "
                           "own model of %llu)%s",
                        "%llu itérations de CFR+ vectoriel, graine %llu ; dans l'abstraction, exploitabilité %s "
                        "ante par donne dans un modèle du hasard indépendant de %llu donnes échantillonnées (le chiffre prudent ; "
                        "%s exacte dans son propre modèle de %llu)%s"),
                 (unsigned long long)in->iterations, (unsigned long long)in->seed,
                 expl_text(in, in->indep_exploitability, 4, L, ex2, sizeof ex2), (unsigned long long)in->indep_deals,
                 expl_text(in, in->exploitability, 4, L, ex, sizeof ex), (unsigned long long)in->model_deals,
                 !open_eq_converged(in)
                     ? out_tr(L, "; NOT converged (the goal: " OPEN_EQ_GOAL_TEXT ")", " ; NON convergée (le but : " OPEN_EQ_GOAL_TEXT_FR ")")
                     : "");
        return;
    }
    if (in->model_deals) {   /* talon solve --algo vector's file */
        snprintf(buf, size,
                 out_tr(L, "%llu vector CFR+ iterations, seed %llu; inside the abstraction, exploitability %s "
                           "antes per deal, exact in its chance model of %llu sampled deals (a second model reads more: talon solve --load "
                           "FILE --algo vector --seed S)",
                        "%llu itérations de CFR+ vectoriel, graine %llu ; dans l'abstraction, exploitabilité %s "
                        "ante par donne, exacte dans son modèle du hasard de %llu donnes échantillonnées (un second modèle lit "
                        "plus : talon solve --load FICHIER --algo vector --seed S)"),
                 (unsigned long long)in->iterations, (unsigned long long)in->seed,
                 expl_text(in, in->exploitability, 4, L, ex, sizeof ex),
                 (unsigned long long)in->model_deals);
        return;
    }
    char kept[400] = "";
    if (in->has_kept_explore)
        snprintf(kept, sizeof kept,
                 out_tr(L, "; the file keeps the %llu sets met in %llu deals of its own play and as many with each "
                           "seat in turn leaving its path (%.1f%% and %.1f%% of the decisions)",
                        " ; le fichier garde les %llu ensembles rencontrés en %llu donnes de son propre jeu et autant "
                        "avec chaque place quittant tour à tour son chemin (%.1f%% et %.1f%% des décisions)"),
                 (unsigned long long)in->kept_sets, (unsigned long long)in->kept_deals, in->kept_cover,
                 in->kept_explore_cover);
    else if (in->has_kept)
        snprintf(kept, sizeof kept,
                 out_tr(L, "; the file keeps the %llu sets its own play meets in %llu deals (%.1f%% of the decisions)",
                        " ; le fichier garde les %llu ensembles que son propre jeu rencontre en %llu donnes (%.1f%% "
                        "des décisions)"),
                 (unsigned long long)in->kept_sets, (unsigned long long)in->kept_deals, in->kept_cover);
    snprintf(buf, size,
             out_tr(L, "%llu MCCFR iterations, seed %llu; inside the abstraction, exploitability %s antes per deal "
                       "(sum of the seats' sampled best-response gains: a lower bound)%s%s%s",
                    "%llu itérations MCCFR, graine %llu ; dans l'abstraction, exploitabilité %s ante par donne "
                    "(somme des gains de meilleure réponse échantillonnés des places : une borne inférieure)%s%s%s"),
             (unsigned long long)in->iterations, (unsigned long long)in->seed,
             expl_text(in, in->exploitability, 3, L, ex, sizeof ex),
             !open_eq_converged(in) ? out_tr(L, "; NOT converged (the goal: " OPEN_EQ_GOAL_TEXT ")",
                                             " ; NON convergée (le but : " OPEN_EQ_GOAL_TEXT_FR ")")
                                    : "",
             in->round1_only ? out_tr(L, "; the file keeps round 1 only", " ; le fichier ne garde que le tour 1") : "",
             kept);
}

/* The solutions' notes in the words of lang (open, call and bluff --lang fr). */
void rep_eq_quality_notes(out_table *t, const rep_eq_pair *e, int L)
{
    for (int b = 0; b < 2; b++) {
        if (b == 1 && e->s[1] == e->s[0])
            break;
        const eq_info *in = eq_info_of(e->s[b]);
        char q[1024];
        rep_eq_quality_text(in, L, q, sizeof q);
        out_note(t, b ? out_tr(L, "solution (half)", "solution (demi-pot)") : "solution", "%s: %s", e->path[b],
                 in->game_id);
        out_note(t, b ? out_tr(L, "quality (half)", "qualité (demi-pot)") : out_tr(L, "quality", "qualité"), "%s", q);
    }
}

/* The solutions' facts as JSON fields a program reads instead of the
 * notes (issue 18), in the object "equilibrium", with talon open's and
 * talon call's names: for each bet size the table shows (none for a size
 * the file lacks) the file (solution_<bet>) and its exploitability
 * (exploitability_<bet>); converged: every one within the goal, and the
 * goal.  tag: "" for one player count, "_<P>p" where a table holds several
 * (exploitability_5p_pot, converged_5p, as talon open). */
void rep_eq_solution_fields(out_table *t, const rep_eq_pair *e, const char *tag)
{
    char key[96];
    bool conv = true;
    for (int b = 0; b < 2; b++) {
        if (e->size_idx[b] < 0)
            continue;
        const eq_info *in = eq_info_of(e->s[b]);
        snprintf(key, sizeof key, "equilibrium.solution%s_%s", tag, rep_eq_bet_name(b));
        out_field(t, key, OUT_STR, "%s", e->path[b]);
        /* clamped at 0, with its interval (out_expl_num: issue 24) */
        snprintf(key, sizeof key, "equilibrium.exploitability%s_%s", tag, rep_eq_bet_name(b));
        if (in->has_exploitability)
            out_field(t, key, OUT_NUM, "%.6f", out_expl_num(in->exploitability));
        else
            out_field(t, key, OUT_NUM, "%s", "nan");   /* null: the header states none */
        for (int hi = 0; hi < 2; hi++) {
            snprintf(key, sizeof key, "equilibrium.exploitability%s_%s_ci_%s", tag, rep_eq_bet_name(b), hi ? "high" : "low");
            if (in->has_exploitability && in->has_expl_interval)
                out_field(t, key, OUT_NUM, "%.6f", out_expl_num(hi ? in->expl_hi : in->expl_lo));
            else
                out_field(t, key, OUT_NUM, "%s", "nan");
        }
        /* the real-game figure: the largest seat's lower bound (issue 25), null when not measured */
        double g = NAN, lo = NAN, hi = NAN;
        open_eq_real_max(in, &g, &lo, &hi);
        const char *rk[3] = {"real_gain_max", "real_gain_max_ci_low", "real_gain_max_ci_high"};
        const double rv[3] = {g, lo, hi};
        for (int k = 0; k < 3; k++) {
            snprintf(key, sizeof key, "equilibrium.%s%s_%s", rk[k], tag, rep_eq_bet_name(b));
            out_field(t, key, OUT_NUM, "%.6f", rv[k]);
        }
        conv = conv && open_eq_converged(in);
    }
    snprintf(key, sizeof key, "equilibrium.converged%s", tag);
    out_field(t, key, OUT_BOOL, "%s", conv ? "true" : "false");
    out_field(t, "equilibrium.converged_goal", OUT_NUM, "%g", OPEN_EQ_GOAL);
}
