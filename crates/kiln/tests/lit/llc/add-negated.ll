; A pointer moved back by an offset is a `getelementptr` by the negated offset (zstd's bit
; readers: `ptr - (bitsConsumed >> 3)`): at -O2 `x + (0 - y)` is one `subq`, not a `negq`
; and an `addq` (LLVM's DAGCombiner visitADD), and `x - (0 - y)` is one `addq`.
; RUN: kiln llc -O2 -verify-regalloc -verify-machineinstrs %s -o - | FileCheck %s

target triple = "x86_64-unknown-linux-gnu"

; CHECK-LABEL: back:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: shrl $3, %esi
; CHECK-NEXT: subq %rsi, %rdi
; CHECK-NEXT: movq %rdi, %rax
; CHECK-NEXT: retq
define i8* @back(i8* %p, i32 %bits) {
  %n = lshr i32 %bits, 3
  %z = zext i32 %n to i64
  %neg = sub nsw i64 0, %z
  %q = getelementptr inbounds i8, i8* %p, i64 %neg
  ret i8* %q
}

; CHECK-LABEL: negated_first:
; CHECK-NOT: neg
; CHECK: subl %edi, %esi
; CHECK: .Lfunc_end1:
define i32 @negated_first(i32 %a, i32 %b) {
  %n = sub i32 0, %a
  %r = add i32 %n, %b
  ret i32 %r
}

; CHECK-LABEL: minus_negated:
; CHECK-NOT: neg
; CHECK: addq %rsi, %rdi
; CHECK: .Lfunc_end2:
define i64 @minus_negated(i64 %a, i64 %b) {
  %n = sub i64 0, %b
  %r = sub i64 %a, %n
  ret i64 %r
}

; The negation has another reader: it stays, and the sum is still one subtraction.
; CHECK-LABEL: shared:
; CHECK: negq %rax
; CHECK-NEXT: movq %rax, (%rdx)
; CHECK-NEXT: subq %rsi, %rdi
; CHECK: .Lfunc_end3:
define i64 @shared(i64 %a, i64 %b, i64* %out) {
  %n = sub i64 0, %b
  store i64 %n, i64* %out
  %r = add i64 %a, %n
  ret i64 %r
}
