; A shift amount masked to its low byte (`and i64 %e, 255`, as zstd's bit streams write
; `(size_t)(BYTE)nbBits`) is truncated to the i8 the shift reads: the combine drops the mask,
; which keeps every bit the truncation keeps, so no zero extension (`movzbl %cl, %ecx`) is
; selected before the shift, as llc does.
; RUN: kiln llc -O2 %s -o - | FileCheck %s

target triple = "x86_64-unknown-linux-gnu"

define i64 @f(i64 %c, i64 %v, i64* %p) {
  %e = load i64, i64* %p
  %n = and i64 %e, 255
  %s = lshr i64 %c, %n
  %o = or i64 %s, %e
  ret i64 %o
}

; CHECK-LABEL: f:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: movq	(%rdx), %rax
; CHECK-NEXT: movb	%al, %cl
; CHECK-NEXT: shrq	%cl, %rdi
; CHECK-NEXT: orq	%rax, %rdi
; CHECK-NEXT: movq	%rdi, %rax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end0:
