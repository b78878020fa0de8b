; The line table at -O0 where llc's FastISel leaves marks kiln must leave too (clang-14 -O0 -g
; of the C program below):
; - a block of nothing but a branch without a location keeps its jump, on a line-0 row
;   (`pick`, the block between `else if` and `return 0`);
; - a block after a return starts with a CFI directive, which emits no code: its first
;   instruction without a location still gets a line-0 row, not the previous block's line
;   (`jump`, the indirect branch);
; - register copies expanded after allocation and the x87 stack instructions that replace a
;   pseudo keep its location (`pass`: the copy of %rsp and the constant's stores sit on line 24).
;
;   int g;
;   void take(long double);
;   int pick(int x) {
;     if (x == 0)
;       return 1;
;     else if (x > 1)
;       return 2;
;     return 0;
;   }
;   int jump(int x) {
;     static void *table[] = {&&one, &&two};
;     void *to = table[x & 1];
;     if (x > 9)
;       return 5;
;     goto *to;
;   one:
;     return 1;
;   two:
;     return 2;
;   }
;   void pass(int x) {
;     if (x)
;       g = 1;
;     take(1.5L);
;   }
;
; RUN: kiln llc -O0 -global-isel=0 %s -o - | FileCheck %s
; RUN: kiln llc -O0 -filetype=obj %s -o %t.o && llvm-dwarfdump --verify %t.o | FileCheck %s --check-prefix=VERIFY

; CHECK-LABEL: pick:
; CHECK:       .loc 0 7 5 is_stmt 1
; CHECK-NEXT:  movl $2, -4(%rbp)
; CHECK-NEXT:  jmp .LBB0_6
; CHECK-NEXT: .LBB0_4:
; CHECK-NEXT:  .loc 0 0 5 is_stmt 0
; CHECK-NEXT:  jmp .LBB0_5
; CHECK-NEXT: .LBB0_5:
; CHECK-NEXT:  .loc 0 8 3 is_stmt 1

; CHECK-LABEL: jump:
; CHECK:       .loc 0 20 1
; CHECK:       retq
; CHECK-NEXT: .LBB1_6:
; CHECK-NEXT:  .cfi_def_cfa %rbp, 16
; CHECK-NEXT:  .loc 0 0 1 is_stmt 0
; CHECK-NEXT:  movq -24(%rbp), %rax
; CHECK-NEXT:  jmpq *%rax

; CHECK-LABEL: pass:
; CHECK:      .LBB2_2:
; CHECK-NEXT:  .loc 0 24 3
; CHECK-NEXT:  movq %rsp, %rax
; CHECK-NOT:   .loc
; CHECK:       callq take@PLT
; CHECK-NEXT:  .loc 0 25 1

; VERIFY: No errors.

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@jump.table = internal global [2 x i8*] [i8* blockaddress(@jump, %15), i8* blockaddress(@jump, %16)], align 16, !dbg !0
@g = dso_local global i32 0, align 4, !dbg !9

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @pick(i32 noundef %0) #0 !dbg !24 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !25, metadata !DIExpression()), !dbg !26
  %4 = load i32, i32* %3, align 4, !dbg !27
  %5 = icmp eq i32 %4, 0, !dbg !29
  br i1 %5, label %6, label %7, !dbg !30

6:                                                ; preds = %1
  store i32 1, i32* %2, align 4, !dbg !31
  br label %13, !dbg !31

7:                                                ; preds = %1
  %8 = load i32, i32* %3, align 4, !dbg !32
  %9 = icmp sgt i32 %8, 1, !dbg !34
  br i1 %9, label %10, label %11, !dbg !35

10:                                               ; preds = %7
  store i32 2, i32* %2, align 4, !dbg !36
  br label %13, !dbg !36

11:                                               ; preds = %7
  br label %12

12:                                               ; preds = %11
  store i32 0, i32* %2, align 4, !dbg !37
  br label %13, !dbg !37

13:                                               ; preds = %12, %10, %6
  %14 = load i32, i32* %2, align 4, !dbg !38
  ret i32 %14, !dbg !38
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @jump(i32 noundef %0) #0 !dbg !2 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i8*, align 8
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !39, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.declare(metadata i8** %4, metadata !41, metadata !DIExpression()), !dbg !42
  %5 = load i32, i32* %3, align 4, !dbg !43
  %6 = and i32 %5, 1, !dbg !44
  %7 = sext i32 %6 to i64, !dbg !45
  %8 = getelementptr inbounds [2 x i8*], [2 x i8*]* @jump.table, i64 0, i64 %7, !dbg !45
  %9 = load i8*, i8** %8, align 8, !dbg !45
  store i8* %9, i8** %4, align 8, !dbg !42
  %10 = load i32, i32* %3, align 4, !dbg !46
  %11 = icmp sgt i32 %10, 9, !dbg !48
  br i1 %11, label %12, label %13, !dbg !49

12:                                               ; preds = %1
  store i32 5, i32* %2, align 4, !dbg !50
  br label %17, !dbg !50

13:                                               ; preds = %1
  %14 = load i8*, i8** %4, align 8, !dbg !51
  br label %19, !dbg !52

15:                                               ; preds = %19
  call void @llvm.dbg.label(metadata !53), !dbg !54
  store i32 1, i32* %2, align 4, !dbg !55
  br label %17, !dbg !55

16:                                               ; preds = %19
  call void @llvm.dbg.label(metadata !56), !dbg !57
  store i32 2, i32* %2, align 4, !dbg !58
  br label %17, !dbg !58

17:                                               ; preds = %16, %15, %12
  %18 = load i32, i32* %2, align 4, !dbg !59
  ret i32 %18, !dbg !59

19:                                               ; preds = %13
  %20 = phi i8* [ %14, %13 ]
  indirectbr i8* %20, [label %15, label %16]
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.label(metadata) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @pass(i32 noundef %0) #0 !dbg !60 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !63, metadata !DIExpression()), !dbg !64
  %3 = load i32, i32* %2, align 4, !dbg !65
  %4 = icmp ne i32 %3, 0, !dbg !65
  br i1 %4, label %5, label %6, !dbg !67

5:                                                ; preds = %1
  store i32 1, i32* @g, align 4, !dbg !68
  br label %6, !dbg !69

6:                                                ; preds = %5, %1
  call void @take(x86_fp80 noundef 0xK3FFFC000000000000000), !dbg !70
  ret void, !dbg !71
}

declare void @take(x86_fp80 noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!16, !17, !18, !19, !20, !21, !22}
!llvm.ident = !{!23}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "table", scope: !2, file: !3, line: 11, type: !12, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "jump", scope: !3, file: !3, line: 10, type: !4, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !11)
!3 = !DIFile(filename: "lines.c", directory: "/src", checksumkind: CSK_MD5, checksum: "0a07446950a15ad04fafea7773ce48bf")
!4 = !DISubroutineType(types: !5)
!5 = !{!6, !6}
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !8, splitDebugInlining: false, nameTableKind: None)
!8 = !{!0, !9}
!9 = !DIGlobalVariableExpression(var: !10, expr: !DIExpression())
!10 = distinct !DIGlobalVariable(name: "g", scope: !7, file: !3, line: 1, type: !6, isLocal: false, isDefinition: true)
!11 = !{}
!12 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 128, elements: !14)
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!14 = !{!15}
!15 = !DISubrange(count: 2)
!16 = !{i32 7, !"Dwarf Version", i32 5}
!17 = !{i32 2, !"Debug Info Version", i32 3}
!18 = !{i32 1, !"wchar_size", i32 4}
!19 = !{i32 7, !"PIC Level", i32 2}
!20 = !{i32 7, !"PIE Level", i32 2}
!21 = !{i32 7, !"uwtable", i32 1}
!22 = !{i32 7, !"frame-pointer", i32 2}
!23 = !{!"Debian clang version 14.0.6"}
!24 = distinct !DISubprogram(name: "pick", scope: !3, file: !3, line: 3, type: !4, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !11)
!25 = !DILocalVariable(name: "x", arg: 1, scope: !24, file: !3, line: 3, type: !6)
!26 = !DILocation(line: 3, column: 14, scope: !24)
!27 = !DILocation(line: 4, column: 7, scope: !28)
!28 = distinct !DILexicalBlock(scope: !24, file: !3, line: 4, column: 7)
!29 = !DILocation(line: 4, column: 9, scope: !28)
!30 = !DILocation(line: 4, column: 7, scope: !24)
!31 = !DILocation(line: 5, column: 5, scope: !28)
!32 = !DILocation(line: 6, column: 12, scope: !33)
!33 = distinct !DILexicalBlock(scope: !28, file: !3, line: 6, column: 12)
!34 = !DILocation(line: 6, column: 14, scope: !33)
!35 = !DILocation(line: 6, column: 12, scope: !28)
!36 = !DILocation(line: 7, column: 5, scope: !33)
!37 = !DILocation(line: 8, column: 3, scope: !24)
!38 = !DILocation(line: 9, column: 1, scope: !24)
!39 = !DILocalVariable(name: "x", arg: 1, scope: !2, file: !3, line: 10, type: !6)
!40 = !DILocation(line: 10, column: 14, scope: !2)
!41 = !DILocalVariable(name: "to", scope: !2, file: !3, line: 12, type: !13)
!42 = !DILocation(line: 12, column: 9, scope: !2)
!43 = !DILocation(line: 12, column: 20, scope: !2)
!44 = !DILocation(line: 12, column: 22, scope: !2)
!45 = !DILocation(line: 12, column: 14, scope: !2)
!46 = !DILocation(line: 13, column: 7, scope: !47)
!47 = distinct !DILexicalBlock(scope: !2, file: !3, line: 13, column: 7)
!48 = !DILocation(line: 13, column: 9, scope: !47)
!49 = !DILocation(line: 13, column: 7, scope: !2)
!50 = !DILocation(line: 14, column: 5, scope: !47)
!51 = !DILocation(line: 15, column: 9, scope: !2)
!52 = !DILocation(line: 15, column: 3, scope: !2)
!53 = !DILabel(scope: !2, name: "one", file: !3, line: 16)
!54 = !DILocation(line: 16, column: 1, scope: !2)
!55 = !DILocation(line: 17, column: 3, scope: !2)
!56 = !DILabel(scope: !2, name: "two", file: !3, line: 18)
!57 = !DILocation(line: 18, column: 1, scope: !2)
!58 = !DILocation(line: 19, column: 3, scope: !2)
!59 = !DILocation(line: 20, column: 1, scope: !2)
!60 = distinct !DISubprogram(name: "pass", scope: !3, file: !3, line: 21, type: !61, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !11)
!61 = !DISubroutineType(types: !62)
!62 = !{null, !6}
!63 = !DILocalVariable(name: "x", arg: 1, scope: !60, file: !3, line: 21, type: !6)
!64 = !DILocation(line: 21, column: 15, scope: !60)
!65 = !DILocation(line: 22, column: 7, scope: !66)
!66 = distinct !DILexicalBlock(scope: !60, file: !3, line: 22, column: 7)
!67 = !DILocation(line: 22, column: 7, scope: !60)
!68 = !DILocation(line: 23, column: 7, scope: !66)
!69 = !DILocation(line: 23, column: 5, scope: !66)
!70 = !DILocation(line: 24, column: 3, scope: !60)
!71 = !DILocation(line: 25, column: 1, scope: !60)
