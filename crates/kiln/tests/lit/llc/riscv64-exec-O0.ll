; The riscv64 execution test at -O0: clang-14 --target=riscv64-linux-gnu -O0 IR of
; Inputs/riscv64_funcs.c (arithmetic, division, shifts, compares, constants, a switch through a
; jump table, recursion, calls with stack arguments, locals, i128), compiled by kiln and linked
; with Inputs/riscv64_driver.c, which compares every function with the cross gcc's build of the
; same source under qemu-riscv64 (skipped when the cross tools are missing).
; RUN: kiln llc -mtriple=riscv64-unknown-linux-gnu -filetype=obj %s -o %t.o
; RUN: bash $(dirname %s)/../Inputs/riscv64_run.sh %t.o $(dirname %s)/../Inputs/riscv64_driver.c '1794 checks, 0 mismatches' | grep -x '1794 checks, 0 mismatches'

source_filename = "../Inputs/riscv64_funcs.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n64-S128"
target triple = "riscv64-unknown-linux-gnu"

%struct.S = type { i32, i64, i8 }

@arr = dso_local global [16 x i32] zeroinitializer, align 4

; Function Attrs: noinline nounwind optnone
define dso_local i64 @add(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, i64* %3, align 8
  store i64 %1, i64* %4, align 8
  %5 = load i64, i64* %3, align 8
  %6 = load i64, i64* %4, align 8
  %7 = add i64 %5, %6
  ret i64 %7
}

; Function Attrs: noinline nounwind optnone
define dso_local signext i32 @mul32(i32 noundef signext %0, i32 noundef signext %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load i32, i32* %3, align 4
  %6 = load i32, i32* %4, align 4
  %7 = mul i32 %5, %6
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone
define dso_local i64 @divs(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, i64* %3, align 8
  store i64 %1, i64* %4, align 8
  %5 = load i64, i64* %3, align 8
  %6 = load i64, i64* %4, align 8
  %7 = sdiv i64 %5, %6
  %8 = load i64, i64* %3, align 8
  %9 = load i64, i64* %4, align 8
  %10 = srem i64 %8, %9
  %11 = add nsw i64 %7, %10
  ret i64 %11
}

; Function Attrs: noinline nounwind optnone
define dso_local signext i32 @udivs(i32 noundef signext %0, i32 noundef signext %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load i32, i32* %3, align 4
  %6 = load i32, i32* %4, align 4
  %7 = udiv i32 %5, %6
  %8 = load i32, i32* %3, align 4
  %9 = load i32, i32* %4, align 4
  %10 = urem i32 %8, %9
  %11 = add i32 %7, %10
  ret i32 %11
}

; Function Attrs: noinline nounwind optnone
define dso_local i64 @fib(i32 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = icmp slt i32 %3, 2
  br i1 %4, label %5, label %8

5:                                                ; preds = %1
  %6 = load i32, i32* %2, align 4
  %7 = sext i32 %6 to i64
  br label %16

8:                                                ; preds = %1
  %9 = load i32, i32* %2, align 4
  %10 = sub nsw i32 %9, 1
  %11 = call i64 @fib(i32 noundef signext %10)
  %12 = load i32, i32* %2, align 4
  %13 = sub nsw i32 %12, 2
  %14 = call i64 @fib(i32 noundef signext %13)
  %15 = add nsw i64 %11, %14
  br label %16

16:                                               ; preds = %8, %5
  %17 = phi i64 [ %7, %5 ], [ %15, %8 ]
  ret i64 %17
}

; Function Attrs: noinline nounwind optnone
define dso_local i64 @sum(i32 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  store i64 0, i64* %3, align 8
  store i32 0, i32* %4, align 4
  br label %5

5:                                                ; preds = %25, %1
  %6 = load i32, i32* %4, align 4
  %7 = load i32, i32* %2, align 4
  %8 = icmp slt i32 %6, %7
  br i1 %8, label %9, label %28

9:                                                ; preds = %5
  %10 = load i32, i32* %4, align 4
  %11 = load i32, i32* %4, align 4
  %12 = and i32 %11, 15
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds [16 x i32], [16 x i32]* @arr, i64 0, i64 %13
  %15 = load i32, i32* %14, align 4
  %16 = add nsw i32 %15, %10
  store i32 %16, i32* %14, align 4
  %17 = load i32, i32* %4, align 4
  %18 = and i32 %17, 15
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds [16 x i32], [16 x i32]* @arr, i64 0, i64 %19
  %21 = load i32, i32* %20, align 4
  %22 = sext i32 %21 to i64
  %23 = load i64, i64* %3, align 8
  %24 = add nsw i64 %23, %22
  store i64 %24, i64* %3, align 8
  br label %25

25:                                               ; preds = %9
  %26 = load i32, i32* %4, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, i32* %4, align 4
  br label %5, !llvm.loop !7

28:                                               ; preds = %5
  %29 = load i64, i64* %3, align 8
  ret i64 %29
}

; Function Attrs: noinline nounwind optnone
define dso_local i64 @consts(i32 noundef signext %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  %4 = load i32, i32* %3, align 4
  switch i32 %4, label %9 [
    i32 0, label %5
    i32 1, label %6
    i32 2, label %7
    i32 3, label %8
  ]

5:                                                ; preds = %1
  store i64 81985529216486895, i64* %2, align 8
  br label %10

6:                                                ; preds = %1
  store i64 4294967295, i64* %2, align 8
  br label %10

7:                                                ; preds = %1
  store i64 -4097, i64* %2, align 8
  br label %10

8:                                                ; preds = %1
  store i64 2147483648, i64* %2, align 8
  br label %10

9:                                                ; preds = %1
  store i64 1099511627776, i64* %2, align 8
  br label %10

10:                                               ; preds = %9, %8, %7, %6, %5
  %11 = load i64, i64* %2, align 8
  ret i64 %11
}

; Function Attrs: noinline nounwind optnone
define dso_local signext i16 @sh(i16 noundef signext %0, i8 noundef signext %1) #0 {
  %3 = alloca i16, align 2
  %4 = alloca i8, align 1
  store i16 %0, i16* %3, align 2
  store i8 %1, i8* %4, align 1
  %5 = load i16, i16* %3, align 2
  %6 = sext i16 %5 to i32
  %7 = load i8, i8* %4, align 1
  %8 = sext i8 %7 to i32
  %9 = mul nsw i32 %6, %8
  %10 = trunc i32 %9 to i16
  ret i16 %10
}

