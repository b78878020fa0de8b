; The riscv64 variadic-function test: clang-14 --target=riscv64-linux-gnu -O0 IR of
; Inputs/riscv64_va_funcs.c (va_start over the saved argument registers and the stack, va_copy,
; doubles as variable arguments, calls of printf, __builtin_alloca and a VLA with calls beside
; them), compiled by kiln; the driver's output matches the cross gcc's build under qemu-riscv64
; (skipped when the cross tools are missing).
; RUN: kiln llc -mtriple=riscv64-unknown-linux-gnu -filetype=obj %s -o %t.o
; RUN: bash $(dirname %s)/../Inputs/riscv64_run.sh %t.o $(dirname %s)/../Inputs/riscv64_va_driver.c 'outputs match' $(dirname %s)/../Inputs/riscv64_va_funcs.c | grep -x 'outputs match'

source_filename = "../Inputs/riscv64_va_funcs.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n64-S128"
target triple = "riscv64-unknown-linux-gnu"

@.str = private unnamed_addr constant [12 x i8] c"dyn %d %ld\0A\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local i64 @vsum(i32 noundef signext %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i8*, align 8
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %6 = bitcast i8** %3 to i8*
  call void @llvm.va_start(i8* %6)
  store i64 0, i64* %4, align 8
  store i32 0, i32* %5, align 4
  br label %7

7:                                                ; preds = %18, %1
  %8 = load i32, i32* %5, align 4
  %9 = load i32, i32* %2, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %21

11:                                               ; preds = %7
  %12 = load i8*, i8** %3, align 8
  %13 = getelementptr inbounds i8, i8* %12, i64 8
  store i8* %13, i8** %3, align 8
  %14 = bitcast i8* %12 to i64*
  %15 = load i64, i64* %14, align 8
  %16 = load i64, i64* %4, align 8
  %17 = add nsw i64 %16, %15
  store i64 %17, i64* %4, align 8
  br label %18

18:                                               ; preds = %11
  %19 = load i32, i32* %5, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, i32* %5, align 4
  br label %7, !llvm.loop !7

21:                                               ; preds = %7
  %22 = bitcast i8** %3 to i8*
  call void @llvm.va_end(i8* %22)
  %23 = load i64, i64* %4, align 8
  ret i64 %23
}

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.va_start(i8*) #1

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.va_end(i8*) #1

; Function Attrs: noinline nounwind optnone
define dso_local double @vdsum(i32 noundef signext %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i8*, align 8
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %6 = bitcast i8** %3 to i8*
  call void @llvm.va_start(i8* %6)
  store double 0.000000e+00, double* %4, align 8
  store i32 0, i32* %5, align 4
  br label %7

7:                                                ; preds = %18, %1
  %8 = load i32, i32* %5, align 4
  %9 = load i32, i32* %2, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %21

11:                                               ; preds = %7
  %12 = load i8*, i8** %3, align 8
  %13 = getelementptr inbounds i8, i8* %12, i64 8
  store i8* %13, i8** %3, align 8
  %14 = bitcast i8* %12 to double*
  %15 = load double, double* %14, align 8
  %16 = load double, double* %4, align 8
  %17 = fadd double %16, %15
  store double %17, double* %4, align 8
  br label %18

18:                                               ; preds = %11
  %19 = load i32, i32* %5, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, i32* %5, align 4
  br label %7, !llvm.loop !9

21:                                               ; preds = %7
  %22 = bitcast i8** %3 to i8*
  call void @llvm.va_end(i8* %22)
  %23 = load double, double* %4, align 8
  ret double %23
}

