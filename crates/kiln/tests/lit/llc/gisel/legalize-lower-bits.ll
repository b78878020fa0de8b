; GlobalISel's legalizer on what ended in errors before, run against C: population counts
; (s32, s128), copysign of float, double and x86_fp80, signed overflow of i33 and i65,
; conversions between i128 and floats (libgcc's __fixsfti, __floattixf, ...), unsigned
; conversions to and from x86_fp80, funnel shifts, bit reversal, abs/smax, shufflevector,
; vector reductions, a bool global, and shifts of i192 by every amount.
; RUN: kiln llc -mtriple=x86_64 -O0 -global-isel -global-isel-abort=1 -relocation-model=pic -filetype=obj %s -o %t.o
; RUN: gcc $(dirname %s)/../../Inputs/gisel_lower_bits_driver.c %t.o -o %t.exe -lm
; RUN: %t.exe | grep -x '0 mismatches'
; RUN: kiln llc -mtriple=x86_64 -O2 -global-isel -global-isel-abort=1 -relocation-model=pic -filetype=obj %s -o %t2.o
; RUN: gcc $(dirname %s)/../../Inputs/gisel_lower_bits_driver.c %t2.o -o %t2.exe -lm
; RUN: %t2.exe | grep -x '0 mismatches'
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@flag = internal global i1 false

define i32 @popcount32(i32 %x) {
  %r = call i32 @llvm.ctpop.i32(i32 %x)
  ret i32 %r
}
define i64 @popcount128(i128 %x) {
  %r = call i128 @llvm.ctpop.i128(i128 %x)
  %t = trunc i128 %r to i64
  ret i64 %t
}
define float @copysign32(float %a, float %b) {
  %r = call float @llvm.copysign.f32(float %a, float %b)
  ret float %r
}
define double @copysign64(double %a, double %b) {
  %r = call double @llvm.copysign.f64(double %a, double %b)
  ret double %r
}
define x86_fp80 @copysign80(x86_fp80 %a, x86_fp80 %b) {
  %r = call x86_fp80 @llvm.copysign.f80(x86_fp80 %a, x86_fp80 %b)
  ret x86_fp80 %r
}
; The i33 sum sign-extended to i64 in *%p, the overflow flag returned.
define i32 @saddo33(i64 %a, i64 %b, i64* %p) {
  %x = trunc i64 %a to i33
  %y = trunc i64 %b to i33
  %r = call { i33, i1 } @llvm.sadd.with.overflow.i33(i33 %x, i33 %y)
  %v = extractvalue { i33, i1 } %r, 0
  %o = extractvalue { i33, i1 } %r, 1
  %w = sext i33 %v to i64
  store i64 %w, i64* %p
  %f = zext i1 %o to i32
  ret i32 %f
}
define i32 @smulo65(i64 %a, i64 %b, i64* %p) {
  %x = sext i64 %a to i65
  %y = sext i64 %b to i65
  %r = call { i65, i1 } @llvm.smul.with.overflow.i65(i65 %x, i65 %y)
  %v = extractvalue { i65, i1 } %r, 0
  %o = extractvalue { i65, i1 } %r, 1
  %w = trunc i65 %v to i64
  store i64 %w, i64* %p
  %f = zext i1 %o to i32
  ret i32 %f
}
define i32 @umulo64(i64 %a, i64 %b) {
  %r = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %a, i64 %b)
  %o = extractvalue { i64, i1 } %r, 1
  %f = zext i1 %o to i32
  ret i32 %f
}
define i128 @f2i128(float %x) {
  %r = fptosi float %x to i128
  ret i128 %r
}
define i128 @d2u128(double %x) {
  %r = fptoui double %x to i128
  ret i128 %r
}
define x86_fp80 @i128_2ld(i128 %x) {
  %r = sitofp i128 %x to x86_fp80
  ret x86_fp80 %r
}
define double @u128_2d(i128 %x) {
  %r = uitofp i128 %x to double
  ret double %r
}
define x86_fp80 @u32_2ld(i32 %x) {
  %r = uitofp i32 %x to x86_fp80
  ret x86_fp80 %r
}
define x86_fp80 @u64_2ld(i64 %x) {
  %r = uitofp i64 %x to x86_fp80
  ret x86_fp80 %r
}
define i64 @ld_2u64(x86_fp80 %x) {
  %r = fptoui x86_fp80 %x to i64
  ret i64 %r
}
define i32 @fshl32(i32 %a, i32 %b, i32 %c) {
  %r = call i32 @llvm.fshl.i32(i32 %a, i32 %b, i32 %c)
  ret i32 %r
}
define i64 @fshr64(i64 %a, i64 %b, i64 %c) {
  %r = call i64 @llvm.fshr.i64(i64 %a, i64 %b, i64 %c)
  ret i64 %r
}
define i32 @bitreverse32(i32 %x) {
  %r = call i32 @llvm.bitreverse.i32(i32 %x)
  ret i32 %r
}
define i32 @abs_smax(i32 %a, i32 %b) {
  %x = call i32 @llvm.abs.i32(i32 %a, i1 false)
  %r = call i32 @llvm.smax.i32(i32 %x, i32 %b)
  ret i32 %r
}
define i64 @umin64(i64 %a, i64 %b) {
  %r = call i64 @llvm.umin.i64(i64 %a, i64 %b)
  ret i64 %r
}
; d = { b[3], a[0], a[2], b[1] }
define void @shuffle(<4 x i32>* %d, <4 x i32>* %a, <4 x i32>* %b) {
  %x = load <4 x i32>, <4 x i32>* %a, align 4
  %y = load <4 x i32>, <4 x i32>* %b, align 4
  %s = shufflevector <4 x i32> %x, <4 x i32> %y, <4 x i32> <i32 7, i32 0, i32 2, i32 5>
  store <4 x i32> %s, <4 x i32>* %d, align 4
  ret void
}
define i32 @reduce_add(<4 x i32>* %a) {
  %x = load <4 x i32>, <4 x i32>* %a, align 4
  %r = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %x)
  ret i32 %r
}
define void @set_flag(i32 %x) {
  %b = trunc i32 %x to i1
  store i1 %b, i1* @flag
  ret void
}
define i32 @get_flag() {
  %b = load i1, i1* @flag
  %r = zext i1 %b to i32
  ret i32 %r
}
; i192 words in and out through pointers: shl, lshr, ashr by %n.
define void @shifts192(i192* %d, i192* %s, i32 %n) {
  %v = load i192, i192* %s, align 8
  %a = zext i32 %n to i192
  %l = shl i192 %v, %a
  %r = lshr i192 %v, %a
  %q = ashr i192 %v, %a
  store i192 %l, i192* %d, align 8
  %d1 = getelementptr i192, i192* %d, i64 1
  store i192 %r, i192* %d1, align 8
  %d2 = getelementptr i192, i192* %d, i64 2
  store i192 %q, i192* %d2, align 8
  ret void
}

declare i32 @llvm.ctpop.i32(i32)
declare i128 @llvm.ctpop.i128(i128)
declare float @llvm.copysign.f32(float, float)
declare double @llvm.copysign.f64(double, double)
declare x86_fp80 @llvm.copysign.f80(x86_fp80, x86_fp80)
declare { i33, i1 } @llvm.sadd.with.overflow.i33(i33, i33)
declare { i65, i1 } @llvm.smul.with.overflow.i65(i65, i65)
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64)
declare i32 @llvm.fshl.i32(i32, i32, i32)
declare i64 @llvm.fshr.i64(i64, i64, i64)
declare i32 @llvm.bitreverse.i32(i32)
declare i32 @llvm.abs.i32(i32, i1)
declare i32 @llvm.smax.i32(i32, i32)
declare i64 @llvm.umin.i64(i64, i64)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>)
