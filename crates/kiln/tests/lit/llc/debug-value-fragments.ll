; A struct variable that SROA split into scalars (`DW_OP_LLVM_fragment`) gets one location
; list of DW_OP_piece compositions, as llc gives it: both halves in their incoming registers
; from the function's start, then each where the allocator keeps it, the high half gone
; once its register is; the code is the same with and without the debug values.
;
;   struct P { int x, y; };
;   int use(int);
;   int f(int a, int b) { struct P p = {a, b}; use(p.x); use(p.y); return p.x + p.y; }
;
; RUN: kiln llc -O2 -filetype=obj %s -o %t.o && llvm-dwarfdump --verify %t.o | FileCheck %s --check-prefix=VERIFY
; RUN: kiln llc -O2 -filetype=obj %s -o %t.o && llvm-dwarfdump --debug-info %t.o | FileCheck %s

; VERIFY: No errors.
; CHECK: DW_TAG_variable
; CHECK-NEXT: DW_AT_location (0x{{[0-9a-f]+}}:
; CHECK-NEXT: [0x0000000000000000, 0x{{[0-9a-f]+}}): DW_OP_reg5 RDI, DW_OP_piece 0x4, DW_OP_reg4 RSI, DW_OP_piece 0x4
; CHECK-NEXT: [0x{{[0-9a-f]+}}, 0x{{[0-9a-f]+}}): DW_OP_reg6 RBP, DW_OP_piece 0x4, DW_OP_reg4 RSI, DW_OP_piece 0x4
; CHECK-NEXT: [0x{{[0-9a-f]+}}, 0x{{[0-9a-f]+}}): DW_OP_reg6 RBP, DW_OP_piece 0x4, DW_OP_reg3 RBX, DW_OP_piece 0x4
; CHECK-NEXT: [0x{{[0-9a-f]+}}, 0x{{[0-9a-f]+}}): DW_OP_reg6 RBP, DW_OP_piece 0x4)
; CHECK-NEXT: DW_AT_name ("p")

; ModuleID = 'frag.c'
source_filename = "frag.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nounwind uwtable
define dso_local i32 @f(i32 noundef %0, i32 noundef %1) local_unnamed_addr #0 !dbg !9 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !14, metadata !DIExpression()), !dbg !21
  call void @llvm.dbg.value(metadata i32 %1, metadata !15, metadata !DIExpression()), !dbg !21
  call void @llvm.dbg.value(metadata i32 %0, metadata !16, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !21
  call void @llvm.dbg.value(metadata i32 %1, metadata !16, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !21
  %3 = tail call i32 @use(i32 noundef %0) #3, !dbg !22
  %4 = tail call i32 @use(i32 noundef %1) #3, !dbg !23
  %5 = add nsw i32 %1, %0, !dbg !24
  ret i32 %5, !dbg !25
}

declare !dbg !26 i32 @use(i32 noundef) local_unnamed_addr #1

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
!1 = !DIFile(filename: "frag.c", directory: "/tmp", checksumkind: CSK_MD5, checksum: "65cad0155ac605ee5ec806fb2236d84e")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{!"Debian clang version 14.0.6"}
!9 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 3, type: !10, scopeLine: 3, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !13)
!10 = !DISubroutineType(types: !11)
!11 = !{!12, !12, !12}
!12 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!13 = !{!14, !15, !16}
!14 = !DILocalVariable(name: "a", arg: 1, scope: !9, file: !1, line: 3, type: !12)
!15 = !DILocalVariable(name: "b", arg: 2, scope: !9, file: !1, line: 3, type: !12)
!16 = !DILocalVariable(name: "p", scope: !9, file: !1, line: 3, type: !17)
!17 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "P", file: !1, line: 1, size: 64, elements: !18)
!18 = !{!19, !20}
!19 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !17, file: !1, line: 1, baseType: !12, size: 32)
!20 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !17, file: !1, line: 1, baseType: !12, size: 32, offset: 32)
!21 = !DILocation(line: 0, scope: !9)
!22 = !DILocation(line: 3, column: 44, scope: !9)
!23 = !DILocation(line: 3, column: 54, scope: !9)
!24 = !DILocation(line: 3, column: 75, scope: !9)
!25 = !DILocation(line: 3, column: 64, scope: !9)
!26 = !DISubprogram(name: "use", scope: !1, file: !1, line: 2, type: !27, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !29)
!27 = !DISubroutineType(types: !28)
!28 = !{!12, !12}
!29 = !{}
