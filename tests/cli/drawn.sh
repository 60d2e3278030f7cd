# talon drawn: the article's "Cartes demandées" tables, exact, beside the article.
. "$(dirname "$0")/lib.bash"

# The pat-hand table at 52 cards: the article's under ace-low off (the default here).
run drawn --deck 52
expect_rc 0
expect_err_empty
expect_out_has "Cards drawn, 52 cards (2..A)"
expect_out_has "ace-low: off"
expect_out_has "strategy: article"
expect_out_line "0 *(asked)*0.6954%*0.7%*"
expect_out_line "0 *Straight *50.797%*50.8%*"
expect_out_line "0 *Flush *28.287%*28.3%*"
expect_out_line "0 *Full house *20.717%*20.7%*"
expect_out_line "0 *Straight flush *0.1992%*0.2%*"
expect_out_line "1 *(asked)*11.575%*11.6%*"
expect_out_line "1 *Pair *14.666%*15.0%*DIFFERS*"
expect_out_line "3 (memo) *Two pair *15.985%*12.7%*DIFFERS*"
expect_out_line "4 (memo) *High card *49.273%*52.5%*DIFFERS*"
expect_out_has "differs: 18 of 35 cells"
expect_out_has "Origins of the final hands, 52 cards"
expect_out_line "Four of a kind *0.000%*18.299%*"

run drawn --deck 32 --lang fr
expect_rc 0
expect_out_has "Cartes demandées, 32 cartes (7..A)"
expect_out_line "  stratégie: article: *"
expect_out_line "  méthode: exacte, un joueur*"
expect_out_line "Cartes*Main finale*Probabilité*Article*Écart (points)*Signal*Raison"
expect_out_line "1 *(demandées)*DIFFÈRE*"
expect_out_has "Origine des mains finales, 32 cartes (7..A)"
case "$out" in *"method:"*) ko "stdout has English 'method:'" ;; *) ok ;; esac
case "$out" in *"memo rows"*) ko "stdout has English 'memo rows'" ;; *) ok ;; esac
expect_out_line "0 *Quinte *72.238%*72.2%*"
expect_out_line "0 *Couleur *3.683%*3.7%*"

# Monte Carlo: the CSV carries the interval as ci_low, ci_high
run drawn --deck 32 --players 4 --trials 2000 --format csv
expect_rc 0
expect_out_line "deck,ace_low,players,cards_drawn,asked,final,probability,ci_low,ci_high,headline"

# ace-low on does not give the article's pat table.
run drawn --deck 52 --ace-low on
expect_out_line "0 *Straight *53.426%*50.8%*DIFFERS*ace-low off: 50.797% (fits)*"

# CSV: exactly the seven columns, every cell, no article.
run drawn --deck 52 --format csv
expect_rc 0
expect_out_line "deck,ace_low,players,cards_drawn,asked,final,probability,headline"
expect_out_line "52,false,1,0,0.0069535*,straight,0.50796*"
expect_out_line "52,false,1,3,0,pair,0.71285*"
n=$(grep -c '^52,' "$tmp/out")
[ "$n" = 45 ] && ok || ko "expected 45 csv rows (5 draws x 9 categories), got $n"
head -1 "$tmp/out" | grep -q 'article\|DIFFERS\|asked,asked' && ko "csv has more than its columns" || ok

run drawn --deck all --format csv
expect_rc 0
n=$(grep -c '^[0-9]' "$tmp/out")
[ "$n" = 405 ] && ok || ko "expected 405 csv rows (9 decks x 45), got $n"

run drawn --format csv
n=$(grep -c '^[0-9]' "$tmp/out")
[ "$n" = 225 ] && ok || ko "expected 225 csv rows (the article's 5 decks), got $n"

run drawn --deck 40 --format json
expect_rc 0
expect_out_has '"final": "straight"'
expect_out_has '"article":'

run drawn --deck 44 --format md
expect_out_has "| Cards |"

# Strategies: presets, camouflage, files.
run drawn --deck 52 --strategy standard
expect_rc 0
expect_out_line "2 *(asked)*2.113%*22.1%*DIFFERS*"
expect_out_line "3 *(asked)*"
# the article's origins of quads: served 10%, from a pair 50%, from trips 40%
expect_out_line "Four of a kind *0.000%*10.612%*0.000%*0.000%*39.738%*49.650%*"
run drawn --deck 52 --strategy standard --camouflage on
expect_out_line "1 *Three of a kind *"
run drawn --deck 52 --strategy "$SRC/strategies/tight.txt"
expect_rc 0
expect_out_has "strategy: tight:"

printf 'pair draw 2\npair keep 6\n' >"$tmp/bad.txt"
usage_error drawn --strategy "$tmp/bad.txt"
expect_err_line "talon: --strategy '*bad.txt': line 2: keep 6: a hand keeps at most 5 cards"
printf 'name x\nflush draw 1\n' >"$tmp/bad2.txt"
usage_error drawn --strategy "$tmp/bad2.txt"
expect_err_line "*line 2: unknown rule 'flush'*"
head -c 3000 /dev/urandom >"$tmp/noise.txt"
run drawn --strategy "$tmp/noise.txt"
[ "$rc" = 2 ] || [ "$rc" = 0 ] && ok || ko "random strategy file: exit $rc"
usage_error drawn --strategy no-such-strategy
expect_err_line "talon: --strategy 'no-such-strategy': not a preset (standard, standard-camouflage, article)*"
usage_error drawn --camouflage maybe
usage_error drawn --players 1 --trials 100
usage_error drawn --seed 5
usage_error drawn --players 0
usage_error drawn --players 11 --deck 52
usage_error drawn --deck 20 --players 5
usage_error drawn --deck 50
usage_error drawn extra

