; Instruction selection by the generated matcher table: x86 addressing modes folded into
; loads, stores and lea; commuted operands (a load on either side of a commutative op folds
; into the same instruction); complexity ties (the immediate forms win over the register
; forms, the 8-bit immediate over the 32-bit one; test for a compare with zero).
; RUN: kiln llc -O2 %s -o - | FileCheck %s

target triple = "x86_64-unknown-linux-gnu"

; base + index*4 + displacement
define i32 @load_indexed(i32* %p, i64 %i) {
  %a = add i64 %i, 3
  %q = getelementptr inbounds i32, i32* %p, i64 %a
  %v = load i32, i32* %q
  ret i32 %v
}

; the same address form on a store
define void @store_indexed(i64* %p, i64 %i, i64 %x) {
  %q = getelementptr inbounds i64, i64* %p, i64 %i
  store i64 %x, i64* %q
  ret void
}

; a load as the left operand of add folds into addl mem, reg
define i32 @add_load_left(i32* %p, i32 %x) {
  %v = load i32, i32* %p
  %s = add i32 %v, %x
  ret i32 %s
}

; and as the right operand: the commuted variant of the same pattern
define i32 @add_load_right(i32* %p, i32 %x) {
  %v = load i32, i32* %p
  %s = add i32 %x, %v
  ret i32 %s
}

; and/or/xor/imul are commutative too
define i64 @and_load_right(i64* %p, i64 %x) {
  %v = load i64, i64* %p
  %s = and i64 %x, %v
  ret i64 %s
}

define i32 @imul_load_left(i32* %p, i32 %x) {
  %v = load i32, i32* %p
  %s = mul i32 %v, %x
  ret i32 %s
}

; small immediate: the imm8 form
define i32 @add_imm8(i32 %x) {
  %s = add i32 %x, 100
  ret i32 %s
}

; large immediate: the imm32 form
define i32 @add_imm32(i32 %x) {
  %s = add i32 %x, 100000
  ret i32 %s
}

; a read-modify-write of memory: not folded into one instruction yet (llc: addl %esi, (%rdi))
define void @add_to_memory(i32* %p, i32 %x) {
  %v = load i32, i32* %p
  %s = add i32 %v, %x
  store i32 %s, i32* %p
  ret void
}

; a compare against zero is a test, not a cmp with 0
define i32 @is_zero(i64 %x) {
  %c = icmp eq i64 %x, 0
  %r = zext i1 %c to i32
  ret i32 %r
}

; base + index*8 + disp as an address computation
define i64* @address_only(i64* %p, i64 %i) {
  %a = add i64 %i, 2
  %q = getelementptr inbounds i64, i64* %p, i64 %a
  ret i64* %q
}

; CHECK-LABEL: load_indexed:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: movl	12(%rdi,%rsi,4), %eax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end0:
; CHECK-LABEL: store_indexed:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: movq	%rdx, (%rdi,%rsi,8)
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end1:
; CHECK-LABEL: add_load_left:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: addl	(%rdi), %esi
; CHECK-NEXT: movl	%esi, %eax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end2:
; CHECK-LABEL: add_load_right:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: addl	(%rdi), %esi
; CHECK-NEXT: movl	%esi, %eax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end3:
; CHECK-LABEL: and_load_right:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: andq	(%rdi), %rsi
; CHECK-NEXT: movq	%rsi, %rax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end4:
; CHECK-LABEL: imul_load_left:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: imull	(%rdi), %esi
; CHECK-NEXT: movl	%esi, %eax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end5:
; CHECK-LABEL: add_imm8:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: addl	$100, %edi
; CHECK-NEXT: movl	%edi, %eax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end6:
; CHECK-LABEL: add_imm32:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: addl	$100000, %edi
; CHECK-NEXT: movl	%edi, %eax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end7:
; CHECK-LABEL: add_to_memory:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: addl	%esi, (%rdi)
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end8:
; CHECK-LABEL: is_zero:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: testq	%rdi, %rdi
; CHECK-NEXT: sete	%al
; CHECK-NEXT: movzbl	%al, %eax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end9:
; CHECK-LABEL: address_only:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: leaq	16(%rdi,%rsi,8), %rax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end10:
