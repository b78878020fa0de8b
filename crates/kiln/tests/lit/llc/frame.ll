; Frame layout by prolog/epilog insertion: frame-pointer elimination, callee-saved register
; spills with their CFI, stack realignment for an over-aligned local, the red zone left unused
; by functions that call, and variable-sized objects that force a frame pointer.
; RUN: kiln llc -O2 %s -o - | FileCheck %s

target triple = "x86_64-unknown-linux-gnu"

declare void @use(i8*)
declare i64 @get()

; A leaf with a small local: no frame setup needed beyond the local.
define i32 @leaf_local(i32 %x) {
  %a = alloca i32, align 4
  store volatile i32 %x, i32* %a
  %v = load volatile i32, i32* %a
  ret i32 %v
}

; frame-pointer=all keeps rbp
define void @with_frame_pointer() #0 {
  %a = alloca [16 x i8], align 1
  %p = getelementptr [16 x i8], [16 x i8]* %a, i64 0, i64 0
  call void @use(i8* %p)
  ret void
}

; values live across calls need callee-saved registers (or spill slots)
define i64 @callee_saved(i64 %x) {
  %a = call i64 @get()
  %b = call i64 @get()
  %s = add i64 %a, %b
  %r = add i64 %s, %x
  ret i64 %r
}

; a 64-byte-aligned local realigns the stack
define void @realign() {
  %a = alloca [8 x i64], align 64
  %p = bitcast [8 x i64]* %a to i8*
  call void @use(i8* %p)
  ret void
}

; a dynamic alloca needs a frame pointer
define void @dynamic(i64 %n) {
  %a = alloca i8, i64 %n, align 16
  call void @use(i8* %a)
  ret void
}

attributes #0 = { "frame-pointer"="all" }

; CHECK-LABEL: leaf_local:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: movl	%edi, -4(%rsp)
; CHECK-NEXT: movl	-4(%rsp), %eax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end0:
; CHECK-LABEL: with_frame_pointer:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: pushq	%rbp
; CHECK-NEXT: .cfi_def_cfa_offset 16
; CHECK-NEXT: .cfi_offset %rbp, -16
; CHECK-NEXT: movq	%rsp, %rbp
; CHECK-NEXT: .cfi_def_cfa_register %rbp
; CHECK-NEXT: subq	$16, %rsp
; CHECK-NEXT: leaq	-16(%rbp), %rdi
; CHECK-NEXT: callq	use@PLT
; CHECK-NEXT: addq	$16, %rsp
; CHECK-NEXT: popq	%rbp
; CHECK-NEXT: .cfi_def_cfa %rsp, 8
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end1:
; CHECK-LABEL: callee_saved:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: pushq	%r14
; CHECK-NEXT: .cfi_def_cfa_offset 16
; CHECK-NEXT: pushq	%rbx
; CHECK-NEXT: .cfi_def_cfa_offset 24
; CHECK-NEXT: pushq	%rax
; CHECK-NEXT: .cfi_def_cfa_offset 32
; CHECK-NEXT: .cfi_offset %r14, -16
; CHECK-NEXT: .cfi_offset %rbx, -24
; CHECK-NEXT: movq	%rdi, %rbx
; CHECK-NEXT: callq	get@PLT
; CHECK-NEXT: movq	%rax, %r14
; CHECK-NEXT: callq	get@PLT
; CHECK-NEXT: addq	%r14, %rax
; CHECK-NEXT: addq	%rbx, %rax
; CHECK-NEXT: popq	%rcx
; CHECK-NEXT: .cfi_def_cfa_offset 24
; CHECK-NEXT: popq	%rbx
; CHECK-NEXT: .cfi_def_cfa_offset 16
; CHECK-NEXT: popq	%r14
; CHECK-NEXT: .cfi_def_cfa_offset 8
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end2:
; CHECK-LABEL: realign:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: pushq	%rbp
; CHECK-NEXT: .cfi_def_cfa_offset 16
; CHECK-NEXT: .cfi_offset %rbp, -16
; CHECK-NEXT: movq	%rsp, %rbp
; CHECK-NEXT: .cfi_def_cfa_register %rbp
; CHECK-NEXT: andq	$-64, %rsp
; CHECK-NEXT: subq	$128, %rsp
; CHECK-NEXT: leaq	(%rsp), %rdi
; CHECK-NEXT: callq	use@PLT
; CHECK-NEXT: movq	%rbp, %rsp
; CHECK-NEXT: popq	%rbp
; CHECK-NEXT: .cfi_def_cfa %rsp, 8
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end3:
; CHECK-LABEL: dynamic:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: pushq	%rbp
; CHECK-NEXT: .cfi_def_cfa_offset 16
; CHECK-NEXT: .cfi_offset %rbp, -16
; CHECK-NEXT: movq	%rsp, %rbp
; CHECK-NEXT: .cfi_def_cfa_register %rbp
; CHECK-NEXT: addq	$15, %rdi
; CHECK-NEXT: andq	$-16, %rdi
; CHECK-NEXT: movq	%rsp, %rax
; CHECK-NEXT: subq	%rdi, %rax
; CHECK-NEXT: movq	%rax, %rsp
; CHECK-NEXT: movq	%rax, %rdi
; CHECK-NEXT: callq	use@PLT
; CHECK-NEXT: movq	%rbp, %rsp
; CHECK-NEXT: popq	%rbp
; CHECK-NEXT: .cfi_def_cfa %rsp, 8
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end4:
