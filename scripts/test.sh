#!/usr/bin/env bash
# kiln's whole test suite: unit, file and fuzz-as-test tests of every crate, then the fixed
# sample of the conformance corpora, failing when a count drops below conformance/baseline.txt.
# The corpora are built once and cached in ${KILN_CACHE:-~/.cache/kiln}.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
# llc's stage MIR, which the back-half corpus tests read (built once, cached).
bash scripts/llc-stages.sh
cargo test --workspace --release 2>&1
# The API documentation builds without warnings (broken or private links fail it).
RUSTDOCFLAGS="-D warnings" cargo doc --workspace --no-deps -q 2>&1
# The language implementer's path: builder, verifier, ELF object linked by gcc, and the JIT.
cargo run --release -q -p kiln --example frontend
python3 scripts/conformance.py --sample --baseline
# The benchmark script once in its quick mode (one run, small inputs), so a broken one is noticed.
bash scripts/bench-llc.sh --quick
