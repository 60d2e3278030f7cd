/* stud.c - Cyber Stud (Caribbean Stud): exact optimal play by counting.
 *
 * Design.  The unit of work is a situation (P, u): the player's five cards
 * and the dealer's up card, which is all the player sees.  Its four counts
 * (dealer does not qualify / qualifies below P / ties / beats P) are sums
 * over the dealer's C(n-6,4) hidden hands H; they are obtained by
 * inclusion-exclusion over the cards of P (see stud.h), each term being the
 * number of dealer hands u+H with H containing a given subset S of P and a
 * strength below a threshold.  A strength is the index of a hand value
 * among the distinct values of the deck (7462 at 52 cards; strengths_init).
 *
 * Tables, per up card u (always of the first suit, see the symmetry below),
 * over the m = n-1 other cards renumbered 0..m-1 ("local" indices, in card
 * order):
 *     cnt0[s]          hands u+H (all C(m,4)) of strength < s        (S empty)
 *     cnt1[x][s]       ... with card x in H                          (|S| = 1)
 *     s2[{x,y}][...]   sorted strengths of the C(m-2,2) hands with x, y in H
 *     dir2[{x,y}][b]   how many of them are below strength b * 2^DIR_SHIFT
 *     s3[{x,y,z}][...] sorted strengths of the m-3 hands with x, y, z in H
 *     nq2, nq3         how many of those are below the qualifier
 * |S| = 4 is the single hand u+S: one evaluation.  Pairs and triples are
 * indexed by the combinatorial number system, idx2(i<j) = C(j,2) + i and
 * idx3(i<j<k) = C(k,3) + C(j,2) + i.  All lists are filled by visiting the
 * C(m,4) hands in increasing strength (a counting sort), so they come out
 * sorted.  At 52 cards one up card's tables take 6.4 MB; all 13 ranks 83 MB.
 * The directory dir2 exists for speed: a plain binary search over a pair's
 * 1176 strengths touches ~6 cache lines, and those misses were 45% of the
 * run time (perf); the directory (600 KB per up card, cache-resident) leaves
 * a binary search over one bucket of the row, usually one or two lines.
 * Player hands below the qualifier need only the non-qualifying count (they
 * lose to every qualifying dealer), which the tables give without search.
 *
 * Symmetry.  Suits are interchangeable: every situation maps, by the suit
 * transposition that sends u's suit to the first one, to a situation with u
 * in the first suit (weight 4, one table set per rank), and the 6
 * permutations of the other three suits then fix u: P is enumerated only
 * when it is the smallest (as a 64-bit mask) of its 6 images, with weight
 * 4 * (number of distinct images).  About 5.3 M classes stand for the
 * 122 M situations at 52 cards.
 *
 * Exactness.  Every count is an integer (at most C(52,5)*47*C(46,4) =
 * 1.99e13 deals, far below 2^64), summed per thread and merged, so the
 * result does not depend on the thread count.  The decision compares the
 * expected value of raising with -1 in double precision; both are exact
 * rationals with denominator C(n-6,4) and integer or decimal pays, and a tie
 * (none at 52 cards with the standard table) folds.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <omp.h>

#include "card.h"
#include "combo.h"
#include "deal.h"
#include "err.h"
#include "eval.h"
#include "stats.h"
#include "stud.h"
#include "text.h"

/* ---- names and paytables ------------------------------------------------ */

static const struct {
    const char *key, *en, *fr;
} ROWS[STUD_NROWS] = {
    [STUD_HIGH] = {"high_card", "High card", "Carte haute"},
    [STUD_PAIR] = {"pair", "Pair", "Paire"},
    [STUD_TWO_PAIR] = {"two_pair", "Two pair", "Double paire"},
    [STUD_TRIPS] = {"trips", "Three of a kind", "Brelan"},
    [STUD_STRAIGHT] = {"straight", "Straight", "Quinte"},
    [STUD_FLUSH] = {"flush", "Flush", "Couleur"},
    [STUD_FULL] = {"full_house", "Full house", "Main pleine"},
    [STUD_QUADS] = {"quads", "Four of a kind", "Carré"},
    [STUD_SFLUSH] = {"straight_flush", "Straight flush", "Quinte flush"},
    [STUD_ROYAL] = {"royal_flush", "Royal flush", "Quinte flush royale"},
};

const char *stud_row_key(int row) { return row >= 0 && row < STUD_NROWS ? ROWS[row].key : NULL; }

const char *stud_row_name(int row, int lang)
{
    if (row < 0 || row >= STUD_NROWS)
        return "?";
    return lang ? ROWS[row].fr : ROWS[row].en;
}

const char *stud_group_name(int group, int lang)
{
    if (group == STUD_G_LOW)
        return lang ? "Carte haute sous as-roi" : "High card below ace-king";
    if (group == STUD_G_AK)
        return lang ? "As-roi" : "Ace-king high";
    return stud_row_name(group - 1, lang);
}

const char *stud_group_key(int group)
{
    if (group == STUD_G_LOW)
        return "below_ace_king";
    if (group == STUD_G_AK)
        return "ace_king";
    return group > 0 && group < STUD_NGROUPS ? ROWS[group - 1].key : "?";
}

const char *stud_outcome_key(int outcome)
{
    static const char *K[STUD_NOUT] = {"fold", "dealer_not_qualified", "win", "tie", "lose"};
    return outcome >= 0 && outcome < STUD_NOUT ? K[outcome] : "?";
}

static int group_row(int group) { return group <= STUD_G_AK ? STUD_HIGH : group - 1; }

void stud_paytable_standard(stud_paytable *pt)
{
    static const double PAY[STUD_NROWS] = {1, 1, 2, 3, 4, 5, 7, 20, 50, 100};
    memset(pt, 0, sizeof *pt);
    memcpy(pt->pay, PAY, sizeof PAY);
    pt->jp_fixed[STUD_FLUSH] = 50;
    pt->jp_fixed[STUD_FULL] = 100;
    pt->jp_fixed[STUD_QUADS] = 500;
    pt->jp_share[STUD_SFLUSH] = 0.10;
    pt->jp_share[STUD_ROYAL] = 1.00;
}

