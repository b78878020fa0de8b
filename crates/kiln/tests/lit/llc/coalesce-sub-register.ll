; The register coalescer joins a copy of a sub-register (`%d:gr8 = COPY %s.sub_8bit`) when
; `%s` is not redefined while `%d` lives: the byte stores read the low byte of each 32-bit
; value directly instead of a copy through one byte register (bench/programs/crc.c's
; `movb %r9b, %cl; movb %cl, buf(%r11)`).
; RUN: kiln llc -O2 %s -o - | FileCheck %s --check-prefixes=CHECK,HINT
; RUN: kiln llc -O2 -regalloc=basic -verify-regalloc %s -o - | FileCheck %s --check-prefixes=CHECK,HINT
; RUN: kiln llc -O2 -regalloc=pbqp -verify-regalloc %s -o - | FileCheck %s

target triple = "x86_64-unknown-linux-gnu"

@buf = dso_local global [64 x i8] zeroinitializer

; CHECK-LABEL: fill:
; CHECK-NOT:   movb %{{[a-z0-9]+}}, %{{[a-z0-9]+}}
; CHECK:       shrl $16,
; CHECK:       shrl $16,
; CHECK:       shrl $16,
; CHECK-NEXT:  movb %{{[a-z0-9]+}}, buf(
; CHECK-NEXT:  movb %{{[a-z0-9]+}}, buf+1(
; CHECK-NEXT:  movb %{{[a-z0-9]+}}, buf+2(
; CHECK:       retq
define void @fill(i32 %seed) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %x = phi i32 [ %seed, %entry ], [ %x3, %loop ]
  %m1 = mul i32 %x, 1103515245
  %x1 = add i32 %m1, 12345
  %m2 = mul i32 %x1, 1103515245
  %x2 = add i32 %m2, 12345
  %m3 = mul i32 %x2, 1103515245
  %x3 = add i32 %m3, 12345
  %h1 = lshr i32 %x1, 16
  %h2 = lshr i32 %x2, 16
  %h3 = lshr i32 %x3, 16
  %b1 = trunc i32 %h1 to i8
  %b2 = trunc i32 %h2 to i8
  %b3 = trunc i32 %h3 to i8
  %p1 = getelementptr [64 x i8], ptr @buf, i64 0, i64 %i
  store i8 %b1, ptr %p1
  %i1 = add i64 %i, 1
  %p2 = getelementptr [64 x i8], ptr @buf, i64 0, i64 %i1
  store i8 %b2, ptr %p2
  %i2 = add i64 %i, 2
  %p3 = getelementptr [64 x i8], ptr @buf, i64 0, i64 %i2
  store i8 %b3, ptr %p3
  %i.next = add i64 %i, 3
  %done = icmp ugt i64 %i.next, 60
  br i1 %done, label %exit, label %loop
exit:
  ret void
}

; Allocation hints go through sub-registers: the 32-bit value a zero extension
; (`SUBREG_TO_REG 0, %m, sub_32bit`) widens takes the low half of the 64-bit register the
; extension got, so no second 32-bit copy is needed (zlib's gz_write had
; `movl %r15d, %eax; movl %eax, %r13d`). PBQP's copy savings do not see sub-registers yet.
; HINT-LABEL: zext_across_call:
; HINT:       cmovll
; HINT-NEXT:  movl %esi, %ebx
; HINT-NEXT:  movq %rbx, %rdi
; HINT-NEXT:  callq use@PLT
declare void @use(i64)

define i64 @zext_across_call(i32 %x, i32 %y) {
  %c = icmp slt i32 %x, %y
  %m = select i1 %c, i32 %x, i32 %y
  %z = zext i32 %m to i64
  call void @use(i64 %z)
  ret i64 %z
}

; A 64-bit value whose low byte is read: `gr64` holds `$rip`, which has no 8-bit part, so the
; value takes `gr64_with_sub_8bit` (every register that has one) and the zero extension reads
; its low byte directly (zstd's HUF_compress1X_usingCTable_internal: `movb %r11b, %cl;
; movzbl %cl, %r10d`).
; CHECK-LABEL: low_byte:
; CHECK:       movq (%rdi), %rcx
; CHECK-NEXT:  movzbl %cl, %eax
; CHECK-NEXT:  movq %rcx, (%rsi)
define i64 @low_byte(ptr %p, ptr %q) {
  %v = load i64, ptr %p
  %b = and i64 %v, 255
  store i64 %v, ptr %q
  %s = add i64 %b, %v
  ret i64 %s
}
