/* pots.c - side pots and the no-limit betting rules.
 *
 * Pots.  After returning an uncalled bet, the distinct contribution levels
 * of the live players, in increasing order, are the tops of the pots; every
 * chip of every player falls in exactly one pot (the part of his
 * contribution between the previous level and this one), so the pots add up
 * to the contributions less the returned chips, which pots_split asserts.
 * Eligibility shrinks from pot to pot: the live players whose contribution
 * reaches the pot's level.
 *
 * Betting.  The state is per street: each player's bet, the bet to match
 * (`current`), the last full raise (`min_raise`), and for each player the
 * bet he faced when he last acted (`level`).  A player may raise iff he has
 * not acted on the street, or the bet has grown by a full raise since
 * (current - level >= min_raise): a full raise always satisfies this for
 * everyone else, a short all-in never does for the players it was short for,
 * and several short all-ins in a row may add up to a full raise.  The
 * action passes clockwise to the next player who is in the hand, has chips,
 * and either has not acted or owes chips; none left ends the street.
 *
 * Nothing here allocates, prints or keeps state between calls.
 */
#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bits.h"
#include "err.h"
#include "pots.h"

/* A whole number of chips: digits only, at most POTS_CHIPS_MAX.  0 ok, -1
 * not a number, -2 too large. */
static int parse_chips(const char *s, size_t len, int64_t *out)
{
    if (len == 0 || len > 20)
        return len > 20 ? -2 : -1;
    int64_t x = 0;
    for (size_t i = 0; i < len; i++) {
        if (s[i] < '0' || s[i] > '9')
            return -1;
        if (x > POTS_CHIPS_MAX)
            return -2;
        x = 10 * x + (s[i] - '0');
    }
    if (x > POTS_CHIPS_MAX)
        return -2;
    *out = x;
    return 0;
}

static bool name_ok(const char *s, size_t len)
{
    if (len == 0 || len >= POTS_NAME_MAX)
        return false;
    for (size_t i = 0; i < len; i++)
        if (!isalnum((unsigned char)s[i]) && s[i] != '_' && s[i] != '-')
            return false;
    return true;
}

int pots_parse_player(const char *s, pots_player *p, char *why, size_t whysize)
{
    if (!s || !p)
        return TALON_E_INVAL;
    const char *f[5];
    size_t fl[5];
    int nf = 0;
    const char *q = s;
    for (;;) {
        const char *c = strchr(q, ':');
        size_t len = c ? (size_t)(c - q) : strlen(q);
        if (nf == 4)
            return err_why(why, whysize, TALON_E_PARSE, "player '%s': too many fields (NAME:STACK[:CONTRIB[:fold]])", s);
        f[nf] = q;
        fl[nf++] = len;
        if (!c)
            break;
        q = c + 1;
    }
    if (nf < 2)
        return err_why(why, whysize, TALON_E_PARSE, "player '%s' needs NAME:STACK[:CONTRIB[:fold]]", s);
    if (!name_ok(f[0], fl[0]))
        return err_why(why, whysize, TALON_E_PARSE,
                    "player '%s': the name must be 1 to %d letters, digits, '_' or '-'", s, POTS_NAME_MAX - 1);
    pots_player r = {0};
    memcpy(r.name, f[0], fl[0]);
    int rc = parse_chips(f[1], fl[1], &r.stack);
    if (rc == -1)
        return err_why(why, whysize, TALON_E_PARSE, "player '%s': the stack '%.*s' must be a whole number of chips, 0 or more",
                    s, (int)fl[1], f[1]);
    if (rc == -2)
        return err_why(why, whysize, TALON_E_RANGE, "player '%s': the stack is above %lld chips", s,
                    (long long)POTS_CHIPS_MAX);
    if (nf >= 3) {
        rc = parse_chips(f[2], fl[2], &r.contrib);
        if (rc == -1)
            return err_why(why, whysize, TALON_E_PARSE,
                        "player '%s': the contribution '%.*s' must be a whole number of chips, 0 or more", s,
                        (int)fl[2], f[2]);
        if (rc == -2 || r.contrib > r.stack)
            return err_why(why, whysize, TALON_E_RANGE, "player '%s': the contribution %.*s is more than the stack %lld", s,
                        (int)fl[2], f[2], (long long)r.stack);
    }
    if (nf == 4) {
        if (!(fl[3] == 4 && strncmp(f[3], "fold", 4) == 0))
            return err_why(why, whysize, TALON_E_PARSE, "player '%s': the last field may only be 'fold', not '%.*s'", s,
                        (int)fl[3], f[3]);
        r.folded = true;
    }
    *p = r;
    return TALON_OK;
}