# Several players: Monte Carlo deals of a whole table.
run drawn --deck 32 --players 4 --trials 20000 --seed 3
expect_rc 0
expect_out_has "Monte Carlo"
expect_out_has "4 players"
# the article's strategy folds empty hands: the four-card rule never applies
expect_out_line "  dealer: a seat exchanged four cards in 0.000% of the deals*; 0 later askers of four*"

# Everyone plays (strategies/blind.txt: empty hands draw four) at 8 players
# and 52 cards, a stock of 12: the four-card rule and the re-shuffle.
run drawn --deck 52 --players 8 --strategy "$SRC/strategies/blind.txt" --trials 20000 --seed 3
expect_rc 0
expect_out_has "strategy: blind:"
expect_out_has "folds: 0.000% of the hands fold"
expect_out_line "  dealer: a seat exchanged four cards in 9?.???% of the deals*; * later askers of four held to three (four-card rule); the stock ran out and the discards were re-shuffled in 99.*% of the deals*"
expect_out_line "4 *(asked)*"

# the exact table does not depend on the thread count
run drawn --deck 44 --format csv --threads 1
cp "$tmp/out" "$tmp/one"
run drawn --deck 44 --format csv --threads 2
cmp -s "$tmp/out" "$tmp/one" && ok || ko "--threads 1 and 2 differ"

# What do I draw?  talon drawn HAND: the 32 keeps of one hand, exact.
# A pair of kings drawing three at 52 cards: the textbook counts (two pair
# 2 592, trips 1 854, full house 165, quads 45 of C(47,3) = 16 215; test_keeps
# derives them); every row sums to 1 over the categories and counts
# C(47, draw) replacement sets; one row is the strategy's (the article keeps
# a kicker).
run drawn KsKd9s8h7c --format csv
expect_rc 0
expect_err_empty
desc="talon drawn KsKd9s8h7c --format csv: 32 rows, each summing to 1, the textbook pair draw, one strategy row"
python3 - "$tmp/out" <<'PY' && ok || ko "the rows are wrong"
import csv, math, sys
rows = list(csv.DictReader(open(sys.argv[1])))
cats = ["straight_flush", "quads", "full_house", "flush", "straight", "trips", "two_pair", "pair", "high_card"]
assert len(rows) == 32, len(rows)
for r in rows:
    assert abs(sum(float(r[c]) for c in cats) - 1) < 1e-12, r
    assert int(r["sets"].replace(" ", "")) == math.comb(47, int(r["draw"])), r
    assert len(r["keep"]) == 2 * (5 - int(r["draw"])), r
kk = [r for r in rows if r["keep"] == "KsKd"][0]
for c, n in (("two_pair", 2592), ("trips", 1854), ("full_house", 165), ("quads", 45)):
    assert abs(float(kk[c]) - n / 16215) < 1e-15, (c, kk[c])
assert abs(float(kk["improves"]) - (2592 + 1854 + 165 + 45) / 16215) < 1e-15
strat = [r for r in rows if r["strategy"] == "true"]
assert len(strat) == 1 and strat[0]["keep"] == "KsKd9s", strat
assert [int(r["draw"]) for r in rows] == sorted(int(r["draw"]) for r in rows)
PY
run drawn KsKd9s8h7c --deck 32 --strategy standard
expect_rc 0
expect_out_has "the standard strategy keeps KsKd and draws 3"
expect_out_line "KsKd *3 *0.000% *"
run drawn RpRc9p8c7t --deck 32 --lang fr --quiet
expect_rc 0
expect_out_has "Avec RpRc9p8c7t à 32 cartes (7..A), la stratégie article garde RpRc9p et demande 2 cartes"
run drawn AsKsQsJsTs
expect_rc 0
expect_out_has "the article strategy stands pat"
run drawn AsJs8s5s7d --deck 40 --format json
expect_rc 0
desc="talon drawn AsJs8s5s7d --deck 40 --format json: exact, the four-flush's 6 outs of 35"
python3 -c 'import json, sys; d = json.load(open(sys.argv[1])); r = [x for x in d["rows"] if x["keep"] == "AsJs8s5s"][0]; assert d["exact"] is True and d["conventions"]["deck"] == 40 and abs(r["flush"] - 6 / 35) < 1e-15, r' "$tmp/out" && ok || ko "not the expected JSON"
usage_error drawn KsKd9s8h --deck 32
usage_error drawn KsKd9s8h2c --deck 32
usage_error drawn KsKd9s8h7c --deck 32 --players 4
usage_error drawn KsKd9s8h7c --deck all
usage_error drawn KsKd9s8h7c --deck 32 --seed 3
usage_error drawn KsKd9s8h7c --deck 32 --table origins

run drawn --help
expect_rc 0
expect_out_has "Usage: talon drawn"
expect_out_has "talon drawn HAND"
expect_out_has "--camouflage on|off"
finish