void stud_game_standard(stud_game *g)
{
    g->raise = 2.0;
    stud_paytable_standard(&g->pay);
}

static int perr(int *errline, int line, char *why, size_t whysize, const char *fmt, const char *a,
                const char *b)
{
    if (errline)
        *errline = line;
    if (why && whysize)
        snprintf(why, whysize, fmt, a, b);
    return TALON_E_PARSE;
}

int stud_paytable_parse(const char *text, stud_paytable *pt, int *errline, char *why, size_t whysize)
{
    if (!text || !pt)
        return TALON_E_INVAL;
    stud_paytable p;
    stud_paytable_standard(&p);
    bool seen[2][STUD_NROWS] = {{false}};
    bool jp_section = false;
    int section = 0;   /* 0 raise, 1 jackpot */
    int lineno = 0;
    const char *s = text;
    while (*s) {
        lineno++;
        const char *eol = strchr(s, '\n');
        size_t len = eol ? (size_t)(eol - s) : strlen(s);
        char line[256];
        if (len >= sizeof line)
            return perr(errline, lineno, why, whysize, "line too long%s%s", "", "");
        memcpy(line, s, len);
        line[len] = 0;
        s += len + (eol ? 1 : 0);
        char *hash = strchr(line, '#');
        if (hash)
            *hash = 0;
        char *tok = strtok(line, " \t\r");
        if (!tok)
            continue;
        if (tok[0] == '[') {
            if (strcmp(tok, "[raise]") == 0)
                section = 0;
            else if (strcmp(tok, "[jackpot]") == 0) {
                section = 1;
                if (!jp_section) {   /* the section replaces the standard jackpot table */
                    memset(p.jp_fixed, 0, sizeof p.jp_fixed);
                    memset(p.jp_share, 0, sizeof p.jp_share);
                    jp_section = true;
                }
            } else
                return perr(errline, lineno, why, whysize, "unknown section '%s' (sections: [raise], [jackpot])%s",
                            tok, "");
            if (strtok(NULL, " \t\r"))
                return perr(errline, lineno, why, whysize, "text after the section header %s%s", tok, "");
            continue;
        }
        int row = -1;
        for (int k = 0; k < STUD_NROWS; k++)
            if (strcmp(tok, ROWS[k].key) == 0)
                row = k;
        if (row < 0)
            return perr(errline, lineno, why, whysize,
                        "unknown row '%s' (rows: high_card pair two_pair trips straight flush full_house "
                        "quads straight_flush royal_flush)%s", tok, "");
        char *val = strtok(NULL, " \t\r");
        if (!val)
            return perr(errline, lineno, why, whysize, "row '%s' has no value%s", tok, "");
        if (strtok(NULL, " \t\r"))
            return perr(errline, lineno, why, whysize, "row '%s': one value expected%s", tok, "");
        if (seen[section][row])
            return perr(errline, lineno, why, whysize, "row '%s' given twice in [%s]", tok,
                        section ? "jackpot" : "raise");
        seen[section][row] = true;
        size_t vl = strlen(val);
        bool pct = vl > 1 && val[vl - 1] == '%';
        if (pct) {
            if (section == 0)
                return perr(errline, lineno, why, whysize,
                            "row '%s': a percentage is only for the [jackpot] section, not '%s'", tok, val);
            val[vl - 1] = 0;
        }
        char *end;
        double x = strtod(val, &end);
        if (!text_is_decimal(val) || *end || !isfinite(x) || val[0] == '+')
            return perr(errline, lineno, why, whysize, "row '%s': '%s' is not a number", tok, val);
        if (x < 0 || (x == 0 && val[0] == '-'))
            return perr(errline, lineno, why, whysize, "row '%s': negative value '%s'", tok, val);
        if (x > 1e9)
            return perr(errline, lineno, why, whysize, "row '%s': value '%s' is out of range (at most 1e9)", tok,
                        val);
        if (section == 0)
            p.pay[row] = x;
        else if (pct)
            p.jp_share[row] = x / 100.0;
        else
            p.jp_fixed[row] = x;
    }
    for (int k = 0; k < STUD_NROWS; k++)
        if (!seen[0][k])
            return perr(errline, 0, why, whysize, "row '%s' is missing from the raise paytable (all ten rows are "
                        "required)%s", ROWS[k].key, "");
    *pt = p;
    return TALON_OK;
}

/* ---- values ---------------------------------------------------------------- */

int stud_row_of(const rules *r, uint32_t v)
{
    enum eval_cat c = eval_category(r, v);
    if (c == EVAL_STRAIGHT_FLUSH && (v & 0x1fff) == 1u << RANK_A)
        return STUD_ROYAL;
    return (int)c;   /* the rows 0..8 are the categories */
}

uint32_t stud_qualifier(const rules *r)
{
    uint32_t best = UINT32_MAX;
    for (int x = r->low_rank; x < RANK_Q; x++)
        for (int y = x + 1; y < RANK_Q; y++)
            for (int z = y + 1; z < RANK_Q; z++) {
                uint64_t h = card_bit(RANK_A, 0) | card_bit(RANK_K, 1) | card_bit(x, 0) | card_bit(y, 1) |
                             card_bit(z, 2);
                uint32_t v = eval5(r, h);
                if (eval_category(r, v) == EVAL_HIGH && v < best)
                    best = v;
            }
    return best == UINT32_MAX ? 0 : best;   /* no ace-king high hand (20 cards): all qualify */
}

double stud_payoff(const stud_game *g, int group, int outcome)
{
    switch (outcome) {
    case STUD_FOLD: return -1.0;
    case STUD_NOQUAL: return 1.0;
    case STUD_WIN: return 1.0 + g->raise * g->pay.pay[group_row(group)];
    case STUD_TIE: return 0.0;
    default: return -(1.0 + g->raise);
    }
}

double stud_ev_raise(const stud_game *g, int row, const stud_counts *c)
{
    double d = (double)(c->nq + c->win + c->tie + c->lose);
    return ((double)c->nq + (double)c->win * (1.0 + g->raise * g->pay.pay[row]) -
            (double)c->lose * (1.0 + g->raise)) / d;
}

void stud_value_ranks(const rules *r, uint32_t v, char *buf, size_t size)
{
    static const char RN[] = "23456789TJQKA";
    char out[8];
    int n = 0;
    unsigned major = v >> 13 & 0x1fff, minor = v & 0x1fff;
    enum eval_cat c = eval_category(r, v);
    int times = 1;
    switch (c) {
    case EVAL_PAIR: case EVAL_TWO_PAIR: times = 2; break;
    case EVAL_TRIPS: case EVAL_FULL: times = 3; break;
    case EVAL_QUADS: times = 4; break;
    default: break;
    }
    if (c == EVAL_STRAIGHT || c == EVAL_STRAIGHT_FLUSH) {
        int top = __builtin_ctz(minor);
        for (int k = 0; k < 5; k++)
            out[n++] = RN[top - k < r->low_rank ? RANK_A : top - k];
    } else {
        for (int k = RANK_A; k >= 0; k--)
            if (major >> k & 1)
                for (int i = 0; i < times; i++)
                    out[n++] = RN[k];
        int mt = c == EVAL_FULL ? 2 : 1;
        for (int k = RANK_A; k >= 0; k--)
            if (minor >> k & 1)
                for (int i = 0; i < mt; i++)
                    out[n++] = RN[k];
    }
    out[n] = 0;
    snprintf(buf, size, "%s", out);
}

/* ---- the tables -------------------------------------------------------- */

#define MAXM (DECK_MAX - 1)
#define DIR_SHIFT 5          /* directory buckets of 32 strengths */

struct up_tab {
    int up;                  /* the up card (first suit) */
    uint8_t loc[64];         /* card index -> local index, 255 for the up card / outside the deck */
    uint64_t bit[MAXM];      /* local index -> card bit */
    uint32_t *cnt0;          /* [ns + 1] */
    uint16_t *cnt1;          /* [m][ns + 1] */
    uint16_t *s2, *nq2;      /* [C(m,2)][len2], [C(m,2)] */
    uint16_t *dir2;          /* [C(m,2)][ndir] */
    uint16_t *s3;            /* [C(m,3)][len3] */
    uint8_t *nq3;            /* [C(m,3)] */
    void *mem;               /* one allocation for all of the above */
};

struct stud_tables {
    rules r;
    int n, m, ns;            /* deck size, cards other than the up card, strengths */
    uint32_t q;              /* the qualifier's value */
    int sq;                  /* strengths below the qualifier */
    uint64_t dealer;         /* dealer hidden hands per situation: C(m-5, 4) */
    uint32_t len2, len3;     /* C(m-2,2), m-3 */
    uint32_t ndir;           /* directory entries per pair: (ns >> DIR_SHIFT) + 2 */
    uint32_t c2[64], c3[64]; /* C(x,2), C(x,3) */
    uint8_t group[STUD_MAX_STRENGTHS], row[STUD_MAX_STRENGTHS];
    uint32_t vals[STUD_MAX_STRENGTHS];   /* the distinct values, increasing */
    int nup;                 /* up ranks: low_rank..A */
    struct up_tab up[CARD_RANKS];   /* [rank - low_rank] */
};

static int cmp_u32(const void *a, const void *b)
{
    uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
    return (x > y) - (x < y);
}

/* The distinct values: one hand per multiset of five ranks (card i of the
 * sorted multiset in suit i % 4, so never a flush and copies of a rank in
 * distinct suits), plus the flush of every set of five distinct ranks. */
static int strengths_init(const rules *r, uint32_t *vals)
{
    uint32_t tmp[8192];
    int n = 0, lo = r->low_rank;
    int rk[5];
    for (rk[0] = lo; rk[0] <= RANK_A; rk[0]++)
        for (rk[1] = rk[0]; rk[1] <= RANK_A; rk[1]++)
            for (rk[2] = rk[1]; rk[2] <= RANK_A; rk[2]++)
                for (rk[3] = rk[2]; rk[3] <= RANK_A; rk[3]++)
                    for (rk[4] = rk[3]; rk[4] <= RANK_A; rk[4]++) {
                        if (rk[0] == rk[4])
                            continue;   /* five of a rank */
                        uint64_t h = 0, f = 0;
                        for (int i = 0; i < 5; i++) {
                            h |= card_bit(rk[i], i % 4);
                            f |= card_bit(rk[i], 0);
                        }
                        tmp[n++] = eval5(r, h);
                        if (card_count(f) == 5)
                            tmp[n++] = eval5(r, f);
                    }
    qsort(tmp, (size_t)n, sizeof tmp[0], cmp_u32);
    int k = 0;
    for (int i = 0; i < n; i++)
        if (k == 0 || tmp[i] != vals[k - 1])
            vals[k++] = tmp[i];
    return k;
}

/* Number of values below v (v need not be a value). */
static inline int strength_of(const stud_tables *t, uint32_t v)
{
    const uint32_t *a = t->vals;
    size_t len = (size_t)t->ns;
    const uint32_t *base = a;
    while (len > 1) {
        size_t half = len / 2;
        base = base[half] < v ? base + half : base;
        len -= half;
    }
    return (int)(base - a) + (*base < v);
}

/* Elements below x in the sorted a[0..n-1], n >= 1 (branch-free lower bound:
 * the answer stays in [base - a, base - a + len]). */
