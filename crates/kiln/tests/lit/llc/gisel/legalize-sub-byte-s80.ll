; GlobalISel's legalization of two memory shapes csmith's bit-fields make: a store of an `i4`
; writes its byte with the four bits above it cleared (it once kept only the low bit, as for a
; bool), and a `trunc` of a volatile `i80` load (whose s80 load is legal, for x87) takes the
; low piece of the value cut through a stack temporary (widening the source to s128 once looped
; in the legalizer until its step limit). `main` checks both and exits 0.
; RUN: kiln llc -mtriple=x86_64 -O0 -global-isel -global-isel-abort=1 -stop-after=legalizer %s -o - | FileCheck %s
; RUN: kiln llc -mtriple=x86_64 -O0 -global-isel -global-isel-abort=1 -verify-machineinstrs -relocation-model=pic -filetype=obj %s -o %t0.o
; RUN: kiln llc -mtriple=x86_64 -O2 -global-isel -global-isel-abort=1 -verify-machineinstrs -relocation-model=pic -filetype=obj %s -o %t2.o
; RUN: gcc %t0.o -o %t0.exe && %t0.exe
; RUN: gcc %t2.o -o %t2.exe && %t2.exe
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@nibble = global i8 -1
@field = global [10 x i8] c"\01\02\03\04\05\06\07\08\09\0A", align 8

; CHECK-LABEL: name: store_i4
; The value's zero extension to its byte, then the mask to the memory's four bits.
; CHECK: %[[EXT:[0-9]+]]:_(s8) = G_AND %{{[0-9]+}}, %{{[0-9]+}}
; CHECK-NEXT: %[[MASK:[0-9]+]]:_(s8) = G_CONSTANT i8 15
; CHECK-NEXT: %[[MASKED:[0-9]+]]:_(s8) = G_AND %[[EXT]], %[[MASK]]
; CHECK-NEXT: G_STORE %[[MASKED]](s8), %{{[0-9]+}}(p0) :: (store (s8))
define void @store_i4(i4 %v) noinline {
  store i4 %v, i4* bitcast (i8* @nibble to i4*)
  ret void
}

; CHECK-LABEL: name: low_of_i80
; CHECK: %[[WHOLE:[0-9]+]]:_(s80) = G_LOAD %{{[0-9]+}}(p0) :: (volatile load (s80), align 8)
; CHECK-NEXT: %[[SLOT:[0-9]+]]:_(p0) = G_FRAME_INDEX %stack.0
; CHECK-NEXT: G_STORE %[[WHOLE]](s80), %[[SLOT]](p0) :: (store (s80) into %stack.0, align 16)
; CHECK-NEXT: %[[LOW:[0-9]+]]:_(s64) = G_LOAD %[[SLOT]](p0) :: (load (s64) from %stack.0, align 16)
; CHECK: %[[RET:[0-9]+]]:_(s64) = COPY %[[LOW]](s64)
; CHECK-NEXT: $rax = COPY %[[RET]](s64)
define i64 @low_of_i80() noinline {
  %a = load volatile i80, i80* bitcast ([10 x i8]* @field to i80*), align 8
  %d = trunc i80 %a to i64
  ret i64 %d
}

; CHECK-LABEL: name: byte_of_i80
; CHECK: %[[LOW8:[0-9]+]]:_(s64) = G_LOAD %{{[0-9]+}}(p0) :: (load (s64) from %stack.0, align 16)
; CHECK: %{{[0-9]+}}:_(s8) = G_TRUNC %[[LOW8]](s64)
define i8 @byte_of_i80() noinline {
  %a = load volatile i80, i80* bitcast ([10 x i8]* @field to i80*), align 8
  %d = trunc i80 %a to i8
  ret i8 %d
}

define i32 @main() {
  call void @store_i4(i4 -1)
  %n = load i8, i8* @nibble
  %n.bad = icmp ne i8 %n, 15
  %low = call i64 @low_of_i80()
  %low.bad = icmp ne i64 %low, 578437695752307201
  %byte = call i8 @byte_of_i80()
  %byte.bad = icmp ne i8 %byte, 1
  %b1 = or i1 %n.bad, %low.bad
  %b2 = or i1 %b1, %byte.bad
  %r = zext i1 %b2 to i32
  ret i32 %r
}
