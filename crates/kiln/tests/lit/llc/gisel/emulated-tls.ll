; Thread-local addresses under -emulated-tls through GlobalISel, as the SelectionDAG lowers them:
; `__emutls_get_address(&__emutls_v.X)`, the control variable reached as any global (through its
; GOT entry in pic). At -O0 the call is built right before each reader, above -O0 once per block
; that reads the variable (a constant expression over it once in the entry block); when the
; reader is a call (@show's second argument) the __emutls_get_address call comes before that
; call's own argument copies, so it clobbers none of them. Linked with libgcc's
; __emutls_get_address, each thread gets its own copy, initialised from __emutls_t.counter: the
; C driver (the ;C: lines) prints what llc's build prints. Without -emulated-tls GlobalISel
; builds the ELF TLS sequences itself (select-thread-local.ll).
; RUN: kiln llc -O0 -global-isel-abort=1 -emulated-tls -relocation-model=pic -verify-machineinstrs %s -o - | FileCheck %s --check-prefix=O0
; RUN: kiln llc -O2 -global-isel -global-isel-abort=1 -emulated-tls -relocation-model=pic -verify-machineinstrs %s -o - | FileCheck %s --check-prefix=O2
; RUN: sed -n 's/^;C: //p' %s > %t.c
; RUN: llc -opaque-pointers -O0 -emulated-tls -relocation-model=pic -filetype=obj %s -o %t.ref.o && cc %t.c %t.ref.o -o %t.ref -lpthread && %t.ref > %t.want
; RUN: kiln llc -O0 -global-isel-abort=1 -emulated-tls -relocation-model=pic -filetype=obj %s -o %t.o && cc %t.c %t.o -o %t.exe -lpthread && %t.exe | diff %t.want -
; RUN: kiln llc -O2 -global-isel -global-isel-abort=1 -emulated-tls -relocation-model=static -filetype=obj %s -o %t2.o && cc -no-pie %t.c %t2.o -o %t2.exe -lpthread && %t2.exe | diff %t.want -
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@counter = thread_local global i32 5, align 4
@arr = thread_local global [4 x i64] zeroinitializer, align 16

declare void @show(i32, ptr, i64)

define i32 @bump() {
  %v = load i32, ptr @counter, align 4
  %n = add i32 %v, 1
  store i32 %n, ptr @counter, align 4
  ret i32 %n
}

; The TLS address is an argument of a call after a constant argument: the
; __emutls_get_address call comes before the call sequence of @show.
define void @pass(i64 %k) {
  %p = getelementptr [4 x i64], ptr @arr, i64 0, i64 2
  store i64 %k, ptr %p, align 8
  call void @show(i32 3, ptr getelementptr ([4 x i64], ptr @arr, i64 0, i64 2), i64 %k)
  ret void
}

define ptr @addr(i1 %c) {
  br i1 %c, label %a, label %b
a:
  ret ptr @counter
b:
  ret ptr getelementptr (i8, ptr @arr, i64 8)
}

;C: #include <stdio.h>
;C: #include <pthread.h>
;C: int bump(void); void pass(long); void *addr(int);
;C: void show(int a, long *p, long k) { printf("show %d %ld %ld\n", a, *p, k); }
;C: static void *run(void *arg) {
;C:   long base = (long)arg;
;C:   for (int i = 0; i < 3; i++) printf("t%ld bump %d\n", base, bump());
;C:   pass(base * 10);
;C:   printf("t%ld %d %d\n", base, *(int *)addr(1), (int)*(long *)addr(0));
;C:   return 0;
;C: }
;C: int main(void) {
;C:   run((void *)1);
;C:   pthread_t t; pthread_create(&t, 0, run, (void *)2); pthread_join(t, 0);
;C:   run((void *)3);
;C:   return 0;
;C: }

; O0-LABEL: bump:
; O0-NEXT: .cfi_startproc
; O0-NEXT: pushq	%rax
; O0-NEXT: .cfi_def_cfa_offset 16
; O0-NEXT: movq	__emutls_v.counter@GOTPCREL(%rip), %rdi
; O0-NEXT: callq	__emutls_get_address@PLT
; O0-NEXT: movl	(%rax), %eax
; O0-NEXT: addl	$1, %eax
; O0-NEXT: movq	__emutls_v.counter@GOTPCREL(%rip), %rdi
; O0-NEXT: movl	%eax, 4(%rsp) # 4-byte Spill
; O0-NEXT: callq	__emutls_get_address@PLT
; O0-NEXT: movl	4(%rsp), %ecx # 4-byte Reload
; O0-NEXT: movl	%ecx, (%rax)
; O0-NEXT: movl	%ecx, %eax
; O0-NEXT: popq	%rcx
; O0-NEXT: .cfi_def_cfa_offset 8
; O0-NEXT: retq
; O0-NEXT: .Lfunc_end0:
; O0-LABEL: pass:
; O0-NEXT: .cfi_startproc
; O0-NEXT: subq	$24, %rsp
; O0-NEXT: .cfi_def_cfa_offset 32
; O0-NEXT: movq	__emutls_v.arr@GOTPCREL(%rip), %rax
; O0-NEXT: movq	%rdi, 16(%rsp) # 8-byte Spill
; O0-NEXT: movq	%rax, %rdi
; O0-NEXT: callq	__emutls_get_address@PLT
; O0-NEXT: movq	16(%rsp), %rdi # 8-byte Reload
; O0-NEXT: movq	%rdi, 16(%rax)
; O0-NEXT: movl	$3, %eax
; O0-NEXT: movq	__emutls_v.arr@GOTPCREL(%rip), %rcx
; O0-NEXT: movq	%rcx, %rdi
; O0-NEXT: movl	%eax, 12(%rsp) # 4-byte Spill
; O0-NEXT: callq	__emutls_get_address@PLT
; O0-NEXT: leaq	16(%rax), %rsi
; O0-NEXT: movl	12(%rsp), %edi # 4-byte Reload
; O0-NEXT: movq	16(%rsp), %rax # 8-byte Reload
; O0-NEXT: movq	%rax, %rdx
; O0-NEXT: callq	show@PLT
; O0-NEXT: addq	$24, %rsp
; O0-NEXT: .cfi_def_cfa_offset 8
; O0-NEXT: retq
; O0-NEXT: .Lfunc_end1:
; O0-LABEL: addr:
; O0-NEXT: .cfi_startproc
; O0-NEXT: pushq	%rax
; O0-NEXT: .cfi_def_cfa_offset 16
; O0-NEXT: testl	$1, %edi
; O0-NEXT: jne	.LBB2_1
; O0-NEXT: jmp	.LBB2_2
; O0-NEXT: .LBB2_1:
; O0-NEXT: movq	__emutls_v.counter@GOTPCREL(%rip), %rdi
; O0-NEXT: callq	__emutls_get_address@PLT
; O0-NEXT: popq	%rcx
; O0-NEXT: .cfi_def_cfa_offset 8
; O0-NEXT: retq
; O0-NEXT: .LBB2_2:
; O0-NEXT: .cfi_def_cfa_offset 16
; O0-NEXT: movq	__emutls_v.arr@GOTPCREL(%rip), %rdi
; O0-NEXT: callq	__emutls_get_address@PLT
; O0-NEXT: leaq	8(%rax), %rax
; O0-NEXT: popq	%rcx
; O0-NEXT: .cfi_def_cfa_offset 8
; O0-NEXT: retq
; O0-NEXT: .Lfunc_end2:
; O0-LABEL: __emutls_v.counter:
; O0-NEXT: .quad	4
; O0-NEXT: .quad	4
; O0-NEXT: .quad	0
; O0-NEXT: .quad	__emutls_t.counter
; O0-NEXT: .size	__emutls_v.counter, 32
; O0-NEXT: .type	__emutls_t.counter,@object
; O0-NEXT: .section	.rodata,"a",@progbits
; O0-NEXT: .globl	__emutls_t.counter
; O0-NEXT: .p2align	2
; O0-LABEL: __emutls_t.counter:
; O0-NEXT: .long	5
; O0-NEXT: .size	__emutls_t.counter, 4
; O0-NEXT: .type	__emutls_v.arr,@object
; O0-NEXT: .data
; O0-NEXT: .globl	__emutls_v.arr
; O0-NEXT: .p2align	3
; O0-LABEL: __emutls_v.arr:
; O0-NEXT: .quad	32
; O0-NEXT: .quad	16
; O0-NEXT: .quad	0
; O0-NEXT: .quad	0
; O0-NEXT: .size	__emutls_v.arr, 32
; O0-NEXT: .section	".note.GNU-stack","",@progbits

; O2-LABEL: bump:
; O2-NEXT: .cfi_startproc
; O2-NEXT: pushq	%rax
; O2-NEXT: .cfi_def_cfa_offset 16
; O2-NEXT: movq	__emutls_v.counter@GOTPCREL(%rip), %rdi
; O2-NEXT: callq	__emutls_get_address@PLT
; O2-NEXT: movl	(%rax), %ecx
; O2-NEXT: addl	$1, %ecx
; O2-NEXT: movl	%ecx, (%rax)
; O2-NEXT: movl	%ecx, %eax
; O2-NEXT: popq	%rcx
; O2-NEXT: .cfi_def_cfa_offset 8
; O2-NEXT: retq
; O2-NEXT: .Lfunc_end0:
; O2-LABEL: pass:
; O2-NEXT: .cfi_startproc
; O2-NEXT: pushq	%rbp
; O2-NEXT: .cfi_def_cfa_offset 16
; O2-NEXT: pushq	%r15
; O2-NEXT: .cfi_def_cfa_offset 24
; O2-NEXT: pushq	%r14
; O2-NEXT: .cfi_def_cfa_offset 32
; O2-NEXT: pushq	%rbx
; O2-NEXT: .cfi_def_cfa_offset 40
; O2-NEXT: pushq	%rax
; O2-NEXT: .cfi_def_cfa_offset 48
; O2-NEXT: .cfi_offset %rbp, -16
; O2-NEXT: .cfi_offset %r15, -24
; O2-NEXT: .cfi_offset %r14, -32
; O2-NEXT: .cfi_offset %rbx, -40
; O2-NEXT: movq	%rdi, %rbx
; O2-NEXT: movq	__emutls_v.arr@GOTPCREL(%rip), %r14
; O2-NEXT: movl	$3, %ebp
; O2-NEXT: movq	%r14, %rdi
; O2-NEXT: callq	__emutls_get_address@PLT
; O2-NEXT: leaq	16(%rax), %r15
; O2-NEXT: movq	%r14, %rdi
; O2-NEXT: callq	__emutls_get_address@PLT
; O2-NEXT: movq	%rbx, 16(%rax)
; O2-NEXT: movl	%ebp, %edi
; O2-NEXT: movq	%r15, %rsi
; O2-NEXT: movq	%rbx, %rdx
; O2-NEXT: callq	show@PLT
; O2-NEXT: popq	%rax
; O2-NEXT: .cfi_def_cfa_offset 40
; O2-NEXT: popq	%rbx
; O2-NEXT: .cfi_def_cfa_offset 32
; O2-NEXT: popq	%r14
; O2-NEXT: .cfi_def_cfa_offset 24
; O2-NEXT: popq	%r15
; O2-NEXT: .cfi_def_cfa_offset 16
; O2-NEXT: popq	%rbp
; O2-NEXT: .cfi_def_cfa_offset 8
; O2-NEXT: retq
; O2-NEXT: .Lfunc_end1:
; O2-LABEL: addr:
; O2-NEXT: .cfi_startproc
; O2-NEXT: pushq	%rbp
; O2-NEXT: .cfi_def_cfa_offset 16
; O2-NEXT: pushq	%rbx
; O2-NEXT: .cfi_def_cfa_offset 24
; O2-NEXT: pushq	%rax
; O2-NEXT: .cfi_def_cfa_offset 32
; O2-NEXT: .cfi_offset %rbp, -16
; O2-NEXT: .cfi_offset %rbx, -24
; O2-NEXT: movl	%edi, %ebp
; O2-NEXT: movq	__emutls_v.counter@GOTPCREL(%rip), %rbx
; O2-NEXT: movq	__emutls_v.arr@GOTPCREL(%rip), %rdi
; O2-NEXT: callq	__emutls_get_address@PLT
; O2-NEXT: leaq	8(%rax), %rax
; O2-NEXT: testl	$1, %ebp
; O2-NEXT: je	.LBB2_2
; O2-NEXT: movq	%rbx, %rdi
; O2-NEXT: callq	__emutls_get_address@PLT
; O2-NEXT: popq	%rcx
; O2-NEXT: .cfi_def_cfa_offset 24
; O2-NEXT: popq	%rbx
; O2-NEXT: .cfi_def_cfa_offset 16
; O2-NEXT: popq	%rbp
; O2-NEXT: .cfi_def_cfa_offset 8
; O2-NEXT: retq
; O2-NEXT: .LBB2_2:
; O2-NEXT: .cfi_def_cfa_offset 32
; O2-NEXT: popq	%rcx
; O2-NEXT: .cfi_def_cfa_offset 24
; O2-NEXT: popq	%rbx
; O2-NEXT: .cfi_def_cfa_offset 16
; O2-NEXT: popq	%rbp
; O2-NEXT: .cfi_def_cfa_offset 8
; O2-NEXT: retq
; O2-NEXT: .Lfunc_end2:
; O2-LABEL: __emutls_v.counter:
; O2-NEXT: .quad	4
; O2-NEXT: .quad	4
; O2-NEXT: .quad	0
; O2-NEXT: .quad	__emutls_t.counter
; O2-NEXT: .size	__emutls_v.counter, 32
; O2-NEXT: .type	__emutls_t.counter,@object
; O2-NEXT: .section	.rodata,"a",@progbits
; O2-NEXT: .globl	__emutls_t.counter
; O2-NEXT: .p2align	2
; O2-LABEL: __emutls_t.counter:
; O2-NEXT: .long	5
; O2-NEXT: .size	__emutls_t.counter, 4
; O2-NEXT: .type	__emutls_v.arr,@object
; O2-NEXT: .data
; O2-NEXT: .globl	__emutls_v.arr
; O2-NEXT: .p2align	3
; O2-LABEL: __emutls_v.arr:
; O2-NEXT: .quad	32
; O2-NEXT: .quad	16
; O2-NEXT: .quad	0
; O2-NEXT: .quad	0
; O2-NEXT: .size	__emutls_v.arr, 32
; O2-NEXT: .section	".note.GNU-stack","",@progbits
