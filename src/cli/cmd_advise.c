/* cmd_advise.c - `talon advise HAND --players P --position K [--history H]`:
 * the equilibrium's frequencies for a hand in a spot of the draw game and
 * what each action is worth, from a solved strategy file (advise.h does
 * the work; this file parses, calls advise_run and formats).
 *
 * The default solution is shipped (found in talon's data folders by
 * cli_shipped_find, cli_data.h): draw-<P>p-<N>.tsf when there is one (both
 * opening sizes in one game), else the pair draw-<P>p-<N>-pot and -half
 * that scripts/solve ships, each a game with one opening size.  The
 * history's opening (o1, o0.5) picks the file of that size; before any
 * opening both are advised, one block of rows each (a frequency belongs to
 * its own game), and --bet pot or half asks for one.  --solution FILE names
 * one file.  Every bad input is one line and exit status 2 before any
 * output.
 */
#include <math.h>
#include <stdbool.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "advise.h"
#include "cli.h"
#include "cli_data.h"
#include "cli_deck.h"
#include "datadir.h"
#include "err.h"
#include "rep_eq.h"
#include "tab_duel.h"
#include "tab_equilibrium.h"

enum { C_GAME, C_ACTION, C_CODE, C_FREQ, C_EV, C_LO, C_HI, C_CI, C_N, C_NCOLS };

#define MAX_FILES 2

typedef struct advise_cli {
    advise_params p;
    int nfiles;
    advise_report rep[MAX_FILES];
    char path[MAX_FILES][DATADIR_PATH_MAX];
    char shown[MAX_FILES][128];  /* as the output names it: --solution's, or strategies/solved/NAME */
    char label[MAX_FILES][16];   /* "", or "pot", "half" for the shipped pair */
    char other[128];             /* the shipped game left out by --bet (its name), or "" */
    char hand[CARD_STR_MAX];
    int deck;
} advise_cli;

/* The shipped files for P players at this deck (see the top of the file):
 * the file of both sizes, else those of the pair whose size the history's
 * opening (or --bet) asks for. */
static void shipped(const cli_opts *o, advise_cli *u)
{
    static const char *const LABEL[] = {"", "pot", "half"};
    static const double SIZE[] = {0, 1.0, 0.5};
    char why[DATADIR_WHY_MAX];
    double open = 0;
    int rc = advise_history_open(u->p.history, &open, why, sizeof why);
    if (rc == TALON_E_PARSE)
        cli_usage_error("%s", why);
    bool opened = rc == TALON_OK;
    if (opened && o->bet >= 0 && fabs(open - SIZE[1 + o->bet]) > 1e-9)
        cli_usage_error("--bet %s: the history opens %g pot", LABEL[1 + o->bet], open);
    u->other[0] = 0;
    for (int i = 0; i < 3; i++) {
        bool wanted = i == 0 || (opened ? fabs(open - SIZE[i]) < 1e-9 : o->bet < 0 || o->bet == i - 1);
        char shown[sizeof u->shown[0]];
        if (!cli_shipped_find(o->players, u->deck, LABEL[i], u->path[u->nfiles], sizeof u->path[0], shown,
                              sizeof shown))
            continue;
        if (!wanted) {
            if (!opened)   /* left out by --bet: the note says how to ask for it */
                snprintf(u->other, sizeof u->other, "%s", shown);
            continue;
        }
        snprintf(u->shown[u->nfiles], sizeof u->shown[0], "%s", shown);
        snprintf(u->label[u->nfiles++], sizeof u->label[0], "%s", LABEL[i]);
        if (i == 0)
            return;   /* both sizes in one game */
    }
    if (u->nfiles == 0 && opened)
        cli_usage_error("no shipped solution for %d players at %d cards opens %g pot (the shipped games open a pot "
                        "or half a pot): give --solution FILE (talon solve --open-sizes %g --out FILE)",
                        o->players, u->deck, open, open);
    if (u->nfiles == 0) {
        char name[128];
        cli_usage_error("no shipped solution for %d players at %d cards (%s in talon's data folders: talon strategy "
                        "list shows them): give --solution FILE (talon solve --out FILE)", o->players, u->deck,
                        eq_shipped_name(o->players, u->deck, "pot", name, sizeof name));
    }
}

