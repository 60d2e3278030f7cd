/* gsl_cdf.c - the inverse of the standard normal distribution function for
 * the WebAssembly build (include/gsl/gsl_cdf.h says why).
 *
 * Wichura, M. J. (1988), Algorithm AS 241: The Percentage Points of the
 * Normal Distribution, Applied Statistics 37, 477-484: three rational
 * approximations of degree 7/7 (PPND16, about 16 digits), chosen by the
 * distance of p from 1/2.  Each polynomial is evaluated by Horner's rule from
 * the highest coefficient down, numerator and denominator apart, then divided:
 * the order GSL follows, which is what makes the last bit agree.
 */
#include <math.h>
#include "gsl/gsl_cdf.h"

/* The central region, |p - 1/2| <= 0.425, in r = 0.180625 - q^2. */
static const double CENTRAL_NUM[8] = {
    3.387132872796366608, 133.14166789178437745, 1971.5909503065514427, 13731.693765509461125,
    45921.953931549871457, 67265.770927008700853, 33430.575583588128105, 2509.0809287301226727};
static const double CENTRAL_DEN[8] = {
    1.0, 42.313330701600911252, 687.1870074920579083, 5394.1960214247511077,
    21213.794301586595867, 39307.89580009271061, 28729.085735721942674, 5226.495278852854561};
/* The intermediate region, s = sqrt(-log(min(p, 1-p))) <= 5, in s - 1.6. */
static const double MIDDLE_NUM[8] = {
    1.42343711074968357734, 4.6303378461565452959, 5.7694972214606914055, 3.64784832476320460504,
    1.27045825245236838258, 0.24178072517745061177, 0.0227238449892691845833, 7.7454501427834140764e-4};
static const double MIDDLE_DEN[8] = {
    1.0, 2.05319162663775882187, 1.6763848301838038494, 0.68976733498510000455,
    0.14810397642748007459, 0.0151986665636164571966, 5.475938084995344946e-4, 1.05075007164441684324e-9};
/* The tails, s > 5, in s - 5. */
static const double TAIL_NUM[8] = {
    6.6579046435011037772, 5.4637849111641143699, 1.7848265399172913358, 0.29656057182850489123,
    0.026532189526576123093, 0.0012426609473880784386, 2.71155556874348757815e-5, 2.01033439929228813265e-7};
static const double TAIL_DEN[8] = {
    1.0, 0.59983220655588793769, 0.13692988092273580531, 0.0148753612908506148525,
    7.868691311456132591e-4, 1.8463183175100546818e-5, 1.4215117583164458887e-7, 2.04426310338993978564e-15};

/* num(x) / den(x), both of degree 7, by Horner's rule from the top. */
static double ratio7(const double num[8], const double den[8], double x)
{
    double n = num[7], d = den[7];
    for (int i = 6; i >= 0; i--)
        n = x * n + num[i];
    for (int i = 6; i >= 0; i--)
        d = x * d + den[i];
    return n / d;
}

double gsl_cdf_ugaussian_Pinv(double p)
{
    if (p == 1.0)
        return INFINITY;
    if (p == 0.0)
        return -INFINITY;
    double q = p - 0.5;
    if (fabs(q) <= 0.425)
        return q * ratio7(CENTRAL_NUM, CENTRAL_DEN, 0.180625 - q * q);
    double s = sqrt(-log(p < 0.5 ? p : 1.0 - p));
    double x = s <= 5.0 ? ratio7(MIDDLE_NUM, MIDDLE_DEN, s - 1.6) : ratio7(TAIL_NUM, TAIL_DEN, s - 5.0);
    return p < 0.5 ? -x : x;
}
