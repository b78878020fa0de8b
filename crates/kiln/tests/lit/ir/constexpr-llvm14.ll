; Constant expressions later releases removed (extractvalue/insertvalue 15, fneg 16, select 17,
; and/or/lshr/ashr/zext/sext/fp casts 18, icmp/fcmp/shl 19, mul 21) and LLVM 14's `inrange`
; before a GEP index: LLVM 14 modules keep them, so kiln still reads and prints them.
; RUN: kiln ir %s -o - | FileCheck %s

@a = global i32 0
@b = global i32 0
@vt = constant { [4 x ptr] } zeroinitializer
@x1 = global i64 and (i64 ptrtoint (ptr @a to i64), i64 -16)
@x2 = global i64 or (i64 ptrtoint (ptr @a to i64), i64 1)
@x3 = global i64 mul (i64 ptrtoint (ptr @a to i64), i64 2)
@x4 = global i64 lshr (i64 ptrtoint (ptr @a to i64), i64 3)
@x5 = global i1 icmp eq (ptr @a, ptr @b)
@x6 = global i64 select (i1 icmp eq (ptr @a, ptr @b), i64 1, i64 2)
@x7 = global i128 zext (i64 ptrtoint (ptr @a to i64) to i128)
@x8 = global i64 shl (i64 ptrtoint (ptr @a to i64), i64 1)
@x9 = global ptr getelementptr inbounds ({ [4 x ptr] }, ptr @vt, i32 0, inrange i32 0, i32 2)

; CHECK: @a = global i32 0
; CHECK-NEXT: @b = global i32 0
; CHECK-NEXT: @vt = constant { [4 x ptr] } zeroinitializer
; CHECK-NEXT: @x1 = global i64 and (i64 ptrtoint (ptr @a to i64), i64 -16)
; CHECK-NEXT: @x2 = global i64 or (i64 ptrtoint (ptr @a to i64), i64 1)
; CHECK-NEXT: @x3 = global i64 mul (i64 ptrtoint (ptr @a to i64), i64 2)
; CHECK-NEXT: @x4 = global i64 lshr (i64 ptrtoint (ptr @a to i64), i64 3)
; CHECK-NEXT: @x5 = global i1 icmp eq (ptr @a, ptr @b)
; CHECK-NEXT: @x6 = global i64 select (i1 icmp eq (ptr @a, ptr @b), i64 1, i64 2)
; CHECK-NEXT: @x7 = global i128 zext (i64 ptrtoint (ptr @a to i64) to i128)
; CHECK-NEXT: @x8 = global i64 shl (i64 ptrtoint (ptr @a to i64), i64 1)
; CHECK-NEXT: @x9 = global ptr getelementptr inbounds ({ [4 x ptr] }, ptr @vt, i32 0, inrange i32 0, i32 2)
