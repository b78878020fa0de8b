; ModuleID = '../c-features.c'
source_filename = "../c-features.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.__jmp_buf_tag = type { [8 x i64], i32, %struct.__sigset_t }
%struct.__sigset_t = type { [16 x i64] }
%struct.P = type <{ i8, i32, i64 }>
%struct.__va_list_tag = type { i32, i32, ptr, ptr }

@tls = dso_local thread_local global i32 3, align 4, !dbg !0
@weakv = weak dso_local local_unnamed_addr global i32 1, align 4, !dbg !19
@hidden_v = hidden local_unnamed_addr global i32 2, align 4, !dbg !21
@sect_v = dso_local local_unnamed_addr global i32 4, section ".mysec", align 4, !dbg !23
@h16 = dso_local local_unnamed_addr global half 0xH0000, align 2, !dbg !80
@counter = dso_local global i32 0, align 4, !dbg !77
@cgoto.tbl = internal unnamed_addr constant [3 x ptr] [ptr blockaddress(@cgoto, %8), ptr blockaddress(@cgoto, %6), ptr blockaddress(@cgoto, %7)], align 16, !dbg !25
@jb = dso_local global [1 x %struct.__jmp_buf_tag] zeroinitializer, align 16, !dbg !83
@.str = private unnamed_addr constant [16 x i8] c"hello\0A\22world\22\01\FF\00", align 1, !dbg !39
@str = dso_local local_unnamed_addr global ptr @.str, align 8, !dbg !45
@gp = dso_local global %struct.P <{ i8 97, i32 5, i64 77 }>, align 1, !dbg !49
@gb = dso_local local_unnamed_addr global { i8, i8, [2 x i8] } { i8 17, i8 125, [2 x i8] undef }, align 4, !dbg !57
@arr2 = dso_local global [2 x [3 x i32]] [[3 x i32] [i32 1, i32 2, i32 3], [3 x i32] [i32 4, i32 5, i32 6]], align 16, !dbg !64
@ptrs = dso_local local_unnamed_addr global [3 x ptr] [ptr getelementptr (i8, ptr @arr2, i64 20), ptr null, ptr @gp], align 16, !dbg !69
@addr_diff = dso_local local_unnamed_addr global i64 ptrtoint (ptr getelementptr inbounds (i8, ptr @arr2, i64 12) to i64), align 8, !dbg !72
@llvm.global_ctors = appending global [0 x { i32, ptr, ptr }] zeroinitializer

@alias_f = dso_local alias void (), ptr @target

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local void @target() #0 !dbg !116 {
  ret void, !dbg !119
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare nonnull ptr @llvm.threadlocal.address.p0(ptr nonnull) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local { i64, i64 } @big(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3) local_unnamed_addr #0 !dbg !120 {
  %5 = zext i64 %1 to i128
  %6 = shl nuw i128 %5, 64
  %7 = zext i64 %0 to i128
  %8 = or disjoint i128 %6, %7
  %9 = zext i64 %3 to i128
  %10 = shl nuw i128 %9, 64
  %11 = zext i64 %2 to i128
  %12 = or disjoint i128 %10, %11
    #dbg_value(i128 %8, !125, !DIExpression(), !127)
    #dbg_value(i128 %12, !126, !DIExpression(), !127)
  %13 = mul nsw i128 %12, %8, !dbg !128
  %14 = ashr i128 %8, 3, !dbg !129
  %15 = add nsw i128 %13, %14, !dbg !130
  %16 = trunc i128 %15 to i64, !dbg !131
  %17 = lshr i128 %15, 64, !dbg !131
  %18 = trunc nuw i128 %17 to i64, !dbg !131
  %19 = insertvalue { i64, i64 } poison, i64 %16, 0, !dbg !131
  %20 = insertvalue { i64, i64 } %19, i64 %18, 1, !dbg !131
  ret { i64, i64 } %20, !dbg !131
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef x86_fp80 @ld(x86_fp80 noundef %0) local_unnamed_addr #0 !dbg !132 {
    #dbg_value(x86_fp80 %0, !137, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !138)
  %2 = tail call x86_fp80 @llvm.fmuladd.f80(x86_fp80 %0, x86_fp80 0xK3FFFC000000000000000, x86_fp80 0xK3FFBCCCCCCCCCCCCCCCD), !dbg !139
  ret x86_fp80 %2, !dbg !140
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.fmuladd.f80(x86_fp80, x86_fp80, x86_fp80) #1

; Function Attrs: nounwind uwtable
define dso_local { double, double } @cplx(double noundef %0, double noundef %1, double noundef %2, double noundef %3) local_unnamed_addr #2 !dbg !141 {
    #dbg_value(double %0, !146, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !148)
    #dbg_value(double %1, !146, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !148)
    #dbg_value(double %2, !147, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !148)
    #dbg_value(double %3, !147, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !148)
  %5 = fmul double %0, %2, !dbg !149
  %6 = fmul double %1, %3, !dbg !149
  %7 = fmul double %0, %3, !dbg !149
  %8 = fmul double %1, %2, !dbg !149
  %9 = fsub double %5, %6, !dbg !149
  %10 = fadd double %8, %7, !dbg !149
  %11 = fcmp uno double %9, 0.000000e+00, !dbg !149
  br i1 %11, label %12, label %18, !dbg !149, !prof !150

12:                                               ; preds = %4
  %13 = fcmp uno double %10, 0.000000e+00, !dbg !149
  br i1 %13, label %14, label %18, !dbg !149, !prof !150

14:                                               ; preds = %12
  %15 = tail call { double, double } @__muldc3(double noundef %0, double noundef %1, double noundef %2, double noundef %3) #14, !dbg !149
  %16 = extractvalue { double, double } %15, 0, !dbg !149
  %17 = extractvalue { double, double } %15, 1, !dbg !149
  br label %18, !dbg !149

18:                                               ; preds = %14, %12, %4
  %19 = phi double [ %9, %4 ], [ %9, %12 ], [ %16, %14 ], !dbg !149
  %20 = phi double [ %10, %4 ], [ %10, %12 ], [ %17, %14 ], !dbg !149
  %21 = insertvalue { double, double } poison, double %19, 0, !dbg !151
  %22 = insertvalue { double, double } %21, double %20, 1, !dbg !151
  ret { double, double } %22, !dbg !151
}

