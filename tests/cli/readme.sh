# The examples of README.md and docs/*.md: every "$ talon ..." line of a
# fenced block is run with this talon and its output must be the one pasted
# under it (scripts/readme --check; timings normalised, blocks marked
# "<!-- readme: unchecked: REASON -->" skipped), and every relative link of
# the pages leads to a file (and heading) that exists.  After an intended change of
# an output, scripts/readme --talon TALON refreshes the pages; review with
# git diff.
. "$(dirname "$0")/lib.bash"

type -P python3 >/dev/null || { echo "readme: python3 is missing (scripts/readme is Python)"; exit 1; }
desc="scripts/readme --check --talon $TALON"
python3 "$SRC/scripts/readme" --check --talon "$TALON" >"$tmp/out" 2>"$tmp/err"
rc=$?
out=$(cat "$tmp/out")
err=$(cat "$tmp/err")
if [ "$rc" = 0 ]; then ok; else cat "$tmp/out"; : >"$tmp/out"; ko "a pasted output differs from the real one (diff on stdout: - pasted, + real), or a link is broken; refresh with scripts/readme --talon TALON and review with git diff"; fi
# The pages exist and hold examples (an empty run would prove nothing).
desc="README.md and docs/ hold checked examples"
case "$out$err" in *" examples checked in "*) ok ;; *) ko "no summary line" ;; esac
n=$(python3 "$SRC/scripts/readme" --list | grep -vc '\[unchecked:')
[ "$n" -ge 20 ] && ok || ko "only $n checked examples"
echo "$out" | tail -1
finish
