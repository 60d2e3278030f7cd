# mpi.sh - talon under mpirun (built with -DTALON_MPI=ON; registered by
# CMake as the test "mpi", label mpi):
#   bash mpi.sh TALON SRC MPI_SUM MPIRUN
# At 1, 2 and 3 ranks (oversubscribed on a small machine) the output must be
# byte for byte the single process's: freq (fixed and precision mode), best
# (tab_best, precision mode by default) and mpi_sum (mc_run with double
# sums).  The single process is the same binary run without a launcher (no
# MPI then), and also $TALON_REFERENCE when set (a build without MPI).
# Errors print once, from rank 0; Ctrl-C on one rank stops them all.
. "$(dirname "$0")/../cli/lib.bash"
MPI_SUM=$3
MPIRUN=$4
mpirun=("$MPIRUN" -q --oversubscribe)
# Under ASan (scripts/test --mpi --sanitize): no leak check, as Open MPI leaves
# its own allocations at exit, mostly in dlopen'ed components that LSan
# cannot name (so no suppression list matches them).  Memory errors are
# still caught.
export ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0"
[ "$(id -u)" = 0 ] && mpirun+=(--allow-run-as-root)

# mrun N ARGS...: mpirun -n N talon ARGS..., capturing $out, $err, $rc.
mrun() {
    local n=$1
    shift
    desc="mpirun -n $n talon $*"
    "${mpirun[@]}" -n "$n" "$TALON" "$@" >"$tmp/out" 2>"$tmp/err" </dev/null
    rc=$?
    out=$(cat "$tmp/out")
    err=$(cat "$tmp/err")
}

# same_at_ranks ARGS...: talon ARGS... alone, then at 1, 2 and 3 ranks.
same_at_ranks() {
    run "$@"
    expect_rc 0
    cp "$tmp/out" "$tmp/single"
    if [ -n "${TALON_REFERENCE:-}" ]; then
        desc="$TALON_REFERENCE $* (no MPI) = $TALON $*"
        "$TALON_REFERENCE" "$@" >"$tmp/ref" 2>/dev/null </dev/null
        cmp -s "$tmp/ref" "$tmp/single" && ok || ko "outputs differ"
    fi
    local n
    for n in 1 2 3; do
        mrun "$n" "$@"
        expect_rc 0
        expect_err_empty
        cmp -s "$tmp/out" "$tmp/single" && ok || ko "not byte for byte the single process's output"
    done
}

# The issue's check, then other seeds, formats, per-rank threads, precision.
same_at_ranks freq --deck 52 --trials 10000000 --seed 7
same_at_ranks freq --deck 32 --trials 3000001 --seed 11 --threads 1 --format csv
same_at_ranks freq --deck 40 --precision 0.002 --seed 5 --format json
same_at_ranks best KK --players 4 --deck 32 --seed 3
same_at_ranks best draw --players 5 --deck 40 --trials 2000000 --seed 9 --format csv

# The solver (issue 15): each MCCFR block's chunks spread over the ranks and
# merged by key; the same summary and strategy file at 1, 2 and 3 ranks.
same_at_ranks solve --players 2 --deck 32 --iterations 2048 --seed 1 --trials 1024 --no-timing
same_at_ranks solve --game leduc --algo mccfr --iterations 2048 --trials 1024 --threads 1 --no-timing --format json
run solve --players 3 --deck 32 --iterations 1024 --seed 2 --trials 512 --no-timing --out "$tmp/alone.txt"
expect_rc 0
for n in 2 3; do
    mrun "$n" solve --players 3 --deck 32 --iterations 1024 --seed 2 --trials 512 --no-timing --out "$tmp/ranks.txt"
    expect_rc 0
    cmp -s "$tmp/alone.txt" "$tmp/ranks.txt" && ok || ko "strategy file differs from the single process's"
done

# mc_run with a floating-point accumulator: the same bits at 1, 2, 3 ranks
# as alone, each rank checking itself against the sequential block loop.
desc="mpi_sum alone"
"$MPI_SUM" 5 10000001 0.0005 >"$tmp/sum1" 2>"$tmp/err"
rc=$?
expect_rc 0
for n in 1 2 3; do
    desc="mpirun -n $n mpi_sum"
    "${mpirun[@]}" -n "$n" "$MPI_SUM" 5 10000001 0.0005 >"$tmp/out" 2>"$tmp/err" </dev/null
    rc=$?
    expect_rc 0
    cmp -s "$tmp/out" "$tmp/sum1" && ok || ko "not byte for byte the single process's output"
done

# A rank failing alone while the others wait for it in a run aborts the
# job after MC_MPI_END_WAIT (10 s) instead of hanging.
desc="mpirun -n 2 mpi_sum fail-alone"
start=$SECONDS
timeout 120 "${mpirun[@]}" -n 2 "$MPI_SUM" fail-alone >"$tmp/out" 2>"$tmp/err" </dev/null
rc=$?
[ "$rc" != 0 ] && [ "$rc" != 124 ] && ok || ko "exit status $rc (124: hung)"
grep -q "rank 1 fails alone" "$tmp/err" && ok || ko "rank 1's message lost"
[ $((SECONDS - start)) -lt 60 ] && ok || ko "took $((SECONDS - start)) s"

# Errors: one line from rank 0, the status of every rank.
mrun 3 freq --deck 51 --trials 10
expect_rc 2
expect_out_empty
expect_err_line "talon: --deck must be*"
mrun 2 frequencies
expect_rc 2
expect_err_line "talon: unknown command*"
mrun 2 --version
expect_rc 0
[ "$out" = "talon 0.1.0" ] && ok || ko "--version printed more or less than once"

# Ctrl-C on one rank (here rank 1 of 3, in a ~10-minute run) stops every
# rank within a chunk: status 130, "interrupted" once, nothing on stdout.
desc="SIGINT to rank 1 of mpirun -n 3 talon freq --trials 1e11"
"${mpirun[@]}" -n 3 "$TALON" freq --deck 20 --trials 100000000000 --seed 1 >"$tmp/out" 2>"$tmp/err" </dev/null &
mp=$!
sleep 3
sent=""
for st in /proc/[0-9]*/status; do
    p=${st#/proc/}
    p=${p%/status}
    [ "$(awk '/^PPid:/ {print $2}' "$st" 2>/dev/null)" = "$mp" ] || continue
    if tr '\0' '\n' <"/proc/$p/environ" 2>/dev/null | grep -qx "OMPI_COMM_WORLD_RANK=1"; then
        kill -INT "$p" && sent=$p
    fi
done
[ -n "$sent" ] && ok || ko "rank 1 not found among mpirun's children"
for _ in $(seq 600); do
    kill -0 "$mp" 2>/dev/null || break
    sleep 0.1
done
if kill -0 "$mp" 2>/dev/null; then
    ko "still running 60 s after the SIGINT"
    kill -TERM "$mp"
fi
wait "$mp"
rc=$?
out=$(cat "$tmp/out")
err=$(cat "$tmp/err")
expect_rc 130
expect_out_empty
expect_err_line "talon: interrupted"
finish
