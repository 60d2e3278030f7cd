/* rep_solve_real.c - the tables of `talon solve --load FILE
 * --best-response real` (rep_solve_real.h): each seat's real-game gain
 * beside the file's own figure inside its abstraction, with the notes that
 * say who responds and how; and --explain's table, where the responder
 * found its gain.
 */
#include <stdio.h>
#include <stdlib.h>

#include "draw_game.h"
#include "real_br.h"
#include "rep_solve_real.h"
#include "tab_equilibrium.h"

enum {
    R_SEAT, R_GAIN, R_LO, R_HI, R_CI, R_PER100, R_ABS_NUM, R_ABS_LO, R_ABS_HI, R_ABS, R_CELLS, R_DEV, R_REACHED,
    R_MISSING, R_PRE_CELLS, R_PRE_DEV, R_NCOLS
};

void rep_solve_abstract_text(const eq_info *in, int seat, int L, char *buf, size_t size)
{
    if (!in || !in->has_gain) {
        snprintf(buf, size, "-");
        return;
    }
    out_expl_text(in->gain[seat], in->has_interval, in->gain_lo[seat], in->gain_hi[seat], 4, true, L, buf, size);
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
        rep_solve_abstract_text(in, s, L, a, sizeof a);
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
                                   "un joueur qui voit ses cartes exactes tout au long (mises du 1er tour, écart "
                                   "libre, 2e tour)"};
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
                       "choose, playing the file; a set the file lacks plays its backoff set where the file has "
                       "one, else the article's rules), a cell (history, hand) leaving the file's play only where "
                       "an action beats it by %.0f standard errors; then measured on %s fresh deals against the "
                       "file's own play on the same deals (paired), 95%% normal intervals; identical at any "
                       "--threads",
                    "chaque place tour à tour : %s apprise sur %s donnes (les autres, et elle là où elle ne "
                    "choisit pas, jouent le fichier ; un ensemble absent : son ensemble de repli si le fichier "
                    "en a un, sinon les règles de l'article), une cellule (historique, main) ne quittant le jeu "
                    "du fichier que là où une action le bat de %.0f erreurs types ; puis mesurée sur %s nouvelles "
                    "donnes contre le jeu du fichier sur les mêmes donnes (appariées), intervalles normaux à 95 %% ; "
                    "identique à tout --threads"),
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

void rep_solve_real_table(int L, const char *path, const draw_game *dg, const eq_info *in, const real_br_params *p,
                          const real_br_result *r, out_table *t)
{
    bool pre = p->scope != REAL_BR_ROUND2;
    real_columns(L, p->scope, t);
    char head[1024] = "";
    real_rows(L, r, in, pre, head, sizeof head, t);
    real_notes(L, path, dg, in, p, head, t);
    out_field(t, "train_deals", OUT_INT, "%llu", (unsigned long long)p->train);
    out_field(t, "eval_deals", OUT_INT, "%llu", (unsigned long long)p->eval);
    out_field(t, "seed", OUT_INT, "%llu", (unsigned long long)p->seed);
    out_field(t, "payoff_unit", OUT_STR, "antes per deal");
    out_field(t, "scope", OUT_STR, "%s", p->scope == REAL_BR_ROUND2 ? "round 2" : real_br_scope_name(p->scope));
}

/* ---- --explain: where the responder gains ----------------------------------------------- */

enum { W_SEAT, W_PLAYERS, W_FACING, W_STRENGTH, W_PLAYS, W_GAIN, W_SHARE, W_NCOLS };

typedef struct where_row {
    int spot, band, play;
    double gain;
} where_row;

static int where_cmp(const void *a, const void *b)
{
    double x = ((const where_row *)a)->gain, y = ((const where_row *)b)->gain;
    return (x < y) - (x > y);
}

void rep_solve_real_where_table(int L, const real_br_result *r, out_table *t)
{
    out_init(t, out_tr(L, "Where the responder gains (training deals)",
                       "Où le répondant gagne (donnes d'apprentissage)"));
    out_col(t, "seat", out_tr(L, "Seat", "Place"), OUT_INT);
    out_col(t, "players", out_tr(L, "Players in round 2", "Joueurs au 2e tour"), OUT_STR);
    out_col(t, "facing", out_tr(L, "Facing", "Face à"), OUT_STR);
    out_col(t, "strength", out_tr(L, "Final hand's strength", "Force de la main finale"), OUT_STR);
    out_col(t, "plays", out_tr(L, "It plays", "Il joue"), OUT_STR);
    out_col(t, "antes_per_100", out_tr(L, "Antes/100, training", "Antes/100, apprentissage"), OUT_NUM);
    out_col(t, "share", out_tr(L, "Share of the seat's", "Part de la place"), OUT_NUM);
    static const char *facing_en[] = {"no bet", "a bet", "a raise"},
                      *facing_fr[] = {"pas de mise", "une mise", "une relance"};
    static const char *play_en[] = {"check", "bet", "fold", "call", "raise"},
                      *play_fr[] = {"parole", "mise", "se couche", "suit", "relance"};
    char head[512] = "";
    size_t hk = 0;
    for (int s = 0; s < r->players; s++) {
        if (!r->done[s])
            continue;
        where_row rows[REAL_BR_SPOTS * REAL_BR_BANDS * REAL_BR_PLAYS];
        int n = 0;
        double tot = 0;
        for (int sp = 0; sp < REAL_BR_SPOTS; sp++)
            for (int b = 0; b < REAL_BR_BANDS; b++)
                for (int pl = 0; pl < REAL_BR_PLAYS; pl++) {
                    double g = r->where[s][sp][b][pl];
                    tot += g;
                    if (g >= 1e-4)
                        rows[n++] = (where_row){sp, b, pl, g};
                }
        qsort(rows, (size_t)n, sizeof *rows, where_cmp);
        for (int i = 0; i < n; i++) {
            char band[32];
            double lo = real_br_band_low(rows[i].band);
            if (rows[i].band + 1 < REAL_BR_BANDS)
                snprintf(band, sizeof band, "%.2f-%.2f", lo, real_br_band_low(rows[i].band + 1));
            else
                snprintf(band, sizeof band, "%.2f-1", lo);
            out_row(t);
            out_set_int(t, W_SEAT, (uint64_t)s + 1);
            out_set(t, W_PLAYERS, rows[i].spot >= 3 ? "3+" : "2", rows[i].spot >= 3 ? "3+" : "2");
            const char *f = (L ? facing_fr : facing_en)[rows[i].spot % 3], *p = (L ? play_fr : play_en)[rows[i].play];
            out_set(t, W_FACING, f, f);
            out_set(t, W_STRENGTH, band, band);
            out_set(t, W_PLAYS, p, p);
            out_set_num(t, W_GAIN, 100 * rows[i].gain, "%.2f");
            out_set_prob(t, W_SHARE, tot > 0 ? rows[i].gain / tot : 0);
        }
        if (hk < sizeof head)
            hk += (size_t)snprintf(head + hk, sizeof head - hk, out_tr(L, "%sseat %d %.2f", "%splace %d %.2f"),
                                   hk ? ", " : "", s + 1, 100 * tot);
    }
    out_headline(t, out_tr(L, "On its training deals the responder's changes win, in antes per 100 deals: %s "
                              "(in-sample estimates, which err upwards: the measured gains are the other table's).",
                           "Sur ses donnes d'apprentissage, les changements du répondant gagnent, en antes pour 100 "
                           "donnes : %s (estimations sur l'échantillon, qui pèchent par excès : les gains mesurés "
                           "sont ceux de l'autre tableau)."),
                 head);
    out_note(t, out_tr(L, "how", "comment"),
             out_tr(L, "each round-2 cell (history, hand) whose play leaves the file's counts its mean gain times "
                       "its weight over the training deals, summed by group: players still in, the bet faced, the "
                       "final hand's strength (the share of hands it beats, ties half), the action it plays "
                       "instead; groups of 0.01 antes per 100 deals or more, largest first",
                    "chaque cellule du 2e tour (historique, main) dont le jeu quitte celui du fichier compte son "
                    "gain moyen fois son poids sur les donnes d'apprentissage, sommé par groupe : joueurs encore "
                    "là, mise à laquelle il fait face, force de la main finale (part des mains battues, égalités "
                    "pour moitié), action jouée à la place ; groupes de 0,01 ante pour 100 donnes ou plus, du plus "
                    "grand au plus petit"));
}
