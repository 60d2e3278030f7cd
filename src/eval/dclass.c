/* dclass.c - draw classes of 5-card hands (definitions in dclass.h).
 *
 * Everything works on the "rank line": a 14-bit word with rank rk at bit
 * rk + 1 and, under ace_low, the ace also at bit low_rank (just below the
 * deck's lowest rank).  On that line a straight is five consecutive bits,
 * a four-straight four consecutive bits, and the deck's own line ("valid")
 * says which positions exist at all.  The ace may then sit at two positions
 * of one hand's line; that never makes a false draw because its two
 * positions are at least six apart (0 and 13 at 52 cards, 8 and 13 at 20),
 * so no window of five positions holds both.
 *
 * Invariant used by the window tests: the interior positions of a window
 * p..p+4 that lies inside the deck are never an ace position (the low ace is
 * the lowest valid position, the high ace the highest), so a missing
 * interior position names exactly one rank.
 */
#include <assert.h>
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "card.h"
#include "dclass.h"
#include "err.h"
#include "eval.h"

#define POS_ACE_HIGH (RANK_A + 1)   /* the ace's usual position on the line */
#define WINDOW5 0x1fu                /* five consecutive positions */

/* The ranks kept by r's deck, as a 13-bit mask. */
static unsigned deck_ranks(const rules *r)
{
    return CARD_RANK_MASK & ~((1u << r->low_rank) - 1u);
}

/* line = ranks << 1, plus bit low_rank for the low ace under ace_low. */
static unsigned rank_line(const rules *r, unsigned ranks)
{
    unsigned line = ranks << 1;
    if (r->ace_low && (ranks >> RANK_A & 1u))
        line |= 1u << r->low_rank;
    return line;
}

/* The four-straight at positions p..p+3 is open-ended: positions p-1 and
 * p+4 both exist in the deck and are two different ranks.  They are the
 * same rank only when p-1 is the low ace and p+4 the high ace (20 cards). */
static bool open_at(const rules *r, unsigned valid, int p)
{
    int below = p - 1, above = p + 4;
    if (below < 0 || !(valid >> below & 1u) || !(valid >> above & 1u))
        return false;
    bool below_is_ace = r->ace_low && below == r->low_rank;
    bool above_is_ace = above == POS_ACE_HIGH;
    return !(below_is_ace && above_is_ace);
}

unsigned dclass_draws(const rules *r, uint64_t hand)
{
    const unsigned valid = rank_line(r, deck_ranks(r));
    unsigned f = 0;

    /* Four to a flush, and whether those four cards fit one straight window:
     * popcount(sline & window) counts held positions, and since no window
     * holds both ace positions it equals the number of cards inside. */
    for (int s = 0; s < CARD_SUITS; s++) {
        unsigned sr = (unsigned)(hand >> (16 * s)) & CARD_RANK_MASK;
        if (bits_count32(sr) != 4)
            continue;
        f |= DCLASS_F_FLUSH;
        unsigned sline = rank_line(r, sr);
        for (int p = 0; p + 4 <= POS_ACE_HIGH; p++)
            if ((valid >> p & WINDOW5) == WINDOW5 && bits_count32(sline & WINDOW5 << p) == 4) {
                f |= DCLASS_F_SFLUSH;
                break;
            }
    }

    const unsigned line = rank_line(r, card_ranks(hand));
    /* c4 bit p <=> positions p, p+1, p+2, p+3 all held: line & line>>1 & line>>2 & line>>3 */
    for (unsigned c4 = line & line >> 1 & line >> 2 & line >> 3; c4; c4 &= c4 - 1) {
        int p = __builtin_ctz(c4);
        f |= open_at(r, valid, p) ? DCLASS_F_OPEN : DCLASS_F_ONEWAY;
    }

    /* Inside draws: a window of five in-deck positions holding four, both
     * ends among them (w & 0x11 == 0x11), so the hole is interior. */
    unsigned holes = 0;
    for (int p = 0; p + 4 <= POS_ACE_HIGH; p++) {
        if ((valid >> p & WINDOW5) != WINDOW5)
            continue;
        unsigned w = line >> p & WINDOW5;
        if (bits_count32(w) == 4 && (w & 0x11u) == 0x11u)
            holes |= (~w & WINDOW5) << p;
    }
    if (holes)
        f |= DCLASS_F_INSIDE;
    if (bits_count32(holes) >= 2)
        f |= DCLASS_F_DOUBLE_INSIDE;
    return f;
}

