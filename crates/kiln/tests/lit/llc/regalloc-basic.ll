; -regalloc=basic: the analyses it reads (-print-live-intervals: immediate dominators and loop
; depths, each virtual register's segments with value numbers — `-phi` where values from
; several predecessors meet — the physical registers' ranges per unit, the calls), and the
; code: the PHI copies of the loop coalesced away, the running sum kept in a callee-saved
; register across the call, checked by the allocation checker (-verify-regalloc).
; RUN: kiln llc -O2 -regalloc=basic -verify-regalloc -print-live-intervals %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=LIVE
; RUN: kiln llc -O2 -regalloc=basic -verify-regalloc %s -o - | FileCheck %s

target triple = "x86_64-unknown-linux-gnu"

define i32 @loop(i32* %p, i32 %n) {
entry:
  br label %l
l:
  %i = phi i32 [0, %entry], [%i2, %l]
  %s = phi i32 [0, %entry], [%s2, %l]
  %q = getelementptr i32, i32* %p, i32 %i
  %v = load i32, i32* %q
  %s2 = add i32 %s, %v
  %i2 = add i32 %i, 1
  %c = icmp slt i32 %i2, %n
  br i1 %c, label %l, label %x
x:
  %r = call i32 @g(i32 %s2)
  %r2 = add i32 %r, %s2
  ret i32 %r2
}
declare i32 @g(i32)

; LIVE: # *** Live intervals of 'loop' ***:
; LIVE-NEXT: bb.0: idom -, loop depth 0
; LIVE-NEXT: bb.1: idom bb.0, loop depth 1 header
; LIVE-NEXT: bb.2: idom bb.1, loop depth 0
; LIVE-NEXT: %4 [80r,96B:0) [96B,128r:1) [128r,192B:2) [192B,288r:3) 0@80r 1@96B-phi 2@128r 3@192B-phi
; LIVE-NEXT: %7 [48r,96B:0) [96B,192B:1) 0@48r 1@96B-phi
; LIVE-NEXT: %8 [32r,96B:0) [96B,192B:1) 0@32r 1@96B-phi
; LIVE-NEXT: %9 [112r,128r:0) 0@112r
; LIVE-NEXT: %11 [64r,96B:0) [96B,144r:1) [144r,192B:2) 0@64r 1@96B-phi 2@144r
; LIVE-NEXT: %13 [272r,288r:0) [288r,304r:1) 0@272r 1@288r
; LIVE-NEXT: $ah [240r,272r) [304r,320r)
; LIVE-NEXT: $al [240r,272r) [304r,320r)
; LIVE-NEXT: $di [16B,48r) [224r,240r)
; LIVE-NEXT: $eflags [64r,64d) [128r,128d) [144r,144d) [160r,176r) [208r,208d) [256r,256d) [288r,288d)
; LIVE-NEXT: $esi [16B,32r)
; LIVE-NEXT: $esp [192B,256d)
; LIVE-NEXT: calls: 240r

; CHECK-LABEL: loop:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: pushq	%rbx
; CHECK-NEXT: .cfi_def_cfa_offset 16
; CHECK-NEXT: .cfi_offset %rbx, -16
; CHECK-NEXT: xorl	%eax, %eax
; CHECK-NEXT: movl	%eax, %ebx
; CHECK-NEXT: .LBB0_1:
; CHECK-NEXT: movslq	%eax, %rcx
; CHECK-NEXT: addl	(%rdi,%rcx,4), %ebx
; CHECK-NEXT: addl	$1, %eax
; CHECK-NEXT: cmpl	%esi, %eax
; CHECK-NEXT: jl	.LBB0_1
; CHECK-NEXT: movl	%ebx, %edi
; CHECK-NEXT: callq	g@PLT
; CHECK-NEXT: addl	%ebx, %eax
; CHECK-NEXT: popq	%rbx
; CHECK-NEXT: .cfi_def_cfa_offset 8
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end0:
