; getelementptr flags of LLVM 19 (nusw, nuw, next to inbounds) on instructions and constant
; expressions, inrange(lo, hi) on constant expressions (LLVM 19's form; LLVM 14's `inrange`
; before an index is in constexpr-llvm14.ll), and vector indices.
; RUN: kiln ir %s -o - | FileCheck %s
; RUN: kiln llc %s -o - | FileCheck %s --check-prefix=ASM

@arr = global [4 x i32] [i32 1, i32 2, i32 3, i32 4]
@vt = constant { [4 x ptr] } zeroinitializer
@p1 = global ptr getelementptr inbounds nuw (i8, ptr @arr, i64 4)
@p2 = global ptr getelementptr nusw inrange(-8, 24) (i8, ptr @vt, i64 8)

define i32 @f(ptr %p, i64 %i) {
  %a = getelementptr inbounds nuw i32, ptr %p, i64 %i
  %b = getelementptr nusw nuw i8, ptr %a, i64 4
  %c = getelementptr nuw [4 x i32], ptr @arr, i64 0, i64 %i
  %v = load i32, ptr %b
  %w = load i32, ptr %c
  %s = add i32 %v, %w
  ret i32 %s
}

define <2 x ptr> @vec(ptr %p, <2 x i64> %i) {
  %v = getelementptr inbounds i32, ptr %p, <2 x i64> %i
  ret <2 x ptr> %v
}

; CHECK: @arr = global [4 x i32] [i32 1, i32 2, i32 3, i32 4]
; CHECK-NEXT: @vt = constant { [4 x ptr] } zeroinitializer
; CHECK-NEXT: @p1 = global ptr getelementptr inbounds nuw (i8, ptr @arr, i64 4)
; CHECK-NEXT: @p2 = global ptr getelementptr nusw inrange(-8, 24) (i8, ptr @vt, i64 8)
; CHECK-EMPTY:
; CHECK-NEXT: define i32 @f(ptr %p, i64 %i) {
; CHECK-NEXT: 0:
; CHECK-NEXT:   %a = getelementptr inbounds nuw i32, ptr %p, i64 %i
; CHECK-NEXT:   %b = getelementptr nusw nuw i8, ptr %a, i64 4
; CHECK-NEXT:   %c = getelementptr nuw [4 x i32], ptr @arr, i64 0, i64 %i
; CHECK-NEXT:   %v = load i32, ptr %b
; CHECK-NEXT:   %w = load i32, ptr %c
; CHECK-NEXT:   %s = add i32 %v, %w
; CHECK-NEXT:   ret i32 %s
; CHECK-NEXT: }
; CHECK-EMPTY:
; CHECK-NEXT: define <2 x ptr> @vec(ptr %p, <2 x i64> %i) {
; CHECK-NEXT: 0:
; CHECK-NEXT:   %v = getelementptr inbounds i32, ptr %p, <2 x i64> %i
; CHECK-NEXT:   ret <2 x ptr> %v
; CHECK-NEXT: }

; ASM-LABEL: f:
; ASM-NEXT: .cfi_startproc
; ASM-NEXT: movq	arr@GOTPCREL(%rip), %rcx
; ASM-NEXT: movl	4(%rdi,%rsi,4), %eax
; ASM-NEXT: addl	(%rcx,%rsi,4), %eax
; ASM-NEXT: retq
; ASM-NEXT: .Lfunc_end0:
; ASM-LABEL: vec:
; ASM-NEXT: .cfi_startproc
; ASM-NEXT: pshufd	$-18, %xmm0, %xmm1
; ASM-NEXT: movq	%xmm1, %rax
; ASM-NEXT: leaq	(%rdi,%rax,4), %rax
; ASM-NEXT: movq	%xmm0, %rcx
; ASM-NEXT: leaq	(%rdi,%rcx,4), %rcx
; ASM-NEXT: movq	%rax, %xmm1
; ASM-NEXT: movq	%rcx, %xmm0
; ASM-NEXT: punpcklqdq	%xmm1, %xmm0
; ASM-NEXT: retq
; ASM-NEXT: .Lfunc_end1:
; ASM-LABEL: arr:
; ASM-NEXT: .long	1
; ASM-NEXT: .long	2
; ASM-NEXT: .long	3
; ASM-NEXT: .long	4
; ASM-NEXT: .size	arr, 16
; ASM-NEXT: .type	vt,@object
; ASM-NEXT: .section	.rodata,"a",@progbits
; ASM-NEXT: .globl	vt
; ASM-NEXT: .p2align	4
; ASM-LABEL: vt:
; ASM-NEXT: .zero	32
; ASM-NEXT: .size	vt, 32
; ASM-NEXT: .type	p1,@object
; ASM-NEXT: .data
; ASM-NEXT: .globl	p1
; ASM-NEXT: .p2align	3
; ASM-LABEL: p1:
; ASM-NEXT: .quad	arr+4
; ASM-NEXT: .size	p1, 8
; ASM-NEXT: .type	p2,@object
; ASM-NEXT: .globl	p2
; ASM-NEXT: .p2align	3
; ASM-LABEL: p2:
; ASM-NEXT: .quad	vt+8
; ASM-NEXT: .size	p2, 8
; ASM-NEXT: .section	".note.GNU-stack","",@progbits
