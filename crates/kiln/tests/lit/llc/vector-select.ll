; 128-bit vectors in XMM registers: loads, stores and copies are one movups, the elementwise
; operations SSE2 has are one instruction (paddb/paddd/psubq, pand/por/pxor, pmullw,
; addps/subpd/mulps/divpd); the ones it lacks are unrolled into element operations
; (sdiv, shifts by vectors; mul <4 x i32> is two pmuludq without SSE4.1), and a vector live
; across blocks stays in one XMM register. Run at -O0 and -O2: main checks the values element by element.
; RUN: kiln llc -O2 %s -o - | FileCheck %s
; RUN: kiln llc -O0 -global-isel=0 %s -o - | FileCheck %s --check-prefix=O0
; RUN: { kiln lli -O0 %s ; echo "exit $?" ; } | FileCheck %s --check-prefix=EXEC
; RUN: { kiln lli -O2 %s ; echo "exit $?" ; } | FileCheck %s --check-prefix=EXEC

define void @copy16(<16 x i8>* %d, <16 x i8>* %s) {
  %v = load <16 x i8>, <16 x i8>* %s, align 1
  store <16 x i8> %v, <16 x i8>* %d, align 1
  ret void
}

define void @bytes(<16 x i8>* %d, <16 x i8>* %s) {
  %v = load <16 x i8>, <16 x i8>* %s, align 16
  %w = add <16 x i8> %v, %v
  %x = xor <16 x i8> %w, %v
  store <16 x i8> %x, <16 x i8>* %d, align 16
  ret void
}

define void @ints(<4 x i32>* %d, <4 x i32>* %a, <4 x i32>* %b) {
  %x = load <4 x i32>, <4 x i32>* %a, align 4
  %y = load <4 x i32>, <4 x i32>* %b, align 4
  %s = sub <4 x i32> %x, %y
  %o = or <4 x i32> %s, %x
  %n = and <4 x i32> %o, %y
  %m = mul <4 x i32> %n, %x
  store <4 x i32> %m, <4 x i32>* %d, align 4
  ret void
}

define <2 x i64> @quads(<2 x i64> %a, <2 x i64> %b) {
  %s = sub <2 x i64> %a, %b
  ret <2 x i64> %s
}

define <8 x i16> @words(<8 x i16> %a, <8 x i16> %b) {
  %m = mul <8 x i16> %a, %b
  ret <8 x i16> %m
}

define <4 x float> @floats(<4 x float> %a, <4 x float> %b) {
  %s = fadd <4 x float> %a, %b
  %m = fmul <4 x float> %s, %b
  ret <4 x float> %m
}

define <2 x double> @doubles(<2 x double> %a, <2 x double> %b) {
  %s = fsub <2 x double> %a, %b
  %d = fdiv <2 x double> %s, %b
  ret <2 x double> %d
}

define <4 x i32> @divide(<4 x i32> %a, <4 x i32> %b) {
  %q = sdiv <4 x i32> %a, %b
  ret <4 x i32> %q
}

define <4 x i32> @shift(<4 x i32> %a, <4 x i32> %b) {
  %s = shl <4 x i32> %a, %b
  ret <4 x i32> %s
}

define void @sum(<4 x i32>* %d, <4 x i32>* %s, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %acc = phi <4 x i32> [ zeroinitializer, %entry ], [ %acc1, %loop ]
  %p = getelementptr <4 x i32>, <4 x i32>* %s, i32 %i
  %v = load <4 x i32>, <4 x i32>* %p, align 4
  %acc1 = add <4 x i32> %acc, %v
  %i1 = add i32 %i, 1
  %done = icmp eq i32 %i1, %n
  br i1 %done, label %exit, label %loop
exit:
  store <4 x i32> %acc1, <4 x i32>* %d, align 4
  ret void
}

define <4 x i32> @shift_splat(<4 x i32> %a) {
  %l = lshr <4 x i32> %a, <i32 3, i32 3, i32 3, i32 3>
  %r = ashr <4 x i32> %l, <i32 1, i32 1, i32 1, i32 1>
  %s = shl <4 x i32> %r, <i32 2, i32 2, i32 2, i32 2>
  ret <4 x i32> %s
}

define <8 x i16> @shift_words(<8 x i16> %a) {
  %s = shl <8 x i16> %a, <i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5>
  ret <8 x i16> %s
}

define <16 x i8> @add_splat(<16 x i8> %a) {
  %s = add <16 x i8> %a, <i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1>
  ret <16 x i8> %s
}

; Only taken apart: loaded element by element.
define i32 @load_lanes(<4 x i32>* %p) {
  %v = load <4 x i32>, <4 x i32>* %p, align 16
  %a = extractelement <4 x i32> %v, i32 1
  %b = extractelement <4 x i32> %v, i32 3
  %s = add i32 %a, %b
  ret i32 %s
}

; Reduced from gcc.c-torture pr51581-1.c: the elements of one loaded vector taken apart
; twice (a sign extension by the builder, an unrolled multiply by the legalizer).
define void @widen_and_multiply(<4 x i32>* %p, <4 x i64>* %w) {
  %v = load <4 x i32>, <4 x i32>* %p, align 16
  %x = sext <4 x i32> %v to <4 x i64>
  store <4 x i64> %x, <4 x i64>* %w, align 16
  %m = mul <4 x i32> %v, %v
  store <4 x i32> %m, <4 x i32>* %p, align 16
  ret void
}

@in = global [3 x <4 x i32>] [<4 x i32> <i32 1, i32 2, i32 3, i32 -4>, <4 x i32> <i32 10, i32 20, i32 30, i32 40>, <4 x i32> <i32 100, i32 200, i32 300, i32 400>]
@b8 = global <16 x i8> <i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 9, i8 10, i8 11, i8 12, i8 13, i8 14, i8 15, i8 200>
@out = global <4 x i32> zeroinitializer
@out8 = global <16 x i8> zeroinitializer

declare i32 @printf(i8*, ...)
@fmt = private constant [13 x i8] c"%d %d %d %d\0A\00"

