; ModuleID = 'feat.c'
source_filename = "feat.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.__jmp_buf_tag = type { [8 x i64], i32, %struct.__sigset_t }
%struct.__sigset_t = type { [16 x i64] }
%struct.P = type <{ i8, i32, i64 }>
%struct.__va_list_tag = type { i32, i32, i8*, i8* }
%struct.B = type { i16, [2 x i8] }
%struct.F = type { i32, [0 x double] }

@tls = dso_local thread_local global i32 3, align 4, !dbg !0
@weakv = weak dso_local local_unnamed_addr global i32 1, align 4, !dbg !18
@hidden_v = hidden local_unnamed_addr global i32 2, align 4, !dbg !20
@sect_v = dso_local local_unnamed_addr global i32 4, section ".mysec", align 4, !dbg !22
@h16 = dso_local local_unnamed_addr global half 0xH0000, align 2, !dbg !75
@counter = dso_local global i32 0, align 4, !dbg !72
@cgoto.tbl = internal unnamed_addr constant [3 x i8*] [i8* blockaddress(@cgoto, %8), i8* blockaddress(@cgoto, %6), i8* blockaddress(@cgoto, %7)], align 16, !dbg !24
@jb = dso_local global [1 x %struct.__jmp_buf_tag] zeroinitializer, align 16, !dbg !78
@.str = private unnamed_addr constant [16 x i8] c"hello\0A\22world\22\01\FF\00", align 1
@str = dso_local local_unnamed_addr global i8* getelementptr inbounds ([16 x i8], [16 x i8]* @.str, i64 0, i64 0), align 8, !dbg !38
@gp = dso_local global %struct.P <{ i8 97, i32 5, i64 77 }>, align 1, !dbg !43
@gb = dso_local local_unnamed_addr global { i8, i8, [2 x i8] } { i8 17, i8 125, [2 x i8] undef }, align 4, !dbg !51
@arr2 = dso_local global [2 x [3 x i32]] [[3 x i32] [i32 1, i32 2, i32 3], [3 x i32] [i32 4, i32 5, i32 6]], align 16, !dbg !58
@ptrs = dso_local local_unnamed_addr global [3 x i32*] [i32* bitcast (i8* getelementptr (i8, i8* bitcast ([2 x [3 x i32]]* @arr2 to i8*), i64 20) to i32*), i32* null, i32* bitcast (%struct.P* @gp to i32*)], align 16, !dbg !63
@addr_diff = dso_local local_unnamed_addr global i64 ptrtoint (i32* getelementptr inbounds ([2 x [3 x i32]], [2 x [3 x i32]]* @arr2, i64 0, i64 1, i64 0) to i64), align 8, !dbg !67
@llvm.global_ctors = appending global [0 x { i32, void ()*, i8* }] zeroinitializer

