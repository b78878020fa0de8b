; The IRTranslator on memory: static allocas as G_FRAME_INDEX, loads and stores with memory
; operands (size, alignment when it is not the size, volatile, atomic ordering), getelementptr
; as G_PTR_ADD with constant offsets folded and variable indices scaled by G_MUL, globals as
; G_GLOBAL_VALUE, aggregates split into their scalar leaves.
; RUN: kiln llc -mtriple=x86_64 -O0 -global-isel -stop-after=irtranslator -verify-machineinstrs %s -o - | FileCheck %s
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

%pair = type { i32, i64 }
@g = global [10 x %pair] zeroinitializer

define i64 @memory(i64 %i, ptr %p) {
  %slot = alloca i32, align 4
  store volatile i32 1, ptr %slot, align 4
  %elem = getelementptr inbounds [10 x %pair], ptr @g, i64 0, i64 %i, i32 1
  %v = load i64, ptr %elem, align 8
  %next = getelementptr inbounds %pair, ptr %p, i64 2, i32 1
  store atomic i64 %v, ptr %next seq_cst, align 8
  %b = load i8, ptr %p, align 1
  %w = zext i8 %b to i64
  ret i64 %w
}

define i64 @aggregates(ptr %p) {
  %agg = load %pair, ptr %p, align 8
  %x = extractvalue %pair %agg, 1
  %new = insertvalue %pair %agg, i32 5, 0
  store %pair %new, ptr %p, align 8
  ret i64 %x
}

; CHECK: --- |
; CHECK-NEXT:   target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
; CHECK-NEXT: {{^ +$}}
; CHECK-NEXT:   %pair = type { i32, i64 }
; CHECK-NEXT:   @g = global [10 x %pair] zeroinitializer
; CHECK-NEXT: {{^ +$}}
; CHECK-NEXT:   define i64 @memory(i64 %i, ptr %p) {
; CHECK-NEXT:   0:
; CHECK-NEXT:     %slot = alloca i32, align 4
; CHECK-NEXT:     store volatile i32 1, ptr %slot, align 4
; CHECK-NEXT:     %elem = getelementptr inbounds [10 x %pair], ptr @g, i64 0, i64 %i, i32 1
; CHECK-NEXT:     %v = load i64, ptr %elem, align 8
; CHECK-NEXT:     %next = getelementptr inbounds %pair, ptr %p, i64 2, i32 1
; CHECK-NEXT:     store atomic i64 %v, ptr %next seq_cst, align 8
; CHECK-NEXT:     %b = load i8, ptr %p, align 1
; CHECK-NEXT:     %w = zext i8 %b to i64
; CHECK-NEXT:     ret i64 %w
; CHECK-NEXT:   }
; CHECK-NEXT: {{^ +$}}
; CHECK-NEXT:   define i64 @aggregates(ptr %p) {
; CHECK-NEXT:   0:
; CHECK-NEXT:     %agg = load %pair, ptr %p, align 8
; CHECK-NEXT:     %x = extractvalue %pair %agg, 1
; CHECK-NEXT:     %new = insertvalue %pair %agg, i32 5, 0
; CHECK-NEXT:     store %pair %new, ptr %p, align 8
; CHECK-NEXT:     ret i64 %x
; CHECK-NEXT:   }
; CHECK-NEXT: {{^ +$}}
; CHECK-NEXT: ...
; CHECK-NEXT: ---
; CHECK-NEXT: name:            memory
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
; CHECK-NEXT: liveins:
; CHECK-NEXT:   - { reg: '$rdi', virtual-reg: '%0' }
; CHECK-NEXT:   - { reg: '$rsi', virtual-reg: '%1' }
; CHECK-NEXT: frameInfo:
; CHECK-NEXT:   isFrameAddressTaken: false
; CHECK-NEXT:   isReturnAddressTaken: false
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
; CHECK-NEXT: fixedStack:      []
; CHECK-NEXT: stack:
; CHECK-NEXT:   - { id: 0, name: 'slot', type: default, offset: 0, size: 4, alignment: 4, stack-id: '', callee-saved-register: '', callee-saved-restored: true, debug-info-variable: '', debug-info-expression: '', debug-info-location: '' }
; CHECK-NEXT: constants:       []
; CHECK-NEXT: body:            |
; CHECK-NEXT:   bb.0 (%ir-block.0):
; CHECK-NEXT:     liveins: $rdi, $rsi
; CHECK-EMPTY:
; CHECK-NEXT:     %1:_(p0) = COPY $rsi
; CHECK-NEXT:     %0:_(s64) = COPY $rdi
; CHECK-NEXT:     %2:_(p0) = G_FRAME_INDEX %stack.0.slot
; CHECK-NEXT:     %3:_(s32) = G_CONSTANT i32 1
; CHECK-NEXT:     %4:_(p0) = G_FRAME_INDEX %stack.0.slot
; CHECK-NEXT:     G_STORE %3(s32), %4(p0) :: (volatile store (s32) into %ir.slot)
; CHECK-NEXT:     %5:_(p0) = G_GLOBAL_VALUE target-flags(x86-gotpcrel) @g
; CHECK-NEXT:     %6:_(s64) = G_CONSTANT i64 16
; CHECK-NEXT:     %7:_(s64) = G_MUL %0, %6
; CHECK-NEXT:     %8:_(p0) = G_PTR_ADD %5, %7(s64)
; CHECK-NEXT:     %9:_(s64) = G_CONSTANT i64 8
; CHECK-NEXT:     %10:_(p0) = G_PTR_ADD %8, %9(s64)
; CHECK-NEXT:     %11:_(s64) = G_LOAD %10(p0) :: (load (s64) from %ir.elem)
; CHECK-NEXT:     %12:_(s64) = G_CONSTANT i64 40
; CHECK-NEXT:     %13:_(p0) = G_PTR_ADD %1, %12(s64)
; CHECK-NEXT:     G_STORE %11(s64), %13(p0) :: (store seq_cst (s64) into %ir.next)
; CHECK-NEXT:     %14:_(s8) = G_LOAD %1(p0) :: (load (s8) from %ir.p)
; CHECK-NEXT:     %15:_(s64) = G_ZEXT %14(s8)
; CHECK-NEXT:     $rax = COPY %15(s64)
; CHECK-NEXT:     RET 0, $rax
; CHECK-NEXT: ...
; CHECK-NEXT: ---
; CHECK-NEXT: name:            aggregates
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
; CHECK-NEXT:     %1:_(s32) = G_LOAD %0(p0) :: (load (s32) from %ir.p, align 8)
; CHECK-NEXT:     %3:_(s64) = G_CONSTANT i64 8
; CHECK-NEXT:     %4:_(p0) = G_PTR_ADD %0, %3(s64)
; CHECK-NEXT:     %2:_(s64) = G_LOAD %4(p0) :: (load (s64) from %ir.p + 8)
; CHECK-NEXT:     %5:_(s32) = G_CONSTANT i32 5
; CHECK-NEXT:     G_STORE %5(s32), %0(p0) :: (store (s32) into %ir.p, align 8)
; CHECK-NEXT:     %6:_(s64) = G_CONSTANT i64 8
; CHECK-NEXT:     %7:_(p0) = G_PTR_ADD %0, %6(s64)
; CHECK-NEXT:     G_STORE %2(s64), %7(p0) :: (store (s64) into %ir.p + 8)
; CHECK-NEXT:     $rax = COPY %2(s64)
; CHECK-NEXT:     RET 0, $rax
; CHECK-NEXT: ...
