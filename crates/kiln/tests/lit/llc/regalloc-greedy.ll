; -regalloc=greedy under pressure, each allocation checked by the allocation checker
; (-verify-regalloc): values spilled around a call and reloaded once in the loop's preheader
; (region splitting), division's fixed registers in a loop, and byte and word values
; (sub-registers) with two-address arithmetic. regalloc-greedy-exec.ll in lli/ runs them.
; RUN: kiln llc -O2 -regalloc=greedy -verify-regalloc %s -o - | FileCheck %s

target triple = "x86_64-unknown-linux-gnu"

declare void @clobber()

; Twelve values live across a call: six keep the six callee-saved registers, the other six
; are spilled around the call; inside the loop, where nothing else competes, each is
; reloaded once in the preheader and stays in a register (region splitting) but one, read
; from its slot (a folded reload: the loop needs fifteen registers).
define i64 @across_call(i64* %p, i64 %n) {
entry:
  %pa0 = getelementptr i64, i64* %p, i64 0
  %a0 = load i64, i64* %pa0
  %pa1 = getelementptr i64, i64* %p, i64 1
  %a1 = load i64, i64* %pa1
  %pa2 = getelementptr i64, i64* %p, i64 2
  %a2 = load i64, i64* %pa2
  %pa3 = getelementptr i64, i64* %p, i64 3
  %a3 = load i64, i64* %pa3
  %pa4 = getelementptr i64, i64* %p, i64 4
  %a4 = load i64, i64* %pa4
  %pa5 = getelementptr i64, i64* %p, i64 5
  %a5 = load i64, i64* %pa5
  %pa6 = getelementptr i64, i64* %p, i64 6
  %a6 = load i64, i64* %pa6
  %pa7 = getelementptr i64, i64* %p, i64 7
  %a7 = load i64, i64* %pa7
  %pa8 = getelementptr i64, i64* %p, i64 8
  %a8 = load i64, i64* %pa8
  %pa9 = getelementptr i64, i64* %p, i64 9
  %a9 = load i64, i64* %pa9
  %pa10 = getelementptr i64, i64* %p, i64 10
  %a10 = load i64, i64* %pa10
  %pa11 = getelementptr i64, i64* %p, i64 11
  %a11 = load i64, i64* %pa11
  call void @clobber()
  br label %loop
loop:
  %i = phi i64 [0, %entry], [%i2, %loop]
  %acc = phi i64 [0, %entry], [%s11, %loop]
  %x0 = xor i64 %acc, %a0
  %s0 = add i64 %x0, %i
  %x1 = xor i64 %s0, %a1
  %s1 = add i64 %x1, %i
  %x2 = xor i64 %s1, %a2
  %s2 = add i64 %x2, %i
  %x3 = xor i64 %s2, %a3
  %s3 = add i64 %x3, %i
  %x4 = xor i64 %s3, %a4
  %s4 = add i64 %x4, %i
  %x5 = xor i64 %s4, %a5
  %s5 = add i64 %x5, %i
  %x6 = xor i64 %s5, %a6
  %s6 = add i64 %x6, %i
  %x7 = xor i64 %s6, %a7
  %s7 = add i64 %x7, %i
  %x8 = xor i64 %s7, %a8
  %s8 = add i64 %x8, %i
  %x9 = xor i64 %s8, %a9
  %s9 = add i64 %x9, %i
  %x10 = xor i64 %s9, %a10
  %s10 = add i64 %x10, %i
  %x11 = xor i64 %s10, %a11
  %s11 = add i64 %x11, %i
  %i2 = add i64 %i, 1
  %c = icmp slt i64 %i2, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i64 %s11
}

; Division in a loop: the dividend and quotient take $rax and $rdx, the remainder $rdx,
; while the loop-carried values and the divisors stay in other registers.
define i32 @divide(i32* %p, i32 %n, i32 %d, i32 %e) {
entry:
  br label %loop
loop:
  %i = phi i32 [0, %entry], [%i2, %loop]
  %q = phi i32 [1, %entry], [%q2, %loop]
  %r = phi i32 [0, %entry], [%r2, %loop]
  %ip = getelementptr i32, i32* %p, i32 %i
  %v = load i32, i32* %ip
  %t = add i32 %v, %q
  %q1 = sdiv i32 %t, %d
  %r1 = srem i32 %t, %e
  %q2 = add i32 %q1, %r
  %r2 = xor i32 %r1, %i
  %i2 = add i32 %i, 1
  %c = icmp slt i32 %i2, %n
  br i1 %c, label %loop, label %exit
exit:
  %res = mul i32 %q2, %r2
  ret i32 %res
}

; Bytes and words (sub-registers of the 64-bit registers) under pressure: fourteen i8 and
; i16 values live at once, with two-address arithmetic (tied operands) on each.
define i32 @narrow(i8* %p, i16* %w) {
entry:
  %pb0 = getelementptr i8, i8* %p, i64 0
  %b0 = load i8, i8* %pb0
  %pw0 = getelementptr i16, i16* %w, i64 0
  %h0 = load i16, i16* %pw0
  %pb1 = getelementptr i8, i8* %p, i64 1
  %b1 = load i8, i8* %pb1
  %pw1 = getelementptr i16, i16* %w, i64 1
  %h1 = load i16, i16* %pw1
  %pb2 = getelementptr i8, i8* %p, i64 2
  %b2 = load i8, i8* %pb2
  %pw2 = getelementptr i16, i16* %w, i64 2
  %h2 = load i16, i16* %pw2
  %pb3 = getelementptr i8, i8* %p, i64 3
  %b3 = load i8, i8* %pb3
  %pw3 = getelementptr i16, i16* %w, i64 3
  %h3 = load i16, i16* %pw3
  %pb4 = getelementptr i8, i8* %p, i64 4
  %b4 = load i8, i8* %pb4
  %pw4 = getelementptr i16, i16* %w, i64 4
  %h4 = load i16, i16* %pw4
  %pb5 = getelementptr i8, i8* %p, i64 5
  %b5 = load i8, i8* %pb5
  %pw5 = getelementptr i16, i16* %w, i64 5
  %h5 = load i16, i16* %pw5
  %pb6 = getelementptr i8, i8* %p, i64 6
  %b6 = load i8, i8* %pb6
  %pw6 = getelementptr i16, i16* %w, i64 6
  %h6 = load i16, i16* %pw6
  %bb0 = mul i8 %b0, %b1
  %hh0 = sub i16 %h0, %h3
  %bb1 = mul i8 %b1, %b2
  %hh1 = sub i16 %h1, %h4
  %bb2 = mul i8 %b2, %b3
  %hh2 = sub i16 %h2, %h5
  %bb3 = mul i8 %b3, %b4
  %hh3 = sub i16 %h3, %h6
  %bb4 = mul i8 %b4, %b5
  %hh4 = sub i16 %h4, %h0
  %bb5 = mul i8 %b5, %b6
  %hh5 = sub i16 %h5, %h1
  %bb6 = mul i8 %b6, %b0
  %hh6 = sub i16 %h6, %h2
  %be0 = zext i8 %bb0 to i32
  %he0 = sext i16 %hh0 to i32
  %y0 = add i32 0, %be0
  %z0 = xor i32 %y0, %he0
  %be1 = zext i8 %bb1 to i32
  %he1 = sext i16 %hh1 to i32
  %y1 = add i32 %z0, %be1
  %z1 = xor i32 %y1, %he1
  %be2 = zext i8 %bb2 to i32
  %he2 = sext i16 %hh2 to i32
  %y2 = add i32 %z1, %be2
  %z2 = xor i32 %y2, %he2
  %be3 = zext i8 %bb3 to i32
  %he3 = sext i16 %hh3 to i32
  %y3 = add i32 %z2, %be3
  %z3 = xor i32 %y3, %he3
  %be4 = zext i8 %bb4 to i32
  %he4 = sext i16 %hh4 to i32
  %y4 = add i32 %z3, %be4
  %z4 = xor i32 %y4, %he4
  %be5 = zext i8 %bb5 to i32
  %he5 = sext i16 %hh5 to i32
  %y5 = add i32 %z4, %be5
  %z5 = xor i32 %y5, %he5
  %be6 = zext i8 %bb6 to i32
  %he6 = sext i16 %hh6 to i32
  %y6 = add i32 %z5, %be6
  %z6 = xor i32 %y6, %he6
  ret i32 %z6
}

; CHECK-LABEL: across_call:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: pushq	%rbp
; CHECK-NEXT: .cfi_def_cfa_offset 16
; CHECK-NEXT: pushq	%r15
; CHECK-NEXT: .cfi_def_cfa_offset 24
; CHECK-NEXT: pushq	%r14
; CHECK-NEXT: .cfi_def_cfa_offset 32
; CHECK-NEXT: pushq	%r13
; CHECK-NEXT: .cfi_def_cfa_offset 40
; CHECK-NEXT: pushq	%r12
; CHECK-NEXT: .cfi_def_cfa_offset 48
; CHECK-NEXT: pushq	%rbx
; CHECK-NEXT: .cfi_def_cfa_offset 56
; CHECK-NEXT: subq	$56, %rsp
; CHECK-NEXT: .cfi_def_cfa_offset 112
; CHECK-NEXT: .cfi_offset %rbp, -16
; CHECK-NEXT: .cfi_offset %r15, -24
; CHECK-NEXT: .cfi_offset %r14, -32
; CHECK-NEXT: .cfi_offset %r13, -40
; CHECK-NEXT: .cfi_offset %r12, -48
; CHECK-NEXT: .cfi_offset %rbx, -56
; CHECK-NEXT: movq	%rsi, 48(%rsp) # 8-byte Spill
; CHECK-NEXT: movq	(%rdi), %rax
; CHECK-NEXT: movq	%rax, 40(%rsp) # 8-byte Spill
; CHECK-NEXT: movq	8(%rdi), %rax
; CHECK-NEXT: movq	%rax, 32(%rsp) # 8-byte Spill
; CHECK-NEXT: movq	16(%rdi), %rax
; CHECK-NEXT: movq	%rax, 24(%rsp) # 8-byte Spill
; CHECK-NEXT: movq	24(%rdi), %rax
; CHECK-NEXT: movq	%rax, 16(%rsp) # 8-byte Spill
; CHECK-NEXT: movq	32(%rdi), %rax
; CHECK-NEXT: movq	%rax, 8(%rsp) # 8-byte Spill
; CHECK-NEXT: movq	40(%rdi), %rax
; CHECK-NEXT: movq	%rax, (%rsp) # 8-byte Spill
; CHECK-NEXT: movq	48(%rdi), %r14
; CHECK-NEXT: movq	56(%rdi), %r15
; CHECK-NEXT: movq	64(%rdi), %r12
; CHECK-NEXT: movq	72(%rdi), %r13
; CHECK-NEXT: movq	80(%rdi), %rbp
; CHECK-NEXT: movq	88(%rdi), %rbx
; CHECK-NEXT: callq	clobber@PLT
; CHECK-NEXT: xorl	%ecx, %ecx
; CHECK-NEXT: movq	%rcx, %rax
; CHECK-NEXT: movq	48(%rsp), %rdx # 8-byte Reload
; CHECK-NEXT: movq	40(%rsp), %rsi # 8-byte Reload
; CHECK-NEXT: movq	32(%rsp), %rdi # 8-byte Reload
; CHECK-NEXT: movq	24(%rsp), %r8 # 8-byte Reload
; CHECK-NEXT: movq	16(%rsp), %r9 # 8-byte Reload
; CHECK-NEXT: movq	8(%rsp), %r10 # 8-byte Reload
; CHECK-NEXT: movq	(%rsp), %r11 # 8-byte Reload
; CHECK-NEXT: .LBB0_1:
; CHECK-NEXT: xorq	%rsi, %rax
; CHECK-NEXT: addq	%rcx, %rax
; CHECK-NEXT: xorq	%rdi, %rax
; CHECK-NEXT: addq	%rcx, %rax
; CHECK-NEXT: xorq	%r8, %rax
; CHECK-NEXT: addq	%rcx, %rax
; CHECK-NEXT: xorq	%r9, %rax
; CHECK-NEXT: addq	%rcx, %rax
; CHECK-NEXT: xorq	%r10, %rax
; CHECK-NEXT: addq	%rcx, %rax
; CHECK-NEXT: xorq	%r11, %rax
; CHECK-NEXT: addq	%rcx, %rax
; CHECK-NEXT: xorq	%r14, %rax
; CHECK-NEXT: addq	%rcx, %rax
; CHECK-NEXT: xorq	%r15, %rax
; CHECK-NEXT: addq	%rcx, %rax
; CHECK-NEXT: xorq	%r12, %rax
; CHECK-NEXT: addq	%rcx, %rax
; CHECK-NEXT: xorq	%r13, %rax
; CHECK-NEXT: addq	%rcx, %rax
; CHECK-NEXT: xorq	%rbp, %rax
; CHECK-NEXT: addq	%rcx, %rax
; CHECK-NEXT: xorq	%rbx, %rax
; CHECK-NEXT: addq	%rcx, %rax
; CHECK-NEXT: addq	$1, %rcx
; CHECK-NEXT: cmpq	%rdx, %rcx
; CHECK-NEXT: jl	.LBB0_1
; CHECK-NEXT: addq	$56, %rsp
; CHECK-NEXT: .cfi_def_cfa_offset 56
; CHECK-NEXT: popq	%rbx
; CHECK-NEXT: .cfi_def_cfa_offset 48
; CHECK-NEXT: popq	%r12
; CHECK-NEXT: .cfi_def_cfa_offset 40
; CHECK-NEXT: popq	%r13
; CHECK-NEXT: .cfi_def_cfa_offset 32
; CHECK-NEXT: popq	%r14
; CHECK-NEXT: .cfi_def_cfa_offset 24
; CHECK-NEXT: popq	%r15
; CHECK-NEXT: .cfi_def_cfa_offset 16
; CHECK-NEXT: popq	%rbp
; CHECK-NEXT: .cfi_def_cfa_offset 8
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end0:
; CHECK-LABEL: divide:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: pushq	%rbp
; CHECK-NEXT: .cfi_def_cfa_offset 16
; CHECK-NEXT: pushq	%rbx
; CHECK-NEXT: .cfi_def_cfa_offset 24
; CHECK-NEXT: .cfi_offset %rbp, -16
; CHECK-NEXT: .cfi_offset %rbx, -24
; CHECK-NEXT: movl	%edx, %r8d
; CHECK-NEXT: movl	$1, %r10d
; CHECK-NEXT: xorl	%ebx, %ebx
; CHECK-NEXT: movl	%ebx, %ebp
; CHECK-NEXT: .LBB1_1:
; CHECK-NEXT: movslq	%ebx, %rax
; CHECK-NEXT: addl	(%rdi,%rax,4), %r10d
; CHECK-NEXT: movl	%r10d, %r11d
; CHECK-NEXT: sarl	$31, %r11d
; CHECK-NEXT: movl	%r10d, %eax
; CHECK-NEXT: movl	%r11d, %edx
; CHECK-NEXT: idivl	%r8d
; CHECK-NEXT: movl	%eax, %r9d
; CHECK-NEXT: movl	%r10d, %eax
; CHECK-NEXT: movl	%r11d, %edx
; CHECK-NEXT: idivl	%ecx
; CHECK-NEXT: addl	%ebp, %r9d
; CHECK-NEXT: xorl	%ebx, %edx
; CHECK-NEXT: addl	$1, %ebx
; CHECK-NEXT: cmpl	%esi, %ebx
; CHECK-NEXT: movl	%r9d, %r10d
; CHECK-NEXT: movl	%edx, %ebp
; CHECK-NEXT: jl	.LBB1_1
; CHECK-NEXT: imull	%edx, %r9d
; CHECK-NEXT: movl	%r9d, %eax
; CHECK-NEXT: popq	%rbx
; CHECK-NEXT: .cfi_def_cfa_offset 16
; CHECK-NEXT: popq	%rbp
; CHECK-NEXT: .cfi_def_cfa_offset 8
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end1:
; CHECK-LABEL: narrow:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: pushq	%rbp
; CHECK-NEXT: .cfi_def_cfa_offset 16
; CHECK-NEXT: pushq	%r15
; CHECK-NEXT: .cfi_def_cfa_offset 24
; CHECK-NEXT: pushq	%r14
; CHECK-NEXT: .cfi_def_cfa_offset 32
; CHECK-NEXT: pushq	%r13
; CHECK-NEXT: .cfi_def_cfa_offset 40
; CHECK-NEXT: pushq	%r12
; CHECK-NEXT: .cfi_def_cfa_offset 48
; CHECK-NEXT: pushq	%rbx
; CHECK-NEXT: .cfi_def_cfa_offset 56
; CHECK-NEXT: .cfi_offset %rbp, -16
; CHECK-NEXT: .cfi_offset %r15, -24
; CHECK-NEXT: .cfi_offset %r14, -32
; CHECK-NEXT: .cfi_offset %r13, -40
; CHECK-NEXT: .cfi_offset %r12, -48
; CHECK-NEXT: .cfi_offset %rbx, -56
; CHECK-NEXT: movb	(%rdi), %al
; CHECK-NEXT: movb	1(%rdi), %cl
; CHECK-NEXT: movb	2(%rdi), %dl
; CHECK-NEXT: movb	3(%rdi), %r9b
; CHECK-NEXT: movb	4(%rdi), %r8b
; CHECK-NEXT: movb	%r8b, -3(%rsp) # 1-byte Spill
; CHECK-NEXT: movb	5(%rdi), %r8b
; CHECK-NEXT: movb	%r8b, -2(%rsp) # 1-byte Spill
; CHECK-NEXT: movb	6(%rdi), %dil
; CHECK-NEXT: movb	%dil, -1(%rsp) # 1-byte Spill
; CHECK-NEXT: movzbl	%cl, %r8d
; CHECK-NEXT: movzbl	%al, %ebp
; CHECK-NEXT: movl	%ebp, -8(%rsp) # 4-byte Spill
; CHECK-NEXT: movl	%ebp, %eax
; CHECK-NEXT: imull	%r8d, %eax
; CHECK-NEXT: movzwl	6(%rsi), %ecx
; CHECK-NEXT: movzwl	(%rsi), %r15d
; CHECK-NEXT: movl	%r15d, -12(%rsp) # 4-byte Spill
; CHECK-NEXT: subl	%ecx, %r15d
; CHECK-NEXT: movzbl	%dl, %r12d
; CHECK-NEXT: imull	%r12d, %r8d
; CHECK-NEXT: movzwl	8(%rsi), %edx
; CHECK-NEXT: movzwl	2(%rsi), %ebx
; CHECK-NEXT: movl	%ebx, -16(%rsp) # 4-byte Spill
; CHECK-NEXT: subl	%edx, %ebx
; CHECK-NEXT: movzbl	%r9b, %r9d
; CHECK-NEXT: imull	%r9d, %r12d
; CHECK-NEXT: movzwl	10(%rsi), %edi
; CHECK-NEXT: movzwl	4(%rsi), %r11d
; CHECK-NEXT: movl	%r11d, %r10d
; CHECK-NEXT: subl	%edi, %r10d
; CHECK-NEXT: movzbl	-3(%rsp), %r14d # 1-byte Folded Reload
; CHECK-NEXT: imull	%r14d, %r9d
; CHECK-NEXT: movzwl	12(%rsi), %esi
; CHECK-NEXT: subl	%esi, %ecx
; CHECK-NEXT: movzbl	-2(%rsp), %r13d # 1-byte Folded Reload
; CHECK-NEXT: imull	%r13d, %r14d
; CHECK-NEXT: subl	-12(%rsp), %edx # 4-byte Folded Reload
; CHECK-NEXT: movzbl	-1(%rsp), %ebp # 1-byte Folded Reload
; CHECK-NEXT: imull	%ebp, %r13d
; CHECK-NEXT: subl	-16(%rsp), %edi # 4-byte Folded Reload
; CHECK-NEXT: imull	-8(%rsp), %ebp # 4-byte Folded Reload
; CHECK-NEXT: subl	%r11d, %esi
; CHECK-NEXT: movzbl	%al, %eax
; CHECK-NEXT: movswl	%r15w, %r11d
; CHECK-NEXT: xorl	%r11d, %eax
; CHECK-NEXT: movzbl	%r8b, %r8d
; CHECK-NEXT: movswl	%bx, %r11d
; CHECK-NEXT: addl	%r8d, %eax
; CHECK-NEXT: xorl	%r11d, %eax
; CHECK-NEXT: movzbl	%r12b, %r8d
; CHECK-NEXT: movswl	%r10w, %r10d
; CHECK-NEXT: addl	%r8d, %eax
; CHECK-NEXT: xorl	%r10d, %eax
; CHECK-NEXT: movzbl	%r9b, %r8d
; CHECK-NEXT: movswl	%cx, %ecx
; CHECK-NEXT: addl	%r8d, %eax
; CHECK-NEXT: xorl	%ecx, %eax
; CHECK-NEXT: movzbl	%r14b, %ecx
; CHECK-NEXT: movswl	%dx, %edx
; CHECK-NEXT: addl	%ecx, %eax
; CHECK-NEXT: xorl	%edx, %eax
; CHECK-NEXT: movzbl	%r13b, %ecx
; CHECK-NEXT: movswl	%di, %edx
; CHECK-NEXT: addl	%ecx, %eax
; CHECK-NEXT: xorl	%edx, %eax
; CHECK-NEXT: movzbl	%bpl, %ecx
; CHECK-NEXT: movswl	%si, %edx
; CHECK-NEXT: addl	%ecx, %eax
; CHECK-NEXT: xorl	%edx, %eax
; CHECK-NEXT: popq	%rbx
; CHECK-NEXT: .cfi_def_cfa_offset 48
; CHECK-NEXT: popq	%r12
; CHECK-NEXT: .cfi_def_cfa_offset 40
; CHECK-NEXT: popq	%r13
; CHECK-NEXT: .cfi_def_cfa_offset 32
; CHECK-NEXT: popq	%r14
; CHECK-NEXT: .cfi_def_cfa_offset 24
; CHECK-NEXT: popq	%r15
; CHECK-NEXT: .cfi_def_cfa_offset 16
; CHECK-NEXT: popq	%rbp
; CHECK-NEXT: .cfi_def_cfa_offset 8
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end2:
