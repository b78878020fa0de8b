; zlib's window slide (`fill_window`'s slide_hash) as clang-14 -O2 vectorizes it: a loop that
; counts down, so each vector is reversed after its load and before its store, around
; `trunc (usub.sat (zext x), splat w)` in lanes twice as wide. Preparation narrows the
; saturating subtraction to the loaded lanes with the splat's scalar clamped once in the
; preheader (`prepare::narrow_vector_ops`), and the two reversals around that lane-wise
; operation cancel (`prepare::cancel_permutations`): the loop is a load, one psubusw (psubusb
; for bytes, whose scalar clamps to 255) and a store. The C driver (the ;C: lines) slides
; arrays of lengths on both sides of the vector width by amounts around each clamp; kiln's
; object prints what llc's prints.
; RUN: sed -n 's/^;C: //p' %s > %t.c
; RUN: llc -O2 -filetype=obj %s -o %t.ref.o && cc %t.c %t.ref.o -o %t.ref && %t.ref > %t.want
; RUN: kiln llc -O2 -filetype=obj %s -o %t.o2.o && cc %t.c %t.o2.o -o %t.o2 && %t.o2 | diff %t.want -
; RUN: kiln llc -O0 -filetype=obj %s -o %t.o0.o && cc %t.c %t.o0.o -o %t.o0 && %t.o0 | diff %t.want -
; RUN: kiln llc -O2 %s -o - | FileCheck %s
; CHECK-LABEL: slide_hash:
; CHECK: cmpl $65535, %edx
; CHECK: pshuflw $0
; CHECK: .LBB0_2:
; CHECK-NOT: pextrw
; CHECK-NOT: pinsrw
; CHECK: movups ([[P:%r[a-z0-9]+]],%r10,2), %xmm1
; CHECK-NEXT: psubusw %xmm0, %xmm1
; CHECK-NEXT: movups %xmm1, ([[P]],%r10,2)
; CHECK-NEXT: addq $8, %r9
; CHECK-LABEL: slide_bytes:
; CHECK: .LBB1_4:
; CHECK-NOT: pextrw
; CHECK: movups ([[Q:%r[a-z0-9]+]],%r9), %xmm1
; CHECK-NEXT: psubusb %xmm0, %xmm1
; CHECK-NEXT: movups %xmm1, ([[Q]],%r9)

;C: #include <stdio.h>
;C: void slide_hash(unsigned short *head, unsigned n, unsigned wsize);
;C: void slide_bytes(unsigned char *a, unsigned n, unsigned short d);
;C: int main(void) {
;C:   static const unsigned ws[] = {0, 1, 2, 0x7f, 0x80, 0xff, 0x100, 0x7fff, 0x8000, 0xfffe, 0xffff, 0x10000, 0x10001, 0x80000000u, 0xffffffffu};
;C:   for (unsigned k = 0; k < sizeof ws / sizeof ws[0]; k++) {
;C:     for (unsigned n = 1; n <= 37; n += 9) {
;C:       unsigned short h[40];
;C:       unsigned char b[40];
;C:       for (unsigned i = 0; i < 40; i++) { h[i] = (unsigned short)(i * 0x0f3d + k * 0x1111); b[i] = (unsigned char)(i * 0x3b + k * 0x11); }
;C:       slide_hash(h, n, ws[k]);
;C:       slide_bytes(b, n, (unsigned short)ws[k]);
;C:       printf("%u %u:", k, n);
;C:       for (unsigned i = 0; i < 40; i++) printf(" %x/%x", h[i], b[i]);
;C:       printf("\n");
;C:     }
;C:   }
;C:   return 0;
;C: }

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

