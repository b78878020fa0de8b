#!/bin/sh
# Times `kiln mc` against `llvm-mc` on llc's -O0 output for the 20 MB module of
# scripts/bench-ir.sh (built once into $KILN_CACHE/bench): -filetype=obj, -filetype=asm and
# -show-encoding, median of 5 alternating runs each (scripts/side_by_side.py: wall, CPU and
# peak memory, with kiln/LLVM ratios).
set -u
ROOT=$(cd "$(dirname "$0")/.." && pwd)
CACHE=${KILN_CACHE:-$HOME/.cache/kiln}
command -v llvm-mc >/dev/null 2>&1 || { echo "bench-mc: llvm-mc not found"; exit 0; }
SRC=$CACHE/bench/csmith-linked.s
if [ ! -s "$SRC" ]; then
    [ -s "$CACHE/bench/csmith-linked.ll" ] || bash "$ROOT/scripts/bench-ir.sh" >/dev/null
    llc -O0 -relocation-model=pic "$CACHE/bench/csmith-linked.ll" -o "$SRC" || exit 1
fi
if [ -z "${KILN:-}" ]; then
    (cd "$ROOT" && cargo build --release -q -p kiln) || exit 1
    KILN="${CARGO_TARGET_DIR:-$ROOT/target}/release/kiln"
fi
for flags in -filetype=obj -filetype=asm -show-encoding; do
    python3 "$ROOT/scripts/side_by_side.py" "$(basename "$SRC") $flags" -- "$KILN" mc $flags "$SRC" -o /dev/null -- llvm-mc $flags "$SRC" -o /dev/null
done
