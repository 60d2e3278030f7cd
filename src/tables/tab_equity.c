/* tab_equity.c - win probabilities by served (or final) category, at a
 * whole table, before and after the draw; and the article's figures.
 *
 * One deal, every model: the table dealer (table.h) deals the P hands once;
 * the before-draw showdown compares the served values; table_draw with
 * nobody forced gives the second-round sample of every seat that stays in
 * and the after-draw sample of every seat the strategy plays; for each seat
 * the strategy folds, table_draw again on the same deal with that seat
 * forced in gives its after-draw sample; table_draw with every seat forced
 * gives the all-in model.  table_draw only reads the served hands, so the
 * draws can follow one another on one table_hand.  Each draw uses fresh
 * random numbers: the samples of one deal share the deal, not the draw.
 *
 * Counts are integers (shares in 1/2520, the lcm of 1..10), so the block
 * accumulators add up exactly and the result is the same at any thread
 * count (mc.h).
 */
#include <stdlib.h>
#include <string.h>

#include "err.h"
#include "eval.h"
#include "stats.h"
#include "tab_equity.h"
#include "table.h"

/* ---- names -------------------------------------------------------------------- */

static const char *const PAIR_KEY[CARD_RANKS] = {"22", "33", "44", "55", "66", "77", "88",
                                                 "99", "TT", "JJ", "QQ", "KK", "AA"};
static const char *const MODEL_KEY[EQUITY_MODELS] = {"before_draw", "after_draw", "after_draw_all",
                                                     "second_round"};

const char *tab_equity_row_key(int row)
{
    if (row >= 0 && row < EVAL_NCAT)
        return rules_cat_key((enum eval_cat)row);
    if (row >= EQUITY_ROW_PAIR(0) && row < EQUITY_ROW_DRAW)
        return PAIR_KEY[row - EQUITY_ROW_PAIR(0)];
    return row == EQUITY_ROW_DRAW ? "draw" : row == EQUITY_ROW_UNIMPROVED ? "pair_unimproved" : "?";
}

const char *tab_equity_model_key(int model)
{
    return model >= 0 && model < EQUITY_MODELS ? MODEL_KEY[model] : "?";
}

/* ---- the simulation ------------------------------------------------------------- */

typedef struct eq_ctx {
    const table *t;
    const rules *r;
    bool after;
    uint64_t hand;   /* fixed hand or 0 */
} eq_ctx;

typedef struct eq_acc {
    uint64_t deals;
    equity_cell cell[EQUITY_MODELS][EQUITY_ROWS];
} eq_acc;

/* The showdown: the best value among v[0..P) (0 = folded) and how many
 * hold it. */
static inline void top_of(const uint32_t *v, int P, uint32_t *top, int *cnt)
{
    uint32_t m = 0;
    for (int s = 0; s < P; s++)
        m = v[s] > m ? v[s] : m;
    int k = 0;
    for (int s = 0; s < P; s++)
        k += v[s] == m;
    *top = m;
    *cnt = k;
}

/* No count can wrap (tab_equity.h): per deal, a row's share grows by at most
 * one pot and its n by at most one per seat. */
_Static_assert(MC_TRIALS_MAX <= UINT64_MAX / EQUITY_SHARE_UNIT, "equity shares overflow below MC_TRIALS_MAX deals");
_Static_assert(MC_TRIALS_MAX <= UINT64_MAX / TABLE_MAX_PLAYERS, "equity counts overflow below MC_TRIALS_MAX deals");

static inline void add(equity_cell *c, uint32_t mine, uint32_t top, int cnt)
{
    c->n++;
    if (mine == top) {
        uint64_t sh = EQUITY_SHARE_UNIT / (uint32_t)cnt;
        c->win += cnt == 1;
        c->tie += cnt > 1;
        c->share += sh;
    }
}

/* Rows of a hand: its category, pair rank, and (served hands) draw. */
static inline void add_rows(equity_cell *row, const rules *r, uint32_t value, bool draw, uint32_t mine,
                            uint32_t top, int cnt)
{
    enum eval_cat c = eval_category(r, value);
    add(&row[c], mine, top, cnt);
    if (c == EVAL_PAIR)
        add(&row[EQUITY_ROW_PAIR(__builtin_ctz(value >> 13))], mine, top, cnt);
    if (draw)
        add(&row[EQUITY_ROW_DRAW], mine, top, cnt);
}

static void finals(const table_hand *h, uint32_t *v)
{
    for (int s = 0; s < h->players; s++)
        v[s] = h->seat[s].final_value;   /* 0 when folded */
}

