; Calling conventions print by their keyword, as llvm-dis writes them (`tailcc`, not `cc 18`),
; so that an error inside such a call is located at its line; a number without a keyword stays
; `cc N`.
; RUN: kiln ir %s -o - | FileCheck %s
; RUN: not kiln ir $(dirname %s)/../Inputs/musttail-bad-cc.ll.in -o /dev/null 2>&1 | FileCheck %s --check-prefix=ERR

; CHECK: declare tailcc void @t(ptr)
; CHECK: declare cc 1023 void @n()
; CHECK: define fastcc void @f(ptr %p)
; CHECK: call tailcc void @t(ptr %p)
; CHECK: call cc 1023 void @n()
declare tailcc void @t(ptr)
declare cc 1023 void @n()
define fastcc void @f(ptr %p) {
  call tailcc void @t(ptr %p)
  call cc 1023 void @n()
  ret void
}

; ERR: musttail-bad-cc.ll.in:5:3: error: in function 'f', block '%0': instruction 'musttail call tailcc void @t(ptr %p)': a musttail call's calling convention (cc 18) must be the caller's (cc 0)
; ERR-NEXT: musttail call tailcc void @t(ptr %p)
; ERR-NEXT: ^