declare { double, double } @__muldc3(double, double, double, double) local_unnamed_addr

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none) uwtable
define dso_local float @usehalf() local_unnamed_addr #3 !dbg !152 {
  %1 = load half, ptr @h16, align 2, !dbg !156, !tbaa !157
  %2 = fpext half %1 to float, !dbg !156
  %3 = fmul float %2, 2.000000e+00, !dbg !161
  ret float %3, !dbg !162
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef <4 x i32> @vadd(<4 x i32> noundef %0, <4 x i32> noundef %1) local_unnamed_addr #4 !dbg !163 {
    #dbg_value(<4 x i32> %0, !171, !DIExpression(), !173)
    #dbg_value(<4 x i32> %1, !172, !DIExpression(), !173)
  %3 = mul <4 x i32> %1, <i32 3, i32 3, i32 3, i32 3>, !dbg !174
  %4 = add <4 x i32> %3, %0, !dbg !175
  ret <4 x i32> %4, !dbg !176
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef <4 x float> @vshuf(<4 x float> noundef %0, <4 x float> noundef %1) local_unnamed_addr #4 !dbg !177 {
    #dbg_value(<4 x float> %0, !183, !DIExpression(), !185)
    #dbg_value(<4 x float> %1, !184, !DIExpression(), !185)
  %3 = shufflevector <4 x float> %0, <4 x float> %1, <4 x i32> <i32 0, i32 5, i32 2, i32 7>, !dbg !186
  ret <4 x float> %3, !dbg !187
}

; Function Attrs: mustprogress nofree norecurse nounwind willreturn uwtable
define dso_local i32 @atom(i32 noundef %0) local_unnamed_addr #5 !dbg !188 {
    #dbg_value(i32 %0, !190, !DIExpression(), !192)
  %2 = atomicrmw add ptr @counter, i32 %0 seq_cst, align 4, !dbg !193
    #dbg_value(i32 0, !191, !DIExpression(), !192)
  %3 = cmpxchg ptr @counter, i32 0, i32 %0 seq_cst seq_cst, align 4, !dbg !194
  fence seq_cst, !dbg !195
  %4 = load atomic i32, ptr @counter acquire, align 4, !dbg !196
  %5 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tls), !dbg !197
  %6 = atomicrmw xor ptr %5, i32 5 seq_cst, align 4, !dbg !198
  %7 = add nsw i32 %6, %4, !dbg !199
  ret i32 %7, !dbg !200
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #6

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local i32 @sum(i32 noundef %0, ...) local_unnamed_addr #7 !dbg !201 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16, !DIAssignID !220
    #dbg_assign(i1 undef, !206, !DIExpression(), !220, ptr %2, !DIExpression(), !221)
    #dbg_value(i32 %0, !205, !DIExpression(), !221)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #14, !dbg !222
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !223
    #dbg_value(i32 0, !217, !DIExpression(), !221)
    #dbg_value(i32 0, !218, !DIExpression(), !224)
    #dbg_value(i32 0, !218, !DIExpression(), !224)
    #dbg_value(i32 0, !217, !DIExpression(), !221)
  %3 = icmp sgt i32 %0, 0, !dbg !225
  br i1 %3, label %4, label %32, !dbg !227

4:                                                ; preds = %1
  %5 = load i32, ptr %2, align 16
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = getelementptr inbounds i8, ptr %2, i64 16
  %8 = load ptr, ptr %7, align 16
  %9 = load ptr, ptr %6, align 8
  %10 = and i32 %0, 1, !dbg !227
  %11 = icmp eq i32 %0, 1, !dbg !227
  br i1 %11, label %14, label %12, !dbg !227

12:                                               ; preds = %4
  %13 = and i32 %0, 2147483646, !dbg !227
  br label %34, !dbg !227

14:                                               ; preds = %59, %4
  %15 = phi i32 [ poison, %4 ], [ %64, %59 ]
  %16 = phi ptr [ %9, %4 ], [ %60, %59 ]
  %17 = phi i32 [ 0, %4 ], [ %64, %59 ]
  %18 = phi i32 [ %5, %4 ], [ %61, %59 ]
  %19 = icmp eq i32 %10, 0, !dbg !228
  br i1 %19, label %32, label %20, !dbg !228

20:                                               ; preds = %14
    #dbg_value(i32 poison, !218, !DIExpression(), !224)
    #dbg_value(i32 %17, !217, !DIExpression(), !221)
  %21 = icmp ult i32 %18, 41, !dbg !228
  br i1 %21, label %24, label %22, !dbg !228

22:                                               ; preds = %20
  %23 = getelementptr i8, ptr %16, i64 8, !dbg !228
  store ptr %23, ptr %6, align 8, !dbg !228, !DIAssignID !229
    #dbg_assign(ptr %23, !206, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !229, ptr %6, !DIExpression(), !221)
  br label %28, !dbg !228

24:                                               ; preds = %20
  %25 = zext nneg i32 %18 to i64, !dbg !228
  %26 = getelementptr i8, ptr %8, i64 %25, !dbg !228
  %27 = add nuw nsw i32 %18, 8, !dbg !228
  store i32 %27, ptr %2, align 16, !dbg !228, !DIAssignID !230
    #dbg_assign(i32 %27, !206, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !230, ptr %2, !DIExpression(), !221)
  br label %28, !dbg !228

28:                                               ; preds = %24, %22
  %29 = phi ptr [ %26, %24 ], [ %16, %22 ], !dbg !228
  %30 = load i32, ptr %29, align 4, !dbg !228, !tbaa !231
  %31 = add nsw i32 %30, %17, !dbg !233
    #dbg_value(i32 %31, !217, !DIExpression(), !221)
    #dbg_value(i32 poison, !218, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !224)
  br label %32, !dbg !234

32:                                               ; preds = %28, %14, %1
  %33 = phi i32 [ 0, %1 ], [ %15, %14 ], [ %31, %28 ], !dbg !235
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !234
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #14, !dbg !236
  ret i32 %33, !dbg !237

34:                                               ; preds = %59, %12
  %35 = phi ptr [ %9, %12 ], [ %60, %59 ]
  %36 = phi i32 [ 0, %12 ], [ %64, %59 ]
  %37 = phi i32 [ %5, %12 ], [ %61, %59 ]
  %38 = phi i32 [ 0, %12 ], [ %65, %59 ]
    #dbg_value(i32 poison, !218, !DIExpression(), !224)
    #dbg_value(i32 %36, !217, !DIExpression(), !221)
  %39 = icmp ult i32 %37, 41, !dbg !228
  br i1 %39, label %40, label %44, !dbg !228

40:                                               ; preds = %34
  %41 = zext nneg i32 %37 to i64, !dbg !228
  %42 = getelementptr i8, ptr %8, i64 %41, !dbg !228
  %43 = add nuw nsw i32 %37, 8, !dbg !228
  store i32 %43, ptr %2, align 16, !dbg !228, !DIAssignID !230
    #dbg_assign(i32 %43, !206, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !230, ptr %2, !DIExpression(), !221)
  br label %46, !dbg !228

44:                                               ; preds = %34
  %45 = getelementptr i8, ptr %35, i64 8, !dbg !228
  store ptr %45, ptr %6, align 8, !dbg !228, !DIAssignID !229
    #dbg_assign(ptr %45, !206, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !229, ptr %6, !DIExpression(), !221)
  br label %46, !dbg !228

46:                                               ; preds = %44, %40
  %47 = phi ptr [ %35, %40 ], [ %45, %44 ]
  %48 = phi i32 [ %43, %40 ], [ %37, %44 ]
  %49 = phi ptr [ %42, %40 ], [ %35, %44 ], !dbg !228
  %50 = load i32, ptr %49, align 4, !dbg !228, !tbaa !231
  %51 = add nsw i32 %50, %36, !dbg !233
    #dbg_value(i32 %51, !217, !DIExpression(), !221)
    #dbg_value(i32 poison, !218, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !224)
  %52 = icmp ult i32 %48, 41, !dbg !228
  br i1 %52, label %55, label %53, !dbg !228

