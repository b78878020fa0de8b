; An `and` by a 64-bit mask is selected with a shorter immediate where known bits allow it,
; as llc's x86 selection does (`shrinkAndImmediate`, the `i64immZExt32` patterns): a mask
; whose leading zeros cover bits known to be zero in the other operand gets those bits set,
; becoming a sign-extended 8- or 32-bit immediate instead of a `movabs` (the vectorised loops'
; trip counts `((n >> 3) + 1) & 0x3ffffffffffffffc` in lz4 and zstd), also when the operand
; comes from another block (the known bits of the registers a block writes, LLVM's
; live-out register info); a mask with a zero upper half is a 32-bit `and`, which clears it.
; RUN: kiln llc -O2 -verify-machineinstrs %s -o - | FileCheck %s

target triple = "x86_64-unknown-linux-gnu"

; CHECK-LABEL: shifted:
; CHECK:       shrq $3, %rdi
; CHECK-NEXT:  andq $-4, %rdi
define i64 @shifted(i64 %x) {
  %y = lshr i64 %x, 3
  %r = and i64 %y, 2305843009213693948
  ret i64 %r
}

; CHECK-LABEL: trip_count:
; CHECK:       shrq $3, %rdi
; CHECK-NEXT:  addq $1, %rdi
; CHECK-NOT:   movabsq
; CHECK:       andq $-4, %rdi
define i64 @trip_count(i64 %x, i1 %c) {
entry:
  %y = lshr i64 %x, 3
  %z = add nuw nsw i64 %y, 1
  br i1 %c, label %a, label %b
a:
  %r = and i64 %z, 4611686018427387900
  ret i64 %r
b:
  ret i64 0
}

; Nothing is known about %x: the mask stays a movabs.
; CHECK-LABEL: unknown:
; CHECK:       movabsq $4611686018427387900, %rax
; CHECK-NEXT:  andq %rdi, %rax
define i64 @unknown(i64 %x) {
  %r = and i64 %x, 4611686018427387900
  ret i64 %r
}

; CHECK-LABEL: low_half:
; CHECK:       andl $-16, %edi
; CHECK-LABEL: low_half_wide:
; CHECK:       andl $-65536, %edi
define i64 @low_half(i64 %x) {
  %r = and i64 %x, 4294967280
  ret i64 %r
}
define i64 @low_half_wide(i64 %x) {
  %r = and i64 %x, 4294901760
  ret i64 %r
}

; The mask becomes all ones: the `and` goes.
; CHECK-LABEL: all_ones:
; CHECK:       shrq $1, %rdi
; CHECK-NEXT:  movq %rdi, %rax
; CHECK-NEXT:  retq
define i64 @all_ones(i64 %x) {
  %y = lshr i64 %x, 1
  %r = and i64 %y, 9223372036854775807
  ret i64 %r
}

; 32 bits: the same in an i32.
; CHECK-LABEL: narrow:
; CHECK:       shrl $4, %edi
; CHECK-NEXT:  andl $-2, %edi
define i32 @narrow(i32 %x) {
  %y = lshr i32 %x, 4
  %r = and i32 %y, 268435454
  ret i32 %r
}
