#!/bin/bash
# `kiln lli` beside LLVM 14's lli, whole-process times, median of 5 alternating runs each
# (scripts/side_by_side.py: wall, CPU and peak memory with kiln/lli ratios):
#   1. total time to run a fixed sample of the torture corpus (every 8th test of ref/LEVEL.pass,
#      ll/LEVEL at -LEVEL, only tests both run to exit 0) at -O0 and -O2,
#   2. a large module whose main returns at once: csmith programs' -O2 IR (each `main` renamed),
#      linked with llvm-link to about 5 MB plus a `main` that returns 0, built once into
#      $KILN_CACHE/bench. kiln compiles the whole module before running main; so does lli's
#      default MCJIT, so the times compare the whole process.
set -u
ROOT=$(cd "$(dirname "$0")/.." && pwd)
CACHE=${KILN_CACHE:-$HOME/.cache/kiln}
WORK=$CACHE/bench/lli
mkdir -p "$WORK"
command -v lli >/dev/null 2>&1 || { echo "bench-lli: lli not found"; exit 0; }
if [ -z "${KILN:-}" ]; then
    (cd "$ROOT" && cargo build --release -q -p kiln) || exit 1
    KILN="${CARGO_TARGET_DIR:-$ROOT/target}/release/kiln"
fi
SBS="python3 $ROOT/scripts/side_by_side.py"

for level in O0 O2; do
    : > "$WORK/ok-$level.txt"
    awk 'NR % 8 == 1' "$CACHE/torture/ref/$level.pass" | while read -r n; do
        f=$CACHE/torture/ll/$level/$n.ll
        timeout 20 "$KILN" lli -$level "$f" >/dev/null 2>&1 </dev/null &&
            timeout 20 lli -$level "$f" >/dev/null 2>&1 </dev/null && echo "$f" >> "$WORK/ok-$level.txt"
    done
    n=$(wc -l < "$WORK/ok-$level.txt")
    $SBS "torture sample -$level ($n tests), whole runs" -- \
        sh -c "xargs -I{} $KILN lli -$level {} < $WORK/ok-$level.txt" -- \
        sh -c "xargs -I{} lli -$level {} < $WORK/ok-$level.txt"
done

BIG=$CACHE/bench/lli-linked-O2.ll
if [ ! -s "$BIG" ]; then
    mkdir -p "$WORK/parts"; size=0; parts=()
    for f in $(ls "$CACHE/csmith/ll/O2"/*.ll | sort -V); do
        n=$(basename "$f" .ll)
        "$KILN" llc -O2 -filetype=null "$f" -o /dev/null 2>/dev/null || continue
        sed "s/@main(/@main_$n(/" "$f" > "$WORK/parts/$n.ll"
        parts+=("$WORK/parts/$n.ll"); size=$((size + $(stat -c %s "$f")))
        [ "$size" -gt 5000000 ] && break
    done
    { grep -m2 '^target ' "${parts[0]}"; printf 'define i32 @main() {\n  ret i32 0\n}\n'; } > "$WORK/parts/main.ll"
    llvm-link -S "${parts[@]}" "$WORK/parts/main.ll" -o "$BIG"; rm -rf "$WORK/parts"
fi
mb=$(( $(stat -c %s "$BIG") / 1000000 ))
if "$KILN" lli -O2 "$BIG" 2>"$WORK/big.err"; then
    $SBS "$(basename "$BIG") ($mb MB) -O2, main returns at once" -- "$KILN" lli -O2 "$BIG" -- lli -O2 "$BIG"
else
    echo "$(basename "$BIG"): kiln lli cannot run it: $(head -c 300 "$WORK/big.err")"
fi
