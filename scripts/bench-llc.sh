#!/bin/bash
# `kiln llc` beside LLVM 14's llc on the same .ll files, median of 5 alternating runs each
# (scripts/side_by_side.py: wall, CPU and peak memory with kiln/llc ratios):
#   1. compile time at -O0 and -O2 over a fixed sample of the torture corpus (every 8th file),
#   2. compile time and peak memory at -O0 and -O2, kiln at -j1 and -j2 with each instruction
#      selector (SelectionDAG, and GlobalISel with fallback), on one large module per level
#      (about 10 MB of csmith programs' IR at that level, linked, built once into
#      $KILN_CACHE/bench),
#   3. .text size of the objects of the torture sample at -O0 and -O2,
#   4. run time of the code each produces at -O2 for the programs in bench/programs (each runs
#      about a second), built from clang-14 -O2 IR.
# Options: --big runs part 2 only; --quick (what CI runs, so that a broken script is noticed)
# runs parts 1-3 once each on small inputs (every 64th torture file, a linked module of about
# 300 KB).
set -u
ROOT=$(cd "$(dirname "$0")/.." && pwd)
CACHE=${KILN_CACHE:-$HOME/.cache/kiln}
WORK=$CACHE/bench/llc
mkdir -p "$WORK"
quick=false; big_only=false
for arg in "$@"; do
    case $arg in
        --quick) quick=true ;;
        --big) big_only=true ;;
        *) echo "usage: bench-llc.sh [--quick] [--big]"; exit 2 ;;
    esac
done
command -v llc >/dev/null 2>&1 || { echo "bench-llc: llc not found"; exit 0; }
if [ -z "${KILN:-}" ]; then
    (cd "$ROOT" && cargo build --release -q -p kiln) || exit 1
    KILN="${CARGO_TARGET_DIR:-$ROOT/target}/release/kiln"
fi
if $quick; then
    runs=1; every=64; big_bytes=300000; big_name=llc-linked-small
else
    runs=5; every=8; big_bytes=10000000; big_name=llc-linked
fi
sbs() { local label=$1; shift; python3 "$ROOT/scripts/side_by_side.py" "$label" --runs $runs "$@"; }

for level in O0 O2; do
    $big_only && break
    ls "$CACHE/torture/ll/$level"/*.ll | awk -v n=$every 'NR % n == 1' > "$WORK/sample-$level.txt"
    # Only files both compilers accept, so neither loop stops early.
    : > "$WORK/ok-$level.txt"
    while read -r f; do
        "$KILN" llc -$level -filetype=obj "$f" -o /dev/null 2>/dev/null && echo "$f" >> "$WORK/ok-$level.txt"
    done < "$WORK/sample-$level.txt"
    n=$(wc -l < "$WORK/ok-$level.txt")
    sbs "torture sample -$level ($n files) -filetype=obj" -- \
        sh -c "xargs -I{} $KILN llc -$level -filetype=obj {} -o /dev/null < $WORK/ok-$level.txt" -- \
        sh -c "xargs -I{} llc -$level -filetype=obj {} -o /dev/null < $WORK/ok-$level.txt" || exit 1
    kt=0; lt=0
    while read -r f; do
        "$KILN" llc -$level -filetype=obj "$f" -o "$WORK/k.o" && llc -$level -filetype=obj "$f" -o "$WORK/l.o" || continue
        kt=$((kt + $(size -A "$WORK/k.o" | awk '$1 == ".text" {print $2}')))
        lt=$((lt + $(size -A "$WORK/l.o" | awk '$1 == ".text" {print $2}')))
    done < "$WORK/ok-$level.txt"
    echo ".text size -$level over the sample: kiln $kt bytes, llc $lt bytes, ratio $(echo "scale=2; $kt / $lt" | bc)"
done

# One large module per level: csmith programs (their clang IR at that level) that kiln compiles,
# each `main` renamed, linked with llvm-link until they pass $big_bytes.
for level in O0 O2; do
    BIG=$CACHE/bench/$big_name-$level.ll
    if [ ! -s "$BIG" ]; then
        mkdir -p "$WORK/parts"; size=0; parts=()
        for f in $(ls "$CACHE/csmith/ll/$level"/*.ll | sort -V); do
            n=$(basename "$f" .ll)
            "$KILN" llc -$level -filetype=null "$f" -o /dev/null 2>/dev/null || continue
            sed "s/@main(/@main_$n(/" "$f" > "$WORK/parts/$n.ll"
            parts+=("$WORK/parts/$n.ll"); size=$((size + $(stat -c %s "$f")))
            [ "$size" -gt "$big_bytes" ] && break
        done
        llvm-link -S "${parts[@]}" -o "$BIG.tmp" && mv "$BIG.tmp" "$BIG"; rm -rf "$WORK/parts"
    fi
    mb=$(echo "scale=1; $(stat -c %s "$BIG") / 1000000" | bc)
    # Each selector: SelectionDAG, and GlobalISel (a function it cannot select falls back to
    # SelectionDAG, as `-global-isel-abort=0` says; `-global-isel-abort=2` counts them).
    for selector in sdag gisel; do
        if [ $selector = gisel ]; then
            isel=(-global-isel -global-isel-abort=0)
            fallbacks=$("$KILN" llc -$level -global-isel -global-isel-abort=2 -filetype=null "$BIG" -o /dev/null 2>&1 | grep -c '^remark:')
            label="GlobalISel ($fallbacks functions fall back)"
        else
            isel=(); label=SelectionDAG
        fi
        for jobs in 1 2; do
            if "$KILN" llc -$level "${isel[@]}" -j$jobs -filetype=obj "$BIG" -o /dev/null 2>"$WORK/big.err"; then
                sbs "$(basename "$BIG") ($mb MB) -$level -filetype=obj, kiln $label -j$jobs" -- \
                    "$KILN" llc -$level "${isel[@]}" -j$jobs -filetype=obj "$BIG" -o /dev/null -- llc -$level -filetype=obj "$BIG" -o /dev/null || exit 1
            else
                echo "$(basename "$BIG") -$level $label -j$jobs: kiln cannot compile it: $(head -c 300 "$WORK/big.err")"
                exit 1
            fi
        done
    done
done

if $quick || $big_only; then exit 0; fi
for c in "$ROOT"/bench/programs/*.c; do
    name=$(basename "$c" .c)
    clang-14 -O2 -S -emit-llvm "$c" -o "$WORK/$name.ll" || continue
    llc -O2 -filetype=obj -relocation-model=pic "$WORK/$name.ll" -o "$WORK/$name.llc.o" && gcc "$WORK/$name.llc.o" -o "$WORK/$name.llc" || continue
    if "$KILN" llc -O2 -filetype=obj -relocation-model=pic "$WORK/$name.ll" -o "$WORK/$name.kiln.o" 2>"$WORK/run.err" && gcc "$WORK/$name.kiln.o" -o "$WORK/$name.kiln"; then
        if [ "$("$WORK/$name.kiln")" = "$("$WORK/$name.llc")" ]; then
            sbs "run time of $name (-O2 code)" -- "$WORK/$name.kiln" -- "$WORK/$name.llc"
        else
            echo "run time of $name: kiln's program prints something else than llc's"
        fi
    else
        echo "run time of $name: kiln cannot compile it yet: $(head -c 300 "$WORK/run.err")"
    fi
done
