; Inlined calls get DW_TAG_inlined_subroutine DIEs as llc gives them: nested as the calls are
; (sq inlined into sumsq inlined into main), with the call's file, line and column and the
; address ranges of the inlined code, and an abstract DW_TAG_subprogram (DW_AT_inline) per
; inlined function holding its parameters; main's parameters, which keep their values, are in
; their incoming registers until written (a location list), the other retained parameters and
; variables of optimised code have no location (a debugger shows them as optimised out). gdb then stops at `break sq` and
; its backtrace names sq, sumsq and main. clang-14 -O2 -g of:
;   volatile int g;
;   static int sq(int x) { g = x; return g * x; }
;   static int sumsq(int n) { int s = 0; for (int i = 0; i < n; i++) s += sq(i); return s; }
;   int main(int argc, char **argv) { printf("%d\n", sumsq(argc + 9)); return 0; }
; RUN: kiln llc -O2 -filetype=obj %s -o %t.o && llvm-dwarfdump --verify %t.o | FileCheck %s --check-prefix=VERIFY
; RUN: kiln llc -O2 -dwarf-version=4 -filetype=obj %s -o %t4.o && llvm-dwarfdump --verify %t4.o | FileCheck %s --check-prefix=VERIFY
; RUN: kiln llc -O2 -filetype=obj %s -o %t.o && llvm-dwarfdump --debug-info %t.o | FileCheck %s

; VERIFY: No errors.
; CHECK: DW_TAG_subprogram
; CHECK: DW_AT_name ("main")
; CHECK: DW_TAG_formal_parameter
; CHECK-NEXT: DW_AT_location (0x{{[0-9a-f]+}}:
; CHECK-NEXT: [0x{{[0-9a-f]+}}, 0x{{[0-9a-f]+}}): DW_OP_reg5 RDI)
; CHECK-NEXT: DW_AT_name ("argc")
; CHECK: DW_TAG_inlined_subroutine
; CHECK-NEXT: DW_AT_abstract_origin ([[SUMSQ:0x[0-9a-f]+]] "sumsq")
; CHECK-NEXT: DW_AT_low_pc
; CHECK-NEXT: DW_AT_high_pc
; CHECK-NEXT: DW_AT_call_file ("/src/inl.c")
; CHECK-NEXT: DW_AT_call_line (5)
; CHECK-NEXT: DW_AT_call_column (0x32)
; CHECK: DW_TAG_inlined_subroutine
; CHECK-NEXT: DW_AT_abstract_origin ([[SQ:0x[0-9a-f]+]] "sq")
; CHECK-NEXT: DW_AT_ranges
; CHECK: DW_AT_call_line (4)
; CHECK: [[SUMSQ]]: DW_TAG_subprogram
; CHECK-NEXT: DW_AT_name ("sumsq")
; CHECK: DW_AT_inline (DW_INL_inlined)
; CHECK: DW_TAG_formal_parameter
; CHECK-NEXT: DW_AT_name ("n")
; CHECK: [[SQ]]: DW_TAG_subprogram
; CHECK-NEXT: DW_AT_name ("sq")
; CHECK: DW_AT_inline (DW_INL_inlined)

source_filename = "inl.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1
@g = dso_local global i32 0, align 4, !dbg !0

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readnone %1) local_unnamed_addr #0 !dbg !14 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !21, metadata !DIExpression()), !dbg !23
  call void @llvm.dbg.value(metadata i8** %1, metadata !22, metadata !DIExpression()), !dbg !23
  call void @llvm.dbg.value(metadata i32 %0, metadata !24, metadata !DIExpression(DW_OP_plus_uconst, 9, DW_OP_stack_value)), !dbg !32
  call void @llvm.dbg.value(metadata i32 0, metadata !29, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i32 0, metadata !30, metadata !DIExpression()), !dbg !34
  %3 = icmp sgt i32 %0, -9, !dbg !35
  br i1 %3, label %4, label %48, !dbg !37

4:                                                ; preds = %2
  %5 = add i32 %0, 8
  %6 = add i32 %0, 9, !dbg !37
  %7 = and i32 %6, 3, !dbg !37
  %8 = icmp ult i32 %5, 3, !dbg !37
  br i1 %8, label %33, label %9, !dbg !37

9:                                                ; preds = %4
  %10 = and i32 %6, -4, !dbg !37
  br label %11, !dbg !37

