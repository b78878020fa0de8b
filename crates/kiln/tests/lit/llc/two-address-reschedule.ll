; Two-address lowering above -O0 moves an instruction whose tied source is read again later in
; its block just below that last read, when nothing between depends on it (LLVM's
; rescheduleMIBelowKill): the source then dies at the instruction and needs no copy. `mul
; <4 x i32>` without SSE4.1 is two pmuludq: one on the even lanes in place, one on the odd
; lanes that pshufd moves down first. Selected in that order, the first pmuludq overwrote %x
; while the pshufd still read it, so %x was copied (`movaps`) on every iteration; the multiply
; now follows the shuffle and works in %x's register, as llc's does (lz4's XXH32 loop).
; A kill that is a copy is not passed (the copy may join instead), nor one that ties the
; source itself.
; RUN: kiln llc -O2 -verify-machineinstrs -verify-regalloc %s -o - | FileCheck %s

target triple = "x86_64-unknown-linux-gnu"

; CHECK-LABEL: mul_splat:
; CHECK:       .LBB0_1:
; CHECK:       movups (%rsi,%rcx), [[X:%xmm[0-9]+]]
; CHECK-NEXT:  pshufd $-11, [[X]], [[ODD:%xmm[0-9]+]]
; CHECK-NEXT:  pmuludq %xmm1, [[X]]
; CHECK-NEXT:  pmuludq %xmm2, [[ODD]]
; CHECK-NOT:   movaps
; CHECK:       jne .LBB0_1
define void @mul_splat(ptr %d, ptr %s, i64 %n) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi <4 x i32> [ zeroinitializer, %entry ], [ %acc.next, %loop ]
  %p = getelementptr inbounds <4 x i32>, ptr %s, i64 %i
  %x = load <4 x i32>, ptr %p, align 4
  %m = mul <4 x i32> %x, <i32 -2048144777, i32 -2048144777, i32 -2048144777, i32 -2048144777>
  %acc.next = add <4 x i32> %acc, %m
  %i.next = add nuw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %loop

exit:
  store <4 x i32> %acc.next, ptr %d, align 4
  ret void
}
