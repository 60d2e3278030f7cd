/* holdem.c - hold'em equities: exact enumeration with suit symmetry and
 * rank classes, or Monte Carlo with joint rejection sampling of the ranges.
 *
 * Outcomes.  An outcome is (one combo per player, one completion of the
 * board), all cards distinct and off the known cards (board, dead), every
 * outcome equally likely.  Both modes count the same outcomes: exact mode
 * all of them (integer counts), Monte Carlo mode a uniform sample.
 *
 * Exact mode, in three reductions (four with known hands only).
 * 1. The free player.  The player with the most combos is "free"; the other
 *    players' combos form a tuple.  For a fixed tuple the boards are
 *    enumerated from the cards left, and for each board the free player's
 *    combos that avoid it are counted by how they fare (win, tie, lose)
 *    against the best tuple hand: the tuple players are evaluated once per
 *    board, not once per combo of the free player.
 * 2. Suit symmetry.  G is the group of the suit permutations s that map the
 *    board, the dead cards and every player's range onto themselves (a
 *    known hand AsAh is kept by s <-> h and by d <-> c; a range like QQ+ or
 *    random by all 24).  An outcome and its image under s have the same
 *    showdown, so only one tuple per G-orbit is enumerated (the
 *    lexicographically least; its orbit size is its weight), and for that
 *    tuple t only one board per orbit of the stabiliser H_t (the boards s(B)
 *    for s in H_t give the same counts as B, since s keeps t, the free range
 *    and the known cards).  Tuples are found by a depth-first search that
 *    prunes a prefix as soon as some s still fixing the prefix maps the next
 *    combo lower; boards by checking s(B) >= B for s in H_t.  Weights are
 *    orbit sizes |H| / |stabiliser|, so counts stay integers.  AsAh against
 *    a random hand: |H| = 4, about 430 000 boards of 1 712 304.
 * 3. Rank classes.  On a board whose suits cannot make a flush with a
 *    combo, the combo's value depends on its two ranks only.  With k_f
 *    cards of the board's longest suit f, a combo can make a flush iff
 *    k_f = 3 and both its cards are of suit f, or k_f = 4 and one is, or
 *    k_f = 5.  So a large free range (a random hand) is counted per rank
 *    pair: 91 classes, whose counts are kept per board by removing the
 *    combos that touch the board's cards (per card, its partners by rank:
 *    one row and one column of a 13 x 13 matrix); the flush-capable combos
 *    (k_f = 3: at most 45, k_f = 4: ~400, k_f = 5: all, on 4% of boards)
 *    are evaluated one by one.  A class's value is the same for every board
 *    with the same rank multiset (6188 of them), so it is looked up in a
 *    row of values computed once per multiset (class_row).  A random
 *    opponent then costs, per board, one evaluation per tuple hand, a few
 *    evaluations of flush-capable combos and a pass over 91 counts, instead
 *    of 990 evaluations.
 * 4. Known hands.  When every player's hand is known (no free player, one
 *    tuple), a flush is possible only on boards holding 3 or more cards of
 *    one suit; every other board's outcome depends on its ranks only, so
 *    the boards are counted by rank multiset (a few thousand, each scored
 *    once and weighted by its number of boards) and only the boards on
 *    which someone can flush are corrected card by card (run_known).
 * The tuple hands are evaluated with the table evaluator from an
 * incremental hand (eval_fast.h): the board is kept as a running sum, one
 * addition per card as the enumeration advances, and a tuple hand is two
 * more additions and a lookup (a dozen instructions, against eval7's 170
 * one hand at a time).  The free combos evaluated one by one go through
 * eval7 in one flat reduction loop (count_vs), which the compiler
 * vectorises (eval.h): there the batch form is the faster.  Items of work -
 * a tuple, or when there are few tuples a tuple and its boards' two lowest
 * cards - are shared among OpenMP threads; every count is an integer, so
 * the result does not depend on the threads or the schedule.
 *
 * Monte Carlo mode.  Each trial draws one combo per range player uniformly
 * from his live combos (those avoiding the known cards), and draws all of
 * them again if two share a card (rejection: the accepted deals are uniform
 * over the valid deals, as in exact mode).  Players whose range is every
 * combo (random hands) are not drawn that way: they are dealt two cards
 * from the rest, like the board.  That is the same distribution - for every
 * valid deal of the other players the number of ways to complete the random
 * players is the same, C(rest, 2) C(rest - 2, 2) ... - and needs no
 * rejection.  Trials are played in chunks of CHUNK and evaluated in flat
 * loops, as above.  Without range players (every player fixed or random:
 * KK against three random hands) every trial deals the same number of
 * cards, and mc_play_dealt deals them by plan (deal.h: the u-th live card
 * not yet dealt, several exact bounded draws from one 32-bit output, no
 * rejection, no swaps), sums the incremental keys of eval_fast and
 * compares value ids; the other queries keep mc_play's rejection loop and
 * eval7.
 */
#include <assert.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include <omp.h>

#include "card.h"
#include "combo.h"
#include "deal.h"
#include "err.h"
#include "eval.h"
#include "eval_batch.h"
#include "eval_fast.h"
#include "holdem.h"

#define NP HOLDEM_MAX_PLAYERS
#define NCLS 96                /* room for the rank classes (hi, lo), hi >= lo: 91 at 52 cards */
#define NROWS 6188             /* 5-card rank multisets, as combinations of 17: C(17, 5) */
#define TUPLE_CAP (1u << 18)   /* most tuples an exact plan may hold (~27 MB) */
#define NODE_CAP 20000000u     /* most search nodes for a plan / a fit check */
#define COMPRESS_MIN 160       /* free combos from which rank classes pay */
#define BIG_ITEM 8             /* boards in an item from which rank classes pay */
#define CHUNK 128              /* Monte Carlo trials per evaluation batch */
/* Work estimate per board, in evaluations: the tuple hands, the free combos
 * (CLASS_ENTRIES for a range counted by rank class: its 91 classes and
 * flush-capable combos), and this overhead. */
#define BOARD_OVERHEAD 12.0
#define CLASS_ENTRIES 110.0
/* Below FAST_MIN_WORK (the estimate above), the table evaluator does not
 * pay for its construction (about 1 ms, or 1.5 M evaluations with eval7):
 * small queries run with eval7.  (Measured on `talon holdem AsKs QdQc
 * --board ...`: the river took 6 ms of CPU on one thread, 18 ms on two.)
 * Below THREADS_MIN_WORK they run on one thread: a unit of the estimate
 * costs 0.7 to 5 ns since the enumeration's second pass (AsKs QdQc: 1.2e7,
 * 8 ms of one core; AsAh against a random hand: 6.5e7, 240 ms), and below
 * about 20 ms a second thread's start and, on a shared machine, its wait
 * for a core cost more than it saves (AsKs QdQc, load 3.5, both cores
 * busy: 10 ms of CPU and 11 ms elapsed on one thread, 20 ms of CPU and 23
 * ms elapsed on two; 2e5, the first pass's threshold, still counted the old
 * per-board cost).  Queries with every hand known do not use either:
 * run_known counts them by rank multiset on one thread, with eval_batch,
 * in well under a millisecond (AsKs QdQc). */
/* run_known's cost for one tuple, per player, in units of the estimate
 * above (measured: AsAh against a random hand, 326 classes by run_known in
 * 0.47 s of one core, against 1.57 s of CPU for its 5.2e7 units freely
 * enumerated on two threads, load 2-3: a class cost about 5e4 units). */
#define KNOWN_TUPLE_WORK 2.5e4
#define FAST_MIN_WORK 2e5
#define THREADS_MIN_WORK 3e7

void holdem_query_init(holdem_query *q)
{
    memset(q, 0, sizeof *q);
    q->method = HOLDEM_AUTO;
}

/* ---- suit permutations ------------------------------------------------------ */

typedef struct sperm {
    uint8_t to[4];   /* suit i goes to suit to[i] */
} sperm;

/* All 24 permutations, the identity first. */
static void perms_all(sperm out[24])
{
    int k = 0;
    for (int a = 0; a < 4; a++)
        for (int b = 0; b < 4; b++)
            for (int c = 0; c < 4; c++)
                for (int d = 0; d < 4; d++)
                    if (a != b && a != c && a != d && b != c && b != d && c != d)
                        out[k++] = (sperm){{(uint8_t)a, (uint8_t)b, (uint8_t)c, (uint8_t)d}};
}

/* s(m): the 16-bit lane of suit i moves to lane to[i]. */
static inline uint64_t sperm_apply(const sperm *s, uint64_t m)
{
    return (m & 0xffff) << (16 * s->to[0]) | (m >> 16 & 0xffff) << (16 * s->to[1]) |
           (m >> 32 & 0xffff) << (16 * s->to[2]) | (m >> 48) << (16 * s->to[3]);
}

/* ---- the prepared query ------------------------------------------------------ */

typedef struct prep {
    const rules *r;
    int P, need;
    uint64_t board0, dead, known;   /* known = board0 | dead */
    range live[NP];                  /* ranges less the known cards */
    int n[NP];
    uint64_t *list[NP];              /* live combos */
    bool random[NP];                 /* live range == every combo off the known cards */
} prep;

static void prep_free(prep *pp)
{
    for (int p = 0; p < NP; p++) {
        free(pp->list[p]);
        pp->list[p] = NULL;
    }
}

