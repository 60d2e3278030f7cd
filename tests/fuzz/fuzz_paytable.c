/* fuzz_paytable.c - libFuzzer target of the Cyber Stud paytable parser
 * (stud_paytable_parse in stud.c, format in paytables/README.md).
 *
 * Input: the whole input, NUL-terminated (a NUL byte inside ends the text,
 * as it would for a file read into a C string), is the paytable text.
 *
 * Checks, besides ASan and UBSan:
 *  - the result is TALON_OK or TALON_E_PARSE; on error the output table is
 *    untouched, the error line is 0 or one of the text's lines, and the
 *    reason a non-empty one-line string;
 *  - on success every value is finite and in range: raise pays and fixed
 *    jackpot awards in 0..1e9, jackpot shares in 0..1e7 (1e9 %), and no row
 *    both a fixed award and a share;
 *  - round trip (there is no paytable printer; this target has one): the
 *    table written back as text ("%.17g" for every value, a share as a
 *    percentage) parses to the same raise pays and fixed awards, bit for
 *    bit, and to the same shares within 1e-15 relative (x% -> x / 100 ->
 *    100 x -> x / 100 may move the last bit; 1e-300 absolute for
 *    subnormal shares).
 */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "err.h"
#include "fuzz.h"
#include "stud.h"

static void check_values(const stud_paytable *pt)
{
    for (int k = 0; k < STUD_NROWS; k++) {
        FUZZ_CHECK(isfinite(pt->pay[k]) && pt->pay[k] >= 0 && pt->pay[k] <= 1e9);
        FUZZ_CHECK(isfinite(pt->jp_fixed[k]) && pt->jp_fixed[k] >= 0 && pt->jp_fixed[k] <= 1e9);
        FUZZ_CHECK(isfinite(pt->jp_share[k]) && pt->jp_share[k] >= 0 && pt->jp_share[k] <= 1e7);
        FUZZ_CHECK(pt->jp_fixed[k] == 0 || pt->jp_share[k] == 0);
    }
}

/* The table as paytable text; returns its length. */
static size_t write_table(const stud_paytable *pt, char *buf, size_t size)
{
    size_t k = 0;
#define PUT(...) (k += (size_t)snprintf(buf + k, k < size ? size - k : 0, __VA_ARGS__))
    PUT("[raise]\n");
    for (int row = 0; row < STUD_NROWS; row++)
        PUT("%s %.17g\n", stud_row_key(row), pt->pay[row]);
    PUT("[jackpot]\n");
    for (int row = 0; row < STUD_NROWS; row++) {
        if (pt->jp_share[row] > 0)
            PUT("%s %.17g%%\n", stud_row_key(row), pt->jp_share[row] * 100.0);
        else if (pt->jp_fixed[row] > 0)
            PUT("%s %.17g\n", stud_row_key(row), pt->jp_fixed[row]);
    }
#undef PUT
    return k;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = fuzz_cstr(data, size);
    stud_paytable pt, before;
    memset(&pt, 0xa5, sizeof pt);
    before = pt;
    int line = -1;
    char why[160];
    memset(why, 'x', sizeof why);
    int rc = stud_paytable_parse(text, &pt, &line, why, sizeof why);
    FUZZ_CHECK(rc == TALON_OK || rc == TALON_E_PARSE);
    if (rc != TALON_OK) {
        FUZZ_CHECK(memcmp(&pt, &before, sizeof pt) == 0);
        int lines = 1;
        for (const char *p = text; *p; p++)
            lines += *p == '\n';
        FUZZ_CHECK(line >= 0 && line <= lines);
        size_t wl = strnlen(why, sizeof why);
        FUZZ_CHECK(wl > 0 && wl < sizeof why);
        /* The reason may quote the input, which may hold any byte but '\n'. */
        FUZZ_CHECK(!memchr(why, '\n', wl));
        /* NULL line and reason are allowed. */
        FUZZ_CHECK(stud_paytable_parse(text, &pt, NULL, NULL, 0) == rc);
        free(text);
        return 0;
    }
    check_values(&pt);

    char out[2048];
    size_t len = write_table(&pt, out, sizeof out);
    FUZZ_CHECK(len < sizeof out);
    stud_paytable back;
    line = -1;
    FUZZ_CHECK(stud_paytable_parse(out, &back, &line, why, sizeof why) == TALON_OK);
    check_values(&back);
    for (int k = 0; k < STUD_NROWS; k++) {
        FUZZ_CHECK(back.pay[k] == pt.pay[k]);
        FUZZ_CHECK(back.jp_fixed[k] == pt.jp_fixed[k]);
        FUZZ_CHECK(fabs(back.jp_share[k] - pt.jp_share[k]) <= 1e-15 * pt.jp_share[k] + 1e-300);
    }
    free(text);
    return 0;
}
