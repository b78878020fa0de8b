; Debug records (LLVM 19): #dbg_value, #dbg_declare, #dbg_assign, #dbg_label. Read as calls to
; llvm.dbg.* (what they mean), printed back as records; code generation drops them as it drops
; the calls.
; RUN: kiln ir %s -o - | FileCheck %s
; RUN: kiln llc %s -o /dev/null

define i32 @f(i32 %a, i32 %b) !dbg !5 {
entry:
  %x = alloca i32, align 4, !DIAssignID !14
    #dbg_declare(ptr %x, !10, !DIExpression(), !12)
    #dbg_assign(i32 poison, !10, !DIExpression(), !14, ptr %x, !DIExpression(), !12)
  %s = add i32 %a, %b, !dbg !12
    #dbg_value(i32 %s, !10, !DIExpression(), !12)
    #dbg_value(!DIArgList(i32 %a, i32 %b), !10, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !12)
    #dbg_label(!13, !12)
  ret i32 %s, !dbg !12
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}
!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "clang version 19.1.7", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "f.c", directory: "/tmp")
!3 = !{i32 7, !"Dwarf Version", i32 5}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !6, scopeLine: 1, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !9)
!6 = !DISubroutineType(types: !7)
!7 = !{!8, !8, !8}
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !{}
!10 = !DILocalVariable(name: "x", scope: !5, file: !1, line: 2, type: !8)
!12 = !DILocation(line: 2, column: 7, scope: !5)
!13 = !DILabel(scope: !5, name: "top", file: !1, line: 3)
!14 = distinct !DIAssignID()

; CHECK: define i32 @f(i32 %a, i32 %b) !dbg !5 {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %x = alloca i32, align 4, !DIAssignID !14
; CHECK-NEXT:   #dbg_declare(ptr %x, !10, !DIExpression(), !12)
; CHECK-NEXT:   #dbg_assign(i32 poison, !10, !DIExpression(), !14, ptr %x, !DIExpression(), !12)
; CHECK-NEXT:   %s = add i32 %a, %b, !dbg !12
; CHECK-NEXT:   #dbg_value(i32 %s, !10, !DIExpression(), !12)
; CHECK-NEXT:   #dbg_value(!DIArgList(i32 %a, i32 %b), !10, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !12)
; CHECK-NEXT:   #dbg_label(!13, !12)
; CHECK-NEXT:   ret i32 %s, !dbg !12
; CHECK-NEXT: }
; CHECK-EMPTY:
; CHECK-NEXT: !llvm.dbg.cu = !{!0}
; CHECK-NEXT: !llvm.module.flags = !{!3, !4}
; CHECK-NEXT: !0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "clang version 19.1.7", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
; CHECK-NEXT: !1 = !DIFile(filename: "f.c", directory: "/tmp")
; CHECK-NEXT: !3 = !{i32 7, !"Dwarf Version", i32 5}
; CHECK-NEXT: !4 = !{i32 2, !"Debug Info Version", i32 3}
; CHECK-NEXT: !5 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !6, scopeLine: 1, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !9)
; CHECK-NEXT: !6 = !DISubroutineType(types: !7)
; CHECK-NEXT: !7 = !{!8, !8, !8}
; CHECK-NEXT: !8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
; CHECK-NEXT: !9 = !{}
; CHECK-NEXT: !10 = !DILocalVariable(name: "x", scope: !5, file: !1, line: 2, type: !8)
; CHECK-NEXT: !12 = !DILocation(line: 2, column: 7, scope: !5)
; CHECK-NEXT: !13 = !DILabel(scope: !5, name: "top", file: !1, line: 3)
; CHECK-NEXT: !14 = distinct !DIAssignID()