static int prepare(const rules *r, const holdem_query *q, prep *pp, holdem_result *out)
{
    memset(pp, 0, sizeof *pp);
    pp->r = r;
    pp->P = q->players;
    if (q->players < 2 || q->players > NP)
        return TALON_E_RANGE;
    int nb = card_count(q->board);
    if (nb != 0 && nb != 3 && nb != 4 && nb != 5)
        return TALON_E_COUNT;
    if ((q->board | q->dead) & ~r->deck)
        return TALON_E_DECK;
    if (q->board & q->dead)
        return TALON_E_DUP;
    pp->need = 5 - nb;
    pp->board0 = q->board;
    pp->dead = q->dead;
    pp->known = q->board | q->dead;
    if (card_count(r->deck & ~pp->known) < 2 * pp->P + pp->need)
        return TALON_E_RANGE;
    for (int p = 0; p < pp->P; p++) {
        pp->live[p] = q->hands[p];
        range_remove(&pp->live[p], pp->known | ~r->deck);
        pp->n[p] = range_count(&pp->live[p]);
        out->combos[p] = pp->n[p];
        if (pp->n[p] == 0) {
            out->bad_player = p;
            return TALON_E_INVAL;
        }
        pp->random[p] = range_is_all(&pp->live[p], r->deck, pp->known);
        pp->list[p] = malloc(sizeof(uint64_t) * (size_t)pp->n[p]);
        if (!pp->list[p])
            return TALON_E_NOMEM;
        range_list(&pp->live[p], pp->list[p]);
    }
    return TALON_OK;
}

/* Does some deal give every player a combo of his range, all disjoint?
 * 1 yes, 0 no, -1 unknown (search cap).  Smallest ranges first. */
static int fits_dfs(const prep *pp, const int *order, int lev, int nlev, uint64_t used, uint64_t *nodes)
{
    if (lev == nlev)
        return 1;
    int p = order[lev], unknown = 0;
    for (int i = 0; i < pp->n[p]; i++) {
        uint64_t c = pp->list[p][i];
        if (c & used)
            continue;
        if (++*nodes > NODE_CAP)
            return -1;
        int f = fits_dfs(pp, order, lev + 1, nlev, used | c, nodes);
        if (f == 1)
            return 1;
        if (f < 0)
            unknown = 1;
    }
    return unknown ? -1 : 0;
}

static int fits(const prep *pp)
{
    int order[NP], k = 0;
    for (int p = 0; p < pp->P; p++)
        if (!pp->random[p])   /* random hands always fit: the card count was checked */
            order[k++] = p;
    for (int i = 1; i < k; i++)   /* insertion sort by range size */
        for (int j = i; j > 0 && pp->n[order[j]] < pp->n[order[j - 1]]; j--) {
            int t = order[j];
            order[j] = order[j - 1];
            order[j - 1] = t;
        }
    uint64_t nodes = 0;
    return fits_dfs(pp, order, 0, k, 0, &nodes);
}

/* ---- exact mode: the plan ------------------------------------------------------ */

typedef struct tuple_rec {
    uint64_t hand[NP];   /* combo of each level's player */
    uint64_t cards;      /* their union */
    uint32_t stab;       /* bit k: G[k] fixes the tuple */
    uint32_t weight;     /* orbit size |G| / |stab| */
    uint32_t nfree;      /* free combos avoiding the tuple */
    uint32_t avail;      /* cards the board may still take */
} tuple_rec;

typedef struct plan {
    const prep *pp;
    int free;                   /* the free player, or -1 */
    int nlev, lev_player[NP];   /* the tuple's players, in order */
    sperm G[24];
    int nG;
    tuple_rec *t;
    size_t nt, cap;
    double work, limit;
    size_t tuple_cap;           /* most tuples it may hold */
    bool over;                  /* gave up: work above the limit, or caps */
    uint64_t nodes;
    uint64_t deals;             /* valid deals, weighted */
    int err;
} plan;

static uint32_t free_count(const prep *pp, int f, uint64_t cards)
{
    const range *g = &pp->live[f];
    uint32_t touch = 0, both = 0;
    for (uint64_t m = cards; m; m &= m - 1) {
        int x = __builtin_ctzll(m);
        touch += (uint32_t)bits_count64(g->with[x]);
        both += (uint32_t)bits_count64(g->with[x] & cards);
    }
    return (uint32_t)pp->n[f] - (touch - both / 2);
}

static void plan_record(plan *pl, const uint64_t *hand, uint64_t cards, uint32_t active)
{
    const prep *pp = pl->pp;
    tuple_rec t;
    memset(&t, 0, sizeof t);
    for (int i = 0; i < pl->nlev; i++)
        t.hand[i] = hand[i];
    t.cards = cards;
    t.stab = active;
    int ns = bits_count32(active);
    t.weight = (uint32_t)(pl->nG / ns);
    t.nfree = pl->free >= 0 ? free_count(pp, pl->free, cards) : 1;
    if (t.nfree == 0)
        return;
    t.avail = (uint32_t)card_count(pp->r->deck & ~pp->known & ~cards);
    double boards = (double)combo_binom((int)t.avail, pp->need) / ns;
    bool compress = t.nfree >= COMPRESS_MIN && combo_binom((int)t.avail, pp->need) >= BIG_ITEM;   /* roughly item_begin's */
    double entries = pl->nlev + BOARD_OVERHEAD + (pl->free < 0 ? 0.0 : compress ? CLASS_ENTRIES : (double)t.nfree);
    pl->work += boards * entries;
    pl->deals += (uint64_t)t.weight * t.nfree;
    if (pl->work > pl->limit || pl->nt == pl->tuple_cap) {
        pl->over = true;
        return;
    }
    if (pl->nt == pl->cap) {
        size_t nc = pl->cap ? 2 * pl->cap : 256;
        tuple_rec *q = realloc(pl->t, nc * sizeof *q);
        if (!q) {
            pl->err = TALON_E_NOMEM;
            pl->over = true;
            return;
        }
        pl->t = q;
        pl->cap = nc;
    }
    pl->t[pl->nt++] = t;
}

static void plan_dfs(plan *pl, int lev, uint64_t used, uint32_t active, uint64_t *hand)
{
    const prep *pp = pl->pp;
    if (lev == pl->nlev) {
        plan_record(pl, hand, used & ~pp->known, active);
        return;
    }
    int p = pl->lev_player[lev];
    for (int i = 0; i < pp->n[p] && !pl->over; i++) {
        uint64_t c = pp->list[p][i];
        if (c & used)
            continue;
        if (++pl->nodes > NODE_CAP) {
            pl->over = true;
            return;
        }
        /* Keep the permutations that still fix the prefix; prune if one maps
         * this combo lower (then the tuple is not its orbit's least). */
        uint32_t na = 0;
        bool prune = false;
        for (uint32_t a = active; a; a &= a - 1) {
            int k = __builtin_ctz(a);
            uint64_t pc = sperm_apply(&pl->G[k], c);
            if (pc < c) {
                prune = true;
                break;
            }
            if (pc == c)
                na |= 1u << k;
        }
        if (prune)
            continue;
        hand[lev] = c;
        plan_dfs(pl, lev + 1, used | c, na, hand);
    }
}

/* Is range g (live) mapped onto itself by s? */
static bool range_invariant(const prep *pp, int p, const sperm *s)
{
    for (int i = 0; i < pp->n[p]; i++)
        if (!range_has(&pp->live[p], sperm_apply(s, pp->list[p][i])))
            return false;
    return true;
}

/* The plan of an exact run: the tuples of the level players' combos, one
 * per class of suit-equivalent deals, with the player of the largest range
 * left free (enumerated per board) -- or, with known, no free player: every
 * tuple is a whole deal, for run_known, and at most tuple_cap of them. */
static void plan_build(plan *pl, const prep *pp, double limit, bool known, size_t tuple_cap)
{
    memset(pl, 0, sizeof *pl);
    pl->pp = pp;
    pl->limit = limit;
    pl->tuple_cap = tuple_cap;
    sperm all[24];
    perms_all(all);
    for (int k = 0; k < 24; k++) {
        const sperm *s = &all[k];
        bool ok = sperm_apply(s, pp->board0) == pp->board0 && sperm_apply(s, pp->dead) == pp->dead;
        for (int p = 0; ok && p < pp->P; p++)
            ok = range_invariant(pp, p, s);
        if (ok)
            pl->G[pl->nG++] = *s;   /* the identity, first of `all`, is always kept */
    }
    pl->free = -1;
    int best = 1;
    for (int p = 0; p < pp->P && !known; p++)
        if (pp->n[p] > best) {
            best = pp->n[p];
            pl->free = p;
        }
    for (int p = 0; p < pp->P; p++)
        if (p != pl->free)
            pl->lev_player[pl->nlev++] = p;
    uint64_t hand[NP];
    plan_dfs(pl, 0, pp->known, (1u << pl->nG) - 1, hand);
}

/* ---- exact mode: the enumeration ------------------------------------------------ */

typedef struct acc {
    uint64_t n, win[NP], tie[NP][NP + 1];
} acc;

typedef struct worker {
    const plan *pl;
    const rules *r;
    const eval_fast *fast;     /* the tuple hands' evaluator (shared, read-only), or NULL: eval7 */
    int hc[NP][2];             /* the current tuple's hands as card indexes */
    /* the current item */
    const tuple_rec *t;
    sperm H[24];
    int nH;                    /* H less the identity */
    int nHall;
    uint64_t wL[64];           /* free combos avoiding the tuple */
    uint64_t *L;               /* ... as a list */
    int nL;
    bool compress;
    int nall;                  /* the deck's rank classes (hi, lo), hi >= lo, by hi then lo */
    uint8_t all_hi[NCLS], all_lo[NCLS];
    int low;                   /* the deck's lowest rank */
    uint8_t tri[CARD_RANKS];   /* position of class (hi, lo) = tri[hi] + lo - low */
    int16_t cnt0[NCLS];        /* free combos per class */
    int16_t D[64][16];         /* D[c][r]: free combos {c, c'} with rank(c') = r */
    uint32_t *rows;            /* class_row's rows, NROWS x nall, allocated on first use */
    uint8_t *row_done;
    /* the free player's entries on the current board: hand, multiplicity */
    uint64_t *emask, *ecnt;
    int nent;
    acc a;
} worker;

/* How the free entries fare against the best tuple value M: the counts of
 * entries above and equal to M.  Written as a reduction over one flat loop
 * (no stores): the form in which GCC vectorises eval7 (bench_eval's "7
 * rand"); a loop that stores each value is not vectorised by GCC 12. */
static void count_vs(const rules *restrict r, const uint64_t *restrict m, const uint64_t *restrict cnt, int n,
                     uint32_t M, uint64_t *gt, uint64_t *eq)
{
    uint64_t g = 0, e = 0;
    for (int i = 0; i < n; i++) {
        uint32_t v = eval7(r, m[i]);
        g += (uint64_t)(v > M) * cnt[i];
        e += (uint64_t)(v == M) * cnt[i];
    }
    *gt = g;
    *eq = e;
}

static inline void push(worker *w, uint64_t mask, uint64_t cnt)
{
    w->emask[w->nent] = mask;
    w->ecnt[w->nent] = cnt;
    w->nent++;
}

/* Score one board: the tuple's values v[0..nlev-1], the free entries
 * pushed for it, and (cg, ce, call) the free combos already counted by rank
 * class (above, equal to the best tuple value, all). */
static void score(worker *w, const uint32_t *v, uint64_t wt, uint64_t cg, uint64_t ce, uint64_t call)
{
    const plan *pl = w->pl;
    const int nlev = pl->nlev;
    acc *a = &w->a;
    uint32_t M = 0;
    int t = 0;
    for (int i = 0; i < nlev; i++)
        M = v[i] > M ? v[i] : M;
    for (int i = 0; i < nlev; i++)
        t += v[i] == M;
    if (pl->free < 0) {
        for (int i = 0; i < nlev; i++)
            if (v[i] == M) {
                int p = pl->lev_player[i];
                if (t == 1)
                    a->win[p] += wt;
                else
                    a->tie[p][t] += wt;
            }
        a->n += wt;
        return;
    }
    uint64_t gt, eq, all = call;
    for (int e = 0; e < w->nent; e++)
        all += w->ecnt[e];
    count_vs(w->r, w->emask, w->ecnt, w->nent, M, &gt, &eq);
    gt += cg;
    eq += ce;
    uint64_t lt = all - gt - eq;
    int f = pl->free;
    a->win[f] += gt * wt;
    a->tie[f][t + 1] += eq * wt;
    for (int i = 0; i < nlev; i++)
        if (v[i] == M) {
            int p = pl->lev_player[i];
            if (t == 1)
                a->win[p] += lt * wt;
            else
                a->tie[p][t] += lt * wt;
            a->tie[p][t + 1] += eq * wt;
        }
    a->n += all * wt;
}

/* The rank-class values of a board: row[i] = eval7 of the board's ranks plus
 * the ranks of the i-th class (all_hi[i], all_lo[i]), without a flush: the
 * value of every combo of that class that cannot make a flush.  It depends
 * on the board's rank multiset only, so a row is kept per multiset (index:
 * the sorted ranks r0 <= ... <= r4 as the combination {r_i + i} of 17
 * numbers, in colex order: 6188 rows) and computed on first use.  The
 * representative hand puts the seven ranks, in increasing order, in suits
 * 0, 1, 2, 3, 0, 1, 2: at most two cards a suit (no flush), and distinct
 * suits within a rank (at most four cards of a rank, in a row).  A class
 * the board leaves no card for (a fifth king) gets 0; its count is 0. */
static const uint32_t *class_row(worker *w, uint64_t full)
{
    static const uint16_t C[17][6] = {
#define B5(n) {1, n, n * (n - 1) / 2, n * (n - 1) * (n - 2) / 6, n * (n - 1) * (n - 2) * (n - 3) / 24, \
               n * (n - 1) * (n - 2) * (n - 3) * (n - 4) / 120}
        B5(0), B5(1), B5(2), B5(3), B5(4), B5(5), B5(6), B5(7), B5(8),
        B5(9), B5(10), B5(11), B5(12), B5(13), B5(14), B5(15), B5(16),
#undef B5
    };
    int cnt[CARD_RANKS], k = 0, idx = 0;
    for (int r = 0; r < CARD_RANKS; r++) {
        cnt[r] = bits_count64(full & 0x0001000100010001ULL << r);
        for (int j = 0; j < cnt[r]; j++, k++)
            idx += C[r + k][k + 1];
    }
    uint32_t *row = w->rows + (size_t)idx * (size_t)w->nall;
    if (w->row_done[idx])
        return row;
    const rules *r = w->r;
    for (int i = 0; i < w->nall; i++) {
        int hi = w->all_hi[i], lo = w->all_lo[i];
        int c7[CARD_RANKS];
        memcpy(c7, cnt, sizeof c7);
        c7[hi]++;
        c7[lo]++;
        uint64_t m = 0;
        int s = 0, ok = c7[hi] <= 4 && c7[lo] <= 4;
        for (int rk = 0; rk < CARD_RANKS && ok; rk++)
            for (int j = 0; j < c7[rk]; j++, s++)
                m |= card_bit(rk, s & 3);
        row[i] = ok ? eval7(r, m) : 0;   /* not ok: no such combo on this board */
    }
    w->row_done[idx] = 1;
    return row;
}

/* Position of the class of ranks a, b (either order) in the class order. */
static inline int cls_pos(const worker *w, int a, int b)
{
    return a > b ? w->tri[a] + b - w->low : w->tri[b] + a - w->low;
}

/* Set up the worker for tuple t; boards: how many the item enumerates. */
static void item_begin(worker *w, const tuple_rec *t, uint64_t boards)
{
    const plan *pl = w->pl;
    w->t = t;
    w->nH = 0;
    for (uint32_t s = t->stab & ~1u; s; s &= s - 1)   /* bit 0: the identity */
        w->H[w->nH++] = pl->G[__builtin_ctz(s)];
    w->nHall = w->nH + 1;
    w->nL = 0;
    w->compress = false;
    if (pl->free < 0)
        return;
    memcpy(w->wL, pl->pp->live[pl->free].with, sizeof w->wL);
    for (uint64_t m = t->cards; m; m &= m - 1) {
        int x = __builtin_ctzll(m);
        for (uint64_t q = w->wL[x]; q; q &= q - 1)
            w->wL[__builtin_ctzll(q)] &= ~(1ULL << x);
        w->wL[x] = 0;
    }
    for (int c = 0; c < 64; c++)
        for (uint64_t q = w->wL[c] & ~((2ULL << c) - 1); q; q &= q - 1)
            w->L[w->nL++] = 1ULL << c | 1ULL << __builtin_ctzll(q);
    w->compress = w->nL >= COMPRESS_MIN && boards >= BIG_ITEM;
    if (w->compress && !w->rows) {
        w->rows = malloc((size_t)NROWS * (size_t)w->nall * sizeof *w->rows);
        w->row_done = calloc(NROWS, 1);
        if (!w->rows || !w->row_done) {   /* no memory for the rows: count combo by combo */
            free(w->rows);
            free(w->row_done);
            w->rows = NULL;
            w->row_done = NULL;
            w->compress = false;
        }
    }
    if (!w->compress)
        return;
    /* cnt0: combos per class; D[c][r]: partners of card c of rank r. */
    memset(w->cnt0, 0, sizeof w->cnt0);
    memset(w->D, 0, sizeof w->D);
    for (int c = 0; c < 64; c++)
        for (uint64_t q = w->wL[c]; q; q &= q - 1)
            w->D[c][card_rank(__builtin_ctzll(q))]++;
    for (int i = 0; i < w->nL; i++)
        w->cnt0[cls_pos(w, card_rank(__builtin_ctzll(w->L[i])), card_rank(63 - __builtin_clzll(w->L[i])))]++;
}

/* The free combos of a board with suit counts k[], longest suit f
 * (compressed mode, k[f] <= 4): the flush-capable ones pushed as entries,
 * the others counted by rank class against the best tuple value M into
 * *cg (above), *ce (equal), *call (all). */
static void classes(worker *w, uint64_t B, uint64_t full, const int *k, int f, uint32_t M, uint64_t *cg,
                    uint64_t *ce, uint64_t *call)
{
    int16_t cnt[NCLS];
    memcpy(cnt, w->cnt0, sizeof cnt);
    /* Remove the combos touching the new board cards: per card b, its
     * partners by rank (the classes (rank(b), r): a run of positions for
     * r <= rank(b), one position per higher r); a combo with both cards in
     * B was removed twice: add it back once. */
    const int low = w->low;
    for (uint64_t m = B; m; m &= m - 1) {
        int b = __builtin_ctzll(m), rb = card_rank(b);
        const int16_t *d = w->D[b];
        const int base = w->tri[rb] - low;
        for (int r = low; r <= rb; r++)
            cnt[base + r] -= d[r];
        for (int r = rb + 1; r < CARD_RANKS; r++)
            cnt[w->tri[r] + rb - low] -= d[r];
    }
    for (uint64_t m = B; m; m &= m - 1) {
        int b = __builtin_ctzll(m), rb = card_rank(b);
        for (uint64_t q = w->wL[b] & B & ~((2ULL << b) - 1); q; q &= q - 1)
            cnt[cls_pos(w, rb, card_rank(__builtin_ctzll(q)))]++;
    }
    /* Flush-capable combos, one by one. */
    const uint64_t fm = (uint64_t)CARD_RANK_MASK << (16 * f);
    if (k[f] == 4) {
        for (uint64_t xs = fm & ~full; xs; xs &= xs - 1) {
            int x = __builtin_ctzll(xs);
            for (uint64_t q = w->wL[x] & ~full & ~(fm & ((1ULL << x) - 1)); q; q &= q - 1) {
                int y = __builtin_ctzll(q);
                push(w, full | 1ULL << x | 1ULL << y, 1);
                cnt[cls_pos(w, card_rank(x), card_rank(y))]--;
            }
        }
    } else if (k[f] == 3) {
        for (uint64_t xs = fm & ~full; xs; xs &= xs - 1) {
            int x = __builtin_ctzll(xs);
            for (uint64_t q = w->wL[x] & fm & ~full & ~((2ULL << x) - 1); q; q &= q - 1) {
                int y = __builtin_ctzll(q);
                push(w, full | 1ULL << x | 1ULL << y, 1);
                cnt[cls_pos(w, card_rank(x), card_rank(y))]--;
            }
        }
    }
    /* The classes, counted against M with their row of values (the same
     * order: one flat loop).  Counts fit 32 bits (at most 1326). */
    const uint32_t *row = class_row(w, full);
    uint32_t g = 0, e = 0, all = 0;
    for (int i = 0; i < w->nall; i++) {
        uint32_t n = (uint32_t)cnt[i], x = row[i];
        g += (uint32_t)(x > M) * n;
        e += (uint32_t)(x == M) * n;
        all += n;
    }
    *cg = g;
    *ce = e;
    *call = all;
}

/* One board B (the cards added to the known board); hb: the known board
 * and B as an incremental hand, so that a tuple hand is two additions and a
 * table lookup away (eval_fast.h). */
static void board(worker *w, uint64_t B, eval_fast_hand hb)
{
    /* Only the least board of its H-orbit; weight = orbit size. */
    int st = 1;
    for (int k = 0; k < w->nH; k++) {
        uint64_t pb = sperm_apply(&w->H[k], B);
        if (pb < B)
            return;
        st += pb == B;
    }
    const plan *pl = w->pl;
    const uint64_t full = hb.mask;
    assert(full == (pl->pp->board0 | B));
    uint32_t v[NP], M = 0;
    for (int i = 0; i < pl->nlev; i++) {
        v[i] = w->fast ? eval_fast_eval(w->fast, eval_fast_add(w->fast, eval_fast_add(w->fast, hb, w->hc[i][0]),
                                                               w->hc[i][1]))
                       : eval7(w->r, full | w->t->hand[i]);
        M = v[i] > M ? v[i] : M;
    }
    w->nent = 0;
    uint64_t cg = 0, ce = 0, call = 0;
    if (pl->free >= 0) {
        int k[4], f = 0;
        for (int s = 0; s < 4; s++) {
            k[s] = bits_count64(full >> (16 * s) & CARD_RANK_MASK);
            f = k[s] > k[f] ? s : f;
        }
        if (w->compress && k[f] < 5) {
            classes(w, B, full, k, f, M, &cg, &ce, &call);
        } else {
            for (int i = 0; i < w->nL; i++)
                if (!(w->L[i] & B))
                    push(w, full | w->L[i], 1);
        }
    }
    score(w, v, (uint64_t)w->t->weight * (uint64_t)(w->nHall / st), cg, ce, call);
}

/* An item of work: the boards of tuple t whose pfx lowest cards (0, 1 or 2)
 * are the a-th and b-th of the cards left (indices into A below). */
typedef struct item {
    uint32_t t;
    uint8_t pfx, a, b;
} item;

/* h plus card c: the whole incremental hand with the table evaluator, the
 * mask alone without it. */
static inline eval_fast_hand hk_add(const eval_fast *fast, eval_fast_hand h, int c)
{
    if (fast)
        return eval_fast_add(fast, h, c);
    h.mask |= 1ULL << c;
    return h;
}

static void item_run(worker *w, const item *it)
{
    const prep *pp = w->pl->pp;
    const tuple_rec *t = &w->pl->t[it->t];
    const int need = pp->need, pfx = it->pfx;
    int A[DECK_MAX], na = 0;
    /* rank-major (the suits of the lowest rank first); any fixed order
     * enumerates every board once. */
    uint64_t avail = pp->r->deck & ~pp->known & ~t->cards;
    for (int r = 0; r < CARD_RANKS; r++)
        for (int su = 0; su < CARD_SUITS; su++)
            if (avail >> card_index(r, su) & 1)
                A[na++] = card_index(r, su);
    int idx[5] = {it->a, it->b, 0, 0, 0};
    int start = pfx == 0 ? 0 : idx[pfx - 1] + 1;
    item_begin(w, t, combo_binom(na - start, need - pfx));
    for (int i = 0; i < w->pl->nlev; i++) {
        w->hc[i][0] = __builtin_ctzll(t->hand[i]);
        w->hc[i][1] = 63 - __builtin_clzll(t->hand[i]);
    }
    uint64_t P = 0;
    for (int k = 0; k < pfx; k++)
        P |= 1ULL << A[idx[k]];
    /* hk[k]: the known board, P and the board cards idx[pfx..k-1], kept
     * level by level as the enumeration advances (one addition a card) */
    eval_fast_hand hk[6];
    hk[pfx] = eval_fast_hand_empty();
    for (uint64_t m = pp->board0 | P; m; m &= m - 1)
        hk[pfx] = hk_add(w->fast, hk[pfx], __builtin_ctzll(m));
    if (need == pfx) {
        board(w, P, hk[pfx]);
        return;
    }
    for (int k = pfx; k < need; k++)
        idx[k] = start + (k - pfx);
    if (idx[need - 1] >= na)
        return;
    for (int k = pfx; k < need; k++)
        hk[k + 1] = hk_add(w->fast, hk[k], A[idx[k]]);
    for (;;) {
        board(w, hk[need].mask & ~pp->board0, hk[need]);
        int k = need - 1;
        while (k >= pfx && idx[k] == na - need + k)
            k--;
        if (k < pfx)
            break;
        idx[k]++;
        for (int j = k + 1; j < need; j++)
            idx[j] = idx[j - 1] + 1;
        for (int j = k; j < need; j++)
            hk[j + 1] = hk_add(w->fast, hk[j], A[idx[j]]);
    }
}

static void acc_add(acc *into, const acc *from)
{
    into->n += from->n;
    for (int p = 0; p < NP; p++) {
        into->win[p] += from->win[p];
        for (int k = 0; k <= NP; k++)
            into->tie[p][k] += from->tie[p][k];
    }
}

/* ---- exact mode, every hand known: boards by rank multiset ----------------------
 *
 * With every player's two cards known (no free player; the plan then holds
 * one tuple), player p can make a flush in suit f only on a board with at
 * least 5 - h_p(f) cards of f (h_p(f): his cards of f), so nobody can on a
 * board with fewer than t_f = 5 - max_p h_p(f) cards of f in every suit f.
 * t_f >= 3, so at most one suit of a five-card board reaches its threshold.
 * Without a flush a hand's value depends on its ranks only, so:
 *   A. every rank multiset of the board's new cards (at most C(17, 5) =
 *      6 188) is scored once, each player's value that of a representative
 *      hand of his ranks without a flush (all of them in one eval_batch
 *      call), and weighs its number of boards, prod_r C(a_r, m_r) (a_r
 *      cards of rank r left, m_r of them on the board), flushes or not;
 *   B. the boards that reach a threshold are corrected: for each suit f,
 *      each set F of new cards of f with which the board reaches t_f, and
 *      each multiset O of the other new cards' ranks (at most two cards:
 *      5 - 3), which weighs prod_r C(a'_r, m_r) (a'_r: the cards of rank r
 *      left outside f), the outcome with the flushes (a flushing player's
 *      value is eval7 of his cards of f alone: with five of a suit among
 *      seven cards he has no full house and no quads, and the flush beats
 *      the rest in every order; eval_fast.c) is added and the outcome A
 *      counted for those boards is taken off, when the two differ.
 * Every board is counted once in A and, if someone can flush on it,
 * corrected once in B (its suit is unique), so the integer counts are those
 * of a board-by-board enumeration (tests/test_holdem.c: against a naive
 * enumeration).  A multiset is found from the correction's ranks by a hash
 * of its nibble key (4 bits a rank: the sum over the cards of 1 << 4 r).
 * AsKs QdQc preflop: 6 061 multisets and 35 343 corrections instead of
 * 1 712 304 boards; no table evaluator to build. */

#define KNOWN_MS 6188          /* rank multisets of 5 new cards: C(17, 5) */
#define KNOWN_HBITS 14         /* hash slots: 16 384, at most 38% full */

typedef struct known {
    int P, need;
    int na[CARD_RANKS];                 /* cards of each rank the board may take */
    int left[CARD_RANKS + 1];           /* cards the ranks r.. may take */
    uint8_t fix[NP][CARD_RANKS];        /* each player's known cards by rank (his hand, the known board) */
    uint64_t tail[NP][CARD_RANKS + 1][4];   /* his known cards of the ranks r.., from suit s on (known_list) */
    int nms;
    uint64_t key[KNOWN_MS];             /* the new cards' ranks: sum of 1 << 4 r */
    uint64_t wgt[KNOWN_MS];             /* boards with those ranks */
    uint16_t win[KNOWN_MS];             /* their winners without flushes (bit i: level i) */
    uint16_t slot[1u << KNOWN_HBITS];   /* multiset index + 1 by hash of its key; 0: empty */
    uint64_t *hand;                     /* nms x P representative hands (A) */
    uint32_t *val;                      /* ... their values */
    int64_t won[1u << NP];              /* boards by winners' set */
} known;

/* n cards of one rank from suit s on (mod 4), at rank 0: the lanes of
 * card_bit(0, s), card_bit(0, s + 1), ...; and C(n, c) for n <= 4. */
static const uint64_t known_pat[5][4] = {
#define KP(s) (1ULL << (16 * ((s) & 3)))
    {0, 0, 0, 0},
    {KP(0), KP(1), KP(2), KP(3)},
    {KP(0) | KP(1), KP(1) | KP(2), KP(2) | KP(3), KP(3) | KP(0)},
    {KP(0) | KP(1) | KP(2), KP(1) | KP(2) | KP(3), KP(2) | KP(3) | KP(0), KP(3) | KP(0) | KP(1)},
    {KP(0) | KP(1) | KP(2) | KP(3), KP(0) | KP(1) | KP(2) | KP(3), KP(0) | KP(1) | KP(2) | KP(3),
     KP(0) | KP(1) | KP(2) | KP(3)},
#undef KP
};
static const uint8_t known_binom[5][5] = {{1}, {1, 1}, {1, 2, 1}, {1, 3, 3, 1}, {1, 4, 6, 4, 1}};

static inline uint32_t known_hash(uint64_t key)
{
    return (uint32_t)((key * 0x9E3779B97F4A7C15ULL) >> (64 - KNOWN_HBITS));
}

static inline int known_find(const known *k, uint64_t key)
{
    for (uint32_t h = known_hash(key);; h = (h + 1) & ((1u << KNOWN_HBITS) - 1)) {
        int i = k->slot[h] - 1;
        assert(i >= 0);
        if (k->key[i] == key)
            return i;
    }
}

/* The set of the players (bit i) holding the best of v[0..P). */
static inline uint32_t known_winners(const uint32_t *v, int P)
{
    uint32_t M = v[0], S = 1;
    for (int i = 1; i < P; i++) {
        uint32_t x = v[i];
        S = x > M ? 1u << i : x == M ? S | 1u << i : S;
        M = x > M ? x : M;
    }
    return S;
}

/* A: the multisets, ranks r.. still open, `left` cards to place, w their
 * boards, key their nibble key.  A player's representative hand gives the
 * cards of his multiset, in increasing rank, the suits 0, 1, 2, 3, 0, ... in
 * turn: at most two of seven cards a suit (no flush), distinct suits
 * within a rank.  hand[p]: his cards of the ranks below r, s[p] the suit
 * his next card takes (mod 4); his known cards above the last new card are
 * k->tail[p][r][s]. */
static void known_list(known *k, int r, int left, uint64_t w, uint64_t key, const uint64_t *hand, const uint8_t *s)
{
    const int P = k->P;
    if (left == 0) {
        int i = k->nms++;
        assert(i < KNOWN_MS);
        k->key[i] = key;
        k->wgt[i] = w;
        uint32_t h = known_hash(key);
        while (k->slot[h])
            h = (h + 1) & ((1u << KNOWN_HBITS) - 1);
        k->slot[h] = (uint16_t)(i + 1);
        uint64_t *out = k->hand + (size_t)i * (size_t)P;
        for (int p = 0; p < P; p++)
            out[p] = hand[p] | k->tail[p][r][s[p] & 3];
        return;
    }
    if (k->left[r] < left)   /* not enough cards in the ranks r.. */
        return;
    uint64_t h2[NP];
    uint8_t s2[NP];
    for (int c = 0; c <= left && c <= k->na[r]; c++) {
        for (int p = 0; p < P; p++) {
            int n = k->fix[p][r] + c;
            h2[p] = hand[p] | known_pat[n][s[p] & 3] << r;
            s2[p] = (uint8_t)(s[p] + n);
        }
        known_list(k, r + 1, left - c, w * known_binom[k->na[r]][c], key + ((uint64_t)c << (4 * r)), h2, s2);
    }
}

/* B for suit f (lane 16 f); flush[m]: eval7 of the 13-bit mask m of 5..7
 * cards of one suit. */
static void known_flushes(known *k, const tuple_rec *t, uint64_t board0, uint64_t avail, int f,
                          const uint32_t *flush)
{
    const int P = k->P, need = k->need;
    uint32_t hm[NP];
    int hf[NP], hmax = 0;
    for (int p = 0; p < P; p++) {
        hm[p] = (uint32_t)(t->hand[p] >> (16 * f)) & CARD_RANK_MASK;
        hf[p] = bits_count32(hm[p]);
        hmax = hf[p] > hmax ? hf[p] : hmax;
    }
    const uint32_t b0 = (uint32_t)(board0 >> (16 * f)) & CARD_RANK_MASK;
    const uint32_t av = (uint32_t)(avail >> (16 * f)) & CARD_RANK_MASK;
    const int nb0 = bits_count32(b0);
    const int kmin = 5 - hmax - nb0 > 0 ? 5 - hmax - nb0 : 0;
    if (kmin > need || kmin > bits_count32(av))
        return;
    /* the others' rank multisets by size (0..2 cards, outside f) */
    int no[3] = {0, 0, 0};
    uint64_t okey[3][1 + CARD_RANKS * (CARD_RANKS + 1) / 2], ow[3][1 + CARD_RANKS * (CARD_RANKS + 1) / 2];
    okey[0][0] = 0;
    ow[0][0] = 1;
    no[0] = 1;
    for (int a = 0; a < CARD_RANKS; a++) {
        int ca = k->na[a] - (int)(av >> a & 1);
        if (ca <= 0)
            continue;
        okey[1][no[1]] = 1ULL << (4 * a);
        ow[1][no[1]++] = (uint64_t)ca;
        if (ca >= 2) {
            okey[2][no[2]] = 2ULL << (4 * a);
            ow[2][no[2]++] = combo_binom(ca, 2);
        }
        for (int b = a + 1; b < CARD_RANKS; b++) {
            int cb = k->na[b] - (int)(av >> b & 1);
            if (cb <= 0)
                continue;
            okey[2][no[2]] = 1ULL << (4 * a) | 1ULL << (4 * b);
            ow[2][no[2]++] = (uint64_t)ca * (uint64_t)cb;
        }
    }
    /* every set F of available cards of f that reaches the threshold */
    for (uint32_t F = av;; F = (F - 1) & av) {
        int nf = bits_count32(F);
        if (nf >= kmin && nf <= need) {
            assert(need - nf <= 2);
            uint32_t fv[NP];
            for (int p = 0; p < P; p++)
                fv[p] = nb0 + nf + hf[p] >= 5 ? flush[b0 | F | hm[p]] : 0;
            uint64_t kf = 0;
            for (uint32_t x = F; x; x &= x - 1)
                kf += 1ULL << (4 * __builtin_ctz(x));
            const int n = no[need - nf];
            const uint64_t *ok = okey[need - nf], *w = ow[need - nf];
            for (int j = 0; j < n; j++) {
                int i = known_find(k, kf + ok[j]);
                const uint32_t *v = k->val + (size_t)i * (size_t)P;
                uint32_t x[NP];
                for (int p = 0; p < P; p++)
                    x[p] = fv[p] ? fv[p] : v[p];
                uint32_t S = known_winners(x, P);
                if (S != k->win[i]) {
                    k->won[S] += (int64_t)w[j];
                    k->won[k->win[i]] -= (int64_t)w[j];
                }
            }
        }
        if (F == 0)
            break;
    }
}

