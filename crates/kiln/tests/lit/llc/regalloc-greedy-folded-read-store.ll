; Greedy's store placement must see a read that a fold made: when an earlier piece of a value
; is spilled, a use that has a memory form reads the spill slot itself and names no register.
; Here the loop's `%12 = add i32 %8, 1` feeds the cold block's call argument (%12) and the
; latch. With codeq15's spill placement the call block's use was spilled first and folded
; into `movl S(%rsp), %ecx`; the loop piece then holding %12 moved its store from after the
; add to the loop's exit, as it saw no read of the slot inside the loop, so the call read the
; slot's stale value (allocation checker: "MOV32rm: the folded operand reads %stack.4, which
; does not hold %4"). A folded use now counts as a read of the slot (spiller.rs,
; `reads_elsewhere`), and the store stays after the add. Reduced with llvm-reduce from zstd's
; ZSTD_compressBlock_opt2 (zstd_opt.c, -O2 pic).
; RUN: kiln llc -O2 -relocation-model=pic -verify-regalloc %s -o - | FileCheck %s
; CHECK-LABEL: ZSTD_compressBlock_opt2:
; CHECK: .LBB0_2:
; CHECK: leal 1(%r{{[0-9a-z]+}}), [[R:%e[a-z0-9]+]]
; CHECK-NEXT: movl [[R]], [[S:[0-9]+]](%rsp) # 4-byte Spill
; CHECK: movl [[S]](%rsp), %ecx # 4-byte Reload
; CHECK: callq *%r{{[0-9a-z]+}}
; CHECK: .LBB0_4:

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.ZSTD_optimal_t = type { i32, i32, i32, i32, [3 x i32] }

@stderr = external global ptr

define fastcc i64 @ZSTD_compressBlock_opt2(ptr %0, i1 %1, ptr %stderr) {
  %3 = load ptr, ptr null, align 8
  br label %4

4:                                                ; preds = %42, %2
  %5 = call i32 null(ptr null, ptr null, ptr null, ptr null, ptr null, ptr null, i32 0, i32 0)
  br label %6

6:                                                ; preds = %17, %4
  %7 = phi i32 [ 0, %17 ], [ 0, %4 ]
  %8 = phi i32 [ %8, %17 ], [ 0, %4 ]
  %9 = zext i32 %7 to i64
  %10 = getelementptr %struct.ZSTD_optimal_t, ptr %3, i64 %9
  %11 = load i32, ptr null, align 4
  %12 = add i32 %8, 1
  br i1 %1, label %13, label %17

13:                                               ; preds = %6
  %14 = load ptr, ptr @stderr, align 8
  %15 = call i32 (ptr, ptr, ...) null(ptr null, ptr null, i32 0, i32 %12, i32 0, i32 0, i32 0)
  %16 = load ptr, ptr @stderr, align 8
  br label %17

17:                                               ; preds = %13, %6
  %18 = zext i32 %12 to i64
  %19 = getelementptr %struct.ZSTD_optimal_t, ptr %3, i64 %18
  call void @llvm.memcpy.p0.p0.i64(ptr %19, ptr %10, i64 1, i1 false)
  br i1 %1, label %6, label %20

20:                                               ; preds = %17
  %21 = load i32, ptr null, align 4
  %22 = load ptr, ptr null, align 8
  %23 = call i64 null(ptr null, i64 0, i64 0, ptr null)
  %24 = load ptr, ptr null, align 8
  br label %25

25:                                               ; preds = %42, %20
  %26 = phi i32 [ %12, %42 ], [ 0, %20 ]
  %27 = load i32, ptr null, align 4
  %28 = load i32, ptr %stderr, align 4
  %29 = load i32, ptr %0, align 4
  %30 = call i32 (ptr, ptr, ...) null(ptr null, ptr null, i64 0, i32 0, i32 0)
  %31 = load ptr, ptr %0, align 8
  %32 = zext i32 %27 to i64
  %33 = load i32, ptr null, align 8
  br label %34

34:                                               ; preds = %25
  %35 = load ptr, ptr null, align 8
  %36 = and i64 %32, 0
  %37 = load i8, ptr null, align 1
  %38 = icmp eq i32 %29, 0
  br i1 %38, label %39, label %40

39:                                               ; preds = %34
  unreachable

40:                                               ; preds = %34
  store i32 0, ptr null, align 4
  %41 = or i32 %28, 1
  br label %42

42:                                               ; preds = %40
  %43 = call i32 @llvm.ctlz.i32(i32 %41, i1 false)
  %44 = load ptr, ptr null, align 8
  br i1 true, label %4, label %25
}


declare i32 @llvm.ctlz.i32(i32, i1 immarg) #0


declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
