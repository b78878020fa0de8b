; A tail call followed by debug values before its `ret` is still a tail call: debug values
; change no code (reduced from the torture test pr33992, whose -O2 -g `.text` differed from
; its `.text` without the `llvm.dbg.value`s).
;
;   void bar(long); void foo(long x) { int i = 1; bar(x); i = 2; }
;
; RUN: kiln llc -O2 %s -o - | FileCheck %s

; CHECK-LABEL: foo:
; CHECK: jmp bar
; CHECK-NOT: callq
; CHECK: .Lfunc_end0:

source_filename = "t.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define dso_local void @foo(i64 noundef %x) local_unnamed_addr !dbg !9 {
  call void @llvm.dbg.value(metadata i64 %x, metadata !14, metadata !DIExpression()), !dbg !17
  call void @llvm.dbg.value(metadata i32 1, metadata !15, metadata !DIExpression()), !dbg !17
  tail call void @bar(i64 noundef %x), !dbg !18
  call void @llvm.dbg.value(metadata i32 2, metadata !15, metadata !DIExpression()), !dbg !17
  ret void, !dbg !19
}

declare void @bar(i64 noundef) local_unnamed_addr
declare void @llvm.dbg.value(metadata, metadata, metadata)

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "clang", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "t.c", directory: "/tmp")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!9 = distinct !DISubprogram(name: "foo", scope: !1, file: !1, line: 1, type: !10, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !13)
!10 = !DISubroutineType(types: !11)
!11 = !{null, !12}
!12 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!13 = !{!14, !15}
!14 = !DILocalVariable(name: "x", arg: 1, scope: !9, file: !1, line: 1, type: !12)
!15 = !DILocalVariable(name: "i", scope: !9, file: !1, line: 1, type: !16)
!16 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!17 = !DILocation(line: 0, scope: !9)
!18 = !DILocation(line: 1, column: 40, scope: !9)
!19 = !DILocation(line: 1, column: 56, scope: !9)
