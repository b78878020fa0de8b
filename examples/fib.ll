; ModuleID = 'fib.c'
source_filename = "fib.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [18 x i8] c"fib checksum %lu\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readnone %1) local_unnamed_addr #0 {
  br label %7

3:                                                ; preds = %7
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str, i64 0, i64 0), i64 noundef %15)
  %5 = icmp eq i64 %15, 0
  %6 = zext i1 %5 to i32
  ret i32 %6

7:                                                ; preds = %2, %7
  %8 = phi i64 [ 0, %2 ], [ %16, %7 ]
  %9 = phi i64 [ 0, %2 ], [ %15, %7 ]
  %10 = trunc i64 %8 to i32
  %11 = tail call fastcc i64 @fib(i32 noundef %10)
  %12 = add i32 %10, %0
  %13 = zext i32 %12 to i64
  %14 = mul i64 %11, %13
  %15 = add i64 %14, %9
  %16 = add nuw nsw i64 %8, 1
  %17 = icmp eq i64 %16, 30
  br i1 %17, label %3, label %7, !llvm.loop !5
}

; Function Attrs: nofree nosync nounwind readnone uwtable
define internal fastcc i64 @fib(i32 noundef %0) unnamed_addr #1 {
  %2 = icmp ult i32 %0, 2
  br i1 %2, label %3, label %8

3:                                                ; preds = %8, %1
  %4 = phi i64 [ 0, %1 ], [ %14, %8 ]
  %5 = phi i32 [ %0, %1 ], [ %13, %8 ]
  %6 = zext i32 %5 to i64
  %7 = add i64 %4, %6
  ret i64 %7

8:                                                ; preds = %1, %8
  %9 = phi i32 [ %13, %8 ], [ %0, %1 ]
  %10 = phi i64 [ %14, %8 ], [ 0, %1 ]
  %11 = add i32 %9, -1
  %12 = tail call fastcc i64 @fib(i32 noundef %11)
  %13 = add i32 %9, -2
  %14 = add i64 %12, %10
  %15 = icmp ult i32 %13, 2
  br i1 %15, label %3, label %8
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
