#!/usr/bin/env python3
"""kiln's conformance scoreboard: kiln side by side with LLVM 14 over the shared corpora.

Each check in CHECKS runs one kiln subcommand against the LLVM tool of the same name on every
file of a corpus and counts the files where kiln behaves as LLVM does. The corpora are built
(once, cached outside the clone under $KILN_CACHE, default ~/.cache/kiln) by the scripts in
../shared/corpus/. One line per check, then `N passed, M failed` over all of them.

  conformance.py                     every check on the full corpora
  conformance.py --sample            the fixed sample CI runs (every k-th file, same each run)
  conformance.py --check ir-         only the checks whose name starts with that prefix
  conformance.py --baseline          fail if a count drops below conformance/baseline.txt
  conformance.py --update-baseline   write the counts of this run into the baseline
  conformance.py --failures          list the failing files of each check
  conformance.py --llc-args='-regalloc=pbqp -verify-regalloc' --check llc-run/torture-O2
                                     the llc-run checks with other `kiln llc` options

The real-run/ checks build real programs (scripts/realprog.py) and count their own test cases;
real-run/regalloc-X-... builds the C programs at -O2 pic with kiln's allocator X and its checker.
"""

import argparse
import concurrent.futures
import contextlib
import fcntl
import os
import re
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Optional

sys.path.insert(0, str(Path(__file__).resolve().parent))
import realprog  # noqa: E402  (scripts/realprog.py: the real programs of the real-run checks)
import dwarf_checks  # noqa: E402  (scripts/dwarf_checks.py: the dwarf-* checks)

REPO = Path(__file__).resolve().parent.parent
SHARED = REPO.parent / "shared"
CACHE = Path(os.environ.get("KILN_CACHE", Path.home() / ".cache" / "kiln"))
BASELINE = REPO / "conformance" / "baseline.txt"
SAMPLE_SIZE = 60  # files per check in --sample mode
CSMITH_SEEDS = 1000  # csmith programs 1..CSMITH_SEEDS in a full run
CSMITH_SAMPLE_SEEDS = 100  # --sample draws from programs 1..100 only: a fresh machine builds just those
CSMITH_RISCV64_SEEDS = 500  # riscv64 csmith programs 1..N in a full run (each runs under qemu)
CSMITH_RISCV64_SAMPLE = range(1, 97, 12)  # the 8 riscv64 programs --sample runs: a cold CI builds only these

KILN = Path(os.environ.get("KILN_BINARY") or Path(os.environ.get("CARGO_TARGET_DIR") or REPO / "target") / "release" / "kiln")  # another build to measure
SAMPLING = False  # set by --sample
LLC_ARGS: list = []  # --llc-args: added to every `kiln llc` of the llc-run checks


@dataclass
class Outcome:
    ok: bool
    why: str = ""
    skipped: bool = False  # LLVM itself cannot do this file: counted apart, never as a failure
    parts: tuple = ()  # (good, total) of the file's parts a check also counts (dwarf-lines: functions)


PASS = Outcome(True)


def run(cmd, stdin=None, timeout=60, **kw):
    """Runs a command, returning (exit code, stdout bytes, stderr text); a timeout is exit 124."""
    try:
        p = subprocess.run(cmd, input=stdin, capture_output=True, timeout=timeout, **kw)
        return p.returncode, p.stdout, p.stderr.decode(errors="replace")
    except subprocess.TimeoutExpired:
        return 124, b"", f"timed out after {timeout}s"


def first_line(text: str) -> str:
    return next((line for line in text.splitlines() if line.strip()), "")[:160]


def kiln_error(text: str) -> str:
    """The first line of a kiln error with long (mangled Rust) function names cut short, so
    the reason itself fits."""
    return first_line(re.sub(r"in function '([^']{30})[^']{10,}'", r"in function '\1...'", text))


# ---------------------------------------------------------------------------------- corpora


