; Line rows through GlobalISel at -O0 where llc -O0's FastISel shapes the code around globals,
; branches and phis (the rows llvm-dwarfdump gives each function must be llc's):
; - a global the module defines is addressed RIP-relative, its load folded into the compare
;   that reads it (`cmpl $5, calls(%rip)`) and its store written in place, with no row of the
;   load's own column;
; - a GOT entry loaded for a load folded into its reader is loaded at the reader's location
;   (26:12, the `+`, not 26:14, the load);
; - the address a compare folded into a branch reads is built at the branch's location
;   (`leaq g(%rip)` at 10:7);
; - a phi read only by dead code stays, with its copies (the line-0 reload at the top of the
;   block after the `||`), and one no instruction reads (the `?:` result in `u`) is not built;
; - a stack address another block computed (va_list's getelementptr of offset 0) is a
;   register there, reloaded at the top of the block with a line-0 row, not folded into a
;   frame address.
;
;   #include <stdarg.h>
;   extern int ext;
;   int calls, t;
;   void *y(int);
;   void abort(void);
;   int g(void) {
;     if (calls == 5)
;       return 1;
;     t = ext + 2;
;     if (y(1) != (void *)g)
;       abort();
;     return 0;
;   }
;   void h(void) {
;     while (t)
;       calls || ext;
;   }
;   int v(int n, ...) {
;     va_list ap;
;     va_start(ap, n);
;     n = va_arg(ap, int);
;     va_end(ap);
;     return n;
;   }
;   int k(int x) {
;     return x + ext;
;   }
;   void u(void) {
;     t == 2 ? 0 : calls++;
;   }
; (clang-14 -O0 -g -w)
;
; RUN: kiln llc -O0 -relocation-model=pic -global-isel -global-isel-abort=1 %s -o - | FileCheck %s
; RUN: kiln llc -O0 -relocation-model=pic -global-isel -global-isel-abort=1 -filetype=obj %s -o %t.o && llvm-dwarfdump --verify %t.o | FileCheck %s --check-prefix=VERIFY

; CHECK-LABEL: g:
; CHECK: .loc 0 7 13 prologue_end
; CHECK-NEXT: cmpl $5, calls(%rip)
; CHECK: movl %eax, t(%rip)
; CHECK: callq y@PLT
; CHECK-NEXT: .loc 0 10 7 is_stmt 0
; CHECK-NEXT: leaq g(%rip), %rcx
; CHECK-NEXT: .loc 0 10 12
; CHECK-NEXT: cmpq %rcx, %rax

; CHECK-LABEL: h:
; CHECK: .loc 0 16 11 is_stmt 0
; CHECK: setne %al
; CHECK-NEXT: movb %al, [[SLOT:-?[0-9]+]](%rbp)
; CHECK-NEXT: .LBB1_4:
; CHECK-NEXT: .loc 0 0 11
; CHECK-NEXT: movb [[SLOT]](%rbp), %al # 1-byte Reload
; CHECK-NEXT: .loc 0 15 3 is_stmt 1

; CHECK-LABEL: v:
; CHECK: .loc 0 21 7
; CHECK-NEXT: leaq -32(%rbp), %rax
; CHECK-NEXT: movq %rax, [[AP:-[0-9]+]](%rbp) # 8-byte Spill
; CHECK: .LBB2_1:
; CHECK-NEXT: .loc 0 0 7 is_stmt 0
; CHECK-NEXT: movq [[AP]](%rbp), %rax # 8-byte Reload
; CHECK-NEXT: movl {{-[0-9]+}}(%rbp), %ecx # 4-byte Reload
; CHECK-NEXT: .loc 0 21 7
; CHECK-NEXT: movq 16(%rax), %rdx

; CHECK-LABEL: k:
; CHECK: .loc 0 26 12 is_stmt 0
; CHECK-NEXT: movq ext@GOTPCREL(%rip), %rcx
; CHECK-NEXT: addl (%rcx), %eax

; CHECK-LABEL: u:
; CHECK: .LBB4_1:
; CHECK-NEXT: jmp .LBB4_3
; CHECK: .LBB4_3:
; CHECK-NEXT: .loc 0 30 1 is_stmt 1
; CHECK-NEXT: popq %rbp

; VERIFY: No errors.

; ModuleID = 'globals.c'
source_filename = "globals.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.__va_list_tag = type { i32, i32, i8*, i8* }

@calls = dso_local global i32 0, align 4, !dbg !0
@ext = external global i32, align 4
@t = dso_local global i32 0, align 4, !dbg !7

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @g() #0 !dbg !18 {
  %1 = alloca i32, align 4
  %2 = load i32, i32* @calls, align 4, !dbg !22
  %3 = icmp eq i32 %2, 5, !dbg !24
  br i1 %3, label %4, label %5, !dbg !25

4:                                                ; preds = %0
  store i32 1, i32* %1, align 4, !dbg !26
  br label %12, !dbg !26

5:                                                ; preds = %0
  %6 = load i32, i32* @ext, align 4, !dbg !27
  %7 = add nsw i32 %6, 2, !dbg !28
  store i32 %7, i32* @t, align 4, !dbg !29
  %8 = call i8* @y(i32 noundef 1), !dbg !30
  %9 = icmp ne i8* %8, bitcast (i32 ()* @g to i8*), !dbg !32
  br i1 %9, label %10, label %11, !dbg !33

10:                                               ; preds = %5
  call void @abort() #5, !dbg !34
  unreachable, !dbg !34

11:                                               ; preds = %5
  store i32 0, i32* %1, align 4, !dbg !35
  br label %12, !dbg !35

12:                                               ; preds = %11, %4
  %13 = load i32, i32* %1, align 4, !dbg !36
  ret i32 %13, !dbg !36
}

declare i8* @y(i32 noundef) #1

; Function Attrs: noreturn
declare void @abort() #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @h() #0 !dbg !37 {
  br label %1, !dbg !40

1:                                                ; preds = %10, %0
  %2 = load i32, i32* @t, align 4, !dbg !41
  %3 = icmp ne i32 %2, 0, !dbg !40
  br i1 %3, label %4, label %13, !dbg !40

4:                                                ; preds = %1
  %5 = load i32, i32* @calls, align 4, !dbg !42
  %6 = icmp ne i32 %5, 0, !dbg !42
  br i1 %6, label %10, label %7, !dbg !43

7:                                                ; preds = %4
  %8 = load i32, i32* @ext, align 4, !dbg !44
  %9 = icmp ne i32 %8, 0, !dbg !43
  br label %10, !dbg !43

10:                                               ; preds = %7, %4
  %11 = phi i1 [ true, %4 ], [ %9, %7 ]
  %12 = zext i1 %11 to i32, !dbg !43
  br label %1, !dbg !40, !llvm.loop !45

13:                                               ; preds = %1
  ret void, !dbg !47
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @v(i32 noundef %0, ...) #0 !dbg !48 {
  %2 = alloca i32, align 4
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !51, metadata !DIExpression()), !dbg !52
  call void @llvm.dbg.declare(metadata [1 x %struct.__va_list_tag]* %3, metadata !53, metadata !DIExpression()), !dbg !68
  %4 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0, !dbg !69
  %5 = bitcast %struct.__va_list_tag* %4 to i8*, !dbg !69
  call void @llvm.va_start(i8* %5), !dbg !69
  %6 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0, !dbg !70
  %7 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %6, i32 0, i32 0, !dbg !70
  %8 = load i32, i32* %7, align 16, !dbg !70
  %9 = icmp ule i32 %8, 40, !dbg !70
  br i1 %9, label %10, label %16, !dbg !70