; Function Attrs: noinline nounwind optnone
define dso_local zeroext i8 @uc(i8 noundef zeroext %0) #0 {
  %2 = alloca i8, align 1
  store i8 %0, i8* %2, align 1
  %3 = load i8, i8* %2, align 1
  %4 = zext i8 %3 to i32
  %5 = add nsw i32 %4, 200
  %6 = trunc i32 %5 to i8
  ret i8 %6
}

; Function Attrs: noinline nounwind optnone
define dso_local i64 @many(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i64 noundef %7, i64 noundef %8, i64 noundef %9) #0 {
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  %17 = alloca i64, align 8
  %18 = alloca i64, align 8
  %19 = alloca i64, align 8
  %20 = alloca i64, align 8
  store i64 %0, i64* %11, align 8
  store i64 %1, i64* %12, align 8
  store i64 %2, i64* %13, align 8
  store i64 %3, i64* %14, align 8
  store i64 %4, i64* %15, align 8
  store i64 %5, i64* %16, align 8
  store i64 %6, i64* %17, align 8
  store i64 %7, i64* %18, align 8
  store i64 %8, i64* %19, align 8
  store i64 %9, i64* %20, align 8
  %21 = load i64, i64* %11, align 8
  %22 = load i64, i64* %12, align 8
  %23 = sub nsw i64 %21, %22
  %24 = load i64, i64* %13, align 8
  %25 = add nsw i64 %23, %24
  %26 = load i64, i64* %14, align 8
  %27 = sub nsw i64 %25, %26
  %28 = load i64, i64* %15, align 8
  %29 = add nsw i64 %27, %28
  %30 = load i64, i64* %16, align 8
  %31 = sub nsw i64 %29, %30
  %32 = load i64, i64* %17, align 8
  %33 = add nsw i64 %31, %32
  %34 = load i64, i64* %18, align 8
  %35 = sub nsw i64 %33, %34
  %36 = load i64, i64* %19, align 8
  %37 = mul nsw i64 %36, 3
  %38 = add nsw i64 %35, %37
  %39 = load i64, i64* %20, align 8
  %40 = sub nsw i64 %38, %39
  ret i64 %40
}

