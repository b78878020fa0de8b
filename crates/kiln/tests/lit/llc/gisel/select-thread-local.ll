; Thread-local variable addresses through GlobalISel, without falling back: the translator's
; G_GLOBAL_VALUE carries the flags of the TLS model the SelectionDAG would use (x86-tpoff local
; exec, x86-gottpoff initial exec, x86-tlsgd general dynamic, x86-tlsld local dynamic), and
; InstructionSelect builds the SelectionDAG's sequences: %fs:0 plus the offset, or the
; TLS_addr64/TLS_base_addr64 call pseudos in their own call frame; a local-exec address an
; access reads is folded into it as %fs:sym@TPOFF+disp, and an initial-exec one as %fs:(%off)
; after the offset's load from the GOT (movq ie@GOTTPOFF(%rip), %rax; movl %edi, %fs:(%rax)), as
; llc does. Used directly, through
; llvm.threadlocal.address, and inside getelementptr and bitcast constant expressions.
; RUN: kiln llc -O0 -global-isel -global-isel-abort=1 -verify-machineinstrs -stop-after=instruction-select %s -o - | sed -n '/^body:/,/^\.\.\./p' | FileCheck %s --check-prefix=MIR-STATIC
; RUN: kiln llc -O0 -global-isel -global-isel-abort=1 -verify-machineinstrs -relocation-model=pic -stop-after=instruction-select %s -o - | sed -n '/^body:/,/^\.\.\./p' | FileCheck %s --check-prefix=MIR-PIC
; RUN: kiln llc -O0 -global-isel -global-isel-abort=1 -verify-machineinstrs %s -o - | FileCheck %s --check-prefix=STATIC
; RUN: kiln llc -O2 -global-isel -global-isel-abort=1 -verify-machineinstrs -relocation-model=pic %s -o - | FileCheck %s --check-prefix=PIC
;
; Execution: four threads at once over variables of every model (gisel_tls_lib.c), built at
; -O0 and -O2 into a shared library (pic: general and local dynamic) and into an executable
; (static: local and initial exec), print what llc's build prints.
; RUN: I=$(cd $(dirname %s)/../../Inputs && pwd) && rm -rf %t && mkdir -p %t && cd %t && \
; RUN: cc -c -fPIC $I/gisel_tls_main.c -o main-pic.o && cc -c -fno-pie $I/gisel_tls_main.c -o main.o && \
; RUN: for o in O0 O2; do \
; RUN:   clang-14 -$o -S -emit-llvm -fPIC $I/gisel_tls_lib.c -o pic-$o.ll && \
; RUN:   clang-14 -$o -S -emit-llvm $I/gisel_tls_lib.c -o static-$o.ll && \
; RUN:   llc-14 -$o -relocation-model=pic -filetype=obj pic-$o.ll -o ref-pic.o && cc -shared ref-pic.o -o libref.so && \
; RUN:   cc main-pic.o ./libref.so -o ref-pic -lpthread && ./ref-pic > ref-pic.txt && \
; RUN:   kiln llc -$o -global-isel -global-isel-abort=1 -relocation-model=pic -filetype=obj pic-$o.ll -o k-pic.o && \
; RUN:   cc -shared k-pic.o -o libk.so && cc main-pic.o ./libk.so -o k-pic -lpthread && ./k-pic > k-pic.txt && \
; RUN:   cmp ref-pic.txt k-pic.txt && grep -q 'thread 3: .* own' k-pic.txt && \
; RUN:   llc-14 -$o -filetype=obj static-$o.ll -o ref.o && cc -no-pie main.o ref.o -o ref -lpthread && ./ref > ref.txt && \
; RUN:   kiln llc -$o -global-isel -global-isel-abort=1 -filetype=obj static-$o.ll -o k.o && \
; RUN:   cc -no-pie main.o k.o -o k -lpthread && ./k > k.txt && cmp ref.txt k.txt || exit 1; \
; RUN: done

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@loc = internal thread_local global i32 0, align 4
@arr = dso_local thread_local global [4 x i32] zeroinitializer, align 4
@ext = external thread_local global i32, align 4
@ie = external thread_local(initialexec) global i32, align 4

define i32 @direct() {
  %v = load i32, ptr @loc, align 4
  %n = add i32 %v, 1
  store i32 %n, ptr @loc, align 4
  ret i32 %n
}

define i32 @gep_expr() {
  %v = load i32, ptr getelementptr ([4 x i32], ptr @arr, i64 0, i64 2), align 4
  ret i32 %v
}

define ptr @external() {
  ret ptr @ext
}

define void @initial_exec(i32 %x) {
  store i32 %x, ptr @ie, align 4
  ret void
}

define ptr @intrinsic() {
  %p = call ptr @llvm.threadlocal.address.p0(ptr @loc)
  ret ptr %p
}

define ptr @bitcast_expr() {
  ret ptr bitcast (ptr getelementptr (i8, ptr @ext, i64 4) to ptr)
}

declare ptr @llvm.threadlocal.address.p0(ptr)

; MIR-STATIC: body:            |
; MIR-STATIC-NEXT:   bb.0 (%ir-block.0):
; MIR-STATIC-NEXT:     %1:gr32 = MOV32rm $noreg, 1, $noreg, target-flags(x86-tpoff) @loc, $fs :: (load (s32) from @loc)
; MIR-STATIC-NEXT:     %3:gr32 = ADD32ri8 %1, 1, implicit-def $eflags
; MIR-STATIC-NEXT:     MOV32mr $noreg, 1, $noreg, target-flags(x86-tpoff) @loc, $fs, %3 :: (store (s32) into @loc)
; MIR-STATIC-NEXT:     $eax = COPY %3
; MIR-STATIC-NEXT:     RET 0, $eax
; MIR-STATIC-NEXT: ...
; MIR-STATIC-NEXT: body:            |
; MIR-STATIC-NEXT:   bb.0 (%ir-block.0):
; MIR-STATIC-NEXT:     %3:gr32 = MOV32rm $noreg, 1, $noreg, target-flags(x86-tpoff) @arr + 8, $fs :: (load (s32))
; MIR-STATIC-NEXT:     $eax = COPY %3
; MIR-STATIC-NEXT:     RET 0, $eax
; MIR-STATIC-NEXT: ...
; MIR-STATIC-NEXT: body:            |
; MIR-STATIC-NEXT:   bb.0 (%ir-block.0):
; MIR-STATIC-NEXT:     %1:gr64 = MOV64rm $rip, 1, $noreg, target-flags(x86-gottpoff) @ext, $noreg
; MIR-STATIC-NEXT:     %2:gr64 = MOV64rm $noreg, 1, $noreg, 0, $fs
; MIR-STATIC-NEXT:     %0:gr64 = ADD64rr %2, %1, implicit-def $eflags
; MIR-STATIC-NEXT:     $rax = COPY %0
; MIR-STATIC-NEXT:     RET 0, $rax
; MIR-STATIC-NEXT: ...
; MIR-STATIC-NEXT: body:            |
; MIR-STATIC-NEXT:   bb.0 (%ir-block.0):
; MIR-STATIC-NEXT:     liveins: $edi
; MIR-STATIC-EMPTY:
; MIR-STATIC-NEXT:     %0:gr32 = COPY $edi
; MIR-STATIC-NEXT:     %2:gr64 = MOV64rm $rip, 1, $noreg, target-flags(x86-gottpoff) @ie, $noreg
; MIR-STATIC-NEXT:     MOV32mr %2, 1, $noreg, 0, $fs, %0 :: (store (s32) into @ie)
; MIR-STATIC-NEXT:     RET 0
; MIR-STATIC-NEXT: ...
; MIR-STATIC-NEXT: body:            |
; MIR-STATIC-NEXT:   bb.0 (%ir-block.0):
; MIR-STATIC-NEXT:     %2:gr64 = MOV64rm $noreg, 1, $noreg, 0, $fs
; MIR-STATIC-NEXT:     %0:gr64 = LEA64r %2, 1, $noreg, target-flags(x86-tpoff) @loc, $noreg
; MIR-STATIC-NEXT:     %1:gr64 = COPY %0
; MIR-STATIC-NEXT:     $rax = COPY %1
; MIR-STATIC-NEXT:     RET 0, $rax
; MIR-STATIC-NEXT: ...
; MIR-STATIC-NEXT: body:            |
; MIR-STATIC-NEXT:   bb.0 (%ir-block.0):
; MIR-STATIC-NEXT:     %4:gr64 = MOV64rm $rip, 1, $noreg, target-flags(x86-gottpoff) @ext, $noreg
; MIR-STATIC-NEXT:     %5:gr64 = MOV64rm $noreg, 1, $noreg, 0, $fs
; MIR-STATIC-NEXT:     %0:gr64 = ADD64rr %5, %4, implicit-def $eflags
; MIR-STATIC-NEXT:     %2:gr64 = LEA64r %0, 1, $noreg, 4, $noreg
; MIR-STATIC-NEXT:     %3:gr64 = COPY %2
; MIR-STATIC-NEXT:     $rax = COPY %3
; MIR-STATIC-NEXT:     RET 0, $rax
; MIR-STATIC-NEXT: ...

; MIR-PIC: body:            |
; MIR-PIC-NEXT:   bb.0 (%ir-block.0):
; MIR-PIC-NEXT:     ADJCALLSTACKDOWN64 0, 0, 0, implicit-def $rsp, implicit-def $eflags, implicit $rsp
; MIR-PIC-NEXT:     TLS_base_addr64 target-flags(x86-tlsld) @loc, csr_64, implicit $rsp, implicit-def $rax, implicit-def $eflags
; MIR-PIC-NEXT:     ADJCALLSTACKUP64 0, 0, implicit-def $rsp, implicit-def $eflags, implicit $rsp
; MIR-PIC-NEXT:     %6:gr64 = COPY $rax
; MIR-PIC-NEXT:     %0:gr64 = LEA64r %6, 1, $noreg, target-flags(x86-dtpoff) @loc, $noreg
; MIR-PIC-NEXT:     %1:gr32 = MOV32rm %0, 1, $noreg, 0, $noreg :: (load (s32) from @loc)
; MIR-PIC-NEXT:     %3:gr32 = ADD32ri8 %1, 1, implicit-def $eflags
; MIR-PIC-NEXT:     ADJCALLSTACKDOWN64 0, 0, 0, implicit-def $rsp, implicit-def $eflags, implicit $rsp
; MIR-PIC-NEXT:     TLS_base_addr64 target-flags(x86-tlsld) @loc, csr_64, implicit $rsp, implicit-def $rax, implicit-def $eflags
; MIR-PIC-NEXT:     ADJCALLSTACKUP64 0, 0, implicit-def $rsp, implicit-def $eflags, implicit $rsp
; MIR-PIC-NEXT:     %5:gr64 = COPY $rax
; MIR-PIC-NEXT:     %4:gr64 = LEA64r %5, 1, $noreg, target-flags(x86-dtpoff) @loc, $noreg
; MIR-PIC-NEXT:     MOV32mr %4, 1, $noreg, 0, $noreg, %3 :: (store (s32) into @loc)
; MIR-PIC-NEXT:     $eax = COPY %3
; MIR-PIC-NEXT:     RET 0, $eax
; MIR-PIC-NEXT: ...
; MIR-PIC-NEXT: body:            |
; MIR-PIC-NEXT:   bb.0 (%ir-block.0):
; MIR-PIC-NEXT:     ADJCALLSTACKDOWN64 0, 0, 0, implicit-def $rsp, implicit-def $eflags, implicit $rsp
; MIR-PIC-NEXT:     TLS_base_addr64 target-flags(x86-tlsld) @arr, csr_64, implicit $rsp, implicit-def $rax, implicit-def $eflags
; MIR-PIC-NEXT:     ADJCALLSTACKUP64 0, 0, implicit-def $rsp, implicit-def $eflags, implicit $rsp
; MIR-PIC-NEXT:     %4:gr64 = COPY $rax
; MIR-PIC-NEXT:     %0:gr64 = LEA64r %4, 1, $noreg, target-flags(x86-dtpoff) @arr, $noreg
; MIR-PIC-NEXT:     %3:gr32 = MOV32rm %0, 1, $noreg, 8, $noreg :: (load (s32))
; MIR-PIC-NEXT:     $eax = COPY %3
; MIR-PIC-NEXT:     RET 0, $eax
; MIR-PIC-NEXT: ...
; MIR-PIC-NEXT: body:            |
; MIR-PIC-NEXT:   bb.0 (%ir-block.0):
; MIR-PIC-NEXT:     ADJCALLSTACKDOWN64 0, 0, 0, implicit-def $rsp, implicit-def $eflags, implicit $rsp
; MIR-PIC-NEXT:     TLS_addr64 target-flags(x86-tlsgd) @ext, csr_64, implicit $rsp, implicit-def $rax, implicit-def $eflags
; MIR-PIC-NEXT:     ADJCALLSTACKUP64 0, 0, implicit-def $rsp, implicit-def $eflags, implicit $rsp
; MIR-PIC-NEXT:     %0:gr64 = COPY $rax
; MIR-PIC-NEXT:     $rax = COPY %0
; MIR-PIC-NEXT:     RET 0, $rax
; MIR-PIC-NEXT: ...
; MIR-PIC-NEXT: body:            |
; MIR-PIC-NEXT:   bb.0 (%ir-block.0):
; MIR-PIC-NEXT:     liveins: $edi
; MIR-PIC-EMPTY:
; MIR-PIC-NEXT:     %0:gr32 = COPY $edi
; MIR-PIC-NEXT:     %2:gr64 = MOV64rm $rip, 1, $noreg, target-flags(x86-gottpoff) @ie, $noreg
; MIR-PIC-NEXT:     MOV32mr %2, 1, $noreg, 0, $fs, %0 :: (store (s32) into @ie)
; MIR-PIC-NEXT:     RET 0
; MIR-PIC-NEXT: ...
; MIR-PIC-NEXT: body:            |
; MIR-PIC-NEXT:   bb.0 (%ir-block.0):
; MIR-PIC-NEXT:     ADJCALLSTACKDOWN64 0, 0, 0, implicit-def $rsp, implicit-def $eflags, implicit $rsp
; MIR-PIC-NEXT:     TLS_base_addr64 target-flags(x86-tlsld) @loc, csr_64, implicit $rsp, implicit-def $rax, implicit-def $eflags
; MIR-PIC-NEXT:     ADJCALLSTACKUP64 0, 0, implicit-def $rsp, implicit-def $eflags, implicit $rsp
; MIR-PIC-NEXT:     %2:gr64 = COPY $rax
; MIR-PIC-NEXT:     %0:gr64 = LEA64r %2, 1, $noreg, target-flags(x86-dtpoff) @loc, $noreg
; MIR-PIC-NEXT:     %1:gr64 = COPY %0
; MIR-PIC-NEXT:     $rax = COPY %1
; MIR-PIC-NEXT:     RET 0, $rax
; MIR-PIC-NEXT: ...
; MIR-PIC-NEXT: body:            |
; MIR-PIC-NEXT:   bb.0 (%ir-block.0):
; MIR-PIC-NEXT:     ADJCALLSTACKDOWN64 0, 0, 0, implicit-def $rsp, implicit-def $eflags, implicit $rsp
; MIR-PIC-NEXT:     TLS_addr64 target-flags(x86-tlsgd) @ext, csr_64, implicit $rsp, implicit-def $rax, implicit-def $eflags
; MIR-PIC-NEXT:     ADJCALLSTACKUP64 0, 0, implicit-def $rsp, implicit-def $eflags, implicit $rsp
; MIR-PIC-NEXT:     %0:gr64 = COPY $rax
; MIR-PIC-NEXT:     %2:gr64 = LEA64r %0, 1, $noreg, 4, $noreg
; MIR-PIC-NEXT:     %3:gr64 = COPY %2
; MIR-PIC-NEXT:     $rax = COPY %3
; MIR-PIC-NEXT:     RET 0, $rax
; MIR-PIC-NEXT: ...

; STATIC-LABEL: direct:
; STATIC-NEXT: .cfi_startproc
; STATIC-NEXT: movl	%fs:loc@TPOFF, %eax
; STATIC-NEXT: addl	$1, %eax
; STATIC-NEXT: movl	%eax, %fs:loc@TPOFF
; STATIC-NEXT: retq
; STATIC-NEXT: .Lfunc_end0:
; STATIC-LABEL: gep_expr:
; STATIC-NEXT: .cfi_startproc
; STATIC-NEXT: movl	%fs:arr@TPOFF+8, %eax
; STATIC-NEXT: retq
; STATIC-NEXT: .Lfunc_end1:
; STATIC-LABEL: external:
; STATIC-NEXT: .cfi_startproc
; STATIC-NEXT: movq	ext@GOTTPOFF(%rip), %rax
; STATIC-NEXT: movq	%fs:0, %rcx
; STATIC-NEXT: addq	%rax, %rcx
; STATIC-NEXT: movq	%rcx, %rax
; STATIC-NEXT: retq
; STATIC-NEXT: .Lfunc_end2:
; STATIC-LABEL: initial_exec:
; STATIC-NEXT: .cfi_startproc
; STATIC-NEXT: movq	ie@GOTTPOFF(%rip), %rax
; STATIC-NEXT: movl	%edi, %fs:(%rax)
; STATIC-NEXT: retq
; STATIC-NEXT: .Lfunc_end3:
; STATIC-LABEL: intrinsic:
; STATIC-NEXT: .cfi_startproc
; STATIC-NEXT: movq	%fs:0, %rax
; STATIC-NEXT: leaq	loc@TPOFF(%rax), %rax
; STATIC-NEXT: retq
; STATIC-NEXT: .Lfunc_end4:
; STATIC-LABEL: bitcast_expr:
; STATIC-NEXT: .cfi_startproc
; STATIC-NEXT: movq	ext@GOTTPOFF(%rip), %rax
; STATIC-NEXT: movq	%fs:0, %rcx
; STATIC-NEXT: addq	%rax, %rcx
; STATIC-NEXT: leaq	4(%rcx), %rax
; STATIC-NEXT: retq
; STATIC-NEXT: .Lfunc_end5:
; STATIC-LABEL: loc:
; STATIC-NEXT: .long	0
; STATIC-NEXT: .size	loc, 4
; STATIC-NEXT: .type	arr,@object
; STATIC-NEXT: .globl	arr
; STATIC-NEXT: .p2align	2
; STATIC-LABEL: arr:
; STATIC-NEXT: .zero	16
; STATIC-NEXT: .size	arr, 16
; STATIC-NEXT: .section	".note.GNU-stack","",@progbits

