; The riscv64 ABI test: clang-14 --target=riscv64-linux-gnu -O0 IR of Inputs/riscv64_abi_funcs.c
; (small structs by value as clang coerces them, [2 x i64] half in a7 and half on the stack,
; {double, i64} and {float, float} flattened into FPR+GPR and FPR pairs, an sret return, more
; than eight doubles, doubles and an __int128 through `...`, a 70000-byte frame, a 64-byte
; aligned local, long double (fp128) arithmetic, compares, conversions and varargs), compiled
; by kiln at -O0 and -O2; the driver's output matches the cross gcc's build under qemu-riscv64
; (skipped when the cross tools are missing).
; RUN: kiln llc -mtriple=riscv64-unknown-linux-gnu -filetype=obj %s -o %t.o
; RUN: bash $(dirname %s)/../Inputs/riscv64_run.sh %t.o $(dirname %s)/../Inputs/riscv64_abi_driver.c 'outputs match' $(dirname %s)/../Inputs/riscv64_abi_funcs.c | grep -x 'outputs match'
; RUN: kiln llc -O2 -mtriple=riscv64-unknown-linux-gnu -filetype=obj %s -o %t2.o
; RUN: bash $(dirname %s)/../Inputs/riscv64_run.sh %t2.o $(dirname %s)/../Inputs/riscv64_abi_driver.c 'outputs match' $(dirname %s)/../Inputs/riscv64_abi_funcs.c | grep -x 'outputs match'

source_filename = "../Inputs/riscv64_abi_funcs.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n64-S128"
target triple = "riscv64-unknown-linux-gnu"

%struct.pair12 = type { i32, i32, i32 }
%struct.mixed = type { double, i64 }
%struct.two_floats = type { float, float }
%struct.big = type { [8 x i64] }

; Function Attrs: noinline nounwind optnone
define dso_local [2 x i64] @add_pairs([2 x i64] %0, [2 x i64] %1) #0 {
  %3 = alloca %struct.pair12, align 4
  %4 = alloca %struct.pair12, align 4
  %5 = alloca [2 x i64], align 8
  %6 = alloca %struct.pair12, align 4
  %7 = alloca [2 x i64], align 8
  %8 = alloca [2 x i64], align 8
  store [2 x i64] %0, [2 x i64]* %5, align 8
  %9 = bitcast %struct.pair12* %4 to i8*
  %10 = bitcast [2 x i64]* %5 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %9, i8* align 8 %10, i64 12, i1 false)
  store [2 x i64] %1, [2 x i64]* %7, align 8
  %11 = bitcast %struct.pair12* %6 to i8*
  %12 = bitcast [2 x i64]* %7 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %11, i8* align 8 %12, i64 12, i1 false)
  %13 = getelementptr inbounds %struct.pair12, %struct.pair12* %3, i32 0, i32 0
  %14 = getelementptr inbounds %struct.pair12, %struct.pair12* %4, i32 0, i32 0
  %15 = load i32, i32* %14, align 4
  %16 = getelementptr inbounds %struct.pair12, %struct.pair12* %6, i32 0, i32 0
  %17 = load i32, i32* %16, align 4
  %18 = add nsw i32 %15, %17
  store i32 %18, i32* %13, align 4
  %19 = getelementptr inbounds %struct.pair12, %struct.pair12* %3, i32 0, i32 1
  %20 = getelementptr inbounds %struct.pair12, %struct.pair12* %4, i32 0, i32 1
  %21 = load i32, i32* %20, align 4
  %22 = getelementptr inbounds %struct.pair12, %struct.pair12* %6, i32 0, i32 1
  %23 = load i32, i32* %22, align 4
  %24 = add nsw i32 %21, %23
  store i32 %24, i32* %19, align 4
  %25 = getelementptr inbounds %struct.pair12, %struct.pair12* %3, i32 0, i32 2
  %26 = getelementptr inbounds %struct.pair12, %struct.pair12* %4, i32 0, i32 2
  %27 = load i32, i32* %26, align 4
  %28 = getelementptr inbounds %struct.pair12, %struct.pair12* %6, i32 0, i32 2
  %29 = load i32, i32* %28, align 4
  %30 = add nsw i32 %27, %29
  store i32 %30, i32* %25, align 4
  %31 = bitcast [2 x i64]* %8 to i8*
  %32 = bitcast %struct.pair12* %3 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %31, i8* align 4 %32, i64 12, i1 false)
  %33 = load [2 x i64], [2 x i64]* %8, align 8
  ret [2 x i64] %33
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone
define dso_local i64 @sum_pairs_late(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, [2 x i64] %7) #0 {
  %9 = alloca %struct.pair12, align 4
  %10 = alloca [2 x i64], align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  %17 = alloca i64, align 8
  store [2 x i64] %7, [2 x i64]* %10, align 8
  %18 = bitcast %struct.pair12* %9 to i8*
  %19 = bitcast [2 x i64]* %10 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %18, i8* align 8 %19, i64 12, i1 false)
  store i64 %0, i64* %11, align 8
  store i64 %1, i64* %12, align 8
  store i64 %2, i64* %13, align 8
  store i64 %3, i64* %14, align 8
  store i64 %4, i64* %15, align 8
  store i64 %5, i64* %16, align 8
  store i64 %6, i64* %17, align 8
  %20 = load i64, i64* %11, align 8
  %21 = load i64, i64* %12, align 8
  %22 = add nsw i64 %20, %21
  %23 = load i64, i64* %13, align 8
  %24 = add nsw i64 %22, %23
  %25 = load i64, i64* %14, align 8
  %26 = add nsw i64 %24, %25
  %27 = load i64, i64* %15, align 8
  %28 = add nsw i64 %26, %27
  %29 = load i64, i64* %16, align 8
  %30 = add nsw i64 %28, %29
  %31 = load i64, i64* %17, align 8
  %32 = add nsw i64 %30, %31
  %33 = getelementptr inbounds %struct.pair12, %struct.pair12* %9, i32 0, i32 0
  %34 = load i32, i32* %33, align 4
  %35 = sext i32 %34 to i64
  %36 = add nsw i64 %32, %35
  %37 = getelementptr inbounds %struct.pair12, %struct.pair12* %9, i32 0, i32 1
  %38 = load i32, i32* %37, align 4
  %39 = sext i32 %38 to i64
  %40 = add nsw i64 %36, %39
  %41 = getelementptr inbounds %struct.pair12, %struct.pair12* %9, i32 0, i32 2
  %42 = load i32, i32* %41, align 4
  %43 = sext i32 %42 to i64
  %44 = add nsw i64 %40, %43
  ret i64 %44
}

; Function Attrs: noinline nounwind optnone
define dso_local { double, i64 } @scale_mixed(double %0, i64 %1, double noundef %2) #0 {
  %4 = alloca %struct.mixed, align 8
  %5 = alloca %struct.mixed, align 8
  %6 = alloca double, align 8
  %7 = bitcast %struct.mixed* %5 to { double, i64 }*
  %8 = getelementptr inbounds { double, i64 }, { double, i64 }* %7, i32 0, i32 0
  store double %0, double* %8, align 8
  %9 = getelementptr inbounds { double, i64 }, { double, i64 }* %7, i32 0, i32 1
  store i64 %1, i64* %9, align 8
  store double %2, double* %6, align 8
  %10 = load double, double* %6, align 8
  %11 = getelementptr inbounds %struct.mixed, %struct.mixed* %5, i32 0, i32 0
  %12 = load double, double* %11, align 8
  %13 = fmul double %12, %10
  store double %13, double* %11, align 8
  %14 = getelementptr inbounds %struct.mixed, %struct.mixed* %5, i32 0, i32 1
  %15 = load i64, i64* %14, align 8
  %16 = add nsw i64 %15, 1
  store i64 %16, i64* %14, align 8
  %17 = bitcast %struct.mixed* %4 to i8*
  %18 = bitcast %struct.mixed* %5 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %17, i8* align 8 %18, i64 16, i1 false)
  %19 = bitcast %struct.mixed* %4 to { double, i64 }*
  %20 = getelementptr inbounds { double, i64 }, { double, i64 }* %19, i32 0, i32 0
  %21 = load double, double* %20, align 8
  %22 = getelementptr inbounds { double, i64 }, { double, i64 }* %19, i32 0, i32 1
  %23 = load i64, i64* %22, align 8
  %24 = insertvalue { double, i64 } undef, double %21, 0
  %25 = insertvalue { double, i64 } %24, i64 %23, 1
  ret { double, i64 } %25
}

