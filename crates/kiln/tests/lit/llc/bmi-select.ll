; The BMI1, BMI2 and LZCNT selections (td/X86PatBMI.td) under a function's features, as llc 14
; selects them: shifts of 32/64 bits by a register as shlx/shrx/sarx (no copy to %cl; a loaded
; value read from memory; a count that is the low byte of a wider value read in that value's
; register), x & ((1 << n) - 1) and x & ~(-1 << n) as bzhi, ~x & y as andn, x & (x - 1) as
; blsr, x ^ (x - 1) as blsmsk, x & -x as blsi, cttz/ctlz as tzcnt/lzcnt without the zero check,
; a rotate by a constant (a funnel shift of a value by itself) as rorx.
; Without the features (PLAIN) the same functions keep the legacy code: shifts by %cl,
; bsf/bsr with a cmov, not+and, rol/ror by an immediate.
; @getmiddle_bmi2 carries zstd's "target-features" (its _bmi2 decoders): in the same module
; only it gets shrx/bzhi. The register-allocation checker and the machine verifier run.
; RUN: kiln llc -O2 -verify-machineinstrs -verify-regalloc -mattr=+bmi,+bmi2,+lzcnt %s -o - | FileCheck %s
; RUN: kiln llc -O2 -verify-machineinstrs %s -o - | FileCheck %s --check-prefix=PLAIN

target triple = "x86_64-unknown-linux-gnu"

define i32 @shl32(i32 %x, i32 %n) {
  %r = shl i32 %x, %n
  ret i32 %r
}
define i64 @lshr64(i64 %x, i64 %n) {
  %r = lshr i64 %x, %n
  ret i64 %r
}
define i32 @ashr32_load(i32* %p, i32 %n) {
  %x = load i32, i32* %p
  %r = ashr i32 %x, %n
  ret i32 %r
}
define i64 @shl64_masked(i64 %x, i64 %n) {
  %m = and i64 %n, 63
  %r = shl i64 %x, %m
  ret i64 %r
}
define i64 @bzhi64(i64 %x, i32 %n) {
  %w = zext i32 %n to i64
  %s = shl i64 1, %w
  %m = add i64 %s, -1
  %r = and i64 %m, %x
  ret i64 %r
}
define i32 @bzhi32(i32 %x, i32 %n) {
  %s = shl i32 1, %n
  %m = add i32 %s, -1
  %r = and i32 %x, %m
  ret i32 %r
}
define i64 @getmiddle(i64 %c, i32 %start, i32 %nb) {
  %st = and i32 %start, 63
  %st64 = zext i32 %st to i64
  %sh = lshr i64 %c, %st64
  %nb64 = zext i32 %nb to i64
  %one = shl i64 1, %nb64
  %mask = add i64 %one, -1
  %r = and i64 %sh, %mask
  ret i64 %r
}
define i32 @andn32(i32 %x, i32 %y) {
  %n = xor i32 %x, -1
  %r = and i32 %n, %y
  ret i32 %r
}
define i64 @andn64_load(i64 %x, i64* %p) {
  %y = load i64, i64* %p
  %n = xor i64 %x, -1
  %r = and i64 %y, %n
  ret i64 %r
}
define i32 @blsr32(i32 %x) {
  %d = add i32 %x, -1
  %r = and i32 %d, %x
  ret i32 %r
}
define i64 @blsmsk64(i64 %x) {
  %d = add i64 %x, -1
  %r = xor i64 %d, %x
  ret i64 %r
}
define i32 @blsi32(i32 %x) {
  %d = sub i32 0, %x
  %r = and i32 %d, %x
  ret i32 %r
}
define i32 @cttz32(i32 %x) {
  %r = call i32 @llvm.cttz.i32(i32 %x, i1 false)
  ret i32 %r
}
define i64 @cttz64u(i64 %x) {
  %r = call i64 @llvm.cttz.i64(i64 %x, i1 true)
  ret i64 %r
}
define i16 @cttz16(i16 %x) {
  %r = call i16 @llvm.cttz.i16(i16 %x, i1 false)
  ret i16 %r
}
define i8 @cttz8(i8 %x) {
  %r = call i8 @llvm.cttz.i8(i8 %x, i1 false)
  ret i8 %r
}
define i32 @ctlz32(i32 %x) {
  %r = call i32 @llvm.ctlz.i32(i32 %x, i1 false)
  ret i32 %r
}
define i64 @ctlz64u(i64 %x) {
  %r = call i64 @llvm.ctlz.i64(i64 %x, i1 true)
  ret i64 %r
}
define i8 @ctlz8(i8 %x) {
  %r = call i8 @llvm.ctlz.i8(i8 %x, i1 false)
  ret i8 %r
}
define i32 @ctlz32_load(i32* %p) {
  %x = load i32, i32* %p
  %r = call i32 @llvm.ctlz.i32(i32 %x, i1 true)
  ret i32 %r
}
define i32 @rotl32(i32 %x) {
  %r = call i32 @llvm.fshl.i32(i32 %x, i32 %x, i32 7)
  ret i32 %r
}
define i64 @rotr64(i64 %x) {
  %r = call i64 @llvm.fshr.i64(i64 %x, i64 %x, i64 13)
  ret i64 %r
}
define i64 @getmiddle_bmi2(i64 %c, i32 %start, i32 %nb) #0 {
  %st = and i32 %start, 63
  %st64 = zext i32 %st to i64
  %sh = lshr i64 %c, %st64
  %nb64 = zext i32 %nb to i64
  %one = shl i64 1, %nb64
  %mask = add i64 %one, -1
  %r = and i64 %sh, %mask
  ret i64 %r
}

