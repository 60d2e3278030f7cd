# lib.bash - helpers for the CLI end-to-end tests (sourced by tests/cli/*.sh).
# Each test script is run by ctest as: bash test.sh /path/to/talon /path/to/source
# run ARGS...           runs talon, capturing $out, $err, $rc
# expect_rc N           exit status is N
# expect_out_has TEXT   stdout contains TEXT (fixed string)
# expect_out_line GLOB  some stdout line matches the glob
# expect_err_line GLOB  stderr is exactly one line matching the glob
# expect_out_empty / expect_err_empty
# finish                prints "N passed, 0 failed" or exits 1
# With TALON_TIMEOUT=SECONDS set by a script, run goes through `timeout` (a hang
# is status 124).  With TALON_TEST_TIMES=FILE, run appends "MILLISECONDS<TAB>talon ARGS" to FILE for
# every command (to find where a slow test spends its time).
set -u
. "${BASH_SOURCE[0]%/*}/bytes.bash"
TALON=$1
SRC=$2
npass=0
nfail=0
desc=""
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

run() {
    desc="talon $*"
    local t0=$EPOCHREALTIME
    if [ -n "${TALON_TIMEOUT:-}" ]; then
        timeout "$TALON_TIMEOUT" "$TALON" "$@" >"$tmp/out" 2>"$tmp/err" </dev/null
    else
        "$TALON" "$@" >"$tmp/out" 2>"$tmp/err" </dev/null
    fi
    rc=$?
    [ -n "${TALON_TEST_TIMES:-}" ] && printf '%d\t%s\n' "$(((${EPOCHREALTIME/./} - ${t0/./}) / 1000))" "$desc" >>"$TALON_TEST_TIMES"
    slurp out "$tmp/out"
    slurp err "$tmp/err"
}
# python3: the python3 of the PATH, run directly.  Where that is a pyenv shim
# (a bash script that starts pyenv: 0.68 s a call against 0.07 for the
# interpreter on the 2-core machine, 2026-12-02), the interpreter the shim
# would run, `pyenv which python3`, found on the first call and kept in $tmp
# (most calls are in a subshell, $(python3 ...)).
python3() {
    local p=""
    [ -s "$tmp/python3.path" ] && read -r p <"$tmp/python3.path"
    if [ -z "$p" ]; then
        p=$(type -P python3) || { echo "python3: not on the PATH" >&2; return 127; }
        case "$p" in */shims/python3) p=$(pyenv which python3 2>/dev/null) || p=$(type -P python3) ;; esac
        printf '%s\n' "$p" >"$tmp/python3.path"
    fi
    "$p" "$@"
}
ok() { npass=$((npass + 1)); }
ko() {
    nfail=$((nfail + 1))
    echo "FAIL: $desc: $1"
    echo "--- stdout:"; head -c 2000 "$tmp/out"
    echo "--- stderr:"; head -c 2000 "$tmp/err"
}
expect_rc() { [ "$rc" = "$1" ] && ok || ko "exit status $rc, expected $1"; }
expect_out_has() { case "$out" in *"$1"*) ok ;; *) ko "stdout lacks '$1'" ;; esac; }
expect_out_line() {
    local l
    while IFS= read -r l; do
        # shellcheck disable=SC2053
        [[ "$l" == $1 ]] && { ok; return; }
    done <"$tmp/out"
    ko "no stdout line matches '$1'"
}
expect_err_line() {
    local n
    newlines n "$tmp/err"
    # shellcheck disable=SC2053
    if [ "$n" = 1 ] && [[ "$err" == $1 ]]; then ok; else ko "stderr is not one line matching '$1'"; fi
}
expect_out_empty() { [ -z "$out" ] && ok || ko "stdout not empty"; }
expect_err_empty() { [ -z "$err" ] && ok || ko "stderr not empty"; }
# usage_error ARGS... : exit 2, nothing on stdout, one line "talon: ..." on stderr
usage_error() {
    run "$@"
    expect_rc 2
    expect_out_empty
    expect_err_line "talon: *"
}
finish() {
    echo "$npass passed, $nfail failed"
    [ "$nfail" = 0 ]
}
