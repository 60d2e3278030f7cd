/* card.c - card text: parsing and printing in English and French notation.
 *
 * Grammar.  A card list is a sequence of tokens, each a rank then a suit:
 *     list  = sep* (token sep*)*
 *     token = rank suit
 *     rank  = "2".."9" | "10" | EN: T J Q K | FR: V D R | A
 *     suit  = EN: s h d c | FR: p c k t
 *     sep   = ' ' | '\t' | ',' | '-'
 * Letters are ASCII case-insensitive.  Separators are optional between
 * tokens ("KsQd" and "Ks, Qd" read the same) and runs of them are allowed,
 * so "Ks,,Qd" and a trailing comma are fine.  A tab counts as a space.  An
 * empty string (or one of separators only) is the empty set.
 *
 * Decisions (the header leaves them open):
 *  - Mixing notations is an error, never a guess: under CARD_AUTO the first
 *    token holding a letter proper to one notation (rank K Q J T / R D V,
 *    suit s h d / p k t; the rank is looked at before the suit) fixes the
 *    notation, then the whole string is parsed in it, so the first token
 *    with a letter of the other notation fails with TALON_E_PARSE at that
 *    token.  Hence "Ks Rp" is TALON_E_PARSE at 3, not a duplicate, although
 *    both tokens name the king of spades; "Kp" alone is TALON_E_PARSE at 0.
 *    Only A, digits and suit c are shared; a string of those alone is English
 *    (so "Ac" is the ace of clubs, not of hearts).
 *  - "10" is a ten in both notations, "T" only in English.  A '1' not
 *    followed by '0' ("1", "1s") is a malformed token, as is "0".
 *  - *errpos is the offset of the start of the offending token: the rank
 *    character of a malformed or duplicated token, or the stray character
 *    itself ("Ks,,?" -> 4; "KsQ" -> 2, rank without suit; "K s" -> 0: a
 *    separator cannot split a token).  It is always <= strlen(s).
 *  - On error *out and *n are set to 0: a caller never sees a half list.
 *  - s == NULL is TALON_E_INVAL (errpos 0); out, n and errpos may be NULL.
 *  - An unknown notation value is TALON_E_INVAL.
 *
 * Safety: the parser reads s one byte at a time and looks at s[i+1] only
 * after seeing s[i] != NUL, so it never reads past the terminator; it
 * allocates nothing, recurses nowhere, and runs in one pass (two under
 * CARD_AUTO), linear in the length of s.  Bytes >= 0x80 are just unknown
 * characters (no <ctype.h>, whose functions are undefined on negative char
 * and depend on the locale).
 */
#include <assert.h>

#include "card.h"
#include "err.h"

enum { NOTA_NONE = 0 };   /* a letter shared by both notations */

static int lower(int ch)
{
    return (ch >= 'A' && ch <= 'Z') ? ch - 'A' + 'a' : ch;
}

static int is_sep(int ch)
{
    return ch == ' ' || ch == '\t' || ch == ',' || ch == '-';
}

/* The rank starting at s (lower-cased letters), or -1; *len gets 1 or 2, and
 * *nota the notation the rank letter belongs to (NOTA_NONE if shared). */
static int rank_of(const char *s, int *len, int *nota)
{
    int ch = lower((unsigned char)s[0]);
    *len = 1;
    *nota = NOTA_NONE;
    if (ch >= '2' && ch <= '9')
        return ch - '2';
    switch (ch) {
    case '1':
        if (s[1] != '0')   /* s[0] != NUL here, so s[1] is readable */
            return -1;
        *len = 2;
        return RANK_T;
    case 'a': return RANK_A;
    case 't': *nota = CARD_EN; return RANK_T;
    case 'j': *nota = CARD_EN; return RANK_J;
    case 'q': *nota = CARD_EN; return RANK_Q;
    case 'k': *nota = CARD_EN; return RANK_K;
    case 'v': *nota = CARD_FR; return RANK_J;
    case 'd': *nota = CARD_FR; return RANK_Q;
    case 'r': *nota = CARD_FR; return RANK_K;
    default: return -1;
    }
}

/* Notation a suit letter belongs to (NOTA_NONE for the shared 'c'), or -1
 * if it is no suit letter at all. */
static int suit_nota(int ch)
{
    switch (lower(ch)) {
    case 's': case 'h': case 'd': return CARD_EN;
    case 'p': case 'k': case 't': return CARD_FR;
    case 'c': return NOTA_NONE;
    default: return -1;
    }
}

