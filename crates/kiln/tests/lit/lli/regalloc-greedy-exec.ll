; The functions of llc/regalloc-greedy.ll run at -O2, where greedy allocates, and at -O0
; (fast): both print what LLVM 14's lli prints.
; RUN: kiln lli -O2 %s | FileCheck %s
; RUN: kiln lli -O0 %s | FileCheck %s
; CHECK: 34 5304 65413 1

target triple = "x86_64-unknown-linux-gnu"


; Twelve values live across a call: six callee-saved registers cannot hold them all, so
; some are spilled around the call; inside the loop, where nothing else competes, each is
; reloaded once in the preheader and stays in a register (region splitting).
define i64 @across_call(i64* %p, i64 %n) {
entry:
  %pa0 = getelementptr i64, i64* %p, i64 0
  %a0 = load i64, i64* %pa0
  %pa1 = getelementptr i64, i64* %p, i64 1
  %a1 = load i64, i64* %pa1
  %pa2 = getelementptr i64, i64* %p, i64 2
  %a2 = load i64, i64* %pa2
  %pa3 = getelementptr i64, i64* %p, i64 3
  %a3 = load i64, i64* %pa3
  %pa4 = getelementptr i64, i64* %p, i64 4
  %a4 = load i64, i64* %pa4
  %pa5 = getelementptr i64, i64* %p, i64 5
  %a5 = load i64, i64* %pa5
  %pa6 = getelementptr i64, i64* %p, i64 6
  %a6 = load i64, i64* %pa6
  %pa7 = getelementptr i64, i64* %p, i64 7
  %a7 = load i64, i64* %pa7
  %pa8 = getelementptr i64, i64* %p, i64 8
  %a8 = load i64, i64* %pa8
  %pa9 = getelementptr i64, i64* %p, i64 9
  %a9 = load i64, i64* %pa9
  %pa10 = getelementptr i64, i64* %p, i64 10
  %a10 = load i64, i64* %pa10
  %pa11 = getelementptr i64, i64* %p, i64 11
  %a11 = load i64, i64* %pa11
  call void @clobber()
  br label %loop
loop:
  %i = phi i64 [0, %entry], [%i2, %loop]
  %acc = phi i64 [0, %entry], [%s11, %loop]
  %x0 = xor i64 %acc, %a0
  %s0 = add i64 %x0, %i
  %x1 = xor i64 %s0, %a1
  %s1 = add i64 %x1, %i
  %x2 = xor i64 %s1, %a2
  %s2 = add i64 %x2, %i
  %x3 = xor i64 %s2, %a3
  %s3 = add i64 %x3, %i
  %x4 = xor i64 %s3, %a4
  %s4 = add i64 %x4, %i
  %x5 = xor i64 %s4, %a5
  %s5 = add i64 %x5, %i
  %x6 = xor i64 %s5, %a6
  %s6 = add i64 %x6, %i
  %x7 = xor i64 %s6, %a7
  %s7 = add i64 %x7, %i
  %x8 = xor i64 %s7, %a8
  %s8 = add i64 %x8, %i
  %x9 = xor i64 %s8, %a9
  %s9 = add i64 %x9, %i
  %x10 = xor i64 %s9, %a10
  %s10 = add i64 %x10, %i
  %x11 = xor i64 %s10, %a11
  %s11 = add i64 %x11, %i
  %i2 = add i64 %i, 1
  %c = icmp slt i64 %i2, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i64 %s11
}

; Division in a loop: the dividend and quotient take $rax and $rdx, the remainder $rdx,
; while the loop-carried values and the divisors stay in other registers.
define i32 @divide(i32* %p, i32 %n, i32 %d, i32 %e) {
entry:
  br label %loop
loop:
  %i = phi i32 [0, %entry], [%i2, %loop]
  %q = phi i32 [1, %entry], [%q2, %loop]
  %r = phi i32 [0, %entry], [%r2, %loop]
  %ip = getelementptr i32, i32* %p, i32 %i
  %v = load i32, i32* %ip
  %t = add i32 %v, %q
  %q1 = sdiv i32 %t, %d
  %r1 = srem i32 %t, %e
  %q2 = add i32 %q1, %r
  %r2 = xor i32 %r1, %i
  %i2 = add i32 %i, 1
  %c = icmp slt i32 %i2, %n
  br i1 %c, label %loop, label %exit
exit:
  %res = mul i32 %q2, %r2
  ret i32 %res
}

