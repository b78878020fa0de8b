#!/bin/sh
# The cost of debug information, kiln beside LLVM 14's llc: compile time (scripts/side_by_side.py,
# median of alternating runs) and object size with -g against without it, at -O0 and -O2, on one
# large module: zstd's lib/compress/zstd_compress.c as clang-14 IR with and without -g (the
# sources come from scripts/realprog.py's cache; the IR is built once into $KILN_CACHE/bench).
set -u
ROOT=$(cd "$(dirname "$0")/.." && pwd)
CACHE=${KILN_CACHE:-$HOME/.cache/kiln}
WORK=$CACHE/bench/debug-info
mkdir -p "$WORK"
SRC=$(ls -d "$CACHE"/realprog/src/libzstd-*/ 2>/dev/null | head -1)
[ -n "$SRC" ] || { echo "bench-debug-info: zstd sources missing (run scripts/realprog.py first)"; exit 0; }
if [ -z "${KILN:-}" ]; then
    (cd "$ROOT" && cargo build --release -q -p kiln) || exit 1
    KILN="${CARGO_TARGET_DIR:-$ROOT/target}/release/kiln"
fi
SBS="python3 $ROOT/scripts/side_by_side.py"
size_of() { stat -c %s "$1"; }

for level in O0 O2; do
    for g in "" "-g"; do
        ll="$WORK/zstd_compress-$level$g.ll"
        [ -f "$ll" ] || clang-14 -$level $g -S -emit-llvm -w -I"$SRC/lib" -I"$SRC/lib/common" \
            -o "$ll" "$SRC/lib/compress/zstd_compress.c" || exit 1
    done
    for g in "" "-g"; do
        ll="$WORK/zstd_compress-$level$g.ll"
        $SBS "zstd_compress.c -$level ${g:-(no -g)} -filetype=obj" --runs 3 -- \
            "$KILN" llc -$level -filetype=obj "$ll" -o "$WORK/k.o" -- \
            llc -$level -filetype=obj "$ll" -o "$WORK/l.o"
        echo "object size -$level ${g:-(no -g)}: kiln $(size_of "$WORK/k.o") bytes, llc $(size_of "$WORK/l.o") bytes"
    done
done
