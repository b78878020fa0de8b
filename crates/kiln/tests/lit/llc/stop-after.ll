; -stop-after=finalize-isel prints the selected machine IR; -run-pass reads it back.
; RUN: kiln llc -O0 -stop-after=finalize-isel %s -o %t.mir && kiln llc -run-pass=phi-node-elimination %t.mir -o - | FileCheck %s
; RUN: kiln llc -O0 -stop-after=finalize-isel %s -o - | FileCheck %s --check-prefix=ISEL

define i64 @load_add(i64* %p, i64 %x) {
entry:
  %v = load i64, i64* %p
  %s = add i64 %v, %x
  ret i64 %s
}
