# talon solve: the validation games' values and exploitability, the
# determinism of MCCFR across --threads, the strategy file's round trip, and
# bad input (one line on stderr, exit 2, nothing on stdout, no file left).
#
# Under the sanitizers (TALON_TEST_SANITIZED=1, set by CMake in a
# TALON_SANITIZE build) the heaviest runs take smaller sizes, the same code
# in half the CPU time; the Release suite keeps the sizes in brackets:
# --scope draw and whole on 512 deals (4 096), --best-response bound on 256
# (1 024), the 5-player solve on 64 iterations and deals (256), --algo
# vector on 4 iterations (32; the JSON run 16, the --buckets 4 run 8: 2),
# --quads-apart on 4 iterations on 16 384 deals (16 on 65 536), --shapes on
# and off 12 iterations on 16 384 deals (32 on 65 536), these last two in the
# Release suite too.  Every check stays:
# the same bytes at 1 and 2 threads hold at any size; the expected lines
# and command lines name the smaller sizes; the bound's order holds by
# construction, its most likely action's interval far under it (a low end
# under 0.1, the bound over 16, in 256 deals); the pre-draw cells with a
# wide margin (161 and 166 of 13 948 and 5 796 cells in 512 deals, --scope
# draw); --shapes's figures at its smaller size are given with it below.
# The default chance model (4 194 304 deals, as the help states) keeps its
# size: one run, whose output must name it, instead of the two compared
# byte for byte.  The runs against the check file keep their 65 536 deals
# (in 16 384 a seat's lower 95% end falls below 0).
. "$(dirname "$0")/lib.bash"

if [ "${TALON_TEST_SANITIZED:-0}" = 1 ]; then
    scope_deals=512 bound_deals=256 five=64 vit=4 vit_json=4 vit_b4=2
else
    scope_deals=4096 bound_deals=1024 five=256 vit=32 vit_json=16 vit_b4=8
fi
# --quads-apart on and --shapes take the smaller sizes in both suites: their
# checks are the same at either (with the larger, in brackets above, the
# test took 8 s of CPU more, alone).
qa_it=4 qa_deals=16384 shape_it=12 shape_deals=16384

# Kuhn: the first seat's value -1/18 = -0.0556 (within 0.002), exploitability under 0.001.
run solve --game kuhn --no-timing
expect_rc 0
expect_err_empty
expect_out_line "   1  -0.0555*exact*"
expect_out_line "  exploitability: 0.000[0-9]* antes per deal*"
expect_out_has "algorithm: CFR+"
expect_out_line "     2 000  *0.000*"

# Leduc: -0.0856 within 0.005.
run solve --game leduc --iterations 600 --no-timing
expect_rc 0
expect_out_line "   1  -0.08[56]*exact*"

# von Neumann 1944: thresholds within 0.01 of the closed form.
run solve --game vn1944 --iterations 300 --no-timing --format csv
expect_rc 0
for q in alpha beta gamma; do
    got=$(awk -F, -v k="$q" '$1 == k {print $5}' "$tmp/out")
    cf=$(awk -F, -v k="closed_$q" '$1 == k {print $5}' "$tmp/out")
    desc="talon solve --game vn1944: $q $got within 0.01 of $cf"
    awk -v a="$got" -v b="$cf" 'BEGIN { d = a - b; exit !(d < 0.01 && d > -0.01 && a != "") }' && ok || ko "off"
done

# MCCFR: the same bytes at --threads 1 and 2.
run solve --game leduc --algo mccfr --iterations 2048 --trials 2048 --threads 1 --no-timing --format json
one=$out
expect_rc 0
run solve --game leduc --algo mccfr --iterations 2048 --trials 2048 --threads 2 --no-timing --format json
desc="talon solve --algo mccfr: the same output at --threads 1 and 2"
[ "$out" = "$one" ] && ok || ko "outputs differ"
expect_out_has "sampled: 2048 deals a seat"

