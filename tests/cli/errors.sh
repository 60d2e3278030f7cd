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
# Bytes that are not UTF-8, and control characters, quoted as \xNN escapes,
# never raw (issue 24); valid UTF-8 (accents) as it is.
usage_error eval $'\xff\xfeKs'
expect_err_line "talon: hand '\\\\xff\\\\xfeKs': malformed card at character 1 ('\\\\xff\\\\xfeKs')"
usage_error eval $'As\e[31mKd\xc2\x9b'
expect_err_line "talon: hand 'As\\\\x1b\\[31mKd\\\\xc2\\\\x9b'*"
usage_error eval $'\xed\xa0\x80Ks'    # a surrogate: not UTF-8
expect_err_line "talon: hand '\\\\xed\\\\xa0\\\\x80Ks'*"
usage_error eval 'Rp2kDk9c10é'
expect_err_line "talon: hand 'Rp2kDk9c10é': malformed card at character 9 ('10é')"
usage_error freq --deck all --trials 0
usage_error freq --trials -5
usage_error freq --trials 99999999999999999999999
usage_error freq --trials abc
usage_error freq --seed 3              # a seed without trials
usage_error freq extra
usage_error freq --deck 33
usage_error atleast --decks 52,         # an empty item in a list
usage_error atleast --decks ,52
usage_error atleast --decks 52,,48
usage_error best KK --players 4 --strategy nosuch   # no such preset, nor file
usage_error best KK --players 4 --after-draw off --strategy standard   # a strategy with no draw
usage_error best KK --players 4 --after-draw off --camouflage on
usage_error best KK --players 4 --after-draw maybe
usage_error best KK --players 4 --after-draw=maybe

# Where a card list goes wrong: the character's position and what follows.
run eval Kx2dQd9hTc
expect_rc 2
expect_err_line "talon: hand 'Kx2dQd9hTc': malformed card at character 1 ('Kx2dQd9hTc')"
run eval 2c3c4c5c6cAsAs
expect_rc 2
expect_err_line "talon: hand '2c3c4c5c6cAsAs': duplicated card at character 13 ('As')"

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