/* run_exact when every player's hand is known (pl->free < 0). */
static int run_known(const plan *pl, const mc_config *cfg, holdem_result *out)
{
    const prep *pp = pl->pp;
    const rules *r = pp->r;
    known *k = calloc(1, sizeof *k);
    uint32_t *flush = malloc(8192 * sizeof *flush);
    uint64_t *fh = malloc(8192 * sizeof *fh);
    uint32_t *fv = malloc(8192 * sizeof *fv);
    acc total;
    memset(&total, 0, sizeof total);
    int err = TALON_OK;
    eval_batch_plan bp;
    if (!k || !flush || !fh || !fv) {
        err = TALON_E_NOMEM;
        goto out;
    }
    if ((err = eval_batch_plan_init(&bp, r, EVAL_ISA_AUTO)) != TALON_OK)
        goto out;
    /* eval7 of every 5..7 cards of one suit (suit 0) */
    size_t nfh = 0;
    for (unsigned m = 0; m < 8192; m++) {
        int c = bits_count32(m);
        if (c >= 5 && c <= 7 && !(m & ~(unsigned)(r->deck & CARD_RANK_MASK)))
            fh[nfh++] = m;
    }
    eval_batch_run(&bp, 0, fh, fv, nfh);
    for (size_t i = 0; i < nfh; i++)
        flush[fh[i]] = fv[i];
    k->P = pl->nlev;
    k->need = pp->need;
    k->hand = malloc((size_t)KNOWN_MS * (size_t)k->P * sizeof *k->hand);
    k->val = malloc((size_t)KNOWN_MS * (size_t)k->P * sizeof *k->val);
    if (!k->hand || !k->val) {
        err = TALON_E_NOMEM;
        goto out;
    }
    for (size_t ti = 0; ti < pl->nt; ti++) {
        if (cfg->cancel && *cfg->cancel) {
            err = TALON_E_CANCEL;
            goto out;
        }
        const tuple_rec *t = &pl->t[ti];
        const uint64_t avail = r->deck & ~pp->known & ~t->cards;
        k->nms = 0;
        memset(k->slot, 0, sizeof k->slot);
        memset(k->won, 0, sizeof k->won);
        k->left[CARD_RANKS] = 0;
        for (int q = CARD_RANKS - 1; q >= 0; q--) {
            k->na[q] = bits_count64(avail & 0x0001000100010001ULL << q);
            k->left[q] = k->left[q + 1] + k->na[q];
            for (int p = 0; p < k->P; p++) {
                int n = bits_count64((pp->board0 | t->hand[p]) & 0x0001000100010001ULL << q);
                k->fix[p][q] = (uint8_t)n;
                for (int su = 0; su < 4; su++)
                    k->tail[p][q][su] = known_pat[n][su] << q | k->tail[p][q + 1][(su + n) & 3];
            }
        }
        uint64_t h0[NP] = {0};
        uint8_t s0[NP] = {0};
        known_list(k, 0, k->need, 1, 0, h0, s0);
        eval_batch_run(&bp, 0, k->hand, k->val, (size_t)k->nms * (size_t)k->P);
        for (int i = 0; i < k->nms; i++) {
            uint32_t S = known_winners(k->val + (size_t)i * (size_t)k->P, k->P);
            k->win[i] = (uint16_t)S;
            k->won[S] += (int64_t)k->wgt[i];
        }
        for (int f = 0; f < CARD_SUITS; f++)
            known_flushes(k, t, pp->board0, avail, f, flush);
        /* each set's boards as score counts them (its players tie k ways) */
        for (uint32_t S = 1; S < 1u << k->P; S++) {
            assert(k->won[S] >= 0);
            if (!k->won[S])
                continue;
            uint64_t c = (uint64_t)k->won[S] * t->weight;
            int nw = bits_count32(S);
            for (int i = 0; i < k->P; i++)
                if (S >> i & 1) {
                    int p = pl->lev_player[i];
                    if (nw == 1)
                        total.win[p] += c;
                    else
                        total.tie[p][nw] += c;
                }
            total.n += c;
        }
    }
    out->exact = true;
    out->n = total.n;
    memcpy(out->win, total.win, sizeof out->win);
    memcpy(out->tie, total.tie, sizeof out->tie);
out:
    if (k) {
        free(k->hand);
        free(k->val);
    }
    free(k);
    free(flush);
    free(fh);
    free(fv);
    return err;
}

static int run_exact(const plan *pl, const mc_config *cfg, holdem_result *out)
{
    if (pl->free < 0)
        return run_known(pl, cfg, out);
    const prep *pp = pl->pp;
    /* Items: whole tuples when there are many; else a tuple and its boards'
     * two lowest cards preflop (the canonical boards gather on low cards, so
     * items by one card would be too uneven for the threads), its lowest
     * card on the flop (items of one board would not pay for the rank
     * classes' set-up), the tuple alone on the turn. */
    int threads = cfg->threads > 0 ? cfg->threads : omp_get_max_threads();
    if (pl->work < THREADS_MIN_WORK)
        threads = 1;   /* the counts are integers: the same at any thread count */
    int pfx = pl->nt >= (size_t)(64 * threads) ? 0 : pp->need >= 3 ? 2 : pp->need == 2 ? 1 : 0;
    size_t nitems = 0;
    for (size_t i = 0; i < pl->nt; i++)
        nitems += pfx == 0 ? 1 : pfx == 1 ? pl->t[i].avail : combo_binom((int)pl->t[i].avail, 2);
    item *items = malloc(nitems * sizeof *items);
    if (!items)
        return TALON_E_NOMEM;
    size_t k = 0;
    for (size_t i = 0; i < pl->nt; i++) {
        int na = (int)pl->t[i].avail;
        if (pfx == 0)
            items[k++] = (item){(uint32_t)i, 0, 0, 0};
        else if (pfx == 1)
            for (int a = 0; a < na; a++)
                items[k++] = (item){(uint32_t)i, 1, (uint8_t)a, 0};
        else
            for (int a = 0; a < na; a++)
                for (int b = a + 1; b < na; b++)
                    items[k++] = (item){(uint32_t)i, 2, (uint8_t)a, (uint8_t)b};
    }
    int maxfree = 0;
    for (size_t i = 0; i < pl->nt; i++)
        maxfree = (int)pl->t[i].nfree > maxfree ? (int)pl->t[i].nfree : maxfree;
    acc total;
    memset(&total, 0, sizeof total);
    eval_fast *fast = NULL;   /* about 3 ms to build, shared by the threads */
    int err = pl->work >= FAST_MIN_WORK ? eval_fast_new(pp->r, &fast) : TALON_OK;
    if (err != TALON_OK) {
        free(items);
        return err;
    }
    volatile int stop = 0;
    #pragma omp parallel num_threads(threads)
    {
        worker *w = calloc(1, sizeof *w);
        size_t cap = (size_t)maxfree + NCLS;   /* free entries on one board, at most */
        if (w) {
            w->pl = pl;
            w->r = pp->r;
            w->fast = fast;
            w->low = deck_low_rank(pp->r->deck_size);
            for (int hi = w->low; hi < CARD_RANKS; hi++) {
                w->tri[hi] = (uint8_t)w->nall;
                for (int lo = w->low; lo <= hi; lo++) {
                    w->all_hi[w->nall] = (uint8_t)hi;
                    w->all_lo[w->nall] = (uint8_t)lo;
                    w->nall++;
                }
            }
            w->emask = malloc(cap * sizeof *w->emask);
            w->ecnt = malloc(cap * sizeof *w->ecnt);
            w->L = malloc(RANGE_MAX * sizeof *w->L);
        }
        bool ok = w && w->emask && w->ecnt && w->L;
        if (!ok) {
            #pragma omp critical(holdem_err)
            err = TALON_E_NOMEM;
            stop = 1;
        }
        #pragma omp for schedule(dynamic, 1)
        for (size_t i = 0; i < nitems; i++) {
            if (stop || !ok)
                continue;
            if (cfg->cancel && *cfg->cancel) {
                stop = 1;
                continue;
            }
            item_run(w, &items[i]);
        }
        if (ok) {
            #pragma omp critical(holdem_acc)
            acc_add(&total, &w->a);
        }
        if (w) {
            free(w->emask);
            free(w->ecnt);
            free(w->rows);
            free(w->row_done);
            free(w->L);
            free(w);
        }
    }
    free(items);
    eval_fast_free(fast);
    if (err)
        return err;
    if (stop)
        return TALON_E_CANCEL;
    out->exact = true;
    out->n = total.n;
    memcpy(out->win, total.win, sizeof out->win);
    memcpy(out->tie, total.tie, sizeof out->tie);
    return TALON_OK;
}

/* ---- Monte Carlo mode ----------------------------------------------------------- */

enum { KIND_FIXED, KIND_RANGE, KIND_RANDOM };

typedef struct mc_ctx {
    const rules *r;
    int P, need;
    uint64_t board0;
    int kind[NP];
    uint64_t fixed[NP];
    const uint64_t *list[NP];
    uint32_t nlist[NP];
    int nrange, range_p[NP];
    int nrand, rand_p[NP];
    deal_deck deck;   /* the deck less the known cards and the fixed hands */
    /* Without range players (mc_play_dealt): every trial deals the same
     * number of cards, by plan, from the live set; the table evaluator;
     * the known board's key; where each player's two cards lie
     * in a trial's row (after the dealt cards, the fixed hands' cards). */
    const eval_fast *fast;
    uint64_t live;
    deal_plan plan;
    uint64_t board_key;
    uint8_t slot[NP];               /* where a player's cards lie in a row */
    uint8_t fixed_cards[2 * NP];    /* at ROW_DEALT in every row */
} mc_ctx;

typedef struct mc_acc {
    uint64_t n, fail, win[NP], tie[NP][NP + 1];
} mc_acc;

/* A card of d[pos..] not in used, uniform (rejection keeps it uniform over
 * the allowed ones); moved to d[pos]. */
