; Integers wider than 128 bits (csmith's bit-field containers, odd-width overflow
; arithmetic): i168/i192 are promoted to i256 and split into i128 and then i64 halves; memory
; accesses are split into whole-register pieces (a 21-byte store is 8 + 8 + 4 + 1 bytes);
; wide constants are split with their limbs; llvm.smul.with.overflow.i65 computes the exact
; 130-bit product. The program prints values checked against LLVM's results.
; RUN: kiln llc -O0 -global-isel=0 %s -o - | FileCheck %s --check-prefix=ASM
; RUN: kiln llc -O0 -relocation-model=pic -filetype=obj %s -o %t.o && gcc %t.o -o %t.exe && %t.exe | FileCheck %s --check-prefix=OUT
; RUN: kiln llc -O2 -relocation-model=pic -filetype=obj %s -o %t.o && gcc %t.o -o %t.exe && %t.exe | FileCheck %s --check-prefix=OUT

@fmt = private constant [22 x i8] c"%016llx %016llx %lld\0A\00"

declare i32 @printf(i8*, ...)
declare { i65, i1 } @llvm.smul.with.overflow.i65(i65, i65)

; Bit-field update of a 21-byte container: load, mask, insert, store.
define void @update_i168(i168* %p, i64 %a) {
entry:
  %v = load i168, i168* %p, align 1
  %x = zext i64 %a to i168
  %s = shl i168 %x, 100
  %m = and i168 %v, -374144419156711147060143317175368453031918731001857
  %n = or i168 %m, %s
  %c = xor i168 %n, 93536104789177786765035829306187792159214250640587
  store i168 %c, i168* %p, align 1
  ret void
}

; The xor constant's limbs: 4807115922877859019, 669 and (bits 128..167) 274877906944. The
; low word is loaded, xored and stored back by one instruction (its store's chain joins the
; loads of the other words, which the read-modify-write sees through).
; ASM-LABEL: update_i168:
; ASM-DAG: movabsq $4807115922877859019, %r{{[a-z0-9]+}}
; ASM-DAG: xorq $669, %r{{[a-z0-9]+}}
; ASM-DAG: movabsq $274877906944, %r{{[a-z0-9]+}}
; ASM-DAG: xorq %r{{[a-z0-9]+}}, (%rdi)
; ASM-DAG: movq %r{{[a-z0-9]+}}, 8(%rdi)
; ASM-DAG: movl %{{[a-z0-9]+}}, 16(%rdi)
; ASM-DAG: movb %{{[a-z0-9]+}}, 20(%rdi)
; ASM: retq

; A field of an i192 container read by a variable shift, sign-extended.
define i64 @extract_i192(i192* %p, i32 %at) {
entry:
  %v = load i192, i192* %p, align 8
  %amt = zext i32 %at to i192
  %s = ashr i192 %v, %amt
  %t = trunc i192 %s to i64
  ret i64 %t
}

; The top word's sign fills the words shifted in.
; ASM-LABEL: extract_i192:
; ASM: movq 16(%rdi), %r{{[a-z0-9]+}}
; ASM: sarq $63, %r{{[a-z0-9]+}}
; ASM: retq

; Signed comparison and select on i256 with a carry through four words.
define i64 @compare_i256(i256* %p, i256* %q) {
entry:
  %a = load i256, i256* %p, align 8
  %b = load i256, i256* %q, align 8
  %s = add i256 %a, %b
  %lt = icmp slt i256 %s, %a
  %r = select i1 %lt, i256 %s, i256 %b
  %h = lshr i256 %r, 192
  %t = trunc i256 %h to i64
  ret i64 %t
}

define i32 @mul_overflows(i64 %a, i64 %b) {
entry:
  %x = sext i64 %a to i65
  %y = sext i64 %b to i65
  %r = call { i65, i1 } @llvm.smul.with.overflow.i65(i65 %x, i65 %y)
  %o = extractvalue { i65, i1 } %r, 1
  %z = zext i1 %o to i32
  ret i32 %z
}

; OUT: bfbdfff5a5a5a738 e713ebd3d4e7e16e -6510615280245934083
; OUT-NEXT: 71ce27d7a7a9cfc2 fffffe96969796de -4630263411355834568
; OUT-NEXT: a5a5a5a5a5a5a5a5 0000000000000001 0
define i32 @main() {
entry:
  %buf = alloca [4 x i64], align 8
  %b8 = bitcast [4 x i64]* %buf to i8*
  call void @llvm.memset.p0i8.i64(i8* %b8, i8 -91, i64 32, i1 false)
  %p168 = bitcast [4 x i64]* %buf to i168*
  call void @update_i168(i168* %p168, i64 81985529216486895)
  %w0p = getelementptr [4 x i64], [4 x i64]* %buf, i64 0, i64 0
  %w1p = getelementptr [4 x i64], [4 x i64]* %buf, i64 0, i64 1
  %w2p = getelementptr [4 x i64], [4 x i64]* %buf, i64 0, i64 2
  %w0 = load i64, i64* %w0p
  %w1 = load i64, i64* %w1p
  %w2 = load i64, i64* %w2p
  %f = getelementptr [22 x i8], [22 x i8]* @fmt, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %f, i64 %w1, i64 %w0, i64 %w2)
  %p192 = bitcast [4 x i64]* %buf to i192*
  %e1 = call i64 @extract_i192(i192* %p192, i32 7)
  %e2 = call i64 @extract_i192(i192* %p192, i32 150)
  %e3 = call i64 @extract_i192(i192* %p192, i32 64)
  call i32 (i8*, ...) @printf(i8* %f, i64 %e1, i64 %e2, i64 %e3)
  %p256 = bitcast [4 x i64]* %buf to i256*
  %c1 = call i64 @compare_i256(i256* %p256, i256* %p256)
  %o1 = call i32 @mul_overflows(i64 9223372036854775807, i64 3)
  %o2 = call i32 @mul_overflows(i64 -9223372036854775808, i64 2)
  %o64 = sext i32 %o1 to i64
  %o2x = sext i32 %o2 to i64
  call i32 (i8*, ...) @printf(i8* %f, i64 %c1, i64 %o64, i64 %o2x)
  ret i32 0
}

declare void @llvm.memset.p0i8.i64(i8*, i8, i64, i1)
