; Extensions at -O2 that cost no instruction, as in llc's code:
; - a loaded byte read by a zero extension and by a compare is one movzbl, the compare
;   reading its low part (LLVM's ExtendUsesToFormExtLoad: truncation is free on x86), not a
;   movb and a movzbl of it; also when the byte and its extension both leave the block (the
;   coalescer joins the truncation, one register leaves, as llc's CodeGenPrepare arranges);
; - a 64-bit zero extension of a value a 32-bit instruction just wrote is that register (the
;   instruction cleared its upper half: LLVM's def32 patterns), not `movl %eax, %eax`; a
;   value from another block or an argument still gets its movl.
; RUN: kiln llc -O2 -verify-regalloc -verify-machineinstrs %s -o - | FileCheck %s

target triple = "x86_64-pc-linux-gnu"

; CHECK-LABEL: shared:
; CHECK: movzbl (%rdi), %eax
; CHECK-NEXT: testb %al, %al
define i32 @shared(i8* %p, i32 %k) {
entry:
  %v = load i8, i8* %p, align 1
  %z = zext i8 %v to i32
  %c = icmp eq i8 %v, 0
  br i1 %c, label %a, label %b
a:
  ret i32 %k
b:
  %r = add i32 %z, %k
  ret i32 %r
}

; CHECK-LABEL: both_leave:
; CHECK: movzbl (%rdi), %eax
; CHECK-NOT: movzbl
; CHECK: movsbl %al, %eax
; CHECK-NOT: movzbl
; CHECK: .Lfunc_end1:
define i32 @both_leave(i8* %p, i32 %k) {
entry:
  %v = load i8, i8* %p, align 1
  %z = zext i8 %v to i32
  %c = icmp eq i32 %k, 0
  br i1 %c, label %a, label %b
a:
  %s = sext i8 %v to i32
  ret i32 %s
b:
  %r = add i32 %z, %k
  ret i32 %r
}

; CHECK-LABEL: index:
; CHECK: shrl $3, %esi
; CHECK-NEXT: movl (%rdi,%rsi,4), %eax
define i32 @index(i32* %p, i32 %x) {
  %i = lshr i32 %x, 3
  %w = zext i32 %i to i64
  %a = getelementptr i32, i32* %p, i64 %w
  %v = load i32, i32* %a, align 4
  ret i32 %v
}

; CHECK-LABEL: argument:
; CHECK: movl %esi, %eax
; CHECK-NEXT: movl (%rdi,%rax,4), %eax
define i32 @argument(i32* %p, i32 %x) {
  %w = zext i32 %x to i64
  %a = getelementptr i32, i32* %p, i64 %w
  %v = load i32, i32* %a, align 4
  ret i32 %v
}
