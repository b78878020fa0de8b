; Aggregate values in registers across blocks: a `{i32, i1}` from an overflow intrinsic used
; in another block and a phi of such structs live in one register per leaf, with one PHI
; per leaf register. Also `bitcast` between x86_fp80 and i80, through a stack slot.
; RUN: kiln llc -O0 -global-isel=0 %s -o - | FileCheck %s
; RUN: kiln llc -O2 %s -o - | FileCheck %s --check-prefix=O2

define i32 @pick(i32 %a, i32 %b, i1 %c) {
entry:
  %m = call { i32, i1 } @llvm.smul.with.overflow.i32(i32 %a, i32 %b)
  br i1 %c, label %t, label %j
t:
  %n = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %a, i32 %b)
  br label %j
j:
  %p = phi { i32, i1 } [ %m, %entry ], [ %n, %t ]
  %v = extractvalue { i32, i1 } %p, 0
  %o = extractvalue { i32, i1 } %p, 1
  %m0 = extractvalue { i32, i1 } %m, 0
  %r = select i1 %o, i32 %m0, i32 %v
  ret i32 %r
}

define i16 @exponent(x86_fp80 %x) {
  %b = bitcast x86_fp80 %x to i80
  %h = lshr i80 %b, 64
  %t = trunc i80 %h to i16
  ret i16 %t
}

declare { i32, i1 } @llvm.smul.with.overflow.i32(i32, i32)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32)

; CHECK-LABEL: pick:
; CHECK:       imulq
; CHECK:       setne [[FLAG:%[a-z]+]]
; CHECK:       movl %eax, [[VALUE:-[0-9]+]](%rsp)
; CHECK:       movb [[FLAG]], [[OVERFLOW:-[0-9]+]](%rsp)
; CHECK:       je .LBB0_2
; CHECK:       addl
; CHECK:       setl %al
; CHECK:       movl {{%e[a-z]+}}, [[VALUE]](%rsp)
; CHECK:       movb %al, [[OVERFLOW]](%rsp)
; CHECK:       .LBB0_2:
; CHECK-NEXT:  movl [[VALUE]](%rsp), %eax
; CHECK-NEXT:  movb [[OVERFLOW]](%rsp), %cl

; The sign and exponent are the two bytes at offset 8 of the stored value.
; CHECK-LABEL: exponent:
; CHECK:       fldt 8(%rsp)
; CHECK-NEXT:  fstpt -24(%rsp)
; CHECK:       movzwl -16(%rsp), %eax
; O2-LABEL:    exponent:
; O2:          fstpt -24(%rsp)
; O2:          movzwl -16(%rsp), %eax
