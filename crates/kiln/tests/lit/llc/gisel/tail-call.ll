; Tail calls through GlobalISel, decided by the checks the SelectionDAG shares
; (kiln_codegen::isel::tail_call): a `tail` or `musttail` call whose block returns its result,
; with every argument in a register and a callee named directly, is copies to the argument
; registers and TCRETURNdi64 (`jmp callee@PLT`), at -O0 as llc -O0 makes it and at -O2. A
; variadic this-adjusting thunk (as clang writes C++ thunks) passes its own `...` on: the
; argument registers its fixed arguments left free, the XMM registers and AL are kept from the
; entry across its call of @note and restored before the jump, so the callee's va_arg reads the
; caller's arguments, the stack ones too. Stack arguments, an indirect callee or a result used
; after the call keep an ordinary call. The C driver (the ;C: lines) prints what llc's build prints.
; RUN: kiln llc -O0 -global-isel-abort=1 -verify-machineinstrs %s -o - | FileCheck %s --check-prefix=O0
; RUN: kiln llc -O2 -global-isel -global-isel-abort=1 -verify-machineinstrs %s -o - | FileCheck %s --check-prefix=O2
; RUN: sed -n 's/^;C: //p' %s > %t.c
; RUN: llc -opaque-pointers -O0 -filetype=obj %s -o %t.ref.o && cc %t.c %t.ref.o -o %t.ref && %t.ref > %t.want
; RUN: kiln llc -O0 -global-isel-abort=1 -verify-machineinstrs -filetype=obj %s -o %t.o && cc %t.c %t.o -o %t.exe && %t.exe | diff %t.want -
; RUN: kiln llc -O2 -global-isel -global-isel-abort=1 -verify-machineinstrs -filetype=obj %s -o %t2.o && cc %t.c %t2.o -o %t2.exe && %t2.exe | diff %t.want -
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

declare i32 @target(ptr, ptr, ...)
declare void @note(i32, double)
declare i64 @add3(i64, i64, i64)
declare i64 @add7(i64, i64, i64, i64, i64, i64, i64)

; A C++-style this-adjusting thunk: it calls @note first (which clobbers every argument
; register) and then passes its own `...` on to @target.
define i32 @thunk(ptr %this, ptr %fmt, ...) {
  call void @note(i32 7, double 2.5)
  %adj = getelementptr i8, ptr %this, i64 -8
  %r = musttail call i32 (ptr, ptr, ...) @target(ptr %adj, ptr %fmt, ...)
  ret i32 %r
}

; A plain musttail call and a tail call in tail position.
define i64 @must(i64 %a, i64 %b, i64 %c) {
  %s = add i64 %a, %b
  %r = musttail call i64 @add3(i64 %s, i64 %b, i64 %c)
  ret i64 %r
}

define i64 @sibling(i64 %a) {
  %r = tail call i64 @add3(i64 %a, i64 2, i64 3)
  ret i64 %r
}

; Not tail calls: stack arguments, an indirect callee, a result used after the call.
define i64 @stack_args(i64 %a) {
  %r = tail call i64 @add7(i64 %a, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6)
  ret i64 %r
}

define i64 @indirect(ptr %f, i64 %a) {
  %r = tail call i64 %f(i64 %a, i64 1, i64 2)
  ret i64 %r
}

define i64 @used_after(i64 %a) {
  %r = tail call i64 @add3(i64 %a, i64 1, i64 2)
  %s = add i64 %r, 1
  ret i64 %s
}

; A variadic callee reached by a tail call from a fixed-argument function: AL counts the
; vector registers.
define i32 @to_variadic(ptr %this, ptr %fmt, double %d) {
  %r = tail call i32 (ptr, ptr, ...) @target(ptr %this, ptr %fmt, double %d, i32 3)
  ret i32 %r
}

;C: #include <stdarg.h>
;C: #include <stdio.h>
;C: struct obj { long tag; long base; };
;C: int thunk(void *this, const char *fmt, ...);
;C: int to_variadic(void *this, const char *fmt, double d);
;C: long must(long a, long b, long c);
;C: long sibling(long a);
;C: long stack_args(long a);
;C: long indirect(long (*f)(long, long, long), long a);
;C: long used_after(long a);
;C: void note(int n, double d) { printf("note %d %.2f\n", n, d); }
;C: long add3(long a, long b, long c) { return a * 100 + b * 10 + c; }
;C: long add7(long a, long b, long c, long d, long e, long f, long g) { return a + b + c + d + e + f + g * 1000; }
;C: int target(void *self, const char *fmt, ...) {
;C:   va_list ap;
;C:   va_start(ap, fmt);
;C:   printf("tag %ld:", ((struct obj *)self)->tag);
;C:   int n = 0;
;C:   for (; *fmt; fmt++, n++) {
;C:     if (*fmt == 'i') printf(" %d", va_arg(ap, int));
;C:     else if (*fmt == 'l') printf(" %ld", va_arg(ap, long));
;C:     else printf(" %.3f", va_arg(ap, double));
;C:   }
;C:   va_end(ap);
;C:   printf("\n");
;C:   return n;
;C: }
;C: int main(void) {
;C:   struct obj o = { 42, 0 };
;C:   int n = thunk(&o.base, "idlddiddddddldiill", 1, 2.5, 3L, 4.25, 5.0, 6, 7.0, 8.0, 9.0, 10.0, 11.0, 12.0, 13L, 14.5, 15, 16, 17L, 18L);
;C:   printf("thunk %d\n", n);
;C:   printf("thunk %d\n", thunk(&o.base, ""));
;C:   printf("to_variadic %d\n", to_variadic(&o, "di", 0.5));
;C:   printf("%ld %ld %ld %ld %ld\n", must(1, 2, 3), sibling(4), stack_args(1), indirect(add3, 5), used_after(6));
;C:   return 0;
;C: }

