# The golden cases tests/cli/golden.sh lists as SLOW (ctest cli_golden_slow,
# label slow): the same comparison, byte for byte.
TALON_GOLDEN_SET=slow exec bash "$(dirname "$0")/golden.sh" "$@"
