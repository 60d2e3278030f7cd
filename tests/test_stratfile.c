/* test_stratfile.c - the strategy file's two formats (stratfile.h): a
 * solver's strategy written compact and read back within 2^-24, text ->
 * compact -> text within 1e-7 with the names and header kept, the same
 * compact bytes written twice, random distributions stored exactly summing
 * to 1 with 0 and 1 kept, every damaged section and table refused naming
 * itself, and the text format's errors naming their line (a repeated set
 * and its first line, a missing set, CRLF read as LF); strat_find by the
 * hash index finds what halving finds. */
#include <check.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cfr.h"
#include "cfr_games.h"
#include "err.h"
#include "rng.h"
#include "stratfile.h"

static char g_dir[64];

static const char *tmp_path(const char *name)
{
    static char buf[4][128];
    static int k;
    k = (k + 1) % 4;
    snprintf(buf[k], sizeof buf[k], "%s/%s", g_dir, name);
    return buf[k];
}

static unsigned char *slurp(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    ck_assert_ptr_nonnull(f);
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    rewind(f);
    unsigned char *b = malloc((size_t)n + 1);
    ck_assert_uint_eq(fread(b, 1, (size_t)n, f), (size_t)n);
    b[n] = 0;
    fclose(f);
    *len = (size_t)n;
    return b;
}

static void spit(const char *path, const void *b, size_t len)
{
    FILE *f = fopen(path, "wb");
    ck_assert_ptr_nonnull(f);
    ck_assert_uint_eq(fwrite(b, 1, len, f), len);
    fclose(f);
}

/* Leduc solved a little, written in a format to path. */
static cfr_solver *leduc_to(const char *path, enum strat_format fmt)
{
    cfr_game g;
    leduc_game_init(&g);
    cfr_config c;
    cfr_config_init(&c);
    c.iterations = 100;
    cfr_solver *s;
    cfr_result r;
    ck_assert_int_eq(cfr_init(&s, &g, &c), TALON_OK);
    ck_assert_int_eq(cfr_solve(s, &r), TALON_OK);
    char why[256];
    ck_assert_int_eq(cfr_strategy_save(s, path, "leduc", "# command: test\n", fmt, why, sizeof why), TALON_OK);
    return s;
}

static strat_data *read_ok(const char *path, unsigned what)
{
    strat_data *d;
    char why[STRAT_WHY_MAX];
    int rc = strat_read(path, what, &d, why, sizeof why);
    ck_assert_msg(rc == TALON_OK, "%s", why);
    return d;
}

START_TEST(a_compact_file_holds_the_solver_s_strategy_within_2_to_the_minus_24)
{
    const char *path = tmp_path("leduc.tsf");
    cfr_solver *s = leduc_to(path, STRAT_FORMAT_COMPACT);
    strat_data *d = read_ok(path, STRAT_READ_NAMES);
    ck_assert_int_eq(d->format, STRAT_FORMAT_COMPACT);
    ck_assert_str_eq(d->game, "leduc");
    ck_assert_str_eq(d->header, "# command: test\n");
    ck_assert_uint_eq(d->n, 288);
    for (uint64_t i = 0; i < d->n; i++) {
        double p[CFR_MAX_ACTIONS], sum = 0;
        int n;
        ck_assert_int_eq(cfr_strategy_get(s, d->key[i], p, &n), TALON_OK);
        ck_assert_int_eq(n, d->nact[i]);
        for (int a = 0; a < n; a++) {
            ck_assert_double_le(fabs(d->p[d->p_at[i] + (uint64_t)a] - p[a]), 1.0 / (1 << 24));
            sum += d->p[d->p_at[i] + (uint64_t)a];
        }
        ck_assert(sum == 1.0);   /* integers out of 2^24 that sum to 2^24: exactly 1 */
        ck_assert_ptr_nonnull(strchr(d->names + d->name_at[i], '\t'));
    }
    /* the header alone: the same game, header and count, no sets */
    strat_data *h = read_ok(path, STRAT_READ_HEADER);
    ck_assert_str_eq(h->game, "leduc");
    ck_assert_uint_eq(h->n, 288);
    ck_assert_ptr_null(h->key);
    strat_free(h);
    strat_free(d);
    cfr_free(s);
}
END_TEST

START_TEST(text_to_compact_to_text_keeps_names_and_header_and_each_probability_within_1e_7)
{
    const char *txt = tmp_path("l.txt"), *tsf = tmp_path("l.tsf"), *back = tmp_path("back.txt"),
               *again = tmp_path("again.tsf");
    cfr_free(leduc_to(txt, STRAT_FORMAT_TEXT));
    char why[STRAT_WHY_MAX];
    strat_data *a = read_ok(txt, STRAT_READ_NAMES);
    ck_assert_int_eq(a->format, STRAT_FORMAT_TEXT);
    ck_assert_int_eq(strat_save(tsf, a, STRAT_FORMAT_COMPACT, why, sizeof why), TALON_OK);
    strat_data *b = read_ok(tsf, STRAT_READ_NAMES);
    ck_assert_int_eq(strat_save(back, b, STRAT_FORMAT_TEXT, why, sizeof why), TALON_OK);
    strat_data *c = read_ok(back, STRAT_READ_NAMES);
    ck_assert_str_eq(c->game, a->game);
    ck_assert_str_eq(c->header, a->header);
    ck_assert_uint_eq(c->n, a->n);
    double worst = 0;
    for (uint64_t i = 0; i < a->n; i++) {
        ck_assert_uint_eq(c->key[i], a->key[i]);
        ck_assert_int_eq(c->nact[i], a->nact[i]);
        ck_assert_str_eq(c->names + c->name_at[i], a->names + a->name_at[i]);
        for (int k = 0; k < a->nact[i]; k++) {
            double e = fabs(c->p[c->p_at[i] + (uint64_t)k] - a->p[a->p_at[i] + (uint64_t)k]);
            worst = e > worst ? e : worst;
        }
    }
    ck_assert_double_le(worst, STRAT_PRECISION);
    /* the text export of a compact file converts back to the same bytes */
    ck_assert_int_eq(strat_save(again, c, STRAT_FORMAT_COMPACT, why, sizeof why), TALON_OK);
    size_t l1, l2;
    unsigned char *x = slurp(tsf, &l1), *y = slurp(again, &l2);
    ck_assert_uint_eq(l1, l2);
    ck_assert(memcmp(x, y, l1) == 0);
    free(x);
    free(y);
    strat_free(a);
    strat_free(b);
    strat_free(c);
}
END_TEST

START_TEST(random_distributions_are_stored_summing_to_one_with_zeros_and_ones_kept)
{
    rng r;
    rng_seed(&r, 5, 1);
    const uint64_t n = 20000;
    strat_data *d = strat_alloc(n, n * CFR_MAX_ACTIONS, 0);
    ck_assert_ptr_nonnull(d);
    d->game = strdup("test");
    d->header = strdup("");
    uint64_t at = 0;
    for (uint64_t i = 0; i < n; i++) {
        int k = 1 + (int)(rng_double(&r) * CFR_MAX_ACTIONS);
        double sum = 0, *p = d->p + at;
        for (int a = 0; a < k; a++) {
            double u = rng_double(&r);
            p[a] = u < 0.3 ? 0 : u < 0.4 ? 1e-9 * u : u;   /* zeros, specks, the rest */
            sum += p[a];
        }
        if (sum == 0)
            p[k - 1] = sum = 1;
        for (int a = 0; a < k; a++)
            p[a] /= sum;
        if (i % 7 == 0) {   /* pure strategies */
            for (int a = 0; a < k; a++)
                p[a] = a == (int)(i % (uint64_t)k);
        }
        d->key[i] = 3 * i + 1;
        d->nact[i] = (uint8_t)k;
        d->p_at[i] = at;
        at += (uint64_t)k;
    }
    const char *path = tmp_path("rand.tsf");
    char why[STRAT_WHY_MAX];
    ck_assert_int_eq(strat_save(path, d, STRAT_FORMAT_COMPACT, why, sizeof why), TALON_OK);
    strat_data *e = read_ok(path, STRAT_READ_SETS);
    ck_assert_uint_eq(e->n, n);
    for (uint64_t i = 0; i < n; i++) {
        double sum = 0;
        for (int a = 0; a < d->nact[i]; a++) {
            double x = d->p[d->p_at[i] + (uint64_t)a], y = e->p[e->p_at[i] + (uint64_t)a];
            ck_assert_double_le(fabs(x - y), 1.0 / (1 << 24));
            if (x == 0 || x == 1)
                ck_assert(y == x);
            sum += y;
        }
        ck_assert(sum == 1.0);
    }
    strat_free(d);
    strat_free(e);
}
END_TEST