int pots_find(const pots_player *p, int n, const char *name)
{
    for (int i = 0; i < n; i++)
        if (strcmp(p[i].name, name) == 0)
            return i;
    return -1;
}

int pots_check(const pots_player *p, int n, int64_t sb, int64_t bb, char *why, size_t whysize)
{
    if (!p || n < 2 || n > POTS_MAX_PLAYERS)
        return err_why(why, whysize, TALON_E_COUNT, "a hand needs 2 to %d players, not %d", POTS_MAX_PLAYERS, n);
    int live = 0;
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < i; j++)
            if (strcmp(p[i].name, p[j].name) == 0)
                return err_why(why, whysize, TALON_E_DUP, "player '%s' is given twice", p[i].name);
        if (p[i].stack < 0 || p[i].stack > POTS_CHIPS_MAX || p[i].contrib < 0)
            return err_why(why, whysize, TALON_E_RANGE, "player '%s': chips out of range", p[i].name);
        if (p[i].contrib > p[i].stack)
            return err_why(why, whysize, TALON_E_RANGE, "player '%s': the contribution %lld is more than the stack %lld",
                        p[i].name, (long long)p[i].contrib, (long long)p[i].stack);
        live += !p[i].folded;
    }
    if (live == 0)
        return err_why(why, whysize, TALON_E_INVAL, "every player folded: someone must be left in the hand");
    if (sb < 0 || bb < 0 || sb > bb)
        return err_why(why, whysize, TALON_E_RANGE, "blinds %lld/%lld: the small blind must be between 0 and the big blind",
                    (long long)sb, (long long)bb);
    if (bb > 0) {
        int64_t need0 = sb < p[0].stack ? sb : p[0].stack, need1 = bb < p[1].stack ? bb : p[1].stack;
        if (p[0].contrib < need0)
            return err_why(why, whysize, TALON_E_INVAL,
                        "%s, first listed, posts the small blind of %lld but put in only %lld", p[0].name,
                        (long long)sb, (long long)p[0].contrib);
        if (p[1].contrib < need1)
            return err_why(why, whysize, TALON_E_INVAL,
                        "%s, second listed, posts the big blind of %lld but put in only %lld", p[1].name,
                        (long long)bb, (long long)p[1].contrib);
    }
    return TALON_OK;
}

