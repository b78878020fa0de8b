; Integer arithmetic, a call and a conditional branch at -O0 and -O2.
; RUN: kiln llc -O0 -global-isel=0 %s -o - | FileCheck %s --check-prefix=O0
; RUN: kiln llc -O2 %s -o - | FileCheck %s --check-prefix=O2

define i32 @add(i32 %a, i32 %b) {
entry:
  %s = add i32 %a, %b
  ret i32 %s
}

define i32 @pick(i32 %x) {
entry:
  %v = call i32 @add(i32 %x, i32 2)
  %c = icmp sgt i32 %v, 10
  br i1 %c, label %big, label %small
big:
  ret i32 1
small:
  ret i32 0
}

; O0-LABEL: add:
; O0-NEXT: .cfi_startproc
; O0-NEXT: addl	%esi, %edi
; O0-NEXT: movl	%edi, %eax
; O0-NEXT: retq
; O0-NEXT: .Lfunc_end0:
; O0-LABEL: pick:
; O0-NEXT: .cfi_startproc
; O0-NEXT: pushq	%rax
; O0-NEXT: .cfi_def_cfa_offset 16
; O0-NEXT: movl	$2, %esi
; O0-NEXT: callq	add@PLT
; O0-NEXT: cmpl	$10, %eax
; O0-NEXT: jle	.LBB1_2
; O0-NEXT: movl	$1, %eax
; O0-NEXT: popq	%rcx
; O0-NEXT: .cfi_def_cfa_offset 8
; O0-NEXT: retq
; O0-NEXT: .LBB1_2:
; O0-NEXT: .cfi_def_cfa_offset 16
; O0-NEXT: xorl	%eax, %eax
; O0-NEXT: popq	%rcx
; O0-NEXT: .cfi_def_cfa_offset 8
; O0-NEXT: retq
; O0-NEXT: .Lfunc_end1:

; O2-LABEL: add:
; O2-NEXT: .cfi_startproc
; O2-NEXT: addl	%esi, %edi
; O2-NEXT: movl	%edi, %eax
; O2-NEXT: retq
; O2-NEXT: .Lfunc_end0:
; O2-LABEL: pick:
; O2-NEXT: .cfi_startproc
; O2-NEXT: pushq	%rax
; O2-NEXT: .cfi_def_cfa_offset 16
; O2-NEXT: movl	$2, %esi
; O2-NEXT: callq	add@PLT
; O2-NEXT: cmpl	$10, %eax
; O2-NEXT: jle	.LBB1_2
; O2-NEXT: movl	$1, %eax
; O2-NEXT: popq	%rcx
; O2-NEXT: .cfi_def_cfa_offset 8
; O2-NEXT: retq
; O2-NEXT: .LBB1_2:
; O2-NEXT: .cfi_def_cfa_offset 16
; O2-NEXT: xorl	%eax, %eax
; O2-NEXT: popq	%rcx
; O2-NEXT: .cfi_def_cfa_offset 8
; O2-NEXT: retq
; O2-NEXT: .Lfunc_end1:
