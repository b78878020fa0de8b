; At -O0, `llvm.dbg.declare` of an address that is not a static alloca becomes a DBG_VALUE
; (the indirect form `DBG_VALUE %0, 0`) or the stack object's variable: an `sret` pointer in
; a register for a one-block function (`DW_OP_breg5 RDI+0`, as llc), the same pointer kept
; in the fast allocator's stack slot across blocks (`DW_OP_breg6 RBP-24, DW_OP_deref`, a
; location list from its DBG_VALUE, as llc's), and a
; `byval` argument's incoming stack object (`DW_OP_fbreg +16`, as llc). The MIR reads back.
;
;   struct S { long a, b, c; };
;   struct S one(long x) { struct S s = {x, x + 1, x + 2}; return s; }
;   struct S loop(long x, int n) { struct S s = {x, 0, 0}; for (int i = 0; i < n; i++) s.a += i; return s; }
;   struct B { char buf[100]; };
;   int first(struct B b) { return b.buf[0]; }
;
; RUN: kiln llc -O0 -global-isel=0 -stop-after=finalize-isel %s -o - | FileCheck %s --check-prefix=ISEL
; RUN: kiln llc -O0 -global-isel=0 -stop-after=finalize-isel %s -o %t.mir && kiln llc -O0 -run-pass=phi-node-elimination %t.mir -o - | FileCheck %s --check-prefix=ISEL
; RUN: kiln llc -O0 -stop-after=regallocfast %s -o - | FileCheck %s --check-prefix=FAST
; RUN: kiln llc -O0 -stop-after=prologepilog %s -o - | FileCheck %s --check-prefix=PEI
; RUN: kiln llc -O0 -filetype=obj %s -o %t.o && llvm-dwarfdump --verify %t.o | FileCheck %s --check-prefix=VERIFY
; RUN: kiln llc -O0 -global-isel=0 -filetype=obj %s -o %t.o && llvm-dwarfdump --debug-info %t.o | FileCheck %s --check-prefix=INFO
; RUN: kiln llc -O0 -dwarf-version=4 -filetype=obj %s -o %t4.o && llvm-dwarfdump --verify %t4.o | FileCheck %s --check-prefix=VERIFY

; ISEL: DBG_VALUE %0, 0, !22, !DIExpression(), debug-location !23
; ISEL: DBG_VALUE %1, 0, !39, !DIExpression(), debug-location !40
; ISEL: debug-info-variable: '!72', debug-info-expression: '!DIExpression()', debug-info-location: '!73'
; FAST: DBG_VALUE $rdi, 0, !22, !DIExpression(), debug-location !23
; FAST: DBG_VALUE %stack.3, 0, !39, !DIExpression(DW_OP_deref), debug-location !40
; PEI: DBG_VALUE $rdi, 0, !22, !DIExpression(), debug-location !23
; PEI: DBG_VALUE $rbp, 0, !39, !DIExpression(DW_OP_constu, 24, DW_OP_minus, DW_OP_deref), debug-location !40
; VERIFY: No errors.
; INFO: DW_AT_location (DW_OP_breg5 RDI+0)
; INFO-NEXT: DW_AT_name ("s")
; INFO: DW_AT_location (0x{{[0-9a-f]+}}:
; INFO-NEXT: [0x{{[0-9a-f]+}}, 0x{{[0-9a-f]+}}): DW_OP_breg6 RBP-24, DW_OP_deref)
; INFO-NEXT: DW_AT_name ("s")
; INFO: DW_AT_location (DW_OP_fbreg +16)
; INFO-NEXT: DW_AT_name ("b")


