/* tab_drawn.c - the exact "Cartes demandées" table for one player.
 *
 * What is counted.  For every 5-card hand H of the deck the strategy keeps
 * K and discards D = H \ K (d = |D| cards); the d replacements are every
 * d-subset S of the N-5 cards not in H (the discards are out of play), and
 * the final hand is K + S.  Straightforwardly that is C(N,5) * C(N-5,d)
 * evaluations (4e10 at 52 cards for the pairs alone), so two savings:
 *
 * 1. Counting instead of dealing.  Let F(X)[c] be the number of five-card
 *    hands of the deck containing the set X that are of category c.  The
 *    replacements S must avoid D, so by inclusion-exclusion over the
 *    discards
 *        #{S : K+S of category c, S disjoint from D}
 *            = sum over T subset of D of (-1)^|T| F(K + T)[c]
 *    (the term for T counts the S that contain T).  At most 2^4 = 16 table
 *    look-ups per hand.  F is needed for every set of 1..4 cards: F of the
 *    4-sets comes from one pass over the C(N,5) hands (each hand adds its
 *    category to its five 4-subsets), and F of the k-sets from the
 *    (k+1)-sets, F(X) = sum over y not in X of F(X + y) / (5 - k) (every
 *    five-card hand containing X is reached once through each of its
 *    5 - k cards outside X).  Sets are indexed by their colex rank
 *    sum_i C(x_i, i+1) over their cards' positions x_0 < x_1 < ... in the
 *    deck.
 * 2. Suit symmetry.  Relabelling the suits maps hands to hands with the same
 *    decision and the same outcome distribution (the strategy never looks at
 *    which suit is which, and kickers are chosen by rank, ties by a rule that
 *    commutes with the relabelling up to an equal-outcome choice), so only
 *    one hand per orbit is decided: the hand whose four suit masks, as a
 *    multiset, are in the canonical order (suit 0 holds the most cards, ties
 *    by the larger rank mask), weighted by the orbit size 4! / prod(m!) over
 *    the multiplicities m of equal suit masks (empty suits included).
 *    At 52 cards: 134 459 orbits for 2 598 960 hands.
 *
 * The one tie that does not commute: an open-ended straight draw in a pair
 * hand keeps the paired card of lower index, and relabelling can make it the
 * other one; both leave a four-straight of the same ranks, not four suited
 * cards (else the hand would hold a flush draw), so the outcome distribution
 * is the same.  tests/test_drawn.c checks the whole table against a plain
 * enumeration of every hand and every replacement on 20- and 24-card decks.
 *
 * Weights: see tab_drawn.h.  All cells are exact integers.  Threads: the
 * 4-set pass splits the hands by their highest card into per-thread tables
 * summed afterwards, the orbit pass splits the orbits with per-thread cells
 * summed in thread order; integer sums, so the result never depends on the
 * thread count.
 */
#include "tab_drawn.h"

#include <assert.h>
#include <math.h>
#include <omp.h>
#include <stdlib.h>
#include <string.h>

#include "card.h"
#include "err.h"
#include "eval.h"
#include "tab_freq.h"
#include "table.h"

/* ---- conventions and derived figures ------------------------------------------ */

void tab_drawn_init(tab_drawn *t, const rules *r, const strategy *s, int players)
{
    memset(t, 0, sizeof *t);
    t->deck_size = r->deck_size;
    t->ace_low = r->ace_low;
    t->order = r->order;
    t->players = players;
    t->unit = 1;
    if (s) {
        memcpy(t->strategy, s->name, sizeof t->strategy);
        t->strategy[sizeof t->strategy - 1] = 0;
    }
}

void tab_drawn_merge(tab_drawn *into, const tab_drawn *from)
{
    assert(into->deck_size == from->deck_size && into->unit == from->unit);
    into->trials += from->trials;
    into->total += from->total;
    for (int s = 0; s < STRATEGY_NSERVED; s++) {
        into->folded[s] += from->folded[s];
        for (int d = 0; d < TAB_DRAWN_ROWS; d++)
            for (int c = 0; c < EVAL_NCAT; c++) {
                into->played[s][d][c] += from->played[s][d][c];
                into->memo[s][d][c] += from->memo[s][d][c];
            }
    }
    into->has_memo = into->has_memo && from->has_memo;
    into->dealer.fours += from->dealer.fours;
    into->dealer.limited += from->dealer.limited;
    into->dealer.burns += from->dealer.burns;
    into->dealer.reshuffle_deals += from->dealer.reshuffle_deals;
    into->dealer.reshuffles += from->dealer.reshuffles;
}

static uint64_t row_weight(const tab_drawn *t, int d, bool memo)
{
    uint64_t w = 0;
    for (int s = 0; s < STRATEGY_NSERVED; s++)
        for (int c = 0; c < EVAL_NCAT; c++)
            w += memo ? t->memo[s][d][c] : t->played[s][d][c];
    return w;
}

double tab_drawn_asked(const tab_drawn *t, int d, bool memo)
{
    if (d < 0 || d >= TAB_DRAWN_ROWS || t->total == 0)
        return 0;
    return (double)row_weight(t, d, memo) / (double)t->total;
}

double tab_drawn_folds(const tab_drawn *t)
{
    uint64_t f = 0;
    for (int s = 0; s < STRATEGY_NSERVED; s++)
        f += t->folded[s];
    return t->total ? (double)f / (double)t->total : 0;
}

int tab_drawn_row(const tab_drawn *t, int d, double p[EVAL_NCAT], bool *memo)
{
    for (int c = 0; c < EVAL_NCAT; c++)
        p[c] = 0;
    if (memo)
        *memo = false;
    if (d < 0 || d >= TAB_DRAWN_ROWS)
        return TALON_E_RANGE;
    bool m = false;
    uint64_t w = row_weight(t, d, false);
    if (w == 0 && t->has_memo) {
        m = true;
        w = row_weight(t, d, true);
    }
    if (w == 0)
        return TALON_E_RANGE;
    for (int c = 0; c < EVAL_NCAT; c++) {
        uint64_t x = 0;
        for (int s = 0; s < STRATEGY_NSERVED; s++)
            x += m ? t->memo[s][d][c] : t->played[s][d][c];
        p[c] = (double)x / (double)w;
    }
    if (memo)
        *memo = m;
    return TALON_OK;
}

uint64_t tab_drawn_final(const tab_drawn *t, bool memo, enum eval_cat c)
{
    uint64_t x = 0;
    for (int s = 0; s < STRATEGY_NSERVED; s++)
        for (int d = 0; d < TAB_DRAWN_ROWS; d++)
            x += memo ? t->memo[s][d][c] : t->played[s][d][c];
    return x;
}

double tab_drawn_origin(const tab_drawn *t, bool memo, enum eval_cat c, int served)
{
    if (served < 0 || served >= STRATEGY_NSERVED || (int)c < 0 || c >= EVAL_NCAT)
        return 0;
    uint64_t all = tab_drawn_final(t, memo, c), x = 0;
    for (int d = 0; d < TAB_DRAWN_ROWS; d++)
        x += memo ? t->memo[served][d][c] : t->played[served][d][c];
    return all ? (double)x / (double)all : 0;
}

/* ---- the subset count tables ------------------------------------------------------- */

typedef uint32_t cnt9[EVAL_NCAT];

typedef struct ctx {
    const rules *r;
    int n;                        /* deck size */
    uint8_t cidx[64];             /* card index -> position in the deck, 0..n-1 */
    uint64_t bit[DECK_MAX];       /* position -> card bit */
    uint32_t B[DECK_MAX + 1][6];  /* binomials C(i, j), j <= 5 */
    cnt9 *F[5];                   /* F[k]: k = 1..4, indexed by colex rank */
} ctx;

/* Colex rank of a set of k cards: sum_i C(pos_i, i+1), positions ascending
 * (card order and position order agree). */
static inline uint32_t colex(const ctx *x, uint64_t m)
{
    uint32_t rk = 0;
    for (int i = 1; m; m &= m - 1, i++)
        rk += x->B[x->cidx[__builtin_ctzll(m)]][i];
    return rk;
}

/* F of the 4-sets: each hand adds its category to its five 4-subsets.  The
 * hands are split by their highest card e; thread-private tables. */
static int build_f4(ctx *x, int threads)
{
    const rules *r = x->r;
    int n = x->n;
    size_t n4 = x->B[n][4];
    /* At most 4 private tables (10 MB each at 52 cards): the pass is
     * memory-bound beyond that. */
    int nt = threads > 4 ? 4 : threads;
    cnt9 *priv = calloc((size_t)nt * n4, sizeof(cnt9));
    if (!priv)
        return TALON_E_NOMEM;
#pragma omp parallel for num_threads(nt) schedule(dynamic, 1)
    for (int e = n - 1; e >= 4; e--) {
        cnt9 *f = priv + (size_t)omp_get_thread_num() * n4;
        const uint32_t(*B)[6] = x->B;
        for (int d = 3; d < e; d++)
            for (int c = 2; c < d; c++)
                for (int b = 1; b < c; b++)
                    for (int a = 0; a < b; a++) {
                        uint64_t h = x->bit[a] | x->bit[b] | x->bit[c] | x->bit[d] | x->bit[e];
                        int cat = eval_category(r, eval5(r, h));
                        uint32_t hi = B[e][4];
                        f[B[b][1] + B[c][2] + B[d][3] + hi][cat]++;
                        f[B[a][1] + B[c][2] + B[d][3] + hi][cat]++;
                        f[B[a][1] + B[b][2] + B[d][3] + hi][cat]++;
                        f[B[a][1] + B[b][2] + B[c][3] + hi][cat]++;
                        f[B[a][1] + B[b][2] + B[c][3] + B[d][4]][cat]++;
                    }
    }
    /* Sum the private tables in thread order into the first. */
    for (int t = 1; t < nt; t++) {
        const uint32_t *src = (const uint32_t *)(priv + (size_t)t * n4);
        uint32_t *dst = (uint32_t *)priv;
        for (size_t i = 0; i < n4 * EVAL_NCAT; i++)
            dst[i] += src[i];
    }
    cnt9 *f4 = realloc(priv, n4 * sizeof(cnt9));
    x->F[4] = f4 ? f4 : priv;
    return TALON_OK;
}

/* F of the k-sets from the (k+1)-sets. */
static int build_down(ctx *x, int k, int threads)
{
    int n = x->n;
    size_t nk = x->B[n][k];
    x->F[k] = calloc(nk, sizeof(cnt9));
    if (!x->F[k])
        return TALON_E_NOMEM;
    uint64_t all = n == 64 ? ~0ULL : (1ULL << n) - 1;
    /* Gosper's hack walks the k-subsets of positions in colex order, so the
     * i-th subset has rank i. */
    uint64_t m = (1ULL << k) - 1;
    for (size_t i = 0; i < nk; i++) {
        uint64_t cards = 0;
        for (uint64_t q = m; q; q &= q - 1)
            cards |= x->bit[__builtin_ctzll(q)];
        uint64_t acc[EVAL_NCAT] = {0};
        for (uint64_t rest = all & ~m; rest; rest &= rest - 1) {
            const uint32_t *g = x->F[k + 1][colex(x, cards | x->bit[__builtin_ctzll(rest)])];
            for (int c = 0; c < EVAL_NCAT; c++)
                acc[c] += g[c];
        }
        for (int c = 0; c < EVAL_NCAT; c++) {
            assert(acc[c] % (uint64_t)(5 - k) == 0);
            x->F[k][i][c] = (uint32_t)(acc[c] / (uint64_t)(5 - k));
        }
        uint64_t lo = m & (0 - m), ripple = m + lo;   /* next subset, same size */
        m = ripple | (((m ^ ripple) >> 2) / lo);
    }
    (void)threads;
    return TALON_OK;
}