/* The compact file at path with byte `at` changed: refused with TALON_E_PARSE and a why holding `said`. */
static void damaged(const char *path, size_t at, const char *said)
{
    size_t len;
    unsigned char *b = slurp(path, &len);
    ck_assert_uint_lt(at, len);
    b[at] ^= 0x5a;
    const char *bad = tmp_path("bad.tsf");
    spit(bad, b, len);
    strat_data *d = NULL;
    char why[STRAT_WHY_MAX] = "";
    ck_assert_int_eq(strat_read(bad, STRAT_READ_NAMES, &d, why, sizeof why), TALON_E_PARSE);
    ck_assert_ptr_null(d);
    ck_assert_msg(strstr(why, said) != NULL, "byte %zu: '%s' lacks '%s'", at, why, said);
    free(b);
}

START_TEST(a_damaged_compact_file_is_refused_naming_the_part)
{
    char path[128];
    snprintf(path, sizeof path, "%s", tmp_path("k.tsf"));   /* tmp_path's buffers are reused */
    cfr_game g;
    kuhn_game_init(&g);
    cfr_config c;
    cfr_config_init(&c);
    c.iterations = 50;
    cfr_solver *s;
    cfr_result r;
    ck_assert_int_eq(cfr_init(&s, &g, &c), TALON_OK);
    ck_assert_int_eq(cfr_solve(s, &r), TALON_OK);
    char why[STRAT_WHY_MAX];
    ck_assert_int_eq(cfr_strategy_save(s, path, "kuhn", "# a header\n", STRAT_FORMAT_COMPACT, why, sizeof why),
                     TALON_OK);
    cfr_free(s);
    size_t len;
    unsigned char *b = slurp(path, &len);
    const size_t magic = strlen(STRAT_COMPACT_MAGIC) + 1, table = magic + 16, body = table + 6 * 24 + 4;
    /* the first line, the counts, the table, its checksum */
    damaged(path, 3, "not a strategy file");
    damaged(path, magic + 1, "section table is damaged");
    damaged(path, table + 5, "section table is damaged");
    damaged(path, body - 1, "section table is damaged");
    /* each section's data: damaged, named (the sections follow each other from body on) */
    static const char *const tags[6] = {"GAME", "HEAD", "KEYS", "NACT", "PROB", "NAME"};
    size_t off = body;
    for (int i = 0; i < 6; i++) {
        const unsigned char *e = b + table + (size_t)i * 24;
        uint64_t stored = 0;
        for (int k = 0; k < 8; k++)
            stored |= (uint64_t)e[12 + k] << (8 * k);
        char said[32];
        snprintf(said, sizeof said, "section %s is damaged", tags[i]);
        damaged(path, off + stored / 2, said);
        off += stored;
    }
    ck_assert_uint_eq(off, len);
    /* cut short, and a byte too many */
    char bad[128];
    snprintf(bad, sizeof bad, "%s", tmp_path("cut.tsf"));
    strat_data *d;
    spit(bad, b, len - 1);
    ck_assert_int_eq(strat_read(bad, STRAT_READ_SETS, &d, why, sizeof why), TALON_E_PARSE);
    ck_assert_ptr_nonnull(strstr(why, "truncated"));
    unsigned char *more = malloc(len + 1);
    memcpy(more, b, len);
    more[len] = 0;
    spit(bad, more, len + 1);
    ck_assert_int_eq(strat_read(bad, STRAT_READ_SETS, &d, why, sizeof why), TALON_E_PARSE);
    ck_assert_ptr_nonnull(strstr(why, "bytes after the last section"));
    /* another version of the format */
    memcpy(more, b, len);
    more[magic - 2] = '2';
    spit(bad, more, len);
    ck_assert_int_eq(strat_read(bad, STRAT_READ_SETS, &d, why, sizeof why), TALON_E_PARSE);
    ck_assert_ptr_nonnull(strstr(why, "a version this talon does not read"));
    free(more);
    free(b);
}
END_TEST