; Function Attrs: noinline nounwind optnone
define dso_local i64 @v8(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i64 noundef %7, ...) #0 {
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  %17 = alloca i8*, align 8
  %18 = alloca i64, align 8
  %19 = alloca i64, align 8
  store i64 %0, i64* %9, align 8
  store i64 %1, i64* %10, align 8
  store i64 %2, i64* %11, align 8
  store i64 %3, i64* %12, align 8
  store i64 %4, i64* %13, align 8
  store i64 %5, i64* %14, align 8
  store i64 %6, i64* %15, align 8
  store i64 %7, i64* %16, align 8
  %20 = bitcast i8** %17 to i8*
  call void @llvm.va_start(i8* %20)
  %21 = load i8*, i8** %17, align 8
  %22 = getelementptr inbounds i8, i8* %21, i64 8
  store i8* %22, i8** %17, align 8
  %23 = bitcast i8* %21 to i64*
  %24 = load i64, i64* %23, align 8
  store i64 %24, i64* %18, align 8
  %25 = load i8*, i8** %17, align 8
  %26 = getelementptr inbounds i8, i8* %25, i64 8
  store i8* %26, i8** %17, align 8
  %27 = bitcast i8* %25 to i64*
  %28 = load i64, i64* %27, align 8
  store i64 %28, i64* %19, align 8
  %29 = bitcast i8** %17 to i8*
  call void @llvm.va_end(i8* %29)
  %30 = load i64, i64* %9, align 8
  %31 = load i64, i64* %16, align 8
  %32 = add nsw i64 %30, %31
  %33 = load i64, i64* %18, align 8
  %34 = load i64, i64* %19, align 8
  %35 = mul nsw i64 %33, %34
  %36 = add nsw i64 %32, %35
  ret i64 %36
}

; Function Attrs: noinline nounwind optnone
define dso_local signext i32 @vcopy(i32 noundef signext %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i8*, align 8
  %4 = alloca i8*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %7 = bitcast i8** %3 to i8*
  call void @llvm.va_start(i8* %7)
  %8 = bitcast i8** %4 to i8*
  %9 = bitcast i8** %3 to i8*
  call void @llvm.va_copy(i8* %8, i8* %9)
  %10 = load i8*, i8** %3, align 8
  %11 = getelementptr inbounds i8, i8* %10, i64 8
  store i8* %11, i8** %3, align 8
  %12 = bitcast i8* %10 to i32*
  %13 = load i32, i32* %12, align 8
  store i32 %13, i32* %5, align 4
  %14 = load i8*, i8** %4, align 8
  %15 = getelementptr inbounds i8, i8* %14, i64 8
  store i8* %15, i8** %4, align 8
  %16 = bitcast i8* %14 to i32*
  %17 = load i32, i32* %16, align 8
  store i32 %17, i32* %6, align 4
  %18 = bitcast i8** %4 to i8*
  call void @llvm.va_end(i8* %18)
  %19 = bitcast i8** %3 to i8*
  call void @llvm.va_end(i8* %19)
  %20 = load i32, i32* %5, align 4
  %21 = mul nsw i32 %20, 10
  %22 = load i32, i32* %6, align 4
  %23 = add nsw i32 %21, %22
  %24 = load i32, i32* %2, align 4
  %25 = add nsw i32 %23, %24
  ret i32 %25
}

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.va_copy(i8*, i8*) #1

; Function Attrs: noinline nounwind optnone
define dso_local signext i32 @dyn(i32 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %6 = load i32, i32* %2, align 4
  %7 = sext i32 %6 to i64
  %8 = alloca i8, i64 %7, align 16
  store i8* %8, i8** %3, align 8
  %9 = load i8*, i8** %3, align 8
  %10 = load i32, i32* %2, align 4
  %11 = sext i32 %10 to i64
  call void @llvm.memset.p0i8.i64(i8* align 1 %9, i8 7, i64 %11, i1 false)
  store i32 0, i32* %4, align 4
  store i32 0, i32* %5, align 4
  br label %12

12:                                               ; preds = %25, %1
  %13 = load i32, i32* %5, align 4
  %14 = load i32, i32* %2, align 4
  %15 = icmp slt i32 %13, %14
  br i1 %15, label %16, label %28

16:                                               ; preds = %12
  %17 = load i8*, i8** %3, align 8
  %18 = load i32, i32* %5, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds i8, i8* %17, i64 %19
  %21 = load i8, i8* %20, align 1
  %22 = zext i8 %21 to i32
  %23 = load i32, i32* %4, align 4
  %24 = add nsw i32 %23, %22
  store i32 %24, i32* %4, align 4
  br label %25

25:                                               ; preds = %16
  %26 = load i32, i32* %5, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, i32* %5, align 4
  br label %12, !llvm.loop !10

28:                                               ; preds = %12
  %29 = load i32, i32* %4, align 4
  %30 = load i32, i32* %2, align 4
  %31 = sext i32 %30 to i64
  %32 = call i64 (i32, ...) @vsum(i32 noundef signext 2, i64 noundef %31, i64 noundef 1)
  %33 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str, i64 0, i64 0), i32 noundef signext %29, i64 noundef %32)
  %34 = load i32, i32* %4, align 4
  ret i32 %34
}

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #2