/* Counts of the final categories when keeping `keep` and discarding `disc`:
 * out[c] = #{S, |S| = |disc|, S outside the hand, keep + S of category c}. */
static void draw_counts(const ctx *x, uint64_t keep, uint64_t disc, int64_t out[EVAL_NCAT])
{
    for (int c = 0; c < EVAL_NCAT; c++)
        out[c] = 0;
    uint64_t dc[4];
    int d = 0;
    for (uint64_t q = disc; q; q &= q - 1)
        dc[d++] = q & (0 - q);
    for (unsigned sub = 0; sub < (1u << d); sub++) {
        uint64_t X = keep;
        for (int i = 0; i < d; i++)
            if (sub >> i & 1)
                X |= dc[i];
        int64_t sign = (bits_count32(sub) & 1) ? -1 : 1;
        int k = bits_count64(X);
        if (k == 5) {
            out[eval_category(x->r, eval5(x->r, X))] += sign;
        } else {
            const uint32_t *g = x->F[k][colex(x, X)];
            for (int c = 0; c < EVAL_NCAT; c++)
                out[c] += sign * (int64_t)g[c];
        }
    }
}

/* ---- suit-symmetric orbits ------------------------------------------------------------ */

typedef struct orbit {
    uint64_t hand;
    uint32_t weight;   /* hands in the orbit */
} orbit;

static const uint32_t FACT[5] = {1, 1, 2, 6, 24};

/* Every hand whose suit masks (m0, m1, m2, m3) satisfy: counts
 * non-increasing, and equal counts -> masks non-increasing. */
static orbit *orbits(uint32_t ranks, size_t *count)
{
    /* Masks of the deck's ranks by popcount, ascending (C(13,5) = 1287 at most). */
    uint16_t lists[6][1287];
    uint16_t nl[6] = {0};
    for (uint32_t m = 0; m <= CARD_RANK_MASK; m++) {
        int pc = bits_count32(m);
        if ((m & ~ranks) == 0 && pc <= 5)
            lists[pc][nl[pc]++] = (uint16_t)m;
    }
    static const int PARTS[6][4] = {{5, 0, 0, 0}, {4, 1, 0, 0}, {3, 2, 0, 0},
                                    {3, 1, 1, 0}, {2, 2, 1, 0}, {2, 1, 1, 1}};
    size_t cap = 1 << 12, n = 0;
    orbit *o = malloc(cap * sizeof *o);
    if (!o)
        return NULL;
    for (int pi = 0; pi < 6; pi++) {
        const int *c = PARTS[pi];
        /* idx[i] walks lists[c[i]]; equal counts: idx[i] <= idx[i-1]. */
        int idx[4] = {0, 0, 0, 0}, lim[4];
        int depth = 0;
        lim[0] = nl[c[0]];
        idx[0] = -1;
        while (depth >= 0) {
            idx[depth]++;
            if (idx[depth] >= lim[depth]) {
                depth--;
                continue;
            }
            if (depth < 3) {
                depth++;
                lim[depth] = (c[depth] == c[depth - 1]) ? idx[depth - 1] + 1 : nl[c[depth]];
                idx[depth] = -1;
                continue;
            }
            uint32_t m[4];
            for (int i = 0; i < 4; i++)
                m[i] = lists[c[i]][idx[i]];
            /* orbit size: 4! / prod over runs of equal masks of (run length)! */
            uint32_t w = 24;
            for (int i = 0; i < 4;) {
                int j = i;
                while (j < 4 && m[j] == m[i])
                    j++;
                w /= FACT[j - i];
                i = j;
            }
            if (n == cap) {
                cap *= 2;
                orbit *o2 = realloc(o, cap * sizeof *o);
                if (!o2) {
                    free(o);
                    return NULL;
                }
                o = o2;
            }
            o[n].hand = (uint64_t)m[0] | (uint64_t)m[1] << 16 | (uint64_t)m[2] << 32 | (uint64_t)m[3] << 48;
            o[n].weight = w;
            n++;
        }
    }
    *count = n;
    return o;
}