define i64 @bzhi_not_shl(i64 %x, i8 %n) {
  %w = zext i8 %n to i64
  %s = shl i64 -1, %w
  %m = xor i64 %s, -1
  %r = and i64 %x, %m
  ret i64 %r
}

define i32 @shl32_byte_count(i32 %x, i8 %n) {
  %c = and i8 %n, 31
  %m = sub i8 31, %c
  %w = zext i8 %m to i32
  %r = shl i32 %x, %w
  ret i32 %r
}

declare i32 @llvm.cttz.i32(i32, i1)
declare i64 @llvm.cttz.i64(i64, i1)
declare i16 @llvm.cttz.i16(i16, i1)
declare i8 @llvm.cttz.i8(i8, i1)
declare i32 @llvm.ctlz.i32(i32, i1)
declare i64 @llvm.ctlz.i64(i64, i1)
declare i8 @llvm.ctlz.i8(i8, i1)
declare i32 @llvm.fshl.i32(i32, i32, i32)
declare i64 @llvm.fshr.i64(i64, i64, i64)
attributes #0 = { nounwind "target-features"="+bmi,+bmi2,+cx8,+fxsr,+lzcnt,+mmx,+sse,+sse2,+x87" }

; CHECK-LABEL: shl32:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: shlxl	%esi, %edi, %eax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end0:
; CHECK-LABEL: lshr64:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: shrxq	%rsi, %rdi, %rax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end1:
; CHECK-LABEL: ashr32_load:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: sarxl	%esi, (%rdi), %eax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end2:
; CHECK-LABEL: shl64_masked:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: shlxq	%rsi, %rdi, %rax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end3:
; CHECK-LABEL: bzhi64:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: bzhiq	%rsi, %rdi, %rax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end4:
; CHECK-LABEL: bzhi32:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: bzhil	%esi, %edi, %eax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end5:
; CHECK-LABEL: getmiddle:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: shrxq	%rsi, %rdi, %rax
; CHECK-NEXT: bzhiq	%rdx, %rax, %rax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end6:
; CHECK-LABEL: andn32:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: andnl	%esi, %edi, %eax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end7:
; CHECK-LABEL: andn64_load:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: andnq	(%rsi), %rdi, %rax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end8:
; CHECK-LABEL: blsr32:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: blsrl	%edi, %eax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end9:
; CHECK-LABEL: blsmsk64:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: blsmskq	%rdi, %rax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end10:
; CHECK-LABEL: blsi32:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: blsil	%edi, %eax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end11:
; CHECK-LABEL: cttz32:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: tzcntl	%edi, %eax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end12:
; CHECK-LABEL: cttz64u:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: tzcntq	%rdi, %rax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end13:
; CHECK-LABEL: cttz16:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: tzcntw	%di, %ax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end14:
; CHECK-LABEL: cttz8:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: movzbl	%dil, %eax
; CHECK-NEXT: orl	$256, %eax
; CHECK-NEXT: tzcntl	%eax, %eax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end15:
; CHECK-LABEL: ctlz32:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: lzcntl	%edi, %eax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end16:
; CHECK-LABEL: ctlz64u:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: lzcntq	%rdi, %rax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end17:
; CHECK-LABEL: ctlz8:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: movzbl	%dil, %eax
; CHECK-NEXT: lzcntl	%eax, %eax
; CHECK-NEXT: subl	$24, %eax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end18:
; CHECK-LABEL: ctlz32_load:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: lzcntl	(%rdi), %eax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end19:
; CHECK-LABEL: rotl32:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: rorxl	$25, %edi, %eax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end20:
; CHECK-LABEL: rotr64:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: rorxq	$13, %rdi, %rax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end21:
; CHECK-LABEL: getmiddle_bmi2:
; CHECK-NEXT: shrxq	%rsi, %rdi, %rax
; CHECK-NEXT: bzhiq	%rdx, %rax, %rax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end22:
; CHECK-LABEL: bzhi_not_shl:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: bzhiq	%rsi, %rdi, %rax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end23:
; CHECK-LABEL: shl32_byte_count:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: andb	$31, %sil
; CHECK-NEXT: movb	$31, %al
; CHECK-NEXT: subb	%sil, %al
; CHECK-NEXT: shlxl	%eax, %edi, %eax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end24:

; PLAIN-LABEL: shl32:
; PLAIN-NEXT: .cfi_startproc
; PLAIN-NEXT: movb	%sil, %cl
; PLAIN-NEXT: shll	%cl, %edi
; PLAIN-NEXT: movl	%edi, %eax
; PLAIN-NEXT: retq
; PLAIN-NEXT: .Lfunc_end0:
; PLAIN-LABEL: lshr64:
; PLAIN-NEXT: .cfi_startproc
; PLAIN-NEXT: movb	%sil, %cl
; PLAIN-NEXT: shrq	%cl, %rdi
; PLAIN-NEXT: movq	%rdi, %rax
; PLAIN-NEXT: retq
; PLAIN-NEXT: .Lfunc_end1:
; PLAIN-LABEL: ashr32_load:
; PLAIN-NEXT: .cfi_startproc
; PLAIN-NEXT: movl	(%rdi), %eax
; PLAIN-NEXT: movb	%sil, %cl
; PLAIN-NEXT: sarl	%cl, %eax
; PLAIN-NEXT: retq
; PLAIN-NEXT: .Lfunc_end2:
; PLAIN-LABEL: shl64_masked:
; PLAIN-NEXT: .cfi_startproc
; PLAIN-NEXT: movb	%sil, %cl
; PLAIN-NEXT: shlq	%cl, %rdi
; PLAIN-NEXT: movq	%rdi, %rax
; PLAIN-NEXT: retq
; PLAIN-NEXT: .Lfunc_end3:
; PLAIN-LABEL: bzhi64:
; PLAIN-NEXT: .cfi_startproc
; PLAIN-NEXT: movl	$1, %eax
; PLAIN-NEXT: movb	%sil, %cl
; PLAIN-NEXT: shlq	%cl, %rax
; PLAIN-NEXT: addq	$-1, %rax
; PLAIN-NEXT: andq	%rdi, %rax
; PLAIN-NEXT: retq
; PLAIN-NEXT: .Lfunc_end4:
; PLAIN-LABEL: bzhi32:
; PLAIN-NEXT: .cfi_startproc
; PLAIN-NEXT: movl	$1, %eax
; PLAIN-NEXT: movb	%sil, %cl
; PLAIN-NEXT: shll	%cl, %eax
; PLAIN-NEXT: addl	$-1, %eax
; PLAIN-NEXT: andl	%edi, %eax
; PLAIN-NEXT: retq
; PLAIN-NEXT: .Lfunc_end5:
; PLAIN-LABEL: getmiddle:
; PLAIN-NEXT: .cfi_startproc
; PLAIN-NEXT: movb	%sil, %cl
; PLAIN-NEXT: shrq	%cl, %rdi
; PLAIN-NEXT: movl	$1, %eax
; PLAIN-NEXT: movb	%dl, %cl
; PLAIN-NEXT: shlq	%cl, %rax
; PLAIN-NEXT: addq	$-1, %rax
; PLAIN-NEXT: andq	%rax, %rdi
; PLAIN-NEXT: movq	%rdi, %rax
; PLAIN-NEXT: retq
; PLAIN-NEXT: .Lfunc_end6:
; PLAIN-LABEL: andn32:
; PLAIN-NEXT: .cfi_startproc
; PLAIN-NEXT: notl	%edi
; PLAIN-NEXT: andl	%esi, %edi
; PLAIN-NEXT: movl	%edi, %eax
; PLAIN-NEXT: retq
; PLAIN-NEXT: .Lfunc_end7:
; PLAIN-LABEL: andn64_load:
; PLAIN-NEXT: .cfi_startproc
; PLAIN-NEXT: notq	%rdi
; PLAIN-NEXT: andq	(%rsi), %rdi
; PLAIN-NEXT: movq	%rdi, %rax
; PLAIN-NEXT: retq
; PLAIN-NEXT: .Lfunc_end8:
; PLAIN-LABEL: blsr32:
; PLAIN-NEXT: .cfi_startproc
; PLAIN-NEXT: leal	-1(%rdi), %eax
; PLAIN-NEXT: andl	%edi, %eax
; PLAIN-NEXT: retq
; PLAIN-NEXT: .Lfunc_end9:
; PLAIN-LABEL: blsmsk64:
; PLAIN-NEXT: .cfi_startproc
; PLAIN-NEXT: leaq	-1(%rdi), %rax
; PLAIN-NEXT: xorq	%rdi, %rax
; PLAIN-NEXT: retq
; PLAIN-NEXT: .Lfunc_end10:
; PLAIN-LABEL: blsi32:
; PLAIN-NEXT: .cfi_startproc
; PLAIN-NEXT: movl	%edi, %eax
; PLAIN-NEXT: negl	%eax
; PLAIN-NEXT: andl	%edi, %eax
; PLAIN-NEXT: retq
; PLAIN-NEXT: .Lfunc_end11:
; PLAIN-LABEL: cttz32:
; PLAIN-NEXT: .cfi_startproc
; PLAIN-NEXT: bsfl	%edi, %eax
; PLAIN-NEXT: movl	$32, %ecx
; PLAIN-NEXT: cmovel	%ecx, %eax
; PLAIN-NEXT: retq
; PLAIN-NEXT: .Lfunc_end12:
; PLAIN-LABEL: cttz64u:
; PLAIN-NEXT: .cfi_startproc
; PLAIN-NEXT: bsfq	%rdi, %rax
; PLAIN-NEXT: retq
; PLAIN-NEXT: .Lfunc_end13:
; PLAIN-LABEL: cttz16:
; PLAIN-NEXT: .cfi_startproc
; PLAIN-NEXT: bsfw	%di, %ax
; PLAIN-NEXT: movw	$16, %cx
; PLAIN-NEXT: cmovew	%cx, %ax
; PLAIN-NEXT: retq
; PLAIN-NEXT: .Lfunc_end14:
; PLAIN-LABEL: cttz8:
; PLAIN-NEXT: .cfi_startproc
; PLAIN-NEXT: movzbl	%dil, %eax
; PLAIN-NEXT: orl	$256, %eax
; PLAIN-NEXT: bsfl	%eax, %eax
; PLAIN-NEXT: retq
; PLAIN-NEXT: .Lfunc_end15:
; PLAIN-LABEL: ctlz32:
; PLAIN-NEXT: .cfi_startproc
; PLAIN-NEXT: bsrl	%edi, %eax
; PLAIN-NEXT: movl	$63, %ecx
; PLAIN-NEXT: cmovel	%ecx, %eax
; PLAIN-NEXT: xorl	$31, %eax
; PLAIN-NEXT: retq
; PLAIN-NEXT: .Lfunc_end16:
; PLAIN-LABEL: ctlz64u:
; PLAIN-NEXT: .cfi_startproc
; PLAIN-NEXT: bsrq	%rdi, %rax
; PLAIN-NEXT: xorq	$63, %rax
; PLAIN-NEXT: retq
; PLAIN-NEXT: .Lfunc_end17:
; PLAIN-LABEL: ctlz8:
; PLAIN-NEXT: .cfi_startproc
; PLAIN-NEXT: movzbl	%dil, %eax
; PLAIN-NEXT: bsrl	%eax, %eax
; PLAIN-NEXT: movl	$63, %ecx
; PLAIN-NEXT: cmovel	%ecx, %eax
; PLAIN-NEXT: xorl	$31, %eax
; PLAIN-NEXT: subl	$24, %eax
; PLAIN-NEXT: retq
; PLAIN-NEXT: .Lfunc_end18:
; PLAIN-LABEL: ctlz32_load:
; PLAIN-NEXT: .cfi_startproc
; PLAIN-NEXT: movl	(%rdi), %eax
; PLAIN-NEXT: bsrl	%eax, %eax
; PLAIN-NEXT: xorl	$31, %eax
; PLAIN-NEXT: retq
; PLAIN-NEXT: .Lfunc_end19:
; PLAIN-LABEL: rotl32:
; PLAIN-NEXT: .cfi_startproc
; PLAIN-NEXT: roll	$7, %edi
; PLAIN-NEXT: movl	%edi, %eax
; PLAIN-NEXT: retq
; PLAIN-NEXT: .Lfunc_end20:
; PLAIN-LABEL: rotr64:
; PLAIN-NEXT: .cfi_startproc
; PLAIN-NEXT: rorq	$13, %rdi
; PLAIN-NEXT: movq	%rdi, %rax
; PLAIN-NEXT: retq
; PLAIN-NEXT: .Lfunc_end21:
; PLAIN-LABEL: getmiddle_bmi2:
; PLAIN-NEXT: shrxq	%rsi, %rdi, %rax
; PLAIN-NEXT: bzhiq	%rdx, %rax, %rax
; PLAIN-NEXT: retq
; PLAIN-NEXT: .Lfunc_end22:
; PLAIN-LABEL: bzhi_not_shl:
; PLAIN-NEXT: .cfi_startproc
; PLAIN-NEXT: movq	$-1, %rax
; PLAIN-NEXT: movb	%sil, %cl
; PLAIN-NEXT: shlq	%cl, %rax
; PLAIN-NEXT: notq	%rax
; PLAIN-NEXT: andq	%rdi, %rax
; PLAIN-NEXT: retq
; PLAIN-NEXT: .Lfunc_end23:
; PLAIN-LABEL: shl32_byte_count:
; PLAIN-NEXT: .cfi_startproc
; PLAIN-NEXT: andb	$31, %sil
; PLAIN-NEXT: movb	$31, %cl
; PLAIN-NEXT: subb	%sil, %cl
; PLAIN-NEXT: shll	%cl, %edi
; PLAIN-NEXT: movl	%edi, %eax
; PLAIN-NEXT: retq
; PLAIN-NEXT: .Lfunc_end24:
