; An `or` whose operands have no bit set in both is an add, and folds into an address as
; one (LLVM's matchAddress): an unrolled loop's `i | 8` (`i` a multiple of 16) indexes as
; `32(%rdi,%rax,4)`, not through a copy and an `orq`. An `or` that may carry into set bits
; stays an `or`. The lli run checks the values.
; RUN: kiln llc -O2 -verify-machineinstrs %s -o - | sed '/^main:/,$d' | FileCheck %s
; RUN: { kiln lli -O2 %s ; echo "exit $?" ; } | FileCheck %s --check-prefix=EXEC

; CHECK-LABEL: unrolled:
; CHECK-NOT:   orq
; CHECK:       addl (%rdi,%r[[I:[a-z0-9]+]],4), %e
; CHECK-NEXT:  addl 32(%rdi,%r[[I]],4), %e
; CHECK-NOT:   orq
; CHECK:       retq
define i32 @unrolled(ptr %p, i64 %k, i32 %s) {
  %i = shl i64 %k, 4
  %a = getelementptr i32, ptr %p, i64 %i
  %x = load i32, ptr %a
  %s1 = add i32 %s, %x
  %j = or i64 %i, 8
  %b = getelementptr i32, ptr %p, i64 %j
  %y = load i32, ptr %b
  %s2 = add i32 %s1, %y
  ret i32 %s2
}

; CHECK-LABEL: overlapping:
; CHECK:       orq $8, %r
; CHECK:       retq
define i32 @overlapping(ptr %p, i64 %i) {
  %j = or i64 %i, 8
  %b = getelementptr i32, ptr %p, i64 %j
  %y = load i32, ptr %b
  ret i32 %y
}

@data = global [32 x i32] [i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31]
@fmt = private constant [7 x i8] c"%d %d\0A\00"

define i32 @main() {
  %u = call i32 @unrolled(ptr @data, i64 1, i32 24)
  %o = call i32 @overlapping(ptr @data, i64 3)
  call i32 (ptr, ...) @printf(ptr @fmt, i32 %u, i32 %o)
  ret i32 0
}
; 24 + data[16] + data[24] = 64; data[3 | 8] = 11.
; EXEC: 64 11
; EXEC: exit 0

declare i32 @printf(ptr, ...)
