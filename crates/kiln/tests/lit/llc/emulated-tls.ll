; -emulated-tls, as llc does it: every access to a thread-local variable X is a call of
; __emutls_get_address with the address of X's control variable __emutls_v.X (through the GOT
; unless it is local to the output), and X itself is not emitted; the module gets
; __emutls_v.X = { size, align, 0, template } and, when X's initializer is not all zero, its
; initial image __emutls_t.X (read-only, X's alignment, COMDAT of its own). kiln lli compiles
; this way (lli/tls-threads.ll runs it). kiln prints library calls without llc's @PLT (the
; object has the same R_X86_64_PLT32).
; RUN: kiln llc -O2 -emulated-tls -relocation-model=pic %s -o - | FileCheck %s --check-prefixes=CHECK,PIC
; RUN: kiln llc -O2 -emulated-tls -relocation-model=static %s -o - | FileCheck %s --check-prefixes=CHECK,STATIC
; RUN: kiln llc -O0 -global-isel=0 -emulated-tls -relocation-model=pic %s -o - | FileCheck %s --check-prefixes=CHECK,PIC
; The same CHECK lines pass on llc 14's output with @PLT removed. GlobalISel, -O0's default,
; builds the same calls (gisel/emulated-tls.ll), an offset added by `leaq`.

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

$cx = comdat any
@a = thread_local global i32 42, align 4
@b = internal thread_local global [4 x i64] zeroinitializer, align 16
@c = external thread_local global i32
@d = hidden thread_local global i8 1
@cx = linkonce_odr thread_local global i32 5, comdat, align 4
@str = thread_local(initialexec) global { i32, [2 x i8] } { i32 1, [2 x i8] c"ab" }, align 16
@plain = global i32 1

define i32 @get_a() {
; CHECK-LABEL: get_a:
; CHECK: movq __emutls_v.a@GOTPCREL(%rip), %rdi
; CHECK-NEXT: callq __emutls_get_address
; CHECK-NEXT: movl (%rax), %eax
  %v = load i32, ptr @a
  ret i32 %v
}

define ptr @addr_b() {
; CHECK-LABEL: addr_b:
; PIC: leaq __emutls_v.b(%rip), %rdi
; STATIC: movl $__emutls_v.b, %edi
; CHECK-NEXT: callq __emutls_get_address
; CHECK-NEXT: addq $16, %rax
  ret ptr getelementptr ([4 x i64], ptr @b, i64 0, i64 2)
}

define i32 @get_c() {
; CHECK-LABEL: get_c:
; CHECK: movq __emutls_v.c@GOTPCREL(%rip), %rdi
; CHECK-NEXT: callq __emutls_get_address
  %v = load i32, ptr @c
  ret i32 %v
}

define void @set_d(i8 %x) {
; CHECK-LABEL: set_d:
; PIC: leaq __emutls_v.d(%rip),
; STATIC: movl $__emutls_v.d,
; CHECK: callq __emutls_get_address
  store i8 %x, ptr @d
  ret void
}

define i32 @get_cx_str() {
; Two accesses: two call sequences, each with its own argument.
; CHECK-LABEL: get_cx_str:
; CHECK-COUNT-2: callq __emutls_get_address
; CHECK-NOT: callq
  %x = load i32, ptr @cx
  %p = getelementptr { i32, [2 x i8] }, ptr @str, i64 0, i32 1, i64 1
  %y = load i8, ptr %p
  %z = zext i8 %y to i32
  %s = add i32 %x, %z
  ret i32 %s
}

; CHECK-NOT: {{^}}a:
; CHECK-NOT: .tdata
; CHECK-NOT: .tbss
; CHECK-LABEL: plain:
; CHECK:      .type __emutls_v.a,@object
; CHECK-NEXT: .globl __emutls_v.a
; CHECK-NEXT: .p2align 3
; CHECK-NEXT: __emutls_v.a:
; CHECK-NEXT: .quad 4
; CHECK-NEXT: .quad 4
; CHECK-NEXT: .quad 0
; CHECK-NEXT: .quad __emutls_t.a
; CHECK-NEXT: .size __emutls_v.a, 32
; CHECK:      .type __emutls_t.a,@object
; CHECK-NEXT: .section .rodata,"a",@progbits
; CHECK-NEXT: .globl __emutls_t.a
; CHECK-NEXT: .p2align 2
; CHECK-NEXT: __emutls_t.a:
; CHECK-NEXT: .long 42
; CHECK-NEXT: .size __emutls_t.a, 4
; A zero initializer needs no image: the library zeroes each thread's copy.
; CHECK:      .type __emutls_v.b,@object
; CHECK-NEXT: .data
; CHECK-NEXT: .p2align 3
; CHECK-NEXT: __emutls_v.b:
; CHECK-NEXT: .quad 32
; CHECK-NEXT: .quad 16
; CHECK-NEXT: .quad 0
; CHECK-NEXT: .quad 0
; CHECK-NEXT: .size __emutls_v.b, 32
; CHECK-NOT: __emutls_t.b
; CHECK:      .hidden __emutls_v.d
; CHECK-NEXT: .type __emutls_v.d,@object
; CHECK:      .quad __emutls_t.d
; CHECK:      .hidden __emutls_t.d
; CHECK-NEXT: .type __emutls_t.d,@object
; CHECK-NEXT: .section .rodata,"a",@progbits
; CHECK-NEXT: .globl __emutls_t.d
; CHECK-NEXT: __emutls_t.d:
; CHECK-NEXT: .byte 1
; CHECK:      .type __emutls_v.cx,@object
; CHECK-NEXT: .section .data.__emutls_v.cx,"aGw",@progbits,__emutls_v.cx,comdat
; CHECK-NEXT: .weak __emutls_v.cx
; CHECK:      .type __emutls_t.cx,@object
; CHECK-NEXT: .section .rodata.__emutls_t.cx,"aG",@progbits,__emutls_t.cx,comdat
; CHECK-NEXT: .weak __emutls_t.cx
; CHECK-NEXT: .p2align 2
; CHECK:      __emutls_v.str:
; CHECK-NEXT: .quad 8
; CHECK-NEXT: .quad 16
; CHECK-NEXT: .quad 0
; CHECK-NEXT: .quad __emutls_t.str
; CHECK:      .p2align 4
; CHECK-NEXT: __emutls_t.str:
; CHECK-NEXT: .long 1
; CHECK-NEXT: .ascii "ab"
; CHECK-NEXT: .zero 2
; CHECK-NEXT: .size __emutls_t.str, 8
; CHECK-NOT: __emutls_v.c:
