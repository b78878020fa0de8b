; Target extension types (LLVM 16) are not read yet: the error names the construct and release.
; RUN: not kiln ir %s -o /dev/null 2>&1 | FileCheck %s

declare void @f(target("spirv.Image", i8, 0))

; CHECK: crates/kiln/tests/lit/ir/target-ext-type-error.ll:4:17: error: 'target' (a target extension type, introduced in LLVM 16) is not supported
; CHECK-NEXT: declare void @f(target("spirv.Image", i8, 0))
; CHECK-NEXT:                 ^
