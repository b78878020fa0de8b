; A vector returned in $xmm0 whose lane 0 is taken as a float (a copy into class fr32) and
; whose lane 1 is shuffled out, live across a second call: the register coalescer joins the
; two registers into vr128, whose 16-byte spill slot keeps every lane (fr32's 4-byte slot
; lost lane 1). Reduced from the sse-intrinsics-exec test (_mm_shuffle_ps at clang -O0).
; RUN: kiln lli -O2 %s | FileCheck %s
; RUN: kiln llc -O2 -regalloc=greedy -verify-regalloc %s -o /dev/null
; RUN: kiln llc -O2 -regalloc=basic -verify-regalloc %s -o /dev/null
; CHECK: 1.000000 2.000000 7.000000 8.000000

target triple = "x86_64-unknown-linux-gnu"

@fmt = private unnamed_addr constant [13 x i8] c"%f %f %f %f\0A\00"

define <4 x float> @make(float %x) noinline {
  %a = insertelement <4 x float> undef, float %x, i32 0
  %y = fadd float %x, 1.0
  %b = insertelement <4 x float> %a, float %y, i32 1
  %z = fadd float %x, 2.0
  %c = insertelement <4 x float> %b, float %z, i32 2
  %w = fadd float %x, 3.0
  %d = insertelement <4 x float> %c, float %w, i32 3
  ret <4 x float> %d
}

declare i32 @printf(i8*, ...)

define i32 @main() {
  %u = call <4 x float> @make(float 1.0)
  %v = call <4 x float> @make(float 5.0)
  %u0 = extractelement <4 x float> %u, i32 0
  %u1 = extractelement <4 x float> %u, i32 1
  %v2 = extractelement <4 x float> %v, i32 2
  %v3 = extractelement <4 x float> %v, i32 3
  %d0 = fpext float %u0 to double
  %d1 = fpext float %u1 to double
  %d2 = fpext float %v2 to double
  %d3 = fpext float %v3 to double
  %r = call i32 (i8*, ...) @printf(i8* getelementptr ([13 x i8], [13 x i8]* @fmt, i64 0, i64 0), double %d0, double %d1, double %d2, double %d3)
  ret i32 0
}
