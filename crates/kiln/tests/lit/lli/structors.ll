; llvm.global_ctors run before main in priority order (then definition order), and
; llvm.global_dtors after it in reverse; a common symbol is allocated zeroed; -entry-function
; picks another function (internal ones too) to run as main, and a void one exits 0.
; Destructors also run when the program calls exit(), after the atexit handlers it registered.
; RUN: kiln lli %s | FileCheck %s
; RUN: { kiln lli -O0 -entry-function=other %s ; echo "exit $?" ; } | FileCheck %s --check-prefix=OTHER
; RUN: { kiln lli -entry-function=leave %s ; echo "exit $?" ; } | FileCheck %s --check-prefix=EXIT
; RUN: { kiln lli -entry-function=early %s ; echo "exit $?" ; } | FileCheck %s --check-prefix=INTERNAL

@llvm.global_ctors = appending global [3 x { i32, void ()*, i8* }] [
  { i32, void ()*, i8* } { i32 200, void ()* @late, i8* null },
  { i32, void ()*, i8* } { i32 65535, void ()* @plain, i8* null },
  { i32, void ()*, i8* } { i32 101, void ()* @early, i8* null }]
@llvm.global_dtors = appending global [2 x { i32, void ()*, i8* }] [
  { i32, void ()*, i8* } { i32 101, void ()* @dtor_early, i8* null },
  { i32, void ()*, i8* } { i32 300, void ()* @dtor_late, i8* null }]
@shared = common global [64 x i32] zeroinitializer, align 16

declare i32 @puts(i8*)

@s_early = private constant [6 x i8] c"early\00"
@s_late = private constant [5 x i8] c"late\00"
@s_plain = private constant [6 x i8] c"plain\00"
@s_main = private constant [5 x i8] c"main\00"
@s_d1 = private constant [12 x i8] c"dtor prio 1\00"
@s_d3 = private constant [12 x i8] c"dtor prio 3\00"
@s_other = private constant [6 x i8] c"other\00"

define internal void @early() {
  call i32 @puts(i8* getelementptr ([6 x i8], [6 x i8]* @s_early, i64 0, i64 0))
  ret void
}
define internal void @late() {
  call i32 @puts(i8* getelementptr ([5 x i8], [5 x i8]* @s_late, i64 0, i64 0))
  ret void
}
define internal void @plain() {
  call i32 @puts(i8* getelementptr ([6 x i8], [6 x i8]* @s_plain, i64 0, i64 0))
  ret void
}
define internal void @dtor_early() {
  call i32 @puts(i8* getelementptr ([12 x i8], [12 x i8]* @s_d1, i64 0, i64 0))
  ret void
}
define internal void @dtor_late() {
  call i32 @puts(i8* getelementptr ([12 x i8], [12 x i8]* @s_d3, i64 0, i64 0))
  ret void
}
define i32 @main() {
  call i32 @puts(i8* getelementptr ([5 x i8], [5 x i8]* @s_main, i64 0, i64 0))
  %p = getelementptr [64 x i32], [64 x i32]* @shared, i64 0, i64 63
  %v = load i32, i32* %p
  ret i32 %v
}
declare void @exit(i32)
declare i32 @atexit(void ()*)
@s_handler = private constant [8 x i8] c"handler\00"
define internal void @handler() {
  call i32 @puts(i8* getelementptr ([8 x i8], [8 x i8]* @s_handler, i64 0, i64 0))
  ret void
}
define i32 @leave() {
  call i32 @atexit(void ()* @handler)
  call void @exit(i32 7)
  ret i32 0
}
define void @other() {
  call i32 @puts(i8* getelementptr ([6 x i8], [6 x i8]* @s_other, i64 0, i64 0))
  ret void
}

; CHECK: early
; CHECK-NEXT: late
; CHECK-NEXT: plain
; CHECK-NEXT: main
; CHECK-NEXT: dtor prio 3
; CHECK-NEXT: dtor prio 1
; OTHER: other
; OTHER: exit 0
; EXIT: plain
; EXIT-NEXT: handler
; EXIT-NEXT: dtor prio 3
; EXIT-NEXT: dtor prio 1
; EXIT-NEXT: exit 7
; INTERNAL: early
; INTERNAL-NEXT: late
; INTERNAL-NEXT: plain
; INTERNAL-NEXT: early
; INTERNAL-NEXT: dtor prio 3
; INTERNAL-NEXT: dtor prio 1
; INTERNAL-NEXT: exit 0
