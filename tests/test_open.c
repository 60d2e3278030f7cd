/* test_open.c - opening and calling thresholds: the article's arithmetic in
 * model A, monotonicity, model B's Monte Carlo against exact enumerations
 * with card removal (two players at 24 cards, three at 20 with a passer),
 * thread invariance, the article's table as data, and the input checks. */
#include <check.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "card.h"
#include "dclass.h"
#include "err.h"
#include "tab_atleast.h"
#include "tab_call.h"
#include "tab_open.h"

static rules R(int deck)
{
    rules r;
    ck_assert_int_eq(rules_init(&r, deck, true, ORDER_MODERN), TALON_OK);
    return r;
}

static mc_config cfg_of(int threads)
{
    mc_config c;
    mc_config_init(&c);
    c.seed = 2024;
    c.threads = threads;
    return c;
}

/* A condition with nobody constrained and everybody an opponent. */
static open_cond cond_free(int players, int subject)
{
    open_cond c = {.players = players, .subject = subject};
    for (int s = 0; s < players; s++) {
        c.allow[s] = OPEN_ANY;
        if (s != subject)
            c.opponents |= 1u << s;
    }
    return c;
}

/* Classes 0..k-1 as a mask: "holds less than k". */
static uint32_t below(int k)
{
    return (1u << k) - 1;
}

START_TEST(model_a_reproduces_the_article_example_of_kings_at_four_players_exactly)
{
    /* "63,2 % x 63,2 % x 63,2 % = 25,2 %": first to speak, three players after. */
    rules r = R(32);
    open_query q = {.players = 4, .model = OPEN_MODEL_A, .article_q = true};
    open_env e;
    ck_assert_int_eq(open_env_init(&e, &r, &q), TALON_OK);
    open_cond c = cond_free(4, 0);
    open_est o;
    ck_assert_int_eq(open_win(&e, &c, DCLASS_PAIR(RANK_K), 0, 0, NULL, &o), TALON_OK);
    ck_assert_double_eq_tol(o.p, 0.632 * 0.632 * 0.632, 1e-12);
    ck_assert_double_eq_tol(round(1000 * o.p) / 10, 25.2, 1e-9);
    ck_assert_uint_eq(o.n, 0);   /* exact */
    /* The article's first position at five players, 40 cards: a draw opens at
     * pot, (1 - 13.0%)^4 = 0.5729 >= 1/2; a pair of aces at half pot,
     * (1 - 21.5%)^4 = 0.3795 >= 1/3, a pair of kings not, 0.74^4 = 0.2999. */
    open_env_free(&e);
    r = R(40);
    q.players = 5;
    ck_assert_int_eq(open_env_init(&e, &r, &q), TALON_OK);
    c = cond_free(5, 0);
    ck_assert_int_eq(open_win(&e, &c, DCLASS_DRAW, 0, 0, NULL, &o), TALON_OK);
    ck_assert_double_eq_tol(o.p, pow(0.87, 4), 1e-12);
    ck_assert_int_eq(open_win(&e, &c, DCLASS_PAIR(RANK_A), 0, 0, NULL, &o), TALON_OK);
    ck_assert_double_eq_tol(o.p, pow(0.785, 4), 1e-12);
    ck_assert_int_eq(open_win(&e, &c, DCLASS_PAIR(RANK_K), 0, 0, NULL, &o), TALON_OK);
    ck_assert_double_eq_tol(o.p, pow(0.74, 4), 1e-12);
    open_env_free(&e);
    mc_config cfg = cfg_of(1);
    open_table t;
    ck_assert_int_eq(tab_open(&r, &q, &cfg, &t), TALON_OK);
    ck_assert_int_eq(t.cell[0][OPEN_POT].cls, DCLASS_DRAW);
    ck_assert_int_eq(t.cell[0][OPEN_HALF].cls, DCLASS_PAIR(RANK_A));
}
END_TEST

