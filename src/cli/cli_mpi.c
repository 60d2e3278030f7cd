/* cli_mpi.c - talon as one rank of an MPI job: mpirun -n N talon ...
 *
 * Every rank runs the whole command on the same arguments.  mc_run spreads
 * each Monte Carlo run over the ranks and gives every rank the same total
 * (mc.h, "MPI"), so every rank builds the same tables, meets the same errors
 * and exits with the same status.  Only rank 0 shows anything: the other
 * ranks' stdout goes to /dev/null, and their stderr to a temporary file that
 * is shown only if the rank ends with another status than rank 0 (a failure
 * of that rank alone, which rank 0's message would not explain).
 *
 * Exit.  Whatever way a rank ends (return from main, or exit() from a usage
 * error, a failure or Ctrl-C: cli_usage_error, cli_fail, cli_mc_done), the
 * on_exit handler meets the other ranks in mc_mpi_end and finalises MPI.
 * A rank ending with a non-zero status while the others still compute (a
 * failure on that rank alone) waits MC_MPI_END_WAIT seconds at most, then
 * shows its stderr and aborts the job: no rank is left hanging.
 *
 * MPI is initialised only when a launcher started the process (it sets
 * OMPI_COMM_WORLD_SIZE for Open MPI's mpirun, PMIX_RANK for PMIx launchers
 * such as srun --mpi=pmix, PMI_RANK / PMI_SIZE for PMI ones such as MPICH's
 * hydra or srun --mpi=pmi2): started from a shell, an MPI build of talon
 * starts as fast as a plain one (an MPI singleton start costs ~0.3 s).  A
 * talon started by a rank (talon tables runs its tables as child
 * processes) inherits those variables but is no rank: a rank sets
 * TALON_MPI_RANK_PID, and a process that finds it set leaves MPI alone.
 */
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "cli.h"
#include "cli_mpi.h"
#include "err.h"
#include "mc.h"

static int g_err_fd = -1;   /* ranks other than 0: the real stderr, kept aside */
static FILE *g_err_tmp;     /* ranks other than 0: where stderr goes meanwhile */

static bool launched_by_mpi(void)
{
    static const char *const VARS[] = {"OMPI_COMM_WORLD_SIZE", "PMIX_RANK", "PMI_RANK", "PMI_SIZE"};
    if (getenv("TALON_MPI_RANK_PID"))
        return false;   /* a child of a rank */
    for (size_t i = 0; i < sizeof VARS / sizeof VARS[0]; i++)
        if (getenv(VARS[i]))
            return true;
    return false;
}

/* Copy what this rank wrote to stderr to the real stderr, and restore it. */
static void show_stderr(void)
{
    if (g_err_fd < 0)
        return;
    fflush(stderr);
    char buf[4096];
    off_t at = 0;
    ssize_t n;
    /* pread: fd 2 and g_err_tmp share one file offset, now at the end. */
    while ((n = pread(fileno(g_err_tmp), buf, sizeof buf, at)) > 0) {
        if (write(g_err_fd, buf, (size_t)n) != n)
            break;
        at += n;
    }
    dup2(g_err_fd, STDERR_FILENO);
    close(g_err_fd);
    g_err_fd = -1;
}

static void at_exit(int status, void *arg)
{
    (void)arg;
    fflush(stdout);
    fflush(stderr);
    int status0;
    if (mc_mpi_end(status, &status0) != TALON_OK) {
        show_stderr();
        fprintf(stderr, "talon: rank %d failed alone (status %d): aborting the MPI job\n", mc_mpi_rank(), status);
        mc_mpi_abort(status);
    }
    if (status != status0)
        show_stderr();
}

void cli_mpi_begin(void)
{
    if (!mc_mpi_built() || !launched_by_mpi())
        return;
    if (mc_mpi_init() != TALON_OK)
        cli_fail("cannot initialise MPI");
    char pid[32];
    snprintf(pid, sizeof pid, "%ld", (long)getpid());
    setenv("TALON_MPI_RANK_PID", pid, 1);
    if (mc_mpi_rank() != 0) {
        int null = open("/dev/null", O_WRONLY);
        if (null >= 0) {
            dup2(null, STDOUT_FILENO);
            close(null);
        }
        g_err_tmp = tmpfile();
        if (g_err_tmp && (g_err_fd = dup(STDERR_FILENO)) >= 0)
            dup2(fileno(g_err_tmp), STDERR_FILENO);
    }
    on_exit(at_exit, NULL);
}