10:                                               ; preds = %1
  %11 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %6, i32 0, i32 3, !dbg !70
  %12 = load i8*, i8** %11, align 16, !dbg !70
  %13 = getelementptr i8, i8* %12, i32 %8, !dbg !70
  %14 = bitcast i8* %13 to i32*, !dbg !70
  %15 = add i32 %8, 8, !dbg !70
  store i32 %15, i32* %7, align 16, !dbg !70
  br label %21, !dbg !70

16:                                               ; preds = %1
  %17 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %6, i32 0, i32 2, !dbg !70
  %18 = load i8*, i8** %17, align 8, !dbg !70
  %19 = bitcast i8* %18 to i32*, !dbg !70
  %20 = getelementptr i8, i8* %18, i32 8, !dbg !70
  store i8* %20, i8** %17, align 8, !dbg !70
  br label %21, !dbg !70

21:                                               ; preds = %16, %10
  %22 = phi i32* [ %14, %10 ], [ %19, %16 ], !dbg !70
  %23 = load i32, i32* %22, align 4, !dbg !70
  store i32 %23, i32* %2, align 4, !dbg !71
  %24 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0, !dbg !72
  %25 = bitcast %struct.__va_list_tag* %24 to i8*, !dbg !72
  call void @llvm.va_end(i8* %25), !dbg !72
  %26 = load i32, i32* %2, align 4, !dbg !73
  ret i32 %26, !dbg !74
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #3

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.va_start(i8*) #4

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.va_end(i8*) #4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @k(i32 noundef %0) #0 !dbg !75 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !78, metadata !DIExpression()), !dbg !79
  %3 = load i32, i32* %2, align 4, !dbg !80
  %4 = load i32, i32* @ext, align 4, !dbg !81
  %5 = add nsw i32 %3, %4, !dbg !82
  ret i32 %5, !dbg !83
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @u() #0 !dbg !84 {
  %1 = load i32, i32* @t, align 4, !dbg !85
  %2 = icmp eq i32 %1, 2, !dbg !86
  br i1 %2, label %3, label %4, !dbg !85

3:                                                ; preds = %0
  br label %7, !dbg !85

4:                                                ; preds = %0
  %5 = load i32, i32* @calls, align 4, !dbg !87
  %6 = add nsw i32 %5, 1, !dbg !87
  store i32 %6, i32* @calls, align 4, !dbg !87
  br label %7, !dbg !85

7:                                                ; preds = %4, %3
  %8 = phi i32 [ 0, %3 ], [ %5, %4 ], !dbg !85
  ret void, !dbg !88
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { noreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { nofree nosync nounwind willreturn }
attributes #5 = { noreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!10, !11, !12, !13, !14, !15, !16}
!llvm.ident = !{!17}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "calls", scope: !2, file: !3, line: 3, type: !9, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "globals.c", directory: "/tmp", checksumkind: CSK_MD5, checksum: "60174af7a1958b02ce13775b053dbc74")
!4 = !{!5}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !{!0, !7}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "t", scope: !2, file: !3, line: 3, type: !9, isLocal: false, isDefinition: true)
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !{i32 7, !"Dwarf Version", i32 5}
!11 = !{i32 2, !"Debug Info Version", i32 3}
!12 = !{i32 1, !"wchar_size", i32 4}
!13 = !{i32 7, !"PIC Level", i32 2}
!14 = !{i32 7, !"PIE Level", i32 2}
!15 = !{i32 7, !"uwtable", i32 1}
!16 = !{i32 7, !"frame-pointer", i32 2}
!17 = !{!"Debian clang version 14.0.6"}
!18 = distinct !DISubprogram(name: "g", scope: !3, file: !3, line: 6, type: !19, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !21)
!19 = !DISubroutineType(types: !20)
!20 = !{!9}
!21 = !{}
!22 = !DILocation(line: 7, column: 7, scope: !23)
!23 = distinct !DILexicalBlock(scope: !18, file: !3, line: 7, column: 7)
!24 = !DILocation(line: 7, column: 13, scope: !23)
!25 = !DILocation(line: 7, column: 7, scope: !18)
!26 = !DILocation(line: 8, column: 5, scope: !23)
!27 = !DILocation(line: 9, column: 7, scope: !18)
!28 = !DILocation(line: 9, column: 11, scope: !18)
!29 = !DILocation(line: 9, column: 5, scope: !18)
!30 = !DILocation(line: 10, column: 7, scope: !31)
!31 = distinct !DILexicalBlock(scope: !18, file: !3, line: 10, column: 7)
!32 = !DILocation(line: 10, column: 12, scope: !31)
!33 = !DILocation(line: 10, column: 7, scope: !18)
!34 = !DILocation(line: 11, column: 5, scope: !31)
!35 = !DILocation(line: 12, column: 3, scope: !18)
!36 = !DILocation(line: 13, column: 1, scope: !18)
!37 = distinct !DISubprogram(name: "h", scope: !3, file: !3, line: 14, type: !38, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !21)
!38 = !DISubroutineType(types: !39)
!39 = !{null}
!40 = !DILocation(line: 15, column: 3, scope: !37)
!41 = !DILocation(line: 15, column: 10, scope: !37)
!42 = !DILocation(line: 16, column: 5, scope: !37)
!43 = !DILocation(line: 16, column: 11, scope: !37)
!44 = !DILocation(line: 16, column: 14, scope: !37)
!45 = distinct !{!45, !40, !44, !46}
!46 = !{!"llvm.loop.mustprogress"}
!47 = !DILocation(line: 17, column: 1, scope: !37)
!48 = distinct !DISubprogram(name: "v", scope: !3, file: !3, line: 18, type: !49, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !21)
!49 = !DISubroutineType(types: !50)
!50 = !{!9, !9, null}
!51 = !DILocalVariable(name: "n", arg: 1, scope: !48, file: !3, line: 18, type: !9)
!52 = !DILocation(line: 18, column: 11, scope: !48)
!53 = !DILocalVariable(name: "ap", scope: !48, file: !3, line: 19, type: !54)
!54 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list", file: !55, line: 14, baseType: !56)
!55 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stdarg.h", directory: "", checksumkind: CSK_MD5, checksum: "4de3cbd931b589d291e5c39387aecf82")
!56 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !57, baseType: !58)
!57 = !DIFile(filename: "globals.c", directory: "/tmp")
!58 = !DICompositeType(tag: DW_TAG_array_type, baseType: !59, size: 192, elements: !66)
!59 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list_tag", size: 192, elements: !60)
!60 = !{!61, !63, !64, !65}
!61 = !DIDerivedType(tag: DW_TAG_member, name: "gp_offset", scope: !59, file: !57, line: 19, baseType: !62, size: 32)
!62 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!63 = !DIDerivedType(tag: DW_TAG_member, name: "fp_offset", scope: !59, file: !57, line: 19, baseType: !62, size: 32, offset: 32)
!64 = !DIDerivedType(tag: DW_TAG_member, name: "overflow_arg_area", scope: !59, file: !57, line: 19, baseType: !5, size: 64, offset: 64)
!65 = !DIDerivedType(tag: DW_TAG_member, name: "reg_save_area", scope: !59, file: !57, line: 19, baseType: !5, size: 64, offset: 128)
!66 = !{!67}
!67 = !DISubrange(count: 1)
!68 = !DILocation(line: 19, column: 11, scope: !48)
!69 = !DILocation(line: 20, column: 3, scope: !48)
!70 = !DILocation(line: 21, column: 7, scope: !48)
!71 = !DILocation(line: 21, column: 5, scope: !48)
!72 = !DILocation(line: 22, column: 3, scope: !48)
!73 = !DILocation(line: 23, column: 10, scope: !48)
!74 = !DILocation(line: 23, column: 3, scope: !48)
!75 = distinct !DISubprogram(name: "k", scope: !3, file: !3, line: 25, type: !76, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !21)
!76 = !DISubroutineType(types: !77)
!77 = !{!9, !9}
!78 = !DILocalVariable(name: "x", arg: 1, scope: !75, file: !3, line: 25, type: !9)
!79 = !DILocation(line: 25, column: 11, scope: !75)
!80 = !DILocation(line: 26, column: 10, scope: !75)
!81 = !DILocation(line: 26, column: 14, scope: !75)
!82 = !DILocation(line: 26, column: 12, scope: !75)
!83 = !DILocation(line: 26, column: 3, scope: !75)
!84 = distinct !DISubprogram(name: "u", scope: !3, file: !3, line: 28, type: !38, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !21)
!85 = !DILocation(line: 29, column: 3, scope: !84)
!86 = !DILocation(line: 29, column: 5, scope: !84)
!87 = !DILocation(line: 29, column: 21, scope: !84)
!88 = !DILocation(line: 30, column: 1, scope: !84)