/* The model: only the equilibrium (a solved strategy file) is known. */
static void check_model(const cli_opts *o)
{
    if (o->model && strcmp(o->model, "equilibrium") != 0)
        cli_usage_error("--model must be equilibrium (a solved strategy file), not '%s'", o->model);
}

static void parse(const cli_opts *o, advise_cli *u)
{
    check_model(o);
    if (!o->players_set)
        cli_usage_error("advise needs --players P (2 to 8)");
    if (o->players > 8)
        cli_usage_error("--players must be 2 to 8 for the draw game, not %d", o->players);
    if (!o->position)
        cli_usage_error("advise needs --position K (1 = speaks first, up to %d)", o->players);
    if (o->position > o->players)
        cli_usage_error("--position %d is outside 1..%d", o->position, o->players);
    u->deck = cli_table_deck(o, o->players);   /* --deck N, else the article's deck: the shipped files' */
    rules r;
    cli_rules(o, u->deck, &r);
    advise_params_init(&u->p, o->players, &r);
    int n;
    u->p.hand = cli_cards(o, o->pos[0], u->deck, "hand", &n);
    if (n != 5)
        cli_usage_error("hand '%s' has %d card%s: give 5 cards", o->pos[0], n, n == 1 ? "" : "s");
    card_format(u->p.hand, o->notation != CARD_AUTO ? o->notation : card_detect(o->pos[0]), u->hand,
                sizeof u->hand);
    u->p.seat = o->position - 1;
    if (o->served) {
        u->p.served = cli_cards(o, o->served, u->deck, "served hand", &n);
        if (n != 5)
            cli_usage_error("served hand '%s' has %d card%s: give 5 cards", o->served, n, n == 1 ? "" : "s");
    }
    u->p.history = o->history ? o->history : "";
    u->p.drawn = o->drawn;
    if (o->solution) {
        if (o->bet >= 0)
            cli_usage_error("--bet picks a shipped solution: it cannot be given with --solution");
        snprintf(u->path[0], sizeof u->path[0], "%s", o->solution);
        snprintf(u->shown[0], sizeof u->shown[0], "%s", o->solution);
        u->nfiles = 1;
    } else {
        shipped(o, u);
    }
}

/* The play at the sets a file lacks: talon duel's (the article's rules;
 * model a's below 4 players), so advise and duel play such sets alike. */
static int fallback(const draw_game *dg, const cfr_game *g, const mc_config *mc, profile **out)
{
    mc_config c = *mc;
    c.seed = 1;
    c.progress = NULL;
    return duel_fallback(dg, g, DUEL_MODEL_TRIALS, &c, out);
}

static void run(const cli_opts *o, advise_cli *u)
{
    for (int f = 0; f < u->nfiles; f++) {
        cli_mc_config(o, &u->p.mc);
        u->p.mc.precision = 0;
        u->p.solution = u->path[f];
        u->p.fallback = fallback;
        int rc = advise_run(&u->p, &u->rep[f]);
        cli_mc_done(rc == TALON_E_CANCEL ? rc : TALON_OK);
        if (rc == TALON_E_NOMEM)
            cli_fail("%s", u->rep[f].why);
        if (rc != TALON_OK)
            cli_usage_error("%s", u->rep[f].why);
    }
}

/* An action for people: "open 1" -> "opens pot" (verb) or "open pot";
 * French "ouvre au pot" / "ouvrir au pot" (poker fermé's words: parler,
 * ouvrir, miser, passer, suivre, relancer, demander N cartes). */
