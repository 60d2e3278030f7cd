/* cmd_open.c - `talon open`: the weakest hand that may open at pot and at
 * half pot, by position, for 4 to 8 players, in three models, beside the
 * article's table "Paire nécessaire pour : Pot / demi-pot".
 *
 * Every table is computed (tab_open) before anything is printed.  Text and
 * md show one wide table per player count (position, the article, each
 * model as "pot / half", which models give the article's cell) and, for
 * several player counts, a summary of the fit; csv and json are tidy: one
 * row per player count, position, bet and model, with the estimates that
 * decided the cell.  Model (a) uses the article's printed "Jeux ayant plus
 * que…" cells where the article prints the deck, and is also computed
 * with our exact class frequencies ("a-exact"): the notes say where the
 * two differ.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "cli_deck.h"
#include "dclass.h"
#include "err.h"
#include "tab_atleast.h"
#include "tab_open.h"

/* Default deals per class estimate: (b) is cheap, (c) deals and draws a
 * whole table.  With these the 4..8-player table takes about 20 s on two
 * cores (bench/RESULTS.md). */
#define OPEN_TRIALS_B 60000
#define OPEN_TRIALS_C 30000

static const char *const MODEL_KEY[OPEN_MODELS] = {"a", "b", "c"};

unsigned cli_open_models(const cli_opts *o)
{
    if (!o->model || strcmp(o->model, "all") == 0)
        return 7;
    unsigned m = 0;
    const char *p = o->model;
    while (*p) {
        const char *comma = strchr(p, ',');
        size_t len = comma ? (size_t)(comma - p) : strlen(p);
        int k = -1;
        for (int i = 0; i < OPEN_MODELS; i++)
            if (len == 1 && p[0] == MODEL_KEY[i][0])
                k = i;
        if (k < 0)
            cli_usage_error("--model must be a, b, c, a list such as a,b, all, or equilibrium, not '%s'", o->model);
        m |= 1u << k;
        p += len;
        if (*p == ',')
            p++;
    }
    if (!m)
        cli_usage_error("--model must be a, b, c, a list such as a,b, all, or equilibrium, not '%s'", o->model);
    return m;
}

uint64_t cli_open_trials(const cli_opts *o, uint64_t dflt)
{
    if (o->trials_set)
        return o->trials;
    if (o->precision > 0)   /* a 95% half-width of at most P at p = 1/2: 1.96^2 / (4 P^2) deals */
        return (uint64_t)ceil(0.9604 / (o->precision * o->precision));
    return dflt;
}

const char *cli_open_class(const rules *r, int cls, int lang, char *buf, size_t size)
{
    static const char *const FR_RANK[CARD_RANKS] = {"Deux", "Trois", "Quatre", "Cinq", "Six",  "Sept", "Huit",
                                                    "Neuf", "Dix",   "Valet",  "Dame", "Roi", "As"};
    if (cls == OPEN_NONE) {
        snprintf(buf, size, "%s", lang ? "aucune" : "no hand");
    } else if (cls == DCLASS_NOTHING) {
        snprintf(buf, size, "%s", lang ? "toute main" : "any hand");
    } else if (dclass_pair_rank(cls) >= 0) {
        if (lang)
            snprintf(buf, size, "%s", FR_RANK[dclass_pair_rank(cls)]);
        else
            dclass_key(r, cls, buf, size);
    } else if (cls == DCLASS_DRAW) {
        snprintf(buf, size, "%s", lang ? "Tirage" : "draw");
    } else {
        dclass_name(r, cls, lang, buf, size);
        if (!lang)
            for (char *p = buf; *p; p++)
                if (*p >= 'A' && *p <= 'Z')
                    *p = (char)(*p - 'A' + 'a');
    }
    return buf;
}

/* "AA", "AA?" (undecided), "QQ, not draw" (the draw fails above it), "-". */
static void cell_text(const rules *r, const open_cell *c, int lang, char *buf, size_t size)
{
    if (!c->reachable) {
        snprintf(buf, size, "-");
        return;
    }
    char name[DCLASS_NAME_MAX];
    cli_open_class(r, c->cls, lang, name, sizeof name);
    snprintf(buf, size, "%s%s%s", name, c->decided ? "" : "?",
             c->exceptions ? (lang ? " sauf tirage" : ", not draw") : "");
}

