#!/usr/bin/env bash
# The csmith programs built for riscv64: clang-14's IR for riscv64-linux-gnu, and what llc 14's
# build of that IR prints under qemu (its checksum), the reference for `kiln llc -mtriple=riscv64`.
# Usage: csmith-riscv64.sh OUTDIR [JOBS] < SEEDS   (the seeds to build, one a line)
# OUTDIR/ll/O0/SEED.ll, OUTDIR/ll/O2/SEED.ll       clang-14 --target=riscv64-linux-gnu IR
# OUTDIR/ref/O0/SEED.out, OUTDIR/ref/O2/SEED.out   what llc's build printed: llc -mattr=+m,+a,+f,+d,+c
#   -target-abi=lp64d (llc 14 ignores the IR's ABI flag), linked statically by the riscv64 cross
#   gcc, run under qemu-riscv64
# OUTDIR/dropped/O0/SEED, OUTDIR/dropped/O2/SEED   programs without a reference (clang or llc
#   failed, or the run did not finish in 10 s): a rerun skips them as it skips those with one.
# The C sources are csmith's output for each seed, taken from ../shared/corpus/csmith.sh's cache
# (~/.cache/kiln/csmith/c) when it has them: csmith is the slowest step. The seeds come on
# stdin so that CI can build the references of its sample alone. Every file is written under a
# temporary name and renamed, so two runs may share OUTDIR.
set -euo pipefail
out=${1:?usage: csmith-riscv64.sh OUTDIR [JOBS] < SEEDS}; jobs=${2:-$(nproc)}
command -v qemu-riscv64 >/dev/null && command -v riscv64-linux-gnu-gcc >/dev/null || bash "$(dirname "$0")/setup.sh"
command -v csmith >/dev/null || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq csmith libcsmith-dev >/dev/null; }
cache=${KILN_CACHE:-$HOME/.cache/kiln}
mkdir -p "$out"/{c,ll/O0,ll/O2,ref/O0,ref/O2,dropped/O0,dropped/O2,tmp}
export out cache
one() {
  s=$1; c=$out/c/$s.c; t=$out/tmp/$s.$$
  if [ ! -s "$c" ]; then
    if [ -s "$cache/csmith/c/$s.c" ]; then cp "$cache/csmith/c/$s.c" "$t.c"; else csmith --seed "$s" -o "$t.c" >/dev/null 2>&1 || { rm -f "$t.c"; return 0; }; fi
    mv "$t.c" "$c"
  fi
  for o in O0 O2; do
    ll=$out/ll/$o/$s.ll; ref=$out/ref/$o/$s.out
    [ -f "$ref" ] || [ -f "$out/dropped/$o/$s" ] && continue
    if clang-14 --target=riscv64-linux-gnu -$o -S -emit-llvm -w -I/usr/include/csmith -o "$t.ll" "$c" 2>/dev/null \
       && llc -$o -mattr=+m,+a,+f,+d,+c -target-abi=lp64d -filetype=obj "$t.ll" -o "$t.o" 2>/dev/null \
       && riscv64-linux-gnu-gcc -static "$t.o" -o "$t.exe" 2>/dev/null \
       && timeout 10 qemu-riscv64 "$t.exe" > "$t.out" 2>/dev/null; then
      mv "$t.ll" "$ll"; mv "$t.out" "$ref"
    else
      touch "$out/dropped/$o/$s"
    fi
    rm -f "$t.ll" "$t.o" "$t.exe" "$t.out"
  done
}
export -f one
xargs -P "$jobs" -n 1 bash -c 'one "$0"' || true
echo "riscv64 csmith programs with a reference: O0 $(ls "$out"/ref/O0 | wc -l)  O2 $(ls "$out"/ref/O2 | wc -l)"
