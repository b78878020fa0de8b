; A variadic function's musttail call passes on its own `...` (C++ thunks of variadic virtual
; functions, gxx jason_thunk3), as llc does on x86-64 System V: the argument registers the
; fixed arguments leave free, XMM0-7 and AL are kept from the entry (copied to virtual
; registers) and restored before the TC_RETURN jump, across any call in between. An sret
; pointer passed on as the callee's sret still makes a tail call. The same CHECK lines pass on
; llc 14's output. At -O0 GlobalISel makes the same tail call (gisel/tail-call.ll), the pointer
; adjusted by `leaq`.
; RUN: kiln llc -O2 %s -o - | FileCheck %s
; RUN: kiln llc -O0 %s -o - | FileCheck %s
; RUN: kiln llc -O2 -relocation-model=pic %s -o - | FileCheck %s
; RUN: kiln llc -O2 %s -stop-after=finalize-isel -o - | FileCheck %s --check-prefix=MIR

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.A = type { i64, i64, i64 }

declare void @target(%struct.A* sret(%struct.A), i8*, i32, ...)
declare i32 @vtarget(i32, ...)
declare void @log(i32)

define void @thunk(%struct.A* sret(%struct.A) align 8 %0, i8* %1, i32 %2, ...) {
; CHECK-LABEL: thunk:
; CHECK-NOT: %rsp
; CHECK: {{addq \$-8, %rsi|leaq -8\(%rsi\), %rsi}}
; CHECK-NEXT: jmp target@PLT
  %p = getelementptr inbounds i8, i8* %1, i64 -8
  musttail call void (%struct.A*, i8*, i32, ...) @target(%struct.A* sret(%struct.A) align 8 %0, i8* %p, i32 %2, ...)
  ret void
}

define i32 @simple(i32 %a, ...) {
; CHECK-LABEL: simple:
; CHECK-NOT: %rsp
; CHECK: jmp vtarget@PLT
; MIR-LABEL: name: simple
; MIR: hasMustTailInVarArgFunc: true
; MIR: $al = COPY
; MIR-NEXT: TCRETURNdi64 {{.*}}$rsi, {{(implicit )?}}$rdx, {{(implicit )?}}$rcx, {{(implicit )?}}$r8, {{(implicit )?}}$r9, {{(implicit )?}}$xmm0, {{(implicit )?}}$xmm1, {{(implicit )?}}$xmm2, {{(implicit )?}}$xmm3, {{(implicit )?}}$xmm4, {{(implicit )?}}$xmm5, {{(implicit )?}}$xmm6, {{(implicit )?}}$xmm7, {{(implicit )?}}$al
  %r = musttail call i32 (i32, ...) @vtarget(i32 %a, ...)
  ret i32 %r
}

define i32 @logged(i32 %a, ...) {
; CHECK-LABEL: logged:
; CHECK-DAG: %al,
; CHECK-DAG: %xmm7,
; CHECK-DAG: %r9,
; CHECK: callq log@PLT
; CHECK-DAG: , %rsi
; CHECK-DAG: , %rdx
; CHECK-DAG: , %rcx
; CHECK-DAG: , %r8
; CHECK-DAG: , %r9
; CHECK-DAG: , %xmm0
; CHECK-DAG: , %xmm1
; CHECK-DAG: , %xmm2
; CHECK-DAG: , %xmm3
; CHECK-DAG: , %xmm4
; CHECK-DAG: , %xmm5
; CHECK-DAG: , %xmm6
; CHECK-DAG: , %xmm7
; CHECK-DAG: , %al
; CHECK-NOT: call
; CHECK: jmp vtarget@PLT
  call void @log(i32 %a)
  %r = musttail call i32 (i32, ...) @vtarget(i32 %a, ...)
  ret i32 %r
}
