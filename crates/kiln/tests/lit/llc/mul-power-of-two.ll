; Above -O0 a multiplication by a power of two is a shift and one by a negated power of two
; the shift subtracted (LLVM's visitMUL): `x * -8 + y` is `shl $3` and a `sub`, not an imul;
; a shift by one is an add of the register to itself (llc's `(shl x, 1)` pattern), and a
; 64-bit shift by 1..3 whose source stays live becomes an lea (two-address lowering's
; three-address form), so no copy is needed. The lli runs check the values.
; RUN: kiln llc -O2 -verify-machineinstrs %s -o - | sed '/^main:/,$d' | FileCheck %s
; RUN: { kiln lli -O2 %s ; echo "exit $?" ; } | FileCheck %s --check-prefix=EXEC
; RUN: { kiln lli -O0 %s ; echo "exit $?" ; } | FileCheck %s --check-prefix=EXEC

; CHECK-LABEL: times_minus_8:
; CHECK-NOT:   imul
; CHECK:       shll $3,
; CHECK:       subl
; CHECK:       retq
define i32 @times_minus_8(i32 %x, i32 %y) {
  %m = mul i32 %x, -8
  %a = add i32 %m, %y
  ret i32 %a
}

; CHECK-LABEL: times_32:
; CHECK-NOT:   imul
; CHECK:       shlq $5,
; CHECK:       retq
define i64 @times_32(i64 %x) {
  %m = mul i64 %x, 32
  ret i64 %m
}

; CHECK-LABEL: times_2:
; CHECK-NOT:   imul
; CHECK-NOT:   shl
; CHECK:       addl %e[[R:[a-z0-9]+]], %e[[R]]
; CHECK:       retq
define i32 @times_2(i32 %x) {
  %m = mul i32 %x, 2
  ret i32 %m
}

; CHECK-LABEL: shift_source_live:
; CHECK-NOT:   imul
; CHECK:       leaq (,%rdi,8), %r
; CHECK:       retq
define i64 @shift_source_live(i64 %x, ptr %p) {
  %m = mul i64 %x, 8
  store i64 %m, ptr %p
  %r = xor i64 %m, %x
  ret i64 %r
}

@fmt = private constant [22 x i8] c"%d %ld %d %ld %ld\0A\00\00\00\00"

define i32 @main() {
  %slot = alloca i64
  %a = call i32 @times_minus_8(i32 -7, i32 100)
  %b = call i64 @times_32(i64 -3000000000)
  %c = call i32 @times_2(i32 -1073741825)
  %d = call i64 @shift_source_live(i64 12345, ptr %slot)
  %e = load i64, ptr %slot
  call i32 (ptr, ...) @printf(ptr @fmt, i32 %a, i64 %b, i32 %c, i64 %d, i64 %e)
  ret i32 0
}
; EXEC: 156 -96000000000 2147483646 111089 98760
; EXEC: exit 0

declare i32 @printf(ptr, ...)