# The draw game (the default): every convention printed, and the same bytes
# at --threads 1 and 2 (the issue's check).
run solve --players 2 --deck 32 --iterations 1024 --seed 1 --trials 1024 --threads 1 --no-timing
one=$out
expect_rc 0
expect_out_has "game: draw: draw poker: 2 players, 32 cards, ace-low on, modern; ante 1; open 0.5,1 pot"
expect_out_has "algorithm: MCCFR"
run solve --players 2 --deck 32 --iterations 1024 --seed 1 --trials 1024 --threads 2 --no-timing
desc="talon solve --players 2 --deck 32: the same output at --threads 1 and 2"
[ "$out" = "$one" ] && ok || ko "outputs differ"
run solve --players 5 --deck auto --iterations $five --trials $five --no-timing --format csv
expect_rc 0
desc="talon solve --players 5: a gain row per seat"
[ "$(grep -c '^gain,' "$tmp/out")" = 5 ] && ok || ko "not 5 gain rows"

# --out writes a versioned file that --load reads back with the same quality:
# compact by default, text with --out-format text.
run solve --game kuhn --iterations 500 --out "$tmp/k.tsf" --no-timing
expect_rc 0
expect_out_has "strategy file: $tmp/k.tsf (compact format"
desc="talon solve --out: a compact file by default"
[ "$(head -1 "$tmp/k.tsf")" = "talon-strategy-compact 1" ] && ok || ko "not the compact format"
run solve --game kuhn --load "$tmp/k.tsf" --no-timing
expect_rc 0
compact=$(grep "exploitability:" "$tmp/out")
run solve --game kuhn --iterations 500 --out "$tmp/k.txt" --out-format text --no-timing
expect_rc 0
solved=$(grep "exploitability:" "$tmp/out")
desc="talon solve --load: a compact file plays as the solved strategy"
[ "$compact" = "$solved" ] && ok || ko "differs: $compact / $solved"
usage_error solve --game kuhn --iterations 5 --out-format text
expect_err_line "talon: --out-format is the format --out writes*"
usage_error solve --game kuhn --iterations 5 --out "$tmp/x" --out-format zip
expect_err_line "talon: --out-format must be compact or text, not 'zip'"
desc="talon solve --out: the file's header"
head -3 "$tmp/k.txt" | grep -q "^# command: talon solve --game kuhn --iterations 500 --seed 1$" && ok || ko "no command line"
[ "$(head -1 "$tmp/k.txt")" = "talon-strategy 1" ] && ok || ko "no version line"
[ "$(tail -1 "$tmp/k.txt")" = "end" ] && ok || ko "no end line"
[ ! -e "$tmp/k.txt.tmp" ] && ok || ko "the temporary file is left"
run solve --game kuhn --load "$tmp/k.txt" --no-timing
expect_rc 0
expect_out_has "evaluated, not solved"
desc="talon solve --load: the same exploitability as solved"
[ "$(grep "exploitability:" "$tmp/out")" = "$solved" ] && ok || ko "differs: $solved"

# --best-response real: the same bits at 1 and 2 threads; a clear gain against the barely trained check file.
run solve --load "$SRC/strategies/solved/check-2p-32-pot.tsf" --best-response real --trials 65536 --threads 1 --format csv
expect_rc 0
one=$out
run solve --load "$SRC/strategies/solved/check-2p-32-pot.tsf" --best-response real --trials 65536 --threads 2 --format csv
desc="talon solve --best-response real: the same output at --threads 1 and 2"
[ "$out" = "$one" ] && ok || ko "outputs differ"
desc="talon solve --best-response real: both seats' lower 95% ends above 0 against the check file"
awk -F, 'NR > 1 && $1 ~ /^[0-9]+$/ { n++; if ($3 <= 0) bad = 1 } END { exit !(n == 2 && !bad) }' "$tmp/out" && ok ||
    ko "$(cat "$tmp/out")"

# --explain: a second table, where the responder gains, its groups summing to the headline's figure, every
# group's share at most 1; the first table unchanged.
run solve --load "$SRC/strategies/solved/check-2p-32-pot.tsf" --best-response real --trials 65536 --threads 2 --format csv --explain
expect_rc 0
desc="talon solve --best-response real --explain: the first table as without --explain"
[ "$(sed -n '/^$/q;p' "$tmp/out")" = "$one" ] && ok || ko "the first table differs"
desc="talon solve --best-response real --explain: heads-up groups of 2 players, shares in (0, 1] summing to at most 1"
python3 -c '
import csv, io, sys
text = open(sys.argv[1]).read().split("\n\n")[1]
rows = list(csv.DictReader(io.StringIO(text)))
assert rows and set(r["players"] for r in rows) == {"2"}, rows[:2]
for seat in {r["seat"] for r in rows}:
    sh = [float(r["share"]) for r in rows if r["seat"] == seat]
    assert all(0 < x <= 1 for x in sh) and sum(sh) <= 1 + 1e-9, sh
