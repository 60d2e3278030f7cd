# Bad input: one line on stderr naming the problem, exit 2, nothing on stdout.
. "$(dirname "$0")/lib.bash"

usage_error
usage_error nosuchcommand
usage_error eval
usage_error eval Kx2dQd9hTc            # malformed card
usage_error eval KsKsQd9hTc            # duplicated card
usage_error eval Ks2dQd9h              # four cards
usage_error eval Ks2dQd9hTc8c7c6c      # eight cards
usage_error eval Ks2dQd9hTc --deck 32  # 2d is not in a 32-card deck
expect_err_line "*not in the deck*"
usage_error eval Ks2dQd9hTc --deck 30  # not a multiple of 4
usage_error eval Ks2dQd9hTc --deck 56
usage_error eval Ks2dQd9hTc --bogus
usage_error eval Ks2dQd9hTc --ace-low maybe
usage_error eval Ks2dQd9hTc --order random
usage_error eval Ks2dQd9hTc --format xml
usage_error eval Ks2dQd9hTc --lang de
usage_error eval Ks2dQd9hTc --deck
usage_error eval Ks2dQd9hTc AsAdAhAc2c 3c3d3h3s4c
usage_error eval KsRp2d3d4d            # English and French mixed
usage_error freq --deck all --trials 0
usage_error freq --trials -5
usage_error freq --trials 99999999999999999999999
usage_error freq --trials abc
usage_error freq --seed 3              # a seed without trials
usage_error freq extra
usage_error freq --deck 33

# Help goes to stdout with status 0.
run --help
expect_rc 0
expect_out_has "Commands:"
run freq --help
expect_rc 0
expect_out_has "Usage: talon freq"
run eval -h
expect_rc 0
expect_out_has "Usage: talon eval"
finish