@alias_f = dso_local alias void (), void ()* @target

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define dso_local void @target() #0 !dbg !112 {
  ret void, !dbg !116
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define dso_local { i64, i64 } @big(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3) local_unnamed_addr #0 !dbg !117 {
  %5 = zext i64 %1 to i128
  %6 = shl nuw i128 %5, 64
  %7 = zext i64 %0 to i128
  %8 = or i128 %6, %7
  %9 = zext i64 %3 to i128
  %10 = shl nuw i128 %9, 64
  %11 = zext i64 %2 to i128
  %12 = or i128 %10, %11
  call void @llvm.dbg.value(metadata i128 %8, metadata !122, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.value(metadata i128 %12, metadata !123, metadata !DIExpression()), !dbg !124
  %13 = mul nsw i128 %12, %8, !dbg !125
  %14 = ashr i128 %8, 3, !dbg !126
  %15 = add nsw i128 %13, %14, !dbg !127
  %16 = trunc i128 %15 to i64, !dbg !128
  %17 = lshr i128 %15, 64, !dbg !128
  %18 = trunc i128 %17 to i64, !dbg !128
  %19 = insertvalue { i64, i64 } poison, i64 %16, 0, !dbg !128
  %20 = insertvalue { i64, i64 } %19, i64 %18, 1, !dbg !128
  ret { i64, i64 } %20, !dbg !128
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone uwtable willreturn
define dso_local x86_fp80 @ld(x86_fp80 noundef %0) local_unnamed_addr #2 !dbg !129 {
  call void @llvm.dbg.value(metadata x86_fp80 %0, metadata !134, metadata !DIExpression()), !dbg !135
  %2 = tail call x86_fp80 @llvm.fmuladd.f80(x86_fp80 %0, x86_fp80 0xK3FFFC000000000000000, x86_fp80 0xK3FFBCCCCCCCCCCCCCCCD), !dbg !136
  ret x86_fp80 %2, !dbg !137
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare x86_fp80 @llvm.fmuladd.f80(x86_fp80, x86_fp80, x86_fp80) #1

; Function Attrs: nounwind uwtable
define dso_local { double, double } @cplx(double noundef %0, double noundef %1, double noundef %2, double noundef %3) local_unnamed_addr #3 !dbg !138 {
  call void @llvm.dbg.value(metadata double %0, metadata !143, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !145
  call void @llvm.dbg.value(metadata double %1, metadata !143, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !145
  call void @llvm.dbg.value(metadata double %2, metadata !144, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !145
  call void @llvm.dbg.value(metadata double %3, metadata !144, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !145
  %5 = fmul double %0, %2, !dbg !146
  %6 = fmul double %1, %3, !dbg !146
  %7 = fmul double %0, %3, !dbg !146
  %8 = fmul double %1, %2, !dbg !146
  %9 = fsub double %5, %6, !dbg !146
  %10 = fadd double %8, %7, !dbg !146
  %11 = fcmp uno double %9, 0.000000e+00, !dbg !146
  br i1 %11, label %12, label %18, !dbg !146, !prof !147

12:                                               ; preds = %4
  %13 = fcmp uno double %10, 0.000000e+00, !dbg !146
  br i1 %13, label %14, label %18, !dbg !146, !prof !147

14:                                               ; preds = %12
  %15 = tail call { double, double } @__muldc3(double noundef %0, double noundef %1, double noundef %2, double noundef %3) #15, !dbg !146
  %16 = extractvalue { double, double } %15, 0, !dbg !146
  %17 = extractvalue { double, double } %15, 1, !dbg !146
  br label %18, !dbg !146

18:                                               ; preds = %14, %12, %4
  %19 = phi double [ %9, %4 ], [ %9, %12 ], [ %16, %14 ], !dbg !146
  %20 = phi double [ %10, %4 ], [ %10, %12 ], [ %17, %14 ], !dbg !146
  %21 = insertvalue { double, double } poison, double %19, 0, !dbg !148
  %22 = insertvalue { double, double } %21, double %20, 1, !dbg !148
  ret { double, double } %22, !dbg !148
}

declare { double, double } @__muldc3(double, double, double, double) local_unnamed_addr

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn
define dso_local float @usehalf() local_unnamed_addr #4 !dbg !149 {
  %1 = load half, half* @h16, align 2, !dbg !153, !tbaa !154
  %2 = fpext half %1 to float, !dbg !153
  %3 = fmul float %2, 2.000000e+00, !dbg !158
  ret float %3, !dbg !159
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define dso_local <4 x i32> @vadd(<4 x i32> noundef %0, <4 x i32> noundef %1) local_unnamed_addr #5 !dbg !160 {
  call void @llvm.dbg.value(metadata <4 x i32> %0, metadata !168, metadata !DIExpression()), !dbg !170
  call void @llvm.dbg.value(metadata <4 x i32> %1, metadata !169, metadata !DIExpression()), !dbg !170
  %3 = mul <4 x i32> %1, <i32 3, i32 3, i32 3, i32 3>, !dbg !171
  %4 = add <4 x i32> %3, %0, !dbg !172
  ret <4 x i32> %4, !dbg !173
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define dso_local <4 x float> @vshuf(<4 x float> noundef %0, <4 x float> noundef %1) local_unnamed_addr #5 !dbg !174 {
  call void @llvm.dbg.value(metadata <4 x float> %0, metadata !180, metadata !DIExpression()), !dbg !182
  call void @llvm.dbg.value(metadata <4 x float> %1, metadata !181, metadata !DIExpression()), !dbg !182
  %3 = shufflevector <4 x float> %0, <4 x float> %1, <4 x i32> <i32 0, i32 5, i32 2, i32 7>, !dbg !183
  ret <4 x float> %3, !dbg !184
}

; Function Attrs: mustprogress nofree norecurse nounwind uwtable willreturn
define dso_local i32 @atom(i32 noundef %0) local_unnamed_addr #6 !dbg !185 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !187, metadata !DIExpression()), !dbg !189
  %2 = atomicrmw add i32* @counter, i32 %0 seq_cst, align 4, !dbg !190
  call void @llvm.dbg.value(metadata i32 0, metadata !188, metadata !DIExpression()), !dbg !189
  %3 = cmpxchg i32* @counter, i32 0, i32 %0 seq_cst seq_cst, align 4, !dbg !191
  fence seq_cst, !dbg !192
  %4 = load atomic i32, i32* @counter acquire, align 4, !dbg !193
  %5 = atomicrmw xor i32* @tls, i32 5 seq_cst, align 4, !dbg !194
  %6 = add nsw i32 %5, %4, !dbg !195
  ret i32 %6, !dbg !196
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #7

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #7

; Function Attrs: nofree nosync nounwind uwtable
define dso_local i32 @sum(i32 noundef %0, ...) local_unnamed_addr #8 !dbg !197 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.dbg.value(metadata i32 %0, metadata !201, metadata !DIExpression()), !dbg !217
  %3 = bitcast [1 x %struct.__va_list_tag]* %2 to i8*, !dbg !218
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %3) #15, !dbg !218
  call void @llvm.dbg.declare(metadata [1 x %struct.__va_list_tag]* %2, metadata !202, metadata !DIExpression()), !dbg !219
  call void @llvm.va_start(i8* nonnull %3), !dbg !220
  call void @llvm.dbg.value(metadata i32 0, metadata !214, metadata !DIExpression()), !dbg !217
  call void @llvm.dbg.value(metadata i32 0, metadata !215, metadata !DIExpression()), !dbg !221
  %4 = icmp sgt i32 %0, 0, !dbg !222
  br i1 %4, label %5, label %34, !dbg !224

5:                                                ; preds = %1
  %6 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 0
  %7 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 2
  %8 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 3
  %9 = load i8*, i8** %8, align 16
  %10 = load i32, i32* %6, align 16, !dbg !225
  %11 = and i32 %0, 1, !dbg !224
  %12 = icmp eq i32 %0, 1, !dbg !224
  br i1 %12, label %15, label %13, !dbg !224

13:                                               ; preds = %5
  %14 = and i32 %0, -2, !dbg !224
  br label %36, !dbg !224

15:                                               ; preds = %62, %5
  %16 = phi i32 [ undef, %5 ], [ %67, %62 ]
  %17 = phi i32 [ %10, %5 ], [ %63, %62 ]
  %18 = phi i32 [ 0, %5 ], [ %67, %62 ]
  %19 = icmp eq i32 %11, 0, !dbg !225
  br i1 %19, label %34, label %20, !dbg !225

20:                                               ; preds = %15
  call void @llvm.dbg.value(metadata i32 undef, metadata !215, metadata !DIExpression()), !dbg !221
  call void @llvm.dbg.value(metadata i32 %18, metadata !214, metadata !DIExpression()), !dbg !217
  %21 = icmp ult i32 %17, 41, !dbg !225
  br i1 %21, label %25, label %22, !dbg !225

22:                                               ; preds = %20
  %23 = load i8*, i8** %7, align 8, !dbg !225
  %24 = getelementptr i8, i8* %23, i64 8, !dbg !225
  store i8* %24, i8** %7, align 8, !dbg !225
  br label %29, !dbg !225

25:                                               ; preds = %20
  %26 = zext i32 %17 to i64, !dbg !225
  %27 = getelementptr i8, i8* %9, i64 %26, !dbg !225
  %28 = add nuw nsw i32 %17, 8, !dbg !225
  store i32 %28, i32* %6, align 16, !dbg !225
  br label %29, !dbg !225

29:                                               ; preds = %25, %22
  %30 = phi i8* [ %27, %25 ], [ %23, %22 ]
  %31 = bitcast i8* %30 to i32*, !dbg !225
  %32 = load i32, i32* %31, align 4, !dbg !225
  %33 = add nsw i32 %32, %18, !dbg !226
  call void @llvm.dbg.value(metadata i32 %33, metadata !214, metadata !DIExpression()), !dbg !217
  call void @llvm.dbg.value(metadata i32 undef, metadata !215, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !221
  br label %34, !dbg !227

34:                                               ; preds = %29, %15, %1
  %35 = phi i32 [ 0, %1 ], [ %16, %15 ], [ %33, %29 ], !dbg !217
  call void @llvm.va_end(i8* nonnull %3), !dbg !227
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %3) #15, !dbg !228
  ret i32 %35, !dbg !229

36:                                               ; preds = %62, %13
  %37 = phi i32 [ %10, %13 ], [ %63, %62 ], !dbg !225
  %38 = phi i32 [ 0, %13 ], [ %67, %62 ]
  %39 = phi i32 [ 0, %13 ], [ %68, %62 ]
  call void @llvm.dbg.value(metadata i32 poison, metadata !215, metadata !DIExpression()), !dbg !221
  call void @llvm.dbg.value(metadata i32 %38, metadata !214, metadata !DIExpression()), !dbg !217
  %40 = icmp ult i32 %37, 41, !dbg !225
  br i1 %40, label %41, label %45, !dbg !225

41:                                               ; preds = %36
  %42 = zext i32 %37 to i64, !dbg !225
  %43 = getelementptr i8, i8* %9, i64 %42, !dbg !225
  %44 = add nuw nsw i32 %37, 8, !dbg !225
  store i32 %44, i32* %6, align 16, !dbg !225
  br label %48, !dbg !225

45:                                               ; preds = %36
  %46 = load i8*, i8** %7, align 8, !dbg !225
  %47 = getelementptr i8, i8* %46, i64 8, !dbg !225
  store i8* %47, i8** %7, align 8, !dbg !225
  br label %48, !dbg !225

48:                                               ; preds = %45, %41
  %49 = phi i32 [ %44, %41 ], [ %37, %45 ]
  %50 = phi i8* [ %43, %41 ], [ %46, %45 ]
  %51 = bitcast i8* %50 to i32*, !dbg !225
  %52 = load i32, i32* %51, align 4, !dbg !225
  %53 = add nsw i32 %52, %38, !dbg !226
  call void @llvm.dbg.value(metadata i32 %53, metadata !214, metadata !DIExpression()), !dbg !217
  call void @llvm.dbg.value(metadata i32 poison, metadata !215, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !221
  call void @llvm.dbg.value(metadata i32 poison, metadata !215, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !221
  call void @llvm.dbg.value(metadata i32 %53, metadata !214, metadata !DIExpression()), !dbg !217
  %54 = icmp ult i32 %49, 41, !dbg !225
  br i1 %54, label %58, label %55, !dbg !225

55:                                               ; preds = %48
  %56 = load i8*, i8** %7, align 8, !dbg !225
  %57 = getelementptr i8, i8* %56, i64 8, !dbg !225
  store i8* %57, i8** %7, align 8, !dbg !225
  br label %62, !dbg !225

58:                                               ; preds = %48
  %59 = zext i32 %49 to i64, !dbg !225
  %60 = getelementptr i8, i8* %9, i64 %59, !dbg !225
  %61 = add nuw nsw i32 %49, 8, !dbg !225
  store i32 %61, i32* %6, align 16, !dbg !225
  br label %62, !dbg !225

62:                                               ; preds = %58, %55
  %63 = phi i32 [ %61, %58 ], [ %49, %55 ]
  %64 = phi i8* [ %60, %58 ], [ %56, %55 ]
  %65 = bitcast i8* %64 to i32*, !dbg !225
  %66 = load i32, i32* %65, align 4, !dbg !225
  %67 = add nsw i32 %66, %53, !dbg !226
  call void @llvm.dbg.value(metadata i32 %67, metadata !214, metadata !DIExpression()), !dbg !217
  call void @llvm.dbg.value(metadata i32 poison, metadata !215, metadata !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value)), !dbg !221
  %68 = add i32 %39, 2, !dbg !224
  %69 = icmp eq i32 %68, %14, !dbg !224
  br i1 %69, label %15, label %36, !dbg !224, !llvm.loop !230
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn
declare void @llvm.va_start(i8*) #9

; Function Attrs: mustprogress nofree nosync nounwind willreturn
declare void @llvm.va_end(i8*) #9

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define dso_local i32 @cgoto(i32 noundef %0) #0 !dbg !26 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !30, metadata !DIExpression()), !dbg !233
  %2 = srem i32 %0, 3, !dbg !234
  %3 = sext i32 %2 to i64, !dbg !235
  %4 = getelementptr inbounds [3 x i8*], [3 x i8*]* @cgoto.tbl, i64 0, i64 %3, !dbg !235
  %5 = load i8*, i8** %4, align 8, !dbg !235, !tbaa !236
  indirectbr i8* %5, [label %8, label %6, label %7]

6:                                                ; preds = %1
  call void @llvm.dbg.label(metadata !32), !dbg !238
  br label %8, !dbg !239

7:                                                ; preds = %1
  call void @llvm.dbg.label(metadata !33), !dbg !240
  br label %8, !dbg !241

8:                                                ; preds = %1, %7, %6
  %9 = phi i32 [ 3, %7 ], [ 2, %6 ], [ 1, %1 ], !dbg !233
  ret i32 %9, !dbg !242
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.label(metadata) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define dso_local i32 @sw(i32 noundef %0) local_unnamed_addr #0 !dbg !243 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !245, metadata !DIExpression()), !dbg !246
  switch i32 %0, label %5 [
    i32 1, label %6
    i32 7, label %2
    i32 100, label %3
    i32 -4, label %4
  ], !dbg !247

2:                                                ; preds = %1
  br label %6, !dbg !248

3:                                                ; preds = %1
  br label %6, !dbg !250

4:                                                ; preds = %1
  br label %6, !dbg !251

5:                                                ; preds = %1
  br label %6, !dbg !252

6:                                                ; preds = %1, %5, %4, %3, %2
  %7 = phi i32 [ 0, %5 ], [ 8, %4 ], [ 3, %3 ], [ 9, %2 ], [ 5, %1 ], !dbg !253
  ret i32 %7, !dbg !254
}

; Function Attrs: nounwind uwtable
define dso_local i32 @asmf(i32 noundef %0) local_unnamed_addr #3 !dbg !255 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !257, metadata !DIExpression()), !dbg !259
  %2 = tail call i32 asm sideeffect "movl $1, $0", "=r,r,~{memory},~{dirflag},~{fpsr},~{flags}"(i32 %0) #15, !dbg !260, !srcloc !261
  call void @llvm.dbg.value(metadata i32 %2, metadata !258, metadata !DIExpression()), !dbg !259
  ret i32 %2, !dbg !262
}

; Function Attrs: nounwind uwtable
define dso_local i32 @sj() local_unnamed_addr #3 !dbg !263 {
  %1 = call i32 @_setjmp(%struct.__jmp_buf_tag* noundef getelementptr inbounds ([1 x %struct.__jmp_buf_tag], [1 x %struct.__jmp_buf_tag]* @jb, i64 0, i64 0)) #16, !dbg !265
  %2 = icmp eq i32 %1, 0, !dbg !265
  br i1 %2, label %4, label %3, !dbg !267

3:                                                ; preds = %0
  ret i32 1, !dbg !268

4:                                                ; preds = %0
  call void @longjmp(%struct.__jmp_buf_tag* noundef getelementptr inbounds ([1 x %struct.__jmp_buf_tag], [1 x %struct.__jmp_buf_tag]* @jb, i64 0, i64 0), i32 noundef 1) #17, !dbg !269
  unreachable, !dbg !269
}