assert {r["plays"] for r in rows} <= {"check", "bet", "fold", "call", "raise"}
' "$tmp/out" && ok || ko "$(tail -5 "$tmp/out")"
run solve --load "$SRC/strategies/solved/check-2p-32-pot.tsf" --best-response real --trials 4096 --explain --lang fr
expect_out_has "Où le répondant gagne"
usage_error solve --load "$SRC/strategies/solved/check-2p-32-pot.tsf" --best-response bound --explain
usage_error solve --game kuhn --iterations 5 --explain

# --scope draw and whole: the same bits at 1 and 2 threads; the pre-draw columns say what was learned there.
for sc in draw whole; do
    run solve --load "$SRC/strategies/solved/check-2p-32-pot.tsf" --best-response real --scope $sc --trials $scope_deals --threads 1 --format csv
    expect_rc 0
    one=$out
    run solve --load "$SRC/strategies/solved/check-2p-32-pot.tsf" --best-response real --scope $sc --trials $scope_deals --threads 2 --format csv
    desc="talon solve --best-response real --scope $sc: the same output at --threads 1 and 2"
    [ "$out" = "$one" ] && ok || ko "outputs differ"
    desc="talon solve --best-response real --scope $sc: cells before round 2 at both seats, fewer than all cells"
    awk -F, 'NR == 1 { for (i = 1; i <= NF; i++) { if ($i == "pre_cells") p = i; if ($i == "cells") c = i } }
             NR > 1 && $1 ~ /^[0-9]+$/ { n++; if (!p || !($p > 0) || !($p < $c)) bad = 1 }
             END { exit !(n == 2 && !bad) }' "$tmp/out" && ok || ko "$(cat "$tmp/out")"
done

# --best-response bound: the same bits at 1 and 2 threads; against the 4-player pot file, at every seat
# the upper bound is above the sample's own gain, and the gain of the file's most likely action played
# everywhere is at most the sample gain on the sample (by construction) and under the bound on fresh deals
# but for its interval.
run solve --load "$SRC/strategies/solved/draw-4p-32-pot.tsf" --best-response bound --trials $bound_deals --threads 1 --format csv
expect_rc 0
one=$out
run solve --load "$SRC/strategies/solved/draw-4p-32-pot.tsf" --best-response bound --trials $bound_deals --threads 2 --format csv
desc="talon solve --best-response bound: the same output at --threads 1 and 2"
[ "$out" = "$one" ] && ok || ko "outputs differ"
desc="talon solve --best-response bound: four seats, upper >= sample gain >= most likely on the sample"
awk -F, 'NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next }
         $1 ~ /^[0-9]+$/ { n++; g = $c["sample_gain"]; u = $c["upper"]; l = $c["likely_sample_gain"]
                           lo = $c["likely_ci_low"]
                           if (u < g || l > g + 1e-4 || lo > u) bad = 1 }
         END { exit !(n == 4 && !bad) }' "$tmp/out" && ok || ko "$(cat "$tmp/out")"
usage_error solve --load "$SRC/strategies/solved/draw-4p-32-pot.tsf" --best-response bound --buckets 16
expect_err_line "talon: --best-response bound uses the file's own buckets: --buckets does not apply"
usage_error solve --players 3 --best-response bound
expect_err_line "talon: --best-response bound measures a strategy file of the draw game: give --load FILE"
usage_error solve --load "$SRC/strategies/solved/draw-4p-32-pot.tsf" --best-response bound --position 5
expect_err_line "talon: --position 5: the file's game seats 4 players"

# Bad input.
usage_error solve --game nosuchgame
usage_error solve --players 9
usage_error solve --players 1
usage_error solve --deck 0
usage_error solve --deck -4
usage_error solve --open-sizes 0
usage_error solve --open-sizes=-0.5
usage_error solve --raise-sizes 0,1
# A size given twice (issue 24): one line, before any work.
usage_error solve --open-sizes 1,1 --iterations 10
expect_err_line "talon: --open-sizes: the size 1 is given twice"
usage_error solve --raise-sizes 0.5,1,.5 --iterations 10
expect_err_line "talon: --raise-sizes: the size 0.5 is given twice"
usage_error solve --raises 5
usage_error solve --iterations 0
usage_error solve --iterations -1
usage_error solve --target 0
usage_error solve --game vn1944 --buckets 1
usage_error solve --game kuhn --players 3
usage_error solve --draw sometimes
usage_error solve --algo best
usage_error solve --game kuhn --out "$tmp/nodir/k.txt"
desc="an unwritable --out leaves nothing"
[ ! -e "$tmp/nodir" ] && ok || ko "something was created"
# --keep-played: only with --out, a count from 1.
usage_error solve --keep-played 100
expect_err_line "talon: --keep-played says which sets --out writes*"
usage_error solve --keep-played 0 --out "$tmp/kp.txt"
expect_err_line "talon: --keep-played must be an integer*"
# A corrupt, truncated, foreign or missing strategy file.
sed 's/^talon-strategy 1$/talon-strategy 9/' "$tmp/k.txt" >"$tmp/v.txt"
usage_error solve --game kuhn --load "$tmp/v.txt"
expect_err_line "talon: *version*"
head -8 "$tmp/k.txt" >"$tmp/t.txt"
usage_error solve --game kuhn --load "$tmp/t.txt"
sed '12s/\t0\.[0-9]*/\t0.7/' "$tmp/k.txt" >"$tmp/m.txt"
usage_error solve --game kuhn --load "$tmp/m.txt"
expect_err_line "talon: *line 12: set * the probabilities sum to *, not 1"
usage_error solve --game leduc --load "$tmp/k.txt"
expect_err_line "talon: *a strategy for another game (field 1: 'kuhn: Kuhn poker' in the file, 'leduc: Leduc hold'em' in the game asked)"
usage_error solve --game kuhn --load "$tmp/none.txt"
# Options the run would ignore are refused (issue 18, item 3): no sampling under cfr+.
usage_error solve --game kuhn --trials 100
expect_err_line "talon: --trials applies to sampled solving*"
usage_error solve --game leduc --seed 2
expect_err_line "talon: --seed applies to sampled solving*"
usage_error solve --game kuhn --load strategies/solved/check-2p-32-pot.tsf --target 0.1
expect_err_line "talon: --load evaluates a strategy file without solving: --target does not apply"
usage_error solve --game kuhn --order archaic
expect_err_line "talon: --order applies to --game draw only, not to kuhn"
usage_error solve --deck all
expect_err_line "talon: --deck all does not fit 'solve': *"

# CSV intervals named ci_low, ci_high; JSON facts as fields.
run solve --game kuhn --iterations 100 --no-timing --format csv
expect_rc 0
expect_out_line "kind,seat,iterations,seconds,value,ci_low,ci_high"
run solve --game leduc --algo mccfr --iterations 256 --trials 256 --no-timing --format json
expect_rc 0
expect_out_has '"game": "leduc", "players": 2, "payoff_unit": "antes per deal", "iterations": 256'
expect_out_has '"exact": false, "trials": 256, "seed": 1, "ci_level": 0.95'
expect_out_has '"exploitability_ci_low": '
expect_out_has '"value_ci_low": '

# French.
run solve --game kuhn --iterations 100 --no-timing --lang fr
expect_rc 0
expect_out_has "meilleure réponse: exacte"
expect_out_line "Place *Valeur*"

# --algo vector: heads-up draw by vector CFR+ in the recall abstraction,
# exact in its chance model; the same bytes at 1 and 2 threads; --out, then
# --load --algo vector in a second model (another seed); its refusals.
run solve --players 2 --deck 20 --algo vector --iterations $vit --trials 20000 --no-timing --threads 1
expect_rc 0
one="$out"
expect_out_has "algorithm: vector CFR+ (the public tree walked whole, chance from a sampled model); $vit iterations, seed 1"
expect_out_line "  best response: exact in the chance model (20000 sampled deals, seed 1:*"
expect_out_line "*post-draw 8 buckets + no-win, straight flush, with the served class"
run solve --players 2 --deck 20 --algo vector --iterations $vit_json --trials 20000 --no-timing --format json
expect_rc 0
expect_out_has '"exact": true'
expect_out_has '"algorithm": "vector", "chance_model_deals": 20000, "chance_model_seed": 1'

