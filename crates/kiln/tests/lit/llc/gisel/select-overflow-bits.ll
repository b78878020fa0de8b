; GlobalISel's selection of overflow-reporting arithmetic (llvm.{s,u}{add,sub,mul}.with.overflow:
; SETO after ADD/SUB/IMUL, MUL on the accumulator; the unsigned add and sub are carries), byte
; swaps (BSWAP, ROL16ri 8), trailing zeros (BSF), floating-point negation and absolute value
; (the sign bit in a general-purpose register) and pointer casts of 32-bit integers (widened:
; inttoptr zero-extends, ptrtoint truncates); checked and run against C (GCC's builtins) over
; edge-case values.
; RUN: kiln llc -mtriple=x86_64 -O0 -global-isel -global-isel-abort=1 -verify-machineinstrs %s -o - | FileCheck %s
; RUN: kiln llc -mtriple=x86_64 -O0 -global-isel -global-isel-abort=1 -relocation-model=pic -filetype=obj %s -o %t.o
; RUN: gcc $(dirname %s)/../../Inputs/gisel_overflow_driver.c %t.o -o %t.exe
; RUN: %t.exe | grep -x '0 mismatches'
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

; Stores the overflow bit at %o, returns the result.
define i8 @sadd8(i8 %a, i8 %b, ptr %o) {
  %r = call { i8, i1 } @llvm.sadd.with.overflow.i8(i8 %a, i8 %b)
  %v = extractvalue { i8, i1 } %r, 0
  %f = extractvalue { i8, i1 } %r, 1
  %z = zext i1 %f to i8
  store i8 %z, ptr %o
  ret i8 %v
}
declare { i8, i1 } @llvm.sadd.with.overflow.i8(i8, i8)

; Stores the overflow bit at %o, returns the result.
define i16 @sadd16(i16 %a, i16 %b, ptr %o) {
  %r = call { i16, i1 } @llvm.sadd.with.overflow.i16(i16 %a, i16 %b)
  %v = extractvalue { i16, i1 } %r, 0
  %f = extractvalue { i16, i1 } %r, 1
  %z = zext i1 %f to i8
  store i8 %z, ptr %o
  ret i16 %v
}
declare { i16, i1 } @llvm.sadd.with.overflow.i16(i16, i16)

; Stores the overflow bit at %o, returns the result.
define i32 @sadd32(i32 %a, i32 %b, ptr %o) {
  %r = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %a, i32 %b)
  %v = extractvalue { i32, i1 } %r, 0
  %f = extractvalue { i32, i1 } %r, 1
  %z = zext i1 %f to i8
  store i8 %z, ptr %o
  ret i32 %v
}
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32)

; Stores the overflow bit at %o, returns the result.
define i64 @sadd64(i64 %a, i64 %b, ptr %o) {
  %r = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %a, i64 %b)
  %v = extractvalue { i64, i1 } %r, 0
  %f = extractvalue { i64, i1 } %r, 1
  %z = zext i1 %f to i8
  store i8 %z, ptr %o
  ret i64 %v
}
declare { i64, i1 } @llvm.sadd.with.overflow.i64(i64, i64)

; Stores the overflow bit at %o, returns the result.
define i8 @ssub8(i8 %a, i8 %b, ptr %o) {
  %r = call { i8, i1 } @llvm.ssub.with.overflow.i8(i8 %a, i8 %b)
  %v = extractvalue { i8, i1 } %r, 0
  %f = extractvalue { i8, i1 } %r, 1
  %z = zext i1 %f to i8
  store i8 %z, ptr %o
  ret i8 %v
}
declare { i8, i1 } @llvm.ssub.with.overflow.i8(i8, i8)

; Stores the overflow bit at %o, returns the result.
define i16 @ssub16(i16 %a, i16 %b, ptr %o) {
  %r = call { i16, i1 } @llvm.ssub.with.overflow.i16(i16 %a, i16 %b)
  %v = extractvalue { i16, i1 } %r, 0
  %f = extractvalue { i16, i1 } %r, 1
  %z = zext i1 %f to i8
  store i8 %z, ptr %o
  ret i16 %v
}
declare { i16, i1 } @llvm.ssub.with.overflow.i16(i16, i16)