START_TEST(the_text_format_s_errors_name_their_line)
{
    const char *path = tmp_path("e.txt");
    const char *head = "talon-strategy 1\ngame: test\n# one\ninfosets: 3\n";
    const char *l1 = "0000000000000001\t2\t0.5 0.5\ta,b\tfirst\n", *l2 = "0000000000000002\t1\t1\tc\tsecond\n",
               *l3 = "0000000000000003\t2\t1 0\ta,b\tthird\n";
    char text[1024], why[STRAT_WHY_MAX];
    strat_data *d;
    struct {
        const char *a, *b, *c, *said;
    } cases[] = {
        {l1, l1, l3, "line 6: set 0000000000000001 repeated (first at line 5)"},
        {l2, l1, l3, "line 6: set 0000000000000001 out of order: after 0000000000000002 (line 5)"},
        {l1, l2, "end\n", "line 7: 'end' after 2 sets, but line 4 says 'infosets: 3': 1 missing"},
        {l1, l2, "0000000000000003\t2\t0.5 0.6\ta,b\tx\n", "line 7: set 0000000000000003: the probabilities sum to 1.1"},
        {l1, l2, "00000000000003\t2\t1 0\ta,b\tx\n", "line 7: expected a set"},
        {l1, l2, "0000000000000003\t17\t1\ta\tx\n", "line 7: set 0000000000000003: the number of actions must be"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        snprintf(text, sizeof text, "%s%s%s%s%s", head, cases[i].a, cases[i].b, cases[i].c,
                 strcmp(cases[i].c, "end\n") ? "end\n" : "");
        spit(path, text, strlen(text));
        ck_assert_int_eq(strat_read(path, STRAT_READ_SETS, &d, why, sizeof why), TALON_E_PARSE);
        ck_assert_msg(strstr(why, cases[i].said) != NULL, "case %zu: '%s' lacks '%s'", i, why, cases[i].said);
    }
    /* a set beyond the count, text after end */
    snprintf(text, sizeof text, "%s%s%s%s%send\n", head, l1, l2, l3, "0000000000000004\t1\t1\tc\tx\n");
    spit(path, text, strlen(text));
    ck_assert_int_eq(strat_read(path, STRAT_READ_SETS, &d, why, sizeof why), TALON_E_PARSE);
    ck_assert_ptr_nonnull(strstr(why, "line 8: a set beyond the 3"));
    /* the same file with CRLF line ends is read as the LF one */
    snprintf(text, sizeof text, "%s%s%s%send\n", head, l1, l2, l3);
    spit(path, text, strlen(text));
    strat_data *lf = read_ok(path, STRAT_READ_NAMES);
    char crlf[1200];
    size_t k = 0;
    for (const char *c = text; *c; c++) {
        if (*c == '\n')
            crlf[k++] = '\r';
        crlf[k++] = *c;
    }
    spit(path, crlf, k);
    strat_data *cr = read_ok(path, STRAT_READ_NAMES);
    ck_assert_str_eq(cr->game, lf->game);
    ck_assert_str_eq(cr->header, lf->header);
    ck_assert_uint_eq(cr->n, 3);
    for (uint64_t i = 0; i < 3; i++) {
        ck_assert_uint_eq(cr->key[i], lf->key[i]);
        ck_assert_str_eq(cr->names + cr->name_at[i], lf->names + lf->name_at[i]);
    }
    strat_free(lf);
    strat_free(cr);
    /* not a strategy file; another version */
    spit(path, "hello\n", 6);
    ck_assert_int_eq(strat_read(path, STRAT_READ_SETS, &d, why, sizeof why), TALON_E_PARSE);
    ck_assert_ptr_nonnull(strstr(why, "not a strategy file"));
    spit(path, "talon-strategy 7\n", 17);
    ck_assert_int_eq(strat_read(path, STRAT_READ_SETS, &d, why, sizeof why), TALON_E_PARSE);
    ck_assert_ptr_nonnull(strstr(why, "'talon-strategy 7': a version this talon does not read"));
    ck_assert_int_eq(strat_read(tmp_path("none"), STRAT_READ_SETS, &d, why, sizeof why), TALON_E_IO);
}
END_TEST

/* strat_find by the hash index that strat_read and strat_merge make gives
 * what halving the keys gives: every set at its index, a key between two
 * sets or past the last not found; after the keys change (n smaller), the
 * stale index is not used. */
static int64_t halving(const strat_data *d, uint64_t key)
{
    for (uint64_t i = 0; i < d->n; i++)
        if (d->key[i] == key)
            return (int64_t)i;
    return -1;
}

START_TEST(the_hash_index_finds_what_halving_finds)
{
    const char *path = tmp_path("index.tsf");
    cfr_solver *s = leduc_to(path, STRAT_FORMAT_COMPACT);
    strat_data *d = read_ok(path, STRAT_READ_SETS);
    ck_assert_ptr_nonnull(d->idx);
    ck_assert_uint_gt(d->n, 100);
    for (uint64_t i = 0; i < d->n; i++) {
        ck_assert_int_eq(strat_find(d, d->key[i]), (int64_t)i);
        for (uint64_t k = d->key[i] - 2; k <= d->key[i] + 2; k++)
            ck_assert_int_eq(strat_find(d, k), halving(d, k));
    }
    ck_assert_int_eq(strat_find(d, d->key[d->n - 1] + 12345), -1);
    ck_assert_int_eq(strat_find(d, ~0ULL), -1);
    /* the last half dropped, as backoff_strip does in place: the index is stale and not used */
    uint64_t n = d->n, last = d->key[n - 1];
    d->n = n / 2;
    ck_assert_int_eq(strat_find(d, last), -1);
    ck_assert_int_eq(strat_find(d, d->key[0]), 0);
    strat_index(d);
    ck_assert_uint_eq(d->idx_n, n / 2);
    ck_assert_int_eq(strat_find(d, last), -1);
    for (uint64_t i = 0; i < d->n; i++)
        ck_assert_int_eq(strat_find(d, d->key[i]), (int64_t)i);
    /* a merge makes its own */
    strat_data *h = read_ok(path, STRAT_READ_SETS | STRAT_READ_NAMES);
    double p1 = 1;
    strat_new add = {last + 7, 1, &p1, "x\ty"};
    strat_data *m;
    ck_assert_int_eq(strat_merge(h, &add, 1, NULL, &m), TALON_OK);
    ck_assert_ptr_nonnull(m->idx);
    ck_assert_int_eq(strat_find(m, last + 7), (int64_t)m->n - 1);
    ck_assert_int_eq(strat_find(m, last), (int64_t)m->n - 2);
    strat_free(m);
    strat_free(h);
    strat_free(d);
    cfr_free(s);
}
END_TEST

int main(void)
{
    snprintf(g_dir, sizeof g_dir, "/tmp/test_stratfile_%d", (int)getpid());
    char cmd[128];
    snprintf(cmd, sizeof cmd, "mkdir -p %s", g_dir);
    if (system(cmd) != 0)
        return 1;
    Suite *s = suite_create("stratfile");
    TCase *tc = tcase_create("formats");
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, a_compact_file_holds_the_solver_s_strategy_within_2_to_the_minus_24);
    tcase_add_test(tc, text_to_compact_to_text_keeps_names_and_header_and_each_probability_within_1e_7);
    tcase_add_test(tc, random_distributions_are_stored_summing_to_one_with_zeros_and_ones_kept);
    tcase_add_test(tc, a_damaged_compact_file_is_refused_naming_the_part);
    tcase_add_test(tc, the_text_format_s_errors_name_their_line);
    tcase_add_test(tc, the_hash_index_finds_what_halving_finds);
    suite_add_tcase(s, tc);
    SRunner *sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    snprintf(cmd, sizeof cmd, "rm -rf %s", g_dir);
    if (system(cmd) != 0)
        return 1;
    return failed ? 1 : 0;
}