declare signext i32 @printf(i8* noundef, ...) #3

; Function Attrs: noinline nounwind optnone
define dso_local signext i32 @vla(i32 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i8*, align 8
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %8 = load i32, i32* %2, align 4
  %9 = zext i32 %8 to i64
  %10 = call i8* @llvm.stacksave()
  store i8* %10, i8** %3, align 8
  %11 = alloca i32, i64 %9, align 4
  store i64 %9, i64* %4, align 8
  store i32 0, i32* %5, align 4
  br label %12

12:                                               ; preds = %23, %1
  %13 = load i32, i32* %5, align 4
  %14 = load i32, i32* %2, align 4
  %15 = icmp slt i32 %13, %14
  br i1 %15, label %16, label %26

16:                                               ; preds = %12
  %17 = load i32, i32* %5, align 4
  %18 = load i32, i32* %5, align 4
  %19 = mul nsw i32 %17, %18
  %20 = load i32, i32* %5, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds i32, i32* %11, i64 %21
  store i32 %19, i32* %22, align 4
  br label %23

23:                                               ; preds = %16
  %24 = load i32, i32* %5, align 4
  %25 = add nsw i32 %24, 1
  store i32 %25, i32* %5, align 4
  br label %12, !llvm.loop !11

26:                                               ; preds = %12
  store i32 0, i32* %6, align 4
  store i32 0, i32* %7, align 4
  br label %27

27:                                               ; preds = %38, %26
  %28 = load i32, i32* %7, align 4
  %29 = load i32, i32* %2, align 4
  %30 = icmp slt i32 %28, %29
  br i1 %30, label %31, label %41

31:                                               ; preds = %27
  %32 = load i32, i32* %7, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds i32, i32* %11, i64 %33
  %35 = load i32, i32* %34, align 4
  %36 = load i32, i32* %6, align 4
  %37 = add nsw i32 %36, %35
  store i32 %37, i32* %6, align 4
  br label %38

38:                                               ; preds = %31
  %39 = load i32, i32* %7, align 4
  %40 = add nsw i32 %39, 1
  store i32 %40, i32* %7, align 4
  br label %27, !llvm.loop !12

41:                                               ; preds = %27
  %42 = load i32, i32* %6, align 4
  %43 = load i32, i32* %2, align 4
  %44 = call signext i32 @dyn(i32 noundef signext %43)
  %45 = add nsw i32 %42, %44
  %46 = load i8*, i8** %3, align 8
  call void @llvm.stackrestore(i8* %46)
  ret i32 %45
}

; Function Attrs: nofree nosync nounwind willreturn
declare i8* @llvm.stacksave() #1

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.stackrestore(i8*) #1

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }
attributes #1 = { nofree nosync nounwind willreturn }
attributes #2 = { argmemonly nofree nounwind willreturn writeonly }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!llvm.ident = !{!6}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"target-abi", !"lp64d"}
!2 = !{i32 7, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{i32 1, !"SmallDataLimit", i32 8}
!6 = !{!"Debian clang version 14.0.6"}
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.mustprogress"}
!9 = distinct !{!9, !8}
!10 = distinct !{!10, !8}
!11 = distinct !{!11, !8}
!12 = distinct !{!12, !8}
