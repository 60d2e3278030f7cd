/* cmd_equilibrium.c - `talon open|call|bluff --model equilibrium`: what the
 * solved draw-poker game (a strategy file of strategies/solved/, or
 * --solution FILE) says, beside the article and the threshold models.
 *
 * The figures come from tab_equilibrium (src/tables); this file finds the
 * files, lays out the tables and refuses what it cannot answer with one
 * line and exit 2 (an unknown model is refused by each command's own
 * parser; a missing or unreadable solution file here).  The shipped files
 * are found in talon's data folders (cli_shipped_find, cli_data.h) and
 * shown by their name there (strategies/solved/NAME), wherever they were
 * found.
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
#include "datadir.h"
#include "dclass.h"
#include "err.h"
#include "tab_equilibrium.h"
#include "tab_open_eq.h"
#include "bluff.h"
#include "tab_open.h"

static const char *const BET_NAME[2] = {"pot", "half"};
static const double BET_SIZE[2] = {1.0, 0.5};

/* The pair of solutions behind one table: [0] pot, [1] half pot (either may
 * be the same file when --solution names one holding both sizes). */
typedef struct eq_pair {
    int players, deck;
    eq_solution *s[2];
    int size_idx[2];        /* the size's index in its file's open sizes, -1 absent */
    char path[2][1024];     /* as shown: --solution's, or strategies/solved/NAME (the outputs do not
                               depend on where the tree or the install is) */
} eq_pair;

static int size_index(const eq_solution *s, double size)
{
    const eq_info *in = eq_info_of(s);
    for (int i = 0; i < in->params.n_open; i++)
        if (fabs(in->params.open_sizes[i] - size) < 1e-9)
            return i;
    return -1;
}

static eq_solution *load_or_exit(const char *path)
{
    eq_solution *s;
    char why[1200];
    int rc = eq_load(path, &s, why, sizeof why);
    if (rc == TALON_E_NOMEM)
        cli_fail("out of memory");
    if (rc != TALON_OK)
        cli_usage_error("%s", why);
    return s;
}

/* Load the solutions for P players (deck from the options or the
 * article's); exits 2 when a file is missing or unreadable, or when
 * --players is outside what the draw game is solved for (2..8: the
 * solver's EQ_MAX_SEATS, and the counts the article gives a deck for). */
static void pair_load(const cli_opts *o, int P, eq_pair *e)
{
    if (o->players_set && (o->players < 2 || o->players > EQ_MAX_SEATS))
        cli_usage_error("--players must be 2 to %d for the solved game (--model equilibrium), not %d",
                        EQ_MAX_SEATS, o->players);
    memset(e, 0, sizeof *e);
    e->players = P;
    e->deck = o->deck_set && !o->deck_auto ? o->decks[0] : deck_for_players(P);
    if (o->solution) {
        e->s[0] = load_or_exit(o->solution);
        const eq_info *in = eq_info_of(e->s[0]);
        if (o->players_set && in->players != P)
            cli_usage_error("--solution '%s' is a %d-player game, not %d", o->solution, in->players, P);
        e->players = in->players;
        e->deck = in->deck;
        e->s[1] = e->s[0];
        for (int b = 0; b < 2; b++) {
            e->size_idx[b] = size_index(e->s[0], BET_SIZE[b]);
            snprintf(e->path[b], sizeof e->path[b], "%s", o->solution);
        }
        return;
    }
    for (int b = 0; b < 2; b++) {
        char full[DATADIR_PATH_MAX];
        if (!cli_shipped_find(P, e->deck, BET_NAME[b], full, sizeof full, e->path[b], sizeof e->path[b]))
            cli_usage_error("no solution file for %d players at %d cards (%s in talon's data folders: "
                            "talon strategy list shows them): solve it with scripts/solve, or give --solution FILE",
                            P, e->deck, e->path[b]);
        e->s[b] = load_or_exit(full);
        e->size_idx[b] = size_index(e->s[b], BET_SIZE[b]);
    }
}

static void pair_free(eq_pair *e)
{
    eq_free(e->s[0]);
    if (e->s[1] != e->s[0])
        eq_free(e->s[1]);
}

/* "KK", "A high", "two pair Q", "flush draw"...; " (40%)" when it mixes;
 * French with lang 1 ("Roi (40%)"): tab_open_eq's names, those of the
 * equilibrium column of talon open and call. */
static void class_text(const eq_classes *c, int k, double freq, int lang, char *buf, size_t size)
{
    open_eq_label(c, k, freq, lang, buf, size);
}

/* The seat's best-response gain "0.012 [0.004, 0.020]" from a file's header
 * (out_expl_text: a sampled gain below 0 is "0 (up to 0.013)", issue 24). */
static void gain_text(const eq_solution *s, int seat, int L, char *buf, size_t size)
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

int cli_eq_real_max(const eq_info *in, double *g, double *lo, double *hi)
{
    int best = -1;
    for (int s = 0; in->has_real && s < in->players && s < EQ_MAX_SEATS; s++)
        if (best < 0 || in->real_gain[s] > in->real_gain[best])
            best = s;
    if (best >= 0) {
        *g = in->real_gain[best];
        *lo = in->real_lo[best];
        *hi = in->real_hi[best];
    }
    return best;
}

const char *cli_eq_real_text(const eq_info *in, bool brief, int L, char *buf, size_t size)
{
    double g, lo, hi;
    int s = cli_eq_real_max(in, &g, &lo, &hi);
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

void cli_eq_file_brief(const eq_info *in, const char *path, int L, char *buf, size_t size)
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
             path, it, ex, cli_eq_real_text(in, true, L, real, sizeof real),
             open_eq_converged(in) ? ""
                                   : (L ? " : NON convergé (objectif : " OPEN_EQ_GOAL_TEXT_FR ")"
                                        : ": NOT converged (the goal: " OPEN_EQ_GOAL_TEXT ")"));
}

/* One file's quality sentence, in the words of lang: inside the
 * abstraction, then in the real game (issue 25: each labelled). */
