/* rep_solve_bound.c - the table of `talon solve --load FILE
 * --best-response bound` (rep_solve_bound.h): each seat's upper bound over
 * a fixed sample of deals, the range its gain lies in, the file's most
 * likely action checked against it, with the notes on the responder, the
 * method and the columns.
 */
#include <stdio.h>

#include "bound_br.h"
#include "draw_game.h"
#include "rep_solve_bound.h"
#include "rep_solve_real.h"
#include "tab_equilibrium.h"

enum {
    B_SEAT, B_GAIN, B_UPPER, B_PER100, B_LOWER, B_RANGE, B_LIKELY, B_LIKELY_LO, B_LIKELY_HI, B_LIKELY_CI,
    B_LIKELY_IN, B_ABS_NUM, B_ABS, B_SETS, B_DEV, B_MISSING, B_NCOLS
};

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
        rep_solve_abstract_text(in, s, L, b, sizeof b);
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
                              "than, in antes per 100 deals: %s (95%% upper bounds: the exact best response over %s "
                              "sampled deals, whose fit to the sample only raises it; seed %llu).",
                           "Contre %s tel que talon le joue, un joueur qui voit ce que voient ses ensembles ne "
                           "peut gagner plus que, en antes pour 100 donnes : %s (bornes supérieures à 95 %% : la "
                           "meilleure réponse exacte sur %s donnes tirées, que l'ajustement à l'échantillon ne fait "
                           "que relever ; graine %llu)."),
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

void rep_solve_bound_table(int L, const char *path, const draw_game *dg, const eq_info *in,
                           const bound_br_params *p, const bound_br_result *r, out_table *t)
{
    bound_columns(L, t);
    char head[1024] = "";
    int above = bound_rows(L, r, in, head, sizeof head, t);
    bound_notes(L, path, dg, p, head, t);
    bound_labels(L, p, r, above, t);
    out_field(t, "sample_deals", OUT_INT, "%llu", (unsigned long long)p->deals);
    out_field(t, "fresh_deals", OUT_INT, "%llu", (unsigned long long)p->fresh);
    out_field(t, "seed", OUT_INT, "%llu", (unsigned long long)p->seed);
    out_field(t, "payoff_unit", OUT_STR, "antes per deal");
}
