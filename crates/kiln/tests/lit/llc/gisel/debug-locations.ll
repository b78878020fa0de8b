; Debug information through GlobalISel at -O0: every generic instruction carries its IR
; instruction's location through the IRTranslator, the Legalizer (the widened G_ICMP and its
; G_TRUNC keep the compare's !24), RegBankSelect and InstructionSelect (CMP32rm, with the load
; of `y` folded in, and SETCCr keep !24); constants and stack addresses are built right before
; each user with its location (`return 7` has a row of line 7 at the top of its block, no line-0
; reload); `llvm.dbg.value` becomes a DBG_VALUE of the value's register or of the constant,
; `llvm.dbg.declare` of an alloca or of a byval argument the stack object's variable. The MIR of
; each stage reads back, and llvm-dwarfdump reads the object.
;
;   struct S { long a, b, c; };
;   int pick(int x, int y) {
;     _Bool less = x < y;
;     char sum = x + y;
;     if (less)
;       return sum;
;     return 7;
;   }
;   long total(struct S s, long n) {
;     return s.a + s.b + n;
;   }
; (clang-14 -O0 -g, with two llvm.dbg.value calls of a variable "wide" added.)
;
; RUN: kiln llc -O0 -global-isel -stop-after=irtranslator %s -o - | FileCheck %s --check-prefix=IRT
; RUN: kiln llc -O0 -global-isel -stop-after=irtranslator %s -o %t.irt.mir && kiln llc -O0 -global-isel -run-pass=legalizer %t.irt.mir -o - | FileCheck %s --check-prefix=LEGAL
; RUN: kiln llc -O0 -global-isel -stop-after=legalizer %s -o %t.legal.mir && kiln llc -O0 -global-isel -run-pass=regbankselect %t.legal.mir -o - | FileCheck %s --check-prefix=RBS
; RUN: kiln llc -O0 -global-isel -stop-after=regbankselect %s -o %t.rbs.mir && kiln llc -O0 -global-isel -run-pass=instruction-select %t.rbs.mir -o - | FileCheck %s --check-prefix=SEL
; RUN: kiln llc -O0 -global-isel -global-isel-abort=1 -filetype=obj %s -o %t.o && llvm-dwarfdump --verify %t.o | FileCheck %s --check-prefix=VERIFY
; RUN: kiln llc -O0 -global-isel -global-isel-abort=1 -filetype=obj %s -o %t.o && llvm-dwarfdump --debug-line %t.o | FileCheck %s --check-prefix=LINES
; RUN: kiln llc -O0 -global-isel -global-isel-abort=1 -filetype=obj %s -o %t.o && llvm-dwarfdump --debug-info %t.o | FileCheck %s --check-prefix=INFO

; IRT-LABEL: name: pick
; IRT: debug-info-variable: '!15', debug-info-expression: '!DIExpression()', debug-info-location: '!16'
; IRT: [[X:%[0-9]+]]:_(p0) = G_FRAME_INDEX %stack.1, debug-location !22
; IRT-NEXT: G_LOAD [[X]](p0), debug-location !22
; IRT: G_ICMP intpred(slt), {{.*}}, debug-location !24
; IRT: [[SUM:%[0-9]+]]:_(s32) = nsw G_ADD {{.*}}, debug-location !30
; IRT-NEXT: DBG_VALUE [[SUM]](s32), $noreg, !60, !DIExpression(), debug-location !30
; IRT: G_BRCOND {{.*}}, debug-location !33
; IRT: bb.2
; IRT: DBG_VALUE 7, $noreg, !60, !DIExpression(), debug-location !36
; IRT-NEXT: G_CONSTANT i32 7, debug-location !36
; IRT-LABEL: name: total
; IRT: fixedStack:
; IRT-NEXT: debug-info-variable: '!47', debug-info-expression: '!DIExpression()', debug-info-location: '!48'
; IRT-NOT: DBG_VALUE

; LEGAL-LABEL: name: pick
; LEGAL: [[CMP:%[0-9]+]]:_(s8) = G_ICMP intpred(slt), {{.*}}, debug-location !24
; LEGAL-NEXT: G_TRUNC [[CMP]](s8), debug-location !24
; LEGAL: DBG_VALUE %{{[0-9]+}}(s32), $noreg, !60, !DIExpression(), debug-location !30

; RBS-LABEL: name: pick
; RBS: :gpr(s8) = G_ICMP intpred(slt), {{.*}}, debug-location !24
; RBS-NEXT: :gpr(s1) = G_TRUNC {{.*}}, debug-location !24

; SEL-LABEL: name: pick
; SEL: CMP32rm {{.*}}, implicit-def $eflags, debug-location !24
; SEL-NEXT: SETCCr 12, implicit $eflags, debug-location !24
; SEL: [[SUM:%[0-9]+]]:gr32 = ADD32rm {{.*}}, debug-location !30
; SEL-NEXT: DBG_VALUE [[SUM]], $noreg, !60, !DIExpression(), debug-location !30
; SEL: DBG_VALUE 7, $noreg, !60, !DIExpression(), debug-location !36
; SEL-NEXT: MOV32mi %stack.0, 1, $noreg, 0, $noreg, 7, debug-location !36

; VERIFY: No errors.

; LINES: 2      0      0   0             0  is_stmt
; LINES-NEXT: 3     16      0   0             0  is_stmt prologue_end
; LINES: 7      3      0   0             0  is_stmt
; LINES-NEXT: 8      1      0   0             0  is_stmt
; LINES-NEXT: 9      0      0   0             0  is_stmt
; LINES-NEXT: 10     12      0   0             0  is_stmt prologue_end

; INFO: DW_AT_location (DW_OP_fbreg -14)
; INFO-NEXT: DW_AT_name ("sum")
; INFO: DW_AT_location (0x{{[0-9a-f]+}}:
; INFO-NEXT: [0x{{[0-9a-f]+}}, 0x{{[0-9a-f]+}}): DW_OP_reg0 RAX
; INFO: DW_OP_constu 0x7, DW_OP_stack_value)
; INFO-NEXT: DW_AT_name ("wide")
; INFO: DW_AT_location (DW_OP_fbreg +16)
; INFO-NEXT: DW_AT_name ("s")

source_filename = "dl.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.S = type { i64, i64, i64 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @pick(i32 noundef %0, i32 noundef %1) #0 !dbg !10 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i8, align 1
  %7 = alloca i8, align 1
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !15, metadata !DIExpression()), !dbg !16
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !17, metadata !DIExpression()), !dbg !18
  call void @llvm.dbg.declare(metadata i8* %6, metadata !19, metadata !DIExpression()), !dbg !21
  %8 = load i32, i32* %4, align 4, !dbg !22
  %9 = load i32, i32* %5, align 4, !dbg !23
  %10 = icmp slt i32 %8, %9, !dbg !24
  %11 = zext i1 %10 to i8, !dbg !21
  store i8 %11, i8* %6, align 1, !dbg !21
  call void @llvm.dbg.declare(metadata i8* %7, metadata !25, metadata !DIExpression()), !dbg !27
  %12 = load i32, i32* %4, align 4, !dbg !28
  %13 = load i32, i32* %5, align 4, !dbg !29
  %14 = add nsw i32 %12, %13, !dbg !30
  call void @llvm.dbg.value(metadata i32 %14, metadata !60, metadata !DIExpression()), !dbg !30
  %15 = trunc i32 %14 to i8, !dbg !28
  store i8 %15, i8* %7, align 1, !dbg !27
  %16 = load i8, i8* %6, align 1, !dbg !31
  %17 = trunc i8 %16 to i1, !dbg !31
  br i1 %17, label %18, label %21, !dbg !33

18:                                               ; preds = %2
  %19 = load i8, i8* %7, align 1, !dbg !34
  %20 = sext i8 %19 to i32, !dbg !34
  store i32 %20, i32* %3, align 4, !dbg !35
  br label %22, !dbg !35

21:                                               ; preds = %2
  call void @llvm.dbg.value(metadata i32 7, metadata !60, metadata !DIExpression()), !dbg !36
  store i32 7, i32* %3, align 4, !dbg !36
  br label %22, !dbg !36

22:                                               ; preds = %21, %18
  %23 = load i32, i32* %3, align 4, !dbg !37
  ret i32 %23, !dbg !37
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1
declare void @llvm.dbg.value(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @total(%struct.S* noundef byval(%struct.S) align 8 %0, i64 noundef %1) #0 !dbg !38 {
  %3 = alloca i64, align 8
  call void @llvm.dbg.declare(metadata %struct.S* %0, metadata !47, metadata !DIExpression()), !dbg !48
  store i64 %1, i64* %3, align 8
  call void @llvm.dbg.declare(metadata i64* %3, metadata !49, metadata !DIExpression()), !dbg !50
  %4 = getelementptr inbounds %struct.S, %struct.S* %0, i32 0, i32 0, !dbg !51
  %5 = load i64, i64* %4, align 8, !dbg !51
  %6 = getelementptr inbounds %struct.S, %struct.S* %0, i32 0, i32 1, !dbg !52
  %7 = load i64, i64* %6, align 8, !dbg !52
  %8 = add nsw i64 %5, %7, !dbg !53
  %9 = load i64, i64* %3, align 8, !dbg !54
  %10 = add nsw i64 %8, %9, !dbg !55
  ret i64 %10, !dbg !56
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "dl.c", directory: "/tmp", checksumkind: CSK_MD5, checksum: "d86ceb30bd3b6bfd848ac597b13ff75d")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "pick", scope: !1, file: !1, line: 2, type: !11, scopeLine: 2, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!11 = !DISubroutineType(types: !12)
!12 = !{!13, !13, !13}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{}
!15 = !DILocalVariable(name: "x", arg: 1, scope: !10, file: !1, line: 2, type: !13)
!16 = !DILocation(line: 2, column: 14, scope: !10)
!17 = !DILocalVariable(name: "y", arg: 2, scope: !10, file: !1, line: 2, type: !13)
!18 = !DILocation(line: 2, column: 21, scope: !10)
!19 = !DILocalVariable(name: "less", scope: !10, file: !1, line: 3, type: !20)
!20 = !DIBasicType(name: "_Bool", size: 8, encoding: DW_ATE_boolean)
!21 = !DILocation(line: 3, column: 9, scope: !10)
!22 = !DILocation(line: 3, column: 16, scope: !10)
!23 = !DILocation(line: 3, column: 20, scope: !10)
!24 = !DILocation(line: 3, column: 18, scope: !10)
!25 = !DILocalVariable(name: "sum", scope: !10, file: !1, line: 4, type: !26)
!26 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!27 = !DILocation(line: 4, column: 8, scope: !10)
!28 = !DILocation(line: 4, column: 14, scope: !10)
!29 = !DILocation(line: 4, column: 18, scope: !10)
!30 = !DILocation(line: 4, column: 16, scope: !10)
!31 = !DILocation(line: 5, column: 7, scope: !32)
!32 = distinct !DILexicalBlock(scope: !10, file: !1, line: 5, column: 7)
!33 = !DILocation(line: 5, column: 7, scope: !10)
!34 = !DILocation(line: 6, column: 12, scope: !32)
!35 = !DILocation(line: 6, column: 5, scope: !32)
!36 = !DILocation(line: 7, column: 3, scope: !10)
!37 = !DILocation(line: 8, column: 1, scope: !10)
!38 = distinct !DISubprogram(name: "total", scope: !1, file: !1, line: 9, type: !39, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!39 = !DISubroutineType(types: !40)
!40 = !{!41, !42, !41}
!41 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!42 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S", file: !1, line: 1, size: 192, elements: !43)
!43 = !{!44, !45, !46}
!44 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !42, file: !1, line: 1, baseType: !41, size: 64)
!45 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !42, file: !1, line: 1, baseType: !41, size: 64, offset: 64)
!46 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !42, file: !1, line: 1, baseType: !41, size: 64, offset: 128)
!47 = !DILocalVariable(name: "s", arg: 1, scope: !38, file: !1, line: 9, type: !42)
!48 = !DILocation(line: 9, column: 21, scope: !38)
!49 = !DILocalVariable(name: "n", arg: 2, scope: !38, file: !1, line: 9, type: !41)
!50 = !DILocation(line: 9, column: 29, scope: !38)
!51 = !DILocation(line: 10, column: 12, scope: !38)
!52 = !DILocation(line: 10, column: 18, scope: !38)
!53 = !DILocation(line: 10, column: 14, scope: !38)
!54 = !DILocation(line: 10, column: 22, scope: !38)
!55 = !DILocation(line: 10, column: 20, scope: !38)
!56 = !DILocation(line: 10, column: 3, scope: !38)
!60 = !DILocalVariable(name: "wide", scope: !10, file: !1, line: 4, type: !13)
