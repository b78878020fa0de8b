#!/usr/bin/env python3
"""The test suites of four Rust crates, with each test target's own code compiled by kiln.

rustc 1.95 (rustup's toolchain) builds every test target of the crates in CRATES (the library's
unit tests and each tests/*.rs; doctests do not count) with one codegen unit, keeping its LLVM IR
(`--emit=llvm-ir`, `-C save-temps`, no debug info) and recording its link command through a `-C linker=`
wrapper. kiln compiles that IR (`kiln llc -ON -filetype=obj -relocation-model=pic`) into the
object that replaces rustc's own in the link command; std, the dependencies and the allocator
shim stay as rustc built them. The test binary then runs, and the target passes when every test
does. The builds are panic=unwind, the default: libtest catches each failing test's panic, and
tests that expect a panic (`#[should_panic]`, catch_unwind) unwind through kiln's code.

  rust_crates.py                   every crate at -O0 and -O2, the target objects by kiln
  rust_crates.py --object rustc    the same with rustc's own objects: checks the harness itself
  rust_crates.py --crate base64 --opt 2

rustc builds with `-C opt-level=N` for the target (dependencies stay at the test profile's
-O0), and kiln compiles that IR at -ON. Sources, builds and link records are cached in
$KILN_CACHE/rust-crates (a cold build compiles the crates' dev-dependencies, criterion among them);
the -unwind folders are apart from the panic=abort ones of earlier versions of this script, whose
RUSTC_BOOTSTRAP=1 build scripts (rustix's) remember a nightly compiler.
scripts/conformance.py runs the same as its `rust-crates/CRATE-ON` checks.
"""

import argparse
import functools
import json
import os
import re
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Optional

REPO = Path(__file__).resolve().parent.parent
CACHE = Path(os.environ.get("KILN_CACHE", Path.home() / ".cache" / "kiln")) / "rust-crates"
KILN = Path(os.environ.get("KILN_BINARY") or Path(os.environ.get("CARGO_TARGET_DIR") or REPO / "target") / "release" / "kiln")
TOOLCHAIN = "1.95.0"
CRATES = {"regex-syntax": "0.8.5", "base64": "0.22.1", "semver": "1.0.26", "unicode-segmentation": "1.12.0"}
LEVELS = (0, 2)
# Test targets that run only at -O2: base64's unit tests loop exhaustively (every 3-symbol
# input, 100_000 random round trips per engine) and take over 15 CPU minutes at -O0.
ONLY_O2 = {("base64", "lib")}
# rustc's flags for the test target (cargo's own come first). No debug info: the harness
# measures code generation, and the test profile's full debug info triples the IR.
TARGET_FLAGS = ["-C", "codegen-units=1", "-C", "save-temps", "--emit=llvm-ir,link", "-C", "debuginfo=0"]

LINKER_WRAPPER = """#!/usr/bin/env python3
# Written by kiln's scripts/rust_crates.py: records rustc's link command, then links.
import json, os, sys
with open(os.environ["KILN_LINK_RECORD"], "w") as f:
    json.dump({"cwd": os.getcwd(), "args": sys.argv[1:]}, f)
os.execvp("cc", ["cc"] + sys.argv[1:])
"""


@dataclass
class Result:
    ok: bool
    why: str = ""
    passed: int = 0
    failed: int = 0


def run(cmd, timeout, **kw):
    """(exit code, stdout + stderr text); a timeout is exit 124."""
    try:
        p = subprocess.run(cmd, capture_output=True, timeout=timeout, **kw)
        return p.returncode, (p.stdout + p.stderr).decode(errors="replace")
    except subprocess.TimeoutExpired:
        return 124, f"timed out after {timeout}s"


def first_error(text: str) -> str:
    lines = [line for line in text.splitlines() if line.strip()]
    errors = [line for line in lines if "error" in line.lower()]
    line = (errors or lines or [""])[0].strip().replace(f"{CACHE}/build-unwind/", "")
    # Rust's mangled names run to hundreds of characters: keep their start.
    return re.sub(r"in function '([^']{50})[^']+'", r"in function '\1...'", line)[:240]


@functools.lru_cache(maxsize=None)
def toolchain() -> Optional[list]:
    """rustup's toolchain argument for rustc TOOLCHAIN: none when the default toolchain is that
    release (a new machine has only rustup's `stable`), else `+TOOLCHAIN`; None when neither is."""
    for selector in ([], [f"+{TOOLCHAIN}"]):
        code, out = run(["rustc", *selector, "--version"], 120)
        if code == 0 and out.startswith(f"rustc {TOOLCHAIN} "):
            return selector
    return None


