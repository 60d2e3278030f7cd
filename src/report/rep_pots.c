/* rep_pots.c - the tables of `talon pots` from a replayed hand: the
 * betting (each action in words, what the player to act may do), the pots
 * (how each is made, who may win it, who won it) and the players' chips
 * (rep_pots.h states the contract). */
#include <stdio.h>
#include <string.h>

#include "bits.h"
#include "rep_pots.h"

/* Chips with grouped digits and a sign when negative: "-1 000". */
static void chips(int64_t v, char *buf, size_t size)
{
    char g[32];
    out_group_digits((uint64_t)(v < 0 ? -v : v), g, sizeof g);
    snprintf(buf, size, "%s%s", v < 0 ? "-" : "", g);
}

static void set_chips(out_table *t, int col, int64_t v)
{
    char raw[32], shown[48];
    snprintf(raw, sizeof raw, "%lld", (long long)v);
    chips(v, shown, sizeof shown);
    out_set(t, col, raw, shown);
}

/* "A, B, C" for the players in mask (raw form "A;B;C"). */
static void names(const pots_player *p, int n, uint32_t mask, char *shown, char *raw, size_t size)
{
    shown[0] = raw[0] = 0;
    for (int i = 0; i < n; i++)
        if (mask >> i & 1) {
            size_t a = strlen(shown), b = strlen(raw);
            snprintf(shown + a, size - a, "%s%s", a ? ", " : "", p[i].name);
            snprintf(raw + b, size - b, "%s%s", b ? ";" : "", p[i].name);
        }
}

/* The street's name: the data's ("pre-flop", L = 0) or French for people. */
static const char *street_name(int s, int L)
{
    static const char *N[][2] = {{"pre-flop", "avant le flop"}, {"flop", "flop"}, {"turn", "tournant"},
                                 {"river", "rivière"}};
    return s >= 0 && s < 4 ? N[s][L != 0] : "?";
}

/* One accepted action in words (French: poker's words, passe, parole,
 * suit, mise, relance, tapis, as --actions accepts them). */
static void describe(const pots_step *st, int L, char *buf, size_t size)
{
    char to[64], inc[64], full[64], put[64];
    chips(st->to, to, sizeof to);
    chips(st->increment, inc, sizeof inc);
    chips(st->full_raise, full, sizeof full);
    chips(st->put, put, sizeof put);
    const char *ai = st->allin ? out_tr(L, "all-in: ", "tapis : ") : "";
    switch (st->kind) {
    case POTS_K_FOLD: snprintf(buf, size, "%s", out_tr(L, "folds", "passe")); break;
    case POTS_K_CHECK: snprintf(buf, size, "%s", out_tr(L, "checks", "parole")); break;
    case POTS_K_CALL: snprintf(buf, size, out_tr(L, "%scalls %s (to %s)", "%ssuit %s (à %s)"), ai, put, to); break;
    case POTS_K_BET: snprintf(buf, size, out_tr(L, "%sbets %s", "%smise %s"), ai, to); break;
    case POTS_K_RAISE:
        snprintf(buf, size,
                 out_tr(L, "%sraises to %s (+%s, a full raise)", "%srelance à %s (+%s, une relance complète)"), ai, to,
                 inc);
        break;
    case POTS_K_SHORT_BET:
        snprintf(buf, size, out_tr(L, "all-in: bets %s (less than the big blind)",
                                   "tapis : mise %s (moins que la grosse blinde)"), to);
        break;
    case POTS_K_SHORT_RAISE:
        snprintf(buf, size,
                 out_tr(L, "all-in: raises to %s (+%s, short of a full raise of %s: does not reopen the betting)",
                        "tapis : relance à %s (+%s, moins qu'une relance complète de %s : ne rouvre pas les "
                        "enchères)"),
                 to, inc, full);
        break;
    case POTS_K_STREET: snprintf(buf, size, "%s", street_name(st->street, L)); break;
    }
}

