/* omp.h - the single-threaded OpenMP of the WebAssembly build (scripts/web).
 *
 * The page's talon runs in one Web Worker, one thread: every `#pragma omp`
 * is ignored (no -fopenmp) and these stand for the few runtime calls the
 * sources make.  Results do not depend on the thread count (DESIGN.md,
 * principle 3: fixed blocks, one PCG stream per block), so a single thread
 * gives the native figures digit for digit.
 */
#ifndef TALON_WEB_OMP_H
#define TALON_WEB_OMP_H
#include <time.h>

typedef int omp_lock_t;
static inline int omp_get_max_threads(void) { return 1; }
static inline int omp_get_num_procs(void) { return 1; }
static inline int omp_get_thread_num(void) { return 0; }
static inline int omp_in_parallel(void) { return 0; }
static inline void omp_init_lock(omp_lock_t *l) { *l = 0; }
static inline void omp_destroy_lock(omp_lock_t *l) { (void)l; }
static inline void omp_set_lock(omp_lock_t *l) { *l = 1; }
static inline void omp_unset_lock(omp_lock_t *l) { *l = 0; }
/* Wall-clock seconds from a monotonic clock (WASI clock_time_get). */
static inline double omp_get_wtime(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}
#endif