; Function Attrs: nounwind returns_twice
declare i32 @_setjmp(%struct.__jmp_buf_tag* noundef) local_unnamed_addr #10

; Function Attrs: noreturn nounwind
declare void @longjmp(%struct.__jmp_buf_tag* noundef, i32 noundef) local_unnamed_addr #11

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn
define dso_local i32 @bits(%struct.B* nocapture noundef readonly %0) local_unnamed_addr #4 !dbg !270 {
  call void @llvm.dbg.value(metadata %struct.B* %0, metadata !275, metadata !DIExpression()), !dbg !276
  %2 = getelementptr %struct.B, %struct.B* %0, i64 0, i32 0, !dbg !277
  %3 = load i16, i16* %2, align 4, !dbg !277
  %4 = and i16 %3, 7, !dbg !277
  %5 = lshr i16 %3, 3, !dbg !278
  %6 = and i16 %5, 31, !dbg !278
  %7 = add nuw nsw i16 %6, %4, !dbg !279
  %8 = zext i16 %7 to i32, !dbg !279
  %9 = shl i16 %3, 1, !dbg !280
  %10 = ashr i16 %9, 9, !dbg !280
  %11 = sext i16 %10 to i32, !dbg !280
  %12 = add nsw i32 %8, %11, !dbg !281
  ret i32 %12, !dbg !282
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn
define dso_local i32 @packed(%struct.P* nocapture noundef readonly %0) local_unnamed_addr #4 !dbg !283 {
  call void @llvm.dbg.value(metadata %struct.P* %0, metadata !288, metadata !DIExpression()), !dbg !289
  %2 = getelementptr inbounds %struct.P, %struct.P* %0, i64 0, i32 1, !dbg !290
  %3 = load i32, i32* %2, align 1, !dbg !290, !tbaa !291
  %4 = getelementptr inbounds %struct.P, %struct.P* %0, i64 0, i32 2, !dbg !295
  %5 = load i64, i64* %4, align 1, !dbg !295, !tbaa !296
  %6 = trunc i64 %5 to i32, !dbg !297
  %7 = add nsw i32 %3, %6, !dbg !298
  ret i32 %7, !dbg !299
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn
define dso_local double @flex(%struct.F* nocapture noundef readonly %0) local_unnamed_addr #4 !dbg !300 {
  call void @llvm.dbg.value(metadata %struct.F* %0, metadata !313, metadata !DIExpression()), !dbg !314
  %2 = getelementptr inbounds %struct.F, %struct.F* %0, i64 0, i32 0, !dbg !315
  %3 = load i32, i32* %2, align 8, !dbg !315, !tbaa !316
  %4 = sext i32 %3 to i64, !dbg !317
  %5 = getelementptr inbounds %struct.F, %struct.F* %0, i64 0, i32 1, i64 %4, !dbg !317
  %6 = load double, double* %5, align 8, !dbg !317, !tbaa !318
  ret double %6, !dbg !320
}

