; Items declared in a namespace (`DINamespace`: C++ namespaces, Rust modules) get their DIEs
; inside a DW_TAG_namespace, nested as the namespaces are, so gdb finds `outer::inner::add`
; and prints `outer::P`; an anonymous namespace has no name. DWARF 4 as rustc asks for it.
; RUN: kiln llc -O0 -filetype=obj %s -o %t.o && llvm-dwarfdump --verify %t.o | FileCheck %s --check-prefix=VERIFY
; RUN: kiln llc -O0 -filetype=obj %s -o %t.o && llvm-dwarfdump --debug-info %t.o | FileCheck %s

; VERIFY: No errors.
; CHECK: DW_TAG_compile_unit
; CHECK: DW_TAG_namespace
; CHECK-NOT: DW_AT_name
; CHECK: DW_TAG_variable
; CHECK-NEXT: DW_AT_name ("hidden")
; CHECK: NULL
; CHECK: DW_TAG_namespace
; CHECK-NEXT: DW_AT_name ("outer")
; CHECK: DW_TAG_namespace
; CHECK-NEXT: DW_AT_name ("inner")
; CHECK: DW_TAG_subprogram
; CHECK: DW_AT_linkage_name ("_ZN5outer5inner3add")
; CHECK-NEXT: DW_AT_name ("add")
; CHECK: DW_TAG_formal_parameter
; CHECK: DW_AT_name ("p")
; CHECK: NULL
; CHECK: NULL
; CHECK: DW_TAG_structure_type
; CHECK-NEXT: DW_AT_name ("P")
; CHECK: DW_TAG_member
; CHECK: NULL
; CHECK: NULL
; CHECK: DW_TAG_pointer_type
; CHECK-NEXT: DW_AT_type ({{.*}} "outer::P")

%P = type { i32, i32 }

@hidden = internal global i32 0, !dbg !20

define i32 @_ZN5outer5inner3add(ptr %p) !dbg !6 {
  %p.addr = alloca ptr, align 8
  store ptr %p, ptr %p.addr, align 8
  call void @llvm.dbg.declare(metadata ptr %p.addr, metadata !15, metadata !DIExpression()), !dbg !16
  %x = load i32, ptr %p, align 4, !dbg !16
  ret i32 %x, !dbg !16
}

declare void @llvm.dbg.declare(metadata, metadata, metadata)

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}

!0 = distinct !DICompileUnit(language: DW_LANG_Rust, file: !1, producer: "hand", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !22)
!1 = !DIFile(filename: "lib.rs", directory: "/src")
!3 = !{i32 7, !"Dwarf Version", i32 4}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !DISubroutineType(types: !{!12, !13})
!6 = distinct !DISubprogram(name: "add", linkageName: "_ZN5outer5inner3add", scope: !8, file: !1, line: 3, type: !5, scopeLine: 3, spFlags: DISPFlagDefinition, unit: !0)
!7 = !DINamespace(name: "outer", scope: null)
!8 = !DINamespace(name: "inner", scope: !7)
!9 = !DICompositeType(tag: DW_TAG_structure_type, name: "P", scope: !7, file: !1, size: 64, align: 32, elements: !10)
!10 = !{!11}
!11 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !9, file: !1, baseType: !12, size: 32, align: 32, offset: 0)
!12 = !DIBasicType(name: "i32", size: 32, encoding: DW_ATE_signed)
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&outer::P", baseType: !9, size: 64, align: 64)
!15 = !DILocalVariable(name: "p", arg: 1, scope: !6, file: !1, line: 3, type: !13)
!16 = !DILocation(line: 3, column: 5, scope: !6)
!19 = !DINamespace(scope: null)
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(name: "hidden", scope: !19, file: !1, line: 1, type: !12, isLocal: true, isDefinition: true)
!22 = !{!20}