int pots_split(const pots_player *p, int n, pots_result *res)
{
    if (!p || !res || n < 1 || n > POTS_MAX_PLAYERS)
        return TALON_E_INVAL;
    memset(res, 0, sizeof *res);
    res->n = n;
    res->returned_to = -1;
    int64_t c[POTS_MAX_PLAYERS];
    int top = -1;
    bool any_live = false;
    for (int i = 0; i < n; i++) {
        c[i] = p[i].contrib;
        res->total += c[i];
        any_live |= !p[i].folded;
        if (top < 0 || c[i] > c[top])
            top = i;
    }
    if (!any_live)
        return TALON_E_INVAL;
    /* The uncalled part of the largest contribution, when it is a live
     * player's alone. */
    int64_t second = 0;
    for (int i = 0; i < n; i++)
        if (i != top && c[i] > second)
            second = c[i];
    if (!p[top].folded && c[top] > second) {
        res->returned[top] = c[top] - second;
        res->returned_to = top;
        c[top] = second;
    }
    /* Live levels, increasing. */
    int64_t levels[POTS_MAX_PLAYERS];
    int nl = 0;
    for (int i = 0; i < n; i++)
        if (!p[i].folded && c[i] > 0) {
            int k = 0;
            while (k < nl && levels[k] != c[i])
                k++;
            if (k == nl)
                levels[nl++] = c[i];
        }
    for (int i = 1; i < nl; i++)   /* insertion sort: at most 10 */
        for (int j = i; j > 0 && levels[j] < levels[j - 1]; j--) {
            int64_t t = levels[j];
            levels[j] = levels[j - 1];
            levels[j - 1] = t;
        }
    int64_t prev = 0, sum = 0;
    for (int k = 0; k < nl; k++) {
        pots_pot *pt = &res->pot[k];
        pt->level = levels[k];
        pt->per_player = levels[k] - prev;
        for (int i = 0; i < n; i++) {
            int64_t part = (c[i] < levels[k] ? c[i] : levels[k]) - prev;
            if (part <= 0)
                continue;
            if (part == pt->per_player)
                pt->full++;
            else
                pt->partial += part;
            pt->amount += part;
            if (!p[i].folded && c[i] >= levels[k])
                pt->eligible |= 1u << i;
        }
        prev = levels[k];
        sum += pt->amount;
    }
    res->npots = nl;
    /* Folded chips above the top live level: dead money in the top pot. */
    for (int i = 0; i < n; i++)
        if (c[i] > prev) {
            if (nl == 0) {   /* no live chips at all: a pot for the dead money alone */
                res->pot[0].eligible = 0;
                for (int j = 0; j < n; j++)
                    if (!p[j].folded)
                        res->pot[0].eligible |= 1u << j;
                res->npots = nl = 1;
            }
            res->pot[nl - 1].partial += c[i] - prev;
            res->pot[nl - 1].amount += c[i] - prev;
            sum += c[i] - prev;
        }
    int64_t ret = 0;
    for (int i = 0; i < n; i++)
        ret += res->returned[i];
    return sum + ret == res->total ? TALON_OK : TALON_E_INVAL;
}

int pots_parse_showdown(const char *s, const pots_player *p, int n, int rank[], char *why, size_t whysize)
{
    if (!s || !p || !rank)
        return TALON_E_INVAL;
    for (int i = 0; i < n; i++)
        rank[i] = -1;
    int place = 0;
    const char *q = s;
    for (;;) {
        size_t len = strcspn(q, ",=");
        char name[64];
        size_t a = 0, b = len;
        while (a < b && isspace((unsigned char)q[a]))
            a++;
        while (b > a && isspace((unsigned char)q[b - 1]))
            b--;
        if (b == a)
            return err_why(why, whysize, TALON_E_PARSE, "--showdown '%s': a player name is missing", s);
        if (b - a >= sizeof name)
            return err_why(why, whysize, TALON_E_PARSE, "--showdown: name too long");
        memcpy(name, q + a, b - a);
        name[b - a] = 0;
        int i = pots_find(p, n, name);
        if (i < 0)
            return err_why(why, whysize, TALON_E_PARSE, "--showdown: unknown player '%s'", name);
        if (p[i].folded)
            return err_why(why, whysize, TALON_E_INVAL, "--showdown: %s folded and has no hand to show", name);
        if (rank[i] >= 0)
            return err_why(why, whysize, TALON_E_PARSE, "--showdown: %s is given twice", name);
        rank[i] = place;
        char sep = q[len];
        if (!sep)
            break;
        if (sep == ',')
            place++;
        q += len + 1;
    }
    for (int i = 0; i < n; i++)
        if (!p[i].folded && rank[i] < 0)
            return err_why(why, whysize, TALON_E_INVAL, "--showdown: %s is still in the hand and must be ranked", p[i].name);
    return TALON_OK;
}

