/* shims_check.c - the WebAssembly build's stand-ins for GSL and zlib
 * (web/shim/) against the native libraries, bit for bit: built natively by
 * scripts/web --check-shims, with the shims' symbols renamed (shim_*).
 *   - gsl_cdf_ugaussian_Pinv on 3 million arguments over the three regions
 *     of AS 241 and on the usual confidence levels;
 *   - uncompress on zlib's own output (levels 1..9) of varied data, on
 *     every shipped strategy file section being the real case (the files
 *     are read by the wasm talon in tests/web), cut-short input and output;
 *   - crc32 against zlib's; compress2's stored blocks read back by zlib.
 */
#include <gsl/gsl_cdf.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

double shim_Pinv(double p);
int shim_uncompress(Bytef *, uLongf *, const Bytef *, uLong);
int shim_compress2(Bytef *, uLongf *, const Bytef *, uLong, int);
uLong shim_crc32(uLong, const Bytef *, uInt);
uLong shim_compressBound(uLong);

static int check_pinv(void)
{
    long bad = 0;
    uint64_t s = 88172645463325252ULL;   /* xorshift64 */
    for (long i = 0; i < 3000000; i++) {
        s ^= s << 13;
        s ^= s >> 7;
        s ^= s << 17;
        double u = (double)(s >> 11) / 9007199254740992.0, p = i % 3 == 0 ? u : i % 3 == 1 ? 1.0 - u * 1e-3 : u * 1e-12;
        double a = gsl_cdf_ugaussian_Pinv(p), b = shim_Pinv(p);
        if (memcmp(&a, &b, sizeof a))
            bad++;
    }
    const double levels[] = {0.975, 0.995, 0.95, 0.9, 0.999, 0.5, 0.0005, 0.9995};
    for (int i = 0; i < 8; i++) {
        double a = gsl_cdf_ugaussian_Pinv(levels[i]), b = shim_Pinv(levels[i]);
        if (memcmp(&a, &b, sizeof a))
            bad++;
    }
    printf("gsl_cdf_ugaussian_Pinv: %ld of 3000008 differ\n", bad);
    return bad != 0;
}

static int check_zlib(void)
{
    int bad = 0;
    srand(1);
    for (int t = 0; t < 400; t++) {
        size_t n = t < 5 ? (size_t)t : (size_t)(rand() % 200000);
        unsigned char *a = malloc(n + 1), *o = malloc(n + 1);
        for (size_t i = 0; i < n; i++)
            a[i] = t % 4 == 0 ? (unsigned char)rand() : t % 4 == 1 ? (unsigned char)"abcab"[rand() % 5]
                 : t % 4 == 2 ? (unsigned char)(i / 100) : (rand() % 7 == 0 ? (unsigned char)rand() : a[i ? i - 1 : 0]);
        uLongf zl = compressBound(n);
        unsigned char *z = malloc(zl);
        compress2(z, &zl, a, n, t % 9 + 1);
        uLongf ol = n;
        int r = shim_uncompress(o, &ol, z, zl);
        if (r != Z_OK || ol != n || memcmp(o, a, n))
            bad++, printf("uncompress: case %d fails (%d)\n", t, r);
        if (shim_crc32(0, a, (uInt)n) != crc32(0, a, (uInt)n))
            bad++, printf("crc32: case %d differs\n", t);
        uLongf sl = shim_compressBound(n);
        unsigned char *st = malloc(sl);
        shim_compress2(st, &sl, a, n, 9);
        ol = n;
        r = uncompress(o, &ol, st, sl);
        if (r != Z_OK || ol != n || memcmp(o, a, n))
            bad++, printf("compress2: case %d not read back by zlib (%d)\n", t, r);
        if (n > 10) {
            ol = n - 1;
            if (shim_uncompress(o, &ol, z, zl) != Z_BUF_ERROR)
                bad++, printf("uncompress: case %d, short output not refused\n", t);
            ol = n;
            if (shim_uncompress(o, &ol, z, zl - 1) == Z_OK)
                bad++, printf("uncompress: case %d, short input not refused\n", t);
        }
        free(a), free(o), free(z), free(st);
    }
    printf("zlib: %d of 400 cases fail\n", bad);
    return bad != 0;
}

int main(void)
{
    return check_pinv() | check_zlib();
}
