#!/usr/bin/env bash
# tests/layers.sh SRC_DIR [BUILD_DIR] - the include-direction check (ctest
# "layers").
#
# src/ is in layers, lowest first: core, eval, sim, games, solver, tables,
# bench, report, cli.
# src/talon.h, the umbrella header for users of the library, is its own layer
# ("top") between report and cli: it may include every library header, and only
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
#
# The size of the CLI, too: no src/cli/*.c over 500 lines, and src/cli at
# most a fifth of src/ (issue 28: a CLI that only speaks).
#
# No circle either, inside a layer as well: a module is a file's name less
# .c or .h (X_int.h, the internals of X shared by its files, sqlite's
# btreeInt.h, counts as X), and module X depends on module Y when X.c or X.h
# includes Y.h (Y not X).  A walk of that graph from every module, in name
# order, prints each circle it meets as "a -> b -> ... -> a" with the
# include that makes each step, and exits 1.  Without a circle the modules
# can be read, built and tested in one order, lowest first.  With BUILD_DIR
# (CMake's, built), the calls count too: X depends on Y when X.c's object
# uses a symbol that Y.c's object defines (nm), since a function declared
# in a shared header (cli.h) ties two files that no include shows.
set -u
src=${1:-$(dirname "$0")/../src}
layers=(core eval sim games solver tables bench report top cli)

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

# Every #include "..." line of every file, from one grep (a grep a file
# forked 290 times, and the test took a minute under a loaded ctest):
# incs[FILE] = its "LINE:TEXT" lines.
declare -A incs=()
while IFS= read -r l; do
    f=${l%%:*}
    incs[$f]+="${l#*:}"$'\n'
