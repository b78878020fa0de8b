; x86_fp80 (long double) on the x87 stack at -O0: arguments in memory, the result in ST(0),
; arithmetic, negation, constants built in a scratch slot, conversions through memory
; (unsigned ones by correcting the signed), a compare into EFLAGS, a select (fcmov) and a
; call whose f80 result is unused (popped).
; RUN: kiln llc -O0 -global-isel=0 %s -o - | FileCheck %s

define x86_fp80 @arith(x86_fp80 %a, x86_fp80 %b) {
entry:
  %s = fadd x86_fp80 %a, %b
  %d = fsub x86_fp80 %s, %b
  %m = fmul x86_fp80 %d, %d
  %q = fdiv x86_fp80 %m, 0xK4000C000000000000000
  %n = fneg x86_fp80 %q
  ret x86_fp80 %n
}

define double @convert(i64 %i, float %f, ptr %p) {
entry:
  %x = sitofp i64 %i to x86_fp80
  %y = fpext float %f to x86_fp80
  %z = fadd x86_fp80 %x, %y
  store x86_fp80 %z, ptr %p, align 16
  %t = fptosi x86_fp80 %z to i32
  %u = sitofp i32 %t to x86_fp80
  %r = fptrunc x86_fp80 %u to double
  ret double %r
}

define i32 @less(ptr %p, ptr %q) {
entry:
  %a = load x86_fp80, ptr %p, align 16
  %b = load x86_fp80, ptr %q, align 16
  %c = fcmp olt x86_fp80 %a, %b
  br i1 %c, label %yes, label %no
yes:
  ret i32 1
no:
  ret i32 0
}

define void @discard(x86_fp80 %a) {
entry:
  %r = call x86_fp80 @arith(x86_fp80 %a, x86_fp80 0xK00000000000000000000)
  ret void
}

define x86_fp80 @pick(i1 %c, ptr %p, ptr %q) {
entry:
  %a = load x86_fp80, ptr %p, align 16
  %b = load x86_fp80, ptr %q, align 16
  %r = select i1 %c, x86_fp80 %a, x86_fp80 %b
  ret x86_fp80 %r
}

define i64 @unsigned(i64 %x) {
entry:
  %f = uitofp i64 %x to x86_fp80
  %h = fmul x86_fp80 %f, 0xK3FFE8000000000000000
  %r = fptoui x86_fp80 %h to i64
  ret i64 %r
}