define void @show(<4 x i32> %v) {
  %a = extractelement <4 x i32> %v, i32 0
  %b = extractelement <4 x i32> %v, i32 1
  %c = extractelement <4 x i32> %v, i32 2
  %d = extractelement <4 x i32> %v, i32 3
  %f = getelementptr [13 x i8], [13 x i8]* @fmt, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %f, i32 %a, i32 %b, i32 %c, i32 %d)
  ret void
}

define i32 @main() {
  %base = getelementptr [3 x <4 x i32>], [3 x <4 x i32>]* @in, i64 0, i64 0
  %second = getelementptr [3 x <4 x i32>], [3 x <4 x i32>]* @in, i64 0, i64 1
  call void @sum(<4 x i32>* @out, <4 x i32>* %base, i32 3)
  %s = load <4 x i32>, <4 x i32>* @out
  call void @show(<4 x i32> %s)
  call void @ints(<4 x i32>* @out, <4 x i32>* %second, <4 x i32>* %base)
  %i = load <4 x i32>, <4 x i32>* @out
  call void @show(<4 x i32> %i)
  %x = load <4 x i32>, <4 x i32>* %second
  %y = load <4 x i32>, <4 x i32>* %base
  %q = call <4 x i32> @divide(<4 x i32> %x, <4 x i32> %y)
  call void @show(<4 x i32> %q)
  %amount = and <4 x i32> %y, <i32 7, i32 7, i32 7, i32 7>
  %sh = call <4 x i32> @shift(<4 x i32> %y, <4 x i32> %amount)
  call void @show(<4 x i32> %sh)
  call void @bytes(<16 x i8>* @out8, <16 x i8>* @b8)
  %bv = load <16 x i8>, <16 x i8>* @out8
  %bw = bitcast <16 x i8> %bv to <4 x i32>
  call void @show(<4 x i32> %bw)
  %ss = call <4 x i32> @shift_splat(<4 x i32> %x)
  call void @show(<4 x i32> %ss)
  %splat = call <16 x i8> @add_splat(<16 x i8> %bv)
  %sw = bitcast <16 x i8> %splat to <8 x i16>
  %sh16 = call <8 x i16> @shift_words(<8 x i16> %sw)
  %s32 = bitcast <8 x i16> %sh16 to <4 x i32>
  call void @show(<4 x i32> %s32)
  %ll = call i32 @load_lanes(<4 x i32>* %second)
  %lv = insertelement <4 x i32> zeroinitializer, i32 %ll, i32 0
  call void @show(<4 x i32> %lv)
  %wide = alloca <4 x i64>, align 16
  call void @widen_and_multiply(<4 x i32>* %base, <4 x i64>* %wide)
  %m = load <4 x i32>, <4 x i32>* %base
  call void @show(<4 x i32> %m)
  %wv = load <4 x i64>, <4 x i64>* %wide
  %w3 = extractelement <4 x i64> %wv, i32 3
  %w3t = trunc i64 %w3 to i32
  %wl = insertelement <4 x i32> zeroinitializer, i32 %w3t, i32 3
  call void @show(<4 x i32> %wl)
  ret i32 0
}

