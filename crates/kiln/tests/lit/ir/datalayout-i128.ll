; LLVM 18 aligns i128 to 16 bytes on x86-64 and says so in the data layout (`i128:128`); LLVM
; 14's layout has no i128 entry (8 bytes). The module's own layout decides.
; RUN: kiln llc %s -o - | FileCheck %s

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@g = global i128 1
@s = global { i8, i128 } { i8 1, i128 2 }

; CHECK: .p2align	4
; CHECK-NEXT: g:
; CHECK-NEXT: .quad	1
; CHECK-NEXT: .quad	0
; CHECK-NEXT: .size	g, 16
; CHECK-NEXT: .type	s,@object
; CHECK-NEXT: .globl	s
; CHECK-NEXT: .p2align	4
; CHECK-LABEL: s:
; CHECK-NEXT: .byte	1
; CHECK-NEXT: .zero	15
; CHECK-NEXT: .quad	2
; CHECK-NEXT: .quad	0
; CHECK-NEXT: .size	s, 32
; CHECK-NEXT: .section	".note.GNU-stack","",@progbits
