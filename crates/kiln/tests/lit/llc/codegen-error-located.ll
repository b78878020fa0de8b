; A code generation error points into the module's text, which `kiln llc` does not keep in
; memory while it compiles a file: the file is read again to place the error.
; RUN: not kiln llc -O0 -filetype=obj %s -o /dev/null 2>&1 | FileCheck %s
; RUN: not kiln llc -O0 - -o /dev/null < %s 2>&1 | FileCheck %s --check-prefix=STDIN
; CHECK: codegen-error-located.ll:12:13: error: in function 'f': unsupported intrinsic 'llvm.x86.mmx.emms'
; CHECK-NEXT: call void @llvm.x86.mmx.emms()
; CHECK-NEXT: ^
; STDIN: <stdin>:12:13: error: in function 'f': unsupported intrinsic 'llvm.x86.mmx.emms'
target triple = "x86_64-unknown-linux-gnu"

define void @f() {
  call void @llvm.x86.mmx.emms()
  ret void
}
declare void @llvm.x86.mmx.emms()
