/* cmd_holdem.c - `talon holdem HANDS... [--board C] [--dead C] [--players N]`:
 * the equity (win, tie, share of the pot) of each hold'em hand or range,
 * exact where the enumeration is small enough, else Monte Carlo with 95%
 * intervals.  Every input is checked (card counts, cards given twice, empty
 * ranges, players) before anything runs, and the table is complete before
 * it is printed. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "cli_deck.h"
#include "err.h"
#include "holdem.h"
#include "range.h"

enum { C_PLAYER, C_HAND, C_COMBOS, C_EQ, C_EQ_LO, C_EQ_HI, C_EQ_CI, C_WIN, C_WIN_LO, C_WIN_HI, C_WIN_CI, C_TIE,
       C_TIE_LO, C_TIE_HI, C_TIE_CI, C_EXACT, C_N, C_WINS, C_TIES, C_NUM, C_DEN };

/* Default precision when Monte Carlo is needed and neither --trials nor
 * --precision is given: every equity to +-0.05 points (an interval under
 * 0.1 point wide). */
#define HOLDEM_CLI_PRECISION 0.0005

static const char *RANGE_HINT = "a hand is two cards (AsKs) or a range (QQ+, AKs, A5s-A2s, KQo, random)";

/* Parse one hand argument into g; exits with a one-line reason. */
static void parse_hand(const cli_opts *o, const char *s, int deck, int player, range *g)
{
    size_t pos = 0;
    char what[40];
    snprintf(what, sizeof what, "hand %d", player + 1);
    size_t slen = strlen(s);
    if (slen > RANGE_STR_MAX)   /* range_parse refuses it: say why, not "cannot read" */
        cli_usage_error("%s: a range of %zu characters, more than the %d allowed", what, slen, RANGE_STR_MAX);
    int rc = range_parse(s, deck_mask(deck), o->notation, g, &pos);
    if (rc == TALON_OK) {
        if (range_count(g) == 0) {
            char dn[40];
            label_deck_name(deck, dn, sizeof dn);
            cli_usage_error("%s '%s' has no combo in the deck of %s", what, s, dn);
        }
        return;
    }
    /* Not a range: say why in terms of cards when it reads as cards. */
    uint64_t m;
    int n;
    int crc = card_parse(s, o->notation, &m, &n, NULL);
    if (crc == TALON_OK && n != 2)
        cli_usage_error("%s '%s' has %d card%s: %s", what, s, n, n == 1 ? "" : "s", RANGE_HINT);
    if (crc == TALON_E_DUP || rc == TALON_E_DUP)
        cli_usage_error("%s '%s': the same card twice", what, s);
    if (rc == TALON_E_DECK) {   /* two cards, one outside the deck: cli_cards names it and exits */
        char item[RANGE_STR_MAX + 1];
        size_t len = strcspn(s + pos, ",");
        snprintf(item, sizeof item, "%.*s", (int)len, s + pos);
        cli_cards(o, item, deck, what, &n);
    }
    cli_usage_error("%s '%s': cannot read '%.12s': %s", what, s, s + pos, RANGE_HINT);
}

static const char *street(int nb, int lang)
{
    return nb == 0 ? out_tr(lang, "preflop", "avant le flop") : nb == 3 ? "flop" : nb == 4 ? out_tr(lang, "turn", "tournant")
                                                                                 : out_tr(lang, "river", "rivière");
}

/* "Xx is in hand 1 and on the board": the first card of m, named. */
static void clash(const cli_opts *o, const char *src, uint64_t m, const char *a, const char *b)
{
    char name[4];
    card_name(__builtin_ctzll(m), o->notation != CARD_AUTO ? o->notation : card_detect(src), name);
    cli_usage_error("card %s is given twice: %s and %s", name, a, b);
}

/* The query of the command line: the table, the known cards, the hands. */
typedef struct holdem_cli {
    rules r;
    int deck, players;
    int nb, nd;                  /* board and dead cards given */
    holdem_query q;
    char label[HOLDEM_MAX_PLAYERS][CARD_STR_MAX];   /* each hand as shown */
    uint64_t fixed[HOLDEM_MAX_PLAYERS];             /* a hand of one combo: its cards; else 0 */
    bool mc_asked;               /* --trials or --precision */
} holdem_cli;

/* The players, board and dead cards of the options. */
static void parse_known(const cli_opts *o, holdem_cli *h)
{
    h->deck = o->decks[0];
    cli_rules(o, h->deck, &h->r);
    if (o->npos > HOLDEM_MAX_PLAYERS)
        cli_usage_error("at most %d players, not %d hands", HOLDEM_MAX_PLAYERS, o->npos);
    if (o->players_set && o->players < o->npos)
        cli_usage_error("--players %d is fewer than the %d hands given", o->players, o->npos);
    h->players = cli_players(o, o->npos < 2 ? 2 : o->npos);
    uint64_t board = 0, dead = 0;
    if (o->board && !*o->board)
        cli_usage_error("--board '' is empty: give 3 (flop), 4 (turn) or 5 (river) cards, or leave --board out");
    if (o->dead && !*o->dead)
        cli_usage_error("--dead '' is empty: give the dead cards, or leave --dead out");
    if (o->board)
        board = cli_cards(o, o->board, h->deck, "board", &h->nb);
    if (h->nb != 0 && h->nb != 3 && h->nb != 4 && h->nb != 5)
        cli_usage_error("board '%s' has %d card%s: give 3 (flop), 4 (turn) or 5 (river)", o->board, h->nb,
                        h->nb == 1 ? "" : "s");
    if (o->dead)
        dead = cli_cards(o, o->dead, h->deck, "dead cards", &h->nd);
    if (board & dead)
        clash(o, o->board, board & dead, "on the board", "dead");
    holdem_query_init(&h->q);
    h->q.players = h->players;
    h->q.board = board;
    h->q.dead = dead;
}

/* Each player's range (random past the hands given) and its label. */
static void parse_hands(const cli_opts *o, holdem_cli *h)
{
    for (int p = 0; p < h->players; p++) {
        if (p >= o->npos) {
            range_all(&h->q.hands[p], h->r.deck);
            snprintf(h->label[p], sizeof h->label[p], "random");
            continue;
        }
        const char *s = o->pos[p];
        parse_hand(o, s, h->deck, p, &h->q.hands[p]);
        if (range_count(&h->q.hands[p]) == 1) {
            range_list(&h->q.hands[p], &h->fixed[p]);
            card_format(h->fixed[p], o->notation != CARD_AUTO ? o->notation : card_detect(s), h->label[p],
                        sizeof h->label[p]);
        } else {
            snprintf(h->label[p], sizeof h->label[p], "%s", s);
        }
    }
}

/* Known cards given twice, too few cards left, ranges emptied by the known cards. */
static void check_cards(const cli_opts *o, const holdem_cli *h)
{
    const uint64_t board = h->q.board, dead = h->q.dead;
    for (int p = 0; p < h->players; p++) {
        if (!h->fixed[p])
            continue;
        char a[40], b[40];
        snprintf(a, sizeof a, "in hand %d", p + 1);
        if (h->fixed[p] & board)
            clash(o, o->pos[p], h->fixed[p] & board, a, "on the board");
        if (h->fixed[p] & dead)
            clash(o, o->pos[p], h->fixed[p] & dead, a, "dead");
        for (int k = p + 1; k < h->players; k++)
            if (h->fixed[p] & h->fixed[k]) {
                snprintf(b, sizeof b, "in hand %d", k + 1);
                clash(o, o->pos[p], h->fixed[p] & h->fixed[k], a, b);
            }
    }
    int left = h->deck - h->nb - h->nd, want = 2 * h->players + 5 - h->nb;
    if (want > left)
        cli_usage_error("%d players and the board need %d cards, more than the %d left in the deck", h->players,
                        want, left);
    for (int p = 0; p < o->npos; p++) {
        if (h->fixed[p])
            continue;
        uint64_t known = board | dead;
        for (int k = 0; k < h->players; k++)
            if (k != p)
                known |= h->fixed[k];
        range g = h->q.hands[p];
        range_remove(&g, known);
        if (range_count(&g) == 0)
            cli_usage_error("hand %d '%s' is empty after card removal (board, dead cards, known hands)", p + 1,
                            o->pos[p]);
    }
}

static void run(const cli_opts *o, holdem_cli *h, holdem_result *res)
{
    h->mc_asked = o->trials_set || o->precision > 0;
    h->q.method = h->mc_asked ? HOLDEM_MC : HOLDEM_AUTO;
    mc_config cfg;
    cli_mc_config(o, &cfg);
    if (!h->mc_asked)
        cfg.precision = HOLDEM_CLI_PRECISION;
    int rc = holdem_equity(&h->r, &h->q, &cfg, res);
    if (rc == TALON_E_INVAL) {
        if (res->bad_player >= 0)
            cli_usage_error("hand %d '%s' is empty after card removal", res->bad_player + 1,
                            h->label[res->bad_player]);
        cli_usage_error("no deal gives every player a hand of his range: they need the same cards");
    }
    cli_mc_done(rc);
}

static void notes(out_table *t, const cli_opts *o, const holdem_cli *h, const holdem_result *res)
{
    const int L = o->lang;
    char al[80], bs[CARD_STR_MAX];
    label_ace_low_name_lang(&h->r, L, al, sizeof al);
    if (h->nb) {
        card_format(h->q.board, o->notation != CARD_AUTO ? o->notation : card_detect(o->board), bs, sizeof bs);
        out_note(t, out_tr(L, "board", "tableau"), "%s (%s)", bs, street(h->nb, L));
    } else {
        out_note(t, out_tr(L, "board", "tableau"), "%s", out_tr(L, "none (preflop)", "aucun (avant le flop)"));
    }
    if (h->nd) {
        card_format(h->q.dead, o->notation != CARD_AUTO ? o->notation : card_detect(o->dead), bs, sizeof bs);
        out_note(t, out_tr(L, "dead", "cartes mortes"), "%s", bs);
    }
    out_note(t, out_tr(L, "ace-low", "as bas"), "%s", al);
    out_note(t, out_tr(L, "order", "ordre"), "%s", label_order_name(h->r.order, L));
    out_note(t, out_tr(L, "model", "modèle"), "%s",
             out_tr(L, "each player holds a combo of his range; combos sharing a card with the board, the dead "
                       "cards or another player's hand are never dealt; every valid deal and board equally likely",
                    "chaque joueur tient une combinaison de sa fourchette ; une combinaison qui partage une carte "
                    "avec le tableau, les cartes mortes ou la main d'un autre joueur n'est jamais donnée ; toutes "
                    "les donnes et tous les tableaux valides sont équiprobables"));
    char n1[40], n2[40], n3[40];
    out_group_digits(res->n, n3, sizeof n3);
    if (res->exact) {
        out_group_digits(res->deals, n1, sizeof n1);
        out_group_digits(res->boards, n2, sizeof n2);
        if (L)
            out_note(t, "méthode", "exacte : %s donne%s des mains x %s tableau%s = %s issue%s, comptées en entiers "
                                   "(symétrie des couleurs : une donne et un tableau de chaque classe équivalente, "
                                   "pondérés)",
                     n1, res->deals == 1 ? "" : "s", n2, res->boards == 1 ? "" : "x", n3, res->n == 1 ? "" : "s");
        else
            out_note(t, "method", "exact: %s deal%s of the hands x %s board%s = %s outcome%s, counted as integers "
                                  "(suit symmetry: one of each class of equivalent deals and boards, weighted)",
                     n1, res->deals == 1 ? "" : "s", n2, res->boards == 1 ? "" : "s", n3, res->n == 1 ? "" : "s");
        return;
    }
    out_note(t, out_tr(L, "method", "méthode"),
             out_tr(L, "Monte Carlo: %s trials, seed %llu, 95%% intervals (equity: normal; win, tie: Wilson); "
                       "identical at any --threads",
                    "Monte-Carlo : %s tirages, graine %llu, intervalles à 95 %% (espérance : normal ; gain, "
                    "partage : Wilson) ; identique pour tout --threads"),
             n3, (unsigned long long)o->seed);
    out_note(t, out_tr(L, "sampling", "échantillonnage"), "%s",
             out_tr(L, "the ranges' combos are drawn together and drawn again when two share a card (rejection); "
                       "random hands and the board are dealt from the cards left",
                    "les combinaisons des fourchettes sont tirées ensemble, et tirées à nouveau si deux partagent "
                    "une carte (rejet) ; les mains au hasard et le tableau sont donnés parmi les cartes restantes"));
    if (!h->mc_asked)
        out_note(t, out_tr(L, "why", "pourquoi"),
                 out_tr(L, "exact enumeration would need more than %.2g hand evaluations; stopped when every "
                           "equity's 95%% half-width was under %g points (--precision)",
                        "l'énumération exacte demanderait plus de %.2g évaluations de mains ; arrêt quand chaque "
                        "demi-largeur à 95 %% est sous %g point (--precision)"),
                 res->work, 100 * HOLDEM_CLI_PRECISION);
}

static void columns(out_table *t, bool exact, int lang)
{
    static const char *const COLS[][3] = {
        {"player", "Player", "Joueur"}, {"hand", "Hand", "Main"}, {"combos", "Combos", "Combinaisons"},
        {"equity", "Equity", "Espérance"}, {"ci_low", "Equity low", "Espérance basse"},
        {"ci_high", "Equity high", "Espérance haute"}, {"equity_ci", "95% interval", "Intervalle à 95 %"},
        {"win", "Win", "Gain"}, {"win_ci_low", "Win low", "Gain bas"}, {"win_ci_high", "Win high", "Gain haut"},
        {"win_ci", "95% interval", "Intervalle à 95 %"}, {"tie", "Tie", "Partage"}, {"tie_ci_low", "Tie low", "Partage bas"},
        {"tie_ci_high", "Tie high", "Partage haut"}, {"tie_ci", "95% interval", "Intervalle à 95 %"},
        {"exact", "Exact", "Exact"}, {"outcomes", "Outcomes", "Issues"}, {"wins", "Wins", "Gains"},
        {"ties", "Ties", "Partages"}, {"share_num", "Share num", "Part num"}, {"share_den", "Share den", "Part dén"}};
    static const enum out_type KIND[] = {OUT_INT, OUT_STR, OUT_INT, OUT_NUM, OUT_NUM, OUT_NUM, OUT_STR,
                                         OUT_NUM, OUT_NUM, OUT_NUM, OUT_STR, OUT_NUM, OUT_NUM, OUT_NUM,
                                         OUT_STR, OUT_BOOL, OUT_INT, OUT_INT, OUT_INT, OUT_INT, OUT_INT};
    for (int c = 0; c < (int)(sizeof KIND / sizeof KIND[0]); c++)
        out_col(t, COLS[c][0], COLS[c][lang ? 2 : 1], KIND[c]);
    int hidden[] = {C_EQ_LO, C_EQ_HI, C_WIN_LO, C_WIN_HI, C_TIE_LO, C_TIE_HI, C_EXACT, C_N, C_WINS, C_TIES,
                    C_NUM, C_DEN};
    for (size_t i = 0; i < sizeof hidden / sizeof hidden[0]; i++)
        out_hide(t, hidden[i]);
    out_display_only(t, C_EQ_CI);
    out_display_only(t, C_WIN_CI);
    out_display_only(t, C_TIE_CI);
    if (exact) {   /* no intervals to show: one "exact" column says it (hidden in both views) */
        out_hide(t, C_WIN_CI);
        out_hide(t, C_TIE_CI);
    }
}

static void player_row(out_table *t, const holdem_cli *h, const holdem_result *res, int p, int lang)
{
    stats_ci ce, cw, ct;
    holdem_ci(res, p, &ce, &cw, &ct);
    out_row(t);
    out_set_int(t, C_PLAYER, (uint64_t)(p + 1));
    out_set_str(t, C_HAND, h->label[p]);
    out_set_int(t, C_COMBOS, (uint64_t)res->combos[p]);
    const stats_ci *cs[3] = {&ce, &cw, &ct};
    const int col[3] = {C_EQ, C_WIN, C_TIE};
    for (int k = 0; k < 3; k++) {
        out_set_prob(t, col[k], cs[k]->est);
        out_set_prob(t, col[k] + 1, cs[k]->lo);
        out_set_prob(t, col[k] + 2, cs[k]->hi);
        if (res->exact) {
            out_set(t, col[k] + 3, "", out_tr(lang, "exact", "exact"));
        } else {
            out_set_interval(t, col[k] + 3, cs[k]->lo, cs[k]->hi);
        }
    }
    out_set_bool(t, C_EXACT, res->exact);
    out_set_int(t, C_N, res->n);
    out_set_int(t, C_WINS, res->win[p]);
    out_set_int(t, C_TIES, holdem_ties(res, p));
    uint64_t num, den;
    if (res->exact && holdem_share_exact(res, p, &num, &den) == TALON_OK) {
        char a[32], b[32];
        snprintf(a, sizeof a, "%llu", (unsigned long long)num);
        snprintf(b, sizeof b, "%llu", (unsigned long long)den);
        out_set(t, C_NUM, a, a);
        out_set(t, C_DEN, b, b);
    } else {
        out_set(t, C_NUM, "", "");
        out_set(t, C_DEN, "", "");
    }
}

/* The answer: each hand's share of the pot (its equity) at the showdown,
 * with its interval, in a sentence ("AsKs has 46.214% of the pot (exact),
 * QdQc 53.786%, ..."). */
static void headline(out_table *t, const cli_opts *o, const holdem_cli *h, const holdem_result *res)
{
    const int L = o->lang;
    char buf[1600];
    size_t l = 0;
    for (int p = 0; p < h->players && l < sizeof buf; p++) {
        stats_ci ce, cw, ct;
        holdem_ci(res, p, &ce, &cw, &ct);
        char e[32], lo[32], hi[32], iv[80];
        out_percent(ce.est, e, sizeof e);
        out_percent(ce.lo, lo, sizeof lo);
        out_percent(ce.hi, hi, sizeof hi);
        snprintf(iv, sizeof iv, res->exact ? " (%s)" : " [%s, %s]", res->exact ? out_tr(L, "exact", "exact") : lo, hi);
        if (p == 0)
            l += (size_t)snprintf(buf + l, sizeof buf - l, out_tr(L, "%s takes %s of the pot%s", "%s prend %s du pot%s"),
                                  h->label[p], e, iv);
        else
            l += (size_t)snprintf(buf + l, sizeof buf - l, ", %s %s%s", h->label[p], e, iv);
    }
    out_headline(t, out_tr(L, "%s, at %d players, %s (ties shared).", "%s, à %d joueurs, %s (égalités partagées)."), buf,
                 h->players, street(h->nb, L));
}

int cmd_holdem(const cli_opts *o)
{
    /* On the stack: a usage error exits from inside the checks, and heap
     * blocks would then be reported as leaks (LSan). */
    holdem_cli hc = {0}, *h = &hc;
    holdem_result rs, *res = &rs;
    parse_known(o, h);
    parse_hands(o, h);
    check_cards(o, h);
    run(o, h, res);

    char dn[40], title[200];
    label_deck_name_lang(h->deck, o->lang, dn, sizeof dn);
    snprintf(title, sizeof title, out_tr(o->lang, "Hold'em equity: %d players, %s, %s",
                                         "Espérance au hold'em : %d joueurs, %s, %s"),
             h->players, dn, street(h->nb, o->lang));
    out_table t;
    out_init(&t, title);
    headline(&t, o, h, res);
    label_conventions(&t, &h->r);
    out_field(&t, "players", OUT_INT, "%d", h->players);
    out_field(&t, "street", OUT_STR, "%s", street(h->nb, 0));
    label_method_fields(&t, o->seed, res->exact, res->n);
    notes(&t, o, h, res);
    columns(&t, res->exact, o->lang);
    for (int p = 0; p < h->players; p++)
        player_row(&t, h, res, p, o->lang);
    out_table *ts[1] = {&t};
    cli_emit(ts, 1, o);
    out_free(&t);
    return 0;
}
