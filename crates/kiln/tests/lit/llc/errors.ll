; A module for another architecture is an error naming its triple.
; RUN: not kiln llc %s -o /dev/null 2>&1 | FileCheck %s

target triple = "aarch64-unknown-linux-gnu"

define void @f() {
  ret void
}

; CHECK: kiln llc: error: unable to get target for 'aarch64-unknown-linux-gnu', see --version and --triple.
