; Above -O0 the DAG combiner folds a zero or sign extension of a loaded value into the load
; when the target extends while loading (TargetLowering::is_load_ext_legal; x86: movzx,
; movsx, movl, movslq): one instruction where there were a load and an extension. A load
; with other readers too is extending as well, they read its low part; -O0 keeps the two.
; RUN: kiln llc -O2 %s -o - | FileCheck %s
; RUN: kiln llc -O0 %s -o - | FileCheck %s --check-prefix=O0

target triple = "x86_64-unknown-linux-gnu"

; CHECK-LABEL: zext_byte:
; CHECK:       movzbl (%rdi), %eax
; CHECK-NEXT:  xorl %esi, %eax
; O0-LABEL:    zext_byte:
; O0:          movb (%rdi), %al
; O0:          movzbl %al,
define i32 @zext_byte(ptr %p, i32 %c) {
  %x = load i8, ptr %p
  %z = zext i8 %x to i32
  %r = xor i32 %z, %c
  ret i32 %r
}

; CHECK-LABEL: sext_word:
; CHECK:       movswq (%rdi), %rax
; CHECK-NEXT:  retq
define i64 @sext_word(ptr %p) {
  %x = load i16, ptr %p
  %s = sext i16 %x to i64
  ret i64 %s
}

; CHECK-LABEL: sext_dword:
; CHECK:       movslq (%rdi), %rax
; CHECK-NEXT:  retq
define i64 @sext_dword(ptr %p) {
  %x = load i32, ptr %p
  %s = sext i32 %x to i64
  ret i64 %s
}

; The loaded byte is also stored: the load is still a movzbl, and the store writes its low
; byte (truncation is free; llc's code).
; CHECK-LABEL: two_readers:
; CHECK:       movzbl (%rdi), %eax
; CHECK-NEXT:  movb %al, (%rsi)
; CHECK-NEXT:  retq
define i32 @two_readers(ptr %p, ptr %q) {
  %x = load i8, ptr %p
  store i8 %x, ptr %q
  %z = zext i8 %x to i32
  ret i32 %z
}
