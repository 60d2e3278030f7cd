/* cli_mpi.h - talon as one rank of an MPI job (cli_mpi.c). */
#ifndef TALON_CLI_MPI_H
#define TALON_CLI_MPI_H

/* Call first thing in main.  In an MPI build started by a launcher (mpirun,
 * mpiexec, srun with PMI/PMIx): initialise MPI, silence every rank but 0,
 * and arrange that every exit (return from main or exit()) meets the other
 * ranks and finalises MPI.  Otherwise (a plain build, or run from a shell)
 * it does nothing.  Exits with status 1 if MPI cannot be initialised. */
void cli_mpi_begin(void);

#endif
