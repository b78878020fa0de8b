; llvm.eh.sjlj.setjmp/longjmp (__builtin_setjmp/__builtin_longjmp) and llvm.trap through
; GlobalISel: the target's instructions the SelectionDAG selects for them (EH_SjLj_SetJmp64
; with its result copied out of EAX, EH_SjLj_LongJmp64, TRAP), the buffer filled as clang
; does (frame address, stack pointer). The C driver (the ;C: lines) jumps back into @catch;
; kiln's GlobalISel object prints what llc's prints.
; RUN: kiln llc -mtriple=x86_64 -O0 -global-isel -global-isel-abort=1 -stop-after=irtranslator -verify-machineinstrs %s -o - | FileCheck %s
; RUN: sed -n 's/^;C: //p' %s > %t.c
; RUN: llc -opaque-pointers -O0 -relocation-model=pic -filetype=obj %s -o %t.ref.o && cc %t.c %t.ref.o -o %t.ref && %t.ref > %t.want
; RUN: kiln llc -O0 -global-isel -global-isel-abort=1 -relocation-model=pic -verify-machineinstrs -filetype=obj %s -o %t.o && cc %t.c %t.o -o %t.exe && %t.exe | diff %t.want -
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@buf = global [5 x ptr] zeroinitializer

declare i32 @llvm.eh.sjlj.setjmp(ptr)
declare void @llvm.eh.sjlj.longjmp(ptr)
declare ptr @llvm.frameaddress.p0(i32)
declare ptr @llvm.stacksave()
declare void @llvm.trap()

define void @jump() {
  call void @llvm.eh.sjlj.longjmp(ptr @buf)
  unreachable
}

define i32 @catch(i32 %x) {
  %fa = call ptr @llvm.frameaddress.p0(i32 0)
  store ptr %fa, ptr @buf
  %sp = call ptr @llvm.stacksave()
  %slot = getelementptr ptr, ptr @buf, i64 2
  store ptr %sp, ptr %slot
  %r = call i32 @llvm.eh.sjlj.setjmp(ptr @buf)
  %z = icmp eq i32 %r, 0
  br i1 %z, label %first, label %again
first:
  call void @jump()
  unreachable
again:
  %y = add i32 %x, %r
  ret i32 %y
}

define i32 @checked(i32 %x) {
  %bad = icmp slt i32 %x, 0
  br i1 %bad, label %trap, label %ok
trap:
  call void @llvm.trap()
  unreachable
ok:
  ret i32 %x
}

;C: #include <stdio.h>
;C: int catch(int);
;C: int checked(int);
;C: int main(void) {
;C:   printf("%d %d\n", catch(41), checked(5));
;C:   return 0;
;C: }

