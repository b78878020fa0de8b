; GlobalISel's `getelementptr` over vectors of addresses: a scalar base or index is splatted
; with G_BUILD_VECTOR, vector indices are sign-extended to <N x s64>, multiplied by the stride
; and added with G_PTR_ADD over <N x p0>; constant indices fold into one offset per lane (a
; constant vector when the lanes differ); the legalizer computes G_PTR_ADD element by element,
; and a <2 x p0> lives in an XMM register. Run against C (Inputs/gisel_vector_gep.c).
; RUN: kiln llc -mtriple=x86_64 -O0 -global-isel -global-isel-abort=1 -stop-after=irtranslator %s -o - | FileCheck %s
; RUN: kiln llc -mtriple=x86_64 -O0 -global-isel -global-isel-abort=1 -stop-after=legalizer %s -o - | FileCheck %s --check-prefix=LEGAL
; RUN: kiln llc -mtriple=x86_64 -O0 -global-isel -global-isel-abort=1 -verify-machineinstrs -relocation-model=pic -filetype=obj %s -o %t0.o
; RUN: kiln llc -mtriple=x86_64 -O2 -global-isel -global-isel-abort=1 -verify-machineinstrs -relocation-model=pic -filetype=obj %s -o %t2.o
; RUN: gcc $(dirname %s)/../../Inputs/gisel_vector_gep.c %t0.o -o %t0.exe
; RUN: %t0.exe | grep -x '0 mismatches'
; RUN: gcc $(dirname %s)/../../Inputs/gisel_vector_gep.c %t2.o -o %t2.exe
; RUN: %t2.exe | grep -x '0 mismatches'
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%pair = type { i32, i64 }
@table = global [8 x i32] [i32 0, i32 10, i32 20, i32 30, i32 40, i32 50, i32 60, i32 70]

; A scalar base, an <2 x i32> index and a struct field.
; CHECK-LABEL: name: field_lanes
; CHECK: %[[I:[0-9]+]]:_(<2 x s32>), %{{[0-9]+}}:_(<2 x s32>) = G_UNMERGE_VALUES
; CHECK-NEXT: %[[B:[0-9]+]]:_(<2 x p0>) = G_BUILD_VECTOR %0(p0), %0(p0)
; CHECK-NEXT: %[[X:[0-9]+]]:_(<2 x s64>) = G_SEXT %[[I]](<2 x s32>)
; CHECK-NEXT: %[[S:[0-9]+]]:_(s64) = G_CONSTANT i64 16
; CHECK-NEXT: %[[SV:[0-9]+]]:_(<2 x s64>) = G_BUILD_VECTOR %[[S]](s64), %[[S]](s64)
; CHECK-NEXT: %[[M:[0-9]+]]:_(<2 x s64>) = G_MUL %[[X]], %[[SV]]
; CHECK-NEXT: %[[A:[0-9]+]]:_(<2 x p0>) = G_PTR_ADD %[[B]], %[[M]](<2 x s64>)
; CHECK-NEXT: %[[F:[0-9]+]]:_(s64) = G_CONSTANT i64 8
; CHECK-NEXT: %[[FV:[0-9]+]]:_(<2 x s64>) = G_BUILD_VECTOR %[[F]](s64), %[[F]](s64)
; CHECK-NEXT: %[[Q:[0-9]+]]:_(<2 x p0>) = G_PTR_ADD %[[A]], %[[FV]](<2 x s64>)
; CHECK-NEXT: G_STORE %[[Q]](<2 x p0>), %{{[0-9]+}}(p0) :: (store (<2 x p0>) into %ir.out)
define void @field_lanes(%pair* %p, <2 x i32> %i, <2 x i64*>* %out) {
  %q = getelementptr %pair, %pair* %p, <2 x i32> %i, i32 1
  store <2 x i64*> %q, <2 x i64*>* %out
  ret void
}

; A vector base and a scalar index; the result returned in XMM0.
; CHECK-LABEL: name: scalar_index
; CHECK: %[[P:[0-9]+]]:_(<2 x p0>) = COPY $xmm0
; CHECK-NEXT: %[[IV:[0-9]+]]:_(<2 x s64>) = G_BUILD_VECTOR %[[I:[0-9]+]](s64), %[[I]](s64)
; CHECK: %[[M:[0-9]+]]:_(<2 x s64>) = G_MUL %[[IV]], %{{[0-9]+}}
; CHECK-NEXT: %[[Q:[0-9]+]]:_(<2 x p0>) = G_PTR_ADD %[[P]], %[[M]](<2 x s64>)
; CHECK-NEXT: $xmm0 = COPY %[[Q]](<2 x p0>)
; LEGAL-LABEL: name: scalar_index
; LEGAL: %[[M0:[0-9]+]]:_(s64) = G_MUL %1, %[[S:[0-9]+]]
; LEGAL-NEXT: %[[M1:[0-9]+]]:_(s64) = G_MUL %1, %[[S]]
; LEGAL: G_STORE %0(<2 x p0>), %[[T:[0-9]+]](p0) :: (store (<2 x p0>) into %stack.0, align 16)
; LEGAL: %{{[0-9]+}}:_(p0) = G_PTR_ADD %{{[0-9]+}}, %[[M0]](s64)
; LEGAL-NEXT: %{{[0-9]+}}:_(p0) = G_PTR_ADD %{{[0-9]+}}, %[[M1]](s64)
; LEGAL: %[[Q:[0-9]+]]:_(<2 x p0>) = G_LOAD %{{[0-9]+}}(p0) :: (load (<2 x p0>) from %stack.1, align 16)
; LEGAL-NEXT: $xmm0 = COPY %[[Q]](<2 x p0>)
define <2 x i32*> @scalar_index(<2 x i32*> %p, i64 %i) {
  %q = getelementptr i32, <2 x i32*> %p, i64 %i
  ret <2 x i32*> %q
}

