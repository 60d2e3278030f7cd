# talon freq: the article's two columns, formats, all decks.
. "$(dirname "$0")/lib.bash"

run freq --deck 52 --ace-low on
expect_rc 0
expect_out_line "Straight flush*40*0.001539%*40 (0.00154%)"
expect_out_line "Four of a kind*624*"
expect_out_line "Full house*3 744*"
expect_out_line "Flush*5 108*"
expect_out_line "Straight*10 200*"
expect_out_line "Three of a kind*54 912*"
expect_out_line "Two pair*123 552*"
expect_out_line "Pair*1 098 240*"
expect_out_line "High card*1 302 540*"
expect_out_has "2 598 960"
expect_out_has "exact"
# The article's column, beside ours, only under its conventions.
expect_out_line "High card*1 302 540*1 302 540 (50.117%)"
run freq --deck 52 --ace-low off
desc="no article column without the article's conventions"
case "$out" in *Article*) ko "article column shown" ;; *) ok ;; esac

run freq --deck 32 --ace-low off --lang fr
expect_out_has "Fréquence des mains, 32 cartes (7..A)"
expect_out_line "  méthode: exacte : *"
expect_out_line "  as bas: non (A-7-8-9-10 n'est pas une quinte)"
case "$out" in *"method:"*) ko "stdout has English 'method:'" ;; *) ok ;; esac
expect_out_line "Quinte flush*16*"
expect_out_line "Carré*224*"
expect_out_line "Main pleine*1 344*"
expect_out_line "Couleur*208*"
expect_out_line "Quinte*4 080*"
expect_out_line "Brelan*10 752*"
expect_out_line "Double paire*24 192*"
expect_out_line "Paire*107 520*"
expect_out_line "Carte haute*53 040*"
expect_out_has "201 376"

run freq --deck 32 --ace-low off --format csv
expect_out_line "deck,ace_low,order,category,combinations,total,probability"
expect_out_line "32,false,modern,flush,208,201376,0.00103289*"

run freq --deck all --format csv
expect_rc 0
n=$(grep -c '^[0-9]' "$tmp/out")
[ "$n" = 81 ] && ok || ko "expected 81 csv rows (9 decks x 9 categories), got $n"

run freq --deck 36 --order flush-over-full --format json
expect_out_has '"order": "flush-over-full"'

run freq --deck 52 --format md
expect_out_has "| Category |"
finish
