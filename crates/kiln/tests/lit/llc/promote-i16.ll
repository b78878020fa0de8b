; i16 arithmetic computed in 32 bits (LLVM's x86 IsDesirableToPromoteOp with the DAG
; combiner's PromoteIntBinOp): the range coder's probability update of xz's LZMA decoder
; (rc_bit) as clang writes it, a 16-bit probability loaded, moved towards 0 or 2048 and stored.
; No operand-size prefixes, no `movw $2048` (a length-changing-prefix stall), no 16-bit
; register copies; a 16-bit load that an instruction can read in place or update stays 16-bit.
; RUN: kiln llc -O2 %s -o - | FileCheck %s
; RUN: kiln llc -O2 -verify-machineinstrs -verify-regalloc %s -o /dev/null

target triple = "x86_64-unknown-linux-gnu"

define i32 @rc_bit(i16* %p, i32 %range, i32 %code, i32* %out) {
entry:
  %prob = load i16, i16* %p, align 2
  %pz = zext i16 %prob to i32
  %bound = mul i32 %pz, %range
  %c = icmp ult i32 %code, %bound
  br i1 %c, label %zero, label %one
zero:
  %t = sub nsw i32 2048, %pz
  %s = lshr i32 %t, 5
  %s16 = trunc i32 %s to i16
  %n = add i16 %prob, %s16
  store i16 %n, i16* %p, align 2
  ret i32 %bound
one:
  %s1 = lshr i16 %prob, 5
  %n1 = sub i16 %prob, %s1
  store i16 %n1, i16* %p, align 2
  ret i32 0
}

define void @add_in_place(i16* %p, i16 %x) {
  %v = load i16, i16* %p, align 2
  %s = add i16 %v, %x
  store i16 %s, i16* %p, align 2
  ret void
}

define i16 @shifts(i16 %a, i16 %b) {
  %l = lshr i16 %a, 3
  %r = ashr i16 %b, 2
  %x = xor i16 %l, %r
  %m = mul i16 %x, 7
  ret i16 %m
}

; CHECK-LABEL: rc_bit:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: movzwl	(%rdi), %eax
; CHECK-NEXT: imull	%eax, %esi
; CHECK-NEXT: cmpl	%esi, %edx
; CHECK-NEXT: jae	.LBB0_2
; CHECK-NEXT: movl	$2048, %ecx
; CHECK-NEXT: subl	%eax, %ecx
; CHECK-NEXT: shrl	$5, %ecx
; CHECK-NEXT: addl	%ecx, %eax
; CHECK-NEXT: movw	%ax, (%rdi)
; CHECK-NEXT: movl	%esi, %eax
; CHECK-NEXT: retq
; CHECK-NEXT: .LBB0_2:
; CHECK-NEXT: movzwl	%ax, %ecx
; CHECK-NEXT: shrl	$5, %ecx
; CHECK-NEXT: subl	%ecx, %eax
; CHECK-NEXT: movw	%ax, (%rdi)
; CHECK-NEXT: xorl	%eax, %eax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end0:
; CHECK-LABEL: add_in_place:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: addw	%si, (%rdi)
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end1:
; CHECK-LABEL: shifts:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: movzwl	%di, %ecx
; CHECK-NEXT: shrl	$3, %ecx
; CHECK-NEXT: movswl	%si, %eax
; CHECK-NEXT: sarl	$2, %eax
; CHECK-NEXT: xorl	%eax, %ecx
; CHECK-NEXT: leal	(,%rcx,8), %eax
; CHECK-NEXT: subl	%ecx, %eax
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end2:
