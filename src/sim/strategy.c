/* strategy.c - the preset strategies, the strategy text format, and the
 * binding of a strategy to rules.
 *
 * A strategy is a small plain struct (strategy.h) so that presets are one
 * const table, a text file is a list of overrides of the "standard" preset,
 * and strategy_format writes any strategy back as text that parses to the
 * same struct (the parser's tests round-trip every preset).  The decision
 * itself is the inline strategy_decide_value in strategy.h; this file only
 * precomputes what it needs (strategy_plan_init) and holds the rare slow path
 * (a hand holding two different playable draws).
 *
 * The parser works on (pointer, length) slices of the caller's buffer: it
 * never copies a line, never writes outside the strategy being built, and
 * treats any byte it does not know (NUL included) as an error, so no input
 * can make it read or write out of bounds.  The strategy is built in a local
 * copy and stored only when the whole text is good.
 */
#include "strategy.h"

#include <stdio.h>
#include <string.h>

#include "dclass.h"
#include "err.h"

/* ---- names ------------------------------------------------------------------ */

static const char *const RULE_KEY[STRATEGY_NRULES] = {
    "pat", "quads", "two-pair", "draw", "trips", "pair", "weak-pair", "nothing"};
/* Cards every rule keeps at least: the cards that make the class. */
static const uint8_t RULE_CORE[STRATEGY_NRULES] = {5, 4, 4, 4, 3, 2, 2, 1};

/* Data keys (CSV columns, JSON): underscores, as the category keys of
 * rules.c ("two_pair"); the rule keys above are the strategy files' words. */
static const char *const SERVED_KEY[STRATEGY_NSERVED] = {
    "pat", "quads", "two_pair", "draw", "trips", "pair", "nothing"};
static const char *const SERVED_NAME[2][STRATEGY_NSERVED] = {
    {"Pat", "Four of a kind", "Two pair", "Draw", "Three of a kind", "Pair", "Nothing"},
    {"Servi", "Carré", "Double paire", "Tirage", "Brelan", "Paire", "Rien"}};

const char *strategy_rule_key(int rule)
{
    return rule >= 0 && rule < STRATEGY_NRULES ? RULE_KEY[rule] : "?";
}

const char *strategy_served_key(int served)
{
    return served >= 0 && served < STRATEGY_NSERVED ? SERVED_KEY[served] : "?";
}

const char *strategy_served_name(int served, int lang)
{
    if (served < 0 || served >= STRATEGY_NSERVED)
        return "?";
    return SERVED_NAME[lang ? 1 : 0][served];
}

/* ---- presets -------------------------------------------------------------- */

/* keep[] and fold[] in rule order: pat, quads, two-pair, draw, trips, pair,
 * weak-pair, nothing.  pair_min[] and pair_over_flush[] by deck
 * 20, 24, 28, 32, 36, 40, 44, 48, 52. */
#define T_ RANK_T
#define J_ RANK_J
#define Q_ RANK_Q
/* The article's playable pair ("Paire jouable"): above the nine at 52 and 48
 * cards, above the ten at 44 and 40, above the jack otherwise. */
#define ARTICLE_PAIR_MIN {Q_, Q_, Q_, Q_, Q_, J_, J_, T_, T_}
/* The same words read "from the nine", "from the ten", "from the jack": the
 * reading the article's own two-card table fits (tables/article/README.md:
 * one card asked by 20.8% of the hands at 52 cards against 17.7% for the
 * strict reading, the article printing 22.1%; 30.1% against 24.2% at 32,
 * printed 29.5%). */
#define ARTICLE_TABLES_PAIR_MIN {J_, J_, J_, J_, J_, T_, T_, RANK_9, RANK_9}
/* "Si une main a à la fois une paire jouable et un tirage à la couleur, il
 * vaut mieux garder le tirage, sauf si l'on joue à 32 cartes": the pair is
 * kept at 32 cards and below (the flush draw only gets worse as the deck
 * shrinks: N/4 - 4 outs). */
#define ADVICE_PAIR_OVER_FLUSH {true, true, true, true, false, false, false, false, false}
#define NEVER {false, false, false, false, false, false, false, false, false}

static const strategy PRESETS[] = {
    /* DESIGN.md's strategy: pat hands stand, quads, two pair and playable
     * draws draw one, trips two, every pair three (the playable-pair
     * threshold is recorded, but a weak pair plays like any pair), empty
     * hands fold or, forced, keep their highest card and draw four.  A
     * playable pair holding a flush draw follows the article's advice. */
    {"standard",
     {5, 4, 4, 4, 3, 2, 2, 1},
     {false, false, false, false, false, false, false, true},
     ARTICLE_PAIR_MIN,
     ADVICE_PAIR_OVER_FLUSH},
    /* The same with camouflage (épauler): trips draw one, pairs two, each
     * keeping its highest kicker. */
    {"standard-camouflage",
     {5, 4, 4, 4, 4, 3, 3, 1},
     {false, false, false, false, false, false, false, true},
     ARTICLE_PAIR_MIN,
     ADVICE_PAIR_OVER_FLUSH},
    /* The article's "Cartes demandées" tables: "en supposant que les paires
     * et brelans font l'objet de « deux cartes »": trips draw two, playable
     * pairs draw two keeping their highest kicker; weak pairs and empty
     * hands fold (their forced plays, three cards to the pair and four to
     * the highest card, are the article's 3- and 4-card tables "pour
     * mémoire"); quads draw one ("le carré est en principe exclu" of the
     * pat hands); the playable pair read inclusively (nines and up at 52
     * and 48 cards, tens at 44 and 40, jacks below), which its two-card
     * table fits better.  Its tables keep the flush draw at 32 cards too, against
     * its own advice: keeping the pair there asks one card from 19.2% of
     * the hands (ace-low off), keeping the draw from 20.4%; the article
     * prints 22.2%, and its 32-card one-card row fits the draw in 2 more
     * cells (tables/article/README.md).  Ace-low off reproduces its
     * pat-hand table exactly at every deck. */
    {"article",
     {5, 4, 4, 4, 3, 3, 2, 1},
     {false, false, false, false, false, false, true, true},
     ARTICLE_TABLES_PAIR_MIN,
     NEVER},
};
#define N_PRESETS ((int)(sizeof PRESETS / sizeof PRESETS[0]))

const char *const strategy_preset_names[] = {"standard", "standard-camouflage", "article", NULL};

int strategy_preset(const char *name, strategy *s)
{
    if (!name || !s)
        return TALON_E_INVAL;
    for (int i = 0; i < N_PRESETS; i++)
        if (strcmp(name, PRESETS[i].name) == 0) {
            *s = PRESETS[i];
            return TALON_OK;
        }
    return TALON_E_PARSE;
}

int strategy_check(const strategy *s)
{
    if (!s)
        return TALON_E_INVAL;
    if (memchr(s->name, 0, sizeof s->name) == NULL)
        return TALON_E_RANGE;
    for (int i = 0; i < STRATEGY_NRULES; i++)
        if (s->keep[i] < RULE_CORE[i] || s->keep[i] > 5)
            return TALON_E_RANGE;
    if (s->fold[STRATEGY_R_PAT])
        return TALON_E_RANGE;
    for (int d = 0; d < STRATEGY_NDECKS; d++)
        if (s->pair_min[d] > STRATEGY_NO_PAIR)
            return TALON_E_RANGE;
    return TALON_OK;
}

void strategy_set_camouflage(strategy *s, bool on)
{
    s->keep[STRATEGY_R_PAIR] = on ? 3 : 2;
    s->keep[STRATEGY_R_WEAK_PAIR] = on ? 3 : 2;
    s->keep[STRATEGY_R_TRIPS] = on ? 4 : 3;
}

/* ---- text ------------------------------------------------------------------ */

typedef struct slice {
    const char *p;
    size_t n;
} slice;

static bool is_space(char c) { return c == ' ' || c == '\t' || c == '\r'; }