static void say(const char *name, bool verb, int lang, char *buf, size_t size)
{
    static const char *const VERBS[][5] = {
        {"check", "checks", "parler", "parle"},     {"open", "opens", "ouvrir", "ouvre"},
        {"bet", "bets", "miser", "mise"},           {"fold", "folds", "passer", "passe"},
        {"call", "calls", "suivre", "suit"},        {"raise", "raises", "relancer", "relance"},
        {"draw", "draws", "demander", "demande"}};
    char word[16] = "";
    double x = 0;
    int n = sscanf(name, "%15s %lf", word, &x);
    const char *w = word;
    for (size_t i = 0; i < sizeof VERBS / sizeof VERBS[0]; i++)
        if (strcmp(word, VERBS[i][0]) == 0)
            w = VERBS[i][2 * (lang != 0) + verb];
    if (n < 2)
        snprintf(buf, size, "%s", w);
    else if (strcmp(word, "draw") == 0)
        snprintf(buf, size, lang ? "%s %g carte%s" : "%s %g", w, x, x > 1 ? "s" : "");
    else if (x == 1)
        snprintf(buf, size, lang ? "%s au pot" : "%s pot", w);
    else if (x == 0.5)
        snprintf(buf, size, lang ? "%s à demi-pot" : "%s half pot", w);
    else
        snprintf(buf, size, lang ? "%s à %g pot" : "%s %g pot", w, x);
}

/* "checks 62% and opens pot 38%" (actions at 0.5% or more). */
static void freq_phrase(const advise_report *r, int lang, char *buf, size_t size)
{
    int shown[CFR_MAX_ACTIONS], n = 0;
    for (int a = 0; a < r->nact; a++)
        if (r->act[a].freq >= 0.005)
            shown[n++] = a;
    size_t k = 0;
    buf[0] = 0;
    for (int i = 0; i < n && k < size; i++) {
        char v[40];
        say(r->act[shown[i]].name, true, lang, v, sizeof v);
        k += (size_t)snprintf(buf + k, size - k, lang ? "%s%s %.0f %%" : "%s%s %.0f%%",
                              i == 0 ? "" : i == n - 1 ? out_tr(lang, " and ", " et ") : ", ", v,
                              100 * r->act[shown[i]].freq);
    }
}

/* One game's answer: what the equilibrium does, the best action's worth
 * against the most played other action (or the next best). */
static void answer(const advise_cli *u, int f, int lang, char *buf, size_t size)
{
    const advise_report *r = &u->rep[f];
    int best = 0, other = -1;
    for (int a = 1; a < r->nact; a++)
        if (r->act[a].ev > r->act[best].ev)
            best = a;
    for (int a = 0; a < r->nact; a++)
        if (a != best && (other < 0 || (r->has_freq ? r->act[a].freq > r->act[other].freq
                                                    : r->act[a].ev > r->act[other].ev)))
            other = a;
    char fq[300], bn[40], on[40], alt[160] = "";
    freq_phrase(r, lang, fq, sizeof fq);
    say(r->act[best].name, false, lang, bn, sizeof bn);
    if (other >= 0) {
        say(r->act[other].name, false, lang, on, sizeof on);
        snprintf(alt, sizeof alt, out_tr(lang, " against %s %+.2f [%+.2f, %+.2f]", " contre %s %+.2f [%+.2f, %+.2f]"),
                 on, r->act[other].ev, r->act[other].lo, r->act[other].hi);
    }
    if (r->has_freq)
        snprintf(buf, size, out_tr(lang, "%s %s; %s is worth %+.2f antes [%+.2f, %+.2f]%s.",
                                   "%s %s ; %s vaut %+.2f antes [%+.2f, %+.2f]%s."),
                 u->hand, fq, bn, r->act[best].ev, r->act[best].lo, r->act[best].hi, alt);
    else
        snprintf(buf, size, out_tr(lang, "the solution has no entry for %s here (%s); %s is worth %+.2f antes "
                                         "[%+.2f, %+.2f]%s.",
                                   "la solution n'a rien pour %s ici (%s) ; %s vaut %+.2f antes [%+.2f, %+.2f]%s."),
                 u->hand, r->cls_name, bn, r->act[best].ev, r->act[best].lo, r->act[best].hi, alt);
}

/* The answer first: one sentence per game ("in the pot-opening game, ..."). */
static void headline(out_table *t, const cli_opts *o, const advise_cli *u)
{
    const int L = o->lang;
    char text[2000], one[800];
    size_t k = (size_t)snprintf(text, sizeof text,
                                out_tr(L, "At position %d of %d at %d cards, ", "En position %d sur %d à %d cartes, "),
                                o->position, o->players, u->deck);
    for (int f = 0; f < u->nfiles && k < sizeof text; f++) {
        answer(u, f, L, one, sizeof one);
        bool pot = strcmp(u->label[f], "pot") == 0;
        const char *game = !u->label[f][0] ? "" : pot ? out_tr(L, "pot-opening", "à ouverture au pot")
                                                      : out_tr(L, "half-pot", "à ouverture à demi-pot");
        if (game[0])
            k += (size_t)snprintf(text + k, sizeof text - k, out_tr(L, "%s the %s game, %s", "%s le jeu %s, %s"),
                                  f ? out_tr(L, "  In", "  Dans") : out_tr(L, "in", "dans"), game, one);
        else
            k += (size_t)snprintf(text + k, sizeof text - k, "%s", one);
    }
    out_headline(t, "%s", text);
}

/* The notes of game f (one key per game: "deals pot", "deals half"): its
 * file and quality, the information set, the deals, the missing sets and
 * the spot's value. */
static void game_notes(out_table *t, int L, const advise_cli *u, const advise_report *r, int f)
{
    /* One key per game (a JSON object's keys are distinct): "deals pot", "deals half". */
    char key[80], nu[40];
#define GAME_KEY(en, fr) (snprintf(key, sizeof key, "%s%s%s", out_tr(L, en, fr), u->label[f][0] ? " " : "", u->label[f]), key)
    /* a shipped file by its name in the data folder, as the other commands name it (not this machine's path) */
    out_note(t, GAME_KEY("solution", "solution"), "%s; %s", u->shown[f], r->game_id);
    eq_info in;
    char q[1024], w[256];
    if (eq_read_info(u->path[f], &in, w, sizeof w) == TALON_OK) {   /* both figures, labelled (issue 25) */
        rep_eq_quality_text(&in, L, q, sizeof q);
        out_note(t, GAME_KEY("quality", "qualité"), "%s", q);
    }
    out_note(t, GAME_KEY("information set", "ensemble d'information"), "%s (key %016llx)%s", r->infoset,
             (unsigned long long)r->key,
             r->has_freq ? "" : out_tr(L, ": NOT in the file, no frequencies", " : ABSENT du fichier, pas de fréquences"));
    out_group_digits(r->used, nu, sizeof nu);
    out_note(t, GAME_KEY("deals", "donnes"), out_tr(L, "%s with weight > 0, %.0f effective", "%s de poids > 0, %.0f effectives"),
             nu, r->ess);
    if (r->missing)
        out_note(t, GAME_KEY("missing sets", "ensembles manquants"),
                 out_tr(L, "%llu of %llu continuation decisions met a set the file lacks (played there: the "
                           "article's rules, model a's below 4 players, as in talon duel)",
                        "%llu des %llu décisions de la suite ont rencontré un ensemble absent du fichier (joué "
                        "là : les règles de l'article, celles du modèle a sous 4 joueurs, comme dans talon duel)"),
                 (unsigned long long)r->missing, (unsigned long long)r->decisions);
    if (r->file_fold > 0)
        out_note(t, GAME_KEY("quads", "carré"),
                 out_tr(L, "the file folds %.1f%% at this set; quads or better never fold (talon strategy convert "
                           "--never's rule, which a file's set may miss: its bucket or class may hold weaker hands "
                           "too, or the file was not cleared): the frequencies call instead",
                        "le fichier se couche %.1f%% du temps dans cet ensemble ; un carré ou mieux ne se couche "
                        "jamais (la règle de talon strategy convert --never, qui peut manquer un ensemble d'un "
                        "fichier : sa classe peut tenir aussi des mains plus faibles, ou le fichier n'a pas été "
                        "nettoyé) : les fréquences suivent à la place"),
                 100 * r->file_fold);
    if (r->has_freq)
        out_note(t, GAME_KEY("spot value", "valeur de la situation"),
                 out_tr(L, "%+.3f antes [%+.3f, %+.3f] (the equilibrium's mix of the actions)",
                        "%+.3f antes [%+.3f, %+.3f] (le mélange d'actions de l'équilibre)"),
                 r->value, r->value_lo, r->value_hi);
#undef GAME_KEY
}

