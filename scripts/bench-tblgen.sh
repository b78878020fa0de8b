#!/bin/sh
# Times `kiln tblgen -print-records` against `llvm-tblgen -print-records` on IR/Intrinsics.td
# and Target/Target.td (the largest standalone set: Target.td includes Intrinsics.td and more):
# median of 5 alternating runs each, output to /dev/null; prints the kiln/llvm ratio of wall
# time and of CPU time (user+system, steadier on a loaded machine).
set -u
ROOT=$(cd "$(dirname "$0")/.." && pwd)
LLVM_TBLGEN=${LLVM_TBLGEN:-llvm-tblgen}
INC=${LLVM_INCLUDE:-/usr/lib/llvm-14/include}
command -v "$LLVM_TBLGEN" >/dev/null 2>&1 || { echo "bench-tblgen: $LLVM_TBLGEN not found"; exit 0; }
if [ -z "${KILN:-}" ]; then
    (cd "$ROOT" && cargo build --release -q -p kiln) || exit 1
    KILN="${CARGO_TARGET_DIR:-$ROOT/target}/release/kiln"
fi
python3 - "$KILN" "$LLVM_TBLGEN" "$INC" <<'PY'
import resource, subprocess, sys, time, statistics
def cpu():
    r = resource.getrusage(resource.RUSAGE_CHILDREN)
    return r.ru_utime + r.ru_stime
kiln, llvm, inc = sys.argv[1:4]
for f in ["IR/Intrinsics.td", "Target/Target.td"]:
    src = f"{inc}/llvm/{f}"
    cmds = {"kiln": [kiln, "tblgen", "-print-records", "-I", inc, src],
            "llvm": [llvm, "-print-records", "-I", inc, src]}
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
    print(f"{f:20} wall: kiln {k*1000:6.1f} ms, llvm-tblgen {l*1000:6.1f} ms, ratio {k/l:.2f}   "
          f"cpu: kiln {kc*1000:6.1f} ms, llvm-tblgen {lc*1000:6.1f} ms, ratio {kc/lc:.2f}")
PY