; CHECK-LABEL: copy16:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: movups	(%rsi), %xmm0
; CHECK-NEXT: movups	%xmm0, (%rdi)
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end0:
; CHECK-LABEL: bytes:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: movups	(%rsi), %xmm0
; CHECK-NEXT: movaps	%xmm0, %xmm1
; CHECK-NEXT: paddb	%xmm0, %xmm1
; CHECK-NEXT: pxor	%xmm0, %xmm1
; CHECK-NEXT: movups	%xmm1, (%rdi)
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end1:
; CHECK-LABEL: ints:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: movups	(%rsi), %xmm0
; CHECK-NEXT: movups	(%rdx), %xmm1
; CHECK-NEXT: movaps	%xmm0, %xmm2
; CHECK-NEXT: psubd	%xmm1, %xmm2
; CHECK-NEXT: por	%xmm0, %xmm2
; CHECK-NEXT: pand	%xmm1, %xmm2
; CHECK-NEXT: pshufd	$-11, %xmm0, %xmm1
; CHECK-NEXT: pshufd	$-11, %xmm2, %xmm3
; CHECK-NEXT: pmuludq	%xmm1, %xmm3
; CHECK-NEXT: pmuludq	%xmm0, %xmm2
; CHECK-NEXT: pshufd	$-24, %xmm3, %xmm0
; CHECK-NEXT: pshufd	$-24, %xmm2, %xmm1
; CHECK-NEXT: punpckldq	%xmm0, %xmm1
; CHECK-NEXT: movups	%xmm1, (%rdi)
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end2:
; CHECK-LABEL: quads:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: psubq	%xmm1, %xmm0
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end3:
; CHECK-LABEL: words:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: pmullw	%xmm1, %xmm0
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end4:
; CHECK-LABEL: floats:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: addps	%xmm1, %xmm0
; CHECK-NEXT: mulps	%xmm1, %xmm0
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end5:
; CHECK-LABEL: doubles:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: subpd	%xmm1, %xmm0
; CHECK-NEXT: divpd	%xmm1, %xmm0
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end6:
; CHECK-LABEL: divide:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: pshufd	$-1, %xmm1, %xmm2
; CHECK-NEXT: movd	%xmm2, %esi
; CHECK-NEXT: pshufd	$-1, %xmm0, %xmm2
; CHECK-NEXT: movd	%xmm2, %eax
; CHECK-NEXT: movl	%eax, %ecx
; CHECK-NEXT: sarl	$31, %ecx
; CHECK-NEXT: movl	%ecx, %edx
; CHECK-NEXT: idivl	%esi
; CHECK-NEXT: movl	%eax, %ecx
; CHECK-NEXT: pshufd	$-86, %xmm1, %xmm2
; CHECK-NEXT: movd	%xmm2, %esi
; CHECK-NEXT: pshufd	$-86, %xmm0, %xmm2
; CHECK-NEXT: movd	%xmm2, %eax
; CHECK-NEXT: movl	%eax, %edx
; CHECK-NEXT: sarl	$31, %edx
; CHECK-NEXT: idivl	%esi
; CHECK-NEXT: movl	%eax, %esi
; CHECK-NEXT: pshufd	$85, %xmm1, %xmm2
; CHECK-NEXT: movd	%xmm2, %edi
; CHECK-NEXT: pshufd	$85, %xmm0, %xmm2
; CHECK-NEXT: movd	%xmm2, %eax
; CHECK-NEXT: movl	%eax, %edx
; CHECK-NEXT: sarl	$31, %edx
; CHECK-NEXT: idivl	%edi
; CHECK-NEXT: movl	%eax, %edi
; CHECK-NEXT: movd	%xmm1, %r8d
; CHECK-NEXT: movd	%xmm0, %eax
; CHECK-NEXT: movl	%eax, %edx
; CHECK-NEXT: sarl	$31, %edx
; CHECK-NEXT: idivl	%r8d
; CHECK-NEXT: movd	%ecx, %xmm0
; CHECK-NEXT: movd	%esi, %xmm1
; CHECK-NEXT: punpckldq	%xmm0, %xmm1
; CHECK-NEXT: movd	%edi, %xmm2
; CHECK-NEXT: movd	%eax, %xmm0
; CHECK-NEXT: punpckldq	%xmm2, %xmm0
; CHECK-NEXT: punpcklqdq	%xmm1, %xmm0
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end7:
; CHECK-LABEL: shift:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: pshufd	$-1, %xmm1, %xmm2
; CHECK-NEXT: movd	%xmm2, %ecx
; CHECK-NEXT: pshufd	$-1, %xmm0, %xmm2
; CHECK-NEXT: movd	%xmm2, %eax
; CHECK-NEXT: shll	%cl, %eax
; CHECK-NEXT: pshufd	$-86, %xmm1, %xmm2
; CHECK-NEXT: movd	%xmm2, %ecx
; CHECK-NEXT: pshufd	$-86, %xmm0, %xmm2
; CHECK-NEXT: movd	%xmm2, %edx
; CHECK-NEXT: shll	%cl, %edx
; CHECK-NEXT: movd	%eax, %xmm2
; CHECK-NEXT: movd	%edx, %xmm3
; CHECK-NEXT: punpckldq	%xmm2, %xmm3
; CHECK-NEXT: pshufd	$85, %xmm1, %xmm2
; CHECK-NEXT: movd	%xmm2, %ecx
; CHECK-NEXT: pshufd	$85, %xmm0, %xmm2
; CHECK-NEXT: movd	%xmm2, %eax
; CHECK-NEXT: shll	%cl, %eax
; CHECK-NEXT: movd	%xmm1, %ecx
; CHECK-NEXT: movd	%xmm0, %edx
; CHECK-NEXT: shll	%cl, %edx
; CHECK-NEXT: movd	%eax, %xmm1
; CHECK-NEXT: movd	%edx, %xmm0
; CHECK-NEXT: punpckldq	%xmm1, %xmm0
; CHECK-NEXT: punpcklqdq	%xmm3, %xmm0
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end8:
; CHECK-LABEL: sum:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: xorl	%eax, %eax
; CHECK-NEXT: xorps	%xmm0, %xmm0
; CHECK-NEXT: .LBB9_1:
; CHECK-NEXT: movslq	%eax, %rcx
; CHECK-NEXT: shlq	$4, %rcx
; CHECK-NEXT: movups	(%rsi,%rcx), %xmm1
; CHECK-NEXT: paddd	%xmm1, %xmm0
; CHECK-NEXT: addl	$1, %eax
; CHECK-NEXT: cmpl	%edx, %eax
; CHECK-NEXT: jne	.LBB9_1
; CHECK-NEXT: movups	%xmm0, (%rdi)
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end9:
; CHECK-LABEL: shift_splat:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: psrld	$3, %xmm0
; CHECK-NEXT: psrad	$1, %xmm0
; CHECK-NEXT: pslld	$2, %xmm0
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end10:
; CHECK-LABEL: shift_words:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: psllw	$5, %xmm0
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end11:
; CHECK-LABEL: add_splat:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: paddb	.LCPI12_0(%rip), %xmm0
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end12:
; CHECK-LABEL: load_lanes:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: movl	4(%rdi), %eax
; CHECK-NEXT: addl	12(%rdi), %eax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end13:
; CHECK-LABEL: widen_and_multiply:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: movups	(%rdi), %xmm0
; CHECK-NEXT: pshufd	$-1, %xmm0, %xmm1
; CHECK-NEXT: movd	%xmm1, %eax
; CHECK-NEXT: cltq
; CHECK-NEXT: pshufd	$-86, %xmm0, %xmm1
; CHECK-NEXT: movd	%xmm1, %ecx
; CHECK-NEXT: movslq	%ecx, %rcx
; CHECK-NEXT: pshufd	$85, %xmm0, %xmm1
; CHECK-NEXT: movd	%xmm1, %edx
; CHECK-NEXT: movslq	%edx, %rdx
; CHECK-NEXT: movd	%xmm0, %r8d
; CHECK-NEXT: movslq	%r8d, %r8
; CHECK-NEXT: movq	%rax, 24(%rsi)
; CHECK-NEXT: movq	%rcx, 16(%rsi)
; CHECK-NEXT: movq	%rdx, 8(%rsi)
; CHECK-NEXT: movq	%r8, (%rsi)
; CHECK-NEXT: pshufd	$-11, %xmm0, %xmm1
; CHECK-NEXT: pmuludq	%xmm1, %xmm1
; CHECK-NEXT: pshufd	$-24, %xmm1, %xmm1
; CHECK-NEXT: pmuludq	%xmm0, %xmm0
; CHECK-NEXT: pshufd	$-24, %xmm0, %xmm0
; CHECK-NEXT: punpckldq	%xmm1, %xmm0
; CHECK-NEXT: movups	%xmm0, (%rdi)
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end14:
; CHECK-LABEL: show:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: pushq	%rax
; CHECK-NEXT: .cfi_def_cfa_offset 16
; CHECK-NEXT: pshufd	$-1, %xmm0, %xmm1
; CHECK-NEXT: movd	%xmm1, %r8d
; CHECK-NEXT: pshufd	$-86, %xmm0, %xmm1
; CHECK-NEXT: movd	%xmm1, %ecx
; CHECK-NEXT: pshufd	$85, %xmm0, %xmm1
; CHECK-NEXT: movd	%xmm1, %edx
; CHECK-NEXT: movd	%xmm0, %esi
; CHECK-NEXT: xorl	%eax, %eax
; CHECK-NEXT: movl	$.Lfmt, %edi
; CHECK-NEXT: callq	printf@PLT
; CHECK-NEXT: popq	%rax
; CHECK-NEXT: .cfi_def_cfa_offset 8
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end15:
; CHECK-LABEL: main:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: pushq	%rbp
; CHECK-NEXT: .cfi_def_cfa_offset 16
; CHECK-NEXT: .cfi_offset %rbp, -16
; CHECK-NEXT: movq	%rsp, %rbp
; CHECK-NEXT: .cfi_def_cfa_register %rbp
; CHECK-NEXT: pushq	%r15
; CHECK-NEXT: pushq	%r14
; CHECK-NEXT: pushq	%rbx
; CHECK-NEXT: andq	$-32, %rsp
; CHECK-NEXT: subq	$96, %rsp
; CHECK-NEXT: .cfi_offset %r15, -24
; CHECK-NEXT: .cfi_offset %r14, -32
; CHECK-NEXT: .cfi_offset %rbx, -40
; CHECK-NEXT: movq	in@GOTPCREL(%rip), %rbx
; CHECK-NEXT: leaq	16(%rbx), %r14
; CHECK-NEXT: movq	out@GOTPCREL(%rip), %r15
; CHECK-NEXT: movl	$3, %edx
; CHECK-NEXT: movq	%r15, %rdi
; CHECK-NEXT: movq	%rbx, %rsi
; CHECK-NEXT: callq	sum@PLT
; CHECK-NEXT: movups	(%r15), %xmm0
; CHECK-NEXT: callq	show@PLT
; CHECK-NEXT: movq	%r15, %rdi
; CHECK-NEXT: movq	%r14, %rsi
; CHECK-NEXT: movq	%rbx, %rdx
; CHECK-NEXT: callq	ints@PLT
; CHECK-NEXT: movups	(%r15), %xmm0
; CHECK-NEXT: callq	show@PLT
; CHECK-NEXT: movups	16(%rbx), %xmm0
; CHECK-NEXT: movaps	%xmm0, 16(%rsp) # 16-byte Spill
; CHECK-NEXT: movups	(%rbx), %xmm1
; CHECK-NEXT: movaps	%xmm1, (%rsp) # 16-byte Spill
; CHECK-NEXT: callq	divide@PLT
; CHECK-NEXT: callq	show@PLT
; CHECK-NEXT: movaps	(%rsp), %xmm0 # 16-byte Reload
; CHECK-NEXT: movaps	%xmm0, %xmm1
; CHECK-NEXT: pand	.LCPI16_0(%rip), %xmm1
; CHECK-NEXT: callq	shift@PLT
; CHECK-NEXT: callq	show@PLT
; CHECK-NEXT: movq	b8@GOTPCREL(%rip), %rsi
; CHECK-NEXT: movq	out8@GOTPCREL(%rip), %r15
; CHECK-NEXT: movq	%r15, %rdi
; CHECK-NEXT: callq	bytes@PLT
; CHECK-NEXT: movups	(%r15), %xmm0
; CHECK-NEXT: movaps	%xmm0, (%rsp) # 16-byte Spill
; CHECK-NEXT: callq	show@PLT
; CHECK-NEXT: movaps	16(%rsp), %xmm0 # 16-byte Reload
; CHECK-NEXT: callq	shift_splat@PLT
; CHECK-NEXT: callq	show@PLT
; CHECK-NEXT: movaps	(%rsp), %xmm0 # 16-byte Reload
; CHECK-NEXT: callq	add_splat@PLT
; CHECK-NEXT: callq	shift_words@PLT
; CHECK-NEXT: callq	show@PLT
; CHECK-NEXT: movq	%r14, %rdi
; CHECK-NEXT: callq	load_lanes@PLT
; CHECK-NEXT: movd	%eax, %xmm0
; CHECK-NEXT: xorl	%r14d, %r14d
; CHECK-NEXT: movd	%r14d, %xmm1
; CHECK-NEXT: movaps	%xmm1, (%rsp) # 16-byte Spill
; CHECK-NEXT: punpckldq	%xmm1, %xmm0
; CHECK-NEXT: movaps	%xmm1, %xmm2
; CHECK-NEXT: punpckldq	%xmm1, %xmm2
; CHECK-NEXT: movaps	%xmm2, 16(%rsp) # 16-byte Spill
; CHECK-NEXT: punpcklqdq	%xmm2, %xmm0
; CHECK-NEXT: callq	show@PLT
; CHECK-NEXT: leaq	32(%rsp), %rsi
; CHECK-NEXT: movq	%rbx, %rdi
; CHECK-NEXT: callq	widen_and_multiply@PLT
; CHECK-NEXT: movups	(%rbx), %xmm0
; CHECK-NEXT: callq	show@PLT
; CHECK-NEXT: movups	32(%rsp), %xmm0
; CHECK-NEXT: movq	56(%rsp), %rax
; CHECK-NEXT: movd	%eax, %xmm0
; CHECK-NEXT: movaps	(%rsp), %xmm1 # 16-byte Reload
; CHECK-NEXT: punpckldq	%xmm0, %xmm1
; CHECK-NEXT: movaps	%xmm1, (%rsp) # 16-byte Spill
; CHECK-NEXT: movaps	16(%rsp), %xmm0 # 16-byte Reload
; CHECK-NEXT: punpcklqdq	%xmm1, %xmm0
; CHECK-NEXT: movaps	%xmm0, 16(%rsp) # 16-byte Spill
; CHECK-NEXT: callq	show@PLT
; CHECK-NEXT: movl	%r14d, %eax
; CHECK-NEXT: leaq	-24(%rbp), %rsp
; CHECK-NEXT: popq	%rbx
; CHECK-NEXT: popq	%r14
; CHECK-NEXT: popq	%r15
; CHECK-NEXT: popq	%rbp
; CHECK-NEXT: .cfi_def_cfa %rsp, 8
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end16:
; CHECK-LABEL: in:
; CHECK-NEXT: .long	1
; CHECK-NEXT: .long	2
; CHECK-NEXT: .long	3
; CHECK-NEXT: .long	4294967292
; CHECK-NEXT: .long	10
; CHECK-NEXT: .long	20
; CHECK-NEXT: .long	30
; CHECK-NEXT: .long	40
; CHECK-NEXT: .long	100
; CHECK-NEXT: .long	200
; CHECK-NEXT: .long	300
; CHECK-NEXT: .long	400
; CHECK-NEXT: .size	in, 48
; CHECK-NEXT: .type	b8,@object
; CHECK-NEXT: .globl	b8
; CHECK-NEXT: .p2align	4
; CHECK-LABEL: b8:
; CHECK-NEXT: .ascii	"\001\002\003\004\005\006\007\b\t\n\013\f\r\016\017\310"
; CHECK-NEXT: .size	b8, 16
; CHECK-NEXT: .type	out,@object
; CHECK-NEXT: .bss
; CHECK-NEXT: .globl	out
; CHECK-NEXT: .p2align	4
; CHECK-LABEL: out:
; CHECK-NEXT: .zero	16
; CHECK-NEXT: .size	out, 16
; CHECK-NEXT: .type	out8,@object
; CHECK-NEXT: .globl	out8
; CHECK-NEXT: .p2align	4
; CHECK-LABEL: out8:
; CHECK-NEXT: .zero	16
; CHECK-NEXT: .size	out8, 16
; CHECK-NEXT: .type	.Lfmt,@object
; CHECK-NEXT: .section	.rodata,"a",@progbits
; CHECK-NEXT: .Lfmt:
; CHECK-NEXT: .asciz	"%d %d %d %d\n"
; CHECK-NEXT: .size	.Lfmt, 13
; CHECK-NEXT: .section	".note.GNU-stack","",@progbits

; O0-LABEL: copy16:
; O0-NEXT: .cfi_startproc
; O0-NEXT: movups	(%rsi), %xmm0
; O0-NEXT: movups	%xmm0, (%rdi)
; O0-NEXT: retq
; O0-NEXT: .Lfunc_end0:
; O0-LABEL: bytes:
; O0-NEXT: .cfi_startproc
; O0-NEXT: movups	(%rsi), %xmm0
; O0-NEXT: movaps	%xmm0, %xmm1
; O0-NEXT: paddb	%xmm0, %xmm1
; O0-NEXT: pxor	%xmm0, %xmm1
; O0-NEXT: movups	%xmm1, (%rdi)
; O0-NEXT: retq
; O0-NEXT: .Lfunc_end1:
; O0-LABEL: ints:
; O0-NEXT: .cfi_startproc
; O0-NEXT: movups	(%rsi), %xmm0
; O0-NEXT: movups	(%rdx), %xmm1
; O0-NEXT: movaps	%xmm0, %xmm2
; O0-NEXT: psubd	%xmm1, %xmm2
; O0-NEXT: por	%xmm0, %xmm2
; O0-NEXT: pand	%xmm1, %xmm2
; O0-NEXT: pshufd	$-11, %xmm0, %xmm1
; O0-NEXT: pshufd	$-11, %xmm2, %xmm3
; O0-NEXT: pmuludq	%xmm1, %xmm3
; O0-NEXT: pshufd	$-24, %xmm3, %xmm1
; O0-NEXT: pmuludq	%xmm0, %xmm2
; O0-NEXT: pshufd	$-24, %xmm2, %xmm0
; O0-NEXT: punpckldq	%xmm1, %xmm0
; O0-NEXT: movups	%xmm0, (%rdi)
; O0-NEXT: retq
; O0-NEXT: .Lfunc_end2:
; O0-LABEL: quads:
; O0-NEXT: .cfi_startproc
; O0-NEXT: psubq	%xmm1, %xmm0
; O0-NEXT: retq
; O0-NEXT: .Lfunc_end3:
; O0-LABEL: words:
; O0-NEXT: .cfi_startproc
; O0-NEXT: pmullw	%xmm1, %xmm0
; O0-NEXT: retq
; O0-NEXT: .Lfunc_end4:
; O0-LABEL: floats:
; O0-NEXT: .cfi_startproc
; O0-NEXT: addps	%xmm1, %xmm0
; O0-NEXT: mulps	%xmm1, %xmm0
; O0-NEXT: retq
; O0-NEXT: .Lfunc_end5:
; O0-LABEL: doubles:
; O0-NEXT: .cfi_startproc
; O0-NEXT: subpd	%xmm1, %xmm0
; O0-NEXT: divpd	%xmm1, %xmm0
; O0-NEXT: retq
; O0-NEXT: .Lfunc_end6:
; O0-LABEL: divide:
; O0-NEXT: .cfi_startproc
; O0-NEXT: pshufd	$-1, %xmm1, %xmm2
; O0-NEXT: movd	%xmm2, %eax
; O0-NEXT: pshufd	$-1, %xmm0, %xmm2
; O0-NEXT: movd	%xmm2, %ecx
; O0-NEXT: movl	%ecx, %edx
; O0-NEXT: sarl	$31, %edx
; O0-NEXT: movl	%eax, -4(%rsp) # 4-byte Spill
; O0-NEXT: movl	%ecx, %eax
; O0-NEXT: movl	-4(%rsp), %ecx # 4-byte Reload
; O0-NEXT: idivl	%ecx
; O0-NEXT: movd	%eax, %xmm2
; O0-NEXT: pshufd	$-86, %xmm1, %xmm3
; O0-NEXT: movd	%xmm3, %eax
; O0-NEXT: pshufd	$-86, %xmm0, %xmm3
; O0-NEXT: movd	%xmm3, %ecx
; O0-NEXT: movl	%ecx, %edx
; O0-NEXT: sarl	$31, %edx
; O0-NEXT: movl	%eax, -8(%rsp) # 4-byte Spill
; O0-NEXT: movl	%ecx, %eax
; O0-NEXT: movl	-8(%rsp), %ecx # 4-byte Reload
; O0-NEXT: idivl	%ecx
; O0-NEXT: movd	%eax, %xmm3
; O0-NEXT: punpckldq	%xmm2, %xmm3
; O0-NEXT: pshufd	$85, %xmm1, %xmm2
; O0-NEXT: movd	%xmm2, %eax
; O0-NEXT: pshufd	$85, %xmm0, %xmm2
; O0-NEXT: movd	%xmm2, %ecx
; O0-NEXT: movl	%ecx, %edx
; O0-NEXT: sarl	$31, %edx
; O0-NEXT: movl	%eax, -12(%rsp) # 4-byte Spill
; O0-NEXT: movl	%ecx, %eax
; O0-NEXT: movl	-12(%rsp), %ecx # 4-byte Reload
; O0-NEXT: idivl	%ecx
; O0-NEXT: movd	%eax, %xmm2
; O0-NEXT: movd	%xmm0, %eax
; O0-NEXT: movl	%eax, %edx
; O0-NEXT: sarl	$31, %edx
; O0-NEXT: movd	%xmm1, %ecx
; O0-NEXT: idivl	%ecx
; O0-NEXT: movd	%eax, %xmm0
; O0-NEXT: punpckldq	%xmm2, %xmm0
; O0-NEXT: punpcklqdq	%xmm3, %xmm0
; O0-NEXT: retq
; O0-NEXT: .Lfunc_end7:
; O0-LABEL: shift:
; O0-NEXT: .cfi_startproc
; O0-NEXT: pshufd	$-1, %xmm1, %xmm2
; O0-NEXT: movd	%xmm2, %eax
; O0-NEXT: pshufd	$-1, %xmm0, %xmm2
; O0-NEXT: movd	%xmm2, %ecx
; O0-NEXT: movl	%ecx, -4(%rsp) # 4-byte Spill
; O0-NEXT: movb	%al, %cl
; O0-NEXT: movl	-4(%rsp), %eax # 4-byte Reload
; O0-NEXT: shll	%cl, %eax
; O0-NEXT: movd	%eax, %xmm2
; O0-NEXT: pshufd	$-86, %xmm1, %xmm3
; O0-NEXT: movd	%xmm3, %eax
; O0-NEXT: pshufd	$-86, %xmm0, %xmm3
; O0-NEXT: movd	%xmm3, %ecx
; O0-NEXT: movl	%ecx, -8(%rsp) # 4-byte Spill
; O0-NEXT: movb	%al, %cl
; O0-NEXT: movl	-8(%rsp), %eax # 4-byte Reload
; O0-NEXT: shll	%cl, %eax
; O0-NEXT: movd	%eax, %xmm3
; O0-NEXT: punpckldq	%xmm2, %xmm3
; O0-NEXT: pshufd	$85, %xmm1, %xmm2
; O0-NEXT: movd	%xmm2, %eax
; O0-NEXT: pshufd	$85, %xmm0, %xmm2
; O0-NEXT: movd	%xmm2, %ecx
; O0-NEXT: movl	%ecx, -12(%rsp) # 4-byte Spill
; O0-NEXT: movb	%al, %cl
; O0-NEXT: movl	-12(%rsp), %eax # 4-byte Reload
; O0-NEXT: shll	%cl, %eax
; O0-NEXT: movd	%eax, %xmm2
; O0-NEXT: movd	%xmm1, %eax
; O0-NEXT: movd	%xmm0, %ecx
; O0-NEXT: movl	%ecx, -16(%rsp) # 4-byte Spill
; O0-NEXT: movb	%al, %cl
; O0-NEXT: movl	-16(%rsp), %eax # 4-byte Reload
; O0-NEXT: shll	%cl, %eax
; O0-NEXT: movd	%eax, %xmm0
; O0-NEXT: punpckldq	%xmm2, %xmm0
; O0-NEXT: punpcklqdq	%xmm3, %xmm0
; O0-NEXT: retq
; O0-NEXT: .Lfunc_end8:
; O0-LABEL: sum:
; O0-NEXT: .cfi_startproc
; O0-NEXT: movq	%rdi, -8(%rsp) # 8-byte Spill
; O0-NEXT: movq	%rsi, -16(%rsp) # 8-byte Spill
; O0-NEXT: movl	%edx, -20(%rsp) # 4-byte Spill
; O0-NEXT: xorl	%eax, %eax
; O0-NEXT: xorps	%xmm0, %xmm0
; O0-NEXT: movl	%eax, -24(%rsp) # 4-byte Spill
; O0-NEXT: movaps	%xmm0, -40(%rsp) # 16-byte Spill
; O0-NEXT: .LBB9_1:
; O0-NEXT: movl	-24(%rsp), %eax # 4-byte Reload
; O0-NEXT: movaps	-40(%rsp), %xmm0 # 16-byte Reload
; O0-NEXT: movq	-16(%rsp), %rcx # 8-byte Reload
; O0-NEXT: movl	-20(%rsp), %edx # 4-byte Reload
; O0-NEXT: movl	%eax, %esi
; O0-NEXT: movaps	%xmm0, %xmm1
; O0-NEXT: movslq	%esi, %rdi
; O0-NEXT: imulq	$16, %rdi, %rdi
; O0-NEXT: movups	(%rcx,%rdi), %xmm2
; O0-NEXT: paddd	%xmm2, %xmm1
; O0-NEXT: movaps	%xmm1, %xmm2
; O0-NEXT: movaps	%xmm2, -56(%rsp) # 16-byte Spill
; O0-NEXT: addl	$1, %esi
; O0-NEXT: cmpl	%edx, %esi
; O0-NEXT: movl	%esi, %eax
; O0-NEXT: movl	%eax, -24(%rsp) # 4-byte Spill
; O0-NEXT: movaps	%xmm1, %xmm0
; O0-NEXT: movaps	%xmm0, -40(%rsp) # 16-byte Spill
; O0-NEXT: jne	.LBB9_1
; O0-NEXT: movq	-8(%rsp), %rax # 8-byte Reload
; O0-NEXT: movaps	-56(%rsp), %xmm0 # 16-byte Reload
; O0-NEXT: movups	%xmm0, (%rax)
; O0-NEXT: retq
; O0-NEXT: .Lfunc_end9:
; O0-LABEL: shift_splat:
; O0-NEXT: .cfi_startproc
; O0-NEXT: psrld	$3, %xmm0
; O0-NEXT: psrad	$1, %xmm0
; O0-NEXT: pslld	$2, %xmm0
; O0-NEXT: retq
; O0-NEXT: .Lfunc_end10:
; O0-LABEL: shift_words:
; O0-NEXT: .cfi_startproc
; O0-NEXT: psllw	$5, %xmm0
; O0-NEXT: retq
; O0-NEXT: .Lfunc_end11:
; O0-LABEL: add_splat:
; O0-NEXT: .cfi_startproc
; O0-NEXT: paddb	.LCPI12_0(%rip), %xmm0
; O0-NEXT: retq
; O0-NEXT: .Lfunc_end12:
; O0-LABEL: load_lanes:
; O0-NEXT: .cfi_startproc
; O0-NEXT: movl	4(%rdi), %eax
; O0-NEXT: addl	12(%rdi), %eax
; O0-NEXT: retq
; O0-NEXT: .Lfunc_end13:
; O0-LABEL: widen_and_multiply:
; O0-NEXT: .cfi_startproc
; O0-NEXT: movups	(%rdi), %xmm0
; O0-NEXT: pshufd	$-1, %xmm0, %xmm1
; O0-NEXT: movd	%xmm1, %eax
; O0-NEXT: cltq
; O0-NEXT: pshufd	$-86, %xmm0, %xmm1
; O0-NEXT: movd	%xmm1, %ecx
; O0-NEXT: movslq	%ecx, %rcx
; O0-NEXT: pshufd	$85, %xmm0, %xmm1
; O0-NEXT: movd	%xmm1, %edx
; O0-NEXT: movslq	%edx, %rdx
; O0-NEXT: movd	%xmm0, %r8d
; O0-NEXT: movslq	%r8d, %r8
; O0-NEXT: movq	%rax, 24(%rsi)
; O0-NEXT: movq	%rcx, 16(%rsi)
; O0-NEXT: movq	%rdx, 8(%rsi)
; O0-NEXT: movq	%r8, (%rsi)
; O0-NEXT: pshufd	$-11, %xmm0, %xmm1
; O0-NEXT: movaps	%xmm1, %xmm2
; O0-NEXT: pmuludq	%xmm1, %xmm2
; O0-NEXT: pshufd	$-24, %xmm2, %xmm1
; O0-NEXT: movaps	%xmm0, %xmm2
; O0-NEXT: pmuludq	%xmm0, %xmm2
; O0-NEXT: pshufd	$-24, %xmm2, %xmm0
; O0-NEXT: punpckldq	%xmm1, %xmm0
; O0-NEXT: movups	%xmm0, (%rdi)
; O0-NEXT: retq
; O0-NEXT: .Lfunc_end14:
; O0-LABEL: show:
; O0-NEXT: .cfi_startproc
; O0-NEXT: pushq	%rax
; O0-NEXT: .cfi_def_cfa_offset 16
; O0-NEXT: pshufd	$-1, %xmm0, %xmm1
; O0-NEXT: movd	%xmm1, %r8d
; O0-NEXT: pshufd	$-86, %xmm0, %xmm1
; O0-NEXT: movd	%xmm1, %ecx
; O0-NEXT: pshufd	$85, %xmm0, %xmm1
; O0-NEXT: movd	%xmm1, %edx
; O0-NEXT: movd	%xmm0, %esi
; O0-NEXT: xorl	%eax, %eax
; O0-NEXT: movl	$.Lfmt, %edi
; O0-NEXT: callq	printf@PLT
; O0-NEXT: popq	%rax
; O0-NEXT: .cfi_def_cfa_offset 8
; O0-NEXT: retq
; O0-NEXT: .Lfunc_end15:
; O0-LABEL: main:
; O0-NEXT: .cfi_startproc
; O0-NEXT: pushq	%rbp
; O0-NEXT: .cfi_def_cfa_offset 16
; O0-NEXT: .cfi_offset %rbp, -16
; O0-NEXT: movq	%rsp, %rbp
; O0-NEXT: .cfi_def_cfa_register %rbp
; O0-NEXT: andq	$-32, %rsp
; O0-NEXT: subq	$224, %rsp
; O0-NEXT: movq	in@GOTPCREL(%rip), %rsi
; O0-NEXT: movq	%rsi, %rax
; O0-NEXT: addq	$16, %rax
; O0-NEXT: movq	out@GOTPCREL(%rip), %rdi
; O0-NEXT: movl	$3, %edx
; O0-NEXT: movq	%rdi, 152(%rsp) # 8-byte Spill
; O0-NEXT: movq	%rsi, 144(%rsp) # 8-byte Spill
; O0-NEXT: movq	%rax, 136(%rsp) # 8-byte Spill
; O0-NEXT: callq	sum@PLT
; O0-NEXT: movq	152(%rsp), %rdi # 8-byte Reload
; O0-NEXT: movups	(%rdi), %xmm0
; O0-NEXT: callq	show@PLT
; O0-NEXT: movq	152(%rsp), %rax # 8-byte Reload
; O0-NEXT: movq	%rax, %rdi
; O0-NEXT: movq	136(%rsp), %rcx # 8-byte Reload
; O0-NEXT: movq	%rcx, %rsi
; O0-NEXT: movq	144(%rsp), %r8 # 8-byte Reload
; O0-NEXT: movq	%r8, %rdx
; O0-NEXT: callq	ints@PLT
; O0-NEXT: movq	152(%rsp), %rdi # 8-byte Reload
; O0-NEXT: movups	(%rdi), %xmm0
; O0-NEXT: callq	show@PLT
; O0-NEXT: movq	144(%rsp), %rsi # 8-byte Reload
; O0-NEXT: movups	16(%rsi), %xmm0
; O0-NEXT: movups	(%rsi), %xmm1
; O0-NEXT: movaps	%xmm0, 112(%rsp) # 16-byte Spill
; O0-NEXT: movaps	%xmm1, 96(%rsp) # 16-byte Spill
; O0-NEXT: callq	divide@PLT
; O0-NEXT: callq	show@PLT
; O0-NEXT: movaps	96(%rsp), %xmm1 # 16-byte Reload
; O0-NEXT: movaps	%xmm1, %xmm0
; O0-NEXT: pand	.LCPI16_0(%rip), %xmm0
; O0-NEXT: movaps	%xmm0, 80(%rsp) # 16-byte Spill
; O0-NEXT: movaps	%xmm1, %xmm0
; O0-NEXT: movaps	80(%rsp), %xmm1 # 16-byte Reload
; O0-NEXT: callq	shift@PLT
; O0-NEXT: callq	show@PLT
; O0-NEXT: movq	b8@GOTPCREL(%rip), %rsi
; O0-NEXT: movq	out8@GOTPCREL(%rip), %rdi
; O0-NEXT: movq	%rdi, 72(%rsp) # 8-byte Spill
; O0-NEXT: callq	bytes@PLT
; O0-NEXT: movq	72(%rsp), %rdi # 8-byte Reload
; O0-NEXT: movups	(%rdi), %xmm0
; O0-NEXT: movaps	%xmm0, %xmm1
; O0-NEXT: movaps	%xmm0, 48(%rsp) # 16-byte Spill
; O0-NEXT: movaps	%xmm1, %xmm0
; O0-NEXT: callq	show@PLT
; O0-NEXT: movaps	112(%rsp), %xmm0 # 16-byte Reload
; O0-NEXT: callq	shift_splat@PLT
; O0-NEXT: callq	show@PLT
; O0-NEXT: movaps	48(%rsp), %xmm0 # 16-byte Reload
; O0-NEXT: callq	add_splat@PLT
; O0-NEXT: callq	shift_words@PLT
; O0-NEXT: callq	show@PLT
; O0-NEXT: movq	136(%rsp), %rsi # 8-byte Reload
; O0-NEXT: movq	%rsi, %rdi
; O0-NEXT: callq	load_lanes@PLT
; O0-NEXT: movd	%eax, %xmm0
; O0-NEXT: xorl	%eax, %eax
; O0-NEXT: movd	%eax, %xmm1
; O0-NEXT: punpckldq	%xmm1, %xmm0
; O0-NEXT: movaps	%xmm1, %xmm2
; O0-NEXT: punpckldq	%xmm1, %xmm2
; O0-NEXT: punpcklqdq	%xmm2, %xmm0
; O0-NEXT: movl	%eax, 44(%rsp) # 4-byte Spill
; O0-NEXT: movaps	%xmm1, 16(%rsp) # 16-byte Spill
; O0-NEXT: movaps	%xmm2, (%rsp) # 16-byte Spill
; O0-NEXT: callq	show@PLT
; O0-NEXT: leaq	160(%rsp), %rsi
; O0-NEXT: movq	144(%rsp), %rax # 8-byte Reload
; O0-NEXT: movq	%rax, %rdi
; O0-NEXT: callq	widen_and_multiply@PLT
; O0-NEXT: movq	144(%rsp), %rsi # 8-byte Reload
; O0-NEXT: movups	(%rsi), %xmm0
; O0-NEXT: callq	show@PLT
; O0-NEXT: movq	184(%rsp), %rax
; O0-NEXT: movups	160(%rsp), %xmm0
; O0-NEXT: movd	%eax, %xmm0
; O0-NEXT: movaps	16(%rsp), %xmm1 # 16-byte Reload
; O0-NEXT: punpckldq	%xmm0, %xmm1
; O0-NEXT: movaps	(%rsp), %xmm0 # 16-byte Reload
; O0-NEXT: punpcklqdq	%xmm1, %xmm0
; O0-NEXT: callq	show@PLT
; O0-NEXT: movl	44(%rsp), %eax # 4-byte Reload
; O0-NEXT: movq	%rbp, %rsp
; O0-NEXT: popq	%rbp
; O0-NEXT: .cfi_def_cfa %rsp, 8
; O0-NEXT: retq
; O0-NEXT: .Lfunc_end16:
; O0-LABEL: in:
; O0-NEXT: .long	1
; O0-NEXT: .long	2
; O0-NEXT: .long	3
; O0-NEXT: .long	4294967292
; O0-NEXT: .long	10
; O0-NEXT: .long	20
; O0-NEXT: .long	30
; O0-NEXT: .long	40
; O0-NEXT: .long	100
; O0-NEXT: .long	200
; O0-NEXT: .long	300
; O0-NEXT: .long	400
; O0-NEXT: .size	in, 48
; O0-NEXT: .type	b8,@object
; O0-NEXT: .globl	b8
; O0-NEXT: .p2align	4
; O0-LABEL: b8:
; O0-NEXT: .ascii	"\001\002\003\004\005\006\007\b\t\n\013\f\r\016\017\310"
; O0-NEXT: .size	b8, 16
; O0-NEXT: .type	out,@object
; O0-NEXT: .bss
; O0-NEXT: .globl	out
; O0-NEXT: .p2align	4
; O0-LABEL: out:
; O0-NEXT: .zero	16
; O0-NEXT: .size	out, 16
; O0-NEXT: .type	out8,@object
; O0-NEXT: .globl	out8
; O0-NEXT: .p2align	4
; O0-LABEL: out8:
; O0-NEXT: .zero	16
; O0-NEXT: .size	out8, 16
; O0-NEXT: .type	.Lfmt,@object
; O0-NEXT: .section	.rodata,"a",@progbits
; O0-NEXT: .Lfmt:
; O0-NEXT: .asciz	"%d %d %d %d\n"
; O0-NEXT: .size	.Lfmt, 13
; O0-NEXT: .section	".note.GNU-stack","",@progbits

; EXEC: 111 222 333 436
; EXEC-NEXT: 10 40 90 1760
; EXEC-NEXT: 10 10 10 -10
; EXEC-NEXT: 2 8 24 -64
; EXEC-NEXT: 201655811 403245583 337452571 1477513751
; EXEC-NEXT: 0 4 4 8
; EXEC-NEXT: -1597972352 557867520 -1547639936 574644992
; EXEC-NEXT: 60 0 0 0
; EXEC-NEXT: 1 4 9 16
; EXEC-NEXT: 0 0 0 -4
; EXEC-NEXT: exit 0
