/* cmd_duel.c - `talon duel`: strategy profiles at one table of the draw
 * game, each profile's antes per 100 deals (tab_duel.h does the work).
 *
 * The command resolves the table (players from --players or the number of
 * profiles, deck from --deck or the article's; a strategy file fixes every
 * game parameter and options that contradict it are usage errors naming
 * the difference), builds one profile per distinct name, runs tab_duel and
 * formats.  Every input error is one line on stderr, exit 2, before any
 * output.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "cli_data.h"
#include "cli_deck.h"
#include "err.h"
#include "out.h"
#include "rep_eq.h"
#include "tab_duel.h"
#include "tab_equilibrium.h"

#define DUEL_TRIALS 200000

typedef struct duel_run {
    int P, deck;
    const char *spec[PROFILE_SEATS];   /* the profile name at each list position */
    const char *solution;              /* the file `equilibrium` plays */
    char solved[256];                  /* the shipped one's full path, where it was found */
    char solved_name[128];             /* its name as shown: strategies/solved/NAME */
    const char *gamefile;              /* the file that fixes the game, or NULL */
    draw_params dp;
    draw_game *dg;
    cfr_game g;
    profile *pf[PROFILE_SEATS];
    duel_result res;
} duel_run;

static bool is_rule_name(const char *s)
{
    return strcmp(s, "article") == 0 || strcmp(s, "a") == 0 || strcmp(s, "b") == 0 || strcmp(s, "c") == 0 ||
           strncmp(s, "rule:", 5) == 0;
}

/* Players and the list of profiles: one per seat, or one for every seat. */
static void seat_profiles(const cli_opts *o, duel_run *u)
{
    if (o->npos == 0)
        cli_usage_error("duel needs profiles: article, a, b, c, equilibrium or a strategy file (one per seat, or one for all)");
    u->P = o->players_set ? o->players : o->npos > 1 ? o->npos : 4;
    if (u->P < 2 || u->P > PROFILE_SEATS)
        cli_usage_error("duel: %d players; the draw game seats 2 to %d", u->P, PROFILE_SEATS);
    if (o->npos != 1 && o->npos != u->P)
        cli_usage_error("duel: %d profiles for %d players (give one per seat, or one for all)", o->npos, u->P);
    for (int i = 0; i < u->P; i++)
        u->spec[i] = o->pos[o->npos == 1 ? 0 : i];
    for (int i = 0; i < u->P; i++) {
        const char *s = u->spec[i];
        if (!is_rule_name(s) && strcmp(s, "equilibrium") != 0 && access(s, R_OK) != 0)
            cli_usage_error("unknown profile '%s' (article, a, b, c, rule:..., equilibrium or a readable strategy file)", s);
    }
}

/* The game: from the first strategy file when there is one (options that
 * contradict it are errors), else from the options. */
static void resolve_game(const cli_opts *o, duel_run *u)
{
    bool eq = false;
    for (int i = 0; i < u->P; i++)
        eq |= strcmp(u->spec[i], "equilibrium") == 0;
    if (o->solution && !eq)   /* it would be ignored */
        cli_usage_error("--solution is the file the profile 'equilibrium' plays, and no seat plays it (give the "
                        "file as a profile instead)");
    u->deck = cli_table_deck(o, u->P);
    /* else the shipped pot-only solution, found in talon's data folders; its
     * name under them when no folder has it (for the error) */
    u->solution = o->solution;
    if (!u->solution)
        u->solution = cli_shipped_find(u->P, u->deck, "pot", u->solved, sizeof u->solved, u->solved_name,
                                       sizeof u->solved_name)
                          ? u->solved
                          : u->solved_name;
    for (int i = 0; i < u->P && !u->gamefile; i++)
        if (!is_rule_name(u->spec[i]))
            u->gamefile = strcmp(u->spec[i], "equilibrium") == 0 ? u->solution : u->spec[i];
    if (!u->gamefile) {
        rules r;
        cli_rules(o, u->deck, &r);
        draw_params_default(&u->dp, u->P, &r);
        return;
    }
    if (access(u->gamefile, R_OK) != 0)
        cli_usage_error("equilibrium: no solution file '%s' (give one with --solution FILE; talon solve --players %d "
                        "--deck %d --out FILE writes one)", u->gamefile, u->P, u->deck);
    char why[400];
    if (profile_file_game(u->gamefile, &u->dp, why, sizeof why) != TALON_OK)
        cli_usage_error("%s", why);
    if (profile_file_fits(u->gamefile, &u->dp, o->players_set || o->npos > 1 ? u->P : -1,
                          o->deck_set && !o->deck_auto ? o->decks[0] : -1, o->ace_low_set ? o->ace_low : -1,
                          o->order_set ? (int)o->order : -1, why, sizeof why) != TALON_OK)
        cli_usage_error("%s", why);
    u->P = u->dp.players;
    u->deck = u->dp.r.deck_size;
    for (int i = 0; i < u->P; i++)   /* one profile for all: as many seats as the file has */
        u->spec[i] = o->pos[o->npos == 1 ? 0 : i];
}