START_TEST(model_a_conditions_each_passer_on_holding_less_than_his_threshold)
{
    /* Third of five at 40 cards, the passers below a pair of aces and of
     * kings: P(win | QQ) = F(QQ)/F(KK) * F(QQ)/F(QQ) * F(QQ)^2. */
    rules r = R(40);
    open_query q = {.players = 5, .model = OPEN_MODEL_A, .article_q = true};
    open_env e;
    ck_assert_int_eq(open_env_init(&e, &r, &q), TALON_OK);
    open_cond c = cond_free(5, 2);
    c.allow[0] = below(DCLASS_PAIR(RANK_A));
    c.allow[1] = below(DCLASS_PAIR(RANK_K));
    open_est o;
    ck_assert_int_eq(open_win(&e, &c, DCLASS_PAIR(RANK_Q), 0, 0, NULL, &o), TALON_OK);
    double fq = 1 - 0.305, fk = 1 - 0.260;
    ck_assert_double_eq_tol(o.p, fq / fk * 1.0 * fq * fq, 1e-12);
    /* A passer never beats a hand at or above his bound. */
    ck_assert_int_eq(open_win(&e, &c, DCLASS_PAIR(RANK_A), 0, 0, NULL, &o), TALON_OK);
    ck_assert_double_eq_tol(o.p, (1 - 0.215) * (1 - 0.215), 1e-12);
    /* With half ties (calls): minus half the ties. */
    c = cond_free(5, 4);
    c.opponents = 1u << 2;
    c.allow[2] = (1u << DCLASS_PAIR(RANK_Q)) | (1u << DCLASS_PAIR(RANK_J));
    c.half_ties = true;
    ck_assert_int_eq(open_win(&e, &c, DCLASS_PAIR(RANK_Q), 0, 0, NULL, &o), TALON_OK);
    double pq = 0.350 - 0.305, pj = 0.395 - 0.350;
    ck_assert_double_eq_tol(o.p, (pj + 0.5 * pq) / (pq + pj), 1e-12);
    open_env_free(&e);
}
END_TEST

START_TEST(the_levels_are_a_half_and_a_third_and_callers_lower_them)
{
    ck_assert_double_eq_tol(open_alpha(OPEN_POT, 0), 0.5, 1e-15);
    ck_assert_double_eq_tol(open_alpha(OPEN_HALF, 0), 1.0 / 3, 1e-15);
    ck_assert_double_eq_tol(open_alpha(OPEN_POT, 1), 1.0 / 3, 1e-15);
    ck_assert_double_eq_tol(open_alpha(OPEN_HALF, 1), 0.25, 1e-15);
    /* More callers: every threshold as low or lower, some strictly. */
    for (int P = 4; P <= 8; P++) {
        rules r = R(deck_for_players(P));
        open_query q = {.players = P, .model = OPEN_MODEL_A, .article_q = true};
        mc_config cfg = cfg_of(1);
        open_table t0, t1;
        ck_assert_int_eq(tab_open(&r, &q, &cfg, &t0), TALON_OK);
        q.callers = 0.5;
        ck_assert_int_eq(tab_open(&r, &q, &cfg, &t1), TALON_OK);
        int lower = 0;
        for (int i = 0; i < P; i++)
            for (int b = 0; b < OPEN_BETS; b++) {
                if (!t1.cell[i][b].reachable || !t0.cell[i][b].reachable)
                    continue;
                ck_assert_int_le(t1.cell[i][b].cls, t0.cell[i][b].cls);
                lower += t1.cell[i][b].cls < t0.cell[i][b].cls;
            }
        ck_assert_int_gt(lower, 0);
    }
}
END_TEST

