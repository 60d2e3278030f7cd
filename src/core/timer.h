/* timer.h - a monotonic clock in seconds, for the timings that the CLI and
 * the benchmarks print (never for results: nothing computed depends on it).
 *
 * Usage:
 *     double t0 = timer_now();
 *     work();
 *     double seconds = timer_now() - t0;
 *
 * CLOCK_MONOTONIC: it never jumps when the wall clock is set, so a
 * difference of two readings is an elapsed time.  Thread-safe.
 */
#ifndef TALON_TIMER_H
#define TALON_TIMER_H

#include <time.h>

/* Seconds since an arbitrary fixed point (only differences mean anything). */
static inline double timer_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

#endif
