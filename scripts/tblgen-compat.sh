#!/bin/sh
# Compares `kiln tblgen` with `llvm-tblgen` (LLVM 14) on the 14 standalone .td files of LLVM's
# include tree: -print-records must be byte-identical, -dump-json equal as parsed JSON.
# Usage: scripts/tblgen-compat.sh   (builds kiln --release; set KILN= to use another binary)
set -u
ROOT=$(cd "$(dirname "$0")/.." && pwd)
LLVM_TBLGEN=${LLVM_TBLGEN:-llvm-tblgen}
INC=${LLVM_INCLUDE:-/usr/lib/llvm-14/include}
if ! command -v "$LLVM_TBLGEN" >/dev/null 2>&1; then
    echo "tblgen-compat: $LLVM_TBLGEN not found; nothing to compare"; exit 0
fi
if [ -z "${KILN:-}" ]; then
    (cd "$ROOT" && cargo build --release -q -p kiln) || exit 1
    KILN="${CARGO_TARGET_DIR:-$ROOT/target}/release/kiln"
fi
FILES="CodeGen/ValueTypes.td CodeGen/SDNodeProperties.td TableGen/Automaton.td
TableGen/SearchableTable.td IR/Attributes.td Target/TargetItinerary.td
Target/TargetPfmCounters.td Frontend/Directive/DirectiveBase.td Frontend/OpenACC/ACC.td
Frontend/OpenMP/OMP.td Option/OptParser.td Target/Target.td Target/GlobalISel/Target.td
IR/Intrinsics.td"
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
pass_records=0; pass_json=0; total=0
for f in $FILES; do
    total=$((total + 1))
    src="$INC/llvm/$f"
    "$LLVM_TBLGEN" -print-records -I "$INC" "$src" > "$TMP/l.txt" 2>&1
    "$KILN" tblgen -print-records -I "$INC" "$src" > "$TMP/k.txt" 2>&1
    if cmp -s "$TMP/l.txt" "$TMP/k.txt"; then r=same; pass_records=$((pass_records + 1)); else r=DIFFERENT; fi
    "$LLVM_TBLGEN" -dump-json -I "$INC" "$src" > "$TMP/l.json" 2>&1
    "$KILN" tblgen -dump-json -I "$INC" "$src" > "$TMP/k.json" 2>&1
    if python3 -c 'import json,sys; sys.exit(0 if json.load(open(sys.argv[1])) == json.load(open(sys.argv[2])) else 1)' "$TMP/l.json" "$TMP/k.json" 2>/dev/null; then
        j=equal; pass_json=$((pass_json + 1)); else j=DIFFERENT; fi
    printf '%-40s print-records %-9s dump-json %s\n' "$f" "$r" "$j"
done
echo "print-records byte-identical: $pass_records/$total; dump-json equal: $pass_json/$total"
# The feature tests and the small LLVM-style target of kiln-tablegen's test suite.
feat_total=0; feat_pass=0
FEAT="$ROOT/crates/kiln-tablegen/tests/features"
for src in "$FEAT"/*.td "$ROOT/crates/kiln-tablegen/tests/llvm-target/mini-target.td"; do
    feat_total=$((feat_total + 1))
    D=""; [ "$(basename "$src")" = preprocessor.td ] && D="-DFROM_CMDLINE"
    ok=1
    for action in -print-records -dump-json; do
        (cd "$FEAT" && "$LLVM_TBLGEN" $action $D -I inc -I "$INC" "$src") > "$TMP/l" 2>&1
        (cd "$FEAT" && "$KILN" tblgen $action $D -I inc -I "$INC" "$src") > "$TMP/k" 2>&1
        if [ "$action" = -print-records ]; then cmp -s "$TMP/l" "$TMP/k" || ok=0
        else python3 -c 'import json,sys; sys.exit(0 if json.load(open(sys.argv[1])) == json.load(open(sys.argv[2])) else 1)' "$TMP/l" "$TMP/k" 2>/dev/null || ok=0; fi
    done
    [ $ok -eq 1 ] && feat_pass=$((feat_pass + 1)) || echo "feature test differs: $src"
done
echo "feature tests (print-records and dump-json): $feat_pass/$feat_total"
# kiln's own target descriptions are TableGen too: llvm-tblgen must read them the same way.
for dir in "$ROOT"/crates/kiln-target-*/td; do
    [ -d "$dir" ] || continue
    name=$(basename "$(dirname "$dir")" | sed 's/kiln-target-//' | tr a-z A-Z)
    src="$dir/$name.td"
    [ -f "$src" ] || continue
    "$LLVM_TBLGEN" -print-records -I "$dir" -I "$ROOT/crates/kiln-codegen/td" "$src" > "$TMP/l" 2>&1
    "$KILN" tblgen -print-records -I "$dir" -I "$ROOT/crates/kiln-codegen/td" "$src" > "$TMP/k" 2>&1
    if cmp -s "$TMP/l" "$TMP/k"; then echo "kiln target $name.td: print-records same"; else echo "kiln target $name.td: print-records DIFFERENT"; fi
done
[ "$feat_pass" -eq "$feat_total" ] || exit 1
[ "$pass_records" -eq "$total" ] && [ "$pass_json" -eq "$total" ]