START_TEST(model_a_thresholds_fall_with_the_position_and_half_pot_is_never_above_pot)
{
    for (int P = 4; P <= 8; P++)
        for (int pass = 0; pass < 2; pass++)
            for (int aq = 0; aq < 2; aq++) {
                rules r = R(deck_for_players(P));
                open_query q = {.players = P, .model = OPEN_MODEL_A, .passers = pass, .article_q = aq};
                mc_config cfg = cfg_of(1);
                open_table t;
                ck_assert_int_eq(tab_open(&r, &q, &cfg, &t), TALON_OK);
                for (int i = 0; i < P; i++) {
                    ck_assert(t.cell[i][OPEN_POT].reachable && t.cell[i][OPEN_HALF].reachable);
                    ck_assert(t.cell[i][OPEN_POT].decided && t.cell[i][OPEN_HALF].decided);
                    ck_assert_int_le(t.cell[i][OPEN_HALF].cls, t.cell[i][OPEN_POT].cls);
                    if (i > 0)
                        for (int b = 0; b < OPEN_BETS; b++)
                            ck_assert_msg(t.cell[i][b].cls <= t.cell[i - 1][b].cls, "%d players, pos %d, bet %d", P,
                                          i + 1, b);
                }
            }
}
END_TEST

START_TEST(model_b_thresholds_fall_with_the_position)
{
    rules r = R(40);
    open_query q = {.players = 5, .model = OPEN_MODEL_B, .trials = 20000};
    mc_config cfg = cfg_of(0);
    open_table t;
    ck_assert_int_eq(tab_open(&r, &q, &cfg, &t), TALON_OK);
    for (int i = 1; i < 5; i++)
        for (int b = 0; b < OPEN_BETS; b++)
            ck_assert_int_le(t.cell[i][b].cls, t.cell[i - 1][b].cls);
    ck_assert_uint_gt(t.deals, 0);
}
END_TEST

/* Every hand of r's deck and its class. */
static int all_hands(const rules *r, uint64_t *h, uint8_t *k)
{
    int cards[DECK_MAX], n = 0, m = 0;
    for (int c = 0; c < 64; c++)
        if (r->deck >> c & 1)
            cards[n++] = c;
    for (int a = 0; a < n; a++)
        for (int b = a + 1; b < n; b++)
            for (int c = b + 1; c < n; c++)
                for (int d = c + 1; d < n; d++)
                    for (int e = d + 1; e < n; e++) {
                        h[m] = 1ULL << cards[a] | 1ULL << cards[b] | 1ULL << cards[c] | 1ULL << cards[d] |
                               1ULL << cards[e];
                        k[m] = (uint8_t)dclass_of(r, h[m]);
                        m++;
                    }
    return m;
}

START_TEST(model_b_agrees_with_exact_enumeration_at_two_players_within_four_standard_errors)
{
    /* 24 cards (9..A), the subject second to speak, the first passed with
     * less than a draw: every (passer, subject) pair of hands. */
    rules r = R(24);
    uint64_t *h = malloc(42504 * sizeof *h);
    uint8_t *k = malloc(42504);
    int n = all_hands(&r, h, k);
    ck_assert_int_eq(n, 42504);
    const int bound = DCLASS_DRAW;
    double win[DCLASS_COUNT] = {0}, tot[DCLASS_COUNT] = {0};
    for (int i = 0; i < n; i++) {        /* the subject */
        for (int j = 0; j < n; j++) {    /* the passer */
            if ((h[i] & h[j]) || k[j] >= bound)
                continue;
            tot[k[i]]++;
            win[k[i]] += k[j] <= k[i];
        }
    }
    free(h);
    free(k);
    open_query q = {.players = 2, .model = OPEN_MODEL_B, .trials = 1};
    open_env e;
    ck_assert_int_eq(open_env_init(&e, &r, &q), TALON_OK);
    open_cond c = cond_free(2, 1);
    c.allow[0] = below(bound);
    mc_config cfg = cfg_of(0);
    int checked = 0;
    for (int cls = 0; cls < DCLASS_COUNT; cls++) {
        if (tot[cls] == 0)
            continue;
        double p = win[cls] / tot[cls];
        if (p <= 0 || p >= 1)
            continue;
        open_est o;
        ck_assert_int_eq(open_win(&e, &c, cls, 200000, 77 + (uint64_t)cls, &cfg, &o), TALON_OK);
        double se = sqrt(p * (1 - p) / (double)o.n);
        ck_assert_msg(fabs(o.p - p) < 4 * se, "class %d: MC %.5f, exact %.5f, se %.5f", cls, o.p, p, se);
        checked++;
    }
    ck_assert_int_ge(checked, 6);
    open_env_free(&e);
}
END_TEST

/* Colex rank of a 10-card subset of the 20-card deck (positions 0..19). */
static uint32_t binom_tab[21][11];
static uint32_t rank10(uint64_t m, const int pos[64])
{
    uint32_t r = 0;
    int i = 0;
    while (m) {
        int c = __builtin_ctzll(m);
        m &= m - 1;
        i++;
        r += binom_tab[pos[c]][i];
    }
    return r;
}

START_TEST(model_b_agrees_with_exact_enumeration_at_three_players_with_a_passer)
{
    /* 20 cards (10..A), three players: the first passed with less than a
     * pair of aces, the second (the subject) holds class c, the third is
     * free.  Exact: every (subject, third) pair of hands, and for the ten
     * cards left the number of passer hands below the bound, in all and up
     * to class c (tabulated once per 10-card set). */
    rules r = R(20);
    for (int a = 0; a <= 20; a++)
        for (int b = 0; b <= 10; b++)
            binom_tab[a][b] = b == 0 ? 1 : a == 0 ? 0 : binom_tab[a - 1][b - 1] + binom_tab[a - 1][b];
    int pos[64] = {0}, cards[20], nc = 0;
    for (int c = 0; c < 64; c++)
        if (r.deck >> c & 1) {
            pos[c] = nc;
            cards[nc++] = c;
        }
    uint64_t *h = malloc(15504 * sizeof *h);
    uint8_t *k = malloc(15504);
    int n = all_hands(&r, h, k);
    ck_assert_int_eq(n, 15504);
    /* class of a 5-card hand by its colex rank (5 of 20) */
    uint8_t *cls5 = malloc(15504);
    for (int i = 0; i < n; i++) {
        uint32_t x = 0;
        int j = 0;
        for (uint64_t m = h[i]; m; m &= m - 1)
            x += binom_tab[pos[__builtin_ctzll(m)]][++j];
        cls5[x] = k[i];
    }
    const int bound = DCLASS_PAIR(RANK_A);
    /* cum[R][c] = passer hands within the 10-card set R, class < bound and <= c. */
    const uint32_t NR = 184756;
    uint8_t (*cum)[DCLASS_COUNT] = malloc(NR * sizeof *cum);
    int idx[10];
    for (int i = 0; i < 10; i++)
        idx[i] = i;
    for (;;) {
        uint64_t set = 0;
        for (int i = 0; i < 10; i++)
            set |= 1ULL << cards[idx[i]];
        uint32_t rr = rank10(set, pos);
        int hist[DCLASS_COUNT] = {0};
        int sub[5] = {0, 1, 2, 3, 4};
        for (;;) {
            uint32_t x = 0;
            for (int j = 0; j < 5; j++)
                x += binom_tab[idx[sub[j]]][j + 1];
            int kk = cls5[x];
            if (kk < bound)
                hist[kk]++;
            int j = 4;
            while (j >= 0 && sub[j] == 5 + j)
                j--;
            if (j < 0)
                break;
            sub[j]++;
            for (int l = j + 1; l < 5; l++)
                sub[l] = sub[l - 1] + 1;
        }
        int run = 0;
        for (int c = 0; c < DCLASS_COUNT; c++) {
            run += hist[c];
            cum[rr][c] = (uint8_t)run;
        }
        int i = 9;
        while (i >= 0 && idx[i] == 10 + i)
            i--;
        if (i < 0)
            break;
        idx[i]++;
        for (int l = i + 1; l < 10; l++)
            idx[l] = idx[l - 1] + 1;
    }
    double win[DCLASS_COUNT] = {0}, tot[DCLASS_COUNT] = {0};
    for (int i = 0; i < n; i++)          /* the subject */
        for (int j = 0; j < n; j++) {    /* the third player */
            if (h[i] & h[j])
                continue;
            uint32_t rr = rank10(r.deck ^ h[i] ^ h[j], pos);
            int c = k[i];
            tot[c] += cum[rr][DCLASS_COUNT - 1];
            if (k[j] <= c)
                win[c] += cum[rr][c];
        }
    free(cum);
    free(cls5);
    free(h);
    free(k);
    open_query q = {.players = 3, .model = OPEN_MODEL_B, .trials = 1};
    open_env e;
    ck_assert_int_eq(open_env_init(&e, &r, &q), TALON_OK);
    open_cond c = cond_free(3, 1);
    c.allow[0] = below(bound);
    mc_config cfg = cfg_of(0);
    int checked = 0;
    for (int cl = 0; cl < DCLASS_COUNT; cl++) {
        if (tot[cl] == 0)
            continue;
        double p = win[cl] / tot[cl];
        if (p <= 0 || p >= 1)
            continue;
        open_est o;
        ck_assert_int_eq(open_win(&e, &c, cl, 200000, 99 + (uint64_t)cl, &cfg, &o), TALON_OK);
        double se = sqrt(p * (1 - p) / (double)o.n);
        ck_assert_msg(fabs(o.p - p) < 4 * se, "class %d: MC %.5f, exact %.5f, se %.5f", cl, o.p, p, se);
        checked++;
    }
    ck_assert_int_ge(checked, 5);
    open_env_free(&e);
}
END_TEST

