#!/bin/sh
# Times `kiln mc` against `llvm-mc` on the largest llc output of the torture corpus (the
# $KILN_CACHE/llc-s cache that conformance.py builds): -filetype=obj, -filetype=asm and
# -show-encoding, median of 5 alternating runs each, output to /dev/null; prints the
# kiln/llvm ratio of wall time and of CPU time (user+system, steadier on a loaded machine).
set -u
ROOT=$(cd "$(dirname "$0")/.." && pwd)
CACHE=${KILN_CACHE:-$HOME/.cache/kiln}
command -v llvm-mc >/dev/null 2>&1 || { echo "bench-mc: llvm-mc not found"; exit 0; }
SRC=$(ls -S "$CACHE"/llc-s/O0/*.s "$CACHE"/llc-s/O2/*.s 2>/dev/null | head -1)
[ -n "$SRC" ] || { echo "bench-mc: no llc output in $CACHE/llc-s (run scripts/conformance.py --check mc-)"; exit 0; }
if [ -z "${KILN:-}" ]; then
    (cd "$ROOT" && cargo build --release -q -p kiln) || exit 1
    KILN="${CARGO_TARGET_DIR:-$ROOT/target}/release/kiln"
fi
python3 - "$KILN" "$SRC" <<'PY'
import resource, subprocess, sys, time, statistics
def cpu():
    r = resource.getrusage(resource.RUSAGE_CHILDREN)
    return r.ru_utime + r.ru_stime
kiln, src = sys.argv[1:3]
print(f"input: {src}")
for flags in (["-filetype=obj"], ["-filetype=asm"], ["-show-encoding"]):
    cmds = {"kiln": [kiln, "mc", *flags, src, "-o", "/dev/null"], "llvm": ["llvm-mc", *flags, src, "-o", "/dev/null"]}
    wall = {"kiln": [], "llvm": []}
    cput = {"kiln": [], "llvm": []}
    for _ in range(5):
        for name in ("llvm", "kiln"):
            t, c = time.perf_counter(), cpu()
            subprocess.run(cmds[name], stdout=subprocess.DEVNULL, check=True)
            wall[name].append(time.perf_counter() - t)
            cput[name].append(cpu() - c)
    k, l = statistics.median(wall["kiln"]), statistics.median(wall["llvm"])
    kc, lc = statistics.median(cput["kiln"]), statistics.median(cput["llvm"])
    print(f"{' '.join(flags):15} wall: kiln {k*1000:6.1f} ms, llvm-mc {l*1000:6.1f} ms, ratio {k/l:.2f}   "
          f"cpu: kiln {kc*1000:6.1f} ms, llvm-mc {lc*1000:6.1f} ms, ratio {kc/lc:.2f}")
PY
