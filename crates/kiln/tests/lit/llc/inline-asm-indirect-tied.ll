; An indirect output (`=*rm`, `=*imr`) that an input is tied to ("0") gets a register when its
; constraint allows one, as llc gives it: the input is copied into that register before the asm
; and the register is stored through the pointer after it. Untied, or with `=*m` alone, the
; operand is the memory itself. An integer input of another width than the output (a pointer
; tied to an `int`, gcc's stkalign.c) is truncated into the output's register. Before this,
; kiln used the memory and never stored the tied value there (stkalign.ll read garbage).
; RUN: kiln llc -O2 %s -o - | FileCheck %s
; RUN: kiln llc -O0 %s -o - | FileCheck %s --check-prefix=O0

target triple = "x86_64-unknown-linux-gnu"

; CHECK-LABEL: untied:
; CHECK:       incl (%rdi)
; CHECK-NEXT:  #NO_APP
; CHECK-NEXT:  retq
define void @untied(ptr %p) {
  call void asm "incl $0", "=*imr,~{dirflag},~{fpsr},~{flags}"(ptr elementtype(i32) %p)
  ret void
}

; CHECK-LABEL: {{^}}tied:
; CHECK:       incl %esi
; CHECK-NEXT:  #NO_APP
; CHECK-NEXT:  movl %esi, (%rdi)
; CHECK-NEXT:  retq
; O0-LABEL: {{^}}tied:
; O0:          #NO_APP
; O0-NEXT:     movl %e{{[a-z0-9]+}}, (%r{{[a-z0-9]+}})
define void @tied(ptr %p, i32 %v) {
  call void asm "incl $0", "=*imr,0,~{dirflag},~{fpsr},~{flags}"(ptr elementtype(i32) %p, i32 %v)
  ret void
}

; CHECK-LABEL: tied_rm:
; CHECK:       incl %esi
; CHECK-NEXT:  #NO_APP
; CHECK-NEXT:  movl %esi, (%rdi)
define void @tied_rm(ptr %p, i32 %v) {
  call void asm "incl $0", "=*rm,0,~{dirflag},~{fpsr},~{flags}"(ptr elementtype(i32) %p, i32 %v)
  ret void
}

; CHECK-LABEL: tied_memory_only:
; CHECK:       incl (%rdi)
; CHECK-NEXT:  #NO_APP
; CHECK-NEXT:  retq
define void @tied_memory_only(ptr %p, i32 %v) {
  call void asm "incl $0", "=*m,0,~{dirflag},~{fpsr},~{flags}"(ptr elementtype(i32) %p, i32 %v)
  ret void
}

; The address of the slot itself, tied to its `int` output: x = (int)&x.
; CHECK-LABEL: own_address:
; CHECK:       leaq [[SLOT:-?[0-9]+\(%rsp\)]], %r[[R:[a-z]+]]
; CHECK:       #NO_APP
; CHECK-NEXT:  movl %e[[R]], [[SLOT]]
define i32 @own_address() {
  %x = alloca i32, align 4
  call void asm "", "=*imr,0,~{dirflag},~{fpsr},~{flags}"(ptr elementtype(i32) %x, ptr %x)
  %v = load i32, ptr %x, align 4
  ret i32 %v
}
