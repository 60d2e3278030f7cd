/* check_extra.h - what the C tests share beside Check.
 *
 * CHECK(cond, fmt, ...): an assertion for loops.  A ck_assert that passes
 * marks a point (a message to Check's parent, which shifts an 8 KB buffer
 * to unpack it), and in a loop over many hands or deals that costs more than
 * the code under test, under ASan above all (test_deal spent 68 of its 88
 * sanitized seconds there).  CHECK tests first and only fails, with a
 * message that names the values.
 *
 * sanitized(): true in a TALON_SANITIZE build's ctest (TALON_TEST_SANITIZED=1,
 * set by CMakeLists.txt), where the heaviest tests run the same code on
 * smaller sizes; each says at its top what it runs there and why its checks
 * still hold.  The Release suite runs them in full. */
#ifndef TALON_TESTS_CHECK_EXTRA_H
#define TALON_TESTS_CHECK_EXTRA_H

#include <check.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#define CHECK(cond, ...)               \
    do {                               \
        if (!(cond))                   \
            ck_abort_msg(__VA_ARGS__); \
    } while (0)

static inline bool sanitized(void)
{
    const char *v = getenv("TALON_TEST_SANITIZED");
    return v && strcmp(v, "1") == 0;
}

#endif
