; llvm.load.relative (a relative lookup table: the 32-bit offset at p + x, sign-extended and
; added to p, with no IR value for the load, as in the SelectionDAG) and llvm.ptrmask (the
; address and-ed with the mask) translate in GlobalISel instead of falling back (xz's and
; zstd's -O2 IR has load.relative).
; RUN: kiln llc -mtriple=x86_64 -O0 -global-isel -global-isel-abort=1 -stop-after=irtranslator -verify-machineinstrs %s -o - | FileCheck %s
; RUN: sed -n 's/^;C: //p' %s > %t.c
; RUN: kiln llc -mtriple=x86_64 -O0 -global-isel -global-isel-abort=1 -verify-machineinstrs %s -filetype=obj -o %t.o
; RUN: cc %t.c %t.o -o %t.exe && %t.exe | grep -x 'ok'
; RUN: kiln llc -mtriple=x86_64 -O2 -global-isel -global-isel-abort=1 -verify-machineinstrs %s -filetype=obj -o %t2.o
; RUN: cc %t.c %t2.o -o %t2.exe && %t2.exe | grep -x 'ok'
;C: #include <stdio.h>
;C: #include <string.h>
;C: const char *name(long);
;C: void *align_down(void *, long);
;C: int main(void) {
;C:   char buf[64];
;C:   int ok = !strcmp(name(0), "zero") && !strcmp(name(4), "one") && !strcmp(name(8), "two")
;C:            && align_down(buf + 37, -16) == (void *)(((unsigned long)(buf + 37)) & ~15ul);
;C:   puts(ok ? "ok" : "wrong");
;C:   return 0;
;C: }
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

@zero = private unnamed_addr constant [5 x i8] c"zero\00"
@one = private unnamed_addr constant [4 x i8] c"one\00"
@two = private unnamed_addr constant [4 x i8] c"two\00"
@table = private unnamed_addr constant [3 x i32] [
  i32 trunc (i64 sub (i64 ptrtoint (ptr @zero to i64), i64 ptrtoint (ptr @table to i64)) to i32),
  i32 trunc (i64 sub (i64 ptrtoint (ptr @one to i64), i64 ptrtoint (ptr @table to i64)) to i32),
  i32 trunc (i64 sub (i64 ptrtoint (ptr @two to i64), i64 ptrtoint (ptr @table to i64)) to i32)], align 4

; CHECK-LABEL: name: name
; CHECK: %[[ENTRY:[0-9]+]]:_(p0) = G_PTR_ADD %{{[0-9]+}}, %{{[0-9]+}}(s64)
; CHECK-NEXT: %[[OFF:[0-9]+]]:_(s32) = G_LOAD %[[ENTRY]](p0) :: (load (s32))
; CHECK-NEXT: %[[WIDE:[0-9]+]]:_(s64) = G_SEXT %[[OFF]](s32)
; CHECK-NEXT: %{{[0-9]+}}:_(p0) = G_PTR_ADD %{{[0-9]+}}, %[[WIDE]](s64)
define ptr @name(i64 %i) {
  %p = call ptr @llvm.load.relative.i64(ptr @table, i64 %i)
  ret ptr %p
}

; CHECK-LABEL: name: align_down
; CHECK: %[[ADDR:[0-9]+]]:_(s64) = G_PTRTOINT %{{[0-9]+}}(p0)
; CHECK-NEXT: %[[AND:[0-9]+]]:_(s64) = G_AND %[[ADDR]], %{{[0-9]+}}
; CHECK-NEXT: %{{[0-9]+}}:_(p0) = G_INTTOPTR %[[AND]](s64)
define ptr @align_down(ptr %p, i64 %mask) {
  %r = call ptr @llvm.ptrmask.p0.i64(ptr %p, i64 %mask)
  ret ptr %r
}

declare ptr @llvm.load.relative.i64(ptr, i64)
declare ptr @llvm.ptrmask.p0.i64(ptr, i64)
