# pandas.read_csv with its defaults reads talon's CSV: talon freq --deck 32
# --format csv and every file of tables/generated/, with named columns.
# Uses Debian's pandas (apt-get install python3-pandas) through
# /usr/bin/python3, or TALON_PANDAS_PYTHON.  Without pandas the test is
# skipped (exit 77, ctest's SKIP_RETURN_CODE): it is not counted as passed.
. "$(dirname "$0")/lib.bash"

PY=${TALON_PANDAS_PYTHON:-/usr/bin/python3}
if ! "$PY" -c 'import pandas' 2>/dev/null; then
    echo "SKIP: no pandas for $PY (apt-get install python3-pandas)"
    exit 77
fi
load() {   # FILE: prints nothing when pandas reads it with named columns
    "$PY" - "$1" <<'PYEOF'
import sys, pandas
d = pandas.read_csv(sys.argv[1])
bad = [c for c in d.columns if str(c).startswith("Unnamed") or str(c).startswith("#")]
if bad or len(d.columns) < 2 or len(d) == 0:
    print("columns %r, %d rows" % (list(d.columns), len(d)))
PYEOF
}
run freq --deck 32 --format csv
expect_rc 0
printf '%s\n' "$out" >"$tmp/freq.csv"
desc="pandas.read_csv(talon freq --deck 32 --format csv)"
why=$(load "$tmp/freq.csv" 2>&1)
[ -z "$why" ] && ok || ko "$why"
for f in "$SRC"/tables/generated/*.csv; do
    desc="pandas.read_csv(tables/generated/$(basename "$f"))"
    why=$(load "$f" 2>&1)
    [ -z "$why" ] && ok || ko "$why"
done
finish