static inline uint32_t below16(const uint16_t *a, uint32_t n, uint32_t x)
{
    const uint16_t *base = a;
    uint32_t len = n;
    while (len > 1) {
        uint32_t half = len / 2;
        base = base[half] < x ? base + half : base;
        len -= half;
    }
    return (uint32_t)(base - a) + (*base < x);
}

/* Elements below x in a pair's sorted list, through its directory: the
 * elements of bucket b = x >> DIR_SHIFT are row[dir[b] .. dir[b+1]). */
static inline uint32_t below_dir(const uint16_t *row, const uint16_t *dir, uint32_t x)
{
    uint32_t b = x >> DIR_SHIFT, lo = dir[b], hi = dir[b + 1];
    return lo + (hi > lo ? below16(row + lo, hi - lo, x) : 0);
}

static int build_up(const stud_tables *t, struct up_tab *ut, int up)
{
    const rules *r = &t->r;
    int m = t->m, ns = t->ns;
    size_t ns1 = (size_t)ns + 1;
    size_t n2 = t->c2[m], n3 = t->c3[m], nh = (size_t)combo_binom(m, 4);
    ut->up = up;
    memset(ut->loc, 255, sizeof ut->loc);
    int l = 0;
    for (int c = 0; c < 64; c++)
        if ((r->deck >> c & 1) && c != up) {
            ut->loc[c] = (uint8_t)l;
            ut->bit[l++] = 1ULL << c;
        }
    size_t bytes = ns1 * 4 + (size_t)m * ns1 * 2 + n2 * t->len2 * 2 + n2 * 2 + n2 * t->ndir * 2 +
                   n3 * t->len3 * 2 + n3;
    unsigned char *mem = malloc(bytes);
    uint16_t *hs = malloc(nh * sizeof *hs);
    uint64_t *ord = malloc(nh * sizeof *ord);
    uint32_t *start = calloc(ns1, sizeof *start);
    uint16_t *fill2 = calloc(n2, sizeof *fill2);
    uint8_t *fill3 = calloc(n3, sizeof *fill3);
    if (!mem || !hs || !ord || !start || !fill2 || !fill3) {
        free(mem); free(hs); free(ord); free(start); free(fill2); free(fill3);
        return TALON_E_NOMEM;
    }
    ut->mem = mem;
    ut->cnt0 = (uint32_t *)mem;
    ut->cnt1 = (uint16_t *)(ut->cnt0 + ns1);
    ut->s2 = ut->cnt1 + (size_t)m * ns1;
    ut->nq2 = ut->s2 + n2 * t->len2;
    ut->dir2 = ut->nq2 + n2;
    ut->s3 = ut->dir2 + n2 * t->ndir;
    ut->nq3 = (uint8_t *)(ut->s3 + n3 * t->len3);
    memset(ut->cnt0, 0, ns1 * 4);
    memset(ut->cnt1, 0, (size_t)m * ns1 * 2);

    /* Strength of every u+H, H = {a<b<c<d} in colex order (index = C(d,4) +
     * C(c,3) + C(b,2) + a), then a counting sort by strength. */
    uint64_t ub = 1ULL << up;
    size_t i = 0;
    for (int d = 3; d < m; d++)
        for (int c = 2; c < d; c++)
            for (int b = 1; b < c; b++)
                for (int a = 0; a < b; a++, i++) {
                    uint64_t h = ub | ut->bit[a] | ut->bit[b] | ut->bit[c] | ut->bit[d];
                    int s = strength_of(t, eval5(r, h));
                    hs[i] = (uint16_t)s;
                    start[s + 1]++;   /* s + 1 <= ns */
                    ut->cnt0[s]++;
                }
    /* start[s] = first slot of strength s */
    for (size_t s = 1; s < ns1; s++)
        start[s] += start[s - 1];
    i = 0;
    for (int d = 3; d < m; d++)
        for (int c = 2; c < d; c++)
            for (int b = 1; b < c; b++)
                for (int a = 0; a < b; a++, i++)
                    ord[start[hs[i]]++] = (uint64_t)hs[i] << 32 | (uint64_t)(a | b << 8 | c << 16 | d << 24);
    /* In increasing strength: single-card histograms and the pair and
     * triple lists (sorted by construction). */
    for (size_t j = 0; j < nh; j++) {
        uint64_t pk = ord[j];
        int x[4] = {(int)(pk & 255), (int)(pk >> 8 & 255), (int)(pk >> 16 & 255), (int)(pk >> 24 & 255)};
        uint16_t s = (uint16_t)(pk >> 32);
        for (int k = 0; k < 4; k++)
            ut->cnt1[(size_t)x[k] * ns1 + s]++;
        for (int p = 0; p < 4; p++)
            for (int q = p + 1; q < 4; q++) {
                size_t idx = t->c2[x[q]] + (uint32_t)x[p];
                ut->s2[idx * t->len2 + fill2[idx]++] = s;
            }
        for (int o = 0; o < 4; o++) {   /* the triple without x[o] */
            int y[3], k = 0;
            for (int p = 0; p < 4; p++)
                if (p != o)
                    y[k++] = x[p];
            size_t idx = t->c3[y[2]] + t->c2[y[1]] + (uint32_t)y[0];
            ut->s3[idx * t->len3 + fill3[idx]++] = s;
        }
    }
    /* Histograms -> counts below: cnt[s] = sum of hist[0..s-1]. */
    uint32_t acc = 0;
    for (size_t s = 0; s < ns1; s++) {
        uint32_t h = ut->cnt0[s];
        ut->cnt0[s] = acc;
        acc += h;
    }
    for (int x = 0; x < m; x++) {
        uint16_t *row = ut->cnt1 + (size_t)x * ns1;
        uint32_t a16 = 0;
        for (size_t s = 0; s < ns1; s++) {
            uint32_t h = row[s];
            row[s] = (uint16_t)a16;
            a16 += h;
        }
    }
    for (size_t idx = 0; idx < n2; idx++) {
        const uint16_t *row = ut->s2 + idx * t->len2;
        ut->nq2[idx] = (uint16_t)below16(row, t->len2, (uint32_t)t->sq);
        for (uint32_t b = 0; b < t->ndir; b++)
            ut->dir2[idx * t->ndir + b] = (uint16_t)below16(row, t->len2, b << DIR_SHIFT);
    }
    for (size_t idx = 0; idx < n3; idx++)
        ut->nq3[idx] = (uint8_t)below16(ut->s3 + idx * t->len3, t->len3, (uint32_t)t->sq);
    free(hs); free(ord); free(start); free(fill2); free(fill3);
    return TALON_OK;
}

