; Initializers an object file gets as one packed image per global (integers, floats,
; x86_fp80 with its padding, nested arrays and structs with padding, pointers, a constant
; GEP into another global, a label difference, zero and undefined parts, an all-zero i1
; vector, a large zero array inside a structure) hold the bytes and relocations that the
; assembly text's directives assemble to.
; RUN: kiln llc -O0 -filetype=obj %s -o %t.o && kiln llc -O0 %s -o %t.s && kiln mc -filetype=obj %t.s -o %t.mc.o
; RUN: llvm-objdump -r %t.o | tail -n +3 > %t.direct.txt && llvm-objdump -s -j .data -j .rodata %t.o | tail -n +3 >> %t.direct.txt
; RUN: llvm-objdump -r %t.mc.o | tail -n +3 > %t.text.txt && llvm-objdump -s -j .data -j .rodata %t.mc.o | tail -n +3 >> %t.text.txt
; RUN: cmp %t.direct.txt %t.text.txt && FileCheck %s < %t.direct.txt

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.S = type { i8, i32, i16, i64, [3 x i8] }
%struct.T = type { %struct.S, ptr, [2 x %struct.S], float, double }

@a = dso_local global [2 x [3 x i16]] [[3 x i16] [i16 1, i16 -2, i16 3], [3 x i16] [i16 4, i16 5, i16 -6]]
@s = dso_local global %struct.S { i8 -1, i32 305419896, i16 undef, i64 -81985529216486896, [3 x i8] c"ab\00" }
@t = dso_local global %struct.T { %struct.S zeroinitializer, ptr getelementptr (i8, ptr @a, i64 6), [2 x %struct.S] [%struct.S { i8 1, i32 2, i16 3, i64 4, [3 x i8] zeroinitializer }, %struct.S { i8 5, i32 6, i16 7, i64 8, [3 x i8] c"xyz" }], float 1.5, double -2.0 }
@f80 = dso_local global { x86_fp80, i8 } { x86_fp80 0xK4000C000000000000000, i8 9 }
@ptrs = dso_local global [3 x ptr] [ptr @s, ptr null, ptr getelementptr inbounds (%struct.T, ptr @t, i64 0, i32 2, i64 1, i32 3)]
@diff = dso_local global i64 sub (i64 ptrtoint (ptr @t to i64), i64 ptrtoint (ptr @s to i64))
@v = dso_local global { <4 x i1>, <3 x i32> } { <4 x i1> zeroinitializer, <3 x i32> <i32 7, i32 8, i32 9> }
@big = dso_local global { i32, [5000 x i8], i32 } { i32 1, [5000 x i8] zeroinitializer, i32 2 }
@wide = dso_local constant { i128, i24 } { i128 -2, i24 65793 }


; CHECK:      RELOCATION RECORDS FOR [.data]:
; CHECK-NEXT: OFFSET           TYPE                     VALUE
; CHECK-NEXT: 0000000000000050 R_X86_64_64              a+0x6
; CHECK-NEXT: 00000000000000d0 R_X86_64_64              s
; CHECK-NEXT: 00000000000000e0 R_X86_64_64              t+0x58
; CHECK:      Contents of section .data:
; CHECK-NEXT: 0000 0100feff 03000400 0500faff 00000000
; CHECK-NEXT: 0010 ff000000 78563412 00000000 00000000
; CHECK-NEXT: 0020 10325476 98badcfe 61620000 00000000
; CHECK:      00b0 00000000 000000c0 00400000 00000000
; CHECK-NEXT: 00c0 09000000 00000000 00000000 00000000
; CHECK:      00e0 00000000 00000000 20000000 00000000
; CHECK-NEXT: 00f0 00000000 00000000 00000000 00000000
; CHECK-NEXT: 0100 07000000 08000000 09000000 00000000
; CHECK-NEXT: 0110 01000000 00000000 00000000 00000000
; CHECK:      Contents of section .rodata:
; CHECK-NEXT: 0000 feffffff ffffffff ffffffff ffffffff
; CHECK-NEXT: 0010 01010100
