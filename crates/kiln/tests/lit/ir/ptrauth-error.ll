; Signed-pointer constants (LLVM 19) are not read yet: the error names the construct and release.
; RUN: not kiln ir %s -o /dev/null 2>&1 | FileCheck %s

@g = global i32 0
@p = global ptr ptrauth (ptr @g, i32 0)

; CHECK: crates/kiln/tests/lit/ir/ptrauth-error.ll:5:17: error: 'ptrauth' (a signed-pointer constant, introduced in LLVM 19) is not supported
; CHECK-NEXT: @p = global ptr ptrauth (ptr @g, i32 0)
; CHECK-NEXT:                 ^
