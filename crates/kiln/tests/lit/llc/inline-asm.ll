; Inline assembly with x87 instructions: inputs in ST(0)/ST(1) ("{st}", "{st(1)}", a tied
; "0"), the output in ST(0); an input the asm clobbers is one it pops (fpatan). The text is
; emitted through the x86 assembly parser between #APP and #NO_APP (inline-asm-operands.ll:
; operands and constraints; inline-asm-errors.ll: what is refused). General registers named by
; a constraint ({ax} for an i32 is EAX) are copied in and out around it.
; RUN: kiln llc -O0 -global-isel=0 %s -o - | FileCheck %s
; RUN: kiln llc -O0 -filetype=obj %s -o %t.o && llvm-objdump -d %t.o | FileCheck %s --check-prefix=OBJ

define x86_fp80 @root(x86_fp80 %x) {
  %r = call x86_fp80 asm sideeffect "fsqrt", "={st},0,~{dirflag},~{fpsr},~{flags}"(x86_fp80 %x)
  ret x86_fp80 %r
}

define x86_fp80 @angle(x86_fp80 %y, x86_fp80 %x) {
  %r = call x86_fp80 asm sideeffect "fpatan\0A\09", "={st},0,{st(1)},~{st(1)},~{dirflag},~{fpsr},~{flags}"(x86_fp80 %x, x86_fp80 %y)
  ret x86_fp80 %r
}

define i64 @swap(i32 %a, i32 %b) {
  %r = call { i32, i32 } asm "xchgl %eax, %edx\0A\09addl $$3, %eax", "={ax},={dx},0,1,~{dirflag},~{fpsr},~{flags}"(i32 %a, i32 %b)
  %x = extractvalue { i32, i32 } %r, 0
  %y = extractvalue { i32, i32 } %r, 1
  %xe = zext i32 %x to i64
  %ye = zext i32 %y to i64
  %s = shl i64 %ye, 32
  %o = or i64 %s, %xe
  ret i64 %o
}

; CHECK-LABEL: root:
; CHECK:       fldt 8(%rsp)
; CHECK-NEXT:  #APP
; CHECK-NEXT:  fsqrt
; CHECK-NEXT:  #NO_APP
; CHECK-NEXT:  retq

; %x (the second argument) goes to ST(0), %y to ST(1); fpatan pops one and leaves its result.
; CHECK-LABEL: angle:
; CHECK:       fldt 24(%rsp)
; CHECK-NEXT:  fldt 8(%rsp)
; CHECK-NEXT:  fxch %st(1)
; CHECK-NEXT:  #APP
; CHECK-NEXT:  fpatan
; CHECK-NEXT:  #NO_APP
; CHECK-NEXT:  retq

; CHECK-LABEL: swap:
; CHECK:       movl %edi, %eax
; CHECK:       movl %esi, %edx
; CHECK-NEXT:  #APP
; CHECK-NEXT:  xchgl %edx, %eax
; CHECK-NEXT:  addl $3, %eax

; OBJ-LABEL: <root>:
; OBJ:         d9 fa  fsqrt
; OBJ-LABEL: <angle>:
; OBJ:         d9 f3  fpatan
