# talon eval: categories, the five that play, showdowns, notations, rules.
. "$(dirname "$0")/lib.bash"

run eval Ks2dQd9hTc
expect_rc 0
expect_out_line "KsQdTc9h2d*High card*"
expect_err_empty

# The article's French example is the same hand.
run eval Rp2kDk9c10t --lang fr
expect_rc 0
expect_out_line "Rp*Carte haute*"

# Orderings from the sources.
run eval AhJd8s7c5h Ah10d8s7c5d
expect_out_has "hand 1 wins"
run eval KsQdJc8h7s KhQcJd8s5h
expect_out_has "hand 1 wins"
run eval AsAhAdKs9c AcAhAdKh10s
expect_rc 2   # the ace of hearts is in both hands
run eval AsAhAdKsTc AcKhKdKc9s
expect_out_has "hand 1 wins"
run eval AsKsQsJsTs AhKhQhJhTh
expect_out_has "the hands tie"

# Wheel and the 32-card low ace.
run eval As2d3h4c5s
expect_out_line "*Straight*"
run eval As2d3h4c5s --ace-low off
expect_out_line "*High card*"
run eval Ac7d8h9sTc --deck 32 --ace-low on
expect_out_line "*Straight*"
run eval Ac7d8h9sTc --deck 32 --ace-low off
expect_out_line "*High card*"

# Orders: flush vs full swap under flush-over-full.
run eval 2h5h7h9hJh KsKdKc3s3d
expect_out_has "hand 2 wins"
run eval 2h5h7h9hJh KsKdKc3s3d --order flush-over-full
expect_out_has "hand 1 wins"
# archaic: trips beat a straight, quads beat a straight flush.
run eval 5s6d7h8c9s 2s2d2hKcQs --order archaic
expect_out_has "hand 2 wins"
run eval 5s6s7s8s9s 2s2d2h2cQs --order archaic
expect_out_has "hand 2 wins"

# Seven cards: the five that play.
run eval AsKsQsJs2s2d2h
expect_out_line "*AsKsQsJs2s*Flush*"
run eval AsKsQsJs2s2d2h --order flush-over-full --format csv
expect_out_has "hand,plays,category,value"
expect_out_has ",flush,"

# Formats.
run eval Ks2dQd9hTc --format json
expect_out_has '"category": "high_card"'
run eval Ks2dQd9hTc --format md
expect_out_has "| Hand |"
finish
