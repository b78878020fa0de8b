; Inline asm operands as C code writes them (clang-14's IR), checked against llc 14: register
; operands the allocator places (`r`, `q`, `Q`, `x`), inputs tied to outputs (`+r` is `=r,0`),
; fixed registers (`a`, `d`, `{cx}`), early clobbers, immediates (`i`, `I`, `N`, `e`), memory
; (`m` of a value goes through a stack slot, `*m` addresses the pointer), operand references
; with modifiers (`${0:k}`, `${1:b}`, `${1:h}`, `${1:w}`, `${1:q}`, `${0:V}`, `${2:c}`, `${2:n}`,
; `${1:x}`, `${0:a}`, `${0:A}`), `${:uid}`, `${:comment}`, dialect alternatives, and the
; `#APP`/`#NO_APP` markers around each asm (also around empty ones, which only record clobbers).
; RUN: kiln llc -O0 -global-isel=0 %s -o - | FileCheck %s
; RUN: kiln llc -O2 -verify-machineinstrs %s -o - | FileCheck %s --check-prefix=O2
; RUN: kiln llc -O0 -filetype=obj %s -o %t.o && llvm-objdump -d %t.o | FileCheck %s --check-prefix=OBJ

define i32 @bswap(i32 %x) {
  %r = call i32 asm "bswap $0", "=r,0,~{dirflag},~{fpsr},~{flags}"(i32 %x)
  ret i32 %r
}

define i64 @rdtsc() {
  %p = call { i32, i32 } asm sideeffect "rdtsc", "={ax},={dx},~{dirflag},~{fpsr},~{flags}"()
  %lo = extractvalue { i32, i32 } %p, 0
  %hi = extractvalue { i32, i32 } %p, 1
  %l = zext i32 %lo to i64
  %h = zext i32 %hi to i64
  %s = shl i64 %h, 32
  %o = or i64 %s, %l
  ret i64 %o
}

define void @barrier() {
  call void asm sideeffect "", "~{memory},~{dirflag},~{fpsr},~{flags}"()
  ret void
}

define i32 @widths(i32 %a) {
  %r = call i32 asm "movzbl ${1:b}, ${0:k} # ${1:h} ${1:w} ${1:q} ${0:V}", "=r,Q,~{dirflag},~{fpsr},~{flags}"(i32 %a)
  ret i32 %r
}

define i32 @immediates(i32 %a) {
  %r = call i32 asm "addl $1, $0\0A\09shll $2, $0\0A\09andl $3, $0\0A\09orl $$${4:c}, $0\0A\09subl $$${4:n}, $0", "=r,i,I,N,e,0,~{dirflag},~{fpsr},~{flags}"(i32 42, i32 3, i32 255, i32 -7, i32 %a)
  ret i32 %r
}

define i32 @memory(i32 %a, i32* %p) {
  %r = call i32 asm "movl $1, $0\0A\09addl $2, $0", "=&r,m,*m,~{dirflag},~{fpsr},~{flags}"(i32 %a, i32* elementtype(i32) %p)
  ret i32 %r
}

define i32 @choices(i32 %a, i32 %b) {
  %r = call i32 asm "addl $1, $0\0A\09addl $2, $0\0A\09addl $3, $0", "=r,rm,ri,imr,0,~{dirflag},~{fpsr},~{flags}"(i32 %b, i32 5, i32 9, i32 %a)
  ret i32 %r
}

define i32 @cas(i32* %p, i32 %old, i32 %new) {
  %r = call i32 asm sideeffect "lock; cmpxchgl $2, $1", "={ax},=*m,r,0,*m,~{memory},~{dirflag},~{fpsr},~{flags}"(i32* elementtype(i32) %p, i32 %new, i32 %old, i32* elementtype(i32) %p)
  ret i32 %r
}

@glob = global i32 5
@arr = global [4 x i32] [i32 1, i32 2, i32 3, i32 4]

define i32 @globals(i32 %v) {
  call void asm "movl $1, $0", "=*m,ri,~{dirflag},~{fpsr},~{flags}"(i32* elementtype(i32) @glob, i32 %v)
  %r = call i32 asm "movl $1, $0", "=r,*m,~{dirflag},~{fpsr},~{flags}"(i32* elementtype(i32) getelementptr inbounds ([4 x i32], [4 x i32]* @arr, i64 0, i64 2))
  ret i32 %r
}

define void @copy(i8* %d, i8* %s, i64 %n) {
  %r = call { i8*, i8*, i64 } asm sideeffect "rep movsb", "={di},={si},={cx},0,1,2,~{memory},~{dirflag},~{fpsr},~{flags}"(i8* %d, i8* %s, i64 %n)
  ret void
}

define double @sse(double %x) {
  %r = call double asm "sqrtsd ${1:x}, $0", "=x,x,~{dirflag},~{fpsr},~{flags}"(double %x)
  ret double %r
}

define void @jump(void ()* %f) {
  call void asm sideeffect "call ${0:A}\0A\09leaq ${0:a}, %rax ${:comment} uid ${:uid}", "r,~{rax},~{dirflag},~{fpsr},~{flags}"(void ()* %f)
  ret void
}

define i32 @dialects(i16 %x) {
  %r = call i32 asm "$(cwtl$|cwde$)", "={ax},{ax},~{dirflag},~{fpsr},~{flags}"(i16 %x)
  ret i32 %r
}

define i32 @saved(i32 %a) {
  call void asm sideeffect "xorl %ebx, %ebx\0A\09xorl %r12d, %r12d", "~{rbx},~{r12},~{dirflag},~{fpsr},~{flags}"()
  ret i32 %a
}




; The object: the asm text assembled by kiln's AT&T parser.
; OBJ-LABEL: <bswap>:
; OBJ:         0f cf  bswapl %edi
; OBJ-LABEL: <cas>:
; OBJ:         f0     lock
; OBJ-NEXT:    0f b1 17  cmpxchgl %edx, (%rdi)
; OBJ-LABEL: <jump>:
; OBJ:         ff d7  callq *%rdi

; CHECK-LABEL: bswap:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: #APP
; CHECK-NEXT: bswapl	%edi
; CHECK-NEXT: #NO_APP
; CHECK-NEXT: movl	%edi, %eax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end0:
; CHECK-LABEL: rdtsc:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: #APP
; CHECK-NEXT: rdtsc
; CHECK-NEXT: #NO_APP
; CHECK-NEXT: movl	%eax, %eax
; CHECK-NEXT: movl	%edx, %ecx
; CHECK-NEXT: shlq	$32, %rcx
; CHECK-NEXT: orq	%rax, %rcx
; CHECK-NEXT: movq	%rcx, %rax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end1:
; CHECK-LABEL: barrier:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: #APP
; CHECK-NEXT: #NO_APP
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end2:
; CHECK-LABEL: widths:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: movl	%edi, %eax
; CHECK-NEXT: #APP
; CHECK-NEXT: movzbl	%al, %eax
; CHECK-NEXT: #NO_APP
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end3:
; CHECK-LABEL: immediates:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: #APP
; CHECK-NEXT: addl	$42, %edi
; CHECK-NEXT: shll	$3, %edi
; CHECK-NEXT: andl	$255, %edi
; CHECK-NEXT: orl	$-7, %edi
; CHECK-NEXT: subl	$7, %edi
; CHECK-NEXT: #NO_APP
; CHECK-NEXT: movl	%edi, %eax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end4:
; CHECK-LABEL: memory:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: movl	%edi, -4(%rsp)
; CHECK-NEXT: #APP
; CHECK-NEXT: movl	-4(%rsp), %eax
; CHECK-NEXT: addl	(%rsi), %eax
; CHECK-NEXT: #NO_APP
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end5:
; CHECK-LABEL: choices:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: movl	%esi, -4(%rsp)
; CHECK-NEXT: #APP
; CHECK-NEXT: addl	-4(%rsp), %edi
; CHECK-NEXT: addl	$5, %edi
; CHECK-NEXT: addl	$9, %edi
; CHECK-NEXT: #NO_APP
; CHECK-NEXT: movl	%edi, %eax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end6:
; CHECK-LABEL: cas:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: movl	%esi, %eax
; CHECK-NEXT: #APP
; CHECK-NEXT: lock
; CHECK-NEXT: cmpxchgl	%edx, (%rdi)
; CHECK-NEXT: #NO_APP
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end7:
; CHECK-LABEL: globals:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: movq	glob@GOTPCREL(%rip), %rax
; CHECK-NEXT: #APP
; CHECK-NEXT: movl	%edi, (%rax)
; CHECK-NEXT: #NO_APP
; CHECK-NEXT: movq	arr@GOTPCREL(%rip), %rax
; CHECK-NEXT: #APP
; CHECK-NEXT: movl	8(%rax), %eax
; CHECK-NEXT: #NO_APP
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end8:
; CHECK-LABEL: copy:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: movq	%rdx, %rcx
; CHECK-NEXT: #APP
; CHECK-NEXT: rep		movsb	(%rsi), %es:(%rdi)
; CHECK-NEXT: #NO_APP
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end9:
; CHECK-LABEL: sse:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: #APP
; CHECK-NEXT: sqrtsd	%xmm0, %xmm0
; CHECK-NEXT: #NO_APP
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end10:
; CHECK-LABEL: jump:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: #APP
; CHECK-NEXT: callq	*%rdi
; CHECK-NEXT: leaq	(%rdi), %rax
; CHECK-NEXT: #NO_APP
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end11:
; CHECK-LABEL: dialects:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: movw	%di, %ax
; CHECK-NEXT: #APP
; CHECK-NEXT: cwtl
; CHECK-NEXT: #NO_APP
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end12:
; CHECK-LABEL: saved:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: pushq	%r12
; CHECK-NEXT: .cfi_def_cfa_offset 16
; CHECK-NEXT: pushq	%rbx
; CHECK-NEXT: .cfi_def_cfa_offset 24
; CHECK-NEXT: .cfi_offset %r12, -16
; CHECK-NEXT: .cfi_offset %rbx, -24
; CHECK-NEXT: #APP
; CHECK-NEXT: xorl	%ebx, %ebx
; CHECK-NEXT: xorl	%r12d, %r12d
; CHECK-NEXT: #NO_APP
; CHECK-NEXT: movl	%edi, %eax
; CHECK-NEXT: popq	%rbx
; CHECK-NEXT: .cfi_def_cfa_offset 16
; CHECK-NEXT: popq	%r12
; CHECK-NEXT: .cfi_def_cfa_offset 8
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end13:
; CHECK-LABEL: glob:
; CHECK-NEXT: .long	5
; CHECK-NEXT: .size	glob, 4
; CHECK-NEXT: .type	arr,@object
; CHECK-NEXT: .globl	arr
; CHECK-NEXT: .p2align	2
; CHECK-LABEL: arr:
; CHECK-NEXT: .long	1
; CHECK-NEXT: .long	2
; CHECK-NEXT: .long	3
; CHECK-NEXT: .long	4
; CHECK-NEXT: .size	arr, 16
; CHECK-NEXT: .section	".note.GNU-stack","",@progbits

; O2-LABEL: bswap:
; O2-NEXT: .cfi_startproc
; O2-NEXT: #APP
; O2-NEXT: bswapl	%edi
; O2-NEXT: #NO_APP
; O2-NEXT: movl	%edi, %eax
; O2-NEXT: retq
; O2-NEXT: .Lfunc_end0:
; O2-LABEL: rdtsc:
; O2-NEXT: .cfi_startproc
; O2-NEXT: #APP
; O2-NEXT: rdtsc
; O2-NEXT: #NO_APP
; O2-NEXT: movl	%eax, %eax
; O2-NEXT: movl	%eax, %ecx
; O2-NEXT: movl	%edx, %eax
; O2-NEXT: shlq	$32, %rax
; O2-NEXT: orq	%rcx, %rax
; O2-NEXT: retq
; O2-NEXT: .Lfunc_end1:
; O2-LABEL: barrier:
; O2-NEXT: .cfi_startproc
; O2-NEXT: #APP
; O2-NEXT: #NO_APP
; O2-NEXT: retq
; O2-NEXT: .Lfunc_end2:
; O2-LABEL: widths:
; O2-NEXT: .cfi_startproc
; O2-NEXT: movl	%edi, %eax
; O2-NEXT: #APP
; O2-NEXT: movzbl	%al, %eax
; O2-NEXT: #NO_APP
; O2-NEXT: retq
; O2-NEXT: .Lfunc_end3:
; O2-LABEL: immediates:
; O2-NEXT: .cfi_startproc
; O2-NEXT: #APP
; O2-NEXT: addl	$42, %edi
; O2-NEXT: shll	$3, %edi
; O2-NEXT: andl	$255, %edi
; O2-NEXT: orl	$-7, %edi
; O2-NEXT: subl	$7, %edi
; O2-NEXT: #NO_APP
; O2-NEXT: movl	%edi, %eax
; O2-NEXT: retq
; O2-NEXT: .Lfunc_end4:
; O2-LABEL: memory:
; O2-NEXT: .cfi_startproc
; O2-NEXT: movl	%edi, -4(%rsp)
; O2-NEXT: #APP
; O2-NEXT: movl	-4(%rsp), %eax
; O2-NEXT: addl	(%rsi), %eax
; O2-NEXT: #NO_APP
; O2-NEXT: retq
; O2-NEXT: .Lfunc_end5:
; O2-LABEL: choices:
; O2-NEXT: .cfi_startproc
; O2-NEXT: movl	%esi, -4(%rsp)
; O2-NEXT: #APP
; O2-NEXT: addl	-4(%rsp), %edi
; O2-NEXT: addl	$5, %edi
; O2-NEXT: addl	$9, %edi
; O2-NEXT: #NO_APP
; O2-NEXT: movl	%edi, %eax
; O2-NEXT: retq
; O2-NEXT: .Lfunc_end6:
; O2-LABEL: cas:
; O2-NEXT: .cfi_startproc
; O2-NEXT: movl	%esi, %eax
; O2-NEXT: #APP
; O2-NEXT: lock
; O2-NEXT: cmpxchgl	%edx, (%rdi)
; O2-NEXT: #NO_APP
; O2-NEXT: retq
; O2-NEXT: .Lfunc_end7:
; O2-LABEL: globals:
; O2-NEXT: .cfi_startproc
; O2-NEXT: movq	glob@GOTPCREL(%rip), %rax
; O2-NEXT: #APP
; O2-NEXT: movl	%edi, (%rax)
; O2-NEXT: #NO_APP
; O2-NEXT: movq	arr@GOTPCREL(%rip), %rax
; O2-NEXT: #APP
; O2-NEXT: movl	8(%rax), %eax
; O2-NEXT: #NO_APP
; O2-NEXT: retq
; O2-NEXT: .Lfunc_end8:
; O2-LABEL: copy:
; O2-NEXT: .cfi_startproc
; O2-NEXT: movq	%rdx, %rcx
; O2-NEXT: #APP
; O2-NEXT: rep		movsb	(%rsi), %es:(%rdi)
; O2-NEXT: #NO_APP
; O2-NEXT: retq
; O2-NEXT: .Lfunc_end9:
; O2-LABEL: sse:
; O2-NEXT: .cfi_startproc
; O2-NEXT: #APP
; O2-NEXT: sqrtsd	%xmm0, %xmm0
; O2-NEXT: #NO_APP
; O2-NEXT: retq
; O2-NEXT: .Lfunc_end10:
; O2-LABEL: jump:
; O2-NEXT: .cfi_startproc
; O2-NEXT: #APP
; O2-NEXT: callq	*%rdi
; O2-NEXT: leaq	(%rdi), %rax
; O2-NEXT: #NO_APP
; O2-NEXT: retq
; O2-NEXT: .Lfunc_end11:
; O2-LABEL: dialects:
; O2-NEXT: .cfi_startproc
; O2-NEXT: movw	%di, %ax
; O2-NEXT: #APP
; O2-NEXT: cwtl
; O2-NEXT: #NO_APP
; O2-NEXT: retq
; O2-NEXT: .Lfunc_end12:
; O2-LABEL: saved:
; O2-NEXT: .cfi_startproc
; O2-NEXT: pushq	%r12
; O2-NEXT: .cfi_def_cfa_offset 16
; O2-NEXT: pushq	%rbx
; O2-NEXT: .cfi_def_cfa_offset 24
; O2-NEXT: .cfi_offset %r12, -16
; O2-NEXT: .cfi_offset %rbx, -24
; O2-NEXT: #APP
; O2-NEXT: xorl	%ebx, %ebx
; O2-NEXT: xorl	%r12d, %r12d
; O2-NEXT: #NO_APP
; O2-NEXT: movl	%edi, %eax
; O2-NEXT: popq	%rbx
; O2-NEXT: .cfi_def_cfa_offset 16
; O2-NEXT: popq	%r12
; O2-NEXT: .cfi_def_cfa_offset 8
; O2-NEXT: retq
; O2-NEXT: .Lfunc_end13:
; O2-LABEL: glob:
; O2-NEXT: .long	5
; O2-NEXT: .size	glob, 4
; O2-NEXT: .type	arr,@object
; O2-NEXT: .globl	arr
; O2-NEXT: .p2align	2
; O2-LABEL: arr:
; O2-NEXT: .long	1
; O2-NEXT: .long	2
; O2-NEXT: .long	3
; O2-NEXT: .long	4
; O2-NEXT: .size	arr, 16
; O2-NEXT: .section	".note.GNU-stack","",@progbits

