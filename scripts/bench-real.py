#!/usr/bin/env python3
"""The real programs' CPU-heavy runs, kiln -O2 beside llc -O2 (issue 13's code-speed figures).

The programs are scripts/realprog.py's -O2 pic builds (clang-14 IR through `kiln llc` or through
llc, linked by gcc): realprog builds and tests them first (cached), then this script copies the
binaries of both builds aside and times them on the same inputs with scripts/side_by_side.py
(median of N alternating runs, wall and CPU ratios kiln/llc):
  - zstd (-3), xz (-1) and lz4 (-1) compressing and decompressing one 20 MB file, and zlib's
    minigzip (-6) on it: source-like text and log records from a fixed seed
    (realprog.bench_text);
  - tinyxml2 and jsoncpp parsing a generated document of about 10 MB (bench/real/xml_parse.cpp
    and json_parse.cpp, built with the library in realprog's trees);
  - and bench/programs (as scripts/bench-llc.sh builds them), so that the geomean covers them.
Each run repeats its command until llc's build takes at least a second of CPU (the repeat count is
printed); kiln's output must be byte-identical to llc's. Then, over every .ll the builds compiled
(kiln-cc's KILN_RP_IR_LIST), the spills and reloads of each back end (the `# N-byte Spill`,
`Reload`, `Folded Reload` comments of its assembly; kiln's `-stats` beside) and the `.text` size of
its objects, per program and in total for the C programs and the C++ ones.
Inputs are cached in $KILN_CACHE/bench/real.

Run times on a shared virtual machine move by up to a fifth between rounds for the same binary,
and this machine has no hardware counters, so --instructions adds a deterministic measure for
comparing two kiln builds: each benchmark runs once (no repeats) under valgrind's callgrind, both
builds at once, and the instructions each executed are printed with their kiln/llc ratio. It sees
spills, copies and extra branches, not cache misses or branch prediction.

  bench-real.py                  everything
  bench-real.py --runs 3         3 alternating runs per benchmark (default 5)
  bench-real.py --only zstd,xz   only these benchmarks (zstd xz lz4 minigzip tinyxml2 jsoncpp programs)
  bench-real.py --no-counts      skip the spill/reload and .text part
  bench-real.py --counts-only    only that part
  bench-real.py --instructions   instructions executed (callgrind) instead of run times
"""

import argparse
import filecmp
import math
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import realprog  # noqa: E402  (the builds and the input generators)
from side_by_side import side_by_side  # noqa: E402

WORK = realprog.CACHE.parent / "bench" / "real"
TEXT_BYTES = 20_000_000
XML_RECORDS = 25_000  # about 10 MB
JSON_RECORDS = 30_000  # about 10 MB
MIN_CPU_SECONDS = 1.0


# (benchmark, program label, binary in the build tree, compress args, decompress args)
COMPRESSORS = [
    ("zstd", "libzstd", "programs/zstd", ["-q", "-c", "-3"], ["-q", "-d", "-c"]),
    ("xz", "xz-utils", "src/xz/xz", ["-c", "-1"], ["-d", "-c"]),
    ("lz4", "lz4", "programs/lz4", ["-c", "-1"], ["-d", "-c"]),
    ("minigzip", "zlib", "minigzip", ["-6"], ["-d"]),
]
PARSERS = [("tinyxml2", "tinyxml2", "xml_parse"), ("jsoncpp", "libjsoncpp", "json_parse")]


def generated(name: str, make) -> Path:
    """An input file of $KILN_CACHE/bench/real, made once by `make()`."""
    path = WORK / name
    if not path.exists():
        WORK.mkdir(parents=True, exist_ok=True)
        tmp = path.with_suffix(".tmp")
        tmp.write_bytes(make())
        tmp.rename(path)
    return path


def snapshot(prog, binaries) -> dict:
    """{backend: {binary: copy}}: the -O2 pic builds of `prog`, tested by realprog, copied aside
    (other sessions may rebuild the shared trees); None when kiln's build fails a test case."""
    cases = realprog.compare(prog, "O2", "pic")
    failed = [n for n, c in cases.items() if not c.ok and not c.why.startswith("llc:")]
    print(f"{realprog.label(prog, 'O2', 'pic', 14)}: {len(cases) - len(failed)} of {len(cases)} test cases pass", flush=True)
    if failed:
        print(f"  not benchmarked: {failed[0]}: {cases[failed[0]].why}")
        return None
    out = {}
    for backend in ("kiln", "llc"):
        tree = realprog.build_tree(prog, "O2", "pic", backend, 14)
        identity = (tree / ".kiln-identity").read_text()
        dest = WORK / "bin" / backend
        dest.mkdir(parents=True, exist_ok=True)
        out[backend] = {}
        for b in binaries:
            copy = dest / Path(b).name
            shutil.copy2(tree / b, copy)
            out[backend][b] = copy
        if (tree / ".kiln-identity").read_text() != identity:
            sys.exit(f"bench-real: {tree} was rebuilt while being copied; run again")
    return out


def timed(cmd: list, stdin: Path = None, stdout=subprocess.DEVNULL) -> float:
    """CPU seconds (user + system) of one run of `cmd`, which must succeed."""
    before = os.times()
    with open(stdin or os.devnull, "rb") as inp:
        subprocess.run(cmd, stdin=inp, stdout=stdout, check=True)
    after = os.times()
    return (after.children_user - before.children_user) + (after.children_system - before.children_system)


def repeated(cmd: list, stdin: Path, times: int) -> list:
    """A command that runs `cmd` `times` times with `stdin`, its output discarded."""
    one = " ".join(shlex.quote(str(a)) for a in cmd) + (f" < {shlex.quote(str(stdin))}" if stdin else "")
    return ["sh", "-c", f"for i in $(seq {times}); do {one} > /dev/null || exit 1; done"]


def same_output(kiln_cmd: list, llc_cmd: list, stdin: Path, keep: Path = None) -> tuple:
    """(llc's CPU seconds, whether kiln's output is byte-identical): one run of each; llc's
    output kept in `keep` when given."""
    with tempfile.TemporaryDirectory(prefix="bench-real-") as tmp:
        outs = {}
        for name, cmd in (("llc", llc_cmd), ("kiln", kiln_cmd)):
            outs[name] = Path(tmp) / name
            with open(outs[name], "wb") as out:
                cpu = timed(cmd, stdin, out)
            if name == "llc":
                llc_cpu = cpu
        same = filecmp.cmp(outs["kiln"], outs["llc"], shallow=False)  # not read in: a forked child's
        # peak memory starts from this process's (Linux counts the old image's at exec)
        if keep is not None:
            shutil.copyfile(outs["llc"], keep)
    return llc_cpu, same


def bench(label: str, kiln_cmd: list, llc_cmd: list, stdin: Path, runs: int, keep: Path = None, repeat_arg=False):
    """One benchmark: checks kiln's output, calibrates the repeat count on llc's build, times
    both. Returns (kiln medians, llc medians) or None."""
    llc_cpu, same = same_output(kiln_cmd, llc_cmd, stdin, keep)
    if not same:
        print(f"{label}: kiln's build prints something else than llc's: not timed")
        return None
    times = 1
    while True:  # one run can be slower than the next ones (cold caches): check the repeated run
        times = max(times, math.ceil(times * MIN_CPU_SECONDS * 1.2 / max(llc_cpu, 1e-3)))
        if repeat_arg:  # the parse drivers repeat in-process: their last argument is the count
            kiln_run, llc_run = kiln_cmd[:-1] + [str(times)], llc_cmd[:-1] + [str(times)]
        else:
            kiln_run, llc_run = repeated(kiln_cmd, stdin, times), repeated(llc_cmd, stdin, times)
        llc_cpu = timed(llc_run)
        if llc_cpu >= MIN_CPU_SECONDS * 1.1:
            break
    return side_by_side(f"{label} (x{times})", kiln_run, llc_run, runs, tool="llc")


