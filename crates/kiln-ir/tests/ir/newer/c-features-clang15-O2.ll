; ModuleID = '../c-features.c'
source_filename = "../c-features.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.__jmp_buf_tag = type { [8 x i64], i32, %struct.__sigset_t }
%struct.__sigset_t = type { [16 x i64] }
%struct.P = type <{ i8, i32, i64 }>
%struct.__va_list_tag = type { i32, i32, ptr, ptr }
%struct.F = type { i32, [0 x double] }

@tls = dso_local thread_local global i32 3, align 4
@weakv = weak dso_local local_unnamed_addr global i32 1, align 4
@hidden_v = hidden local_unnamed_addr global i32 2, align 4
@sect_v = dso_local local_unnamed_addr global i32 4, section ".mysec", align 4
@h16 = dso_local local_unnamed_addr global half 0xH0000, align 2
@counter = dso_local global i32 0, align 4
@cgoto.tbl = internal unnamed_addr constant [3 x ptr] [ptr blockaddress(@cgoto, %8), ptr blockaddress(@cgoto, %6), ptr blockaddress(@cgoto, %7)], align 16
@jb = dso_local global [1 x %struct.__jmp_buf_tag] zeroinitializer, align 16
@.str = private unnamed_addr constant [16 x i8] c"hello\0A\22world\22\01\FF\00", align 1
@str = dso_local local_unnamed_addr global ptr @.str, align 8
@gp = dso_local global %struct.P <{ i8 97, i32 5, i64 77 }>, align 1
@gb = dso_local local_unnamed_addr global { i8, i8, [2 x i8] } { i8 17, i8 125, [2 x i8] undef }, align 4
@arr2 = dso_local global [2 x [3 x i32]] [[3 x i32] [i32 1, i32 2, i32 3], [3 x i32] [i32 4, i32 5, i32 6]], align 16
@ptrs = dso_local local_unnamed_addr global [3 x ptr] [ptr getelementptr (i8, ptr @arr2, i64 20), ptr null, ptr @gp], align 16
@addr_diff = dso_local local_unnamed_addr global i64 ptrtoint (ptr getelementptr inbounds ([2 x [3 x i32]], ptr @arr2, i64 0, i64 1, i64 0) to i64), align 8
@llvm.global_ctors = appending global [0 x { i32, ptr, ptr }] zeroinitializer

@alias_f = dso_local alias void (), ptr @target

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn uwtable
define dso_local void @target() #0 {
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn uwtable
define dso_local { i64, i64 } @big(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3) local_unnamed_addr #0 {
  %5 = zext i64 %1 to i128
  %6 = shl nuw i128 %5, 64
  %7 = zext i64 %0 to i128
  %8 = or i128 %6, %7
  %9 = zext i64 %3 to i128
  %10 = shl nuw i128 %9, 64
  %11 = zext i64 %2 to i128
  %12 = or i128 %10, %11
  %13 = mul nsw i128 %12, %8
  %14 = ashr i128 %8, 3
  %15 = add nsw i128 %13, %14
  %16 = trunc i128 %15 to i64
  %17 = lshr i128 %15, 64
  %18 = trunc i128 %17 to i64
  %19 = insertvalue { i64, i64 } poison, i64 %16, 0
  %20 = insertvalue { i64, i64 } %19, i64 %18, 1
  ret { i64, i64 } %20
}

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn uwtable
define dso_local x86_fp80 @ld(x86_fp80 noundef %0) local_unnamed_addr #1 {
  %2 = tail call x86_fp80 @llvm.fmuladd.f80(x86_fp80 %0, x86_fp80 0xK3FFFC000000000000000, x86_fp80 0xK3FFBCCCCCCCCCCCCCCCD)
  ret x86_fp80 %2
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare x86_fp80 @llvm.fmuladd.f80(x86_fp80, x86_fp80, x86_fp80) #2