; Function Attrs: noinline nounwind optnone
define dso_local i64 @callmany() #0 {
  %1 = call i64 @many(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i64 noundef 7, i64 noundef 8, i64 noundef 9, i64 noundef 10)
  %2 = call i64 @many(i64 noundef 10, i64 noundef 9, i64 noundef 8, i64 noundef 7, i64 noundef 6, i64 noundef 5, i64 noundef 4, i64 noundef 3, i64 noundef 2, i64 noundef 1)
  %3 = add nsw i64 %1, %2
  ret i64 %3
}

; Function Attrs: noinline nounwind optnone
define dso_local i64 @shifts(i64 noundef %0, i32 noundef signext %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  store i64 %0, i64* %3, align 8
  store i32 %1, i32* %4, align 4
  %5 = load i64, i64* %3, align 8
  %6 = load i32, i32* %4, align 4
  %7 = zext i32 %6 to i64
  %8 = shl i64 %5, %7
  %9 = load i64, i64* %3, align 8
  %10 = load i32, i32* %4, align 4
  %11 = zext i32 %10 to i64
  %12 = ashr i64 %9, %11
  %13 = xor i64 %8, %12
  %14 = load i64, i64* %3, align 8
  %15 = load i32, i32* %4, align 4
  %16 = add nsw i32 %15, 1
  %17 = zext i32 %16 to i64
  %18 = lshr i64 %14, %17
  %19 = xor i64 %13, %18
  ret i64 %19
}

; Function Attrs: noinline nounwind optnone
define dso_local signext i32 @cmp(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, i64* %3, align 8
  store i64 %1, i64* %4, align 8
  %5 = load i64, i64* %3, align 8
  %6 = load i64, i64* %4, align 8
  %7 = icmp slt i64 %5, %6
  %8 = zext i1 %7 to i32
  %9 = load i64, i64* %3, align 8
  %10 = load i64, i64* %4, align 8
  %11 = icmp sle i64 %9, %10
  %12 = zext i1 %11 to i32
  %13 = mul nsw i32 2, %12
  %14 = add nsw i32 %8, %13
  %15 = load i64, i64* %3, align 8
  %16 = load i64, i64* %4, align 8
  %17 = icmp ult i64 %15, %16
  %18 = zext i1 %17 to i32
  %19 = mul nsw i32 4, %18
  %20 = add nsw i32 %14, %19
  %21 = load i64, i64* %3, align 8
  %22 = load i64, i64* %4, align 8
  %23 = icmp eq i64 %21, %22
  %24 = zext i1 %23 to i32
  %25 = mul nsw i32 8, %24
  %26 = add nsw i32 %20, %25
  %27 = load i64, i64* %3, align 8
  %28 = load i64, i64* %4, align 8
  %29 = icmp ne i64 %27, %28
  %30 = zext i1 %29 to i32
  %31 = mul nsw i32 16, %30
  %32 = add nsw i32 %26, %31
  ret i32 %32
}

