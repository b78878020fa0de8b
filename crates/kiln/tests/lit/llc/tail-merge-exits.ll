; Branch folding's tail merging at -O2: identical blocks that end in a noreturn call (an
; inlined assert repeated) become one, and exit blocks that only end alike (a different
; message, then the same three-instruction `exit(1)` tail) share that tail. Return blocks
; are not merged.
; RUN: kiln llc -O2 %s -o - | FileCheck %s

@.msg = private constant [4 x i8] c"bad\00"
@.file = private constant [4 x i8] c"f.c\00"
@.a = private constant [2 x i8] c"a\00"
@.b = private constant [2 x i8] c"b\00"
@.c = private constant [2 x i8] c"c\00"

declare void @__assert_fail(i8*, i8*, i32, i8*) noreturn nounwind
declare i32 @puts(i8*)
declare void @exit(i32) noreturn nounwind
declare void @report(i32, i32, i32)

define i32 @three_asserts(i32 %a, i32 %b, i32 %c) nounwind {
entry:
  %ca = icmp sgt i32 %a, 0
  br i1 %ca, label %ok1, label %fail1
fail1:
  call void @__assert_fail(i8* getelementptr ([4 x i8], [4 x i8]* @.msg, i64 0, i64 0), i8* getelementptr ([4 x i8], [4 x i8]* @.file, i64 0, i64 0), i32 7, i8* getelementptr ([4 x i8], [4 x i8]* @.file, i64 0, i64 0))
  unreachable
ok1:
  %cb = icmp sgt i32 %b, 0
  br i1 %cb, label %ok2, label %fail2
fail2:
  call void @__assert_fail(i8* getelementptr ([4 x i8], [4 x i8]* @.msg, i64 0, i64 0), i8* getelementptr ([4 x i8], [4 x i8]* @.file, i64 0, i64 0), i32 7, i8* getelementptr ([4 x i8], [4 x i8]* @.file, i64 0, i64 0))
  unreachable
ok2:
  %cc = icmp sgt i32 %c, 0
  br i1 %cc, label %ok3, label %fail3
fail3:
  call void @__assert_fail(i8* getelementptr ([4 x i8], [4 x i8]* @.msg, i64 0, i64 0), i8* getelementptr ([4 x i8], [4 x i8]* @.file, i64 0, i64 0), i32 7, i8* getelementptr ([4 x i8], [4 x i8]* @.file, i64 0, i64 0))
  unreachable
ok3:
  %s = add i32 %a, %b
  %t = add i32 %s, %c
  ret i32 %t
}

define i32 @common_exit_tail(i32 %a, i32 %b, i32 %c) nounwind {
entry:
  %ca = icmp sgt i32 %a, 0
  br i1 %ca, label %ok1, label %fail1
fail1:
  call i32 @puts(i8* getelementptr ([2 x i8], [2 x i8]* @.a, i64 0, i64 0))
  call void @report(i32 1, i32 2, i32 3)
  call void @exit(i32 1)
  unreachable
ok1:
  %cb = icmp sgt i32 %b, 0
  br i1 %cb, label %ok2, label %fail2
fail2:
  call i32 @puts(i8* getelementptr ([2 x i8], [2 x i8]* @.b, i64 0, i64 0))
  call void @report(i32 1, i32 2, i32 3)
  call void @exit(i32 1)
  unreachable
ok2:
  %cc = icmp sgt i32 %c, 0
  br i1 %cc, label %ok3, label %fail3
fail3:
  call i32 @puts(i8* getelementptr ([2 x i8], [2 x i8]* @.c, i64 0, i64 0))
  call void @report(i32 1, i32 2, i32 3)
  call void @exit(i32 1)
  unreachable
ok3:
  %s = add i32 %a, %b
  %t = add i32 %s, %c
  ret i32 %t
}

; CHECK-LABEL: three_asserts:
; CHECK-NEXT: pushq	%rax
; CHECK-NEXT: testl	%edi, %edi
; CHECK-NEXT: jle	.LBB0_4
; CHECK-NEXT: testl	%esi, %esi
; CHECK-NEXT: jle	.LBB0_4
; CHECK-NEXT: testl	%edx, %edx
; CHECK-NEXT: jle	.LBB0_4
; CHECK-NEXT: addl	%esi, %edi
; CHECK-NEXT: addl	%edx, %edi
; CHECK-NEXT: movl	%edi, %eax
; CHECK-NEXT: popq	%rcx
; CHECK-NEXT: retq
; CHECK-NEXT: .LBB0_4:
; CHECK-NEXT: movl	$.L.file, %eax
; CHECK-NEXT: movl	$.L.msg, %edi
; CHECK-NEXT: movl	$7, %edx
; CHECK-NEXT: movq	%rax, %rsi
; CHECK-NEXT: movq	%rax, %rcx
; CHECK-NEXT: callq	__assert_fail@PLT
; CHECK-NEXT: .Lfunc_end0:
; CHECK-LABEL: common_exit_tail:
; CHECK-NEXT: pushq	%rbx
; CHECK-NEXT: testl	%edi, %edi
; CHECK-NEXT: jle	.LBB1_4
; CHECK-NEXT: testl	%esi, %esi
; CHECK-NEXT: jle	.LBB1_5
; CHECK-NEXT: testl	%edx, %edx
; CHECK-NEXT: jle	.LBB1_6
; CHECK-NEXT: addl	%esi, %edi
; CHECK-NEXT: addl	%edx, %edi
; CHECK-NEXT: movl	%edi, %eax
; CHECK-NEXT: popq	%rbx
; CHECK-NEXT: retq
; CHECK-NEXT: .LBB1_4:
; CHECK-NEXT: movl	$.L.a, %edi
; CHECK-NEXT: jmp	.LBB1_7
; CHECK-NEXT: .LBB1_5:
; CHECK-NEXT: movl	$.L.b, %edi
; CHECK-NEXT: jmp	.LBB1_7
; CHECK-NEXT: .LBB1_6:
; CHECK-NEXT: movl	$.L.c, %edi
; CHECK-NEXT: .LBB1_7:
; CHECK-NEXT: callq	puts@PLT
; CHECK-NEXT: movl	$3, %edx
; CHECK-NEXT: movl	$2, %esi
; CHECK-NEXT: movl	$1, %ebx
; CHECK-NEXT: movl	%ebx, %edi
; CHECK-NEXT: callq	report@PLT
; CHECK-NEXT: movl	%ebx, %edi
; CHECK-NEXT: callq	exit@PLT
; CHECK-NEXT: .Lfunc_end1:
