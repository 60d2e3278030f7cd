# shellcheck shell=bash
# Golden tests: every invocation of tests/golden/cases.txt is run and its
# exit status, stdout and stderr are compared byte for byte with
# tests/golden/expected/<id>.txt; a mismatch prints a unified diff.
#
#   bash golden.sh TALON SRC                  compare (what ctest runs)
#   bash golden.sh TALON SRC --update         rewrite the expected files
#                                             (scripts/golden; review with git diff)
#   bash golden.sh TALON SRC [--update] GLOB  only the cases whose id matches GLOB
#
# Each case runs from SRC (so relative paths such as paytables/standard.txt
# work), with stdin from /dev/null, stdout and stderr to files (so never a
# progress bar: that needs a terminal), LC_ALL=C, no COLUMNS, and
# OMP_NUM_THREADS=2 unless TALON_GOLDEN_THREADS says otherwise: Monte Carlo
# output does not depend on the thread count, and running this script with
# TALON_GOLDEN_THREADS=1 or 3 checks it.  The one machine-dependent line,
# the "time:" note of talon stud (seconds and threads), is replaced by
# "time: (not compared)" before the comparison.
#
# TALON_GOLDEN_SET=quick runs every case but the SLOW ones below (ctest
# cli_golden), =slow only those (ctest cli_golden_slow, label slow, which
# scripts/test --quick skips); unset, every case (scripts/golden).
#
# An expected file holds the command, then "exit: N", then "stdout: K lines"
# and the exact bytes, then "stderr: K lines" and the exact bytes (a missing
# final newline is marked by a line "\ no newline at end").
set -u
TALON=$1
SRC=$2
shift 2
update=0
globs=()
for a in "$@"; do
    case "$a" in
    --update) update=1 ;;
    *) globs+=("$a") ;;
    esac
done
case "$TALON" in /*) ;; *) TALON="$PWD/$TALON" ;; esac
. "$(dirname "${BASH_SOURCE[0]}")/bytes.bash"
if [ ! -x "$TALON" ] || [ -d "$TALON" ]; then
    echo "FAIL: no talon executable at '$TALON'"
    exit 1
fi
# The cases of a second or more on two loaded cores (vector CFR+, the exact
# Cyber Stud count, open's five tables with the shipped solutions, call's
# model c at every opener).
SLOW=" solve-vector-20 stud-raise-player-quiet open-model-a call-quiet-never-opens open-eq-5-fr "
SLOW="$SLOW open-eq-5 open-5-ab open-no-solution stud-raise-player-mc-quiet stud-quiet open-model-a-csv open-table-fit-md "
set_=${TALON_GOLDEN_SET:-all}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# render FILE LABEL: "LABEL: K lines", then the bytes of FILE.  Without a
# process (bytes.bash), but for a file with a NUL byte: wc, cat and tail.
render() {
    local n data
    newlines n "$1"
    n=${n// /}
    if [ "$n" = 1 ]; then echo "$2: 1 line"; else echo "$2: $n lines"; fi
    if file_bytes data "$1"; then
        printf '%s' "$data"
        if [ -n "$data" ] && [[ $data != *$'\n' ]]; then
            printf '\n\\ no newline at end\n'
        fi
        return
    fi
    cat "$1"
    if [ -s "$1" ] && [ -n "$(tail -c 1 "$1")" ]; then
        printf '\n\\ no newline at end\n'
    fi
}

# selected ID: no globs, or ID matches one of them.
selected() {
    local g
    [ ${#globs[@]} = 0 ] && return 0
    for g in "${globs[@]}"; do
        # shellcheck disable=SC2053
        [[ "$1" == $g ]] && return 0
    done
    return 1
}

# Every case runs from SRC, with neither COLUMNS nor LINES: the script's
# own paths are made absolute first.
case "$SRC" in /*) ;; *) SRC="$PWD/$SRC" ;; esac
cases="$SRC/tests/golden/cases.txt"
expdir="$SRC/tests/golden/expected"
cd "$SRC" || { echo "FAIL: cannot enter '$SRC'"; exit 1; }
unset COLUMNS LINES

npass=0
nfail=0
nnew=0
ids=" "
lineno=0
start=$SECONDS
set -f   # the arguments are split by the shell's rules (quotes), never globbed
while IFS= read -r line || [ -n "$line" ]; do
    lineno=$((lineno + 1))
    case "$line" in '' | '#'*) continue ;; esac
    id=${line%%:*}
    cmdline=${line#*:}
    cmdline=${cmdline# }
    if [ "$id" = "$line" ] || ! [[ "$id" =~ ^[a-z0-9][a-z0-9-]*$ ]]; then
        echo "FAIL: cases.txt line $lineno: not 'id: arguments' with an id of a-z, 0-9 and '-'"
        nfail=$((nfail + 1))
        continue
    fi
    case "$ids" in *" $id "*)
        echo "FAIL: cases.txt line $lineno: id '$id' is used twice"
        nfail=$((nfail + 1))
        continue ;;
    esac
    ids="$ids$id "
    selected "$id" || continue
    case "$set_:$SLOW" in quick:*" $id "*) continue ;; slow:*" $id "*) ;; slow:*) continue ;; esac
    args=()
    if ! eval "args=($cmdline)" 2>"$tmp/eval"; then
        echo "FAIL: $id: cannot split the arguments: $(cat "$tmp/eval")"
        nfail=$((nfail + 1))
        continue
    fi
    # from SRC (the cd above), without COLUMNS and LINES (unset above)
    LC_ALL=C OMP_NUM_THREADS=${TALON_GOLDEN_THREADS:-2} timeout 300 "$TALON" "${args[@]}" \
        <"/dev/null" >"$tmp/out" 2>"$tmp/err"
    rc=$?
    # sed only when a line may hold "time" (the substitutions need it)
    if ! file_bytes data "$tmp/out" || [[ $data == *time* ]]; then
        sed -E -i 's/^(  |- )time: .*/\1time: (not compared)/; s/"time": "[^"]*"/"time": "(not compared)"/' "$tmp/out"
    fi
    {
        echo "\$ talon${cmdline:+ $cmdline}"
        echo "exit: $rc"
        render "$tmp/out" stdout
        render "$tmp/err" stderr
    } >"$tmp/got"
    exp="$expdir/$id.txt"
    if [ "$update" = 1 ]; then
        mkdir -p "$expdir"
        if ! same_bytes "$tmp/got" "$exp"; then
            cp "$tmp/got" "$exp"
            nnew=$((nnew + 1))
        fi
        npass=$((npass + 1))
    elif [ ! -f "$exp" ]; then
        echo "FAIL: $id: no expected file tests/golden/expected/$id.txt (run scripts/golden)"
        nfail=$((nfail + 1))
    elif same_bytes "$tmp/got" "$exp"; then
        npass=$((npass + 1))
    else
        echo "FAIL: $id: talon $cmdline"
        diff -u --label "expected/$id.txt" --label "got" "$exp" "$tmp/got" | head -n 200
        nfail=$((nfail + 1))
    fi
done <"$cases"
set +f

# Expected files without a case (a case renamed or removed): removed by
# --update, a failure otherwise.
if [ ${#globs[@]} = 0 ]; then
    for f in "$expdir"/*.txt; do
        [ -e "$f" ] || continue
        id=${f##*/}
        id=${id%.txt}
        case "$ids" in *" $id "*) continue ;; esac
        if [ "$update" = 1 ]; then
            rm -f "$f"
            nnew=$((nnew + 1))
        else
            echo "FAIL: tests/golden/expected/$id.txt has no case in cases.txt (run scripts/golden)"
            nfail=$((nfail + 1))
        fi
    done
fi

if [ ${#globs[@]} != 0 ] && [ $((npass + nfail)) = 0 ]; then
    echo "FAIL: no case id matches ${globs[*]}"
    exit 1
fi
if [ "$update" = 1 ]; then
    echo "$npass cases run, $nnew expected files written or removed ($((SECONDS - start)) s)"
    [ "$nfail" = 0 ]
    exit
fi
echo "$npass passed, $nfail failed ($((SECONDS - start)) s)"
[ "$nfail" = 0 ]
