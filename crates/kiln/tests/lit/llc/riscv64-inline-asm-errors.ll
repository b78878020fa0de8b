; Inline assembly kiln refuses on riscv64, each an error naming it: a constraint RISC-V does not
; have, a register name it does not know, a value of a type a constraint has no register for
; point at the `asm` with a caret; a constant outside an immediate constraint's range and a
; modifier the operand has no form for are errors naming the asm.
; RUN: split-file-14 %s %t
; RUN: not kiln llc -mtriple=riscv64-unknown-linux-gnu %t/letter.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=LETTER
; RUN: not kiln llc -mtriple=riscv64-unknown-linux-gnu %t/register.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=REGISTER
; RUN: not kiln llc -mtriple=riscv64-unknown-linux-gnu %t/type.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=TYPE
; RUN: not kiln llc -mtriple=riscv64-unknown-linux-gnu %t/range.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=RANGE
; RUN: not kiln llc -mtriple=riscv64-unknown-linux-gnu %t/modifier.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=MODIFIER

;--- letter.ll
define i64 @f(i64 %x) {
  %r = call i64 asm "mv $0, $1", "=r,Q"(i64 %x)
  ret i64 %r
}
; LETTER: letter.ll:2:17: error: unsupported inline asm "mv $0, $1": unsupported constraint 'Q'
; LETTER-NEXT: %r = call i64 asm "mv $0, $1", "=r,Q"(i64 %x)
; LETTER-NEXT: ^

;--- register.ll
define void @f() {
  call void asm sideeffect "", "~{x32}"()
  ret void
}
; REGISTER: register.ll:2:13: error: unsupported inline asm "": unknown register 'x32' in inline asm constraint '{x32}'

;--- type.ll
define i64 @f(i64 %x) {
  %r = call i64 asm "fmv.d $0, $1", "=f,f"(i64 %x)
  ret i64 %r
}
; TYPE: error: in function 'f': unsupported inline asm "fmv.d $0, $1": constraint for a i64 output: '=f'

;--- range.ll
define i64 @f(i64 %x) {
  %r = call i64 asm "addi $0, $1, $2", "=r,r,I"(i64 %x, i64 4096)
  ret i64 %r
}
; RANGE: error: in function 'f': unsupported inline asm: value 4096 does not fit constraint 'I'

;--- modifier.ll
define i64 @f(i64 %x) {
  %r = call i64 asm "mv $0, ${1:c}", "=r,r"(i64 %x)
  ret i64 %r
}
; MODIFIER: modifier.ll: invalid operand in inline asm: 'mv $0, ${1:c}'
