; -g IR (clang-14 -O0 -g of the C program below) gets DWARF 5 as llc writes it: `.file 0`
; with the MD5, `.loc` rows (scope line at the entry, prologue_end, is_stmt 0 for a new
; column of the same line), and a compile unit with global variables, subprograms with
; frame-base-relative parameters and locals, a static local under its function, a lexical
; block per block with variables, and base, pointer, subroutine, array, typedef, structure
; (with a bit field), union and enumeration types. llvm-dwarfdump --verify finds no error.
;
;   typedef struct point { int x; long y; unsigned flag : 3; } point_t;
;   union number { int i; float f; };
;   enum color { RED, GREEN = 5 };
;   int table[3] = {1, 2, 3};
;   int (*callback)(int, int);
;   int add(int a, int b) { static int calls; calls++; return a + b; }
;   int main(void) {
;     point_t p = {1, 2, 3}; union number n; enum color c = GREEN; n.i = 3; callback = add;
;     int sum = 0;
;     for (int i = 0; i < 3; i++) { int sq = table[i] * table[i]; sum += sq; }
;     return callback(p.x, n.i) + c + sum == 23 ? 0 : 1;
;   }
;
; RUN: kiln llc -O0 %s -o - | FileCheck %s --check-prefix=ASM
; RUN: kiln llc -O0 -filetype=obj %s -o %t.o && llvm-dwarfdump --verify %t.o | FileCheck %s --check-prefix=VERIFY
; RUN: kiln llc -O0 -filetype=obj %s -o %t.o && llvm-dwarfdump --debug-info %t.o | FileCheck %s --check-prefix=INFO
; RUN: kiln llc -O0 -filetype=obj %s -o %t.o && llvm-dwarfdump --debug-line %t.o | FileCheck %s --check-prefix=LINE
; RUN: kiln llc -O0 -global-isel=0 -stop-after=finalize-isel %s -o - | FileCheck %s --check-prefix=MIR
; RUN: kiln llc -O0 -dwarf-version=4 -filetype=obj %s -o %t4.o && llvm-dwarfdump --verify %t4.o | FileCheck %s --check-prefix=VERIFY
; RUN: kiln llc -O0 -dwarf-version=4 -filetype=obj %s -o %t4.o && llvm-dwarfdump --debug-info --debug-line %t4.o | FileCheck %s --check-prefix=V4
; RUN: kiln llc -O0 -dwarf-version=4 %s -o - | FileCheck %s --check-prefix=V4ASM

; ASM-LABEL: add:
; ASM-NEXT: .Lfunc_begin0:
; ASM-NEXT: .file 0 "/src" "debug-info.c" md5 0xf94fd9b8c2f526619b3f7e26593d194e
; ASM-NEXT: .loc 0 7 0
; ASM: .loc 0 9 8 prologue_end
; ASM: .loc 0 10 10
; ASM: .loc 0 10 12 is_stmt 0
; ASM-LABEL: main:
; ASM: .loc 0 13 0 is_stmt 1
; ASM: .loc 0 14 11 prologue_end
; ASM: .section .debug_abbrev
; ASM: .section .debug_info
; ASM: .section .debug_str_offsets
; ASM: .section .debug_str
; ASM: .section .debug_addr
; ASM: .section .debug_line

; VERIFY: No errors.

; INFO: version = 0x0005, unit_type = DW_UT_compile
; INFO: DW_TAG_compile_unit
; INFO-NEXT: DW_AT_producer ("Debian clang version 14.0.6")
; INFO-NEXT: DW_AT_language (DW_LANG_C99)
; INFO-NEXT: DW_AT_name ("debug-info.c")
; INFO-NEXT: DW_AT_str_offsets_base
; INFO-NEXT: DW_AT_stmt_list (0x00000000)
; INFO-NEXT: DW_AT_comp_dir ("/src")
; INFO-NEXT: DW_AT_low_pc (0x0000000000000000)
; INFO-NEXT: DW_AT_high_pc
; INFO-NEXT: DW_AT_addr_base
; INFO: DW_TAG_variable
; INFO-NEXT: DW_AT_name ("table")
; INFO-NEXT: DW_AT_type ({{.*}} "int[3]")
; INFO-NEXT: DW_AT_external (true)
; INFO-NEXT: DW_AT_decl_file ("/src/debug-info.c")
; INFO-NEXT: DW_AT_decl_line (4)
; INFO-NEXT: DW_AT_location (DW_OP_addrx 0x{{[0-9a-f]+}})
; INFO: DW_TAG_array_type
; INFO: DW_TAG_subrange_type
; INFO-NEXT: DW_AT_type ({{.*}} "__ARRAY_SIZE_TYPE__")
; INFO-NEXT: DW_AT_count (0x03)
; INFO: DW_AT_name ("callback")
; INFO-NEXT: DW_AT_type ({{.*}} "int (*)(int, int)")
; INFO: DW_TAG_subprogram
; INFO-NEXT: DW_AT_low_pc (0x0000000000000000)
; INFO-NEXT: DW_AT_high_pc
; INFO-NEXT: DW_AT_frame_base (DW_OP_reg6 RBP)
; INFO-NEXT: DW_AT_name ("add")
; INFO: DW_TAG_variable
; INFO-NEXT: DW_AT_name ("calls")
; INFO: DW_AT_location (DW_OP_addrx
; INFO: DW_TAG_formal_parameter
; INFO-NEXT: DW_AT_location (DW_OP_fbreg -4)
; INFO-NEXT: DW_AT_name ("a")
; INFO: DW_TAG_formal_parameter
; INFO-NEXT: DW_AT_location (DW_OP_fbreg -8)
; INFO-NEXT: DW_AT_name ("b")
; INFO: DW_AT_name ("main")
; INFO: DW_AT_name ("p")
; INFO-NEXT: DW_AT_decl_file
; INFO-NEXT: DW_AT_decl_line (14)
; INFO-NEXT: DW_AT_type ({{.*}} "point_t")
; INFO: DW_AT_name ("n")
; INFO: DW_AT_type ({{.*}} "number")
; INFO: DW_AT_name ("c")
; INFO: DW_AT_type ({{.*}} "color")
; INFO: DW_AT_name ("sum")
; INFO: DW_TAG_lexical_block
; INFO-NEXT: DW_AT_low_pc
; INFO-NEXT: DW_AT_high_pc
; INFO: DW_AT_name ("i")
; INFO: DW_TAG_lexical_block
; INFO: DW_AT_name ("sq")
; INFO: DW_TAG_typedef
; INFO-NEXT: DW_AT_type ({{.*}} "point")
; INFO-NEXT: DW_AT_name ("point_t")
; INFO: DW_TAG_structure_type
; INFO-NEXT: DW_AT_name ("point")
; INFO-NEXT: DW_AT_byte_size (0x18)
; INFO: DW_AT_name ("y")
; INFO: DW_AT_data_member_location (0x08)
; INFO: DW_AT_name ("flag")
; INFO: DW_AT_bit_size (0x03)
; INFO-NEXT: DW_AT_data_bit_offset (0x80)
; INFO: DW_TAG_union_type
; INFO-NEXT: DW_AT_name ("number")
; INFO: DW_TAG_enumeration_type
; INFO-NEXT: DW_AT_type ({{.*}} "unsigned int")
; INFO-NEXT: DW_AT_name ("color")
; INFO: DW_TAG_enumerator
; INFO-NEXT: DW_AT_name ("RED")
; INFO-NEXT: DW_AT_const_value (0)
; INFO: DW_TAG_enumerator
; INFO-NEXT: DW_AT_name ("GREEN")
; INFO-NEXT: DW_AT_const_value (5)

; LINE: include_directories[ 0] = "/src"
; LINE: name: "debug-info.c"
; LINE: md5_checksum: f94fd9b8c2f526619b3f7e26593d194e
; LINE: 0x0000000000000000 7 0 0 0 0 is_stmt
; LINE-NEXT: 9 8 0 0 0 is_stmt prologue_end
; LINE-NEXT: 10 10 0 0 0 is_stmt
; LINE-NEXT: 10 12 0 0 0 {{$}}

; MIR: debug-info-variable: '!{{[0-9]+}}', debug-info-expression: '!DIExpression()', debug-info-location: '!{{[0-9]+}}'
; MIR: MOV32ri 1, debug-location !{{[0-9]+}}

; What kiln cannot describe is left out with a warning; the code is compiled as without -g.
;; DWARF 4 (-dwarf-version=4, or the module flag rustc writes): strings by offset into
;; .debug_str, addresses in place, no string-offset or address tables; the line table numbers
;; files from 1 and, in the object, the unit's directory is directory 0 (the assembly keeps it).
; V4: Compile Unit: {{.*}} version = 0x0004
; V4: DW_TAG_compile_unit
; V4-NOT: DW_AT_str_offsets_base
; V4: DW_AT_name ("debug-info.c")
; V4-NOT: DW_AT_addr_base
; V4: DW_AT_decl_file ("/src/debug-info.c")
; V4: .debug_line contents:
; V4: version: 4
; V4-NOT: include_directories
; V4: file_names[ 1]:
; V4-NEXT: name: "debug-info.c"
; V4-NEXT: dir_index: 0
; V4ASM: .file 1 "/src" "debug-info.c"
; V4ASM-NOT: .file 0
; V4ASM-NOT: debug_str_offsets
; V4ASM-NOT: debug_addr

; ModuleID = 'debug-info.c'
source_filename = "debug-info.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.point = type { i32, i64, i8 }
%union.number = type { i32 }

@table = dso_local global [3 x i32] [i32 1, i32 2, i32 3], align 4, !dbg !0
@add.calls = internal global i32 0, align 4, !dbg !11
@__const.main.p = private unnamed_addr constant %struct.point { i32 1, i64 2, i8 3 }, align 8
@callback = dso_local global i32 (i32, i32)* null, align 8, !dbg !18

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @add(i32 noundef %0, i32 noundef %1) #0 !dbg !13 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !32, metadata !DIExpression()), !dbg !33
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !34, metadata !DIExpression()), !dbg !35
  %5 = load i32, i32* @add.calls, align 4, !dbg !36
  %6 = add nsw i32 %5, 1, !dbg !36
  store i32 %6, i32* @add.calls, align 4, !dbg !36
  %7 = load i32, i32* %3, align 4, !dbg !37
  %8 = load i32, i32* %4, align 4, !dbg !38
  %9 = add nsw i32 %7, %8, !dbg !39
  ret i32 %9, !dbg !40
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !41 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.point, align 8
  %3 = alloca %union.number, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata %struct.point* %2, metadata !44, metadata !DIExpression()), !dbg !52
  %8 = bitcast %struct.point* %2 to i8*, !dbg !52
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %8, i8* align 8 bitcast (%struct.point* @__const.main.p to i8*), i64 24, i1 false), !dbg !52
  call void @llvm.dbg.declare(metadata %union.number* %3, metadata !53, metadata !DIExpression()), !dbg !59
  call void @llvm.dbg.declare(metadata i32* %4, metadata !60, metadata !DIExpression()), !dbg !61
  store i32 5, i32* %4, align 4, !dbg !61
  %9 = bitcast %union.number* %3 to i32*, !dbg !62
  store i32 3, i32* %9, align 4, !dbg !63
  store i32 (i32, i32)* @add, i32 (i32, i32)** @callback, align 8, !dbg !64
  call void @llvm.dbg.declare(metadata i32* %5, metadata !65, metadata !DIExpression()), !dbg !66
  store i32 0, i32* %5, align 4, !dbg !66
  call void @llvm.dbg.declare(metadata i32* %6, metadata !67, metadata !DIExpression()), !dbg !69
  store i32 0, i32* %6, align 4, !dbg !69
  br label %10, !dbg !70

