#!/usr/bin/env bash
# llc's machine IR at two stage boundaries for every torture test, the inputs of kiln's
# back-half corpus tests (frame_passes, frame_e2e, asm_printer_corpus): built once into
# $KILN_CACHE/stages/{before-prologepilog,after-pseudo-probe-inserter}/{O0,O2}/NAME.mir.
set -euo pipefail
cache=${KILN_CACHE:-$HOME/.cache/kiln}
[ -d "$cache/torture/ll/O0" ] || bash "$(dirname "$0")/../../shared/corpus/torture.sh" "$cache/torture"
for level in O0 O2; do
  for stage in before-prologepilog after-pseudo-probe-inserter; do
    out=$cache/stages/$stage/$level
    mkdir -p "$out"
    flag="-stop-${stage%%-*}=${stage#*-}"
    ls "$cache/torture/ll/$level"/*.ll | xargs -P2 -I{} sh -c \
      'b=$(basename {} .ll); [ -f "$0/$b.mir" ] || llc -'"$level"' -mtriple=x86_64-unknown-linux-gnu -relocation-model=pic '"$flag"' {} -o "$0/$b.mir" 2>/dev/null || true' "$out"
  done
done
echo "llc stage MIR in $cache/stages"