source_filename = "dv.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.S = type { i64, i64, i64 }
%struct.B = type { [100 x i8] }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @one(%struct.S* noalias sret(%struct.S) align 8 %0, i64 noundef %1) #0 !dbg !10 {
  %3 = alloca i64, align 8
  store i64 %1, i64* %3, align 8
  call void @llvm.dbg.declare(metadata i64* %3, metadata !20, metadata !DIExpression()), !dbg !21
  call void @llvm.dbg.declare(metadata %struct.S* %0, metadata !22, metadata !DIExpression()), !dbg !23
  %4 = getelementptr inbounds %struct.S, %struct.S* %0, i32 0, i32 0, !dbg !24
  %5 = load i64, i64* %3, align 8, !dbg !25
  store i64 %5, i64* %4, align 8, !dbg !24
  %6 = getelementptr inbounds %struct.S, %struct.S* %0, i32 0, i32 1, !dbg !24
  %7 = load i64, i64* %3, align 8, !dbg !26
  %8 = add nsw i64 %7, 1, !dbg !27
  store i64 %8, i64* %6, align 8, !dbg !24
  %9 = getelementptr inbounds %struct.S, %struct.S* %0, i32 0, i32 2, !dbg !24
  %10 = load i64, i64* %3, align 8, !dbg !28
  %11 = add nsw i64 %10, 2, !dbg !29
  store i64 %11, i64* %9, align 8, !dbg !24
  ret void, !dbg !30
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @loop(%struct.S* noalias sret(%struct.S) align 8 %0, i64 noundef %1, i32 noundef %2) #0 !dbg !31 {
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i64 %1, i64* %4, align 8
  call void @llvm.dbg.declare(metadata i64* %4, metadata !35, metadata !DIExpression()), !dbg !36
  store i32 %2, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !37, metadata !DIExpression()), !dbg !38
  call void @llvm.dbg.declare(metadata %struct.S* %0, metadata !39, metadata !DIExpression()), !dbg !40
  %7 = getelementptr inbounds %struct.S, %struct.S* %0, i32 0, i32 0, !dbg !41
  %8 = load i64, i64* %4, align 8, !dbg !42
  store i64 %8, i64* %7, align 8, !dbg !41
  %9 = getelementptr inbounds %struct.S, %struct.S* %0, i32 0, i32 1, !dbg !41
  store i64 0, i64* %9, align 8, !dbg !41
  %10 = getelementptr inbounds %struct.S, %struct.S* %0, i32 0, i32 2, !dbg !41
  store i64 0, i64* %10, align 8, !dbg !41
  call void @llvm.dbg.declare(metadata i32* %6, metadata !43, metadata !DIExpression()), !dbg !45
  store i32 0, i32* %6, align 4, !dbg !45
  br label %11, !dbg !46

11:                                               ; preds = %21, %3
  %12 = load i32, i32* %6, align 4, !dbg !47
  %13 = load i32, i32* %5, align 4, !dbg !49
  %14 = icmp slt i32 %12, %13, !dbg !50
  br i1 %14, label %15, label %24, !dbg !51

15:                                               ; preds = %11
  %16 = load i32, i32* %6, align 4, !dbg !52
  %17 = sext i32 %16 to i64, !dbg !52
  %18 = getelementptr inbounds %struct.S, %struct.S* %0, i32 0, i32 0, !dbg !53
  %19 = load i64, i64* %18, align 8, !dbg !54
  %20 = add nsw i64 %19, %17, !dbg !54
  store i64 %20, i64* %18, align 8, !dbg !54
  br label %21, !dbg !55

21:                                               ; preds = %15
  %22 = load i32, i32* %6, align 4, !dbg !56
  %23 = add nsw i32 %22, 1, !dbg !56
  store i32 %23, i32* %6, align 4, !dbg !56
  br label %11, !dbg !57, !llvm.loop !58

24:                                               ; preds = %11
  ret void, !dbg !61
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @first(%struct.B* noundef byval(%struct.B) align 8 %0) #0 !dbg !62 {
  call void @llvm.dbg.declare(metadata %struct.B* %0, metadata !72, metadata !DIExpression()), !dbg !73
  %2 = getelementptr inbounds %struct.B, %struct.B* %0, i32 0, i32 0, !dbg !74
  %3 = getelementptr inbounds [100 x i8], [100 x i8]* %2, i64 0, i64 0, !dbg !75
  %4 = load i8, i8* %3, align 8, !dbg !75
  %5 = sext i8 %4 to i32, !dbg !75
  ret i32 %5, !dbg !76
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "dv.c", directory: "/tmp", checksumkind: CSK_MD5, checksum: "50cdeff59c689d50f6fe5959f624a73a")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "one", scope: !1, file: !1, line: 2, type: !11, scopeLine: 2, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !19)
!11 = !DISubroutineType(types: !12)
!12 = !{!13, !16}
!13 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S", file: !1, line: 1, size: 192, elements: !14)
!14 = !{!15, !17, !18}
!15 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !13, file: !1, line: 1, baseType: !16, size: 64)
!16 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!17 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !13, file: !1, line: 1, baseType: !16, size: 64, offset: 64)
!18 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !13, file: !1, line: 1, baseType: !16, size: 64, offset: 128)
!19 = !{}
!20 = !DILocalVariable(name: "x", arg: 1, scope: !10, file: !1, line: 2, type: !16)
!21 = !DILocation(line: 2, column: 19, scope: !10)
!22 = !DILocalVariable(name: "s", scope: !10, file: !1, line: 2, type: !13)
!23 = !DILocation(line: 2, column: 33, scope: !10)
!24 = !DILocation(line: 2, column: 37, scope: !10)
!25 = !DILocation(line: 2, column: 38, scope: !10)
!26 = !DILocation(line: 2, column: 41, scope: !10)
!27 = !DILocation(line: 2, column: 43, scope: !10)
!28 = !DILocation(line: 2, column: 48, scope: !10)
!29 = !DILocation(line: 2, column: 50, scope: !10)
!30 = !DILocation(line: 2, column: 56, scope: !10)
!31 = distinct !DISubprogram(name: "loop", scope: !1, file: !1, line: 3, type: !32, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !19)
!32 = !DISubroutineType(types: !33)
!33 = !{!13, !16, !34}
!34 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!35 = !DILocalVariable(name: "x", arg: 1, scope: !31, file: !1, line: 3, type: !16)
!36 = !DILocation(line: 3, column: 20, scope: !31)
!37 = !DILocalVariable(name: "n", arg: 2, scope: !31, file: !1, line: 3, type: !34)
!38 = !DILocation(line: 3, column: 27, scope: !31)
!39 = !DILocalVariable(name: "s", scope: !31, file: !1, line: 3, type: !13)
!40 = !DILocation(line: 3, column: 41, scope: !31)
!41 = !DILocation(line: 3, column: 45, scope: !31)
!42 = !DILocation(line: 3, column: 46, scope: !31)
!43 = !DILocalVariable(name: "i", scope: !44, file: !1, line: 3, type: !34)
!44 = distinct !DILexicalBlock(scope: !31, file: !1, line: 3, column: 56)
!45 = !DILocation(line: 3, column: 65, scope: !44)
!46 = !DILocation(line: 3, column: 61, scope: !44)
!47 = !DILocation(line: 3, column: 72, scope: !48)
!48 = distinct !DILexicalBlock(scope: !44, file: !1, line: 3, column: 56)
!49 = !DILocation(line: 3, column: 76, scope: !48)
!50 = !DILocation(line: 3, column: 74, scope: !48)
!51 = !DILocation(line: 3, column: 56, scope: !44)
!52 = !DILocation(line: 3, column: 91, scope: !48)
!53 = !DILocation(line: 3, column: 86, scope: !48)
!54 = !DILocation(line: 3, column: 88, scope: !48)
!55 = !DILocation(line: 3, column: 84, scope: !48)
!56 = !DILocation(line: 3, column: 80, scope: !48)
!57 = !DILocation(line: 3, column: 56, scope: !48)
!58 = distinct !{!58, !51, !59, !60}
!59 = !DILocation(line: 3, column: 91, scope: !44)
!60 = !{!"llvm.loop.mustprogress"}
!61 = !DILocation(line: 3, column: 94, scope: !31)
!62 = distinct !DISubprogram(name: "first", scope: !1, file: !1, line: 5, type: !63, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !19)
!63 = !DISubroutineType(types: !64)
!64 = !{!34, !65}
!65 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "B", file: !1, line: 4, size: 800, elements: !66)
!66 = !{!67}
!67 = !DIDerivedType(tag: DW_TAG_member, name: "buf", scope: !65, file: !1, line: 4, baseType: !68, size: 800)
!68 = !DICompositeType(tag: DW_TAG_array_type, baseType: !69, size: 800, elements: !70)
!69 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!70 = !{!71}
!71 = !DISubrange(count: 100)
!72 = !DILocalVariable(name: "b", arg: 1, scope: !62, file: !1, line: 5, type: !65)
!73 = !DILocation(line: 5, column: 20, scope: !62)
!74 = !DILocation(line: 5, column: 34, scope: !62)
!75 = !DILocation(line: 5, column: 32, scope: !62)
!76 = !DILocation(line: 5, column: 25, scope: !62)
