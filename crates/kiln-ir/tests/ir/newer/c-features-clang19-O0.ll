; ModuleID = '../c-features.c'
source_filename = "../c-features.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.__jmp_buf_tag = type { [8 x i64], i32, %struct.__sigset_t }
%struct.__sigset_t = type { [16 x i64] }
%struct.P = type <{ i8, i32, i64 }>
%struct.__va_list_tag = type { i32, i32, ptr, ptr }
%struct.F = type { i32, [0 x double] }

@tls = dso_local thread_local global i32 3, align 4
@weakv = weak dso_local global i32 1, align 4
@hidden_v = hidden global i32 2, align 4
@sect_v = dso_local global i32 4, section ".mysec", align 4
@tls2 = internal thread_local global i32 0, align 4
@h16 = dso_local global half 0xH0000, align 2
@counter = dso_local global i32 0, align 4
@cgoto.tbl = internal global [3 x ptr] [ptr blockaddress(@cgoto, %9), ptr blockaddress(@cgoto, %10), ptr blockaddress(@cgoto, %11)], align 16
@jb = dso_local global [1 x %struct.__jmp_buf_tag] zeroinitializer, align 16
@.str = private unnamed_addr constant [16 x i8] c"hello\0A\22world\22\01\FF\00", align 1
@str = dso_local global ptr @.str, align 8
@gp = dso_local global %struct.P <{ i8 97, i32 5, i64 77 }>, align 1
@gb = dso_local global { i8, i8, [2 x i8] } { i8 17, i8 125, [2 x i8] undef }, align 4
@arr2 = dso_local global [2 x [3 x i32]] [[3 x i32] [i32 1, i32 2, i32 3], [3 x i32] [i32 4, i32 5, i32 6]], align 16
@ptrs = dso_local global [3 x ptr] [ptr getelementptr (i8, ptr @arr2, i64 20), ptr null, ptr @gp], align 16
@addr_diff = dso_local global i64 ptrtoint (ptr getelementptr (i8, ptr @arr2, i64 12) to i64), align 8
@llvm.global_ctors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @ctor, ptr null }]

@alias_f = dso_local alias void (), ptr @target

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @target() #0 {
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @ctor() #0 {
  %1 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tls2)
  store i32 1, ptr %1, align 4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare nonnull ptr @llvm.threadlocal.address.p0(ptr nonnull) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local { i64, i64 } @big(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3) #0 {
  %5 = alloca i128, align 16
  %6 = alloca i128, align 16
  %7 = alloca i128, align 16
  %8 = alloca i128, align 16
  %9 = alloca i128, align 16
  %10 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 0
  store i64 %0, ptr %10, align 16
  %11 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 1
  store i64 %1, ptr %11, align 8
  %12 = load i128, ptr %6, align 16
  %13 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 0
  store i64 %2, ptr %13, align 16
  %14 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 1
  store i64 %3, ptr %14, align 8
  %15 = load i128, ptr %7, align 16
  store i128 %12, ptr %8, align 16
  store i128 %15, ptr %9, align 16
  %16 = load i128, ptr %8, align 16
  %17 = load i128, ptr %9, align 16
  %18 = mul nsw i128 %16, %17
  %19 = load i128, ptr %8, align 16
  %20 = ashr i128 %19, 3
  %21 = add nsw i128 %18, %20
  store i128 %21, ptr %5, align 16
  %22 = load { i64, i64 }, ptr %5, align 16
  ret { i64, i64 } %22
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local x86_fp80 @ld(x86_fp80 noundef %0) #0 {
  %2 = alloca x86_fp80, align 16
  store x86_fp80 %0, ptr %2, align 16
  %3 = load x86_fp80, ptr %2, align 16
  %4 = call x86_fp80 @llvm.fmuladd.f80(x86_fp80 %3, x86_fp80 0xK3FFFC000000000000000, x86_fp80 0xK3FFBCCCCCCCCCCCCCCCD)
  ret x86_fp80 %4
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.fmuladd.f80(x86_fp80, x86_fp80, x86_fp80) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local { double, double } @cplx(double noundef %0, double noundef %1, double noundef %2, double noundef %3) #0 {
  %5 = alloca { double, double }, align 8
  %6 = alloca { double, double }, align 8
  %7 = alloca { double, double }, align 8
  %8 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 0
  store double %0, ptr %8, align 8
  %9 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 1
  store double %1, ptr %9, align 8
  %10 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 0
  store double %2, ptr %10, align 8
  %11 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 1
  store double %3, ptr %11, align 8
  %12 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 0
  %13 = load double, ptr %12, align 8
  %14 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 1
  %15 = load double, ptr %14, align 8
  %16 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 0
  %17 = load double, ptr %16, align 8
  %18 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 1
  %19 = load double, ptr %18, align 8
  %20 = fmul double %13, %17
  %21 = fmul double %15, %19
  %22 = fmul double %13, %19
  %23 = fmul double %15, %17
  %24 = fsub double %20, %21
  %25 = fadd double %22, %23
  %26 = fcmp uno double %24, %24
  br i1 %26, label %27, label %33, !prof !6