static void same_cells(const open_table *a, const open_table *b)
{
    ck_assert_uint_eq(a->deals, b->deals);
    for (int i = 0; i < a->players; i++)
        for (int k = 0; k < OPEN_BETS; k++) {
            const open_cell *x = &a->cell[i][k], *y = &b->cell[i][k];
            ck_assert_int_eq(x->cls, y->cls);
            ck_assert_uint_eq(x->at.win, y->at.win);
            ck_assert_uint_eq(x->at.tie, y->at.tie);
            ck_assert_uint_eq(x->at.n, y->at.n);
            ck_assert_uint_eq(x->below.win, y->below.win);
            ck_assert_uint_eq(x->below.n, y->below.n);
            ck_assert_int_eq(x->decided, y->decided);
        }
}

START_TEST(models_b_and_c_give_the_same_bits_at_one_two_and_three_threads)
{
    rules r = R(32);
    strategy st;
    ck_assert_int_eq(strategy_preset("article", &st), TALON_OK);
    for (int m = OPEN_MODEL_B; m <= OPEN_MODEL_C; m++) {
        open_query q = {.players = 4, .model = m, .trials = m == OPEN_MODEL_B ? 8000 : 3000, .strategy = &st};
        open_table t[3];
        for (int th = 1; th <= 3; th++) {
            mc_config cfg = cfg_of(th);
            ck_assert_int_eq(tab_open(&r, &q, &cfg, &t[th - 1]), TALON_OK);
        }
        same_cells(&t[0], &t[1]);
        same_cells(&t[0], &t[2]);
        /* and a call table on it */
        call_table *c1 = malloc(sizeof *c1), *c2 = malloc(sizeof *c2);
        mc_config one = cfg_of(1), two = cfg_of(2);
        ck_assert_int_eq(tab_call(&r, &q, &t[0], 1u << 1, 0xf, 3, &one, c1), TALON_OK);
        ck_assert_int_eq(tab_call(&r, &q, &t[0], 1u << 1, 0xf, 3, &two, c2), TALON_OK);
        ck_assert_uint_eq(c1->deals, c2->deals);
        for (int p = 0; p < 4; p++)
            for (int b = 0; b < OPEN_BETS; b++) {
                ck_assert_int_eq(c1->cell[1][p][b].cls, c2->cell[1][p][b].cls);
                ck_assert_uint_eq(c1->cell[1][p][b].at.win, c2->cell[1][p][b].at.win);
                ck_assert_uint_eq(c1->cell[1][p][b].at.n, c2->cell[1][p][b].at.n);
            }
        ck_assert(!c1->cell[1][1][0].computed);   /* the opener does not call himself */
        free(c1);
        free(c2);
    }
}
END_TEST

