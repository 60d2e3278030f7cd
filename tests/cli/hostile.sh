# Hostile and extreme input (issue 9, part 3).  Every case ends with either
# a one-line error (exit 2 for bad input, "talon: ..." on stderr, nothing on
# stdout: no half-printed table) or a correct result (exit 0, nothing on
# stderr) - never a crash (under ASan/UBSan a report aborts with another
# status, which expect_rc catches), a hang (every run is under `timeout 20`:
# a hang is status 124) or a partial table.
. "$(dirname "$0")/lib.bash"

# Every run goes through `timeout`, so a hang fails instead of blocking CI
# (run: TALON_TIMEOUT; the runs outside run: timeout 20).
REAL=$TALON
TALON_TIMEOUT=20

# An error: exit 2, stdout empty, stderr one line "talon: ..." of at most
# ~1 KB (long input is cut in the message) and, with a pattern, matching it.
bad() {
    run "$@"
    expect_rc 2
    expect_out_empty
    expect_err_line "talon: *"
    local n
    size n "$tmp/err"
    [ "$n" -le 1100 ] && ok || ko "error line longer than 1100 bytes"
}
bad_msg() {   # bad_msg GLOB ARGS...
    local g=$1
    shift
    bad "$@"
    expect_err_line "$g"
}
# A correct result: exit 0, something on stdout, nothing on stderr, no NaN.
good() {
    run "$@"
    expect_rc 0
    expect_err_empty
    [ -n "$out" ] && ok || ko "stdout empty"
    grep -qiw 'nan' "$tmp/out" && ko "NaN in the output" || ok
}

# ---- 1. Empty arguments ---------------------------------------------------------
# An empty command, hand, range, card list or option value is bad input.
bad ""
bad freq ""
bad_msg "talon: hand '' has 0 cards*" eval ""
bad eval AsKsQsJsTs ""
bad_msg "talon: hand 1 '' has 0 cards*" holdem "" ""
bad holdem ""
bad holdem AsKs ""
bad best "" --players 2
bad pots "" ""
bad bluff ""
bad stud ""
for opt in deck trials threads seed precision format lang order ace-low notation players; do
    bad freq --$opt ""
    bad freq "--$opt="