static const char *ordinal(int pos, int lang)
{
    static const char *const EN[] = {"1st", "2nd", "3rd", "4th", "5th", "6th", "7th", "8th", "9th", "10th"};
    static const char *const FR[] = {"1er", "2e", "3e", "4e", "5e", "6e", "7e", "8e", "9e", "10e"};
    return lang ? FR[pos] : EN[pos];
}

/* Everything computed for one player count. */
typedef struct open_job {
    int players, deck;
    rules r;
    bool article;                /* the deck is the article's for these players: compare */
    bool printed_q;              /* model (a) uses the article's printed cells */
    open_table t[OPEN_MODELS];
    open_table a_exact;          /* model (a) with exact frequencies (when printed_q) */
    int article_cls[OPEN_MAX_PLAYERS][OPEN_BETS];
} open_job;

static bool fits(const open_job *j, const open_table *t, int pos, int b)
{
    const open_cell *c = &t->cell[pos][b];
    return j->article && c->reachable && c->cls == j->article_cls[pos][b] && !c->exceptions;
}

void cli_open_run(const cli_opts *o, const rules *r, int P, int m, bool printed_q, const strategy *s, uint64_t dflt,
                  open_query *q, open_table *out)
{
    *q = (open_query){.players = P,
                      .model = (enum open_model)m,
                      .passers = (enum open_passers)o->passers,
                      .callers = o->callers,
                      .article_q = m == OPEN_MODEL_A && printed_q,
                      .strategy = s,
                      .trials = cli_open_trials(o, dflt)};
    mc_config cfg;
    cli_mc_config(o, &cfg);
    int rc = tab_open(r, q, &cfg, out);
    if (rc == TALON_E_RANGE)
        cli_usage_error("%d players cannot be dealt from %d cards", P, r->deck_size);
    cli_mc_done(rc);
}

static void compute(const cli_opts *o, unsigned models, const strategy *s, open_job *j)
{
    const int P = j->players;
    cli_rules(o, j->deck, &j->r);
    double pct;
    bool trunc;
    j->printed_q = tab_atleast_article(j->deck, "AA", &pct, &trunc) == TALON_OK;
    j->article = j->deck == deck_for_players(P);
    for (int pos = 0; pos < P; pos++)
        for (int b = 0; b < OPEN_BETS; b++) {
            const char *key;
            j->article_cls[pos][b] = OPEN_NONE;
            if (j->article && tab_open_article(P, pos + 1, b, &key, NULL) == TALON_OK &&
                dclass_parse(&j->r, key, &j->article_cls[pos][b]) != TALON_OK)
                j->article_cls[pos][b] = OPEN_NONE;
        }
    for (int m = 0; m < OPEN_MODELS; m++) {
        if (!(models >> m & 1))
            continue;
        open_query q;
        cli_open_run(o, &j->r, P, m, j->printed_q, s, m == OPEN_MODEL_C ? OPEN_TRIALS_C : OPEN_TRIALS_B, &q,
                     &j->t[m]);
        if (m == OPEN_MODEL_A && j->printed_q) {
            mc_config cfg;
            cli_mc_config(o, &cfg);
            q.article_q = false;
            cli_mc_done(tab_open(&j->r, &q, &cfg, &j->a_exact));
        }
    }
}

/* ---- text and md: one wide table per player count --------------------------------- */

enum { W_POS, W_ART, W_A, W_B, W_C, W_FITS, W_N };

/* Model (a)'s note, and where our exact class frequencies would change
 * its thresholds (when it uses the article's printed ones). */
