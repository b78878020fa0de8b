; -extra-module links more modules into the same image: main calls a function and reads a
; variable they define, a strong definition overrides a weak one, and the extra module calls
; back into the main module.
; RUN: sed -n 's/^;EXTRA: //p' %s > %t.extra.ll
; RUN: { kiln lli -extra-module=%t.extra.ll %s ; echo "exit $?" ; } | FileCheck %s
; RUN: { kiln lli -O0 -extra-module %t.extra.ll %s ; echo "exit $?" ; } | FileCheck %s

declare i32 @twice(i32)
@base = external global i32
declare i32 @printf(i8*, ...)
@fmt = private constant [13 x i8] c"%d %d %d %d\0A\00"

define weak i32 @flavour() {
  ret i32 1
}
define i32 @helper(i32 %x) {
  %r = add i32 %x, 1000
  ret i32 %r
}
define i32 @main() {
  %b = load i32, i32* @base
  %t = call i32 @twice(i32 %b)
  %f = call i32 @flavour()
  %h = call i32 @call_helper(i32 5)
  call i32 (i8*, ...) @printf(i8* getelementptr ([13 x i8], [13 x i8]* @fmt, i64 0, i64 0), i32 %b, i32 %t, i32 %f, i32 %h)
  ret i32 3
}
declare i32 @call_helper(i32)

;EXTRA: @base = global i32 21
;EXTRA: declare i32 @helper(i32)
;EXTRA: define i32 @twice(i32 %x) {
;EXTRA:   %r = shl i32 %x, 1
;EXTRA:   ret i32 %r
;EXTRA: }
;EXTRA: define i32 @flavour() {
;EXTRA:   ret i32 2
;EXTRA: }
;EXTRA: define i32 @call_helper(i32 %x) {
;EXTRA:   %r = call i32 @helper(i32 %x)
;EXTRA:   ret i32 %r
;EXTRA: }

; CHECK: 21 42 2 1005
; CHECK-NEXT: exit 3
