; Atomics on x86-64: an add whose old value is used is `lock xadd` (a sub adds the
; negation), an unused one the locked memory form (with an immediate when it fits), an
; exchange `xchg`; nand, max/min, float adds and a used `or` are compare-exchange loops
; (prepare::atomic_expand); cmpxchg is `lock cmpxchg` with the expected value in the
; accumulator, its success flag ZF; a seq_cst store is `xchg`, a release store a `mov`; a seq_cst fence is
; `mfence`, weaker fences emit nothing.
; RUN: kiln llc -O2 %s -o - | FileCheck %s
; RUN: kiln llc -O0 %s -o - | FileCheck %s --check-prefix=O0

define i32 @add_used(i32* %p, i32 %v) {
; CHECK-LABEL: add_used:
; CHECK: lock xaddl %esi, (%rdi)
; CHECK-NEXT: movl %esi, %eax
  %o = atomicrmw add i32* %p, i32 %v seq_cst
  ret i32 %o
}

define void @add_unused(i32* %p, i32 %v) {
; CHECK-LABEL: add_unused:
; CHECK: lock addl %esi, (%rdi)
; CHECK-NEXT: retq
  %o = atomicrmw add i32* %p, i32 %v seq_cst
  ret void
}

define void @rmw_imm(i64* %p, i16* %q, i8* %r) {
; CHECK-LABEL: rmw_imm:
; CHECK: lock addq $5, (%rdi)
; CHECK: lock andw $4096, (%rsi)
; CHECK: lock xorb $1, (%rdx)
  %a = atomicrmw add i64* %p, i64 5 monotonic
  %b = atomicrmw and i16* %q, i16 4096 seq_cst
  %c = atomicrmw xor i8* %r, i8 1 acq_rel
  ret void
}

define i8 @sub_used(i8* %p, i8 %v) {
; CHECK-LABEL: sub_used:
; CHECK: negb %[[R:[a-z]+]]
; CHECK-NEXT: lock xaddb %[[R]], (%rdi)
  %o = atomicrmw sub i8* %p, i8 %v seq_cst
  ret i8 %o
}

define i16 @xchg(i16* %p, i16 %v) {
; CHECK-LABEL: xchg:
; CHECK: xchgw %{{[a-z]+}}, (%rdi)
  %o = atomicrmw xchg i16* %p, i16 %v seq_cst
  ret i16 %o
}

define i32 @nand(i32* %p, i32 %v) {
; CHECK-LABEL: nand:
; CHECK: movl (%rdi), %eax
; CHECK: [[LOOP:.LBB[0-9_]+]]:
; CHECK: andl
; CHECK-NEXT: notl
; CHECK: lock cmpxchgl
; CHECK-NOT: cmp
; CHECK: jne [[LOOP]]
  %o = atomicrmw nand i32* %p, i32 %v seq_cst
  ret i32 %o
}

define i64 @umax(i64* %p, i64 %v) {
; CHECK-LABEL: umax:
; CHECK: [[LOOP:.LBB[0-9_]+]]:
; CHECK: cmovaq
; CHECK: lock cmpxchgq
; CHECK: jne [[LOOP]]
  %o = atomicrmw umax i64* %p, i64 %v seq_cst
  ret i64 %o
}

define float @fadd(float* %p, float %v) {
; CHECK-LABEL: fadd:
; CHECK: [[LOOP:.LBB[0-9_]+]]:
; CHECK: addss
; CHECK: lock cmpxchgl
; CHECK: jne [[LOOP]]
  %o = atomicrmw fadd float* %p, float %v seq_cst
  ret float %o
}

define { i32, i1 } @cas(i32* %p, i32 %c, i32 %n) {
; CHECK-LABEL: cas:
; CHECK: movl %esi, %eax
; CHECK-NEXT: lock cmpxchgl %edx, (%rdi)
; CHECK-NEXT: sete %dl
  %o = cmpxchg i32* %p, i32 %c, i32 %n seq_cst seq_cst
  ret { i32, i1 } %o
}

define i32 @loads_and_stores(i32* %p, i32 %v) {
; CHECK-LABEL: loads_and_stores:
; CHECK: movl %esi, (%rdi)
; CHECK: xchgl %esi, (%rdi)
; CHECK: movl (%rdi), %eax
  store atomic i32 %v, i32* %p release, align 4
  store atomic i32 %v, i32* %p seq_cst, align 4
  %o = load atomic i32, i32* %p seq_cst, align 4
  ret i32 %o
}

define void @store_double(double* %p, double %v) {
; CHECK-LABEL: store_double:
; CHECK: movq %xmm0, %rax
; CHECK-NEXT: xchgq %rax, (%rdi)
  store atomic double %v, double* %p seq_cst, align 8
  ret void
}

define void @fences() {
; CHECK-LABEL: fences:
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: mfence
; CHECK-NEXT: retq
; O0-LABEL: fences:
; O0: mfence
  fence acquire
  fence release
  fence acq_rel
  fence syncscope("singlethread") seq_cst
  fence seq_cst
  ret void
}

define i64 @add_o0(i64* %p) {
; O0-LABEL: add_o0:
; O0: lock xaddq
  %o = atomicrmw add i64* %p, i64 1 seq_cst, align 8
  ret i64 %o
}
