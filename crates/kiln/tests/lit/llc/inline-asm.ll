; Inline assembly with x87 instructions: inputs in ST(0)/ST(1) ("{st}", "{st(1)}", a tied
; "0"), the output in ST(0); an input the asm clobbers is one it pops (fpatan). The text is
; emitted through the x86 assembly parser (inline-asm-errors.ll: what is refused).
; RUN: kiln llc -O0 %s -o - | FileCheck %s
; RUN: kiln llc -O0 -filetype=obj %s -o %t.o && llvm-objdump -d %t.o | FileCheck %s --check-prefix=OBJ

define x86_fp80 @root(x86_fp80 %x) {
  %r = call x86_fp80 asm sideeffect "fsqrt", "={st},0,~{dirflag},~{fpsr},~{flags}"(x86_fp80 %x)
  ret x86_fp80 %r
}

define x86_fp80 @angle(x86_fp80 %y, x86_fp80 %x) {
  %r = call x86_fp80 asm sideeffect "fpatan\0A\09", "={st},0,{st(1)},~{st(1)},~{dirflag},~{fpsr},~{flags}"(x86_fp80 %x, x86_fp80 %y)
  ret x86_fp80 %r
}

; CHECK-LABEL: root:
; CHECK:       fldt 8(%rsp)
; CHECK-NEXT:  fsqrt
; CHECK-NEXT:  retq

; %x (the second argument) goes to ST(0), %y to ST(1); fpatan pops one and leaves its result.
; CHECK-LABEL: angle:
; CHECK:       fldt 24(%rsp)
; CHECK-NEXT:  fldt 8(%rsp)
; CHECK-NEXT:  fxch %st(1)
; CHECK-NEXT:  fpatan
; CHECK-NEXT:  retq

; OBJ-LABEL: <root>:
; OBJ:         d9 fa  fsqrt
; OBJ-LABEL: <angle>:
; OBJ:         d9 f3  fpatan
