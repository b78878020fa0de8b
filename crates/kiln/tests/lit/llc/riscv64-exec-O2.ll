; The riscv64 execution test at -O2: clang-14 --target=riscv64-linux-gnu -O2 IR of
; Inputs/riscv64_funcs.c (arithmetic, division, shifts, compares, constants, a switch through a
; jump table, recursion, calls with stack arguments, locals, i128), compiled by kiln and linked
; with Inputs/riscv64_driver.c, which compares every function with the cross gcc's build of the
; same source under qemu-riscv64 (skipped when the cross tools are missing).
; RUN: kiln llc -mtriple=riscv64-unknown-linux-gnu -filetype=obj %s -o %t.o
; RUN: bash $(dirname %s)/../Inputs/riscv64_run.sh %t.o $(dirname %s)/../Inputs/riscv64_driver.c '1794 checks, 0 mismatches' | grep -x '1794 checks, 0 mismatches'

source_filename = "../Inputs/riscv64_funcs.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n64-S128"
target triple = "riscv64-unknown-linux-gnu"

@arr = dso_local local_unnamed_addr global [16 x i32] zeroinitializer, align 4
@switch.table.consts = private unnamed_addr constant [4 x i64] [i64 81985529216486895, i64 4294967295, i64 -4097, i64 2147483648], align 8

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local i64 @add(i64 noundef %0, i64 noundef %1) local_unnamed_addr #0 {
  %3 = add i64 %1, %0
  ret i64 %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local signext i32 @mul32(i32 noundef signext %0, i32 noundef signext %1) local_unnamed_addr #0 {
  %3 = mul i32 %1, %0
  ret i32 %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local i64 @divs(i64 noundef %0, i64 noundef %1) local_unnamed_addr #0 {
  %3 = sdiv i64 %0, %1
  %4 = mul i64 %3, %1
  %5 = sub i64 %0, %4
  %6 = add nsw i64 %5, %3
  ret i64 %6
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local signext i32 @udivs(i32 noundef signext %0, i32 noundef signext %1) local_unnamed_addr #0 {
  %3 = udiv i32 %0, %1
  %4 = mul i32 %3, %1
  %5 = sub i32 %0, %4
  %6 = add i32 %5, %3
  ret i32 %6
}

; Function Attrs: nofree nosync nounwind readnone
define dso_local i64 @fib(i32 noundef signext %0) local_unnamed_addr #1 {
  %2 = icmp slt i32 %0, 2
  br i1 %2, label %3, label %8

3:                                                ; preds = %8, %1
  %4 = phi i64 [ 0, %1 ], [ %14, %8 ]
  %5 = phi i32 [ %0, %1 ], [ %13, %8 ]
  %6 = sext i32 %5 to i64
  %7 = add nsw i64 %4, %6
  ret i64 %7

8:                                                ; preds = %1, %8
  %9 = phi i32 [ %13, %8 ], [ %0, %1 ]
  %10 = phi i64 [ %14, %8 ], [ 0, %1 ]
  %11 = add nsw i32 %9, -1
  %12 = tail call i64 @fib(i32 noundef signext %11)
  %13 = add nsw i32 %9, -2
  %14 = add nsw i64 %12, %10
  %15 = icmp ult i32 %9, 4
  br i1 %15, label %3, label %8
}

; Function Attrs: nofree norecurse nosync nounwind
define dso_local i64 @sum(i32 noundef signext %0) local_unnamed_addr #2 {
  %2 = icmp sgt i32 %0, 0
  br i1 %2, label %5, label %3

3:                                                ; preds = %5, %1
  %4 = phi i64 [ 0, %1 ], [ %14, %5 ]
  ret i64 %4

5:                                                ; preds = %1, %5
  %6 = phi i32 [ %15, %5 ], [ 0, %1 ]
  %7 = phi i64 [ %14, %5 ], [ 0, %1 ]
  %8 = and i32 %6, 15
  %9 = zext i32 %8 to i64
  %10 = getelementptr inbounds [16 x i32], [16 x i32]* @arr, i64 0, i64 %9
  %11 = load i32, i32* %10, align 4, !tbaa !6
  %12 = add nsw i32 %11, %6
  store i32 %12, i32* %10, align 4, !tbaa !6
  %13 = sext i32 %12 to i64
  %14 = add nsw i64 %7, %13
  %15 = add nuw nsw i32 %6, 1
  %16 = icmp slt i32 %15, %0
  br i1 %16, label %5, label %3, !llvm.loop !10
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local i64 @consts(i32 noundef signext %0) local_unnamed_addr #0 {
  %2 = icmp ult i32 %0, 4
  br i1 %2, label %3, label %7

3:                                                ; preds = %1
  %4 = sext i32 %0 to i64
  %5 = getelementptr inbounds [4 x i64], [4 x i64]* @switch.table.consts, i64 0, i64 %4
  %6 = load i64, i64* %5, align 8
  br label %7

7:                                                ; preds = %1, %3
  %8 = phi i64 [ %6, %3 ], [ 1099511627776, %1 ]
  ret i64 %8
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local signext i16 @sh(i16 noundef signext %0, i8 noundef signext %1) local_unnamed_addr #0 {
  %3 = sext i8 %1 to i16
  %4 = mul i16 %3, %0
  ret i16 %4
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local zeroext i8 @uc(i8 noundef zeroext %0) local_unnamed_addr #0 {
  %2 = add i8 %0, -56
  ret i8 %2
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local i64 @many(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i64 noundef %7, i64 noundef %8, i64 noundef %9) local_unnamed_addr #0 {
  %11 = mul nsw i64 %8, 3
  %12 = add i64 %0, %2
  %13 = add i64 %1, %3
  %14 = add i64 %12, %4
  %15 = add i64 %13, %5
  %16 = add i64 %14, %6
  %17 = add i64 %15, %7
  %18 = add i64 %16, %11
  %19 = add i64 %17, %9
  %20 = sub i64 %18, %19
  ret i64 %20
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local i64 @callmany() local_unnamed_addr #0 {
  ret i64 22
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local i64 @shifts(i64 noundef %0, i32 noundef signext %1) local_unnamed_addr #0 {
  %3 = zext i32 %1 to i64
  %4 = shl i64 %0, %3
  %5 = ashr i64 %0, %3
  %6 = xor i64 %4, %5
  %7 = add nsw i32 %1, 1
  %8 = zext i32 %7 to i64
  %9 = lshr i64 %0, %8
  %10 = xor i64 %6, %9
  ret i64 %10
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local signext i32 @cmp(i64 noundef %0, i64 noundef %1) local_unnamed_addr #0 {
  %3 = icmp slt i64 %0, %1
  %4 = zext i1 %3 to i32
  %5 = icmp sgt i64 %0, %1
  %6 = select i1 %5, i32 0, i32 2
  %7 = or i32 %6, %4
  %8 = icmp ult i64 %0, %1
  %9 = select i1 %8, i32 4, i32 0
  %10 = or i32 %7, %9
  %11 = icmp eq i64 %0, %1
  %12 = select i1 %11, i32 8, i32 0
  %13 = or i32 %10, %12
  %14 = select i1 %11, i32 0, i32 16
  %15 = or i32 %13, %14
  ret i32 %15
}

; Function Attrs: nofree nosync nounwind readnone
define dso_local i64 @local_struct(i32 noundef signext %0) local_unnamed_addr #1 {
  %2 = sext i32 %0 to i64
  %3 = shl i64 %2, 33
  %4 = mul nsw i64 %2, 14
  %5 = mul nsw i64 %2, 21
  %6 = shl nsw i64 %2, 3
  %7 = or i64 %6, 1
  %8 = ashr exact i64 %3, 32
  %9 = add nsw i64 %7, %8
  %10 = add nsw i64 %9, %4
  %11 = add nsw i64 %10, 2
  %12 = mul i64 %2, 12884901888
  %13 = ashr exact i64 %12, 32
  %14 = add nsw i64 %11, %13
  %15 = add i64 %14, %5
  %16 = add i64 %15, 3
  ret i64 %16
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local i128 @wide(i128 noundef %0, i128 noundef %1) local_unnamed_addr #0 {
  %3 = mul nsw i128 %0, 3
  %4 = add nsw i128 %3, %1
  ret i128 %4
}

attributes #0 = { mustprogress nofree norecurse nosync nounwind readnone willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }
attributes #1 = { nofree nosync nounwind readnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }
attributes #2 = { nofree norecurse nosync nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"target-abi", !"lp64d"}
!2 = !{i32 7, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 1, !"SmallDataLimit", i32 8}
!5 = !{!"Debian clang version 14.0.6"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
