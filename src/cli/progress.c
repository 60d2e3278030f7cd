/* progress.c - the Monte Carlo progress bar and Ctrl-C for the CLI.
 *
 * The bar is drawn on stderr only when stderr is a terminal and the run has
 * lasted over a second: rate and estimated time left, redrawn at most ten
 * times a second (the engine throttles its calls).  SIGINT raises a flag
 * the engine polls between blocks; the command then prints nothing and
 * exits 130, so an interrupted run never looks like a finished one.  A
 * block normally takes milliseconds, but one can take minutes (hold'em
 * ranges that almost never fit, drawn again and again): so the first SIGINT
 * also sets an alarm, and if the run has not stopped CANCEL_GRACE seconds
 * later the alarm handler says "interrupted" and leaves with _exit(130)
 * (async-signal-safe; nothing is printed on stdout before a run ends).  Not
 * under MPI, where the ranks stop together at a chunk end and every exit
 * meets the others (cli_mpi.c).  Outside a run (cli_mc_done restores it),
 * SIGINT does what it did before the run: by default, end the process.
 */
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>

#include "cli.h"
#include "err.h"
#include "timer.h"

/* Seconds between Ctrl-C and the forced exit of a run that has not stopped. */
#define CANCEL_GRACE 1

static volatile int g_cancel;            /* set by the SIGINT handler only */
static double g_start;   /* timer_now() when the run began */
static volatile sig_atomic_t g_drawn;
static volatile sig_atomic_t g_grace;    /* 1: the first SIGINT arms the alarm */
static struct sigaction g_old_int;       /* SIGINT's disposition before the run */
static bool g_installed;                 /* on_sigint is SIGINT's handler */

static void on_alarm(int sig)
{
    (void)sig;
    static const char erase[] = "\r\033[K", msg[] = "talon: interrupted\n";
    ssize_t w = 0;
    if (g_drawn)
        w = write(STDERR_FILENO, erase, sizeof erase - 1);
    w = write(STDERR_FILENO, msg, sizeof msg - 1);
    (void)w;
    _exit(130);
}

static void on_sigint(int sig)
{
    (void)sig;
    g_cancel = 1;
    if (g_grace) {
        g_grace = 0;
        alarm(CANCEL_GRACE);
    }
}

static double elapsed(void)
{
    return timer_now() - g_start;
}

static void draw(uint64_t done, uint64_t total, void *arg)
{
    (void)arg;
    if (done == 0) {   /* a new phase (talon solve --algo vector: the model's deals, then the iterations) */
        g_start = timer_now();
        return;
    }
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
    g_start = timer_now();
    g_drawn = 0;
    struct sigaction sa = {0};
    sigemptyset(&sa.sa_mask);
    sa.sa_handler = on_alarm;
    sigaction(SIGALRM, &sa, NULL);
    g_grace = mc_mpi_size() == 1;
    sa.sa_handler = on_sigint;
    sigaction(SIGINT, &sa, g_installed ? NULL : &g_old_int);
    g_installed = true;
}

void cli_mc_done(int rc)
{
    alarm(0);   /* the run has stopped: no forced exit */
    g_grace = 0;
    if (g_installed) {
        sigaction(SIGINT, &g_old_int, NULL);
        g_installed = false;
    }
    if (g_drawn) {
        fputs("\r\033[K", stderr);   /* erase the bar */
        g_drawn = 0;
    }
    /* Ctrl-C after the run's last block was handed out: still an interrupt
     * (with MPI the ranks must agree, so only what the run returned counts). */
    if (rc == TALON_OK && g_cancel && mc_mpi_size() == 1)
        rc = TALON_E_CANCEL;
    if (rc == TALON_E_CANCEL) {
        fputs("talon: interrupted\n", stderr);
        exit(130);
    }
    if (rc != TALON_OK)
        cli_fail("Monte Carlo run failed: %s", err_str(rc));
}
