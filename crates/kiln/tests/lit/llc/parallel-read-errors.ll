; With -j N the function bodies are read on N threads, and a module with errors in two bodies
; reports the first one in file order, as a serial read does (-j1): the same message and caret,
; exit 1, no output written.
; RUN: rm -f %t.j1.s %t.j2.s
; RUN: not kiln llc -j1 %s -o %t.j1.s 2> %t.j1.err
; RUN: not kiln llc -j2 %s -o %t.j2.s 2> %t.j2.err
; RUN: not kiln llc -j3 %s -o %t.j2.s 2> %t.j3.err
; RUN: diff %t.j1.err %t.j2.err
; RUN: diff %t.j1.err %t.j3.err
; RUN: FileCheck %s < %t.j2.err
; RUN: not test -e %t.j2.s
; CHECK: parallel-read-errors.ll:[[#@LINE+28]]:16: error: use of undefined value
; CHECK-NEXT: {{^}}  %x = add i32 %undefined, 1
; CHECK-NEXT: {{^}}               ^{{$}}
; CHECK-NOT: error

define i32 @first(i32 %a) {
entry:
  %b = add i32 %a, 1
  %c = mul i32 %b, %b
  %d = sub i32 %c, %a
  %e = xor i32 %d, 255
  %f = and i32 %e, 4095
  %g = or i32 %f, 65536
  ret i32 %g
}

define i32 @second(i32 %a) {
entry:
  %b = add i32 %a, 1
  %c = mul i32 %b, %b
  %d = sub i32 %c, %a
  %e = xor i32 %d, 255
  %f = and i32 %e, 4095
  %g = or i32 %f, 65536
  ret i32 %g
}

define i32 @third(i32 %a) {
  %x = add i32 %undefined, 1
  ret i32 %x
}

define i32 @fourth(i32 %a) {
  %y = frobnicate i32 %a
  ret i32 %y
}
