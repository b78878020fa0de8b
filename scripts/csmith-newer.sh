#!/usr/bin/env bash
# The csmith programs compiled by a newer clang: the IR that clang writes, and what clang's own
# build of that IR prints (its checksum), the reference for `kiln llc` on that IR.
# Usage: csmith-newer.sh VERSION OUTDIR FIRST_SEED COUNT [JOBS]   (VERSION: 16 or 19)
# OUTDIR/ll/O0/SEED.ll, OUTDIR/ll/O2/SEED.ll     clang-VERSION IR of program SEED
# OUTDIR/ref/O0/SEED.out, OUTDIR/ref/O2/SEED.out   what clang-VERSION's own -O0/-O2 build printed
# OUTDIR/dropped/O0/SEED, OUTDIR/dropped/O2/SEED   programs without a reference (clang failed, or
#   the run did not finish in 5 s): a rerun skips them as it skips those with a reference.
# The C sources are csmith's output for each seed, taken from ../shared/corpus/csmith.sh's cache
# (~/.cache/kiln/csmith/c) or another clang's OUTDIR when they have it: csmith is the slowest step.
# Every file is written under a temporary name and renamed, so two runs may share OUTDIR.
set -euo pipefail
version=${1:?usage: csmith-newer.sh VERSION OUTDIR FIRST_SEED COUNT [JOBS]}
out=${2:?}; first=${3:?}; count=${4:?}; jobs=${5:-$(nproc)}
cc=clang-$version
command -v "$cc" >/dev/null || bash "$(dirname "$0")/setup.sh"
command -v csmith >/dev/null || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq csmith libcsmith-dev >/dev/null; }
cache=${KILN_CACHE:-$HOME/.cache/kiln}
source_dirs="$cache/csmith/c"
for d in "$cache"/csmith-clang*/c; do [ -d "$d" ] && source_dirs="$source_dirs $d"; done
mkdir -p "$out"/{c,ll/O0,ll/O2,ref/O0,ref/O2,dropped/O0,dropped/O2,tmp}
export out cc source_dirs
one() {
  s=$1; c=$out/c/$s.c; t=$out/tmp/$s.$$
  done_levels=0
  for o in O0 O2; do [ -f "$out/ref/$o/$s.out" ] || [ -f "$out/dropped/$o/$s" ] && done_levels=$((done_levels + 1)); done
  [ "$done_levels" = 2 ] && return 0
  if [ ! -s "$c" ]; then
    for d in $source_dirs; do [ -s "$d/$s.c" ] && cp "$d/$s.c" "$t.c" && break; done
    [ -s "$t.c" ] || csmith --seed "$s" -o "$t.c" >/dev/null 2>&1 || { rm -f "$t.c"; return 0; }
    mv "$t.c" "$c"
  fi
  for o in O0 O2; do
    ll=$out/ll/$o/$s.ll; ref=$out/ref/$o/$s.out
    [ -f "$ref" ] || [ -f "$out/dropped/$o/$s" ] && continue
    # The reference is clang's back end on the very IR kiln reads (no second optimisation pass).
    if "$cc" -$o -S -emit-llvm -w -I/usr/include/csmith -o "$t.ll" "$c" 2>/dev/null \
       && "$cc" -$o -w -Xclang -disable-llvm-passes "$t.ll" -o "$t.exe" 2>/dev/null \
       && timeout 5 "$t.exe" > "$t.out" 2>/dev/null; then
      mv "$t.ll" "$ll"; mv "$t.out" "$ref"
    else
      touch "$out/dropped/$o/$s"
    fi
    rm -f "$t.ll" "$t.exe" "$t.out"
  done
}
export -f one
seq "$first" $((first + count - 1)) | xargs -P "$jobs" -n 1 bash -c 'one "$0"' || true
echo "clang-$version programs with a reference: O0 $(ls "$out"/ref/O0 | wc -l)  O2 $(ls "$out"/ref/O2 | wc -l)"