27:                                               ; preds = %4
  %28 = fcmp uno double %25, %25
  br i1 %28, label %29, label %33, !prof !6

29:                                               ; preds = %27
  %30 = call { double, double } @__muldc3(double noundef %13, double noundef %15, double noundef %17, double noundef %19) #8
  %31 = extractvalue { double, double } %30, 0
  %32 = extractvalue { double, double } %30, 1
  br label %33

33:                                               ; preds = %29, %27, %4
  %34 = phi double [ %24, %4 ], [ %24, %27 ], [ %31, %29 ]
  %35 = phi double [ %25, %4 ], [ %25, %27 ], [ %32, %29 ]
  %36 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 0
  %37 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 1
  store double %34, ptr %36, align 8
  store double %35, ptr %37, align 8
  %38 = load { double, double }, ptr %5, align 8
  ret { double, double } %38
}

declare { double, double } @__muldc3(double, double, double, double)

; Function Attrs: noinline nounwind optnone uwtable
define dso_local float @usehalf() #0 {
  %1 = load half, ptr @h16, align 2
  %2 = fpext half %1 to float
  %3 = fmul float %2, 2.000000e+00
  ret float %3
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local <4 x i32> @vadd(<4 x i32> noundef %0, <4 x i32> noundef %1) #2 {
  %3 = alloca <4 x i32>, align 16
  %4 = alloca <4 x i32>, align 16
  store <4 x i32> %0, ptr %3, align 16
  store <4 x i32> %1, ptr %4, align 16
  %5 = load <4 x i32>, ptr %3, align 16
  %6 = load <4 x i32>, ptr %4, align 16
  %7 = mul <4 x i32> %6, <i32 3, i32 3, i32 3, i32 3>
  %8 = add <4 x i32> %5, %7
  ret <4 x i32> %8
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local <4 x float> @vshuf(<4 x float> noundef %0, <4 x float> noundef %1) #2 {
  %3 = alloca <4 x float>, align 16
  %4 = alloca <4 x float>, align 16
  store <4 x float> %0, ptr %3, align 16
  store <4 x float> %1, ptr %4, align 16
  %5 = load <4 x float>, ptr %3, align 16
  %6 = load <4 x float>, ptr %4, align 16
  %7 = shufflevector <4 x float> %5, <4 x float> %6, <4 x i32> <i32 0, i32 5, i32 2, i32 7>
  ret <4 x float> %7
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @atom(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i8, align 1
  %8 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %9 = load i32, ptr %2, align 4
  store i32 %9, ptr %3, align 4
  %10 = load i32, ptr %3, align 4
  %11 = atomicrmw add ptr @counter, i32 %10 seq_cst, align 4
  store i32 %11, ptr %4, align 4
  %12 = load i32, ptr %4, align 4
  store i32 0, ptr %5, align 4
  %13 = load i32, ptr %2, align 4
  store i32 %13, ptr %6, align 4
  %14 = load i32, ptr %5, align 4
  %15 = load i32, ptr %6, align 4
  %16 = cmpxchg ptr @counter, i32 %14, i32 %15 seq_cst seq_cst, align 4
  %17 = extractvalue { i32, i1 } %16, 0
  %18 = extractvalue { i32, i1 } %16, 1
  br i1 %18, label %20, label %19

19:                                               ; preds = %1
  store i32 %17, ptr %5, align 4
  br label %20

20:                                               ; preds = %19, %1
  %21 = zext i1 %18 to i8
  store i8 %21, ptr %7, align 1
  %22 = load i8, ptr %7, align 1
  %23 = trunc i8 %22 to i1
  fence seq_cst
  %24 = load atomic i32, ptr @counter acquire, align 4
  store i32 %24, ptr %8, align 4
  %25 = load i32, ptr %8, align 4
  %26 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tls)
  %27 = atomicrmw xor ptr %26, i32 5 seq_cst, align 4
  %28 = add nsw i32 %25, %27
  ret i32 %28
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @sum(i32 noundef %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %6 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  call void @llvm.va_start.p0(ptr %6)
  store i32 0, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %7

7:                                                ; preds = %30, %1
  %8 = load i32, ptr %5, align 4
  %9 = load i32, ptr %2, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %33

11:                                               ; preds = %7
  %12 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  %13 = getelementptr inbounds %struct.__va_list_tag, ptr %12, i32 0, i32 0
  %14 = load i32, ptr %13, align 16
  %15 = icmp ule i32 %14, 40
  br i1 %15, label %16, label %21

16:                                               ; preds = %11
  %17 = getelementptr inbounds %struct.__va_list_tag, ptr %12, i32 0, i32 3
  %18 = load ptr, ptr %17, align 16
  %19 = getelementptr i8, ptr %18, i32 %14
  %20 = add i32 %14, 8
  store i32 %20, ptr %13, align 16
  br label %25

21:                                               ; preds = %11
  %22 = getelementptr inbounds %struct.__va_list_tag, ptr %12, i32 0, i32 2
  %23 = load ptr, ptr %22, align 8
  %24 = getelementptr i8, ptr %23, i32 8
  store ptr %24, ptr %22, align 8
  br label %25

25:                                               ; preds = %21, %16
  %26 = phi ptr [ %19, %16 ], [ %23, %21 ]
  %27 = load i32, ptr %26, align 4
  %28 = load i32, ptr %4, align 4
  %29 = add nsw i32 %28, %27
  store i32 %29, ptr %4, align 4
  br label %30

30:                                               ; preds = %25
  %31 = load i32, ptr %5, align 4
  %32 = add nsw i32 %31, 1
  store i32 %32, ptr %5, align 4
  br label %7, !llvm.loop !7

33:                                               ; preds = %7
  %34 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  call void @llvm.va_end.p0(ptr %34)
  %35 = load i32, ptr %4, align 4
  ret i32 %35
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #3

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @cgoto(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %4 = load i32, ptr %3, align 4
  %5 = srem i32 %4, 3
  %6 = sext i32 %5 to i64
  %7 = getelementptr inbounds [3 x ptr], ptr @cgoto.tbl, i64 0, i64 %6
  %8 = load ptr, ptr %7, align 8
  br label %14

9:                                                ; preds = %14
  store i32 1, ptr %2, align 4
  br label %12

10:                                               ; preds = %14
  store i32 2, ptr %2, align 4
  br label %12

11:                                               ; preds = %14
  store i32 3, ptr %2, align 4
  br label %12

12:                                               ; preds = %11, %10, %9
  %13 = load i32, ptr %2, align 4
  ret i32 %13

14:                                               ; preds = %1
  %15 = phi ptr [ %8, %1 ]
  indirectbr ptr %15, [label %9, label %10, label %11]
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @sw(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %4 = load i32, ptr %3, align 4
  switch i32 %4, label %9 [
    i32 1, label %5
    i32 7, label %6
    i32 100, label %7
    i32 -4, label %8
  ]

5:                                                ; preds = %1
  store i32 5, ptr %2, align 4
  br label %10

6:                                                ; preds = %1
  store i32 9, ptr %2, align 4
  br label %10

7:                                                ; preds = %1
  store i32 3, ptr %2, align 4
  br label %10

8:                                                ; preds = %1
  store i32 8, ptr %2, align 4
  br label %10

9:                                                ; preds = %1
  store i32 0, ptr %2, align 4
  br label %10

10:                                               ; preds = %9, %8, %7, %6, %5
  %11 = load i32, ptr %2, align 4
  ret i32 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @asmf(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %4 = load i32, ptr %2, align 4
  %5 = call i32 asm sideeffect "movl $1, $0", "=r,r,~{memory},~{dirflag},~{fpsr},~{flags}"(i32 %4) #8, !srcloc !9
  store i32 %5, ptr %3, align 4
  %6 = load i32, ptr %3, align 4
  ret i32 %6
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @sj() #0 {
  %1 = call i32 @_setjmp(ptr noundef @jb) #9
  %2 = icmp ne i32 %1, 0
  br i1 %2, label %3, label %4

3:                                                ; preds = %0
  ret i32 1

4:                                                ; preds = %0
  call void @longjmp(ptr noundef @jb, i32 noundef 1) #10
  unreachable
}

; Function Attrs: nounwind returns_twice
declare i32 @_setjmp(ptr noundef) #4

; Function Attrs: noreturn nounwind
declare void @longjmp(ptr noundef, i32 noundef) #5

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @bits(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = load i16, ptr %3, align 4
  %5 = and i16 %4, 7
  %6 = zext i16 %5 to i32
  %7 = load ptr, ptr %2, align 8
  %8 = load i16, ptr %7, align 4
  %9 = lshr i16 %8, 3
  %10 = and i16 %9, 31
  %11 = zext i16 %10 to i32
  %12 = add nsw i32 %6, %11
  %13 = load ptr, ptr %2, align 8
  %14 = load i16, ptr %13, align 4
  %15 = shl i16 %14, 1
  %16 = ashr i16 %15, 9
  %17 = sext i16 %16 to i32
  %18 = add nsw i32 %12, %17
  ret i32 %18
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @packed(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.P, ptr %3, i32 0, i32 1
  %5 = load i32, ptr %4, align 1
  %6 = load ptr, ptr %2, align 8
  %7 = getelementptr inbounds %struct.P, ptr %6, i32 0, i32 2
  %8 = load i64, ptr %7, align 1
  %9 = trunc i64 %8 to i32
  %10 = add nsw i32 %5, %9
  ret i32 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @flex(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.F, ptr %3, i32 0, i32 1
  %5 = load ptr, ptr %2, align 8
  %6 = getelementptr inbounds %struct.F, ptr %5, i32 0, i32 0
  %7 = load i32, ptr %6, align 8
  %8 = sext i32 %7 to i64
  %9 = getelementptr inbounds [0 x double], ptr %4, i64 0, i64 %8
  %10 = load double, ptr %9, align 8
  ret double %10
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @al(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  store i32 %0, ptr %2, align 4
  %4 = load i32, ptr %2, align 4
  %5 = sext i32 %4 to i64
  %6 = alloca i8, i64 %5, align 16
  store ptr %6, ptr %3, align 8
  %7 = load ptr, ptr %3, align 8
  %8 = load i32, ptr %2, align 4
  %9 = sext i32 %8 to i64
  call void @llvm.memset.p0.i64(ptr align 1 %7, i8 0, i64 %9, i1 false)
  %10 = load ptr, ptr %3, align 8
  ret ptr %10
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #6

; Function Attrs: noinline nounwind optnone uwtable
define dso_local float @fm(float noundef %0, float noundef %1) #0 {
  %3 = alloca float, align 4
  %4 = alloca float, align 4
  store float %0, ptr %3, align 4
  store float %1, ptr %4, align 4
  %5 = load float, ptr %3, align 4
  %6 = load float, ptr %4, align 4
  %7 = call float @llvm.fma.f32(float %5, float %6, float 1.000000e+00)
  %8 = load float, ptr %3, align 4
  %9 = call float @sqrtf(float noundef %8) #8
  %10 = fadd float %7, %9
  ret float %10
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #1

; Function Attrs: nounwind
declare float @sqrtf(float noundef) #7

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @bs(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = call i64 @llvm.bswap.i64(i64 %3)
  %5 = load i64, ptr %2, align 8
  %6 = call i64 @llvm.ctpop.i64(i64 %5)
  %7 = trunc i64 %6 to i32
  %8 = sext i32 %7 to i64
  %9 = add i64 %4, %8
  %10 = load i64, ptr %2, align 8
  %11 = or i64 %10, 1
  %12 = call i64 @llvm.ctlz.i64(i64 %11, i1 true)
  %13 = trunc i64 %12 to i32
  %14 = sext i32 %13 to i64
  %15 = add i64 %9, %14
  ret i64 %15
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.bswap.i64(i64) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @ovf(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  %7 = load i32, ptr %4, align 4
  %8 = load i32, ptr %5, align 4
  %9 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %7, i32 %8)
  %10 = extractvalue { i32, i1 } %9, 1
  %11 = extractvalue { i32, i1 } %9, 0
  store i32 %11, ptr %6, align 4
  br i1 %10, label %12, label %13

12:                                               ; preds = %2
  store i32 -1, ptr %3, align 4
  br label %15

13:                                               ; preds = %2
  %14 = load i32, ptr %6, align 4
  store i32 %14, ptr %3, align 4
  br label %15

15:                                               ; preds = %13, %12
  %16 = load i32, ptr %3, align 4
  ret i32 %16
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @nan_inf() #0 {
  ret double 0x7FF8000000000012
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local float @nanf_() #0 {
  ret float 0x7FF80000E0000000
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %2 = call i32 (i32, ...) @sum(i32 noundef 3, i32 noundef 1, i32 noundef 2, i32 noundef 3)
  %3 = call i32 @cgoto(i32 noundef 2)
  %4 = add nsw i32 %2, %3
  %5 = call i32 @sw(i32 noundef 7)
  %6 = add nsw i32 %4, %5
  %7 = call i32 @asmf(i32 noundef 3)
  %8 = add nsw i32 %6, %7
  %9 = call i32 @atom(i32 noundef 1)
  %10 = add nsw i32 %8, %9
  ret i32 %10
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind willreturn }
attributes #4 = { nounwind returns_twice "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #7 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind }
attributes #9 = { nounwind returns_twice }
attributes #10 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!"branch_weights", i32 1, i32 1048575}
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.mustprogress"}
!9 = !{i64 1757}
