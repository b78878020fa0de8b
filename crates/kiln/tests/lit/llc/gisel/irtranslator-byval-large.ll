; A byval object larger than 128 bytes passed through GlobalISel: copied into the argument area
; by the target's block copy (x86-64: `rep movsq`, RCX quadwords from RSI to RDI, as the
; SelectionDAG does), its tail of 3 bytes by loads and stores. The C driver (the ;C: lines)
; defines the callee, which sums the bytes it received; kiln's GlobalISel object prints what
; llc's prints.
; RUN: kiln llc -mtriple=x86_64 -O0 -global-isel -global-isel-abort=1 -stop-after=irtranslator -verify-machineinstrs %s -o - | FileCheck %s
; RUN: sed -n 's/^;C: //p' %s > %t.c
; RUN: llc -opaque-pointers -O0 -filetype=obj %s -o %t.ref.o && cc %t.c %t.ref.o -o %t.ref && %t.ref > %t.want
; RUN: kiln llc -O0 -global-isel -global-isel-abort=1 -verify-machineinstrs -filetype=obj %s -o %t.o && cc %t.c %t.o -o %t.exe && %t.exe | diff %t.want -
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%big = type { [203 x i8] }

declare i64 @sum(i32, ptr byval(%big) align 1, i32)

define i64 @pass(ptr %p) {
  %r = call i64 @sum(i32 7, ptr byval(%big) align 1 %p, i32 9)
  ret i64 %r
}

;C: #include <stdio.h>
;C: struct big { unsigned char b[203]; };
;C: long sum(int a, struct big s, int c) { long t = a * 1000 + c; for (int i = 0; i < 203; i++) t += (long)s.b[i] * (i + 1); return t; }
;C: long pass(struct big *);
;C: int main(void) {
;C:   struct big s;
;C:   for (int i = 0; i < 203; i++) s.b[i] = (unsigned char)(i * 37 + 5);
;C:   printf("%ld\n", pass(&s));
;C:   return 0;
;C: }

; CHECK: --- |
; CHECK-NEXT:   target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
; CHECK-NEXT:   target triple = "x86_64-unknown-linux-gnu"
; CHECK-NEXT: {{^ +$}}
; CHECK-NEXT:   %big = type { [203 x i8] }
; CHECK-NEXT: {{^ +$}}
; CHECK-NEXT:   declare i64 @sum(i32, ptr align 1 byval(%big), i32)
; CHECK-NEXT: {{^ +$}}
; CHECK-NEXT:   define i64 @pass(ptr %p) {
; CHECK-NEXT:   0:
; CHECK-NEXT:     %r = call i64 @sum(i32 7, ptr align 1 byval(%big) %p, i32 9)
; CHECK-NEXT:     ret i64 %r
; CHECK-NEXT:   }
; CHECK-NEXT: {{^ +$}}
; CHECK-NEXT: ...
; CHECK-NEXT: ---
; CHECK-NEXT: name:            pass
; CHECK-NEXT: alignment:       16
; CHECK-NEXT: exposesReturnsTwice: false
; CHECK-NEXT: legalized:       false
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
; CHECK-NEXT: liveins:
; CHECK-NEXT:   - { reg: '$rdi', virtual-reg: '%0' }
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
; CHECK-NEXT: stack:           []
; CHECK-NEXT: constants:       []
; CHECK-NEXT: body:            |
; CHECK-NEXT:   bb.0 (%ir-block.0):
; CHECK-NEXT:     liveins: $rdi
; CHECK-EMPTY:
; CHECK-NEXT:     %0:_(p0) = COPY $rdi
; CHECK-NEXT:     %1:_(s32) = G_CONSTANT i32 7
; CHECK-NEXT:     %2:_(s32) = G_CONSTANT i32 9
; CHECK-NEXT:     ADJCALLSTACKDOWN64 208, 0, 0, implicit-def $rsp, implicit-def $eflags, implicit $rsp
; CHECK-NEXT:     %3:_(p0) = COPY $rsp
; CHECK-NEXT:     %4:_(s64) = G_CONSTANT i64 0
; CHECK-NEXT:     %5:_(p0) = G_PTR_ADD %3, %4(s64)
; CHECK-NEXT:     %6:_(s64) = G_CONSTANT i64 25
; CHECK-NEXT:     $rcx = COPY %6(s64)
; CHECK-NEXT:     $rdi = COPY %5(p0)
; CHECK-NEXT:     $rsi = COPY %0(p0)
; CHECK-NEXT:     REP_MOVSQ_64 implicit-def $rcx, implicit-def $rdi, implicit-def $rsi, implicit $rcx, implicit $rdi, implicit $rsi, implicit $df
; CHECK-NEXT:     %7:_(s64) = G_CONSTANT i64 200
; CHECK-NEXT:     %8:_(p0) = G_PTR_ADD %0, %7(s64)
; CHECK-NEXT:     %9:_(s64) = G_CONSTANT i64 200
; CHECK-NEXT:     %10:_(p0) = G_PTR_ADD %5, %9(s64)
; CHECK-NEXT:     %11:_(s16) = G_LOAD %8(p0) :: (load (s16), align 1)
; CHECK-NEXT:     G_STORE %11(s16), %10(p0) :: (store (s16) into stack + 200, align 8)
; CHECK-NEXT:     %12:_(s64) = G_CONSTANT i64 202
; CHECK-NEXT:     %13:_(p0) = G_PTR_ADD %0, %12(s64)
; CHECK-NEXT:     %14:_(s64) = G_CONSTANT i64 202
; CHECK-NEXT:     %15:_(p0) = G_PTR_ADD %5, %14(s64)
; CHECK-NEXT:     %16:_(s8) = G_LOAD %13(p0) :: (load (s8))
; CHECK-NEXT:     G_STORE %16(s8), %15(p0) :: (store (s8) into stack + 202, align 2)
; CHECK-NEXT:     $edi = COPY %1(s32)
; CHECK-NEXT:     $esi = COPY %2(s32)
; CHECK-NEXT:     CALL64pcrel32 target-flags(x86-plt) @sum, csr_64, implicit $rsp, implicit $edi, implicit $esi, implicit-def $rax
; CHECK-NEXT:     %17:_(s64) = COPY $rax
; CHECK-NEXT:     ADJCALLSTACKUP64 208, 0, implicit-def $rsp, implicit-def $eflags, implicit $rsp
; CHECK-NEXT:     $rax = COPY %17(s64)
; CHECK-NEXT:     RET 0, $rax
; CHECK-NEXT: ...
