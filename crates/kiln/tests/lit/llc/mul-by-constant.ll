; Above -O0 a multiplication of an i32 or i64 by a constant that is not a power of two is
; computed as llc's x86 combineMul computes it: by 3, 5 or 9 as one lea (`X86ISD::MUL_IMM`,
; i32 ones as an lea of their 32-bit registers), a product of two such factors, or of one and a
; power of two, as two leas or a shift and an lea (the shift first unless an add reads the
; product, whose lea then takes the shift as its scale), 2^N +- 1 and 2^N +- 2 as a shift and
; adds or subtracts; a negative constant negates the product where that stays short. Other
; constants (11) keep imul. The lli runs check the products.
; RUN: kiln llc -O2 -verify-machineinstrs %s -o - | sed '/^run:/,$d' | FileCheck %s
; RUN: { kiln lli -O2 %s ; echo "exit $?" ; } | FileCheck %s --check-prefix=EXEC
; RUN: { kiln lli -O0 %s ; echo "exit $?" ; } | FileCheck %s --check-prefix=EXEC

target triple = "x86_64-unknown-linux-gnu"

define i32 @m5_32(i32 %x) {
  %m = mul i32 %x, 5
  ret i32 %m
}

define i64 @m9_64(i64 %x) {
  %m = mul i64 %x, 9
  ret i64 %m
}

define i32 @m40_32(i32 %x) {
  %m = mul i32 %x, 40
  ret i32 %m
}

define i64 @m40_add(i64 %x, i64 %y) {
  %m = mul i64 %x, 40
  %a = add i64 %m, %y
  ret i64 %a
}

define i64 @m45_64(i64 %x) {
  %m = mul i64 %x, 45
  ret i64 %m
}

define i64 @m17_64(i64 %x) {
  %m = mul i64 %x, 17
  ret i64 %m
}

define i32 @m7_32(i32 %x) {
  %m = mul i32 %x, 7
  ret i32 %m
}

define i64 @m34_64(i64 %x) {
  %m = mul i64 %x, 34
  ret i64 %m
}

define i64 @m30_64(i64 %x) {
  %m = mul i64 %x, 30
  ret i64 %m
}

define i32 @m_minus3_32(i32 %x) {
  %m = mul i32 %x, -3
  ret i32 %m
}

define i64 @m_minus24_64(i64 %x) {
  %m = mul i64 %x, -24
  ret i64 %m
}

define i64 @m_minus7_64(i64 %x) {
  %m = mul i64 %x, -7
  ret i64 %m
}

define i32 @m11_32(i32 %x) {
  %m = mul i32 %x, 11
  ret i32 %m
}

define i64 @m3_address(i64 %i, i64* %p) {
  %m = mul i64 %i, 3
  %q = getelementptr i64, i64* %p, i64 %m
  %v = load i64, i64* %q
  ret i64 %v
}

@fmt = private constant [30 x i8] c"%d %ld %d %ld %ld %ld %d %ld\0A\00"
@fmt2 = private constant [27 x i8] c"%ld %d %ld %ld %d %ld %ld\0A\00"
@table = private constant [12 x i64] [i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11]
declare i32 @printf(i8*, ...)

define i32 @run(i32 %x, i64 %y) {
  %a = call i32 @m5_32(i32 %x)
  %b = call i64 @m9_64(i64 %y)
  %c = call i32 @m40_32(i32 %x)
  %d = call i64 @m40_add(i64 %y, i64 7)
  %e = call i64 @m45_64(i64 %y)
  %f = call i64 @m17_64(i64 %y)
  %g = call i32 @m7_32(i32 %x)
  %h = call i64 @m34_64(i64 %y)
  call i32 (i8*, ...) @printf(i8* getelementptr ([30 x i8], [30 x i8]* @fmt, i64 0, i64 0), i32 %a, i64 %b, i32 %c, i64 %d, i64 %e, i64 %f, i32 %g, i64 %h)
  %i = call i64 @m30_64(i64 %y)
  %j = call i32 @m_minus3_32(i32 %x)
  %k = call i64 @m_minus24_64(i64 %y)
  %l = call i64 @m_minus7_64(i64 %y)
  %m = call i32 @m11_32(i32 %x)
  %n = call i64 @m3_address(i64 3, i64* getelementptr ([12 x i64], [12 x i64]* @table, i64 0, i64 0))
  call i32 (i8*, ...) @printf(i8* getelementptr ([27 x i8], [27 x i8]* @fmt2, i64 0, i64 0), i64 %i, i32 %j, i64 %k, i64 %l, i32 %m, i64 %n, i64 %y)
  ret i32 0
}

define i32 @main() {
  call i32 @run(i32 1000003, i64 -123456789012)
  call i32 @run(i32 -77, i64 4611686018427387905)
  ret i32 0
}

; CHECK: 	.text
; CHECK-NEXT: 	.globl	m5_32
; CHECK-NEXT: 	.p2align	4, 0x90
; CHECK-NEXT: 	.type	m5_32,@function
; CHECK-NEXT: m5_32:
; CHECK-NEXT: 	.cfi_startproc
; CHECK-NEXT: 	leal	(%rdi,%rdi,4), %eax
; CHECK-NEXT: 	retq
; CHECK-NEXT: .Lfunc_end0:
; CHECK-NEXT: 	.size	m5_32, .Lfunc_end0-m5_32
; CHECK-NEXT: 	.cfi_endproc
; CHECK-NEXT: 	.globl	m9_64
; CHECK-NEXT: 	.p2align	4, 0x90
; CHECK-NEXT: 	.type	m9_64,@function
; CHECK-NEXT: m9_64:
; CHECK-NEXT: 	.cfi_startproc
; CHECK-NEXT: 	leaq	(%rdi,%rdi,8), %rax
; CHECK-NEXT: 	retq
; CHECK-NEXT: .Lfunc_end1:
; CHECK-NEXT: 	.size	m9_64, .Lfunc_end1-m9_64
; CHECK-NEXT: 	.cfi_endproc
; CHECK-NEXT: 	.globl	m40_32
; CHECK-NEXT: 	.p2align	4, 0x90
; CHECK-NEXT: 	.type	m40_32,@function
; CHECK-NEXT: m40_32:
; CHECK-NEXT: 	.cfi_startproc
; CHECK-NEXT: 	shll	$3, %edi
; CHECK-NEXT: 	leal	(%rdi,%rdi,4), %eax
; CHECK-NEXT: 	retq
; CHECK-NEXT: .Lfunc_end2:
; CHECK-NEXT: 	.size	m40_32, .Lfunc_end2-m40_32
; CHECK-NEXT: 	.cfi_endproc
; CHECK-NEXT: 	.globl	m40_add
; CHECK-NEXT: 	.p2align	4, 0x90
; CHECK-NEXT: 	.type	m40_add,@function
; CHECK-NEXT: m40_add:
; CHECK-NEXT: 	.cfi_startproc
; CHECK-NEXT: 	leaq	(%rdi,%rdi,4), %rax
; CHECK-NEXT: 	leaq	(%rsi,%rax,8), %rax
; CHECK-NEXT: 	retq
; CHECK-NEXT: .Lfunc_end3:
; CHECK-NEXT: 	.size	m40_add, .Lfunc_end3-m40_add
; CHECK-NEXT: 	.cfi_endproc
; CHECK-NEXT: 	.globl	m45_64
; CHECK-NEXT: 	.p2align	4, 0x90
; CHECK-NEXT: 	.type	m45_64,@function
; CHECK-NEXT: m45_64:
; CHECK-NEXT: 	.cfi_startproc
; CHECK-NEXT: 	leaq	(%rdi,%rdi,8), %rax
; CHECK-NEXT: 	leaq	(%rax,%rax,4), %rax
; CHECK-NEXT: 	retq
; CHECK-NEXT: .Lfunc_end4:
; CHECK-NEXT: 	.size	m45_64, .Lfunc_end4-m45_64
; CHECK-NEXT: 	.cfi_endproc
; CHECK-NEXT: 	.globl	m17_64
; CHECK-NEXT: 	.p2align	4, 0x90
; CHECK-NEXT: 	.type	m17_64,@function
; CHECK-NEXT: m17_64:
; CHECK-NEXT: 	.cfi_startproc
; CHECK-NEXT: 	movq	%rdi, %rax
; CHECK-NEXT: 	shlq	$4, %rax
; CHECK-NEXT: 	addq	%rdi, %rax
; CHECK-NEXT: 	retq
; CHECK-NEXT: .Lfunc_end5:
; CHECK-NEXT: 	.size	m17_64, .Lfunc_end5-m17_64
; CHECK-NEXT: 	.cfi_endproc
; CHECK-NEXT: 	.globl	m7_32
; CHECK-NEXT: 	.p2align	4, 0x90
; CHECK-NEXT: 	.type	m7_32,@function
; CHECK-NEXT: m7_32:
; CHECK-NEXT: 	.cfi_startproc
; CHECK-NEXT: 	leal	(,%rdi,8), %eax
; CHECK-NEXT: 	subl	%edi, %eax
; CHECK-NEXT: 	retq
; CHECK-NEXT: .Lfunc_end6:
; CHECK-NEXT: 	.size	m7_32, .Lfunc_end6-m7_32
; CHECK-NEXT: 	.cfi_endproc
; CHECK-NEXT: 	.globl	m34_64
; CHECK-NEXT: 	.p2align	4, 0x90
; CHECK-NEXT: 	.type	m34_64,@function
; CHECK-NEXT: m34_64:
; CHECK-NEXT: 	.cfi_startproc
; CHECK-NEXT: 	movq	%rdi, %rax
; CHECK-NEXT: 	shlq	$5, %rax
; CHECK-NEXT: 	addq	%rdi, %rax
; CHECK-NEXT: 	addq	%rdi, %rax
; CHECK-NEXT: 	retq
; CHECK-NEXT: .Lfunc_end7:
; CHECK-NEXT: 	.size	m34_64, .Lfunc_end7-m34_64
; CHECK-NEXT: 	.cfi_endproc
; CHECK-NEXT: 	.globl	m30_64
; CHECK-NEXT: 	.p2align	4, 0x90
; CHECK-NEXT: 	.type	m30_64,@function
; CHECK-NEXT: m30_64:
; CHECK-NEXT: 	.cfi_startproc
; CHECK-NEXT: 	movq	%rdi, %rax
; CHECK-NEXT: 	shlq	$5, %rax
; CHECK-NEXT: 	subq	%rdi, %rax
; CHECK-NEXT: 	subq	%rdi, %rax
; CHECK-NEXT: 	retq
; CHECK-NEXT: .Lfunc_end8:
; CHECK-NEXT: 	.size	m30_64, .Lfunc_end8-m30_64
; CHECK-NEXT: 	.cfi_endproc
; CHECK-NEXT: 	.globl	m_minus3_32
; CHECK-NEXT: 	.p2align	4, 0x90
; CHECK-NEXT: 	.type	m_minus3_32,@function
; CHECK-NEXT: m_minus3_32:
; CHECK-NEXT: 	.cfi_startproc
; CHECK-NEXT: 	leal	(%rdi,%rdi,2), %eax
; CHECK-NEXT: 	negl	%eax
; CHECK-NEXT: 	retq
; CHECK-NEXT: .Lfunc_end9:
; CHECK-NEXT: 	.size	m_minus3_32, .Lfunc_end9-m_minus3_32
; CHECK-NEXT: 	.cfi_endproc
; CHECK-NEXT: 	.globl	m_minus24_64
; CHECK-NEXT: 	.p2align	4, 0x90
; CHECK-NEXT: 	.type	m_minus24_64,@function
; CHECK-NEXT: m_minus24_64:
; CHECK-NEXT: 	.cfi_startproc
; CHECK-NEXT: 	shlq	$3, %rdi
; CHECK-NEXT: 	leaq	(%rdi,%rdi,2), %rax
; CHECK-NEXT: 	negq	%rax
; CHECK-NEXT: 	retq
; CHECK-NEXT: .Lfunc_end10:
; CHECK-NEXT: 	.size	m_minus24_64, .Lfunc_end10-m_minus24_64
; CHECK-NEXT: 	.cfi_endproc
; CHECK-NEXT: 	.globl	m_minus7_64
; CHECK-NEXT: 	.p2align	4, 0x90
; CHECK-NEXT: 	.type	m_minus7_64,@function
; CHECK-NEXT: m_minus7_64:
; CHECK-NEXT: 	.cfi_startproc
; CHECK-NEXT: 	leaq	(,%rdi,8), %rax
; CHECK-NEXT: 	subq	%rax, %rdi
; CHECK-NEXT: 	movq	%rdi, %rax
; CHECK-NEXT: 	retq
; CHECK-NEXT: .Lfunc_end11:
; CHECK-NEXT: 	.size	m_minus7_64, .Lfunc_end11-m_minus7_64
; CHECK-NEXT: 	.cfi_endproc
; CHECK-NEXT: 	.globl	m11_32
; CHECK-NEXT: 	.p2align	4, 0x90
; CHECK-NEXT: 	.type	m11_32,@function
; CHECK-NEXT: m11_32:
; CHECK-NEXT: 	.cfi_startproc
; CHECK-NEXT: 	imull	$11, %edi, %eax
; CHECK-NEXT: 	retq
; CHECK-NEXT: .Lfunc_end12:
; CHECK-NEXT: 	.size	m11_32, .Lfunc_end12-m11_32
; CHECK-NEXT: 	.cfi_endproc
; CHECK-NEXT: 	.globl	m3_address
; CHECK-NEXT: 	.p2align	4, 0x90
; CHECK-NEXT: 	.type	m3_address,@function
; CHECK-NEXT: m3_address:
; CHECK-NEXT: 	.cfi_startproc
; CHECK-NEXT: 	leaq	(%rdi,%rdi,2), %rax
; CHECK-NEXT: 	movq	(%rsi,%rax,8), %rax
; CHECK-NEXT: 	retq
; CHECK-NEXT: .Lfunc_end13:
; CHECK-NEXT: 	.size	m3_address, .Lfunc_end13-m3_address
; CHECK-NEXT: 	.cfi_endproc
; CHECK-NEXT: 	.globl	run
; CHECK-NEXT: 	.p2align	4, 0x90
; CHECK-NEXT: 	.type	run,@function

; EXEC: 5000015 -1111111101108 40000120 -4938271560473 -5555555505540 -2098765413204 7000021 -4197530826408
; EXEC-NEXT: -3703703670360 -3000009 2962962936288 864197523084 11000033 9 -123456789012
; EXEC-NEXT: -385 4611686018427387913 -3080 47 4611686018427387949 4611686018427387921 -539 -9223372036854775774
; EXEC-NEXT: -9223372036854775778 231 -24 4611686018427387897 -847 9 4611686018427387905
; EXEC-NEXT: exit 0