/* Seat order for odd chips: from the first seat left of the button. */
static int odd_seat(int n, int k) { return n == 2 ? (k + 1) % 2 : k; }

int pots_award(const pots_player *p, int n, const int rank[], pots_result *res)
{
    if (!p || !rank || !res || n != res->n)
        return TALON_E_INVAL;
    memset(res->won, 0, sizeof res->won);
    for (int k = 0; k < res->npots; k++) {
        pots_pot *pt = &res->pot[k];
        memset(pt->share, 0, sizeof pt->share);
        pt->winners = 0;
        int ne = bits_count32(pt->eligible);
        if (ne == 0)
            return TALON_E_INVAL;
        if (ne == 1) {
            pt->winners = pt->eligible;
        } else {
            int best = -1;
            for (int i = 0; i < n; i++)
                if (pt->eligible >> i & 1) {
                    if (rank[i] < 0)
                        return TALON_E_INVAL;
                    if (best < 0 || rank[i] < best)
                        best = rank[i];
                }
            for (int i = 0; i < n; i++)
                if ((pt->eligible >> i & 1) && rank[i] == best)
                    pt->winners |= 1u << i;
        }
        int nw = bits_count32(pt->winners);
        int64_t each = pt->amount / nw, odd = pt->amount % nw;
        for (int s = 0; s < n; s++) {
            int i = odd_seat(n, s);
            if (!(pt->winners >> i & 1))
                continue;
            pt->share[i] = each + (odd > 0);
            odd -= odd > 0;
            res->won[i] += pt->share[i];
        }
    }
    res->awarded = true;
    return TALON_OK;
}

/* ---- betting ------------------------------------------------------------ */

const char *pots_verb_name(enum pots_verb v)
{
    static const char *N[] = {"fold", "check", "call", "bet", "raise", "allin", "/"};
    return (unsigned)v <= POTS_NEXT ? N[v] : "?";
}

static int64_t chips_left(const pots_game *g, int i) { return g->p[i].stack - g->p[i].contrib; }
static bool can_act(const pots_game *g, int i) { return !g->p[i].folded && chips_left(g, i) > 0; }

static int live_count(const pots_game *g)
{
    int k = 0;
    for (int i = 0; i < g->n; i++)
        k += !g->p[i].folded;
    return k;
}

static int64_t pot_total(const pots_game *g)
{
    int64_t s = 0;
    for (int i = 0; i < g->n; i++)
        s += g->p[i].contrib;
    return s;
}

/* The next player to act after seat `from` (exclusive; from = -1 starts at
 * seat 0 inclusive), or -1 when the street's betting is over. */
static int next_to_act(const pots_game *g, int from)
{
    if (live_count(g) <= 1)
        return -1;
    int able = 0;
    for (int i = 0; i < g->n; i++)
        able += can_act(g, i);
    for (int k = 1; k <= g->n; k++) {
        int i = ((from < 0 ? -1 : from) + k) % g->n;
        if (!can_act(g, i))
            continue;
        bool owes = g->bet[i] < g->current;
        /* Alone with chips and owing nothing: there is no one to bet against. */
        if (able == 1 && !owes)
            continue;
        if (!g->acted[i] || owes)
            return i;
    }
    return -1;
}