; Function Attrs: noinline nounwind optnone
define dso_local { float, float } @swap_floats(float %0, float %1) #0 {
  %3 = alloca %struct.two_floats, align 4
  %4 = alloca %struct.two_floats, align 4
  %5 = bitcast %struct.two_floats* %4 to { float, float }*
  %6 = getelementptr inbounds { float, float }, { float, float }* %5, i32 0, i32 0
  store float %0, float* %6, align 4
  %7 = getelementptr inbounds { float, float }, { float, float }* %5, i32 0, i32 1
  store float %1, float* %7, align 4
  %8 = getelementptr inbounds %struct.two_floats, %struct.two_floats* %3, i32 0, i32 0
  %9 = getelementptr inbounds %struct.two_floats, %struct.two_floats* %4, i32 0, i32 1
  %10 = load float, float* %9, align 4
  store float %10, float* %8, align 4
  %11 = getelementptr inbounds %struct.two_floats, %struct.two_floats* %3, i32 0, i32 1
  %12 = getelementptr inbounds %struct.two_floats, %struct.two_floats* %4, i32 0, i32 0
  %13 = load float, float* %12, align 4
  store float %13, float* %11, align 4
  %14 = bitcast %struct.two_floats* %3 to { float, float }*
  %15 = getelementptr inbounds { float, float }, { float, float }* %14, i32 0, i32 0
  %16 = load float, float* %15, align 4
  %17 = getelementptr inbounds { float, float }, { float, float }* %14, i32 0, i32 1
  %18 = load float, float* %17, align 4
  %19 = insertvalue { float, float } undef, float %16, 0
  %20 = insertvalue { float, float } %19, float %18, 1
  ret { float, float } %20
}

; Function Attrs: noinline nounwind optnone
define dso_local void @make_big(%struct.big* noalias sret(%struct.big) align 8 %0, i32 noundef signext %1) #0 {
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = bitcast %struct.big* %0 to i8*
  store i8* %6, i8** %3, align 8
  store i32 %1, i32* %4, align 4
  store i32 0, i32* %5, align 4
  br label %7

7:                                                ; preds = %20, %2
  %8 = load i32, i32* %5, align 4
  %9 = icmp slt i32 %8, 8
  br i1 %9, label %10, label %23

10:                                               ; preds = %7
  %11 = load i32, i32* %4, align 4
  %12 = load i32, i32* %5, align 4
  %13 = add nsw i32 %12, 1
  %14 = mul nsw i32 %11, %13
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds %struct.big, %struct.big* %0, i32 0, i32 0
  %17 = load i32, i32* %5, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [8 x i64], [8 x i64]* %16, i64 0, i64 %18
  store i64 %15, i64* %19, align 8
  br label %20

20:                                               ; preds = %10
  %21 = load i32, i32* %5, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, i32* %5, align 4
  br label %7, !llvm.loop !7

23:                                               ; preds = %7
  ret void
}

; Function Attrs: noinline nounwind optnone
define dso_local double @many_doubles(double noundef %0, double noundef %1, double noundef %2, double noundef %3, double noundef %4, double noundef %5, double noundef %6, double noundef %7, double noundef %8, double noundef %9, i64 noundef %10) #0 {
  %12 = alloca double, align 8
  %13 = alloca double, align 8
  %14 = alloca double, align 8
  %15 = alloca double, align 8
  %16 = alloca double, align 8
  %17 = alloca double, align 8
  %18 = alloca double, align 8
  %19 = alloca double, align 8
  %20 = alloca double, align 8
  %21 = alloca double, align 8
  %22 = alloca i64, align 8
  store double %0, double* %12, align 8
  store double %1, double* %13, align 8
  store double %2, double* %14, align 8
  store double %3, double* %15, align 8
  store double %4, double* %16, align 8
  store double %5, double* %17, align 8
  store double %6, double* %18, align 8
  store double %7, double* %19, align 8
  store double %8, double* %20, align 8
  store double %9, double* %21, align 8
  store i64 %10, i64* %22, align 8
  %23 = load double, double* %12, align 8
  %24 = load double, double* %13, align 8
  %25 = call double @llvm.fmuladd.f64(double 2.000000e+00, double %24, double %23)
  %26 = load double, double* %14, align 8
  %27 = call double @llvm.fmuladd.f64(double 3.000000e+00, double %26, double %25)
  %28 = load double, double* %15, align 8
  %29 = call double @llvm.fmuladd.f64(double 4.000000e+00, double %28, double %27)
  %30 = load double, double* %16, align 8
  %31 = call double @llvm.fmuladd.f64(double 5.000000e+00, double %30, double %29)
  %32 = load double, double* %17, align 8
  %33 = call double @llvm.fmuladd.f64(double 6.000000e+00, double %32, double %31)
  %34 = load double, double* %18, align 8
  %35 = call double @llvm.fmuladd.f64(double 7.000000e+00, double %34, double %33)
  %36 = load double, double* %19, align 8
  %37 = call double @llvm.fmuladd.f64(double 8.000000e+00, double %36, double %35)
  %38 = load double, double* %20, align 8
  %39 = call double @llvm.fmuladd.f64(double 9.000000e+00, double %38, double %37)
  %40 = load double, double* %21, align 8
  %41 = call double @llvm.fmuladd.f64(double 1.000000e+01, double %40, double %39)
  %42 = load i64, i64* %22, align 8
  %43 = sitofp i64 %42 to double
  %44 = fadd double %41, %43
  ret double %44
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: noinline nounwind optnone
define dso_local double @sum_va(i32 noundef signext %0, ...) #0 {
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

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.va_start(i8*) #3

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.va_end(i8*) #3

; Function Attrs: noinline nounwind optnone
define dso_local double @call_sum_va(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, double* %2, align 8
  %3 = load double, double* %2, align 8
  %4 = load double, double* %2, align 8
  %5 = fmul double %4, 2.000000e+00
  %6 = call double (i32, ...) @sum_va(i32 noundef signext 3, double noundef %3, double noundef %5, double noundef 5.000000e-01)
  ret double %6
}

; Function Attrs: noinline nounwind optnone
define dso_local i64 @wide_va(i32 noundef signext %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i8*, align 8
  %4 = alloca i128, align 16
  store i32 %0, i32* %2, align 4
  %5 = bitcast i8** %3 to i8*
  call void @llvm.va_start(i8* %5)
  %6 = load i8*, i8** %3, align 8
  %7 = ptrtoint i8* %6 to i64
  %8 = add i64 %7, 15
  %9 = and i64 %8, -16
  %10 = inttoptr i64 %9 to i8*
  %11 = getelementptr inbounds i8, i8* %10, i64 16
  store i8* %11, i8** %3, align 8
  %12 = bitcast i8* %10 to i128*
  %13 = load i128, i128* %12, align 16
  store i128 %13, i128* %4, align 16
  %14 = bitcast i8** %3 to i8*
  call void @llvm.va_end(i8* %14)
  %15 = load i128, i128* %4, align 16
  %16 = ashr i128 %15, 64
  %17 = trunc i128 %16 to i64
  %18 = mul i64 %17, 3
  %19 = load i128, i128* %4, align 16
  %20 = trunc i128 %19 to i64
  %21 = add i64 %18, %20
  ret i64 %21
}