/* Build the game and one profile per distinct name (seats share it). */
static void build(const cli_opts *o, duel_run *u)
{
    if (5 * u->P > u->deck)
        cli_usage_error("%d players cannot be dealt from %d cards", u->P, u->deck);
    if (draw_game_init(&u->dg, &u->dp, &u->g) != TALON_OK)
        cli_usage_error("duel: the draw game cannot be built for %d players at %d cards", u->P, u->deck);
    mc_config cfg;
    cli_mc_config(o, &cfg);
    for (int i = 0; i < u->P; i++) {
        for (int j = 0; j < i && !u->pf[i]; j++)
            if (strcmp(u->spec[j], u->spec[i]) == 0)
                u->pf[i] = u->pf[j];
        if (u->pf[i])
            continue;
        char why[600];
        if (duel_profile_make(u->spec[i], u->dg, &u->g, u->solution, DUEL_MODEL_TRIALS, &cfg, &u->pf[i], why,
                              sizeof why) != TALON_OK)
            cli_usage_error("%s", why);
    }
}

/* A count as every command prints it in text: "20 000" (out_group_digits). */
static const char *count(uint64_t v, char buf[32])
{
    out_group_digits(v, buf, 32);
    return buf;
}

/* The headline (first in text and md, alone with --quiet): one profile
 * against copies of another when the table is so, else the best profile. */
static void headline(char *buf, size_t size, const duel_run *u, int L)
{
    const duel_result *r = &u->res;
    char nd[32];
    int lone = -1, others = 0;
    for (int i = 0; i < u->P; i++) {
        int same = 0;
        for (int j = 0; j < u->P; j++)
            same += strcmp(u->spec[i], u->spec[j]) == 0;
        if (same == 1 && lone < 0)
            lone = i;
        else if (same == u->P - 1)
            others = i;
    }
    int best = 0;
    for (int i = 1; i < u->P; i++)
        best = r->mean[i] > r->mean[best] ? i : best;
    if (lone >= 0 && (u->P == 2 || strcmp(u->spec[others], u->spec[lone]) != 0)) {
        double m = r->mean[lone], h = r->hw[lone], s = m < 0 ? -1 : 1;
        /* Who plays whom: "One article player at a table of 3 equilibrium
         * players"; heads-up "One a player against one b player" (not "a
         * table of 1 b players"). */
        char who[256];
        if (u->P == 2)
            snprintf(who, sizeof who, out_tr(L, "One %s player against one %s player", "Un joueur %s contre un joueur %s"),
                     u->spec[lone], u->spec[others]);
        else
            snprintf(who, sizeof who,
                     out_tr(L, "One %s player at a table of %d %s players", "Un joueur %s à une table de %d joueurs %s"),
                     u->spec[lone], u->P - 1, u->spec[others]);
        if (fabs(m) <= h)   /* the interval holds 0: neither "wins" nor "loses" is shown */
            snprintf(buf, size, out_tr(L, "%s is level with %s: %+.2f antes per 100 deals [%+.2f, %+.2f], an interval "
                                          "that holds 0 (%s deals, seed %llu).",
                                       "%s fait jeu égal avec %s : %+.2f antes pour 100 donnes [%+.2f, %+.2f], un "
                                       "intervalle qui contient 0 (%s donnes, graine %llu)."),
                     who, u->P == 2 ? out_tr(L, "him", "lui") : out_tr(L, "them", "eux"), m, m - h, m + h,
                     count(r->deals, nd), (unsigned long long)r->seed);
        else
            snprintf(buf, size, out_tr(L, "%s %s %.2f antes per 100 deals [%.2f, %.2f] (%s deals, seed %llu).",
                                       "%s %s %.2f antes pour 100 donnes [%.2f, %.2f] (%s donnes, graine %llu)."),
                     who, m < 0 ? out_tr(L, "loses", "perd") : out_tr(L, "wins", "gagne"), s * m, s * m - h, s * m + h,
                     count(r->deals, nd), (unsigned long long)r->seed);
    } else {
        snprintf(buf, size, out_tr(L, "At a table of %d, %s (seat list %d) does best: %+.2f antes per 100 deals "
                                      "[%+.2f, %+.2f] (%s deals, seed %llu).",
                                   "À une table de %d, %s (rang %d de la liste) fait le mieux : %+.2f antes pour 100 "
                                   "donnes [%+.2f, %+.2f] (%s donnes, graine %llu)."),
                     u->P, u->spec[best], best + 1, r->mean[best], r->mean[best] - r->hw[best],
                     r->mean[best] + r->hw[best], count(r->deals, nd), (unsigned long long)r->seed);
    }
}