11:                                               ; preds = %11, %9
  %12 = phi i32 [ 0, %9 ], [ %30, %11 ]
  %13 = phi i32 [ 0, %9 ], [ %29, %11 ]
  %14 = phi i32 [ 0, %9 ], [ %31, %11 ]
  call void @llvm.dbg.value(metadata i32 %12, metadata !30, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i32 %13, metadata !29, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i32 %12, metadata !38, metadata !DIExpression()), !dbg !41
  store volatile i32 %12, i32* @g, align 4, !dbg !43, !tbaa !44
  %15 = load volatile i32, i32* @g, align 4, !dbg !48, !tbaa !44
  %16 = mul nsw i32 %15, %12, !dbg !49
  %17 = add nsw i32 %16, %13, !dbg !50
  call void @llvm.dbg.value(metadata i32 %17, metadata !29, metadata !DIExpression()), !dbg !32
  %18 = or i32 %12, 1, !dbg !51
  call void @llvm.dbg.value(metadata i32 %18, metadata !30, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i32 %18, metadata !30, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i32 %17, metadata !29, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i32 %18, metadata !38, metadata !DIExpression()), !dbg !41
  store volatile i32 %18, i32* @g, align 4, !dbg !43, !tbaa !44
  %19 = load volatile i32, i32* @g, align 4, !dbg !48, !tbaa !44
  %20 = mul nsw i32 %19, %18, !dbg !49
  %21 = add nsw i32 %20, %17, !dbg !50
  call void @llvm.dbg.value(metadata i32 %21, metadata !29, metadata !DIExpression()), !dbg !32
  %22 = or i32 %12, 2, !dbg !51
  call void @llvm.dbg.value(metadata i32 %22, metadata !30, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i32 %22, metadata !30, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i32 %21, metadata !29, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i32 %22, metadata !38, metadata !DIExpression()), !dbg !41
  store volatile i32 %22, i32* @g, align 4, !dbg !43, !tbaa !44
  %23 = load volatile i32, i32* @g, align 4, !dbg !48, !tbaa !44
  %24 = mul nsw i32 %23, %22, !dbg !49
  %25 = add nsw i32 %24, %21, !dbg !50
  call void @llvm.dbg.value(metadata i32 %25, metadata !29, metadata !DIExpression()), !dbg !32
  %26 = or i32 %12, 3, !dbg !51
  call void @llvm.dbg.value(metadata i32 %26, metadata !30, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i32 %26, metadata !30, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i32 %25, metadata !29, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i32 %26, metadata !38, metadata !DIExpression()), !dbg !41
  store volatile i32 %26, i32* @g, align 4, !dbg !43, !tbaa !44
  %27 = load volatile i32, i32* @g, align 4, !dbg !48, !tbaa !44
  %28 = mul nsw i32 %27, %26, !dbg !49
  %29 = add nsw i32 %28, %25, !dbg !50
  call void @llvm.dbg.value(metadata i32 %29, metadata !29, metadata !DIExpression()), !dbg !32
  %30 = add nuw nsw i32 %12, 4, !dbg !51
  call void @llvm.dbg.value(metadata i32 %30, metadata !30, metadata !DIExpression()), !dbg !34
  %31 = add i32 %14, 4, !dbg !37
  %32 = icmp eq i32 %31, %10, !dbg !37
  br i1 %32, label %33, label %11, !dbg !37, !llvm.loop !52

33:                                               ; preds = %11, %4
  %34 = phi i32 [ undef, %4 ], [ %29, %11 ]
  %35 = phi i32 [ 0, %4 ], [ %30, %11 ]
  %36 = phi i32 [ 0, %4 ], [ %29, %11 ]
  %37 = icmp eq i32 %7, 0, !dbg !37
  br i1 %37, label %48, label %38, !dbg !37

38:                                               ; preds = %33, %38
  %39 = phi i32 [ %45, %38 ], [ %35, %33 ]
  %40 = phi i32 [ %44, %38 ], [ %36, %33 ]
  %41 = phi i32 [ %46, %38 ], [ 0, %33 ]
  call void @llvm.dbg.value(metadata i32 %39, metadata !30, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i32 %40, metadata !29, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i32 %39, metadata !38, metadata !DIExpression()), !dbg !41
  store volatile i32 %39, i32* @g, align 4, !dbg !43, !tbaa !44
  %42 = load volatile i32, i32* @g, align 4, !dbg !48, !tbaa !44
  %43 = mul nsw i32 %42, %39, !dbg !49
  %44 = add nsw i32 %43, %40, !dbg !50
  call void @llvm.dbg.value(metadata i32 %44, metadata !29, metadata !DIExpression()), !dbg !32
  %45 = add nuw nsw i32 %39, 1, !dbg !51
  call void @llvm.dbg.value(metadata i32 %45, metadata !30, metadata !DIExpression()), !dbg !34
  %46 = add i32 %41, 1, !dbg !37
  %47 = icmp eq i32 %46, %7, !dbg !37
  br i1 %47, label %48, label %38, !dbg !37, !llvm.loop !55