static void notes_model_a(const cli_opts *o, const open_job *j, out_table *t)
{
    if (!j->printed_q) {
        out_note(t, "model a", "the article's method: independent hands, P(class) from our exact class "
                               "frequencies (the article prints no column for %d cards), exact arithmetic",
                 j->deck);
        return;
    }
    out_note(t, "model a",
             "the article's method: independent hands, P(class) from its printed \"Jeux ayant plus "
             "que...\" column for %d cards (exact counts where it prints nothing), exact arithmetic",
             j->deck);
    char buf[600];
    int n = 0;
    size_t l = 0;
    buf[0] = 0;
    for (int pos = 0; pos < j->players; pos++)
        for (int b = 0; b < OPEN_BETS; b++) {
            const open_cell *x = &j->t[OPEN_MODEL_A].cell[pos][b], *y = &j->a_exact.cell[pos][b];
            if (x->cls == y->cls && x->reachable == y->reachable)
                continue;
            char s1[64], s2[64];
            cell_text(&j->r, x, o->lang, s1, sizeof s1);
            cell_text(&j->r, y, o->lang, s2, sizeof s2);
            if (l < sizeof buf)
                l += (size_t)snprintf(buf + l, sizeof buf - l, "%s%s %s %s -> %s", n ? "; " : "", ordinal(pos, 0),
                                      b ? "half" : "pot", s1, s2);
            n++;
        }
    out_note(t, "model a, exact q", "with our exact class frequencies instead: %s", n ? buf : "the same thresholds");
}

static void notes_model(const cli_opts *o, const open_job *j, unsigned models, const strategy *s, out_table *t)
{
    char al[80], buf[600];
    cli_ace_low_name(&j->r, al, sizeof al);
    out_note(t, "ace-low", "%s", al);
    out_note(t, "order", "%s", rules_order_name(j->r.order));
    int len = snprintf(buf, sizeof buf, "nothing < pair (by rank) < playable draw");
    for (int k = DCLASS_TWO_PAIR; k < DCLASS_COUNT && len > 0 && (size_t)len < sizeof buf; k++) {
        char name[DCLASS_NAME_MAX];
        len += snprintf(buf + len, sizeof buf - (size_t)len, " < %s", cli_open_class(&j->r, k, 0, name, sizeof name));
    }
    out_note(t, "classes", "%s", buf);
    double ap = open_alpha(OPEN_POT, o->callers), ah = open_alpha(OPEN_HALF, o->callers);
    if (o->callers > 0)
        out_note(t, "level",
                 "open when P(win) >= B/(M+(1+K)B): pot M, bet B (M at pot, M/2 at half pot), K = %g callers "
                 "paying the bet when the opener wins: %.4f at pot, %.4f at half pot (1/2 and 1/3 without callers)",
                 o->callers, ap, ah);
    else
        out_note(t, "level",
                 "open at pot when P(win) >= 1/2, at half pot when P(win) >= 1/3 (the opener gains the pot M when "
                 "he wins, loses his bet B when he loses: break-even at B/(M+B)); --callers K adds K bets to the gain");
    out_note(t, "passers",
             o->passers ? "each earlier player holds a hand he would not open with in this column (as if every "
                          "player opened at this size only); he stays in and may call, so he is an opponent, "
                          "conditioned on having passed"
                        : "each earlier player holds a hand he would not open with at half pot (his half-pot "
                          "threshold), and stays in: he may call, so he is an opponent, conditioned on having passed");
    out_note(t, "win", "(a), (b): no other player holds a higher class, a tie on class counting as a win (the "
                       "article's 63.2%%^3 example); (c): no better hand at the showdown after the draw");
    out_note(t, "threshold", "the weakest class that wins that often, every stronger class too (a failing "
                             "playable draw excepted: \"not draw\"); '?' = not decided at this precision (a 95%% "
                             "interval holds the level); '-' = never reached (an earlier player always opens)");
    if (models & 1u << OPEN_MODEL_A)
        notes_model_a(o, j, t);
    char nb[40];
    if (models & 1u << OPEN_MODEL_B) {
        out_group_digits(j->t[OPEN_MODEL_B].trials, nb, sizeof nb);
        out_note(t, "model b",
                 "before the draw with card removal: %d hands from one deck, the deal conditioned on the passers' "
                 "hands (rejection); Monte Carlo, %s deals per class estimate (x4, x16 near the level), seed %llu",
                 j->players, nb, (unsigned long long)o->seed);
    }
    if (models & 1u << OPEN_MODEL_C) {
        out_group_digits(j->t[OPEN_MODEL_C].trials, nb, sizeof nb);
        out_note(t, "model c",
                 "after the draw: model b's deal, then every player draws by the strategy '%s' (the four-card "
                 "rule, re-shuffled discards); a hand it folds is out, the others go to the showdown; the opener "
                 "always plays; Monte Carlo, %s deals per class estimate (x4, x16 near the level), seed %llu",
                 s->name, nb, (unsigned long long)o->seed);
    }
}

/* The undecided cells with their intervals, one note. */
static void notes_undecided(const open_job *j, unsigned models, out_table *t)
{
    char buf[1200];
    size_t l = 0;
    int n = 0;
    for (int m = OPEN_MODEL_B; m < OPEN_MODELS; m++) {
        if (!(models >> m & 1))
            continue;
        for (int pos = 0; pos < j->players; pos++)
            for (int b = 0; b < OPEN_BETS; b++) {
                const open_cell *c = &j->t[m].cell[pos][b];
                if (!c->reachable || c->decided || l >= sizeof buf)
                    continue;
                char s1[48], s2[48];
                cli_open_class(&j->r, c->cls, 0, s1, sizeof s1);
                cli_open_class(&j->r, c->weaker, 0, s2, sizeof s2);
                l += (size_t)snprintf(buf + l, sizeof buf - l,
                                      "%s(%s) %s %s: %s %.4f [%.4f, %.4f], %s %.4f [%.4f, %.4f], level %.4f",
                                      n ? "; " : "", MODEL_KEY[m], ordinal(pos, 0), b ? "half" : "pot", s1, c->at.p,
                                      c->at.lo, c->at.hi, s2, c->below.p, c->below.lo, c->below.hi, c->alpha);
                n++;
            }
    }
    if (n)
        out_note(t, "undecided", "%s", buf);
    /* Classes below a threshold that reach the level by themselves. */
    l = 0;
    n = 0;
    for (int m = OPEN_MODEL_B; m < OPEN_MODELS; m++) {
        if (!(models >> m & 1))
            continue;
        for (int pos = 0; pos < j->players; pos++)
            for (int b = 0; b < OPEN_BETS; b++) {
                const open_cell *c = &j->t[m].cell[pos][b];
                if (!c->reachable || !c->holes || l >= sizeof buf)
                    continue;
                l += (size_t)snprintf(buf + l, sizeof buf - l, "%s(%s) %s %s:", n ? "; " : "", MODEL_KEY[m],
                                      ordinal(pos, 0), b ? "half" : "pot");
                for (int k = 0; k < DCLASS_COUNT && l < sizeof buf; k++)
                    if (c->holes >> k & 1) {
                        char nm[DCLASS_NAME_MAX];
                        l += (size_t)snprintf(buf + l, sizeof buf - l, " %s", dclass_key(&j->r, k, nm, sizeof nm));
                    }
                n++;
            }
    }
    if (n)
        out_note(t, "below",
                 "classes under a threshold that reach the level by themselves (the next stronger class does not: "
                 "they do not open by the threshold rule): %s",
                 buf);
}

/* One bet size of the headline: "two pair in the 1st seat, AA in the 2nd"
 * (the reachable seats) into buf at *l. */
static void headline_bet(const cli_opts *o, const open_job *j, const open_table *tb, int b, char *buf, size_t size,
                         size_t *l)
{
    const int L = o->lang;
    int k = 0;
    for (int pos = 0; pos < j->players && *l < size; pos++) {
        const open_cell *c = &tb->cell[pos][b];
        if (!c->reachable)
            continue;
        char cell[64];
        cli_open_class(&j->r, c->cls, L, cell, sizeof cell);
        const char *exc = c->exceptions ? (L ? " (sauf un tirage)" : " (but not a draw)") : "";
        if (L)
            *l += (size_t)snprintf(buf + *l, size - *l, "%s%s%s%s en position %d", k ? ", " : "", cell,
                                   c->decided ? "" : "?", exc, pos + 1);
        else
            *l += (size_t)snprintf(buf + *l, size - *l, "%s%s%s%s in the %s seat", k ? ", " : "", cell,
                                   c->decided ? "" : "?", exc, ordinal(pos, 0));
        k++;
    }
    if (!k && *l < size)
        *l += (size_t)snprintf(buf + *l, size - *l, "%s", L ? "jamais" : "never");
}

/* The answer for one player count under the most realistic model asked
 * for ((c) after the draw, else (b), else (a)): the weakest hand to open
 * at pot and at half pot, seat by seat. */
static void headline(const cli_opts *o, const open_job *j, unsigned models, const strategy *s, char *buf, size_t size)
{
    const int L = o->lang;
    int m = models & 1u << OPEN_MODEL_C ? OPEN_MODEL_C : models & 1u << OPEN_MODEL_B ? OPEN_MODEL_B : OPEN_MODEL_A;
    static const char *const MODEL_EN[] = {"the article's method, independent hands", "before the draw, card removal",
                                           "after the draw"};
    static const char *const MODEL_FR[] = {"la méthode de l'article, mains indépendantes",
                                           "avant l'échange, retrait des cartes", "après l'échange"};
    size_t l = (size_t)snprintf(buf, size, L ? "À %d joueurs (%d cartes), %s (modèle %s%s%s) : ouvrez au pot avec au moins "
                                             : "At %d players (%d cards), %s (model %s%s%s): open at pot with at least ",
                                j->players, j->deck, L ? MODEL_FR[m] : MODEL_EN[m], MODEL_KEY[m],
                                m == OPEN_MODEL_C ? (L ? ", stratégie d'écart " : ", drawing strategy ") : "",
                                m == OPEN_MODEL_C ? s->name : "");
    headline_bet(o, j, &j->t[m], OPEN_POT, buf, size, &l);
    if (l < size)
        l += (size_t)snprintf(buf + l, size - l, "%s", L ? " ; au demi-pot avec au moins " : "; at half pot with at least ");
    headline_bet(o, j, &j->t[m], OPEN_HALF, buf, size, &l);
    int never = 0, undecided = 0, any = 0;
    for (int pos = 0; pos < j->players; pos++) {
        never += !j->t[m].cell[pos][OPEN_POT].reachable && !j->t[m].cell[pos][OPEN_HALF].reachable;
        for (int b = 0; b < OPEN_BETS; b++) {
            const open_cell *c = &j->t[m].cell[pos][b];
            undecided += c->reachable && !c->decided;
            any += c->reachable && c->cls == DCLASS_NOTHING;
        }
    }
    if (l < size)
        l += (size_t)snprintf(buf + l, size - l, "%s", ".");
    if (never && l < size)
        l += (size_t)snprintf(buf + l, size - l,
                              L ? " Les %d dernières positions n'ouvrent jamais (un joueur précédent a toujours ouvert)."
                                : " The last %d seat%s never open%s: an earlier player always has.",
                              never, !L && never > 1 ? "s" : "", !L && never == 1 ? "s" : "");
    if (undecided && l < size)
        l += (size_t)snprintf(buf + l, size - l, "%s",
                              L ? " « ? » : pas tranché à cette précision." : " '?': not decided at this precision.");
    if (any && l < size)
        snprintf(buf + l, size - l, "%s",
                 L ? " « toute main » : une fois que les précédents ont passé, toute main gagne assez souvent."
                   : " 'any hand': once the earlier players have passed, every hand wins often enough.");
}

