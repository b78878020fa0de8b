; InstructionSelect folds as llc -O0's FastISel does, so that each folded instruction has one
; source place and the -O0 -g line table has llc's rows: a plain load read once by the
; instruction selected just below it becomes that instruction's memory operand (`cmpl $0,
; (%rdi)`, `cmpl (%rdi), %esi`, `cmpl %esi, (%rdi)`, `addl (%rdi), %eax` with the sources of
; the commutable add swapped, `movzbl`/`movswl` from memory); a compare, or a truncation, read
; by a branch alone sets the flags the branch tests (`jg`, no `setg`/`testb`); an integer or
; null constant is stored as an immediate at a stack address with its constant offset folded
; in; a load nobody reads is dropped unless volatile. A store between a load and its reader
; keeps the load apart. The folded compare keeps the compare's source place.
;
; RUN: kiln llc -O0 -global-isel -global-isel-abort=1 -verify-machineinstrs %s -o - | FileCheck %s
; RUN: kiln llc -O0 -global-isel -global-isel-abort=1 -stop-after=instruction-select %s -o - | FileCheck %s --check-prefix=MIR


define i32 @cmp_imm(i32* %p) !dbg !6 {
  %v = load i32, i32* %p, !dbg !9
  %c = icmp sgt i32 %v, 0, !dbg !10
  br i1 %c, label %t, label %e, !dbg !11
t:
  ret i32 1
e:
  ret i32 0
}

define i32 @cmp_mem_rhs(i32* %p, i32 %x) {
  %v = load i32, i32* %p
  %c = icmp slt i32 %x, %v
  %z = zext i1 %c to i32
  ret i32 %z
}

define i32 @cmp_mem_lhs(i32* %p, i32 %x) {
  %v = load i32, i32* %p
  %c = icmp ult i32 %v, %x
  br i1 %c, label %t, label %e
t:
  ret i32 1
e:
  ret i32 0
}

define i32 @add_commuted(i32* %p, i32 %x) {
  %y = mul i32 %x, 3
  %v = load i32, i32* %p
  %s = add i32 %v, %y
  ret i32 %s
}

define i32 @extend(i8* %p, i16* %q) {
  %b = load i8, i8* %p
  %z = zext i8 %b to i32
  %h = load i16, i16* %q
  %s = sext i16 %h to i32
  %r = add i32 %z, %s
  ret i32 %r
}

define void @store_imm(i8** %pp) {
  %a = alloca [4 x i32]
  %e = getelementptr [4 x i32], [4 x i32]* %a, i64 0, i64 2
  store i32 7, i32* %e
  store i8* null, i8** %pp
  ret void
}

define i32 @dead_and_volatile(i32* %p) {
  %unused = load i32, i32* %p
  %kept = load volatile i32, i32* %p
  ret i32 0
}

define i1 @store_between(i32* %p, i32* %q, i32 %x) {
  %v = load i32, i32* %p
  store i32 1, i32* %q
  %c = icmp eq i32 %v, %x
  ret i1 %c
}

define i32 @branch_on_trunc(i32* %p) {
  %v = load i32, i32* %p
  %b = trunc i32 %v to i1
  br i1 %b, label %t, label %e
t:
  ret i32 1
e:
  ret i32 0
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "clang", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "fold.c", directory: "/tmp")
!3 = !{i32 7, !"Dwarf Version", i32 5}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!6 = distinct !DISubprogram(name: "cmp_imm", scope: !1, file: !1, line: 1, type: !7, scopeLine: 1, spFlags: DISPFlagDefinition, unit: !0)
!7 = !DISubroutineType(types: !8)
!8 = !{null}
!9 = !DILocation(line: 2, column: 7, scope: !6)
!10 = !DILocation(line: 2, column: 9, scope: !6)
!11 = !DILocation(line: 2, column: 3, scope: !6)

; CHECK-LABEL: cmp_imm:
; CHECK-NEXT: .Lfunc_begin0:
; CHECK-NEXT: .file	0 "/tmp" "fold.c"
; CHECK-NEXT: .loc	0 1 0
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: .loc	0 2 9 prologue_end
; CHECK-NEXT: cmpl	$0, (%rdi)
; CHECK-NEXT: .loc	0 2 3 is_stmt 0
; CHECK-NEXT: jg	.LBB0_1
; CHECK-NEXT: jmp	.LBB0_2
; CHECK-NEXT: .LBB0_1:
; CHECK-NEXT: .loc	0 0 3
; CHECK-NEXT: movl	$1, %eax
; CHECK-NEXT: retq
; CHECK-NEXT: .LBB0_2:
; CHECK-NEXT: xorl	%eax, %eax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end0:
; CHECK-LABEL: cmp_mem_rhs:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: cmpl	(%rdi), %esi
; CHECK-NEXT: setl	%al
; CHECK-NEXT: andb	$1, %al
; CHECK-NEXT: movzbl	%al, %eax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end1:
; CHECK-LABEL: cmp_mem_lhs:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: cmpl	%esi, (%rdi)
; CHECK-NEXT: jb	.LBB2_1
; CHECK-NEXT: jmp	.LBB2_2
; CHECK-NEXT: .LBB2_1:
; CHECK-NEXT: movl	$1, %eax
; CHECK-NEXT: retq
; CHECK-NEXT: .LBB2_2:
; CHECK-NEXT: xorl	%eax, %eax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end2:
; CHECK-LABEL: add_commuted:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: imull	$3, %esi, %eax
; CHECK-NEXT: addl	(%rdi), %eax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end3:
; CHECK-LABEL: extend:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: movzbl	(%rdi), %eax
; CHECK-NEXT: movswl	(%rsi), %ecx
; CHECK-NEXT: addl	%ecx, %eax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end4:
; CHECK-LABEL: store_imm:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: movl	$7, -8(%rsp)
; CHECK-NEXT: movq	$0, (%rdi)
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end5:
; CHECK-LABEL: dead_and_volatile:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: movl	(%rdi), %eax
; CHECK-NEXT: xorl	%eax, %eax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end6:
; CHECK-LABEL: store_between:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: movl	(%rdi), %eax
; CHECK-NEXT: movl	$1, (%rsi)
; CHECK-NEXT: cmpl	%edx, %eax
; CHECK-NEXT: sete	%al
; CHECK-NEXT: andb	$1, %al
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end7:
; CHECK-LABEL: branch_on_trunc:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: testl	$1, (%rdi)
; CHECK-NEXT: jne	.LBB8_1
; CHECK-NEXT: jmp	.LBB8_2
; CHECK-NEXT: .LBB8_1:
; CHECK-NEXT: movl	$1, %eax
; CHECK-NEXT: retq
; CHECK-NEXT: .LBB8_2:
; CHECK-NEXT: xorl	%eax, %eax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end8:

; MIR-LABEL: name: cmp_imm
; MIR: CMP32mi8 %{{[0-9]+}}, 1, $noreg, 0, $noreg, 0, implicit-def $eflags, debug-location !10 :: (load (s32) from %ir.p)
; MIR-NEXT: JCC_1 %bb.1, 15, implicit $eflags, debug-location !11
; MIR-LABEL: name: dead_and_volatile
; MIR-NOT: MOV32rm {{.*}} :: (load (s32) from %ir.p)
; MIR: MOV32rm {{.*}} :: (volatile load (s32) from %ir.p)