; Function Attrs: nounwind uwtable
define dso_local { double, double } @cplx(double noundef %0, double noundef %1, double noundef %2, double noundef %3) local_unnamed_addr #3 {
  %5 = fmul double %0, %2
  %6 = fmul double %1, %3
  %7 = fmul double %0, %3
  %8 = fmul double %1, %2
  %9 = fsub double %5, %6
  %10 = fadd double %8, %7
  %11 = fcmp uno double %9, 0.000000e+00
  br i1 %11, label %12, label %18, !prof !5

12:                                               ; preds = %4
  %13 = fcmp uno double %10, 0.000000e+00
  br i1 %13, label %14, label %18, !prof !5

14:                                               ; preds = %12
  %15 = tail call { double, double } @__muldc3(double noundef %0, double noundef %1, double noundef %2, double noundef %3) #15
  %16 = extractvalue { double, double } %15, 0
  %17 = extractvalue { double, double } %15, 1
  br label %18

18:                                               ; preds = %14, %12, %4
  %19 = phi double [ %9, %4 ], [ %9, %12 ], [ %16, %14 ]
  %20 = phi double [ %10, %4 ], [ %10, %12 ], [ %17, %14 ]
  %21 = insertvalue { double, double } poison, double %19, 0
  %22 = insertvalue { double, double } %21, double %20, 1
  ret { double, double } %22
}

declare { double, double } @__muldc3(double, double, double, double) local_unnamed_addr

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly willreturn uwtable
define dso_local float @usehalf() local_unnamed_addr #4 {
  %1 = load half, ptr @h16, align 2, !tbaa !6
  %2 = fpext half %1 to float
  %3 = fmul float %2, 2.000000e+00
  ret float %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn uwtable
define dso_local <4 x i32> @vadd(<4 x i32> noundef %0, <4 x i32> noundef %1) local_unnamed_addr #5 {
  %3 = mul <4 x i32> %1, <i32 3, i32 3, i32 3, i32 3>
  %4 = add <4 x i32> %3, %0
  ret <4 x i32> %4
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn uwtable
define dso_local <4 x float> @vshuf(<4 x float> noundef %0, <4 x float> noundef %1) local_unnamed_addr #5 {
  %3 = shufflevector <4 x float> %0, <4 x float> %1, <4 x i32> <i32 0, i32 5, i32 2, i32 7>
  ret <4 x float> %3
}

; Function Attrs: mustprogress nofree norecurse nounwind willreturn uwtable
define dso_local i32 @atom(i32 noundef %0) local_unnamed_addr #6 {
  %2 = atomicrmw add ptr @counter, i32 %0 seq_cst, align 4
  %3 = cmpxchg ptr @counter, i32 0, i32 %0 seq_cst seq_cst, align 4
  fence seq_cst
  %4 = load atomic i32, ptr @counter acquire, align 4
  %5 = atomicrmw xor ptr @tls, i32 5 seq_cst, align 4
  %6 = add nsw i32 %5, %4
  ret i32 %6
}

; Function Attrs: argmemonly mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #7

; Function Attrs: argmemonly mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #7

; Function Attrs: nofree nosync nounwind uwtable
define dso_local i32 @sum(i32 noundef %0, ...) local_unnamed_addr #8 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #15
  call void @llvm.va_start(ptr nonnull %2)
  %3 = icmp sgt i32 %0, 0
  br i1 %3, label %4, label %31

4:                                                ; preds = %1
  %5 = getelementptr inbounds %struct.__va_list_tag, ptr %2, i64 0, i32 2
  %6 = getelementptr inbounds %struct.__va_list_tag, ptr %2, i64 0, i32 3
  %7 = load ptr, ptr %6, align 16
  %8 = load i32, ptr %2, align 16
  %9 = and i32 %0, 1
  %10 = icmp eq i32 %0, 1
  br i1 %10, label %13, label %11

11:                                               ; preds = %4
  %12 = and i32 %0, -2
  br label %33

13:                                               ; preds = %58, %4
  %14 = phi i32 [ undef, %4 ], [ %62, %58 ]
  %15 = phi i32 [ %8, %4 ], [ %59, %58 ]
  %16 = phi i32 [ 0, %4 ], [ %62, %58 ]
  %17 = icmp eq i32 %9, 0
  br i1 %17, label %31, label %18