; Stores the overflow bit at %o, returns the result.
define i32 @ssub32(i32 %a, i32 %b, ptr %o) {
  %r = call { i32, i1 } @llvm.ssub.with.overflow.i32(i32 %a, i32 %b)
  %v = extractvalue { i32, i1 } %r, 0
  %f = extractvalue { i32, i1 } %r, 1
  %z = zext i1 %f to i8
  store i8 %z, ptr %o
  ret i32 %v
}
declare { i32, i1 } @llvm.ssub.with.overflow.i32(i32, i32)

; Stores the overflow bit at %o, returns the result.
define i64 @ssub64(i64 %a, i64 %b, ptr %o) {
  %r = call { i64, i1 } @llvm.ssub.with.overflow.i64(i64 %a, i64 %b)
  %v = extractvalue { i64, i1 } %r, 0
  %f = extractvalue { i64, i1 } %r, 1
  %z = zext i1 %f to i8
  store i8 %z, ptr %o
  ret i64 %v
}
declare { i64, i1 } @llvm.ssub.with.overflow.i64(i64, i64)

; Stores the overflow bit at %o, returns the result.
define i8 @smul8(i8 %a, i8 %b, ptr %o) {
  %r = call { i8, i1 } @llvm.smul.with.overflow.i8(i8 %a, i8 %b)
  %v = extractvalue { i8, i1 } %r, 0
  %f = extractvalue { i8, i1 } %r, 1
  %z = zext i1 %f to i8
  store i8 %z, ptr %o
  ret i8 %v
}
declare { i8, i1 } @llvm.smul.with.overflow.i8(i8, i8)

; Stores the overflow bit at %o, returns the result.
define i16 @smul16(i16 %a, i16 %b, ptr %o) {
  %r = call { i16, i1 } @llvm.smul.with.overflow.i16(i16 %a, i16 %b)
  %v = extractvalue { i16, i1 } %r, 0
  %f = extractvalue { i16, i1 } %r, 1
  %z = zext i1 %f to i8
  store i8 %z, ptr %o
  ret i16 %v
}
declare { i16, i1 } @llvm.smul.with.overflow.i16(i16, i16)

; Stores the overflow bit at %o, returns the result.
define i32 @smul32(i32 %a, i32 %b, ptr %o) {
  %r = call { i32, i1 } @llvm.smul.with.overflow.i32(i32 %a, i32 %b)
  %v = extractvalue { i32, i1 } %r, 0
  %f = extractvalue { i32, i1 } %r, 1
  %z = zext i1 %f to i8
  store i8 %z, ptr %o
  ret i32 %v
}
declare { i32, i1 } @llvm.smul.with.overflow.i32(i32, i32)

; Stores the overflow bit at %o, returns the result.
define i64 @smul64(i64 %a, i64 %b, ptr %o) {
  %r = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %a, i64 %b)
  %v = extractvalue { i64, i1 } %r, 0
  %f = extractvalue { i64, i1 } %r, 1
  %z = zext i1 %f to i8
  store i8 %z, ptr %o
  ret i64 %v
}
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64)

; Stores the overflow bit at %o, returns the result.
define i8 @umul8(i8 %a, i8 %b, ptr %o) {
  %r = call { i8, i1 } @llvm.umul.with.overflow.i8(i8 %a, i8 %b)
  %v = extractvalue { i8, i1 } %r, 0
  %f = extractvalue { i8, i1 } %r, 1
  %z = zext i1 %f to i8
  store i8 %z, ptr %o
  ret i8 %v
}
declare { i8, i1 } @llvm.umul.with.overflow.i8(i8, i8)

; Stores the overflow bit at %o, returns the result.
define i16 @umul16(i16 %a, i16 %b, ptr %o) {
  %r = call { i16, i1 } @llvm.umul.with.overflow.i16(i16 %a, i16 %b)
  %v = extractvalue { i16, i1 } %r, 0
  %f = extractvalue { i16, i1 } %r, 1
  %z = zext i1 %f to i8
  store i8 %z, ptr %o
  ret i16 %v
}
declare { i16, i1 } @llvm.umul.with.overflow.i16(i16, i16)

