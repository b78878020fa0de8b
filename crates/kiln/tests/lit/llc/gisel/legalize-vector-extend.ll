; GlobalISel's legalization of an unmerge of a vector extension (a reduction of extended
; elements): the artifact combiner unmerges the narrow vector and extends each element, so the
; unmerge never goes through a stack temporary whose store of the whole wide vector it would
; have to split again (the legalizer ran out of steps on <16 x i32> and <4 x i64>). Run
; against C (Inputs/gisel_vector_extend.c).
; RUN: kiln llc -mtriple=x86_64 -O2 -global-isel -global-isel-abort=1 -stop-after=legalizer %s -o - | FileCheck %s
; RUN: kiln llc -mtriple=x86_64 -O2 -global-isel -global-isel-abort=1 -relocation-model=pic -filetype=obj %s -o %t.o
; RUN: gcc $(dirname %s)/../../Inputs/gisel_vector_extend.c %t.o -o %t.exe
; RUN: %t.exe | grep -x '0 mismatches'
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; CHECK-LABEL: name: sum_sext16
; CHECK: body:
; CHECK-NOT: <16 x s32>
; CHECK: G_SEXT %{{[0-9]+}}(s8)
; CHECK-NOT: <16 x s32>
; CHECK: RET
define i32 @sum_sext16(<16 x i8>* %p) {
  %a = load <16 x i8>, <16 x i8>* %p, align 1
  %x = sext <16 x i8> %a to <16 x i32>
  %r = call i32 @llvm.vector.reduce.add.v16i32(<16 x i32> %x)
  ret i32 %r
}

; CHECK-LABEL: name: sum_zext4
; CHECK: body:
; CHECK-NOT: <4 x s64>
; CHECK: G_ZEXT %{{[0-9]+}}(s32)
; CHECK-NOT: <4 x s64>
; CHECK: RET
define i64 @sum_zext4(<4 x i32>* %p) {
  %a = load <4 x i32>, <4 x i32>* %p, align 1
  %x = zext <4 x i32> %a to <4 x i64>
  %r = call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %x)
  ret i64 %r
}

declare i32 @llvm.vector.reduce.add.v16i32(<16 x i32>)
declare i64 @llvm.vector.reduce.add.v4i64(<4 x i64>)