/* Text of what the player to act may do. */
static void options_text(const pots_game *g, int L, char *buf, size_t size)
{
    pots_options o;
    pots_game_options(g, &o);
    const pots_player *p = &g->p[o.player];
    char a[64], b[64], c[64];
    size_t n = (size_t)snprintf(buf, size, out_tr(L, "%s, who may fold", "%s, qui peut passer"), p->name);
    if (o.can_check)
        n += (size_t)snprintf(buf + n, size - n, "%s", out_tr(L, ", check", ", dire parole"));
    if (o.can_call) {
        chips(o.call_put, a, sizeof a);
        n += (size_t)snprintf(buf + n, size - n, out_tr(L, ", call %s%s", ", suivre %s%s"), a,
                              o.call_put == o.max_to - g->bet[o.player] ? out_tr(L, " (all-in)", " (tapis)") : "");
    }
    if (o.can_bet || o.can_raise) {
        chips(o.min_to, b, sizeof b);
        chips(o.max_to, c, sizeof c);
        n += (size_t)snprintf(buf + n, size - n, out_tr(L, ", %s %s to %s", ", %s de %s à %s"),
                              o.can_bet ? out_tr(L, "bet", "miser") : out_tr(L, "raise to", "relancer"), b, c);
    } else if (g->current > 0 && !o.reopened && o.max_to > g->current) {
        if (g->short_by >= 0) {
            chips(g->short_inc, a, sizeof a);
            chips(g->min_raise, b, sizeof b);
            n += (size_t)snprintf(buf + n, size - n,
                                  out_tr(L, "; no raise: %s's all-in raise of %s was short of a full raise of %s "
                                            "and %s has already acted",
                                         " ; pas de relance : la relance à tapis de %s, de %s, est restée sous une "
                                         "relance complète de %s et %s a déjà parlé"),
                                  g->p[g->short_by].name, a, b, p->name);
        } else {
            n += (size_t)snprintf(buf + n, size - n, "%s",
                                  out_tr(L, "; no raise: the betting has not been reopened",
                                         " ; pas de relance : les enchères n'ont pas été rouvertes"));
        }
    }
    (void)n;
}

enum { A_N, A_STREET, A_PLAYER, A_VERB, A_ACTION, A_PUT, A_TO, A_ALLIN, A_POT };
enum { P_POT, P_AMOUNT, P_LEVEL, P_MADE, P_ELIG, P_WON };
enum { Q_PLAYER, Q_STACK, Q_PUT, Q_RET, Q_STATUS, Q_WON, Q_NET, Q_END };

/* One row of the betting table. */
static void action_row(out_table *t, int L, int n, int street, const char *player, const char *verb,
                       const char *action, int64_t put, int64_t to, bool allin, int64_t pot)
{
    out_row(t);
    if (n)
        out_set_int(t, A_N, (uint64_t)n);
    else
        out_set(t, A_N, "0", "");
    out_set(t, A_STREET, street_name(street, 0), street_name(street, L));
    out_set_str(t, A_PLAYER, player);
    out_set_str(t, A_VERB, verb);
    out_set_str(t, A_ACTION, action);
    set_chips(t, A_PUT, put);
    set_chips(t, A_TO, to);
    out_set_bool(t, A_ALLIN, allin);
    set_chips(t, A_POT, pot);
}

/* The betting table's title, notes and columns. */
static void actions_head(out_table *t, const pots_hand *h, const char *seats, int L)
{
    char buf[512], a[64], b[64];
    const pots_player *p = h->p;
    chips(h->sb, a, sizeof a);
    chips(h->bb, b, sizeof b);
    snprintf(buf, sizeof buf, out_tr(L, "Betting, no limit, blinds %s/%s", "Enchères, sans limite, blindes %s/%s"), a,
             b);
    out_init(t, buf);
    out_note(t, out_tr(L, "seats", "places"),
             out_tr(L, "%s (from the small blind; %s posts %s, %s posts %s)",
                    "%s (depuis la petite blinde ; %s pose %s, %s pose %s)"),
             seats, p[0].name, a, p[1].name, b);
    out_note(t, out_tr(L, "checked", "vérifié"), "%s",
             out_tr(L, "turn order, minimum bet (the big blind) and raise (the last full raise), and no raise "
                       "after a short all-in for players who have already acted",
                    "l'ordre de parole, la mise minimale (la grosse blinde) et la relance minimale (la dernière "
                    "relance complète), et pas de relance après un tapis incomplet pour qui a déjà parlé"));
    const char *to_act = out_tr(L, "to act", "à parler");
    if (h->g.to_act >= 0) {
        options_text(&h->g, L, buf, sizeof buf);
        out_note(t, to_act, "%s", buf);
    } else if (h->live <= 1) {
        out_note(t, to_act, out_tr(L, "nobody: the hand is over, %s is the last player in",
                                   "personne : le coup est fini, %s est le dernier joueur en jeu"),
                 p[h->last].name);
    } else if (pots_game_over(&h->g)) {
        out_note(t, to_act, out_tr(L, "nobody: no more betting (%s), on to the showdown",
                                   "personne : plus d'enchères (%s), à l'abattage"),
                 h->g.street == 3 ? out_tr(L, "the river is over", "la rivière est finie")
                                  : out_tr(L, "the players left are all-in", "les joueurs restants sont à tapis"));
    } else {
        out_note(t, to_act, out_tr(L, "nobody on the %s: the betting round is over (streets not given are checked)",
                                   "personne au %s : le tour d'enchères est fini (les tours non donnés sont checkés)"),
                 street_name(h->g.street, L));
    }
    out_col(t, "n", "#", OUT_INT);
    out_col(t, "street", out_tr(L, "Street", "Tour"), OUT_STR);
    out_col(t, "player", out_tr(L, "Player", "Joueur"), OUT_STR);
    out_col(t, "kind", out_tr(L, "Kind", "Type"), OUT_STR);
    out_col(t, "action", "Action", OUT_STR);
    out_col(t, "put", out_tr(L, "Put in", "Misé"), OUT_INT);
    out_col(t, "to", out_tr(L, "Street total", "Total du tour"), OUT_INT);
    out_col(t, "allin", out_tr(L, "All-in", "Tapis"), OUT_BOOL);
    out_col(t, "pot", out_tr(L, "Pot", "Pot"), OUT_INT);
    out_hide(t, A_VERB);
    out_hide(t, A_TO);
    out_hide(t, A_ALLIN);
}

/* The betting: the blinds, then every accepted action and street. */
static void actions_table(out_table *t, const pots_hand *h, const char *seats, int L)
{
    static const char *KIND[] = {"fold", "check", "call", "bet", "raise", "short_bet", "short_raise", "street"};
    char buf[512], a[64];
    actions_head(t, h, seats, L);
    int64_t pot = 0;
    for (int i = 0; i < 2; i++) {
        int64_t blind = i ? h->bb : h->sb, x = blind < h->p[i].stack ? blind : h->p[i].stack;
        pot += x;
        chips(x, a, sizeof a);
        if (L)
            snprintf(buf, sizeof buf, "pose la %s blinde %s%s", i ? "grosse" : "petite", a,
                     x == h->p[i].stack ? " (tapis)" : "");
        else
            snprintf(buf, sizeof buf, "posts the %s blind %s%s", i ? "big" : "small", a,
                     x == h->p[i].stack ? " (all-in)" : "");
        action_row(t, L, 0, 0, h->p[i].name, i ? "big_blind" : "small_blind", buf, x, x, x == h->p[i].stack, pot);
    }
    int k = 0;
    for (int s = 0; s < h->nsteps; s++) {
        const pots_step *st = &h->steps[s];
        if (st->kind == POTS_K_STREET) {
            snprintf(buf, sizeof buf, "-- %s --", street_name(st->street, L));
            action_row(t, L, 0, st->street, "", "deal", buf, 0, 0, false, st->pot);
            continue;
        }
        describe(st, L, buf, sizeof buf);
        action_row(t, L, ++k, st->street, h->g.p[st->player].name, KIND[st->kind], buf, st->put, st->to, st->allin,
                   st->pot);
    }
}

/* The Pots table's notes. */
static void pots_notes(out_table *t, const rep_pots_params *rp, const pots_hand *h, const char *seats)
{
    char a[64], b[64];
    const pots_player *p = h->p;
    const int L = rp->lang;
    const char *seats_k = out_tr(L, "seats", "places"), *show_k = out_tr(L, "showdown", "abattage");
    if (!h->betting) {
        if (h->bb > 0) {
            chips(h->sb, a, sizeof a);
            chips(h->bb, b, sizeof b);
            out_note(t, seats_k, out_tr(L, "%s (from the small blind; %s posted %s, %s posted %s)",
                                        "%s (depuis la petite blinde ; %s a posé %s, %s a posé %s)"),
                     seats, p[0].name, a, p[1].name, b);
        } else {
            out_note(t, seats_k, out_tr(L, "%s (from the small blind)", "%s (depuis la petite blinde)"), seats);
        }
    }
    if (h->res.returned_to >= 0) {
        chips(h->res.returned[h->res.returned_to], a, sizeof a);
        out_note(t, out_tr(L, "uncalled", "non suivi"),
                 out_tr(L, "%s returned to %s (nobody matched it)", "%s rendu à %s (personne ne l'a égalé)"), a,
                 p[h->res.returned_to].name);
    }
    out_note(t, out_tr(L, "rule", "règle"), "%s",
             out_tr(L, "each pot is the chips put in up to its level by everyone (folded players too); "
                       "only players still in who reached the level may win it",
                    "chaque pot est fait des jetons misés jusqu'à son niveau par tous (joueurs couchés compris) ; "
                    "seuls les joueurs encore en jeu qui ont atteint ce niveau peuvent le gagner"));
    if (h->showdown) {
        out_note(t, show_k, out_tr(L, "%s (best first, '=' ties)", "%s (le meilleur d'abord, '=' : égalité)"),
                 rp->showdown);
        out_note(t, out_tr(L, "odd chips", "jetons impairs"),
                 out_tr(L, "one at a time to the tied winners in seat order from the first seat left of the button "
                           "(%s first)",
                        "un à un aux gagnants à égalité, dans l'ordre des places depuis la première à gauche du "
                        "bouton (%s d'abord)"),
                 p[h->n == 2 ? 1 : 0].name);
    } else if (h->award) {
        out_note(t, show_k, "%s", out_tr(L, "none: everyone else folded", "aucun : tous les autres se sont couchés"));
    } else if (h->live > 1) {
        out_note(t, show_k, "%s", out_tr(L, "not given (--showdown A,B,C): who wins is left open",
                                         "non donné (--showdown A,B,C) : le gagnant reste ouvert"));
    }
}

/* "Won by" of one pot: the winners and their shares, or the one eligible
 * player of an uncontested pot. */
static void pot_winners(out_table *t, const pots_hand *h, const pots_pot *pt, int L)
{
    char buf[512], raw[512], a[64];
    const pots_player *p = h->p;
    if (h->award) {
        buf[0] = raw[0] = 0;
        int nw = bits_count32(pt->winners);
        for (int i = 0; i < h->n; i++)
            if (pt->winners >> i & 1) {
                chips(pt->share[i], a, sizeof a);
                size_t l = strlen(buf), r = strlen(raw);
                snprintf(buf + l, sizeof buf - l, "%s%s %s", l ? ", " : "", p[i].name, a);
                snprintf(raw + r, sizeof raw - r, "%s%s:%lld", r ? ";" : "", p[i].name, (long long)pt->share[i]);
            }
        if (nw > 1) {
            size_t l = strlen(buf);
            snprintf(buf + l, sizeof buf - l, out_tr(L, " (split%s)", " (partagé%s)"),
                     pt->amount % nw ? out_tr(L, ", odd chips as stated", ", jetons impairs comme indiqué") : "");
        }
        out_set(t, P_WON, raw, buf);
    } else if (bits_count32(pt->eligible) == 1) {
        int i = __builtin_ctz(pt->eligible);
        chips(pt->amount, a, sizeof a);
        snprintf(buf, sizeof buf, out_tr(L, "%s %s (uncontested)", "%s %s (sans adversaire)"), p[i].name, a);
        snprintf(raw, sizeof raw, "%s:%lld", p[i].name, (long long)pt->amount);
        out_set(t, P_WON, raw, buf);
    } else {
        out_set(t, P_WON, "", out_tr(L, "(showdown)", "(abattage)"));
    }
}

/* One pot's row (winners when won_col). */
static void pot_row(out_table *t, const pots_hand *h, int k, bool won_col, int L)
{
    const pots_pot *pt = &h->res.pot[k];
    char buf[512], raw[512], a[64], b[64];
    out_row(t);
    if (k == 0) {
        out_set(t, P_POT, "main", out_tr(L, "Main pot", "Pot principal"));
    } else {
        char r2[24];
        snprintf(r2, sizeof r2, "side%d", k);
        snprintf(buf, sizeof buf, out_tr(L, "Side pot %d", "Pot annexe %d"), k);
        out_set(t, P_POT, r2, buf);
    }
    set_chips(t, P_AMOUNT, pt->amount);
    set_chips(t, P_LEVEL, pt->level);
    chips(pt->per_player, a, sizeof a);
    chips(pt->partial, b, sizeof b);
    if (pt->full && pt->partial)
        snprintf(buf, sizeof buf, "%s × %d + %s", a, pt->full, b);
    else if (pt->full)
        snprintf(buf, sizeof buf, "%s × %d", a, pt->full);
    else
        snprintf(buf, sizeof buf, out_tr(L, "%s (folded players)", "%s (joueurs couchés)"), b);
    snprintf(raw, sizeof raw, "%lld*%d+%lld", (long long)pt->per_player, pt->full, (long long)pt->partial);
    out_set(t, P_MADE, raw, buf);
    names(h->p, h->n, pt->eligible, buf, raw, sizeof buf);
    out_set(t, P_ELIG, raw, buf);
    if (won_col)
        pot_winners(t, h, pt, L);
}

static void pots_table(out_table *t, const rep_pots_params *rp, const pots_hand *h, const char *seats)
{
    const int L = rp->lang;
    out_init(t, "Pots");
    pots_notes(t, rp, h, seats);
    out_col(t, "pot", "Pot", OUT_STR);
    out_col(t, "amount", out_tr(L, "Amount", "Montant"), OUT_INT);
    out_col(t, "level", out_tr(L, "Level", "Niveau"), OUT_INT);
    out_col(t, "made_of", out_tr(L, "Made of", "Composé de"), OUT_STR);
    out_col(t, "eligible", out_tr(L, "Eligible", "Éligibles"), OUT_STR);
    bool uncontested = false;   /* without a showdown, pots that only one player may win */
    for (int k = 0; k < h->res.npots; k++)
        uncontested |= bits_count32(h->res.pot[k].eligible) == 1;
    if (h->award || uncontested)
        out_col(t, "winners", out_tr(L, "Won by", "Gagné par"), OUT_STR);
    out_hide(t, P_LEVEL);
    for (int k = 0; k < h->res.npots; k++)
        pot_row(t, h, k, h->award || uncontested, L);
}

static void players_table(out_table *t, const pots_hand *h, int L)
{
    const pots_player *p = h->p;
    const pots_result *res = &h->res;
    out_init(t, out_tr(L, "Players", "Joueurs"));
    out_col(t, "player", out_tr(L, "Player", "Joueur"), OUT_STR);
    out_col(t, "stack", out_tr(L, "Stack", "Tapis"), OUT_INT);
    out_col(t, "put_in", out_tr(L, "Put in", "Misé"), OUT_INT);
    out_col(t, "returned", out_tr(L, "Returned", "Rendu"), OUT_INT);
    out_col(t, "status", out_tr(L, "Status", "État"), OUT_STR);
    if (h->award) {
        out_col(t, "won", out_tr(L, "Won", "Gagné"), OUT_INT);
        out_col(t, "net", "Net", OUT_INT);
        out_col(t, "final_stack", out_tr(L, "Final stack", "Tapis final"), OUT_INT);
    }
    for (int i = 0; i < h->n; i++) {
        out_row(t);
        out_set_str(t, Q_PLAYER, p[i].name);
        set_chips(t, Q_STACK, p[i].stack);
        set_chips(t, Q_PUT, p[i].contrib);
        set_chips(t, Q_RET, res->returned[i]);
        const char *status = p[i].folded ? "folded" : p[i].contrib - res->returned[i] == p[i].stack ? "all-in" : "in";
        static const char *const ST[][2] = {{"folded", "couché"}, {"all-in", "à tapis"}, {"in", "en jeu"}};
        for (int k = 0; k < 3; k++)
            if (strcmp(status, ST[k][0]) == 0)
                out_set(t, Q_STATUS, status, ST[k][L ? 1 : 0]);
        if (h->award) {
            int64_t net = res->won[i] + res->returned[i] - p[i].contrib;
            set_chips(t, Q_WON, res->won[i]);
            set_chips(t, Q_NET, net);
            set_chips(t, Q_END, p[i].stack + net);
        }
    }
}

int rep_pots_tables(out_table *tabs, int which, const rep_pots_params *p, const pots_hand *h)
{
    char seats[256] = "";
    for (int i = 0; i < h->n; i++) {
        size_t l = strlen(seats);
        snprintf(seats + l, sizeof seats - l, "%s%.15s", i ? ", " : "", h->p[i].name);
    }
    int nt = 0;
    if (h->betting && (which < 0 || which == REP_POTS_ACTIONS))
        actions_table(&tabs[nt++], h, seats, p->lang);
    if (which < 0 || which == REP_POTS_POTS)
        pots_table(&tabs[nt++], p, h, seats);
    if (which < 0 || which == REP_POTS_PLAYERS)
        players_table(&tabs[nt++], h, p->lang);
    for (int i = 0; i < nt; i++) {   /* the same facts in every table, for a program (JSON) */
        out_field(&tabs[i], "unit", OUT_STR, "chips");
        out_field(&tabs[i], "players", OUT_INT, "%d", h->n);
        if (h->bb > 0) {
            out_field(&tabs[i], "blinds.small", OUT_INT, "%lld", (long long)h->sb);
            out_field(&tabs[i], "blinds.big", OUT_INT, "%lld", (long long)h->bb);
        }
        out_field(&tabs[i], "showdown", OUT_BOOL, "%s", h->award ? "true" : "false");
    }
    return nt;
}
