# A family of threshold rules against the shipped 4-player equilibrium
# (issue 26: every rule of open, call, raise, bet and bluff thresholds by
# class and strength should lose to it).  Each rule, written as talon
# duel's rule: profile, sits at one seat of a 4-player 32-card table of
# three equilibrium players (strategies/solved/draw-4p-32-pot.tsf),
# 4 000 000 deals, seed 1, the seats rotating: its result in antes per 100
# deals with a 95% interval gives its verdict: loses (the interval below
# 0), level (it holds 0) or wins (above 0).  Each rule's verdict is on
# record in FAMILY, so that a file that gets better or worse against a
# rule changes this list in the same commit.  TALON_RULES_TRIALS sets
# fewer deals for a look (the verdicts are then not checked).
. "$(dirname "$0")/lib.bash"

# RULE|VERDICT
FAMILY=(
    "rule:article|loses"
    "rule:a|loses"
    "rule:b|loses"
    "rule:c|loses"
    "rule:article,open=JJ|loses"
    "rule:article,open=AA|loses"
    "rule:article,open=two-pair|loses"
    "rule:a,open=QQ,call=AA|loses"
    "rule:a,call=KK|loses"
    "rule:a,call=two-pair|loses"
    "rule:a,call=draw|loses"
    "rule:a,raise=two-pair|loses"
    "rule:a,raise=straight|loses"
    "rule:a,bet=0.7|loses"
    "rule:a,bet=0.95|loses"
    "rule:a,call2=0.5|loses"
    "rule:a,call2=0.85|loses"
    "rule:a,bet=0.8,raise2=0.9|loses"
    "rule:a,bluff=0.1,bluff-prob=0.3|loses"
    "rule:a,bluff=0.3,bluff-prob=0.5|loses"
    "rule:article,bluff=0.05,bluff-prob=1|loses"
    "rule:a,open=AA,call=two-pair,bet=0.8,call2=0.8|loses"
    "rule:a,open=99,call=TT,bet=0.95,call2=0.5|loses"
    "rule:a,open=draw,call=draw,raise=full,bet=0.9,call2=0.9|loses"
)

trials=${TALON_RULES_TRIALS:-4000000}
for row in "${FAMILY[@]}"; do
    rule=${row%|*}
    want=${row##*|}
    run duel --players 4 --deck 32 "$rule" equilibrium equilibrium equilibrium --trials "$trials" --format csv
    expect_rc 0
    got=$(python3 -c '
import csv, sys
r = next(r for r in csv.DictReader(open(sys.argv[1])) if r["profile"] == sys.argv[2])
lo, hi = float(r["ci_low"]), float(r["ci_high"])
v = "loses" if hi < 0 else "wins" if lo > 0 else "level"
print(v, "%+.2f [%+.2f, %+.2f]" % (float(r["antes_per_100"]), lo, hi))' "$tmp/out" "$rule")
    echo "  $rule: ${got#* } (${got%% *}, $trials deals)"
    desc="$rule against the 4-player equilibrium"
    if [ "$trials" = 4000000 ]; then
        [ "${got%% *}" = "$want" ] && ok || ko "it ${got%% *} (${got#* }), on record: $want (tests/cli/rules.sh FAMILY)"
    fi
done
desc="the family holds at least 20 rules"
[ "${#FAMILY[@]}" -ge 20 ] && ok || ko "${#FAMILY[@]} rules"

# rule:BASE is BASE; the round-2 values the help states are the base's
# (the same numbers when given); a part given changes the play.
nums() { python3 -c 'import csv, sys; print(" ".join(r["antes_per_100"] + "/" + r["decisions"] for r in csv.DictReader(open(sys.argv[1]))))' "$tmp/out"; }
run duel --players 4 --deck 32 article a b c --trials 20000 --format csv
base=$(nums)
run duel --players 4 --deck 32 rule:article a b c --trials 20000 --format csv
desc="rule:article plays as article"
[ "$(nums)" = "$base" ] && ok || ko "$(nums) against $base"
run duel --players 4 --deck 32 rule:article,bet=0.85,call2=0.70,raise2=0.95 a b c --trials 20000 --format csv
desc="the round-2 thresholds the help states are the article's"
[ "$(nums)" = "$base" ] && ok || ko "$(nums) against $base"
run duel --players 4 --deck 32 rule:a a b c --trials 20000 --format csv
base=$(nums)
for part in open=AA call=AA raise=quads bet=0.5 call2=0.3 raise2=0.5 bluff=0.5,bluff-prob=0.5; do
    run duel --players 4 --deck 32 "rule:a,$part" a b c --trials 20000 --format csv
    desc="rule:a,$part changes the play"
    [ "$(nums)" != "$base" ] && ok || ko "the same result as rule:a"
done

# The rule profile's errors: one line, exit 2.
usage_error duel --players 4 rule:x a a a
usage_error duel --players 4 rule:a,open=11 a a a
usage_error duel --players 4 rule:a,bet=1.5 a a a
usage_error duel --players 4 rule:a,bet=0.5,bet=0.6 a a a
usage_error duel --players 4 rule:a,shove=1 a a a
usage_error duel --players 2 rule:article a
finish
