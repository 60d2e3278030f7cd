# Every default a --help text states is the default the command uses (issue
# 18).  Each row names a command, the arguments of a small run, and an
# option with the default its help line states: the output without the
# option must be the output with it, byte for byte (but talon stud's
# "time:" note, machine-dependent), and the help line must say it.  A default that is "required" is checked the other way: the run
# without the option is refused (exit 2, one line).
#
# The table is complete: every option line of every command's --help that
# states a default (or "required") must appear in it, as a row or among the
# exemptions, each with its reason (a default that no value can name, such
# as "none" or "every position"; output that differs from run to run, such
# as timings; a run that would rewrite the source tree).  A new option line
# with a default fails this test until it is added.
#
# Rows marked slow (a run of a second or more) run in tests/cli/defaults_slow.sh
# (ctest cli_defaults_slow, label slow); the completeness check and the
# other rows here.
. "$(dirname "$0")/lib.bash"
ROWSET=${TALON_DEFAULTS_ROWS:-quick}
# From the source tree, as the goldens: relative paths (strategies/solved/...)
# name the same files with or without the option.
case "$TALON" in /*) ;; *) TALON="$PWD/$TALON" ;; esac
cd "$SRC" || exit 1

# command | arguments | option and its stated default | text the help line shows | speed
ROWS=$(cat <<'T'
eval|Ks2dQd9hTc|--deck 52|default 52|
eval|Ks2dQd9hTc|--ace-low on|default on|
eval|Ks2dQd9hTc|--order modern|modern (default)|
eval|Ks2dQd9hTc|--notation auto|default auto|
eval|Ks2dQd9hTc|--format text|default text|
eval|Ks2dQd9hTc|--lang en|default en|
freq||--deck 52|default 52|
freq|--deck 32|--ace-low on|default on|
freq|--deck 32|--order modern|modern (default)|
freq|--deck 32 --trials 20000|--seed 1|default 1|
freq|--deck 32|--format text|default text|
freq|--deck 32|--lang en|default en|
atleast||--decks 52,48,44,40,32|default 52,48,44,40,32|slow
atleast|--decks 32|--ace-low on|default on|
atleast|--decks 32|--order modern|modern (default)|
atleast|--decks 32|--format text|default text|
atleast|--decks 32|--lang en|default en|
best|KK --players 4 --trials 2000 --seed 3|--deck auto|default auto|
best|KK --players 5 --trials 2000 --seed 3|--deck auto|default auto|
best|KK --players 4 --trials 2000 --seed 3|--ace-low on|default on|
best|KK --players 4 --trials 2000 --seed 3|--order modern|modern (default)|
best|RR --players 4 --trials 2000 --seed 3|--notation auto|default auto|
best|KK --players 4 --trials 2000|--seed 1|default 1|
best|KK --players 4 --deck 32|--precision 0.0005|default 0.0005|slow
best|KK --players 4 --deck 32 --trials 2000 --seed 3|--strategy article|default article|
best|KK --players 4 --trials 2000 --seed 3|--after-draw on|default on|
best|KhKd9s8c7h --players 2 --deck 32|--format text|default text|
best|KhKd9s8c7h --players 2 --deck 32|--lang en|default en|
best|KK --deck 32|--players REQUIRED|required|
drawn|--format csv|--ace-low off|default off here|
drawn|--deck 32|--order modern|modern (default)|
drawn|--deck 32|--players 1|default 1|
drawn|--deck 32 --players 3|--precision 0.001|default 0.001|
drawn|--deck 32 --players 3 --trials 2000|--seed 1|default 1|
drawn|--deck 32|--strategy article|default article|
drawn|--deck 32|--format text|default text|
drawn|--deck 32|--lang en|default en|
equity|--trials 2000 --seed 3|--players 4|default 4|
equity|--players 5 --trials 2000 --seed 3|--deck auto|default auto|
equity|--trials 2000 --seed 3|--ace-low on|default on|
equity|--trials 2000 --seed 3|--order modern|modern (default)|
equity|--players 4|--trials 4000000|default 4 000 000|slow
equity|--players 4 --after-draw|--trials 1000000|1 000 000 with --after-draw|slow
equity|--players 4 --trials 2000|--seed 1|default 1|
equity|--players 4 --after-draw --trials 2000 --seed 3|--strategy article|default article|
equity|--trials 2000 --seed 3|--after-draw off|default off|
equity|--trials 2000 --seed 3|--format text|default text|
equity|--trials 2000 --seed 3|--lang en|default en|
open|--players 5 --model a|--deck auto|default auto|
open|--players 4 --model a|--ace-low on|default on|
open|--players 4 --model a|--order modern|modern (default)|
open|--players 5 --model a|--table all|default: all|
open|--players 4 --model b|--trials 60000|60 000 for model b|slow
open|--players 4 --model c|--trials 30000|30 000 for c|slow
open|--players 4 --model b --trials 2000|--seed 1|default 1|
open|--players 4 --model c --trials 2000 --seed 3|--strategy article|default article|slow
open|--players 4 --model a|--format text|default text|
open|--players 4 --model a|--lang en|default en|
open|--players 4 --trials 2000 --seed 3|--model all|all (default)|
open|--players 4 --model a|--passers half|(default)|
open|--players 4 --model a|--callers 0|default 0|
call|--players 5 --opener 3 --model a|--deck auto|default auto|
call|--players 4 --model a|--ace-low on|default on|
call|--players 4 --model a|--order modern|modern (default)|
call|--model a|--players REQUIRED|required|
call|--model equilibrium|--players 4|default 4|
call|--players 4 --opener 1 --position 2 --model b|--trials 60000|60 000 for model b|slow
call|--players 4 --opener 1 --position 2 --model c|--trials 30000|30 000 for c|slow
call|--players 4 --opener 1 --position 2 --model b --trials 2000|--seed 1|default 1|slow
call|--players 4 --opener 1 --position 2 --model c --trials 2000 --seed 3|--strategy article|default article|slow
call|--players 4 --model a|--format text|default text|
call|--players 4 --model a|--lang en|default en|
call|--players 4 --opener 1 --position 2 --trials 2000 --seed 3|--model all|all (default)|
call|--players 4 --model a|--passers half|(default)|
call|--players 4 --model a|--callers 0|default 0|
solve|--players 2 --iterations 8 --trials 8 --no-timing|--deck auto|default auto|
solve|--iterations 8 --trials 8 --no-timing|--players 2|default 2|
solve|--players 2 --iterations 8 --trials 8 --no-timing|--ace-low on|default on|
solve|--players 2 --iterations 8 --trials 8 --no-timing|--order modern|modern (default)|
solve|--players 2 --iterations 64 --no-timing|--trials 16384|default 16 384|slow
solve|--players 2 --iterations 8 --trials 8 --no-timing|--seed 1|default 1|
solve|--players 2 --iterations 8 --trials 8 --no-timing|--format text|default text|
solve|--players 2 --iterations 8 --trials 8 --no-timing|--lang en|default en|
solve|--iterations 8 --trials 8 --no-timing|--game draw|draw (default)|
solve|--players 2 --iterations 8 --trials 8 --no-timing|--buckets 8|draw: post-draw buckets (default 8)|
solve|--players 2 --iterations 8 --trials 8 --no-timing|--bucket-power 1|(default 1;|
solve|--players 2 --iterations 8 --trials 8 --no-timing|--quads-apart off|(default off:|
solve|--players 2 --iterations 8 --trials 8 --no-timing|--max-memory 4|default 4|
solve|--game vn1944 --iterations 8 --no-timing|--buckets 100|hands on the grid (default 100)|
solve|--players 2 --iterations 8 --trials 8 --no-timing|--open-sizes 0.5,1|default 0.5,1|
solve|--players 2 --iterations 8 --trials 8 --no-timing|--raise-sizes 1|default 1|
solve|--players 2 --iterations 8 --trials 8 --no-timing|--raises 1|default 1|
solve|--players 2 --iterations 8 --trials 8 --no-timing|--draw free|free, default|
solve|--players 2 --iterations 8 --trials 8 --no-timing|--abstraction classes|51 classes (default)|
solve|--players 2 --iterations 8 --trials 8 --no-timing|--algo auto|auto (default|
solve|--players 2 --iterations 8 --trials 8 --no-timing|--public full|full at 2 players|
solve|--players 3 --iterations 8 --trials 8 --no-timing|--public summary|summary at 3 or more|
solve|--players 2 --iterations 2048 --trials 8 --no-timing|--checkpoint 1024|1024 for mccfr|
solve|--game kuhn --iterations 16 --no-timing|--checkpoint 8|8 for cfr+|
solve|--players 2 --deck 20 --buckets 4 --algo vector --iterations 32 --trials 4096 --no-timing|--checkpoint 16|16 for vector|
solve|--players 2 --iterations 16640 --trials 8 --no-timing|--prune off|off heads-up|slow
solve|--players 2 --deck 20 --buckets 4 --algo vector --iterations 32 --trials 4096 --no-timing|--shapes off|default: off|
solve|--players 3 --iterations 16640 --trials 8 --no-timing|--prune on|on at 3 players or more|slow
duel|--players 2 a b --trials 1000|--deck auto|default auto|
duel|--players 2 a b --trials 1000|--ace-low on|default on|slow
duel|a b --trials 1000|--players 2|the number of profiles given|
duel|a --trials 1000|--players 4|4 for one|
duel|--players 2 a b|--trials 200000|default 200 000|slow
duel|--players 2 a b --trials 1000|--seed 1|default 1|slow
duel|--players 2 a b --trials 1000|--format text|default text|slow
duel|--players 2 a b --trials 1000|--lang en|default en|slow
duel|--players 2 a equilibrium --trials 1000|--solution strategies/solved/draw-2p-32-pot.tsf|default: strategies/solved/|slow
advise|KhKd9s8c7h --players 4 --position 1 --trials 500|--deck auto|default auto|
advise|KhKd9s8c7h --players 4 --position 1 --trials 500|--ace-low on|default on|
advise|KhKd9s8c7h --players 4 --position 1 --trials 500|--order modern|modern (default)|
advise|RcRk9p8t7c --players 4 --position 1 --trials 500|--notation auto|default auto|
advise|KhKd9s8c7h --position 1|--players REQUIRED|required|
advise|KhKd9s8c7h --players 4 --position 1|--trials 20000|default 20 000|
advise|KhKd9s8c7h --players 4 --position 1 --trials 500|--seed 1|default 1|
advise|KhKd9s8c7h --players 4 --position 1 --trials 500|--format text|default text|
advise|KhKd9s8c7h --players 4 --position 1 --trials 500|--lang en|default en|
advise|KhKd9s8c7h --players 4|--position REQUIRED|required|
solve|--game kuhn --iterations 8 --no-timing --out /tmp/talon_defaults_kuhn.tsf|--out-format compact|compact (default|
solve|--load strategies/solved/check-2p-32-pot.tsf --trials 64 --no-timing|--best-response abstract|inside the abstraction (default)|
solve|--load strategies/solved/check-2p-32-pot.tsf --best-response real --trials 4096|--buckets 64|strength bins (default 64)|
solve|--load strategies/solved/check-2p-32-pot.tsf --best-response real --trials 4096|--scope round2|its round-2 bets (default)|
solve|--load strategies/solved/check-2p-32-pot.tsf --best-response real|--trials 262144|default 262 144|slow
strategy|info strategies/solved/check-2p-32-pot.tsf|--format text|default text|
strategy|info strategies/solved/check-2p-32-pot.tsf|--lang en|default en|
strategy|convert strategies/solved/check-2p-32-pot.tsf --out /tmp/talon_defaults_conv.tsf|--out-format compact|default compact|
strategy|check strategies/solved/check-2p-32-pot.tsf --trials 4096|--seed 1|default 1|
pots|A:100:50 B:100:50 --showdown A,B|--format text|default text|
pots|A:100:50 B:100:50 --showdown A,B|--lang en|default en|
pots|B:70 C:1000 A:1000 --blinds 5/10 --actions "A raise 50, B allin, C call"|--table all|default: all|
drawn|--deck 32|--table all|default: all|
stud|--trials 2000 --seed 3 --format csv|--paytable standard|default standard|slow
stud|--trials 2000|--seed 1|default 1|slow
stud|--trials 2000 --seed 3 --format csv|--raise-antes 2|default 2|slow
stud|--table strategy|--exact|the default without --trials|slow
stud|--trials 2000 --seed 3|--format text|default text|slow
stud|--trials 2000 --seed 3|--lang en|default en|slow
stud|--trials 2000 --seed 3|--table all|default: all|slow
holdem|AsKs QdQc|--players 2|the number of hands given|
holdem|AsKs|--players 2|at least 2|slow
holdem|AsKs QdQc|--deck 52|default 52|
holdem|AsKs QdQc|--ace-low on|default on|
holdem|AsKs QdQc|--order modern|modern (default)|
holdem|AsKs QdQc|--notation auto|default auto|
holdem|AsKs QdQc --trials 2000|--seed 1|default 1|
holdem|AsKs random random --format csv|--precision 0.0005|default 0.0005|slow
holdem|AsKs QdQc|--format text|default text|
holdem|AsKs QdQc|--lang en|default en|
bluff|--model equilibrium --trials 1000|--players 2|default 2|
bluff|--model equilibrium --players 2 --trials 1000|--deck auto|default auto|
bluff|--table check --format csv|--trials 1000000|default 1 000 000|
bluff|--model equilibrium|--trials 200000|--model equilibrium: 200 000|slow
bluff|--table check --trials 2000|--seed 1|default 1|
bluff||--format text|default text|
bluff||--lang en|default en|
bluff|--format csv|--claimed 0.15|default 0.15|
bluff|--format csv|--opp-win 0.10|default 0.10|
bluff|--format csv|--model all|all (default)|
bluff||--table all|default: all|
T
)

# command | option | why it has no row
EXEMPT=$(cat <<'T'
*|--threads|results do not depend on it (tests/cli/mc.sh and the goldens run 1 to 3 threads)
*|--camouflage|its default is no value: the strategy's own rule (tests/cli/drawn.sh checks the draw counts it gives)
*|--solution|the default is a pair of shipped files (-pot and -half), which no one --solution names (duel reads one: its row)
freq|--trials|default none: no value names it
freq|--precision|default none: no value names it
atleast|--deck|the --decks row checks the five decks (--deck takes one size or all)
best|--trials|default: until --precision 0.0005 (the --precision row)
drawn|--deck|the five decks are no --deck value: checked below
drawn|--trials|default: until --precision 0.001 (the --precision row)
equity|--precision|default none: the fixed --trials (their rows)
open|--players|each of 4 to 8 is no --players value: checked below
call|--position|every position is no --position value
call|--opener|every position is no --opener value
call|--bet|both sizes are no --bet value
advise|--bet|the history's opening, else both games: no --bet value names either (tests/cli/advise.sh, the goldens advise-opened-*)
solve|--iterations|the game's default count is no value to give (tests/cli/solve.sh)
solve|--target|default none: no value names it
solve|--keep-played|default: every set, which no value names
strategy|--backoff|default none: no value names it (tests/cli/strategy.sh)
strategy|--shape|default none: no value names it (tests/cli/strategy.sh)
strategy|--threshold|default none: no value names it (tests/cli/strategy.sh)
solve|--position|every seat is no --position value
duel|--no-rotate|a flag: its default is its absence
stud|--trials|default none: exact (the --exact row)
stud|--precision|default none: exact
stud|--jackpot|default none: no value names it
holdem|--trials|default: exact when small enough (tests/cli/holdem.sh), else the --precision row
holdem|--board|default none: no value names it
holdem|--dead|default none: no value names it
pots|--blinds|default none: no value names it
pots|--showdown|default none: no value names it
bluff|--precision|default none: no value names it
bluff|--raise|each model's optimum is no --raise value
bench|*|its output holds timings, which differ from run to run (tests/cli/bench.sh checks its options)
tables|*|it writes tables/generated and the reports: a run here would rewrite the source tree (tests/cli/tables.sh runs it with --out)
T
)

listed() {   # listed CMD OPTION: a row or an exemption names it
    local c o
    while IFS='|' read -r c _ o _ _; do
        [ "$c" = "$1" ] && [ "${o%% *}" = "$2" ] && return 0
    done <<<"$ROWS"
    while IFS='|' read -r c o _; do
        { [ "$c" = "$1" ] || [ "$c" = "*" ]; } && { [ "$o" = "$2" ] || [ "$o" = "*" ]; } && return 0
    done <<<"$EXEMPT"
    return 1
}

if [ "$ROWSET" = quick ]; then
    # Completeness: every option line stating a default or "required".
    cmds=$("$TALON" --help | awk '/^Commands:/ { f = 1; next } f && /^  [a-z]/ { print $1 } f && /^$/ { f = 0 }')
    for cmd in $cmds; do
        while read -r name; do
            desc="talon $cmd --help: $name states a default; a row or an exemption of tests/cli/defaults.sh names it"
            listed "$cmd" "$name" && ok || ko "not in the table"
        done < <("$TALON" "$cmd" --help | awk '/^Options:/ { f = 1; next }
            f && /^  --/ && /default|required/ { print $1 }')
    done
    # The defaults no option value names, checked on the output.
    run drawn --format csv
    desc="talon drawn: the article's five decks by default"
    [ "$(printf '%s\n' "$out" | awk -F, 'NR > 1 { print $1 }' | uniq | tr '\n' ' ')" = "52 48 44 40 32 " ] && ok || ko "decks"
    run open --model a --format csv
    desc="talon open: each of 4 to 8 players by default, each at the article's deck"
    [ "$(printf '%s\n' "$out" | awk -F, 'NR > 1 { print $4 ":" $1 }' | uniq | tr '\n' ' ')" = "4:32 5:40 6:44 7:48 8:52 " ] &&
        ok || ko "players"
fi

# no_time FILE: sed -i '/^  time: /d' FILE, with sed only when a line may match
no_time() {
    local t
    if ! file_bytes t "$1" || [[ $t == "  time: "* || $t == *$'\n  time: '* ]]; then
        sed -i '/^  time: /d' "$1"
    fi
}
declare -A without=()
n_without=0
declare -A help=()   # each command's --help, read once
while IFS='|' read -r cmd args opt says speed; do
    [ -n "$cmd" ] || continue
    if [ "$ROWSET" = slow ]; then [ "$speed" = slow ] || continue; else [ "$speed" = slow ] && continue; fi
    name=${opt%% *}
    desc="talon $cmd --help states '$says' for $name"
    [ -n "${help[$cmd]+set}" ] || help[$cmd]=$("$TALON" "$cmd" --help)
    line=""   # grep -E "^  $name( |$)" of the help text
    while IFS= read -r l; do
        [[ $l =~ ^"  $name"( |$) ]] && line+=${line:+$'\n'}$l
    done <<<"${help[$cmd]}"
    case "$line" in *"$says"*) ok ;; *) ko "help line: $line" ;; esac
    if [ "${opt#* }" = REQUIRED ]; then
        # shellcheck disable=SC2086
        eval "usage_error $cmd $args"
        continue
    fi
    # The run without the option, once for all the rows that share the
    # command and its arguments (its output and status kept under $tmp).
    key="$cmd $args"
    if [ -z "${without[$key]+set}" ]; then
        n_without=$((n_without + 1))
        # shellcheck disable=SC2086
        eval "\"\$TALON\" $cmd $args" >"$tmp/a$n_without" 2>&1 </dev/null
        without[$key]="$n_without $?"
        no_time "$tmp/a$n_without"
    fi
    read -r k st <<<"${without[$key]}"
    a=$tmp/a$k
    if [ "$ROWSET" = slow ] && [ "${TALON_TEST_SANITIZED:-0}" = 1 ]; then
        # Under the sanitizers (TALON_TEST_SANITIZED=1, set by CMake in a
        # TALON_SANITIZE build) a slow row runs once, without the option:
        # the default's code under ASan and UBSan, in half the time; the
        # Release suite compares the two outputs.
        desc="talon $cmd $args (under the sanitizers: the run without $opt ends well)"
        [ "$st" = 0 ] && [ -s "$a" ] && ok || ko "exit $st: $(head -2 "$a")"
        continue
    fi
    # shellcheck disable=SC2086
    eval "\"\$TALON\" $cmd $args $opt" >"$tmp/b" 2>&1 </dev/null
    no_time "$tmp/b"
    desc="talon $cmd $args: without $opt == with it"
    same_bytes "$a" "$tmp/b" && ok || ko "outputs differ: $(diff "$a" "$tmp/b" | head -4)"
done <<<"$ROWS"
finish
