; The line table at -O0 where a compare only its branch reads needs a constant in a register
; (clang-14 -O0 -g of the C program below). llc -O0 selects such a compare together with its
; branch, so the `movabsq` it puts the 64-bit constant in sits on the branch's row (6:7, the
; next `||` operand's line), the compare on its own (5:16) and the jump on the branch's again.
; Before, the constant took the compare's location, and the row 5:16 started one instruction
; early.
;
;   void abort(void);
;   void test1(int a, long long value, int after)
;   {
;     if (a != 1
;         || value != 0x123456789abcdefLL
;         || after != 0x55)
;       abort();
;   }
;
; RUN: kiln llc -O0 -global-isel=0 %s -o - | FileCheck %s
; RUN: kiln llc -O0 -filetype=obj %s -o %t.o && llvm-dwarfdump --verify %t.o | FileCheck %s --check-prefix=VERIFY

; VERIFY: No errors.

; CHECK-LABEL: test1:
; CHECK:       .loc 0 4 9 prologue_end
; CHECK-NEXT:  cmpl $1, -4(%rbp)
; CHECK-NEXT:  .loc 0 5 7
; CHECK-NEXT:  jne .LBB0_3
; CHECK:       .loc 0 6 7
; CHECK-NEXT:  movabsq $81985529216486895, %rax
; CHECK-NEXT:  .loc 0 5 16
; CHECK-NEXT:  cmpq %rax, -16(%rbp)
; CHECK-NEXT:  .loc 0 6 7
; CHECK-NEXT:  jne .LBB0_3
; CHECK:       .loc 0 6 16 is_stmt 0
; CHECK-NEXT:  cmpl $85, -20(%rbp)

; ModuleID = 'c1.c'
source_filename = "c1.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @test1(i32 noundef %0, i64 noundef %1, i32 noundef %2) #0 !dbg !10 {
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !16, metadata !DIExpression()), !dbg !17
  store i64 %1, i64* %5, align 8
  call void @llvm.dbg.declare(metadata i64* %5, metadata !18, metadata !DIExpression()), !dbg !19
  store i32 %2, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !20, metadata !DIExpression()), !dbg !21
  %7 = load i32, i32* %4, align 4, !dbg !22
  %8 = icmp ne i32 %7, 1, !dbg !24
  br i1 %8, label %15, label %9, !dbg !25

9:                                                ; preds = %3
  %10 = load i64, i64* %5, align 8, !dbg !26
  %11 = icmp ne i64 %10, 81985529216486895, !dbg !27
  br i1 %11, label %15, label %12, !dbg !28

12:                                               ; preds = %9
  %13 = load i32, i32* %6, align 4, !dbg !29
  %14 = icmp ne i32 %13, 85, !dbg !30
  br i1 %14, label %15, label %16, !dbg !31

15:                                               ; preds = %12, %9, %3
  call void @abort() #3, !dbg !32
  unreachable, !dbg !32

16:                                               ; preds = %12
  ret void, !dbg !33
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noreturn
declare void @abort() #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { noreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "c1.c", directory: "/tmp", checksumkind: CSK_MD5, checksum: "b97e029714df65792d0051943fd33ce8")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "test1", scope: !1, file: !1, line: 2, type: !11, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !15)
!11 = !DISubroutineType(types: !12)
!12 = !{null, !13, !14, !13}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!15 = !{}
!16 = !DILocalVariable(name: "a", arg: 1, scope: !10, file: !1, line: 2, type: !13)
!17 = !DILocation(line: 2, column: 16, scope: !10)
!18 = !DILocalVariable(name: "value", arg: 2, scope: !10, file: !1, line: 2, type: !14)
!19 = !DILocation(line: 2, column: 29, scope: !10)
!20 = !DILocalVariable(name: "after", arg: 3, scope: !10, file: !1, line: 2, type: !13)
!21 = !DILocation(line: 2, column: 40, scope: !10)
!22 = !DILocation(line: 4, column: 7, scope: !23)
!23 = distinct !DILexicalBlock(scope: !10, file: !1, line: 4, column: 7)
!24 = !DILocation(line: 4, column: 9, scope: !23)
!25 = !DILocation(line: 5, column: 7, scope: !23)
!26 = !DILocation(line: 5, column: 10, scope: !23)
!27 = !DILocation(line: 5, column: 16, scope: !23)
!28 = !DILocation(line: 6, column: 7, scope: !23)
!29 = !DILocation(line: 6, column: 10, scope: !23)
!30 = !DILocation(line: 6, column: 16, scope: !23)
!31 = !DILocation(line: 4, column: 7, scope: !10)
!32 = !DILocation(line: 7, column: 5, scope: !23)
!33 = !DILocation(line: 8, column: 1, scope: !10)
