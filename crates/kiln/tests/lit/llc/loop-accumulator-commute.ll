; A loop's vector accumulator stays in one register: `paddd` is commutable (as llc's
; isCommutable), and two-address lowering ties the accumulator rather than the new term
; when the sum is copied back into the accumulator's phi (LLVM's reversed copy chain), so
; the phi's copies join and no `movaps` is left in the loop. The lli runs check the sums.
; RUN: kiln llc -O2 -verify-machineinstrs -verify-regalloc %s -o - | sed '/^main:/,$d' | FileCheck %s
; RUN: { kiln lli -O2 %s ; echo "exit $?" ; } | FileCheck %s --check-prefix=EXEC
; RUN: { kiln lli -O0 %s ; echo "exit $?" ; } | FileCheck %s --check-prefix=EXEC

; CHECK-LABEL: sum_squares:
; CHECK:       .LBB0_1:
; CHECK-NOT:   movaps
; CHECK:       paddd %xmm{{[0-9]+}}, %xmm[[ACC:[0-9]+]]
; CHECK-NEXT:  movups %xmm[[ACC]], (%rdx)
; CHECK-NOT:   movaps
; CHECK:       jne .LBB0_1
; CHECK-NEXT:  retq
define void @sum_squares(ptr %p, i64 %n, ptr %out) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %next, %loop ]
  %s = phi <4 x i32> [ zeroinitializer, %entry ], [ %s2, %loop ]
  %a = getelementptr <4 x i32>, ptr %p, i64 %i
  %x = load <4 x i32>, ptr %a, align 4
  %m = mul <4 x i32> %x, %x
  %s2 = add <4 x i32> %m, %s
  store <4 x i32> %s2, ptr %out, align 4
  %next = add i64 %i, 1
  %done = icmp eq i64 %next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret void
}

@data = global [3 x <4 x i32>] [<4 x i32> <i32 1, i32 2, i32 3, i32 4>, <4 x i32> <i32 5, i32 6, i32 7, i32 8>, <4 x i32> <i32 -1, i32 -2, i32 100, i32 0>]
@fmt = private constant [13 x i8] c"%d %d %d %d\0A\00"

define i32 @main() {
  %slot = alloca <4 x i32>
  call void @sum_squares(ptr @data, i64 3, ptr %slot)
  %v = load <4 x i32>, ptr %slot
  %v0 = extractelement <4 x i32> %v, i32 0
  %v1 = extractelement <4 x i32> %v, i32 1
  %v2 = extractelement <4 x i32> %v, i32 2
  %v3 = extractelement <4 x i32> %v, i32 3
  call i32 (ptr, ...) @printf(ptr @fmt, i32 %v0, i32 %v1, i32 %v2, i32 %v3)
  ret i32 0
}
; EXEC: 27 44 10058 80
; EXEC: exit 0

declare i32 @printf(ptr, ...)
