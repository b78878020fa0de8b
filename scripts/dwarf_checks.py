#!/usr/bin/env python3
"""DWARF checks of kiln's debug information against LLVM 14 (the dwarf-* checks of
scripts/conformance.py; run alone for function-level figures and the gdb transcripts).

- the -O0 -g torture set: clang-14 -O0 -g IR of the torture sources, built the way
  ../shared/corpus/torture.sh builds ll/O2g, on first use per file, cached in
  $KILN_CACHE/torture/ll/O0g;
- verify: `kiln llc` objects of ll/O0g (-O0) and ll/O2g (-O2) pass `llvm-dwarfdump --verify`;
- lines: per function, the set of (file, line, is_stmt) rows `.debug_line` gives its address
  range equals that of llc's object for the same file (-O0 -g);
- both also with `-dwarf-version=4` given to kiln and llc (the `-v4` checks);
- samecode: kiln's `.text` of ll/O0g (-O0) and ll/O2g (-O2) is byte-identical to that of the
  same IR without its `llvm.dbg.value`/`dbg.declare` calls (debug values change no code);
- gdb: a `gdb -batch` script (break main, run, bt, info locals, a breakpoint by file:line at
  the first statement of up to three other functions, bt, info locals, print and ptype of
  a local) on kiln's and llc's builds of a fixed list (every 70th test of ref/O0.pass); the
  transcripts, with addresses masked, must be equal; at -O2 (`gdb-O2`, every 70th test of
  ref/O2.pass, from ll/O2g) the stops and the frames only, without variables, and with
  `info args`/`info locals` (`gdb-O2-vars`: where llc's build shows `<optimized out>`,
  kiln's may show a value);
- gdb on the real C programs (scripts/realprog.py, built whole at -O0 -g by kiln and by llc,
  untested): the same script on the program whose `main` file is named in REAL_MAINS, run on a
  small input, with breakpoints in that file.

Usage: dwarf_checks.py [lines|gdb|gdb-O2|gdb-O2-vars|gdb-real] [NAME...]   (default: every test, function-level figure)
"""

import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Optional

import realprog  # scripts/realprog.py: the real programs' builds

REPO = Path(__file__).resolve().parent.parent
CACHE = Path(os.environ.get("KILN_CACHE", Path.home() / ".cache" / "kiln"))
KILN = Path(os.environ.get("KILN_BINARY") or Path(os.environ.get("CARGO_TARGET_DIR") or REPO / "target") / "release" / "kiln")  # another build to measure
TORTURE = CACHE / "torture"
# Extra `kiln llc` flags for every check, e.g. KILN_LLC_FLAGS=-global-isel to measure the checks
# through GlobalISel.
KILN_FLAGS = os.environ.get("KILN_LLC_FLAGS", "").split()


def run(cmd, timeout=120, **kw):
    try:
        p = subprocess.run(cmd, capture_output=True, timeout=timeout, **kw)
        return p.returncode, p.stdout.decode(errors="replace"), p.stderr.decode(errors="replace")
    except subprocess.TimeoutExpired:
        return 124, "", f"timed out after {timeout}s"


def o0g_sources() -> list:
    """The torture sources whose -O0 IR exists (the -O0 -g set is built from the same list)."""
    have = {p.stem for p in (TORTURE / "ll" / "O0").glob("*.ll")}
    return sorted((p for p in (TORTURE / "src").glob("*.c") if p.stem in have), key=lambda p: (len(p.stem), p.stem))


def o0g_ll(src: Path) -> Optional[Path]:
    """The clang-14 -O0 -g IR of a torture source (cached; flags as torture.sh's O2g set)."""
    out = TORTURE / "ll" / "O0g" / f"{src.stem}.ll"
    if not out.exists():
        out.parent.mkdir(parents=True, exist_ok=True)
        tmp = out.with_suffix(f".tmp{os.getpid()}")
        code, _, _ = run(["clang-14", "-O0", "-g", "-S", "-emit-llvm", "-w", "-fno-strict-aliasing", "-o", str(tmp), str(src)])
        if code != 0:
            tmp.unlink(missing_ok=True)
            return None
        tmp.rename(out)
    return out


def compile_obj(tool: str, ll: Path, level: str, obj: Path, version: Optional[int] = None) -> str:
    """Compiles with `kiln llc` or `llc` (pic; `-dwarf-version` when given); returns an error
    line or ''."""
    cmd = [str(KILN), "llc", *KILN_FLAGS] if tool == "kiln" else ["llc"]
    if version is not None:
        cmd.append(f"-dwarf-version={version}")
    code, _, err = run(cmd + [f"-{level}", "-relocation-model=pic", "-filetype=obj", str(ll), "-o", str(obj)])
    return "" if code == 0 else (err.strip().splitlines() or [f"exit {code}"])[0][:160]


def verify(ll: Path, level: str, version: Optional[int] = None):
    """(ok, why): kiln's object passes llvm-dwarfdump --verify."""
    with tempfile.TemporaryDirectory() as tmp:
        obj = Path(tmp) / "k.o"
        err = compile_obj("kiln", ll, level, obj, version)
        if err:
            return False, err
        code, out, err = run(["llvm-dwarfdump", "--verify", str(obj)])
        if code != 0:
            bad = [line.strip() for line in out.splitlines() if "error:" in line]
            return False, (bad or [err.strip() or f"exit {code}"])[0][:160]
    return True, ""


DEBUG_CALL = re.compile(r"^\s*call void @llvm\.dbg\.(value|declare)\(.*$", re.M)


def text_bytes(obj: Path) -> Optional[bytes]:
    """The bytes of an object's `.text` section."""
    with tempfile.NamedTemporaryFile(suffix=".bin") as out:
        code, _, _ = run(["objcopy", "-O", "binary", "--only-section=.text", str(obj), out.name])
        return Path(out.name).read_bytes() if code == 0 else None


def same_code(ll: Path, level: str):
    """(ok, why): kiln's `.text` of -g IR equals that of the same IR without its
    `llvm.dbg.value`/`llvm.dbg.declare` calls: debug values change no code."""
    with tempfile.TemporaryDirectory() as tmp:
        tmp = Path(tmp)
        bare = tmp / "bare.ll"
        bare.write_text(DEBUG_CALL.sub("", ll.read_text(errors="replace")))
        texts = []
        for name, source in (("g", ll), ("bare", bare)):
            obj = tmp / f"{name}.o"
            err = compile_obj("kiln", source, level, obj)
            if err:
                return False, f"{name}: {err}"
            texts.append(text_bytes(obj))
        if texts[0] is None or texts[0] != texts[1]:
            return False, "the .text differs without the debug values"
    return True, ""


def function_rows(obj: Path) -> Optional[dict]:
    """{function: {(file name, line, is_stmt)}} from the object's line table and symbols."""
    code, out, _ = run(["llvm-nm", "-S", "--defined-only", str(obj)])
    if code != 0:
        return None
    ranges = []
    for line in out.splitlines():
        parts = line.split()
        if len(parts) == 4 and parts[2] in "tTwW":
            start = int(parts[0], 16)
            ranges.append((start, start + int(parts[1], 16), parts[3]))
    code, out, _ = run(["llvm-dwarfdump", "--debug-line", str(obj)])
    if code != 0:
        return None
    files, dirs, rows = {}, {}, {name: set() for _, _, name in ranges}
    current = None
    for line in out.splitlines():
        m = re.match(r'include_directories\[\s*(\d+)\] = "(.*)"', line)
        if m:
            dirs[int(m.group(1))] = m.group(2)
        m = re.match(r"file_names\[\s*(\d+)\]:", line)
        if m:
            current = int(m.group(1))
        m = re.match(r'\s+name: "(.*)"', line)
        if m and current is not None:
            files[current] = [m.group(1), 0]
        m = re.match(r"\s+dir_index: (\d+)", line)
        if m and current is not None:
            files[current][1] = int(m.group(1))
        m = re.match(r"0x([0-9a-f]+)\s+(\d+)\s+(\d+)\s+(\d+)\s+\d+\s+\d+\s*(.*)", line)
        if m and "end_sequence" not in m.group(5):
            addr, lineno, file = int(m.group(1), 16), int(m.group(2)), int(m.group(4))
            name, d = files.get(file, ["?", 0])
            path = name if name.startswith("/") else f"{dirs.get(d, '')}/{name}"
            for start, end, fn in ranges:
                if start <= addr < end:
                    rows[fn].add((path, lineno, "is_stmt" in m.group(5)))
    return rows


def line_tables(ll: Path, version: Optional[int] = None):
    """(matching functions, functions, why) for one -O0 -g file."""
    with tempfile.TemporaryDirectory() as tmp:
        objs = {}
        for tool in ("kiln", "llc"):
            objs[tool] = Path(tmp) / f"{tool}.o"
            err = compile_obj(tool, ll, "O0", objs[tool], version)
            if err:
                return 0, 0, f"{tool}: {err}"
        mine, theirs = function_rows(objs["kiln"]), function_rows(objs["llc"])
        if mine is None or theirs is None:
            return 0, 0, "cannot read the line tables"
        bad = [fn for fn in theirs if mine.get(fn) != theirs[fn]]
        why = ""
        if bad:
            fn = bad[0]
            extra, missing = sorted(mine.get(fn, set()) - theirs[fn]), sorted(theirs[fn] - mine.get(fn, set()))
            why = f"{fn}: kiln adds {extra[:3]}, lacks {missing[:3]}"
        return len(theirs) - len(bad), len(theirs), why


