/* stats.c - Wilson and normal intervals.
 *
 * Everything is computed in double from the integer counts at the end of a
 * run, never accumulated in floating point, so an interval depends only on
 * (k, n, conf).  Invariants of every interval returned: 0 <= lo <= est <= hi
 * <= 1 for Wilson (the clamps only absorb rounding: mathematically the score
 * interval is inside [0,1] and contains k/n), lo <= est <= hi for the mean.
 * The Wilson bounds at k = 0 and k = n are set exactly (0 and 1) rather than
 * computed, because center - half there is a difference of two nearly equal
 * numbers and would come out as a tiny negative or as 1 - 1e-17.
 */
#include <math.h>

#include <gsl/gsl_cdf.h>

#include "err.h"
#include "stats.h"

int stats_z(double conf, double *z)
{
    if (!(conf > 0.0 && conf < 1.0))   /* also rejects NaN */
        return TALON_E_RANGE;
    *z = gsl_cdf_ugaussian_Pinv(1.0 - (1.0 - conf) / 2.0);
    return TALON_OK;
}

static double clamp01(double x)
{
    return x < 0.0 ? 0.0 : x > 1.0 ? 1.0 : x;
}

int stats_wilson(uint64_t k, uint64_t n, double conf, stats_ci *out)
{
    double z;
    if (k > n || stats_z(conf, &z) != TALON_OK)
        return TALON_E_RANGE;
    if (n == 0) {
        out->est = 0.0;
        out->lo = 0.0;
        out->hi = 1.0;
        return TALON_OK;
    }
    double nn = (double)n, p = (double)k / nn, z2 = z * z;
    double denom = 1.0 + z2 / nn;
    double center = (p + z2 / (2.0 * nn)) / denom;
    double half = z / denom * sqrt(p * (1.0 - p) / nn + z2 / (4.0 * nn * nn));
    double lo = k == 0 ? 0.0 : clamp01(center - half);
    double hi = k == n ? 1.0 : clamp01(center + half);
    /* The score interval contains p; keep that true after rounding. */
    out->est = p;
    out->lo = lo < p ? lo : p;
    out->hi = hi > p ? hi : p;
    return TALON_OK;
}

double stats_half_width(const stats_ci *ci)
{
    return (ci->hi - ci->lo) / 2.0;
}

int stats_mean(double sum, double sumsq, uint64_t n, double conf, stats_ci *out)
{
    double z;
    if (stats_z(conf, &z) != TALON_OK)
        return TALON_E_RANGE;
    if (n < 2) {
        out->est = n == 0 ? 0.0 : sum;
        out->lo = -HUGE_VAL;
        out->hi = HUGE_VAL;
        return TALON_OK;
    }
    double nn = (double)n, mean = sum / nn;
    double var = (sumsq - nn * mean * mean) / (nn - 1.0);
    if (!(var > 0.0))   /* rounding can make a zero variance slightly negative */
        var = 0.0;
    double half = z * sqrt(var / nn);
    out->est = mean;
    out->lo = mean - half;
    out->hi = mean + half;
    return TALON_OK;
}
