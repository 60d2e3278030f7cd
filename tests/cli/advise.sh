# talon advise: the spots of issue 16 on a small heads-up solution, and
# every bad input as one line on stderr, exit 2, nothing on stdout.
. "$(dirname "$0")/lib.bash"

# A real strategy file, solved here (a short run: the checks hold for any).
"$TALON" solve --players 2 --deck 32 --iterations 300 --trials 256 --seed 1 --out "$tmp/s2.txt" >/dev/null 2>&1 ||
    { echo "FAIL: talon solve could not write the test's strategy file"; exit 1; }
S=(--players 2 --deck 32 --solution "$tmp/s2.txt" --trials 2000)

# The first speaker: check, open half pot, open pot, each with its EV.
run advise KhKd9s8c7h "${S[@]}" --position 1
expect_rc 0
expect_out_line "At position 1 of 2 at 32 cards, KhKd9s8c7h *; open * is worth * antes \[*, *\] against *"
expect_out_line "check *c *%*\[*, *\]*2 000"
expect_out_line "open 0.5 *o0.5 *%*"
expect_out_line "open 1 *o1 *%*"
expect_out_has "information set: seat 1 round 1 pair K |"

# Facing a pot opening: fold is worth exactly minus his ante.
run advise AsAhAdKc7s "${S[@]}" --position 2 --history o1 --format csv
expect_rc 0
expect_out_line "game,action,code,frequency,ev,ci_low,ci_high,deals,headline"
expect_out_line "file,fold,f,*,-1,-1,-1,*"
expect_out_line "file,raise 1,r1,*"

# Round 2: HAND is the final hand; French cards.
run advise ApAcAkAt7p "${S[@]}" --position 2 --history c,o1,=,d3,d2,c
expect_rc 0
expect_out_has "final hand, bucket: bucket 8/8"
expect_out_line "bet 1 *b1 *"

# The draw counts apart: the same spot.
run advise ApAcAkAt7p "${S[@]}" --position 2 --history c,o1,=,c --drawn 3,2
expect_rc 0
expect_out_has "history c,o1,=,c, drawn 3,2"
expect_out_has "final hand, bucket: bucket 8/8"

# json and md render; the same bits at 1 and 2 threads.
run advise KhKd9s8c7h "${S[@]}" --position 1 --format json --threads 1
expect_rc 0
one=$out
run advise KhKd9s8c7h "${S[@]}" --position 1 --format json --threads 2
[ "$out" = "$one" ] && ok || ko "--threads 2 differs from --threads 1"
run advise KhKd9s8c7h "${S[@]}" --position 1 --format md
expect_rc 0
expect_out_line "| check *"

# Bad input.
usage_error advise KhKd9s8c7h "${S[@]}" --position 1 --model article
expect_err_line "talon: --model must be equilibrium (a solved strategy file), not 'article'"
usage_error advise KhKd9s8c7h --players 2 --deck 32 --position 1 --solution "$tmp/none.txt"
expect_err_line "talon: cannot read $tmp/none.txt: *"
usage_error advise KhKd9s8c7h --players 3 --deck 32 --position 1 --solution "/nonexistent/x.txt"
usage_error advise KhKd9s8c7h --players 3 --deck 32 --position 1 --solution "$tmp/s2.txt"
expect_err_line "talon: $tmp/s2.txt was solved for another game: *"
usage_error advise Kh2d9s8c7h "${S[@]}" --position 1
expect_err_line "talon: hand 'Kh2d9s8c7h': card 2d is not in the deck of 32 cards (7..A)"
usage_error advise KhKh9s8c7h "${S[@]}" --position 1
expect_err_line "talon: hand 'KhKh9s8c7h': duplicated card at character 3 *"
usage_error advise KhKd9s8c "${S[@]}" --position 1
expect_err_line "talon: hand 'KhKd9s8c' has 4 cards: give 5 cards"
usage_error advise KhKd9s8c7h "${S[@]}" --position 0
expect_err_line "talon: --position must be between 1 and 10, not '0'"
usage_error advise KhKd9s8c7h "${S[@]}" --position 3
expect_err_line "talon: --position 3 is outside 1..2"
usage_error advise KhKd9s8c7h "${S[@]}"
expect_err_line "talon: advise needs --position K *"
usage_error advise KhKd9s8c7h --deck 32 --position 1
expect_err_line "talon: advise needs --players P *"
usage_error advise KhKd9s8c7h "${S[@]}" --position 1 --history c,o2
expect_err_line "talon: history: action 2 'o2': no open size 2 (sizes: 0.5, 1)"
usage_error advise KhKd9s8c7h "${S[@]}" --position 1 --history o1,c
expect_err_line "talon: history: action 2 'c' is not legal here: position 2 may play f, =, r1"
usage_error advise KhKd9s8c7h "${S[@]}" --position 1 --history c
expect_err_line "talon: history: after it position 2 speaks, not position 1"
usage_error advise KhKd9s8c7h "${S[@]}" --position 2
expect_err_line "talon: history: none given, so position 1 speaks, not position 2 (give the actions before his turn, e.g. --history c)"
usage_error advise KhKd9s8c7h "${S[@]}" --position 1 --history c,c
expect_err_line "talon: history: the deal is over after it: nobody acts"
usage_error advise KhKd9s8c7h "${S[@]}" --position 2 --history c,o1 --drawn 3,2
expect_err_line "talon: drawn: the history does not reach the draw (the betting of round 1 is not over)"
usage_error advise KhKd9s8c7h "${S[@]}" --position 2 --history c,o1,=,d3 --drawn 3,2
expect_err_line "talon: history: action 4 'd3': the draw counts are given by --drawn, not in the history"
# An empty action (issue 24): refused by name, not read as the history without it.
usage_error advise KhKd9s8c7h "${S[@]}" --position 2 --history c,,c
expect_err_line "talon: history: action 2 is empty (two commas with nothing between)"
usage_error advise KhKd9s8c7h "${S[@]}" --position 2 --history ,c
expect_err_line "talon: history: action 1 is empty (a comma at the start)"
usage_error advise KhKd9s8c7h "${S[@]}" --position 1 --history c,o1,
expect_err_line "talon: history: action 3 is empty (a comma at the end)"
usage_error advise KhKd9s8c7h "${S[@]}" --position 2 --history c,o1,=,c --drawn 3,,2
expect_err_line "talon: drawn: count 2 is empty (two commas with nothing between)"

