# talon atleast: the article's five columns, both conventions, formats, flags.
. "$(dirname "$0")/lib.bash"

# Default: the article's decks 52, 48, 44, 40, 32, ace-low on.
run atleast
expect_rc 0
expect_err_empty
expect_out_has "Hands better than…, 52 cards (2..A)"
expect_out_has "Hands better than…, 32 cards (7..A)"
expect_out_line "Three of a kind*0.7586%*0.7%*"
expect_out_line "Pair of aces*14.736%*14.4%*DIFFERS*"
expect_out_has "this column truncated"
expect_out_has "this column rounded"
expect_out_has "open-ended: 7-8-9-10 to 10-J-Q-K"
expect_out_has "a pair holding one counts as a draw"
expect_out_has "differs: 14 of 16 cells"
n=$(grep -c '^Hands better than' "$tmp/out")
desc="talon atleast: five tables"
[ "$n" = 5 ] && ok || ko "expected 5 tables, got $n"

# 32 cards, ace-low off: trips agrees, two pair is flagged with the article's
# own inconsistency (its two-pair and trips rows differ by 5.9 points).
run atleast --decks 32 --ace-low off
expect_rc 0
expect_out_has "ace-low: off (A-7-8-9-10 is not a straight)"
expect_out_has "open-ended: 8-9-10-J to 10-J-Q-K"
expect_out_line "Three of a kind*2.916%*2.9%*+0.02*"
expect_out_line "Two pair*8.255%*8.8%*DIFFERS*article inconsistent*5.339%*ace-low on gives 8.762%, which fits"
expect_out_line "Draw*20.269%*20.8%*DIFFERS*ace-low on gives 20.775%, which fits"
expect_out_line "Pair of sevens*71.605%*72.2%*DIFFERS*"
expect_out_has "uniform 5.900 points per rank"

# French names.
run atleast --decks 32 --lang fr
expect_out_has "Jeux ayant plus que…"
expect_out_line "Brelan*3.422%*2.9%*DIFFÈRE*article incohérent*"
# --lang fr is whole: notes and headings too (issue 18)
expect_out_has "Jeux ayant plus que…, 32 cartes (7..A)"
expect_out_line "  méthode: exacte*"
expect_out_line "  as bas: oui (A-7-8-9-10 est une quinte)"
expect_out_line "Plus que*Probabilité*Article*Écart (points)*Signal*Raison"
case "$out" in *"method:"*) ko "stdout has English 'method:'" ;; *) ok ;; esac
case "$out" in *"Reason"*) ko "stdout has English 'Reason'" ;; *) ok ;; esac

expect_out_line "Double paire*8.762%*8.8%*"
expect_out_line "Tirage*20.775%*20.8%*"
expect_out_line "Paire de rois*37.198%*36.8%*"
expect_out_line "Paire d'as*"

# CSV: exactly five columns, fractions, one header, article as printed.
run atleast --format csv
expect_rc 0
expect_out_line "deck,ace_low,threshold,probability,article"
expect_out_line "52,true,trips,0.0075861113676239725,0.007"   # 19 716 / 2 598 960
expect_out_line "52,true,AA,0.14736356080893895,0.144"
expect_out_line "32,true,two-pair,0.08761719370729382,0.088"   # shortest round-trip digits (issue 24)
expect_out_line "48,true,33,*,0.544"
n=$(grep -c '^[0-9]' "$tmp/out")
desc="talon atleast --format csv: rows"
[ "$n" = 69 ] && ok || ko "expected 69 csv rows (16+15+14+13+11), got $n"
desc="talon atleast --format csv: no pair rank outside its deck"
grep -q '^32,true,66,' "$tmp/out" && ko "a 32-card deck has no sixes" || ok
desc="talon atleast --format csv: five fields per row"
awk -F, 'NF != 5 { bad = 1 } END { exit bad }' "$tmp/out" && ok || ko "a row without five fields"

# A deck the article does not print: no article cells, a note saying so.
run atleast --deck 36 --ace-low off --format csv
expect_out_line "36,false,trips,*,"
run atleast --deck 36
expect_out_has "the article has no 36-card column"
run atleast --deck 20 --ace-low on
expect_out_has "open-ended: none in this deck"

# The archaic order puts the straight below trips: fewer hands beat trips.
run atleast --decks 52 --order archaic --format csv
expect_out_line "52,true,trips,0.003*"

# JSON carries the flag and the reason.
run atleast --decks 32 --format json
expect_out_has '"differs": "DIFFERS"'
expect_out_has '"reason": "article inconsistent'

run atleast --decks 40 --format md
expect_out_has "| Better than |"

usage_error atleast extra
usage_error atleast --decks 33
usage_error atleast --decks 52,52
usage_error atleast --trials 10
# --deck and --decks together: refused, whichever comes first (the later used to win silently)
run atleast --deck 32 --decks 40
expect_rc 2
expect_out_empty
expect_err_line "talon: --deck and --decks both given: give one *"
usage_error atleast --decks 40 --deck all
# JSON: the conventions and the method as fields a program reads
run atleast --decks 32 --format json
expect_rc 0
expect_out_has '"conventions": {"deck": 32, "ace_low": true, "order": "modern"}'
expect_out_has '"exact": true'

finish
