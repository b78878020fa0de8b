#!/bin/sh
# Times `kiln tblgen -print-records` against `llvm-tblgen -print-records` on IR/Intrinsics.td
# and Target/Target.td (the largest standalone set: Target.td includes Intrinsics.td and more):
# median of 5 alternating runs each (scripts/side_by_side.py: wall, CPU and peak memory, with
# kiln/LLVM ratios).
set -u
ROOT=$(cd "$(dirname "$0")/.." && pwd)
LLVM_TBLGEN=${LLVM_TBLGEN:-llvm-tblgen}
INC=${LLVM_INCLUDE:-/usr/lib/llvm-14/include}
command -v "$LLVM_TBLGEN" >/dev/null 2>&1 || { echo "bench-tblgen: $LLVM_TBLGEN not found"; exit 0; }
if [ -z "${KILN:-}" ]; then
    (cd "$ROOT" && cargo build --release -q -p kiln) || exit 1
    KILN="${CARGO_TARGET_DIR:-$ROOT/target}/release/kiln"
fi
for f in IR/Intrinsics.td Target/Target.td; do
    python3 "$ROOT/scripts/side_by_side.py" "$f -print-records" -- "$KILN" tblgen -print-records -I "$INC" "$INC/llvm/$f" -- "$LLVM_TBLGEN" -print-records -I "$INC" "$INC/llvm/$f"
done