10:                                               ; preds = %26, %0
  %11 = load i32, i32* %6, align 4, !dbg !71
  %12 = icmp slt i32 %11, 3, !dbg !73
  br i1 %12, label %13, label %29, !dbg !74

13:                                               ; preds = %10
  call void @llvm.dbg.declare(metadata i32* %7, metadata !75, metadata !DIExpression()), !dbg !77
  %14 = load i32, i32* %6, align 4, !dbg !78
  %15 = sext i32 %14 to i64, !dbg !79
  %16 = getelementptr inbounds [3 x i32], [3 x i32]* @table, i64 0, i64 %15, !dbg !79
  %17 = load i32, i32* %16, align 4, !dbg !79
  %18 = load i32, i32* %6, align 4, !dbg !80
  %19 = sext i32 %18 to i64, !dbg !81
  %20 = getelementptr inbounds [3 x i32], [3 x i32]* @table, i64 0, i64 %19, !dbg !81
  %21 = load i32, i32* %20, align 4, !dbg !81
  %22 = mul nsw i32 %17, %21, !dbg !82
  store i32 %22, i32* %7, align 4, !dbg !77
  %23 = load i32, i32* %7, align 4, !dbg !83
  %24 = load i32, i32* %5, align 4, !dbg !84
  %25 = add nsw i32 %24, %23, !dbg !84
  store i32 %25, i32* %5, align 4, !dbg !84
  br label %26, !dbg !85

26:                                               ; preds = %13
  %27 = load i32, i32* %6, align 4, !dbg !86
  %28 = add nsw i32 %27, 1, !dbg !86
  store i32 %28, i32* %6, align 4, !dbg !86
  br label %10, !dbg !87, !llvm.loop !88

29:                                               ; preds = %10
  %30 = load i32 (i32, i32)*, i32 (i32, i32)** @callback, align 8, !dbg !91
  %31 = getelementptr inbounds %struct.point, %struct.point* %2, i32 0, i32 0, !dbg !92
  %32 = load i32, i32* %31, align 8, !dbg !92
  %33 = bitcast %union.number* %3 to i32*, !dbg !93
  %34 = load i32, i32* %33, align 4, !dbg !93
  %35 = call i32 %30(i32 noundef %32, i32 noundef %34), !dbg !91
  %36 = load i32, i32* %4, align 4, !dbg !94
  %37 = add i32 %35, %36, !dbg !95
  %38 = load i32, i32* %5, align 4, !dbg !96
  %39 = add i32 %37, %38, !dbg !97
  %40 = icmp eq i32 %39, 23, !dbg !98
  %41 = zext i1 %40 to i64, !dbg !91
  %42 = select i1 %40, i32 0, i32 1, !dbg !91
  ret i32 %42, !dbg !99
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly nofree nounwind willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!24, !25, !26, !27, !28, !29, !30}
!llvm.ident = !{!31}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "table", scope: !2, file: !3, line: 4, type: !21, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, globals: !10, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "debug-info.c", directory: "/src", checksumkind: CSK_MD5, checksum: "f94fd9b8c2f526619b3f7e26593d194e")
!4 = !{!5}
!5 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "color", file: !3, line: 3, baseType: !6, size: 32, elements: !7)
!6 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!7 = !{!8, !9}
!8 = !DIEnumerator(name: "RED", value: 0)
!9 = !DIEnumerator(name: "GREEN", value: 5)
!10 = !{!0, !11, !18}
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(name: "calls", scope: !13, file: !3, line: 8, type: !16, isLocal: true, isDefinition: true)
!13 = distinct !DISubprogram(name: "add", scope: !3, file: !3, line: 7, type: !14, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !17)
!14 = !DISubroutineType(types: !15)
!15 = !{!16, !16, !16}
!16 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!17 = !{}
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(name: "callback", scope: !2, file: !3, line: 5, type: !20, isLocal: false, isDefinition: true)
!20 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 96, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 3)
!24 = !{i32 7, !"Dwarf Version", i32 5}
!25 = !{i32 2, !"Debug Info Version", i32 3}
!26 = !{i32 1, !"wchar_size", i32 4}
!27 = !{i32 7, !"PIC Level", i32 2}
!28 = !{i32 7, !"PIE Level", i32 2}
!29 = !{i32 7, !"uwtable", i32 1}
!30 = !{i32 7, !"frame-pointer", i32 2}
!31 = !{!"Debian clang version 14.0.6"}
!32 = !DILocalVariable(name: "a", arg: 1, scope: !13, file: !3, line: 7, type: !16)
!33 = !DILocation(line: 7, column: 13, scope: !13)
!34 = !DILocalVariable(name: "b", arg: 2, scope: !13, file: !3, line: 7, type: !16)
!35 = !DILocation(line: 7, column: 20, scope: !13)
!36 = !DILocation(line: 9, column: 8, scope: !13)
!37 = !DILocation(line: 10, column: 10, scope: !13)
!38 = !DILocation(line: 10, column: 14, scope: !13)
!39 = !DILocation(line: 10, column: 12, scope: !13)
!40 = !DILocation(line: 10, column: 3, scope: !13)
!41 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 13, type: !42, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !17)
!42 = !DISubroutineType(types: !43)
!43 = !{!16}
!44 = !DILocalVariable(name: "p", scope: !41, file: !3, line: 14, type: !45)
!45 = !DIDerivedType(tag: DW_TAG_typedef, name: "point_t", file: !3, line: 1, baseType: !46)
!46 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "point", file: !3, line: 1, size: 192, elements: !47)
!47 = !{!48, !49, !51}
!48 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !46, file: !3, line: 1, baseType: !16, size: 32)
!49 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !46, file: !3, line: 1, baseType: !50, size: 64, offset: 64)
!50 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!51 = !DIDerivedType(tag: DW_TAG_member, name: "flag", scope: !46, file: !3, line: 1, baseType: !6, size: 3, offset: 128, flags: DIFlagBitField, extraData: i64 128)
!52 = !DILocation(line: 14, column: 11, scope: !41)
!53 = !DILocalVariable(name: "n", scope: !41, file: !3, line: 15, type: !54)
!54 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "number", file: !3, line: 2, size: 32, elements: !55)
!55 = !{!56, !57}
!56 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !54, file: !3, line: 2, baseType: !16, size: 32)
!57 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !54, file: !3, line: 2, baseType: !58, size: 32)
!58 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!59 = !DILocation(line: 15, column: 16, scope: !41)
!60 = !DILocalVariable(name: "c", scope: !41, file: !3, line: 16, type: !5)
!61 = !DILocation(line: 16, column: 14, scope: !41)
!62 = !DILocation(line: 17, column: 5, scope: !41)
!63 = !DILocation(line: 17, column: 7, scope: !41)
!64 = !DILocation(line: 18, column: 12, scope: !41)
!65 = !DILocalVariable(name: "sum", scope: !41, file: !3, line: 19, type: !16)
!66 = !DILocation(line: 19, column: 7, scope: !41)
!67 = !DILocalVariable(name: "i", scope: !68, file: !3, line: 20, type: !16)
!68 = distinct !DILexicalBlock(scope: !41, file: !3, line: 20, column: 3)
!69 = !DILocation(line: 20, column: 12, scope: !68)
!70 = !DILocation(line: 20, column: 8, scope: !68)
!71 = !DILocation(line: 20, column: 19, scope: !72)
!72 = distinct !DILexicalBlock(scope: !68, file: !3, line: 20, column: 3)
!73 = !DILocation(line: 20, column: 21, scope: !72)
!74 = !DILocation(line: 20, column: 3, scope: !68)
!75 = !DILocalVariable(name: "sq", scope: !76, file: !3, line: 21, type: !16)
!76 = distinct !DILexicalBlock(scope: !72, file: !3, line: 20, column: 31)
!77 = !DILocation(line: 21, column: 9, scope: !76)
!78 = !DILocation(line: 21, column: 20, scope: !76)
!79 = !DILocation(line: 21, column: 14, scope: !76)
!80 = !DILocation(line: 21, column: 31, scope: !76)
!81 = !DILocation(line: 21, column: 25, scope: !76)
!82 = !DILocation(line: 21, column: 23, scope: !76)
!83 = !DILocation(line: 22, column: 12, scope: !76)
!84 = !DILocation(line: 22, column: 9, scope: !76)
!85 = !DILocation(line: 23, column: 3, scope: !76)
!86 = !DILocation(line: 20, column: 27, scope: !72)
!87 = !DILocation(line: 20, column: 3, scope: !72)
!88 = distinct !{!88, !74, !89, !90}
!89 = !DILocation(line: 23, column: 3, scope: !68)
!90 = !{!"llvm.loop.mustprogress"}
!91 = !DILocation(line: 24, column: 10, scope: !41)
!92 = !DILocation(line: 24, column: 21, scope: !41)
!93 = !DILocation(line: 24, column: 26, scope: !41)
!94 = !DILocation(line: 24, column: 31, scope: !41)
!95 = !DILocation(line: 24, column: 29, scope: !41)
!96 = !DILocation(line: 24, column: 35, scope: !41)
!97 = !DILocation(line: 24, column: 33, scope: !41)
!98 = !DILocation(line: 24, column: 39, scope: !41)
!99 = !DILocation(line: 24, column: 3, scope: !41)
