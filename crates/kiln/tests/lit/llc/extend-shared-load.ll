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

; An extension in another block than its load moves next to it and becomes the extending load
; (CodeGenPrepare's moveExtToFormExtLoad: prepare/ext_loads.rs), and the byte's readers in
; other blocks read the low part of the extension there, so one register leaves the block:
; not `movb (%rdi), %cl` and a `movzbl %cl` in the block that indexes with it.
; CHECK-LABEL: other_block:
; CHECK: movzbl (%rdi), %ecx
; CHECK-NOT: movzbl
; CHECK-NOT: movb
; CHECK: movq (%rsi,%rcx,8), %rax
; CHECK: shll %cl, %eax
; CHECK: .Lfunc_end
define i64 @other_block(i8* %p, i64* %t, i1 %c) {
entry:
  %b = load i8, i8* %p
  br i1 %c, label %x, label %y
x:
  %z = zext i8 %b to i64
  %g = getelementptr i64, i64* %t, i64 %z
  %v = load i64, i64* %g
  ret i64 %v
y:
  %z32 = zext i8 %b to i32
  %s = shl i32 1, %z32
  %s64 = zext i32 %s to i64
  ret i64 %s64
}