18:                                               ; preds = %13
  %19 = icmp ult i32 %15, 41
  br i1 %19, label %23, label %20

20:                                               ; preds = %18
  %21 = load ptr, ptr %5, align 8
  %22 = getelementptr i8, ptr %21, i64 8
  store ptr %22, ptr %5, align 8
  br label %27

23:                                               ; preds = %18
  %24 = zext i32 %15 to i64
  %25 = getelementptr i8, ptr %7, i64 %24
  %26 = add nuw nsw i32 %15, 8
  store i32 %26, ptr %2, align 16
  br label %27

27:                                               ; preds = %23, %20
  %28 = phi ptr [ %25, %23 ], [ %21, %20 ]
  %29 = load i32, ptr %28, align 4
  %30 = add nsw i32 %29, %16
  br label %31

31:                                               ; preds = %27, %13, %1
  %32 = phi i32 [ 0, %1 ], [ %14, %13 ], [ %30, %27 ]
  call void @llvm.va_end(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #15
  ret i32 %32

33:                                               ; preds = %58, %11
  %34 = phi i32 [ %8, %11 ], [ %59, %58 ]
  %35 = phi i32 [ 0, %11 ], [ %62, %58 ]
  %36 = phi i32 [ 0, %11 ], [ %63, %58 ]
  %37 = icmp ult i32 %34, 41
  br i1 %37, label %38, label %42

38:                                               ; preds = %33
  %39 = zext i32 %34 to i64
  %40 = getelementptr i8, ptr %7, i64 %39
  %41 = add nuw nsw i32 %34, 8
  store i32 %41, ptr %2, align 16
  br label %45

42:                                               ; preds = %33
  %43 = load ptr, ptr %5, align 8
  %44 = getelementptr i8, ptr %43, i64 8
  store ptr %44, ptr %5, align 8
  br label %45

45:                                               ; preds = %42, %38
  %46 = phi i32 [ %41, %38 ], [ %34, %42 ]
  %47 = phi ptr [ %40, %38 ], [ %43, %42 ]
  %48 = load i32, ptr %47, align 4
  %49 = add nsw i32 %48, %35
  %50 = icmp ult i32 %46, 41
  br i1 %50, label %54, label %51

51:                                               ; preds = %45
  %52 = load ptr, ptr %5, align 8
  %53 = getelementptr i8, ptr %52, i64 8
  store ptr %53, ptr %5, align 8
  br label %58

54:                                               ; preds = %45
  %55 = zext i32 %46 to i64
  %56 = getelementptr i8, ptr %7, i64 %55
  %57 = add nuw nsw i32 %46, 8
  store i32 %57, ptr %2, align 16
  br label %58

58:                                               ; preds = %54, %51
  %59 = phi i32 [ %57, %54 ], [ %46, %51 ]
  %60 = phi ptr [ %56, %54 ], [ %52, %51 ]
  %61 = load i32, ptr %60, align 4
  %62 = add nsw i32 %61, %49
  %63 = add i32 %36, 2
  %64 = icmp eq i32 %63, %12
  br i1 %64, label %13, label %33, !llvm.loop !10
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start(ptr) #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end(ptr) #9

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn uwtable
define dso_local i32 @cgoto(i32 noundef %0) #0 {
  %2 = srem i32 %0, 3
  %3 = sext i32 %2 to i64
  %4 = getelementptr inbounds [3 x ptr], ptr @cgoto.tbl, i64 0, i64 %3
  %5 = load ptr, ptr %4, align 8, !tbaa !12
  indirectbr ptr %5, [label %8, label %6, label %7]

6:                                                ; preds = %1
  br label %8

7:                                                ; preds = %1
  br label %8

8:                                                ; preds = %1, %7, %6
  %9 = phi i32 [ 3, %7 ], [ 2, %6 ], [ 1, %1 ]
  ret i32 %9
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn uwtable
define dso_local i32 @sw(i32 noundef %0) local_unnamed_addr #0 {
  switch i32 %0, label %5 [
    i32 1, label %6
    i32 7, label %2
    i32 100, label %3
    i32 -4, label %4
  ]

2:                                                ; preds = %1
  br label %6

3:                                                ; preds = %1
  br label %6

4:                                                ; preds = %1
  br label %6

5:                                                ; preds = %1
  br label %6

6:                                                ; preds = %1, %5, %4, %3, %2
  %7 = phi i32 [ 0, %5 ], [ 8, %4 ], [ 3, %3 ], [ 9, %2 ], [ 5, %1 ]
  ret i32 %7
}

; Function Attrs: nounwind uwtable
define dso_local i32 @asmf(i32 noundef %0) local_unnamed_addr #3 {
  %2 = tail call i32 asm sideeffect "movl $1, $0", "=r,r,~{memory},~{dirflag},~{fpsr},~{flags}"(i32 %0) #15, !srcloc !14
  ret i32 %2
}

; Function Attrs: nounwind uwtable
define dso_local i32 @sj() local_unnamed_addr #3 {
  %1 = call i32 @_setjmp(ptr noundef nonnull @jb) #16
  %2 = icmp eq i32 %1, 0
  br i1 %2, label %4, label %3

3:                                                ; preds = %0
  ret i32 1

4:                                                ; preds = %0
  call void @longjmp(ptr noundef nonnull @jb, i32 noundef 1) #17
  unreachable
}

; Function Attrs: nounwind returns_twice
declare i32 @_setjmp(ptr noundef) local_unnamed_addr #10

; Function Attrs: noreturn nounwind
declare void @longjmp(ptr noundef, i32 noundef) local_unnamed_addr #11

; Function Attrs: argmemonly mustprogress nofree norecurse nosync nounwind readonly willreturn uwtable
define dso_local i32 @bits(ptr nocapture noundef readonly %0) local_unnamed_addr #12 {
  %2 = load i16, ptr %0, align 4
  %3 = and i16 %2, 7
  %4 = lshr i16 %2, 3
  %5 = and i16 %4, 31
  %6 = add nuw nsw i16 %5, %3
  %7 = zext i16 %6 to i32
  %8 = shl i16 %2, 1
  %9 = ashr i16 %8, 9
  %10 = sext i16 %9 to i32
  %11 = add nsw i32 %7, %10
  ret i32 %11
}

; Function Attrs: argmemonly mustprogress nofree norecurse nosync nounwind readonly willreturn uwtable
define dso_local i32 @packed(ptr nocapture noundef readonly %0) local_unnamed_addr #12 {
  %2 = getelementptr inbounds %struct.P, ptr %0, i64 0, i32 1
  %3 = load i32, ptr %2, align 1, !tbaa !15
  %4 = getelementptr inbounds %struct.P, ptr %0, i64 0, i32 2
  %5 = load i64, ptr %4, align 1, !tbaa !19
  %6 = trunc i64 %5 to i32
  %7 = add nsw i32 %3, %6
  ret i32 %7
}

; Function Attrs: argmemonly mustprogress nofree norecurse nosync nounwind readonly willreturn uwtable
define dso_local double @flex(ptr nocapture noundef readonly %0) local_unnamed_addr #12 {
  %2 = load i32, ptr %0, align 8, !tbaa !20
  %3 = sext i32 %2 to i64
  %4 = getelementptr inbounds %struct.F, ptr %0, i64 0, i32 1, i64 %3
  %5 = load double, ptr %4, align 8, !tbaa !21
  ret double %5
}

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn uwtable
define dso_local noalias nonnull ptr @al(i32 noundef %0) local_unnamed_addr #1 {
  %2 = sext i32 %0 to i64
  %3 = alloca i8, i64 %2, align 16
  ret ptr %3
}

