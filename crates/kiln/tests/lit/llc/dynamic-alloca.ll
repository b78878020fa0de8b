; Dynamic stack allocation at -O0: an `alloca` of run-time size (the size rounded up to 16,
; subtracted from RSP, the new RSP is the address), an over-aligned `alloca` outside the entry
; block (also aligned down), stacksave/stackrestore as copies from/to RSP, and the frame and
; return addresses read from RBP and the chain of saved frame pointers. Those functions keep
; a frame pointer (restoring RSP from RBP in the epilogue); the return address of depth 0 is
; read from its fixed stack slot without one.
; RUN: kiln llc -O0 -global-isel=0 %s -o - | FileCheck %s

declare ptr @llvm.stacksave()
declare void @llvm.stackrestore(ptr)
declare ptr @llvm.frameaddress.p0(i32)
declare ptr @llvm.returnaddress(i32)
declare void @use(ptr)

define void @vla(i32 %n) {
entry:
  %count = zext i32 %n to i64
  %a = alloca i32, i64 %count, align 4
  call void @use(ptr %a)
  ret void
}

define void @scoped(i1 %c) {
entry:
  br i1 %c, label %then, label %done
then:
  %sp = call ptr @llvm.stacksave()
  %b = alloca [100 x i8], align 64
  call void @use(ptr %b)
  call void @llvm.stackrestore(ptr %sp)
  br label %done
done:
  ret void
}

define ptr @frame0() {
  %f = call ptr @llvm.frameaddress.p0(i32 0)
  ret ptr %f
}

define ptr @frame2() {
  %f = call ptr @llvm.frameaddress.p0(i32 2)
  ret ptr %f
}

define ptr @return0() {
  %r = call ptr @llvm.returnaddress(i32 0)
  ret ptr %r
}

define ptr @return1() {
  %r = call ptr @llvm.returnaddress(i32 1)
  ret ptr %r
}

; CHECK-LABEL: vla:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: pushq	%rbp
; CHECK-NEXT: .cfi_def_cfa_offset 16
; CHECK-NEXT: .cfi_offset %rbp, -16
; CHECK-NEXT: movq	%rsp, %rbp
; CHECK-NEXT: .cfi_def_cfa_register %rbp
; CHECK-NEXT: movl	%edi, %eax
; CHECK-NEXT: movq	%rsp, %rcx
; CHECK-NEXT: leaq	15(,%rax,4), %rax
; CHECK-NEXT: andq	$-16, %rax
; CHECK-NEXT: subq	%rax, %rcx
; CHECK-NEXT: movq	%rcx, %rsp
; CHECK-NEXT: movq	%rcx, %rdi
; CHECK-NEXT: callq	use@PLT
; CHECK-NEXT: movq	%rbp, %rsp
; CHECK-NEXT: popq	%rbp
; CHECK-NEXT: .cfi_def_cfa %rsp, 8
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end0:
; CHECK-LABEL: scoped:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: pushq	%rbp
; CHECK-NEXT: .cfi_def_cfa_offset 16
; CHECK-NEXT: .cfi_offset %rbp, -16
; CHECK-NEXT: movq	%rsp, %rbp
; CHECK-NEXT: .cfi_def_cfa_register %rbp
; CHECK-NEXT: subq	$16, %rsp
; CHECK-NEXT: testl	$1, %edi
; CHECK-NEXT: je	.LBB1_2
; CHECK-NEXT: movq	%rsp, %rax
; CHECK-NEXT: movq	%rsp, %rcx
; CHECK-NEXT: subq	$112, %rcx
; CHECK-NEXT: andq	$-64, %rcx
; CHECK-NEXT: movq	%rcx, %rsp
; CHECK-NEXT: movq	%rcx, %rdi
; CHECK-NEXT: movq	%rax, -8(%rbp) # 8-byte Spill
; CHECK-NEXT: callq	use@PLT
; CHECK-NEXT: movq	-8(%rbp), %rax # 8-byte Reload
; CHECK-NEXT: movq	%rax, %rsp
; CHECK-NEXT: .LBB1_2:
; CHECK-NEXT: movq	%rbp, %rsp
; CHECK-NEXT: popq	%rbp
; CHECK-NEXT: .cfi_def_cfa %rsp, 8
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end1:
; CHECK-LABEL: frame0:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: pushq	%rbp
; CHECK-NEXT: .cfi_def_cfa_offset 16
; CHECK-NEXT: .cfi_offset %rbp, -16
; CHECK-NEXT: movq	%rsp, %rbp
; CHECK-NEXT: .cfi_def_cfa_register %rbp
; CHECK-NEXT: movq	%rbp, %rax
; CHECK-NEXT: popq	%rbp
; CHECK-NEXT: .cfi_def_cfa %rsp, 8
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end2:
; CHECK-LABEL: frame2:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: pushq	%rbp
; CHECK-NEXT: .cfi_def_cfa_offset 16
; CHECK-NEXT: .cfi_offset %rbp, -16
; CHECK-NEXT: movq	%rsp, %rbp
; CHECK-NEXT: .cfi_def_cfa_register %rbp
; CHECK-NEXT: movq	%rbp, %rax
; CHECK-NEXT: movq	(%rax), %rax
; CHECK-NEXT: movq	(%rax), %rax
; CHECK-NEXT: popq	%rbp
; CHECK-NEXT: .cfi_def_cfa %rsp, 8
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end3:
; CHECK-LABEL: return0:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: movq	(%rsp), %rax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end4:
; CHECK-LABEL: return1:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: pushq	%rbp
; CHECK-NEXT: .cfi_def_cfa_offset 16
; CHECK-NEXT: .cfi_offset %rbp, -16
; CHECK-NEXT: movq	%rsp, %rbp
; CHECK-NEXT: .cfi_def_cfa_register %rbp
; CHECK-NEXT: movq	%rbp, %rax
; CHECK-NEXT: movq	(%rax), %rax
; CHECK-NEXT: movq	8(%rax), %rax
; CHECK-NEXT: popq	%rbp
; CHECK-NEXT: .cfi_def_cfa %rsp, 8
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end5:
