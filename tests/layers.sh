#!/usr/bin/env bash
# tests/layers.sh SRC_DIR - the include-direction check (ctest "layers").
#
# src/ is in layers, lowest first: core, eval, sim, games, tables, bench, cli.
# src/talon.h, the umbrella header for users of the library, is its own layer
# ("top") between bench and cli: it may include every library header, and only
# the CLI may include it.  talon_version.h is generated into the build tree by
# CMakeLists.txt (it includes nothing): it counts as core.
# A file may include a header of its own layer or of a lower one, never of a
# higher one: the dependencies point one way, so a layer can be read, built
# and tested with only the layers below it.  Headers are included by their
# bare names ("eval.h"); this script finds the layer of each header by the
# folder it lives in, then checks every #include "..." line of every .c and
# .h under src/.  It prints each offending line and exits 1, or prints the
# number of includes checked and exits 0.  An include of a header that is in
# no layer (a typo, or a path like "../x.h") is an error too, so the check
# cannot be dodged by a relative path.
set -u
src=${1:-$(dirname "$0")/../src}
layers=(core eval sim games tables bench top cli)

declare -A rank=() where=()
for i in "${!layers[@]}"; do
    rank[${layers[$i]}]=$i
done
# The layer of every header, by its bare name; a name in two layers is ambiguous.
status=0
for layer in "${layers[@]}"; do
    for h in "$src/$layer"/*.h; do
        [ -e "$h" ] || continue
        name=${h##*/}
        if [ -n "${where[$name]:-}" ]; then
            echo "layers: $name is in both $layer/ and ${where[$name]}/" >&2
            status=1
        fi
        where[$name]=$layer
    done
done
where[talon.h]=top
where[talon_version.h]=core
# Every source file must be in a layer folder (talon.h excepted).
for f in "$src"/*.c "$src"/*.h; do
    [ -e "$f" ] || continue
    [ "$f" = "$src/talon.h" ] && continue
    echo "layers: ${f#"$src"/} is outside every layer folder" >&2
    status=1
done

checked=0
for layer in "${layers[@]}"; do
    dir="$src/$layer"
    [ "$layer" = top ] && dir="$src/talon"   # the files "$dir".c, "$dir".h below
    for f in "$dir"/*.c "$dir"/*.h "$dir".h; do
        [ -e "$f" ] || continue
        while IFS=: read -r line text; do
            inc=${text#*\"}
            inc=${inc%%\"*}
            to=${where[$inc]:-}
            checked=$((checked + 1))
            if [ -z "$to" ]; then
                echo "layers: ${f#"$src"/}:$line includes \"$inc\", which is in no layer folder" >&2
                status=1
            elif [ "${rank[$to]}" -gt "${rank[$layer]}" ]; then
                echo "layers: ${f#"$src"/}:$line: $layer/ includes \"$inc\" from $to/, a higher layer" >&2
                status=1
            fi
        done < <(grep -n '^[[:space:]]*#[[:space:]]*include[[:space:]]*"' "$f")
    done
done
if [ "$checked" -eq 0 ]; then
    echo "layers: no include found under $src: wrong folder?" >&2
    exit 1
fi
[ "$status" -eq 0 ] && echo "layers: $checked includes checked, none points to a higher layer"
exit "$status"
