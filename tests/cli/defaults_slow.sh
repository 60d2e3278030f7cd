# The rows of tests/cli/defaults.sh marked slow (runs of a second or more:
# the default trial counts, talon stud, the article decks of atleast):
# ctest cli_defaults_slow, label slow.
TALON_DEFAULTS_ROWS=slow . "$(dirname "$0")/defaults.sh"
