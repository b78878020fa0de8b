; kiln lli runs variadic functions whose musttail calls pass on their own `...` (the thunks at
; the end, written in IR; the rest is clang-14 -O2 IR of the C program in the comment at the
; end): the argument registers the fixed arguments leave free, XMM0-7 and AL are kept from the
; entry and restored at the tail call, also across a call that clobbers them (forward_logged)
; and with an sret pointer passed on (forward_sret); stack varargs stay where they are.
; RUN: kiln lli -O2 %s | FileCheck %s
; RUN: kiln lli -O0 %s | FileCheck %s
; CHECK: plain 1532
; CHECK-NEXT: forwarding 16 values (4)
; CHECK-NEXT: logged 1532
; CHECK-NEXT: forwarding 3 values (0.75)
; CHECK-NEXT: logged 35
; CHECK-NEXT: forwarding 9 values (2.25)
; CHECK-NEXT: sret 10 9 90

source_filename = "fwd.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.__va_list_tag = type { i32, i32, i8*, i8* }
%struct.Big = type { i64, i64, i64 }

@.str = private unnamed_addr constant [27 x i8] c"forwarding %d values (%g)\0A\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"plain %g\0A\00", align 1
@.str.2 = private unnamed_addr constant [11 x i8] c"logged %g\0A\00", align 1
@.str.3 = private unnamed_addr constant [18 x i8] c"sret %ld %ld %ld\0A\00", align 1

; Function Attrs: nofree nosync nounwind uwtable
define dso_local double @total(i32 noundef %0, ...) local_unnamed_addr #0 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  %3 = bitcast [1 x %struct.__va_list_tag]* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %3) #7
  call void @llvm.va_start(i8* nonnull %3)
  %4 = icmp sgt i32 %0, 0
  br i1 %4, label %5, label %11

5:                                                ; preds = %1
  %6 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 1
  %7 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 2
  %8 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 3
  %9 = load i8*, i8** %8, align 16
  %10 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 0
  br label %13

11:                                               ; preds = %51, %1
  %12 = phi double [ 0.000000e+00, %1 ], [ %56, %51 ]
  call void @llvm.va_end(i8* nonnull %3)
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %3) #7
  ret double %12

13:                                               ; preds = %5, %51
  %14 = phi i32 [ 0, %5 ], [ %54, %51 ]
  %15 = phi double [ 0.000000e+00, %5 ], [ %56, %51 ]
  %16 = and i32 %14, 1
  %17 = icmp eq i32 %16, 0
  br i1 %17, label %34, label %18

18:                                               ; preds = %13
  %19 = load i32, i32* %6, align 4
  %20 = icmp ult i32 %19, 161
  br i1 %20, label %21, label %25

21:                                               ; preds = %18
  %22 = zext i32 %19 to i64
  %23 = getelementptr i8, i8* %9, i64 %22
  %24 = add nuw nsw i32 %19, 16
  store i32 %24, i32* %6, align 4
  br label %28

25:                                               ; preds = %18
  %26 = load i8*, i8** %7, align 8
  %27 = getelementptr i8, i8* %26, i64 8
  store i8* %27, i8** %7, align 8
  br label %28

28:                                               ; preds = %25, %21
  %29 = phi i8* [ %23, %21 ], [ %26, %25 ]
  %30 = bitcast i8* %29 to double*
  %31 = load double, double* %30, align 8
  %32 = add nuw nsw i32 %14, 1
  %33 = sitofp i32 %32 to double
  br label %51

34:                                               ; preds = %13
  %35 = load i32, i32* %10, align 16
  %36 = icmp ult i32 %35, 41
  br i1 %36, label %37, label %41

37:                                               ; preds = %34
  %38 = zext i32 %35 to i64
  %39 = getelementptr i8, i8* %9, i64 %38
  %40 = add nuw nsw i32 %35, 8
  store i32 %40, i32* %10, align 16
  br label %44

41:                                               ; preds = %34
  %42 = load i8*, i8** %7, align 8
  %43 = getelementptr i8, i8* %42, i64 8
  store i8* %43, i8** %7, align 8
  br label %44

44:                                               ; preds = %41, %37
  %45 = phi i8* [ %39, %37 ], [ %42, %41 ]
  %46 = bitcast i8* %45 to i64*
  %47 = load i64, i64* %46, align 8
  %48 = sitofp i64 %47 to double
  %49 = add nuw nsw i32 %14, 1
  %50 = sitofp i32 %49 to double
  br label %51

51:                                               ; preds = %44, %28
  %52 = phi double [ %48, %44 ], [ %33, %28 ]
  %53 = phi double [ %50, %44 ], [ %31, %28 ]
  %54 = phi i32 [ %49, %44 ], [ %32, %28 ]
  %55 = fmul double %53, %52
  %56 = fadd double %15, %55
  %57 = icmp eq i32 %54, %0
  br i1 %57, label %11, label %13
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree nosync nounwind willreturn
declare void @llvm.va_start(i8*) #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree nosync nounwind willreturn
declare void @llvm.va_end(i8*) #2

; Function Attrs: nofree nosync nounwind uwtable
define dso_local void @make(%struct.Big* noalias nocapture writeonly sret(%struct.Big) align 8 %0, i32 noundef %1, ...) local_unnamed_addr #0 {
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  %4 = bitcast [1 x %struct.__va_list_tag]* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %4) #7
  call void @llvm.va_start(i8* nonnull %4)
  %5 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 0
  store i64 0, i64* %5, align 8
  %6 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 1
  %7 = sext i32 %1 to i64
  store i64 %7, i64* %6, align 8
  %8 = getelementptr inbounds %struct.Big, %struct.Big* %0, i64 0, i32 2
  store i64 0, i64* %8, align 8
  %9 = icmp sgt i32 %1, 0
  br i1 %9, label %10, label %56

10:                                               ; preds = %2
  %11 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0, i32 0
  %12 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0, i32 2
  %13 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0, i32 3
  %14 = load i8*, i8** %13, align 16
  %15 = load i32, i32* %11, align 16
  %16 = icmp ult i32 %15, 41
  br i1 %16, label %20, label %17

17:                                               ; preds = %10
  %18 = load i8*, i8** %12, align 8
  %19 = getelementptr i8, i8* %18, i64 8
  store i8* %19, i8** %12, align 8
  br label %24

20:                                               ; preds = %10
  %21 = zext i32 %15 to i64
  %22 = getelementptr i8, i8* %14, i64 %21
  %23 = add nuw nsw i32 %15, 8
  store i32 %23, i32* %11, align 16
  br label %24

24:                                               ; preds = %20, %17
  %25 = phi i32 [ %23, %20 ], [ %15, %17 ]
  %26 = phi i8* [ %22, %20 ], [ %18, %17 ]
  %27 = bitcast i8* %26 to i64*
  %28 = load i64, i64* %27, align 8
  store i64 %28, i64* %5, align 8
  %29 = icmp eq i32 %1, 1
  br i1 %29, label %54, label %30

30:                                               ; preds = %24
  %31 = add i32 %1, -1
  %32 = and i32 %31, 1
  %33 = icmp eq i32 %1, 2
  br i1 %33, label %37, label %34

34:                                               ; preds = %30
  %35 = and i32 %31, -2
  %36 = load i8*, i8** %12, align 8
  br label %57

37:                                               ; preds = %76, %30
  %38 = phi i8* [ undef, %30 ], [ %79, %76 ]
  %39 = phi i32 [ %25, %30 ], [ %78, %76 ]
  %40 = icmp eq i32 %32, 0
  br i1 %40, label %50, label %41

41:                                               ; preds = %37
  %42 = icmp ult i32 %39, 41
  br i1 %42, label %46, label %43

43:                                               ; preds = %41
  %44 = load i8*, i8** %12, align 8
  %45 = getelementptr i8, i8* %44, i64 8
  store i8* %45, i8** %12, align 8
  br label %50

46:                                               ; preds = %41
  %47 = zext i32 %39 to i64
  %48 = getelementptr i8, i8* %14, i64 %47
  %49 = add nuw nsw i32 %39, 8
  store i32 %49, i32* %11, align 16
  br label %50

