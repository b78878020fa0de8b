; Division and remainder by constants at -O2 (magic multiplies and shifts, powers of two,
; exact divisions by their inverse) computed beside a divide instruction on the same values:
; Inputs/div_by_constant.c counts the disagreements over edge and random dividends in i8,
; i16, i32 and i64, signed and unsigned.
; RUN: clang-14 -O2 -S -emit-llvm $(dirname %s)/../Inputs/div_by_constant.c -o %t.ll
; RUN: kiln lli -O2 %t.ll | FileCheck %s
; RUN: kiln llc -O2 %t.ll -o - | FileCheck %s --check-prefix=ASM

; CHECK: mismatches: 0

; The exact division of a pointer difference by 12: a shift and a multiply by 3's inverse.
; ASM-LABEL: count:
; ASM: sarq $2,
; ASM: imulq
; ASM-NOT: idiv
; ASM: retq
