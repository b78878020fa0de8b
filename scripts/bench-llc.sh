#!/bin/bash
# `kiln llc` beside LLVM 14's llc on the same .ll files, median of 5 alternating runs each
# (scripts/side_by_side.py: wall, CPU and peak memory with kiln/llc ratios):
#   1. compile time at -O0 and -O2 over a fixed sample of the torture corpus (every 8th file),
#   2. compile time and peak memory at -O0 and -O2 on large modules (scripts/bench-modules.py:
#      a 10 MB linked csmith module, zstd and xz as single modules, the regex crate's engine
#      from Debian's rustc), kiln at -j1 and -j2 and with each instruction selector,
#   3. .text size of the objects of the torture sample at -O0 and -O2,
#   4. run time of the code each produces at -O2 for the programs in bench/programs (each runs
#      about a second), built from clang-14 -O2 IR.
# Options: --big runs part 2 only; --quick (what CI runs, so that a broken script is noticed)
# runs parts 1-3 once each on small inputs (every 64th torture file, a linked csmith module of
# under a megabyte).
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
if $quick; then runs=1; every=64; else runs=5; every=8; fi
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

# Large modules (csmith, zstd, xz, regex), kiln at -j1 and -j2 with each selector: their own script.
if $quick; then
    KILN_BINARY="$KILN" python3 "$ROOT/scripts/bench-modules.py" --quick || exit 1
else
    KILN_BINARY="$KILN" python3 "$ROOT/scripts/bench-modules.py" --runs $runs || exit 1
fi

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
