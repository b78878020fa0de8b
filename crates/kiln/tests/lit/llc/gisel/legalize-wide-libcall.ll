; GlobalISel's legalizer on what ended in errors before: shifts of s256 (narrowed in halves over
; s64 pieces), an 80-bit integer bit-field (cut into s64 and s16 through a stack temporary),
; and the libcall action: floor/ceil/rint/fma/fmin/fmod of libm on float, double and x86_fp80
; (the x86_fp80 argument on the stack), and the 128-bit divisions of libgcc (__divti3, ...),
; run against C.
; RUN: kiln llc -mtriple=x86_64 -O0 -global-isel -global-isel-abort=1 -relocation-model=pic -filetype=obj %s -o %t.o
; RUN: gcc $(dirname %s)/../../Inputs/gisel_wide_libcall_driver.c %t.o -o %t.exe -lm
; RUN: %t.exe | grep -x '0 mismatches'
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define void @shl256(i256* %d, i256* %s, i32 %n) {
  %v = load i256, i256* %s, align 8
  %a = zext i32 %n to i256
  %r = shl i256 %v, %a
  store i256 %r, i256* %d, align 8
  ret void
}
define void @lshr256(i256* %d, i256* %s, i32 %n) {
  %v = load i256, i256* %s, align 8
  %a = zext i32 %n to i256
  %r = lshr i256 %v, %a
  store i256 %r, i256* %d, align 8
  ret void
}
define void @ashr256(i256* %d, i256* %s, i32 %n) {
  %v = load i256, i256* %s, align 8
  %a = zext i32 %n to i256
  %r = ashr i256 %v, %a
  store i256 %r, i256* %d, align 8
  ret void
}
define void @ashr256_by_77(i256* %d, i256* %s) {
  %v = load i256, i256* %s, align 8
  %r = ashr i256 %v, 77
  store i256 %r, i256* %d, align 8
  ret void
}
; An 80-bit bit-field: loaded, shifted left and arithmetically right, truncated; and stored.
define i64 @field80(i80* %p) {
  %v = load volatile i80, i80* %p, align 1
  %s = shl i80 %v, 45
  %a = ashr i80 %s, 66
  %t = trunc i80 %a to i64
  ret i64 %t
}
define void @store80(i80* %p, i64 %x) {
  %v = load i80, i80* %p, align 1
  %w = zext i64 %x to i80
  %h = shl i80 %w, 16
  %o = xor i80 %v, %h
  store i80 %o, i80* %p, align 1
  ret void
}
; Library calls: the float roundings and remainder of libm, the 128-bit divisions of libgcc.
declare float @llvm.floor.f32(float)
declare double @llvm.ceil.f64(double)
declare x86_fp80 @llvm.floor.f80(x86_fp80)
declare double @llvm.rint.f64(double)
declare double @llvm.fma.f64(double, double, double)
declare float @llvm.minnum.f32(float, float)
define float @floor32(float %x) {
  %r = call float @llvm.floor.f32(float %x)
  ret float %r
}
define double @ceil64(double %x) {
  %r = call double @llvm.ceil.f64(double %x)
  ret double %r
}
define x86_fp80 @floor80(x86_fp80 %x) {
  %r = call x86_fp80 @llvm.floor.f80(x86_fp80 %x)
  ret x86_fp80 %r
}
define double @rint64(double %x) {
  %r = call double @llvm.rint.f64(double %x)
  ret double %r
}
define double @fma64(double %a, double %b, double %c) {
  %r = call double @llvm.fma.f64(double %a, double %b, double %c)
  ret double %r
}
define float @min32(float %a, float %b) {
  %r = call float @llvm.minnum.f32(float %a, float %b)
  ret float %r
}
define double @frem64(double %a, double %b) {
  %r = frem double %a, %b
  ret double %r
}
define x86_fp80 @frem80(x86_fp80 %a, x86_fp80 %b) {
  %r = frem x86_fp80 %a, %b
  ret x86_fp80 %r
}
define i128 @sdiv128(i128 %a, i128 %b) {
  %r = sdiv i128 %a, %b
  ret i128 %r
}
define i128 @udiv128(i128 %a, i128 %b) {
  %r = udiv i128 %a, %b
  ret i128 %r
}
define i128 @srem128(i128 %a, i128 %b) {
  %r = srem i128 %a, %b
  ret i128 %r
}
define i128 @urem128(i128 %a, i128 %b) {
  %r = urem i128 %a, %b
  ret i128 %r
}
