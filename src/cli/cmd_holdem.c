/* cmd_holdem.c - `talon holdem HANDS... [--board C] [--dead C] [--players N]`:
 * the equity (win, tie, share of the pot) of each hold'em hand or range,
 * exact where the enumeration is small enough, else Monte Carlo with 95%
 * intervals.  Every input is checked (card counts, cards given twice, empty
 * ranges, players) before anything runs, and the table (rep_holdem.c) is
 * complete before it is printed. */
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "cli_deck.h"
#include "err.h"
#include "holdem.h"
#include "range.h"
#include "rep_holdem.h"

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

/* The notation to write cards given as s in: --notation's, else s's own. */
static enum card_notation notation(const cli_opts *o, const char *s)
{
    return o->notation != CARD_AUTO ? o->notation : card_detect(s);
}

/* "Xx is in hand 1 and on the board": the first card of m, named. */
static void clash(const cli_opts *o, const char *src, uint64_t m, const char *a, const char *b)
{
    char name[4];
    card_name(__builtin_ctzll(m), notation(o, src), name);
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
            card_format(h->fixed[p], notation(o, s), h->label[p],
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

/* What the table says of the query (rep_holdem.h), from the options and h. */
static void report_params(const cli_opts *o, const holdem_cli *h, rep_holdem_params *p)
{
    *p = (rep_holdem_params){.lang = o->lang, .seed = o->seed, .r = &h->r, .players = h->players, .nb = h->nb,
                             .nd = h->nd, .board = h->q.board, .dead = h->q.dead,
                             .auto_precision = h->mc_asked ? 0 : HOLDEM_CLI_PRECISION};
    for (int i = 0; i < h->players; i++)
        p->label[i] = h->label[i];
    if (o->board)
        p->board_notation = notation(o, o->board);
    if (o->dead)
        p->dead_notation = notation(o, o->dead);
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

    rep_holdem_params p;
    report_params(o, h, &p);
    out_table t;
    rep_holdem_table(&t, &p, res);
    out_table *ts[1] = {&t};
    cli_emit(ts, 1, o);
    out_free(&t);
    return 0;
}
