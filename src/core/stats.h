/* stats.h - confidence intervals for Monte Carlo figures.
 *
 * Usage:
 *     stats_ci ci;
 *     stats_wilson(50, 100, STATS_CONF95, &ci);    // ci.lo = 0.40383, ci.hi = 0.59617
 *     double hw = stats_half_width(&ci);            // 0.09617
 *     stats_ci m;
 *     stats_mean(sum, sumsq, n, STATS_CONF95, &m);  // m.est = sum / n, m.lo .. m.hi
 *
 * Two intervals: Wilson's score interval for a proportion k/n (the figures of
 * every frequency table: it stays inside [0,1] and is sensible at k = 0 and
 * k = n, where the textbook p +- z*sqrt(p(1-p)/n) collapses to a point), and
 * the normal-approximation interval for a mean from the running sums of x and
 * x^2 (equities, expected values).  The quantile z comes from GSL
 * (gsl_cdf_ugaussian_Pinv): z = Phi^-1(1 - (1 - conf)/2), 1.959964 at 95%.
 *
 * All functions are pure and thread-safe (no state, no globals).
 */
#ifndef TALON_STATS_H
#define TALON_STATS_H

#include <stdint.h>

#define STATS_CONF95 0.95   /* the confidence level of every figure talon prints */

/* An interval and its point estimate: lo <= est <= hi. */
typedef struct stats_ci {
    double est;   /* the point estimate: k/n, or the sample mean */
    double lo;    /* lower bound */
    double hi;    /* upper bound */
} stats_ci;

/* The two-sided normal quantile of a confidence level: *z = Phi^-1(1 - (1-conf)/2).
 * conf must be in (0, 1) (e.g. 0.95 -> 1.959964); returns TALON_OK or
 * TALON_E_RANGE (NaN included), *z untouched on error. */
int stats_z(double conf, double *z);

/* Wilson score interval for k successes in n trials at confidence conf:
 *     center = (p + z^2/2n) / (1 + z^2/n),
 *     half   = z / (1 + z^2/n) * sqrt(p(1-p)/n + z^2/4n^2),     p = k/n.
 * out->est = k/n.  Bounds are clamped into [0,1], and exactly 0 when k = 0,
 * exactly 1 when k = n.  n = 0 (no data) gives est = 0, [0, 1].
 * Requires k <= n and conf in (0,1): TALON_OK, or TALON_E_RANGE (out untouched). */
int stats_wilson(uint64_t k, uint64_t n, double conf, stats_ci *out);

/* Half the width of an interval, (hi - lo) / 2 (for Wilson, the distance from
 * its center, which is not est, to either bound).  +inf for an unbounded one. */
double stats_half_width(const stats_ci *ci);

/* Normal-approximation interval for the mean of n observations given
 * sum = sum of x and sumsq = sum of x^2:
 *     mean = sum/n,  s^2 = (sumsq - n*mean^2) / (n-1)  (clamped at 0),
 *     [mean - z*s/sqrt(n), mean + z*s/sqrt(n)].
 * The one-pass formula loses digits when |mean| >> s; fine for the bounded
 * payoffs talon averages (|x| <= a few pot sizes), not for general data.
 * n = 0 gives est = 0 and (-inf, +inf); n = 1 gives est = sum and (-inf, +inf)
 * (no variance estimate: an unbounded interval never meets a precision target).
 * conf in (0,1): TALON_OK, or TALON_E_RANGE (out untouched). */
int stats_mean(double sum, double sumsq, uint64_t n, double conf, stats_ci *out);

#endif
