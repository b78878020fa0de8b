; llvm.threadlocal.address (clang 15+ wraps every thread-local access in it) is the address of
; its thread-local argument: the program stores through it and reads the variable back.
; RUN: kiln llc -O0 -relocation-model=pic -filetype=obj %s -o %t.o && cc %t.o -o %t && %t | FileCheck %s
; RUN: kiln llc -O2 -filetype=obj %s -o %t.o && cc -no-pie %t.o -o %t && %t | FileCheck %s
; CHECK: 42

@t = thread_local global i32 5
@fmt = private constant [4 x i8] c"%d\0A\00"
declare i32* @llvm.threadlocal.address.p0i32(i32*)
declare i32 @printf(i8*, ...)
define i32 @main() {
  %p = call i32* @llvm.threadlocal.address.p0i32(i32* @t)
  %v = load i32, i32* %p
  %w = add i32 %v, 37
  store i32 %w, i32* %p
  %x = load i32, i32* @t
  %r = call i32 (i8*, ...) @printf(i8* getelementptr ([4 x i8], [4 x i8]* @fmt, i64 0, i64 0), i32 %x)
  ret i32 0
}
