/* test_rng_slow.c - the batched bounded draws are exact, checked on every
 * 32-bit output: split by the bounds of dealing four cards from 50 (as
 * talon holdem does for KK against random hands), an output is kept iff
 * its leftover is at least rng_batch_thresh(P), and then every one of the
 * P = 50*49*48*47 tuples comes from exactly floor(2^32 / P) = 777 outputs
 * (Brackett-Rozinsky and Lemire's theorem, here counted).  About 10 s.
 *
 * Under the sanitizers (TALON_TEST_SANITIZED=1, set by CMake in a
 * TALON_SANITIZE build) the same loop runs on a sixteenth of the outputs,
 * where its count is still exact.  The four cuts multiply out to one
 * product, x P = I 2^32 + x' with I = ((u0 49 + u1) 48 + u2) 47 + u3 the
 * tuple's index, so the outputs that split into tuple I are the run
 * ceil(I 2^32 / P) <= x < ceil((I + 1) 2^32 / P), and a run of outputs
 * made of whole such runs holds exactly its own tuples' outputs.  The
 * sanitized run takes the runs of the first and of the last P/32 tuples
 * (x = 0 and x = 2^32 - 1, the two ends, included) and checks that each of
 * those tuples gets exactly 777 outputs and no other tuple any: a wrong
 * split or threshold changes a count there as it would over all 2^32.  The
 * Release suite counts all 2^32 outputs and all P tuples. */
#include <check.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "check_extra.h"
#include "rng.h"

/* The first output that splits into tuple i (or later): ceil(i 2^32 / P). */
static uint64_t first_output(uint64_t i, uint64_t P)
{
    return ((i << 32) + P - 1) / P;
}

START_TEST(every_tuple_of_a_batch_has_exactly_its_share_of_outputs)
{
    static const uint32_t b[] = {50, 49, 48, 47};
    const uint64_t P = 50ULL * 49 * 48 * 47;
    /* Tuple ranges [lo, hi): all P tuples (all 2^32 outputs), or under the
     * sanitizers the first and the last P/32. */
    uint64_t range[2][2] = {{0, P}, {0, 0}};
    int nrange = 1;
    if (sanitized()) {
        range[0][1] = P / 32;
        range[1][0] = P - P / 32;
        range[1][1] = P;
        nrange = 2;
    }
    uint16_t *count = calloc(P, sizeof *count);
    ck_assert_ptr_nonnull(count);
    uint32_t t = rng_batch_thresh(P), u[4];
    uint64_t kept = 0, tuples = 0;
    for (int k = 0; k < nrange; k++) {
        uint64_t end = first_output(range[k][1], P);   /* 2^32 for hi = P */
        for (uint64_t x = first_output(range[k][0], P); x < end; x++) {
            if (rng_batch_split((uint32_t)x, b, 4, u) < t)
                continue;
            count[((u[0] * 49 + u[1]) * 48 + u[2]) * 47 + u[3]]++;
            kept++;
        }
        tuples += range[k][1] - range[k][0];
    }
    const unsigned share = (unsigned)((1ULL << 32) / P);
    ck_assert_uint_eq(kept, share * tuples);
    for (uint64_t i = 0, k = 0; i < P; i++) {
        while (k < (uint64_t)nrange && i >= range[k][1])
            k++;
        unsigned want = k < (uint64_t)nrange && i >= range[k][0] ? share : 0;
        if (count[i] != want)
            ck_abort_msg("tuple %llu: %u outputs, not %u", (unsigned long long)i, count[i], want);
    }
    free(count);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("rng_slow");
    TCase *tc = tcase_create("batched draws are exact");
    tcase_set_timeout(tc, 600);
    tcase_add_test(tc, every_tuple_of_a_batch_has_exactly_its_share_of_outputs);
    suite_add_tcase(s, tc);
    SRunner *sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
