; Vectors wider than 128 bits split into 128-bit halves, as LLVM's type legalizer splits
; them until legal: a <16 x i32> is four <4 x i32> in XMM registers, in its arithmetic,
; loads, stores and across blocks (a loop's phi takes four XMM registers, not sixteen
; general ones); a trunc of such a vector to a 128-bit one packs its parts as llc does with
; SSE2 (pand and packuswb for i32 and i16 to i8, pslld/psrad and packssdw for i32 to i16).
; Vectors with fewer elements than a register's are widened (vector-widen.ll). The C driver (the ;C: lines)
; prints each result; kiln's objects at -O2 and -O0 print what llc's prints.
; RUN: kiln llc -O2 -verify-regalloc -verify-machineinstrs %s -o - | FileCheck %s
; RUN: sed -n 's/^;C: //p' %s > %t.c
; RUN: llc -O2 -filetype=obj %s -o %t.ref.o && cc %t.c %t.ref.o -o %t.ref && %t.ref > %t.want
; RUN: kiln llc -O2 -filetype=obj %s -o %t.o2.o && cc %t.c %t.o2.o -o %t.o2 && %t.o2 | diff %t.want -
; RUN: kiln llc -O0 -filetype=obj %s -o %t.o0.o && cc %t.c %t.o0.o -o %t.o0 && %t.o0 | diff %t.want -

;C: #include <stdio.h>
;C: #include <stdint.h>
;C: void ramp(uint8_t *, int, int);
;C: void t32to8(const int32_t *, uint8_t *);
;C: void t32to16(const int32_t *, int16_t *);
;C: void t16to8(const int16_t *, uint8_t *);
;C: void fma8(const float *, const float *, float *);
;C: void add4q(const int64_t *, int64_t *, int);
;C: int main(void) {
;C:   uint8_t b[80]; int32_t a[16]; int16_t h[16]; int16_t w[8]; float f[8], g[8], r[8]; int64_t q[4], s[4];
;C:   for (int i = 0; i < 16; i++) { a[i] = 0x12345600 + i * 37 - (i & 1) * 0x70000000; h[i] = (int16_t)(0x8100 + i * 301); }
;C:   for (int i = 0; i < 8; i++) { f[i] = i * 1.5f - 3; g[i] = 0.25f * i; }
;C:   for (int i = 0; i < 4; i++) q[i] = ((int64_t)i << 40) - 7 * i;
;C:   ramp(b, 200, 5); for (int i = 0; i < 80; i++) printf("%d ", b[i]); printf("\n");
;C:   t32to8(a, b); for (int i = 0; i < 16; i++) printf("%d ", b[i]); printf("\n");
;C:   t32to16(a, w); for (int i = 0; i < 8; i++) printf("%d ", w[i]); printf("\n");
;C:   t16to8(h, b); for (int i = 0; i < 16; i++) printf("%d ", b[i]); printf("\n");
;C:   fma8(f, g, r); for (int i = 0; i < 8; i++) printf("%g ", r[i]); printf("\n");
;C:   add4q(q, s, 3); for (int i = 0; i < 4; i++) printf("%lld ", (long long)s[i]); printf("\n");
;C:   return 0;
;C: }

target triple = "x86_64-pc-linux-gnu"

; zstd's HUF_writeCTable_wksp loop: dst[i] = (uint8_t)(n - i), sixteen at a time.
; CHECK-LABEL: ramp:
; CHECK-NOT: Spill
; CHECK: .LBB0_{{[0-9]+}}:
; CHECK-COUNT-4: psubd
; CHECK: packuswb
; CHECK-NEXT: pand
; CHECK-NEXT: pand
; CHECK-NEXT: packuswb
; CHECK-NEXT: packuswb
; CHECK: movups
; CHECK-COUNT-4: paddd
; CHECK: .Lfunc_end0:
define void @ramp(i8* %dst, i32 %n, i32 %blocks) {
entry:
  %head = insertelement <16 x i32> poison, i32 %n, i64 0
  %splat = shufflevector <16 x i32> %head, <16 x i32> poison, <16 x i32> zeroinitializer
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %idx = phi <16 x i32> [ <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %entry ], [ %idx.next, %loop ]
  %d = sub <16 x i32> %splat, %idx
  %t = trunc <16 x i32> %d to <16 x i8>
  %off = shl i32 %i, 4
  %off64 = zext i32 %off to i64
  %p = getelementptr i8, i8* %dst, i64 %off64
  %pv = bitcast i8* %p to <16 x i8>*
  store <16 x i8> %t, <16 x i8>* %pv, align 1
  %idx.next = add <16 x i32> %idx, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %i.next = add i32 %i, 1
  %more = icmp ult i32 %i.next, %blocks
  br i1 %more, label %loop, label %done

done:
  ret void
}

; CHECK-LABEL: t32to8:
; CHECK-COUNT-4: paddd
; CHECK: pand
; CHECK-NEXT: pand
; CHECK-NEXT: packuswb
; CHECK-NEXT: pand
; CHECK-NEXT: pand
; CHECK-NEXT: packuswb
; CHECK-NEXT: packuswb
; CHECK-NEXT: movups
define void @t32to8(<16 x i32>* %p, <16 x i8>* %q) {
  %v = load <16 x i32>, <16 x i32>* %p, align 4
  %w = add <16 x i32> %v, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16>
  %t = trunc <16 x i32> %w to <16 x i8>
  store <16 x i8> %t, <16 x i8>* %q, align 1
  ret void
}

; CHECK-LABEL: t32to16:
; CHECK: pslld $16
; CHECK: psrad $16
; CHECK: packssdw
define void @t32to16(<8 x i32>* %p, <8 x i16>* %q) {
  %v = load <8 x i32>, <8 x i32>* %p, align 4
  %t = trunc <8 x i32> %v to <8 x i16>
  store <8 x i16> %t, <8 x i16>* %q, align 1
  ret void
}

; CHECK-LABEL: t16to8:
; CHECK: pand
; CHECK: pand
; CHECK: packuswb
define void @t16to8(<16 x i16>* %p, <16 x i8>* %q) {
  %v = load <16 x i16>, <16 x i16>* %p, align 2
  %t = trunc <16 x i16> %v to <16 x i8>
  store <16 x i8> %t, <16 x i8>* %q, align 1
  ret void
}

; CHECK-LABEL: fma8:
; CHECK: mulps
; CHECK: mulps
; CHECK: addps
; CHECK: addps
define void @fma8(<8 x float>* %a, <8 x float>* %b, <8 x float>* %r) {
  %x = load <8 x float>, <8 x float>* %a, align 4
  %y = load <8 x float>, <8 x float>* %b, align 4
  %m = fmul <8 x float> %x, %y
  %s = fadd <8 x float> %m, %x
  store <8 x float> %s, <8 x float>* %r, align 4
  ret void
}

; A <4 x i64> crossing blocks in two XMM registers.
; CHECK-LABEL: add4q:
; CHECK: paddq
; CHECK: paddq
; CHECK: movups
; CHECK: movups
define void @add4q(<4 x i64>* %a, <4 x i64>* %r, i32 %n) {
entry:
  %x = load <4 x i64>, <4 x i64>* %a, align 8
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi <4 x i64> [ %x, %entry ], [ %acc.next, %loop ]
  %acc.next = add <4 x i64> %acc, %x
  %i.next = add i32 %i, 1
  %more = icmp ult i32 %i.next, %n
  br i1 %more, label %loop, label %done

done:
  store <4 x i64> %acc.next, <4 x i64>* %r, align 8
  ret void
}
