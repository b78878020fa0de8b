; -frame-pointer=all|non-leaf|none sets the policy of functions without a "frame-pointer"
; attribute; a function's own attribute wins, as in llc.
; RUN: kiln llc -O2 %s -o - | FileCheck %s --check-prefixes=CHECK,NONE
; RUN: kiln llc -O2 -frame-pointer=none %s -o - | FileCheck %s --check-prefixes=CHECK,NONE
; RUN: kiln llc -O2 -frame-pointer=non-leaf %s -o - | FileCheck %s --check-prefixes=CHECK,NONLEAF
; RUN: kiln llc -O2 -frame-pointer=all %s -o - | FileCheck %s --check-prefixes=CHECK,ALL
; RUN: not kiln llc -frame-pointer=sometimes %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=BAD

target triple = "x86_64-unknown-linux-gnu"

declare i32 @callee()

define i32 @leaf() {
  ret i32 0
}

define i32 @caller() {
  %r = call i32 @callee()
  ret i32 %r
}

define i32 @attribute_none() "frame-pointer"="none" {
  %r = call i32 @callee()
  ret i32 %r
}

define i32 @attribute_all() "frame-pointer"="all" {
  ret i32 0
}

; CHECK-LABEL: leaf:
; NONE-NOT:    rbp
; NONLEAF-NOT: rbp
; ALL:         pushq %rbp
; ALL:         movq %rsp, %rbp
; CHECK:       .cfi_endproc

; CHECK-LABEL: caller:
; NONE-NOT:    rbp
; NONLEAF:     pushq %rbp
; NONLEAF:     movq %rsp, %rbp
; ALL:         pushq %rbp
; CHECK:       .cfi_endproc

; CHECK-LABEL: attribute_none:
; CHECK-NOT:   rbp
; CHECK:       .cfi_endproc

; CHECK-LABEL: attribute_all:
; CHECK:       pushq %rbp
; CHECK:       movq %rsp, %rbp
; CHECK:       .cfi_endproc

; BAD: kiln llc: for the -frame-pointer option: Cannot find option named 'sometimes'!