/* Suit index of a suit letter in a fixed notation, or -1. */
static int suit_of(int ch, enum card_notation nota)
{
    ch = lower(ch);
    if (nota == CARD_FR) {
        switch (ch) {
        case 'p': return 0;
        case 'c': return 1;
        case 'k': return 2;
        case 't': return 3;
        default: return -1;
        }
    }
    switch (ch) {
    case 's': return 0;
    case 'h': return 1;
    case 'd': return 2;
    case 'c': return 3;
    default: return -1;
    }
}

/* CARD_AUTO: the notation of the first token with a letter of its own.
 * Stops at the first token it cannot even lex in the union of both
 * alphabets: every token before it was made of shared letters, so parsing
 * in English reports that same token (or an earlier duplicate) anyway. */
enum card_notation card_detect(const char *s)
{
    if (!s)
        return CARD_EN;
    size_t i = 0;
    for (;;) {
        while (is_sep((unsigned char)s[i]))
            i++;
        if (s[i] == '\0')
            return CARD_EN;
        int len, nota;
        if (rank_of(s + i, &len, &nota) < 0)
            return CARD_EN;
        if (nota != NOTA_NONE)
            return (enum card_notation)nota;
        i += (size_t)len;
        int sn = suit_nota((unsigned char)s[i]);   /* NUL -> -1 */
        if (sn < 0)
            return CARD_EN;
        if (sn != NOTA_NONE)
            return (enum card_notation)sn;
        i++;
    }
}

int card_parse(const char *s, enum card_notation nota, uint64_t *out, int *n, size_t *errpos)
{
    uint64_t set = 0;
    size_t i = 0, tok = 0;
    int rc = TALON_OK, count = 0;

    if (!s || (nota != CARD_AUTO && nota != CARD_EN && nota != CARD_FR)) {
        rc = TALON_E_INVAL;
        goto done;
    }
    if (nota == CARD_AUTO)
        nota = card_detect(s);

    for (;;) {
        while (is_sep((unsigned char)s[i]))
            i++;
        if (s[i] == '\0')
            break;
        tok = i;
        int len, rn;
        int rank = rank_of(s + i, &len, &rn);
        if (rank < 0 || (rn != NOTA_NONE && rn != (int)nota)) {
            rc = TALON_E_PARSE;   /* unknown rank, stray character, other notation */
            goto done;
        }
        i += (size_t)len;
        int suit = suit_of((unsigned char)s[i], nota);   /* NUL, separator -> -1 */
        if (suit < 0) {
            rc = TALON_E_PARSE;   /* missing or unknown suit */
            goto done;
        }
        i++;
        uint64_t bit = card_bit(rank, suit);
        if (set & bit) {
            rc = TALON_E_DUP;
            goto done;
        }
        set |= bit;
        count++;
    }

done:
    if (rc != TALON_OK) {
        set = 0;
        count = 0;
    }
    if (out)
        *out = set;
    if (n)
        *n = count;
    if (errpos)
        *errpos = rc == TALON_OK ? 0 : tok;
    return rc;
}

void card_name(int c, enum card_notation nota, char buf[4])
{
    static const char EN_RANK[] = "23456789TJQKA", EN_SUIT[] = "shdc";
    static const char FR_RANK[] = "23456789?VDRA", FR_SUIT[] = "pckt";
    assert(c >= 0 && c < 64 && card_rank(c) < CARD_RANKS);
    if (c < 0 || c >= 64 || card_rank(c) >= CARD_RANKS) {   /* NDEBUG: print, don't index out */
        buf[0] = '?', buf[1] = '?', buf[2] = '\0';
        return;
    }
    int r = card_rank(c), st = card_suit(c), k = 0;
    if (nota == CARD_FR) {
        if (r == RANK_T)
            buf[k++] = '1', buf[k++] = '0';
        else
            buf[k++] = FR_RANK[r];
        buf[k++] = FR_SUIT[st];
    } else {
        buf[k++] = EN_RANK[r];
        buf[k++] = EN_SUIT[st];
    }
    buf[k] = '\0';
}

/* Order: rank A down to 2, and within a rank suit 0..3 (s h d c / p c k t).
 * Bits 13..15 of a suit are not cards and are ignored.  On truncation the
 * output is cut at the byte, like snprintf, possibly inside a card name. */
size_t card_format(uint64_t m, enum card_notation nota, char *buf, size_t size)
{
    size_t len = 0;
    for (int r = RANK_A; r >= RANK_2; r--) {
        for (int st = 0; st < CARD_SUITS; st++) {
            int c = card_index(r, st);
            if (!(m >> c & 1))
                continue;
            char name[4];
            card_name(c, nota, name);
            for (const char *p = name; *p; p++, len++)
                if (len + 1 < size)
                    buf[len] = *p;
        }
    }
    if (size > 0)
        buf[len < size ? len : size - 1] = '\0';
    return len;
}
