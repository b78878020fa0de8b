; A splat of a scalable vector has no element list; kiln does not read it yet.
; RUN: not kiln ir %s -o /dev/null 2>&1 | FileCheck %s

define <vscale x 4 x i32> @f() {
  ret <vscale x 4 x i32> splat (i32 1)
}
