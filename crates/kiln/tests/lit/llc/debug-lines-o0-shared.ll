; The line table at -O0 where the SelectionDAG merges a constant or frame address that several
; instructions ask for (clang-14 -O0 -g of the C program below). llc -O0 materialises such a
; value for each instruction that needs it, on that instruction's line; kiln's one node takes
; the location of the last request at or before the instruction that reads it from a register:
; - `f`: the frame address of `a` is asked for by the store on line 5 (folded into its address)
;   and by the array decay on line 6, column 7; the `leaq` for the call is on 6:7, and the call
;   on 6:3 is not a new statement;
; - `g`: the constant -1 is asked for by the call's argument and by the compare on 9:18; its
;   `movl` sits on the call's row 9:7.
;
;   void use(int *);
;   int two(int, int);
;   void f(void) {
;     int a[2];
;     a[0] = 1;
;     use(a);
;   }
;   int g(void) {
;     if (two(-1, 5) != -1)
;       return 1;
;     return two(-1, 0);
;   }
;
; RUN: kiln llc -O0 -global-isel=0 %s -o - | FileCheck %s
; RUN: kiln llc -O0 -filetype=obj %s -o %t.o && llvm-dwarfdump --debug-line %t.o | FileCheck %s --check-prefix=ROWS

; CHECK-LABEL: f:
; CHECK:       .loc 0 5 8 prologue_end
; CHECK-NEXT:  movl $1, -8(%rbp)
; CHECK-NEXT:  .loc 0 6 7
; CHECK-NEXT:  leaq -8(%rbp), %rdi
; CHECK-NEXT:  .loc 0 6 3 is_stmt 0
; CHECK-NEXT:  callq use@PLT

; CHECK-LABEL: g:
; CHECK:       .loc 0 9 7 prologue_end
; CHECK-NEXT:  movl $5, %esi
; CHECK-NEXT:  movl $-1, %edi
; CHECK-NEXT:  callq two@PLT
; CHECK-NEXT:  .loc 0 9 18 is_stmt 0
; CHECK-NEXT:  cmpl $-1, %eax

; ROWS:      Address Line Column File ISA Discriminator Flags
; ROWS:      5 8 0 0 0 is_stmt prologue_end
; ROWS-NEXT: 6 7 0 0 0 is_stmt
; ROWS-NEXT: 6 3 0 0 0 {{$}}
; ROWS-NEXT: 7 1 0 0 0 is_stmt

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @f() #0 !dbg !10 {
  %1 = alloca [2 x i32], align 4
  call void @llvm.dbg.declare(metadata [2 x i32]* %1, metadata !14, metadata !DIExpression()), !dbg !19
  %2 = getelementptr inbounds [2 x i32], [2 x i32]* %1, i64 0, i64 0, !dbg !20
  store i32 1, i32* %2, align 4, !dbg !21
  %3 = getelementptr inbounds [2 x i32], [2 x i32]* %1, i64 0, i64 0, !dbg !22
  call void @use(i32* noundef %3), !dbg !23
  ret void, !dbg !24
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare void @use(i32* noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @g() #0 !dbg !25 {
  %1 = alloca i32, align 4
  %2 = call i32 @two(i32 noundef -1, i32 noundef 5), !dbg !28
  %3 = icmp ne i32 %2, -1, !dbg !30
  br i1 %3, label %4, label %5, !dbg !31

4:                                                ; preds = %0
  store i32 1, i32* %1, align 4, !dbg !32
  br label %7, !dbg !32

5:                                                ; preds = %0
  %6 = call i32 @two(i32 noundef -1, i32 noundef 0), !dbg !33
  store i32 %6, i32* %1, align 4, !dbg !34
  br label %7, !dbg !34

7:                                                ; preds = %5, %4
  %8 = load i32, i32* %1, align 4, !dbg !35
  ret i32 %8, !dbg !35
}

declare i32 @two(i32 noundef, i32 noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "mix.c", directory: "/tmp", checksumkind: CSK_MD5, checksum: "81d4c0e66687ca686887e139a4324341")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 3, type: !11, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !13)
!11 = !DISubroutineType(types: !12)
!12 = !{null}
!13 = !{}
!14 = !DILocalVariable(name: "a", scope: !10, file: !1, line: 4, type: !15)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 64, elements: !17)
!16 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!17 = !{!18}
!18 = !DISubrange(count: 2)
!19 = !DILocation(line: 4, column: 7, scope: !10)
!20 = !DILocation(line: 5, column: 3, scope: !10)
!21 = !DILocation(line: 5, column: 8, scope: !10)
!22 = !DILocation(line: 6, column: 7, scope: !10)
!23 = !DILocation(line: 6, column: 3, scope: !10)
!24 = !DILocation(line: 7, column: 1, scope: !10)
!25 = distinct !DISubprogram(name: "g", scope: !1, file: !1, line: 8, type: !26, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !13)
!26 = !DISubroutineType(types: !27)
!27 = !{!16}
!28 = !DILocation(line: 9, column: 7, scope: !29)
!29 = distinct !DILexicalBlock(scope: !25, file: !1, line: 9, column: 7)
!30 = !DILocation(line: 9, column: 18, scope: !29)
!31 = !DILocation(line: 9, column: 7, scope: !25)
!32 = !DILocation(line: 10, column: 5, scope: !29)
!33 = !DILocation(line: 11, column: 10, scope: !25)
!34 = !DILocation(line: 11, column: 3, scope: !25)
!35 = !DILocation(line: 12, column: 1, scope: !25)
