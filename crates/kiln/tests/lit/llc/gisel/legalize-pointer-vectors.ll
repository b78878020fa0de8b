; GlobalISel's legalization of vectors of pointers: `inttoptr` and `ptrtoint` of `<2 x ptr>`
; are cast element by element (G_INTTOPTR/G_PTRTOINT per s64); a `<2 x ptr>` is loaded and
; stored whole (one XMM register, as a `<2 x i64>`), taken apart and put together through a
; stack temporary.
; RUN: kiln llc -mtriple=x86_64 -O0 -global-isel -global-isel-abort=1 -stop-after=legalizer %s -o - | FileCheck %s
; RUN: kiln llc -mtriple=x86_64 -O2 -global-isel -global-isel-abort=1 -verify-machineinstrs %s -o /dev/null
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; CHECK-LABEL: name: to_pointers
; CHECK: %[[A:[0-9]+]]:_(p0) = G_INTTOPTR %{{[0-9]+}}(s64)
; CHECK-NEXT: %[[B:[0-9]+]]:_(p0) = G_INTTOPTR %{{[0-9]+}}(s64)
; CHECK-NEXT: %[[T:[0-9]+]]:_(p0) = G_FRAME_INDEX %stack.1
; CHECK-NEXT: G_STORE %[[A]](p0), %[[T]](p0) :: (store (p0) into %stack.1, align 16)
; CHECK: G_STORE %[[B]](p0), %{{[0-9]+}}(p0) :: (store (p0) into %stack.1 + 8, align 8)
; CHECK-NEXT: %[[V:[0-9]+]]:_(<2 x p0>) = G_LOAD %[[T]](p0) :: (load (<2 x p0>) from %stack.1, align 16)
; CHECK-NEXT: G_STORE %[[V]](<2 x p0>), %1(p0) :: (store (<2 x p0>) into %ir.p)
define void @to_pointers(<2 x i64> %v, <2 x i32*>* %p) {
  %q = inttoptr <2 x i64> %v to <2 x i32*>
  store <2 x i32*> %q, <2 x i32*>* %p, align 16
  ret void
}

; CHECK-LABEL: name: to_integers
; CHECK: %[[V:[0-9]+]]:_(<2 x p0>) = G_LOAD %0(p0) :: (load (<2 x p0>) from %ir.p)
; CHECK: G_LOAD %{{[0-9]+}}(p0) :: (load (p0) from %stack.0, align 16)
; CHECK: G_LOAD %{{[0-9]+}}(p0) :: (load (p0) from %stack.0 + 8, align 8)
; CHECK-NEXT: G_PTRTOINT %{{[0-9]+}}(p0)
; CHECK-NEXT: G_PTRTOINT %{{[0-9]+}}(p0)
define <2 x i64> @to_integers(<2 x i32*>* %p) {
  %q = load <2 x i32*>, <2 x i32*>* %p, align 16
  %v = ptrtoint <2 x i32*> %q to <2 x i64>
  ret <2 x i64> %v
}