; Function Attrs: mustprogress nofree nosync nounwind readnone uwtable willreturn
define dso_local noalias nonnull i8* @al(i32 noundef %0) local_unnamed_addr #2 !dbg !321 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !325, metadata !DIExpression()), !dbg !328
  %2 = sext i32 %0 to i64, !dbg !329
  %3 = alloca i8, i64 %2, align 16, !dbg !330
  call void @llvm.dbg.value(metadata i8* %3, metadata !326, metadata !DIExpression()), !dbg !328
  ret i8* %3, !dbg !331
}

; Function Attrs: mustprogress nofree nounwind uwtable willreturn writeonly
define dso_local float @fm(float noundef %0, float noundef %1) local_unnamed_addr #12 !dbg !332 {
  call void @llvm.dbg.value(metadata float %0, metadata !336, metadata !DIExpression()), !dbg !338
  call void @llvm.dbg.value(metadata float %1, metadata !337, metadata !DIExpression()), !dbg !338
  %3 = tail call float @llvm.fma.f32(float %0, float %1, float 1.000000e+00), !dbg !339
  %4 = tail call float @sqrtf(float noundef %0) #15, !dbg !340
  %5 = fadd float %3, %4, !dbg !341
  ret float %5, !dbg !342
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fma.f32(float, float, float) #1

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare float @sqrtf(float noundef) local_unnamed_addr #13

; Function Attrs: mustprogress nofree nosync nounwind readnone uwtable willreturn
define dso_local i64 @bs(i64 noundef %0) local_unnamed_addr #2 !dbg !343 {
  call void @llvm.dbg.value(metadata i64 %0, metadata !348, metadata !DIExpression()), !dbg !349
  %2 = tail call i64 @llvm.bswap.i64(i64 %0), !dbg !350
  %3 = tail call i64 @llvm.ctpop.i64(i64 %0), !dbg !351, !range !352
  %4 = add i64 %2, %3, !dbg !353
  %5 = or i64 %0, 1, !dbg !354
  %6 = tail call i64 @llvm.ctlz.i64(i64 %5, i1 true), !dbg !355, !range !356
  %7 = add i64 %4, %6, !dbg !357
  ret i64 %7, !dbg !358
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.bswap.i64(i64) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.ctpop.i64(i64) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone uwtable willreturn
define dso_local i32 @ovf(i32 noundef %0, i32 noundef %1) local_unnamed_addr #2 !dbg !359 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !363, metadata !DIExpression()), !dbg !366
  call void @llvm.dbg.value(metadata i32 %1, metadata !364, metadata !DIExpression()), !dbg !366
  %3 = tail call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %0, i32 %1), !dbg !367
  %4 = extractvalue { i32, i1 } %3, 1, !dbg !367
  call void @llvm.dbg.value(metadata i32 undef, metadata !365, metadata !DIExpression()), !dbg !366
  %5 = extractvalue { i32, i1 } %3, 0, !dbg !369
  %6 = select i1 %4, i32 -1, i32 %5, !dbg !369
  ret i32 %6, !dbg !370
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define dso_local double @nan_inf() local_unnamed_addr #0 !dbg !371 {
  ret double 0x7FF8000000000012, !dbg !374
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define dso_local float @nanf_() local_unnamed_addr #0 !dbg !375 {
  ret float 0x7FF80000E0000000, !dbg !376
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #3 !dbg !377 {
  %1 = tail call i32 (i32, ...) @sum(i32 noundef 3, i32 noundef 1, i32 noundef 2, i32 noundef 3), !dbg !378
  %2 = tail call i32 @cgoto(i32 noundef 2), !dbg !379
  call void @llvm.dbg.value(metadata i32 3, metadata !257, metadata !DIExpression()) #15, !dbg !380
  %3 = tail call i32 asm sideeffect "movl $1, $0", "=r,r,~{memory},~{dirflag},~{fpsr},~{flags}"(i32 3) #15, !dbg !382, !srcloc !261
  call void @llvm.dbg.value(metadata i32 %3, metadata !258, metadata !DIExpression()) #15, !dbg !380
  call void @llvm.dbg.value(metadata i32 1, metadata !187, metadata !DIExpression()), !dbg !383
  %4 = atomicrmw add i32* @counter, i32 1 seq_cst, align 4, !dbg !385
  call void @llvm.dbg.value(metadata i32 0, metadata !188, metadata !DIExpression()), !dbg !383
  %5 = cmpxchg i32* @counter, i32 0, i32 1 seq_cst seq_cst, align 4, !dbg !386
  fence seq_cst, !dbg !387
  %6 = load atomic i32, i32* @counter acquire, align 4, !dbg !388
  %7 = atomicrmw xor i32* @tls, i32 5 seq_cst, align 4, !dbg !389
  %8 = add i32 %1, 9, !dbg !390
  %9 = add i32 %8, %2, !dbg !391
  %10 = add i32 %9, %3, !dbg !392
  %11 = add i32 %10, %6, !dbg !393
  %12 = add i32 %11, %7, !dbg !394
  ret i32 %12, !dbg !395
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #14