/* Next whitespace-separated token of *line (advanced past it); n == 0 at the end. */
static slice next_token(slice *line)
{
    size_t i = 0;
    while (i < line->n && is_space(line->p[i]))
        i++;
    size_t j = i;
    while (j < line->n && !is_space(line->p[j]))
        j++;
    slice t = {line->p + i, j - i};
    line->p += j;
    line->n -= j;
    return t;
}

static char lower(char c) { return (c >= 'A' && c <= 'Z') ? (char)(c - 'A' + 'a') : c; }

static bool tok_is(slice t, const char *w)
{
    size_t n = strlen(w);
    if (t.n != n)
        return false;
    for (size_t i = 0; i < n; i++)
        if (lower(t.p[i]) != w[i])
            return false;
    return true;
}

/* A token quoted for a message: printable ASCII, at most 24 chars. */
static void quote(slice t, char *buf, size_t size)
{
    size_t k = 0;
    for (size_t i = 0; i < t.n && k + 4 < size; i++) {
        unsigned char c = (unsigned char)t.p[i];
        if (i == 24) {
            buf[k++] = '.';
            buf[k++] = '.';
            buf[k++] = '.';
            break;
        }
        buf[k++] = (c >= 0x20 && c < 0x7f) ? (char)c : '?';
    }
    buf[k] = 0;
}

/* A small non-negative integer token (at most 3 digits); -1 if not one. */
static int tok_int(slice t)
{
    if (t.n == 0 || t.n > 3)
        return -1;
    int v = 0;
    for (size_t i = 0; i < t.n; i++) {
        if (t.p[i] < '0' || t.p[i] > '9')
            return -1;
        v = 10 * v + (t.p[i] - '0');
    }
    return v;
}

/* One rank letter (English 2-9 T J Q K A, French V D R, case-insensitive); -1 if not one. */
static int rank_char(char c)
{
    c = lower(c);
    if (c >= '2' && c <= '9')
        return c - '2';
    switch (c) {
    case 't': return RANK_T;
    case 'j': case 'v': return RANK_J;
    case 'q': case 'd': return RANK_Q;
    case 'k': case 'r': return RANK_K;
    case 'a': return RANK_A;
    default: return -1;
    }
}

/* A pair as two equal ranks ("TT", "1010", "VV", "aa") or "none"; -1 if not one. */
static int tok_pair(slice t)
{
    if (tok_is(t, "none"))
        return STRATEGY_NO_PAIR;
    if (tok_is(t, "1010"))
        return RANK_T;
    if (t.n != 2)
        return -1;
    int a = rank_char(t.p[0]), b = rank_char(t.p[1]);
    return (a >= 0 && a == b) ? a : -1;
}

/* Deck list: "*" or "all", or comma-separated sizes 20..52 (multiples of 4);
 * sets bit STRATEGY_DECK_INDEX of *mask.  Returns false with a reason. */
static bool tok_decks(slice t, unsigned *mask, char *why, size_t size)
{
    *mask = 0;
    if (tok_is(t, "*") || tok_is(t, "all")) {
        *mask = (1u << STRATEGY_NDECKS) - 1;
        return true;
    }
    size_t i = 0;
    while (i <= t.n) {
        size_t j = i;
        while (j < t.n && t.p[j] != ',')
            j++;
        slice d = {t.p + i, j - i};
        int v = tok_int(d);
        if (v < DECK_MIN || v > DECK_MAX || v % 4 != 0) {
            char q[32];
            quote(d, q, sizeof q);
            snprintf(why, size, "'%s' is not a deck size (20, 24, ..., 52, or *)", q);
            return false;
        }
        *mask |= 1u << STRATEGY_DECK_INDEX(v);
        i = j + 1;
    }
    return true;
}

static int fail(strategy_error *err, int line, const char *fmt, const char *a, const char *b)
{
    if (err) {
        err->line = line;
        snprintf(err->msg, sizeof err->msg, fmt, a, b);
    }
    return TALON_E_PARSE;
}