# --quiet: the answer alone; --lang fr: French words; JSON fields (issue 18).
S=strategies/solved/check-2p-32-pot.tsf
run advise KhKd9s8c7h --players 2 --deck 32 --position 1 --solution "$SRC/$S" --trials 500 --quiet
expect_rc 0
[ "$(wc -l <"$tmp/out")" = 1 ] && ok || ko "--quiet is not one line"
expect_out_line "At position 1 of 2 at 32 cards, KhKd9s8c7h *"
run advise KhKd9s8c7h --players 2 --deck 32 --position 1 --solution "$SRC/$S" --trials 500 --lang fr
expect_rc 0
expect_out_line "En position 1 sur 2 à 32 cartes, KhKd9s8c7h *vaut*"
expect_out_line "Action*Fréquence*Espérance (antes)*"
expect_out_has "situation: tour d'enchères 1 (avant l'écart)"
run advise KhKd9s8c7h --players 2 --deck 32 --position 1 --solution "$SRC/$S" --trials 500 --format json
expect_rc 0
expect_out_has '"conventions": {"deck": 32, "ace_low": true, "order": "modern"}, "players": 2, "position": 1'
expect_out_has '"exact": false, "trials": 500, "seed": 1, "ci_level": 0.95'
usage_error advise KhKd9s8c7h --players 2 --deck all --position 1
expect_err_line "talon: --deck all does not fit 'advise': *"
usage_error advise KhKd9s8c7h --players 2 --deck 32 --position 1 --solution "$SRC/$S" --quiet --format csv

# Quads or better never fold (issue 26): a copy of the heads-up pot file
# whose quads set (quads have a bucket of their own there) and top strength
# bucket (full houses, flushes, straights) fold 0.1% of the time here (the
# shipped files never fold quads, nor the top 1% to a single bet: talon
# strategy convert --never); with quads advise moves the fold to the call
# and says so, with a full house it keeps the file's fold.
QUADS='seat 2 round 2 quads (served pair T) | o1,= | d2,d3 | c,o1,r1'
TOP='seat 2 round 2 bucket 32/32 (served pair T) | o1,= | d2,d3 | c,o1,r1'
"$TALON" strategy show "$SRC/strategies/solved/draw-2p-32-pot.tsf" |
    awk -F'\t' -v OFS='\t' -v q="$QUADS" -v t="$TOP" '$NF == q || $NF == t { $3 = "0.001 0.999"; n++ } { print } END { exit n != 2 }' >"$tmp/fold.txt"
found=$?
desc="the copy folds at two sets"
[ "$found" = 0 ] && ok || ko "the sets were not found once each"
run advise ThTcTsTdAh --players 2 --position 2 --history o1,=,d2,d3,c,o1,r1 --served ThTc7s8dQh --trials 500 --solution "$tmp/fold.txt"
expect_rc 0
expect_out_line "*AhTsThTdTc calls 100%*"
expect_out_line "  information set: seat 2 round 2 quads (served pair T)*"
expect_out_line "  quads: the file folds 0.1% at this set; quads or better never fold*"
expect_out_line "fold *0.000%*"
# a weaker hand keeps the file's fold
run advise ThTcTsAhAd --players 2 --position 2 --history o1,=,d2,d3,c,o1,r1 --served ThTc7s8dQh --trials 500 --solution "$tmp/fold.txt"
expect_rc 0
expect_out_line "  information set: seat 2 round 2 bucket 32/32 (served pair T)*"
desc="a full house keeps the fold"
grep -q "quads:" "$tmp/out" && ko "the quads note on a full house" || ok
expect_out_line "fold *0.1*%*"

finish