; Function Attrs: mustprogress nofree nounwind willreturn writeonly uwtable
define dso_local float @fm(float noundef %0, float noundef %1) local_unnamed_addr #13 {
  %3 = tail call float @llvm.fma.f32(float %0, float %1, float 1.000000e+00)
  %4 = tail call float @sqrtf(float noundef %0) #15
  %5 = fadd float %3, %4
  ret float %5
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fma.f32(float, float, float) #2

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare float @sqrtf(float noundef) local_unnamed_addr #14

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn uwtable
define dso_local i64 @bs(i64 noundef %0) local_unnamed_addr #1 {
  %2 = tail call i64 @llvm.bswap.i64(i64 %0)
  %3 = tail call i64 @llvm.ctpop.i64(i64 %0), !range !23
  %4 = add i64 %2, %3
  %5 = or i64 %0, 1
  %6 = tail call i64 @llvm.ctlz.i64(i64 %5, i1 true), !range !24
  %7 = add i64 %4, %6
  ret i64 %7
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.bswap.i64(i64) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.ctpop.i64(i64) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #2

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn uwtable
define dso_local i32 @ovf(i32 noundef %0, i32 noundef %1) local_unnamed_addr #1 {
  %3 = tail call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %0, i32 %1)
  %4 = extractvalue { i32, i1 } %3, 1
  %5 = extractvalue { i32, i1 } %3, 0
  %6 = select i1 %4, i32 -1, i32 %5
  ret i32 %6
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn uwtable
define dso_local double @nan_inf() local_unnamed_addr #0 {
  ret double 0x7FF8000000000012
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn uwtable
define dso_local float @nanf_() local_unnamed_addr #0 {
  ret float 0x7FF80000E0000000
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #3 {
  %1 = tail call i32 (i32, ...) @sum(i32 noundef 3, i32 noundef 1, i32 noundef 2, i32 noundef 3)
  %2 = tail call i32 @cgoto(i32 noundef 2)
  %3 = tail call i32 asm sideeffect "movl $1, $0", "=r,r,~{memory},~{dirflag},~{fpsr},~{flags}"(i32 3) #15, !srcloc !14
  %4 = atomicrmw add ptr @counter, i32 1 seq_cst, align 4
  %5 = cmpxchg ptr @counter, i32 0, i32 1 seq_cst seq_cst, align 4
  fence seq_cst
  %6 = load atomic i32, ptr @counter acquire, align 4
  %7 = atomicrmw xor ptr @tls, i32 5 seq_cst, align 4
  %8 = add i32 %1, 9
  %9 = add i32 %8, %2
  %10 = add i32 %9, %3
  %11 = add i32 %10, %6
  %12 = add i32 %11, %7
  ret i32 %12
}

attributes #0 = { mustprogress nofree norecurse nosync nounwind readnone willreturn uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone willreturn uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind readonly willreturn uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree norecurse nosync nounwind readnone willreturn uwtable "frame-pointer"="none" "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree norecurse nounwind willreturn uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { argmemonly mustprogress nocallback nofree nosync nounwind willreturn }
attributes #8 = { nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #10 = { nounwind returns_twice "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { noreturn nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { argmemonly mustprogress nofree norecurse nosync nounwind readonly willreturn uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { mustprogress nofree nounwind willreturn writeonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #14 = { mustprogress nofree nounwind willreturn writeonly "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #15 = { nounwind }
attributes #16 = { nounwind returns_twice }
attributes #17 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 15.0.6"}
!5 = !{!"branch_weights", i32 1, i32 1048575}
!6 = !{!7, !7, i64 0}
!7 = !{!"__fp16", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!13, !13, i64 0}
!13 = !{!"any pointer", !8, i64 0}
!14 = !{i64 1757}
!15 = !{!16, !17, i64 1}
!16 = !{!"P", !8, i64 0, !17, i64 1, !18, i64 5}
!17 = !{!"int", !8, i64 0}
!18 = !{!"long long", !8, i64 0}
!19 = !{!16, !18, i64 5}
!20 = !{!17, !17, i64 0}
!21 = !{!22, !22, i64 0}
!22 = !{!"double", !8, i64 0}
!23 = !{i64 0, i64 65}
!24 = !{i64 0, i64 64}
