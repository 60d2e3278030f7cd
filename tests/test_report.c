/* test_report.c - the report layer's shared modules (src/report/): the
 * table (out.c: cells in their raw and shown forms, notes, fields, the
 * headline, the number formats), its failure state (an allocation that
 * fails marks the table failed and every later call does nothing: the
 * library never exits), and the labels (labels.c: a deck and the
 * conventions in English and French, the conventions and method fields).
 * The renderings are the CLI's and are checked by the CLI tests and
 * golden files. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>

#include "check_extra.h"
#include "labels.h"
#include "out.h"
#include "rules.h"

/* The raw value of field key, or NULL. */
static const char *field(const out_table *t, const char *key)
{
    for (int i = 0; i < t->nfields; i++)
        if (strcmp(t->fields[i].key, key) == 0)
            return t->fields[i].raw;
    return NULL;
}

START_TEST(cells_keep_a_raw_and_a_shown_form)
{
    out_table t;
    out_init(&t, "title");
    out_col(&t, "n", "N", OUT_INT);
    out_col(&t, "p", "P", OUT_NUM);
    out_row(&t);
    out_set_int(&t, 0, 1302540);
    out_set_prob(&t, 1, 0.50117);
    out_row(&t);
    out_set_str(&t, 0, "x");
    ck_assert(!out_failed(&t));
    ck_assert_int_eq(t.nrows, 2);
    ck_assert_str_eq(t.cells[0].raw, "1302540");
    ck_assert_str_eq(t.cells[0].shown, "1 302 540");
    ck_assert_str_eq(t.cells[1].raw, "0.50117");
    ck_assert_str_eq(t.cells[1].shown, "50.117%");
    ck_assert_str_eq(t.cells[2].raw, "x");
    ck_assert_str_eq(t.cells[3].raw, "");   /* a cell never set is empty */
    out_note(&t, "deck", "%d cards", 32);
    out_note_below(&t, "why", "below");
    out_field(&t, "k", OUT_INT, "%d", 1);
    out_field(&t, "k", OUT_INT, "%d", 2);   /* a field set twice keeps the last value, once */
    out_headline(&t, "%s %d", "answer", 7);
    ck_assert_int_eq(t.nnotes, 2);
    ck_assert_str_eq(t.notes[0].value, "32 cards");
    ck_assert_int_eq(t.notes[1].below, 1);
    ck_assert_int_eq(t.nfields, 1);
    ck_assert_str_eq(field(&t, "k"), "2");
    ck_assert_str_eq(t.headline, "answer 7");
    out_free(&t);
}
END_TEST

START_TEST(numbers_are_written_with_the_digits_that_read_back)
{
    char buf[64];
    ck_assert_str_eq(out_num_raw(0.35248, buf, sizeof buf), "0.35248");
    ck_assert_str_eq(out_num_raw(0.5, buf, sizeof buf), "0.5");
    ck_assert_double_eq(strtod(out_num_raw(1.0 / 3.0, buf, sizeof buf), NULL), 1.0 / 3.0);
    out_group_digits(1000, buf, sizeof buf);
    ck_assert_str_eq(buf, "1 000");
    out_group_digits(999, buf, sizeof buf);
    ck_assert_str_eq(buf, "999");
    ck_assert_double_eq(out_expl_num(-0.01), 0);
    ck_assert_double_eq(out_expl_num(0.02), 0.02);
    ck_assert_str_eq(out_expl_text(0.034, true, 0.001, 0.066, 3, false, 0, buf, sizeof buf), "0.034 [0.001, 0.066]");
}
END_TEST

START_TEST(a_failed_table_ignores_every_later_call)
{
    out_table t;
    out_init(&t, "t");
    out_col(&t, "a", "A", OUT_STR);
    out_row(&t);
    out_set_str(&t, 0, "kept");
    t.failed = 1;   /* as an allocation failure leaves it */
    out_row(&t);
    out_set_str(&t, 0, "lost");
    out_note(&t, "n", "x");
    out_field(&t, "f", OUT_INT, "1");
    out_headline(&t, "h");
    out_col(&t, "b", "B", OUT_STR);
    ck_assert(out_failed(&t));
    ck_assert_int_eq(t.nrows, 1);
    ck_assert_int_eq(t.ncols, 1);
    ck_assert_str_eq(t.cells[0].raw, "kept");
    ck_assert_int_eq(t.nnotes, 0);
    ck_assert_int_eq(t.nfields, 0);
    ck_assert_ptr_null(t.headline);
    out_free(&t);
}
END_TEST

/* Real exhaustion (Check runs each test in its own process): the address
 * space capped a little above what the process holds, rows of long cells
 * added until an allocation fails.  The table must end failed, the process
 * alive and the table freeable.  Not under the sanitizers, whose shadow
 * memory needs the address space the cap takes away. */
