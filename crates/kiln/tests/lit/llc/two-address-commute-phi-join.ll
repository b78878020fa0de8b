; A bit buffer refilled on one path keeps one register on both: two-address lowering ties
; `%h2 = add %h1, %t1` to `%t1`, computed after the old `%hold` died, because `%h2` is
; copied into the phi that `%hold` is also copied into (LLVM's distance rule, made exact). So
; neither the refill path nor the latch copies `hold` (zlib's `hold += (in[0] << bits) +
; (in[1] << (bits + 8))` in inflate_fast). The lli runs check the decoded bytes and the bits
; left.
; RUN: kiln llc -O2 -verify-machineinstrs -verify-regalloc %s -o - | sed '/^main:/,$d' | FileCheck %s
; RUN: { kiln lli -O2 %s ; echo "exit $?" ; } | FileCheck %s --check-prefix=EXEC
; RUN: { kiln lli -O0 %s ; echo "exit $?" ; } | FileCheck %s --check-prefix=EXEC

; CHECK-LABEL: decode:
; CHECK:       .LBB0_1:
; CHECK-NEXT:  cmpl $15, %{{[a-z0-9]+}}
; CHECK-NEXT:  jae .LBB0_[[TAIL:[0-9]+]]
; CHECK:       addq %[[HOLD:r[a-z0-9]+]], %[[SUM:r[a-z0-9]+]]
; CHECK:       shlq %cl, %[[HOLD]]
; CHECK-NEXT:  addq %[[SUM]], %[[HOLD]]
; CHECK-NOT:   movq
; CHECK:       .LBB0_[[TAIL]]:
; CHECK:       shrq %cl, %[[HOLD]]
; CHECK-NOT:   movq
; CHECK:       jne .LBB0_1
; CHECK-NEXT:  movq %[[HOLD]], %rax

define i64 @decode(ptr %in, ptr %out, ptr %table, i64 %n) {
entry:
  br label %loop
loop:
  %bits = phi i32 [ 0, %entry ], [ %bits2, %loop.tail ]
  %hold = phi i64 [ 0, %entry ], [ %hold3, %loop.tail ]
  %p = phi ptr [ %in, %entry ], [ %pA, %loop.tail ]
  %k = phi i64 [ 0, %entry ], [ %k1, %loop.tail ]
  %low = icmp ult i32 %bits, 15
  br i1 %low, label %refill, label %loop.tail
refill:
  %b0 = load i8, ptr %p
  %z0 = zext i8 %b0 to i64
  %s0 = zext i32 %bits to i64
  %t0 = shl i64 %z0, %s0
  %h1 = add i64 %t0, %hold
  %bits8 = add i32 %bits, 8
  %p1 = getelementptr inbounds i8, ptr %p, i64 1
  %b1 = load i8, ptr %p1
  %z1 = zext i8 %b1 to i64
  %s1 = zext i32 %bits8 to i64
  %t1 = shl i64 %z1, %s1
  %h2 = add i64 %h1, %t1
  %bits16 = add i32 %bits, 16
  %p2 = getelementptr inbounds i8, ptr %p, i64 2
  br label %loop.tail
loop.tail:
  %bitsA = phi i32 [ %bits16, %refill ], [ %bits, %loop ]
  %holdA = phi i64 [ %h2, %refill ], [ %hold, %loop ]
  %pA = phi ptr [ %p2, %refill ], [ %p, %loop ]
  %idx = and i64 %holdA, 255
  %e = getelementptr inbounds i8, ptr %table, i64 %idx
  %len = load i8, ptr %e
  %len7 = and i8 %len, 7
  %len64 = zext i8 %len7 to i64
  %len32 = zext i8 %len7 to i32
  %hold3 = lshr i64 %holdA, %len64
  %bits2 = sub i32 %bitsA, %len32
  %o = getelementptr inbounds i8, ptr %out, i64 %k
  %sym = trunc i64 %idx to i8
  store i8 %sym, ptr %o
  %k1 = add i64 %k, 1
  %done = icmp eq i64 %k1, %n
  br i1 %done, label %exit, label %loop
exit:
  ret i64 %hold3
}

@table = private constant [256 x i8] c"\00\01\02\03\04\05\06\07\08\09\0A\0B\0C\0D\0E\0F\10\11\12\13\14\15\16\17\18\19\1A\1B\1C\1D\1E\1F\20\21\22\23\24\25\26\27\28\29\2A\2B\2C\2D\2E\2F\30\31\32\33\34\35\36\37\38\39\3A\3B\3C\3D\3E\3F\40\41\42\43\44\45\46\47\48\49\4A\4B\4C\4D\4E\4F\50\51\52\53\54\55\56\57\58\59\5A\5B\5C\5D\5E\5F\60\61\62\63\64\65\66\67\68\69\6A\6B\6C\6D\6E\6F\70\71\72\73\74\75\76\77\78\79\7A\7B\7C\7D\7E\7F\80\81\82\83\84\85\86\87\88\89\8A\8B\8C\8D\8E\8F\90\91\92\93\94\95\96\97\98\99\9A\9B\9C\9D\9E\9F\A0\A1\A2\A3\A4\A5\A6\A7\A8\A9\AA\AB\AC\AD\AE\AF\B0\B1\B2\B3\B4\B5\B6\B7\B8\B9\BA\BB\BC\BD\BE\BF\C0\C1\C2\C3\C4\C5\C6\C7\C8\C9\CA\CB\CC\CD\CE\CF\D0\D1\D2\D3\D4\D5\D6\D7\D8\D9\DA\DB\DC\DD\DE\DF\E0\E1\E2\E3\E4\E5\E6\E7\E8\E9\EA\EB\EC\ED\EE\EF\F0\F1\F2\F3\F4\F5\F6\F7\F8\F9\FA\FB\FC\FD\FE\FF"
@input = private constant [64 x i8] c"\29\72\BB\04\4D\96\DF\28\71\BA\03\4C\95\DE\27\70\B9\02\4B\94\DD\26\6F\B8\01\4A\93\DC\25\6E\B7\00\49\92\DB\24\6D\B6\FF\48\91\DA\23\6C\B5\FE\47\90\D9\22\6B\B4\FD\46\8F\D8\21\6A\B3\FC\45\8E\D7\20"
@fmt = private constant [5 x i8] c"%lx \00"
@nl = private constant [6 x i8] c"%llx\0A\00"

define i32 @main() {
  %buf = alloca [40 x i8]
  %left = call i64 @decode(ptr @input, ptr %buf, ptr @table, i64 40)
  br label %sum
sum:
  %i = phi i64 [ 0, %0 ], [ %i1, %sum ]
  %acc = phi i64 [ 0, %0 ], [ %acc2, %sum ]
  %q = getelementptr inbounds [40 x i8], ptr %buf, i64 0, i64 %i
  %b = load i8, ptr %q
  %w = zext i8 %b to i64
  %acc1 = mul i64 %acc, 31
  %acc2 = add i64 %acc1, %w
  %i1 = add i64 %i, 1
  %more = icmp ult i64 %i1, 40
  br i1 %more, label %sum, label %done
done:
  call i32 (ptr, ...) @printf(ptr @fmt, i64 %acc2)
  call i32 (ptr, ...) @printf(ptr @nl, i64 %left)
  ret i32 0
}
; EXEC: 9aad401fa5d059a2 12edc8
; EXEC: exit 0

declare i32 @printf(ptr, ...)