50:                                               ; preds = %43, %46, %37
  %51 = phi i8* [ %38, %37 ], [ %48, %46 ], [ %44, %43 ]
  %52 = bitcast i8* %51 to i64*
  %53 = load i64, i64* %52, align 8
  br label %54

54:                                               ; preds = %50, %24
  %55 = phi i64 [ %28, %24 ], [ %53, %50 ]
  store i64 %55, i64* %8, align 8
  br label %56

56:                                               ; preds = %54, %2
  call void @llvm.va_end(i8* nonnull %4)
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %4) #7
  ret void

57:                                               ; preds = %76, %34
  %58 = phi i8* [ %36, %34 ], [ %77, %76 ]
  %59 = phi i32 [ %25, %34 ], [ %78, %76 ]
  %60 = phi i32 [ 0, %34 ], [ %80, %76 ]
  %61 = icmp ult i32 %59, 41
  br i1 %61, label %62, label %64

62:                                               ; preds = %57
  %63 = add nuw nsw i32 %59, 8
  store i32 %63, i32* %11, align 16
  br label %66

64:                                               ; preds = %57
  %65 = getelementptr i8, i8* %58, i64 8
  store i8* %65, i8** %12, align 8
  br label %66

66:                                               ; preds = %62, %64
  %67 = phi i8* [ %58, %62 ], [ %65, %64 ]
  %68 = phi i32 [ %63, %62 ], [ %59, %64 ]
  %69 = icmp ult i32 %68, 41
  br i1 %69, label %72, label %70

70:                                               ; preds = %66
  %71 = getelementptr i8, i8* %67, i64 8
  store i8* %71, i8** %12, align 8
  br label %76

72:                                               ; preds = %66
  %73 = zext i32 %68 to i64
  %74 = getelementptr i8, i8* %14, i64 %73
  %75 = add nuw nsw i32 %68, 8
  store i32 %75, i32* %11, align 16
  br label %76

76:                                               ; preds = %72, %70
  %77 = phi i8* [ %67, %72 ], [ %71, %70 ]
  %78 = phi i32 [ %75, %72 ], [ %68, %70 ]
  %79 = phi i8* [ %74, %72 ], [ %67, %70 ]
  %80 = add i32 %60, 2
  %81 = icmp eq i32 %80, %35
  br i1 %81, label %37, label %57
}

; Function Attrs: nofree nounwind uwtable
define dso_local void @note(i32 noundef %0) local_unnamed_addr #3 {
  %2 = alloca double, align 8
  %3 = bitcast double* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %3)
  %4 = sitofp i32 %0 to double
  %5 = fmul double %4, 2.500000e-01
  store volatile double %5, double* %2, align 8
  %6 = load volatile double, double* %2, align 8
  %7 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str, i64 0, i64 0), i32 noundef %0, double noundef %6)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %3)
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #5 {
  %1 = alloca %struct.Big, align 8
  %2 = tail call double (i32, ...) @forward_plain(i32 noundef 16, i64 noundef 1, double noundef 2.500000e+00, i64 noundef 3, double noundef 4.500000e+00, i64 noundef 5, double noundef 6.500000e+00, i64 noundef 7, double noundef 8.500000e+00, i64 noundef 9, double noundef 1.050000e+01, i64 noundef 11, double noundef 1.250000e+01, i64 noundef 13, double noundef 1.450000e+01, i64 noundef 15, double noundef 1.650000e+01) #7
  %3 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.1, i64 0, i64 0), double noundef %2)
  %4 = tail call double (i32, ...) @forward_logged(i32 noundef 16, i64 noundef 1, double noundef 2.500000e+00, i64 noundef 3, double noundef 4.500000e+00, i64 noundef 5, double noundef 6.500000e+00, i64 noundef 7, double noundef 8.500000e+00, i64 noundef 9, double noundef 1.050000e+01, i64 noundef 11, double noundef 1.250000e+01, i64 noundef 13, double noundef 1.450000e+01, i64 noundef 15, double noundef 1.650000e+01) #7
  %5 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.2, i64 0, i64 0), double noundef %4)
  %6 = tail call double (i32, ...) @forward_logged(i32 noundef 3, i64 noundef 7, double noundef 5.000000e-01, i64 noundef 9) #7
  %7 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.2, i64 0, i64 0), double noundef %6)
  %8 = bitcast %struct.Big* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %8) #7
  call void (%struct.Big*, i32, ...) @forward_sret(%struct.Big* nonnull sret(%struct.Big) align 8 %1, i32 noundef 9, i64 noundef 10, i64 noundef 20, i64 noundef 30, i64 noundef 40, i64 noundef 50, i64 noundef 60, i64 noundef 70, i64 noundef 80, i64 noundef 90) #7
  %9 = getelementptr inbounds %struct.Big, %struct.Big* %1, i64 0, i32 0
  %10 = load i64, i64* %9, align 8
  %11 = getelementptr inbounds %struct.Big, %struct.Big* %1, i64 0, i32 1
  %12 = load i64, i64* %11, align 8
  %13 = getelementptr inbounds %struct.Big, %struct.Big* %1, i64 0, i32 2
  %14 = load i64, i64* %13, align 8
  %15 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.3, i64 0, i64 0), i64 noundef %10, i64 noundef %12, i64 noundef %14)
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %8) #7
  ret i32 0
}