# the same solve at 2 threads, written to a file: the same bytes but the file's line
run solve --players 2 --deck 20 --algo vector --iterations $vit --trials 20000 --no-timing --threads 2 --out "$tmp/v.txt" --out-format text
expect_rc 0
expect_out_line "  strategy file: $tmp/v.txt (text format, strategies/README.md)"
desc="--algo vector: the same bytes at 1 and 2 threads"
[ "$(printf '%s\n' "$out" | grep -v '^  strategy file: ')" = "$one" ] && ok || ko "the outputs differ"
desc="--algo vector --out: the file's header names the chance model"
grep -q '^# chance model: 20000 sampled deals (seed 1); the figures below are exact in it$' "$tmp/v.txt" && ok ||
    ko "no chance-model line in the file"
desc="--algo vector --out: the file's command line runs it again"
grep -q "^# command: talon solve --game draw --players 2 --deck 20 --ace-low on --order modern --algo vector --iterations $vit --seed 1 --trials 20000\$" "$tmp/v.txt" && ok ||
    ko "the command line lacks an option: $(grep '^# command' "$tmp/v.txt")"
run solve --players 2 --deck 20 --algo vector --buckets 4 --iterations $vit_b4 --trials 20000 --out "$tmp/v4.txt" --out-format text
expect_rc 0
desc="--buckets: the file's command line names it, so the line alone runs the solve again"
grep -q "^# command: talon solve --game draw --players 2 --deck 20 --ace-low on --order modern --buckets 4 --algo vector --iterations $vit_b4 --seed 1 --trials 20000\$" "$tmp/v4.txt" && ok ||
    ko "the command line lacks --buckets: $(grep '^# command' "$tmp/v4.txt")"
# a vector file feeds the equilibrium tables, the duel and the advice like any other
run open --players 2 --model equilibrium --solution "$tmp/v.txt"
expect_rc 0
expect_out_line "  quality: $vit vector CFR+ iterations, seed 1; inside the abstraction, exploitability *, exact in its chance model of 20000 sampled deals*; not measured in the real game*"
run duel --players 2 --solution "$tmp/v.txt" equilibrium a --trials 2000
expect_rc 0
expect_out_line "  missing sets: 0 of * decisions*"
run solve --players 2 --deck 20 --algo vector --load "$tmp/v.txt" --trials 20000 --seed 2 --no-timing
expect_rc 0
expect_out_line "  strategy: $tmp/v.txt (* information sets), evaluated, not solved"
run solve --players 2 --deck 20 --abstraction recall --load "$tmp/v.txt" --trials 1024 --no-timing
expect_rc 0
expect_out_line "*sampled: 1024 deals a seat per estimate*"
# The chance model's default deals, as the help states them (here rather
# than in defaults.sh: two 4 M-deal models take a while).
# Under the sanitizers one run, whose output names the model's deals.
run solve --players 2 --deck 20 --algo vector --iterations 1 --no-timing
if [ "${TALON_TEST_SANITIZED:-0}" = 1 ]; then
    expect_rc 0
    expect_out_line "  best response: exact in the chance model (4194304 sampled deals, seed 1:*"
else
    dflt="$out"
    run solve --players 2 --deck 20 --algo vector --iterations 1 --no-timing --trials 4194304
    desc="--algo vector without --trials is --trials 4194304"
    [ "$out" = "$dflt" ] && ok || ko "the outputs differ"
fi
run solve --help
expect_out_has "vector: deals of the chance model (default 4 194 304)"
usage_error solve --players 2 --deck 20 --algo vector --iterations 1 --trials 3000000000
expect_err_line "talon: the vector solver's chance model takes 1 to 2147483648 deals, not 3000000000"
usage_error solve --players 2 --algo vector --buckets 64 --iterations 1
expect_err_line "talon: the vector solver's chance model needs 6.1 GiB at 64 post-draw buckets (the cap is 4.0 GiB)*"
usage_error solve --players 3 --algo vector
expect_err_line "talon: --algo vector solves heads-up draw poker with a free draw: give --players 2"
usage_error solve --players 2 --algo vector --abstraction classes
expect_err_line "talon: --algo vector solves the recall abstraction*--abstraction classes does not apply"
usage_error solve --players 2 --algo vector --draw fixed
usage_error solve --game kuhn --algo vector
usage_error solve --players 2 --abstraction nosuch
# --load takes the game from the file; an option that contradicts it is refused, the field named
run solve --players 2 --load "$tmp/v.txt" --trials 256 --no-timing
expect_rc 0
usage_error solve --players 2 --abstraction classes --load "$tmp/v.txt"
expect_err_line "talon: $tmp/v.txt: a strategy for another game (field 13: 'with the served class' in the file, none in the game asked)"
# --shapes on (vector CFR+, issue 26): each seat's play after the draw held
# to strategy check's shapes (going on from thresholds, betting fitted each
# iteration) while the other seat plays free; the file then holds the call
# shape where the same solve without it does not, and breaks the bet shape
# less (a mixture of plays that fall then rise may peak inside).  At 12
# iterations on 16 384 deals: 0 and 1 with it, 6 and 14 without (8
# iterations on 65 536 deals would not do: call 0 without it; at 32 on
# 65 536: 0 and 3 with it, 8 and 18 without; 64 gave 0, 3 and 10, 29 in
# twice the time).
shape_over='import csv, sys; r = {x["check"]: int(x["over"].replace(" ", "")) for x in csv.DictReader(open(sys.argv[1]))}; print(r["call"], r["bet"])'
for k in off on; do
    run solve --players 2 --deck 20 --algo vector --buckets 8 --iterations $shape_it --trials $shape_deals --shapes $k --no-timing --out "$tmp/sh-$k.tsf"
    expect_rc 0
    run strategy check "$tmp/sh-$k.tsf" --trials 65536 --format csv
    python3 -c "$shape_over" "$tmp/out" >"$tmp/over-$k"
done
read -r call_off bet_off <"$tmp/over-off"
read -r call_on bet_on <"$tmp/over-on"
desc="--shapes on: the call shape holds ($call_on beyond, $call_off without), the bet shape breaks less ($bet_on, $bet_off)"
[ "$call_on" = 0 ] && [ "$call_off" -gt 0 ] && [ "$bet_on" -lt "$bet_off" ] && ok || ko "call $call_on/$call_off, bet $bet_on/$bet_off"
desc="the file's command line says --shapes on"
"$TALON" strategy info "$tmp/sh-on.tsf" | grep -q '^# command: .* --shapes on' && ok || ko "no --shapes on in the header"
usage_error solve --players 2 --iterations 8 --shapes on
usage_error solve --players 2 --algo vector --iterations 8 --shapes maybe
usage_error solve --load "$SRC/strategies/solved/check-2p-32-pot.tsf" --algo vector --shapes on
# --quads-apart on (issue 26): quads a post-draw bucket of their own, beside
# the straight flush's; the game line and the sets say so, convert --never
# binds that bucket alone against any bet, and a file of it is another game.
run solve --players 2 --deck 20 --algo vector --buckets 8 --quads-apart on --iterations $qa_it --trials $qa_deals --no-timing --out "$tmp/qa.txt" --out-format text
expect_rc 0
expect_out_has "post-draw 8 buckets + no-win, quads, straight flush, with the served class"
desc="--quads-apart on: round-2 sets of quads"
grep -q "	seat 1 round 2 quads (served " "$tmp/qa.txt" && ok || ko "no 'round 2 quads' set"
run strategy convert "$tmp/qa.txt" --never --out "$tmp/qa-n.txt" --out-format text
expect_rc 0
desc="--quads-apart on: --never's quads bucket is 9 of 8 + 2"
grep -q "^# never: .* and buckets 9 up (quads or better) to any bet" "$tmp/qa-n.txt" && ok || ko "$(grep '^# never' "$tmp/qa-n.txt")"
usage_error solve --players 2 --quads-apart off --load "$tmp/qa.txt"
expect_err_line "talon: $tmp/qa.txt: a strategy for another game (field 12: 'quads' in the file, 'straight flush' in the game asked)"
finish