static inline uint64_t draw(deal_deck *d, uint32_t *pos, uint64_t used, rng *g)
{
    for (;;) {
        uint32_t j = *pos + rng_bounded(g, d->n - *pos);
        uint8_t c = d->card[j];
        if (used >> c & 1)
            continue;
        d->card[j] = d->card[*pos];
        d->card[*pos] = c;
        (*pos)++;
        return 1ULL << c;
    }
}

/* The trials of a query without range players.  A chunk of trials is
 * dealt at once (deal_plan_chunk: 2 nrand + need cards a trial, by stages
 * over the chunk: the PCG outputs in vector lanes, three a trial for three
 * random hands and a board, split into bounded draws in one vector loop,
 * the cards selected last), each trial's cards in a row of card indexes,
 * the fixed hands' cards at its end; the board's key is summed once, and a
 * player's key is the board's plus his two cards' (eval_fast's incremental
 * keys; no mask: a flush, 3% of the hands, is looked up from the row's
 * cards).  The hands are compared by value id (eval_fast_key_id: ids order
 * as values), the lookups in a flat loop over the chunk, so that the table
 * loads of different trials overlap; the best id and each trial's set of
 * winners are vector loops over the chunk, and the sets are counted in a
 * histogram (win and tie counts come from it at the end of the block).
 * KK against three random hands: 20 ns a trial on one core of this
 * machine (AVX-512 build), against 44 for the general loop of mc_play
 * (rejection tests, swaps, eval7). */
#define ROW_DEALT (2 * NP + 5)   /* most cards dealt */
#define ROW (ROW_DEALT + 2 * NP)                   /* then the fixed hands' cards */
static uint32_t dealt_flush(const mc_ctx *c, const uint8_t *row, int p, uint64_t k)
{
    uint64_t m = c->board0 | 1ULL << row[c->slot[p]] | 1ULL << row[c->slot[p] + 1];
    for (int i = 0; i < c->need; i++)
        m |= 1ULL << row[2 * c->nrand + i];
    return eval_fast_flush_id(c->fast, k, m);
}

/* One chunk's deals and keys; `need` a constant in each caller (the
 * board's loop unrolled: GCC otherwise vectorises it with gathers). */
static inline __attribute__((always_inline)) void dealt_keys(const mc_ctx *c, int m, rng *g, int need,
                                                              uint8_t (*row)[ROW], uint64_t (*hk)[CHUNK])
{
    const uint64_t *ck = c->fast->card_key;
    const int P = c->P, nb = 2 * c->nrand;
    deal_plan_chunk(&c->plan, c->live, g, m, row[0], ROW);
    for (int i = 0; i < m; i++) {
        const uint8_t *r = row[i];
        uint64_t kb = c->board_key;
        for (int k = 0; k < need; k++)
            kb += ck[r[nb + k]];
        for (int p = 0; p < P; p++)
            hk[p][i] = kb + ck[r[c->slot[p]]] + ck[r[c->slot[p] + 1]];
    }
}

static void mc_play_dealt(mc_acc *a, uint64_t n, rng *g, const mc_ctx *c)
{
    const eval_fast *t = c->fast;
    const int P = c->P, need = c->need;
    uint8_t row[CHUNK][ROW];
    uint64_t hk[NP][CHUNK];
    uint16_t v[NP][CHUNK], best[CHUNK], wins[CHUNK];
    uint32_t hist[1u << NP];   /* trials by set of winners (bit p: player p) */
    memset(hist, 0, sizeof(uint32_t) << P);
    for (int i = 0; i < CHUNK; i++)
        memcpy(row[i] + ROW_DEALT, c->fixed_cards, sizeof c->fixed_cards);
    for (uint64_t done = 0; done < n;) {
        int m = n - done < CHUNK ? (int)(n - done) : CHUNK;
        switch (need) {   /* the streets a board can lack */
        case 5: dealt_keys(c, m, g, 5, row, hk); break;
        case 2: dealt_keys(c, m, g, 2, row, hk); break;
        case 1: dealt_keys(c, m, g, 1, row, hk); break;
        default: dealt_keys(c, m, g, 0, row, hk); break;
        }
        for (int p = 0; p < P; p++)
            for (int i = 0; i < m; i++) {
                uint64_t k = hk[p][i];
                v[p][i] = (uint16_t)(__builtin_expect((k & EVAL_FAST_SUITF) != 0, 0) ? dealt_flush(c, row[i], p, k)
                                                                                     : eval_fast_key_id(t, k));
            }
        memcpy(best, v[0], sizeof best);
        for (int p = 1; p < P; p++)
            for (int i = 0; i < m; i++)
                best[i] = v[p][i] > best[i] ? v[p][i] : best[i];
        memset(wins, 0, sizeof wins);
        for (int p = 0; p < P; p++)
            for (int i = 0; i < m; i++)
                wins[i] |= (uint16_t)((v[p][i] == best[i]) << p);
        for (int i = 0; i < m; i++)
            hist[wins[i]]++;
        done += (uint64_t)m;
    }
    a->n += n;
    for (unsigned w = 1; w < 1u << P; w++) {
        if (!hist[w])
            continue;
        int k = bits_count32(w);
        for (unsigned x = w; x; x &= x - 1) {
            if (k == 1)
                a->win[__builtin_ctz(x)] += hist[w];
            else
                a->tie[__builtin_ctz(x)][k] += hist[w];
        }
    }
}

static void mc_play(void *vacc, uint64_t n, rng *g, const void *vctx)
{
    const mc_ctx *c = vctx;
    mc_acc *a = vacc;
    if (c->fast) {
        mc_play_dealt(a, n, g, c);
        return;
    }
    const rules *r = c->r;
    deal_deck d = c->deck;
    uint64_t hand[NP][CHUNK], bd[CHUNK], val[NP][CHUNK];
    for (uint64_t done = 0; done < n;) {
        int m = n - done < CHUNK ? (int)(n - done) : CHUNK;
        int ok = 0;   /* trials kept in this chunk */
        for (int i = 0; i < m; i++) {
            uint64_t used = 0;
            uint32_t tries = 0;
            bool good = false;
            while (!good && tries < HOLDEM_REJECT_MAX) {
                tries++;
                used = 0;
                good = true;
                for (int k = 0; k < c->nrange; k++) {
                    int p = c->range_p[k];
                    uint64_t x = c->list[p][rng_bounded(g, c->nlist[p])];
                    if (x & used) {
                        good = false;
                        break;
                    }
                    used |= x;
                    hand[p][ok] = x;
                }
            }
            if (!good) {
                a->fail++;
                continue;
            }
            uint32_t pos = 0;
            for (int k = 0; k < c->nrand; k++) {
                int p = c->rand_p[k];
                hand[p][ok] = draw(&d, &pos, used, g) | draw(&d, &pos, used, g);
            }
            uint64_t b = c->board0;
            for (int k = 0; k < c->need; k++)
                b |= draw(&d, &pos, used, g);
            bd[ok] = b;
            ok++;
        }
        /* val += eval7, into zeroed 64-bit slots: GCC 12 vectorises this
         * form (as it does a sum) but not a plain store of eval7's value. */
        memset(val, 0, sizeof val);
        for (int p = 0; p < c->P; p++) {
            if (c->kind[p] == KIND_FIXED) {
                const uint64_t h = c->fixed[p];
                for (int i = 0; i < ok; i++)
                    val[p][i] += eval7(r, h | bd[i]);
            } else {
                for (int i = 0; i < ok; i++)
                    val[p][i] += eval7(r, hand[p][i] | bd[i]);
            }
        }
        for (int i = 0; i < ok; i++) {
            uint64_t M = 0;
            int t = 0;
            for (int p = 0; p < c->P; p++)
                M = val[p][i] > M ? val[p][i] : M;
            for (int p = 0; p < c->P; p++)
                t += val[p][i] == M;
            for (int p = 0; p < c->P; p++)
                if (val[p][i] == M) {
                    if (t == 1)
                        a->win[p]++;
                    else
                        a->tie[p][t]++;
                }
        }
        a->n += (uint64_t)ok;
        done += (uint64_t)m;
    }
}

static void mc_merge(void *into, const void *from, const void *ctx)
{
    (void)ctx;
    mc_acc *t = into;
    const mc_acc *f = from;
    t->n += f->n;
    t->fail += f->fail;
    for (int p = 0; p < NP; p++) {
        t->win[p] += f->win[p];
        for (int k = 0; k <= NP; k++)
            t->tie[p][k] += f->tie[p][k];
    }
}

/* Sum and sum of squares of a player's share over the trials, from the counts. */
static void share_moments(uint64_t win, const uint64_t *tie, int P, double *s1, double *s2)
{
    double a = (double)win, b = (double)win;
    for (int k = 2; k <= P; k++) {
        a += (double)tie[k] / k;
        b += (double)tie[k] / ((double)k * k);
    }
    *s1 = a;
    *s2 = b;
}

static bool mc_precise(const void *vacc, uint64_t trials, double precision, const void *vctx)
{
    const mc_ctx *c = vctx;
    const mc_acc *a = vacc;
    (void)trials;
    for (int p = 0; p < c->P; p++) {
        double s1, s2;
        share_moments(a->win[p], a->tie[p], c->P, &s1, &s2);
        stats_ci ci;
        if (stats_mean(s1, s2, a->n, STATS_CONF95, &ci) != TALON_OK || stats_half_width(&ci) >= precision)
            return false;
    }
    return true;
}

