; Greedy's re-split of a region product: a product that loses its register is split again by
; loops, and a loop piece holds the value in its register through the whole loop, reloaded
; once in the preheader. A region product does not hold every instruction of its value, so
; another piece may define the value inside that loop (here %15, the pointer the loop at %11
; carries around itself through the phi), updating only the spill slot: the loop piece then
; read a stale register (allocation checker: "bb.12, COPY: operand 1 reads $rdx, which does not
; hold %15"). A loop piece is now formed only for loops where no other piece defines the value
; (greedy/split.rs, `region_for`). Reduced with llvm-reduce from lz4's
; LZ4HC_compress_generic_noDictCtx (lib/lz4hc.c, -O2 pic), whose frametest crashed; the body
; ends in the `uselistorder` directive llvm-reduce writes.
; RUN: kiln llc -O2 -relocation-model=pic -verify-regalloc %s -o - | FileCheck %s
; CHECK-LABEL: LZ4HC_compress_generic_noDictCtx:
; CHECK: retq
; CHECK: .Lfunc_end0:

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define fastcc i32 @LZ4HC_compress_generic_noDictCtx(ptr %0, ptr %1, ptr %2, i32 %3, i32 %4, ptr %5, i64 %6, i1 %7) {
  %9 = icmp ne i64 %6, 0
  br i1 %7, label %10, label %50

10:                                               ; preds = %8
  ret i32 0

11:                                               ; preds = %50, %34
  %12 = phi ptr [ null, %34 ], [ %2, %50 ]
  %13 = phi ptr [ %15, %34 ], [ null, %50 ]
  %14 = phi ptr [ null, %34 ], [ %55, %50 ]
  %15 = phi ptr [ %15, %34 ], [ %56, %50 ]
  %16 = phi i32 [ %16, %34 ], [ 0, %50 ]
  br label %17

17:                                               ; preds = %33, %11
  %18 = phi i32 [ %4, %33 ], [ 0, %11 ]
  %19 = zext i32 %3 to i64
  %20 = getelementptr i8, ptr null, i64 %19
  %21 = zext i32 %16 to i64
  %22 = getelementptr i8, ptr %20, i64 -1
  %23 = getelementptr i8, ptr %22, i64 %21
  %24 = load i16, ptr %23, align 1
  %25 = icmp eq i16 0, %24
  br i1 %25, label %26, label %29

26:                                               ; preds = %26, %17
  %27 = phi ptr [ null, %26 ], [ %5, %17 ]
  %28 = load i64, ptr %0, align 1
  br label %26

29:                                               ; preds = %17
  %30 = load i16, ptr %2, align 2
  br i1 %9, label %31, label %33

31:                                               ; preds = %31, %29
  %32 = load i64, ptr %1, align 1
  br label %31

33:                                               ; preds = %29
  br i1 %7, label %17, label %34

34:                                               ; preds = %33
  %35 = icmp ult ptr null, %12
  %36 = icmp ult ptr %14, null
  %37 = select i1 %35, i1 %36, i1 false
  br i1 %37, label %11, label %38

38:                                               ; preds = %34
  br label %39

39:                                               ; preds = %48, %38
  %40 = phi ptr [ null, %48 ], [ %15, %38 ]
  %41 = phi ptr [ null, %48 ], [ %57, %38 ]
  %42 = phi i32 [ 0, %48 ], [ %16, %38 ]
  %43 = icmp ugt ptr null, %14
  %44 = select i1 %43, i32 %3, i32 0
  br label %45

45:                                               ; preds = %39
  %46 = zext i32 %44 to i64
  %47 = getelementptr i8, ptr %40, i64 %6
  br label %48

48:                                               ; preds = %45
  br i1 %35, label %39, label %49

49:                                               ; preds = %48
  br label %50

50:                                               ; preds = %49, %8
  %51 = phi ptr [ null, %49 ], [ null, %8 ]
  %52 = phi ptr [ null, %49 ], [ null, %8 ]
  %53 = phi ptr [ null, %49 ], [ null, %8 ]
  %54 = phi ptr [ null, %49 ], [ null, %8 ]
  %55 = phi ptr [ %5, %49 ], [ null, %8 ]
  %56 = phi ptr [ %47, %49 ], [ null, %8 ]
  %57 = phi ptr [ null, %49 ], [ null, %8 ]
  %58 = phi ptr [ null, %49 ], [ null, %8 ]
  %59 = phi ptr [ null, %49 ], [ null, %8 ]
  %60 = phi ptr [ null, %49 ], [ null, %8 ]
  %61 = phi i32 [ 0, %49 ], [ 0, %8 ]
  br label %11

; uselistorder directives
  uselistorder ptr %15, { 0, 2, 1 }
}
