; Values the greedy allocator keeps in spill slots across calls are described there: `f`
; after its incoming register, a location list whose entries move from the register to
; `DW_OP_breg7 RSP+N` where the spill store put the value, as llc's do; `v`, defined by a
; call, in its spill slot from its definition.
;
;   int g(int);
;   int h(int a, int b, int c, int d, int e, int f) {
;     int v = g(a), w = g(b), x = g(c), y = g(d), z = g(e), u = g(f), t = g(v + w);
;     g(t);
;     return v + w + x + y + z + u + t + a + b + c;
;   }
;
; RUN: kiln llc -O2 -filetype=obj %s -o %t.o && llvm-dwarfdump --verify %t.o | FileCheck %s --check-prefix=VERIFY
; RUN: kiln llc -O2 -filetype=obj %s -o %t.o && llvm-dwarfdump --debug-info %t.o | FileCheck %s

; VERIFY: No errors.
; CHECK: DW_AT_name ("e")
; CHECK: DW_AT_location (0x{{[0-9a-f]+}}:
; CHECK-NEXT: [0x0000000000000000, 0x{{[0-9a-f]+}}): DW_OP_reg9 R9
; CHECK-NEXT: [0x{{[0-9a-f]+}}, 0x{{[0-9a-f]+}}): DW_OP_breg7 RSP+{{[0-9]+}})
; CHECK-NEXT: DW_AT_name ("f")
; CHECK: DW_AT_location (0x{{[0-9a-f]+}}:
; CHECK-NEXT: [0x{{[0-9a-f]+}}, 0x{{[0-9a-f]+}}): DW_OP_breg7 RSP+{{[0-9]+}})
; CHECK-NEXT: DW_AT_name ("v")

; ModuleID = 'spill.c'
source_filename = "spill.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nounwind uwtable
define dso_local i32 @h(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #0 !dbg !9 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !14, metadata !DIExpression()), !dbg !27
  call void @llvm.dbg.value(metadata i32 %1, metadata !15, metadata !DIExpression()), !dbg !27
  call void @llvm.dbg.value(metadata i32 %2, metadata !16, metadata !DIExpression()), !dbg !27
  call void @llvm.dbg.value(metadata i32 %3, metadata !17, metadata !DIExpression()), !dbg !27
  call void @llvm.dbg.value(metadata i32 %4, metadata !18, metadata !DIExpression()), !dbg !27
  call void @llvm.dbg.value(metadata i32 %5, metadata !19, metadata !DIExpression()), !dbg !27
  %7 = tail call i32 @g(i32 noundef %0) #3, !dbg !28
  call void @llvm.dbg.value(metadata i32 %7, metadata !20, metadata !DIExpression()), !dbg !27
  %8 = tail call i32 @g(i32 noundef %1) #3, !dbg !29
  call void @llvm.dbg.value(metadata i32 %8, metadata !21, metadata !DIExpression()), !dbg !27
  %9 = tail call i32 @g(i32 noundef %2) #3, !dbg !30
  call void @llvm.dbg.value(metadata i32 %9, metadata !22, metadata !DIExpression()), !dbg !27
  %10 = tail call i32 @g(i32 noundef %3) #3, !dbg !31
  call void @llvm.dbg.value(metadata i32 %10, metadata !23, metadata !DIExpression()), !dbg !27
  %11 = tail call i32 @g(i32 noundef %4) #3, !dbg !32
  call void @llvm.dbg.value(metadata i32 %11, metadata !24, metadata !DIExpression()), !dbg !27
  %12 = tail call i32 @g(i32 noundef %5) #3, !dbg !33
  call void @llvm.dbg.value(metadata i32 %12, metadata !25, metadata !DIExpression()), !dbg !27
  %13 = add nsw i32 %8, %7, !dbg !34
  %14 = tail call i32 @g(i32 noundef %13) #3, !dbg !35
  call void @llvm.dbg.value(metadata i32 %14, metadata !26, metadata !DIExpression()), !dbg !27
  %15 = tail call i32 @g(i32 noundef %14) #3, !dbg !36
  %16 = add i32 %1, %0, !dbg !37
  %17 = add i32 %16, %2, !dbg !38
  %18 = add i32 %17, %9, !dbg !39
  %19 = add i32 %18, %13, !dbg !40
  %20 = add i32 %19, %10, !dbg !41
  %21 = add i32 %20, %11, !dbg !42
  %22 = add i32 %21, %12, !dbg !43
  %23 = add i32 %22, %14, !dbg !44
  ret i32 %23, !dbg !45
}

declare !dbg !46 i32 @g(i32 noundef) local_unnamed_addr #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #2

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "spill.c", directory: "/tmp", checksumkind: CSK_MD5, checksum: "4a17bf3e196e65b771746762ddb201db")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{!"Debian clang version 14.0.6"}
!9 = distinct !DISubprogram(name: "h", scope: !1, file: !1, line: 2, type: !10, scopeLine: 2, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !13)
!10 = !DISubroutineType(types: !11)
!11 = !{!12, !12, !12, !12, !12, !12, !12}
!12 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!13 = !{!14, !15, !16, !17, !18, !19, !20, !21, !22, !23, !24, !25, !26}
!14 = !DILocalVariable(name: "a", arg: 1, scope: !9, file: !1, line: 2, type: !12)
!15 = !DILocalVariable(name: "b", arg: 2, scope: !9, file: !1, line: 2, type: !12)
!16 = !DILocalVariable(name: "c", arg: 3, scope: !9, file: !1, line: 2, type: !12)
!17 = !DILocalVariable(name: "d", arg: 4, scope: !9, file: !1, line: 2, type: !12)
!18 = !DILocalVariable(name: "e", arg: 5, scope: !9, file: !1, line: 2, type: !12)
!19 = !DILocalVariable(name: "f", arg: 6, scope: !9, file: !1, line: 2, type: !12)
!20 = !DILocalVariable(name: "v", scope: !9, file: !1, line: 3, type: !12)
!21 = !DILocalVariable(name: "w", scope: !9, file: !1, line: 3, type: !12)
!22 = !DILocalVariable(name: "x", scope: !9, file: !1, line: 3, type: !12)
!23 = !DILocalVariable(name: "y", scope: !9, file: !1, line: 3, type: !12)
!24 = !DILocalVariable(name: "z", scope: !9, file: !1, line: 3, type: !12)
!25 = !DILocalVariable(name: "u", scope: !9, file: !1, line: 3, type: !12)
!26 = !DILocalVariable(name: "t", scope: !9, file: !1, line: 3, type: !12)
!27 = !DILocation(line: 0, scope: !9)
!28 = !DILocation(line: 3, column: 11, scope: !9)
!29 = !DILocation(line: 3, column: 21, scope: !9)
!30 = !DILocation(line: 3, column: 31, scope: !9)
!31 = !DILocation(line: 3, column: 41, scope: !9)
!32 = !DILocation(line: 3, column: 51, scope: !9)
!33 = !DILocation(line: 3, column: 61, scope: !9)
!34 = !DILocation(line: 3, column: 75, scope: !9)
!35 = !DILocation(line: 3, column: 71, scope: !9)
!36 = !DILocation(line: 4, column: 3, scope: !9)
!37 = !DILocation(line: 5, column: 16, scope: !9)
!38 = !DILocation(line: 5, column: 20, scope: !9)
!39 = !DILocation(line: 5, column: 24, scope: !9)
!40 = !DILocation(line: 5, column: 28, scope: !9)
!41 = !DILocation(line: 5, column: 32, scope: !9)
!42 = !DILocation(line: 5, column: 36, scope: !9)
!43 = !DILocation(line: 5, column: 40, scope: !9)
!44 = !DILocation(line: 5, column: 44, scope: !9)
!45 = !DILocation(line: 5, column: 3, scope: !9)
!46 = !DISubprogram(name: "g", scope: !1, file: !1, line: 1, type: !47, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !49)
!47 = !DISubroutineType(types: !48)
!48 = !{!12, !12}
!49 = !{}