/* "stand" | "draw N" | "keep N" -> cards kept, or -1 with a reason. */
static int parse_keep(slice verb, slice *rest, char *why, size_t size)
{
    char q[32];
    if (tok_is(verb, "stand"))
        return 5;
    bool draw = tok_is(verb, "draw"), keep = tok_is(verb, "keep");
    if (!draw && !keep) {
        quote(verb, q, sizeof q);
        snprintf(why, size, "unknown action '%s' (stand, fold, draw N, keep N)", q);
        return -1;
    }
    slice num = next_token(rest);
    int n = tok_int(num);
    if (num.n == 0) {
        snprintf(why, size, "'%s' needs a number of cards", draw ? "draw" : "keep");
        return -1;
    }
    if (n < 0) {
        quote(num, q, sizeof q);
        snprintf(why, size, "'%s' is not a number of cards", q);
        return -1;
    }
    if (keep && n > 5) {
        snprintf(why, size, "keep %d: a hand keeps at most 5 cards", n);
        return -1;
    }
    if (draw && n > 4) {
        snprintf(why, size, "draw %d: at most 4 cards may be drawn (four-card rule)", n);
        return -1;
    }
    if (keep && n < 1) {
        snprintf(why, size, "keep %d: at most 4 cards may be drawn, so keep at least 1", n);
        return -1;
    }
    return draw ? 5 - n : n;
}