static int run_mc(const prep *pp, const mc_config *cfg, holdem_result *out)
{
    mc_ctx c;
    memset(&c, 0, sizeof c);
    c.r = pp->r;
    c.P = pp->P;
    c.need = pp->need;
    c.board0 = pp->board0;
    uint64_t fixed = 0;
    for (int p = 0; p < pp->P; p++) {
        if (pp->n[p] == 1) {
            c.kind[p] = KIND_FIXED;
            c.fixed[p] = pp->list[p][0];
            if (c.fixed[p] & fixed)
                return out->bad_player = -1, TALON_E_INVAL;   /* two known hands share a card */
            fixed |= c.fixed[p];
        }
    }
    for (int p = 0; p < pp->P; p++) {
        if (pp->n[p] == 1)   /* fixed, above */
            continue;
        if (pp->random[p]) {
            c.kind[p] = KIND_RANDOM;
            c.rand_p[c.nrand++] = p;
            continue;
        }
        /* a range: its combos that avoid the known hands too */
        range g = pp->live[p];
        range_remove(&g, fixed);
        if (range_count(&g) == 0) {
            out->bad_player = p;
            return TALON_E_INVAL;
        }
        if (range_is_all(&g, pp->r->deck, pp->known | fixed)) {   /* random once the known hands are out */
            c.kind[p] = KIND_RANDOM;
            c.rand_p[c.nrand++] = p;
            continue;
        }
        c.kind[p] = KIND_RANGE;
        c.range_p[c.nrange++] = p;
        c.nlist[p] = (uint32_t)range_count(&g);
        range_list(&g, pp->list[p]);   /* a prefix of the old list's room */
        c.list[p] = pp->list[p];
    }
    if (deal_init(&c.deck, pp->r->deck, pp->known | fixed) != TALON_OK)
        return TALON_E_DECK;
    eval_fast *fast = NULL;
    if (c.nrange == 0) {   /* every trial deals the same cards: mc_play_dealt */
        int rc = eval_fast_new(pp->r, &fast);
        if (rc != TALON_OK)
            return rc;
        c.fast = fast;
        c.live = deal_mask(&c.deck);
        if (deal_plan_init(&c.plan, c.deck.n, 2 * c.nrand + c.need) != TALON_OK) {
            eval_fast_free(fast);
            return TALON_E_RANGE;
        }
        c.board_key = eval_fast_add_mask(fast, eval_fast_hand_empty(), c.board0).key;
        int nfixed = 0;
        for (int p = 0; p < c.P; p++) {
            if (c.kind[p] != KIND_FIXED)
                continue;
            c.slot[p] = (uint8_t)(ROW_DEALT + 2 * nfixed);
            c.fixed_cards[2 * nfixed] = (uint8_t)__builtin_ctzll(c.fixed[p]);
            c.fixed_cards[2 * nfixed + 1] = (uint8_t)(63 - __builtin_clzll(c.fixed[p]));
            nfixed++;
        }
        for (int k = 0; k < c.nrand; k++)
            c.slot[c.rand_p[k]] = (uint8_t)(2 * k);
    }
    mc_sim sim = {.acc_size = sizeof(mc_acc), .play = mc_play, .merge = mc_merge, .precise = mc_precise, .ctx = &c};
    mc_acc total;
    uint64_t done = 0;
    int rc = mc_run(&sim, cfg, &total, &done);
    eval_fast_free(fast);
    if (rc != TALON_OK)
        return rc;
    if (total.fail) {
        out->bad_player = -1;
        return TALON_E_INVAL;
    }
    out->exact = false;
    out->n = total.n;
    memcpy(out->win, total.win, sizeof out->win);
    memcpy(out->tie, total.tie, sizeof out->tie);
    return TALON_OK;
}

/* ---- the entry point ------------------------------------------------------------ */

int holdem_equity(const rules *r, const holdem_query *q, const mc_config *cfg, holdem_result *out)
{
    if (!r || !q || !cfg || !out)
        return TALON_E_INVAL;
    memset(out, 0, sizeof *out);
    out->players = q->players;
    out->bad_player = -1;
    out->work = INFINITY;
    prep *pp = malloc(sizeof *pp);
    if (!pp)
        return TALON_E_NOMEM;
    int rc = prepare(r, q, pp, out);
    if (rc != TALON_OK) {
        prep_free(pp);
        free(pp);
        return rc;
    }
    /* Ranges less the known hands too: what each player can still hold. */
    uint64_t fixedm = 0;
    for (int p = 0; p < pp->P; p++)
        if (pp->n[p] == 1)
            fixedm |= pp->list[p][0];
    for (int p = 0; p < pp->P; p++) {
        if (pp->n[p] == 1)
            continue;
        range g = pp->live[p];
        range_remove(&g, fixedm);
        out->combos[p] = range_count(&g);
        if (out->combos[p] == 0) {
            out->bad_player = p;
            prep_free(pp);
            free(pp);
            return TALON_E_INVAL;
        }
    }
    plan pl;
    memset(&pl, 0, sizeof pl);
    bool exact = false;
    if (q->method != HOLDEM_MC) {
        double limit = q->method == HOLDEM_EXACT ? INFINITY : q->exact_limit > 0 ? q->exact_limit : HOLDEM_EXACT_LIMIT;
        plan_build(&pl, pp, limit, false, TUPLE_CAP);
        if (pl.err) {
            rc = pl.err;
            goto done;
        }
        out->work = pl.work;   /* when over: a lower bound */
        if (!pl.over) {
            if (pl.nt == 0) {   /* no deal fits every range at once */
                rc = TALON_E_INVAL;
                goto done;
            }
            exact = true;
        } else if (q->method == HOLDEM_EXACT) {
            rc = TALON_E_RANGE;
            goto done;
        }
    }
    if (exact && pl.free >= 0) {
        /* Small ranges: every deal's class as a tuple of known hands, counted
         * by run_known, when their number times its cost is under the free
         * enumeration's work (AKs against QQ: 2 classes of the 24 deals
         * instead of 1.7 M boards x 6 free combos).  The same deals, the
         * same integers. */
        size_t cap = (size_t)fmin(pl.work / (KNOWN_TUPLE_WORK * pp->P), (double)TUPLE_CAP);
        if (cap > 0) {
            plan kp;
            plan_build(&kp, pp, INFINITY, true, cap);
            if (!kp.over && !kp.err && kp.nt > 0) {
                assert(kp.deals == pl.deals);
                free(pl.t);
                pl = kp;
            } else
                free(kp.t);
        }
    }
    if (exact) {
        rc = run_exact(&pl, cfg, out);
        if (rc == TALON_OK) {
            out->deals = pl.deals;
            out->boards = combo_binom(card_count(r->deck & ~pp->known) - 2 * pp->P, pp->need);
        }
    } else {
        if (fits(pp) == 0) {
            rc = TALON_E_INVAL;
            goto done;
        }
        rc = run_mc(pp, cfg, out);
    }
done:
    free(pl.t);
    prep_free(pp);
    free(pp);
    return rc;
}

/* ---- results -------------------------------------------------------------------- */

double holdem_share(const holdem_result *res, int p)
{
    if (res->n == 0)
        return 0.0;
    long double s = (long double)res->win[p];
    for (int k = 2; k <= res->players; k++)
        s += (long double)res->tie[p][k] / k;
    return (double)(s / (long double)res->n);
}

int holdem_share_exact(const holdem_result *res, int p, uint64_t *num, uint64_t *den)
{
    unsigned __int128 s = (unsigned __int128)res->win[p] * 2520u;
    for (int k = 2; k <= res->players; k++)
        s += (unsigned __int128)res->tie[p][k] * (2520u / (unsigned)k);
    unsigned __int128 d = (unsigned __int128)res->n * 2520u;
    if (d > UINT64_MAX)
        return TALON_E_RANGE;
    *num = (uint64_t)s;
    *den = (uint64_t)d;
    return TALON_OK;
}

uint64_t holdem_ties(const holdem_result *res, int p)
{
    uint64_t t = 0;
    for (int k = 2; k <= res->players; k++)
        t += res->tie[p][k];
    return t;
}

void holdem_ci(const holdem_result *res, int p, stats_ci *equity, stats_ci *win, stats_ci *tie)
{
    double share = holdem_share(res, p);
    uint64_t ties = holdem_ties(res, p);
    if (res->exact) {
        double pw = res->n ? (double)res->win[p] / (double)res->n : 0.0;
        double pt = res->n ? (double)ties / (double)res->n : 0.0;
        if (equity)
            *equity = (stats_ci){share, share, share};
        if (win)
            *win = (stats_ci){pw, pw, pw};
        if (tie)
            *tie = (stats_ci){pt, pt, pt};
        return;
    }
    if (equity) {
        double s1, s2;
        share_moments(res->win[p], res->tie[p], res->players, &s1, &s2);
        stats_mean(s1, s2, res->n, STATS_CONF95, equity);
        /* An equity is in [0, 1]: the normal interval may overshoot near 0
         * and 1, and is unbounded for n < 2 ([-inf%, inf%]).  (The precision
         * rule, mc_precise, uses the unclamped half-width.) */
        if (equity->lo < 0.0)
            equity->lo = 0.0;
        if (equity->hi > 1.0)
            equity->hi = 1.0;
    }
    if (win)
        stats_wilson(res->win[p], res->n, STATS_CONF95, win);
    if (tie)
        stats_wilson(ties, res->n, STATS_CONF95, tie);
}