int stud_tables_new(const rules *r, int threads, stud_tables **out)
{
    if (!r || !out)
        return TALON_E_INVAL;
    *out = NULL;
    stud_tables *t = calloc(1, sizeof *t);
    if (!t)
        return TALON_E_NOMEM;
    t->r = *r;
    t->n = r->deck_size;
    t->m = t->n - 1;
    t->ns = strengths_init(r, t->vals);
    t->q = stud_qualifier(r);
    t->sq = strength_of(t, t->q);
    t->dealer = combo_binom(t->m - 5, 4);
    t->len2 = (uint32_t)combo_binom(t->m - 2, 2);
    t->len3 = (uint32_t)(t->m - 3);
    t->ndir = (uint32_t)(t->ns >> DIR_SHIFT) + 2;
    for (int x = 0; x < 64; x++) {
        t->c2[x] = (uint32_t)combo_binom(x, 2);
        t->c3[x] = (uint32_t)combo_binom(x, 3);
    }
    for (int s = 0; s < t->ns; s++) {
        int row = stud_row_of(r, t->vals[s]);
        t->row[s] = (uint8_t)row;
        t->group[s] = (uint8_t)(row == STUD_HIGH ? (t->vals[s] >= t->q ? STUD_G_AK : STUD_G_LOW) : row + 1);
    }
    t->nup = RANK_A - r->low_rank + 1;
    int rc = TALON_OK;
#pragma omp parallel for schedule(dynamic, 1) num_threads(threads > 0 ? threads : omp_get_max_threads())
    for (int k = 0; k < t->nup; k++) {
        int e = build_up(t, &t->up[k], card_index(r->low_rank + k, 0));
        if (e != TALON_OK) {
#pragma omp critical(stud_build)
            rc = e;
        }
    }
    if (rc != TALON_OK) {
        stud_tables_free(t);
        return rc;
    }
    *out = t;
    return TALON_OK;
}

void stud_tables_free(stud_tables *t)
{
    if (!t)
        return;
    for (int k = 0; k < CARD_RANKS; k++)
        free(t->up[k].mem);
    free(t);
}

const rules *stud_tables_rules(const stud_tables *t) { return &t->r; }

/* ---- one situation -------------------------------------------------------- */

/* The counts of (hand, up card ut->up): l[] the local indices of the hand's
 * cards, increasing; v its value, s its strength. */
static inline void count_situation(const stud_tables *t, const struct up_tab *ut, const int l[5], uint64_t hand,
                                   uint32_t v, int s, stud_counts *out)
{
    const size_t ns1 = (size_t)t->ns + 1;
    const int sq = t->sq;
    const int64_t d = (int64_t)t->dealer;
    if (v < t->q) {   /* below the qualifier: only the non-qualifying dealers matter */
        int64_t nq = ut->cnt0[sq];
        for (int i = 0; i < 5; i++)
            nq -= ut->cnt1[(size_t)l[i] * ns1 + sq];
        for (int j = 1; j < 5; j++)
            for (int i = 0; i < j; i++)
                nq += ut->nq2[t->c2[l[j]] + (uint32_t)l[i]];
        for (int k = 2; k < 5; k++)
            for (int j = 1; j < k; j++)
                for (int i = 0; i < j; i++)
                    nq -= ut->nq3[t->c3[l[k]] + t->c2[l[j]] + (uint32_t)l[i]];
        uint64_t ub = 1ULL << ut->up;
        for (uint64_t rest = hand; rest; rest &= rest - 1)
            nq += eval5(&t->r, ub | (hand & ~(rest & -rest))) < t->q;
        out->nq = (uint64_t)nq;
        out->win = out->tie = 0;
        out->lose = (uint64_t)(d - nq);
        return;
    }
    /* S empty */
    int64_t lt = ut->cnt0[s], le = ut->cnt0[s + 1], nq = ut->cnt0[sq];
    /* |S| = 1 */
    for (int i = 0; i < 5; i++) {
        const uint16_t *row = ut->cnt1 + (size_t)l[i] * ns1;
        lt -= row[s];
        le -= row[s + 1];
        nq -= row[sq];
    }
    /* |S| = 2 */
    for (int j = 1; j < 5; j++)
        for (int i = 0; i < j; i++) {
            size_t idx = t->c2[l[j]] + (uint32_t)l[i];
            const uint16_t *row = ut->s2 + idx * t->len2, *dir = ut->dir2 + idx * t->ndir;
            lt += below_dir(row, dir, (uint32_t)s);
            le += below_dir(row, dir, (uint32_t)s + 1);
            nq += ut->nq2[idx];
        }
    /* |S| = 3: short lists, counted straight through */
    for (int k = 2; k < 5; k++)
        for (int j = 1; j < k; j++)
            for (int i = 0; i < j; i++) {
                size_t idx = t->c3[l[k]] + t->c2[l[j]] + (uint32_t)l[i];
                const uint16_t *row = ut->s3 + idx * t->len3;
                uint32_t a = 0, b = 0;
                for (uint32_t x = 0; x < t->len3; x++) {
                    a += row[x] < (uint32_t)s;
                    b += row[x] <= (uint32_t)s;
                }
                lt -= a;
                le -= b;
                nq -= ut->nq3[idx];
            }
    /* |S| = 4: the dealer hand is the up card and four of the player's cards */
    uint64_t ub = 1ULL << ut->up;
    for (uint64_t rest = hand; rest; rest &= rest - 1) {
        uint32_t dv = eval5(&t->r, ub | (hand & ~(rest & -rest)));
        lt += dv < v;
        le += dv <= v;
        nq += dv < t->q;
    }
    out->nq = (uint64_t)nq;
    out->win = (uint64_t)(lt - nq);
    out->tie = (uint64_t)(le - lt);
    out->lose = (uint64_t)(d - le);
}

