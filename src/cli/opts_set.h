/* opts_set.h - each option's value checked and stored, in opts_set.c. */
#ifndef TALON_OPTS_SET_H
#define TALON_OPTS_SET_H

#include "cli.h"

/* Store option `name` of command cmd with value v (NULL-free; "" for a
 * flag) into o, after checking it completely; exits with a usage error on
 * a bad value.  A name no group knows is ignored: cli_parse only passes the
 * command's options. */
void cli_opts_set(const cli_command *cmd, cli_opts *o, const char *name, const char *v);

#endif
