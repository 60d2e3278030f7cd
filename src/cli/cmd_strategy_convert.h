/* cmd_strategy_convert.h - `talon strategy convert` (cmd_strategy_convert.c),
 * and what the other subcommands (cmd_strategy.c) use of it: reading a
 * strategy file or exiting with its one-line error, a file's size. */
#ifndef TALON_CMD_STRATEGY_CONVERT_H
#define TALON_CMD_STRATEGY_CONVERT_H

#include <stdint.h>

#include "cli.h"
#include "stratfile.h"

/* strat_read, or exit: status 2 with why (1 when out of memory). */
strat_data *strategy_read_or_exit(const char *path, unsigned what);
/* The size of path in bytes (0 when it cannot be read). */
uint64_t strategy_file_size(const char *path);
/* talon strategy convert FILE (path: FILE resolved). */
void strategy_convert(const cli_opts *o, const char *path);

#endif