done < <(grep -Hn '^[[:space:]]*#[[:space:]]*include[[:space:]]*"' "$src"/*/*.[ch] "$src"/*.[ch])

checked=0
for layer in "${layers[@]}"; do
    dir="$src/$layer"
    [ "$layer" = top ] && dir="$src/talon"   # the files "$dir".c, "$dir".h below
    for f in "$dir"/*.c "$dir"/*.h "$dir".h; do
        [ -e "$f" ] || continue
        while IFS=: read -r line text; do
            [ -n "$line" ] || continue
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
        done <<< "${incs[$f]:-}"
    done
done
if [ "$checked" -eq 0 ]; then
    echo "layers: no include found under $src: wrong folder?" >&2
    exit 1
fi
[ "$status" -eq 0 ] && echo "layers: $checked includes checked, none points to a higher layer"

# The CLI only speaks (issue 28): it parses, calls the library (the report
# layer lays the tables out) and renders, so no file of it is over 500
# lines and it holds at most a fifth of src/'s lines (15.5% when this was
# written: 8 037 of 51 819).
cli_lines=$(cat "$src"/cli/*.[ch] | wc -l)
all_lines=$(cat "$src"/*/*.[ch] "$src"/*.h | wc -l)
big=0
for f in "$src"/cli/*.c; do
    n=$(wc -l < "$f")
    if [ "$n" -gt 500 ]; then
        echo "layers: ${f#"$src"/} has $n lines, more than 500: what it builds belongs to the report layer" >&2
        big=1
    fi
done
if [ $((cli_lines * 5)) -gt "$all_lines" ]; then
    echo "layers: src/cli has $cli_lines of src/'s $all_lines lines, more than a fifth" >&2
    status=1
elif [ "$big" -eq 1 ]; then
    status=1
else
    echo "layers: src/cli has $cli_lines of src/'s $all_lines lines ($((cli_lines * 100 / all_lines))%), no file over 500"
fi

# The module graph: deps[X] = the modules X includes, by[X>Y] the include
# that makes the step (file:line and the name).
# module FILE: the module in REPLY (no subshell: this runs once an include).
module() {
    local m=${1##*/}
    m=${m%.[ch]}
    REPLY=${m%_int}
}
declare -A deps=() by=() color=()
for f in "$src"/*/*.c "$src"/*/*.h "$src"/talon.h; do
    [ -e "$f" ] || continue
    module "$f"
    m=$REPLY
    deps[$m]=${deps[$m]:-}
    while IFS=: read -r line text; do
        [ -n "$line" ] || continue
        inc=${text#*\"}
        inc=${inc%%\"*}
        module "$inc"
        t=$REPLY
        [ "$t" = "$m" ] && continue
        if [ -z "${by[$m>$t]:-}" ]; then
            deps[$m]+=" $t"
            by[$m>$t]="${f#"$src"/}:$line includes \"$inc\""
        fi
    done <<< "${incs[$f]:-}"
done
# The calls, from the objects of the library, the CLI and main (those whose
# source still stands: a removed file's object may linger in the build).
bin=${2:-}
if [ -n "$bin" ] && ! command -v nm > /dev/null; then
    echo "layers: no nm: the calls between modules go unchecked"
    bin=
fi
if [ -n "$bin" ]; then
    declare -A defined=()
    objs=()
    for o in "$bin"/CMakeFiles/talon_lib.dir/src/*/*.c.o "$bin"/CMakeFiles/talon_cli.dir/src/cli/*.c.o \
        "$bin"/CMakeFiles/talon.dir/src/cli/*.c.o; do
        rel=${o#*.dir/src/}
        rel=${rel%.o}
        [ -e "$o" ] && [ -e "$src/$rel" ] || continue
        objs+=("$o")
    done
    if [ "${#objs[@]}" -eq 0 ]; then
        echo "layers: no object under $bin/CMakeFiles: build first" >&2
        exit 1
    fi
    # one nm over every object (nm -A: each line "OBJECT:ADDRESS TYPE SYMBOL",
    # the address blank for an undefined symbol), in the objects' order
    while read -r o sym; do
        rel=${o#*.dir/src/}
        defined[$sym]=${rel%.o}
    done < <(nm -A -g --defined-only "${objs[@]}" | awk '{ f = $1; sub(/:[^:]*$/, "", f); print f, $3 }')
    while read -r o sym; do
        rel=${o#*.dir/src/}
        rel=${rel%.o}
        m=${rel##*/}
        m=${m%.c}
        to=${defined[$sym]:-}
        [ -n "$to" ] || continue
        t=${to##*/}
        t=${t%.c}
        [ "$t" = "$m" ] && continue
        if [ -z "${by[$m>$t]:-}" ]; then
            deps[$m]+=" $t"
            by[$m>$t]="$rel calls $sym ($to)"
        fi
    done < <(nm -A -u "${objs[@]}" | awk '{ f = $1; sub(/:[^:]*$/, "", f); print f, $NF }')
fi

# Depth first: color 1 = on the current path, 2 = done.  An include that
# leads back to a module on the path closes a circle.
path=()
circles=0
visit() {
    local m=$1 t i step
    color[$m]=1
    path+=("$m")
    for t in $(printf '%s\n' ${deps[$m]:-} | sort); do
        case ${color[$t]:-0} in
        0) visit "$t" ;;
        1)
            for ((i = ${#path[@]} - 1; i > 0; i--)); do
                [ "${path[$i]}" = "$t" ] && break
            done
            local ring=("${path[@]:$i}" "$t") text="${path[$i]}"
            for ((step = 1; step < ${#ring[@]}; step++)); do
                text+=" -> ${ring[$step]}"
            done
            echo "layers: a circle of includes${bin:+ or calls}: $text" >&2
            for ((step = 0; step + 1 < ${#ring[@]}; step++)); do
                echo "layers:     ${by[${ring[$step]}>${ring[$step + 1]}]}" >&2
            done
            circles=$((circles + 1))
            ;;
        esac
    done
    unset 'path[${#path[@]}-1]'
    color[$m]=2
}
for m in $(printf '%s\n' "${!deps[@]}" | sort); do
    [ "${color[$m]:-0}" = 0 ] && visit "$m"
done
if [ "$circles" -gt 0 ]; then
    status=1
else
    echo "layers: ${#deps[@]} modules, no circle of includes${bin:+ or calls}"
fi
exit "$status"
