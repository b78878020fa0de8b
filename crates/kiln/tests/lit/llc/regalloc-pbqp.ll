; -regalloc=pbqp, with the allocation checker (-verify-regalloc): in `loop` the copies of the
; loop's PHIs cost nothing once both sides share a register (coalescing costs) and the running
; sum lives across the call in a callee-saved register; in `pressure` twenty values live at
; once do not fit the fifteen registers, so the solver puts the cheapest on the stack (`#
; 4-byte Spill` / `Reload`) and the next round allocates the reloads; in `divide` nothing
; that lives across `idivl` is in $eax or $edx.
; RUN: kiln llc -O2 -regalloc=pbqp -verify-regalloc %s -o - | FileCheck %s

target triple = "x86_64-unknown-linux-gnu"

define i32 @loop(i32* %p, i32 %n) {
entry:
  br label %l
l:
  %i = phi i32 [0, %entry], [%i2, %l]
  %s = phi i32 [0, %entry], [%s2, %l]
  %q = getelementptr i32, i32* %p, i32 %i
  %v = load i32, i32* %q
  %s2 = add i32 %s, %v
  %i2 = add i32 %i, 1
  %c = icmp slt i32 %i2, %n
  br i1 %c, label %l, label %x
x:
  %r = call i32 @g(i32 %s2)
  %r2 = add i32 %r, %s2
  ret i32 %r2
}
declare i32 @g(i32)

define void @pressure(i32* %p) {
  %a0 = load volatile i32, i32* %p
  %a1 = load volatile i32, i32* %p
  %a2 = load volatile i32, i32* %p
  %a3 = load volatile i32, i32* %p
  %a4 = load volatile i32, i32* %p
  %a5 = load volatile i32, i32* %p
  %a6 = load volatile i32, i32* %p
  %a7 = load volatile i32, i32* %p
  %a8 = load volatile i32, i32* %p
  %a9 = load volatile i32, i32* %p
  %a10 = load volatile i32, i32* %p
  %a11 = load volatile i32, i32* %p
  %a12 = load volatile i32, i32* %p
  %a13 = load volatile i32, i32* %p
  %a14 = load volatile i32, i32* %p
  %a15 = load volatile i32, i32* %p
  %a16 = load volatile i32, i32* %p
  %a17 = load volatile i32, i32* %p
  %a18 = load volatile i32, i32* %p
  %a19 = load volatile i32, i32* %p
  store volatile i32 %a0, i32* %p
  store volatile i32 %a1, i32* %p
  store volatile i32 %a2, i32* %p
  store volatile i32 %a3, i32* %p
  store volatile i32 %a4, i32* %p
  store volatile i32 %a5, i32* %p
  store volatile i32 %a6, i32* %p
  store volatile i32 %a7, i32* %p
  store volatile i32 %a8, i32* %p
  store volatile i32 %a9, i32* %p
  store volatile i32 %a10, i32* %p
  store volatile i32 %a11, i32* %p
  store volatile i32 %a12, i32* %p
  store volatile i32 %a13, i32* %p
  store volatile i32 %a14, i32* %p
  store volatile i32 %a15, i32* %p
  store volatile i32 %a16, i32* %p
  store volatile i32 %a17, i32* %p
  store volatile i32 %a18, i32* %p
  store volatile i32 %a19, i32* %p
  ret void
}

define i32 @divide(i32 %a, i32 %b, i32 %c) {
  %q = sdiv i32 %a, %b
  %r = srem i32 %c, %q
  %s = shl i32 %r, %b
  %t = add i32 %s, %a
  %u = add i32 %t, %c
  ret i32 %u
}

; CHECK-LABEL: loop:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: pushq	%rbx
; CHECK-NEXT: .cfi_def_cfa_offset 16
; CHECK-NEXT: .cfi_offset %rbx, -16
; CHECK-NEXT: xorl	%ecx, %ecx
; CHECK-NEXT: movl	%ecx, %ebx
; CHECK-NEXT: .LBB0_1:
; CHECK-NEXT: movslq	%ecx, %rax
; CHECK-NEXT: addl	(%rdi,%rax,4), %ebx
; CHECK-NEXT: addl	$1, %ecx
; CHECK-NEXT: cmpl	%esi, %ecx
; CHECK-NEXT: jl	.LBB0_1
; CHECK-NEXT: movl	%ebx, %edi
; CHECK-NEXT: callq	g@PLT
; CHECK-NEXT: addl	%ebx, %eax
; CHECK-NEXT: popq	%rbx
; CHECK-NEXT: .cfi_def_cfa_offset 8
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end0:
; CHECK-LABEL: pressure:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: pushq	%rbp
; CHECK-NEXT: .cfi_def_cfa_offset 16
; CHECK-NEXT: pushq	%r15
; CHECK-NEXT: .cfi_def_cfa_offset 24
; CHECK-NEXT: pushq	%r14
; CHECK-NEXT: .cfi_def_cfa_offset 32
; CHECK-NEXT: pushq	%r13
; CHECK-NEXT: .cfi_def_cfa_offset 40
; CHECK-NEXT: pushq	%r12
; CHECK-NEXT: .cfi_def_cfa_offset 48
; CHECK-NEXT: pushq	%rbx
; CHECK-NEXT: .cfi_def_cfa_offset 56
; CHECK-NEXT: .cfi_offset %rbp, -16
; CHECK-NEXT: .cfi_offset %r15, -24
; CHECK-NEXT: .cfi_offset %r14, -32
; CHECK-NEXT: .cfi_offset %r13, -40
; CHECK-NEXT: .cfi_offset %r12, -48
; CHECK-NEXT: .cfi_offset %rbx, -56
; CHECK-NEXT: movl	(%rdi), %eax
; CHECK-NEXT: movl	%eax, -4(%rsp) # 4-byte Spill
; CHECK-NEXT: movl	(%rdi), %eax
; CHECK-NEXT: movl	%eax, -8(%rsp) # 4-byte Spill
; CHECK-NEXT: movl	(%rdi), %eax
; CHECK-NEXT: movl	%eax, -12(%rsp) # 4-byte Spill
; CHECK-NEXT: movl	(%rdi), %eax
; CHECK-NEXT: movl	%eax, -16(%rsp) # 4-byte Spill
; CHECK-NEXT: movl	(%rdi), %eax
; CHECK-NEXT: movl	%eax, -20(%rsp) # 4-byte Spill
; CHECK-NEXT: movl	(%rdi), %eax
; CHECK-NEXT: movl	%eax, -24(%rsp) # 4-byte Spill
; CHECK-NEXT: movl	(%rdi), %eax
; CHECK-NEXT: movl	%eax, -28(%rsp) # 4-byte Spill
; CHECK-NEXT: movl	(%rdi), %r13d
; CHECK-NEXT: movl	(%rdi), %r12d
; CHECK-NEXT: movl	(%rdi), %r15d
; CHECK-NEXT: movl	(%rdi), %r14d
; CHECK-NEXT: movl	(%rdi), %ebp
; CHECK-NEXT: movl	(%rdi), %ebx
; CHECK-NEXT: movl	(%rdi), %r11d
; CHECK-NEXT: movl	(%rdi), %r10d
; CHECK-NEXT: movl	(%rdi), %r9d
; CHECK-NEXT: movl	(%rdi), %r8d
; CHECK-NEXT: movl	(%rdi), %esi
; CHECK-NEXT: movl	(%rdi), %edx
; CHECK-NEXT: movl	(%rdi), %ecx
; CHECK-NEXT: movl	-4(%rsp), %eax # 4-byte Reload
; CHECK-NEXT: movl	%eax, (%rdi)
; CHECK-NEXT: movl	-8(%rsp), %eax # 4-byte Reload
; CHECK-NEXT: movl	%eax, (%rdi)
; CHECK-NEXT: movl	-12(%rsp), %eax # 4-byte Reload
; CHECK-NEXT: movl	%eax, (%rdi)
; CHECK-NEXT: movl	-16(%rsp), %eax # 4-byte Reload
; CHECK-NEXT: movl	%eax, (%rdi)
; CHECK-NEXT: movl	-20(%rsp), %eax # 4-byte Reload
; CHECK-NEXT: movl	%eax, (%rdi)
; CHECK-NEXT: movl	-24(%rsp), %eax # 4-byte Reload
; CHECK-NEXT: movl	%eax, (%rdi)
; CHECK-NEXT: movl	-28(%rsp), %eax # 4-byte Reload
; CHECK-NEXT: movl	%eax, (%rdi)
; CHECK-NEXT: movl	%r13d, (%rdi)
; CHECK-NEXT: movl	%r12d, (%rdi)
; CHECK-NEXT: movl	%r15d, (%rdi)
; CHECK-NEXT: movl	%r14d, (%rdi)
; CHECK-NEXT: movl	%ebp, (%rdi)
; CHECK-NEXT: movl	%ebx, (%rdi)
; CHECK-NEXT: movl	%r11d, (%rdi)
; CHECK-NEXT: movl	%r10d, (%rdi)
; CHECK-NEXT: movl	%r9d, (%rdi)
; CHECK-NEXT: movl	%r8d, (%rdi)
; CHECK-NEXT: movl	%esi, (%rdi)
; CHECK-NEXT: movl	%edx, (%rdi)
; CHECK-NEXT: movl	%ecx, (%rdi)
; CHECK-NEXT: popq	%rbx
; CHECK-NEXT: .cfi_def_cfa_offset 48
; CHECK-NEXT: popq	%r12
; CHECK-NEXT: .cfi_def_cfa_offset 40
; CHECK-NEXT: popq	%r13
; CHECK-NEXT: .cfi_def_cfa_offset 32
; CHECK-NEXT: popq	%r14
; CHECK-NEXT: .cfi_def_cfa_offset 24
; CHECK-NEXT: popq	%r15
; CHECK-NEXT: .cfi_def_cfa_offset 16
; CHECK-NEXT: popq	%rbp
; CHECK-NEXT: .cfi_def_cfa_offset 8
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end1:
; CHECK-LABEL: divide:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: movl	%edx, %r8d
; CHECK-NEXT: movl	%edi, %edx
; CHECK-NEXT: sarl	$31, %edx
; CHECK-NEXT: movl	%edi, %eax
; CHECK-NEXT: idivl	%esi
; CHECK-NEXT: movl	%eax, %ecx
; CHECK-NEXT: movl	%r8d, %edx
; CHECK-NEXT: sarl	$31, %edx
; CHECK-NEXT: movl	%r8d, %eax
; CHECK-NEXT: idivl	%ecx
; CHECK-NEXT: movl	%edx, %eax
; CHECK-NEXT: movb	%sil, %cl
; CHECK-NEXT: shll	%cl, %eax
; CHECK-NEXT: addl	%edi, %eax
; CHECK-NEXT: addl	%r8d, %eax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end2:
