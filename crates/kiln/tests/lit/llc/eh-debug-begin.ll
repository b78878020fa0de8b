; A function with debug information and another with an exception table each need a
; `.Lfunc_begin<N>` label; both are named by the function's number, as llc names them, and a
; function with both uses one label (before, the EH label had its own counter and the second
; function's `.Lfunc_begin0` was defined twice: rustc's -g IR stopped here).
; RUN: kiln llc -O0 -relocation-model=pic %s -o - | FileCheck %s
; RUN: kiln llc -O0 -relocation-model=pic -filetype=obj %s -o %t.o && llvm-dwarfdump --verify %t.o | FileCheck %s --check-prefix=VERIFY

; CHECK-LABEL: plain:
; CHECK: .Lfunc_begin0:
; CHECK-LABEL: catches:
; CHECK: .Lfunc_begin1:
; CHECK-NOT: .Lfunc_begin1:
; CHECK: .cfi_lsda 27, .Lexception0
; CHECK-LABEL: GCC_except_table1:
; CHECK: .uleb128 .Ltmp{{[0-9]+}}-.Lfunc_begin1
; VERIFY: No errors.

define i32 @plain(i32 %x) !dbg !6 {
  %y = add i32 %x, 1, !dbg !9
  ret i32 %y, !dbg !9
}

declare void @may_throw()
declare i32 @__gxx_personality_v0(...)

define i32 @catches() personality ptr @__gxx_personality_v0 !dbg !10 {
  invoke void @may_throw() to label %ok unwind label %pad, !dbg !11
ok:
  ret i32 0, !dbg !11
pad:
  %lp = landingpad { ptr, i32 } cleanup, !dbg !11
  ret i32 1, !dbg !11
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "hand", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "t.c", directory: "/src")
!3 = !{i32 7, !"Dwarf Version", i32 5}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !DISubroutineType(types: !{null})
!6 = distinct !DISubprogram(name: "plain", scope: !1, file: !1, line: 1, type: !5, scopeLine: 1, spFlags: DISPFlagDefinition, unit: !0)
!9 = !DILocation(line: 2, column: 3, scope: !6)
!10 = distinct !DISubprogram(name: "catches", scope: !1, file: !1, line: 5, type: !5, scopeLine: 5, spFlags: DISPFlagDefinition, unit: !0)
!11 = !DILocation(line: 6, column: 3, scope: !10)
