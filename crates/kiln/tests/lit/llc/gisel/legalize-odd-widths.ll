; GlobalISel's legalization of what the legalizer table test (kiln-target-x86's
; legalizer_table_tests.rs) found unsupported: saturating arithmetic (the overflow-reporting
; operation and a select of the bound), leading and trailing zero counts of widths other than
; s16/s32/s64 (in a wider power of two, or in s64 halves), byte swaps and bit reversals of s48
; and s128, and `freeze` of an i128 (in s64 pieces); run against C (Inputs/gisel_odd_widths.c).
; RUN: kiln llc -mtriple=x86_64 -O0 -global-isel -global-isel-abort=1 -stop-after=legalizer %s -o - | FileCheck %s
; RUN: kiln llc -mtriple=x86_64 -O0 -global-isel -global-isel-abort=1 -verify-machineinstrs -relocation-model=pic -filetype=obj %s -o %t0.o
; RUN: kiln llc -mtriple=x86_64 -O2 -global-isel -global-isel-abort=1 -verify-machineinstrs -relocation-model=pic -filetype=obj %s -o %t2.o
; RUN: gcc $(dirname %s)/../../Inputs/gisel_odd_widths.c %t0.o -o %t0.exe
; RUN: %t0.exe | grep -x '0 mismatches'
; RUN: gcc $(dirname %s)/../../Inputs/gisel_odd_widths.c %t2.o -o %t2.exe
; RUN: %t2.exe | grep -x '0 mismatches'
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

declare i32 @llvm.sadd.sat.i32(i32, i32)
declare i8 @llvm.uadd.sat.i8(i8, i8)
declare i16 @llvm.ssub.sat.i16(i16, i16)
declare i64 @llvm.usub.sat.i64(i64, i64)
declare i8 @llvm.ctlz.i8(i8, i1)
declare i8 @llvm.cttz.i8(i8, i1)
declare i128 @llvm.ctlz.i128(i128, i1)
declare i128 @llvm.cttz.i128(i128, i1)
declare i48 @llvm.bswap.i48(i48)
declare i128 @llvm.bitreverse.i128(i128)

; CHECK-LABEL: name: sadd_sat32
; CHECK: %[[SUM:[0-9]+]]:_(s32), %[[OV:[0-9]+]]:_(s1) = G_SADDO
; CHECK: G_ASHR %[[SUM]]
; CHECK: G_SELECT %[[OV]](s1)
define i32 @sadd_sat32(i32 %a, i32 %b) {
  %r = call i32 @llvm.sadd.sat.i32(i32 %a, i32 %b)
  ret i32 %r
}

define i8 @uadd_sat8(i8 %a, i8 %b) {
  %r = call i8 @llvm.uadd.sat.i8(i8 %a, i8 %b)
  ret i8 %r
}

define i16 @ssub_sat16(i16 %a, i16 %b) {
  %r = call i16 @llvm.ssub.sat.i16(i16 %a, i16 %b)
  ret i16 %r
}

define i64 @usub_sat64(i64 %a, i64 %b) {
  %r = call i64 @llvm.usub.sat.i64(i64 %a, i64 %b)
  ret i64 %r
}

; CHECK-LABEL: name: ctlz8
; CHECK: %[[W:[0-9]+]]:_(s16) = G_ZEXT
; CHECK: %[[C:[0-9]+]]:_(s16) = G_CTLZ_ZERO_UNDEF %[[W]](s16)
; CHECK: %[[Z:[0-9]+]]:_(s16) = G_SELECT %{{[0-9]+}}(s1), %{{[0-9]+}}, %[[C]]
; CHECK: %[[E:[0-9]+]]:_(s16) = G_CONSTANT i16 8
; CHECK-NEXT: G_SUB %[[Z]], %[[E]]
define i8 @ctlz8(i8 %a) {
  %r = call i8 @llvm.ctlz.i8(i8 %a, i1 false)
  ret i8 %r
}

define i8 @cttz8(i8 %a) {
  %r = call i8 @llvm.cttz.i8(i8 %a, i1 false)
  ret i8 %r
}

define i64 @ctlz128(i128 %a) {
  %r = call i128 @llvm.ctlz.i128(i128 %a, i1 false)
  %t = trunc i128 %r to i64
  ret i64 %t
}

define i64 @cttz128(i128 %a) {
  %r = call i128 @llvm.cttz.i128(i128 %a, i1 false)
  %t = trunc i128 %r to i64
  ret i64 %t
}

define i64 @bswap48(i64 %a) {
  %n = trunc i64 %a to i48
  %r = call i48 @llvm.bswap.i48(i48 %n)
  %z = zext i48 %r to i64
  ret i64 %z
}

define i128 @bitreverse128(i128 %a) {
  %r = call i128 @llvm.bitreverse.i128(i128 %a)
  ret i128 %r
}

; CHECK-LABEL: name: freeze128
; CHECK: %[[LO:[0-9]+]]:_(s64) = G_FREEZE %0
; CHECK-NEXT: %[[HI:[0-9]+]]:_(s64) = G_FREEZE %1
; CHECK-NEXT: $rax = COPY %[[LO]](s64)
; CHECK-NEXT: $rdx = COPY %[[HI]](s64)
define i128 @freeze128(i128 %a) {
  %r = freeze i128 %a
  ret i128 %r
}
