; __builtin_setjmp / __builtin_longjmp (llvm.eh.sjlj.*), with LLVM's buffer layout: [0] the
; frame pointer, [1] the resume address, [2] the stack pointer. The setjmp stores the address
; of an address-taken resume block (which sets the result to 1) and returns 0 directly; the
; function keeps a frame pointer and saves every callee-saved register. The longjmp reloads
; the frame and stack pointers and jumps.
; RUN: kiln llc -O0 -global-isel=0 -relocation-model=pic %s -o - | FileCheck %s
; RUN: kiln llc -O2 -relocation-model=pic -verify-machineinstrs %s -o /dev/null

@buf = global [5 x ptr] zeroinitializer, align 16

define void @jump() {
  call void @llvm.eh.sjlj.longjmp(ptr @buf)
  unreachable
}

define i32 @set() {
  %fp = call ptr @llvm.frameaddress.p0(i32 0)
  store ptr %fp, ptr @buf, align 16
  %sp = call ptr @llvm.stacksave()
  %slot = getelementptr [5 x ptr], ptr @buf, i64 0, i64 2
  store ptr %sp, ptr %slot, align 16
  %r = call i32 @llvm.eh.sjlj.setjmp(ptr @buf)
  ret i32 %r
}

declare void @llvm.eh.sjlj.longjmp(ptr)
declare i32 @llvm.eh.sjlj.setjmp(ptr)
declare ptr @llvm.frameaddress.p0(i32)
declare ptr @llvm.stacksave()

; CHECK-LABEL: jump:
; CHECK:       pushq %rbp
; CHECK:       movq buf@GOTPCREL(%rip), %rax
; CHECK-NEXT:  movq 8(%rax), %rcx
; CHECK-NEXT:  movq 16(%rax), %rsp
; CHECK-NEXT:  movq (%rax), %rbp
; CHECK-NEXT:  jmpq *%rcx

; CHECK-LABEL: set:
; CHECK:       pushq %rbp
; CHECK:       movq %rsp, %rbp
; CHECK:       pushq %r15
; CHECK-NEXT:  pushq %r14
; CHECK-NEXT:  pushq %r13
; CHECK-NEXT:  pushq %r12
; CHECK-NEXT:  pushq %rbx
; CHECK:       leaq [[RESUME:.LBB1_[0-9]+]](%rip), %rax
; CHECK-NEXT:  movq %rax, 8(%rcx)
; CHECK-NEXT:  xorl %eax, %eax
; CHECK-NEXT:  [[SINK:.LBB1_[0-9]+]]:
; CHECK:       retq
; CHECK:       [[RESUME]]:
; CHECK-NEXT:  .cfi_def_cfa %rbp, 16
; CHECK-NEXT:  movl $1, %eax
; CHECK-NEXT:  jmp [[SINK]]