# ---------------------------------------------------------------------------------- gdb

def gdb_tests(level: str = "O0") -> list:
    """Every 70th test of ref/O0.pass (their sources), or of ref/O2.pass (their ll/O2g IR)."""
    names = (TORTURE / "ref" / f"{level}.pass").read_text().split()[::70]
    if level == "O2":
        return [TORTURE / "ll" / "O2g" / f"{n}.ll" for n in names]
    return [TORTURE / "src" / f"{n}.c" for n in names]


def first_statements(ll: Path, level: str = "O0", limit: int = 3) -> list:
    """file:line of the first statement of up to `limit` defined functions other than main:
    the line of the first is_stmt row after each function's entry row in the line table of
    llc's object at `level`."""
    with tempfile.TemporaryDirectory() as tmp:
        obj = Path(tmp) / "l.o"
        if compile_obj("llc", ll, level, obj):
            return []
        rows = function_rows(obj) or {}
    points = []
    text = ll.read_text(errors="replace")
    for fn in re.findall(r"^define [^@]*@([\w.]+)\(", text, re.M):
        if fn == "main" or fn not in rows or len(points) >= limit:
            continue
        stmt_lines = sorted(line for _, line, stmt in rows[fn] if stmt and line)
        if len(stmt_lines) > 1:
            points.append(f"{Path(next(iter(rows[fn]))[0]).name}:{stmt_lines[1]}")
    return points


def gdb_script(ll: Path, run_args: str = "", level: str = "O0", variables: Optional[bool] = None) -> str:
    """The gdb commands. Above -O0 by default only where the program stops and its frames
    are compared, not variables (frame arguments are not printed); `variables` adds
    `info args`/`info locals` there too (the `-vars` check)."""
    show_variables = level == "O0" if variables is None else variables
    cmds = ["set pagination off", "set width 0", "set confirm off"]
    if level != "O0":
        cmds.append("set print frame-arguments none")
    cmds += ["break main", f"run {run_args}".strip(), "bt"] + (["info locals"] if show_variables else [])
    for point in first_statements(ll, level):
        cmds += [f"break {point}"]
    cmds += ["continue", "bt"] + (["info args", "info locals"] if show_variables else [])
    cmds += ["continue", "bt"] + (["info locals"] if show_variables else []) + ["kill"]
    return "\n".join(cmds) + "\n"


def gdb_transcript(tool: str, ll: Path, tmp: Path, script: Path, level: str = "O0") -> str:
    # One path for both builds (run one after the other): the program's path is on its
    # initial stack, where uninitialised locals show it.
    obj, exe = tmp / f"{tool}.o", tmp / "prog"
    err = compile_obj(tool, ll, level, obj)
    if err:
        return f"compile error: {err}"
    code, _, err = run(["gcc", str(obj), "-o", str(exe), "-lm"])
    if code != 0:
        return f"link error: {err.strip()[:160]}"
    return gdb_run(exe, script, tmp)


def gdb_run(exe: Path, script: Path, cwd: Path) -> str:
    """gdb's transcript of `script` on `exe`, with addresses, the program's path and process
    ids masked."""
    code, out, err = run(["gdb", "-nx", "-batch", "-x", str(script), str(exe)], timeout=120, cwd=cwd)
    text = out + err
    text = re.sub(r"0x[0-9a-f]+", "0x?", text)
    text = text.replace(str(exe), "EXE")
    # Thread and process lines name process ids.
    return "\n".join(line for line in text.splitlines() if not re.match(r"\[(Inferior|New Thread|Thread)|Using host libthread_db|process \d+", line))


# The real C programs' `main` files: {realprog label: (executable in the build tree, the name
# of the source file holding its `main`, gdb `run` arguments on the input file `input`)}.
REAL_MAINS = {
    "zlib": ("minigzip", "minigzip.c", "-6 < input > /dev/null"),
    "xz-utils": ("src/xz/xz", "main.c", "-1 -c input > /dev/null"),
    "lz4": ("programs/lz4", "lz4cli.c", "-1 -c input > /dev/null"),
    "libzstd": ("programs/zstd", "zstdcli.c", "-q -1 -c input > /dev/null"),
}


def real_program_gdb(label: str):
    """(ok, why): gdb transcripts of kiln's and llc's -O0 -g builds of a real program are equal."""
    exe_path, main_name, args = REAL_MAINS[label]
    prog = realprog.BY_LABEL[label]
    realprog.KILN = KILN
    trees = {}
    for backend in ("kiln", "llc"):
        cases = realprog.build_and_test(prog, "O0g", "pic", backend, tests=False)
        if not cases["build"].ok:
            return False, f"{backend} build: {cases['build'].why}"[:200]
        trees[backend] = realprog.build_tree(prog, "O0g", "pic", backend, 14)
    name = re.compile(rf'^source_filename = "(.*/)?{re.escape(main_name)}"$', re.M)
    main_ll = next((Path(p) for p in (trees["llc"] / ".kiln-ir-list").read_text().split()
                    if name.search(Path(p).read_text(errors="replace"))), None)
    if main_ll is None:
        return False, f"no IR of {main_name} in the llc build"
    with tempfile.TemporaryDirectory() as tmp:
        tmp = Path(tmp)
        (tmp / "input").write_bytes(realprog.bench_text(64 * 1024))
        script = tmp / "script.gdb"
        script.write_text(gdb_script(main_ll, args))
        transcripts = {}
        for backend, tree in trees.items():
            shutil.copyfile(tree / exe_path, tmp / "prog")  # one path for both builds, as gdb_transcript
            (tmp / "prog").chmod(0o755)
            transcripts[backend] = gdb_run(tmp / "prog", script, tmp)
        return compare_transcripts(transcripts["kiln"], transcripts["llc"])


def gdb(src_or_ll: Path, level: str = "O0", variables: Optional[bool] = None):
    """(ok, why): the gdb transcripts of kiln's and llc's builds of one torture test at `level`
    (from its -O0 -g source, or its -g IR) are equal (where llc's shows `<optimized out>`,
    kiln's may show a value)."""
    ll = src_or_ll if src_or_ll.suffix == ".ll" else o0g_ll(src_or_ll)
    if ll is None:
        return False, "clang-14 cannot compile it"
    with tempfile.TemporaryDirectory() as tmp:
        tmp = Path(tmp)
        script = tmp / "script.gdb"
        script.write_text(gdb_script(ll, level=level, variables=variables))
        return compare_transcripts(*(gdb_transcript(tool, ll, tmp, script, level) for tool in ("kiln", "llc")))


def compare_transcripts(mine: str, theirs: str):
    """(ok, why): kiln's build's gdb transcript equals llc's build's; why quotes the first
    difference."""
    def agrees(a: str, b: str) -> bool:
        if a == b:
            return True
        # A value kiln knows where llc's build has it optimised out.
        pattern = ".*".join(re.escape(part) for part in b.split("<optimized out>"))
        return "<optimized out>" in b and re.fullmatch(pattern, a) is not None
    mine_lines, their_lines = mine.splitlines(), theirs.splitlines()
    if len(mine_lines) != len(their_lines) or not all(agrees(a, b) for a, b in zip(mine_lines, their_lines)):
        diff = next((f"kiln {a!r} llc {b!r}" for a, b in zip(mine_lines, their_lines) if not agrees(a, b)), "lengths differ")
        return False, diff[:200]
    return True, ""


def main() -> int:
    what = sys.argv[1] if len(sys.argv) > 1 else "lines"
    names = sys.argv[2:]
    if what == "gdb-real":
        labels = names or list(REAL_MAINS)
        ok = 0
        for label in labels:
            good, why = real_program_gdb(label)
            ok += good
            print(f"{label}: {'ok' if good else why}", flush=True)
        print(f"gdb on real programs: {ok} of {len(labels)} transcripts equal llc's")
        return 0
    if what in ("gdb", "gdb-O2", "gdb-O2-vars"):
        level = "O0" if what == "gdb" else "O2"
        variables = True if what == "gdb-O2-vars" else None
        tests = [TORTURE / "src" / f"{n}.c" if level == "O0" else TORTURE / "ll" / "O2g" / f"{n}.ll" for n in names] or gdb_tests(level)
        ok = 0
        for src in tests:
            good, why = gdb(src, level, variables)
            ok += good
            print(f"{src.stem}: {'ok' if good else why}", flush=True)
        print(f"gdb: {ok} of {len(tests)} transcripts equal llc's")
        return 0
    srcs = [TORTURE / "src" / f"{n}.c" for n in names] or o0g_sources()
    good = total = 0
    for src in srcs:
        ll = o0g_ll(src)
        if ll is None:
            continue
        g, t, why = line_tables(ll)
        good, total = good + g, total + t
        if why:
            print(f"{src.stem}: {why}", flush=True)
    print(f"line tables: {good} of {total} functions ({100.0 * good / max(total, 1):.2f}%) have llc's (file, line, is_stmt) rows")
    return 0


if __name__ == "__main__":
    sys.exit(main())
