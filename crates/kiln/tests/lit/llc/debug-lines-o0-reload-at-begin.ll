; The line table at -O0 where a block reads a value of another block (the switch's operand,
; spilled in the entry block; clang-14 -O0 -g of the C program below). LLVM 14's fast allocator
; scans a block backwards and reloads such a value at the block's start, where the reload,
; without a source location, starts the block's row at line 0 (`.loc 0 0 61`); the constant
; materialised for the subtraction follows on the subtraction's row. Before, kiln reloaded the
; value just before its first read, after the `movabsq`, and the block had no line-0 row.
; Both selectors share the allocator.
;
;   int foo(unsigned long long x)
;   {
;     switch (x)
;       {
;       case 1000000000000000000ULL ... 9999999999999999999ULL: return 19;
;       default: return 20;
;       }
;   }
;
; RUN: kiln llc -O0 %s -o - | FileCheck %s
; RUN: kiln llc -O0 -global-isel=0 %s -o - | FileCheck %s
; RUN: kiln llc -O0 -filetype=obj %s -o %t.o && llvm-dwarfdump --verify %t.o | FileCheck %s --check-prefix=VERIFY

; VERIFY: No errors.

; CHECK-LABEL: foo:
; CHECK:       movq %rax, -24(%rbp) # 8-byte Spill
; CHECK:       .LBB0_2:
; CHECK-NEXT:  .loc 0 0 61 is_stmt 0
; CHECK-NEXT:  movq -24(%rbp), %rax # 8-byte Reload
; CHECK-NEXT:  .loc 0 5 61
; CHECK-NEXT:  movabsq $1000000000000000000, %rcx
; CHECK-NEXT:  subq %rcx, %rax


source_filename = "b.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @foo(i64 noundef %0) #0 !dbg !10 {
  %2 = alloca i32, align 4
  %3 = alloca i64, align 8
  store i64 %0, i64* %3, align 8
  call void @llvm.dbg.declare(metadata i64* %3, metadata !16, metadata !DIExpression()), !dbg !17
  %4 = load i64, i64* %3, align 8, !dbg !18
  switch i64 %4, label %6 [
  ], !dbg !19

5:                                                ; preds = %6
  store i32 19, i32* %2, align 4, !dbg !20
  br label %10, !dbg !20

6:                                                ; preds = %1
  %7 = sub i64 %4, 1000000000000000000, !dbg !20
  %8 = icmp ule i64 %7, 8999999999999999999, !dbg !20
  br i1 %8, label %5, label %9, !dbg !20

9:                                                ; preds = %6
  store i32 20, i32* %2, align 4, !dbg !22
  br label %10, !dbg !22

10:                                               ; preds = %9, %5
  %11 = load i32, i32* %2, align 4, !dbg !23
  ret i32 %11, !dbg !23
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "b.c", directory: "/tmp", checksumkind: CSK_MD5, checksum: "f228170c580c83d8f032db7186607c44")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "foo", scope: !1, file: !1, line: 1, type: !11, scopeLine: 2, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !15)
!11 = !DISubroutineType(types: !12)
!12 = !{!13, !14}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!15 = !{}
!16 = !DILocalVariable(name: "x", arg: 1, scope: !10, file: !1, line: 1, type: !14)
!17 = !DILocation(line: 1, column: 28, scope: !10)
!18 = !DILocation(line: 3, column: 11, scope: !10)
!19 = !DILocation(line: 3, column: 3, scope: !10)
!20 = !DILocation(line: 5, column: 61, scope: !21)
!21 = distinct !DILexicalBlock(scope: !10, file: !1, line: 4, column: 5)
!22 = !DILocation(line: 6, column: 14, scope: !21)
!23 = !DILocation(line: 8, column: 1, scope: !10)
