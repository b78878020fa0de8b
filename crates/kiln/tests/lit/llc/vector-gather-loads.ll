; Elements gathered from memory into a vector enter their XMM register straight from memory,
; as llc's `scalar_to_vector (load)` patterns do: `movd mem, %xmm` for i32 (matmul's column
; loads), `movq mem, %xmm` for i64 and `pinsrw $k, mem, %xmm` for i16, not a general-register
; load and a `movd`/`movq`/`pinsrw` of that register; a word inserted into a vector is one
; pinsrw into it, not the vector's eight words moved out and back. The lli runs check the values.
; RUN: kiln llc -O2 -verify-machineinstrs %s -o - | sed '/^main:/,$d' | FileCheck %s
; RUN: { kiln lli -O2 %s ; echo "exit $?" ; } | FileCheck %s --check-prefix=EXEC

; CHECK-LABEL: gather_i32:
; CHECK-NOT:   movl
; CHECK-DAG:   movd (%rdi), %xmm
; CHECK-DAG:   movd (%rsi), %xmm
; CHECK-DAG:   movd (%rdx), %xmm
; CHECK-DAG:   movd (%rcx), %xmm
; CHECK:       punpcklqdq
; CHECK-NEXT:  retq
define <4 x i32> @gather_i32(ptr %a, ptr %b, ptr %c, ptr %d) {
  %x0 = load i32, ptr %a
  %x1 = load i32, ptr %b
  %x2 = load i32, ptr %c
  %x3 = load i32, ptr %d
  %v0 = insertelement <4 x i32> poison, i32 %x0, i64 0
  %v1 = insertelement <4 x i32> %v0, i32 %x1, i64 1
  %v2 = insertelement <4 x i32> %v1, i32 %x2, i64 2
  %v3 = insertelement <4 x i32> %v2, i32 %x3, i64 3
  ret <4 x i32> %v3
}

; CHECK-LABEL: gather_i64:
; CHECK-NOT:   movq (%r{{..}}), %r
; CHECK-DAG:   movq (%rdi), %xmm
; CHECK-DAG:   movq (%rsi), %xmm
; CHECK:       punpcklqdq
; CHECK-NEXT:  retq
define <2 x i64> @gather_i64(ptr %a, ptr %b) {
  %x0 = load i64, ptr %a
  %x1 = load i64, ptr %b
  %v0 = insertelement <2 x i64> poison, i64 %x0, i64 0
  %v1 = insertelement <2 x i64> %v0, i64 %x1, i64 1
  ret <2 x i64> %v1
}

; CHECK-LABEL: insert_i16:
; CHECK-NOT:   pextrw
; CHECK:       pinsrw $3, (%rdi), %xmm0
; CHECK-NEXT:  retq
define <8 x i16> @insert_i16(<8 x i16> %v, ptr %p) {
  %x = load i16, ptr %p
  %r = insertelement <8 x i16> %v, i16 %x, i64 3
  ret <8 x i16> %r
}

@w = global [4 x i32] [i32 7, i32 -3, i32 100000, i32 42]
@q = global [2 x i64] [i64 -5, i64 1099511627776]
@h = global i16 -2
@fmt = private constant [30 x i8] c"%d %d %d %d %ld %ld %d %d\0A\00\00\00\00"

define i32 @main() {
  %g = call <4 x i32> @gather_i32(ptr getelementptr ([4 x i32], ptr @w, i64 0, i64 3), ptr getelementptr ([4 x i32], ptr @w, i64 0, i64 1), ptr @w, ptr getelementptr ([4 x i32], ptr @w, i64 0, i64 2))
  %g0 = extractelement <4 x i32> %g, i32 0
  %g1 = extractelement <4 x i32> %g, i32 1
  %g2 = extractelement <4 x i32> %g, i32 2
  %g3 = extractelement <4 x i32> %g, i32 3
  %l = call <2 x i64> @gather_i64(ptr getelementptr ([2 x i64], ptr @q, i64 0, i64 1), ptr @q)
  %l0 = extractelement <2 x i64> %l, i32 0
  %l1 = extractelement <2 x i64> %l, i32 1
  %s = call <8 x i16> @insert_i16(<8 x i16> <i16 1, i16 2, i16 3, i16 4, i16 5, i16 6, i16 7, i16 8>, ptr @h)
  %s3 = extractelement <8 x i16> %s, i32 3
  %s4 = extractelement <8 x i16> %s, i32 4
  %e3 = sext i16 %s3 to i32
  %e4 = sext i16 %s4 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, i32 %g0, i32 %g1, i32 %g2, i32 %g3, i64 %l0, i64 %l1, i32 %e3, i32 %e4)
  ret i32 0
}
; EXEC: 42 -3 7 100000 1099511627776 -5 -2 5
; EXEC: exit 0

declare i32 @printf(ptr, ...)