; Stores the overflow bit at %o, returns the result.
define i32 @umul32(i32 %a, i32 %b, ptr %o) {
  %r = call { i32, i1 } @llvm.umul.with.overflow.i32(i32 %a, i32 %b)
  %v = extractvalue { i32, i1 } %r, 0
  %f = extractvalue { i32, i1 } %r, 1
  %z = zext i1 %f to i8
  store i8 %z, ptr %o
  ret i32 %v
}
declare { i32, i1 } @llvm.umul.with.overflow.i32(i32, i32)

; Stores the overflow bit at %o, returns the result.
define i64 @umul64(i64 %a, i64 %b, ptr %o) {
  %r = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %a, i64 %b)
  %v = extractvalue { i64, i1 } %r, 0
  %f = extractvalue { i64, i1 } %r, 1
  %z = zext i1 %f to i8
  store i8 %z, ptr %o
  ret i64 %v
}
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64)

; Stores the overflow bit at %o, returns the result.
define i8 @uadd8(i8 %a, i8 %b, ptr %o) {
  %r = call { i8, i1 } @llvm.uadd.with.overflow.i8(i8 %a, i8 %b)
  %v = extractvalue { i8, i1 } %r, 0
  %f = extractvalue { i8, i1 } %r, 1
  %z = zext i1 %f to i8
  store i8 %z, ptr %o
  ret i8 %v
}
declare { i8, i1 } @llvm.uadd.with.overflow.i8(i8, i8)

; Stores the overflow bit at %o, returns the result.
define i16 @uadd16(i16 %a, i16 %b, ptr %o) {
  %r = call { i16, i1 } @llvm.uadd.with.overflow.i16(i16 %a, i16 %b)
  %v = extractvalue { i16, i1 } %r, 0
  %f = extractvalue { i16, i1 } %r, 1
  %z = zext i1 %f to i8
  store i8 %z, ptr %o
  ret i16 %v
}
declare { i16, i1 } @llvm.uadd.with.overflow.i16(i16, i16)

; Stores the overflow bit at %o, returns the result.
define i32 @uadd32(i32 %a, i32 %b, ptr %o) {
  %r = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %a, i32 %b)
  %v = extractvalue { i32, i1 } %r, 0
  %f = extractvalue { i32, i1 } %r, 1
  %z = zext i1 %f to i8
  store i8 %z, ptr %o
  ret i32 %v
}
declare { i32, i1 } @llvm.uadd.with.overflow.i32(i32, i32)

; Stores the overflow bit at %o, returns the result.
define i64 @uadd64(i64 %a, i64 %b, ptr %o) {
  %r = call { i64, i1 } @llvm.uadd.with.overflow.i64(i64 %a, i64 %b)
  %v = extractvalue { i64, i1 } %r, 0
  %f = extractvalue { i64, i1 } %r, 1
  %z = zext i1 %f to i8
  store i8 %z, ptr %o
  ret i64 %v
}
declare { i64, i1 } @llvm.uadd.with.overflow.i64(i64, i64)

; Stores the overflow bit at %o, returns the result.
define i8 @usub8(i8 %a, i8 %b, ptr %o) {
  %r = call { i8, i1 } @llvm.usub.with.overflow.i8(i8 %a, i8 %b)
  %v = extractvalue { i8, i1 } %r, 0
  %f = extractvalue { i8, i1 } %r, 1
  %z = zext i1 %f to i8
  store i8 %z, ptr %o
  ret i8 %v
}
declare { i8, i1 } @llvm.usub.with.overflow.i8(i8, i8)

; Stores the overflow bit at %o, returns the result.
define i16 @usub16(i16 %a, i16 %b, ptr %o) {
  %r = call { i16, i1 } @llvm.usub.with.overflow.i16(i16 %a, i16 %b)
  %v = extractvalue { i16, i1 } %r, 0
  %f = extractvalue { i16, i1 } %r, 1
  %z = zext i1 %f to i8
  store i8 %z, ptr %o
  ret i16 %v
}
declare { i16, i1 } @llvm.usub.with.overflow.i16(i16, i16)

; Stores the overflow bit at %o, returns the result.
define i32 @usub32(i32 %a, i32 %b, ptr %o) {
  %r = call { i32, i1 } @llvm.usub.with.overflow.i32(i32 %a, i32 %b)
  %v = extractvalue { i32, i1 } %r, 0
  %f = extractvalue { i32, i1 } %r, 1
  %z = zext i1 %f to i8
  store i8 %z, ptr %o
  ret i32 %v
}
declare { i32, i1 } @llvm.usub.with.overflow.i32(i32, i32)

; Stores the overflow bit at %o, returns the result.
define i64 @usub64(i64 %a, i64 %b, ptr %o) {
  %r = call { i64, i1 } @llvm.usub.with.overflow.i64(i64 %a, i64 %b)
  %v = extractvalue { i64, i1 } %r, 0
  %f = extractvalue { i64, i1 } %r, 1
  %z = zext i1 %f to i8
  store i8 %z, ptr %o
  ret i64 %v
}
declare { i64, i1 } @llvm.usub.with.overflow.i64(i64, i64)

define i16 @bswap16(i16 %a) {
  %r = call i16 @llvm.bswap.i16(i16 %a)
  ret i16 %r
}
declare i16 @llvm.bswap.i16(i16)

define i32 @bswap32(i32 %a) {
  %r = call i32 @llvm.bswap.i32(i32 %a)
  ret i32 %r
}
declare i32 @llvm.bswap.i32(i32)

define i64 @bswap64(i64 %a) {
  %r = call i64 @llvm.bswap.i64(i64 %a)
  ret i64 %r
}
declare i64 @llvm.bswap.i64(i64)

define i32 @cttz32(i32 %a) {
  %r = call i32 @llvm.cttz.i32(i32 %a, i1 true)
  ret i32 %r
}
declare i32 @llvm.cttz.i32(i32, i1)

define i64 @cttz64(i64 %a) {
  %r = call i64 @llvm.cttz.i64(i64 %a, i1 true)
  ret i64 %r
}
declare i64 @llvm.cttz.i64(i64, i1)

define float @fneg_f(float %a) {
  %r = fneg float %a
  ret float %r
}

define float @fabs_f(float %a) {
  %r = call float @llvm.fabs.f32(float %a)
  ret float %r
}
declare float @llvm.fabs.f32(float)

define double @fneg_d(double %a) {
  %r = fneg double %a
  ret double %r
}

define double @fabs_d(double %a) {
  %r = call double @llvm.fabs.f64(double %a)
  ret double %r
}
declare double @llvm.fabs.f64(double)

define i32 @ptr_low(ptr %p) {
  %r = ptrtoint ptr %p to i32
  ret i32 %r
}

define ptr @ptr_from32(i32 %x) {
  %r = inttoptr i32 %x to ptr
  ret ptr %r
}

; CHECK-LABEL: sadd8:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: addb	%sil, %dil
; CHECK-NEXT: seto	%al
; CHECK-NEXT: andb	$1, %al
; CHECK-NEXT: movb	%al, (%rdx)
; CHECK-NEXT: movb	%dil, %al
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end0:
; CHECK-LABEL: sadd16:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: addw	%si, %di
; CHECK-NEXT: seto	%al
; CHECK-NEXT: andb	$1, %al
; CHECK-NEXT: movb	%al, (%rdx)
; CHECK-NEXT: movw	%di, %ax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end1:
; CHECK-LABEL: sadd32:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: addl	%esi, %edi
; CHECK-NEXT: seto	%al
; CHECK-NEXT: andb	$1, %al
; CHECK-NEXT: movb	%al, (%rdx)
; CHECK-NEXT: movl	%edi, %eax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end2:
; CHECK-LABEL: sadd64:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: addq	%rsi, %rdi
; CHECK-NEXT: seto	%al
; CHECK-NEXT: andb	$1, %al
; CHECK-NEXT: movb	%al, (%rdx)
; CHECK-NEXT: movq	%rdi, %rax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end3:
; CHECK-LABEL: ssub8:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: subb	%sil, %dil
; CHECK-NEXT: seto	%al
; CHECK-NEXT: andb	$1, %al
; CHECK-NEXT: movb	%al, (%rdx)
; CHECK-NEXT: movb	%dil, %al
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end4:
; CHECK-LABEL: ssub16:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: subw	%si, %di
; CHECK-NEXT: seto	%al
; CHECK-NEXT: andb	$1, %al
; CHECK-NEXT: movb	%al, (%rdx)
; CHECK-NEXT: movw	%di, %ax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end5:
; CHECK-LABEL: ssub32:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: subl	%esi, %edi
; CHECK-NEXT: seto	%al
; CHECK-NEXT: andb	$1, %al
; CHECK-NEXT: movb	%al, (%rdx)
; CHECK-NEXT: movl	%edi, %eax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end6:
; CHECK-LABEL: ssub64:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: subq	%rsi, %rdi
; CHECK-NEXT: seto	%al
; CHECK-NEXT: andb	$1, %al
; CHECK-NEXT: movb	%al, (%rdx)
; CHECK-NEXT: movq	%rdi, %rax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end7:
; CHECK-LABEL: smul8:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: movb	%dil, %al
; CHECK-NEXT: imulb	%sil
; CHECK-NEXT: seto	%cl
; CHECK-NEXT: andb	$1, %cl
; CHECK-NEXT: movb	%cl, (%rdx)
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end8:
; CHECK-LABEL: smul16:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: imulw	%si, %di
; CHECK-NEXT: seto	%al
; CHECK-NEXT: andb	$1, %al
; CHECK-NEXT: movb	%al, (%rdx)
; CHECK-NEXT: movw	%di, %ax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end9:
; CHECK-LABEL: smul32:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: imull	%esi, %edi
; CHECK-NEXT: seto	%al
; CHECK-NEXT: andb	$1, %al
; CHECK-NEXT: movb	%al, (%rdx)
; CHECK-NEXT: movl	%edi, %eax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end10:
; CHECK-LABEL: smul64:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: imulq	%rsi, %rdi
; CHECK-NEXT: seto	%al
; CHECK-NEXT: andb	$1, %al
; CHECK-NEXT: movb	%al, (%rdx)
; CHECK-NEXT: movq	%rdi, %rax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end11:
; CHECK-LABEL: umul8:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: movb	%dil, %al
; CHECK-NEXT: mulb	%sil
; CHECK-NEXT: seto	%cl
; CHECK-NEXT: andb	$1, %cl
; CHECK-NEXT: movb	%cl, (%rdx)
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end12:
; CHECK-LABEL: umul16:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: movw	%di, %ax
; CHECK-NEXT: movq	%rdx, -8(%rsp) # 8-byte Spill
; CHECK-NEXT: mulw	%si
; CHECK-NEXT: seto	%cl
; CHECK-NEXT: andb	$1, %cl
; CHECK-NEXT: movq	-8(%rsp), %rdx # 8-byte Reload
; CHECK-NEXT: movb	%cl, (%rdx)
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end13:
; CHECK-LABEL: umul32:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: movl	%edi, %eax
; CHECK-NEXT: movq	%rdx, -8(%rsp) # 8-byte Spill
; CHECK-NEXT: mull	%esi
; CHECK-NEXT: seto	%cl
; CHECK-NEXT: andb	$1, %cl
; CHECK-NEXT: movq	-8(%rsp), %rdx # 8-byte Reload
; CHECK-NEXT: movb	%cl, (%rdx)
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end14:
; CHECK-LABEL: umul64:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: movq	%rdi, %rax
; CHECK-NEXT: movq	%rdx, -8(%rsp) # 8-byte Spill
; CHECK-NEXT: mulq	%rsi
; CHECK-NEXT: seto	%cl
; CHECK-NEXT: andb	$1, %cl
; CHECK-NEXT: movq	-8(%rsp), %rdx # 8-byte Reload
; CHECK-NEXT: movb	%cl, (%rdx)
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end15:
; CHECK-LABEL: uadd8:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: addb	%sil, %dil
; CHECK-NEXT: setb	%al
; CHECK-NEXT: andb	$1, %al
; CHECK-NEXT: movb	%al, (%rdx)
; CHECK-NEXT: movb	%dil, %al
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end16:
; CHECK-LABEL: uadd16:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: addw	%si, %di
; CHECK-NEXT: setb	%al
; CHECK-NEXT: andb	$1, %al
; CHECK-NEXT: movb	%al, (%rdx)
; CHECK-NEXT: movw	%di, %ax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end17:
; CHECK-LABEL: uadd32:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: addl	%esi, %edi
; CHECK-NEXT: setb	%al
; CHECK-NEXT: andb	$1, %al
; CHECK-NEXT: movb	%al, (%rdx)
; CHECK-NEXT: movl	%edi, %eax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end18:
; CHECK-LABEL: uadd64:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: addq	%rsi, %rdi
; CHECK-NEXT: setb	%al
; CHECK-NEXT: andb	$1, %al
; CHECK-NEXT: movb	%al, (%rdx)
; CHECK-NEXT: movq	%rdi, %rax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end19:
; CHECK-LABEL: usub8:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: subb	%sil, %dil
; CHECK-NEXT: setb	%al
; CHECK-NEXT: andb	$1, %al
; CHECK-NEXT: movb	%al, (%rdx)
; CHECK-NEXT: movb	%dil, %al
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end20:
; CHECK-LABEL: usub16:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: subw	%si, %di
; CHECK-NEXT: setb	%al
; CHECK-NEXT: andb	$1, %al
; CHECK-NEXT: movb	%al, (%rdx)
; CHECK-NEXT: movw	%di, %ax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end21:
; CHECK-LABEL: usub32:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: subl	%esi, %edi
; CHECK-NEXT: setb	%al
; CHECK-NEXT: andb	$1, %al
; CHECK-NEXT: movb	%al, (%rdx)
; CHECK-NEXT: movl	%edi, %eax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end22:
; CHECK-LABEL: usub64:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: subq	%rsi, %rdi
; CHECK-NEXT: setb	%al
; CHECK-NEXT: andb	$1, %al
; CHECK-NEXT: movb	%al, (%rdx)
; CHECK-NEXT: movq	%rdi, %rax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end23:
; CHECK-LABEL: bswap16:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: rolw	$8, %di
; CHECK-NEXT: movw	%di, %ax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end24:
; CHECK-LABEL: bswap32:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: bswapl	%edi
; CHECK-NEXT: movl	%edi, %eax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end25:
; CHECK-LABEL: bswap64:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: bswapq	%rdi
; CHECK-NEXT: movq	%rdi, %rax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end26:
; CHECK-LABEL: cttz32:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: bsfl	%edi, %eax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end27:
; CHECK-LABEL: cttz64:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: bsfq	%rdi, %rax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end28:
; CHECK-LABEL: fneg_f:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: movd	%xmm0, %eax
; CHECK-NEXT: xorl	$-2147483648, %eax
; CHECK-NEXT: movd	%eax, %xmm0
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end29:
; CHECK-LABEL: fabs_f:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: movd	%xmm0, %eax
; CHECK-NEXT: andl	$2147483647, %eax
; CHECK-NEXT: movd	%eax, %xmm0
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end30:
; CHECK-LABEL: fneg_d:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: movq	%xmm0, %rax
; CHECK-NEXT: movabsq	$-9223372036854775808, %rcx
; CHECK-NEXT: xorq	%rcx, %rax
; CHECK-NEXT: movq	%rax, %xmm0
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end31:
; CHECK-LABEL: fabs_d:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: movq	%xmm0, %rax
; CHECK-NEXT: movabsq	$9223372036854775807, %rcx
; CHECK-NEXT: andq	%rcx, %rax
; CHECK-NEXT: movq	%rax, %xmm0
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end32:
; CHECK-LABEL: ptr_low:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: movl	%edi, %eax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end33:
; CHECK-LABEL: ptr_from32:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: movl	%edi, %eax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end34:
