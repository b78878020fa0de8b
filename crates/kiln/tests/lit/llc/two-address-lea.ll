; Two-address lowering above -O0: an add of an immediate or a register whose source is still read after it
; becomes a three-address LEA (the target's convert_to_three_address), so no copy of the
; source is needed; when the add reads its source for the last time it stays an add. -O0
; keeps the copy.
; RUN: kiln llc -O2 %s -o - | FileCheck %s
; RUN: kiln llc -O0 %s -o - | FileCheck %s --check-prefix=O0

target triple = "x86_64-unknown-linux-gnu"

; CHECK-LABEL: both_live:
; CHECK:       leaq 16(%rdi), %r{{[a-z0-9]+}}
; CHECK-NOT:   addq
; CHECK:       retq
; O0-LABEL:    both_live:
; O0:          addq $16,
define i64 @both_live(i64 %a, ptr %p) {
  %b = add i64 %a, 16
  store i64 %a, ptr %p
  %c = mul i64 %a, %b
  ret i64 %c
}

; CHECK-LABEL: source_dies:
; CHECK:       addq $16, %rdi
; CHECK-NOT:   leaq
; CHECK:       retq
define i64 @source_dies(i64 %a, ptr %p) {
  %b = add i64 %a, 16
  store i64 %b, ptr %p
  ret i64 %b
}

; Both sources of a register add stay live: `leaq (%rdi,%rsi)`, the index narrowed to
; GR64_NOSP (-verify-machineinstrs checks the class).
; RUN: kiln llc -O2 -verify-machineinstrs %s -o - | FileCheck %s --check-prefix=RR
; RR-LABEL:    both_sources_live:
; RR:          leaq (%r{{[a-z0-9]+}},%r{{[a-z0-9]+}}), %r{{[a-z0-9]+}}
; RR-NOT:      addq
; RR:          retq
define i64 @both_sources_live(i64 %a, i64 %b, ptr %p) {
  %c = add i64 %a, %b
  store i64 %a, ptr %p
  store i64 %b, ptr %p
  %d = mul i64 %c, %a
  %e = mul i64 %d, %b
  ret i64 %e
}

; The 32-bit forms: an lea of the 32-bit registers (`LEA32_64r`, written `leal` of their
; 64-bit registers), the index narrowed to GR32_NOSP.
; RR-LABEL:    both_live_32:
; RR:          leal 16(%r{{[a-z0-9]+}}), %e{{[a-z0-9]+}}
; RR-NOT:      addl
; RR:          retq
define i32 @both_live_32(i32 %a, ptr %p) {
  %b = add i32 %a, 16
  store i32 %a, ptr %p
  %c = mul i32 %a, %b
  ret i32 %c
}

; RR-LABEL:    both_sources_live_32:
; RR:          leal (%r{{[a-z0-9]+}},%r{{[a-z0-9]+}}), %e{{[a-z0-9]+}}
; RR-NOT:      addl
; RR:          retq
define i32 @both_sources_live_32(i32 %a, i32 %b, ptr %p) {
  %c = add i32 %a, %b
  store i32 %a, ptr %p
  store i32 %b, ptr %p
  %d = mul i32 %c, %a
  %e = mul i32 %d, %b
  ret i32 %e
}
