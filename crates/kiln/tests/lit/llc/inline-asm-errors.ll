; Inline assembly kiln refuses, each an error naming it: constraints the target does not know
; (MMX `y`, x87 register classes `f`, AVX-512 masks `^Yk`), Intel syntax and references to
; operands that do not exist point at the `asm` with a caret; a constant an immediate
; constraint does not admit, a modifier the operand has no form for, and an unknown modifier
; are errors naming the asm (llc: "invalid operand in inline asm").
; RUN: split-file-14 %s %t
; RUN: not kiln llc -O0 %t/mmx.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=MMX
; RUN: not kiln llc -O0 %t/x87class.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=X87
; RUN: not kiln llc -O0 %t/intel.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=INTEL
; RUN: not kiln llc -O0 %t/number.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=NUMBER
; RUN: not kiln llc -O0 %t/range.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=RANGE
; RUN: not kiln llc -O0 %t/modifier.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=MODIFIER
; RUN: not kiln llc -O0 %t/unknown.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=UNKNOWN

;--- mmx.ll
define i32 @f(i32 %x) {
  %r = call i32 asm "movd $1, $0", "=r,y"(i32 %x)
  ret i32 %r
}
; MMX: mmx.ll:2:17: error: unsupported inline asm "movd $1, $0": unsupported constraint 'y'
; MMX-NEXT: %r = call i32 asm "movd $1, $0", "=r,y"(i32 %x)
; MMX-NEXT: ^

;--- x87class.ll
define x86_fp80 @f(x86_fp80 %x) {
  %r = call x86_fp80 asm "fsqrt", "=f,0"(x86_fp80 %x)
  ret x86_fp80 %r
}
; X87: x87class.ll:2:22: error: unsupported inline asm "fsqrt": unsupported constraint 'f'

;--- intel.ll
define void @f() {
  call void asm inteldialect "nop", ""()
  ret void
}
; INTEL: intel.ll:2:13: error: unsupported inline asm "nop": Intel syntax (inteldialect)

;--- number.ll
define i32 @f(i32 %x) {
  %r = call i32 asm "movl $2, $0", "=r,r"(i32 %x)
  ret i32 %r
}
; NUMBER: number.ll:2:17: error: unsupported inline asm "movl $2, $0": operand $2 does not exist (it has 2)

;--- range.ll
define i32 @f(i32 %x) {
  %r = call i32 asm "shll $1, $0", "=r,I,0"(i32 40, i32 %x)
  ret i32 %r
}
; RANGE: in function 'f': unsupported inline asm: value 40 does not fit constraint 'I'

;--- modifier.ll
define i32 @f(i32 %x) {
  %r = call i32 asm "movd ${1:x}, $0", "=r,r"(i32 %x)
  ret i32 %r
}
; MODIFIER: error: {{.*}}modifier.ll: invalid operand in inline asm: 'movd ${1:x}, $0'

;--- unknown.ll
define i32 @f(i32 %x) {
  %r = call i32 asm "movl ${1:z}, $0", "=r,r"(i32 %x)
  ret i32 %r
}
; UNKNOWN: error: {{.*}}unknown.ll: invalid operand in inline asm: 'movl ${1:z}, $0'