; Function Attrs: noinline nounwind optnone
define dso_local i64 @call_wide_va() #0 {
  %1 = alloca i128, align 16
  store i128 1512366075204170947332355369683137040, i128* %1, align 16
  %2 = load i128, i128* %1, align 16
  %3 = call i64 (i32, ...) @wide_va(i32 noundef signext 1, i128 noundef %2)
  ret i64 %3
}

; Function Attrs: noinline nounwind optnone
define dso_local i64 @big_frame(i32 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca [70000 x i8], align 1
  %4 = alloca i64, align 8
  store i32 %0, i32* %2, align 4
  %5 = load i32, i32* %2, align 4
  %6 = mul nsw i32 %5, 3
  %7 = sext i32 %6 to i64
  store i64 %7, i64* %4, align 8
  %8 = getelementptr inbounds [70000 x i8], [70000 x i8]* %3, i64 0, i64 0
  %9 = load i32, i32* %2, align 4
  %10 = trunc i32 %9 to i8
  call void @llvm.memset.p0i8.i64(i8* align 1 %8, i8 %10, i64 70000, i1 false)
  %11 = getelementptr inbounds [70000 x i8], [70000 x i8]* %3, i64 0, i64 69999
  store volatile i8 7, i8* %11, align 1
  %12 = load i32, i32* %2, align 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds [70000 x i8], [70000 x i8]* %3, i64 0, i64 %13
  %15 = load volatile i8, i8* %14, align 1
  %16 = zext i8 %15 to i32
  %17 = getelementptr inbounds [70000 x i8], [70000 x i8]* %3, i64 0, i64 69999
  %18 = load volatile i8, i8* %17, align 1
  %19 = zext i8 %18 to i32
  %20 = add nsw i32 %16, %19
  %21 = sext i32 %20 to i64
  %22 = load i64, i64* %4, align 8
  %23 = add nsw i64 %21, %22
  ret i64 %23
}

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: noinline nounwind optnone
define dso_local i64 @aligned_local(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca [100 x i8], align 64
  store i64 %0, i64* %2, align 8
  %4 = load i64, i64* %2, align 8
  %5 = trunc i64 %4 to i8
  %6 = getelementptr inbounds [100 x i8], [100 x i8]* %3, i64 0, i64 0
  store i8 %5, i8* %6, align 64
  %7 = getelementptr inbounds [100 x i8], [100 x i8]* %3, i64 0, i64 0
  %8 = ptrtoint i8* %7 to i64
  %9 = and i64 %8, 63
  %10 = getelementptr inbounds [100 x i8], [100 x i8]* %3, i64 0, i64 0
  %11 = load i8, i8* %10, align 64
  %12 = zext i8 %11 to i64
  %13 = add i64 %9, %12
  ret i64 %13
}

; Function Attrs: noinline nounwind optnone
define dso_local fp128 @ld_mix(fp128 noundef %0, double noundef %1, i64 noundef %2) #0 {
  %4 = alloca fp128, align 16
  %5 = alloca double, align 8
  %6 = alloca i64, align 8
  %7 = alloca fp128, align 16
  store fp128 %0, fp128* %4, align 16
  store double %1, double* %5, align 8
  store i64 %2, i64* %6, align 8
  %8 = load fp128, fp128* %4, align 16
  %9 = load double, double* %5, align 8
  %10 = fpext double %9 to fp128
  %11 = load i64, i64* %6, align 8
  %12 = sitofp i64 %11 to fp128
  %13 = call fp128 @llvm.fmuladd.f128(fp128 %8, fp128 %10, fp128 %12)
  %14 = load fp128, fp128* %4, align 16
  %15 = fdiv fp128 %14, 0xL00000000000000004001000000000000
  %16 = fsub fp128 %13, %15
  store fp128 %16, fp128* %7, align 16
  %17 = load fp128, fp128* %7, align 16
  %18 = load fp128, fp128* %4, align 16
  %19 = fcmp olt fp128 %17, %18
  br i1 %19, label %24, label %20

