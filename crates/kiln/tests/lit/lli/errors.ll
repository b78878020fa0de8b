; Errors come before anything runs, with exit status 1: an undefined symbol names the
; function that uses it; a reader error has FILE:LINE:COL and a caret; a bitcode extra module
; is named; a missing or ill-typed entry function is named; a thread-local variable no JIT module
; defines is named (JIT TLS is emulated, it cannot reach a library's);
; an unknown -mcpu or -O level is named.
; RUN: not kiln lli %s 2>&1 | FileCheck %s --check-prefix=MISSING
; RUN: { kiln lli %s 2>/dev/null ; echo "exit $?" ; } | FileCheck %s --check-prefix=STATUS
; RUN: echo 'define i32 @main() {' > %t.bad.ll
; RUN: echo '  ret i32 %nope' >> %t.bad.ll
; RUN: echo '}' >> %t.bad.ll
; RUN: not kiln lli %t.bad.ll 2>&1 | FileCheck %s --check-prefix=PARSE
; RUN: printf 'BC\xc0\xde' > %t.bc
; RUN: not kiln lli -extra-module=%t.bc %s 2>&1 | FileCheck %s --check-prefix=BITCODE
; RUN: not kiln lli -mcpu=bogus %s 2>&1 | FileCheck %s --check-prefix=CPU
; RUN: not kiln lli -O5 %s 2>&1 | FileCheck %s --check-prefix=OPT
; RUN: not kiln lli -entry-function=nothere %s 2>&1 | FileCheck %s --check-prefix=ENTRY
; RUN: not kiln lli -entry-function=takes_double %s 2>&1 | FileCheck %s --check-prefix=BADTYPE
; RUN: echo '@t = external thread_local global i32' > %t.tls.ll
; RUN: echo 'define i32 @main() {' >> %t.tls.ll
; RUN: echo '  %v = load i32, i32* @t' >> %t.tls.ll
; RUN: echo '  ret i32 %v' >> %t.tls.ll
; RUN: echo '}' >> %t.tls.ll
; RUN: not kiln lli %t.tls.ll 2>&1 | FileCheck %s --check-prefix=TLS

@.s = private constant [4 x i8] c"hi\0A\00"
declare i32 @kiln_test_function_that_does_not_exist(i32)
declare i32 @puts(i8*)

define i32 @main() {
  %r = call i32 @puts(i8* getelementptr ([4 x i8], [4 x i8]* @.s, i64 0, i64 0))
  %v = call i32 @kiln_test_function_that_does_not_exist(i32 1)
  ret i32 %v
}

define i32 @takes_double(double %x) {
  ret i32 0
}

; MISSING: kiln lli: error: {{.*}}errors.ll: symbol 'kiln_test_function_that_does_not_exist' is not defined (used by function 'main')
; MISSING-NOT: hi
; STATUS: exit 1
; PARSE: bad.ll:2:11: error: use of undefined value
; PARSE-NEXT: {{^}}  ret i32 %nope
; PARSE-NEXT: {{^}}          ^
; BITCODE: kiln lli: error: {{.*}}.bc: bitcode is not supported; kiln reads text IR (.ll)
; ENTRY: kiln lli: error: 'nothere' function not found in module.
; BADTYPE: kiln lli: error: Invalid type for first argument of main() supplied
; TLS: kiln lli: error: {{.*}}tls.ll: thread-local variable 't' is not defined by the JIT's modules (their TLS is emulated, a library's is not reachable) (used by function 'main')
; CPU: kiln lli: error: {{.*}}errors.ll: 'bogus' is not a recognized processor for this target
; OPT: kiln lli: error: invalid optimization level '-O5' (expected -O0..-O3)