CALLGRIND_TOTAL = re.compile(rb"Collected : (\d+)")


def instructions(cmd: list, stdin: Path) -> subprocess.Popen:
    """`cmd` started under callgrind; `executed(proc)` reads its instruction count."""
    with open(stdin or os.devnull, "rb") as inp:
        return subprocess.Popen(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", *map(str, cmd)],
                                stdin=inp, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)


def executed(proc: subprocess.Popen) -> int:
    _, err = proc.communicate()
    total = CALLGRIND_TOTAL.search(err)
    if proc.returncode != 0 or total is None:
        sys.exit(f"bench-real: {' '.join(map(str, proc.args))} failed under callgrind:\n{err.decode(errors='replace')[-2000:]}")
    return int(total.group(1))


def count(label: str, kiln_cmd: list, llc_cmd: list, stdin: Path, keep: Path = None, repeat_arg=False):
    """One benchmark by instructions executed: checks kiln's output, then runs each build once
    under callgrind, side by side (`repeat_arg` is bench's: a parse driver's count is already 1).
    Returns (kiln's count, llc's count) or None."""
    if not same_output(kiln_cmd, llc_cmd, stdin, keep)[1]:
        print(f"{label}: kiln's build prints something else than llc's: not counted")
        return None
    procs = [instructions(kiln_cmd, stdin), instructions(llc_cmd, stdin)]
    k, l = (executed(p) for p in procs)
    print(f"{label}: instructions executed  kiln {k:,}  llc {l:,}  ratio {k / l:.3f}", flush=True)
    return k, l


def run_benchmarks(measure, only: set) -> list:
    """[(label, kiln's result, llc's result)] of every benchmark that ran; `measure(label,
    kiln_cmd, llc_cmd, stdin, keep=, repeat_arg=)` is `bench` (times) or `count` (instructions)."""
    text = generated("input-20mb.txt", lambda: realprog.bench_text(TEXT_BYTES))
    results = []
    for name, label, binary, compress, decompress in COMPRESSORS:
        if only and name not in only:
            continue
        bins = snapshot(realprog.BY_LABEL[label], [binary])
        if bins is None:
            continue
        kiln, llc = bins["kiln"][binary], bins["llc"][binary]
        packed = WORK / f"input-20mb.{name}"
        r = measure(f"{name} {' '.join(compress)} (20 MB)", [kiln, *compress], [llc, *compress], text, keep=packed)
        if r:
            results.append((f"{name} compress", *r))
        r = measure(f"{name} {' '.join(decompress)} (20 MB)", [kiln, *decompress], [llc, *decompress], packed)
        if r:
            results.append((f"{name} decompress", *r))
    docs = {
        "tinyxml2": generated("document.xml", lambda: realprog.xml_document(XML_RECORDS)),
        "jsoncpp": generated("document.json", lambda: realprog.json_document(JSON_RECORDS)),
    }
    for name, label, binary in PARSERS:
        if only and name not in only:
            continue
        bins = snapshot(realprog.BY_LABEL[label], [binary])
        if bins is None:
            continue
        doc = docs[name]
        mb = doc.stat().st_size / 1e6
        kiln, llc = bins["kiln"][binary], bins["llc"][binary]
        r = measure(f"{name} parse ({mb:.1f} MB)", [kiln, doc, "1"], [llc, doc, "1"], None, repeat_arg=True)
        if r:
            results.append((f"{name} parse", *r))
    if not only or "programs" in only:
        results += run_small_programs(measure)
    return results


def run_small_programs(measure) -> list:
    """bench/programs (as scripts/bench-llc.sh builds them: clang-14 -O2 IR, each back end at -O2
    pic, linked by gcc), so that the geomean covers every program of issue 13."""
    results = []
    out = WORK / "programs"
    out.mkdir(parents=True, exist_ok=True)
    for c in sorted((realprog.REPO / "bench" / "programs").glob("*.c")):
        ll = out / f"{c.stem}.ll"
        subprocess.run(["clang-14", "-O2", "-S", "-emit-llvm", str(c), "-o", str(ll)], check=True)
        exes = {}
        for name, cmd in (("kiln", [str(realprog.KILN), "llc"]), ("llc", ["llc"])):
            obj, exes[name] = out / f"{c.stem}.{name}.o", out / f"{c.stem}.{name}"
            r = subprocess.run(cmd + ["-O2", "-filetype=obj", "-relocation-model=pic", str(ll), "-o", str(obj)], capture_output=True, text=True)
            if r.returncode != 0 or subprocess.run(["gcc", str(obj), "-o", str(exes[name])]).returncode != 0:
                print(f"bench/programs/{c.name}: {name} cannot build it: {r.stderr.strip()[:200]}")
                break
        else:
            r = measure(f"bench/programs/{c.stem}", [exes["kiln"]], [exes["llc"]], None)
            if r:
                results.append((f"programs/{c.stem}", *r))
    return results


def geomean(xs: list) -> float:
    return math.exp(sum(map(math.log, xs)) / len(xs))


def instruction_summary(results: list):
    if not results:
        return
    print("\nkiln -O2 / llc -O2 instructions executed (callgrind, one run each):")
    print(f"  {'benchmark':22} {'kiln':>15} {'llc':>15} {'ratio':>6}")
    ratios = []
    for label, k, l in results:
        ratios.append(k / l)
        print(f"  {label:22} {k:15,} {l:15,} {k / l:6.3f}")
    print(f"  {'geomean':22} {'':15} {'':15} {geomean(ratios):6.3f}")
    print(f"  {'max':22} {'':15} {'':15} {max(ratios):6.3f}")


def summary(results: list):
    if not results:
        return
    print("\nkiln -O2 / llc -O2 run time (median of the alternating runs):")
    print(f"  {'benchmark':22} {'kiln s':>8} {'llc s':>8} {'wall':>6} {'cpu':>6}")
    walls, cpus = [], []
    for label, (kw, kc, _), (lw, lc, _) in results:
        walls.append(kw / lw)
        cpus.append(kc / lc)
        print(f"  {label:22} {kc:8.2f} {lc:8.2f} {kw / lw:6.2f} {kc / lc:6.2f}")
    print(f"  {'geomean':22} {'':8} {'':8} {geomean(walls):6.2f} {geomean(cpus):6.2f}")
    print(f"  {'max':22} {'':8} {'':8} {max(walls):6.2f} {max(cpus):6.2f}")
    print("  (seconds are CPU seconds of kiln's and llc's build; ratios of wall and of CPU time)")


SPILL_COMMENT = re.compile(rb"# \d+-byte (Folded )?(Spill|Reload)")
STAT_LINE = re.compile(r"^\s*(\d+) regalloc\s+- Number of (spills|reloads) inserted", re.M)


def comment_counts(asm: bytes) -> tuple:
    """(spills, reloads) from the AsmPrinter's comments: folded ones counted with their kind."""
    spills = reloads = 0
    for m in SPILL_COMMENT.finditer(asm):
        if m.group(2) == b"Spill":
            spills += 1
        else:
            reloads += 1
    return spills, reloads


def text_size(obj: Path) -> int:
    out = subprocess.run(["size", "-A", str(obj)], capture_output=True, text=True, check=True).stdout
    return sum(int(f[1]) for f in (line.split() for line in out.splitlines()) if len(f) >= 2 and (f[0] == ".text" or f[0].startswith(".text.")))


def back_end_counts(ll: Path, kiln: Path, tmp: Path) -> dict:
    """{"kiln"|"llc": [spills, reloads, .text bytes]} for one file, plus kiln's -stats spills and
    reloads under "kiln-stats"; None when either back end rejects it."""
    flags = ["-O2", "-relocation-model=pic"]
    out = {}
    for name, cmd in (("kiln", [str(kiln), "llc", "-j1", "-stats"]), ("llc", ["llc"])):
        asm, obj = tmp / f"{name}.s", tmp / f"{name}.o"
        r = subprocess.run(cmd + flags + [str(ll), "-o", str(asm)], capture_output=True, text=True)
        if r.returncode != 0:
            return None
        stats = {kind: int(n) for n, kind in STAT_LINE.findall(r.stderr)}
        if name == "kiln":
            out["kiln-stats"] = [stats.get("spills", 0), stats.get("reloads", 0)]
        if subprocess.run(cmd[:-1 if name == "kiln" else None] + flags + ["-filetype=obj", str(ll), "-o", str(obj)], capture_output=True).returncode != 0:
            return None
        out[name] = [*comment_counts(asm.read_bytes()), text_size(obj)]
    return out


