; Above -O0 the DBG_VALUEs of virtual registers leave the code before the machine passes
; (`detach-debug-values`) and come back after the interval allocator, with the register each
; value is in (regalloc/debug_values.rs), without changing the code; a parameter whose
; register is a copy of an incoming register is also described from the function's start,
; so `a`, `b`, `n` and `k`, whose registers are never written, get single locations, as llc
; gives them.
;
;   int f(int a, int b) { int c = a * b; return c * 3 + a; }
;   int g(int n, int k) { int s = 0; for (int i = 0; i < n; i++) s += i * k; return s + k; }
;
; RUN: kiln llc -O2 -stop-after=finalize-isel %s -o - | FileCheck %s --check-prefix=ISEL
; RUN: kiln llc -O2 -stop-after=detach-debug-values %s -o - | FileCheck %s --check-prefix=DETACHED
; RUN: kiln llc -O2 -stop-after=greedy %s -o - | FileCheck %s --check-prefix=ALLOC
; RUN: kiln llc -O2 -filetype=obj %s -o %t.o && llvm-dwarfdump --verify %t.o | FileCheck %s --check-prefix=VERIFY
; RUN: kiln llc -O2 -filetype=obj %s -o %t.o && llvm-dwarfdump --debug-info %t.o | FileCheck %s --check-prefix=INFO
; RUN: kiln llc -O2 -dwarf-version=4 -filetype=obj %s -o %t4.o && llvm-dwarfdump --verify %t4.o | FileCheck %s --check-prefix=VERIFY

; ISEL: %0:gr32_nosp = COPY $edi
; ISEL-NEXT: DBG_VALUE %0, $noreg, !14, !DIExpression(), debug-location !17
; DETACHED-NOT: DBG_VALUE
; ALLOC-LABEL: name: f
; ALLOC: DBG_VALUE $edi, $noreg, !14, !DIExpression(), debug-location !17
; ALLOC-NEXT: DBG_VALUE $esi, $noreg, !15, !DIExpression(), debug-location !17
; ALLOC: LEA32_64r
; VERIFY: No errors.
; INFO: DW_AT_location (DW_OP_reg5 RDI)
; INFO-NEXT: DW_AT_name ("a")
; INFO: DW_AT_location (DW_OP_reg4 RSI)
; INFO-NEXT: DW_AT_name ("b")
; INFO: DW_AT_location (DW_OP_reg5 RDI)
; INFO-NEXT: DW_AT_name ("n")
; INFO: DW_AT_location (DW_OP_reg4 RSI)
; INFO-NEXT: DW_AT_name ("k")


source_filename = "p.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define dso_local i32 @f(i32 noundef %0, i32 noundef %1) local_unnamed_addr #0 !dbg !9 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !14, metadata !DIExpression()), !dbg !17
  call void @llvm.dbg.value(metadata i32 %1, metadata !15, metadata !DIExpression()), !dbg !17
  call void @llvm.dbg.value(metadata i32 undef, metadata !16, metadata !DIExpression()), !dbg !17
  %3 = mul i32 %0, 3, !dbg !18
  %4 = mul i32 %3, %1, !dbg !19
  %5 = add nsw i32 %4, %0, !dbg !20
  ret i32 %5, !dbg !21
}

; Function Attrs: nofree norecurse nosync nounwind readnone uwtable
define dso_local i32 @g(i32 noundef %0, i32 noundef %1) local_unnamed_addr #1 !dbg !22 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !24, metadata !DIExpression()), !dbg !29
  call void @llvm.dbg.value(metadata i32 %1, metadata !25, metadata !DIExpression()), !dbg !29
  call void @llvm.dbg.value(metadata i32 0, metadata !26, metadata !DIExpression()), !dbg !29
  call void @llvm.dbg.value(metadata i32 0, metadata !27, metadata !DIExpression()), !dbg !30
  %3 = icmp sgt i32 %0, 0, !dbg !31
  br i1 %3, label %4, label %15, !dbg !33

4:                                                ; preds = %2
  %5 = add nsw i32 %0, -1, !dbg !33
  %6 = zext i32 %5 to i33, !dbg !33
  %7 = add nsw i32 %0, -2, !dbg !33
  %8 = zext i32 %7 to i33, !dbg !33
  %9 = mul i33 %6, %8, !dbg !33
  %10 = lshr i33 %9, 1, !dbg !33
  %11 = trunc i33 %10 to i32, !dbg !33
  %12 = add i32 %11, %0, !dbg !33
  %13 = add i32 %12, -1, !dbg !33
  call void @llvm.dbg.value(metadata i32 undef, metadata !27, metadata !DIExpression()), !dbg !30
  call void @llvm.dbg.value(metadata i32 undef, metadata !26, metadata !DIExpression()), !dbg !29
  call void @llvm.dbg.value(metadata i32 undef, metadata !26, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value)), !dbg !29
  %14 = mul i32 %13, %1, !dbg !33
  br label %15, !dbg !34

15:                                               ; preds = %4, %2
  %16 = phi i32 [ 0, %2 ], [ %14, %4 ], !dbg !29
  %17 = add nsw i32 %16, %1, !dbg !34
  ret i32 %17, !dbg !35
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree norecurse nosync nounwind readnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "p.c", directory: "/tmp", checksumkind: CSK_MD5, checksum: "c389f25d6e765e57171c1d6f858da36b")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{!"Debian clang version 14.0.6"}
!9 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !10, scopeLine: 1, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !13)
!10 = !DISubroutineType(types: !11)
!11 = !{!12, !12, !12}
!12 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!13 = !{!14, !15, !16}
!14 = !DILocalVariable(name: "a", arg: 1, scope: !9, file: !1, line: 1, type: !12)
!15 = !DILocalVariable(name: "b", arg: 2, scope: !9, file: !1, line: 1, type: !12)
!16 = !DILocalVariable(name: "c", scope: !9, file: !1, line: 1, type: !12)
!17 = !DILocation(line: 0, scope: !9)
!18 = !DILocation(line: 1, column: 33, scope: !9)
!19 = !DILocation(line: 1, column: 47, scope: !9)
!20 = !DILocation(line: 1, column: 51, scope: !9)
!21 = !DILocation(line: 1, column: 38, scope: !9)
!22 = distinct !DISubprogram(name: "g", scope: !1, file: !1, line: 2, type: !10, scopeLine: 2, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !23)
!23 = !{!24, !25, !26, !27}
!24 = !DILocalVariable(name: "n", arg: 1, scope: !22, file: !1, line: 2, type: !12)
!25 = !DILocalVariable(name: "k", arg: 2, scope: !22, file: !1, line: 2, type: !12)
!26 = !DILocalVariable(name: "s", scope: !22, file: !1, line: 2, type: !12)
!27 = !DILocalVariable(name: "i", scope: !28, file: !1, line: 2, type: !12)
!28 = distinct !DILexicalBlock(scope: !22, file: !1, line: 2, column: 34)
!29 = !DILocation(line: 0, scope: !22)
!30 = !DILocation(line: 0, scope: !28)
!31 = !DILocation(line: 2, column: 52, scope: !32)
!32 = distinct !DILexicalBlock(scope: !28, file: !1, line: 2, column: 34)
!33 = !DILocation(line: 2, column: 34, scope: !28)
!34 = !DILocation(line: 2, column: 83, scope: !22)
!35 = !DILocation(line: 2, column: 74, scope: !22)
