; GlobalISel's legalization of vectors and odd-size memory accesses, run against C
; (Inputs/gisel_vector_memory.c): a complex-float `<2 x float>` return (the XMM register's
; <4 x s32> taken apart and put together through a stack temporary), `<4 x i32>` loaded and
; stored whole by MOVUPS and added element by element, `<4 x i8>` division by elements,
; `<2 x i32>` bit casts, a variable `extractelement`, and loads and stores of i24, i40, i48, i72
; and i88 split into power-of-two pieces.
; RUN: kiln llc -mtriple=x86_64 -O0 -global-isel -global-isel-abort=1 -verify-machineinstrs %s -o - | FileCheck %s
; RUN: kiln llc -mtriple=x86_64 -O0 -global-isel -global-isel-abort=1 -relocation-model=pic -filetype=obj %s -o %t.o
; RUN: gcc $(dirname %s)/../../Inputs/gisel_vector_memory.c %t.o -o %t.exe
; RUN: %t.exe | grep -x '0 mismatches'
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define <2 x float> @cadd(<2 x float> %a, <2 x float> %b) {
  %r = fadd <2 x float> %a, %b
  ret <2 x float> %r
}

; CHECK-LABEL: add4:
; CHECK: movups (%rdi), %xmm0
; CHECK: movups (%rsi), %xmm1
; CHECK: movups %xmm0, (%rdi)
define void @add4(<4 x i32>* %p, <4 x i32>* %q) {
  %a = load <4 x i32>, <4 x i32>* %p
  %b = load <4 x i32>, <4 x i32>* %q
  %r = add <4 x i32> %a, %b
  store <4 x i32> %r, <4 x i32>* %p
  ret void
}

define void @udiv4x8(<4 x i8>* %p, <4 x i8>* %q) {
  %a = load <4 x i8>, <4 x i8>* %p
  %b = load <4 x i8>, <4 x i8>* %q
  %r = udiv <4 x i8> %a, %b
  store <4 x i8> %r, <4 x i8>* %p
  ret void
}

define i64 @v2i32_bits(double %d) {
  %v = bitcast double %d to <2 x i32>
  %s = add <2 x i32> %v, <i32 1, i32 2>
  %r = bitcast <2 x i32> %s to i64
  ret i64 %r
}

define i16 @pick(<8 x i16>* %p, i32 %i) {
  %v = load <8 x i16>, <8 x i16>* %p
  %e = extractelement <8 x i16> %v, i32 %i
  ret i16 %e
}

; CHECK-LABEL: load_i24:
; CHECK: movw (%rdi),
; CHECK: movzbw 2(%rdi),
define i64 @load_i24(i24* %p) {
  %v = load i24, i24* %p, align 1
  %w = sext i24 %v to i64
  ret i64 %w
}

; CHECK-LABEL: load_i40:
; CHECK: movl (%rdi), %eax
; CHECK-NEXT: movzbl 4(%rdi), %ecx
define i64 @load_i40(i40* %p) {
  %v = load i40, i40* %p, align 1
  %w = zext i40 %v to i64
  ret i64 %w
}

; CHECK-LABEL: store_i48:
; CHECK: movl %{{.*}}, (%rdi)
; CHECK: movw %{{.*}}, 4(%rdi)
define void @store_i48(i48* %p, i64 %x) {
  %v = trunc i64 %x to i48
  store i48 %v, i48* %p, align 2
  ret void
}

; CHECK-LABEL: load_i72_high:
; CHECK: movq (%rdi),
; CHECK: movzbl 8(%rdi),
define i64 @load_i72_high(i72* %p) {
  %v = load i72, i72* %p, align 1
  %s = ashr i72 %v, 8
  %w = trunc i72 %s to i64
  ret i64 %w
}

define void @store_i88(i88* %p, i64 %lo, i64 %hi) {
  %l = zext i64 %lo to i88
  %h = zext i64 %hi to i88
  %hs = shl i88 %h, 64
  %v = or i88 %l, %hs
  store i88 %v, i88* %p, align 1
  ret void
}