; PIC-LABEL: direct:
; PIC-NEXT: .cfi_startproc
; PIC-NEXT: pushq	%rax
; PIC-NEXT: .cfi_def_cfa_offset 16
; PIC-NEXT: leaq	loc@TLSLD(%rip), %rdi
; PIC-NEXT: callq	__tls_get_addr@PLT
; PIC-NEXT: leaq	loc@DTPOFF(%rax), %rcx
; PIC-NEXT: movl	(%rcx), %eax
; PIC-NEXT: addl	$1, %eax
; PIC-NEXT: movl	%eax, (%rcx)
; PIC-NEXT: popq	%rcx
; PIC-NEXT: .cfi_def_cfa_offset 8
; PIC-NEXT: retq
; PIC-NEXT: .Lfunc_end0:
; PIC-LABEL: gep_expr:
; PIC-NEXT: .cfi_startproc
; PIC-NEXT: pushq	%rax
; PIC-NEXT: .cfi_def_cfa_offset 16
; PIC-NEXT: leaq	arr@TLSLD(%rip), %rdi
; PIC-NEXT: callq	__tls_get_addr@PLT
; PIC-NEXT: leaq	arr@DTPOFF(%rax), %rax
; PIC-NEXT: movl	8(%rax), %eax
; PIC-NEXT: popq	%rcx
; PIC-NEXT: .cfi_def_cfa_offset 8
; PIC-NEXT: retq
; PIC-NEXT: .Lfunc_end1:
; PIC-LABEL: external:
; PIC-NEXT: .cfi_startproc
; PIC-NEXT: pushq	%rax
; PIC-NEXT: .cfi_def_cfa_offset 16
; PIC-NEXT: data16
; PIC-NEXT: leaq	ext@TLSGD(%rip), %rdi
; PIC-NEXT: data16
; PIC-NEXT: data16
; PIC-NEXT: rex64
; PIC-NEXT: callq	__tls_get_addr@PLT
; PIC-NEXT: popq	%rcx
; PIC-NEXT: .cfi_def_cfa_offset 8
; PIC-NEXT: retq
; PIC-NEXT: .Lfunc_end2:
; PIC-LABEL: initial_exec:
; PIC-NEXT: .cfi_startproc
; PIC-NEXT: movq	ie@GOTTPOFF(%rip), %rax
; PIC-NEXT: movl	%edi, %fs:(%rax)
; PIC-NEXT: retq
; PIC-NEXT: .Lfunc_end3:
; PIC-LABEL: intrinsic:
; PIC-NEXT: .cfi_startproc
; PIC-NEXT: pushq	%rax
; PIC-NEXT: .cfi_def_cfa_offset 16
; PIC-NEXT: leaq	loc@TLSLD(%rip), %rdi
; PIC-NEXT: callq	__tls_get_addr@PLT
; PIC-NEXT: leaq	loc@DTPOFF(%rax), %rax
; PIC-NEXT: popq	%rcx
; PIC-NEXT: .cfi_def_cfa_offset 8
; PIC-NEXT: retq
; PIC-NEXT: .Lfunc_end4:
; PIC-LABEL: bitcast_expr:
; PIC-NEXT: .cfi_startproc
; PIC-NEXT: pushq	%rax
; PIC-NEXT: .cfi_def_cfa_offset 16
; PIC-NEXT: data16
; PIC-NEXT: leaq	ext@TLSGD(%rip), %rdi
; PIC-NEXT: data16
; PIC-NEXT: data16
; PIC-NEXT: rex64
; PIC-NEXT: callq	__tls_get_addr@PLT
; PIC-NEXT: leaq	4(%rax), %rax
; PIC-NEXT: popq	%rcx
; PIC-NEXT: .cfi_def_cfa_offset 8
; PIC-NEXT: retq
; PIC-NEXT: .Lfunc_end5:
; PIC-LABEL: loc:
; PIC-NEXT: .long	0
; PIC-NEXT: .size	loc, 4
; PIC-NEXT: .type	arr,@object
; PIC-NEXT: .globl	arr
; PIC-NEXT: .p2align	2
; PIC-LABEL: arr:
; PIC-NEXT: .zero	16
; PIC-NEXT: .size	arr, 16
; PIC-NEXT: .section	".note.GNU-stack","",@progbits