done
bad eval AsKsQsJsTs --deck ""
bad drawn --strategy ""
# talon drawn HAND: an empty hand, a class, six cards, a very long string, bytes that are no cards
bad drawn ""
bad drawn KK --deck 32
bad drawn KsKdKhKc9s8s --deck 32
bad drawn "$(printf 'Ks%.0s' $(seq 1 5000))"
bad drawn "$(printf '\001\377\tKs')"
bad equity --strategy ""
bad stud --paytable ""
bad stud --raise-antes ""
bad stud --jackpot ""
bad open --model ""
bad call --players 4 --position ""
bad bench --what ""
bad bench --evaluator ""
bad_msg "talon: --out needs a directory" tables --out ""
# issue 24-25's options and command, each empty or nonsense
bad strategy show ""
bad strategy ""
bad strategy convert "$SRC/strategies/solved/check-2p-32-pot.tsf" --out ""
bad strategy convert "$SRC/strategies/solved/check-2p-32-pot.tsf" --out x.tsf --out-format ""
bad strategy show "$SRC/strategies/solved/check-2p-32-pot.tsf" --set ""
# issue 26's command and option, each empty or nonsense
bad strategy check ""
bad strategy check "$SRC/strategies/README.md"
bad strategy check "$SRC/strategies/solved/check-2p-32-pot.tsf" --trials ""
bad strategy check "$SRC/strategies/solved/check-2p-32-pot.tsf" --trials -5
bad strategy check "$SRC/strategies/solved/check-2p-32-pot.tsf" --seed x
bad strategy check "$SRC/strategies/solved/check-2p-32-pot.tsf" --set x
bad solve --players 2 --max-memory ""
bad solve --players 2 --max-memory nan
bad solve --players 2 --max-memory 1e400
bad solve --players 2 --bucket-power ""
bad solve --players 2 --bucket-power 0
bad solve --players 2 --bucket-power 8
bad solve --players 2 --bucket-power 3x
bad solve --game kuhn --bucket-power 2
bad solve --players 2 --quads-apart ""
bad solve --players 2 --quads-apart yes
bad solve --game kuhn --quads-apart on
bad solve --game kuhn --iterations 5 --explain
bad solve --load "$SRC/strategies/solved/check-2p-32-pot.tsf" --explain
bad solve --players 3 --public ""
bad solve --players 3 --public seats
bad solve --game kuhn --public seat
bad solve --players 3 --public round2
bad solve --game leduc --public round1
bad solve --players 2 --algo vector --public round1
bad strategy convert "$SRC/strategies/solved/check-2p-32-pot.tsf" --out /dev/null --backoff ""
bad strategy convert "$SRC/strategies/solved/check-2p-32-pot.tsf" --out /dev/null --backoff -1
bad strategy convert "$SRC/strategies/solved/check-2p-32-pot.tsf" --out /dev/null --backoff 1e3
bad strategy convert "$SRC/strategies/solved/check-2p-32-pot.tsf" --out /dev/null --threshold ""
bad strategy convert "$SRC/strategies/solved/check-2p-32-pot.tsf" --out /dev/null --threshold nan
bad strategy convert "$SRC/strategies/solved/check-2p-32-pot.tsf" --out /dev/null --threshold 0
bad strategy convert "$SRC/strategies/solved/check-2p-32-pot.tsf" --out /dev/null --never=""
bad strategy convert "$SRC/strategies/solved/check-2p-32-pot.tsf" --out /dev/null --never=on
bad strategy check "$SRC/strategies/solved/check-2p-32-pot.tsf" --never
bad strategy convert "$SRC/strategies/solved/check-2p-32-pot.tsf" --out /dev/null --shape=""
bad strategy convert "$SRC/strategies/solved/check-2p-32-pot.tsf" --out /dev/null --shape=-1
bad strategy convert "$SRC/strategies/solved/check-2p-32-pot.tsf" --out /dev/null --shape 1e99
bad solve --players 2 --algo vector --iterations 8 --shapes=""
bad solve --players 2 --algo vector --iterations 8 --shapes=ON
bad solve --game kuhn --iterations 8 --shapes on
bad strategy show "$SRC/strategies/solved/check-2p-32-pot.tsf" --backoff 10
# talon duel's rule profiles: empty parts, odd numbers, a spec past its buffer
bad duel --players 4 rule: a a a
bad duel --players 4 rule:a,, a a a
bad duel --players 4 rule:a,bet= a a a
bad duel --players 4 rule:a,bet=0x1p-1junk a a a
bad duel --players 4 rule:a,bet=inf a a a
bad duel --players 4 rule:a,open=AA=KK a a a
bad duel --players 4 "rule:a,$(printf 'bet=0.5,%.0s' $(seq 200))" a a a
bad advise KsKhKd9c7s --players 2 --position 2 --history o1,=,d2,d3,b1 --served ""
bad advise KsKhKd9c7s --players 2 --position 2 --history o1,=,d2,d3,b1 --served "KsKhKsJd8c"
bad advise KhKd9s8c7h --players 4 --position 1 --bet ""
bad solve --load "$SRC/strategies/solved/check-2p-32-pot.tsf" --best-response ""
bad solve --load "$SRC/strategies/solved/check-2p-32-pot.tsf" --best-response real --position 0
bad solve --load "$SRC/strategies/solved/check-2p-32-pot.tsf" --best-response real --buckets 0
bad pots A:10:10 B:10:10 --blinds ""
bad pots A:10 B:10 --blinds 1/2 --actions ""
bad pots A:10:10 B:10:10 --showdown ""
bad atleast --decks ""
bad bluff --claimed ""
# An empty --board or --dead is an input error (issue 18: a board given
# empty is a mistake, not "no board"), each one alone.
bad holdem AsKs QdQc --board ""
bad holdem AsKs QdQc --dead ""

# ---- 2. 10 000 cards ---------------------------------------------------------------
# Card i is rank i % 13, suit (i / 13) % 4: the first 52 are the whole deck.
many=$(awk 'BEGIN { r = "23456789TJQKA"; s = "shdc"; for (i = 0; i < 10000; i++) printf "%s%s", substr(r, i % 13 + 1, 1), substr(s, int(i / 13) % 4 + 1, 1) }')
deck52=${many:0:104}
[ ${#many} = 20000 ] && ok || ko "test setup: 10 000 cards"
bad_msg "*duplicated card*" eval "$many"
bad_msg "*has 52 cards*" eval "$deck52"
bad holdem "$many" random
bad_msg "*has 52 cards*" holdem "$deck52" random
bad best "$many" --players 2
bad best "$deck52" --players 2
bad holdem AsKs --board "$many"
bad holdem AsKs --board "$deck52"
bad holdem AsKs --dead "$many"
bad_msg "*given twice*" holdem AsKs --dead "$deck52"
# 43 dead cards: the hands and one board are left, a correct, exact result
# (AsKs makes the wheel with 2s 3h 4d 5c 7s).
dead=$(for c in $(sed 's/../& /g' <<<"$deck52"); do
    case $c in As | Ks | Qd | Qc | 2s | 3h | 4d | 5c | 7s) ;; *) printf %s "$c" ;; esac
done)
good holdem AsKs QdQc --dead "$dead"
expect_out_has "1 deal of the hands x 1 board = 1 outcome"
expect_out_line "*1*AsKs*100.000%*exact*"
# 10 000 arguments: too many for any command.
mapfile -t args < <(yes AsKs | head -n 10000)
bad_msg "talon: too many arguments*" holdem "${args[@]}"
bad eval "${args[@]}"
bad freq "${args[@]}"
bad pots "${args[@]}"

# ---- 3. A 1 MB range ----------------------------------------------------------------
# Linux passes at most 128 KiB in one argument (MAX_ARG_STRLEN): a 1 MB
# range cannot reach talon as one argument, so the test sends the largest
# that can (131 071 bytes) and 1 MB spread over eight hands.  talon reads at
# most RANGE_STR_MAX = 4096 characters of a range and says so.
big=$(awk 'BEGIN { while (length(s) < 131071) s = s "QQ+,AKs,"; print substr(s, 1, 131071) }')
bad_msg "talon: hand 1: a range of 131071 characters, more than the 4096 allowed" holdem "$big" random
bad_msg "talon: hand 2: a range of 131071 characters*" holdem AKs "$big"
bad holdem "$big" "$big" "$big" "$big" "$big" "$big" "$big" "$big"
bad holdem "$(head -c 131071 /dev/zero | tr '\0' ',')" random
bad holdem "$(head -c 131071 /dev/zero | tr '\0' ' ')" random
bad holdem AsKs --board "$big"
# Within the limit (4095 characters: AKs repeated) a range is read whole:
# the same figures as AKs.
atlimit=$(awk 'BEGIN { s = "AKs"; while (length(s) + 4 <= 4096) s = s ",AKs"; print s }')
good holdem AKs random --format csv
want=$(awk -F, 'NR == 2 { print $(NF-1), $NF }' "$tmp/out")
good holdem "$atlimit" random --format csv
desc="a 4096-character range of AKs repeats equals AKs"
[ "$(awk -F, 'NR == 2 { print $(NF-1), $NF }' "$tmp/out")" = "$want" ] && ok || ko "other equity"

# ---- 4. Trials: 0, beyond 2^63 and 2^64, negative, non-numeric -------------------
# --trials takes 1 .. 10^13 (the accumulators' bound: docs/conventions.md "Limits").
for v in 0 10000000000001 9223372036854775808 18446744073709551615 18446744073709551616 \
         99999999999999999999999 -1 1e3 abc +5 " 5" 0x10 1.5; do
    bad freq --trials "$v"
