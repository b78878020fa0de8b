; -x86-asm-syntax=intel: `.intel_syntax noprefix`, destination first, sizes spelled out on
; memory operands (`dword ptr [rip + x]`), `scale*index` addresses, `offset sym` immediates,
; mnemonics without the size suffix (movzx, movsx, movsxd, cdqe, movabs), x87 register forms
; with Intel's fsub/fsubr naming. The Intel text assembles (llvm-mc) to the same code and
; relocations as the AT&T text.
; RUN: kiln llc -O2 -x86-asm-syntax=intel %s -o - | FileCheck %s
; RUN: kiln llc -O2 -x86-asm-syntax=intel %s -o %t.intel.s && llvm-mc -filetype=obj %t.intel.s -o %t.intel.o \
; RUN:   && kiln llc -O2 %s -o %t.att.s && llvm-mc -filetype=obj %t.att.s -o %t.att.o \
; RUN:   && llvm-objdump -d -r %t.intel.o | tail -n +3 > %t.intel.txt && llvm-objdump -d -r %t.att.o | tail -n +3 > %t.att.txt \
; RUN:   && cmp %t.intel.txt %t.att.txt
; RUN: not kiln llc -x86-asm-syntax=fancy %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=BAD

target triple = "x86_64-unknown-linux-gnu"

@g = dso_local global i32 0
@arr = dso_local global [16 x i64] zeroinitializer
@tls = dso_local thread_local global i32 0
@f80 = dso_local global x86_fp80 0xK3FFF8000000000000000

declare void @h(i32)

; CHECK:      .text
; CHECK-NEXT: .intel_syntax noprefix

define i64 @loads(i64 %i, i8* %p, i16 %w) {
  %v = load i32, i32* @g
  %a = getelementptr [16 x i64], [16 x i64]* @arr, i64 0, i64 %i
  %x = load i64, i64* %a
  %b = load i8, i8* %p
  %bz = zext i8 %b to i64
  %ws = sext i16 %w to i64
  %vs = sext i32 %v to i64
  %s1 = add i64 %x, %bz
  %s2 = add i64 %s1, %ws
  %s3 = add i64 %s2, %vs
  ret i64 %s3
}
; CHECK-LABEL: loads:
; CHECK-DAG: movzx eax, byte ptr [rsi]
; CHECK-DAG: movsxd {{r[a-z0-9]+}}, dword ptr [rip + g]
; CHECK-DAG: add rax, qword ptr [8*rdi + arr]
; CHECK-DAG: movsx {{r[a-z0-9]+}}, dx
; CHECK: ret

define void @stores(i32 %x, i32* %p) {
  store i32 %x, i32* @g
  %q = getelementptr i32, i32* %p, i64 -3
  store i32 7, i32* %q
  store i32 %x, i32* @tls
  ret void
}
; CHECK-LABEL: stores:
; CHECK-DAG: mov dword ptr [rip + g], edi
; CHECK-DAG: mov dword ptr [rsi - 12], 7
; CHECK-DAG: mov dword ptr fs:[tls@TPOFF], edi
; CHECK: ret

define i64 @constants(i64 %x) {
  %a = add i64 %x, 81985529216486895
  %p = ptrtoint i32* @g to i64
  %b = add i64 %a, %p
  ret i64 %b
}
; CHECK-LABEL: constants:
; CHECK: movabs rax, 81985529216486895
; CHECK: lea rax, [rdi + rax + g]

define i32 @shifts_and_division(i32 %x, i32 %n, i64 %y, i64 %z) {
  %s = shl i32 %x, %n
  %q = sdiv i64 %y, %z
  %t = trunc i64 %q to i32
  %r = add i32 %s, %t
  ret i32 %r
}
; CHECK-LABEL: shifts_and_division:
; CHECK: shl edi, cl
; CHECK: sar {{r[a-z0-9]+}}, 63
; CHECK: idiv {{r[a-z0-9]+}}

define void @calls(void (i32)* %fp, i32 %c) {
  call void @h(i32 1)
  call void %fp(i32 %c)
  ret void
}
; CHECK-LABEL: calls:
; CHECK: push r14
; CHECK: mov r14, rdi
; CHECK: call h@PLT
; CHECK: call r14
; CHECK: pop r14

define i32 @conditions(i32 %a, i32 %b) {
  %c = icmp slt i32 %a, %b
  %z = zext i1 %c to i32
  %m = select i1 %c, i32 %a, i32 %b
  %r = add i32 %z, %m
  ret i32 %r
}
; CHECK-LABEL: conditions:
; CHECK: cmp edi, esi
; CHECK: setl {{[a-z]+}}
; CHECK: cmovl esi, edi

define double @sse(i64 %i, double %d) {
  %f = sitofp i64 %i to double
  %r = fsub double %f, %d
  ret double %r
}
; CHECK-LABEL: sse:
; CHECK: cvtsi2sd xmm1, rdi
; CHECK: subsd xmm1, xmm0
; CHECK: movaps xmm0, xmm1

define x86_fp80 @x87(x86_fp80 %a, x86_fp80 %b) {
  %l = load x86_fp80, x86_fp80* @f80
  %d = fsub x86_fp80 %a, %b
  %e = fdiv x86_fp80 %l, %d
  ret x86_fp80 %e
}
; CHECK-LABEL: x87:
; CHECK: fld tbyte ptr [rip + f80]
; CHECK: fld tbyte ptr [rsp + 24]
; CHECK: fld tbyte ptr [rsp + 8]
; CHECK: fsub st, st(1)
; CHECK: fstp st(1)
; CHECK: fdiv st, st(1)

; BAD: kiln llc: for the -x86-asm-syntax option: Cannot find option named 'fancy'!
