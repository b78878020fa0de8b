; Exception handling through GlobalISel, as llc's IRTranslator translates it: each invoke is
; its whole call sequence between two EH_LABELs (the LSDA's call-site range), the landing pad
; starts after its G_PHIs with its EH_LABEL and copies of the exception pointer (RAX) and
; selector (RDX), which `landingpad` reads (G_INTTOPTR, G_TRUNC); the pad's phi operands are
; copied before the call that unwinds; llvm.eh.typeid.for is the type id, llvm.expect a copy of
; its argument, resume a call of _Unwind_Resume. The LSDA is the one the SelectionDAG path
; writes (shared tables).
; RUN: kiln llc -mtriple=x86_64 -O0 -global-isel -global-isel-abort=1 -stop-after=irtranslator -verify-machineinstrs %s -o - | FileCheck %s --check-prefix=MIR
; RUN: kiln llc -mtriple=x86_64 -O0 -global-isel -global-isel-abort=1 -verify-machineinstrs %s -o - | FileCheck %s
; RUN: kiln llc -mtriple=x86_64 -O2 -global-isel -global-isel-abort=1 -verify-machineinstrs %s -o /dev/null


; MIR-LABEL: name: catch_int
; MIR: EH_LABEL <mcsymbol .Ltmp1>
; MIR-NEXT: ADJCALLSTACKDOWN64
; MIR: CALL64pcrel32 target-flags(x86-plt) @may_throw
; MIR: ADJCALLSTACKUP64
; MIR-NEXT: EH_LABEL <mcsymbol .Ltmp2>
; MIR-LABEL: bb.2.pad (landing-pad):
; MIR: liveins: $rax, $rdx
; MIR: G_PHI
; MIR-NEXT: EH_LABEL <mcsymbol .Ltmp0>
; MIR-NEXT: %[[P:[0-9]+]]:_(s64) = COPY $rax
; MIR-NEXT: %[[S:[0-9]+]]:_(s64) = COPY $rdx
; MIR-NEXT: %{{[0-9]+}}:_(p0) = G_INTTOPTR %[[P]](s64)
; MIR-NEXT: %{{[0-9]+}}:_(s32) = G_TRUNC %[[S]](s64)
; MIR-NEXT: %{{[0-9]+}}:_(s32) = G_CONSTANT i32 1
; MIR: %{{[0-9]+}}:_(s1) = COPY %
; MIR: CALL64pcrel32 target-flags(x86-plt) &_Unwind_Resume

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@_ZTIi = external constant ptr

declare i32 @may_throw(i32)
declare i32 @__gxx_personality_v0(...)
declare i32 @llvm.eh.typeid.for(ptr)
declare ptr @__cxa_begin_catch(ptr)
declare void @__cxa_end_catch()
declare i1 @llvm.expect.i1(i1, i1)

define i32 @catch_int(i32 %x) personality ptr @__gxx_personality_v0 {
entry:
  %r0 = invoke i32 @may_throw(i32 %x)
          to label %next unwind label %pad

next:
  %r1 = invoke i32 @may_throw(i32 %r0)
          to label %done unwind label %pad

pad:
  %from = phi i32 [ 1, %entry ], [ 2, %next ]
  %lp = landingpad { ptr, i32 }
          catch ptr @_ZTIi
  %exn = extractvalue { ptr, i32 } %lp, 0
  %sel = extractvalue { ptr, i32 } %lp, 1
  %id = call i32 @llvm.eh.typeid.for(ptr @_ZTIi)
  %is_int = icmp eq i32 %sel, %id
  %hint = call i1 @llvm.expect.i1(i1 %is_int, i1 true)
  br i1 %hint, label %caught, label %other

caught:
  %obj = call ptr @__cxa_begin_catch(ptr %exn)
  %v = load i32, ptr %obj, align 4
  call void @__cxa_end_catch()
  %s = add i32 %v, %from
  br label %done

other:
  resume { ptr, i32 } %lp

done:
  %r = phi i32 [ %s, %caught ], [ %r1, %next ]
  ret i32 %r
}

; CHECK-LABEL: catch_int:
; CHECK-NEXT: .Lfunc_begin0:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: .cfi_personality 3, __gxx_personality_v0
; CHECK-NEXT: .cfi_lsda 3, .Lexception0
; CHECK-NEXT: subq	$40, %rsp
; CHECK-NEXT: .cfi_def_cfa_offset 48
; CHECK-NEXT: movl	$1, %eax
; CHECK-NEXT: movl	%eax, 36(%rsp) # 4-byte Spill
; CHECK-NEXT: movl	$2, %eax
; CHECK-NEXT: movl	%eax, 32(%rsp) # 4-byte Spill
; CHECK-NEXT: .Ltmp0:
; CHECK-NEXT: callq	may_throw@PLT
; CHECK-NEXT: movl	%eax, 28(%rsp) # 4-byte Spill
; CHECK-NEXT: .Ltmp1:
; CHECK-NEXT: movl	32(%rsp), %eax # 4-byte Reload
; CHECK-NEXT: movl	28(%rsp), %edi # 4-byte Reload
; CHECK-NEXT: .Ltmp2:
; CHECK-NEXT: movl	%eax, 36(%rsp) # 4-byte Spill
; CHECK-NEXT: callq	may_throw@PLT
; CHECK-NEXT: .Ltmp3:
; CHECK-NEXT: movl	%eax, 24(%rsp) # 4-byte Spill
; CHECK-NEXT: jmp	.LBB0_5
; CHECK-NEXT: .Ltmp4:
; CHECK-NEXT: movl	36(%rsp), %ecx # 4-byte Reload
; CHECK-NEXT: movl	%ecx, 20(%rsp) # 4-byte Spill
; CHECK-NEXT: movq	%rax, 8(%rsp) # 8-byte Spill
; CHECK-NEXT: cmpl	$1, %edx
; CHECK-NEXT: sete	%al
; CHECK-NEXT: testb	$1, %al
; CHECK-NEXT: jne	.LBB0_3
; CHECK-NEXT: jmp	.LBB0_4
; CHECK-NEXT: .LBB0_3:
; CHECK-NEXT: movq	8(%rsp), %rdi # 8-byte Reload
; CHECK-NEXT: callq	__cxa_begin_catch@PLT
; CHECK-NEXT: movl	(%rax), %eax
; CHECK-NEXT: movl	%eax, 4(%rsp) # 4-byte Spill
; CHECK-NEXT: callq	__cxa_end_catch@PLT
; CHECK-NEXT: movl	4(%rsp), %eax # 4-byte Reload
; CHECK-NEXT: movl	20(%rsp), %ecx # 4-byte Reload
; CHECK-NEXT: addl	%ecx, %eax
; CHECK-NEXT: movl	%eax, 24(%rsp) # 4-byte Spill
; CHECK-NEXT: jmp	.LBB0_5
; CHECK-NEXT: .LBB0_4:
; CHECK-NEXT: movq	8(%rsp), %rdi # 8-byte Reload
; CHECK-NEXT: callq	_Unwind_Resume@PLT
; CHECK-NEXT: .LBB0_5:
; CHECK-NEXT: movl	24(%rsp), %eax # 4-byte Reload
; CHECK-NEXT: addq	$40, %rsp
; CHECK-NEXT: .cfi_def_cfa_offset 8
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end0:
; CHECK-LABEL: GCC_except_table0:
; CHECK-NEXT: .Lexception0:
; CHECK-NEXT: .byte	255
; CHECK-NEXT: .byte	3
; CHECK-NEXT: .uleb128	.Lttbase0-.Lttbaseref0
; CHECK-NEXT: .Lttbaseref0:
; CHECK-NEXT: .byte	1
; CHECK-NEXT: .uleb128	.Lcst_end0-.Lcst_begin0
; CHECK-NEXT: .Lcst_begin0:
; CHECK-NEXT: .uleb128	.Ltmp0-.Lfunc_begin0
; CHECK-NEXT: .uleb128	.Ltmp3-.Ltmp0
; CHECK-NEXT: .uleb128	.Ltmp4-.Lfunc_begin0
; CHECK-NEXT: .byte	1
; CHECK-NEXT: .uleb128	.Ltmp3-.Lfunc_begin0
; CHECK-NEXT: .uleb128	.Lfunc_end0-.Ltmp3
; CHECK-NEXT: .byte	0
; CHECK-NEXT: .byte	0
; CHECK-NEXT: .Lcst_end0:
; CHECK-NEXT: .byte	1
; CHECK-NEXT: .byte	0
; CHECK-NEXT: .p2align	2
; CHECK-NEXT: .long	_ZTIi
; CHECK-NEXT: .Lttbase0:
; CHECK-NEXT: .p2align	2
; CHECK-NEXT: .section	".note.GNU-stack","",@progbits