static void notes(out_table *t, const cli_opts *o, const advise_cli *u)
{
    const int L = o->lang;
    const advise_report *r = &u->rep[0];
    static const char *const ROUND[][2] = {
        [DRAW_PH_BET1] = {"betting round 1 (before the draw)", "tour d'enchères 1 (avant l'écart)"},
        [DRAW_PH_DRAW] = {"the draw", "l'écart"},
        [DRAW_PH_BET2] = {"betting round 2 (after the draw)", "tour d'enchères 2 (après l'écart)"}};
    out_note(t, out_tr(L, "spot", "situation"),
             out_tr(L, "%s; history %s%s%s; pot %.4g antes, %.4g to call, %.4g of them his",
                    "%s ; historique %s%s%s ; pot %.4g antes, %.4g à suivre, dont %.4g des siens"),
             ROUND[r->phase][L != 0], u->p.history[0] ? u->p.history : out_tr(L, "(none)", "(aucun)"),
             u->p.drawn ? out_tr(L, ", drawn ", ", demandes ") : "", u->p.drawn ? u->p.drawn : "", r->pot, r->to_call,
             r->in);
    out_note(t, out_tr(L, "hand", "main"), "%s (%s: %s)", u->hand,
             r->phase == DRAW_PH_BET2 ? out_tr(L, "final hand, bucket", "main finale, case")
                                      : out_tr(L, "served hand, class", "main servie, classe"),
             r->cls_name);
    if (u->p.served) {
        char sv[CARD_STR_MAX];
        card_format(u->p.served, o->notation != CARD_AUTO ? o->notation : card_detect(o->served), sv, sizeof sv);
        out_note(t, out_tr(L, "served", "servie"),
                 out_tr(L, "%s (the hand dealt before the draw: its class and its discards place the spot)",
                        "%s (la main donnée avant l'échange : sa classe et ses écarts placent la situation)"),
                 sv);
    }
    char nd[40];
    out_group_digits(r->trials, nd, sizeof nd);
    out_note(t, out_tr(L, "EV model", "modèle d'espérance"),
             out_tr(L, "hero's net gain in antes (chips already in count as lost), each action taken then every seat "
                       "following the equilibrium to the end; Monte Carlo: %s deals of the others' hands from the rest "
                       "of the deck, each weighted by the probability the equilibrium gives their actions of the "
                       "history (importance sampling), seed %llu, 95%% intervals",
                    "gain net du joueur en antes (les jetons déjà misés comptent comme perdus), chaque action jouée "
                    "puis chaque place suivant l'équilibre jusqu'au bout ; Monte-Carlo : %s donnes des mains des "
                    "autres dans le reste du jeu, chacune pondérée par la probabilité que l'équilibre donne à leurs "
                    "actions de l'historique (échantillonnage préférentiel), graine %llu, intervalles à 95 %%"),
             nd, (unsigned long long)o->seed);
    for (int f = 0; f < u->nfiles; f++) {
        r = &u->rep[f];
        game_notes(t, L, u, r, f);
    }
    if (u->other[0])
        out_note(t, out_tr(L, "other game", "autre jeu"),
                 out_tr(L, "--bet %s for the game of %s openings (%s)", "--bet %s pour le jeu des ouvertures %s (%s)"),
                 o->bet == 0 ? "half" : "pot", o->bet == 0 ? out_tr(L, "half-pot", "à la moitié du pot")
                                                           : out_tr(L, "pot", "au pot"), u->other);
    /* The same facts for a program (JSON). */
    label_conventions(t, &u->p.game.r);
    out_field(t, "players", OUT_INT, "%d", o->players);
    out_field(t, "position", OUT_INT, "%d", o->position);
    out_field(t, "payoff_unit", OUT_STR, "antes");
    out_field(t, "round", OUT_INT, "%d", r->phase == DRAW_PH_BET2 ? 2 : 1);
    out_field_num(t, "pot", r->pot);
    out_field_num(t, "to_call", r->to_call);
    label_method_fields(t, o->seed, false, r->trials);
}