@contextlib.contextmanager
def corpus_lock(name: str):
    """Holds an exclusive lock on the cached corpus `name` while it is built, so that
    conformance runs started side by side build it once and never read it half-built."""
    CACHE.mkdir(parents=True, exist_ok=True)
    with open(CACHE / f".{name}.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        yield


def torture_dir() -> Path:
    out = CACHE / "torture"
    if not (out / "ref" / "O2.pass").is_file():
        with corpus_lock("torture"):
            if not (out / "ref" / "O2.pass").is_file():
                subprocess.run(["bash", str(SHARED / "corpus" / "torture.sh"), str(out)], check=True)
    return out


def csmith_files(level: str, with_reference: bool = True) -> list:
    """The csmith programs 1..N (N depends on --sample) that have a reference at `level` (or
    every one clang compiled, without `with_reference`)."""
    seeds = CSMITH_SAMPLE_SEEDS if SAMPLING else CSMITH_SEEDS
    out = CACHE / "csmith"
    marker = out / f".built-{seeds}"
    built = lambda: marker.exists() or (out / f".built-{CSMITH_SEEDS}").exists()
    if not built():
        with corpus_lock("csmith"):
            if not built():
                subprocess.run(["bash", str(SHARED / "corpus" / "csmith.sh"), str(out), "1", str(seeds)], check=True)
                marker.touch()
    have = {p.stem for p in (out / "ref" / level).glob("*.out")}
    return [p for p in lls(out / "ll" / level) if (p.stem in have or not with_reference) and int(p.stem) <= seeds]


def csmith_riscv64_files(level: str) -> list:
    """The riscv64 csmith programs (scripts/csmith-riscv64.sh) with a reference at `level`:
    seeds 1..CSMITH_RISCV64_SEEDS, or in --sample mode the CSMITH_RISCV64_SAMPLE seeds alone;
    the seeds not built yet (neither a reference nor dropped) are built first."""
    seeds = CSMITH_RISCV64_SAMPLE if SAMPLING else range(1, CSMITH_RISCV64_SEEDS + 1)
    out = CACHE / "csmith-riscv64"
    built = lambda s, lv: (out / "ref" / lv / f"{s}.out").exists() or (out / "dropped" / lv / str(s)).exists()
    missing = lambda: [str(s) for s in seeds if not (built(s, "O0") and built(s, "O2"))]
    if missing():
        with corpus_lock("csmith-riscv64"):
            if missing():
                script = REPO / "scripts" / "csmith-riscv64.sh"
                subprocess.run(["bash", str(script), str(out)], input="\n".join(missing()) + "\n", text=True, check=True)
    return [out / "ll" / level / f"{s}.ll" for s in seeds if (out / "ref" / level / f"{s}.out").exists()]


def gxx_dir() -> Path:
    """gcc 12's C++ run tests as clang++-14 IR (../shared/corpus/gxx.sh), the whole corpus."""
    out = CACHE / "gxx"
    if not (out / "ref" / "O2.pass").is_file():
        with corpus_lock("gxx"):
            if not (out / "ref" / "O2.pass").is_file():
                subprocess.run(["bash", str(SHARED / "corpus" / "gxx.sh"), str(out)], check=True)
    return out


def realprog_lls() -> list:
    """Every .ll the real-program builds left in $KILN_CACHE/realprog (none when not built, and
    none in --sample mode: CI does not build them)."""
    return [] if SAMPLING else sorted((CACHE / "realprog").rglob("*.ll"))


def csmith_newer_files(version: int, level: str) -> list:
    """The csmith programs as clang-VERSION compiles them (scripts/csmith-newer.sh), with that
    clang's own build as the reference; only programs 1..100 are built for --sample."""
    seeds = CSMITH_SAMPLE_SEEDS if SAMPLING else CSMITH_SEEDS
    out = CACHE / f"csmith-clang{version}"
    marker = out / f".built-{seeds}"
    if not marker.exists() and not (out / f".built-{CSMITH_SEEDS}").exists():
        subprocess.run(["bash", str(REPO / "scripts" / "csmith-newer.sh"), str(version), str(out), "1", str(seeds)], check=True)
        marker.touch()
    have = {p.stem for p in (out / "ref" / level).glob("*.out")}
    return [p for p in lls(out / "ll" / level) if p.stem in have and int(p.stem) <= seeds]


def lls(directory: Path):
    return sorted(directory.glob("*.ll"), key=lambda p: (len(p.stem), p.stem))


# ----------------------------------------------------------------------------------- checks


def ir_roundtrip(path: Path, opaque: bool) -> Outcome:
    """kiln ir reads, verifies and prints; llvm-dis of kiln's print equals llvm-dis of the input."""
    flag = ["-opaque-pointers"] if opaque else []
    src = path
    if opaque:
        src = opaque_rewrite(path)
        if src is None:
            return Outcome(False, "LLVM 14 cannot rewrite this file to opaque pointers", skipped=True)
    code, printed, err = run([str(KILN), "ir", str(src), "-o", "-"])
    if code != 0:
        return Outcome(False, "kiln ir: " + first_line(err))
    text = src.read_bytes()
    code, ref_bc, err = run(["llvm-as"] + flag, stdin=text)
    if code != 0:
        return Outcome(False, "LLVM 14 cannot read the input", skipped=True)
    code, kiln_bc, err = run(["llvm-as"] + flag, stdin=printed)
    if code != 0:
        return Outcome(False, "llvm-as rejects kiln's print: " + first_line(err))
    _, ref_dis, _ = run(["llvm-dis"] + flag, stdin=ref_bc)
    _, kiln_dis, _ = run(["llvm-dis"] + flag, stdin=kiln_bc)
    if ref_dis != kiln_dis:
        return Outcome(False, "llvm-dis differs at: " + first_difference(ref_dis, kiln_dis))
    return PASS


def ir_roundtrip_llvm19(path: Path) -> Outcome:
    """kiln ir reads, verifies and prints clang-19 IR; llvm-as-19 reads the print and
    llvm-dis-19 of it equals llvm-dis-19 of the input."""
    code, printed, err = run([str(KILN), "ir", str(path), "-o", "-"])
    if code != 0:
        return Outcome(False, "kiln ir: " + first_line(err))
    code, ref_bc, err = run(["llvm-as-19"], stdin=path.read_bytes())
    if code != 0:
        return Outcome(False, "LLVM 19 cannot read the input", skipped=True)
    code, kiln_bc, err = run(["llvm-as-19"], stdin=printed)
    if code != 0:
        return Outcome(False, "llvm-as-19 rejects kiln's print: " + first_line(err))
    _, ref_dis, _ = run(["llvm-dis-19"], stdin=ref_bc)
    _, kiln_dis, _ = run(["llvm-dis-19"], stdin=kiln_bc)
    if ref_dis != kiln_dis:
        return Outcome(False, "llvm-dis-19 differs at: " + first_difference(ref_dis, kiln_dis))
    return PASS


def first_difference(a: bytes, b: bytes) -> str:
    for la, lb in zip(a.decode(errors="replace").splitlines(), b.decode(errors="replace").splitlines()):
        if la != lb:
            return f"{la.strip()[:70]!r} vs {lb.strip()[:70]!r}"
    return "length"


def cached_product(out: Path, failed: Path, make: Callable[[Path], bool]) -> Optional[Path]:
    """`out`, made once by `make(tmp)` (true when it succeeded) and moved into place, or None
    where making it failed, which the marker file `failed` remembers."""
    if out.is_file() and out.stat().st_size:
        return out
    if failed.exists():
        return None
    out.parent.mkdir(parents=True, exist_ok=True)
    tmp = out.with_name(f"{out.name}.{os.getpid()}.tmp")
    if not make(tmp):
        tmp.unlink(missing_ok=True)
        failed.touch()
        return None
    tmp.replace(out)
    return out


def opaque_rewrite(path: Path) -> Optional[Path]:
    """The file rewritten by `opt -opaque-pointers -S` (cached), or None where LLVM 14 fails."""
    out = CACHE / "opaque" / path.parent.parent.parent.name / path.parent.name / path.name

    def make(tmp: Path) -> bool:
        code, _, _ = run(["opt", "-opaque-pointers", "-S", str(path), "-o", str(tmp)])
        if code == 0:
            code, bc, _ = run(["llvm-as", "-opaque-pointers", str(tmp), "-o", "-"])
        if code == 0:
            code, _, _ = run(["llvm-dis", "-opaque-pointers"], stdin=bc)
        return code == 0

    return cached_product(out, out.with_suffix(".failed"), make)


@dataclass
class Check:
    name: str
    needs: str  # the kiln subcommand the check runs ("": none); a check whose subcommand is missing is skipped
    files: Callable[[], list]
    one: Callable[[Path], Outcome]
    in_sample: bool = True  # False: only a full run has it (too slow for CI's sample)
    sample_size: int = 0  # files in --sample mode (0: SAMPLE_SIZE)


def ir_checks():
    corpora = [
        ("torture-O0", lambda: lls(torture_dir() / "ll" / "O0")),
        ("torture-O2", lambda: lls(torture_dir() / "ll" / "O2")),
        ("torture-O2g", lambda: lls(torture_dir() / "ll" / "O2g")),
        ("csmith-O2", lambda: csmith_files("O2")),
    ]
    for label, files in corpora:
        yield Check(f"ir-roundtrip/{label}", "ir", files, lambda p: ir_roundtrip(p, opaque=False))
        yield Check(f"ir-opaque-roundtrip/{label}", "ir", files, lambda p: ir_roundtrip(p, opaque=True))
    yield Check("ir-roundtrip/csmith19-O2", "ir", lambda: csmith_newer_files(19, "O2"), ir_roundtrip_llvm19)


# ------------------------------------------------------------------------------------ mc

ENCODING = re.compile(rb"encoding: (\[[^\]]*\])")


def llc_s(ll: Path, level: str) -> Optional[Path]:
    """llc's pic x86-64 assembly for `ll` at `level`, cached under $KILN_CACHE/llc-s/LEVEL."""
    out = CACHE / "llc-s" / level / (ll.stem + ".s")
    if out.is_file() and out.stat().st_size:
        return out
    out.parent.mkdir(parents=True, exist_ok=True)
    tmp = out.with_suffix(f".s.{os.getpid()}.tmp")
    code, _, _ = run(["llc", f"-{level}", "-relocation-model=pic", "-mtriple=x86_64-unknown-linux-gnu", str(ll), "-o", str(tmp)], timeout=300)
    if code != 0:
        tmp.unlink(missing_ok=True)
        return None
    tmp.replace(out)
    return out


def same_encodings(ours: bytes, theirs: bytes) -> Outcome:
    """Whether two `-show-encoding` outputs list the same encodings, instruction by instruction."""
    a, b = ENCODING.findall(ours), ENCODING.findall(theirs)
    for i, (x, y) in enumerate(zip(a, b)):
        if x != y:
            return Outcome(False, f"instruction {i + 1}: kiln {x.decode()} llvm-mc {y.decode()}")
    if len(a) != len(b):
        return Outcome(False, f"kiln encodes {len(a)} instructions, llvm-mc {len(b)}")
    return PASS


def mc_encoding(ll: Path, level: str) -> Outcome:
    """`kiln mc -show-encoding` prints llvm-mc's `encoding: [...]` for every instruction of llc's .s."""
    s = llc_s(ll, level)
    if s is None:
        return Outcome(False, "llc fails", skipped=True)
    code, theirs, err = run(["llvm-mc", "-show-encoding", str(s)])
    if code != 0:
        return Outcome(False, f"llvm-mc fails: {first_line(err)}", skipped=True)
    code, ours, err = run([str(KILN), "mc", "-show-encoding", str(s)])
    if code != 0:
        return Outcome(False, first_line(err))
    return same_encodings(ours, theirs)


def mc_object(ll: Path, level: str) -> Outcome:
    """`kiln mc -filetype=obj` on llc's .s: same `llvm-objdump -d -r` as llvm-mc's object, and
    the program links with gcc and exits 0."""
    s = llc_s(ll, level)
    if s is None:
        return Outcome(False, "llc fails", skipped=True)
    with tempfile.TemporaryDirectory() as tmp:
        ours, theirs, exe = Path(tmp) / "kiln.o", Path(tmp) / "llvm.o", Path(tmp) / "a.out"
        code, _, err = run(["llvm-mc", "-filetype=obj", str(s), "-o", str(theirs)])
        if code != 0:
            return Outcome(False, f"llvm-mc fails: {first_line(err)}", skipped=True)
        code, _, err = run([str(KILN), "mc", "-filetype=obj", str(s), "-o", str(ours)])
        if code != 0:
            return Outcome(False, first_line(err))
        dumps = []
        for obj in (ours, theirs):
            code, out, err = run(["llvm-objdump", "-d", "-r", str(obj)])
            if code != 0:
                return Outcome(False, f"llvm-objdump: {first_line(err)}")
            dumps.append([line for line in out.decode(errors="replace").splitlines() if str(obj) not in line])
        for x, y in zip(*dumps):
            if x != y:
                return Outcome(False, f"objdump differs: kiln {x.strip()!r} llvm-mc {y.strip()!r}")
        if len(dumps[0]) != len(dumps[1]):
            return Outcome(False, "objdump differs in length")
        code, _, err = run(["gcc", str(ours), "-o", str(exe), "-lm"])
        if code != 0:
            return Outcome(False, f"gcc cannot link: {first_line(err)}")
        code, _, err = run([str(exe)], timeout=10)
        if code != 0:
            return Outcome(False, f"exits {code}")
    return PASS


def passing_lls(level: str, corpus: Callable[[], Path] = torture_dir) -> list:
    """The .ll files of the tests of `corpus` (torture, gxx) whose llc build passes at `level`."""
    t = corpus()
    names = (t / "ref" / f"{level}.pass").read_text().split()
    return [t / "ll" / level / f"{n}.ll" for n in names if (t / "ll" / level / f"{n}.ll").is_file()]


RISCV_MC = ["-triple=riscv64", "-mattr=+m,+a,+f,+d,+c"]


def riscv64_s(c: Path) -> Optional[Path]:
    """clang-14's RV64GC -O2 assembly for a torture test's C file, cached under
    $KILN_CACHE/riscv64-s/O2 (a `.fail` file remembers a test clang cannot compile: without a
    RISC-V libc its headers are missing)."""
    out = CACHE / "riscv64-s" / "O2" / (c.stem + ".s")

    def make(tmp: Path) -> bool:
        cmd = ["clang-14", "--target=riscv64-linux-gnu", "-march=rv64gc", "-O2", "-S", "-w", "-fno-strict-aliasing", str(c), "-o", str(tmp)]
        return run(cmd, timeout=120)[0] == 0

    return cached_product(out, out.with_suffix(".fail"), make)


def torture_sources() -> list:
    return sorted((torture_dir() / "src").glob("*.c"), key=lambda p: (len(p.stem), p.stem))


def mc_encoding_riscv64(c: Path) -> Outcome:
    """`kiln mc -show-encoding` prints llvm-mc's `encoding: [...]` for every instruction of
    clang's RV64GC assembly (C extension on: compressed where llvm-mc compresses)."""
    s = riscv64_s(c)
    if s is None:
        return Outcome(False, "clang-14 fails", skipped=True)
    code, theirs, err = run(["llvm-mc", *RISCV_MC, "-show-encoding", str(s)])
    if code != 0:
        return Outcome(False, f"llvm-mc fails: {first_line(err)}", skipped=True)
    code, ours, err = run([str(KILN), "mc", *RISCV_MC, "-show-encoding", str(s)])
    if code != 0:
        return Outcome(False, first_line(err))
    return same_encodings(ours, theirs)


def mc_object_riscv64(c: Path) -> Outcome:
    """`kiln mc -filetype=obj` on clang's RV64GC assembly: the same sections (`llvm-readelf
    -S`), contents and relocations (`llvm-objdump -s -d -r`), relocation by relocation and
    symbol by symbol (`llvm-readelf -r -s`) as llvm-mc's object."""
    s = riscv64_s(c)
    if s is None:
        return Outcome(False, "clang-14 fails", skipped=True)
    with tempfile.TemporaryDirectory() as tmp:
        ours, theirs = Path(tmp) / "kiln.o", Path(tmp) / "llvm.o"
        code, _, err = run(["llvm-mc", *RISCV_MC, "-filetype=obj", str(s), "-o", str(theirs)])
        if code != 0:
            return Outcome(False, f"llvm-mc fails: {first_line(err)}", skipped=True)
        code, _, err = run([str(KILN), "mc", *RISCV_MC, "-filetype=obj", str(s), "-o", str(ours)])
        if code != 0:
            return Outcome(False, first_line(err))
        for tool in (["llvm-readelf", "-S", "-r", "-s"], ["llvm-objdump", "-s", "-d", "-r"]):
            dumps = []
            for obj in (ours, theirs):
                code, out, err = run([*tool, str(obj)])
                if code != 0:
                    return Outcome(False, f"{tool[0]}: {first_line(err)}")
                # Offsets of the section headers and of sections placed after a table of a
                # different size are layout, not content: compared through the sizes.
                text = out.decode(errors="replace").replace(str(obj), "OBJ")
                dumps.append([re.sub(r"(^\s*\[ *\d+\] \S+ +\S+ +)[0-9a-f]+ ([0-9a-f]+)", r"\1OFFSET \2", line) for line in text.splitlines()])
            for x, y in zip(*dumps):
                if x != y:
                    return Outcome(False, f"{tool[0]} differs: kiln {x.strip()!r} llvm-mc {y.strip()!r}")
            if len(dumps[0]) != len(dumps[1]):
                return Outcome(False, f"{tool[0]} differs in length")
    return PASS


def mc_checks():
    for level in ("O0", "O2"):
        yield Check(f"mc-encoding/torture-{level}", "mc", lambda lv=level: lls(torture_dir() / "ll" / lv), lambda p, lv=level: mc_encoding(p, lv))
        yield Check(f"mc-object/torture-{level}", "mc", lambda lv=level: passing_lls(lv), lambda p, lv=level: mc_object(p, lv))
    yield Check("mc-encoding/riscv64-torture-O2", "mc", torture_sources, mc_encoding_riscv64)
    yield Check("mc-object/riscv64-torture-O2", "mc", torture_sources, mc_object_riscv64)


def llc_mir(ll: Path, level: str) -> Optional[Path]:
    """LLVM 14's MIR after instruction selection for `ll` at `level`, cached under $KILN_CACHE/mir/LEVEL."""
    out = CACHE / "mir" / level / (ll.stem + ".mir")
    if out.is_file() and out.stat().st_size:
        return out
    out.parent.mkdir(parents=True, exist_ok=True)
    tmp = out.with_suffix(f".mir.{os.getpid()}.tmp")
    cmd = ["llc", f"-{level}", "-mtriple=x86_64-unknown-linux-gnu", "-stop-after=finalize-isel", str(ll), "-o", str(tmp)]
    code, _, _ = run(cmd, timeout=300)
    if code != 0:
        tmp.unlink(missing_ok=True)
        return None
    tmp.replace(out)
    return out


MIR_TEST = []  # the built mir_corpus test binary, once known


def mir_test_binary() -> Path:
    """kiln-codegen's MIR corpus test (built once); with KILN_MIR_FILE set it checks that one file."""
    if not MIR_TEST:
        cmd = ["cargo", "test", "--release", "-q", "-p", "kiln-codegen", "--test", "mir_corpus", "--no-run", "--message-format=json"]
        code, out, err = run(cmd, timeout=3600, cwd=REPO)
        found = re.findall(r'"executable":"([^"]*mir_corpus[^"]*)"', out.decode(errors="replace"))
        if code != 0 or not found:
            raise SystemExit(f"conformance: cannot build the mir_corpus test: {first_line(err)}")
        MIR_TEST.append(Path(found[-1]))
    return MIR_TEST[0]


def mir_roundtrip(ll: Path, level: str) -> Outcome:
    """kiln reads llc's MIR, prints it, reads the print and prints the same text; instruction lines equal LLVM's."""
    mir = llc_mir(ll, level)
    if mir is None:
        return Outcome(False, "llc fails", skipped=True)
    code, out, err = run([str(mir_test_binary()), "--exact", "llvm_mir_round_trips", "-q"], env={**os.environ, "KILN_MIR_FILE": str(mir)})
    if code == 0:
        return PASS
    lines = (out.decode(errors="replace") + err).splitlines()
    at = next((i for i, line in enumerate(lines) if "panicked at" in line), None)
    return Outcome(False, lines[at + 1][:160] if at is not None and at + 1 < len(lines) else f"exit {code}")


def mir_checks():
    for level in ("O0", "O2"):
        yield Check(f"mir-roundtrip/torture-{level}", "", lambda lv=level: lls(torture_dir() / "ll" / lv), lambda p, lv=level: mir_roundtrip(p, lv))


def llc_run(ll: Path, level: str, reloc: str, expected: Optional[Path], linker: str = "gcc", extra: tuple = ()) -> Outcome:
    """`kiln llc -LEVEL -filetype=obj -relocation-model=RELOC` (and the `extra` options),
    linked by `linker` (gcc, or g++ for C++; `-no-pie` when static), runs within 10 s and exits
    0 — and prints `expected` when there is a reference."""
    with tempfile.TemporaryDirectory() as tmp:
        obj, exe = Path(tmp) / "kiln.o", Path(tmp) / "a.out"
        cmd = [str(KILN), "llc", f"-{level}", "-filetype=obj", f"-relocation-model={reloc}", *extra, *LLC_ARGS, str(ll), "-o", str(obj)]
        code, _, err = run(cmd, timeout=120)
        if code != 0:
            return Outcome(False, first_line(err))
        link = [linker, str(obj), "-o", str(exe), "-lm"] + (["-no-pie"] if reloc == "static" else [])
        code, _, err = run(link)
        if code != 0:
            return Outcome(False, f"{linker} cannot link: {first_line(err)}")
        code, out, err = run([str(exe)], timeout=10)
        if code != 0:
            return Outcome(False, f"exits {code}")
        if expected is not None and out != expected.read_bytes():
            return Outcome(False, f"prints {first_line(out.decode(errors='replace'))!r}, expected {first_line(expected.read_text())!r}")
    return PASS


def objdump(obj: Path) -> Optional[list]:
    """`llvm-objdump -d -r` of `obj` without the line naming the file."""
    code, out, _ = run(["llvm-objdump", "-d", "-r", str(obj)])
    return [line for line in out.decode(errors="replace").splitlines() if str(obj) not in line] if code == 0 else None


def llc_intel(ll: Path, level: str) -> Outcome:
    """`kiln llc -x86-asm-syntax=intel` assembles, with llvm-mc and with `kiln mc
    -x86-asm-syntax=intel`, to the same code and relocations as kiln's AT&T output does with
    llvm-mc; files whose llc 14 Intel output llvm-mc cannot read (symbols named like registers:
    `ss`, `fs`) are skipped."""
    with tempfile.TemporaryDirectory() as tmp:
        texts = {}
        for syntax in ("att", "intel"):
            texts[syntax] = Path(tmp) / f"{syntax}.s"
            code, _, err = run([str(KILN), "llc", f"-{level}", "-relocation-model=pic", f"-x86-asm-syntax={syntax}", str(ll), "-o", str(texts[syntax])], timeout=120)
            if code != 0:
                return Outcome(False, first_line(err))
        assemblers = [
            ("llvm-mc AT&T", ["llvm-mc", "-filetype=obj", str(texts["att"])]),
            ("llvm-mc Intel", ["llvm-mc", "-filetype=obj", str(texts["intel"])]),
            ("kiln mc Intel", [str(KILN), "mc", "-x86-asm-syntax=intel", "-filetype=obj", str(texts["intel"])]),
        ]
        dumps = []
        for i, (name, cmd) in enumerate(assemblers):
            obj = Path(tmp) / f"{i}.o"
            code, _, err = run(cmd + ["-o", str(obj)])
            if code != 0:
                theirs = Path(tmp) / "llc.s"
                llc_fails = run(["llc", f"-{level}", "-relocation-model=pic", "-x86-asm-syntax=intel", str(ll), "-o", str(theirs)])[0] != 0
                if name == "llvm-mc Intel" and (llc_fails or run(["llvm-mc", "-filetype=obj", str(theirs), "-o", "/dev/null"])[0] != 0):
                    return Outcome(False, "llvm-mc cannot read llc's Intel output", skipped=True)
                return Outcome(False, f"{name} fails: {first_line(err)}")
            dumps.append(objdump(obj))
        if None in dumps:
            return Outcome(False, "llvm-objdump fails")
        for (name, _), dump in zip(assemblers[1:], dumps[1:]):
            for x, y in zip(dumps[0], dump):
                if x != y:
                    return Outcome(False, f"objdump differs: llvm-mc AT&T {x.strip()!r} {name} {y.strip()!r}")
            if len(dump) != len(dumps[0]):
                return Outcome(False, f"objdump of {name} differs in length")
    return PASS


RISCV_LLC = ["-mtriple=riscv64-unknown-linux-gnu", "-mattr=+m,+a,+f,+d,+c", "-target-abi=lp64d"]


def riscv64_ll(c: Path, level: str) -> Optional[Path]:
    """clang-14 --target=riscv64-linux-gnu IR of a torture test at `level`, cached under
    $KILN_CACHE/torture-riscv64/ll/LEVEL (a `.fail` file remembers a test clang cannot compile)."""
    out = CACHE / "torture-riscv64" / "ll" / level / (c.stem + ".ll")

    def make(tmp: Path) -> bool:
        cmd = ["clang-14", "--target=riscv64-linux-gnu", f"-{level}", "-S", "-emit-llvm", "-w", "-fno-strict-aliasing", str(c), "-o", str(tmp)]
        return run(cmd, timeout=120)[0] == 0

    return cached_product(out, out.with_suffix(".fail"), make)


def riscv64_link_run(obj: Path, exe: Path, expected: Optional[Path] = None) -> Optional[str]:
    """Links a riscv64 object statically with the cross gcc and runs it under qemu-riscv64:
    None when it exits 0 (printing `expected` when there is one), else why not."""
    code, _, err = run(["riscv64-linux-gnu-gcc", "-static", str(obj), "-o", str(exe), "-lm"])
    if code != 0:
        return f"riscv64-linux-gnu-gcc cannot link: {first_line(err)}"
    code, out, _ = run(["qemu-riscv64", str(exe)], timeout=20)
    if code != 0:
        return f"exits {code}"
    if expected is not None and out != expected.read_bytes():
        return f"prints {first_line(out.decode(errors='replace'))!r}, expected {first_line(expected.read_text())!r}"
    return None


def riscv64_reference_passes(c: Path, level: str, ll: Path) -> bool:
    """Whether llc 14's build of `ll` (RV64GC, lp64d) runs and exits 0 under qemu (cached)."""
    verdict = CACHE / "torture-riscv64" / "ref" / level / (c.stem + ".pass")
    if verdict.exists() or verdict.with_suffix(".fail").exists():
        return verdict.exists()
    verdict.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        obj = Path(tmp) / "llc.o"
        code, _, _ = run(["llc", f"-{level}", *RISCV_LLC, "-filetype=obj", str(ll), "-o", str(obj)], timeout=120)
        ok = code == 0 and riscv64_link_run(obj, Path(tmp) / "llc.exe") is None
    (verdict if ok else verdict.with_suffix(".fail")).touch()
    return ok


def llc_run_riscv64(c: Path, level: str) -> Outcome:
    """A torture test built for riscv64 (clang-14 IR), compiled by `kiln llc` (static, the
    features and ABI from the IR), linked by the cross gcc and run under qemu-riscv64; tests
    llc 14's build fails are skipped."""
    if shutil.which("qemu-riscv64") is None or shutil.which("riscv64-linux-gnu-gcc") is None:
        return Outcome(False, "qemu-riscv64 or the riscv64 cross gcc is missing (scripts/setup.sh)", skipped=True)
    ll = riscv64_ll(c, level)
    if ll is None:
        return Outcome(False, "clang-14 fails", skipped=True)
    if not riscv64_reference_passes(c, level, ll):
        return Outcome(False, "llc's build fails", skipped=True)
    with tempfile.TemporaryDirectory() as tmp:
        obj = Path(tmp) / "kiln.o"
        code, _, err = run([str(KILN), "llc", f"-{level}", "-mtriple=riscv64-unknown-linux-gnu", "-filetype=obj", str(ll), "-o", str(obj)], timeout=120)
        if code != 0:
            return Outcome(False, first_line(err))
        why = riscv64_link_run(obj, Path(tmp) / "kiln.exe")
    return PASS if why is None else Outcome(False, why)


def llc_run_csmith_riscv64(ll: Path, level: str) -> Outcome:
    """A riscv64 csmith program (clang-14 IR) compiled by `kiln llc` (the features and ABI
    from the IR), linked by the cross gcc and run under qemu-riscv64: it prints the checksum
    llc 14's build printed."""
    if shutil.which("qemu-riscv64") is None or shutil.which("riscv64-linux-gnu-gcc") is None:
        return Outcome(False, "qemu-riscv64 or the riscv64 cross gcc is missing (scripts/setup.sh)", skipped=True)
    with tempfile.TemporaryDirectory() as tmp:
        obj = Path(tmp) / "kiln.o"
        code, _, err = run([str(KILN), "llc", f"-{level}", "-mtriple=riscv64-unknown-linux-gnu", "-filetype=obj", *LLC_ARGS, str(ll), "-o", str(obj)], timeout=120)
        if code != 0:
            return Outcome(False, first_line(err))
        why = riscv64_link_run(obj, Path(tmp) / "kiln.exe", ll.parent.parent.parent / "ref" / level / f"{ll.stem}.out")
    return PASS if why is None else Outcome(False, why)


def llc_checks():
    for level in ("O0", "O2"):
        for reloc in ("pic", "static"):
            yield Check(f"llc-run/torture-{level}-{reloc}", "llc", lambda lv=level: passing_lls(lv), lambda p, lv=level, r=reloc: llc_run(p, lv, r, None))
        yield Check(
            f"llc-run/csmith-{level}",
            "llc",
            lambda lv=level: csmith_files(lv),
            lambda p, lv=level: llc_run(p, lv, "pic", CACHE / "csmith" / "ref" / lv / f"{p.stem}.out"),
        )
        yield Check(f"llc-intel/torture-{level}", "llc", lambda lv=level: passing_lls(lv), lambda p, lv=level: llc_intel(p, lv))
        yield Check(f"llc-run/gxx-{level}", "llc", lambda lv=level: passing_lls(lv, gxx_dir), lambda p, lv=level: llc_run(p, lv, "pic", None, "g++"))
        yield Check(f"llc-run/riscv64-torture-{level}", "llc", torture_sources, lambda p, lv=level: llc_run_riscv64(p, lv))
        yield Check(
            f"llc-run/riscv64-csmith-{level}",
            "llc",
            lambda lv=level: csmith_riscv64_files(lv),
            lambda p, lv=level: llc_run_csmith_riscv64(p, lv),
            sample_size=len(CSMITH_RISCV64_SAMPLE),
        )
    # GlobalISel without fallback: every function through the IRTranslator, Legalizer,
    # RegBankSelect and InstructionSelect, or the file fails with the reason.
    yield Check("gisel-run/torture-O0-pic", "llc", lambda: passing_lls("O0"), lambda p: llc_run(p, "O0", "pic", None, extra=("-global-isel", "-global-isel-abort=1")))
    yield Check(
        "gisel-run/torture-O2-pic",
        "llc",
        lambda: passing_lls("O2"),
        lambda p: llc_run(p, "O2", "pic", None, extra=("-global-isel", "-global-isel-abort=1")),
        sample_size=8,
    )
    for level in ("O0", "O2"):
        yield Check(
            f"gisel-run/csmith-{level}",
            "llc",
            lambda lv=level: csmith_files(lv),
            lambda p, lv=level: llc_run(p, lv, "pic", CACHE / "csmith" / "ref" / lv / f"{p.stem}.out", extra=("-global-isel", "-global-isel-abort=1")),
            sample_size=8,
        )
    for version in (16, 19):
        for level in ("O0", "O2"):
            yield Check(
                f"llc-run/csmith{version}-{level}",
                "llc",
                lambda v=version, lv=level: csmith_newer_files(v, lv),
                lambda p, v=version, lv=level: llc_run(p, lv, "pic", CACHE / f"csmith-clang{v}" / "ref" / lv / f"{p.stem}.out"),
            )


def llc_jobs(ll: Path, level: str) -> Outcome:
    """`kiln llc -j2` writes the same bytes as `-j1`, assembly and object: functions are compiled
    on two threads and printed in module order."""
    for filetype in ("asm", "obj"):
        outputs = []
        for jobs in (1, 2):
            code, out, err = run([str(KILN), "llc", f"-{level}", f"-j{jobs}", f"-filetype={filetype}", str(ll), "-o", "-"], timeout=120)
            if code != 0:
                return Outcome(False, f"-j{jobs}: {first_line(err)}")
            outputs.append(out)
        if outputs[0] != outputs[1]:
            at = next((i for i, (x, y) in enumerate(zip(*outputs)) if x != y), min(map(len, outputs)))
            return Outcome(False, f"-filetype={filetype}: -j2 differs from -j1 at byte {at}")
    return PASS


def llc_jobs_checks():
    corpora = [
        ("torture-O0", "O0", lambda: lls(torture_dir() / "ll" / "O0")),
        ("torture-O2", "O2", lambda: lls(torture_dir() / "ll" / "O2")),
        ("torture-O2g", "O2", lambda: lls(torture_dir() / "ll" / "O2g")),
        ("csmith-O0", "O0", lambda: csmith_files("O0", with_reference=False)),
        ("csmith-O2", "O2", lambda: csmith_files("O2", with_reference=False)),
    ]
    for label, level, files in corpora:
        yield Check(f"llc-jobs/{label}", "llc", files, lambda p, lv=level: llc_jobs(p, lv), sample_size=8)


def lli_run(ll: Path, level: str, expected: Optional[Path], limit: int) -> Outcome:
    """`kiln lli -LEVEL FILE` (compile into memory, link, run) exits 0 within `limit` seconds
    — and prints `expected` when there is a reference."""
    code, out, err = run([str(KILN), "lli", f"-{level}", str(ll)], timeout=limit)
    if code != 0:
        return Outcome(False, f"exits {code}: {first_line(err)}")
    if expected is not None and out != expected.read_bytes():
        return Outcome(False, f"prints {first_line(out.decode(errors='replace'))!r}, expected {first_line(expected.read_text())!r}")
    return PASS


def lli_checks():
    for level in ("O0", "O2"):
        yield Check(f"lli-run/torture-{level}", "lli", lambda lv=level: passing_lls(lv), lambda p, lv=level: lli_run(p, lv, None, 60))
    yield Check(
        "lli-run/csmith-O2",
        "lli",
        lambda: csmith_files("O2"),
        lambda p: lli_run(p, "O2", CACHE / "csmith" / "ref" / "O2" / f"{p.stem}.out", 10),
    )
    for version in (16, 19):
        for level in ("O0", "O2"):
            yield Check(
                f"lli-run/csmith{version}-{level}",
                "lli",
                lambda v=version, lv=level: csmith_newer_files(v, lv),
                lambda p, v=version, lv=level: lli_run(p, lv, CACHE / f"csmith-clang{v}" / "ref" / lv / f"{p.stem}.out", 10),
            )
    # C++: kiln lli opens libstdc++ itself, as lli carries it.
    yield Check("lli-run/gxx-O2", "lli", lambda: passing_lls("O2", gxx_dir), lambda p: lli_run(p, "O2", None, 60))


def rust_crate_target(path: Path, opt: int) -> Outcome:
    """A Rust crate's test target (`CRATE/lib`, `CRATE/test/NAME`) built by rustc 1.95 with
    its own code compiled by `kiln llc -ON`, linked and run: every test passes (rust_crates.py)."""
    import rust_crates

    crate, target = path.parts[0], "/".join(path.parts[1:])
    r = rust_crates.test_target(crate, target, opt, "kiln")
    return Outcome(r.ok, r.why)


# The crates of the CI sample: they have no dev-dependencies, so a cold build compiles only the
# crate (semver and regex-syntax at -O0 and -O2 from an empty cache: about a minute of CPU);
# base64 and unicode-segmentation build criterion and clap first.
RUST_CRATES_SAMPLE = {"semver", "regex-syntax"}


def rust_crate_checks():
    import rust_crates

    for crate in sorted(rust_crates.CRATES):
        for opt in rust_crates.LEVELS:
            files = lambda c=crate, o=opt: [Path(c, t) for t in rust_crates.level_targets(c, o)]
            one = lambda p, o=opt: rust_crate_target(p, o)
            yield Check(f"rust-crates/{crate}-O{opt}", "llc", files, one, in_sample=crate in RUST_CRATES_SAMPLE)




# ------------------------------------------------------------------------------ real programs

REAL_SAMPLE = {("zlib", "O2", "pic"), ("zlib", "O0", "static"), ("lz4", "O2", "pic")}  # what --sample builds (cold: see README)
# The allocator builds --sample runs: lz4 with the greedy allocator and its checker (lz4hc's
# compressor is where a split that broke the value's register was found).
REAL_REGALLOC_SAMPLE = {("greedy", "lz4")}
REAL_REGALLOCS = ("fast", "basic", "greedy", "pbqp")  # each allocator with its checker on the C programs at -O2 pic


def real_check(prog, level, reloc, clang, regalloc="", in_sample=False):
    """One program's own test cases (one "file" each), passed by the kiln build (with allocator
    `regalloc` and the checker, when given) as by the llc build of that clang's release."""
    results = {}  # case (as a Path: no "/" in its name) -> realprog.Case

    def cases():
        results.update((Path(name.replace("/", "|")), c) for name, c in realprog.compare(prog, level, reloc, clang=clang, regalloc=regalloc).items())
        return list(results)

    def one(case):
        c = results[case]
        return Outcome(c.ok, c.why.removeprefix("llc: "), skipped=c.why.startswith("llc: "))

    return Check(f"real-run/{realprog.label(prog, level, reloc, clang, regalloc)}", "llc", cases, one, in_sample=in_sample)


def real_checks():
    """Each program of scripts/realprog.py at each level and relocation model, from clang-14 IR
    and (the C programs) from clang-19 IR; then the C programs at -O2 pic with each of kiln's
    four allocators and the allocation checker (real-run/regalloc-X-...)."""
    for prog, level, reloc, clang in realprog.combinations([], realprog.LEVELS, realprog.RELOCS, realprog.CLANGS):
        yield real_check(prog, level, reloc, clang, in_sample=clang == 14 and (prog.label, level, reloc) in REAL_SAMPLE)
    for regalloc in REAL_REGALLOCS:
        for prog in realprog.PROGRAMS:
            if not prog.cxx:
                yield real_check(prog, "O2", "pic", 14, regalloc, in_sample=(regalloc, prog.label) in REAL_REGALLOC_SAMPLE)



# ---------------------------------------------------------------------------------- rust

RUST_PANIC = REPO / "conformance" / "rust-panic"
RUSTC = "/usr/bin/rustc"  # Debian's rustc 1.63 emits LLVM 14 IR (rustup's newer one comes first on PATH)


def rustc_195() -> Optional[list]:
    import rust_crates

    selector = rust_crates.toolchain()
    return None if selector is None else ["rustc", *selector]


# The compilers of the rust-panic programs, by the label their checks carry: Debian's rustc 1.63
# (LLVM 14 IR) and rustup's rustc 1.95 (LLVM 22 IR, the Rust crates' compiler).
RUST_COMPILERS = {"": lambda: [RUSTC] if os.access(RUSTC, os.X_OK) else None, "rustc195-": rustc_195}


def rustc(compiler: list, src: Path, level: str, args: list, env=None):
    flags = ["--edition=2021", "-C", f"opt-level={level[1:]}", "-C", "codegen-units=1"]
    return run(compiler + flags + [str(a) for a in args] + [str(src)], timeout=300, env=env)


def rust_std_library(compiler: list) -> Optional[Path]:
    """The shared library of rustc's std (kiln lli loads it with -dlopen, as `-C prefer-dynamic` links it)."""
    code, out, _ = run(compiler + ["--print", "sysroot"])
    found = sorted(Path(out.decode().strip()).glob("lib/rustlib/x86_64-unknown-linux-gnu/lib/libstd-*.so")) if code == 0 else []
    return found[0] if found else None


def rust_panic(src: Path, level: str, tool: str, compiler_label: str) -> Outcome:
    """The crate's IR (`rustc --emit=llvm-ir`, one codegen unit) built by kiln prints what rustc's
    own build prints and exits with the same status. `llc`: kiln's object replaces the crate's in
    rustc's own link (scripts/rustc-linker.sh), std stays rustc's; `lli`: kiln lli runs the IR
    against std's shared library."""
    compiler = RUST_COMPILERS[compiler_label]()
    if compiler is None:
        missing = "rustc 1.95" if compiler_label else f"{RUSTC} (apt-get install --no-install-recommends rustc)"
        return Outcome(False, f"{missing} is missing", skipped=True)
    with tempfile.TemporaryDirectory() as tmp:
        t = Path(tmp)
        ll, obj, ours, theirs = t / "crate.ll", t / "kiln.o", t / "kiln.exe", t / "rustc.exe"
        code, _, err = rustc(compiler, src, level, ["--emit=llvm-ir", "-o", ll])
        if code != 0:
            return Outcome(False, f"rustc fails: {first_line(err)}", skipped=True)
        env = dict(os.environ)
        if tool == "llc":
            code, _, err = run([str(KILN), "llc", f"-{level}", "-filetype=obj", "-relocation-model=pic", str(ll), "-o", str(obj)], timeout=300)
            if code != 0:
                return Outcome(False, kiln_error(err))
            env.update(KILN_CRATE_OBJ=str(obj), KILN_SWAPPED_EXE=str(ours))
        code, _, err = rustc(compiler, src, level, ["-C", f"linker={REPO / 'scripts' / 'rustc-linker.sh'}", "-o", theirs], env=env)
        if code != 0:
            return Outcome(False, f"link fails: {first_line(err)}")
        want_code, want, _ = run([str(theirs)], timeout=10)
        if tool == "llc":
            code, out, err = run([str(ours)], timeout=10)
        else:
            std = rust_std_library(compiler)
            if std is None:
                return Outcome(False, "rustc's std has no shared library", skipped=True)
            code, out, err = run([str(KILN), "lli", f"-{level}", f"-dlopen={std}", str(ll)], timeout=60)
        if code != want_code:
            return Outcome(False, f"exits {code}, rustc's build {want_code}: {kiln_error(err)}")
        if out != want:
            return Outcome(False, "output differs at: " + first_difference(want, out))
    return PASS


def rust_checks():
    for label in RUST_COMPILERS:
        for tool in ("llc", "lli"):
            for level in ("O0", "O2"):
                one = lambda p, t=tool, lv=level, c=label: rust_panic(p, lv, t, c)
                yield Check(f"rust-panic/{label}{tool}-{level}", tool, lambda: sorted(RUST_PANIC.glob("*.rs")), one)


# ------------------------------------------------------------------------------ robustness

CRASH_MARKS = ("panicked at", "RUST_BACKTRACE", "stack backtrace")


def robust(ll: Path) -> Outcome:
    """`kiln llc -O2 -filetype=null` ends in time with exit 0, or exit 1 and an error message:
    no panic, no signal, no hang, whatever the input."""
    code, _, err = run([str(KILN), "llc", "-O2", "-filetype=null", str(ll)], timeout=300)
    if any(mark in err for mark in CRASH_MARKS):
        at = next((line for line in err.splitlines() if "panicked at" in line), first_line(err))
        return Outcome(False, f"panics: {at[:160]}")
    if code == 124:
        return Outcome(False, "hangs (no result within 300 s)")
    if code < 0:
        return Outcome(False, f"killed by signal {-code}")
    if code not in (0, 1) or (code == 1 and "error:" not in err):
        return Outcome(False, f"exit {code} without an error message: {first_line(err)}")
    return PASS


def robust_checks():
    corpora = [
        ("torture-O0", lambda: lls(torture_dir() / "ll" / "O0")),
        ("torture-O2", lambda: lls(torture_dir() / "ll" / "O2")),
        ("torture-O2g", lambda: lls(torture_dir() / "ll" / "O2g")),
        ("csmith-O0", lambda: csmith_files("O0", with_reference=False)),
        ("csmith-O2", lambda: csmith_files("O2", with_reference=False)),
        ("gxx-O0", lambda: lls(gxx_dir() / "ll" / "O0")),
        ("gxx-O2", lambda: lls(gxx_dir() / "ll" / "O2")),
        ("realprog", realprog_lls),
    ]
    for label, files in corpora:
        yield Check(f"robust/{label}", "llc", files, robust)


def dwarf_outcome(result) -> Outcome:
    ok, why = result
    return Outcome(ok, why)


def dwarf_lines_outcome(ll: Path, version=None) -> Outcome:
    good, total, why = dwarf_checks.line_tables(ll, version)
    return Outcome(total > 0 and good == total, why, parts=(good, total))


def dwarf_source_ll(src: Path) -> Path:
    ll = dwarf_checks.o0g_ll(src)
    if ll is None:
        raise RuntimeError(f"clang-14 -O0 -g cannot compile {src}")
    return ll


def debug_info_checks():
    """DWARF from -g IR: llvm-dwarfdump --verify, line tables against llc's, gdb transcripts
    against llc's build, of torture tests at -O0 and -O2 and of the real C programs at -O0
    (scripts/dwarf_checks.py)."""
    o0g = lambda: (torture_dir(), dwarf_checks.o0g_sources())[1]  # noqa: E731
    yield Check("dwarf-verify/torture-O0g", "llc", o0g, lambda p: dwarf_outcome(dwarf_checks.verify(dwarf_source_ll(p), "O0")))
    yield Check("dwarf-verify/torture-O2g", "llc", lambda: lls(torture_dir() / "ll" / "O2g"), lambda p: dwarf_outcome(dwarf_checks.verify(p, "O2")))
    yield Check("dwarf-samecode/torture-O0g", "llc", o0g, lambda p: dwarf_outcome(dwarf_checks.same_code(dwarf_source_ll(p), "O0")))
    yield Check("dwarf-samecode/torture-O2g", "llc", lambda: lls(torture_dir() / "ll" / "O2g"), lambda p: dwarf_outcome(dwarf_checks.same_code(p, "O2")))
    yield Check("dwarf-lines/torture-O0g", "llc", o0g, lambda p: dwarf_lines_outcome(dwarf_source_ll(p)))
    yield Check("dwarf-verify/torture-O0g-v4", "llc", o0g, lambda p: dwarf_outcome(dwarf_checks.verify(dwarf_source_ll(p), "O0", 4)))
    yield Check("dwarf-lines/torture-O0g-v4", "llc", o0g, lambda p: dwarf_lines_outcome(dwarf_source_ll(p), 4))
    yield Check("dwarf-gdb/torture-O0g", "llc", lambda: (torture_dir(), dwarf_checks.gdb_tests())[1], lambda p: dwarf_outcome(dwarf_checks.gdb(p)))
    yield Check("dwarf-gdb/torture-O2g", "llc", lambda: (torture_dir(), dwarf_checks.gdb_tests("O2"))[1], lambda p: dwarf_outcome(dwarf_checks.gdb(p, "O2")))
    yield Check("dwarf-gdb/torture-O2g-vars", "llc", lambda: (torture_dir(), dwarf_checks.gdb_tests("O2"))[1], lambda p: dwarf_outcome(dwarf_checks.gdb(p, "O2", variables=True)))
    # The real C programs built whole at -O0 -g (full runs only: four programs, two builds each).
    real_mains = lambda: [Path(label) for label in dwarf_checks.REAL_MAINS]  # noqa: E731
    yield Check("dwarf-gdb/realprog-O0g", "llc", real_mains, lambda p: dwarf_outcome(dwarf_checks.real_program_gdb(p.name)), in_sample=False)


# ------------------------------------------------------------------------------- tblgen


def llvm14_target_tds() -> list:
    """The top-level .td of every LLVM 14 target (`T` for llvm/lib/Target/T/T.td), from Debian's
    llvm-toolchain-14 source package (fetched once by scripts/tblgen-targets.sh)."""
    src = subprocess.run(["sh", str(REPO / "scripts" / "tblgen-targets.sh"), "--sources"], check=True, capture_output=True, text=True).stdout.strip()
    targets = Path(src) / "llvm" / "lib" / "Target"
    return sorted(Path(src, t.name) for t in targets.iterdir() if (t / f"{t.name}.td").is_file())


def tblgen_records(target: Path) -> Outcome:
    """`kiln tblgen -print-records` of a target's .td prints what llvm-tblgen 14 prints, byte for
    byte, with the same exit status."""
    src, name = target.parent, target.name
    args = ["-I", f"{src}/llvm/include", "-I", f"{src}/llvm/lib/Target/{name}", "-print-records", f"{src}/llvm/lib/Target/{name}/{name}.td"]
    theirs = run(["llvm-tblgen", *args], timeout=300)
    ours = run([str(KILN), "tblgen", *args], timeout=300)
    if ours[0] != theirs[0]:
        return Outcome(False, f"exits {ours[0]} (llvm-tblgen {theirs[0]}): {first_line(ours[2])}")
    if ours[1] != theirs[1]:
        return Outcome(False, "differs at: " + first_difference(theirs[1], ours[1]))
    return PASS


def tblgen_checks():
    # The sample takes every other target (ten, about 15 s of CPU for each tool); a cold machine
    # first fetches the sources: about 40 s, 130 MB downloaded, 1.5 GB unpacked.
    yield Check("tblgen-records/llvm14-targets", "tblgen", llvm14_target_tds, tblgen_records, sample_size=10)


CHECKS = list(ir_checks()) + list(mc_checks()) + list(mir_checks()) + list(llc_checks()) + list(lli_checks()) + list(real_checks()) + list(rust_checks())
CHECKS += list(robust_checks()) + list(rust_crate_checks()) + list(debug_info_checks()) + list(llc_jobs_checks()) + list(tblgen_checks())

# ----------------------------------------------------------------------------------- driver


def sample(files: list, size: int = SAMPLE_SIZE) -> list:
    if len(files) <= size:
        return files
    step = len(files) / size
    return [files[int(i * step)] for i in range(size)]


def kiln_subcommands() -> set:
    code, out, _ = run([str(KILN), "--help"])
    return {line.split()[0] for line in out.decode().splitlines()[3:] if line.strip()}


def read_baseline() -> dict:
    counts = {}
    if BASELINE.exists():
        for line in BASELINE.read_text().splitlines():
            if line.strip() and not line.startswith("#"):
                name, full, sampled = line.split()
                counts[name] = (int(full), int(sampled))
    return counts


def write_baseline(results: dict, sampled: bool):
    counts = read_baseline()
    for name, passed in results.items():
        full, samp = counts.get(name, (0, 0))
        counts[name] = (full, passed) if sampled else (passed, samp)
    BASELINE.parent.mkdir(exist_ok=True)
    lines = ["# check  full-corpus-passed  sample-passed   (written by scripts/conformance.py --update-baseline)"]
    lines += [f"{name} {full} {samp}" for name, (full, samp) in sorted(counts.items())]
    BASELINE.write_text("\n".join(lines) + "\n")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--sample", action="store_true", help="run the fixed sample CI runs")
    ap.add_argument("--check", default="", help="only checks whose name starts with this")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    ap.add_argument("--baseline", action="store_true", help="fail when a count drops below the baseline")
    ap.add_argument("--update-baseline", action="store_true")
    ap.add_argument("--failures", action="store_true", help="list every failing file with the reason")
    ap.add_argument("--llc-args", default="", help="more `kiln llc` options for the llc-run checks, e.g. '-regalloc=pbqp -verify-regalloc'")
    args = ap.parse_args()
    global SAMPLING, LLC_ARGS
    SAMPLING = args.sample
    LLC_ARGS = args.llc_args.split()
    if LLC_ARGS and args.update_baseline:
        print("conformance: --update-baseline takes the default options only, not --llc-args", file=sys.stderr)
        return 1

    if shutil.which("llvm-as") is None:
        print("conformance: LLVM 14 tools are missing (apt-get install llvm)", file=sys.stderr)
        return 1
    if not os.environ.get("KILN_BINARY"):  # a given binary is measured as it is, without a build
        subprocess.run(["cargo", "build", "--release", "-q", "-p", "kiln"], cwd=REPO, check=True)
    available = kiln_subcommands()
    baseline = read_baseline()
    results, total_pass, total_fail, regressions = {}, 0, 0, []
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        for check in CHECKS:
            if not check.name.startswith(args.check):
                continue
            if args.sample and not check.in_sample:
                print(f"{check.name}: not in the sample")
                continue
            if check.needs and check.needs not in available:
                print(f"{check.name}: skipped (kiln has no '{check.needs}' subcommand yet)")
                continue
            files = check.files()
            if args.sample:
                files = sample(files, check.sample_size or SAMPLE_SIZE)
            outcomes = list(pool.map(check.one, files))
            passed = sum(o.ok for o in outcomes)
            skipped = sum(o.skipped for o in outcomes)
            failed = len(outcomes) - passed - skipped
            results[check.name] = passed
            total_pass += passed
            total_fail += failed
            extra = f", {skipped} skipped (LLVM 14 itself fails)" if skipped else ""
            good_parts, all_parts = (sum(o.parts[i] for o in outcomes if o.parts) for i in (0, 1))
            if all_parts:
                extra += f"; {good_parts} of {all_parts} functions ({100.0 * good_parts / all_parts:.2f}%)"
            print(f"{check.name}: {passed} passed, {failed} failed{extra} (of {len(files)})", flush=True)
            for path, o in zip(files, outcomes):
                if (args.failures and not o.ok) or (o.skipped and args.failures):
                    print(f"    {path.name}: {'skipped: ' if o.skipped else ''}{o.why}")
            want = baseline.get(check.name, (0, 0))[1 if args.sample else 0]
            if passed < want:
                regressions.append(f"{check.name}: {passed} passed, baseline {want}")
    if args.update_baseline:
        write_baseline(results, args.sample)
    for line in regressions:
        print(f"REGRESSION {line}")
    print(f"{total_pass} passed, {total_fail} failed")
    return 1 if (args.baseline and regressions) else 0


if __name__ == "__main__":
    sys.exit(main())
