#!/usr/bin/env bash
# The csmith programs compiled by a newer clang: the IR that clang writes, and what clang's own
# build of each program prints (its checksum), the reference for `kiln llc` on that IR.
# Usage: csmith-newer.sh VERSION OUTDIR FIRST_SEED COUNT [JOBS]   (VERSION: 16 or 19)
# OUTDIR/ll/O0/SEED.ll, OUTDIR/ll/O2/SEED.ll     clang-VERSION IR of program SEED
# OUTDIR/ref/O0/SEED.out, OUTDIR/ref/O2/SEED.out   what clang-VERSION's own -O0/-O2 build printed
# The C sources are csmith's output for each seed, shared with ../shared/corpus/csmith.sh when
# its cache (~/.cache/kiln/csmith/c) has them. A program whose run does not finish in 5 s is dropped.
set -euo pipefail
version=${1:?usage: csmith-newer.sh VERSION OUTDIR FIRST_SEED COUNT [JOBS]}
out=${2:?}; first=${3:?}; count=${4:?}; jobs=${5:-$(nproc)}
cc=clang-$version
command -v "$cc" >/dev/null || bash "$(dirname "$0")/setup.sh"
command -v csmith >/dev/null || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq csmith libcsmith-dev >/dev/null; }
shared_c=${KILN_CACHE:-$HOME/.cache/kiln}/csmith/c
mkdir -p "$out"/{c,ll/O0,ll/O2,ref/O0,ref/O2,tmp}
export out cc shared_c
one() {
  s=$1; c=$out/c/$s.c
  if [ ! -f "$c" ]; then
    if [ -f "$shared_c/$s.c" ]; then cp "$shared_c/$s.c" "$c"; else csmith --seed "$s" -o "$c" >/dev/null 2>&1 || return 0; fi
  fi
  for o in O0 O2; do
    ll=$out/ll/$o/$s.ll; ref=$out/ref/$o/$s.out
    [ -f "$ref" ] && continue
    "$cc" -$o -S -emit-llvm -w -I/usr/include/csmith -o "$ll" "$c" 2>/dev/null || { rm -f "$ll"; continue; }
    exe=$out/tmp/$s.$o
    if "$cc" -$o -w -I/usr/include/csmith "$c" -o "$exe" 2>/dev/null && timeout 5 "$exe" > "$ref.tmp" 2>/dev/null; then
      mv "$ref.tmp" "$ref"
    else
      rm -f "$ref.tmp" "$ll"
    fi
    rm -f "$exe"
  done
}
export -f one
seq "$first" $((first + count - 1)) | xargs -P "$jobs" -n 1 bash -c 'one "$0"' || true
echo "clang-$version programs with a reference: O0 $(ls "$out"/ref/O0 | wc -l)  O2 $(ls "$out"/ref/O2 | wc -l)"