bool dclass_open_ended(const rules *r, int bottom)
{
    int p;
    if (bottom == RANK_A) {
        if (!r->ace_low)
            return false;
        p = r->low_rank;
    } else {
        if (bottom < r->low_rank || bottom > RANK_J)
            return false;
        p = bottom + 1;
    }
    unsigned valid = rank_line(r, deck_ranks(r));
    if ((valid >> p & 0xfu) != 0xfu)
        return false;
    return open_at(r, valid, p);
}

int dclass_made(const rules *r, enum eval_cat c)
{
    assert(c >= EVAL_TWO_PAIR && c < EVAL_NCAT);
    assert(r->cat_pos[EVAL_TWO_PAIR] == 2 && r->cat_pos[c] >= 2);
    return DCLASS_TWO_PAIR + r->cat_pos[c] - r->cat_pos[EVAL_TWO_PAIR];
}

int dclass_of_value(const rules *r, uint64_t hand, uint32_t v)
{
    assert(card_count(hand) == 5 && (hand & ~r->deck) == 0);
    enum eval_cat c = eval_category(r, v);
    if (c != EVAL_HIGH && c != EVAL_PAIR)
        return dclass_made(r, c);
    if (dclass_draws(r, hand) & DCLASS_F_PLAYABLE)
        return DCLASS_DRAW;
    if (c == EVAL_HIGH)
        return DCLASS_NOTHING;
    /* The paired rank is held in two suits: OR of the six pairwise ANDs. */
    unsigned s0 = (unsigned)hand & CARD_RANK_MASK, s1 = (unsigned)(hand >> 16) & CARD_RANK_MASK;
    unsigned s2 = (unsigned)(hand >> 32) & CARD_RANK_MASK, s3 = (unsigned)(hand >> 48) & CARD_RANK_MASK;
    unsigned twice = (s0 & (s1 | s2 | s3)) | (s1 & (s2 | s3)) | (s2 & s3);
    assert(bits_count32(twice) == 1);
    return DCLASS_PAIR(__builtin_ctz(twice));
}

int dclass_of(const rules *r, uint64_t hand)
{
    return dclass_of_value(r, hand, eval5(r, hand));
}

int dclass_pair_rank(int k)
{
    return (k >= DCLASS_PAIR(RANK_2) && k <= DCLASS_PAIR(RANK_A)) ? k - DCLASS_PAIR(0) : -1;
}

bool dclass_valid(const rules *r, int k)
{
    if (k < 0 || k >= DCLASS_COUNT)
        return false;
    int rk = dclass_pair_rank(k);
    return rk < 0 || rk >= r->low_rank;
}

enum eval_cat dclass_category(const rules *r, int k)
{
    assert(dclass_valid(r, k));
    if (k == DCLASS_NOTHING)
        return EVAL_HIGH;
    if (k == DCLASS_DRAW)
        return EVAL_NCAT;
    if (k < DCLASS_DRAW)
        return EVAL_PAIR;
    return (enum eval_cat)r->pos_cat[k - DCLASS_TWO_PAIR + r->cat_pos[EVAL_TWO_PAIR]];
}

/* ---- names ---------------------------------------------------------------- */

static const char RANK_CHARS[] = "23456789TJQKA";

static const char *const PAIR_EN[CARD_RANKS] = {
    "twos", "threes", "fours", "fives", "sixes", "sevens", "eights",
    "nines", "tens", "jacks", "queens", "kings", "aces"};
/* French: "Paire de rois", "Paire d'as" (elision before a vowel). */
static const char *const PAIR_FR[CARD_RANKS] = {
    "de deux", "de trois", "de quatre", "de cinq", "de six", "de sept", "de huit",
    "de neuf", "de dix", "de valets", "de dames", "de rois", "d'as"};

