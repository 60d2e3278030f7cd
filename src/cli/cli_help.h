/* cli_help.h - the help text of each command (talon CMD --help, after the
 * generated options list), one constant a command, in cli_help_*.c by
 * group; main.c puts each in its row of the command table. */
#ifndef TALON_CLI_HELP_H
#define TALON_CLI_HELP_H

extern const char CLI_HELP_EVAL[];
extern const char CLI_HELP_FREQ[];
extern const char CLI_HELP_ATLEAST[];
extern const char CLI_HELP_BEST[];
extern const char CLI_HELP_DRAWN[];
extern const char CLI_HELP_EQUITY[];
extern const char CLI_HELP_OPEN[];
extern const char CLI_HELP_CALL[];
extern const char CLI_HELP_SOLVE[];
extern const char CLI_HELP_STRATEGY[];
extern const char CLI_HELP_DUEL[];
extern const char CLI_HELP_ADVISE[];
extern const char CLI_HELP_POTS[];
extern const char CLI_HELP_STUD[];
extern const char CLI_HELP_HOLDEM[];
extern const char CLI_HELP_BLUFF[];
extern const char CLI_HELP_BENCH[];
extern const char CLI_HELP_TABLES[];

#endif