done
mc_cmds=("best KK --players 4 --deck 32" "drawn --players 4 --deck 32" "equity" "open --players 4"
         "call --players 4" "stud" "holdem AsKs QdQc" "bluff" "bench --what sim --reps 1")
for c in "${mc_cmds[@]}"; do
    for v in 0 18446744073709551616 -1 abc; do
        # shellcheck disable=SC2086
        bad $c --trials "$v"
    done
done
bad_msg "talon: --trials must be between 1 and 10000000000000, not '0'" freq --trials 0
bad_msg "talon: --trials must be between 1 and 10000000000000, not '18446744073709551616'" freq --trials 18446744073709551616
bad_msg "talon: --trials needs a non-negative integer, not '-1'" freq --trials -1
# One trial is a defined result: intervals, no NaN; an equity stays in [0, 100%].
for c in "freq" "holdem AsKs QdQc" "equity" "best KK --players 4 --deck 32" "bluff" "drawn --players 4 --deck 32"; do
    # shellcheck disable=SC2086
    good $c --trials 1
done
good holdem AsKs QdQc --trials 1
expect_out_line "*AsKs*\[0.000%, 100.000%\]*"

# ---- 5. Negative, non-numeric, non-finite values ------------------------------------
bad_msg "talon: --seed needs a non-negative integer, not '-1'" freq --trials 10 --seed -1
bad freq --trials 10 --seed 18446744073709551616
good freq --trials 10 --seed 18446744073709551615
bad_msg "talon: --players needs a non-negative integer, not '-3'" best KK --players -3
for v in -3 0 1 11 abc 1e1 99999999999999999999; do
    bad best KK --players "$v"
    bad equity --players "$v"
    bad holdem AsKs --players "$v"
done
bad drawn --players 0
bad open --players 3
bad call --players 9
for v in 0 -1 nan NaN inf -inf 1e400 0.6 1e-320 abc; do
    bad freq --precision "$v"
done
bad_msg "talon: --precision needs a number, not 'nan'" freq --precision nan
for v in nan inf -inf -1 1e7 1e400 abc 0x2 " 2" "2 " 2e .; do
    bad bluff --raise "$v"
done
bad freq --precision " 0.1"         # decimal numbers only: no spaces, no hexadecimal
bad freq --precision 0x0.1p0
for v in nan inf -inf -1 2 1e400; do
    bad bluff --claimed "$v"
    bad bluff --opp-win "$v"
done
good bluff --raise 1e-308          # a tiny raise is a number (underflow is no error)
good bluff --claimed 0             # edge probabilities: defined results
good bluff --claimed 1 --opp-win 1
good bluff --raise 1000000 --claimed 0 --opp-win 0
bad_msg "*optimal raise of model ante is *pots, more than*give --raise R" bluff --opp-win 1e-300
bad_msg "*unbounded*give --raise R" bluff --opp-win 0
for v in nan inf -1 0 0.001 1001; do
    bad stud --raise-antes "$v"
done
for v in nan inf -1 1e13; do
    bad stud --jackpot "$v"
done
for v in nan -1 8 abc; do
    bad open --players 4 --callers "$v"
done
bad bench --reps 0
bad bench --reps -1
bad bench --reps 101
bad call --players 4 --position 0
bad call --players 4 --position -1
bad pots A:-5:1 B:1:1
bad pots A:1e3:1 B:1:1
bad_msg "*above 1000000000000 chips*" pots A:99999999999999999999:1 B:1:1
bad_msg "*a blind is above 1000000000000 chips" pots A:10 B:10 --blinds 99999999999999999999/99999999999999999999 --actions "A call"
bad pots A:10 B:10 --blinds -5/10 --actions "A call"
bad pots A:10 B:10 --blinds 1/2 --actions "A raise 99999999999999999999"