; Function Attrs: nofree nosync nounwind uwtable
define dso_local void @slide_hash(i16* nocapture noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr {
  %4 = zext i32 %1 to i64
  %5 = getelementptr inbounds i16, i16* %0, i64 %4
  %6 = add i32 %1, -1
  %7 = zext i32 %6 to i64
  %8 = add nuw nsw i64 %7, 1
  %9 = icmp ult i32 %6, 7
  br i1 %9, label %36, label %10

10:                                               ; preds = %3
  %11 = and i64 %8, 8589934584
  %12 = sub nsw i64 0, %11
  %13 = getelementptr i16, i16* %5, i64 %12
  %14 = trunc i64 %11 to i32
  %15 = sub i32 %1, %14
  %16 = insertelement <8 x i32> poison, i32 %2, i64 0
  %17 = shufflevector <8 x i32> %16, <8 x i32> poison, <8 x i32> zeroinitializer
  %18 = getelementptr i16, i16* %5, i64 -1
  %19 = getelementptr inbounds i16, i16* %18, i64 -7
  br label %20

20:                                               ; preds = %20, %10
  %21 = phi i64 [ 0, %10 ], [ %32, %20 ]
  %22 = sub i64 0, %21
  %23 = getelementptr inbounds i16, i16* %19, i64 %22
  %24 = bitcast i16* %23 to <8 x i16>*
  %25 = load <8 x i16>, <8 x i16>* %24, align 2
  %26 = shufflevector <8 x i16> %25, <8 x i16> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %27 = zext <8 x i16> %26 to <8 x i32>
  %28 = call <8 x i32> @llvm.usub.sat.v8i32(<8 x i32> %27, <8 x i32> %17)
  %29 = trunc <8 x i32> %28 to <8 x i16>
  %30 = shufflevector <8 x i16> %29, <8 x i16> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %31 = bitcast i16* %23 to <8 x i16>*
  store <8 x i16> %30, <8 x i16>* %31, align 2
  %32 = add nuw i64 %21, 8
  %33 = icmp eq i64 %32, %11
  br i1 %33, label %34, label %20

34:                                               ; preds = %20
  %35 = icmp eq i64 %8, %11
  br i1 %35, label %49, label %36

36:                                               ; preds = %3, %34
  %37 = phi i16* [ %5, %3 ], [ %13, %34 ]
  %38 = phi i32 [ %1, %3 ], [ %15, %34 ]
  br label %39

39:                                               ; preds = %36, %39
  %40 = phi i16* [ %42, %39 ], [ %37, %36 ]
  %41 = phi i32 [ %47, %39 ], [ %38, %36 ]
  %42 = getelementptr inbounds i16, i16* %40, i64 -1
  %43 = load i16, i16* %42, align 2
  %44 = zext i16 %43 to i32
  %45 = tail call i32 @llvm.usub.sat.i32(i32 %44, i32 %2)
  %46 = trunc i32 %45 to i16
  store i16 %46, i16* %42, align 2
  %47 = add i32 %41, -1
  %48 = icmp eq i32 %47, 0
  br i1 %48, label %49, label %39

49:                                               ; preds = %39, %34
  ret void
}

; Function Attrs: nofree nosync nounwind uwtable
define dso_local void @slide_bytes(i8* nocapture noundef %0, i32 noundef %1, i16 noundef zeroext %2) local_unnamed_addr {
  %4 = icmp eq i32 %1, 0
  br i1 %4, label %63, label %5

5:                                                ; preds = %3
  %6 = zext i16 %2 to i32
  %7 = zext i32 %1 to i64
  %8 = icmp ult i32 %1, 4
  br i1 %8, label %61, label %9

9:                                                ; preds = %5
  %10 = icmp ult i32 %1, 16
  br i1 %10, label %37, label %11

11:                                               ; preds = %9
  %12 = and i64 %7, 4294967280
  %13 = insertelement <16 x i32> poison, i32 %6, i64 0
  %14 = shufflevector <16 x i32> %13, <16 x i32> poison, <16 x i32> zeroinitializer
  %15 = getelementptr inbounds i8, i8* %0, i64 -15
  br label %16

16:                                               ; preds = %16, %11
  %17 = phi i64 [ 0, %11 ], [ %29, %16 ]
  %18 = xor i64 %17, -1
  %19 = add i64 %18, %7
  %20 = getelementptr inbounds i8, i8* %15, i64 %19
  %21 = bitcast i8* %20 to <16 x i8>*
  %22 = load <16 x i8>, <16 x i8>* %21, align 1
  %23 = shufflevector <16 x i8> %22, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %24 = zext <16 x i8> %23 to <16 x i32>
  %25 = call <16 x i32> @llvm.usub.sat.v16i32(<16 x i32> %24, <16 x i32> %14)
  %26 = trunc <16 x i32> %25 to <16 x i8>
  %27 = shufflevector <16 x i8> %26, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %28 = bitcast i8* %20 to <16 x i8>*
  store <16 x i8> %27, <16 x i8>* %28, align 1
  %29 = add nuw i64 %17, 16
  %30 = icmp eq i64 %29, %12
  br i1 %30, label %31, label %16

31:                                               ; preds = %16
  %32 = icmp eq i64 %12, %7
  br i1 %32, label %63, label %33

33:                                               ; preds = %31
  %34 = and i64 %7, 15
  %35 = and i64 %7, 12
  %36 = icmp eq i64 %35, 0
  br i1 %36, label %61, label %37

37:                                               ; preds = %9, %33
  %38 = phi i64 [ %12, %33 ], [ 0, %9 ]
  %39 = and i64 %7, 4294967292
  %40 = and i64 %7, 3
  %41 = insertelement <4 x i32> poison, i32 %6, i64 0
  %42 = shufflevector <4 x i32> %41, <4 x i32> poison, <4 x i32> zeroinitializer
  %43 = getelementptr inbounds i8, i8* %0, i64 -3
  br label %44

44:                                               ; preds = %44, %37
  %45 = phi i64 [ %38, %37 ], [ %57, %44 ]
  %46 = xor i64 %45, -1
  %47 = add i64 %46, %7
  %48 = getelementptr inbounds i8, i8* %43, i64 %47
  %49 = bitcast i8* %48 to <4 x i8>*
  %50 = load <4 x i8>, <4 x i8>* %49, align 1
  %51 = shufflevector <4 x i8> %50, <4 x i8> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %52 = zext <4 x i8> %51 to <4 x i32>
  %53 = call <4 x i32> @llvm.usub.sat.v4i32(<4 x i32> %52, <4 x i32> %42)
  %54 = trunc <4 x i32> %53 to <4 x i8>
  %55 = shufflevector <4 x i8> %54, <4 x i8> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %56 = bitcast i8* %48 to <4 x i8>*
  store <4 x i8> %55, <4 x i8>* %56, align 1
  %57 = add nuw i64 %45, 4
  %58 = icmp eq i64 %57, %39
  br i1 %58, label %59, label %44

59:                                               ; preds = %44
  %60 = icmp eq i64 %39, %7
  br i1 %60, label %63, label %61

61:                                               ; preds = %5, %33, %59
  %62 = phi i64 [ %7, %5 ], [ %34, %33 ], [ %40, %59 ]
  br label %64

63:                                               ; preds = %64, %31, %59, %3
  ret void

64:                                               ; preds = %61, %64
  %65 = phi i64 [ %66, %64 ], [ %62, %61 ]
  %66 = add nsw i64 %65, -1
  %67 = getelementptr inbounds i8, i8* %0, i64 %66
  %68 = load i8, i8* %67, align 1
  %69 = zext i8 %68 to i32
  %70 = tail call i32 @llvm.usub.sat.i32(i32 %69, i32 %6)
  %71 = trunc i32 %70 to i8
  store i8 %71, i8* %67, align 1
  %72 = icmp eq i64 %66, 0
  br i1 %72, label %63, label %64
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.usub.sat.i32(i32, i32)

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <8 x i32> @llvm.usub.sat.v8i32(<8 x i32>, <8 x i32>)

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <16 x i32> @llvm.usub.sat.v16i32(<16 x i32>, <16 x i32>)

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <4 x i32> @llvm.usub.sat.v4i32(<4 x i32>, <4 x i32>)