int pots_game_init(pots_game *g, const pots_player *p, int n, int64_t sb, int64_t bb, char *why, size_t whysize)
{
    if (!g || !p)
        return TALON_E_INVAL;
    if (n < 2 || n > POTS_MAX_PLAYERS)
        return err_why(why, whysize, TALON_E_COUNT, "a hand needs 2 to %d players, not %d", POTS_MAX_PLAYERS, n);
    if (bb < 1 || sb < 0 || sb > bb || bb > POTS_CHIPS_MAX)
        return err_why(why, whysize, TALON_E_RANGE, "blinds %lld/%lld: need 0 <= small <= big and a big blind of 1 or more",
                    (long long)sb, (long long)bb);
    memset(g, 0, sizeof *g);
    g->n = n;
    g->sb = sb;
    g->bb = bb;
    for (int i = 0; i < n; i++) {
        g->p[i] = p[i];
        g->p[i].contrib = 0;
        g->p[i].folded = false;
    }
    int rc = pots_check(g->p, n, 0, 0, why, whysize);
    if (rc != TALON_OK)
        return rc;
    int64_t post[2] = {sb, bb};
    for (int i = 0; i < 2; i++) {
        int64_t x = post[i] < g->p[i].stack ? post[i] : g->p[i].stack;
        g->bet[i] = x;
        g->p[i].contrib = x;
    }
    g->current = bb;   /* the bet to match is the big blind, even when it is posted all-in short */
    g->min_raise = bb;
    g->short_by = -1;
    /* Pre-flop the seat after the big blind acts first; heads-up the small blind. */
    g->to_act = next_to_act(g, n == 2 ? -1 : 1);
    return TALON_OK;
}

bool pots_game_over(const pots_game *g)
{
    if (live_count(g) <= 1)
        return true;
    if (g->to_act >= 0)
        return false;
    if (g->street == 3)
        return true;
    int able = 0;
    for (int i = 0; i < g->n; i++)
        able += can_act(g, i);
    return able <= 1;
}

void pots_game_options(const pots_game *g, pots_options *o)
{
    memset(o, 0, sizeof *o);
    int i = g->to_act;
    o->player = i;
    if (i < 0)
        return;
    int64_t left = chips_left(g, i), owe = g->current - g->bet[i];
    o->can_check = owe <= 0;
    o->can_call = owe > 0;
    o->call_put = owe < left ? owe : left;
    o->max_to = g->bet[i] + left;
    o->reopened = !g->acted[i] || g->current - g->level[i] >= g->min_raise;
    int others = 0;
    for (int j = 0; j < g->n; j++)
        others += j != i && can_act(g, j);
    bool more = o->max_to > g->current;
    o->can_bet = g->current == 0 && more;
    o->can_raise = g->current > 0 && more && o->reopened && others > 0;
    if (o->can_bet)
        o->min_to = g->bb < o->max_to ? g->bb : o->max_to;
    else if (o->can_raise)
        o->min_to = g->current + g->min_raise < o->max_to ? g->current + g->min_raise : o->max_to;
}

static const char *street_name(int s)
{
    static const char *N[] = {"pre-flop", "the flop", "the turn", "the river"};
    return s >= 0 && s < 4 ? N[s] : "?";
}

int pots_game_act(pots_game *g, const pots_action *a, pots_step *st, char *why, size_t whysize)
{
    if (!g || !a)
        return TALON_E_INVAL;
    pots_step s = {.player = a->player, .street = g->street};
    if (a->verb == POTS_NEXT) {
        if (g->to_act >= 0)
            return err_why(why, whysize, TALON_E_INVAL, "'/': the betting on %s is not over, %s is to act",
                        street_name(g->street), g->p[g->to_act].name);
        if (live_count(g) <= 1)
            return err_why(why, whysize, TALON_E_INVAL, "'/': the hand is over, everyone else folded");
        if (g->street == 3)
            return err_why(why, whysize, TALON_E_INVAL, "'/': there is no street after the river");
        g->street++;
        memset(g->bet, 0, sizeof g->bet);
        memset(g->acted, 0, sizeof g->acted);
        memset(g->level, 0, sizeof g->level);
        g->current = 0;
        g->min_raise = g->bb;
        g->short_by = -1;
        /* After the flop the first live player left of the button acts first
         * (heads-up the big blind, seat 1). */
        g->to_act = next_to_act(g, g->n == 2 ? 0 : -1);
        s.player = -1;
        s.street = g->street;
        s.kind = POTS_K_STREET;
        s.pot = pot_total(g);
        if (st)
            *st = s;
        return TALON_OK;
    }
    int i = a->player;
    if (i < 0 || i >= g->n)
        return TALON_E_INVAL;
    const char *who = g->p[i].name;
    if (g->to_act < 0) {
        if (live_count(g) <= 1)
            return err_why(why, whysize, TALON_E_INVAL, "%s %s: the hand is over, everyone else folded", who,
                        pots_verb_name(a->verb));
        if (pots_game_over(g))
            return err_why(why, whysize, TALON_E_INVAL, "%s %s: no more betting, the players left are all-in", who,
                        pots_verb_name(a->verb));
        return err_why(why, whysize, TALON_E_INVAL, "%s %s: the betting on %s is over; start the next street with '/'",
                    who, pots_verb_name(a->verb), street_name(g->street));
    }
    if (i != g->to_act)
        return err_why(why, whysize, TALON_E_INVAL, "%s %s: it is %s's turn to act", who, pots_verb_name(a->verb),
                    g->p[g->to_act].name);
    pots_options o;
    pots_game_options(g, &o);
    int64_t left = chips_left(g, i), owe = g->current - g->bet[i];
    int64_t to = g->bet[i];   /* the player's street total after the action */
    enum pots_verb v = a->verb;
    if (v == POTS_ALLIN) {
        int64_t all = g->bet[i] + left;
        if (a->amount && a->amount != all)
            return err_why(why, whysize, TALON_E_INVAL, "%s allin %lld: %s's all-in is to %lld", who,
                        (long long)a->amount, who, (long long)all);
        to = all;
    }
    switch (v) {
    case POTS_FOLD:
        s.kind = POTS_K_FOLD;
        break;
    case POTS_CHECK:
        if (owe > 0)
            return err_why(why, whysize, TALON_E_INVAL, "%s check: %s owes %lld to call the bet of %lld", who, who,
                        (long long)owe, (long long)g->current);
        s.kind = POTS_K_CHECK;
        break;
    case POTS_CALL:
        if (owe <= 0)
            return err_why(why, whysize, TALON_E_INVAL, "%s call: there is nothing to call (check, or bet)", who);
        to = g->bet[i] + o.call_put;
        s.kind = POTS_K_CALL;
        break;
    case POTS_BET:
    case POTS_RAISE:
    case POTS_ALLIN: {
        if (v != POTS_ALLIN)
            to = a->amount;
        if (v == POTS_BET && g->current > 0)
            return err_why(why, whysize, TALON_E_INVAL, "%s bet %lld: there is already a bet of %lld (call, raise or fold)",
                        who, (long long)a->amount, (long long)g->current);
        if (v == POTS_RAISE && g->current == 0)
            return err_why(why, whysize, TALON_E_INVAL, "%s raise %lld: there is no bet to raise (bet, or check)", who,
                        (long long)a->amount);
        if (to > g->bet[i] + left)
            return err_why(why, whysize, TALON_E_INVAL, "%s %s %lld: %s has only %lld chips (all-in is to %lld)", who,
                        pots_verb_name(v), (long long)to, who, (long long)left, (long long)(g->bet[i] + left));
        bool allin = to == g->bet[i] + left;
        if (v == POTS_ALLIN && to <= g->current) {   /* an all-in call (for less, or exactly) */
            s.kind = POTS_K_CALL;
            break;
        }
        if (to <= g->current)
            return err_why(why, whysize, TALON_E_INVAL, "%s %s %lld: that is not above the current bet of %lld "
                        "(\"raise N\" is the total, raise to N)", who, pots_verb_name(v), (long long)to,
                        (long long)g->current);
        if (g->current > 0 && !o.reopened) {
            if (g->short_by >= 0)
                return err_why(why, whysize, TALON_E_INVAL,
                            "%s %s %lld: %s may only call or fold: the all-in raise to %lld by %s was %lld, less "
                            "than a full raise of %lld, and does not reopen the betting for %s, who has already acted",
                            who, pots_verb_name(v), (long long)to, who, (long long)g->short_to,
                            g->p[g->short_by].name, (long long)g->short_inc, (long long)g->min_raise, who);
            return err_why(why, whysize, TALON_E_INVAL,
                        "%s %s %lld: %s may only call or fold: the betting has not been reopened by a full raise "
                        "since %s acted", who, pots_verb_name(v), (long long)to, who, who);
        }
        if (g->current > 0 && !o.can_raise)
            return err_why(why, whysize, TALON_E_INVAL,
                        "%s %s %lld: every other player is all-in or folded, there is nobody to raise", who,
                        pots_verb_name(v), (long long)to);
        int64_t inc = to - g->current;
        int64_t need = g->current == 0 ? g->bb : g->min_raise;
        if (inc < need && !allin) {
            if (g->current == 0)
                return err_why(why, whysize, TALON_E_INVAL, "%s bet %lld: the minimum bet is the big blind, %lld", who,
                            (long long)to, (long long)g->bb);
            return err_why(why, whysize, TALON_E_INVAL,
                        "%s raise %lld: the minimum raise is to %lld (the last full raise was %lld; less only all-in)",
                        who, (long long)to, (long long)(g->current + g->min_raise), (long long)g->min_raise);
        }
        s.increment = inc;
        s.full_raise = need;
        if (inc >= need) {
            s.kind = g->current == 0 ? POTS_K_BET : POTS_K_RAISE;
            g->min_raise = inc;
        } else {
            s.kind = g->current == 0 ? POTS_K_SHORT_BET : POTS_K_SHORT_RAISE;
            g->short_by = i;
            g->short_to = to;
            g->short_inc = inc;
        }
        g->current = to;
        break;
    }
    default:
        return TALON_E_INVAL;
    }
    if (s.kind == POTS_K_FOLD) {
        g->p[i].folded = true;
    } else {
        s.put = to - g->bet[i];
        g->p[i].contrib += s.put;
        g->bet[i] = to;
    }
    g->acted[i] = true;
    g->level[i] = g->current;
    s.to = g->bet[i];
    s.allin = chips_left(g, i) == 0 && s.kind != POTS_K_FOLD;
    g->to_act = next_to_act(g, i);
    s.pot = pot_total(g);
    if (st)
        *st = s;
    return TALON_OK;
}

/* ---- parsing a sequence ------------------------------------------------- */

static const struct {
    const char *word;
    enum pots_verb verb;
} VERBS[] = {
    {"fold", POTS_FOLD}, {"folds", POTS_FOLD}, {"check", POTS_CHECK}, {"checks", POTS_CHECK},
    {"call", POTS_CALL}, {"calls", POTS_CALL}, {"bet", POTS_BET}, {"bets", POTS_BET},
    {"raise", POTS_RAISE}, {"raises", POTS_RAISE}, {"allin", POTS_ALLIN}, {"all-in", POTS_ALLIN},
    {"passe", POTS_FOLD}, {"couche", POTS_FOLD}, {"parole", POTS_CHECK}, {"suit", POTS_CALL},
    {"paye", POTS_CALL}, {"mise", POTS_BET}, {"relance", POTS_RAISE}, {"tapis", POTS_ALLIN},
};

int pots_parse_actions(const char *s, const pots_player *p, int n, pots_action *acts, int *nacts, int *bad,
                       char *why, size_t whysize)
{
    if (!s || !p || !acts || !nacts)
        return TALON_E_INVAL;
    *nacts = 0;
    int k = 0, idx = 0;
    char prev = 0;   /* the separator before the current piece */
    const char *q = s;
    for (;;) {
        size_t len = strcspn(q, ",;/");
        char buf[128];
        size_t a = 0, b = len;
        while (a < b && isspace((unsigned char)q[a]))
            a++;
        while (b > a && isspace((unsigned char)q[b - 1]))
            b--;
        if (bad)
            *bad = idx;
        if (b - a >= sizeof buf)
            return err_why(why, whysize, TALON_E_PARSE, "--actions: action %d is too long", idx + 1);
        memcpy(buf, q + a, b - a);
        buf[b - a] = 0;
        char sep = q[len];
        if (buf[0]) {
            char *save = NULL;
            char *name = strtok_r(buf, " \t", &save), *verb = strtok_r(NULL, " \t", &save);
            char *amt = strtok_r(NULL, " \t", &save), *extra = strtok_r(NULL, " \t", &save);
            int who = pots_find(p, n, name);
            if (who < 0)
                return err_why(why, whysize, TALON_E_PARSE, "--actions: action %d: unknown player '%s'", idx + 1, name);
            if (!verb)
                return err_why(why, whysize, TALON_E_PARSE, "--actions: action %d: '%s' needs a verb (fold, check, call, "
                            "bet N, raise N, allin)", idx + 1, name);
            for (char *c = verb; *c; c++)
                *c = (char)tolower((unsigned char)*c);
            int vi = -1;
            for (size_t j = 0; j < sizeof VERBS / sizeof VERBS[0]; j++)
                if (strcmp(verb, VERBS[j].word) == 0)
                    vi = (int)j;
            if (vi < 0)
                return err_why(why, whysize, TALON_E_PARSE, "--actions: action %d: unknown verb '%s' (fold, check, call, "
                            "bet N, raise N, allin)", idx + 1, verb);
            enum pots_verb v = VERBS[vi].verb;
            int64_t x = 0;
            if (extra)
                return err_why(why, whysize, TALON_E_PARSE, "--actions: action %d: unexpected '%s'", idx + 1, extra);
            if (v == POTS_BET || v == POTS_RAISE) {
                if (!amt)
                    return err_why(why, whysize, TALON_E_PARSE, "--actions: action %d: '%s %s' needs an amount (the total, "
                                "as in raise 50)", idx + 1, name, verb);
            } else if (amt && v != POTS_ALLIN) {
                return err_why(why, whysize, TALON_E_PARSE, "--actions: action %d: '%s' takes no amount", idx + 1, verb);
            }
            if (amt) {
                int rc = parse_chips(amt, strlen(amt), &x);
                if (rc != 0 || x == 0)
                    return err_why(why, whysize, TALON_E_PARSE, "--actions: action %d: the amount '%s' must be a whole "
                                "number of chips, 1 or more", idx + 1, amt);
            }
            if (k >= POTS_MAX_ACTIONS)
                return err_why(why, whysize, TALON_E_PARSE, "--actions: more than %d actions", POTS_MAX_ACTIONS);
            acts[k++] = (pots_action){.player = who, .verb = v, .amount = x};
            idx++;
        } else if (sep == ',' || sep == ';' || prev == ',' || prev == ';') {
            if (bad)
                *bad = idx;
            return err_why(why, whysize, TALON_E_PARSE, "--actions: action %d is empty", idx + 1);
        }
        prev = sep;
        if (sep == '/') {
            if (k >= POTS_MAX_ACTIONS)
                return err_why(why, whysize, TALON_E_PARSE, "--actions: more than %d actions", POTS_MAX_ACTIONS);
            acts[k++] = (pots_action){.player = -1, .verb = POTS_NEXT};
        }
        if (!sep)
            break;
        q += len + 1;
    }
    if (k == 0)
        return err_why(why, whysize, TALON_E_PARSE, "--actions: no action given");
    *nacts = k;
    return TALON_OK;
}
