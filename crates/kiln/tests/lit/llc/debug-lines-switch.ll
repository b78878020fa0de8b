; A switch the IR preparation lowers into compares and branches keeps the switch's source
; location on each of them, as llc's switch lowering does: the compares sit on line 4 (the
; `switch`), and the reloads at the top of the compare blocks on line 0. Before, the compares
; had no location and inherited the previous row's line.
; clang-14 -O0 -g of:
;   void f1(void); void f2(void); void f3(void);
;   void pick(long x)
;   {
;     switch (x)
;       {
;       case 1: f1(); break;
;       case 100: f2(); break;
;       case 1000: f3(); break;
;       }
;   }
;
; RUN: kiln llc -O0 %s -o - | FileCheck %s
; RUN: kiln llc -O0 -filetype=obj %s -o %t.o && llvm-dwarfdump --verify %t.o | FileCheck %s --check-prefix=VERIFY

; VERIFY: No errors.

; CHECK-LABEL: pick:
; CHECK:       .loc 0 4 11 prologue_end
; CHECK:       .loc 0 4 3 is_stmt 0
; CHECK-NEXT:  cmpq $1, %rax
; CHECK-NEXT:  je .LBB0_3
; CHECK-NEXT:  .loc 0 0 3
; CHECK-NEXT:  movq -16(%rbp), %rax
; CHECK-NEXT:  .loc 0 4 3
; CHECK-NEXT:  cmpq $100, %rax
; CHECK:       .loc 0 4 3
; CHECK-NEXT:  cmpq $1000, %rax
; CHECK-NEXT:  je .LBB0_5

; ModuleID = 'sw.c'
source_filename = "sw.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @pick(i64 noundef %0) #0 !dbg !10 {
  %2 = alloca i64, align 8
  store i64 %0, i64* %2, align 8
  call void @llvm.dbg.declare(metadata i64* %2, metadata !15, metadata !DIExpression()), !dbg !16
  %3 = load i64, i64* %2, align 8, !dbg !17
  switch i64 %3, label %7 [
    i64 1, label %4
    i64 100, label %5
    i64 1000, label %6
  ], !dbg !18

4:                                                ; preds = %1
  call void @f1(), !dbg !19
  br label %7, !dbg !21

5:                                                ; preds = %1
  call void @f2(), !dbg !22
  br label %7, !dbg !23

6:                                                ; preds = %1
  call void @f3(), !dbg !24
  br label %7, !dbg !25

7:                                                ; preds = %1, %6, %5, %4
  ret void, !dbg !26
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare void @f1() #2

declare void @f2() #2

declare void @f3() #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "sw.c", directory: "/tmp", checksumkind: CSK_MD5, checksum: "b41a1cbf7cb5ab0a90163d8835b93413")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "pick", scope: !1, file: !1, line: 2, type: !11, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!11 = !DISubroutineType(types: !12)
!12 = !{null, !13}
!13 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!14 = !{}
!15 = !DILocalVariable(name: "x", arg: 1, scope: !10, file: !1, line: 2, type: !13)
!16 = !DILocation(line: 2, column: 16, scope: !10)
!17 = !DILocation(line: 4, column: 11, scope: !10)
!18 = !DILocation(line: 4, column: 3, scope: !10)
!19 = !DILocation(line: 6, column: 13, scope: !20)
!20 = distinct !DILexicalBlock(scope: !10, file: !1, line: 5, column: 5)
!21 = !DILocation(line: 6, column: 19, scope: !20)
!22 = !DILocation(line: 7, column: 15, scope: !20)
!23 = !DILocation(line: 7, column: 21, scope: !20)
!24 = !DILocation(line: 8, column: 16, scope: !20)
!25 = !DILocation(line: 8, column: 22, scope: !20)
!26 = !DILocation(line: 10, column: 1, scope: !10)
