/* tab_atleast.c - exact "Jeux ayant plus que…" table, and the article's.
 *
 * Each canonical hand of the deck (canon5.h: one per class of hands that
 * differ by a permutation of the suits) is evaluated once (eval5),
 * classified (dclass_of_value) and counted with its class's size, and the
 * class counts are summed from the top down, so every row is an exact
 * integer count over C(N,5), from 134 459 hands instead of 2 598 960 at
 * 52 cards.  It matters because talon open and talon call build this
 * table in every process, twice per model (tab_open.c's open_env_init).
 *
 * The article's cells are a const table transcribed from "Poker fermé" (rows
 * in the article's order, one column per deck, NA where the article prints
 * "0,0%" for a pair rank its deck does not have); test_atleast checks it
 * against tables/article/atleast.csv cell by cell.
 */
#include <assert.h>
#include <math.h>
#include <string.h>

#include "canon5.h"
#include "card.h"
#include "dclass.h"
#include "err.h"
#include "eval.h"
#include "tab_atleast.h"

/* The class counts of tab_atleast_exact, summed over the canonical hands. */
typedef struct atleast_acc {
    const rules *r;
    uint64_t counts[DCLASS_COUNT], pair_draw[CARD_RANKS];
} atleast_acc;

/* One canonical hand, counted for its whole suit class (orbit hands): a
 * hand's value, draw class and pair rank ignore which suit is which. */
static int count_hand(void *ctx, uint64_t hand, uint32_t orbit)
{
    atleast_acc *a = ctx;
    uint32_t v = eval5(a->r, hand);
    int k = dclass_of_value(a->r, hand, v);
    a->counts[k] += orbit;
    if (k == DCLASS_DRAW && eval_category(a->r, v) == EVAL_PAIR)   /* which pair the draw class took */
        for (int rk = 0; rk < CARD_RANKS; rk++)
            if (card_count(hand & 0x0001000100010001ULL << rk) == 2)
                a->pair_draw[rk] += orbit;
    return 0;
}

int tab_atleast_exact(const rules *r, tab_atleast *t)
{
    atleast_acc a = {.r = r};
    int rc = canon5_walk(r->deck, count_hand, &a);
    assert(rc == 0);   /* rules' decks have the same ranks in every suit */
    (void)rc;
    const uint64_t *counts = a.counts;

    memset(t, 0, sizeof *t);
    memcpy(t->pair_draw, a.pair_draw, sizeof a.pair_draw);
    t->deck_size = r->deck_size;
    t->ace_low = r->ace_low;
    t->order = r->order;
    /* above[k] = hands of a class > k */
    uint64_t above[DCLASS_COUNT];
    uint64_t sum = 0;
    for (int k = DCLASS_COUNT - 1; k >= 0; k--) {
        above[k] = sum;
        sum += counts[k];
        t->counts[k] = counts[k];
    }
    t->total = sum;

    int thr[TAB_ATLEAST_MAX_ROWS], nr = 0;
    thr[nr++] = dclass_made(r, EVAL_TRIPS);
    thr[nr++] = DCLASS_TWO_PAIR;
    thr[nr++] = DCLASS_DRAW;
    for (int rk = RANK_A; rk >= r->low_rank; rk--)
        thr[nr++] = DCLASS_PAIR(rk);
    for (int i = 0; i < nr; i++) {
        t->rows[i].cls = thr[i];
        t->rows[i].better = above[thr[i]];
    }
    t->nrows = nr;
    return TALON_OK;
}

int tab_atleast_exact_other(const rules *r, tab_atleast *t)
{
    rules ra;
    int rc = rules_init(&ra, r->deck_size, !r->ace_low, r->order);
    return rc != TALON_OK ? rc : tab_atleast_exact(&ra, t);
}

/* ---- the article's table ------------------------------------------------ */

#define NA (-1.0)
static const int ART_DECKS[] = {52, 48, 44, 40, 32};
/* How each column was printed (evidence in tables/article/README.md): the
 * 52 column truncates (7.586% of two pair or better printed 7,5 %, as the
 * 52-card frequency table truncates), the others round. */
static const bool ART_TRUNCATED[] = {true, false, false, false, false};
static const struct {
    const char *key;
    double pct[5];   /* 52, 48, 44, 40, 32 */
} ART[] = {
    {"trips",    {0.7, 0.9, 1.1, 1.5, 2.9}},
    {"two-pair", {2.8, 3.3, 4.1, 5.1, 8.8}},
    {"draw",     {7.5, 8.9, 10.7, 13.0, 20.8}},
    {"AA",       {14.4, 16.1, 18.4, 21.5, 30.9}},
    {"KK",       {17.5, 19.6, 22.4, 26.0, 36.8}},
    {"QQ",       {20.5, 23.1, 26.4, 30.5, 42.7}},
    {"JJ",       {23.6, 26.6, 30.3, 35.0, 48.6}},
    {"TT",       {26.7, 30.1, 34.3, 39.5, 54.5}},
    {"99",       {29.8, 33.6, 38.2, 44.0, 60.4}},
    {"88",       {32.8, 37.0, 42.2, 48.6, 66.3}},
    {"77",       {35.9, 40.5, 46.1, 53.1, 72.2}},
    {"66",       {39.0, 44.0, 50.1, 57.6, NA}},
    {"55",       {42.1, 47.5, 54.1, 62.1, NA}},
    {"44",       {45.2, 51.0, 58.0, NA, NA}},
    {"33",       {48.2, 54.4, NA, NA, NA}},
    {"22",       {51.3, NA, NA, NA, NA}},
};

int tab_atleast_article(int deck, const char *key, double *percent, bool *truncated)
{
    int col = -1;
    for (int i = 0; i < (int)(sizeof ART_DECKS / sizeof ART_DECKS[0]); i++)
        if (ART_DECKS[i] == deck)
            col = i;
    for (int i = 0; i < (int)(sizeof ART / sizeof ART[0]); i++)
        if (strcmp(ART[i].key, key) == 0) {
            if (col < 0 || ART[i].pct[col] == NA)
                return TALON_E_RANGE;
            *percent = ART[i].pct[col];
            *truncated = ART_TRUNCATED[col];
            return TALON_OK;
        }
    return TALON_E_PARSE;
}

bool tab_atleast_agrees(double p, double percent, bool truncated)
{
    const double eps = 1e-9;
    double x = 100.0 * p;
    if (truncated)
        return x >= percent - eps && x < percent + 0.1 - eps;
    return fabs(x - percent) <= 0.05 + eps;
}
