; The stack pointer and frame chain through GlobalISel, as the SelectionDAG has them: a dynamic
; alloca is G_DYN_STACKALLOC of its size rounded up to 16 (the legalizer lowers it to RSP
; arithmetic, aligned down further for an over-aligned alloca) with a variable-sized frame
; object; llvm.stacksave/stackrestore are COPYs from and to $rsp; llvm.frameaddress(n) follows
; n saved frame pointers from $rbp and llvm.returnaddress(n) loads the slot above one (for
; depth 0 a fixed object below the incoming arguments); llvm.prefetch is the target's PREFETCHT0 and
; llvm.is.constant is false. The C driver (the ;C: lines) runs them; kiln's GlobalISel object
; prints what llc's prints.
; RUN: kiln llc -mtriple=x86_64 -O0 -global-isel -global-isel-abort=1 -stop-after=legalizer -verify-machineinstrs %s -o - | FileCheck %s
; RUN: sed -n 's/^;C: //p' %s > %t.c
; RUN: llc -opaque-pointers -O0 -filetype=obj %s -o %t.ref.o && cc -O0 %t.c %t.ref.o -o %t.ref && %t.ref > %t.want
; RUN: kiln llc -O0 -global-isel -global-isel-abort=1 -verify-machineinstrs -filetype=obj %s -o %t.o && cc -O0 %t.c %t.o -o %t.exe && %t.exe | diff %t.want -
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

declare ptr @llvm.stacksave()
declare void @llvm.stackrestore(ptr)
declare ptr @llvm.frameaddress.p0(i32)
declare ptr @llvm.returnaddress(i32)
declare void @llvm.prefetch.p0(ptr, i32, i32, i32)
declare i1 @llvm.is.constant.i32(i32)

; Sums 0..n-1 stored in a variable-length array, n times, each round's array freed by
; stackrestore; the second array is 64-byte aligned. Returns the sum, or -1 when the stack
; pointer moved or the aligned array is not aligned.
define i64 @vla(i32 %n) {
entry:
  %before = call ptr @llvm.stacksave()
  br label %round
round:
  %k = phi i32 [ 0, %entry ], [ %k1, %done ]
  %acc = phi i64 [ 0, %entry ], [ %acc2, %done ]
  %saved = call ptr @llvm.stacksave()
  %a = alloca i64, i32 %n, align 8
  %b = alloca i8, i32 %n, align 64
  %bi = ptrtoint ptr %b to i64
  %mis = and i64 %bi, 63
  br label %fill
fill:
  %i = phi i32 [ 0, %round ], [ %i1, %fill ]
  %acc1 = phi i64 [ %acc, %round ], [ %accn, %fill ]
  %i64 = zext i32 %i to i64
  %slot = getelementptr i64, ptr %a, i32 %i
  call void @llvm.prefetch.p0(ptr %slot, i32 1, i32 3, i32 1)
  store i64 %i64, ptr %slot
  %byte = getelementptr i8, ptr %b, i32 %i
  store i8 1, ptr %byte
  %v = load i64, ptr %slot
  %accm = add i64 %acc1, %v
  %accn = add i64 %accm, %mis
  %i1 = add i32 %i, 1
  %more = icmp ult i32 %i1, %n
  br i1 %more, label %fill, label %done
done:
  %acc2 = phi i64 [ %accn, %fill ]
  call void @llvm.stackrestore(ptr %saved)
  %k1 = add i32 %k, 1
  %again = icmp ult i32 %k1, %n
  br i1 %again, label %round, label %out
out:
  %after = call ptr @llvm.stacksave()
  %same = icmp eq ptr %before, %after
  %r = select i1 %same, i64 %acc2, i64 -1
  ret i64 %r
}

; Whether the frame address is above a local, the caller's frame address is `caller_frame`,
; and the return address is `expected_return` (its own caller's frame holds it).
define i32 @frames(ptr %caller_frame, i32 %x) {
  %local = alloca i32
  store i32 %x, ptr %local
  %f0 = call ptr @llvm.frameaddress.p0(i32 0)
  %f1 = call ptr @llvm.frameaddress.p0(i32 1)
  %r0 = call ptr @llvm.returnaddress(i32 0)
  %r1 = call ptr @llvm.returnaddress(i32 1)
  %above = icmp ugt ptr %f0, %local
  %up = icmp eq ptr %f1, %caller_frame
  %f0_ret = getelementptr i8, ptr %f0, i64 8
  %r0_again = load ptr, ptr %f0_ret
  %ret_ok = icmp eq ptr %r0, %r0_again
  %r1_nonnull = icmp ne ptr %r1, null
  %c = call i1 @llvm.is.constant.i32(i32 %x)
  %a1 = zext i1 %above to i32
  %a2 = zext i1 %up to i32
  %a3 = zext i1 %ret_ok to i32
  %a4 = zext i1 %r1_nonnull to i32
  %a5 = zext i1 %c to i32
  %s1 = shl i32 %a2, 1
  %s2 = shl i32 %a3, 2
  %s3 = shl i32 %a4, 3
  %s4 = shl i32 %a5, 4
  %o1 = or i32 %a1, %s1
  %o2 = or i32 %o1, %s2
  %o3 = or i32 %o2, %s3
  %o4 = or i32 %o3, %s4
  ret i32 %o4
}

;C: #include <stdio.h>
;C: long vla(int);
;C: int frames(void *, int);
;C: int main(void) {
;C:   printf("%ld %ld %ld\n", vla(1), vla(7), vla(100));
;C:   printf("%d\n", frames(__builtin_frame_address(0), 3));
;C:   return 0;
;C: }

; CHECK: --- |
; CHECK-NEXT:   target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
; CHECK-NEXT:   target triple = "x86_64-unknown-linux-gnu"
; CHECK-NEXT: {{^ +$}}
; CHECK-NEXT: {{^ +$}}
; CHECK-NEXT:   declare ptr @llvm.stacksave()
; CHECK-NEXT: {{^ +$}}
; CHECK-NEXT:   declare void @llvm.stackrestore(ptr)
; CHECK-NEXT: {{^ +$}}
; CHECK-NEXT:   declare ptr @llvm.frameaddress.p0(i32)
; CHECK-NEXT: {{^ +$}}
; CHECK-NEXT:   declare ptr @llvm.returnaddress(i32)
; CHECK-NEXT: {{^ +$}}
; CHECK-NEXT:   declare void @llvm.prefetch.p0(ptr, i32, i32, i32)
; CHECK-NEXT: {{^ +$}}
; CHECK-NEXT:   declare i1 @llvm.is.constant.i32(i32)
; CHECK-NEXT: {{^ +$}}
; CHECK-NEXT:   define i64 @vla(i32 %n) {
; CHECK-NEXT:   entry:
; CHECK-NEXT:     %before = call ptr @llvm.stacksave()
; CHECK-NEXT:     br label %round
; CHECK-NEXT: {{^ +$}}
; CHECK-NEXT:   round:
; CHECK-NEXT:     %k = phi i32 [ 0, %entry ], [ %k1, %done ]
; CHECK-NEXT:     %acc = phi i64 [ 0, %entry ], [ %acc2, %done ]
; CHECK-NEXT:     %saved = call ptr @llvm.stacksave()
; CHECK-NEXT:     %a = alloca i64, i32 %n, align 8
; CHECK-NEXT:     %b = alloca i8, i32 %n, align 64
; CHECK-NEXT:     %bi = ptrtoint ptr %b to i64
; CHECK-NEXT:     %mis = and i64 %bi, 63
; CHECK-NEXT:     br label %fill
; CHECK-NEXT: {{^ +$}}
; CHECK-NEXT:   fill:
; CHECK-NEXT:     %i = phi i32 [ 0, %round ], [ %i1, %fill ]
; CHECK-NEXT:     %acc1 = phi i64 [ %acc, %round ], [ %accn, %fill ]
; CHECK-NEXT:     %i64 = zext i32 %i to i64
; CHECK-NEXT:     %slot = getelementptr i64, ptr %a, i32 %i
; CHECK-NEXT:     call void @llvm.prefetch.p0(ptr %slot, i32 1, i32 3, i32 1)
; CHECK-NEXT:     store i64 %i64, ptr %slot
; CHECK-NEXT:     %byte = getelementptr i8, ptr %b, i32 %i
; CHECK-NEXT:     store i8 1, ptr %byte
; CHECK-NEXT:     %v = load i64, ptr %slot
; CHECK-NEXT:     %accm = add i64 %acc1, %v
; CHECK-NEXT:     %accn = add i64 %accm, %mis
; CHECK-NEXT:     %i1 = add i32 %i, 1
; CHECK-NEXT:     %more = icmp ult i32 %i1, %n
; CHECK-NEXT:     br i1 %more, label %fill, label %done
; CHECK-NEXT: {{^ +$}}
; CHECK-NEXT:   done:
; CHECK-NEXT:     %acc2 = phi i64 [ %accn, %fill ]
; CHECK-NEXT:     call void @llvm.stackrestore(ptr %saved)
; CHECK-NEXT:     %k1 = add i32 %k, 1
; CHECK-NEXT:     %again = icmp ult i32 %k1, %n
; CHECK-NEXT:     br i1 %again, label %round, label %out
; CHECK-NEXT: {{^ +$}}
; CHECK-NEXT:   out:
; CHECK-NEXT:     %after = call ptr @llvm.stacksave()
; CHECK-NEXT:     %same = icmp eq ptr %before, %after
; CHECK-NEXT:     %r = select i1 %same, i64 %acc2, i64 -1
; CHECK-NEXT:     ret i64 %r
; CHECK-NEXT:   }
; CHECK-NEXT: {{^ +$}}
; CHECK-NEXT:   define i32 @frames(ptr %caller_frame, i32 %x) {
; CHECK-NEXT:   0:
; CHECK-NEXT:     %local = alloca i32
; CHECK-NEXT:     store i32 %x, ptr %local
; CHECK-NEXT:     %f0 = call ptr @llvm.frameaddress.p0(i32 0)
; CHECK-NEXT:     %f1 = call ptr @llvm.frameaddress.p0(i32 1)
; CHECK-NEXT:     %r0 = call ptr @llvm.returnaddress(i32 0)
; CHECK-NEXT:     %r1 = call ptr @llvm.returnaddress(i32 1)
; CHECK-NEXT:     %above = icmp ugt ptr %f0, %local
; CHECK-NEXT:     %up = icmp eq ptr %f1, %caller_frame
; CHECK-NEXT:     %f0_ret = getelementptr i8, ptr %f0, i64 8
; CHECK-NEXT:     %r0_again = load ptr, ptr %f0_ret
; CHECK-NEXT:     %ret_ok = icmp eq ptr %r0, %r0_again
; CHECK-NEXT:     %r1_nonnull = icmp ne ptr %r1, null
; CHECK-NEXT:     %c = call i1 @llvm.is.constant.i32(i32 %x)
; CHECK-NEXT:     %a1 = zext i1 %above to i32
; CHECK-NEXT:     %a2 = zext i1 %up to i32
; CHECK-NEXT:     %a3 = zext i1 %ret_ok to i32
; CHECK-NEXT:     %a4 = zext i1 %r1_nonnull to i32
; CHECK-NEXT:     %a5 = zext i1 %c to i32
; CHECK-NEXT:     %s1 = shl i32 %a2, 1
; CHECK-NEXT:     %s2 = shl i32 %a3, 2
; CHECK-NEXT:     %s3 = shl i32 %a4, 3
; CHECK-NEXT:     %s4 = shl i32 %a5, 4
; CHECK-NEXT:     %o1 = or i32 %a1, %s1
; CHECK-NEXT:     %o2 = or i32 %o1, %s2
; CHECK-NEXT:     %o3 = or i32 %o2, %s3
; CHECK-NEXT:     %o4 = or i32 %o3, %s4
; CHECK-NEXT:     ret i32 %o4
; CHECK-NEXT:   }
; CHECK-NEXT: {{^ +$}}
; CHECK-NEXT: ...
; CHECK-NEXT: ---
; CHECK-NEXT: name:            vla
; CHECK-NEXT: alignment:       16
; CHECK-NEXT: exposesReturnsTwice: false
; CHECK-NEXT: legalized:       true
; CHECK-NEXT: regBankSelected: false
; CHECK-NEXT: selected:        false
; CHECK-NEXT: failedISel:      false
; CHECK-NEXT: tracksRegLiveness: true
; CHECK-NEXT: hasWinCFI:       false
; CHECK-NEXT: failsVerification: false
; CHECK-NEXT: tracksDebugUserValues: false
; CHECK-NEXT: registers:
; CHECK-NEXT:   - { id: 0, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 1, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 2, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 3, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 4, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 5, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 6, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 7, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 8, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 9, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 10, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 11, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 12, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 13, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 14, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 15, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 16, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 17, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 18, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 19, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 20, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 21, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 22, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 23, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 24, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 25, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 26, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 27, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 28, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 29, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 30, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 31, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 32, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 33, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 34, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 35, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 36, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 37, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 38, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 39, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 40, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 41, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 42, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 43, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 44, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 45, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 46, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 47, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 48, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 49, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 50, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 51, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 52, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 53, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 54, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 55, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 56, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 57, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 58, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 59, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 60, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 61, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 62, class: _, preferred-register: '' }
; CHECK-NEXT: liveins:
; CHECK-NEXT:   - { reg: '$edi', virtual-reg: '%0' }
; CHECK-NEXT: frameInfo:
; CHECK-NEXT:   isFrameAddressTaken: false
; CHECK-NEXT:   isReturnAddressTaken: false
; CHECK-NEXT:   hasStackMap:     false
; CHECK-NEXT:   hasPatchPoint:   false
; CHECK-NEXT:   stackSize:       0
; CHECK-NEXT:   offsetAdjustment: 0
; CHECK-NEXT:   maxAlignment:    1
; CHECK-NEXT:   adjustsStack:    false
; CHECK-NEXT:   hasCalls:        false
; CHECK-NEXT:   stackProtector:  ''
; CHECK-NEXT:   maxCallFrameSize: 4294967295
; CHECK-NEXT:   cvBytesOfCalleeSavedRegisters: 0
; CHECK-NEXT:   hasOpaqueSPAdjustment: false
; CHECK-NEXT:   hasVAStart:      false
; CHECK-NEXT:   hasMustTailInVarArgFunc: false
; CHECK-NEXT:   hasTailCall:     false
; CHECK-NEXT:   localFrameSize:  0
; CHECK-NEXT:   savePoint:       ''
; CHECK-NEXT:   restorePoint:    ''
; CHECK-NEXT: fixedStack:      []
; CHECK-NEXT: stack:
; CHECK-NEXT:   - { id: 0, name: '', type: variable-sized, offset: 0, size: 0, alignment: 1, stack-id: '', callee-saved-register: '', callee-saved-restored: true, debug-info-variable: '', debug-info-expression: '', debug-info-location: '' }
; CHECK-NEXT:   - { id: 1, name: '', type: variable-sized, offset: 0, size: 0, alignment: 1, stack-id: '', callee-saved-register: '', callee-saved-restored: true, debug-info-variable: '', debug-info-expression: '', debug-info-location: '' }
; CHECK-NEXT: constants:       []
; CHECK-NEXT: body:            |
; CHECK-NEXT:   bb.0.entry:
; CHECK-NEXT:     successors: %bb.1
; CHECK-NEXT:     liveins: $edi
; CHECK-EMPTY:
; CHECK-NEXT:     %0:_(s32) = COPY $edi
; CHECK-NEXT:     %46:_(s32) = G_CONSTANT i32 0
; CHECK-NEXT:     %47:_(s64) = G_CONSTANT i64 0
; CHECK-NEXT:     %1:_(p0) = COPY $rsp
; CHECK-EMPTY:
; CHECK-NEXT:   bb.1.round:
; CHECK-NEXT:     successors: %bb.2
; CHECK-EMPTY:
; CHECK-NEXT:     %2:_(s32) = G_PHI %46(s32), %bb.0, %40(s32), %bb.3
; CHECK-NEXT:     %3:_(s64) = G_PHI %47(s64), %bb.0, %38(s64), %bb.3
; CHECK-NEXT:     %4:_(p0) = COPY $rsp
; CHECK-NEXT:     %5:_(s64) = G_ZEXT %0(s32)
; CHECK-NEXT:     %6:_(s64) = G_CONSTANT i64 8
; CHECK-NEXT:     %7:_(s64) = G_MUL %5, %6
; CHECK-NEXT:     %8:_(s64) = G_CONSTANT i64 15
; CHECK-NEXT:     %9:_(s64) = G_ADD %7, %8
; CHECK-NEXT:     %10:_(s64) = G_CONSTANT i64 -16
; CHECK-NEXT:     %11:_(s64) = G_AND %9, %10
; CHECK-NEXT:     %48:_(p0) = COPY $rsp
; CHECK-NEXT:     %49:_(s64) = G_PTRTOINT %48(p0)
; CHECK-NEXT:     %50:_(s64) = G_SUB %49, %11
; CHECK-NEXT:     %51:_(s64) = G_CONSTANT i64 -8
; CHECK-NEXT:     %52:_(s64) = G_AND %50, %51
; CHECK-NEXT:     %53:_(p0) = G_INTTOPTR %52(s64)
; CHECK-NEXT:     $rsp = COPY %53(p0)
; CHECK-NEXT:     %12:_(p0) = COPY %53(p0)
; CHECK-NEXT:     %13:_(s64) = G_ZEXT %0(s32)
; CHECK-NEXT:     %14:_(s64) = G_CONSTANT i64 15
; CHECK-NEXT:     %15:_(s64) = G_ADD %13, %14
; CHECK-NEXT:     %16:_(s64) = G_CONSTANT i64 -16
; CHECK-NEXT:     %17:_(s64) = G_AND %15, %16
; CHECK-NEXT:     %54:_(p0) = COPY $rsp
; CHECK-NEXT:     %55:_(s64) = G_PTRTOINT %54(p0)
; CHECK-NEXT:     %56:_(s64) = G_SUB %55, %17
; CHECK-NEXT:     %57:_(s64) = G_CONSTANT i64 -64
; CHECK-NEXT:     %58:_(s64) = G_AND %56, %57
; CHECK-NEXT:     %59:_(p0) = G_INTTOPTR %58(s64)
; CHECK-NEXT:     $rsp = COPY %59(p0)
; CHECK-NEXT:     %18:_(p0) = COPY %59(p0)
; CHECK-NEXT:     %19:_(s64) = G_PTRTOINT %18(p0)
; CHECK-NEXT:     %20:_(s64) = G_CONSTANT i64 63
; CHECK-NEXT:     %21:_(s64) = G_AND %19, %20
; CHECK-EMPTY:
; CHECK-NEXT:   bb.2.fill:
; CHECK-NEXT:     successors: %bb.2, %bb.3
; CHECK-EMPTY:
; CHECK-NEXT:     %22:_(s32) = G_PHI %46(s32), %bb.1, %36(s32), %bb.2
; CHECK-NEXT:     %23:_(s64) = G_PHI %3(s64), %bb.1, %34(s64), %bb.2
; CHECK-NEXT:     %24:_(s64) = G_ZEXT %22(s32)
; CHECK-NEXT:     %25:_(s64) = G_SEXT %22(s32)
; CHECK-NEXT:     %26:_(s64) = G_CONSTANT i64 8
; CHECK-NEXT:     %27:_(s64) = G_MUL %25, %26
; CHECK-NEXT:     %28:_(p0) = G_PTR_ADD %12, %27(s64)
; CHECK-NEXT:     PREFETCHT0 %28(p0), 1, $noreg, 0, $noreg
; CHECK-NEXT:     G_STORE %24(s64), %28(p0) :: (store (s64) into %ir.slot)
; CHECK-NEXT:     %29:_(s64) = G_SEXT %22(s32)
; CHECK-NEXT:     %30:_(p0) = G_PTR_ADD %18, %29(s64)
; CHECK-NEXT:     %31:_(s8) = G_CONSTANT i8 1
; CHECK-NEXT:     G_STORE %31(s8), %30(p0) :: (store (s8) into %ir.byte)
; CHECK-NEXT:     %32:_(s64) = G_LOAD %28(p0) :: (load (s64) from %ir.slot)
; CHECK-NEXT:     %33:_(s64) = G_ADD %23, %32
; CHECK-NEXT:     %34:_(s64) = G_ADD %33, %21
; CHECK-NEXT:     %35:_(s32) = G_CONSTANT i32 1
; CHECK-NEXT:     %36:_(s32) = G_ADD %22, %35
; CHECK-NEXT:     %60:_(s8) = G_ICMP intpred(ult), %36(s32), %0
; CHECK-NEXT:     %37:_(s1) = G_TRUNC %60(s8)
; CHECK-NEXT:     G_BRCOND %37(s1), %bb.2
; CHECK-EMPTY:
; CHECK-NEXT:   bb.3.done:
; CHECK-NEXT:     successors: %bb.1, %bb.4
; CHECK-EMPTY:
; CHECK-NEXT:     %38:_(s64) = G_PHI %34(s64), %bb.2
; CHECK-NEXT:     $rsp = COPY %4(p0)
; CHECK-NEXT:     %39:_(s32) = G_CONSTANT i32 1
; CHECK-NEXT:     %40:_(s32) = G_ADD %2, %39
; CHECK-NEXT:     %61:_(s8) = G_ICMP intpred(ult), %40(s32), %0
; CHECK-NEXT:     %41:_(s1) = G_TRUNC %61(s8)
; CHECK-NEXT:     G_BRCOND %41(s1), %bb.1
; CHECK-EMPTY:
; CHECK-NEXT:   bb.4.out:
; CHECK-NEXT:     %42:_(p0) = COPY $rsp
; CHECK-NEXT:     %62:_(s8) = G_ICMP intpred(eq), %1(p0), %42
; CHECK-NEXT:     %43:_(s1) = G_TRUNC %62(s8)
; CHECK-NEXT:     %44:_(s64) = G_CONSTANT i64 -1
; CHECK-NEXT:     %45:_(s64) = G_SELECT %43(s1), %38, %44
; CHECK-NEXT:     $rax = COPY %45(s64)
; CHECK-NEXT:     RET 0, $rax
; CHECK-NEXT: ...
; CHECK-NEXT: ---
; CHECK-NEXT: name:            frames
; CHECK-NEXT: alignment:       16
; CHECK-NEXT: exposesReturnsTwice: false
; CHECK-NEXT: legalized:       true
; CHECK-NEXT: regBankSelected: false
; CHECK-NEXT: selected:        false
; CHECK-NEXT: failedISel:      false
; CHECK-NEXT: tracksRegLiveness: true
; CHECK-NEXT: hasWinCFI:       false
; CHECK-NEXT: failsVerification: false
; CHECK-NEXT: tracksDebugUserValues: false
; CHECK-NEXT: registers:
; CHECK-NEXT:   - { id: 0, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 1, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 2, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 3, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 4, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 5, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 6, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 7, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 8, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 9, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 10, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 11, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 12, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 13, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 14, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 15, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 16, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 17, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 18, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 19, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 20, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 21, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 22, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 23, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 24, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 25, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 26, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 27, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 28, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 29, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 30, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 31, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 32, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 33, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 34, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 35, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 36, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 37, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 38, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 39, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 40, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 41, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 42, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 43, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 44, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 45, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 46, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 47, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 48, class: _, preferred-register: '' }
; CHECK-NEXT:   - { id: 49, class: _, preferred-register: '' }
; CHECK-NEXT: liveins:
; CHECK-NEXT:   - { reg: '$rdi', virtual-reg: '%0' }
; CHECK-NEXT:   - { reg: '$esi', virtual-reg: '%1' }
; CHECK-NEXT: frameInfo:
; CHECK-NEXT:   isFrameAddressTaken: true
; CHECK-NEXT:   isReturnAddressTaken: true
; CHECK-NEXT:   hasStackMap:     false
; CHECK-NEXT:   hasPatchPoint:   false
; CHECK-NEXT:   stackSize:       0
; CHECK-NEXT:   offsetAdjustment: 0
; CHECK-NEXT:   maxAlignment:    4
; CHECK-NEXT:   adjustsStack:    false
; CHECK-NEXT:   hasCalls:        false
; CHECK-NEXT:   stackProtector:  ''
; CHECK-NEXT:   maxCallFrameSize: 4294967295
; CHECK-NEXT:   cvBytesOfCalleeSavedRegisters: 0
; CHECK-NEXT:   hasOpaqueSPAdjustment: false
; CHECK-NEXT:   hasVAStart:      false
; CHECK-NEXT:   hasMustTailInVarArgFunc: false
; CHECK-NEXT:   hasTailCall:     false
; CHECK-NEXT:   localFrameSize:  0
; CHECK-NEXT:   savePoint:       ''
; CHECK-NEXT:   restorePoint:    ''
; CHECK-NEXT: fixedStack:
; CHECK-NEXT:   - { id: 0, type: default, offset: -8, size: 8, alignment: 1, stack-id: '', isImmutable: false, isAliased: false, callee-saved-register: '', callee-saved-restored: true, debug-info-variable: '', debug-info-expression: '', debug-info-location: '' }
; CHECK-NEXT: stack:
; CHECK-NEXT:   - { id: 0, name: 'local', type: default, offset: 0, size: 4, alignment: 4, stack-id: '', callee-saved-register: '', callee-saved-restored: true, debug-info-variable: '', debug-info-expression: '', debug-info-location: '' }
; CHECK-NEXT: constants:       []
; CHECK-NEXT: body:            |
; CHECK-NEXT:   bb.0 (%ir-block.0):
; CHECK-NEXT:     liveins: $rdi, $esi
; CHECK-EMPTY:
; CHECK-NEXT:     %1:_(s32) = COPY $esi
; CHECK-NEXT:     %0:_(p0) = COPY $rdi
; CHECK-NEXT:     %3:_(p0) = G_FRAME_INDEX %stack.0.local
; CHECK-NEXT:     G_STORE %1(s32), %3(p0) :: (store (s32) into %ir.local)
; CHECK-NEXT:     %4:_(p0) = COPY $rbp
; CHECK-NEXT:     %5:_(p0) = COPY $rbp
; CHECK-NEXT:     %6:_(p0) = G_LOAD %5(p0) :: (load (s64))
; CHECK-NEXT:     %7:_(p0) = G_FRAME_INDEX %fixed-stack.0
; CHECK-NEXT:     %8:_(p0) = G_LOAD %7(p0) :: (load (s64) from %fixed-stack.0)
; CHECK-NEXT:     %9:_(p0) = COPY $rbp
; CHECK-NEXT:     %10:_(p0) = G_LOAD %9(p0) :: (load (s64))
; CHECK-NEXT:     %11:_(s64) = G_CONSTANT i64 8
; CHECK-NEXT:     %12:_(p0) = G_PTR_ADD %10, %11(s64)
; CHECK-NEXT:     %13:_(p0) = G_LOAD %12(p0) :: (load (s64))
; CHECK-NEXT:     %14:_(p0) = G_FRAME_INDEX %stack.0.local
; CHECK-NEXT:     %41:_(s8) = G_ICMP intpred(ugt), %4(p0), %14
; CHECK-NEXT:     %15:_(s1) = G_TRUNC %41(s8)
; CHECK-NEXT:     %42:_(s8) = G_ICMP intpred(eq), %6(p0), %0
; CHECK-NEXT:     %16:_(s1) = G_TRUNC %42(s8)
; CHECK-NEXT:     %17:_(s64) = G_CONSTANT i64 8
; CHECK-NEXT:     %18:_(p0) = G_PTR_ADD %4, %17(s64)
; CHECK-NEXT:     %19:_(p0) = G_LOAD %18(p0) :: (load (s64) from %ir.f0_ret)
; CHECK-NEXT:     %43:_(s8) = G_ICMP intpred(eq), %8(p0), %19
; CHECK-NEXT:     %20:_(s1) = G_TRUNC %43(s8)
; CHECK-NEXT:     %21:_(p0) = G_CONSTANT i64 0
; CHECK-NEXT:     %44:_(s8) = G_ICMP intpred(ne), %13(p0), %21
; CHECK-NEXT:     %22:_(s1) = G_TRUNC %44(s8)
; CHECK-NEXT:     %45:_(s8) = G_CONSTANT i8 0
; CHECK-NEXT:     %23:_(s1) = G_TRUNC %45(s8)
; CHECK-NEXT:     %24:_(s32) = G_ZEXT %15(s1)
; CHECK-NEXT:     %25:_(s32) = G_ZEXT %16(s1)
; CHECK-NEXT:     %26:_(s32) = G_ZEXT %20(s1)
; CHECK-NEXT:     %27:_(s32) = G_ZEXT %22(s1)
; CHECK-NEXT:     %28:_(s32) = G_ZEXT %23(s1)
; CHECK-NEXT:     %29:_(s32) = G_CONSTANT i32 1
; CHECK-NEXT:     %46:_(s8) = G_TRUNC %29(s32)
; CHECK-NEXT:     %30:_(s32) = G_SHL %25, %46(s8)
; CHECK-NEXT:     %31:_(s32) = G_CONSTANT i32 2
; CHECK-NEXT:     %47:_(s8) = G_TRUNC %31(s32)
; CHECK-NEXT:     %32:_(s32) = G_SHL %26, %47(s8)
; CHECK-NEXT:     %33:_(s32) = G_CONSTANT i32 3
; CHECK-NEXT:     %48:_(s8) = G_TRUNC %33(s32)
; CHECK-NEXT:     %34:_(s32) = G_SHL %27, %48(s8)
; CHECK-NEXT:     %35:_(s32) = G_CONSTANT i32 4
; CHECK-NEXT:     %49:_(s8) = G_TRUNC %35(s32)
; CHECK-NEXT:     %36:_(s32) = G_SHL %28, %49(s8)
; CHECK-NEXT:     %37:_(s32) = G_OR %24, %30
; CHECK-NEXT:     %38:_(s32) = G_OR %37, %32
; CHECK-NEXT:     %39:_(s32) = G_OR %38, %34
; CHECK-NEXT:     %40:_(s32) = G_OR %39, %36
; CHECK-NEXT:     $eax = COPY %40(s32)
; CHECK-NEXT:     RET 0, $eax
; CHECK-NEXT: ...
