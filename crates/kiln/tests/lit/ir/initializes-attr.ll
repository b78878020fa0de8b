; initializes((lo, hi), ...) (LLVM 19): byte ranges a callee writes before it reads them.
; RUN: kiln ir %s -o - | FileCheck %s

declare void @f(ptr initializes((0, 8), (16, 24)) %p, ptr dead_on_unwind noalias writable initializes((0, 32)) %q)

; CHECK: declare void @f(ptr initializes((0, 8), (16, 24)), ptr noalias writable dead_on_unwind initializes((0, 32)))
