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
run eval AhJd8s7c5h Ac10d8h7d5s
expect_out_has "hand 1 wins"
run eval KsQdJc8h7s KhQcJd8s5h
expect_out_has "hand 1 wins"
run eval AsAhAdKs9c AcAhAdKh10s
expect_rc 2   # the aces of hearts and diamonds are in both hands
# A A A K 10 beats A A A K 9: only three aces each fit in one deck twice, so
# compare the values of two separate evaluations.
run eval AsAhAdKsTc --format csv
v1=$(tail -1 "$tmp/out" | cut -d, -f4)
run eval AsAhAdKs9c --format csv
v2=$(tail -1 "$tmp/out" | cut -d, -f4)
desc="A A A K 10 vs A A A K 9 values"
[ "$v1" -gt "$v2" ] && ok || ko "value $v1 should beat $v2"
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
# --lang fr: the title, notes and headings in French too (issue 18), not only the categories.
run eval AsKsQsJsTs 2c2d2h3s3d --lang fr
expect_rc 0
expect_out_line "Abattage"
expect_out_line "  jeu: 52 cartes (2..A)"
expect_out_line "  résultat: la main 1 gagne"
expect_out_line "Main *Joue *Combinaison *Valeur *Résultat"
case "$out" in *Category*) ko "French eval prints the English heading Category" ;; *) ok ;; esac
finish