/* ---- the table ------------------------------------------------------------------------ */

static uint64_t gcd(uint64_t a, uint64_t b)
{
    while (b) {
        uint64_t t = a % b;
        a = b;
        b = t;
    }
    return a;
}

/* Cells of one thread: played, memo, folded. */
typedef struct part {
    uint64_t played[STRATEGY_NSERVED][TAB_DRAWN_ROWS][EVAL_NCAT];
    uint64_t memo[STRATEGY_NSERVED][TAB_DRAWN_ROWS][EVAL_NCAT];
    uint64_t folded[STRATEGY_NSERVED];
} part;

int tab_drawn_exact(const rules *r, const strategy *s, int threads, tab_drawn *t)
{
    if (!r || !s || !t)
        return TALON_E_INVAL;
    if (threads < 0 || strategy_check(s) != TALON_OK)
        return TALON_E_RANGE;
    int nt = threads ? threads : omp_get_max_threads();
    if (nt < 1)
        nt = 1;

    strategy_plan plan, mplan;
    strategy plain = *s;
    strategy_set_camouflage(&plain, false);
    strategy_plan_init(&plan, s, r);
    strategy_plan_init(&mplan, &plain, r);

    ctx x;
    memset(&x, 0, sizeof x);
    x.r = r;
    x.n = r->deck_size;
    int pos = 0;
    for (uint64_t q = r->deck; q; q &= q - 1) {
        int c = __builtin_ctzll(q);
        x.cidx[c] = (uint8_t)pos;
        x.bit[pos++] = 1ULL << c;
    }
    assert(pos == x.n);
    for (int i = 0; i <= DECK_MAX; i++)
        for (int j = 0; j <= 5; j++)
            x.B[i][j] = (uint32_t)tab_binom(i, j);

    int rc = build_f4(&x, nt);
    for (int k = 3; rc == TALON_OK && k >= 1; k--)
        rc = build_down(&x, k, nt);
    size_t norb = 0;
    orbit *orb = rc == TALON_OK ? orbits(card_ranks(r->deck), &norb) : NULL;
    part *parts = orb ? calloc((size_t)nt, sizeof *parts) : NULL;
    if (rc != TALON_OK || !orb || !parts) {
        for (int k = 1; k <= 4; k++)
            free(x.F[k]);
        free(orb);
        free(parts);
        return TALON_E_NOMEM;
    }

    /* unit = lcm of C(N-5, d), d = 0..4; a d-card draw's replacement weighs unit / C(N-5, d). */
    int rest = x.n - 5;
    uint64_t unit = 1, per[TAB_DRAWN_ROWS];
    for (int d = 0; d < TAB_DRAWN_ROWS; d++) {
        uint64_t b = tab_binom(rest, d);
        unit = unit / gcd(unit, b) * b;
    }
    for (int d = 0; d < TAB_DRAWN_ROWS; d++)
        per[d] = unit / tab_binom(rest, d);

#pragma omp parallel for num_threads(nt) schedule(dynamic, 256)
    for (size_t i = 0; i < norb; i++) {
        part *pt = &parts[omp_get_thread_num()];
        uint64_t h = orb[i].hand, w = orb[i].weight;
        uint32_t v = eval5(r, h);
        strategy_play pl, mp;
        strategy_decide_value(&plan, h, v, &pl);
        strategy_decide_value(&mplan, h, v, &mp);
        int64_t cnt[EVAL_NCAT], mcnt[EVAL_NCAT];
        draw_counts(&x, pl.keep, h & ~pl.keep, cnt);
        if (mp.keep == pl.keep)
            memcpy(mcnt, cnt, sizeof cnt);
        else
            draw_counts(&x, mp.keep, h & ~mp.keep, mcnt);
        if (pl.fold) {
            pt->folded[pl.served] += w * unit;
        } else {
            for (int c = 0; c < EVAL_NCAT; c++) {
                assert(cnt[c] >= 0);
                pt->played[pl.served][pl.draw][c] += w * per[pl.draw] * (uint64_t)cnt[c];
            }
        }
        for (int c = 0; c < EVAL_NCAT; c++) {
            assert(mcnt[c] >= 0);
            pt->memo[mp.served][mp.draw][c] += w * per[mp.draw] * (uint64_t)mcnt[c];
        }
    }

    tab_drawn_init(t, r, s, 1);
    t->exact = true;
    t->has_memo = true;
    t->unit = unit;
    t->total = tab_binom(x.n, 5) * unit;
    for (int p = 0; p < nt; p++)
        for (int sv = 0; sv < STRATEGY_NSERVED; sv++) {
            t->folded[sv] += parts[p].folded[sv];
            for (int d = 0; d < TAB_DRAWN_ROWS; d++)
                for (int c = 0; c < EVAL_NCAT; c++) {
                    t->played[sv][d][c] += parts[p].played[sv][d][c];
                    t->memo[sv][d][c] += parts[p].memo[sv][d][c];
                }
        }
    for (int k = 1; k <= 4; k++)
        free(x.F[k]);
    free(orb);
    free(parts);
    return TALON_OK;
}

/* ---- the article's tables -------------------------------------------------------------- */

/* The printed values, one string per (table, deck) with a token per
 * category from high card to straight flush ("-": the article prints no
 * value there), and the "Fréquence" column.  Column inference (the text
 * kept the values, not their columns; tables/article/README.md):
 *   0 cards: four values: straight, flush, full, straight flush (quads draw
 *            one: "le carré est en principe exclu").
 *   1 card:  eight values: every category but trips (from two pair, a draw
 *            or quads, one card cannot make trips); rows sum to 100 +- 0.1.
 *   2 cards: pair, two pair, trips, full, quads (a pair or trips keeping
 *            three cards can make nothing else), plus at 52 and 32 a sixth
 *            value "0,0 %" printed after the quads: the straight flush
 *            column, the only one after K (a cell no two-card draw reaches).
 *   3 cards: the same five as 2 cards (a pair drawing three).
 *   4 cards: all nine values. */
static const struct {
    int deck, d;
    const char *cells, *asked;
} ARTICLE[] = {
    {52, 0, "- - - - 50.8 28.3 20.7 - 0.2", "0.7"},
    {48, 0, "- - - - 56.3 21.6 21.9 - 0.2", "0.8"},
    {44, 0, "- - - - 61.4 15.7 22.7 - 0.2", "1.1"},
    {40, 0, "- - - - 65.9 10.6 23.3 - 0.3", "1.4"},
    {32, 0, "- - - - 72.2 3.7 23.8 - 0.3", "2.8"},
    {52, 1, "32.9 15.0 37.4 - 3.9 7.0 3.5 0.2 0.0", "11.6"},
    {48, 1, "30.1 15.8 39.2 - 4.6 6.0 4.0 0.2 0.1", "12.8"},
    {44, 1, "26.9 16.6 41.0 - 5.6 4.9 4.7 0.3 0.1", "14.4"},
    {40, 1, "23.2 17.7 42.7 - 6.7 3.9 5.5 0.3 0.1", "16.4"},
    {32, 1, "13.6 20.2 46.1 - 9.4 2.1 8.0 0.5 0.1", "22.2"},
    {52, 2, "- 67.7 15.1 15.4 - - 1.3 0.5 0.0", "22.1"},
    {48, 2, "- 64.9 16.0 16.9 - - 1.6 0.6 -", "23.4"},
    {44, 2, "- 61.6 17.1 18.7 - - 1.9 0.7 -", "24.8"},
    {40, 2, "- 57.7 18.2 20.7 - - 2.4 0.9 -", "26.3"},
    {32, 2, "- 47.2 20.5 26.5 - - 4.1 1.7 0.0", "29.5"},
    {52, 3, "- 74.9 12.7 11.2 - - 1.0 0.3 -", NULL},
    {48, 3, "- 73 13 12 - - 1.21 0.33 -", NULL},
    {44, 3, "- 71 14 13 - - 1.46 0.40 -", NULL},
    {40, 3, "- 69 14 14 - - 1.79 0.50 -", NULL},
    {32, 3, "- 63.9 14.8 17.6 - - 2.9 0.9 -", NULL},
    {52, 4, "52.5 40.0 4.8 2.1 0.4 0.1 0.2 0.0 0.0", NULL},
    {48, 4, "49.3 41.8 5.6 2.5 0.5 0.2 0.2 0.0 0.0", NULL},
    {44, 4, "45.8 43.5 6.6 3.0 0.7 0.2 0.2 0.0 0.0", NULL},
    {40, 4, "41.8 45.2 7.9 3.7 0.9 0.3 0.1 0.1 0.0", NULL},
    {32, 4, "31.9 47.2 12.0 5.9 2.0 0.7 0.1 0.1 0.0", NULL},
};