attributes #0 = { nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { mustprogress nofree nosync nounwind willreturn }
attributes #3 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }

define double @forward_plain(i32 %n, ...) {
  %r = musttail call double (i32, ...) @total(i32 %n, ...)
  ret double %r
}

define double @forward_logged(i32 %n, ...) {
  call void @note(i32 %n)
  %r = musttail call double (i32, ...) @total(i32 %n, ...)
  ret double %r
}

define void @forward_sret(%struct.Big* sret(%struct.Big) align 8 %out, i32 %n, ...) {
  call void @note(i32 %n)
  musttail call void (%struct.Big*, i32, ...) @make(%struct.Big* sret(%struct.Big) align 8 %out, i32 %n, ...)
  ret void
}

; // The thunks forward_plain, forward_logged and forward_sret are written in IR (musttail calls
; // that pass on their own `...`); main calls them with register and stack varargs.
; #include <stdarg.h>
; #include <stdio.h>
;
; double total(int n, ...) {
;     va_list ap;
;     va_start(ap, n);
;     double s = 0;
;     for (int i = 0; i < n; i++)
;         s += i % 2 ? va_arg(ap, double) * (i + 1) : (double)va_arg(ap, long) * (i + 1);
;     va_end(ap);
;     return s;
; }
;
; struct Big { long first, count, last; };
;
; struct Big make(int n, ...) {
;     va_list ap;
;     va_start(ap, n);
;     struct Big b = { 0, n, 0 };
;     for (int i = 0; i < n; i++) {
;         long v = va_arg(ap, long);
;         if (i == 0) b.first = v;
;         b.last = v;
;     }
;     va_end(ap);
;     return b;
; }
;
; void note(int n) {
;     volatile double scratch = n * 0.25;
;     printf("forwarding %d values (%g)\n", n, scratch);
; }
;
; double forward_plain(int n, ...);
; double forward_logged(int n, ...);
; struct Big forward_sret(int n, ...);
;
; int main(void) {
;     printf("plain %g\n", forward_plain(16, 1L, 2.5, 3L, 4.5, 5L, 6.5, 7L, 8.5, 9L, 10.5, 11L, 12.5, 13L, 14.5, 15L, 16.5));
;     printf("logged %g\n", forward_logged(16, 1L, 2.5, 3L, 4.5, 5L, 6.5, 7L, 8.5, 9L, 10.5, 11L, 12.5, 13L, 14.5, 15L, 16.5));
;     printf("logged %g\n", forward_logged(3, 7L, 0.5, 9L));
;     struct Big b = forward_sret(9, 10L, 20L, 30L, 40L, 50L, 60L, 70L, 80L, 90L);
;     printf("sret %ld %ld %ld\n", b.first, b.count, b.last);
;     return 0;
; }