/* hand and up card in any suits: map u's suit to the first by a transposition. */
static inline void situation_any(const stud_tables *t, uint64_t hand, int up, stud_counts *c, uint32_t *vp,
                                 int *sp)
{
    int su = card_suit(up);
    if (su) {
        int sh = 16 * su;
        uint64_t l0 = hand & 0xffff, lk = hand >> sh & 0xffff;
        hand = (hand & ~(0xffffULL | 0xffffULL << sh)) | lk | l0 << sh;
    }
    const struct up_tab *ut = &t->up[card_rank(up) - t->r.low_rank];
    int l[5], k = 0;
    for (uint64_t rest = hand; rest; rest &= rest - 1)
        l[k++] = ut->loc[__builtin_ctzll(rest)];
    uint32_t v = eval5(&t->r, hand);
    int s = strength_of(t, v);
    count_situation(t, ut, l, hand, v, s, c);
    *vp = v;
    *sp = s;
}

int stud_situation(const stud_tables *t, uint64_t hand, int up, stud_counts *c)
{
    if (!t || !c)
        return TALON_E_INVAL;
    if (card_count(hand) != 5)
        return TALON_E_COUNT;
    if (up < 0 || up >= 64 || (hand & ~t->r.deck) || !(t->r.deck >> up & 1))
        return TALON_E_DECK;
    if (hand >> up & 1)
        return TALON_E_DUP;
    uint32_t v;
    int s;
    situation_any(t, hand, up, c, &v, &s);
    return TALON_OK;
}

/* ---- exact optimal play -------------------------------------------------- */

typedef struct exact_acc {
    uint64_t count[STUD_NGROUPS][STUD_NOUT];
    uint64_t sit[STUD_NGROUPS], raised[STUD_NGROUPS];
    uint64_t ak_up[CARD_RANKS][2][2];
    uint64_t classes;
    uint64_t ssit[STUD_MAX_STRENGTHS], sraised[STUD_MAX_STRENGTHS];
} exact_acc;

/* 0 if h is not the smallest of its images under the permutations of suits
 * 1..3, else the number of its distinct images (6 / stabiliser). */
static inline int orbit_weight(uint64_t h)
{
    uint64_t l0 = h & 0xffff, a = h >> 16 & 0xffff, b = h >> 32 & 0xffff, c = h >> 48;
    uint64_t img[5] = {
        l0 | a << 16 | c << 32 | b << 48, l0 | b << 16 | a << 32 | c << 48, l0 | b << 16 | c << 32 | a << 48,
        l0 | c << 16 | a << 32 | b << 48, l0 | c << 16 | b << 32 | a << 48,
    };
    int stab = 1;
    for (int k = 0; k < 5; k++) {
        if (img[k] < h)
            return 0;
        stab += img[k] == h;
    }
    return 6 / stab;
}

static bool pay_ok(const stud_game *g)
{
    if (!(g->raise > 0) || !isfinite(g->raise))
        return false;
    for (int k = 0; k < STUD_NROWS; k++)
        if (!(g->pay.pay[k] >= 0) || !isfinite(g->pay.pay[k]))
            return false;
    return true;
}

