; GlobalISel's legalization of vectors whose elements are no whole bytes, run against C
; (Inputs/gisel_vector_bits.c): the `<8 x i1>` and `<4 x i1>` masks of vector compares bit cast
; to integers, an i16 bit cast to `<16 x i1>` and extended element by element, a variable
; `extractelement` and `insertelement` on `<16 x i1>` and `<2 x i4>` (all through the integer
; of the vector's bits), and a variable `extractelement` of a `<3 x i32>` (through a stack
; temporary of four elements, so the index mask keeps 1 and 2).
; RUN: kiln llc -mtriple=x86_64 -O2 -global-isel -global-isel-abort=1 -verify-machineinstrs %s -o /dev/null
; RUN: kiln llc -mtriple=x86_64 -O0 -global-isel -global-isel-abort=1 -stop-after=legalizer %s -o - | FileCheck %s
; RUN: kiln llc -mtriple=x86_64 -O2 -global-isel -global-isel-abort=1 -relocation-model=pic -filetype=obj %s -o %t.o
; RUN: gcc $(dirname %s)/../../Inputs/gisel_vector_bits.c %t.o -o %t.exe
; RUN: %t.exe | grep -x '0 mismatches'
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define i32 @mask_lt8(<8 x i16>* %p, <8 x i16>* %q) {
  %a = load <8 x i16>, <8 x i16>* %p
  %b = load <8 x i16>, <8 x i16>* %q
  %c = icmp slt <8 x i16> %a, %b
  %m = bitcast <8 x i1> %c to i8
  %z = zext i8 %m to i32
  ret i32 %z
}

define i32 @mask_eq4(<4 x i32>* %p, <4 x i32>* %q) {
  %a = load <4 x i32>, <4 x i32>* %p
  %b = load <4 x i32>, <4 x i32>* %q
  %c = icmp eq <4 x i32> %a, %b
  %m = bitcast <4 x i1> %c to i4
  %z = zext i4 %m to i32
  ret i32 %z
}

define void @spread16(i16 %m, <16 x i8>* %out) {
  %v = bitcast i16 %m to <16 x i1>
  %z = zext <16 x i1> %v to <16 x i8>
  store <16 x i8> %z, <16 x i8>* %out, align 1
  ret void
}

define i32 @bit_at(i16 %m, i32 %k) {
  %v = bitcast i16 %m to <16 x i1>
  %e = extractelement <16 x i1> %v, i32 %k
  %z = zext i1 %e to i32
  ret i32 %z
}

define i16 @set_bit(i16 %m, i32 %k, i32 %b) {
  %v = bitcast i16 %m to <16 x i1>
  %t = trunc i32 %b to i1
  %w = insertelement <16 x i1> %v, i1 %t, i32 %k
  %r = bitcast <16 x i1> %w to i16
  ret i16 %r
}

; The index times the element width, a shift of the vector's bits, no stack temporary.
; CHECK-LABEL: name: nibble_at
; CHECK-NOT: G_FRAME_INDEX
; CHECK: %[[POS:[0-9]+]]:_(s8) = G_MUL %{{[0-9]+}}, %{{[0-9]+}}
; CHECK-NEXT: %{{[0-9]+}}:_(s8) = G_LSHR %{{[0-9]+}}, %[[POS]](s8)
; CHECK-NOT: G_FRAME_INDEX
; CHECK: RET
define i32 @nibble_at(i8 %x, i32 %k) {
  %v = bitcast i8 %x to <2 x i4>
  %e = extractelement <2 x i4> %v, i32 %k
  %z = zext i4 %e to i32
  ret i32 %z
}

; Room for four elements; the index masked with 3.
; CHECK-LABEL: name: pick3
; CHECK: size: 16, alignment: 16
; CHECK: %[[MASK:[0-9]+]]:_(s64) = G_CONSTANT i64 3
; CHECK-NEXT: %{{[0-9]+}}:_(s64) = G_AND %{{[0-9]+}}, %[[MASK]]
define i32 @pick3(<3 x i32>* %p, i32 %k) {
  %v = load <3 x i32>, <3 x i32>* %p, align 4
  %e = extractelement <3 x i32> %v, i32 %k
  ret i32 %e
}
