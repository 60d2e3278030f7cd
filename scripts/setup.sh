# scripts/setup.sh - sourced by scripts/run and scripts/test: installs the
# Debian packages talon needs when they are missing (as root), or prints the
# exact command to run (otherwise).  Quiet and quick when all is present.

TALON_PACKAGES="gcc make cmake pkg-config libgsl-dev zlib1g-dev check"
# The MPI build (scripts/test --mpi, cmake -DTALON_MPI=ON): Open MPI.
TALON_MPI_PACKAGES="libopenmpi-dev openmpi-bin"
# The fuzz build (scripts/fuzz, cmake -DTALON_FUZZ=ON): clang, its libFuzzer
# and sanitizer runtimes (compiler-rt), and LLVM's OpenMP for clang.  The
# unversioned names follow the release's default clang (14 on bookworm).
TALON_FUZZ_PACKAGES="clang libclang-rt-dev libomp-dev"
# The Debian package (scripts/package): CPack's DEB generator computes Depends
# with dpkg-shlibdeps (dpkg-dev) and finds the binaries with file; its smoke
# test (scripts/package --check) runs man -w talon (man-db).
TALON_PACKAGE_PACKAGES="dpkg-dev file"
TALON_PACKAGE_CHECK_PACKAGES="man-db"
# The tests only: Debian's pandas, so that tests/cli/pandas.sh reads every CSV
# with pandas' defaults instead of being skipped (issue 18); man-db and
# groff-base, so that ctest "docs" (tests/package/docs.sh) renders talon(1)
# with `man --warnings` and groff instead of skipping that part (issue 24).
# g++: the like-for-like harness (bench/peers/peer_bench.cpp, C++), which
# the test build makes with talon alone for its smoke test (ctest
# peer_bench_smoke).
TALON_TEST_PACKAGES="python3-pandas man-db groff-base g++"

# talon_setup [extra packages...]: TALON_PACKAGES and the extra ones.
talon_setup() {
    local missing="" p
    for p in $TALON_PACKAGES "$@"; do
        dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing="$missing $p"
    done
    [ -z "$missing" ] && return 0
    if [ "$(id -u)" = 0 ]; then
        echo "talon: installing Debian packages:$missing" >&2
        export DEBIAN_FRONTEND=noninteractive
        apt-get update -qq >&2 || return 1
        # shellcheck disable=SC2086
        apt-get install -y -qq --no-install-recommends $missing >&2 || return 1
    else
        echo "talon: missing Debian packages:$missing" >&2
        echo "talon: run: sudo apt-get install$missing" >&2
        return 1
    fi
}

# talon_build DIR [cmake args...]: configure once, then build (incremental).
talon_build() {
    local dir=$1
    shift
    if [ ! -f "$dir/CMakeCache.txt" ]; then
        cmake -S "$TALON_ROOT" -B "$dir" "$@" >&2 || return 1
    fi
    cmake --build "$dir" -j "$(nproc)" >&2
}
# The browser build (scripts/web): clang and wasm-ld for wasm32, WASI's libc
# and compiler-rt builtins (no emscripten: scripts/web says why).  Its test
# (scripts/test --web): Debian's chromium, driven headless by puppeteer-core
# from npm (tests/web/package.json), python3 for its http.server (and for
# scripts/web's list of the article's tables); node and npm
# (TALON_WEB_NODE_PACKAGES) only when the commands are missing, since they
# may come from elsewhere (NodeSource's nodejs conflicts with Debian's npm).
TALON_WEB_PACKAGES="clang lld wasi-libc libclang-rt-14-dev-wasm32 python3"
TALON_WEB_TEST_PACKAGES="chromium python3"
TALON_WEB_NODE_PACKAGES="nodejs npm"
