; A runtime function the code generator calls on its own (memcpy of a variable length, fmod
; for frem) is named through the PLT, as llc writes it, in static and PIC code, on x86-64 and
; RISC-V (where the call then takes R_RISCV_CALL_PLT).
; RUN: kiln llc -O0 -relocation-model=static %s -o - | FileCheck %s --check-prefix=X86
; RUN: kiln llc -O2 -relocation-model=pic %s -o - | FileCheck %s --check-prefix=X86
; RUN: kiln llc -O0 -global-isel -relocation-model=pic %s -o - | FileCheck %s --check-prefix=X86
; RUN: kiln llc -O2 -mtriple=riscv64 -mattr=+d -target-abi=lp64d %s -o - | FileCheck %s --check-prefix=RV
; RUN: kiln llc -O2 -mtriple=riscv64 -mattr=+d -target-abi=lp64d -filetype=obj %s -o %t.o && llvm-readobj -r %t.o | FileCheck %s --check-prefix=RVOBJ

target triple = "x86_64-unknown-linux-gnu"

declare void @llvm.memcpy.p0i8.p0i8.i64(i8*, i8*, i64, i1)

; X86-LABEL: copy:
; X86: callq memcpy@PLT
; RV-LABEL: copy:
; RV: call memcpy@plt
; RVOBJ: R_RISCV_CALL_PLT memcpy
define void @copy(i8* %a, i8* %b, i64 %n) {
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* %a, i8* %b, i64 %n, i1 false)
  ret void
}

; X86-LABEL: remainder:
; X86: {{callq|jmp}} fmod@PLT
; RV-LABEL: remainder:
; RV: {{call|tail}} fmod@plt
; RVOBJ: R_RISCV_CALL_PLT fmod
define double @remainder(double %x, double %y) {
  %r = frem double %x, %y
  ret double %r
}