static void columns(out_table *t, const advise_cli *u, int L)
{
    static const char *const COLS[][3] = {{"game", "Game", "Jeu"},
                                          {"action", "Action", "Action"},
                                          {"code", "Code", "Code"},
                                          {"frequency", "Frequency", "Fréquence"},
                                          {"ev", "EV (antes)", "Espérance (antes)"},
                                          {"ci_low", "CI low", "IC bas"},
                                          {"ci_high", "CI high", "IC haut"},
                                          {"ci", "95% interval", "Intervalle à 95 %"},
                                          {"deals", "Deals", "Donnes"}};
    static const enum out_type TYPES[] = {OUT_STR, OUT_STR, OUT_STR, OUT_NUM, OUT_NUM, OUT_NUM, OUT_NUM, OUT_STR, OUT_INT};
    for (int c = 0; c < C_NCOLS; c++)
        out_col(t, COLS[c][0], COLS[c][L ? 2 : 1], TYPES[c]);
    if (u->nfiles == 1)
        out_hide(t, C_GAME);
    out_hide(t, C_LO);
    out_hide(t, C_HI);
    out_display_only(t, C_CI);
}

static void rows(out_table *t, const advise_cli *u, int L)
{
    for (int f = 0; f < u->nfiles; f++) {
        const advise_report *r = &u->rep[f];
        for (int a = 0; a < r->nact; a++) {
            const advise_action *x = &r->act[a];
            out_row(t);
            const char *g = u->label[f][0] ? u->label[f] : "file";
            out_set(t, C_GAME, g, !L ? g : strcmp(g, "pot") == 0 ? "pot" : strcmp(g, "half") == 0 ? "demi-pot" : "fichier");
            char shown[48];   /* the data keep the game's name ("open 0.5"), people read French with --lang fr */
            if (L)
                say(x->name, false, L, shown, sizeof shown);
            out_set(t, C_ACTION, x->name, L ? shown : x->name);
            out_set_str(t, C_CODE, x->code);
            if (r->has_freq)
                out_set_prob(t, C_FREQ, x->freq);
            else
                out_set(t, C_FREQ, "", "-");
            out_set_num(t, C_EV, x->ev, "%+.3f");
            out_set_num(t, C_LO, x->lo, "%+.3f");
            out_set_num(t, C_HI, x->hi, "%+.3f");
            char ci[64];
            if (x->exact)
                snprintf(ci, sizeof ci, "exact");
            else
                snprintf(ci, sizeof ci, "[%+.3f, %+.3f]", x->lo, x->hi);
            out_set(t, C_CI, ci, ci);
            out_set_int(t, C_N, r->used);
        }
    }
}

int cmd_advise(const cli_opts *o)
{
    /* Static, not on the heap: a usage error exits from inside parse or run,
     * and a block held only in a register would then read as a leak. */
    static advise_cli store;
    advise_cli *u = &store;
    memset(u, 0, sizeof *u);
    parse(o, u);
    run(o, u);
    out_table t;
    char title[320];
    char dn[40];
    label_deck_name_lang(u->deck, o->lang, dn, sizeof dn);
    snprintf(title, sizeof title,
             out_tr(o->lang, "Advice for %s at position %d of %d, %s (equilibrium)",
                    "Conseil pour %s en position %d sur %d, %s (équilibre)"),
             u->hand, o->position, o->players, dn);
    out_init(&t, title);
    headline(&t, o, u);
    notes(&t, o, u);
    columns(&t, u, o->lang);
    rows(&t, u, o->lang);
    out_table *ts[1] = {&t};
    cli_emit(ts, 1, o);
    out_free(&t);
    return 0;
}