static const char *made_key(enum eval_cat c)
{
    switch (c) {
    case EVAL_TWO_PAIR: return "two-pair";
    case EVAL_TRIPS: return "trips";
    case EVAL_STRAIGHT: return "straight";
    case EVAL_FLUSH: return "flush";
    case EVAL_FULL: return "full";
    case EVAL_QUADS: return "quads";
    case EVAL_STRAIGHT_FLUSH: return "straight-flush";
    default: return "?";
    }
}

const char *dclass_key(const rules *r, int k, char *buf, size_t size)
{
    if (!dclass_valid(r, k)) {
        snprintf(buf, size, "?");
        return buf;
    }
    int rk = dclass_pair_rank(k);
    if (rk >= 0)
        snprintf(buf, size, "%c%c", RANK_CHARS[rk], RANK_CHARS[rk]);
    else if (k == DCLASS_NOTHING)
        snprintf(buf, size, "nothing");
    else if (k == DCLASS_DRAW)
        snprintf(buf, size, "draw");
    else
        snprintf(buf, size, "%s", made_key(dclass_category(r, k)));
    return buf;
}

const char *dclass_name(const rules *r, int k, int lang, char *buf, size_t size)
{
    if (!dclass_valid(r, k)) {
        snprintf(buf, size, "?");
        return buf;
    }
    int rk = dclass_pair_rank(k);
    if (rk >= 0)
        snprintf(buf, size, lang ? "Paire %s" : "Pair of %s", lang ? PAIR_FR[rk] : PAIR_EN[rk]);
    else if (k == DCLASS_NOTHING)
        snprintf(buf, size, "%s", lang ? "Rien" : "Nothing");
    else if (k == DCLASS_DRAW)
        snprintf(buf, size, "%s", lang ? "Tirage" : "Draw");
    else
        snprintf(buf, size, "%s", rules_cat_name(dclass_category(r, k), lang));
    return buf;
}

/* Rank of one rank letter in either notation (K/R, Q/D, J/V), -1 if none. */
static int rank_letter(char ch)
{
    static const char EN[] = "23456789tjqka", FR_HIGH[] = "vdr";   /* valet dame roi */
    const char *p = strchr(EN, ch);
    if (ch && p)
        return (int)(p - EN);
    p = strchr(FR_HIGH, ch);
    if (ch && p)
        return RANK_J + (int)(p - FR_HIGH);
    return -1;
}

int dclass_parse(const rules *r, const char *s, int *out)
{
    char t[DCLASS_NAME_MAX];
    size_t n = strlen(s);
    if (n == 0 || n >= sizeof t)
        return TALON_E_PARSE;
    for (size_t i = 0; i <= n; i++)   /* lower case, '_' read as '-' */
        t[i] = s[i] == '_' ? '-' : (char)tolower((unsigned char)s[i]);

    int rk = -1;
    if (n == 2 && t[0] == t[1])
        rk = rank_letter(t[0]);
    else if (strcmp(t, "1010") == 0)
        rk = RANK_T;
    if (rk >= 0) {
        if (rk < r->low_rank)
            return TALON_E_DECK;
        *out = DCLASS_PAIR(rk);
        return TALON_OK;
    }

    static const struct {
        const char *name;
        int cat;   /* -1 nothing, -2 draw, else enum eval_cat */
    } NAMES[] = {
        {"nothing", -1}, {"high", -1}, {"high-card", -1},
        {"draw", -2},
        {"two-pair", EVAL_TWO_PAIR}, {"twopair", EVAL_TWO_PAIR},
        {"trips", EVAL_TRIPS},
        {"straight", EVAL_STRAIGHT},
        {"flush", EVAL_FLUSH},
        {"full", EVAL_FULL}, {"full-house", EVAL_FULL},
        {"quads", EVAL_QUADS},
        {"straight-flush", EVAL_STRAIGHT_FLUSH},
    };
    for (size_t i = 0; i < sizeof NAMES / sizeof NAMES[0]; i++)
        if (strcmp(t, NAMES[i].name) == 0) {
            int c = NAMES[i].cat;
            *out = c == -1 ? DCLASS_NOTHING : c == -2 ? DCLASS_DRAW : dclass_made(r, (enum eval_cat)c);
            return TALON_OK;
        }
    return TALON_E_PARSE;
}
