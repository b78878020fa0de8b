; -code-model: small (the default), kernel (absolute addresses as sign-extended 32-bit
; immediates, `movq $g`), medium (static code: data, jump tables and block addresses at
; 64-bit `movabsq` addresses, code and calls small), large (static code: every address a
; `movabsq`, calls through a register). Medium and large with -relocation-model=pic are
; errors naming the combination. Each supported model links and runs, and so does the program
; built with -function-sections -data-sections (linked with --gc-sections, and with
; -unique-section-names=false).
; RUN: kiln llc -O2 -code-model=kernel %s -o - | FileCheck %s --check-prefix=KERNEL
; RUN: kiln llc -O2 -code-model=large %s -o - | FileCheck %s --check-prefix=LARGE
; RUN: kiln llc -O2 -code-model=medium %s -o - | FileCheck %s --check-prefix=MEDIUM
; RUN: not kiln llc -code-model=medium -relocation-model=pic %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=MEDIUMPIC
; RUN: not kiln llc -code-model=large -relocation-model=pic %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=LARGEPIC
; RUN: not kiln llc -code-model=huge %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=HUGE
; RUN: kiln llc -O2 -filetype=obj -code-model=large %s -o %t.large.o && gcc -no-pie %t.large.o -o %t.large && %t.large | FileCheck %s --check-prefix=EXEC
; RUN: kiln llc -O0 -filetype=obj -code-model=large %s -o %t.large0.o && gcc -no-pie %t.large0.o -o %t.large0 && %t.large0 | FileCheck %s --check-prefix=EXEC
; RUN: kiln llc -O2 -filetype=obj -code-model=medium %s -o %t.medium.o && gcc -no-pie %t.medium.o -o %t.medium && %t.medium | FileCheck %s --check-prefix=EXEC
; RUN: kiln llc -O2 -filetype=obj -code-model=kernel %s -o %t.kernel.o && gcc -no-pie %t.kernel.o -o %t.kernel && %t.kernel | FileCheck %s --check-prefix=EXEC
; RUN: kiln llc -O2 -filetype=obj -code-model=kernel -relocation-model=pic %s -o %t.kpic.o && gcc %t.kpic.o -o %t.kpic && %t.kpic | FileCheck %s --check-prefix=EXEC
; RUN: kiln llc -O2 -filetype=obj -function-sections -data-sections -relocation-model=pic %s -o %t.sec.o && gcc -Wl,--gc-sections %t.sec.o -o %t.sec && %t.sec | FileCheck %s --check-prefix=EXEC
; RUN: kiln llc -O0 -filetype=obj -function-sections -data-sections -unique-section-names=false %s -o %t.ids.o && gcc -no-pie %t.ids.o -o %t.ids && %t.ids | FileCheck %s --check-prefix=EXEC
; RUN: kiln llc -O2 -filetype=obj -code-model=small %s -o %t.small.o && gcc -no-pie %t.small.o -o %t.small && %t.small | FileCheck %s --check-prefix=EXEC

target triple = "x86_64-unknown-linux-gnu"

@g = dso_local global i32 5
@big = dso_local global [1000 x i32] zeroinitializer
@fmt = private unnamed_addr constant [13 x i8] c"ok %d %d %g\0A\00"
@table = dso_local global [2 x i32 (i32)*] [i32 (i32)* @twice, i32 (i32)* @thrice]

declare i32 @printf(i8*, ...)

define internal i32 @twice(i32 %x) {
  %r = mul i32 %x, 2
  ret i32 %r
}

define internal i32 @thrice(i32 %x) {
  %r = mul i32 %x, 3
  ret i32 %r
}

define i32 @pick(i32 %k) {
  switch i32 %k, label %other [ i32 0, label %a  i32 1, label %b  i32 2, label %c  i32 3, label %d ]
a:
  ret i32 10
b:
  ret i32 20
c:
  ret i32 30
d:
  ret i32 40
other:
  ret i32 0
}

define i32 @main() {
  %p = getelementptr [1000 x i32], [1000 x i32]* @big, i64 0, i64 999
  store i32 7, i32* %p
  %v = load i32, i32* %p
  %gv = load i32, i32* @g
  %f = load i32 (i32)*, i32 (i32)** getelementptr ([2 x i32 (i32)*], [2 x i32 (i32)*]* @table, i64 0, i64 1)
  %t = call i32 %f(i32 %gv)
  %s = add i32 %t, %v
  %k = call i32 @pick(i32 2)
  %d = sitofp i32 %s to double
  %h = fmul double %d, 1.5
  %fmt = getelementptr [13 x i8], [13 x i8]* @fmt, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %fmt, i32 %s, i32 %k, double %h)
  ret i32 0
}

; KERNEL-LABEL: main:
; KERNEL-DAG: movl $7, big+3996(%rip)
; KERNEL-DAG: movq $.Lfmt, %rdi
; KERNEL: callq printf

; LARGE-LABEL: pick:
; LARGE: movabsq $.LJTI{{[0-9_]+}}, %r
; LARGE-LABEL: main:
; LARGE-DAG: movabsq $big, %r
; LARGE-DAG: movabsq $g, %r
; LARGE-DAG: movabsq $table, %r
; LARGE-DAG: movabsq $.Lfmt, %r
; LARGE-DAG: movabsq $pick, %r
; LARGE-DAG: movabsq $printf, %r
; LARGE-DAG: callq *%r
; LARGE-NOT: (%rip)

; MEDIUM-LABEL: pick:
; MEDIUM: movabsq $.LJTI{{[0-9_]+}}, %r
; MEDIUM-LABEL: main:
; MEDIUM-DAG: movabsq $big, %r
; MEDIUM-DAG: movabsq $table, %r
; MEDIUM-DAG: movabsq $.Lfmt, %rdi
; MEDIUM-DAG: callq printf
; MEDIUM-DAG: callq pick

; MEDIUMPIC: kiln llc: error: the medium code model with position-independent code is not supported yet
; LARGEPIC: kiln llc: error: the large code model with position-independent code is not supported yet
; HUGE: kiln llc: error: unknown code model 'huge' (expected small, kernel, medium or large)
; EXEC: ok 22 30 33
