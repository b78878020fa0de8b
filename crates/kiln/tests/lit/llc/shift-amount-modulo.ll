; x86 shifts read their count modulo 32 (modulo 64 for 64-bit operands), so at -O2 a mask of
; the amount that keeps those bits is dropped, as llc's MaskedShiftAmountPats do: zstd's bit
; readers write `c << (n & 63)` and `c >> (-n & 63)` (one `negl`, no `andl $63`). A mask
; narrower than the bits read stays (`i8` shift by `n & 7`: the hardware reads 5 bits).
; Rotates are modular at any width: a funnel shift of a value by itself is `roll`, with its
; amount reduced by an `and`, never by a division.
; RUN: kiln llc -O2 -verify-regalloc -verify-machineinstrs %s -o - | FileCheck %s

target triple = "x86_64-unknown-linux-gnu"

; CHECK-LABEL: look_bits:
; CHECK-NOT: andl
; CHECK: shlq %cl, %rdi
; CHECK: subl %edx, %ecx
; CHECK-NEXT: shrq %cl, %rdi
; CHECK: .Lfunc_end0:
define i64 @look_bits(i64 %c, i32 %consumed, i32 %nb) {
  %m = and i32 %consumed, 63
  %z = zext i32 %m to i64
  %s = shl i64 %c, %z
  %s1 = lshr i64 %s, 1
  %n = sub i32 63, %nb
  %n2 = and i32 %n, 63
  %nz = zext i32 %n2 to i64
  %r = lshr i64 %s1, %nz
  ret i64 %r
}

; CHECK-LABEL: middle_bits:
; CHECK: negl %esi
; CHECK-NEXT: movb %sil, %cl
; CHECK-NEXT: shrq %cl, %rdi
; CHECK: .Lfunc_end1:
define i64 @middle_bits(i64 %c, i32 %start) {
  %n = sub i32 0, %start
  %m = and i32 %n, 63
  %z = zext i32 %m to i64
  %s = lshr i64 %c, %z
  ret i64 %s
}

; CHECK-LABEL: sar32:
; CHECK-NOT: and
; CHECK: sarl %cl, %edi
; CHECK: .Lfunc_end2:
define i32 @sar32(i32 %x, i32 %y) {
  %m = and i32 %y, 95
  %r = ashr i32 %x, %m
  ret i32 %r
}

; CHECK-LABEL: byte_keeps_mask:
; CHECK: andb $7, %sil
; CHECK: shlb %cl, %dil
; CHECK: .Lfunc_end3:
define i8 @byte_keeps_mask(i8 %x, i8 %y) {
  %m = and i8 %y, 7
  %r = shl i8 %x, %m
  ret i8 %r
}

; CHECK-LABEL: byte_drops_mask:
; CHECK-NOT: and
; CHECK: shrb %cl, %dil
; CHECK: .Lfunc_end4:
define i8 @byte_drops_mask(i8 %x, i8 %y) {
  %m = and i8 %y, 31
  %r = lshr i8 %x, %m
  ret i8 %r
}

; CHECK-LABEL: rotate:
; CHECK-NOT: div
; CHECK-NOT: and
; CHECK: roll %cl, %edi
; CHECK: .Lfunc_end5:
define i32 @rotate(i32 %x, i32 %y) {
  %m = and i32 %y, 31
  %r = call i32 @llvm.fshl.i32(i32 %x, i32 %x, i32 %m)
  ret i32 %r
}

; CHECK-LABEL: rotate_right64:
; CHECK-NOT: div
; CHECK: rorq %cl, %rdi
; CHECK: .Lfunc_end6:
define i64 @rotate_right64(i64 %x, i64 %y) {
  %r = call i64 @llvm.fshr.i64(i64 %x, i64 %x, i64 %y)
  ret i64 %r
}

; A funnel shift of two values: its amount modulo 32 is an `and`, not a `divl`.
; CHECK-LABEL: funnel:
; CHECK-NOT: div
; CHECK: .Lfunc_end7:
define i32 @funnel(i32 %a, i32 %b, i32 %y) {
  %r = call i32 @llvm.fshl.i32(i32 %a, i32 %b, i32 %y)
  ret i32 %r
}

declare i32 @llvm.fshl.i32(i32, i32, i32)
declare i64 @llvm.fshr.i64(i64, i64, i64)
