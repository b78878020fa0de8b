; The IRTranslator on control flow: G_BRCOND/G_BR, G_PHI with its incoming values added once
; every block is translated (a loop's back edge names a value defined below), undef as
; G_IMPLICIT_DEF, a jump-table switch (the IR preparation leaves one with an unreachable
; default) as G_JUMP_TABLE/G_BRJT, indirectbr as G_BRINDIRECT.
; RUN: kiln llc -mtriple=x86_64 -O0 -global-isel -stop-after=irtranslator -verify-machineinstrs %s -o - | FileCheck %s
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

define i32 @loop(i32 %n) {
entry:
  br label %head
head:
  %i = phi i32 [ 0, %entry ], [ %inc, %head ]
  %acc = phi i32 [ undef, %entry ], [ %i, %head ]
  %inc = add i32 %i, 1
  %done = icmp eq i32 %inc, %n
  br i1 %done, label %exit, label %head
exit:
  ret i32 %acc
}

define i32 @table(i32 %x) {
entry:
  switch i32 %x, label %other [
    i32 0, label %a
    i32 1, label %b
    i32 2, label %c
    i32 3, label %d
  ]
a:
  ret i32 10
b:
  ret i32 20
c:
  ret i32 30
d:
  ret i32 40
other:
  ret i32 0
}

define void @indirect(ptr %to) {
  indirectbr ptr %to, [label %x]
x:
  ret void
}

; CHECK: --- |
; CHECK-NEXT:   target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
; CHECK-NEXT: {{^ +$}}
; CHECK-NEXT: {{^ +$}}
; CHECK-NEXT:   define i32 @loop(i32 %n) {
; CHECK-NEXT:   entry:
; CHECK-NEXT:     br label %head
; CHECK-NEXT: {{^ +$}}
; CHECK-NEXT:   head:
; CHECK-NEXT:     %i = phi i32 [ 0, %entry ], [ %inc, %head ]
; CHECK-NEXT:     %acc = phi i32 [ undef, %entry ], [ %i, %head ]
; CHECK-NEXT:     %inc = add i32 %i, 1
; CHECK-NEXT:     %done = icmp eq i32 %inc, %n
; CHECK-NEXT:     br i1 %done, label %exit, label %head
; CHECK-NEXT: {{^ +$}}
; CHECK-NEXT:   exit:
; CHECK-NEXT:     ret i32 %acc
; CHECK-NEXT:   }
; CHECK-NEXT: {{^ +$}}
; CHECK-NEXT:   define i32 @table(i32 %x) {
; CHECK-NEXT:   entry:
; CHECK-NEXT:     %0 = icmp ugt i32 %x, 3
; CHECK-NEXT:     br i1 %0, label %other, label %1
; CHECK-NEXT: {{^ +$}}
; CHECK-NEXT:   1:
; CHECK-NEXT:     switch i32 %x, label %2 [
; CHECK-NEXT:       i32 0, label %a
; CHECK-NEXT:       i32 1, label %b
; CHECK-NEXT:       i32 2, label %c
; CHECK-NEXT:       i32 3, label %d
; CHECK-NEXT:     ]
; CHECK-NEXT: {{^ +$}}
; CHECK-NEXT:   a:
; CHECK-NEXT:     ret i32 10
; CHECK-NEXT: {{^ +$}}
; CHECK-NEXT:   b:
; CHECK-NEXT:     ret i32 20
; CHECK-NEXT: {{^ +$}}
; CHECK-NEXT:   c:
; CHECK-NEXT:     ret i32 30
; CHECK-NEXT: {{^ +$}}
; CHECK-NEXT:   d:
; CHECK-NEXT:     ret i32 40
; CHECK-NEXT: {{^ +$}}
; CHECK-NEXT:   other:
; CHECK-NEXT:     ret i32 0
; CHECK-NEXT: {{^ +$}}
; CHECK-NEXT:   2:
; CHECK-NEXT:     unreachable
; CHECK-NEXT:   }
; CHECK-NEXT: {{^ +$}}
; CHECK-NEXT:   define void @indirect(ptr %to) {
; CHECK-NEXT:   0:
; CHECK-NEXT:     indirectbr ptr %to, [label %x]
; CHECK-NEXT: {{^ +$}}
; CHECK-NEXT:   x:
; CHECK-NEXT:     ret void
; CHECK-NEXT:   }
; CHECK-NEXT: {{^ +$}}
; CHECK-NEXT: ...
; CHECK-NEXT: ---
; CHECK-NEXT: name:            loop
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
; CHECK-NEXT:   bb.0.entry:
; CHECK-NEXT:     successors: %bb.1
; CHECK-NEXT:     liveins: $edi
; CHECK-EMPTY:
; CHECK-NEXT:     %0:_(s32) = COPY $edi
; CHECK-NEXT:     %6:_(s32) = G_CONSTANT i32 0
; CHECK-NEXT:     %7:_(s32) = G_IMPLICIT_DEF
; CHECK-EMPTY:
; CHECK-NEXT:   bb.1.head:
; CHECK-NEXT:     successors: %bb.2, %bb.1
; CHECK-EMPTY:
; CHECK-NEXT:     %1:_(s32) = G_PHI %6(s32), %bb.0, %4(s32), %bb.1
; CHECK-NEXT:     %2:_(s32) = G_PHI %7(s32), %bb.0, %1(s32), %bb.1
; CHECK-NEXT:     %3:_(s32) = G_CONSTANT i32 1
; CHECK-NEXT:     %4:_(s32) = G_ADD %1, %3
; CHECK-NEXT:     %5:_(s1) = G_ICMP intpred(eq), %4(s32), %0
; CHECK-NEXT:     G_BRCOND %5(s1), %bb.2
; CHECK-NEXT:     G_BR %bb.1
; CHECK-EMPTY:
; CHECK-NEXT:   bb.2.exit:
; CHECK-NEXT:     $eax = COPY %2(s32)
; CHECK-NEXT:     RET 0, $eax
; CHECK-NEXT: ...
; CHECK-NEXT: ---
; CHECK-NEXT: name:            table
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
; CHECK-NEXT: jumpTable:
; CHECK-NEXT:   kind:            block-address
; CHECK-NEXT:   entries:
; CHECK-NEXT:     - id:            0
; CHECK-NEXT:       blocks:          [ '%bb.2', '%bb.3', '%bb.4', '%bb.5' ]
; CHECK-NEXT: body:            |
; CHECK-NEXT:   bb.0.entry:
; CHECK-NEXT:     successors: %bb.6, %bb.1
; CHECK-NEXT:     liveins: $edi
; CHECK-EMPTY:
; CHECK-NEXT:     %0:_(s32) = COPY $edi
; CHECK-NEXT:     %1:_(s32) = G_CONSTANT i32 3
; CHECK-NEXT:     %2:_(s1) = G_ICMP intpred(ugt), %0(s32), %1
; CHECK-NEXT:     G_BRCOND %2(s1), %bb.6
; CHECK-EMPTY:
; CHECK-NEXT:   bb.1 (%ir-block.1):
; CHECK-NEXT:     successors: %bb.2, %bb.3, %bb.4, %bb.5
; CHECK-EMPTY:
; CHECK-NEXT:     %3:_(s64) = G_ZEXT %0(s32)
; CHECK-NEXT:     %4:_(p0) = G_JUMP_TABLE %jump-table.0
; CHECK-NEXT:     G_BRJT %4(p0), %jump-table.0, %3(s64)
; CHECK-EMPTY:
; CHECK-NEXT:   bb.2.a:
; CHECK-NEXT:     %5:_(s32) = G_CONSTANT i32 10
; CHECK-NEXT:     $eax = COPY %5(s32)
; CHECK-NEXT:     RET 0, $eax
; CHECK-EMPTY:
; CHECK-NEXT:   bb.3.b:
; CHECK-NEXT:     %6:_(s32) = G_CONSTANT i32 20
; CHECK-NEXT:     $eax = COPY %6(s32)
; CHECK-NEXT:     RET 0, $eax
; CHECK-EMPTY:
; CHECK-NEXT:   bb.4.c:
; CHECK-NEXT:     %7:_(s32) = G_CONSTANT i32 30
; CHECK-NEXT:     $eax = COPY %7(s32)
; CHECK-NEXT:     RET 0, $eax
; CHECK-EMPTY:
; CHECK-NEXT:   bb.5.d:
; CHECK-NEXT:     %8:_(s32) = G_CONSTANT i32 40
; CHECK-NEXT:     $eax = COPY %8(s32)
; CHECK-NEXT:     RET 0, $eax
; CHECK-EMPTY:
; CHECK-NEXT:   bb.6.other:
; CHECK-NEXT:     %9:_(s32) = G_CONSTANT i32 0
; CHECK-NEXT:     $eax = COPY %9(s32)
; CHECK-NEXT:     RET 0, $eax
; CHECK-EMPTY:
; CHECK-NEXT:   bb.7 (%ir-block.2):
; CHECK-NEXT: ...
; CHECK-NEXT: ---
; CHECK-NEXT: name:            indirect
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
; CHECK-NEXT:     successors: %bb.1
; CHECK-NEXT:     liveins: $rdi
; CHECK-EMPTY:
; CHECK-NEXT:     %0:_(p0) = COPY $rdi
; CHECK-NEXT:     G_BRINDIRECT %0(p0)
; CHECK-EMPTY:
; CHECK-NEXT:   bb.1.x:
; CHECK-NEXT:     RET 0
; CHECK-NEXT: ...
