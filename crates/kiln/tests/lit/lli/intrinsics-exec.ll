; Generic intrinsics on scalars and vectors, run: Inputs/intrinsic_programs.py writes a program
; that calls each (saturating arithmetic, min/max, bit counts, funnel shifts, reductions, vector
; fmuladd/fma and libm operations, saturating conversions, ...) on edge-case inputs and prints
; every lane. kiln's builds at -O0 and -O2 and kiln lli print what llc's build prints. The
; LLVM 15+ intrinsics (scmp/ucmp, is.fpclass, ldexp, frexp) are checked against the values the
; script computes, since llc 14 does not know them.
; RUN: python3 $(dirname %s)/../Inputs/intrinsic_programs.py > %t.ll
; RUN: llc -O2 -relocation-model=pic -filetype=obj %t.ll -o %t.ref.o && cc %t.ref.o -o %t.ref -lm && %t.ref > %t.want
; RUN: kiln llc -O0 -relocation-model=pic -filetype=obj %t.ll -o %t.o0.o && cc %t.o0.o -o %t.o0 -lm && %t.o0 | diff %t.want -
; RUN: kiln llc -O2 -filetype=obj %t.ll -o %t.o2.o && cc -no-pie %t.o2.o -o %t.o2 -lm && %t.o2 | diff %t.want -
; RUN: kiln lli %t.ll | diff %t.want -
; RUN: python3 $(dirname %s)/../Inputs/intrinsic_programs.py new %t.new.want > %t.new.ll
; RUN: kiln lli -O0 %t.new.ll | diff %t.new.want -
; RUN: kiln lli -O2 %t.new.ll | diff %t.new.want -

define i32 @main() {
  ret i32 0
}