void cli_eq_quality_text(const eq_info *in, int L, char *buf, size_t size)
{
    char ab[700], real[300];   /* together under the callers' 1 024 */
    quality_abstract(in, L, ab, sizeof ab);
    snprintf(buf, size, "%.699s; %.299s", ab, cli_eq_real_text(in, false, L, real, sizeof real));
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
static void quality_notes_lang(out_table *t, const eq_pair *e, int L)
{
    for (int b = 0; b < 2; b++) {
        if (b == 1 && e->s[1] == e->s[0])
            break;
        const eq_info *in = eq_info_of(e->s[b]);
        char q[1024];
        cli_eq_quality_text(in, L, q, sizeof q);
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
static void solution_fields(out_table *t, const eq_pair *e, const char *tag)
{
    char key[96];
    bool conv = true;
    for (int b = 0; b < 2; b++) {
        if (e->size_idx[b] < 0)
            continue;
        const eq_info *in = eq_info_of(e->s[b]);
        snprintf(key, sizeof key, "equilibrium.solution%s_%s", tag, BET_NAME[b]);
        out_field(t, key, OUT_STR, "%s", e->path[b]);
        /* clamped at 0, with its interval (out_expl_num: issue 24) */
        snprintf(key, sizeof key, "equilibrium.exploitability%s_%s", tag, BET_NAME[b]);
        if (in->has_exploitability)
            out_field(t, key, OUT_NUM, "%.6f", out_expl_num(in->exploitability));
        else
            out_field(t, key, OUT_NUM, "%s", "nan");   /* null: the header states none */
        for (int hi = 0; hi < 2; hi++) {
            snprintf(key, sizeof key, "equilibrium.exploitability%s_%s_ci_%s", tag, BET_NAME[b], hi ? "high" : "low");
            if (in->has_exploitability && in->has_expl_interval)
                out_field(t, key, OUT_NUM, "%.6f", out_expl_num(hi ? in->expl_hi : in->expl_lo));
            else
                out_field(t, key, OUT_NUM, "%s", "nan");
        }
        /* the real-game figure: the largest seat's lower bound (issue 25), null when not measured */
        double g = NAN, lo = NAN, hi = NAN;
        cli_eq_real_max(in, &g, &lo, &hi);
        const char *rk[3] = {"real_gain_max", "real_gain_max_ci_low", "real_gain_max_ci_high"};
        const double rv[3] = {g, lo, hi};
        for (int k = 0; k < 3; k++) {
            snprintf(key, sizeof key, "equilibrium.%s%s_%s", rk[k], tag, BET_NAME[b]);
            out_field(t, key, OUT_NUM, "%.6f", rv[k]);
        }
        conv = conv && open_eq_converged(in);
    }
    snprintf(key, sizeof key, "equilibrium.converged%s", tag);
    out_field(t, key, OUT_BOOL, "%s", conv ? "true" : "false");
    out_field(t, "equilibrium.converged_goal", OUT_NUM, "%g", OPEN_EQ_GOAL);
}

/* ---- talon open --model equilibrium ------------------------------------------------ */

typedef struct eq_open_job {
    eq_pair e;
    eq_open_table t[2];
    rules r;
    bool article;
    int article_cls[OPEN_MAX_PLAYERS][2];
    open_table models[OPEN_MODELS];
} eq_open_job;

static void open_compute(const cli_opts *o, int P, eq_open_job *j)
{
    pair_load(o, P, &j->e);
    for (int b = 0; b < 2; b++)
        eq_open(j->e.s[b], &j->t[b]);
    P = j->e.players;
    if (o->solution)   /* the file's rules (--ace-low and --order are refused beside it) */
        j->r = eq_info_of(j->e.s[0])->params.r;
    else
        cli_rules(o, j->e.deck, &j->r);
    j->article = j->e.deck == deck_for_players(P) && P >= 4;
    for (int pos = 0; pos < P; pos++)
        for (int b = 0; b < 2; b++) {
            const char *key;
            j->article_cls[pos][b] = OPEN_NONE;
            if (j->article && tab_open_article(P, pos + 1, (enum open_bet)b, &key, NULL) == TALON_OK &&
                dclass_parse(&j->r, key, &j->article_cls[pos][b]) != TALON_OK)
                j->article_cls[pos][b] = OPEN_NONE;
        }
    if (P < 4 || 5 * P > j->e.deck)
        return;   /* the threshold models cover 4..8 players */
    strategy s;
    cli_strategy(o, "article", &s);
    for (int m = 0; m < OPEN_MODELS; m++) {
        open_query q;
        cli_open_run(o, &j->r, P, m, false, &s, m == OPEN_MODEL_C ? 20000 : 40000, &q, &j->models[m]);
    }
}

/* The equilibrium's threshold at bet b for position pos, and its dclass. */
static int eq_cell(const eq_open_job *j, int pos, int b, int lang, char *buf, size_t size)
{
    int i = j->e.size_idx[b];
    if (i < 0) {
        snprintf(buf, size, "-");
        return -2;
    }
    const eq_open_table *t = &j->t[b];
    int k = t->equiv[pos][i];
    class_text(&t->cls, k, k >= 0 ? t->equiv_frac[pos][i] : 1, lang, buf, size);
    return k >= 0 ? t->cls.dclass[k] : OPEN_NONE;
}

/* The stricter reading: every stronger class opens at least half the time. */
static void mono_cell(const eq_open_job *j, int pos, int lang, char *buf, size_t size)
{
    char s[2][64];
    for (int b = 0; b < 2; b++) {
        int i = j->e.size_idx[b];
        const eq_open_table *t = &j->t[b];
        if (i < 0)
            snprintf(s[b], sizeof s[b], "-");
        else
            class_text(&t->cls, t->threshold_size[pos][i], t->threshold_size[pos][i] >= 0 ? t->thr_size_freq[pos][i] : 1,
                       lang, s[b], sizeof s[b]);
    }
    snprintf(buf, size, "%s / %s", s[0], s[1]);
}

static void model_cell(const eq_open_job *j, int m, int pos, int lang, char *buf, size_t size)
{
    char s0[48], s1[48];
    const open_cell *c0 = &j->models[m].cell[pos][0], *c1 = &j->models[m].cell[pos][1];
    snprintf(buf, size, "%s / %s", c0->reachable ? cli_open_class(&j->r, c0->cls, lang, s0, sizeof s0) : "-",
             c1->reachable ? cli_open_class(&j->r, c1->cls, lang, s1, sizeof s1) : "-");
}

enum { E_POS, E_ART, E_POT, E_HALF, E_FITS, E_MONO, E_A, E_B, E_C, E_GPOT, E_GHALF, E_N };

/* The notes of the opening thresholds: what a threshold and a seat's gain
 * mean; the text table's columns besides (every stronger class, models a,
 * b, c from 4 players) when columns, not for the tidy csv/json rows. */
static void open_notes(out_table *t, int P, int L, bool columns)
{
    out_note(t, out_tr(L, "rule", "règle"), "%s",
             L ? "seuil d'équilibre : la règle de seuil pure qui ouvre exactement aussi souvent que le jeu résolu "
                 "(mains pondérées par leur fréquence) : toute classe plus forte et NN % de celle-ci ; l'équilibre "
                 "lui-même panache (la table de détail donne la fréquence de chaque classe)"
               : "equilibrium threshold: the pure threshold rule that opens exactly as often as the solved "
                 "game (hands weighted by their frequency): every stronger class and NN% of that class; "
                 "the equilibrium itself mixes (the detail table gives every class's frequency)");
    if (columns)
        out_note(t, out_tr(L, "every stronger opens", "toute plus forte ouvre"), "%s",
                 L ? "la lecture plus stricte : la classe la plus faible telle que toute classe plus forte "
                     "(rencontrée, au moins 0.5 % des mains) ouvre au moins une fois sur deux, (NN %) sa propre "
                     "fréquence ; « aucune » là où une classe forte passe encore plus souvent qu'elle n'ouvre"
                   : "the stricter reading: the weakest class such that every stronger class (met, "
                     "holding at least 0.5% of the hands) opens at least half the time, (NN%) its "
                     "own frequency; 'none' where a strong class still checks more often than not");
    out_note(t, out_tr(L, "seat's gain", "gain de la place"), "%s",
             L ? "le gain en meilleure réponse de la place contre la solution, antes par donne, intervalle à 95 % : "
                 "la mesure de qualité par place (0 à un équilibre exact ; une estimation sous 0 est du bruit : 0, et "
                 "le haut de son intervalle)"
               : "the seat's best-response gain against the solution, antes per deal, 95% interval: "
                 "the per-seat quality figure (0 at an exact equilibrium; a sampled estimate below 0 is noise: 0, and "
                 "the top of its interval)");
    if (columns && P >= 4)
        out_note(t, out_tr(L, "models", "modèles"), "%s",
                 L ? "(a) la méthode de l'article, (b) retrait des cartes, (c) après l'échange (talon open)"
                   : "(a) the article's method, (b) card removal, (c) after the draw (talon open)");
}

static void open_thresholds(const cli_opts *o, const eq_open_job *j, out_table *t)
{
    const int P = j->e.players, L = o->lang != 0;
    char title[160], dn[40];
    if (L)
        cli_deck_name_lang(j->e.deck, L, dn, sizeof dn);
    else
        cli_deck_name(j->e.deck, dn, sizeof dn);
    snprintf(title, sizeof title, L ? "Seuils d'ouverture de l'équilibre, %d joueurs, %s"
                                    : "Equilibrium opening thresholds, %d players, %s", P, dn);
    out_init(t, title);
    static const char *const COLS[E_N][3] = {
        {"position", "Position", "Position"}, {"article", "Article (pot / half)", "Article (pot / demi)"},
        {"pot", "Equilibrium, pot", "Équilibre, pot"}, {"half", "Equilibrium, half pot", "Équilibre, demi-pot"},
        {"fits", "Article fits (pot / half)", "Article conforme (pot / demi)"},
        {"monotone", "Every stronger opens (pot / half)", "Toute plus forte ouvre (pot / demi)"},
        {"a", "(a) pot / half", "(a) pot / demi"}, {"b", "(b) pot / half", "(b) pot / demi"},
        {"c", "(c) pot / half", "(c) pot / demi"}, {"gain_pot", "Seat's gain, pot", "Gain de la place, pot"},
        {"gain_half", "Seat's gain, half", "Gain de la place, demi"}};
    for (int c = 0; c < E_N; c++)
        out_col(t, COLS[c][0], COLS[c][1 + L], OUT_STR);
    if (!j->article) {
        out_hide(t, E_ART);
        out_hide(t, E_FITS);
    }
    if (P < 4)
        for (int m = 0; m < OPEN_MODELS; m++)
            out_hide(t, E_A + m);
    int fit = 0, near = 0, cells = 0;
    char fits_txt[OPEN_MAX_PLAYERS][2][4], hl[1600];   /* "yes", "no", "oui", "non" */
    size_t hl_len = 0;
    for (int pos = 0; pos < P; pos++) {
        out_row(t);
        char buf[160], s0[64], s1[64];
        snprintf(buf, sizeof buf, "%d", pos + 1);
        out_set_str(t, E_POS, buf);
        for (int b = 0; b < 2; b++) {
            int d = eq_cell(j, pos, b, L, buf, sizeof buf);
            out_set_str(t, b ? E_HALF : E_POT, buf);
            hl_len += (size_t)snprintf(hl + hl_len, sizeof hl - hl_len, "%s%s", b ? " / " : pos ? ", " : "", buf);
            bool f = j->article && d == j->article_cls[pos][b];
            snprintf(fits_txt[pos][b], sizeof fits_txt[pos][b], "%s",
                     !j->article ? "" : f ? out_tr(L, "yes", "oui") : out_tr(L, "no", "non"));
            fit += f;
            /* dclass numbers adjacent classes consecutively (pairs by rank, then draw, two pair) */
            near += j->article && d >= 0 && j->article_cls[pos][b] >= 0 && abs(d - j->article_cls[pos][b]) <= 1;
            cells += j->article && d != -2;
            /* a file without this size (a pot-only file's half column) has no gain for it either */
            if (j->e.size_idx[b] < 0)
                snprintf(buf, sizeof buf, "-");
            else
                gain_text(j->e.s[b], pos, L, buf, sizeof buf);
            out_set_str(t, b ? E_GHALF : E_GPOT, buf);
        }
        mono_cell(j, pos, L, buf, sizeof buf);
        out_set_str(t, E_MONO, buf);
        if (j->article) {
            snprintf(buf, sizeof buf, "%s / %s", cli_open_class(&j->r, j->article_cls[pos][0], o->lang, s0, sizeof s0),
                     cli_open_class(&j->r, j->article_cls[pos][1], o->lang, s1, sizeof s1));
            out_set_str(t, E_ART, buf);
            snprintf(buf, sizeof buf, "%s / %s", fits_txt[pos][0], fits_txt[pos][1]);
            out_set_str(t, E_FITS, buf);
        }
        for (int m = 0; P >= 4 && m < OPEN_MODELS; m++) {
            model_cell(j, m, pos, o->lang, buf, sizeof buf);
            out_set_str(t, E_A + m, buf);
        }
    }
    if (j->article)
        out_headline(t, L ? "À %d joueurs (%s), le jeu résolu ouvre, par position (pot / demi-pot), à partir de %s ; "
                            "la table de l'article donne la même classe dans %d de ses %d cases, la même ou la "
                            "suivante de part et d'autre dans %d."
                          : "At %d players (%s), the solved game opens, by position (pot / half pot), from %s; the "
                            "article's table gives the same class in %d of its %d cells, the same or the next class "
                            "either side in %d.", P, dn, hl, fit, cells, near);
    else
        out_headline(t, L ? "À %d joueurs (%s), le jeu résolu ouvre, par position (pot / demi-pot), à partir de %s."
                          : "At %d players (%s), the solved game opens, by position (pot / half pot), from %s.", P, dn,
                     hl);
    open_notes(t, P, L, true);
    quality_notes_lang(t, &j->e, L);
}

static void open_detail(const eq_open_job *j, int L, out_table *t)
{
    const int P = j->e.players;
    out_init(t, out_tr(L, "Equilibrium opening frequency by class and position (pot / half pot)",
                       "Fréquence d'ouverture de l'équilibre par classe et position (pot / demi-pot)"));
    out_col(t, "class", out_tr(L, "Class", "Classe"), OUT_STR);
    static const char *const POS[8][3] = {{"p1", "1st", "1er"}, {"p2", "2nd", "2e"}, {"p3", "3rd", "3e"},
                                          {"p4", "4th", "4e"},  {"p5", "5th", "5e"}, {"p6", "6th", "6e"},
                                          {"p7", "7th", "7e"},  {"p8", "8th", "8e"}};
    for (int pos = 0; pos < P; pos++)
        out_col(t, POS[pos][0], POS[pos][1 + (L != 0)], OUT_STR);
    const eq_classes *c = &j->t[0].cls;
    for (int k = c->n - 1; k >= 0; k--) {
        if (!c->occurs[k])
            continue;
        out_row(t);
        char buf[64];
        class_text(c, k, 1, L, buf, sizeof buf);
        out_set_str(t, 0, buf);
        for (int pos = 0; pos < P; pos++) {
            char s[2][16];
            for (int b = 0; b < 2; b++) {
                int i = j->e.size_idx[b];
                if (i < 0 || !j->t[b].met[pos][k])
                    snprintf(s[b], sizeof s[b], "-");
                else
                    snprintf(s[b], sizeof s[b], "%.0f%%", 100 * j->t[b].open_size[pos][i][k]);
            }
            snprintf(buf, sizeof buf, "%s / %s", s[0], s[1]);
            out_set_str(t, 1 + pos, buf);
        }
    }
    out_note(t, out_tr(L, "cells", "cases"), "%s",
             L ? "la probabilité que le premier à parler à cette position, les précédents ayant passé, ouvre avec "
                 "cette classe ; « - » : un ensemble que le solveur n'a jamais rencontré"
               : "the probability that the first speaker at that position, the earlier ones having "
                 "checked, opens with that class; '-': a set the solver never met");
}

/* csv and json: one tidy row per player count, position and bet. */
static void open_tidy(const eq_open_job *jobs, int n, int L, out_table *t)
{
    out_init(t, out_tr(L, "Equilibrium opening thresholds", "Seuils d'ouverture de l'équilibre"));
    /* gain and exploitability clamped at 0, with their intervals (out_expl_num: issue 24) */
    static const char *const COLS[15][2] = {
        {"players", "Players"},   {"deck", "Deck"},         {"position", "Position"},   {"bet", "Bet"},
        {"threshold", "Threshold"}, {"frequency", "Frequency"}, {"dclass", "Class"}, {"article", "Article"},
        {"fits", "Fits"},         {"gain", "Gain"},         {"gain_ci_low", "Gain CI low"}, {"gain_ci_high", "Gain CI high"},
        {"exploitability", "Exploitability"}, {"exploitability_ci_low", "Exploitability CI low"},
        {"exploitability_ci_high", "Exploitability CI high"}};
    static const enum out_type TYPE[15] = {OUT_INT, OUT_INT, OUT_INT, OUT_STR, OUT_STR, OUT_NUM, OUT_STR, OUT_STR,
                                           OUT_BOOL, OUT_NUM, OUT_NUM, OUT_NUM, OUT_NUM, OUT_NUM, OUT_NUM};
    for (int c = 0; c < 15; c++)
        out_col(t, COLS[c][0], COLS[c][1], TYPE[c]);
    for (int i = 0; i < n; i++) {
        const eq_open_job *j = &jobs[i];
        for (int pos = 0; pos < j->e.players; pos++)
            for (int b = 0; b < 2; b++) {
                int si = j->e.size_idx[b];
                if (si < 0)
                    continue;
                const eq_open_table *ot = &j->t[b];
                const eq_info *in = eq_info_of(j->e.s[b]);
                int k = ot->equiv[pos][si];
                char key[DCLASS_NAME_MAX];
                out_row(t);
                out_set_int(t, 0, (uint64_t)j->e.players);
                out_set_int(t, 1, (uint64_t)j->e.deck);
                out_set_int(t, 2, (uint64_t)pos + 1);
                out_set_str(t, 3, BET_NAME[b]);
                out_set_str(t, 4, k >= 0 ? ot->cls.name[k] : "none");
                if (k >= 0) {
                    out_set_num(t, 5, ot->equiv_frac[pos][si], "%.4f");
                    out_set_str(t, 6, dclass_key(&j->r, ot->cls.dclass[k], key, sizeof key));
                }
                if (j->article && j->article_cls[pos][b] != OPEN_NONE) {
                    out_set_str(t, 7, dclass_key(&j->r, j->article_cls[pos][b], key, sizeof key));
                    out_set_bool(t, 8, k >= 0 && ot->cls.dclass[k] == j->article_cls[pos][b]);
                }
                out_set_num(t, 9, out_expl_num(in->gain[pos]), "%.6f");
                if (in->has_interval) {
                    out_set_num(t, 10, out_expl_num(in->gain_lo[pos]), "%.6f");
                    out_set_num(t, 11, out_expl_num(in->gain_hi[pos]), "%.6f");
                }
                out_set_num(t, 12, out_expl_num(in->exploitability), "%.6f");
                if (in->has_expl_interval) {
                    out_set_num(t, 13, out_expl_num(in->expl_lo), "%.6f");
                    out_set_num(t, 14, out_expl_num(in->expl_hi), "%.6f");
                }
            }
    }
}

int cli_open_equilibrium(const cli_opts *o)
{
    int lo = 4, hi = 8;
    if (o->players_set || o->solution)
        lo = hi = o->players_set ? o->players : 0;
    int n = hi - lo + 1;
    eq_open_job *jobs = calloc((size_t)n, sizeof *jobs);
    if (!jobs)
        cli_fail("out of memory");
    for (int i = 0; i < n; i++)
        open_compute(o, lo + i, &jobs[i]);
    if (o->format == OUT_CSV || o->format == OUT_JSON) {
        /* The text tables' headlines, one after the other, and their notes
         * (those of the tidy rows' columns) as in text; the solutions'
         * facts as fields (issue 18: JSON carries the headline and notes a
         * program can use). */
        const int L = o->lang != 0;
        out_table t, *t1[1] = {&t};
        open_tidy(jobs, n, L, &t);
        open_notes(&t, jobs[0].e.players, L, false);
        char *hl = NULL;
        size_t l = 0;
        for (int i = 0; i < n; i++) {
            out_table th;
            open_thresholds(o, &jobs[i], &th);
            size_t add = strlen(th.headline) + 1;
            hl = realloc(hl, l + add + 1);
            if (!hl)
                cli_fail("out of memory");
            l += (size_t)sprintf(hl + l, "%s%s", i ? " " : "", th.headline);
            out_free(&th);
            char tag[16];
            snprintf(tag, sizeof tag, "_%dp", jobs[i].e.players);
            solution_fields(&t, &jobs[i].e, tag);
            if (n == 1) {
                quality_notes_lang(&t, &jobs[i].e, L);
                continue;
            }
            /* several player counts: a note per file (where it is, its quality) */
            for (int b = 0; b < 2; b++) {
                char q[1024], key[64];
                cli_eq_quality_text(eq_info_of(jobs[i].e.s[b]), L, q, sizeof q);
                snprintf(key, sizeof key, L ? "solution %d joueurs, %s" : "solution %d players, %s",
                         jobs[i].e.players, b ? out_tr(L, "half", "demi-pot") : "pot");
                out_note(&t, key, "%s: %s", jobs[i].e.path[b], q);
            }
        }
        out_headline(&t, "%s", hl);
        free(hl);
        cli_emit(t1, 1, o);
        out_free(&t);
        for (int i = 0; i < n; i++)
            pair_free(&jobs[i].e);
        free(jobs);
        return 0;
    }
    out_table *tables = calloc(2 * (size_t)n, sizeof *tables);
    out_table **ts = calloc(2 * (size_t)n, sizeof *ts);
    if (!tables || !ts)
        cli_fail("out of memory");
    for (int i = 0; i < n; i++) {
        open_thresholds(o, &jobs[i], &tables[2 * i]);
        open_detail(&jobs[i], o->lang, &tables[2 * i + 1]);
    }
    for (int i = 0; i < 2 * n; i++)
        ts[i] = &tables[i];
    cli_emit_each(ts, 2 * n, o);
    for (int i = 0; i < 2 * n; i++)
        out_free(&tables[i]);
    for (int i = 0; i < n; i++)
        pair_free(&jobs[i].e);
    free(ts);
    free(tables);
    free(jobs);
    return 0;
}

bool cli_equilibrium_asked(const cli_opts *o)
{
    bool eq = o->model && strcmp(o->model, "equilibrium") == 0;
    if (o->solution && !eq)
        cli_usage_error("--solution goes with --model equilibrium");
    return eq;
}

/* ---- talon call --model equilibrium ------------------------------------------------ */

/* csv and json: one tidy row per opener, caller and bet (issue 18: raw
 * values, the gain's interval as gain_ci_low, gain_ci_high), no display
 * strings. */
static void call_tidy(const cli_opts *o, const eq_pair *e, const eq_call_table *t, out_table *tab)
{
    const int L = o->lang != 0;
    out_init(tab, out_tr(L, "Equilibrium calls of an opening", "Suivis d'une ouverture à l'équilibre"));
    /* gain and exploitability clamped at 0, with their intervals (out_expl_num: issue 24) */
    static const char *const COLS[14] = {"players", "deck", "opener", "caller", "bet", "threshold", "frequency",
                                         "dclass", "gain", "gain_ci_low", "gain_ci_high", "exploitability",
                                         "exploitability_ci_low", "exploitability_ci_high"};
    static const enum out_type TYPE[14] = {OUT_INT, OUT_INT, OUT_INT, OUT_INT, OUT_STR, OUT_STR, OUT_NUM,
                                           OUT_STR, OUT_NUM, OUT_NUM, OUT_NUM, OUT_NUM, OUT_NUM, OUT_NUM};
    for (int c = 0; c < 14; c++)
        out_col(tab, COLS[c], COLS[c], TYPE[c]);
    rules r;
    cli_rules(o, e->deck, &r);
    for (int op = 0; op < e->players; op++)
        for (int ca = 0; ca < e->players; ca++)
            for (int b = 0; b < 2; b++) {
                int i = e->size_idx[b];
                if (ca == op || i < 0 || (o->opener && o->opener != op + 1) || (o->position && o->position != ca + 1))
                    continue;
                const eq_info *in = eq_info_of(e->s[b]);
                int k = t[b].equiv[op][ca][i];
                char key[DCLASS_NAME_MAX];
                out_row(tab);
                out_set_int(tab, 0, (uint64_t)e->players);
                out_set_int(tab, 1, (uint64_t)e->deck);
                out_set_int(tab, 2, (uint64_t)op + 1);
                out_set_int(tab, 3, (uint64_t)ca + 1);
                out_set_str(tab, 4, BET_NAME[b]);
                out_set_str(tab, 5, k >= 0 ? t[b].cls.name[k] : "none");
                if (k >= 0) {
                    out_set_num(tab, 6, t[b].equiv_frac[op][ca][i], "%.4f");
                    if (t[b].cls.dclass[k] >= 0)
                        out_set_str(tab, 7, dclass_key(&r, t[b].cls.dclass[k], key, sizeof key));
                }
                if (in->has_gain)
                    out_set_num(tab, 8, out_expl_num(in->gain[ca]), "%.6f");
                if (in->has_interval) {
                    out_set_num(tab, 9, out_expl_num(in->gain_lo[ca]), "%.6f");
                    out_set_num(tab, 10, out_expl_num(in->gain_hi[ca]), "%.6f");
                }
                if (in->has_exploitability)
                    out_set_num(tab, 11, out_expl_num(in->exploitability), "%.6f");
                if (in->has_exploitability && in->has_expl_interval) {
                    out_set_num(tab, 12, out_expl_num(in->expl_lo), "%.6f");
                    out_set_num(tab, 13, out_expl_num(in->expl_hi), "%.6f");
                }
            }
}

int cli_call_equilibrium(const cli_opts *o)
{
    eq_pair e;
    pair_load(o, o->players_set ? o->players : 4, &e);
    const int P = e.players;
    eq_call_table *t = calloc(2, sizeof *t);
    if (!t)
        cli_fail("out of memory");
    for (int b = 0; b < 2; b++)
        eq_call(e.s[b], &t[b]);
    const int L = o->lang != 0;
    char title[160], dn[40];
    if (L)
        cli_deck_name_lang(e.deck, L, dn, sizeof dn);
    else
        cli_deck_name(e.deck, dn, sizeof dn);
    snprintf(title, sizeof title, L ? "Suivis d'une ouverture à l'équilibre, %d joueurs, %s"
                                    : "Equilibrium calls of an opening, %d players, %s", P, dn);
    out_table tab, *ts[1] = {&tab};
    out_init(&tab, title);
    static const char *const COLS[5][3] = {{"opener", "Opener", "Ouvreur"},
                                           {"caller", "Caller", "Suiveur"},
                                           {"pot", "Call with, pot", "Suivre avec, pot"},
                                           {"half", "Call with, half pot", "Suivre avec, demi-pot"},
                                           {"gain", "Caller's gain (pot / half)", "Gain du suiveur (pot / demi)"}};
    for (int c = 0; c < 5; c++)
        out_col(&tab, COLS[c][0], COLS[c][1 + L], OUT_STR);
    for (int op = 0; op < P; op++)
        for (int ca = 0; ca < P; ca++) {
            if (ca == op || (o->opener && o->opener != op + 1) || (o->position && o->position != ca + 1))
                continue;
            out_row(&tab);
            char buf[200], g0[64], g1[64];
            snprintf(buf, sizeof buf, "%d", op + 1);
            out_set_str(&tab, 0, buf);
            snprintf(buf, sizeof buf, "%d%s", ca + 1, ca < op ? out_tr(L, " (passed)", " (a passé)") : "");
            out_set_str(&tab, 1, buf);
            for (int b = 0; b < 2; b++) {
                int i = e.size_idx[b];
                if (i < 0)
                    snprintf(buf, sizeof buf, "-");
                else
                    class_text(&t[b].cls, t[b].equiv[op][ca][i], t[b].equiv_frac[op][ca][i], L, buf, sizeof buf);
                out_set_str(&tab, 2 + b, buf);
            }
            if (e.size_idx[0] < 0)   /* the size is not in the file: no gain for it either */
                snprintf(g0, sizeof g0, "-");
            else
                gain_text(e.s[0], ca, L, g0, sizeof g0);
            if (e.size_idx[1] < 0)
                snprintf(g1, sizeof g1, "-");
            else
                gain_text(e.s[1], ca, L, g1, sizeof g1);
            snprintf(buf, sizeof buf, "%s / %s", g0, g1);
            out_set_str(&tab, 4, buf);
        }
    out_headline(&tab, L ? "À %d joueurs (%s), la main la plus faible avec laquelle le jeu résolu suit, pour chaque "
                           "ouvreur et suiveur (les places entre eux ont abandonné, celles avant l'ouvreur ont passé)."
                         : "At %d players (%s), the solved game's weakest calling hand for each opener and caller "
                           "(the seats between them folded, those before the opener checked).", P, dn);
    out_note(&tab, out_tr(L, "rule", "règle"), "%s",
             L ? "la règle de seuil pure qui suit (ou relance) exactement aussi souvent que le jeu résolu, mains "
                 "pondérées par leur fréquence : toute classe plus forte et NN % de celle-ci"
               : "the pure threshold rule that calls (or raises) exactly as often as the solved game, hands "
                 "weighted by their frequency: every stronger class and NN% of that class");
    quality_notes_lang(&tab, &e, L);
    if (o->format == OUT_CSV || o->format == OUT_JSON) {
        out_table tidy, *t1[1] = {&tidy};
        call_tidy(o, &e, t, &tidy);
        if (tab.headline)
            out_headline(&tidy, "%s", tab.headline);
        for (int i = 0; i < tab.nnotes; i++)   /* the same notes: the rule, the solutions' quality */
            out_note(&tidy, tab.notes[i].key, "%s", tab.notes[i].value);
        out_field(&tidy, "players", OUT_INT, "%d", e.players);   /* and as fields (issue 18) */
        out_field(&tidy, "deck", OUT_INT, "%d", e.deck);
        solution_fields(&tidy, &e, "");
        cli_emit(t1, 1, o);
        out_free(&tidy);
    } else {
        cli_emit(ts, 1, o);
    }
    out_free(&tab);
    free(t);
    pair_free(&e);
    return 0;
}

/* ---- talon bluff --model equilibrium ----------------------------------------------- */

static void rate_text(const eq_rate *r, char *buf, size_t size)
{
    if (r->n == 0 || !(r->den > 0))
        snprintf(buf, size, "-");
    else
        snprintf(buf, size, "%.1f%% +/- %.1f (n %llu)", 100 * eq_rate_p(r), 100 * eq_rate_hw(r),
                 (unsigned long long)r->n);
}

/* By seat and draw count: how often a losing hand bets. */
static void bluff_by_seat(const eq_bluff_table *b, out_table *t, int L)
{
    out_init(t, out_tr(L, "Equilibrium bets after the draw, by seat and cards drawn",
                       "Mises de l'équilibre après l'écart, par place et cartes demandées"));
    static const char *const COLS[4][3] = {{"seat", "Seat", "Place"},
                                           {"drawn", "Drew", "Demandées"},
                                           {"bet_losing", "Bets with a losing hand", "Mise avec une main perdante"},
                                           {"bet", "Bets (any hand)", "Mise (toute main)"}};
    for (int c = 0; c < 4; c++)
        out_col(t, COLS[c][0], COLS[c][L ? 2 : 1], OUT_STR);
    for (int s = 0; s < b->players; s++)
        for (int k = 0; k < EQ_MAX_DRAW; k++) {
            if (b->bet_any[s][k].n == 0)
                continue;
            char buf[96];
            out_row(t);
            snprintf(buf, sizeof buf, "%d", s + 1);
            out_set_str(t, 0, buf);
            snprintf(buf, sizeof buf, "%d", k);
            out_set_str(t, 1, buf);
            rate_text(&b->bet_losing[s][k], buf, sizeof buf);
            out_set_str(t, 2, buf);
            rate_text(&b->bet_any[s][k], buf, sizeof buf);
            out_set_str(t, 3, buf);
        }
    out_note(t, out_tr(L, "cells", "cases"), "%s",
             out_tr(L, "the first bet of round 2 (no bet before it): the probability that the seat bets, given a hand "
                       "that loses the showdown to an opponent still in (a bluff) or any hand; 95% half-widths; n = "
                       "decisions met on the sampled deals",
                    "la première mise du tour 2 (aucune mise avant) : la probabilité que la place mise, avec une main "
                    "qui perd l'abattage contre un adversaire encore en jeu (un bluff) ou avec toute main ; "
                    "demi-largeurs à 95 % ; n = décisions rencontrées sur les donnes tirées"));
}

/* By bet size, beside the article's statements and the toy models. */
static void bluff_by_size(const eq_bluff_table *b, out_table *t, int L)
{
    out_init(t, out_tr(L, "Equilibrium bluffs among bets, and calls, by bet size",
                       "Bluffs de l'équilibre parmi les mises, et suivis, par taille de mise"));
    static const char *const COLS[5][3] = {{"size", "Bet", "Mise"},
                                           {"bluff_share", "Bluffs among bets", "Bluffs parmi les mises"},
                                           {"call", "Calls (any hand)", "Suit (toute main)"},
                                           {"call_winning", "Calls (beats the bettor)", "Suit (bat le miseur)"},
                                           {"article", "Article / toy models", "Article / modèles jouets"}};
    for (int c = 0; c < 5; c++)
        out_col(t, COLS[c][0], COLS[c][L ? 2 : 1], OUT_STR);
    char models[300];
    size_t l = (size_t)snprintf(models, sizeof models, "%s",
                                out_tr(L, "article: a third of bets are bluffs", "article : un tiers des mises sont des bluffs"));
    for (int m = BLUFF_ANTE; m <= BLUFF_VALUE; m++) {
        double r;
        bluff_strategy s;
        if (bluff_optimal_raise((enum bluff_model)m, 0.15, 0.10, &r) == TALON_OK &&
            bluff_solve((enum bluff_model)m, 0.15, 0.10, r, &s) == TALON_OK)
            l += (size_t)snprintf(models + l, sizeof models - l, out_tr(L, "; %s %.0f%% at %.2f pots", " ; %s %.0f %% à %.2f pots"),
                                  bluff_model_key((enum bluff_model)m), 100 * s.bluff_share, r);
    }
    for (int k = 0; k <= b->nsizes; k++) {
        const bool all = k == b->nsizes;
        char buf[96];
        out_row(t);
        if (all)
            snprintf(buf, sizeof buf, "%s", out_tr(L, "all sizes", "toutes tailles"));
        else
            snprintf(buf, sizeof buf, "%g pot", b->sizes[k]);
        out_set_str(t, 0, buf);
        rate_text(all ? &b->bluff_share_all : &b->bluff_share[k], buf, sizeof buf);
        out_set_str(t, 1, buf);
        if (!all) {
            rate_text(&b->call_any[k], buf, sizeof buf);
            out_set_str(t, 2, buf);
            rate_text(&b->call_winning[k], buf, sizeof buf);
            out_set_str(t, 3, buf);
        } else {
            out_set_str(t, 4, models);
        }
    }
    out_note(t, "article", "%s",
             out_tr(L, "the article \"Poker fermé\" (\"Bluff et relance\", tables/article/bluff.csv): the optimal "
                       "raise is about twice the pot when the opponent holds a winner 10% of "
                       "the time; at a raise of twice the pot bluff half as often as the claimed hand (7.5% for a "
                       "claimed 15%), i.e. a third of the bets are bluffs; the solved game offers only its own bet "
                       "sizes (the file's), so the raise size is not chosen here",
                    "l'article « Poker fermé » (« Bluff et relance », tables/article/bluff.csv) : la relance "
                    "optimale est d'environ deux fois le pot quand l'adversaire tient une "
                    "main gagnante 10 % du temps ; à une relance de deux fois le pot, bluffer moitié moins souvent "
                    "que la main annoncée (7,5 % pour 15 % annoncés), soit un tiers de bluffs parmi les mises ; le "
                    "jeu résolu n'offre que ses propres tailles de mise (celles du fichier) : la taille de la "
                    "relance n'est pas choisie ici"));
    out_note(t, out_tr(L, "toy models", "modèles jouets"), "%s",
             out_tr(L, "talon bluff's models at the article's f = 15%, q = 10%, each at its optimal raise",
                    "les modèles de talon bluff à f = 15 %, q = 10 % (ceux de l'article), chacun à sa relance optimale"));
}

/* csv and json: one tidy table (issue 18: a CSV file is one plain table),
 * a row per figure. */
static void tidy_rate(out_table *t, const char *file, const char *what, int seat, int drawn, double size,
                      const eq_rate *r)
{
    if (r->n == 0)
        return;
    out_row(t);
    out_set_str(t, 0, file);
    out_set_str(t, 1, what);
    if (seat > 0)
        out_set_int(t, 2, (uint64_t)seat);
    if (drawn >= 0)
        out_set_int(t, 3, (uint64_t)drawn);
    if (size > 0)
        out_set_num(t, 4, size, "%g");
    out_set_num(t, 5, eq_rate_p(r), "%.6f");
    out_set_num(t, 6, eq_rate_p(r) - eq_rate_hw(r), "%.6f");
    out_set_num(t, 7, eq_rate_p(r) + eq_rate_hw(r), "%.6f");
    out_set_num(t, 8, eq_rate_hw(r), "%.6f");
    out_set_int(t, 9, r->n);
}

static void bluff_tidy(const eq_bluff_table *b, int nb, int L, out_table *t)
{
    out_init(t, out_tr(L, "Equilibrium bluffing after the draw", "Bluff de l'équilibre après l'écart"));
    static const char *const COLS[10][2] = {{"solution", "Solution"}, {"what", "What"},     {"seat", "Seat"},
                                            {"drawn", "Drew"},        {"size", "Bet"},      {"p", "P"},
                                            {"ci_low", "CI low"},     {"ci_high", "CI high"},
                                            {"half_width", "Half-width"}, {"n", "Decisions"}};
    static const enum out_type TYPE[10] = {OUT_STR, OUT_STR, OUT_INT, OUT_INT, OUT_NUM,
                                           OUT_NUM, OUT_NUM, OUT_NUM, OUT_NUM, OUT_INT};
    for (int c = 0; c < 10; c++)
        out_col(t, COLS[c][0], COLS[c][1], TYPE[c]);
    for (int i = 0; i < nb; i++) {
        const char *f = BET_NAME[i];
        tidy_rate(t, f, "bluff_share", 0, -1, 0, &b[i].bluff_share_all);
        for (int k = 0; k < b[i].nsizes; k++) {
            tidy_rate(t, f, "bluff_share", 0, -1, b[i].sizes[k], &b[i].bluff_share[k]);
            tidy_rate(t, f, "call", 0, -1, b[i].sizes[k], &b[i].call_any[k]);
            tidy_rate(t, f, "call_when_winning", 0, -1, b[i].sizes[k], &b[i].call_winning[k]);
        }
        for (int s = 0; s < b[i].players; s++)
            for (int k = 0; k < EQ_MAX_DRAW; k++) {
                tidy_rate(t, f, "bet_losing_hand", s + 1, k, 0, &b[i].bet_losing[s][k]);
                tidy_rate(t, f, "bet_any_hand", s + 1, k, 0, &b[i].bet_any[s][k]);
            }
    }
}

int cli_bluff_equilibrium(const cli_opts *o)
{
    eq_pair e;
    pair_load(o, o->players_set ? o->players : 2, &e);
    uint64_t deals = o->trials_set ? o->trials : 200000;
    eq_bluff_table *b = calloc(2, sizeof *b);
    if (!b)
        cli_fail("out of memory");
    int nb = e.s[1] == e.s[0] ? 1 : 2;
    out_table tab[4], *ts[4];
    char dn[40];
    cli_deck_name_lang(e.deck, o->lang, dn, sizeof dn);
    for (int i = 0; i < nb; i++) {
        int rc = eq_bluff(e.s[i], deals, o->seed, &b[i]);
        if (rc == TALON_E_INVAL)
            cli_usage_error("%s keeps round 1 only: no bluffing figures (a heads-up solution has them)", e.path[i]);
        const int L = o->lang;
        bluff_by_size(&b[i], &tab[2 * i], L);
        bluff_by_seat(&b[i], &tab[2 * i + 1], L);
        out_headline(&tab[2 * i],
                     out_tr(L, "At %d players (%s), opening %s, the solved game's bets after the draw are bluffs (a "
                               "hand losing the showdown) %.1f%% of the time (+/- %.1f); the article says a third.",
                            "À %d joueurs (%s), en ouvrant %s, les mises du jeu résolu après l'écart sont des bluffs "
                            "(une main qui perd l'abattage) %.1f %% du temps (+/- %.1f) ; l'article dit un tiers."),
                     e.players, dn, i ? out_tr(L, "at half pot", "à demi-pot") : out_tr(L, "at pot", "au pot"),
                     100 * eq_rate_p(&b[i].bluff_share_all), 100 * eq_rate_hw(&b[i].bluff_share_all));
        out_note(&tab[2 * i], out_tr(L, "deals", "donnes"),
                 out_tr(L, "%llu sampled deals (seed %llu), %llu reached round 2",
                        "%llu donnes tirées (graine %llu), %llu ont atteint le tour 2"),
                 (unsigned long long)deals, (unsigned long long)o->seed, (unsigned long long)b[i].reached);
        quality_notes_lang(&tab[2 * i], &e, L);
    }
    for (int i = 0; i < 2 * nb; i++)
        ts[i] = &tab[i];
    if (o->format == OUT_CSV || o->format == OUT_JSON) {
        /* the text tables' headlines and notes (the deals of the half-pot
         * file's under their own key), and the facts as fields (issue 18) */
        const int L = o->lang;
        out_table tidy, *t1[1] = {&tidy};
        bluff_tidy(b, nb, L, &tidy);
        if (nb == 1)
            out_headline(&tidy, "%s", tab[0].headline);
        else
            out_headline(&tidy, "%s %s", tab[0].headline, tab[2].headline);
        for (int i = 0; i < tab[0].nnotes; i++)   /* article, toy models, deals, the solutions */
            out_note(&tidy, tab[0].notes[i].key, "%s", tab[0].notes[i].value);
        for (int i = 0; i < tab[1].nnotes; i++)   /* what a bet_* row measures */
            out_note(&tidy, tab[1].notes[i].key, "%s", tab[1].notes[i].value);
        for (int i = 0; nb == 2 && i < tab[2].nnotes; i++)
            if (strcmp(tab[2].notes[i].key, out_tr(L, "deals", "donnes")) == 0)
                out_note(&tidy, out_tr(L, "deals (half)", "donnes (demi-pot)"), "%s", tab[2].notes[i].value);
        out_field(&tidy, "players", OUT_INT, "%d", e.players);
        out_field(&tidy, "deck", OUT_INT, "%d", e.deck);
        cli_method_fields(&tidy, o, false, deals);
        for (int i = 0; i < nb; i++) {
            char key[40];
            snprintf(key, sizeof key, "reached_round2.%s", BET_NAME[i]);
            out_field(&tidy, key, OUT_INT, "%llu", (unsigned long long)b[i].reached);
        }
        solution_fields(&tidy, &e, "");
        out_field(&tidy, "article.bluff_share", OUT_NUM, "%.6f", 1.0 / 3);   /* "un tiers" */
        cli_emit(t1, 1, o);
        out_free(&tidy);
    } else {
        cli_emit_each(ts, 2 * nb, o);
    }
    for (int i = 0; i < 2 * nb; i++)
        out_free(&tab[i]);
    free(b);
    pair_free(&e);
    return 0;
}
