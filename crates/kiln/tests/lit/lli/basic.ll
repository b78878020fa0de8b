; kiln lli compiles the module into memory and runs main: libc and libm calls, a global,
; the program's arguments (argv[0] is the file, or -fake-argv0), main's result as the exit
; status, at -O0, -O2 and -O3 for haswell.
; RUN: { kiln lli -O0 %s one -O3 ; echo "exit $?" ; } | FileCheck %s --check-prefix=ARGS
; RUN: { kiln lli %s ; echo "exit $?" ; } | FileCheck %s --check-prefix=NONE
; RUN: { kiln lli -O3 -mcpu=haswell -mattr=+avx2 %s ; echo "exit $?" ; } | FileCheck %s --check-prefix=NONE
; RUN: { kiln lli -fake-argv0=prog %s x ; echo "exit $?" ; } | FileCheck %s --check-prefix=FAKE

@fmt = private unnamed_addr constant [12 x i8] c"arg %d: %s\0A\00"
@sum = private unnamed_addr constant [11 x i8] c"cos(0)=%d\0A\00"
@count = global i32 0

declare i32 @printf(i8*, ...)
declare double @cos(double)

define i32 @main(i32 %argc, i8** %argv) {
entry:
  %c = call double @cos(double 0.0)
  %ci = fptosi double %c to i32
  %p = call i32 (i8*, ...) @printf(i8* getelementptr ([11 x i8], [11 x i8]* @sum, i64 0, i64 0), i32 %ci)
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %next, %loop ]
  %slot = getelementptr i8*, i8** %argv, i32 %i
  %arg = load i8*, i8** %slot
  %q = call i32 (i8*, ...) @printf(i8* getelementptr ([12 x i8], [12 x i8]* @fmt, i64 0, i64 0), i32 %i, i8* %arg)
  %old = load i32, i32* @count
  %new = add i32 %old, 20
  store i32 %new, i32* @count
  %next = add i32 %i, 1
  %more = icmp slt i32 %next, %argc
  br i1 %more, label %loop, label %done
done:
  %r = load i32, i32* @count
  ret i32 %r
}

; ARGS: cos(0)=1
; ARGS-NEXT: arg 0: {{.*}}basic.ll
; ARGS-NEXT: arg 1: one
; ARGS-NEXT: arg 2: -O3
; ARGS-NEXT: exit 60
; NONE: arg 0: {{.*}}basic.ll
; NONE-NEXT: exit 20
; FAKE: arg 0: prog
; FAKE-NEXT: arg 1: x
; FAKE-NEXT: exit 40