; Constant lanes fold into per-lane offsets.
; CHECK-LABEL: name: constant_lanes
; CHECK: %[[A:[0-9]+]]:_(s64) = G_CONSTANT i64 4
; CHECK-NEXT: %[[B:[0-9]+]]:_(s64) = G_CONSTANT i64 -8
; CHECK-NEXT: %[[V:[0-9]+]]:_(<2 x s64>) = G_BUILD_VECTOR %[[A]](s64), %[[B]](s64)
; CHECK-NEXT: %{{[0-9]+}}:_(<2 x p0>) = G_PTR_ADD %0, %[[V]](<2 x s64>)
; LEGAL-LABEL: name: constant_lanes
; LEGAL: %[[A:[0-9]+]]:_(s64) = G_CONSTANT i64 4
; LEGAL-NEXT: %[[B:[0-9]+]]:_(s64) = G_CONSTANT i64 -8
; LEGAL: %{{[0-9]+}}:_(p0) = G_PTR_ADD %{{[0-9]+}}, %[[A]](s64)
; LEGAL-NEXT: %{{[0-9]+}}:_(p0) = G_PTR_ADD %{{[0-9]+}}, %[[B]](s64)
define <2 x i32*> @constant_lanes(<2 x i32*> %p) {
  %q = getelementptr i32, <2 x i32*> %p, <2 x i64> <i64 1, i64 -2>
  ret <2 x i32*> %q
}

; A vector base and a vector index, four lanes, through memory.
; CHECK-LABEL: name: four_lanes
; CHECK: %[[P:[0-9]+]]:_(<4 x p0>) = G_LOAD
; CHECK-NEXT: %[[I:[0-9]+]]:_(<4 x s64>) = G_LOAD
; CHECK-NEXT: %[[S:[0-9]+]]:_(s64) = G_CONSTANT i64 2
; CHECK-NEXT: %[[SV:[0-9]+]]:_(<4 x s64>) = G_BUILD_VECTOR %[[S]](s64), %[[S]](s64), %[[S]](s64), %[[S]](s64)
; CHECK-NEXT: %[[M:[0-9]+]]:_(<4 x s64>) = G_MUL %[[I]], %[[SV]]
; CHECK-NEXT: %{{[0-9]+}}:_(<4 x p0>) = G_PTR_ADD %[[P]], %[[M]](<4 x s64>)
; LEGAL-LABEL: name: four_lanes
; LEGAL-COUNT-4: G_MUL %{{[0-9]+}}, %{{[0-9]+}}
; LEGAL-NEXT: %[[Q0:[0-9]+]]:_(p0) = G_PTR_ADD %{{[0-9]+}}, %{{[0-9]+}}(s64)
; LEGAL-NEXT: %{{[0-9]+}}:_(p0) = G_PTR_ADD %{{[0-9]+}}, %{{[0-9]+}}(s64)
; LEGAL-NEXT: %{{[0-9]+}}:_(p0) = G_PTR_ADD %{{[0-9]+}}, %{{[0-9]+}}(s64)
; LEGAL-NEXT: %{{[0-9]+}}:_(p0) = G_PTR_ADD %{{[0-9]+}}, %{{[0-9]+}}(s64)
; LEGAL-NEXT: G_STORE %[[Q0]](p0), %2(p0) :: (store (p0) into %ir.out)
define void @four_lanes(<4 x i16*>* %pp, <4 x i64>* %ip, <4 x i16*>* %out) {
  %p = load <4 x i16*>, <4 x i16*>* %pp
  %i = load <4 x i64>, <4 x i64>* %ip
  %q = getelementptr i16, <4 x i16*> %p, <4 x i64> %i
  store <4 x i16*> %q, <4 x i16*>* %out
  ret void
}

; A constant expression over a global, as clang -O2 writes it for a vectorised store.
; CHECK-LABEL: name: constant_expr
; CHECK: %[[G:[0-9]+]]:_(p0) = G_GLOBAL_VALUE target-flags(x86-gotpcrel) @table
; CHECK-NEXT: %[[GV:[0-9]+]]:_(<2 x p0>) = G_BUILD_VECTOR %[[G]](p0), %[[G]](p0)
; CHECK-NEXT: %[[A:[0-9]+]]:_(s64) = G_CONSTANT i64 12
; CHECK-NEXT: %[[B:[0-9]+]]:_(s64) = G_CONSTANT i64 20
; CHECK-NEXT: %[[V:[0-9]+]]:_(<2 x s64>) = G_BUILD_VECTOR %[[A]](s64), %[[B]](s64)
; CHECK-NEXT: %{{[0-9]+}}:_(<2 x p0>) = G_PTR_ADD %[[GV]], %[[V]](<2 x s64>)
define void @constant_expr(<2 x i32*>* %out) {
  store <2 x i32*> getelementptr ([8 x i32], [8 x i32]* @table, <2 x i64> zeroinitializer, <2 x i64> <i64 3, i64 5>), <2 x i32*>* %out
  ret void
}
