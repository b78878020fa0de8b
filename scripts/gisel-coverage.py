#!/usr/bin/env python3
"""GlobalISel's coverage of the -O0 torture IR: how many functions the IRTranslator translates
and the Legalizer makes legal (`kiln llc -O0 -global-isel -global-isel-abort=2
-stop-after=legalizer -verify-machineinstrs`: each function it cannot finish is a remark), and
the most common reasons for the rest, with instruction details folded away. With --full, the
whole -O0 pipeline as it would run with GlobalISel the default (`-global-isel
-global-isel-abort=2 -filetype=obj`): the count of functions that fall back to the SelectionDAG,
each by the construct its remark names.
  scripts/gisel-coverage.py [--every N] [--top K] [--full]
Reads $KILN_CACHE/torture/ll/O0/*.ll (built by scripts/conformance.py) and the release binary
target/release/kiln."""
import argparse, collections, os, re, subprocess, sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CACHE = Path(os.environ.get("KILN_CACHE", Path.home() / ".cache" / "kiln"))


def run(kiln, path, full=False):
    defines = sum(1 for line in open(path, errors="replace") if line.startswith("define "))
    stop = ["-filetype=obj"] if full else ["-stop-after=legalizer", "-verify-machineinstrs"]
    p = subprocess.run([kiln, "llc", "-O0", "-global-isel", "-global-isel-abort=2", *stop,
                        str(path), "-o", os.devnull], capture_output=True, text=True, timeout=120)
    remarks = [line for line in p.stderr.splitlines() if line.startswith("remark:")]
    return path, defines, remarks, p.returncode, p.stderr.strip().splitlines()[-1:]


def reason(remark):
    """The remark without file, function, register numbers and types, so alike failures count together."""
    m = re.sub(r"^remark: [^:]*:0:0: ", "", remark)
    m = re.sub(r" \(in function: .*\)$", "", m)
    if m.startswith("unable to legalize"):
        m = m.split(" (G_")[0]
        m = re.sub(r"%\d+", "%N", m)
        m = re.sub(r"\b[sp]\d+\b", "T", m)
        m = re.sub(r"%(ir|fixed-stack|stack)\.[\w.]+", "%\\1.X", m)
        m = re.sub(r", align \d+", "", m)
    return m[:160]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--every", type=int, default=1, help="only every N-th file")
    ap.add_argument("--top", type=int, default=20)
    ap.add_argument("--full", action="store_true", help="the whole -O0 pipeline: count the fallbacks")
    args = ap.parse_args()
    kiln = os.environ.get("KILN_BINARY") or str(ROOT / "target" / "release" / "kiln")
    files = sorted((CACHE / "torture" / "ll" / "O0").glob("*.ll"))[:: args.every]
    if not files:
        sys.exit(f"no torture IR in {CACHE}/torture/ll/O0 (scripts/conformance.py builds it)")
    total = translated = legal = 0
    reasons = collections.Counter()
    failed = []
    with ThreadPoolExecutor(os.cpu_count() or 1) as ex:
        for path, defines, remarks, rc, last in ex.map(lambda f: run(kiln, f, args.full), files):
            total += defines
            if rc != 0:
                failed.append((path.name, last))
                continue
            untranslated = sum(1 for r in remarks if "unable to translate" in r)
            translated += defines - untranslated
            legal += defines - len(remarks)
            reasons.update(reason(r) for r in remarks)
    pct = lambda n: 100.0 * n / max(total, 1)
    if args.full:
        print(f"{len(files)} files, {total} functions: {legal} selected by GlobalISel ({pct(legal):.1f}%), "
              f"{sum(reasons.values())} fall back to the SelectionDAG; {len(failed)} files failed outright")
    else:
        print(f"{len(files)} files, {total} functions: {translated} translate ({pct(translated):.1f}%), "
              f"{legal} translate and legalize ({pct(legal):.1f}%); {len(failed)} files failed outright")
    for text, n in reasons.most_common(args.top):
        print(f"{n:6d}  {text}")
    for name, last in failed[:10]:
        print(f"failed: {name}: {' '.join(last)}")


if __name__ == "__main__":
    main()