attributes #0 = { mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { mustprogress nofree nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree norecurse nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #8 = { nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nofree nosync nounwind willreturn }
attributes #10 = { nounwind returns_twice "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { noreturn nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { mustprogress nofree nounwind uwtable willreturn writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { mustprogress nofree nounwind willreturn writeonly "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #14 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #15 = { nounwind }
attributes #16 = { nounwind returns_twice }
attributes #17 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!105, !106, !107, !108, !109, !110}
!llvm.ident = !{!111}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "tls", scope: !2, file: !3, line: 10, type: !16, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, retainedTypes: !15, globals: !17, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "feat.c", directory: "/tmp/feat", checksumkind: CSK_MD5, checksum: "c7ab93f04bb592105cf61c9986ca13b2")
!4 = !{!5}
!5 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "memory_order", file: !6, line: 56, baseType: !7, size: 32, elements: !8)
!6 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stdatomic.h", directory: "", checksumkind: CSK_MD5, checksum: "de5d66a1ef2f5448cc1919ff39db92bc")
!7 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!8 = !{!9, !10, !11, !12, !13, !14}
!9 = !DIEnumerator(name: "memory_order_relaxed", value: 0)
!10 = !DIEnumerator(name: "memory_order_consume", value: 1)
!11 = !DIEnumerator(name: "memory_order_acquire", value: 2)
!12 = !DIEnumerator(name: "memory_order_release", value: 3)
!13 = !DIEnumerator(name: "memory_order_acq_rel", value: 4)
!14 = !DIEnumerator(name: "memory_order_seq_cst", value: 5)
!15 = !{!16}
!16 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!17 = !{!0, !18, !20, !22, !24, !38, !43, !51, !58, !63, !67, !70, !72, !75, !78}
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(name: "weakv", scope: !2, file: !3, line: 12, type: !16, isLocal: false, isDefinition: true)
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(name: "hidden_v", scope: !2, file: !3, line: 13, type: !16, isLocal: false, isDefinition: true)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(name: "sect_v", scope: !2, file: !3, line: 14, type: !16, isLocal: false, isDefinition: true)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(name: "tbl", scope: !26, file: !3, line: 34, type: !34, isLocal: true, isDefinition: true)
!26 = distinct !DISubprogram(name: "cgoto", scope: !3, file: !3, line: 34, type: !27, scopeLine: 34, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !29)
!27 = !DISubroutineType(types: !28)
!28 = !{!16, !16}
!29 = !{!30, !31, !32, !33}
!30 = !DILocalVariable(name: "i", arg: 1, scope: !26, file: !3, line: 34, type: !16)
!31 = !DILabel(scope: !26, name: "a", file: !3, line: 34)
!32 = !DILabel(scope: !26, name: "b", file: !3, line: 34)
!33 = !DILabel(scope: !26, name: "c", file: !3, line: 34)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !35, size: 192, elements: !36)
!35 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!36 = !{!37}
!37 = !DISubrange(count: 3)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(name: "str", scope: !2, file: !3, line: 44, type: !40, isLocal: false, isDefinition: true)
!40 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !41, size: 64)
!41 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !42)
!42 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(name: "gp", scope: !2, file: !3, line: 49, type: !45, isLocal: false, isDefinition: true)
!45 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "P", file: !3, line: 7, size: 104, elements: !46)
!46 = !{!47, !48, !49}
!47 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !45, file: !3, line: 7, baseType: !42, size: 8)
!48 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !45, file: !3, line: 7, baseType: !16, size: 32, offset: 8)
!49 = !DIDerivedType(tag: DW_TAG_member, name: "l", scope: !45, file: !3, line: 7, baseType: !50, size: 64, offset: 40)
!50 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(name: "gb", scope: !2, file: !3, line: 50, type: !53, isLocal: false, isDefinition: true)
!53 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "B", file: !3, line: 8, size: 32, elements: !54)
!54 = !{!55, !56, !57}
!55 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !53, file: !3, line: 8, baseType: !7, size: 3, flags: DIFlagBitField, extraData: i64 0)
!56 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !53, file: !3, line: 8, baseType: !7, size: 5, offset: 3, flags: DIFlagBitField, extraData: i64 0)
!57 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !53, file: !3, line: 8, baseType: !16, size: 7, offset: 8, flags: DIFlagBitField, extraData: i64 0)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(name: "arr2", scope: !2, file: !3, line: 51, type: !60, isLocal: false, isDefinition: true)
!60 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 192, elements: !61)
!61 = !{!62, !37}
!62 = !DISubrange(count: 2)
!63 = !DIGlobalVariableExpression(var: !64, expr: !DIExpression())
!64 = distinct !DIGlobalVariable(name: "ptrs", scope: !2, file: !3, line: 52, type: !65, isLocal: false, isDefinition: true)
!65 = !DICompositeType(tag: DW_TAG_array_type, baseType: !66, size: 192, elements: !36)
!66 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!67 = !DIGlobalVariableExpression(var: !68, expr: !DIExpression())
!68 = distinct !DIGlobalVariable(name: "addr_diff", scope: !2, file: !3, line: 53, type: !69, isLocal: false, isDefinition: true)
!69 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!70 = !DIGlobalVariableExpression(var: !71, expr: !DIExpression())
!71 = distinct !DIGlobalVariable(name: "tls2", scope: !2, file: !3, line: 11, type: !16, isLocal: true, isDefinition: true)
!72 = !DIGlobalVariableExpression(var: !73, expr: !DIExpression())
!73 = distinct !DIGlobalVariable(name: "counter", scope: !2, file: !3, line: 18, type: !74, isLocal: false, isDefinition: true)
!74 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !16)
!75 = !DIGlobalVariableExpression(var: !76, expr: !DIExpression())
!76 = distinct !DIGlobalVariable(name: "h16", scope: !2, file: !3, line: 22, type: !77, isLocal: false, isDefinition: true)
!77 = !DIBasicType(name: "__fp16", size: 16, encoding: DW_ATE_float)
!78 = !DIGlobalVariableExpression(var: !79, expr: !DIExpression())
!79 = distinct !DIGlobalVariable(name: "jb", scope: !2, file: !3, line: 37, type: !80, isLocal: false, isDefinition: true)
!80 = !DIDerivedType(tag: DW_TAG_typedef, name: "jmp_buf", file: !81, line: 32, baseType: !82)
!81 = !DIFile(filename: "/usr/include/setjmp.h", directory: "", checksumkind: CSK_MD5, checksum: "cd7862ae7ed31595227c999638ae74e7")
!82 = !DICompositeType(tag: DW_TAG_array_type, baseType: !83, size: 1600, elements: !103)
!83 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__jmp_buf_tag", file: !84, line: 26, size: 1600, elements: !85)
!84 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct___jmp_buf_tag.h", directory: "", checksumkind: CSK_MD5, checksum: "56a90a97e853c2bec1d9e290be5e92e4")
!85 = !{!86, !92, !93}
!86 = !DIDerivedType(tag: DW_TAG_member, name: "__jmpbuf", scope: !83, file: !84, line: 32, baseType: !87, size: 512)
!87 = !DIDerivedType(tag: DW_TAG_typedef, name: "__jmp_buf", file: !88, line: 31, baseType: !89)
!88 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/setjmp.h", directory: "", checksumkind: CSK_MD5, checksum: "80e7796efafaf357b5e64731e4f6ac30")
!89 = !DICompositeType(tag: DW_TAG_array_type, baseType: !69, size: 512, elements: !90)
!90 = !{!91}
!91 = !DISubrange(count: 8)
!92 = !DIDerivedType(tag: DW_TAG_member, name: "__mask_was_saved", scope: !83, file: !84, line: 33, baseType: !16, size: 32, offset: 512)
!93 = !DIDerivedType(tag: DW_TAG_member, name: "__saved_mask", scope: !83, file: !84, line: 34, baseType: !94, size: 1024, offset: 576)
!94 = !DIDerivedType(tag: DW_TAG_typedef, name: "__sigset_t", file: !95, line: 8, baseType: !96)
!95 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/__sigset_t.h", directory: "", checksumkind: CSK_MD5, checksum: "acc6b14c0967857fec362a8d433e1cf2")
!96 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !95, line: 5, size: 1024, elements: !97)
!97 = !{!98}
!98 = !DIDerivedType(tag: DW_TAG_member, name: "__val", scope: !96, file: !95, line: 7, baseType: !99, size: 1024)
!99 = !DICompositeType(tag: DW_TAG_array_type, baseType: !100, size: 1024, elements: !101)
!100 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!101 = !{!102}
!102 = !DISubrange(count: 16)
!103 = !{!104}
!104 = !DISubrange(count: 1)
!105 = !{i32 7, !"Dwarf Version", i32 5}
!106 = !{i32 2, !"Debug Info Version", i32 3}
!107 = !{i32 1, !"wchar_size", i32 4}
!108 = !{i32 7, !"PIC Level", i32 2}
!109 = !{i32 7, !"PIE Level", i32 2}
!110 = !{i32 7, !"uwtable", i32 1}
!111 = !{!"Debian clang version 14.0.6"}
!112 = distinct !DISubprogram(name: "target", scope: !3, file: !3, line: 15, type: !113, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !115)
!113 = !DISubroutineType(types: !114)
!114 = !{null}
!115 = !{}
!116 = !DILocation(line: 15, column: 20, scope: !112)
!117 = distinct !DISubprogram(name: "big", scope: !3, file: !3, line: 19, type: !118, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !121)
!118 = !DISubroutineType(types: !119)
!119 = !{!120, !120, !120}
!120 = !DIBasicType(name: "__int128", size: 128, encoding: DW_ATE_signed)
!121 = !{!122, !123}
!122 = !DILocalVariable(name: "a", arg: 1, scope: !117, file: !3, line: 19, type: !120)
!123 = !DILocalVariable(name: "b", arg: 2, scope: !117, file: !3, line: 19, type: !120)
!124 = !DILocation(line: 0, scope: !117)
!125 = !DILocation(line: 19, column: 49, scope: !117)
!126 = !DILocation(line: 19, column: 58, scope: !117)
!127 = !DILocation(line: 19, column: 53, scope: !117)
!128 = !DILocation(line: 19, column: 40, scope: !117)
!129 = distinct !DISubprogram(name: "ld", scope: !3, file: !3, line: 20, type: !130, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !133)
!130 = !DISubroutineType(types: !131)
!131 = !{!132, !132}
!132 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!133 = !{!134}
!134 = !DILocalVariable(name: "x", arg: 1, scope: !129, file: !3, line: 20, type: !132)
!135 = !DILocation(line: 0, scope: !129)
!136 = !DILocation(line: 20, column: 49, scope: !129)
!137 = !DILocation(line: 20, column: 33, scope: !129)
!138 = distinct !DISubprogram(name: "cplx", scope: !3, file: !3, line: 21, type: !139, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !142)
!139 = !DISubroutineType(types: !140)
!140 = !{!141, !141, !141}
!141 = !DIBasicType(name: "complex", size: 128, encoding: DW_ATE_complex_float)
!142 = !{!143, !144}
!143 = !DILocalVariable(name: "a", arg: 1, scope: !138, file: !3, line: 21, type: !141)
!144 = !DILocalVariable(name: "b", arg: 2, scope: !138, file: !3, line: 21, type: !141)
!145 = !DILocation(line: 0, scope: !138)
!146 = !DILocation(line: 21, column: 71, scope: !138)
!147 = !{!"branch_weights", i32 1, i32 1048575}
!148 = !DILocation(line: 21, column: 62, scope: !138)
!149 = distinct !DISubprogram(name: "usehalf", scope: !3, file: !3, line: 23, type: !150, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !115)
!150 = !DISubroutineType(types: !151)
!151 = !{!152}
!152 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!153 = !DILocation(line: 23, column: 30, scope: !149)
!154 = !{!155, !155, i64 0}
!155 = !{!"__fp16", !156, i64 0}
!156 = !{!"omnipotent char", !157, i64 0}
!157 = !{!"Simple C/C++ TBAA"}
!158 = !DILocation(line: 23, column: 34, scope: !149)
!159 = !DILocation(line: 23, column: 23, scope: !149)
!160 = distinct !DISubprogram(name: "vadd", scope: !3, file: !3, line: 24, type: !161, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !167)
!161 = !DISubroutineType(types: !162)
!162 = !{!163, !163, !163}
!163 = !DIDerivedType(tag: DW_TAG_typedef, name: "v4si", file: !3, line: 5, baseType: !164)
!164 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 128, flags: DIFlagVector, elements: !165)
!165 = !{!166}
!166 = !DISubrange(count: 4)
!167 = !{!168, !169}
!168 = !DILocalVariable(name: "a", arg: 1, scope: !160, file: !3, line: 24, type: !163)
!169 = !DILocalVariable(name: "b", arg: 2, scope: !160, file: !3, line: 24, type: !163)
!170 = !DILocation(line: 0, scope: !160)
!171 = !DILocation(line: 24, column: 42, scope: !160)
!172 = !DILocation(line: 24, column: 38, scope: !160)
!173 = !DILocation(line: 24, column: 29, scope: !160)
!174 = distinct !DISubprogram(name: "vshuf", scope: !3, file: !3, line: 25, type: !175, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !179)
!175 = !DISubroutineType(types: !176)
!176 = !{!177, !177, !177}
!177 = !DIDerivedType(tag: DW_TAG_typedef, name: "v4sf", file: !3, line: 6, baseType: !178)
!178 = !DICompositeType(tag: DW_TAG_array_type, baseType: !152, size: 128, flags: DIFlagVector, elements: !165)
!179 = !{!180, !181}
!180 = !DILocalVariable(name: "a", arg: 1, scope: !174, file: !3, line: 25, type: !177)
!181 = !DILocalVariable(name: "b", arg: 2, scope: !174, file: !3, line: 25, type: !177)
!182 = !DILocation(line: 0, scope: !174)
!183 = !DILocation(line: 25, column: 37, scope: !174)
!184 = !DILocation(line: 25, column: 30, scope: !174)
!185 = distinct !DISubprogram(name: "atom", scope: !3, file: !3, line: 26, type: !27, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !186)
!186 = !{!187, !188}
!187 = !DILocalVariable(name: "x", arg: 1, scope: !185, file: !3, line: 26, type: !16)
!188 = !DILocalVariable(name: "e", scope: !185, file: !3, line: 28, type: !16)
!189 = !DILocation(line: 0, scope: !185)
!190 = !DILocation(line: 27, column: 3, scope: !185)
!191 = !DILocation(line: 29, column: 3, scope: !185)
!192 = !DILocation(line: 30, column: 3, scope: !185)
!193 = !DILocation(line: 31, column: 10, scope: !185)
!194 = !DILocation(line: 31, column: 65, scope: !185)
!195 = !DILocation(line: 31, column: 63, scope: !185)
!196 = !DILocation(line: 31, column: 3, scope: !185)
!197 = distinct !DISubprogram(name: "sum", scope: !3, file: !3, line: 33, type: !198, scopeLine: 33, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !200)
!198 = !DISubroutineType(types: !199)
!199 = !{!16, !16, null}
!200 = !{!201, !202, !214, !215}
!201 = !DILocalVariable(name: "n", arg: 1, scope: !197, file: !3, line: 33, type: !16)
!202 = !DILocalVariable(name: "ap", scope: !197, file: !3, line: 33, type: !203)
!203 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list", file: !204, line: 14, baseType: !205)
!204 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stdarg.h", directory: "", checksumkind: CSK_MD5, checksum: "4de3cbd931b589d291e5c39387aecf82")
!205 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !206, baseType: !207)
!206 = !DIFile(filename: "feat.c", directory: "/tmp/feat")
!207 = !DICompositeType(tag: DW_TAG_array_type, baseType: !208, size: 192, elements: !103)
!208 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list_tag", size: 192, elements: !209)
!209 = !{!210, !211, !212, !213}
!210 = !DIDerivedType(tag: DW_TAG_member, name: "gp_offset", scope: !208, file: !206, line: 33, baseType: !7, size: 32)
!211 = !DIDerivedType(tag: DW_TAG_member, name: "fp_offset", scope: !208, file: !206, line: 33, baseType: !7, size: 32, offset: 32)
!212 = !DIDerivedType(tag: DW_TAG_member, name: "overflow_arg_area", scope: !208, file: !206, line: 33, baseType: !35, size: 64, offset: 64)
!213 = !DIDerivedType(tag: DW_TAG_member, name: "reg_save_area", scope: !208, file: !206, line: 33, baseType: !35, size: 64, offset: 128)
!214 = !DILocalVariable(name: "s", scope: !197, file: !3, line: 33, type: !16)
!215 = !DILocalVariable(name: "i", scope: !216, file: !3, line: 33, type: !16)
!216 = distinct !DILexicalBlock(scope: !197, file: !3, line: 33, column: 63)
!217 = !DILocation(line: 0, scope: !197)
!218 = !DILocation(line: 33, column: 23, scope: !197)
!219 = !DILocation(line: 33, column: 31, scope: !197)
!220 = !DILocation(line: 33, column: 35, scope: !197)
!221 = !DILocation(line: 0, scope: !216)
!222 = !DILocation(line: 33, column: 81, scope: !223)
!223 = distinct !DILexicalBlock(scope: !216, file: !3, line: 33, column: 63)
!224 = !DILocation(line: 33, column: 63, scope: !216)
!225 = !DILocation(line: 33, column: 96, scope: !223)
!226 = !DILocation(line: 33, column: 93, scope: !223)
!227 = !DILocation(line: 33, column: 113, scope: !197)
!228 = !DILocation(line: 33, column: 135, scope: !197)
!229 = !DILocation(line: 33, column: 125, scope: !197)
!230 = distinct !{!230, !224, !231, !232}
!231 = !DILocation(line: 33, column: 96, scope: !216)
!232 = !{!"llvm.loop.mustprogress"}
!233 = !DILocation(line: 0, scope: !26)
!234 = !DILocation(line: 34, column: 72, scope: !26)
!235 = !DILocation(line: 34, column: 66, scope: !26)
!236 = !{!237, !237, i64 0}
!237 = !{!"any pointer", !156, i64 0}
!238 = !DILocation(line: 34, column: 91, scope: !26)
!239 = !DILocation(line: 34, column: 94, scope: !26)
!240 = !DILocation(line: 34, column: 104, scope: !26)
!241 = !DILocation(line: 34, column: 107, scope: !26)
!242 = !DILocation(line: 34, column: 117, scope: !26)
!243 = distinct !DISubprogram(name: "sw", scope: !3, file: !3, line: 35, type: !27, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !244)
!244 = !{!245}
!245 = !DILocalVariable(name: "x", arg: 1, scope: !243, file: !3, line: 35, type: !16)
!246 = !DILocation(line: 0, scope: !243)
!247 = !DILocation(line: 35, column: 17, scope: !243)
!248 = !DILocation(line: 35, column: 56, scope: !249)
!249 = distinct !DILexicalBlock(scope: !243, file: !3, line: 35, column: 28)
!250 = !DILocation(line: 35, column: 76, scope: !249)
!251 = !DILocation(line: 35, column: 95, scope: !249)
!252 = !DILocation(line: 35, column: 114, scope: !249)
!253 = !DILocation(line: 0, scope: !249)
!254 = !DILocation(line: 35, column: 126, scope: !243)
!255 = distinct !DISubprogram(name: "asmf", scope: !3, file: !3, line: 36, type: !27, scopeLine: 36, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !256)
!256 = !{!257, !258}
!257 = !DILocalVariable(name: "x", arg: 1, scope: !255, file: !3, line: 36, type: !16)
!258 = !DILocalVariable(name: "y", scope: !255, file: !3, line: 36, type: !16)
!259 = !DILocation(line: 0, scope: !255)
!260 = !DILocation(line: 36, column: 26, scope: !255)
!261 = !{i64 1757}
!262 = !DILocation(line: 36, column: 90, scope: !255)
!263 = distinct !DISubprogram(name: "sj", scope: !3, file: !3, line: 38, type: !264, scopeLine: 38, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !115)
!264 = !DISubroutineType(types: !15)
!265 = !DILocation(line: 38, column: 20, scope: !266)
!266 = distinct !DILexicalBlock(scope: !263, file: !3, line: 38, column: 20)
!267 = !DILocation(line: 38, column: 20, scope: !263)
!268 = !DILocation(line: 38, column: 32, scope: !266)
!269 = !DILocation(line: 38, column: 42, scope: !263)
!270 = distinct !DISubprogram(name: "bits", scope: !3, file: !3, line: 39, type: !271, scopeLine: 39, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !274)
!271 = !DISubroutineType(types: !272)
!272 = !{!16, !273}
!273 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !53, size: 64)
!274 = !{!275}
!275 = !DILocalVariable(name: "b", arg: 1, scope: !270, file: !3, line: 39, type: !273)
!276 = !DILocation(line: 0, scope: !270)
!277 = !DILocation(line: 39, column: 35, scope: !270)
!278 = !DILocation(line: 39, column: 42, scope: !270)
!279 = !DILocation(line: 39, column: 37, scope: !270)
!280 = !DILocation(line: 39, column: 49, scope: !270)
!281 = !DILocation(line: 39, column: 44, scope: !270)
!282 = !DILocation(line: 39, column: 25, scope: !270)
!283 = distinct !DISubprogram(name: "packed", scope: !3, file: !3, line: 40, type: !284, scopeLine: 40, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !287)
!284 = !DISubroutineType(types: !285)
!285 = !{!16, !286}
!286 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !45, size: 64)
!287 = !{!288}
!288 = !DILocalVariable(name: "p", arg: 1, scope: !283, file: !3, line: 40, type: !286)
!289 = !DILocation(line: 0, scope: !283)
!290 = !DILocation(line: 40, column: 37, scope: !283)
!291 = !{!292, !293, i64 1}
!292 = !{!"P", !156, i64 0, !293, i64 1, !294, i64 5}
!293 = !{!"int", !156, i64 0}
!294 = !{!"long long", !156, i64 0}
!295 = !DILocation(line: 40, column: 49, scope: !283)
!296 = !{!292, !294, i64 5}
!297 = !DILocation(line: 40, column: 41, scope: !283)
!298 = !DILocation(line: 40, column: 39, scope: !283)
!299 = !DILocation(line: 40, column: 27, scope: !283)
!300 = distinct !DISubprogram(name: "flex", scope: !3, file: !3, line: 41, type: !301, scopeLine: 41, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !312)
!301 = !DISubroutineType(types: !302)
!302 = !{!303, !304}
!303 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!304 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !305, size: 64)
!305 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "F", file: !3, line: 9, size: 64, elements: !306)
!306 = !{!307, !308}
!307 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !305, file: !3, line: 9, baseType: !16, size: 32)
!308 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !305, file: !3, line: 9, baseType: !309, offset: 64)
!309 = !DICompositeType(tag: DW_TAG_array_type, baseType: !303, elements: !310)
!310 = !{!311}
!311 = !DISubrange(count: -1)
!312 = !{!313}
!313 = !DILocalVariable(name: "f", arg: 1, scope: !300, file: !3, line: 41, type: !304)
!314 = !DILocation(line: 0, scope: !300)
!315 = !DILocation(line: 41, column: 43, scope: !300)
!316 = !{!293, !293, i64 0}
!317 = !DILocation(line: 41, column: 35, scope: !300)
!318 = !{!319, !319, i64 0}
!319 = !{!"double", !156, i64 0}
!320 = !DILocation(line: 41, column: 28, scope: !300)
!321 = distinct !DISubprogram(name: "al", scope: !3, file: !3, line: 42, type: !322, scopeLine: 42, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !324)
!322 = !DISubroutineType(types: !323)
!323 = !{!35, !16}
!324 = !{!325, !326}
!325 = !DILocalVariable(name: "n", arg: 1, scope: !321, file: !3, line: 42, type: !16)
!326 = !DILocalVariable(name: "p", scope: !321, file: !3, line: 42, type: !327)
!327 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !42, size: 64)
!328 = !DILocation(line: 0, scope: !321)
!329 = !DILocation(line: 42, column: 46, scope: !321)
!330 = !DILocation(line: 42, column: 29, scope: !321)
!331 = !DILocation(line: 42, column: 67, scope: !321)
!332 = distinct !DISubprogram(name: "fm", scope: !3, file: !3, line: 43, type: !333, scopeLine: 43, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !335)
!333 = !DISubroutineType(types: !334)
!334 = !{!152, !152, !152}
!335 = !{!336, !337}
!336 = !DILocalVariable(name: "a", arg: 1, scope: !332, file: !3, line: 43, type: !152)
!337 = !DILocalVariable(name: "b", arg: 2, scope: !332, file: !3, line: 43, type: !152)
!338 = !DILocation(line: 0, scope: !332)
!339 = !DILocation(line: 43, column: 37, scope: !332)
!340 = !DILocation(line: 43, column: 66, scope: !332)
!341 = !DILocation(line: 43, column: 64, scope: !332)
!342 = !DILocation(line: 43, column: 30, scope: !332)
!343 = distinct !DISubprogram(name: "bs", scope: !3, file: !3, line: 45, type: !344, scopeLine: 45, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !347)
!344 = !DISubroutineType(types: !345)
!345 = !{!346, !346}
!346 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!347 = !{!348}
!348 = !DILocalVariable(name: "x", arg: 1, scope: !343, file: !3, line: 45, type: !346)
!349 = !DILocation(line: 0, scope: !343)
!350 = !DILocation(line: 45, column: 54, scope: !343)
!351 = !DILocation(line: 45, column: 77, scope: !343)
!352 = !{i64 0, i64 65}
!353 = !DILocation(line: 45, column: 75, scope: !343)
!354 = !DILocation(line: 45, column: 121, scope: !343)
!355 = !DILocation(line: 45, column: 103, scope: !343)
!356 = !{i64 0, i64 64}
!357 = !DILocation(line: 45, column: 101, scope: !343)
!358 = !DILocation(line: 45, column: 47, scope: !343)
!359 = distinct !DISubprogram(name: "ovf", scope: !3, file: !3, line: 46, type: !360, scopeLine: 46, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !362)
!360 = !DISubroutineType(types: !361)
!361 = !{!16, !16, !16}
!362 = !{!363, !364, !365}
!363 = !DILocalVariable(name: "a", arg: 1, scope: !359, file: !3, line: 46, type: !16)
!364 = !DILocalVariable(name: "b", arg: 2, scope: !359, file: !3, line: 46, type: !16)
!365 = !DILocalVariable(name: "r", scope: !359, file: !3, line: 46, type: !16)
!366 = !DILocation(line: 0, scope: !359)
!367 = !DILocation(line: 46, column: 36, scope: !368)
!368 = distinct !DILexicalBlock(scope: !359, file: !3, line: 46, column: 36)
!369 = !DILocation(line: 46, column: 36, scope: !359)
!370 = !DILocation(line: 46, column: 92, scope: !359)
!371 = distinct !DISubprogram(name: "nan_inf", scope: !3, file: !3, line: 47, type: !372, scopeLine: 47, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !115)
!372 = !DISubroutineType(types: !373)
!373 = !{!303}
!374 = !DILocation(line: 47, column: 24, scope: !371)
!375 = distinct !DISubprogram(name: "nanf_", scope: !3, file: !3, line: 48, type: !150, scopeLine: 48, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !115)
!376 = !DILocation(line: 48, column: 21, scope: !375)
!377 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 54, type: !264, scopeLine: 54, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !115)
!378 = !DILocation(line: 54, column: 25, scope: !377)
!379 = !DILocation(line: 54, column: 43, scope: !377)
!380 = !DILocation(line: 0, scope: !255, inlinedAt: !381)
!381 = distinct !DILocation(line: 54, column: 62, scope: !377)
!382 = !DILocation(line: 36, column: 26, scope: !255, inlinedAt: !381)
!383 = !DILocation(line: 0, scope: !185, inlinedAt: !384)
!384 = distinct !DILocation(line: 54, column: 72, scope: !377)
!385 = !DILocation(line: 27, column: 3, scope: !185, inlinedAt: !384)
!386 = !DILocation(line: 29, column: 3, scope: !185, inlinedAt: !384)
!387 = !DILocation(line: 30, column: 3, scope: !185, inlinedAt: !384)
!388 = !DILocation(line: 31, column: 10, scope: !185, inlinedAt: !384)
!389 = !DILocation(line: 31, column: 65, scope: !185, inlinedAt: !384)
!390 = !DILocation(line: 31, column: 63, scope: !185, inlinedAt: !384)
!391 = !DILocation(line: 54, column: 41, scope: !377)
!392 = !DILocation(line: 54, column: 52, scope: !377)
!393 = !DILocation(line: 54, column: 60, scope: !377)
!394 = !DILocation(line: 54, column: 70, scope: !377)
!395 = !DILocation(line: 54, column: 18, scope: !377)
