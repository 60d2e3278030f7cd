# talon tables: the checked-in tables/generated/ and tables/REPORT.md are
# current (every job is exact or carries its seed and trials, so a re-run
# reproduces every file byte for byte).
#
# Under the sanitizers (TALON_TEST_SANITIZED=1, set by CMake in a
# TALON_SANITIZE build) the whole run is replaced by a --quick one (every
# job, the Monte Carlo ones at a tenth of their trials: the same code in
# two fifths of the CPU): its exact tables (the jobs without --trials) are
# compared byte for byte with the checked-in ones, the others by their
# header; the Release suite compares every file.
. "$(dirname "$0")/lib.bash"

mkdir -p "$tmp/t"
if [ "${TALON_TEST_SANITIZED:-0}" = 1 ]; then
    desc="talon tables --quick --out $tmp/t/generated"
    "$TALON" tables --quick --out "$tmp/t/generated" >"$tmp/out" 2>"$tmp/err"
else
    desc="talon tables --out $tmp/t/generated"
    "$TALON" tables --out "$tmp/t/generated" >"$tmp/out" 2>"$tmp/err"
fi
rc=$?
out=$(cat "$tmp/out")
err=$(cat "$tmp/err")
expect_rc 0
expect_out_has "tables written to"
if [ "${TALON_TEST_SANITIZED:-0}" = 1 ]; then
    for f in "$tmp"/t/generated/*.csv; do
        name=$(basename "$f")
        if grep -q "^| \`generated/$name\` | \`talon [^\`]*--trials " "$SRC/tables/REPORT.md"; then
            # (not the row count: a spot that a tenth of the deals never
            # reaches has no row, as bluff-equilibrium's bets at 20 000)
            desc="tables/generated/$name (Monte Carlo, --quick) has the checked-in header and a row"
            [ "$(head -1 "$f")" = "$(head -1 "$SRC/tables/generated/$name")" ] && [ "$(wc -l <"$f")" -ge 2 ] && ok ||
                ko "header differs from the checked-in file, or no row"
        else
            desc="tables/generated/$name (exact) is current"
            if cmp -s "$f" "$SRC/tables/generated/$name"; then ok; else ko "differs from a fresh run"; fi
        fi
    done
    desc="tables/REPORT.md (--quick) lists every table"
    [ "$(grep -c '^| `generated/.*\.csv` | `talon ' "$tmp/t/REPORT.md")" = "$(ls "$SRC"/tables/generated/*.csv | wc -l)" ] &&
        ok || ko "not one row a table"
else
    for f in "$tmp"/t/generated/*.csv; do
        name=$(basename "$f")
        desc="tables/generated/$name is current"
        if cmp -s "$f" "$SRC/tables/generated/$name"; then ok; else ko "differs from a fresh run (regenerate with scripts/run and review with git diff)"; fi
    done
    desc="tables/REPORT.md is current"
    if cmp -s "$tmp/t/REPORT.md" "$SRC/tables/REPORT.md"; then ok; else ko "differs from a fresh run"; fi
fi
n_new=$(ls "$tmp"/t/generated/*.csv | wc -l)
n_old=$(ls "$SRC"/tables/generated/*.csv | wc -l)
desc="no stale file in tables/generated"
[ "$n_new" = "$n_old" ] && ok || ko "$n_old checked-in files, $n_new generated"

# One run for two renderings (cli_md_copy, which talon tables asks of its
# slowest jobs): the Markdown a command writes to TALON_TABLES_MD beside its
# CSV is what --format md prints, in English and (TALON_TABLES_MD_LANG=fr)
# in French; a command that cannot leaves the file unwritten.
for args in "open --players 5 --model a,b --trials 2000 --seed 1" "call --players 5 --opener 3 --model a" \
            "equity --players 4 --deck 32 --trials 20000 --seed 1" "best KK --players 4 --deck 32 --trials 20000 --seed 1" \
            "duel --players 2 --deck 32 a equilibrium --trials 20000 --seed 1" "open --model equilibrium --players 2"; do
    for lang in en fr; do
        desc="TALON_TABLES_MD, $lang, beside talon $args --format csv"
        rm -f "$tmp/copy.md"
        # shellcheck disable=SC2086
        TALON_TABLES_MD="$tmp/copy.md" TALON_TABLES_MD_LANG=$lang "$TALON" $args --format csv >"$tmp/copy.csv" 2>/dev/null &&
            "$TALON" $args --format csv >"$tmp/plain.csv" 2>/dev/null &&
            "$TALON" $args --format md $([ $lang = fr ] && echo --lang fr) >"$tmp/plain.md" 2>/dev/null &&
            cmp -s "$tmp/copy.csv" "$tmp/plain.csv" && cmp -s "$tmp/copy.md" "$tmp/plain.md" && [ -s "$tmp/copy.md" ] &&
            ok || ko "the copy differs from the --format md run (or the CSV changed)"
    done
done
desc="TALON_TABLES_MD beside a command that runs twice (talon freq)"
rm -f "$tmp/copy.md"
TALON_TABLES_MD="$tmp/copy.md" "$TALON" freq --deck 32 --format csv >/dev/null 2>&1 && [ ! -e "$tmp/copy.md" ] && ok ||
    ko "talon freq wrote a copy, or failed"

# --lang fr --format json, in one --quick run: the report in French beside
# where the English one would be (REPORT.fr.md; no REPORT.md), every
# table's heading and notes in French; each table's file in JSON (NAME.json,
# no CSV; JSON stays English whatever --lang says), every one parsed by a
# JSON reader, and the report naming those files.  One run for both: the
# two options touch different parts (the report's words, the files' format).
#
# Release only: under the sanitizers each table's French and JSON
# renderings run in the other CLI tests' shorter commands (--lang fr and
# --format json in most of them); what this run adds, cmd_tables.c's French
# report and .json file names, is not worth a second whole --quick run
# (about 80 s of the sanitized suite's time).
if [ "${TALON_TEST_SANITIZED:-0}" != 1 ]; then
    mkdir -p "$tmp/f"
    desc="talon tables --lang fr --format json --quick --out $tmp/f/generated"
    "$TALON" tables --lang fr --format json --quick --out "$tmp/f/generated" >"$tmp/out" 2>"$tmp/err"
    rc=$?
    expect_rc 0
    [ -f "$tmp/f/REPORT.fr.md" ] && [ ! -e "$tmp/f/REPORT.md" ] && ok || ko "no REPORT.fr.md, or a REPORT.md written"
    fr=$(cat "$tmp/f/REPORT.fr.md" 2>/dev/null)
    case "$fr" in *"# talon : les tables de l'article"*) ok ;; *) ko "the French report's title is missing" ;; esac
    case "$fr" in *"## Fréquences des mains, 52 cartes"*) ok ;; *) ko "a French table heading is missing" ;; esac
    case "$fr" in *"Seuils d'ouverture"*) ok ;; *) ko "the opening table is not in French" ;; esac
    case "$fr" in *"Hand frequencies"*|*"## Opening thresholds"*) ko "English headings in the French report" ;; *) ok ;; esac
    [ "$(ls "$tmp"/f/generated/*.json 2>/dev/null | wc -l)" = "$(ls "$SRC"/tables/generated/*.csv | wc -l)" ] && ok ||
        ko "not one JSON file a table"
    [ -z "$(ls "$tmp"/f/generated/*.csv 2>/dev/null)" ] && ok || ko "CSV files written under --format json"
    desc="every --format json file parses"
    bad=""
    for f in "$tmp"/f/generated/*.json; do
        python3 -c 'import json, sys; json.load(open(sys.argv[1]))' "$f" 2>/dev/null || bad="$bad $(basename "$f")"
    done
    [ -z "$bad" ] && ok || ko "not JSON:$bad"
    desc="the --format json report names the JSON files"
    case "$fr" in
    *'| `generated/frequencies-52.json` | `talon freq --deck 52 --ace-low on --format json` |'*) ok ;;
    *) ko "the report's file list does not name the .json files" ;;
    esac
fi

usage_error tables --format xml
usage_error tables --format

# Ctrl-C (SIGINT to the process group, as a terminal sends it) in the middle
# of the run: exit 130 within seconds, the tables finished so far in place,
# no temporary file left and no report.
mkdir -p "$tmp/i"
desc="talon tables interrupted by SIGINT"
set -m
"$TALON" tables --out "$tmp/i/generated" >"$tmp/out" 2>"$tmp/err" &
pid=$!
set +m
sleep 2
kill -INT -- "-$pid" 2>/dev/null
for _ in $(seq 1 100); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
if kill -0 "$pid" 2>/dev/null; then
    kill -KILL -- "-$pid"
    ko "still running 10 s after SIGINT"
fi
wait "$pid"
rc=$?
out=$(cat "$tmp/out")
expect_rc 130
expect_out_empty
# the progress line ended, then "talon: interrupted" once, as the last line
# (also when the running child is an exact count that dies of the signal)
[ "$(tail -1 "$tmp/err")" = "talon: interrupted" ] && ok || ko "the last line: $(tail -1 "$tmp/err")"
[ "$(grep -c interrupted "$tmp/err")" = 1 ] && ok || ko "interrupted said $(grep -c interrupted "$tmp/err") times"
left=$(find "$tmp/i" -name '.*' -type f -o -name '*.new' -o -name REPORT.md | head -3)
[ -z "$left" ] && ok || ko "left behind: $left"
# A SIGTERM to talon alone (kill PID): the same clean stop, the child told.
mkdir -p "$tmp/term"
desc="talon tables stopped by SIGTERM"
"$TALON" tables --out "$tmp/term/generated" >"$tmp/out" 2>"$tmp/err" &
pid=$!
sleep 2
kill -TERM "$pid" 2>/dev/null
for _ in $(seq 1 100); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
if kill -0 "$pid" 2>/dev/null; then
    kill -KILL "$pid"
    ko "still running 10 s after SIGTERM"
fi
wait "$pid"
rc=$?
expect_rc 130
[ "$(tail -1 "$tmp/err")" = "talon: interrupted" ] && ok || ko "the last line: $(tail -1 "$tmp/err")"
left=$(find "$tmp/term" -name '.*' -type f -o -name '*.new' -o -name REPORT.md | head -3)
[ -z "$left" ] && ok || ko "left behind: $left"
finish
