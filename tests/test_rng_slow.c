/* test_rng_slow.c - the batched bounded draws are exact, checked on every
 * 32-bit output: split by the bounds of dealing four cards from 50 (as
 * talon holdem does for KK against random hands), an output is kept iff
 * its leftover is at least rng_batch_thresh(P), and then every one of the
 * P = 50*49*48*47 tuples comes from exactly floor(2^32 / P) = 777 outputs
 * (Brackett-Rozinsky and Lemire's theorem, here counted).  About 10 s. */
#include <check.h>
#include <stdlib.h>

#include "rng.h"

START_TEST(every_tuple_of_a_batch_has_exactly_its_share_of_outputs)
{
    static const uint32_t b[] = {50, 49, 48, 47};
    const uint64_t P = 50ULL * 49 * 48 * 47;
    uint16_t *count = calloc(P, sizeof *count);
    ck_assert_ptr_nonnull(count);
    uint32_t t = rng_batch_thresh(P), u[4];
    uint64_t kept = 0;
    for (uint64_t x = 0; x < (1ULL << 32); x++) {
        if (rng_batch_split((uint32_t)x, b, 4, u) < t)
            continue;
        count[((u[0] * 49 + u[1]) * 48 + u[2]) * 47 + u[3]]++;
        kept++;
    }
    const unsigned share = (unsigned)((1ULL << 32) / P);
    ck_assert_uint_eq(kept, share * P);
    for (uint64_t i = 0; i < P; i++)
        if (count[i] != share)
            ck_abort_msg("tuple %llu: %u outputs, not %u", (unsigned long long)i, count[i], share);
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