def cargo(*args) -> list:
    selector = toolchain()
    if selector is None:
        sys.exit(f"rust_crates: needs rustc {TOOLCHAIN}, as the default toolchain or rustup's `{TOOLCHAIN}`")
    return ["cargo", *selector, *args]


def crate_dir(crate: str) -> Path:
    """The crate's published sources, fetched from crates.io by cargo once."""
    out = CACHE / "src" / f"{crate}-{CRATES[crate]}"
    if out.is_dir():
        return out
    fetch = CACHE / "fetch"
    (fetch / "src").mkdir(parents=True, exist_ok=True)
    (fetch / "src" / "lib.rs").touch()
    deps = "\n".join(f'{name} = "={version}"' for name, version in CRATES.items())
    (fetch / "Cargo.toml").write_text(
        f'[package]\nname = "kiln-rust-crates-fetch"\nversion = "0.0.0"\nedition = "2021"\npublish = false\n\n[dependencies]\n{deps}\n'
    )
    subprocess.run(cargo("fetch", "-q"), cwd=fetch, check=True)
    registry = Path(os.environ.get("CARGO_HOME", Path.home() / ".cargo")) / "registry" / "src"
    found = sorted(registry.glob(f"*/{out.name}"))
    if not found:
        sys.exit(f"rust_crates: cargo fetched {out.name} but it is not under {registry}")
    shutil.copytree(found[0], out)
    return out


@functools.lru_cache(maxsize=None)
def targets(crate: str) -> dict:
    """The crate's test targets, `lib` and `test/NAME` for each integration test, with the
    source file that roots each."""
    code, out = run(cargo("metadata", "-q", "--no-deps", "--format-version", "1"), 300, cwd=crate_dir(crate))
    if code != 0:
        sys.exit(f"rust_crates: cargo metadata failed for {crate}: {first_error(out)}")
    package = json.loads(out[: out.rindex("}") + 1])["packages"][0]
    # The default features and those they enable: a test needing other features is left out.
    enabled, pending = set(), ["default"]
    while pending:
        feature = pending.pop()
        if feature not in enabled:
            enabled.add(feature)
            pending += package["features"].get(feature, [])
    found = {}
    for t in package["targets"]:
        if "lib" in t["kind"] and t.get("test", True):
            found["lib"] = t["src_path"]
        elif t["kind"] == ["test"] and enabled.issuperset(t.get("required-features", [])):
            found[f"test/{t['name']}"] = t["src_path"]
    return found


def level_targets(crate: str, opt: int) -> list:
    """The test targets run at -O`opt`."""
    return [t for t in targets(crate) if opt != 0 or (crate, t) not in ONLY_O2]


def build(crate: str, target: str, opt: int, jobs: int):
    """rustc's build of one test target at -C opt-level=`opt`, kept in its own folder: the
    target's IR (`target.ll`), rustc's object of it (`rustc.o`), the other objects the link
    command names from the build folder, and the command (`link.json`). Cached."""
    out = CACHE / "build-unwind" / crate / f"{target.replace('/', '-')}-O{opt}"
    flags = TARGET_FLAGS + ["-C", f"opt-level={opt}"]
    if (out / "link.json").is_file():
        link = json.loads((out / "link.json").read_text())
        # Reused while its flags hold and the libraries and objects it names are still there.
        inputs = [a for a in link["args"] if a.startswith(str(CACHE)) and a.endswith((".rlib", ".o", ".a"))]
        if link.get("flags") == flags and all(Path(a).is_file() for a in inputs):
            return out, ""
    shutil.rmtree(out, ignore_errors=True)
    (out / "objects").mkdir(parents=True)
    wrapper = CACHE / "linker-wrapper"
    if not wrapper.is_file() or wrapper.read_text() != LINKER_WRAPPER:
        wrapper.write_text(LINKER_WRAPPER)
        wrapper.chmod(0o755)
    record = out / "record.json"
    selector = ["--lib"] if target == "lib" else ["--test", target.split("/", 1)[1]]
    target_dir = CACHE / "target-unwind" / crate
    env = dict(os.environ, KILN_LINK_RECORD=str(record), CARGO_TARGET_DIR=str(target_dir))
    # A fresh target would not run rustc (nor the linker) again.
    os.utime(targets(crate)[target])
    cmd = cargo("rustc", "-q", "-j", str(jobs), "--profile", "test", *selector, "--")
    cmd += flags + ["-C", f"linker={wrapper}"]
    code, text = run(cmd, 3600, cwd=crate_dir(crate), env=env)
    if code != 0 or not record.is_file():
        return None, f"rustc build fails: {first_error(text)}"
    link = json.loads(record.read_text())
    args = link["args"]
    output = args[args.index("-o") + 1]
    own = [a for a in args if a.endswith(".rcgu.o") and Path(a[: -len(".o")] + ".ll").is_file()]
    if len(own) != 1:
        return None, f"expected one object of the target with its IR in the link command, found {len(own)}"
    for i, arg in enumerate(args):
        if arg == own[0]:
            shutil.copy(arg, out / "rustc.o")
            shutil.copy(arg[: -len(".o")] + ".ll", out / "target.ll")
            args[i] = "{object}"
        elif arg == output:
            args[i] = "{output}"
        elif arg.endswith(".o") and arg.startswith(str(target_dir)) and Path(arg).is_file():
            copy = out / "objects" / f"{i}-{Path(arg).name}"
            shutil.copy(arg, copy)
            args[i] = str(copy)
    link["flags"] = flags
    (out / "link.json").write_text(json.dumps(link, indent=1))
    return out, ""


def test_target(crate: str, target: str, opt: int, object_from: str, jobs: int = 1) -> Result:
    """Builds (cached), compiles with kiln, links and runs one test target."""
    folder, why = build(crate, target, opt, jobs)
    if folder is None:
        return Result(False, why)
    obj = folder / "rustc.o"
    if object_from == "kiln":
        obj = folder / "kiln.o"
        cmd = [str(KILN), "llc", f"-O{opt}", "-filetype=obj", "-relocation-model=pic", str(folder / "target.ll"), "-o", str(obj)]
        code, text = run(cmd, 1800)
        if code != 0:
            return Result(False, f"kiln: {first_error(text)}")
    link = json.loads((folder / "link.json").read_text())
    binary = folder / f"test-{object_from}"
    args = [str(obj) if a == "{object}" else str(binary) if a == "{output}" else a for a in link["args"]]
    code, text = run(["cc", *args], 300, cwd=link["cwd"])
    if code != 0:
        return Result(False, f"link fails: {first_error(text)}")
    env = dict(os.environ, CARGO_MANIFEST_DIR=str(crate_dir(crate)))
    code, text = run([str(binary), "--test-threads", "1"], 1200, cwd=crate_dir(crate), env=env)
    counts = re.search(r"test result: \w+\. (\d+) passed; (\d+) failed", text)
    passed, failed = (int(counts[1]), int(counts[2])) if counts else (0, 0)
    if code == 0 and counts:
        return Result(True, "", passed, failed)
    failing = re.findall(r"^test (\S+) \.\.\. FAILED", text, re.M)
    why = f"{failed} tests fail, first {failing[0]}" if failing else f"test binary exits {code}: {first_error(text)}"
    return Result(False, why, passed, failed)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--crate", choices=sorted(CRATES), action="append", help="only this crate (repeatable)")
    ap.add_argument("--opt", type=int, choices=LEVELS, action="append", help="only this level (repeatable)")
    ap.add_argument("--object", choices=("kiln", "rustc"), default="kiln", help="whose object of the target to link")
    ap.add_argument("--jobs", type=int, default=1, help="cargo build jobs (the machine is shared)")
    args = ap.parse_args()
    if args.object == "kiln":
        subprocess.run(["cargo", "build", "--release", "-q", "-p", "kiln"], cwd=REPO, check=True)
    totals = [0, 0, 0]
    for crate in args.crate or sorted(CRATES):
        for opt in args.opt or LEVELS:
            for target in level_targets(crate, opt):
                r = test_target(crate, target, opt, args.object, args.jobs)
                totals[0 if r.ok else 1] += 1
                totals[2] += r.passed
                state = f"ok, {r.passed} tests pass" if r.ok else f"FAIL ({r.passed} tests pass): {r.why}"
                print(f"{crate}/{target} -O{opt}: {state}", flush=True)
    print(f"{totals[0]} targets pass, {totals[1]} fail; {totals[2]} tests pass")
    return 0 if totals[1] == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