/* Parse one printed number ("50.8", "73", "0.40"): value and decimals. */
static int printed(const char *s, size_t n, double *percent, int *decimals)
{
    if (n == 0 || (n == 1 && s[0] == '-'))
        return TALON_E_RANGE;
    double v = 0, scale = 1;
    int dec = -1;
    for (size_t i = 0; i < n; i++) {
        if (s[i] == '.') {
            dec = 0;
            continue;
        }
        v = 10 * v + (s[i] - '0');
        if (dec >= 0) {
            dec++;
            scale *= 10;
        }
    }
    *percent = v / scale;
    *decimals = dec < 0 ? 0 : dec;
    return TALON_OK;
}

static int article_row(int deck, int d)
{
    for (size_t i = 0; i < sizeof ARTICLE / sizeof ARTICLE[0]; i++)
        if (ARTICLE[i].deck == deck && ARTICLE[i].d == d)
            return (int)i;
    return -1;
}

int tab_drawn_article(int deck, int d, enum eval_cat c, double *percent, int *decimals)
{
    int i = article_row(deck, d);
    if (i < 0 || (int)c < 0 || c >= EVAL_NCAT)
        return TALON_E_RANGE;
    const char *p = ARTICLE[i].cells;
    for (int k = 0;; k++) {
        while (*p == ' ')
            p++;
        size_t n = strcspn(p, " ");
        if (k == (int)c)
            return printed(p, n, percent, decimals);
        p += n;
    }
}

int tab_drawn_article_asked(int deck, int d, double *percent, int *decimals)
{
    int i = article_row(deck, d);
    if (i < 0 || !ARTICLE[i].asked)
        return TALON_E_RANGE;
    return printed(ARTICLE[i].asked, strlen(ARTICLE[i].asked), percent, decimals);
}

bool tab_drawn_agrees(double p, double percent, int decimals)
{
    double half = 0.5 * pow(10.0, -decimals);
    return fabs(100.0 * p - percent) <= half + 1e-9;
}

int tab_drawn_mc(const table *t, const strategy *s, const mc_config *cfg, tab_drawn *out)
{
    if (!t || !s || !cfg || !out)
        return TALON_E_INVAL;
    table_counts *c = malloc(sizeof *c);
    if (!c)
        return TALON_E_NOMEM;
    uint64_t done = 0;
    int rc = table_mc(t, 0, cfg, c, &done);
    if (rc == TALON_OK) {
        tab_drawn_init(out, t->r, s, t->players);
        out->trials = c->deals;
        out->total = c->hands;
        out->dealer.fours = c->fours;
        out->dealer.limited = c->limited;
        out->dealer.burns = c->burns;
        out->dealer.reshuffle_deals = c->reshuffle_deals;
        out->dealer.reshuffles = c->reshuffles;
        for (int v = 0; v < STRATEGY_NSERVED; v++) {
            out->folded[v] = c->served[5][v];
            for (int d = 0; d < TAB_DRAWN_ROWS; d++)
                for (int k = 0; k < EVAL_NCAT; k++)
                    out->played[v][d][k] = c->origin[d][k][v];
        }
    }
    free(c);
    return rc;
}