static void play(void *vacc, uint64_t n, rng *g, const void *vctx)
{
    const eq_ctx *c = vctx;
    eq_acc *a = vacc;
    const table *t = c->t;
    const rules *r = c->r;
    const int P = t->players;
    const uint32_t all = (1u << P) - 1;
    table_hand h;
    uint64_t preset[TABLE_MAX_PLAYERS] = {0};
    uint32_t v[TABLE_MAX_PLAYERS], top;
    int cnt;
    for (uint64_t i = 0; i < n; i++) {
        /* The seats counted: all, or the fixed hand's (drawn at random). */
        uint32_t counted = all;
        if (c->hand) {
            int hs = (int)rng_bounded(g, (uint32_t)P);
            for (int s = 0; s < P; s++)
                preset[s] = s == hs ? c->hand : 0;
            counted = 1u << hs;
            table_deal(t, g, preset, &h);
        } else {
            table_deal(t, g, NULL, &h);
        }
        /* Nobody forced: decisions (draw rows), second round, and the
         * after-draw sample of every seat that plays. */
        uint32_t first_forced = c->hand ? counted : 0;
        table_draw(t, g, first_forced, &h);
        uint32_t served_v[TABLE_MAX_PLAYERS];
        bool drawrow[TABLE_MAX_PLAYERS];
        uint32_t folded = 0;
        for (int s = 0; s < P; s++) {
            served_v[s] = h.seat[s].served_value;
            drawrow[s] = h.seat[s].play.served == STRATEGY_S_DRAW;
            folded |= (uint32_t)h.seat[s].folded << s;
        }
        top_of(served_v, P, &top, &cnt);
        for (int s = 0; s < P; s++)
            if (counted >> s & 1)
                add_rows(a->cell[EQUITY_BEFORE], r, served_v[s], drawrow[s], served_v[s], top, cnt);
        if (c->after) {
            finals(&h, v);
            top_of(v, P, &top, &cnt);
            for (int s = 0; s < P; s++)
                if ((counted & ~folded) >> s & 1) {
                    add_rows(a->cell[EQUITY_AFTER], r, served_v[s], drawrow[s], v[s], top, cnt);
                    add_rows(a->cell[EQUITY_SECOND], r, v[s], false, v[s], top, cnt);
                    /* a pair that stayed the same pair: same category, same major ranks */
                    if (eval_category(r, served_v[s]) == EVAL_PAIR &&
                        eval_category(r, v[s]) == EVAL_PAIR && (v[s] ^ served_v[s]) >> 13 == 0)
                        add(&a->cell[EQUITY_SECOND][EQUITY_ROW_UNIMPROVED], v[s], top, cnt);
                }
            /* Each folding seat counted: the deal again, that seat forced in. */
            for (uint32_t m = counted & folded; m; m &= m - 1) {
                int s = __builtin_ctz(m);
                table_draw(t, g, 1u << s, &h);
                finals(&h, v);
                top_of(v, P, &top, &cnt);
                add_rows(a->cell[EQUITY_AFTER], r, served_v[s], drawrow[s], v[s], top, cnt);
            }
            /* Everybody in. */
            table_draw(t, g, all, &h);
            finals(&h, v);
            top_of(v, P, &top, &cnt);
            for (int s = 0; s < P; s++)
                if (counted >> s & 1)
                    add_rows(a->cell[EQUITY_AFTER_ALL], r, served_v[s], drawrow[s], v[s], top, cnt);
        }
        a->deals++;
    }
}

static void merge(void *into, const void *from, const void *ctx)
{
    (void)ctx;
    uint64_t *x = into;
    const uint64_t *y = from;
    for (size_t i = 0; i < sizeof(eq_acc) / sizeof(uint64_t); i++)
        x[i] += y[i];
}

static bool precise(const void *vacc, uint64_t trials, double precision, const void *vctx)
{
    (void)trials;
    const eq_ctx *c = vctx;
    const eq_acc *a = vacc;
    int models = c->after ? EQUITY_MODELS : 1;
    for (int k = 0; k < EVAL_NCAT; k++) {
        bool everywhere = true;
        for (int m = 0; m < models; m++)
            everywhere &= a->cell[m][k].n > 0;
        if (!everywhere)
            continue;   /* a category this deck never deals (yet) */
        for (int m = 0; m < models; m++) {
            stats_ci ci;
            stats_wilson(a->cell[m][k].win, a->cell[m][k].n, STATS_CONF95, &ci);
            if (stats_half_width(&ci) >= precision)
                return false;
        }
    }
    return true;
}

int tab_equity_mc(const rules *r, const strategy *s, const equity_query *q, const mc_config *cfg, tab_equity *out)
{
    if (!r || !s || !q || !cfg || !out)
        return TALON_E_INVAL;
    if (q->players < 2 || q->players > TABLE_MAX_PLAYERS || 5 * q->players > r->deck_size)
        return TALON_E_RANGE;
    if (q->hand) {
        if (card_count(q->hand) != 5)
            return TALON_E_COUNT;
        if (q->hand & ~r->deck)
            return TALON_E_DECK;
    }
    strategy_plan plan;
    if (strategy_plan_init(&plan, s, r) != TALON_OK)
        return TALON_E_INVAL;
    table t;
    int rc = table_init(&t, r, &plan, q->players, TABLE_FULL);
    if (rc != TALON_OK)
        return rc;
    eq_acc *a = malloc(sizeof *a);
    if (!a) {
        table_free(&t);
        return TALON_E_NOMEM;
    }
    eq_ctx ctx = {.t = &t, .r = r, .after = q->after, .hand = q->hand};
    mc_sim sim = {.acc_size = sizeof(eq_acc), .play = play, .merge = merge, .precise = precise, .ctx = &ctx};
    uint64_t done = 0;
    rc = mc_run(&sim, cfg, a, &done);
    table_free(&t);
    if (rc == TALON_OK || rc == TALON_E_CANCEL) {
        memset(out, 0, sizeof *out);
        out->deck_size = r->deck_size;
        out->ace_low = r->ace_low;
        out->order = r->order;
        out->players = q->players;
        out->after = q->after;
        memcpy(out->strategy, s->name, sizeof out->strategy);
        out->strategy[STRATEGY_NAME_MAX - 1] = 0;
        out->trials = a->deals;
        memcpy(out->cell, a->cell, sizeof out->cell);
    }
    free(a);
    return rc;
}

/* ---- the article's figures ----------------------------------------------------------
 * the article "Poker fermé", per-hand sections; tables/article/equity.csv holds the same
 * (deck 0 = no deck named: any deck).  Figures given "à 32 cartes" / "à 52
 * cartes" are placed at the article's table for that deck: 4 players at 32,
 * 8 at 52 (its "Mise en place"), which is also how it states the straight
 * flush's (99.98% "à huit joueurs / 52 cartes"). */
static const struct {
    int deck, players;
    bool second;      /* "au deuxième tour" */
    int row;
    double lo, hi;
    int decimals;     /* as printed */
} ARTICLE[] = {
    {52, 8, false, EVAL_STRAIGHT_FLUSH, 99.98, 99.98, 2},
    {32, 4, false, EVAL_STRAIGHT_FLUSH, 99.94, 99.94, 2},
    {32, 4, false, EVAL_QUADS, 98.97, 98.97, 2},
    {52, 8, false, EVAL_QUADS, 99.50, 99.50, 2},
    /* full, flush, straight: "servi ou au deuxième tour" */
    {32, 4, false, EVAL_FULL, 90, 90, 0},
    {52, 8, false, EVAL_FULL, 96, 96, 0},
    {32, 4, true, EVAL_FULL, 90, 90, 0},
    {52, 8, true, EVAL_FULL, 96, 96, 0},
    {32, 4, false, EVAL_FLUSH, 86, 86, 0},
    {52, 8, false, EVAL_FLUSH, 90, 90, 0},
    {32, 4, true, EVAL_FLUSH, 86, 86, 0},
    {52, 8, true, EVAL_FLUSH, 90, 90, 0},
    {32, 4, false, EVAL_STRAIGHT, 80, 80, 0},
    {52, 8, false, EVAL_STRAIGHT, 84, 84, 0},
    {32, 4, true, EVAL_STRAIGHT, 80, 80, 0},
    {52, 8, true, EVAL_STRAIGHT, 84, 84, 0},
    {32, 4, false, EVAL_TRIPS, 70, 70, 0},
    {52, 8, false, EVAL_TRIPS, 74, 74, 0},
    {32, 4, true, EVAL_TRIPS, 64, 64, 0},
    {52, 8, true, EVAL_TRIPS, 71, 71, 0},
    {32, 4, false, EVAL_TWO_PAIR, 45, 45, 0},
    {52, 8, false, EVAL_TWO_PAIR, 48, 48, 0},
    {32, 4, true, EVAL_TWO_PAIR, 37, 37, 0},
    {52, 8, true, EVAL_TWO_PAIR, 44, 44, 0},
    /* "de l'ordre de un contre quatre ou cinq": wins one time in 4 or 5 */
    {0, 0, false, EVAL_PAIR, 20, 25, 0},
    /* "Sans amélioration, une paire simple est un jeu très faible au
     * deuxième tour, qui n'a une espérance de gain que de l'ordre de 9 %" */
    {0, 0, true, EQUITY_ROW_UNIMPROVED, 9, 9, 0},
    {52, 8, false, EVAL_HIGH, 7, 7, 0},
    {32, 4, false, EVAL_HIGH, 15, 15, 0},
    /* "Cartes demandées", 1 carte: "double paire (... de l'ordre de 40 à
     * 50 %) et un fort tirage (20 à 40 %)" */
    {0, 0, false, EVAL_TWO_PAIR, 40, 50, 0},
    {0, 0, false, EQUITY_ROW_DRAW, 20, 40, 0},
};

int tab_equity_article(int deck, int players, bool second_round, int row, double *lo, double *hi, int *decimals)
{
    /* The deck-specific figure first, else an any-deck one. */
    for (int pass = 0; pass < 2; pass++)
        for (size_t i = 0; i < sizeof ARTICLE / sizeof ARTICLE[0]; i++) {
            bool here = pass == 0 ? ARTICLE[i].deck == deck && ARTICLE[i].players == players
                                  : ARTICLE[i].deck == 0;
            if (here && ARTICLE[i].second == second_round && ARTICLE[i].row == row) {
                *lo = ARTICLE[i].lo;
                *hi = ARTICLE[i].hi;
                if (decimals)
                    *decimals = ARTICLE[i].decimals;
                return TALON_OK;
            }
        }
    return TALON_E_RANGE;
}