; O0-LABEL: thunk:
; O0-NEXT: .cfi_startproc
; O0-NEXT: subq	$184, %rsp
; O0-NEXT: .cfi_def_cfa_offset 192
; O0-NEXT: movl	$7, %r10d
; O0-NEXT: movabsq	$4612811918334230528, %r11
; O0-NEXT: movq	%r11, %xmm8
; O0-NEXT: movq	%rdi, 176(%rsp) # 8-byte Spill
; O0-NEXT: movl	%r10d, %edi
; O0-NEXT: movaps	%xmm0, 160(%rsp) # 16-byte Spill
; O0-NEXT: movaps	%xmm8, %xmm0
; O0-NEXT: movb	%al, 159(%rsp) # 1-byte Spill
; O0-NEXT: movq	%r8, 144(%rsp) # 8-byte Spill
; O0-NEXT: movq	%r9, 136(%rsp) # 8-byte Spill
; O0-NEXT: movq	%rcx, 128(%rsp) # 8-byte Spill
; O0-NEXT: movq	%rdx, 120(%rsp) # 8-byte Spill
; O0-NEXT: movq	%rsi, 112(%rsp) # 8-byte Spill
; O0-NEXT: movaps	%xmm1, 96(%rsp) # 16-byte Spill
; O0-NEXT: movaps	%xmm2, 80(%rsp) # 16-byte Spill
; O0-NEXT: movaps	%xmm3, 64(%rsp) # 16-byte Spill
; O0-NEXT: movaps	%xmm4, 48(%rsp) # 16-byte Spill
; O0-NEXT: movaps	%xmm5, 32(%rsp) # 16-byte Spill
; O0-NEXT: movaps	%xmm6, 16(%rsp) # 16-byte Spill
; O0-NEXT: movaps	%xmm7, (%rsp) # 16-byte Spill
; O0-NEXT: callq	note@PLT
; O0-NEXT: movq	176(%rsp), %rdi # 8-byte Reload
; O0-NEXT: leaq	-8(%rdi), %rdi
; O0-NEXT: movq	112(%rsp), %rsi # 8-byte Reload
; O0-NEXT: movq	120(%rsp), %rdx # 8-byte Reload
; O0-NEXT: movq	128(%rsp), %rcx # 8-byte Reload
; O0-NEXT: movq	144(%rsp), %r8 # 8-byte Reload
; O0-NEXT: movq	136(%rsp), %r9 # 8-byte Reload
; O0-NEXT: movaps	160(%rsp), %xmm0 # 16-byte Reload
; O0-NEXT: movaps	96(%rsp), %xmm1 # 16-byte Reload
; O0-NEXT: movaps	80(%rsp), %xmm2 # 16-byte Reload
; O0-NEXT: movaps	64(%rsp), %xmm3 # 16-byte Reload
; O0-NEXT: movaps	48(%rsp), %xmm4 # 16-byte Reload
; O0-NEXT: movaps	32(%rsp), %xmm5 # 16-byte Reload
; O0-NEXT: movaps	16(%rsp), %xmm6 # 16-byte Reload
; O0-NEXT: movaps	(%rsp), %xmm7 # 16-byte Reload
; O0-NEXT: movb	159(%rsp), %al # 1-byte Reload
; O0-NEXT: addq	$184, %rsp
; O0-NEXT: .cfi_def_cfa_offset 8
; O0-NEXT: jmp	target@PLT
; O0-NEXT: .Lfunc_end0:
; O0-LABEL: must:
; O0-NEXT: .cfi_startproc
; O0-NEXT: addq	%rsi, %rdi
; O0-NEXT: jmp	add3@PLT
; O0-NEXT: .Lfunc_end1:
; O0-LABEL: sibling:
; O0-NEXT: .cfi_startproc
; O0-NEXT: movl	$2, %esi
; O0-NEXT: movl	$3, %edx
; O0-NEXT: jmp	add3@PLT
; O0-NEXT: .Lfunc_end2:
; O0-LABEL: stack_args:
; O0-NEXT: .cfi_startproc
; O0-NEXT: pushq	%rax
; O0-NEXT: .cfi_def_cfa_offset 16
; O0-NEXT: movl	$1, %esi
; O0-NEXT: movl	$2, %edx
; O0-NEXT: movl	$3, %ecx
; O0-NEXT: movl	$4, %r8d
; O0-NEXT: movl	$5, %r9d
; O0-NEXT: movq	%rsp, %rax
; O0-NEXT: movq	$6, (%rax)
; O0-NEXT: callq	add7@PLT
; O0-NEXT: popq	%rcx
; O0-NEXT: .cfi_def_cfa_offset 8
; O0-NEXT: retq
; O0-NEXT: .Lfunc_end3:
; O0-LABEL: indirect:
; O0-NEXT: .cfi_startproc
; O0-NEXT: pushq	%rax
; O0-NEXT: .cfi_def_cfa_offset 16
; O0-NEXT: movl	$1, %eax
; O0-NEXT: movl	$2, %edx
; O0-NEXT: movq	%rdi, (%rsp) # 8-byte Spill
; O0-NEXT: movq	%rsi, %rdi
; O0-NEXT: movq	%rax, %rsi
; O0-NEXT: movq	(%rsp), %rax # 8-byte Reload
; O0-NEXT: callq	*%rax
; O0-NEXT: popq	%rcx
; O0-NEXT: .cfi_def_cfa_offset 8
; O0-NEXT: retq
; O0-NEXT: .Lfunc_end4:
; O0-LABEL: used_after:
; O0-NEXT: .cfi_startproc
; O0-NEXT: pushq	%rax
; O0-NEXT: .cfi_def_cfa_offset 16
; O0-NEXT: movl	$1, %esi
; O0-NEXT: movl	$2, %edx
; O0-NEXT: callq	add3@PLT
; O0-NEXT: addq	$1, %rax
; O0-NEXT: popq	%rcx
; O0-NEXT: .cfi_def_cfa_offset 8
; O0-NEXT: retq
; O0-NEXT: .Lfunc_end5:
; O0-LABEL: to_variadic:
; O0-NEXT: .cfi_startproc
; O0-NEXT: movl	$3, %edx
; O0-NEXT: movb	$1, %al
; O0-NEXT: jmp	target@PLT
; O0-NEXT: .Lfunc_end6:

; O2-LABEL: thunk:
; O2-NEXT: .cfi_startproc
; O2-NEXT: pushq	%rbp
; O2-NEXT: .cfi_def_cfa_offset 16
; O2-NEXT: pushq	%r15
; O2-NEXT: .cfi_def_cfa_offset 24
; O2-NEXT: pushq	%r14
; O2-NEXT: .cfi_def_cfa_offset 32
; O2-NEXT: pushq	%r13
; O2-NEXT: .cfi_def_cfa_offset 40
; O2-NEXT: pushq	%r12
; O2-NEXT: .cfi_def_cfa_offset 48
; O2-NEXT: pushq	%rbx
; O2-NEXT: .cfi_def_cfa_offset 56
; O2-NEXT: subq	$152, %rsp
; O2-NEXT: .cfi_def_cfa_offset 208
; O2-NEXT: .cfi_offset %rbp, -16
; O2-NEXT: .cfi_offset %r15, -24
; O2-NEXT: .cfi_offset %r14, -32
; O2-NEXT: .cfi_offset %r13, -40
; O2-NEXT: .cfi_offset %r12, -48
; O2-NEXT: .cfi_offset %rbx, -56
; O2-NEXT: movb	%al, 15(%rsp) # 1-byte Spill
; O2-NEXT: movaps	%xmm7, 128(%rsp) # 16-byte Spill
; O2-NEXT: movaps	%xmm6, 112(%rsp) # 16-byte Spill
; O2-NEXT: movaps	%xmm5, 96(%rsp) # 16-byte Spill
; O2-NEXT: movaps	%xmm4, 80(%rsp) # 16-byte Spill
; O2-NEXT: movaps	%xmm3, 64(%rsp) # 16-byte Spill
; O2-NEXT: movaps	%xmm2, 48(%rsp) # 16-byte Spill
; O2-NEXT: movaps	%xmm1, 32(%rsp) # 16-byte Spill
; O2-NEXT: movaps	%xmm0, 16(%rsp) # 16-byte Spill
; O2-NEXT: movq	%r9, %r14
; O2-NEXT: movq	%r8, %r15
; O2-NEXT: movq	%rcx, %r12
; O2-NEXT: movq	%rdx, %r13
; O2-NEXT: movq	%rsi, %rbp
; O2-NEXT: movq	%rdi, %rbx
; O2-NEXT: movl	$7, %edi
; O2-NEXT: movabsq	$4612811918334230528, %rax
; O2-NEXT: movq	%rax, %xmm0
; O2-NEXT: callq	note@PLT
; O2-NEXT: leaq	-8(%rbx), %rdi
; O2-NEXT: movq	%rbp, %rsi
; O2-NEXT: movq	%r13, %rdx
; O2-NEXT: movq	%r12, %rcx
; O2-NEXT: movq	%r15, %r8
; O2-NEXT: movq	%r14, %r9
; O2-NEXT: movaps	16(%rsp), %xmm0 # 16-byte Reload
; O2-NEXT: movaps	32(%rsp), %xmm1 # 16-byte Reload
; O2-NEXT: movaps	48(%rsp), %xmm2 # 16-byte Reload
; O2-NEXT: movaps	64(%rsp), %xmm3 # 16-byte Reload
; O2-NEXT: movaps	80(%rsp), %xmm4 # 16-byte Reload
; O2-NEXT: movaps	96(%rsp), %xmm5 # 16-byte Reload
; O2-NEXT: movaps	112(%rsp), %xmm6 # 16-byte Reload
; O2-NEXT: movaps	128(%rsp), %xmm7 # 16-byte Reload
; O2-NEXT: movb	15(%rsp), %al # 1-byte Reload
; O2-NEXT: addq	$152, %rsp
; O2-NEXT: .cfi_def_cfa_offset 56
; O2-NEXT: popq	%rbx
; O2-NEXT: .cfi_def_cfa_offset 48
; O2-NEXT: popq	%r12
; O2-NEXT: .cfi_def_cfa_offset 40
; O2-NEXT: popq	%r13
; O2-NEXT: .cfi_def_cfa_offset 32
; O2-NEXT: popq	%r14
; O2-NEXT: .cfi_def_cfa_offset 24
; O2-NEXT: popq	%r15
; O2-NEXT: .cfi_def_cfa_offset 16
; O2-NEXT: popq	%rbp
; O2-NEXT: .cfi_def_cfa_offset 8
; O2-NEXT: jmp	target@PLT
; O2-NEXT: .Lfunc_end0:
; O2-LABEL: must:
; O2-NEXT: .cfi_startproc
; O2-NEXT: addq	%rsi, %rdi
; O2-NEXT: jmp	add3@PLT
; O2-NEXT: .Lfunc_end1:
; O2-LABEL: sibling:
; O2-NEXT: .cfi_startproc
; O2-NEXT: movl	$2, %esi
; O2-NEXT: movl	$3, %edx
; O2-NEXT: jmp	add3@PLT
; O2-NEXT: .Lfunc_end2:
; O2-LABEL: stack_args:
; O2-NEXT: .cfi_startproc
; O2-NEXT: pushq	%rax
; O2-NEXT: .cfi_def_cfa_offset 16
; O2-NEXT: movl	$1, %esi
; O2-NEXT: movl	$2, %edx
; O2-NEXT: movl	$3, %ecx
; O2-NEXT: movl	$4, %r8d
; O2-NEXT: movl	$5, %r9d
; O2-NEXT: movq	%rsp, %rax
; O2-NEXT: movq	$6, (%rax)
; O2-NEXT: callq	add7@PLT
; O2-NEXT: popq	%rcx
; O2-NEXT: .cfi_def_cfa_offset 8
; O2-NEXT: retq
; O2-NEXT: .Lfunc_end3:
; O2-LABEL: indirect:
; O2-NEXT: .cfi_startproc
; O2-NEXT: pushq	%rax
; O2-NEXT: .cfi_def_cfa_offset 16
; O2-NEXT: movq	%rdi, %rax
; O2-NEXT: movl	$1, %ecx
; O2-NEXT: movl	$2, %edx
; O2-NEXT: movq	%rsi, %rdi
; O2-NEXT: movq	%rcx, %rsi
; O2-NEXT: callq	*%rax
; O2-NEXT: popq	%rcx
; O2-NEXT: .cfi_def_cfa_offset 8
; O2-NEXT: retq
; O2-NEXT: .Lfunc_end4:
; O2-LABEL: used_after:
; O2-NEXT: .cfi_startproc
; O2-NEXT: pushq	%rax
; O2-NEXT: .cfi_def_cfa_offset 16
; O2-NEXT: movl	$1, %esi
; O2-NEXT: movl	$2, %edx
; O2-NEXT: callq	add3@PLT
; O2-NEXT: addq	$1, %rax
; O2-NEXT: popq	%rcx
; O2-NEXT: .cfi_def_cfa_offset 8
; O2-NEXT: retq
; O2-NEXT: .Lfunc_end5:
; O2-LABEL: to_variadic:
; O2-NEXT: .cfi_startproc
; O2-NEXT: movl	$3, %edx
; O2-NEXT: movb	$1, %al
; O2-NEXT: jmp	target@PLT
; O2-NEXT: .Lfunc_end6:
