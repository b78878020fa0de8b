; Exception handling (Itanium/DWARF): each invoke's call between EH labels (.Ltmp), a landing
; pad starting with its label and reading the exception pointer (RAX) and selector (RDX),
; llvm.eh.typeid.for as the type's index in the table, resume as _Unwind_Resume; the function
; begins with .Lfunc_begin, .cfi_personality and .cfi_lsda (indirect through DW.ref when
; position-independent), and its LSDA follows in .gcc_except_table: call-site table (a
; no-landing-pad entry after the last invoke since __cxa_end_catch may throw), actions, type
; table through .DW.stub pointers, filters. Static code uses absolute udata4 pointers. The
; SelectionDAG's code (GlobalISel's: gisel/eh-invoke.ll).
; RUN: kiln llc -O0 -global-isel=0 -relocation-model=pic %s -o - | FileCheck %s
; RUN: kiln llc -O0 -global-isel=0 -relocation-model=static %s -o - | grep -e cfi_personality -e cfi_lsda -e '.long' -e DW.ref | FileCheck %s --check-prefix=STATIC
; STATIC: .cfi_personality 3, __gxx_personality_v0
; STATIC-NEXT: .cfi_lsda 3, .Lexception0
; STATIC-NEXT: .long _ZTIi
; STATIC-NEXT: .long 0
; STATIC-NEXT: .cfi_personality 3, __gxx_personality_v0
; STATIC-NEXT: .cfi_lsda 3, .Lexception1
; STATIC-NEXT: .cfi_personality 3, __gxx_personality_v0
; STATIC-NEXT: .cfi_lsda 3, .Lexception2
; STATIC-NEXT: .long _ZTIi
; STATIC-NOT: DW.ref

@_ZTIi = external constant ptr

declare void @may_throw(i32)
declare i32 @__gxx_personality_v0(...)
declare i32 @llvm.eh.typeid.for(ptr)
declare ptr @__cxa_begin_catch(ptr)
declare void @__cxa_end_catch()
declare void @__cxa_call_unexpected(ptr)
declare void @destroy(ptr)

define i32 @catch_int(i32 %x) personality ptr @__gxx_personality_v0 {
entry:
  invoke void @may_throw(i32 %x)
          to label %done unwind label %pad

pad:
  %lp = landingpad { ptr, i32 }
          catch ptr @_ZTIi
          catch ptr null
  %exn = extractvalue { ptr, i32 } %lp, 0
  %sel = extractvalue { ptr, i32 } %lp, 1
  %id = call i32 @llvm.eh.typeid.for(ptr @_ZTIi)
  %is_int = icmp eq i32 %sel, %id
  %obj = call ptr @__cxa_begin_catch(ptr %exn)
  br i1 %is_int, label %caught_int, label %caught_all

caught_int:
  %v = load i32, ptr %obj, align 4
  call void @__cxa_end_catch()
  br label %done

caught_all:
  call void @__cxa_end_catch()
  br label %done

done:
  %r = phi i32 [ %v, %caught_int ], [ -1, %caught_all ], [ %x, %entry ]
  ret i32 %r
}

define void @cleanup(i32 %x, ptr %obj) personality ptr @__gxx_personality_v0 {
entry:
  invoke void @may_throw(i32 %x)
          to label %ok unwind label %pad

ok:
  call void @destroy(ptr %obj)
  ret void

pad:
  %lp = landingpad { ptr, i32 }
          cleanup
  call void @destroy(ptr %obj)
  resume { ptr, i32 } %lp
}

define void @spec(i32 %x) personality ptr @__gxx_personality_v0 {
entry:
  invoke void @may_throw(i32 %x)
          to label %ok unwind label %pad

ok:
  ret void

pad:
  %lp = landingpad { ptr, i32 }
          filter [1 x ptr] [ptr @_ZTIi]
  %exn = extractvalue { ptr, i32 } %lp, 0
  call void @__cxa_call_unexpected(ptr %exn)
  unreachable
}

; CHECK-LABEL: catch_int:
; CHECK-NEXT: .Lfunc_begin0:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: .cfi_personality 155, DW.ref.__gxx_personality_v0
; CHECK-NEXT: .cfi_lsda 27, .Lexception0
; CHECK-NEXT: subq	$40, %rsp
; CHECK-NEXT: .cfi_def_cfa_offset 48
; CHECK-NEXT: .Ltmp0:
; CHECK-NEXT: movl	%edi, 36(%rsp) # 4-byte Spill
; CHECK-NEXT: callq	may_throw@PLT
; CHECK-NEXT: .Ltmp1:
; CHECK-NEXT: movl	36(%rsp), %edi # 4-byte Reload
; CHECK-NEXT: movl	%edi, 32(%rsp) # 4-byte Spill
; CHECK-NEXT: jmp	.LBB0_4
; CHECK-NEXT: .Ltmp2:
; CHECK-NEXT: movq	%rax, %rdi
; CHECK-NEXT: movl	%edx, 28(%rsp) # 4-byte Spill
; CHECK-NEXT: callq	__cxa_begin_catch@PLT
; CHECK-NEXT: movq	%rax, 16(%rsp) # 8-byte Spill
; CHECK-NEXT: movl	28(%rsp), %eax # 4-byte Reload
; CHECK-NEXT: cmpl	$2, %eax
; CHECK-NEXT: jne	.LBB0_3
; CHECK-NEXT: movq	16(%rsp), %rax # 8-byte Reload
; CHECK-NEXT: movl	(%rax), %eax
; CHECK-NEXT: movl	%eax, 12(%rsp) # 4-byte Spill
; CHECK-NEXT: callq	__cxa_end_catch@PLT
; CHECK-NEXT: movl	12(%rsp), %eax # 4-byte Reload
; CHECK-NEXT: movl	%eax, 32(%rsp) # 4-byte Spill
; CHECK-NEXT: jmp	.LBB0_4
; CHECK-NEXT: .LBB0_3:
; CHECK-NEXT: callq	__cxa_end_catch@PLT
; CHECK-NEXT: movl	$-1, %eax
; CHECK-NEXT: movl	%eax, 32(%rsp) # 4-byte Spill
; CHECK-NEXT: .LBB0_4:
; CHECK-NEXT: movl	32(%rsp), %eax # 4-byte Reload
; CHECK-NEXT: addq	$40, %rsp
; CHECK-NEXT: .cfi_def_cfa_offset 8
; CHECK-NEXT: retq
; CHECK-NEXT: .Lfunc_end0:
; CHECK-LABEL: GCC_except_table0:
; CHECK-NEXT: .Lexception0:
; CHECK-NEXT: .byte	255
; CHECK-NEXT: .byte	155
; CHECK-NEXT: .uleb128	.Lttbase0-.Lttbaseref0
; CHECK-NEXT: .Lttbaseref0:
; CHECK-NEXT: .byte	1
; CHECK-NEXT: .uleb128	.Lcst_end0-.Lcst_begin0
; CHECK-NEXT: .Lcst_begin0:
; CHECK-NEXT: .uleb128	.Ltmp0-.Lfunc_begin0
; CHECK-NEXT: .uleb128	.Ltmp1-.Ltmp0
; CHECK-NEXT: .uleb128	.Ltmp2-.Lfunc_begin0
; CHECK-NEXT: .byte	3
; CHECK-NEXT: .uleb128	.Ltmp1-.Lfunc_begin0
; CHECK-NEXT: .uleb128	.Lfunc_end0-.Ltmp1
; CHECK-NEXT: .byte	0
; CHECK-NEXT: .byte	0
; CHECK-NEXT: .Lcst_end0:
; CHECK-NEXT: .byte	1
; CHECK-NEXT: .byte	0
; CHECK-NEXT: .byte	2
; CHECK-NEXT: .byte	125
; CHECK-NEXT: .p2align	2
; CHECK-NEXT: .Ltmp3:
; CHECK-NEXT: .long	.L_ZTIi.DW.stub-.Ltmp3
; CHECK-NEXT: .long	0
; CHECK-NEXT: .Lttbase0:
; CHECK-NEXT: .p2align	2
; CHECK-NEXT: .text
; CHECK-NEXT: .globl	cleanup
; CHECK-NEXT: .p2align	4, 0x90
; CHECK-NEXT: .type	cleanup,@function
; CHECK-LABEL: cleanup:
; CHECK-NEXT: .Lfunc_begin1:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: .cfi_personality 155, DW.ref.__gxx_personality_v0
; CHECK-NEXT: .cfi_lsda 27, .Lexception1
; CHECK-NEXT: subq	$24, %rsp
; CHECK-NEXT: .cfi_def_cfa_offset 32
; CHECK-NEXT: movq	%rsi, 16(%rsp) # 8-byte Spill
; CHECK-NEXT: .Ltmp4:
; CHECK-NEXT: callq	may_throw@PLT
; CHECK-NEXT: .Ltmp5:
; CHECK-NEXT: movq	16(%rsp), %rdi # 8-byte Reload
; CHECK-NEXT: callq	destroy@PLT
; CHECK-NEXT: addq	$24, %rsp
; CHECK-NEXT: .cfi_def_cfa_offset 8
; CHECK-NEXT: retq
; CHECK-NEXT: .cfi_def_cfa_offset 32
; CHECK-NEXT: .Ltmp6:
; CHECK-NEXT: movq	16(%rsp), %rdi # 8-byte Reload
; CHECK-NEXT: movq	%rax, 8(%rsp) # 8-byte Spill
; CHECK-NEXT: callq	destroy@PLT
; CHECK-NEXT: movq	8(%rsp), %rax # 8-byte Reload
; CHECK-NEXT: movq	%rax, %rdi
; CHECK-NEXT: callq	_Unwind_Resume
; CHECK-NEXT: .Lfunc_end1:
; CHECK-LABEL: GCC_except_table1:
; CHECK-NEXT: .Lexception1:
; CHECK-NEXT: .byte	255
; CHECK-NEXT: .byte	255
; CHECK-NEXT: .byte	1
; CHECK-NEXT: .uleb128	.Lcst_end1-.Lcst_begin1
; CHECK-NEXT: .Lcst_begin1:
; CHECK-NEXT: .uleb128	.Ltmp4-.Lfunc_begin1
; CHECK-NEXT: .uleb128	.Ltmp5-.Ltmp4
; CHECK-NEXT: .uleb128	.Ltmp6-.Lfunc_begin1
; CHECK-NEXT: .byte	0
; CHECK-NEXT: .uleb128	.Ltmp5-.Lfunc_begin1
; CHECK-NEXT: .uleb128	.Lfunc_end1-.Ltmp5
; CHECK-NEXT: .byte	0
; CHECK-NEXT: .byte	0
; CHECK-NEXT: .Lcst_end1:
; CHECK-NEXT: .p2align	2
; CHECK-NEXT: .text
; CHECK-NEXT: .globl	spec
; CHECK-NEXT: .p2align	4, 0x90
; CHECK-NEXT: .type	spec,@function
; CHECK-LABEL: spec:
; CHECK-NEXT: .Lfunc_begin2:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: .cfi_personality 155, DW.ref.__gxx_personality_v0
; CHECK-NEXT: .cfi_lsda 27, .Lexception2
; CHECK-NEXT: pushq	%rax
; CHECK-NEXT: .cfi_def_cfa_offset 16
; CHECK-NEXT: .Ltmp7:
; CHECK-NEXT: callq	may_throw@PLT
; CHECK-NEXT: .Ltmp8:
; CHECK-NEXT: popq	%rax
; CHECK-NEXT: .cfi_def_cfa_offset 8
; CHECK-NEXT: retq
; CHECK-NEXT: .cfi_def_cfa_offset 16
; CHECK-NEXT: .Ltmp9:
; CHECK-NEXT: movq	%rax, %rdi
; CHECK-NEXT: callq	__cxa_call_unexpected@PLT
; CHECK-NEXT: .Lfunc_end2:
; CHECK-LABEL: GCC_except_table2:
; CHECK-NEXT: .Lexception2:
; CHECK-NEXT: .byte	255
; CHECK-NEXT: .byte	155
; CHECK-NEXT: .uleb128	.Lttbase1-.Lttbaseref1
; CHECK-NEXT: .Lttbaseref1:
; CHECK-NEXT: .byte	1
; CHECK-NEXT: .uleb128	.Lcst_end2-.Lcst_begin2
; CHECK-NEXT: .Lcst_begin2:
; CHECK-NEXT: .uleb128	.Ltmp7-.Lfunc_begin2
; CHECK-NEXT: .uleb128	.Ltmp8-.Ltmp7
; CHECK-NEXT: .uleb128	.Ltmp9-.Lfunc_begin2
; CHECK-NEXT: .byte	1
; CHECK-NEXT: .uleb128	.Ltmp8-.Lfunc_begin2
; CHECK-NEXT: .uleb128	.Lfunc_end2-.Ltmp8
; CHECK-NEXT: .byte	0
; CHECK-NEXT: .byte	0
; CHECK-NEXT: .Lcst_end2:
; CHECK-NEXT: .byte	127
; CHECK-NEXT: .byte	0
; CHECK-NEXT: .p2align	2
; CHECK-NEXT: .Ltmp10:
; CHECK-NEXT: .long	.L_ZTIi.DW.stub-.Ltmp10
; CHECK-NEXT: .Lttbase1:
; CHECK-NEXT: .byte	1
; CHECK-NEXT: .byte	0
; CHECK-NEXT: .p2align	2
; CHECK-NEXT: .data
; CHECK-NEXT: .p2align	3
; CHECK-NEXT: .L_ZTIi.DW.stub:
; CHECK-NEXT: .quad	_ZTIi
; CHECK-NEXT: .hidden	DW.ref.__gxx_personality_v0
; CHECK-NEXT: .weak	DW.ref.__gxx_personality_v0
; CHECK-NEXT: .section	.data.DW.ref.__gxx_personality_v0,"aGw",@progbits,DW.ref.__gxx_personality_v0,comdat
; CHECK-NEXT: .p2align	3
; CHECK-NEXT: .type	DW.ref.__gxx_personality_v0,@object
; CHECK-NEXT: .size	DW.ref.__gxx_personality_v0, 8
; CHECK-LABEL: DW.ref.__gxx_personality_v0:
; CHECK-NEXT: .quad	__gxx_personality_v0
; CHECK-NEXT: .section	".note.GNU-stack","",@progbits