static void notes(out_table *t, const duel_run *u, int L)
{
    char desc[400], n1[32], n2[32];
    out_note(t, out_tr(L, "game", "jeu"), "%s", draw_game_describe(u->dg, desc, sizeof desc));
    label_conventions(t, &u->dp.r);
    out_field(t, "players", OUT_INT, "%d", u->P);
    out_field(t, "payoff_unit", OUT_STR, "antes per 100 deals");
    out_field(t, "rotate", OUT_BOOL, "%s", u->res.rotate ? "true" : "false");
    if (u->gamefile) {
        /* A shipped file is shown by its name under strategies/solved/, not
         * by the folder it was found in, so that the output (and
         * tables/REPORT.md) does not depend on where talon is built. */
        const char *shown = u->gamefile == u->solved ? u->solved_name : u->gamefile;
        out_note(t, "solution", out_tr(L, "%s (the game's parameters come from it)", "%s (les paramètres du jeu en viennent)"),
                 shown);
        out_field(t, "solution", OUT_STR, "%s", shown);
        eq_info in;
        char q[1024], w[256];
        if (eq_read_info(u->gamefile, &in, w, sizeof w) == TALON_OK) {   /* both figures, labelled (issue 25) */
            rep_eq_quality_text(&in, L, q, sizeof q);
            out_note(t, out_tr(L, "solution's quality", "qualité de la solution"), "%s", q);
        }
        uint64_t miss = 0, all = 0;
        for (int i = 0; i < u->P; i++)
            if (profile_kind_of(u->pf[i]) == PROFILE_FILE) {
                miss += u->res.defaults[i];
                all += u->res.decisions[i];
            }
        out_note(t, out_tr(L, "missing sets", "ensembles manquants"),
                 out_tr(L, "%s of %s decisions of the file profiles met a set the file lacks (played there: the "
                           "article's rules, model a's below 4 players; the shipped files of 3 players or more keep "
                           "the sets met in their own play and beside each seat leaving its path at random or as the "
                           "article, a, b or c: the whole strategy, from talon solve --out, lacks none)",
                        "%s des %s décisions des profils de fichier ont rencontré un ensemble absent du fichier "
                        "(joué là : les règles de l'article, celles du modèle a sous 4 joueurs ; les fichiers livrés "
                        "de 3 joueurs ou plus gardent les ensembles rencontrés dans leur propre jeu et à côté de "
                        "chaque place quittant son chemin au hasard ou comme l'article, a, b ou c : la stratégie "
                        "entière, de talon solve --out, n'en manque aucun)"),
                 count(miss, n1), count(all, n2));
    }
    out_note(t, out_tr(L, "seats", "places"), "%s",
             u->res.rotate ? out_tr(L, "rotating: deal j of each block of 65 536 puts profile i at seat (i + j) mod P "
                                       "(seat 1 speaks first)",
                                    "tournantes : la donne j de chaque bloc de 65 536 met le profil i à la place "
                                    "(i + j) mod P (la place 1 parle la première)")
                           : out_tr(L, "fixed: profile i at seat i (seat 1 speaks first)",
                                    "fixes : le profil i à la place i (la place 1 parle la première)"));
    out_note(t, out_tr(L, "method", "méthode"),
             out_tr(L, "Monte Carlo: %s deals, seed %llu, 95%% normal intervals; every action sampled from its "
                       "profile's probabilities; %s deals void (all checked)",
                    "Monte-Carlo : %s donnes, graine %llu, intervalles normaux à 95 %% ; chaque action tirée selon "
                    "les probabilités de son profil ; %s donnes nulles (parole partout)"),
             count(u->res.deals, n1), (unsigned long long)u->res.seed, count(u->res.void_deals, n2));
    /* the sum is 0 up to the last bits of the doubles: print 0 below 1e-9, so
     * the line does not depend on how the compiler contracts the additions */
    out_note(t, out_tr(L, "check", "contrôle"),
             out_tr(L, "the results sum to %.2g antes per 100 deals (0 up to rounding: every deal sums to 0)",
                    "les résultats totalisent %.2g ante pour 100 donnes (0 aux arrondis près : chaque donne totalise 0)"),
             fabs(u->res.total) < 1e-9 ? 0.0 : u->res.total);
    out_note(t, out_tr(L, "rule profiles", "profils à règles"),
             out_tr(L, "article: the article's opening table, its playable pairs to call, the article drawing strategy, "
                       "round 2 by strength (bet top 15%%, bluff half as often, call from 70%%, raise top 5%%); a/b/c: "
                       "talon open/call's thresholds of that model (%s deals an estimate), the same round 2 without the "
                       "bluff; docs/solver.md \"talon duel\"",
                    "article : la table d'ouverture de l'article, ses paires jouables pour suivre, la stratégie d'écart "
                    "de l'article, le tour 2 selon la force (mise avec les 15 %% meilleures, bluff moitié moins "
                    "souvent, suit à partir de 70 %%, relance avec les 5 %% meilleures) ; a/b/c : les seuils de talon "
                    "open/call pour ce modèle (%s donnes par estimation), le même tour 2 sans bluff ; "
                    "docs/solver.md \"talon duel\""),
             count(DUEL_MODEL_TRIALS, n1));
    cli_opts m = {.seed = u->res.seed};
    label_method_fields(t, m.seed, false, u->res.deals);
}

static void rows(out_table *t, const duel_run *u, int L)
{
    static const char *const COLS[][3] = {{"profile", "Profile", "Profil"},
                                          {"seat", "Seat", "Place"},
                                          {"antes_per_100", "Antes/100", "Antes/100"},
                                          {"ci_low", "CI low", "IC bas"},
                                          {"ci_high", "CI high", "IC haut"},
                                          {"decisions", "Decisions", "Décisions"},
                                          {"defaults", "Defaults", "Par défaut"}};
    static const enum out_type TYPES[] = {OUT_STR, OUT_STR, OUT_NUM, OUT_NUM, OUT_NUM, OUT_INT, OUT_INT};
    for (int c = 0; c < 7; c++)
        out_col(t, COLS[c][0], COLS[c][L ? 2 : 1], TYPES[c]);
    const duel_result *r = &u->res;
    for (int i = 0; i < u->P; i++) {
        char seat[16], shown[24];
        snprintf(seat, sizeof seat, r->rotate ? "all (%d)" : "%d", i + 1);
        snprintf(shown, sizeof shown, r->rotate ? out_tr(L, "all (%d)", "toutes (%d)") : "%d", i + 1);
        out_row(t);
        out_set_str(t, 0, u->spec[i]);
        out_set(t, 1, seat, shown);
        out_set_num(t, 2, r->mean[i], "%+.2f");
        out_set_num(t, 3, r->mean[i] - r->hw[i], "%+.2f");
        out_set_num(t, 4, r->mean[i] + r->hw[i], "%+.2f");
        out_set_int(t, 5, r->decisions[i]);
        out_set_int(t, 6, r->defaults[i]);
    }
}

/* The table, emitted and freed. */
static void emit(const cli_opts *o, duel_run *u)
{
    out_table t;
    char line[400];
    headline(line, sizeof line, u, o->lang);
    out_init(&t, out_tr(o->lang, "Duel: antes per 100 deals by profile", "Duel : antes pour 100 donnes par profil"));
    out_headline(&t, "%s", line);
    notes(&t, u, o->lang);
    rows(&t, u, o->lang);
    out_table *ts[] = {&t};
    cli_emit(ts, 1, o);
    out_free(&t);
}

int cmd_duel(const cli_opts *o)
{
    duel_run u;
    memset(&u, 0, sizeof u);
    seat_profiles(o, &u);
    resolve_game(o, &u);
    build(o, &u);
    mc_config cfg;
    cli_mc_config(o, &cfg);
    if (!o->trials_set)
        cfg.trials = DUEL_TRIALS;
    cli_mc_done(tab_duel(u.dg, &u.g, (const profile *const *)u.pf, !o->no_rotate, &cfg, &u.res));
    emit(o, &u);
    cli_opts md;
    if (cli_md_copy(o, &md)) {   /* talon tables' Markdown, from the same computation */
        emit(&md, &u);
        cli_md_copy_end();
    }
    for (int i = 0; i < u.P; i++) {
        bool shared = false;
        for (int j = 0; j < i; j++)
            shared |= u.pf[j] == u.pf[i];
        if (!shared)
            profile_free(u.pf[i]);
    }
    draw_game_free(u.dg);
    return 0;
}