def run_counts():
    """Spills, reloads and .text of every file the -O2 pic builds compiled, kiln beside llc."""
    kiln = realprog.KILN
    totals = {False: {}, True: {}}  # C++? -> {key: sum}
    print("\nspills, reloads (assembly comments; kiln's -stats in brackets) and .text bytes, -O2 pic,"
          " over every .ll each -O2 pic build compiled:")
    with tempfile.TemporaryDirectory(prefix="bench-real-") as tmp:
        for prog in realprog.PROGRAMS:
            listing = realprog.build_tree(prog, "O2", "pic", "kiln", 14) / ".kiln-ir-list"
            if not listing.exists():
                print(f"  {prog.label}: not built (run realprog.py {prog.label} -O2 -pic)")
                continue
            files = sorted({Path(line) for line in listing.read_text().split()})
            sums = {"kiln": [0, 0, 0], "llc": [0, 0, 0], "kiln-stats": [0, 0]}
            rejected = 0
            for ll in files:
                c = back_end_counts(ll, kiln, Path(tmp)) if ll.exists() else None
                if c is None:
                    rejected += 1
                    continue
                for k, v in c.items():
                    sums[k] = [a + b for a, b in zip(sums[k], v)]
            report(prog.label, len(files) - rejected, sums)
            if rejected:
                print(f"    {rejected} files left out: missing or rejected by a back end")
            for k, v in sums.items():
                acc = totals[prog.cxx].setdefault(k, [0] * len(v))
                totals[prog.cxx][k] = [a + b for a, b in zip(acc, v)]
    for cxx, sums in totals.items():
        if sums:
            report("total C++ programs" if cxx else "total C programs", None, sums)


def report(name: str, files, sums: dict):
    (ks, kr, kt), (ls, lr, lt), (ss, sr) = sums["kiln"], sums["llc"], sums["kiln-stats"]
    where = f" ({files} files)" if files is not None else ""
    print(f"  {name}{where}:")
    print(f"    spills+reloads  kiln {ks + kr:7} ({ks} + {kr}) [{ss} + {sr}]   llc {ls + lr:7} ({ls} + {lr})   ratio {(ks + kr) / max(ls + lr, 1):.2f}")
    print(f"    .text           kiln {kt:7}   llc {lt:7}   ratio {kt / max(lt, 1):.3f}", flush=True)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--only", default="", help="comma-separated benchmarks")
    ap.add_argument("--no-counts", action="store_true")
    ap.add_argument("--counts-only", action="store_true")
    ap.add_argument("--instructions", action="store_true", help="callgrind instruction counts instead of run times")
    args = ap.parse_args()
    if shutil.which("llc") is None:
        print("bench-real: llc not found")
        return 0
    subprocess.run(["cargo", "build", "--release", "-q", "-p", "kiln"], cwd=realprog.REPO, check=True)
    only = set(filter(None, args.only.split(",")))
    if args.instructions and shutil.which("valgrind") is None:
        print("bench-real: installing valgrind (for --instructions)", flush=True)
        realprog.sudo(["apt-get", "install", "-y", "-qq", "--no-install-recommends", "valgrind"])
    if args.instructions and not args.counts_only:
        instruction_summary(run_benchmarks(count, only))
    elif not args.counts_only:
        summary(run_benchmarks(lambda *a, **k: bench(*a, runs=args.runs, **k), only))
    if not args.no_counts:
        run_counts()
    return 0


if __name__ == "__main__":
    sys.exit(main())
