; Tail calls: a `tail call` returned right away whose arguments fit in registers becomes a
; `jmp` after the epilogue (TCRETURN), at every optimization level as in llc; `musttail`
; must; `tailcc` callees pop their (16-byte-rounded) argument area, so callers take it back
; (`subq` after the call) and `tailcc` functions return with `retq $N`. Calls whose
; arguments need the stack stay calls.
; RUN: kiln llc -O2 %s -o - | FileCheck %s
; RUN: kiln llc -O0 -global-isel=0 %s -o - | FileCheck %s --check-prefix=O0

declare i32 @ext(i32, i32)
declare void @vv(i32)
declare tailcc i32 @callee(i32)
declare tailcc i32 @callee8(i32, i32, i32, i32, i32, i32, i32, i32)
declare i32 @many(i32, i32, i32, i32, i32, i32, i32)

define i32 @sibling(i32 %x) {
; CHECK-LABEL: sibling:
; CHECK: movl $1, %esi
; CHECK-NEXT: jmp ext@PLT
; O0-LABEL: sibling:
; O0: jmp ext@PLT
  %r = tail call i32 @ext(i32 %x, i32 1)
  ret i32 %r
}

define i32 @with_frame(i32 %x) {
; CHECK-LABEL: with_frame:
; CHECK: callq ext@PLT
; CHECK: popq
; CHECK-NEXT: .cfi_def_cfa_offset 8
; CHECK-NEXT: jmp ext@PLT
  %a = call i32 @ext(i32 %x, i32 2)
  %r = tail call i32 @ext(i32 %a, i32 %x)
  ret i32 %r
}

define void @must(i32 %x) {
; CHECK-LABEL: must:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: jmp vv@PLT
  musttail call void @vv(i32 %x)
  ret void
}

define i32 @not_in_tail_position(i32 %x) {
; CHECK-LABEL: not_in_tail_position:
; CHECK: callq ext@PLT
; CHECK: retq
  %r = tail call i32 @ext(i32 %x, i32 1)
  %s = add i32 %r, 1
  ret i32 %s
}

define i32 @stack_arguments(i32 %x) {
; CHECK-LABEL: stack_arguments:
; CHECK: callq many@PLT
  %r = tail call i32 @many(i32 %x, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6)
  ret i32 %r
}

define tailcc i32 @tailcc_jump(i32 %x) {
; CHECK-LABEL: tailcc_jump:
; CHECK: jmp callee@PLT
  %r = tail call tailcc i32 @callee(i32 %x)
  ret i32 %r
}

define i32 @calls_tailcc(i32 %x) {
; CHECK-LABEL: calls_tailcc:
; CHECK: callq callee@PLT
; CHECK-NEXT: subq $8, %rsp
  %r = call tailcc i32 @callee(i32 %x)
  ret i32 %r
}

define tailcc i32 @tailcc_pops(i32 %a, i32 %b, i32 %c, i32 %d, i32 %e, i32 %f, i32 %g, i32 %h) {
; CHECK-LABEL: tailcc_pops:
; CHECK: callq callee8@PLT
; CHECK-NEXT: subq $24, %rsp
; CHECK: retq $24
  %r = call tailcc i32 @callee8(i32 %h, i32 %b, i32 %c, i32 %d, i32 %e, i32 %f, i32 %g, i32 %a)
  %s = add i32 %r, 1
  ret i32 %s
}
