; getelementptr flags of LLVM 19 (nusw, nuw, next to inbounds) on instructions and constant
; expressions, inrange(lo, hi) on constant expressions (LLVM 19's form; LLVM 14's `inrange`
; before an index still reads), and vector indices.
; RUN: kiln ir %s -o - | FileCheck %s
; RUN: kiln llc %s -o - | FileCheck %s --check-prefix=ASM

@arr = global [4 x i32] [i32 1, i32 2, i32 3, i32 4]
@vt = constant { [4 x ptr] } zeroinitializer
@p1 = global ptr getelementptr inbounds nuw (i8, ptr @arr, i64 4)
@p2 = global ptr getelementptr nusw inrange(-8, 24) (i8, ptr @vt, i64 8)
@p3 = global ptr getelementptr inbounds ({ [4 x ptr] }, ptr @vt, i32 0, inrange i32 0, i32 2)

define i32 @f(ptr %p, i64 %i) {
  %a = getelementptr inbounds nuw i32, ptr %p, i64 %i
  %b = getelementptr nusw nuw i8, ptr %a, i64 4
  %c = getelementptr nuw [4 x i32], ptr @arr, i64 0, i64 %i
  %v = load i32, ptr %b
  %w = load i32, ptr %c
  %s = add i32 %v, %w
  ret i32 %s
}

define <2 x ptr> @vec(ptr %p, <2 x i64> %i) {
  %v = getelementptr inbounds i32, ptr %p, <2 x i64> %i
  ret <2 x ptr> %v
}