20:                                               ; preds = %3
  %21 = load fp128, fp128* %7, align 16
  %22 = load fp128, fp128* %7, align 16
  %23 = fcmp une fp128 %21, %22
  br i1 %23, label %24, label %27

24:                                               ; preds = %20, %3
  %25 = load fp128, fp128* %7, align 16
  %26 = fneg fp128 %25
  store fp128 %26, fp128* %7, align 16
  br label %27

27:                                               ; preds = %24, %20
  %28 = load fp128, fp128* %7, align 16
  ret fp128 %28
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare fp128 @llvm.fmuladd.f128(fp128, fp128, fp128) #2

; Function Attrs: noinline nounwind optnone
define dso_local i64 @ld_to_long(fp128 noundef %0) #0 {
  %2 = alloca fp128, align 16
  store fp128 %0, fp128* %2, align 16
  %3 = load fp128, fp128* %2, align 16
  %4 = fptosi fp128 %3 to i64
  %5 = load fp128, fp128* %2, align 16
  %6 = fcmp oge fp128 %5, 0xL00000000000000004000400000000000
  %7 = zext i1 %6 to i32
  %8 = zext i32 %7 to i64
  %9 = add nsw i64 %4, %8
  %10 = load fp128, fp128* %2, align 16
  %11 = fptrunc fp128 %10 to float
  %12 = fptosi float %11 to i32
  %13 = sext i32 %12 to i64
  %14 = add nsw i64 %9, %13
  ret i64 %14
}

; Function Attrs: noinline nounwind optnone
define dso_local fp128 @ld_va(i32 noundef signext %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i8*, align 8
  %4 = alloca fp128, align 16
  %5 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %6 = bitcast i8** %3 to i8*
  call void @llvm.va_start(i8* %6)
  store fp128 0xL00000000000000000000000000000000, fp128* %4, align 16
  store i32 0, i32* %5, align 4
  br label %7

7:                                                ; preds = %22, %1
  %8 = load i32, i32* %5, align 4
  %9 = load i32, i32* %2, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %25

11:                                               ; preds = %7
  %12 = load i8*, i8** %3, align 8
  %13 = ptrtoint i8* %12 to i64
  %14 = add i64 %13, 15
  %15 = and i64 %14, -16
  %16 = inttoptr i64 %15 to i8*
  %17 = getelementptr inbounds i8, i8* %16, i64 16
  store i8* %17, i8** %3, align 8
  %18 = bitcast i8* %16 to fp128*
  %19 = load fp128, fp128* %18, align 16
  %20 = load fp128, fp128* %4, align 16
  %21 = fadd fp128 %20, %19
  store fp128 %21, fp128* %4, align 16
  br label %22

22:                                               ; preds = %11
  %23 = load i32, i32* %5, align 4
  %24 = add nsw i32 %23, 1
  store i32 %24, i32* %5, align 4
  br label %7, !llvm.loop !10

25:                                               ; preds = %7
  %26 = bitcast i8** %3 to i8*
  call void @llvm.va_end(i8* %26)
  %27 = load fp128, fp128* %4, align 16
  ret fp128 %27
}

; Function Attrs: noinline nounwind optnone
define dso_local fp128 @call_ld_va() #0 {
  %1 = call i64 @call_wide_va()
  %2 = uitofp i64 %1 to fp128
  %3 = call fp128 (i32, ...) @ld_va(i32 noundef signext 3, fp128 noundef 0xL00000000000000003FFF800000000000, fp128 noundef 0xL00000000000000004000200000000000, fp128 noundef %2)
  ret fp128 %3
}

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }
attributes #1 = { argmemonly nofree nounwind willreturn }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nofree nosync nounwind willreturn }
attributes #4 = { argmemonly nofree nounwind willreturn writeonly }

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
