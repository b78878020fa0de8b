; Vector saturating arithmetic, minimum, maximum and absolute value on every SSE2 integer type:
; one instruction where SSE2 has it (paddus/psubus/padds/psubs on bytes and words, pminub,
; pmaxsw, ...), otherwise expanded on whole vectors as a compare mask with pand/pandn/por
; (LegalizeVectorOps' expansion, not element by element). @slide_v8i16 and @slide_v16i8 are
; zlib's vectorized window slide, `trunc (usub.sat (zext x), splat y)`: narrowed before
; selection to one psubus of x and y clamped to the narrow maximum (`prepare::narrow_vector_ops`;
; window-slide-exec.ll has the loop). The C driver (the
; ;C: lines) calls each function on lanes with zeros, sign bits and extremes and prints the
; result; kiln's object at -O2 and -O0 prints what llc's prints, lane for lane.
; RUN: sed -n 's/^;C: //p' %s > %t.c
; RUN: llc -O2 -filetype=obj %s -o %t.ref.o && cc %t.c %t.ref.o -o %t.ref && %t.ref > %t.want
; RUN: kiln llc -O2 -filetype=obj %s -o %t.o2.o && cc %t.c %t.o2.o -o %t.o2 && %t.o2 | diff %t.want -
; RUN: kiln llc -O0 -filetype=obj %s -o %t.o0.o && cc %t.c %t.o0.o -o %t.o0 && %t.o0 | diff %t.want -
; RUN: kiln llc -O2 %s -o - | FileCheck %s
; CHECK-LABEL: uadd_sat_v16i8:
; CHECK: paddusb
; CHECK-LABEL: usub_sat_v8i16:
; CHECK: psubusw
; CHECK-LABEL: usub_sat_v4i32:
; CHECK-NOT: cmov
; CHECK: pcmpgtd
; CHECK: pand
; CHECK-LABEL: sadd_sat_v8i16:
; CHECK: paddsw
; CHECK-LABEL: ssub_sat_v16i8:
; CHECK: psubsb
; CHECK-LABEL: smax_v4i32:
; CHECK-NOT: cmov
; CHECK: pcmpgtd
; CHECK: pand
; CHECK: pandn
; CHECK: por
; CHECK-LABEL: abs_v4i32:
; CHECK-NOT: cmov
; CHECK: pcmpgtd
; CHECK: pxor
; CHECK: psubd
; CHECK-LABEL: slide_v8i16:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: cmpl $65535, %edi
; CHECK-NEXT: movl $65535, %eax
; CHECK-NEXT: cmovbl %edi, %eax
; CHECK-NEXT: movd %eax, %xmm1
; CHECK-NEXT: pshuflw $0, %xmm1, %xmm1
; CHECK-NEXT: pshufd $0, %xmm1, %xmm1
; CHECK-NEXT: psubusw %xmm1, %xmm0
; CHECK-NEXT: retq
; CHECK-LABEL: slide_v16i8:
; CHECK: cmovbw %di, %ax
; CHECK: psubusb %xmm1, %xmm0
; CHECK-NEXT: retq

;C: #include <emmintrin.h>
;C: #include <stdio.h>
;C: #include <string.h>
;C: static unsigned char gb[96] = {0, 1, 0x7f, 0x80, 0xff, 0xfe, 0x81, 2, 0, 0x10, 0x80, 0, 0xff, 0xff, 0xff, 0x7f, 3, 1, 0x7f, 0x7f, 0xff, 0xfe, 0x01, 2, 0, 0, 0x80, 0, 0x7f, 0xff, 0xff, 0xff, 0x80, 0xff, 0x7f, 0x80, 0x01, 0xfe, 0x81, 2, 0xff, 0, 0x80, 0, 0xff, 0x80, 0xff, 0x7f, 9, 0x80, 0, 0x80, 0, 0, 0, 0x80, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x55, 0xaa, 0x01, 0x80, 0x7f, 0xfe, 0x00, 0x10, 0x20, 0x30, 0x40, 0x50, 0x60, 0x70, 0x80, 0x90};
;C: static __m128i I(int k) { return _mm_loadu_si128((const __m128i *)(gb + 16 * k)); }
;C: static void dump(const char *n, int i, int j, __m128i v) { unsigned char b[16]; memcpy(b, &v, 16); printf("%s %d %d", n, i, j); for (int k = 0; k < 16; k++) printf(" %02x", b[k]); printf("\n"); }
;C: __m128i uadd_sat_v16i8(__m128i, __m128i);
;C: __m128i uadd_sat_v8i16(__m128i, __m128i);
;C: __m128i uadd_sat_v4i32(__m128i, __m128i);
;C: __m128i uadd_sat_v2i64(__m128i, __m128i);
;C: __m128i usub_sat_v16i8(__m128i, __m128i);
;C: __m128i usub_sat_v8i16(__m128i, __m128i);
;C: __m128i usub_sat_v4i32(__m128i, __m128i);
;C: __m128i usub_sat_v2i64(__m128i, __m128i);
;C: __m128i sadd_sat_v16i8(__m128i, __m128i);
;C: __m128i sadd_sat_v8i16(__m128i, __m128i);
;C: __m128i sadd_sat_v4i32(__m128i, __m128i);
;C: __m128i sadd_sat_v2i64(__m128i, __m128i);
;C: __m128i ssub_sat_v16i8(__m128i, __m128i);
;C: __m128i ssub_sat_v8i16(__m128i, __m128i);
;C: __m128i ssub_sat_v4i32(__m128i, __m128i);
;C: __m128i ssub_sat_v2i64(__m128i, __m128i);
;C: __m128i smin_v16i8(__m128i, __m128i);
;C: __m128i smin_v8i16(__m128i, __m128i);
;C: __m128i smin_v4i32(__m128i, __m128i);
;C: __m128i smin_v2i64(__m128i, __m128i);
;C: __m128i smax_v16i8(__m128i, __m128i);
;C: __m128i smax_v8i16(__m128i, __m128i);
;C: __m128i smax_v4i32(__m128i, __m128i);
;C: __m128i smax_v2i64(__m128i, __m128i);
;C: __m128i umin_v16i8(__m128i, __m128i);
;C: __m128i umin_v8i16(__m128i, __m128i);
;C: __m128i umin_v4i32(__m128i, __m128i);
;C: __m128i umin_v2i64(__m128i, __m128i);
;C: __m128i umax_v16i8(__m128i, __m128i);
;C: __m128i umax_v8i16(__m128i, __m128i);
;C: __m128i umax_v4i32(__m128i, __m128i);
;C: __m128i umax_v2i64(__m128i, __m128i);
;C: __m128i abs_v16i8(__m128i, __m128i);
;C: __m128i abs_v8i16(__m128i, __m128i);
;C: __m128i abs_v4i32(__m128i, __m128i);
;C: __m128i abs_v2i64(__m128i, __m128i);
;C: __m128i slide_v8i16(__m128i, unsigned);
;C: __m128i slide_v16i8(__m128i, unsigned short);
;C: int main(void) {
;C:   for (int i = 0; i < 6; i++) for (int j = 0; j < 6; j++) {
;C:     dump("uadd_sat_v16i8", i, j, uadd_sat_v16i8(I(i), I(j)));
;C:     dump("uadd_sat_v8i16", i, j, uadd_sat_v8i16(I(i), I(j)));
;C:     dump("uadd_sat_v4i32", i, j, uadd_sat_v4i32(I(i), I(j)));
;C:     dump("uadd_sat_v2i64", i, j, uadd_sat_v2i64(I(i), I(j)));
;C:     dump("usub_sat_v16i8", i, j, usub_sat_v16i8(I(i), I(j)));
;C:     dump("usub_sat_v8i16", i, j, usub_sat_v8i16(I(i), I(j)));
;C:     dump("usub_sat_v4i32", i, j, usub_sat_v4i32(I(i), I(j)));
;C:     dump("usub_sat_v2i64", i, j, usub_sat_v2i64(I(i), I(j)));
;C:     dump("sadd_sat_v16i8", i, j, sadd_sat_v16i8(I(i), I(j)));
;C:     dump("sadd_sat_v8i16", i, j, sadd_sat_v8i16(I(i), I(j)));
;C:     dump("sadd_sat_v4i32", i, j, sadd_sat_v4i32(I(i), I(j)));
;C:     dump("sadd_sat_v2i64", i, j, sadd_sat_v2i64(I(i), I(j)));
;C:     dump("ssub_sat_v16i8", i, j, ssub_sat_v16i8(I(i), I(j)));
;C:     dump("ssub_sat_v8i16", i, j, ssub_sat_v8i16(I(i), I(j)));
;C:     dump("ssub_sat_v4i32", i, j, ssub_sat_v4i32(I(i), I(j)));
;C:     dump("ssub_sat_v2i64", i, j, ssub_sat_v2i64(I(i), I(j)));
;C:     dump("smin_v16i8", i, j, smin_v16i8(I(i), I(j)));
;C:     dump("smin_v8i16", i, j, smin_v8i16(I(i), I(j)));
;C:     dump("smin_v4i32", i, j, smin_v4i32(I(i), I(j)));
;C:     dump("smin_v2i64", i, j, smin_v2i64(I(i), I(j)));
;C:     dump("smax_v16i8", i, j, smax_v16i8(I(i), I(j)));
;C:     dump("smax_v8i16", i, j, smax_v8i16(I(i), I(j)));
;C:     dump("smax_v4i32", i, j, smax_v4i32(I(i), I(j)));
;C:     dump("smax_v2i64", i, j, smax_v2i64(I(i), I(j)));
;C:     dump("umin_v16i8", i, j, umin_v16i8(I(i), I(j)));
;C:     dump("umin_v8i16", i, j, umin_v8i16(I(i), I(j)));
;C:     dump("umin_v4i32", i, j, umin_v4i32(I(i), I(j)));
;C:     dump("umin_v2i64", i, j, umin_v2i64(I(i), I(j)));
;C:     dump("umax_v16i8", i, j, umax_v16i8(I(i), I(j)));
;C:     dump("umax_v8i16", i, j, umax_v8i16(I(i), I(j)));
;C:     dump("umax_v4i32", i, j, umax_v4i32(I(i), I(j)));
;C:     dump("umax_v2i64", i, j, umax_v2i64(I(i), I(j)));
;C:     dump("abs_v16i8", i, j, abs_v16i8(I(i), I(j)));
;C:     dump("abs_v8i16", i, j, abs_v8i16(I(i), I(j)));
;C:     dump("abs_v4i32", i, j, abs_v4i32(I(i), I(j)));
;C:     dump("abs_v2i64", i, j, abs_v2i64(I(i), I(j)));
;C:   }
;C:   unsigned ws[] = {0, 1, 0x7f, 0x8000, 0xfffe, 0xffff, 0x10000, 0x10001, 0x80000000u, 0xffffffffu};
;C:   for (int i = 0; i < 6; i++) for (int k = 0; k < 10; k++) {
;C:     dump("slide_v8i16", i, k, slide_v8i16(I(i), ws[k]));
;C:     dump("slide_v16i8", i, k, slide_v16i8(I(i), (unsigned short)ws[k]));
;C:   }
;C:   return 0;
;C: }

define <16 x i8> @uadd_sat_v16i8(<16 x i8> %a, <16 x i8> %b) {
  %r = call <16 x i8> @llvm.uadd.sat.v16i8(<16 x i8> %a, <16 x i8> %b)
  ret <16 x i8> %r
}

define <8 x i16> @uadd_sat_v8i16(<8 x i16> %a, <8 x i16> %b) {
  %r = call <8 x i16> @llvm.uadd.sat.v8i16(<8 x i16> %a, <8 x i16> %b)
  ret <8 x i16> %r
}

define <4 x i32> @uadd_sat_v4i32(<4 x i32> %a, <4 x i32> %b) {
  %r = call <4 x i32> @llvm.uadd.sat.v4i32(<4 x i32> %a, <4 x i32> %b)
  ret <4 x i32> %r
}

define <2 x i64> @uadd_sat_v2i64(<2 x i64> %a, <2 x i64> %b) {
  %r = call <2 x i64> @llvm.uadd.sat.v2i64(<2 x i64> %a, <2 x i64> %b)
  ret <2 x i64> %r
}

define <16 x i8> @usub_sat_v16i8(<16 x i8> %a, <16 x i8> %b) {
  %r = call <16 x i8> @llvm.usub.sat.v16i8(<16 x i8> %a, <16 x i8> %b)
  ret <16 x i8> %r
}

define <8 x i16> @usub_sat_v8i16(<8 x i16> %a, <8 x i16> %b) {
  %r = call <8 x i16> @llvm.usub.sat.v8i16(<8 x i16> %a, <8 x i16> %b)
  ret <8 x i16> %r
}

define <4 x i32> @usub_sat_v4i32(<4 x i32> %a, <4 x i32> %b) {
  %r = call <4 x i32> @llvm.usub.sat.v4i32(<4 x i32> %a, <4 x i32> %b)
  ret <4 x i32> %r
}

define <2 x i64> @usub_sat_v2i64(<2 x i64> %a, <2 x i64> %b) {
  %r = call <2 x i64> @llvm.usub.sat.v2i64(<2 x i64> %a, <2 x i64> %b)
  ret <2 x i64> %r
}

define <16 x i8> @sadd_sat_v16i8(<16 x i8> %a, <16 x i8> %b) {
  %r = call <16 x i8> @llvm.sadd.sat.v16i8(<16 x i8> %a, <16 x i8> %b)
  ret <16 x i8> %r
}

define <8 x i16> @sadd_sat_v8i16(<8 x i16> %a, <8 x i16> %b) {
  %r = call <8 x i16> @llvm.sadd.sat.v8i16(<8 x i16> %a, <8 x i16> %b)
  ret <8 x i16> %r
}

define <4 x i32> @sadd_sat_v4i32(<4 x i32> %a, <4 x i32> %b) {
  %r = call <4 x i32> @llvm.sadd.sat.v4i32(<4 x i32> %a, <4 x i32> %b)
  ret <4 x i32> %r
}

define <2 x i64> @sadd_sat_v2i64(<2 x i64> %a, <2 x i64> %b) {
  %r = call <2 x i64> @llvm.sadd.sat.v2i64(<2 x i64> %a, <2 x i64> %b)
  ret <2 x i64> %r
}

define <16 x i8> @ssub_sat_v16i8(<16 x i8> %a, <16 x i8> %b) {
  %r = call <16 x i8> @llvm.ssub.sat.v16i8(<16 x i8> %a, <16 x i8> %b)
  ret <16 x i8> %r
}

define <8 x i16> @ssub_sat_v8i16(<8 x i16> %a, <8 x i16> %b) {
  %r = call <8 x i16> @llvm.ssub.sat.v8i16(<8 x i16> %a, <8 x i16> %b)
  ret <8 x i16> %r
}

define <4 x i32> @ssub_sat_v4i32(<4 x i32> %a, <4 x i32> %b) {
  %r = call <4 x i32> @llvm.ssub.sat.v4i32(<4 x i32> %a, <4 x i32> %b)
  ret <4 x i32> %r
}

define <2 x i64> @ssub_sat_v2i64(<2 x i64> %a, <2 x i64> %b) {
  %r = call <2 x i64> @llvm.ssub.sat.v2i64(<2 x i64> %a, <2 x i64> %b)
  ret <2 x i64> %r
}

define <16 x i8> @smin_v16i8(<16 x i8> %a, <16 x i8> %b) {
  %r = call <16 x i8> @llvm.smin.v16i8(<16 x i8> %a, <16 x i8> %b)
  ret <16 x i8> %r
}

define <8 x i16> @smin_v8i16(<8 x i16> %a, <8 x i16> %b) {
  %r = call <8 x i16> @llvm.smin.v8i16(<8 x i16> %a, <8 x i16> %b)
  ret <8 x i16> %r
}

define <4 x i32> @smin_v4i32(<4 x i32> %a, <4 x i32> %b) {
  %r = call <4 x i32> @llvm.smin.v4i32(<4 x i32> %a, <4 x i32> %b)
  ret <4 x i32> %r
}

define <2 x i64> @smin_v2i64(<2 x i64> %a, <2 x i64> %b) {
  %r = call <2 x i64> @llvm.smin.v2i64(<2 x i64> %a, <2 x i64> %b)
  ret <2 x i64> %r
}

define <16 x i8> @smax_v16i8(<16 x i8> %a, <16 x i8> %b) {
  %r = call <16 x i8> @llvm.smax.v16i8(<16 x i8> %a, <16 x i8> %b)
  ret <16 x i8> %r
}

define <8 x i16> @smax_v8i16(<8 x i16> %a, <8 x i16> %b) {
  %r = call <8 x i16> @llvm.smax.v8i16(<8 x i16> %a, <8 x i16> %b)
  ret <8 x i16> %r
}

define <4 x i32> @smax_v4i32(<4 x i32> %a, <4 x i32> %b) {
  %r = call <4 x i32> @llvm.smax.v4i32(<4 x i32> %a, <4 x i32> %b)
  ret <4 x i32> %r
}

define <2 x i64> @smax_v2i64(<2 x i64> %a, <2 x i64> %b) {
  %r = call <2 x i64> @llvm.smax.v2i64(<2 x i64> %a, <2 x i64> %b)
  ret <2 x i64> %r
}

define <16 x i8> @umin_v16i8(<16 x i8> %a, <16 x i8> %b) {
  %r = call <16 x i8> @llvm.umin.v16i8(<16 x i8> %a, <16 x i8> %b)
  ret <16 x i8> %r
}

define <8 x i16> @umin_v8i16(<8 x i16> %a, <8 x i16> %b) {
  %r = call <8 x i16> @llvm.umin.v8i16(<8 x i16> %a, <8 x i16> %b)
  ret <8 x i16> %r
}

define <4 x i32> @umin_v4i32(<4 x i32> %a, <4 x i32> %b) {
  %r = call <4 x i32> @llvm.umin.v4i32(<4 x i32> %a, <4 x i32> %b)
  ret <4 x i32> %r
}

define <2 x i64> @umin_v2i64(<2 x i64> %a, <2 x i64> %b) {
  %r = call <2 x i64> @llvm.umin.v2i64(<2 x i64> %a, <2 x i64> %b)
  ret <2 x i64> %r
}

define <16 x i8> @umax_v16i8(<16 x i8> %a, <16 x i8> %b) {
  %r = call <16 x i8> @llvm.umax.v16i8(<16 x i8> %a, <16 x i8> %b)
  ret <16 x i8> %r
}

define <8 x i16> @umax_v8i16(<8 x i16> %a, <8 x i16> %b) {
  %r = call <8 x i16> @llvm.umax.v8i16(<8 x i16> %a, <8 x i16> %b)
  ret <8 x i16> %r
}

define <4 x i32> @umax_v4i32(<4 x i32> %a, <4 x i32> %b) {
  %r = call <4 x i32> @llvm.umax.v4i32(<4 x i32> %a, <4 x i32> %b)
  ret <4 x i32> %r
}

define <2 x i64> @umax_v2i64(<2 x i64> %a, <2 x i64> %b) {
  %r = call <2 x i64> @llvm.umax.v2i64(<2 x i64> %a, <2 x i64> %b)
  ret <2 x i64> %r
}

define <16 x i8> @abs_v16i8(<16 x i8> %a, <16 x i8> %b) {
  %r = call <16 x i8> @llvm.abs.v16i8(<16 x i8> %a, i1 false)
  ret <16 x i8> %r
}

define <8 x i16> @abs_v8i16(<8 x i16> %a, <8 x i16> %b) {
  %r = call <8 x i16> @llvm.abs.v8i16(<8 x i16> %a, i1 false)
  ret <8 x i16> %r
}

define <4 x i32> @abs_v4i32(<4 x i32> %a, <4 x i32> %b) {
  %r = call <4 x i32> @llvm.abs.v4i32(<4 x i32> %a, i1 false)
  ret <4 x i32> %r
}

define <2 x i64> @abs_v2i64(<2 x i64> %a, <2 x i64> %b) {
  %r = call <2 x i64> @llvm.abs.v2i64(<2 x i64> %a, i1 false)
  ret <2 x i64> %r
}

define <8 x i16> @slide_v8i16(<8 x i16> %m, i32 %w) {
  %s0 = insertelement <8 x i32> poison, i32 %w, i64 0
  %s = shufflevector <8 x i32> %s0, <8 x i32> poison, <8 x i32> zeroinitializer
  %z = zext <8 x i16> %m to <8 x i32>
  %d = call <8 x i32> @llvm.usub.sat.v8i32(<8 x i32> %z, <8 x i32> %s)
  %t = trunc <8 x i32> %d to <8 x i16>
  ret <8 x i16> %t
}

define <16 x i8> @slide_v16i8(<16 x i8> %m, i16 %w) {
  %n0 = insertelement <16 x i16> poison, i16 %w, i64 0
  %n = shufflevector <16 x i16> %n0, <16 x i16> poison, <16 x i32> zeroinitializer
  %z = zext <16 x i8> %m to <16 x i16>
  %d = call <16 x i16> @llvm.usub.sat.v16i16(<16 x i16> %z, <16 x i16> %n)
  %t = trunc <16 x i16> %d to <16 x i8>
  ret <16 x i8> %t
}

declare <16 x i16> @llvm.usub.sat.v16i16(<16 x i16>, <16 x i16>)
declare <16 x i8> @llvm.abs.v16i8(<16 x i8>, i1)
declare <16 x i8> @llvm.sadd.sat.v16i8(<16 x i8>, <16 x i8>)
declare <16 x i8> @llvm.smax.v16i8(<16 x i8>, <16 x i8>)
declare <16 x i8> @llvm.smin.v16i8(<16 x i8>, <16 x i8>)
declare <16 x i8> @llvm.ssub.sat.v16i8(<16 x i8>, <16 x i8>)
declare <16 x i8> @llvm.uadd.sat.v16i8(<16 x i8>, <16 x i8>)
declare <16 x i8> @llvm.umax.v16i8(<16 x i8>, <16 x i8>)
declare <16 x i8> @llvm.umin.v16i8(<16 x i8>, <16 x i8>)
declare <16 x i8> @llvm.usub.sat.v16i8(<16 x i8>, <16 x i8>)
declare <2 x i64> @llvm.abs.v2i64(<2 x i64>, i1)
declare <2 x i64> @llvm.sadd.sat.v2i64(<2 x i64>, <2 x i64>)
declare <2 x i64> @llvm.smax.v2i64(<2 x i64>, <2 x i64>)
declare <2 x i64> @llvm.smin.v2i64(<2 x i64>, <2 x i64>)
declare <2 x i64> @llvm.ssub.sat.v2i64(<2 x i64>, <2 x i64>)
declare <2 x i64> @llvm.uadd.sat.v2i64(<2 x i64>, <2 x i64>)
declare <2 x i64> @llvm.umax.v2i64(<2 x i64>, <2 x i64>)
declare <2 x i64> @llvm.umin.v2i64(<2 x i64>, <2 x i64>)
declare <2 x i64> @llvm.usub.sat.v2i64(<2 x i64>, <2 x i64>)
declare <4 x i32> @llvm.abs.v4i32(<4 x i32>, i1)
declare <4 x i32> @llvm.sadd.sat.v4i32(<4 x i32>, <4 x i32>)
declare <4 x i32> @llvm.smax.v4i32(<4 x i32>, <4 x i32>)
declare <4 x i32> @llvm.smin.v4i32(<4 x i32>, <4 x i32>)
declare <4 x i32> @llvm.ssub.sat.v4i32(<4 x i32>, <4 x i32>)
declare <4 x i32> @llvm.uadd.sat.v4i32(<4 x i32>, <4 x i32>)
declare <4 x i32> @llvm.umax.v4i32(<4 x i32>, <4 x i32>)
declare <4 x i32> @llvm.umin.v4i32(<4 x i32>, <4 x i32>)
declare <4 x i32> @llvm.usub.sat.v4i32(<4 x i32>, <4 x i32>)
declare <8 x i16> @llvm.abs.v8i16(<8 x i16>, i1)
declare <8 x i16> @llvm.sadd.sat.v8i16(<8 x i16>, <8 x i16>)
declare <8 x i16> @llvm.smax.v8i16(<8 x i16>, <8 x i16>)
declare <8 x i16> @llvm.smin.v8i16(<8 x i16>, <8 x i16>)
declare <8 x i16> @llvm.ssub.sat.v8i16(<8 x i16>, <8 x i16>)
declare <8 x i16> @llvm.uadd.sat.v8i16(<8 x i16>, <8 x i16>)
declare <8 x i16> @llvm.umax.v8i16(<8 x i16>, <8 x i16>)
declare <8 x i16> @llvm.umin.v8i16(<8 x i16>, <8 x i16>)
declare <8 x i16> @llvm.usub.sat.v8i16(<8 x i16>, <8 x i16>)
declare <8 x i32> @llvm.usub.sat.v8i32(<8 x i32>, <8 x i32>)
