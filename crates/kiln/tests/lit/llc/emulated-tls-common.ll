; A common thread-local variable under -emulated-tls would need a common control variable with a
; non-zero value (llc 14 makes one and stops on its own verifier): kiln names the variable.
; RUN: not kiln llc -emulated-tls %s -o /dev/null 2>&1 | FileCheck %s
; CHECK: error: {{.*}}emulated TLS: thread-local variable 'cm' has common linkage

@cm = common thread_local global i32 0, align 4

define i32 @f() {
  %v = load i32, ptr @cm
  ret i32 %v
}