; Function Attrs: noinline nounwind optnone
define dso_local i64 @local_struct(i32 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca [4 x %struct.S], align 8
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  store i32 0, i32* %4, align 4
  br label %7

7:                                                ; preds = %35, %1
  %8 = load i32, i32* %4, align 4
  %9 = icmp slt i32 %8, 4
  br i1 %9, label %10, label %38

10:                                               ; preds = %7
  %11 = load i32, i32* %4, align 4
  %12 = load i32, i32* %2, align 4
  %13 = mul nsw i32 %11, %12
  %14 = load i32, i32* %4, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds [4 x %struct.S], [4 x %struct.S]* %3, i64 0, i64 %15
  %17 = getelementptr inbounds %struct.S, %struct.S* %16, i32 0, i32 0
  store i32 %13, i32* %17, align 8
  %18 = load i32, i32* %4, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds [4 x %struct.S], [4 x %struct.S]* %3, i64 0, i64 %19
  %21 = getelementptr inbounds %struct.S, %struct.S* %20, i32 0, i32 0
  %22 = load i32, i32* %21, align 8
  %23 = sext i32 %22 to i64
  %24 = mul nsw i64 %23, 7
  %25 = load i32, i32* %4, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds [4 x %struct.S], [4 x %struct.S]* %3, i64 0, i64 %26
  %28 = getelementptr inbounds %struct.S, %struct.S* %27, i32 0, i32 1
  store i64 %24, i64* %28, align 8
  %29 = load i32, i32* %4, align 4
  %30 = trunc i32 %29 to i8
  %31 = load i32, i32* %4, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds [4 x %struct.S], [4 x %struct.S]* %3, i64 0, i64 %32
  %34 = getelementptr inbounds %struct.S, %struct.S* %33, i32 0, i32 2
  store i8 %30, i8* %34, align 8
  br label %35

35:                                               ; preds = %10
  %36 = load i32, i32* %4, align 4
  %37 = add nsw i32 %36, 1
  store i32 %37, i32* %4, align 4
  br label %7, !llvm.loop !9

38:                                               ; preds = %7
  store i64 0, i64* %5, align 8
  store i32 0, i32* %6, align 4
  br label %39

39:                                               ; preds = %64, %38
  %40 = load i32, i32* %6, align 4
  %41 = icmp slt i32 %40, 4
  br i1 %41, label %42, label %67

42:                                               ; preds = %39
  %43 = load i32, i32* %6, align 4
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds [4 x %struct.S], [4 x %struct.S]* %3, i64 0, i64 %44
  %46 = getelementptr inbounds %struct.S, %struct.S* %45, i32 0, i32 0
  %47 = load i32, i32* %46, align 8
  %48 = sext i32 %47 to i64
  %49 = load i32, i32* %6, align 4
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds [4 x %struct.S], [4 x %struct.S]* %3, i64 0, i64 %50
  %52 = getelementptr inbounds %struct.S, %struct.S* %51, i32 0, i32 1
  %53 = load i64, i64* %52, align 8
  %54 = add nsw i64 %48, %53
  %55 = load i32, i32* %6, align 4
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds [4 x %struct.S], [4 x %struct.S]* %3, i64 0, i64 %56
  %58 = getelementptr inbounds %struct.S, %struct.S* %57, i32 0, i32 2
  %59 = load i8, i8* %58, align 8
  %60 = zext i8 %59 to i64
  %61 = add nsw i64 %54, %60
  %62 = load i64, i64* %5, align 8
  %63 = add nsw i64 %62, %61
  store i64 %63, i64* %5, align 8
  br label %64

64:                                               ; preds = %42
  %65 = load i32, i32* %6, align 4
  %66 = add nsw i32 %65, 1
  store i32 %66, i32* %6, align 4
  br label %39, !llvm.loop !10

67:                                               ; preds = %39
  %68 = load i64, i64* %5, align 8
  ret i64 %68
}

; Function Attrs: noinline nounwind optnone
define dso_local i128 @wide(i128 noundef %0, i128 noundef %1) #0 {
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  store i128 %0, i128* %3, align 16
  store i128 %1, i128* %4, align 16
  %5 = load i128, i128* %3, align 16
  %6 = mul nsw i128 %5, 3
  %7 = load i128, i128* %4, align 16
  %8 = add nsw i128 %6, %7
  ret i128 %8
}

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }

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
