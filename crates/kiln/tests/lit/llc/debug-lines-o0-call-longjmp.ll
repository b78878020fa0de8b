; The line table at -O0 around an indirect call through a loaded pointer and a
; `__builtin_longjmp` (clang-14 -O0 -g of the C program below). As llc -O0's FastISel, the load
; of the callee just above the call folds into it (`callq *-8(%rbp)`, CALL64r's memory form):
; where the load has a column of its own (torture 930513-1, `(*fp)(buf, "%.0f", 5.0)`), its
; row no longer comes first with the call starting another, is_stmt 0, that llc's object does
; not have. The instructions `EH_SjLj_LongJmp64` expands to keep its location (12:3 is_stmt 0,
; after the buffer's 12:21), as llc's; before, they had none and continued the buffer's row.
;
;   int (*fp)(int);
;   void g(void *p);
;
;   int call_loaded(int (*f)(int))
;   {
;     return f(3);
;   }
;
;   void jump(void **buf)
;   {
;     g(buf);
;     __builtin_longjmp(buf, 1);
;   }
;
; RUN: kiln llc -O0 %s -o - | FileCheck %s
; RUN: kiln llc -O0 -filetype=obj %s -o %t.o && llvm-dwarfdump --verify %t.o | FileCheck %s --check-prefix=VERIFY

; VERIFY: No errors.

; CHECK-LABEL: call_loaded:
; CHECK:       .loc 0 6 10 prologue_end
; CHECK-NEXT:  movl $3, %edi
; CHECK-NEXT:  callq *-8(%rbp)
; CHECK-NEXT:  .loc 0 6 3 is_stmt 0
; CHECK-NEXT:  addq $16, %rsp

; CHECK-LABEL: jump:
; CHECK:       .loc 0 12 21 is_stmt 1
; CHECK-NEXT:  movq -8(%rbp), %rax
; CHECK-NEXT:  .loc 0 12 3 is_stmt 0
; CHECK-NEXT:  movq 8(%rax), %rcx
; CHECK-NEXT:  movq 16(%rax), %rsp
; CHECK-NEXT:  movq (%rax), %rbp
; CHECK-NEXT:  jmpq *%rcx

source_filename = "a.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@fp = dso_local global i32 (i32)* null, align 8, !dbg !0

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @call_loaded(i32 (i32)* noundef %0) #0 !dbg !17 {
  %2 = alloca i32 (i32)*, align 8
  store i32 (i32)* %0, i32 (i32)** %2, align 8
  call void @llvm.dbg.declare(metadata i32 (i32)** %2, metadata !21, metadata !DIExpression()), !dbg !22
  %3 = load i32 (i32)*, i32 (i32)** %2, align 8, !dbg !23
  %4 = call i32 %3(i32 noundef 3), !dbg !23
  ret i32 %4, !dbg !24
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @jump(i8** noundef %0) #0 !dbg !25 {
  %2 = alloca i8**, align 8
  store i8** %0, i8*** %2, align 8
  call void @llvm.dbg.declare(metadata i8*** %2, metadata !30, metadata !DIExpression()), !dbg !31
  %3 = load i8**, i8*** %2, align 8, !dbg !32
  %4 = bitcast i8** %3 to i8*, !dbg !32
  call void @g(i8* noundef %4), !dbg !33
  %5 = load i8**, i8*** %2, align 8, !dbg !34
  %6 = bitcast i8** %5 to i8*, !dbg !35
  call void @llvm.eh.sjlj.longjmp(i8* %6), !dbg !35
  unreachable, !dbg !35
}

declare void @g(i8* noundef) #2

; Function Attrs: noreturn nounwind
declare void @llvm.eh.sjlj.longjmp(i8*) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14, !15}
!llvm.ident = !{!16}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "fp", scope: !2, file: !3, line: 1, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "a.c", directory: "/tmp", checksumkind: CSK_MD5, checksum: "a46374bc3a7a36621bc1775ec5dbbcc6")
!4 = !{!0}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!6 = !DISubroutineType(types: !7)
!7 = !{!8, !8}
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !{i32 7, !"Dwarf Version", i32 5}
!10 = !{i32 2, !"Debug Info Version", i32 3}
!11 = !{i32 1, !"wchar_size", i32 4}
!12 = !{i32 7, !"PIC Level", i32 2}
!13 = !{i32 7, !"PIE Level", i32 2}
!14 = !{i32 7, !"uwtable", i32 1}
!15 = !{i32 7, !"frame-pointer", i32 2}
!16 = !{!"Debian clang version 14.0.6"}
!17 = distinct !DISubprogram(name: "call_loaded", scope: !3, file: !3, line: 4, type: !18, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !20)
!18 = !DISubroutineType(types: !19)
!19 = !{!8, !5}
!20 = !{}
!21 = !DILocalVariable(name: "f", arg: 1, scope: !17, file: !3, line: 4, type: !5)
!22 = !DILocation(line: 4, column: 23, scope: !17)
!23 = !DILocation(line: 6, column: 10, scope: !17)
!24 = !DILocation(line: 6, column: 3, scope: !17)
!25 = distinct !DISubprogram(name: "jump", scope: !3, file: !3, line: 9, type: !26, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !20)
!26 = !DISubroutineType(types: !27)
!27 = !{null, !28}
!28 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !29, size: 64)
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!30 = !DILocalVariable(name: "buf", arg: 1, scope: !25, file: !3, line: 9, type: !28)
!31 = !DILocation(line: 9, column: 18, scope: !25)
!32 = !DILocation(line: 11, column: 5, scope: !25)
!33 = !DILocation(line: 11, column: 3, scope: !25)
!34 = !DILocation(line: 12, column: 21, scope: !25)
!35 = !DILocation(line: 12, column: 3, scope: !25)
