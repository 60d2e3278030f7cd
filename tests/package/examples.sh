#!/usr/bin/env bash
# tests/package/examples.sh PREFIX SRC - build and run examples/ against an
# installed talon in PREFIX (cmake --install, or a .deb unpacked), never the
# source tree: with `cc ... $(pkg-config --cflags --libs talon)`, and with
# CMake's find_package(talon) (the shared and the static imported targets).
# Used by .ci/run and tests/package/smoke.sh.
set -euo pipefail
prefix=$(cd "$1" && pwd)
src=$(cd "$2" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# Wherever the installed talon.pc and libtalon.so are (lib/ or lib/<multiarch>/).
pc=$(find "$prefix" -name talon.pc -path '*/pkgconfig/*' | head -n 1)
[ -n "$pc" ] || { echo "examples: no talon.pc under $prefix" >&2; exit 1; }
export PKG_CONFIG_PATH=$(dirname "$pc")${PKG_CONFIG_PATH:+:$PKG_CONFIG_PATH}
libdir=$(cd "$(pkg-config --variable=libdir talon)" && pwd)   # talon.pc says ${pcfiledir}/../..
export LD_LIBRARY_PATH=$libdir${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
echo "examples: talon $(pkg-config --modversion talon) from $pc"
# One version everywhere (CMake's project(VERSION)): talon.pc, talon --version, talon_version.h.
v=$(pkg-config --modversion talon)
[ "$("$prefix/bin/talon" --version)" = "talon $v" ] || { echo "examples: talon --version is not talon $v" >&2; exit 1; }
grep -q "^#define TALON_VERSION_STRING \"$v\"$" "$prefix/include/talon/talon_version.h" ||
    { echo "examples: talon_version.h is not $v" >&2; exit 1; }

# 1. pkg-config, the shared library (what the README shows).
for ex in eval_hands equity; do
    # shellcheck disable=SC2046
    cc -std=c11 -Wall -Wextra -Werror -O2 "$src/examples/$ex.c" $(pkg-config --cflags --libs talon) -o "$tmp/$ex"
done
# 2. pkg-config --static: libtalon.a and what it needs (Requires.private, Libs.private).
# shellcheck disable=SC2046
cc -std=c11 -O2 "$src/examples/eval_hands.c" -o "$tmp/eval_hands_static" \
    $(pkg-config --cflags talon) "$libdir/libtalon.a" $(pkg-config --static --libs-only-other --libs-only-l talon | sed 's/-ltalon//')
out=$("$tmp/eval_hands" AhAsKdKcQh "Rp Rk Rt 7c 8c")
echo "$out"
grep -q '^the second wins$' <<<"$out" || { echo "examples: eval_hands gave the wrong answer" >&2; exit 1; }
[ "$("$tmp/eval_hands_static" AhAsKdKcQh "Rp Rk Rt 7c 8c")" = "$out" ] || { echo "examples: static eval_hands differs" >&2; exit 1; }
deps=$(ldd "$tmp/eval_hands")   # (not piped into grep -q: pipefail would see ldd's SIGPIPE)
grep -q 'libtalon\.so\.[0-9]* => /' <<<"$deps" || { echo "examples: eval_hands does not find libtalon.so" >&2; exit 1; }
out=$("$tmp/equity" AhAs KdKc)
echo "$out"
grep -q '^exact over ' <<<"$out" || { echo "examples: equity gave no exact result" >&2; exit 1; }

# 3. CMake's find_package(talon): talon::talon and talon::talon_static.
cmake -S "$src/examples" -B "$tmp/cmake" -DCMAKE_PREFIX_PATH="$prefix" -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build "$tmp/cmake" -j 2 >/dev/null
for ex in eval_hands eval_hands_static; do
    res=$("$tmp/cmake/$ex" AhAsKdKcQh "Rp Rk Rt 7c 8c")
    grep -q '^the second wins$' <<<"$res" ||
        { echo "examples: find_package build $ex gave the wrong answer" >&2; exit 1; }
done
res=$("$tmp/cmake/equity_static" AhAs KdKc)
grep -q '^exact over ' <<<"$res" || { echo "examples: equity_static failed" >&2; exit 1; }
echo "examples: built and ran through pkg-config (shared, static) and find_package (talon::talon, talon::talon_static)"
