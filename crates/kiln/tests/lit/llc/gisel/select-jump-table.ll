; GlobalISel's selection of jump tables and indirect branches: G_JUMP_TABLE as a RIP-relative
; LEA of the table, G_BRJT as a load of the entry and JMP64r (pic: 32-bit distances from the
; table, sign-extended and added to it; static: 64-bit block addresses), G_BRINDIRECT as
; JMP64r; checked, and run in both relocation models over every case and the default.
; RUN: kiln llc -mtriple=x86_64 -O0 -global-isel -global-isel-abort=1 -relocation-model=pic -verify-machineinstrs %s -o - | FileCheck %s --check-prefix=PIC
; RUN: kiln llc -mtriple=x86_64 -O0 -global-isel -global-isel-abort=1 -relocation-model=static -verify-machineinstrs %s -o - | FileCheck %s --check-prefix=STATIC
; RUN: kiln llc -mtriple=x86_64 -O0 -global-isel -global-isel-abort=1 -relocation-model=pic -filetype=obj %s -o %t.pic.o
; RUN: kiln llc -mtriple=x86_64 -O0 -global-isel -global-isel-abort=1 -relocation-model=static -filetype=obj %s -o %t.static.o
; RUN: printf '#include <stdio.h>\nint sw(int); int ind(int);\nint main(void){int bad=0; int want[8]={7,10,20,30,40,50,7,7}; for(int i=-1;i<7;i++) bad+=sw(i)!=want[i+1]; bad+=ind(0)!=1; bad+=ind(1)!=2; printf("%%d mismatches\\n", bad); return bad;}\n' > %t.c
; RUN: gcc %t.c %t.pic.o -o %t.pic.exe
; RUN: %t.pic.exe | grep -x '0 mismatches'
; RUN: gcc -no-pie %t.c %t.static.o -o %t.static.exe
; RUN: %t.static.exe | grep -x '0 mismatches'
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

define i32 @sw(i32 %x) {
entry:
  switch i32 %x, label %d [ i32 0, label %a
                            i32 1, label %b
                            i32 2, label %c
                            i32 3, label %e
                            i32 4, label %f ]
a:
  ret i32 10
b:
  ret i32 20
c:
  ret i32 30
e:
  ret i32 40
f:
  ret i32 50
d:
  ret i32 7
}

@targets = internal constant [2 x ptr] [ptr blockaddress(@ind, %one), ptr blockaddress(@ind, %two)]

define i32 @ind(i32 %k) {
entry:
  %i = sext i32 %k to i64
  %p = getelementptr [2 x ptr], ptr @targets, i64 0, i64 %i
  %t = load ptr, ptr %p
  indirectbr ptr %t, [label %one, label %two]
one:
  ret i32 1
two:
  ret i32 2
}

