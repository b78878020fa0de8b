; A thread-local variable's address under -emulated-tls (a call of __emutls_get_address on
; its control variable) is not translated by GlobalISel: the function falls back to the
; SelectionDAG (a remark at -global-isel-abort=2, silently at 0, an error at 1), never reaching
; it as an ordinary global through the GOT; @plain stays GlobalISel's. Without -emulated-tls
; GlobalISel builds the TLS sequence itself (select-thread-local.ll).
; RUN: kiln llc -O0 -global-isel -global-isel-abort=2 -emulated-tls -relocation-model=pic %s -o - 2>&1 | FileCheck %s --check-prefixes=REMARK,EMU
; RUN: kiln llc -O0 -global-isel -global-isel-abort=0 -emulated-tls -relocation-model=pic %s -o - 2>&1 | FileCheck %s --check-prefixes=SILENT,EMU
; RUN: kiln llc -O0 -global-isel -global-isel-abort=2 -relocation-model=pic %s -o - 2>&1 | FileCheck %s --check-prefixes=SILENT,CHECK
; RUN: not kiln llc -O0 -global-isel -emulated-tls %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=ABORT

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@counter = thread_local global i32 0, align 4
@shared = global i32 0, align 4

define i32 @bump() {
  %v = load i32, ptr @counter, align 4
  %n = add i32 %v, 1
  store i32 %n, ptr @counter, align 4
  ret i32 %n
}

define i32 @plain() {
  %v = load i32, ptr @shared, align 4
  ret i32 %v
}

; REMARK: remark: {{.*}}: unable to translate instruction: load: the address of thread-local variable 'counter' is not translated in this TLS mode (in function: bump)
; REMARK-NOT: remark
; SILENT-NOT: remark
; CHECK-LABEL: bump:
; CHECK-NOT: counter@GOTPCREL
; CHECK: counter@TLSGD
; CHECK-LABEL: plain:
; CHECK: shared@GOTPCREL(%rip)
; EMU-LABEL: bump:
; EMU-NOT: counter@GOTPCREL
; EMU: __emutls_v.counter@GOTPCREL(%rip), %rdi
; EMU: __emutls_get_address
; EMU-LABEL: plain:
; EMU: shared@GOTPCREL(%rip)
; ABORT: error: {{.*}}the address of thread-local variable 'counter' is not translated in this TLS mode