START_TEST(the_third_of_five_reads_aces_and_jacks_when_each_column_assumes_one_size)
{
    /* The article: "pour ouvrir en troisième position sur cinq joueurs, il
     * faut au moins une paire d'as pour ouvrir au pot, et une paire de
     * valets pour ouvrir au demi-pot".  Model A gives it when the passers
     * of the pot column are bounded by their pot thresholds; with the
     * passers bounded by their half-pot thresholds (the default), kings
     * already win half the time. */
    rules r = R(40);
    open_query q = {.players = 5, .model = OPEN_MODEL_A, .article_q = true, .passers = OPEN_PASSERS_COLUMN};
    mc_config cfg = cfg_of(1);
    open_table t;
    ck_assert_int_eq(tab_open(&r, &q, &cfg, &t), TALON_OK);
    ck_assert_int_eq(t.cell[2][OPEN_POT].cls, DCLASS_PAIR(RANK_A));
    ck_assert_int_eq(t.cell[2][OPEN_HALF].cls, DCLASS_PAIR(RANK_J));
    q.passers = OPEN_PASSERS_HALF;
    ck_assert_int_eq(tab_open(&r, &q, &cfg, &t), TALON_OK);
    ck_assert_int_eq(t.cell[2][OPEN_POT].cls, DCLASS_PAIR(RANK_K));
    ck_assert_int_eq(t.cell[2][OPEN_HALF].cls, DCLASS_PAIR(RANK_J));
    ck_assert_double_ge(t.cell[2][OPEN_POT].at.p, 0.5);
    ck_assert_double_lt(t.cell[2][OPEN_POT].below.p, 0.5);
}
END_TEST

START_TEST(the_article_csv_is_the_table_the_code_compares_with)
{
    FILE *fp = fopen(TALON_SOURCE_DIR "/tables/article/open.csv", "r");
    ck_assert_ptr_nonnull(fp);
    char line[256];
    ck_assert_ptr_nonnull(fgets(line, sizeof line, fp));
    ck_assert_str_eq(line, "players,deck,position,pot,half,pot_printed,half_printed\n");
    int rows = 0;
    while (fgets(line, sizeof line, fp)) {
        int players, deck, pos;
        char pot[16], half[16], pp[32], hp[32];
        ck_assert_int_eq(sscanf(line, "%d,%d,%d,%15[^,],%15[^,],%31[^,],%31[^\n]", &players, &deck, &pos, pot, half,
                                pp, hp),
                         7);
        ck_assert_int_eq(deck, deck_for_players(players));
        const char *key, *printed;
        ck_assert_int_eq(tab_open_article(players, pos, OPEN_POT, &key, &printed), TALON_OK);
        ck_assert_str_eq(key, pot);
        ck_assert_str_eq(printed, pp);
        ck_assert_int_eq(tab_open_article(players, pos, OPEN_HALF, &key, &printed), TALON_OK);
        ck_assert_str_eq(key, half);
        ck_assert_str_eq(printed, hp);
        rules r = R(deck);
        int k;
        ck_assert_int_eq(dclass_parse(&r, pot, &k), TALON_OK);
        ck_assert_int_eq(dclass_parse(&r, half, &k), TALON_OK);
        rows++;
    }
    fclose(fp);
    ck_assert_int_eq(rows, 8 + 7 + 6 + 5 + 4);
    const char *key;
    ck_assert_int_eq(tab_open_article(5, 6, OPEN_POT, &key, NULL), TALON_E_RANGE);
    ck_assert_int_eq(tab_open_article(3, 1, OPEN_POT, &key, NULL), TALON_E_RANGE);
    ck_assert_int_eq(tab_open_article(5, 0, OPEN_HALF, &key, NULL), TALON_E_RANGE);
}
END_TEST

START_TEST(model_c_excepts_a_failing_draw_and_a_caller_calls_with_a_hand_he_passed_with)
{
    rules r = R(40);
    strategy st;
    ck_assert_int_eq(strategy_preset("article", &st), TALON_OK);
    open_query q = {.players = 5, .model = OPEN_MODEL_C, .trials = 4000, .strategy = &st};
    mc_config cfg = cfg_of(0);
    open_table t;
    ck_assert_int_eq(tab_open(&r, &q, &cfg, &t), TALON_OK);
    for (int i = 0; i < 5; i++)
        for (int b = 0; b < OPEN_BETS; b++) {
            const open_cell *c = &t.cell[i][b];
            if (!c->reachable)
                continue;
            /* the opening set is the threshold and up, but the exceptions */
            for (int k = 0; k < DCLASS_COUNT; k++)
                if (dclass_valid(&r, k) && k >= c->cls && c->cls != OPEN_NONE)
                    ck_assert_int_eq(!!(c->opens >> k & 1), !(c->exceptions >> k & 1));
            ck_assert(c->exceptions == 0 || c->exceptions == 1u << DCLASS_DRAW);
        }
    call_table *ct = malloc(sizeof *ct);
    ck_assert_int_eq(tab_call(&r, &q, &t, 1u << 2, 0x1f, 3, &cfg, ct), TALON_OK);
    for (int p = 0; p < 2; p++)   /* spoke before the opener: calls only with a hand he passed with */
        for (int b = 0; b < OPEN_BETS; b++) {
            const call_cell *c = &ct->cell[2][p][b];
            ck_assert(c->computed);
            if (c->reachable && c->cls != OPEN_NONE)
                ck_assert(c->own >> c->cls & 1);
        }
    free(ct);
}
END_TEST