53:                                               ; preds = %46
  %54 = getelementptr i8, ptr %47, i64 8, !dbg !228
  store ptr %54, ptr %6, align 8, !dbg !228, !DIAssignID !229
    #dbg_assign(ptr %54, !206, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !229, ptr %6, !DIExpression(), !221)
  br label %59, !dbg !228

55:                                               ; preds = %46
  %56 = zext nneg i32 %48 to i64, !dbg !228
  %57 = getelementptr i8, ptr %8, i64 %56, !dbg !228
  %58 = add nuw nsw i32 %48, 8, !dbg !228
  store i32 %58, ptr %2, align 16, !dbg !228, !DIAssignID !230
    #dbg_assign(i32 %58, !206, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !230, ptr %2, !DIExpression(), !221)
  br label %59, !dbg !228

59:                                               ; preds = %55, %53
  %60 = phi ptr [ %47, %55 ], [ %54, %53 ]
  %61 = phi i32 [ %58, %55 ], [ %48, %53 ]
  %62 = phi ptr [ %57, %55 ], [ %47, %53 ], !dbg !228
  %63 = load i32, ptr %62, align 4, !dbg !228, !tbaa !231
  %64 = add nsw i32 %63, %51, !dbg !233
    #dbg_value(i32 %64, !217, !DIExpression(), !221)
    #dbg_value(i32 poison, !218, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !224)
  %65 = add i32 %38, 2, !dbg !227
  %66 = icmp eq i32 %65, %13, !dbg !227
  br i1 %66, label %14, label %34, !dbg !227, !llvm.loop !238
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #8

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i32 1, 4) i32 @cgoto(i32 noundef %0) #0 !dbg !27 {
    #dbg_value(i32 %0, !31, !DIExpression(), !241)
  %2 = srem i32 %0, 3, !dbg !242
  %3 = sext i32 %2 to i64, !dbg !243
  %4 = getelementptr inbounds [3 x ptr], ptr @cgoto.tbl, i64 0, i64 %3, !dbg !243
  %5 = load ptr, ptr %4, align 8, !dbg !243, !tbaa !244
  indirectbr ptr %5, [label %8, label %6, label %7]

6:                                                ; preds = %1
    #dbg_label(!33, !246)
  br label %8, !dbg !247

7:                                                ; preds = %1
    #dbg_label(!34, !248)
  br label %8, !dbg !249

8:                                                ; preds = %1, %7, %6
  %9 = phi i32 [ 3, %7 ], [ 2, %6 ], [ 1, %1 ], !dbg !250
  ret i32 %9, !dbg !251
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i32 0, 10) i32 @sw(i32 noundef %0) local_unnamed_addr #0 !dbg !252 {
    #dbg_value(i32 %0, !254, !DIExpression(), !255)
  switch i32 %0, label %5 [
    i32 1, label %6
    i32 7, label %2
    i32 100, label %3
    i32 -4, label %4
  ], !dbg !256

2:                                                ; preds = %1
  br label %6, !dbg !257

3:                                                ; preds = %1
  br label %6, !dbg !259

4:                                                ; preds = %1
  br label %6, !dbg !260

5:                                                ; preds = %1
  br label %6, !dbg !261

6:                                                ; preds = %1, %5, %4, %3, %2
  %7 = phi i32 [ 0, %5 ], [ 8, %4 ], [ 3, %3 ], [ 9, %2 ], [ 5, %1 ], !dbg !262
  ret i32 %7, !dbg !263
}

; Function Attrs: nounwind uwtable
define dso_local i32 @asmf(i32 noundef %0) local_unnamed_addr #2 !dbg !264 {
    #dbg_value(i32 %0, !266, !DIExpression(), !268)
  %2 = tail call i32 asm sideeffect "movl $1, $0", "=r,r,~{memory},~{dirflag},~{fpsr},~{flags}"(i32 %0) #14, !dbg !269, !srcloc !270
    #dbg_value(i32 %2, !267, !DIExpression(), !268)
  ret i32 %2, !dbg !271
}

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @sj() local_unnamed_addr #2 !dbg !272 {
  %1 = call i32 @_setjmp(ptr noundef nonnull @jb) #15, !dbg !275
  %2 = icmp eq i32 %1, 0, !dbg !275
  br i1 %2, label %4, label %3, !dbg !277

3:                                                ; preds = %0
  ret i32 1, !dbg !278

4:                                                ; preds = %0
  call void @longjmp(ptr noundef nonnull @jb, i32 noundef 1) #16, !dbg !279
  unreachable, !dbg !279
}

; Function Attrs: nounwind returns_twice
declare !dbg !280 i32 @_setjmp(ptr noundef) local_unnamed_addr #9