START_TEST(running_out_of_memory_marks_the_table_failed)
{
    if (sanitized())
        return;
    FILE *f = fopen("/proc/self/statm", "r");
    unsigned long pages = 0;
    ck_assert_ptr_nonnull(f);
    ck_assert_int_eq(fscanf(f, "%lu", &pages), 1);
    fclose(f);
    struct rlimit lim = {.rlim_cur = pages * 4096ul + (64ul << 20), .rlim_max = RLIM_INFINITY};
    ck_assert_int_eq(setrlimit(RLIMIT_AS, &lim), 0);
    static char cell[4096];
    memset(cell, 'x', sizeof cell - 1);
    out_table t;
    out_init(&t, "t");
    for (int c = 0; c < OUT_MAX_COLS; c++)
        out_col(&t, "c", "C", OUT_STR);
    int rows = 0;
    while (!out_failed(&t) && rows < 1000000) {
        out_row(&t);
        for (int c = 0; c < OUT_MAX_COLS; c++)
            out_set_str(&t, c, cell);
        rows++;
    }
    ck_assert_msg(out_failed(&t), "no allocation failed in %d rows under a 64 MiB cap", rows);
    ck_assert_int_le(t.nrows, rows);
    out_free(&t);
}
END_TEST

START_TEST(labels_name_the_deck_and_the_conventions)
{
    char buf[128];
    label_deck_name(32, buf, sizeof buf);
    ck_assert_str_eq(buf, "32 cards (7..A)");
    label_deck_name_lang(32, 1, buf, sizeof buf);
    ck_assert_str_eq(buf, "32 cartes (7..A)");
    label_deck_name_lang(52, 1, buf, sizeof buf);
    ck_assert_str_eq(buf, "52 cartes (2..A)");
    label_deck_name(20, buf, sizeof buf);   /* the ten written out */
    ck_assert_str_eq(buf, "20 cards (10..A)");
    label_deck_name_lang(20, 1, buf, sizeof buf);
    ck_assert_str_eq(buf, "20 cartes (10..A)");
    rules r;
    ck_assert_int_eq(rules_init(&r, 32, true, ORDER_MODERN), 0);
    label_ace_low_name(&r, buf, sizeof buf);
    ck_assert_str_eq(buf, "on (A-7-8-9-10 is a straight)");
    label_ace_low_name_lang(&r, 1, buf, sizeof buf);
    ck_assert_str_eq(buf, "oui (A-7-8-9-10 est une quinte)");
    ck_assert_int_eq(rules_init(&r, 20, false, ORDER_MODERN), 0);
    label_ace_low_name(&r, buf, sizeof buf);
    ck_assert_str_eq(buf, "off (makes no new straight in this deck)");
    ck_assert_str_eq(label_order_name(ORDER_MODERN, 1), "moderne");
    ck_assert_str_eq(label_order_name(ORDER_MODERN, 0), rules_order_name(ORDER_MODERN));
}
END_TEST

START_TEST(the_fields_carry_the_conventions_and_the_method)
{
    rules r;
    ck_assert_int_eq(rules_init(&r, 32, true, ORDER_MODERN), 0);
    out_table t;
    out_init(&t, "t");
    label_conventions(&t, &r);
    label_method_fields(&t, 7, true, 0);
    ck_assert_str_eq(field(&t, "conventions.deck"), "32");
    ck_assert_str_eq(field(&t, "conventions.ace_low"), "true");
    ck_assert_str_eq(field(&t, "exact"), "true");
    ck_assert_ptr_null(field(&t, "trials"));   /* an exact figure has no trials nor seed */
    ck_assert_ptr_null(field(&t, "seed"));
    label_method_fields(&t, 7, false, 1000);
    ck_assert_str_eq(field(&t, "exact"), "false");
    ck_assert_str_eq(field(&t, "trials"), "1000");
    ck_assert_str_eq(field(&t, "seed"), "7");
    ck_assert_str_eq(field(&t, "ci_level"), "0.95");
    out_free(&t);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("report");
    TCase *tc = tcase_create("tables and labels");
    tcase_add_test(tc, cells_keep_a_raw_and_a_shown_form);
    tcase_add_test(tc, numbers_are_written_with_the_digits_that_read_back);
    tcase_add_test(tc, a_failed_table_ignores_every_later_call);
    tcase_add_test(tc, running_out_of_memory_marks_the_table_failed);
    tcase_add_test(tc, labels_name_the_deck_and_the_conventions);
    tcase_add_test(tc, the_fields_carry_the_conventions_and_the_method);
    suite_add_tcase(s, tc);
    SRunner *sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
