; The BMI1/BMI2/LZCNT selections of bmi-select.ll run (this machine's CPU must have BMI2 and
; LZCNT, as x86-64-v3 CPUs do): every function carries the features, the C driver (the ;C:
; lines) calls each (and two rotates by constants, rorx) on edge values (0, 1, -1, the sign bits, counts 0, 31, 32, 63) and prints the
; results; kiln's objects at -O2, -O0 and -O2 -global-isel (gisel/select-bmi.ll) print what llc's prints.
; RUN: sed -n 's/^;C: //p' %s > %t.c
; RUN: llc -O2 -filetype=obj %s -o %t.ref.o && cc %t.c %t.ref.o -o %t.ref && %t.ref > %t.want
; RUN: kiln llc -O2 -verify-regalloc -filetype=obj %s -o %t.o2.o && cc %t.c %t.o2.o -o %t.o2 && %t.o2 | diff %t.want -
; RUN: kiln llc -O0 -filetype=obj %s -o %t.o0.o && cc %t.c %t.o0.o -o %t.o0 && %t.o0 | diff %t.want -
; RUN: kiln llc -O2 -global-isel -global-isel-abort=1 -verify-machineinstrs -filetype=obj %s -o %t.gi.o && cc %t.c %t.gi.o -o %t.gi && %t.gi | diff %t.want -

target triple = "x86_64-unknown-linux-gnu"

define i32 @shl32(i32 %x, i32 %n) #0 {
  %r = shl i32 %x, %n
  ret i32 %r
}
define i64 @lshr64(i64 %x, i64 %n) #0 {
  %r = lshr i64 %x, %n
  ret i64 %r
}
define i32 @ashr32_load(i32* %p, i32 %n) #0 {
  %x = load i32, i32* %p
  %r = ashr i32 %x, %n
  ret i32 %r
}
define i64 @ashr64_byte(i64 %x, i8 %n) #0 {
  %c = and i8 %n, 63
  %m = sub i8 63, %c
  %w = zext i8 %m to i64
  %r = ashr i64 %x, %w
  ret i64 %r
}
define i64 @getmiddle(i64 %c, i32 %start, i32 %nb) #0 {
  %st = and i32 %start, 63
  %st64 = zext i32 %st to i64
  %sh = lshr i64 %c, %st64
  %nb64 = zext i32 %nb to i64
  %one = shl i64 1, %nb64
  %mask = add i64 %one, -1
  %r = and i64 %sh, %mask
  ret i64 %r
}
define i32 @bzhi32_load(i32* %p, i32 %n) #0 {
  %x = load i32, i32* %p
  %s = shl i32 -1, %n
  %m = xor i32 %s, -1
  %r = and i32 %x, %m
  ret i32 %r
}
define i64 @andn64(i64 %x, i64 %y) #0 {
  %n = xor i64 %x, -1
  %r = and i64 %n, %y
  ret i64 %r
}
define i32 @blsr32(i32 %x) #0 {
  %d = add i32 %x, -1
  %r = and i32 %d, %x
  ret i32 %r
}
define i64 @blsmsk64(i64 %x) #0 {
  %d = add i64 %x, -1
  %r = xor i64 %d, %x
  ret i64 %r
}
define i64 @blsi64(i64 %x) #0 {
  %d = sub i64 0, %x
  %r = and i64 %d, %x
  ret i64 %r
}
define i32 @cttz32(i32 %x) #0 {
  %r = call i32 @llvm.cttz.i32(i32 %x, i1 false)
  ret i32 %r
}
define i16 @cttz16(i16 %x) #0 {
  %r = call i16 @llvm.cttz.i16(i16 %x, i1 false)
  ret i16 %r
}
define i8 @cttz8(i8 %x) #0 {
  %r = call i8 @llvm.cttz.i8(i8 %x, i1 false)
  ret i8 %r
}
define i64 @ctlz64(i64 %x) #0 {
  %r = call i64 @llvm.ctlz.i64(i64 %x, i1 false)
  ret i64 %r
}
define i8 @ctlz8(i8 %x) #0 {
  %r = call i8 @llvm.ctlz.i8(i8 %x, i1 false)
  ret i8 %r
}
define i64 @rotl64_load(i64* %p) #0 {
  %x = load i64, i64* %p
  %r = call i64 @llvm.fshl.i64(i64 %x, i64 %x, i64 13)
  ret i64 %r
}
define i32 @rotr32(i32 %x) #0 {
  %r = call i32 @llvm.fshr.i32(i32 %x, i32 %x, i32 7)
  ret i32 %r
}
declare i64 @llvm.fshl.i64(i64, i64, i64)
declare i32 @llvm.fshr.i32(i32, i32, i32)
declare i32 @llvm.cttz.i32(i32, i1)
declare i16 @llvm.cttz.i16(i16, i1)
declare i8 @llvm.cttz.i8(i8, i1)
declare i64 @llvm.ctlz.i64(i64, i1)
declare i8 @llvm.ctlz.i8(i8, i1)
attributes #0 = { nounwind "target-features"="+bmi,+bmi2,+cx8,+fxsr,+lzcnt,+mmx,+sse,+sse2,+x87" }

;C: #include <stdio.h>
;C: #include <stdint.h>
;C: uint32_t shl32(uint32_t, uint32_t); uint64_t lshr64(uint64_t, uint64_t);
;C: int32_t ashr32_load(int32_t *, uint32_t); int64_t ashr64_byte(int64_t, uint8_t);
;C: uint64_t getmiddle(uint64_t, uint32_t, uint32_t); uint32_t bzhi32_load(uint32_t *, uint32_t);
;C: uint64_t andn64(uint64_t, uint64_t); uint32_t blsr32(uint32_t); uint64_t blsmsk64(uint64_t);
;C: uint64_t blsi64(uint64_t); uint32_t cttz32(uint32_t); uint16_t cttz16(uint16_t);
;C: uint8_t cttz8(uint8_t); uint64_t ctlz64(uint64_t); uint8_t ctlz8(uint8_t);
;C: uint64_t rotl64_load(uint64_t *); uint32_t rotr32(uint32_t);
;C: int main(void) {
;C:   uint64_t v[] = {0, 1, 2, 0x80, 0x8000, 0x80000000u, 0x8000000000000000ull, ~0ull, 0x0123456789abcdefull, 0xf0f0f0f0f0f0f0f0ull};
;C:   unsigned n[] = {0, 1, 7, 8, 31, 32, 63};
;C:   for (int i = 0; i < 10; i++) {
;C:     uint32_t w = (uint32_t)v[i];
;C:     printf("rot %llx %x\n", (unsigned long long)rotl64_load(&v[i]), rotr32(w));
;C:     printf("%llx: blsr %x blsmsk %llx blsi %llx cttz %u %u %u ctlz %llu %u\n", (unsigned long long)v[i], blsr32(w),
;C:            (unsigned long long)blsmsk64(v[i]), (unsigned long long)blsi64(v[i]), cttz32(w), cttz16((uint16_t)w),
;C:            cttz8((uint8_t)w), (unsigned long long)ctlz64(v[i]), ctlz8((uint8_t)w));
;C:     for (int j = 0; j < 7; j++) {
;C:       int32_t s = (int32_t)w;
;C:       printf("  %u: %x %llx %x %llx %llx %x %llx\n", n[j], n[j] < 32 ? shl32(w, n[j]) : 0,
;C:              (unsigned long long)lshr64(v[i], n[j]), n[j] < 32 ? (uint32_t)ashr32_load(&s, n[j]) : 0,
;C:              (unsigned long long)ashr64_byte((int64_t)v[i], (uint8_t)n[j]),
;C:              (unsigned long long)getmiddle(v[i], n[j], n[j] < 63 ? n[j] : 0), n[j] < 32 ? bzhi32_load(&w, n[j]) : 0,
;C:              (unsigned long long)andn64(v[i], v[(i + j) % 10]));
;C:     }
;C:   }
;C:   return 0;
;C: }