; CHECK: --- |
; CHECK-NEXT:   target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
; CHECK-NEXT:   target triple = "x86_64-unknown-linux-gnu"
; CHECK-NEXT: {{^ +$}}
; CHECK-NEXT:   @buf = global [5 x ptr] zeroinitializer
; CHECK-NEXT: {{^ +$}}
; CHECK-NEXT:   declare i32 @llvm.eh.sjlj.setjmp(ptr)
; CHECK-NEXT: {{^ +$}}
; CHECK-NEXT:   declare void @llvm.eh.sjlj.longjmp(ptr)
; CHECK-NEXT: {{^ +$}}
; CHECK-NEXT:   declare ptr @llvm.frameaddress.p0(i32)
; CHECK-NEXT: {{^ +$}}
; CHECK-NEXT:   declare ptr @llvm.stacksave()
; CHECK-NEXT: {{^ +$}}
; CHECK-NEXT:   declare void @llvm.trap()
; CHECK-NEXT: {{^ +$}}
; CHECK-NEXT:   define void @jump() {
; CHECK-NEXT:   0:
; CHECK-NEXT:     call void @llvm.eh.sjlj.longjmp(ptr @buf)
; CHECK-NEXT:     unreachable
; CHECK-NEXT:   }
; CHECK-NEXT: {{^ +$}}
; CHECK-NEXT:   define i32 @catch(i32 %x) {
; CHECK-NEXT:   0:
; CHECK-NEXT:     %fa = call ptr @llvm.frameaddress.p0(i32 0)
; CHECK-NEXT:     store ptr %fa, ptr @buf
; CHECK-NEXT:     %sp = call ptr @llvm.stacksave()
; CHECK-NEXT:     %slot = getelementptr ptr, ptr @buf, i64 2
; CHECK-NEXT:     store ptr %sp, ptr %slot
; CHECK-NEXT:     %r = call i32 @llvm.eh.sjlj.setjmp(ptr @buf)
; CHECK-NEXT:     %z = icmp eq i32 %r, 0
; CHECK-NEXT:     br i1 %z, label %first, label %again
; CHECK-NEXT: {{^ +$}}
; CHECK-NEXT:   first:
; CHECK-NEXT:     call void @jump()
; CHECK-NEXT:     unreachable
; CHECK-NEXT: {{^ +$}}
; CHECK-NEXT:   again:
; CHECK-NEXT:     %y = add i32 %x, %r
; CHECK-NEXT:     ret i32 %y
; CHECK-NEXT:   }
; CHECK-NEXT: {{^ +$}}
; CHECK-NEXT:   define i32 @checked(i32 %x) {
; CHECK-NEXT:   0:
; CHECK-NEXT:     %bad = icmp slt i32 %x, 0
; CHECK-NEXT:     br i1 %bad, label %trap, label %ok
; CHECK-NEXT: {{^ +$}}
; CHECK-NEXT:   trap:
; CHECK-NEXT:     call void @llvm.trap()
; CHECK-NEXT:     unreachable
; CHECK-NEXT: {{^ +$}}
; CHECK-NEXT:   ok:
; CHECK-NEXT:     ret i32 %x
; CHECK-NEXT:   }
; CHECK-NEXT: {{^ +$}}
; CHECK-NEXT: ...
; CHECK-NEXT: ---
; CHECK-NEXT: name:            jump
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
; CHECK-NEXT: liveins:         []
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
; CHECK-NEXT:     %0:_(p0) = G_GLOBAL_VALUE target-flags(x86-gotpcrel) @buf
; CHECK-NEXT:     EH_SjLj_LongJmp64 %0(p0), implicit-def $rax, implicit-def $rcx, implicit-def $rbp, implicit-def $rsp
; CHECK-NEXT: ...
; CHECK-NEXT: ---
; CHECK-NEXT: name:            catch
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
; CHECK-NEXT: liveins:
; CHECK-NEXT:   - { reg: '$edi', virtual-reg: '%0' }
; CHECK-NEXT: frameInfo:
; CHECK-NEXT:   isFrameAddressTaken: true
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
; CHECK-NEXT:     successors: %bb.1, %bb.2
; CHECK-NEXT:     liveins: $edi
; CHECK-EMPTY:
; CHECK-NEXT:     %0:_(s32) = COPY $edi
; CHECK-NEXT:     %1:_(p0) = COPY $rbp
; CHECK-NEXT:     %2:_(p0) = G_GLOBAL_VALUE target-flags(x86-gotpcrel) @buf
; CHECK-NEXT:     G_STORE %1(p0), %2(p0) :: (store (s64) into @buf)
; CHECK-NEXT:     %3:_(p0) = COPY $rsp
; CHECK-NEXT:     %4:_(p0) = G_GLOBAL_VALUE target-flags(x86-gotpcrel) @buf
; CHECK-NEXT:     %5:_(s64) = G_CONSTANT i64 16
; CHECK-NEXT:     %6:_(p0) = G_PTR_ADD %4, %5(s64)
; CHECK-NEXT:     G_STORE %3(p0), %6(p0) :: (store (s64) into %ir.slot)
; CHECK-NEXT:     %7:_(p0) = G_GLOBAL_VALUE target-flags(x86-gotpcrel) @buf
; CHECK-NEXT:     EH_SjLj_SetJmp64 %7(p0), implicit-def $rax, implicit-def $rbx, implicit-def $rcx, implicit-def $rdx, implicit-def $rsi, implicit-def $rdi, implicit-def $r8, implicit-def $r9, implicit-def $r10, implicit-def $r11, implicit-def $r12, implicit-def $r13, implicit-def $r14, implicit-def $r15, implicit-def $eflags, implicit-def $xmm0, implicit-def $xmm1, implicit-def $xmm2, implicit-def $xmm3, implicit-def $xmm4, implicit-def $xmm5, implicit-def $xmm6, implicit-def $xmm7, implicit-def $xmm8, implicit-def $xmm9, implicit-def $xmm10, implicit-def $xmm11, implicit-def $xmm12, implicit-def $xmm13, implicit-def $xmm14, implicit-def $xmm15
; CHECK-NEXT:     %8:_(s32) = COPY $eax
; CHECK-NEXT:     %9:_(s32) = G_CONSTANT i32 0
; CHECK-NEXT:     %10:_(s1) = G_ICMP intpred(eq), %8(s32), %9
; CHECK-NEXT:     G_BRCOND %10(s1), %bb.1
; CHECK-NEXT:     G_BR %bb.2
; CHECK-EMPTY:
; CHECK-NEXT:   bb.1.first:
; CHECK-NEXT:     ADJCALLSTACKDOWN64 0, 0, 0, implicit-def $rsp, implicit-def $eflags, implicit $rsp
; CHECK-NEXT:     CALL64pcrel32 target-flags(x86-plt) @jump, csr_64, implicit $rsp
; CHECK-NEXT:     ADJCALLSTACKUP64 0, 0, implicit-def $rsp, implicit-def $eflags, implicit $rsp
; CHECK-EMPTY:
; CHECK-NEXT:   bb.2.again:
; CHECK-NEXT:     %11:_(s32) = G_ADD %0, %8
; CHECK-NEXT:     $eax = COPY %11(s32)
; CHECK-NEXT:     RET 0, $eax
; CHECK-NEXT: ...
; CHECK-NEXT: ---
; CHECK-NEXT: name:            checked
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
; CHECK-NEXT: stack:           []
; CHECK-NEXT: constants:       []
; CHECK-NEXT: body:            |
; CHECK-NEXT:   bb.0 (%ir-block.0):
; CHECK-NEXT:     successors: %bb.1, %bb.2
; CHECK-NEXT:     liveins: $edi
; CHECK-EMPTY:
; CHECK-NEXT:     %0:_(s32) = COPY $edi
; CHECK-NEXT:     %1:_(s32) = G_CONSTANT i32 0
; CHECK-NEXT:     %2:_(s1) = G_ICMP intpred(slt), %0(s32), %1
; CHECK-NEXT:     G_BRCOND %2(s1), %bb.1
; CHECK-NEXT:     G_BR %bb.2
; CHECK-EMPTY:
; CHECK-NEXT:   bb.1.trap:
; CHECK-NEXT:     TRAP
; CHECK-EMPTY:
; CHECK-NEXT:   bb.2.ok:
; CHECK-NEXT:     $eax = COPY %0(s32)
; CHECK-NEXT:     RET 0, $eax
; CHECK-NEXT: ...
