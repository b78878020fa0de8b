#!/bin/sh
# Times `kiln tblgen -print-records` against `llvm-tblgen -print-records` on IR/Intrinsics.td
# and Target/Target.td (the largest standalone set: Target.td includes Intrinsics.td and more):
# median of 5 alternating runs each, output to /dev/null; prints the kiln/llvm time ratio.
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
import subprocess, sys, time, statistics
kiln, llvm, inc = sys.argv[1:4]
for f in ["IR/Intrinsics.td", "Target/Target.td"]:
    src = f"{inc}/llvm/{f}"
    cmds = {"kiln": [kiln, "tblgen", "-print-records", "-I", inc, src],
            "llvm": [llvm, "-print-records", "-I", inc, src]}
    times = {"kiln": [], "llvm": []}
    for _ in range(5):
        for name in ("llvm", "kiln"):
            t = time.perf_counter()
            subprocess.run(cmds[name], stdout=subprocess.DEVNULL, check=True)
            times[name].append(time.perf_counter() - t)
    k, l = statistics.median(times["kiln"]), statistics.median(times["llvm"])
    print(f"{f:20} kiln {k*1000:7.1f} ms   llvm-tblgen {l*1000:7.1f} ms   ratio kiln/llvm {k/l:.2f}")
PY