int stud_exact(const stud_tables *t, const stud_game *g, int threads, const volatile int *cancel,
               stud_result *res)
{
    if (!t || !g || !res)
        return TALON_E_INVAL;
    if (!pay_ok(g))
        return TALON_E_RANGE;
    const int m = t->m, nup = t->nup, per = m - 4;   /* first card a in 0..m-5 */
    const int nitems = nup * per;
    int nth = threads > 0 ? threads : omp_get_max_threads();
    exact_acc *accs = calloc((size_t)nth, sizeof *accs);
    if (!accs)
        return TALON_E_NOMEM;
    int stopped = 0;
#pragma omp parallel num_threads(nth)
    {
        exact_acc *A = &accs[omp_get_thread_num()];
#pragma omp for schedule(dynamic, 1)
        for (int item = 0; item < nitems; item++) {
            int stop;
#pragma omp atomic read
            stop = stopped;
            if (stop)
                continue;
            if (cancel && *cancel) {
#pragma omp atomic write
                stopped = 1;
                continue;
            }
            int k = item % nup, a = item / nup;   /* heavy items (small a) first, all ranks */
            const struct up_tab *ut = &t->up[k];
            int ur = t->r.low_rank + k;
            int l[5];
            l[0] = a;
            for (l[1] = a + 1; l[1] < m; l[1]++)
                for (l[2] = l[1] + 1; l[2] < m; l[2]++)
                    for (l[3] = l[2] + 1; l[3] < m; l[3]++)
                        for (l[4] = l[3] + 1; l[4] < m; l[4]++) {
                            uint64_t hand = ut->bit[l[0]] | ut->bit[l[1]] | ut->bit[l[2]] | ut->bit[l[3]] |
                                            ut->bit[l[4]];
                            int w = orbit_weight(hand);
                            if (!w)
                                continue;
                            uint64_t W = 4 * (uint64_t)w;
                            uint32_t v = eval5(&t->r, hand);
                            int s = strength_of(t, v);
                            stud_counts c;
                            count_situation(t, ut, l, hand, v, s, &c);
                            int grp = t->group[s];
                            bool up = stud_ev_raise(g, t->row[s], &c) > -1.0;
                            A->classes++;
                            A->sit[grp] += W;
                            A->ssit[s] += W;
                            if (up) {
                                A->raised[grp] += W;
                                A->sraised[s] += W;
                                A->count[grp][STUD_NOQUAL] += W * c.nq;
                                A->count[grp][STUD_WIN] += W * c.win;
                                A->count[grp][STUD_TIE] += W * c.tie;
                                A->count[grp][STUD_LOSE] += W * c.lose;
                            } else {
                                A->count[grp][STUD_FOLD] += W * t->dealer;
                            }
                            if (grp == STUD_G_AK) {
                                int paired = card_ranks(hand) >> ur & 1;
                                A->ak_up[ur][paired][0] += W;
                                A->ak_up[ur][paired][1] += up ? W : 0;
                            }
                        }
        }
    }
    if (stopped) {
        free(accs);
        return TALON_E_CANCEL;
    }
    /* Merge (integer sums: any order gives the same result). */
    exact_acc *T = &accs[0];
    for (int th = 1; th < nth; th++) {
        exact_acc *A = &accs[th];
        for (int gr = 0; gr < STUD_NGROUPS; gr++) {
            for (int o = 0; o < STUD_NOUT; o++)
                T->count[gr][o] += A->count[gr][o];
            T->sit[gr] += A->sit[gr];
            T->raised[gr] += A->raised[gr];
        }
        for (int rk = 0; rk < CARD_RANKS; rk++)
            for (int p = 0; p < 2; p++)
                for (int z = 0; z < 2; z++)
                    T->ak_up[rk][p][z] += A->ak_up[rk][p][z];
        T->classes += A->classes;
        for (int s = 0; s < t->ns; s++) {
            T->ssit[s] += A->ssit[s];
            T->sraised[s] += A->sraised[s];
        }
    }
    memset(res, 0, sizeof *res);
    res->exact = true;
    memcpy(res->count, T->count, sizeof res->count);
    memcpy(res->sit, T->sit, sizeof res->sit);
    memcpy(res->raised, T->raised, sizeof res->raised);
    memcpy(res->ak_up, T->ak_up, sizeof res->ak_up);
    res->classes = T->classes;
    res->situations = combo_binom(t->n, 5) * (uint64_t)(t->n - 5);
    res->deals = res->situations * t->dealer;
    uint64_t sum = 0;
    for (int gr = 0; gr < STUD_NGROUPS; gr++)
        sum += res->sit[gr];
    if (sum != res->situations) {   /* the symmetry weights must cover every situation once */
        free(accs);
        return TALON_E_INVAL;
    }
    /* Strategy facts from the per-strength decisions. */
    res->weakest_raised = 0;
    for (int s = 0; s < t->ns; s++)
        if (T->sraised[s]) {
            res->weakest_raised = t->vals[s];
            break;
        }
    res->always_from = 0;
    for (int s = t->ns - 1; s >= 0 && T->sraised[s] == T->ssit[s]; s--)
        res->always_from = t->vals[s];
    res->pairs_always = true;
    res->below_never = true;
    for (int s = 0; s < t->ns; s++) {
        if (t->group[s] >= STUD_G_PAIR && T->sraised[s] != T->ssit[s])
            res->pairs_always = false;
        if (t->group[s] == STUD_G_LOW && T->sraised[s])
            res->below_never = false;
    }
    free(accs);
    return TALON_OK;
}

/* ---- Monte Carlo ---------------------------------------------------------- */

typedef struct mc_ctx {
    const stud_tables *t;
    const stud_game *g;
    deal_deck deck;
} mc_ctx;

/* A block's deals are dealt first, in order, then played grouped by the up
 * card's rank, so that one rank's tables (6 MB) stay in cache while its
 * deals are counted: with the deals in dealing order every situation's ~50
 * lookups missed the cache (3 us a deal; grouped, about 1 us).  The counts
 * are sums, so the grouping changes nothing in the result. */
typedef struct mc_deal {
    uint64_t hand, hidden;
    uint8_t up;
} mc_deal;

static void mc_play(void *accp, uint64_t n, rng *g, const void *ctxp)
{
    const mc_ctx *x = ctxp;
    const stud_tables *t = x->t;
    uint64_t (*acc)[STUD_NOUT] = accp;
    deal_deck d = x->deck;   /* every block from the same initial deck (deal.h) */
    mc_deal *deals = malloc(2 * n * sizeof *deals);
    if (!deals)
        abort();   /* a block's buffer is 3 MB: failing here leaves no way to report */
    mc_deal *sorted = deals + n;
    uint32_t start[CARD_RANKS + 1] = {0};
    for (uint64_t i = 0; i < n; i++) {
        deal_cards(&d, 10, g);
        mc_deal *e = &deals[i];
        e->hand = e->hidden = 0;
        for (int k = 0; k < 5; k++)
            e->hand |= 1ULL << d.card[k];
        e->up = d.card[5];
        for (int k = 6; k < 10; k++)
            e->hidden |= 1ULL << d.card[k];
        start[card_rank(e->up) + 1]++;
    }
    for (int k = 1; k <= CARD_RANKS; k++)
        start[k] += start[k - 1];
    for (uint64_t i = 0; i < n; i++)
        sorted[start[card_rank(deals[i].up)]++] = deals[i];
    for (uint64_t i = 0; i < n; i++) {
        const mc_deal *e = &sorted[i];
        stud_counts c;
        uint32_t v;
        int s;
        situation_any(t, e->hand, e->up, &c, &v, &s);
        int grp = t->group[s];
        int o;
        if (!(stud_ev_raise(x->g, t->row[s], &c) > -1.0)) {
            o = STUD_FOLD;
        } else {
            uint32_t dv = eval5(&t->r, e->hidden | 1ULL << e->up);
            o = dv < t->q ? STUD_NOQUAL : v > dv ? STUD_WIN : v == dv ? STUD_TIE : STUD_LOSE;
        }
        acc[grp][o]++;
    }
    free(deals);
}