# ---- 6. Deck sizes ---------------------------------------------------------------------
# A deck is 20, 24, ..., 52: anything else, however large, is the same error.
for d in 33 30 0 16 56 1000 -4 52.0 " 52" 0x34 99999999999999999999 auto; do
    bad freq --deck "$d"
done
for d in 33 0 99999999999999999999; do
    bad eval AsKsQsJsTs --deck "$d"
    bad holdem AsKs --deck "$d"
    bad stud --deck "$d"           # stud has no --deck: an unknown option
done
good freq --deck 052               # leading zeros are fine
bad_msg "talon: --deck must be a multiple of 4 from 20 to 52, not '99999999999999999999'" freq --deck 99999999999999999999
bad_msg "talon: --deck must be a multiple of 4 from 20 to 52, not '30'" holdem AsKs --deck 30
bad eval AsKsQsJsTs --deck all
bad atleast --decks 52,33
bad atleast --decks 52,52
bad atleast --decks ,,,
bad atleast --decks "$(printf '52,%.0s' $(seq 100))"
bad drawn --deck auto

# ---- 7. Threads ---------------------------------------------------------------------------
# --threads takes 1 .. 256 (0 or 10 000 is an error naming the range; the
# default is already every core); results do not depend on it.
for v in 0 257 10000 -1 abc 1e2; do
    bad freq --trials 1000 --threads "$v"
    bad holdem AsKs QdQc --threads "$v"
done
bad_msg "talon: --threads must be between 1 and 256, not '0'" freq --trials 1000 --threads 0
bad_msg "talon: --threads must be between 1 and 256, not '10000'" equity --threads 10000
good freq --trials 100000 --threads 1 --format csv
one=$out
good freq --trials 100000 --threads 256 --format csv
desc="--threads 1 and 256 give the same output"
[ "$out" = "$one" ] && ok || ko "outputs differ"

# ---- 8. Strategy files ------------------------------------------------------------------
# Each bad file is a one-line error naming the file (and the line); an empty
# file is the standard strategy (files override a preset, README).
sd=$tmp/strategies
mkdir -p "$sd"
printf 'pair keep 6\n' >"$sd/keep6.txt"
printf 'trips keep 3\npair draw 5\n' >"$sd/draw5.txt"
printf 'royal-flush stand\n' >"$sd/unknown-rule.txt"
printf 'pair draw 3\nfoo draw 1\n' >"$sd/unknown-word.txt"
printf 'playable-pair * ZZ\n' >"$sd/unknown-pair.txt"
printf 'playable-pair 33 JJ\n' >"$sd/bad-deck.txt"
printf 'pair draw 99999999999999999999\n' >"$sd/bignum.txt"
printf 'pair draw -1\n' >"$sd/negative.txt"
printf 'pair draw 3\0trips draw 2\n' >"$sd/nul.txt"
head -c 4096 "$REAL" >"$sd/garbage.bin"        # an ELF header: binary, NUL bytes
printf '\xff\xfe\x80 \x01\x02\x7f\n\xc3\x28 keep 2\n' >"$sd/binary.txt"   # no NUL: invalid UTF-8, controls
printf '\033[31m\r\n' >"$sd/escape.txt"
awk 'BEGIN { for (i = 0; i < 100000; i++) print "pair draw 3" }' >"$sd/huge.txt"
: >"$sd/empty.txt"
for f in keep6 draw5 unknown-rule unknown-word unknown-pair bad-deck bignum negative nul escape; do
    bad_msg "talon: --strategy '$sd/$f.txt': line *" drawn --deck 32 --strategy "$sd/$f.txt"
done
bad_msg "*line 1: keep 6: a hand keeps at most 5 cards" drawn --deck 32 --strategy "$sd/keep6.txt"
bad_msg "*line 1: unknown rule 'royal-flush'*" drawn --deck 32 --strategy "$sd/unknown-rule.txt"
bad drawn --deck 32 --strategy "$sd/garbage.bin"
bad drawn --deck 32 --strategy "$sd/binary.txt"
bad_msg "*larger than 65536 bytes*" drawn --deck 32 --strategy "$sd/huge.txt"
bad_msg "*larger than 65536 bytes*" drawn --deck 32 --strategy /dev/zero
bad_msg "*a directory, not a strategy file" drawn --deck 32 --strategy "$sd"
bad_msg "*not a preset*not a readable file*" drawn --deck 32 --strategy "$sd/none.txt"
for c in "equity --trials 1000" "best KK --players 4 --deck 32 --after-draw --trials 1000" "open --players 4 --trials 100"; do
    # shellcheck disable=SC2086
    bad $c --strategy "$sd/keep6.txt"
    # shellcheck disable=SC2086
    bad $c --strategy "$sd"
done
good drawn --deck 32 --strategy standard
std=$out
good drawn --deck 32 --strategy "$sd/empty.txt"
good drawn --deck 32 --strategy /dev/null
desc="an empty strategy file is the standard strategy"
[ "$(grep -v strategy <<<"$out")" = "$(grep -v strategy <<<"$std")" ] && ok || ko "other table"

# ---- 9. Paytables -------------------------------------------------------------------------
# A negative or missing row, NaN, a huge value, a row twice, a bad section,
# an empty, binary or huge file, a device, a directory, no file: each a
# one-line error naming the file (and the line).
pd=$tmp/paytables
mkdir -p "$pd"
std_pay=$SRC/paytables/standard.txt
sed 's/^pair 1/pair -1/' "$std_pay" >"$pd/negative-row.txt"
sed 's/^flush 50/flush -50/' "$std_pay" >"$pd/negative-jackpot.txt"
sed 's/^royal_flush 100%/royal_flush -5%/' "$std_pay" >"$pd/negative-percent.txt"
grep -v '^quads' "$std_pay" >"$pd/missing-row.txt"
sed 's/^pair 1/pair nan/' "$std_pay" >"$pd/nan-row.txt"
sed 's/^pair 1/pair 1e308/' "$std_pay" >"$pd/huge-row.txt"
sed 's/^pair 1/pair 0x1/' "$std_pay" >"$pd/hex-row.txt"
sed 's/^pair 1/pair infinity/' "$std_pay" >"$pd/inf-row.txt"
sed 's/^pair 1/pair 1\npair 2/' "$std_pay" >"$pd/twice.txt"
printf '[raise]\n' >"$pd/header-only.txt"
printf '[bogus]\n' >"$pd/bad-section.txt"
: >"$pd/empty.txt"
head -c 4096 "$REAL" >"$pd/garbage.bin"
printf '\xff\xfe\x80 \x01\x02\x7f\n\xc3\x28 1\n' >"$pd/binary.txt"
awk 'BEGIN { for (i = 0; i < 10000; i++) print "# padding line" }' >"$pd/huge.txt"
bad_msg "talon: paytable '*' line 6: row 'pair': negative value '-1'" stud --paytable "$pd/negative-row.txt"
bad_msg "*row 'quads' is missing*" stud --paytable "$pd/missing-row.txt"
for f in negative-jackpot negative-percent nan-row huge-row hex-row inf-row twice header-only bad-section empty; do
    bad stud --paytable "$pd/$f.txt"
done
bad stud --paytable "$pd/garbage.bin"
bad stud --paytable "$pd/binary.txt"
bad stud --paytable "$pd/huge.txt"
bad stud --paytable /dev/null
bad stud --paytable /dev/zero
bad stud --paytable "$pd"
bad stud --paytable "$pd/none.txt"