START_TEST(impossible_tables_are_refused)
{
    rules r40 = R(40), r36 = R(36);
    strategy st;
    ck_assert_int_eq(strategy_preset("article", &st), TALON_OK);
    mc_config cfg = cfg_of(1);
    open_table t;
    open_query q = {.players = 5, .model = OPEN_MODEL_A};
    q.players = 1;
    ck_assert_int_eq(tab_open(&r40, &q, &cfg, &t), TALON_E_RANGE);
    q.players = 11;
    ck_assert_int_eq(tab_open(&r40, &q, &cfg, &t), TALON_E_RANGE);
    q.players = 9;   /* 45 cards from 40 */
    ck_assert_int_eq(tab_open(&r40, &q, &cfg, &t), TALON_E_RANGE);
    q.players = 5;
    q.callers = -1;
    ck_assert_int_eq(tab_open(&r40, &q, &cfg, &t), TALON_E_RANGE);
    q.callers = NAN;
    ck_assert_int_eq(tab_open(&r40, &q, &cfg, &t), TALON_E_RANGE);
    q.callers = 8;
    ck_assert_int_eq(tab_open(&r40, &q, &cfg, &t), TALON_E_RANGE);
    q.callers = 0;
    q.model = 3;
    ck_assert_int_eq(tab_open(&r40, &q, &cfg, &t), TALON_E_INVAL);
    q.model = OPEN_MODEL_A;
    q.passers = 2;
    ck_assert_int_eq(tab_open(&r40, &q, &cfg, &t), TALON_E_INVAL);
    q.passers = OPEN_PASSERS_HALF;
    q.article_q = true;   /* the article prints no 36-card column */
    ck_assert_int_eq(tab_open(&r36, &q, &cfg, &t), TALON_E_INVAL);
    q.article_q = false;
    q.model = OPEN_MODEL_B;   /* Monte Carlo needs trials */
    ck_assert_int_eq(tab_open(&r40, &q, &cfg, &t), TALON_E_RANGE);
    q.model = OPEN_MODEL_C;
    q.trials = 100;   /* and a strategy */
    ck_assert_int_eq(tab_open(&r40, &q, &cfg, &t), TALON_E_INVAL);
    /* a call table needs the opening table of the same query */
    q.model = OPEN_MODEL_A;
    ck_assert_int_eq(tab_open(&r40, &q, &cfg, &t), TALON_OK);
    call_table *ct = malloc(sizeof *ct);
    q.passers = OPEN_PASSERS_COLUMN;
    ck_assert_int_eq(tab_call(&r40, &q, &t, 1, 2, 3, &cfg, ct), TALON_E_INVAL);
    q.passers = OPEN_PASSERS_HALF;
    q.players = 4;
    ck_assert_int_eq(tab_call(&r40, &q, &t, 1, 2, 3, &cfg, ct), TALON_E_INVAL);
    free(ct);
    /* an estimate whose condition holds no hand, or a class of no hand */
    q.players = 5;
    open_env e;
    ck_assert_int_eq(open_env_init(&e, &r40, &q), TALON_OK);
    open_cond c = cond_free(5, 1);
    c.allow[0] = 1u << DCLASS_PAIR(RANK_2);   /* no deuces in 40 cards */
    open_est o;
    ck_assert_int_eq(open_win(&e, &c, DCLASS_PAIR(RANK_A), 0, 0, NULL, &o), TALON_E_INVAL);
    c = cond_free(5, 1);
    ck_assert_int_eq(open_win(&e, &c, DCLASS_PAIR(RANK_2), 0, 0, NULL, &o), TALON_E_RANGE);
    c.subject = 5;
    ck_assert_int_eq(open_win(&e, &c, DCLASS_PAIR(RANK_A), 0, 0, NULL, &o), TALON_E_RANGE);
    open_env_free(&e);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("open");
    TCase *tc = tcase_create("opening and calling thresholds");
    tcase_set_timeout(tc, 300);
    tcase_add_test(tc, model_a_reproduces_the_article_example_of_kings_at_four_players_exactly);
    tcase_add_test(tc, model_a_conditions_each_passer_on_holding_less_than_his_threshold);
    tcase_add_test(tc, the_levels_are_a_half_and_a_third_and_callers_lower_them);
    tcase_add_test(tc, model_a_thresholds_fall_with_the_position_and_half_pot_is_never_above_pot);
    tcase_add_test(tc, model_b_thresholds_fall_with_the_position);
    tcase_add_test(tc, model_b_agrees_with_exact_enumeration_at_two_players_within_four_standard_errors);
    tcase_add_test(tc, model_b_agrees_with_exact_enumeration_at_three_players_with_a_passer);
    tcase_add_test(tc, models_b_and_c_give_the_same_bits_at_one_two_and_three_threads);
    tcase_add_test(tc, the_third_of_five_reads_aces_and_jacks_when_each_column_assumes_one_size);
    tcase_add_test(tc, the_article_csv_is_the_table_the_code_compares_with);
    tcase_add_test(tc, model_c_excepts_a_failing_draw_and_a_caller_calls_with_a_hand_he_passed_with);
    tcase_add_test(tc, impossible_tables_are_refused);
    suite_add_tcase(s, tc);
    SRunner *sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