; Bytes and words (sub-registers of the 64-bit registers) under pressure: fourteen i8 and
; i16 values live at once, with two-address arithmetic (tied operands) on each.
define i32 @narrow(i8* %p, i16* %w) {
entry:
  %pb0 = getelementptr i8, i8* %p, i64 0
  %b0 = load i8, i8* %pb0
  %pw0 = getelementptr i16, i16* %w, i64 0
  %h0 = load i16, i16* %pw0
  %pb1 = getelementptr i8, i8* %p, i64 1
  %b1 = load i8, i8* %pb1
  %pw1 = getelementptr i16, i16* %w, i64 1
  %h1 = load i16, i16* %pw1
  %pb2 = getelementptr i8, i8* %p, i64 2
  %b2 = load i8, i8* %pb2
  %pw2 = getelementptr i16, i16* %w, i64 2
  %h2 = load i16, i16* %pw2
  %pb3 = getelementptr i8, i8* %p, i64 3
  %b3 = load i8, i8* %pb3
  %pw3 = getelementptr i16, i16* %w, i64 3
  %h3 = load i16, i16* %pw3
  %pb4 = getelementptr i8, i8* %p, i64 4
  %b4 = load i8, i8* %pb4
  %pw4 = getelementptr i16, i16* %w, i64 4
  %h4 = load i16, i16* %pw4
  %pb5 = getelementptr i8, i8* %p, i64 5
  %b5 = load i8, i8* %pb5
  %pw5 = getelementptr i16, i16* %w, i64 5
  %h5 = load i16, i16* %pw5
  %pb6 = getelementptr i8, i8* %p, i64 6
  %b6 = load i8, i8* %pb6
  %pw6 = getelementptr i16, i16* %w, i64 6
  %h6 = load i16, i16* %pw6
  %bb0 = mul i8 %b0, %b1
  %hh0 = sub i16 %h0, %h3
  %bb1 = mul i8 %b1, %b2
  %hh1 = sub i16 %h1, %h4
  %bb2 = mul i8 %b2, %b3
  %hh2 = sub i16 %h2, %h5
  %bb3 = mul i8 %b3, %b4
  %hh3 = sub i16 %h3, %h6
  %bb4 = mul i8 %b4, %b5
  %hh4 = sub i16 %h4, %h0
  %bb5 = mul i8 %b5, %b6
  %hh5 = sub i16 %h5, %h1
  %bb6 = mul i8 %b6, %b0
  %hh6 = sub i16 %h6, %h2
  %be0 = zext i8 %bb0 to i32
  %he0 = sext i16 %hh0 to i32
  %y0 = add i32 0, %be0
  %z0 = xor i32 %y0, %he0
  %be1 = zext i8 %bb1 to i32
  %he1 = sext i16 %hh1 to i32
  %y1 = add i32 %z0, %be1
  %z1 = xor i32 %y1, %he1
  %be2 = zext i8 %bb2 to i32
  %he2 = sext i16 %hh2 to i32
  %y2 = add i32 %z1, %be2
  %z2 = xor i32 %y2, %he2
  %be3 = zext i8 %bb3 to i32
  %he3 = sext i16 %hh3 to i32
  %y3 = add i32 %z2, %be3
  %z3 = xor i32 %y3, %he3
  %be4 = zext i8 %bb4 to i32
  %he4 = sext i16 %hh4 to i32
  %y4 = add i32 %z3, %be4
  %z4 = xor i32 %y4, %he4
  %be5 = zext i8 %bb5 to i32
  %he5 = sext i16 %hh5 to i32
  %y5 = add i32 %z4, %be5
  %z5 = xor i32 %y5, %he5
  %be6 = zext i8 %bb6 to i32
  %he6 = sext i16 %hh6 to i32
  %y6 = add i32 %z5, %be6
  %z6 = xor i32 %y6, %he6
  ret i32 %z6
}

@fmt = private unnamed_addr constant [14 x i8] c"%ld %d %d %d\0A\00"
@words = global [16 x i64] [i64 3, i64 -5, i64 7, i64 11, i64 -13, i64 17, i64 19, i64 23, i64 -29, i64 31, i64 37, i64 41, i64 43, i64 47, i64 53, i64 59]
@ints = global [8 x i32] [i32 100, i32 -7, i32 33, i32 250, i32 -1000, i32 9, i32 77, i32 12345]
@bytes = global [8 x i8] c"\05\FA\11\80\7F\03\C8\2A"
@halves = global [8 x i16] [i16 300, i16 -2, i16 32000, i16 -32768, i16 7, i16 1234, i16 -999, i16 5]
@called = global i32 0

define void @clobber() {
  %c = load i32, i32* @called
  %c1 = add i32 %c, 1
  store i32 %c1, i32* @called
  ret void
}

declare i32 @printf(i8*, ...)

define i32 @main() {
  %a = call i64 @across_call(i64* getelementptr ([16 x i64], [16 x i64]* @words, i64 0, i64 0), i64 9)
  %d = call i32 @divide(i32* getelementptr ([8 x i32], [8 x i32]* @ints, i64 0, i64 0), i32 8, i32 7, i32 -5)
  %n = call i32 @narrow(i8* getelementptr ([8 x i8], [8 x i8]* @bytes, i64 0, i64 0), i16* getelementptr ([8 x i16], [8 x i16]* @halves, i64 0, i64 0))
  %c = load i32, i32* @called
  %r = call i32 (i8*, ...) @printf(i8* getelementptr ([14 x i8], [14 x i8]* @fmt, i64 0, i64 0), i64 %a, i32 %d, i32 %n, i32 %c)
  ret i32 0
}