static void mc_merge(void *into, const void *from, const void *ctx)
{
    uint64_t *a = into;
    const uint64_t *b = from;
    for (int k = 0; k < STUD_NGROUPS * STUD_NOUT; k++)
        a[k] += b[k];
}

static void moments(const stud_game *g, const uint64_t count[STUD_NGROUPS][STUD_NOUT], uint64_t *n,
                    double *sum, double *sumsq)
{
    long double s1 = 0, s2 = 0;
    uint64_t k = 0;
    for (int gr = 0; gr < STUD_NGROUPS; gr++)
        for (int o = 0; o < STUD_NOUT; o++) {
            long double x = stud_payoff(g, gr, o);
            s1 += (long double)count[gr][o] * x;
            s2 += (long double)count[gr][o] * x * x;
            k += count[gr][o];
        }
    *n = k;
    *sum = (double)s1;
    *sumsq = (double)s2;
}

static bool mc_precise(const void *accp, uint64_t trials, double precision, const void *ctxp)
{
    const mc_ctx *x = ctxp;
    uint64_t n;
    double s1, s2;
    moments(x->g, accp, &n, &s1, &s2);
    stats_ci ci;
    return stats_mean(s1, s2, n, STATS_CONF95, &ci) == TALON_OK && stats_half_width(&ci) < precision;
}

int stud_mc(const stud_tables *t, const stud_game *g, const mc_config *cfg, stud_result *res)
{
    if (!t || !g || !cfg || !res)
        return TALON_E_INVAL;
    if (!pay_ok(g))
        return TALON_E_RANGE;
    mc_ctx x = {.t = t, .g = g};
    int rc = deal_init(&x.deck, t->r.deck, 0);
    if (rc != TALON_OK)
        return rc;
    mc_sim sim = {
        .acc_size = sizeof res->count,
        .play = mc_play,
        .merge = mc_merge,
        .precise = mc_precise,
        .ctx = &x,
    };
    uint64_t count[STUD_NGROUPS][STUD_NOUT];
    uint64_t done = 0;
    rc = mc_run(&sim, cfg, count, &done);
    if (rc != TALON_OK && rc != TALON_E_CANCEL)
        return rc;
    memset(res, 0, sizeof *res);
    res->exact = false;
    memcpy(res->count, count, sizeof count);
    res->deals = done;
    return rc;
}

/* ---- summaries -------------------------------------------------------------- */

void stud_result_lines(const stud_game *g, const stud_result *res, stud_line out[STUD_NLINES])
{
    static const int OUTCOME[4] = {STUD_FOLD, STUD_NOQUAL, STUD_TIE, STUD_LOSE};   /* the lines around the wins */
    for (int line = 0; line < STUD_NLINES; line++) {
        stud_line *l = &out[line];
        bool win = line >= 2 && line < 2 + STUD_NROWS;
        l->outcome = win ? STUD_WIN : OUTCOME[line < 2 ? line : line - STUD_NROWS];
        l->row = win ? line - 2 : -1;
        l->deals = 0;
        for (int gr = 0; gr < STUD_NGROUPS; gr++)
            if (!win || group_row(gr) == l->row)
                l->deals += res->count[gr][l->outcome];
        l->net = win ? 1.0 + g->raise * g->pay.pay[l->row] : stud_payoff(g, 0, l->outcome);
    }
}

double stud_group_return(const stud_game *g, const stud_result *res, int gr, double *ret)
{
    uint64_t deals = 0;
    *ret = 0;
    for (int oc = 0; oc < STUD_NOUT; oc++) {
        deals += res->count[gr][oc];
        *ret += (double)res->count[gr][oc] * stud_payoff(g, gr, oc);
    }
    return (double)deals;
}

double stud_result_ev(const stud_game *g, const stud_result *res)
{
    uint64_t n;
    double s1, s2;
    moments(g, res->count, &n, &s1, &s2);
    return n ? s1 / (double)n : 0.0;
}

void stud_result_ci(const stud_game *g, const stud_result *res, double *lo, double *hi)
{
    uint64_t n;
    double s1, s2;
    moments(g, res->count, &n, &s1, &s2);
    if (res->exact) {
        *lo = *hi = n ? s1 / (double)n : 0.0;
        return;
    }
    stats_ci ci;
    if (stats_mean(s1, s2, n, STATS_CONF95, &ci) != TALON_OK) {
        *lo = -INFINITY;
        *hi = INFINITY;
        return;
    }
    *lo = ci.lo;
    *hi = ci.hi;
}

double stud_result_avg_bet(const stud_game *g, const stud_result *res)
{
    uint64_t raised = 0, all = 0;
    for (int gr = 0; gr < STUD_NGROUPS; gr++)
        for (int o = 0; o < STUD_NOUT; o++) {
            all += res->count[gr][o];
            if (o != STUD_FOLD)
                raised += res->count[gr][o];
        }
    return all ? 1.0 + g->raise * (double)raised / (double)all : 1.0;
}

int stud_jackpot(const rules *r, const stud_paytable *pt, double jackpot, double *ev, double *breakeven,
                 double prob[STUD_NROWS])
{
    if (!r || !pt)
        return TALON_E_INVAL;
    uint64_t cnt[STUD_NROWS] = {0}, total = 0;
    combo5 it;
    for (bool more = combo5_first(&it, r->deck); more; more = combo5_next(&it)) {
        cnt[stud_row_of(r, eval5(r, it.hand))]++;
        total++;
    }
    double fixed = 0, share = 0;
    for (int k = 0; k < STUD_NROWS; k++) {
        double p = (double)cnt[k] / (double)total;
        if (prob)
            prob[k] = p;
        fixed += p * pt->jp_fixed[k];
        share += p * pt->jp_share[k];
    }
    if (ev)
        *ev = fixed + share * jackpot - 1.0;
    if (breakeven)
        *breakeven = share > 0 ? (1.0 - fixed) / share : INFINITY;
    return TALON_OK;
}