int strategy_parse(const char *text, size_t len, strategy *out, strategy_error *err)
{
    if ((!text && len > 0) || !out)
        return TALON_E_INVAL;
    strategy s;
    strategy_preset("standard", &s);
    memset(s.name, 0, sizeof s.name);
    if (err) {
        err->line = 0;
        err->msg[0] = 0;
    }
    char why[96], q[32];
    size_t pos = 0;
    for (int lineno = 1; pos < len; lineno++) {
        size_t e = pos;
        while (e < len && text[e] != '\n')
            e++;
        slice line = {text + pos, e - pos};
        pos = e + 1;
        if (memchr(line.p, 0, line.n))
            return fail(err, lineno, "a NUL byte in the text%s%s", "", "");
        const char *hash = memchr(line.p, '#', line.n);
        if (hash)
            line.n = (size_t)(hash - line.p);

        slice key = next_token(&line);
        if (key.n == 0)
            continue;   /* blank or comment */
        if (tok_is(key, "name")) {
            slice v = next_token(&line);
            if (v.n == 0 || v.n >= STRATEGY_NAME_MAX)
                return fail(err, lineno, "name needs one word of 1 to %s characters%s", "31", "");
            for (size_t i = 0; i < v.n; i++)
                if ((unsigned char)v.p[i] < 0x21 || (unsigned char)v.p[i] > 0x7e)
                    return fail(err, lineno, "name: printable ASCII only%s%s", "", "");
            memset(s.name, 0, sizeof s.name);
            memcpy(s.name, v.p, v.n);
        } else if (tok_is(key, "camouflage")) {
            slice v = next_token(&line);
            if (tok_is(v, "on"))
                strategy_set_camouflage(&s, true);
            else if (tok_is(v, "off"))
                strategy_set_camouflage(&s, false);
            else {
                quote(v, q, sizeof q);
                return fail(err, lineno, "camouflage takes on or off, not '%s'%s", q, "");
            }
        } else if (tok_is(key, "playable-pair")) {
            unsigned mask;
            slice d = next_token(&line);
            if (d.n == 0)
                return fail(err, lineno, "playable-pair needs decks and a pair (playable-pair 52,48 TT)%s%s", "", "");
            if (!tok_decks(d, &mask, why, sizeof why))
                return fail(err, lineno, "playable-pair: %s%s", why, "");
            slice v = next_token(&line);
            int rk = tok_pair(v);
            if (rk < 0) {
                quote(v, q, sizeof q);
                return fail(err, lineno, "playable-pair: '%s' is not a pair (TT, JJ, ..., AA, VV, DD, RR, 1010) or none%s", q, "");
            }
            for (int i = 0; i < STRATEGY_NDECKS; i++)
                if (mask >> i & 1)
                    s.pair_min[i] = (uint8_t)rk;
        } else if (tok_is(key, "pair-flush")) {
            unsigned mask;
            slice d = next_token(&line);
            if (d.n == 0)
                return fail(err, lineno, "pair-flush needs decks and draw or pair (pair-flush 32 pair)%s%s", "", "");
            if (!tok_decks(d, &mask, why, sizeof why))
                return fail(err, lineno, "pair-flush: %s%s", why, "");
            slice v = next_token(&line);
            bool pair;
            if (tok_is(v, "pair"))
                pair = true;
            else if (tok_is(v, "draw"))
                pair = false;
            else {
                quote(v, q, sizeof q);
                return fail(err, lineno, "pair-flush takes draw or pair, not '%s'%s", q, "");
            }
            for (int i = 0; i < STRATEGY_NDECKS; i++)
                if (mask >> i & 1)
                    s.pair_over_flush[i] = pair;
        } else {
            int rule = -1;
            for (int i = 0; i < STRATEGY_NRULES; i++)
                if (tok_is(key, RULE_KEY[i]))
                    rule = i;
            if (rule < 0) {
                quote(key, q, sizeof q);
                return fail(err, lineno,
                            "unknown rule '%s' (pat, quads, two-pair, draw, trips, pair, weak-pair, "
                            "nothing, ...)%s", q, "");
            }
            slice verb = next_token(&line);
            if (verb.n == 0)
                return fail(err, lineno, "%s needs an action (stand, fold, draw N, keep N)%s", RULE_KEY[rule], "");
            bool fold = false;
            int keep = s.keep[rule];
            if (tok_is(verb, "fold")) {
                fold = true;
                slice f = next_token(&line);
                if (f.n) {
                    if (!tok_is(f, "forced")) {
                        quote(f, q, sizeof q);
                        return fail(err, lineno, "after fold: 'forced draw N' or 'forced keep N', not '%s'%s", q, "");
                    }
                    slice v2 = next_token(&line);
                    keep = parse_keep(v2, &line, why, sizeof why);
                    if (keep < 0)
                        return fail(err, lineno, "%s%s", why, "");
                }
            } else {
                keep = parse_keep(verb, &line, why, sizeof why);
                if (keep < 0)
                    return fail(err, lineno, "%s%s", why, "");
            }
            if (fold && rule == STRATEGY_R_PAT)
                return fail(err, lineno, "pat hands never fold%s%s", "", "");
            if (keep < RULE_CORE[rule] || (rule == STRATEGY_R_DRAW && keep != 4)) {
                snprintf(why, sizeof why, "%s keeps %d card%s, but the hand's %s %d", RULE_KEY[rule], keep,
                         keep == 1 ? "" : "s", rule == STRATEGY_R_DRAW ? "draw is exactly" : "class needs",
                         RULE_CORE[rule]);
                return fail(err, lineno, "%s%s", why, "");
            }
            s.keep[rule] = (uint8_t)keep;
            s.fold[rule] = fold;
        }
        slice extra = next_token(&line);
        if (extra.n) {
            quote(extra, q, sizeof q);
            return fail(err, lineno, "unexpected '%s' at the end of the line%s", q, "");
        }
    }
    if (strategy_check(&s) != TALON_OK)   /* cannot happen: every setter checks */
        return fail(err, 0, "inconsistent strategy%s%s", "", "");
    *out = s;
    return TALON_OK;
}

static const char *deck_list(unsigned mask, char *buf, size_t size)
{
    if (mask == (1u << STRATEGY_NDECKS) - 1) {
        snprintf(buf, size, "*");
        return buf;
    }
    size_t k = 0;
    buf[0] = 0;
    for (int i = STRATEGY_NDECKS - 1; i >= 0; i--)
        if (mask >> i & 1)
            k += (size_t)snprintf(buf + k, k < size ? size - k : 0, "%s%d", k ? "," : "", 4 * (i + 5));
    return buf;
}

