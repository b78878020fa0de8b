; External names resolve against the -dlopen libraries (zlib here: kiln does not load it
; itself) and against libstdc++, which lli carries and kiln opens on demand: operator new and
; delete run without a flag. A library that cannot be loaded is an error naming it.
; RUN: { kiln lli -dlopen=libz.so.1 %s ; echo "exit $?" ; } | FileCheck %s
; RUN: { kiln lli -O0 -dlopen libz.so.1 %s ; echo "exit $?" ; } | FileCheck %s
; RUN: not kiln lli -dlopen=libkiln-missing.so %s 2>&1 | FileCheck %s --check-prefix=MISSING
; RUN: not kiln lli %s 2>&1 | FileCheck %s --check-prefix=UNLOADED

declare i8* @zlibVersion()
declare i8* @_Znwm(i64)
declare void @_ZdlPv(i8*)
declare i32 @printf(i8*, ...)
@fmt = private constant [11 x i8] c"zlib %.1s\0A\00"

define i32 @main() {
  %v = call i8* @zlibVersion()
  call i32 (i8*, ...) @printf(i8* getelementptr ([11 x i8], [11 x i8]* @fmt, i64 0, i64 0), i8* %v)
  %p = call i8* @_Znwm(i64 16)
  store i8 7, i8* %p
  %b = load i8, i8* %p
  call void @_ZdlPv(i8* %p)
  %r = zext i8 %b to i32
  ret i32 %r
}

; CHECK: zlib 1
; CHECK-NEXT: exit 7
; MISSING: kiln lli: error: cannot load 'libkiln-missing.so': libkiln-missing.so: cannot open shared object file
; UNLOADED: error: {{.*}}zlibVersion