48:                                               ; preds = %33, %38, %2
  %49 = phi i32 [ 0, %2 ], [ %34, %33 ], [ %44, %38 ], !dbg !32
  %50 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i32 noundef %49), !dbg !57
  ret i32 0, !dbg !58
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #2

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!7, !8, !9, !10, !11, !12}
!llvm.ident = !{!13}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "g", scope: !2, file: !3, line: 2, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "inl.c", directory: "/src", checksumkind: CSK_MD5, checksum: "f57d8d7e89fd84164f183581ac034c00")
!4 = !{!0}
!5 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !6)
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !{i32 7, !"Dwarf Version", i32 5}
!8 = !{i32 2, !"Debug Info Version", i32 3}
!9 = !{i32 1, !"wchar_size", i32 4}
!10 = !{i32 7, !"PIC Level", i32 2}
!11 = !{i32 7, !"PIE Level", i32 2}
!12 = !{i32 7, !"uwtable", i32 1}
!13 = !{!"Debian clang version 14.0.6"}
!14 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 5, type: !15, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !20)
!15 = !DISubroutineType(types: !16)
!16 = !{!6, !6, !17}
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !18, size: 64)
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!19 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!20 = !{!21, !22}
!21 = !DILocalVariable(name: "argc", arg: 1, scope: !14, file: !3, line: 5, type: !6)
!22 = !DILocalVariable(name: "argv", arg: 2, scope: !14, file: !3, line: 5, type: !17)
!23 = !DILocation(line: 0, scope: !14)
!24 = !DILocalVariable(name: "n", arg: 1, scope: !25, file: !3, line: 4, type: !6)
!25 = distinct !DISubprogram(name: "sumsq", scope: !3, file: !3, line: 4, type: !26, scopeLine: 4, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !28)
!26 = !DISubroutineType(types: !27)
!27 = !{!6, !6}
!28 = !{!24, !29, !30}
!29 = !DILocalVariable(name: "s", scope: !25, file: !3, line: 4, type: !6)
!30 = !DILocalVariable(name: "i", scope: !31, file: !3, line: 4, type: !6)
!31 = distinct !DILexicalBlock(scope: !25, file: !3, line: 4, column: 38)
!32 = !DILocation(line: 0, scope: !25, inlinedAt: !33)
!33 = distinct !DILocation(line: 5, column: 50, scope: !14)
!34 = !DILocation(line: 0, scope: !31, inlinedAt: !33)
!35 = !DILocation(line: 4, column: 56, scope: !36, inlinedAt: !33)
!36 = distinct !DILexicalBlock(scope: !31, file: !3, line: 4, column: 38)
!37 = !DILocation(line: 4, column: 38, scope: !31, inlinedAt: !33)
!38 = !DILocalVariable(name: "x", arg: 1, scope: !39, file: !3, line: 3, type: !6)
!39 = distinct !DISubprogram(name: "sq", scope: !3, file: !3, line: 3, type: !26, scopeLine: 3, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !40)
!40 = !{!38}
!41 = !DILocation(line: 0, scope: !39, inlinedAt: !42)
!42 = distinct !DILocation(line: 4, column: 71, scope: !36, inlinedAt: !33)
!43 = !DILocation(line: 3, column: 26, scope: !39, inlinedAt: !42)
!44 = !{!45, !45, i64 0}
!45 = !{!"int", !46, i64 0}
!46 = !{!"omnipotent char", !47, i64 0}
!47 = !{!"Simple C/C++ TBAA"}
!48 = !DILocation(line: 3, column: 38, scope: !39, inlinedAt: !42)
!49 = !DILocation(line: 3, column: 40, scope: !39, inlinedAt: !42)
!50 = !DILocation(line: 4, column: 68, scope: !36, inlinedAt: !33)
!51 = !DILocation(line: 4, column: 62, scope: !36, inlinedAt: !33)
!52 = distinct !{!52, !37, !53, !54}
!53 = !DILocation(line: 4, column: 75, scope: !31, inlinedAt: !33)
!54 = !{!"llvm.loop.mustprogress"}
!55 = distinct !{!55, !56}
!56 = !{!"llvm.loop.unroll.disable"}
!57 = !DILocation(line: 5, column: 35, scope: !14)
!58 = !DILocation(line: 5, column: 68, scope: !14)
