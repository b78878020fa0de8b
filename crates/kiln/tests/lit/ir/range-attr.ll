; range(iN lo, hi) (LLVM 19) on parameters, return values and call sites: the half-open range,
; printed with signed bounds as LLVM does; rustc writes it on most integer arguments.
; RUN: kiln ir %s -o - | FileCheck %s
; RUN: kiln llc %s -o /dev/null

define noundef range(i64 0, 10) i64 @f(i64 noundef range(i64 1, -9223372036854775807) %x, i8 range(i8 -128, 0) %y) {
  %r = call range(i32 0, 119) i32 @g(i32 range(i32 0, 10) 3)
  ret i64 5
}
declare i32 @g(i32)

; CHECK: define noundef range(i64 0, 10) i64 @f(i64 noundef range(i64 1, -9223372036854775807) %x, i8 range(i8 -128, 0) %y) {
; CHECK-NEXT: 0:
; CHECK-NEXT:   %r = call range(i32 0, 119) i32 @g(i32 range(i32 0, 10) 3)
; CHECK-NEXT:   ret i64 5
; CHECK-NEXT: }
; CHECK-EMPTY:
; CHECK-NEXT: declare i32 @g(i32)
