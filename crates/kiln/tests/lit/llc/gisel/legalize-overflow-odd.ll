; GlobalISel's legalization of an i129 `smul.with.overflow` whose result is compared with the
; zero extension of its low 128 bits (gcc.c-torture pr84169): the compare widens to s256, and
; the unmerge of that extension of an s129 cut from the product's three low words is combined
; into those words, the top one extended within itself, and zero above. Run against C.
; RUN: kiln llc -mtriple=x86_64 -O0 -global-isel -global-isel-abort=1 -verify-machineinstrs %s -o /dev/null
; RUN: kiln llc -mtriple=x86_64 -O0 -global-isel -global-isel-abort=1 -relocation-model=pic -filetype=obj %s -o %t.o
; RUN: gcc $(dirname %s)/../../Inputs/gisel_overflow_odd.c %t.o -o %t.exe
; RUN: %t.exe | grep -x '0 mismatches'
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define i32 @f(i8 %a, i128* %out) {
  %x = zext i8 %a to i129
  %r = call { i129, i1 } @llvm.smul.with.overflow.i129(i129 %x, i129 -16)
  %o = extractvalue { i129, i1 } %r, 1
  %v = extractvalue { i129, i1 } %r, 0
  %t = trunc i129 %v to i128
  %w = zext i128 %t to i129
  %c = icmp ne i129 %v, %w
  store i128 %t, i128* %out
  %z = zext i1 %o to i32
  %zc = zext i1 %c to i32
  %s = add i32 %z, %zc
  ret i32 %s
}
declare { i129, i1 } @llvm.smul.with.overflow.i129(i129, i129)
