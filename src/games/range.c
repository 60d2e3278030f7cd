/* range.c - parsing and card removal of hold'em ranges.
 *
 * A range is a symmetric bit matrix: with[c] holds the partners of card c,
 * so adding, testing and removing a combo are single bit operations and a
 * whole card is removed by clearing one row and one column bit per partner.
 * The invariant: bit b of with[a] == bit a of with[b], no bit c in with[c],
 * bits only on cards of the card.h encoding, and n == the number of combos
 * (half the total popcount).
 *
 * The parser splits the text at commas and reads each item as, in order: a
 * keyword ("random", "any"); a rank pattern (QQ, QQ+, QQ-99, AKs, AKo, AK,
 * ATs+, A5s-A2s); exactly two cards (card_parse: "AsKs").  Patterns first:
 * card_parse takes '-' as a separator and reads "AK-AT" as two French cards
 * (ace of diamonds, ace of clubs).  Two cards never read as a pattern: a
 * pattern's rank letters are upper case only, and a card's second character
 * is a suit letter, which is either lower case or no rank (KhKd, RcRk,
 * AdKd; "AD" is the French ace-queen, "Ad" the ace of diamonds).  Nothing
 * is kept from a failed parse: *out is empty on any error.
 */
#include <ctype.h>
#include <string.h>
#include <strings.h>

#include "bits.h"
#include "err.h"
#include "range.h"

void range_clear(range *g)
{
    memset(g, 0, sizeof *g);
}

void range_add(range *g, int a, int b)
{
    if (a == b || a < 0 || b < 0 || a > 63 || b > 63 || (g->with[a] >> b & 1))
        return;
    g->with[a] |= 1ULL << b;
    g->with[b] |= 1ULL << a;
    g->n++;
}

void range_all(range *g, uint64_t deck)
{
    range_clear(g);
    for (uint64_t m = deck; m; m &= m - 1) {
        int c = __builtin_ctzll(m);
        g->with[c] = deck & ~(1ULL << c);
    }
    int k = card_count(deck);
    g->n = k * (k - 1) / 2;
}

bool range_has(const range *g, uint64_t combo)
{
    if (card_count(combo) != 2)
        return false;
    int a = __builtin_ctzll(combo);
    int b = 63 - __builtin_clzll(combo);
    return g->with[a] >> b & 1;
}

static void recount(range *g)
{
    int t = 0;
    for (int c = 0; c < 64; c++)
        t += bits_count64(g->with[c]);
    g->n = t / 2;
}

void range_remove(range *g, uint64_t dead)
{
    for (uint64_t m = dead; m; m &= m - 1) {
        int c = __builtin_ctzll(m);
        for (uint64_t p = g->with[c]; p; p &= p - 1)
            g->with[__builtin_ctzll(p)] &= ~(1ULL << c);
        g->with[c] = 0;
    }
    recount(g);
}

bool range_is_all(const range *g, uint64_t deck, uint64_t dead)
{
    uint64_t live = deck & ~dead;
    for (int c = 0; c < 64; c++) {
        uint64_t want = (live >> c & 1) ? live & ~(1ULL << c) : 0;
        if (g->with[c] != want)
            return false;
    }
    return true;
}

int range_list(const range *g, uint64_t *out)
{
    int n = 0;
    for (int c = 0; c < 64; c++)
        for (uint64_t p = g->with[c] & ~((2ULL << c) - 1); p; p &= p - 1)   /* partners above c */
            out[n++] = 1ULL << c | 1ULL << __builtin_ctzll(p);
    return n;
}

uint64_t range_cards(const range *g)
{
    uint64_t m = 0;
    for (int c = 0; c < 64; c++)
        if (g->with[c])
            m |= 1ULL << c;
    return m;
}

/* ---- the pattern parser --------------------------------------------------- */

enum { LANG_ANY = 0, LANG_EN = 1, LANG_FR = 2 };

/* One rank at *p: 2..9, 10 (either notation), T J Q K (English), V D R
 * (French), A (either).  Advances *p; returns the rank or -1, and the
 * notation the letter belongs to in *lang. */
static int read_rank(const char **p, int *lang)
{
    const char *s = *p;
    *lang = LANG_ANY;
    if (s[0] == '1' && s[1] == '0') {
        *p = s + 2;
        return RANK_T;
    }
    int c = (unsigned char)s[0];   /* upper case only: "Ad" is a card, not A-D(ame) */
    int r = -1;
    if (c >= '2' && c <= '9')
        r = c - '2';
    else if (c == 'A')
        r = RANK_A;
    else if (c == 'T' || c == 'J' || c == 'Q' || c == 'K') {
        *lang = LANG_EN;
        r = c == 'T' ? RANK_T : c == 'J' ? RANK_J : c == 'Q' ? RANK_Q : RANK_K;
    } else if (c == 'V' || c == 'D' || c == 'R') {
        *lang = LANG_FR;
        r = c == 'V' ? RANK_J : c == 'D' ? RANK_Q : RANK_K;
    }
    if (r >= 0)
        *p = s + 1;
    return r;
}

/* Suffix: 's' suited, 'o' offsuit, none: both. */
enum { SUF_BOTH = 0, SUF_SUITED = 1, SUF_OFF = 2 };

typedef struct {
    int hi, lo;   /* ranks, hi >= lo */
    int suf;
} pat;

/* "R1R2[s|o]" at *p; ranks in either order.  Returns 0 or -1; merges the
 * notation seen into *lang (-1 on a mix). */