# ---- 10. More players than the deck can deal -------------------------------------------------
# Before the draw the deal needs 5 cards a player (hold'em: 2, and the
# board 5): more is an error.  After the draw the discards are re-shuffled
# when the stock runs out (4 players at 20 cards, 8 at 40, 10 at 52 deal
# the whole deck or nearly): a correct result.
for c in "equity" "equity --after-draw" "best KK" "best KK --after-draw off" "drawn" "open"; do
    # shellcheck disable=SC2086
    bad_msg "talon: * players need * cards, more than the * of the deck" $c --players 5 --deck 24 --trials 100
done
bad_msg "talon: 10 players need 50 cards, more than the 48 of the deck" equity --players 10 --deck 48
bad call --players 8 --deck 36
bad_msg "talon: 10 players and the board need 25 cards, more than the 24 left in the deck" holdem AsKs --players 10 --deck 24
bad_msg "talon: 2 players and the board need 9 cards, more than the 8 left in the deck" holdem AsKs QsQd --deck 20 --dead JsJdJhJcTsTdThTcAhKhQhAd
bad holdem random random random random random random random random random random random
bad equity --players 9 --deck auto
for pd_ in "4 20" "8 40" "10 52"; do
    set -- $pd_
    good equity --players "$1" --deck "$2" --trials 20000
    good equity --players "$1" --deck "$2" --after-draw --trials 20000
    good drawn --players "$1" --deck "$2" --trials 20000
    good best AA --players "$1" --deck "$2" --after-draw off --trials 20000
    good best AA --players "$1" --deck "$2" --after-draw --trials 20000
done
set --
good open --players 8 --deck 40 --model a
good holdem AsKs random random random random random random random random random --deck 28 --trials 20000
# The dealer says it re-shuffles the discards (at 8 players and 40 cards
# the stock is empty after the deal).
good drawn --players 8 --deck 40 --trials 20000
expect_out_has "re-shuffled discards"

# ---- 11. Output to a closed pipe ---------------------------------------------------------
# `talon CMD | head -1` exits 0 with nothing on stderr.  Two ways: a real
# `| head -1`, and (deterministic, whatever the pipe buffer) a pipe whose
# reader is gone before talon starts, so the first write gets EPIPE.
closed_pipe() {
    desc="talon $* > closed pipe"
    exec 4> >(exec true)
    wait $! 2>/dev/null || sleep 0.2
    timeout 20 "$TALON" "$@" >&4 2>"$tmp/err" </dev/null
    rc=$?
    exec 4>&-
    slurp err "$tmp/err"
    expect_rc 0
    expect_err_empty
}
head_1() {
    desc="talon $* | head -1"
    local st
    timeout 20 "$TALON" "$@" 2>"$tmp/err" </dev/null | head -1 >/dev/null
    st=("${PIPESTATUS[@]}")
    rc=${st[0]}
    slurp err "$tmp/err"
    expect_rc 0
    expect_err_empty
}
for c in "eval AsKsQsJsTs" "eval AsKsQsJsTs 2c3c4c5c7d" "freq" "freq --deck all --format csv" "freq --format json" \
         "freq --format md --trials 10000" "atleast" "best KK --players 4 --deck 32 --trials 10000" \
         "drawn --deck 32" "drawn --deck 32 --format md" "equity --trials 10000" "open --players 4 --model a" \
         "call --players 4 --model a" "pots A:10:10 B:10:10 --showdown A,B --format csv" \
         "holdem AsKs QdQc" "bluff --trials 10000" "bluff check --format csv --trials 1000" "--help" "freq --help"; do
    # shellcheck disable=SC2086
    closed_pipe $c
    # shellcheck disable=SC2086
    head_1 $c
done
closed_pipe stud --trials 10000
# Writing to a full device is a failure: exit 1, one line; help texts and
# --version too.
for c in "freq" "--help" "freq --help" "--version" "pots A:100:100 B:100:100 --showdown A,B"; do
    # shellcheck disable=SC2086
    timeout 20 "$TALON" $c >/dev/full 2>"$tmp/err"
    rc=$?
    slurp err "$tmp/err"
    desc="talon $c > /dev/full"
    expect_rc 1
    expect_err_line "talon: cannot write the output: *"
done
# An --out that names no file (issue 24; tests/cli/out_files.sh has every
# kind): refused with one line before anything runs, the node untouched.
bad_msg "talon: --out: cannot write /: it is a directory" solve --game kuhn --out /
bad_msg "talon: --out /dev/null: not a directory*" tables --out /dev/null
desc="/dev/null after --out"
[ -c /dev/null ] && ok || ko "no longer a character device"

# ---- 12. SIGINT during a long Monte Carlo run ------------------------------------------
# Once the run has started (talon then catches SIGINT: bit 1 of SigCgt in
# /proc/PID/status), SIGINT to a run that would take hours or days: exit
# 130 within 2 s, nothing on stdout, "talon: interrupted" on stderr.
interrupt() {
    desc="SIGINT to talon $*"
    "$REAL" "$@" >"$tmp/out" 2>"$tmp/err" </dev/null &
    local pid=$! t0 t1 cgt
    for _ in $(seq 400); do
        cgt=$(awk '/^SigCgt:/ { print $2 }' "/proc/$pid/status" 2>/dev/null)
        [ -z "$cgt" ] && break              # already gone: the checks below fail
        (((16#$cgt >> 1) & 1)) && break
        sleep 0.05
    done
    sleep 0.2
    t0=$(date +%s%N)
    kill -INT "$pid"
    # at most 20 s, then SIGKILL: a hang fails instead of blocking
    for _ in $(seq 200); do kill -0 "$pid" 2>/dev/null || break; sleep 0.05; done
    kill -0 "$pid" 2>/dev/null && kill -KILL "$pid"
    wait "$pid"
    rc=$?
    t1=$(date +%s%N)
    slurp out "$tmp/out"
    slurp err "$tmp/err"
    expect_rc 130
    expect_out_empty
    expect_err_line "talon: interrupted"
    [ $(((t1 - t0) / 1000000)) -le 2000 ] && ok || ko "stopped $(((t1 - t0) / 1000000)) ms after the SIGINT"
}
interrupt freq --trials 10000000000000
interrupt freq --deck all --precision 0.000001
interrupt equity --trials 10000000000000
interrupt equity --after-draw --trials 10000000000000
interrupt holdem AsKs QdQc --trials 10000000000000
interrupt holdem KhKd random random random --precision 0.000001
interrupt best KK --players 4 --deck 32 --after-draw off --trials 10000000000000
interrupt best KK --players 4 --deck 32 --after-draw --trials 10000000000000
interrupt drawn --players 4 --deck 32 --trials 10000000000000
interrupt stud --trials 10000000000000
# Ranges that almost never fit: one Monte Carlo block takes minutes, so the
# run cannot stop at a block end; the forced exit stops it within a second.
interrupt holdem AA,KK,QQ,JJ AA,KK,QQ,JJ AA,KK,QQ,JJ AA,KK,QQ,JJ AA,KK,QQ,JJ AA,KK,QQ,JJ AA,KK,QQ,JJ AA,KK,QQ,JJ random random
# Outside a Monte Carlo run (talon stud's exact count, seconds) SIGINT
# keeps its default action: talon ends at once (status 130 from the
# signal), nothing on stdout.  (env resets SIGINT, which a background job
# of a script starts with ignored.)
if env --default-signal=INT true 2>/dev/null; then
    desc="SIGINT to talon stud (exact)"
    env --default-signal=INT "$REAL" stud >"$tmp/out" 2>"$tmp/err" </dev/null &
    pid=$!
    sleep 0.3
    kill -INT "$pid"
    for _ in $(seq 200); do kill -0 "$pid" 2>/dev/null || break; sleep 0.05; done
    kill -0 "$pid" 2>/dev/null && kill -KILL "$pid"
    wait "$pid"
    rc=$?
    slurp out "$tmp/out"
    expect_rc 130
    expect_out_empty
fi
finish