; PIC-LABEL: sw:
; PIC-NEXT: .cfi_startproc
; PIC-NEXT: movl	%edi, -4(%rsp) # 4-byte Spill
; PIC-NEXT: cmpl	$4, %edi
; PIC-NEXT: ja	.LBB0_7
; PIC-NEXT: movl	-4(%rsp), %eax # 4-byte Reload
; PIC-NEXT: movl	%eax, %eax
; PIC-NEXT: leaq	.LJTI0_0(%rip), %rcx
; PIC-NEXT: movslq	(%rcx,%rax,4), %rax
; PIC-NEXT: addq	%rcx, %rax
; PIC-NEXT: jmpq	*%rax
; PIC-NEXT: .LBB0_2:
; PIC-NEXT: movl	$10, %eax
; PIC-NEXT: retq
; PIC-NEXT: .LBB0_3:
; PIC-NEXT: movl	$20, %eax
; PIC-NEXT: retq
; PIC-NEXT: .LBB0_4:
; PIC-NEXT: movl	$30, %eax
; PIC-NEXT: retq
; PIC-NEXT: .LBB0_5:
; PIC-NEXT: movl	$40, %eax
; PIC-NEXT: retq
; PIC-NEXT: .LBB0_6:
; PIC-NEXT: movl	$50, %eax
; PIC-NEXT: retq
; PIC-NEXT: .LBB0_7:
; PIC-NEXT: movl	$7, %eax
; PIC-NEXT: retq
; PIC-NEXT: .Lfunc_end0:
; PIC-LABEL: ind:
; PIC-NEXT: .cfi_startproc
; PIC-NEXT: movslq	%edi, %rax
; PIC-NEXT: leaq	targets(%rip), %rcx
; PIC-NEXT: imulq	$8, %rax, %rax
; PIC-NEXT: leaq	(%rcx,%rax), %rax
; PIC-NEXT: movq	(%rax), %rax
; PIC-NEXT: jmpq	*%rax
; PIC-NEXT: .Ltmp0:
; PIC-NEXT: .LBB1_1:
; PIC-NEXT: movl	$1, %eax
; PIC-NEXT: retq
; PIC-NEXT: .Ltmp1:
; PIC-NEXT: .LBB1_2:
; PIC-NEXT: movl	$2, %eax
; PIC-NEXT: retq
; PIC-NEXT: .Lfunc_end1:
; PIC-LABEL: targets:
; PIC-NEXT: .quad	.Ltmp0
; PIC-NEXT: .quad	.Ltmp1
; PIC-NEXT: .size	targets, 16
; PIC-NEXT: .section	".note.GNU-stack","",@progbits

; STATIC-LABEL: sw:
; STATIC-NEXT: .cfi_startproc
; STATIC-NEXT: movl	%edi, -4(%rsp) # 4-byte Spill
; STATIC-NEXT: cmpl	$4, %edi
; STATIC-NEXT: ja	.LBB0_7
; STATIC-NEXT: movl	-4(%rsp), %eax # 4-byte Reload
; STATIC-NEXT: movl	%eax, %eax
; STATIC-NEXT: leaq	.LJTI0_0(%rip), %rcx
; STATIC-NEXT: movq	(%rcx,%rax,8), %rax
; STATIC-NEXT: jmpq	*%rax
; STATIC-NEXT: .LBB0_2:
; STATIC-NEXT: movl	$10, %eax
; STATIC-NEXT: retq
; STATIC-NEXT: .LBB0_3:
; STATIC-NEXT: movl	$20, %eax
; STATIC-NEXT: retq
; STATIC-NEXT: .LBB0_4:
; STATIC-NEXT: movl	$30, %eax
; STATIC-NEXT: retq
; STATIC-NEXT: .LBB0_5:
; STATIC-NEXT: movl	$40, %eax
; STATIC-NEXT: retq
; STATIC-NEXT: .LBB0_6:
; STATIC-NEXT: movl	$50, %eax
; STATIC-NEXT: retq
; STATIC-NEXT: .LBB0_7:
; STATIC-NEXT: movl	$7, %eax
; STATIC-NEXT: retq
; STATIC-NEXT: .Lfunc_end0:
; STATIC-LABEL: ind:
; STATIC-NEXT: .cfi_startproc
; STATIC-NEXT: movslq	%edi, %rax
; STATIC-NEXT: leaq	targets(%rip), %rcx
; STATIC-NEXT: imulq	$8, %rax, %rax
; STATIC-NEXT: leaq	(%rcx,%rax), %rax
; STATIC-NEXT: movq	(%rax), %rax
; STATIC-NEXT: jmpq	*%rax
; STATIC-NEXT: .Ltmp0:
; STATIC-NEXT: .LBB1_1:
; STATIC-NEXT: movl	$1, %eax
; STATIC-NEXT: retq
; STATIC-NEXT: .Ltmp1:
; STATIC-NEXT: .LBB1_2:
; STATIC-NEXT: movl	$2, %eax
; STATIC-NEXT: retq
; STATIC-NEXT: .Lfunc_end1:
; STATIC-LABEL: targets:
; STATIC-NEXT: .quad	.Ltmp0
; STATIC-NEXT: .quad	.Ltmp1
; STATIC-NEXT: .size	targets, 16
; STATIC-NEXT: .section	".note.GNU-stack","",@progbits
