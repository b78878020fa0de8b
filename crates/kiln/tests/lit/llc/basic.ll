; Integer arithmetic, a call and a conditional branch at -O0 and -O2.
; RUN: kiln llc -O0 %s -o - | FileCheck %s --check-prefix=O0
; RUN: kiln llc -O2 %s -o - | FileCheck %s --check-prefix=O2

define i32 @add(i32 %a, i32 %b) {
entry:
  %s = add i32 %a, %b
  ret i32 %s
}

define i32 @pick(i32 %x) {
entry:
  %v = call i32 @add(i32 %x, i32 2)
  %c = icmp sgt i32 %v, 10
  br i1 %c, label %big, label %small
big:
  ret i32 1
small:
  ret i32 0
}
