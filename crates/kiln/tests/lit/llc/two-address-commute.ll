; Two-address lowering above -O0 swaps the sources of a commutable instruction (isCommutable
; in the x86 .td: add, and, or, xor, adc, imul, SSE add/mul/and/or/xor) when its tied source
; stays live but the other is read for the last time, so that the other is tied and no copy
; of the live source is needed. sub is not commutable and keeps its copy.
; RUN: kiln llc -O2 %s -o - | FileCheck %s
; RUN: kiln llc -O2 -regalloc=basic -verify-regalloc %s -o - | FileCheck %s --check-prefix=VERIFY
; RUN: kiln llc -O2 -regalloc=pbqp -verify-regalloc %s -o - | FileCheck %s --check-prefix=VERIFY

target triple = "x86_64-unknown-linux-gnu"

; CHECK-LABEL: add_keeps_first:
; CHECK:       imulq %rsi, %rsi
; CHECK-NEXT:  addq %rdi, %rsi
; VERIFY-LABEL: add_keeps_first:
; VERIFY:       retq
define i64 @add_keeps_first(i64 %a, i64 %b, ptr %p) {
  %c = mul i64 %b, %b
  %s = add i64 %a, %c
  store i64 %a, ptr %p
  %r = xor i64 %s, %a
  ret i64 %r
}

; CHECK-LABEL: fadd_keeps_first:
; CHECK:       mulsd %xmm1, %xmm1
; CHECK-NEXT:  addsd %xmm0, %xmm1
; CHECK-NEXT:  movsd %xmm0, (%rdi)
; CHECK-NEXT:  mulsd %xmm1, %xmm0
; CHECK-NEXT:  retq
define double @fadd_keeps_first(double %a, double %b, ptr %p) {
  %c = fmul double %b, %b
  %s = fadd double %a, %c
  store double %a, ptr %p
  %r = fmul double %s, %a
  ret double %r
}

; CHECK-LABEL: sub_keeps_copy:
; CHECK:       movq %rdi, %rax
; CHECK-NEXT:  subq %rsi, %rax
define i64 @sub_keeps_copy(i64 %a, i64 %b, ptr %p) {
  %c = mul i64 %b, %b
  %s = sub i64 %a, %c
  store i64 %a, ptr %p
  %r = xor i64 %s, %a
  ret i64 %r
}

; Both sources are read for the last time: the one the result's return register does not
; come from is tied, so the argument's copy and the return copy both join (llc's
; isProfitableToCommute): `movabsq $k, %rax; andq %rdi, %rax`, not `andq %rax, %rdi;
; movq %rdi, %rax`.
; CHECK-LABEL: mask_returned:
; CHECK:       movabsq $4611686018427387900, %rax
; CHECK-NEXT:  andq %rdi, %rax
; CHECK-NEXT:  retq
define i64 @mask_returned(i64 %x) {
  %r = and i64 %x, 4611686018427387900
  ret i64 %r
}
