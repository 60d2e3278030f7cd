/* gsl/gsl_cdf.h - the one GSL function talon calls, for the WebAssembly build
 * (scripts/web), where Debian has no GSL.  gsl_cdf.c computes it with the
 * same published algorithm GSL uses (Wichura's AS 241, PPND16), the same
 * coefficients and the same order of operations, so every confidence
 * interval matches the native build's to the bit; tests/web checks a grid of
 * arguments against the native GSL (scripts/web --check-shims).
 */
#ifndef TALON_WEB_GSL_CDF_H
#define TALON_WEB_GSL_CDF_H
double gsl_cdf_ugaussian_Pinv(double P);
#endif
