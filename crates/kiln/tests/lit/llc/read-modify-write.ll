; Read-modify-write selection: a value loaded, combined with a register or an immediate by
; add/sub/and/or/xor, and stored back to the same address is one instruction (`addl %esi,
; 4(%rdi)`, `addl $1, (%rdi)`), as llc selects it. Not when the access is volatile, the store
; truncates, the combined value has another use, or another store comes between the load and
; the store. A load beside a small constant is not folded into the arithmetic: loading it and
; using the 8-bit immediate form is shorter (`movl 12(%rdi), %eax; addl $5, %eax`, not
; `movl $5, %eax; addl 12(%rdi), %eax`).
; RUN: kiln llc -O2 %s -o - | FileCheck %s
target triple = "x86_64-unknown-linux-gnu"

define void @inc(i32* %p, i32 %x) {
  %v = load i32, i32* %p
  %a = add i32 %v, 1
  store i32 %a, i32* %p
  %q = getelementptr i32, i32* %p, i64 1
  %w = load i32, i32* %q
  %b = add i32 %w, %x
  store i32 %b, i32* %q
  %r = getelementptr i32, i32* %p, i64 2
  %u = load i32, i32* %r
  %c = xor i32 %u, 255
  store i32 %c, i32* %r
  %s = getelementptr i32, i32* %p, i64 3
  %t = load i32, i32* %s
  %d = shl i32 %t, 3
  store i32 %d, i32* %s
  ret void
}

define void @vol(i32* %p) {
  %v = load volatile i32, i32* %p
  %a = add i32 %v, 5
  store volatile i32 %a, i32* %p
  ret void
}

define void @trunc(i32* %p, i8* %q) {
  %v = load i32, i32* %p
  %a = add i32 %v, 5
  %t = trunc i32 %a to i8
  store i8 %t, i8* %q
  ret void
}

define i32 @twouse(i32* %p) {
  %v = load i32, i32* %p
  %a = add i32 %v, 7
  store i32 %a, i32* %p
  ret i32 %a
}

define void @between(i32* %p, i32* %q) {
  %v = load i32, i32* %p
  store i32 9, i32* %q
  %a = sub i32 %v, 300
  store i32 %a, i32* %p
  ret void
}

define void @i8s(i8* %p, i8 %x, i64* %r) {
  %v = load i8, i8* %p
  %a = or i8 %v, %x
  store i8 %a, i8* %p
  %w = load i64, i64* %r
  %b = and i64 %w, -256
  store i64 %b, i64* %r
  ret void
}

define i32 @small_immediate(i32* %p) {
  %q = getelementptr i32, i32* %p, i64 3
  %v = load i32, i32* %q
  %a = add i32 %v, 5
  ret i32 %a
}


; CHECK-LABEL: inc:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: addl	$1, (%rdi)
; CHECK-NEXT: addl	%esi, 4(%rdi)
; CHECK-NEXT: xorl	$255, 8(%rdi)
; CHECK-NEXT: movl	12(%rdi), %eax
; CHECK-NEXT: shll	$3, %eax
; CHECK-NEXT: movl	%eax, 12(%rdi)
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end0:
; CHECK-LABEL: vol:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: movl	(%rdi), %eax
; CHECK-NEXT: addl	$5, %eax
; CHECK-NEXT: movl	%eax, (%rdi)
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end1:
; CHECK-LABEL: trunc:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: movl	(%rdi), %eax
; CHECK-NEXT: addl	$5, %eax
; CHECK-NEXT: movb	%al, (%rsi)
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end2:
; CHECK-LABEL: twouse:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: movl	(%rdi), %eax
; CHECK-NEXT: addl	$7, %eax
; CHECK-NEXT: movl	%eax, (%rdi)
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end3:
; CHECK-LABEL: between:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: movl	(%rdi), %eax
; CHECK-NEXT: movl	$9, (%rsi)
; CHECK-NEXT: subl	$300, %eax
; CHECK-NEXT: movl	%eax, (%rdi)
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end4:
; CHECK-LABEL: i8s:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: orb	%sil, (%rdi)
; CHECK-NEXT: andq	$-256, (%rdx)
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end5:
; CHECK-LABEL: small_immediate:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: movl	12(%rdi), %eax
; CHECK-NEXT: addl	$5, %eax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end6:
