# Every default a --help text states is the default the command uses: for
# each row (command, the arguments of a small run, the option with the
# default its help states), the output without the option must be the output
# with it, byte for byte (bluff and drawn's --ace-low: their CSV, as their text notes which inputs were
# the article's defaults).  The test also checks that the help line says it.
. "$(dirname "$0")/lib.bash"

# command | arguments | option and its stated default | text the help line shows
ROWS=$(cat <<'T'
eval|Ks2dQd9hTc|--deck 52|default 52
eval|Ks2dQd9hTc|--ace-low on|default on
eval|Ks2dQd9hTc|--order modern|modern (default)
eval|Ks2dQd9hTc|--notation auto|default auto
eval|Ks2dQd9hTc|--format text|default text
eval|Ks2dQd9hTc|--lang en|default en
freq|--deck 32|--ace-low on|default on
freq||--deck 52|default 52
atleast||--decks 52,48,44,40,32|default 52,48,44,40,32
drawn|--format csv|--ace-low off|default off here
drawn|--deck 32|--players 1|default 1
drawn|--deck 32|--strategy article|default article
equity|--trials 2000 --seed 3|--players 4|default 4
equity|--players 5 --trials 2000 --seed 3|--deck auto|default auto
equity|--players 4 --after-draw --trials 2000 --seed 3|--strategy article|default article
equity|--players 4 --trials 2000|--seed 1|default 1
open|--players 5 --model a|--deck auto|default auto
open|--players 4 --model a|--passers half|(default)
open|--players 4 --model a|--callers 0|default 0
call|--players 5 --opener 3 --model a|--deck auto|default auto
best|KK --players 4 --trials 2000 --seed 3|--deck 52|default 52
best|KK --players 4 --deck 32 --after-draw --trials 2000 --seed 3|--strategy article|default article
best|KhKd9s8c7h --players 2 --deck 32|--format text|default text
bluff|--format csv|--claimed 0.15|default 0.15
bluff|--format csv|--opp-win 0.10|default 0.10
bluff|--format csv|--model all|default
holdem|AsKs QdQc|--players 2|the number of hands given
holdem|AsKs QdQc|--deck 52|default 52
solve|--players 2 --iterations 64 --trials 64 --no-timing|--deck auto|default auto
duel|--players 2 a b --trials 1000|--deck auto|default auto
bluff|--model equilibrium --trials 1000|--players 2|default 2
bluff|--model equilibrium --players 2 --trials 1000|--deck auto|default auto
stud|--trials 2000 --format csv|--raise-antes 2|default 2
T
)

while IFS='|' read -r cmd args opt says; do
    [ -n "$cmd" ] || continue
    desc="talon $cmd --help states '$says' for ${opt%% *}"
    name=${opt%% *}
    line=$("$TALON" "$cmd" --help | grep -E "^  $name( |$)")
    case "$line" in *"$says"*) ok ;; *) ko "help line: $line" ;; esac
    # shellcheck disable=SC2086
    "$TALON" $cmd $args >"$tmp/a" 2>&1 </dev/null
    # shellcheck disable=SC2086
    "$TALON" $cmd $args $opt >"$tmp/b" 2>&1 </dev/null
    desc="talon $cmd $args: without $opt == with it"
    cmp -s "$tmp/a" "$tmp/b" && ok || ko "outputs differ: $(diff "$tmp/a" "$tmp/b" | head -4)" 
done <<<"$ROWS"
finish
