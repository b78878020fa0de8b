; A splat of a scalable vector has no element list; kiln does not read it yet.
; RUN: not kiln ir %s -o /dev/null 2>&1 | FileCheck %s

define <vscale x 4 x i32> @f() {
  ret <vscale x 4 x i32> splat (i32 1)
}

; CHECK: crates/kiln/tests/lit/ir/splat-scalable-error.ll:5:26: error: 'splat' of a scalable vector (LLVM 19) is not supported
; CHECK-NEXT:   ret <vscale x 4 x i32> splat (i32 1)
; CHECK-NEXT:                          ^
