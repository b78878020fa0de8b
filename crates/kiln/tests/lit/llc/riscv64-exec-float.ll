; The riscv64 floating-point execution test: clang-14 --target=riscv64-linux-gnu -O2 IR of
; Inputs/riscv64_float_funcs.c (arithmetic, compares, conversions, selects, constants, doubles
; in fa0-fa7 and across calls under lp64d), compiled by kiln; the driver's output matches the
; cross gcc's build under qemu-riscv64 (skipped when the cross tools are missing).
; RUN: kiln llc -mtriple=riscv64-unknown-linux-gnu -filetype=obj %s -o %t.o
; RUN: bash $(dirname %s)/../Inputs/riscv64_run.sh %t.o $(dirname %s)/../Inputs/riscv64_float_driver.c 'outputs match' $(dirname %s)/../Inputs/riscv64_float_funcs.c | grep -x 'outputs match'

source_filename = "../Inputs/riscv64_float_funcs.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n64-S128"
target triple = "riscv64-unknown-linux-gnu"

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
define dso_local double @fadd(double noundef %0, double noundef %1) local_unnamed_addr #0 {
  %3 = tail call double @llvm.fmuladd.f64(double %1, double 2.500000e+00, double %0)
  ret double %3
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
define dso_local float @fmulf(float noundef %0, float noundef %1) local_unnamed_addr #0 {
  %3 = tail call float @llvm.fmuladd.f32(float %0, float %1, float -1.000000e+00)
  ret float %3
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local double @fdivd(double noundef %0, double noundef %1) local_unnamed_addr #2 {
  %3 = fdiv double %0, %1
  ret double %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local signext i32 @fcmp(double noundef %0, double noundef %1) local_unnamed_addr #2 {
  %3 = fcmp olt double %0, %1
  %4 = zext i1 %3 to i32
  %5 = fcmp ole double %0, %1
  %6 = select i1 %5, i32 2, i32 0
  %7 = or i32 %6, %4
  %8 = fcmp oeq double %0, %1
  %9 = select i1 %8, i32 4, i32 0
  %10 = or i32 %7, %9
  %11 = fcmp une double %0, %1
  %12 = select i1 %11, i32 8, i32 0
  %13 = or i32 %10, %12
  %14 = fcmp ogt double %0, %1
  %15 = select i1 %14, i32 16, i32 0
  %16 = or i32 %13, %15
  ret i32 %16
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local i64 @tolong(double noundef %0) local_unnamed_addr #2 {
  %2 = fptosi double %0 to i64
  ret i64 %2
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local i64 @toulong(double noundef %0) local_unnamed_addr #2 {
  %2 = fptoui double %0 to i64
  ret i64 %2
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local signext i32 @toint(float noundef %0) local_unnamed_addr #2 {
  %2 = fptosi float %0 to i32
  ret i32 %2
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local double @fromlong(i64 noundef %0) local_unnamed_addr #2 {
  %2 = sitofp i64 %0 to double
  ret double %2
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local float @fromint(i32 noundef signext %0) local_unnamed_addr #2 {
  %2 = sitofp i32 %0 to float
  ret float %2
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local double @ext(float noundef %0) local_unnamed_addr #2 {
  %2 = fpext float %0 to double
  ret double %2
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local float @trunc_(double noundef %0) local_unnamed_addr #2 {
  %2 = fptrunc double %0 to float
  ret float %2
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local double @fsel(double noundef %0, double noundef %1) local_unnamed_addr #2 {
  %3 = fcmp ogt double %0, %1
  %4 = select i1 %3, double %0, double %1
  ret double %4
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local float @fself(float noundef %0, float noundef %1) local_unnamed_addr #2 {
  %3 = fcmp olt float %0, %1
  %4 = select i1 %3, float %0, float %1
  ret float %4
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local double @sum8(double noundef %0, double noundef %1, double noundef %2, double noundef %3, double noundef %4, double noundef %5, double noundef %6, double noundef %7) local_unnamed_addr #2 {
  %9 = fadd double %0, %1
  %10 = fadd double %9, %2
  %11 = fadd double %10, %3
  %12 = fadd double %11, %4
  %13 = fadd double %12, %5
  %14 = fadd double %13, %6
  %15 = fadd double %14, %7
  ret double %15
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local double @callsum(double noundef %0) local_unnamed_addr #2 {
  %2 = fadd double %0, 1.000000e+00
  %3 = fadd double %2, 2.000000e+00
  %4 = fadd double %3, 3.000000e+00
  %5 = fadd double %4, 4.000000e+00
  %6 = fadd double %5, 5.000000e+00
  %7 = fadd double %6, 6.000000e+00
  %8 = fadd double %7, 7.000000e+00
  %9 = fmul double %8, %0
  ret double %9
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local double @mixed(i32 noundef signext %0, double noundef %1, i64 noundef %2, float noundef %3) local_unnamed_addr #2 {
  %5 = sitofp i32 %0 to double
  %6 = fadd double %5, %1
  %7 = sitofp i64 %2 to double
  %8 = fadd double %6, %7
  %9 = fpext float %3 to double
  %10 = fadd double %8, %9
  ret double %10
}

; Function Attrs: nofree norecurse nosync nounwind readonly
define dso_local double @arrsum(double* nocapture noundef readonly %0, i32 noundef signext %1) local_unnamed_addr #3 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %6

4:                                                ; preds = %2
  %5 = zext i32 %1 to i64
  br label %8

6:                                                ; preds = %8, %2
  %7 = phi double [ 0.000000e+00, %2 ], [ %13, %8 ]
  ret double %7

8:                                                ; preds = %4, %8
  %9 = phi i64 [ 0, %4 ], [ %14, %8 ]
  %10 = phi double [ 0.000000e+00, %4 ], [ %13, %8 ]
  %11 = getelementptr inbounds double, double* %0, i64 %9
  %12 = load double, double* %11, align 8, !tbaa !6
  %13 = fadd double %10, %12
  %14 = add nuw nsw i64 %9, 1
  %15 = icmp eq i64 %14, %5
  br i1 %15, label %6, label %8, !llvm.loop !10
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local double @neg(double noundef %0) local_unnamed_addr #2 {
  %2 = fneg double %0
  ret double %2
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local double @zero() local_unnamed_addr #2 {
  ret double 0.000000e+00
}

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
define dso_local double @keep_across_call(double noundef %0) local_unnamed_addr #0 {
  %2 = fadd double %0, 1.000000e+00
  %3 = fadd double %2, 2.000000e+00
  %4 = fadd double %3, 3.000000e+00
  %5 = fadd double %4, 4.000000e+00
  %6 = fadd double %5, 5.000000e+00
  %7 = fadd double %6, 6.000000e+00
  %8 = fadd double %7, 7.000000e+00
  %9 = fmul double %8, %0
  %10 = tail call double @llvm.fmuladd.f64(double %0, double %9, double %0)
  ret double %10
}

attributes #0 = { mustprogress nofree nosync nounwind readnone willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { mustprogress nofree norecurse nosync nounwind readnone willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }
attributes #3 = { nofree norecurse nosync nounwind readonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"target-abi", !"lp64d"}
!2 = !{i32 7, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 1, !"SmallDataLimit", i32 8}
!5 = !{!"Debian clang version 14.0.6"}
!6 = !{!7, !7, i64 0}
!7 = !{!"double", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