static int read_pat(const char **p, pat *out, int *lang)
{
    int l1, l2;
    int a = read_rank(p, &l1);
    if (a < 0)
        return -1;
    int b = read_rank(p, &l2);
    if (b < 0)
        return -1;
    int ls[2] = {l1, l2};
    for (int i = 0; i < 2; i++) {
        if (ls[i] == LANG_ANY)
            continue;
        if (*lang != LANG_ANY && *lang != ls[i])
            return -1;
        *lang = ls[i];
    }
    out->hi = a > b ? a : b;
    out->lo = a > b ? b : a;
    out->suf = SUF_BOTH;
    int c = tolower((unsigned char)**p);
    if (c == 's' || c == 'o') {
        if (a == b)
            return -1;   /* a pair is neither suited nor offsuit */
        out->suf = c == 's' ? SUF_SUITED : SUF_OFF;
        (*p)++;
    }
    return 0;
}

static void add_pair(range *g, uint64_t deck, int r)
{
    for (int a = 0; a < 4; a++)
        for (int b = a + 1; b < 4; b++) {
            int x = card_index(r, a), y = card_index(r, b);
            if ((deck >> x & 1) && (deck >> y & 1))
                range_add(g, x, y);
        }
}

static void add_two(range *g, uint64_t deck, int hi, int lo, int suf)
{
    for (int a = 0; a < 4; a++)
        for (int b = 0; b < 4; b++) {
            if ((a == b && suf == SUF_OFF) || (a != b && suf == SUF_SUITED))
                continue;
            int x = card_index(hi, a), y = card_index(lo, b);
            if ((deck >> x & 1) && (deck >> y & 1))
                range_add(g, x, y);
        }
}

/* One rank-pattern item (NUL-terminated, trimmed).  0 or -1. */
static int parse_pattern(const char *s, uint64_t deck, enum card_notation nota, range *g)
{
    int lang = nota == CARD_EN ? LANG_EN : nota == CARD_FR ? LANG_FR : LANG_ANY;
    const char *p = s;
    pat a;
    if (read_pat(&p, &a, &lang) < 0)
        return -1;
    if (*p == 0) {
        if (a.hi == a.lo)
            add_pair(g, deck, a.hi);
        else
            add_two(g, deck, a.hi, a.lo, a.suf);
        return 0;
    }
    if (*p == '+' && p[1] == 0) {
        if (a.hi == a.lo)
            for (int r = a.hi; r <= RANK_A; r++)
                add_pair(g, deck, r);
        else
            for (int k = a.lo; k < a.hi; k++)
                add_two(g, deck, a.hi, k, a.suf);
        return 0;
    }
    if (*p == '-') {
        p++;
        pat b;
        if (read_pat(&p, &b, &lang) < 0 || *p != 0)
            return -1;
        bool pa = a.hi == a.lo, pb = b.hi == b.lo;
        if (pa != pb)
            return -1;
        if (pa) {
            int lo = a.hi < b.hi ? a.hi : b.hi, hi = a.hi < b.hi ? b.hi : a.hi;
            for (int r = lo; r <= hi; r++)
                add_pair(g, deck, r);
            return 0;
        }
        if (a.hi != b.hi || a.suf != b.suf)
            return -1;
        int lo = a.lo < b.lo ? a.lo : b.lo, hi = a.lo < b.lo ? b.lo : a.lo;
        for (int k = lo; k <= hi; k++)
            add_two(g, deck, a.hi, k, a.suf);
        return 0;
    }
    return -1;
}

int range_parse(const char *s, uint64_t deck, enum card_notation nota, range *out, size_t *errpos)
{
    if (errpos)
        *errpos = 0;
    if (!s || !out)
        return TALON_E_INVAL;
    range_clear(out);
    size_t len = strlen(s);
    if (len > RANGE_STR_MAX)
        return TALON_E_PARSE;
    char item[RANGE_STR_MAX + 1];
    size_t start = 0;
    for (;;) {
        size_t end = start;
        while (s[end] && s[end] != ',')
            end++;
        size_t a = start, b = end;   /* trim spaces */
        while (a < b && isspace((unsigned char)s[a]))
            a++;
        while (b > a && isspace((unsigned char)s[b - 1]))
            b--;
        int rc = TALON_OK;
        if (a == b) {
            rc = TALON_E_PARSE;
        } else {
            memcpy(item, s + a, b - a);
            item[b - a] = 0;
            uint64_t m;
            int n;
            if (strcasecmp(item, "random") == 0 || strcasecmp(item, "any") == 0) {
                range g;
                range_all(&g, deck);
                for (int c = 0; c < 64; c++)
                    out->with[c] |= g.with[c];
                recount(out);
            } else if (parse_pattern(item, deck, nota, out) == 0) {
                /* added */
            } else {
                int crc = card_parse(item, nota, &m, &n, NULL);
                if (crc == TALON_E_DUP)
                    rc = TALON_E_DUP;
                else if (crc != TALON_OK || n != 2)
                    rc = TALON_E_PARSE;
                else if (m & ~deck)
                    rc = TALON_E_DECK;
                else
                    range_add(out, __builtin_ctzll(m), 63 - __builtin_clzll(m));
            }
        }
        if (rc != TALON_OK) {
            if (errpos)
                *errpos = a;
            range_clear(out);
            return rc;
        }
        if (!s[end])
            break;
        start = end + 1;
    }
    return TALON_OK;
}