; Function Attrs: noreturn nounwind
declare !dbg !284 void @longjmp(ptr noundef, i32 noundef) local_unnamed_addr #10

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local range(i32 -64, 102) i32 @bits(ptr nocapture noundef readonly %0) local_unnamed_addr #11 !dbg !287 {
    #dbg_value(ptr %0, !292, !DIExpression(), !293)
  %2 = load i16, ptr %0, align 4, !dbg !294
  %3 = and i16 %2, 7, !dbg !294
  %4 = lshr i16 %2, 3, !dbg !295
  %5 = and i16 %4, 31, !dbg !295
  %6 = add nuw nsw i16 %5, %3, !dbg !296
  %7 = zext nneg i16 %6 to i32, !dbg !296
  %8 = shl i16 %2, 1, !dbg !297
  %9 = ashr i16 %8, 9, !dbg !297
  %10 = sext i16 %9 to i32, !dbg !297
  %11 = add nsw i32 %7, %10, !dbg !298
  ret i32 %11, !dbg !299
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local i32 @packed(ptr nocapture noundef readonly %0) local_unnamed_addr #11 !dbg !300 {
    #dbg_value(ptr %0, !305, !DIExpression(), !306)
  %2 = getelementptr inbounds i8, ptr %0, i64 1, !dbg !307
  %3 = load i32, ptr %2, align 1, !dbg !307, !tbaa !308
  %4 = getelementptr inbounds i8, ptr %0, i64 5, !dbg !311
  %5 = load i64, ptr %4, align 1, !dbg !311, !tbaa !312
  %6 = trunc i64 %5 to i32, !dbg !313
  %7 = add nsw i32 %3, %6, !dbg !314
  ret i32 %7, !dbg !315
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local double @flex(ptr nocapture noundef readonly %0) local_unnamed_addr #11 !dbg !316 {
    #dbg_value(ptr %0, !329, !DIExpression(), !330)
  %2 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !331
  %3 = load i32, ptr %0, align 8, !dbg !332, !tbaa !231
  %4 = sext i32 %3 to i64, !dbg !333
  %5 = getelementptr inbounds [0 x double], ptr %2, i64 0, i64 %4, !dbg !333
  %6 = load double, ptr %5, align 8, !dbg !333, !tbaa !334
  ret double %6, !dbg !336
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noalias noundef nonnull ptr @al(i32 noundef %0) local_unnamed_addr #0 !dbg !337 {
    #dbg_value(i32 %0, !341, !DIExpression(), !344)
  %2 = sext i32 %0 to i64, !dbg !345
  %3 = alloca i8, i64 %2, align 16, !dbg !346
    #dbg_value(ptr %3, !342, !DIExpression(), !344)
  ret ptr %3, !dbg !347
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define dso_local float @fm(float noundef %0, float noundef %1) local_unnamed_addr #12 !dbg !348 {
    #dbg_value(float %0, !352, !DIExpression(), !354)
    #dbg_value(float %1, !353, !DIExpression(), !354)
  %3 = tail call float @llvm.fma.f32(float %0, float %1, float 1.000000e+00), !dbg !355
  %4 = tail call float @sqrtf(float noundef %0) #14, !dbg !356
  %5 = fadd float %3, %4, !dbg !357
  ret float %5, !dbg !358
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare !dbg !359 float @sqrtf(float noundef) local_unnamed_addr #13

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i64 @bs(i64 noundef %0) local_unnamed_addr #0 !dbg !362 {
    #dbg_value(i64 %0, !367, !DIExpression(), !368)
  %2 = tail call i64 @llvm.bswap.i64(i64 %0), !dbg !369
  %3 = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %0), !dbg !370
  %4 = add i64 %2, %3, !dbg !371
  %5 = or i64 %0, 1, !dbg !372
  %6 = tail call range(i64 0, 64) i64 @llvm.ctlz.i64(i64 %5, i1 true), !dbg !373
  %7 = add i64 %4, %6, !dbg !374
  ret i64 %7, !dbg !375
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.bswap.i64(i64) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i32 @ovf(i32 noundef %0, i32 noundef %1) local_unnamed_addr #0 !dbg !376 {
    #dbg_value(i32 %0, !380, !DIExpression(), !383)
    #dbg_value(i32 %1, !381, !DIExpression(), !383)
  %3 = tail call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %0, i32 %1), !dbg !384
  %4 = extractvalue { i32, i1 } %3, 1, !dbg !384
    #dbg_value(i32 poison, !382, !DIExpression(), !383)
  %5 = extractvalue { i32, i1 } %3, 0, !dbg !386
  %6 = select i1 %4, i32 -1, i32 %5, !dbg !386
  ret i32 %6, !dbg !387
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef double @nan_inf() local_unnamed_addr #0 !dbg !388 {
  ret double 0x7FF8000000000012, !dbg !391
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef float @nanf_() local_unnamed_addr #0 !dbg !392 {
  ret float 0x7FF80000E0000000, !dbg !393
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #2 !dbg !394 {
  %1 = tail call i32 (i32, ...) @sum(i32 noundef 3, i32 noundef 1, i32 noundef 2, i32 noundef 3), !dbg !395
  %2 = tail call i32 @cgoto(i32 noundef 2), !dbg !396
    #dbg_value(i32 3, !266, !DIExpression(), !397)
  %3 = tail call i32 asm sideeffect "movl $1, $0", "=r,r,~{memory},~{dirflag},~{fpsr},~{flags}"(i32 3) #14, !dbg !399, !srcloc !270
    #dbg_value(i32 %3, !267, !DIExpression(), !397)
    #dbg_value(i32 1, !190, !DIExpression(), !400)
  %4 = atomicrmw add ptr @counter, i32 1 seq_cst, align 4, !dbg !402
    #dbg_value(i32 0, !191, !DIExpression(), !400)
  %5 = cmpxchg ptr @counter, i32 0, i32 1 seq_cst seq_cst, align 4, !dbg !403
  fence seq_cst, !dbg !404
  %6 = load atomic i32, ptr @counter acquire, align 4, !dbg !405
  %7 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tls), !dbg !406
  %8 = atomicrmw xor ptr %7, i32 5 seq_cst, align 4, !dbg !407
  %9 = add i32 %1, 9, !dbg !408
  %10 = add i32 %9, %2, !dbg !409
  %11 = add i32 %10, %3, !dbg !410
  %12 = add i32 %11, %6, !dbg !411
  %13 = add i32 %12, %8, !dbg !412
  ret i32 %13, !dbg !413
}

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree norecurse nounwind willreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { nofree norecurse nosync nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #9 = { nounwind returns_twice "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { mustprogress nofree nounwind willreturn memory(write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #14 = { nounwind }
attributes #15 = { nounwind returns_twice }
attributes #16 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!108, !109, !110, !111, !112, !113, !114}
!llvm.ident = !{!115}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "tls", scope: !2, file: !3, line: 10, type: !16, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, retainedTypes: !15, globals: !18, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "../c-features.c", directory: "crates/kiln-ir/tests/ir/newer", checksumkind: CSK_MD5, checksum: "c7ab93f04bb592105cf61c9986ca13b2")
!4 = !{!5}
!5 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "memory_order", file: !6, line: 68, baseType: !7, size: 32, elements: !8)
!6 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/stdatomic.h", directory: "", checksumkind: CSK_MD5, checksum: "f17199a988fe91afffaf0f943ef87096")
!7 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!8 = !{!9, !10, !11, !12, !13, !14}
!9 = !DIEnumerator(name: "memory_order_relaxed", value: 0)
!10 = !DIEnumerator(name: "memory_order_consume", value: 1)
!11 = !DIEnumerator(name: "memory_order_acquire", value: 2)
!12 = !DIEnumerator(name: "memory_order_release", value: 3)
!13 = !DIEnumerator(name: "memory_order_acq_rel", value: 4)
!14 = !DIEnumerator(name: "memory_order_seq_cst", value: 5)
!15 = !{!16, !17}
!16 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!18 = !{!0, !19, !21, !23, !25, !39, !45, !49, !57, !64, !69, !72, !75, !77, !80, !83}
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(name: "weakv", scope: !2, file: !3, line: 12, type: !16, isLocal: false, isDefinition: true)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(name: "hidden_v", scope: !2, file: !3, line: 13, type: !16, isLocal: false, isDefinition: true)
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression())
!24 = distinct !DIGlobalVariable(name: "sect_v", scope: !2, file: !3, line: 14, type: !16, isLocal: false, isDefinition: true)
!25 = !DIGlobalVariableExpression(var: !26, expr: !DIExpression())
!26 = distinct !DIGlobalVariable(name: "tbl", scope: !27, file: !3, line: 34, type: !35, isLocal: true, isDefinition: true)
!27 = distinct !DISubprogram(name: "cgoto", scope: !3, file: !3, line: 34, type: !28, scopeLine: 34, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !30)
!28 = !DISubroutineType(types: !29)
!29 = !{!16, !16}
!30 = !{!31, !32, !33, !34}
!31 = !DILocalVariable(name: "i", arg: 1, scope: !27, file: !3, line: 34, type: !16)
!32 = !DILabel(scope: !27, name: "a", file: !3, line: 34)
!33 = !DILabel(scope: !27, name: "b", file: !3, line: 34)
!34 = !DILabel(scope: !27, name: "c", file: !3, line: 34)
!35 = !DICompositeType(tag: DW_TAG_array_type, baseType: !36, size: 192, elements: !37)
!36 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!37 = !{!38}
!38 = !DISubrange(count: 3)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !3, line: 44, type: !41, isLocal: true, isDefinition: true)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !42, size: 128, elements: !43)
!42 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!43 = !{!44}
!44 = !DISubrange(count: 16)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(name: "str", scope: !2, file: !3, line: 44, type: !47, isLocal: false, isDefinition: true)
!47 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !48, size: 64)
!48 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !42)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(name: "gp", scope: !2, file: !3, line: 49, type: !51, isLocal: false, isDefinition: true)
!51 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "P", file: !3, line: 7, size: 104, elements: !52)
!52 = !{!53, !54, !55}
!53 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !51, file: !3, line: 7, baseType: !42, size: 8)
!54 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !51, file: !3, line: 7, baseType: !16, size: 32, offset: 8)
!55 = !DIDerivedType(tag: DW_TAG_member, name: "l", scope: !51, file: !3, line: 7, baseType: !56, size: 64, offset: 40)
!56 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!57 = !DIGlobalVariableExpression(var: !58, expr: !DIExpression())
!58 = distinct !DIGlobalVariable(name: "gb", scope: !2, file: !3, line: 50, type: !59, isLocal: false, isDefinition: true)
!59 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "B", file: !3, line: 8, size: 32, elements: !60)
!60 = !{!61, !62, !63}
!61 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !59, file: !3, line: 8, baseType: !7, size: 3, flags: DIFlagBitField, extraData: i64 0)
!62 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !59, file: !3, line: 8, baseType: !7, size: 5, offset: 3, flags: DIFlagBitField, extraData: i64 0)
!63 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !59, file: !3, line: 8, baseType: !16, size: 7, offset: 8, flags: DIFlagBitField, extraData: i64 0)
!64 = !DIGlobalVariableExpression(var: !65, expr: !DIExpression())
!65 = distinct !DIGlobalVariable(name: "arr2", scope: !2, file: !3, line: 51, type: !66, isLocal: false, isDefinition: true)
!66 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 192, elements: !67)
!67 = !{!68, !38}
!68 = !DISubrange(count: 2)
!69 = !DIGlobalVariableExpression(var: !70, expr: !DIExpression())
!70 = distinct !DIGlobalVariable(name: "ptrs", scope: !2, file: !3, line: 52, type: !71, isLocal: false, isDefinition: true)
!71 = !DICompositeType(tag: DW_TAG_array_type, baseType: !17, size: 192, elements: !37)
!72 = !DIGlobalVariableExpression(var: !73, expr: !DIExpression())
!73 = distinct !DIGlobalVariable(name: "addr_diff", scope: !2, file: !3, line: 53, type: !74, isLocal: false, isDefinition: true)
!74 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!75 = !DIGlobalVariableExpression(var: !76, expr: !DIExpression())
!76 = distinct !DIGlobalVariable(name: "tls2", scope: !2, file: !3, line: 11, type: !16, isLocal: true, isDefinition: true)
!77 = !DIGlobalVariableExpression(var: !78, expr: !DIExpression())
!78 = distinct !DIGlobalVariable(name: "counter", scope: !2, file: !3, line: 18, type: !79, isLocal: false, isDefinition: true)
!79 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !16)
!80 = !DIGlobalVariableExpression(var: !81, expr: !DIExpression())
!81 = distinct !DIGlobalVariable(name: "h16", scope: !2, file: !3, line: 22, type: !82, isLocal: false, isDefinition: true)
!82 = !DIBasicType(name: "__fp16", size: 16, encoding: DW_ATE_float)
!83 = !DIGlobalVariableExpression(var: !84, expr: !DIExpression())
!84 = distinct !DIGlobalVariable(name: "jb", scope: !2, file: !3, line: 37, type: !85, isLocal: false, isDefinition: true)
!85 = !DIDerivedType(tag: DW_TAG_typedef, name: "jmp_buf", file: !86, line: 32, baseType: !87)
!86 = !DIFile(filename: "/usr/include/setjmp.h", directory: "", checksumkind: CSK_MD5, checksum: "cd7862ae7ed31595227c999638ae74e7")
!87 = !DICompositeType(tag: DW_TAG_array_type, baseType: !88, size: 1600, elements: !106)
!88 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__jmp_buf_tag", file: !89, line: 26, size: 1600, elements: !90)
!89 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct___jmp_buf_tag.h", directory: "", checksumkind: CSK_MD5, checksum: "56a90a97e853c2bec1d9e290be5e92e4")
!90 = !{!91, !97, !98}
!91 = !DIDerivedType(tag: DW_TAG_member, name: "__jmpbuf", scope: !88, file: !89, line: 32, baseType: !92, size: 512)
!92 = !DIDerivedType(tag: DW_TAG_typedef, name: "__jmp_buf", file: !93, line: 31, baseType: !94)
!93 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/setjmp.h", directory: "", checksumkind: CSK_MD5, checksum: "80e7796efafaf357b5e64731e4f6ac30")
!94 = !DICompositeType(tag: DW_TAG_array_type, baseType: !74, size: 512, elements: !95)
!95 = !{!96}
!96 = !DISubrange(count: 8)
!97 = !DIDerivedType(tag: DW_TAG_member, name: "__mask_was_saved", scope: !88, file: !89, line: 33, baseType: !16, size: 32, offset: 512)
!98 = !DIDerivedType(tag: DW_TAG_member, name: "__saved_mask", scope: !88, file: !89, line: 34, baseType: !99, size: 1024, offset: 576)
!99 = !DIDerivedType(tag: DW_TAG_typedef, name: "__sigset_t", file: !100, line: 8, baseType: !101)
!100 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/__sigset_t.h", directory: "", checksumkind: CSK_MD5, checksum: "acc6b14c0967857fec362a8d433e1cf2")
!101 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !100, line: 5, size: 1024, elements: !102)
!102 = !{!103}
!103 = !DIDerivedType(tag: DW_TAG_member, name: "__val", scope: !101, file: !100, line: 7, baseType: !104, size: 1024)
!104 = !DICompositeType(tag: DW_TAG_array_type, baseType: !105, size: 1024, elements: !43)
!105 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!106 = !{!107}
!107 = !DISubrange(count: 1)
!108 = !{i32 7, !"Dwarf Version", i32 5}
!109 = !{i32 2, !"Debug Info Version", i32 3}
!110 = !{i32 1, !"wchar_size", i32 4}
!111 = !{i32 8, !"PIC Level", i32 2}
!112 = !{i32 7, !"PIE Level", i32 2}
!113 = !{i32 7, !"uwtable", i32 2}
!114 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!115 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!116 = distinct !DISubprogram(name: "target", scope: !3, file: !3, line: 15, type: !117, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!117 = !DISubroutineType(types: !118)
!118 = !{null}
!119 = !DILocation(line: 15, column: 20, scope: !116)
!120 = distinct !DISubprogram(name: "big", scope: !3, file: !3, line: 19, type: !121, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !124)
!121 = !DISubroutineType(types: !122)
!122 = !{!123, !123, !123}
!123 = !DIBasicType(name: "__int128", size: 128, encoding: DW_ATE_signed)
!124 = !{!125, !126}
!125 = !DILocalVariable(name: "a", arg: 1, scope: !120, file: !3, line: 19, type: !123)
!126 = !DILocalVariable(name: "b", arg: 2, scope: !120, file: !3, line: 19, type: !123)
!127 = !DILocation(line: 0, scope: !120)
!128 = !DILocation(line: 19, column: 49, scope: !120)
!129 = !DILocation(line: 19, column: 58, scope: !120)
!130 = !DILocation(line: 19, column: 53, scope: !120)
!131 = !DILocation(line: 19, column: 40, scope: !120)
!132 = distinct !DISubprogram(name: "ld", scope: !3, file: !3, line: 20, type: !133, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !136)
!133 = !DISubroutineType(types: !134)
!134 = !{!135, !135}
!135 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!136 = !{!137}
!137 = !DILocalVariable(name: "x", arg: 1, scope: !132, file: !3, line: 20, type: !135)
!138 = !DILocation(line: 0, scope: !132)
!139 = !DILocation(line: 20, column: 49, scope: !132)
!140 = !DILocation(line: 20, column: 33, scope: !132)
!141 = distinct !DISubprogram(name: "cplx", scope: !3, file: !3, line: 21, type: !142, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !145)
!142 = !DISubroutineType(types: !143)
!143 = !{!144, !144, !144}
!144 = !DIBasicType(name: "complex", size: 128, encoding: DW_ATE_complex_float)
!145 = !{!146, !147}
!146 = !DILocalVariable(name: "a", arg: 1, scope: !141, file: !3, line: 21, type: !144)
!147 = !DILocalVariable(name: "b", arg: 2, scope: !141, file: !3, line: 21, type: !144)
!148 = !DILocation(line: 0, scope: !141)
!149 = !DILocation(line: 21, column: 71, scope: !141)
!150 = !{!"branch_weights", i32 1, i32 1048575}
!151 = !DILocation(line: 21, column: 62, scope: !141)
!152 = distinct !DISubprogram(name: "usehalf", scope: !3, file: !3, line: 23, type: !153, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!153 = !DISubroutineType(types: !154)
!154 = !{!155}
!155 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!156 = !DILocation(line: 23, column: 30, scope: !152)
!157 = !{!158, !158, i64 0}
!158 = !{!"__fp16", !159, i64 0}
!159 = !{!"omnipotent char", !160, i64 0}
!160 = !{!"Simple C/C++ TBAA"}
!161 = !DILocation(line: 23, column: 34, scope: !152)
!162 = !DILocation(line: 23, column: 23, scope: !152)
!163 = distinct !DISubprogram(name: "vadd", scope: !3, file: !3, line: 24, type: !164, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !170)
!164 = !DISubroutineType(types: !165)
!165 = !{!166, !166, !166}
!166 = !DIDerivedType(tag: DW_TAG_typedef, name: "v4si", file: !3, line: 5, baseType: !167)
!167 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 128, flags: DIFlagVector, elements: !168)
!168 = !{!169}
!169 = !DISubrange(count: 4)
!170 = !{!171, !172}
!171 = !DILocalVariable(name: "a", arg: 1, scope: !163, file: !3, line: 24, type: !166)
!172 = !DILocalVariable(name: "b", arg: 2, scope: !163, file: !3, line: 24, type: !166)
!173 = !DILocation(line: 0, scope: !163)
!174 = !DILocation(line: 24, column: 42, scope: !163)
!175 = !DILocation(line: 24, column: 38, scope: !163)
!176 = !DILocation(line: 24, column: 29, scope: !163)
!177 = distinct !DISubprogram(name: "vshuf", scope: !3, file: !3, line: 25, type: !178, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !182)
!178 = !DISubroutineType(types: !179)
!179 = !{!180, !180, !180}
!180 = !DIDerivedType(tag: DW_TAG_typedef, name: "v4sf", file: !3, line: 6, baseType: !181)
!181 = !DICompositeType(tag: DW_TAG_array_type, baseType: !155, size: 128, flags: DIFlagVector, elements: !168)
!182 = !{!183, !184}
!183 = !DILocalVariable(name: "a", arg: 1, scope: !177, file: !3, line: 25, type: !180)
!184 = !DILocalVariable(name: "b", arg: 2, scope: !177, file: !3, line: 25, type: !180)
!185 = !DILocation(line: 0, scope: !177)
!186 = !DILocation(line: 25, column: 37, scope: !177)
!187 = !DILocation(line: 25, column: 30, scope: !177)
!188 = distinct !DISubprogram(name: "atom", scope: !3, file: !3, line: 26, type: !28, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !189)
!189 = !{!190, !191}
!190 = !DILocalVariable(name: "x", arg: 1, scope: !188, file: !3, line: 26, type: !16)
!191 = !DILocalVariable(name: "e", scope: !188, file: !3, line: 28, type: !16)
!192 = !DILocation(line: 0, scope: !188)
!193 = !DILocation(line: 27, column: 3, scope: !188)
!194 = !DILocation(line: 29, column: 3, scope: !188)
!195 = !DILocation(line: 30, column: 3, scope: !188)
!196 = !DILocation(line: 31, column: 10, scope: !188)
!197 = !DILocation(line: 31, column: 87, scope: !188)
!198 = !DILocation(line: 31, column: 65, scope: !188)
!199 = !DILocation(line: 31, column: 63, scope: !188)
!200 = !DILocation(line: 31, column: 3, scope: !188)
!201 = distinct !DISubprogram(name: "sum", scope: !3, file: !3, line: 33, type: !202, scopeLine: 33, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !204)
!202 = !DISubroutineType(types: !203)
!203 = !{!16, !16, null}
!204 = !{!205, !206, !217, !218}
!205 = !DILocalVariable(name: "n", arg: 1, scope: !201, file: !3, line: 33, type: !16)
!206 = !DILocalVariable(name: "ap", scope: !201, file: !3, line: 33, type: !207)
!207 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list", file: !208, line: 12, baseType: !209)
!208 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stdarg_va_list.h", directory: "", checksumkind: CSK_MD5, checksum: "7bd78a282b99fcfe41a9e3c566d14f7d")
!209 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !3, baseType: !210)
!210 = !DICompositeType(tag: DW_TAG_array_type, baseType: !211, size: 192, elements: !106)
!211 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list_tag", size: 192, elements: !212)
!212 = !{!213, !214, !215, !216}
!213 = !DIDerivedType(tag: DW_TAG_member, name: "gp_offset", scope: !211, file: !3, line: 33, baseType: !7, size: 32)
!214 = !DIDerivedType(tag: DW_TAG_member, name: "fp_offset", scope: !211, file: !3, line: 33, baseType: !7, size: 32, offset: 32)
!215 = !DIDerivedType(tag: DW_TAG_member, name: "overflow_arg_area", scope: !211, file: !3, line: 33, baseType: !36, size: 64, offset: 64)
!216 = !DIDerivedType(tag: DW_TAG_member, name: "reg_save_area", scope: !211, file: !3, line: 33, baseType: !36, size: 64, offset: 128)
!217 = !DILocalVariable(name: "s", scope: !201, file: !3, line: 33, type: !16)
!218 = !DILocalVariable(name: "i", scope: !219, file: !3, line: 33, type: !16)
!219 = distinct !DILexicalBlock(scope: !201, file: !3, line: 33, column: 63)
!220 = distinct !DIAssignID()
!221 = !DILocation(line: 0, scope: !201)
!222 = !DILocation(line: 33, column: 23, scope: !201)
!223 = !DILocation(line: 33, column: 35, scope: !201)
!224 = !DILocation(line: 0, scope: !219)
!225 = !DILocation(line: 33, column: 81, scope: !226)
!226 = distinct !DILexicalBlock(scope: !219, file: !3, line: 33, column: 63)
!227 = !DILocation(line: 33, column: 63, scope: !219)
!228 = !DILocation(line: 33, column: 96, scope: !226)
!229 = distinct !DIAssignID()
!230 = distinct !DIAssignID()
!231 = !{!232, !232, i64 0}
!232 = !{!"int", !159, i64 0}
!233 = !DILocation(line: 33, column: 93, scope: !226)
!234 = !DILocation(line: 33, column: 113, scope: !201)
!235 = !DILocation(line: 33, scope: !201)
!236 = !DILocation(line: 33, column: 135, scope: !201)
!237 = !DILocation(line: 33, column: 125, scope: !201)
!238 = distinct !{!238, !227, !239, !240}
!239 = !DILocation(line: 33, column: 96, scope: !219)
!240 = !{!"llvm.loop.mustprogress"}
!241 = !DILocation(line: 0, scope: !27)
!242 = !DILocation(line: 34, column: 72, scope: !27)
!243 = !DILocation(line: 34, column: 66, scope: !27)
!244 = !{!245, !245, i64 0}
!245 = !{!"any pointer", !159, i64 0}
!246 = !DILocation(line: 34, column: 91, scope: !27)
!247 = !DILocation(line: 34, column: 94, scope: !27)
!248 = !DILocation(line: 34, column: 104, scope: !27)
!249 = !DILocation(line: 34, column: 107, scope: !27)
!250 = !DILocation(line: 34, scope: !27)
!251 = !DILocation(line: 34, column: 117, scope: !27)
!252 = distinct !DISubprogram(name: "sw", scope: !3, file: !3, line: 35, type: !28, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !253)
!253 = !{!254}
!254 = !DILocalVariable(name: "x", arg: 1, scope: !252, file: !3, line: 35, type: !16)
!255 = !DILocation(line: 0, scope: !252)
!256 = !DILocation(line: 35, column: 17, scope: !252)
!257 = !DILocation(line: 35, column: 56, scope: !258)
!258 = distinct !DILexicalBlock(scope: !252, file: !3, line: 35, column: 28)
!259 = !DILocation(line: 35, column: 76, scope: !258)
!260 = !DILocation(line: 35, column: 95, scope: !258)
!261 = !DILocation(line: 35, column: 114, scope: !258)
!262 = !DILocation(line: 35, scope: !258)
!263 = !DILocation(line: 35, column: 126, scope: !252)
!264 = distinct !DISubprogram(name: "asmf", scope: !3, file: !3, line: 36, type: !28, scopeLine: 36, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !265)
!265 = !{!266, !267}
!266 = !DILocalVariable(name: "x", arg: 1, scope: !264, file: !3, line: 36, type: !16)
!267 = !DILocalVariable(name: "y", scope: !264, file: !3, line: 36, type: !16)
!268 = !DILocation(line: 0, scope: !264)
!269 = !DILocation(line: 36, column: 26, scope: !264)
!270 = !{i64 1757}
!271 = !DILocation(line: 36, column: 90, scope: !264)
!272 = distinct !DISubprogram(name: "sj", scope: !3, file: !3, line: 38, type: !273, scopeLine: 38, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!273 = !DISubroutineType(types: !274)
!274 = !{!16}
!275 = !DILocation(line: 38, column: 20, scope: !276)
!276 = distinct !DILexicalBlock(scope: !272, file: !3, line: 38, column: 20)
!277 = !DILocation(line: 38, column: 20, scope: !272)
!278 = !DILocation(line: 38, column: 32, scope: !276)
!279 = !DILocation(line: 38, column: 42, scope: !272)
!280 = !DISubprogram(name: "_setjmp", scope: !86, file: !86, line: 45, type: !281, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!281 = !DISubroutineType(types: !282)
!282 = !{!16, !283}
!283 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !88, size: 64)
!284 = !DISubprogram(name: "longjmp", scope: !86, file: !86, line: 54, type: !285, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!285 = !DISubroutineType(types: !286)
!286 = !{null, !283, !16}
!287 = distinct !DISubprogram(name: "bits", scope: !3, file: !3, line: 39, type: !288, scopeLine: 39, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !291)
!288 = !DISubroutineType(types: !289)
!289 = !{!16, !290}
!290 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !59, size: 64)
!291 = !{!292}
!292 = !DILocalVariable(name: "b", arg: 1, scope: !287, file: !3, line: 39, type: !290)
!293 = !DILocation(line: 0, scope: !287)
!294 = !DILocation(line: 39, column: 35, scope: !287)
!295 = !DILocation(line: 39, column: 42, scope: !287)
!296 = !DILocation(line: 39, column: 37, scope: !287)
!297 = !DILocation(line: 39, column: 49, scope: !287)
!298 = !DILocation(line: 39, column: 44, scope: !287)
!299 = !DILocation(line: 39, column: 25, scope: !287)
!300 = distinct !DISubprogram(name: "packed", scope: !3, file: !3, line: 40, type: !301, scopeLine: 40, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !304)
!301 = !DISubroutineType(types: !302)
!302 = !{!16, !303}
!303 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !51, size: 64)
!304 = !{!305}
!305 = !DILocalVariable(name: "p", arg: 1, scope: !300, file: !3, line: 40, type: !303)
!306 = !DILocation(line: 0, scope: !300)
!307 = !DILocation(line: 40, column: 37, scope: !300)
!308 = !{!309, !232, i64 1}
!309 = !{!"P", !159, i64 0, !232, i64 1, !310, i64 5}
!310 = !{!"long long", !159, i64 0}
!311 = !DILocation(line: 40, column: 49, scope: !300)
!312 = !{!309, !310, i64 5}
!313 = !DILocation(line: 40, column: 41, scope: !300)
!314 = !DILocation(line: 40, column: 39, scope: !300)
!315 = !DILocation(line: 40, column: 27, scope: !300)
!316 = distinct !DISubprogram(name: "flex", scope: !3, file: !3, line: 41, type: !317, scopeLine: 41, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !328)
!317 = !DISubroutineType(types: !318)
!318 = !{!319, !320}
!319 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!320 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !321, size: 64)
!321 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "F", file: !3, line: 9, size: 64, elements: !322)
!322 = !{!323, !324}
!323 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !321, file: !3, line: 9, baseType: !16, size: 32)
!324 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !321, file: !3, line: 9, baseType: !325, offset: 64)
!325 = !DICompositeType(tag: DW_TAG_array_type, baseType: !319, elements: !326)
!326 = !{!327}
!327 = !DISubrange(count: -1)
!328 = !{!329}
!329 = !DILocalVariable(name: "f", arg: 1, scope: !316, file: !3, line: 41, type: !320)
!330 = !DILocation(line: 0, scope: !316)
!331 = !DILocation(line: 41, column: 38, scope: !316)
!332 = !DILocation(line: 41, column: 43, scope: !316)
!333 = !DILocation(line: 41, column: 35, scope: !316)
!334 = !{!335, !335, i64 0}
!335 = !{!"double", !159, i64 0}
!336 = !DILocation(line: 41, column: 28, scope: !316)
!337 = distinct !DISubprogram(name: "al", scope: !3, file: !3, line: 42, type: !338, scopeLine: 42, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !340)
!338 = !DISubroutineType(types: !339)
!339 = !{!36, !16}
!340 = !{!341, !342}
!341 = !DILocalVariable(name: "n", arg: 1, scope: !337, file: !3, line: 42, type: !16)
!342 = !DILocalVariable(name: "p", scope: !337, file: !3, line: 42, type: !343)
!343 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !42, size: 64)
!344 = !DILocation(line: 0, scope: !337)
!345 = !DILocation(line: 42, column: 46, scope: !337)
!346 = !DILocation(line: 42, column: 29, scope: !337)
!347 = !DILocation(line: 42, column: 67, scope: !337)
!348 = distinct !DISubprogram(name: "fm", scope: !3, file: !3, line: 43, type: !349, scopeLine: 43, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !351)
!349 = !DISubroutineType(types: !350)
!350 = !{!155, !155, !155}
!351 = !{!352, !353}
!352 = !DILocalVariable(name: "a", arg: 1, scope: !348, file: !3, line: 43, type: !155)
!353 = !DILocalVariable(name: "b", arg: 2, scope: !348, file: !3, line: 43, type: !155)
!354 = !DILocation(line: 0, scope: !348)
!355 = !DILocation(line: 43, column: 37, scope: !348)
!356 = !DILocation(line: 43, column: 66, scope: !348)
!357 = !DILocation(line: 43, column: 64, scope: !348)
!358 = !DILocation(line: 43, column: 30, scope: !348)
!359 = !DISubprogram(name: "__builtin_sqrtf", scope: !3, file: !3, line: 43, type: !360, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!360 = !DISubroutineType(types: !361)
!361 = !{!155, !155}
!362 = distinct !DISubprogram(name: "bs", scope: !3, file: !3, line: 45, type: !363, scopeLine: 45, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !366)
!363 = !DISubroutineType(types: !364)
!364 = !{!365, !365}
!365 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!366 = !{!367}
!367 = !DILocalVariable(name: "x", arg: 1, scope: !362, file: !3, line: 45, type: !365)
!368 = !DILocation(line: 0, scope: !362)
!369 = !DILocation(line: 45, column: 54, scope: !362)
!370 = !DILocation(line: 45, column: 77, scope: !362)
!371 = !DILocation(line: 45, column: 75, scope: !362)
!372 = !DILocation(line: 45, column: 121, scope: !362)
!373 = !DILocation(line: 45, column: 103, scope: !362)
!374 = !DILocation(line: 45, column: 101, scope: !362)
!375 = !DILocation(line: 45, column: 47, scope: !362)
!376 = distinct !DISubprogram(name: "ovf", scope: !3, file: !3, line: 46, type: !377, scopeLine: 46, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !379)
!377 = !DISubroutineType(types: !378)
!378 = !{!16, !16, !16}
!379 = !{!380, !381, !382}
!380 = !DILocalVariable(name: "a", arg: 1, scope: !376, file: !3, line: 46, type: !16)
!381 = !DILocalVariable(name: "b", arg: 2, scope: !376, file: !3, line: 46, type: !16)
!382 = !DILocalVariable(name: "r", scope: !376, file: !3, line: 46, type: !16)
!383 = !DILocation(line: 0, scope: !376)
!384 = !DILocation(line: 46, column: 36, scope: !385)
!385 = distinct !DILexicalBlock(scope: !376, file: !3, line: 46, column: 36)
!386 = !DILocation(line: 46, column: 36, scope: !376)
!387 = !DILocation(line: 46, column: 92, scope: !376)
!388 = distinct !DISubprogram(name: "nan_inf", scope: !3, file: !3, line: 47, type: !389, scopeLine: 47, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!389 = !DISubroutineType(types: !390)
!390 = !{!319}
!391 = !DILocation(line: 47, column: 24, scope: !388)
!392 = distinct !DISubprogram(name: "nanf_", scope: !3, file: !3, line: 48, type: !153, scopeLine: 48, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!393 = !DILocation(line: 48, column: 21, scope: !392)
!394 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 54, type: !273, scopeLine: 54, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!395 = !DILocation(line: 54, column: 25, scope: !394)
!396 = !DILocation(line: 54, column: 43, scope: !394)
!397 = !DILocation(line: 0, scope: !264, inlinedAt: !398)
!398 = distinct !DILocation(line: 54, column: 62, scope: !394)
!399 = !DILocation(line: 36, column: 26, scope: !264, inlinedAt: !398)
!400 = !DILocation(line: 0, scope: !188, inlinedAt: !401)
!401 = distinct !DILocation(line: 54, column: 72, scope: !394)
!402 = !DILocation(line: 27, column: 3, scope: !188, inlinedAt: !401)
!403 = !DILocation(line: 29, column: 3, scope: !188, inlinedAt: !401)
!404 = !DILocation(line: 30, column: 3, scope: !188, inlinedAt: !401)
!405 = !DILocation(line: 31, column: 10, scope: !188, inlinedAt: !401)
!406 = !DILocation(line: 31, column: 87, scope: !188, inlinedAt: !401)
!407 = !DILocation(line: 31, column: 65, scope: !188, inlinedAt: !401)
!408 = !DILocation(line: 31, column: 63, scope: !188, inlinedAt: !401)
!409 = !DILocation(line: 54, column: 41, scope: !394)
!410 = !DILocation(line: 54, column: 52, scope: !394)
!411 = !DILocation(line: 54, column: 60, scope: !394)
!412 = !DILocation(line: 54, column: 70, scope: !394)
!413 = !DILocation(line: 54, column: 18, scope: !394)
