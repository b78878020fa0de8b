#!/usr/bin/env python3
"""Runs a kiln command and the LLVM command it replaces side by side, alternating, and prints
the medians and the kiln/LLVM ratios of wall time, CPU time (user+system: steadier on a
shared, loaded machine) and peak resident memory. Ratios below 1.00 mean kiln is faster or
smaller. Output goes to /dev/null; a failing command stops the benchmark.

  side_by_side.py LABEL [--runs N] -- KILN COMMAND... -- LLVM COMMAND...

As a module: side_by_side(label, kiln_cmd, llvm_cmd, runs, tool) prints the same and returns the medians.
"""

import os
import statistics
import subprocess
import sys
import time


def measure(cmd):
    """(wall seconds, CPU seconds, peak KiB) of one run of `cmd`."""
    start = time.perf_counter()
    proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL)
    _, status, usage = os.wait4(proc.pid, 0)
    wall = time.perf_counter() - start
    if os.waitstatus_to_exitcode(status) != 0:
        sys.exit(f"side_by_side: {' '.join(cmd)} failed")
    return wall, usage.ru_utime + usage.ru_stime, usage.ru_maxrss


def side_by_side(label, kiln, llvm, runs=5, tool=None):
    """Runs both commands `runs` times, alternating, prints the medians and ratios and returns
    them: ((wall, CPU, peak KiB) of kiln, the same of the LLVM command). `tool` names the LLVM
    side in the report (default: its command's name)."""
    samples = {"kiln": [], "llvm": []}
    for _ in range(runs):
        samples["llvm"].append(measure(llvm))
        samples["kiln"].append(measure(kiln))
    med = {k: [statistics.median(s[i] for s in v) for i in range(3)] for k, v in samples.items()}
    (kw, kc, km), (lw, lc, lm) = med["kiln"], med["llvm"]
    tool = tool or os.path.basename(llvm[0])
    print(f"{label}: median of {runs} alternating runs")
    print(f"  wall  kiln {kw * 1000:8.1f} ms   {tool} {lw * 1000:8.1f} ms   ratio {kw / lw:.2f}")
    print(f"  cpu   kiln {kc * 1000:8.1f} ms   {tool} {lc * 1000:8.1f} ms   ratio {kc / lc:.2f}")
    print(f"  peak  kiln {km / 1024:8.1f} MB   {tool} {lm / 1024:8.1f} MB   ratio {km / lm:.2f}", flush=True)
    return tuple(med["kiln"]), tuple(med["llvm"])


def main():
    args = sys.argv[1:]
    runs = 5
    if len(args) > 2 and args[1] == "--runs":
        runs = int(args[2])
        del args[1:3]
    if len(args) < 5 or args[1] != "--" or "--" not in args[2:]:
        sys.exit(__doc__)
    split = args.index("--", 2)
    side_by_side(args[0], args[2:split], args[split + 1:], runs)


if __name__ == "__main__":
    main()
