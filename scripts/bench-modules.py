#!/usr/bin/env python3
"""Compile time and peak memory on large modules, `kiln llc` beside LLVM 14's `llc` (issue 17).

Each module is built once, at -O0 and at -O2, into $KILN_CACHE/bench/modules:
  csmith  csmith programs' clang-14 IR at that level, each `main` renamed, linked with llvm-link
          until they pass 10 MB (300 KB with --quick): the programs of $KILN_CACHE/csmith
  zstd    the zstd program (lib/ and programs/ of Debian's libzstd 1.5.4) as one module: the
          clang-14 IR of each file its build compiles (scripts/realprog.py's recipe and kiln-cc,
          with llc as the back end), linked with llvm-link
  xz      the xz program and liblzma of Debian's xz-utils 5.4.1, the same way
  regex   regex-automata 0.3.9, the engine of regex 1.9.6, as Debian's rustc 1.63 writes it
          (LLVM 14 IR, which llc 14 reads; one codegen unit, no debug information); the crates
          come from crates.io (rustup's cargo vendors them at exact versions), and /usr/bin/rustc
          compiles them in dependency order with the features cargo resolves for regex
For each module and level, through scripts/side_by_side.py (median of alternating runs; wall,
CPU and peak-memory ratios kiln/llc), both with `-filetype=obj`: kiln with the level's default
selector at -j1 and at -j2, and at -j1 with the other selector (-O0: SelectionDAG through
`-global-isel=0`; -O2: GlobalISel through `-global-isel`, falling back per function as
`-global-isel-abort=0` says; `-global-isel-abort=2` counts the fallbacks), beside llc at the same
level. A table of the wall ratios closes the report.

  bench-modules.py                      every module, 5 runs each
  bench-modules.py --only zstd,regex    these modules
  bench-modules.py --levels O0 --runs 3
  bench-modules.py --quick              what CI runs: the small csmith module, one run each
"""

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import realprog  # noqa: E402  (the C programs' sources, recipes and kiln-cc)
from side_by_side import side_by_side  # noqa: E402

REPO = Path(__file__).resolve().parent.parent
CACHE = Path(os.environ.get("KILN_CACHE", Path.home() / ".cache" / "kiln"))
WORK = CACHE / "bench" / "modules"
LEVELS = ("O0", "O2")
DEBIAN_RUSTC = "/usr/bin/rustc"
KILN = Path(os.environ.get("KILN_BINARY") or Path(os.environ.get("CARGO_TARGET_DIR") or REPO / "target") / "release" / "kiln")


def run(cmd, cwd=None, env=None):
    proc = subprocess.run(cmd, cwd=cwd, env=env, capture_output=True, text=True)
    if proc.returncode != 0:
        sys.exit(f"bench-modules: {' '.join(map(str, cmd))} failed:\n{proc.stderr[-2000:]}")
    return proc.stdout


def link(parts, out: Path):
    """llvm-link's textual module of `parts`, written atomically to `out`."""
    run(["llvm-link", "-S", *map(str, parts), "-o", f"{out}.tmp"])
    os.replace(f"{out}.tmp", out)


# ------------------------------------------------------------------------------- the modules


def csmith_module(level: str, quick: bool) -> Path:
    """The linked csmith module: programs in seed order that kiln compiles, until the size."""
    name, limit = ("csmith-small", 300_000) if quick else ("csmith", 10_000_000)
    out = WORK / f"{name}-{level}.ll"
    if out.exists():
        return out
    parts_dir = WORK / "parts"
    shutil.rmtree(parts_dir, ignore_errors=True)
    parts_dir.mkdir(parents=True)
    size, parts = 0, []
    sources = sorted((CACHE / "csmith" / "ll" / level).glob("*.ll"), key=lambda p: int(re.sub(r"\D", "", p.stem) or 0))
    if not sources:
        sys.exit(f"bench-modules: no csmith IR in {CACHE}/csmith (build it with scripts/conformance.py --check llc-run/csmith-{level} --sample)")
    for f in sources:
        if subprocess.run([str(KILN), "llc", f"-{level}", "-filetype=null", str(f), "-o", "/dev/null"], capture_output=True).returncode != 0:
            continue
        part = parts_dir / f.name
        part.write_text(f.read_text().replace("@main(", f"@main_{f.stem}("))
        parts.append(part)
        size += f.stat().st_size
        if size > limit:
            break
    link(parts, out)
    shutil.rmtree(parts_dir)
    return out


# (realprog label, make arguments per directory): builds of the one program, nothing else.
C_PROGRAMS = {
    "zstd": ("libzstd", [("programs", ["zstd", *realprog.ZSTD_MAKE])]),
    "xz": ("xz-utils", [(".", [])]),
}


def c_program_module(name: str, level: str) -> Path:
    """The program's files as its own build compiles them (clang-14 IR through kiln-cc, llc as the
    back end, pic), one IR file per source file, linked into one module."""
    out = WORK / f"{name}-{level}.ll"
    if out.exists():
        return out
    label, steps = C_PROGRAMS[name]
    prog = next(p for p in realprog.PROGRAMS if p.label == label)
    tree = WORK / "build" / f"{name}-{level}"
    shutil.rmtree(tree, ignore_errors=True)
    shutil.copytree(realprog.prepared(prog), tree, symlinks=True)
    ir_list = tree / ".kiln-ir-list"
    ir_list.write_text("")
    env = {**os.environ, "CC": str(realprog.WRAPPER), "KILN_RP_BACKEND": "llc", "KILN_RP_LEVEL": level,
           "KILN_RP_RELOC": "pic", "KILN_RP_CACHE": str(realprog.CACHE / "cc"), "KILN_RP_IR_LIST": str(ir_list)}
    for sub, args in steps:
        run(["make", f"-j{os.cpu_count() or 1}", *args], cwd=tree / sub, env=env)
    # One IR file per source file of the tree: a file compiled twice (xz's tuklib, into liblzma
    # and into xz) would define its functions twice, and the probes a Makefile compiles and
    # deletes (zstd's have_pthread.c) are not the program. Source names are relative to the
    # directory each was compiled in (`../common/tuklib_physmem.c` from src/liblzma and src/xz).
    sources = {str(p.relative_to(tree)) for p in tree.rglob("*.c")}
    by_source = {}
    for ll in dict.fromkeys(Path(p) for p in ir_list.read_text().split()):
        named = re.search(r'^source_filename = "(.*)"$', ll.read_text(), re.M)
        key = re.sub(r"^(\.\./)+", "", os.path.normpath(named.group(1))) if named else ""
        if any(s == key or s.endswith("/" + key) for s in sources):
            by_source.setdefault(key, ll)
    if not by_source:
        sys.exit(f"bench-modules: the {label} build compiled no file of {name}")
    link([by_source[k] for k in sorted(by_source)], out)
    shutil.rmtree(tree)
    return out


# The crates at exact versions (the newest whose minimum Rust version 1.63 meets), so that the
# module does not change with crates.io.
RUST_CRATES = {"regex": "1.9.6", "regex-automata": "0.3.9", "regex-syntax": "0.7.5", "aho-corasick": "1.1.5", "memchr": "2.8.3"}
RUST_MODULE_CRATE = "regex-automata"


def rust_module(level: str) -> Path:
    out = WORK / f"regex-{level}.ll"
    if out.exists():
        return out
    if not Path(DEBIAN_RUSTC).exists():
        print("bench-modules: installing Debian's rustc (LLVM 14 IR)", flush=True)
        realprog.sudo(["apt-get", "install", "-y", "-qq", "--no-install-recommends", "rustc"])
    work = WORK / "build" / "regex"
    if not (work / "metadata.json").exists():
        shutil.rmtree(work, ignore_errors=True)
        work.mkdir(parents=True)
        deps = "\n".join(f'{k} = "={v}"' for k, v in RUST_CRATES.items())
        (work / "Cargo.toml").write_text(
            f'[package]\nname = "kiln-bench-regex"\nversion = "0.0.0"\nedition = "2021"\n\n[lib]\npath = "lib.rs"\n\n'
            f"[dependencies]\n{deps}\n\n[workspace]\n")
        (work / "lib.rs").write_text("")
        run(["cargo", "vendor", "-q", "vendor"], cwd=work)
        (work / "metadata.json").write_text(run(["cargo", "metadata", "--format-version", "1", "--offline", "--config",
                                                 'source.crates-io.replace-with="vendor"', "--config", 'source.vendor.directory="vendor"'], cwd=work))
    meta = json.loads((work / "metadata.json").read_text())
    packages = {p["id"]: p for p in meta["packages"]}
    nodes = {n["id"]: n for n in meta["resolve"]["nodes"]}
    lib_dir = work / "lib"
    lib_dir.mkdir(exist_ok=True)

    def rustc(pid, out_dir, extra):
        """rustc's command for the library of package `pid`, its dependencies built first."""
        pkg, node = packages[pid], nodes[pid]
        target = next(t for t in pkg["targets"] if "lib" in t["kind"])
        crate = target["name"].replace("-", "_")
        cmd = [DEBIAN_RUSTC, "--crate-name", crate, "--edition", target["edition"], target["src_path"], "--crate-type", "lib",
               "--cap-lints", "allow", "-L", f"dependency={lib_dir}", "--out-dir", str(out_dir)]
        cmd += [arg for f in node["features"] for arg in ("--cfg", f'feature="{f}"')]
        for dep in node["deps"]:
            cmd += ["--extern", f"{dep['name']}={build(dep['pkg'])}"]
        return cmd + extra

    def build(pid):
        """The rlib of package `pid`, built (with its dependencies) unless it is already."""
        rlib = lib_dir / f"lib{packages[pid]['name'].replace('-', '_')}.rlib"
        if not rlib.exists():
            run(rustc(pid, lib_dir, ["-C", "opt-level=3"]))
        return rlib

    pid = next(i for i, p in packages.items() if p["name"] == RUST_MODULE_CRATE)
    run(rustc(pid, work, ["-C", f"opt-level={level[1:]}", "-C", "codegen-units=1", "-C", "debuginfo=0", f"--emit=llvm-ir={out}.tmp"]))
    os.replace(f"{out}.tmp", out)
    return out