size_t strategy_format(const strategy *s, char *buf, size_t size)
{
    static const char PAIRS[][5] = {"22", "33", "44", "55", "66", "77", "88", "99", "TT", "JJ", "QQ",
                                    "KK", "AA", "none"};
    char tmp[STRATEGY_TEXT_MAX];
    size_t k = 0;
#define PUT(...) (k += (size_t)snprintf(tmp + k, k < sizeof tmp ? sizeof tmp - k : 0, __VA_ARGS__))
    if (s->name[0])
        PUT("name %s\n", s->name);
    for (int i = 0; i < STRATEGY_NRULES; i++) {
        char act[24];
        if (s->keep[i] == 5)
            snprintf(act, sizeof act, "stand");
        else
            snprintf(act, sizeof act, "draw %d", 5 - s->keep[i]);
        if (s->fold[i])
            PUT("%s fold forced %s\n", RULE_KEY[i], act);
        else
            PUT("%s %s\n", RULE_KEY[i], act);
    }
    /* Group decks with the same setting: one line per distinct value. */
    for (int v = 0; v <= STRATEGY_NO_PAIR; v++) {
        unsigned mask = 0;
        for (int i = 0; i < STRATEGY_NDECKS; i++)
            if (s->pair_min[i] == v)
                mask |= 1u << i;
        char dl[64];
        if (mask)
            PUT("playable-pair %s %s\n", deck_list(mask, dl, sizeof dl), PAIRS[v]);
    }
    for (int v = 0; v < 2; v++) {
        unsigned mask = 0;
        for (int i = 0; i < STRATEGY_NDECKS; i++)
            if (s->pair_over_flush[i] == (v == 1))
                mask |= 1u << i;
        char dl[64];
        if (mask)
            PUT("pair-flush %s %s\n", deck_list(mask, dl, sizeof dl), v ? "pair" : "draw");
    }
#undef PUT
    if (size > 0) {
        size_t n = k < size - 1 ? k : size - 1;
        memcpy(buf, tmp, n);
        buf[n] = 0;
    }
    return k;
}

/* ---- plan ------------------------------------------------------------------- */

int strategy_plan_init(strategy_plan *p, const strategy *s, const rules *r)
{
    if (!p || !s || !r)
        return TALON_E_INVAL;
    if (strategy_check(s) != TALON_OK)
        return TALON_E_RANGE;
    memset(p, 0, sizeof *p);
    p->r = r;
    p->s = *s;
    memcpy(p->keep, s->keep, sizeof p->keep);
    memcpy(p->fold, s->fold, sizeof p->fold);
    int di = STRATEGY_DECK_INDEX(r->deck_size);
    /* A threshold below the deck's lowest rank: every pair plays. */
    p->pair_min = s->pair_min[di];
    p->pair_over_flush = s->pair_over_flush[di];
    p->ace_low_pos = r->ace_low ? 1u << r->low_rank : 0;
    /* Open-ended four-straights, by the position of their lowest card. */
    for (int b = r->low_rank; b <= RANK_J; b++)
        if (dclass_open_ended(r, b))
            p->open_pos |= 1u << (b + 1);
    if (r->ace_low && dclass_open_ended(r, RANK_A))
        p->open_pos |= 1u << r->low_rank;
    return TALON_OK;
}

/* Outs of a kept four: cards of the deck not in the hand that make a
 * straight or better with it (from four cards: a straight, a flush or a
 * straight flush). */
static int outs(const strategy_plan *p, uint64_t hand, uint64_t four)
{
    const rules *r = p->r;
    int n = 0;
    for (uint64_t rest = r->deck & ~hand; rest; rest &= rest - 1) {
        enum eval_cat c = eval_category(r, eval5(r, four | (rest & (0 - rest))));
        n += c == EVAL_STRAIGHT || c == EVAL_FLUSH || c == EVAL_STRAIGHT_FLUSH;
    }
    return n;
}

uint64_t strategy__double_draw(const strategy_plan *p, uint64_t hand, uint64_t flush4, uint64_t straight4)
{
    return outs(p, hand, straight4) > outs(p, hand, flush4) ? straight4 : flush4;
}
