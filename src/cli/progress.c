/* progress.c - the Monte Carlo progress bar and Ctrl-C for the CLI.
 *
 * The bar is drawn on stderr only when stderr is a terminal and the run has
 * lasted over a second: rate and estimated time left, redrawn at most ten
 * times a second (the engine throttles its calls).  SIGINT raises a flag
 * the engine polls between blocks; the command then prints nothing and
 * exits 130, so an interrupted run never looks like a finished one.
 */
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>

#include "cli.h"
#include "err.h"

static volatile int g_cancel;            /* set by the SIGINT handler only */
static struct timespec g_start;
static int g_drawn;

static void on_sigint(int sig)
{
    (void)sig;
    g_cancel = 1;
}

static double elapsed(void)
{
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (double)(now.tv_sec - g_start.tv_sec) + 1e-9 * (double)(now.tv_nsec - g_start.tv_nsec);
}

static void draw(uint64_t done, uint64_t total, void *arg)
{
    (void)arg;
    double t = elapsed();
    if (t < 1.0 || total == 0)
        return;
    double frac = (double)done / (double)total, rate = (double)done / t;
    double left = rate > 0 ? (double)(total - done) / rate : 0;
    char bar[31];
    int fill = (int)(frac * 30);
    for (int i = 0; i < 30; i++)
        bar[i] = i < fill ? '#' : '.';
    bar[30] = 0;
    fprintf(stderr, "\r[%s] %5.1f%%  %.3g trials/s  %.0fs left ", bar, 100 * frac, rate, left);
    g_drawn = 1;
}

void cli_mc_config(const cli_opts *o, mc_config *cfg)
{
    mc_config_init(cfg);
    cfg->threads = o->threads;
    cfg->seed = o->seed;
    cfg->trials = o->trials;
    cfg->precision = o->precision;
    cfg->cancel = &g_cancel;
    if (isatty(STDERR_FILENO))
        cfg->progress = draw;
    clock_gettime(CLOCK_MONOTONIC, &g_start);
    g_drawn = 0;
    struct sigaction sa = {0};
    sa.sa_handler = on_sigint;
    sigemptyset(&sa.sa_mask);
    sigaction(SIGINT, &sa, NULL);
}

void cli_mc_done(int rc)
{
    if (g_drawn) {
        fputs("\r\033[K", stderr);   /* erase the bar */
        g_drawn = 0;
    }
    if (rc == TALON_E_CANCEL) {
        fputs("talon: interrupted\n", stderr);
        exit(130);
    }
    if (rc != TALON_OK)
        cli_fail("Monte Carlo run failed: %s", err_str(rc));
}