def module(name: str, level: str, quick: bool) -> Path:
    WORK.mkdir(parents=True, exist_ok=True)
    if name == "csmith":
        return csmith_module(level, quick)
    if name in C_PROGRAMS:
        return c_program_module(name, level)
    return rust_module(level)


MODULES = ("csmith", "zstd", "xz", "regex")

# ------------------------------------------------------------------------------- the benchmark


def configurations(level: str):
    """(label, kiln's selector flags, jobs, whether GlobalISel selects) for a level: its default
    selector at -j1 and -j2, and the other selector at -j1."""
    if level == "O0":
        return [("GlobalISel (default) -j1", [], 1, True), ("GlobalISel (default) -j2", [], 2, True),
                ("SelectionDAG -j1", ["-global-isel=0"], 1, False)]
    return [("SelectionDAG (default) -j1", [], 1, False), ("SelectionDAG (default) -j2", [], 2, False),
            ("GlobalISel -j1", ["-global-isel", "-global-isel-abort=0"], 1, True)]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--only", default=",".join(MODULES), help="modules, comma-separated: " + " ".join(MODULES))
    ap.add_argument("--levels", nargs="+", default=list(LEVELS), choices=LEVELS)
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--quick", action="store_true", help="the small csmith module only, one run")
    args = ap.parse_args()
    names = ["csmith"] if args.quick else args.only.split(",")
    runs = 1 if args.quick else args.runs
    if unknown := [n for n in names if n not in MODULES]:
        ap.error(f"unknown module {unknown[0]}")
    if shutil.which("llc") is None:
        print("bench-modules: llc not found")
        return 0
    table = []
    for name in names:
        for level in args.levels:
            path = module(name, level, args.quick)
            mb = path.stat().st_size / 1e6
            for label, flags, jobs, gisel in configurations(level):
                # A compile that fails stops side_by_side with its command (and kiln's error).
                kiln = [str(KILN), "llc", f"-{level}", *flags, f"-j{jobs}", "-filetype=obj", str(path), "-o", "/dev/null"]
                if gisel:
                    remarks = subprocess.run([*kiln[:3], "-global-isel", "-global-isel-abort=2", "-filetype=null", str(path), "-o", "/dev/null"],
                                             capture_output=True, text=True).stderr
                    label += f", {sum(line.startswith('remark:') for line in remarks.splitlines())} functions fall back"
                llc = ["llc", f"-{level}", "-filetype=obj", str(path), "-o", "/dev/null"]
                (kw, kc, km), (lw, lc, lm) = side_by_side(f"{path.name} ({mb:.1f} MB) -{level}, kiln {label}", kiln, llc, runs)
                table.append((f"{name} -{level}", label, kw / lw, kc / lc, km / lm))
    print("\nkiln/llc ratios (median wall, CPU, peak memory):")
    for module_level, label, wall, cpu, peak in table:
        print(f"  {module_level:12} {label:48} wall {wall:.2f}  cpu {cpu:.2f}  peak {peak:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