; CHECK-LABEL: arith:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: fldt	24(%rsp)
; CHECK-NEXT: fldt	8(%rsp)
; CHECK-NEXT: fadd	%st(1), %st
; CHECK-NEXT: fsub	%st(1), %st
; CHECK-NEXT: fstp	%st(1)
; CHECK-NEXT: fmul	%st(0), %st
; CHECK-NEXT: movl	$0, -24(%rsp)
; CHECK-NEXT: movl	$-1073741824, -20(%rsp)
; CHECK-NEXT: movw	$16384, -16(%rsp)
; CHECK-NEXT: fldt	-24(%rsp)
; CHECK-NEXT: fxch	%st(1)
; CHECK-NEXT: fdiv	%st(1), %st
; CHECK-NEXT: fstp	%st(1)
; CHECK-NEXT: fchs
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end0:
; CHECK-LABEL: convert:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: movq	%rdi, -24(%rsp)
; CHECK-NEXT: fildll	-24(%rsp)
; CHECK-NEXT: movss	%xmm0, -24(%rsp)
; CHECK-NEXT: flds	-24(%rsp)
; CHECK-NEXT: fxch	%st(1)
; CHECK-NEXT: fadd	%st(1), %st
; CHECK-NEXT: fstp	%st(1)
; CHECK-NEXT: fld	%st(0)
; CHECK-NEXT: fstpt	(%rsi)
; CHECK-NEXT: fnstcw	-24(%rsp)
; CHECK-NEXT: fnstcw	-22(%rsp)
; CHECK-NEXT: orw	$3072, -22(%rsp)
; CHECK-NEXT: fldcw	-22(%rsp)
; CHECK-NEXT: fistpl	-16(%rsp)
; CHECK-NEXT: fldcw	-24(%rsp)
; CHECK-NEXT: movl	-16(%rsp), %eax
; CHECK-NEXT: movl	%eax, -24(%rsp)
; CHECK-NEXT: fildl	-24(%rsp)
; CHECK-NEXT: fstpl	-24(%rsp)
; CHECK-NEXT: movsd	-24(%rsp), %xmm0
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end1:
; CHECK-LABEL: less:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: fldt	(%rdi)
; CHECK-NEXT: fldt	(%rsi)
; CHECK-NEXT: fucomi	%st(1), %st
; CHECK-NEXT: fstp	%st(0)
; CHECK-NEXT: fstp	%st(0)
; CHECK-NEXT: jbe	.LBB2_2
; CHECK-NEXT: movl	$1, %eax
; CHECK-NEXT: retq
; CHECK-NEXT: .LBB2_2:
; CHECK-NEXT: xorl	%eax, %eax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end2:
; CHECK-LABEL: discard:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: subq	$40, %rsp
; CHECK-NEXT: .cfi_def_cfa_offset 48
; CHECK-NEXT: fldt	48(%rsp)
; CHECK-NEXT: movq	%rsp, %rax
; CHECK-NEXT: fldz
; CHECK-NEXT: fstpt	16(%rax)
; CHECK-NEXT: fstpt	(%rax)
; CHECK-NEXT: callq	arith@PLT
; CHECK-NEXT: fstp	%st(0)
; CHECK-NEXT: addq	$40, %rsp
; CHECK-NEXT: .cfi_def_cfa_offset 8
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end3:
; CHECK-LABEL: pick:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: fldt	(%rsi)
; CHECK-NEXT: fldt	(%rdx)
; CHECK-NEXT: testb	$1, %dil
; CHECK-NEXT: fcmovne	%st(1), %st
; CHECK-NEXT: fstp	%st(1)
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end4:
; CHECK-LABEL: unsigned:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: movq	%rdi, %rax
; CHECK-NEXT: sarq	$63, %rax
; CHECK-NEXT: movq	%rax, -24(%rsp)
; CHECK-NEXT: fildll	-24(%rsp)
; CHECK-NEXT: movl	$0, -24(%rsp)
; CHECK-NEXT: movl	$-2147483648, -20(%rsp)
; CHECK-NEXT: movw	$-16321, -16(%rsp)
; CHECK-NEXT: fldt	-24(%rsp)
; CHECK-NEXT: fxch	%st(1)
; CHECK-NEXT: fmul	%st(1), %st
; CHECK-NEXT: fstp	%st(1)
; CHECK-NEXT: movq	%rdi, -24(%rsp)
; CHECK-NEXT: fildll	-24(%rsp)
; CHECK-NEXT: fadd	%st(1), %st
; CHECK-NEXT: fstp	%st(1)
; CHECK-NEXT: movl	$0, -24(%rsp)
; CHECK-NEXT: movl	$-2147483648, -20(%rsp)
; CHECK-NEXT: movw	$16382, -16(%rsp)
; CHECK-NEXT: fldt	-24(%rsp)
; CHECK-NEXT: fxch	%st(1)
; CHECK-NEXT: fmul	%st(1), %st
; CHECK-NEXT: fstp	%st(1)
; CHECK-NEXT: movl	$0, -24(%rsp)
; CHECK-NEXT: movl	$-2147483648, -20(%rsp)
; CHECK-NEXT: movw	$16446, -16(%rsp)
; CHECK-NEXT: fldt	-24(%rsp)
; CHECK-NEXT: fld	%st(1)
; CHECK-NEXT: fsub	%st(1), %st
; CHECK-NEXT: fnstcw	-24(%rsp)
; CHECK-NEXT: fnstcw	-22(%rsp)
; CHECK-NEXT: orw	$3072, -22(%rsp)
; CHECK-NEXT: fldcw	-22(%rsp)
; CHECK-NEXT: fistpll	-16(%rsp)
; CHECK-NEXT: fldcw	-24(%rsp)
; CHECK-NEXT: movq	-16(%rsp), %rax
; CHECK-NEXT: movabsq	$-9223372036854775808, %rcx
; CHECK-NEXT: xorq	%rcx, %rax
; CHECK-NEXT: fnstcw	-24(%rsp)
; CHECK-NEXT: fnstcw	-22(%rsp)
; CHECK-NEXT: orw	$3072, -22(%rsp)
; CHECK-NEXT: fldcw	-22(%rsp)
; CHECK-NEXT: fld	%st(1)
; CHECK-NEXT: fistpll	-16(%rsp)
; CHECK-NEXT: fldcw	-24(%rsp)
; CHECK-NEXT: movq	-16(%rsp), %rcx
; CHECK-NEXT: fucomi	%st(1), %st
; CHECK-NEXT: fstp	%st(0)
; CHECK-NEXT: fstp	%st(0)
; CHECK-NEXT: cmovaq	%rcx, %rax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end5:
