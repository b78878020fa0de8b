; The compare peephole end to end: a value whose definition already set the flags is not
; tested again (`andl; je`, `subq; cmovsq`), as llc writes it; a 64-bit zero-extending load of a
; byte or word is `movzbl`/`movzwl` into the 32-bit register, without movzbq's REX.W byte.
; RUN: kiln llc -O2 %s -o - | FileCheck %s
; RUN: kiln llc -O2 -stats %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=STATS

target triple = "x86_64-unknown-linux-gnu"

; CHECK-LABEL: and_test:
; CHECK:       andl %esi, %edi
; CHECK-NEXT:  movl %edi, (%rdx)
; CHECK-NEXT:  jne
define i32 @and_test(i32 %a, i32 %b, i32* %p) {
entry:
  %x = and i32 %a, %b
  store i32 %x, i32* %p
  %c = icmp eq i32 %x, 0
  br i1 %c, label %t, label %f
t:
  ret i32 1
f:
  ret i32 %x
}

; CHECK-LABEL: sub_test:
; CHECK:       subq %rsi, %rax
; CHECK-NEXT:  movq %rax, (%rdx)
; CHECK-NEXT:  cmovsq %rdi, %rsi
define i64 @sub_test(i64 %a, i64 %b, i64* %p) {
entry:
  %x = sub i64 %a, %b
  store i64 %x, i64* %p
  %c = icmp slt i64 %x, 0
  %r = select i1 %c, i64 %a, i64 %b
  ret i64 %r
}

; An add's overflow flag is its own: `x > 0` still needs the test.
; CHECK-LABEL: add_sgt:
; CHECK:       addl %esi, %edi
; CHECK-NEXT:  movl %edi, (%rdx)
; CHECK-NEXT:  testl %edi, %edi
; CHECK-NEXT:  setg %al
define i32 @add_sgt(i32 %a, i32 %b, i32* %p) {
entry:
  %x = add i32 %a, %b
  store i32 %x, i32* %p
  %c = icmp sgt i32 %x, 0
  %z = zext i1 %c to i32
  ret i32 %z
}

; CHECK-LABEL: zload:
; CHECK-DAG:   movzwl 2(%rdi), %ecx
; CHECK-DAG:   movzbl (%rdi), %eax
; CHECK-NOT:   movz{{.}}q
; CHECK:       addq %rcx, %rax
define i64 @zload(i8* %p) {
  %v = load i8, i8* %p
  %w = zext i8 %v to i64
  %q0 = bitcast i8* %p to i16*
  %q = getelementptr i16, i16* %q0, i64 1
  %v2 = load i16, i16* %q
  %w2 = zext i16 %v2 to i64
  %s = add i64 %w, %w2
  ret i64 %s
}

; STATS: 2 peephole-opt - Number of compares eliminated
