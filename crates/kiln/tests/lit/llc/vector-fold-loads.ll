; A 16-byte aligned vector load is folded into the SSE instruction that reads it, as llc does:
; constants from the constant pool (`paddd .LCPI0_0(%rip), %xmm0`, also in pmulld, pand,
; pcmpeqd, pshufb) and aligned loads from memory (`mulps (%rdi), %xmm0`); a load with less
; alignment stays a movups, as the legacy SSE forms fault on unaligned operands. The lli runs
; check the folded code's values (main is left unchecked).
; RUN: kiln llc -O2 %s -o - | sed '/^main:/,$d' | FileCheck %s
; RUN: { kiln lli -O2 %s ; echo "exit $?" ; } | FileCheck %s --check-prefix=EXEC
; RUN: { kiln lli -O0 %s ; echo "exit $?" ; } | FileCheck %s --check-prefix=EXEC

define <4 x i32> @add_constant(<4 x i32> %a) {
  %r = add <4 x i32> %a, <i32 1, i32 2, i32 3, i32 4>
  ret <4 x i32> %r
}

define <4 x float> @mul_aligned(<4 x float> %a, <4 x float>* %p) {
  %x = load <4 x float>, <4 x float>* %p, align 16
  %r = fmul <4 x float> %x, %a
  ret <4 x float> %r
}

define <2 x i64> @and_unaligned(<2 x i64> %a, <2 x i64>* %p) {
  %x = load <2 x i64>, <2 x i64>* %p, align 8
  %r = and <2 x i64> %a, %x
  ret <2 x i64> %r
}

define <4 x i32> @mul_constant(<4 x i32> %a) #0 {
  %r = mul <4 x i32> %a, <i32 3, i32 5, i32 7, i32 -9>
  ret <4 x i32> %r
}

define <16 x i8> @shuffle_constant(<16 x i8> %a) #0 {
  %r = call <16 x i8> @llvm.x86.ssse3.pshuf.b.128(<16 x i8> %a, <16 x i8> <i8 15, i8 14, i8 13, i8 12, i8 11, i8 10, i8 9, i8 8, i8 7, i8 6, i8 5, i8 4, i8 3, i8 2, i8 1, i8 128>)
  ret <16 x i8> %r
}

@buf = global <4 x float> <float 1.0, float 2.0, float 3.0, float 4.0>, align 16
@ibuf = global <2 x i64> <i64 -1, i64 255>, align 16
@fmt = private constant [27 x i8] c"%d %d %d %d %g %g %ld %ld\0A\00"
@fmt2 = private constant [18 x i8] c"%d %d %d %d %d\0A\00\00\00"

define i32 @main() {
  %a = call <4 x i32> @add_constant(<4 x i32> <i32 10, i32 -20, i32 30, i32 2147483647>)
  %m = call <4 x float> @mul_aligned(<4 x float> <float 0.5, float 0.25, float 2.0, float -1.0>, <4 x float>* @buf)
  %u = call <2 x i64> @and_unaligned(<2 x i64> <i64 65535, i64 -1>, <2 x i64>* @ibuf)
  %a0 = extractelement <4 x i32> %a, i32 0
  %a1 = extractelement <4 x i32> %a, i32 1
  %a2 = extractelement <4 x i32> %a, i32 2
  %a3 = extractelement <4 x i32> %a, i32 3
  %m0 = extractelement <4 x float> %m, i32 0
  %m3 = extractelement <4 x float> %m, i32 3
  %d0 = fpext float %m0 to double
  %d3 = fpext float %m3 to double
  %u0 = extractelement <2 x i64> %u, i32 0
  %u1 = extractelement <2 x i64> %u, i32 1
  call i32 (i8*, ...) @printf(i8* getelementptr ([27 x i8], [27 x i8]* @fmt, i64 0, i64 0), i32 %a0, i32 %a1, i32 %a2, i32 %a3, double %d0, double %d3, i64 %u0, i64 %u1)
  %p = call <4 x i32> @mul_constant(<4 x i32> <i32 7, i32 -1, i32 65536, i32 2147483647>)
  %s = call <16 x i8> @shuffle_constant(<16 x i8> <i8 0, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 9, i8 10, i8 11, i8 12, i8 13, i8 14, i8 15>)
  %p0 = extractelement <4 x i32> %p, i32 0
  %p1 = extractelement <4 x i32> %p, i32 1
  %p2 = extractelement <4 x i32> %p, i32 2
  %p3 = extractelement <4 x i32> %p, i32 3
  %s0 = extractelement <16 x i8> %s, i32 0
  %s15 = extractelement <16 x i8> %s, i32 15
  %s0w = zext i8 %s0 to i32
  %s15w = zext i8 %s15 to i32
  %sum = add i32 %s0w, %s15w
  call i32 (i8*, ...) @printf(i8* getelementptr ([18 x i8], [18 x i8]* @fmt2, i64 0, i64 0), i32 %p0, i32 %p1, i32 %p2, i32 %p3, i32 %sum)
  ret i32 0
}

declare i32 @printf(i8*, ...)
declare <16 x i8> @llvm.x86.ssse3.pshuf.b.128(<16 x i8>, <16 x i8>)

attributes #0 = { "target-features"="+sse4.1,+ssse3" }

; CHECK-LABEL: add_constant:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: paddd	.LCPI0_0(%rip), %xmm0
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end0:
; CHECK-LABEL: mul_aligned:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: mulps	(%rdi), %xmm0
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end1:
; CHECK-LABEL: and_unaligned:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: movups	(%rdi), %xmm1
; CHECK-NEXT: pand	%xmm1, %xmm0
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end2:
; CHECK-LABEL: mul_constant:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: pmulld	.LCPI3_0(%rip), %xmm0
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end3:
; CHECK-LABEL: shuffle_constant:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: pshufb	.LCPI4_0(%rip), %xmm0
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end4:

; EXEC: 11 -18 33 -2147483645 0.5 -4 65535 255
; EXEC-NEXT: 21 -5 458752 -2147483639 15
; EXEC-NEXT: exit 0