static void build_wide(const cli_opts *o, const open_job *j, unsigned models, const strategy *s, out_table *t)
{
    const int L = o->lang;
    char dn[40], title[200];
    cli_deck_name(j->deck, dn, sizeof dn);
    snprintf(title, sizeof title, L ? "Ouvertures au pot / demi-pot, %d joueurs, %s"
                                    : "Opening thresholds at pot / half pot, %d players, %s",
             j->players, dn);
    out_init(t, title);
    char hl[1200];
    headline(o, j, models, s, hl, sizeof hl);
    out_headline(t, "%s", hl);
    notes_model(o, j, models, s, t);
    out_col(t, "position", "Position", OUT_STR);
    out_col(t, "article", "Article", OUT_STR);
    out_col(t, "a", "(a) pot / half", OUT_STR);
    out_col(t, "b", "(b) pot / half", OUT_STR);
    out_col(t, "c", "(c) pot / half", OUT_STR);
    out_col(t, "fits", "Fits the article (pot / half)", OUT_STR);
    for (int m = 0; m < OPEN_MODELS; m++)
        if (!(models >> m & 1))
            out_hide(t, W_A + m);
    if (!j->article) {
        out_hide(t, W_ART);
        out_hide(t, W_FITS);
    }
    int nfit[OPEN_MODELS] = {0}, ncells = 0;
    for (int pos = 0; pos < j->players; pos++) {
        out_row(t);
        out_set_str(t, W_POS, ordinal(pos, L));
        char buf[160], s1[64], s2[64];
        if (j->article) {
            snprintf(buf, sizeof buf, "%s / %s", cli_open_class(&j->r, j->article_cls[pos][0], L, s1, sizeof s1),
                     cli_open_class(&j->r, j->article_cls[pos][1], L, s2, sizeof s2));
            out_set_str(t, W_ART, buf);
        }
        char fit[2][16] = {"", ""};
        for (int m = 0; m < OPEN_MODELS; m++) {
            if (!(models >> m & 1))
                continue;
            cell_text(&j->r, &j->t[m].cell[pos][0], L, s1, sizeof s1);
            cell_text(&j->r, &j->t[m].cell[pos][1], L, s2, sizeof s2);
            snprintf(buf, sizeof buf, "%s / %s", s1, s2);
            out_set_str(t, W_A + m, buf);
            for (int b = 0; b < OPEN_BETS; b++)
                if (fits(j, &j->t[m], pos, b)) {
                    size_t l = strlen(fit[b]);
                    snprintf(fit[b] + l, sizeof fit[b] - l, "%s%s", l ? " " : "", MODEL_KEY[m]);
                    nfit[m]++;
                }
        }
        ncells += 2;
        snprintf(buf, sizeof buf, "%s / %s", fit[0][0] ? fit[0] : "-", fit[1][0] ? fit[1] : "-");
        out_set_str(t, W_FITS, buf);
    }
    notes_undecided(j, models, t);
    if (j->article) {
        char fb[200];
        size_t l = 0;
        for (int m = 0; m < OPEN_MODELS; m++)
            if (models >> m & 1)
                l += (size_t)snprintf(fb + l, sizeof fb - l, "%s(%s) %d", l ? ", " : "", MODEL_KEY[m], nfit[m]);
        out_note(t, "article",
                 "sources/000 \"Paire nécessaire pour : Pot / demi-pot\" (tables/article/open.csv), its deck for "
                 "%d players; cells where a model gives the article's threshold, of %d: %s",
                 j->players, ncells, fb);
    } else {
        out_note(t, "article", "not compared: the article's table for %d players uses %d cards", j->players,
                 deck_for_players(j->players));
    }
}

/* The cell's class is the article's or the next valid class either side. */
static int adjacent(const open_job *j, const open_cell *c, int art)
{
    if (!c->reachable || c->cls == OPEN_NONE || art == OPEN_NONE)
        return 0;
    int lo = c->cls < art ? c->cls : art, hi = c->cls < art ? art : c->cls, between = 0;
    for (int k = lo + 1; k < hi; k++)
        between += dclass_valid(&j->r, k);
    return between == 0;
}

/* The fit summary over every player count compared. */
static void build_summary(const open_job *jobs, int n, unsigned models, out_table *t)
{
    out_init(t, "Fit to the article's table: cells where the model gives the article's threshold");
    out_note(t, "cells", "a cell fits when the model's class is the article's (an undecided '?' cell counts by "
                         "its point estimate); within one class: the article's or the next class either side");
    out_col(t, "model", "Model", OUT_STR);
    out_col(t, "pot", "Pot", OUT_STR);
    out_col(t, "half", "Half pot", OUT_STR);
    out_col(t, "all", "All", OUT_STR);
    out_col(t, "near", "Within one class", OUT_STR);
    for (int m = -1; m < OPEN_MODELS; m++) {
        int mm = m < 0 ? OPEN_MODEL_A : m;
        if (!(models >> mm & 1) || (m < 0 && !jobs[0].printed_q))
            continue;
        int f[2] = {0, 0}, c = 0, near = 0;
        for (int i = 0; i < n; i++) {
            if (!jobs[i].article)
                continue;
            const open_table *tb = m < 0 ? &jobs[i].a_exact : &jobs[i].t[mm];
            for (int pos = 0; pos < jobs[i].players; pos++) {
                for (int b = 0; b < OPEN_BETS; b++) {
                    f[b] += fits(&jobs[i], tb, pos, b);
                    near += adjacent(&jobs[i], &tb->cell[pos][b], jobs[i].article_cls[pos][b]);
                }
                c++;
            }
        }
        char b0[32], b1[32], b2[32], b3[32];
        snprintf(b0, sizeof b0, "%d/%d", f[0], c);
        snprintf(b1, sizeof b1, "%d/%d", f[1], c);
        snprintf(b2, sizeof b2, "%d/%d", f[0] + f[1], 2 * c);
        out_row(t);
        out_set_str(t, 0, m < 0 ? "(a) exact q" : mm == OPEN_MODEL_A ? "(a)" : mm == OPEN_MODEL_B ? "(b)" : "(c)");
        out_set(t, 1, b0, b0);
        out_set(t, 2, b1, b1);
        out_set(t, 3, b2, b2);
        snprintf(b3, sizeof b3, "%d/%d", near, 2 * c);
        out_set(t, 4, b3, b3);
    }
}

/* ---- csv and json: tidy ------------------------------------------------------------------ */

enum {
    D_DECK, D_ACE, D_ORDER, D_PLAYERS, D_POS, D_BET, D_MODEL, D_THR, D_REACH, D_EXC, D_WIN, D_LO, D_HI, D_N, D_WEAKER,
    D_WWIN, D_WLO, D_WHI, D_WN, D_LEVEL, D_DECIDED, D_ART, D_FITS, D_NCOLS
};

static void tidy_rows(const open_job *j, const char *model, const open_table *tb, out_table *t)
{
    for (int pos = 0; pos < j->players; pos++)
        for (int b = 0; b < OPEN_BETS; b++) {
            const open_cell *c = &tb->cell[pos][b];
            char key[DCLASS_NAME_MAX];
            out_row(t);
            out_set_int(t, D_DECK, (uint64_t)j->deck);
            out_set_bool(t, D_ACE, j->r.ace_low);
            out_set_str(t, D_ORDER, rules_order_name(j->r.order));
            out_set_int(t, D_PLAYERS, (uint64_t)j->players);
            out_set_int(t, D_POS, (uint64_t)pos + 1);
            out_set_str(t, D_BET, b ? "half" : "pot");
            out_set_str(t, D_MODEL, model);
            out_set_bool(t, D_REACH, c->reachable);
            out_set_num(t, D_LEVEL, c->alpha, "%.6f");
            if (j->article && j->article_cls[pos][b] != OPEN_NONE) {
                out_set_str(t, D_ART, dclass_key(&j->r, j->article_cls[pos][b], key, sizeof key));
                out_set_bool(t, D_FITS, fits(j, tb, pos, b));
            }
            if (!c->reachable)
                continue;
            out_set_str(t, D_THR, c->cls == OPEN_NONE ? "none" : dclass_key(&j->r, c->cls, key, sizeof key));
            out_set_str(t, D_EXC, c->exceptions ? "draw" : "");
            out_set_bool(t, D_DECIDED, c->decided);
            if (c->cls != OPEN_NONE) {
                out_set_num(t, D_WIN, c->at.p, "%.6f");
                out_set_num(t, D_LO, c->at.lo, "%.6f");
                out_set_num(t, D_HI, c->at.hi, "%.6f");
                out_set_int(t, D_N, c->at.n);
            }
            if (c->weaker != OPEN_NONE) {
                out_set_str(t, D_WEAKER, dclass_key(&j->r, c->weaker, key, sizeof key));
                out_set_num(t, D_WWIN, c->below.p, "%.6f");
                out_set_num(t, D_WLO, c->below.lo, "%.6f");
                out_set_num(t, D_WHI, c->below.hi, "%.6f");
                out_set_int(t, D_WN, c->below.n);
            }
        }
}

static void build_tidy(const cli_opts *o, const open_job *jobs, int n, unsigned models, out_table *t)
{
    out_init(t, "Opening thresholds");
    out_note(t, "passers", "%s", o->passers ? "column" : "half");
    out_note(t, "callers", "%g", o->callers);
    out_note(t, "seed", "%llu", (unsigned long long)o->seed);
    static const char *const COLS[D_NCOLS][2] = {
        {"deck", "Deck"}, {"ace_low", "Ace low"}, {"order", "Order"}, {"players", "Players"},
        {"position", "Position"}, {"bet", "Bet"}, {"model", "Model"}, {"threshold", "Threshold"},
        {"reachable", "Reachable"}, {"exceptions", "Exceptions"}, {"win", "Win"}, {"ci_low", "CI low"},
        {"ci_high", "CI high"}, {"deals", "Deals"}, {"weaker", "Weaker"}, {"weaker_win", "Weaker win"},
        {"weaker_ci_low", "Weaker CI low"}, {"weaker_ci_high", "Weaker CI high"}, {"weaker_deals", "Weaker deals"},
        {"level", "Level"}, {"decided", "Decided"}, {"article", "Article"}, {"fits", "Fits"}};
    static const enum out_type TYPES[D_NCOLS] = {OUT_INT, OUT_BOOL, OUT_STR, OUT_INT, OUT_INT, OUT_STR, OUT_STR, OUT_STR,
                                                 OUT_BOOL, OUT_STR, OUT_NUM,  OUT_NUM, OUT_NUM, OUT_INT, OUT_STR, OUT_NUM,
                                                 OUT_NUM,  OUT_NUM, OUT_INT, OUT_NUM,  OUT_BOOL, OUT_STR, OUT_BOOL};
    for (int c = 0; c < D_NCOLS; c++)
        out_col(t, COLS[c][0], COLS[c][1], TYPES[c]);
    for (int i = 0; i < n; i++)
        for (int m = 0; m < OPEN_MODELS; m++) {
            if (!(models >> m & 1))
                continue;
            tidy_rows(&jobs[i], MODEL_KEY[m], &jobs[i].t[m], t);
            if (m == OPEN_MODEL_A && jobs[i].printed_q)
                tidy_rows(&jobs[i], "a-exact", &jobs[i].a_exact, t);
        }
}

int cmd_open(const cli_opts *o)
{
    if (cli_equilibrium_asked(o))
        return cli_open_equilibrium(o);
    int lo = 4, hi = 8;
    if (o->players_set) {
        if (o->players < 4 || o->players > 8)
            cli_usage_error("--players must be 4 to 8 for the opening table, not %d", o->players);
        lo = hi = o->players;
    }
    const bool fixed_deck = o->deck_set && !o->deck_auto;
    if (fixed_deck && !o->players_set) {   /* the player counts the deck can deal */
        while (hi >= lo && 5 * hi > o->decks[0])
            hi--;
        if (hi < lo)
            cli_usage_error("a %d-card deck cannot deal 4 players", o->decks[0]);
    }
    unsigned models = cli_open_models(o);
    strategy s;
    cli_strategy(o, "article", &s);
    int n = hi - lo + 1;
    open_job *jobs = calloc((size_t)n, sizeof *jobs);
    if (!jobs)
        cli_fail("out of memory");
    for (int i = 0; i < n; i++) {
        jobs[i].players = lo + i;
        jobs[i].deck = cli_table_deck(o, lo + i);
        compute(o, models, &s, &jobs[i]);
    }
    if (o->format == OUT_CSV || o->format == OUT_JSON) {
        out_table t;
        build_tidy(o, jobs, n, models, &t);
        char *hl = malloc(1200 * (size_t)n + 1);
        if (!hl)
            cli_fail("out of memory");
        size_t l = 0;
        for (int i = 0; i < n; i++) {
            if (i)
                hl[l++] = ' ';
            headline(o, &jobs[i], models, &s, hl + l, 1200);
            l += strlen(hl + l);
        }
        out_headline(&t, "%s", hl);
        free(hl);
        out_table *ts[1] = {&t};
        cli_emit(ts, 1, o);
        out_free(&t);
    } else {
        out_table *tables = calloc((size_t)n + 1, sizeof *tables);
        out_table *ts[OPEN_MAX_PLAYERS + 1];
        if (!tables)
            cli_fail("out of memory");
        int nt = 0;
        for (int i = 0; i < n; i++) {
            build_wide(o, &jobs[i], models, &s, &tables[nt]);
            ts[nt] = &tables[nt];
            nt++;
        }
        bool any_article = false;
        for (int i = 0; i < n; i++)
            any_article = any_article || jobs[i].article;
        if (n > 1 && any_article) {
            build_summary(jobs, n, models, &tables[nt]);
            ts[nt] = &tables[nt];
            nt++;
        }
        cli_emit(ts, nt, o);
        for (int i = 0; i < nt; i++)
            out_free(&tables[i]);
        free(tables);
    }
    free(jobs);
    return 0;
}
